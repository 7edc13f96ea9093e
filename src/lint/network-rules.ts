/** Network rules: HTTP hooks and scripts' curl/wget calls against the cloud firewall (cloud-environment.md §5). */
import type { Diagnostic } from '../diagnostics.js';
import { fieldPosition, type LintContext } from './lint-context.js';
import { lintFinding } from './rule-catalogue.js';
import { entryCode } from './script-analysis.js';

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/** Whether a URL host is loopback, private or link-local (a literal address or `localhost`). */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 127 ||
      a === 10 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  if (!host.includes(':')) return false;
  return (
    host === '::1' || host === '::' || /^f[cd][0-9a-f]{0,2}:/.test(host) || /^fe[89ab][0-9a-f]?:/.test(host)
  );
}

function blockedMessage(url: string): string | undefined {
  const host = hostOf(url);
  if (host === undefined) return undefined;
  return `${host} is outside the cloud agent firewall allow-list: add it to the repository's custom allow-list`;
}

/** Findings for HTTP hook URLs outside the allow-list and token-dependent HTTP hooks. */
export function lintHttpHooks(context: LintContext): Diagnostic[] {
  const findings: Diagnostic[] = [];
  for (const entry of context.config.entries) {
    if (entry.type !== 'http' || entry.url === undefined) continue;
    const where = fieldPosition(context, entry, 'url');
    const host = hostOf(entry.url);
    if (host !== undefined && isPrivateHost(host)) {
      // The firewall finding would be redundant: no allow-list entry makes a private address reachable.
      findings.push(
        lintFinding(
          'http-private-address',
          entry.file,
          where,
          `${host} is a loopback or private address the cloud agent cannot reach: use a public https:// endpoint`,
        ),
      );
    } else if (host !== undefined && !context.firewall.allowsUrl(entry.url)) {
      findings.push(lintFinding('http-not-allowed', entry.file, where, blockedMessage(entry.url) ?? ''));
    }
    if (entry.allowedEnvVars?.includes('GITHUB_TOKEN')) {
      findings.push(
        lintFinding(
          'allowed-env-github-token',
          entry.file,
          fieldPosition(context, entry, 'allowedEnvVars'),
          'GITHUB_TOKEN is not set for hooks in the cloud agent: pass a Copilot environment secret under another name',
        ),
      );
    }
  }
  return findings;
}

/** Findings for curl/wget/requests URLs outside the allow-list, in hook commands and the scripts they run. */
export function lintScriptFetches(context: LintContext): Diagnostic[] {
  const findings = new Map<string, Diagnostic>();
  for (const entry of context.config.entries) {
    for (const code of entryCode(context, entry)) {
      for (const fetch of code.model.fetches) {
        if (fetch.url.includes('$') || context.firewall.allowsUrl(fetch.url)) continue;
        const message = blockedMessage(fetch.url);
        if (!message) continue;
        const place = code.place(fetch);
        findings.set(
          `${code.file}:${place.line}:${place.column}`,
          lintFinding('http-not-allowed', code.file, place, message),
        );
      }
    }
  }
  return [...findings.values()];
}
