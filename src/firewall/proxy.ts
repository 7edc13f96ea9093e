/**
 * The egress proxy behind the relay (spec/cloud-environment.md §5.2): one TCP connection from the sandbox at a
 * time is sniffed (TLS, HTTP or other), then tunnelled, intercepted, parsed by Node's HTTP server (never
 * listening: connections are handed to it), answered or refused. Every size and wait is bounded.
 */
import { createServer, STATUS_CODES } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { TLSSocket } from 'node:tls';
import type { CertificateAuthority } from './certificates.js';
import { scanClientHello, MAX_CLIENT_HELLO_BYTES } from './client-hello.js';
import { connectionUrl } from './decision.js';
import type { Decider } from './decision.js';
import {
  blockedBody,
  filterHeaders,
  forwardRequest,
  rawResponse,
  sendMock,
  sendText,
  spliceSockets,
} from './forward.js';
import { PROXY_PORT } from './relay-header.js';
import { normalizeHost } from './rules.js';
import { requestUrl } from './request-target.js';
import type { ConnectionMeta, RelayOrigin } from './request-target.js';
import { collectHead, putBack, sniffProtocol } from './stream-head.js';
import type { Upstream } from './upstream.js';

/** Bounds on what the sandbox can make the firewall hold or wait for. */
export const PROXY_LIMITS = {
  maxHeaderBytes: 32 * 1024,
  /** From hand-off (or the end of the last response) to a complete request head, TLS handshake included. */
  headTimeoutMs: 30_000,
  /** Server-first protocols send nothing: after this, the connection counts as other TCP. */
  sniffTimeoutMs: 5_000,
  tunnelIdleMs: 300_000,
};

/** The proxy engine of one firewall. */
export class EgressProxy {
  private readonly server: Server;
  private readonly metas = new WeakMap<Duplex, ConnectionMeta>();
  private readonly headTimers = new WeakMap<Duplex, NodeJS.Timeout>();
  private readonly open = new Set<Duplex>();

