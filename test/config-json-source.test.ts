/**
 * Strict JSON with positions (runtime-behaviour.md §3 "Invalid JSON", "Diagnostics carry file, line,
 * column"), diagnostic positions on a fixture file, and the published hook-file schema.
 */
import { describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import {
  effectiveProperties,
  parseJsonSource,
  plainValueOf,
  type JsonSource,
} from '../src/config/json-source.js';
import { loadHookConfig } from '../src/config/load.js';
import { hookFileJsonSchema, hookFileSchema } from '../src/config/schema.js';
import { PROFILES } from '../src/profiles.js';

const DASH = '\u2014';
const AUTH =
  'Authorization-affecting HTTP hooks (preToolUse, preMcpToolCall, permissionRequest) must use https:// to protect response integrity (set COPILOT_HOOK_ALLOW_HTTP_AUTH_HOOKS=1 to override, or use localhost with COPILOT_HOOK_ALLOW_LOCALHOST=1)';

function parsed(text: string): JsonSource {
  const result = parseJsonSource(text);
  if (!result.ok) throw new Error(result.message);
  return result.source;
}

describe('parseJsonSource: strict JSON (R021)', () => {
  it.each([
    ['{"a": 1 "b": 2}', 'Invalid JSON: expected a comma at line 1, column 9', { line: 1, column: 9 }],
    ['[1, 2,]', 'Invalid JSON: trailing comma before ] at line 1, column 6', { line: 1, column: 6 }],
    [
      '{\n  "a": [\n    1,\n  ]\n}',
      'Invalid JSON: trailing comma before ] at line 3, column 6',
      { line: 3, column: 6 },
    ],
    [
      '\uFFFD\uFFFD{\u0000"\u0000v\u0000',
      'Invalid JSON: the file is not UTF-8 (it looks like UTF-16); save it as UTF-8',
      { line: 1, column: 1 },
    ],
    [
      '{"a" 1}',
      'Invalid JSON: expected a colon after the property name at line 1, column 6',
      { line: 1, column: 6 },
    ],
    [
      '{"a": 01}',
      'Invalid JSON: numbers cannot have a leading zero at line 1, column 8',
      { line: 1, column: 8 },
    ],
    ['-01', 'Invalid JSON: numbers cannot have a leading zero at line 1, column 3', { line: 1, column: 3 }],
    [
      '{"a": 1,\n "b": 2',
      'Invalid JSON: unexpected end of file, expected } at line 2, column 8',
      { line: 2, column: 8 },
    ],
    ['{"a": NaN}', "Invalid JSON: unexpected 'NaN' at line 1, column 7", { line: 1, column: 7 }],
    ['{"a": "\\x"}', 'Invalid JSON: invalid escape in string at line 1, column 8', { line: 1, column: 8 }],
    [
      '{"a": "\\u12"}',
      'Invalid JSON: invalid \\u escape in string at line 1, column 8',
      { line: 1, column: 8 },
    ],
    ['{"a": "open', 'Invalid JSON: unterminated string at line 1, column 7', { line: 1, column: 7 }],
    [
      '{}\n{}',
      'Invalid JSON: unexpected text after the end of the JSON value at line 2, column 1',
      { line: 2, column: 1 },
    ],
    ['/* c */ {}', 'Invalid JSON: comments are not allowed at line 1, column 1', { line: 1, column: 1 }],
    ['  \n ', 'Invalid JSON: the file is empty at line 2, column 2', { line: 2, column: 2 }],
    [
      '{"a":\u00A01}',
      'Invalid JSON: unexpected character U+00A0 at line 1, column 6',
      { line: 1, column: 6 },
    ],
  ])('%j is rejected: %s', (text, message, position) => {
    const result = parseJsonSource(text);
    expect(result).toEqual({ ok: false, message, position });
    expect(() => JSON.parse(text)).toThrow();
  });

  it('whatever JSON.parse accepts parses, with the same value', () => {
    for (const text of [
      '{"a": -0, "b": 1e400, "c": "\\ud800", "d": [true, null, {"e": "\\u00e9"}]}',
      ' [] ',
      '"s"',
      '3',
    ]) {
      const source = parsed(text);
      expect(plainValueOf(source, source.root)).toEqual(JSON.parse(text));
    }
  });

  it('lines count \\n, \\r\\n and lone \\r; columns are 1-based', () => {
    const source = parsed('{\r\n  "a": 1,\r  "b": [\n    true\n  ]\n}');
    expect(source.positionOf(['a'], 'key')).toEqual({ line: 2, column: 3 });
    expect(source.positionOf(['a'])).toEqual({ line: 2, column: 8 });
    expect(source.positionOf(['b', 0])).toEqual({ line: 4, column: 5 });
    expect(source.positionOf(['b', 1])).toBeUndefined();
    expect(source.positionOf(['missing'], 'key')).toBeUndefined();
  });

  it('a key written twice reads as JSON.parse does: first place, last value', () => {
    const source = parsed('{"x": 1, "y": 2, "x": 3}');
    expect(source.nodeAt(['x'])).toMatchObject({ type: 'number', value: 3 });
    expect(source.positionOf(['x'], 'key')).toEqual({ line: 1, column: 18 });
    if (source.root.type !== 'object') throw new Error('object expected');
    expect(
      effectiveProperties(source.root).map((p) => [p.key, p.value.type === 'number' && p.value.value]),
    ).toEqual([
      ['x', 3],
      ['y', 2],
    ]);
    expect(source.root.properties).toHaveLength(3);
  });

  it('a document nested too deeply for the parser is rejected, never thrown', () => {
    const text = `{"version": 1, "comment": ${'['.repeat(200000)}${']'.repeat(200000)}}`;
    const result = parseJsonSource(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe('Invalid JSON: nested too deeply for hooksim to read');
  });

  it('moderately deep nesting (2,000 levels) parses', () => {
    const text = `{"comment": ${'['.repeat(2000)}${']'.repeat(2000)}}`;
    expect(parseJsonSource(text).ok).toBe(true);
  });
});

describe('diagnostic positions point at the offending key or value (runtime-behaviour.md §3)', () => {
  it('a fixture with several problems: each diagnostic has its line and column', async () => {
    const config = await loadHookConfig('test/fixtures/config/positions', PROFILES.cloud);
    const guard = config.diagnostics
      .filter((d) => d.file === '.github/hooks/guard.json')
      .map((d) => [d.line, d.column, d.code, d.message]);
    expect(guard).toEqual([
      [
        13,
        5,
        'unknown-event',
        'Ignoring unknown hook event(s) in /workspace/.github/hooks/guard.json: AgentStop, Unknown',
      ],
      [
        5,
        53,
        'item-dropped',
        `hooks.preToolUse[0].timeoutSec: timeoutSec must be positive ${DASH} hook will be skipped`,
      ],
      [8, 16, 'item-dropped', `hooks.preToolUse[1].url: ${AUTH} ${DASH} hook will be skipped`],
      [
        11,
        7,
        'item-dropped',
        `hooks.preToolUse[3]: hook entry must be an object ${DASH} hook will be skipped`,
      ],
      [15, 51, 'matcher-ignored', "Matcher 'complete' has no effect on sessionEnd: the hook runs every time"],
    ]);
    const broken = config.diagnostics.filter((d) => d.file === '.github/hooks/broken.json');
    expect(broken).toEqual([
      {
        file: '.github/hooks/broken.json',
        line: 6,
        column: 7,
        severity: 'error',
        code: 'file-rejected',
        message: 'Invalid JSON: expected a comma at line 6, column 7',
      },
    ]);
  });

  it('entries carry the position of their item', async () => {
    const config = await loadHookConfig('test/fixtures/config/positions', PROFILES['cloud-docs']);
    expect(config.entries.map((e) => [e.eventKey, e.index, e.position])).toEqual([
      ['preToolUse', 2, { line: 10, column: 7 }],
      ['sessionEnd', 0, { line: 15, column: 7 }],
    ]);
  });
});

describe('hookFileSchema: the published JSON Schema (hooksim schema hooks; R019, R020, R025, R027)', () => {
  it('z.toJSONSchema lists version, disableAllHooks and every event key with entry shapes', () => {
    const schema = z.toJSONSchema(hookFileSchema) as {
      required?: string[];
      properties: Record<string, { properties?: Record<string, unknown>; additionalProperties?: unknown }>;
    };
    expect(schema.required).toEqual(['version']);
    expect(schema.properties.version).toMatchObject({ const: 1 });
    expect(Object.keys(schema.properties.hooks?.properties ?? {})).toEqual(
      expect.arrayContaining([
        'preToolUse',
        'PreToolUse',
        'Stop',
        'UserPromptSubmit',
        'userPromptTransformed',
      ]),
    );
    expect(schema.properties.hooks?.additionalProperties).toBe(false);
    expect(JSON.stringify(hookFileJsonSchema())).toContain('Command hook');
  });

  it('accepts the fixtures that load cleanly and refuses broken entries', async () => {
    const nested = JSON.parse(
      await readFile('test/fixtures/config/settings/.github/hooks/repo.json', 'utf8'),
    );
    expect(hookFileSchema.safeParse(nested).success).toBe(true);
    const ok = {
      version: 1,
      hooks: {
        preToolUse: [{ bash: 'x', matcher: 'bash' }],
        PreToolUse: [{ matcher: 'Bash', hooks: [{ command: 'y' }] }],
      },
    };
    expect(hookFileSchema.safeParse(ok).success).toBe(true);
    expect(hookFileSchema.safeParse({ version: 1, hooks: { preToolUse: [{ cwd: 'x' }] } }).success).toBe(
      false,
    );
    expect(hookFileSchema.safeParse({ version: 2, hooks: {} }).success).toBe(false);
    expect(
      hookFileSchema.safeParse({ version: 1, hooks: { preToolUse: [{ type: 'http', url: 'ftp://x' }] } })
        .success,
    ).toBe(false);
  });
});
