/**
 * The report's event records of a CLI session: one per dispatch the CLI logged, placed on its scenario step,
 * with the result read from what the CLI recorded (hook.end's merged output) and what the model was shown
 * next (the request log). Fields the CLI gives no evidence for are left out (README.md in this folder).
 */
import { turnAt } from '../../sandbox/copilot-model.mjs';
import { resolveEventKey } from '../events/catalogue.js';
import type { EventRecord, EventResult } from '../model.js';
import { firstToolCall, type CliDispatch } from './copilot-dispatches.js';
import type { ModelScript, ScriptTurn } from './copilot-script.js';
import type { CliEvent, LaunchResult } from './launch-result.js';
import { buildModelView, textOf, withoutDatetime, type ModelView } from './model-view.js';

/** A tool call the CLI ran (or denied), as the report's engine section lists it. */
export interface EngineToolCall {
  toolCallId: string;
  tool: string;
  step?: number;
  /** Set inside a subagent. */
  agentId?: string;
  success: boolean;
  errorCode?: string;
  /** The tool message the model got. */
  modelSees?: string;
}

/** Everything mapped from one session. */
export interface MappedSession {
  events: EventRecord[];
  /** The agent of each record in `events` (undefined: the main agent), for step outcomes. */
  agents: (string | undefined)[];
  toolCalls: EngineToolCall[];
  /** Forced continuations of the main agent (agentStop blocks the CLI acted on). */
  continuations: number;
  /** session.warning and session.error messages, and the stop guard's log line. */
  warnings: string[];
}

const PRE_CONTEXT = 'Additional context from preToolUse hook:\n';
const STOP_GUARD = /Agent stop hook blocked (\d+) consecutive times/;

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * The reason inside the CLI's preToolUse deny text, when the text carries one. `No reason provided` is the
 * CLI's filler for a deny without one; `hook exited with code 2` is kept, as the native engine reports the
 * fixed exit-2 text as the reason (`exit2DenyReason: stdoutThenFixed`).
 */
export function denyReason(text: string): { decision: 'deny'; reason?: string } {
  const match = /^Denied by preToolUse hook(?: \(unable to ask user for confirmation\))?: ([\s\S]*)$/.exec(
    text,
  );
  const reason = match?.[1];
  if (reason === undefined || reason === 'No reason provided') return { decision: 'deny' };
  return { decision: 'deny', reason };
}

/** A block the CLI honours: decision "block" with a string reason (runtime-behaviour.md Q23, observed). */
function blockOf(output: Record<string, unknown> | undefined): { reason: string } | undefined {
  const reason = str(output?.reason);
  return output?.decision === 'block' && reason !== undefined ? { reason } : undefined;
}

function callStep(script: ModelScript, id: string | undefined): number | undefined {
  const main = /^call_(\d+)$/.exec(id ?? '');
  if (main) return (turnAt(script.main, Number(main[1]) - 1) as Partial<ScriptTurn>).step;
  const sub = /^call_s(\d+)_\d+$/.exec(id ?? '');
  return sub ? script.subagents[Number(sub[1])]?.step : undefined;
}

interface Context {
  events: CliEvent[];
  requests: LaunchResult['requests'];
  /** The main agentStop dispatch the stop guard ended the loop at, if it did. */
  guardedStop?: CliDispatch;
  script: ModelScript;
  view: ModelView;
  /** Main-agent assistant messages before each events.jsonl position. */
  assistantsBefore: number[];
}

function stepOf(d: CliDispatch, ctx: Context): number | undefined {
  if (d.agentId !== undefined || d.event === 'subagentStart' || d.event === 'subagentStop') {
    const parent = d.parentToolCallId ?? `call_${ctx.assistantsBefore[d.at] ?? 0}`;
    return callStep(ctx.script, parent);
  }
  const count = ctx.assistantsBefore[d.at] ?? 0;
  if (d.event === 'sessionEnd') return undefined;
  if (d.event === 'errorOccurred') return (turnAt(ctx.script.main, count) as Partial<ScriptTurn>).step;
  if (d.event === 'preToolUse' || d.event === 'postToolUse' || d.event === 'postToolUseFailure') {
    const step = callStep(ctx.script, toolCallOf(d, ctx));
    if (step !== undefined) return step;
  }
  return count === 0 ? undefined : (turnAt(ctx.script.main, count - 1) as Partial<ScriptTurn>).step;
}

/** The tool call a tool event belongs to: preToolUse names it, the post events follow its execution start. */
function toolCallOf(d: CliDispatch, ctx: Context): string | undefined {
  if (Array.isArray(d.input.toolCalls)) return str(firstToolCall(d)?.id);
  for (let i = d.at - 1; i >= 0; i--) {
    const e = ctx.events[i];
    if (e?.type === 'tool.execution_start' && e.agentId === d.agentId) return str(e.data.toolCallId);
  }
  return undefined;
}

/**
 * Whether the agent went on after a stop dispatch: a user.message of the same agent (the continuation
 * prompt) comes before its next stop, the session's end, or the shutdown. The CLI's own decision, whatever
 * the merged output says (an empty reason merges as a block but does not continue).
 */
