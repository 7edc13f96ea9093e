// @ts-check
/**
 * How much the bench measures: repetitions and sizes, full by default (about 3 minutes on a 2-core
 * machine), shrunk by BENCH_QUICK=1 for a smoke run; single knobs can be overridden by environment
 * variables (see bench/README.md).
 */
import { availableParallelism } from 'node:os';

/**
 * @typedef {object} BenchConfig
 * @property {boolean} quick
 * @property {{ runs: number, warmup: number }} hookOverhead
 * @property {{ runs: number, spawnRuns: number }} sandbox
 * @property {{ sizes: number[], toolCalls: number, hooksPerEvent: number, jobs: number[],
 *   plan: Array<{ scenarios: number, jobs: number }>, fixedRuns: number, reps: number, rawSpawns: number,
 *   shards: number[],
 *   shardScenarios: number }} throughput
 * @property {{ runs: number, mib: number[] }} largeOutput
 * @property {{ runs: number, files: number[] }} load
 */

/**
 * A whole number from the environment, or the fallback.
 * @param {string} name
 * @param {number} fallback
 */
function envInt(name, fallback) {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name}='${text}' is not a whole number >= 1`);
  return value;
}

/**
 * A list of whole numbers from the environment (`50,200`), or the fallback.
 * @param {string} name
 * @param {number[]} fallback
 */
function envInts(name, fallback) {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  return text.split(',').map((part, i) => envInt(`${name}[${i}]`, Number(part)));
}

/** The configuration of this run, from BENCH_QUICK and the single overrides. */
export function readConfig() {
  const quick = process.env.BENCH_QUICK === '1';
  const cores = availableParallelism();
  const sizes = envInts('BENCH_SCENARIOS', quick ? [4, 12] : [50, 200]);
  const [small = 1, large = small] = sizes;
  const jobs = [...new Set([1, envInt('BENCH_JOBS', cores)])];
  const maxJobs = Math.max(...jobs);
  // --jobs 1 on the large suite would take as long as the rest of the bench together; BENCH_FULL adds it.
  const plan = [
    ...jobs.map((j) => ({ scenarios: small, jobs: j })),
    ...(large === small
      ? []
      : process.env.BENCH_FULL === '1'
        ? jobs.map((j) => ({ scenarios: large, jobs: j }))
        : [{ scenarios: large, jobs: maxJobs }]),
  ];
  /** @type {BenchConfig} */
  const config = {
    quick,
    hookOverhead: { runs: envInt('BENCH_HOOK_RUNS', quick ? 30 : 300), warmup: quick ? 5 : 30 },
    sandbox: { runs: envInt('BENCH_SANDBOX_RUNS', quick ? 3 : 15), spawnRuns: quick ? 20 : 100 },
    throughput: {
      sizes: [small, large],
      toolCalls: 10,
      hooksPerEvent: 4,
      jobs,
      plan,
      fixedRuns: quick ? 1 : 3,
      reps: envInt('BENCH_THROUGHPUT_REPS', 1),
      rawSpawns: quick ? 20 : 200,
      shards: [1, 4, 10, 20],
      shardScenarios: 10_000,
    },
    largeOutput: { runs: envInt('BENCH_LARGE_RUNS', quick ? 2 : 7), mib: [1, 9] },
    load: {
      runs: envInt('BENCH_LOAD_RUNS', quick ? 2 : 5),
      files: envInts('BENCH_LOAD_FILES', quick ? [25, 50] : [250, 500]),
    },
  };
  return config;
}
