/**
 * Merge rules of the context and permission events: sessionStart, subagentStart, permissionRequest,
 * notification, and the events whose output is ignored (runtime-behaviour.md §7, §8.4, §8.6).
 */
import type { Profile } from '../profiles.js';
import { hookLabel } from '../hook-record.js';
import { contributionsOf, has, isObject, nonEmptyString, type HookRun, type Merger } from './merge-common.js';
import { formatContextTooLargeWarning, formatPermissionDenied, utf8Length } from './texts.js';

// ------------------------------------------------------------------------------ sessionStart, subagentStart

function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** Accumulate start-event `additionalContext` (§8.4); the value may end non-string under `reset`. */
function accumulateStartContext(runs: HookRun[], profile: Profile, warnings: string[]): unknown {
  const limit = profile.outputCapBytes;
  let merged: unknown = undefined;
  for (const { run, output } of contributionsOf(runs, profile)) {
    if (!has(output, 'additionalContext')) continue;
    const value = output.additionalContext;
    if (typeof value !== 'string') {
      if (profile.sessionStartNonStringContext === 'reset') merged = value;
      continue;
    }
    const accumulated = typeof merged === 'string' && !isBlank(merged);
    if (isBlank(value)) {
      // A blank never erases real context; it is kept only when nothing real came before.
      if (!accumulated) merged = value;
      continue;
    }
    const next = accumulated ? `${merged as string}\n\n${value}` : value;
    const bytes = utf8Length(next);
    if (bytes > limit) {
      warnings.push(formatContextTooLargeWarning(hookLabel(run.entry), utf8Length(value), limit));
      continue;
    }
    merged = next;
  }
  return merged;
}

function startContext(runs: HookRun[], profile: Profile, warnings: string[]) {
  const merged = accumulateStartContext(runs, profile, warnings);
  if (merged === undefined) return { context: undefined, injected: undefined };
  // A final non-string (only under reset) is sent as its JSON text: `null` arrives as `null`.
  const context = typeof merged === 'string' ? merged : JSON.stringify(merged);
  const injected = isBlank(context) && !profile.blankContextInjected ? undefined : context;
  return { context, injected };
}

/** sessionStart: contexts accumulate under the output cap and are injected (§8.4). */
export const mergeSessionStart: Merger = (_input, runs, profile, warnings) => {
  const { context, injected } = startContext(runs, profile, warnings);
  return {
    ...(context !== undefined ? { additionalContext: context } : {}),
    ...(injected !== undefined ? { agentSees: injected } : {}),
  };
};

/** subagentStart: the accumulated context precedes the subagent prompt (§8.4). */
export const mergeSubagentStart: Merger = (input, runs, profile, warnings) => {
  const { context, injected } = startContext(runs, profile, warnings);
  const parts = [injected, input.prompt].filter((part) => part !== undefined);
  return {
    ...(context !== undefined ? { additionalContext: context } : {}),
    ...(parts.length > 0 ? { agentSees: parts.join('\n\n') } : {}),
  };
};

// ----------------------------------------------------------------------------- permissionRequest, notification

/** permissionRequest: later outputs override earlier ones field by field; exit 2 denies (§7, §8.6). */
export const mergePermissionRequest: Merger = (_input, runs) => {
  let behavior: { value: 'allow' | 'deny'; run: HookRun } | undefined;
  let message: string | undefined;
  let interrupt = false;
  for (const run of runs) {
    const { status, output } = run.record;
    const object = isObject(output) ? output : {};
    // Exit 2: stdout merged under {"behavior":"deny"}, stderr ignored (§7).
    const fields =
      status === 'exit2' ? { ...object, behavior: 'deny' } : status === 'ok' ? object : undefined;
    if (!fields) continue;
    // Later outputs override earlier ones field by field; invalid values are ignored.
    if (fields.behavior === 'allow' || fields.behavior === 'deny') behavior = { value: fields.behavior, run };
    if (typeof fields.message === 'string') message = fields.message;
    if (typeof fields.interrupt === 'boolean') interrupt = fields.interrupt;
  }
  if (!behavior) return { decision: 'none' };
  if (behavior.value === 'allow') return { decision: 'allow', decidedBy: hookLabel(behavior.run.entry) };
  return {
    decision: 'deny',
    ...(message !== undefined ? { reason: message } : {}),
    agentSees: formatPermissionDenied(message),
    // `interrupt: true` with a deny stops the agent entirely (R184).
    ...(interrupt ? { interrupt: true } : {}),
    decidedBy: hookLabel(behavior.run.entry),
  };
};

/** notification: contexts join into a prepended user message (§8.6). */
export const mergeNotification: Merger = (_input, runs, profile) => {
  const parts = contributionsOf(runs, profile).map(({ output }) => nonEmptyString(output.additionalContext));
  const context = parts.filter((part) => part !== undefined).join('\n\n');
  // The context becomes a prepended user message of its own.
  return context === '' ? {} : { additionalContext: context, agentSees: context };
};

/** sessionEnd, errorOccurred, preCompact: output ignored even when valid (§8.6). */
export const mergeIgnored: Merger = () => ({});
