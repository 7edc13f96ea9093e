/** Expectations: compare what happened with what a scenario expects, in messages a user can act on. */
import type { EventRecord } from '../model.js';
import { REGEX_DEADLINE_TEXT, testRegexBounded, type BoundedTest } from '../regex-guard.js';
import type { FileChanges } from '../sandbox/types.js';
import type { StepOutcome } from './outcome.js';
import type { EgressEntry } from './report-types.js';
import { REGEX_FORM, type Scenario } from './scenario-schema.js';

/**
 * Whether a text matches an expectation: exact, or `/pattern/flags` as a regular expression, which the
 * scenario's author wrote and so runs within a deadline ('timeout' when it does not finish).
 */
export function testText(expected: string, actual: string | undefined): BoundedTest {
  if (actual === undefined) return false;
  const regex = REGEX_FORM.exec(expected);
  if (regex) {
    let compiled: RegExp;
    try {
      compiled = new RegExp(regex[1] ?? '', regex[2]);
    } catch {
      return expected === actual;
    }
    return testRegexBounded(compiled, actual);
  }
  return expected === actual;
}

/** The failure of a regular expression expectation that ran out of time. */
function timeoutMessage(expected: string, actual: string): string {
  return `the regular expression ${show(expected)} took longer than ${REGEX_DEADLINE_TEXT} on ${actual.length} characters (catastrophic backtracking): simplify it`;
}

/** The same, for an expectation tested on several texts. */
function regexTimeoutText(expected: string): string {
  return `the regular expression ${show(expected)} took longer than ${REGEX_DEADLINE_TEXT} (catastrophic backtracking): simplify it`;
}

function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const flat = text.length > 200 ? `${text.slice(0, 199)}…` : text;
  return JSON.stringify(flat);
}

function isDeepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Whether one expected field (not `hooks`) holds: text by testText, decision with none for no decision;
 * 'timeout' when its regular expression ran out of time.
 */
export function fieldMatches(field: string, want: unknown, got: unknown): BoundedTest {
  if (field === 'decision') return (got ?? 'none') === want;
  if (typeof want === 'string') return testText(want, typeof got === 'string' ? got : undefined);
  return isDeepEqual(want, got);
}

/** The fields an expectation on an event compares. */
export type Comparable = Record<string, unknown> & {
  hooks?: { ran: number; errors: number; timeouts: number };
};

/** One expected field that does not hold: its key (`reason`, `hooks.ran`), what was expected and what happened. */
export interface FieldMismatch {
  key: string[];
  want: unknown;
  got: unknown;
  /** Its regular expression ran out of time (catastrophic backtracking). */
  timedOut?: true;
}

/** The expected fields that do not hold; text fields use testText, `hooks` is compared count by count. */
export function fieldMismatches(expected: Record<string, unknown>, actual: Comparable): FieldMismatch[] {
  const mismatches: FieldMismatch[] = [];
  for (const [field, want] of Object.entries(expected)) {
    if (want === undefined) continue;
    if (field === 'hooks') {
      for (const [count, n] of Object.entries(want as Record<string, number>)) {
        const got = actual.hooks?.[count as 'ran' | 'errors' | 'timeouts'] ?? 0;
        if (got !== n) mismatches.push({ key: ['hooks', count], want: n, got });
      }
      continue;
    }
    const got = field === 'decision' ? (actual.decision ?? 'none') : actual[field];
    const ok = fieldMatches(field, want, got);
    if (ok !== true)
      mismatches.push({ key: [field], want, got, ...(ok === 'timeout' ? { timedOut: true as const } : {}) });
  }
  return mismatches;
}

/** Compare each expected field with the actual value, in messages. */
function compareFields(
  expected: Record<string, unknown>,
  actual: Comparable,
  decidedBy: string | undefined,
): string[] {
  return fieldMismatches(expected, actual).map(({ key, want, got, timedOut }) => {
    const field = key.join('.');
    if (timedOut) return `expected ${field}: ${timeoutMessage(want as string, got as string)}`;
    if (key[0] === 'hooks') return `expected ${field} ${String(want)}, got ${String(got)}`;
    // A wrong decision shows the reason the hook gave: it usually says why.
    const reason =
      field === 'decision' && typeof actual.reason === 'string' ? `: ${show(actual.reason)}` : '';
    const by =
      field === 'decision' || field === 'reason'
        ? ` (${decidedBy ? `decided by ${decidedBy}${reason}` : 'no hook decided'})`
        : '';
    return `expected ${field} ${show(want)}, got ${show(got)}${by}`;
  });
}

