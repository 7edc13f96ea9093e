/**
 * Dispatch one event: run every matching entry in order, one after another, with the profile's
 * short-circuit and chaining, and merge their outputs into one outcome (runtime-behaviour.md §2, §7-§9).
 */
import { eventNeverFires, MATCHER_TARGET, type EventName } from './events/catalogue.js';
import { ignoredOutput } from './events/ignored-output.js';
import { chainInput, mergeEvent, stopsChain, type HookRun } from './events/merge.js';
import {
  buildPayload,
  transcriptPathFor,
  type AgentIdentity,
  type PayloadCommon,
} from './events/payloads.js';
import { diagnostic, type Diagnostic } from './diagnostics.js';
import {
  compileMatcher,
  MATCHER_TIMEOUT_CODE,
  matcherTimeoutMessage,
  testMatcher,
  type CompiledMatcher,
} from './matchers.js';
import { hookLabel, skippedHookRecord } from './hook-record.js';
import type { EventInput, EventRecord, HookConfig, HookEntry } from './model.js';
import type { Profile } from './profiles.js';
import { clipText, excerptRecord } from './report/excerpt.js';
import { commandArgv, runCommandHook } from './runners/command.js';
import { runHttpHook, type HttpGate } from './runners/http.js';
import type { Clock, EgressAttribution, HookHost } from './sandbox/types.js';

/** Everything one dispatch needs besides the event and its input. */
export interface DispatchContext {
  profile: Profile;
  config: HookConfig;
  host: HookHost;
  clock: Clock;
  sessionId: string;
  /** The agent environment (sandbox base plus scenario env): header expansion and HTTP switches read it. */
  agentEnv: Record<string, string>;
  /** The firewall and mocks for HTTP hooks, when the sandbox provides them. */
  httpGate?: HttpGate;
  /** Name resolution for the HTTP SSRF guard (tests inject one). */
  resolve?: (hostname: string) => Promise<string[]>;
  /**
   * Lets HTTP hooks reach loopback and private addresses, this machine's included (`HttpContext.localNetwork`;
   * default off). Only an operator flag or a test sets it, never a scenario file or the Action.
   */
  localNetwork?: boolean;
  /** The subagent this dispatch runs inside; payloads carry its ids under `subagentHookIdentity=agent`. */
  agent?: AgentIdentity;
  /** The scenario step this dispatch belongs to, for the report and egress attribution. */
  step?: number;
  /** Told which hook runs now (and undefined after), so the firewall can attribute egress to it. */
  attribute?: (attribution: EgressAttribution | undefined) => void;
  /** Told of problems on a hook file's line found while dispatching (a matcher that ran out of time). */
  report?: (found: Diagnostic) => void;
}

const compiledMatchers = new WeakMap<HookEntry, CompiledMatcher>();

function matcherOf(entry: HookEntry, profile: Profile): CompiledMatcher {
  let compiled = compiledMatchers.get(entry);
  if (!compiled) {
    const result = compileMatcher(entry.event, entry.casing, entry.matcher, profile);
    // The loader drops entries whose matcher does not compile, so `ok: false` cannot reach here.
    compiled = result.ok ? result.matcher : { kind: 'unsupportedHere', message: result.message };
    compiledMatchers.set(entry, compiled);
  }
  return compiled;
}

/** Why the profile never runs this entry, or undefined when it may run. */
export function entrySkipReason(entry: HookEntry, profile: Profile): string | undefined {
  if (entry.disabled) return 'disableAllHooks is true in this file';
  if (entry.type === 'prompt')
    return profile.promptEntries === 'skip' ? 'non-interactive session' : undefined;
  if (entry.type !== 'command') return undefined;
  const argv = commandArgv(entry, profile);
  return 'skipped' in argv ? argv.skipped : undefined;
}

function matchValue(event: EventName, input: EventInput): string | undefined {
  switch (MATCHER_TARGET[event]) {
    case 'toolName':
      return input.toolName;
    case 'agentName':
      return input.agentName;
    case 'trigger':
      return input.trigger;
    case 'notificationType':
      return input.notificationType;
    default:
      return undefined;
  }
}

async function runEntry(entry: HookEntry, payload: Record<string, unknown>, context: DispatchContext) {
  if (entry.type === 'http') {
    return runHttpHook(entry, payload, {
      profile: context.profile,
      agentEnv: context.agentEnv,
      ...(context.httpGate ? { gate: context.httpGate } : {}),
      ...(context.resolve ? { resolve: context.resolve } : {}),
      ...(context.localNetwork === true ? { localNetwork: true } : {}),
      ...(context.host.loopbackHttp ? { loopback: context.host.loopbackHttp.bind(context.host) } : {}),
    });
  }
  return runCommandHook(entry, payload, {
    host: context.host,
    profile: context.profile,
    agentEnv: context.agentEnv,
  });
}

