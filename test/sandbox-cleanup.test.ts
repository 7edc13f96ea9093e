/**
 * A hook must not leave data on the host for good (issue 13 item 3): a chain of directories deeper than
 * PATH_MAX is removed with its run and swept from a dead one, the change scan copes with it, and a hook
 * that writes without end meets the session's disk limit and fails its scenario, not the runner.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runScenarios } from '../src/commands/run.js';
import { PROFILES } from '../src/profiles.js';
import { removeTree, sweepDeadRuns } from '../src/sandbox/cleanup.js';
import {
  diskLimitMessage,
  releaseNamespaceRun,
  SANDBOX_DISK_LIMIT_BYTES,
  startNamespaceSandbox,
} from '../src/sandbox/namespace.js';
import { bash } from './helpers/sandbox.js';
import { hookFile, makeTempRepo, type TempRepo } from './helpers/temp-repo.js';

/** 30 levels of 200-character names: about 6000 characters, beyond PATH_MAX (4096). */
const NAME = 'd'.repeat(200);
const DEEP_CHAIN = `n=${NAME}; for i in $(seq 30); do mkdir $n && cd $n || exit 1; done; echo deep > leaf; chmod 000 .`;

const savedTmp = process.env.TMPDIR;
let temp: string;
beforeAll(() => {
  // A temp directory of its own: what the runs leave there is what this test counts.
  temp = mkdtempSync(path.join(tmpdir(), 'hooksim-cleanup-test-'));
  process.env.TMPDIR = temp;
});
afterAll(() => {
  process.env.TMPDIR = savedTmp;
  spawnSync('rm', ['-rf', temp]);
});

/** Run directories of hooksim left in the test's temp directory. */
function leftRuns(): string[] {
  return readdirSync(temp).filter((name) => name.startsWith('hooksim-sbx-'));
}

/** A repository whose one scenario `name` fires sessionStart, which runs `bash`. */
function makeHookRepo(name: string, bash: string): Promise<TempRepo> {
  return makeTempRepo({
    'a.txt': 'a\n',
    [`.github/hooks/${name}.json`]: hookFile({ sessionStart: [{ type: 'command', bash, timeoutSec: 60 }] }),
    [`.github/hook-scenarios/${name}.yml`]: `name: ${name}\nprompt: hi\nsteps: []\n`,
  });
}

/** The one scenario of `repo`, run by `hooksim run` in the namespace sandbox. */
async function runScenario(repo: TempRepo) {
  const { report } = await runScenarios({
    repo: repo.dir,
    profile: 'cloud',
    scenarios: [],
    sandbox: 'namespace',
  });
  return report.scenarios[0];
}

/** Make DEEP_CHAIN on the host under `dir`. */
function makeDeepChain(dir: string): void {
  mkdirSync(dir, { recursive: true });
  execFileSync('bash', ['-c', `cd '${dir}' && ${DEEP_CHAIN}`]);
}

describe('trees deeper than PATH_MAX', () => {
  it('removeTree removes one, a mode-000 directory at its end included', async () => {
    const dir = path.join(temp, 'deep-remove');
    makeDeepChain(dir);
    await removeTree(dir);
    expect(existsSync(dir)).toBe(false);
  });

  it('the sweep removes a dead run that holds one', async () => {
    const dead = spawnSync('true').pid;
    const run = path.join(temp, `hooksim-sbx-${dead}-Abc123`);
    makeDeepChain(path.join(run, 's-1', 'root'));
    await sweepDeadRuns(temp);
    expect(existsSync(run)).toBe(false);
  });

  describe('made by a hook under /root and /workspace', () => {
    let repo: TempRepo;
    beforeAll(async () => {
      repo = await makeHookRepo(
        'deep',
        `cat >/dev/null; (cd /root && ${DEEP_CHAIN}); (cd /workspace && ${DEEP_CHAIN}); echo '{}'`,
      );
    });
    afterAll(() => repo.cleanup());

    it('the scan reports it as one directory, the run leaves nothing behind, and the next run does the same', async () => {
      for (let round = 0; round < 2; round++) {
        const scenario = await runScenario(repo);
        expect(scenario?.status).toBe('passed');
        const created = scenario?.files?.created ?? [];
        // The scan stops at the first directory whose path passes PATH_MAX and lists it as `dir/`.
        const levels = Math.floor(4096 / (NAME.length + 1)) + 1;
        const deep = `${Array.from({ length: levels }, () => NAME).join('/')}/`;
        expect(created.filter((file) => file.endsWith('/'))).toEqual([`/root/${deep}`, `/workspace/${deep}`]);
        await releaseNamespaceRun();
        expect(leftRuns()).toEqual([]);
      }
    }, 120_000);
  });
});

describe('the session disk limit', () => {
  let repo: TempRepo;
  beforeAll(async () => {
    repo = await makeHookRepo(
      'fill',
      "cat >/dev/null; cat /dev/zero > /root/big; yes > /workspace/x; echo '{}'",
    );
  });
  afterAll(async () => {
    await releaseNamespaceRun();
    await repo.cleanup();
  });

  it('a hook writing without end gets ENOSPC inside; nothing reaches the host disk', async () => {
    const limit = 32 * 1024 * 1024;
    const sandbox = await startNamespaceSandbox({
      repo: repo.dir,
      profile: PROFILES.cloud,
      prompt: '',
      diskLimitBytes: limit,
    });
    try {
      const result = await bash(sandbox, 'cat /dev/zero > /root/big; echo "rc=$?"; stat -c %s /root/big');
      expect(result.stderr.toString()).toContain('No space left on device');
      const [rc, size] = result.stdout.toString().trim().split('\n');
      expect(rc).toBe('rc=1');
      expect(Number(size)).toBeGreaterThan(limit / 2);
      expect(Number(size)).toBeLessThanOrEqual(limit);
      const used = execFileSync('du', ['-sk', temp]).toString().split('\t')[0];
      expect(Number(used)).toBeLessThan(limit / 1024 / 4);
      expect(await sandbox.limitsReached?.()).toEqual([diskLimitMessage(limit)]);
    } finally {
      await sandbox.stop();
    }
  }, 60_000);

  it('fails the scenario with a clear message; the run returns and leaves nothing', async () => {
    const scenario = await runScenario(repo);
    expect(scenario?.status).toBe('failed');
    expect(scenario?.failures.map((failure) => failure.message)).toContain(
      diskLimitMessage(SANDBOX_DISK_LIMIT_BYTES),
    );
    expect(diskLimitMessage(SANDBOX_DISK_LIMIT_BYTES)).toMatch(
      /^the sandbox's disk limit of 2048 MiB was reached: /,
    );
    await releaseNamespaceRun();
    expect(leftRuns()).toEqual([]);
  }, 120_000);
});
