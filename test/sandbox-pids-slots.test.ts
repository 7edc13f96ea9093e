/**
 * Pids slots (src/sandbox/pids-slots.ts): as root with the native spawner and a writable pids cgroup, a session is
 * born in a slot's cgroup instead of moved into one of its own; the slot serves the next session only once
 * nothing but its spawner is left in it, and nothing of it stays after the run. Real sandboxes, real cgroups;
 * where this machine cannot make a pids cgroup (not root, a read-only cgroupfs), the cases say so and pass.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Firewall } from '../src/firewall/firewall.js';
import { PROFILES } from '../src/profiles.js';
import {
  locateAgentDir,
  releaseNamespaceRun,
  SANDBOX_MAX_PROCESSES,
  startNamespaceSandbox,
} from '../src/sandbox/namespace.js';
import { ensureRunDir } from '../src/sandbox/cleanup.js';
import { LAUNCH_ENV } from '../src/sandbox/namespace-launch.js';
import { locatePidsCgroup } from '../src/sandbox/namespace-pids.js';
import { nativePrograms } from '../src/sandbox/native-programs.js';
import { borrowPidsSlot, prestartPidsSlot } from '../src/sandbox/pids-slots.js';
import type { Sandbox } from '../src/sandbox/types.js';
import { makeTempRepo, type TempRepo } from './helpers/temp-repo.js';

let repo: TempRepo;
let fwDir: string;
let firewall: Firewall;

beforeAll(async () => {
  repo = await makeTempRepo({ 'README.md': 'slots\n' });
  fwDir = await mkdtemp(path.join(tmpdir(), 'hooksim-slots-fw-'));
  firewall = await Firewall.start({
    socketPath: path.join(fwDir, 'egress.sock'),
    surface: 'cloud',
    allow: [],
    recommended: false,
  });
});

afterAll(async () => {
  await releaseNamespaceRun();
  await firewall.close();
  await rm(fwDir, { recursive: true, force: true });
  await repo.cleanup();
});

function startBox(): Promise<Sandbox> {
  return startNamespaceSandbox({
    repo: repo.dir,
    profile: PROFILES.cloud,
    prompt: 'slots',
    egressSocket: firewall.socketPath,
    caCertPem: firewall.caCertPem,
  });
}

/** The host directory of the pids cgroup a process of `box` is in, found through a marker process. */
async function pidsCgroupOf(box: Sandbox): Promise<string | undefined> {
  const marker = `hooksim-slot-${randomBytes(6).toString('hex')}`;
  const result = await box.exec({
    argv: [
      '/bin/bash',
      '-c',
      `setsid bash -c 'exec -a ${marker} sleep 300' </dev/null >/dev/null 2>&1 & sleep 0.3`,
    ],
    cwd: '/workspace',
    env: { PATH: '/usr/bin:/bin' },
    stdin: '',
    timeoutMs: 10_000,
    killMode: 'kill',
    killGroupOnExit: false,
    outputCapBytes: 4096,
  });
  expect(result.exitCode).toBe(0);
  const pid = readdirSync('/proc').find((name) => {
    try {
      return /^\d+$/.test(name) && readFileSync(`/proc/${name}/cmdline`, 'utf8').startsWith(marker);
    } catch {
      return false;
    }
  });
  if (pid === undefined) throw new Error(`marker ${marker} not found on the host`);
  const line = readFileSync(`/proc/${pid}/cgroup`, 'utf8')
    .split('\n')
    .find((entry) => /^\d+:([^:]*,)?pids(,[^:]*)?:/.test(entry));
  const relative = line?.split(':').slice(2).join(':');
  if (relative === undefined || !relative.includes('/hooksim-')) return undefined;
  const mount = ['/sys/fs/cgroup/pids', '/sys/fs/cgroup'].find((dir) => existsSync(path.join(dir, relative)));
  return mount === undefined ? undefined : path.join(mount, relative);
}

function tasksIn(cgroup: string): number {
  return Number(readFileSync(path.join(cgroup, 'pids.current'), 'utf8'));
}

