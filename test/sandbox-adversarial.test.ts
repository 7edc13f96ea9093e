/**
 * Hostile hooks, each a real bash hook dispatched through the namespace sandbox as `run` and `fire` run it: a
 * fork bomb, a `setsid` escapee, a hook filling /tmp, one binding a port, mount and namespace attempts,
 * /proc writes and reads, killing the agent, garbage on the firewall socket. Each must be contained (checked
 * from the host), and the dispatch must come back with the right status within a bound.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readlinkSync, statfsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Firewall } from '../src/firewall/firewall.js';
import { ensureRunDir } from '../src/sandbox/cleanup.js';
import { locatePidsCgroup } from '../src/sandbox/namespace-pids.js';
import type { HookRecord } from '../src/model.js';
import { PROFILES } from '../src/profiles.js';
import {
  releaseNamespaceRun,
  SANDBOX_MAX_PROCESSES,
  startNamespaceSandbox,
} from '../src/sandbox/namespace.js';
import type { Sandbox } from '../src/sandbox/types.js';
import { fireInSandbox } from './helpers/sandbox-dispatch.js';
import { makeTempRepo, type TempRepo } from './helpers/temp-repo.js';

const CANARY = `canary${randomBytes(8).toString('hex')}`;
const savedCanary = process.env.HOOKSIM_ADVERSARIAL_SECRET;

let repo: TempRepo;
let fwDir: string;
let firewall: Firewall;
let sandbox: Sandbox;

/** A sandbox as `run` builds it: behind a firewall that allows one name. */
function startBox(): Promise<Sandbox> {
  return startNamespaceSandbox({
    repo: repo.dir,
    profile: PROFILES.cloud,
    prompt: 'adversarial',
    egressSocket: firewall.socketPath,
    caCertPem: firewall.caCertPem,
  });
}

beforeAll(async () => {
  process.env.HOOKSIM_ADVERSARIAL_SECRET = CANARY;
  // ps is how the escapee checks look for leftovers: its silence counts only if it works.
  expect(
    execFileSync('ps', ['-p', String(process.pid), '-o', 'pid='])
      .toString()
      .trim(),
  ).toBe(String(process.pid));
  repo = await makeTempRepo({ 'README.md': 'adversarial\n' });
  fwDir = await mkdtemp(path.join(tmpdir(), 'hooksim-adv-fw-'));
  firewall = await Firewall.start({
    socketPath: path.join(fwDir, 'egress.sock'),
    surface: 'cloud',
    allow: ['allowed.test'],
    recommended: false,
  });
  sandbox = await startBox();
});

afterAll(async () => {
  await releaseNamespaceRun();
  await firewall.close();
  await rm(fwDir, { recursive: true, force: true });
  await repo.cleanup();
  if (savedCanary === undefined) delete process.env.HOOKSIM_ADVERSARIAL_SECRET;
  else process.env.HOOKSIM_ADVERSARIAL_SECRET = savedCanary;
});

/**
 * Bash test: is /proc entry $p the in-sandbox agent, native (`/run/hooksim/agent [--egress]`) or Node
 * (`/run/hooksim/node /run/hooksim/agent.cjs [--egress]`)? Not the native agent's helper (`--egress-fds=…`).
 */
const IS_AGENT =
  'case "$(tr "\\0" " " < $p/cmdline 2>/dev/null)" in "/run/hooksim/agent "*|"/run/hooksim/node /run/hooksim/agent.cjs "|"/run/hooksim/node /run/hooksim/agent.cjs --egress ") true;; *) false;; esac';

/** Dispatch one preToolUse hook in `box` and return its record and how long the dispatch took. */
async function fireOne(
  box: Sandbox,
  bash: string,
  timeoutSec = 10,
): Promise<{ hook: HookRecord; elapsedMs: number }> {
  const started = Date.now();
  const record = await fireInSandbox(box, { preToolUse: [{ bash, timeoutSec }] }, { firewall });
  const hook = record.hooks[0];
  if (hook === undefined) throw new Error('no hook record');
  return { hook, elapsedMs: Date.now() - started };
}

/** Host pids of processes whose command line contains `marker`. */
function hostPidsWith(marker: string): number[] {
  const out = spawnSync('ps', ['-e', '-o', 'pid=,args='], { encoding: 'utf8' }).stdout;
  return out
    .split('\n')
    .filter((line) => line.includes(marker) && !line.includes('ps -e'))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

/** Host pids of every process in the PID namespace `ns` (a `pid:[n]` link text). */
function pidsInNamespace(ns: string): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readlinkSync(`/proc/${name}/ns/pid`) === ns) pids.push(Number(name));
    } catch {
      // gone
    }
  }
  return pids;
}

