/**
 * File changes of a namespace sandbox session (spec/cloud-environment.md §1), read from the overlays'
 * upper layers: the session's upper layer starts empty (scenario files and plumbing sit in a seed layer
 * below it), so every entry there is a hook's doing. Whiteouts are deletions; a copied-up file whose
 * content, mode and symlink target equal the lower one is no change; a directory that replaced a lower
 * one (opaque) is checked against the merged view. The hook-writable trees (upper layers, the home) are
 * walked through directory descriptors opened without following links (`/proc/self/fd/N/name`, as openat
 * does): a hook that is still running cannot swap a directory for a symlink between a check and a read and
 * make the host list or compare its own files.
 */
import {
  closeSync,
  constants,
  lstatSync,
  openSync,
  readdirSync,
  readlinkSync,
  readSync,
  type Dirent,
  type Stats,
} from 'node:fs';
import path from 'node:path';
import type { FileChanges } from './types.js';

/*
 * The scan's reads are synchronous: each is a small kernel call on a tmpfs, /proc or a local checkout, and
 * through libuv's thread pool each cost about 100 µs of CPU (a hand-off to a thread and back) against 6 µs
 * here, dozens of them a session. So that a hook's huge tree does not hold up the other sessions of a run,
 * the scan lets the event loop turn every SCAN_YIELD_EVERY directory entries.
 */
const SCAN_YIELD_EVERY = 2048;
let entriesSinceYield = 0;

/** Let the event loop turn once `count` more entries bring the scan past SCAN_YIELD_EVERY since the last turn. */
async function pace(count: number): Promise<void> {
  entriesSinceYield += count;
  if (entriesSinceYield < SCAN_YIELD_EVERY) return;
  entriesSinceYield = 0;
  await new Promise<void>((resolve) => setImmediate(resolve));
}

/** A descriptor from openSync, or undefined where the open failed. */
function openOrUndefined(file: string, flags: number): number | undefined {
  try {
    return openSync(file, flags);
  } catch {
    return undefined;
  }
}

const DIRECTORY_NO_FOLLOW = constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW;

/**
 * A hook-writable directory opened without following a link at its last component, its parent reached
 * through the parent's descriptor: every path below it resolves from the directory itself, never again by
 * name from the host's root.
 */
class TrustedDir {
  private constructor(private readonly fd: number) {}

  /** Open a directory hooksim made (an upper layer, the sandbox home); undefined when it is not one. */
  static openRoot(dir: string): TrustedDir | undefined {
    const fd = openOrUndefined(dir, DIRECTORY_NO_FOLLOW);
    return fd === undefined ? undefined : new TrustedDir(fd);
  }

  /** The path of an entry, resolved through this directory's descriptor (the entry itself not followed by lstat). */
  at(name: string): string {
    return `/proc/self/fd/${this.fd}/${name}`;
  }

  /** Open a subdirectory; undefined when it is anything else (a symlink, a file) or is gone. */
  child(name: string): TrustedDir | undefined {
    const fd = openOrUndefined(this.at(name), DIRECTORY_NO_FOLLOW);
    return fd === undefined ? undefined : new TrustedDir(fd);
  }

  /** The entries of this very directory. */
  async entries(): Promise<Dirent[]> {
    let found: Dirent[];
    try {
      found = readdirSync(`/proc/self/fd/${this.fd}`, { withFileTypes: true });
    } catch {
      return [];
    }
    await pace(found.length);
    return found;
  }

  close(): void {
    try {
      closeSync(this.fd);
    } catch {
      // closed already
    }
  }
}

/** Run `work` on a directory just opened and close it after; `empty` when it could not be opened as one. */
async function withDir<T>(
  dir: TrustedDir | undefined,
  empty: T,
  work: (dir: TrustedDir) => Promise<T>,
): Promise<T> {
  if (dir === undefined) return empty;
  try {
    return await work(dir);
  } finally {
    dir.close();
  }
}

