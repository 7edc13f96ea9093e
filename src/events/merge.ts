/**
 * Merge the hook runs of one event into its outcome and the exact text the model sees
 * (runtime-behaviour.md §6-§9, §12). Pure: the dispatcher runs the hooks, the session engine runs loops.
 */
import type { EventName } from './catalogue.js';
import type { EventInput, EventResult } from '../model.js';
import type { Profile } from '../profiles.js';
import { hookLabel } from '../hook-record.js';
import { contributionsOf, type HookRun, type Merger } from './merge-common.js';
import {
  mergeIgnored,
  mergeNotification,
  mergePermissionRequest,
  mergeSessionStart,
  mergeSubagentStart,
} from './merge-context.js';
import {
  mergeAgentStop,
  mergeSubagentStop,
  mergeUserPromptSubmitted,
  mergeUserPromptTransformed,
} from './merge-prompt.js';
import {
  DENYING,
  mergePostToolUse,
  mergePostToolUseFailure,
  mergePreToolUse,
  readPreToolFields,
  readPreToolUseRun,
  readToolResult,
} from './merge-tool.js';
import {
  formatExit2Warning,
  STOP_GUARD_WARNING,
  SUBAGENT_STOP_UNBOUNDED_CODE,
  SUBAGENT_STOP_UNBOUNDED_MESSAGE,
} from './texts.js';

export {
  STOP_GUARD_WARNING,
  SUBAGENT_STOP_UNBOUNDED_CODE,
  SUBAGENT_STOP_UNBOUNDED_MESSAGE,
} from './texts.js';

export type { HookRun } from './merge-common.js';

/** The merged outcome of one dispatch and the warnings merging raised. */
export interface MergeOutcome {
  result: EventResult;
  warnings: string[];
}

/** Events where exit 2 is not a warning: preToolUse and permissionRequest deny, postToolUseFailure reads it as context. */
const EXIT2_SPECIAL: ReadonlySet<EventName> = new Set([
  'preToolUse',
  'permissionRequest',
  'postToolUseFailure',
]);

/** The merge rule of every event (STYLE.md: tables, not branches). */
const MERGERS: Readonly<Record<EventName, Merger>> = {
  sessionStart: mergeSessionStart,
  sessionEnd: mergeIgnored,
  userPromptSubmitted: mergeUserPromptSubmitted,
  userPromptTransformed: mergeUserPromptTransformed,
  preToolUse: mergePreToolUse,
  postToolUse: mergePostToolUse,
  postToolUseFailure: mergePostToolUseFailure,
  agentStop: mergeAgentStop,
  subagentStart: mergeSubagentStart,
  subagentStop: mergeSubagentStop,
  errorOccurred: mergeIgnored,
  preCompact: mergeIgnored,
  permissionRequest: mergePermissionRequest,
  notification: mergeNotification,
  preMcpToolCall: mergeIgnored,
};

// ------------------------------------------------------------------------------------------------ exports

/** Whether this run stops the chain: the first deny, ask, exit 2 or denying error under `firstDenyOrAsk` (§8.1). */
export function stopsChain(event: EventName, run: HookRun, profile: Profile): boolean {
  if (event !== 'preToolUse' || profile.preToolUseShortCircuit !== 'firstDenyOrAsk') return false;
  const verdict = readPreToolUseRun(run, profile);
  return verdict !== undefined && DENYING.has(verdict.kind);
}

/** The input the next hook of the chain receives after this run (`chainModifiedArgs`, `chainModifiedResult`). */
export function chainInput(event: EventName, input: EventInput, run: HookRun, profile: Profile): EventInput {
  const { status, output } = run.record;
  if (event === 'preToolUse') {
    if (!profile.chainModifiedArgs || status !== 'ok') return input;
    const { modifiedArgs } = readPreToolFields(run.entry, output, profile);
    return modifiedArgs ? { ...input, toolArgs: modifiedArgs } : input;
  }
  if (event === 'postToolUse' && profile.chainModifiedResult) {
    const [contribution] = contributionsOf([run], profile);
    const replacement = readToolResult(contribution?.output.modifiedResult);
    return replacement?.resultType === 'success' ? { ...input, toolResult: replacement } : input;
  }
  return input;
}

/** Merge the runs of one dispatch into its result and warnings (runtime-behaviour.md §7-§9). */
export function mergeEvent(
  event: EventName,
  input: EventInput,
  runs: HookRun[],
  profile: Profile,
): MergeOutcome {
  const warnings: string[] = [];
  if (!EXIT2_SPECIAL.has(event)) {
    for (const run of runs) {
      if (run.record.status === 'exit2')
        warnings.push(formatExit2Warning(hookLabel(run.entry), run.record.stderr));
    }
  }
  const result = MERGERS[event](input, runs, profile, warnings);
  return { result, warnings };
}

/** How the session engine ends a stop-hook loop (§9): after `limit` consecutive continuations, the next block is overridden. */
export interface StopLoopGuard {
  limit: number;
  /** `warning`: the runtime's guard; `error`: hooksim's simulation cap where the runtime would loop forever. */
  severity: 'warning' | 'error';
  /** Diagnostic code for the `error` case. */
  code?: string;
  message: string;
}

/** The guard the session engine applies to agentStop or subagentStop block loops under a profile. */
export function stopLoopGuard(event: 'agentStop' | 'subagentStop', profile: Profile): StopLoopGuard {
  if (event === 'subagentStop' && profile.subagentStopGuard === 'none') {
    return {
      limit: profile.subagentStopCap,
      severity: 'error',
      code: SUBAGENT_STOP_UNBOUNDED_CODE,
      message: SUBAGENT_STOP_UNBOUNDED_MESSAGE,
    };
  }
  return {
    limit: profile.stopBlockGuard,
    severity: 'warning',
    message: STOP_GUARD_WARNING(profile.stopBlockGuard),
  };
}
