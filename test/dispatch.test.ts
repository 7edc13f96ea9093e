/**
 * End to end through the dispatcher: real hook files, real bash scripts, one event at a time.
 * Covers ordering (runtime-behaviour.md §2), skipping (§3, §13, §14), chaining and short-circuit (§8.1),
 * the one-clock-read rule (§11) and fail rules (§7) as the user sees them in the event record.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadHookConfig } from '../src/config/load.js';
import { dispatchEvent } from '../src/dispatch.js';
import type { EventName } from '../src/events/catalogue.js';
import type { EventInput } from '../src/model.js';
import { PROFILES, type ProfileName } from '../src/profiles.js';
import { buildAgentEnv } from '../src/sandbox/environment.js';
import { HostHookHost } from '../src/sandbox/host.js';
import { startHttpServer, type TestHttpServer } from './helpers/http-server.js';
import { hookFile, makeTempRepo, type TempRepo } from './helpers/temp-repo.js';

const repos: TempRepo[] = [];
afterEach(async () => {
  await Promise.all(repos.splice(0).map((repo) => repo.cleanup()));
});

const FIXED_NOW = 1767225600000;

async function fire(
  files: Record<string, string | object>,
  event: EventName,
  input: EventInput,
  profileName: ProfileName = 'cloud',
  env: Record<string, string> = {},
  /** HTTP hooks may reach this machine (DispatchContext.localNetwork): only tests with a local server set it. */
  localNetwork = false,
) {
  const repo = await makeTempRepo(files);
  repos.push(repo);
  const profile = PROFILES[profileName];
  const home = await mkdtemp(join(tmpdir(), 'hooksim-home-'));
  repos.push({ dir: home, cleanup: () => rm(home, { recursive: true, force: true }) });
  const agentEnv = buildAgentEnv({ profile, home, prompt: 'test prompt', extra: env });
  const config = await loadHookConfig(repo.dir, profile, { home, agentEnv });
  const host = new HostHookHost({ workspace: repo.dir, home, baseEnv: agentEnv });
  const record = await dispatchEvent(event, input, {
    profile,
    config,
    host,
    clock: { now: () => FIXED_NOW },
    sessionId: '00000000-0000-4000-8000-000000000000',
    agentEnv,
    ...(localNetwork ? { localNetwork } : {}),
  });
  return { record, config, repo };
}

const bashCall: EventInput = { toolName: 'bash', toolArgs: { command: 'rm -rf build' } };
const deny = (reason: string) =>
  `cat >/dev/null; echo '{"permissionDecision":"deny","permissionDecisionReason":"${reason}"}'`;
const allow = `cat >/dev/null; echo '{"permissionDecision":"allow"}'`;

describe('preToolUse chain (R130, R212; runtime-behaviour.md §8.1)', () => {
  const files = {
    '.github/hooks/a.json': hookFile({
      preToolUse: [{ bash: allow }, { bash: deny('first deny') }, { bash: deny('second deny') }],
    }),
  };

  it('cloud: the first deny stops the chain and later hooks are skipped, naming the hook that stopped it', async () => {
    const { record } = await fire(files, 'preToolUse', bashCall);
    expect(record.hooks.map((h) => h.status)).toEqual(['ok', 'ok', 'skipped']);
    expect(record.hooks[2]?.skipped).toBe('not reached: .github/hooks/a.json#1 stopped the chain');
    expect(record.result.decision).toBe('deny');
    expect(record.result.agentSees).toBe('Denied by preToolUse hook: first deny');
    expect(record.result.decidedBy).toBe('.github/hooks/a.json#1');
  });

  it('cloud-docs: every hook runs and the text comes from the first denying hook', async () => {
    const { record } = await fire(files, 'preToolUse', bashCall, 'cloud-docs');
    expect(record.hooks.map((h) => h.status)).toEqual(['ok', 'ok', 'ok']);
    expect(record.result.agentSees).toBe('Denied by preToolUse hook: first deny');
  });
});

