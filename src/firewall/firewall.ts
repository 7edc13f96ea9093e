/**
 * The egress firewall of one run (spec/cloud-environment.md §5): a Unix socket the in-sandbox agent relays
 * every DNS query and TCP connection to, the rule sets in force, mocks, the per-run CA, the egress log, and
 * the gate HTTP hooks (sent from hooksim's own process) pass through.
 */
import { chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import type { HttpGate, HttpMock } from '../runners/http.js';
import type { EgressAttribution } from '../sandbox/types.js';
import { CertificateAuthority } from './certificates.js';
import { Decider } from './decision.js';
import { serveDns } from './dns-stub.js';
import { EgressLog } from './egress-log.js';
import type { EgressRecord, FirewallNote } from './egress-log.js';
import { MockTable, toHttpMock } from './mocks.js';
import type { HttpMockSpec } from './mocks.js';
import type { EgressProxy } from './proxy.js';
import { findHeaderEnd, MAX_HEADER_BYTES, parseRelayHeader } from './relay-header.js';
import { RuleSets } from './rule-sets.js';
import type { FirewallSurface } from './rule-sets.js';
import { collectHead, putBack } from './stream-head.js';
import type { Upstream } from './upstream.js';

export type { EgressRecord, FirewallNote } from './egress-log.js';
export type { HttpMockSpec } from './mocks.js';

/** How a firewall is started. */
export interface FirewallOptions {
  /** The Unix socket the in-sandbox agent relays to (created here, mode 0600). */
  socketPath: string;
  /** `cloud`: the allow-list applies; `cli`: everything is allowed and still recorded. */
  surface: FirewallSurface;
  /** Custom rules (scenario `firewall.allow`, `--allow-host`). */
  allow?: string[];
  /** The recommended set (default true). */
  recommended?: boolean;
  /** `mocks.http`: URL prefix → answer; longest prefix wins. */
  mocks?: Record<string, HttpMockSpec>;
  /** Host name → `host:port` where allowed connections to it really go (tests); else the real host. */
  resolve?: Record<string, string>;
  /** Extra CA certificates trusted for upstream TLS when intercepting (tests' local servers). */
  upstreamCaPem?: string[];
}

/** Bounds on the relay itself. */
export const RELAY_LIMITS = {
  maxConnections: 512,
  headerTimeoutMs: 10_000,
  /** No relayed connection lives longer than this, whatever it does. */
  maxLifetimeMs: 30 * 60_000,
};

/** The egress firewall of one run. */
export class Firewall {
  /** The runtime-side check for HTTP hooks (runtime-behaviour.md §12): records, then allows, blocks or mocks. */
  readonly gate: HttpGate;
  private readonly connections = new Set<Socket>();
  private closed = false;
  /**
   * The proxy and its upstream side, loaded and made on the first relayed TCP connection: with them come
   * node:http, node:https and node:tls, about 8 ms of every `fire` whose hooks make no request.
   */
  private proxyLoading: Promise<EgressProxy> | undefined;
  private proxy: EgressProxy | undefined;
  private upstream: Upstream | undefined;

  private constructor(
    /** The Unix socket the in-sandbox agent relays to (bind-mount it into the sandbox). */
    readonly socketPath: string,
    private readonly server: Server,
    private readonly decider: Decider,
    private readonly log: EgressLog,
    private readonly ca: CertificateAuthority,
    private readonly upstreamOptions: Pick<FirewallOptions, 'resolve' | 'upstreamCaPem'>,
  ) {
    this.gate = { check: (url: URL) => this.checkHookUrl(url) };
  }

  /** Build the rule sets, mocks and CA, and listen on the socket; throws on a bad rule, mock or mapping. */
  static async start(options: FirewallOptions): Promise<Firewall> {
    const rules = RuleSets.create(options);
    const mocks = new MockTable(options.mocks);
    const ca = await CertificateAuthority.forRun();
    const log = new EgressLog();
    const decider = new Decider(rules, mocks, log);
    const server = createServer({ allowHalfOpen: true, pauseOnConnect: true });
    const firewall = new Firewall(options.socketPath, server, decider, log, ca, options);
    server.on('connection', (socket: Socket) => firewall.onRelay(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.socketPath, () => {
        server.removeListener('error', reject);
        resolve();
      });
    });
    try {
      // Only this user (and the sandbox, which runs as this user) may connect.
      chmodSync(options.socketPath, 0o600);
    } catch (error) {
      server.close();
      throw error;
    }
    server.on('error', () => undefined);
    return firewall;
  }

  /** PEM of the per-run CA, for the sandbox trust store. */
  get caCertPem(): string {
    return this.ca.certPem;
  }

  /** Set who makes requests from now on (the dispatcher calls it around each hook run). */
  attribute(attribution: EgressAttribution | undefined): void {
    this.log.attribute(attribution);
  }

  /**
   * The egress entries so far, deduplicated, in order of first occurrence. `command` is the process the relay
   * named (namespace driver), else an executed bash tool's command string, else absent.
   */
  egress(): EgressRecord[] {
    return this.log.entries();
  }

  /** Messages for warning diagnostics (a mock the firewall blocks, a truncated egress log), once each. */
  notes(): string[] {
    return this.log.notes().map((note) => note.message);
  }

  /** The same notes with their codes (`mock-not-allow-listed`, `egress-truncated`) and URLs. */
  noteDetails(): FirewallNote[] {
    return this.log.notes();
  }

  /** The DNS step of the rule sets in force, without recording. */
  allowsName(host: string): boolean {
    return this.decider.rules.allowsName(host);
  }

  /** The HTTP step of the rule sets in force, without recording. */
  allowsUrl(url: URL | string): boolean {
    return this.decider.rules.allowsUrl(url);
  }

  /** Relayed connections plus the sockets the proxy holds for them (zero once clients have gone: leak checks). */
  openConnections(): number {
    return this.connections.size + (this.proxy?.openCount() ?? 0);
  }

  /** Stop listening, drop every relayed and upstream connection; safe to call twice. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const closing = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.connections) socket.destroy();
    this.connections.clear();
    this.proxy?.close();
    this.upstream?.close();
    await closing;
  }

  private loadProxy(): Promise<EgressProxy> {
    this.proxyLoading ??= Promise.all([import('./proxy.js'), import('./upstream.js')]).then(
      ([{ EgressProxy }, { Upstream }]) => {
        const upstream = new Upstream(this.upstreamOptions.resolve, this.upstreamOptions.upstreamCaPem);
        this.upstream = upstream;
        this.proxy = new EgressProxy(this.decider, upstream, this.ca);
        if (this.closed) {
          this.proxy.close();
          upstream.close();
        }
        return this.proxy;
      },
    );
    return this.proxyLoading;
  }

  private checkHookUrl(url: URL): { allowed: boolean; mock?: HttpMock } {
    const verdict = this.decider.decideUrl(url);
    if (verdict.action === 'block') return { allowed: false };
    if (verdict.action === 'mock') return { allowed: true, mock: toHttpMock(verdict.mock) };
    return { allowed: true };
  }

  private onRelay(socket: Socket): void {
    if (this.closed || this.connections.size >= RELAY_LIMITS.maxConnections) {
      socket.destroy();
      return;
    }
    this.connections.add(socket);
    const lifetime = setTimeout(() => socket.destroy(), RELAY_LIMITS.maxLifetimeMs);
    socket.on('error', () => socket.destroy());
    socket.once('close', () => {
      clearTimeout(lifetime);
      this.connections.delete(socket);
    });
    void this.dispatchRelay(socket).catch(() => socket.destroy());
  }

  /** Read the relay header (`TCP <address> <port>` or `DNS <n>`, each maybe with a command) and hand on. */
  private async dispatchRelay(socket: Socket): Promise<void> {
    const head = await collectHead(
      socket,
      { maxBytes: MAX_HEADER_BYTES, timeoutMs: RELAY_LIMITS.headerTimeoutMs },
      findHeaderEnd,
    );
    if (!('value' in head) || head.value < 0) {
      socket.destroy();
      return;
    }
    putBack(socket, head.buffer.subarray(head.value + 1));
    const header = parseRelayHeader(head.buffer.subarray(0, head.value).toString('latin1'));
    if (header?.kind === 'tcp') {
      const { address, port, command } = header;
      const proxy = await this.loadProxy();
      if (this.closed) {
        socket.destroy();
        return;
      }
      await proxy.handleTcp(socket, { address, port, ...(command === undefined ? {} : { command }) });
      return;
    }
    if (header?.kind === 'dns') {
      await serveDns(socket, header, this.decider);
      return;
    }
    socket.destroy();
  }
}
