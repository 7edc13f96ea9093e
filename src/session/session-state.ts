/**
 * The state of one session being replayed: its context and ids, the transcript writer, the job clock,
 * event dispatch with the transcript's hook lines, and step outcomes checked against expectations.
 */
import { dispatchEvent, type DispatchContext } from '../dispatch.js';
import type { Diagnostic } from '../diagnostics.js';
import { eventNeverFires, type EventName } from '../events/catalogue.js';
import { buildPayload, transcriptPathFor, type PayloadCommon } from '../events/payloads.js';
import { formatDatetimePrefix } from '../events/texts.js';
import type { EventInput, EventRecord, HookConfig } from '../model.js';
import type { Profile } from '../profiles.js';
import type { HttpGate } from '../runners/http.js';
import type { Clock, EgressAttribution, Sandbox } from '../sandbox/types.js';
import { checkStep } from './expectations.js';
import type { StepOutcome } from './outcome.js';
import type { Scenario, Step } from './scenario-schema.js';
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
  /** HTTP hooks may reach loopback and private addresses (`HttpContext.localNetwork`): operator flag only. */
  localNetwork?: boolean;
}

/** A failed step expectation, with the step index and its place in the scenario. */
export interface StepFailure {
  message: string;
  step: number;
  path: (string | number)[];
}

/** Thrown by `fire` once the job clock passes the limit; the session ends with reason "timeout". */
export class JobTimeout extends Error {}

/** The subagent a tool call belongs to: its ids and the `task` call that spawned it. */
export interface SubagentCall {
  agentId: string;
  /** The agent type (`explore`, `general-purpose`), also its `agentName` (FINDINGS §9 Q20). */
  agentType: string;
  /** The spawning agent's id: the main session's id. */
  parentAgentId: string;
  parentToolCallId: string;
}

/** Where a step is: its top-level index, its path in the scenario, and the continuation turn it ran in. */
export interface StepPlace {
  index: number;
  path: (string | number)[];
  continuation?: number;
}

/** `steps[2].then[0] (bash), continuation 1`: a step's place as the user wrote it. */
export function describePlace(at: StepPlace, label: string): string {
  const path = at.path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
    .join('')
    .replace(/^\./, '');
  return `${path} (${label})${at.continuation ? `, continuation ${at.continuation}` : ''}`;
}

/** How many of the records' hooks ran, failed and timed out. */
export function hookCounts(records: EventRecord[]): StepOutcome['hooks'] {
  const hooks = records.flatMap((record) => record.hooks);
  return {
    ran: hooks.filter((h) => h.status !== 'skipped' && h.status !== 'dropped').length,
    errors: hooks.filter((h) => h.status === 'error').length,
    timeouts: hooks.filter((h) => h.status === 'timeout').length,
  };
}

/** The value without its undefined fields, so an outcome lists only what happened. */
export function definedFields<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** One session being replayed: what it recorded so far and the counters the step runners advance. */
export class SessionState {
  readonly sessionId: string;
  readonly events: EventRecord[] = [];
  readonly outcomes: StepOutcome[] = [];
  readonly warnings: string[] = [];
  readonly diagnostics: Diagnostic[] = [];
  readonly failures: StepFailure[] = [];
  readonly transcript: TranscriptWriter;
  /** The job clock: hook durations plus scripted tool durations. */
  elapsedMs = 0;
  /** Tool calls so far; the current call's id is `call_${toolCalls}`. */
  toolCalls = 0;
  /** Bash tool shells started so far, the next one's `<shellId: N>` (executedToolTexts=cli). */
  shellCalls = 0;
  /** The model turn, advanced by each continuation. */
  turns = 0;

  constructor(readonly ctx: ReplayContext) {
    this.sessionId = ctx.sessionId ?? ctx.newId();
    this.transcript = new TranscriptWriter(
      ctx.sandbox,
      transcriptPathFor(ctx.sandbox.home, this.sessionId),
      () => ctx.clock.now(),
      ctx.newId,
    );
  }

  /** Keep a diagnostic found while dispatching, once per place and message, and say it as a warning too. */
  private reportOnce(found: Diagnostic): void {
    const same = (d: Diagnostic) =>
      d.file === found.file && d.line === found.line && d.code === found.code && d.message === found.message;
    if (this.diagnostics.some(same)) return;
    this.diagnostics.push(found);
    this.warnings.push(`${found.file}:${found.line}: ${found.message}`);
  }

  /** The profile the session runs under. */
  get profile(): Profile {
    return this.ctx.profile;
  }

  /** Dispatch one event, record it, advance the job clock, and write the transcript's hook lines. */
  async fire(event: EventName, input: EventInput, step?: number, agent?: SubagentCall): Promise<EventRecord> {
    if (this.elapsedMs >= JOB_LIMIT_MS && event !== 'sessionEnd') throw new JobTimeout();
    const agentId = agent?.agentId;
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
      ...(this.ctx.localNetwork === true ? { localNetwork: true } : {}),
      ...(step === undefined ? {} : { step }),
      report: (found) => this.reportOnce(found),
      ...(agent
        ? {
            agent: {
              agentId: agent.agentId,
              agentType: agent.agentType,
              parentAgentId: agent.parentAgentId,
            },
          }
        : {}),
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
    // A hook that reads the transcript sees every line up to its own hook.start.
    if (hasHooks) await this.transcript.flush();
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

  /** Record a step's outcome and check it against the step's `expect`, failing where it differs. */
  outcome(
    at: StepPlace,
    expected: Step['expect'],
    kind: string,
    label: string,
    records: EventRecord[],
    fields: Partial<StepOutcome>,
  ): StepOutcome {
    const outcome: StepOutcome = {
      step: at.index,
      path: at.path,
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

  /** The agent's closing text, written before its stop hooks fire (cloud-environment.md §6). */
  async finalMessage(content: string, agent?: SubagentCall): Promise<void> {
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

  /** A prompt as the model receives it: prefixed with the current date and time (`datetimeFormat`). */
  datetimePrefixed(text: string): string {
    return formatDatetimePrefix(this.ctx.clock.now(), text, this.profile, this.ctx.agentEnv.TZ);
  }
}
