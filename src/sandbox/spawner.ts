/**
 * Sandbox processes started by the native setup program's spawner (`launch --serve`, sandbox/launch.c) instead
 * of by Node: Node's spawn forks hooksim itself and copies the page tables of its whole heap (3 to 5 ms a
 * session at a run's size, and copy-on-write faults after), where a fork of the small spawner costs nothing on
 * hooksim's thread. One spawner a run directory; each sandbox it starts connects back to a Unix socket in that
 * directory and sends its token, and that connection is the agent's stdin and stdout. Without the native
 * programs, sandboxes are spawned by Node as before (namespace-launch.ts spawnSandbox).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { constants } from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { fitsUnixSocket } from '../socket-path.js';

/** What the agent client and the sandbox use of a started sandbox: a ChildProcess, or one the spawner started. */
export interface SandboxProcess {
  readonly pid?: number | undefined;
  readonly stdin: Writable | null;
  readonly stdout: Readable | null;
  readonly stderr: Readable | null;
  on(event: 'close', listener: (code: number | null, signal: NodeJS.Signals | null) => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
}

/** The spawner's socket in the run directory. */
const SOCKET_NAME = 'spawn.sock';

/** The most of a sandbox's stderr file read back (the agent client keeps 16 KiB of it). */
const MAX_STDERR_BYTES = 64 * 1024;

const SIGNAL_NAMES = new Map<number, NodeJS.Signals>(
  Object.entries(constants.signals).map(([name, number]) => [number, name as NodeJS.Signals]),
);

/** A sandbox process the spawner started: the connection is its stdin and stdout, a file its stderr. */
class SpawnedProcess extends EventEmitter implements SandboxProcess {
  pid: number | undefined;
  stdin: Writable | null = null;
  stdout: Readable | null = null;
  readonly stderr = new PassThrough();
  private connection: net.Socket | undefined;
  private status: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  private ended = false;
  private settle: (() => void) | undefined;
  /** Resolves once the process is known (its pid) and connected, or has ended or failed. */
  readonly known: Promise<void>;

  constructor(private readonly stderrFile: string) {
    super();
    this.known = new Promise((resolve) => (this.settle = resolve));
  }

  override on(event: 'close', listener: (code: number | null, signal: NodeJS.Signals | null) => void): this;
  override on(event: 'error', listener: (error: Error) => void): this;
  override on(event: string, listener: Parameters<EventEmitter['on']>[1]): this {
    return super.on(event, listener);
  }

  started(pid: number): void {
    this.pid = pid;
    this.checkKnown();
  }

  attach(connection: net.Socket): void {
    this.connection = connection;
    this.stdin = connection;
    this.stdout = connection;
    connection.on('close', () => this.finish());
    this.checkKnown();
  }

  /** The wait status the spawner reported. */
  exited(waitStatus: number): void {
    const signal = waitStatus & 0x7f;
    this.status =
      signal === 0
        ? { code: (waitStatus >> 8) & 0xff, signal: null }
        : { code: null, signal: SIGNAL_NAMES.get(signal) ?? 'SIGKILL' };
    this.settle?.();
    this.finish();
  }

  failed(error: Error): void {
    this.settle?.();
    // After the caller has its process and listeners (spawn resolves first).
    setImmediate(() => {
      this.emit('error', error);
      this.status ??= { code: null, signal: null };
      this.finish();
    });
  }

  private checkKnown(): void {
    if (this.pid !== undefined && this.connection !== undefined) this.settle?.();
  }

  /** 'close' once the process has ended and its connection closed, as a ChildProcess's after its pipes. */
  private finish(): void {
    if (this.ended || this.status === undefined) return;
    if (this.connection !== undefined && !this.connection.destroyed && !this.connection.closed) return;
    this.ended = true;
    let text = Buffer.alloc(0);
    try {
      text = readFileSync(this.stderrFile).subarray(0, MAX_STDERR_BYTES);
      rmSync(this.stderrFile, { force: true });
    } catch {
      // never opened: the child ended before
    }
    this.stderr.end(text);
    const { code, signal } = this.status;
    // After the stderr text reaches its listeners, and after spawn's caller has attached its own.
    setImmediate(() => this.emit('close', code, signal));
  }
}

/** A spawner: the `launch --serve` process and the socket its children connect to. */
export class Spawner {
  /** By token: not yet reported forked ('S'), and not yet connected (two maps: either may come first). */
  private readonly waiting = new Map<string, SpawnedProcess>();
  private readonly unconnected = new Map<string, SpawnedProcess>();
  private readonly running = new Map<number, SpawnedProcess>();
  private replies = '';
  /** What the spawner itself wrote on stderr (why it could not serve: a guard it could not mount), the end of it. */
  private errors = '';
  private gone: string | undefined;

