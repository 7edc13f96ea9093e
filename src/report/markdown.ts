/**
 * The Markdown report (job summary): per scenario a table of every hook decision, what the agent sees,
 * a Mermaid sequence diagram of the session, the firewall blocks in the form Copilot posts on a pull request, and the
 * files changed in the sandbox. Hook errors (a hook that fails closed looks like a deliberate deny) and rejected hook
 * files are named in the headings, so a run with broken hooks never reads as all green.
 * Everything that comes from hooks or scenario files goes through `escape.ts`: the summary renders HTML, and GitHub
 * links references and notifies mentions.
 */
import type { EventRecord, HookRecord } from '../model.js';
import type { EgressEntry, ScenarioReport } from '../session/report-types.js';
import {
  countHookErrors,
  firstLine,
  hookErrorText,
  isHookError,
  listHookErrors,
  plural,
  rejectedFiles,
  failureNote,
} from './hook-errors.js';
import type { JsonReport } from './json-report.js';
import { markdownCode, markdownPre, markdownText } from './escape.js';
import { sequenceDiagramBlock } from './mermaid.js';

const ICON = { passed: '✅', failed: '❌', errored: '⚠️' } as const;
// Between a number and its unit, so a narrow time column does not break "12 ms" over two lines.
const NBSP = '\u00a0';

function toolOf(event: EventRecord): string {
  const tool = event.input.toolName;
  return typeof tool === 'string' ? tool : '';
}

/** Text shown in a table cell is cut here: enough for a path and a message, not a wall of output. */
const MAX_CELL = 300;
/** Hook text shown in a status cell is cut here. */
const MAX_ERROR_CELL = 200;

/**
 * The status cell: the status, and for a run that errored or timed out the failure's first line and the first
 * line of stderr on a line of their own (`<br>`, which GitHub keeps in table cells), each escaped and cut.
 */
function statusCell(hook: HookRecord): string {
  if (hook.status === 'skipped') return markdownText(`skipped: ${hook.skipped ?? ''}`, 120);
  if (!isHookError(hook)) {
    const ignored = (hook.ignored ?? []).map((note) => markdownText(`ignored: ${note}`, MAX_ERROR_CELL));
    return [markdownText(hook.status), ...ignored].join('<br>');
  }
  const stderr = firstLine(hook.stderr);
  const note = failureNote(hook);
  const lines = [
    `${hook.status}: ${hookErrorText(hook)}`,
    ...(stderr ? [`stderr: ${stderr}`] : []),
    ...(note ? [note] : []),
  ];
  return lines.map((line) => markdownText(line, MAX_ERROR_CELL)).join('<br>');
}

function hookRow(event: EventRecord, hook: HookRecord): string {
  const decided = event.result.decidedBy === `${hook.file}#${hook.index}`;
  const decision = decided || event.hooks.length === 1 ? (event.result.decision ?? '') : '';
  const reason = decided || event.hooks.length === 1 ? (event.result.reason ?? '') : '';
  return `| ${event.step ?? ''} | ${event.event} | ${markdownText(toolOf(event), MAX_CELL)} | ${markdownCode(`${hook.file}#${hook.index}`, 'cell', MAX_CELL)} | ${statusCell(hook)} | ${markdownText(decision)} | ${markdownText(reason, MAX_CELL)} | ${Math.round(hook.durationMs)}${NBSP}ms |`;
}

