/**
 * Programs hooksim itself runs on the host (git, cp, npm, the package manager), through node:child_process:
 * the caller's environment is all they see, the program named is what runs (no shell, no `node_modules/.bin`
 * lookup), and a failure names the command, how it ended and the end of its stderr. Hooks never run through
 * here: they go through sandbox/exec-core.cjs (process groups, kill modes, output caps).
 *
 * Not execa: loading it took about 25 ms of a 320 ms `fire`, and each command about 1.5 ms more than a spawn,
 * for conveniences hooksim turned off (extendEnv, preferLocal, shell, forceKillAfterDelay, cleanup).
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** How much of the end of a failed command's stderr its error message keeps. */
const STDERR_TAIL_BYTES = 2048;

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
  /**
   * Bytes written to the command's stdin, which then ends (instead of `stdin`); a promise of them starts the
   * command at once and writes them once they are known (nothing, where it rejects).
   */
  input?: Buffer | Promise<Buffer>;
  /** Exit statuses that mean success; default: 0 alone. */
  exitCodes?: readonly number[];
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

/** Keeps the last STDERR_TAIL_BYTES of a stream. */
class StderrTail {
  private bytes = Buffer.alloc(0);
  private cut = false;

  push(chunk: Buffer): void {
    this.bytes = Buffer.concat([this.bytes, chunk]);
    if (this.bytes.length > STDERR_TAIL_BYTES) {
      this.bytes = this.bytes.subarray(this.bytes.length - STDERR_TAIL_BYTES);
      this.cut = true;
    }
  }

  /** `: <tail>` (`…` first when cut), or '' for an empty stderr. */
  shown(): string {
    const tail = this.bytes.toString('utf8').trim();
    return tail === '' ? '' : `: ${this.cut ? '…' : ''}${tail}`;
  }
}

/** Run `program` with `args` on the host; resolves with its stdout (empty when passed to onOutput). */
export function runHostCommand(
  program: string,
  args: readonly string[],
  options: HostCommandOptions,
): Promise<Buffer> {
  const { onOutput, maxStdoutBytes } = options;
  const collect = onOutput === undefined && options.stdoutFd === undefined;
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (reason: string): void => {
      if (settled) return;
      settled = true;
      reject(new HostCommandError(commandLine(program, args), reason));
    };
    let child: ChildProcess;
    try {
      child = spawn(program, args, {
        cwd: options.cwd,
        env: options.env,
        // A file descriptor goes to the program as it is: nothing passes through hooksim.
        stdio: [
          options.input === undefined ? (options.stdin ?? 'ignore') : 'pipe',
          options.stdoutFd ?? 'pipe',
          'pipe',
        ],
      });
    } catch (error) {
      // Some spawn failures (invalid arguments, E2BIG) throw instead of emitting 'error'.
      fail(`could not start: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    if (options.input !== undefined) {
      // A command that ends before reading it all (EPIPE) is judged by how it ended, as any other.
      child.stdin?.on('error', () => undefined);
      const stdin = child.stdin;
      if (Buffer.isBuffer(options.input)) stdin?.end(options.input);
      else
        options.input.then(
          (input) => stdin?.end(input),
          () => stdin?.end(),
        );
    }
    const stderr = new StderrTail();
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let ended: 'timeout' | 'overflow' | undefined;
    const stop = (why: 'timeout' | 'overflow'): void => {
      ended ??= why;
      child.kill('SIGTERM');
    };
    // stderr is read whatever happens (only its end is kept), so a chatty command is never stopped for it.
    child.stderr?.on('data', (chunk: Buffer) => {
      onOutput?.(chunk.toString('utf8'));
      stderr.push(chunk);
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      if (onOutput !== undefined) onOutput(chunk.toString('utf8'));
      if (!collect || ended !== undefined) return;
      stdoutBytes += chunk.length;
      if (maxStdoutBytes !== undefined && stdoutBytes > maxStdoutBytes) stop('overflow');
      else stdout.push(chunk);
    });
    const timer =
      options.timeoutMs === undefined ? undefined : setTimeout(() => stop('timeout'), options.timeoutMs);
    child.on('error', (error) => {
      // ENOENT, EACCES: the program never ran ('close' may follow; the first outcome counts).
      clearTimeout(timer);
      fail(`could not start: ${error.message}`);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (ended === 'timeout') fail(`timed out after ${options.timeoutMs} ms${stderr.shown()}`);
      else if (ended === 'overflow') fail(`its output exceeded ${maxStdoutBytes} bytes${stderr.shown()}`);
      else if (signal !== null) fail(`killed by ${signal}${stderr.shown()}`);
      else if (!(options.exitCodes ?? [0]).includes(code ?? -1)) fail(`exit status ${code}${stderr.shown()}`);
      else if (!settled) {
        settled = true;
        resolve(collect ? Buffer.concat(stdout, stdoutBytes) : Buffer.alloc(0));
      }
    });
  });
}

/** One word quoted for a POSIX shell: `'…'`, a `'` inside as `'\''`. */
export function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/** Arguments that need no quoting in a shell. */
const PLAIN_ARGUMENT = /^[\w./-]+$/;
/** Line breaks, control and format characters, and separators other than the space: shown escaped. */
const UNPRINTABLE = /[\p{Separator}\p{Other}]/gu;
const COMMON_ESCAPES: Record<string, string> = {
  ' ': ' ',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/**
 * The command as one line for a message: unprintable characters escaped (`\n`, `\u001b`), and every argument
 * that is not plain quoted for a POSIX shell, so a hostile path or ref name cannot break the line or the
 * terminal it is printed to.
 */
export function commandLine(program: string, args: readonly string[]): string {
  return [program, ...args]
    .map((arg) => {
      const escaped = arg.replace(UNPRINTABLE, (character) => {
        const common = COMMON_ESCAPES[character];
        if (common !== undefined) return common;
        const point = character.codePointAt(0) ?? 0;
        return point <= 0xffff ? `\\u${point.toString(16).padStart(4, '0')}` : `\\U${point.toString(16)}`;
      });
      return PLAIN_ARGUMENT.test(escaped) ? escaped : shellQuote(escaped);
    })
    .join(' ');
}