/** Start a `setsid` marker process in `box` and return the PID namespace it is in, seen from the host. */
async function sandboxPidNamespace(box: Sandbox, marker: string): Promise<string> {
  const { hook } = await fireOne(
    box,
    `setsid bash -c 'exec -a ${marker} sleep 300' </dev/null >/dev/null 2>&1 & sleep 0.3`,
  );
  expect(hook.status).toBe('ok');
  const [pid] = hostPidsWith(marker);
  if (pid === undefined) throw new Error(`marker ${marker} not found on the host`);
  return readlinkSync(`/proc/${pid}/ns/pid`);
}

/** Poll until `check` holds or `ms` pass; returns whether it held. */
async function eventually(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

/** Watch a sandbox's process count and hooksim's event-loop lag while `work` runs. */
async function watch<T>(
  ns: string,
  work: Promise<T>,
): Promise<{ result: T; maxProcesses: number; maxLagMs: number; hostSpawnOk: boolean }> {
  let maxProcesses = 0;
  let maxLagMs = 0;
  let last = Date.now();
  let hostSpawnOk = true;
  const timer = setInterval(() => {
    const now = Date.now();
    maxLagMs = Math.max(maxLagMs, now - last - 100);
    last = now;
    maxProcesses = Math.max(maxProcesses, pidsInNamespace(ns).length);
    // The host keeps its pid space: hooksim can still start a process at the height of the attack.
    if (spawnSync('/bin/true').status !== 0) hostSpawnOk = false;
  }, 100);
  try {
    return { result: await work, maxProcesses, maxLagMs, hostSpawnOk };
  } finally {
    clearInterval(timer);
  }
}

describe('adversarial hooks: processes (cloud-environment.md §5.8 process bound, runtime-behaviour.md §5)', () => {
  it('a fork bomb stops at the process bound, times out, and the same sandbox runs the next hook', async () => {
    const ns = await sandboxPidNamespace(sandbox, `hooksim-ns-${randomBytes(4).toString('hex')}`);
    const watched = await watch(ns, fireOne(sandbox, ':(){ :|:& };:; sleep 30', 2));
    const { hook, elapsedMs } = watched.result;
    expect(hook.status).toBe('timeout');
    // 2 s timeout, SIGTERM, the group killed when bash exits: well inside the 2 s kill grace.
    expect(elapsedMs).toBeLessThan(6_000);
    expect(watched.maxProcesses).toBeGreaterThan(SANDBOX_MAX_PROCESSES / 2);
    expect(watched.maxProcesses).toBeLessThanOrEqual(SANDBOX_MAX_PROCESSES);
    expect(watched.hostSpawnOk).toBe(true);
    expect(watched.maxLagMs).toBeLessThan(2_000);
    // The bomb went with its process group: only PID 1, the agent and the marker are left.
    expect(await eventually(() => pidsInNamespace(ns).length <= 3, 2_000)).toBe(true);
    const next = await fireOne(sandbox, `cat >/dev/null; echo '{"permissionDecision":"allow"}'`);
    expect(next.hook.status).toBe('ok');
    expect(next.hook.output).toEqual({ permissionDecision: 'allow' });
  });

  it('a setsid fork bomb that outlives its hook stays bounded, and stop() removes every process of it', async () => {
    const box = await startBox();
    try {
      const ns = await sandboxPidNamespace(box, `hooksim-ns-${randomBytes(4).toString('hex')}`);
      const attack = fireOne(
        box,
        `setsid bash -c ':(){ :|:& };:' </dev/null >/dev/null 2>&1 & sleep 1.5; echo '{}'`,
      );
      const watched = await watch(ns, attack);
      expect(watched.result.hook.status).toBe('ok');
      expect(watched.result.elapsedMs).toBeLessThan(5_000);
      expect(watched.maxProcesses).toBeGreaterThan(SANDBOX_MAX_PROCESSES / 2);
      expect(watched.maxProcesses).toBeLessThanOrEqual(SANDBOX_MAX_PROCESSES);
      expect(watched.hostSpawnOk).toBe(true);
      const started = Date.now();
      await box.stop();
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await eventually(() => pidsInNamespace(ns).length === 0, 3_000)).toBe(true);
    } finally {
      await box.stop();
    }
    // Another session starts and runs hooks as usual.
    const fresh = await startBox();
    try {
      expect((await fireOne(fresh, 'echo fresh >&2')).hook.stderr).toBe('fresh\n');
    } finally {
      await fresh.stop();
    }
  });

  it('a setsid escapee outlives its hook (the dispatch returns) and is killed at stop: nothing left on the host', async () => {
    const box = await startBox();
    const marker = `hooksim-escapee-${randomBytes(6).toString('hex')}`;
    try {
      // The pause lets the escapee call setsid() before the hook's group is killed as the hook exits.
      const { hook, elapsedMs } = await fireOne(
        box,
        `setsid bash -c 'exec -a ${marker} sleep 300' </dev/null >/dev/null 2>&1 & sleep 0.3; echo started >&2`,
      );
      expect(hook.status).toBe('ok');
      expect(elapsedMs).toBeLessThan(3_000);
      expect(await eventually(() => hostPidsWith(marker).length === 1, 2_000)).toBe(true);
    } finally {
      await box.stop();
    }
    expect(await eventually(() => hostPidsWith(marker).length === 0, 3_000)).toBe(true);
  });

  it('kill -9 of the agent from a hook ends the dispatch with an error, not a hang; stop() still cleans up', async () => {
    const box = await startBox();
    const marker = `hooksim-orphan-${randomBytes(6).toString('hex')}`;
    try {
      const ns = await sandboxPidNamespace(box, marker);
      const { hook, elapsedMs } = await fireOne(
        box,
        `for p in /proc/[0-9]*; do ${IS_AGENT} && kill -9 \${p#/proc/}; done; sleep 5`,
      );
      expect(hook.status).toBe('error');
      expect(hook.error).toMatch(/agent|sandbox/i);
      expect(elapsedMs).toBeLessThan(4_000);
      // The agent was the sandbox's main process: bwrap's PID 1 ends, and the kernel ends everything else.
      expect(await eventually(() => pidsInNamespace(ns).length === 0, 3_000)).toBe(true);
      expect((await fireOne(box, 'true')).hook.status).toBe('error');
    } finally {
      await box.stop();
    }
    expect(hostPidsWith(marker)).toEqual([]);
  });
});

