/** Behaviour rules: hooks that load and run but do not do what their author meant in the cloud agent. */
import type { Diagnostic } from '../diagnostics.js';
import type { HookEntry, Position } from '../model.js';
import { compileMatcher, matcherFires } from '../matchers.js';
import { fieldPosition, type LintContext } from './lint-context.js';
import { lintFinding } from './rule-catalogue.js';
import { entryCode, type ModelledCode } from './script-analysis.js';
import type { Site } from './script-model.js';

/** A check of one modelled piece of code of an entry: its findings as [code, site, message]. */
type CodeCheck = (code: ModelledCode, entry: HookEntry) => [string, Site, string][];

const HEAVY_PROGRAMS = new Set([
  'pre-commit',
  'pytest',
  'npx',
  'jest',
  'vitest',
  'tox',
  'nox',
  'mvn',
  'gradle',
]);
const SUITE_RUNNERS = new Set(['npm', 'yarn', 'pnpm', 'cargo', 'go', 'make', 'dotnet']);
/** Programs whose output is a report for someone to read: linters, formatters, test runners. */
const REPORTERS = new Set([
  'eslint',
  'prettier',
  'ruff',
  'black',
  'flake8',
  'pylint',
  'mypy',
  'tsc',
  'pytest',
  'jest',
  'vitest',
  'npm',
  'npx',
  'yarn',
  'pnpm',
  'cargo',
  'go',
  'gofmt',
  'rustfmt',
  'rubocop',
  'shellcheck',
  'markdownlint',
  'pre-commit',
  'dotnet',
  'terraform',
  'make',
  'biome',
  'stylelint',
  'isort',
]);
/** Events whose stdout is read as JSON for the agent: text there is lost. */
const TEXT_DROPPED_EVENTS = new Set([
  'postToolUse',
  'postToolUseFailure',
  'sessionStart',
  'subagentStart',
  'userPromptSubmitted',
]);
const LOG_NAME = /(^|\/)[^/]*(log|audit)[^/]*$|\.(log|jsonl|ndjson|txt|csv)$/i;

