/**
 * `hooksim import`: a Copilot CLI session transcript (`events.jsonl`, cloud-environment.md §6) as a scenario.
 * Pure: text in, YAML text and diagnostics out. The prompt becomes `prompt`; each tool call a tool step with its
 * arguments and scripted result or error; a `task` call that started a subagent a `subagent` step with the
 * subagent's own calls; `session.error` an error step; a compaction a compact step; a continuation after the end of
 * a turn (an agentStop block) a `stop` step whose `then` holds the next turn's calls. Event types this module
 * does not know stay in the file as YAML comments at their place; malformed lines become diagnostics and the
 * rest is imported.
 */
import type { Diagnostic } from '../diagnostics.js';
import { newList, scenarioYaml, type StepEntry, type StepList } from './import-yaml.js';
import { commentText, obj, parseTranscript, str, type TranscriptLine } from './read-transcript.js';

/** What an import produced. */
export interface ImportedSession {
  /** The scenario file text (YAML with comments). */
  text: string;
  /** The `session.start` sessionId, when the transcript has one. */
  sessionId?: string;
  diagnostics: Diagnostic[];
  /** How many steps the main agent's list got (top level). */
  steps: number;
}

/** Results and file texts longer than this are cut, with a comment saying so and where the whole text is. */
export const INLINE_LIMIT = 4000;

/** Event types read, or consumed on purpose because the replay regenerates them (hooks) or they are noise. */
const CONSUMED = new Set([
  'session.start',
  'session.shutdown',
  'session.resume',
  'session.model_change',
  'session.usage_record',
  'session.info',
  'session.compaction_complete',
  'session.truncation',
  'system.message',
  'user.message',
  'assistant.message',
  'assistant.message_delta',
  'assistant.reasoning',
  'assistant.reasoning_delta',
  'assistant.turn_start',
  'assistant.turn_end',
  'assistant.usage',
  'tool.execution_start',
  'tool.execution_partial_result',
  'tool.execution_progress',
  'tool.user_requested',
  'hook.start',
  'hook.end',
  'subagent.selected',
  'subagent.configured',
  'pending_messages.modified',
]);

/** A tool call seen in an assistant message, waiting for its result. */
interface PendingCall {
  entry: StepEntry;
  name: string;
}

/** The tool result text the tool produced, without the postToolUse guidance the CLI appended. */
function plainResult(text: string): string {
  return text.replace(
    /\n\nTool "[^"]*" (?:succeeded|failed)\. Additional guidance from postToolUse(?:Failure)? hooks:\n[\s\S]*$/,
    '',
  );
}

/** The JSON of an event, short, for a comment. */
function eventSummary(event: TranscriptLine): string {
  return commentText(JSON.stringify(event.data) ?? '{}', 160);
}

/** `trigger` of a compaction event as the scenario's compact step has it. */
function compactTrigger(data: Record<string, unknown>): 'auto' | 'manual' {
  return data.trigger === 'manual' ? 'manual' : 'auto';
}

/** The context of an error step for a session.error's data. */
function errorContext(data: Record<string, unknown>): string {
  const kind = `${str(data.errorType) ?? ''} ${str(data.context) ?? ''}`.toLowerCase();
  if (/tool/.test(kind)) return 'tool_execution';
  if (/user|input/.test(kind)) return 'user_input';
  if (/model|rate|quota|api|query|capi|network|timeout/.test(kind) || typeof data.statusCode === 'number')
    return 'model_call';
  return 'system';
}

/** The import's state as it walks the lines. */
class SessionBuilder {
  readonly main: StepList = newList();
  prompt: string | undefined;
  sessionId: string | undefined;
  version: string | undefined;
  startTime: string | undefined;
  end: 'complete' | 'error' | 'timeout' = 'complete';
  readonly created = new Set<string>();
  readonly edited = new Set<string>();
  readonly viewed = new Set<string>();
  private readonly calls = new Map<string, PendingCall>();
  /** The subagent step of each `task` call id, and the list its calls go to. */
  private readonly subagents = new Map<string, { entry: StepEntry; steps: StepList }>();
  /** The subagent (its `task` call id) of each envelope agentId. */
  private readonly agents = new Map<string, string>();
  /** Where the main agent's calls go: the main list, then a stop's `then`, then nowhere (later continuations). */
  private mainTarget: StepList = this.main;
  private stopEntry: StepEntry | undefined;
  private continuations = 0;
  private endedTurn = false;

