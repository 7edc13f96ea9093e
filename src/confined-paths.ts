/**
 * Reading a repository's files on the host without leaving it: a pull request can commit a symlink to any host
 * path (`.github/hooks/a.json -> /proc/self/environ`), or a hook command naming `/etc/…` or `../…`. Every
 * host-side reader (discovery, the loader, scenarios, lint) resolves links first and refuses a real path
 * outside the repository: hooksim must never read, list or echo a host file on a hook's say-so.
 */
import { lstatSync, readFileSync, realpathSync } from 'node:fs';
import { lstat, readFile, realpath } from 'node:fs/promises';
import path from 'node:path';

/** A link that leads out of the directory a file must stay in. */
export const OUTSIDE = 'outside';

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
): Promise<string | typeof OUTSIDE | undefined> {
  const realRoot = await realRootOf(root);
  if (realRoot === undefined) return undefined;
  for (let at = path.resolve(file); ; at = path.dirname(at)) {
    try {
      const real = await realpath(at);
      if (!isInside(realRoot, real)) return OUTSIDE;
      return at === path.resolve(file) ? real : undefined;
    } catch {
      if ((await lstat(at).catch(() => undefined))?.isSymbolicLink()) return OUTSIDE;
      if (at === path.dirname(at)) return undefined;
    }
  }
}

/** confinedRealpath without waiting (lint reads scripts synchronously, each once). */
export function confinedRealpathSync(root: string, file: string): string | typeof OUTSIDE | undefined {
  const realRoot = realRootOfSync(root);
  if (realRoot === undefined) return undefined;
  for (let at = path.resolve(file); ; at = path.dirname(at)) {
    try {
      const real = realpathSync.native(at);
      if (!isInside(realRoot, real)) return OUTSIDE;
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

/** The text of `file` through its checked real path; undefined when it is outside `root`, missing or unreadable. */
export async function readConfined(root: string, file: string): Promise<string | undefined> {
  const real = await confinedRealpath(root, file);
  if (real === undefined || real === OUTSIDE) return undefined;
  return readFile(real, 'utf8').catch(() => undefined);
}

/** readConfined without waiting. */
export function readConfinedSync(root: string, file: string): string | undefined {
  const real = confinedRealpathSync(root, file);
  if (real === undefined || real === OUTSIDE) return undefined;
  try {
    return readFileSync(real, 'utf8');
  } catch {
    return undefined;
  }
}

/** Real paths of roots: a lint or load of hundreds of files asks for the same root each time. */
const realRoots = new Map<string, string>();

async function realRootOf(root: string): Promise<string | undefined> {
  const known = realRoots.get(root);
  if (known !== undefined) return known;
  const real = await realpath(root).catch(() => undefined);
  if (real !== undefined) realRoots.set(root, real);
  return real;
}

function realRootOfSync(root: string): string | undefined {
  const known = realRoots.get(root);
  if (known !== undefined) return known;
  try {
    const real = realpathSync.native(root);
    realRoots.set(root, real);
    return real;
  } catch {
    return undefined;
  }
}
