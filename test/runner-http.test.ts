import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer as createTlsServer } from 'node:tls';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { HookEntry } from '../src/model.js';
import { PROFILES } from '../src/profiles.js';
import type { Profile } from '../src/profiles.js';
import { HTTP_HOOK_USER_AGENT, isBlockedAddress, runHttpHook } from '../src/runners/http.js';
import type { HttpContext, HttpGate } from '../src/runners/http.js';
import { startHttpServer } from './helpers/http-server.js';
import type { TestHttpServer } from './helpers/http-server.js';

const LOCAL = { COPILOT_HOOK_ALLOW_LOCALHOST: '1' };
const PAYLOAD = {
  timestamp: 1700000000000,
  cwd: '/workspace',
  toolName: 'bash',
  toolArgs: { command: 'ls' },
};

let server: TestHttpServer;

beforeAll(async () => {
  server = await startHttpServer();
});

afterAll(async () => {
  await server.close();
});

/** A fresh path per test so recorded requests do not mix. */
let counter = 0;
function nextPath(): string {
  counter += 1;
  return `/hook-${counter}`;
}

function httpEntry(url: string, extra: Partial<HookEntry> = {}): HookEntry {
  return {
    file: '.github/hooks/a.json',
    fileDir: '.github/hooks',
    index: 2,
    eventKey: 'postToolUse',
    event: 'postToolUse',
    casing: 'camel',
    position: { line: 4, column: 7 },
    type: 'http',
    url,
    timeoutSec: 5,
    ...extra,
  };
}

/**
 * The runtime model's tests talk to this file's server on 127.0.0.1, which hooksim's host guard refuses by
 * default: they opt in with `localNetwork: true`, as the operator's --allow-local-network does.
 */
function context(extra: Partial<HttpContext> = {}, profile: Profile = PROFILES.cloud): HttpContext {
  return { profile, agentEnv: { ...LOCAL }, localNetwork: true, ...extra };
}

function requestsTo(path: string) {
  return server.requests.filter((request) => request.path.split('?')[0] === path);
}

/** A resolver that must not be called. */
const noResolve = async (hostname: string): Promise<string[]> => {
  throw new Error(`resolver called for ${hostname}`);
};

describe('request shape (R073, §12)', () => {
  it('POSTs the payload as JSON with the runtime headers and no trailing newline (R073, §1.3 stdinTrailingNewline)', async () => {
    const path = nextPath();
    server.route(path, { status: 200, body: '{}' });
    const url = `${server.origin}${path}?source=copilot`;
    const record = await runHttpHook(httpEntry(url), PAYLOAD, context());

    const [request, ...more] = requestsTo(path);
    expect(more).toHaveLength(0);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`${path}?source=copilot`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['user-agent']).toBe(HTTP_HOOK_USER_AGENT);
    expect(HTTP_HOOK_USER_AGENT).toBe('copilot/1.0.102 (linux v24.20.0) term/unknown');
    expect(request?.body.toString('utf8')).toBe(JSON.stringify(PAYLOAD));
    expect(request?.body.at(-1)).not.toBe(0x0a);
    expect(record).toMatchObject({
      file: '.github/hooks/a.json',
      index: 2,
      eventKey: 'postToolUse',
      type: 'http',
      status: 'ok',
      httpStatus: 200,
      payload: PAYLOAD,
    });
    expect(typeof record.durationMs).toBe('number');
  });

  it('sends a PascalCase payload exactly as given (R073, §11)', async () => {
    const path = nextPath();
    server.route(path, { status: 204 });
    const pascal = {
      session_id: 's1',
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command: 'ls' },
    };
    const entry = httpEntry(`${server.origin}${path}`, { eventKey: 'PreToolUse', event: 'preToolUse' });
    const record = await runHttpHook(entry, pascal, context());
    expect(requestsTo(path)[0]?.body.toString('utf8')).toBe(JSON.stringify(pascal));
    expect(record.payload).toEqual(pascal);
    expect(record.eventKey).toBe('PreToolUse');
  });

  it('keeps the nested index of a Claude group entry in the record', async () => {
    const path = nextPath();
    server.route(path, { status: 200, body: '{}' });
    const record = await runHttpHook(
      httpEntry(`${server.origin}${path}`, { nestedIndex: 1 }),
      PAYLOAD,
      context(),
    );
    expect(record.nestedIndex).toBe(1);
  });
});

