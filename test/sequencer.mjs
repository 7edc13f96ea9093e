/**
 * The order in which jest starts the test files: slowest first, from the checked-in table test/durations.json
 * (seconds per file, one Node 20 run; refresh it with `node scripts/test-durations.mjs`), so that no worker
 * starts a 50 s file while the others run out of work. Jest's own order uses the durations in its cache, which
 * a fresh CI clone does not have (it then goes by file size). A file missing from the table (a new one) counts
 * as slow, so it cannot end a run alone; ties go by path. Sharding is jest's own.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Sequencer from '@jest/test-sequencer';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TABLE = JSON.parse(readFileSync(path.join(HERE, 'durations.json'), 'utf8')).seconds;

function seconds(test) {
  const key = path.relative(HERE, test.path).split(path.sep).join('/');
  return TABLE[key] ?? Number.POSITIVE_INFINITY;
}

export default class SlowestFirst extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => seconds(b) - seconds(a) || (a.path < b.path ? -1 : 1));
  }
}
