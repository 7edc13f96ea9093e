import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROFILES } from '../src/profiles.js';
import { SANDBOX_PATH } from '../src/sandbox/environment.js';
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync } from 'node:fs';
import { sweepDeadRuns } from '../src/sandbox/cleanup.js';
import { releaseNamespaceRun, startNamespaceSandbox } from '../src/sandbox/namespace.js';
import {
  detectLaunchMode,
  launchArgv,
  bwrapArgs,
  procMaskTargets,
  type LaunchSpec,
} from '../src/sandbox/namespace-launch.js';
import type { Sandbox } from '../src/sandbox/types.js';
import { bash, fingerprint, git, output, RUNTIME_VARS } from './helpers/sandbox.js';
import { makeTempRepo, type TempRepo } from './helpers/temp-repo.js';

/** Host secrets a workflow would hold; none may reach the sandbox (cloud-environment.md §3.1). */
const CANARIES: Record<string, string> = {};
for (const name of [
  'GITHUB_TOKEN',
  'INPUT_X',
  'RUNNER_TEMP',
  'AWS_SECRET_ACCESS_KEY',
  'NPM_TOKEN',
  'HOOKSIM_SECRET',
]) {
  CANARIES[name] = `canary${randomBytes(8).toString('hex')}`;
}
const saved = { ...process.env };
const isRoot = process.getuid?.() === 0;

let repo: TempRepo;
let sandbox: Sandbox;
let before: string;

beforeAll(async () => {
  Object.assign(process.env, CANARIES);
  repo = await makeTempRepo({
    '.github/hooks/hooks.json': { version: 1, hooks: {} },
    '.gitignore': '.env\nnode_modules/\n',
    '.env': 'SECRET=from-dot-env\n',
    'node_modules/pkg/index.js': 'module.exports = 1;\n',
    'src/app.js': 'console.log(1);\n',
    'untracked.txt': 'not ignored\n',
  });
  git(repo.dir, 'init', '-q', '-b', 'main');
  git(repo.dir, 'add', '.gitignore', '.github', 'src');
  git(repo.dir, 'commit', '-q', '-m', 'init');
  // What actions/checkout persists: the job token as an extra header.
  git(
    repo.dir,
    'config',
    'http.https://github.com/.extraheader',
    `AUTHORIZATION: basic ${CANARIES.GITHUB_TOKEN}`,
  );
  before = fingerprint(repo.dir);
  sandbox = await startNamespaceSandbox({
    repo: repo.dir,
    profile: PROFILES.cloud,
    prompt: 'Fix the bug',
    env: { FEATURE: 'on' },
  });
});

