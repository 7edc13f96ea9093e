/**
 * The job summary renders (issue 5 acceptance): the Action's real summary (`node dist/index.js` on
 * examples/demo, as the runner runs it) turned into HTML by a CommonMark renderer with GFM tables (markdown-it,
 * raw HTML passed through as GitHub's sanitizer passes `<details>`, `<pre>`, `<b>`), loaded in headless Chromium
 * from Debian's `chromium` package and checked with DOM queries: the tables, the `<details>` blocks, the
 * `> [!WARNING]` alert, nothing from a hook becoming markup, and every Mermaid block parsing (and rendering to
 * SVG) with Mermaid's browser bundle. Full-page screenshots go to test-output/ (CI keeps them as an artifact);
 * `HOOKSIM_UPDATE_SCREENSHOT=1` also refreshes docs/job-summary.png, the README's picture.
 * Skipped only where /usr/bin/chromium is missing and CI is not set; in CI a missing Chromium fails.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { JsonReport } from '../src/report/json-report.js';
import {
  MERMAID_BUNDLE,
  CHROMIUM_PART,
  elementsWithHandlers,
  launchChromium,
  renderGitHubMarkdown,
  wrapSummaryPage,
  type BrowserGlobals,
  type HeadlessChromium,
} from './helpers/chromium.js';
import { describeWithPart } from './helpers/optional-parts.js';
import { hookFile } from './helpers/temp-repo.js';

const ROOT = path.resolve('.');
// HOOKSIM_ACTION_ENTRY tries a bundle built elsewhere; CI runs the committed dist/ after `npm run package`.
const ENTRY = process.env.HOOKSIM_ACTION_ENTRY ?? path.join(ROOT, 'dist', 'index.js');
const OUT = path.join(ROOT, 'test-output');
const DOCS_PICTURE = path.join(ROOT, 'docs', 'job-summary.png');

const TOTALS_HEADER = ['scenarios', 'passed', 'failed', 'errored', 'hook runs', 'hook errors', 'time'];
const DECISION_HEADER = ['step', 'event', 'tool', 'hook', 'status', 'decision', 'reason', 'time'];
const LINT_HEADER = ['file:line', 'severity', 'code', 'message'];

interface ActionRun {
  status: number | null;
  log: string;
  summary: string;
  report: JsonReport;
}

let temp: string;
let browser: HeadlessChromium | undefined;
let demo: ActionRun;
let readme: ActionRun;
let hostile: ActionRun;

/** Run the bundle as the runner does: INPUT_* variables, a temporary step summary, outputs and RUNNER_TEMP. */
async function runAction(name: string, cwd: string, inputs: Record<string, string>): Promise<ActionRun> {
  const dir = path.join(temp, name);
  await mkdir(dir, { recursive: true });
  const files = { summary: 'summary.md', output: 'output.txt', event: 'event.json' };
  for (const file of Object.values(files))
    await writeFile(path.join(dir, file), file.endsWith('json') ? '{}' : '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: dir,
    RUNNER_TEMP: dir,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: cwd,
    GITHUB_STEP_SUMMARY: path.join(dir, files.summary),
    GITHUB_OUTPUT: path.join(dir, files.output),
    GITHUB_EVENT_PATH: path.join(dir, files.event),
    GITHUB_EVENT_NAME: 'push',
    GITHUB_REPOSITORY: 'octo/demo',
  };
  for (const [input, value] of Object.entries(inputs)) env[`INPUT_${input.toUpperCase()}`] = value;
  const child = spawn(process.execPath, [ENTRY], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const outputs = await readFile(path.join(dir, files.output), 'utf8');
  const reportPath = /^report-json<<(ghadelimiter_[\w-]+)\n(.*)\n\1$/m.exec(outputs)?.[2];
  if (reportPath === undefined)
    throw new Error(`the Action set no report-json output (status ${status}):\n${log}`);
  return {
    status,
    log,
    summary: await readFile(path.join(dir, files.summary), 'utf8'),
    report: JSON.parse(await readFile(reportPath, 'utf8')) as JsonReport,
  };
}

const LINT_BAIT = '<img src=x onerror=alert(5)>|*x*';
const STDERR_BAIT = '<img src=x onerror=alert(6)> | *y* [z](https://example.com/)';

/** A repository whose hooks and scenario put HTML, Markdown and fence characters everywhere they can. */
async function writeHostileRepo(dir: string): Promise<void> {
  const files: Record<string, string> = {
    '.github/hooks/hostile.json': JSON.stringify(
      hookFile({
        preToolUse: [
          {
            type: 'command',
            matcher: 'bash',
            bash: `cat >/dev/null; echo '{"permissionDecision":"deny","permissionDecisionReason":"<script>alert(1)</script> <img src=x onerror=alert(2)> [link](https://example.com/) ~~struck~~"}'`,
          },
        ],
        postToolUse: [
          { type: 'command', matcher: 'edit', bash: './.github/hooks/scripts/context.sh' },
          { type: 'http', matcher: 'edit', url: 'https://blocked.example.com/hook?a=1&b=2' },
        ],
        // A hook that fails with markup on stderr: its status cell shows the first stderr line as text.
        sessionEnd: [{ type: 'command', bash: `cat >/dev/null; echo '${STDERR_BAIT}' >&2; exit 1` }],
        // An unknown event key: lint quotes it in its message, so the Lint table gets HTML and a pipe too.
        [LINT_BAIT]: [{ type: 'command', bash: 'true' }],
      }),
    ),
    '.github/hooks/scripts/context.sh': [
      '#!/usr/bin/env bash',
      'cat >/dev/null',
      `jq -cn '{additionalContext: "context line\\n\\n\`\`\`\\n# not a heading\\n<script>alert(3)</script>\\n\`\`\`"}'`,
      '',
    ].join('\n'),
    '.github/hook-scenarios/hostile.yml': [
      `name: "<img src=x onerror=alert(4)> *not emphasis* | pipe"`,
      'steps:',
      '  - tool: bash',
      "    args: { command: 'rm -rf build' }",
      '    expect: { decision: deny }',
      '  - tool: edit',
      '    args: { path: notes.md }',
      `    result: "first line\\n\\n- not a list\\n[not a link](https://example.com/)"`,
      '',
    ].join('\n'),
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text, { mode: file.endsWith('.sh') ? 0o755 : 0o644 });
  }
}