/** Failures of one step's `expect` against its outcome; each message starts with where. */
export function checkStep(
  where: string,
  expected: Record<string, unknown> | undefined,
  outcome: StepOutcome,
): string[] {
  if (!expected) return [];
  return compareFields(expected, outcome as unknown as Comparable, outcome.decidedBy).map(
    (m) => `${where}: ${m}`,
  );
}

/** A session-level event's record in the fields its `expect` compares. */
export function eventFields(record: EventRecord): Comparable {
  const hooks = record.hooks;
  return {
    fired: record.fired,
    ...record.result,
    hooks: {
      ran: hooks.filter((h) => h.status !== 'skipped' && h.status !== 'dropped').length,
      errors: hooks.filter((h) => h.status === 'error').length,
      timeouts: hooks.filter((h) => h.status === 'timeout').length,
    },
  };
}

const SESSION_EVENTS = [
  'sessionStart',
  'userPromptSubmitted',
  'userPromptTransformed',
  'sessionEnd',
] as const;

/** Failures of the session-level `expect` block. */
export function checkSession(
  expected: Scenario['expect'],
  events: EventRecord[],
  egress: EgressEntry[],
  files: FileChanges,
): string[] {
  const messages: string[] = [];
  for (const event of SESSION_EVENTS) {
    const want = expected[event];
    if (!want) continue;
    const record = events.find((e) => e.event === event && e.step === undefined);
    if (!record) {
      messages.push(`${event}: expected it to be dispatched, but the session never reached it`);
      continue;
    }
    messages.push(
      ...compareFields(want, eventFields(record), record.result.decidedBy).map((m) => `${event}: ${m}`),
    );
  }
  for (const [key, allowed] of [
    ['blocked', false],
    ['allowed', true],
  ] as const) {
    for (const host of expected.egress?.[key] ?? []) {
      const tests = egress
        .filter((e) => e.allowed === allowed)
        .map((e) => (e.host === host || e.url === host ? true : testText(host, e.url ?? e.host)));
      const hit = tests.includes(true);
      if (!hit && tests.includes('timeout')) {
        messages.push(`egress: expected ${host} to be ${key}: ${regexTimeoutText(host)}`);
      } else if (!hit) {
        const seen = egress.filter((e) => e.allowed === allowed).map((e) => e.url ?? e.host);
        messages.push(
          `egress: expected ${host} to be ${key}; ${key}: ${seen.length ? seen.join(', ') : 'none'}`,
        );
      }
    }
  }
  for (const kind of ['created', 'modified', 'deleted'] as const) {
    for (const file of expected.files?.[kind] ?? []) {
      const tests = files[kind].map((path) => testText(file, path));
      if (!tests.includes(true) && tests.includes('timeout')) {
        messages.push(`files: expected ${file} to be ${kind}: ${regexTimeoutText(file)}`);
      } else if (!tests.includes(true)) {
        messages.push(
          `files: expected ${file} to be ${kind}; ${kind}: ${files[kind].length ? files[kind].join(', ') : 'none'}`,
        );
      }
    }
  }
  if (expected.hooks) {
    const all = events.flatMap((e) => e.hooks);
    const totals = {
      errors: all.filter((h) => h.status === 'error'),
      timeouts: all.filter((h) => h.status === 'timeout'),
    };
    for (const key of ['errors', 'timeouts'] as const) {
      const want = expected.hooks[key];
      if (want !== undefined && totals[key].length !== want) {
        const which = totals[key].map((h) => `${h.file}#${h.index} (${h.eventKey})`).join(', ');
        messages.push(
          `hooks: expected ${want} ${key}, got ${totals[key].length}${which ? `: ${which}` : ''}`,
        );
      }
    }
  }
  return messages;
}
