// @ts-check
/** The machine the figures come from, recorded with every result: Node, kernel, CPUs, memory, load. */
import { availableParallelism, cpus, loadavg, release, totalmem } from 'node:os';
import { round } from './stats.mjs';

/** The 1-minute load average now, rounded. */
export function loadAverage() {
  return round(loadavg()[0] ?? 0);
}

/**
 * Variables that change what every Node start costs, or what it runs, whatever the command: this machine's
 * harness sets NODE_EXTRA_CA_CERTS, and parsing that bundle added about 50 ms to each Node start (`node -e 0`
 * 25 ms without it, 77 ms with it), which flattered every ratio against `node -e 0`. The bench removes them
 * from its own environment before it starts anything, so the baselines and hooksim start alike, as on a
 * machine without them; the sandbox's agent never had them (its environment is cleared).
 */
const NODE_START_VARIABLES = ['NODE_EXTRA_CA_CERTS', 'NODE_OPTIONS'];

/**
 * Remove NODE_START_VARIABLES from this process's environment (every process the bench starts inherits it).
 * @returns {string[]} the names that were set
 */
export function clearNodeStartVariables() {
  const removed = NODE_START_VARIABLES.filter((name) => process.env[name] !== undefined);
  for (const name of removed) delete process.env[name];
  return removed;
}

/**
 * Node, kernel, CPU count and model, memory, and the load average when the bench started.
 * @param {string[]} [unset] variables the bench removed from its environment (clearNodeStartVariables)
 */
export function describeMachine(unset = []) {
  const cpuList = cpus();
  return {
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    kernel: release(),
    cpus: cpuList.length,
    availableParallelism: availableParallelism(),
    cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
    memoryGiB: round(totalmem() / 1024 ** 3, 1),
    // Other work on the machine slows every figure: a high load when the bench starts is worth knowing.
    loadAverage1m: loadAverage(),
    uid: process.getuid?.() ?? -1,
    unsetForNode: unset,
  };
}
