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
import { constants } from 'node:fs';
import { lstat, open, readdir, readlink, type FileHandle } from 'node:fs/promises';
import type { Dirent, Stats } from 'node:fs';
import path from 'node:path';
import type { FileChanges } from './types.js';

/**
 * A hook-writable directory opened without following a link at its last component, its parent reached
 * through the parent's descriptor: every path below it resolves from the directory itself, never again by
 * name from the host's root.
 */
class TrustedDir {
  private constructor(private readonly handle: FileHandle) {}

  /** Open a directory hooksim made (an upper layer, the sandbox home); undefined when it is not one. */
  static async openRoot(dir: string): Promise<TrustedDir | undefined> {
    const handle = await open(dir, constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW).catch(
      () => undefined,
    );
    return handle === undefined ? undefined : new TrustedDir(handle);
  }

  /** The path of an entry, resolved through this directory's descriptor (the entry itself not followed by lstat). */
  at(name: string): string {
    return `/proc/self/fd/${this.handle.fd}/${name}`;
  }

  /** Open a subdirectory; undefined when it is anything else (a symlink, a file) or is gone. */
  async child(name: string): Promise<TrustedDir | undefined> {
    const handle = await open(
      this.at(name),
      constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW,
    ).catch(() => undefined);
    return handle === undefined ? undefined : new TrustedDir(handle);
  }

  /** The entries of this very directory. */
  async entries(): Promise<Dirent[]> {
    return readdir(`/proc/self/fd/${this.handle.fd}`, { withFileTypes: true }).catch(() => []);
  }

  async close(): Promise<void> {
    await this.handle.close().catch(() => undefined);
  }
}

/** Run `work` on a directory being opened and close it after; `empty` when it cannot be opened as one. */
async function withDir<T>(
  opening: Promise<TrustedDir | undefined>,
  empty: T,
  work: (dir: TrustedDir) => Promise<T>,
): Promise<T> {
  const dir = await opening;
  if (dir === undefined) return empty;
  try {
    return await work(dir);
  } finally {
    await dir.close();
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

async function lstatOrUndefined(file: string): Promise<Stats | undefined> {
  return lstat(file).catch(() => undefined);
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
export async function resolveLower(lowers: string[], rel: string): Promise<LowerEntry | undefined> {
  const parts = rel === '' ? [] : rel.split('/');
  for (const layer of lowers) {
    let blocked = false;
    let absent = false;
    for (let i = 1; i <= parts.length; i++) {
      const stat = await lstatOrUndefined(path.join(layer, ...parts.slice(0, i)));
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
    const stat = await lstatOrUndefined(file);
    if (stat !== undefined) return { file, stat };
  }
  return undefined;
}

/** Names visible in the lower stack's directory `rel`. */
async function lowerNames(lowers: string[], rel: string): Promise<string[]> {
  const names = new Set<string>();
  for (const layer of lowers)
    for (const name of await readdir(path.join(layer, rel)).catch(() => [])) names.add(name);
  const visible: string[] = [];
  for (const name of names)
    if ((await resolveLower(lowers, join(rel, name))) !== undefined) visible.push(name);
  return visible;
}

/** Every file and symlink of the lower stack at or under `rel`. */
async function lowerFiles(lowers: string[], rel: string): Promise<string[]> {
  const entry = await resolveLower(lowers, rel);
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
async function existsInMerged(merged: string, rel: string): Promise<boolean> {
  const parts = rel.split('/');
  for (let i = 1; i <= parts.length; i++) {
    const stat = await lstatOrUndefined(path.join(merged, ...parts.slice(0, i)));
    if (stat === undefined) return false;
    if (i < parts.length && !stat.isDirectory()) return false;
  }
  return true;
}

async function openNoFollow(file: string): Promise<FileHandle | undefined> {
  return open(file, constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => undefined);
}

/** Byte-for-byte equality of two regular files; unreadable counts as different. */
async function sameContent(a: string, b: string): Promise<boolean> {
  const [left, right] = await Promise.all([openNoFollow(a), openNoFollow(b)]);
  try {
    if (left === undefined || right === undefined) return false;
    const size = 64 * 1024;
    const bufA = Buffer.alloc(size);
    const bufB = Buffer.alloc(size);
    for (;;) {
      const [readA, readB] = await Promise.all([left.read(bufA, 0, size), right.read(bufB, 0, size)]);
      if (readA.bytesRead !== readB.bytesRead) return false;
      if (readA.bytesRead === 0) return true;
      if (!bufA.subarray(0, readA.bytesRead).equals(bufB.subarray(0, readB.bytesRead))) return false;
    }
  } finally {
    await left?.close();
    await right?.close();
  }
}

/** Whether an upper entry differs from the lower one it covers: type, mode, symlink target or content. */
async function differs(upperFile: string, upper: Stats, lower: LowerEntry): Promise<boolean> {
  const type = (stat: Stats): number => stat.mode & constants.S_IFMT;
  if (type(upper) !== type(lower.stat)) return true;
  if (upper.isSymbolicLink()) {
    const [a, b] = await Promise.all([
      readlink(upperFile).catch(() => ''),
      readlink(lower.file).catch(() => ''),
    ]);
    return a !== b;
  }
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
    const lowerDir = rel === '' ? undefined : await resolveLower(view.lowers, rel);
    if (view.merged !== undefined && lowerDir?.stat.isDirectory()) {
      for (const name of await lowerNames(view.lowers, rel)) {
        if (!inUpper.has(name) && !(await existsInMerged(view.merged, join(rel, name))))
          await deleteLower(join(rel, name));
      }
    }
    for (const entry of entries) {
      const child = join(rel, entry.name);
      const upperFile = dir.at(entry.name);
      const stat = await lstatOrUndefined(upperFile);
      if (stat === undefined) continue;
      if (isWhiteout(stat)) {
        await deleteLower(child);
        continue;
      }
      const lower = await resolveLower(view.lowers, child);
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
    if ((await resolveLower(view.lowers, child))?.stat.isDirectory() !== true) return true;
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

  // The trees are independent: read side by side, so a session's scan waits for the slowest, not the sum.
  const [workspace, home, systemChanges] = await Promise.all([
    overlayChanges(scan.workspace),
    inRoot(scan.home.dir, [], (root) => plainFiles(root)),
    Promise.all(
      scan.system.map((view) => inRoot(view.upper, false, (root) => systemChanged(view, isExcluded, root))),
    ),
  ]);
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
