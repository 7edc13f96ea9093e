/**
 * The HTML report (`--report html=FILE`, `run --open`): one self-contained page for a local preview. A header with
 * the totals, then per scenario its failed expectations and a timeline of the session, every event in order with
 * its input, each hook run (payload, stdout/stderr excerpts, exit code, duration, parsed output), the decision and
 * reason and what the agent sees, then the scenario's egress and changed files. Long texts fold into `<details>`.
 * A small inline script filters scenarios by name and status; without it everything shows. The page's policy
 * (html-assets.ts) forbids every fetch. Everything from the repository or its hooks goes through `escape.ts`.
 */
import type { EventRecord, HookRecord } from '../model.js';
import { missingProgramNote } from '../runners/missing-program.js';
import type { EgressEntry, ScenarioFailure, ScenarioReport } from '../session/report-types.js';
import { htmlAttribute, htmlText, scriptJson } from './escape.js';
import { HTML_CSP, HTML_SCRIPT, HTML_STYLE } from './html-assets.js';
import { countHookErrors, plural, rejectedFiles } from './hook-errors.js';
import type { JsonReport } from './json-report.js';

const STATUSES = ['passed', 'failed', 'errored'] as const;
/** A text longer than this (characters or lines) folds into a `<details>`. */
const FOLD_CHARS = 600;
const FOLD_LINES = 8;
/** One-line excerpts (tool arguments, a prompt) are cut here. */
const MAX_LINE = 160;

/** A class name from a value: letters, digits and `-` only, so even a value from a hostile report is one class. */
function cls(prefix: string, value: string | undefined): string {
  return htmlAttribute(`${prefix}${(value ?? 'none').replace(/[^A-Za-z0-9-]/g, '_')}`);
}

function badge(prefix: string, value: string): string {
  return `<span class="badge ${cls(prefix, value)}">${htmlText(value)}</span>`;
}

function pre(text: string): string {
  return `<pre>${htmlText(text)}</pre>`;
}

function json(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? String(value);
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_LINE ? `${flat.slice(0, MAX_LINE - 1)}…` : flat;
}

/** A labelled text in a `<details>`: open when short, closed when long (or when `fold`). */
function block(label: string, text: string, fold = false): string {
  const lines = text.split('\n').length;
  const open = !fold && text.length <= FOLD_CHARS && lines <= FOLD_LINES ? ' open' : '';
  const size = `${plural(lines, 'line')}, ${plural(text.length, 'character')}`;
  return `<details${open}><summary>${htmlText(label)} <span class="muted">(${size})</span></summary>${pre(text)}</details>`;
}

function ms(value: number): string {
  return `${Math.round(value)}\u00a0ms`;
}

/** What the event was about, on one line: the tool and its arguments, or the prompt. */
function eventSubject(event: EventRecord): string {
  const { toolName, toolArgs, prompt } = event.input;
  if (typeof toolName === 'string') {
    const args =
      toolArgs === undefined ? '' : ` ${typeof toolArgs === 'string' ? toolArgs : JSON.stringify(toolArgs)}`;
    return `<code>${htmlText(oneLine(`${toolName}${args}`))}</code>`;
  }
  if (typeof prompt === 'string') return `<code>${htmlText(oneLine(prompt))}</code>`;
  return '';
}

function streamBlock(hook: HookRecord, stream: 'stdout' | 'stderr'): string {
  const text = hook[stream];
  if (text === undefined || text === '') return '';
  const omitted = hook[`${stream}OmittedBytes`];
  return block(omitted ? `${stream} (first part; ${omitted} more bytes not kept)` : stream, text);
}

function hookBlock(event: EventRecord, hook: HookRecord): string {
  const label = `${hook.file}#${hook.index}${hook.nestedIndex === undefined ? '' : `.${hook.nestedIndex}`}`;
  const decided = event.result.decidedBy === `${hook.file}#${hook.index}`;
  const head = [
    `<code>${htmlText(label)}</code>`,
    `<span class="muted">${htmlText(hook.type)}</span>`,
    badge('s-', hook.status),
    hook.exitCode === undefined || hook.exitCode === null ? '' : `<span>exit ${hook.exitCode}</span>`,
    hook.signal ? `<span>signal ${htmlText(hook.signal)}</span>` : '',
    hook.httpStatus === undefined ? '' : `<span>HTTP ${hook.httpStatus}</span>`,
    `<span class="muted">${ms(hook.durationMs)}</span>`,
    decided ? '<strong>decided</strong>' : '',
  ];
  const body = [
    hook.skipped === undefined ? '' : `<p class="muted">skipped: ${htmlText(hook.skipped)}</p>`,
    hook.error === undefined ? '' : block('error', hook.error),
    hook.missingProgram ? `<p>${htmlText(missingProgramNote(hook.missingProgram))}</p>` : '',
    hook.payload === undefined ? '' : block('payload (what the hook received)', json(hook.payload), true),
    streamBlock(hook, 'stdout'),
    streamBlock(hook, 'stderr'),
    hook.progress?.length ? block('progress', hook.progress.map((p) => p.message ?? '').join('\n')) : '',
    hook.output === undefined ? '' : block('parsed output', json(hook.output), true),
    hook.outputOmittedBytes
      ? `<p class="muted">parsed output of ${hook.outputOmittedBytes} bytes not kept</p>`
      : '',
    hook.parseError === undefined ? '' : block('output did not parse', hook.parseError),
    ...(hook.ignored ?? []).map((note) => `<p class="muted">ignored: ${htmlText(note)}</p>`),
  ];
  return `<div class="hook ${cls('hook-', hook.status)}"><div class="hook-head">${head.join(' ')}</div>${body.join('')}</div>`;
}

