/** A report file's text in one of the report formats, for the CLI's `--report` and the Action's `report-dir`. */
import type { JsonReport } from './json-report.js';
import { renderHtml } from './html.js';
import { renderJunit } from './junit.js';
import { renderMarkdown } from './markdown.js';

export { REPORT_FORMATS, type ReportFormat } from './report-formats.js';
import type { ReportFormat } from './report-formats.js';

/** One report's text; throws when the report cannot be rendered (a string past V8's limit). */
export function renderReport(report: JsonReport, format: ReportFormat): string {
  if (format === 'json') return `${JSON.stringify(report, null, 2)}\n`;
  if (format === 'html') return renderHtml(report);
  return format === 'junit' ? renderJunit(report) : renderMarkdown(report);
}