describe('header expansion (R078, R079, §12)', () => {
  it('expands $NAME and ${NAME} only for allowedEnvVars; unlisted become empty (cloud, FINDINGS §10.4); listed-but-unset is empty', async () => {
    const path = nextPath();
    server.route(path, { status: 200, body: '{}' });
    const entry = httpEntry(`${server.origin}${path}?token=$TOKEN`, {
      headers: {
        Authorization: 'Bearer $TOKEN',
        'X-Braced': '${TOKEN}-suffix',
        'X-Unlisted': '$SECRET and ${SECRET}',
        'X-Unset': 'a${MISSING}b$MISSING',
        'X-Plain': 'copilot-cli',
      },
      allowedEnvVars: ['TOKEN', 'MISSING'],
    });
    const env = { ...LOCAL, TOKEN: 't0k3n', SECRET: 'hunter2' };
    const payload = { ...PAYLOAD, note: 'literal $TOKEN in the body' };
    await runHttpHook(entry, payload, context({ agentEnv: env }));

    const request = requestsTo(path)[0];
    expect(request?.headers.authorization).toBe('Bearer t0k3n');
    expect(request?.headers['x-braced']).toBe('t0k3n-suffix');
    // Header values are trimmed on the wire: ' and ' arrives as 'and'.
    expect(request?.headers['x-unlisted']).toBe('and');
    expect(request?.headers['x-unset']).toBe('ab');
    expect(request?.headers['x-plain']).toBe('copilot-cli');
    // never in the url or the body
    expect(request?.path).toBe(`${path}?token=$TOKEN`);
    expect(request?.body.toString('utf8')).toBe(JSON.stringify(payload));
    expect(request?.body.toString('utf8')).not.toContain('t0k3n');
  });

  it('expands nothing without allowedEnvVars (R079): empty under cli (FINDINGS §10.4), verbatim under cli-docs (§12)', async () => {
    const path = nextPath();
    server.route(path, { status: 200, body: '{}' });
    const entry = httpEntry(`${server.origin}${path}`, { headers: { 'X-Token': '$TOKEN' } });
    const agentEnv = { ...LOCAL, TOKEN: 'abc' };
    await runHttpHook(entry, PAYLOAD, context({ agentEnv }, PROFILES.cli));
    await runHttpHook(entry, PAYLOAD, context({ agentEnv }, PROFILES['cli-docs']));
    expect(requestsTo(path).map((request) => request.headers['x-token'])).toEqual(['', '$TOKEN']);
  });

  it('an entry header replaces a runtime header of the same name, whatever its case', async () => {
    const path = nextPath();
    server.route(path, { status: 200, body: '{}' });
    const entry = httpEntry(`${server.origin}${path}`, { headers: { 'User-Agent': 'my-agent' } });
    await runHttpHook(entry, PAYLOAD, context());
    const request = requestsTo(path)[0];
    expect(request?.headers['user-agent']).toBe('my-agent');
    expect(request?.rawHeaders.filter((name) => name.toLowerCase() === 'user-agent')).toHaveLength(1);
  });
});

describe('2xx responses (R080, §6, §12)', () => {
  it('parses a JSON object body into output and keeps the body text', async () => {
    const path = nextPath();
    const body = '\n  {"permissionDecision":"deny","permissionDecisionReason":"no"}  \n';
    server.route(path, { status: 200, headers: { 'content-type': 'application/json' }, body });
    const record = await runHttpHook(httpEntry(`${server.origin}${path}`), PAYLOAD, context());
    expect(record.status).toBe('ok');
    expect(record.httpStatus).toBe(200);
    expect(record.output).toEqual({ permissionDecision: 'deny', permissionDecisionReason: 'no' });
    expect(record.stdout).toBe(body);
    expect(record.parseError).toBeUndefined();
    expect(record.error).toBeUndefined();
  });

  it('an empty 2xx body is no output, not an error', async () => {
    const path = nextPath();
    server.route(path, { status: 200, body: '' });
    const record = await runHttpHook(httpEntry(`${server.origin}${path}`), PAYLOAD, context());
    expect(record.status).toBe('ok');
    expect(record.output).toBeUndefined();
    expect(record.parseError).toBeDefined();
    expect(record.stdout).toBe('');
  });

  it('a non-JSON 2xx body is no output, with parseError', async () => {
    const path = nextPath();
    server.route(path, { status: 201, body: 'accepted' });
    const record = await runHttpHook(httpEntry(`${server.origin}${path}`), PAYLOAD, context());
    expect(record.status).toBe('ok');
    expect(record.httpStatus).toBe(201);
    expect(record.output).toBeUndefined();
    expect(record.parseError).toEqual(expect.any(String));
    expect(record.stdout).toBe('accepted');
  });

  it('a JSON array or string is no output (§6)', async () => {
    const path = nextPath();
    server.route(path, { status: 200, body: '[{"permissionDecision":"deny"}]' });
    const record = await runHttpHook(httpEntry(`${server.origin}${path}`), PAYLOAD, context());
    expect(record.output).toBeUndefined();
    expect(record.parseError).toBeDefined();
  });

  it('a progress line plus a decision is unparseable: no progress stripping for HTTP (§6)', async () => {
    const path = nextPath();
    const body = '{"type":"progress","message":"Checking"}\n{"permissionDecision":"deny"}';
    server.route(path, { status: 200, body });
    const record = await runHttpHook(httpEntry(`${server.origin}${path}`), PAYLOAD, context());
    expect(record.status).toBe('ok');
    expect(record.output).toBeUndefined();
    expect(record.progress).toBeUndefined();
    expect(record.parseError).toBeDefined();
  });
});

