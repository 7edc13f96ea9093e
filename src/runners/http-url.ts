/** The load-time URL rules of HTTP hooks (runtime-behaviour.md §12), per `httpUrlRules`. */
import type { EventName } from '../events/catalogue.js';
import type { Profile } from '../profiles.js';

const AUTH_EVENTS: ReadonlySet<EventName> = new Set(['preToolUse', 'permissionRequest', 'preMcpToolCall']);

/** Whether a URL host is loopback as the docs define it: `localhost`, `127.*`, `[::1]`. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  // Only IPv4 literals count for `127.*`: a name like `127.evil.example` is not loopback.
  return (
    host === 'localhost' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === '[::1]' ||
    host === '::1'
  );
}

/** The agent-environment switches that change the URL rules. */
export interface HttpSwitches {
  allowLocalhost: boolean;
  allowHttpAuthHooks: boolean;
}

/** Read the switches from the agent environment (exactly `1`). */
export function readHttpSwitches(env: Readonly<Record<string, string>>): HttpSwitches {
  return {
    allowLocalhost: env.COPILOT_HOOK_ALLOW_LOCALHOST === '1',
    allowHttpAuthHooks: env.COPILOT_HOOK_ALLOW_HTTP_AUTH_HOOKS === '1',
  };
}

/**
 * Why an HTTP entry's URL is dropped at load, or undefined when it loads.
 * The message is the part after `hooks.<event>[<i>].url: `.
 */
export function httpUrlLoadProblem(
  event: EventName,
  url: string,
  hasAllowedEnvVars: boolean,
  profile: Profile,
  switches: HttpSwitches,
): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `invalid URL "${url}"`;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return `URL must use http: or https: (got ${url})`;
  }
  if (parsed.protocol === 'https:') return undefined;
  const loopbackAllowed = switches.allowLocalhost && isLoopbackHost(parsed.hostname);
  const observed = profile.httpUrlRules === 'observed';
  // Under the documented rules these two rows drop `http://` whatever the switches (§12 table).
  if (AUTH_EVENTS.has(event) && !(observed && (loopbackAllowed || switches.allowHttpAuthHooks))) {
    return 'Authorization-affecting HTTP hooks (preToolUse, preMcpToolCall, permissionRequest) must use https:// to protect response integrity (set COPILOT_HOOK_ALLOW_HTTP_AUTH_HOOKS=1 to override, or use localhost with COPILOT_HOOK_ALLOW_LOCALHOST=1)';
  }
  if (hasAllowedEnvVars && !(observed && loopbackAllowed)) {
    // Observed verbatim in CLI 1.0.102 (docs/runtime-findings.md, Q24): the message does not name the URL.
    return 'HTTP hooks with allowedEnvVars must use https:// to prevent credential exposure (set COPILOT_HOOK_ALLOW_LOCALHOST=1 for local development)';
  }
  if (AUTH_EVENTS.has(event)) return undefined;
  if (observed) return undefined;
  if (isLoopbackHost(parsed.hostname)) {
    return loopbackAllowed
      ? undefined
      : `HTTP hook url http:// is only allowed for loopback with COPILOT_HOOK_ALLOW_LOCALHOST=1 (got ${url})`;
  }
  return `HTTP hook url must use https:// (got ${url})`;
}
