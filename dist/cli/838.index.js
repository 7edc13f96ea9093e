export const id = 838;
export const ids = [838];
export const modules = {

/***/ 5838:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderReport: () => (/* binding */ renderReport)
});

// UNUSED EXPORTS: REPORT_FORMATS

// EXTERNAL MODULE: ./src/runners/missing-program.ts + 1 modules
var missing_program = __webpack_require__(4052);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/report/html-assets.ts
/**
 * The HTML report's inline style and script, and the Content-Security-Policy that allows exactly these two by
 * their SHA-256 hashes and nothing else: no fetch, image, font, frame or form target, so a report opened from
 * disk cannot reach the network whatever a hook printed. The script only filters scenarios and opens or closes
 * `<details>`; the page is complete without it (the filter bar stays hidden, every scenario shows).
 */

/** The report's style sheet (no `url()`: the policy allows no fetch). */
const HTML_STYLE = `
:root { color-scheme: light; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --bg2: #f6f8fa;
  --pass: #1a7f37; --fail: #cf222e; --err: #9a6700; --info: #0969da; }
* { box-sizing: border-box; }
body { margin: 0; color: var(--fg); background: #fff; font: 14px/1.5 system-ui, 'Liberation Sans', 'DejaVu Sans', sans-serif; }
header, main, .filters, .diagnostics, .comparison { padding: 0 32px; }
header { padding-top: 20px; border-bottom: 1px solid var(--line); padding-bottom: 12px; }
h1 { font-size: 1.5em; margin: 0 0 8px; }
h2 { font-size: 1.2em; margin: 0; overflow-wrap: anywhere; }
code, pre { font: 12px/1.45 'DejaVu Sans Mono', 'Liberation Mono', monospace; }
code { background: #eff1f3; border-radius: 4px; padding: 0 4px; overflow-wrap: anywhere; }
pre { background: var(--bg2); border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; margin: 4px 0;
  white-space: pre-wrap; overflow-wrap: anywhere; max-height: 480px; overflow: auto; }
[hidden] { display: none !important; }
.totals { display: flex; flex-wrap: wrap; gap: 8px 24px; margin: 0; }
.totals div { display: flex; flex-direction: column; }
.totals dt { color: var(--muted); font-size: 12px; }
.totals dd { margin: 0; font-weight: 600; font-size: 16px; }
.filters { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding-top: 12px; padding-bottom: 12px;
  border-bottom: 1px solid var(--line); background: var(--bg2); position: sticky; top: 0; z-index: 1; }
.filters input[type=search] { width: 260px; padding: 4px 8px; border: 1px solid var(--line); border-radius: 6px; font: inherit; }
.filters button { font: inherit; padding: 2px 10px; border: 1px solid var(--line); border-radius: 6px; background: #fff; cursor: pointer; }
.muted { color: var(--muted); }
.badge { display: inline-block; border-radius: 10px; padding: 0 8px; font-size: 12px; font-weight: 600; border: 1px solid currentColor; }
.s-passed, .s-ok, .d-allow { color: var(--pass); }
.s-failed, .s-error, .s-timeout, .d-deny, .d-block, .blocked { color: var(--fail); }
.s-errored, .s-exit2, .d-ask { color: var(--err); }
.s-skipped, .s-dropped, .d-none { color: var(--muted); }
.scenario { border: 1px solid var(--line); border-left: 6px solid var(--pass); border-radius: 6px; margin: 20px 0; padding: 12px 16px; }
.scenario.status-failed { border-left-color: var(--fail); }
.scenario.status-errored { border-left-color: var(--err); }
.scenario > .meta { margin: 4px 0 8px; }
.failures { border: 2px solid var(--fail); background: #ffebe9; border-radius: 6px; padding: 8px 12px; margin: 8px 0; }
.failures strong, p.failure { color: var(--fail); }
.warnings { border-left: 4px solid var(--err); padding: 2px 10px; margin: 8px 0; }
ol.timeline { list-style: none; margin: 12px 0 0; padding: 0 0 0 18px; border-left: 2px solid var(--line); }
li.event { position: relative; margin: 0 0 12px; padding: 6px 10px; border: 1px solid var(--line); border-radius: 6px; }
li.event::before { content: ''; position: absolute; left: -26px; top: 12px; width: 12px; height: 12px; border-radius: 50%;
  background: #fff; border: 2px solid var(--info); }
li.event.not-fired { opacity: .75; }
li.event.not-fired::before { border-color: var(--line); }
li.event.expect-failed { border: 2px solid var(--fail); background: #fff8f7; }
li.event.expect-failed::before { border-color: var(--fail); background: var(--fail); }
.event-head { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: baseline; }
.event-name { font-weight: 600; }
.hook { border-top: 1px dashed var(--line); margin-top: 6px; padding-top: 6px; }
.hook-head { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: baseline; }
dl.result { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 6px 0; }
dl.result dt { color: var(--muted); }
dl.result dd { margin: 0; min-width: 0; }
details > summary { cursor: pointer; color: var(--info); }
table { border-collapse: collapse; margin: 8px 0; }
th, td { border: 1px solid var(--line); padding: 3px 8px; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
th { background: var(--bg2); }
`;
/**
 * The filter: scenario names and statuses come from the JSON data block (never parsed out of markup), the bar
 * is shown only once this runs, and each scenario's section is hidden or shown by its `hidden` property.
 */
