/**
 * The GitHub Action (issue 5): `node dist/index.js` run as the runner runs it (INPUT_* variables, a temporary
 * GITHUB_STEP_SUMMARY and GITHUB_OUTPUT, GITHUB_EVENT_PATH with a pull_request payload) on examples/demo, with
 * the GitHub API played by a fake server on 127.0.0.1; plus the Action's pure parts (inputs, changed-only
 * selection, summary limit, annotation limits, Mermaid escaping).
 * dist/ must be current: run `npm run package` first (CI does, and fails when dist/ is stale).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { collectAnnotations, planAnnotations } from '../src/action/annotations.js';
import { renderComment } from '../src/action/comment.js';
import { ActionInputError, parseActionSettings, type InputName } from '../src/action/inputs.js';
import { decideActionSandbox, PROCESS_RISK, PROCESS_WARNING } from '../src/action/sandbox-policy.js';
import { expandScenarioGlobs, globToRegExp } from '../src/action/scenario-files.js';
import { selectChangedScenarios } from '../src/action/select-scenarios.js';
import {
  LINT_ROW_LIMIT,
  renderJobSummary,
  renderLintSection,
  SUMMARY_LIMIT_BYTES,
} from '../src/action/summary.js';
import { decideVerdict } from '../src/action/verdict.js';
import type { Diagnostic } from '../src/diagnostics.js';
import { validateRepo } from '../src/commands/validate.js';
import { COPILOT_CLI_VERSION, defaultEngineDir, locateEngine } from '../src/engines/copilot-install.js';
import { getProfile } from '../src/profiles.js';
import { buildJsonReport } from '../src/report/json-report.js';
import { mermaidLabel } from '../src/report/escape.js';
import { renderSequenceDiagram } from '../src/report/mermaid.js';
import { loadScenarioFile } from '../src/session/load-scenarios.js';
import type { ScenarioReport } from '../src/session/report-types.js';
import { CHECKOUT_SECRETS, makeCheckout, PROBE_HOOK_FILE } from './helpers/checkout.js';
import { ACTIONS_BOT, startFakeGitHub, type FakeGitHub } from './helpers/fake-github.js';
import { describeWithPart } from './helpers/optional-parts.js';
import { liveReferences, markdownStructure, markdownTokens, TERMINAL_UNSAFE } from './helpers/inert.js';

const ROOT = path.resolve('.');
const ENTRY = path.join(ROOT, 'dist', 'index.js');
const DEMO = 'examples/demo';
const PR = 7;
const MARKER = '<!-- hooksim:sticky-comment examples/demo -->';

interface ActionRun {
  status: number | null;
  stdout: string;
  summary: string;
  outputs: Record<string, string>;
}

let temp: string;
let fake: FakeGitHub;

beforeAll(async () => {
  temp = await mkdtemp(path.join(tmpdir(), 'hooksim-action-'));
  fake = await startFakeGitHub();
});

afterAll(async () => {
  await fake.close();
  await rm(temp, { recursive: true, force: true });
});

function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^(.+?)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1] as string] = match[3] as string;
  return outputs;
}

let runs = 0;

/** Run the bundle with an environment built from scratch, as the runner would. */
async function runAction(options: {
  inputs: Record<string, string>;
  cwd?: string;
  event?: unknown;
  eventName?: string;
  eventText?: string;
  apiUrl?: string;
  /** Run where no user namespace can be created (max_user_namespaces 0): no namespace sandbox starts. */
  noNamespaces?: boolean;
  /** More runner variables (RUNNER_TOOL_CACHE). */
  env?: Record<string, string>;
}): Promise<ActionRun> {
  const dir = path.join(temp, `run-${++runs}`);
  await cp(path.join(ROOT, 'package.json'), path.join(dir, 'marker.json'));
  const summaryFile = path.join(dir, 'summary.md');
  const outputFile = path.join(dir, 'output.txt');
  const eventFile = path.join(dir, 'event.json');
  await writeFile(summaryFile, '');
  await writeFile(outputFile, '');
  await writeFile(
    eventFile,
    options.eventText ??
      JSON.stringify(
        options.event ?? {
          action: 'synchronize',
          number: PR,
          pull_request: { number: PR, base: { sha: 'b'.repeat(40) }, head: { sha: 'c'.repeat(40) } },
          repository: { name: 'demo', owner: { login: 'octo' } },
        },
      ),
  );
  const cwd = options.cwd ?? ROOT;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: dir,
    RUNNER_TEMP: dir,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: cwd,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_OUTPUT: outputFile,
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_EVENT_NAME: options.eventName ?? 'pull_request',
    GITHUB_REPOSITORY: 'octo/demo',
    GITHUB_SERVER_URL: 'https://github.example',
    GITHUB_RUN_ID: '42',
    GITHUB_API_URL: options.apiUrl ?? fake.url,
    'INPUT_GITHUB-TOKEN': 'test-token',
    'INPUT_REPO-PATH': DEMO,
  };
  for (const [name, value] of Object.entries(options.inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  Object.assign(env, options.env ?? {});
  const [program, ...args] = options.noNamespaces
    ? [
        'unshare',
        '--user',
        '--map-root-user',
        // bash, not sh: dash drops the INPUT_REPO-PATH style names the runner uses.
        'bash',
        '-c',
        'echo 0 > /proc/sys/user/max_user_namespaces && exec "$0" "$@"',
        process.execPath,
        ENTRY,
      ]
    : [process.execPath, ENTRY];
  const child = spawn(program as string, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    status,
    stdout,
    summary: await readFile(summaryFile, 'utf8'),
    outputs: parseOutputs(await readFile(outputFile, 'utf8')),
  };
}

function mermaidBlocks(summary: string): string[] {
  return [...summary.matchAll(/^```mermaid\n([\s\S]*?)\n```$/gm)].map((m) => m[1] as string);
}

describe('the Action on examples/demo, as the runner runs it (issue 5 acceptance)', () => {
  it('writes the summary (totals, decision tables, Mermaid, firewall warning), the outputs, the reports, and a sticky comment', async () => {
    const run = await runAction({ inputs: { comment: 'true' } });
    expect(run.status).toBe(0);
    expect(run.summary).toContain('## hooksim: 5 of 5 scenarios passed (profile `cloud`)');
    expect(run.summary).toContain('| step | event | tool | hook | status | decision | reason | time |');
    expect(run.summary).toMatch(
      /\| 0 \| preToolUse \| bash \| `\.github\/hooks\/guard\.json#0` \| ok \| deny \| dangerous command blocked: rm -rf \/ --no-preserve-root \|/,
    );
    expect(run.summary).toContain('<details><summary>What the agent sees after each decision</summary>');
    expect(run.summary).toContain(
      'Firewall rules blocked me from connecting to one or more addresses (expand for details)',
    );
    const diagrams = mermaidBlocks(run.summary);
    expect(diagrams).toHaveLength(5);
    expect(diagrams[0]).toMatch(/^sequenceDiagram\n {2}participant A as Agent\n/);
    expect(run.summary).toContain('H2-->>R: ok deny');
    // The agent's own curl (telemetry.yml executes it) is the block, as Copilot's pull request warning shows it.
    expect(run.summary).toContain(
      '> - `telemetry.example.com`\n>   - Triggering command: `curl -sS --max-time 5 REDACTED` (dns block)\n',
    );
    // hooksim lint ran before the sessions; the demo's hooks are correct, so its section says so and nothing
    // is annotated on a hook file.
    expect(run.summary).toContain('**Lint**\n\n`hooksim lint` found nothing in the hook files.\n');
    expect(run.stdout).not.toMatch(/^::(error|warning) file=examples\/demo\/\.github\/hooks\//m);

    expect(run.outputs).toMatchObject({
      passed: '5',
      failed: '0',
      errored: '0',
      'blocked-hosts': 'telemetry.example.com',
    });
    const json = JSON.parse(await readFile(run.outputs['report-json'] as string, 'utf8')) as {
      summary: { scenarios: number };
    };
    expect(json.summary.scenarios).toBe(5);
    expect(await readFile(run.outputs['report-junit'] as string, 'utf8')).toContain(
      '<testsuites name="hooksim"',
    );
    expect(await readFile(run.outputs['report-markdown'] as string, 'utf8')).toContain('```mermaid');
    const html = await readFile(run.outputs['report-html'] as string, 'utf8');
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(path.basename(run.outputs['report-html'] as string)).toBe('hooksim-report.html');

    const posted = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === `/repos/octo/demo/issues/${PR}/comments`,
    );
    expect(posted).toHaveLength(1);
    expect(posted[0]?.authorization).toBe('token test-token');
    const body = (posted[0]?.body as { body: string }).body;
    expect(body.startsWith(MARKER)).toBe(true);
    expect(body).toContain('hooksim: 5 of 5 scenarios passed');
    expect(body).toContain(
      "**The firewall blocked the agent's tool calls from reaching:**\n\n- `telemetry.example.com` (bash: `curl -sS --max-time 5 REDACTED`)",
    );
    expect(body).toContain('(https://github.example/octo/demo/actions/runs/42)');
  });

  it('fail-on failure: a failed expectation fails the step and is annotated on the scenario line', async () => {
    const run = await runAction({ inputs: { scenarios: 'failing/*.yml', 'fail-on': 'failure' } });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      '::error file=examples/demo/failing/force-push-allowed.yml,line=6,col=5,title=hooksim expectation-failed::expects the guard to allow a force-push (it does not): steps[0] (bash): expected decision "allow", got "deny"',
    );
    expect(run.stdout).toMatch(/^::error::hooksim: 1 failed, 0 errored of 1 scenarios/m);
    expect(run.outputs).toMatchObject({ passed: '0', failed: '1' });
  });

  it('reports that cannot be written fail the step, and no report output names a missing file', async () => {
    const blocker = path.join(temp, 'not-a-folder');
    await writeFile(blocker, 'a file where report-dir should be\n');
    const run = await runAction({
      inputs: { scenarios: 'scenarios/*.yml', 'fail-on': 'never', 'report-dir': blocker },
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^::error::hooksim could not write the json report .*not-a-folder/m);
    expect(run.outputs['report-json']).toBeUndefined();
    expect(run.outputs['report-junit']).toBeUndefined();
    expect(run.outputs['report-markdown']).toBeUndefined();
    expect(run.outputs['report-html']).toBeUndefined();
    expect(run.outputs).toHaveProperty('passed');
  });

  it('fail-on never: the same failure is annotated but the step passes', async () => {
    const run = await runAction({ inputs: { scenarios: 'failing/*.yml', 'fail-on': 'never' } });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('::error file=examples/demo/failing/force-push-allowed.yml,line=6,col=5');
    expect(run.outputs.failed).toBe('1');
  });

  it('fail-on warning: a firewall block fails the step; a clean scenario passes', async () => {
    const blocked = await runAction({
      inputs: { scenarios: '.github/hook-scenarios/telemetry.yml', 'fail-on': 'warning' },
    });
    expect(blocked.outputs).toMatchObject({ passed: '1', 'blocked-hosts': 'telemetry.example.com' });
    expect(blocked.status).toBe(1);
    // One warning, the block itself: lint finds nothing in the demo's hooks.
    expect(blocked.stdout).toMatch(/^::error::hooksim: 1 warning and fail-on is warning\. First: /m);
    expect(blocked.stdout).toContain(
      "hooksim warning: the agent's curl to a host outside the firewall allow-list is blocked: the firewall blocked telemetry.example.com",
    );
    // With the host allowed (and answered by a mock), the same call is clean.
    const clean = await runAction({
      inputs: { scenarios: '.github/hook-scenarios/telemetry-allowed.yml', 'fail-on': 'warning' },
    });
    expect(clean.status).toBe(0);
    expect(clean.outputs).toMatchObject({ passed: '1', 'blocked-hosts': '' });
  });

  it('changed-only with the API: only the scenarios that use the changed script run, and the sticky comment is updated', async () => {
    fake.files.set(PR, [
      { filename: 'examples/demo/.github/hooks/scripts/guard.sh', status: 'modified' },
      { filename: 'README.md', status: 'modified' },
    ]);
    fake.comments.set(PR, [{ id: 1, body: `${MARKER}\nold results` }]);
    const run = await runAction({ inputs: { 'changed-only': 'true', comment: 'true' } });
    expect(run.status).toBe(0);
    // guard.json (preToolUse, matcher bash) runs in every scenario with a bash step; context.yml has none.
    expect(run.outputs.passed).toBe('4');
    expect(run.summary).toContain(
      '`changed-only`: 4 of 5 scenarios ran, those the changes in the pull request reach.',
    );
    expect(run.summary).not.toContain('context.yml');
    expect(run.stdout).toContain(
      'changed-only: .github/hooks/scripts/guard.sh changed (used by .github/hooks/guard.json#0)',
    );
    const patched = fake.requests.filter((r) => r.method === 'PATCH');
    expect(patched.map((r) => r.path)).toEqual(['/repos/octo/demo/issues/comments/1']);
    expect(fake.comments.get(PR)?.[0]?.body).toContain('hooksim: 4 of 4 scenarios passed');
  });

  it('a user comment carrying the marker is left untouched: the Action posts its own (red team F4)', async () => {
    const forged = `${MARKER}\n✅ hooksim: all scenarios passed`;
    fake.requests.splice(0);
    fake.comments.set(PR, [{ id: 1, body: forged, user: { login: 'mallory', type: 'User' } }]);
    const run = await runAction({
      inputs: { scenarios: '.github/hook-scenarios/guard.yml', comment: 'true' },
    });
    expect(run.status).toBe(0);
    expect(fake.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    const [user, posted, ...rest] = fake.comments.get(PR) ?? [];
    expect(user?.body).toBe(forged);
    expect(posted?.body.startsWith(MARKER)).toBe(true);
    expect(posted?.user).toEqual(ACTIONS_BOT);
    expect(rest).toEqual([]);
    // The next run finds the comment it wrote, not the user's.
    fake.requests.splice(0);
    await runAction({ inputs: { scenarios: '.github/hook-scenarios/guard.yml', comment: 'true' } });
    expect(fake.requests.filter((r) => r.method === 'PATCH').map((r) => r.path)).toEqual([
      `/repos/octo/demo/issues/comments/${posted?.id}`,
    ]);
    expect(fake.comments.get(PR)?.[0]?.body).toBe(forged);
  });

  it('a personal access token: the sticky comment is the one its user wrote, not the Actions bot comment', async () => {
    fake.requests.splice(0);
    fake.tokenUser = 'release-bot-user';
    fake.comments.set(PR, [
      { id: 1, body: `${MARKER}\nby another bot`, user: ACTIONS_BOT },
      { id: 2, body: `${MARKER}\nold results`, user: { login: 'release-bot-user', type: 'User' } },
    ]);
    try {
      const run = await runAction({
        inputs: { scenarios: '.github/hook-scenarios/guard.yml', comment: 'true' },
      });
      expect(run.status).toBe(0);
      expect(fake.requests.filter((r) => r.method === 'PATCH').map((r) => r.path)).toEqual([
        '/repos/octo/demo/issues/comments/2',
      ]);
      expect(fake.comments.get(PR)?.[0]?.body).toBe(`${MARKER}\nby another bot`);
    } finally {
      fake.tokenUser = undefined;
    }
  });

  it('comment on a fork (read-only token, HTTP 403) degrades to a warning, never a failure', async () => {
    fake.readOnly = true;
    fake.comments.set(PR, []);
    try {
      const run = await runAction({
        inputs: { scenarios: '.github/hook-scenarios/guard.yml', comment: 'true' },
      });
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(
        /^::warning::comment: the token may not comment on pull request #7 \(HTTP 403\); a pull request from a fork gets a read-only GITHUB_TOKEN/m,
      );
      expect(fake.comments.get(PR)).toEqual([]);
    } finally {
      fake.readOnly = false;
    }
  });

  it('changed-only without the API falls back to git diff against the base commit', async () => {
    const repo = path.join(temp, 'git-repo');
    await cp(path.join(ROOT, DEMO), repo, { recursive: true });
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: repo,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', HOME: temp, GIT_CONFIG_NOSYSTEM: '1' },
      }).trim();
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-q', '-m', 'base');
    const base = git('rev-parse', 'HEAD');
    const script = path.join(repo, '.github/hooks/scripts/lint-hint.sh');
    await writeFile(script, `${await readFile(script, 'utf8')}# reviewed\n`);
    git('commit', '-q', '-am', 'touch the lint hint');
    const run = await runAction({
      cwd: repo,
      inputs: { 'repo-path': '.', 'changed-only': 'true' },
      event: { pull_request: { number: PR, base: { sha: base }, head: { sha: git('rev-parse', 'HEAD') } } },
      // Nothing listens on port 9: the API is unreachable.
      apiUrl: 'http://127.0.0.1:9',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('falling back to git diff');
    // lint-hint.sh is context.json's postToolUse entry for edit|create: context.yml (create) and stop.yml (edit).
    expect(run.outputs.passed).toBe('2');
    expect(run.summary).toContain('those the changes in `git diff` against the base reach');
    expect(run.summary).toContain('stop.yml');
    expect(run.summary).toContain('context.yml');
  });

  it('on a push, a checkout with a nested checkout and a submodule shows hooks no token, no ignored file, no tools/ (issue 13)', async () => {
    const checkout = await makeCheckout({
      '.github/hooks/probe.json': PROBE_HOOK_FILE,
      '.github/hook-scenarios/probe.yml': [
        'name: probe',
        'prompt: hi',
        'steps: []',
        'expect:',
        "  sessionStart: { additionalContext: '/^found=\\[\\] tree=\\[(?![^\\]]*tools)[^\\]]* \\./lib/lib\\.txt /' }",
        '',
      ].join('\n'),
    });
    try {
      const run = await runAction({
        cwd: checkout.dir,
        inputs: { 'repo-path': '.' },
        eventName: 'push',
        event: {
          ref: 'refs/heads/main',
          after: 'c'.repeat(40),
          repository: { name: 'demo', owner: { login: 'octo' } },
        },
      });
      expect(run.stdout).not.toMatch(/found=\[\S/);
      expect(run.outputs.passed).toBe('1');
      expect(run.status).toBe(0);
      for (const pair of Object.values(CHECKOUT_SECRETS))
        expect(run.stdout + run.summary).not.toContain(pair.join(''));
    } finally {
      await checkout.cleanup();
    }
  }, 120_000);

  it('escapes everything from hooks and scenarios in the summary and the Mermaid diagram; annotates hook-file findings on their line', async () => {
    const repo = path.join(temp, 'html-repo');
    await cp(path.join(ROOT, DEMO), repo, { recursive: true });
    const hostile = 'rm -rf / <img src=x> ;#:|%%``` end';
    await writeFile(
      path.join(repo, '.github/hook-scenarios/html.yml'),
      [
        'name: "html <b>bold</b> | pipe"',
        'steps:',
        '  - tool: bash',
        `    args: { command: ${JSON.stringify(hostile)} }`,
        '    expect: { decision: deny }',
        '',
      ].join('\n'),
    );
    // A hook-file finding, annotated on the entry's line.
    await writeFile(
      path.join(repo, '.github/hooks/extra.json'),
      '{\n  "version": 1,\n  "hooks": {\n    "preToolUse": [\n      { "type": "command", "powershell": "Write-Output hi" }\n    ]\n  }\n}\n',
    );
    const run = await runAction({
      cwd: repo,
      inputs: { 'repo-path': '.', scenarios: '.github/hook-scenarios/html.yml' },
    });
    // Lint re-codes the loader's entry-ignored notice on that line as powershell-only: one annotation, the lint one.
    expect(run.stdout).toContain(
      '::error file=.github/hooks/extra.json,line=5,col=28,title=hooksim powershell-only::powershell-only entry is ignored by the cloud agent: add a "bash" command',
    );
    expect(run.stdout).not.toContain('title=hooksim entry-ignored');
    // fail-on failure (the default) fails on a lint error: the hook cannot work in the cloud agent.
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /^::error::hooksim: 0 failed, 0 errored of 1 scenarios; lint found 1 error\./m,
    );
    expect(run.summary).toContain(
      '| `.github/hooks/extra.json:5` | error | `powershell-only` | powershell-only entry is ignored by the cloud agent: add a &quot;bash&quot; command |',
    );
    expect(run.outputs.passed).toBe('1');
    expect(run.summary).toContain('html &lt;b&gt;bold&lt;/b&gt; \\| pipe');
    expect(run.summary).toContain(
      'dangerous command blocked: rm -rf / &lt;img src=x&gt; ;\\#:\\|%%\\`\\`\\` end',
    );
    expect(run.summary).not.toMatch(/<img|<b>bold/);
    const [diagram] = mermaidBlocks(run.summary);
    expect(diagram).toContain('rm -rf / #60;img src#61;x#62; #59;#35;#58;#124;#37;#37;#96;#96;#96; end');
    // Each line is a participant or `  X<arrow>Y: label`, with no special character left in a label.
    for (const line of (diagram ?? '').split('\n').slice(1)) {
      const bare = line.replace(/#\d+;/g, '');
      const [head = '', label, ...rest] = bare.split(':');
      if (label === undefined) expect(head).toMatch(/^ {2}participant \w+ as [^;#`<>%]+$/);
      else {
        expect(rest).toEqual([]);
        expect(head).toMatch(/^ {2}\w+(->>|-->>|-x|--x)\w+$/);
        expect(label).not.toMatch(/[;#`<>%]/);
      }
    }
    // Every fence is closed: the backticks in the hook's output did not end the Mermaid block early.
    expect(run.summary.split('\n').filter((l) => l.startsWith('```')).length % 2).toBe(0);
  });

  it('a hostile pull request (file names, scenario name, hook reason) forges nothing in the summary, the comment or the log (issue 13 items 4, 5)', async () => {
    const repo = path.join(temp, 'hostile-repo');
    await cp(path.join(ROOT, DEMO), repo, { recursive: true });
    const esc = '\u001b';
    const name = `evil\n## ✅ hooksim: 1 of 1 scenarios passed\n\n| a | b |\n| --- | --- |\n@octocat [x](https://evil.example) ![i](https://evil.example/p.png) ${esc}]0;pwned\u0007`;
    // guard.sh puts the command in its reason: the reason erases the line, forges a pass and a heading.
    const command = `rm -rf / ${esc}[2K\r✓ all checks passed\n## forged @octocat www.evil.com #1 <img src=x onerror=alert(1)> ${esc}]52;c;eA==\u0007`;
    await writeFile(
      path.join(repo, '.github/hook-scenarios/evil.yml'),
      `name: ${JSON.stringify(name)}\nsteps:\n  - tool: bash\n    args: { command: ${JSON.stringify(command)} }\n    expect: { decision: allow }\n`,
    );
    // A hook file named with a newline, a heading, a mention, an autolink and an OSC sequence.
    const hookName = `.github/hooks/x\n## forged @octocat www.evil.com #1 ${esc}]0;pwned\u0007.json`;
    await cp(path.join(repo, '.github/hooks/context.json'), path.join(repo, hookName));
    fake.files.set(PR, [
      {
        filename: `.github/hooks/## changed\n@octocat [x](https://evil.example) ![i](https://evil.example/p.png) <img src=x onerror=alert(1)> #1 ${esc}[2K`,
        status: 'modified',
      },
      { filename: hookName, status: 'added' },
    ]);
    fake.comments.set(PR, []);
    const run = await runAction({
      cwd: repo,
      inputs: {
        'repo-path': '.',
        scenarios: '.github/hook-scenarios/evil.yml',
        'changed-only': 'true',
        comment: 'true',
      },
    });
    expect(run.status).toBe(1);
    const comment = fake.comments.get(PR)?.[0]?.body ?? '';
    expect(comment).toContain('0 of 1 scenarios passed');
    for (const [surface, text] of [
      ['summary', run.summary],
      ['comment', comment],
    ] as const) {
      const tokens = markdownTokens(text);
      const headings = tokens.filter((_, i) => tokens[i - 1]?.type === 'heading_open').map((t) => t.content);
      // The real headline, and the scenario's own heading in the summary: no forged one.
      expect({ surface, forged: headings.filter((h) => /^✅ hooksim/.test(h)) }).toEqual({
        surface,
        forged: [],
      });
      expect({ surface, references: liveReferences(text) }).toEqual({ surface, references: [] });
      const links = tokens.filter((t) => t.type === 'link_open' || t.type === 'image');
      expect(links.map((t) => t.attrGet('href'))).toEqual(
        surface === 'comment' ? ['https://github.example/octo/demo/actions/runs/42'] : [],
      );
      expect(markdownStructure(text).filter((s) => s.startsWith('html') && /<|onerror/.test(s))).toEqual([]);
      expect(text).not.toMatch(TERMINAL_UNSAFE);
    }
    // The changed-only note names the file, inert.
    expect(run.summary).toMatch(/^> `changed-only`: every scenario ran \(\.github\/hooks\/\\#\\# changed /m);
    // The log: no escape sequence, and no forged line or workflow command at column 0.
    expect(run.stdout).not.toMatch(TERMINAL_UNSAFE);
    expect(run.stdout).not.toMatch(/^(✓ all checks passed|## forged|@octocat)/m);
  });

  it('bad inputs fail the step with a message naming the input and what is expected', async () => {
    const run = await runAction({ inputs: { 'fail-on': 'sometimes', shard: '3/2' } });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      `::error::Input 'fail-on' is "sometimes"; expected one of failure, warning, never.%0A`,
    );
    expect(run.stdout).toContain(`Input 'shard' is "3/2"; expected empty or K/N with 1 <= K <= N, like 1/2.`);
  });

  it('sandbox auto (the default) where no namespace sandbox starts: the step fails before any hook runs, naming the cause and the process opt-in with its risk (redteam F4)', async () => {
    const run = await runAction({ inputs: {}, noNamespaces: true });
    expect(run.status).toBe(1);
    const error = run.stdout.split('\n').find((line) => line.startsWith('::error::')) ?? '';
    expect(error).toMatch(
      /^::error::hooksim: no namespace sandbox can start on this runner, so no hook ran \(sandbox: auto\)\./,
    );
    expect(error).toMatch(/Why: .*user namespace/);
    expect(error).toContain('never falls back to the process driver');
    expect(error).toMatch(
      /`sandbox: process`, the explicit opt-in for trusted repositories only: with it, hooks run unisolated, as the runner's user, with access to the runner's environment/,
    );
    // Nothing ran: no scenario line, no report, no outputs.
    expect(run.stdout).not.toMatch(/scenarios? under profile|^[✓✗]/m);
    expect(run.outputs).toEqual({});
    expect(run.summary).toContain('> [!CAUTION]\n> hooksim: no namespace sandbox can start on this runner');
  });

  it('sandbox process runs, and the annotation and the summary say plainly that hooks ran unisolated with the runner’s environment', async () => {
    // fail-on never: the process driver enforces no DNS firewall, so the demo's block expectations differ.
    const run = await runAction({ inputs: { sandbox: 'process', 'fail-on': 'never' }, noNamespaces: true });
    expect(run.status).toBe(0);
    const { passed, failed, errored } = run.outputs;
    expect(Number(passed) + Number(failed) + Number(errored)).toBe(5);
    expect(run.stdout).toMatch(
      /^::warning::sandbox: process: hooks ran unisolated, as the runner's user, with access to the runner's environment \(the github-token input, ACTIONS_RUNTIME_TOKEN\), its files and its network\. Use it only for repositories whose hooks you trust\.$/m,
    );
    expect(
      run.summary.startsWith("> ⚠️ `sandbox: process`: hooks ran unisolated, as the runner's user"),
    ).toBe(true);
  });

  it('a crash while the bundle loads still ends in ::error:: with a message', async () => {
    // @actions/github parses the event payload when its module loads: a corrupt one throws there.
    const run = await runAction({ inputs: {}, eventText: '{ not json' });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^::error::hooksim failed: .*JSON/m);
  });
});

const engineInstalled = await locateEngine().then(
  () => true,
  () => false,
);

describeWithPart(
  {
    name: `the Copilot CLI engine ${COPILOT_CLI_VERSION}`,
    ready: engineInstalled,
    install: 'npx hooksim engine install',
  },
  'engine: copilot-cli, the real Copilot CLI in the Action (issue 17)',
  () => {
    it('runs the scenarios through the real CLI under profile cli, from the runner tool cache', async () => {
      const cache = path.join(temp, 'tool-cache');
      await mkdir(path.join(cache, 'hooksim'), { recursive: true });
      await symlink(defaultEngineDir(), path.join(cache, 'hooksim', `copilot-${COPILOT_CLI_VERSION}`));
      const run = await runAction({
        inputs: {
          'repo-path': 'test/differential/cases/http/hooks',
          engine: 'copilot-cli',
          scenarios: '.github/hook-scenarios/pre-deny.yml',
          // The fixture's hooks are the differential suite's, on purpose not cloud-ready: lint flags them.
          'fail-on': 'never',
        },
        env: { RUNNER_TOOL_CACHE: cache },
      });
      expect(run.stdout).not.toContain('Installing the Copilot CLI');
      expect(run.status).toBe(0);
      const report = JSON.parse(await readFile(run.outputs['report-json'] ?? '', 'utf8'));
      expect(report.profile).toBe('cli');
      expect(report.summary).toMatchObject({ scenarios: 1, passed: 1 });
    }, 180_000);
  },
);

describe('Action inputs (issue 5 item 1)', () => {
  const read = (values: Partial<Record<InputName, string>>) => (name: InputName) => values[name] ?? '';

  it('defaults every input and parses lists, booleans and the shard', () => {
    const settings = parseActionSettings(
      read({
        'allow-hosts': 'registry.npmjs.org\n\n# a comment\nhttps://hooks.example.com/copilot/',
        shard: '2/3',
        comment: 'true',
      }),
      { RUNNER_TEMP: '/runner/temp' },
    );
    expect(settings).toEqual({
      repoPath: '.',
      scenarios: ['.github/hook-scenarios/**/*.{yml,yaml}'],
      profile: 'cloud',
      sandbox: 'auto',
      engine: 'native',
      allowHosts: ['registry.npmjs.org', 'https://hooks.example.com/copilot/'],
      failOn: 'failure',
      changedOnly: false,
      shard: { text: '2/3', index: 2, count: 3 },
      comment: true,
      githubToken: '',
      reportDir: '/runner/temp/hooksim-reports',
    });
  });

  it('engine copilot-cli implies profile cli, and refuses another profile, compare-profile or sandbox process', () => {
    const read = (values: Partial<Record<InputName, string>>) => (name: InputName) => values[name] ?? '';
    expect(parseActionSettings(read({ engine: 'copilot-cli' }))).toMatchObject({
      engine: 'copilot-cli',
      profile: 'cli',
    });
    expect(parseActionSettings(read({}))).toMatchObject({ engine: 'native', profile: 'cloud' });
    expect(() =>
      parseActionSettings(read({ engine: 'copilot-cli', profile: 'cloud', sandbox: 'process' })),
    ).toThrow(
      /engine: 'copilot-cli' runs under profile cli, but profile is 'cloud'[\s\S]*sandbox: copilot-cli runs the CLI in the namespace sandbox/,
    );
    expect(() => parseActionSettings(read({ engine: 'copilot' }))).toThrow(
      /Input 'engine' is "copilot"; expected one of native, copilot-cli/,
    );
  });

  it('names each bad input and what it expects', () => {
    let error: unknown;
    try {
      parseActionSettings(read({ profile: 'clod', 'changed-only': 'yes', 'allow-hosts': 'bad host name' }));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ActionInputError);
    const problems = (error as ActionInputError).problems;
    expect(problems[0]).toBe(`Input 'profile' is "clod"; expected one of cloud, cloud-docs, cli, cli-docs.`);
    expect(problems[1]).toMatch(
      /^Input 'allow-hosts' is "bad host name"; expected one firewall rule a line\. Invalid allow-list rule 'bad host name'/,
    );
    expect(problems[2]).toBe(`Input 'changed-only' is "yes"; expected true or false.`);
  });
});

describe('the Action’s sandbox policy (redteam F4: no silent fallback to the process driver)', () => {
  const unavailable = async () => ({ kind: 'process' as const, fallbackReason: 'bwrap is not installed' });
  const available = async () => ({ kind: 'namespace' as const });

  it('auto and namespace run in the namespace sandbox when one starts', async () => {
    expect(await decideActionSandbox('auto', undefined, available)).toEqual({ ok: true, kind: 'namespace' });
    expect(await decideActionSandbox('namespace', undefined, available)).toEqual({
      ok: true,
      kind: 'namespace',
    });
  });

  it('auto and namespace fail when none starts: the cause, the setup note, the opt-in and its risk', async () => {
    for (const asked of ['auto', 'namespace'] as const) {
      const decision = await decideActionSandbox(
        asked,
        'bubblewrap is missing and could not be installed (sudo: a password is required); the namespace sandbox cannot start without it.',
        unavailable,
      );
      expect(decision.ok).toBe(false);
      const error = decision.ok ? '' : decision.error;
      expect(error.split('\n')).toEqual([
        `hooksim: no namespace sandbox can start on this runner, so no hook ran (sandbox: ${asked}).`,
        'Why: bwrap is not installed',
        'bubblewrap is missing and could not be installed (sudo: a password is required); the namespace sandbox cannot start without it.',
        'The Action runs hooks from pull requests, possibly from forks, and never falls back to the process driver on its own.',
        'Run it on a Linux runner with bubblewrap and user namespaces (or passwordless sudo), such as ubuntu-latest,',
        `or set \`sandbox: process\`, the explicit opt-in for trusted repositories only: with it, ${PROCESS_RISK}.`,
      ]);
    }
  });

  it('process is the explicit opt-in: it runs, with a warning naming what hooks could reach', async () => {
    const decision = await decideActionSandbox('process', undefined, unavailable);
    expect(decision).toEqual({ ok: true, kind: 'process', warning: PROCESS_WARNING });
    expect(PROCESS_WARNING).toBe(
      "`sandbox: process`: hooks ran unisolated, as the runner's user, with access to the runner's environment (the `github-token` input, `ACTIONS_RUNTIME_TOKEN`), its files and its network. Use it only for repositories whose hooks you trust.",
    );
  });
});

describe('scenario globs', () => {
  it('matches **, *, ? and {a,b} like the workflow glob syntax', async () => {
    expect(globToRegExp('.github/hook-scenarios/**/*.yml').test('.github/hook-scenarios/a.yml')).toBe(true);
    expect(globToRegExp('.github/hook-scenarios/**/*.yml').test('.github/hook-scenarios/x/y/a.yml')).toBe(
      true,
    );
    expect(globToRegExp('*.{yml,yaml}').test('a.yaml')).toBe(true);
    expect(globToRegExp('*.yml').test('x/a.yml')).toBe(false);
    expect(globToRegExp('a?.yml').test('ab.yml')).toBe(true);
    const files = await expandScenarioGlobs(path.resolve(DEMO), [
      '.github/hook-scenarios/**/*.yml',
      'failing/*.yml',
    ]);
    expect(files.map((f) => path.relative(path.resolve(DEMO), f))).toEqual([
      '.github/hook-scenarios/context.yml',
      '.github/hook-scenarios/guard.yml',
      '.github/hook-scenarios/stop.yml',
      '.github/hook-scenarios/telemetry-allowed.yml',
      '.github/hook-scenarios/telemetry.yml',
      'failing/force-push-allowed.yml',
    ]);
  });
});

describe('scenario files by default: .yml and .yaml alike, as the CLI finds them', () => {
  it('the default input matches both extensions', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'hooksim-globs-'));
    try {
      await cp(path.resolve(DEMO, '.github'), path.join(dir, '.github'), { recursive: true });
      await writeFile(path.join(dir, '.github/hook-scenarios/extra.yaml'), 'name: x\nprompt: hi\n');
      const settings = parseActionSettings(() => '');
      const files = await expandScenarioGlobs(dir, settings.scenarios);
      expect(files.map((f) => path.basename(f))).toEqual([
        'context.yml',
        'extra.yaml',
        'guard.yml',
        'stop.yml',
        'telemetry-allowed.yml',
        'telemetry.yml',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the sticky comment headline (redteam of the reports: a rejected file is not green)', () => {
  it('names the rejected hook file and shows the failed icon, though every scenario passed', () => {
    const rejected: Diagnostic = {
      file: '.github/hooks/broken.json',
      line: 1,
      column: 5,
      severity: 'error',
      code: 'file-rejected',
      message: 'Invalid JSON: expected a comma at line 1, column 5',
    };
    const report = buildJsonReport('cloud', [], [rejected], 0);
    const headline = renderComment(report, { marker: MARKER }).split('\n')[1];
    expect(headline).toBe(
      '### ❌ hooksim: 1 hook file rejected (`.github/hooks/broken.json`); 0 of 0 scenarios passed (profile `cloud`)',
    );
  });
});

describe('changed-only selection (issue 5 item 4)', () => {
  async function select(changed: { path: string; status: 'added' | 'removed' | 'modified' }[]) {
    const repo = path.resolve(DEMO);
    const config = await validateRepo({ repo, profile: 'cloud' });
    const files = await expandScenarioGlobs(repo, ['.github/hook-scenarios/*.yml']);
    const candidates = await Promise.all(
      files.map(async (file) => {
        const relative = path.relative(repo, file);
        const loaded = await loadScenarioFile(file, relative);
        return { file: relative, ...(loaded.ok ? { scenario: loaded.scenario } : {}) };
      }),
    );
    return selectChangedScenarios({ changed, candidates, config, profile: () => getProfile('cloud') });
  }

  it('a changed hook file selects the scenarios whose events and tools reach its entries', async () => {
    const selection = await select([{ path: '.github/hooks/context.json', status: 'modified' }]);
    // context.json has a sessionStart entry: every session fires it.
    expect(selection.files).toHaveLength(5);
    const guard = await select([{ path: '.github/hooks/guard.json', status: 'modified' }]);
    expect(guard.files).not.toContain('.github/hook-scenarios/context.yml');
    expect(guard.files).toHaveLength(4);
  });

  it('an added or removed hook file runs every scenario; a changed scenario runs itself; other files nothing', async () => {
    expect((await select([{ path: '.github/hooks/new.json', status: 'added' }])).all).toBe(true);
    expect((await select([{ path: '.github/hooks/audit.json', status: 'removed' }])).files).toHaveLength(5);
    expect((await select([{ path: '.github/hook-scenarios/stop.yml', status: 'modified' }])).files).toEqual([
      '.github/hook-scenarios/stop.yml',
    ]);
    expect((await select([{ path: 'src/app.ts', status: 'modified' }])).files).toEqual([]);
  });

  it('a script no entry names runs every scenario (another script may source it)', async () => {
    const selection = await select([{ path: '.github/hooks/scripts/common.sh', status: 'added' }]);
    expect(selection.all).toBe(true);
    expect(selection.reasons[0]).toMatch(/no hook entry names it/);
  });
});

function fakeScenario(index: number, size: number): ScenarioReport {
  return {
    name: `scenario ${index}`,
    file: `.github/hook-scenarios/s${index}.yml`,
    profile: 'cloud',
    status: index % 7 === 0 ? 'failed' : 'passed',
    failures:
      index % 7 === 0
        ? [{ message: 'expected decision "deny", got "allow"', step: 0, line: 4, column: 5 }]
        : [],
    events: [
      {
        step: 0,
        event: 'preToolUse',
        fired: true,
        input: { toolName: 'bash' },
        hooks: [
          {
            file: '.github/hooks/a.json',
            index: 0,
            eventKey: 'preToolUse',
            type: 'command',
            status: 'ok',
            durationMs: 3,
          },
        ],
        result: {
          decision: 'deny',
          reason: 'no',
          agentSees: 'x'.repeat(size),
          decidedBy: '.github/hooks/a.json#0',
        },
      },
    ],
    egress: [],
    files: { created: [], modified: [], deleted: [] },
    warnings: [],
    durationMs: 5,
  };
}

describe('job summary within the 1 MiB limit (issue 5 item 2)', () => {
  it('keeps the whole report when it fits', () => {
    const report = buildJsonReport('cloud', [fakeScenario(1, 100)], [], 10);
    const summary = renderJobSummary(report);
    expect(summary.omitted).toBe(0);
    expect(summary.text).toContain('### ✅ scenario 1');
    expect(SUMMARY_LIMIT_BYTES).toBeLessThan(1024 * 1024);
  });

  it('drops per-scenario details from the end, lists those scenarios, and says so', () => {
    const report = buildJsonReport(
      'cloud',
      Array.from({ length: 40 }, (_, i) => fakeScenario(i + 1, 5000)),
      [],
      10,
    );
    const summary = renderJobSummary(report, { limit: 60_000, reportHint: 'See report-dir.' });
    expect(Buffer.byteLength(summary.text)).toBeLessThanOrEqual(60_000);
    expect(summary.omitted).toBeGreaterThan(0);
    expect(summary.text).toContain('## hooksim: 35 of 40 scenarios passed');
    expect(summary.text).toContain(`### ${summary.omitted} more scenarios (details omitted)`);
    expect(summary.text).toContain("shortened to stay within GitHub's 1 MiB job-summary limit");
    expect(summary.text).toContain('See report-dir.');
    expect(summary.text).toContain('| ❌ failed | scenario 35 |');
  });

  it('cuts hard, with closed fences and a note, when even the short form does not fit', () => {
    const report = buildJsonReport(
      'cloud',
      Array.from({ length: 400 }, (_, i) => fakeScenario(i + 1, 10)),
      [],
      10,
    );
    const summary = renderJobSummary(report, { limit: 4_000 });
    expect(summary.cut).toBe(true);
    expect(Buffer.byteLength(summary.text)).toBeLessThanOrEqual(4_000);
    expect(summary.text).toContain("This summary was cut at GitHub's 1 MiB job-summary limit.");
  });
});

describe('annotations within the per-step limits (issue 5 item 3)', () => {
  it('annotates failures on the scenario line and summarises past 10 per severity', () => {
    const scenarios = Array.from({ length: 15 }, (_, i) => fakeScenario(i * 7, 1)).slice(1);
    const report = buildJsonReport(
      'cloud',
      scenarios,
      [
        {
          file: '.github/hooks/a.json',
          line: 3,
          column: 7,
          severity: 'warning',
          code: 'item-dropped',
          message: 'dropped',
        },
      ],
      1,
    );
    const lines = planAnnotations(collectAnnotations(report, { diagnostics: true }), 'examples/demo');
    const errors = lines.filter((l) => l.startsWith('::error'));
    expect(errors).toHaveLength(10);
    expect(errors[0]).toBe(
      '::error file=examples/demo/.github/hook-scenarios/s7.yml,line=4,col=5,title=hooksim expectation-failed::scenario 7: expected decision "deny", got "allow"',
    );
    expect(errors[9]).toBe(
      '::error title=hooksim::5 more errors than GitHub annotates per step; they are listed in the log and the job summary',
    );
    expect(lines.filter((l) => l.startsWith('hooksim error (not annotated)'))).toHaveLength(5);
    expect(lines).toContain(
      '::warning file=examples/demo/.github/hooks/a.json,line=3,col=7,title=hooksim item-dropped::dropped',
    );
  });
});

describe('lint findings in the Action (issue 6): annotations, the Lint section, fail-on', () => {
  const loader: Diagnostic = {
    file: '.github/hooks/a.json',
    line: 5,
    column: 7,
    severity: 'info',
    code: 'entry-ignored',
    message: 'powershell entries are ignored',
  };
  const lintError: Diagnostic = {
    ...loader,
    severity: 'error',
    code: 'powershell-only',
    message: 'add bash',
  };
  const lintWarning: Diagnostic = {
    file: '.github/hooks/b.json',
    line: 2,
    column: 1,
    severity: 'warning',
    code: 'http-not-allowed',
    message: 'x.example | <b>y</b>',
  };

  it('annotates a lint finding instead of the loader diagnostic it re-codes on the same line', () => {
    const other: Diagnostic = { ...loader, line: 9, code: 'missing-version', message: 'no version' };
    const report = buildJsonReport('cloud', [], [loader, other], 0);
    const codes = collectAnnotations(report, { diagnostics: true, lint: [lintError] }).map((d) => d.code);
    expect(codes).toEqual(['missing-version', 'powershell-only']);
    expect(collectAnnotations(report, { diagnostics: false, lint: [lintError] })).toEqual([]);
  });

  it('renders the Lint section as a table (file:line, severity, code, message), escaped, and a note when there is nothing', () => {
    const pipeInPath: Diagnostic = { ...lintError, file: '.github/hooks/a|b.json', line: 0 };
    expect(renderLintSection([lintWarning, pipeInPath]).split('\n')).toEqual([
      '',
      '**Lint**',
      '',
      '| file:line | severity | code | message |',
      '| --- | --- | --- | --- |',
      '| `.github/hooks/b.json:2` | warning | `http-not-allowed` | x.example \\| &lt;b&gt;y&lt;/b&gt; |',
      // No line: the file alone; a pipe inside the code span is escaped for the table too.
      '| `.github/hooks/a\\|b.json` | error | `powershell-only` | add bash |',
      '',
    ]);
    expect(renderLintSection([])).toContain('`hooksim lint` found nothing in the hook files.');
    expect(renderLintSection([])).not.toContain('| file:line |');
  });

  it('lists at most LINT_ROW_LIMIT findings in the table and counts the rest', () => {
    const many = Array.from({ length: LINT_ROW_LIMIT + 3 }, (_, i) => ({ ...lintWarning, line: i + 1 }));
    const lines = renderLintSection(many).split('\n');
    expect(lines.filter((line) => line.startsWith('| `.github/hooks/b.json:'))).toHaveLength(LINT_ROW_LIMIT);
    expect(lines).toContain('3 more findings: run `hooksim lint` to list them.');
  });

  it('fail-on failure fails on a lint error, not a lint warning; fail-on warning fails on a lint warning', () => {
    const report = buildJsonReport('cloud', [], [], 0);
    const run = (lint: Diagnostic[]) => ({ report, unreadable: false, sandboxFailed: false, lint });
    expect(decideVerdict(run([lintError]), 'failure').fail).toBe(true);
    expect(decideVerdict(run([lintError]), 'failure').message).toContain('lint found 1 error');
    expect(decideVerdict(run([lintWarning]), 'failure').fail).toBe(false);
    expect(decideVerdict(run([lintWarning]), 'warning').warnings).toEqual([
      '.github/hooks/b.json:2: http-not-allowed: x.example | <b>y</b>',
    ]);
    expect(decideVerdict(run([lintWarning]), 'warning').fail).toBe(true);
    expect(decideVerdict(run([lintError]), 'never').fail).toBe(false);
  });
});

describe('Mermaid sequence diagram (issue 5 item 2)', () => {
  it('escapes the characters Mermaid and Markdown treat specially', () => {
    expect(mermaidLabel('a;b#c:d\ne`f<g>%%')).toBe('a#59;b#35;c#58;d e#96;f#60;g#62;#37;#37;');
    expect(mermaidLabel('x'.repeat(200))).toHaveLength(80);
  });

  it('draws the runtime calling each hook and the decision reaching the agent', () => {
    const diagram = renderSequenceDiagram(fakeScenario(1, 5));
    expect(diagram.split('\n')).toEqual([
      'sequenceDiagram',
      '  participant A as Agent',
      '  participant R as Copilot runtime',
      '  participant H1 as .github/hooks/a.json',
      '  A->>R: calls bash',
      '  R->>H1: step 0 preToolUse bash #35;0',
      '  H1-->>R: ok deny',
      '  R-->>A: deny no',
    ]);
  });
});
