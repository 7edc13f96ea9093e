/** A report file's text in one of the report formats, for the CLI's `--report` and the Action's `report-dir`. */
import type { JsonReport } from './json-report.js';
import { renderHtml } from './html.js';
import { renderJunit } from './junit.js';
import { renderMarkdown } from './markdown.js';

/** The report formats a run writes (`--report FORMAT=FILE`); a new format is a name here and a case below. */
export const REPORT_FORMATS = ['json', 'junit', 'markdown', 'html'] as const;

/** One of REPORT_FORMATS. */
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** One report's text; throws when the report cannot be rendered (a string past V8's limit). */
export function renderReport(report: JsonReport, format: ReportFormat): string {
  if (format === 'json') return `${JSON.stringify(report, null, 2)}\n`;
  if (format === 'html') return renderHtml(report);
  return format === 'junit' ? renderJunit(report) : renderMarkdown(report);
}
