/**
 * Egress from real hooks in the namespace sandbox, through a real firewall (cloud-environment.md §5.1-§5.4,
 * §5.7): lookups and HTTPS requests as `getent` and `curl` make them, checked from inside (exit codes, answers)
 * and in the egress log (kind, verdict, the hook it is attributed to, and the command line of the process that
 * made it). Allowed traffic reaches a local HTTPS server through the firewall's `resolve` mapping; nothing leaves
 * this machine.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Firewall } from '../src/firewall/firewall.js';
import type { HookRecord } from '../src/model.js';
import { PROFILES } from '../src/profiles.js';
import { firewallWarning } from '../src/report/markdown.js';
import { releaseNamespaceRun, startNamespaceSandbox } from '../src/sandbox/namespace.js';
import type { Sandbox } from '../src/sandbox/types.js';
import { fireInSandbox } from './helpers/sandbox-dispatch.js';
import { burnCpus } from './helpers/cpu-burner.js';
import { makeTempRepo, type TempRepo } from './helpers/temp-repo.js';

const dir = mkdtempSync(path.join(tmpdir(), 'hooksim-egress-'));
let repo: TempRepo;
let upstream: Server;
/** Paths the local upstream was asked for, in order. */
const upstreamPaths: string[] = [];
let firewall: Firewall;
let sandbox: Sandbox;

beforeAll(async () => {
  // The upstream's own certificate: the firewall must trust it (upstreamCaPem), the sandbox never sees it.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      path.join(dir, 'up.key'),
      '-out',
      path.join(dir, 'up.pem'),
      '-subj',
      '/CN=allowed.test',
      '-addext',
      'subjectAltName=DNS:allowed.test',
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(path.join(dir, 'up.pem'), 'utf8');
  upstream = createServer(
    { key: readFileSync(path.join(dir, 'up.key'), 'utf8'), cert },
    (req: IncomingMessage, res: ServerResponse) => {
      upstreamPaths.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`local upstream says hi to ${req.url ?? ''}`);
    },
  );
  upstream.listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  firewall = await Firewall.start({
    socketPath: path.join(dir, 'egress.sock'),
    surface: 'cloud',
    recommended: false,
    // URL rules: the firewall inspects these hosts (its CA in the sandbox bundle), so it sees each request.
    allow: ['https://allowed.test/', 'https://api.mocked.test/', 'https://partly.test/public/'],
    mocks: { 'https://api.mocked.test/v1/': { json: { answer: 'from the mock' } } },
    resolve: {
      'allowed.test': `127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      'partly.test': `127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    },
    upstreamCaPem: [cert],
  });
  repo = await makeTempRepo({ 'README.md': 'egress\n' });
  sandbox = await startNamespaceSandbox({
    repo: repo.dir,
    profile: PROFILES.cloud,
    prompt: 'egress',
    egressSocket: firewall.socketPath,
    caCertPem: firewall.caCertPem,
  });
});

afterAll(async () => {
  await releaseNamespaceRun();
  await firewall.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
  await repo.cleanup();
  await rm(dir, { recursive: true, force: true });
});

/** Dispatch postToolUse with `entries` from `.github/hooks/<fileName>`; every entry runs (no chain stop). */
async function fireHooks(fileName: string, entries: object[]): Promise<HookRecord[]> {
  const record = await fireInSandbox(
    sandbox,
    { postToolUse: entries },
    {
      event: 'postToolUse',
      input: {
        toolName: 'bash',
        toolArgs: { command: 'ls' },
        toolResult: { resultType: 'success', textResultForLlm: 'README.md' },
      },
      firewall,
      fileName,
    },
  );
  return record.hooks;
}

