/**
 * Pids cgroups lent to sessions one at a time, each with a spawner living in it (spawner.ts, `launch --serve
 * <cgroup.procs>`), so that a session's processes are born in its cgroup instead of moved there. Moving a
 * process into a cgroup v1 takes the kernel's cgroup mutex and waits out an RCU grace period under it: several
 * milliseconds a session, during which no other session's cgroup could be made, joined or removed (measured:
 * 200 empty scenarios took 4.61 s with a cgroup a session and 3.98 s without any). A slot's cgroup is joined
 * once, by its spawner, and serves session after session; it goes back to the pool only once nothing but the
 * spawner is left in it, so a session never shares its bound with another one's leftovers.
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createPidsCgroup, nextPause, removePidsCgroup, removePidsCgroupSync } from './namespace-pids.js';
import { onProcessExit } from './cleanup.js';
import { fitsUnixSocket } from '../socket-path.js';
import { Spawner, type SandboxProcess } from './spawner.js';

/** A pids cgroup and the spawner inside it. */
interface Slot {
  cgroup: string;
  spawner: Spawner;
  /** The session bound its pids.max holds (plus one for the spawner). */
  max: number;
  /** The host layers its spawner mounted (Spawner.start): a slot serves only sessions planned over the same. */
  mountsPlan: string | undefined;
  forgetExitHook: () => void;
}

/** A slot lent to one session. */
export interface BorrowedSlot {
  /** The cgroup every process the slot starts is born in. */
  cgroup: string;
  /** Start `argv` in the cgroup, as spawnThroughSpawner does. */
  spawn(argv: string[]): Promise<SandboxProcess>;
  /** Hand it back once the session is over: it serves again once only its spawner is left in it. */
  giveBack(): Promise<void>;
}

/** Idle slots by run directory. */
const idle = new Map<string, Slot[]>();

/** Slots on their way up ahead of a run's first session (prestartPidsSlot), by run directory. */
const starting = new Map<string, Promise<void>>();

/** How long a given-back slot may take to empty before it is retired instead. */
const EMPTY_WAIT_MS = 3_000;

/**
 * A slot of `runDir` for a session of at most `max` processes: an idle one, or a new one (its spawner over the
 * run's host layers of `mountsPlan`, the same for every slot of a run); undefined where this process can make
 * no pids cgroup or no spawner (the caller bounds the session as before).
 */
export async function borrowPidsSlot(
  launcher: string,
  runDir: string,
  env: Record<string, string>,
  max: number,
  mountsPlan?: string,
): Promise<BorrowedSlot | undefined> {
  await starting.get(runDir);
  let slot: Slot | undefined;
  while (
    (slot = idle.get(runDir)?.pop()) !== undefined &&
    (!slot.spawner.usable || slot.mountsPlan !== mountsPlan)
  )
    void retire(slot);
  slot ??= await newSlot(launcher, runDir, env, max, mountsPlan);
  if (slot === undefined) return undefined;
  if (slot.max !== max) {
    try {
      await writeFile(path.join(slot.cgroup, 'pids.max'), String(max + 1));
      slot.max = max;
    } catch {
      void retire(slot);
      return undefined;
    }
  }
  const lent = slot;
  return {
    cgroup: lent.cgroup,
    spawn: (argv) => lent.spawner.spawn(argv),
    giveBack: () => giveBack(runDir, lent),
  };
}

/**
 * Start a slot of `runDir` before its first session needs one (borrowPidsSlot's arguments): its spawner
 * mounts the run's host layers in its own mount namespace, in a process of its own, while this one loads
 * the hook files and plans the session. It waits idle; a slot that cannot start is no error (the session
 * starts its own, or bounds itself as before).
 */
export function prestartPidsSlot(
  launcher: string,
  runDir: string,
  env: Record<string, string>,
  max: number,
  mountsPlan?: string,
): Promise<void> {
  const known = starting.get(runDir);
  if (known !== undefined) return known;
  const start = newSlot(launcher, runDir, env, max, mountsPlan)
    .then((slot) => {
      if (slot !== undefined) idle.set(runDir, [...(idle.get(runDir) ?? []), slot]);
    })
    .catch(() => undefined)
    .finally(() => starting.delete(runDir));
  starting.set(runDir, start);
  return start;
}

async function newSlot(
  launcher: string,
  runDir: string,
  env: Record<string, string>,
  max: number,
  mountsPlan: string | undefined,
): Promise<Slot | undefined> {
  const cgroup = createPidsCgroup(max + 1);
  if (cgroup === undefined) return undefined;
  const socketPath = path.join(runDir, `spawn-${path.basename(cgroup)}.sock`);
  let spawner: Spawner | undefined;
  if (fitsUnixSocket(socketPath)) {
    spawner = await Spawner.start(
      launcher,
      socketPath,
      env,
      () => undefined,
      path.join(cgroup, 'cgroup.procs'),
      mountsPlan,
    ).catch(() => undefined);
  }
  if (spawner === undefined) {
    await removePidsCgroup(cgroup);
    return undefined;
  }
  const forgetExitHook = onProcessExit(() => {
    // Its spawner just killed, the cgroup empties in a moment.
    spawner.killNow();
    removePidsCgroupSync(cgroup, 100);
  });
  return { cgroup, spawner, max, mountsPlan, forgetExitHook };
}

async function giveBack(runDir: string, slot: Slot): Promise<void> {
  const deadline = Date.now() + EMPTY_WAIT_MS;
  const busy = (): boolean => !slot.spawner.usable || tasksIn(slot.cgroup) > 1;
  for (let pause = 1; busy() && slot.spawner.usable && Date.now() <= deadline; pause = nextPause(pause))
    await new Promise((resolve) => setTimeout(resolve, pause));
  if (busy()) {
    await retire(slot);
    return;
  }
  const slots = idle.get(runDir) ?? [];
  slots.push(slot);
  idle.set(runDir, slots);
}

/** The tasks in a cgroup now (pids.current); unreadable counts as busy. */
function tasksIn(cgroup: string): number {
  try {
    return Number(readFileSync(path.join(cgroup, 'pids.current'), 'utf8'));
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** Retirements under way, some not awaited by whoever began them (a borrow passing over a slot). */
const retiring = new Set<Promise<void>>();

/** Close a slot's spawner and remove its cgroup once the spawner has left it. */
function retire(slot: Slot): Promise<void> {
  slot.spawner.close();
  slot.forgetExitHook();
  const removal = removePidsCgroup(slot.cgroup);
  retiring.add(removal);
  void removal.finally(() => retiring.delete(removal));
  return removal;
}

/**
 * Retire every idle slot (the run is over and its sandboxes stopped); resolves once their cgroups are gone, and
 * those of the slots retired before (a borrow that passed over a slot of other host layers does not wait).
 */
export async function releasePidsSlots(): Promise<void> {
  await Promise.all(starting.values());
  const slots = [...idle.values()].flat();
  idle.clear();
  await Promise.all([...slots.map(retire), ...retiring]);
}
