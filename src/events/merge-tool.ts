/**
 * Merge rules of the tool events: preToolUse, postToolUse, postToolUseFailure (runtime-behaviour.md §7, §8.1-§8.3,
 * §12).
 */
import type { HookEntry, HookRecord, ToolResult } from '../model.js';
import type { Profile } from '../profiles.js';
import { parseHookStdout } from '../runners/output.js';
import { hookLabel } from '../hook-record.js';
import {
  contributionsOf,
  isObject,
  nonEmptyString,
  type HookRun,
  type JsonObject,
  type Merger,
} from './merge-common.js';
import {
  cutUtf8,
  formatAskText,
  formatContextTruncatedWarning,
  formatDenyText,
  formatErroredDenyText,
  formatExit2Deny,
  formatModifiedResultWarning,
  formatPostToolUseFailureMessage,
  formatPostToolUseMessage,
  formatPreToolUseContext,
  toWellFormed,
  utf8Length,
} from './texts.js';

// ---------------------------------------------------------------------------------------------- preToolUse

/** How one preToolUse run counts. */
export type PreToolKind = 'allow' | 'deny' | 'ask' | 'exit2' | 'error' | 'none';

/** One preToolUse run as the merge reads it. */
export interface PreToolVerdict {
  kind: PreToolKind;
  reason?: string;
  /** The deny text for exit 2 (other kinds build theirs from `reason`). */
  text?: string;
  context?: string;
  modifiedArgs?: JsonObject;
}

/** The kinds that deny the call. */
export const DENYING: ReadonlySet<PreToolKind> = new Set(['deny', 'ask', 'exit2', 'error']);

/** The decision fields one preToolUse output gives. */
export interface PreToolFields {
  verdict?: 'allow' | 'deny' | 'ask';
  reason?: string;
  context?: string;
  modifiedArgs?: JsonObject;
}

/** The decision fields of one output, with Claude `hookSpecificOutput` winning field by field on `PreToolUse`. */
export function readPreToolFields(entry: HookEntry, output: unknown, profile: Profile): PreToolFields {
  const flat = isObject(output) ? output : {};
  const fields: JsonObject = { ...flat };
  const hso = flat.hookSpecificOutput;
  if (
    profile.honorClaudeHookSpecificOutput === 'pascalPreToolUse' &&
    entry.casing === 'pascal' &&
    isObject(hso)
  ) {
    for (const field of ['permissionDecision', 'permissionDecisionReason', 'additionalContext']) {
      // An explicit null is absent (§6), so it falls back to the flat field.
      if (hso[field] !== undefined && hso[field] !== null) fields[field] = hso[field];
    }
  }
  const decision = fields.permissionDecision;
  // Verdicts are case-sensitive; Claude `decision: "block"` and `continue: false` mean nothing here.
  const result: PreToolFields = {};
  if (decision === 'allow' || decision === 'deny' || decision === 'ask') result.verdict = decision;
  const reason = nonEmptyString(fields.permissionDecisionReason);
  if (reason !== undefined) result.reason = reason;
  const context = nonEmptyString(fields.additionalContext);
  if (context !== undefined) result.context = context;
  if (profile.honorModifiedArgs && isObject(flat.modifiedArgs)) result.modifiedArgs = flat.modifiedArgs;
  return result;
}

/** Whether an HTTP failure denies the call: per `httpPreToolUseNon2xx`/`httpPreToolUseNetworkError`; timeouts never (§12). */
function httpFailureDenies(record: HookRecord, profile: Profile): boolean {
  switch (record.httpFailure) {
    case 'timeout':
      return false;
    case 'status':
    case 'redirect':
      return profile.httpPreToolUseNon2xx === 'deny';
    default:
      // network, dns, firewall, ssrf, and an error that names no kind.
      return profile.httpPreToolUseNetworkError === 'deny';
  }
}

