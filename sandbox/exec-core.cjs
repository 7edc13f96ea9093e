// @ts-check
/**
 * The one implementation of running a hook process (spec/runtime-behaviour.md §4-§6): its own process group,
 * stdin written then closed, stdout and stderr capped with the rest drained, timeout by termThenKill or kill,
 * the group killed after exit, and no hang on a leftover that holds stdout. The host driver runs it in
 * hooksim's process; the namespace sandbox's agent runs it inside the sandbox. Plain JavaScript, so the
 * agent can load it with the bare Node binary.
 */
const { spawn } = require('node:child_process');
/**
 * Milliseconds from Node's global `performance`, read when a hook runs: even the global loads the modules of
 * node:perf_hooks on first use (about 0.7 ms), which a `fire` in the namespace sandbox never needs here.
 */
const now = () => globalThis.performance.now();

/** @typedef {import('../src/sandbox/types.js').ExecRequest} ExecRequest */
/** @typedef {import('../src/sandbox/types.js').ExecResult} ExecResult */

/** SIGTERM to SIGKILL delay under `termThenKill` (runtime-behaviour.md §5). */
const TERM_GRACE_MS = 2000;
/**
 * How long the pipes may stay open after the hook itself exited: a background child or a `setsid`
 * escapee may hold stdout, and must not hang the run.
 */
const DRAIN_GRACE_MS = 150;
/** setTimeout fires at once for delays above 2^31-1 ms; a larger timeout means "practically never". */
const MAX_TIMER_MS = 2_147_483_647;

/** Keeps the first `cap` bytes of a stream and drains the rest, so the writer never blocks on a full pipe. */
class CappedSink {
  /** @param {number} cap */
  constructor(cap) {
    /** @type {Buffer[]} */
    this.chunks = [];
    this.kept = 0;
    this.truncated = false;
    this.cap = cap;
  }

  /**
   * Take one chunk from the stream.
   * @param {Buffer} chunk
   */
  push(chunk) {
    const room = this.cap - this.kept;
    if (room <= 0) {
      if (chunk.length > 0) this.truncated = true;
      return;
    }
    const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
    if (part.length < chunk.length) this.truncated = true;
    this.chunks.push(part);
    this.kept += part.length;
  }

  /** The bytes kept so far. */
  bytes() {
    return Buffer.concat(this.chunks, this.kept);
  }
}

/**
 * Send a signal to a whole process group; false when no member is left.
 * @param {number} pgid
 * @param {NodeJS.Signals | 0} signal
 */
function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    // ESRCH: the group is empty. EPERM cannot happen for our own children.
    return false;
  }
}

/** @param {unknown} error */
function errorMessage(error) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Run one command to completion, timeout or spawn failure; never throws for the command's own failures.
 * @param {ExecRequest} request
 * @returns {Promise<ExecResult>}
 */
function execCommand(request) {
  const started = now();
  const stdout = new CappedSink(request.outputCapBytes);
  const stderr = new CappedSink(request.outputCapBytes);
  const [program = '', ...args] = request.argv;

  return new Promise((resolve) => {
    /** @type {import('node:child_process').ChildProcess} */
    let proc;
    try {
      // detached: the hook leads its own process group (pgid = pid), so the group can be signalled.
      proc = spawn(program, args, {
        cwd: request.cwd,
        env: request.env,
        detached: true,
        stdio: ['pipe', 'pipe', 'pipe'],
      });
    } catch (error) {
      // Some spawn failures (ENOTDIR cwd, E2BIG, invalid arguments) throw instead of emitting 'error'.
      resolve({
        exitCode: null,
        signal: null,
        timedOut: false,
        spawnError: errorMessage(error),
        stdout: Buffer.alloc(0),
        stderr: Buffer.alloc(0),
        stdoutTruncated: false,
        stderrTruncated: false,
        durationMs: Math.round(now() - started),
      });
      return;
    }

    let settled = false;
    let timedOut = false;
    /** @type {number | null} */
    let exitCode = null;
    /** @type {string | null} */
    let exitSignal = null;
    /** @type {NodeJS.Timeout | undefined} */
    let timeoutTimer = undefined;
    /** @type {NodeJS.Timeout | undefined} */
    let killTimer = undefined;
    /** @type {NodeJS.Timeout | undefined} */
    let drainTimer = undefined;

    /** @param {string} [spawnError] */
    const finish = (spawnError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timeoutTimer);
      clearTimeout(drainTimer);
      // Whatever still holds our pipes (a setsid escapee) gets EPIPE/SIGPIPE on its next write.
      proc.stdout?.destroy();
      proc.stderr?.destroy();
      proc.stdin?.destroy();
      resolve({
        exitCode,
        signal: exitSignal,
        timedOut,
        ...(spawnError === undefined ? {} : { spawnError }),
        stdout: stdout.bytes(),
        stderr: stderr.bytes(),
        stdoutTruncated: stdout.truncated,
        stderrTruncated: stderr.truncated,
        durationMs: Math.round(now() - started),
      });
    };

    proc.on('error', (error) => {
      // Emitted for ENOENT/EACCES at spawn time, and (rarely) for a failed kill; only the former ends the run.
      if (proc.pid === undefined) finish(error.message);
    });

    const pid = proc.pid;
    /**
     * @param {import('node:stream').Readable | null} stream
     * @param {CappedSink} sink
     */
    const capture = (stream, sink) => {
      stream?.on('data', (/** @type {Buffer} */ chunk) => sink.push(chunk));
      stream?.on('error', () => undefined);
    };
    capture(proc.stdout, stdout);
    capture(proc.stderr, stderr);

    if (proc.stdin) {
      // The hook may exit without reading stdin: EPIPE is expected, not a failure.
      proc.stdin.on('error', () => undefined);
      proc.stdin.end(request.stdin);
    }
    if (pid === undefined) return; // the 'error' event follows

    timeoutTimer = setTimeout(
      () => {
        timedOut = true;
        if (request.killMode === 'kill') {
          signalGroup(pid, 'SIGKILL');
          return;
        }
        signalGroup(pid, 'SIGTERM');
        killTimer = setTimeout(() => {
          if (signalGroup(pid, 0)) signalGroup(pid, 'SIGKILL');
        }, TERM_GRACE_MS);
      },
      Math.min(Math.max(request.timeoutMs, 0), MAX_TIMER_MS),
    );

    proc.on('exit', (code, signal) => {
      exitCode = code;
      exitSignal = signal;
      clearTimeout(timeoutTimer);
      if (request.killGroupOnExit) {
        signalGroup(pid, 'SIGKILL');
        clearTimeout(killTimer);
      }
      // Without killGroupOnExit a pending SIGTERM-to-SIGKILL escalation still runs for the leftovers.
      drainTimer = setTimeout(() => finish(), DRAIN_GRACE_MS);
    });
    // 'close' comes after 'exit' once every pipe is at EOF: the normal, prompt path.
    proc.on('close', () => finish());
  });
}

module.exports = { execCommand };
