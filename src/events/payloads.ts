/**
 * Event payloads: the JSON object each hook receives on stdin (or as an HTTP body), per event, key casing and
 * `payloadShape` (spec/runtime-behaviour.md §11, hooks-reference.md "Hook event input payloads").
 */
import { posix } from 'node:path';
import { claudeToolName, PASCAL_KEYS, type Casing, type EventName } from './catalogue.js';
import type { EventInput, ToolResult } from '../model.js';
import type { Profile } from '../profiles.js';

/** The fields every payload of one dispatch shares. */
export interface PayloadCommon {
  sessionId: string;
  /** Epoch milliseconds from the injected clock, read once per dispatch so every hook sees the same instant. */
  timestamp: number;
  cwd: string;
  /** `transcriptPathFor(home, sessionId)` of the main session, also inside a subagent. */
  transcriptPath: string;
  /**
   * Set when the dispatch runs inside a subagent under `subagentHookIdentity=agent`: `sessionId` is then the
   * subagent's id and these ids are added to every payload (FINDINGS §10.1).
   */
  agent?: AgentIdentity;
}

/** The ids of the subagent a hook runs inside. */
export interface AgentIdentity {
  agentId: string;
  agentType: string;
  parentAgentId: string;
}

/** Ordered key/value pairs; an `undefined` value means the optional field is omitted. */
type Entries = ReadonlyArray<readonly [string, unknown]>;

interface Context {
  event: EventName;
  input: EventInput;
  common: PayloadCommon;
  profile: Profile;
  documented: boolean;
}

type BodyBuilder = (ctx: Context) => Entries;

/** The transcript file the runtime writes for a session: `<home>/.copilot/session-state/<id>/events.jsonl`. */
export function transcriptPathFor(home: string, sessionId: string): string {
  return posix.join(home, '.copilot', 'session-state', sessionId, 'events.jsonl');
}

/** The payload `timestamp`: epoch ms for camelCase, ISO 8601 UTC with milliseconds and `Z` for PascalCase. */
export function payloadTimestamp(casing: Casing, ms: number): number | string {
  return casing === 'camel' ? ms : new Date(ms).toISOString();
}

/** camelCase `toolArgs` per `toolArgsEncoding`: the args object as given, or its `JSON.stringify`. */
export function encodeToolArgs(args: Record<string, unknown> | undefined, profile: Profile): unknown {
  const value = args ?? {};
  return profile.toolArgsEncoding === 'string' ? JSON.stringify(value) : value;
}

/** PascalCase `tool_name`: always the Claude name on PreToolUse, per `pascalPostToolName` on the post events. */
export function pascalToolName(event: EventName, toolName: string, profile: Profile): string {
  if (event === 'postToolUse' || event === 'postToolUseFailure') {
    return profile.pascalPostToolName === 'claude' ? claudeToolName(toolName) : toolName;
  }
  return claudeToolName(toolName);
}

// Required fields the input leaves out get a neutral value, so a payload always has the documented type [decision].
const toolName = (c: Context): string => c.input.toolName ?? '';
const toolArgsObject = (c: Context): Record<string, unknown> => c.input.toolArgs ?? {};
const toolResult = (c: Context): ToolResult =>
  c.input.toolResult ?? { resultType: 'success', textResultForLlm: '' };
const stopReason = (c: Context): string => c.input.stopReason ?? 'end_turn';
const stopHookActive = (c: Context): boolean => c.input.stopHookActive ?? false;
const agentName = (c: Context): string => c.input.agentName ?? '';
const agentId = (c: Context): string => c.input.agentId ?? '';
// §11 [decision]: agentType is the agent's name; the main agent's id is the session id.
const agentType = (c: Context): string => c.input.agentType ?? agentName(c);
const parentAgentId = (c: Context): string => c.input.parentAgentId ?? c.common.sessionId;

function errorObject(c: Context): Record<string, unknown> {
  const info = c.input.errorInfo ?? { message: '', name: 'Error' };
  return toObject([
    ['message', info.message],
    ['name', info.name],
    ['stack', info.stack],
  ]);
}

function toObject(entries: Entries): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) if (value !== undefined) out[key] = value;
  return out;
}

function camelHead(c: Context): Entries {
  return [
    ['sessionId', c.common.sessionId],
    ['timestamp', c.common.timestamp],
    ['cwd', c.common.cwd],
  ];
}

function pascalHead(c: Context): Entries {
  return [
    ['hook_event_name', PASCAL_KEYS[c.event]],
    ['session_id', c.common.sessionId],
    ['timestamp', payloadTimestamp('pascal', c.common.timestamp)],
    ['cwd', c.common.cwd],
  ];
}

