/**
 * The replay engine: one scripted session through the repository's hooks, in the order Copilot runs it:
 * sessionStart, userPromptSubmitted, userPromptTransformed, the steps, agentStop with its block loop,
 * sessionEnd (DESIGN.md; runtime-behaviour.md §8.5, §9, §14).
 */
import { performance } from 'node:perf_hooks';
import { diagnostic, type Diagnostic } from '../diagnostics.js';
import { hookLabel } from '../hook-record.js';
import { dispatchEvent, type DispatchContext } from '../dispatch.js';
import { eventNeverFires, type EventName } from '../events/catalogue.js';
import { STOP_GUARD_WARNING, stopLoopGuard } from '../events/merge.js';
import { buildPayload, transcriptPathFor, type PayloadCommon } from '../events/payloads.js';
import type { EventInput, EventRecord, HookConfig } from '../model.js';
import type { Profile } from '../profiles.js';
import type { HttpGate } from '../runners/http.js';
import type { Clock, EgressAttribution, Sandbox } from '../sandbox/types.js';
import { checkStep } from './expectations.js';
import type { StepOutcome } from './outcome.js';
import type { Scenario, Step, StopStep, ToolStep } from './scenario-schema.js';
import { findScenarioError } from './scenario-checks.js';
import { executeTool, ScenarioError } from './tools.js';
import { TranscriptWriter } from './transcript.js';

/** The cloud agent's hard job limit (cloud-environment.md §4). */
export const JOB_LIMIT_MS = 59 * 60 * 1000;

/** Everything a replay needs. */
export interface ReplayContext {
  scenario: Scenario;
  /** The session id (also the transcript folder and COPILOT_AGENT_SESSION_ID); new when absent. */
  sessionId?: string;
  profile: Profile;
  config: HookConfig;
  sandbox: Sandbox;
  agentEnv: Record<string, string>;
  clock: Clock;
  newId: () => string;
  httpGate?: HttpGate;
  attribute?: (attribution: EgressAttribution | undefined) => void;
  resolve?: (hostname: string) => Promise<string[]>;
}

/** What a replay produced, before expectations are checked. */
export interface ReplayResult {
  sessionId: string;
  events: EventRecord[];
  outcomes: StepOutcome[];
  warnings: string[];
  /** Problems found while replaying, on the hook file's line (subagent-stop-unbounded). */
  diagnostics: Diagnostic[];
  /** Failed step expectations, each with the step index and its place in the scenario. */
  failures: { message: string; step: number; path: (string | number)[] }[];
  /** Set when the scenario could not be replayed as written. */
  error?: ScenarioError;
  endReason: 'complete' | 'error' | 'timeout';
}

const READ_KIND_TOOLS = new Set(['view', 'grep', 'glob', 'rg']);

function hookCounts(records: EventRecord[]) {
  const hooks = records.flatMap((record) => record.hooks);
  return {
    ran: hooks.filter((h) => h.status !== 'skipped' && h.status !== 'dropped').length,
    errors: hooks.filter((h) => h.status === 'error').length,
    timeouts: hooks.filter((h) => h.status === 'timeout').length,
  };
}

function definedFields<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

class JobTimeout extends Error {}

/** The subagent a tool call belongs to: its id and the `task` call that spawned it. */
interface SubagentCall {
  agentId: string;
  parentToolCallId: string;
}

/** `steps[2].then[0] (bash), continuation 1`: a step's place as the user wrote it. */
function describePlace(at: StepPlace, label: string): string {
  const path = at.path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
    .join('')
    .replace(/^\./, '');
  return `${path} (${label})${at.continuation ? `, continuation ${at.continuation}` : ''}`;
}

/** Where a step is: its top-level index, its path in the scenario, and the continuation turn it ran in. */
interface StepPlace {
  index: number;
  path: (string | number)[];
  continuation?: number;
}

/** One session being replayed. */
class Session {
  readonly sessionId: string;
  readonly events: EventRecord[] = [];
  readonly outcomes: StepOutcome[] = [];
  readonly warnings: string[] = [];
  readonly diagnostics: Diagnostic[] = [];
  readonly failures: ReplayResult['failures'] = [];
  private readonly transcript: TranscriptWriter;
  private elapsedMs = 0;
  private toolCalls = 0;
  private turns = 0;