const HTML_SCRIPT = `
(() => {
  const data = JSON.parse(document.getElementById('hooksim-data').textContent);
  const bar = document.getElementById('filters');
  const name = document.getElementById('filter-name');
  const boxes = Array.from(bar.querySelectorAll('input[name=status]'));
  const count = document.getElementById('filter-count');
  const sections = data.scenarios.map((s) => ({ ...s, el: document.getElementById(s.id) }));
  const apply = () => {
    const query = name.value.trim().toLowerCase();
    const statuses = new Set(boxes.filter((box) => box.checked).map((box) => box.value));
    let shown = 0;
    for (const s of sections) {
      const visible = statuses.has(s.status) && (query === '' || s.name.toLowerCase().includes(query));
      s.el.hidden = !visible;
      if (visible) shown++;
    }
    count.textContent = shown + ' of ' + sections.length + ' scenarios shown';
  };
  const toggle = (open) => () => {
    for (const d of document.querySelectorAll('main details')) d.open = open;
  };
  name.addEventListener('input', apply);
  for (const box of boxes) box.addEventListener('change', apply);
  document.getElementById('expand-all').addEventListener('click', toggle(true));
  document.getElementById('collapse-all').addEventListener('click', toggle(false));
  bar.hidden = false;
  apply();
})();
`;
function sha256(text) {
    return `'sha256-${(0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest('base64')}'`;
}
/** The policy: nothing but the two inline blocks above (matched by hash), no base URL, no form target. */
const HTML_CSP = [
    "default-src 'none'",
    `style-src ${sha256(HTML_STYLE)}`,
    `script-src ${sha256(HTML_SCRIPT)}`,
    "base-uri 'none'",
    "form-action 'none'",
].join('; ');

// EXTERNAL MODULE: ./src/report/hook-errors.ts
var hook_errors = __webpack_require__(4975);
;// CONCATENATED MODULE: ./src/report/html.ts




