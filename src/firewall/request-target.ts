/**
 * Where one HTTP request goes: absolute-form (a proxy request), or origin-form with the host of the connection
 * (CONNECT, SNI) or of the `Host` header (transparent port). A `Host` naming another host than the connection
 * is refused: the decision and the destination must be the same host.
 */
import type { IncomingMessage } from 'node:http';
import { hostForUrl } from './decision.js';
import { normalizeHost } from './rules.js';

/** The relay listener a sandbox connection reached, and the command line of the process that made it. */
export interface RelayOrigin {
  address: string;
  port: number;
  /** Named by the relay (namespace driver), cleaned and capped; absent when unknown. */
  command?: string;
}

/** What is fixed about a connection before its requests are read. */
export interface ConnectionMeta {
  scheme: 'http' | 'https';
  /** The host of a CONNECT or an SNI: every request on the connection goes there. */
  host?: string;
  port: number;
  /** A transparent listener: the port is the listener's, the host comes from `Host`. */
  transparent: boolean;
  listen: RelayOrigin;
}

/** The URL a request asks for (decided on and sent on), or the status that refuses it. */
export function requestUrl(
  req: Pick<IncomingMessage, 'url' | 'headers'>,
  meta: ConnectionMeta,
): URL | { status: number; text: string } {
  const target = req.url ?? '';
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(target)) {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return { status: 400, text: 'hooksim firewall: malformed request target' };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return { status: 400, text: 'hooksim firewall: only http and https are proxied' };
    }
    if (url.username !== '' || url.password !== '') url.username = url.password = '';
    if (
      meta.host !== undefined &&
      (normalizeHost(url.hostname) !== meta.host || url.protocol !== `${meta.scheme}:`)
    ) {
      return { status: 421, text: 'hooksim firewall: request for another host on this connection' };
    }
    return url;
  }
  if (!target.startsWith('/')) return { status: 400, text: 'hooksim firewall: unsupported request target' };
  const hostHeader = parseHostHeader(req.headers.host);
  let host = meta.host;
  let port = meta.port;
  if (host === undefined) {
    if (hostHeader === undefined)
      return { status: 400, text: 'hooksim firewall: missing or malformed Host header' };
    host = hostHeader.host;
    if (!meta.transparent && hostHeader.port !== undefined) port = hostHeader.port;
  } else if (hostHeader !== undefined && hostHeader.host !== host) {
    return { status: 421, text: 'hooksim firewall: Host header names another host than this connection' };
  }
  try {
    return new URL(target, `${meta.scheme}://${hostForUrl(host)}:${port}`);
  } catch {
    return { status: 400, text: 'hooksim firewall: malformed request target' };
  }
}

/** The host and port of a `Host` header, when it is a plain authority (no path, user or garbage). */
function parseHostHeader(value: string | undefined): { host: string; port?: number } | undefined {
  const match = /^(\[[0-9A-Fa-f:.]+\]|[^[\]:/@\s?#\\]+)(?::(\d{1,5}))?$/.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const host = normalizeHost(match[1] ?? '');
  if (host === undefined) return undefined;
  const port = match[2] === undefined ? undefined : Number(match[2]);
  if (port !== undefined && (port < 1 || port > 65535)) return undefined;
  return { host, port };
}
