/**
 * The firewall runs in hooksim's own process and its input comes from code under test: garbage, half-open
 * connections, huge or slow headers must never crash it, hang it or leave connections behind.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { connect as netConnect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { scanClientHello } from '../src/firewall/client-hello.js';
import { Decider } from '../src/firewall/decision.js';
import { answerDnsQuery, DNS_LIMITS } from '../src/firewall/dns-stub.js';
import { EgressLog } from '../src/firewall/egress-log.js';
import { Firewall, RELAY_LIMITS } from '../src/firewall/firewall.js';
import { MockTable } from '../src/firewall/mocks.js';
import { PROXY_LIMITS } from '../src/firewall/proxy.js';
import { RuleSets } from '../src/firewall/rule-sets.js';
import { AllowRuleError, parseAllowRule } from '../src/firewall/rules.js';
import { sniffProtocol } from '../src/firewall/stream-head.js';

const RELAY = '127.1.0.1';
const dir = mkdtempSync(join(tmpdir(), 'hooksim-fwr-'));
const savedProxy = { ...PROXY_LIMITS };
const savedRelay = { ...RELAY_LIMITS };
const savedDns = { ...DNS_LIMITS };
let upstream: Server;
let upstreamPort = 0;
let firewall: Firewall;
let socketPath = '';
let counter = 0;

beforeAll(async () => {
  upstream = createServer((req, res) => res.end(`upstream ${req.url ?? ''}`));
  upstream.listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  upstreamPort = (upstream.address() as AddressInfo).port;
  PROXY_LIMITS.headTimeoutMs = 400;
  PROXY_LIMITS.sniffTimeoutMs = 200;
  RELAY_LIMITS.headerTimeoutMs = 200;
  DNS_LIMITS.readTimeoutMs = 200;
  DNS_LIMITS.idleTimeoutMs = 300;
});

afterAll(async () => {
  Object.assign(PROXY_LIMITS, savedProxy);
  Object.assign(RELAY_LIMITS, savedRelay);
  Object.assign(DNS_LIMITS, savedDns);
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<void> {
  counter += 1;
  socketPath = join(dir, `fw-${counter}.sock`);
  firewall = await Firewall.start({
    socketPath,
    surface: 'cloud',
    recommended: false,
    allow: ['plain.example.test', 'https://url-only.example.test/ok/'],
    resolve: { 'plain.example.test': `127.0.0.1:${upstreamPort}` },
  });
}

afterEach(async () => {
  await firewall.close();
});

/** Open a raw relay connection and write what the test says. */
function raw(bytes: string | Buffer): Socket {
  const socket = netConnect(socketPath);
  socket.on('error', () => undefined);
  socket.write(bytes);
  return socket;
}

/** Everything the firewall sends until it closes the connection, and how long that took. */
function untilClosed(socket: Socket): Promise<{ text: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () =>
      resolve({ text: Buffer.concat(chunks).toString('latin1'), ms: Date.now() - started }),
    );
  });
}

/** A normal proxied request still works: the firewall is alive. */
async function expectAlive(): Promise<void> {
  const socket = raw(
    `TCP ${RELAY} 3128\nGET http://plain.example.test/alive HTTP/1.1\r\nHost: plain.example.test\r\nConnection: close\r\n\r\n`,
  );
  const { text } = await untilClosed(socket);
  expect(text).toMatch(/^HTTP\/1.1 200 OK[\s\S]*upstream \/alive$/);
}

