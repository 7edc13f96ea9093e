/** The suite's outputs: the terminal table, report.md and report.json. */

function pad(text, width) {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

function cut(text, width) {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

/** The agreement table for the terminal: scenario, status under each engine, agreement. */
export function renderTable(rows, engines) {
  const idWidth = Math.min(60, Math.max(8, ...rows.map((r) => r.id.length)));
  const header = [pad('scenario', idWidth), ...engines.map((e) => pad(e, 11)), 'agreement'].join('  ');
  const lines = rows.map((row) =>
    [
      pad(cut(row.id, idWidth), idWidth),
      ...engines.map((e) => pad(row.status[e] ?? 'missing', 11)),
      cut(row.agreement, 110),
    ].join('  '),
  );
  return [header, '-'.repeat(header.length), ...lines].join('\n');
}

function cell(text) {
  return String(text).replace(/\|/g, '\\|').replace(/\n/g, '↵');
}

function json(value) {
  return value === undefined ? '(absent)' : `\`${cell(JSON.stringify(value))}\``;
}

/** report.md: what ran, the counts per area, the agreement table, then every difference in full. */
export function renderMarkdown({ meta, rows, engines, areas }) {
  const out = [];
  out.push('# Differential suite report', '');
  out.push(`- Engines: ${engines.join(' vs ')} (profile \`cli\`)`);
  if (meta.cliVersion) out.push(`- Copilot CLI: ${meta.cliVersion}`);
  out.push(
    `- Run: ${meta.date}, ${Math.round(meta.durationMs / 1000)} s, hooksim ${meta.hooksimVersion ?? '?'}`,
  );
  out.push(`- Result: ${meta.verdict}`, '');
  out.push('| area | scenarios | agree | known | differ | failing |', '|---|---|---|---|---|---|');
  for (const [area, count] of Object.entries(areas)) {
    out.push(
      `| ${area} | ${count.total} | ${count.agree} | ${count.known} | ${count.differ} | ${count.failing} |`,
    );
  }
  out.push('', '## Agreement', '');
  out.push(
    `| scenario | ${engines.join(' | ')} | agreement |`,
    `|---|${engines.map(() => '---|').join('')}---|`,
  );
  for (const row of rows) {
    out.push(
      `| ${cell(row.id)} | ${engines.map((e) => row.status[e] ?? 'missing').join(' | ')} | ${cell(row.agreement)} |`,
    );
  }
  const detailed = rows.filter(
    (r) =>
      r.unexplained.length + r.explained.length + r.notCompared.length > 0 ||
      Object.values(r.failures).some((f) => f.length > 0),
  );
  if (detailed.length > 0) out.push('', '## Details', '');
  for (const row of detailed) {
    out.push(`### ${row.id}`, '', `${row.name}`, '');
    for (const d of row.unexplained)
      out.push(`- **differs** \`${d.path}\`: ${json(d.left)} vs ${json(d.right)}`);
    for (const d of row.explained)
      out.push(`- known (${d.relates.join(', ')}) \`${d.path}\`: ${json(d.left)} vs ${json(d.right)}`);
    for (const d of row.notCompared) out.push(`- not comparable \`${d.path}\`: ${d.reason}`);
    for (const [engine, failures] of Object.entries(row.failures)) {
      for (const message of failures) out.push(`- ${engine} expectation failed: ${cell(message)}`);
    }
    out.push('');
  }
  return `${out.join('\n')}\n`;
}