describe('pids slots: sessions born in a cgroup they take turns in', () => {
  it('the next session is born in the same cgroup, which held only its spawner between the two', async () => {
    const first = await startBox();
    let cgroup: string | undefined;
    try {
      cgroup = await pidsCgroupOf(first);
    } finally {
      await first.stop();
    }
    if (cgroup === undefined) {
      console.warn('no pids slot on this machine (not root, or no writable pids cgroup): nothing to check');
      return;
    }
    // Stopped: its marker (a setsid leftover), bwrap and the rest are gone; the spawner is all that is left.
    expect(tasksIn(cgroup)).toBe(1);
    expect(readFileSync(path.join(cgroup, 'pids.max'), 'utf8').trim()).toBe(
      String(SANDBOX_MAX_PROCESSES + 1),
    );
    const second = await startBox();
    try {
      expect(await pidsCgroupOf(second)).toBe(cgroup);
      // Its own processes only: the agent's tree and the marker, bwrap twice, the spawner.
      expect(tasksIn(cgroup)).toBeGreaterThan(1);
      expect(tasksIn(cgroup)).toBeLessThan(12);
    } finally {
      await second.stop();
    }
    await releaseNamespaceRun();
    expect(existsSync(cgroup)).toBe(false);
  }, 60_000);

  it('two sessions at once are in two cgroups', async () => {
    const [a, b] = await Promise.all([startBox(), startBox()]);
    try {
      const [left, right] = await Promise.all([pidsCgroupOf(a), pidsCgroupOf(b)]);
      if (left === undefined || right === undefined) return;
      expect(left).not.toBe(right);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  }, 60_000);
});

describe('pids slots: a slot serves only sessions over the host layers its spawner mounted', () => {
  it('a slot whose spawner mounted other host layers is not lent again; one over the same is', async () => {
    const native = await nativePrograms(locateAgentDir());
    const runDir = ensureRunDir();
    if (native === undefined) return console.warn('no native programs here: nothing to check');
    // An empty plan: the spawner takes its own mount namespace for nothing, as a run without host layers to mount.
    const plan = path.join(runDir, 'empty-layers.plan');
    writeFileSync(plan, '');
    const lend = (mountsPlan?: string) =>
      borrowPidsSlot(native.launcher, runDir, LAUNCH_ENV, SANDBOX_MAX_PROCESSES, mountsPlan);
    const first = await lend(plan);
    if (first === undefined) return console.warn('no pids slot on this machine: nothing to check');
    await first.giveBack();
    const other = await lend(undefined);
    if (other === undefined) throw new Error('no second slot');
    expect(other.cgroup).not.toBe(first.cgroup);
    await other.giveBack();
    const same = await lend(undefined);
    expect(same?.cgroup).toBe(other.cgroup);
    await same?.giveBack();
    await releaseNamespaceRun();
    expect(existsSync(first.cgroup)).toBe(false);
  }, 60_000);
});

describe('pids slots: a slot started ahead of the first session', () => {
  it('is the one the first session borrows, and goes with the run when no session came', async () => {
    const native = await nativePrograms(locateAgentDir());
    // Another test file of this jest worker may have left a run of its own (its modules are not these).
    const others = new Set(ownCgroups());
    const runDir = ensureRunDir();
    if (native === undefined) return console.warn('no native programs here: nothing to check');
    const plan = path.join(runDir, 'ahead-layers.plan');
    writeFileSync(plan, '');
    // A borrow made while the slot is still starting waits for it instead of starting a second one.
    const ahead = prestartPidsSlot(native.launcher, runDir, LAUNCH_ENV, SANDBOX_MAX_PROCESSES, plan);
    const first = await borrowPidsSlot(native.launcher, runDir, LAUNCH_ENV, SANDBOX_MAX_PROCESSES, plan);
    await ahead;
    if (first === undefined) return console.warn('no pids slot on this machine: nothing to check');
    const cgroups = () => ownCgroups().filter((name) => !others.has(name));
    expect(cgroups()).toEqual([path.basename(first.cgroup)]);
    await first.giveBack();
    await releaseNamespaceRun();
    expect(cgroups()).toEqual([]);
    // Started ahead and never borrowed: the run's release takes it too.
    const nextRun = ensureRunDir();
    const nextPlan = path.join(nextRun, 'ahead-layers.plan');
    writeFileSync(nextPlan, '');
    await prestartPidsSlot(native.launcher, nextRun, LAUNCH_ENV, SANDBOX_MAX_PROCESSES, nextPlan);
    expect(cgroups()).toHaveLength(1);
    await releaseNamespaceRun();
    expect(cgroups()).toEqual([]);
  }, 60_000);
});

/** The pids cgroups this process made (hooksim-<pid>-…), by name; none where it can make none. */
function ownCgroups(): string[] {
  const parent = locatePidsCgroup(
    readFileSync('/proc/self/cgroup', 'utf8'),
    readFileSync('/proc/self/mountinfo', 'utf8'),
  );
  if (parent === undefined || !existsSync(parent.dir)) return [];
  return readdirSync(parent.dir).filter((name) => name.startsWith(`hooksim-${process.pid}-`));
}
