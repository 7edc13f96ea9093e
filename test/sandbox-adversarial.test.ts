import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { PROFILES } from '../src/profiles.js';
import { releaseNamespaceRun, startNamespaceSandbox } from '../src/sandbox/namespace.js';
import type { Sandbox } from '../src/sandbox/types.js';
import { fireInSandbox } from './helpers/sandbox-dispatch.js';
import { makeTempRepo, type TempRepo } from './helpers/temp-repo.js';

let repo: TempRepo;
let sandbox: Sandbox;

beforeAll(async () => {
  repo = await makeTempRepo({ 'README.md': 'x\n' });
  sandbox = await startNamespaceSandbox({ repo: repo.dir, profile: PROFILES.cloud, prompt: '' });
});
afterAll(async () => {
  await releaseNamespaceRun();
  await repo.cleanup();
});

function countProcs(): number {
  return readdirSync('/proc').filter((n) => /^\d+$/.test(n)).length;
}

describe('x', () => {
  it('fork bomb', async () => {
    const base = countProcs();
    let max = base;
    let lag = 0;
    let last = Date.now();
    const timer = setInterval(() => {
      const now = Date.now();
      lag = Math.max(lag, now - last - 50);
      last = now;
      max = Math.max(max, countProcs());
    }, 50);
    const started = Date.now();
    const record = await fireInSandbox(sandbox, { preToolUse: [{ bash: ':(){ :|:& };:', timeoutSec: 3 }] });
    clearInterval(timer);
    console.log(record.hooks[0]?.status, record.hooks[0]?.error?.slice(0, 300), Date.now() - started, base, max, lag, countProcs());
    const after = await fireInSandbox(sandbox, { preToolUse: [{ bash: 'cat >/dev/null; echo {}; grep processes /proc/self/limits >&2' }] });
    console.log(after.hooks[0]?.status, after.hooks[0]?.stderr);
  });
});
