/**
 * `hooksim import` conversion (issue 18): transcripts in the published format (hand-written, envelope and legacy
 * flat forms) and transcripts the real Copilot CLI 1.0.102 wrote (test/fixtures/import/real/, recorded by
 * scripts/record-import-fixtures.mjs) become scenarios that load with the scenario schema.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSession, INLINE_LIMIT } from '../src/session/import-session.js';
import { parseScenario } from '../src/session/load-scenarios.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const FIXTURES = path.join(HERE, 'fixtures', 'import');
const STATE = path.join(FIXTURES, 'copilot-home', 'session-state');
const ENVELOPE = path.join(STATE, '5b0d6a1e-0000-4000-8000-000000000001', 'events.jsonl');
const LEGACY = path.join(STATE, '7c1e2f3a-0000-4000-8000-000000000002.jsonl');

/** Import a text and load the result with the scenario schema, as `run` would. */
function load(text: string, file = 'events.jsonl') {
  const imported = importSession(text, { file });
  const loaded = parseScenario(imported.text, 'imported.yml');
  if (!loaded.ok) throw new Error(`${imported.text}\n${JSON.stringify(loaded.problems)}`);
  return { ...imported, scenario: loaded.scenario };
}

const line = (event: Record<string, unknown>) => JSON.stringify(event);

/** A small session: the prompt and one bash call per given args, with its result. */
function session(prompt: string, calls: { args: Record<string, unknown>; result: string }[]): string {
  const lines = [
    line({ type: 'session.start', id: 'e0', timestamp: 't', parentId: null, data: { sessionId: 'abc' } }),
    line({ type: 'user.message', id: 'e1', timestamp: 't', parentId: 'e0', data: { content: prompt } }),
  ];
  calls.forEach((call, i) => {
    lines.push(
      line({
        type: 'assistant.message',
        data: { toolRequests: [{ toolCallId: `c${i}`, name: 'bash', arguments: call.args }] },
      }),
      line({
        type: 'tool.execution_complete',
        data: { toolCallId: `c${i}`, success: true, result: { content: call.result } },
      }),
    );
  });
  return `${lines.join('\n')}\n`;
}