/** Fields after `sessionId, timestamp, cwd` for camelCase keys. */
const CAMEL_BODY: Readonly<Record<EventName, BodyBuilder>> = {
  sessionStart: (c) => [
    ['source', c.input.source ?? c.profile.sessionStartSource],
    ['initialPrompt', c.input.initialPrompt],
  ],
  sessionEnd: (c) => [['reason', c.input.reason ?? 'complete']],
  userPromptSubmitted: (c) => [['prompt', c.input.prompt ?? '']],
  userPromptTransformed: (c) => [
    ['prompt', c.input.prompt ?? ''],
    ['transformedPrompt', c.input.transformedPrompt ?? c.input.prompt ?? ''],
  ],
  preToolUse: (c) => [
    ['toolName', toolName(c)],
    ['toolArgs', encodeToolArgs(c.input.toolArgs, c.profile)],
  ],
  postToolUse: (c) => [
    ['toolName', toolName(c)],
    ['toolArgs', encodeToolArgs(c.input.toolArgs, c.profile)],
    [
      'toolResult',
      { resultType: toolResult(c).resultType, textResultForLlm: toolResult(c).textResultForLlm },
    ],
  ],
  postToolUseFailure: (c) => [
    ['toolName', toolName(c)],
    ['toolArgs', encodeToolArgs(c.input.toolArgs, c.profile)],
    ['error', c.input.error ?? ''],
  ],
  agentStop: (c) => [
    ['transcriptPath', c.common.transcriptPath],
    ['stopReason', stopReason(c)],
    ['stop_hook_active', stopHookActive(c)],
  ],
  subagentStart: (c) =>
    c.documented
      ? [
          ['transcriptPath', c.common.transcriptPath],
          ['agentName', agentName(c)],
          ['agentDisplayName', c.input.agentDisplayName],
          ['agentDescription', c.input.agentDescription],
        ]
      : [
          ['transcriptPath', c.common.transcriptPath],
          ['agentName', agentName(c)],
          ['agentId', agentId(c)],
          ['agentType', agentType(c)],
          ['parentAgentId', parentAgentId(c)],
        ],
  subagentStop: (c) =>
    c.documented
      ? [
          ['transcriptPath', c.common.transcriptPath],
          ['agentId', agentId(c)],
          ['agentType', agentType(c)],
          ['agentName', agentName(c)],
          ['agentDisplayName', c.input.agentDisplayName],
          ['response', c.input.response ?? ''],
          ['stopReason', stopReason(c)],
        ]
      : [
          ['transcriptPath', c.common.transcriptPath],
          ['agentId', agentId(c)],
          ['agentType', agentType(c)],
          ['agentName', agentName(c)],
          ['response', c.input.response ?? ''],
          ['stopReason', stopReason(c)],
          ['stop_hook_active', stopHookActive(c)],
          ['parentAgentId', parentAgentId(c)],
        ],
  // 1.0.102 puts `error` last in the camelCase payload (FINDINGS §9 Q21); the reference puts it first.
  errorOccurred: (c) =>
    c.documented
      ? [
          ['error', errorObject(c)],
          ['errorContext', c.input.errorContext ?? 'system'],
          ['recoverable', c.input.recoverable ?? false],
        ]
      : [
          ['errorContext', c.input.errorContext ?? 'system'],
          ['recoverable', c.input.recoverable ?? false],
          ['error', errorObject(c)],
        ],
  preCompact: (c) => [
    ['transcriptPath', c.common.transcriptPath],
    ['trigger', c.input.trigger ?? 'auto'],
    ['customInstructions', c.input.customInstructions ?? ''],
  ],
  permissionRequest: (c) => [
    ['toolName', toolName(c)],
    ['toolInput', toolArgsObject(c)],
  ],
  notification: (c) =>
    c.documented
      ? [
          ['hook_event_name', 'Notification'],
          ['message', c.input.message ?? ''],
          ['title', c.input.title],
          ['notification_type', c.input.notificationType ?? ''],
        ]
      : [
          ['message', c.input.message ?? ''],
          ['title', c.input.title],
          ['hook_event_name', 'Notification'],
          ['notification_type', c.input.notificationType ?? ''],
        ],
  // Not simulated (§14); shaped like preToolUse should anything dispatch it [decision].
  preMcpToolCall: (c) => [
    ['toolName', toolName(c)],
    ['toolArgs', encodeToolArgs(c.input.toolArgs, c.profile)],
  ],
};

