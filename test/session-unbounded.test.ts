/**
 * subagentStop has no guard in the real runtime (runtime-behaviour.md §9, `subagentStopGuard=none`): a hook
 * that always blocks would loop until the job times out. hooksim stops at `subagentStopCap` (100) and reports
 * an error diagnostic on the hook's line, and the scenario fails; under cloud-docs the stop guard applies.
 */
import { describe, expect, it } from '@jest/globals';
import { runScenarios } from '../src/commands/run.js';
import { releaseRunAfterAll } from './helpers/sandbox.js';

releaseRunAfterAll();

const REPO = 'test/fixtures/sessions/subagent-unbounded';

describe('a subagentStop hook that always blocks', () => {
  it('cloud: 100 continuations, then an error diagnostic subagent-stop-unbounded on the hook and a failed scenario', async () => {
    const { report } = await runScenarios({
      repo: REPO,
      profile: 'cloud',
      scenarios: [],
      sandbox: 'namespace',
    });
    const scenario = report.scenarios[0];
    expect(scenario?.events.filter((e) => e.event === 'subagentStop')).toHaveLength(101);
    const expected = {
      file: '.github/hooks/review.json',
      line: 5,
      column: 7,
      severity: 'error',
      code: 'subagent-stop-unbounded',
      message:
        'subagentStop hook blocks forever: the real runtime has no guard and would loop until the job times out',
    };
    expect(scenario?.diagnostics).toEqual([expected]);
    expect(report.diagnostics).toContainEqual(expected);
    expect(scenario?.status).toBe('failed');
    expect(scenario?.failures[0]?.message).toBe(`steps[0] (subagentStop): ${expected.message}`);
  });

  it('cloud-docs: the agentStop guard ends it after 8 continuations, with its warning', async () => {
    const { report } = await runScenarios({
      repo: REPO,
      profile: 'cloud-docs',
      scenarios: [],
      sandbox: 'namespace',
    });
    const scenario = report.scenarios[0];
    expect(scenario?.events.filter((e) => e.event === 'subagentStop')).toHaveLength(9);
    expect(scenario?.warnings).toContain('Agent stop hook blocked 8 consecutive times; ending turn.');
    expect(scenario?.status).toBe('passed');
  });
});
