/**
 * The process driver (cloud-environment.md §5.8): temporary copies, the scrubbed environment, command stubs
 * first on PATH, proxy variables pointed at the firewall, file changes, and the checkout never touched; and
 * `--sandbox auto` falling back to it with a warning when namespaces cannot start.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
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

describe('--sandbox auto where user namespaces are forbidden', () => {
  // A user namespace whose max_user_namespaces is 0 is a machine where no sandbox namespace can start (as
  // a locked-down container). The bundled CLI runs there as a user would run it.
  const cli = async (repo: string, sandbox: string) => {
    const script = `echo 0 > /proc/sys/user/max_user_namespaces && exec node dist/cli/index.js run --repo '${repo}' --sandbox ${sandbox}`;
    return promisify(execFile)('unshare', ['--user', '--map-root-user', 'sh', '-c', script]).then(
      ({ stdout, stderr }) => ({ status: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        status: error.code,
        stdout: error.stdout,
        stderr: error.stderr,
      }),
    );
  };
  let repo: TempRepo;
  beforeAll(async () => {
    repo = await makeTempRepo({
      '.github/hooks/a.json': hookFile({ preToolUse: [{ bash: 'cat >/dev/null; echo {}' }] }),
    });
  });
  afterAll(() => repo.cleanup());

  it('auto falls back to the process driver, and the report says isolation is reduced', async () => {
    const { status, stdout } = await cli(repo.dir, 'auto');
    expect(stdout).toContain('✓ smoke session');
    expect(stdout).toContain('warning: sandbox-reduced-fidelity');
    expect(stdout).toMatch(/\(namespaces unavailable: .*user namespace/);
    expect(status).toBe(0);
  });

  it('namespace exits 2: the sandbox could not start', async () => {
    const { status, stdout } = await cli(repo.dir, 'namespace');
    expect(status).toBe(2);
    expect(stdout).toMatch(/hooksim could not replay it: .*user namespace/);
  });
});
