/**
 * The HTML report in headless Chromium (issue 18 item 6): `hooksim run --report html=FILE` on examples/demo
 * (its five scenarios and the failing one), loaded into Debian's Chromium with playwright-core. The page
 * makes no request and logs no error (its Content-Security-Policy allows its own style and script by hash and
 * nothing else, so a wrong hash would log one); the timeline shows every event of the JSON report in order; the
 * filter hides and shows scenarios by name and status; a failed expectation stands out; and hostile scenario
 * names and hook output render as text. Screenshots go to test-output/.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { renderHtml } from '../src/report/html.js';
import type { JsonReport } from '../src/report/json-report.js';
import {
  CHROMIUM_PART,
  elementsWithHandlers,
  launchChromium,
  type BrowserGlobals,
  type HeadlessChromium,
} from './helpers/chromium.js';
import { runCli } from './helpers/cli.js';
import { describeWithPart } from './helpers/optional-parts.js';

const DEMO = 'examples/demo';
const OUT = path.resolve('test-output');

let temp: string;
let browser: HeadlessChromium | undefined;
let run: { status: number; stdout: string; stderr: string };
let report: JsonReport;
let htmlFile: string;

/** A page opened from a file, with the console errors, page errors and dialogs it produced. */
interface OpenedPage {
  page: Page;
  errors: string[];
  dialogs: string[];
}

async function openFile(file: string): Promise<OpenedPage> {
  if (!browser) throw new Error('Chromium is not running');
  const page = await browser.newPage();
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // Loaded as content, not from a file:// URL: the context refuses every request, file:// included.
  await page.setContent(await readFile(file, 'utf8'), { waitUntil: 'load' });
  return { page, errors, dialogs };
}

/** The names of the scenarios whose sections are visible. */
function visibleScenarios(page: Page): Promise<string[]> {
  return page.locator('section.scenario:visible .scenario-name').allTextContents();
}

/** No console error, dialog or request came from the page; a full-page screenshot goes to test-output/. */
async function expectQuietPage({ page, errors, dialogs }: OpenedPage, screenshot: string): Promise<void> {
  expect({ errors, dialogs, requests: browser?.requests }).toEqual({ errors: [], dialogs: [], requests: [] });
  await page.screenshot({ path: path.join(OUT, screenshot), fullPage: true });
}

const TITLE = 'the HTML report in headless Chromium (issue 18 item 6)';

