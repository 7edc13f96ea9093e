/** The JSON report (DESIGN.md "The JSON report"): stable field names, built from scenario reports. */
import type { Diagnostic } from '../diagnostics.js';
import type { Comparison } from '../session/compare.js';
import type { ScenarioReport } from '../session/report-types.js';
import { VERSION } from '../version.js';

/** The whole report of one run. */
export interface JsonReport {
  tool: { name: 'hooksim'; version: string };
  profile: string;
  /** Which engine replayed the scenarios (`--engine`). */
  engine?: 'native' | 'copilot-cli';
  /** Which sandbox driver ran the hooks (`auto` resolved). */
  sandbox?: 'namespace' | 'process';
  summary: {
    scenarios: number;
    passed: number;
    failed: number;
    errored: number;
    hookRuns: number;
    durationMs: number;
  };
  diagnostics: Diagnostic[];
  scenarios: ScenarioReport[];
  /** Steps whose outcome differs under `--compare PROFILE`. */
  comparison?: Comparison;
}

/** How many hooks really ran (not skipped or dropped) in a scenario. */
export function countHookRuns(scenario: ScenarioReport): number {
  return scenario.events
    .flatMap((event) => event.hooks)
    .filter((hook) => hook.status !== 'skipped' && hook.status !== 'dropped').length;
}

/** Assemble the report from the scenarios of one run. */
export function buildJsonReport(
  profile: string,
  scenarios: ScenarioReport[],
  diagnostics: Diagnostic[],
  durationMs: number,
): JsonReport {
  const count = (status: ScenarioReport['status']) => scenarios.filter((s) => s.status === status).length;
  return {
    tool: { name: 'hooksim', version: VERSION },
    profile,
    summary: {
      scenarios: scenarios.length,
      passed: count('passed'),
      failed: count('failed'),
      errored: count('errored'),
      hookRuns: scenarios.reduce((sum, s) => sum + countHookRuns(s), 0),
      durationMs: Math.round(durationMs),
    },
    diagnostics,
    scenarios,
  };
}

/** Join the reports of several shards into one; scenarios sorted by file then name. */
export function mergeJsonReports(reports: JsonReport[]): JsonReport {
  const first = reports[0];
  if (!first) throw new Error('merge-reports needs at least one report');
  const scenarios = reports
    .flatMap((r) => r.scenarios)
    .sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
  const seen = new Set<string>();
  const diagnostics = reports
    .flatMap((r) => r.diagnostics)
    .filter((d) => {
      const key = JSON.stringify(d);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const merged = buildJsonReport(first.profile, scenarios, diagnostics, 0);
  if (first.engine !== undefined) merged.engine = first.engine;
  if (first.sandbox !== undefined) merged.sandbox = first.sandbox;
  merged.summary.durationMs = Math.max(...reports.map((r) => r.summary.durationMs));
  return merged;
}
