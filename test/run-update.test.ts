/**
 * `hooksim run --update` (issue 18): a changed guard reason fails `run`, `run --update` shows the diff and
 * writes the new expectation with the file's comments and key order intact, and the next `run` passes; a step
 * or scenario without `expect` gets a recorded one; CI is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyExpectationEdits } from '../src/session/edit-scenario.js';
import { parseScenario } from '../src/session/load-scenarios.js';
import type { StepOutcome } from '../src/session/outcome.js';
import { planExpectationEdits } from '../src/session/record-expectations.js';
import { runCli } from './helpers/cli.js';

const NO_CI = { PATH: process.env.PATH };

describe('applyExpectationEdits', () => {
  const text = [
    '# top comment',
    'name: x',
    'firewall:',
    "  allow: ['a.example.com']   # kept as written",
    'steps:',
    '  - tool: bash # the guard',
    "    args: { command: 'git push --force' }",
    '    expect: { decision: deny, reason: /old/ }',
    '  - stop: {}',
    '    then:',
    '      - tool: bash',
    '        args: { command: npm test }',
    '',
  ].join('\n');

  it('changes only the lines an edit touches, and puts a new expect before then', () => {
    const out = applyExpectationEdits(text, [
      { path: ['steps', 0, 'expect', 'reason'], old: '/old/', value: 'new, with a comma', where: '' },
      { path: ['steps', 1, 'expect'], value: { decision: 'none' }, where: '' },
    ]);
    expect(out).toBe(
      text
        .replace('reason: /old/ }', 'reason: "new, with a comma" }')
        .replace('  - stop: {}\n', '  - stop: {}\n    expect:\n      decision: none\n'),
    );
  });

  it('writes texts of several lines and texts that read as a pattern so they load back as the same value', () => {
    const edited = applyExpectationEdits(text, [
      { path: ['steps', 0, 'expect', 'reason'], old: '/old/', value: 'line one\nline two: #3', where: '' },
      { path: ['steps', 1, 'expect'], value: { reason: 'a\nb', agentSees: '/^\\/x\\/$/' }, where: '' },
    ]);
    const loaded = parseScenario(edited, 'x.yml');
    expect(loaded.ok && loaded.scenario.steps.map((step) => step.expect)).toEqual([
      { decision: 'deny', reason: 'line one\nline two: #3' },
      { reason: 'a\nb', agentSees: '/^\\/x\\/$/' },
    ]);
    expect(edited.split('\n').slice(0, 7)).toEqual(text.split('\n').slice(0, 7));
  });

  it('leaves the text alone with no edits', () => {
    expect(applyExpectationEdits(text, [])).toBe(text);
  });
});

describe('planExpectationEdits', () => {
  const outcome = (fields: Partial<StepOutcome>): StepOutcome => ({
    step: 0,
    path: ['steps', 0],
    kind: 'tool',
    label: 'bash',
    hooks: { ran: 1, errors: 0, timeouts: 0 },
    ...fields,
  });
  const scenarioOf = (yaml: string) => {
    const loaded = parseScenario(yaml, 'x.yml');
    if (!loaded.ok) throw new Error(loaded.problems[0]?.message);
    return loaded.scenario;
  };
  const run = (outcomes: StepOutcome[]) => ({
    outcomes,
    events: [],
    egress: [],
    files: { created: [], modified: [], deleted: [] },
  });

  it('keeps passing fields (regexes too), fixes failing ones and drops those with no value now', () => {
    const scenario = scenarioOf(
      [
        'name: x',
        'steps:',
        '  - tool: bash',
        '    args: { command: rm -rf / }',
        '    expect: { decision: deny, reason: /danger/, additionalContext: old, agentSees: /Denied/ }',
        'expect: { hooks: { errors: 0 } }',
      ].join('\n'),
    );
    const edits = planExpectationEdits(
      scenario,
      run([outcome({ decision: 'deny', reason: 'dangerous', agentSees: 'Allowed?' })]),
    );
    expect(edits).toEqual([
      { path: ['steps', 0, 'expect', 'additionalContext'], old: 'old', where: 'steps[0] (bash)' },
      {
        path: ['steps', 0, 'expect', 'agentSees'],
        old: '/Denied/',
        value: 'Allowed?',
        where: 'steps[0] (bash)',
      },
    ]);
  });

  it('records a step without expect: the decision, the reason and what a deny shows; a text like a pattern anchored', () => {
    const scenario = scenarioOf(
      ['name: x', 'steps:', '  - tool: bash', "    args: { command: 'x' }"].join('\n'),
    );
    const [step, session] = planExpectationEdits(
      scenario,
      run([outcome({ decision: 'deny', reason: '/x/', agentSees: 'Denied: /x/', args: { command: 'x' } })]),
    );
    expect(step?.value).toEqual({ decision: 'deny', reason: '/^\\/x\\/$/', agentSees: 'Denied: /x/' });
    expect(session).toEqual({
      path: ['expect'],
      value: { hooks: { errors: 0, timeouts: 0 } },
      where: 'expect',
    });
  });
});

describe('run --update on a copy of examples/demo (namespace sandbox)', () => {
  let dir: string;
  const scenario = () => path.join(dir, '.github/hook-scenarios/guard.yml');
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hooksim-update-'));
    await cp('examples/demo', dir, { recursive: true });
    const guard = path.join(dir, '.github/hooks/scripts/guard.sh');
    const script = await readFile(guard, 'utf8');
    await writeFile(
      guard,
      script.replace('force-push is not allowed; push a new branch instead', 'force-push is forbidden here'),
    );
    // The guard scenario with a comment, and its force-push step expecting the old reason exactly.
    const text = await readFile(scenario(), 'utf8');
    await writeFile(
      scenario(),
      `# Guard scenarios: keep this comment.\n${text.replace(
        '    expect: { decision: deny, reason: /force-push is not allowed/ }',
        "    expect:\n      decision: deny\n      reason: 'force-push is not allowed; push a new branch instead' # the old reason",
      )}`,
    );
    await writeFile(
      path.join(dir, '.github/hook-scenarios/new.yml'),
      [
        '# No expectations yet.',
        'name: a session without expectations',
        'prompt: Tidy up',
        'steps:',
        '  - tool: bash',
        "    args: { command: 'rm -rf / --no-preserve-root' }",
        '  - tool: view # a scripted view',
        '    args: { path: README.md }',
        "    result: '# demo'",
        '',
      ].join('\n'),
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('fails on the changed reason, records and shows the diff, and the next run passes', async () => {
    const before = await runCli(['run', '--repo', dir, '--sandbox', 'namespace'], '', NO_CI);
    expect(before.stderr).toBe('');
    expect(before.status).toBe(1);
    expect(before.stdout).toContain('force-push is forbidden here');
    const original = await readFile(scenario(), 'utf8');

    const update = await runCli(['run', '--repo', dir, '--sandbox', 'namespace', '-u'], '', NO_CI);
    expect(update.stderr).toBe('');
    expect(update.status).toBe(0);
    expect(update.stdout).toContain(
      [
        '.github/hook-scenarios/guard.yml',
        '  steps[1] (bash)',
        '    - reason: "force-push is not allowed; push a new branch instead"',
        '    + reason: "force-push is forbidden here"',
      ].join('\n'),
    );
    expect(update.stdout).toContain('  steps[0] (bash): new expect\n    + decision: "deny"');

    // Only the failing field changed: comments, order, the passing regexes and the other lines as they were.
    const updated = await readFile(scenario(), 'utf8');
    const sessionExpect = [
      'expect:',
      '  sessionStart:',
      '    additionalContext: "House rules: run npm test before you finish; never edit dist/ by hand."',
      '  hooks:',
      '    errors: 0',
      '    timeouts: 0',
      '',
    ];
    expect(updated).toBe(
      original.replace(
        "reason: 'force-push is not allowed; push a new branch instead' # the old reason",
        "reason: 'force-push is forbidden here' # the old reason",
      ) + sessionExpect.join('\n'),
    );
    const recorded = await readFile(path.join(dir, '.github/hook-scenarios/new.yml'), 'utf8');
    expect(recorded).toBe(
      [
        '# No expectations yet.',
        'name: a session without expectations',
        'prompt: Tidy up',
        'steps:',
        '  - tool: bash',
        "    args: { command: 'rm -rf / --no-preserve-root' }",
        '    expect:',
        '      decision: deny',
        '      reason: "dangerous command blocked: rm -rf / --no-preserve-root"',
        '      agentSees: "Denied by preToolUse hook: dangerous command blocked: rm -rf / --no-preserve-root"',
        '  - tool: view # a scripted view',
        '    args: { path: README.md }',
        "    result: '# demo'",
        '    expect:',
        '      decision: none',
        ...sessionExpect,
      ].join('\n'),
    );

    const after = await runCli(['run', '--repo', dir, '--sandbox', 'namespace'], '', NO_CI);
    expect(after.status).toBe(0);
    const again = await runCli(['run', '--repo', dir, '--sandbox', 'namespace', '--update'], '', NO_CI);
    expect(again.status).toBe(0);
    expect(await readFile(scenario(), 'utf8')).toBe(updated);
  }, 180_000);

  it.each([['GITHUB_ACTIONS'], ['CI']])('is refused with %s=true (exit 2), writing nothing', async (name) => {
    const text = await readFile(scenario(), 'utf8');
    const result = await runCli(['run', '--repo', dir, '--update'], '', { ...NO_CI, [name]: 'true' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`--update is refused in CI (${name}=true)`);
    expect(await readFile(scenario(), 'utf8')).toBe(text);
  });

  it('is refused with --compare or the copilot-cli engine (exit 2)', async () => {
    const compare = await runCli(['run', '--repo', dir, '-u', '--compare', 'cli'], '', NO_CI);
    expect(compare.status).toBe(2);
    expect(compare.stderr).toContain('--update records one profile');
    const engine = await runCli(['run', '--repo', dir, '-u', '--engine', 'copilot-cli'], '', NO_CI);
    expect(engine.status).toBe(2);
    expect(engine.stderr).toContain('--update records what the native engine replays');
  });

  it('with no scenario files replays the smoke session, writes nothing and points at init', async () => {
    const bare = await mkdtemp(path.join(tmpdir(), 'hooksim-update-bare-'));
    try {
      await cp(path.join(dir, '.github/hooks'), path.join(bare, '.github/hooks'), { recursive: true });
      const result = await runCli(['run', '--repo', bare, '--sandbox', 'namespace', '-u'], '', NO_CI);
      expect(result.stdout).toContain('No scenario files to update: the smoke session ran. `hooksim init`');
      expect(await readdir(path.join(bare, '.github'))).toEqual(['hooks']);
    } finally {
      await rm(bare, { recursive: true, force: true });
    }
  }, 120_000);
});