/** How one preToolUse run counts, or undefined when it contributes nothing (timeout, skipped, fail-open). */
export function readPreToolUseRun(run: HookRun, profile: Profile): PreToolVerdict | undefined {
  const { entry, record } = run;
  switch (record.status) {
    case 'ok': {
      const { verdict, ...fields } = readPreToolFields(entry, record.output, profile);
      return { kind: verdict ?? 'none', ...fields };
    }
    case 'exit2': {
      // stdout merges under the deny: its reason and context count, its verdict and modifiedArgs do not (§7).
      const fields = readPreToolFields(entry, record.output, profile);
      const deny = formatExit2Deny(fields.reason, record.stderr, profile);
      return {
        kind: 'exit2',
        text: deny.text,
        ...(deny.reason !== undefined ? { reason: deny.reason } : {}),
        ...(fields.context !== undefined ? { context: fields.context } : {}),
      };
    }
    case 'error':
      if (entry.type === 'http' && !httpFailureDenies(record, profile)) return undefined;
      return { kind: 'error' };
    default:
      return undefined;
  }
}

function preToolDenyText(run: HookRun, verdict: PreToolVerdict, profile: Profile): string | undefined {
  switch (verdict.kind) {
    case 'deny':
      return formatDenyText(verdict.reason, profile);
    case 'ask':
      // Under askBehaviour=prompt a user would answer; hooksim simulates none, so there is no text.
      return profile.askBehaviour === 'deny' ? formatAskText(verdict.reason, profile) : undefined;
    case 'error':
      return formatErroredDenyText(run.entry.file, profile);
    default:
      return verdict.text;
  }
}

/** preToolUse: the first denying hook decides; context is injected either way (§8.1). */
export const mergePreToolUse: Merger = (_input, runs, profile) => {
  const shortCircuit = profile.preToolUseShortCircuit === 'firstDenyOrAsk';
  const contexts: string[] = [];
  let decider: { run: HookRun; verdict: PreToolVerdict } | undefined;
  let allowed = false;
  let args: JsonObject | undefined;
  for (const run of runs) {
    const verdict = readPreToolUseRun(run, profile);
    if (!verdict) continue;
    // Context is injected whether the call runs or is denied by deny, ask or exit 2 (§8.1).
    if (verdict.context !== undefined && profile.preToolUseAdditionalContext === 'inject') {
      contexts.push(verdict.context);
    }
    if (DENYING.has(verdict.kind)) {
      // The first denying hook gives the text, under either short-circuit setting.
      decider ??= { run, verdict };
      if (shortCircuit) break;
      continue;
    }
    if (verdict.kind === 'allow') allowed = true;
    if (verdict.modifiedArgs) args = verdict.modifiedArgs;
  }
  const context = contexts.length > 0 ? contexts.join('\n\n') : undefined;
  const contextMessage = context === undefined ? undefined : formatPreToolUseContext(context);
  const withContext = context === undefined ? {} : { additionalContext: context };
  if (decider) {
    const { run, verdict } = decider;
    const text = preToolDenyText(run, verdict, profile);
    // The deny text is the tool result; the context follows as its own message. agentSees joins
    // the two with `\n\n`, the separator every multi-message agentSees uses.
    const agentSees = [text, contextMessage].filter((part) => part !== undefined).join('\n\n');
    return {
      // DESIGN.md: the result's decision is the effective one; an ask the profile turns into a deny reads
      // `deny` (the hook record keeps `ask` in its output).
      decision: verdict.kind === 'ask' && profile.askBehaviour !== 'deny' ? 'ask' : 'deny',
      ...(verdict.reason !== undefined ? { reason: verdict.reason } : {}),
      ...withContext,
      ...(agentSees !== '' ? { agentSees } : {}),
      decidedBy: hookLabel(run.entry),
    };
  }
  return {
    decision: allowed ? 'allow' : 'none',
    ...(args ? { args } : {}),
    ...withContext,
    ...(contextMessage !== undefined ? { agentSees: contextMessage } : {}),
  };
};

