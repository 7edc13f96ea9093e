/**
 * A report that cannot be rendered (V8's string limit: `Invalid string length`) is a failed report, not a crash:
 * the CLI says which report and why, still writes the others, and exits 2 (issue 13 item 7).
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const actual = await import('../src/report/render-report.js');
jest.unstable_mockModule('../src/report/render-report.js', () => ({
  ...actual,
  renderReport: (
    report: Parameters<typeof actual.renderReport>[0],
    format: 'json' | 'junit' | 'markdown',
  ) => {
    if (format === 'json') throw new RangeError('Invalid string length');
    return actual.renderReport(report, format);
  },
}));
const { runCli } = await import('./helpers/cli.js');

let out: string;
beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'hooksim-render-'));
});
afterAll(() => rm(out, { recursive: true, force: true }));

describe('hooksim run --report, when a report cannot be rendered', () => {
  it('exits 2 naming the report and the reason; the other reports are written', async () => {
    const json = path.join(out, 'r.json');
    const junit = path.join(out, 'r.xml');
    const { status, stderr } = await runCli([
      'run',
      '--repo',
      'examples/demo',
      '--report',
      `json=${json}`,
      '--report',
      `junit=${junit}`,
    ]);
    expect(stderr).not.toContain('internal error');
    expect(stderr).toContain(`hooksim: cannot write the json report to '${json}': Invalid string length`);
    expect(status).toBe(2);
    expect(await readFile(junit, 'utf8')).toContain('<testsuites');
  });
});
