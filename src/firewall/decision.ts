/**
 * The firewall's decisions (spec/cloud-environment.md §5.2, §5.7), each one recorded as §5.4 says: lookups,
 * connections and requests; mocks answer only what the rules allow.
 */
import type { EgressLog } from './egress-log.js';
import type { MockTable, RenderedMock } from './mocks.js';
import { isLoopbackName } from './rule-sets.js';
import type { RuleSets } from './rule-sets.js';
import { normalizeHost, toRequestTarget } from './rules.js';
import { ipVersion } from '../ip-version.js';

/** What to do with one HTTP request. */
export type RequestVerdict =
  | { action: 'loopback' }
  | { action: 'block'; url: string }
  | { action: 'mock'; mock: RenderedMock }
  | { action: 'forward' };

/** What to do with one connection whose host is known but whose requests are not (yet) seen. */
export type ConnectionVerdict = 'loopback' | 'tunnel' | 'intercept' | 'block';

/** A host as it appears in a URL: IPv6 literals in brackets. */
export function hostForUrl(host: string): string {
  return ipVersion(host) === 6 ? `[${host}]` : host;
}

/** The URL recorded for a URL: everything but the fragment (which is never sent). */
export function recordedUrl(url: URL): string {
  return url.href.replace(/#.*$/, '');
}

/**
 * The URL recorded for a connection whose requests are not seen (a tunnel, a refused CONNECT or TLS):
 * `https://host/` on port 443, else `tcp://host:port` (the bytes could be anything).
 */
export function connectionUrl(host: string, port: number): string {
  return port === 443 ? `https://${hostForUrl(host)}/` : tcpUrl(host, port);
}

/** The URL recorded for other TCP (§5.2 point 4). */
export function tcpUrl(host: string, port: number): string {
  return `tcp://${hostForUrl(host)}:${port}`;
}

/**
 * The decisions of one run, with their records. `command` is the command line of the sandbox process that made
 * the lookup or connection, when the relay could name it (cloud-environment.md §5.4).
 */
export class Decider {
  constructor(
    readonly rules: RuleSets,
    readonly mocks: MockTable,
    readonly log: EgressLog,
  ) {}

  /** The DNS step: `loopback` and `allow` resolve, `block` is NXDOMAIN and recorded. */
  decideName(name: string, command?: string): 'loopback' | 'allow' | 'block' {
    if (isLoopbackName(name)) return 'loopback';
    if (this.rules.allowsName(name)) return 'allow';
    this.log.record({ host: name, kind: 'dns', allowed: false, command });
    return 'block';
  }

  /** The HTTP step for one request URL; the firewall decides before any mock. */
  decideUrl(url: URL, command?: string): RequestVerdict {
    const target = toRequestTarget(url);
    const href = recordedUrl(url);
    if (target === undefined) {
      this.log.record({ host: url.hostname, url: href, kind: 'http', allowed: false, command });
      return { action: 'block', url: href };
    }
    if (isLoopbackName(target.host)) return { action: 'loopback' };
    const allowed = this.rules.allowsUrl(target);
    const mock = this.mocks.find(target);
    if (!allowed && mock) {
      this.log.note({
        code: 'mock-not-allow-listed',
        url: href,
        message: `The mock for ${href} never answers: the firewall blocks that URL. Add it to firewall.allow.`,
      });
    }
    this.log.record({
      host: target.host,
      url: href,
      kind: 'http',
      allowed,
      mocked: allowed && mock !== undefined,
      command,
    });
    if (!allowed) return { action: 'block', url: href };
    return mock ? { action: 'mock', mock } : { action: 'forward' };
  }

  /**
   * A connection to a known host whose bytes are opaque so far (CONNECT, TLS by SNI): tunnel it untouched when a
   * domain, wildcard or IP rule allows the host and no mock could answer it, inspect it when some rule or mock
   * names the host, block it otherwise. Tunnels and blocks are recorded here; inspected requests one by one.
   */
  decideConnection(name: string, port: number, command?: string): ConnectionVerdict {
    const host = normalizeHost(name) ?? name;
    if (isLoopbackName(host)) return 'loopback';
    const access = this.rules.accessTo(host);
    if (this.mocks.coversHost(host)) return 'intercept';
    if (access === 'opaque') {
      this.log.record({ host, url: connectionUrl(host, port), kind: 'http', allowed: true, command });
      return 'tunnel';
    }
    if (access === 'inspect') return 'intercept';
    this.log.record({ host, url: connectionUrl(host, port), kind: 'http', allowed: false, command });
    return 'block';
  }

  /** Other TCP to a known host: passed through when a domain, wildcard or IP rule allows the host (§5.2 point 4). */
  decideOtherTcp(name: string, port: number, command?: string): boolean {
    const host = normalizeHost(name) ?? name;
    const allowed = this.rules.accessTo(host) === 'opaque';
    this.log.record({ host, url: tcpUrl(host, port), kind: 'http', allowed, command });
    return allowed;
  }

  /** Other TCP whose host cannot be known (a transparent port, no HTTP, no SNI): refused and recorded. */
  refuseUnknownTcp(listenAddress: string, port: number, command?: string): void {
    this.log.record({
      host: listenAddress,
      url: tcpUrl(listenAddress, port),
      kind: 'http',
      allowed: false,
      command,
    });
  }
}
