/** The report formats a run writes (`--report FORMAT=FILE`), apart from their renderers (loaded only to write). */

/** Every format; a new one is a name here and a case in render-report.ts. */
export const REPORT_FORMATS = ['json', 'junit', 'markdown', 'html'] as const;

/** One of REPORT_FORMATS. */
export type ReportFormat = (typeof REPORT_FORMATS)[number];
