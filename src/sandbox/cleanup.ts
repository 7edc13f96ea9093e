/**
 * The namespace sandbox's temporary directories on the host and their guaranteed removal: one run
 * directory per hooksim process (`hooksim-sbx-<pid>-<random>` under the temp dir) holding the shared
 * workspace copies, mask layers and every session's layers; removed when the last user is done, on
 * process exit, SIGINT and SIGTERM; a dead run's directory is swept by the next start.
 */
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmdirSync, unlinkSync } from 'node:fs';
import { chmod, lstat, readdir, rmdir, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Temp directory names of hooksim runs: the owner pid comes first so a later run can tell a dead one. */
const RUN_PREFIX = 'hooksim-sbx-';
const RUN_NAME = /^hooksim-sbx-(\d+)-[A-Za-z0-9]+$/;

let runDirectory: string | undefined;
/** Synchronous teardown steps of live sandboxes, run on exit and on a fatal signal. */
const exitHooks = new Set<() => void>();
let handlersInstalled = false;

/** The per-process run directory, created (and dead runs swept) on first use. */
export function ensureRunDir(): string {
  if (runDirectory !== undefined) return runDirectory;
  const base = tmpdir();
  // Overlay mount options separate layers with ':' and options with ','; the path must hold neither.
  if (/[,:\\\s]/.test(base)) {
    throw new Error(
      `The temporary directory '${base}' contains ',', ':', '\\' or white space, which overlay mounts cannot use.`,
    );
  }
  sweepDeadRuns(base);
  runDirectory = mkdtempSync(path.join(base, `${RUN_PREFIX}${process.pid}-`));
  chmodSync(runDirectory, 0o700);
  installHandlers();
  return runDirectory;
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
  removeTreeSync(runDirectory);
  runDirectory = undefined;
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

/** Remove run directories whose owner process is gone; only directories we own, never following links. */
export function sweepDeadRuns(base: string = tmpdir()): void {
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
      removeTreeSync(full);
    } catch {
      // Another run swept it, or it is not ours to remove.
    }
  }
}

/**
 * Remove a directory tree; directories are made accessible first (overlay work directories are mode 000).
 * Symbolic links are removed, never followed.
 */
export async function removeTree(target: string): Promise<void> {
  let stat;
  try {
    stat = await lstat(target);
  } catch {
    return;
  }
  if (!stat.isDirectory()) {
    await unlink(target).catch(() => undefined);
    return;
  }
  await chmod(target, 0o700).catch(() => undefined);
  const names = await readdir(target).catch(() => [] as string[]);
  await Promise.all(names.map((name) => removeTree(path.join(target, name))));
  await rmdir(target).catch(() => undefined);
}

/** Synchronous removeTree, for exit handlers. */
export function removeTreeSync(target: string): void {
  let stat;
  try {
    stat = lstatSync(target);
  } catch {
    return;
  }
  if (!stat.isDirectory()) {
    try {
      unlinkSync(target);
    } catch {
      // gone already
    }
    return;
  }
  try {
    chmodSync(target, 0o700);
  } catch {
    // not ours: the rmdir below fails and leaves it
  }
  let names: string[] = [];
  try {
    names = readdirSync(target);
  } catch {
    // unreadable
  }
  for (const name of names) removeTreeSync(path.join(target, name));
  try {
    rmdirSync(target);
  } catch {
    // left for the next sweep
  }
}