describe('modifiedArgs chaining (runtime-behaviour.md §8.1 chainModifiedArgs)', () => {
  const files = {
    '.github/hooks/a.json': hookFile({
      preToolUse: [
        { bash: `cat >/dev/null; echo '{"modifiedArgs":{"command":"rm -rf build --interactive"}}'` },
        { bash: `cat > "$COPILOT_PROJECT_DIR/seen.json"; echo '{}'` },
      ],
    }),
  };

  it('cloud: the second hook receives the first hook’s modifiedArgs, and they are final', async () => {
    const { record, repo } = await fire(files, 'preToolUse', bashCall);
    const seen = JSON.parse(await readFile(join(repo.dir, 'seen.json'), 'utf8'));
    expect(seen.toolArgs).toEqual({ command: 'rm -rf build --interactive' });
    expect(record.result.args).toEqual({ command: 'rm -rf build --interactive' });
    expect(record.result.decision).not.toBe('deny');
  });

  it('cloud-docs: every hook sees the original args (as a JSON string there)', async () => {
    const { record, repo } = await fire(files, 'preToolUse', bashCall, 'cloud-docs');
    const seen = JSON.parse(await readFile(join(repo.dir, 'seen.json'), 'utf8'));
    expect(seen.toolArgs).toBe(JSON.stringify({ command: 'rm -rf build' }));
    expect(record.result.args).toEqual({ command: 'rm -rf build --interactive' });
  });
});

describe('fail-closed and fail-open preToolUse (R061, R065, R067)', () => {
  it('a crashing hook denies with the errored text naming its file', async () => {
    const files = { '.github/hooks/g.json': hookFile({ preToolUse: [{ bash: 'cat >/dev/null; exit 1' }] }) };
    const { record } = await fire(files, 'preToolUse', bashCall);
    expect(record.hooks[0]?.status).toBe('error');
    expect(record.result.decision).toBe('deny');
    expect(record.result.agentSees).toBe(
      'Denied by preToolUse hook from ".github/hooks/g.json" (hook errored)',
    );
  });

  it('exit 2 denies even when stdout says allow, with the stdout reason', async () => {
    const files = {
      '.github/hooks/g.json': hookFile({
        preToolUse: [
          {
            bash: `cat >/dev/null; echo '{"permissionDecision":"allow","permissionDecisionReason":"R2"}'; exit 2`,
          },
        ],
      }),
    };
    const { record } = await fire(files, 'preToolUse', bashCall);
    expect(record.hooks[0]?.status).toBe('exit2');
    expect(record.result.decision).toBe('deny');
    expect(record.result.agentSees).toBe('Denied by preToolUse hook: R2');
  });

  it('a hook that times out fails open and the next hook still runs', async () => {
    const files = {
      '.github/hooks/g.json': hookFile({
        preToolUse: [
          { bash: 'sleep 5', timeoutSec: 0.3 },
          { bash: `cat > "$COPILOT_PROJECT_DIR/ran"; echo '{}'` },
        ],
      }),
    };
    const { record, repo } = await fire(files, 'preToolUse', bashCall);
    expect(record.hooks.map((h) => h.status)).toEqual(['timeout', 'ok']);
    expect(record.hooks[0]?.error).toBe('Hook command timed out after 0.3 seconds: sleep 5');
    expect(record.result.decision).not.toBe('deny');
    await expect(readFile(join(repo.dir, 'ran'), 'utf8')).resolves.toContain('"toolName":"bash"');
  });
});