afterAll(async () => {
  await releaseNamespaceRun();
  await repo.cleanup();
  for (const name of Object.keys(CANARIES)) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('namespace sandbox: user, processes, paths (cloud-environment.md §1, §2; R225, R226, R230)', () => {
  it('shows no host /home, no host /run, no docker socket, an empty /root and /tmp at start', async () => {
    const script =
      'ls /home 2>&1; echo "run: $(ls -A /run)"; ls /var/run/docker.sock 2>&1; echo "root: $(ls -A /root | wc -l) tmp: $(ls -A /tmp | wc -l)"';
    const lines = (await bash(sandbox, script)).stdout.toString().trim().split('\n');
    expect(lines[0]).toMatch(/No such file or directory/);
    expect(lines[1]).toBe('run: hooksim');
    expect(lines[2]).toMatch(/No such file or directory/);
    expect(lines[3]).toBe('root: 0 tmp: 0');
  });

  it('runs hooks in /workspace as uid 0 with HOME=/root, hostname hooksim, umask 022, /tmp 1777, no TMPDIR', async () => {
    const text = await output(
      sandbox,
      'pwd; echo $HOME; id -u; id -g; hostname; umask; stat -c %a /tmp; echo "${TMPDIR-unset}"',
    );
    expect(text.split('\n')).toEqual([
      '/workspace',
      '/root',
      '0',
      '0',
      'hooksim',
      '0022',
      '1777',
      'unset',
      '',
    ]);
  });

  it('has its own PID namespace: PID 1 is the sandbox init, no host process is visible or signalable', async () => {
    const text = await output(
      sandbox,
      `cat /proc/1/comm; ls /proc | grep -E '^[0-9]+$' | wc -l; kill -0 ${process.pid} 2>&1 || echo no-signal`,
    );
    const [init, count, signal] = text.trim().split('\n');
    expect(init).toBe('bwrap');
    // init, agent, this bash, ls, grep, wc: a handful, not the host's hundreds.
    expect(Number(count)).toBeLessThan(12);
    expect(signal).toMatch(/no-signal|No such process/);
  });

  it('keeps only loopback in the network namespace', async () => {
    const text = await output(sandbox, 'cat /proc/net/dev | tail -n +3 | cut -d: -f1 | tr -d " "');
    expect(text.trim().split('\n')).toEqual(['lo']);
  });

  it('drops CAP_SYS_ADMIN: no mount, no new user namespace (Docker default capabilities)', async () => {
    const result = await bash(
      sandbox,
      'mount -t tmpfs none /tmp 2>&1; echo "mount=$?"; unshare -U true 2>&1; echo "userns=$?"; grep CapEff /proc/self/status',
    );
    const text = result.stdout.toString();
    expect(text).toMatch(/mount=(?!0)\d+/);
    expect(text).toMatch(/userns=(?!0)\d+/);
    const capEff = BigInt(`0x${/CapEff:\s+([0-9a-f]+)/.exec(text)?.[1] ?? '0'}`);
    expect(capEff & (1n << 21n)).toBe(0n); // CAP_SYS_ADMIN
    expect(capEff & (1n << 12n)).toBe(0n); // CAP_NET_ADMIN
    expect(capEff & (1n << 0n)).toBe(1n); // CAP_CHOWN
  });

  it('refuses the kernel keyring calls (hooksim’s session keyring is inherited) and masks /proc/keys', async () => {
    const keyctl = process.arch === 'arm64' ? 219 : 250;
    // KEYCTL_GET_KEYRING_ID (0) of the session keyring (-3): a keyring id without the seccomp filter.
    const text = await output(
      sandbox,
      `perl -e 'my $r = syscall(${keyctl}, 0, -3, 0); print "$r $!\\n"'; wc -c < /proc/keys`,
    );
    expect(text).toBe('-1 Operation not permitted\n0\n');
  });

  it('masks /proc files a container runtime masks, and every /proc file root alone may read, from the sandbox root', async () => {
    const targets = procMaskTargets();
    const named = targets.map((target) => target.path);
    for (const name of [
      'slabinfo',
      'kpageflags',
      'kpagecount',
      'kpagecgroup',
      'pagetypeinfo',
      'vmallocinfo',
    ]) {
      if (existsSync(`/proc/${name}`)) expect(named).toContain(`/proc/${name}`);
    }
    for (const name of [
      'kcore',
      'keys',
      'latency_stats',
      'timer_list',
      'sched_debug',
      'scsi',
      'acpi',
      'asound',
      'interrupts',
    ]) {
      if (existsSync(`/proc/${name}`)) expect(named).toContain(`/proc/${name}`);
    }
    expect(targets.length).toBeGreaterThan(6);
    // Each line: the path, then the bytes a read gave (files) or the entries listed (directories).
    const script = targets
      .map(({ path: target, kind }) =>
        kind === 'file'
          ? `printf '%s %s\\n' ${target} "$(head -c 4096 ${target} 2>/dev/null | wc -c)"`
          : `printf '%s %s\\n' ${target} "$(ls -A ${target} 2>/dev/null | wc -l)"`,
      )
      .join('; ');
    const lines = (await output(sandbox, script)).trim().split('\n');
    expect(lines).toEqual(targets.map((target) => `${target.path} 0`));
    // Still a working /proc.
    expect((await output(sandbox, 'head -c 9 /proc/meminfo')).length).toBe(9);
  });

  it('hides host files root alone may read (/etc/shadow), even from the sandbox root', async () => {
    const result = await bash(sandbox, 'cat /etc/shadow');
    expect(result.exitCode).not.toBe(0);
  });
});

describe('namespace sandbox: environment (cloud-environment.md §3, §3.1)', () => {
  it('gives a hook exactly the documented variables, the runtime four and the scenario env', async () => {
    const text = await output(sandbox, 'env -0');
    const env = Object.fromEntries(
      text
        .split('\0')
        .filter(Boolean)
        .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
    );
    expect(Object.keys(env).sort()).toEqual(
      [
        'HOME',
        'PATH',
        'LANG',
        'GITHUB_COPILOT_API_TOKEN',
        'GITHUB_COPILOT_GIT_TOKEN',
        'COPILOT_AGENT_PROMPT',
        'FEATURE',
        ...Object.keys(RUNTIME_VARS),
        'PWD',
        'SHLVL',
        '_',
      ].sort(),
    );
    expect(env).toMatchObject({
      HOME: '/root',
      PATH: SANDBOX_PATH,
      LANG: 'C.UTF-8',
      GITHUB_COPILOT_API_TOKEN: 'hooksim-placeholder-copilot-api-token',
      GITHUB_COPILOT_GIT_TOKEN: 'hooksim-placeholder-copilot-git-token',
      COPILOT_AGENT_PROMPT: 'Fix the bug',
      FEATURE: 'on',
      PWD: '/workspace',
    });
  });

  it('leaks no canary of hooksim’s own environment into any sandbox process, PID 1 and the agent included', async () => {
    const text = await output(
      sandbox,
      'sleep 5 & for f in /proc/[0-9]*/environ; do echo "== $f"; tr "\\0" "\\n" < $f; done; env; cat /workspace/.git/config',
    );
    for (const value of Object.values(CANARIES)) expect(text).not.toContain(value);
    const environOf = (pid: number): string[] =>
      (text.split('== ').find((part) => part.startsWith(`/proc/${pid}/environ\n`)) ?? '')
        .split('\n')
        .slice(1)
        .filter((line) => line.includes('='))
        .map((line) => line.slice(0, line.indexOf('=')))
        .sort();
    // bwrap's init keeps what the outer step gave it (nothing: `exec -c`); the agent gets the sandbox basics.
    expect(environOf(1)).toEqual([]);
    expect(environOf(2)).toEqual(['HOME', 'LANG', 'PATH', 'PWD']);
  });
});

describe('namespace sandbox: filesystem (cloud-environment.md §1; R227)', () => {
  it('shows tracked and untracked-not-ignored files and .git, never git-ignored ones', async () => {
    const text = await output(
      sandbox,
      'ls -A /workspace; ls /workspace/node_modules 2>&1 | head -1; git status --porcelain',
    );
    const lines = text.split('\n');
    expect(lines.slice(0, 5)).toEqual(['.git', '.github', '.gitignore', 'src', 'untracked.txt']);
    expect(lines[5]).toMatch(/No such file or directory/);
    expect(lines).toContain('?? untracked.txt');
  });

  it('drops the persisted checkout token from .git/config', async () => {
    const result = await bash(sandbox, 'git config --get-regexp extraheader; cat .git/config');
    expect(result.stdout.toString()).not.toContain(CANARIES.GITHUB_TOKEN);
    expect(result.stdout.toString()).toContain('repositoryformatversion');
  });

  it('never changes the checkout, whatever hooks write, delete or chmod in /workspace', async () => {
    await output(
      sandbox,
      'echo changed > src/app.js; rm -f .gitignore; mkdir -p new/dir; echo x > new/dir/f; chmod 600 untracked.txt; rm -rf .github; git add -A',
    );
    expect(fingerprint(repo.dir)).toBe(before);
    expect(await output(sandbox, 'cat src/app.js; ls -A')).toBe('changed\n.git\nnew\nsrc\nuntracked.txt\n');
  });

  it('discards writes to /usr and /etc: the host files stay as they were', async () => {
    const marker = `hooksim-test-${randomBytes(4).toString('hex')}`;
    const passwd = readFileSync('/etc/passwd', 'utf8');
    const result = await bash(
      sandbox,
      `echo hi > /usr/bin/${marker}; echo "${marker}:x:0:0::/:/bin/sh" >> /etc/passwd; cat /etc/passwd`,
    );
    expect(existsSync(`/usr/bin/${marker}`)).toBe(false);
    expect(readFileSync('/etc/passwd', 'utf8')).toBe(passwd);
    // As root the overlay takes the writes; as an unprivileged user the host's files are read-only inside.
    if (isRoot) expect(result.stdout.toString()).toContain(marker);
    else expect(result.stderr.toString()).toMatch(/Permission denied/);
  });
});

describe('namespace sandbox: network (cloud-environment.md §5.1)', () => {
  let server: Server;
  let port = 0;
  let connections = 0;

  beforeAll(async () => {
    server = createServer((socket) => {
      connections++;
      socket.end('host secret\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('cannot reach a server on the host loopback', async () => {
    const result = await bash(sandbox, `exec 3<>/dev/tcp/127.0.0.1/${port} && cat <&3`, { timeoutMs: 5000 });
    expect(result.exitCode).not.toBe(0);
    expect(result.stdout.toString()).not.toContain('host secret');
    expect(connections).toBe(0);
  });

  it('cannot reach the cloud metadata address or any outside address: no route', async () => {
    const result = await bash(
      sandbox,
      'exec 3<>/dev/tcp/169.254.169.254/80; exec 4<>/dev/tcp/93.184.216.34/443',
      { timeoutMs: 5000 },
    );
    expect(result.exitCode).not.toBe(0);
    expect(result.stderr.toString()).toMatch(/Network is unreachable/);
  });

  it('lets a hook serve and call its own loopback server', async () => {
    const script = `require('net').createServer((s) => s.end('pong')).listen(8080, '127.0.0.1')`;
    const text = await output(
      sandbox,
      `/run/hooksim/node -e "${script}" & for i in $(seq 50); do exec 3<>/dev/tcp/127.0.0.1/8080 2>/dev/null && break; sleep 0.05; done; cat <&3; kill %1`,
    );
    expect(text).toBe('pong');
  });

  it('fails name lookups when no firewall is attached', async () => {
    const result = await bash(sandbox, 'getent hosts example.com', { timeoutMs: 8000 });
    expect(result.exitCode).not.toBe(0);
  });
});

describe('namespace sandbox: exec through the agent (runtime-behaviour.md §4, §5)', () => {
  it('writes stdin then closes it, and captures stdout and stderr separately', async () => {
    const result = await bash(sandbox, 'cat; echo err >&2', { stdin: '{"a":1}' });
    expect(result.stdout.toString()).toBe('{"a":1}');
    expect(result.stderr.toString()).toBe('err\n');
  });

  it('runs each hook as its own process group leader and keeps no inherited descriptor', async () => {
    const text = await output(
      sandbox,
      'read -r -a f < <(sed "s/.*) //" /proc/$$/stat); echo "$$ ${f[2]}"; ls /proc/$$/fd; true',
    );
    const [ids, ...fds] = text.trim().split('\n');
    const [pid, pgid] = (ids ?? '').split(' ');
    expect(pgid).toBe(pid);
    // stdin, stdout, stderr: nothing of hooksim's or the agent's descriptors.
    expect(fds.sort()).toEqual(['0', '1', '2']);
  });

  it('reports a missing cwd as `spawn /bin/bash ENOENT` (§4 cwd field)', async () => {
    const result = await bash(sandbox, 'echo hi', { cwd: '/workspace/no-such-dir' });
    expect(result.spawnError).toBe('spawn /bin/bash ENOENT');
  });

  it('times out with termThenKill and kills leftovers of the group (R066)', async () => {
    const timed = await bash(sandbox, "trap 'echo got-term >&2; exit 0' TERM; sleep 10", { timeoutMs: 300 });
    expect(timed.timedOut).toBe(true);
    expect(timed.stderr.toString()).toContain('got-term');
    const started = Date.now();
    const left = await bash(sandbox, 'sleep 30 & echo $! > /tmp/bg.pid; echo done');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(left.stdout.toString()).toBe('done\n');
    expect(
      await output(sandbox, 'sleep 0.1; kill -0 $(cat /tmp/bg.pid) 2>/dev/null && echo alive || echo gone'),
    ).toBe('gone\n');
  });

  it('costs one bash spawn per hook, not one sandbox start', async () => {
    const started = Date.now();
    for (let i = 0; i < 20; i++) await output(sandbox, 'true');
    expect((Date.now() - started) / 20).toBeLessThan(50);
  });
});

describe('namespace sandbox: file access goes through the sandbox (Sandbox.writeFile/readFile)', () => {
  it('writes, appends and reads at sandbox paths; a missing file reads as undefined', async () => {
    await sandbox.writeFile('/root/.copilot/session-state/s1/events.jsonl', '{"a":1}\n');
    await sandbox.appendFile('/root/.copilot/session-state/s1/events.jsonl', '{"b":2}\n');
    expect(await output(sandbox, 'cat /root/.copilot/session-state/s1/events.jsonl')).toBe(
      '{"a":1}\n{"b":2}\n',
    );
    expect((await sandbox.readFile('/workspace/src/app.js'))?.toString()).toBeDefined();
    expect(await sandbox.readFile('/workspace/missing')).toBeUndefined();
  });

  it('resolves a symlink a hook planted inside the sandbox, never on the host', async () => {
    const passwd = readFileSync('/etc/passwd', 'utf8');
    await output(sandbox, 'ln -sf /etc/passwd /root/trap');
    const write = sandbox.appendFile('/root/trap', 'hooksim-was-here\n');
    if (isRoot) await write;
    else await expect(write).rejects.toThrow(/EACCES|permission/i);
    expect(readFileSync('/etc/passwd', 'utf8')).toBe(passwd);
  });
});

/** A stand-in for the firewall's socket: records every relay header, answers HTTP and DNS. */
class RelayRecorder {
  readonly headers: string[] = [];
  readonly dir = mkdtempSync(path.join(tmpdir(), 'hooksim-relay-'));
  readonly socketPath = path.join(this.dir, 'egress.sock');
  private readonly server = createServer((socket) => this.onConnection(socket));

  listen(): Promise<void> {
    return new Promise((resolve) => this.server.listen(this.socketPath, resolve));
  }

  close(): Promise<void> {
    return new Promise((resolve) =>
      this.server.close(() => {
        rmSync(this.dir, { recursive: true, force: true });
        resolve();
      }),
    );
  }

  private onConnection(socket: Socket): void {
    let buffered = Buffer.alloc(0);
    let header: string | undefined;
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (header === undefined) {
        const newline = buffered.indexOf(10);
        if (newline === -1) return;
        header = buffered.subarray(0, newline).toString('ascii');
        buffered = buffered.subarray(newline + 1);
        this.headers.push(header);
      }
      const dns = /^DNS (\d+)(?: [A-Za-z0-9+/]+=*)?$/.exec(header);
      if (dns) {
        if (buffered.length < Number(dns[1])) return;
        const answer = dnsAnswer(buffered.subarray(0, Number(dns[1])));
        socket.end(Buffer.concat([Buffer.from(`${answer.length}\n`), answer]));
      } else if (buffered.includes('\r\n\r\n')) {
        socket.end('HTTP/1.1 200 OK\r\nContent-Length: 8\r\nConnection: close\r\n\r\nrelayed!');
      }
    });
    socket.on('error', () => undefined);
  }
}

/** Answer an A query with 10.1.2.3, anything else with no records. */
function dnsAnswer(query: Buffer): Buffer {
  let at = 12;
  while (query[at] !== 0 && at < query.length) at += (query[at] ?? 0) + 1;
  const questionEnd = at + 5;
  const type = query.readUInt16BE(at + 1);
  const header = Buffer.from(query.subarray(0, 12));
  header.writeUInt16BE(0x8180, 2);
  header.writeUInt16BE(type === 1 ? 1 : 0, 6);
  header.writeUInt16BE(0, 8);
  header.writeUInt16BE(0, 10);
  const record = Buffer.from([0xc0, 0x0c, 0, 1, 0, 1, 0, 0, 0, 60, 0, 4, 10, 1, 2, 3]);
  return Buffer.concat([header, query.subarray(12, questionEnd), type === 1 ? record : Buffer.alloc(0)]);
}

/** A DNS query for example.com, type A, as raw bytes. */
function dnsQuery(): Buffer {
  const name = Buffer.from([7, ...Buffer.from('example'), 3, ...Buffer.from('com'), 0]);
  return Buffer.concat([
    Buffer.from([0x12, 0x34, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0]),
    name,
    Buffer.from([0, 1, 0, 1]),
  ]);
}

describe('namespace sandbox: egress relay, proxy and CA variables, command stubs (cloud-environment.md §3, §5.1, §5.7)', () => {
  const relay = new RelayRecorder();
  const pem = '-----BEGIN CERTIFICATE-----\nhooksim-test-ca\n-----END CERTIFICATE-----\n';
  let box: Sandbox;
  const hostBundle = existsSync('/etc/ssl/certs/ca-certificates.crt')
    ? readFileSync('/etc/ssl/certs/ca-certificates.crt', 'utf8')
    : '';

  beforeAll(async () => {
    await relay.listen();
    box = await startNamespaceSandbox({
      repo: repo.dir,
      profile: { ...PROFILES.cloud, agentShellEnv: true },
      agentShell: { sessionId: 'sess-1', jobId: 'job-1', baseCommit: 'main', branchName: 'copilot/fix' },
      prompt: 'p',
      egressSocket: relay.socketPath,
      caCertPem: pem,
      commandMocks: { gh: { stdout: '[]\n', stderr: "it's a stub\n", exitCode: 3 }, 'my-tool': {} },
    });
  });
  afterAll(async () => {
    await box?.stop();
    await relay.close();
  });

  it('relays each proxied TCP connection with a `TCP <address> <port>` header and pipes both ways', async () => {
    const request =
      "printf 'GET http://example.com/ HTTP/1.1\\r\\nHost: example.com\\r\\n\\r\\n' >&3; cat <&3";
    for (const port of [3128, 80, 443]) {
      const text = await output(box, `exec 3<>/dev/tcp/127.1.0.1/${port}; ${request}`);
      expect(text).toMatch(/relayed!$/);
    }
    const tcp = relay.headers.filter((h) => h.startsWith('TCP')).map((h) => h.split(' '));
    expect(tcp.map((fields) => fields.slice(0, 3).join(' '))).toEqual([
      'TCP 127.1.0.1 3128',
      'TCP 127.1.0.1 80',
      'TCP 127.1.0.1 443',
    ]);
    // Each header names the process that connected (cloud-environment.md §5.4): here the hook's own bash.
    expect(tcp.map((fields) => Buffer.from(fields[3] ?? '', 'base64').toString('utf8'))).toEqual(
      [3128, 80, 443].map(
        (port) => `/bin/bash --norc --noprofile -c exec 3<>/dev/tcp/127.1.0.1/${port}; ${request}`,
      ),
    );
  });

  it('sends name lookups (UDP) to the firewall as `DNS <n>` frames and answers with its reply', async () => {
    const text = await output(
      box,
      'cat /etc/resolv.conf; getent ahostsv4 example.com | head -1; /run/hooksim/node -e "require(\\"dns\\").lookup(\\"example.com\\",(e,a)=>console.log(e&&e.code,a))"',
    );
    expect(text).toMatch(/^nameserver 127\.0\.0\.53$/m);
    // getent ahostsv4 and Node's dns.lookup use getaddrinfo with AI_ADDRCONFIG: they resolve too.
    expect(text).toMatch(/^10\.1\.2\.3\s+STREAM example\.com$/m);
    expect(text).toMatch(/^null 10\.1\.2\.3$/m);
    // Each lookup is framed with the base64 command line of the process that asked (§5.4).
    const asked = relay.headers
      .filter((h) => h.startsWith('DNS '))
      .map((h) => Buffer.from(h.split(' ')[2] ?? '', 'base64').toString('utf8'));
    expect(asked).toContain('getent ahostsv4 example.com');
    expect(asked.some((command) => command.startsWith('/run/hooksim/node -e require('))).toBe(true);
  });

  it('answers DNS over TCP with the 2-byte length framing', async () => {
    const query = dnsQuery().toString('hex');
    const script = `const s=require('net').connect(53,'127.0.0.53',()=>{const q=Buffer.from('${query}','hex');const l=Buffer.alloc(2);l.writeUInt16BE(q.length);s.write(Buffer.concat([l,q]));});s.on('data',(d)=>{console.log(d.readUInt16BE(0)===d.length-2,d.subarray(d.length-4).join('.'));s.end();});`;
    expect(await output(box, `/run/hooksim/node -e "${script}"`)).toBe('true 10.1.2.3\n');
  });

  it('sets the CA variables and the agent shell layer only when asked for, and no proxy variables (transparent egress, cloud-environment.md §3, §5.8)', async () => {
    const env = await output(box, 'env | sort');
    for (const name of ['HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy', 'NO_PROXY', 'no_proxy'])
      expect(env).not.toContain(`${name}=`);
    for (const name of ['NODE_EXTRA_CA_CERTS', 'SSL_CERT_FILE', 'REQUESTS_CA_BUNDLE'])
      expect(env).toContain(`${name}=/etc/ssl/certs/ca-certificates.crt\n`);
    expect(env).toContain('COPILOT_AGENT_SESSION_ID=sess-1\n');
    expect(env).toContain('COPILOT_AGENT_BRANCH_NAME=copilot/fix\n');
    expect(env).toContain('CI=true\n');
    expect(Object.keys(sandbox.baseEnv)).not.toContain('HTTP_PROXY');
  });

  it('appends the firewall CA to the sandbox bundle, leaving the host bundle alone', async () => {
    expect(await output(box, 'tail -c 200 /etc/ssl/certs/ca-certificates.crt')).toMatch(
      /hooksim-test-ca\n-----END CERTIFICATE-----\n$/,
    );
    const now = existsSync('/etc/ssl/certs/ca-certificates.crt')
      ? readFileSync('/etc/ssl/certs/ca-certificates.crt', 'utf8')
      : '';
    expect(now).toBe(hostBundle);
  });

  it('puts command stubs first on PATH: they read stdin, print stdout and stderr, exit with exitCode', async () => {
    const result = await bash(box, 'command -v gh; echo payload | gh api repos/x');
    expect(result.stdout.toString()).toBe('/usr/local/bin/gh\n[]\n');
    expect(result.stderr.toString()).toBe("it's a stub\n");
    expect(result.exitCode).toBe(3);
    const quiet = await bash(box, 'my-tool --flag < /dev/null');
    expect([quiet.exitCode, quiet.stdout.length, quiet.stderr.length]).toEqual([0, 0, 0]);
  });
});

describe('namespace sandbox: teardown', () => {
  it('stop() kills every sandbox process, a setsid escapee included, removes its directories, and is idempotent', async () => {
    const own = await startNamespaceSandbox({ repo: repo.dir, profile: PROFILES.cloud, prompt: '' });
    await output(own, 'setsid sleep 60 > /dev/null 2>&1 < /dev/null & sleep 0.3; echo started');
    const hostPids = await listSandboxSleepers();
    expect(hostPids.length).toBeGreaterThan(0);
    await own.stop();
    // Dead when stop() resolves, not some time after.
    for (const pid of hostPids) expect(isAlive(pid)).toBe(false);
    await own.stop();
    const result = await bash(own, 'true');
    expect(result.spawnError).toMatch(/gone/);
  });
});

describe('namespace sandbox: teardown when hooksim dies', () => {
  it('a SIGKILLed hooksim takes its sandbox with it (bwrap --die-with-parent)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hooksim-die-'));
    try {
      const spec: LaunchSpec = {
        mounts: [
          { kind: 'bind', source: '/usr', target: '/usr', readOnly: true },
          { kind: 'symlink', link: '/bin', target: 'usr/bin' },
          { kind: 'symlink', link: '/lib', target: 'usr/lib' },
          { kind: 'symlink', link: '/lib64', target: 'usr/lib64' },
          { kind: 'proc', target: '/proc' },
          { kind: 'dev', target: '/dev' },
        ],
        env: { PATH: SANDBOX_PATH },
        chdir: '/',
        command: ['/bin/sleep', '61'],
        argsFile: path.join(dir, 'args'),
      };
      const mode = await detectLaunchMode(dir);
      writeFileSync(spec.argsFile, `${bwrapArgs(spec, mode).join('\0')}\0`);
      // A stand-in for hooksim: a Node process that starts the sandbox exactly as hooksim does.
      const script = `require('child_process').spawn(process.argv[1], JSON.parse(process.argv[2]), { stdio: 'ignore', detached: true }); setInterval(() => {}, 1000);`;
      const [program, ...args] = launchArgv(spec, mode);
      const parent = spawn(process.execPath, ['-e', script, program ?? '', JSON.stringify(args)], {
        stdio: 'ignore',
      });
      let sleepers: number[] = [];
      for (let i = 0; i < 50 && sleepers.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        sleepers = await listSandboxSleepers('61');
      }
      expect(sleepers.length).toBe(1);
      parent.kill('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const pid of sleepers) expect(isAlive(pid)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sweeps the directories of dead runs, and only those', async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'hooksim-sweep-'));
    try {
      const dead = path.join(base, 'hooksim-sbx-999999999-Abc123');
      const alive = path.join(base, `hooksim-sbx-${process.pid}-Def456`);
      mkdirSync(path.join(dead, 's-1/workspace.wk/work'), { recursive: true });
      chmodSync(path.join(dead, 's-1/workspace.wk/work'), 0);
      mkdirSync(alive);
      await sweepDeadRuns(base);
      expect(existsSync(dead)).toBe(false);
      expect(existsSync(alive)).toBe(true);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});

/** Host pids of `sleep 60` processes (the escapee started above). */
async function listSandboxSleepers(seconds = '60'): Promise<number[]> {
  const { readdir } = await import('node:fs/promises');
  const pids: number[] = [];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const argv = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\u0000');
      if (argv[0]?.endsWith('sleep') && argv[1] === seconds) pids.push(Number(name));
    } catch {
      // gone
    }
  }
  return pids;
}

function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}
