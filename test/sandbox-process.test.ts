/**
 * The process driver (cloud-environment.md §5.8): temporary copies, the scrubbed environment, command stubs
 * first on PATH, proxy variables pointed at the firewall, file changes, and the checkout never touched; and
 * `--sandbox auto` falling back to it with a warning when namespaces cannot start.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Firewall } from '../src/firewall/firewall.js';
import { PROFILES } from '../src/profiles.js';
import { startProcessSandbox } from '../src/sandbox/process.js';
import type { Sandbox } from '../src/sandbox/types.js';
import { hookFile, makeTempRepo, type TempRepo } from './helpers/temp-repo.js';

async function bash(sandbox: Sandbox, command: string) {
  const result = await sandbox.exec({
    argv: ['/bin/bash', '--norc', '--noprofile', '-c', command],
    cwd: sandbox.workspace,
    env: { ...sandbox.baseEnv },
    stdin: '',
    timeoutMs: 10_000,
    killMode: 'termThenKill',
    killGroupOnExit: true,
    outputCapBytes: 1 << 20,
  });
  return result.stdout.toString();
}

describe('process driver', () => {
  let repo: TempRepo;
  let dir: string;
  let firewall: Firewall;
  let sandbox: Sandbox;
  beforeAll(async () => {
    repo = await makeTempRepo({ 'README.md': 'hello\n', 'src/a.txt': 'a\n' });
    dir = await mkdtemp(path.join(tmpdir(), 'hooksim-proc-fw-'));
    firewall = await Firewall.start({
      socketPath: path.join(dir, 'egress.sock'),
      surface: 'cloud',
      recommended: false,
    });
    process.env.HOOKSIM_TEST_CANARY = 'canary-process-driver';
    sandbox = await startProcessSandbox({
      repo: repo.dir,
      profile: PROFILES.cloud,
      prompt: 'the prompt',
      env: { FEATURE: 'on' },
      files: { 'notes/todo.md': 'x\n' },
      commandMocks: { gh: { stdout: '[]', exitCode: 3 } },
      egressSocket: firewall.socketPath,
      caCertPem: firewall.caCertPem,
    });
  });
  afterAll(async () => {
    delete process.env.HOOKSIM_TEST_CANARY;
    await sandbox.stop();
    await firewall.close();
    await rm(dir, { recursive: true, force: true });
    await repo.cleanup();
  });

  it('says isolation is reduced, and runs in temporary copies of the workspace and HOME', async () => {
    expect(sandbox.driver).toBe('process');
    expect(sandbox.reducedIsolation).toBe(true);
    expect(sandbox.workspace).not.toBe(repo.dir);
    expect(await bash(sandbox, 'pwd; echo "$HOME"; cat README.md notes/todo.md')).toBe(
      `${sandbox.workspace}\n${sandbox.home}\nhello\nx\n`,
    );
  });

  it('gives hooks the scrubbed environment with proxy variables pointed at the firewall', async () => {
    const env = await bash(sandbox, 'env');
    expect(env).toContain('COPILOT_AGENT_PROMPT=the prompt\n');
    expect(env).toContain('FEATURE=on\n');
    expect(env).toMatch(/^HTTPS_PROXY=http:\/\/127\.0\.0\.1:\d+$/m);
    expect(env).toContain('NODE_EXTRA_CA_CERTS=');
    expect(env).not.toContain('canary-process-driver');
  });

  it('puts command stubs first on PATH', async () => {
    expect(await bash(sandbox, 'gh api /user; echo " exit=$?"')).toBe('[] exit=3\n');
  });

  it('sends proxied HTTPS through the firewall, which blocks and records it', async () => {
    const out = await bash(
      sandbox,
      'curl -sS -o /dev/null https://blocked.example.org/x 2>&1; echo "curl=$?"',
    );
    expect(out).toContain('curl=56');
    expect(firewall.egress()).toContainEqual(
      expect.objectContaining({ host: 'blocked.example.org', kind: 'http', allowed: false }),
    );
  });

  it('reports file changes with the sandbox names and never touches the checkout', async () => {
    await bash(
      sandbox,
      'echo new > created.txt; echo changed > README.md; rm src/a.txt; echo x > "$HOME/log"',
    );
    expect(await sandbox.changes()).toEqual({
      created: ['/root/log', '/workspace/created.txt'],
      modified: ['/workspace/README.md'],
      deleted: ['/workspace/src/a.txt'],
    });
    expect(await readFile(path.join(repo.dir, 'README.md'), 'utf8')).toBe('hello\n');
    expect(await readFile(path.join(repo.dir, 'src/a.txt'), 'utf8')).toBe('a\n');
  });
});

/** Host pids whose command line starts with `marker` (an `exec -a` name). */
function pidsNamed(marker: string): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/cmdline`, 'utf8').startsWith(`${marker}\0`)) pids.push(Number(name));
    } catch {
      // gone
    }
  }
  return pids;
}

describe('process driver: stop() kills what hooks left running (cloud-environment.md §2 "leftovers die with the sandbox", §5.8)', () => {
  const onLinux = process.platform === 'linux' ? it : it.skip;
  onLinux(
    'a setsid leftover, one that left the workspace, one that cleared its environment and a forked grandchild all die; an unrelated process of the same user lives',
    async () => {
      const repo = await makeTempRepo({ 'README.md': 'x\n' });
      const tag = `hooksim-leftover-${process.pid}`;
      const bystander = spawn('bash', ['-c', `exec -a ${tag}-bystander sleep 300`], {
        cwd: tmpdir(),
        stdio: 'ignore',
      });
      const sandbox = await startProcessSandbox({ repo: repo.dir, profile: PROFILES.cloud, prompt: '' });
      try {
        const script = [
          // The redteam's persist repro: a new session, so the hook's process-group kill misses it.
          `setsid bash -c 'exec -a ${tag}-setsid sleep 300' </dev/null >/dev/null 2>&1 &`,
          // Out of the workspace, environment kept (HOME and PATH name the sandbox directory).
          `setsid bash -c 'cd /; exec -a ${tag}-cd sleep 300' </dev/null >/dev/null 2>&1 &`,
          // Environment cleared, still in the workspace.
          `setsid env -i bash -c 'exec -a ${tag}-env sleep 300' </dev/null >/dev/null 2>&1 &`,
          // A daemon that keeps forking children after the hook returns.
          `setsid bash -c 'while :; do (exec -a ${tag}-child sleep 300) & sleep 0.05; done' </dev/null >/dev/null 2>&1 &`,
          'sleep 0.5; echo started',
        ].join('\n');
        expect(await bash(sandbox, script)).toBe('started\n');
        // Each leftover is running before stop(): polled, as a loaded machine may start them late.
        for (let waited = 0; waited < 5000; waited += 50) {
          if (['setsid', 'cd', 'env', 'child'].every((kind) => pidsNamed(`${tag}-${kind}`).length > 0)) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        for (const kind of ['setsid', 'cd', 'env', 'child'])
          expect(pidsNamed(`${tag}-${kind}`).length).toBeGreaterThan(0);
        await sandbox.stop();
        // Gone when stop() resolves, not some time after.
        for (const kind of ['setsid', 'cd', 'env', 'child']) expect(pidsNamed(`${tag}-${kind}`)).toEqual([]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(pidsNamed(`${tag}-child`)).toEqual([]);
        expect(pidsNamed(`${tag}-bystander`)).toEqual([bystander.pid]);
      } finally {
        await sandbox.stop();
        bystander.kill('SIGKILL');
        await repo.cleanup();
      }
    },
  );
});

describe('--sandbox auto where user namespaces are forbidden (cloud-environment.md §5.8; redteam F4)', () => {
  // A user namespace whose max_user_namespaces is 0 is a machine where no sandbox namespace can start (as
  // a locked-down container). The bundled CLI runs there as a user would run it; `merge` sends stderr into
  // stdout, so the order of the two shows.
  const cli = async (args: string[], merge = false) => {
    const quoted = args.map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`).join(' ');
    const script = `echo 0 > /proc/sys/user/max_user_namespaces && exec node dist/cli/index.js ${quoted}${merge ? ' 2>&1' : ''}`;
    return promisify(execFile)('unshare', ['--user', '--map-root-user', 'sh', '-c', script]).then(
      ({ stdout, stderr }) => ({ status: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        status: error.code,
        stdout: error.stdout,
        stderr: error.stderr,
      }),
    );
  };
  const WARNING = /^hooksim: the namespace sandbox is not ready on this machine: .*user namespace/m;
  let repo: TempRepo;
  beforeAll(async () => {
    repo = await makeTempRepo({
      '.github/hooks/a.json': hookFile({ preToolUse: [{ bash: 'cat >/dev/null; echo {}' }] }),
    });
  });
  afterAll(() => repo.cleanup());

  it('run: auto falls back to the process driver, says so on stderr before the first scenario, and the report says isolation is reduced', async () => {
    const { status, stdout } = await cli(['run', '--repo', repo.dir, '--sandbox', 'auto'], true);
    expect(stdout).toContain('✓ smoke session');
    expect(stdout).toMatch(WARNING);
    const lines = stdout.split('\n');
    expect(lines.findIndex((line) => WARNING.test(line))).toBeLessThan(
      lines.findIndex((line) => line.startsWith('✓ smoke session')),
    );
    // Said once, before the first hook, with the fix and the explicit opt-out; not again per scenario.
    expect(stdout).toContain('Fix: run `hooksim setup`');
    expect(stdout).toContain('pass --sandbox process');
    expect(stdout.match(/not ready|sandbox-reduced-fidelity/g)).toHaveLength(1);
    expect(status).toBe(0);
  });

  it('fire: auto says so on stderr, and --json carries the sandbox-reduced-fidelity warning diagnostic', async () => {
    const { status, stdout, stderr } = await cli(['fire', 'preToolUse', '--repo', repo.dir, '--json']);
    expect(status).toBe(0);
    expect(stderr).toMatch(WARNING);
    const record = JSON.parse(stdout);
    expect(record.hooks).toHaveLength(1);
    expect(record.diagnostics).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        code: 'sandbox-reduced-fidelity',
        message: expect.stringMatching(/without isolation.*namespaces unavailable/s),
      }),
    );
  });

  it('fire without --json: the warning line comes first, once', async () => {
    const { status, stdout } = await cli(['fire', 'preToolUse', '--repo', repo.dir], true);
    expect(status).toBe(0);
    expect(stdout.split('\n')[0]).toMatch(WARNING);
    expect(stdout.match(/not ready|sandbox-reduced-fidelity/g)).toHaveLength(1);
  });

  it('namespace exits 2: the sandbox could not start', async () => {
    const { status, stdout } = await cli(['run', '--repo', repo.dir, '--sandbox', 'namespace']);
    expect(status).toBe(2);
    expect(stdout).toMatch(/hooksim could not replay it: .*user namespace/);
  });
});
