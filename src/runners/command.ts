/**
 * Run one command hook entry through a HookHost: argv, stdin, cwd, environment layers, timeout, and the
 * mapping of what happened to a HookRecord (spec/runtime-behaviour.md §4-§7, cloud-environment.md §3).
 */
import path from 'node:path';
import { describeMissingProgram } from './missing-program.js';
import { hookRecordBase, skippedHookRecord } from '../hook-record.js';
import type { HookEntry, HookRecord, HookStatus } from '../model.js';
import type { Profile } from '../profiles.js';
import type { ExecResult, HookHost } from '../sandbox/types.js';
import { parseHookStdout } from './output.js';
// The cli profile is the pinned CLI as observed: one version for both (the engine's pin).
import { COPILOT_CLI_VERSION } from '../engines/copilot-install.js';

/** What a command hook needs besides its entry and payload. */
export interface CommandContext {
  host: HookHost;
  profile: Profile;
  /**
   * The agent environment (sandbox base plus scenario env). It is laid over `host.baseEnv`, so passing
   * `{}` means "the host's base environment only" and passing the full agent env is equally right.
   */
  agentEnv: Record<string, string>;
}

/** The longest command text a timeout message keeps (runtime-behaviour.md §5). */
const TIMEOUT_TEXT_LIMIT = 80;

/** The shell every bash hook runs in (runtime-behaviour.md §4). */
const BASH_ARGV = ['/bin/bash', '--norc', '--noprofile', '-c'];

/** The argv a profile spawns for an entry, or why it does not run it. */
export function commandArgv(entry: HookEntry, profile: Profile): { argv: string[] } | { skipped: string } {
  if (entry.exec !== undefined) {
    if (profile.execEntries === 'skip') return { skipped: 'exec entries are only supported in Copilot CLI' };
    // A bare name is looked up by spawn through the final env's PATH: the entry's PATH, else the inherited one.
    return { argv: [entry.exec, ...(entry.args ?? [])] };
  }
  const text = entry.bash ?? entry.command;
  if (text !== undefined) return { argv: [...BASH_ARGV, text] };
  if (entry.powershell !== undefined) {
    if (profile.powershellOnlyEntries === 'pwsh')
      return { argv: ['pwsh', '-NoProfile', '-Command', entry.powershell] };
    return {
      skipped:
        profile.surface === 'cloud'
          ? 'powershell entries are ignored by Copilot cloud agent'
          : 'powershell-only entries are not run on Linux',
    };
  }
  return { skipped: 'the entry has no bash, command or exec field' };
}

/** The command text hooks are named by in messages: the shell text, or `<exec> <args...>`. */
export function commandText(entry: HookEntry): string {
  if (entry.exec !== undefined) return [entry.exec, ...(entry.args ?? [])].join(' ');
  return entry.bash ?? entry.command ?? entry.powershell ?? '';
}

/** Shorten a command text for the timeout message per `timeoutTextTruncation`; counts code points. */
export function truncateCommandText(text: string, profile: Profile): string {
  const points = Array.from(text);
  if (points.length <= TIMEOUT_TEXT_LIMIT) return text;
  if (profile.timeoutTextTruncation === 'cut') return points.slice(0, TIMEOUT_TEXT_LIMIT).join('');
  return `${points.slice(0, TIMEOUT_TEXT_LIMIT - 1).join('')}…`;
}

/** `Hook command timed out after <N> seconds: <text>`, with N as configured (R068). */
export function timeoutMessage(entry: HookEntry, profile: Profile): string {
  return `Hook command timed out after ${entry.timeoutSec} seconds: ${truncateCommandText(commandText(entry), profile)}`;
}

/** The hook's working directory: the entry's `cwd` against the workspace, else the workspace (R036, R037). */
export function resolveHookCwd(entry: HookEntry, workspace: string): string {
  return entry.cwd === undefined ? workspace : path.resolve(workspace, entry.cwd);
}

/** `$NAME` and `${NAME}` from `vars`, unset → empty; nothing else is special (`%NAME%`, `~`, `$(...)` stay). */
export function expandPosixVars(value: string, vars: Readonly<Record<string, string>>): string {
  return value.replace(
    /\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/g,
    (_match, braced: string | undefined, bare: string | undefined) => vars[braced ?? bare ?? ''] ?? '',
  );
}

/**
 * The CLI binary's own variables (`cliBinaryEnvVars`, FINDINGS §8): its version, and the directory its
 * package is unpacked to, `${XDG_CACHE_HOME:-$HOME/.cache}/copilot/pkg/linux-x64/<version>`, read from the
 * environment the hook inherits, so it names the path a real install in that sandbox would use.
 */
