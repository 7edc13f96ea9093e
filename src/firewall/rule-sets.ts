/**
 * The rule sets in force (spec/cloud-environment.md §5.3): always-allowed + recommended + custom + loopback on
 * the `cloud` surface; everything allowed (and still recorded) on the `cli` surface (runtime-behaviour.md §1.1).
 */
// Imported, not read at run time, so the ncc bundles carry the data and no path has to be found.
import allowlistData from '../../sandbox/recommended-allowlist.json' with { type: 'json' };
import { AllowList, normalizeHost, toRequestTarget } from './rules.js';
import type { HostAccess, RequestTarget } from './rules.js';
import { ipVersion } from '../ip-version.js';

/** Which surface's network rules apply. */
export type FirewallSurface = 'cloud' | 'cli';

/** What the rule sets are built from. */
export interface RuleSetOptions {
  surface: FirewallSurface;
  /** Custom rules: scenario `firewall.allow`, `--allow-host`, the Action's allow-list input. */
  allow?: readonly string[];
  /** The recommended set (default true). */
  recommended?: boolean;
}

/** The shipped allow-list data (`sandbox/recommended-allowlist.json`). */
export interface AllowlistData {
  retrieved: string;
  alwaysAllowed: string[];
  recommended: Record<string, string[]>;
}

/** The shipped data, as loaded. */
export const ALLOWLIST_DATA: AllowlistData = allowlistData;

/** The rules that cannot be turned off: the Copilot-service URLs. */
export function alwaysAllowedRules(): string[] {
  return [...ALLOWLIST_DATA.alwaysAllowed];
}

/** The recommended rules, all groups flattened in file order. */
export function recommendedRules(): string[] {
  return Object.values(ALLOWLIST_DATA.recommended).flat();
}

/** Whether a host is loopback: `localhost` and its subdomains, 127.0.0.0/8, ::1 (never filtered or recorded). */
export function isLoopbackName(name: string): boolean {
  const host = normalizeHost(name);
  if (host === undefined) return false;
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (ipVersion(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/** The decisions of the rule sets in force. */
export class RuleSets {
  /** On the `cli` surface every lookup and request is allowed. */
  readonly allowAll: boolean;

  private constructor(
    readonly surface: FirewallSurface,
    readonly list: AllowList,
  ) {
    this.allowAll = surface === 'cli';
  }

  /** Build the sets in force; throws AllowRuleError for a bad custom rule. */
  static create(options: RuleSetOptions): RuleSets {
    const shipped = [...alwaysAllowedRules(), ...(options.recommended === false ? [] : recommendedRules())];
    return new RuleSets(options.surface, AllowList.parse(options.allow ?? [], shipped));
  }

  /** The DNS step: loopback and named hosts resolve; under `cli` every name does. */
  allowsName(name: string): boolean {
    return this.allowAll || isLoopbackName(name) || this.list.allowsName(name);
  }

  /** The HTTP step for a whole URL; loopback is always allowed. */
  allowsUrl(url: URL | string | RequestTarget): boolean {
    if (this.allowAll) return true;
    const target = typeof url === 'object' && !(url instanceof URL) ? url : toRequestTarget(url);
    if (target === undefined) return false;
    return isLoopbackName(target.host) || this.list.allowsUrl(target);
  }

  /** How a host may be reached; everything is `opaque` under `cli`. */
  accessTo(name: string): HostAccess {
    return this.allowAll ? 'opaque' : this.list.accessTo(name);
  }
}
