/**
 * Programs hooksim itself runs on the host (git, cp, npm, the package manager), through execa: the caller's
 * environment is all they see, the program named is what runs (no shell, no `node_modules/.bin` lookup), and
 * a failure names the command, how it ended and the end of its stderr. Hooks never run through here: they go
 * through sandbox/exec-core.mjs (process groups, kill modes, output caps).
 */
import type { ExecaError } from 'execa';

/** How much of the end of a failed command's stderr its error message keeps. */
const STDERR_TAIL_BYTES = 2048;

/**
 * execa's conveniences turned off, so a host command behaves as child_process ran it: `env` is the whole
 * environment (extendEnv would add hooksim's own), no local binaries are preferred, no shell, no SIGKILL after
 * a timeout's SIGTERM, no exit hook that kills commands when hooksim exits, no logging under NODE_DEBUG.
 */
export const HOST_EXECA_OPTIONS = {
  extendEnv: false,
  preferLocal: false,
  shell: false,
  forceKillAfterDelay: false,
  cleanup: false,
  verbose: 'none',
  stripFinalNewline: false,
} as const;

/** A host command failed; the message names it, how it ended and the end of its stderr. */
export class HostCommandError extends Error {
  readonly code = 'host-command-failed';
  constructor(
    /** The command line, arguments quoted where needed. */
    readonly command: string,
    /** How it ended, then the end of its stderr: `exit status 128: fatal: bad object 1234abcd`. */
    readonly reason: string,
  ) {
    super(`\`${command}\` failed: ${reason}`);
    this.name = 'HostCommandError';
  }
}

/** Options of runHostCommand. */
export interface HostCommandOptions {
  cwd?: string;
  /** The command's whole environment: nothing of hooksim's own is added. */
  env: Readonly<Record<string, string | undefined>>;
  /** `ignore` (the default), or `inherit` where a command may ask the user (sudo's password). */
  stdin?: 'ignore' | 'inherit';
  /** Send SIGTERM after this long (and nothing after it, as child_process's `timeout` does). */
  timeoutMs?: number;
  /** Fail, and stop the command, when its stdout grows past this; default: no limit. */
  maxStdoutBytes?: number;
  /** Pass stdout and stderr here as they come, instead of collecting stdout. */
  onOutput?: (text: string) => void;
  /**
   * Write stdout to this open file descriptor instead of collecting it: a listing of 100,000 paths is
   * then read back a piece at a time into one buffer, and never passes through memory whole.
   */
  stdoutFd?: number;
}

/** Run `program` with `args` on the host; resolves with its stdout (empty when passed to onOutput). */
export async function runHostCommand(
  program: string,
  args: readonly string[],
  options: HostCommandOptions,
): Promise<Buffer> {
  const { onOutput } = options;
  // Loaded on first use: a CLI start that runs no host command (fire on a warm machine) does not pay for it.
  const { execa, ExecaError } = await import('execa');
  const subprocess = execa(program, args, {
    ...HOST_EXECA_OPTIONS,
    cwd: options.cwd,
    timeout: options.timeoutMs,
    env: options.env,
    stdin: options.stdin ?? 'ignore',
    // A file descriptor goes to spawn as it is: nothing passes through hooksim. (Typed as 'pipe': execa's
    // option types take no descriptor number here, its spawn does.)
    stdout: (options.stdoutFd ?? 'pipe') as 'pipe',
    encoding: 'buffer',
    // stderr is read below (only its end is kept), so a chatty command is never stopped for it.
    buffer: { stdout: onOutput === undefined && options.stdoutFd === undefined, stderr: false },
    maxBuffer: { stdout: options.maxStdoutBytes ?? Infinity },
  });
  let stderr = Buffer.alloc(0);
  let stderrCut = false;
  subprocess.stderr.on('data', (chunk: Buffer) => {
    onOutput?.(chunk.toString('utf8'));
    stderr = Buffer.concat([stderr, chunk]);
    if (stderr.length > STDERR_TAIL_BYTES) {
      stderr = stderr.subarray(stderr.length - STDERR_TAIL_BYTES);
      stderrCut = true;
    }
  });
  if (onOutput !== undefined)
    subprocess.stdout?.on('data', (chunk: Buffer) => onOutput(chunk.toString('utf8')));
  try {
    const { stdout } = await subprocess;
    return stdout === undefined
      ? Buffer.alloc(0)
      : Buffer.from(stdout.buffer, stdout.byteOffset, stdout.length);
  } catch (error) {
    if (!(error instanceof ExecaError)) throw error;
    const tail = stderr.toString('utf8').trim();
    const shown = tail === '' ? '' : `: ${stderrCut ? '…' : ''}${tail}`;
    throw new HostCommandError(error.escapedCommand, `${howItEnded(error, options)}${shown}`);
  }
}

/** `exit status 1`, `killed by SIGTERM`, `timed out after 60000 ms`, or why it could not start. */
function howItEnded(error: ExecaError, options: HostCommandOptions): string {
  if (error.timedOut) return `timed out after ${options.timeoutMs} ms`;
  if (error.isMaxBuffer) return `its output exceeded ${options.maxStdoutBytes} bytes`;
  if (error.signal !== undefined) return `killed by ${error.signal}`;
  if (error.exitCode !== undefined) return `exit status ${error.exitCode}`;
  return `could not start: ${error.originalMessage ?? error.shortMessage}`;
}