function runWarnings(run: HookRun, profile: Profile): string[] {
  const label = hookLabel(run.entry);
  const warnings: string[] = [];
  if (run.record.stdoutTruncated) {
    warnings.push(`${label}: hook output exceeded ${profile.outputCapBytes} bytes and was truncated`);
  }
  if ((run.record.status === 'error' || run.record.status === 'timeout') && run.record.error) {
    warnings.push(`${label}: ${run.record.error}`);
  }
  return warnings;
}

/** Run one event through the configured hooks and merge the outcome; never throws for a hook's failure. */
export async function dispatchEvent(
  event: EventName,
  input: EventInput,
  context: DispatchContext,
): Promise<EventRecord> {
  const { profile, host } = context;
  // Inside a subagent 1.0.102 gives the subagent's id as sessionId, and the main transcript (FINDINGS §10.1).
  const agent = profile.subagentHookIdentity === 'agent' ? context.agent : undefined;
  const common: PayloadCommon = {
    sessionId: agent?.agentId ?? context.sessionId,
    // One clock read per dispatch: every hook of it sees the same instant (runtime-behaviour.md §11).
    timestamp: context.clock.now(),
    cwd: host.workspace,
    transcriptPath: transcriptPathFor(host.home, context.sessionId),
    ...(agent ? { agent } : {}),
  };
  const recordInput = buildPayload(event, 'camel', input, common, profile);
  const neverFires = eventNeverFires(event, profile);
  if (neverFires)
    return { event, fired: false, skipped: neverFires, input: recordInput, hooks: [], result: {} };

  const runs: HookRun[] = [];
  const matcherWarnings: string[] = [];
  let current = input;
  let stoppedBy: HookEntry | undefined;
  for (const entry of context.config.entries) {
    if (entry.event !== event) continue;
    const skip =
      entrySkipReason(entry, profile) ??
      (stoppedBy ? `not reached: ${hookLabel(stoppedBy)} stopped the chain` : undefined) ??
      matcherSkipReason(entry, current, context, matcherWarnings);
    if (skip) {
      runs.push({ entry, record: skippedHookRecord(entry, skip) });
      continue;
    }
    const payload = buildPayload(event, entry.casing, current, common, profile);
    context.attribute?.({
      event,
      file: entry.file,
      index: entry.index,
      ...(context.step === undefined ? {} : { step: context.step }),
    });
    const full = await runEntry(entry, payload, context).finally(() => context.attribute?.(undefined));
    // The merge reads the whole stdout and stderr only of an exit-2 run (§7); every other run keeps its
    // excerpt from here on, so a chain of hooks that print megabytes holds one hook's output at a time.
    const ignored = ignoredOutput(event, full, entry, profile);
    if (ignored.length > 0) full.ignored = ignored;
    const record = full.status === 'exit2' ? full : excerptRecord(full, { keepOutput: true });
    const run = { entry, record };
    runs.push(run);
    current = chainInput(event, current, run, profile);
    if (stopsChain(event, run, profile)) stoppedBy = entry;
  }
  const merged = mergeEvent(event, input, runs, profile);
  const warnings = [
    ...matcherWarnings,
    ...runs.flatMap((run) => runWarnings(run, profile)),
    ...merged.warnings,
  ].map((warning) => clipText(warning));
  return {
    ...(context.step === undefined ? {} : { step: context.step }),
    event,
    fired: true,
    input: recordInput,
    hooks: runs.map((run) => excerptRecord(run.record)),
    result: merged.result,
    ...(warnings.length > 0 ? { warnings } : {}),
  };
}

function matcherSkipReason(
  entry: HookEntry,
  input: EventInput,
  context: DispatchContext,
  warnings: string[],
): string | undefined {
  const matcher = matcherOf(entry, context.profile);
  if (matcher.kind === 'unsupportedHere') return matcher.message;
  const value = matchValue(entry.event, input);
  const fires = testMatcher(matcher, value);
  if (fires === 'timeout') {
    // Treated as not matching, and said where: the pattern is the repository's to fix.
    const message = matcherTimeoutMessage(entry.matcher, value);
    warnings.push(`${entry.file}:${entry.position.line}: ${message}`);
    context.report?.(diagnostic(entry.file, entry.position, 'warning', MATCHER_TIMEOUT_CODE, message));
    return message;
  }
  if (fires) return undefined;
  return `matcher '${entry.matcher ?? ''}' does not match ${value === undefined ? 'this event' : `'${value}'`}`;
}