/** The event's outcome as a definition list: only the fields the event produced. */
function resultList(event: EventRecord): string {
  const r = event.result;
  const rows: [string, string][] = [];
  const add = (label: string, html: string) => rows.push([label, html]);
  if (r.decision !== undefined) add('decision', badge('d-', r.decision));
  if (r.reason !== undefined) add('reason', htmlText(r.reason));
  if (r.decidedBy !== undefined) add('decided by', `<code>${htmlText(r.decidedBy)}</code>`);
  if (r.interrupt) add('interrupt', 'the agent stops');
  if (r.args !== undefined) add('modified args', pre(json(r.args)));
  if (r.additionalContext !== undefined) add('additional context', pre(r.additionalContext));
  if (r.transformedPrompt !== undefined) add('transformed prompt', pre(r.transformedPrompt));
  if (r.toolResult !== undefined)
    add('tool result', `${htmlText(r.toolResult.resultType)}${pre(r.toolResult.textResultForLlm)}`);
  if (r.modifiedResponse !== undefined) add('modified response', pre(r.modifiedResponse));
  if (r.ignoredOutputs?.length) add('ignored outputs', htmlText(r.ignoredOutputs.join(', ')));
  if (r.agentSees !== undefined) add('the agent sees', pre(r.agentSees));
  if (rows.length === 0) return '';
  return `<dl class="result">${rows.map(([dt, dd]) => `<dt>${dt}</dt><dd>${dd}</dd>`).join('')}</dl>`;
}

function failureText(failure: ScenarioFailure): string {
  const where = failure.line === undefined ? '' : ` (line ${failure.line}:${failure.column ?? 0})`;
  return `${failure.step === undefined ? '' : `step ${failure.step}${where}: `}${failure.message}`;
}

/** Whether an egress entry was made during this event: by one of its hooks, or by the tool whose result it reports. */
function madeDuring(entry: EgressEntry, event: EventRecord): boolean {
  if (entry.step !== event.step) return false;
  // An executed tool's egress is attributed to the event `tool` (session/tool-call.ts toolAttribution).
  if (entry.event === 'tool' || (entry.event === undefined && entry.tool !== undefined))
    return event.event === 'postToolUse' || event.event === 'postToolUseFailure';
  return entry.event === event.event;
}

/** The hosts reached or refused during an event, one line; the scenario's egress table has the details. */
function egressLine(egress: EgressEntry[]): string {
  if (egress.length === 0) return '';
  const hosts = egress.map(
    (e) =>
      `<code>${htmlText(e.host)}</code> <span class="${e.allowed ? 's-ok' : 'blocked'}">${e.allowed ? 'allowed' : 'blocked'}</span>`,
  );
  return `<p class="egress-line"><span class="muted">egress:</span> ${hosts.join(', ')}</p>`;
}

function eventItem(event: EventRecord, failures: ScenarioFailure[], egress: EgressEntry[]): string {
  const hooks = event.hooks.reduce((sum, h) => sum + h.durationMs, 0);
  const head = [
    `<span class="muted">${event.step === undefined ? 'session' : `step ${event.step}`}</span>`,
    `<span class="event-name">${htmlText(event.event)}</span>`,
    eventSubject(event),
    event.result.decision === undefined ? '' : badge('d-', event.result.decision),
    `<span class="muted">${event.fired ? `${plural(event.hooks.length, 'hook')} · ${ms(hooks)}` : 'not fired'}</span>`,
  ];
  const classes = ['event', event.fired ? 'fired' : 'not-fired', failures.length ? 'expect-failed' : ''];
  const body = [
    ...failures.map(
      (f) => `<p class="failure"><strong>expectation failed:</strong> ${htmlText(f.message)}</p>`,
    ),
    event.skipped === undefined ? '' : `<p class="muted">not fired: ${htmlText(event.skipped)}</p>`,
    resultList(event),
    egressLine(egress),
    ...(event.warnings ?? []).map((w) => `<p class="muted">warning: ${htmlText(w)}</p>`),
    block('event input', json(event.input), true),
    ...event.hooks.map((hook) => hookBlock(event, hook)),
  ];
  return `<li class="${classes.join(' ').trim()}"><div class="event-head">${head.join(' ')}</div>${body.join('')}</li>`;
}

