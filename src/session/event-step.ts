/**
 * Steps that fire one event and nothing else: preCompact, errorOccurred and notification
 * (runtime-behaviour.md §8).
 */
import type { Step } from './scenario-schema.js';
import { definedFields, type SessionState, type StepPlace } from './session-state.js';

/** A scenario step that fires a single event. */
export type EventStep = Extract<Step, { compact: unknown } | { error: unknown } | { notification: unknown }>;

/** Fire the step's event, with the compaction's transcript lines around preCompact, and record its outcome. */
export async function runEventStep(state: SessionState, step: EventStep, at: StepPlace): Promise<void> {
  const index = at.index;
  if ('compact' in step) {
    await state.transcript.append('session.compaction_start', { trigger: 'threshold' });
    const record = await state.fire(
      'preCompact',
      { trigger: step.compact.trigger, customInstructions: step.compact.customInstructions },
      index,
    );
    await state.transcript.append('session.compaction_complete', { success: true, trigger: 'threshold' });
    state.outcome(at, step.expect, 'compact', 'preCompact', [record], { fired: record.fired });
    return;
  }
  if ('error' in step) {
    const e = step.error;
    const record = await state.fire(
      'errorOccurred',
      {
        errorInfo: { message: e.message, name: e.name, ...definedFields({ stack: e.stack }) },
        errorContext: e.context,
        recoverable: e.recoverable,
      },
      index,
    );
    state.outcome(at, step.expect, 'error', 'errorOccurred', [record], { fired: record.fired });
    return;
  }
  const n = step.notification;
  const record = await state.fire(
    'notification',
    { notificationType: n.type, message: n.message, ...definedFields({ title: n.title }) },
    index,
  );
  state.outcome(at, step.expect, 'notification', 'notification', [record], {
    fired: record.fired,
    ...definedFields({
      additionalContext: record.result.additionalContext,
      agentSees: record.result.agentSees,
    }),
  });
}