/**
 * How deep the scan follows a hook's directories: one descriptor stays open per level, and a path longer
 * than PATH_MAX names nothing a report reader could use. A directory past either bound is reported whole,
 * as `dir/` (a hook can nest directories without end under `/root`).
 */
export const SCAN_MAX_DEPTH = 256;
const SCAN_MAX_PATH = 4096;

/** Whether the scan stops at directory `rel` and reports it as one `rel/` entry. */
function tooDeep(rel: string): boolean {
  return rel.length > SCAN_MAX_PATH || rel.split('/').length > SCAN_MAX_DEPTH;
}

/** Run `work` on an opened subdirectory; nothing when it is not one. */
function inChild<T>(
  dir: TrustedDir,
  name: string,
  work: (child: TrustedDir) => Promise<T>,
): Promise<T | undefined> {
  return withDir<T | undefined>(dir.child(name), undefined, work);
}

/** One overlay as the host sees it. */
export interface OverlayView {
  /** Where the overlay is mounted in the sandbox, e.g. `/workspace`. */
  target: string;
  upper: string;
  /** Lower layers, topmost first. */
  lowers: string[];
  /** A host path to the mounted (merged) view, when one is reachable; used to tell opaque directories. */
  merged?: string;
}

/** What computeChanges reads. */
export interface ChangeScan {
  workspace: OverlayView;
  /** The sandbox home, a plain directory that starts empty apart from the transcript directory. */
  home: { target: string; dir: string };
  /** System overlays (`/usr`, `/etc`, ...): any change is reported as one entry per top directory. */
  system: OverlayView[];
  /** Sandbox paths never reported: plumbing files, command stubs; a trailing `/` excludes a tree. */
  excluded: string[];
}

/** Any change under it collapses into this one `modified` entry. */
const GIT_ENTRY = '/workspace/.git/';

function isWhiteout(stat: Stats): boolean {
  return stat.isCharacterDevice() && stat.rdev === 0;
}

/** The file's lstat, or undefined where there is none or it cannot be looked at. */
export function lstatOrUndefined(file: string): Stats | undefined {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
}

/** An entry of the lower stack: the layer file that supplies it. */
interface LowerEntry {
  file: string;
  stat: Stats;
}

/**
 * Resolve `rel` through the lower layers as overlayfs does: the topmost layer holding it wins; a whiteout,
 * or a non-directory on the way, hides it and everything below.
 */
export function resolveLower(lowers: string[], rel: string): LowerEntry | undefined {
  const parts = rel === '' ? [] : rel.split('/');
  for (const layer of lowers) {
    let blocked = false;
    let absent = false;
    for (let i = 1; i <= parts.length; i++) {
      const stat = lstatOrUndefined(path.join(layer, ...parts.slice(0, i)));
      if (stat === undefined) {
        absent = true;
        break;
      }
      if (isWhiteout(stat) || (i < parts.length && !stat.isDirectory())) {
        blocked = true;
        break;
      }
    }
    if (blocked) return undefined;
    if (absent) continue;
    const file = path.join(layer, ...parts);
    const stat = lstatOrUndefined(file);
    if (stat !== undefined) return { file, stat };
  }
  return undefined;
}

/** Names visible in the lower stack's directory `rel`. */
async function lowerNames(lowers: string[], rel: string): Promise<string[]> {
  const names = new Set<string>();
  for (const layer of lowers) {
    let found: string[] = [];
    try {
      found = readdirSync(path.join(layer, rel));
    } catch {
      // not a directory of this layer
    }
    await pace(found.length);
    for (const name of found) names.add(name);
  }
  return [...names].filter((name) => resolveLower(lowers, join(rel, name)) !== undefined);
}

