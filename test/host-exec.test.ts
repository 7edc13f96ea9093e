import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HostHookHost } from '../src/sandbox/host.js';
import type { ExecRequest } from '../src/sandbox/types.js';

const BASH = ['/bin/bash', '--norc', '--noprofile', '-c'];
const ENV = { PATH: '/usr/local/bin:/usr/bin:/bin', LANG: 'C.UTF-8', HOME: '/tmp' };
const MiB = 1024 * 1024;

let workspace: string;
let host: HostHookHost;
/** Processes a test leaves behind on purpose (escapees); killed in afterAll. */
const leftovers: number[] = [];

beforeAll(() => {
  workspace = mkdtempSync(path.join(tmpdir(), 'hooksim-host-'));
  host = new HostHookHost({ workspace, home: '/tmp', baseEnv: ENV });
});

afterAll(() => {
  for (const pid of leftovers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(workspace, { recursive: true, force: true });
});

function request(text: string, overrides: Partial<ExecRequest> = {}): ExecRequest {
  return {
    argv: [...BASH, text],
    cwd: workspace,
    env: { ...ENV },
    stdin: '',
    timeoutMs: 10_000,
    killMode: 'termThenKill',
    killGroupOnExit: true,
    outputCapBytes: 10 * MiB,
    ...overrides,
  };
}

/** True while the process exists and is not a zombie. */
function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The state follows the parenthesised command name.
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

async function waitForFile(file: string): Promise<string> {
  for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 20));
  return readFileSync(file, 'utf8').trim();
}

describe('HostHookHost.exec: spawning (runtime-behaviour.md §4)', () => {
  it('writes stdin, closes it, and captures stdout and stderr separately', async () => {
    const result = await host.exec(request('cat; echo err >&2', { stdin: '{"a":1}' }));
    expect(result.exitCode).toBe(0);
    expect(result.stdout.toString()).toBe('{"a":1}');
    expect(result.stderr.toString()).toBe('err\n');
    expect(result.timedOut).toBe(false);
    expect(result.spawnError).toBeUndefined();
  });

  it('runs the hook as its own process group leader: pgid == pid', async () => {
    // Field 5 of /proc/<pid>/stat is the process group id.
    const result = await host.exec(
      request('read -r -a f < <(sed "s/.*) //" /proc/$$/stat); echo "$$ ${f[2]}"'),
    );
    const [pid, pgid] = result.stdout.toString().trim().split(' ');
    expect(pid).toMatch(/^\d+$/);
    expect(pgid).toBe(pid);
    expect(Number(pgid)).not.toBe(process.pid);
  });

  it('passes exactly the requested environment, nothing of hooksim process.env (cloud-environment.md §3)', async () => {
    process.env.HOOKSIM_CANARY = 'leak';
    try {
      const result = await host.exec(request('env', { env: { ONLY: 'me', PATH: ENV.PATH } }));
      const names = result.stdout
        .toString()
        .trim()
        .split('\n')
        .map((line) => line.split('=')[0])
        .sort();
      // bash itself adds PWD, SHLVL and _.
      expect(names).toEqual(['ONLY', 'PATH', 'PWD', 'SHLVL', '_']);
    } finally {
      delete process.env.HOOKSIM_CANARY;
    }
  });

  it('ignores EPIPE when the hook exits without reading a large stdin', async () => {
    const result = await host.exec(request('exit 0', { stdin: 'x'.repeat(4 * MiB) }));
    expect(result.exitCode).toBe(0);
    expect(result.spawnError).toBeUndefined();
  });

  it('reports a missing cwd as `spawn /bin/bash ENOENT` without throwing (§4 cwd field)', async () => {
    const result = await host.exec(request('echo hi', { cwd: path.join(workspace, 'no-such-dir') }));
    expect(result.spawnError).toBe('spawn /bin/bash ENOENT');
    expect(result.exitCode).toBeNull();
    expect(result.stdout.length).toBe(0);
  });

  it('reports a missing program and a non-executable file as spawn errors (ENOENT, EACCES)', async () => {
    const missing = await host.exec(request('', { argv: ['/nonexistent/prog', 'a'] }));
    expect(missing.spawnError).toBe('spawn /nonexistent/prog ENOENT');
    const file = path.join(workspace, 'not-executable.sh');
    writeFileSync(file, '#!/bin/bash\necho hi\n');
    chmodSync(file, 0o644);
    const denied = await host.exec(request('', { argv: [file] }));
    expect(denied.spawnError).toBe(`spawn ${file} EACCES`);
  });

  it('reports a death by signal as signal, not exit code (§7)', async () => {
    const result = await host.exec(request('kill -9 $$'));
    expect(result.exitCode).toBeNull();
    expect(result.signal).toBe('SIGKILL');
    expect(result.timedOut).toBe(false);
  });
});