describe('process bound: which pids cgroup a root hooksim bounds its sandboxes with', () => {
  const v1Mounts = [
    '39 31 0:36 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids',
    '41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw',
  ].join('\n');

  it('cgroup v1: the pids hierarchy, below the mount point', () => {
    expect(locatePidsCgroup('8:pids:/ci/job\n0::/', v1Mounts)).toEqual({
      dir: '/sys/fs/cgroup/pids/ci/job',
      version: 1,
    });
  });

  it('cgroup v2: the unified hierarchy; a mount of a sub-tree (container) maps the path under its root', () => {
    const v2 = '30 25 0:26 / /sys/fs/cgroup rw,nosuid - cgroup2 cgroup2 rw,nsdelegate';
    expect(locatePidsCgroup('0::/user.slice/x.scope', v2)).toEqual({
      dir: '/sys/fs/cgroup/user.slice/x.scope',
      version: 2,
    });
    const nested = '30 25 0:26 /docker/abc /sys/fs/cgroup ro - cgroup2 cgroup2 rw';
    expect(locatePidsCgroup('0::/docker/abc/inner', nested)).toEqual({
      dir: '/sys/fs/cgroup/inner',
      version: 2,
    });
    expect(locatePidsCgroup('0::/elsewhere', nested)).toBeUndefined();
  });

  it('none mounted: no cgroup', () => {
    expect(locatePidsCgroup('0::/', '22 1 0:20 / /proc rw - proc proc rw')).toBeUndefined();
  });
});

