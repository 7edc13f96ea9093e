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
    const place: SubagentCall = {
      agentId,
      agentType: agent.name,
      parentAgentId: state.sessionId,
      parentToolCallId: taskCallId,
    };
    // The docs exempt general-purpose; 1.0.102 fires for it too (FINDINGS §10.2, `generalPurposeSubagentHooks`).
    const emits = state.profile.generalPurposeSubagentHooks || agent.name !== 'general-purpose';
    const turnHooks = state.profile.subagentTurnHooks;
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
    let firstMessage = agent.prompt;
    if (emits) {
      const start = await state.fire(
        'subagentStart',
        {
          ...identity,
          ...definedFields({ agentDisplayName: agent.displayName, agentDescription: agent.description }),
          prompt: agent.prompt,
        },
        index,
      );
      records.push(start);
      firstMessage = start.result.agentSees ?? agent.prompt;
    }
    // 1.0.102 submits the subagent's first message like a user prompt, context already prepended.
    if (turnHooks) records.push(...(await submitSubagentPrompt(state, firstMessage, index, place, true)));
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
      if (turnHooks) records.push(await fireSubagentAgentStop(state, index, place));
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
      if (turnHooks) {
        const reason = stop.result.reason ?? '';
        records.push(...(await submitSubagentPrompt(state, reason, index, place, false)));
      }
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

/**
 * agentStop inside a subagent (`subagentTurnHooks`): fires at each of its turn ends, before subagentStop, with
 * `stop_hook_active` false; 1.0.102 ignores its block, so the model never sees the reason (docs/runtime-findings.md).
 */
async function fireSubagentAgentStop(
  state: SessionState,
  index: number,
  place: SubagentCall,
): Promise<EventRecord> {
  const record = await state.fire(
    'agentStop',
    { stopHookActive: false, stopReason: 'end_turn' },
    index,
    place,
  );
  const { agentSees: _ignored, ...result } = record.result;
  record.result = result;
  return record;
}

/**
 * A subagent's first message or a subagentStop continuation prompt, through the prompt hooks the profile fires
 * (`subagentTurnHooks`): the first message through both, a continuation per `continuationPromptEvents`.
 */
async function submitSubagentPrompt(
  state: SessionState,
  prompt: string,
  index: number,
  place: SubagentCall,
  first: boolean,
): Promise<EventRecord[]> {
  const events = first
    ? ['userPromptSubmitted', 'userPromptTransformed']
    : state.profile.continuationPromptEvents;
  const records: EventRecord[] = [];
  let submitted = prompt;
  let seen = prompt;
  if (events.includes('userPromptSubmitted')) {
    const record = await state.fire('userPromptSubmitted', { prompt }, index, place);
    records.push(record);
    submitted = record.result.prompt ?? prompt;
    seen = record.result.agentSees ?? submitted;
  }
  if (events.includes('userPromptTransformed')) {
    records.push(
      await state.fire(
        'userPromptTransformed',
        { prompt: submitted, transformedPrompt: state.datetimePrefixed(seen) },
        index,
        place,
      ),
    );
  }
  return records;
}