describe('which entries run (runtime-behaviour.md §2, §10, §13, §14)', () => {
  it('files run in descending name order under cloud and ascending under cloud-docs', async () => {
    const hook = (name: string) =>
      hookFile({ sessionEnd: [{ bash: `cat >/dev/null; echo ${name} >> "$COPILOT_PROJECT_DIR/order"` }] });
    const files = {
      '.github/hooks/a.json': hook('a'),
      '.github/hooks/z.json': hook('z'),
      '.github/hooks/m.json': hook('m'),
    };
    const cloud = await fire(files, 'sessionEnd', { reason: 'complete' });
    expect(await readFile(join(cloud.repo.dir, 'order'), 'utf8')).toBe('z\nm\na\n');
    const docs = await fire(files, 'sessionEnd', { reason: 'complete' }, 'cloud-docs');
    expect(await readFile(join(docs.repo.dir, 'order'), 'utf8')).toBe('a\nm\nz\n');
  });

  it('a matcher that does not match skips the entry; one that matches runs it', async () => {
    const files = {
      '.github/hooks/a.json': hookFile({
        preToolUse: [
          { matcher: 'edit|create', bash: deny('no') },
          { matcher: 'bash', bash: allow },
        ],
      }),
    };
    const { record } = await fire(files, 'preToolUse', bashCall);
    expect(record.hooks[0]?.status).toBe('skipped');
    expect(record.hooks[0]?.skipped).toContain("does not match 'bash'");
    expect(record.hooks[1]?.status).toBe('ok');
    expect(record.result.decision).toBe('allow');
  });

  it('disableAllHooks skips only that file (R217)', async () => {
    const files = {
      '.github/hooks/off.json': hookFile({ preToolUse: [{ bash: deny('off') }] }, { disableAllHooks: true }),
      '.github/hooks/on.json': hookFile({ preToolUse: [{ bash: allow }] }),
    };
    const { record } = await fire(files, 'preToolUse', bashCall);
    const statuses = Object.fromEntries(record.hooks.map((h) => [h.file, h.status]));
    expect(statuses).toEqual({ '.github/hooks/off.json': 'skipped', '.github/hooks/on.json': 'ok' });
    expect(record.result.decision).toBe('allow');
  });

  it('cloud ignores powershell-only and exec entries but runs command fallbacks (R034, R035, R234)', async () => {
    const files = {
      '.github/hooks/a.json': hookFile({
        preToolUse: [
          { powershell: 'Write-Output deny' },
          { exec: '/bin/echo', args: ['{}'] },
          { command: deny('from command') },
        ],
      }),
    };
    const { record } = await fire(files, 'preToolUse', bashCall);
    expect(record.hooks.map((h) => h.status)).toEqual(['skipped', 'skipped', 'ok']);
    expect(record.hooks[0]?.skipped).toBe('powershell entries are ignored by Copilot cloud agent');
    expect(record.hooks[1]?.skipped).toBe('exec entries are only supported in Copilot CLI');
    expect(record.result.agentSees).toBe('Denied by preToolUse hook: from command');
  });

  it('notification never fires under cloud (R189) and does under cli', async () => {
    const files = {
      '.github/hooks/a.json': hookFile({ notification: [{ bash: 'cat >/dev/null; echo {}' }] }),
    };
    const cloud = await fire(files, 'notification', { notificationType: 'agent_idle', message: 'idle' });
    expect(cloud.record.fired).toBe(false);
    expect(cloud.record.skipped).toBe('notification does not fire under Copilot cloud agent');
    const cli = await fire(files, 'notification', { notificationType: 'agent_idle', message: 'idle' }, 'cli');
    expect(cli.record.fired).toBe(true);
    expect(cli.record.hooks[0]?.status).toBe('ok');
  });
});

