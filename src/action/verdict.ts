/**
 * Whether the step fails, per `fail-on`:
 * - `failure`: a scenario failed or errored, a scenario file could not be read, the sandbox did not start, or
 *   a hook file was rejected (the CLI's exit status 1 or 2), or lint found an error (a hook that cannot work in
 *   Copilot cloud agent);
 * - `warning`: any of those, or a warning: a hook-file diagnostic of severity warning or error (dropped
 *   items, ignored settings, lint findings), a runtime warning during a session, a session-level warning, or
 *   egress the firewall blocked (Copilot posts those as a warning on the pull request). The process sandbox's
 *   `sandbox-reduced-fidelity` is not one: it is about hooksim's isolation, not about the hooks;
 * - `never`: the step never fails on results (bad inputs still fail it).
 */
import type { Diagnostic } from '../diagnostics.js';
import { terminalLine } from '../report/escape.js';
import type { JsonReport } from '../report/json-report.js';
import { mergeHookDiagnostics } from './annotations.js';
import type { FailOn } from './inputs.js';

/** The outcome of a run as the verdict needs it. */
export interface RunResult {
  report: JsonReport;
  unreadable: boolean;
  sandboxFailed: boolean;
  /** The findings of `hooksim lint` on the repository, run before the sessions. */
  lint?: readonly Diagnostic[];
}

/** The step's verdict. */
export interface Verdict {
  fail: boolean;
  /** Why it fails, for core.setFailed. */
  message?: string;
  /** Every failure-level problem, one line each. */
  failures: string[];
  /** Every warning-level problem, one line each. */
  warnings: string[];
}

const REDUCED_FIDELITY = 'sandbox-reduced-fidelity';

/** The failure-level problems of a run. */
export function collectFailures(result: RunResult): string[] {
  const { report } = result;
  const out: string[] = [];
  for (const scenario of report.scenarios) {
    if (scenario.status !== 'passed')
      out.push(`scenario ${scenario.status}: ${scenario.name} (${scenario.file})`);
  }
  for (const d of report.diagnostics)
    if (d.code === 'file-rejected') out.push(`hook file rejected: ${d.file}`);
  for (const d of result.lint ?? [])
    if (d.severity === 'error') out.push(`lint error: ${d.file}:${d.line}: ${d.code}: ${d.message}`);
  if (result.unreadable) out.push('a scenario file could not be read');
  if (result.sandboxFailed) out.push('the sandbox could not start');
  return out;
}

/** The warning-level problems of a run (see the module comment). */
export function collectWarnings(report: JsonReport, lint: readonly Diagnostic[] = []): string[] {
  const out: string[] = [];
  // Lint errors are failures; a loader diagnostic lint re-codes is counted once, as the lint finding.
  const lintErrors = new Set(lint.filter((d) => d.severity === 'error'));
  for (const d of mergeHookDiagnostics(report.diagnostics, lint)) {
    if (d.severity !== 'info' && d.code !== 'file-rejected' && !lintErrors.has(d))
      out.push(`${d.file}:${d.line}: ${d.code}: ${d.message}`);
  }
  for (const scenario of report.scenarios) {
    for (const warning of scenario.warnings) {
      if (!warning.startsWith(REDUCED_FIDELITY)) out.push(`${scenario.name}: ${warning}`);
    }
    const blocked = new Set(scenario.egress.filter((e) => !e.allowed).map((e) => e.url ?? e.host));
    for (const event of scenario.events) {
      for (const warning of event.warnings ?? []) {
        // A hook's "blocked by firewall" warning repeats a block listed below.
        if ([...blocked].some((address) => warning.includes(address))) continue;
        out.push(`${scenario.name}: ${event.event}: ${warning}`);
      }
    }
    for (const address of blocked) out.push(`${scenario.name}: the firewall blocked ${address}`);
  }
  return [...new Set(out)];
}

function lintErrorNote(failures: string[]): string {
  const count = failures.filter((f) => f.startsWith('lint error')).length;
  return count === 0 ? '' : `; lint found ${count} error${count === 1 ? '' : 's'}`;
}

/** Decide the step's outcome. */
export function decideVerdict(result: RunResult, failOn: FailOn): Verdict {
  const failures = collectFailures(result);
  const warnings = collectWarnings(result.report, result.lint);
  const { summary } = result.report;
  if (failOn !== 'never' && failures.length > 0) {
    return {
      fail: true,
      message: `hooksim: ${summary.failed} failed, ${summary.errored} errored of ${summary.scenarios} scenarios${failures.some((f) => f.startsWith('hook file rejected')) ? '; a hook file was rejected' : ''}${lintErrorNote(failures)}. See the annotations and the job summary.`,
      failures,
      warnings,
    };
  }
  if (failOn === 'warning' && warnings.length > 0) {
    return {
      fail: true,
      message: `hooksim: ${warnings.length} warning${warnings.length === 1 ? '' : 's'} and fail-on is warning. First: ${terminalLine(warnings[0] ?? '')}`,
      failures,
      warnings,
    };
  }
  return { fail: false, failures, warnings };
}
