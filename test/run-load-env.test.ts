/**
 * A scenario's `env` is the agent's environment at load time too (issue 17): the runtime reads
 * COPILOT_HOOK_ALLOW_LOCALHOST from its own environment, which in the cloud agent is what the repository
 * configures. A real HTTP server on 127.0.0.1 answers the hook; `allowLocalNetwork` (the operator's
 * --allow-local-network) lets hooksim reach it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runScenarios } from '../src/commands/run.js';
import { startHttpServer, type TestHttpServer } from './helpers/http-server.js';
import { hookFile, makeTempRepo, type TempRepo } from './helpers/temp-repo.js';
import { releaseRunAfterAll } from './helpers/sandbox.js';

releaseRunAfterAll();

describe('scenario env at load time (runtime-behaviour.md §12)', () => {
  let server: TestHttpServer;
  let repo: TempRepo;
  beforeAll(async () => {
    server = await startHttpServer({
      '/hook': {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          permissionDecision: 'deny',
          permissionDecisionReason: 'policy server says no',
        }),
      },
    });
    const step =
      "steps: [{ tool: bash, args: { command: 'ls' }, result: ok, expect: { decision: DECISION } }]";
    repo = await makeTempRepo({
      '.github/hooks/policy.json': hookFile({ preToolUse: [{ type: 'http', url: `${server.origin}/hook` }] }),
      '.github/hook-scenarios/with-switch.yml': `name: with the switch\nenv: { COPILOT_HOOK_ALLOW_LOCALHOST: "1" }\n${step.replace('DECISION', 'deny')}\n`,
      '.github/hook-scenarios/without.yml': `name: without the switch\n${step.replace('DECISION', 'none')}\n`,
    });
  });
  afterAll(async () => {
    await repo.cleanup();
    await server.close();
  });

  it('loads the localhost HTTP hook only in the scenario whose env sets COPILOT_HOOK_ALLOW_LOCALHOST=1', async () => {
    const { report } = await runScenarios({
      repo: repo.dir,
      profile: 'cloud',
      scenarios: [],
      sandbox: 'namespace',
      allowLocalNetwork: true,
    });
    const byName = new Map(report.scenarios.map((s) => [s.name, s]));
    const withSwitch = byName.get('with the switch');
    expect(withSwitch?.failures).toEqual([]);
    const decided = withSwitch?.events.find((e) => e.event === 'preToolUse');
    expect(decided?.result).toMatchObject({ decision: 'deny', reason: 'policy server says no' });
    expect(server.requests).toHaveLength(1);
    const without = byName.get('without the switch');
    expect(without?.failures).toEqual([]);
    expect(without?.events.find((e) => e.event === 'preToolUse')?.hooks).toEqual([]);
  });
});
