/**
 * The event dispatches of one CLI session, from its events.jsonl: each `hook.start`/`hook.end` pair is one
 * dispatch (written only for events with at least one configured hook), and the hooks that ran in it come
 * from the BASH_ENV trace, placed by time. What the CLI does not record is left out, never guessed.
 */
import { claudeToolName, resolveEventKey, type EventName } from '../events/catalogue.js';
import { hookRecordBase } from '../hook-record.js';
import { CLAUDE_LITERAL } from '../matchers.js';
import type { HookConfig, HookEntry, HookRecord } from '../model.js';
import { parseHookStdout } from '../runners/output.js';
import type { CliEvent, LaunchResult, TracedRun } from './launch-result.js';

/** One dispatch as the CLI logged it, with the hooks attributed to it. */
export interface CliDispatch {
  event: EventName;
  /** Position in events.jsonl of its hook.start, to order it against other records. */
  at: number;
  startMs: number;
  endMs: number;
  /** `hook.start.data.input` as written (preToolUse: the batch form). */
  input: Record<string, unknown>;
  /** Set for dispatches inside a subagent. */
  agentId?: string;
  parentToolCallId?: string;
  success: boolean;
  /** The merged output (preToolUse: deny texts by tool call id). */
  output?: Record<string, unknown>;
  error?: { message: string; source?: string };
  hooks: HookRecord[];
}

/** Slack when placing a traced hook in a dispatch's time window (clock reads differ by a few ms). */
const SLACK_MS = 3;

function timeOf(event: CliEvent): number {
  return event.timestamp === undefined ? Number.NaN : Date.parse(event.timestamp);
}

function asObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** `file#eventKey[i]` or `file#eventKey[i].hooks[j]`, as copilot-launch.mjs tags entries. */
export function parseHookId(
  id: string,
): { file: string; eventKey: string; index: number; nestedIndex?: number } | undefined {
  const match = /^(.*)#([^#[]+)\[(\d+)\](?:\.hooks\[(\d+)\])?$/.exec(id);
  if (!match) return undefined;
  const [, file = '', eventKey = '', index = '0', nested] = match;
  return {
    file,
    eventKey,
    index: Number(index),
    ...(nested === undefined ? {} : { nestedIndex: Number(nested) }),
  };
}

/** The report record of one traced run; status from its exit code (a timeout is set later). */
function recordOf(run: TracedRun, config: HookConfig): HookRecord | undefined {
  const id = parseHookId(run.id);
  if (!id) return undefined;
  const entry = config.entries.find(
    (e) =>
      e.file === id.file &&
      e.eventKey === id.eventKey &&
      e.index === id.index &&
      e.nestedIndex === id.nestedIndex,
  );
  const base = entry ? hookRecordBase(entry) : { ...id, type: 'command' as const };
  const parsed = parseHookStdout(run.stdout);
  const status: HookRecord['status'] = run.exitCode === 0 ? 'ok' : run.exitCode === 2 ? 'exit2' : 'error';
  return {
    ...base,
    status,
    exitCode: run.exitCode,
    durationMs: run.endMs === null ? 0 : Math.max(0, run.endMs - run.startMs),
    stdout: run.stdout,
    stderr: run.stderr,
    ...(parsed.progress.length > 0 ? { progress: parsed.progress } : {}),
    ...(parsed.output !== undefined ? { output: parsed.output } : {}),
    ...(parsed.parseError !== undefined ? { parseError: parsed.parseError } : {}),
  };
}

/** `Error: Hook command failed…` → `Hook command failed…`, as hooksim words hook errors. */
function errorText(message: string): string {
  return message.replace(/^Error: /, '').trimEnd();
}

/** The config entry a traced record came from. */
function entryOf(record: HookRecord, config: HookConfig): HookEntry | undefined {
  return config.entries.find(
    (e) =>
      e.file === record.file &&
      e.eventKey === record.eventKey &&
      e.index === record.index &&
      e.nestedIndex === record.nestedIndex,
  );
}

/**
 * The command run a `HookTimeoutError` names. The message quotes the command (its first 79 characters + `…`
 * when longer) and the timeout; the killed run's trace may still hold an exit line (bash runs its EXIT trap on
 * SIGTERM), so the text decides, then a missing exit line, then a run time nearest the timeout.
 */
