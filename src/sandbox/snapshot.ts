/**
 * File changes without overlays: a snapshot of a tree (type, mode, content hash, link target) taken after
 * seeding, compared with the tree at the end. Used by the process driver.
 */
import { createHash } from 'node:crypto';
import { lstat, readdir, readFile, readlink } from 'node:fs/promises';
import path from 'node:path';

/** What identifies a file's state: kind, permission bits, and content or link target. */
export type TreeSnapshot = Map<string, string>;

async function describe(full: string): Promise<string | undefined> {
  const stats = await lstat(full).catch(() => undefined);
  if (!stats) return undefined;
  const mode = (stats.mode & 0o7777).toString(8);
  if (stats.isSymbolicLink()) return `l:${await readlink(full)}`;
  if (stats.isFile())
    return `f:${mode}:${createHash('sha1')
      .update(await readFile(full))
      .digest('hex')}`;
  if (stats.isDirectory()) return `d:${mode}`;
  return `o:${mode}`;
}

/** Snapshot every file and symlink under `root`, keyed by path relative to it (directories are not listed). */
export async function snapshotTree(root: string): Promise<TreeSnapshot> {
  const snapshot: TreeSnapshot = new Map();
  async function walk(dir: string, rel: string): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        await walk(full, childRel);
        continue;
      }
      const state = await describe(full);
      if (state !== undefined) snapshot.set(childRel, state);
    }
  }
  await walk(root, '');
  return snapshot;
}

/** Created, modified and deleted relative paths between two snapshots, sorted. */
export function diffSnapshots(before: TreeSnapshot, after: TreeSnapshot) {
  const created: string[] = [];
  const modified: string[] = [];
  const deleted: string[] = [];
  for (const [rel, state] of after) {
    const old = before.get(rel);
    if (old === undefined) created.push(rel);
    else if (old !== state) modified.push(rel);
  }
  for (const rel of before.keys()) if (!after.has(rel)) deleted.push(rel);
  return { created: created.sort(), modified: modified.sort(), deleted: deleted.sort() };
}
