// @ts-check
/**
 * `npm run bench:sandbox`: only the sandbox cases of `npm run bench` (index.mjs), the trivial hook through a
 * warm sandbox and the sandbox's start and stop, each against a raw `bash -c` spawn in the same run. Results
 * go to bench/out/ (a partial run never replaces bench/results.json).
 */
process.env.BENCH_ONLY ??= 'hookOverhead,sandbox';
await import('./index.mjs');