function timedOutRun(commands: HookRecord[], message: string, config: HookConfig): HookRecord | undefined {
  const match = /timed out after (\d+(?:\.\d+)?) seconds?: ([\s\S]*)$/.exec(message.trimEnd());
  const seconds = match ? Number(match[1]) : undefined;
  const quoted = match?.[2];
  const cut = quoted?.endsWith('…') === true;
  const text = cut ? quoted?.slice(0, -1) : quoted;
  const named = commands.filter((h) => {
    const entry = entryOf(h, config);
    const command = entry?.bash ?? entry?.command;
    if (text === undefined || command === undefined) return false;
    if (seconds !== undefined && entry?.timeoutSec !== seconds) return false;
    return cut ? command.startsWith(text) : command === text;
  });
  const pool = named.length > 0 ? named : commands;
  const unfinished = pool.filter((h) => h.exitCode === null);
  if (unfinished.length > 0) return unfinished[0];
  if (seconds === undefined) return pool.at(-1);
  const distance = (h: HookRecord): number => Math.abs(h.durationMs - seconds * 1000);
  return pool.reduce<HookRecord | undefined>(
    (best, h) => (best === undefined || distance(h) < distance(best) ? h : best),
    undefined,
  );
}

/**
 * Mark the failing hook of a dispatch with the CLI's error (`source` names its file): the HTTP entry whose
 * URL the message names (it gets a record of its own when it never connected: the CLI refused the URL), a
 * timed-out command run, or the command run that exited with the code named.
 */
function applyError(dispatch: CliDispatch, config: HookConfig): void {
  const error = dispatch.error;
  if (!error) return;
  const timeout = /HookTimeoutError|timed out/.test(error.message);
  const status = timeout ? 'timeout' : 'error';
  const text = errorText(error.message);
  const http = config.entries.find(
    (e) =>
      e.type === 'http' &&
      e.event === dispatch.event &&
      e.file === error.source &&
      e.url !== undefined &&
      error.message.includes(e.url),
  );
  if (http) {
    const placed = dispatch.hooks.find(
      (h) => h.file === http.file && h.eventKey === http.eventKey && h.index === http.index,
    );
    if (placed) Object.assign(placed, { status, error: text });
    else dispatch.hooks.push({ ...hookRecordBase(http), status, durationMs: 0, error: text });
    return;
  }
  const commands = dispatch.hooks.filter(
    (h) => h.type === 'command' && (error.source === undefined || h.file === error.source),
  );
  const code = /failed with code (-?\d+)/.exec(error.message)?.[1];
  const culprit = timeout
    ? timedOutRun(commands, error.message, config)
    : commands.find((h) => code !== undefined && h.exitCode === Number(code));
  if (!culprit) return;
  culprit.status = status;
  // The trace's exit line of a killed hook is its EXIT trap's, not an exit status the runtime saw.
  if (timeout) culprit.exitCode = null;
  culprit.error = text;
}

