// @ts-check
/**
 * `npm run bench`: hooksim's overhead against the physical limit on this machine, its scale across cores,
 * and an estimate across machines (issue 7). In one run, each figure the median of several repetitions and
 * a ratio against a baseline measured in the same run:
 *
 *   1. hook overhead      cases/hook-overhead.mjs      fire internals in a warm sandbox vs raw `bash -c`
 *   2. sandbox lifecycle  cases/sandbox-lifecycle.mjs  per-session start and stop vs raw `bash -c`
 *   3. throughput         cases/throughput.mjs         `hooksim run`, --jobs 1 and N, two suite sizes
 *   4. large outputs      cases/large-output.mjs       1 and 9 MiB of progress lines plus a decision
 *   5. load               cases/load.mjs               `validate` and `lint`, two repository sizes, vs node
 *   6. repository scale   cases/repo-scale.mjs         `fire` at 10/20k/100k files, per-scenario and per-hook cost
 *   7. peak memory        every case (maxRSS of each measured process)
 *   8. shard estimate     lib/shard-estimate.mjs       10,000 scenarios over 1, 4, 10, 20 shards
 *
 * Prints a table, writes bench/results.json and bench/results.md. BENCH_QUICK=1 shrinks everything for a
 * smoke run (its results go to bench/out/ instead, so a smoke run never replaces the committed figures).
 * Exits 1 when a case could not run; a missed target is a FAIL in the table, not an exit status.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { snapshotCli, staleCliWarning } from './lib/cli.mjs';
import { readConfig } from './lib/config.mjs';
import { formatMarkdown, formatTable } from './lib/format.mjs';
import { buildInternals } from './lib/internals.mjs';
import { clearNodeStartVariables, describeMachine, loadAverage } from './lib/machine.mjs';
import { BENCH_DIR } from './lib/paths.mjs';
import { runCase } from './lib/run-case.mjs';
import { estimateShards } from './lib/shard-estimate.mjs';
import { writeResults } from './lib/write-results.mjs';

/** @type {import('./lib/run-case.mjs').CaseSpec[]} */
const CASES = [
  { name: 'hookOverhead', file: 'cases/hook-overhead.mjs', isolated: true },
  { name: 'sandbox', file: 'cases/sandbox-lifecycle.mjs', isolated: true },
  { name: 'throughput', file: 'cases/throughput.mjs', isolated: false },
  { name: 'large', file: 'cases/large-output.mjs', isolated: true },
  { name: 'load', file: 'cases/load.mjs', isolated: false },
  { name: 'scale', file: 'cases/repo-scale.mjs', isolated: false },
].map((spec) => ({ ...spec, file: path.join(BENCH_DIR, spec.file) }));

/**
 * A progress line on stderr, so stdout holds only the table.
 * @param {string} text
 */
function progress(text) {
  process.stderr.write(`[bench] ${text}\n`);
}

async function main() {
  const started = performance.now();
  const config = readConfig();
  const machine = describeMachine(clearNodeStartVariables());
  const only = process.env.BENCH_ONLY?.split(',');
  progress(`${config.quick ? 'quick' : 'full'} run on ${machine.cpus} CPUs, load ${machine.loadAverage1m}`);

  progress('compiling src/ into bench/out/ and copying dist/cli/');
  await buildInternals();
  await snapshotCli(progress);
  const stale = await staleCliWarning();
  if (stale) progress(`warning: ${stale}`);
  const warnings = stale ? [stale] : [];

  /** @type {import('./lib/stats.mjs').Figure[]} */
  const figures = [];
  /** @type {Record<string, unknown>} */
  const details = {};
  /** @type {Record<string, number>} */
  const caseSeconds = {};
  for (const spec of CASES) {
    if (only && !only.includes(spec.name)) continue;
    progress(`${spec.name} ...`);
    const caseStarted = performance.now();
    /** @type {import('./lib/run-case.mjs').CaseResult} */
    let result;
    try {
      result = await runCase(spec, config);
    } catch (error) {
      // One broken case must not cost the figures of the others.
      const message = error instanceof Error ? error.message : String(error);
      progress(`${spec.name} FAILED: ${message}`);
      warnings.push(`the ${spec.name} case failed: ${message.split('\n')[0]}`);
      process.exitCode = 1;
      continue;
    }
    caseSeconds[spec.name] = Math.round((performance.now() - caseStarted) / 100) / 10;
    progress(`${spec.name} done in ${caseSeconds[spec.name]} s`);
    figures.push(...result.figures);
    details[spec.name] = result.details;
    if (spec.name === 'throughput') {
      const shards = estimateShards(
        /** @type {Parameters<typeof estimateShards>[0]} */ (result.details),
        config.throughput,
      );
      details.shardModel = shards.model;
      figures.push(...shards.figures);
    }
  }

  const durationS = (performance.now() - started) / 1000;
  const date = new Date().toISOString();
  const command = config.quick ? 'BENCH_QUICK=1 npm run bench' : 'npm run bench';
  // Only the load before the first case tells of other work: the load at the end includes the bench's own
  // `--jobs N` runs (kept in the results for reference).
  const loadAtEnd = loadAverage();
  if (machine.loadAverage1m > 1)
    warnings.push(
      `the load average was ${machine.loadAverage1m} when the bench started on ${machine.cpus} CPUs: other work may have slowed these figures`,
    );
  const results = {
    date,
    command,
    durationS: Math.round(durationS),
    machine,
    config,
    loadAverage1mAtEnd: loadAtEnd,
    warnings,
    caseSeconds,
    figures,
    details,
  };
  console.log(formatTable(figures, machine));
  for (const warning of warnings) console.log(`warning: ${warning}`);
  progress(`finished in ${Math.round(durationS)} s`);

  // A smoke or partial run must not replace the committed figures.
  const outDir = config.quick || only ? path.join(BENCH_DIR, 'out') : BENCH_DIR;
  const written = await writeResults(
    outDir,
    results,
    formatMarkdown(figures, machine, { date, command, durationS, warnings }),
  );
  progress(`wrote ${written.map((file) => path.relative(process.cwd(), file)).join(' and ')}`);
}

await main();
