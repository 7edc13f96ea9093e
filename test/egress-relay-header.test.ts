/**
 * The command line the relay sends with each connection and lookup (cloud-environment.md §5.4), as the firewall
 * takes it: the relay runs in the sandbox, which hooks control, so the command is untrusted text. Real relay
 * frames on a real firewall's Unix socket; the process driver's relay (on the host) sends none, and the same
 * relay asked to identify names a real curl on this machine.
 */
import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTcpRelayServer } from '../sandbox/egress-relay.cjs';
import { Firewall } from '../src/firewall/firewall.js';
import { cleanCommand, MAX_COMMAND_CHARS, parseRelayHeader } from '../src/firewall/relay-header.js';

const RELAY = '127.1.0.1';
const dir = mkdtempSync(path.join(tmpdir(), 'hooksim-relay-header-'));
let counter = 0;
let firewall: Firewall;

afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => firewall.close());

async function start(): Promise<void> {
  counter += 1;
  firewall = await Firewall.start({
    socketPath: path.join(dir, `fw-${counter}.sock`),
    surface: 'cloud',
    recommended: false,
    allow: [],
  });
  firewall.attribute({ event: 'preToolUse', file: '.github/hooks/h.json', index: 0 });
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/**
 * Open a raw relay connection, write `bytes` and half-close (as a client that has sent everything: the firewall
 * answers what it read, then closes) unless `keepOpen`, and collect everything until the firewall closes it.
 */
function exchange(
  bytes: string | Buffer,
  keepOpen = false,
): Promise<{ data: Buffer; text: string; ms: number }> {
  const started = Date.now();
  const socket: Socket = connect(firewall.socketPath);
  socket.on('error', () => undefined);
  if (keepOpen) socket.write(bytes);
  else socket.end(bytes);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) =>
    socket.on('close', () => {
      const data = Buffer.concat(chunks);
      resolve({ data, text: data.toString('latin1'), ms: Date.now() - started });
    }),
  );
}

/** The RCODE of each `<n>\n` + n-byte DNS answer in `data`. */
function rcodes(data: Buffer): number[] {
  const codes: number[] = [];
  for (let at = 0; at < data.length;) {
    const newline = data.indexOf(10, at);
    const length = Number(data.subarray(at, newline).toString('ascii'));
    codes.push((data[newline + 1 + 3] ?? 0xff) & 0x0f);
    at = newline + 1 + length;
  }
  return codes;
}

/** A blocked proxied request under `header`: the firewall answers 403 and closes. */
const blockedGet = (header: string, path = '/') =>
  `${header}\nGET http://blocked.test${path} HTTP/1.1\r\nHost: blocked.test\r\nConnection: close\r\n\r\n`;

/** A DNS A query for `name`. */
function dnsQuery(name: string, id: number): Buffer {
  const labels = name
    .split('.')
    .map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)]));
  const header = Buffer.alloc(12);
  header.writeUInt16BE(id, 0);
  header.writeUInt16BE(0x0100, 2);
  header.writeUInt16BE(1, 4);
  return Buffer.concat([header, ...labels, Buffer.from([0, 0, 1, 0, 1])]);
}

