/**
 * Property test of the hook-file validator (runtime-behaviour.md §3): mutated, truncated and randomly
 * rewritten variants of valid hook files never throw and always end in a rejection with diagnostics or a
 * config whose every entry is valid, within a time bound.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { readFile } from 'node:fs/promises';
import { validateHookText, type ValidateContext, type ValidatedFile } from '../src/config/validate.js';
import { resolveEventKey } from '../src/events/catalogue.js';
import { PROFILE_NAMES, PROFILES, type ProfileName } from '../src/profiles.js';
import { readHttpSwitches } from '../src/runners/http-url.js';

const KNOWN_CODES = new Set([
  'file-rejected',
  'version-missing',
  'no-hooks',
  'unknown-event',
  'event-not-simulated',
  'event-not-fired',
  'item-dropped',
  'matcher-unsupported-here',
  'matcher-ignored',
  'disable-ignored',
  'file-disabled',
  'entry-ignored',
  'timeout-capped',
]);
// The label may name the field, as 1.0.102 does (FINDINGS §10.5).
const ITEM_DROPPED =
  /^hooks\.[^[\]]+\[\d+\](\.hooks\[\d+\])?(\.url|\.matcher|\.timeoutSec|\.timeout|\.type|\.env(\[".*"\])?)?: .+ \u2014 hook will be skipped$/s;
const FILE = '.github/hooks/fuzz.json';

const RICH_FILE = JSON.stringify(
  {
    version: 1,
    disableAllHooks: false,
    hooks: {
      sessionStart: [
        { type: 'command', bash: './start.sh', timeoutSec: 5 },
        { type: 'prompt', prompt: '/review' },
      ],
      preToolUse: [
        { bash: 'guard.sh', matcher: 'bash|edit', env: { MODE: 'strict' }, cwd: 'tools' },
        { type: 'http', url: 'https://hooks.example.com/pre', headers: { A: '$T' }, allowedEnvVars: ['T'] },
      ],
      PreToolUse: [
        {
          matcher: 'Bash',
          hooks: [
            { type: 'command', command: 'claude.sh' },
            { command: 'w.sh', matcher: 'Write' },
          ],
        },
      ],
      postToolUse: [{ type: 'http', url: 'http://127.0.0.1:8080/post', timeout: 2 }],
      agentStop: [{ powershell: 'Write-Host stop' }, { exec: '/bin/echo', args: ['a', 'b'] }],
      notification: [{ bash: 'n.sh', matcher: 'idle' }],
      preMcpToolCall: [{ bash: 'mcp.sh' }],
    },
  },
  null,
  2,
);

let baseFiles: string[] = [];

async function loadBaseFiles(): Promise<string[]> {
  if (baseFiles.length === 0) {
    const fixtures = [
      'test/fixtures/config/claude-nested/.github/hooks/claude.json',
      'test/fixtures/config/positions/.github/hooks/guard.json',
    ];
    baseFiles = [RICH_FILE, ...(await Promise.all(fixtures.map((file) => readFile(file, 'utf8'))))];
  }
  return baseFiles;
}

function contextFor(profile: ProfileName, env: Record<string, string> = {}): ValidateContext {
  return {
    file: FILE,
    fileDir: '.github/hooks',
    profile: PROFILES[profile],
    switches: readHttpSwitches(env),
    role: 'hookFile',
  };
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every invariant a validation result must hold, whatever the input. Plain checks collected into a list
 * (jest's expect is too slow for a million assertions); the caller asserts the list is empty.
 */