describe('import: hand-written transcript, envelope form', () => {
  const text = readFileSync(ENVELOPE, 'utf8');
  const { scenario, diagnostics, text: yaml, sessionId } = load(text, 'session/events.jsonl');

  it('keeps the prompt, each call with its args and result or error, the subagent, compaction, error and stop', () => {
    expect(sessionId).toBe('5b0d6a1e-0000-4000-8000-000000000001');
    expect(scenario.prompt).toBe('Clean the build folder');
    expect(scenario.steps).toEqual([
      {
        tool: 'bash',
        args: { command: 'ls build', description: 'list' },
        // The postToolUse guidance the CLI appended is the hooks' doing, not the tool's result.
        result: 'out.js',
        execute: false,
        durationMs: 0,
      },
      { tool: 'bash', args: { command: 'rm -rf build' }, execute: false, durationMs: 0 },
      {
        tool: 'view',
        args: { path: '/workspace/missing.txt' },
        error: 'Path does not exist: /workspace/missing.txt',
        execute: false,
        durationMs: 0,
      },
      {
        subagent: {
          name: 'explore',
          prompt: 'Find the build script',
          displayName: 'Explore',
          description: 'Explores the codebase',
          response: 'It is npm run build.',
          steps: [
            {
              tool: 'grep',
              args: { pattern: 'build', path: '/workspace' },
              result: '/workspace/package.json:3: "build": "tsc"',
              execute: false,
              durationMs: 0,
            },
          ],
        },
      },
      { compact: { trigger: 'auto', customInstructions: '' } },
      {
        error: { message: 'rate limited', name: 'rate_limit', context: 'model_call', recoverable: true },
      },
      {
        stop: {},
        then: [{ tool: 'bash', args: { command: 'npm test' }, result: 'ok', execute: false, durationMs: 0 }],
      },
    ]);
    expect(scenario.end).toBe('complete');
  });

  it('keeps unknown event types as comments at their place, the denial and the block reason too', () => {
    expect(yaml).toMatch(
      /error: "Path does not exist: \/workspace\/missing.txt"\n {2}# unknown event skill\.invoked \(line 12\): \{"name":"cleanup",/,
    );
    // Inside the subagent's steps, at the subagent's indentation.
    expect(yaml).toMatch(/\n {8}# unknown event subagent\.thinking \(line 17\): \{"text":"hmm"\}\n/);
    expect(yaml).toMatch(/# in the session: Denied by preToolUse hook: dangerous\n {2}- tool: bash\n/);
    expect(yaml).toMatch(/# agentStop blocked \(continuation 1\): Run the tests first\n {2}- stop: \{\}/);
    expect(yaml).toMatch(
      /^# yaml-language-server|^# Imported by `hooksim import` from session\/events\.jsonl/m,
    );
  });

  it('reports each malformed line with file, line, column and what was expected, and imports the rest', () => {
    expect(diagnostics.map((d) => [d.file, d.line, d.column, d.severity, d.code])).toEqual([
      ['session/events.jsonl', 24, 284, 'error', 'import-malformed-line'],
      ['session/events.jsonl', 26, 1, 'error', 'import-malformed-line'],
      ['session/events.jsonl', 27, 1, 'error', 'import-malformed-line'],
    ]);
    expect(diagnostics[0]?.message).toMatch(/^not JSON \(.*\); expected one event object per line/);
    expect(diagnostics[1]?.message).toMatch(
      /^expected an event object \{"type", "id", "timestamp", "parentId", "data"\}/,
    );
    expect(diagnostics[2]?.message).toMatch(/^expected "type" to be a non-empty string/);
  });
});

describe('import: agentStop continuations', () => {
  it("keeps the first continuation's calls as then, names the later ones in comments", () => {
    const text = [
      session('p', [{ args: { command: 'make' }, result: 'built' }]).trimEnd(),
      line({ type: 'assistant.message', data: { content: 'Done.', toolRequests: [] } }),
      line({ type: 'user.message', data: { content: 'Run the tests' } }),
      line({
        type: 'assistant.message',
        data: { toolRequests: [{ toolCallId: 't1', name: 'bash', arguments: { command: 'npm test' } }] },
      }),
      line({ type: 'assistant.message', data: { content: 'Done.', toolRequests: [] } }),
      line({ type: 'user.message', data: { content: 'Run the linter' } }),
      line({
        type: 'assistant.message',
        data: { toolRequests: [{ toolCallId: 't2', name: 'bash', arguments: { command: 'npm run lint' } }] },
      }),
      line({ type: 'x.custom', data: { n: 1 } }),
      line({ type: 'assistant.message', data: { content: 'Done.', toolRequests: [] } }),
    ].join('\n');
    const { scenario, text: yaml } = load(text);
    expect(scenario.steps).toMatchObject([
      { tool: 'bash', args: { command: 'make' }, result: 'built' },
      { stop: {}, then: [{ tool: 'bash', args: { command: 'npm test' } }] },
    ]);
    expect(yaml).toContain(
      [
        '  # agentStop blocked (continuation 1): Run the tests',
        "  # agentStop blocked (continuation 2): Run the linter; its calls are named, not kept (then repeats the first continuation's)",
        '  #   bash {"command":"npm run lint"}',
        '  # unknown event x.custom (line 11): {"n":1}',
        '  - stop: {}',
      ].join('\n'),
    );
  });
});

describe('import: legacy flat form', () => {
  it('reads session-state/<id>.jsonl (envelope keys in the older order) and maps an error shutdown to end', () => {
    const { scenario, diagnostics, sessionId, text } = load(readFileSync(LEGACY, 'utf8'));
    expect(diagnostics).toEqual([]);
    expect(sessionId).toBe('7c1e2f3a-0000-4000-8000-000000000002');
    expect(scenario).toMatchObject({
      prompt: 'Show the readme',
      steps: [{ tool: 'view', args: { path: '/home/me/repo/README.md' }, result: '1. # repo' }],
      end: 'timeout',
    });
    expect(text).toContain('Copilot CLI 0.0.354');
    expect(text).toContain('referenced, not inlined');
  });

  it('reads lines without a data object from their other fields, saying so', () => {
    const text = `${line({ type: 'user.message', content: 'flat prompt' })}\n`;
    const { scenario, diagnostics } = load(text);
    expect(scenario.prompt).toBe('flat prompt');
    expect(diagnostics).toEqual([
      expect.objectContaining({
        line: 1,
        column: 1,
        message: expect.stringMatching(/expected "data" to be an object/),
      }),
    ]);
  });
});

describe('import: transcripts the real Copilot CLI 1.0.102 wrote', () => {
  it('guarded session: allowed bash, denied rm -rf, create, subagent with its own calls, stop', () => {
    const file = path.join(FIXTURES, 'real', 'guarded', 'events.jsonl');
    const { scenario, diagnostics, text } = load(readFileSync(file, 'utf8'));
    expect(diagnostics).toEqual([]);
    expect(scenario.prompt).toBe('Tidy up the build folder');
    expect(scenario.steps).toMatchObject([
      {
        tool: 'bash',
        args: { command: 'echo hi', description: 'say hi' },
        result: 'hi\n<shellId: 0 completed with exit code 0>',
      },
      { tool: 'bash', args: { command: 'rm -rf build', description: 'clean' } },
      {
        tool: 'create',
        args: { path: '/workspace/notes.txt', file_text: 'hello\n' },
        result: 'Created file /workspace/notes.txt with 6 characters',
      },
      {
        subagent: {
          name: 'explore',
          prompt: 'look at the notes',
          response: 'they say hello',
          steps: [
            { tool: 'view', args: { path: '/workspace/notes.txt' }, result: 'hello\n' },
            { tool: 'bash', args: { command: 'rm -rf /workspace/notes.txt' } },
          ],
        },
      },
      { stop: {} },
    ]);
    // A denied call has no scripted result: the hooks decide again on replay; the session's decision is a comment.
    expect(scenario.steps[1]).not.toHaveProperty('result');
    expect(text.match(/# in the session: Denied by preToolUse hook: no rm -rf here/g)).toHaveLength(2);
    expect(text).toContain(
      "Files the session created (their content is in the create steps' args): /workspace/notes.txt",
    );
  });

  it('model error session: the denied call, then the error step', () => {
    const file = path.join(FIXTURES, 'real', 'model-error', 'events.jsonl');
    const { scenario, diagnostics } = load(readFileSync(file, 'utf8'));
    expect(diagnostics).toEqual([]);
    expect(scenario.steps).toMatchObject([
      { tool: 'bash', args: { command: 'rm -rf build' } },
      { error: { message: '400 the model is overloaded', name: 'query', context: 'model_call' } },
    ]);
  });
});

describe('import: hostile and large texts', () => {
  const hostile = [
    'line\nbreak',
    'cr\ronly',
    'esc \u001b[2J\u001b[31mred',
    'nel\u0085sep\u2028par\u2029',
    '# not a comment: key: value',
    '- [ ] { } & * ! | > % @ `',
    '---\n...\n',
    '"\'\\',
    'bom\ufeff',
    '\ttab and trailing space ',
    'null',
    'yes',
    '0x1F',
  ];

  it('keeps every string exactly, in values, and keeps comments to one line', () => {
    for (const text of hostile) {
      const transcript =
        session(text, [{ args: { command: text, [text]: text }, result: text }]) +
        `${line({ type: `x.${text}`, data: { text } })}\n`;
      const { scenario } = load(transcript);
      expect(scenario.prompt).toBe(text);
      expect(scenario.steps[0]).toMatchObject({
        tool: 'bash',
        args: { command: text, [text]: text },
        result: text,
      });
      // The unknown event's comment did not spill a line of its own into the document.
      expect(Object.keys(scenario)).not.toContain('value');
      expect(scenario.steps).toHaveLength(1);
    }
  });

  it('survives random strings', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed / 2 ** 31);
    for (let round = 0; round < 200; round++) {
      const text = Array.from({ length: 1 + Math.floor(random() * 20) }, () =>
        String.fromCharCode(Math.floor(random() * 0x3000)),
      )
        .join('')
        .replace(/[\ud800-\udfff]/g, '?');
      const { scenario } = load(session(text, [{ args: { command: text }, result: text }]));
      expect(scenario.prompt).toBe(text);
      expect(scenario.steps[0]).toMatchObject({ args: { command: text }, result: text });
    }
  });

  it('cuts a large result and says where the whole text is', () => {
    const big = 'x'.repeat(INLINE_LIMIT + 10);
    const { scenario, text } = load(
      session('p', [{ args: { command: 'cat big' }, result: big }]),
      's/events.jsonl',
    );
    expect(scenario.steps[0]).toMatchObject({ result: `${'x'.repeat(INLINE_LIMIT)}…` });
    expect(text).toContain(
      `# result cut to ${INLINE_LIMIT} of ${INLINE_LIMIT + 10} characters; the whole text is in s/events.jsonl line 4`,
    );
  });

  it('an empty transcript gives an empty scenario and a warning', () => {
    const imported = load('');
    expect(imported.scenario).toMatchObject({ prompt: '', steps: [] });
    expect(imported.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'import-no-prompt' }),
    ]);
  });
});
