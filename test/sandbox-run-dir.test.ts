/**
 * Where a run keeps its files on the host (src/sandbox/cleanup.ts): the run directory on the memory filesystem
 * /dev/shm when the temporary directory is the default one and /dev/shm is a tmpfs with room, what may grow
 * large (a workspace copy) in the temporary directory, and nothing of either left after the run.
 */
import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, realpathSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROFILES } from '../src/profiles.js';
import { ensureRunDir, MEMORY_BASE, runBase, type MemoryBase } from '../src/sandbox/cleanup.js';
import { releaseNamespaceRun, startNamespaceSandbox } from '../src/sandbox/namespace.js';
import { bash } from './helpers/sandbox.js';
import { makeTempRepo, type TempRepo } from './helpers/temp-repo.js';

const GIB = 1024 * 1024 * 1024;
const SHM: MemoryBase = { path: '/dev/shm', tmpfs: true, freeBytes: 8 * GIB };

describe('runBase: where a run directory goes', () => {
  it('the memory filesystem, when the temp dir is the default and it is a tmpfs with room', () => {
    expect(runBase('/tmp', SHM)).toBe('/dev/shm');
  });

  it('the temp dir when TMPDIR names another (the user chose where temporary files go)', () => {
    expect(runBase('/var/tmp', SHM)).toBe('/var/tmp');
  });

  it('the temp dir when the memory filesystem is missing, not a tmpfs, too small, or its path unusable', () => {
    expect(runBase('/tmp', undefined)).toBe('/tmp');
    expect(runBase('/tmp', { ...SHM, tmpfs: false })).toBe('/tmp');
    // Docker's default /dev/shm: 64 MB.
    expect(runBase('/tmp', { ...SHM, freeBytes: 64 * 1024 * 1024 })).toBe('/tmp');
    expect(runBase('/tmp', { ...SHM, path: '/run/a:b' })).toBe('/tmp');
  });
});

/** Whether this machine's /dev/shm takes run directories (runBase's conditions, read here on their own). */
function memoryBaseUsable(): boolean {
  if (tmpdir() !== '/tmp' || !existsSync(MEMORY_BASE)) return false;
  const stats = statfsSync(MEMORY_BASE);
  return stats.type === 0x01021994 && stats.bavail * stats.bsize >= GIB;
}

/** This process's run directories under `base`. */
function ownRuns(base: string): string[] {
  return readdirSync(base).filter((name) => name.startsWith(`hooksim-sbx-${process.pid}-`));
}

describe('a run on this machine', () => {
  let repo: TempRepo | undefined;
  afterEach(async () => {
    await releaseNamespaceRun();
    delete process.env.HOOKSIM_WORKSPACE;
  });
  afterAll(async () => repo?.cleanup());

  it('keeps its sessions in the run directory, a workspace copy in the temp dir, and leaves neither', async () => {
    repo = await makeTempRepo({ 'a.txt': 'a\n' });
    const base = memoryBaseUsable() ? realpathSync(MEMORY_BASE) : tmpdir();
    // Another test file of this jest worker may have left a run of its own (its modules are not these).
    const others = new Set([...ownRuns(base), ...ownRuns(tmpdir())]);
    const ours = (dir: string) => ownRuns(dir).filter((name) => !others.has(name));
    process.env.HOOKSIM_WORKSPACE = 'copy';
    const sandbox = await startNamespaceSandbox({ repo: repo.dir, profile: PROFILES.cloud, prompt: '' });
    const result = await bash(sandbox, 'cat /workspace/a.txt');
    expect(result.stdout.toString()).toBe('a\n');
    const runDir = ensureRunDir();
    expect(path.dirname(runDir)).toBe(base);
    expect(readdirSync(runDir).filter((name) => name.startsWith('s-'))).toHaveLength(1);
    // The copy: in the temp dir, never on the memory filesystem (it grows with the checkout).
    const copies = ours(tmpdir()).flatMap((run) =>
      readdirSync(path.join(tmpdir(), run)).filter((name) => name.startsWith('ws-')),
    );
    expect(copies).toHaveLength(1);
    if (base !== tmpdir()) expect(readdirSync(runDir).filter((name) => name.startsWith('ws-'))).toEqual([]);
    await sandbox.stop();
    await releaseNamespaceRun();
    expect(ours(base)).toEqual([]);
    expect(ours(tmpdir())).toEqual([]);
  }, 60_000);

  (memoryBaseUsable() ? it : it.skip)(
    'a dead run on the memory filesystem is swept by the next run',
    async () => {
      const dead = spawnSync('true').pid;
      const left = path.join(realpathSync(MEMORY_BASE), `hooksim-sbx-${dead}-Abc123`);
      mkdirSync(path.join(left, 's-1', 'layers'), { recursive: true });
      await releaseNamespaceRun();
      ensureRunDir();
      const deadline = Date.now() + 5000;
      while (existsSync(left) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(existsSync(left)).toBe(false);
    },
  );
});
