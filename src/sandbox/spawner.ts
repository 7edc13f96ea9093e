/**
 * Sandbox processes started by the native setup program's spawner (`launch --serve`, sandbox/launch.c) instead
 * of by Node: Node's spawn forks hooksim itself and copies the page tables of its whole heap (3 to 5 ms a
 * session at a run's size, and copy-on-write faults after), where a fork of the small spawner costs nothing on
 * hooksim's thread. One spawner a run directory; each sandbox it starts connects back to a Unix socket in that
 * directory and sends its token, and that connection is the agent's stdin and stdout. Without the native
 * programs, sandboxes are spawned by Node as before (namespace-launch.ts spawnSandbox). A second connection is
 * its stderr: never a file on the host, which a hook could reopen through /proc/<pid>/fd/2 of the sandbox's
 * PID 1 or agent and fill without end (a socket cannot be reopened so); what comes past MAX_STDERR_BYTES is
 * read and dropped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
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

/** The most of a sandbox's stderr kept (the agent client keeps 16 KiB of it); the rest is read and dropped. */
const MAX_STDERR_BYTES = 64 * 1024;

const SIGNAL_NAMES = new Map<number, NodeJS.Signals>(
  Object.entries(constants.signals).map(([name, number]) => [number, name as NodeJS.Signals]),
);

/**
 * How long a process reported ended may still have its connections on the way (made before it ended, not yet
 * read here); a process that died before making them is taken as closed after that.
 */
const LATE_CONNECTION_MS = 2000;

/** The suffix of the token line of a sandbox's stderr connection (sandbox/launch.c start_child). */
const STDERR_LINE_SUFFIX = ' 2';

/** A sandbox process the spawner started: one connection is its stdin and stdout, another its stderr. */
class SpawnedProcess extends EventEmitter implements SandboxProcess {
  pid: number | undefined;
  stdin: Writable | null = null;
  stdout: Readable | null = null;
  readonly stderr = new PassThrough();
  private connection: net.Socket | undefined;
  private errors: net.Socket | undefined;
  private stderrBytes = 0;
  private waitingForConnections: NodeJS.Timeout | undefined;
  private status: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  private ended = false;
  private settle: (() => void) | undefined;
  /** Resolves once the process is known (its pid) and connected, or has ended or failed. */
  readonly known: Promise<void>;

  constructor() {
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

  /** Its stderr's connection: read to the end, the first MAX_STDERR_BYTES passed on. */
  attachErrors(socket: net.Socket): void {
    this.errors = socket;
    socket.on('data', (chunk: Buffer) => {
      const room = MAX_STDERR_BYTES - this.stderrBytes;
      if (room <= 0) return;
      const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
      this.stderrBytes += kept.length;
      this.stderr.write(kept);
    });
    socket.on('close', () => this.finish());
    socket.resume();
    this.checkKnown();
  }

  /** Whether it has ended and been reported closed. */
  get closed(): boolean {
    return this.ended;
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
    // Connections it made before it ended may not have been read yet; one that died first made none.
    if (!this.ended) this.waitingForConnections = setTimeout(() => this.finish(true), LATE_CONNECTION_MS);
  }

  failed(error: Error): void {
    this.settle?.();
    // After the caller has its process and listeners (spawn resolves first).
    setImmediate(() => {
      this.emit('error', error);
      this.status ??= { code: null, signal: null };
      this.finish(true);
    });
  }

  private checkKnown(): void {
    if (this.pid !== undefined && this.connection !== undefined && this.errors !== undefined) this.settle?.();
  }

  /**
   * 'close' once the process has ended and both its connections closed, as a ChildProcess's after its pipes;
   * `givenUp`: without waiting for connections that have not come.
   */
  private finish(givenUp = false): void {
    if (this.ended || this.status === undefined) return;
    const open = (socket: net.Socket | undefined): boolean =>
      socket === undefined ? !givenUp : !socket.destroyed && !socket.closed;
    if (open(this.connection) || open(this.errors)) return;
    this.ended = true;
    clearTimeout(this.waitingForConnections);
    this.stderr.end();
    const { code, signal } = this.status;
    // After the stderr text reaches its listeners, and after spawn's caller has attached its own.
    setImmediate(() => this.emit('close', code, signal));
  }
}

/** A spawner: the `launch --serve` process and the socket its children connect to. */
export class Spawner {
  /**
   * By token: not yet reported forked ('S'), not yet connected, and without a stderr connection yet (three
   * maps: they may come in any order).
   */
  private readonly waiting = new Map<string, SpawnedProcess>();
  private readonly unconnected = new Map<string, SpawnedProcess>();
  private readonly withoutStderr = new Map<string, SpawnedProcess>();
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
    // A Unix socket is bound and listening when listen() returns ('listening' comes a tick later), and nothing
    // connects to it before a request: the spawner starts at once. Joining a cgroup v1 waits out an RCU grace
    // period (about 10 ms here), on the first sandbox's way unless it begins early.
    const listening = new Promise<void>((resolve, reject) => {
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
    const spawner = new Spawner(helper, server, socketPath, onGone);
    try {
      await listening;
    } catch (error) {
      spawner.killNow();
      spawner.close();
      throw error;
    }
    return spawner;
  }

  /** Start `argv`; resolves once it runs and is connected, or has failed. */
  async spawn(argv: string[]): Promise<SpawnedProcess> {
    const child = new SpawnedProcess();
    if (this.gone !== undefined) {
      child.failed(new Error(this.gone));
      return child;
    }
    const token = randomBytes(16).toString('hex');
    this.waiting.set(token, child);
    this.unconnected.set(token, child);
    this.withoutStderr.set(token, child);
    this.busy();
    const words = [token, this.socketPath, ...argv];
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
        this.withoutStderr.delete(first);
        child?.failed(new Error(`spawn failed (errno ${second})`));
      } else if (kind === 'X') {
        const child = this.running.get(Number(first));
        this.running.delete(Number(first));
        // Its connections may still come: their tokens are forgotten once it is closed.
        child?.once('close', () => this.forget(child));
        child?.exited(Number(second));
      }
    }
    if (this.pending === 0) this.idle();
  }