describeWithPart(CHROMIUM_PART, TITLE, () => {
  beforeAll(async () => {
    temp = await mkdtemp(path.join(tmpdir(), 'hooksim-html-render-'));
    await mkdir(OUT, { recursive: true });
    const starting = launchChromium({ width: 1200, height: 900 });
    starting.then((started) => (browser = started)).catch(() => undefined);
    const scenarios = path.join(DEMO, '.github', 'hook-scenarios');
    const files = (await readdir(scenarios)).map((f) => path.join(scenarios, f));
    htmlFile = path.join(temp, 'report.html');
    const json = path.join(temp, 'report.json');
    run = await runCli([
      'run',
      '--repo',
      DEMO,
      ...files,
      path.join(DEMO, 'failing', 'force-push-allowed.yml'),
      '--report',
      `html=${htmlFile}`,
      '--report',
      `json=${json}`,
    ]);
    report = JSON.parse(await readFile(json, 'utf8')) as JsonReport;
    browser = await starting;
  });

  afterAll(async () => {
    await browser?.close();
    if (temp) await rm(temp, { recursive: true, force: true });
  });

  it('the demo: totals in the header, every event of every scenario in the timeline, no request and no console error', async () => {
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 1, stderr: '' });
    expect(report.summary).toMatchObject({ scenarios: 6, passed: 5, failed: 1, errored: 0 });
    const opened = await openFile(htmlFile);
    const { page } = opened;
    try {
      expect(await page.locator('h1').textContent()).toBe('hooksim: 5 of 6 scenarios passed');
      const totals = await page
        .locator('dl.totals > div')
        .evaluateAll((divs) =>
          (divs as unknown as BrowserGlobals['document'][]).map((div) => [
            div.querySelector('dt')?.textContent,
            div.querySelector('dd')?.textContent,
          ]),
        );
      expect(Object.fromEntries(totals)).toMatchObject({
        scenarios: '6',
        passed: '5',
        failed: '1',
        errored: '0',
        'hook runs': String(report.summary.hookRuns),
        profile: 'cloud',
        engine: 'native',
        sandbox: report.sandbox,
      });
      expect(['namespace', 'process']).toContain(report.sandbox);

      const sections = page.locator('section.scenario');
      expect(await sections.count()).toBe(report.scenarios.length);
      for (const [i, scenario] of report.scenarios.entries()) {
        const section = sections.nth(i);
        expect(await section.locator('.scenario-name').textContent()).toBe(scenario.name);
        const events = section.locator('ol.timeline > li.event');
        expect(await events.count()).toBe(scenario.events.length);
        expect(await events.locator('.event-name').allTextContents()).toEqual(
          scenario.events.map((e) => e.event),
        );
        // One block per hook run, fired or skipped, as in the JSON report.
        expect(await section.locator('li.event .hook').count()).toBe(
          scenario.events.reduce((n, e) => n + e.hooks.length, 0),
        );
      }

      // The guard's deny: decision, reason and the hook's payload and stdout, in the event of step 0.
      const guard = sections.filter({ has: page.locator('.meta code', { hasText: 'guard.yml' }) });
      const deny = guard.locator('li.event', { hasText: 'preToolUse' }).first();
      expect(await deny.locator('dl.result .d-deny').textContent()).toBe('deny');
      expect(await deny.locator('dl.result dd').nth(1).textContent()).toBe(
        'dangerous command blocked: rm -rf / --no-preserve-root',
      );
      const payload = deny.locator('details', { hasText: 'payload (what the hook received)' }).first();
      expect(await payload.locator('pre').isVisible()).toBe(false);
      await payload.locator('summary').click();
      expect(JSON.parse((await payload.locator('pre').textContent()) ?? '')).toMatchObject({
        toolName: 'bash',
        cwd: '/workspace',
      });

      // The firewall block of telemetry.yml: a blocked row in its egress table.
      const telemetry = sections.filter({
        has: page.locator('.meta code', { hasText: /\/telemetry\.yml$/ }),
      });
      expect(await telemetry.locator('table.egress tr.blocked td').first().textContent()).toBe(
        'telemetry.example.com',
      );
      // …and in the timeline, on the event that reports the curl's result.
      const curl = telemetry.locator('li.event', { has: page.locator('.egress-line') });
      expect(await curl.count()).toBe(1);
      expect(await curl.locator('.event-name').textContent()).toBe('postToolUse');
      expect(await curl.locator('.egress-line').textContent()).toBe('egress: telemetry.example.com blocked');

      // The failed expectation: a box above the timeline and its step's event marked.
      const failing = sections.filter({
        has: page.locator('.meta code', { hasText: 'force-push-allowed.yml' }),
      });
      expect(await failing.getAttribute('class')).toContain('status-failed');
      const failure = report.scenarios.find((s) => s.status === 'failed')?.failures[0];
      expect(await failing.locator('.failures li').first().textContent()).toContain(failure?.message ?? '?');
      expect(await failing.locator('li.event.expect-failed').count()).toBe(1);
      expect(await failing.locator('li.event.expect-failed .failure').isVisible()).toBe(true);

      expect(await page.locator('#filters').isVisible()).toBe(true);
      await expectQuietPage(opened, 'html-report.png');
    } finally {
      await page.close();
    }
  });

  it('the filter hides and shows scenarios by name and by status', async () => {
    const { page, errors } = await openFile(htmlFile);
    try {
      const all = report.scenarios.map((s) => s.name);
      expect(await visibleScenarios(page)).toEqual(all);
      expect(await page.locator('#filter-count').textContent()).toBe('6 of 6 scenarios shown');

      const guard = report.scenarios.find((s) => s.file.endsWith('guard.yml'))?.name ?? '?';
      await page.locator('#filter-name').fill(guard.slice(2, 12).toUpperCase());
      expect(await visibleScenarios(page)).toEqual(
        all.filter((n) => n.toLowerCase().includes(guard.slice(2, 12).toLowerCase())),
      );
      expect(await visibleScenarios(page)).toContain(guard);
      await page.locator('#filter-name').fill('no scenario is called this');
      expect(await visibleScenarios(page)).toEqual([]);
      expect(await page.locator('#filter-count').textContent()).toBe('0 of 6 scenarios shown');
      await page.locator('#filter-name').fill('');

      await page.locator('input[name=status][value=passed]').uncheck();
      const failed = report.scenarios.filter((s) => s.status === 'failed').map((s) => s.name);
      expect(await visibleScenarios(page)).toEqual(failed);
      await page.locator('input[name=status][value=failed]').uncheck();
      expect(await visibleScenarios(page)).toEqual([]);
      await page.locator('input[name=status][value=passed]').check();
      expect(await visibleScenarios(page)).toEqual(
        report.scenarios.filter((s) => s.status === 'passed').map((s) => s.name),
      );

      await page.locator('#expand-all').click();
      expect(await page.locator('main details:not([open])').count()).toBe(0);
      await page.locator('#collapse-all').click();
      expect(await page.locator('main details[open]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('with JavaScript disabled every scenario and event shows and the filter bar stays hidden', async () => {
    if (!browser) throw new Error('Chromium is not running');
    const page = await browser.newPage();
    try {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
      await page.setContent(await readFile(htmlFile, 'utf8'), { waitUntil: 'load' });
      expect(await visibleScenarios(page)).toEqual(report.scenarios.map((s) => s.name));
      expect(await page.locator('li.event:visible').count()).toBe(
        report.scenarios.reduce((n, s) => n + s.events.length, 0),
      );
      expect(await page.locator('#filters').isVisible()).toBe(false);
      expect(await page.locator('#filter-count').textContent()).toBe('');
    } finally {
      await page.close();
    }
  });

  it('hostile scenario names and hook output render as text: no element, handler, script or dialog from them', async () => {
    const hostile = structuredClone(report);
    const names = [
      '<img src=x onerror=alert(1)>',
      '</script><script>alert(2)</script>',
      '"><svg onload=alert(3)>',
      "' onmouseover='alert(4)",
    ];
    names.forEach((name, i) => {
      const scenario = hostile.scenarios[i];
      if (scenario) scenario.name = name;
    });
    const event = hostile.scenarios[0]?.events.find((e) => e.hooks.length > 0);
    const hook = event?.hooks[0];
    if (!event || !hook) throw new Error('the demo report has no hook run');
    hook.stdout = '<script>alert(5)</script><!--';
    hook.stderr = '</pre></details><iframe src="https://evil.example/"></iframe>';
    event.result.agentSees = '<a href="https://evil.example/">click</a>';
    const file = path.join(temp, 'hostile.html');
    await writeFile(file, renderHtml(hostile));
    const opened = await openFile(file);
    const { page } = opened;
    try {
      expect((await visibleScenarios(page)).slice(0, names.length)).toEqual(names);
      expect(await page.locator('img, svg, iframe, a').count()).toBe(0);
      expect(await page.locator('script').count()).toBe(2); // the JSON data block and the filter
      expect(await elementsWithHandlers(page)).toEqual([]);
      const stdout = page.locator('details', { hasText: 'stdout' }).first();
      await stdout.locator('summary').click();
      expect(await stdout.locator('pre').textContent()).toBe('<script>alert(5)</script><!--');

      await page.locator('#filter-name').fill('<img');
      expect(await visibleScenarios(page)).toEqual([names[0]]);
      await page.locator('#filter-name').fill('</script>');
      expect(await visibleScenarios(page)).toEqual([names[1]]);
      await page.locator('#filter-name').fill('');
      // A name that would close its attribute and add a handler, if the attribute escaping failed.
      await page.locator('section.scenario h2').nth(3).hover();
      await expectQuietPage(opened, 'html-report-escaping.png');
    } finally {
      await page.close();
    }
  });
});
