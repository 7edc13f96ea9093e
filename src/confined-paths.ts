/**
 * Reading a repository's files on the host without leaving it: a pull request can commit a symlink to any host
 * path (`.github/hooks/a.json -> /proc/self/environ`), or a hook command naming `/etc/…` or `../…`. Every
 * host-side reader (discovery, the loader, scenarios, lint) resolves links first and refuses a real path
 * outside the repository: hooksim must never read, list or echo a host file on a hook's say-so.
 */
import { realpathSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
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
 * The real path of `file` when it stays inside `root` once links are followed; OUTSIDE when it leaves it;
 * undefined when it does not exist (a dangling link included).
 */
export async function confinedRealpath(
  root: string,
  file: string,
): Promise<string | typeof OUTSIDE | undefined> {
  let realRoot: string;
  let real: string;
  try {
    realRoot = await realpath(root);
    real = await realpath(file);
  } catch {
    return undefined;
  }
  return isInside(realRoot, real) ? real : OUTSIDE;
}

/** confinedRealpath without waiting (lint reads scripts synchronously, each once). */
export function confinedRealpathSync(root: string, file: string): string | typeof OUTSIDE | undefined {
  let realRoot: string;
  let real: string;
  try {
    realRoot = realpathSync(root);
    real = realpathSync(file);
  } catch {
    return undefined;
  }
  return isInside(realRoot, real) ? real : OUTSIDE;
}
