/**
 * What git's walk of a checkout's work tree and hooksim's reading of its index found (listRepository,
 * workspace.ts), kept across processes so that a `fire` on a checkout that has not changed since walks no
 * work tree and reads no index: on 100,000 tracked files those are git's 50 ms on the other CPU and 20 ms
 * of the main thread, the whole difference to a checkout of 10 files (issue 15). Git's own untracked cache
 * does the same from the same facts, and none of it holds an ignore rule: `git check-ignore` still judges
 * every untracked entry by the rules of the moment, so an edited `.gitignore` is seen at once.
 *
 * What is kept depends only on the index (which paths are tracked) and on the names in each directory holding
 * a tracked path (which are untracked, and which hold a `.git`): the walk is git's `--others --directory`
 * without ignore rules, which never looks into an untracked directory. So what the index gave is used only
 * while the index file has the same device, inode, mode, size, modification and change time as when it was
 * kept, and the walk's entries in a directory only while that directory (and the repository's config) has its
 * own too: git walks again the directories that changed (host-git.ts, beginUntrackedListing), or the whole
 * work tree where the top or the config did. A name added, removed or renamed in a directory changes both of
 * that directory's times; the change time cannot be set back (`touch -d` sets only the others), and it is
 * taken from the clock of the change.
 *
 * Kept only where that holds with a margin: on Linux, on a local file system that records those times
 * (LOCAL_FILE_SYSTEMS), every directory on the top's device, and only when none of those was changed in the
 * MARGIN_MS before the walk began: a change during the walk, or within the clock's granularity of it (a whole
 * second on some file systems), would otherwise be recorded with the time kept. A checkout changed just before
 * `fire` is walked again, and kept by a later one. One file per checkout in the user's cache directory (by the
 * checkout's real path), this user's alone, and at most KEPT of them.
 */
import {
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statfsSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';
import { hooksimCacheDir, ownedAlone } from '../cache-dir.js';

/** A directory holding tracked paths, relative to the checkout, and whether a `.git` lies in it. */
export interface IndexDirectory {
  rel: string;
  dotGit: boolean;
}

/** What listRepository found of a checkout before it knew what is hidden. */
export interface CheckoutListing {
  /** The entries of git's walk (OTHERS_LISTING, host-git.ts), as pathEntry gives them. */
  others: string[];
  /** The directories holding tracked paths, in the index's order (IndexDirectories, workspace.ts). */
  dirs: IndexDirectory[];
  /** The gitlinks (submodules). */
  gitlinks: string[];
}

/** The form of the file and of what it holds (OTHERS_LISTING's entries); another is not read. */
const VERSION = 2;
/** How long before the walk began every directory, the index and the config must have last changed. */
export const MARGIN_MS = 2_000;
/** The most checkouts kept; the least recently kept go first. */
const KEPT = 32;

/**
 * File systems (statfs(2) magic numbers) that keep a directory's times on the machine itself: ext2/3/4, XFS,
 * Btrfs, tmpfs, overlayfs, ZFS, F2FS, bcachefs. A network or FUSE file system may show another machine's
 * change late: nothing is kept there.
 */
const LOCAL_FILE_SYSTEMS = new Set([
  0xef53, 0x58465342, 0x9123683e, 0x01021994, 0x794c7630, 0x2fc12fc1, 0xf2f52010, 0xca451a4e,
]);

/** device, inode, mode, size, modification and change time (ms, as Node gives them). */
type Stamp = [number, number, number, number, number, number];

interface Kept {
  version: number;
  checkout: string;
  top: Stamp;
  index: Stamp;
  config: Stamp | null;
  /** Each directory, its `.git`, its stamp; in the index's order. */
  dirs: Array<[string, boolean, Stamp]>;
  gitlinks: string[];
  others: string[];
}

/** Whether `value` is a Kept of this VERSION in every part that is used (a file edited by hand is not). */
function isKept(value: unknown): value is Kept {
  const kept = value as Partial<Kept> | null;
  const isStamp = (stamp: unknown): boolean =>
    Array.isArray(stamp) && stamp.length === 6 && stamp.every((part) => typeof part === 'number');
  const areStrings = (list: unknown): boolean =>
    Array.isArray(list) && list.every((item) => typeof item === 'string');
  return (
    typeof kept === 'object' &&
    kept !== null &&
    kept.version === VERSION &&
    typeof kept.checkout === 'string' &&
    isStamp(kept.top) &&
    isStamp(kept.index) &&
    (kept.config === null || isStamp(kept.config)) &&
    areStrings(kept.gitlinks) &&
    areStrings(kept.others) &&
    Array.isArray(kept.dirs) &&
    kept.dirs.every(
      (dir) =>
        Array.isArray(dir) && typeof dir[0] === 'string' && typeof dir[1] === 'boolean' && isStamp(dir[2]),
    )
  );
}

function stampOf(stats: Stats): Stamp {
  return [stats.dev, stats.ino, stats.mode, stats.size, stats.mtimeMs, stats.ctimeMs];
}

/** Whether `file` has the stamp `stamp` (null: it does not exist); false where it cannot be looked at. */
function hasStamp(file: string, stamp: Stamp | null): boolean {
  let stats: Stats | undefined;
  try {
    stats = lstatSync(file, { throwIfNoEntry: false });
  } catch {
    return false;
  }
  if (stats === undefined || stamp === null) return stats === undefined && stamp === null;
  return (
    stats.ctimeMs === stamp[5] &&
    stats.mtimeMs === stamp[4] &&
    stats.ino === stamp[1] &&
    stats.dev === stamp[0] &&
    stats.mode === stamp[2] &&
    stats.size === stamp[3]
  );
}

/** The kept file of the checkout whose real path is `checkout`. */
function keptFile(checkout: string): string {
  return path.join(hooksimCacheDir(), 'listings', `${pathHash(checkout)}.json`);
}

/** Two 32-bit FNV-1a hashes of `text`, as 16 hex digits (the file holds the path it is for). */
function pathHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/**
 * What was kept of a checkout and what changed since: what the index gave holds while the index file is the
 * one kept (its directories' `.git` looked at again where a directory changed); the walk's entries hold but
 * in the directories that changed, which git walks again (host-git.ts, beginUntrackedListing).
 */
export interface KeptListing {
  /** The walk's entries, as kept. */
  others: string[];
  /**
   * The directories holding tracked paths that changed since (relative, `''` for the top): what `others`
   * holds in them may be stale. Empty when none did; undefined when every entry may be (the config changed).
   */
  changed: string[] | undefined;
  /** The index's directories and gitlinks. */
  index: () => { dirs: IndexDirectory[]; gitlinks: string[] };
}

/**
 * What was kept of the checkout whose real path is `checkout` (index file `indexFile`, config `configFile`)
 * and what changed since (KeptListing); undefined where its index changed, or where nothing can be read.
 */
export function readKeptListing(
  checkout: string,
  indexFile: string,
  configFile: string,
): KeptListing | undefined {
  if (process.platform !== 'linux') return undefined;
  let kept: Kept;
  try {
    const file = keptFile(checkout);
    const stats = lstatSync(file, { throwIfNoEntry: false });
    if (stats === undefined || !stats.isFile() || !ownedAlone(stats)) return undefined;
    const read: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isKept(read) || read.checkout !== checkout || !hasStamp(indexFile, read.index)) return undefined;
    kept = read;
  } catch {
    return undefined;
  }
  const { dirs } = kept;
  const changed: number[] = [];
  let compared = 0;
  const compareAll = (): void => {
    for (; compared < dirs.length; compared++) {
      const [rel, , stamp] = dirs[compared] ?? ['', false, null];
      if (!hasStamp(`${checkout}/${rel}`, stamp)) changed.push(compared);
    }
  };
  const configSame = hasStamp(configFile, kept.config);
  if (configSame) compareAll();
  return {
    others: kept.others,
    changed: configSame
      ? [...(hasStamp(checkout, kept.top) ? [] : ['']), ...changed.map((at) => dirs[at]?.[0] ?? '')]
      : undefined,
    index: () => {
      compareAll();
      const stale = new Set(changed);
      return {
        dirs: dirs.map(([rel, dotGit], at) => ({
          rel,
          dotGit: stale.has(at) ? holdsDotGit(`${checkout}/${rel}`) : dotGit,
        })),
        gitlinks: kept.gitlinks,
      };
    },
  };
}

