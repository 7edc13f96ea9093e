// @ts-check
/**
 * Loaded with `node --import` into every process the bench measures: at exit it writes the process's peak
 * resident set (`process.resourceUsage().maxRSS`, KiB) to the file named by BENCH_RSS_FILE. It does nothing
 * else, so the measured program runs as it would without it.
 */
import { writeFileSync } from 'node:fs';

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