  constructor(
    private readonly decider: Decider,
    private readonly upstream: Upstream,
    private readonly ca: CertificateAuthority,
  ) {
    this.server = createServer({ maxHeaderSize: PROXY_LIMITS.maxHeaderBytes, keepAliveTimeout: 5_000 });
    // A client that sends its request and half-closes (`printf ... | nc`) still gets the answer: node:http
    // reads this flag on every socket end (it is what `net.Server`'s allowHalfOpen is to plain sockets).
    (this.server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
    // A throw inside a server listener would surface as an uncaught exception in hooksim itself.
    this.server.on('request', (req: IncomingMessage, res: ServerResponse) =>
      guard(req.socket, () => this.onRequest(req, res)),
    );
    this.server.on('connect', (req: IncomingMessage, socket: Duplex, head: Buffer) =>
      guard(socket, () => this.onConnect(req, socket, head)),
    );
    this.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) =>
      guard(socket, () => this.onUpgrade(req, socket, head)),
    );
    this.server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) =>
      this.onClientError(error, socket),
    );
  }

  /** Serve one relayed TCP connection accepted on `listen` in the sandbox, made by `listen.command`. */
  async handleTcp(socket: Socket, listen: RelayOrigin): Promise<void> {
    const sniffed = await collectHead(
      socket,
      { maxBytes: 64, timeoutMs: PROXY_LIMITS.sniffTimeoutMs },
      sniffProtocol,
    );
    putBack(socket, sniffed.buffer);
    const kind = 'value' in sniffed ? sniffed.value : 'other';
    const port = listen.port === PROXY_PORT ? (kind === 'tls' ? 443 : 80) : listen.port;
    if (kind === 'tls') return this.handleTransparentTls(socket, listen, port);
    if (kind === 'http')
      return this.handOff(socket, { scheme: 'http', port, transparent: listen.port !== PROXY_PORT, listen });
    this.decider.refuseUnknownTcp(listen.address, listen.port, listen.command);
    socket.destroy();
  }

  /** How many sockets (TLS layers, upstreams) the proxy still holds. */
  openCount(): number {
    return this.open.size;
  }

  /** Destroy every connection still open. */
  close(): void {
    for (const socket of this.open) socket.destroy();
    this.open.clear();
  }

  private track(socket: Duplex): void {
    // A socket that has already closed will never say so again: tracking it would leak.
    if (socket.closed || this.open.has(socket)) return;
    this.open.add(socket);
    socket.once('close', () => {
      this.open.delete(socket);
      this.clearHeadTimer(socket);
    });
  }

  /** Give a connection to the HTTP server; it must deliver a request head within the deadline. */
  private handOff(socket: Duplex, meta: ConnectionMeta): void {
    this.track(socket);
    this.metas.set(socket, meta);
    this.armHeadTimer(socket);
    this.server.emit('connection', socket);
    // The server reads a net.Socket's handle directly; bytes put back by sniffing flow only once resumed.
    socket.resume();
  }

  private armHeadTimer(socket: Duplex): void {
    this.clearHeadTimer(socket);
    if (socket.destroyed) return;
    this.headTimers.set(
      socket,
      setTimeout(() => socket.destroy(), PROXY_LIMITS.headTimeoutMs),
    );
  }

  private clearHeadTimer(socket: Duplex): void {
    clearTimeout(this.headTimers.get(socket));
    this.headTimers.delete(socket);
  }

  /** A TLS connection to a transparent port (or to the proxy port): the host is the SNI. */
  private async handleTransparentTls(socket: Socket, listen: RelayOrigin, port: number): Promise<void> {
    const hello = await collectHead(
      socket,
      { maxBytes: MAX_CLIENT_HELLO_BYTES + 1024, timeoutMs: PROXY_LIMITS.headTimeoutMs },
      (bytes) => {
        const scan = scanClientHello(bytes);
        return scan.status === 'more' ? undefined : scan;
      },
    );
    putBack(socket, hello.buffer);
    const name = 'value' in hello && hello.value.status === 'done' ? hello.value.serverName : undefined;
    const host = name === undefined ? undefined : normalizeHost(name);
    if (host === undefined) {
      this.decider.refuseUnknownTcp(listen.address, listen.port, listen.command);
      socket.destroy();
      return;
    }
    await this.routeKnownHost(socket, host, port, listen, 'tls');
  }

  /** Tunnel, intercept or refuse a connection whose host is known (SNI or CONNECT). */
  private async routeKnownHost(
    socket: Socket,
    host: string,
    port: number,
    listen: RelayOrigin,
    kind: 'tls' | 'connect',
  ): Promise<void> {
    const verdict = this.decider.decideConnection(host, port, listen.command);
    if (verdict === 'tunnel') {
      await this.tunnel(socket, host, port, kind === 'connect');
      return;
    }
    if (verdict === 'block' || verdict === 'loopback') {
      // The sandbox's own loopback never comes here; the host's must not be reachable through it.
      if (kind === 'connect') {
        const body =
          verdict === 'block'
            ? blockedBody(connectionUrl(host, port))
            : 'hooksim firewall: loopback is not routed';
        endWith(
          socket,
          rawResponse(verdict === 'block' ? 403 : 502, { 'content-type': 'text/plain; charset=utf-8' }, body),
        );
      } else {
        socket.destroy();
      }
      return;
    }
    if (kind === 'connect') {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      await this.handleInsideConnect(socket, host, port, listen);
      return;
    }
    this.intercept(socket, host, port, listen);
  }

  /** After a CONNECT that must be inspected: TLS is intercepted, HTTP parsed, anything else is other TCP. */
  private async handleInsideConnect(
    socket: Socket,
    host: string,
    port: number,
    listen: RelayOrigin,
  ): Promise<void> {
    const sniffed = await collectHead(
      socket,
      { maxBytes: 64, timeoutMs: PROXY_LIMITS.sniffTimeoutMs },
      sniffProtocol,
    );
    putBack(socket, sniffed.buffer);
    const kind = 'value' in sniffed ? sniffed.value : 'other';
    if (kind === 'tls') return this.intercept(socket, host, port, listen);
    if (kind === 'http')
      return this.handOff(socket, { scheme: 'http', host, port, transparent: false, listen });
    if (this.decider.decideOtherTcp(host, port, listen.command)) await this.tunnel(socket, host, port, false);
    else socket.destroy();
  }

  /** Terminate TLS with a leaf for the host, then read the requests inside. */
  private intercept(socket: Socket, host: string, port: number, listen: RelayOrigin): void {
    this.track(socket);
    let tls: TLSSocket;
    try {
      tls = new TLSSocket(socket, {
        isServer: true,
        secureContext: this.ca.contextFor(host),
        ALPNProtocols: ['http/1.1'],
      });
    } catch {
      socket.destroy();
      return;
    }
    tls.on('error', () => {
      tls.destroy();
      socket.destroy();
    });
    tls.once('close', () => socket.destroy());
    this.handOff(tls, { scheme: 'https', host, port, transparent: false, listen });
  }

  /** Pass bytes untouched to the real (or mapped) destination. */
  private async tunnel(socket: Socket, host: string, port: number, answerConnect: boolean): Promise<void> {
    this.track(socket);
    socket.pause();
    let upstream: Socket;
    try {
      upstream = await this.upstream.connect(host, port);
    } catch (error) {
      if (answerConnect) {
        const body = `hooksim firewall: ${(error as Error).message}`;
        endWith(socket, rawResponse(502, { 'content-type': 'text/plain; charset=utf-8' }, body));
      } else {
        socket.destroy();
      }
      return;
    }
    if (socket.destroyed) {
      upstream.destroy();
      return;
    }
    this.track(upstream);
    if (answerConnect) socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    spliceSockets(socket, upstream, PROXY_LIMITS.tunnelIdleMs);
    socket.resume();
  }

  private onRequest(req: IncomingMessage, res: ServerResponse): void {
    const socket = req.socket as Duplex;
    const meta = this.metas.get(socket);
    this.clearHeadTimer(socket);
    res.once('finish', () => this.armHeadTimer(socket));
    if (!meta) {
      sendText(res, 500, 'hooksim firewall: unknown connection');
      return;
    }
    const url = requestUrl(req, meta);
    if (!(url instanceof URL)) {
      if (
        url.status === 400 &&
        meta.transparent &&
        meta.host === undefined &&
        req.headers.host === undefined
      ) {
        this.decider.refuseUnknownTcp(meta.listen.address, meta.listen.port, meta.listen.command);
      }
      sendText(res, url.status, url.text);
      return;
    }
    const verdict = this.decider.decideUrl(url, meta.listen.command);
    if (verdict.action === 'block') sendText(res, 403, blockedBody(verdict.url));
    else if (verdict.action === 'loopback') sendText(res, 502, 'hooksim firewall: loopback is not routed');
    else if (verdict.action === 'mock') sendMock(res, verdict.mock);
    else void forwardRequest(req, res, url, this.upstream).catch(() => res.destroy());
  }

  private onConnect(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.pause();
    putBack(socket, head);
    this.clearHeadTimer(socket);
    const meta = this.metas.get(socket);
    const authority = /^(\[[0-9A-Fa-f:.]+\]|[^[\]:/@\s]+):(\d{1,5})$/.exec(req.url ?? '');
    const host = authority ? normalizeHost(authority[1] ?? '') : undefined;
    const port = Number(authority?.[2]);
    // A CONNECT inside an intercepted connection, or to nowhere, is not something a client does.
    if (!meta || meta.host !== undefined || host === undefined || port < 1 || port > 65535) {
      endWith(socket, rawResponse(400, {}, 'hooksim firewall: bad CONNECT'));
      return;
    }
    void this.routeKnownHost(socket as Socket, host, port, meta.listen, 'connect').catch(() =>
      socket.destroy(),
    );
  }

  /** Upgrades (WebSocket): decided like any request, then spliced raw to the upstream. */
  private onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.clearHeadTimer(socket);
    const meta = this.metas.get(socket);
    const url = meta ? requestUrl(req, meta) : { status: 500, text: 'unknown connection' };
    if (!(url instanceof URL)) {
      endWith(socket, rawResponse(url.status, {}, url.text));
      return;
    }
    const verdict = this.decider.decideUrl(url, meta?.listen.command);
    if (verdict.action === 'block') {
      endWith(
        socket,
        rawResponse(403, { 'content-type': 'text/plain; charset=utf-8' }, blockedBody(verdict.url)),
      );
    } else if (verdict.action === 'loopback') {
      endWith(socket, rawResponse(502, {}, 'hooksim firewall: loopback is not routed'));
    } else if (verdict.action === 'mock') {
      endWith(socket, rawResponse(verdict.mock.status, verdict.mock.headers, verdict.mock.body));
    } else {
      socket.pause();
      putBack(socket, head);
      void this.forwardUpgrade(req, socket, url).catch(() => socket.destroy());
    }
  }

  private async forwardUpgrade(req: IncomingMessage, socket: Duplex, url: URL): Promise<void> {
    const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
    let upstream: Duplex;
    try {
      const plain = await this.upstream.connect(url.hostname.replace(/^\[(.*)\]$/, '$1'), port);
      upstream = url.protocol === 'https:' ? await this.upstream.secure(plain, url) : plain;
    } catch (error) {
      endWith(socket, rawResponse(502, {}, `hooksim firewall: ${(error as Error).message}`));
      return;
    }
    this.track(upstream);
    const headers = filterHeaders(req.rawHeaders, ['connection', 'upgrade']);
    const lines = [`${req.method ?? 'GET'} ${url.pathname}${url.search} HTTP/1.1`, `Host: ${url.host}`];
    for (let index = 0; index + 1 < headers.length; index += 2)
      lines.push(`${headers[index]}: ${headers[index + 1]}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    spliceSockets(socket, upstream, PROXY_LIMITS.tunnelIdleMs);
    socket.resume();
  }

  private onClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
    if (socket.writable && !(socket as Socket & { _httpMessage?: unknown })._httpMessage) {
      const status =
        error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      endWith(socket, rawResponse(status, {}, STATUS_CODES[status] ?? 'Bad Request'));
    } else {
      socket.destroy();
    }
  }
}

/** Run a handler; if it throws, drop the connection instead of the process. */
function guard(socket: Duplex, handler: () => void): void {
  try {
    handler();
  } catch {
    socket.destroy();
  }
}

/**
 * Send a last answer and half-close. What the client still sends is drained, not left unread (closing with
 * unread bytes resets the connection and can destroy the answer); the socket goes when the client closes, or
 * after a grace period.
 */
function endWith(socket: Duplex, bytes: Buffer): void {
  const timer = setTimeout(() => socket.destroy(), 2_000);
  socket.once('close', () => clearTimeout(timer));
  socket.once('end', () => socket.destroy());
  socket.on('data', () => undefined);
  socket.end(bytes);
  socket.resume();
}
