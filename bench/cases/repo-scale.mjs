// @ts-check
/**
 * Cost that does not grow with the repository (issue 15), through the bundled CLI as a user runs it:
 *
 * - `hooksim fire preToolUse` on generated checkouts of 10, 20,000 and 100,000 tracked files (history, a
 *   `node_modules` tree of ignored files): each at most 1.2x the 10-file one, which is at most 4x `node -e 0`;
 *   peak memory flat across sizes;
 * - the fixed cost of a scenario at `--jobs 1`: (a run of N scenarios without steps - a run of 1) / (N - 1),
 *   at most 2x a bare `bwrap --unshare-all --ro-bind / / true`;
 * - a hook run inside a real session: (a 100-step scenario - a scenario without steps) / 200 hook runs (a
 *   preToolUse and a postToolUse hook a step), at most 1.2x a raw `bash --norc --noprofile -c` spawn;
 * - the same scenarios through `--engine copilot-cli`, when that engine is installed; skipped otherwise;
 * - scaling over `--jobs 2`: the same scenarios at `--jobs 1` and `--jobs 2`, (wall_1 / wall_2) / 2 >= 0.8;
 * - peak memory of `fire` at the largest size over the 10-file one: flat (<= 1.25).
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os, { homedir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { cliPath } from '../lib/cli.mjs';
import { machineBusyMs, programTimes, rawSpawnSpan, rawSpawnTimes, runNode } from '../lib/processes.mjs';
import { removeDir, TRIVIAL_HOOK, writeSizedRepo } from '../lib/repos.mjs';
import { kbToMb, makeFigure, median } from '../lib/stats.mjs';

/** Where `hooksim engine install` puts the Copilot CLI (src/engines/copilot-install.ts). */
const ENGINES_DIR = path.join(
  process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache'),
  'hooksim',
  'engines',
);

/** The installed engine's directory (one holding the platform binary), or undefined. */
function findEngine() {
  const names = existsSync(ENGINES_DIR) ? readdirSync(ENGINES_DIR) : [];
  return names
    .map((name) => path.join(ENGINES_DIR, name))
    .find((dir) =>
      existsSync(
        path.join(dir, 'node_modules', '@github', `copilot-${process.platform}-${process.arch}`, 'copilot'),
      ),
    );
}

const GROUP = 'repository size and per-scenario cost (issue 15, bundled CLI)';

/**
 * Run the CLI `runs` times; median wall time and the largest peak memory. Throws on a non-zero exit.
 * @param {number} runs
 * @param {string[]} args
 */
async function timeCli(runs, args) {
  /** @type {number[]} */
  const times = [];
  let maxRssKb = 0;
  for (let i = 0; i < runs; i++) {
    const run = await runNode(args);
    if (run.exitCode !== 0)
      throw new Error(`${args.slice(1).join(' ')} exited ${run.exitCode}: ${run.stderr}`);
    times.push(run.wallMs);
    maxRssKb = Math.max(maxRssKb, run.maxRssKb ?? 0);
  }
  return { ms: median(times), maxRssKb };
}

/**
 * Times of `runs` bare `bwrap --unshare-all --ro-bind / / true` starts, from a fresh small process (programTimes):
 * timed from this one, which holds the generated repositories, they read 15 to 25 ms against 5 to 10 ms.
 * @param {number} runs
 */
function timeBareBwrap(runs) {
  return programTimes(runs, ['bwrap', '--unshare-all', '--ro-bind', '/', '/', 'true']);
}

const execFileAsync = promisify(execFile);

/**
 * `fire` on `repo` just after a file was added to one of its tracked directories (a new one each time), so
 * that git walks that directory again instead of taking what the last walk kept; alternated with `fire` on
 * `smallRepo`, its baseline.
 * @param {string} repo
 * @param {string} smallRepo
 * @param {number} runs
 * @param {(repo: string) => string[]} argsFor the command's arguments for a repository
 */