  constructor(private readonly ctx: ReplayContext) {
    this.sessionId = ctx.sessionId ?? ctx.newId();
    this.transcript = new TranscriptWriter(
      ctx.sandbox,
      transcriptPathFor(ctx.sandbox.home, this.sessionId),
      () => ctx.clock.now(),
      ctx.newId,
    );
  }

  private get profile(): Profile {
    return this.ctx.profile;
  }

  /** Dispatch one event, record it, advance the job clock, and write the transcript's hook lines. */
  async fire(event: EventName, input: EventInput, step?: number, agentId?: string): Promise<EventRecord> {
    if (this.elapsedMs >= JOB_LIMIT_MS && event !== 'sessionEnd') throw new JobTimeout();
    const context: DispatchContext = {
      profile: this.profile,
      config: this.ctx.config,
      host: this.ctx.sandbox,
      clock: this.ctx.clock,
      sessionId: this.sessionId,
      agentEnv: this.ctx.agentEnv,
      ...(this.ctx.httpGate ? { httpGate: this.ctx.httpGate } : {}),
      ...(this.ctx.attribute ? { attribute: this.ctx.attribute } : {}),
      ...(this.ctx.resolve ? { resolve: this.ctx.resolve } : {}),
      ...(step === undefined ? {} : { step }),
    };
    // An event the profile never fires (notification in cloud) has no hook lines: nothing started.
    const hasHooks =
      eventNeverFires(event, this.profile) === undefined &&
      this.ctx.config.entries.some((entry) => entry.event === event);
    const invocation = this.ctx.newId();
    if (hasHooks) {
      const hookInput =
        event === 'preToolUse'
          ? { toolCalls: [{ id: `call_${this.toolCalls}`, name: input.toolName, args: input.toolArgs }] }
          : this.hookInput(event, input);
      await this.transcript.append(
        'hook.start',
        { hookInvocationId: invocation, hookType: event, input: hookInput },
        agentId,
      );
    }
    const dispatched = await dispatchEvent(event, input, context);
    // The dispatcher leaves out the step of an event that never fires; the report still places it.
    const record = step !== undefined && dispatched.step === undefined ? { step, ...dispatched } : dispatched;
    this.events.push(record);
    this.elapsedMs += record.hooks.reduce((sum, hook) => sum + hook.durationMs, 0);
    if (hasHooks) {
      const { agentSees: _agentSees, ...output } = record.result;
      const failed = record.hooks.find((hook) => hook.status === 'error' || hook.status === 'timeout');
      await this.transcript.append(
        'hook.end',
        {
          hookInvocationId: invocation,
          hookType: event,
          success: !failed,
          output,
          ...(failed ? { error: { message: failed.error ?? failed.status, source: failed.file } } : {}),
        },
        agentId,
      );
    }
    return record;
  }

  /** The `input` of a `hook.start` line: the camelCase payload, as a camelCase hook receives it. */
  private hookInput(event: EventName, input: EventInput): Record<string, unknown> {
    const common: PayloadCommon = {
      sessionId: this.sessionId,
      timestamp: this.ctx.clock.now(),
      cwd: this.ctx.sandbox.workspace,
      transcriptPath: this.transcript.path,
    };
    return buildPayload(event, 'camel', input, common, this.profile);
  }

  private outcome(
    at: StepPlace,
    expected: Step['expect'],
    kind: string,
    label: string,
    records: EventRecord[],
    fields: Partial<StepOutcome>,
  ) {
    const outcome: StepOutcome = {
      step: at.index,
      kind,
      label,
      ...definedFields(fields),
      hooks: hookCounts(records),
    };
    this.outcomes.push(outcome);
    const where = describePlace(at, label);
    for (const message of checkStep(where, expected, outcome)) {
      this.failures.push({ message, step: at.index, path: at.path });
    }
    return outcome;
  }

