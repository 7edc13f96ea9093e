/**
 * `mocks.http` (spec/cloud-environment.md §5.7): canned answers keyed by URL prefix in the URL-rule grammar,
 * longest key wins. The firewall decides first; a mock only answers an allowed URL.
 */
import { lazyHttp } from '../lazy-builtin.js';
import type { HttpMock } from '../runners/http.js';
import { AllowList, AllowRuleError, matchesTarget, parseAllowRule } from './rules.js';
import type { AllowRule, RequestTarget } from './rules.js';

/** One canned answer as a scenario writes it. */
export interface HttpMockSpec {
  /** Default 200. */
  status?: number;
  headers?: Record<string, string>;
  /** Sent as JSON (with `content-type: application/json` unless a header says otherwise). */
  json?: unknown;
  /** Sent as is when `json` is absent. */
  body?: string;
  /** Wait this long before answering. */
  delayMs?: number;
}

/** A mock that cannot be used. */
export class HttpMockError extends Error {
  readonly code = 'invalid-http-mock';
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Invalid mocks.http entry '${key}': ${reason}.`);
    this.name = 'HttpMockError';
  }
}

/** A mock ready to be sent. */
export interface RenderedMock {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  delayMs: number;
}

const MAX_DELAY_MS = 10 * 60_000;

interface MockEntry {
  key: string;
  rule: AllowRule;
  rendered: RenderedMock;
}

function renderMock(key: string, spec: HttpMockSpec): RenderedMock {
  const status = spec.status ?? 200;
  if (!Number.isInteger(status) || status < 100 || status > 599) {
    throw new HttpMockError(key, `status ${String(spec.status)} is not an HTTP status code`);
  }
  const delayMs = spec.delayMs ?? 0;
  if (!Number.isFinite(delayMs) || delayMs < 0 || delayMs > MAX_DELAY_MS) {
    throw new HttpMockError(key, `delayMs must be between 0 and ${MAX_DELAY_MS}`);
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(spec.headers ?? {})) {
    try {
      const http = lazyHttp();
      http.validateHeaderName(name);
      http.validateHeaderValue(name, value);
    } catch {
      throw new HttpMockError(key, `header '${name}' is not a valid HTTP header`);
    }
    headers[name] = value;
  }
  const hasContentType = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
  let text = spec.body ?? '';
  if (spec.json !== undefined) {
    text = JSON.stringify(spec.json) ?? 'null';
    if (!hasContentType) headers['content-type'] = 'application/json';
  }
  return { status, headers, body: Buffer.from(text, 'utf8'), delayMs };
}

/** The mocks of one run. */
export class MockTable {
  private readonly entries: MockEntry[];
  private readonly hosts: AllowList;

  /** Parse the keys and render the answers; throws HttpMockError. */
  constructor(mocks: Record<string, HttpMockSpec> = {}) {
    this.entries = Object.entries(mocks).map(([key, spec]) => {
      let rule: AllowRule;
      try {
        rule = parseAllowRule(key);
      } catch (error) {
        throw new HttpMockError(
          key,
          error instanceof AllowRuleError ? 'the key is not a URL' : String(error),
        );
      }
      if (rule.kind !== 'url') throw new HttpMockError(key, 'the key must be a URL with a scheme');
      return { key, rule, rendered: renderMock(key, spec) };
    });
    // Longest key first, so the first match is the one that wins.
    this.entries.sort((a, b) => b.key.length - a.key.length);
    this.hosts = new AllowList(this.entries.map((entry) => entry.rule));
  }

  /** The mock for a URL (longest matching key), if any. */
  find(target: RequestTarget): RenderedMock | undefined {
    return this.entries.find((entry) => matchesTarget(entry.rule, target))?.rendered;
  }

  /** Whether some mock could answer a request to this host (so its TLS must be intercepted). */
  coversHost(host: string): boolean {
    return this.hosts.accessTo(host) !== 'none';
  }
}

/** The HTTP hook runner's view of a mock; it sends the body at once (no delay). */
export function toHttpMock(mock: RenderedMock): HttpMock {
  return {
    status: mock.status,
    headers: { ...mock.headers },
    body: mock.body.toString('utf8'),
    ...(mock.delayMs ? { delayMs: mock.delayMs } : {}),
  };
}