/** Every file and symlink of the lower stack at or under `rel`. */
async function lowerFiles(lowers: string[], rel: string): Promise<string[]> {
  const entry = resolveLower(lowers, rel);
  if (entry === undefined) return [];
  if (!entry.stat.isDirectory()) return [rel];
  const found: string[] = [];
  for (const name of await lowerNames(lowers, rel))
    found.push(...(await lowerFiles(lowers, join(rel, name))));
  return found;
}

function join(rel: string, name: string): string {
  return rel === '' ? name : `${rel}/${name}`;
}

/** Whether `rel` exists in the merged view; every component but the last must be a real directory. */
function existsInMerged(merged: string, rel: string): boolean {
  const parts = rel.split('/');
  for (let i = 1; i <= parts.length; i++) {
    const stat = lstatOrUndefined(path.join(merged, ...parts.slice(0, i)));
    if (stat === undefined) return false;
    if (i < parts.length && !stat.isDirectory()) return false;
  }
  return true;
}

/** Byte-for-byte equality of two regular files; unreadable counts as different. */
async function sameContent(a: string, b: string): Promise<boolean> {
  const left = openOrUndefined(a, constants.O_RDONLY | constants.O_NOFOLLOW);
  const right = openOrUndefined(b, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    if (left === undefined || right === undefined) return false;
    const size = 64 * 1024;
    const bufA = Buffer.alloc(size);
    const bufB = Buffer.alloc(size);
    for (;;) {
      const readA = readSync(left, bufA, 0, size, null);
      const readB = readSync(right, bufB, 0, size, null);
      if (readA !== readB) return false;
      if (readA === 0) return true;
      if (!bufA.subarray(0, readA).equals(bufB.subarray(0, readB))) return false;
      // A large file counts as many entries: the event loop turns between its chunks too.
      await pace(size / 4096);
    }
  } catch {
    return false;
  } finally {
    for (const fd of [left, right]) if (fd !== undefined) closeSync(fd);
  }
}

function readlinkOrEmpty(file: string): string {
  try {
    return readlinkSync(file);
  } catch {
    return '';
  }
}

/** Whether an upper entry differs from the lower one it covers: type, mode, symlink target or content. */
async function differs(upperFile: string, upper: Stats, lower: LowerEntry): Promise<boolean> {
  const type = (stat: Stats): number => stat.mode & constants.S_IFMT;
  if (type(upper) !== type(lower.stat)) return true;
  if (upper.isSymbolicLink()) return readlinkOrEmpty(upperFile) !== readlinkOrEmpty(lower.file);
  if ((upper.mode & 0o7777) !== (lower.stat.mode & 0o7777)) return true;
  if (!upper.isFile()) return false;
  if (upper.size !== lower.stat.size) return true;
  return !(await sameContent(upperFile, lower.file));
}

/** Changes of one overlay, as paths relative to its root. */
async function overlayChanges(view: OverlayView): Promise<FileChanges> {
  const changes: FileChanges = { created: [], modified: [], deleted: [] };
  const deleteLower = async (rel: string): Promise<void> => {
    changes.deleted.push(...(await lowerFiles(view.lowers, rel)));
  };

  const walk = async (rel: string, dir: TrustedDir): Promise<void> => {
    const entries = await dir.entries();
    const inUpper = new Set(entries.map((entry) => entry.name));
    // An opaque upper directory hides the lower entries it does not hold; only the merged view tells. The
    // upper layer's root is never opaque (a mount's root cannot be removed and made again): its deletions
    // are whiteouts, and no lookup of the lower entries is needed for it.
    const lowerDir = rel === '' ? undefined : resolveLower(view.lowers, rel);
    if (view.merged !== undefined && lowerDir?.stat.isDirectory()) {
      for (const name of await lowerNames(view.lowers, rel)) {
        if (!inUpper.has(name) && !existsInMerged(view.merged, join(rel, name)))
          await deleteLower(join(rel, name));
      }
    }
    for (const entry of entries) {
      const child = join(rel, entry.name);
      const upperFile = dir.at(entry.name);
      const stat = lstatOrUndefined(upperFile);
      if (stat === undefined) continue;
      if (isWhiteout(stat)) {
        await deleteLower(child);
        continue;
      }
      const lower = resolveLower(view.lowers, child);
      if (stat.isDirectory()) {
        if (lower !== undefined && !lower.stat.isDirectory()) changes.deleted.push(child);
        if (tooDeep(child)) changes.created.push(`${child}/`);
        else await inChild(dir, entry.name, (sub) => walk(child, sub));
      } else if (lower === undefined) {
        changes.created.push(child);
      } else if (lower.stat.isDirectory()) {
        await deleteLower(child);
        changes.created.push(child);
      } else if (await differs(upperFile, stat, lower)) {
        changes.modified.push(child);
      }
    }
  };
  await inRoot(view.upper, undefined, (root) => walk('', root));
  return changes;
}

