/**
 * `hooksim run` reads each scenario file as the run reaches it (its session starts a few scenarios ahead), not
 * the whole suite before the first session starts: the first hooks run while the rest is parsed (issue 15).
 * Reports keep the suite's order, and a broken file in the middle is still that scenario's error alone, at
 * `--jobs 1` and `--jobs 2`, in the namespace sandbox.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { runScenarios } from '../src/commands/run.js';
import type { ScenarioReport } from '../src/session/report-types.js';
import { releaseRunAfterAll } from './helpers/sandbox.js';
import { hookFile, makeTempRepo, type TempRepo } from './helpers/temp-repo.js';

const DENY_RM =
  'input=$(cat); case "$input" in *"rm -rf"*) echo \'{"permissionDecision":"deny","permissionDecisionReason":"no rm"}\';; *) echo {};; esac';

function scenario(name: string, command: string, decision: 'deny' | 'none'): string {
  return `name: ${name}\nsteps:\n  - tool: bash\n    args: { command: "${command}" }\n    expect: { decision: ${decision} }\n`;
}

let repo: TempRepo | undefined;
afterEach(() => repo?.cleanup());
releaseRunAfterAll();

describe('scenario files read as the run reaches them', () => {
  it('a file changed while the first scenario runs is replayed as it is then (it was not read up front)', async () => {
    const files: Record<string, string | object> = {
      '.github/hooks/a.json': hookFile({ preToolUse: [{ bash: DENY_RM }] }),
    };
    for (let i = 0; i < 6; i++) files[`.github/hook-scenarios/s${i}.yml`] = scenario(`s${i}`, 'ls', 'none');
    repo = await makeTempRepo(files);
    const last = path.join(repo.dir, '.github/hook-scenarios/s5.yml');
    const seen: string[] = [];
    const { report } = await runScenarios({
      repo: repo.dir,
      profile: 'cloud',
      scenarios: [],
      sandbox: 'namespace',
      jobs: 1,
      onScenario: (done: ScenarioReport) => {
        seen.push(done.name);
        // At --jobs 1 sessions start at most three scenarios ahead: s5 is not read before s0 ends.
        if (done.name === 's0') writeFileSync(last, scenario('s5 as edited', 'rm -rf /', 'deny'));
      },
    });
    expect(seen).toEqual(['s0', 's1', 's2', 's3', 's4', 's5 as edited']);
    const edited = report.scenarios.find((s) => s.name === 's5 as edited');
    expect(edited?.status).toBe('passed');
    expect(edited?.events.find((e) => e.event === 'preToolUse')?.result).toMatchObject({
      decision: 'deny',
      reason: 'no rm',
    });
  });

  it.each([1, 2])(
    'at --jobs %i, reports keep the suite order and a broken file is its own error',
    async (jobs) => {
      repo = await makeTempRepo({
        '.github/hooks/a.json': hookFile({ preToolUse: [{ bash: DENY_RM }] }),
        '.github/hook-scenarios/a.yml': scenario('a', 'ls', 'none'),
        '.github/hook-scenarios/b.yml': scenario('b', 'rm -rf /', 'deny'),
        '.github/hook-scenarios/c-broken.yml': 'name: broken\nsteps: [\n  - tool: bash\n',
        '.github/hook-scenarios/d.yml': `profile: no-such-profile\n${scenario('d', 'ls', 'none')}`,
        '.github/hook-scenarios/e.yml': scenario('e', 'rm -rf /tmp/x', 'deny'),
        '.github/hook-scenarios/f.yml': scenario('f', 'echo hi', 'none'),
      });
      const { report, unreadable } = await runScenarios({
        repo: repo.dir,
        profile: 'cloud',
        scenarios: [],
        sandbox: 'namespace',
        jobs,
      });
      expect(unreadable).toBe(true);
      expect(report.scenarios.map((s) => [path.basename(s.file), s.status])).toEqual([
        ['a.yml', 'passed'],
        ['b.yml', 'passed'],
        ['c-broken.yml', 'errored'],
        ['d.yml', 'errored'],
        ['e.yml', 'passed'],
        ['f.yml', 'passed'],
      ]);
      expect(report.scenarios[2]?.failures[0]?.message).toMatch(
        /\.github\/hook-scenarios\/c-broken\.yml:\d+:\d+: invalid YAML: /,
      );
      expect(report.scenarios[3]?.failures[0]?.message).toMatch(
        /^\.github\/hook-scenarios\/d\.yml:1:10: profile: /,
      );
    },
  );
});
