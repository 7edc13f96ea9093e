/**
 * A subagent step: the `task` tool call whose run is the subagent itself — subagentStart, its own tool
 * calls, then subagentStop with its block loop (runtime-behaviour.md §9; cloud-environment.md §6).
 */
import { stopLoopGuard } from '../events/merge.js';
import type { EventRecord } from '../model.js';
import type { Step } from './scenario-schema.js';
import { definedFields, type SessionState, type StepPlace, type SubagentCall } from './session-state.js';
import { overrideBlock, reportUnbounded } from './stop-loop.js';
import { runToolCall, scriptedOrExecuted } from './tool-call.js';

/** A scenario step that runs a subagent. */
export type SubagentStep = Extract<Step, { subagent: unknown }>;

/** Run a subagent step and record its outcome, the task call's fields plus the subagentStop loop's. */
export async function runSubagent(state: SessionState, step: SubagentStep, at: StepPlace): Promise<void> {
  const index = at.index;
  const agent = step.subagent;
  const taskArgs = {
    agent_type: agent.name,
    prompt: agent.prompt,
    description: agent.description ?? agent.name,
  };
  const records: EventRecord[] = [];
  let continuations = 0;
  let blocked = false;
  let response = agent.response;
  let modifiedResponse: string | undefined;
  const call = await runToolCall(state, 'task', taskArgs, index, async () => {
    const agentId = state.ctx.newId();
    // The task call's id, taken before the subagent's own calls advance the counter.
    const taskCallId = `call_${state.toolCalls}`;
    const place: SubagentCall = { agentId, parentToolCallId: taskCallId };
    const emits = agent.name !== 'general-purpose';
    const identity = {
      agentName: agent.name,
      agentId,
      agentType: agent.name,
      parentAgentId: state.sessionId,
    };
    await state.transcript.append('subagent.started', {
      toolCallId: taskCallId,
      agentName: agent.name,
      agentDisplayName: agent.displayName ?? agent.name,
      agentDescription: agent.description ?? '',
    });
    if (emits) {
      records.push(
        await state.fire(
          'subagentStart',
          {
            ...identity,
            ...definedFields({ agentDisplayName: agent.displayName, agentDescription: agent.description }),
            prompt: agent.prompt,
          },
          index,
        ),
      );
    }
    for (const [offset, sub] of agent.steps.entries()) {
      const { records: innerRecords, ...fields } = await runToolCall(
        state,
        sub.tool,
        sub.args,
        index,
        scriptedOrExecuted(state, sub, index),
        place,
      );
      records.push(...innerRecords);
      const path = [...at.path, 'subagent', 'steps', offset];
      state.outcome({ ...at, path }, sub.expect, 'tool', sub.tool, innerRecords, fields);
    }
    const guard = stopLoopGuard('subagentStop', state.profile);
    for (;;) {
      await state.finalMessage(agent.response, place);
      if (!emits) break;
      const stop = await state.fire(
        'subagentStop',
        {
          ...identity,
          response: agent.response,
          stopReason: 'end_turn',
          stopHookActive: continuations > 0,
        },
        index,
      );
      records.push(stop);
      if (stop.result.decision !== 'block') {
        modifiedResponse = stop.result.modifiedResponse;
        response = modifiedResponse ?? agent.response;
        break;
      }
      blocked = true;
      if (continuations >= guard.limit) {
        overrideBlock(state, stop, guard.message);
        if (guard.code) reportUnbounded(state, stop, guard.code, guard.message, at);
        break;
      }
      continuations += 1;
    }
    await state.transcript.append('subagent.completed', {
      toolCallId: taskCallId,
      agentName: agent.name,
      agentDisplayName: agent.displayName ?? agent.name,
      totalToolCalls: agent.steps.length,
    });
    return { success: true, text: response };
  });
  const { records: callRecords, ...fields } = call;
  state.outcome(at, step.expect, 'subagent', agent.name, [...callRecords, ...records], {
    ...fields,
    ...(blocked ? { decision: 'block' } : {}),
    ...definedFields({ modifiedResponse }),
    continuations,
  });
}
