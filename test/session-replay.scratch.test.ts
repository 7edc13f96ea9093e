import { it } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { runScenarios } from '../src/commands/run.js';

it('dump', async () => {
  const c = process.env.CASE ?? 'full-session';
  let n = 0;
  const { report } = await runScenarios({
    repo: `test/fixtures/sessions/${c}`,
    profile: 'cloud',
    scenarios: [],
    sandbox: 'namespace',
    clock: { now: () => 1_793_700_000_000 },
    newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  });
  writeFileSync(`/tmp/report-${c}.json`, JSON.stringify(report, null, 2));
});