describe('failures (§7 no exit-2 path, §12 failure texts)', () => {
  it.each([403, 404, 500, 503])('non-2xx %i is an error with httpFailure status', async (code) => {
    const path = nextPath();
    server.route(path, { status: code, body: '{"permissionDecision":"allow"}' });
    const url = `${server.origin}${path}`;
    const record = await runHttpHook(httpEntry(url), PAYLOAD, context());
    expect(record.status).toBe('error');
    expect(record.httpFailure).toBe('status');
    expect(record.httpStatus).toBe(code);
    expect(record.error).toBe(`HTTP hook returned non-success status ${code}: POST ${url}`);
    expect(record.output).toBeUndefined();
    expect(record.exitCode).toBeUndefined();
  });

  it('a 302 is not followed and fails as a redirect', async () => {
    const path = nextPath();
    const target = nextPath();
    server.route(path, { status: 302, headers: { location: `${server.origin}${target}` } });
    server.route(target, { status: 200, body: '{"permissionDecision":"allow"}' });
    const url = `${server.origin}${path}`;
    const record = await runHttpHook(httpEntry(url), PAYLOAD, context());
    expect(record.status).toBe('error');
    expect(record.httpFailure).toBe('redirect');
    expect(record.httpStatus).toBe(302);
    expect(record.error).toBe(`HTTP hook returned redirect 302: POST ${url}`);
    expect(requestsTo(path)).toHaveLength(1);
    expect(requestsTo(target)).toHaveLength(0);
  });

  it('connection refused is a network error with (code=ECONNREFUSED)', async () => {
    const closed = await startHttpServer();
    const url = `${closed.origin}/hook`;
    await closed.close();
    const record = await runHttpHook(httpEntry(url), PAYLOAD, context());
    expect(record.status).toBe('error');
    expect(record.httpFailure).toBe('network');
    expect(record.error).toBe(`HTTP hook fetch failed: POST ${url} (code=ECONNREFUSED)`);
  });

  it('a server that closes the connection without answering is a network error', async () => {
    const path = nextPath();
    // A reply no HTTP parser accepts: undici drops the socket.
    server.route(path, { status: 200, headers: { 'content-length': 'nope' } });
    const url = `${server.origin}${path}`;
    const record = await runHttpHook(httpEntry(url), PAYLOAD, context());
    expect(record.status).toBe('error');
    expect(record.httpFailure).toBe('network');
    expect(record.error).toMatch(new RegExp(`^HTTP hook fetch failed: POST ${url.replace(/[.]/g, '\\.')}`));
  });
});

describe('timeout (§5)', () => {
  it('a slow server past a fractional timeoutSec times out over the whole exchange', async () => {
    const path = nextPath();
    server.route(path, { status: 200, body: '{"permissionDecision":"deny"}', delayMs: 3000 });
    const url = `${server.origin}${path}`;
    const started = Date.now();
    const record = await runHttpHook(httpEntry(url, { timeoutSec: 0.3 }), PAYLOAD, context());
    const elapsed = Date.now() - started;
    expect(record.status).toBe('timeout');
    expect(record.httpFailure).toBe('timeout');
    expect(record.error).toBe(`HTTP hook timed out after 0.3s: POST ${url}`);
    expect(record.output).toBeUndefined();
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(2000);
    expect(record.durationMs).toBeGreaterThanOrEqual(280);
  });

  it('the timeout also covers a slow name lookup', async () => {
    const url = 'http://slow-dns.test/hook';
    const slowResolve = (): Promise<string[]> =>
      new Promise((resolve) => setTimeout(() => resolve(['127.0.0.1']), 1500).unref());
    const record = await runHttpHook(
      httpEntry(url, { timeoutSec: 0.2 }),
      PAYLOAD,
      context({ resolve: slowResolve }),
    );
    expect(record.status).toBe('timeout');
    expect(record.error).toBe(`HTTP hook timed out after 0.2s: POST ${url}`);
  });
});

