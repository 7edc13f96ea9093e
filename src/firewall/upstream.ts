/**
 * Where allowed traffic really goes: a `resolve` mapping (tests point names at local servers), else the real
 * host, resolved once and pinned. Without a mapping, this machine and its private network are refused
 * (`isHostProtectedAddress`): sandboxed code must not reach hooksim's host or its network through an allowed
 * name or IP that happens to lead there, whatever the allow-list or profile says.
 */
import { Agent as HttpAgent } from 'node:http';
import type { RequestOptions } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { connect as netConnect } from 'node:net';
import type { Socket } from 'node:net';
import { connect as tlsConnect, rootCertificates } from 'node:tls';
import type { TLSSocket } from 'node:tls';
import { isHostProtectedAddress, lookupAll, type LookupAll } from './host-addresses.js';
import { normalizeHost } from './rules.js';
import { ipVersion } from '../ip-version.js';

/** Why an upstream could not be used. */
export class UpstreamError extends Error {
  constructor(
    readonly code: 'forbidden-address' | 'dns-failure' | 'connect-failed' | 'invalid-resolve',
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** A concrete place to connect to. */
export interface Destination {
  address: string;
  port: number;
  /** The name for TLS SNI and certificate checks (absent for IP literals). */
  servername?: string;
}

/** Name resolution for upstreams: every address of a host name. */
export type UpstreamLookup = LookupAll;

const CONNECT_TIMEOUT_MS = 15_000;

function parseMapping(host: string, value: string): { address: string; port: number } {
  const match = /^(\[[0-9A-Fa-f:.]+\]|[^:[\]]+):(\d{1,5})$/.exec(value.trim());
  const port = Number(match?.[2]);
  if (!match || port < 1 || port > 65535) {
    throw new UpstreamError(
      'invalid-resolve',
      `Invalid resolve entry for '${host}': '${value}'. Expected host:port.`,
    );
  }
  return { address: (match[1] ?? '').replace(/^\[(.*)\]$/, '$1'), port };
}

/** Resolves and connects upstreams for one run. */
export class Upstream {
  private readonly mappings = new Map<string, { address: string; port: number }>();
  private readonly httpAgent = new HttpAgent({ keepAlive: true, maxSockets: 32 });
  private readonly httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 32 });
  private readonly ca?: string[];

  /**
   * `resolve`: host name → `host:port`; `extraCaPem`: also trusted for upstream TLS (tests); `lookup`: name
   * resolution (default node:dns, all families; tests inject one).
   */
  constructor(
    resolve: Record<string, string> = {},
    extraCaPem: readonly string[] = [],
    private readonly lookup: UpstreamLookup = lookupAll,
  ) {
    for (const [name, value] of Object.entries(resolve)) {
      const host = normalizeHost(name);
      if (host === undefined) throw new UpstreamError('invalid-resolve', `Invalid resolve host '${name}'.`);
      this.mappings.set(host, parseMapping(name, value));
    }
    if (extraCaPem.length > 0) this.ca = [...rootCertificates, ...extraCaPem];
  }

  /** Where a host and port really go; throws UpstreamError. */
  async destinationFor(name: string, port: number): Promise<Destination> {
    const host = normalizeHost(name) ?? name;
    const servername = ipVersion(host) === 0 ? host : undefined;
    const mapped = this.mappings.get(host);
    if (mapped) return { address: mapped.address, port: mapped.port, servername };
    let addresses: string[];
    if (ipVersion(host) !== 0) {
      addresses = [host];
    } else {
      try {
        addresses = await this.lookup(host);
      } catch {
        throw new UpstreamError('dns-failure', `Could not resolve ${host}`);
      }
      if (addresses.length === 0) throw new UpstreamError('dns-failure', `Could not resolve ${host}`);
    }
    const address = addresses.find((candidate) => !isHostProtectedAddress(candidate));
    if (address === undefined) {
      throw new UpstreamError(
        'forbidden-address',
        `${host} ${servername === undefined ? 'is' : 'resolves to'} an address of hooksim's host or its private network; the firewall does not reach it`,
      );
    }
    return { address, port, servername };
  }

  /** Open a TCP connection (for tunnels and other TCP); throws UpstreamError. */
  async connect(name: string, port: number): Promise<Socket> {
    const destination = await this.destinationFor(name, port);
    return new Promise((resolve, reject) => {
      const socket = netConnect({ host: destination.address, port: destination.port });
      const fail = (error: Error): void => {
        socket.destroy();
        reject(new UpstreamError('connect-failed', `Could not connect to ${name}:${port}: ${error.message}`));
      };
      socket.setTimeout(CONNECT_TIMEOUT_MS, () => fail(new Error('timed out')));
      socket.once('error', fail);
      socket.once('connect', () => {
        socket.setTimeout(0);
        socket.removeListener('error', fail);
        socket.on('error', () => socket.destroy());
        resolve(socket);
      });
    });
  }

  /** Start verified TLS on a connected socket to a URL's host (WebSocket upgrades over https); throws UpstreamError. */
  secure(socket: Socket, url: URL): Promise<TLSSocket> {
    const host = normalizeHost(url.hostname) ?? url.hostname;
    return new Promise((resolve, reject) => {
      const secured = tlsConnect({
        socket,
        ...(ipVersion(host) === 0 ? { servername: host } : {}),
        ...(this.ca ? { ca: this.ca } : {}),
        ALPNProtocols: ['http/1.1'],
      });
      const fail = (error: Error): void => {
        secured.destroy();
        socket.destroy();
        reject(new UpstreamError('connect-failed', `TLS to ${host} failed: ${error.message}`));
      };
      secured.once('error', fail);
      secured.once('secureConnect', () => {
        secured.removeListener('error', fail);
        secured.on('error', () => secured.destroy());
        resolve(secured);
      });
    });
  }

  /** Options for an http(s).request to a URL's host (pinned address, SNI, pooled agent); throws UpstreamError. */
  async requestOptions(url: URL): Promise<RequestOptions & { servername?: string; ca?: string[] }> {
    const https = url.protocol === 'https:';
    const port = url.port === '' ? (https ? 443 : 80) : Number(url.port);
    const destination = await this.destinationFor(url.hostname.replace(/^\[(.*)\]$/, '$1'), port);
    return {
      host: destination.address,
      port: destination.port,
      agent: https ? this.httpsAgent : this.httpAgent,
      ...(https && destination.servername ? { servername: destination.servername } : {}),
      ...(https && this.ca ? { ca: this.ca } : {}),
    };
  }

  /** Drop pooled connections. */
  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}