/** Every file and symlink under a hook-writable plain directory, relative to it. */
async function plainFiles(dir: TrustedDir, rel = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await dir.entries()) {
    const child = join(rel, entry.name);
    if (entry.isDirectory() && tooDeep(child)) found.push(`${child}/`);
    else if (entry.isDirectory())
      found.push(...((await inChild(dir, entry.name, (sub) => plainFiles(sub, child))) ?? []));
    else found.push(child);
  }
  return found;
}

/** Whether a system overlay's upper layer holds anything besides copied-up parents and excluded files. */
async function systemChanged(
  view: OverlayView,
  isExcluded: (p: string) => boolean,
  dir: TrustedDir,
  rel = '',
): Promise<boolean> {
  for (const entry of await dir.entries()) {
    const child = join(rel, entry.name);
    if (isExcluded(`${view.target}/${child}`)) continue;
    if (!entry.isDirectory() || tooDeep(child)) return true;
    if (resolveLower(view.lowers, child)?.stat.isDirectory() !== true) return true;
    if (await inChild(dir, entry.name, (sub) => systemChanged(view, isExcluded, sub, child))) return true;
  }
  return false;
}

/** Run `work` on a hook-writable tree's root, opened without following links; `empty` when it is missing. */
function inRoot<T>(dir: string, empty: T, work: (root: TrustedDir) => Promise<T>): Promise<T> {
  return withDir(TrustedDir.openRoot(dir), empty, work);
}

/** Created, modified and deleted sandbox paths, sorted (cloud-environment.md §1). */
export async function computeChanges(scan: ChangeScan): Promise<FileChanges> {
  const isExcluded = (p: string): boolean =>
    scan.excluded.some((ex) => (ex.endsWith('/') ? p.startsWith(ex) || `${p}/` === ex : p === ex));
  const result: FileChanges = { created: [], modified: [], deleted: [] };
  let gitChanged = false;
  const add = (list: string[], paths: string[], root: string): void => {
    for (const rel of paths) {
      const full = `${root}/${rel}`;
      if (isExcluded(full)) continue;
      if (full === GIT_ENTRY.slice(0, -1) || full.startsWith(GIT_ENTRY)) gitChanged = true;
      else list.push(full);
    }
  };

  const workspace = await overlayChanges(scan.workspace);
  const home = await inRoot(scan.home.dir, [], (root) => plainFiles(root));
  const systemChanges: boolean[] = [];
  for (const view of scan.system)
    systemChanges.push(await inRoot(view.upper, false, (root) => systemChanged(view, isExcluded, root)));
  add(result.created, workspace.created, scan.workspace.target);
  add(result.modified, workspace.modified, scan.workspace.target);
  add(result.deleted, workspace.deleted, scan.workspace.target);
  add(result.created, home, scan.home.target);
  if (gitChanged) result.modified.push(GIT_ENTRY);
  scan.system.forEach((view, i) => {
    if (systemChanges[i] === true) result.modified.push(`${view.target}/`);
  });
  for (const list of [result.created, result.modified, result.deleted]) list.sort();
  return result;
}
