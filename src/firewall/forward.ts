/**
 * Answer or forward one HTTP request the firewall has decided on: the 403 of a block, a mock, or the real
 * upstream with hop-by-hop headers dropped and the decided URL (not the raw request target) sent on.
 */
import { request as httpRequest, STATUS_CODES } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Duplex } from 'node:stream';
import type { RenderedMock } from './mocks.js';
import type { Upstream } from './upstream.js';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);
const UPSTREAM_IDLE_MS = 120_000;

/** The body of a blocked request's 403. */
export function blockedBody(url: string): string {
  return `Blocked by hooksim firewall: ${url}`;
}

/** Raw headers minus hop-by-hop ones (and those the Connection header names); `keep` survives for upgrades. */
export function filterHeaders(raw: readonly string[], keep: readonly string[] = []): string[] {
  const named = new Set<string>();
  for (let index = 0; index + 1 < raw.length; index += 2) {
    if (raw[index]?.toLowerCase() !== 'connection') continue;
    for (const token of (raw[index + 1] ?? '').split(',')) named.add(token.trim().toLowerCase());
  }
  const out: string[] = [];
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index] ?? '';
    const lower = name.toLowerCase();
    if (!keep.includes(lower) && (HOP_BY_HOP.has(lower) || named.has(lower))) continue;
    out.push(name, raw[index + 1] ?? '');
  }
  return out;
}

/** Answer with a plain-text status (403 of a block, 502 of an unreachable upstream, 4xx of a bad request). */
export function sendText(res: ServerResponse, status: number, text: string): void {
  if (res.headersSent || res.destroyed) {
    res.destroy();
    return;
  }
  const body = Buffer.from(text, 'utf8');
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': body.length });
  res.end(body);
}

/** Answer from a mock, after its delay (unless the client has gone). */
export function sendMock(res: ServerResponse, mock: RenderedMock): void {
  const send = (): void => {
    if (res.destroyed || res.headersSent) return;
    res.writeHead(mock.status, { ...mock.headers, 'content-length': mock.body.length });
    res.end(mock.body);
  };
  if (mock.delayMs <= 0) {
    send();
    return;
  }
  const timer = setTimeout(send, mock.delayMs);
  res.once('close', () => clearTimeout(timer));
}

/** A whole raw HTTP response for a socket no longer owned by the HTTP server (CONNECT, upgrades). */
export function rawResponse(status: number, headers: Record<string, string>, body: Buffer | string): Buffer {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Unknown'}`];
  for (const [name, value] of Object.entries({
    ...headers,
    'content-length': String(bytes.length),
    connection: 'close',
  })) {
    lines.push(`${name}: ${value}`);
  }
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), bytes]);
}

/** Send a request on to its real destination and stream the answer back. */
export async function forwardRequest(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  upstream: Upstream,
): Promise<void> {
  let options;
  try {
    options = await upstream.requestOptions(url);
  } catch (error) {
    req.resume();
    sendText(res, 502, `hooksim firewall: ${(error as Error).message}`);
    return;
  }
  if (res.destroyed) return;
  res.on('error', () => res.destroy());
  const headers = filterHeaders(req.rawHeaders);
  headers.push('Host', url.host);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstreamRequest = send({
    ...options,
    method: req.method,
    path: `${url.pathname}${url.search}`,
    headers,
  });
  upstreamRequest.setTimeout(UPSTREAM_IDLE_MS, () =>
    upstreamRequest.destroy(new Error('upstream timed out')),
  );
  upstreamRequest.on('response', (answer) => {
    answer.on('error', () => res.destroy());
    try {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, filterHeaders(answer.rawHeaders));
    } catch {
      answer.destroy();
      sendText(res, 502, 'hooksim firewall: the upstream answer could not be relayed');
      return;
    }
    answer.pipe(res);
  });
  upstreamRequest.on('error', (error) => {
    if (res.headersSent) res.destroy();
    else sendText(res, 502, `hooksim firewall: upstream failed: ${error.message}`);
  });
  req.on('error', () => upstreamRequest.destroy());
  res.on('close', () => {
    if (!res.writableFinished) upstreamRequest.destroy();
  });
  req.pipe(upstreamRequest);
}

/** Join two sockets both ways; when either side goes, the other goes too. */
export function spliceSockets(a: Duplex, b: Duplex, idleMs: number): void {
  const destroyBoth = (): void => {
    a.destroy();
    b.destroy();
  };
  for (const side of [a, b]) {
    side.on('error', destroyBoth);
    side.on('close', destroyBoth);
    if ('setTimeout' in side && typeof side.setTimeout === 'function') {
      (side as Duplex & { setTimeout(ms: number, cb: () => void): void }).setTimeout(idleMs, destroyBoth);
    }
  }
  a.pipe(b);
  b.pipe(a);
}
