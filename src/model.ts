/** The data every part of hooksim passes around: hook entries, hook runs, event inputs and outcomes. */
import type { Casing, EventName } from './events/catalogue.js';
import type { Diagnostic } from './diagnostics.js';

/** A 1-based place in a file. */
export interface Position {
  line: number;
  column: number;
}

/** One validated hook entry, in run order, with where it came from. */
export interface HookEntry {
  /** The config file as reported: repo-relative with `/` (`.github/hooks/a.json`), absolute when outside the repo. */
  file: string;
  /** Directory of the config file relative to the repo root (`.github/hooks`), or absolute when outside. */
  fileDir: string;
  /** Index of the item in its event array. */
  index: number;
  /** Index inside a Claude nested group `{matcher, hooks: [...]}`, when the entry came from one. */
  nestedIndex?: number;
  /** The key as written in the file (`preToolUse`, `PreToolUse`). */
  eventKey: string;
  event: EventName;
  casing: Casing;
  /** Position of the item in the file. */
  position: Position;
  type: 'command' | 'http' | 'prompt';
  matcher?: string;
  bash?: string;
  powershell?: string;
  command?: string;
  exec?: string;
  args?: string[];
  cwd?: string;
  env?: Record<string, string>;
  /** Effective timeout in seconds (`timeoutSec`, else `timeout`, else 30). */
  timeoutSec: number;
  url?: string;
  headers?: Record<string, string>;
  allowedEnvVars?: string[];
  prompt?: string;
  /** Set when the file has `disableAllHooks: true`: the entry is reported as skipped. */
  disabled?: boolean;
}

/** The status of one file after loading. */
export interface LoadedFile {
  file: string;
  status: 'loaded' | 'rejected' | 'disabled';
  hooks: number;
}

/** Everything loaded from a repository under one profile. */
export interface HookConfig {
  files: LoadedFile[];
  /** Valid entries of every file, in the order the runtime runs them (files first, then array order). */
  entries: HookEntry[];
  diagnostics: Diagnostic[];
}

/** A progress line a command hook printed. */
export interface ProgressMessage {
  message: string;
  temporary?: boolean;
}

/** Status of one hook run, as in the JSON report. */
export type HookStatus = 'ok' | 'exit2' | 'error' | 'timeout' | 'skipped' | 'dropped';

/** One hook run: the report's `hooks[]` record. */
export interface HookRecord {
  file: string;
  index: number;
  nestedIndex?: number;
  eventKey: string;
  type: 'command' | 'http' | 'prompt';
  status: HookStatus;
  /** Why the hook did not run (status `skipped`). */
  skipped?: string;
  exitCode?: number | null;
  signal?: string | null;
  durationMs: number;
  /** Exactly what the hook received (stdin, or the HTTP body), parsed back to JSON. */
  payload?: unknown;
  stdout?: string;
  stderr?: string;
  progress?: ProgressMessage[];
  /** The parsed hook output (absent when there was none or it did not parse). */
  output?: unknown;
  parseError?: string;
  /** The failure text for `error` and `timeout` (`Hook command failed with code 1\nStderr: ...`). */
  error?: string;
  /** For HTTP hooks: what failed (`status`, `redirect`, `network`, `dns`, `firewall`, `ssrf`), used by fail rules. */
  httpFailure?: 'status' | 'redirect' | 'network' | 'dns' | 'firewall' | 'ssrf' | 'timeout';
  httpStatus?: number;
  stdoutTruncated?: boolean;
  /** What the runtime drops of this run's output, and why (events/ignored-output.ts). */
  ignored?: string[];
  /** The program a hook that exited 127 could not find, and whether the cloud agent's image has it. */
  missingProgram?: { name: string; inCloudImage: boolean };
  /** Bytes of stdout past the record's excerpt (report/excerpt.ts), not kept. */
  stdoutOmittedBytes?: number;
  /** Bytes of stderr past the record's excerpt, not kept. */
  stderrOmittedBytes?: number;
  /** The size of a parsed output too large to keep (its effect is in the event's result). */
  outputOmittedBytes?: number;
  /** Progress messages past an excerpt's worth, counted, not kept. */
  progressOmitted?: number;
}

/** A tool result as the runtime models it. */
export interface ToolResult {
  resultType: 'success' | 'failure';
  textResultForLlm: string;
}

/** The semantic input of one event dispatch; payload builders turn it into each casing's payload. */
export interface EventInput {
  toolName?: string;
  toolArgs?: Record<string, unknown>;
  toolResult?: ToolResult;
  /** postToolUseFailure: the error text. */
  error?: string;
  source?: string;
  initialPrompt?: string;
  prompt?: string;
  transformedPrompt?: string;
  stopHookActive?: boolean;
  stopReason?: string;
  agentName?: string;
  agentDisplayName?: string;
  agentDescription?: string;
  agentId?: string;
  agentType?: string;
  parentAgentId?: string;
  response?: string;
  reason?: string;
  trigger?: 'auto' | 'manual';
  customInstructions?: string;
  errorInfo?: { message: string; name: string; stack?: string };
  errorContext?: string;
  recoverable?: boolean;
  notificationType?: string;
  message?: string;
  title?: string;
  /** Fields given by `--payload` that override or add to the built payload (camelCase and PascalCase alike). */
  overrides?: Record<string, unknown>;
}

/** The merged outcome of one event: the report's `result`; only the fields its event produces. */
export interface EventResult {
  decision?: 'allow' | 'deny' | 'ask' | 'block' | 'none';
  reason?: string;
  args?: Record<string, unknown>;
  additionalContext?: string;
  prompt?: string;
  transformedPrompt?: string;
  toolResult?: ToolResult;
  modifiedResponse?: string;
  /** permissionRequest (cli): a deny with `interrupt: true` stops the agent. */
  interrupt?: boolean;
  agentSees?: string;
  /** The hook that decided (file#index), for deny/ask/block. */
  decidedBy?: string;
  /** Output fields the profile ignores on this event, listed for the report. */
  ignoredOutputs?: string[];
}

/** One event dispatch: the report's `events[]` record. */
export interface EventRecord {
  step?: number;
  event: EventName;
  fired: boolean;
  skipped?: string;
  input: Record<string, unknown>;
  hooks: HookRecord[];
  result: EventResult;
  /** Warnings the runtime would log or raise during this dispatch. */
  warnings?: string[];
}