  private constructor(
    private readonly helper: ChildProcess,
    private readonly server: net.Server,
    readonly socketPath: string,
    private readonly onGone: () => void,
  ) {
    helper.stdout?.setEncoding('utf8');
    helper.stdout?.on('data', (chunk: string) => this.onReplies(chunk));
    helper.stdin?.on('error', () => undefined);
    helper.stderr?.setEncoding('utf8');
    helper.stderr?.on('data', (chunk: string) => (this.errors = `${this.errors}${chunk}`.slice(-2000)));
    helper.on('error', (error) => this.stop(`the spawner failed: ${error.message}`));
    helper.on('close', () =>
      this.stop(`the spawner ended${this.errors.trim() === '' ? '' : `: ${this.errors.trim()}`}`),
    );
    server.on('connection', (socket) => this.onConnection(socket));
    this.idle();
  }

  /**
   * Start a spawner whose children connect to `socketPath`, in the cgroup of `cgroupProcs` when one is given
   * (its `cgroup.procs`: the spawner joins it first), and over the run's host layers when `mountsPlan` names
   * their plan (LaunchSpec.hostLayersPlan: mounted once, in the spawner's own mount namespace, for every
   * sandbox it starts). `onGone` is told once it can start nothing more.
   */
  static async start(
    launcher: string,
    socketPath: string,
    env: Record<string, string>,
    onGone: () => void,
    cgroupProcs?: string,
    mountsPlan?: string,
  ): Promise<Spawner> {
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const args = [
      '--serve',
      ...(cgroupProcs === undefined ? [] : [cgroupProcs]),
      ...(mountsPlan === undefined ? [] : ['--mounts', mountsPlan]),
    ];
    const helper = spawn(launcher, args, { cwd: '/', env, stdio: ['pipe', 'pipe', 'pipe'] });
    return new Spawner(helper, server, socketPath, onGone);
  }

  /** Start `argv` (its stderr to `stderrFile`); resolves once it runs and is connected, or has failed. */
  async spawn(argv: string[], stderrFile: string): Promise<SpawnedProcess> {
    const child = new SpawnedProcess(stderrFile);
    if (this.gone !== undefined) {
      child.failed(new Error(this.gone));
      return child;
    }
    const token = randomBytes(16).toString('hex');
    this.waiting.set(token, child);
    this.unconnected.set(token, child);
    this.busy();
    const words = [token, this.socketPath, stderrFile, ...argv];
    this.helper.stdin?.write(`${words.length}\0${words.map((word) => `${word}\0`).join('')}`);
    await child.known;
    return child;
  }

  /** Whether it can still start sandboxes (its process has not ended, nor been closed). */
  get usable(): boolean {
    return this.gone === undefined;
  }

  /** End the spawner process at once (hooksim is exiting); what it started is left to its owner, as by close. */
  killNow(): void {
    this.helper.kill('SIGKILL');
  }

  /** Stop taking requests; a process still running is left to its owner (its group is killed by teardown). */
  close(): void {
    this.stop('the spawner was closed');
    this.helper.stdin?.end();
  }

  private onReplies(chunk: string): void {
    this.replies += chunk;
    let newline: number;
    while ((newline = this.replies.indexOf('\n')) !== -1) {
      const [kind, first = '', second = ''] = this.replies.slice(0, newline).split(' ');
      this.replies = this.replies.slice(newline + 1);
      if (kind === 'S') {
        const child = this.waiting.get(first);
        this.waiting.delete(first);
        if (child === undefined) continue;
        this.running.set(Number(second), child);
        child.started(Number(second));
      } else if (kind === 'E') {
        const child = this.waiting.get(first);
        this.waiting.delete(first);
        this.unconnected.delete(first);
        child?.failed(new Error(`spawn failed (errno ${second})`));
      } else if (kind === 'X') {
        const child = this.running.get(Number(first));
        this.running.delete(Number(first));
        for (const [token, waiting] of this.unconnected)
          if (waiting === child) this.unconnected.delete(token);
        child?.exited(Number(second));
      }
    }
    if (this.waiting.size === 0 && this.unconnected.size === 0 && this.running.size === 0) this.idle();
  }

