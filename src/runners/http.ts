/** Run one HTTP hook entry (runtime-behaviour.md §12, §5, §6): POST the payload, read the capped reply. */
import { BlockList } from 'node:net';
import type { LookupAddress } from 'node:dns';
import { setTimeout as delay } from 'node:timers/promises';
// undici is loaded when an HTTP hook first sends (sendRequest), not with the CLI: most runs have none.
import type { Agent, Dispatcher } from 'undici';
import { hookRecordBase } from '../hook-record.js';
import type { HookEntry, HookRecord } from '../model.js';
import type { Profile } from '../profiles.js';
import type { LoopbackHttpReply, LoopbackHttpRequest } from '../sandbox/types.js';
import { isHostProtectedAddress, lookupAll } from '../firewall/host-addresses.js';
import { readHttpSwitches } from './http-url.js';
import { ipVersion } from '../ip-version.js';

/** A canned answer for an outbound URL (scenario `mocks.http`). */
export interface HttpMock {
  status?: number;
  headers?: Record<string, string>;
  body: string;
  /** Wait this long before answering (scenario `mocks.http` delayMs); the hook's timeout still applies. */
  delayMs?: number;
}

/** The firewall and mocks seam: whether a URL may be contacted, or what answers it instead. */
export interface HttpGate {
  check(url: URL): { allowed: boolean; mock?: HttpMock };
}

/** What an HTTP hook run needs besides its entry and payload. */
export interface HttpContext {
  profile: Profile;
  /** The agent environment: sandbox env + scenario `env`; header values and the switches come from it. */
  agentEnv: Record<string, string>;
  gate?: HttpGate;
  /** Resolve a host name to its addresses (default: node:dns lookup, all families). */
  resolve?: (hostname: string) => Promise<string[]>;
  /**
   * Lets HTTP hooks connect to loopback and private addresses, this machine's included (default off: hooksim
   * refuses them whatever the profile and agent env say). Set only by an operator flag
   * (`--allow-local-network`) and by tests with a real server on 127.0.0.1; never from scenario files or the
   * Action, whose hook code may come from a fork.
   */
  localNetwork?: boolean;
  /**
   * Sends a request whose every address is loopback from inside the sandbox, where the hooks' own servers
   * listen (the namespace driver): in the cloud agent the runtime and its hooks share one machine.
   */
  loopback?: (request: LoopbackHttpRequest) => Promise<LoopbackHttpReply>;
}

/** The user agent Copilot CLI 1.0.102 sends (§12). */
export const HTTP_HOOK_USER_AGENT = 'copilot/1.0.102 (linux v24.20.0) term/unknown';

type HttpFailure = NonNullable<HookRecord['httpFailure']>;

/** A failure that ends the exchange before or instead of a response. */
class HttpHookFailure extends Error {
  readonly code = 'http-hook-failure';
  constructor(
    readonly failure: HttpFailure,
    message: string,
  ) {
    super(message);
    this.name = 'HttpHookFailure';
  }
}

interface HttpReply {
  status: number;
  body: Buffer;
  truncated: boolean;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const PRIVATE_OR_LINK_LOCAL = new BlockList();
PRIVATE_OR_LINK_LOCAL.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE_OR_LINK_LOCAL.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE_OR_LINK_LOCAL.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE_OR_LINK_LOCAL.addSubnet('169.254.0.0', 16, 'ipv4');
PRIVATE_OR_LINK_LOCAL.addSubnet('fc00::', 7, 'ipv6');
PRIVATE_OR_LINK_LOCAL.addSubnet('fe80::', 10, 'ipv6');

const DNS_FAILURE_TEXT = 'failed to lookup address information: Name or service not known';

/** Whether the SSRF guard refuses an address (IPv4-mapped IPv6 counts as its IPv4 address). */
export function isBlockedAddress(address: string, allowLoopback: boolean): boolean {
  const family = ipVersion(address) === 6 ? 'ipv6' : 'ipv4';
  if (PRIVATE_OR_LINK_LOCAL.check(address, family)) return true;
  return !allowLoopback && LOOPBACK.check(address, family);
}

/**
 * Expand `$NAME` and `${NAME}` in one header value: listed names from `env` (unset → empty); an unlisted
 * reference becomes empty under `unlisted=empty` (1.0.102, FINDINGS §10.4) or stays as written (§12).
 */
export function expandHeaderValue(
  value: string,
  allowed: readonly string[],
  env: Record<string, string>,
  unlisted: 'empty' | 'verbatim' = 'verbatim',
): string {
  return value.replace(
    /\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/g,
    (ref, braced, bare) => {
      const name = (braced ?? bare) as string;
      if (allowed.includes(name)) return env[name] ?? '';
      return unlisted === 'empty' ? '' : ref;
    },
  );
}

/** The request headers: the runtime's two, then the entry's (replacing a default of the same name). */
function buildHeaders(
  entry: HookEntry,
  env: Record<string, string>,
  profile: Profile,
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': HTTP_HOOK_USER_AGENT,
  };
  for (const [name, value] of Object.entries(entry.headers ?? {})) {
    delete headers[name.toLowerCase()];
    headers[name] = expandHeaderValue(value, entry.allowedEnvVars ?? [], env, profile.headerUnlistedVars);
  }
  return headers;
}

