// @ts-check
/**
 * Runs one case for the orchestrator: an isolated case (in-process internals) in its own Node child through
 * case-child.mjs, so its peak memory is its own; a CLI case in this process (it spawns and measures its own
 * children). Either way the result is `{ figures, details }`, with the isolated case's peak memory added.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runNode } from './processes.mjs';
import { kbToMb, makeFigure } from './stats.mjs';

const CASE_CHILD = fileURLToPath(new URL('./case-child.mjs', import.meta.url));

/**
 * @typedef {object} CaseResult
 * @property {import('./stats.mjs').Figure[]} figures
 * @property {Record<string, unknown>} [details]
 */

/**
 * @typedef {object} CaseSpec
 * @property {string} name   shown in progress lines
 * @property {string} file   absolute path of the case module
 * @property {boolean} isolated
 */

/**
 * Run one case; throws when it fails, with the child's stderr.
 * @param {CaseSpec} spec
 * @param {import('./config.mjs').BenchConfig} config
 * @returns {Promise<CaseResult>}
 */
export async function runCase(spec, config) {
  if (!spec.isolated) {
    /** @type {{ measure(config: import('./config.mjs').BenchConfig): Promise<CaseResult> }} */
    const module = await import(pathToFileURL(spec.file).href);
    return module.measure(config);
  }
  const scratch = await mkdtemp(path.join(tmpdir(), 'hooksim-bench-case-'));
  try {
    const resultFile = path.join(scratch, 'result.json');
    const run = await runNode([CASE_CHILD, spec.file], {
      env: { BENCH_RESULT_FILE: resultFile, BENCH_CONFIG: JSON.stringify(config) },
    });
    if (run.exitCode !== 0) throw new Error(`${spec.name} failed (exit ${run.exitCode}):\n${run.stderr}`);
    /** @type {CaseResult} */
    const result = JSON.parse(await readFile(resultFile, 'utf8'));
    if (run.maxRssKb !== undefined) {
      result.figures.push(
        makeFigure({
          key: `${spec.name}.maxRss`,
          group: result.figures[0]?.group ?? spec.name,
          label: 'peak memory (maxRSS) of the whole case process',
          value: kbToMb(run.maxRssKb),
          unit: 'MB',
        }),
      );
    }
    return result;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
