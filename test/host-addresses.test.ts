/**
 * The host-protection list shared by HTTP hooks and the firewall upstream: what hooksim's own process never
 * connects to for a hook (this machine and its private network), whatever profile or scenario says.
 */
import { describe, expect, it } from '@jest/globals';
import { BlockList } from 'node:net';
import { networkInterfaces } from 'node:os';
import { readFileSync } from 'node:fs';
import { isHostProtectedAddress, SPECIAL_PURPOSE_RANGES } from '../src/firewall/host-addresses.js';

interface RegistryRow {
  block: string;
  name: string;
  rfc: string;
}
const REGISTRIES = JSON.parse(
  readFileSync(new URL('./fixtures/special-purpose/iana-registries.json', import.meta.url), 'utf8'),
) as Record<'ipv4' | 'ipv6' | 'beyond', RegistryRow[]>;
const ROWS = [...REGISTRIES.ipv4, ...REGISTRIES.ipv6, ...REGISTRIES.beyond];

/** The first and the last address of a block, as text. */
function ends(block: string): [string, string] {
  const [network = '', bits = ''] = block.split('/');
  const prefix = Number(bits);
  if (network.includes('.')) {
    const value = network.split('.').reduce((sum, octet) => sum * 256 + Number(octet), 0);
    const size = 2 ** (32 - prefix);
    const text = (n: number) => [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.');
    return [text(value), text(value + size - 1)];
  }
  const [head = '', tail = ''] = network.split('::');
  const words = (part: string) => (part === '' ? [] : part.split(':'));
  const all = [
    ...words(head),
    ...Array<string>(8 - words(head).length - words(tail).length).fill('0'),
    ...words(tail),
  ];
  const value = all.reduce((sum, word) => (sum << 16n) | BigInt(parseInt(word, 16)), 0n);
  const last = value | ((1n << BigInt(128 - prefix)) - 1n);
  const text = (n: bigint) =>
    Array.from({ length: 8 }, (_, i) => ((n >> BigInt(112 - 16 * i)) & 0xffffn).toString(16)).join(':');
  return [text(value), text(last)];
}

describe('isHostProtectedAddress: fixed ranges (host-protection list)', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', '0/8 this network'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback /8'],
    ['10.0.0.1', 'private 10/8'],
    ['10.255.255.255', 'private 10/8 end'],
    ['172.16.0.1', 'private 172.16/12 start'],
    ['172.31.255.255', 'private 172.16/12 end'],
    ['192.168.1.10', 'private 192.168/16'],
    ['100.64.0.1', 'CGNAT 100.64/10 start'],
    ['100.127.255.255', 'CGNAT 100.64/10 end'],
    ['169.254.169.254', 'link-local metadata'],
    ['169.254.0.1', 'link-local'],
    ['168.63.129.16', 'Azure wire server'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast end'],
    ['240.0.0.1', 'reserved 240/4'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'IPv6 unspecified'],
    ['0:0:0:0:0:0:0:0', 'IPv6 unspecified, long form'],
    ['::1', 'IPv6 loopback'],
    ['[::1]', 'IPv6 loopback in URL brackets'],
    ['fd00::1', 'ULA fd00::/8'],
    ['fc00::1', 'ULA fc00::/8'],
    ['FE80::1', 'link-local, upper case'],
    ['fe80::1%eth0', 'link-local with a zone id'],
    ['ff02::1', 'IPv6 multicast'],
    ['::127.0.0.1', 'deprecated IPv4-compatible loopback'],
  ])('%s (%s) is protected', (address) => {
    expect(isHostProtectedAddress(address)).toBe(true);
  });

  it.each([
    ['::ffff:0.0.0.0', 'mapped unspecified'],
    ['::ffff:0:0', 'mapped unspecified, hex'],
    ['::ffff:127.0.0.1', 'mapped loopback'],
    ['::ffff:7f00:1', 'mapped loopback, hex'],
    ['0:0:0:0:0:ffff:7f00:1', 'mapped loopback, long hex'],
    ['::ffff:10.1.2.3', 'mapped private 10/8'],
    ['::ffff:172.20.0.1', 'mapped private 172.16/12'],
    ['::ffff:192.168.0.1', 'mapped private 192.168/16'],
    ['::ffff:100.64.0.1', 'mapped CGNAT'],
    ['::ffff:169.254.169.254', 'mapped metadata'],
    ['::ffff:168.63.129.16', 'mapped Azure wire server'],
    ['::FFFF:A9FE:A9FE', 'mapped metadata, upper-case hex'],
    ['64:ff9b::10.0.0.1', 'NAT64 of a private address'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback, hex'],
    ['64:ff9b:1::a9fe:a9fe', 'local-use NAT64 of the metadata address'],
    ['2002:a00:1::1', '6to4 of 10.0.0.1'],
    ['2002:7f00:1::1', '6to4 of 127.0.0.1'],
  ])('%s (%s) is protected: IPv4-mapped and translated forms count as their IPv4 address', (address) => {
    expect(isHostProtectedAddress(address)).toBe(true);
  });

  it.each([
    ['8.8.8.8', 'public IPv4'],
    ['140.82.112.3', 'github.com'],
    ['100.63.255.255', 'just below CGNAT'],
    ['100.128.0.0', 'just above CGNAT'],
    ['172.15.255.255', 'just below 172.16/12'],
    ['172.32.0.0', 'just above 172.16/12'],
    ['168.63.129.17', 'next to the wire server'],
    ['223.255.255.255', 'just below multicast'],
    ['2606:4700:4700::1111', 'public IPv6'],
    ['::ffff:8.8.8.8', 'mapped public IPv4'],
    ['64:ff9b::808:808', 'NAT64 of a public address'],
    ['2002:808:808::1', '6to4 of a public address'],
  ])('%s (%s) is not protected', (address) => {
    expect(isHostProtectedAddress(address)).toBe(false);
  });

  it('anything that is not an IP address is refused (callers resolve names first)', () => {
    for (const value of ['', 'localhost', 'example.com', '999.1.1.1', '1.2.3', '::ffff:1.2.3']) {
      expect(isHostProtectedAddress(value)).toBe(true);
    }
  });

  it("node's BlockList maps ::ffff:a.b.c.d onto IPv4 rules (the list relies on it)", () => {
    const list = new BlockList();
    list.addSubnet('10.0.0.0', 8, 'ipv4');
    expect(list.check('::ffff:10.1.2.3', 'ipv6')).toBe(true);
    expect(list.check('::ffff:a01:203', 'ipv6')).toBe(true);
    expect(list.check('::ffff:11.1.2.3', 'ipv6')).toBe(false);
    // Not the IPv4-compatible form: the list covers ::/96 on its own for that.
    expect(list.check('::10.1.2.3', 'ipv6')).toBe(false);
  });
});