async function fireAfterChange(repo, smallRepo, runs, argsFor) {
  /** @type {number[]} */
  const times = [];
  /** @type {number[]} */
  const baseTimes = [];
  for (let round = 0; round < runs; round++) {
    baseTimes.push((await timeCli(1, argsFor(smallRepo))).ms);
    await writeFile(path.join(repo, 'src', `d${round}`, `changed-${round}.txt`), 'changed\n');
    times.push((await timeCli(1, argsFor(repo))).ms);
  }
  return { times, baseTimes };
}

/** The user the unprivileged `fire` runs as (nobody on Debian and Ubuntu). */
const UNPRIVILEGED_UID = 65534;

/**
 * `fire` as an unprivileged user, when the bench runs as root and that works here (setpriv, unprivileged user
 * namespaces): the same command where the sandbox's root is that user, so the kernel itself refuses root-only
 * host files (no guards, no scan; as root, sandbox/README.md "Guards"), on a copy of the repository that the
 * user owns, as a user's own checkout is (on one of another uid, hooksim falls back to
 * the filtered copy of the workspace, sandbox/README.md).
 * @param {string} repo
 * @param {(repo: string) => string[]} argsFor the command's arguments for a repository
 * @returns {Promise<{ run?: () => Promise<number>, skipped?: string, home?: string }>}
 */
async function unprivilegedFire(repo, argsFor) {
  if (process.getuid?.() !== 0)
    return { skipped: 'the bench does not run as root (its fire rows are already that)' };
  const home = await mkdtemp(path.join(os.tmpdir(), 'hooksim-bench-home-'));
  await chmod(home, 0o1777);
  const ownRepo = path.join(home, 'repo');
  await execFileAsync('cp', ['-a', '--', repo, ownRepo]);
  await execFileAsync('chown', ['-R', `${UNPRIVILEGED_UID}:${UNPRIVILEGED_UID}`, '--', ownRepo]);
  const args = argsFor(ownRepo);
  // Its own temporary directory, in case the system's is not writable by everyone.
  const env = { HOME: home, XDG_CACHE_HOME: path.join(home, 'cache'), TMPDIR: home };
  const options = { asUid: UNPRIVILEGED_UID, env };
  const first = await runNode(args, options).catch((/** @type {Error} */ error) => ({
    exitCode: -1,
    stderr: error.message,
    wallMs: 0,
  }));
  if (first.exitCode !== 0) {
    await removeDir(home);
    return {
      skipped: `it did not run here (${first.stderr.trim().split('\n').pop() ?? `exit ${first.exitCode}`})`,
    };
  }
  return {
    home,
    run: async () => {
      const run = await runNode(args, options);
      if (run.exitCode !== 0) throw new Error(`unprivileged fire exited ${run.exitCode}: ${run.stderr}`);
      return run.wallMs;
    },
  };
}

/**
 * Write `count` scenario files of `steps` bash tool calls each into the repository, replacing others.
 * @param {string} repo
 * @param {number} count
 * @param {number} steps
 */
async function writeScenarios(repo, count, steps) {
  const dir = path.join(repo, '.github', 'hook-scenarios');
  await removeDir(dir);
  await mkdir(dir, { recursive: true });
  const body = Array.from(
    { length: steps },
    (_, i) => `  - tool: bash\n    args: { command: "echo ${i}" }\n    result: "${i}"\n`,
  ).join('');
  const width = String(count).length;
  for (let i = 0; i < count; i++) {
    await writeFile(
      path.join(dir, `s${String(i).padStart(width, '0')}.yml`),
      `name: scale ${i}\nprompt: go\n${steps === 0 ? 'steps: []\n' : `steps:\n${body}`}`,
    );
  }
}

/**
 * `hooksim run` of the repository's scenarios at `--jobs 1`; wall time.
 * @param {string} repo
 * @param {string[]} [extra]
 */