/** Run a check over an entry's inline command and the script it runs; findings are deduplicated. */
function checkEntries(
  context: LintContext,
  check: CodeCheck,
  only: (entry: HookEntry) => boolean,
): Diagnostic[] {
  const findings = new Map<string, Diagnostic>();
  for (const entry of context.config.entries) {
    if (!only(entry)) continue;
    for (const code of entryCode(context, entry)) {
      for (const [rule, at, message] of check(code, entry)) {
        const place = code.place(at);
        findings.set(`${rule}:${code.file}:${place.line}`, lintFinding(rule, code.file, place, message));
      }
    }
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

/** Whether the event honours hookSpecificOutput: only PascalCase PreToolUse does (runtime-behaviour.md §8.1). */
function honoursHookSpecificOutput(entry: HookEntry): boolean {
  return entry.event === 'preToolUse' && entry.casing === 'pascal';
}

function hookSpecificFix(entry: HookEntry): string {
  if (entry.event === 'preToolUse')
    return 'print the flat fields (permissionDecision, permissionDecisionReason) instead';
  if (entry.event === 'agentStop' || entry.event === 'subagentStop')
    return 'print the flat fields ("decision": "block", "reason") instead';
  return 'print {"additionalContext": "..."} at the top level instead';
}

const claudeOutput: CodeCheck = (code, entry) => {
  const found: [string, Site, string][] = [];
  const seen = new Set<string>();
  for (const output of code.model.outputKeys) {
    let message: string | undefined;
    if (output.key === 'hookSpecificOutput' && !honoursHookSpecificOutput(entry)) {
      message = `${entry.eventKey} ignores hookSpecificOutput: ${hookSpecificFix(entry)}`;
    } else if (output.key === 'decision' && output.value === 'block' && entry.event === 'preToolUse') {
      message = `${entry.eventKey} ignores "decision": "block": print {"permissionDecision": "deny", "permissionDecisionReason": "..."}`;
    } else if (output.key === 'continue' && /^(false|False)$/.test(output.value ?? '')) {
      message =
        '"continue": false is ignored by Copilot hooks: deny with permissionDecision or block with "decision": "block" where the event supports it';
    }
    if (message === undefined || seen.has(output.key)) continue;
    seen.add(output.key);
    found.push(['claude-output-ignored', output, message]);
  }
  return found;
};

/** Claude-style outputs (hookSpecificOutput, decision block, continue false) the Copilot event ignores. */
export function lintClaudeOutputs(context: LintContext): Diagnostic[] {
  return checkEntries(context, claudeOutput, () => true);
}

/**
 * A preToolUse guard that allows when jq/python3/node/pwsh is missing: an explicit `command -v jq || exit 0` or
 * `if ! command -v jq …; then exit 0; fi`, or the script's first `$(jq …)` whose failure it ignores (no errexit, no
 * check for the program): the capture is then empty, and a guard comparing it with what it denies allows.
 */
const failOpenDependency: CodeCheck = (code) => {
  const { model } = code;
  const found: [string, Site, string][] = model.failOpenChecks.map((check) => [
    'fail-open-dependency',
    check,
    `The guard allows every tool call when '${check.program}' is missing: print a deny (or exit 2) instead of exiting 0`,
  ]);
  if (found.length > 0 || model.errexit) return found;
  const reported = new Set<string>();
  for (const capture of model.unhandledCaptures) {
    if (model.checkedPrograms.has(capture.program) || reported.has(capture.program)) continue;
    reported.add(capture.program);
    found.push([
      'fail-open-dependency',
      capture,
      `If '${capture.program}' is missing this capture is empty and the guard allows every tool call: add "set -euo pipefail" (a failed guard denies)`,
    ]);
  }
  return found;
};

/** preToolUse scripts that allow every tool call when jq/python3/node/pwsh is missing. */
export function lintFailOpenDependencies(context: LintContext): Diagnostic[] {
  return checkEntries(context, failOpenDependency, (entry) => entry.event === 'preToolUse');
}

/** Where an appended file lives: the checkout or home (both discarded with the runner), or elsewhere. */
function discardedPlace(target: string): boolean {
  const repoVars = /^\$\{?(PWD|CLAUDE_PROJECT_DIR|COPILOT_PROJECT_DIR|COPILOT_HOOK_DIR|HOME)\}?\//;
  if (/^(~|\$HOME|\$\{HOME\})\//.test(target)) return true;
  if (repoVars.test(target)) return !target.replace(repoVars, '').includes('$');
  if (target.startsWith('/workspace/')) return true;
  return !target.startsWith('/') && !target.includes('$') && !/^&?\d$/.test(target);
}

const discardedLog: CodeCheck = (code) =>
  code.model.appends
    .filter((append) => discardedPlace(append.target) && LOG_NAME.test(append.target))
    .slice(0, 1)
    .map((append) => [
      'log-discarded',
      append,
      `The log '${append.target}' is discarded when the cloud agent job ends: send the records to an http hook (or upload them) to keep them`,
    ]);

/** Scripts that log under the repository or the home directory, both discarded when the job ends. */
export function lintDiscardedLogs(context: LintContext): Diagnostic[] {
  return checkEntries(context, discardedLog, () => true);
}

/** The heavy program a run starts: a test suite, pre-commit, npx; undefined for light work. */
function heavyWork(program: string, args: readonly string[]): string | undefined {
  if (HEAVY_PROGRAMS.has(program)) return [program, ...args.slice(0, 1)].join(' ');
  if (SUITE_RUNNERS.has(program)) {
    const words = args.filter((a) => !a.startsWith('-'));
    if (words[0] === 'test' || (words[0] === 'run' && /^test/.test(words[1] ?? '')))
      return [program, ...words.slice(0, 2)].join(' ');
  }
  return undefined;
}

const heavyToolHook: CodeCheck = (code, entry) =>
  code.model.runs
    .map((run) => ({ run, heavy: heavyWork(run.program, run.args) }))
    .filter((found): found is { run: (typeof found)['run']; heavy: string } => found.heavy !== undefined)
    .slice(0, 1)
    .map(({ run, heavy }) => [
      'heavy-posttooluse',
      run,
      `'${heavy}' runs on every tool call (${entry.eventKey} has no matcher): add a matcher such as "edit|create", or run it once in agentStop`,
    ]);

/** Tool hooks without a matcher that run a test suite, pre-commit or npx on every tool call. */
export function lintHeavyPostToolUse(context: LintContext): Diagnostic[] {
  return checkEntries(
    context,
    heavyToolHook,
    (entry) =>
      (entry.event === 'postToolUse' || entry.event === 'preToolUse') &&
      (entry.matcher === undefined || entry.matcher === '' || /^\*+$|^\.\*$/.test(entry.matcher)),
  );
}

const textOutput: CodeCheck = (code, entry) => {
  if (!code.printsToHook) return [];
  const sites: Site[] = [
    ...code.model.textOutput,
    ...code.model.runs.filter((run) => run.toStdout && REPORTERS.has(run.program)),
  ].sort((a, b) => a.line - b.line || a.column - b.column);
  const first = sites[0];
  if (!first) return [];
  return [
    [
      'stdout-text-dropped',
      first,
      `${entry.eventKey} reads stdout as one JSON object: this text never reaches the agent; print {"additionalContext": "..."} (jq -n --arg c "$out" '{additionalContext: $c}') and send other output to stderr`,
    ],
  ];
};

/** Hooks whose stdout is read as JSON but which print plain text (linters, formatters, echo). */
export function lintTextOutput(context: LintContext): Diagnostic[] {
  return checkEntries(context, textOutput, (entry) => TEXT_DROPPED_EVENTS.has(entry.event));
}

/** Where an entry's timeout is written: timeoutSec, else timeout. */
function timeoutPosition(context: LintContext, entry: HookEntry): Position {
  const at = fieldPosition(context, entry, 'timeoutSec');
  return at === entry.position ? fieldPosition(context, entry, 'timeout') : at;
}

/** Timeouts past what an event other than preToolUse can usefully wait: the job has 59 minutes in all. */
export function lintLongTimeouts(context: LintContext): Diagnostic[] {
  const findings: Diagnostic[] = [];
  for (const entry of context.config.entries) {
    if (entry.event === 'preToolUse' || entry.timeoutSec <= LONG_TIMEOUT) continue;
    findings.push(
      lintFinding(
        'timeout-long',
        entry.file,
        timeoutPosition(context, entry),
        `A ${entry.timeoutSec} s ${entry.eventKey} timeout lets one hook hold the session for ${Math.round(entry.timeoutSec / 60)} of the job's 59 minutes: keep it at ${LONG_TIMEOUT} s or less and move long work to copilot-setup-steps.yml`,
      ),
    );
  }
  return findings;
}

const LONG_TIMEOUT = 300;

/** preToolUse timeouts over 60 s: a timeout fails open, so a slow guard silently allows. */
export function lintPreToolUseTimeouts(context: LintContext): Diagnostic[] {
  const findings: Diagnostic[] = [];
  for (const entry of context.config.entries) {
    if (entry.event !== 'preToolUse' || entry.timeoutSec <= 60) continue;
    findings.push(
      lintFinding(
        'pretooluse-timeout-long',
        entry.file,
        timeoutPosition(context, entry),
        `A ${entry.timeoutSec} s preToolUse timeout fails open (the tool runs): keep the guard fast and the timeout at 60 s or less`,
      ),
    );
  }
  return findings;
}
