/** Diagnostics: every problem hooksim finds, with a place and a stable code. */

/** How bad a diagnostic is. */
export type Severity = 'error' | 'warning' | 'info';

/** One problem, shaped as the JSON report's `diagnostics[]`. */
export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  severity: Severity;
  code: string;
  message: string;
}

/** Build a diagnostic; line and column are 1-based (0 when the place is the whole file). */
export function diagnostic(
  file: string,
  position: { line: number; column: number } | undefined,
  severity: Severity,
  code: string,
  message: string,
): Diagnostic {
  return { file, line: position?.line ?? 0, column: position?.column ?? 0, severity, code, message };
}