async function expectNoLeftovers(): Promise<void> {
  for (let waited = 0; waited < 2000 && firewall.openConnections() > 0; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(firewall.openConnections()).toBe(0);
}

describe('firewall robustness: malformed relay input', () => {
  it.each([
    ['no newline within the header cap', 'X'.repeat(300)],
    ['an unknown header', 'HELLO there\n'],
    ['a port out of range', `TCP ${RELAY} 99999\nGET / HTTP/1.1\r\n\r\n`],
    ['a DNS size below a DNS header', 'DNS 3\nabc'],
    ['a DNS size above the cap', 'DNS 65535\n'],
    ['binary garbage', Buffer.from([0, 255, 10, 13, 0x16, 3, 1])],
  ])('closes the connection on %s and stays alive', async (_title, bytes) => {
    await start();
    const result = await untilClosed(raw(bytes));
    expect(result.text).toBe('');
    await expectAlive();
    await expectNoLeftovers();
  });

  it('a silent relay connection is dropped after the header deadline', async () => {
    await start();
    const result = await untilClosed(raw(''));
    expect(result.ms).toBeGreaterThanOrEqual(150);
    expect(result.ms).toBeLessThan(2000);
    await expectNoLeftovers();
  });

  it('DNS garbage of a valid size (16-bit counts all ones) gets FORMERR', async () => {
    await start();
    const query = Buffer.alloc(20, 0xff);
    query.writeUInt16BE(0x0001, 2);
    const socket = raw(Buffer.concat([Buffer.from(`DNS ${query.length}\n`), query]));
    socket.end();
    const result = await untilClosed(socket);
    const answer = Buffer.from(result.text.slice(result.text.indexOf('\n') + 1), 'latin1');
    expect(answer.readUInt16BE(0)).toBe(0xffff);
    expect(answer.readUInt16BE(2) & 0x0f).toBe(1);
    await expectAlive();
  });

  it('a half-sent DNS query is dropped at the deadline', async () => {
    await start();
    const socket = raw('DNS 40\n\u0001\u0002');
    const result = await untilClosed(socket);
    expect(result.text).toBe('');
    await expectNoLeftovers();
  });
});

describe('firewall robustness: HTTP and TLS from the sandbox', () => {
  it('a header larger than the cap is answered 431 and closed', async () => {
    await start();
    const big = 'x'.repeat(PROXY_LIMITS.maxHeaderBytes + 1024);
    const result = await untilClosed(
      raw(`TCP ${RELAY} 80\nGET / HTTP/1.1\r\nHost: plain.example.test\r\nX-Big: ${big}\r\n\r\n`),
    );
    expect(result.text).toMatch(/^HTTP\/1.1 431 /);
    await expectAlive();
    await expectNoLeftovers();
  });

  it('slowloris: a request head trickled byte by byte is cut at the head deadline', async () => {
    await start();
    const socket = raw(`TCP ${RELAY} 80\nGET / HTTP/1.1\r\nHost: plain.example.test\r\n`);
    const timer = setInterval(() => socket.write('X-Slow: 1\r\n'), 50);
    const result = await untilClosed(socket);
    clearInterval(timer);
    expect(result.ms).toBeGreaterThanOrEqual(350);
    expect(result.ms).toBeLessThan(2000);
    await expectNoLeftovers();
  });

  it('an idle keep-alive connection after a response is also cut', async () => {
    await start();
    const socket = raw(`TCP ${RELAY} 80\nGET / HTTP/1.1\r\nHost: plain.example.test\r\n\r\n`);
    const result = await untilClosed(socket);
    expect(result.text).toMatch(/^HTTP\/1.1 200 OK/);
    expect(result.ms).toBeLessThan(6000);
    await expectNoLeftovers();
  });

  it('a client that half-closes after its request still gets the answer', async () => {
    await start();
    const socket = raw(`TCP ${RELAY} 80\nGET /half HTTP/1.1\r\nHost: plain.example.test\r\n\r\n`);
    socket.end();
    const result = await untilClosed(socket);
    expect(result.text).toMatch(/upstream \/half$/);
    await expectNoLeftovers();
  });

  it('a malformed request line is 400; pipelined requests are each decided', async () => {
    await start();
    const bad = await untilClosed(raw(`TCP ${RELAY} 80\nGET / HTTP/1.1\r\nNo colon here\r\n\r\n`));
    expect(bad.text).toMatch(/^HTTP\/1.1 400 /);
    const socket = raw(
      `TCP ${RELAY} 80\nGET /one HTTP/1.1\r\nHost: plain.example.test\r\n\r\nGET /two HTTP/1.1\r\nHost: evil.example.com\r\nConnection: close\r\n\r\n`,
    );
    const both = await untilClosed(socket);
    expect(both.text).toContain('upstream /one');
    expect(both.text).toContain('Blocked by hooksim firewall: http://evil.example.com/two');
  });

  it('a server-first protocol (the client sends nothing) is refused as other TCP after the sniff deadline', async () => {
    await start();
    const result = await untilClosed(raw(`TCP ${RELAY} 443\n`));
    expect(result.text).toBe('');
    expect(firewall.egress()).toEqual([
      { host: RELAY, url: `tcp://${RELAY}:443`, kind: 'http', allowed: false, count: 1 },
    ]);
    await expectNoLeftovers();
  });

  it('a broken TLS record, and a ClientHello without SNI, are refused and recorded (§5.2 point 4)', async () => {
    await start();
    const broken = await untilClosed(
      raw(Buffer.concat([Buffer.from(`TCP ${RELAY} 443\n`), Buffer.from([0x16, 3, 1, 0, 5, 9, 9, 9, 9, 9])])),
    );
    expect(broken.text).toBe('');
    const relay = raw(`TCP ${RELAY} 443\n`);
    const secured = tlsConnect({ socket: relay, rejectUnauthorized: false });
    secured.on('error', () => undefined);
    await untilClosed(relay);
    expect(firewall.egress()).toEqual([
      { host: RELAY, url: `tcp://${RELAY}:443`, kind: 'http', allowed: false, count: 2 },
    ]);
    await expectAlive();
    await expectNoLeftovers();
  });

  it('a ClientHello that never completes, and a TLS client silent after its handshake, are cut at the head deadline', async () => {
    await start();
    const partial = await untilClosed(
      raw(Buffer.concat([Buffer.from(`TCP ${RELAY} 443\n`), Buffer.from([0x16, 3, 1, 0x02, 0x00, 1, 0])])),
    );
    expect(partial.text).toBe('');
    expect(partial.ms).toBeGreaterThanOrEqual(350);
    expect(partial.ms).toBeLessThan(2000);
    const relay = raw(`TCP ${RELAY} 443\n`);
    const secured = tlsConnect({
      socket: relay,
      servername: 'url-only.example.test',
      rejectUnauthorized: false,
    });
    secured.on('error', () => undefined);
    await once(secured, 'secureConnect');
    const silent = await untilClosed(relay);
    expect(silent.ms).toBeGreaterThanOrEqual(350);
    expect(silent.ms).toBeLessThan(2000);
    await expectNoLeftovers();
  });

  it('a client that vanishes mid-request (body half sent) leaves nothing behind', async () => {
    await start();
    const gone = raw(
      `TCP ${RELAY} 3128\nPOST http://plain.example.test/ HTTP/1.1\r\nHost: plain.example.test\r\nContent-Length: 100000\r\n\r\npartial`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    gone.destroy();
    await expectAlive();
    await expectNoLeftovers();
  });

  it("allowed names that resolve to this machine are not reached (no route to hooksim's host)", async () => {
    counter += 1;
    socketPath = join(dir, `fw-${counter}.sock`);
    firewall = await Firewall.start({
      socketPath,
      surface: 'cloud',
      recommended: false,
      allow: ['169.254.169.254', '127.0.0.1'],
    });
    const metadata = await untilClosed(
      raw(
        `TCP ${RELAY} 80\nGET /latest/meta-data HTTP/1.1\r\nHost: 169.254.169.254\r\nConnection: close\r\n\r\n`,
      ),
    );
    expect(metadata.text).toMatch(/^HTTP\/1.1 502 /);
    const loopback = await untilClosed(raw(`TCP ${RELAY} 3128\nCONNECT 127.0.0.1:22 HTTP/1.1\r\n\r\n`));
    expect(loopback.text).toMatch(/^HTTP\/1.1 502 /);
  });
});

describe('firewall robustness: limits and shutdown', () => {
  it('connections beyond the cap are refused at once; the rest keep working', async () => {
    RELAY_LIMITS.maxConnections = 4;
    try {
      await start();
      const idle = Array.from({ length: 4 }, () => raw(`TCP ${RELAY} 80\n`));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const refused = await untilClosed(raw(`TCP ${RELAY} 80\n`));
      expect(refused.ms).toBeLessThan(150);
      for (const socket of idle) socket.destroy();
      await expectNoLeftovers();
      await expectAlive();
    } finally {
      RELAY_LIMITS.maxConnections = savedRelay.maxConnections;
    }
  });

  it('close() drops open connections and removes the socket', async () => {
    await start();
    const open = raw(`TCP ${RELAY} 80\nGET / HTTP/1.1\r\n`);
    const closed = untilClosed(open);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await firewall.close();
    await closed;
    expect(existsSync(socketPath)).toBe(false);
    await firewall.close();
  });

  it('random bytes after each relay header never crash the firewall', async () => {
    await start();
    const samples = fc.sample(
      fc.tuple(
        fc.constantFrom('TCP 127.1.0.1 80\n', 'TCP 127.1.0.1 443\n', 'TCP 127.1.0.1 3128\n', 'DNS 32\n'),
        fc.uint8Array({ maxLength: 600 }),
      ),
      { numRuns: 60, seed: 42 },
    );
    await Promise.all(
      samples.map(([header, bytes]) =>
        untilClosed(raw(Buffer.concat([Buffer.from(header), Buffer.from(bytes)]))),
      ),
    );
    await expectAlive();
    await expectNoLeftovers();
  });
});

describe('firewall robustness: parsers never throw on arbitrary bytes (fast-check)', () => {
  const decider = new Decider(RuleSets.create({ surface: 'cloud' }), new MockTable(), new EgressLog());

  it('DNS queries', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const answer = answerDnsQuery(Buffer.from(bytes), decider);
        return answer === undefined || answer.length >= 12;
      }),
      { numRuns: 2000 },
    );
  });

  it('TLS ClientHellos, HTTP sniffing and rule texts', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        const withRecord = Buffer.concat([
          Buffer.from([0x16, 3, 1, bytes.length >> 8, bytes.length & 0xff]),
          Buffer.from(bytes),
        ]);
        scanClientHello(withRecord);
        scanClientHello(Buffer.from(bytes));
        sniffProtocol(Buffer.from(bytes));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        try {
          parseAllowRule(text);
        } catch (error) {
          if (!(error instanceof AllowRuleError)) throw error;
        }
      }),
      { numRuns: 2000 },
    );
  });
});
