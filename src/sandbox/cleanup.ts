/**
 * The namespace sandbox's temporary directories on the host and their guaranteed removal: one run
 * directory per hooksim process (`hooksim-sbx-<pid>-<random>`) holding the mask layers, the system layers'
 * seeds and every session's small files, on the memory filesystem /dev/shm where it can be (runBase), and
 * a second one in the temp dir for what may grow large (bulkDirFor: workspace copies, layers hooks write on
 * kernels before 6.6); removed when the last user is done, on process exit, SIGINT and SIGTERM; a dead
 * run's directories are swept by the next start.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  lstatSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  statfsSync,
  unlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SANDBOX_PATH } from './environment.js';

/** Temp directory names of hooksim runs: the owner pid comes first so a later run can tell a dead one. */
const RUN_PREFIX = 'hooksim-sbx-';
const RUN_NAME = /^hooksim-sbx-(\d+)-[A-Za-z0-9]+$/;

/** The memory filesystem a run directory goes to when it can (runBase). */
export const MEMORY_BASE = '/dev/shm';
/** tmpfs's magic number in statfs(2). */
const TMPFS_MAGIC = 0x01021994;
/** The room a memory filesystem must have for a run directory: Docker's default /dev/shm of 64 MB has not. */
const MEMORY_BASE_MIN_FREE_BYTES = 1024 * 1024 * 1024;

let runDirectory: string | undefined;
/** The run's directory in the temp dir for what may grow large, when the run directory is elsewhere. */
let bulkDirectory: string | undefined;
/** Synchronous teardown steps of live sandboxes, run on exit and on a fatal signal. */
const exitHooks = new Set<() => void>();
let handlersInstalled = false;

/**
 * The temporary directory cannot hold a run directory (overlay mount options cannot name it): neither sandbox
 * driver can run, so `auto` does not fall back on it; the CLI says so by its code, as a fix to make.
 */
export class UnusableTempDirError extends Error {
  readonly code = 'temp-dir-unusable';
  constructor(message: string) {
    super(message);
    this.name = 'UnusableTempDirError';
  }
}

/** The per-process run directory, created (and dead runs swept) on first use. */
export function ensureRunDir(): string {
  if (runDirectory !== undefined) return runDirectory;
  const temp = tmpdir();
  // Overlay mount options separate layers with ':' and options with ','; the path must hold neither.
  if (UNUSABLE_BASE.test(temp)) {
    throw new UnusableTempDirError(
      `The temporary directory '${temp}' contains ',', ':', '\\' or white space, which overlay mounts cannot use: set TMPDIR to a directory without them.`,
    );
  }
  const base = runBase(temp, describeMemoryBase());
  // In the background: a run killed with its sandboxes left a tree `rm` takes tens of ms to remove, and a
  // dozen of them held up the first sandbox of the next run for a second while they went one by one.
  void sweepDeadRuns(temp);
  if (base !== temp) void sweepDeadRuns(base);
  runDirectory = makeRunDir(base);
  installHandlers();
  return runDirectory;
}

/** Characters a run directory's path may not hold (overlay mount options). */
const UNUSABLE_BASE = /[,:\\\s]/;

function makeRunDir(base: string): string {
  const dir = mkdtempSync(path.join(base, `${RUN_PREFIX}${process.pid}-`));
  chmodSync(dir, 0o700);
  return dir;
}

/** What runBase needs to know of the memory filesystem; undefined where it is not there or not ours to use. */
export interface MemoryBase {
  path: string;
  tmpfs: boolean;
  freeBytes: number;
}

function describeMemoryBase(): MemoryBase | undefined {
  try {
    const real = realpathSync(MEMORY_BASE);
    if (!lstatSync(real).isDirectory()) return undefined;
    accessSync(real, constants.W_OK | constants.X_OK);
    const stats = statfsSync(real);
    return { path: real, tmpfs: stats.type === TMPFS_MAGIC, freeBytes: stats.bavail * stats.bsize };
  } catch {
    return undefined;
  }
}

/**
 * Where a run directory goes: on the memory filesystem when the temporary directory is the default one (a
 * TMPDIR set is where the user wants temporary files), it is a tmpfs this user may write, and it has room
 * (MEMORY_BASE_MIN_FREE_BYTES); the temp dir otherwise. A run directory holds small files made and removed at
 * a high rate (a session's, the mask layers' whiteouts): an ext4 inode and its removal cost about five times
 * what a tmpfs one does (sandbox/README.md "The run directory").
 */
export function runBase(temp: string, memory: MemoryBase | undefined): string {
  if (temp !== '/tmp' || memory === undefined || !memory.tmpfs) return temp;
  if (memory.freeBytes < MEMORY_BASE_MIN_FREE_BYTES || UNUSABLE_BASE.test(memory.path)) return temp;
  return memory.path;
}

/**
 * Where what may grow large goes for the run directory `runDir` (a workspace copy, the layers hooks write on
 * kernels before 6.6): `runDir` itself when it is in the temp dir, else a directory of the run there, made on
 * first use and removed with the run directory.
 */
export function bulkDirFor(runDir: string): string {
  if (runDir !== runDirectory || path.dirname(runDir) === tmpdir()) return runDir;
  bulkDirectory ??= makeRunDir(tmpdir());
  return bulkDirectory;
}