function decisionTable(scenario: ScenarioReport): string[] {
  const rows = scenario.events.flatMap((event) =>
    event.fired ? event.hooks.map((hook) => hookRow(event, hook)) : [],
  );
  if (rows.length === 0) return ['No hook ran in this scenario.', ''];
  return [
    '| step | event | tool | hook | status | decision | reason | time |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ];
}

function agentSeesBlock(scenario: ScenarioReport): string[] {
  const seen = scenario.events.filter(
    (e) => e.result.agentSees !== undefined && e.hooks.some((h) => h.status !== 'skipped'),
  );
  if (seen.length === 0) return [];
  // `<pre>` opens its own line: that makes it a CommonMark HTML block that ends at `</pre>`, so blank lines,
  // backticks, `#` or `-` in the text stay inside it as text instead of closing it or becoming Markdown.
  const items = seen.flatMap((e) => [
    `<b>${markdownText(e.step === undefined ? e.event : `step ${e.step} · ${e.event}`)}</b>`,
    markdownPre(e.result.agentSees ?? ''),
  ]);
  return [
    '<details><summary>What the agent sees after each decision</summary>',
    '',
    ...items,
    '',
    '</details>',
    '',
  ];
}

/** A command line as Copilot's warning shows it: URLs in it become `REDACTED` (cloud-environment.md §5.4). */
export function redactCommand(command: string): string {
  // A URL ends where the shell would end a word: blanks, quotes and the operators ; & | ( ) < >.
  return command.replace(/\b[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s'"`;&|()<>]+/g, 'REDACTED');
}

/** The line under an address naming what tried to reach it: the command when known, else the tool or hook. */
function triggerLine(entry: EgressEntry): string {
  const block = `(${entry.kind} block)`;
  const hook = `${entry.event ?? 'hook'} ${entry.file ?? ''}${entry.index === undefined ? '' : `#${entry.index}`}`;
  if (entry.command !== undefined) {
    // A hook's own process: the hook follows its command line, so the reader knows which entry made it (§5.5).
    const from = entry.tool === undefined && entry.file !== undefined ? ` — hook ${markdownCode(hook)}` : '';
    return `>   - Triggering command: ${markdownCode(redactCommand(entry.command))} ${block}${from}`;
  }
  if (entry.tool !== undefined) return `>   - Triggering tool: ${markdownCode(entry.tool)} ${block}`;
  return `>   - Triggering hook: ${markdownCode(hook)} ${block}`;
}

/** The blocked egress of a scenario in the form Copilot posts on a pull request (cloud-environment.md §5.5). */
export function firewallWarning(egress: EgressEntry[]): string[] {
  const blocked = egress.filter((e) => !e.allowed);
  if (blocked.length === 0) return [];
  const byAddress = new Map<string, EgressEntry[]>();
  for (const entry of blocked) {
    const address = entry.kind === 'dns' ? entry.host : (entry.url ?? entry.host);
    byAddress.set(address, [...(byAddress.get(address) ?? []), entry]);
  }
  const lines = [
    '> [!WARNING]',
    '>',
    '> <details>',
    '> <summary>Firewall rules blocked me from connecting to one or more addresses (expand for details)</summary>',
    '>',
    '> #### I tried to connect to the following addresses, but was blocked by firewall rules:',
    '>',
  ];
  for (const [address, entries] of byAddress) {
    lines.push(`> - ${markdownCode(address)}`, ...new Set(entries.map(triggerLine)));
  }
  const who = blocked.every((e) => e.tool !== undefined)
    ? 'the agent'
    : blocked.some((e) => e.tool !== undefined)
      ? 'a hook or the agent'
      : 'a hook';
  lines.push(
    '>',
    `> If ${who} needs to reach one of these locations, you can either:`,
    '>',
    "> - Add the host or URL to the scenario's `firewall.allow` to replay the scenario with it allowed",
    "> - Add the appropriate URLs or hosts to the custom allowlist in the repository's or organization's Copilot coding agent settings (admins only)",
    '>',
    '> </details>',
    '',
  );
  return lines;
}

function filesBlock(scenario: ScenarioReport): string[] {
  const { created, modified, deleted } = scenario.files;
  if (created.length + modified.length + deleted.length === 0) return [];
  const list = (label: string, paths: string[]) =>
    paths.length ? [`- ${label}: ${paths.map((text) => markdownCode(text)).join(', ')}`] : [];
  return [
    // The sandbox's changes have no author: hooks, the agent's executed tools and the programs they ran
    // (npm's logs under /root/.npm) all write to the same layers.
    "**Files changed in the sandbox** (by hooks, the agent's executed tools or programs they ran; discarded when the job ends)",
    '',
    ...list('created', created),
    ...list('modified', modified),
    ...list('deleted', deleted),
    '',
  ];
}

function scenarioSection(scenario: ScenarioReport): string[] {
  const errors = listHookErrors(scenario).length;
  const flag = errors ? ` · ⚠️ ${plural(errors, 'hook error')}` : '';
  const lines = [
    `### ${ICON[scenario.status]} ${markdownText(scenario.name, MAX_CELL)} — ${markdownCode(scenario.file)}${flag}`,
    '',
  ];
  for (const failure of scenario.failures)
    lines.push(
      `- ${scenario.status === 'errored' ? 'error' : 'failed'}: ${markdownText(failure.message, 1000)}`,
    );
  if (scenario.failures.length) lines.push('');
  for (const warning of scenario.warnings) lines.push(`> ${markdownText(warning, 1000)}`, '');
  lines.push(
    ...decisionTable(scenario),
    ...agentSeesBlock(scenario),
    ...sequenceDiagramBlock(scenario),
    ...firewallWarning(scenario.egress),
    ...filesBlock(scenario),
  );
  return lines;
}

/** Rejected files named in the headline; the "Hook file problems" list has every one. */
const MAX_HEADLINE_FILES = 3;

/**
 * The headline. A rejected hook file makes `run` exit 1 however the scenarios went, so it leads with ❌ and the
 * files; hook errors are counted after the scenarios.
 */
/** `N hook files rejected (`a.json`, `b.json` and 2 more); ` for a headline, or '' when none was. */
export function rejectedFilesLead(report: JsonReport): string {
  const rejected = rejectedFiles(report.diagnostics);
  if (rejected.length === 0) return '';
  const named = rejected
    .slice(0, MAX_HEADLINE_FILES)
    .map((text) => markdownCode(text))
    .join(', ');
  const more =
    rejected.length > MAX_HEADLINE_FILES ? ` and ${rejected.length - MAX_HEADLINE_FILES} more` : '';
  return `${plural(rejected.length, 'hook file')} rejected (${named}${more}); `;
}

function headline(report: JsonReport, hookErrors: number): string {
  const { summary } = report;
  const rejected = rejectedFilesLead(report);
  const lead = rejected ? `❌ hooksim: ${rejected}` : 'hooksim: ';
  const errors = hookErrors ? `, ⚠️ ${plural(hookErrors, 'hook error')}` : '';
  return `## ${lead}${summary.passed} of ${summary.scenarios} scenarios passed${errors} (profile ${markdownCode(report.profile)})`;
}

/** Render the whole report as Markdown. */
export function renderMarkdown(report: JsonReport): string {
  const { summary } = report;
  const hookErrors = countHookErrors(report.scenarios);
  const lines = [
    headline(report, hookErrors),
    '',
    `| scenarios | passed | failed | errored | hook runs | hook errors | time |`,
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| ${summary.scenarios} | ${summary.passed} | ${summary.failed} | ${summary.errored} | ${summary.hookRuns} | ${hookErrors} | ${(summary.durationMs / 1000).toFixed(1)}${NBSP}s |`,
    '',
  ];
  // Rejected files first: each fails the run on its own.
  const problems = report.diagnostics
    .filter((d) => d.severity !== 'info')
    .sort((a, b) => Number(b.code === 'file-rejected') - Number(a.code === 'file-rejected'));
  if (problems.length) {
    lines.push('**Hook file problems**', '');
    for (const d of problems)
      lines.push(
        `- ${markdownCode(`${d.file}:${d.line}:${d.column}`)} ${d.severity} ${markdownText(d.code)}: ${markdownText(d.message, 500)}`,
      );
    lines.push('');
  }
  for (const scenario of report.scenarios) lines.push(...scenarioSection(scenario));
  lines.push(...comparisonSection(report));
  return lines.join('\n');
}

function comparisonSection(report: JsonReport): string[] {
  const comparison = report.comparison;
  if (!comparison) return [];
  const lines = [
    `### Compared with profile ${markdownCode(comparison.profile)}`,
    '',
    `Flags that differ: ${comparison.flags.map((text) => markdownCode(text)).join(', ') || 'none'}.`,
    '',
  ];
  const loading = (comparison.loading ?? []).map(
    (d) => `| ${markdownText(d.entry ?? d.file, 120)} | ${markdownText(d.base)} | ${markdownText(d.other)} |`,
  );
  if (loading.length > 0) {
    lines.push(
      `| hook file or entry | loads under ${markdownText(report.profile)} | under ${markdownText(comparison.profile)} |`,
      '| --- | --- | --- |',
      ...loading,
      '',
    );
  }
  const rows = comparison.scenarios.flatMap((scenario) =>
    scenario.differences.map(
      (d) =>
        `| ${markdownText(scenario.name, 80)} | ${d.step ?? ''} | ${markdownText(`${d.event}${d.occurrence ? ` #${d.occurrence + 1}` : ''}`)} | ${markdownText(d.field)} | ${markdownText(JSON.stringify(d.base) ?? 'absent', MAX_CELL)} | ${markdownText(JSON.stringify(d.other) ?? 'absent', MAX_CELL)} |`,
    ),
  );
  if (rows.length === 0) return [...lines, 'Every step has the same outcome under both profiles.', ''];
  return [
    ...lines,
    `| scenario | step | event | field | ${markdownText(report.profile)} | ${markdownText(comparison.profile)} |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ];
}