describe('the relay header carries the command of the process (cloud-environment.md §5.4)', () => {
  it('TCP: the command goes into the entry, the hook attribution kept; a header without one still works', async () => {
    await start();
    const named = await exchange(blockedGet(`TCP ${RELAY} 3128 ${b64('node install.mjs')}`, '/a'));
    expect(named.text).toMatch(/^HTTP\/1.1 403 /);
    await exchange(blockedGet(`TCP ${RELAY} 3128`, '/b'));
    const at = { event: 'preToolUse', file: '.github/hooks/h.json', index: 0 };
    expect(firewall.egress()).toEqual([
      {
        host: 'blocked.test',
        url: 'http://blocked.test/a',
        kind: 'http',
        allowed: false,
        ...at,
        command: 'node install.mjs',
        count: 1,
      },
      { host: 'blocked.test', url: 'http://blocked.test/b', kind: 'http', allowed: false, ...at, count: 1 },
    ]);
  });

  it('DNS: each query on a connection carries its own command', async () => {
    await start();
    const first = dnsQuery('one.blocked.test', 1);
    const second = dnsQuery('two.blocked.test', 2);
    const third = dnsQuery('three.blocked.test', 3);
    const { data } = await exchange(
      Buffer.concat([
        Buffer.from(`DNS ${first.length} ${b64('getent hosts one.blocked.test')}\n`),
        first,
        Buffer.from(`DNS ${second.length} ${b64('/usr/lib/apt/methods/https ')}\n`),
        second,
        Buffer.from(`DNS ${third.length}\n`),
        third,
      ]),
    );
    // Three answers, each NXDOMAIN.
    expect(rcodes(data)).toEqual([3, 3, 3]);
    expect(firewall.egress().map((entry) => [entry.host, entry.command])).toEqual([
      ['one.blocked.test', 'getent hosts one.blocked.test'],
      // Kept as the process shows it, trailing blank included (the spec's own example).
      ['two.blocked.test', '/usr/lib/apt/methods/https '],
      ['three.blocked.test', undefined],
    ]);
  });

  it('untrusted text: control characters, line separators and bidi overrides cannot reach the report; capped at 1000', async () => {
    await start();
    const hostile = 'curl\u0000-s\r\nInjected: line\u001b[31m\u0085\u2028x\u202eevil\u2066`tick`';
    await exchange(blockedGet(`TCP ${RELAY} 3128 ${b64(hostile)}`, '/hostile'));
    await exchange(blockedGet(`TCP ${RELAY} 3128 ${b64('é'.repeat(1500))}`, '/long'));
    const commands = firewall.egress().map((entry) => entry.command);
    expect(commands[0]).toBe('curl -s  Injected: line [31m  xevil`tick`');
    expect(commands[1]).toBe(`${'é'.repeat(MAX_COMMAND_CHARS - 1)}…`);
    // Only blanks left: no command at all.
    expect(cleanCommand('\u0000\n\u202e\t')).toBeUndefined();
    // A cut never leaves half a surrogate pair.
    expect(cleanCommand(`${'a'.repeat(MAX_COMMAND_CHARS - 2)}😀😀`)).toBe(
      `${'a'.repeat(MAX_COMMAND_CHARS - 2)}…`,
    );
  });

  it.each([
    ['a character outside base64', `TCP ${RELAY} 3128 ab$cd`],
    ['a field over the cap', `TCP ${RELAY} 3128 ${'A'.repeat(4097)}`],
    ['a second field', `TCP ${RELAY} 3128 ${b64('a')} ${b64('b')}`],
    ['a DNS size out of range with a command', `DNS 3 ${b64('a')}`],
  ])(
    'a malformed header (%s) closes the connection, records nothing, and the firewall stays alive',
    async (_title, header) => {
      await start();
      const result = await exchange(blockedGet(header));
      expect(result.text).toBe('');
      expect(firewall.egress()).toEqual([]);
      const alive = await exchange(blockedGet(`TCP ${RELAY} 3128 ${b64('ok')}`));
      expect(alive.text).toMatch(/^HTTP\/1.1 403 /);
    },
  );

  it('bytes that cannot begin a header are dropped at once, not at the header deadline', async () => {
    await start();
    // No newline and the connection left open: only the header deadline (10 s) would end it otherwise.
    const result = await exchange('GET / HTTP/1.1 with no newline yet', true);
    expect(result.text).toBe('');
    expect(result.ms).toBeLessThan(5000);
  });

  it('a TCP header whose address is not an IP is forged: refused (no name or escape reaches the log)', () => {
    expect(parseRelayHeader('TCP 127.1.0.1 80')).toEqual({ kind: 'tcp', address: '127.1.0.1', port: 80 });
    expect(parseRelayHeader('TCP ::1 443')).toEqual({ kind: 'tcp', address: '::1', port: 443 });
    expect(parseRelayHeader('TCP example.com 80')).toBeUndefined();
    expect(parseRelayHeader('TCP \u001b[31mx 80')).toBeUndefined();
  });
});

describe('the relay on the host (process driver) sends no command; asked to identify, it names the process', () => {
  /** A relay listener on 127.0.0.1 (any port), as the process driver runs it. */
  async function relay(identifyClients: boolean): Promise<Server> {
    const server = createTcpRelayServer(firewall.socketPath, RELAY, 3128, { identifyClients });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return server;
  }

  it.each([
    [false, undefined],
    [true, 'curl -s -x http://127.0.0.1:PORT http://blocked.test/via-host-relay'],
  ])('identifyClients %s → command %s', async (identify, expected) => {
    await start();
    const server = await relay(identify);
    const port = (server.address() as AddressInfo).port;
    try {
      const { stdout } = await promisify(execFile)('curl', [
        '-s',
        '-x',
        `http://127.0.0.1:${port}`,
        'http://blocked.test/via-host-relay',
      ]);
      expect(stdout).toMatch(/^Blocked by hooksim firewall/);
      expect(firewall.egress().map((entry) => entry.command)).toEqual([
        expected?.replace('PORT', String(port)),
      ]);
    } finally {
      server.close();
    }
  });
});
