// @ts-check
/**
 * Runs one in-process case in its own Node process, so its peak memory (read by rss-preload.mjs) is the
 * case's alone: `node --import lib/rss-preload.mjs lib/case-child.mjs <case file>`, with the bench
 * configuration in BENCH_CONFIG (JSON) and the result written as JSON to BENCH_RESULT_FILE.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [caseFile] = process.argv.slice(2);
const resultFile = process.env.BENCH_RESULT_FILE;
if (!caseFile || !resultFile) {
  console.error('usage: BENCH_RESULT_FILE=... BENCH_CONFIG=... node case-child.mjs <case file>');
  process.exit(2);
}
/** @type {{ measure(config: import('./config.mjs').BenchConfig): Promise<unknown> }} */
const benchCase = await import(pathToFileURL(path.resolve(caseFile)).href);
const config = JSON.parse(process.env.BENCH_CONFIG ?? '{}');
const result = await benchCase.measure(config);
await writeFile(resultFile, JSON.stringify(result));
// A sandbox or firewall handle left open must not keep the case alive past its result.
process.exit(0);
