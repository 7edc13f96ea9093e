/**
 * The agentStop loop: each block becomes a continuation turn that runs the stop step's `then` steps, until a
 * hook lets the agent stop or the profile's guard ends the loop; and the guard's reporting shared with the
 * subagentStop loop (runtime-behaviour.md §9, §14).
 */
import { diagnostic } from '../diagnostics.js';
import { STOP_GUARD_WARNING, stopLoopGuard } from '../events/merge.js';
import { hookLabel } from '../hook-record.js';
import type { EventRecord } from '../model.js';
import type { Step, StopStep } from './scenario-schema.js';
import { definedFields, describePlace, type SessionState, type StepPlace } from './session-state.js';

/** Runs one step of a continuation turn; passed in so this module needs no step dispatcher. */
export type StepRunner = (step: Step, at: StepPlace) => Promise<void>;

/** The guard ends a stop loop: the record keeps the hooks' block, but the model never gets its reason. */
export function overrideBlock(state: SessionState, record: EventRecord, message: string): void {
  const { agentSees: _unseen, ...result } = record.result;
  record.result = result;
  record.warnings = [...(record.warnings ?? []), message];
  state.warnings.push(message);
}

/**
 * The real runtime has no subagentStop guard: a hook that always blocks would loop until the job times
 * out. That is an error on the hook's line, and the scenario fails (runtime-behaviour.md §9).
 */
export function reportUnbounded(
  state: SessionState,
  stop: EventRecord,
  code: string,
  message: string,
  at: StepPlace,
): void {
  const decider = state.ctx.config.entries.find((entry) => hookLabel(entry) === stop.result.decidedBy);
  state.diagnostics.push(diagnostic(decider?.file ?? '', decider?.position, 'error', code, message));
  state.failures.push({
    message: `${describePlace(at, 'subagentStop')}: ${message}`,
    step: at.index,
    path: at.path,
  });
}

/** A stop step: agentStop fires, and each block runs a continuation turn until the agent may stop. */
export async function runStop(
  state: SessionState,
  step: StopStep,
  at: StepPlace,
  runStep: StepRunner,
): Promise<void> {
  const index = at.index;
  const guard = stopLoopGuard('agentStop', state.profile);
  const records: EventRecord[] = [];
  let continuations = 0;
  let first: EventRecord | undefined;
  for (;;) {
    // Scenarios script no closing text; the empty message marks where the turn's text would be.
    await state.finalMessage('');
    const stop = await state.fire(
      'agentStop',
      { stopHookActive: continuations > 0, stopReason: 'end_turn' },
      index,
    );
    records.push(stop);
    first ??= stop;
    if (stop.result.decision !== 'block') break;
    if (continuations >= guard.limit) {
      overrideBlock(state, stop, STOP_GUARD_WARNING(guard.limit));
      break;
    }
    continuations += 1;
    await continueWith(state, stop.result.reason ?? '', at, step.then, continuations, runStep);
  }
  await state.transcript.append('assistant.turn_end', { turnId: String(state.turns) });
  if (continuations === 0 && hasExpectations(step.then)) {
    // Expectations that never ran must not read as met.
    state.failures.push({
      message: `${describePlace(at, 'agentStop')}: no agentStop hook blocked, so the "then" steps never ran and their expectations were not checked`,
      step: index,
      path: at.path,
    });
  }
  state.outcome(at, step.expect, 'stop', 'agentStop', records, {
    ...definedFields({
      decision: first?.result.decision,
      reason: first?.result.reason,
      decidedBy: first?.result.decidedBy,
    }),
    continuations,
    ...definedFields({ agentSees: first?.result.agentSees }),
  });
}

/** Whether any of the steps, or a step nested in them, carries an `expect`. */
function hasExpectations(steps: readonly Step[]): boolean {
  const holds = (value: unknown): boolean => {
    if (Array.isArray(value)) return value.some(holds);
    if (typeof value !== 'object' || value === null) return false;
    return Object.entries(value).some(
      ([key, inner]) => (key === 'expect' && inner !== undefined) || holds(inner),
    );
  };
  return holds(steps);
}

/** A block's reason becomes a new prompt; the continuation turn runs the stop step's `then` steps. */
async function continueWith(
  state: SessionState,
  reason: string,
  at: StepPlace,
  then: Step[],
  continuation: number,
  runStep: StepRunner,
): Promise<void> {
  const index = at.index;
  let transformed = reason;
  if (state.profile.continuationPromptEvents.includes('userPromptSubmitted')) {
    await state.fire('userPromptSubmitted', { prompt: reason }, index);
  }
  if (state.profile.continuationPromptEvents.includes('userPromptTransformed')) {
    const record = await state.fire(
      'userPromptTransformed',
      { prompt: reason, transformedPrompt: state.datetimePrefixed(reason) },
      index,
    );
    transformed = record.result.transformedPrompt ?? transformed;
  }
  await state.transcript.append('assistant.turn_end', { turnId: String(state.turns) });
  await state.transcript.append('user.message', {
    content: reason,
    transformedContent: transformed,
    attachments: [],
  });
  state.turns += 1;
  await state.transcript.append('assistant.turn_start', { turnId: String(state.turns) });
  for (const [offset, step] of then.entries()) {
    await runStep(step, { index, path: [...at.path, 'then', offset], continuation });
  }
}
