/**
 * The namespace sandbox's process bound when hooksim runs as root. RLIMIT_NPROC (set by the setup step for
 * everyone) is never enforced for tasks whose real uid is the host's root, and with `--map-root-user` run by
 * root the sandbox's uid 0 is exactly that: a fork bomb would fill the host's pid space. A child of hooksim's
 * own `pids` cgroup (v1, or v2 where the controller is already enabled for children) bounds it instead; the
 * setup step joins it before it builds anything, so every sandbox process is counted.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { rmdir } from 'node:fs/promises';
import path from 'node:path';

/** Names of hooksim's cgroups: the owner pid first, so a later run can remove those of dead runs. */
const CGROUP_NAME = /^hooksim-(\d+)-[0-9a-f]+$/;

/** The pids cgroup directory hooksim itself is in, when one is mounted and reachable. */
export function locatePidsCgroup(
  procCgroup: string,
  mountinfo: string,
): { dir: string; version: 1 | 2 } | undefined {
  const memberships = procCgroup.split('\n').map((line) => {
    const [, controllers = '', ...rest] = line.split(':');
    return { controllers: controllers.split(','), path: rest.join(':') };
  });
  const mounts = mountinfo.split('\n').map((line) => {
    const [left = '', right = ''] = line.split(' - ');
    const fields = left.split(' ');
    const [fstype = '', , superOptions = ''] = right.split(' ');
    return { root: fields[3] ?? '', point: fields[4] ?? '', fstype, options: superOptions.split(',') };
  });
  const v1 = memberships.find((entry) => entry.controllers.includes('pids'));
  const v1Mount = mounts.find((mount) => mount.fstype === 'cgroup' && mount.options.includes('pids'));
  if (v1 !== undefined && v1Mount !== undefined) {
    const dir = joinBelow(v1Mount, v1.path);
    return dir === undefined ? undefined : { dir, version: 1 };
  }
  const v2 = memberships.find((entry) => entry.controllers.length === 1 && entry.controllers[0] === '');
  const v2Mount = mounts.find((mount) => mount.fstype === 'cgroup2');
  if (v2 === undefined || v2Mount === undefined) return undefined;
  const dir = joinBelow(v2Mount, v2.path);
  return dir === undefined ? undefined : { dir, version: 2 };
}

/** Where a cgroup path appears under a mount of its hierarchy (mountinfo escapes spaces as \040). */
function joinBelow(mount: { root: string; point: string }, cgroupPath: string): string | undefined {
  const root = mount.root;
  if (mount.point === '' || !cgroupPath.startsWith('/')) return undefined;
  if (root !== '/' && cgroupPath !== root && !cgroupPath.startsWith(`${root}/`)) return undefined;
  const relative = root === '/' ? cgroupPath : cgroupPath.slice(root.length);
  return path.join(mount.point.replace(/\\040/g, ' '), relative);
}

let swept = false;

/**
 * Create a cgroup below hooksim's own that holds at most `max` tasks; undefined when this process cannot
 * (no pids controller, a read-only cgroupfs as in most containers, v2 without the controller delegated).
 */
export function createPidsCgroup(max: number): string | undefined {
  const parent = pidsParent();
  if (parent === undefined) return undefined;
  if (!swept) {
    swept = true;
    sweepDeadCgroups(parent.dir);
  }
  const dir = path.join(parent.dir, `hooksim-${process.pid}-${randomBytes(6).toString('hex')}`);
  // Synchronously (20 µs here): a run's first pids slot waits on it, and through the thread pool each call
  // waited its turn on a main thread busy loading the command.
  try {
    mkdirSync(dir);
  } catch {
    return undefined;
  }
  try {
    writeFileSync(path.join(dir, 'pids.max'), String(max));
    return dir;
  } catch {
    try {
      rmdirSync(dir);
    } catch {
      // swept by a later run
    }
    return undefined;
  }
}

/** Where hooksim's sessions get their pids cgroups: looked up once a process (hooksim does not move). */
let parentLookup: { found: { dir: string; version: 1 | 2 } | undefined } | undefined;

/** The pids cgroup sessions' cgroups go below, when this process may make them there. */
function pidsParent(): { dir: string; version: 1 | 2 } | undefined {
  if (parentLookup !== undefined) return parentLookup.found;
  let found: { dir: string; version: 1 | 2 } | undefined;
  try {
    found = locatePidsCgroup(
      readFileSync('/proc/self/cgroup', 'utf8'),
      readFileSync('/proc/self/mountinfo', 'utf8'),
    );
    if (found?.version === 2) {
      const enabled = readFileSync(path.join(found.dir, 'cgroup.subtree_control'), 'utf8');
      if (!enabled.split(/\s+/).includes('pids')) found = undefined;
    }
  } catch {
    found = undefined;
  }
  parentLookup = { found };
  return found;
}

/** Remove a sandbox's cgroup once its last task is gone (reaping a large tree takes a moment). */
export async function removePidsCgroup(dir: string, waitMs = 3_000): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (let pause = 1; ; pause = nextPause(pause)) {
    try {
      await rmdir(dir);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code !== 'EBUSY' || Date.now() > deadline) return;
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/**
 * The next pause of a wait for a cgroup to empty: from 1 ms, doubling to 20. Its tasks usually leave within
 * a few milliseconds of their kill, and a fixed 20 ms pause kept `fire` waiting for most of one at its exit.
 */
export function nextPause(pause: number): number {
  return Math.min(pause * 2, 20);
}

/**
 * The same, synchronously (process exit): once, or for up to `waitMs` while it is busy (a task just killed
 * leaves it in a moment: pauses from 0.1 ms, doubling to 2; a first pause of 2 ms was most of this wait at
 * `fire`'s exit, its spawner gone within half a millisecond of the kill); a cgroup still busy then is swept by
 * the next run.
 */
export function removePidsCgroupSync(dir: string, waitMs = 0): void {
  const deadline = Date.now() + waitMs;
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (let pause = 0.1; ; pause = Math.min(pause * 2, 2)) {
    try {
      rmdirSync(dir);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EBUSY' || Date.now() > deadline) return;
    }
    Atomics.wait(sleeper, 0, 0, pause);
  }
}

/** Remove empty hooksim cgroups whose owner process is gone. */
function sweepDeadCgroups(parent: string): void {
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const owner = CGROUP_NAME.exec(name)?.[1];
    if (owner === undefined || isAlive(Number(owner))) continue;
    removePidsCgroupSync(path.join(parent, name));
  }
}

function isAlive(pid: number): boolean {
  try {
    readFileSync(`/proc/${pid}/stat`);
    return true;
  } catch {
    return false;
  }
}
