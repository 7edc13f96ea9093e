/**
 * HTTP hooks to loopback go to the sandbox's loopback (issue 17): in the cloud agent the runtime and the hooks
 * share one machine, so a policy server a sessionStart hook starts on 127.0.0.1 answers the preToolUse HTTP hook.
 * The server runs only inside the sandbox (real node, real bash); nothing listens on this machine's port.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runScenarios } from '../src/commands/run.js';
import { hookFile, makeTempRepo, type TempRepo } from './helpers/temp-repo.js';
import { releaseRunAfterAll } from './helpers/sandbox.js';

releaseRunAfterAll();

const PORT = 18931;
const SERVER = `require('http').createServer((q, s) => { let b = ''; q.on('data', (c) => (b += c)); q.on('end', () => { const t = JSON.parse(b).toolArgs.command; s.setHeader('content-type', 'application/json'); s.end(JSON.stringify(t.includes('rm -rf') ? { permissionDecision: 'deny', permissionDecisionReason: 'in-sandbox policy: no rm -rf' } : {})); }); }).listen(${PORT}, '127.0.0.1')`;
const START = `cat >/dev/null; setsid node -e "${SERVER.replace(/"/g, '\\"')}" >/dev/null 2>&1 < /dev/null & for i in $(seq 50); do (exec 3<>/dev/tcp/127.0.0.1/${PORT}) 2>/dev/null && break; sleep 0.1; done; echo '{}'`;

describe('an HTTP hook to a policy server a sessionStart hook started (cloud-environment.md §2)', () => {
  let repo: TempRepo;
  beforeAll(async () => {
    const steps = `steps:
  - tool: bash
    args: { command: 'rm -rf build' }
    result: ok
    expect: { decision: deny, reason: 'in-sandbox policy: no rm -rf' }
  - tool: bash
    args: { command: 'ls' }
    result: ok
    expect: { decision: none }
`;
    repo = await makeTempRepo({
      '.github/hooks/policy.json': hookFile({
        sessionStart: [{ bash: START, timeoutSec: 20 }],
        preToolUse: [{ type: 'http', url: `http://127.0.0.1:${PORT}/policy`, timeoutSec: 10 }],
      }),
      '.github/hook-scenarios/policy.yml': `name: in-sandbox policy server\nenv: { COPILOT_HOOK_ALLOW_LOCALHOST: "1" }\n${steps}`,
    });
  });
  afterAll(() => repo.cleanup());

  it('the namespace sandbox sends it to the sandbox loopback: the server answers and denies', async () => {
    const { report } = await runScenarios({
      repo: repo.dir,
      profile: 'cloud',
      scenarios: [],
      sandbox: 'namespace',
    });
    const [scenario] = report.scenarios;
    expect(scenario?.failures).toEqual([]);
    const first = scenario?.events.find((e) => e.event === 'preToolUse');
    expect(first?.hooks[0]).toMatchObject({ type: 'http', status: 'ok', httpStatus: 200 });
    expect(scenario?.status).toBe('passed');
  });

  it('the process driver has no sandbox loopback: hooksim refuses the host loopback, and the call is denied as errored', async () => {
    const { report } = await runScenarios({
      repo: repo.dir,
      profile: 'cloud',
      scenarios: [],
      sandbox: 'process',
    });
    const first = report.scenarios[0]?.events.find((e) => e.event === 'preToolUse');
    expect(first?.hooks[0]?.error).toContain('hooksim did not send this HTTP hook');
  });
});
