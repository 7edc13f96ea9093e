/**
 * The firewall's upstream runs in hooksim's own process: allowed egress of sandboxed tools must still never
 * reach this machine or its private network (host-protection list), whatever `firewall.allow` or the `cli`
 * surface allows. Refusals happen before any connect, so private addresses elsewhere are checked through
 * `destinationFor` only; this machine's own addresses are also tried end to end with a listening server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect as netConnect } from 'node:net';
import type { Socket } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Firewall } from '../src/firewall/firewall.js';
import { Upstream, UpstreamError } from '../src/firewall/upstream.js';
import { startHttpServer } from './helpers/http-server.js';
import type { TestHttpServer } from './helpers/http-server.js';

const RELAY = '127.1.0.1';
const hostAddress = Object.values(networkInterfaces())
  .flatMap((infos) => infos ?? [])
  .find((info) => !info.internal && info.family === 'IPv4')?.address;

async function refusal(work: Promise<unknown>): Promise<UpstreamError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe('Upstream.destinationFor: the host-protection list (firewall upstream, cloud-environment.md §5)', () => {
  const upstream = new Upstream();
  afterAll(() => upstream.close());

  it.each([
    ['10.1.2.3', 'private 10/8'],
    ['172.16.5.4', 'private 172.16/12'],
    ['192.168.0.1', 'private 192.168/16'],
    ['100.64.0.1', 'CGNAT'],
    ['fd00::1', 'unique local'],
    ['::ffff:10.1.2.3', 'mapped private'],
    ['::ffff:0.0.0.0', 'mapped unspecified'],
    ['0.0.0.0', 'unspecified'],
    ['168.63.129.16', 'Azure wire server'],
    ['169.254.169.254', 'metadata'],
    ['127.0.0.1', 'loopback'],
    ['::ffff:0:7f00:1', 'IPv4-translated loopback'],
    ['64:ff9b:1::7f00:1', 'local-use NAT64'],
  ])('an allowed IP %s (%s) is refused as forbidden-address', async (ip) => {
    const error = await refusal(upstream.destinationFor(ip, 80));
    expect(error.code).toBe('forbidden-address');
    expect(error.message).toMatch(
      /^\S+ is an address of hooksim's host or its private network; the firewall does not reach it$/,
    );
  });

  (hostAddress ? it : it.skip)(
    `this machine's interface address (${hostAddress ?? 'none: no non-loopback IPv4 interface here'}) and its mapped form are refused`,
    async () => {
      for (const ip of [hostAddress ?? '', `::ffff:${hostAddress ?? ''}`]) {
        expect((await refusal(upstream.destinationFor(ip, 80))).code).toBe('forbidden-address');
      }
    },
  );

  it('a public address is a destination (nothing is connected here)', async () => {
    await expect(upstream.destinationFor('140.82.112.9', 443)).resolves.toEqual({
      address: '140.82.112.9',
      port: 443,
    });
  });

  it('an allowed name resolving only to private or interface addresses is refused; a public one among them is pinned', async () => {
    const answers: Record<string, string[]> = {
      'intranet.example.test': ['10.0.0.8', 'fd12::8'],
      'self.example.test': hostAddress ? [hostAddress] : ['127.0.0.1'],
      'mixed.example.test': ['192.168.1.1', '140.82.112.10'],
    };
    const named = new Upstream({}, [], async (name) => answers[name] ?? []);
    try {
      const intranet = await refusal(named.destinationFor('intranet.example.test', 443));
      expect(intranet.code).toBe('forbidden-address');
      expect(intranet.message).toContain('intranet.example.test resolves to an address');
      expect((await refusal(named.destinationFor('self.example.test', 80))).code).toBe('forbidden-address');
      await expect(named.destinationFor('mixed.example.test', 443)).resolves.toEqual({
        address: '140.82.112.10',
        port: 443,
        servername: 'mixed.example.test',
      });
    } finally {
      named.close();
    }
  });

  it('a resolve mapping (tests) still points a name at a local server', async () => {
    const mapped = new Upstream({ 'plain.example.test': '127.0.0.1:8080' });
    try {
      await expect(mapped.destinationFor('plain.example.test', 80)).resolves.toEqual({
        address: '127.0.0.1',
        port: 8080,
        servername: 'plain.example.test',
      });
    } finally {
      mapped.close();
    }
  });
});

describe("the firewall relay does not reach this machine's interface address, even when allowed", () => {
  const dir = mkdtempSync(join(tmpdir(), 'hooksim-fwu-'));
  let target: TestHttpServer | undefined;
  let counter = 0;

  beforeAll(async () => {
    if (hostAddress) target = await startHttpServer({ '/secret': { body: 'host secret' } }, hostAddress);
  });
  afterAll(async () => {
    await target?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function send(socketPath: string, bytes: string): Promise<string> {
    return new Promise((resolve) => {
      const socket: Socket = netConnect(socketPath);
      const chunks: Buffer[] = [];
      socket.on('error', () => undefined);
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
      socket.write(bytes);
    });
  }

  // A machine with only loopback has no interface address to listen on: skipped, with the reason in the title.
  (hostAddress ? it : it.skip).each(['cloud', 'cli'] as const)(
    `surface %s with ${hostAddress ?? '(no non-loopback IPv4 interface here)'} in firewall.allow: proxied GET and CONNECT get 502, nothing arrives`,
    async (surface) => {
      if (!hostAddress || !target) throw new Error('unreachable: skipped without an interface address');
      counter += 1;
      const socketPath = join(dir, `fw-${counter}.sock`);
      const firewall = await Firewall.start({
        socketPath,
        surface,
        recommended: false,
        allow: [hostAddress],
      });
      try {
        const before = target.connections;
        const authority = `${hostAddress}:${target.port}`;
        const proxied = await send(
          socketPath,
          `TCP ${RELAY} 3128\nGET http://${authority}/secret HTTP/1.1\r\nHost: ${authority}\r\nConnection: close\r\n\r\n`,
        );
        expect(proxied).toMatch(/^HTTP\/1.1 502 /);
        expect(proxied).not.toContain('host secret');
        const tunnel = await send(socketPath, `TCP ${RELAY} 3128\nCONNECT ${authority} HTTP/1.1\r\n\r\n`);
        expect(tunnel).toMatch(/^HTTP\/1.1 502 /);
        expect(target.connections).toBe(before);
        expect(target.requests).toHaveLength(0);
      } finally {
        await firewall.close();
      }
    },
  );
});