describe('output cap (§6 outputCapBytes, R080)', () => {
  const small: Profile = { ...PROFILES.cloud, outputCapBytes: 1024 };

  it('keeps the first outputCapBytes bytes of a larger body; the truncated JSON is no output', async () => {
    const path = nextPath();
    const body = JSON.stringify({ permissionDecision: 'deny', pad: 'x'.repeat(5000) });
    server.route(path, { status: 200, body });
    const record = await runHttpHook(httpEntry(`${server.origin}${path}`), PAYLOAD, context({}, small));
    expect(record.status).toBe('ok');
    expect(record.stdoutTruncated).toBe(true);
    expect(record.stdout).toBe(body.slice(0, 1024));
    expect(record.output).toBeUndefined();
    expect(record.parseError).toBeDefined();
  });

  it('a body of exactly outputCapBytes is kept whole and parsed', async () => {
    const path = nextPath();
    const head = '{"permissionDecision":"deny"}';
    const body = head + ' '.repeat(1024 - head.length);
    server.route(path, { status: 200, body });
    const record = await runHttpHook(httpEntry(`${server.origin}${path}`), PAYLOAD, context({}, small));
    expect(record.stdoutTruncated).toBeUndefined();
    expect(record.output).toEqual({ permissionDecision: 'deny' });
  });

  it('a real 11 MiB body is cut at 10 MiB (10485760 bytes)', async () => {
    const path = nextPath();
    const body = Buffer.alloc(11 * 1024 * 1024, 0x61);
    server.route(path, { status: 200, body });
    const record = await runHttpHook(httpEntry(`${server.origin}${path}`), PAYLOAD, context());
    expect(record.stdoutTruncated).toBe(true);
    expect(record.stdout).toHaveLength(10485760);
    expect(record.output).toBeUndefined();
  });
});