/**
 * Whether `dir` holds a `.git` of any kind. A tracked directory the working tree has since replaced by a
 * file (ENOTDIR) or cannot look into holds none that a hook could read.
 */
export function holdsDotGit(dir: string): boolean {
  try {
    return lstatSync(`${dir}/.git`, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false;
  }
}

/**
 * Keep `listing` of the checkout whose real path is `checkout`, found by a walk that began at `walkStarted`
 * (Date.now()), where that is safe (see the module's comment); quietly nothing otherwise. Synchronous: a
 * `fire` that walked the work tree spends about 3 ms here on 1,000 directories.
 */
export function keepListing(
  checkout: string,
  indexFile: string,
  configFile: string,
  walkStarted: number,
  listing: CheckoutListing,
): void {
  if (process.platform !== 'linux') return;
  try {
    const before = walkStarted - MARGIN_MS;
    const settled = (file: string): Stats | undefined => {
      const stats = lstatSync(file, { throwIfNoEntry: false });
      return stats !== undefined && stats.ctimeMs < before && stats.mtimeMs < before ? stats : undefined;
    };
    const top = settled(checkout);
    const index = settled(indexFile);
    if (top === undefined || index === undefined || !top.isDirectory()) return;
    if (!LOCAL_FILE_SYSTEMS.has(statfsSync(checkout).type)) return;
    const configStats = lstatSync(configFile, { throwIfNoEntry: false });
    const config = configStats === undefined ? undefined : settled(configFile);
    if (configStats !== undefined && config === undefined) return;
    const dirs: Kept['dirs'] = [];
    for (const { rel, dotGit } of listing.dirs) {
      const stats = settled(`${checkout}/${rel}`);
      if (stats === undefined || !stats.isDirectory() || stats.dev !== top.dev) return;
      dirs.push([rel, dotGit, stampOf(stats)]);
    }
    const kept: Kept = {
      version: VERSION,
      checkout,
      top: stampOf(top),
      index: stampOf(index),
      config: config === undefined ? null : stampOf(config),
      dirs,
      gitlinks: listing.gitlinks,
      others: listing.others,
    };
    const file = keptFile(checkout);
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(kept), { mode: 0o600 });
    renameSync(partial, file);
    forgetOldest(path.dirname(file));
  } catch {
    // Not kept: the next `fire` walks again.
  }
}

/** Remove the least recently kept files of `dir` beyond KEPT. */
function forgetOldest(dir: string): void {
  const names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  if (names.length <= KEPT) return;
  const byAge = names
    .map((name) => ({ name, mtime: lstatSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => a.mtime - b.mtime);
  for (const { name } of byAge.slice(0, names.length - KEPT)) rmSync(path.join(dir, name), { force: true });
}
