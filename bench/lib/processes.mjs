// @ts-check
/**
 * Spawning what the bench measures: the raw `bash --norc --noprofile -c` baseline (the physical limit of a
 * hook run from Node), and Node child processes timed from spawn to exit with their peak memory read
 * through the rss-preload hook.
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const PRELOAD = fileURLToPath(new URL('./rss-preload.cjs', import.meta.url));

/**
 * @typedef {object} BashResult
 * @property {number} ms
 * @property {number} stdoutBytes
 * @property {Buffer} stdout
 */

/**
 * One `bash --norc --noprofile -c <text>` with `stdin` piped then closed and stdout/stderr collected, spawned
 * as hooksim spawns hooks (own process group); rejects unless it exits 0.
 * @param {string} text
 * @param {string} stdin
 * @param {{ cwd?: string, keepStdout?: boolean }} [options]
 * @returns {Promise<BashResult>}
 */
export function spawnBash(text, stdin, options = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('/bin/bash', ['--norc', '--noprofile', '-c', text], {
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
      ...(options.cwd ? { cwd: options.cwd } : {}),
    });
    /** @type {Buffer[]} */
    const chunks = [];
    let bytes = 0;
    child.on('error', reject);
    child.stdin.on('error', () => undefined);
    child.stdin.end(stdin);
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => {
      bytes += chunk.length;
      if (options.keepStdout) chunks.push(chunk);
    });
    child.stderr.resume();
    child.on('close', (code) => {
      const ms = performance.now() - started;
      if (code !== 0) reject(new Error(`bash -c exited ${code}: ${text.slice(0, 80)}`));
      else resolve({ ms, stdoutBytes: bytes, stdout: Buffer.concat(chunks) });
    });
  });
}

/**
 * @typedef {object} NodeRun
 * @property {number} wallMs        spawn to exit, as a user waiting on the command sees it
 * @property {number | null} exitCode
 * @property {string} stdout
 * @property {string} stderr
 * @property {number | undefined} maxRssKb  the child's peak resident set, KiB
 */

/**
 * Times of `count` raw `bash -c <text>` spawns (spawnBash), made by a fresh Node process of its own: a spawn
 * copies the spawning process's page tables, so a case process that grew large (generated repositories)
 * would time its own size, not the spawn's. hooksim's agent, which spawns the hooks, is a small process too.
 * @param {number} count
 * @param {string} text
 * @param {string} stdin
 * @returns {Promise<number[]>}
 */
export function rawSpawnTimes(count, text, stdin) {
  const script = [
    `import { spawnBash } from ${JSON.stringify(import.meta.url)};`,
    'const [count, text, stdin] = JSON.parse(process.argv[1]);',
    'await spawnBash(text, stdin);', // untimed: the first spawn of a process pays for loading its code
    'const times = [];',
    'for (let i = 0; i < count; i++) times.push((await spawnBash(text, stdin)).ms);',
    'process.stdout.write(JSON.stringify(times));',
  ].join('\n');
  return timesFromFreshNode('raw spawns', script, [count, text, stdin]);
}

/**
 * The span of `count` raw `bash -c <text>` spawns made one after another by a fresh Node process (as
 * rawSpawnTimes): when the first began and the last ended, in ms since the epoch, so that spans of processes
 * run side by side can be joined.
 * @param {number} count
 * @param {string} text
 * @param {string} stdin
 * @returns {Promise<{ start: number, end: number }>}
 */
export async function rawSpawnSpan(count, text, stdin) {
  const script = [
    `import { spawnBash } from ${JSON.stringify(import.meta.url)};`,
    'const [count, text, stdin] = JSON.parse(process.argv[1]);',
    'await spawnBash(text, stdin);',
    'const start = performance.timeOrigin + performance.now();',
    'for (let i = 0; i < count; i++) await spawnBash(text, stdin);',
    'process.stdout.write(JSON.stringify([start, performance.timeOrigin + performance.now()]));',
  ].join('\n');
  const [start = 0, end = 0] = await timesFromFreshNode('raw spawns', script, [count, text, stdin]);
  return { start, end };
}

