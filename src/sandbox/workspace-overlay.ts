/**
 * `/workspace` without copying the checkout (issue 15): the checkout itself is the overlay's read-only
 * lowest layer, and a small mask layer above it, made once per run, hides what decideWorkspaceView hides
 * (ignored paths and nested repositories, as git lists them collapsed) with whiteouts, and holds every git
 * config file of a shown `.git` rewritten without credentials. Its cost grows with the number of hidden
 * entries, not with the number of files. Where the overlay cannot stand in for the copy (the checkout
 * belongs to another user, its path cannot be an overlay layer, the run directory lies inside it, whiteouts
 * cannot be made, or HOOKSIM_WORKSPACE=copy), the filtered copy (workspace.ts) is used instead.
 */
import { realpath } from 'node:fs/promises';
import { isUtf8 } from 'node:buffer';
import {
  appendFileSync,
  chmodSync,
  copyFileSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  statSync,
  utimesSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';
import { memoUntilFailure } from '../memo.js';
import { lstatOrUndefined } from './changes.js';
import { removeTree } from './cleanup.js';
import { tmpdir } from 'node:os';
import { NOT_UTF8, rawPath, takeEarlyGitConfig } from './host-git.js';
import { runWhiteout } from './system-layers.js';
import {
  acquireWorkspaceCopy,
  decideWorkspaceView,
  findGitConfigs,
  sanitizeGitConfig,
  WorkspaceCopyError,
  type WorkspaceCopyOptions,
  type WorkspaceView,
  withParents,
} from './workspace.js';

/** The read-only lower layers of `/workspace`, topmost first, and how they were made. */
export interface WorkspaceLowers {
  lowers: string[];
  /** `overlay`: a mask layer over the checkout itself; `copy`: the filtered copy. */
  kind: 'overlay' | 'copy';
  /** Why the copy was used (kind `copy`). */
  reason?: string;
}

/** Mask layers of this process, by run directory and the repository's real path. */
const masks = new Map<string, Promise<WorkspaceLowers>>();

/** Characters an overlay mount option cannot hold in a layer path. */
const UNUSABLE_LAYER_PATH = /[,:\\]/;

/**
 * The lower layers of `/workspace` for `repo` in this run, made on first use and shared by every session:
 * a mask layer over the checkout where it can be, the filtered copy otherwise (WorkspaceLowers.reason).
 */
export async function acquireWorkspaceLowers(
  repo: string,
  runDir: string,
  options: WorkspaceCopyOptions = {},
): Promise<WorkspaceLowers> {
  // Synchronously: asked once a session, and a thread-pool round trip costs more than the lookup.
  const real = realpathSync(repo);
  const key = `${runDir}\0${real}`;
  return memoUntilFailure(masks, key, () => chooseLowers(real, runDir, options));
}

/**
 * From now on in this run, `repo`'s sessions use the filtered copy (a sandbox over the mask layer did not
 * start: `reason`); the copy's lower layers.
 */
export async function useWorkspaceCopy(
  repo: string,
  runDir: string,
  options: WorkspaceCopyOptions,
  reason: string,
): Promise<WorkspaceLowers> {
  const real = await realpath(repo);
  const lowers = acquireWorkspaceCopy(real, runDir, options).then((copy): WorkspaceLowers => ({
    lowers: [copy],
    kind: 'copy',
    reason,
  }));
  const key = `${runDir}\0${real}`;
  masks.set(key, lowers);
  lowers.catch(() => masks.delete(key));
  return lowers;
}

/** Forget the mask layers (their run directory is going away with them). */
export function forgetWorkspaceMasks(): void {
  masks.clear();
}

async function chooseLowers(
  repo: string,
  runDir: string,
  options: WorkspaceCopyOptions,
): Promise<WorkspaceLowers> {
  // What the mask layer needs begins while the checkout is looked at: the view (shared with the hook files'
  // discovery, and needed by a copy too) and the run's whiteout template (a `mknod`; a copy leaves it unused).
  const viewDecided = decideWorkspaceView(repo);
  const whiteoutMade = runWhiteout(runDir);
  for (const started of [viewDecided, whiteoutMade]) started.catch(() => undefined);
  const reason = await overlayUnusable(repo, runDir);
  if (reason !== undefined) {
    return { lowers: [await acquireWorkspaceCopy(repo, runDir, options)], kind: 'copy', reason };
  }
  // Synchronous calls here and in overlayUnusable: each awaited one waited its turn behind the other work of
  // a starting command, and the mask layer is on the way to the first sandbox (README, "Issue 15").
  const dir = mkdtempSync(path.join(runDir, 'mask-'));
  try {
    chmodSync(dir, 0o755);
    const layer = path.join(dir, 'layer');
    mkdirSync(layer, { mode: 0o755 });
    let whiteout: string;
    try {
      whiteout = await whiteoutMade;
    } catch (error) {
      await removeTree(dir);
      const why = `no whiteout could be made (${error instanceof Error ? error.message : String(error)})`;
      return { lowers: [await acquireWorkspaceCopy(repo, runDir, options)], kind: 'copy', reason: why };
    }
    await buildWorkspaceMasks(repo, layer, whiteout, await viewDecided);
    // The sandbox's root is not the uid the index recorded (hooksim's user maps to 0): compare what a
    // clone's index would match anyway (whole-second mtime, size, mode), so git re-hashes nothing.
    const config = path.join(layer, '.git', 'config');
    if ((process.geteuid?.() ?? 0) !== 0 && lstatOrUndefined(config)?.isFile())
      appendFileSync(config, '[core]\n\tcheckStat = minimal\n');
    return { lowers: [layer, repo], kind: 'overlay' };
  } catch (error) {
    await removeTree(dir);
    throw error instanceof WorkspaceCopyError ? error : new WorkspaceCopyError(repo, describe(error));
  }
}

/** Why `repo` cannot be the overlay's lowest layer; undefined when it can. */
export async function overlayUnusable(repo: string, runDir: string): Promise<string | undefined> {
  if (process.env.HOOKSIM_WORKSPACE === 'copy') return 'HOOKSIM_WORKSPACE=copy';
  if (UNUSABLE_LAYER_PATH.test(repo)) return `its path holds ',', ':' or '\\'`;
  // The run directory, and the temp dir where sessions may keep their layers (cleanup.ts bulkDirFor).
  for (const dir of [runDir, tmpdir()]) {
    const real = realpathSync(dir);
    if (real === repo || real.startsWith(`${repo}/`))
      return 'the temporary directory lies inside the checkout (overlay layers may not overlap)';
  }
  // The sandbox's root is hooksim's user: files of another uid show as `nobody` inside (read-only or out of
  // reach), and git would take every index entry for changed.
  const uid = process.geteuid?.() ?? 0;
  for (const rel of ['', '.git', '.git/index']) {
    const info = lstatOrUndefined(path.join(repo, rel)); // `.git` may be a file: `.git/index` is then none
    if (info !== undefined && info.uid !== uid)
      return `'${rel === '' ? repo : rel}' belongs to uid ${info.uid}, not hooksim's ${uid}`;
  }
  return undefined;
}

/**
 * Fill the empty directory `layer` so that, above `repo`, it shows exactly `view`: a whiteout for every
 * hidden entry (descending into a hidden directory only where a tracked path lies below it), and every git
 * config file of a shown `.git` directory rewritten without credentials.
 */
export async function buildWorkspaceMasks(
  repo: string,
  layer: string,
  whiteout: string,
  view: WorkspaceView,
): Promise<void> {
  // Synchronous calls: a mask is a handful of them (stat, mkdir, chmod, utimes, link), and each one a round
  // trip through libuv's thread pool made 86 ignored files scattered over 600 directories take 240 ms of
  // waiting. The event loop gets a turn every MASKS_PER_TURN masks.
  const stats = new Map<string, Stats>();
  const statOf = (rel: string): Stats => {
    let found = stats.get(rel);
    if (found === undefined) {
      found = statSync(path.join(repo, rel));
      stats.set(rel, found);
    }
    return found;
  };
  // A directory of the mask layer is the one overlayfs shows: it carries the checkout's mode, and its times
  // once everything is in it (a link, a copy or a directory made inside changes them).
  const made = new Set<string>(['']);
  const ensureDirs = (rel: string): void => {
    if (made.has(rel)) return;
    ensureDirs(parentOf(rel));
    const target = path.join(layer, rel);
    mkdirSync(target);
    // Exactly: mkdir's mode goes through the umask, and a set-group-ID parent passes its bit on.
    chmodSync(target, statOf(rel).mode & 0o7777);
    made.add(rel);
  };
  let masks = 0;
  /** A whiteout for `name` (its bytes: it may not be UTF-8) in the directory `parent` of the checkout. */
  const maskName = async (parent: string, name: Buffer): Promise<void> => {
    ensureDirs(parent);
    try {
      linkSync(whiteout, Buffer.concat([Buffer.from(`${path.join(layer, parent)}/`), name]));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (++masks % MASKS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
  };
  const mask = (rel: string): Promise<void> => maskName(parentOf(rel), Buffer.from(path.posix.basename(rel)));
  const exists = (file: string | Buffer): boolean => lstatSync(file, { throwIfNoEntry: false }) !== undefined;
  /**
   * A hidden path that is not UTF-8 (NOT_UTF8): the first directory on its way whose name is not either,
   * or the path itself, is masked whole by its bytes. Its parent has a name as a string; a tracked path
   * below it is hidden with it (no such path can be named to the overlay's host-side readers anyway).
   */
  const maskBytes = async (raw: Buffer): Promise<void> => {
    let cut = raw.indexOf(0x2f);
    while (cut !== -1 && isUtf8(raw.subarray(0, cut))) cut = raw.indexOf(0x2f, cut + 1);
    const top = cut === -1 ? raw : raw.subarray(0, cut);
    const slash = top.lastIndexOf(0x2f);
    if (!exists(Buffer.concat([Buffer.from(`${repo}/`), top]))) return;
    await maskName(slash === -1 ? '' : top.toString('utf8', 0, slash), top.subarray(slash + 1));
  };
  /** The names in the checkout's directory `rel`, as bytes: a name that is not UTF-8 is masked by them. */
  const namesIn = (rel: string): Buffer[] => readdirSync(path.join(repo, rel), { encoding: 'buffer' });

  // The directories holding a tracked path below a hidden entry: such an entry is opened up, not masked
  // whole. A nested repository's `.git` in a directory with tracked paths is one of view.hidden.
  const holders = withParents(view.shownInHidden.map((rel) => path.posix.dirname(rel)));
  const shown = new Set([...view.shownInHidden, ...view.gitDirs]);
  const maskBelow = async (rel: string): Promise<void> => {
    ensureDirs(rel);
    for (const name of namesIn(rel)) {
      if (!isUtf8(name)) {
        await maskName(rel, name);
        continue;
      }
      const child = `${rel}/${name.toString('utf8')}`;
      if (holders.has(child)) await maskBelow(child);
      else if (!shown.has(child)) await mask(child);
    }
  };
  for (const entry of view.hidden) {
    if (entry.startsWith(NOT_UTF8)) {
      await maskBytes(rawPath(entry.replace(/\/$/, '')));
      continue;
    }
    const rel = entry.replace(/\/$/, '');
    if (holders.has(rel)) await maskBelow(rel);
    else if (exists(path.join(repo, rel))) await mask(rel);
  }
  // A submodule that is not checked out (no `.git` of its own) shows empty, as in a fresh clone.
  for (const sub of view.submodules) {
    if (view.gitDirs.includes(`${sub}/.git`)) continue;
    let names: Buffer[] = [];
    try {
      names = namesIn(sub);
    } catch {
      // not there, or not a directory: nothing to hide
    }
    for (const name of names) await maskName(sub, name);
  }
  for (const rel of view.gitDirs) {
    const source = path.join(repo, rel);
    if (lstatSync(source, { throwIfNoEntry: false })?.isDirectory() !== true) continue;
    for (const file of findGitConfigs(source)) {
      const relFile = path.relative(repo, file);
      ensureDirs(path.posix.dirname(relFile));
      const target = path.join(layer, relFile);
      copyFileSync(file, target); // its mode; the content is git's listing of it, cleaned
      await sanitizeGitConfig(target, takeEarlyGitConfig(file));
    }
  }
  for (const dir of made) {
    const source = statOf(dir);
    utimesSync(path.join(layer, dir), source.atime, source.mtime);
  }
}

/** Masks made between two turns of the event loop (buildWorkspaceMasks). */
const MASKS_PER_TURN = 1024;

/** The directory holding `rel` in the checkout, `''` for its top. */
function parentOf(rel: string): string {
  const parent = path.posix.dirname(rel);
  return parent === '.' ? '' : parent;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
