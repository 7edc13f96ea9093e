// @ts-check
/**
 * Small statistics and timing helpers shared by every case: medians, rounding, repeated timing, and the
 * figure records the report is built from (a value, its baseline, the ratio, and a target to check).
 */
import { performance } from 'node:perf_hooks';

/**
 * Median of a list (NaN when it is empty).
 * @param {number[]} values
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/**
 * Round to `digits` decimals (2 by default); non-finite values stay as they are.
 * @param {number} value
 * @param {number} [digits]
 */
export function round(value, digits = 2) {
  if (!Number.isFinite(value)) return value;
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/**
 * Milliseconds `task` took.
 * @param {() => Promise<unknown>} task
 */
export async function timeOnce(task) {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

/**
 * Run `task` `count` times one after another; the milliseconds each took.
 * @param {number} count
 * @param {() => Promise<unknown>} task
 */
export async function timeRepeated(count, task) {
  const times = [];
  for (let i = 0; i < count; i++) times.push(await timeOnce(task));
  return times;
}

/**
 * Time several tasks interleaved (a, b, c, a, b, c, ...) so drift in the machine's load hits all alike.
 * @template {string} K
 * @param {number} count
 * @param {Record<K, () => Promise<unknown>>} tasks
 * @returns {Promise<Record<K, number[]>>}
 */
export async function timeInterleaved(count, tasks) {
  const names = /** @type {K[]} */ (Object.keys(tasks));
  const times = /** @type {Record<K, number[]>} */ (
    /** @type {unknown} */ (Object.fromEntries(names.map((name) => [name, []])))
  );
  for (let i = 0; i < count; i++) {
    for (const name of names) times[name].push(await timeOnce(tasks[name]));
  }
  return times;
}

/**
 * @typedef {object} Target
 * @property {'value' | 'ratio'} on   which number the target checks
 * @property {number} [max]           the number must be at most this
 * @property {number} [below]         the number must be strictly below this
 * @property {number} [min]           the number must be at least this
 */

/**
 * @typedef {object} Figure
 * @property {string} key             stable id, e.g. `hookOverhead.dispatch`
 * @property {string} group           the section of the table
 * @property {string} label
 * @property {number} value
 * @property {string} unit            `ms`, `MB`, `runs/s`, `ratio`, ...
 * @property {number} [runs]          repetitions the median is over
 * @property {string} [baseline]      what the ratio divides by
 * @property {number} [baselineValue]
 * @property {number} [ratio]
 * @property {Target} [target]
 * @property {boolean} [pass]
 * @property {string} [note]
 */

/**
 * Build a figure: rounds the numbers, computes the ratio against the baseline and checks the target.
 * @param {Omit<Figure, 'ratio' | 'pass'>} figure
 * @returns {Figure}
 */
export function makeFigure(figure) {
  const ratio =
    figure.baselineValue === undefined || figure.baselineValue === 0
      ? undefined
      : figure.value / figure.baselineValue;
  /** @type {Figure} */
  const made = { ...figure, value: round(figure.value) };
  if (figure.baselineValue !== undefined) made.baselineValue = round(figure.baselineValue);
  if (ratio !== undefined) made.ratio = round(ratio);
  if (figure.target) made.pass = meetsTarget(figure.target, figure.value, ratio);
  return made;
}

/**
 * Whether a value (or its ratio) meets a target.
 * @param {Target} target
 * @param {number} value
 * @param {number | undefined} ratio
 */
export function meetsTarget(target, value, ratio) {
  const checked = target.on === 'ratio' ? ratio : value;
  if (checked === undefined || !Number.isFinite(checked)) return false;
  if (target.max !== undefined && !(checked <= target.max)) return false;
  if (target.below !== undefined && !(checked < target.below)) return false;
  if (target.min !== undefined && !(checked >= target.min)) return false;
  return true;
}

/**
 * The target as text: `<= 1.5x`, `< 150 ms`, `>= 0.8`.
 * @param {Target | undefined} target
 * @param {string} unit
 */
export function describeTarget(target, unit) {
  if (!target) return '';
  const suffix = target.on === 'ratio' ? 'x' : unit === 'ratio' ? '' : ` ${unit}`;
  if (target.max !== undefined) return `<= ${target.max}${suffix}`;
  if (target.below !== undefined) return `< ${target.below}${suffix}`;
  if (target.min !== undefined) return `>= ${target.min}${suffix}`;
  return '';
}

/**
 * Kilobytes (as `maxRSS` reports them) to MiB.
 * @param {number} kilobytes
 */
export function kbToMb(kilobytes) {
  return kilobytes / 1024;
}
