/**
 * `hooksim run` on examples/demo, end to end in the namespace sandbox behind the firewall: every demo
 * scenario passes, the failing one fails with a message naming the step and the deciding hook (issue 4).
 */
import { describe, expect, it } from '@jest/globals';
import { runScenarios } from '../src/commands/run.js';
import { releaseRunAfterAll } from './helpers/sandbox.js';

releaseRunAfterAll();

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
      '.github/hook-scenarios/context.yml': ['passed'],
      '.github/hook-scenarios/guard.yml': ['passed'],
      '.github/hook-scenarios/stop.yml': ['passed'],
      '.github/hook-scenarios/telemetry-allowed.yml': ['passed'],
      '.github/hook-scenarios/telemetry.yml': ['passed'],
    });
    const guard = report.scenarios.find((s) => s.file.endsWith('guard.yml'));
    const pre = guard?.events.filter((e) => e.event === 'preToolUse') ?? [];
    expect(pre.map((e) => e.result.decision)).toEqual(['deny', 'deny', 'none']);
    expect(pre[0]?.input.cwd).toBe('/workspace');
    // The firewall showcase is the agent's own curl (an executed tool), not a hook: blocked by name lookup,
    // and let through to a mock once the host is allowed. No hook of the demo reaches the network.
    const egress = Object.fromEntries(
      report.scenarios.map((s) => [
        s.file,
        s.egress.map(({ host, kind, allowed, tool, file }) => ({ host, kind, allowed, tool, file })),
      ]),
    );
    expect(egress).toEqual({
      '.github/hook-scenarios/context.yml': [],
      '.github/hook-scenarios/guard.yml': [],
      '.github/hook-scenarios/stop.yml': [],
      '.github/hook-scenarios/telemetry-allowed.yml': [
        { host: 'telemetry.example.com', kind: 'http', allowed: true, tool: 'bash', file: undefined },
      ],
      '.github/hook-scenarios/telemetry.yml': [
        { host: 'telemetry.example.com', kind: 'dns', allowed: false, tool: 'bash', file: undefined },
      ],
    });
    const curl = report.scenarios
      .find((s) => s.file.endsWith('/telemetry.yml'))
      ?.events.find((e) => e.event === 'postToolUse');
    expect(curl?.result.toolResult?.textResultForLlm).toBe(
      'curl: (6) Could not resolve host: telemetry.example.com\n',
    );
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
          'steps[0] (bash): expected decision "allow", got "deny" (decided by .github/hooks/guard.json#0: "force-push is not allowed; push a new branch instead")',
        step: 0,
        line: 6,
        column: 5,
      },
    ]);
  });
});
