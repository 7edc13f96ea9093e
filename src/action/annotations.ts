/**
 * The Action's annotations: hook-file diagnostics (validation and lint) on the hook file's line, failed
 * expectations on the scenario's line. GitHub shows at most 10 errors and 10 warnings a step, so past the
 * limit the last slot of a severity holds a count of the rest, which are printed as plain log lines.
 */
import type { Diagnostic, Severity } from '../diagnostics.js';
import { formatAnnotation } from '../report/annotations.js';
import { terminalLine, workflowData } from '../report/escape.js';
import type { JsonReport } from '../report/json-report.js';
import type { ScenarioFailure, ScenarioReport } from '../session/report-types.js';

/** Annotations GitHub shows per severity and step. */
export const ANNOTATION_LIMIT = 10;

const COMMAND = { error: 'error', warning: 'warning', info: 'notice' } as const;
const NOUN = { error: 'error', warning: 'warning', info: 'notice' } as const;

// Messages of scenarios that could not be read carry their place: `file:line:column: message`.
const PLACED = /^(.+?):(\d+):(\d+): ([\s\S]*)$/;

function failureDiagnostic(scenario: ScenarioReport, failure: ScenarioFailure): Diagnostic {
  let { line = 0, column = 0 } = failure;
  let message = failure.message;
  const placed = PLACED.exec(message);
  if (line === 0 && placed && placed[1] === scenario.file) {
    line = Number(placed[2]);
    column = Number(placed[3]);
    message = placed[4] ?? message;
  }
  return {
    file: scenario.file,
    line,
    column,
    severity: 'error',
    code: scenario.status === 'errored' ? 'scenario-errored' : 'expectation-failed',
    message: `${scenario.name}: ${message}`,
  };
}

/**
 * The hook-file findings to show: every lint finding, and the loader's diagnostics at places lint reports
 * nothing. Lint re-codes each loader diagnostic at its own file and line with a message naming the fix, so
 * showing both would annotate one problem twice; a loader diagnostic lint does not re-code (one only another
 * profile gives) keeps its annotation.
 */
export function mergeHookDiagnostics(
  loader: readonly Diagnostic[],
  lint: readonly Diagnostic[],
): Diagnostic[] {
  const linted = new Set(lint.map((d) => `${d.file}\n${d.line}`));
  return [...loader.filter((d) => !linted.has(`${d.file}\n${d.line}`)), ...lint];
}

/**
 * Every diagnostic to annotate: the hook-file diagnostics, loader and lint merged (when asked), then scenario
 * failures.
 */
export function collectAnnotations(
  report: JsonReport,
  options: { diagnostics: boolean; lint?: readonly Diagnostic[] },
): Diagnostic[] {
  const diagnostics = options.diagnostics ? mergeHookDiagnostics(report.diagnostics, options.lint ?? []) : [];
  const failures = report.scenarios.flatMap((scenario) =>
    scenario.failures.map((failure) => failureDiagnostic(scenario, failure)),
  );
  return [...diagnostics, ...failures];
}

/** One workflow command for a diagnostic; a place that is no file (the smoke session) is left out. */
export function annotationLine(diagnostic: Diagnostic, repoPath: string): string {
  if (diagnostic.file.startsWith('(')) {
    return `::${COMMAND[diagnostic.severity]} title=hooksim ${diagnostic.code}::${workflowData(`${diagnostic.file} ${diagnostic.message}`)}`;
  }
  return formatAnnotation(diagnostic, repoPath === '.' ? '' : repoPath.replace(/^\.\//, ''));
}

/**
 * The lines to print: per severity the first annotations up to the limit, the last slot a count of the
 * rest when there are more, and each of the rest as a plain log line.
 */
export function planAnnotations(
  diagnostics: Diagnostic[],
  repoPath: string,
  limit = ANNOTATION_LIMIT,
): string[] {
  const out: string[] = [];
  const overflow: string[] = [];
  for (const severity of ['error', 'warning', 'info'] as Severity[]) {
    const all = diagnostics.filter((d) => d.severity === severity);
    const shown = all.length > limit ? all.slice(0, limit - 1) : all;
    out.push(...shown.map((d) => annotationLine(d, repoPath)));
    const rest = all.slice(shown.length);
    if (rest.length === 0) continue;
    out.push(
      `::${COMMAND[severity]} title=hooksim::${rest.length} more ${NOUN[severity]}${rest.length === 1 ? '' : 's'} than GitHub annotates per step; they are listed in the log and the job summary`,
    );
    for (const d of rest) {
      const place = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
      // A plain log line: a newline in a file name or message must not start a workflow command of its own.
      overflow.push(terminalLine(`hooksim ${severity} (not annotated) ${place}: ${d.code}: ${d.message}`));
    }
  }
  return [...out, ...overflow];
}
