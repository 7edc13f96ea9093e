/**
 * One tool call as the agent makes it: preToolUse, permissionRequest on the cli surface, the tool (scripted
 * or executed in the sandbox) unless denied, then postToolUse or postToolUseFailure (runtime-behaviour.md §8).
 */
import type { EgressAttribution } from '../sandbox/types.js';
import type { EventRecord } from '../model.js';
import type { StepOutcome } from './outcome.js';
import type { ToolStep } from './scenario-schema.js';
import { definedFields, type SessionState, type StepPlace, type SubagentCall } from './session-state.js';
import { executeTool, type ToolRun as ToolOutcome } from './tools.js';

const READ_KIND_TOOLS = new Set(['view', 'grep', 'glob', 'rg']);

/**
 * What the tool itself returned, before the post hooks. A run that starts anything in the sandbox flushes the
 * transcript first (its tool.execution_start line is still pending).
 */
export type ToolRun = (finalArgs: Record<string, unknown>) => Promise<ToolOutcome>;

/** A tool call's outcome fields and the events it fired. */
export type ToolCallResult = Omit<StepOutcome, 'step' | 'kind' | 'label' | 'hooks'> & {
  records: EventRecord[];
};

/** One tool call: preToolUse, the tool unless denied, then postToolUse or postToolUseFailure. */
export async function runToolCall(
  state: SessionState,
  tool: string,
  args: Record<string, unknown>,
  step: number,
  run: ToolRun,
  agent?: SubagentCall,
): Promise<ToolCallResult> {
  state.toolCalls += 1;
  const toolCallId = `call_${state.toolCalls}`;
  const agentId = agent?.agentId;
  // A subagent's lines name the task call that spawned it (cloud-environment.md §6).
  const parent = agent ? { parentToolCallId: agent.parentToolCallId } : {};
  await state.transcript.append(
    'assistant.message',
    {
      messageId: state.ctx.newId(),
      content: '',
      toolRequests: [{ toolCallId, name: tool, arguments: args, type: 'function' }],
      turnId: String(state.turns),
      ...parent,
    },
    agentId,
  );
  const records: EventRecord[] = [];
  const pre = await state.fire('preToolUse', { toolName: tool, toolArgs: args }, step, agent);
  records.push(pre);
  const finalArgs = pre.result.args ?? args;
  let denied = pre.result.decision === 'deny' || pre.result.decision === 'ask';
  let deniedText = pre.result.agentSees;
  let decidedBy = pre.result.decidedBy;
  // On the cli surface permissionRequest fires unless preToolUse allowed or the tool is a read (§8.1, §8.6).
  if (
    !denied &&
    state.profile.surface === 'cli' &&
    pre.result.decision !== 'allow' &&
    !READ_KIND_TOOLS.has(tool)
  ) {
    const permission = await state.fire(
      'permissionRequest',
      { toolName: tool, toolArgs: finalArgs },
      step,
      agent,
    );
    records.push(permission);
    if (permission.result.decision === 'deny') {
      denied = true;
      deniedText = permission.result.agentSees;
      decidedBy = permission.result.decidedBy;
    }
  }
  const common = {
    ...definedFields({ decision: pre.result.decision, reason: pre.result.reason, decidedBy }),
    args: finalArgs,
    ...definedFields({ additionalContext: pre.result.additionalContext }),
  };
  if (denied) {
    await state.transcript.append(
      'tool.execution_complete',
      {
        toolCallId,
        success: false,
        error: { message: deniedText ?? '' },
        turnId: String(state.turns),
        ...parent,
      },
      agentId,
    );
    return {
      ...common,
      decision: 'deny',
      agentSees: deniedText ?? '',
      result: deniedText ?? '',
      failed: false,
      records,
    };
  }
  await state.transcript.append(
    'tool.execution_start',
    { toolCallId, toolName: tool, arguments: finalArgs, turnId: String(state.turns), ...parent },
    agentId,
  );
  // The run writes the transcript before anything in the sandbox can read it (scriptedOrExecuted).
  const ran = await run(finalArgs);
  let success = ran.success;
  let text = ran.text;
  let error = ran.error;
  let seen: string | undefined;
  if (success) {
    const post = await state.fire(
      'postToolUse',
      {
        toolName: tool,
        toolArgs: finalArgs,
        toolResult: { resultType: 'success', textResultForLlm: text },
      },
      step,
      agent,
    );
    records.push(post);
    const replaced = post.result.toolResult;
    text = replaced?.textResultForLlm ?? text;
    // failureModifiedResult=replaceText: a failure result only replaces the text (observed 1.0.102).
    if (replaced?.resultType === 'failure' && state.profile.failureModifiedResult === 'reroute') {
      success = false;
      error = undefined;
    } else {
      seen = post.result.agentSees ?? text;
    }
  }
  if (!success) {
    // The model gets `text`; hooks may get a shorter `error` (1.0.102's "No match found").
    const failure = await state.fire(
      'postToolUseFailure',
      {
        toolName: tool,
        toolArgs: finalArgs,
        error: text,
        ...(error === undefined ? {} : { overrides: { error } }),
      },
      step,
      agent,
    );
    records.push(failure);
    seen = failure.result.agentSees ?? text;
  }
  // Context a preToolUse hook injected follows the tool result as its own message (§8.1).
  const agentSees = [seen, pre.result.agentSees].filter((part) => part !== undefined).join('\n\n');
  await state.transcript.append(
    'tool.execution_complete',
    {
      toolCallId,
      success,
      ...(success ? { result: { content: text, detailedContent: text } } : { error: { message: text } }),
      turnId: String(state.turns),
      ...parent,
    },
    agentId,
  );
  return { ...common, agentSees, result: text, failed: !success, records };
}

