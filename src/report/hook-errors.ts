/**
 * What every report shows about broken hooks: the hook runs that errored or timed out (a missing script fails
 * closed and denies every tool call, runtime-behaviour.md §7) and the hook files the loader rejected (exit
 * status 1). A passing scenario can hide both; the renderers list them next to its verdict.
 */
import type { Diagnostic } from '../diagnostics.js';
import { hookLabel } from '../hook-record.js';
import { missingProgramNote } from '../runners/missing-program.js';
import type { EventRecord, HookRecord } from '../model.js';
import type { ScenarioReport } from '../session/report-types.js';

/** One hook run that ended in `error` or `timeout`, with the event it ran for. */
export interface HookErrorRun {
  event: EventRecord;
  hook: HookRecord;
}

/** Errored runs of one hook entry that failed the same way, as the terminal lists them. */
export interface HookErrorGroup {
  /** `file#index (eventKey)`: the index counts within the event's array, so the key tells entries apart. */
  label: string;
  status: 'error' | 'timeout';
  /** The first line of the failure text. */
  error: string;
  /** The first non-empty line of the hook's stderr, when it printed one. */
  stderr?: string;
  /** What the failure means beyond its text: what a silent hook printed, or the program it lacked. */
  note?: string;
  /** How many runs failed this way. */
  count: number;
}

/** Whether a hook run failed (not a deliberate exit 2, not a skip). */
export function isHookError(hook: HookRecord): boolean {
  return hook.status === 'error' || hook.status === 'timeout';
}

/** The errored and timed-out hook runs of a scenario, in run order. */
export function listHookErrors(scenario: ScenarioReport): HookErrorRun[] {
  return scenario.events.flatMap((event) => event.hooks.filter(isHookError).map((hook) => ({ event, hook })));
}

/** How many hook runs errored or timed out in these scenarios. */
export function countHookErrors(scenarios: readonly ScenarioReport[]): number {
  return scenarios.reduce((sum, scenario) => sum + listHookErrors(scenario).length, 0);
}

/** The first non-blank line of a text, trimmed; empty when there is none. */
export function firstLine(text: string | undefined): string {
  return (
    (text ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find((line) => line !== '') ?? ''
  );
}

/** The failure's first line, or a description from the status and exit code when the record has no text. */
export function hookErrorText(hook: HookRecord): string {
  const text = firstLine(hook.error);
  if (text) return text;
  const exit =
    hook.exitCode === undefined || hook.exitCode === null ? '' : ` with exit code ${hook.exitCode}`;
  return hook.status === 'timeout' ? `timed out${exit}` : `failed${exit}`;
}

/**
 * For a failed hook that wrote nothing to stderr, what it did print: the runtime's text ends in an empty
 * `Stderr:`, which tells a user nothing. Undefined when stderr has text or the hook did not fail.
 */
export function silentFailureNote(hook: HookRecord): string | undefined {
  // A timeout's text says what happened; an error's `Stderr:` is all a user gets.
  if (hook.status !== 'error' || firstLine(hook.stderr) !== '') return undefined;
  const stdout = firstLine(hook.stdout);
  return stdout ? `nothing on stderr; stdout: ${stdout}` : 'nothing on stderr or stdout';
}

/** What a failure means beyond its text: what a silent hook printed, or the program it lacked. */
export function failureNote(hook: HookRecord): string | undefined {
  return (
    silentFailureNote(hook) ?? (hook.missingProgram ? missingProgramNote(hook.missingProgram) : undefined)
  );
}

/** Each distinct `file#index (eventKey): note` of output the runtime dropped in a scenario, in run order. */
export function ignoredOutputNotes(scenario: ScenarioReport): string[] {
  const notes = scenario.events.flatMap((event) =>
    event.hooks.flatMap((hook) => (hook.ignored ?? []).map((note) => `${hookErrorLabel(hook)}: ${note}`)),
  );
  return [...new Set(notes)];
}

/** `file#index (eventKey)`: how the reports name an errored hook. */
export function hookErrorLabel(hook: HookRecord): string {
  return `${hookLabel(hook)} (${hook.eventKey})`;
}

/** The errored runs grouped by entry and failure, in order of first occurrence. */
export function groupHookErrors(scenario: ScenarioReport): HookErrorGroup[] {
  const groups = new Map<string, HookErrorGroup>();
  for (const { hook } of listHookErrors(scenario)) {
    const stderr = firstLine(hook.stderr);
    const note =
      silentFailureNote(hook) ?? (hook.missingProgram ? missingProgramNote(hook.missingProgram) : undefined);
    const group: HookErrorGroup = {
      label: hookErrorLabel(hook),
      status: hook.status as HookErrorGroup['status'],
      error: hookErrorText(hook),
      ...(stderr ? { stderr } : {}),
      ...(note ? { note } : {}),
      count: 0,
    };
    const key = JSON.stringify([group.label, group.status, group.error, group.stderr]);
    const seen = groups.get(key) ?? group;
    seen.count++;
    groups.set(key, seen);
  }
  return [...groups.values()];
}

/** The loader's `file-rejected` diagnostics: each makes `run` exit 1 (DESIGN.md "The CLI"). */
export function rejectedFileDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.filter((d) => d.code === 'file-rejected');
}

/** The rejected hook files, each once, in report order. */
export function rejectedFiles(diagnostics: readonly Diagnostic[]): string[] {
  return [...new Set(rejectedFileDiagnostics(diagnostics).map((d) => d.file))];
}

/** `file:line:column` of a diagnostic, or the file alone when it has no position. */
export function diagnosticPlace(d: Diagnostic): string {
  return d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
}

/** `N thing` or `N things`. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
