/**
 * The job summary: the Markdown report, kept under GitHub's 1 MiB step-summary limit. When the whole report
 * does not fit, the per-scenario details are dropped from the end (those scenarios keep one table row) and a
 * note says so and where the full report is. The "Lint" section (the findings of `hooksim lint`) closes it.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { JsonReport } from '../report/json-report.js';
import { markdownCode, markdownText } from '../report/escape.js';
import { renderMarkdown } from '../report/markdown.js';
import type { ScenarioReport } from '../session/report-types.js';

/** GitHub rejects a step summary over 1 MiB; keep a margin for the notes around the report. */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 16 * 1024;

/** The rendered summary and how many scenarios lost their details. */
export interface JobSummary {
  text: string;
  /** Scenarios listed without details. */
  omitted: number;
  /** The text was cut hard (even the shortest form did not fit). */
  cut: boolean;
}

const ICON = { passed: '✅', failed: '❌', errored: '⚠️' } as const;

function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

function withScenarios(report: JsonReport, count: number): JsonReport {
  const kept = report.scenarios.slice(0, count);
  const keys = new Set(kept.map((s) => `${s.file}\n${s.name}`));
  const reduced: JsonReport = { ...report, scenarios: kept };
  if (report.comparison) {
    reduced.comparison = {
      ...report.comparison,
      scenarios: report.comparison.scenarios.filter((s) => keys.has(`${s.file}\n${s.name}`)),
    };
  }
  return reduced;
}

function omittedTable(scenarios: ScenarioReport[], reportHint: string): string[] {
  if (scenarios.length === 0) return [];
  return [
    '',
    `### ${scenarios.length} more scenario${scenarios.length === 1 ? '' : 's'} (details omitted)`,
    '',
    '| status | scenario | file | first failure |',
    '| --- | --- | --- | --- |',
    ...scenarios.map(
      (s) =>
        `| ${ICON[s.status]} ${s.status} | ${markdownText(s.name, 120)} | ${markdownText(s.file, 160)} | ${markdownText(s.failures[0]?.message ?? '', 200)} |`,
    ),
    '',
    '> [!NOTE]',
    `> This summary was shortened to stay within GitHub's 1 MiB job-summary limit: the details of ${scenarios.length} scenario${scenarios.length === 1 ? ' are' : 's are'} omitted. ${reportHint}`,
    '',
  ];
}

/** Lint findings past this many are counted, not listed, so they never crowd out the scenarios. */
export const LINT_ROW_LIMIT = 200;

const LINT_HEADER = ['| file:line | severity | code | message |', '| --- | --- | --- | --- |'];

/**
 * The "Lint" section: a table with one row per finding of `hooksim lint` (place, severity, code, message), or a
 * line saying there is none. The title is bold text, not a heading: the summary's headings are one per scenario.
 */
export function renderLintSection(findings: readonly Diagnostic[]): string {
  const lines = ['', '**Lint**', ''];
  if (findings.length === 0) {
    lines.push('`hooksim lint` found nothing in the hook files.', '');
    return lines.join('\n');
  }
  lines.push(...LINT_HEADER);
  for (const d of findings.slice(0, LINT_ROW_LIMIT)) {
    const place = d.line > 0 ? `${d.file}:${d.line}` : d.file;
    // A code span keeps a path's `_` and `*` literal.
    lines.push(
      `| ${markdownCode(place, 'cell')} | ${d.severity} | ${markdownCode(d.code, 'cell')} | ${markdownText(d.message, 500)} |`,
    );
  }
  const rest = findings.length - LINT_ROW_LIMIT;
  if (rest > 0)
    lines.push('', `${rest} more finding${rest === 1 ? '' : 's'}: run \`hooksim lint\` to list them.`);
  lines.push('');
  return lines.join('\n');
}

/** Cut text to at most `limit` bytes at a line break, closing an open code fence. */
function cutText(text: string, limit: number): string {
  let cut = Buffer.from(text, 'utf8').subarray(0, limit).toString('utf8');
  // A multi-byte character split by the byte cut decodes to U+FFFD: drop the partial line.
  cut = cut.slice(0, Math.max(0, cut.lastIndexOf('\n')));
  const fences = cut.split('\n').filter((line) => line.startsWith('```')).length;
  return fences % 2 === 1 ? `${cut}\n\`\`\`` : cut;
}

/**
 * Render the summary within `limit` bytes. `notes` go first and `reportHint` (where the full report is) goes
 * into the truncation note; both are Markdown the caller has already escaped.
 */
export function renderJobSummary(
  report: JsonReport,
  options: { notes?: string[]; reportHint?: string; limit?: number; lint?: readonly Diagnostic[] } = {},
): JobSummary {
  const limit = options.limit ?? SUMMARY_LIMIT_BYTES;
  const head = (options.notes ?? []).map((note) => `> ${note}\n\n`).join('');
  const hint = options.reportHint ?? '';
  const lint = options.lint ? renderLintSection(options.lint) : '';
  const render = (count: number) =>
    `${head}${renderMarkdown(withScenarios(report, count))}${omittedTable(report.scenarios.slice(count), hint).join('\n')}${lint}\n`;
  const total = report.scenarios.length;
  const full = render(total);
  if (bytes(full) <= limit) return { text: full, omitted: 0, cut: false };
  // The longest prefix of scenarios whose details fit: rendering is linear, so a binary search is cheap.
  let low = 0;
  let high = total - 1;
  let best = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (bytes(render(middle)) <= limit) {
      best = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  if (best >= 0) return { text: render(best), omitted: total - best, cut: false };
  const note = `\n\n> [!WARNING]\n> This summary was cut at GitHub's 1 MiB job-summary limit. ${hint}\n`;
  return { text: `${cutText(render(0), limit - bytes(note))}${note}`, omitted: total, cut: true };
}
