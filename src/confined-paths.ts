/**
 * Reading a repository's files on the host without leaving it: a pull request can commit a symlink to any host
 * path (`.github/hooks/a.json -> /proc/self/environ`), or a hook command naming `/etc/…` or `../…`. Every
 * host-side reader (discovery, the loader, scenarios, lint) resolves links first and refuses a real path
 * outside the repository: hooksim must never read, list or echo a host file on a hook's say-so.
 */
import { readlinkSync, realpathSync } from 'node:fs';
import { readlink, realpath } from 'node:fs/promises';
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
 * The real path of `file` when it stays inside `root` once links are followed; OUTSIDE when it leaves it, a
 * dangling link whose written target leaves it included (so a host path's existence never shows); undefined
 * when it does not exist.
 */
export async function confinedRealpath(
  root: string,
  file: string,
): Promise<string | typeof OUTSIDE | undefined> {
  let realRoot: string;
  try {
    realRoot = await realpath(root);
  } catch {
    return undefined;
  }
  try {
    const real = await realpath(file);
    return isInside(realRoot, real) ? real : OUTSIDE;
  } catch {
    return danglingTarget(root, realRoot, file, await readlink(file).catch(() => undefined));
  }
}

/** confinedRealpath without waiting (lint reads scripts synchronously, each once). */
export function confinedRealpathSync(root: string, file: string): string | typeof OUTSIDE | undefined {
  let realRoot: string;
  try {
    realRoot = realpathSync(root);
  } catch {
    return undefined;
  }
  try {
    const real = realpathSync(file);
    return isInside(realRoot, real) ? real : OUTSIDE;
  } catch {
    let target: string | undefined;
    try {
      target = readlinkSync(file);
    } catch {
      target = undefined;
    }
    return danglingTarget(root, realRoot, file, target);
  }
}

/** A dangling link: OUTSIDE when its target, as written, leaves the repository; otherwise just missing. */
function danglingTarget(
  root: string,
  realRoot: string,
  file: string,
  target: string | undefined,
): typeof OUTSIDE | undefined {
  if (target === undefined) return undefined;
  const written = path.resolve(path.dirname(file), target);
  return isInside(path.resolve(root), written) || isInside(realRoot, written) ? undefined : OUTSIDE;
}
