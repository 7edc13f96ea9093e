/** Behaviour rules: hooks that load and run but do not do what their author meant in the cloud agent. */
import type { Diagnostic } from '../diagnostics.js';
import type { HookEntry, Position } from '../model.js';
import { compileMatcher, matcherFires } from '../matchers.js';
import { fieldPosition, readScriptText, type LintContext } from './lint-context.js';
import { lintFinding } from './rule-catalogue.js';
import { reportedScriptPath, resolveEntryScript } from './script-ref.js';

/**
 * A line-level check: a [code, message] for a line of an entry's command or script, or undefined; `source` is the
 * whole command or script the line belongs to.
 */
type LineCheck = (line: string, entry: HookEntry, source: string) => [string, string] | undefined;

const HEAVY_COMMAND = /\b(npm (?:run )?test|pre-commit run --all-files|pytest|cargo test|go test)\b/;
const FAIL_OPEN_GUARD =
  /\b(?:command\s+-v|which|type|hash)\s+(jq|python3|node|pwsh)\b[^|\n]*\|\|\s*(?:exit\s+0\b|true\b|:)/;
// `$(jq …)`, `$(… | jq …)` or a backquoted jq: its output is captured and its exit status lost.
const CAPTURED_DEPENDENCY = /(?:\$\(|`)\s*(?:[^()`|\n]*\|\s*)?(jq|python3|node|pwsh)\b/;
// `set -e`, `set -euo pipefail`, `set -o errexit`, or `bash -e` on the #! line: a failed capture ends the script.
const ERREXIT = /^\s*set\s+(?:-[a-zA-Z]*e|(?:-[a-zA-Z]+\s+)*-o\s+errexit)|^#!.*\s-[a-zA-Z]*e\b/m;
const HOME_LOG = /(?:>>|\btee\s+(?:-a\s+)?)\s*"?(?:~|\$HOME\b|\$\{HOME\})\//;
// A relative target (not /dev/null, /tmp, a variable or a file descriptor) is inside the repository.
const REPO_LOG = /(?:>>|\btee\s+-a\s+)\s*"?(?:\.\/)?[\w.-][\w./-]*\.(?:log|jsonl|txt)\b/;
const DECISION_BLOCK = /\bdecision\\?["']?\s*:\s*\\?["']block/;
const CONTINUE_FALSE = /\bcontinue\\?["']?\s*:\s*(?:false|False)\b/;

/** Run a line check over an entry's inline command and the script it runs; findings are deduplicated. */
function scanEntries(
  context: LintContext,
  check: LineCheck,
  only: (entry: HookEntry) => boolean,
): Diagnostic[] {
  const findings = new Map<string, Diagnostic>();
  const add = (code: string, file: string, at: Position, message: string): void => {
    findings.set(`${code}:${file}:${at.line}`, lintFinding(code, file, at, message));
  };
  for (const entry of context.config.entries) {
    const command = entry.bash ?? entry.command;
    if (entry.type !== 'command' || command === undefined || !only(entry)) continue;
    const at = fieldPosition(context, entry, entry.bash !== undefined ? 'bash' : 'command');
    for (const line of command.split('\n')) {
      const found = check(line, entry, command);
      if (found) add(found[0], entry.file, at, found[1]);
    }
    const script = resolveEntryScript(context.repo, entry);
    if (!script) continue;
    const text = readScriptText(context, script.path);
    if (text === undefined) continue; // A missing script is script-missing's finding.
    const file = reportedScriptPath(context.repo, script.path);
    text.split('\n').forEach((line, i) => {
      if (line.trim().startsWith('#')) return;
      const found = check(line, entry, text);
      if (found) add(found[0], file, { line: i + 1, column: 1 }, found[1]);
    });
  }
  return [...findings.values()];
}

/** preCompact matchers that can match only `manual`; the cloud agent compacts only with trigger `auto`. */
export function lintPreCompactMatchers(context: LintContext): Diagnostic[] {
  const findings: Diagnostic[] = [];
  for (const entry of context.config.entries) {
    if (entry.event !== 'preCompact' || entry.matcher === undefined || entry.matcher === '') continue;
    const compiled = compileMatcher(entry.event, entry.casing, entry.matcher, context.profile);
    if (!compiled.ok) continue;
    if (matcherFires(compiled.matcher, 'auto') || !matcherFires(compiled.matcher, 'manual')) continue;
    findings.push(
      lintFinding(
        'precompact-manual-only',
        entry.file,
        fieldPosition(context, entry, 'matcher'),
        `Matcher '${entry.matcher}' matches only 'manual', but the cloud agent compacts with trigger 'auto': use 'auto' or drop the matcher`,
      ),
    );
  }
  return findings;
}

function claudeOutput(line: string, entry: HookEntry): [string, string] | undefined {
  const hsoIgnored =
    entry.event === 'agentStop' ||
    entry.event === 'subagentStop' ||
    (entry.event === 'preToolUse' && entry.casing === 'camel');
  if (hsoIgnored && /\bhookSpecificOutput\b/.test(line)) {
    return [
      'claude-output-ignored',
      `${entry.eventKey} ignores hookSpecificOutput: print the flat fields (permissionDecision, decision, reason) instead`,
    ];
  }
  if (entry.event === 'preToolUse' && DECISION_BLOCK.test(line)) {
    return [
      'claude-output-ignored',
      `${entry.eventKey} ignores "decision": "block": print {"permissionDecision": "deny", "permissionDecisionReason": "..."}`,
    ];
  }
  if (CONTINUE_FALSE.test(line)) {
    return [
      'claude-output-ignored',
      '"continue": false is ignored by Copilot hooks: deny with permissionDecision or block with "decision": "block" where the event supports it',
    ];
  }
  return undefined;
}

/** Claude-style outputs (hookSpecificOutput, decision block, continue false) the Copilot event ignores. */
export function lintClaudeOutputs(context: LintContext): Diagnostic[] {
  return scanEntries(context, claudeOutput, () => true);
}

/** The program a line captures with `$(…)` and whose failure it does not handle itself (`||`, `if`), if any. */
function unhandledCapture(line: string): string | undefined {
  if (line.trim().startsWith('#') || /\|\|/.test(line) || /^\s*if\b/.test(line)) return undefined;
  return CAPTURED_DEPENDENCY.exec(line)?.[1];
}

/**
 * A line of a preToolUse guard that allows when jq/python3/node/pwsh is missing: an explicit `command -v jq || exit 0`,
 * or the script's first captured `$(jq …)` whose failure it ignores (no errexit, no check for the program): the
 * capture is then empty, and a guard that compares it against what it denies falls through to allow.
 */
function failOpenDependency(line: string, _entry: HookEntry, source: string): [string, string] | undefined {
  const explicit = FAIL_OPEN_GUARD.exec(line)?.[1];
  if (explicit !== undefined) {
    return [
      'fail-open-dependency',
      `The guard allows every tool call when '${explicit}' is missing: print a deny (or exit 2) instead of exiting 0`,
    ];
  }
  const captured = unhandledCapture(line);
  if (captured === undefined || ERREXIT.test(source)) return undefined;
  if (new RegExp(`\\b(?:command\\s+-v|which|type|hash)\\s+${captured}\\b`).test(source)) return undefined;
  if (source.split('\n').find((l) => unhandledCapture(l) === captured) !== line) return undefined;
  return [
    'fail-open-dependency',
    `If '${captured}' is missing this capture is empty and the guard allows every tool call: add "set -euo pipefail" (a failed guard denies)`,
  ];
}

/** preToolUse scripts that allow every tool call when jq/python3/node/pwsh is missing. */
export function lintFailOpenDependencies(context: LintContext): Diagnostic[] {
  return scanEntries(context, failOpenDependency, (entry) => entry.event === 'preToolUse');
}

/** Scripts that log under the repository or the home directory, both discarded when the job ends. */
export function lintDiscardedLogs(context: LintContext): Diagnostic[] {
  return scanEntries(
    context,
    (line) => {
      const code = line.replace(/'[^']*'/g, "''");
      if (!HOME_LOG.test(code) && !REPO_LOG.test(code)) return undefined;
      return [
        'log-discarded',
        'This log is discarded when the cloud agent job ends: send the records to an http hook (or upload them) to keep them',
      ];
    },
    () => true,
  );
}

/** postToolUse entries without a matcher that run a whole test suite after every tool call. */
export function lintHeavyPostToolUse(context: LintContext): Diagnostic[] {
  return scanEntries(
    context,
    (line) => {
      const heavy = HEAVY_COMMAND.exec(line)?.[1];
      if (heavy === undefined) return undefined;
      return [
        'heavy-posttooluse',
        `'${heavy}' runs after every tool call: add a matcher such as "edit|create", or run it once in agentStop`,
      ];
    },
    (entry) => entry.event === 'postToolUse' && (entry.matcher === undefined || entry.matcher === ''),
  );
}

/** preToolUse timeouts over 60 s: a timeout fails open, so a slow guard silently allows. */
export function lintPreToolUseTimeouts(context: LintContext): Diagnostic[] {
  const findings: Diagnostic[] = [];
  for (const entry of context.config.entries) {
    if (entry.event !== 'preToolUse' || entry.timeoutSec <= 60) continue;
    let at = fieldPosition(context, entry, 'timeoutSec');
    if (at === entry.position) at = fieldPosition(context, entry, 'timeout');
    findings.push(
      lintFinding(
        'pretooluse-timeout-long',
        entry.file,
        at,
        `A ${entry.timeoutSec} s preToolUse timeout fails open (the tool runs): keep the guard fast and the timeout at 60 s or less`,
      ),
    );
  }
  return findings;
}
