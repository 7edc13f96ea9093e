/**
 * Reading a repository's files on the host without leaving it: a pull request can commit a symlink to any host
 * path (`.github/hooks/a.json -> /proc/self/environ`), or a hook command naming `/etc/…` or `../…`. Every
 * host-side reader (discovery, the loader, scenarios, lint) resolves links first and refuses a real path
 * outside the repository: hooksim must never read, list or echo a host file on a hook's say-so. Inside the
 * repository it reads only what `/workspace` shows (decideWorkspaceView): a link to `.git/config` (the job
 * token), to a git-ignored `.env` or into a nested checkout is refused the same way.
 */
import { lstatSync, readFileSync, realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { decideWorkspaceView, workspaceShows } from './sandbox/workspace.js';

/** A link that leads out of the directory a file must stay in. */
export const OUTSIDE = 'outside';

/** A path inside the repository that `/workspace` does not show: under `.git`, git-ignored, in a nested checkout. */
export const HIDDEN = 'hidden';

/** How a path is judged: OUTSIDE or HIDDEN (refused unread), its real path, or undefined (missing inside). */
export type Confined = string | typeof OUTSIDE | typeof HIDDEN | undefined;

/** Options of the confined readers. */
export interface ConfineOptions {
  /**
   * Judge the real path also by what `/workspace` shows of `root` (default true, `root` being a checkout);
   * false for roots that are no checkout (the sandbox HOME, the policy directory).
   */
  workspace?: boolean;
}

/** Whether a confinedRealpath answer refuses the file unread. */
export function isRefused(found: Confined): found is typeof OUTSIDE | typeof HIDDEN {
  return found === OUTSIDE || found === HIDDEN;
}

/** What `/workspace` shows of each checkout, by its real path: decided once, reused by every read. */
const shownPaths = new Map<string, Promise<(rel: string) => boolean>>();
/** The settled entries of shownPaths, for the synchronous readers of lint. */
const shownPathsNow = new Map<string, (rel: string) => boolean>();

/**
 * Decide (again) what `/workspace` shows of `repo` for the host-side readers: every command that reads a
 * repository calls it once at its start, so a repository changed since an earlier command is judged afresh.
 */
export async function refreshWorkspaceView(repo: string): Promise<void> {
  const realRoot = realRootOfSync(repo);
  if (realRoot === undefined) return;
  const decided = decideWorkspaceView(realRoot).then(
    (view) => workspaceShows(view),
    // A checkout git cannot list shows nothing: fail closed (the sandbox would not start either).
    () => (rel: string) => rel === '',
  );
  shownPaths.set(realRoot, decided);
  shownPathsNow.set(realRoot, await decided);
}

async function shownIn(realRoot: string): Promise<(rel: string) => boolean> {
  if (!shownPaths.has(realRoot)) await refreshWorkspaceView(realRoot);
  return (await shownPaths.get(realRoot)) ?? (() => false);
}

/**
 * Whether `/workspace` shows `file` itself, its last link not followed: a listing leaves out what a hook
 * cannot see (an ignored `local.yml`) instead of refusing it; a shown link is still judged by its target.
 */
export async function shownAsWritten(root: string, file: string): Promise<boolean> {
  const realRoot = realRootOfSync(root);
  const dir = realpathOrUndefined(path.dirname(path.resolve(file)));
  if (realRoot === undefined || dir === undefined || !isInside(realRoot, dir)) return false;
  return (await shownIn(realRoot))(relativeOf(realRoot, path.join(dir, path.basename(file))));
}

/** The relative `/`-path of `real` under `realRoot`. */
function relativeOf(realRoot: string, real: string): string {
  return path.relative(realRoot, real).split(path.sep).join('/');
}

/** Whether the real path `real` is the real directory `root` or inside it. */
export function isInside(root: string, real: string): boolean {
  const relative = path.relative(root, real);
  return (
    relative === '' ||
    (!relative.startsWith(`..${path.sep}`) && relative !== '..' && !path.isAbsolute(relative))
  );
}

/** Whether `file`, as written (links not followed), lies under `root`. */
export function isLexicallyInside(root: string, file: string): boolean {
  return isInside(path.resolve(root), path.resolve(root, file));
}

/**
 * The real path of `file` when it stays inside `root` once links are followed; OUTSIDE when it does not: a link
 * out of it, a link that resolves to nothing, or a missing file under a directory link out of it, so that the
 * answer never depends on whether a host path exists; undefined for a plain missing file inside.
 */
export async function confinedRealpath(
  root: string,
  file: string,
  options: ConfineOptions = {},
): Promise<Confined> {
  // Synchronous calls: one or two a file, and a round trip through libuv's thread pool costs about ten times
  // the CPU of the call (every hook file and scenario of a run comes through here).
  const realRoot = realRootOfSync(root);
  if (realRoot === undefined) return undefined;
  for (let at = path.resolve(file); ; at = path.dirname(at)) {
    try {
      const real = realpathSync.native(at);
      if (!isInside(realRoot, real)) return OUTSIDE;
      // A missing file is judged by the directory it would be in, so `.git/no-such` reads as `.git/config`.
      if (options.workspace !== false && !(await shownIn(realRoot))(relativeOf(realRoot, real)))
        return HIDDEN;
      return at === path.resolve(file) ? real : undefined;
    } catch {
      if (isLinkSync(at)) return OUTSIDE;
      if (at === path.dirname(at)) return undefined;
    }
  }
}

/**
 * confinedRealpath without waiting (lint reads scripts synchronously, each once), judged by the view
 * refreshWorkspaceView decided last; before any, every path inside is HIDDEN (fail closed).
 */
export function confinedRealpathSync(root: string, file: string): Confined {
  const realRoot = realRootOfSync(root);
  if (realRoot === undefined) return undefined;
  const shows = shownPathsNow.get(realRoot) ?? (() => false);
  for (let at = path.resolve(file); ; at = path.dirname(at)) {
    try {
      const real = realpathSync.native(at);
      if (!isInside(realRoot, real)) return OUTSIDE;
      if (!shows(relativeOf(realRoot, real))) return HIDDEN;
      return at === path.resolve(file) ? real : undefined;
    } catch {
      if (isLinkSync(at)) return OUTSIDE;
      if (at === path.dirname(at)) return undefined;
    }
  }
}

function isLinkSync(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * The text of `file` through its checked real path; undefined when it is outside `root`, not shown in
 * `/workspace`, missing or unreadable.
 */
export async function readConfined(root: string, file: string): Promise<string | undefined> {
  const real = await confinedRealpath(root, file);
  if (real === undefined || isRefused(real)) return undefined;
  return readFile(real, 'utf8').catch(() => undefined);
}

/** readConfined without waiting. */
export function readConfinedSync(root: string, file: string): string | undefined {
  const real = confinedRealpathSync(root, file);
  if (real === undefined || isRefused(real)) return undefined;
  try {
    return readFileSync(real, 'utf8');
  } catch {
    return undefined;
  }
}

/** Real paths of roots: a lint or load of hundreds of files asks for the same root each time. */
const realRoots = new Map<string, string>();

function realRootOfSync(root: string): string | undefined {
  const known = realRoots.get(root);
  if (known !== undefined) return known;
  const real = realpathOrUndefined(root);
  if (real !== undefined) realRoots.set(root, real);
  return real;
}

/** The real path of `file`, or undefined where it has none (missing, a loop). */
function realpathOrUndefined(file: string): string | undefined {
  try {
    return realpathSync.native(file);
  } catch {
    return undefined;
  }
}
