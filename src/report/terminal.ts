/** The CLI's readable output for `run`: a progress line per scenario, failures, and a summary. */
import type { ScenarioReport } from '../session/report-types.js';
import type { JsonReport } from './json-report.js';

const MARK = { passed: '✓', failed: '✗', errored: '!' } as const;

/** One progress line per finished scenario, with its failures indented below. */
export function formatScenarioLine(scenario: ScenarioReport): string {
  const hooks = scenario.events.flatMap((e) => e.hooks).filter((h) => h.status !== 'skipped').length;
  const lines = [
    `${MARK[scenario.status]} ${scenario.name}  (${scenario.file}, ${hooks} hook runs, ${scenario.durationMs} ms)`,
  ];
  for (const failure of scenario.failures) {
    const where = failure.line ? `${scenario.file}:${failure.line}:${failure.column}: ` : '';
    lines.push(`    ${where}${failure.message}`);
  }
  const blocked = scenario.egress.filter((e) => !e.allowed);
  if (blocked.length > 0) {
    lines.push(
      `    firewall blocked: ${[...new Set(blocked.map((e) => (e.kind === 'dns' ? e.host : (e.url ?? e.host))))].join(', ')}`,
    );
  }
  for (const warning of scenario.warnings) lines.push(`    warning: ${warning}`);
  return lines.join('\n');
}

/** The closing summary line. */
export function formatRunSummary(report: JsonReport): string {
  const s = report.summary;
  const parts = [`${s.passed} passed`, `${s.failed} failed`];
  if (s.errored) parts.push(`${s.errored} errored`);
  return `\n${s.scenarios} scenario${s.scenarios === 1 ? '' : 's'} under profile ${report.profile}: ${parts.join(', ')}; ${s.hookRuns} hook runs in ${(s.durationMs / 1000).toFixed(1)} s`;
}

/** The differences found by `--compare`, one line each. */
export function formatComparison(report: JsonReport): string {
  const comparison = report.comparison;
  if (!comparison) return '';
  const lines = [
    `\nCompared with profile ${comparison.profile} (flags that differ: ${comparison.flags.length}):`,
  ];
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