describe('HostHookHost.exec: timeouts (runtime-behaviour.md §5, R066)', () => {
  it('kills a hook that sleeps past its timeout, promptly', async () => {
    const result = await host.exec(request('echo before; sleep 10', { timeoutMs: 300 }));
    expect(result.timedOut).toBe(true);
    expect(result.stdout.toString()).toBe('before\n');
    expect(result.durationMs).toBeGreaterThanOrEqual(290);
    expect(result.durationMs).toBeLessThan(1500);
  });

  it('termThenKill: sends SIGTERM first, the hook sees it', async () => {
    const result = await host.exec(
      request("trap 'echo got-term >&2; exit 0' TERM; sleep 10", { timeoutMs: 300 }),
    );
    expect(result.timedOut).toBe(true);
    expect(result.stderr.toString()).toMatch(/got-term\n$/);
    expect(result.exitCode).toBe(0);
    expect(result.durationMs).toBeLessThan(1500);
  });

  it('termThenKill: a hook that ignores SIGTERM is SIGKILLed about 2 s later', async () => {
    const result = await host.exec(request("trap '' TERM; sleep 10", { timeoutMs: 300 }));
    expect(result.timedOut).toBe(true);
    expect(result.signal).toBe('SIGKILL');
    expect(result.durationMs).toBeGreaterThanOrEqual(2250);
    expect(result.durationMs).toBeLessThan(4000);
  });

  it('a timeout beyond the timer range does not fire at once', async () => {
    const result = await host.exec(request('sleep 0.1; echo ok', { timeoutMs: 1e12 }));
    expect(result.timedOut).toBe(false);
    expect(result.stdout.toString()).toBe('ok\n');
  });

  it('kill: a hook that ignores SIGTERM is SIGKILLed at once', async () => {
    const result = await host.exec(request("trap '' TERM; sleep 10", { timeoutMs: 300, killMode: 'kill' }));
    expect(result.timedOut).toBe(true);
    expect(result.signal).toBe('SIGKILL');
    expect(result.durationMs).toBeLessThan(1500);
  });
});

describe('HostHookHost.exec: leftover processes (runtime-behaviour.md §4 After exit)', () => {
  it('returns promptly when a background child holds stdout, and kills it with the group (killGroupOnExit)', async () => {
    const pidFile = path.join(workspace, 'bg.pid');
    const started = Date.now();
    const result = await host.exec(request(`sleep 30 & echo $! > ${pidFile}; echo '{"ok":true}'`));
    expect(Date.now() - started).toBeLessThan(1500);
    expect(result.exitCode).toBe(0);
    expect(result.stdout.toString()).toBe('{"ok":true}\n');
    const pid = Number(await waitForFile(pidFile));
    await new Promise((r) => setTimeout(r, 50));
    expect(isAlive(pid)).toBe(false);
  });

  it('without killGroupOnExit, still returns promptly and leaves the background child alive', async () => {
    const pidFile = path.join(workspace, 'bg2.pid');
    const started = Date.now();
    const result = await host.exec(
      request(`sleep 30 & echo $! > ${pidFile}; echo done`, { killGroupOnExit: false }),
    );
    expect(Date.now() - started).toBeLessThan(1500);
    expect(result.stdout.toString()).toBe('done\n');
    const pid = Number(await waitForFile(pidFile));
    leftovers.push(pid);
    expect(isAlive(pid)).toBe(true);
  });

  it('returns promptly when a setsid escapee holds stdout open; the escapee is outside the group', async () => {
    const pidFile = path.join(workspace, 'escapee.pid');
    const started = Date.now();
    const result = await host.exec(
      request(`setsid bash -c 'echo $$ > ${pidFile}; exec sleep 30' & sleep 0.1; echo done`),
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.exitCode).toBe(0);
    expect(result.stdout.toString()).toBe('done\n');
    const pid = Number(await waitForFile(pidFile));
    leftovers.push(pid);
    expect(isAlive(pid)).toBe(true);
  });
});

describe('HostHookHost.exec: output caps (runtime-behaviour.md §6, R054)', () => {
  it('keeps the first 10 MiB of a 50 MiB stdout, drains the rest, and finishes in seconds', async () => {
    const started = Date.now();
    const result = await host.exec(
      request(`head -c ${50 * MiB} /dev/zero | tr '\\0' 'a'; echo finished >&2`),
    );
    expect(Date.now() - started).toBeLessThan(8000);
    expect(result.exitCode).toBe(0);
    expect(result.stdout.length).toBe(10 * MiB);
    expect(result.stdoutTruncated).toBe(true);
    expect(result.stderr.toString()).toBe('finished\n');
    expect(result.stderrTruncated).toBe(false);
  });

  it('caps stderr separately from stdout', async () => {
    const result = await host.exec(request('printf %2000s x >&2; printf abc', { outputCapBytes: 100 }));
    expect(result.stderr.length).toBe(100);
    expect(result.stderrTruncated).toBe(true);
    expect(result.stdout.toString()).toBe('abc');
    expect(result.stdoutTruncated).toBe(false);
  });

  it('an output of exactly the cap is not truncated', async () => {
    const result = await host.exec(request('printf %100s x', { outputCapBytes: 100 }));
    expect(result.stdout.length).toBe(100);
    expect(result.stdoutTruncated).toBe(false);
  });
});
