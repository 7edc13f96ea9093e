/**
 * Node 22.1 and later keep the compiled code of the CLI's chunks between runs (`module.enableCompileCache`), so
 * a repeated `fire` compiles nothing: about 25 ms of a 320 ms `fire` on Node 24 on the bench machine. Kept in
 * hooksim's directory of the user's cache, never the shared temporary directory Node defaults to: entries
 * another user could write there are code this process would run. Node 20 has no compile cache, and a cache
 * that cannot be used is no error (Node then compiles as it always does).
 */
import module from 'node:module';
import path from 'node:path';
import { hooksimCacheDir } from './cache-dir.js';

/** `module.enableCompileCache`, which @types/node 20 does not know. */
type EnableCompileCache = (directory?: string) => unknown;

/** Turn on Node's compile cache for the modules loaded from now on, where this Node has one. */
export function enableCompileCache(): void {
  const enable = (module as { enableCompileCache?: EnableCompileCache }).enableCompileCache;
  if (enable === undefined) return;
  try {
    enable(path.join(hooksimCacheDir(), 'compile-cache'));
  } catch {
    // An unwritable cache directory: compile as without a cache.
  }
}
