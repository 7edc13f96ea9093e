#!/usr/bin/env node
/**
 * Writes test/durations.json, the table test/sequencer.mjs orders the test files by (slowest first), from a
 * jest JSON report:
 *
 *   NODE_OPTIONS=--experimental-vm-modules npx jest --json --outputFile=/tmp/jest.json
 *   node scripts/test-durations.mjs /tmp/jest.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const input = process.argv[2];
if (!input) {
  process.stderr.write('usage: node scripts/test-durations.mjs JEST_JSON_REPORT\n');
  process.exit(2);
}
const report = JSON.parse(readFileSync(input, 'utf8'));
const rows = report.testResults
  .map((result) => [
    path.relative(path.join(ROOT, 'test'), result.name).split(path.sep).join('/'),
    Math.round((result.endTime - result.startTime) / 100) / 10,
  ])
  .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
const table = {
  note: 'Seconds per test file in one Node 20 run; test/sequencer.mjs starts the slowest first. Refresh: scripts/test-durations.mjs.',
  seconds: Object.fromEntries(rows),
};
writeFileSync(path.join(ROOT, 'test', 'durations.json'), `${JSON.stringify(table, null, 2)}\n`);
process.stdout.write(`test/durations.json: ${rows.length} files\n`);
