/**
 * `--compare PROFILE`: the steps whose outcome differs between two replays of one scenario under two
 * profiles: whether an event fired, any field of its result (agentSees included), or events that only one
 * replay has (an extra continuation turn), and which hooks ran; and, before any replay, the hook files and
 * entries each profile loads. Other hook-level details are not compared (runtime-behaviour.md intro).
 */
import { hookLabel } from '../hook-record.js';
import type { EventRecord, EventResult, HookConfig } from '../model.js';
import type { ScenarioReport } from './report-types.js';

/** One difference between the two replays. */
export interface OutcomeDifference {
  /** The step index, absent for session-level events. */
  step?: number;
  event: string;
  /** Which occurrence of this event within its step (0 for the first). */
  occurrence: number;
  /** `fired`, a result field, or `event` when only one replay dispatched it. */
  field: string;
  base: unknown;
  other: unknown;
}

/** The comparison of one scenario. */
export interface ScenarioComparison {
  name: string;
  file: string;
  differences: OutcomeDifference[];
}

/** A hook file or entry that loads differently under the two profiles. */
export interface LoadDifference {
  file: string;
  /** `file#index (eventKey)` for an entry; absent for the file itself. */
  entry?: string;
  /** `loaded`, `rejected`, `disabled` (a file), `loaded` or `not loaded` (an entry). */
  base: string;
  other: string;
}

/** The report's `comparison` block. */
export interface Comparison {
  profile: string;
  /** The profile flags whose values differ between the two profiles. */
  flags: string[];
  /** Hook files and entries accepted under one profile and not the other (absent in older reports). */
  loading?: LoadDifference[];
  scenarios: ScenarioComparison[];
}

// Each replay reads the clock itself: the dispatch instant in `<current_datetime>` is not an outcome, nor is
// its format (`datetimeFormat`: `Z` or a numeric offset).
const INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(?:Z|[+-]\d{2}:\d{2})/g;

function stable(value: unknown): string {
  return (JSON.stringify(value) ?? 'undefined').replace(INSTANT, '<instant>');
}

// Which hook decided is a hook-level detail, like status and stdout.
const NOT_COMPARED: ReadonlySet<keyof EventResult> = new Set(['decidedBy']);

function keyed(events: EventRecord[]): Map<string, EventRecord> {
  const counts = new Map<string, number>();
  const map = new Map<string, EventRecord>();
  for (const event of events) {
    const base = `${event.step ?? '-'}:${event.event}`;
    const n = counts.get(base) ?? 0;
    counts.set(base, n + 1);
    map.set(`${base}:${n}`, event);
  }
  return map;
}

function place(key: string): { step?: number; event: string; occurrence: number } {
  const [step, event, occurrence] = key.split(':');
  return {
    ...(step === '-' ? {} : { step: Number(step) }),
    event: event ?? '',
    occurrence: Number(occurrence),
  };
}

/** The files and entries that load differently under the two profiles, files first, in the base's order. */
export function compareLoads(base: HookConfig, other: HookConfig): LoadDifference[] {
  const differences: LoadDifference[] = [];
  const otherFiles = new Map(other.files.map((f) => [f.file, f.status]));
  const baseFiles = new Map(base.files.map((f) => [f.file, f.status]));
  for (const file of new Set([...baseFiles.keys(), ...otherFiles.keys()])) {
    const a = baseFiles.get(file) ?? 'not found';
    const b = otherFiles.get(file) ?? 'not found';
    if (a !== b) differences.push({ file, base: a, other: b });
  }
  const label = (e: HookConfig['entries'][number]) => `${hookLabel(e)} (${e.eventKey})`;
  const baseEntries = new Map(base.entries.map((e) => [label(e), e.file]));
  const otherEntries = new Map(other.entries.map((e) => [label(e), e.file]));
  for (const [entry, file] of [...baseEntries, ...otherEntries]) {
    const a = baseEntries.has(entry) ? 'loaded' : 'not loaded';
    const b = otherEntries.has(entry) ? 'loaded' : 'not loaded';
    // A file that loads differently as a whole is one difference, not one per entry.
    const fileDiffers = differences.some((d) => d.entry === undefined && d.file === file);
    if (a !== b && !fileDiffers && !differences.some((d) => d.entry === entry)) {
      differences.push({ file, entry, base: a, other: b });
    }
  }
  return differences;
}

/** The hooks that ran (not skipped) for one event, by label. */
function hooksRun(event: EventRecord): string[] {
  return event.hooks.filter((h) => h.status !== 'skipped' && h.status !== 'dropped').map((h) => hookLabel(h));
}

/** Every difference in outcome between a base replay and the replay under the other profile. */
export function compareReplays(base: ScenarioReport, other: ScenarioReport): OutcomeDifference[] {
  const a = keyed(base.events);
  const b = keyed(other.events);
  const differences: OutcomeDifference[] = [];
  const keys = [...a.keys(), ...[...b.keys()].filter((key) => !a.has(key))];
  for (const key of keys) {
    const left = a.get(key);
    const right = b.get(key);
    if (!left || !right) {
      differences.push({
        ...place(key),
        field: 'event',
        base: left ? 'dispatched' : 'absent',
        other: right ? 'dispatched' : 'absent',
      });
      continue;
    }
    if (left.fired !== right.fired) {
      differences.push({ ...place(key), field: 'fired', base: left.fired, other: right.fired });
    }
    const [ranLeft, ranRight] = [hooksRun(left), hooksRun(right)];
    if (stable(ranLeft) !== stable(ranRight)) {
      differences.push({ ...place(key), field: 'hooks run', base: ranLeft, other: ranRight });
    }
    const fields = new Set([
      ...Object.keys(left.result),
      ...Object.keys(right.result),
    ] as (keyof EventResult)[]);
    for (const field of fields) {
      if (NOT_COMPARED.has(field)) continue;
      const x = left.result[field];
      const y = right.result[field];
      if (stable(x) !== stable(y)) differences.push({ ...place(key), field, base: x, other: y });
    }
  }
  return differences;
}
