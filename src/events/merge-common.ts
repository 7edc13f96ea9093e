/**
 * Small pieces every per-event merger shares: the run and merger types and the readers of hook output
 * (runtime-behaviour.md §6-§7).
 */
import type { EventInput, EventResult, HookEntry, HookRecord } from '../model.js';
import type { Profile } from '../profiles.js';

/** One hook run of a dispatch: the entry and what happened. */
export interface HookRun {
  entry: HookEntry;
  record: HookRecord;
}

/** A hook output object. */
export type JsonObject = Record<string, unknown>;

/** The merge rule of one event: its input and runs in, its result out; warnings are pushed onto `warnings`. */
export type Merger = (
  input: EventInput,
  runs: HookRun[],
  profile: Profile,
  warnings: string[],
) => EventResult;

/** A run whose output object takes part in merging. */
export interface Contribution {
  run: HookRun;
  output: JsonObject;
}

/** Whether a value is a JSON object (not null, not an array). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value when it is a non-empty string, else undefined. */
export function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Whether an output has the field as its own property, whatever its value. */
export function has(output: JsonObject, field: string): boolean {
  return Object.prototype.hasOwnProperty.call(output, field);
}

/**
 * The output objects that merge on an event where exit 2 is a warning: `ok` runs, and `exit2` runs under
 * `exit2WarningStdout=merge`. Errors and timeouts contribute nothing (fail-open, §7).
 */
export function contributionsOf(runs: HookRun[], profile: Profile): Contribution[] {
  const out: Contribution[] = [];
  for (const run of runs) {
    const { status, output } = run.record;
    if (!isObject(output)) continue;
    if (status === 'ok' || (status === 'exit2' && profile.exit2WarningStdout === 'merge'))
      out.push({ run, output });
  }
  return out;
}
