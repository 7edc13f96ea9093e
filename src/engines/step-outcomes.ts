/**
 * Step expectations (`steps[].expect`) checked against a CLI session: the outcome of a top-level tool or stop
 * step rebuilt from the mapped records and tool calls, then compared as the native engine compares them.
 */
import type { EventRecord } from '../model.js';
import { checkStep } from '../session/expectations.js';
import type { StepOutcome } from '../session/outcome.js';
import type { Scenario } from '../session/scenario-schema.js';
import type { MappedSession } from './copilot-results.js';

function hookCounts(records: EventRecord[]): StepOutcome['hooks'] {
  const hooks = records.flatMap((r) => r.hooks);
  return {
    ran: hooks.filter((h) => h.status !== 'skipped' && h.status !== 'dropped').length,
    errors: hooks.filter((h) => h.status === 'error').length,
    timeouts: hooks.filter((h) => h.status === 'timeout').length,
  };
}

function defined<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function denyOutcome(
  index: number,
  tool: string,
  args: Record<string, unknown>,
  pre: EventRecord['result'] | undefined,
  modelSees: string | undefined,
  records: EventRecord[],
): StepOutcome {
  return {
    step: index,
    kind: 'tool',
    label: tool,
    decision: 'deny',
    ...defined({ reason: pre?.reason }),
    args: pre?.args ?? args,
    ...defined({
      additionalContext: pre?.additionalContext,
      agentSees: pre?.agentSees ?? modelSees,
      result: modelSees,
    }),
    failed: false,
    hooks: hookCounts(records),
  };
}

/** What the model saw of a tool call, without the guidance postToolUse hooks appended to it. */
function bareResult(modelSees: string | undefined): string | undefined {
  return modelSees?.replace(
    /\n\nTool "[^"]*" succeeded\. Additional guidance from postToolUse hooks:\n[\s\S]*$/,
    '',
  );
}

/**
 * A subagent step: the task call's fields plus the subagentStop loop's, over the records of the step that
 * are not the subagent's own tool calls (those are its inner steps).
 */
function subagentOutcome(index: number, name: string, mapped: MappedSession): StepOutcome | undefined {
  const call = mapped.toolCalls.find((c) => c.step === index && c.agentId === undefined && c.tool === 'task');
  if (!call) return undefined;
  const inner = new Set(['preToolUse', 'postToolUse', 'postToolUseFailure']);
  const records = mapped.events.filter(
    (r, i) => r.step === index && !(inner.has(r.event) && mapped.agents[i] !== undefined),
  );
  const stops = records.filter((r) => r.event === 'subagentStop');
  const blocks = stops.filter((r) => r.result.decision === 'block');
  const last = stops.at(-1)?.result;
  const pre = records.find((r) => r.event === 'preToolUse')?.result;
  return {
    step: index,
    kind: 'subagent',
    label: name,
    ...defined({
      decision: blocks.length > 0 ? 'block' : call.errorCode === 'denied' ? 'deny' : pre?.decision,
      reason: pre?.reason,
      modifiedResponse: last?.decision === 'block' ? undefined : last?.modifiedResponse,
      result: bareResult(call.modelSees),
      agentSees: call.modelSees,
    }),
    failed: !call.success && call.errorCode !== 'denied',
    continuations: blocks.length,
    hooks: hookCounts(records),
  };
}

/** The outcome of top-level step `index`, or undefined when the CLI never reached it. */
function outcomeOf(scenario: Scenario, index: number, mapped: MappedSession): StepOutcome | undefined {
  const step = scenario.steps[index];
  if (!step) return undefined;
  const records = mapped.events.filter((r) => r.step === index);
  if ('tool' in step) {
    const call = mapped.toolCalls.find((c) => c.step === index && c.agentId === undefined);
    if (!call) return undefined;
    const pre = records.find((r) => r.event === 'preToolUse')?.result;
    const post = records.find((r) => r.event === 'postToolUse' || r.event === 'postToolUseFailure');
    // A deny's agentSees already holds the context message that follows it.
    if (call.errorCode === 'denied')
      return denyOutcome(index, step.tool, step.args, pre, call.modelSees, records);
    const seen = post?.result.agentSees ?? call.modelSees;
    const result = bareResult(call.modelSees);
    return {
      step: index,
      kind: 'tool',
      label: step.tool,
      ...defined({ decision: pre?.decision, reason: pre?.reason }),
      args: pre?.args ?? step.args,
      ...defined({
        additionalContext: pre?.additionalContext,
        agentSees: [seen, pre?.agentSees].filter((p) => p !== undefined).join('\n\n'),
        result,
      }),
      // postToolUse fires only for a success: after it, the call is one whatever the CLI's record says.
      failed: post?.event === 'postToolUseFailure' || (!call.success && post === undefined),
      hooks: hookCounts(records),
    };
  }
  if ('stop' in step) {
    const stops = records.filter((r) => r.event === 'agentStop');
    const first = stops[0]?.result;
    return {
      step: index,
      kind: 'stop',
      label: 'agentStop',
      ...defined({ decision: first?.decision, reason: first?.reason, agentSees: first?.agentSees }),
      continuations: mapped.continuations,
      hooks: hookCounts(stops),
    };
  }
  if ('subagent' in step) return subagentOutcome(index, step.subagent.name, mapped);
  return undefined;
}

/** Failures of every top-level step's `expect`; a step the CLI never reached fails its expectations. */
export function checkEngineSteps(
  scenario: Scenario,
  mapped: MappedSession,
): { message: string; step: number }[] {
  const failures: { message: string; step: number }[] = [];
  scenario.steps.forEach((step, index) => {
    if (!step.expect) return;
    const where = `steps[${index}]`;
    const outcome = outcomeOf(scenario, index, mapped);
    if (!outcome) {
      const kind =
        'tool' in step || 'stop' in step || 'subagent' in step
          ? 'the Copilot CLI never reached it'
          : 'not checked by the copilot-cli engine';
      failures.push({
        message: `${where}: expected ${Object.keys(step.expect).join(', ')}, but ${kind}`,
        step: index,
      });
      return;
    }
    for (const message of checkStep(where, step.expect, outcome)) failures.push({ message, step: index });
  });
  return failures;
}