function violations(text: string, result: ValidatedFile, strictDepth = true): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, what: string): void => {
    if (!ok) problems.push(what);
  };
  const lineCount = text.split(/\r\n|\r|\n/).length;
  check(['loaded', 'rejected', 'disabled'].includes(result.status), `status ${result.status}`);
  for (const d of result.diagnostics) {
    const where = `${d.code} ${d.line}:${d.column} ${d.message.slice(0, 80)}`;
    check(d.file === FILE, `file of ${where}`);
    check(KNOWN_CODES.has(d.code), `unknown code ${where}`);
    check(['error', 'warning', 'info'].includes(d.severity), `severity of ${where}`);
    check(Number.isInteger(d.line) && d.line >= 1 && d.line <= lineCount, `line of ${where}`);
    check(Number.isInteger(d.column) && d.column >= 1, `column of ${where}`);
    check(d.message.length > 0, `empty message ${where}`);
    if (d.code === 'item-dropped') check(ITEM_DROPPED.test(d.message), `item-dropped format ${where}`);
    check((d.severity === 'error') === (d.code === 'file-rejected'), `only rejections are errors ${where}`);
  }
  const isJson = parsesAsJson(text);
  if (result.status === 'rejected') {
    check(result.entries.length === 0, 'a rejected file has entries');
    check(result.diagnostics.filter((d) => d.code === 'file-rejected').length === 1, 'one file-rejected');
    const invalid = result.diagnostics[0]?.message.startsWith('Invalid JSON: ') ?? false;
    if (strictDepth)
      check(invalid === !isJson, `Invalid JSON iff JSON.parse throws (JSON.parse ok: ${isJson})`);
  } else {
    check(isJson, 'loaded a text JSON.parse rejects');
  }
  for (const entry of result.entries) {
    const where = `${entry.eventKey}[${entry.index}]`;
    const key = resolveEventKey(entry.eventKey);
    check(key?.event === entry.event && key.casing === entry.casing, `event of ${where}`);
    check(entry.file === FILE, `file of ${where}`);
    check(typeof entry.timeoutSec === 'number' && entry.timeoutSec > 0, `timeoutSec of ${where}`);
    check((entry.disabled === true) === (result.status === 'disabled'), `disabled of ${where}`);
    check(entry.position.line >= 1 && entry.position.line <= lineCount, `position of ${where}`);
    check(entry.matcher === undefined || typeof entry.matcher === 'string', `matcher of ${where}`);
    if (entry.type === 'command') {
      const shells = [entry.bash, entry.powershell, entry.command];
      check(
        [...shells, entry.exec].some((f) => typeof f === 'string'),
        `command of ${where}`,
      );
      check(entry.exec === undefined || shells.every((f) => f === undefined), `exec combined in ${where}`);
      check(
        (entry.args ?? []).every((arg) => typeof arg === 'string'),
        `args of ${where}`,
      );
      check(
        Object.values(entry.env ?? {}).every((v) => typeof v === 'string'),
        `env of ${where}`,
      );
    } else if (entry.type === 'http') {
      check(/^https?:/i.test(entry.url ?? ''), `url of ${where}`);
      check(
        Object.values(entry.headers ?? {}).every((v) => typeof v === 'string'),
        `headers of ${where}`,
      );
    } else {
      check(entry.type === 'prompt' && entry.event === 'sessionStart', `prompt entry ${where}`);
      check(typeof entry.prompt === 'string', `prompt of ${where}`);
    }
  }
  return problems;
}

/** Validate under a context and fail with the text's head and the broken invariants. */
function checkText(text: string, context: ValidateContext, strictDepth = true): void {
  const problems = violations(text, validateHookText(text, context), strictDepth);
  if (problems.length > 0)
    throw new Error(`${problems.join('; ')}\nfor text: ${JSON.stringify(text.slice(0, 300))}`);
}

type JsonPath = Array<string | number>;

function pathsOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  const paths: JsonPath[] = [prefix];
  if (Array.isArray(value)) value.forEach((item, i) => paths.push(...pathsOf(item, [...prefix, i])));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  }
  return paths;
}

function replaceAt(value: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return value.map((item, i) => (i === head ? replaceAt(item, rest, replacement) : item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key === head ? replaceAt(item, rest, replacement) : item,
      ]),
    );
  }
  return value;
}

function nested(depth: number, open: string, close: string, core: string): string {
  return `${open.repeat(depth)}${core}${close.repeat(depth)}`;
}

const INTERESTING_CHARS = [
  '{',
  '}',
  '[',
  ']',
  '"',
  ',',
  ':',
  '\\',
  ' ',
  '\n',
  '0',
  '-',
  'e',
  '.',
  'x',
  '\u0000',
  '\u2028',
  '\uFEFF',
  '\uD800',
  '\u00E9',
  '\u{1F600}',
];

const ODD_VALUES: unknown[] = [
  null,
  0,
  -1,
  1e308,
  -0,
  '',
  'x',
  '*',
  '(',
  '(?i:x)',
  [],
  {},
  true,
  [[[]]],
  { hooks: [] },
  { bash: 1 },
  'http://a',
];

