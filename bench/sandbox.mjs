// @ts-check
/**
 * The namespace sandbox's costs against a plain `bash -c` spawn measured in the same run: starting and
 * stopping a sandbox, and one trivial hook run through a warm sandbox's agent. The sandbox modules are
 * compiled on the fly into bench/out/ (git-ignored) with the project's own tsc; nothing is installed.
 *
 *   npm run bench:sandbox            prints a table, writes bench/results-sandbox.json
 *   SPAWN_RUNS=50 EXEC_RUNS=50 START_RUNS=5 npm run bench:sandbox
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { cpus, release, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = path.join(root, 'bench', 'out');
const runs = {
  spawn: Number(process.env.SPAWN_RUNS ?? 200),
  start: Number(process.env.START_RUNS ?? 10),
  exec: Number(process.env.EXEC_RUNS ?? 200),
};

/** Compile the sandbox and the profiles table (and what they import) to bench/out/. */
async function build() {
  await rm(out, { recursive: true, force: true });
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const args = [
    ...['src/sandbox/namespace.ts', 'src/profiles.ts'],
    ...['--outDir', out, '--rootDir', '.', '--module', 'NodeNext', '--moduleResolution', 'NodeNext'],
    ...['--target', 'ES2022', '--types', 'node', '--skipLibCheck', '--noCheck', '--declaration', 'false'],
  ];
  const result = spawnSync(process.execPath, [tsc, ...args], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`tsc failed:\n${result.stdout}${result.stderr}`);
  // namespace.js finds agent.mjs at ../../sandbox/ from its own URL: out/sandbox must be the real one.
  await symlink(path.join(root, 'sandbox'), path.join(out, 'sandbox'));
}

/** Median of a list of milliseconds. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The hook every sandboxed run below executes. */
const HOOK = 'cat >/dev/null; echo {}';

/** One `bash --norc --noprofile -c <text>` on the host with stdin piped and closed, as hooks are spawned. */
function spawnBash(text = 'true') {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('/bin/bash', ['--norc', '--noprofile', '-c', text], {
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    });
    child.on('error', reject);
    // `true` never reads its stdin.
    child.stdin.on('error', () => undefined);
    child.stdin.end('{"toolName":"bash"}');
    child.stdout.resume();
    child.on('close', (code) => {
      if (code === 0) resolve(performance.now() - started);
      else reject(new Error(`bash exited ${code}`));
    });
  });
}

/** Run `task` `count` times one after another; the milliseconds each took. */
async function repeat(count, task) {
  const times = [];
  for (let i = 0; i < count; i++) times.push(await task());
  return times;
}

async function main() {
  const buildStarted = performance.now();
  await build();
  const buildMs = performance.now() - buildStarted;
  const { startNamespaceSandbox, releaseNamespaceRun } = await import(
    pathToFileURL(path.join(out, 'src', 'sandbox', 'namespace.js')).href
  );
  const { PROFILES } = await import(pathToFileURL(path.join(out, 'src', 'profiles.js')).href);

  const repo = await mkdtemp(path.join(tmpdir(), 'hooksim-bench-'));
  await mkdir(path.join(repo, '.github', 'hooks'), { recursive: true });
  await writeFile(path.join(repo, '.github', 'hooks', 'hooks.json'), '{"version":1,"hooks":{}}\n');
  await writeFile(path.join(repo, 'README.md'), 'bench\n');
  const options = { repo, profile: PROFILES.cloud, prompt: 'bench' };
  const exec = (sandbox) => async () => {
    const started = performance.now();
    const result = await sandbox.exec({
      argv: ['/bin/bash', '--norc', '--noprofile', '-c', HOOK],
      cwd: sandbox.workspace,
      env: { ...sandbox.baseEnv },
      stdin: '{"toolName":"bash"}',
      timeoutMs: 10_000,
      killMode: 'termThenKill',
      killGroupOnExit: true,
      outputCapBytes: 1024 * 1024,
    });
    if (result.exitCode !== 0 || result.stdout.toString() !== '{}\n') throw new Error('hook run failed');
    return performance.now() - started;
  };

  try {
    await repeat(10, () => spawnBash());
    const spawnTimes = await repeat(runs.spawn, () => spawnBash());
    const hostHookTimes = await repeat(runs.exec, () => spawnBash(HOOK));

    // The first start of a run also probes the namespaces and copies the repository: reported apart.
    let started = performance.now();
    const first = await startNamespaceSandbox(options);
    const firstStartMs = performance.now() - started;
    await first.stop();

    const startTimes = [];
    const stopTimes = [];
    for (let i = 0; i < runs.start; i++) {
      started = performance.now();
      const sandbox = await startNamespaceSandbox(options);
      startTimes.push(performance.now() - started);
      started = performance.now();
      await sandbox.stop();
      stopTimes.push(performance.now() - started);
    }

    const warm = await startNamespaceSandbox(options);
    let execTimes;
    try {
      await repeat(10, exec(warm));
      execTimes = await repeat(runs.exec, exec(warm));
    } finally {
      await warm.stop();
    }

    const spawnMs = median(spawnTimes);
    const rows = {
      bashSpawn: { runs: runs.spawn, medianMs: spawnMs },
      hostHookSpawn: { runs: runs.exec, medianMs: median(hostHookTimes) },
      sandboxStart: { runs: runs.start, medianMs: median(startTimes) },
      sandboxStop: { runs: runs.start, medianMs: median(stopTimes) },
      sandboxStartStop: {
        runs: runs.start,
        medianMs: median(startTimes.map((time, index) => time + (stopTimes[index] ?? 0))),
      },
      hookExec: { runs: runs.exec, medianMs: median(execTimes) },
    };
    const results = {
      date: new Date().toISOString(),
      machine: {
        node: process.version,
        kernel: release(),
        cpus: cpus().length,
        uid: process.getuid?.() ?? -1,
      },
      buildMs: round(buildMs),
      firstStartMs: round(firstStartMs),
      ...Object.fromEntries(
        Object.entries(rows).map(([name, row]) => [
          name,
          { runs: row.runs, medianMs: round(row.medianMs), ratioToBashSpawn: round(row.medianMs / spawnMs) },
        ]),
      ),
    };
    printTable(results);
    await writeFile(
      path.join(root, 'bench', 'results-sandbox.json'),
      `${JSON.stringify(results, null, 2)}\n`,
    );
  } finally {
    await releaseNamespaceRun();
    await rm(repo, { recursive: true, force: true });
  }
}

function round(value) {
  return Math.round(value * 100) / 100;
}

function printTable(results) {
  const names = {
    bashSpawn: 'plain `bash -c true` spawn',
    hostHookSpawn: 'same hook, host spawn',
    sandboxStart: 'sandbox start (agent ready)',
    sandboxStop: 'sandbox stop',
    sandboxStartStop: 'sandbox start + stop',
    hookExec: 'hook exec, warm sandbox',
  };
  console.log(`node ${results.machine.node}, kernel ${results.machine.kernel}, ${results.machine.cpus} CPUs`);
  console.log(`first start of the run (probe, repository copy): ${results.firstStartMs} ms`);
  console.log('');
  console.log(`hook: ${HOOK}`);
  console.log(`${'what'.padEnd(30)}${'runs'.padStart(6)}${'median ms'.padStart(12)}${'× bash'.padStart(10)}`);
  for (const [key, label] of Object.entries(names)) {
    const row = results[key];
    console.log(
      `${label.padEnd(30)}${String(row.runs).padStart(6)}${row.medianMs.toFixed(2).padStart(12)}${row.ratioToBashSpawn.toFixed(2).padStart(10)}`,
    );
  }
}

await main();
