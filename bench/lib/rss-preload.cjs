// @ts-check
/**
 * Loaded with `node --require` into every process the bench measures: at exit it writes the process's peak
 * resident set (`process.resourceUsage().maxRSS`, KiB) to the file named by BENCH_RSS_FILE. It does nothing
 * else, so the measured program runs as it would without it. CommonJS and `--require`, not `--import`: an ES
 * module preload starts Node's ES module loader with it, which cost the bundled CLI 38 ms of CPU and 13 of wall
 * a run here (an empty `--import` against none, `hooksim --version`; 5 for `node -e 0`), and put that in every
 * timed figure and peak until session 17.
 */
'use strict';
const { writeFileSync } = require('node:fs');

const target = process.env.BENCH_RSS_FILE;
if (target) {
  // Not inherited by what the measured process spawns (the sandbox agent gets a clean environment anyway).
  delete process.env.BENCH_RSS_FILE;
  process.on('exit', () => {
    try {
      writeFileSync(target, String(process.resourceUsage().maxRSS));
    } catch {
      // A missing figure shows as such in the report; the measured run must not fail for it.
    }
  });
}