function continued(d: CliDispatch, ctx: Context): boolean {
  for (const e of ctx.events.slice(d.at + 1)) {
    if (e.agentId !== d.agentId) continue;
    if (e.type === 'user.message') return true;
    if (e.type === 'session.shutdown') return false;
    if (e.type === 'hook.start' && (e.data.hookType === d.event || e.data.hookType === 'sessionEnd'))
      return false;
  }
  return false;
}

/** The subagent's first message without the datetime prefix: its context and the task prompt. */
function subagentOpening(d: CliDispatch, ctx: Context): string | undefined {
  const step = stepOf(d, ctx);
  const index = ctx.script.subagents.findIndex((s) => s.step === step);
  const first = ctx.requests.find((r) => r.script === `subagent:${index}`);
  const message = first?.messages.find((m) => m.role === 'user');
  return message === undefined ? undefined : withoutDatetime(textOf(message));
}

/** The next user.message of the same agent after a dispatch (the prompt it produced). */
function nextUserMessage(d: CliDispatch, ctx: Context): Record<string, unknown> | undefined {
  return ctx.events.slice(d.at + 1).find((e) => e.type === 'user.message' && e.agentId === d.agentId)?.data;
}

/**
 * The prompt as userPromptSubmitted left it. With userPromptTransformed hooks, their dispatch's input holds
 * it (user.message already carries their rewrite); without, the next user.message does. The datetime prefix
 * is added after this event, so it is dropped.
 */
function promptAfterSubmitted(d: CliDispatch, ctx: Context): string | undefined {
  for (const e of ctx.events.slice(d.at + 1)) {
    if (e.agentId !== d.agentId) continue;
    if (e.type === 'user.message') break;
    if (
      e.type === 'hook.start' &&
      resolveEventKey(str(e.data.hookType) ?? '')?.event === 'userPromptTransformed'
    ) {
      const input = e.data.input as Record<string, unknown> | undefined;
      const transformed = str(input?.transformedPrompt);
      if (transformed !== undefined) return withoutDatetime(transformed);
    }
  }
  const message = str(nextUserMessage(d, ctx)?.transformedContent);
  return message === undefined ? undefined : withoutDatetime(message);
}

/** A hook output's permission verdict: hookSpecificOutput's when it has one, else the flat field. */
function verdictOf(output: unknown): unknown {
  if (typeof output !== 'object' || output === null) return undefined;
  const { permissionDecision, hookSpecificOutput } = output as Record<string, unknown>;
  const specific =
    typeof hookSpecificOutput === 'object' && hookSpecificOutput !== null
      ? (hookSpecificOutput as Record<string, unknown>).permissionDecision
      : undefined;
  return specific ?? permissionDecision;
}

function preToolUseInput(d: CliDispatch): Record<string, unknown> {
  const call = firstToolCall(d);
  return {
    sessionId: d.input.sessionId,
    timestamp: d.startMs,
    cwd: d.input.cwd,
    toolName: call?.name,
    toolArgs: call?.args,
  };
}

function resultOf(d: CliDispatch, ctx: Context): EventResult {
  const output = d.output;
  const context = str(output?.additionalContext);
  const withContext = context === undefined ? {} : { additionalContext: context };
  switch (d.event) {
    case 'preToolUse': {
      const id = toolCallOf(d, ctx) ?? '';
      const seen = ctx.view.calls.get(id);
      const message = seen?.after.find((text) => text.startsWith(PRE_CONTEXT));
      const injected = message === undefined ? {} : { additionalContext: message.slice(PRE_CONTEXT.length) };
      const denied = str(output?.[id]);
      if (denied !== undefined) {
        const agentSees = [denied, message].filter((part) => part !== undefined).join('\n\n');
        return { ...denyReason(denied), ...injected, agentSees };
      }
      const original = (preToolUseInput(d).toolArgs ?? {}) as Record<string, unknown>;
      const modified =
        seen && JSON.stringify(seen.args) !== JSON.stringify(original) ? { args: seen.args } : {};
      // Allow and no verdict look the same in the CLI's records; the hooks' own outputs tell them apart.
      const allowed = d.hooks.some((h) => verdictOf(h.output) === 'allow');
      return {
        decision: allowed ? 'allow' : 'none',
        ...modified,
        ...injected,
        ...(message === undefined ? {} : { agentSees: message }),
      };
    }
    case 'postToolUse': {
      const seen = ctx.view.calls.get(toolCallOf(d, ctx) ?? '');
      return { ...withContext, ...(seen?.result === undefined ? {} : { agentSees: seen.result }) };
    }
    case 'postToolUseFailure': {
      const seen = ctx.view.calls.get(toolCallOf(d, ctx) ?? '');
      const guidance = seen?.after.find((text) => /^Tool "[^"]*" failed\./.test(text));
      const parts = [seen?.result, guidance].filter((part) => part !== undefined);
      return { ...withContext, ...(parts.length > 0 ? { agentSees: parts.join('\n\n') } : {}) };
    }
    case 'sessionStart': {
      const seen = ctx.view.preamble.join('\n\n');
      return { ...withContext, ...(seen === '' ? {} : { agentSees: seen }) };
    }
    case 'subagentStart': {
      const opening = subagentOpening(d, ctx);
      return { ...withContext, ...(opening === undefined ? {} : { agentSees: opening }) };
    }
    case 'userPromptSubmitted': {
      const prompt = str(output?.modifiedPrompt) ?? str(d.input.prompt) ?? '';
      const block = blockOf(output);
      if (block) return { prompt, ...withContext, decision: 'block', reason: block.reason };
      const message = promptAfterSubmitted(d, ctx);
      return {
        prompt,
        ...withContext,
        decision: 'none',
        ...(message === undefined ? {} : { agentSees: message }),
      };
    }
    case 'userPromptTransformed': {
      const message = str(nextUserMessage(d, ctx)?.transformedContent);
      return message === undefined ? {} : { transformedPrompt: message, agentSees: message };
    }
    case 'agentStop':
    case 'subagentStop': {
      const block = blockOf(output);
      // agentStop: the CLI's evidence decides; the guard's last block is kept (and flagged) by mapSession.
      const honoured = d.event === 'subagentStop' || continued(d, ctx) || ctx.guardedStop === d;
      if (block && honoured) return { decision: 'block', reason: block.reason, agentSees: block.reason };
      const modified = d.event === 'subagentStop' ? str(output?.modifiedResponse) : undefined;
      // The task call's result, without the guidance postToolUse hooks appended to it.
      const task =
        d.event === 'subagentStop'
          ? ctx.view.calls
              .get(d.parentToolCallId ?? `call_${ctx.assistantsBefore[d.at] ?? 0}`)
              ?.result?.replace(
                /\n\nTool "task" succeeded\. Additional guidance from postToolUse hooks:\n[\s\S]*$/,
                '',
              )
          : undefined;
      return {
        decision: 'none',
        ...(modified === undefined ? {} : { modifiedResponse: modified }),
        ...(task === undefined ? {} : { agentSees: task }),
      };
    }
    default:
      return {};
  }
}

