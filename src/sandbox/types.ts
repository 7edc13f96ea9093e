import type { Profile } from '../profiles.js';
import type { AgentShellValues } from './environment.js';

/**
 * Where hooks run. The command runner spawns every hook through a HookHost; the host driver runs on this
 * machine, the namespace and process drivers (spec/cloud-environment.md §5.8) come with the sandbox.
 */

/** One command to run, as the runtime spawns a hook. */
export interface ExecRequest {
  /** argv[0] is the program (`/bin/bash`, `pwsh`, or an exec entry's program). */
  argv: string[];
  /** Absolute working directory, as the hook sees it. */
  cwd: string;
  /** The complete environment: nothing else is inherited. */
  env: Record<string, string>;
  /** Bytes written to stdin, then stdin is closed. */
  stdin: string;
  timeoutMs: number;
  /** On timeout: SIGTERM to the process group then SIGKILL 2 s later, or SIGKILL at once. */
  killMode: 'termThenKill' | 'kill';
  /** Kill what is left of the process group after the hook exits. */
  killGroupOnExit: boolean;
  /** Bytes of stdout (and, separately, stderr) kept; the rest is drained and discarded. */
  outputCapBytes: number;
}

/** What happened to one command. */
export interface ExecResult {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  /** `spawn /bin/bash ENOENT` and the like, when the process never started. */
  spawnError?: string;
  stdout: Buffer;
  stderr: Buffer;
  stdoutTruncated: boolean;
  stderrTruncated: boolean;
  durationMs: number;
}

/** A place that runs hook commands and knows the paths and environment hooks see. */
export interface HookHost {
  /** The session working directory as hooks see it (`/workspace` in the sandbox). */
  readonly workspace: string;
  /** `HOME` as hooks see it (`/root` in the sandbox). */
  readonly home: string;
  /** The base environment of every hook (cloud-environment.md §3 layers 1 to 3). */
  readonly baseEnv: Readonly<Record<string, string>>;
  /** Run one command to completion, timeout or spawn failure; never throws for the command's own failures. */
  exec(request: ExecRequest): Promise<ExecResult>;
  /**
   * POST to a server on the sandbox's own loopback, where hooks' servers listen (the namespace driver only: the
   * process driver's loopback is this machine's). Rejects with the connection error's code.
   */
  loopbackHttp?(request: LoopbackHttpRequest): Promise<LoopbackHttpReply>;
}

/** One HTTP hook request to a loopback address inside the sandbox. */
export interface LoopbackHttpRequest {
  url: string;
  /** The checked loopback address to connect to. */
  address: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  capBytes: number;
}

/** Its reply, the body cut at `capBytes`. */
export interface LoopbackHttpReply {
  status: number;
  body: Buffer;
  truncated: boolean;
}

/** The clock payload timestamps come from; injectable for tests. */
export interface Clock {
  now(): number;
}

/** The real clock. */
export const systemClock: Clock = { now: () => Date.now() };

/** Paths changed during a session, as absolute sandbox paths, sorted (cloud-environment.md §1). */
export interface FileChanges {
  created: string[];
  modified: string[];
  deleted: string[];
}

/** Who is making network requests right now: the hook run (or executed tool) egress is attributed to. */
export interface EgressAttribution {
  event: string;
  file?: string;
  index?: number;
  step?: number;
  tool?: string;
  /**
   * An executed `bash` tool's command string: the fallback for when the namespace relay cannot name the process that
   * made a request (the process driver; a process gone or hidden). The process's own command line wins (§5.4).
   */
  command?: string;
}

/** A stub executable put first on PATH (`mocks.commands`). */
export interface CommandMock {
  stdout?: string;
  stderr?: string;
  exitCode?: number;
}

/** A host path bound into the sandbox (namespace driver only). */
export interface SandboxBind {
  source: string;
  /** Absolute path inside the sandbox; under `/run/hooksim/`, so nothing is created in the overlays. */
  target: string;
  readOnly: boolean;
}

/** What a sandbox is built from. */
export interface SandboxOptions {
  /** The repository checkout on the host (never modified). */
  repo: string;
  profile: Profile;
  /** The job prompt (`COPILOT_AGENT_PROMPT`). */
  prompt: string;
  /** The scenario's `env`, layer 3 of the environment. */
  env?: Record<string, string>;
  /** Files written into the workspace before the session (`files:`), relative to it. */
  files?: Record<string, string>;
  /** Stub commands (`mocks.commands`). */
  commandMocks?: Record<string, CommandMock>;
  /** Unix socket of the firewall outside; absent: no egress at all (every lookup and connection fails). */
  egressSocket?: string;
  /** PEM of the firewall's per-run CA, appended to the sandbox CA bundle when TLS interception is on. */
  caCertPem?: string;
  /** Values of the `agentShellEnv` layer; used only when the profile flag is on. */
  agentShell?: AgentShellValues;
  /** Extra binds (the copilot-cli engine's package and shared cache); the process driver has none. */
  binds?: SandboxBind[];
  /** Extra IPv4 addresses on the sandbox's loopback (namespace driver only; the copilot-cli engine's relay). */
  loopbackAddresses?: string[];
}

/** A running sandbox: a HookHost plus its lifecycle. */
export interface Sandbox extends HookHost {
  readonly driver: 'namespace' | 'process';
  /** True for the process driver: no namespaces, no enforced network isolation. */
  readonly reducedIsolation: boolean;
  /** Write a file at an absolute sandbox path (the transcript, scenario files), creating directories. */
  writeFile(path: string, content: string | Buffer): Promise<void>;
  /** Append to a file at an absolute sandbox path. */
  appendFile(path: string, content: string): Promise<void>;
  /**
   * True when every request (exec, file access, HTTP) starts only after the writes sent before it are done, so
   * a caller may send a write and go on without waiting for it (the namespace driver's agent keeps that order).
   */
  readonly writesInOrder?: boolean;
  /** Read a file at an absolute sandbox path (undefined when missing). */
  readFile(path: string): Promise<Buffer | undefined>;
  /** Files created, modified and deleted under /workspace and /root since start (system overlays by top dir). */
  changes(): Promise<FileChanges>;
  /** Limits the session ran into (its disk bound), each as a sentence that fails the scenario. */
  limitsReached?(): Promise<string[]>;
  /** Kill everything in the sandbox and remove its layers; safe to call twice. */
  stop(): Promise<void>;
}
