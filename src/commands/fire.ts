/** `hooksim fire`: send one event through the hooks and return its record (DESIGN.md "The CLI"). */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { loadHookConfig } from '../config/load.js';
import { diagnostic, type Diagnostic } from '../diagnostics.js';
import { dispatchEvent } from '../dispatch.js';
import { parseEventName, type EventName } from '../events/catalogue.js';
import type { EventInput, EventRecord, HookConfig } from '../model.js';
import { getProfile, type Profile } from '../profiles.js';
import { buildAgentEnv } from '../sandbox/environment.js';
import type { EgressRecord } from '../firewall/firewall.js';
import { chooseSandbox, warmSandbox } from '../sandbox/index.js';
import { reducedFidelityText, type SandboxChoice, type SandboxKind } from '../sandbox/choice.js';
import { systemClock, type Clock } from '../sandbox/types.js';
import { withWorkspaceViewScope } from '../sandbox/workspace.js';
import { UsageError } from './errors.js';
import type { EngineName } from '../engines/copilot-engine.js';
import { startSandboxedSession, withSandboxedSession } from './sandboxed.js';

/** What `fire` was asked to do, parsed once by a shell. */
export interface FireOptions {
  repo: string;
  profile: string;
  event: string;
  tool?: string;
  args?: Record<string, unknown>;
  prompt?: string;
  /** `--payload`: fields that override or add to the built payload. */
  payload?: Record<string, unknown>;
  env?: Record<string, string>;
  sandbox?: SandboxKind;
  clock?: Clock;
  /** `--engine copilot-cli`: fire through a one-step session of the real CLI (profile `cli` only). */
  engine?: EngineName;
  engineDir?: string;
  /** Called with the driver `auto` resolved to, before the hooks run (the CLI warns on a process run). */
  onSandboxChoice?: (choice: SandboxChoice) => void;
  /**
   * `--allow-local-network`: let HTTP hooks connect to loopback and private addresses, this machine's included
   * (a policy server on 127.0.0.1 during development). Only for hooks one trusts; the Action never sets it.
   */
  allowLocalNetwork?: boolean;
}

/** The outcome: the event record plus everything the loader found. */
export interface FireOutcome {
  profile: Profile;
  record: EventRecord;
  config: HookConfig;
  diagnostics: Diagnostic[];
  /** Lookups and requests the hooks made, through the firewall. */
  egress: EgressRecord[];
  /** Set when the process driver ran the hooks: isolation is reduced. */
  reducedIsolation: boolean;
}

// Payload fields (camelCase) that also feed the semantic input, so the merge sees what the hooks saw.
const INPUT_KEYS = [
  'toolName',
  'toolArgs',
  'toolResult',
  'error',
  'source',
  'initialPrompt',
  'prompt',
  'transformedPrompt',
  'stopReason',
  'agentName',
  'agentDisplayName',
  'agentDescription',
  'agentId',
  'agentType',
  'parentAgentId',
  'notificationType',
  'stopHookActive',
  'response',
  'reason',
  'trigger',
  'customInstructions',
  'errorContext',
  'recoverable',
  'message',
  'title',
] as const;

/** The input a session would build for this event, before `--payload` overrides. */
export function defaultInput(
  event: EventName,
  options: FireOptions,
  sessionId: string,
  now: number,
): EventInput {
  const prompt = options.prompt ?? '';
  const tool = { toolName: options.tool ?? 'bash', toolArgs: options.args ?? {} };
  const agent = {
    agentName: 'explore',
    agentId: randomUUID(),
    agentType: 'explore',
    parentAgentId: sessionId,
  };
  switch (event) {
    case 'sessionStart':
      return { source: 'new', initialPrompt: prompt };
    case 'userPromptSubmitted':
      return { prompt };
    case 'userPromptTransformed':
      return {
        prompt,
        transformedPrompt: `<current_datetime>${new Date(now).toISOString()}</current_datetime>\n\n${prompt}`,
      };
    case 'preToolUse':
    case 'permissionRequest':
      return tool;
    case 'postToolUse':
      return { ...tool, toolResult: { resultType: 'success', textResultForLlm: '' } };
    case 'postToolUseFailure':
      return { ...tool, error: 'Tool execution failed' };
    case 'agentStop':
      return { stopHookActive: false, stopReason: 'end_turn' };
    case 'subagentStart':
      return { ...agent, prompt };
    case 'subagentStop':
      return { ...agent, response: '', stopReason: 'end_turn', stopHookActive: false };
    case 'sessionEnd':
      return { reason: 'complete' };
    case 'preCompact':
      return { trigger: 'auto', customInstructions: '' };
    case 'errorOccurred':
      return {
        errorInfo: { message: 'Simulated error', name: 'Error' },
        errorContext: 'system',
        recoverable: true,
      };
    case 'notification':
      return { notificationType: 'agent_idle', message: 'Agent is idle', title: 'Agent idle' };
    case 'preMcpToolCall':
      return {};
  }
}

// `--payload` in the other casing family: snake_case names and the fields they feed.
const SNAKE_KEYS: Record<string, string> = {
  tool_name: 'toolName',
  tool_input: 'toolArgs',
  tool_response: 'toolResult',
  tool_result: 'toolResult',
  stop_hook_active: 'stopHookActive',
  notification_type: 'notificationType',
  agent_type: 'agentType',
  agent_id: 'agentId',
  custom_instructions: 'customInstructions',
};

/** A JSON string of an object (the documented `toolArgs` form) as the object; anything else as given. */
function parsedIfJsonObject(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : value;
  } catch {
    return value;
  }
}