/** Map the session's dispatches, tool calls and warnings into report terms. */
export function mapSession(
  launch: LaunchResult,
  dispatches: CliDispatch[],
  script: ModelScript,
): MappedSession {
  const assistantsBefore: number[] = [];
  let assistants = 0;
  for (const e of launch.events) {
    assistantsBefore.push(assistants);
    if (e.type === 'assistant.message' && e.agentId === undefined) assistants += 1;
  }
  const guard = launch.hookLog.map((line) => STOP_GUARD.exec(line)).find((m) => m !== null);
  const lastStop = dispatches.findLast((d) => d.event === 'agentStop' && d.agentId === undefined);
  const ctx: Context = {
    events: launch.events,
    requests: launch.requests,
    ...(guard && lastStop ? { guardedStop: lastStop } : {}),
    script,
    view: buildModelView(launch.requests),
    assistantsBefore,
  };
  const events = dispatches.map((d): EventRecord => {
    const step = stepOf(d, ctx);
    let result = resultOf(d, ctx);
    const warnings = d.error ? [`${d.error.source ?? 'hook'}: ${d.error.message.trimEnd()}`] : [];
    if (guard && d === lastStop && result.decision === 'block') {
      const { agentSees: _unseen, ...rest } = result;
      result = rest;
      warnings.push(guard[0]);
    }
    return {
      ...(step === undefined ? {} : { step }),
      event: d.event,
      fired: true,
      input: d.event === 'preToolUse' ? preToolUseInput(d) : d.input,
      hooks: d.hooks,
      result,
      ...(warnings.length > 0 ? { warnings } : {}),
    };
  });
  const started = new Map<string, string>();
  const toolCalls: EngineToolCall[] = [];
  for (const e of launch.events) {
    const id = str(e.data.toolCallId);
    if (id === undefined) continue;
    if (e.type === 'tool.execution_start') started.set(id, str(e.data.toolName) ?? '');
    if (e.type !== 'tool.execution_complete') continue;
    const step = callStep(script, id);
    const seen = ctx.view.calls.get(id);
    const errorCode = str((e.data.error as { code?: unknown } | undefined)?.code);
    toolCalls.push({
      toolCallId: id,
      tool: started.get(id) ?? seen?.name ?? '',
      ...(step === undefined ? {} : { step }),
      ...(e.agentId === undefined ? {} : { agentId: e.agentId }),
      success: e.data.success === true,
      ...(errorCode === undefined ? {} : { errorCode }),
      ...(seen?.result === undefined ? {} : { modelSees: seen.result }),
    });
  }
  const prompts = launch.events.filter((e) => e.type === 'user.message' && e.agentId === undefined).length;
  const warnings = launch.events
    .filter((e) => e.type === 'session.warning' || e.type === 'session.error')
    .map((e) => `${e.type}: ${str(e.data.message) ?? JSON.stringify(e.data)}`);
  if (guard) warnings.push(guard[0]);
  const agents = dispatches.map((d) => d.agentId);
  return { events, agents, toolCalls, continuations: Math.max(0, prompts - 1), warnings };
}