  constructor(private readonly file: string) {}

  /** The list an event's steps go to: its subagent's, else the main agent's current one. */
  private listOf(event: TranscriptLine): StepList {
    const parent =
      str(event.data.parentToolCallId) ?? (event.agentId ? this.agents.get(event.agentId) : undefined);
    const sub = parent !== undefined ? this.subagents.get(parent) : undefined;
    return sub?.steps ?? this.mainTarget;
  }

  private isMain(event: TranscriptLine): boolean {
    return event.agentId === undefined && str(event.data.parentToolCallId) === undefined;
  }

  /** Add a step to a list, with the comments waiting for the next step. */
  private push(list: StepList, value: Record<string, unknown>, comments: string[] = []): StepEntry {
    const entry = { value, before: [...list.pending, ...comments] };
    list.pending = [];
    list.entries.push(entry);
    return entry;
  }

  /** A comment at this place of a list: before its next step, or below its last one. */
  private comment(list: StepList, text: string): void {
    list.pending.push(text);
  }

  /** A text inlined when short; cut, with a comment naming the line that holds it, when long. */
  private inline(text: string, what: string, line: number, notes: string[]): string {
    if (text.length <= INLINE_LIMIT) return text;
    notes.push(
      `${what} cut to ${INLINE_LIMIT} of ${text.length} characters; the whole text is in ${this.file} line ${line}`,
    );
    return `${text.slice(0, INLINE_LIMIT)}…`;
  }

  read(event: TranscriptLine): void {
    const { data } = event;
    switch (event.type) {
      case 'session.start':
        this.sessionId ??= str(data.sessionId);
        this.version ??= str(data.copilotVersion);
        this.startTime ??= str(data.startTime);
        return;
      case 'user.message':
        return this.userMessage(event);
      case 'assistant.message':
        return this.assistantMessage(event);
      case 'tool.execution_complete':
        return this.toolComplete(event);
      case 'subagent.started':
        return this.subagentStarted(event);
      case 'subagent.completed':
      case 'subagent.failed':
        return this.subagentDone(event);
      case 'session.compaction_start':
        this.push(this.listOf(event), {
          compact: {
            trigger: compactTrigger(data),
            ...(str(data.customInstructions) ? { customInstructions: data.customInstructions } : {}),
          },
        });
        return;
      case 'session.error':
        this.push(this.listOf(event), {
          error: {
            message: str(data.message) ?? '',
            name: str(data.errorType) ?? 'Error',
            ...(str(data.stack) ? { stack: data.stack } : {}),
            context: errorContext(data),
            recoverable: true,
          },
        });
        return;
      case 'session.warning':
        this.comment(
          this.listOf(event),
          `session.warning (line ${event.line}): ${commentText(str(data.message) ?? '')}`,
        );
        return;
      case 'abort':
        this.comment(this.listOf(event), `abort (line ${event.line}): ${eventSummary(event)}`);
        return;
      case 'session.shutdown':
        if (data.shutdownType === 'error')
          this.end = /timeout|timed out/i.test(str(data.errorReason) ?? '') ? 'timeout' : 'error';
        return;
      default:
        if (CONSUMED.has(event.type)) return;
        this.comment(
          this.listOf(event),
          `unknown event ${commentText(event.type, 60)} (line ${event.line}): ${eventSummary(event)}`,
        );
    }
  }

  private userMessage(event: TranscriptLine): void {
    if (!this.isMain(event)) {
      const sub = this.subagents.get(this.agents.get(event.agentId ?? '') ?? '');
      const agent = obj(sub?.entry.value.subagent);
      if (agent && agent.prompt === undefined) agent.prompt = str(event.data.content) ?? '';
      return;
    }
    const content = str(event.data.content) ?? '';
    if (this.prompt === undefined) {
      this.prompt = content;
      return;
    }
    // A main-agent message after the first: the CLI re-submits an agentStop block's reason as a prompt.
    this.continuations += 1;
    this.endedTurn = false;
    const reason = `agentStop blocked (continuation ${this.continuations}): ${commentText(content)}`;
    if (this.stopEntry === undefined) {
      const then: StepList = newList();
      this.stopEntry = this.push(this.main, { stop: {} }, [reason]);
      this.stopEntry.value.then = then;
      this.mainTarget = then;
      return;
    }
    // `then` runs in every continuation: the first one's calls are kept, later ones are named only.
    this.closeContinuation();
    this.mainTarget = newList();
    this.stopEntry.before.push(
      `${reason}; its calls are named, not kept (then repeats the first continuation's)`,
    );
  }

