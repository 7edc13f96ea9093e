/**
 * The CLI's readable output for `run`: a progress line per scenario, failures, hook errors, and a summary. Names,
 * messages and hook output are untrusted: they go through `terminalLine`/`terminalText` (escape.ts), so no escape
 * sequence reaches the terminal and no text starts a line of its own.
 */
import type { ScenarioReport } from '../session/report-types.js';
import {
  countHookErrors,
  groupHookErrors,
  ignoredOutputNotes,
  plural,
  rejectedFiles,
} from './hook-errors.js';
import { terminalLine, terminalText } from './escape.js';
import { countHookRuns, type JsonReport } from './json-report.js';

const MARK = { passed: '✓', failed: '✗', errored: '!' } as const;
/** Distinct hook failures listed under a scenario; the rest are counted. */
export const MAX_LISTED_HOOK_ERRORS = 3;
const MAX_TEXT = 160;

/**
 * `! N hook errors: file#i (event): first line of the error; stderr: first line`, one entry a line (repeats of
 * one failure counted with ×K), at most MAX_LISTED_HOOK_ERRORS, then how many runs are not listed.
 */
export function formatHookErrors(scenario: ScenarioReport): string[] {
  const groups = groupHookErrors(scenario);
  const total = groups.reduce((sum, g) => sum + g.count, 0);
  if (total === 0) return [];
  const shown = groups.slice(0, MAX_LISTED_HOOK_ERRORS);
  const entries = shown.map((g) => {
    const times = g.count > 1 ? ` ×${g.count}` : '';
    // The first line of a command hook's error is `Hook command failed with code N`: stderr adds the why.
    const stderr =
      g.stderr && !g.error.includes(g.stderr) ? `; stderr: ${terminalLine(g.stderr, MAX_TEXT)}` : '';
    const note = g.note ? `; ${terminalLine(g.note, 300)}` : '';
    return `${terminalLine(g.label, 200)}${times}: ${terminalLine(g.error, MAX_TEXT)}${stderr}${note}`;
  });
  const rest = total - shown.reduce((sum, g) => sum + g.count, 0);
  const lines = [`    ! ${plural(total, 'hook error')}: ${entries[0] ?? ''}`];
  for (const entry of entries.slice(1)) lines.push(`      ${entry}`);
  if (rest > 0) lines.push(`      (and ${rest} more)`);
  return lines;
}

/** One progress line per finished scenario, with its failures and hook errors indented below. */
export function formatScenarioLine(scenario: ScenarioReport): string {
  const hooks = countHookRuns(scenario);
  const lines = [
    `${MARK[scenario.status]} ${terminalLine(scenario.name)}  (${terminalLine(scenario.file)}, ${hooks} hook runs, ${scenario.durationMs} ms)`,
  ];
  for (const failure of scenario.failures) {
    const where = failure.line ? `${terminalLine(scenario.file)}:${failure.line}:${failure.column}: ` : '';
    // A failure may quote multi-line hook output: its continuation lines are indented under it.
    lines.push(`    ${where}${terminalText(failure.message, '      ')}`);
  }
  lines.push(...formatHookErrors(scenario));
  const blocked = scenario.egress.filter((e) => !e.allowed);
  if (blocked.length > 0) {
    lines.push(
      `    firewall blocked: ${[...new Set(blocked.map((e) => terminalLine(e.kind === 'dns' ? e.host : (e.url ?? e.host))))].join(', ')}`,
    );
  }
  for (const note of ignoredOutputNotes(scenario)) lines.push(`    ignored: ${terminalLine(note, 300)}`);
  // The process driver's cost is said once, before the first hook (processRunWarning), not per scenario.
  for (const warning of scenario.warnings.filter((w) => !w.startsWith('sandbox-reduced-fidelity')))
    lines.push(`    warning: ${terminalText(warning, '      ')}`);
  return lines.join('\n');
}

/** The closing summary line: scenario outcomes, rejected hook files, hook runs and hook errors. */
export function formatRunSummary(report: JsonReport): string {
  const s = report.summary;
  const parts = [`${s.passed} passed`, `${s.failed} failed`];
  if (s.errored) parts.push(`${s.errored} errored`);
  const rejected = rejectedFiles(report.diagnostics).length;
  if (rejected) parts.push(`${plural(rejected, 'hook file')} rejected`);
  const errors = countHookErrors(report.scenarios);
  const runs = `${s.hookRuns} hook runs${errors ? `, ${plural(errors, 'hook error')}` : ''}`;
  return `\n${plural(s.scenarios, 'scenario')} under profile ${terminalLine(report.profile)}: ${parts.join(', ')}; ${runs} in ${(s.durationMs / 1000).toFixed(1)} s`;
}

/** The differences found by `--compare`, one line each. */
export function formatComparison(report: JsonReport): string {
  const comparison = report.comparison;
  if (!comparison) return '';
  const lines = [
    `\nCompared with profile ${terminalLine(comparison.profile)} (flags that differ: ${comparison.flags.length}):`,
  ];
  for (const d of comparison.loading ?? []) {
    lines.push(`  ≠ loading ${terminalLine(d.entry ?? d.file, 200)}: ${d.base} → ${d.other}`);
  }
  for (const scenario of comparison.scenarios) {
    if (scenario.differences.length === 0) {
      lines.push(`  = ${terminalLine(scenario.name)}: same outcome`);
      continue;
    }
    lines.push(`  ≠ ${terminalLine(scenario.name)}:`);
    for (const d of scenario.differences) {
      const where = d.step === undefined ? d.event : `step ${d.step} ${d.event}`;
      lines.push(
        `      ${terminalLine(`${where}${d.occurrence ? ` #${d.occurrence + 1}` : ''} ${d.field}`)}: ${short(d.base)} → ${short(d.other)}`,
      );
    }
  }
  return lines.join('\n');
}

function short(value: unknown): string {
  return terminalLine(value === undefined ? 'absent' : JSON.stringify(value), 100);
}
