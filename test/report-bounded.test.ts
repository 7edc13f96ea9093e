/**
 * Hook output does not grow hooksim's memory or its report (issue 13 item 7): records keep a bounded excerpt of
 * each stream (report/excerpt.ts) with how many bytes were left out, the runtime still sees its 10 MiB cap, and
 * peak memory is the same for 4 and for 40 hook runs that each print 10 MiB to stdout and to stderr. Runs the
 * bundled CLI, as a user would, with a preload that records the process's peak RSS.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXCERPT_BYTES } from '../src/report/excerpt.js';
import { hookFile, makeTempRepo, type TempRepo } from './helpers/temp-repo.js';

const CLI = path.resolve('dist/cli/index.js');
const TEN_MIB = 10 * 1024 * 1024;
const LOUD = `head -c ${TEN_MIB} /dev/zero | tr '\\0' o; head -c ${TEN_MIB} /dev/zero | tr '\\0' e >&2`;

let out: string;
let preload: string;
const repos: TempRepo[] = [];
beforeAll(() => {
  out = mkdtempSync(path.join(tmpdir(), 'hooksim-bounded-'));
  preload = path.join(out, 'max-rss.cjs');
  writeFileSync(
    preload,
    "process.on('exit', () => require('fs').writeFileSync(process.env.MAX_RSS_FILE, String(process.resourceUsage().maxRSS)));\n",
  );
});
afterAll(async () => {
  await Promise.all(repos.map((repo) => repo.cleanup()));
  rmSync(out, { recursive: true, force: true });
});

/** `hooksim run` over `steps` bash calls, each through two loud preToolUse hooks: peak RSS (KiB) and the report. */
async function runLoud(steps: number) {
  const step = '  - tool: bash\n    args: { command: ls }\n';
  const repo = await makeTempRepo({
    '.github/hooks/a.json': hookFile({ preToolUse: [{ bash: LOUD }, { bash: LOUD }] }),
    '.github/hook-scenarios/loud.yml': `name: loud\nsteps:\n${step.repeat(steps)}`,
  });
  repos.push(repo);
  const report = path.join(out, `report-${steps}.json`);
  const rssFile = path.join(out, `rss-${steps}`);
  const result = spawnSync(
    process.execPath,
    ['--require', preload, CLI, 'run', '--repo', repo.dir, '--report', `json=${report}`],
    {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: out, MAX_RSS_FILE: rssFile },
      timeout: 300_000,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return { result, report, maxRssKiB: Number(readFileSync(rssFile, 'utf8')) };
}

describe('hook output is bounded in memory and in the report', () => {
  (existsSync(CLI) ? it : it.skip)(
    '40 runs printing 10 MiB to stdout and stderr each: a bounded report with a note per record, peak RSS as for 4',
    async () => {
      const few = await runLoud(2);
      const many = await runLoud(20);
      expect([many.result.status, many.result.stderr.toString()]).toEqual([0, expect.any(String)]);
      expect(many.result.stderr.toString()).not.toContain('internal error');
      const size = statSync(many.report).size;
      // 40 records of two 64 KiB excerpts, written pretty (each byte of 'o' and 'e' stays one byte).
      expect(size).toBeLessThan(40 * 2 * EXCERPT_BYTES + 2 * 1024 * 1024);
      const report = JSON.parse(readFileSync(many.report, 'utf8')) as {
        summary: { hookRuns: number };
        scenarios: Array<{ events: Array<{ event: string; hooks: Array<Record<string, unknown>> }> }>;
      };
      const hooks =
        report.scenarios[0]?.events.filter((e) => e.event === 'preToolUse').flatMap((e) => e.hooks) ?? [];
      expect(hooks).toHaveLength(40);
      for (const hook of hooks) {
        expect(hook).toMatchObject({
          status: 'ok',
          stdoutOmittedBytes: TEN_MIB - EXCERPT_BYTES,
          stderrOmittedBytes: TEN_MIB - EXCERPT_BYTES,
        });
        expect((hook.stdout as string).length).toBe(EXCERPT_BYTES);
      }
      // Ten times the output, about the same peak (measured: 327 MiB for 4 runs, 384 MiB for 40, most of it
      // one hook's output in flight and the GC's slack); keeping every stream grew 20 MiB a run, past 800 MiB.
      expect(many.maxRssKiB - few.maxRssKiB).toBeLessThan(160 * 1024);
      expect(many.maxRssKiB).toBeLessThan(640 * 1024);
    },
    600_000,
  );
});
