import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { parseHookStdout, parseHttpBody } from '../src/runners/output.js';

const deny = '{"permissionDecision":"deny","permissionDecisionReason":"no"}';

describe('parseHookStdout: progress lines (R044-R048, runtime-behaviour.md §6)', () => {
  it('R044/R045: removes one-line progress objects and keeps them in order, then parses the rest', () => {
    const parsed = parseHookStdout(
      [
        '{"type": "progress", "message": "Checking policy..."}',
        '  {"type":"progress","message":"Routing..."}  ',
        deny,
        '',
      ].join('\n'),
    );
    expect(parsed.progress).toEqual([{ message: 'Checking policy...' }, { message: 'Routing...' }]);
    expect(parsed.output).toEqual({ permissionDecision: 'deny', permissionDecisionReason: 'no' });
    expect(parsed.parseError).toBeUndefined();
    expect(parsed.remainder).toBe(deny);
  });

  it('R046: records `temporary`', () => {
    const parsed = parseHookStdout('{"type":"progress","message":"Thinking...","temporary":true}\n{}');
    expect(parsed.progress).toEqual([{ message: 'Thinking...', temporary: true }]);
    expect(parsed.output).toEqual({});
  });

  it('R045: a progress object with other fields is swallowed whole (its decision does not count)', () => {
    const parsed = parseHookStdout('{"type":"progress","permissionDecision":"deny","message":"x"}');
    expect(parsed.progress).toEqual([{ message: 'x' }]);
    expect('output' in parsed).toBe(false);
    expect(parsed.parseError).toBeUndefined();
  });

  it('a progress line at the end, after the final object, is removed too', () => {
    const parsed = parseHookStdout(`${deny}\n{"type":"progress","message":"bye"}`);
    expect(parsed.remainder).toBe(deny);
    expect(parsed.progress).toEqual([{ message: 'bye' }]);
  });

  it('R048: keeps blank lines, text and non-progress objects verbatim in the remainder', () => {
    const parsed = parseHookStdout('hello\n{"type":"progress","message":"p"}\n\n{"type":"other"}\n');
    expect(parsed.remainder).toBe('hello\n\n{"type":"other"}');
    expect(parsed.output).toBeUndefined();
    expect(parsed.parseError).toEqual(expect.any(String));
  });

  it('handles CRLF line endings', () => {
    const parsed = parseHookStdout('{"type":"progress","message":"p"}\r\n{"a":1}\r\n');
    expect(parsed.progress).toEqual([{ message: 'p' }]);
    expect(parsed.output).toEqual({ a: 1 });
  });

  it('R050: a pretty-printed progress object is not recognised and breaks the parse', () => {
    const parsed = parseHookStdout(`{\n  "type": "progress",\n  "message": "p"\n}\n${deny}`);
    expect(parsed.progress).toEqual([]);
    expect(parsed.output).toBeUndefined();
    expect(parsed.parseError).toEqual(expect.any(String));
  });
});

describe('parseHookStdout: the final document (R049-R053, R055)', () => {
  it('R051: a multi-line final object parses', () => {
    const parsed = parseHookStdout(
      '{"type":"progress","message":"p"}\n{\n  "permissionDecision": "deny"\n}\n',
    );
    expect(parsed.output).toEqual({ permissionDecision: 'deny' });
  });

  it('R052: empty or whitespace-only stdout is no output and no error', () => {
    for (const text of ['', '\n\n', '   \t\n']) {
      const parsed = parseHookStdout(text);
      expect('output' in parsed).toBe(false);
      expect(parsed.parseError).toBeUndefined();
    }
  });

  it('R053: two objects are one unparseable document', () => {
    const parsed = parseHookStdout(`${deny}\n${deny}\n`);
    expect(parsed.output).toBeUndefined();
    expect(parsed.parseError).toEqual(expect.any(String));
  });

  it('R052: text before the object means no output', () => {
    const parsed = parseHookStdout(`checking...\n${deny}`);
    expect(parsed.output).toBeUndefined();
    expect(parsed.parseError).toEqual(expect.any(String));
  });

  it('R055: non-object JSON is still the parsed value (the merge ignores it)', () => {
    expect(parseHookStdout('[1,2]').output).toEqual([1, 2]);
    expect(parseHookStdout('"deny"').output).toBe('deny');
    expect(parseHookStdout('42\n').output).toBe(42);
    expect(parseHookStdout('null').output).toBeNull();
  });

  it('§6: 9 MiB of padding lines before a deny still parse', () => {
    const parsed = parseHookStdout(`${'\n'.repeat(9 * 1024 * 1024)}${deny}\n`);
    expect(parsed.output).toEqual({ permissionDecision: 'deny', permissionDecisionReason: 'no' });
  });
});

describe('parseHookStdout agrees with the spec wording: split on \\n, drop progress lines, join, trim (§6)', () => {
  const isProgress = (line: string): boolean => {
    try {
      const value: unknown = JSON.parse(line.trim());
      return (
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        'type' in value &&
        value.type === 'progress'
      );
    } catch {
      return false;
    }
  };
  const line = fc.constantFrom(
    '',
    ' ',
    '{"type":"progress","message":"m"}',
    ' {"type":"progress"} ',
    'text',
    '{"a":1}',
    '\r',
    '[1]',
  );

  it('for any mix of lines', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const text = lines.join('\n');
        const expected = text
          .split('\n')
          .filter((l) => !isProgress(l))
          .join('\n')
          .trim();
        const parsed = parseHookStdout(text);
        expect(parsed.remainder).toBe(expected);
        expect(parsed.progress.length).toBe(text.split('\n').filter(isProgress).length);
      }),
    );
  });
});

describe('parseHttpBody (runtime-behaviour.md §6 HTTP)', () => {
  it('trims and parses one document', () => {
    expect(parseHttpBody(`\n ${deny} \n`).output).toEqual({
      permissionDecision: 'deny',
      permissionDecisionReason: 'no',
    });
  });

  it('does not strip progress lines: a progress line plus a decision is unparseable', () => {
    const parsed = parseHttpBody(`{"type":"progress","message":"p"}\n${deny}`);
    expect(parsed.output).toBeUndefined();
    expect(parsed.parseError).toEqual(expect.any(String));
  });

  it('an empty body is no output and no error', () => {
    expect(parseHttpBody('  ')).toEqual({});
  });
});