/** `name=value` lines a hook printed, as an object. */
function parseLines(text: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (text ?? '')
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

describe('egress from sandboxed hooks: DNS (cloud-environment.md §5.2 point 1, §5.4)', () => {
  it('a lookup of a host outside the allow-list fails (getent 2, curl exit 6) and is a dns block attributed to the hook', async () => {
    const hooks = await fireHooks('lookup.json', [
      { bash: 'echo first=ok' },
      {
        bash: [
          'getent hosts blocked.example.com >/dev/null; echo "getent=$?"',
          'curl -sS --noproxy \'*\' -o /dev/null https://blocked.example.com/ 2>/dev/null; echo "curl=$?"',
          'getent hosts allowed.test',
        ].join('\n'),
      },
    ]);
    expect(hooks.map((hook) => hook.status)).toEqual(['ok', 'ok']);
    const [getent, curl, allowed] = (hooks[1]?.stdout ?? '').trim().split('\n');
    expect(getent).toBe('getent=2');
    expect(curl).toBe('curl=6');
    // An allowed name resolves: to the sandbox end of the relay, never to a real address.
    expect(allowed).toMatch(/^127\.1\.0\.1\s+allowed\.test$/);
    expect(firewall.egress()).toContainEqual(
      expect.objectContaining({
        host: 'blocked.example.com',
        kind: 'dns',
        allowed: false,
        event: 'postToolUse',
        file: '.github/hooks/lookup.json',
        index: 1,
        command: 'getent hosts blocked.example.com',
      }),
    );
    // The first hook made no request: nothing is attributed to it.
    expect(
      firewall.egress().filter((entry) => entry.file === '.github/hooks/lookup.json'),
    ).not.toContainEqual(expect.objectContaining({ index: 0 }));
  });
});

describe('egress from sandboxed hooks: HTTP(S) (cloud-environment.md §5.2, §5.3, §5.7)', () => {
  it('HTTPS to a host outside the allow-list fails at its lookup (dns block); outside a URL rule it is an http block; both name the hook', async () => {
    const [hook] = await fireHooks('blocked.json', [
      {
        bash: [
          'curl -sS -o /dev/null https://blocked.example.net/secret?x=1; echo "curl=$?"',
          'echo "partly=$(curl -sS -o /dev/null -w "%{http_code}" https://partly.test/private/x)"',
          'echo "proxy=${HTTPS_PROXY:-none}"',
        ].join('\n'),
      },
    ]);
    expect(parseLines(hook?.stdout)).toEqual({ curl: '6', partly: '403', proxy: 'none' });
    expect(hook?.stderr).toMatch(/Could not resolve host: blocked\.example\.net/);
    const at = { event: 'postToolUse', file: '.github/hooks/blocked.json', index: 0 };
    // curl looks the name up twice (A and AAAA): one deduplicated entry, counted per query.
    expect(firewall.egress().filter((entry) => entry.host === 'blocked.example.net')).toEqual([
      {
        host: 'blocked.example.net',
        kind: 'dns',
        allowed: false,
        ...at,
        command: 'curl -sS -o /dev/null https://blocked.example.net/secret?x=1',
        count: expect.any(Number),
      },
    ]);
    expect(firewall.egress().filter((entry) => entry.url === 'https://partly.test/private/x')).toEqual([
      {
        host: 'partly.test',
        url: 'https://partly.test/private/x',
        kind: 'http',
        allowed: false,
        ...at,
        command: 'curl -sS -o /dev/null -w %{http_code} https://partly.test/private/x',
        count: 1,
      },
    ]);
  });

  it('a request to an allowed host succeeds with the local server’s answer, through the proxy and directly', async () => {
    const before = upstreamPaths.length;
    const [hook] = await fireHooks('allowed.json', [
      {
        bash: [
          // A tool configured with the proxy explicitly goes through 127.1.0.1:3128; everything else is transparent.
          'echo "proxied=$(curl -sS -x http://127.1.0.1:3128 https://allowed.test/via-proxy)"',
          'echo "direct=$(curl -sS https://allowed.test/direct)"',
          // The certificate curl checked is the firewall's (TLS is inspected), trusted through the sandbox bundle.
          "echo \"issuer=$(curl -sS -o /dev/null -w '%{certs}' https://allowed.test/cert | grep -m1 '^Issuer:' | sed 's/.*CN *= *//')\"",
        ].join('\n'),
      },
    ]);
    expect(hook?.status).toBe('ok');
    const lines = parseLines(hook?.stdout);
    expect(lines.proxied).toBe('local upstream says hi to /via-proxy');
    expect(lines.direct).toBe('local upstream says hi to /direct');
    expect(lines.issuer).toMatch(/^hooksim egress CA [0-9a-f]{8}$/);
    expect(upstreamPaths.slice(before)).toEqual(['/via-proxy', '/direct', '/cert']);
    for (const [url, command] of [
      ['https://allowed.test/via-proxy', 'curl -sS -x http://127.1.0.1:3128 https://allowed.test/via-proxy'],
      ['https://allowed.test/direct', 'curl -sS https://allowed.test/direct'],
    ]) {
      expect(firewall.egress()).toContainEqual({
        host: 'allowed.test',
        url,
        kind: 'http',
        allowed: true,
        event: 'postToolUse',
        file: '.github/hooks/allowed.json',
        index: 0,
        command,
        count: 1,
      });
    }
  });

  it('a mocked URL answers with its mock, which the log marks mocked; the upstream is never asked', async () => {
    const before = upstreamPaths.length;
    const [hook] = await fireHooks('mocked.json', [
      {
        bash: 'curl -sS -D /tmp/headers https://api.mocked.test/v1/status; grep -i "^content-type" /tmp/headers >&2',
      },
    ]);
    expect(hook?.stdout).toBe('{"answer":"from the mock"}');
    expect(hook?.stderr).toMatch(/^content-type: application\/json/i);
    expect(upstreamPaths.length).toBe(before);
    expect(firewall.egress()).toContainEqual({
      host: 'api.mocked.test',
      url: 'https://api.mocked.test/v1/status',
      kind: 'http',
      allowed: true,
      mocked: true,
      event: 'postToolUse',
      file: '.github/hooks/mocked.json',
      index: 0,
      command: 'curl -sS -D /tmp/headers https://api.mocked.test/v1/status',
      count: 1,
    });
  });

  it('an HTTP hook (type http) to a blocked URL is a firewall error, recorded against that hook, with no command (§5.6)', async () => {
    const [hook] = await fireHooks('http-hook.json', [
      { type: 'http', url: 'https://blocked.example.org/hook', timeoutSec: 5 },
    ]);
    expect(hook?.status).toBe('error');
    expect(hook?.httpFailure).toBe('firewall');
    expect(hook?.error).toBe('HTTP hook request blocked by firewall: POST https://blocked.example.org/hook');
    expect(firewall.egress()).toContainEqual({
      host: 'blocked.example.org',
      url: 'https://blocked.example.org/hook',
      kind: 'http',
      allowed: false,
      event: 'postToolUse',
      file: '.github/hooks/http-hook.json',
      index: 0,
      count: 1,
    });
  });
});

describe('§5.4 command: the sandbox process that made the lookup or connection (namespace relay)', () => {
  /** The entries of one hook file, without their counts (curl asks A and AAAA: one entry, counted twice). */
  const entriesOf = (fileName: string) =>
    firewall
      .egress()
      .filter((entry) => entry.file === `.github/hooks/${fileName}`)
      .map(({ count: _count, ...entry }) => entry);

  /**
   * The start of a python3 script (a bash heredoc; end it with `EOF`) whose process has `links` descriptor links or
   * more held by newer processes, which the relay reads first: forked children holding descriptors the script then
   * closes, so that finding the script itself, or a process it forks later, costs a few links.
   * `get(path)` sends a blocked GET for /private/<path> through 127.1.0.1:80; `release()` ends the children.
   */
  const pythonBehindLinks = (links: number) => [
    'python3 - <<"EOF"',
    'import math, os, resource, signal, socket',
    'soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)',
    'resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))',
    'held = [os.open("/dev/null", os.O_RDONLY) for _ in range(min(hard, 1024) - 64)]',
    'children = []',
    `for _ in range(math.ceil(${links} / len(held))):`,
    '    child = os.fork()',
    '    if child == 0:',
    '        signal.pause()',
    '        os._exit(0)',
    '    children.append(child)',
    '# Only the children hold them: the parent (and a process it forks later) has its own few.',
    'for fd in held:',
    '    os.close(fd)',
    'def get(path):',
    '    client = socket.create_connection(("127.1.0.1", 80))',
    '    client.sendall(f"GET /private/{path} HTTP/1.1\\r\\nHost: partly.test\\r\\nConnection: close\\r\\n\\r\\n".encode())',
    '    return client',
    'def release():',
    '    for child in children:',
    '        os.kill(child, signal.SIGKILL)',
  ];

  it("a hook's curl and getent are named by their own argv, the hook attribution kept; one entry per distinct command", async () => {
    const [hook] = await fireHooks('argv.json', [
      {
        bash: [
          'curl -s https://blocked.example/x',
          'getent hosts blocked.example',
          'curl -s -o /dev/null https://partly.test/private/cmd',
          'curl -s -x http://127.1.0.1:3128 http://partly.test/private/proxied',
          'true',
        ].join('\n'),
      },
    ]);
    expect(hook?.status).toBe('ok');
    const at = { event: 'postToolUse', file: '.github/hooks/argv.json', index: 0 };
    expect(entriesOf('argv.json')).toEqual([
      {
        host: 'blocked.example',
        kind: 'dns',
        allowed: false,
        ...at,
        command: 'curl -s https://blocked.example/x',
      },
      {
        host: 'blocked.example',
        kind: 'dns',
        allowed: false,
        ...at,
        command: 'getent hosts blocked.example',
      },
      {
        host: 'partly.test',
        url: 'https://partly.test/private/cmd',
        kind: 'http',
        allowed: false,
        ...at,
        command: 'curl -s -o /dev/null https://partly.test/private/cmd',
      },
      {
        host: 'partly.test',
        url: 'http://partly.test/private/proxied',
        kind: 'http',
        allowed: false,
        ...at,
        command: 'curl -s -x http://127.1.0.1:3128 http://partly.test/private/proxied',
      },
    ]);
  });

  it('under load (every core saturated by busy loops) every lookup and connection of 10 rounds still names its process', async () => {
    const rounds = 10;
    // A DNS question over TCP (2-byte length framing), as resolvers with `use-vc` or large answers ask it.
    const tcpLookup = [
      'import socket, struct, sys',
      'name = sys.argv[1].encode()',
      "query = struct.pack('>HHHHHH', 7, 0x100, 1, 0, 0, 0) + b''.join(bytes([len(p)]) + p for p in name.split(b'.')) + b'\\0\\0\\1\\0\\1'",
      "s = socket.create_connection(('127.0.0.53', 53))",
      "s.sendall(struct.pack('>H', len(query)) + query)",
      'print(len(s.recv(2)))',
    ].join('\n');
    // 8 loops a core, each its own session: 2 a core left the old synchronous identification (50 ms budget) intact
    // here, 8 a core cost it a command or more in every run.
    const stop = burnCpus(120, 8);
    let hook: HookRecord | undefined;
    try {
      [hook] = await fireHooks('loaded.json', [
        {
          bash: [
            `cat > /tmp/tcp-lookup.py <<'EOF'\n${tcpLookup}\nEOF`,
            `for i in $(seq ${rounds}); do`,
            '  getent hosts "udp-$i.blocked.example"',
            '  curl -s -o /dev/null "https://partly.test/private/load-$i"',
            '  python3 /tmp/tcp-lookup.py "tcp-$i.blocked.example"',
            'done',
            'true',
          ].join('\n'),
          timeoutSec: 100,
        },
      ]);
    } finally {
      await stop();
    }
    expect(hook?.status).toBe('ok');
    const expected = Array.from({ length: rounds }, (_, index) => index + 1).flatMap((i) => [
      `udp-${i}.blocked.example getent hosts udp-${i}.blocked.example`,
      `partly.test curl -s -o /dev/null https://partly.test/private/load-${i}`,
      `tcp-${i}.blocked.example python3 /tmp/tcp-lookup.py tcp-${i}.blocked.example`,
    ]);
    expect(entriesOf('loaded.json').map((entry) => `${entry.host} ${entry.command}`)).toEqual(expected);
  }, 120_000);

  it('a socket shared with a child (fork, then exec) is named by the process that made it, not the newest holder', async () => {
    const [hook] = await fireHooks('inherited.json', [
      {
        bash: [
          'python3 - inherit-test <<"EOF"',
          'import os, socket, time',
          'client = socket.socket()',
          'os.set_inheritable(client.fileno(), True)',
          'child = os.fork()',
          'if child == 0:',
          '    os.execvp("sleep", ["sleep", "2"])  # a newer process holding the same socket',
          '# Connect only once the child runs sleep: before its exec it would carry our own command line.',
          'while open(f"/proc/{child}/cmdline", "rb").read().split(b"\\0")[0] != b"sleep":',
          '    time.sleep(0.01)',
          'client.connect(("127.1.0.1", 80))',
          'client.sendall(b"GET /private/inherited HTTP/1.1\\r\\nHost: partly.test\\r\\nConnection: close\\r\\n\\r\\n")',
          'print(client.recv(12).decode())',
          'EOF',
        ].join('\n'),
      },
    ]);
    expect(hook?.stdout?.trim()).toBe('HTTP/1.1 403');
    expect(entriesOf('inherited.json')).toEqual([
      {
        host: 'partly.test',
        url: 'http://partly.test/private/inherited',
        kind: 'http',
        allowed: false,
        event: 'postToolUse',
        file: '.github/hooks/inherited.json',
        index: 0,
        command: 'python3 - inherit-test',
      },
    ]);
  });

  it('a process that fakes its argv (newlines, backticks, escapes, a bidi override) cannot inject lines or break the Markdown', async () => {
    const [hook] = await fireHooks('fake-argv.json', [
      {
        bash: [
          // argv[0] as the process chose it; the kernel shows it, the firewall cleans it.
          "(exec -a $'evil\\n> - `injected`\\n\\e[31m\\u202e' curl -s https://blocked.example/fake)",
          // A 5000-byte argv[0]: read up to 4 KiB, kept to 1000 characters.
          '(exec -a "$(printf "%05000d" 0)" getent hosts long.blocked.example)',
          'true',
        ].join('\n'),
      },
    ]);
    expect(hook?.status).toBe('ok');
    const fake = 'evil > - `injected`  [31m -s https://blocked.example/fake';
    expect(entriesOf('fake-argv.json').map((entry) => entry.command)).toEqual([fake, `${'0'.repeat(999)}…`]);
    const warning = firewallWarning(
      firewall.egress().filter((e) => e.file === '.github/hooks/fake-argv.json'),
    );
    // Every line stays inside the blockquote; the command is one code span whose fence outlasts its backticks.
    expect(warning.filter((line) => line !== '' && !line.startsWith('>'))).toEqual([]);
    expect(warning).toContain(
      '>   - Triggering command: ``evil > - `injected` [31m -s REDACTED`` (dns block) — hook `postToolUse .github/hooks/fake-argv.json#0`',
    );
    // No control character or bidi override anywhere in the lines.
    expect([...warning.join('')].filter((char) => char < ' ' || char === '\u202e')).toEqual([]);
  });

  it("argv as the process rewrote it is what it shows; hooksim's own programs (/run/hooksim/*.mjs) get no command", async () => {
    const [hook] = await fireHooks('rewritten.json', [
      {
        bash: [
          // Perl's $0 rewrites /proc/<pid>/cmdline in place (no NULs left), as daemons retitle themselves.
          `perl -e '$0 = "my-daemon --poll"; gethostbyname("daemon.blocked.example")'`,
          `perl -e '$0 = "/run/hooksim/node /run/hooksim/copilot-launch.mjs /tmp/job.json"; gethostbyname("machinery.blocked.example")'`,
        ].join('\n'),
      },
    ]);
    expect(hook?.status).toBe('ok');
    expect(entriesOf('rewritten.json').map((entry) => [entry.host, entry.command])).toEqual([
      ['daemon.blocked.example', 'my-daemon --poll'],
      ['machinery.blocked.example', undefined],
    ]);
  });

  it('past 20 000 descriptor links the relay gives up: no command, the request still answered, the next client named', async () => {
    const [hook] = await fireHooks('many-fds.json', [
      {
        bash: [
          ...pythonBehindLinks(20_001),
          'print(get("many-fds").recv(12).decode())',
          'release()',
          'EOF',
          'curl -s -o /dev/null http://partly.test/private/after-many-fds',
        ].join('\n'),
      },
    ]);
    expect([hook?.stdout?.trim(), hook?.stderr]).toEqual(['HTTP/1.1 403', '']);
    expect(entriesOf('many-fds.json').map((entry) => [entry.url, entry.command])).toEqual([
      ['http://partly.test/private/many-fds', undefined],
      // The next client is named again.
      [
        'http://partly.test/private/after-many-fds',
        'curl -s -o /dev/null http://partly.test/private/after-many-fds',
      ],
    ]);
  });

  it('connections are identified each on its own: a slow one (19 000 links to read, under the 20 000 the relay reads) does not hold back a later one', async () => {
    const [hook] = await fireHooks('concurrent.json', [
      {
        bash: [
          ...pythonBehindLinks(19_000),
          '# The newest process, told to connect once the slow connection is in: the relay finds it first.',
          'go_read, go_write = os.pipe()',
          'fast = os.fork()',
          'if fast == 0:',
          '    os.read(go_read, 1)',
          '    print("fast", get("fast").recv(12).decode(), flush=True)',
          '    os._exit(0)',
          'slow = get("slow")',
          'os.write(go_write, b"x")',
          'os.waitpid(fast, 0)',
          'print("slow", slow.recv(12).decode())',
          'release()',
          'EOF',
        ].join('\n'),
      },
    ]);
    expect(hook?.stdout).toBe('fast HTTP/1.1 403\nslow HTTP/1.1 403\n');
    // The later connection reached the firewall first, and each carries its command.
    expect(entriesOf('concurrent.json').map((entry) => [entry.url, entry.command])).toEqual([
      ['http://partly.test/private/fast', 'python3 -'],
      ['http://partly.test/private/slow', 'python3 -'],
    ]);
  });

  it('a process whose descriptors cannot be read (non-dumpable) has no command; its lookup is still answered and recorded', async () => {
    const [hook] = await fireHooks('hidden.json', [
      {
        bash: [
          'python3 - <<"EOF"',
          'import ctypes, socket',
          'ctypes.CDLL(None).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE 0: /proc/<pid>/fd is no longer ours to read',
          'try:',
          '    socket.getaddrinfo("hidden.blocked.example", 443)',
          'except socket.gaierror as error:',
          '    print("gaierror", error.errno == socket.EAI_NONAME)',
          'EOF',
        ].join('\n'),
      },
    ]);
    expect(hook?.stdout?.trim()).toBe('gaierror True');
    expect(entriesOf('hidden.json')).toEqual([
      {
        host: 'hidden.blocked.example',
        kind: 'dns',
        allowed: false,
        event: 'postToolUse',
        file: '.github/hooks/hidden.json',
        index: 0,
      },
    ]);
  });
});
