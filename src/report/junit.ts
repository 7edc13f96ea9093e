/** JUnit XML: one test case per scenario, readable by dorny/test-reporter and mikepenz/action-junit-report. */
import type { JsonReport } from './json-report.js';

// XML 1.0 forbids most control characters even escaped; hook output can contain any byte.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Escape text for an XML attribute or element. */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** Render the report as JUnit XML. */
export function renderJunit(report: JsonReport): string {
  const { summary } = report;
  const cases = report.scenarios.map((scenario) => {
    const attrs = `name="${escapeXml(scenario.name)}" classname="${escapeXml(scenario.file)}" time="${seconds(scenario.durationMs)}"`;
    if (scenario.status === 'passed') return `    <testcase ${attrs}/>`;
    const tag = scenario.status === 'errored' ? 'error' : 'failure';
    const first = scenario.failures[0]?.message ?? scenario.status;
    const body = scenario.failures.map((f) => f.message).join('\n');
    return [
      `    <testcase ${attrs}>`,
      `      <${tag} message="${escapeXml(first)}" type="${scenario.status === 'errored' ? 'ScenarioError' : 'ExpectationFailed'}">${escapeXml(body)}</${tag}>`,
      `    </testcase>`,
    ].join('\n');
  });
  const suiteAttrs = `tests="${summary.scenarios}" failures="${summary.failed}" errors="${summary.errored}" skipped="0" time="${seconds(summary.durationMs)}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="hooksim" ${suiteAttrs}>`,
    `  <testsuite name="hooksim (${escapeXml(report.profile)})" ${suiteAttrs}>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