describe('validator property test (runtime-behaviour.md §3; R021, R022)', () => {
  it('truncation at every offset of each base file ends in a rejection or a valid config, never a throw', async () => {
    const files = await loadBaseFiles();
    let cases = 0;
    for (const text of files) {
      for (let end = 0; end <= text.length; end++) {
        const truncated = text.slice(0, end);
        checkText(truncated, contextFor('cloud'));
        cases++;
      }
    }
    expect(cases).toBeGreaterThan(1000);
  });

  it('an odd value at every position of the rich file, under every profile', () => {
    const base: unknown = JSON.parse(RICH_FILE);
    for (const path of pathsOf(base)) {
      for (const odd of ODD_VALUES) {
        const text = JSON.stringify(replaceAt(base, path, odd), null, 2);
        for (const profile of PROFILE_NAMES) checkText(text, contextFor(profile));
      }
    }
  });

  it('2,000 random mutations (char flips, random JSON values, deep nesting, huge numbers, unicode) in under 15 s', async () => {
    const files = await loadBaseFiles();
    const parsedBases = files.map((text) => JSON.parse(text) as unknown);
    const basePaths = parsedBases.map((value) => pathsOf(value));

    const charFlips = fc
      .record({
        file: fc.nat({ max: files.length - 1 }),
        flips: fc.array(
          fc.record({
            at: fc.nat(),
            char: fc.oneof(
              fc.constantFrom(...INTERESTING_CHARS),
              fc.string({ unit: 'binary', minLength: 1, maxLength: 2 }),
            ),
          }),
          { minLength: 1, maxLength: 4 },
        ),
      })
      .map(({ file, flips }) => {
        let text = files[file] ?? '';
        for (const { at, char } of flips) {
          const i = at % Math.max(text.length, 1);
          text = text.slice(0, i) + char + text.slice(i + 1);
        }
        return text;
      });

    const weirdValue = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER, 5e-324, -0),
      // Pretty-printing indents every level, so deep values stay moderate here; the textual inserts go deeper.
      fc.integer({ min: 1, max: 300 }).map((depth) => JSON.parse(nested(depth, '[', ']', '')) as unknown),
    );
    const valueRewrites = fc
      .record({
        file: fc.nat({ max: files.length - 1 }),
        pick: fc.nat(),
        value: weirdValue,
        profile: fc.constantFrom(...PROFILE_NAMES),
      })
      .map(({ file, pick, value, profile }) => {
        const paths = basePaths[file] ?? [[]];
        const path = paths[pick % paths.length] ?? [];
        return { text: JSON.stringify(replaceAt(parsedBases[file], path, value), null, 1), profile };
      });

    const textual = fc
      .record({
        file: fc.nat({ max: files.length - 1 }),
        at: fc.nat(),
        insert: fc.oneof(
          fc.constantFrom(
            '1e400',
            '-1e400',
            '123456789012345678901234567890',
            '0.0000000000000000000001',
            '-0',
            '1E+2',
          ),
          fc.integer({ min: 1, max: 1500 }).map((d) => nested(d, '{"a":', '}', '1')),
          fc.integer({ min: 1, max: 1500 }).map((d) => nested(d, '[', ']', '')),
          fc.string({ unit: 'binary', maxLength: 20 }).map((s) => JSON.stringify(s)),
        ),
      })
      .map(({ file, at, insert }) => {
        // Replace the first number-like or string token found at or after `at` with the insert.
        const text = files[file] ?? '';
        const start = at % Math.max(text.length, 1);
        const match = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?/.exec(text.slice(start));
        if (!match) return text + insert;
        const i = start + match.index;
        return text.slice(0, i) + insert + text.slice(i + match[0].length);
      });

    const anyCase = fc.oneof(
      charFlips.map((text) => ({ text, profile: 'cloud' as ProfileName })),
      valueRewrites,
      textual.map((text) => ({ text, profile: 'cloud-docs' as ProfileName })),
    );
    const env = fc.constantFrom<Record<string, string>>(
      {},
      { COPILOT_HOOK_ALLOW_LOCALHOST: '1' },
      { COPILOT_HOOK_ALLOW_HTTP_AUTH_HOOKS: '1' },
    );

    const started = Date.now();
    fc.assert(
      fc.property(anyCase, env, ({ text, profile }, agentEnv) => {
        checkText(text, contextFor(profile, agentEnv));
      }),
      { numRuns: 2000 },
    );
    expect(Date.now() - started).toBeLessThan(15000);
  });

  it('pathological documents: very deep nesting, huge texts and lone surrogates end in diagnostics', () => {
    const cases = [
      `{"version": 1, "hooks": ${nested(100000, '[', ']', '')}}`,
      `{"version": 1, "hooks": {"preToolUse": [${nested(50000, '{"hooks": [', ']}', '')}]}}`,
      `{"version": 1, "hooks": {"sessionStart": [{"bash": "${'x'.repeat(2_000_000)}"}]}}`,
      `{"version": 1, "hooks": {"\uD800": [], "sessionStart": [{"bash": "\uDC00", "env": {"\uD83D": "\uDE00"}}]}}`,
      `{"version": 1, "hooks": {"preToolUse": [{"bash": "x", "matcher": "${'(a+)+'.repeat(200)}"}]}}`,
    ];
    for (const text of cases) {
      for (const profile of PROFILE_NAMES) checkText(text, contextFor(profile), false);
    }
  });
});
