/** hooksim's directory in the user's cache: `${XDG_CACHE_HOME:-~/.cache}/hooksim`. */
import { homedir } from 'node:os';
import path from 'node:path';

/** `${XDG_CACHE_HOME:-~/.cache}/hooksim`, from `env` (the process's own by default). */
export function hooksimCacheDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return path.join(env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'hooksim');
}
