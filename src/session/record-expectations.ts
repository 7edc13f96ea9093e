/**
 * `run --update`: what a scenario's `expect` blocks become once the current outcome is approved, like a snapshot
 * test's `-u`. A step or scenario without `expect` gets a recorded one (a stable subset: decisions, reasons, what
 * the agent sees where a hook shaped it, context, blocked hosts, hook errors; never timings or ids); an existing
 * `expect` keeps every field that passes, regular expressions included, and only its failing fields take the
 * current value.
 */
import type { EventRecord } from '../model.js';
import type { FileChanges } from '../sandbox/types.js';
import { eventFields, fieldMatches, fieldMismatches, type Comparable } from './expectations.js';
import type { StepOutcome } from './outcome.js';
import type { EgressEntry } from './report-types.js';
import { REGEX_FORM, type Scenario, type Step } from './scenario-schema.js';

/** A path in the scenario document: `['steps', 2, 'expect', 'reason']`. */
export type DocPath = (string | number)[];

/** One edit of an expectation: set (or add) the value at a path, or remove it (`value` undefined). */
export interface ExpectationEdit {
  path: DocPath;
  /** The value there before; undefined when it is added. */
  old?: unknown;
  value?: unknown;
  /** `steps[1] (bash)` or `expect`: what the diff shows it under. */
  where: string;
}

/** What one replay produced that expectations can be recorded from. */
export interface RecordedRun {
  outcomes: readonly StepOutcome[];
  events: readonly EventRecord[];
  egress: readonly EgressEntry[];
  files: FileChanges;
}

/** A text written as an exact expectation; a text that reads as `/pattern/` is anchored as one. */
function exactText(text: string): string {
  if (!REGEX_FORM.test(text)) return text;
  return `/^${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$/`;
}

function recorded(value: unknown): unknown {
  return typeof value === 'string' ? exactText(value) : value;
}

/** The step (a tool call, a stop, a nested `then` or subagent step) at a path of the parsed scenario. */
function stepAt(scenario: Scenario, path: DocPath): Step | undefined {
  let node: unknown = scenario;
  for (const part of path) node = (node as Record<string | number, unknown> | undefined)?.[part];
  return node as Step | undefined;
}

function showPath(path: DocPath): string {
  return path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
    .join('')
    .replace(/^\./, '');
}

/** The recorded `expect` of a step that has none: what a user checks of that kind of step. */
export function recordStepExpect(step: Step, outcome: StepOutcome): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => {
    if (value !== undefined) out[key] = recorded(value);
  };
  if (outcome.kind === 'tool' && 'tool' in step) {
    put('decision', outcome.decision ?? 'none');
    put('reason', outcome.reason);
    put('additionalContext', outcome.additionalContext);
    if (JSON.stringify(outcome.args ?? step.args) !== JSON.stringify(step.args)) put('args', outcome.args);
    // What the model gets, where a hook shaped it: a deny's message, or a scripted result a hook changed or
    // added to. An executed tool's own output (listings, times) is no expectation.
    const scripted = step.execute ? undefined : (step.error ?? step.result ?? '');
    if (outcome.decision === 'deny' || (scripted !== undefined && outcome.agentSees !== scripted))
      put('agentSees', outcome.agentSees);
    return out;
  }
  if (outcome.kind === 'stop' || outcome.kind === 'subagent') {
    put('decision', outcome.decision ?? 'none');
    put('reason', outcome.reason);
    put('modifiedResponse', outcome.modifiedResponse);
    if ((outcome.continuations ?? 0) > 0) put('continuations', outcome.continuations);
    return out;
  }
  put('fired', outcome.fired);
  put('additionalContext', outcome.additionalContext);
  out.hooks = { ran: outcome.hooks.ran };
  return out;
}

const RECORDED_SESSION_EVENTS = ['sessionStart', 'userPromptSubmitted'] as const;

/** The recorded session-level `expect` of a scenario that has none. */
export function recordSessionExpect(scenario: Scenario, run: RecordedRun): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const event of RECORDED_SESSION_EVENTS) {
    const record = run.events.find((e) => e.event === event && e.step === undefined);
    if (!record) continue;
    const fields: Record<string, unknown> = {};
    const { decision, reason, additionalContext, prompt } = record.result;
    if (decision !== undefined && decision !== 'none') fields.decision = decision;
    if (reason !== undefined) fields.reason = recorded(reason);
    if (additionalContext !== undefined) fields.additionalContext = recorded(additionalContext);
    if (prompt !== undefined && prompt !== scenario.prompt) fields.prompt = recorded(prompt);
    if (Object.keys(fields).length > 0) out[event] = fields;
  }
  const blocked = blockedHosts(run.egress);
  if (blocked.length > 0) out.egress = { blocked };
  const hooks = run.events.flatMap((e) => e.hooks);
  out.hooks = {
    errors: hooks.filter((h) => h.status === 'error').length,
    timeouts: hooks.filter((h) => h.status === 'timeout').length,
  };
  return out;
}

