/**
 * Text from a repository made inert, one function per output context. Every string a pull request controls
 * (file names, scenario names, hook output, reasons, stderr, hosts, commands, diagnostics quoting file contents)
 * is hostile: in a terminal it could move the cursor, rewrite a line or set the clipboard; in Markdown it could
 * forge a heading, a table, a link, an image or HTML, and ping people through `@mentions` and references.
 * Renderers escape through these functions only, so a context is reviewed in one place.
 *
 * | context                              | function                           |
 * | ------------------------------------ | ---------------------------------- |
 * | terminal, one line                   | `terminalLine`                     |
 * | terminal, multi-line (indented)      | `terminalText`                     |
 * | Markdown text: heading, list, cell   | `markdownText`                     |
 * | Markdown inline code (line or cell)  | `markdownCode`                     |
 * | Markdown preformatted block          | `markdownPre`                      |
 * | Mermaid label                        | `mermaidLabel`                     |
 * | XML (JUnit) attribute or element     | `xmlText`                          |
 * | workflow command data and properties | `workflowData`, `workflowProperty` |
 * | SARIF message text and artifact uri  | `sarifText`, `sarifUri`            |
 * | HTML text (element content, `<pre>`) | `htmlText`                         |
 * | HTML attribute value (quoted)        | `htmlAttribute`                    |
 * | JSON in `<script type=…json>`        | `scriptJson`                       |
 */

// C0 but tab and newline, DEL, C1 (U+009B is CSI to some terminals), the bidi marks, embeddings, overrides and
// isolates (text that reads backwards), and the Unicode line and paragraph separators.
const CONTROL =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A control as `less` and `cat -v` show it: `^[` for ESC, `^M` for a carriage return, `<U+202E>` past C0. */
function showControl(char: string): string {
  const code = char.charCodeAt(0);
  if (code < 0x20) return `^${String.fromCharCode(code + 0x40)}`;
  if (code === 0x7f) return '^?';
  return `<U+${code.toString(16).toUpperCase().padStart(4, '0')}>`;
}

/** Controls made visible; newlines and tabs kept. */
function showControls(text: string): string {
  return text.replace(CONTROL, showControl);
}

/** Blank runs (newlines included) as one space, trimmed: text for a one-line context. */
function flatten(text: string): string {
  return text.replace(/[\s\u0085]+/g, ' ').trim();
}

/** At most `max` characters, the last an ellipsis when cut; never half a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  if (/[\ud800-\udbff]/.test(text.charAt(end - 1))) end--;
  return `${text.slice(0, end)}…`;
}

/** One line for a terminal: blanks flattened, controls and escape sequences visible, at most `max` characters. */
export function terminalLine(text: string, max = Infinity): string {
  // Carriage returns are shown, not flattened: `^M` says a line was being overwritten.
  return showControls(cut(text.replace(/[\t\n \u2028\u2029\u0085]+/g, ' ').trim(), max));
}

/**
 * Multi-line text for a terminal: controls visible, and every line after the first starts with `indent`, so
 * nothing in the text starts a line of its own at column 0 (a forged `✓ … passed` or `Decision: allow`).
 */
export function terminalText(text: string, indent = '    '): string {
  return text.replace(/\n+$/, '').split('\n').map(showControls).join(`\n${indent}`);
}

// Zero-width space: invisible, yet it breaks every pattern GitHub links or notifies on.
const ZWSP = '\u200b';

/**
 * GitHub's references defused: `@user` and `@org/team` (a notification), `scheme://` and `www.` (GFM
 * autolinks), `user@host` (an email autolink), `#1`, `GH-1` and `owner/repo#1` (issue links), and hex runs that
 * could be commit SHAs. A zero-width space goes after the character that starts each (and before `@` too: an
 * email's local part ends there).
 */
