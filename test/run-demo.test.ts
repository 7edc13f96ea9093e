/**
 * `hooksim run` on examples/demo, end to end in the namespace sandbox behind the firewall: every demo
 * scenario passes, the failing one fails with a message naming the step and the deciding hook (issue 4).
 */
import { describe, expect, it } from '@jest/globals';
import { runScenarios } from '../src/commands/run.js';

const DEMO = 'examples/demo';

describe('run on examples/demo (namespace sandbox)', () => {
  it('replays every demo scenario and they pass', async () => {
    const { report, unreadable, sandboxFailed } = await runScenarios({
      repo: DEMO,
      profile: 'cloud',
      scenarios: [],
      sandbox: 'namespace',
    });
    expect({ unreadable, sandboxFailed }).toEqual({ unreadable: false, sandboxFailed: false });
    const statuses = Object.fromEntries(
      report.scenarios.map((s) => [s.file, [s.status, ...s.failures.map((f) => f.message)]]),
    );
    expect(statuses).toEqual({
      '.github/hook-scenarios/audit-allowed.yml': ['passed'],
      '.github/hook-scenarios/audit.yml': ['passed'],
      '.github/hook-scenarios/context.yml': ['passed'],
      '.github/hook-scenarios/guard.yml': ['passed'],
      '.github/hook-scenarios/stop.yml': ['passed'],
    });
    const guard = report.scenarios.find((s) => s.file.endsWith('guard.yml'));
    const pre = guard?.events.filter((e) => e.event === 'preToolUse') ?? [];
    expect(pre.map((e) => e.result.decision)).toEqual(['deny', 'deny', 'none']);
    expect(pre[0]?.input.cwd).toBe('/workspace');
  });

  it('the failing scenario fails, naming the step, what was expected and the deciding hook', async () => {
    const { report } = await runScenarios({
      repo: DEMO,
      profile: 'cloud',
      scenarios: [`${DEMO}/failing/force-push-allowed.yml`],
      sandbox: 'namespace',
    });
    expect(report.summary).toMatchObject({ scenarios: 1, failed: 1 });
    expect(report.scenarios[0]?.failures).toEqual([
      {
        message:
          'steps[0] (bash): expected decision "allow", got "deny" (decided by .github/hooks/guard.json#0)',
        step: 0,
        line: 6,
        column: 5,
      },
    ]);
  });
});
