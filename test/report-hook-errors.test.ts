/**
 * Reports do not look green when the hooks are broken: real scenarios replayed by `runScenarios` (and `hooksim
 * run` through the CLI) on small temporary repositories with real bash hooks: a preToolUse hook whose script
 * does not exist (fails closed, runtime-behaviour.md §7, R065), a script that exits 1 with stderr (R064), a
 * hook that times out (R066-R068), and a hook file that is not JSON (rejected, R021, exit status 1). The
 * terminal summary, JUnit (validated against test/fixtures/junit/junit.xsd with xmllint) and the Markdown (also
 * rendered by CommonMark in headless Chromium) must each name the errors and the rejected file.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { runScenarios } from '../src/commands/run.js';
import type { JsonReport } from '../src/report/json-report.js';
import { renderJunit } from '../src/report/junit.js';
import { renderMarkdown } from '../src/report/markdown.js';
import { formatRunSummary, formatScenarioLine } from '../src/report/terminal.js';
import type { ScenarioReport } from '../src/session/report-types.js';
import {
  CHROMIUM_PATH,
  CHROMIUM_PART,
  launchChromium,
  renderGitHubMarkdown,
  wrapSummaryPage,
  type HeadlessChromium,
} from './helpers/chromium.js';
import { describeWithPart } from './helpers/optional-parts.js';
import { hookFile, makeTempRepo, type TempRepo } from './helpers/temp-repo.js';
import { runCli } from './helpers/cli.js';
import { releaseRunAfterAll } from './helpers/sandbox.js';

releaseRunAfterAll();

const XSD = 'test/fixtures/junit/junit.xsd';
const MISSING = /nope\.sh: No such file or directory/;
// Hook stderr with HTML and a table pipe: the Markdown must show it as text, in its cell.
const POLICY_STDERR = '<b>policy</b> server | unreachable';

let out: string;
const repos: TempRepo[] = [];
let failClosed: JsonReport;
let broken: JsonReport;
let rejected: JsonReport;

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'hooksim-hook-errors-'));
  const [a, b, c] = await Promise.all([
    // The audit's case: a preToolUse hook whose script does not exist; no scenario files, so the smoke session.
    makeTempRepo({
      '.github/hooks/guard.json': hookFile({ preToolUse: [{ type: 'command', bash: './nope.sh' }] }),
    }),
    makeTempRepo({
      '.github/hooks/policy.json': hookFile({
        sessionStart: [{ type: 'command', bash: 'cat >/dev/null; exit 3' }],
        preToolUse: [{ type: 'command', matcher: 'bash', bash: './.github/hooks/scripts/policy.sh' }],
        postToolUse: [{ type: 'command', matcher: 'view', bash: 'cat >/dev/null; sleep 5', timeoutSec: 1 }],
        sessionEnd: [{ type: 'command', bash: 'cat >/dev/null; exit 4' }],
      }),
      '.github/hooks/scripts/policy.sh': `#!/usr/bin/env bash\ncat >/dev/null\necho '${POLICY_STDERR}' >&2\necho 'second line' >&2\nexit 1\n`,
      '.github/hook-scenarios/a-denied.yml': [
        'name: the policy hook fails closed on bash',
        'steps:',
        '  - tool: bash',
        '    args: { command: ls }',
        '    expect: { decision: deny }',
        '  - tool: view',
        '    args: { path: README.md }',
        '    result: readme',
        '  - tool: create',
        "    args: { path: notes.md, file_text: 'hi' }",
        '    execute: true',
        '',
      ].join('\n'),
      '.github/hook-scenarios/b-no-errors.yml': [
        'name: no hook may error',
        'steps:',
        '  - tool: bash',
        '    args: { command: ls }',
        'expect:',
        '  hooks: { errors: 0 }',
        '',
      ].join('\n'),
    }),
    makeTempRepo({
      '.github/hooks/good.json': hookFile({ sessionStart: [{ type: 'command', bash: 'cat >/dev/null' }] }),
      '.github/hooks/broken.json': '{ "version": 1, "hooks": { "preToolUse": [ }',
    }),
  ]);
  repos.push(a as TempRepo, b as TempRepo, c as TempRepo);
  const run = (repo: TempRepo) =>
    runScenarios({ repo: repo.dir, profile: 'cloud', scenarios: [], sandbox: 'namespace' });
  [failClosed, broken, rejected] = (await Promise.all(repos.map(run))).map((outcome) => outcome.report) as [
    JsonReport,
    JsonReport,
    JsonReport,
  ];
}, 60_000);

afterAll(async () => {
  await Promise.all(repos.map((repo) => repo.cleanup()));
  if (out) await rm(out, { recursive: true, force: true });
});

const cli = runCli;

/** Write the JUnit file and validate it against the XSD; its text. */
async function validJunit(report: JsonReport, name: string): Promise<string> {
  const file = path.join(out, `${name}.xml`);
  await writeFile(file, renderJunit(report));
  await promisify(execFile)('xmllint', ['--noout', '--schema', XSD, file]);
  return readFile(file, 'utf8');
}

