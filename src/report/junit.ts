/**
 * JUnit XML: one test case per scenario, readable by dorny/test-reporter and mikepenz/action-junit-report.
 * A scenario's hook errors go to its `<system-err>` (they fail it only through its expectations), and each
 * rejected hook file is a failed test case of its own (classname `hooksim.hook-files`), so the file's verdict
 * matches `run`'s exit status.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { ScenarioReport } from '../session/report-types.js';
import {
  diagnosticPlace,
  hookErrorLabel,
  listHookErrors,
  plural,
  rejectedFileDiagnostics,
} from './hook-errors.js';
import { xmlText } from './escape.js';
import type { JsonReport } from './json-report.js';

/** The classname of the test cases that stand for rejected hook files. */
export const HOOK_FILES_CLASSNAME = 'hooksim.hook-files';
/** Errored hook runs written out in full per test case; the rest are counted. */
export const MAX_SYSTEM_ERR_RUNS = 50;
const MAX_RUN_TEXT = 4000;

const seconds = (ms: number) => (ms / 1000).toFixed(3);

function cut(text: string, max = MAX_RUN_TEXT): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The `<system-err>` text of a scenario: every errored or timed-out hook run, its failure and its stderr. */
export function hookErrorsText(scenario: ScenarioReport): string {
  const runs = listHookErrors(scenario);
  if (runs.length === 0) return '';
  const blocks = runs.slice(0, MAX_SYSTEM_ERR_RUNS).map(({ event, hook }) => {
    const step = event.step === undefined ? '' : `, step ${event.step}`;
    const exit = hook.exitCode === undefined || hook.exitCode === null ? '' : `, exit ${hook.exitCode}`;
    const http = hook.httpStatus === undefined ? '' : `, HTTP ${hook.httpStatus}`;
    const lines = [`${hookErrorLabel(hook)}${step}: ${hook.status}${exit}${http}`];
    const error = (hook.error ?? '').trimEnd();
    if (error) lines.push(cut(error));
    // A command hook's error text already ends with its stderr.
    const stderr = (hook.stderr ?? '').trimEnd();
    if (stderr && !error.includes(stderr)) lines.push(`Stderr: ${cut(stderr)}`);
    return lines.join('\n');
  });
  const rest = runs.length - MAX_SYSTEM_ERR_RUNS;
  if (rest > 0) blocks.push(`(and ${rest} more)`);
  return `${plural(runs.length, 'hook error')}\n\n${blocks.join('\n\n')}\n`;
}

function scenarioCase(scenario: ScenarioReport): string {
  const attrs = `name="${xmlText(scenario.name)}" classname="${xmlText(scenario.file)}" time="${seconds(scenario.durationMs)}"`;
  const systemErr = hookErrorsText(scenario);
  const body: string[] = [];
  if (scenario.status !== 'passed') {
    const tag = scenario.status === 'errored' ? 'error' : 'failure';
    const first = scenario.failures[0]?.message ?? scenario.status;
    const text = scenario.failures.map((f) => f.message).join('\n');
    const type = scenario.status === 'errored' ? 'ScenarioError' : 'ExpectationFailed';
    body.push(`      <${tag} message="${xmlText(first)}" type="${type}">${xmlText(text)}</${tag}>`);
  }
  if (systemErr) body.push(`      <system-err>${xmlText(systemErr)}</system-err>`);
  if (body.length === 0) return `    <testcase ${attrs}/>`;
  return [`    <testcase ${attrs}>`, ...body, '    </testcase>'].join('\n');
}

/** One failed test case per rejected hook file, with every `file-rejected` diagnostic of it. */
function rejectedFileCases(diagnostics: readonly Diagnostic[]): string[] {
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of rejectedFileDiagnostics(diagnostics))
    byFile.set(d.file, [...(byFile.get(d.file) ?? []), d]);
  return [...byFile].map(([file, found]) => {
    const first = found[0] as Diagnostic;
    const place = first.line > 0 ? ` line="${first.line}"` : '';
    const text = found.map((d) => `${diagnosticPlace(d)}: ${d.severity} ${d.code}: ${d.message}`).join('\n');
    return [
      `    <testcase name="${xmlText(file)}" classname="${HOOK_FILES_CLASSNAME}" time="0.000" file="${xmlText(file)}"${place}>`,
      `      <failure message="${xmlText(`hook file rejected: ${first.message}`)}" type="HookFileRejected">${xmlText(text)}</failure>`,
      '    </testcase>',
    ].join('\n');
  });
}

/** Render the report as JUnit XML. */
export function renderJunit(report: JsonReport): string {
  const { summary } = report;
  const files = rejectedFileCases(report.diagnostics);
  const cases = [...files, ...report.scenarios.map(scenarioCase)];
  const suiteAttrs = `tests="${summary.scenarios + files.length}" failures="${summary.failed + files.length}" errors="${summary.errored}" skipped="0" time="${seconds(summary.durationMs)}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="hooksim" ${suiteAttrs}>`,
    `  <testsuite name="hooksim (${xmlText(report.profile)})" ${suiteAttrs}>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
