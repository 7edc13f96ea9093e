// @ts-check
/**
 * The bench's output: a plain-text table for the terminal and a Markdown table for the README's
 * performance section, both grouped by case, every figure with its ratio to its baseline, its target and
 * PASS or FAIL.
 */
import { describeTarget } from './stats.mjs';

/**
 * @typedef {import('./stats.mjs').Figure} Figure
 * @typedef {ReturnType<typeof import('./machine.mjs').describeMachine>} Machine
 */

/**
 * A value with its unit, compactly.
 * @param {Figure} figure
 */
function formatValue(figure) {
  const digits = Math.abs(figure.value) >= 100 ? 0 : Math.abs(figure.value) >= 10 ? 1 : 2;
  const number = Number.isFinite(figure.value) ? figure.value.toFixed(digits) : String(figure.value);
  return figure.unit === 'ratio' ? number : `${number} ${figure.unit}`;
}

/**
 * The ratio column: `1.23x raw bash -c spawn`, or empty.
 * @param {Figure} figure
 */
function formatRatio(figure) {
  return figure.ratio === undefined ? '' : `${figure.ratio.toFixed(2)}x`;
}

/**
 * The result column.
 * @param {Figure} figure
 */
function formatVerdict(figure) {
  if (figure.pass === undefined) return '';
  return figure.pass ? 'PASS' : 'FAIL';
}

/**
 * Figures by group, in first-seen order.
 * @param {Figure[]} figures
 */
function byGroup(figures) {
  /** @type {Map<string, Figure[]>} */
  const groups = new Map();
  for (const figure of figures) groups.set(figure.group, [...(groups.get(figure.group) ?? []), figure]);
  return groups;
}

/**
 * One line about the machine.
 * @param {Machine} machine
 */
export function describeMachineLine(machine) {
  const unset = machine.unsetForNode;
  const cleared = unset.length > 0 ? `; ${unset.join(' and ')} unset for every process the bench starts` : '';
  return `Node ${machine.node}, Linux ${machine.kernel}, ${machine.cpus} x ${machine.cpuModel}, ${machine.memoryGiB} GiB, load average ${machine.loadAverage1m} at the start${cleared}`;
}

/**
 * The terminal table.
 * @param {Figure[]} figures
 * @param {Machine} machine
 */
export function formatTable(figures, machine) {
  const header = ['what', 'median', 'runs', 'ratio', 'baseline', 'target', 'result'];
  const lines = [describeMachineLine(machine), ''];
  for (const [group, rows] of byGroup(figures)) {
    const cells = rows.map((f) => [
      f.label,
      formatValue(f),
      f.runs === undefined ? '' : String(f.runs),
      formatRatio(f),
      f.baseline ?? '',
      describeTarget(f.target, f.unit),
      formatVerdict(f),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
    const render = (/** @type {string[]} */ row) =>
      row
        .map((cell, i) => (i === 0 || i === 4 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  ');
    lines.push(`== ${group}`, render(header));
    for (const [i, row] of cells.entries()) {
      lines.push(render(row));
      const note = rows[i]?.note;
      if (note) lines.push(`    ${note}`);
    }
    lines.push('');
  }
  const checked = figures.filter((f) => f.pass !== undefined);
  const failed = checked.filter((f) => !f.pass);
  lines.push(
    failed.length === 0
      ? `All ${checked.length} targets PASS.`
      : `${failed.length} of ${checked.length} targets FAIL: ${failed.map((f) => f.key).join(', ')}`,
  );
  return lines.join('\n');
}

/**
 * Escape a table cell.
 * @param {string} text
 */
function cell(text) {
  return text.replace(/\|/g, '\\|');
}

/**
 * The target with the comparison signs of Markdown prose.
 * @param {Figure} figure
 */
function markdownTarget(figure) {
  return describeTarget(figure.target, figure.unit)
    .replace('<=', '≤')
    .replace('>=', '≥')
    .replace('<', '&lt;');
}

/**
 * The Markdown table for the README: one table, a bold row per group.
 * @param {Figure[]} figures
 * @param {Machine} machine
 * @param {{ date: string, command: string, durationS: number, warnings: string[] }} run
 */
export function formatMarkdown(figures, machine, run) {
  const lines = [
    `Measured ${run.date.slice(0, 10)} on ${describeMachineLine(machine)}; the whole bench took ${Math.round(run.durationS)} s. Reproduce with \`${run.command}\`.`,
    '',
    '| What | Median | Runs | Ratio | Baseline | Target | Result | Notes |',
    '| --- | ---: | ---: | ---: | --- | --- | --- | --- |',
  ];
  for (const [group, rows] of byGroup(figures)) {
    lines.push(`| **${cell(group)}** | | | | | | | |`);
    for (const f of rows) {
      lines.push(
        `| ${cell(f.label)} | ${formatValue(f)} | ${f.runs ?? ''} | ${formatRatio(f)} | ${cell(f.baseline ?? '')} | ${markdownTarget(f)} | ${formatVerdict(f)} | ${cell(f.note ?? '')} |`,
      );
    }
  }
  for (const warning of run.warnings) lines.push('', `Warning: ${warning}.`);
  return `${lines.join('\n')}\n`;
}