/** Resolve the host once and apply the simulated SSRF guard (Copilot's own) to every address. */
async function resolveChecked(url: URL, rawUrl: string, context: HttpContext): Promise<string[]> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (ipVersion(host) !== 0) {
    addresses = [host];
  } else {
    try {
      addresses = await (context.resolve ?? lookupAll)(host);
    } catch {
      throw new HttpHookFailure('dns', DNS_FAILURE_TEXT);
    }
    if (addresses.length === 0) throw new HttpHookFailure('dns', DNS_FAILURE_TEXT);
  }
  if (context.profile.ssrfGuard) {
    const allowLoopback = readHttpSwitches(context.agentEnv).allowLocalhost;
    const blocked = addresses.find((address) => isBlockedAddress(address, allowLoopback));
    if (blocked !== undefined) {
      throw new HttpHookFailure(
        'ssrf',
        `HTTP hook URL "${rawUrl}" resolves to blocked address ${blocked}. URLs must not target loopback, private, or link-local addresses.`,
      );
    }
  }
  return addresses;
}

/** hooksim's host guard: its own process sends what is not sent from the sandbox. */
function guardHostAddresses(url: URL, addresses: string[], context: HttpContext): void {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // Not the simulated guard above (a profile or the agent env may switch that): hooksim's own process sends
  // this request, so this machine and its network stay out of reach unless the operator said otherwise.
  if (context.localNetwork !== true) {
    const protectedAddress = addresses.find((address) => isHostProtectedAddress(address));
    if (protectedAddress !== undefined) {
      const what =
        ipVersion(host) === 0
          ? `${host} resolves to ${protectedAddress}, an address`
          : `${host} is an address`;
      throw new HttpHookFailure(
        'network',
        `hooksim did not send this HTTP hook: ${what} of this machine or its private network (mock the URL with mocks.http, or pass --allow-local-network for hooks you trust)`,
      );
    }
  }
}

/** Whether every address is loopback: such a request goes to the sandbox's loopback when there is one. */
function allLoopback(addresses: string[]): boolean {
  return addresses.every((address) => LOOPBACK.check(address, ipVersion(address) === 6 ? 'ipv6' : 'ipv4'));
}

/**
 * An agent that connects only to the checked addresses, so DNS cannot change between the guard and the
 * connect; the Host header and TLS servername stay the URL host.
 */
function createPinnedAgent(AgentClass: typeof Agent, addresses: string[]): Agent {
  const checked: LookupAddress[] = addresses.map((address) => ({
    address,
    family: ipVersion(address) === 6 ? 6 : 4,
  }));
  const lookup = (
    _hostname: string,
    options: { all?: boolean },
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    // Node asks for all addresses when it races families (autoSelectFamily), else for one.
    if (options.all) callback(null, checked);
    else callback(null, checked[0]?.address ?? '', checked[0]?.family);
  };
  return new AgentClass({ connect: { lookup } as Agent.Options['connect'] });
}

/** Read at most `cap` bytes of a body, then stop reading and drop the connection. */
async function readCapped(
  body: AsyncIterable<Buffer>,
  cap: number,
): Promise<{ body: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    if (size + chunk.length > cap) {
      chunks.push(chunk.subarray(0, cap - size));
      // Leaving the loop destroys the stream: the rest is never buffered.
      return { body: Buffer.concat(chunks), truncated: true };
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return { body: Buffer.concat(chunks), truncated: false };
}

/** Send the request over the network (after the gate and the SSRF guard). */
async function sendRequest(
  url: URL,
  label: string,
  entry: HookEntry,
  body: string,
  context: HttpContext,
  signal: AbortSignal,
): Promise<HttpReply> {
  const addresses = await resolveChecked(url, entry.url ?? '', context);
  if (signal.aborted) throw signal.reason;
  const headers = buildHeaders(entry, context.agentEnv, context.profile);
  if (context.loopback && context.localNetwork !== true && allLoopback(addresses)) {
    try {
      return await context.loopback({
        url: url.href,
        address: addresses[0] ?? '127.0.0.1',
        headers,
        body,
        timeoutMs: entry.timeoutSec * 1000,
        capBytes: context.profile.outputCapBytes,
      });
    } catch (error) {
      if (signal.aborted) throw error;
      const code = (error as Error).message;
      throw new HttpHookFailure(
        'network',
        `HTTP hook fetch failed: ${label}${/^E[A-Z]+$/.test(code) ? ` (code=${code})` : ''}`,
      );
    }
  }
  guardHostAddresses(url, addresses, context);
  const { Agent: AgentClass, request } = await import('undici');
  const agent = createPinnedAgent(AgentClass, addresses);
  try {
    let response: Dispatcher.ResponseData;
    try {
      response = await request(url, {
        method: 'POST',
        headers,
        body,
        signal,
        dispatcher: agent,
      });
    } catch (error) {
      if (signal.aborted) throw error;
      const code = readErrorCode(error);
      throw new HttpHookFailure(
        'network',
        `HTTP hook fetch failed: ${label}${code ? ` (code=${code})` : ''}`,
      );
    }
    const read = await readCapped(response.body, context.profile.outputCapBytes);
    return { status: response.statusCode, ...read };
  } finally {
    await agent.destroy().catch(() => undefined);
  }
}

function readErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code !== '') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Do the whole exchange: gate, then mock or network. */
async function exchange(
  url: URL,
  label: string,
  entry: HookEntry,
  body: string,
  context: HttpContext,
  signal: AbortSignal,
): Promise<HttpReply> {
  const verdict = context.gate?.check(url);
  if (verdict?.mock) {
    if (verdict.mock.delayMs) await delay(verdict.mock.delayMs, undefined, { signal });
    const bytes = Buffer.from(verdict.mock.body, 'utf8');
    const cap = context.profile.outputCapBytes;
    return {
      status: verdict.mock.status ?? 200,
      body: bytes.subarray(0, cap),
      truncated: bytes.length > cap,
    };
  }
  // The allow-list is a cloud rule; on the CLI surface egress is only logged (runtime-behaviour.md §1.1).
  if (verdict && !verdict.allowed && context.profile.surface === 'cloud') {
    throw new HttpHookFailure('firewall', `HTTP hook request blocked by firewall: ${label}`);
  }
  return sendRequest(url, label, entry, body, context, signal);
}

