/** The event catalogue: every event, its keys in both casings, what its matcher tests, where it fires. */
import type { Profile } from '../profiles.js';

/** The camelCase name of every event hooksim knows. */
export const EVENT_NAMES = [
  'sessionStart',
  'sessionEnd',
  'userPromptSubmitted',
  'userPromptTransformed',
  'preToolUse',
  'postToolUse',
  'postToolUseFailure',
  'agentStop',
  'subagentStart',
  'subagentStop',
  'errorOccurred',
  'preCompact',
  'permissionRequest',
  'notification',
  'preMcpToolCall',
] as const;

/** An event, named by its camelCase key. */
export type EventName = (typeof EVENT_NAMES)[number];

/** Which payload shape a key selects. */
export type Casing = 'camel' | 'pascal';

/** PascalCase keys the runtime accepts (runtime-behaviour.md §11); userPromptTransformed has none. */
export const PASCAL_KEYS: Readonly<Partial<Record<EventName, string>>> = {
  sessionStart: 'SessionStart',
  sessionEnd: 'SessionEnd',
  userPromptSubmitted: 'UserPromptSubmit',
  preToolUse: 'PreToolUse',
  postToolUse: 'PostToolUse',
  postToolUseFailure: 'PostToolUseFailure',
  agentStop: 'Stop',
  subagentStart: 'SubagentStart',
  subagentStop: 'SubagentStop',
  preCompact: 'PreCompact',
  errorOccurred: 'ErrorOccurred',
  permissionRequest: 'PermissionRequest',
  notification: 'Notification',
};

/** What a key in a hook file means: the event and the payload casing. */
export interface EventKey {
  event: EventName;
  casing: Casing;
}

const KEY_TABLE = new Map<string, EventKey>([
  ...EVENT_NAMES.map((event): [string, EventKey] => [event, { event, casing: 'camel' }]),
  ...Object.entries(PASCAL_KEYS).map(([event, key]): [string, EventKey] => [
    key as string,
    { event: event as EventName, casing: 'pascal' },
  ]),
]);

/** Resolve a hook-file key (either casing, case-sensitive) to its event; undefined for unknown keys. */
export function resolveEventKey(key: string): EventKey | undefined {
  return KEY_TABLE.get(key);
}

/** Every key a hook file may use, camelCase first. */
export function allEventKeys(): string[] {
  return [...KEY_TABLE.keys()];
}

/** Resolve an event name given on the command line: either casing, case-insensitively. */
export function parseEventName(name: string): EventKey | undefined {
  const exact = resolveEventKey(name);
  if (exact) return exact;
  const lower = name.toLowerCase();
  for (const [key, value] of KEY_TABLE) if (key.toLowerCase() === lower) return value;
  return undefined;
}

/** The payload field a matcher tests, per event (runtime-behaviour.md §10); absent: matchers are ignored. */
export const MATCHER_TARGET: Readonly<
  Partial<Record<EventName, 'toolName' | 'agentName' | 'trigger' | 'notificationType'>>
> = {
  preToolUse: 'toolName',
  postToolUse: 'toolName',
  permissionRequest: 'toolName',
  subagentStart: 'agentName',
  preCompact: 'trigger',
  notification: 'notificationType',
};

/** Why an event never fires under a profile, or undefined when it can fire (runtime-behaviour.md §14). */
export function eventNeverFires(event: EventName, profile: Profile): string | undefined {
  if (event === 'preMcpToolCall') return 'preMcpToolCall hooks are not simulated';
  if (profile.eventSet === 'cloud' && (event === 'permissionRequest' || event === 'notification')) {
    return `${event} does not fire under Copilot cloud agent`;
  }
  return undefined;
}

/** Claude tool names for runtime tool names (runtime-behaviour.md §10); others keep their name. */
export const CLAUDE_TOOL_NAMES: Readonly<Record<string, string>> = {
  bash: 'Bash',
  powershell: 'Bash',
  view: 'Read',
  create: 'Write',
  edit: 'Edit',
  str_replace_editor: 'Edit',
  apply_patch: 'Edit',
  grep: 'Grep',
  rg: 'Grep',
  glob: 'Glob',
  web_fetch: 'WebFetch',
  web_search: 'WebSearch',
  update_todo: 'TodoWrite',
  ask_user: 'AskUserQuestion',
  task: 'Agent',
};

/** The Claude name of a runtime tool, or the runtime name when it has none. */
export function claudeToolName(runtimeName: string): string {
  return CLAUDE_TOOL_NAMES[runtimeName] ?? runtimeName;
}
