/**
 * The host driver: runs hook commands on this machine, each in its own process group, with the
 * runtime's timeout, kill and output-cap rules (spec/runtime-behaviour.md §4-§6). The process handling
 * itself lives in sandbox/exec-core.cjs, shared with the namespace sandbox's in-sandbox agent.
 */
import { execCommand } from '../../sandbox/exec-core.cjs';
import type { ExecRequest, ExecResult, HookHost } from './types.js';

/** Options of the host driver. */
export interface HostHookHostOptions {
  /** The session working directory hooks see (a real directory on this machine). */
  workspace: string;
  /** `HOME` as hooks see it. */
  home: string;
  /** The base environment of every hook; hooksim's own process.env is never added. */
  baseEnv: Record<string, string>;
}

/** Runs hooks as direct children of hooksim, on this machine. */
export class HostHookHost implements HookHost {
  readonly workspace: string;
  readonly home: string;
  readonly baseEnv: Readonly<Record<string, string>>;

  constructor(options: HostHookHostOptions) {
    this.workspace = options.workspace;
    this.home = options.home;
    this.baseEnv = { ...options.baseEnv };
  }

  /** Run one command to completion, timeout or spawn failure; never throws for the command's own failures. */
  exec(request: ExecRequest): Promise<ExecResult> {
    return execCommand(request);
  }
}