// --------------------------------------------------------------------------------------------- postToolUse

/** A `modifiedResult` of the one accepted shape, or undefined. */
export function readToolResult(value: unknown): ToolResult | undefined {
  if (!isObject(value)) return undefined;
  const { resultType, textResultForLlm } = value;
  if ((resultType !== 'success' && resultType !== 'failure') || typeof textResultForLlm !== 'string')
    return undefined;
  return { resultType, textResultForLlm };
}

/** Cap joined postToolUse context per `postToolUseContextCap` (§8.2). */
function capPostToolContext(context: string, profile: Profile, warnings: string[]): string {
  const limit = profile.postToolUseContextLimit;
  if (profile.postToolUseContextCap === 'utf16Silent') return context.slice(0, limit);
  const bytes = utf8Length(context);
  if (bytes <= limit) return context;
  warnings.push(formatContextTruncatedWarning(bytes, limit));
  return cutUtf8(context, limit);
}

/** postToolUse: the last valid `modifiedResult` wins; contexts join under the cap (§8.2). */
export const mergePostToolUse: Merger = (input, runs, profile, warnings) => {
  const original: ToolResult = input.toolResult ?? { resultType: 'success', textResultForLlm: '' };
  let toolResult = original;
  const contexts: string[] = [];
  for (const { run, output } of contributionsOf(runs, profile)) {
    const modified = output.modifiedResult;
    if (modified !== undefined && modified !== null) {
      const parsed = readToolResult(modified);
      // With or without chaining, the last valid replacement is the final result.
      if (parsed) toolResult = parsed;
      else warnings.push(formatModifiedResultWarning(hookLabel(run.entry)));
    }
    const context = nonEmptyString(output.additionalContext);
    if (context !== undefined) contexts.push(context);
  }
  // A failure result routes to postToolUseFailure, which decides what the model sees; the context is discarded.
  // Under failureModifiedResult=replaceText it is only a new text: the call stays a success (observed 1.0.102).
  if (toolResult.resultType === 'failure' && profile.failureModifiedResult === 'reroute')
    return { toolResult };
  const context =
    contexts.length > 0 ? capPostToolContext(contexts.join('\n\n'), profile, warnings) : undefined;
  const message = formatPostToolUseMessage(
    toolResult.textResultForLlm,
    input.toolName ?? '',
    context,
    profile,
  );
  return {
    toolResult,
    ...(context !== undefined ? { additionalContext: context } : {}),
    agentSees: toWellFormed(message),
  };
};

// -------------------------------------------------------------------------------------- postToolUseFailure

/** The context an exit-2 postToolUseFailure hook gives, per `postToolUseFailureExit2Source` (§7). */
function exit2FailureContext(record: HookRecord, profile: Profile): string {
  if (profile.postToolUseFailureExit2Source === 'stderr') return (record.stderr ?? '').trim();
  if (isObject(record.output) && typeof record.output.additionalContext === 'string') {
    return record.output.additionalContext;
  }
  return parseHookStdout(record.stdout ?? '').remainder;
}

/** postToolUseFailure: contexts of ok and exit-2 runs join into the failure message (§7, §8.3). */
export const mergePostToolUseFailure: Merger = (input, runs, profile) => {
  const contexts: string[] = [];
  for (const { record } of runs) {
    let context: string | undefined;
    if (record.status === 'ok' && isObject(record.output))
      context = nonEmptyString(record.output.additionalContext);
    else if (record.status === 'exit2') context = nonEmptyString(exit2FailureContext(record, profile));
    if (context !== undefined) contexts.push(context);
  }
  const context = contexts.length > 0 ? contexts.join('\n\n') : undefined;
  return {
    ...(context !== undefined ? { additionalContext: context } : {}),
    agentSees: formatPostToolUseFailureMessage(input.error ?? '', input.toolName ?? '', context, profile),
  };
};