  /** One tool call: preToolUse, the tool unless denied, then postToolUse or postToolUseFailure. */
  async toolCall(
    tool: string,
    args: Record<string, unknown>,
    step: number,
    run: (finalArgs: Record<string, unknown>) => Promise<{ success: boolean; text: string }>,
    agent?: SubagentCall,
  ): Promise<Omit<StepOutcome, 'step' | 'kind' | 'label' | 'hooks'> & { records: EventRecord[] }> {
    this.toolCalls += 1;
    const toolCallId = `call_${this.toolCalls}`;
    const agentId = agent?.agentId;
    // A subagent's lines name the task call that spawned it (cloud-environment.md §6).
    const parent = agent ? { parentToolCallId: agent.parentToolCallId } : {};
    await this.transcript.append(
      'assistant.message',
      {
        messageId: this.ctx.newId(),
        content: '',
        toolRequests: [{ toolCallId, name: tool, arguments: args, type: 'function' }],
        turnId: String(this.turns),
        ...parent,
      },
      agentId,
    );
    const records: EventRecord[] = [];
    const pre = await this.fire('preToolUse', { toolName: tool, toolArgs: args }, step, agentId);
    records.push(pre);
    const finalArgs = pre.result.args ?? args;
    let denied = pre.result.decision === 'deny' || pre.result.decision === 'ask';
    let deniedText = pre.result.agentSees;
    let decidedBy = pre.result.decidedBy;
    // On the cli surface permissionRequest fires unless preToolUse allowed or the tool is a read (§8.1, §8.6).
    if (
      !denied &&
      this.profile.surface === 'cli' &&
      pre.result.decision !== 'allow' &&
      !READ_KIND_TOOLS.has(tool)
    ) {
      const permission = await this.fire(
        'permissionRequest',
        { toolName: tool, toolArgs: finalArgs },
        step,
        agentId,
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
      await this.transcript.append(
        'tool.execution_complete',
        {
          toolCallId,
          success: false,
          error: { message: deniedText ?? '' },
          turnId: String(this.turns),
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
    await this.transcript.append(
      'tool.execution_start',
      { toolCallId, toolName: tool, arguments: finalArgs, turnId: String(this.turns), ...parent },
      agentId,
    );
    const ran = await run(finalArgs);
    let success = ran.success;
    let text = ran.text;
    let seen: string | undefined;
    if (success) {
      const post = await this.fire(
        'postToolUse',
        {
          toolName: tool,
          toolArgs: finalArgs,
          toolResult: { resultType: 'success', textResultForLlm: text },
        },
        step,
        agentId,
      );
      records.push(post);
      const replaced = post.result.toolResult;
      if (replaced?.resultType === 'failure') {
        success = false;
        text = replaced.textResultForLlm;
      } else {
        text = replaced?.textResultForLlm ?? text;
        seen = post.result.agentSees ?? text;
      }
    }
    if (!success) {
      const failure = await this.fire(
        'postToolUseFailure',
        { toolName: tool, toolArgs: finalArgs, error: text },
        step,
        agentId,
      );
      records.push(failure);
      seen = failure.result.agentSees ?? text;
    }
    // Context a preToolUse hook injected follows the tool result as its own message (§8.1).
    const agentSees = [seen, pre.result.agentSees].filter((part) => part !== undefined).join('\n\n');
    await this.transcript.append(
      'tool.execution_complete',
      {
        toolCallId,
        success,
        ...(success ? { result: { content: text, detailedContent: text } } : { error: { message: text } }),
        turnId: String(this.turns),
        ...parent,
      },
      agentId,
    );
    return { ...common, agentSees, result: text, failed: !success, records };
  }

  private scriptedOrExecuted(step: ToolStep, index: number) {
    return async (finalArgs: Record<string, unknown>) => {
      // The scripted duration counts whether the tool is scripted or really run (cloud-environment.md §4).
      this.elapsedMs += step.durationMs;
      if (step.execute) {
        this.ctx.attribute?.({ event: 'tool', step: index, tool: step.tool });
        try {
          return await executeTool(this.ctx.sandbox, step.tool, finalArgs, index);
        } finally {
          this.ctx.attribute?.(undefined);
        }
      }
      if (step.error !== undefined) return { success: false, text: step.error };
      return { success: true, text: step.result ?? '' };
    };
  }

  async runTool(step: ToolStep, at: StepPlace): Promise<void> {
    const index = at.index;
    const { records, ...fields } = await this.toolCall(
      step.tool,
      step.args,
      index,
      this.scriptedOrExecuted(step, index),
    );
    this.outcome(at, step.expect, 'tool', step.tool, records, fields);
  }

  async runSubagent(step: Extract<Step, { subagent: unknown }>, at: StepPlace): Promise<void> {
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
    const call = await this.toolCall('task', taskArgs, index, async () => {
      const agentId = this.ctx.newId();
      // The task call's id, taken before the subagent's own calls advance the counter.
      const taskCallId = `call_${this.toolCalls}`;
      const place: SubagentCall = { agentId, parentToolCallId: taskCallId };
      const emits = agent.name !== 'general-purpose';
      const identity = {
        agentName: agent.name,
        agentId,
        agentType: agent.name,
        parentAgentId: this.sessionId,
      };
      await this.transcript.append('subagent.started', {
        toolCallId: taskCallId,
        agentName: agent.name,
        agentDisplayName: agent.displayName ?? agent.name,
        agentDescription: agent.description ?? '',
      });
      if (emits) {
        records.push(
          await this.fire(
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
        const { records: innerRecords, ...fields } = await this.toolCall(
          sub.tool,
          sub.args,
          index,
          this.scriptedOrExecuted(sub, index),
          place,
        );
        records.push(...innerRecords);
        const path = [...at.path, 'subagent', 'steps', offset];
        this.outcome({ ...at, path }, sub.expect, 'tool', sub.tool, innerRecords, fields);
      }
      const guard = stopLoopGuard('subagentStop', this.profile);
      for (;;) {
        await this.finalMessage(agent.response, place);
        if (!emits) break;
        const stop = await this.fire(
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
          this.overrideBlock(stop, guard.message);
          if (guard.code) this.reportUnbounded(stop, guard.code, guard.message, at);
          break;
        }
        continuations += 1;
      }
      await this.transcript.append('subagent.completed', {
        toolCallId: taskCallId,
        agentName: agent.name,
        agentDisplayName: agent.displayName ?? agent.name,
        totalToolCalls: agent.steps.length,
      });
      return { success: true, text: response };
    });
    const { records: callRecords, ...fields } = call;
    this.outcome(at, step.expect, 'subagent', agent.name, [...callRecords, ...records], {
      ...fields,
      ...(blocked ? { decision: 'block' } : {}),
      ...definedFields({ modifiedResponse }),
      continuations,
    });
  }

  /** The agent's closing text, written before its stop hooks fire (cloud-environment.md §6). */
  private async finalMessage(content: string, agent?: SubagentCall): Promise<void> {
    await this.transcript.append(
      'assistant.message',
      {
        messageId: this.ctx.newId(),
        content,
        toolRequests: [],
        turnId: String(this.turns),
        ...(agent ? { parentToolCallId: agent.parentToolCallId } : {}),
      },
      agent?.agentId,
    );
  }

  /**
   * The real runtime has no subagentStop guard: a hook that always blocks would loop until the job times
   * out. That is an error on the hook's line, and the scenario fails (runtime-behaviour.md §9).
   */
  private reportUnbounded(stop: EventRecord, code: string, message: string, at: StepPlace): void {
    const decider = this.ctx.config.entries.find((entry) => hookLabel(entry) === stop.result.decidedBy);
    this.diagnostics.push(diagnostic(decider?.file ?? '', decider?.position, 'error', code, message));
    this.failures.push({
      message: `${describePlace(at, 'subagentStop')}: ${message}`,
      step: at.index,
      path: at.path,
    });
  }

  /** The guard ends a stop loop: the record keeps the hooks' block, but the model never gets its reason. */
  private overrideBlock(record: EventRecord, message: string): void {
    const { agentSees: _unseen, ...result } = record.result;
    record.result = result;
    record.warnings = [...(record.warnings ?? []), message];
    this.warnings.push(message);
  }

  async runStop(step: StopStep, at: StepPlace): Promise<void> {
    const index = at.index;
    const guard = stopLoopGuard('agentStop', this.profile);
    const records: EventRecord[] = [];
    let continuations = 0;
    let first: EventRecord | undefined;
    for (;;) {
      // Scenarios script no closing text; the empty message marks where the turn's text would be.
      await this.finalMessage('');
      const stop = await this.fire(
        'agentStop',
        { stopHookActive: continuations > 0, stopReason: 'end_turn' },
        index,
      );
      records.push(stop);
      first ??= stop;
      if (stop.result.decision !== 'block') break;
      if (continuations >= guard.limit) {
        this.overrideBlock(stop, STOP_GUARD_WARNING(guard.limit));
        break;
      }
      continuations += 1;
      await this.continueWith(stop.result.reason ?? '', at, step.then, continuations);
    }
    await this.transcript.append('assistant.turn_end', { turnId: String(this.turns) });
    this.outcome(at, step.expect, 'stop', 'agentStop', records, {
      ...definedFields({
        decision: first?.result.decision,
        reason: first?.result.reason,
        decidedBy: first?.result.decidedBy,
      }),
      continuations,
      ...definedFields({ agentSees: first?.result.agentSees }),
    });
  }

  /** A block's reason becomes a new prompt; the continuation turn runs the stop step's `then` steps. */
  private async continueWith(
    reason: string,
    at: StepPlace,
    then: Step[],
    continuation: number,
  ): Promise<void> {
    const index = at.index;
    let transformed = reason;
    if (this.profile.continuationPromptEvents.includes('userPromptSubmitted')) {
      await this.fire('userPromptSubmitted', { prompt: reason }, index);
    }
    if (this.profile.continuationPromptEvents.includes('userPromptTransformed')) {
      const record = await this.fire(
        'userPromptTransformed',
        { prompt: reason, transformedPrompt: this.datetimePrefixed(reason) },
        index,
      );
      transformed = record.result.transformedPrompt ?? transformed;
    }
    await this.transcript.append('assistant.turn_end', { turnId: String(this.turns) });
    await this.transcript.append('user.message', {
      content: reason,
      transformedContent: transformed,
      attachments: [],
    });
    this.turns += 1;
    await this.transcript.append('assistant.turn_start', { turnId: String(this.turns) });
    for (const [offset, step] of then.entries()) {
      await this.runStep(step, { index, path: [...at.path, 'then', offset], continuation });
    }
  }

  private datetimePrefixed(text: string): string {
    return `<current_datetime>${new Date(this.ctx.clock.now()).toISOString()}</current_datetime>\n\n${text}`;
  }

  async runStep(step: Step, at: StepPlace): Promise<void> {
    const index = at.index;
    if ('tool' in step) return this.runTool(step, at);
    if ('subagent' in step) return this.runSubagent(step, at);
    // Steps the profile's agent cannot take were refused before the session started (scenario-checks.ts).
    if ('stop' in step) return this.runStop(step, at);
    if ('compact' in step) {
      await this.transcript.append('session.compaction_start', { trigger: 'threshold' });
      const record = await this.fire(
        'preCompact',
        { trigger: step.compact.trigger, customInstructions: step.compact.customInstructions },
        index,
      );
      await this.transcript.append('session.compaction_complete', { success: true, trigger: 'threshold' });
      this.outcome(at, step.expect, 'compact', 'preCompact', [record], { fired: record.fired });
      return;
    }
    if ('error' in step) {
      const e = step.error;
      const record = await this.fire(
        'errorOccurred',
        {
          errorInfo: { message: e.message, name: e.name, ...definedFields({ stack: e.stack }) },
          errorContext: e.context,
          recoverable: e.recoverable,
        },
        index,
      );
      this.outcome(at, step.expect, 'error', 'errorOccurred', [record], { fired: record.fired });
      return;
    }
    const n = step.notification;
    const record = await this.fire(
      'notification',
      { notificationType: n.type, message: n.message, ...definedFields({ title: n.title }) },
      index,
    );
    this.outcome(at, step.expect, 'notification', 'notification', [record], {
      fired: record.fired,
      ...definedFields({
        additionalContext: record.result.additionalContext,
        agentSees: record.result.agentSees,
      }),
    });
  }

  /** The whole session; scenario errors and the job timeout end it early, sessionEnd always fires. */
  async replay(): Promise<ReplayResult> {
    const { scenario } = this.ctx;
    let endReason = scenario.end;
    let error = findScenarioError(scenario.steps, this.profile);
    if (error) return { ...this.result(endReason), error };
    const started = performance.now();
    const completed = new Set<number>();
    let cutShort: string | undefined;
    await this.transcript.append('session.start', {
      sessionId: this.sessionId,
      version: 1,
      producer: 'copilot-agent',
      copilotVersion: '1.0.102',
      startTime: new Date(this.ctx.clock.now()).toISOString(),
      selectedModel: 'claude-sonnet-4.5',
      context: {
        cwd: this.ctx.sandbox.workspace,
        gitRoot: this.ctx.sandbox.workspace,
        branch: 'main',
        repository: 'owner/repo',
      },
    });
    try {
      await this.fire('sessionStart', {
        source: this.profile.sessionStartSource,
        initialPrompt: scenario.prompt,
      });
      const submitted = await this.fire('userPromptSubmitted', { prompt: scenario.prompt });
      // A blocked prompt: no model call, no userPromptTransformed, no steps, no agentStop (§8.5).
      if (submitted.result.decision === 'block') cutShort = 'userPromptSubmitted blocked the job prompt';
      else {
        const prompt = submitted.result.prompt ?? scenario.prompt;
        const transformed = await this.fire('userPromptTransformed', {
          prompt,
          transformedPrompt: this.datetimePrefixed(submitted.result.agentSees ?? prompt),
        });
        await this.transcript.append('user.message', {
          content: scenario.prompt,
          transformedContent: transformed.result.transformedPrompt ?? prompt,
          attachments: [],
        });
        await this.transcript.append('assistant.turn_start', { turnId: String(this.turns) });
        const steps = scenario.steps;
        for (const [index, step] of steps.entries()) {
          await this.runStep(step, { index, path: ['steps', index] });
          completed.add(index);
        }
        if (!steps.some((step) => 'stop' in step))
          await this.runStop({ stop: {}, then: [] }, { index: steps.length, path: ['steps', steps.length] });
      }
    } catch (caught) {
      if (caught instanceof JobTimeout) {
        endReason = 'timeout';
        cutShort = 'the job reached the 59-minute limit';
        this.warnings.push('the job reached the 59-minute limit; the session ends with reason "timeout"');
      } else if (caught instanceof ScenarioError) {
        error = caught;
      } else {
        throw caught;
      }
    }
    await this.fire('sessionEnd', { reason: endReason });
    await this.transcript.append('session.shutdown', {
      shutdownType: endReason === 'complete' ? 'routine' : 'error',
      ...(endReason === 'complete' ? {} : { errorReason: endReason }),
      sessionStartTime: Math.round(this.ctx.clock.now() - (performance.now() - started)),
      codeChanges: { filesModified: [], linesAdded: 0, linesRemoved: 0 },
      modelMetrics: {},
      totalApiDurationMs: 0,
    });
    if (cutShort !== undefined && !error) this.flagUnreached(completed, cutShort);
    return { ...this.result(endReason), ...(error ? { error } : {}) };
  }

  /** An expectation on a step the session never finished cannot pass silently. */
  private flagUnreached(completed: ReadonlySet<number>, why: string): void {
    for (const [index, step] of this.ctx.scenario.steps.entries()) {
      if (!step.expect || completed.has(index)) continue;
      const checks = Object.keys(step.expect).join(', ');
      this.failures.push({
        message: `steps[${index}] (${stepLabel(step)}): expected ${checks}, but the step never completed: ${why}`,
        step: index,
        path: ['steps', index],
      });
    }
  }

  private result(endReason: ReplayResult['endReason']): ReplayResult {
    return {
      sessionId: this.sessionId,
      events: this.events,
      outcomes: this.outcomes,
      warnings: this.warnings,
      diagnostics: this.diagnostics,
      failures: this.failures,
      endReason,
    };
  }
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
  return new Session(context).replay();
}
