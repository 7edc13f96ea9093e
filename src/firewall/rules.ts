/**
 * Allow-list rules and their decisions (spec/cloud-environment.md §5.2): parse the five rule forms, then
 * answer the DNS question (does some rule name this host?) and the HTTP question (does some rule match
 * this whole URL?).
 */
import { domainToASCII } from 'node:url';
import { ipVersion } from '../ip-version.js';

/** The written form of a rule: it fixes which parts of a URL the rule looks at. */
export type AllowRuleKind = 'domain' | 'wildcard' | 'ip' | 'url' | 'host-path';

/** One parsed rule; hosts are canonical (see `normalizeHost`). */
export interface AllowRule {
  /** The rule as written. */
  text: string;
  kind: AllowRuleKind;
  /** The host, or for a wildcard the suffix after `*.`. */
  host: string;
  /** `*.host`: subdomains only, never the apex. */
  wildcard: boolean;
  /** URL rules: the scheme, lowercase, without `:`. */
  scheme?: string;
  /** URL and host+path rules: an explicit port. */
  port?: number;
  /** URL and host+path rules: the path prefix with dot-segments resolved (`/` when absent). */
  path?: string;
}

/** A URL reduced to what rules look at. */
export interface RequestTarget {
  scheme: string;
  host: string;
  /** Absent: the scheme's default port. */
  port?: number;
  path: string;
}

/** How a host may be reached: `opaque` (a domain, wildcard or IP rule names it: any port, any path, so it may be tunnelled untouched), `inspect` (only URL or host+path rules name it: each request is decided by its URL), `none`. */
export type HostAccess = 'opaque' | 'inspect' | 'none';

/** A rule (or mock key) that cannot be parsed. */
export class AllowRuleError extends Error {
  readonly code = 'invalid-allow-rule';
  constructor(
    readonly rule: string,
    reason: string,
  ) {
    super(
      `Invalid allow-list rule '${rule}': ${reason}. Expected a domain (example.com), a wildcard (*.example.com), an IP address, a URL (https://example.com/path/) or a host and path (example.com/path/).`,
    );
    this.name = 'AllowRuleError';
  }
}

const DEFAULT_PORTS: Readonly<Record<string, number>> = { http: 80, https: 443, ws: 80, wss: 443, ftp: 21 };
const URL_RULE = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)/;
const AUTHORITY = /^(\[[0-9A-Fa-f:.]+\]|[^[\]:@\s]+)(?::(\d{1,5}))?$/;
const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;

/** The default port of a scheme, when it has one. */
export function defaultPort(scheme: string): number | undefined {
  return DEFAULT_PORTS[scheme];
}

/**
 * A host as rules compare it: lowercase ASCII (IDNA), no trailing dot, IPv4 in dotted-decimal, IPv6 compressed
 * and without brackets. Undefined for something that is not a host name or address.
 */
export function normalizeHost(raw: string): string | undefined {
  let host = raw.trim();
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  if (ipVersion(host) === 6) {
    const parsed = tryUrl(`http://[${host}]/`);
    return parsed ? parsed.hostname.slice(1, -1) : undefined;
  }
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (host === '' || host.length > 253) return undefined;
  if (ipVersion(host) === 4) return tryUrl(`http://${host}/`)?.hostname;
  const ascii = domainToASCII(host);
  if (ascii === '' || ascii.length > 253) return undefined;
  const labels = ascii.split('.');
  if (!labels.every((label) => LABEL.test(label))) return undefined;
  // A name ending in a number would be read as an IPv4 address by every URL parser.
  if (/^(?:\d+|0x[0-9a-f]*)$/.test(labels[labels.length - 1] ?? '')) return undefined;
  return ascii;
}

function tryUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** Resolve dot-segments of a rule path the way URL parsing resolves a request path. */
function normalizeRulePath(path: string): string {
  if (path === '') return '/';
  return tryUrl(`http://h${path.startsWith('/') ? '' : '/'}${path}`)?.pathname ?? '/';
}

