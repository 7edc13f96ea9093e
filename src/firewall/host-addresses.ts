/**
 * The addresses a connection that hooksim's own process makes for a hook (an HTTP hook's request, the
 * firewall's upstream for sandboxed tools) must never reach: this machine and its private network. Hook code
 * may come from a fork's pull request, so this list is not part of the simulated runtime and no profile,
 * scenario or agent environment switches it; only an operator's explicit flag does, at the caller.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

type Family = 'ipv4' | 'ipv6';

/** Ranges that are never a public destination, whatever this machine's interfaces are. */
const PROTECTED_RANGES: ReadonlyArray<readonly [string, number, Family]> = [
  ['0.0.0.0', 8, 'ipv4'], // "this network": 0.0.0.0 connects to this machine on Linux
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT, also used by VPN overlays
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'], // link-local, including the 169.254.169.254 metadata service
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, and 255.255.255.255 broadcast
  // GitHub-hosted runners are Azure VMs: this is the runner's own wire server, not a service for hooks.
  ['168.63.129.16', 32, 'ipv4'],
  // ::/96 holds ::, ::1 and the deprecated IPv4-compatible forms (::127.0.0.1).
  ['::', 96, 'ipv6'],
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // deprecated site-local
  ['ff00::', 8, 'ipv6'], // multicast
];

const FIXED = new BlockList();
for (const [network, prefix, family] of PROTECTED_RANGES) {
  if (prefix === 32 && family === 'ipv4') FIXED.addAddress(network, family);
  else FIXED.addSubnet(network, prefix, family);
}

/** How long a read of this machine's interfaces is reused: short, because interfaces come and go. */
const INTERFACES_TTL_MS = 1000;
let interfacesCache: { readAt: number; list: BlockList } | undefined;

/** This machine's interface addresses and the subnets they are attached to (its own link). */
function readInterfaceList(): BlockList {
  const now = Date.now();
  if (interfacesCache && now - interfacesCache.readAt < INTERFACES_TTL_MS) return interfacesCache.list;
  const list = new BlockList();
  for (const addresses of Object.values(networkInterfaces())) {
    for (const info of addresses ?? []) {
      const family: Family = info.family === 'IPv6' ? 'ipv6' : 'ipv4';
      const address = stripZone(info.address);
      if (isIP(address) === 0) continue;
      list.addAddress(address, family);
      // Neighbours on this machine's own link are its private network too; a bogus /0 netmask is not.
      const prefix = Number(info.cidr?.split('/')[1]);
      if (Number.isInteger(prefix) && prefix >= (family === 'ipv4' ? 8 : 32)) {
        list.addSubnet(address, prefix, family);
      }
    }
  }
  interfacesCache = { readAt: now, list };
  return list;
}

function stripZone(address: string): string {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  const zone = bare.indexOf('%');
  return zone === -1 ? bare : bare.slice(0, zone);
}

/** The 16 bytes of a valid IPv6 address (with or without an embedded dotted quad). */
function ipv6Bytes(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string): number[] => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const words = [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return words.flatMap((word) => [word >> 8, word & 0xff]);
}

/**
 * The IPv4 address a translated IPv6 address leads to: NAT64 (64:ff9b::/96, 64:ff9b:1::/48) and 6to4
 * (2002::/16). A gateway forwards such a connection to that IPv4 address on its own network.
 */
function embeddedIpv4(address: string): string | undefined {
  const bytes = ipv6Bytes(address);
  const word = (i: number): number => ((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0);
  const quad = (from: number): string => bytes.slice(from, from + 4).join('.');
  if (word(0) === 0x64 && word(2) === 0xff9b && (word(4) === 0 || word(4) === 1)) return quad(12);
  if (word(0) === 0x2002) return quad(2);
  return undefined;
}

/**
 * Whether an address belongs to this machine or its private network: unspecified, loopback, link-local,
 * private, CGNAT, unique local, multicast, reserved, the Azure wire server, any address or attached subnet of
 * this machine's interfaces, and the IPv4-mapped (::ffff:a.b.c.d) and translated forms of all of these.
 * Anything that is not an IP address is refused too: callers resolve names first.
 */
export function isHostProtectedAddress(address: string): boolean {
  const bare = stripZone(address.trim());
  const version = isIP(bare);
  if (version === 0) return true;
  const family: Family = version === 6 ? 'ipv6' : 'ipv4';
  // BlockList checks ::ffff:a.b.c.d against the IPv4 ranges too (test/host-addresses.test.ts holds it to that).
  if (FIXED.check(bare, family) || readInterfaceList().check(bare, family)) return true;
  if (family === 'ipv4') return false;
  const inner = embeddedIpv4(bare);
  return inner !== undefined && isHostProtectedAddress(inner);
}

/** Resolves a host name to all its addresses; injectable where tests point names at local servers. */
export type LookupAll = (hostname: string) => Promise<string[]>;

/** Every address of a host name, in the resolver's order (node:dns, both families). */
export async function lookupAll(hostname: string): Promise<string[]> {
  return (await dnsLookup(hostname, { all: true, verbatim: true })).map((found) => found.address);
}
