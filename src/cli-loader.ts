/**
 * The `hooksim` command (`dist/cli/index.js`): runs the CLI's bundle (`dist/cli/cli.cjs`, built from cli.ts by
 * scripts/build-cli.mjs) with V8's code cache, so a repeated command compiles almost nothing. Compiling the CLI
 * was the largest part of a `fire` on a small checkout, and Node 20 keeps no compiled code between runs (Node
 * 22's compile cache does not reach code run through `vm` either): `fire` on 10 files took 259 ms as ES module
 * chunks and 213 ms from one CommonJS bundle and its cache (median of 12 alternated runs; README, "Issue 15").
 *
 * The cache is V8's own (`vm.Script` `cachedData`): one file per bundle, Node version, architecture and
 * command, written at exit by the first run that has none and did its work (exit status 0 or 1, not bad
 * usage), so it holds the functions that command compiled.
 * V8 checks a cache against its version, flags and the source's length and rejects one that does not fit (the
 * run then compiles as without one and writes a new one); the bundle's content hash in the file name keeps a
 * cache from ever meeting another bundle of the same length. It lives in hooksim's directory of the user's
 * cache, never the shared temporary directory: a cache is code this process runs. An unwritable cache
 * directory only means compiling as without one.
 *
 * Before it compiles the bundle, the command begins the work `fire` and `run` wait for first (cli-prefetch.ts,
 * imported first): git walks the work tree on the other CPU while this process reads and compiles the CLI,
 * and the CLI takes the listings over (process-shared.ts), each git started while this process is small.
 */
import './cli-prefetch.js';
import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { isAscii } from 'node:buffer';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { hooksimCacheDir, ownedAlone } from './cache-dir.js';
import { useBaselineWasmCompiler } from './wasm-compiler.js';

/** The first 16 hex digits of the bundle's SHA-256, written in by scripts/build-cli.mjs. */
declare const HOOKSIM_BUNDLE_HASH: string;

/** The commands whose caches are kept apart (each holds what its command compiled); the rest share one. */
const OWN_CACHE = new Set(['fire', 'run', 'validate', 'lint', 'init', 'import', 'merge-reports']);

/**
 * Caches of other bundles (an older hooksim), and temporary files a killed writer left, are removed once this
 * old, when a new cache is written.
 */
const STALE_MS = 7 * 24 * 3600 * 1000;

/** The cache file for this bundle, Node and command. */
function codeCacheFile(cacheDir: string, bundleHash: string, command: string | undefined): string {
  const group = command !== undefined && OWN_CACHE.has(command) ? command : 'other';
  return path.join(
    cacheDir,
    'code-cache',
    `cli-${bundleHash}-${process.version}-${process.arch}-${group}.bin`,
  );
}

/**
 * The cache, if this user wrote it: a regular file ownedAlone (checked on the descriptor it is read from);
 * anyone who could write a cache could run code in this process. One that fails is left unread, and replaced
 * at exit.
 */
function readCache(file: string): Buffer | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const stat = fstatSync(fd);
    if (!stat.isFile() || !ownedAlone(stat)) return undefined;
    return readFileSync(fd);
  } catch {
    return undefined; // none yet, or unreadable: compile as without one
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Write the script's cache (atomically: a rename), and remove other bundles' stale caches. */
function writeCache(script: vm.Script, file: string, bundleHash: string): void {
  try {
    const dir = path.dirname(file);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, script.createCachedData(), { mode: 0o600 });
    renameSync(temporary, file);
    const now = Date.now();
    for (const name of readdirSync(dir)) {
      if (name.startsWith(`cli-${bundleHash}-`) && name.endsWith('.bin')) continue;
      const other = path.join(dir, name);
      if (now - statSync(other).mtimeMs > STALE_MS) rmSync(other, { force: true });
    }
  } catch {
    // an unwritable cache directory: the next run compiles again
  }
}

/** Run the bundle next to this file as CommonJS, through the code cache. */
function runBundle(): void {
  // Before the compile (a cache is checked against V8's flags), and only for the command that compiles
  // WebAssembly: the flag costs each built-in module loaded afterwards its code cache (wasm-compiler.ts).
  if (process.argv[2] === 'lint') useBaselineWasmCompiler();
  const bundle = fileURLToPath(new URL('./cli.cjs', import.meta.url));
  // ASCII (the build escapes everything else): read as latin1, the same text, half the time of a UTF-8 decode.
  const bytes = readFileSync(bundle);
  const source = isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
  const cacheFile = codeCacheFile(hooksimCacheDir(), HOOKSIM_BUNDLE_HASH, process.argv[2]);
  const cachedData = readCache(cacheFile);
  // The bundle is CommonJS's wrapper function written out (scripts/build-cli.mjs): compiled as it is read.
  const script = new vm.Script(source, { filename: bundle, cachedData });
  const compiled = script.runInThisContext() as (...args: unknown[]) => void;
  const commonJsModule = { exports: {} };
  if (cachedData === undefined || script.cachedDataRejected === true)
    process.once('exit', (status) => {
      // Only a command that did its work (0 passed, 1 failed): bad usage compiles little worth keeping.
      if (status === 0 || status === 1) writeCache(script, cacheFile, HOOKSIM_BUNDLE_HASH);
    });
  compiled.call(
    commonJsModule.exports,
    commonJsModule.exports,
    createRequire(bundle),
    commonJsModule,
    bundle,
    path.dirname(bundle),
  );
}

runBundle();
