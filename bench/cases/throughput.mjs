// @ts-check
/**
 * Session throughput: the bundled CLI's `run` (namespace sandbox, JSON report) over a generated suite with
 * 4 trivial command hooks on every event a session fires and N scenarios of 10 tool calls each, at two
 * suite sizes and with --jobs 1 and --jobs N (N = this machine's parallelism). Hook runs per second come
 * from the report's hook records over the command's wall time; scaling efficiency is
 * (rate_N / rate_1) / N; the wall time per scenario at both sizes shows the cost per scenario stays flat.
 * A one-scenario run and `validate` on the same repository give the fixed cost of a `run`, which the
 * per-scenario figures leave out and the shard estimate adds per shard. Each rate's baseline is the raw
 * spawn rate of the same hook, one at a time from Node, measured right before that run.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { cliPath } from '../lib/cli.mjs';
import { runNode, spawnBash } from '../lib/processes.mjs';
import { makeTempDir, removeDir, SESSION_EVENTS, TRIVIAL_HOOK, writeSuiteRepo } from '../lib/repos.mjs';
import { kbToMb, makeFigure, median, round, timeRepeated } from '../lib/stats.mjs';

const GROUP = 'session throughput (`hooksim run`, namespace sandbox)';

/**
 * @typedef {object} RunFigures
 * @property {number} scenarios
 * @property {number} jobs
 * @property {number} wallMs
 * @property {number} hookRuns
 * @property {number} maxRssKb
 * @property {number} [reps]
 * @property {number} [spawnMs]  median raw spawn of the trivial hook measured right before the run
 */

/**
 * One `hooksim run` of a suite; checks every scenario passed and counts the hook records that ran.
 * @param {string} repo
 * @param {number} scenarios
 * @param {number} jobs
 * @param {number} hooksPerScenario  the count the report must hold
 * @returns {Promise<RunFigures>}
 */
async function runSuite(repo, scenarios, jobs, hooksPerScenario) {
  const scratch = await makeTempDir('report');
  try {
    const reportFile = path.join(scratch, 'report.json');
    const run = await runNode([
      cliPath(),
      'run',
      '--repo',
      repo,
      '--sandbox',
      'namespace',
      '--jobs',
      String(jobs),
      '--report',
      `json=${reportFile}`,
    ]);
    if (run.exitCode !== 0)
      throw new Error(`run exited ${run.exitCode}:\n${run.stdout.slice(-2000)}${run.stderr}`);
    /** @type {{ summary: { scenarios: number, passed: number }, scenarios: Array<{ events: Array<{ hooks: Array<{ status: string }> }> }> }} */
    const report = JSON.parse(await readFile(reportFile, 'utf8'));
    const hookRuns = report.scenarios
      .flatMap((s) => s.events)
      .flatMap((e) => e.hooks)
      .filter((h) => h.status !== 'skipped').length;
    if (report.summary.passed !== scenarios || hookRuns !== scenarios * hooksPerScenario)
      throw new Error(
        `expected ${scenarios} passed scenarios and ${scenarios * hooksPerScenario} hook runs, got ${report.summary.passed} and ${hookRuns}`,
      );
    return { scenarios, jobs, wallMs: run.wallMs, hookRuns, maxRssKb: run.maxRssKb ?? 0 };
  } finally {
    await removeDir(scratch);
  }
}

/**
 * @param {import('../lib/config.mjs').BenchConfig} config
 */
export async function measure(config) {
  const { sizes, toolCalls, hooksPerEvent, plan, fixedRuns, reps, rawSpawns } = config.throughput;
  // Every event once, plus preToolUse and postToolUse once more per further tool call.
  const hooksPerScenario = (SESSION_EVENTS.length + 2 * (toolCalls - 1)) * hooksPerEvent;
  /** @type {Map<number, string>} */
  const repos = new Map();
  /** @type {RunFigures[]} */
  const runs = [];
  try {
    for (const scenarios of [1, ...sizes]) {
      if (!repos.has(scenarios))
        repos.set(scenarios, await writeSuiteRepo({ scenarios, toolCalls, hooksPerEvent }));
    }
    const repoOf = (/** @type {number} */ scenarios) => /** @type {string} */ (repos.get(scenarios));
    /** @type {number[]} */
    const oneScenario = [];
    /** @type {number[]} */
    const validate = [];
    for (let i = 0; i < fixedRuns; i++) {
      oneScenario.push((await runSuite(repoOf(1), 1, 1, hooksPerScenario)).wallMs);
      validate.push(await timeValidate(repoOf(1)));
    }
    for (const step of plan) {
      /** @type {RunFigures[]} */
      const repeated = [];
      /** @type {number[]} */
      const spawns = [];
      for (let i = 0; i < reps; i++) {
        // The physical limit right before the run: the same hook spawned raw from Node, one at a time.
        spawns.push(...(await timeRepeated(rawSpawns, () => spawnBash(TRIVIAL_HOOK, '{}'))));
        repeated.push(await runSuite(repoOf(step.scenarios), step.scenarios, step.jobs, hooksPerScenario));
      }
      const wallMs = median(repeated.map((r) => r.wallMs));
      const maxRssKb = Math.max(...repeated.map((r) => r.maxRssKb));
      const spawnMs = median(spawns);
      runs.push({ ...step, wallMs, hookRuns: repeated[0]?.hookRuns ?? 0, maxRssKb, reps, spawnMs });
    }
    return summarise(
      runs,
      { oneScenarioMs: median(oneScenario), validateMs: median(validate), runs: fixedRuns },
      config,
    );
  } finally {
    for (const repo of repos.values()) await removeDir(repo);
  }
}