describe('adversarial hooks: filesystem and kernel (cloud-environment.md §1, §5.8)', () => {
  it('filling /tmp ends in ENOSPC at the tmpfs size; the host temp directory does not fill', async () => {
    const hostFree = () => {
      const stats = statfsSync(tmpdir());
      return stats.bavail * stats.bsize;
    };
    const before = hostFree();
    const { hook } = await fireOne(
      sandbox,
      'head -c 1200M /dev/zero > /tmp/fill; echo "rc=$?"; stat -c %s /tmp/fill; df -P -k /tmp | tail -1',
      30,
    );
    const during = hostFree();
    await fireOne(sandbox, 'rm -f /tmp/fill');
    expect(hook.status).toBe('ok');
    expect(hook.stderr).toMatch(/No space left on device/);
    const [rc, size, df] = (hook.stdout ?? '').trim().split('\n');
    expect(rc).toBe('rc=1');
    expect(Number(size)).toBe(1024 * 1024 * 1024);
    expect(df).toMatch(/^tmpfs\s+1048576\s+1048576\s+0\s+100% \/tmp$/);
    // 1 GiB went to the sandbox's memory-backed /tmp, none of it to the host's temp directory.
    expect(before - during).toBeLessThan(256 * 1024 * 1024);
  });

  it('the stderr the sandbox process and its agent keep open cannot be reopened through /proc: nothing of it reaches the host disk', async () => {
    // Their stderr used to be a file in the run directory, which `> /proc/1/fd/2` wrote without bound.
    // Measured where the run directory is (on /dev/shm where it can be: src/sandbox/cleanup.ts runBase).
    const hostUsed = () => {
      const stats = statfsSync(ensureRunDir());
      return (stats.blocks - stats.bfree) * stats.bsize;
    };
    const before = hostUsed();
    const { hook } = await fireOne(
      sandbox,
      `for p in /proc/[0-9]*; do ${IS_AGENT} || [ "$p" = /proc/1 ] || continue; ls -l $p/fd/2 | sed 's/.*-> //'; head -c 64M /dev/zero > $p/fd/2 && echo wrote; done`,
      30,
    );
    expect(hook.status).toBe('ok');
    const lines = (hook.stdout ?? '').trim().split('\n');
    // PID 1 and the agent, each with a socket as stderr, neither written.
    expect(lines).toEqual([
      expect.stringMatching(/^socket:\[\d+\]$/),
      expect.stringMatching(/^socket:\[\d+\]$/),
    ]);
    expect(hook.stderr).toMatch(/fd\/2: No such device or address[\s\S]*fd\/2: No such device or address/);
    expect(hostUsed() - before).toBeLessThan(32 * 1024 * 1024);
  });

  it('/dev/shm is a 64 MiB tmpfs: 100 MB ends in ENOSPC at the cap; /dev itself takes no new file (redteam F5)', async () => {
    const { hook } = await fireOne(
      sandbox,
      [
        'head -c 100M /dev/zero > /dev/shm/fill; echo "rc=$?"; stat -c %s /dev/shm/fill',
        'df -P -k /dev/shm | tail -1; rm -f /dev/shm/fill',
        'stat -c %a /dev/shm',
        'for f in /dev/fill /dev/shm/../fill2; do (echo x > $f) 2>/dev/null; echo "$f=$?"; done',
        'mkdir /dev/d 2>/dev/null; echo "mkdir=$?"',
        'ln -s /tmp /dev/l 2>/dev/null; echo "ln=$?"',
      ].join('\n'),
      30,
    );
    expect(hook.status).toBe('ok');
    expect(hook.stderr).toMatch(/No space left on device/);
    expect((hook.stdout ?? '').trim().split('\n')).toEqual([
      'rc=1',
      String(64 * 1024 * 1024),
      expect.stringMatching(/^tmpfs\s+65536\s+65536\s+0\s+100% \/dev\/shm$/),
      '1777',
      '/dev/fill=1',
      '/dev/shm/../fill2=1',
      'mkdir=1',
      'ln=1',
    ]);
  });

  it('the common /dev uses still work: null, zero, full, urandom, fd, stdin links, here-strings, $(…), <(…), pts, POSIX semaphores', async () => {
    const { hook } = await fireOne(
      sandbox,
      [
        'echo gone > /dev/null && echo null-ok',
        'echo "zero=$(head -c 3 /dev/zero | od -An -tx1 | tr -d " ")"',
        '(echo x > /dev/full) 2>/dev/null || echo full-enospc',
        'echo "urandom=$(head -c 16 /dev/urandom | wc -c)"',
        'read -r word <<< "here-string"; echo "$word"',
        'cat <<EOF',
        'heredoc',
        'EOF',
        'echo "subst=$(echo inner)"',
        'cat <(echo procsub)',
        'diff <(echo a) <(echo a) && echo diff-ok',
        // Node's stdio pipes are socket pairs, which /proc/self/fd cannot reopen (as under the real runtime):
        // /dev/stdin and friends are checked as links, and through a pipe of bash's own.
        'echo "links=$(readlink /dev/stdin /dev/stdout /dev/stderr /dev/fd | tr "\\n" " ")"',
        'echo piped | cat /dev/stdin',
        'echo "fd=$(ls /dev/fd/ | wc -l)"',
        '[ -d /dev/pts ] && echo pts-ok',
        'python3 -c "import multiprocessing as m; m.Lock(); print(\'sem-ok\')"',
      ].join('\n'),
    );
    expect(hook.status).toBe('ok');
    expect((hook.stdout ?? '').split('\n')).toEqual([
      'null-ok',
      'zero=000000',
      'full-enospc',
      'urandom=16',
      'here-string',
      'heredoc',
      'subst=inner',
      'procsub',
      'diff-ok',
      'links=/proc/self/fd/0 /proc/self/fd/1 /proc/self/fd/2 /proc/self/fd ',
      'piped',
      expect.stringMatching(/^fd=[1-9]\d*$/),
      'pts-ok',
      'sem-ok',
      '',
    ]);
  });

  it('refuses io_uring (io_uring_setup fails with ENOSYS, as in Docker’s default seccomp profile)', async () => {
    if (process.arch !== 'x64') {
      console.warn(
        `skipped: the io_uring check calls syscall 425 by number, known for x86_64 only (this is ${process.arch})`,
      );
      return;
    }
    const { hook } = await fireOne(
      sandbox,
      [
        'python3 - <<EOF',
        'import ctypes, os',
        'libc = ctypes.CDLL(None, use_errno=True)',
        'params = ctypes.create_string_buffer(120)',
        'rc = libc.syscall(425, 4, params)',
        'print(rc, os.strerror(ctypes.get_errno()))',
        'EOF',
      ].join('\n'),
    );
    expect(hook.stdout).toBe('-1 Function not implemented\n');
  });

  it('mount, remount of / read-write, bind mounts and new namespaces are refused', async () => {
    const { hook } = await fireOne(
      sandbox,
      [
        'try() { "$@" >/dev/null 2>&1; echo "$1 $2=$?"; }',
        'try mount -o remount,rw /',
        'try mount -o remount,rw /usr',
        'mkdir -p /tmp/b',
        'try mount --bind /tmp/b /workspace',
        'try mount -t tmpfs none /tmp/b',
        'try umount /workspace',
        'try unshare -m true',
        'try unshare -U true',
        'try unshare -Ur true',
        'try unshare -n true',
        'try mknod /workspace/disk b 8 0',
        'try mknod /tmp/null c 1 3',
        'grep -c " /workspace " /proc/self/mounts',
      ].join('\n'),
    );
    expect(hook.status).toBe('ok');
    const lines = (hook.stdout ?? '').trim().split('\n');
    expect(lines.pop()).toBe('1');
    expect(lines).toHaveLength(11);
    for (const line of lines) expect(line).toMatch(/=[1-9]\d*$/);
  });

  it('writes to /proc/sys (kernel.core_pattern included) and /proc/sysrq-trigger are refused: read-only', async () => {
    // Each file gets its own current value back, so nothing changes even if a write went through.
    const { hook } = await fireOne(
      sandbox,
      [
        'for f in /proc/sys/kernel/core_pattern /proc/sys/vm/swappiness /proc/sys/kernel/hostname; do',
        '  v=$(cat $f); (echo "$v" > $f) 2>/dev/null; echo "$f=$?"',
        'done',
        '[ ! -e /proc/sysrq-trigger ] || { (echo h > /proc/sysrq-trigger) 2>/dev/null; echo "sysrq=$?"; }',
        'v=$(cat /proc/sys/vm/swappiness); echo "$v" > /proc/sys/vm/swappiness',
      ].join('\n'),
    );
    const lines = (hook.stdout ?? '').trim().split('\n');
    expect(lines.slice(0, 3)).toEqual([
      '/proc/sys/kernel/core_pattern=1',
      '/proc/sys/vm/swappiness=1',
      '/proc/sys/kernel/hostname=1',
    ]);
    if (existsSync('/proc/sysrq-trigger')) expect(lines[3]).toBe('sysrq=1');
    expect(hook.stderr).toMatch(/swappiness: Read-only file system/);
  });

  it('/proc/1/environ and the agent’s environ hold only the documented variables, no host secret (§3)', async () => {
    const { hook } = await fireOne(
      sandbox,
      [
        `for p in /proc/[0-9]*; do ${IS_AGENT} && agent=$p; done`,
        'echo "== init"; tr "\\0" "\\n" < /proc/1/environ | cut -d= -f1 | sort',
        'echo "== agent"; tr "\\0" "\\n" < $agent/environ | cut -d= -f1 | sort',
        `grep -rsla ${CANARY} /proc/[0-9]*/environ; true`,
      ].join('\n'),
    );
    // The init's environment is empty (`exec -c` in the setup step).
    expect(hook.stdout).toBe('== init\n== agent\nHOME\nLANG\nPATH\nPWD\n');
  });
});