  /** A later continuation's calls and comments, as comments on the stop step (they are not steps of their own). */
  private closeContinuation(): void {
    const stop = this.stopEntry;
    const list = this.mainTarget;
    if (stop === undefined || list === this.main || list === stop.value.then) return;
    for (const entry of list.entries) {
      stop.before.push(...entry.before);
      const name = str(entry.value.tool) ?? Object.keys(entry.value)[0] ?? '?';
      stop.before.push(
        `  ${commentText(name, 60)} ${commentText(JSON.stringify(entry.value.args ?? {}), 120)}`,
      );
    }
    stop.before.push(...list.pending);
    list.entries = [];
    list.pending = [];
  }

  private assistantMessage(event: TranscriptLine): void {
    const requests = Array.isArray(event.data.toolRequests) ? event.data.toolRequests : [];
    const list = this.listOf(event);
    if (requests.length === 0 && this.isMain(event)) this.endedTurn = true;
    for (const raw of requests) {
      const request = obj(raw);
      const name = str(request?.name);
      if (!request || name === undefined) {
        this.comment(list, `a tool request without a name (line ${event.line}) is left out`);
        continue;
      }
      const args = obj(request.arguments) ?? {};
      const notes: string[] = [];
      const text = str(args.file_text);
      if (name === 'create' && text !== undefined) {
        args.file_text = this.inline(text, 'file_text', event.line, notes);
        const file = str(args.path);
        if (file) this.created.add(file);
      } else if (name === 'edit' || name === 'str_replace_editor') {
        const file = str(args.path);
        if (file) this.edited.add(file);
      } else if (name === 'view') {
        const file = str(args.path);
        if (file) this.viewed.add(file);
      }
      if (typeof request.arguments === 'string')
        notes.push(`arguments were a JSON string in the session: ${commentText(request.arguments, 120)}`);
      const entry = this.push(list, { tool: name, args }, notes);
      const id = str(request.toolCallId);
      if (id !== undefined) this.calls.set(id, { entry, name });
    }
  }

  private toolComplete(event: TranscriptLine): void {
    const id = str(event.data.toolCallId);
    const call = id !== undefined ? this.calls.get(id) : undefined;
    if (!call) {
      this.comment(
        this.listOf(event),
        `a result for an unknown tool call ${commentText(id ?? '?', 60)} (line ${event.line})`,
      );
      return;
    }
    for (const edit of Array.isArray(event.data.fileEdits) ? event.data.fileEdits : []) {
      const file = str(obj(edit)?.path);
      if (file) (obj(edit)?.kind === 'create' ? this.created : this.edited).add(file);
    }
    const value = call.entry.value;
    if (value.subagent !== undefined) {
      const agent = obj(value.subagent) as Record<string, unknown>;
      const content = str(obj(event.data.result)?.content);
      if (content !== undefined) agent.response = plainResult(content);
      else if (event.data.success === false)
        call.entry.before.push(
          `the subagent failed: ${commentText(str(obj(event.data.error)?.message) ?? '')}`,
        );
      return;
    }
    if (event.data.success === true) {
      const content = str(obj(event.data.result)?.content) ?? '';
      value.result = this.inline(plainResult(content), 'result', event.line, call.entry.before);
      return;
    }
    const error = obj(event.data.error);
    const message = str(error?.message) ?? '';
    if (error?.code === 'denied' || message.startsWith('Denied by preToolUse hook')) {
      // The hook decides again on replay; the session's decision stays visible.
      call.entry.before.push(`in the session: ${commentText(message)}`);
      return;
    }
    value.error = this.inline(message, 'error', event.line, call.entry.before);
  }

