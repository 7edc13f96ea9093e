/**
 * Bounded regular expressions: hook matchers and scenario expectations come from the repository (a pull
 * request, possibly a fork), and a backtracking pattern such as `(a+)+$` holds the event loop for ever; a
 * process stuck inside `RegExp.prototype.test` ignores SIGTERM and SIGINT. Patterns whose worst case is
 * provably small for the text at hand run inline; every other test runs in a worker thread that is
 * terminated at the deadline. The semantics stay JavaScript's: the worker runs the same RegExp.
 */
import type { Worker } from 'node:worker_threads';
import { lazyWorkerThreads } from './lazy-builtin.js';

/** How long one repository-controlled regular expression may run, in milliseconds. */
export const REGEX_DEADLINE_MS = 1000;

/** The deadline as the messages say it. */
export const REGEX_DEADLINE_TEXT = `${REGEX_DEADLINE_MS / 1000} s`;

/** How long a new worker may take to start (slowly on a busy runner), on top of the deadline. */
const WORKER_START_ALLOWANCE_MS = 5000;

/** The most backtracking steps an inline test may take in the worst case (about 0.1 s). */
const INLINE_STEP_BUDGET = 10_000_000;

/** The outcome of a bounded test: whether it matched, or that the deadline passed first. */
export type BoundedTest = boolean | 'timeout';

const QUANTIFIER_START = new Set(['*', '+', '?', '{']);

/**
 * An upper bound of the backtracking steps `regex.test` takes on a text of `length` characters, or undefined
 * when the pattern is outside the conservative class this bound covers: a quantified group (nested or
 * overlapping quantifiers), a backreference, or the `v` flag. Inside the class every quantifier repeats one
 * fixed atom, so each attempt is one path through a choice per quantifier and per alternation.
 */
export function worstCaseSteps(regex: RegExp, length: number): number | undefined {
  if (regex.flags.includes('v')) return undefined;
  const source = regex.source;
  const positions = length + 1;
  let paths = 1;
  let quantifiers = 0;
  const alternatives: number[] = [1];
  let previous: 'atom' | 'group' | 'quantifier' | 'none' = 'none';
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    if (char === '\\') {
      const next = source[i + 1] ?? '';
      if (/[1-9k]/.test(next)) return undefined;
      i++;
      // \u{...}, \p{...}, \P{...}: the braces belong to the escape.
      if (/[upP]/.test(next) && source[i + 1] === '{') {
        const close = source.indexOf('}', i);
        if (close < 0) return undefined;
        i = close;
      }
      previous = 'atom';
    } else if (char === '[') {
      i++;
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
      previous = 'atom';
    } else if (char === '(') {
      alternatives.push(1);
      if (source[i + 1] === '?') {
        // The group's kind (`?:`, `?=`, `?<=`, `?<name>`, `?i:`) is syntax, not a quantifier.
        const kind = /^\?(?:<[=!]|<[^>]*>|[a-z-]*[:=!])/.exec(source.slice(i + 1));
        i += kind ? kind[0].length : 1;
      }
      previous = 'none';
    } else if (char === ')') {
      paths *= alternatives.pop() ?? 1;
      previous = 'group';
    } else if (char === '|') {
      const last = alternatives.length - 1;
      alternatives[last] = (alternatives[last] ?? 1) + 1;
      previous = 'none';
    } else if (QUANTIFIER_START.has(char) && previous !== 'none') {
      if (previous === 'quantifier') {
        if (char === '?') continue; // lazy
        return undefined;
      }
      if (previous === 'group') return undefined;
      quantifiers++;
      paths *= quantifierChoices(source, i, positions);
      if (char === '{') i = source.indexOf('}', i) < 0 ? i : source.indexOf('}', i);
      previous = 'quantifier';
    } else {
      previous = 'atom';
    }
  }
  for (const count of alternatives) paths *= count;
  return positions * paths * (source.length + quantifiers * length);
}

function quantifierChoices(source: string, at: number, positions: number): number {
  const char = source[at];
  if (char === '?') return 2;
  if (char === '*' || char === '+') return positions;
  const bounds = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(at));
  if (!bounds) return positions;
  if (bounds[2] === undefined) return 1;
  if (!bounds[3]) return positions;
  return Math.min(Number(bounds[3]) - Number(bounds[1]) + 1, positions);
}

// CommonJS run with `eval: true`, so the bundles (ncc) need no separate worker file.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ready = new Int32Array(workerData);
Atomics.store(ready, 0, 1);
Atomics.notify(ready, 0);
parentPort.on('message', ({ source, flags, value, shared }) => {
  const state = new Int32Array(shared);
  let result = 3;
  try {
    result = new RegExp(source, flags).test(value) ? 1 : 2;
  } catch {}
  Atomics.store(state, 0, result);
  Atomics.notify(state, 0);
});
`;

let worker: Worker | undefined;
const timedOut = new WeakMap<RegExp, Set<string>>();

/** Start a worker and wait until it runs, so its start does not count against a pattern's deadline. */
function startWorker(): Worker {
  const ready = new SharedArrayBuffer(4);
  const started = new (lazyWorkerThreads().Worker)(WORKER_SOURCE, { eval: true, workerData: ready });
  Atomics.wait(new Int32Array(ready), 0, 0, WORKER_START_ALLOWANCE_MS);
  // The worker must never keep the process alive, nor crash it.
  started.unref();
  started.on('error', () => {
    if (worker === started) worker = undefined;
  });
  return started;
}

/**
 * Test `regex` on `value` within the deadline: inline when the pattern's worst case is small for this text,
 * else in a worker thread that is terminated when the deadline passes. Blocks the caller (synchronously) for
 * at most the deadline, plus the start of a new worker after one was terminated.
 */
export function testRegexBounded(regex: RegExp, value: string, deadlineMs = REGEX_DEADLINE_MS): BoundedTest {
  // A matcher is tested on the same tool name at every event: a pattern that ran out of time once does again.
  if (timedOut.get(regex)?.has(value)) return 'timeout';
  const steps = worstCaseSteps(regex, value.length);
  if (steps !== undefined && steps <= INLINE_STEP_BUDGET) {
    regex.lastIndex = 0;
    return regex.test(value);
  }
  const current = worker ?? startWorker();
  worker = current;
  const shared = new SharedArrayBuffer(4);
  const state = new Int32Array(shared);
  current.postMessage({ source: regex.source, flags: regex.flags, value, shared });
  const waited = Atomics.wait(state, 0, 0, deadlineMs);
  if (waited === 'timed-out') {
    worker = undefined;
    timedOut.set(regex, (timedOut.get(regex) ?? new Set()).add(value));
    void current.terminate().catch(() => undefined);
    return 'timeout';
  }
  const result = Atomics.load(state, 0);
  if (result === 3) {
    // The pattern compiled here, so it compiles there: only an engine failure (a stack overflow) lands here.
    throw new RangeError(
      `Regular expression /${regex.source}/${regex.flags} failed on ${value.length} characters`,
    );
  }
  return result === 1;
}