function defuseReferences(text: string): string {
  return text
    .replace(/@/g, `${ZWSP}@${ZWSP}`)
    .replace(/:\/\//g, `:${ZWSP}//`)
    .replace(/www\./gi, (m) => `${m.slice(0, 3)}${ZWSP}.`)
    .replace(/#(?=\d)/g, `#${ZWSP}`)
    .replace(/GH-(?=\d)/gi, (m) => `${m}${ZWSP}`)
    .replace(/\b[0-9a-f]{7,}\b/gi, (m) => m.replace(/[0-9a-f]{6}(?=.)/gi, `$&${ZWSP}`));
}

/** HTML's special characters as entities (inside `<pre>` and for raw HTML the summary passes through). */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Text for one line of Markdown: a heading, a list item, a blockquote line or a table cell. Blanks are
 * flattened (a newline could start a heading or a table), controls shown, references defused, the marks of
 * emphasis, code, links, headings and tables backslash-escaped, HTML and `$` (GitHub's math) as entities, and a
 * leading list or setext marker escaped. At most `max` characters of the original text.
 */
export function markdownText(text: string, max = Infinity): string {
  const escaped = defuseReferences(showControls(cut(flatten(text), max)))
    .replace(/[\\`*_[\]~#|]/g, '\\$&')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\$/g, '&#36;');
  return escaped.replace(/^[-+=]/, '\\$&').replace(/^(\d+)([.)])/, '$1\\$2');
}

/**
 * Text as a Markdown code span on one line, for a line (`'line'`) or a table cell (`'cell'`: GFM splits cells on
 * `|` before it parses code spans, so a pipe needs its backslash even inside one). Renderers show a code span
 * literally and GitHub links nothing in it; the fence is longer than any backtick run inside, so the text cannot
 * close it early. Empty text gives ''.
 */
export function markdownCode(text: string, context: 'line' | 'cell' = 'line', max = Infinity): string {
  const flat = showControls(cut(flatten(text), max));
  if (flat === '') return '';
  const longest = Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  const span = `${fence}${pad}${flat}${pad}${fence}`;
  return context === 'cell' ? span.replace(/\|/g, '\\|') : span;
}

/**
 * Multi-line text as a `<pre>` block on lines of its own. `<pre>` opening a line makes a CommonMark HTML block
 * that ends only at `</pre>`, which the escaped text cannot contain: blank lines, backticks, `#` or `-` stay text,
 * and GitHub links and notifies nothing inside `<pre>`. Controls are shown.
 */
export function markdownPre(text: string): string {
  return `<pre>${escapeHtml(showControls(text))}</pre>`;
}

// `;` ends a statement, `#` starts an entity, `:` splits a message from its arrow, `%%` starts a comment,
// a backtick could close the Markdown fence, `<`/`>`/`&`/`"` are HTML to the renderer, `{}`/`[]`/`()` shape
// nodes, `|`, `\` and `=` have meanings in labels: all become `#<code>;`.
const MERMAID_SPECIAL = /[;#:%`<>&"{}[\]()|\\=]/g;

/** Text for a Mermaid label: one line, at most `max` characters, controls shown, specials as entity codes. */
export function mermaidLabel(text: string, max = 80): string {
  const shown = showControls(cut(flatten(text), max));
  return shown.replace(MERMAID_SPECIAL, (c) => `#${c.charCodeAt(0)};`) || ' ';
}

// XML 1.0 forbids U+FFFE, U+FFFF and unpaired surrogates even as references.
const INVALID_XML = /[\ufffe\uffff]/g;

/** Text for an XML attribute or element: controls shown (XML 1.0 forbids most), entities for the specials. */
export function xmlText(text: string): string {
  return showControls(text)
    .replace(LONE_SURROGATE, '\ufffd')
    .replace(INVALID_XML, '\ufffd')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The message of a workflow command (`::error ...::message`): one line, `%`, CR and LF percent-encoded, other controls shown. */
export function workflowData(text: string): string {
  return text
    .replace(CONTROL, (c) => (c === '\r' ? c : showControl(c)))
    .replace(/%/g, '%25')
    .replace(/\r/g, '%0D')
    .replace(/\n/g, '%0A');
}

/** A property of a workflow command (`file=`, `title=`): as data, and `:` and `,` encoded too. */
export function workflowProperty(text: string): string {
  return workflowData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * A SARIF plain-text message: controls shown, and square brackets backslash-escaped, since `[text](n)` is an
 * embedded link that code scanning renders (SARIF 2.1.0 §3.11.6).
 */
export function sarifText(text: string): string {
  return showControls(text)
    .replace(/\\(?=[[\]])/g, '\\\\')
    .replace(/[[\]]/g, '\\$&');
}

/** A repository path as a SARIF artifact URI: each segment percent-encoded. */
export function sarifUri(file: string): string {
  return file
    .replace(LONE_SURROGATE, '\ufffd')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/**
 * Text for an HTML element's content (`<p>`, `<td>`, `<pre>`, `<summary>`): `&`, `<` and `>` as entities, so no
 * tag, comment or entity can start; controls and bidi marks shown as elsewhere (a `<U+202E>` reads backwards in a
 * browser too), lone surrogates as U+FFFD. Newlines are kept: `<pre>` shows them, other elements fold them.
 */
export function htmlText(text: string): string {
  return showControls(text)
    .replace(LONE_SURROGATE, '\ufffd')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Text for a quoted HTML attribute value (`data-name="…"`, `title="…"`): as `htmlText`, and both quotes as entities. */
export function htmlAttribute(text: string): string {
  return htmlText(text).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const SCRIPT_JSON_UNSAFE = new RegExp(`[<>&]|${CONTROL.source}`, 'g');

/**
 * A value as JSON inside `<script type="application/json">`: the HTML parser ends the element at the first
 * `</script` and treats `<!--` specially, whatever the JSON means, so `<`, `>` and `&` become `\u003c`, `\u003e`
 * and `\u0026` (the same string to `JSON.parse`); C1 controls, bidi marks and U+2028/U+2029, which
 * JSON.stringify leaves raw, become `\uXXXX` escapes too. Lone surrogates already come out as escapes
 * (well-formed JSON.stringify), so the file stays valid UTF-8.
 */
export function scriptJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(
    SCRIPT_JSON_UNSAFE,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