describe('the special-purpose table against the IANA registries (fixtures/special-purpose)', () => {
  it.each(ROWS.map((row) => [row.block, row.name, row.rfc] as const))(
    '%s (%s, %s) has a row of its own in the table, and its first and last addresses are protected',
    (block, name) => {
      expect(SPECIAL_PURPOSE_RANGES.find((range) => range.block === block)?.name).toBe(name);
      for (const address of ends(block))
        expect([address, isHostProtectedAddress(address)]).toEqual([address, true]);
    },
  );

  it('the only reachable rows carry an IPv4 address, reachable exactly when that address is, and say why', () => {
    const exceptions = SPECIAL_PURPOSE_RANGES.filter((range) => range.reach !== 'never');
    expect(exceptions.map((range) => range.block)).toEqual(['::ffff:0:0/96', '64:ff9b::/96', '2002::/16']);
    for (const range of exceptions) expect(range.why?.length).toBeGreaterThan(40);
    expect(isHostProtectedAddress('64:ff9b::8.8.8.8')).toBe(false);
    expect(isHostProtectedAddress('64:ff9b::192.168.1.1')).toBe(true);
    expect(isHostProtectedAddress('2002:808:808::1')).toBe(false);
    expect(isHostProtectedAddress('2002:c0a8:101::1')).toBe(true);
  });

  it.each([
    ['::ffff:0:7f00:1', "IPv4-translated loopback (the red team's address)"],
    ['::ffff:0:808:808', 'IPv4-translated, even of a public address'],
    ['64:ff9b:1::808:808', 'local-use NAT64, even of a public address'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation (RFC 9637)'],
    ['5f00::1', 'SRv6 SIDs'],
    ['100::1', 'discard-only'],
    ['192.0.0.170', 'NAT64 discovery'],
    ['198.18.0.1', 'benchmarking'],
    ['192.0.2.1', 'TEST-NET-1'],
  ])('%s (%s) is protected', (address) => {
    expect(isHostProtectedAddress(address)).toBe(true);
  });
});

describe("isHostProtectedAddress: this machine's interfaces", () => {
  const all = Object.values(networkInterfaces()).flatMap((infos) => infos ?? []);

  it('every address of every interface is protected, in its mapped form too', () => {
    expect(all.length).toBeGreaterThan(0);
    for (const info of all) {
      expect([info.address, isHostProtectedAddress(info.address)]).toEqual([info.address, true]);
      if (info.family === 'IPv4') {
        expect(isHostProtectedAddress(`::ffff:${info.address}`)).toBe(true);
      }
    }
  });

  const external = all.filter((info) => !info.internal && info.family === 'IPv4');
  const firstExternal = external[0];
  // A machine with only loopback has no neighbours to protect; the case above still ran.
  (firstExternal ? it : it.skip)(
    `a neighbour on this machine's own IPv4 link is protected (${firstExternal?.cidr ?? 'no non-loopback IPv4 interface here'})`,
    () => {
      const info = firstExternal!;
      const octets = info.address.split('.').map(Number);
      const prefix = Number(info.cidr?.split('/')[1]);
      if (prefix >= 31) return; // a point-to-point link has no neighbour to pick
      const last = octets[3] ?? 0;
      octets[3] = last % 2 === 0 ? last + 1 : last - 1;
      expect(isHostProtectedAddress(octets.join('.'))).toBe(true);
    },
  );
});
