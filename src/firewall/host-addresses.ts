/**
 * The addresses a connection that hooksim's own process makes for a hook (an HTTP hook's request, the
 * firewall's upstream for sandboxed tools) must never reach: this machine and its private network. Hook code
 * may come from a fork's pull request, so this list is not part of the simulated runtime and no profile,
 * scenario or agent environment switches it; only an operator's explicit flag does, at the caller.
 */
import { BlockList } from 'node:net';
import { networkInterfaces } from 'node:os';
import { ipVersion } from '../ip-version.js';
import { lazyDnsPromises } from '../lazy-builtin.js';

type Family = 'ipv4' | 'ipv6';

/** One special-purpose block and whether a hook's connection may reach it. */
export interface SpecialPurposeRange {
  block: string;
  /** The name the IANA registry gives the block (or its RFC, for blocks outside the registries). */
  name: string;
  /**
   * `never`: no address in it is a destination for a hook. `asEmbeddedIpv4`: it carries an IPv4 address at
   * byte `ipv4At` and is reachable exactly when that address is.
   */
  reach: 'never' | 'asEmbeddedIpv4';
  ipv4At?: number;
  /** Why a block is reachable at all (every `asEmbeddedIpv4` row has one). */
  why?: string;
}

/**
 * Every row of the IANA IPv4 and IPv6 Special-Purpose Address Registries, then the blocks outside them that are
 * never a public destination either (test/fixtures/special-purpose holds the registries' rows). Rows that are
 * "globally reachable" in the registry (anycast relays, AS112, AMT, ORCHIDv2, DETs) are still `never`: none is a
 * service a hook needs, and several (Port Control, TURN) reach the runner's own network equipment.
 */