/** Parse a 2xx body: trimmed, one JSON.parse, no progress stripping; only a plain object is output (§6). */
function parseBody(text: string): { output?: Record<string, unknown>; parseError?: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { parseError: 'empty output' };
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch (error) {
    return { parseError: (error as Error).message };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { parseError: 'output is not a JSON object' };
  }
  return { output: value as Record<string, unknown> };
}

/** Race a promise against the hook timeout; on expiry abort `controller` and resolve to undefined. */
async function withTimeout<T>(
  work: Promise<T>,
  ms: number,
  controller: AbortController,
): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const expiry = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error('HTTP hook timed out'));
      resolve(undefined);
    }, ms);
  });
  // The losing side still settles later; keep that from becoming an unhandled rejection.
  work.catch(() => undefined);
  try {
    return await Promise.race([work, expiry]);
  } finally {
    clearTimeout(timer);
  }
}

/** Run one `type: "http"` entry and record it; never throws, and never decides deny (the event merge does). */
export async function runHttpHook(
  entry: HookEntry,
  payload: Record<string, unknown>,
  context: HttpContext,
): Promise<HookRecord> {
  const started = performance.now();
  const label = `POST ${entry.url ?? ''}`;
  const base: HookRecord = {
    ...hookRecordBase(entry),
    type: 'http',
    status: 'ok',
    durationMs: 0,
    payload,
  };
  const finish = (fields: Partial<HookRecord>): HookRecord => ({
    ...base,
    ...fields,
    durationMs: Math.round(performance.now() - started),
  });

  let url: URL;
  try {
    url = new URL(entry.url ?? '');
  } catch {
    return finish({ status: 'error', httpFailure: 'network', error: `HTTP hook fetch failed: ${label}` });
  }

  const controller = new AbortController();
  let reply: HttpReply | undefined;
  try {
    const work = exchange(url, label, entry, JSON.stringify(payload), context, controller.signal);
    reply = await withTimeout(work, entry.timeoutSec * 1000, controller);
  } catch (error) {
    if (error instanceof HttpHookFailure) {
      return finish({ status: 'error', httpFailure: error.failure, error: error.message });
    }
    const code = readErrorCode(error);
    return finish({
      status: 'error',
      httpFailure: 'network',
      error: `HTTP hook fetch failed: ${label}${code ? ` (code=${code})` : ''}`,
    });
  }
  if (reply === undefined) {
    return finish({
      status: 'timeout',
      httpFailure: 'timeout',
      error: `HTTP hook timed out after ${entry.timeoutSec}s: ${label}`,
    });
  }

  const text = reply.body.toString('utf8');
  const common: Partial<HookRecord> = {
    httpStatus: reply.status,
    stdout: text,
    ...(reply.truncated ? { stdoutTruncated: true } : {}),
  };
  if (reply.status >= 300 && reply.status < 400) {
    return finish({
      ...common,
      status: 'error',
      httpFailure: 'redirect',
      error: `HTTP hook returned redirect ${reply.status}: ${label}`,
    });
  }
  if (reply.status < 200 || reply.status >= 300) {
    return finish({
      ...common,
      status: 'error',
      httpFailure: 'status',
      error: `HTTP hook returned non-success status ${reply.status}: ${label}`,
    });
  }
  return finish({ ...common, status: 'ok', ...parseBody(text) });
}