  private subagentStarted(event: TranscriptLine): void {
    const id = str(event.data.toolCallId);
    const call = id !== undefined ? this.calls.get(id) : undefined;
    if (id === undefined || !call) {
      this.comment(
        this.listOf(event),
        `subagent.started without its task call (line ${event.line}): ${eventSummary(event)}`,
      );
      return;
    }
    const args = obj(call.entry.value.args) ?? {};
    const steps: StepList = newList();
    const agent: Record<string, unknown> = {
      name: str(event.data.agentName) ?? str(args.agent_type) ?? 'general-purpose',
    };
    const prompt = str(args.prompt);
    if (prompt !== undefined) agent.prompt = prompt;
    const display = str(event.data.agentDisplayName);
    if (display !== undefined && display !== agent.name) agent.displayName = display;
    const description = str(event.data.agentDescription) ?? str(args.description);
    if (description !== undefined) agent.description = description;
    agent.response = '';
    agent.steps = steps;
    call.entry.value = { subagent: agent };
    this.subagents.set(id, { entry: call.entry, steps });
    if (event.agentId) this.agents.set(event.agentId, id);
  }

  private subagentDone(event: TranscriptLine): void {
    const id = str(event.data.toolCallId);
    const sub = id !== undefined ? this.subagents.get(id) : undefined;
    if (sub && event.type === 'subagent.failed')
      sub.entry.before.push(
        `subagent.failed (line ${event.line}): ${commentText(str(event.data.error) ?? eventSummary(event))}`,
      );
  }

  /** The end of the transcript: the final stop, when the main agent ended its turn and no stop was added. */
  finish(): void {
    this.closeContinuation();
    if (this.endedTurn && this.stopEntry === undefined && this.end === 'complete')
      this.push(this.main, { stop: {} });
  }
}

/** What the header says about files: created ones are in their create steps; others come from the repository. */
function fileNotes(builder: SessionBuilder): string[] {
  const notes: string[] = [];
  const list = (files: Set<string>) => [...files].map((f) => commentText(f, 120)).join(', ');
  if (builder.created.size > 0)
    notes.push(
      `Files the session created (their content is in the create steps' args): ${list(builder.created)}`,
    );
  const referenced = new Set([...builder.edited, ...builder.viewed].filter((f) => !builder.created.has(f)));
  if (referenced.size > 0)
    notes.push(
      `Files the session viewed or edited, referenced, not inlined (the replay sees them in --repo; add them under files: to pin them): ${list(referenced)}`,
    );
  return notes;
}

/** Options of importSession. */
export interface ImportOptions {
  /** The transcript's path as shown in diagnostics and the header. */
  file: string;
  /** The first comment line (without `#`): the editor's schema line. */
  schemaLine?: string;
}

/** Convert a transcript's text to a scenario file. */
export function importSession(text: string, options: ImportOptions): ImportedSession {
  const { lines, diagnostics } = parseTranscript(text, options.file);
  const builder = new SessionBuilder(options.file);
  for (const line of lines) builder.read(line);
  builder.finish();
  if (builder.prompt === undefined)
    diagnostics.push({
      file: options.file,
      line: 0,
      column: 0,
      severity: 'warning',
      code: 'import-no-prompt',
      message: 'the transcript has no user.message of the main agent: the scenario has an empty prompt',
    });
  const short = (builder.sessionId ?? 'session').slice(0, 8);
  const origin = [
    builder.sessionId ? `session ${commentText(builder.sessionId, 80)}` : undefined,
    builder.version ? `Copilot CLI ${commentText(builder.version, 40)}` : undefined,
    builder.startTime ? `started ${commentText(builder.startTime, 40)}` : undefined,
  ].filter((part) => part !== undefined);
  const header = [
    ...(options.schemaLine ? [options.schemaLine] : []),
    ` Imported by \`hooksim import\` from ${commentText(options.file, 300)}${origin.length ? ` (${origin.join(', ')})` : ''}.`,
    ' Tool results are scripted as the session returned them; the hooks decide again on every replay.',
    ' Record what they decide with `hooksim run --update` (or `hooksim import --update`) and review the diff.',
    ...fileNotes(builder).map((note) => ` ${note}`),
  ];
  const fields = {
    name: `imported Copilot CLI session ${short}`,
    prompt: builder.prompt ?? '',
    steps: [],
    ...(builder.end === 'complete' ? {} : { end: builder.end }),
  };
  return {
    text: scenarioYaml(fields, builder.main, header),
    ...(builder.sessionId ? { sessionId: builder.sessionId } : {}),
    diagnostics,
    steps: builder.main.entries.length,
  };
}