function parseHostPart(rule: string, text: string): { host: string; wildcard: boolean; port?: number } {
  const match = AUTHORITY.exec(text);
  if (!match) throw new AllowRuleError(rule, `'${text}' is not a host with an optional port`);
  let hostText = match[1] ?? '';
  const wildcard = hostText.startsWith('*.');
  if (wildcard) hostText = hostText.slice(2);
  const host = normalizeHost(hostText);
  if (host === undefined) throw new AllowRuleError(rule, `'${hostText}' is not a host name or IP address`);
  if (wildcard && ipVersion(host) !== 0)
    throw new AllowRuleError(rule, 'a wildcard cannot precede an IP address');
  if (match[2] === undefined) return { host, wildcard };
  const port = Number(match[2]);
  if (port < 1 || port > 65535) throw new AllowRuleError(rule, `port ${match[2]} is out of range`);
  return { host, wildcard, port };
}

/** Parse one rule in any of the five forms of §5.2; throws AllowRuleError. */
export function parseAllowRule(text: string): AllowRule {
  const rule = text.trim();
  if (rule === '') throw new AllowRuleError(text, 'the rule is empty');
  const url = URL_RULE.exec(rule);
  if (url) {
    const { host, wildcard, port } = parseHostPart(rule, url[2] ?? '');
    const scheme = (url[1] ?? '').toLowerCase();
    return { text: rule, kind: 'url', host, wildcard, scheme, port, path: normalizeRulePath(url[3] ?? '') };
  }
  if (rule.includes('://')) throw new AllowRuleError(rule, 'the scheme is malformed');
  if (ipVersion(rule.replace(/^\[(.*)\]$/, '$1')) !== 0) {
    const host = normalizeHost(rule);
    if (host === undefined) throw new AllowRuleError(rule, 'the address is malformed');
    return { text: rule, kind: 'ip', host, wildcard: false };
  }
  const slash = rule.indexOf('/');
  if (slash >= 0) {
    const { host, wildcard, port } = parseHostPart(rule, rule.slice(0, slash));
    const path = normalizeRulePath(rule.slice(slash).replace(/[?#].*$/, ''));
    return { text: rule, kind: 'host-path', host, wildcard, port, path };
  }
  const wildcard = rule.startsWith('*.');
  const host = normalizeHost(wildcard ? rule.slice(2) : rule);
  if (host === undefined || ipVersion(host) !== 0) throw new AllowRuleError(rule, 'not a host name');
  return { text: rule, kind: wildcard ? 'wildcard' : 'domain', host, wildcard };
}

/** Reduce a URL to a rule target; undefined when its host is not a valid host. */
export function toRequestTarget(url: URL | string): RequestTarget | undefined {
  const parsed = typeof url === 'string' ? tryUrl(url) : url;
  if (!parsed) return undefined;
  const scheme = parsed.protocol.replace(/:$/, '').toLowerCase();
  // Non-special schemes (tcp:, ftp: is special) keep the host as written: normalise it here.
  const host = normalizeHost(decodeURIComponentSafe(parsed.hostname));
  if (host === undefined) return undefined;
  const port = parsed.port === '' ? undefined : Number(parsed.port);
  return { scheme, host, port, path: parsed.pathname === '' ? '/' : parsed.pathname };
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Whether a rule's host part matches a host (both canonical). */
function matchesHost(rule: AllowRule, host: string): boolean {
  if (rule.kind === 'ip') return host === rule.host;
  if (rule.kind === 'domain')
    return ipVersion(host) === 0 && (host === rule.host || host.endsWith(`.${rule.host}`));
  if (rule.wildcard) return ipVersion(host) === 0 && host.endsWith(`.${rule.host}`);
  return host === rule.host;
}

/** Percent-decode unreserved characters so `/a%2Db` and `/a-b` compare equal; hex digits upper-cased. */
function canonicalPath(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

/**
 * Prefix `P` matches path `R` when `R` is `P` with or without a trailing `/`, or `R` is below it (§5.2). An encoded
 * `/` or `\` below a real prefix never matches: a server decoding it could climb out of the prefix.
 */
export function matchesPathPrefix(prefix: string, path: string): boolean {
  if (prefix === '/' || prefix === '') return true;
  const request = canonicalPath(path);
  if (/%2F|%5C|\\/i.test(request)) return false;
  const bare = canonicalPath(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return request === bare || request === `${bare}/` || request.startsWith(`${bare}/`);
}

/** Whether one rule matches a whole URL: scheme, host, port and path as its form requires (§5.2). */
export function matchesTarget(rule: AllowRule, target: RequestTarget): boolean {
  if (!matchesHost(rule, target.host)) return false;
  if (rule.kind === 'domain' || rule.kind === 'wildcard' || rule.kind === 'ip') return true;
  if (rule.kind === 'url' && rule.scheme !== target.scheme) return false;
  if (rule.kind === 'host-path' && target.scheme !== 'http' && target.scheme !== 'https') return false;
  const rulePort = rule.port ?? defaultPort(rule.kind === 'url' ? (rule.scheme ?? '') : target.scheme);
  const targetPort = target.port ?? defaultPort(target.scheme);
  if (rulePort !== undefined && rulePort !== targetPort) return false;
  return matchesPathPrefix(rule.path ?? '/', target.path);
}

/**
 * Rules parsed before, by text: every session of a run builds its firewall from the same few hundred rules
 * (about 0.3 ms each time). Bounded by the distinct texts of the allow-lists in use.
 */
const parsedRules = new Map<string, Readonly<AllowRule>>();

/** Each text parsed once a process (parsedRules); throws AllowRuleError on the first bad one. */
function parseTexts(texts: Iterable<string>): Readonly<AllowRule>[] {
  return [...texts].map((text) => {
    let rule = parsedRules.get(text);
    if (rule === undefined) {
      rule = Object.freeze(parseAllowRule(text));
      parsedRules.set(text, rule);
    }
    return rule;
  });
}

/** A set of rules and the decisions of §5.2. */
export class AllowList {
  private readonly given: readonly AllowRule[];
  private readonly shippedTexts: readonly string[];
  private parsed: readonly AllowRule[] | undefined;

  /** `rules`, after the rules of `shippedTexts` (parsed on first use). */
  constructor(rules: Iterable<AllowRule>, shippedTexts: readonly string[] = []) {
    this.given = [...rules];
    this.shippedTexts = shippedTexts;
  }

  /**
   * Parse rule texts; throws AllowRuleError on the first bad one. `shipped` (hooksim's own allow-list data,
   * which its tests parse whole) are parsed on first use instead: about 2 ms of a `fire` whose hooks reach
   * no network.
   */
  static parse(texts: Iterable<string>, shipped: readonly string[] = []): AllowList {
    return new AllowList(parseTexts(texts), shipped);
  }

  /** The rules: the shipped ones, then the others, as given. */
  get rules(): readonly AllowRule[] {
    this.parsed ??=
      this.shippedTexts.length === 0 ? this.given : [...parseTexts(this.shippedTexts), ...this.given];
    return this.parsed;
  }

  /** The DNS step: some rule's host part matches this name (IP literals never come here). */
  allowsName(name: string): boolean {
    const host = normalizeHost(name);
    return host !== undefined && this.rules.some((rule) => matchesHost(rule, host));
  }

  /** The HTTP step: some rule matches the whole URL (query and fragment ignored). */
  allowsUrl(url: URL | string | RequestTarget): boolean {
    const target =
      typeof url === 'object' && 'path' in url && !(url instanceof URL) ? url : toRequestTarget(url);
    return target !== undefined && this.rules.some((rule) => matchesTarget(rule, target));
  }

  /** How a host may be reached, for the tunnel-or-intercept choice (§5.2 point 3). */
  accessTo(name: string): HostAccess {
    const host = normalizeHost(name);
    if (host === undefined) return 'none';
    let access: HostAccess = 'none';
    for (const rule of this.rules) {
      if (!matchesHost(rule, host)) continue;
      if (rule.kind === 'domain' || rule.kind === 'wildcard' || rule.kind === 'ip') return 'opaque';
      access = 'inspect';
    }
    return access;
  }
}
