/** The CLI's readable output for `run`: a progress line per scenario, failures, hook errors, and a summary. */
import type { ScenarioReport } from '../session/report-types.js';
import {
  countHookErrors,
  groupHookErrors,
  ignoredOutputNotes,
  plural,
  rejectedFiles,
} from './hook-errors.js';
import { countHookRuns, type JsonReport } from './json-report.js';

const MARK = { passed: '✓', failed: '✗', errored: '!' } as const;
/** Distinct hook failures listed under a scenario; the rest are counted. */
export const MAX_LISTED_HOOK_ERRORS = 3;
const MAX_TEXT = 160;

// Hook output is untrusted: an escape sequence could rewrite the terminal, so control characters are replaced.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** One line of hook output for a terminal, cut at `max` characters. */
function clip(text: string, max = MAX_TEXT): string {
  const flat = text.replace(/\s+/g, ' ').replace(CONTROL, '\uFFFD').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

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
    const stderr = g.stderr && !g.error.includes(g.stderr) ? `; stderr: ${clip(g.stderr)}` : '';
    const note = g.note ? `; ${clip(g.note, 300)}` : '';
    return `${clip(g.label, 200)}${times}: ${clip(g.error)}${stderr}${note}`;
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
    `${MARK[scenario.status]} ${scenario.name}  (${scenario.file}, ${hooks} hook runs, ${scenario.durationMs} ms)`,
  ];
  for (const failure of scenario.failures) {
    const where = failure.line ? `${scenario.file}:${failure.line}:${failure.column}: ` : '';
    lines.push(`    ${where}${failure.message}`);
  }
  lines.push(...formatHookErrors(scenario));
  const blocked = scenario.egress.filter((e) => !e.allowed);
  if (blocked.length > 0) {
    lines.push(
      `    firewall blocked: ${[...new Set(blocked.map((e) => (e.kind === 'dns' ? e.host : (e.url ?? e.host))))].join(', ')}`,
    );
  }
  for (const note of ignoredOutputNotes(scenario)) lines.push(`    ignored: ${note}`);
  // The process driver's cost is said once, before the first hook (processRunWarning), not per scenario.
  for (const warning of scenario.warnings.filter((w) => !w.startsWith('sandbox-reduced-fidelity')))
    lines.push(`    warning: ${warning}`);
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
  return `\n${plural(s.scenarios, 'scenario')} under profile ${report.profile}: ${parts.join(', ')}; ${runs} in ${(s.durationMs / 1000).toFixed(1)} s`;
}

/** The differences found by `--compare`, one line each. */
export function formatComparison(report: JsonReport): string {
  const comparison = report.comparison;
  if (!comparison) return '';
  const lines = [
    `\nCompared with profile ${comparison.profile} (flags that differ: ${comparison.flags.length}):`,
  ];
  for (const d of comparison.loading ?? []) {
    lines.push(`  ≠ loading ${d.entry ?? d.file}: ${d.base} → ${d.other}`);
  }
  for (const scenario of comparison.scenarios) {
    if (scenario.differences.length === 0) {
      lines.push(`  = ${scenario.name}: same outcome`);
      continue;
    }
    lines.push(`  ≠ ${scenario.name}:`);
    for (const d of scenario.differences) {
      const where = d.step === undefined ? d.event : `step ${d.step} ${d.event}`;
      lines.push(
        `      ${where}${d.occurrence ? ` #${d.occurrence + 1}` : ''} ${d.field}: ${short(d.base)} → ${short(d.other)}`,
      );
    }
  }
  return lines.join('\n');
}

function short(value: unknown): string {
  const text = value === undefined ? 'absent' : JSON.stringify(value);
  return text.length > 100 ? `${text.slice(0, 99)}…` : text;
}