export const SPECIAL_PURPOSE_RANGES: readonly SpecialPurposeRange[] = [
  // IPv4 registry
  { block: '0.0.0.0/8', name: '"This network"', reach: 'never' }, // 0.0.0.0 connects to this machine on Linux
  { block: '0.0.0.0/32', name: '"This host on this network"', reach: 'never' },
  { block: '10.0.0.0/8', name: 'Private-Use', reach: 'never' },
  { block: '100.64.0.0/10', name: 'Shared Address Space', reach: 'never' }, // CGNAT, also VPN overlays
  { block: '127.0.0.0/8', name: 'Loopback', reach: 'never' },
  { block: '169.254.0.0/16', name: 'Link Local', reach: 'never' }, // the 169.254.169.254 metadata service
  { block: '172.16.0.0/12', name: 'Private-Use', reach: 'never' },
  { block: '192.0.0.0/24', name: 'IETF Protocol Assignments', reach: 'never' },
  { block: '192.0.0.0/29', name: 'IPv4 Service Continuity Prefix', reach: 'never' },
  { block: '192.0.0.8/32', name: 'IPv4 dummy address', reach: 'never' },
  { block: '192.0.0.9/32', name: 'Port Control Protocol Anycast', reach: 'never' },
  { block: '192.0.0.10/32', name: 'Traversal Using Relays around NAT Anycast', reach: 'never' },
  { block: '192.0.0.170/32', name: 'NAT64/DNS64 Discovery', reach: 'never' },
  { block: '192.0.0.171/32', name: 'NAT64/DNS64 Discovery', reach: 'never' },
  { block: '192.0.2.0/24', name: 'Documentation (TEST-NET-1)', reach: 'never' },
  { block: '192.31.196.0/24', name: 'AS112-v4', reach: 'never' },
  { block: '192.52.193.0/24', name: 'AMT', reach: 'never' },
  { block: '192.88.99.0/24', name: 'Deprecated (6to4 Relay Anycast)', reach: 'never' },
  { block: '192.88.99.2/32', name: '6a44-relay anycast address', reach: 'never' },
  { block: '192.168.0.0/16', name: 'Private-Use', reach: 'never' },
  { block: '192.175.48.0/24', name: 'Direct Delegation AS112 Service', reach: 'never' },
  { block: '198.18.0.0/15', name: 'Benchmarking', reach: 'never' },
  { block: '198.51.100.0/24', name: 'Documentation (TEST-NET-2)', reach: 'never' },
  { block: '203.0.113.0/24', name: 'Documentation (TEST-NET-3)', reach: 'never' },
  { block: '240.0.0.0/4', name: 'Reserved', reach: 'never' },
  { block: '255.255.255.255/32', name: 'Limited Broadcast', reach: 'never' },
  // IPv6 registry
  { block: '::1/128', name: 'Loopback Address', reach: 'never' },
  { block: '::/128', name: 'Unspecified Address', reach: 'never' },
  {
    block: '::ffff:0:0/96',
    name: 'IPv4-mapped Address',
    reach: 'asEmbeddedIpv4',
    ipv4At: 12,
    why: 'how a dual-stack socket writes an IPv4 address: a connection to it is one to that IPv4 address',
  },
  {
    block: '64:ff9b::/96',
    name: 'IPv4-IPv6 Translat.',
    reach: 'asEmbeddedIpv4',
    ipv4At: 12,
    why: 'the well-known NAT64 prefix: on an IPv6-only network DNS64 answers public IPv4 hosts with it',
  },
  { block: '64:ff9b:1::/48', name: 'IPv4-IPv6 Translat.', reach: 'never' }, // local-use NAT64: a private network
  { block: '100::/64', name: 'Discard-Only Address Block', reach: 'never' },
  { block: '100:0:0:1::/64', name: 'Dummy IPv6 Prefix', reach: 'never' },
  { block: '2001::/23', name: 'IETF Protocol Assignments', reach: 'never' },
  { block: '2001::/32', name: 'TEREDO', reach: 'never' }, // a tunnel to a client behind some NAT
  { block: '2001:1::1/128', name: 'Port Control Protocol Anycast', reach: 'never' },
  { block: '2001:1::2/128', name: 'Traversal Using Relays around NAT Anycast', reach: 'never' },
  { block: '2001:1::3/128', name: 'DNS-SD Service Registration Protocol Anycast', reach: 'never' },
  { block: '2001:2::/48', name: 'Benchmarking', reach: 'never' },
  { block: '2001:3::/32', name: 'AMT', reach: 'never' },
  { block: '2001:4:112::/48', name: 'AS112-v6', reach: 'never' },
  { block: '2001:10::/28', name: 'Deprecated (previously ORCHID)', reach: 'never' },
  { block: '2001:20::/28', name: 'ORCHIDv2', reach: 'never' },
  { block: '2001:30::/28', name: 'Drone Remote ID Protocol Entity Tags (DETs) Prefix', reach: 'never' },
  { block: '2001:db8::/32', name: 'Documentation', reach: 'never' },
  {
    block: '2002::/16',
    name: '6to4',
    reach: 'asEmbeddedIpv4',
    ipv4At: 2,
    why: "a public host's 6to4 address: the relay delivers to the IPv4 address in bytes 2-5, which decides",
  },
  { block: '2620:4f:8000::/48', name: 'Direct Delegation AS112 Service', reach: 'never' },
  { block: '3fff::/20', name: 'Documentation', reach: 'never' },
  { block: '5f00::/16', name: 'Segment Routing (SRv6) SIDs', reach: 'never' },
  { block: 'fc00::/7', name: 'Unique-Local', reach: 'never' },
  { block: 'fe80::/10', name: 'Link-Local Unicast', reach: 'never' },
  // Outside the registries
  { block: '224.0.0.0/4', name: 'Multicast', reach: 'never' },
  // ::/96 also holds the deprecated IPv4-compatible forms (::127.0.0.1).
  { block: '::/96', name: 'IPv4-compatible Address (deprecated)', reach: 'never' },
  // SIIT's translated form (RFC 2765): no host has one; ::ffff:0:7f00:1 is loopback to a translator.
  { block: '::ffff:0:0:0/96', name: 'IPv4-translated Address', reach: 'never' },
  { block: 'fec0::/10', name: 'Site-Local Unicast (deprecated)', reach: 'never' },
  { block: 'ff00::/8', name: 'Multicast', reach: 'never' },
];

