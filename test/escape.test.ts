/**
 * The escaping functions of `src/report/escape.ts`, one context each, on exact inputs: what a reader sees in
 * place of a control, which references are defused and how, and what stays exact. `hostile-corpus.test.ts` runs
 * every renderer over the whole corpus.
 */
import { describe, expect, it } from '@jest/globals';
import {
  htmlAttribute,
  htmlText,
  markdownCode,
  markdownPre,
  markdownText,
  mermaidLabel,
  scriptJson,
  sarifText,
  sarifUri,
  terminalLine,
  terminalText,
  workflowData,
  workflowProperty,
  xmlText,
} from '../src/report/escape.js';

const ZW = '\u200b';

describe('terminal', () => {
  it('shows controls as less does: ^[ for ESC, ^M for CR, <U+XXXX> for C1 and bidi', () => {
    expect(terminalLine('a\u001b[2K\rb\u0007\u007f\u009b1A\u202Ec')).toBe('a^[[2K^Mb^G^?<U+009B>1A<U+202E>c');
  });

  it('terminalLine flattens newlines and tabs and cuts; terminalText indents every continuation line', () => {
    expect(terminalLine('  one\n\ttwo  three ', 9)).toBe('one two …');
    expect(terminalText('reason\n✓ forged\r\nDecision: allow\n', '  ')).toBe(
      'reason\n  ✓ forged^M\n  Decision: allow',
    );
  });
});

describe('Markdown', () => {
  it('markdownText: one line, marks escaped, HTML and $ as entities, a leading list marker escaped', () => {
    expect(markdownText('a\n## b | *c* _d_ [e](f) `g` ~h~ <i> & "j" $k$')).toBe(
      'a \\#\\# b \\| \\*c\\* \\_d\\_ \\[e\\](f) \\`g\\` \\~h\\~ &lt;i&gt; &amp; &quot;j&quot; &#36;k&#36;',
    );
    expect(markdownText('- item')).toBe('\\- item');
    expect(markdownText('1. item')).toBe('1\\. item');
  });

  it('markdownText defuses mentions, emails, autolinks, issue references and SHA-like hex with zero-width spaces', () => {
    expect(markdownText('@octocat me@x.com https://e.com www.e.com #1 GH-2 o/r#3 deadbeef12')).toBe(
      `${ZW}@${ZW}octocat me${ZW}@${ZW}x.com https:${ZW}//e.com www${ZW}.e.com \\#${ZW}1 GH-${ZW}2 o/r\\#${ZW}3 deadbe${ZW}ef12`,
    );
  });

  it('markdownText cuts the original text at max characters', () => {
    expect(markdownText('x'.repeat(10), 5)).toBe('xxxx…');
  });

  it('markdownCode: a fence longer than any backtick run, pipes escaped only in a cell, nothing defused', () => {
    expect(markdownCode('a ``` b')).toBe('````a ``` b````');
    expect(markdownCode('`x`')).toBe('`` `x` ``');
    expect(markdownCode('a|b @c', 'cell')).toBe('`a\\|b @c`');
    expect(markdownCode('a|b', 'line')).toBe('`a|b`');
    expect(markdownCode('  ')).toBe('');
  });

  it('markdownPre keeps lines, escapes HTML and shows controls', () => {
    expect(markdownPre('a\n</pre><b>\u001b[1A')).toBe('<pre>a\n&lt;/pre&gt;&lt;b&gt;^[[1A</pre>');
  });
});

describe('Mermaid, XML, workflow commands, SARIF', () => {
  it('mermaidLabel: specials as entity codes, controls shown, one line', () => {
    expect(mermaidLabel('a;b\n\u001b')).toBe('a#59;b ^#91;');
  });

  it('xmlText: entities, controls shown, non-characters and lone surrogates replaced', () => {
    expect(xmlText('<a b="c">\u0000\r\uffff\ud800 ]]>')).toBe(
      '&lt;a b=&quot;c&quot;&gt;^@^M\ufffd\ufffd ]]&gt;',
    );
  });

  it('workflowData and workflowProperty: one line, percent-encoded, controls shown', () => {
    expect(workflowData('50%\r\n::error::x\u001b')).toBe('50%25%0D%0A::error::x^[');
    expect(workflowProperty('a:b,c')).toBe('a%3Ab%2Cc');
  });

  it('sarifText escapes the brackets of embedded links; sarifUri percent-encodes each segment', () => {
    expect(sarifText('[x](1) \\[y]')).toBe('\\[x\\](1) \\\\\\[y\\]');
    expect(sarifUri('.github/hooks/a b#\n.json')).toBe('.github/hooks/a%20b%23%0A.json');
  });
});

describe('HTML', () => {
  it('htmlText: tags, entities and comments as text, newlines kept, controls shown, lone surrogates replaced', () => {
    expect(htmlText('<img src=x onerror=alert(1)>\n&amp; <!-- "q" \'s\'')).toBe(
      '&lt;img src=x onerror=alert(1)&gt;\n&amp;amp; &lt;!-- "q" \'s\'',
    );
    expect(htmlText('a\u001b[1A\r\u202Eb\u0000\ud800')).toBe('a^[[1A^M&lt;U+202E&gt;b^@\ufffd');
  });

  it('htmlAttribute: as htmlText, and both quotes as entities so a value cannot end its attribute', () => {
    expect(htmlAttribute('x" onmouseover="alert(1)\' a=<b>&')).toBe(
      'x&quot; onmouseover=&quot;alert(1)&#39; a=&lt;b&gt;&amp;',
    );
  });

  it('scriptJson: no <, > or & (no </script>, no <!--), controls and separators escaped; JSON.parse gives the value back', () => {
    const value = {
      name: '</script><script>alert(1)</script><!-- & \u2028\u2029 \u202e\u009b \ud800',
      n: [1],
    };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029\u202e\u009b]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(value);
    expect(scriptJson(undefined)).toBe('null');
  });
});