function timeline(scenario: ScenarioReport): string {
  // A step's failures go on its first event; failures without a step are in the box above the timeline.
  const pending = new Map<number, ScenarioFailure[]>();
  for (const failure of scenario.failures)
    if (failure.step !== undefined)
      pending.set(failure.step, [...(pending.get(failure.step) ?? []), failure]);
  // Each egress entry goes on the first event it was made during.
  const unplaced = new Set(scenario.egress);
  const items = scenario.events.map((event) => {
    const failures = event.step === undefined ? [] : (pending.get(event.step) ?? []);
    if (event.step !== undefined) pending.delete(event.step);
    const egress = [...unplaced].filter((entry) => madeDuring(entry, event));
    for (const entry of egress) unplaced.delete(entry);
    return eventItem(event, failures, egress);
  });
  if (items.length === 0) return '<p class="muted">No event was replayed.</p>';
  return `<ol class="timeline">${items.join('')}</ol>`;
}

function egressOrigin(entry: EgressEntry): string {
  const parts = [
    entry.step === undefined ? '' : `step ${entry.step}`,
    entry.event ?? '',
    entry.tool === undefined ? '' : `tool ${entry.tool}`,
    entry.file === undefined ? '' : `hook ${entry.file}${entry.index === undefined ? '' : `#${entry.index}`}`,
  ].filter((p) => p !== '');
  const command = entry.command === undefined ? '' : `<br><code>${htmlText(oneLine(entry.command))}</code>`;
  return `${htmlText(parts.join(' · '))}${command}`;
}

