/**
 * The HTML report through the CLI (issue 18 item 6): `run --report html=FILE`, `run --open` (a temporary file,
 * its path printed on one line), `merge-reports --report html=FILE`, and the usage text. What the page shows is
 * html-report-render.test.ts's part, in Chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCli } from './helpers/cli.js';

const GUARD = 'examples/demo/.github/hook-scenarios/guard.yml';
let out: string;
beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'hooksim-cli-html-'));
});
afterAll(() => rm(out, { recursive: true, force: true }));

describe('hooksim run --report html=FILE and --open', () => {
  it('writes the page to FILE and, with --open, the same page to a new temporary folder whose path it prints', async () => {
    const html = path.join(out, 'sub', 'report.html');
    const json = path.join(out, 'report.json');
    const { status, stdout, stderr } = await runCli([
      'run',
      '--repo',
      'examples/demo',
      GUARD,
      '--report',
      `html=${html}`,
      '--report',
      `json=${json}`,
      '--open',
    ]);
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    const lines = stdout.split('\n').filter((line) => line.startsWith('HTML report: '));
    expect(lines).toHaveLength(1);
    const opened = (lines[0] ?? '').slice('HTML report: '.length);
    try {
      expect(path.dirname(path.dirname(opened))).toBe(tmpdir());
      expect(path.basename(path.dirname(opened))).toMatch(/^hooksim-report-/);
      expect(path.basename(opened)).toBe('report.html');
      const page = await readFile(html, 'utf8');
      expect(await readFile(opened, 'utf8')).toBe(page);
      expect(page.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(page).toContain(
        '<meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;;',
      );
      const report = JSON.parse(await readFile(json, 'utf8')) as { scenarios: { name: string }[] };
      expect(page).toContain(`<span class="scenario-name">${report.scenarios[0]?.name}</span>`);
    } finally {
      await rm(path.dirname(opened), { recursive: true, force: true });
    }
  });

  it('refuses an html report without a file, naming html among the formats', async () => {
    const { status, stderr } = await runCli(['run', '--repo', 'examples/demo', '--report', 'html=']);
    expect(status).toBe(2);
    expect(stderr).toContain(
      "--report 'html=' is not FORMAT=FILE with FORMAT one of json, junit, markdown, html.",
    );
  });

  it('run --help names the html format and --open', async () => {
    const { stdout } = await runCli(['run', '--help']);
    expect(stdout).toMatch(
      /--report <FORMAT=FILE>\s+write a report; FORMAT is one of json, junit, markdown, html/,
    );
    expect(stdout).toMatch(
      /--open\s+write the HTML report .* to a new\s+temporary folder and print its path/s,
    );
    expect(stdout).toContain('hooksim run --open');
  });
});

describe('hooksim merge-reports --report html=FILE', () => {
  it('renders the joined shards as one page', async () => {
    const shard = (name: string) => ({
      tool: { name: 'hooksim', version: '0.0.0' },
      profile: 'cloud',
      sandbox: 'process',
      summary: { scenarios: 1, passed: 1, failed: 0, errored: 0, hookRuns: 0, durationMs: 5 },
      diagnostics: [],
      scenarios: [
        {
          name,
          file: `.github/hook-scenarios/${name}.yml`,
          profile: 'cloud',
          status: 'passed',
          failures: [],
          events: [
            { event: 'sessionStart', fired: false, skipped: 'no hook', input: {}, hooks: [], result: {} },
          ],
          egress: [],
          files: { created: [], modified: [], deleted: [] },
          warnings: [],
          durationMs: 5,
        },
      ],
    });
    const files = ['a', 'b'].map((name) => path.join(out, `${name}.json`));
    await writeFile(files[0] as string, JSON.stringify(shard('first')));
    await writeFile(files[1] as string, JSON.stringify(shard('second')));
    const html = path.join(out, 'merged.html');
    const { status } = await runCli(['merge-reports', ...files, '--report', `html=${html}`]);
    expect(status).toBe(0);
    const page = await readFile(html, 'utf8');
    expect(page).toContain('<h1>hooksim: 2 of 2 scenarios passed</h1>');
    expect([...page.matchAll(/<li class="event not-fired">/g)]).toHaveLength(2);
    expect(page).toContain('<dt>sandbox</dt><dd>process</dd>');
  });
});
