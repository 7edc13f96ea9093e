/**
 * git as hooksim runs it on the host over a checkout (GIT_SAFE, hostGitEnv), and the listings of a checkout
 * begun before the command asks for them. `fire` and `run` decide what `/workspace` shows from git's listings
 * of the checkout (workspace.ts, listRepository); the CLI's entry (cli-prefetch.ts) begins the same commands
 * here before Node has loaded the rest of the CLI, so that git walks the work tree on the other CPU meanwhile.
 * listRepository takes over a run begun here when it asks for the same command in the same directory (by real
 * path: the discovery asks for the checkout's real path, the sandbox for the path given), and starts its own
 * otherwise; a run nobody took still ends before the process does, as any git hooksim starts. Small on
 * purpose: the CLI's entry chunk loads it.
 */
import { closeSync, lstatSync, mkdtempSync, openSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runHostCommand } from '../host-command.js';
import { SANDBOX_PATH } from './environment.js';

/** Git options that keep a repository's own config from running commands on the host. */
export const GIT_SAFE = [
  '-c',
  'core.fsmonitor=false',
  '-c',
  'core.hooksPath=/dev/null',
  '-c',
  'safe.directory=*',
];

/** No system or global git config on the host: no filter, hook or fsmonitor program a host configured runs. */
export const GIT_WITHOUT_HOST_CONFIG: Readonly<Record<string, string>> = {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};

/**
 * The environment of every git hooksim runs on the host over a repository or its copy: no system or global
 * config, so a filter, textconv or fsmonitor program the host configured never runs for a pull request's
 * `.gitattributes`; only the repository's own config (written by the checkout, not by the pull request) and
 * GIT_SAFE apply.
 */
export function hostGitEnv(path: string = process.env.PATH ?? SANDBOX_PATH): Record<string, string> {
  return {
    PATH: path,
    HOME: process.env.HOME ?? '/',
    LANG: 'C.UTF-8',
    ...GIT_WITHOUT_HOST_CONFIG,
    GIT_TERMINAL_PROMPT: '0',
  };
}

/** `git ls-files -z <args>` in `dir`, as hooksim runs it. */
function lsFilesArgs(dir: string, args: readonly string[]): string[] {
  return [...GIT_SAFE, '-C', dir, 'ls-files', '-z', ...args];
}

/** `git ls-files -z <args>` in `dir` with its output collected. */
export function collectGitListing(dir: string, args: readonly string[]): Promise<Buffer> {
  return runHostCommand('git', lsFilesArgs(dir, args), { cwd: dir, env: hostGitEnv() });
}

/** A listing being written to an unlinked temporary file: its descriptor, and git's end. */
export interface FileListing {
  fd: number;
  done: Promise<unknown>;
}

/**
 * `git ls-files -z <args>` in `dir` into an unlinked temporary file (read back a piece at a time: a listing
 * of 100,000 paths never passes through memory whole). The caller closes `fd`.
 */
export function startFileListing(dir: string, args: readonly string[]): FileListing {
  const tmp = mkdtempSync(path.join(tmpdir(), 'hooksim-ls-'));
  let fd: number;
  try {
    fd = openSync(path.join(tmp, 'listing'), 'w+', 0o600);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  try {
    return {
      fd,
      done: runHostCommand('git', lsFilesArgs(dir, args), { cwd: dir, env: hostGitEnv(), stdoutFd: fd }),
    };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

/** Listings begun early, by kind, directory and arguments. */
const early = new Map<string, Promise<Buffer> | FileListing>();

/** The key of a listing: its directory and the file of an `--exclude-from` by their real paths. */
function earlyKey(kind: 'collected' | 'file', dir: string, args: readonly string[]): string {
  const real = (file: string): string => {
    try {
      return realpathSync(file);
    } catch {
      return file;
    }
  };
  const exclude = '--exclude-from=';
  const keyArgs = args.map((arg) =>
    arg.startsWith(exclude) ? exclude + real(arg.slice(exclude.length)) : arg,
  );
  return [kind, real(dir), ...keyArgs].join('\0');
}

/** The collected listing begun early for exactly this command, once; undefined when there is none. */
export function takeEarlyCollected(dir: string, args: readonly string[]): Promise<Buffer> | undefined {
  return takeEarly(earlyKey('collected', dir, args)) as Promise<Buffer> | undefined;
}

/** The file listing begun early for exactly this command, once; undefined when there is none. */
export function takeEarlyFile(dir: string, args: readonly string[]): FileListing | undefined {
  return takeEarly(earlyKey('file', dir, args)) as FileListing | undefined;
}

function takeEarly(key: string): Promise<Buffer> | FileListing | undefined {
  const found = early.get(key);
  early.delete(key);
  return found;
}

/**
 * Begin the listings listRepository asks for at the top of the checkout `repo` (a directory with its own
 * `.git`): the ignored entries, those of the job's `info/exclude` where it holds a pattern, the untracked
 * ones and the index. Nothing where `repo` has no `.git` or a linked worktree's (git names its exclude file).
 */
export function beginCheckoutListings(repo: string): void {
  let exclude: string | undefined;
  try {
    const file = ownInfoExcludePath(repo);
    if (file === undefined) return;
    exclude = excludeWithPatterns(file);
  } catch {
    return;
  }
  const collected = (args: string[]): void => {
    const run = collectGitListing(repo, args);
    run.catch(() => undefined); // its taker sees the failure; an untaken one is no error
    early.set(earlyKey('collected', repo, args), run);
  };
  const file = (args: string[]): void => {
    const listing = startFileListing(repo, args);
    listing.done.catch(() => undefined);
    early.set(earlyKey('file', repo, args), listing);
  };
  collected(IGNORED_LISTING);
  if (exclude !== undefined) collected(excludedListing(exclude));
  file(UNTRACKED_LISTING);
  file(INDEX_LISTING);
}

/** The arguments of listRepository's listings (after `ls-files -z`). */
export const IGNORED_LISTING = ['--others', '--ignored', '--exclude-standard', '--directory'];
export const UNTRACKED_LISTING = ['--others', '--exclude-standard'];
export const INDEX_LISTING = ['--cached', '--stage'];
export function excludedListing(exclude: string): string[] {
  return ['--others', '--ignored', `--exclude-from=${exclude}`, '--directory'];
}

/**
 * Where git reads `info/exclude` for the work tree at `dir` when its `.git` is a directory of its own (no
 * `commondir` file, which only a linked worktree's has), found without starting git; undefined otherwise (a
 * submodule's or a linked worktree's `.git` is a file naming the real one: git says where).
 */
export function ownInfoExcludePath(dir: string): string | undefined {
  const dotGit = path.join(dir, '.git');
  if (lstatSync(dotGit, { throwIfNoEntry: false })?.isDirectory() !== true) return undefined;
  if (lstatSync(path.join(dotGit, 'commondir'), { throwIfNoEntry: false }) !== undefined) return undefined;
  return path.join(dotGit, 'info', 'exclude');
}

/**
 * `file` if it is a regular file holding a pattern: blank lines, lines of spaces and `#` comments are all
 * git skips (the `info/exclude` that `git init` writes holds only comments).
 */
export function excludeWithPatterns(file: string): string | undefined {
  if (lstatSync(file, { throwIfNoEntry: false })?.isFile() !== true) return undefined;
  const text = readFileSync(file, 'utf8');
  return text.split('\n').every((line) => /^( *$|#)/.test(line)) ? undefined : file;
}
