/**
 * The namespace sandbox's processes as seen from the host: find bwrap's monitor and the sandbox's PID 1,
 * kill every leftover process inside and hold the agent still while hooksim reads the session's layers
 * (cloud-environment.md §1: changes are read "after the last sessionEnd hook, leftover processes killed").
 */
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { nextPause } from './namespace-pids.js';

/** What freezeSandbox stopped, to be continued by thawSandbox. */
export interface FrozenSandbox {
  /** `/proc/<monitor>/root`: the mount namespace holding the overlays, when reachable. */
  monitorRoot?: string;
  stopped: number[];
}

/**
 * Every read here is synchronous: a small read of the kernel's own tables costs less than a trip through the
 * thread pool, and the pool is shared with the sessions starting ahead and the teardowns behind (a scenario's
 * change scan waited milliseconds in its queue for each of these).
 */
function readProc(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function childrenOf(pid: number): number[] {
  const text = readProc(`/proc/${pid}/task/${pid}/children`);
  if (text !== undefined) {
    return text
      .split(' ')
      .filter((word) => /^\d+$/.test(word))
      .map(Number);
  }
  // Kernels without CONFIG_PROC_CHILDREN: the parent pid is field 4 of /proc/<pid>/stat.
  const children: number[] = [];
  for (const name of procEntries()) {
    const stat = readProc(`/proc/${name}/stat`) ?? '';
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[1]) === pid) children.push(Number(name));
  }
  return children;
}

/** The pids listed in /proc, as names. */
function procEntries(): string[] {
  try {
    return readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
}

/** The pid of bwrap's outer (monitor) process: the spawned process itself, or sudo's child. */
export function findMonitor(spawnedPid: number, viaSudo: boolean): number | undefined {
  if (!viaSudo) return spawnedPid;
  return childrenOf(spawnedPid)[0];
}

/** The innermost pid of a host process (last field of `NSpid`), or undefined. */
function innerPid(pid: number): number | undefined {
  const line = /^NSpid:\s+(.*)$/m.exec(readProc(`/proc/${pid}/status`) ?? '')?.[1];
  const last = line?.trim().split(/\s+/).pop();
  return last === undefined ? undefined : Number(last);
}

/** The sandbox's PID 1 (bwrap's init inside the PID namespace): the monitor's first child. */
export function findSandboxInit(monitor: number | undefined): number | undefined {
  return monitor === undefined ? undefined : childrenOf(monitor)[0];
}

/** Whether a host process still runs (a zombie has ended: only its parent's wait is missing). */
function isRunning(pid: number): boolean {
  const stat = readProc(`/proc/${pid}/stat`);
  return stat !== undefined && stat.charAt(stat.lastIndexOf(')') + 2) !== 'Z';
}

/**
 * Wait until a process has ended, at most `timeoutMs`. For the sandbox's PID 1 this means every process of its
 * namespace has ended too: the kernel kills them when PID 1 dies and PID 1's exit waits for them all.
 */
export async function waitForProcessEnd(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // A killed sandbox's PID 1 ends within a few ms: looked at after 1 ms, then at doubling pauses up to 20.
  for (let pause = 1; isRunning(pid) && Date.now() < deadline; pause = nextPause(pause))
    await new Promise((resolve) => setTimeout(resolve, pause));
}

function signal(pid: number, name: NodeJS.Signals): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGKILL every process of the sandbox's PID namespace except its PID 1 and the agent (PID 2), which are
 * stopped. Repeats until a sweep finds nothing to kill, so a forking leftover cannot outrun it.
 */
export function freezeSandbox(monitor: number | undefined): FrozenSandbox {
  if (monitor === undefined) return { stopped: [] };
  const monitorRoot = linkOf(`/proc/${monitor}/root`) === undefined ? undefined : `/proc/${monitor}/root`;
  const init = childrenOf(monitor)[0];
  const namespace = init === undefined ? undefined : linkOf(`/proc/${init}/ns/pid`);
  const stopped: number[] = [];
  if (init === undefined || namespace === undefined) return { monitorRoot, stopped };
  for (let round = 0; round < 20; round++) {
    let killed = 0;
    // Synchronous (readProc): no leftover gets the time between the reads to fork.
    for (const pid of sandboxProcesses(init, namespace)) {
      const inner = innerPid(pid);
      if (inner === 1 || inner === 2) {
        if (!stopped.includes(pid) && signal(pid, 'SIGSTOP')) stopped.push(pid);
      } else if (signal(pid, 'SIGKILL')) {
        killed++;
      }
    }
    if (killed === 0) break;
  }
  return { monitorRoot, stopped };
}

/** Whether this kernel lists each thread's children (`/proc/<pid>/task/<tid>/children`, CONFIG_PROC_CHILDREN). */
let childrenListed: boolean | undefined;

/**
 * The host pids of the sandbox's processes: its PID 1 and every process below it, read from the children lists
 * of each of their threads. Every process of a PID namespace descends from its PID 1 (an orphan is adopted by
 * PID 1, or by a subreaper below it), so this finds them all while reading only the sandbox's own processes,
 * not every process of the host; each is checked to be in `namespace`. Without children lists, the processes
 * whose PID namespace is `namespace`.
 */
function sandboxProcesses(init: number, namespace: string): number[] {
  childrenListed ??= existsSync(`/proc/self/task/${process.pid}/children`);
  if (!childrenListed) return processesIn(namespace);
  if (linkOf(`/proc/${init}/ns/pid`) !== namespace) return [];
  const found = [init];
  for (let at = 0; at < found.length; at++) {
    const parent = found[at] as number;
    let tasks: string[];
    try {
      tasks = readdirSync(`/proc/${parent}/task`);
    } catch {
      continue; // ended meanwhile
    }
    for (const task of tasks) {
      let text = '';
      try {
        text = readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8');
      } catch {
        // the thread ended meanwhile
      }
      // Only a process of the sandbox's namespace: a pid that ended and was reused by a host process meanwhile
      // must not have its children (host processes) taken for the sandbox's.
      for (const word of text.split(' '))
        if (/^\d+$/.test(word) && linkOf(`/proc/${word}/ns/pid`) === namespace) found.push(Number(word));
    }
  }
  return found;
}

/** The host pids of every process whose PID namespace is `namespace` (a `pid:[…]` link text). */
function processesIn(namespace: string): number[] {
  return procEntries()
    .filter((name) => linkOf(`/proc/${name}/ns/pid`) === namespace)
    .map(Number);
}

function linkOf(file: string): string | undefined {
  try {
    return readlinkSync(file);
  } catch {
    return undefined;
  }
}

/** Let the stopped PID 1 and agent run again. */
export function thawSandbox(frozen: FrozenSandbox): void {
  for (const pid of frozen.stopped) signal(pid, 'SIGCONT');
}
