/** `hooksim lint`: load a repository's hooks as Copilot cloud agent does and run every lint rule on them. */
import { resolve } from 'node:path';
import { loadHookConfig } from '../config/load.js';
import type { Diagnostic } from '../diagnostics.js';
import { RuleSets } from '../firewall/rule-sets.js';
import { getProfile } from '../profiles.js';
import {
  lintClaudeOutputs,
  lintDiscardedLogs,
  lintFailOpenDependencies,
  lintHeavyPostToolUse,
  lintLongTimeouts,
  lintPreCompactMatchers,
  lintPreToolUseTimeouts,
  lintTextOutput,
} from './behaviour-rules.js';
import {
  lintEmptyCommands,
  lintJsonComments,
  lintLoaderNotes,
  lintSkippedEntries,
  lintUnknownEvents,
  lintUnknownFields,
} from './config-rules.js';
import { readLintFiles, type LintContext } from './lint-context.js';
import { lintMatchers } from './matcher-rules.js';
import { lintHttpHooks, lintScriptFetches } from './network-rules.js';
import { lintPayloadReads } from './payload-rules.js';
import { loadScriptParsers } from './script-parser.js';
import { lintScripts } from './script-rules.js';
import { lintWithShellCheck, type ShellCheckRunner } from './shellcheck.js';

/** What to lint. */
export interface LintOptions {
  repo: string;
  /** Hosts on the repository's custom firewall allow-list (as `--allow-host`). */
  allowHosts?: readonly string[];
  /** Run ShellCheck on the bash scripts when it is on PATH (or with this runner); off unless asked. */
  shellcheck?: boolean | ShellCheckRunner;
}

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;

/** Every finding of every rule, sorted by file, line, column and code. */
export async function lintRepo(options: LintOptions): Promise<Diagnostic[]> {
  const repo = resolve(options.repo);
  const profile = getProfile('cloud');
  // Loading decides what /workspace shows (refreshWorkspaceView); the script rules read by that decision.
  const config = await loadHookConfig(repo, profile);
  const context: LintContext = {
    repo,
    profile,
    config,
    firewall: RuleSets.create({ surface: 'cloud', recommended: true, allow: options.allowHosts ?? [] }),
    files: await readLintFiles(
      repo,
      config.files.map((file) => file.file),
    ),
    scripts: new Map(),
    parsers: await loadScriptParsers(),
    models: new Map(),
    modelsByCode: new Map(),
    entryCode: new WeakMap(),
  };
  const findings = [
    ...lintJsonComments(context),
    ...lintLoaderNotes(context),
    ...lintUnknownEvents(context),
    ...lintUnknownFields(context),
    ...lintSkippedEntries(context),
    ...lintMatchers(context),
    ...lintEmptyCommands(context),
    ...lintScripts(context),
    ...lintPayloadReads(context),
    ...lintHttpHooks(context),
    ...lintScriptFetches(context),
    ...lintPreCompactMatchers(context),
    ...lintClaudeOutputs(context),
    ...lintFailOpenDependencies(context),
    ...lintDiscardedLogs(context),
    ...lintPreToolUseTimeouts(context),
    ...lintHeavyPostToolUse(context),
    ...lintLongTimeouts(context),
    ...lintTextOutput(context),
  ];
  if (options.shellcheck) {
    const runner = options.shellcheck === true ? undefined : options.shellcheck;
    findings.push(...(await lintWithShellCheck(context, runner)));
  }
  return findings.sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      a.line - b.line ||
      a.column - b.column ||
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      a.code.localeCompare(b.code),
  );
}