/** Register a synchronous teardown step for exit and signals; returns its removal. */
export function onProcessExit(hook: () => void): () => void {
  exitHooks.add(hook);
  installHandlers();
  return () => exitHooks.delete(hook);
}

/** Remove the run directory now (all sandboxes are stopped); the next sandbox creates a new one. */
export function removeRunDirSync(): void {
  if (runDirectory === undefined) return;
  if (hookFilesInRunDir) removeTreeSync(runDirectory);
  else removeOwnTreeSync(runDirectory);
  // Copies and layers hooks wrote: removed as a tree of any depth.
  if (bulkDirectory !== undefined) removeTreeSync(bulkDirectory);
  runDirectory = undefined;
  bulkDirectory = undefined;
}

/**
 * Whether a namespace sandbox of this run kept what hooks wrote in the run directory (its layers on the host
 * disk, kernels before 6.6): then only `rm` removes it, never an in-process walk that a leftover could race.
 */
let hookFilesInRunDir = false;

/** Say that a sandbox of this run keeps hook-written layers under the run directory (see removeRunDirSync). */
export function noteHookFilesInRunDir(): void {
  hookFilesInRunDir = true;
}

function runExitHooks(): void {
  for (const hook of [...exitHooks]) {
    try {
      hook();
    } catch {
      // Teardown goes on for the others.
    }
  }
  exitHooks.clear();
  try {
    removeRunDirSync();
  } catch {
    // Swept by the next run.
  }
}

function onFatalSignal(signal: NodeJS.Signals): void {
  runExitHooks();
  uninstallHandlers();
  // Nobody else handles it: die of the signal as if we had not been listening.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function installHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', runExitHooks);
  process.on('SIGINT', onFatalSignal);
  process.on('SIGTERM', onFatalSignal);
}

function uninstallHandlers(): void {
  if (!handlersInstalled) return;
  handlersInstalled = false;
  process.off('exit', runExitHooks);
  process.off('SIGINT', onFatalSignal);
  process.off('SIGTERM', onFatalSignal);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Remove run directories whose owner process is gone; only directories we own, never following links.
 * Never rejects.
 */
export async function sweepDeadRuns(base: string = tmpdir()): Promise<void> {
  let names: string[];
  try {
    names = readdirSync(base);
  } catch {
    return;
  }
  const uid = process.getuid?.();
  for (const name of names) {
    const match = RUN_NAME.exec(name);
    if (!match || Number(match[1]) === process.pid || isAlive(Number(match[1]))) continue;
    const full = path.join(base, name);
    try {
      const stat = lstatSync(full);
      if (!stat.isDirectory() || (uid !== undefined && stat.uid !== uid)) continue;
      await removeTree(full);
    } catch {
      // Another run swept it, or it is not ours to remove.
    }
  }
}

/**
 * The programs that remove a tree: coreutils `rm -rf` walks by descriptor, so a chain of directories deeper
 * than PATH_MAX (which a hook can build under `/root`) goes like any other, and it never follows a link or
 * crosses a mount point. Not as root, `chmod -R u+rwx` first: overlay work directories are mode 000, and
 * a hook can make its own so; chmod's walk changes a directory before it reads it and skips links.
 */
function removalSteps(target: string): [string, string[]][] {
  const rm: [string, string[]] = ['rm', ['-rf', '--one-file-system', '--', target]];
  return process.getuid?.() === 0 ? [rm] : [['chmod', ['-R', 'u+rwx', '--', target]], rm];
}

/** A removal step's options: no input, no output, only PATH. */
const STEP_OPTIONS = { env: { PATH: process.env.PATH ?? SANDBOX_PATH }, stdio: 'ignore' } as const;

/** Whether `target` is a directory we may walk; a file or link there is unlinked instead (never followed). */
function isWalkable(target: string): boolean {
  let stat;
  try {
    stat = lstatSync(target);
  } catch {
    return false;
  }
  if (stat.isDirectory()) return true;
  try {
    unlinkSync(target);
  } catch {
    // gone already
  }
  return false;
}

/** Remove a directory tree of any depth (removalSteps); what cannot be removed is left for the next sweep. */
export async function removeTree(target: string): Promise<void> {
  if (!isWalkable(target)) return;
  for (const [program, args] of removalSteps(target)) {
    await new Promise<void>((resolve) => {
      const child = spawn(program, args, STEP_OPTIONS);
      child.on('error', () => resolve());
      child.on('close', () => resolve());
    });
  }
}

/**
 * Remove a directory tree only hooksim wrote (no hook could reach it: no deep chains, no mode-000 work
 * directories), in this process, without starting a program; what that cannot remove, removeTree does.
 */
export async function removeOwnTree(target: string): Promise<void> {
  // Synchronously: such a tree holds a handful of entries, and each asynchronous call would be a round trip
  // through libuv's thread pool (about 100 µs of CPU each, against a few here).
  try {
    rmSync(target, { recursive: true, force: true });
  } catch {
    await removeTree(target);
  }
}

/** Synchronous removeOwnTree, for exit handlers. */
function removeOwnTreeSync(target: string): void {
  try {
    rmSync(target, { recursive: true, force: true });
  } catch {
    removeTreeSync(target);
  }
}

/** Synchronous removeTree, for exit handlers. */
export function removeTreeSync(target: string): void {
  if (!isWalkable(target)) return;
  for (const [program, args] of removalSteps(target)) spawnSync(program, args, STEP_OPTIONS);
}