/** The test cases of a JUnit text: attributes and the body, by name. */
function testcases(xml: string): Map<string, { attrs: string; body: string }> {
  const cases = new Map<string, { attrs: string; body: string }>();
  for (const m of xml.matchAll(/<testcase ([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g)) {
    const name = /name="([^"]*)"/.exec(m[1] as string)?.[1] ?? '';
    cases.set(name, { attrs: m[1] as string, body: m[2] ?? '' });
  }
  return cases;
}

function scenarioNamed(report: JsonReport, name: string): ScenarioReport {
  const found = report.scenarios.find((s) => s.name === name);
  if (!found) throw new Error(`no scenario '${name}' in ${report.scenarios.map((s) => s.name).join(', ')}`);
  return found;
}

describe('a preToolUse hook whose script is missing fails closed (runtime-behaviour.md §7, R065)', () => {
  it('the replay records it: every tool call denied, the hook errored with exit 127 and stderr; the smoke session fails', () => {
    const [smoke] = failClosed.scenarios;
    expect(smoke?.status).toBe('failed');
    expect(smoke?.failures.map((f) => f.message)).toEqual([
      expect.stringMatching(
        /^hooks: expected 0 errors, got \d+: \.github\/hooks\/guard\.json#0 \(preToolUse\)/,
      ),
    ]);
    const pre = smoke?.events.filter((e) => e.event === 'preToolUse') ?? [];
    expect(pre.length).toBeGreaterThanOrEqual(2);
    for (const event of pre) {
      expect(event.result.decision).toBe('deny');
      expect(event.hooks[0]).toMatchObject({
        status: 'error',
        exitCode: 127,
        stderr: expect.stringMatching(MISSING),
      });
    }
  });

  it('terminal: `! N hook errors` under the scenario line, repeats counted, and the totals count them', () => {
    const smoke = failClosed.scenarios[0] as ScenarioReport;
    const runs = smoke.events.filter((e) => e.event === 'preToolUse').length;
    const lines = formatScenarioLine(smoke).split('\n');
    expect(lines[0]).toMatch(/^✗ smoke session/);
    expect(lines[1]).toMatch(/^ {4}hooks: expected 0 errors, got \d+: /);
    expect(lines[2]).toMatch(
      new RegExp(
        `^ {4}! ${runs} hook errors: \\.github/hooks/guard\\.json#0 \\(preToolUse\\) ×${runs}: Hook command failed with code 127; stderr: .*nope\\.sh: No such file or directory$`,
      ),
    );
    expect(lines).toHaveLength(3);
    expect(formatRunSummary(failClosed)).toMatch(
      new RegExp(
        `: 0 passed, 1 failed; ${failClosed.summary.hookRuns} hook runs, ${runs} hook errors in \\d+\\.\\d s$`,
      ),
    );
  });

  it('`hooksim run` prints the same lines and exits 1: the smoke session expects no hook error', async () => {
    const { status, stdout } = await cli(['run', '--repo', repos[0]?.dir ?? '']);
    expect(stdout).toMatch(
      /^ {4}! \d+ hook errors: \.github\/hooks\/guard\.json#0 \(preToolUse\) ×\d+: Hook command failed with code 127; stderr: .*nope\.sh/m,
    );
    expect(stdout).toMatch(/\d+ hook runs, \d+ hook errors in /);
    expect(status).toBe(1);
  });

  it('JUnit: the failed smoke test case carries the errors and stderr in <system-err>', async () => {
    const xml = await validJunit(failClosed, 'fail-closed');
    expect(xml).toContain('<testsuites name="hooksim" tests="1" failures="1" errors="0"');
    const [testcase] = [...testcases(xml).values()];
    expect(testcase?.body).toMatch(/<failure message="hooks: expected 0 errors, got \d+: /);
    const systemErr = /<system-err>([\s\S]*)<\/system-err>/.exec(testcase?.body ?? '')?.[1] ?? '';
    expect(systemErr).toMatch(
      /^\d+ hook errors\n\n\.github\/hooks\/guard\.json#0 \(preToolUse\), step 0: error, exit 127\nHook command failed with code 127\nStderr: .*nope\.sh: No such file or directory\n/,
    );
  });

  it('Markdown: the headline and the heading count the errors; the row shows the error and stderr beside the deny', () => {
    const md = renderMarkdown(failClosed);
    const runs = (failClosed.scenarios[0] as ScenarioReport).events.filter(
      (e) => e.event === 'preToolUse',
    ).length;
    expect(md).toMatch(
      new RegExp(
        `^## hooksim: 0 of 1 scenarios passed, ⚠️ ${runs} hook errors \\(profile \`cloud\`\\)$`,
        'm',
      ),
    );
    expect(md).toMatch(new RegExp(`^### ❌ smoke session.* · ⚠️ ${runs} hook errors$`, 'm'));
    expect(md).toMatch(
      /^\| 0 \| preToolUse \| create \| `\.github\/hooks\/guard\.json#0` \| error: Hook command failed with code 127<br>stderr: .*nope\.sh: No such file or directory \| deny \| /m,
    );
    expect(md).toMatch(new RegExp(`^\\| 1 \\| 0 \\| 1 \\| 0 \\| \\d+ \\| ${runs} \\| `, 'm'));
  });
});

describe('a script that exits 1 with stderr (R064, R065) and a hook that times out (R066-R068)', () => {
  it('terminal: each failure once with its first stderr line, at most 3 listed, then the rest counted', () => {
    const denied = scenarioNamed(broken, 'the policy hook fails closed on bash');
    expect(denied.status).toBe('passed');
    const lines = formatScenarioLine(denied).split('\n');
    expect(lines.slice(1)).toEqual([
      '    ! 4 hook errors: .github/hooks/policy.json#0 (sessionStart): Hook command failed with code 3; nothing on stderr or stdout',
      `      .github/hooks/policy.json#0 (preToolUse): Hook command failed with code 1; stderr: ${POLICY_STDERR}`,
      '      .github/hooks/policy.json#0 (postToolUse): Hook command timed out after 1 seconds: cat >/dev/null; sleep 5',
      '      (and 1 more)',
    ]);
    // The scenario that expected no hook error fails: its failure, then its errors.
    const strict = scenarioNamed(broken, 'no hook may error');
    const strictLines = formatScenarioLine(strict).split('\n');
    expect(strictLines[0]).toMatch(/^✗ no hook may error/);
    expect(strictLines[1]).toMatch(/^ {4}hooks: expected 0 errors, got 3: /);
    expect(strictLines[2]).toBe(
      '    ! 3 hook errors: .github/hooks/policy.json#0 (sessionStart): Hook command failed with code 3; nothing on stderr or stdout',
    );
    expect(formatRunSummary(broken)).toMatch(/: 1 passed, 1 failed; \d+ hook runs, 7 hook errors in /);
  });

  it('JUnit: failure only for the failed expectation; both test cases carry their hook errors in <system-err>', async () => {
    const xml = await validJunit(broken, 'broken');
    expect(xml).toContain('<testsuites name="hooksim" tests="2" failures="1" errors="0"');
    const cases = testcases(xml);
    const denied = cases.get('the policy hook fails closed on bash');
    expect(denied?.body).not.toMatch(/<failure|<error/);
    expect(denied?.body).toContain('<system-err>4 hook errors');
    expect(denied?.body).toContain(
      '.github/hooks/policy.json#0 (preToolUse), step 0: error, exit 1\nHook command failed with code 1\nStderr: &lt;b&gt;policy&lt;/b&gt; server | unreachable\nsecond line',
    );
    expect(denied?.body).toMatch(
      /\.github\/hooks\/policy\.json#0 \(postToolUse\), step 1: timeout\nHook command timed out after 1 seconds/,
    );
    const strict = cases.get('no hook may error');
    expect(strict?.body).toMatch(/^\s*<failure message="[^"]*" type="ExpectationFailed">/);
    expect(strict?.body).toContain('<system-err>3 hook errors');
  });

  it('Markdown: the error and the first stderr line in the status cell, escaped; the files section does not claim hooks wrote them', () => {
    const md = renderMarkdown(broken);
    expect(md).toContain(
      '| 0 | preToolUse | bash | `.github/hooks/policy.json#0` | error: Hook command failed with code 1<br>stderr: &lt;b&gt;policy&lt;/b&gt; server \\| unreachable | deny |',
    );
    expect(md).toContain('| timeout: Hook command timed out after 1 seconds: cat &gt;/dev/null; sleep 5 |');
    expect(md).toMatch(/^### ✅ the policy hook fails closed on bash — .* · ⚠️ 4 hook errors$/m);
    expect(md).toMatch(/^### ❌ no hook may error — .* · ⚠️ 3 hook errors$/m);
    // notes.md came from the agent's executed `create`, not from a hook.
    expect(scenarioNamed(broken, 'the policy hook fails closed on bash').files.created).toContain(
      '/workspace/notes.md',
    );
    expect(md).toContain(
      "**Files changed in the sandbox** (by hooks, the agent's executed tools or programs they ran; discarded when the job ends)",
    );
    expect(md).toContain('- created: `/workspace/notes.md`');
    expect(md).not.toContain('Files the hooks wrote');
  });

  it('a stderr line past ~200 characters is cut in the cell', () => {
    const long = structuredClone(broken);
    const hook = long.scenarios
      .flatMap((s) => s.events)
      .flatMap((e) => e.hooks)
      .find((h) => h.status === 'error' && h.exitCode === 1);
    if (!hook) throw new Error('no exit-1 hook record');
    hook.stderr = `${'x'.repeat(500)}\n`;
    const row =
      renderMarkdown(long)
        .split('\n')
        .find((line) => line.includes('stderr: xxx')) ?? '';
    const cell = /<br>(stderr: x+…) \|/.exec(row)?.[1] ?? '';
    expect(cell.length).toBe(200);
  });
});

describe('a rejected hook file (R021) fails the run, and every report says so', () => {
  it('`hooksim run` exits 1; the totals line names the rejected file count; JUnit has a failed test case for the file', async () => {
    const junit = path.join(out, 'rejected-cli.xml');
    const markdown = path.join(out, 'rejected-cli.md');
    const { status, stdout } = await cli([
      'run',
      '--repo',
      repos[2]?.dir ?? '',
      '--report',
      `junit=${junit}`,
      '--report',
      `markdown=${markdown}`,
    ]);
    expect(status).toBe(1);
    expect(stdout).toMatch(
      /1 scenario under profile cloud: 1 passed, 0 failed, 1 hook file rejected; \d+ hook runs in /,
    );
    await promisify(execFile)('xmllint', ['--noout', '--schema', XSD, junit]);
    const xml = await readFile(junit, 'utf8');
    // The JUnit verdict matches the exit status.
    expect(xml).toMatch(/<testsuites name="hooksim" tests="2" failures="1" errors="0"/);
    expect(await readFile(markdown, 'utf8')).toMatch(
      /^## ❌ hooksim: 1 hook file rejected \(`\.github\/hooks\/broken\.json`\); 1 of 1 scenarios passed/,
    );
  });

  it('JUnit: the extra test case names the file, and its failure gives the diagnostic with file:line:column', async () => {
    const diagnostic = rejected.diagnostics.find((d) => d.code === 'file-rejected');
    expect(diagnostic).toMatchObject({ file: '.github/hooks/broken.json', severity: 'error' });
    expect(diagnostic?.line).toBeGreaterThan(0);
    const xml = await validJunit(rejected, 'rejected');
    const testcase = testcases(xml).get('.github/hooks/broken.json');
    expect(testcase?.attrs).toContain('classname="hooksim.hook-files"');
    expect(testcase?.attrs).toContain(`file=".github/hooks/broken.json" line="${diagnostic?.line}"`);
    expect(testcase?.body).toContain(
      `.github/hooks/broken.json:${diagnostic?.line}:${diagnostic?.column}: error file-rejected: ${diagnostic?.message}`,
    );
    expect(testcase?.body).toMatch(/<failure message="hook file rejected: [^"]+" type="HookFileRejected">/);
  });

  it('terminal and Markdown: the totals line and the headline lead with the rejection; a run without one is unchanged', () => {
    expect(formatRunSummary(rejected)).toMatch(
      /: 1 passed, 0 failed, 1 hook file rejected; \d+ hook runs in /,
    );
    const md = renderMarkdown(rejected);
    expect(md.split('\n')[0]).toBe(
      '## ❌ hooksim: 1 hook file rejected (`.github/hooks/broken.json`); 1 of 1 scenarios passed (profile `cloud`)',
    );
    expect(md).toMatch(
      /\*\*Hook file problems\*\*\n\n- `\.github\/hooks\/broken\.json:\d+:\d+` error file-rejected: /,
    );
    // The same scenarios without the rejected file: the plain headline, no hook errors, no extra test case.
    const clean: JsonReport = { ...rejected, diagnostics: [] };
    expect(renderMarkdown(clean).split('\n')[0]).toBe(
      '## hooksim: 1 of 1 scenarios passed (profile `cloud`)',
    );
    expect(formatRunSummary(clean)).toMatch(/: 1 passed, 0 failed; \d+ hook runs in /);
    expect(renderJunit(clean)).not.toContain('hooksim.hook-files');
  });
});

describeWithPart(CHROMIUM_PART, `the Markdown in headless Chromium (${CHROMIUM_PATH})`, () => {
  let browser: HeadlessChromium | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(() => browser?.close());

  it('the error cell shows two lines of text in its column, hook HTML stays text, headings carry the counts', async () => {
    if (!browser) throw new Error('Chromium is not running');
    const page = await browser.newPage();
    try {
      const body = renderGitHubMarkdown(`${renderMarkdown(rejected)}\n${renderMarkdown(broken)}`);
      await page.setContent(wrapSummaryPage(body), { waitUntil: 'load' });
      expect(await page.locator('h2').first().textContent()).toBe(
        '❌ hooksim: 1 hook file rejected (.github/hooks/broken.json); 1 of 1 scenarios passed (profile cloud)',
      );
      expect(await page.locator('h3').allTextContents()).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /^✅ the policy hook fails closed on bash — .*a-denied\.yml · ⚠️ 4 hook errors$/,
          ),
        ]),
      );
      const row = page.locator('tr', { hasText: 'policy.json#0' }).filter({ hasText: 'preToolUse' }).first();
      expect(await row.locator('td').count()).toBe(8);
      const cell = row.locator('td').nth(4);
      expect(await cell.innerText()).toBe(`error: Hook command failed with code 1\nstderr: ${POLICY_STDERR}`);
      expect(await page.locator('td b, td script').count()).toBe(0);
      // The second report's totals table (the first is the rejected-file run's).
      const totals = page.locator('table', { has: page.locator('th', { hasText: 'hook errors' }) }).nth(1);
      expect(await totals.locator('thead th').allTextContents()).toEqual([
        'scenarios',
        'passed',
        'failed',
        'errored',
        'hook runs',
        'hook errors',
        'time',
      ]);
      expect(await totals.locator('tbody td').nth(5).textContent()).toBe('7');
      expect(browser.requests).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('a failing hook that wrote nothing to stderr (issue 17)', () => {
  let repo: TempRepo;
  beforeAll(async () => {
    repo = await makeTempRepo({
      '.github/hooks/a.json': hookFile({
        preToolUse: [{ bash: 'cat >/dev/null; exit 1' }],
        sessionStart: [{ bash: 'cat >/dev/null; echo "policy server down"; exit 3' }],
      }),
    });
  });
  afterAll(() => repo.cleanup());

  it('fire says what it printed instead of an empty "Stderr:"', async () => {
    const pre = await cli(['fire', 'preToolUse', '--repo', repo.dir, '--tool', 'bash']);
    expect(pre.stdout).toContain('error: Hook command failed with code 1 (nothing on stderr or stdout)');
    const start = await cli(['fire', 'sessionStart', '--repo', repo.dir]);
    expect(start.stdout).toContain(
      'error: Hook command failed with code 3 (nothing on stderr; stdout: policy server down)',
    );
  });

  it('the run summary lines say so too', async () => {
    const { stdout } = await cli(['run', '--repo', repo.dir]);
    expect(stdout).toMatch(
      /a\.json#0 \(preToolUse\) ×\d+: Hook command failed with code 1; nothing on stderr or stdout$/m,
    );
    expect(stdout).toMatch(
      /a\.json#0 \(sessionStart\): Hook command failed with code 3; nothing on stderr; stdout: policy server down$/m,
    );
  });
});

describe('a hook that exits 127 for a program this machine lacks (issue 17)', () => {
  let repo: TempRepo;
  beforeAll(async () => {
    repo = await makeTempRepo({
      '.github/hooks/a.json': hookFile({
        sessionStart: [
          { bash: 'cat >/dev/null; az account show' },
          { bash: 'cat >/dev/null; terraform-docs .' },
        ],
      }),
    });
  });
  afterAll(() => repo.cleanup());

  it("says whether the cloud agent's image has it, in fire, the run summary and the JSON record", async () => {
    const fire = await cli(['fire', 'sessionStart', '--repo', repo.dir]);
    expect(fire.stdout).toContain(
      "note: az is not on this machine; the cloud agent's image (GitHub's ubuntu-24.04 runner image (20250202.1.0)) has it, so this hook finds it there",
    );
    expect(fire.stdout).toContain(
      "note: terraform-docs is not on this machine, and not in the cloud agent's image (GitHub's ubuntu-24.04 runner image (20250202.1.0)) either",
    );
    const json = await cli(['fire', 'sessionStart', '--repo', repo.dir, '--json']);
    const record = JSON.parse(json.stdout);
    expect(record.hooks.map((h: { missingProgram?: unknown }) => h.missingProgram)).toEqual([
      { name: 'az', inCloudImage: true },
      { name: 'terraform-docs', inCloudImage: false },
    ]);
    const run = await cli(['run', '--repo', repo.dir]);
    expect(run.stdout).toMatch(
      /a\.json#0 \(sessionStart\): Hook command failed with code 127; stderr: .*az: command not found; az is not on this machine; the cloud agent's image/,
    );
  });
});