const STATUSES = ['passed', 'failed', 'errored'];
/** A text longer than this (characters or lines) folds into a `<details>`. */
const FOLD_CHARS = 600;
const FOLD_LINES = 8;
/** One-line excerpts (tool arguments, a prompt) are cut here. */
const MAX_LINE = 160;
/** A class name from a value: letters, digits and `-` only, so even a value from a hostile report is one class. */
function cls(prefix, value) {
    return (0,report_escape/* htmlAttribute */._s)(`${prefix}${(value ?? 'none').replace(/[^A-Za-z0-9-]/g, '_')}`);
}
function badge(prefix, value) {
    return `<span class="badge ${cls(prefix, value)}">${(0,report_escape/* htmlText */.js)(value)}</span>`;
}
function pre(text) {
    return `<pre>${(0,report_escape/* htmlText */.js)(text)}</pre>`;
}
function json(value) {
    return JSON.stringify(value, null, 2) ?? String(value);
}
function oneLine(text) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > MAX_LINE ? `${flat.slice(0, MAX_LINE - 1)}…` : flat;
}
/** A labelled text in a `<details>`: open when short, closed when long (or when `fold`). */
function block(label, text, fold = false) {
    const lines = text.split('\n').length;
    const open = !fold && text.length <= FOLD_CHARS && lines <= FOLD_LINES ? ' open' : '';
    const size = `${(0,hook_errors/* plural */.LS)(lines, 'line')}, ${(0,hook_errors/* plural */.LS)(text.length, 'character')}`;
    return `<details${open}><summary>${(0,report_escape/* htmlText */.js)(label)} <span class="muted">(${size})</span></summary>${pre(text)}</details>`;
}
function ms(value) {
    return `${Math.round(value)}\u00a0ms`;
}
/** What the event was about, on one line: the tool and its arguments, or the prompt. */
function eventSubject(event) {
    const { toolName, toolArgs, prompt } = event.input;
    if (typeof toolName === 'string') {
        const args = toolArgs === undefined ? '' : ` ${typeof toolArgs === 'string' ? toolArgs : JSON.stringify(toolArgs)}`;
        return `<code>${(0,report_escape/* htmlText */.js)(oneLine(`${toolName}${args}`))}</code>`;
    }
    if (typeof prompt === 'string')
        return `<code>${(0,report_escape/* htmlText */.js)(oneLine(prompt))}</code>`;
    return '';
}
function streamBlock(hook, stream) {
    const text = hook[stream];
    if (text === undefined || text === '')
        return '';
    const omitted = hook[`${stream}OmittedBytes`];
    return block(omitted ? `${stream} (first part; ${omitted} more bytes not kept)` : stream, text);
}
function hookBlock(event, hook) {
    const label = `${hook.file}#${hook.index}${hook.nestedIndex === undefined ? '' : `.${hook.nestedIndex}`}`;
    const decided = event.result.decidedBy === `${hook.file}#${hook.index}`;
    const head = [
        `<code>${(0,report_escape/* htmlText */.js)(label)}</code>`,
        `<span class="muted">${(0,report_escape/* htmlText */.js)(hook.type)}</span>`,
        badge('s-', hook.status),
        hook.exitCode === undefined || hook.exitCode === null ? '' : `<span>exit ${hook.exitCode}</span>`,
        hook.signal ? `<span>signal ${(0,report_escape/* htmlText */.js)(hook.signal)}</span>` : '',
        hook.httpStatus === undefined ? '' : `<span>HTTP ${hook.httpStatus}</span>`,
        `<span class="muted">${ms(hook.durationMs)}</span>`,
        decided ? '<strong>decided</strong>' : '',
    ];
    const body = [
        hook.skipped === undefined ? '' : `<p class="muted">skipped: ${(0,report_escape/* htmlText */.js)(hook.skipped)}</p>`,
        hook.error === undefined ? '' : block('error', hook.error),
        hook.missingProgram ? `<p>${(0,report_escape/* htmlText */.js)((0,missing_program/* missingProgramNote */.Dz)(hook.missingProgram))}</p>` : '',
        hook.payload === undefined ? '' : block('payload (what the hook received)', json(hook.payload), true),
        streamBlock(hook, 'stdout'),
        streamBlock(hook, 'stderr'),
        hook.progress?.length ? block('progress', hook.progress.map((p) => p.message ?? '').join('\n')) : '',
        hook.output === undefined ? '' : block('parsed output', json(hook.output), true),
        hook.outputOmittedBytes
            ? `<p class="muted">parsed output of ${hook.outputOmittedBytes} bytes not kept</p>`
            : '',
        hook.parseError === undefined ? '' : block('output did not parse', hook.parseError),
        ...(hook.ignored ?? []).map((note) => `<p class="muted">ignored: ${(0,report_escape/* htmlText */.js)(note)}</p>`),
    ];
    return `<div class="hook ${cls('hook-', hook.status)}"><div class="hook-head">${head.join(' ')}</div>${body.join('')}</div>`;
}
/** The event's outcome as a definition list: only the fields the event produced. */
function resultList(event) {
    const r = event.result;
    const rows = [];
    const add = (label, html) => rows.push([label, html]);
    if (r.decision !== undefined)
        add('decision', badge('d-', r.decision));
    if (r.reason !== undefined)
        add('reason', (0,report_escape/* htmlText */.js)(r.reason));
    if (r.decidedBy !== undefined)
        add('decided by', `<code>${(0,report_escape/* htmlText */.js)(r.decidedBy)}</code>`);
    if (r.interrupt)
        add('interrupt', 'the agent stops');
    if (r.args !== undefined)
        add('modified args', pre(json(r.args)));
    if (r.additionalContext !== undefined)
        add('additional context', pre(r.additionalContext));
    if (r.transformedPrompt !== undefined)
        add('transformed prompt', pre(r.transformedPrompt));
    if (r.toolResult !== undefined)
        add('tool result', `${(0,report_escape/* htmlText */.js)(r.toolResult.resultType)}${pre(r.toolResult.textResultForLlm)}`);
    if (r.modifiedResponse !== undefined)
        add('modified response', pre(r.modifiedResponse));
    if (r.ignoredOutputs?.length)
        add('ignored outputs', (0,report_escape/* htmlText */.js)(r.ignoredOutputs.join(', ')));
    if (r.agentSees !== undefined)
        add('the agent sees', pre(r.agentSees));
    if (rows.length === 0)
        return '';
    return `<dl class="result">${rows.map(([dt, dd]) => `<dt>${dt}</dt><dd>${dd}</dd>`).join('')}</dl>`;
}
function failureText(failure) {
    const where = failure.line === undefined ? '' : ` (line ${failure.line}:${failure.column ?? 0})`;
    return `${failure.step === undefined ? '' : `step ${failure.step}${where}: `}${failure.message}`;
}
/** Whether an egress entry was made during this event: by one of its hooks, or by the tool whose result it reports. */
function madeDuring(entry, event) {
    if (entry.step !== event.step)
        return false;
    // An executed tool's egress is attributed to the event `tool` (session/tool-call.ts toolAttribution).
    if (entry.event === 'tool' || (entry.event === undefined && entry.tool !== undefined))
        return event.event === 'postToolUse' || event.event === 'postToolUseFailure';
    return entry.event === event.event;
}
/** The hosts reached or refused during an event, one line; the scenario's egress table has the details. */
function egressLine(egress) {
    if (egress.length === 0)
        return '';
    const hosts = egress.map((e) => `<code>${(0,report_escape/* htmlText */.js)(e.host)}</code> <span class="${e.allowed ? 's-ok' : 'blocked'}">${e.allowed ? 'allowed' : 'blocked'}</span>`);
    return `<p class="egress-line"><span class="muted">egress:</span> ${hosts.join(', ')}</p>`;
}
function eventItem(event, failures, egress) {
    const hooks = event.hooks.reduce((sum, h) => sum + h.durationMs, 0);
    const head = [
        `<span class="muted">${event.step === undefined ? 'session' : `step ${event.step}`}</span>`,
        `<span class="event-name">${(0,report_escape/* htmlText */.js)(event.event)}</span>`,
        eventSubject(event),
        event.result.decision === undefined ? '' : badge('d-', event.result.decision),
        `<span class="muted">${event.fired ? `${(0,hook_errors/* plural */.LS)(event.hooks.length, 'hook')} · ${ms(hooks)}` : 'not fired'}</span>`,
    ];
    const classes = ['event', event.fired ? 'fired' : 'not-fired', failures.length ? 'expect-failed' : ''];
    const body = [
        ...failures.map((f) => `<p class="failure"><strong>expectation failed:</strong> ${(0,report_escape/* htmlText */.js)(f.message)}</p>`),
        event.skipped === undefined ? '' : `<p class="muted">not fired: ${(0,report_escape/* htmlText */.js)(event.skipped)}</p>`,
        resultList(event),
        egressLine(egress),
        ...(event.warnings ?? []).map((w) => `<p class="muted">warning: ${(0,report_escape/* htmlText */.js)(w)}</p>`),
        block('event input', json(event.input), true),
        ...event.hooks.map((hook) => hookBlock(event, hook)),
    ];
    return `<li class="${classes.join(' ').trim()}"><div class="event-head">${head.join(' ')}</div>${body.join('')}</li>`;
}
function timeline(scenario) {
    // A step's failures go on its first event; failures without a step are in the box above the timeline.
    const pending = new Map();
    for (const failure of scenario.failures)
        if (failure.step !== undefined)
            pending.set(failure.step, [...(pending.get(failure.step) ?? []), failure]);
    // Each egress entry goes on the first event it was made during.
    const unplaced = new Set(scenario.egress);
    const items = scenario.events.map((event) => {
        const failures = event.step === undefined ? [] : (pending.get(event.step) ?? []);
        if (event.step !== undefined)
            pending.delete(event.step);
        const egress = [...unplaced].filter((entry) => madeDuring(entry, event));
        for (const entry of egress)
            unplaced.delete(entry);
        return eventItem(event, failures, egress);
    });
    if (items.length === 0)
        return '<p class="muted">No event was replayed.</p>';
    return `<ol class="timeline">${items.join('')}</ol>`;
}
function egressOrigin(entry) {
    const parts = [
        entry.step === undefined ? '' : `step ${entry.step}`,
        entry.event ?? '',
        entry.tool === undefined ? '' : `tool ${entry.tool}`,
        entry.file === undefined ? '' : `hook ${entry.file}${entry.index === undefined ? '' : `#${entry.index}`}`,
    ].filter((p) => p !== '');
    const command = entry.command === undefined ? '' : `<br><code>${(0,report_escape/* htmlText */.js)(oneLine(entry.command))}</code>`;
    return `${(0,report_escape/* htmlText */.js)(parts.join(' · '))}${command}`;
}
function egressTable(egress) {
    if (egress.length === 0)
        return '';
    const rows = egress.map((e) => {
        const verdict = e.allowed ? (e.mocked ? 'allowed (mocked)' : 'allowed') : 'blocked';
        return `<tr class="${e.allowed ? 'allowed' : 'blocked'}"><td><code>${(0,report_escape/* htmlText */.js)(e.host)}</code></td><td>${(0,report_escape/* htmlText */.js)(e.kind)}</td><td>${verdict}</td><td>${(0,report_escape/* htmlText */.js)(e.url ?? '')}</td><td>${egressOrigin(e)}</td><td>${e.count}</td></tr>`;
    });
    return `<h3>Egress</h3><table class="egress"><thead><tr><th>host</th><th>kind</th><th>firewall</th><th>URL</th><th>made by</th><th>count</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}
function filesList(scenario) {
    const items = ['created', 'modified', 'deleted']
        .filter((kind) => scenario.files[kind].length > 0)
        .map((kind) => `<li>${kind}: ${scenario.files[kind].map((f) => `<code>${(0,report_escape/* htmlText */.js)(f)}</code>`).join(', ')}</li>`);
    return items.length ? `<h3>Files changed in the sandbox</h3><ul>${items.join('')}</ul>` : '';
}
function scenarioSection(scenario, index) {
    const failures = scenario.failures.length
        ? `<div class="failures" role="alert"><strong>${scenario.status === 'errored' ? 'Errors' : 'Failed expectations'}</strong><ul>${scenario.failures.map((f) => `<li>${(0,report_escape/* htmlText */.js)(failureText(f))}</li>`).join('')}</ul></div>`
        : '';
    const warnings = scenario.warnings.length
        ? `<div class="warnings">${scenario.warnings.map((w) => `<p>${(0,report_escape/* htmlText */.js)(w)}</p>`).join('')}</div>`
        : '';
    const errors = (0,hook_errors/* countHookErrors */.wZ)([scenario]);
    const meta = [
        `<code>${(0,report_escape/* htmlText */.js)(scenario.file)}</code>`,
        `profile ${(0,report_escape/* htmlText */.js)(scenario.profile)}`,
        (0,hook_errors/* plural */.LS)(scenario.events.length, 'event'),
        errors ? `<strong class="s-error">${(0,hook_errors/* plural */.LS)(errors, 'hook error')}</strong>` : '',
        ms(scenario.durationMs),
    ].filter((p) => p !== '');
    return [
        `<section class="scenario ${cls('status-', scenario.status)}" id="scenario-${index}" data-status="${(0,report_escape/* htmlAttribute */._s)(scenario.status)}" data-name="${(0,report_escape/* htmlAttribute */._s)(scenario.name)}">`,
        `<h2>${badge('s-', scenario.status)} <span class="scenario-name">${(0,report_escape/* htmlText */.js)(scenario.name)}</span></h2>`,
        `<p class="meta muted">${meta.join(' · ')}</p>`,
        failures,
        warnings,
        timeline(scenario),
        egressTable(scenario.egress),
        filesList(scenario),
        '</section>',
    ].join('\n');
}
function header(report) {
    const { summary } = report;
    const hookErrors = (0,hook_errors/* countHookErrors */.wZ)(report.scenarios);
    const totals = [
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
    const rejected = (0,hook_errors/* rejectedFiles */.Y0)(report.diagnostics);
    return [
        '<header>',
        `<h1>hooksim: ${summary.passed} of ${summary.scenarios} scenarios passed</h1>`,
        `<dl class="totals">${totals.map(([dt, dd]) => `<div class="total-${dt.replace(' ', '-')}"><dt>${dt}</dt><dd>${(0,report_escape/* htmlText */.js)(dd)}</dd></div>`).join('')}</dl>`,
        rejected.length ? `<p class="s-failed">${(0,hook_errors/* plural */.LS)(rejected.length, 'hook file')} rejected</p>` : '',
        `<p class="muted">hooksim ${(0,report_escape/* htmlText */.js)(report.tool.version)}</p>`,
        '</header>',
    ].join('\n');
}
function diagnosticsSection(report) {
    const problems = report.diagnostics.filter((d) => d.severity !== 'info');
    if (problems.length === 0)
        return '';
    const items = problems.map((d) => `<li><code>${(0,report_escape/* htmlText */.js)(`${d.file}:${d.line}:${d.column}`)}</code> ${badge('sev-', d.severity)} ${(0,report_escape/* htmlText */.js)(d.code)}: ${(0,report_escape/* htmlText */.js)(d.message)}</li>`);
    return `<section class="diagnostics"><h2>Hook file problems</h2><ul>${items.join('')}</ul></section>`;
}
function comparisonSection(report) {
    const comparison = report.comparison;
    if (!comparison)
        return '';
    const rows = comparison.scenarios.flatMap((s) => s.differences.map((d) => `<tr><td>${(0,report_escape/* htmlText */.js)(s.name)}</td><td>${d.step ?? ''}</td><td>${(0,report_escape/* htmlText */.js)(d.event)}</td><td>${(0,report_escape/* htmlText */.js)(d.field)}</td><td>${pre(d.base === undefined ? 'absent' : json(d.base))}</td><td>${pre(d.other === undefined ? 'absent' : json(d.other))}</td></tr>`));
    const table = rows.length
        ? `<table><thead><tr><th>scenario</th><th>step</th><th>event</th><th>field</th><th>${(0,report_escape/* htmlText */.js)(report.profile)}</th><th>${(0,report_escape/* htmlText */.js)(comparison.profile)}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
        : '<p>Every step has the same outcome under both profiles.</p>';
    return `<section class="comparison"><h2>Compared with profile ${(0,report_escape/* htmlText */.js)(comparison.profile)}</h2>${table}</section>`;
}
function filterBar(report) {
    const boxes = STATUSES.map((status) => `<label><input type="checkbox" name="status" value="${status}" checked> ${status} (${report.summary[status]})</label>`);
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
function renderHtml(report) {
    const data = {
        scenarios: report.scenarios.map((s, i) => ({ id: `scenario-${i}`, name: s.name, status: s.status })),
    };
    const scenarios = report.scenarios.map(scenarioSection);
    return [
        '<!DOCTYPE html>',
        '<html lang="en"><head><meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="${(0,report_escape/* htmlAttribute */._s)(HTML_CSP)}">`,
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
        `<script type="application/json" id="hooksim-data">${(0,report_escape/* scriptJson */.eC)(data)}</script>`,
        `<script>${HTML_SCRIPT}</script>`,
        '</body></html>',
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/report/junit.ts


/** The classname of the test cases that stand for rejected hook files. */
const HOOK_FILES_CLASSNAME = 'hooksim.hook-files';
/** Errored hook runs written out in full per test case; the rest are counted. */
const MAX_SYSTEM_ERR_RUNS = 50;
const MAX_RUN_TEXT = 4000;
const seconds = (ms) => (ms / 1000).toFixed(3);
function cut(text, max = MAX_RUN_TEXT) {
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
/** The `<system-err>` text of a scenario: every errored or timed-out hook run, its failure and its stderr. */
function hookErrorsText(scenario) {
    const runs = (0,hook_errors/* listHookErrors */.hU)(scenario);
    if (runs.length === 0)
        return '';
    const blocks = runs.slice(0, MAX_SYSTEM_ERR_RUNS).map(({ event, hook }) => {
        const step = event.step === undefined ? '' : `, step ${event.step}`;
        const exit = hook.exitCode === undefined || hook.exitCode === null ? '' : `, exit ${hook.exitCode}`;
        const http = hook.httpStatus === undefined ? '' : `, HTTP ${hook.httpStatus}`;
        const lines = [`${(0,hook_errors/* hookErrorLabel */.q1)(hook)}${step}: ${hook.status}${exit}${http}`];
        const error = (hook.error ?? '').trimEnd();
        if (error)
            lines.push(cut(error));
        // A command hook's error text already ends with its stderr.
        const stderr = (hook.stderr ?? '').trimEnd();
        if (stderr && !error.includes(stderr))
            lines.push(`Stderr: ${cut(stderr)}`);
        return lines.join('\n');
    });
    const rest = runs.length - MAX_SYSTEM_ERR_RUNS;
    if (rest > 0)
        blocks.push(`(and ${rest} more)`);
    return `${(0,hook_errors/* plural */.LS)(runs.length, 'hook error')}\n\n${blocks.join('\n\n')}\n`;
}
function scenarioCase(scenario) {
    const attrs = `name="${(0,report_escape/* xmlText */.xK)(scenario.name)}" classname="${(0,report_escape/* xmlText */.xK)(scenario.file)}" time="${seconds(scenario.durationMs)}"`;
    const systemErr = hookErrorsText(scenario);
    const body = [];
    if (scenario.status !== 'passed') {
        const tag = scenario.status === 'errored' ? 'error' : 'failure';
        const first = scenario.failures[0]?.message ?? scenario.status;
        const text = scenario.failures.map((f) => f.message).join('\n');
        const type = scenario.status === 'errored' ? 'ScenarioError' : 'ExpectationFailed';
        body.push(`      <${tag} message="${(0,report_escape/* xmlText */.xK)(first)}" type="${type}">${(0,report_escape/* xmlText */.xK)(text)}</${tag}>`);
    }
    if (systemErr)
        body.push(`      <system-err>${(0,report_escape/* xmlText */.xK)(systemErr)}</system-err>`);
    if (body.length === 0)
        return `    <testcase ${attrs}/>`;
    return [`    <testcase ${attrs}>`, ...body, '    </testcase>'].join('\n');
}
/** One failed test case per rejected hook file, with every `file-rejected` diagnostic of it. */
function rejectedFileCases(diagnostics) {
    const byFile = new Map();
    for (const d of (0,hook_errors/* rejectedFileDiagnostics */.d1)(diagnostics))
        byFile.set(d.file, [...(byFile.get(d.file) ?? []), d]);
    return [...byFile].map(([file, found]) => {
        const first = found[0];
        const place = first.line > 0 ? ` line="${first.line}"` : '';
        const text = found.map((d) => `${(0,hook_errors/* diagnosticPlace */.le)(d)}: ${d.severity} ${d.code}: ${d.message}`).join('\n');
        return [
            `    <testcase name="${(0,report_escape/* xmlText */.xK)(file)}" classname="${HOOK_FILES_CLASSNAME}" time="0.000" file="${(0,report_escape/* xmlText */.xK)(file)}"${place}>`,
            `      <failure message="${(0,report_escape/* xmlText */.xK)(`hook file rejected: ${first.message}`)}" type="HookFileRejected">${(0,report_escape/* xmlText */.xK)(text)}</failure>`,
            '    </testcase>',
        ].join('\n');
    });
}
/** Render the report as JUnit XML. */
function renderJunit(report) {
    const { summary } = report;
    const files = rejectedFileCases(report.diagnostics);
    const cases = [...files, ...report.scenarios.map(scenarioCase)];
    const suiteAttrs = `tests="${summary.scenarios + files.length}" failures="${summary.failed + files.length}" errors="${summary.errored}" skipped="0" time="${seconds(summary.durationMs)}"`;
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="hooksim" ${suiteAttrs}>`,
        `  <testsuite name="hooksim (${(0,report_escape/* xmlText */.xK)(report.profile)})" ${suiteAttrs}>`,
        ...cases,
        '  </testsuite>',
        '</testsuites>',
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/report/mermaid.ts

/** Messages drawn per diagram; GitHub refuses diagrams past Mermaid's text limit. */
const MAX_DIAGRAM_MESSAGES = 120;
function hookOutcome(event, hook) {
    const parts = [hook.status];
    if (hook.exitCode !== undefined && hook.exitCode !== null && hook.exitCode !== 0)
        parts.push(`exit ${hook.exitCode}`);
    if (hook.httpStatus !== undefined)
        parts.push(`HTTP ${hook.httpStatus}`);
    if (event.result.decidedBy === `${hook.file}#${hook.index}` && event.result.decision) {
        parts.push(event.result.decision);
    }
    return parts.join(' ');
}
function eventLabel(event) {
    const tool = typeof event.input.toolName === 'string' ? ` ${event.input.toolName}` : '';
    return `${event.step === undefined ? '' : `step ${event.step} `}${event.event}${tool}`;
}
/** What the runtime tells the agent after an event that changed something. */
function agentReply(event) {
    const { decision, reason, agentSees } = event.result;
    if (decision === 'deny' || decision === 'block' || decision === 'ask') {
        return `${decision}${reason ? ` ${reason}` : ''}`;
    }
    if (event.result.additionalContext)
        return `context ${event.result.additionalContext}`;
    if (event.result.args)
        return `modified args`;
    if (event.result.modifiedResponse !== undefined || event.result.transformedPrompt !== undefined) {
        return agentSees === undefined ? undefined : `sees ${agentSees}`;
    }
    return undefined;
}
/** The blocked egress attributed to one hook run (same step, event, file and entry). */
function blocksOf(egress, event, hook) {
    return egress.filter((e) => !e.allowed &&
        e.event === event.event &&
        e.file === hook.file &&
        e.index === hook.index &&
        (e.step ?? -1) === (event.step ?? -1));
}
const TOOL_CALL_OPENERS = new Set(['preToolUse', 'permissionRequest']);
/** Whether a tool's blocked egress is drawn before this event: the tool ran before it (after its pre hooks). */
function toolRanBefore(block, event) {
    if (block.step === undefined || event.step === undefined)
        return false;
    return block.step < event.step || (block.step === event.step && !TOOL_CALL_OPENERS.has(event.event));
}
/** The arrows of a blocked request: the caller to the firewall, and the refusal back. */
function blockArrows(id, block) {
    return [`  ${id}-xF: ${(0,report_escape/* mermaidLabel */._b)(block.url ?? block.host)}`, `  F--x${id}: blocked`];
}
/** The Mermaid source (without the fence) of a scenario's session; empty when no hook ran. */
function renderSequenceDiagram(scenario) {
    const ran = (hook) => hook.status !== 'skipped' && hook.status !== 'dropped';
    const events = scenario.events.filter((e) => e.fired && e.hooks.some(ran));
    if (events.length === 0)
        return '';
    const ids = new Map();
    for (const event of events)
        for (const hook of event.hooks)
            if (ran(hook) && !ids.has(hook.file))
                ids.set(hook.file, `H${ids.size + 1}`);
    const lines = [
        'sequenceDiagram',
        '  participant A as Agent',
        '  participant R as Copilot runtime',
        ...[...ids].map(([file, id]) => `  participant ${id} as ${(0,report_escape/* mermaidLabel */._b)(file)}`),
    ];
    // An executed tool's blocked request comes from the agent's side, between its pre and post hooks.
    let toolBlocks = scenario.egress.filter((e) => !e.allowed && e.tool !== undefined);
    const hasBlocks = toolBlocks.length > 0 || scenario.egress.some((e) => !e.allowed && e.file !== undefined);
    if (hasBlocks)
        lines.push('  participant F as Firewall');
    const shown = new Set();
    let messages = 0;
    let omitted = 0;
    for (const event of events) {
        const body = toolBlocks
            .filter((block) => toolRanBefore(block, event))
            .flatMap((b) => blockArrows('A', b));
        toolBlocks = toolBlocks.filter((block) => !toolRanBefore(block, event));
        if (event.event === 'preToolUse')
            body.push(`  A->>R: ${(0,report_escape/* mermaidLabel */._b)(`calls ${String(event.input.toolName ?? 'a tool')}`)}`);
        for (const hook of event.hooks.filter(ran)) {
            const id = ids.get(hook.file);
            body.push(`  R->>${id}: ${(0,report_escape/* mermaidLabel */._b)(`${eventLabel(event)} #${hook.index}`)}`);
            for (const block of blocksOf(scenario.egress, event, hook)) {
                if (shown.has(block))
                    continue;
                shown.add(block);
                body.push(...blockArrows(id, block));
            }
            body.push(`  ${id}-->>R: ${(0,report_escape/* mermaidLabel */._b)(hookOutcome(event, hook))}`);
        }
        const reply = agentReply(event);
        if (reply !== undefined)
            body.push(`  R-->>A: ${(0,report_escape/* mermaidLabel */._b)(reply)}`);
        if (messages + body.length > MAX_DIAGRAM_MESSAGES) {
            omitted++;
            continue;
        }
        messages += body.length;
        lines.push(...body);
    }
    const rest = toolBlocks.flatMap((block) => blockArrows('A', block));
    if (messages + rest.length > MAX_DIAGRAM_MESSAGES)
        omitted++;
    else
        lines.push(...rest);
    if (omitted > 0)
        lines.push(`  Note over A,R: ${(0,report_escape/* mermaidLabel */._b)(`${omitted} more events not drawn`)}`);
    return lines.join('\n');
}
/** The diagram as a fenced Markdown block, or nothing when no hook ran. */
function sequenceDiagramBlock(scenario) {
    const diagram = renderSequenceDiagram(scenario);
    if (!diagram)
        return [];
    return ['**Sequence of the session**', '', '```mermaid', diagram, '```', ''];
}

;// CONCATENATED MODULE: ./src/report/markdown.ts



const ICON = { passed: '✅', failed: '❌', errored: '⚠️' };
// Between a number and its unit, so a narrow time column does not break "12 ms" over two lines.
const NBSP = '\u00a0';
function toolOf(event) {
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
function statusCell(hook) {
    if (hook.status === 'skipped')
        return (0,report_escape/* markdownText */.p7)(`skipped: ${hook.skipped ?? ''}`, 120);
    if (!(0,hook_errors/* isHookError */.ui)(hook)) {
        const ignored = (hook.ignored ?? []).map((note) => (0,report_escape/* markdownText */.p7)(`ignored: ${note}`, MAX_ERROR_CELL));
        return [(0,report_escape/* markdownText */.p7)(hook.status), ...ignored].join('<br>');
    }
    const stderr = (0,hook_errors/* firstLine */.TM)(hook.stderr);
    const note = (0,hook_errors/* failureNote */.JK)(hook);
    const lines = [
        `${hook.status}: ${(0,hook_errors/* hookErrorText */.L6)(hook)}`,
        ...(stderr ? [`stderr: ${stderr}`] : []),
        ...(note ? [note] : []),
    ];
    return lines.map((line) => (0,report_escape/* markdownText */.p7)(line, MAX_ERROR_CELL)).join('<br>');
}
function hookRow(event, hook) {
    const decided = event.result.decidedBy === `${hook.file}#${hook.index}`;
    const decision = decided || event.hooks.length === 1 ? (event.result.decision ?? '') : '';
    const reason = decided || event.hooks.length === 1 ? (event.result.reason ?? '') : '';
    return `| ${event.step ?? ''} | ${event.event} | ${(0,report_escape/* markdownText */.p7)(toolOf(event), MAX_CELL)} | ${(0,report_escape/* markdownCode */.D9)(`${hook.file}#${hook.index}`, 'cell', MAX_CELL)} | ${statusCell(hook)} | ${(0,report_escape/* markdownText */.p7)(decision)} | ${(0,report_escape/* markdownText */.p7)(reason, MAX_CELL)} | ${Math.round(hook.durationMs)}${NBSP}ms |`;
}
function decisionTable(scenario) {
    const rows = scenario.events.flatMap((event) => event.fired ? event.hooks.map((hook) => hookRow(event, hook)) : []);
    if (rows.length === 0)
        return ['No hook ran in this scenario.', ''];
    return [
        '| step | event | tool | hook | status | decision | reason | time |',
        '| --- | --- | --- | --- | --- | --- | --- | --- |',
        ...rows,
        '',
    ];
}
function agentSeesBlock(scenario) {
    const seen = scenario.events.filter((e) => e.result.agentSees !== undefined && e.hooks.some((h) => h.status !== 'skipped'));
    if (seen.length === 0)
        return [];
    // `<pre>` opens its own line: that makes it a CommonMark HTML block that ends at `</pre>`, so blank lines,
    // backticks, `#` or `-` in the text stay inside it as text instead of closing it or becoming Markdown.
    const items = seen.flatMap((e) => [
        `<b>${(0,report_escape/* markdownText */.p7)(e.step === undefined ? e.event : `step ${e.step} · ${e.event}`)}</b>`,
        (0,report_escape/* markdownPre */.h0)(e.result.agentSees ?? ''),
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
function redactCommand(command) {
    // A URL ends where the shell would end a word: blanks, quotes and the operators ; & | ( ) < >.
    return command.replace(/\b[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s'"`;&|()<>]+/g, 'REDACTED');
}
/** The line under an address naming what tried to reach it: the command when known, else the tool or hook. */
function triggerLine(entry) {
    const block = `(${entry.kind} block)`;
    const hook = `${entry.event ?? 'hook'} ${entry.file ?? ''}${entry.index === undefined ? '' : `#${entry.index}`}`;
    if (entry.command !== undefined) {
        // A hook's own process: the hook follows its command line, so the reader knows which entry made it (§5.5).
        const from = entry.tool === undefined && entry.file !== undefined ? ` — hook ${(0,report_escape/* markdownCode */.D9)(hook)}` : '';
        return `>   - Triggering command: ${(0,report_escape/* markdownCode */.D9)(redactCommand(entry.command))} ${block}${from}`;
    }
    if (entry.tool !== undefined)
        return `>   - Triggering tool: ${(0,report_escape/* markdownCode */.D9)(entry.tool)} ${block}`;
    return `>   - Triggering hook: ${(0,report_escape/* markdownCode */.D9)(hook)} ${block}`;
}
/** The blocked egress of a scenario in the form Copilot posts on a pull request (cloud-environment.md §5.5). */
function firewallWarning(egress) {
    const blocked = egress.filter((e) => !e.allowed);
    if (blocked.length === 0)
        return [];
    const byAddress = new Map();
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
        lines.push(`> - ${(0,report_escape/* markdownCode */.D9)(address)}`, ...new Set(entries.map(triggerLine)));
    }
    const who = blocked.every((e) => e.tool !== undefined)
        ? 'the agent'
        : blocked.some((e) => e.tool !== undefined)
            ? 'a hook or the agent'
            : 'a hook';
    lines.push('>', `> If ${who} needs to reach one of these locations, you can either:`, '>', "> - Add the host or URL to the scenario's `firewall.allow` to replay the scenario with it allowed", "> - Add the appropriate URLs or hosts to the custom allowlist in the repository's or organization's Copilot coding agent settings (admins only)", '>', '> </details>', '');
    return lines;
}
function filesBlock(scenario) {
    const { created, modified, deleted } = scenario.files;
    if (created.length + modified.length + deleted.length === 0)
        return [];
    const list = (label, paths) => paths.length ? [`- ${label}: ${paths.map((text) => (0,report_escape/* markdownCode */.D9)(text)).join(', ')}`] : [];
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
function markdown_scenarioSection(scenario) {
    const errors = (0,hook_errors/* listHookErrors */.hU)(scenario).length;
    const flag = errors ? ` · ⚠️ ${(0,hook_errors/* plural */.LS)(errors, 'hook error')}` : '';
    const lines = [
        `### ${ICON[scenario.status]} ${(0,report_escape/* markdownText */.p7)(scenario.name, MAX_CELL)} — ${(0,report_escape/* markdownCode */.D9)(scenario.file)}${flag}`,
        '',
    ];
    for (const failure of scenario.failures)
        lines.push(`- ${scenario.status === 'errored' ? 'error' : 'failed'}: ${(0,report_escape/* markdownText */.p7)(failure.message, 1000)}`);
    if (scenario.failures.length)
        lines.push('');
    for (const warning of scenario.warnings)
        lines.push(`> ${(0,report_escape/* markdownText */.p7)(warning, 1000)}`, '');
    lines.push(...decisionTable(scenario), ...agentSeesBlock(scenario), ...sequenceDiagramBlock(scenario), ...firewallWarning(scenario.egress), ...filesBlock(scenario));
    return lines;
}
/** Rejected files named in the headline; the "Hook file problems" list has every one. */
const MAX_HEADLINE_FILES = 3;
/**
 * The headline. A rejected hook file makes `run` exit 1 however the scenarios went, so it leads with ❌ and the
 * files; hook errors are counted after the scenarios.
 */
/** `N hook files rejected (`a.json`, `b.json` and 2 more); ` for a headline, or '' when none was. */
function rejectedFilesLead(report) {
    const rejected = (0,hook_errors/* rejectedFiles */.Y0)(report.diagnostics);
    if (rejected.length === 0)
        return '';
    const named = rejected
        .slice(0, MAX_HEADLINE_FILES)
        .map((text) => (0,report_escape/* markdownCode */.D9)(text))
        .join(', ');
    const more = rejected.length > MAX_HEADLINE_FILES ? ` and ${rejected.length - MAX_HEADLINE_FILES} more` : '';
    return `${(0,hook_errors/* plural */.LS)(rejected.length, 'hook file')} rejected (${named}${more}); `;
}
function headline(report, hookErrors) {
    const { summary } = report;
    const rejected = rejectedFilesLead(report);
    const lead = rejected ? `❌ hooksim: ${rejected}` : 'hooksim: ';
    const errors = hookErrors ? `, ⚠️ ${(0,hook_errors/* plural */.LS)(hookErrors, 'hook error')}` : '';
    return `## ${lead}${summary.passed} of ${summary.scenarios} scenarios passed${errors} (profile ${(0,report_escape/* markdownCode */.D9)(report.profile)})`;
}
/** Render the whole report as Markdown. */
function renderMarkdown(report) {
    const { summary } = report;
    const hookErrors = (0,hook_errors/* countHookErrors */.wZ)(report.scenarios);
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
            lines.push(`- ${(0,report_escape/* markdownCode */.D9)(`${d.file}:${d.line}:${d.column}`)} ${d.severity} ${(0,report_escape/* markdownText */.p7)(d.code)}: ${(0,report_escape/* markdownText */.p7)(d.message, 500)}`);
        lines.push('');
    }
    for (const scenario of report.scenarios)
        lines.push(...markdown_scenarioSection(scenario));
    lines.push(...markdown_comparisonSection(report));
    return lines.join('\n');
}
function markdown_comparisonSection(report) {
    const comparison = report.comparison;
    if (!comparison)
        return [];
    const lines = [
        `### Compared with profile ${(0,report_escape/* markdownCode */.D9)(comparison.profile)}`,
        '',
        `Flags that differ: ${comparison.flags.map((text) => (0,report_escape/* markdownCode */.D9)(text)).join(', ') || 'none'}.`,
        '',
    ];
    const loading = (comparison.loading ?? []).map((d) => `| ${(0,report_escape/* markdownText */.p7)(d.entry ?? d.file, 120)} | ${(0,report_escape/* markdownText */.p7)(d.base)} | ${(0,report_escape/* markdownText */.p7)(d.other)} |`);
    if (loading.length > 0) {
        lines.push(`| hook file or entry | loads under ${(0,report_escape/* markdownText */.p7)(report.profile)} | under ${(0,report_escape/* markdownText */.p7)(comparison.profile)} |`, '| --- | --- | --- |', ...loading, '');
    }
    const rows = comparison.scenarios.flatMap((scenario) => scenario.differences.map((d) => `| ${(0,report_escape/* markdownText */.p7)(scenario.name, 80)} | ${d.step ?? ''} | ${(0,report_escape/* markdownText */.p7)(`${d.event}${d.occurrence ? ` #${d.occurrence + 1}` : ''}`)} | ${(0,report_escape/* markdownText */.p7)(d.field)} | ${(0,report_escape/* markdownText */.p7)(JSON.stringify(d.base) ?? 'absent', MAX_CELL)} | ${(0,report_escape/* markdownText */.p7)(JSON.stringify(d.other) ?? 'absent', MAX_CELL)} |`));
    if (rows.length === 0)
        return [...lines, 'Every step has the same outcome under both profiles.', ''];
    return [
        ...lines,
        `| scenario | step | event | field | ${(0,report_escape/* markdownText */.p7)(report.profile)} | ${(0,report_escape/* markdownText */.p7)(comparison.profile)} |`,
        '| --- | --- | --- | --- | --- | --- |',
        ...rows,
        '',
    ];
}

;// CONCATENATED MODULE: ./src/report/render-report.ts




/** One report's text; throws when the report cannot be rendered (a string past V8's limit). */
function renderReport(report, format) {
    if (format === 'json')
        return `${JSON.stringify(report, null, 2)}\n`;
    if (format === 'html')
        return renderHtml(report);
    return format === 'junit' ? renderJunit(report) : renderMarkdown(report);
}


/***/ })

};
