// @ts-check
/** The machine the figures come from, recorded with every result: Node, kernel, CPUs, memory, load. */
import { availableParallelism, cpus, loadavg, release, totalmem } from 'node:os';
import { round } from './stats.mjs';

/** The 1-minute load average now, rounded. */
export function loadAverage() {
  return round(loadavg()[0] ?? 0);
}

/** Node, kernel, CPU count and model, memory, and the load average when the bench started. */
export function describeMachine() {
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
  };
}