/** The host an HTTP entry calls, lower-cased; undefined for a URL that does not parse. */
function hostOf(url: string | undefined): string | undefined {
  try {
    return url === undefined ? undefined : new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * How far outside its window a hook of a known event may start. Inside a subagent the CLI stamps hook.start
 * late: its first hook is seen starting 5-15 ms before it (CLI 1.0.102, payloads/shapes/subagent).
 */
const OUTSIDE_MS = 1000;

/**
 * The dispatch whose time window holds `t` (the latest, for nested ones), optionally of one event. For a known
 * event with no window holding `t`: the first dispatch of that event stamped after `t`, up to OUTSIDE_MS later
 * (its hook.start was stamped late; a dispatch whose hook.end came before `t` cannot hold a hook that started
 * then, since the CLI writes hook.end after its hooks exit, however near its end is: under load the late stamp
 * grows past the gap to the previous dispatch); failing that, the nearest one up to OUTSIDE_MS away. Where
 * several would do, those `entry` could have run in (couldRun) come first.
 */
function dispatchAt(
  dispatches: CliDispatch[],
  t: number,
  event?: EventName,
  entry?: HookEntry,
): CliDispatch | undefined {
  // Windows overlap when a subagent's tool call and the main agent's are checked at once: of those holding
  // `t`, one whose tool the entry's matcher can name.
  const holding = dispatches.filter(
    (d) => (event === undefined || d.event === event) && d.startMs - SLACK_MS <= t && t <= d.endMs + SLACK_MS,
  );
  const inside = holding.findLast((d) => couldRun(d, entry)) ?? holding.at(-1);
  if (inside || event === undefined) return inside;
  const distance = (d: CliDispatch): number => (t < d.startMs ? d.startMs - t : t - d.endMs);
  const near = dispatches.filter((d) => d.event === event && distance(d) <= OUTSIDE_MS);
  const runnable = near.filter((d) => couldRun(d, entry));
  let next: CliDispatch | undefined;
  let nearest: CliDispatch | undefined;
  for (const d of runnable.length > 0 ? runnable : near) {
    if (t < d.startMs && (next === undefined || d.startMs < next.startMs)) next = d;
    if (nearest === undefined || distance(d) < distance(nearest)) nearest = d;
  }
  return next ?? nearest;
}

/** The first of a preToolUse dispatch's tool calls (its input's batch form); undefined for other events. */
export function firstToolCall(d: CliDispatch): { id?: unknown; name?: unknown; args?: unknown } | undefined {
  const calls = d.input.toolCalls;
  return Array.isArray(calls)
    ? (calls[0] as { id?: unknown; name?: unknown; args?: unknown } | undefined)
    : undefined;
}

/**
 * Whether the CLI could have run `entry` in dispatch `d`: false only where the entry's matcher is a list of
 * tool names and none of them names the dispatch's tool, in either spelling and any case (a test that leans to
 * yes: where it is unsure, time alone places the run, as before).
 */
function couldRun(d: CliDispatch, entry: HookEntry | undefined): boolean {
  const matcher = entry?.matcher;
  const tool = firstToolCall(d)?.name ?? d.input.toolName;
  // A list of tool names (the shape Claude format takes literally): the CLI runs the entry only for those.
  if (matcher === undefined || typeof tool !== 'string' || !CLAUDE_LITERAL.test(matcher)) return true;
  const names = new Set([tool, claudeToolName(tool)].map((name) => name.toLowerCase()));
  return matcher.split('|').some((token) => names.has(token.toLowerCase()));
}

/** Every dispatch of the session in order, each with the hooks that ran in it, in the order they started. */
export function buildDispatches(
  events: CliEvent[],
  trace: TracedRun[],
  config: HookConfig,
  connections: LaunchResult['connections'] = [],
): CliDispatch[] {
  const open = new Map<string, CliDispatch>();
  const dispatches: CliDispatch[] = [];
  events.forEach((record, at) => {
    const data = record.data;
    const invocation = typeof data.hookInvocationId === 'string' ? data.hookInvocationId : undefined;
    const key = typeof data.hookType === 'string' ? resolveEventKey(data.hookType) : undefined;
    if (invocation === undefined || key === undefined) return;
    if (record.type === 'hook.start') {
      const dispatch: CliDispatch = {
        event: key.event,
        at,
        startMs: timeOf(record),
        endMs: Number.POSITIVE_INFINITY,
        input: asObject(data.input) ?? {},
        ...(record.agentId === undefined ? {} : { agentId: record.agentId }),
        ...(typeof data.parentToolCallId === 'string' ? { parentToolCallId: data.parentToolCallId } : {}),
        success: true,
        hooks: [],
      };
      open.set(invocation, dispatch);
      dispatches.push(dispatch);
    } else if (record.type === 'hook.end') {
      const dispatch = open.get(invocation);
      if (!dispatch) return;
      open.delete(invocation);
      dispatch.endMs = timeOf(record);
      dispatch.success = data.success !== false;
      const output = asObject(data.output);
      if (output) dispatch.output = output;
      const error = asObject(data.error);
      if (error && typeof error.message === 'string') {
        dispatch.error = {
          message: error.message,
          ...(typeof error.source === 'string' ? { source: error.source } : {}),
        };
      }
    }
  });
  const started = new Map<HookRecord, number>();
  for (const run of trace) {
    const id = parseHookId(run.id);
    const record = recordOf(run, config);
    const event = id ? resolveEventKey(id.eventKey)?.event : undefined;
    const home = dispatchAt(dispatches, run.startMs, event, record && entryOf(record, config));
    if (!home || !record) continue;
    home.hooks.push(record);
    started.set(record, run.startMs);
  }
  // One connection per HTTP hook (observed: no reuse): the first HTTP entry of the dispatch's event calling
  // that host and not yet placed in it.
  for (const connection of connections) {
    const home = dispatchAt(dispatches, connection.t);
    if (!home) continue;
    const entry = config.entries.find(
      (e) =>
        e.type === 'http' &&
        e.event === home.event &&
        hostOf(e.url) === connection.host &&
        !home.hooks.some(
          (h) =>
            h.file === e.file &&
            h.eventKey === e.eventKey &&
            h.index === e.index &&
            h.nestedIndex === e.nestedIndex,
        ),
    );
    if (!entry) continue;
    const record: HookRecord = { ...hookRecordBase(entry), status: 'ok', durationMs: 0 };
    home.hooks.push(record);
    started.set(record, connection.t);
  }
  for (const dispatch of dispatches)
    dispatch.hooks.sort((a, b) => (started.get(a) ?? 0) - (started.get(b) ?? 0));
  for (const dispatch of dispatches) applyError(dispatch, config);
  return dispatches;
}