describe('payload delivery (R042, R089-R091; runtime-behaviour.md §11)', () => {
  it('every hook of one dispatch sees the same timestamp, and each casing gets its shape', async () => {
    const files = {
      '.github/hooks/a.json': hookFile({
        preToolUse: [{ bash: `cat > "$COPILOT_PROJECT_DIR/camel.json"; echo '{}'` }],
        PreToolUse: [{ bash: `cat > "$COPILOT_PROJECT_DIR/pascal.json"; echo '{}'` }],
      }),
    };
    const { record, repo } = await fire(files, 'preToolUse', bashCall);
    const camel = JSON.parse(await readFile(join(repo.dir, 'camel.json'), 'utf8'));
    const pascal = JSON.parse(await readFile(join(repo.dir, 'pascal.json'), 'utf8'));
    expect(camel).toEqual({
      sessionId: '00000000-0000-4000-8000-000000000000',
      timestamp: FIXED_NOW,
      cwd: repo.dir,
      toolName: 'bash',
      toolArgs: { command: 'rm -rf build' },
    });
    expect(pascal).toMatchObject({
      hook_event_name: 'PreToolUse',
      timestamp: '2026-01-01T00:00:00.000Z',
      tool_name: 'Bash',
    });
    expect(record.hooks.map((h) => h.payload)).toEqual([camel, pascal]);
  });

  it('the hook environment has the cloud variables and nothing from the host (R228)', async () => {
    process.env.HOOKSIM_CANARY_SECRET = 'canary-value-123';
    try {
      const files = {
        '.github/hooks/a.json': hookFile({
          sessionEnd: [{ bash: 'cat >/dev/null; env > "$COPILOT_PROJECT_DIR/env.txt"' }],
        }),
      };
      const { repo } = await fire(files, 'sessionEnd', { reason: 'complete' });
      const env = await readFile(join(repo.dir, 'env.txt'), 'utf8');
      expect(env).toContain('COPILOT_AGENT_PROMPT=test prompt');
      expect(env).toContain('GITHUB_COPILOT_API_TOKEN=hooksim-placeholder-copilot-api-token');
      expect(env).toContain('COPILOT_CLI=1');
      expect(env).not.toContain('canary-value-123');
      expect(env).not.toMatch(/^GITHUB_TOKEN=/m);
    } finally {
      delete process.env.HOOKSIM_CANARY_SECRET;
    }
  });
});