async function timeRun(repo, extra = [], jobs = 1) {
  const run = await runNode([
    cliPath(),
    'run',
    '--repo',
    repo,
    '--sandbox',
    'namespace',
    '--jobs',
    String(jobs),
    ...extra,
  ]);
  if (run.exitCode !== 0)
    throw new Error(`run exited ${run.exitCode}:\n${run.stdout.slice(-2000)}${run.stderr}`);
  return run.wallMs;
}

/**
 * @param {import('../lib/config.mjs').BenchConfig} config
 */
export async function measure(config) {
  const quick = config.quick;
  // Eleven rounds: on this shared machine a median of five moved 10 to 15% between runs of the same code.
  const runs = quick ? 2 : 11;
  const sizes = quick ? [10, 2_000, 10_000] : [10, 20_000, 100_000];
  // Every repository first, then the measurements interleaved (node, then fire on each size, per round), so
  // a change of load on a shared machine hits the figures and their baselines alike.
  /** @type {Record<number, string>} */
  const repos = {};
  for (const files of sizes)
    repos[files] = await writeSizedRepo(files, files === 10 ? 0 : Math.round(files / 4));
  // What a walk of a checkout found is kept for the next `fire` only where no directory changed in the 2 s
  // before it (src/sandbox/listing-cache.ts, MARGIN_MS): the repositories are left alone that long, as a
  // checkout is between two `fire`s of a user editing a hook, and the warm-up below keeps it.
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  const fireArgsFor = (/** @type {string} */ repo) => [
    cliPath(),
    'fire',
    'preToolUse',
    '--repo',
    repo,
    '--sandbox',
    'namespace',
    '--tool',
    'bash',
    '--args',
    '{"command":"ls"}',
  ];
  const fireArgs = (/** @type {number} */ files) => fireArgsFor(repos[files] ?? '');
  for (const files of sizes) await timeCli(1, fireArgs(files)); // warm the page cache
  const unprivileged = await unprivilegedFire(repos[sizes[0] ?? 10] ?? '', fireArgsFor);
  /** @type {number[]} */
  const unprivilegedTimes = [];
  /** @type {number[]} */
  const nodeTimes = [];
  let nodeRss = 0;
  /** @type {Record<number, { times: number[], maxRssKb: number }>} */
  const samples = Object.fromEntries(sizes.map((files) => [files, { times: [], maxRssKb: 0 }]));
  for (let round = 0; round < runs; round++) {
    const once = await timeCli(1, ['-e', '0']);
    nodeTimes.push(once.ms);
    nodeRss = Math.max(nodeRss, once.maxRssKb);
    for (const files of sizes) {
      const sample = samples[files];
      const result = await timeCli(1, fireArgs(files));
      sample?.times.push(result.ms);
      if (sample) sample.maxRssKb = Math.max(sample.maxRssKb, result.maxRssKb);
    }
    if (unprivileged.run) unprivilegedTimes.push(await unprivileged.run());
  }
  if (unprivileged.home) await removeDir(unprivileged.home);
  const largestFiles = sizes[sizes.length - 1] ?? 10;
  const changed = await fireAfterChange(
    repos[largestFiles] ?? '',
    repos[sizes[0] ?? 10] ?? '',
    quick ? 2 : 7,
    fireArgsFor,
  );
  const node = { ms: median(nodeTimes), maxRssKb: nodeRss };
  /** @type {Record<number, { ms: number, maxRssKb: number }>} */
  const fire = Object.fromEntries(
    sizes.map((files) => [
      files,
      { ms: median(samples[files]?.times ?? []), maxRssKb: samples[files]?.maxRssKb ?? 0 },
    ]),
  );
  for (const files of sizes.slice(1)) await removeDir(repos[files] ?? '');
  const largest = sizes[sizes.length - 1] ?? 10;
  const smallest = fire[sizes[0] ?? 10];
  const biggest = fire[largest];
  const memoryFigure =
    smallest && biggest
      ? makeFigure({
          key: 'scale.peakMemory',
          group: GROUP,
          label: `fire: peak memory (maxRSS) at ${largest.toLocaleString('en-US')} / at ${sizes[0]} files (1 = flat)`,
          value: biggest.maxRssKb / Math.max(1, smallest.maxRssKb),
          unit: 'ratio',
          target: { on: 'value', max: 1.25 },
          note: `${kbToMb(biggest.maxRssKb).toFixed(0)} MB and ${kbToMb(smallest.maxRssKb).toFixed(0)} MB`,
        })
      : undefined;
  const smallRepo = repos[sizes[0] ?? 10] ?? '';
  /** @type {import('../lib/stats.mjs').Figure[]} */
  const figures = [
    makeFigure({
      key: 'scale.node',
      group: GROUP,
      label: '`node -e 0` (Node start)',
      value: node.ms,
      unit: 'ms',
      runs,
    }),
  ];
  for (const files of sizes) {
    const base = fire[sizes[0] ?? 10];
    const result = fire[files];
    if (base === undefined || result === undefined) continue;
    figures.push(
      files === sizes[0]
        ? makeFigure({
            key: `scale.fire.${files}`,
            group: GROUP,
            label: `fire preToolUse, ${files} files`,
            value: result.ms,
            unit: 'ms',
            runs,
            baseline: 'node -e 0',
            baselineValue: node.ms,
            target: { on: 'ratio', max: 4 },
            note: `peak ${kbToMb(result.maxRssKb).toFixed(0)} MB`,
          })
        : makeFigure({
            key: `scale.fire.${files}`,
            group: GROUP,
            label: `fire preToolUse, ${files.toLocaleString('en-US')} tracked files + ${Math.round(files / 4).toLocaleString('en-US')} ignored`,
            value: result.ms,
            unit: 'ms',
            runs,
            baseline: `fire, ${sizes[0]} files`,
            baselineValue: base.ms,
            target: { on: 'ratio', max: 1.2 },
            note: `peak ${kbToMb(result.maxRssKb).toFixed(0)} MB (${(result.maxRssKb / Math.max(1, base.maxRssKb)).toFixed(2)}x the ${sizes[0]}-file one)`,
          }),
    );
  }

  figures.push(
    unprivileged.run
      ? makeFigure({
          key: 'scale.fire.unprivileged',
          group: GROUP,
          label: `fire preToolUse, ${sizes[0]} files, as an unprivileged user (uid ${UNPRIVILEGED_UID})`,
          value: median(unprivilegedTimes),
          unit: 'ms',
          runs,
          baseline: 'node -e 0',
          baselineValue: node.ms,
          note: 'the sandbox root is that user: DAC refuses root-only files, where a root run reads the system directories through guards',
        })
      : makeFigure({
          key: 'scale.fire.unprivileged',
          group: GROUP,
          label: `fire as an unprivileged user: skipped, ${unprivileged.skipped}`,
          value: 0,
          unit: 'ms',
        }),
  );
  figures.push(
    makeFigure({
      key: `scale.fire.${largestFiles}.changed`,
      group: GROUP,
      label: `fire preToolUse, ${largestFiles.toLocaleString('en-US')} tracked files, a file just added to a tracked directory (git walks that directory again)`,
      value: median(changed.times),
      unit: 'ms',
      runs: changed.times.length,
      baseline: `fire, ${sizes[0]} files (alternated)`,
      baselineValue: median(changed.baseTimes),
      note: 'what the index gave and the walk of the other directories taken from what was kept (src/sandbox/listing-cache.ts); no target: the rows above are a checkout left alone between two fires',
    }),
  );
  if (memoryFigure) figures.push(memoryFigure);
  try {
    const scenarios = quick ? 20 : 200;
    await writeScenarios(smallRepo, 1, 0);
    const before = await timeBareBwrap(quick ? 5 : 15);
    const one = await timeRun(smallRepo);
    await writeScenarios(smallRepo, scenarios, 0);
    const many = await timeRun(smallRepo);
    const bwrap = median([...before, ...(await timeBareBwrap(quick ? 5 : 15))]);
    const perScenario = (many - one) / (scenarios - 1);
    figures.push(
      makeFigure({
        key: 'scale.bwrap',
        group: GROUP,
        label: 'bare `bwrap --unshare-all --ro-bind / / true`',
        value: bwrap,
        unit: 'ms',
        runs: quick ? 10 : 30,
      }),
      makeFigure({
        key: 'scale.perScenario',
        group: GROUP,
        label: `fixed cost of a scenario at --jobs 1 (${scenarios} scenarios without steps, intercept removed)`,
        value: perScenario,
        unit: 'ms',
        baseline: 'bare bwrap start',
        baselineValue: bwrap,
        target: { on: 'ratio', max: 2 },
        note: `run of 1: ${Math.round(one)} ms, of ${scenarios}: ${Math.round(many)} ms`,
      }),
    );

    const steps = 100;
    /** @type {number[]} */
    const raw = [];
    const stdin = JSON.stringify({ toolName: 'bash', toolArgs: '{"command":"echo 1"}', cwd: '/workspace' });
    // From a fresh small process (rawSpawnTimes): this one holds the generated repositories' memory.
    const spawnRaw = async (/** @type {number} */ count) => {
      raw.push(...(await rawSpawnTimes(count, TRIVIAL_HOOK, stdin)));
    };
    /** @type {number[]} */
    const empties = [];
    /** @type {number[]} */
    const fulls = [];
    // Five pairs: each is the difference of two runs of a second or two, and the median of five holds still.
    for (let round = 0; round < (quick ? 3 : 5); round++) {
      await writeScenarios(smallRepo, 1, 0);
      empties.push(await timeRun(smallRepo));
      await spawnRaw(quick ? 15 : 60);
      await writeScenarios(smallRepo, 1, steps);
      fulls.push(await timeRun(smallRepo));
      await spawnRaw(quick ? 15 : 60);
    }
    const empty = median(empties);
    const full = median(fulls);
    const rawMs = median(raw);
    figures.push(
      makeFigure({
        key: 'scale.perHook',
        group: GROUP,
        label: `a hook run inside a real session (${steps} steps, preToolUse + postToolUse hooks)`,
        value: (full - empty) / (2 * steps),
        unit: 'ms',
        baseline: 'raw bash -c spawn',
        baselineValue: rawMs,
        target: { on: 'ratio', max: 1.2 },
        note: `${steps}-step scenario ${Math.round(full)} ms, empty ${Math.round(empty)} ms`,
      }),
    );

    // Scaling over --jobs 2: the same suite at --jobs 1 and 2, alternately, wall time (fixed cost included).
    const scalingScenarios = quick ? 10 : 40;
    await writeScenarios(smallRepo, scalingScenarios, 5);
    /** @type {number[]} */
    const ones = [];
    /** @type {number[]} */
    const twos = [];
    // The machine's busy CPU time over each run: --jobs 2 cannot take less wall time than its CPU time over
    // the CPUs, so wall_1 / CPU_2 bounds the scaling whatever the schedule.
    /** @type {number[]} */
    const cpuOnes = [];
    /** @type {number[]} */
    const cpuTwos = [];
    const timedWithCpu = async (
      /** @type {number} */ jobs,
      /** @type {number[]} */ walls,
      /** @type {number[]} */ cpu,
    ) => {
      const before = machineBusyMs();
      walls.push(await timeRun(smallRepo, [], jobs));
      cpu.push(machineBusyMs() - before);
    };
    for (let round = 0; round < (quick ? 1 : 3); round++) {
      await timedWithCpu(1, ones, cpuOnes);
      await timedWithCpu(2, twos, cpuTwos);
    }
    const jobs1 = median(ones);
    const jobs2 = median(twos);
    const cpu1 = median(cpuOnes);
    const cpu2 = median(cpuTwos);
    // The ceiling of that scaling on this machine: the scenarios' 400 hook runs as raw spawns, one loop
    // against two side by side (a spawn keeps more than one CPU busy: the parent, the child, the kernel).
    const spawns = scalingScenarios * 5 * 2;
    /** @type {number[]} */
    const rawScalings = [];
    for (let round = 0; round < (quick ? 1 : 3); round++) {
      const alone = await rawSpawnSpan(spawns, TRIVIAL_HOOK, stdin);
      const pair = await Promise.all([
        rawSpawnSpan(spawns / 2, TRIVIAL_HOOK, stdin),
        rawSpawnSpan(spawns / 2, TRIVIAL_HOOK, stdin),
      ]);
      const pairSpan = Math.max(...pair.map((s) => s.end)) - Math.min(...pair.map((s) => s.start));
      rawScalings.push((alone.end - alone.start) / pairSpan / 2);
    }
    figures.push(
      makeFigure({
        key: 'scale.jobs2',
        group: GROUP,
        label: `scaling over --jobs 2: (wall at --jobs 1 / at --jobs 2) / 2, ${scalingScenarios} scenarios of 5 steps`,
        value: jobs1 / jobs2 / 2,
        unit: 'ratio',
        runs: ones.length,
        target: { on: 'value', min: 0.8 },
        note: `--jobs 1 ${Math.round(jobs1)} ms, --jobs 2 ${Math.round(jobs2)} ms; ${os.availableParallelism()} CPUs`,
      }),
      makeFigure({
        key: 'scale.jobs2.cpuBound',
        group: GROUP,
        label: `the most that --jobs 2 scaling could be with the CPU it used: wall at --jobs 1 / busy CPU time at --jobs 2`,
        value: jobs1 / cpu2,
        unit: 'ratio',
        runs: cpuTwos.length,
        note: `busy CPU time of the machine: --jobs 1 ${Math.round(cpu1)} ms (${(cpu1 / jobs1).toFixed(2)} CPUs over its wall time), --jobs 2 ${Math.round(cpu2)} ms`,
      }),
      makeFigure({
        key: 'scale.jobs2.rawCeiling',
        group: GROUP,
        label: `the same scaling of ${spawns} raw bash -c spawns: two loops side by side against one (no hooksim)`,
        value: median(rawScalings),
        unit: 'ratio',
        runs: rawScalings.length,
        note: 'what the hook runs alone allow on this machine',
      }),
    );

    const engine = findEngine();
    if (engine === undefined) {
      figures.push(
        makeFigure({
          key: 'scale.engine',
          group: GROUP,
          label: `--engine native vs copilot-cli: skipped, no engine installed under ${ENGINES_DIR}`,
          value: 0,
          unit: 'ms',
        }),
      );
    } else {
      await writeScenarios(smallRepo, 20, 5);
      const cli = ['--profile', 'cli'];
      // The native side is a run of two seconds, as noisy as any here: the median of three, around the
      // engine's one run of half a minute (one native run each decided this row at 17x and at 26x, same code).
      const natives = [await timeRun(smallRepo, cli)];
      const copilot = await timeRun(smallRepo, [...cli, '--engine', 'copilot-cli']);
      natives.push(await timeRun(smallRepo, cli), await timeRun(smallRepo, cli));
      const native = median(natives);
      figures.push(
        makeFigure({
          key: 'scale.engine',
          group: GROUP,
          label: `20 scenarios of 5 steps: --engine copilot-cli (${path.basename(engine)}) per scenario`,
          value: copilot / 20,
          unit: 'ms',
          baseline: '--engine native per scenario (median of 3 runs)',
          baselineValue: native / 20,
          target: { on: 'ratio', min: 20 },
        }),
      );
    }
  } finally {
    await removeDir(smallRepo);
  }
  return { figures, details: { fire, node } };
}