  /** Forget the tokens of a child that has closed (a connection of it that comes after is refused). */
  private forget(child: SpawnedProcess): void {
    for (const tokens of [this.unconnected, this.withoutStderr])
      for (const [token, waiting] of tokens) if (waiting === child) tokens.delete(token);
    if (this.pending === 0) this.idle();
  }

  /** Children on their way: not yet forked, connected, or with their stderr connection, or running. */
  private get pending(): number {
    return this.waiting.size + this.unconnected.size + this.withoutStderr.size + this.running.size;
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
      const line = data.subarray(0, newline).toString('latin1');
      if (line.endsWith(STDERR_LINE_SUFFIX)) {
        const token = line.slice(0, -STDERR_LINE_SUFFIX.length);
        const child = this.withoutStderr.get(token);
        this.withoutStderr.delete(token);
        if (child === undefined || child.closed) socket.destroy();
        else {
          if (newline + 1 < data.length) socket.unshift(data.subarray(newline + 1));
          child.attachErrors(socket);
        }
        if (this.pending === 0) this.idle();
        return;
      }
      const token = line;
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
      ...this.withoutStderr.values(),
      ...this.running.values(),
    ]);
    for (const child of children) child.failed(new Error(reason));
    this.waiting.clear();
    this.unconnected.clear();
    this.withoutStderr.clear();
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
 * `mountsPlan` when given); undefined when this run directory can have no spawner (a
 * socket path too long for sun_path under a deep TMPDIR, or the socket refused), and the caller spawns it
 * itself. A spawner of another run directory (removed since), or over other host layers, is closed.
 */
export async function spawnThroughSpawner(
  launcher: string,
  runDir: string,
  env: Record<string, string>,
  argv: string[],
  mountsPlan?: string,
): Promise<SandboxProcess | undefined> {
  const spawner = await spawnerOf(launcher, runDir, env, mountsPlan);
  return spawner === undefined ? undefined : spawner.spawn(argv);
}

/**
 * Start the spawner of `runDir` spawnThroughSpawner will use (over the host layers of `mountsPlan`), now and not
 * at its first sandbox: the run's first sandbox then only sends its request.
 */
export function prestartSpawner(
  launcher: string,
  runDir: string,
  env: Record<string, string>,
  mountsPlan?: string,
): void {
  void spawnerOf(launcher, runDir, env, mountsPlan);
}

/** The spawner of `runDir` over `mountsPlan`, started if there is none (spawnThroughSpawner). */
function spawnerOf(
  launcher: string,
  runDir: string,
  env: Record<string, string>,
  mountsPlan: string | undefined,
): Promise<Spawner | undefined> {
  // Named after the host layers it mounts: a spawner over other ones may still be closing.
  const socketPath = path.join(
    runDir,
    mountsPlan === undefined ? SOCKET_NAME : `${path.basename(mountsPlan, '.plan')}-${SOCKET_NAME}`,
  );
  if (!fitsUnixSocket(socketPath)) return Promise.resolve(undefined);
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
  return start;
}
