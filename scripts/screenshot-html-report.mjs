#!/usr/bin/env node
/**
 * The README's picture of the HTML report: `hooksim run --report html=FILE` on two scenarios of examples/demo
 * (the guard's denies and the failing force-push scenario) with the built CLI, opened in headless Chromium
 * (Debian's /usr/bin/chromium, or $HOOKSIM_CHROMIUM) with playwright-core and every request refused, filtered
 * to the failed scenario, and the top of the page saved as docs/html-report.png.
 *
 *   npm run package && node scripts/screenshot-html-report.mjs [OUT.png]
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.resolve(process.argv[2] ?? path.join(root, 'docs', 'html-report.png'));
const temp = await mkdtemp(path.join(tmpdir(), 'hooksim-screenshot-'));
try {
  const html = path.join(temp, 'report.html');
  const demo = path.join(root, 'examples', 'demo');
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'dist', 'cli', 'index.js'),
      'run',
      '--repo',
      demo,
      path.join(demo, '.github', 'hook-scenarios', 'guard.yml'),
      path.join(demo, 'failing', 'force-push-allowed.yml'),
      '--report',
      `html=${html}`,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  // Exit 1: the failing scenario fails, as it should.
  if (run.status !== 1) throw new Error(`hooksim run exited ${run.status}:\n${run.stdout}${run.stderr}`);

  const browser = await chromium.launch({
    executablePath: process.env.HOOKSIM_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1200, height: 1500 } });
    const requests = [];
    await context.route('**/*', (route) => {
      requests.push(route.request().url());
      return route.abort();
    });
    const page = await context.newPage();
    await page.setContent(await readFile(html, 'utf8'), { waitUntil: 'load' });
    // Only the failing scenario, as a reader looking for what broke would filter.
    await page.locator('input[name=status][value=passed]').uncheck();
    await page.screenshot({ path: out, fullPage: false });
    if (requests.length > 0) throw new Error(`the page made requests: ${requests.join(', ')}`);
    console.log(`wrote ${path.relative(root, out)}`);
  } finally {
    await browser.close();
  }
} finally {
  await rm(temp, { recursive: true, force: true });
}