export function cliBinaryVariables(
  inherited: Readonly<Record<string, string>>,
  profile: Profile,
): Record<string, string> {
  if (!profile.cliBinaryEnvVars) return {};
  const cache = inherited.XDG_CACHE_HOME || path.posix.join(inherited.HOME ?? '/root', '.cache');
  return {
    COPILOT_CLI_BINARY_VERSION: COPILOT_CLI_VERSION,
    COPILOT_CLI_RESOLVED_DIST_DIR: path.posix.join(cache, 'copilot', 'pkg', 'linux-x64', COPILOT_CLI_VERSION),
  };
}

/** The variables the runtime adds to every hook under `runtimeEnvVars=copilot` (cloud-environment.md §3). */
export function runtimeVariables(entry: HookEntry, host: HookHost, profile: Profile): Record<string, string> {
  if (profile.runtimeEnvVars !== 'copilot') return {};
  return {
    COPILOT_CLI: '1',
    COPILOT_HOOK_DIR: path.resolve(host.workspace, entry.fileDir),
    COPILOT_PROJECT_DIR: host.workspace,
    CLAUDE_PROJECT_DIR: host.workspace,
  };
}

/**
 * The hook's complete environment, later layers winning: host base, agent env, runtime variables, the
 * entry's `env` (literal or POSIX-expanded per `envExpansion`), then `PWD` = the hook's cwd.
 */
export function buildHookEnv(entry: HookEntry, context: CommandContext, cwd: string): Record<string, string> {
  const base = { ...context.host.baseEnv, ...context.agentEnv };
  const inherited = {
    ...base,
    ...cliBinaryVariables(base, context.profile),
    ...runtimeVariables(entry, context.host, context.profile),
  };
  const own: Record<string, string> = {};
  for (const [name, value] of Object.entries(entry.env ?? {})) {
    own[name] = context.profile.envExpansion === 'posix' ? expandPosixVars(value, inherited) : value;
  }
  return { ...inherited, ...own, PWD: cwd };
}

function failureText(result: ExecResult, stderr: string): string {
  if (result.exitCode === null && result.signal !== null) {
    // A decision: the runtime's text names only codes; a signal death is reported by its name.
    return `Hook command was killed by signal ${result.signal}\nStderr: ${stderr}`;
  }
  return `Hook command failed with code ${result.exitCode}\nStderr: ${stderr}`;
}

function statusOf(result: ExecResult): HookStatus {
  if (result.spawnError !== undefined) return 'error';
  if (result.timedOut) return 'timeout';
  if (result.exitCode === 0) return 'ok';
  if (result.exitCode === 2) return 'exit2';
  return 'error';
}

/**
 * Run one command hook and report what happened; never throws for the hook's own failure. Output is
 * parsed for `ok` and `exit2` only: a crashed or timed-out hook's stdout never counts (§5, §7).
 */
export async function runCommandHook(
  entry: HookEntry,
  payload: Record<string, unknown>,
  context: CommandContext,
): Promise<HookRecord> {
  const { host, profile } = context;
  const chosen = commandArgv(entry, profile);
  if ('skipped' in chosen) return skippedHookRecord(entry, chosen.skipped);

  const stdin = JSON.stringify(payload) + (profile.stdinTrailingNewline ? '\n' : '');
  const cwd = resolveHookCwd(entry, host.workspace);
  const result = await host.exec({
    argv: chosen.argv,
    cwd,
    env: buildHookEnv(entry, context, cwd),
    stdin,
    timeoutMs: entry.timeoutSec * 1000,
    killMode: profile.timeoutKill,
    killGroupOnExit: profile.killGroupOnExit,
    outputCapBytes: profile.outputCapBytes,
  });

  // toString('utf8') replaces invalid bytes with U+FFFD: binary output cannot crash the report.
  const stdout = result.stdout.toString('utf8');
  const stderr = result.stderr.toString('utf8');
  const status = statusOf(result);
  const parsed = parseHookStdout(stdout);
  const record: HookRecord = {
    ...hookRecordBase(entry),
    status,
    exitCode: result.exitCode,
    signal: result.signal,
    durationMs: result.durationMs,
    // What the hook received, parsed back: exactly the bytes on its stdin.
    payload: JSON.parse(stdin) as unknown,
    stdout,
    stderr,
    progress: parsed.progress,
    stdoutTruncated: result.stdoutTruncated,
  };
  if (status === 'ok' || status === 'exit2') {
    if ('output' in parsed) record.output = parsed.output;
    if (parsed.parseError !== undefined) record.parseError = parsed.parseError;
  } else if (status === 'timeout') {
    record.error = timeoutMessage(entry, profile);
  } else {
    record.error = result.spawnError ?? failureText(result, stderr);
    const missing = describeMissingProgram(result.exitCode, stderr);
    if (missing) record.missingProgram = missing;
  }
  return record;
}
