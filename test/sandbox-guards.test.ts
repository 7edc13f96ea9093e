/**
 * Guards (sandbox/launch.c, `guard`): where the sandbox's root is the host's root (hooksim as root), the system
 * directories are read through read-only overlays whose mounter is a host id that owns nothing, so a hook
 * reads there exactly what any other user of the host may, with no scan of the host for root-only files. Real
 * sandboxes over real host files under /var/lib; not root, no native setup step, or a kernel before 5.11: the
 * cases say so and pass.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROFILES } from '../src/profiles.js';
import { locateAgentDir, releaseNamespaceRun, startNamespaceSandbox } from '../src/sandbox/namespace.js';
import { nativePrograms } from '../src/sandbox/native-programs.js';
import {
  kernelAtLeast,
  kernelMountsGuards,
  readSystemLayoutSync,
  systemTakesGuards,
} from '../src/sandbox/system-layers.js';
import type { Sandbox } from '../src/sandbox/types.js';
import { bash } from './helpers/sandbox.js';
import { makeTempRepo, type TempRepo } from './helpers/temp-repo.js';

const HOST_DIR = `/var/lib/hooksim-guard-test-${randomBytes(4).toString('hex')}`;
let repo: TempRepo;
let unavailable: string | undefined;

const ENTRIES = ['secret', 'group-only', 'private/inner', 'private', 'public'];

/** What `cat` or `ls` of each entry printed inside, one line each: the entry, then its text or the error. */
async function look(sandbox: Sandbox, names = ENTRIES): Promise<string[]> {
  const script = names
    .map(
      (name) =>
        `p=${HOST_DIR}/${name}; if [ -d "$p" ]; then r=$(ls "$p" 2>&1); else r=$(cat "$p" 2>&1); fi; ` +
        `echo "${name}: \${r##*: }"`,
    )
    .join('; ');
  const result = await bash(sandbox, script);
  return result.stdout.toString().trim().split('\n');
}

beforeAll(async () => {
  if (process.getuid?.() !== 0)
    unavailable = 'hooksim is not root here: its sandbox root is not the host root';
  else if (!systemTakesGuards(readSystemLayoutSync().overlays))
    unavailable = 'no guards here (a kernel before 5.11, or system directories on an overlay)';
  else if ((await nativePrograms(locateAgentDir())) === undefined) unavailable = 'no native setup step';
  if (unavailable !== undefined) return;
  repo = await makeTempRepo({ 'README.md': 'guards\n' });
  mkdirSync(path.join(HOST_DIR, 'private'), { recursive: true, mode: 0o755 });
  chmodSync(HOST_DIR, 0o755);
  writeFileSync(path.join(HOST_DIR, 'secret'), 'host secret\n', { mode: 0o600 });
  writeFileSync(path.join(HOST_DIR, 'group-only'), 'group secret\n', { mode: 0o640 });
  chownSync(path.join(HOST_DIR, 'group-only'), 0, 4);
  writeFileSync(path.join(HOST_DIR, 'private', 'inner'), 'inner\n', { mode: 0o644 });
  chmodSync(path.join(HOST_DIR, 'private'), 0o700);
  writeFileSync(path.join(HOST_DIR, 'public'), 'public\n', { mode: 0o644 });
});

afterAll(async () => {
  await releaseNamespaceRun();
  rmSync(HOST_DIR, { recursive: true, force: true });
  await repo?.cleanup();
});

describe('guards: the system directories as any other user reads them, where the sandbox root is the host root', () => {
  it('refuses what only root or a group may read, reads the rest, and shows it all as root’s', async () => {
    if (unavailable !== undefined) return console.warn(`skipped: ${unavailable}`);
    const sandbox = await startNamespaceSandbox({ repo: repo.dir, profile: PROFILES.cloud, prompt: 'p' });
    try {
      expect(await look(sandbox)).toEqual([
        'secret: Permission denied',
        'group-only: Permission denied',
        'private/inner: Permission denied',
        'private: Permission denied',
        'public: public',
      ]);
      const owners = await bash(sandbox, `stat -c '%U %a %n' ${HOST_DIR}/secret /usr/bin/bash`);
      expect(owners.stdout.toString()).toBe(`root 600 ${HOST_DIR}/secret\nroot 755 /usr/bin/bash\n`);
    } finally {
      await sandbox.stop();
    }
  });

  it('keeps the system directories writable inside (copy-up), the host files unchanged', async () => {
    if (unavailable !== undefined) return console.warn(`skipped: ${unavailable}`);
    const sandbox = await startNamespaceSandbox({ repo: repo.dir, profile: PROFILES.cloud, prompt: 'p' });
    try {
      const result = await bash(
        sandbox,
        `echo more >> ${HOST_DIR}/public && cat ${HOST_DIR}/public && rm ${HOST_DIR}/secret && ` +
          `echo mine > ${HOST_DIR}/secret && cat ${HOST_DIR}/secret && echo 'x:x:9:9::/:/bin/false' >> /etc/passwd && ` +
          'tail -1 /etc/passwd',
      );
      expect(result.stderr.toString()).toBe('');
      expect(result.stdout.toString()).toBe('public\nmore\nmine\nx:x:9:9::/:/bin/false\n');
    } finally {
      await sandbox.stop();
    }
    expect(readFileSync(path.join(HOST_DIR, 'public'), 'utf8')).toBe('public\n');
    expect(readFileSync(path.join(HOST_DIR, 'secret'), 'utf8')).toBe('host secret\n');
    expect(readFileSync('/etc/passwd', 'utf8')).not.toContain('x:x:9:9::/:/bin/false');
  });

  it('refuses a root-only file made after the run began: nothing was scanned to go stale', async () => {
    if (unavailable !== undefined) return console.warn(`skipped: ${unavailable}`);
    writeFileSync(path.join(HOST_DIR, 'late-secret'), 'late\n', { mode: 0o600 });
    const sandbox = await startNamespaceSandbox({ repo: repo.dir, profile: PROFILES.cloud, prompt: 'p' });
    try {
      expect(await look(sandbox, ['late-secret'])).toEqual(['late-secret: Permission denied']);
    } finally {
      await sandbox.stop();
    }
  });

  it('without the native setup step, whites root-only files out as before (the scan)', async () => {
    if (unavailable !== undefined) return console.warn(`skipped: ${unavailable}`);
    const sandbox = await startNamespaceSandbox({
      repo: repo.dir,
      profile: PROFILES.cloud,
      prompt: 'p',
      native: false,
    });
    try {
      expect(await look(sandbox)).toEqual([
        'secret: No such file or directory',
        'group-only: No such file or directory',
        'private/inner: No such file or directory',
        'private: No such file or directory',
        'public: public',
      ]);
    } finally {
      await sandbox.stop();
    }
  });
});

describe('which kernels mount guards', () => {
  it('Linux 5.11 and later, by the release string', () => {
    expect(kernelMountsGuards('5.10.0-28-amd64')).toBe(false);
    expect(kernelMountsGuards('5.11.0')).toBe(true);
    expect(kernelMountsGuards('6.8.0-1017-azure')).toBe(true);
    expect(kernelMountsGuards('6.18.44-fc-v1098')).toBe(true);
    expect(kernelAtLeast(6, 6, '6.5.13')).toBe(false);
    expect(kernelAtLeast(6, 6, '7.0.1')).toBe(true);
  });
});