/** Single addresses that are not special-purpose but are never a hook's destination either. */
const PROTECTED_HOSTS: ReadonlyArray<readonly [string, Family]> = [
  // GitHub-hosted runners are Azure VMs: this is the runner's own wire server, not a service for hooks.
  ['168.63.129.16', 'ipv4'],
];

function familyOf(network: string): Family {
  return network.includes(':') ? 'ipv6' : 'ipv4';
}

/** The special-purpose blocks: fixed ones in a BlockList, embedding ones apart. */
interface SpecialBlocks {
  fixed: BlockList;
  embedding: Array<{ network: number[]; prefix: number; ipv4At: number }>;
}

let specialBlocks: SpecialBlocks | undefined;

/** SpecialBlocks, built on first use: about 1 ms of a `fire` whose hooks reach no network. */
function special(): SpecialBlocks {
  if (specialBlocks !== undefined) return specialBlocks;
  const fixed = new BlockList();
  const embedding: SpecialBlocks['embedding'] = [];
  for (const range of SPECIAL_PURPOSE_RANGES) {
    const [network = '', bits = ''] = range.block.split('/');
    // Never into the BlockList: an IPv6 rule over ::ffff:0:0/96 would match every IPv4 address.
    if (range.reach === 'asEmbeddedIpv4')
      embedding.push({ network: ipv6Bytes(network), prefix: Number(bits), ipv4At: range.ipv4At ?? 12 });
    else fixed.addSubnet(network, Number(bits), familyOf(network));
  }
  for (const [address, family] of PROTECTED_HOSTS) fixed.addAddress(address, family);
  specialBlocks = { fixed, embedding };
  return specialBlocks;
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
      if (ipVersion(address) === 0) continue;
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

/** Whether the first `prefix` bits of two addresses' bytes are equal. */
function samePrefix(a: readonly number[], b: readonly number[], prefix: number): boolean {
  for (let bit = 0; bit < prefix; bit++) {
    const mask = 0x80 >> (bit % 8);
    if (((a[bit >> 3] ?? 0) & mask) !== ((b[bit >> 3] ?? 0) & mask)) return false;
  }
  return true;
}

/** The IPv4 address an IPv6 address of an `asEmbeddedIpv4` block leads to (mapped, NAT64, 6to4). */
function embeddedIpv4(address: string): string | undefined {
  const bytes = ipv6Bytes(address);
  const carrier = special().embedding.find((range) => samePrefix(bytes, range.network, range.prefix));
  return carrier && bytes.slice(carrier.ipv4At, carrier.ipv4At + 4).join('.');
}

/**
 * Whether an address is out of a hook's reach: every special-purpose block (SPECIAL_PURPOSE_RANGES; the
 * IPv4-mapped, NAT64 and 6to4 forms as the IPv4 address they carry), the Azure wire server, and any address or
 * attached subnet of this machine's interfaces.
 * Anything that is not an IP address is refused too: callers resolve names first.
 */
export function isHostProtectedAddress(address: string): boolean {
  const bare = stripZone(address.trim());
  const version = ipVersion(bare);
  if (version === 0) return true;
  const family: Family = version === 6 ? 'ipv6' : 'ipv4';
  // BlockList checks ::ffff:a.b.c.d against the IPv4 ranges too (test/host-addresses.test.ts holds it to that).
  if (special().fixed.check(bare, family) || readInterfaceList().check(bare, family)) return true;
  if (family === 'ipv4') return false;
  const inner = embeddedIpv4(bare);
  return inner !== undefined && isHostProtectedAddress(inner);
}

/** Resolves a host name to all its addresses; injectable where tests point names at local servers. */
export type LookupAll = (hostname: string) => Promise<string[]>;

/** Every address of a host name, in the resolver's order (node:dns, both families). */
export async function lookupAll(hostname: string): Promise<string[]> {
  return (await lazyDnsPromises().lookup(hostname, { all: true, verbatim: true })).map(
    (found) => found.address,
  );
}