  /** A sandbox connecting back: its first line is its token. */
  private onConnection(socket: net.Socket): void {
    const chunks: Buffer[] = [];
    let length = 0;
    const onData = (chunk: Buffer): void => {
      chunks.push(chunk);
      length += chunk.length;
      const data = Buffer.concat(chunks);
      const newline = data.indexOf(10);
      if (newline === -1) {
        if (length > 64) socket.destroy();
        return;
      }
      socket.off('data', onData);
      socket.pause();
      const token = data.subarray(0, newline).toString('latin1');
      const child = this.unconnected.get(token);
      if (child === undefined) {
        socket.destroy();
        return;
      }
      this.unconnected.delete(token);
      if (newline + 1 < data.length) socket.unshift(data.subarray(newline + 1));
      // Left paused: the agent client resumes it once it listens, and nothing is read before.
      child.attach(socket);
    };
    socket.on('data', onData);
    socket.on('error', () => undefined);
  }

  private stop(reason: string): void {
    if (this.gone !== undefined) return;
    this.gone = reason;
    const children = new Set([
      ...this.waiting.values(),
      ...this.unconnected.values(),
      ...this.running.values(),
    ]);
    for (const child of children) child.failed(new Error(reason));
    this.waiting.clear();
    this.unconnected.clear();
    this.running.clear();
    // It serves nothing more: its socket closes, and nothing of it keeps the process alive (a spawner that
    // ended while a sandbox was on its way held its listening socket, and so hooksim, open).
    this.server.close();
    this.idle();
    this.onGone();
  }

  /** Keep the process alive while a sandbox is on its way or running; not for an idle spawner. */
  private busy(): void {
    this.helper.ref();
    (this.helper.stdout as unknown as { ref?: () => void } | null)?.ref?.();
    (this.helper.stderr as unknown as { ref?: () => void } | null)?.ref?.();
    this.server.ref();
  }

  private idle(): void {
    this.helper.unref();
    (this.helper.stdout as unknown as { unref?: () => void } | null)?.unref?.();
    (this.helper.stderr as unknown as { unref?: () => void } | null)?.unref?.();
    (this.helper.stdin as unknown as { unref?: () => void } | null)?.unref?.();
    this.server.unref();
  }
}

/**
 * The spawner of each run directory, or undefined where it could not start (its socket refused), with the host
 * layers it mounted.
 */
const spawners = new Map<string, { mountsPlan: string | undefined; start: Promise<Spawner | undefined> }>();

/**
 * Start `argv` through the spawner of `runDir` (started on first use with `launcher`, over the host layers of
 * `mountsPlan` when given), stderr to `stderrFile`; undefined when this run directory can have no spawner (a
 * socket path too long for sun_path under a deep TMPDIR, or the socket refused), and the caller spawns it
 * itself. A spawner of another run directory (removed since), or over other host layers, is closed.
 */
export async function spawnThroughSpawner(
  launcher: string,
  runDir: string,
  env: Record<string, string>,
  argv: string[],
  stderrFile: string,
  mountsPlan?: string,
): Promise<SandboxProcess | undefined> {
  // Named after the host layers it mounts: a spawner over other ones may still be closing.
  const socketPath = path.join(
    runDir,
    mountsPlan === undefined ? SOCKET_NAME : `${path.basename(mountsPlan, '.plan')}-${SOCKET_NAME}`,
  );
  if (!fitsUnixSocket(socketPath)) return undefined;
  for (const [dir, other] of spawners) {
    // Another run directory's (removed since), or one over other host layers than this sandbox was planned on.
    if (dir === runDir && other.mountsPlan === mountsPlan) continue;
    spawners.delete(dir);
    void other.start.then((spawner) => spawner?.close());
  }
  let start = spawners.get(runDir)?.start;
  if (start === undefined) {
    // Once it is gone, the next sandbox of this run directory starts a new spawner.
    const onGone = (): void => void (spawners.get(runDir)?.start === start && spawners.delete(runDir));
    start = Spawner.start(launcher, socketPath, env, onGone, undefined, mountsPlan).catch(() => undefined);
    spawners.set(runDir, { mountsPlan, start });
  }
  const spawner = await start;
  return spawner === undefined ? undefined : spawner.spawn(argv, stderrFile);
}