describe('adversarial hooks: network (cloud-environment.md §5.1, §5.8)', () => {
  let hostServer: Server;
  let hostPort = 0;
  let hostConnections = 0;

  beforeAll(async () => {
    hostServer = createServer((socket) => {
      hostConnections++;
      socket.end('HTTP/1.1 200 OK\r\ncontent-length: 11\r\n\r\nhost secret');
    });
    await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
    hostPort = (hostServer.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => hostServer.close(() => resolve())));

  it('a port bound inside serves the sandbox but is not reachable from the host loopback', async () => {
    // A port free on the host: were the sandbox's listener reachable, it would answer here.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const server = `require('net').createServer((s) => s.end('inside')).listen(${port}, '0.0.0.0')`;
    const hook = fireOne(
      sandbox,
      `/run/hooksim/node -e "${server}" & for i in $(seq 50); do exec 3<>/dev/tcp/127.0.0.1/${port} 2>/dev/null && break; sleep 0.05; done; cat <&3; sleep 1.5; exec 4<>/dev/tcp/10.0.2.15/${port} && cat <&4; kill %1`,
    );
    const results: string[] = [];
    for (let i = 0; i < 8; i++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      results.push(await tryConnect(port));
    }
    const { hook: record } = await hook;
    expect(record.stdout).toBe('insideinside');
    expect(results.every((result) => result === 'refused')).toBe(true);
  });

  it('garbage and hand-made relay headers on the firewall socket leave the firewall serving', async () => {
    const script = `
      const net = require('net');
      const sock = '/run/hooksim/egress.sock';
      const send = (bytes, wait = 300) => new Promise((resolve) => {
        const s = net.connect(sock, () => s.write(bytes));
        let got = '';
        s.on('data', (d) => (got += d));
        s.on('error', () => undefined);
        s.on('close', () => resolve(got));
        setTimeout(() => { s.destroy(); resolve(got); }, wait);
      });
      (async () => {
        await send(require('crypto').randomBytes(65536));
        await send('A'.repeat(100000));
        await send('DNS 99999\\n' + 'x'.repeat(100));
        await send('TCP 127.0.0.1 0\\n');
        const sneaky = await send('TCP 127.0.0.1 ${hostPort}\\nGET / HTTP/1.1\\r\\nHost: 127.0.0.1:${hostPort}\\r\\n\\r\\n', 1000);
        const many = await Promise.all(Array.from({ length: 600 }, () => send('', 200)));
        console.log(JSON.stringify({ sneaky: sneaky.split('\\r\\n')[0], many: many.length }));
      })();
    `;
    const { hook } = await fireOne(
      sandbox,
      `/run/hooksim/node -e ${shellQuote(script)}; getent hosts allowed.test; getent hosts not-allowed.test; echo "rc=$?"`,
    );
    expect(hook.status).toBe('ok');
    const [report, allowed, blocked] = (hook.stdout ?? '').trim().split('\n');
    // A relayed request for the host's loopback is answered by the firewall, never forwarded.
    expect(JSON.parse(report ?? '{}')).toEqual({ sneaky: 'HTTP/1.1 502 Bad Gateway', many: 600 });
    expect(hostConnections).toBe(0);
    // After all that, lookups still go through the firewall and are decided and recorded.
    expect(allowed).toMatch(/^127\.1\.0\.1\s+allowed\.test$/);
    expect(blocked).toBe('rc=2');
    expect(firewall.egress()).toContainEqual(
      expect.objectContaining({ host: 'not-allowed.test', kind: 'dns', allowed: false }),
    );
    expect(await eventually(() => firewall.openConnections() === 0, 3_000)).toBe(true);
  });
});

/** Connect to the host's 127.0.0.1:port; `refused`, or what was read. */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
    socket.on('error', () => resolve('refused'));
    socket.on('close', () => resolve(data === '' ? 'closed' : data));
  });
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