/**
 * The fixed cost of any `run`: Node start, loading the bundle and the hook configuration, which is what
 * `hooksim validate` does on the same repository.
 * @param {string} repo
 */
async function timeValidate(repo) {
  const run = await runNode([cliPath(), 'validate', '--repo', repo], { measureRss: false });
  if (run.exitCode !== 0) throw new Error(`validate exited ${run.exitCode}: ${run.stderr}`);
  return run.wallMs;
}

/**
 * The fixed cost of a run as the linear model's intercept: wall = fixed + scenarios x marginal, the
 * marginal cost from the smallest --jobs 1 suite against the one-scenario run. It includes what a run pays
 * once on top of `validate` (the first sandbox start: launch probe, repository copy, masks). Never below
 * `floorMs`, since every run does at least what `validate` does.
 * @param {RunFigures[]} runs
 * @param {number} oneScenarioMs
 * @param {number} floorMs
 */
function interceptOf(runs, oneScenarioMs, floorMs) {
  const single = runs
    .filter((r) => r.jobs === 1 && r.scenarios > 1)
    .sort((a, b) => a.scenarios - b.scenarios)[0];
  if (!single) return floorMs;
  const marginal = (single.wallMs - oneScenarioMs) / (single.scenarios - 1);
  return Math.max(floorMs, oneScenarioMs - marginal);
}

/**
 * The figures: rate and per-scenario cost of every run, scaling efficiency per size, flatness per jobs
 * count, the fixed cost, and peak memory.
 * @param {RunFigures[]} runs
 * @param {{ oneScenarioMs: number, validateMs: number, runs: number }} fixed
 * @param {import('../lib/config.mjs').BenchConfig} config
 */
function summarise(runs, fixed, config) {
  /** @type {import('../lib/stats.mjs').Figure[]} */
  const figures = [];
  const { oneScenarioMs } = fixed;
  const fixedMs = interceptOf(runs, oneScenarioMs, fixed.validateMs);
  const rate = (/** @type {RunFigures} */ r) => r.hookRuns / (r.wallMs / 1000);
  // Per scenario above the fixed cost, so a small suite is not charged more for Node's start.
  const perScenario = (/** @type {RunFigures} */ r) => (r.wallMs - fixedMs) / r.scenarios;
  const find = (/** @type {number} */ scenarios, /** @type {number} */ jobs) =>
    runs.find((r) => r.scenarios === scenarios && r.jobs === jobs);
  for (const r of runs) {
    figures.push(
      makeFigure({
        key: `throughput.${r.scenarios}.j${r.jobs}.rate`,
        group: GROUP,
        label: `${r.scenarios} scenarios, --jobs ${r.jobs}: hook runs per second`,
        value: rate(r),
        unit: 'runs/s',
        runs: r.reps,
        baseline: 'raw `bash -c` spawns/s, one at a time',
        baselineValue: 1000 / (r.spawnMs ?? Number.NaN),
        note: `${r.hookRuns} hook runs in ${(r.wallMs / 1000).toFixed(1)} s, ${round(perScenario(r), 1)} ms/scenario above the fixed cost`,
      }),
    );
  }
  for (const scenarios of config.throughput.sizes) {
    const one = find(scenarios, 1);
    if (!one) continue;
    for (const r of runs.filter((x) => x.scenarios === scenarios && x.jobs > 1)) {
      figures.push(
        makeFigure({
          key: `throughput.${scenarios}.j${r.jobs}.scaling`,
          group: GROUP,
          label: `${scenarios} scenarios: scaling efficiency (rate_${r.jobs} / rate_1) / ${r.jobs}`,
          value: rate(r) / rate(one) / r.jobs,
          unit: 'ratio',
          target: { on: 'value', min: 0.8 },
        }),
      );
    }
  }
  const [small, large] = config.throughput.sizes;
  for (const jobs of config.throughput.jobs) {
    const a = small === undefined ? undefined : find(small, jobs);
    const b = large === undefined ? undefined : find(large, jobs);
    if (!a || !b || a === b) continue;
    figures.push(
      makeFigure({
        key: `throughput.j${jobs}.flatness`,
        group: GROUP,
        label: `--jobs ${jobs}: ms per scenario at ${b.scenarios} / at ${a.scenarios} (1 = flat)`,
        value: perScenario(b) / perScenario(a),
        unit: 'ratio',
        target: { on: 'value', max: 1.25 },
        note: `${round(perScenario(a), 1)} and ${round(perScenario(b), 1)} ms/scenario above the fixed cost`,
      }),
    );
  }
  figures.push(
    makeFigure({
      key: 'throughput.oneScenario',
      group: GROUP,
      label: 'a one-scenario run',
      value: oneScenarioMs,
      unit: 'ms',
      runs: fixed.runs,
    }),
    makeFigure({
      key: 'throughput.validateMs',
      group: GROUP,
      label: '`validate` on the suite: Node start, bundle and config load',
      value: fixed.validateMs,
      unit: 'ms',
      runs: fixed.runs,
    }),
    makeFigure({
      key: 'throughput.fixedMs',
      group: GROUP,
      label: 'fixed cost of a run (intercept of wall time over scenarios)',
      value: fixedMs,
      unit: 'ms',
      note: 'validate plus the first sandbox start of a process (probe, repository copy, masks)',
    }),
  );
  for (const r of runs) {
    figures.push(
      makeFigure({
        key: `throughput.${r.scenarios}.j${r.jobs}.maxRss`,
        group: GROUP,
        label: `${r.scenarios} scenarios, --jobs ${r.jobs}: peak memory of hooksim (maxRSS)`,
        value: kbToMb(r.maxRssKb),
        unit: 'MB',
      }),
    );
  }
  return { figures, details: { runs, oneScenarioMs, validateMs: fixed.validateMs, fixedMs } };
}