function blockedHosts(egress: readonly EgressEntry[]): string[] {
  return [...new Set(egress.filter((e) => !e.allowed).map((e) => e.host))].sort();
}

/** Edits of one existing `expect` map: each failing field takes the actual value, or goes when there is none. */
function fixFields(
  base: DocPath,
  where: string,
  expected: Record<string, unknown>,
  actual: Comparable,
): ExpectationEdit[] {
  return fieldMismatches(expected, actual).map(({ key, want, got }) => ({
    path: [...base, ...key],
    old: want,
    value: recorded(got),
    where,
  }));
}

/** Edits of the session-level `expect` the scenario already has. */
function fixSession(expected: Scenario['expect'], run: RecordedRun): ExpectationEdit[] {
  const edits: ExpectationEdit[] = [];
  for (const event of [
    'sessionStart',
    'userPromptSubmitted',
    'userPromptTransformed',
    'sessionEnd',
  ] as const) {
    const want = expected[event];
    const record = run.events.find((e) => e.event === event && e.step === undefined);
    if (!want || !record) continue;
    edits.push(
      ...fixFields(
        ['expect', event],
        `expect.${event}`,
        want,
        eventFields(record) as Record<string, unknown>,
      ),
    );
  }
  for (const [key, allowed] of [
    ['blocked', false],
    ['allowed', true],
  ] as const) {
    const want = expected.egress?.[key];
    if (!want) continue;
    const hits = run.egress.filter((e) => e.allowed === allowed);
    const met = want.every((host) =>
      hits.some(
        (e) => e.host === host || e.url === host || fieldMatches('host', host, e.url ?? e.host) === true,
      ),
    );
    if (!met) {
      const value = [...new Set(hits.map((e) => e.host))].sort();
      edits.push({ path: ['expect', 'egress', key], old: want, value, where: 'expect.egress' });
    }
  }
  for (const kind of ['created', 'modified', 'deleted'] as const) {
    const want = expected.files?.[kind];
    if (!want) continue;
    if (!want.every((file) => run.files[kind].some((path) => fieldMatches('file', file, path) === true))) {
      edits.push({
        path: ['expect', 'files', kind],
        old: want,
        value: run.files[kind],
        where: 'expect.files',
      });
    }
  }
  if (expected.hooks) {
    const hooks = run.events.flatMap((e) => e.hooks);
    const totals = {
      errors: hooks.filter((h) => h.status === 'error').length,
      timeouts: hooks.filter((h) => h.status === 'timeout').length,
    };
    for (const key of ['errors', 'timeouts'] as const) {
      const want = expected.hooks[key];
      if (want !== undefined && want !== totals[key])
        edits.push({ path: ['expect', 'hooks', key], old: want, value: totals[key], where: 'expect.hooks' });
    }
  }
  return edits;
}

/**
 * Every edit that makes the scenario's expectations describe this run. A step that never ran (its session was
 * cut short, or no hook blocked its stop) is left as it is; a `then` step that ran in several continuations is
 * recorded from the first.
 */
export function planExpectationEdits(scenario: Scenario, run: RecordedRun): ExpectationEdit[] {
  const edits: ExpectationEdit[] = [];
  const seen = new Set<string>();
  for (const outcome of run.outcomes) {
    if (!outcome.path) continue;
    const key = JSON.stringify(outcome.path);
    if (seen.has(key)) continue;
    seen.add(key);
    const step = stepAt(scenario, outcome.path);
    if (!step) continue;
    const where = `${showPath(outcome.path)} (${outcome.label})`;
    if (!step.expect) {
      edits.push({ path: [...outcome.path, 'expect'], value: recordStepExpect(step, outcome), where });
      continue;
    }
    edits.push(
      ...fixFields([...outcome.path, 'expect'], where, step.expect, outcome as unknown as Comparable),
    );
  }
  if (Object.keys(scenario.expect).length === 0) {
    edits.push({ path: ['expect'], value: recordSessionExpect(scenario, run), where: 'expect' });
  } else {
    edits.push(...fixSession(scenario.expect, run));
  }
  return edits;
}