/**
 * Whom an executed tool's egress is attributed to. The egress log names the process that made each request when the
 * namespace relay can (the curl inside `curl … || true`, cloud-environment.md §5.4); a bash tool's command string is
 * the fallback when it cannot (the process driver, a process already gone).
 */
export function toolAttribution(
  tool: string,
  args: Record<string, unknown>,
  step: number,
): EgressAttribution {
  const command = tool === 'bash' && typeof args.command === 'string' ? args.command : undefined;
  return { event: 'tool', step, tool, ...(command === undefined ? {} : { command }) };
}

/** The tool as the step gives it: its scripted result or error, or really run when `execute` is set. */
export function scriptedOrExecuted(state: SessionState, step: ToolStep, index: number): ToolRun {
  return async (finalArgs: Record<string, unknown>) => {
    // The scripted duration counts whether the tool is scripted or really run (cloud-environment.md §4).
    state.elapsedMs += step.durationMs;
    if (step.execute) {
      // An executed tool may read the transcript, up to its own tool.execution_start; a scripted one runs
      // nothing in the sandbox, so its lines wait for the next flush (the next hook's dispatch).
      await state.transcript.flush();
      state.ctx.attribute?.(toolAttribution(step.tool, finalArgs, index));
      try {
        return await executeTool(state.ctx.sandbox, step.tool, finalArgs, index, {
          texts: state.profile.executedToolTexts,
          nextShellId: () => state.shellCalls++,
        });
      } finally {
        state.ctx.attribute?.(undefined);
      }
    }
    if (step.error !== undefined) return { success: false, text: step.error };
    return { success: true, text: step.result ?? '' };
  };
}

/** A tool step: one tool call and its outcome. */
export async function runToolStep(state: SessionState, step: ToolStep, at: StepPlace): Promise<void> {
  const index = at.index;
  const { records, ...fields } = await runToolCall(
    state,
    step.tool,
    step.args,
    index,
    scriptedOrExecuted(state, step, index),
  );
  state.outcome(at, step.expect, 'tool', step.tool, records, fields);
}