/** Load a summary into a fresh page as GitHub would show it; dialogs (an `alert` that ran) are recorded. */
async function openSummary(markdown: string): Promise<{ page: Page; dialogs: string[] }> {
  if (!browser) throw new Error('Chromium is not running');
  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.setContent(wrapSummaryPage(renderGitHubMarkdown(markdown)), { waitUntil: 'load' });
  return { page, dialogs };
}

/** Header cells and body rows of every table, in document order. */
function readTables(page: Page): Promise<{ header: string[]; rows: string[][] }[]> {
  return page.locator('table').evaluateAll((tables) =>
    (tables as unknown as BrowserGlobals['document'][]).map((table) => ({
      header: Array.from(table.querySelectorAll('thead th'), (th) => (th.textContent ?? '').trim()),
      rows: Array.from(table.querySelectorAll('tbody tr'), (tr) =>
        Array.from(tr.querySelectorAll('td'), (td) => (td.textContent ?? '').trim()),
      ),
    })),
  );
}

/** Inject Mermaid's browser bundle and parse each text; the error message of each that fails, else null. */
async function parseMermaid(page: Page, texts: string[]): Promise<(string | null)[]> {
  await page.addScriptTag({ path: MERMAID_BUNDLE });
  return page.evaluate(async (diagrams) => {
    const { mermaid } = globalThis as unknown as BrowserGlobals;
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
    const results: (string | null)[] = [];
    for (const diagram of diagrams) {
      try {
        await mermaid.parse(diagram);
        results.push(null);
      } catch (error) {
        results.push(String((error as { message?: unknown }).message ?? error));
      }
    }
    return results;
  }, texts);
}

/** Replace each Mermaid code block by a rendered diagram, as GitHub shows them; the labels of each SVG. */
function runMermaid(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const { document, mermaid } = globalThis as unknown as BrowserGlobals;
    const nodes = Array.from(document.querySelectorAll('pre > code.language-mermaid'), (code) => {
      const div = document.createElement('div');
      div.className = 'mermaid';
      div.textContent = code.textContent;
      code.parentElement?.replaceWith(div);
      return div;
    });
    await mermaid.run({ nodes });
    // The labels only (the SVG's <style> is text too).
    return nodes.map((node) =>
      Array.from(node.querySelectorAll('svg text'), (text) => text.textContent ?? '').join('\n'),
    );
  });
}

/** Fail with the Action's log when it did not exit 0. */
function expectSuccess(run: ActionRun): void {
  if (run.status !== 0) throw new Error(`the Action exited ${run.status}:\n${run.log}`);
}

function mermaidSources(markdown: string): string[] {
  return [...markdown.matchAll(/^```mermaid\n([\s\S]*?)\n```$/gm)].map((m) => m[1] as string);
}