describe('more rules end to end: timeouts, sequencing, prompt entries, HTTP hooks', () => {
  it('timeout is an alias used only without timeoutSec; the default is 30 s (R039, R040)', async () => {
    const files = {
      '.github/hooks/a.json': hookFile({
        sessionEnd: [
          { bash: 'sleep 3', timeout: 0.2 },
          { bash: 'sleep 0.5; cat >/dev/null', timeout: 0.2, timeoutSec: 2 },
        ],
      }),
    };
    const { record, config } = await fire(files, 'sessionEnd', { reason: 'complete' });
    expect(record.hooks.map((h) => h.status)).toEqual(['timeout', 'ok']);
    expect(record.hooks[0]?.error).toBe('Hook command timed out after 0.2 seconds: sleep 3');
    const noTimeout = await fire(
      { '.github/hooks/b.json': hookFile({ sessionEnd: [{ bash: 'true' }] }) },
      'sessionEnd',
      {},
    );
    expect(noTimeout.config.entries[0]?.timeoutSec).toBe(30);
    expect(config.entries.map((e) => e.timeoutSec)).toEqual([0.2, 2]);
  });

  it('hooks of one event run one at a time, in order (R209)', async () => {
    const files = {
      '.github/hooks/a.json': hookFile({
        sessionEnd: [
          {
            bash: 'cat >/dev/null; echo start-1 >> "$COPILOT_PROJECT_DIR/log"; sleep 0.3; echo end-1 >> "$COPILOT_PROJECT_DIR/log"',
          },
          { bash: 'cat >/dev/null; echo start-2 >> "$COPILOT_PROJECT_DIR/log"' },
        ],
      }),
    };
    const { repo } = await fire(files, 'sessionEnd', { reason: 'complete' });
    expect(await readFile(join(repo.dir, 'log'), 'utf8')).toBe('start-1\nend-1\nstart-2\n');
  });

  it('prompt entries never fire in a non-interactive session (R085-R088, R233)', async () => {
    const files = {
      '.github/hooks/a.json': hookFile({ sessionStart: [{ type: 'prompt', prompt: '/compact' }] }),
    };
    const { record } = await fire(files, 'sessionStart', { source: 'new', initialPrompt: 'p' });
    expect(record.hooks).toEqual([
      expect.objectContaining({ type: 'prompt', status: 'skipped', skipped: 'non-interactive session' }),
    ]);
    expect(record.result.additionalContext).toBeUndefined();
  });

  it('output field names are the same under a PascalCase key: Stop blocks with decision/reason (R096, R151, R153)', async () => {
    const files = {
      '.github/hooks/a.json': hookFile({
        Stop: [
          {
            bash: `cat > "$COPILOT_PROJECT_DIR/in.json"; echo '{"decision":"block","reason":"run the tests"}'`,
          },
        ],
      }),
    };
    const { record, repo } = await fire(files, 'agentStop', {
      stopHookActive: false,
      stopReason: 'end_turn',
    });
    const payload = JSON.parse(await readFile(join(repo.dir, 'in.json'), 'utf8'));
    expect(Object.keys(payload)).toEqual([
      'hook_event_name',
      'session_id',
      'timestamp',
      'cwd',
      'transcript_path',
      'stop_reason',
      'stop_hook_active',
    ]);
    expect(record.result).toMatchObject({
      decision: 'block',
      reason: 'run the tests',
      agentSees: 'run the tests',
    });
  });

  it('outputs of errorOccurred and preCompact are not processed (R172, R175, R216)', async () => {
    const print = `cat >/dev/null; echo '{"additionalContext":"x","decision":"block","reason":"r"}'`;
    const files = {
      '.github/hooks/a.json': hookFile({ errorOccurred: [{ bash: print }], preCompact: [{ bash: print }] }),
    };
    const error = await fire(files, 'errorOccurred', {
      errorInfo: { message: 'rate limited', name: 'RateLimitError' },
      errorContext: 'model_call',
      recoverable: true,
    });
    expect(error.record.hooks[0]?.status).toBe('ok');
    expect(error.record.result.decision ?? 'none').toBe('none');
    expect(error.record.result.additionalContext).toBeUndefined();
    const compact = await fire(files, 'preCompact', { trigger: 'auto', customInstructions: '' });
    expect(compact.record.result.additionalContext).toBeUndefined();
  });

  describe('HTTP hooks against a real server on 127.0.0.1', () => {
    let server: TestHttpServer;
    beforeAll(async () => {
      server = await startHttpServer({
        '/ctx': { body: '{"additionalContext":"from http"}' },
        '/fail': { status: 500, body: 'oops' },
      });
    });
    afterAll(() => server.close());
    const local = { COPILOT_HOOK_ALLOW_LOCALHOST: '1' };

    it('a failing HTTP hook is skipped on postToolUse and the next hook still counts (R081, R072)', async () => {
      const files = {
        '.github/hooks/a.json': hookFile({
          postToolUse: [
            { type: 'http', url: `${server.origin}/fail` },
            { type: 'http', url: `${server.origin}/ctx` },
          ],
        }),
      };
      const input: EventInput = {
        ...bashCall,
        toolResult: { resultType: 'success', textResultForLlm: 'done' },
      };
      const { record } = await fire(files, 'postToolUse', input, 'cloud', local, true);
      expect(record.hooks.map((h) => h.status)).toEqual(['error', 'ok']);
      expect(record.hooks[0]?.error).toBe(
        `HTTP hook returned non-success status 500: POST ${server.origin}/fail`,
      );
      expect(record.result.agentSees).toBe(
        'done\n\nTool "bash" succeeded. Additional guidance from postToolUse hooks:\nfrom http',
      );
    });

    it('without COPILOT_HOOK_ALLOW_LOCALHOST=1 the SSRF guard stops a loopback hook before anything is sent', async () => {
      const before = server.requests.length;
      const files = {
        '.github/hooks/a.json': hookFile({ sessionEnd: [{ type: 'http', url: `${server.origin}/ctx` }] }),
      };
      const { record } = await fire(files, 'sessionEnd', { reason: 'complete' }, 'cloud', {}, true);
      expect(record.hooks[0]?.status).toBe('error');
      expect(record.hooks[0]?.error).toContain('resolves to blocked address 127.0.0.1');
      expect(server.requests.length).toBe(before);
    });

    it("without localNetwork, hooksim's host guard refuses the loopback hook even with the switch: a network error, nothing sent, the next hook still runs (R081)", async () => {
      const before = server.connections;
      const files = {
        '.github/hooks/a.json': hookFile({
          postToolUse: [
            { type: 'http', url: `${server.origin}/ctx` },
            { bash: `cat >/dev/null; echo '{"additionalContext":"from bash"}'` },
          ],
        }),
      };
      const input: EventInput = {
        ...bashCall,
        toolResult: { resultType: 'success', textResultForLlm: 'done' },
      };
      for (const profileName of ['cloud', 'cli'] as const) {
        const { record } = await fire(files, 'postToolUse', input, profileName, local);
        expect(record.hooks.map((h) => [h.status, h.httpFailure])).toEqual([
          ['error', 'network'],
          ['ok', undefined],
        ]);
        expect(record.hooks[0]?.error).toBe(
          'hooksim did not send this HTTP hook: 127.0.0.1 is an address of this machine or its private network (mock the URL with mocks.http, or pass --allow-local-network for hooks you trust)',
        );
      }
      expect(server.connections).toBe(before);
    });

    it('allowedEnvVars: GITHUB_TOKEN is not set in cloud, so it expands to an empty header (R083, R228)', async () => {
      process.env.GITHUB_TOKEN = 'host-secret-token';
      try {
        const files = {
          '.github/hooks/a.json': hookFile({
            sessionEnd: [
              {
                type: 'http',
                url: `${server.origin}/ctx`,
                headers: { Authorization: 'Bearer $GITHUB_TOKEN', 'X-Prompt': '${COPILOT_AGENT_PROMPT}' },
                allowedEnvVars: ['GITHUB_TOKEN', 'COPILOT_AGENT_PROMPT'],
              },
            ],
          }),
        };
        await fire(files, 'sessionEnd', { reason: 'complete' }, 'cloud', local, true);
        const sent = server.requests.at(-1);
        // `Bearer ` on the wire; HTTP trims the trailing space of a header value.
        expect(sent?.headers.authorization).toBe('Bearer');
        expect(JSON.stringify(sent?.headers)).not.toContain('host-secret-token');
        expect(sent?.headers['x-prompt']).toBe('test prompt');
        expect(JSON.parse(sent?.body.toString() ?? '{}')).toMatchObject({ reason: 'complete' });
      } finally {
        delete process.env.GITHUB_TOKEN;
      }
    });
  });
});

describe('a matcher that backtracks for ever (the red team F2, hook side)', () => {
  it('is treated as not matching within seconds, with a warning naming the file, line and pattern', async () => {
    const started = Date.now();
    const { record } = await fire(
      { '.github/hooks/a.json': hookFile({ preToolUse: [{ matcher: '(a+)+$', bash: allow }] }) },
      'preToolUse',
      { toolName: `${'a'.repeat(117)}!`, toolArgs: {} },
    );
    expect(Date.now() - started).toBeLessThan(8000);
    expect(record.hooks.map((h) => h.status)).toEqual(['skipped']);
    expect(record.hooks[0]?.skipped).toMatch(
      /^matcher '\(a\+\)\+\$' took longer than 1 s on 'a+…': catastrophic backtracking; the runtime would hang here too$/,
    );
    expect(record.warnings).toEqual([
      expect.stringMatching(/^\.github\/hooks\/a\.json:\d+: matcher '\(a\+\)\+\$' took longer than 1 s/),
    ]);
  });
});