/** A snake_case tool result (`result_type`, `text_result_for_llm`) in the runtime's camelCase. */
function camelToolResult(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const result = value as Record<string, unknown>;
  if (!('result_type' in result) && !('text_result_for_llm' in result)) return value;
  return { resultType: result.result_type, textResultForLlm: result.text_result_for_llm };
}

/**
 * `--payload` over the built input. Fields the session itself tracks (the tool, its arguments and result, the
 * prompt, …), in either casing, become the first hook's input, so that chaining (modifiedArgs, modifiedResult)
 * and the header work as with `--tool`/`--args`; only the rest is laid over every hook's payload as given.
 */
function withPayload(input: EventInput, payload: Record<string, unknown> | undefined): EventInput {
  if (!payload) return input;
  const merged: Record<string, unknown> = { ...input };
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    const field = SNAKE_KEYS[key] ?? key;
    if (!(INPUT_KEYS as readonly string[]).includes(field)) {
      rest[key] = value;
      continue;
    }
    merged[field] =
      field === 'toolArgs'
        ? parsedIfJsonObject(value)
        : field === 'toolResult'
          ? camelToolResult(value)
          : value;
  }
  return { ...(merged as EventInput), ...(Object.keys(rest).length > 0 ? { overrides: rest } : {}) };
}

/** The warning a process run carries (cloud-environment.md §5.8), as `run` puts it in its reports. */
function reducedFidelity(choice: SandboxChoice): Diagnostic {
  return diagnostic('', undefined, 'warning', 'sandbox-reduced-fidelity', reducedFidelityText(choice));
}

/** Refuse what `fire --engine copilot-cli` cannot do. */
function checkFireEngine(profile: Profile, options: FireOptions): void {
  if (profile.name !== 'cli')
    throw new UsageError(
      `--engine copilot-cli needs --profile cli (got '${profile.name}'): the real Copilot CLI is what the cli profile models.`,
    );
  if (options.payload !== undefined)
    throw new UsageError(
      '--payload cannot be used with --engine copilot-cli: the real CLI builds its own payloads.',
    );
  if (options.sandbox === 'process')
    throw new UsageError(
      '--engine copilot-cli runs the CLI inside the namespace sandbox; --sandbox process cannot host it.',
    );
}

/** Fire one event through the repository's hooks, in the same sandbox and firewall as `run`. */
export function fireEvent(options: FireOptions): Promise<FireOutcome> {
  // What /workspace shows is decided once for the discovery and the sandbox's workspace layers.
  return withWorkspaceViewScope(() => fireEventInScope(options));
}

async function fireEventInScope(options: FireOptions): Promise<FireOutcome> {
  const profile = getProfile(options.profile);
  const key = parseEventName(options.event);
  if (!key) {
    throw new UsageError(
      `Unknown event '${options.event}'. Expected an event name in either casing, e.g. preToolUse.`,
    );
  }
  const repo = resolve(options.repo);
  const clock = options.clock ?? systemClock;
  const prompt = options.prompt ?? '';
  const loadEnv = buildAgentEnv({ profile, home: '/root', prompt, extra: options.env ?? {} });
  if (options.engine === 'copilot-cli') {
    checkFireEngine(profile, options);
    const config = await loadHookConfig(repo, profile, { agentEnv: loadEnv });
    const { fireWithCopilot } = await import('../engines/copilot-fire.js');
    const { record, report } = await fireWithCopilot({
      event: key.event,
      repo,
      profile,
      config,
      ...(options.tool === undefined ? {} : { tool: options.tool }),
      ...(options.args === undefined ? {} : { args: options.args }),
      ...(options.prompt === undefined ? {} : { prompt: options.prompt }),
      ...(options.env === undefined ? {} : { env: options.env }),
      ...(options.engineDir === undefined ? {} : { engineDir: options.engineDir }),
    });
    return {
      profile,
      record,
      config,
      diagnostics: [...config.diagnostics, ...(report.diagnostics ?? [])],
      egress: report.egress,
      reducedIsolation: false,
    };
  }
  // The firewall and the sandbox start while the hook files load: both wait on git's listings of the
  // checkout (what /workspace shows decides the discovery too), and the firewall's start is work of its own.
  warmSandbox(options.sandbox ?? 'auto', repo);
  const choice = await chooseSandbox(options.sandbox ?? 'auto');
  options.onSandboxChoice?.(choice);
  const sandboxed = {
    repo,
    profile,
    kind: choice.kind,
    prompt,
    env: options.env ?? {},
  } as const;
  const started = startSandboxedSession(sandboxed);
  let config: HookConfig;
  try {
    config = await loadHookConfig(repo, profile, { agentEnv: loadEnv });
  } catch (error) {
    await started.teardown();
    throw error;
  }
  return withSandboxedSession(
    sandboxed,
    async ({ sandbox, firewall }) => {
      const sessionId = randomUUID();
      const input = withPayload(defaultInput(key.event, options, sessionId, clock.now()), options.payload);
      const record = await dispatchEvent(key.event, input, {
        profile,
        config,
        host: sandbox,
        clock,
        sessionId,
        agentEnv: { ...sandbox.baseEnv },
        httpGate: firewall.gate,
        attribute: (a) => firewall.attribute(a),
        ...(options.allowLocalNetwork ? { localNetwork: true } : {}),
      });
      return {
        profile,
        record,
        config,
        diagnostics: sandbox.reducedIsolation
          ? [...config.diagnostics, reducedFidelity(choice)]
          : config.diagnostics,
        egress: firewall.egress(),
        reducedIsolation: sandbox.reducedIsolation,
      };
    },
    { started },
  );
}