describe('SSRF guard (§12 ssrfGuard, cloud-environment.md §5.6)', () => {
  const blockedText = (url: string, ip: string): string =>
    `HTTP hook URL "${url}" resolves to blocked address ${ip}. URLs must not target loopback, private, or link-local addresses.`;

  it('a 127.0.0.1 URL is blocked without COPILOT_HOOK_ALLOW_LOCALHOST=1: nothing is sent', async () => {
    const path = nextPath();
    server.route(path, { status: 200, body: '{}' });
    const url = `${server.origin}${path}`;
    const record = await runHttpHook(httpEntry(url), PAYLOAD, context({ agentEnv: {}, resolve: noResolve }));
    expect(record.status).toBe('error');
    expect(record.httpFailure).toBe('ssrf');
    expect(record.error).toBe(blockedText(url, '127.0.0.1'));
    expect(requestsTo(path)).toHaveLength(0);
  });

  it('a switch value other than exactly 1 does not allow loopback', async () => {
    const path = nextPath();
    server.route(path, { status: 200, body: '{}' });
    const agentEnv = { COPILOT_HOOK_ALLOW_LOCALHOST: 'true' };
    const record = await runHttpHook(httpEntry(`${server.origin}${path}`), PAYLOAD, context({ agentEnv }));
    expect(record.httpFailure).toBe('ssrf');
    expect(requestsTo(path)).toHaveLength(0);
  });

  it('the same URL is allowed with COPILOT_HOOK_ALLOW_LOCALHOST=1', async () => {
    const path = nextPath();
    server.route(path, { status: 200, body: '{"ok":true}' });
    const record = await runHttpHook(httpEntry(`${server.origin}${path}`), PAYLOAD, context());
    expect(record.status).toBe('ok');
    expect(record.output).toEqual({ ok: true });
    expect(requestsTo(path)).toHaveLength(1);
  });

  it('the name localhost (real lookup) is blocked, and allowed with the switch', async () => {
    const path = nextPath();
    server.route(path, { status: 200, body: '{"ok":true}' });
    const url = `http://localhost:${server.port}${path}`;
    const blocked = await runHttpHook(httpEntry(url), PAYLOAD, context({ agentEnv: {} }));
    expect(blocked.httpFailure).toBe('ssrf');
    expect(blocked.error).toMatch(/resolves to blocked address (127\.0\.0\.1|::1)\./);
    expect(requestsTo(path)).toHaveLength(0);
    const allowed = await runHttpHook(httpEntry(url), PAYLOAD, context());
    expect(allowed.status).toBe('ok');
    expect(requestsTo(path)).toHaveLength(1);
  });

  it('an IP-literal host is checked directly, without a lookup ([::1], 169.254.169.254)', async () => {
    for (const [url, ip] of [
      ['http://[::1]:9/hook', '::1'],
      ['https://169.254.169.254/latest/meta-data', '169.254.169.254'],
      ['https://10.1.2.3/hook', '10.1.2.3'],
    ] as const) {
      const agentEnv = ip === '::1' ? {} : LOCAL;
      const record = await runHttpHook(httpEntry(url), PAYLOAD, context({ agentEnv, resolve: noResolve }));
      expect(record.httpFailure).toBe('ssrf');
      expect(record.error).toBe(blockedText(url, ip));
    }
  });

  it.each([
    ['10.0.0.1', 'private 10/8'],
    ['172.20.1.1', 'private 172.16/12'],
    ['192.168.1.10', 'private 192.168/16'],
    ['169.254.169.254', 'link-local 169.254/16 (metadata)'],
    ['fd00::1', 'unique local fc00::/7'],
    ['fe80::1', 'link-local fe80::/10'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ])('a name resolving to %s (%s) is blocked even with the loopback switch', async (ip) => {
    const url = 'https://hooks.internal.test/hook';
    const calls: string[] = [];
    const resolve = async (hostname: string): Promise<string[]> => {
      calls.push(hostname);
      return [ip];
    };
    const record = await runHttpHook(httpEntry(url), PAYLOAD, context({ resolve }));
    expect(calls).toEqual(['hooks.internal.test']);
    expect(record.status).toBe('error');
    expect(record.httpFailure).toBe('ssrf');
    expect(record.error).toBe(blockedText(url, ip));
  });

  it('a name whose addresses include one private address is blocked, naming that address', async () => {
    const url = 'https://mixed.test/hook';
    const resolve = async (): Promise<string[]> => ['140.82.112.7', '192.168.0.5'];
    const record = await runHttpHook(httpEntry(url), PAYLOAD, context({ resolve }));
    expect(record.error).toBe(blockedText(url, '192.168.0.5'));
  });

  it('connects to the address it checked, keeping the URL host in the Host header (no second lookup)', async () => {
    const path = nextPath();
    server.route(path, { status: 200, body: '{"ok":true}' });
    const calls: string[] = [];
    const resolve = async (hostname: string): Promise<string[]> => {
      calls.push(hostname);
      return ['127.0.0.1'];
    };
    const url = `http://hooks.example.test:${server.port}${path}`;
    const record = await runHttpHook(httpEntry(url), PAYLOAD, context({ resolve }));
    expect(record.status).toBe('ok');
    expect(calls).toEqual(['hooks.example.test']);
    expect(requestsTo(path)[0]?.headers.host).toBe(`hooks.example.test:${server.port}`);
  });

  it('https: the TLS servername is the URL host while the connection goes to the checked address', async () => {
    const names: string[] = [];
    // No certificate at all: the handshake fails after the ClientHello, which is all this test needs.
    const tls = createTlsServer({
      SNICallback: (name, callback) => {
        names.push(name);
        callback(new Error('no certificate here'), undefined);
      },
    });
    tls.on('tlsClientError', () => undefined);
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    const { port } = tls.address() as AddressInfo;
    try {
      const url = `https://secure.example.test:${port}/hook`;
      const resolve = async (): Promise<string[]> => ['127.0.0.1'];
      const record = await runHttpHook(httpEntry(url), PAYLOAD, context({ resolve }));
      expect(names).toEqual(['secure.example.test']);
      expect(record.status).toBe('error');
      expect(record.httpFailure).toBe('network');
      expect(record.error).toMatch(/^HTTP hook fetch failed: POST https:\/\/secure\.example\.test:\d+\/hook/);
    } finally {
      await new Promise<void>((resolve) => tls.close(() => resolve()));
    }
  });

  it('with ssrfGuard off, loopback is contacted without the switch', async () => {
    const path = nextPath();
    server.route(path, { status: 200, body: '{}' });
    const profile: Profile = { ...PROFILES.cloud, ssrfGuard: false };
    const record = await runHttpHook(
      httpEntry(`${server.origin}${path}`),
      PAYLOAD,
      context({ agentEnv: {} }, profile),
    );
    expect(record.status).toBe('ok');
    expect(requestsTo(path)).toHaveLength(1);
  });
});

describe('DNS failure (§12)', () => {
  it('a resolver failing with ENOTFOUND gives the runtime text and httpFailure dns', async () => {
    const url = 'https://no-such-host.test/hook';
    const resolve = async (hostname: string): Promise<string[]> => {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    };
    const record = await runHttpHook(httpEntry(url), PAYLOAD, context({ resolve }));
    expect(record.status).toBe('error');
    expect(record.httpFailure).toBe('dns');
    expect(record.error).toBe('failed to lookup address information: Name or service not known');
  });

  it('a resolver returning no addresses is a DNS failure too', async () => {
    const record = await runHttpHook(
      httpEntry('https://empty.test/hook'),
      PAYLOAD,
      context({ resolve: async () => [] }),
    );
    expect(record.httpFailure).toBe('dns');
  });
});

describe('firewall gate and mocks (R082, §12, cloud-environment.md §5.6)', () => {
  function gateOf(verdict: ReturnType<HttpGate['check']>): HttpGate & { seen: string[] } {
    const seen: string[] = [];
    return {
      seen,
      check: (url: URL) => {
        seen.push(url.href);
        return verdict;
      },
    };
  }

  it('surface=cloud: a blocked host sends nothing and fails with the firewall text', async () => {
    const path = nextPath();
    server.route(path, { status: 200, body: '{}' });
    const url = `${server.origin}${path}`;
    const gate = gateOf({ allowed: false });
    const record = await runHttpHook(httpEntry(url), PAYLOAD, context({ gate }));
    expect(gate.seen).toEqual([url]);
    expect(record.status).toBe('error');
    expect(record.httpFailure).toBe('firewall');
    expect(record.error).toBe(`HTTP hook request blocked by firewall: POST ${url}`);
    expect(requestsTo(path)).toHaveLength(0);
  });

  it('surface=cloud: an allowed host goes through', async () => {
    const path = nextPath();
    server.route(path, { status: 200, body: '{"ok":1}' });
    const record = await runHttpHook(
      httpEntry(`${server.origin}${path}`),
      PAYLOAD,
      context({ gate: gateOf({ allowed: true }) }),
    );
    expect(record.output).toEqual({ ok: 1 });
    expect(requestsTo(path)).toHaveLength(1);
  });

  it('surface=cli: the allow-list does not block (§1.1: egress only logged)', async () => {
    const path = nextPath();
    server.route(path, { status: 200, body: '{}' });
    const record = await runHttpHook(
      httpEntry(`${server.origin}${path}`),
      PAYLOAD,
      context({ gate: gateOf({ allowed: false }) }, PROFILES.cli),
    );
    expect(record.status).toBe('ok');
    expect(requestsTo(path)).toHaveLength(1);
  });

  it('a mock answers without any network, skipping DNS and the SSRF guard (mocked hosts are public)', async () => {
    const url = 'https://hooks.example.com/copilot';
    const gate = gateOf({
      allowed: true,
      mock: { status: 200, body: '{"permissionDecision":"deny","permissionDecisionReason":"mocked"}' },
    });
    const before = server.requests.length;
    const record = await runHttpHook(
      httpEntry(url),
      PAYLOAD,
      context({ gate, agentEnv: {}, resolve: noResolve }),
    );
    expect(record).toMatchObject({
      status: 'ok',
      httpStatus: 200,
      output: { permissionDecision: 'deny', permissionDecisionReason: 'mocked' },
      payload: PAYLOAD,
    });
    expect(server.requests.length).toBe(before);
  });

  it('a mock with a non-2xx status is recorded as if the server answered it', async () => {
    const url = 'https://hooks.example.com/copilot';
    const gate = gateOf({ allowed: true, mock: { status: 500, body: 'boom' } });
    const record = await runHttpHook(
      httpEntry(url),
      PAYLOAD,
      context({ gate, resolve: noResolve }, PROFILES.cli),
    );
    expect(record.status).toBe('error');
    expect(record.httpFailure).toBe('status');
    expect(record.error).toBe(`HTTP hook returned non-success status 500: POST ${url}`);
  });

  it('a mock with delayMs answers late, and the hook timeout still applies (§5.7)', async () => {
    const url = 'https://hooks.example.com/copilot';
    const slow = gateOf({ allowed: true, mock: { body: '{}', delayMs: 400 } });
    const late = await runHttpHook(
      httpEntry(url, { timeoutSec: 2 }),
      PAYLOAD,
      context({ gate: slow, resolve: noResolve }),
    );
    expect(late.status).toBe('ok');
    expect(late.durationMs).toBeGreaterThanOrEqual(380);
    const timedOut = await runHttpHook(
      httpEntry(url, { timeoutSec: 0.1 }),
      PAYLOAD,
      context({ gate: slow, resolve: noResolve }),
    );
    expect(timedOut.status).toBe('timeout');
    expect(timedOut.error).toBe(`HTTP hook timed out after 0.1s: POST ${url}`);
  });

  it('a mock with no status answers 200 and its body is capped like a real one', async () => {
    const profile: Profile = { ...PROFILES.cloud, outputCapBytes: 16 };
    const gate = gateOf({ allowed: true, mock: { body: '{"ok":true,"pad":"xxxxxxxx"}' } });
    const record = await runHttpHook(
      httpEntry('https://hooks.example.com/x'),
      PAYLOAD,
      context({ gate, resolve: noResolve }, profile),
    );
    expect(record.httpStatus).toBe(200);
    expect(record.stdout).toBe('{"ok":true,"pad"');
    expect(record.stdoutTruncated).toBe(true);
    expect(record.output).toBeUndefined();
  });
});

describe("hooksim's host guard: HTTP hooks never reach this machine or its private network (security; §12 ssrfGuard is the simulated one)", () => {
  /** A non-loopback IPv4 address of this machine, where a second server listens. */
  const hostAddress = Object.values(networkInterfaces())
    .flatMap((infos) => infos ?? [])
    .find((info) => !info.internal && info.family === 'IPv4')?.address;
  let hostServer: TestHttpServer | undefined;

  beforeAll(async () => {
    if (hostAddress) hostServer = await startHttpServer({}, hostAddress);
  });
  afterAll(async () => {
    await hostServer?.close();
  });

  interface Target {
    name: string;
    url: (path: string) => string;
    /** The address as the guards see it (the URL parser's form). */
    ip: string;
    server: () => TestHttpServer;
  }
  const loopbackTargets: Target[] = [
    {
      name: '127.0.0.1',
      url: (p) => `http://127.0.0.1:${server.port}${p}`,
      ip: '127.0.0.1',
      server: () => server,
    },
    { name: '0.0.0.0', url: (p) => `http://0.0.0.0:${server.port}${p}`, ip: '0.0.0.0', server: () => server },
    {
      name: '[::ffff:0.0.0.0]',
      url: (p) => `http://[::ffff:0.0.0.0]:${server.port}${p}`,
      ip: '::ffff:0:0',
      server: () => server,
    },
  ];
  const interfaceTargets: Target[] = hostAddress
    ? [
        {
          name: `this machine's interface address ${hostAddress}`,
          url: (p) => `http://${hostAddress}:${hostServer?.port ?? 0}${p}`,
          ip: hostAddress,
          server: () => hostServer as TestHttpServer,
        },
        {
          name: `[::ffff:${hostAddress}] (mapped interface address)`,
          url: (p) => `http://[::ffff:${hostAddress}]:${hostServer?.port ?? 0}${p}`,
          ip: new URL(`http://[::ffff:${hostAddress}]/`).hostname.slice(1, -1),
          server: () => hostServer as TestHttpServer,
        },
      ]
    : [];

  interface Mode {
    name: string;
    profile: Profile;
    agentEnv: Record<string, string>;
    gate?: HttpGate;
  }
  const modes: Mode[] = [
    { name: 'cloud with COPILOT_HOOK_ALLOW_LOCALHOST=1', profile: PROFILES.cloud, agentEnv: { ...LOCAL } },
    { name: 'cli, no switch', profile: PROFILES.cli, agentEnv: {} },
    {
      name: 'cloud, a gate allowing the URL, with the switch',
      profile: PROFILES.cloud,
      agentEnv: { ...LOCAL },
      gate: { check: () => ({ allowed: true }) },
    },
    { name: 'ssrfGuard off', profile: { ...PROFILES.cloud, ssrfGuard: false }, agentEnv: {} },
  ];

  /** Whether the simulated guard, which runs first, already refuses the address under a mode. */
  const simulatedBlocks = (target: Target, mode: Mode): boolean =>
    mode.profile.ssrfGuard && isBlockedAddress(target.ip, mode.agentEnv.COPILOT_HOOK_ALLOW_LOCALHOST === '1');

  const cases = (targets: Target[]) =>
    targets.flatMap((target) => modes.map((mode) => [target.name, mode.name, target, mode] as const));

  async function fire(target: Target, mode: Mode, localNetwork?: boolean) {
    const path = nextPath();
    const reached = target.server();
    reached.route(path, { status: 200, body: '{"reached":true}' });
    const before = reached.connections;
    const url = target.url(path);
    const record = await runHttpHook(httpEntry(url), PAYLOAD, {
      profile: mode.profile,
      agentEnv: mode.agentEnv,
      resolve: noResolve,
      ...(mode.gate ? { gate: mode.gate } : {}),
      ...(localNetwork === undefined ? {} : { localNetwork }),
    });
    return {
      record,
      url,
      arrived: reached.connections - before,
      requests: reached.requests.filter((r) => r.path === path),
    };
  }

  function expectRefused(result: Awaited<ReturnType<typeof fire>>, target: Target, mode: Mode): void {
    expect(result.record.status).toBe('error');
    expect(result.arrived).toBe(0);
    expect(result.requests).toHaveLength(0);
    if (simulatedBlocks(target, mode)) {
      // The simulated guard runs first; its text is the runtime's and still wins.
      expect(result.record.httpFailure).toBe('ssrf');
      return;
    }
    expect(result.record.httpFailure).toBe('network');
    expect(result.record.error).toBe(
      `hooksim did not send this HTTP hook: ${target.ip} is an address of this machine or its private network (mock the URL with mocks.http, or pass --allow-local-network for hooks you trust)`,
    );
  }

  it.each(cases(loopbackTargets))(
    '%s under %s is refused by default: nothing arrives',
    async (_t, _m, target, mode) => {
      expectRefused(await fire(target, mode), target, mode);
    },
  );

  it.each(cases(loopbackTargets))(
    '%s under %s: localNetwork false is the default',
    async (_t, _m, target, mode) => {
      expectRefused(await fire(target, mode, false), target, mode);
    },
  );

  it.each(cases(loopbackTargets))(
    '%s under %s goes through with localNetwork: true (unless the simulated guard refuses it)',
    async (_t, _m, target, mode) => {
      const result = await fire(target, mode, true);
      if (simulatedBlocks(target, mode)) {
        expect(result.record.httpFailure).toBe('ssrf');
        expect(result.arrived).toBe(0);
        return;
      }
      expect(result.record.status).toBe('ok');
      expect(result.record.output).toEqual({ reached: true });
      expect(result.requests).toHaveLength(1);
    },
  );

  if (interfaceTargets.length === 0) {
    it.skip('interface address cases: this machine has no non-loopback IPv4 interface to listen on', () =>
      undefined);
  } else {
    it.each(cases(interfaceTargets))(
      '%s under %s is refused: nothing arrives',
      async (_t, _m, target, mode) => {
        expectRefused(await fire(target, mode), target, mode);
      },
    );

    it.each(cases(interfaceTargets))(
      '%s under %s goes through with localNetwork: true (unless the simulated guard refuses it)',
      async (_t, _m, target, mode) => {
        const result = await fire(target, mode, true);
        if (simulatedBlocks(target, mode)) {
          expect(result.record.httpFailure).toBe('ssrf');
          expect(result.arrived).toBe(0);
          return;
        }
        expect(result.record.status).toBe('ok');
        expect(result.requests).toHaveLength(1);
      },
    );
  }

  it('a host name resolving to a private address is refused, naming the name and the address', async () => {
    const url = 'https://hooks.internal.test/hook';
    const resolve = async (): Promise<string[]> => ['100.64.1.2'];
    const record = await runHttpHook(httpEntry(url), PAYLOAD, {
      profile: PROFILES.cloud,
      agentEnv: {},
      resolve,
    });
    expect(record.status).toBe('error');
    expect(record.httpFailure).toBe('network');
    expect(record.error).toBe(
      'hooksim did not send this HTTP hook: hooks.internal.test resolves to 100.64.1.2, an address of this machine or its private network (mock the URL with mocks.http, or pass --allow-local-network for hooks you trust)',
    );
  });

  it('every resolved address is checked: one public and one loopback address is refused', async () => {
    const path = nextPath();
    server.route(path, { status: 200, body: '{}' });
    const url = `http://mixed.example.test:${server.port}${path}`;
    const resolve = async (): Promise<string[]> => ['140.82.112.7', '127.0.0.1'];
    const record = await runHttpHook(httpEntry(url), PAYLOAD, {
      profile: PROFILES.cloud,
      agentEnv: { ...LOCAL },
      resolve,
    });
    expect(record.httpFailure).toBe('network');
    expect(record.error).toMatch(
      /^hooksim did not send this HTTP hook: mixed\.example\.test resolves to 127\.0\.0\.1,/,
    );
    expect(requestsTo(path)).toHaveLength(0);
  });

  it('a mocked URL answers for any address without localNetwork (the gate mock is checked first)', async () => {
    const before = server.connections;
    for (const url of ['http://127.0.0.1:9/hook', 'http://0.0.0.0:9/hook', 'http://169.254.169.254/latest']) {
      const gate: HttpGate = { check: () => ({ allowed: true, mock: { body: '{"mocked":true}' } }) };
      const record = await runHttpHook(httpEntry(url), PAYLOAD, {
        profile: PROFILES.cli,
        agentEnv: {},
        gate,
        resolve: noResolve,
      });
      expect(record).toMatchObject({ status: 'ok', output: { mocked: true } });
    }
    expect(server.connections).toBe(before);
  });

  it('under preToolUse a refusal is a network error, so the network-error rules apply (§12 httpPreToolUseNetworkError)', async () => {
    const entry = httpEntry(`http://0.0.0.0:${server.port}/x`, {
      eventKey: 'preToolUse',
      event: 'preToolUse',
    });
    const record = await runHttpHook(entry, PAYLOAD, { profile: PROFILES.cloud, agentEnv: { ...LOCAL } });
    expect(record).toMatchObject({ status: 'error', httpFailure: 'network' });
  });
});