/** Fields after `hook_event_name, session_id, timestamp, cwd` for PascalCase keys with the VS Code shape. */
const PASCAL_BODY: Readonly<Partial<Record<EventName, BodyBuilder>>> = {
  sessionStart: (c) => [
    ['source', c.input.source ?? c.profile.sessionStartSource],
    ['initial_prompt', c.input.initialPrompt],
  ],
  sessionEnd: (c) => [['reason', c.input.reason ?? 'complete']],
  userPromptSubmitted: (c) => [['prompt', c.input.prompt ?? '']],
  preToolUse: (c) => [
    ['tool_name', pascalToolName(c.event, toolName(c), c.profile)],
    ['tool_input', toolArgsObject(c)],
  ],
  postToolUse: (c) => [
    ['tool_name', pascalToolName(c.event, toolName(c), c.profile)],
    ['tool_input', toolArgsObject(c)],
    [
      'tool_result',
      { result_type: toolResult(c).resultType, text_result_for_llm: toolResult(c).textResultForLlm },
    ],
  ],
  postToolUseFailure: (c) => [
    ['tool_name', pascalToolName(c.event, toolName(c), c.profile)],
    ['tool_input', toolArgsObject(c)],
    ['error', c.input.error ?? ''],
  ],
  agentStop: (c) => [
    ['transcript_path', c.common.transcriptPath],
    ['stop_reason', stopReason(c)],
    ['stop_hook_active', stopHookActive(c)],
  ],
  subagentStop: (c) =>
    c.documented
      ? [
          ['transcript_path', c.common.transcriptPath],
          ['agent_id', agentId(c)],
          ['agent_type', agentType(c)],
          ['agent_name', agentName(c)],
          ['agent_display_name', c.input.agentDisplayName],
          ['last_assistant_message', c.input.response ?? ''],
          ['stop_reason', stopReason(c)],
        ]
      : [
          ['agent_id', agentId(c)],
          ['agent_type', agentType(c)],
          ['parent_agent_id', parentAgentId(c)],
          ['transcript_path', c.common.transcriptPath],
          ['agent_name', agentName(c)],
          ['last_assistant_message', c.input.response ?? ''],
          ['stop_reason', stopReason(c)],
          ['stop_hook_active', stopHookActive(c)],
        ],
  errorOccurred: (c) => [
    ['error', errorObject(c)],
    ['error_context', c.input.errorContext ?? 'system'],
    ['recoverable', c.input.recoverable ?? false],
  ],
  preCompact: (c) => [
    ['transcript_path', c.common.transcriptPath],
    ['trigger', c.input.trigger ?? 'auto'],
    ['custom_instructions', c.input.customInstructions ?? ''],
  ],
  permissionRequest: (c) => [
    ['tool_name', claudeToolName(toolName(c))],
    ['tool_input', toolArgsObject(c)],
  ],
};

/** The observed permissionRequest payload: camelCase and the runtime tool name under either key (§11). */
function observedPermissionRequest(c: Context): Entries {
  return [
    ['hookName', 'permissionRequest'],
    ...camelHead(c),
    ['toolName', toolName(c)],
    ['toolInput', toolArgsObject(c)],
    ['permissionSuggestions', []],
  ];
}

/** PascalCase `SubagentStart` as observed: camelCase fields with snake ids, no `hook_event_name`, ms timestamp. */
function pascalSubagentStart(c: Context): Entries {
  return [
    ...camelHead(c),
    ['transcriptPath', c.common.transcriptPath],
    ['agentName', agentName(c)],
    ['agent_id', agentId(c)],
    ['agent_type', agentType(c)],
    ['parent_agent_id', parentAgentId(c)],
  ];
}

/**
 * The subagent's ids as 1.0.102 adds them inside a subagent (FINDINGS §10.1): camelCase payloads get
 * `agentId, agentType, parentAgentId` appended; PascalCase ones get `agent_id, agent_type, parent_agent_id`
 * right after `cwd`.
 */
function withAgentIdentity(entries: Entries, casing: Casing, agent: AgentIdentity | undefined): Entries {
  if (!agent) return entries;
  if (casing === 'camel' || !entries.some(([key]) => key === 'hook_event_name')) {
    return [
      ...entries,
      ['agentId', agent.agentId],
      ['agentType', agent.agentType],
      ['parentAgentId', agent.parentAgentId],
    ];
  }
  const at = entries.findIndex(([key]) => key === 'cwd') + 1;
  return [
    ...entries.slice(0, at),
    ['agent_id', agent.agentId],
    ['agent_type', agent.agentType],
    ['parent_agent_id', agent.parentAgentId],
    ...entries.slice(at),
  ];
}

function payloadEntries(c: Context, casing: Casing): Entries {
  if (c.event === 'permissionRequest' && !c.documented) return observedPermissionRequest(c);
  if (casing === 'pascal') {
    // The reference describes neither, so both shapes take the observed payloads [docs] + [decision].
    if (c.event === 'subagentStart') return pascalSubagentStart(c);
    if (c.event === 'notification')
      return [...camelHead(c), ...CAMEL_BODY.notification({ ...c, documented: false })];
    const body = PASCAL_BODY[c.event];
    // Events with no PascalCase key never reach here from a hook file; they keep the camelCase shape.
    if (body) return [...pascalHead(c), ...body(c)];
  }
  return [...camelHead(c), ...CAMEL_BODY[c.event](c)];
}

/**
 * Build the payload one hook of `event` receives under a key of `casing`: fields and key order of §11 for the
 * profile's `payloadShape`, optional fields omitted, then `input.overrides` (from `--payload`) replacing or adding
 * top-level keys.
 */
export function buildPayload(
  event: EventName,
  casing: Casing,
  input: EventInput,
  common: PayloadCommon,
  profile: Profile,
): Record<string, unknown> {
  const ctx: Context = { event, input, common, profile, documented: profile.payloadShape === 'documented' };
  const payload = toObject(withAgentIdentity(payloadEntries(ctx, casing), casing, common.agent));
  return input.overrides ? { ...payload, ...input.overrides } : payload;
}