/**
 * Times of `count` runs of the program `argv` (stdio ignored, each awaited to its exit, which must be 0), made by a
 * fresh Node process of its own for the reason rawSpawnTimes gives; the first run is untimed.
 * @param {number} count
 * @param {string[]} argv
 * @returns {Promise<number[]>}
 */
export function programTimes(count, argv) {
  const script = [
    "import { spawn } from 'node:child_process';",
    'const [count, argv] = JSON.parse(process.argv[1]);',
    'const once = () => new Promise((resolve, reject) => {',
    '  const started = performance.now();',
    "  const child = spawn(argv[0], argv.slice(1), { stdio: 'ignore' });",
    "  child.on('error', reject);",
    "  child.on('close', (code) => code === 0 ? resolve(performance.now() - started) : reject(new Error(`${argv[0]} exited ${code}`)));",
    '});',
    'await once();',
    'const times = [];',
    'for (let i = 0; i < count; i++) times.push(await once());',
    'process.stdout.write(JSON.stringify(times));',
  ].join('\n');
  return timesFromFreshNode(`${argv[0]} runs`, script, [count, argv]);
}

/**
 * Run the ES module `script` in a fresh Node process with `input` as JSON in its argv[1]; it prints the times.
 * @param {string} what named in the error when the process fails
 * @param {string} script
 * @param {unknown} input
 * @returns {Promise<number[]>}
 */
async function timesFromFreshNode(what, script, input) {
  const run = await runNode(['--input-type=module', '-e', script, JSON.stringify(input)], {
    measureRss: false,
  });
  if (run.exitCode !== 0) throw new Error(`${what} exited ${run.exitCode}: ${run.stderr}`);
  return /** @type {number[]} */ (JSON.parse(run.stdout));
}

/**
 * Run `node [--require rss-preload] <args>` to exit; never rejects for a non-zero exit (the caller decides).
 * `asUid`: as that user (and its group), through `setpriv` (give it a HOME it may write in `env`).
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string>, measureRss?: boolean, asUid?: number }} [options]
 * @returns {Promise<NodeRun>}
 */
export async function runNode(args, options = {}) {
  const scratch = await mkdtemp(path.join(tmpdir(), 'hooksim-bench-rss-'));
  const rssFile = path.join(scratch, 'rss');
  const measureRss = options.measureRss ?? true;
  const asUser =
    options.asUid === undefined
      ? []
      : ['setpriv', `--reuid=${options.asUid}`, `--regid=${options.asUid}`, '--clear-groups', '--'];
  if (options.asUid !== undefined) await chmod(scratch, 0o1777);
  try {
    const result = await new Promise((resolve, reject) => {
      const started = performance.now();
      const argv = [...asUser, process.execPath, ...(measureRss ? ['--require', PRELOAD] : []), ...args];
      const child = spawn(argv[0] ?? process.execPath, argv.slice(1), {
        cwd: options.cwd,
        env: {
          ...process.env,
          ...options.env,
          ...(measureRss ? { BENCH_RSS_FILE: rssFile } : {}),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      /** @type {Buffer[]} */
      const out = [];
      /** @type {Buffer[]} */
      const err = [];
      child.stdout.on('data', (/** @type {Buffer} */ chunk) => out.push(chunk));
      child.stderr.on('data', (/** @type {Buffer} */ chunk) => err.push(chunk));
      child.on('error', reject);
      child.on('close', (code) =>
        resolve({
          wallMs: performance.now() - started,
          exitCode: code,
          stdout: Buffer.concat(out).toString('utf8'),
          stderr: Buffer.concat(err).toString('utf8'),
        }),
      );
    });
    const rss = await readFile(rssFile, 'utf8').catch(() => '');
    return { ...result, maxRssKb: rss === '' ? undefined : Number(rss) };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * The CPU time every CPU of the machine has spent busy so far (user, nice, system, irq; `os.cpus()`, in ms, to the
 * kernel's tick of 10 ms): the difference over a command is what it and everything it started used, and anything
 * else running then.
 */
export function machineBusyMs() {
  return cpus().reduce(
    (sum, cpu) => sum + cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq,
    0,
  );
}
