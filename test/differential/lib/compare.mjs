/**
 * Compare the normalized outcomes of one scenario under two engines, field by field, and sort each difference
 * into: not comparable (a field one engine cannot fill), known (known-differences.json), or unexplained.
 */
import { RESULT_FIELDS } from './normalize.mjs';

/** `*` matches any run of characters; everything else is literal. */
export function globToRegExp(glob) {
  const body = glob
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}$`, 's');
}

function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Every difference between two normalized outcomes, as `{ path, left, right }`, in a stable order. */
export function diffOutcomes(left, right) {
  const out = [];
  const push = (path, a, b) => {
    if (!same(a, b)) out.push({ path, left: a, right: b });
  };
  const keys = [...new Set([...Object.keys(left.dispatches), ...Object.keys(right.dispatches)])].sort(
    byPlace,
  );
  for (const key of keys) {
    const a = left.dispatches[key] ?? [];
    const b = right.dispatches[key] ?? [];
    if (a.length !== b.length) out.push({ path: `${key}: dispatches`, left: a.length, right: b.length });
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const x = a[i];
      const y = b[i];
      for (const field of ['fired', 'hooks', 'httpHooks', ...RESULT_FIELDS]) {
        push(`${key}[${i}].${field}`, x[field], y[field]);
      }
    }
  }
  // Last, so the table's first difference names the dispatch that made the status or the loop differ.
  push('continuations', left.continuations, right.continuations);
  push('status', left.status, right.status);
  return out;
}

/** Session events first, then steps in number order; within a place, by event name. */
function byPlace(a, b) {
  const rank = (key) => (key.startsWith('session ') ? -1 : Number(/^step (\d+)/.exec(key)?.[1] ?? 0));
  return rank(a) - rank(b) || a.localeCompare(b);
}

/**
 * Entries of known-differences.json (or the not-comparable list) that explain a difference of a scenario: the
 * scenario glob matches its id or name, the field glob its path, and (when given) both values are in `values`.
 */
function explaining(entries, id, name, difference) {
  return entries.filter(
    (entry) =>
      (entry.scenario === undefined ||
        globToRegExp(entry.scenario).test(id) ||
        globToRegExp(entry.scenario).test(name)) &&
      globToRegExp(entry.field).test(difference.path) &&
      (entry.values === undefined ||
        (entry.values.includes(difference.left) && entry.values.includes(difference.right))),
  );
}

/** Sort the differences of one scenario; `agreement` is the table cell. */
export function classify({ id, name, differences, known, notComparable }) {
  const notCompared = [];
  const explained = [];
  const unexplained = [];
  for (const difference of differences) {
    const skip = explaining(notComparable, id, name, difference);
    if (skip.length > 0) {
      notCompared.push({ ...difference, reason: skip[0].reason });
      continue;
    }
    const entries = explaining(known, id, name, difference);
    if (entries.length > 0) explained.push({ ...difference, relates: entries.map((e) => e.relates) });
    else unexplained.push(difference);
  }
  let agreement = 'agree';
  if (unexplained.length > 0) agreement = `DIFFER: ${describe(unexplained[0])}`;
  else if (explained.length > 0) {
    const relates = [...new Set(explained.flatMap((e) => e.relates))].join(', ');
    agreement = `known difference ${relates}`;
  }
  return { agreement, notCompared, explained, unexplained };
}

function show(value) {
  if (value === undefined) return '(absent)';
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** One line for a difference: where, then both values. */
export function describe(difference) {
  return `${difference.path}: ${show(difference.left)} vs ${show(difference.right)}`;
}
