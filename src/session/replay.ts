/**
 * The replay engine: one scripted session through the repository's hooks, in the order Copilot runs it:
 * sessionStart, userPromptSubmitted, userPromptTransformed, the steps, agentStop with its block loop,
 * sessionEnd (DESIGN.md; runtime-behaviour.md §8.5, §9, §14).
 */
import type { Diagnostic } from '../diagnostics.js';
import type { EventRecord } from '../model.js';
import { runEventStep } from './event-step.js';
import type { StepOutcome } from './outcome.js';
import type { Step } from './scenario-schema.js';
import { findScenarioError } from './scenario-checks.js';
import {
  JobTimeout,
  SessionState,
  type ReplayContext,
  type StepFailure,
  type StepPlace,
} from './session-state.js';
import { runStop } from './stop-loop.js';
import { runSubagent } from './subagent-step.js';
import { runToolStep } from './tool-call.js';
import { ScenarioError } from './tools.js';

export { JOB_LIMIT_MS, type ReplayContext } from './session-state.js';

/** What a replay produced, before expectations are checked. */
export interface ReplayResult {
  sessionId: string;
  events: EventRecord[];
  outcomes: StepOutcome[];
  warnings: string[];
  /** Problems found while replaying, on the hook file's line (subagent-stop-unbounded). */
  diagnostics: Diagnostic[];
  /** Failed step expectations, each with the step index and its place in the scenario. */
  failures: StepFailure[];
  /** Set when the scenario could not be replayed as written. */
  error?: ScenarioError;
  endReason: 'complete' | 'error' | 'timeout';
}

/** Run one step of any kind; the stop loop gets this back to run its continuation steps. */
async function runStep(state: SessionState, step: Step, at: StepPlace): Promise<void> {
  if ('tool' in step) return runToolStep(state, step, at);
  if ('subagent' in step) return runSubagent(state, step, at);
  // Steps the profile's agent cannot take were refused before the session started (scenario-checks.ts).
  if ('stop' in step) return runStop(state, step, at, (next, place) => runStep(state, next, place));
  return runEventStep(state, step, at);
}

/** The whole session; scenario errors and the job timeout end it early, sessionEnd always fires. */
async function replay(state: SessionState): Promise<ReplayResult> {
  const { scenario } = state.ctx;
  let endReason = scenario.end;
  let error = findScenarioError(scenario.steps, state.profile);
  if (error) return { ...resultOf(state, endReason), error };
  const started = performance.now();
  const completed = new Set<number>();
  let cutShort: string | undefined;
  await state.transcript.append('session.start', {
    sessionId: state.sessionId,
    version: 1,
    producer: 'copilot-agent',
    copilotVersion: '1.0.102',
    startTime: new Date(state.ctx.clock.now()).toISOString(),
    selectedModel: 'claude-sonnet-4.5',
    context: {
      cwd: state.ctx.sandbox.workspace,
      gitRoot: state.ctx.sandbox.workspace,
      branch: 'main',
      repository: 'owner/repo',
    },
  });
  try {
    await state.fire('sessionStart', {
      source: state.profile.sessionStartSource,
      initialPrompt: scenario.prompt,
    });
    const submitted = await state.fire('userPromptSubmitted', { prompt: scenario.prompt });
    // A blocked prompt: no model call, no userPromptTransformed, no steps, no agentStop (§8.5).
    if (submitted.result.decision === 'block') cutShort = 'userPromptSubmitted blocked the job prompt';
    else {
      const prompt = submitted.result.prompt ?? scenario.prompt;
      const transformed = await state.fire('userPromptTransformed', {
        prompt,
        transformedPrompt: state.datetimePrefixed(submitted.result.agentSees ?? prompt),
      });
      await state.transcript.append('user.message', {
        content: scenario.prompt,
        transformedContent: transformed.result.transformedPrompt ?? prompt,
        attachments: [],
      });
      await state.transcript.append('assistant.turn_start', { turnId: String(state.turns) });
      const steps = scenario.steps;
      for (const [index, step] of steps.entries()) {
        await runStep(state, step, { index, path: ['steps', index] });
        completed.add(index);
      }
      if (!steps.some((step) => 'stop' in step))
        await runStep(state, { stop: {}, then: [] }, { index: steps.length, path: ['steps', steps.length] });
    }
  } catch (caught) {
    if (caught instanceof JobTimeout) {
      endReason = 'timeout';
      cutShort = 'the job reached the 59-minute limit';
      state.warnings.push('the job reached the 59-minute limit; the session ends with reason "timeout"');
    } else if (caught instanceof ScenarioError) {
      error = caught;
    } else {
      throw caught;
    }
  }
  await state.fire('sessionEnd', { reason: endReason });
  await state.transcript.append('session.shutdown', {
    shutdownType: endReason === 'complete' ? 'routine' : 'error',
    ...(endReason === 'complete' ? {} : { errorReason: endReason }),
    sessionStartTime: Math.round(state.ctx.clock.now() - (performance.now() - started)),
    codeChanges: { filesModified: [], linesAdded: 0, linesRemoved: 0 },
    modelMetrics: {},
    totalApiDurationMs: 0,
  });
  await state.transcript.flush();
  await state.transcript.settle();
  if (cutShort !== undefined && !error) flagUnreached(state, completed, cutShort);
  return { ...resultOf(state, endReason), ...(error ? { error } : {}) };
}

/** An expectation on a step the session never finished cannot pass silently. */
function flagUnreached(state: SessionState, completed: ReadonlySet<number>, why: string): void {
  for (const [index, step] of state.ctx.scenario.steps.entries()) {
    if (!step.expect || completed.has(index)) continue;
    const checks = Object.keys(step.expect).join(', ');
    state.failures.push({
      message: `steps[${index}] (${stepLabel(step)}): expected ${checks}, but the step never completed: ${why}`,
      step: index,
      path: ['steps', index],
    });
  }
}

function resultOf(state: SessionState, endReason: ReplayResult['endReason']): ReplayResult {
  return {
    sessionId: state.sessionId,
    events: state.events,
    outcomes: state.outcomes,
    warnings: state.warnings,
    diagnostics: state.diagnostics,
    failures: state.failures,
    endReason,
  };
}

function stepLabel(step: Step): string {
  if ('tool' in step) return step.tool;
  if ('subagent' in step) return step.subagent.name;
  if ('stop' in step) return 'agentStop';
  if ('compact' in step) return 'preCompact';
  if ('error' in step) return 'errorOccurred';
  return 'notification';
}

/** Replay one scenario through the hooks in a started sandbox. */
export async function replaySession(context: ReplayContext): Promise<ReplayResult> {
  return replay(new SessionState(context));
}