const TITLE = 'job summary rendered by CommonMark in headless Chromium (issue 5 acceptance)';

/** Rendered text without the zero-width spaces that keep GitHub from linking URLs and mentions in it. */
function shown(text: string | null): string {
  return (text ?? '').replace(/\u200b/g, '');
}

describeWithPart(CHROMIUM_PART, TITLE, () => {
  beforeAll(async () => {
    temp = await mkdtemp(path.join(tmpdir(), 'hooksim-summary-render-'));
    const repo = path.join(temp, 'hostile-repo');
    await writeHostileRepo(repo);
    await mkdir(OUT, { recursive: true });
    // Chromium starts while the Action runs; it is kept for afterAll even when a run throws.
    const starting = launchChromium();
    starting.then((started) => (browser = started)).catch(() => undefined);
    [demo, readme, hostile] = await Promise.all([
      runAction('demo', ROOT, { 'repo-path': 'examples/demo' }),
      // The README's picture: two scenarios of the demo, a deny and a firewall block, short enough to read.
      runAction('readme', ROOT, {
        'repo-path': 'examples/demo',
        scenarios: '.github/hook-scenarios/{guard,telemetry}.yml',
      }),
      runAction('hostile', repo, { 'repo-path': '.' }),
    ]);
    browser = await starting;
  });

  afterAll(async () => {
    await browser?.close();
    if (temp) await rm(temp, { recursive: true, force: true });
  });

  it('the demo summary: a totals table, a decision table per scenario, <details>, and the firewall warning as a GitHub alert; its Mermaid blocks parse and render', async () => {
    expectSuccess(demo);
    const { page, dialogs } = await openSummary(demo.summary);
    try {
      expect(await page.locator('h2').first().textContent()).toBe(
        'hooksim: 5 of 5 scenarios passed (profile cloud)',
      );
      const tables = await readTables(page);
      const scenarios = demo.report.scenarios;
      expect(tables).toHaveLength(1 + scenarios.length);
      expect(tables[0]?.header).toEqual(TOTALS_HEADER);
      expect(tables[0]?.rows).toHaveLength(1);
      expect(tables[0]?.rows[0]?.slice(0, 6)).toEqual([
        '5',
        '5',
        '0',
        '0',
        String(demo.report.summary.hookRuns),
        '0',
      ]);
      // Each scenario heading is followed by its table, one row per hook run of a fired event (the JSON report).
      const headings = await page.locator('h3').allTextContents();
      expect(headings).toHaveLength(scenarios.length);
      scenarios.forEach((scenario, i) => {
        expect(headings[i]).toBe(`✅ ${scenario.name} — ${scenario.file}`);
        expect(tables[i + 1]?.header).toEqual(DECISION_HEADER);
        const runs = scenario.events.filter((e) => e.fired).reduce((n, e) => n + e.hooks.length, 0);
        expect(tables[i + 1]?.rows).toHaveLength(runs);
        for (const row of tables[i + 1]?.rows ?? []) expect(row).toHaveLength(DECISION_HEADER.length);
      });
      const guard = tables[1 + scenarios.findIndex((s) => s.file.endsWith('guard.yml'))];
      expect(guard?.rows).toContainEqual([
        '0',
        'preToolUse',
        'bash',
        '.github/hooks/guard.json#0',
        'ok',
        'deny',
        'dangerous command blocked: rm -rf / --no-preserve-root',
        expect.stringMatching(/^\d+\u00a0ms$/),
      ]);
      // A matcher with a pipe stays in its cell.
      expect(guard?.rows.map((r) => r[4])).toContain("skipped: matcher 'edit|create' does not match 'bash'");

      const summaries = await page.locator('details > summary').allTextContents();
      // One block: the agent's own curl in telemetry.yml (the demo's hooks reach no network).
      const blocked = scenarios.filter((s) => s.egress.some((e) => !e.allowed)).length;
      expect(blocked).toBe(1);
      expect(summaries.filter((s) => s === 'What the agent sees after each decision')).toHaveLength(5);
      expect(
        summaries.filter(
          (s) =>
            s === 'Firewall rules blocked me from connecting to one or more addresses (expand for details)',
        ),
      ).toHaveLength(blocked);
      // `> [!WARNING]` in the form GitHub turns into an alert, with the <details> inside it.
      const alerts = page.locator('blockquote.markdown-alert-warning');
      expect(await alerts.count()).toBe(blocked);
      expect(await alerts.first().locator('.markdown-alert-title').textContent()).toBe('Warning');
      expect(await alerts.first().locator('details h4').textContent()).toBe(
        'I tried to connect to the following addresses, but was blocked by firewall rules:',
      );
      // The address, then what made the request: the agent's bash command (URL redacted), not a hook.
      const codes = await alerts.first().locator('details li > code').allTextContents();
      expect(codes.slice(0, 2)).toEqual(['telemetry.example.com', 'curl -sS --max-time 5 REDACTED']);
      expect(await page.getByText('[!WARNING]').count()).toBe(0);
      // What the agent sees, as preformatted text once opened.
      const contextAt = scenarios.findIndex((s) => s.file.endsWith('context.yml'));
      const agentSees = page.locator('details', { hasText: 'What the agent sees' }).nth(contextAt);
      await agentSees.locator('summary').click();
      const created = agentSees.locator('pre', { hasText: 'Created file' });
      expect(await created.isVisible()).toBe(true);
      expect(await created.textContent()).toBe(
        'Created file /workspace/src/greet.ts with 47 characters\n\nTool "create" succeeded. Additional guidance from postToolUse hooks:\nLint: src/greet.ts must pass `npm run lint` (no unused variables, single quotes).',
      );
      await agentSees.locator('summary').click();
      // greet.ts came from the agent's executed `create`: the section names the sandbox, not the hooks.
      expect(await page.getByText('Files changed in the sandbox').count()).toBe(1);
      expect(await page.getByText('Files the hooks wrote').count()).toBe(0);
      expect(await page.locator('li', { hasText: 'created:' }).locator('code').allTextContents()).toEqual([
        '/workspace/src/greet.ts',
      ]);

      // Every ```mermaid block became a code element, and each parses; a broken diagram does not.
      const sources = mermaidSources(demo.summary);
      expect(sources).toHaveLength(scenarios.length);
      const blocks = await page.locator('pre > code.language-mermaid').allTextContents();
      expect(blocks.map((b) => b.replace(/\n$/, ''))).toEqual(sources);
      const broken =
        'sequenceDiagram\n  participant A as Agent\n  A->>R: a label\n  R-->>>A: an arrow with 3 heads';
      const parsed = await parseMermaid(page, [...blocks, broken]);
      expect(parsed.slice(0, -1)).toEqual(blocks.map(() => null));
      expect(parsed.at(-1)).toMatch(/Parse error/);

      const svgs = await runMermaid(page);
      expect(svgs).toHaveLength(scenarios.length);
      for (const text of svgs) {
        expect(text).toContain('Copilot runtime');
        expect(text).not.toMatch(/#\d+;/);
      }
      // The entity codes in labels come out as the characters they stand for.
      expect(svgs[0]).toContain(
        'context House rules: run npm test before you finish; never edit dist/ by hand.',
      );
      const guardAt = scenarios.findIndex((s) => s.file.endsWith('guard.yml'));
      expect(svgs[guardAt]).toContain('deny dangerous command blocked: rm -rf / --no-preserve-root');
      // The demo's hooks lint clean: the Lint section says so, with no table (counted above).
      expect(await page.getByText('hooksim lint found nothing in the hook files.').isVisible()).toBe(true);
      expect(dialogs).toEqual([]);
      expect(browser?.requests).toEqual([]);

      await page.screenshot({ path: path.join(OUT, 'job-summary.png'), fullPage: true });
    } finally {
      await page.close();
    }
  });

  it("the README's picture: the demo's guard and telemetry scenarios, diagrams rendered as GitHub shows them", async () => {
    expectSuccess(readme);
    const { page } = await openSummary(readme.summary);
    try {
      expect(await page.locator('h2').textContent()).toBe('hooksim: 2 of 2 scenarios passed (profile cloud)');
      expect(await page.locator('h3').allTextContents()).toEqual(
        readme.report.scenarios.map((s) => `✅ ${s.name} — ${s.file}`),
      );
      const sources = mermaidSources(readme.summary);
      expect(await parseMermaid(page, sources)).toEqual([null, null]);
      expect((await runMermaid(page)).every((labels) => labels.includes('Copilot runtime'))).toBe(true);
      // The firewall warning opened, as a reader would to see what was blocked.
      const warning = page.locator('blockquote.markdown-alert-warning details').first();
      await warning.locator('summary').click();
      expect(
        await warning.getByText("Add the host or URL to the scenario's firewall.allow").isVisible(),
      ).toBe(true);
      const picture = path.join(OUT, 'job-summary-readme.png');
      const png = await page.screenshot({ path: picture, fullPage: true });
      expect(png.byteLength).toBeLessThan(500 * 1024);
      if (process.env.HOOKSIM_UPDATE_SCREENSHOT === '1') {
        await mkdir(path.dirname(DOCS_PICTURE), { recursive: true });
        await copyFile(picture, DOCS_PICTURE);
      }
    } finally {
      await page.close();
    }
  });

  it('HTML, Markdown and fences from hooks and scenario files show as text: no script, image, link or heading from them, and the diagram still parses', async () => {
    expectSuccess(hostile);
    const { page, dialogs } = await openSummary(hostile.summary);
    try {
      expect(await page.locator('script').count()).toBe(0);
      expect(await page.locator('img, a, del, s, em, h1').count()).toBe(0);
      expect(await elementsWithHandlers(page)).toEqual([]);

      // Two hook errors: the HTTP hook the firewall blocked, and the sessionEnd hook that exits 1.
      expect(await page.locator('h3').textContent()).toBe(
        '✅ <img src=x onerror=alert(4)> *not emphasis* | pipe — .github/hook-scenarios/hostile.yml · ⚠️ 2 hook errors',
      );
      const sessionEnd = page.locator('tr', { hasText: 'sessionEnd' });
      expect(await sessionEnd.locator('td').count()).toBe(DECISION_HEADER.length);
      expect(shown(await sessionEnd.locator('td').nth(4).innerText())).toBe(
        `error: Hook command failed with code 1\nstderr: ${STDERR_BAIT}`,
      );
      const http = page.locator('tr', { hasText: 'hostile.json#1' }).filter({ hasText: 'postToolUse' });
      expect(await http.locator('td').nth(4).textContent()).toMatch(/^error: .*blocked\.example\.com/);
      const reason =
        '<script>alert(1)</script> <img src=x onerror=alert(2)> [link](https://example.com/) ~~struck~~';
      const cell = page.locator('td', { hasText: '<script>alert(1)</script>' });
      expect(shown(await cell.textContent())).toBe(reason);
      expect(await cell.isVisible()).toBe(true);

      // The tool result and the hook's context, with blank lines, a fence and Markdown, stay one <pre>.
      const details = page.locator('details', { hasText: 'What the agent sees' });
      await details.locator('summary').click();
      const pre = details.locator('pre', { hasText: 'first line' });
      expect(await pre.isVisible()).toBe(true);
      const seen = (await pre.textContent()) ?? '';
      expect(seen).toContain('first line\n\n- not a list\n[not a link](https://example.com/)');
      expect(seen).toContain('context line\n\n```\n# not a heading\n<script>alert(3)</script>\n```');
      expect(await details.locator('pre').first().textContent()).toBe(`Denied by preToolUse hook: ${reason}`);
      expect(await details.locator('li, code, a, h1, h2, h3, h4').count()).toBe(0);

      // The Lint table: one finding a row, four cells each, the quoted event key as text.
      const tables = await readTables(page);
      expect(tables.map((t) => t.header)).toEqual([TOTALS_HEADER, DECISION_HEADER, LINT_HEADER]);
      expect(tables[2]?.rows).toEqual([
        [
          '.github/hooks/hostile.json:1',
          'warning',
          'http-not-allowed',
          "blocked.example.com is outside the cloud agent firewall allow-list: add it to the repository's custom allow-list",
        ],
        [
          '.github/hooks/hostile.json:1',
          'warning',
          'unknown-event',
          expect.stringMatching(
            /^Unknown event '<img src=x onerror=alert\(5\)>\|\*x\*' is ignored: did you mean '\w+'\?$/,
          ),
        ],
      ]);

      // A URL with `&` in the firewall warning reads as itself, not `&amp;`.
      expect(
        await page.locator('blockquote.markdown-alert-warning details li > code').first().textContent(),
      ).toBe('https://blocked.example.com/hook?a=1&b=2');

      const sources = mermaidSources(hostile.summary);
      expect(sources).toHaveLength(1);
      expect(await parseMermaid(page, sources)).toEqual([null]);
      const [svg = ''] = await runMermaid(page);
      expect(svg).toContain('deny <script>alert(1)</script> <img src=x onerror=alert(2)>');
      expect(await page.locator('script').count()).toBe(1); // Mermaid's bundle, and nothing else
      expect(await page.locator('img').count()).toBe(0);
      expect(dialogs).toEqual([]);
      await page.screenshot({ path: path.join(OUT, 'job-summary-escaping.png'), fullPage: true });
    } finally {
      await page.close();
    }
  });
});
