/**
 * hooksim's side of the in-sandbox agent's protocol (sandbox/agent.cjs): newline-delimited JSON requests
 * on the agent's stdin, responses matched by id on its stdout. Everything that comes back is untrusted (a
 * hook can take the agent over): lines are size-capped, shapes are checked, and an agent that dies or
 * stops answering fails the pending requests instead of hanging the run.
 */
import type { SandboxProcess } from './spawner.js';
import type { ExecResult } from './types.js';

/** The longest response line accepted: two 10 MiB outputs in base64 plus JSON. */
const MAX_LINE_BYTES = 64 * 1024 * 1024;
/** Bytes of the agent's stderr kept for error messages. */
const MAX_STDERR_BYTES = 16 * 1024;

/** The agent is gone or broke the protocol; the sandbox cannot run anything more. */
export class AgentGoneError extends Error {
  readonly code = 'sandbox-agent-gone';
  constructor(reason: string) {
    super(`The sandbox agent is gone: ${reason}`);
    this.name = 'AgentGoneError';
  }
}

interface Pending {
  resolve(value: Record<string, unknown>): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout | undefined;
}

/** A connection to one agent process. */
export class AgentClient {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private buffered: Buffer[] = [];
  private bufferedBytes = 0;
  private stderr = Buffer.alloc(0);
  private goneReason: string | undefined;
  private readyWaiter: { resolve(): void; reject(error: Error): void } | undefined;
  private isReady = false;
  /** Resolves when the sandbox process has exited. */
  readonly exited: Promise<void>;

  constructor(private readonly child: SandboxProcess) {
    child.stdout?.on('data', (chunk: Buffer) => this.onData(chunk));
    // A spawner's connection comes paused (spawner.ts): what arrived after its token waits for this listener.
    child.stdout?.resume();
    child.stderr?.on('data', (chunk: Buffer) => {
      if (this.stderr.length < MAX_STDERR_BYTES)
        this.stderr = Buffer.concat([this.stderr, chunk]).subarray(0, MAX_STDERR_BYTES);
    });
    child.stdin?.on('error', () => undefined);
    this.exited = new Promise((resolve) => {
      child.on('error', (error) => {
        this.fail(error.message);
        resolve();
      });
      child.on('close', (code, signal) => {
        this.fail(`exited (${signal ?? `code ${code}`})${this.stderrText() ? `: ${this.stderrText()}` : ''}`);
        resolve();
      });
    });
  }

  /** What the sandbox process wrote to stderr (bwrap and agent errors), trimmed. */
  stderrText(): string {
    return this.stderr.toString('utf8').trim();
  }

  /** Wait for the agent's first line `{"ready": true}`. */
  ready(timeoutMs: number): Promise<void> {
    if (this.isReady) return Promise.resolve();
    if (this.goneReason !== undefined) return Promise.reject(new AgentGoneError(this.goneReason));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.readyWaiter = undefined;
        reject(
          new AgentGoneError(
            `no ready signal within ${timeoutMs} ms${this.stderrText() ? `: ${this.stderrText()}` : ''}`,
          ),
        );
      }, timeoutMs);
      this.readyWaiter = {
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
    });
  }

  /** Send one request; resolves with its `result` object, rejects with the agent's error or AgentGoneError. */
  request(
    op: string,
    fields: Record<string, unknown>,
    watchdogMs?: number,
  ): Promise<Record<string, unknown>> {
    if (this.goneReason !== undefined) return Promise.reject(new AgentGoneError(this.goneReason));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer =
        watchdogMs === undefined
          ? undefined
          : setTimeout(() => {
              this.pending.delete(id);
              reject(new AgentGoneError(`no answer to '${op}' within ${watchdogMs} ms`));
            }, watchdogMs);
      this.pending.set(id, { resolve, reject, timer });
      this.child.stdin?.write(`${JSON.stringify({ id, op, ...fields })}\n`);
    });
  }

  /** Close the agent's stdin: it exits, and the sandbox with it. */
  close(): void {
    this.child.stdin?.end();
  }

  private onData(chunk: Buffer): void {
    let start = 0;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, start)) {
      this.buffered.push(chunk.subarray(start, at));
      const line = Buffer.concat(this.buffered).toString('utf8');
      this.buffered = [];
      this.bufferedBytes = 0;
      start = at + 1;
      this.onLine(line);
    }
    if (start < chunk.length) {
      this.buffered.push(chunk.subarray(start));
      this.bufferedBytes += chunk.length - start;
      if (this.bufferedBytes > MAX_LINE_BYTES) {
        this.buffered = [];
        this.fail('a response line exceeded the size limit');
        this.killProcess();
      }
    }
  }

  private onLine(line: string): void {
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      return; // not ours to act on: only well-formed responses to pending ids count
    }
    if (typeof message !== 'object' || message === null) return;
    const record = message as Record<string, unknown>;
    if (record.ready === true && !this.isReady) {
      this.isReady = true;
      this.readyWaiter?.resolve();
      this.readyWaiter = undefined;
      return;
    }
    if (typeof record.id !== 'number') return;
    const pending = this.pending.get(record.id);
    if (pending === undefined) return;
    this.pending.delete(record.id);
    clearTimeout(pending.timer);
    if (record.ok === true && typeof record.result === 'object' && record.result !== null) {
      pending.resolve(record.result as Record<string, unknown>);
    } else {
      const error = typeof record.error === 'string' ? record.error.slice(0, 2000) : 'malformed response';
      pending.reject(new Error(error));
    }
  }

  private fail(reason: string): void {
    if (this.goneReason !== undefined) return;
    this.goneReason = reason;
    this.readyWaiter?.reject(new AgentGoneError(reason));
    this.readyWaiter = undefined;
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new AgentGoneError(reason));
      this.pending.delete(id);
    }
  }

  private killProcess(): void {
    try {
      if (this.child.pid !== undefined) process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
}

/** The result of a hook the agent could not run (gone, or silent past its watchdog). */
export function goneResult(reason: string, timedOut = false): ExecResult {
  return {
    exitCode: null,
    signal: null,
    timedOut,
    spawnError: reason,
    stdout: Buffer.alloc(0),
    stderr: Buffer.alloc(0),
    stdoutTruncated: false,
    stderrTruncated: false,
    durationMs: 0,
  };
}

/** Turn the agent's answer into an ExecResult, trusting nothing about its shape or sizes. */
export function decodeExecResult(raw: Record<string, unknown>, cap: number): ExecResult {
  const bytes = (value: unknown): Buffer =>
    typeof value === 'string' ? Buffer.from(value, 'base64') : Buffer.alloc(0);
  const stdout = bytes(raw.stdout);
  const stderr = bytes(raw.stderr);
  const int = (value: unknown): number | null =>
    typeof value === 'number' && Number.isInteger(value) ? value : null;
  return {
    exitCode: int(raw.exitCode),
    signal: typeof raw.signal === 'string' ? raw.signal : null,
    timedOut: raw.timedOut === true,
    ...(typeof raw.spawnError === 'string' ? { spawnError: raw.spawnError } : {}),
    stdout: stdout.subarray(0, cap),
    stderr: stderr.subarray(0, cap),
    stdoutTruncated: raw.stdoutTruncated === true || stdout.length > cap,
    stderrTruncated: raw.stderrTruncated === true || stderr.length > cap,
    durationMs: Math.max(0, int(raw.durationMs) ?? 0),
  };
}
