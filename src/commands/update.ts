/**
 * `hooksim run --update`: replay the scenarios, write each step's current outcome into its `expect` (like a
 * snapshot test's `-u`), show what changed, then replay the files it wrote so the run's status is theirs.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildJsonReport } from '../report/json-report.js';
import { terminalLine } from '../report/escape.js';
import { applyExpectationEdits } from '../session/edit-scenario.js';
import { parseScenario } from '../session/load-scenarios.js';
import type { StepOutcome } from '../session/outcome.js';
import { planExpectationEdits, type ExpectationEdit } from '../session/record-expectations.js';
import type { ScenarioReport } from '../session/report-types.js';
import { UsageError } from './errors.js';
import { runScenarios, SMOKE_FILE, type RunOptions, type RunOutcome } from './run.js';

/** What `run --update` did: the final run (the written files replayed again) and the files it wrote. */
export interface UpdateOutcome extends RunOutcome {
  /** Absolute paths of the scenario files written. */
  written: string[];
}

/** What `run --update` needs beyond a run's options. */
export interface UpdateOptions extends RunOptions {
  /** Lines of the diff (old expectation → new) and notes, printed before a file is written. */
  onDiff?: (text: string) => void;
}

function showValue(value: unknown): string {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

/** The key an edit shows: its path below the `expect` it belongs to. */
function keyOf(edit: ExpectationEdit): string {
  const at = edit.path.lastIndexOf('expect');
  return edit.path
    .slice(at + 1)
    .map(String)
    .join('.');
}

/** A new expectation as `key: value` pairs, nested maps as dotted keys (`sessionStart.additionalContext`). */
function flatPairs(value: Record<string, unknown>, prefix = ''): [string, unknown][] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null && !Array.isArray(inner) && key !== 'args'
      ? flatPairs(inner as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, inner] as [string, unknown]],
  );
}

/** The diff of one file's edits, grouped by step: `- key: old` and `+ key: new` lines. */
export function formatExpectationDiff(file: string, edits: readonly ExpectationEdit[]): string {
  const lines = [terminalLine(file)];
  let where: string | undefined;
  // terminalLine trims: the indentation goes outside it.
  const line = (indent: string, text: string) => lines.push(`${indent}${terminalLine(text)}`);
  for (const edit of edits) {
    if (edit.where !== where) {
      where = edit.where;
      const added = edit.old === undefined && edit.path.at(-1) === 'expect';
      line('  ', `${where}${added ? ': new expect' : ''}`);
    }
    const key = keyOf(edit);
    if (edit.old === undefined && typeof edit.value === 'object' && edit.value !== null && key === '') {
      for (const [field, value] of flatPairs(edit.value as Record<string, unknown>))
        line('    ', `+ ${field}: ${showValue(value)}`);
      continue;
    }
    if (edit.old !== undefined) line('    ', `- ${key}: ${showValue(edit.old)}`);
    if (edit.value !== undefined) line('    ', `+ ${key}: ${showValue(edit.value)}`);
  }
  return lines.join('\n');
}

/** Refuse what `--update` cannot record, before anything runs. */
export function checkUpdateOptions(options: Pick<RunOptions, 'compare' | 'engine'>): void {
  if (options.compare !== undefined)
    throw new UsageError('--update records one profile; run it without --compare.');
  if ((options.engine ?? 'native') !== 'native')
    throw new UsageError(
      '--update records what the native engine replays; run it without --engine copilot-cli.',
    );
}

/** Record one replayed scenario into its file; the edits written, or a note on why the file was left alone. */
async function recordFile(
  file: string,
  report: ScenarioReport,
  outcomes: StepOutcome[],
): Promise<{ edits: ExpectationEdit[]; note?: string }> {
  if (report.status === 'errored') return { edits: [], note: 'not updated: the scenario errored' };
  const text = await readFile(file, 'utf8');
  const loaded = parseScenario(text, report.file);
  if (!loaded.ok) return { edits: [], note: 'not updated: the file changed while it ran' };
  const edits = planExpectationEdits(loaded.scenario, {
    outcomes,
    events: report.events,
    egress: report.egress,
    files: report.files,
  });
  if (edits.length === 0) return { edits };
  const updated = applyExpectationEdits(text, edits);
  const check = parseScenario(updated, report.file);
  if (!check.ok) {
    const problem = check.problems[0];
    return { edits: [], note: `not updated: the edited file would not load (${problem?.message ?? ''})` };
  }
  await writeFile(file, updated);
  return { edits };
}

/** Replay, record into the scenario files, and replay the files written; progress goes to `onScenario`. */
export async function updateScenarios(options: UpdateOptions): Promise<UpdateOutcome> {
  checkUpdateOptions(options);
  const repo = path.resolve(options.repo);
  const outcomes = new Map<string, StepOutcome[]>();
  const { onScenario, onDiff, ...runOptions } = options;
  const first = await runScenarios({
    ...runOptions,
    onOutcomes: (file, recorded) => outcomes.set(file, recorded),
  });
  const written: string[] = [];
  for (const report of first.report.scenarios) {
    if (report.file === SMOKE_FILE) {
      onDiff?.(
        'No scenario files to update: the smoke session ran. `hooksim init` writes scenarios for the hook files.',
      );
      continue;
    }
    const recorded = outcomes.get(report.file);
    if (!recorded) continue;
    const file = path.resolve(repo, report.file);
    const { edits, note } = await recordFile(file, report, recorded);
    if (note) onDiff?.(terminalLine(`${report.file}: ${note}`));
    if (edits.length === 0) continue;
    onDiff?.(formatExpectationDiff(report.file, edits));
    written.push(file);
  }
  if (written.length === 0) {
    for (const report of first.report.scenarios) onScenario?.(report);
    return { ...first, written };
  }
  onDiff?.(`Updated ${written.length} scenario file${written.length === 1 ? '' : 's'}; replaying them.`);
  const again = await runScenarios({ ...runOptions, scenarios: written, shard: undefined });
  const byFile = new Map(again.report.scenarios.map((s) => [s.file, s]));
  const scenarios = first.report.scenarios.map((s) => byFile.get(s.file) ?? s);
  for (const report of scenarios) onScenario?.(report);
  const { summary } = buildJsonReport(
    first.report.profile,
    scenarios,
    first.report.diagnostics,
    first.report.summary.durationMs + again.report.summary.durationMs,
  );
  return {
    report: { ...first.report, summary, scenarios },
    unreadable: first.unreadable || again.unreadable,
    sandboxFailed: first.sandboxFailed || again.sandboxFailed,
    written,
  };
}