function egressTable(egress: EgressEntry[]): string {
  if (egress.length === 0) return '';
  const rows = egress.map((e) => {
    const verdict = e.allowed ? (e.mocked ? 'allowed (mocked)' : 'allowed') : 'blocked';
    return `<tr class="${e.allowed ? 'allowed' : 'blocked'}"><td><code>${htmlText(e.host)}</code></td><td>${htmlText(e.kind)}</td><td>${verdict}</td><td>${htmlText(e.url ?? '')}</td><td>${egressOrigin(e)}</td><td>${e.count}</td></tr>`;
  });
  return `<h3>Egress</h3><table class="egress"><thead><tr><th>host</th><th>kind</th><th>firewall</th><th>URL</th><th>made by</th><th>count</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function filesList(scenario: ScenarioReport): string {
  const items = (['created', 'modified', 'deleted'] as const)
    .filter((kind) => scenario.files[kind].length > 0)
    .map(
      (kind) =>
        `<li>${kind}: ${scenario.files[kind].map((f) => `<code>${htmlText(f)}</code>`).join(', ')}</li>`,
    );
  return items.length ? `<h3>Files changed in the sandbox</h3><ul>${items.join('')}</ul>` : '';
}

function scenarioSection(scenario: ScenarioReport, index: number): string {
  const failures = scenario.failures.length
    ? `<div class="failures" role="alert"><strong>${scenario.status === 'errored' ? 'Errors' : 'Failed expectations'}</strong><ul>${scenario.failures.map((f) => `<li>${htmlText(failureText(f))}</li>`).join('')}</ul></div>`
    : '';
  const warnings = scenario.warnings.length
    ? `<div class="warnings">${scenario.warnings.map((w) => `<p>${htmlText(w)}</p>`).join('')}</div>`
    : '';
  const errors = countHookErrors([scenario]);
  const meta = [
    `<code>${htmlText(scenario.file)}</code>`,
    `profile ${htmlText(scenario.profile)}`,
    plural(scenario.events.length, 'event'),
    errors ? `<strong class="s-error">${plural(errors, 'hook error')}</strong>` : '',
    ms(scenario.durationMs),
  ].filter((p) => p !== '');
  return [
    `<section class="scenario ${cls('status-', scenario.status)}" id="scenario-${index}" data-status="${htmlAttribute(scenario.status)}" data-name="${htmlAttribute(scenario.name)}">`,
    `<h2>${badge('s-', scenario.status)} <span class="scenario-name">${htmlText(scenario.name)}</span></h2>`,
    `<p class="meta muted">${meta.join(' · ')}</p>`,
    failures,
    warnings,
    timeline(scenario),
    egressTable(scenario.egress),
    filesList(scenario),
    '</section>',
  ].join('\n');
}

function header(report: JsonReport): string {
  const { summary } = report;
  const hookErrors = countHookErrors(report.scenarios);
  const totals: [string, string][] = [
    ['scenarios', String(summary.scenarios)],
    ['passed', String(summary.passed)],
    ['failed', String(summary.failed)],
    ['errored', String(summary.errored)],
    ['hook runs', String(summary.hookRuns)],
    ['hook errors', String(hookErrors)],
    ['time', `${(summary.durationMs / 1000).toFixed(1)}\u00a0s`],
    ['profile', report.profile],
    ['engine', report.engine ?? 'native'],
    ['sandbox', report.sandbox ?? 'not recorded'],
  ];
  const rejected = rejectedFiles(report.diagnostics);
  return [
    '<header>',
    `<h1>hooksim: ${summary.passed} of ${summary.scenarios} scenarios passed</h1>`,
    `<dl class="totals">${totals.map(([dt, dd]) => `<div class="total-${dt.replace(' ', '-')}"><dt>${dt}</dt><dd>${htmlText(dd)}</dd></div>`).join('')}</dl>`,
    rejected.length ? `<p class="s-failed">${plural(rejected.length, 'hook file')} rejected</p>` : '',
    `<p class="muted">hooksim ${htmlText(report.tool.version)}</p>`,
    '</header>',
  ].join('\n');
}

function diagnosticsSection(report: JsonReport): string {
  const problems = report.diagnostics.filter((d) => d.severity !== 'info');
  if (problems.length === 0) return '';
  const items = problems.map(
    (d) =>
      `<li><code>${htmlText(`${d.file}:${d.line}:${d.column}`)}</code> ${badge('sev-', d.severity)} ${htmlText(d.code)}: ${htmlText(d.message)}</li>`,
  );
  return `<section class="diagnostics"><h2>Hook file problems</h2><ul>${items.join('')}</ul></section>`;
}

function comparisonSection(report: JsonReport): string {
  const comparison = report.comparison;
  if (!comparison) return '';
  const rows = comparison.scenarios.flatMap((s) =>
    s.differences.map(
      (d) =>
        `<tr><td>${htmlText(s.name)}</td><td>${d.step ?? ''}</td><td>${htmlText(d.event)}</td><td>${htmlText(d.field)}</td><td>${pre(d.base === undefined ? 'absent' : json(d.base))}</td><td>${pre(d.other === undefined ? 'absent' : json(d.other))}</td></tr>`,
    ),
  );
  const table = rows.length
    ? `<table><thead><tr><th>scenario</th><th>step</th><th>event</th><th>field</th><th>${htmlText(report.profile)}</th><th>${htmlText(comparison.profile)}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
    : '<p>Every step has the same outcome under both profiles.</p>';
  return `<section class="comparison"><h2>Compared with profile ${htmlText(comparison.profile)}</h2>${table}</section>`;
}

function filterBar(report: JsonReport): string {
  const boxes = STATUSES.map(
    (status) =>
      `<label><input type="checkbox" name="status" value="${status}" checked> ${status} (${report.summary[status]})</label>`,
  );
  return [
    '<div class="filters" id="filters" hidden>',
    '<input type="search" id="filter-name" placeholder="Filter by scenario name" aria-label="Filter by scenario name">',
    ...boxes,
    '<span id="filter-count" class="muted"></span>',
    '<button type="button" id="expand-all">Expand all</button>',
    '<button type="button" id="collapse-all">Collapse all</button>',
    '</div>',
  ].join('\n');
}

/** Render the whole report as one self-contained HTML page. */
export function renderHtml(report: JsonReport): string {
  const data = {
    scenarios: report.scenarios.map((s, i) => ({ id: `scenario-${i}`, name: s.name, status: s.status })),
  };
  const scenarios = report.scenarios.map(scenarioSection);
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${htmlAttribute(HTML_CSP)}">`,
    '<meta name="referrer" content="no-referrer">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>hooksim report: ${report.summary.passed} of ${report.summary.scenarios} scenarios passed</title>`,
    `<style>${HTML_STYLE}</style>`,
    '</head><body>',
    header(report),
    filterBar(report),
    diagnosticsSection(report),
    '<main>',
    scenarios.length ? scenarios.join('\n') : '<p>No scenario ran.</p>',
    '</main>',
    comparisonSection(report),
    `<script type="application/json" id="hooksim-data">${scriptJson(data)}</script>`,
    `<script>${HTML_SCRIPT}</script>`,
    '</body></html>',
    '',
  ].join('\n');
}
