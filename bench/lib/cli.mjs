// @ts-check
/**
 * The bundled CLI the CLI cases run. It is copied into bench/out/cli/ when the bench starts, so another
 * `npm run package` (which begins with `rm -rf dist`) cannot pull it away mid-run; the copy finds the
 * sandbox agent through bench/out/sandbox, the link the internals build makes.
 */
import { existsSync, statSync } from 'node:fs';
import { cp, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { BENCH_DIR, ROOT } from './paths.mjs';

const SOURCE_DIR = path.join(ROOT, 'dist', 'cli');
const COPY_DIR = path.join(BENCH_DIR, 'out', 'cli');

/** The path of the CLI copy the cases run. */
export function cliPath() {
  return path.join(COPY_DIR, 'index.js');
}

/** How long to wait for a `npm run package` in progress to put the bundle back. */
const REBUILD_WAIT_MS = 180_000;

/**
 * Resolve once dist/cli/index.js exists and has not changed for a second (a rebuild in progress has
 * finished); throws after REBUILD_WAIT_MS.
 * @param {string} source
 * @param {(text: string) => void} say
 */
async function waitForBundle(source, say) {
  const deadline = Date.now() + REBUILD_WAIT_MS;
  let told = false;
  for (;;) {
    const before = existsSync(source) ? statSync(source) : undefined;
    await new Promise((resolve) => setTimeout(resolve, before ? 1000 : 2000));
    const after = existsSync(source) ? statSync(source) : undefined;
    if (before && after && before.mtimeMs === after.mtimeMs && before.size === after.size) return;
    if (Date.now() > deadline) throw new Error(`${source} is missing: run \`npm run package\` first`);
    if (!told) say('waiting for dist/cli/index.js (a `npm run package` seems to be running)');
    told = true;
  }
}

/**
 * Copy dist/cli/ to bench/out/cli/ once the bundle is there and settled.
 * @param {(text: string) => void} say  progress lines
 */
export async function snapshotCli(say) {
  const source = path.join(SOURCE_DIR, 'index.js');
  await waitForBundle(source, say);
  await mkdir(COPY_DIR, { recursive: true });
  // Recursive: the parsers' wasm files sit in dist/cli/wasm/.
  await cp(SOURCE_DIR, COPY_DIR, { recursive: true });
}

/**
 * The newest file under `dir` with one of the extensions, as [path, mtimeMs].
 * @param {string} dir
 * @param {string[]} extensions
 * @returns {Promise<[string, number]>}
 */
async function newestFile(dir, extensions) {
  /** @type {[string, number]} */
  let newest = ['', 0];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !extensions.some((ext) => entry.name.endsWith(ext))) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const mtime = statSync(file).mtimeMs;
    if (mtime > newest[1]) newest = [file, mtime];
  }
  return newest;
}

/**
 * A warning when a source file is newer than the bundle (the CLI figures would be of older code).
 */
export async function staleCliWarning() {
  const bundle = statSync(path.join(SOURCE_DIR, 'index.js')).mtimeMs;
  const [file, mtime] = await newestFile(path.join(ROOT, 'src'), ['.ts']);
  if (mtime > bundle)
    return `dist/cli/index.js is older than ${path.relative(ROOT, file)}: run \`npm run package\` for current CLI figures`;
  return undefined;
}
