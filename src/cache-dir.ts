/** hooksim's directory in the user's cache: `${XDG_CACHE_HOME:-~/.cache}/hooksim`. */
import type { Stats } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/** `${XDG_CACHE_HOME:-~/.cache}/hooksim`, from `env` (the process's own by default). */
export function hooksimCacheDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return path.join(env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'hooksim');
}

/**
 * Whether what `stat` describes is this user's own and no one else may write it. hooksim runs what its cache
 * holds (the native programs, V8's code cache), as root too where a root run reads another user's cache
 * (`sudo -E` keeps XDG_CACHE_HOME): anything else there is not used.
 */
export function ownedAlone(stat: Stats): boolean {
  return stat.uid === process.geteuid?.() && (stat.mode & 0o022) === 0;
}
