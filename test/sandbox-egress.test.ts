/**
 * Egress from real hooks in the namespace sandbox, through a real firewall (cloud-environment.md §5.1-§5.4,
 * §5.7): lookups and HTTPS requests as `getent` and `curl` make them, checked from inside (exit codes, answers)
 * and in the egress log (kind, verdict, and the hook it is attributed to). Allowed traffic reaches a local
 * HTTPS server through the firewall's `resolve` mapping; nothing leaves this machine.
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
import { releaseNamespaceRun, startNamespaceSandbox } from '../src/sandbox/namespace.js';
import type { Sandbox } from '../src/sandbox/types.js';
import { fireInSandbox } from './helpers/sandbox-dispatch.js';
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
      { host: 'blocked.example.net', kind: 'dns', allowed: false, ...at, count: expect.any(Number) },
    ]);
    expect(firewall.egress().filter((entry) => entry.host === 'partly.test')).toEqual([
      {
        host: 'partly.test',
        url: 'https://partly.test/private/x',
        kind: 'http',
        allowed: false,
        ...at,
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
    for (const url of ['https://allowed.test/via-proxy', 'https://allowed.test/direct']) {
      expect(firewall.egress()).toContainEqual({
        host: 'allowed.test',
        url,
        kind: 'http',
        allowed: true,
        event: 'postToolUse',
        file: '.github/hooks/allowed.json',
        index: 0,
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
      count: 1,
    });
  });

  it('an HTTP hook (type http) to a blocked URL is a firewall error, recorded against that hook', async () => {
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
