export const id = 722;
export const ids = [722,124];
export const modules = {

/***/ 722:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SCHEMA_FILE: () => (/* binding */ SCHEMA_FILE),
/* harmony export */   WORKFLOW_FILE: () => (/* binding */ WORKFLOW_FILE),
/* harmony export */   initRepo: () => (/* binding */ initRepo),
/* harmony export */   scenarioJsonSchema: () => (/* binding */ scenarioJsonSchema),
/* harmony export */   scenarioText: () => (/* binding */ scenarioText),
/* harmony export */   schemaDirective: () => (/* binding */ schemaDirective),
/* harmony export */   stepsForFile: () => (/* binding */ stepsForFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(8439);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5559);
/* harmony import */ var _events_catalogue_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2064);
/* harmony import */ var _matchers_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(32);
/* harmony import */ var _profiles_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9717);
/* harmony import */ var _session_load_scenarios_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4224);
/* harmony import */ var _session_scenario_schema_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2598);
/* harmony import */ var _session_smoke_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8093);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9255);
/* harmony import */ var _update_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(1124);
/**
 * `hooksim init`: start a repository that has hooks on hooksim. One scenario per hook file with the smoke
 * session's calls for the events that file configures, recorded with the `run --update` machinery so they pass
 * today; the scenario JSON Schema beside them for editors; a pull-request workflow with least privilege.
 * Never overwrites a file without `force`.
 */













/** The workflow init writes (repository-relative). */
const WORKFLOW_FILE = '.github/workflows/hooksim.yml';
/** The scenario JSON Schema init writes, beside the scenarios. */
const SCHEMA_FILE = `${_session_load_scenarios_js__WEBPACK_IMPORTED_MODULE_7__/* .DEFAULT_SCENARIO_DIR */ .BW}/hooksim.schema.json`;
const WORKFLOW = `# Written by \`hooksim init\`: replays .github/hook-scenarios through the repository's hooks on every pull request.
# Record new expectations locally with \`hooksim run --update\`; CI only checks them.
name: hooksim

on: pull_request

permissions:
  contents: read
  # For a sticky comment with the results, add \`pull-requests: write\` and \`comment: true\` below.

jobs:
  hooks:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v5
        with:
          persist-credentials: false
      # Pin a release tag or, better, a commit SHA (hooksim/hooksim@<sha> # v0.x.y): a moving tag runs new code.
      - uses: hooksim/hooksim@v0
`;
const TOOL_EVENTS = new Set([
    'preToolUse',
    'postToolUse',
    'postToolUseFailure',
    'permissionRequest',
]);
const SUBAGENT_EVENTS = new Set(['subagentStart', 'subagentStop']);
/** The error step init adds for a file with errorOccurred hooks: the failure a cloud agent meets most. */
const ERROR_STEP = {
    error: { message: 'rate limited', name: 'RateLimitError', context: 'model_call', recoverable: true },
};
/** The smoke session's steps that reach this file's hooks: its tool calls, subagent, compaction and stop. */
function stepsForFile(entries, all, profile) {
    const events = new Set(entries.map((e) => e.event));
    const toolEntries = entries.filter((e) => TOOL_EVENTS.has(e.event));
    const fires = (tool) => toolEntries.some((e) => {
        const compiled = (0,_matchers_js__WEBPACK_IMPORTED_MODULE_5__/* .compileMatcher */ .qM)(e.event, e.casing, e.matcher, profile);
        return compiled.ok && (0,_matchers_js__WEBPACK_IMPORTED_MODULE_5__/* .matcherFires */ .y9)(compiled.matcher, tool);
    });
    const steps = all.filter((step) => {
        if ('tool' in step)
            return fires(String(step.tool));
        if ('subagent' in step)
            return [...SUBAGENT_EVENTS].some((e) => events.has(e)) || fires('task');
        if ('compact' in step)
            return events.has('preCompact');
        // Without an agentStop hook the implied stop at the end is enough.
        if ('stop' in step)
            return false;
        return true;
    });
    if (events.has('errorOccurred'))
        steps.push(ERROR_STEP);
    if (events.has('agentStop'))
        steps.push({ stop: {} });
    return steps;
}
/** `.github/hooks/guard.json` → `guard`; `.claude/settings.json` → `claude-settings`. */
function scenarioBase(hookFile) {
    const relative = hookFile.startsWith('.github/hooks/') ? hookFile.slice('.github/hooks/'.length) : hookFile;
    return (relative
        .replace(/\.json$/i, '')
        .replace(/[^A-Za-z0-9_-]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'hooks');
}
/** The editor's schema comment line (without `#`): `target` is the schema's path relative to the scenario file. */
function schemaDirective(target = node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.basename(SCHEMA_FILE)) {
    return ` yaml-language-server: $schema=${target}`;
}
/** The scenario file's text: the schema line, where it came from, then name, prompt and steps. */
function scenarioText(hookFile, events, steps) {
    const doc = new yaml__WEBPACK_IMPORTED_MODULE_2__/* .Document */ .yo({
        name: `${hookFile.replace(/^\.github\/hooks\//, '')}: ${events.join(', ')}, on the calls Copilot really makes`,
        prompt: 'Look around the repository and make a small change',
        steps,
    });
    // Small maps (tool arguments, `{}` steps) on one line, as people write them.
    (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .visit */ .YR)(doc, {
        Map(key, node) {
            if (key === 'value' && node.items.length <= 3) {
                // A nested collection or a text of several lines reads better as a block.
                const block = node.items.some((pair) => (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isMap */ .jh)(pair.value) ||
                    (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isSeq */ .oP)(pair.value) ||
                    ((0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .isScalar */ .jn)(pair.value) && String(pair.value.value).includes('\n')));
                if (!block)
                    node.flow = true;
            }
        },
    });
    doc.commentBefore = [
        schemaDirective(),
        ` Written by \`hooksim init\` for ${hookFile}. Change the steps, then record what the hooks do with`,
        ' `hooksim run --update` and review the diff it prints.',
    ].join('\n');
    return doc.toString({ lineWidth: 0 });
}
async function exists(file) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).catch(() => undefined)) !== undefined;
}
/** The scenario JSON Schema, as `hooksim schema scenario` prints it. */
function scenarioJsonSchema() {
    return `${JSON.stringify(zod__WEBPACK_IMPORTED_MODULE_12__/* .toJSONSchema */ .bl(_session_scenario_schema_js__WEBPACK_IMPORTED_MODULE_8__/* .scenarioSchema */ .mE, { io: 'input', unrepresentable: 'any' }), null, 2)}\n`;
}
/** Write the workflow, the schema and one recorded scenario per hook file. */
async function initRepo(options) {
    const repo = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(options.repo);
    const profile = (0,_profiles_js__WEBPACK_IMPORTED_MODULE_6__/* .getProfile */ .E$)(options.profile);
    const config = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_3__/* .loadHookConfig */ .u)(repo, profile);
    const byFile = new Map();
    for (const entry of config.entries) {
        if (entry.disabled || (0,_events_catalogue_js__WEBPACK_IMPORTED_MODULE_4__/* .eventNeverFires */ .U5)(entry.event, profile) !== undefined)
            continue;
        byFile.set(entry.file, [...(byFile.get(entry.file) ?? []), entry]);
    }
    if (byFile.size === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .e(`no hooks to start from in '${options.repo}': init writes scenarios for the hook files in .github/hooks (hooksim validate says why a file is not loaded).`);
    }
    const written = [];
    const skipped = [];
    const put = async (relative, text) => {
        const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(repo, relative);
        if (!options.force && (await exists(file))) {
            skipped.push(relative);
            options.onFile?.(`skipped ${relative}: it exists (--force overwrites it)`);
            return undefined;
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, text);
        written.push(relative);
        return file;
    };
    const all = (0,_session_smoke_js__WEBPACK_IMPORTED_MODULE_9__/* .buildSmokeSteps */ .RB)(config, await (0,_session_smoke_js__WEBPACK_IMPORTED_MODULE_9__/* .findSmokeTargets */ .Bt)(repo));
    const scenarios = [];
    const names = new Set();
    for (const [hookFile, entries] of byFile) {
        let base = scenarioBase(hookFile);
        while (names.has(base))
            base = `${base}-2`;
        names.add(base);
        const events = [...new Set(entries.map((e) => e.eventKey))];
        const text = scenarioText(hookFile, events, stepsForFile(entries, all, profile));
        const file = await put(`${_session_load_scenarios_js__WEBPACK_IMPORTED_MODULE_7__/* .DEFAULT_SCENARIO_DIR */ .BW}/${base}.yml`, text);
        if (file)
            scenarios.push(file);
    }
    await put(SCHEMA_FILE, scenarioJsonSchema());
    await put(WORKFLOW_FILE, WORKFLOW);
    let run;
    if (scenarios.length > 0) {
        run = await (0,_update_js__WEBPACK_IMPORTED_MODULE_11__.updateScenarios)({
            repo,
            profile: options.profile,
            scenarios,
            sandbox: options.sandbox,
            ...(options.onScenario ? { onScenario: options.onScenario } : {}),
            ...(options.onSandboxChoice ? { onSandboxChoice: options.onSandboxChoice } : {}),
        });
    }
    const statuses = new Map(run?.report.scenarios.map((s) => [s.file, s.status]));
    for (const relative of written) {
        const status = statuses.get(relative);
        const note = status === undefined
            ? ''
            : status === 'errored'
                ? ' (not recorded: it errored)'
                : ` (recorded, ${status})`;
        options.onFile?.(`wrote ${relative}${note}`);
    }
    return { written, skipped, ...(run ? { run } : {}) };
}


/***/ }),

/***/ 1124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkUpdateOptions: () => (/* binding */ checkUpdateOptions),
  formatExpectationDiff: () => (/* binding */ formatExpectationDiff),
  updateScenarios: () => (/* binding */ updateScenarios)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/report/json-report.ts
var json_report = __webpack_require__(4225);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/session/edit-scenario.ts
/**
 * Apply expectation edits to a scenario file's text through its YAML document, so its comments, key order and
 * formatting stay: only the lines an edit touches change (`run --update`, `init`).
 */

/** The indentation the file uses (its smallest), and whether block lists sit under their key or indented. */
function styleOf(text) {
    const indents = text
        .split('\n')
        .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'))
        .map((line) => /^ */.exec(line)?.[0].length ?? 0)
        .filter((n) => n > 0);
    const indent = indents.length > 0 ? Math.min(...indents) : 2;
    const indentSeq = !/^[^\s#][^\n]*:[ \t]*\n-[ \t]/m.test(text);
    return { indent, indentSeq, lineWidth: 0, minContentWidth: 0 };
}
/** Add `expect` to a step map before its `then` list, where a reader looks for it; elsewhere at the end. */
function setExpect(doc, path, value) {
    const parent = doc.getIn(path.slice(0, -1), true);
    if ((0,dist/* isMap */.jh)(parent) && !parent.has('expect')) {
        const at = parent.items.findIndex((pair) => pair.key?.value === 'then');
        if (at >= 0) {
            parent.items.splice(at, 0, doc.createPair('expect', value));
            return;
        }
    }
    doc.setIn(path, doc.createNode(value));
}
/** Set the value at a path; a scalar keeps its node, so its quoting style and trailing comment stay. */
function replaceValue(doc, path, value) {
    const node = doc.getIn(path, true);
    const scalar = (0,dist/* isScalar */.jn)(node) && (typeof value !== 'object' || value === null);
    if (scalar) {
        node.value = value;
        return;
    }
    const created = doc.createNode(value);
    if ((0,dist/* isNode */.Ll)(node) && (0,dist/* isNode */.Ll)(created)) {
        created.comment = node.comment;
        created.commentBefore = node.commentBefore;
    }
    doc.setIn(path, created);
}
/** The longest common subsequence of two line lists, as pairs of indexes. */
function commonLines(a, b) {
    const n = a.length;
    const m = b.length;
    const table = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let i = n - 1; i >= 0; i--) {
        const row = table[i];
        const below = table[i + 1];
        for (let j = m - 1; j >= 0; j--) {
            row[j] =
                a[i] === b[j] ? below[j + 1] + 1 : Math.max(below[j], row[j + 1]);
        }
    }
    const pairs = [];
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
        if (a[i] === b[j])
            pairs.push([i++, j++]);
        else if ((table[i + 1]?.[j] ?? 0) >= (table[i]?.[j + 1] ?? 0))
            i++;
        else
            j++;
    }
    return pairs;
}
/**
 * The edited text with every line the edits left alone taken from the original: the library's own layout (the
 * padding inside `[ ]`, say) shows only on the lines that changed. When the library lays the untouched document
 * out on other lines than the original, its whole output is used.
 */
function keepUntouchedLines(original, baseline, edited) {
    const o = original.split('\n');
    const b = baseline.split('\n');
    const e = edited.split('\n');
    // The library ends the document with a newline; a file without one compares as if it had it.
    if (o.length + 1 === b.length && b.at(-1) === '')
        o.push('');
    if (o.length !== b.length)
        return edited;
    const out = [];
    let j = 0;
    for (const [bi, ei] of commonLines(b, e)) {
        while (j < ei)
            out.push(e[j++]);
        out.push(o[bi]);
        j = ei + 1;
    }
    while (j < e.length)
        out.push(e[j++]);
    return out.join('\n');
}
/** The scenario text with the edits applied; the text as it was when there are none. */
function applyExpectationEdits(text, edits) {
    if (edits.length === 0)
        return text;
    const options = styleOf(text);
    const doc = (0,dist/* parseDocument */.Tp)(text);
    const baseline = doc.toString(options);
    for (const edit of edits) {
        if (edit.value === undefined)
            doc.deleteIn(edit.path);
        else if (edit.path.at(-1) === 'expect' && edit.old === undefined)
            setExpect(doc, edit.path, edit.value);
        else
            replaceValue(doc, edit.path, edit.value);
    }
    return keepUntouchedLines(text, baseline, doc.toString(options));
}

// EXTERNAL MODULE: ./src/session/load-scenarios.ts
var load_scenarios = __webpack_require__(4224);
// EXTERNAL MODULE: ./src/session/expectations.ts
var expectations = __webpack_require__(9889);
// EXTERNAL MODULE: ./src/session/scenario-schema.ts
var scenario_schema = __webpack_require__(2598);
;// CONCATENATED MODULE: ./src/session/record-expectations.ts


/** A text written as an exact expectation; a text that reads as `/pattern/` is anchored as one. */
function exactText(text) {
    if (!scenario_schema/* REGEX_FORM */.Li.test(text))
        return text;
    return `/^${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$/`;
}
function recorded(value) {
    return typeof value === 'string' ? exactText(value) : value;
}
/** The step (a tool call, a stop, a nested `then` or subagent step) at a path of the parsed scenario. */
function stepAt(scenario, path) {
    let node = scenario;
    for (const part of path)
        node = node?.[part];
    return node;
}
function showPath(path) {
    return path
        .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
        .join('')
        .replace(/^\./, '');
}
/** The recorded `expect` of a step that has none: what a user checks of that kind of step. */
function recordStepExpect(step, outcome) {
    const out = {};
    const put = (key, value) => {
        if (value !== undefined)
            out[key] = recorded(value);
    };
    if (outcome.kind === 'tool' && 'tool' in step) {
        put('decision', outcome.decision ?? 'none');
        put('reason', outcome.reason);
        put('additionalContext', outcome.additionalContext);
        if (JSON.stringify(outcome.args ?? step.args) !== JSON.stringify(step.args))
            put('args', outcome.args);
        // What the model gets, where a hook shaped it: a deny's message, or a scripted result a hook changed or
        // added to. An executed tool's own output (listings, times) is no expectation.
        const scripted = step.execute ? undefined : (step.error ?? step.result ?? '');
        if (outcome.decision === 'deny' || (scripted !== undefined && outcome.agentSees !== scripted))
            put('agentSees', outcome.agentSees);
        return out;
    }
    if (outcome.kind === 'stop' || outcome.kind === 'subagent') {
        put('decision', outcome.decision ?? 'none');
        put('reason', outcome.reason);
        put('modifiedResponse', outcome.modifiedResponse);
        if ((outcome.continuations ?? 0) > 0)
            put('continuations', outcome.continuations);
        return out;
    }
    put('fired', outcome.fired);
    put('additionalContext', outcome.additionalContext);
    out.hooks = { ran: outcome.hooks.ran };
    return out;
}
const RECORDED_SESSION_EVENTS = ['sessionStart', 'userPromptSubmitted'];
/** The recorded session-level `expect` of a scenario that has none. */
function recordSessionExpect(scenario, run) {
    const out = {};
    for (const event of RECORDED_SESSION_EVENTS) {
        const record = run.events.find((e) => e.event === event && e.step === undefined);
        if (!record)
            continue;
        const fields = {};
        const { decision, reason, additionalContext, prompt } = record.result;
        if (decision !== undefined && decision !== 'none')
            fields.decision = decision;
        if (reason !== undefined)
            fields.reason = recorded(reason);
        if (additionalContext !== undefined)
            fields.additionalContext = recorded(additionalContext);
        if (prompt !== undefined && prompt !== scenario.prompt)
            fields.prompt = recorded(prompt);
        if (Object.keys(fields).length > 0)
            out[event] = fields;
    }
    const blocked = blockedHosts(run.egress);
    if (blocked.length > 0)
        out.egress = { blocked };
    const hooks = run.events.flatMap((e) => e.hooks);
    out.hooks = {
        errors: hooks.filter((h) => h.status === 'error').length,
        timeouts: hooks.filter((h) => h.status === 'timeout').length,
    };
    return out;
}
function blockedHosts(egress) {
    return [...new Set(egress.filter((e) => !e.allowed).map((e) => e.host))].sort();
}
/** Edits of one existing `expect` map: each failing field takes the actual value, or goes when there is none. */
function fixFields(base, where, expected, actual) {
    return (0,expectations/* fieldMismatches */.F$)(expected, actual).map(({ key, want, got }) => ({
        path: [...base, ...key],
        old: want,
        value: recorded(got),
        where,
    }));
}
/** Edits of the session-level `expect` the scenario already has. */
function fixSession(expected, run) {
    const edits = [];
    for (const event of [
        'sessionStart',
        'userPromptSubmitted',
        'userPromptTransformed',
        'sessionEnd',
    ]) {
        const want = expected[event];
        const record = run.events.find((e) => e.event === event && e.step === undefined);
        if (!want || !record)
            continue;
        edits.push(...fixFields(['expect', event], `expect.${event}`, want, (0,expectations/* eventFields */.ef)(record)));
    }
    for (const [key, allowed] of [
        ['blocked', false],
        ['allowed', true],
    ]) {
        const want = expected.egress?.[key];
        if (!want)
            continue;
        const hits = run.egress.filter((e) => e.allowed === allowed);
        const met = want.every((host) => hits.some((e) => e.host === host || e.url === host || (0,expectations/* fieldMatches */.aA)('host', host, e.url ?? e.host) === true));
        if (!met) {
            const value = [...new Set(hits.map((e) => e.host))].sort();
            edits.push({ path: ['expect', 'egress', key], old: want, value, where: 'expect.egress' });
        }
    }
    for (const kind of ['created', 'modified', 'deleted']) {
        const want = expected.files?.[kind];
        if (!want)
            continue;
        if (!want.every((file) => run.files[kind].some((path) => (0,expectations/* fieldMatches */.aA)('file', file, path) === true))) {
            edits.push({
                path: ['expect', 'files', kind],
                old: want,
                value: run.files[kind],
                where: 'expect.files',
            });
        }
    }
    if (expected.hooks) {
        const hooks = run.events.flatMap((e) => e.hooks);
        const totals = {
            errors: hooks.filter((h) => h.status === 'error').length,
            timeouts: hooks.filter((h) => h.status === 'timeout').length,
        };
        for (const key of ['errors', 'timeouts']) {
            const want = expected.hooks[key];
            if (want !== undefined && want !== totals[key])
                edits.push({ path: ['expect', 'hooks', key], old: want, value: totals[key], where: 'expect.hooks' });
        }
    }
    return edits;
}
/**
 * Every edit that makes the scenario's expectations describe this run. A step that never ran (its session was
 * cut short, or no hook blocked its stop) is left as it is; a `then` step that ran in several continuations is
 * recorded from the first.
 */
function planExpectationEdits(scenario, run) {
    const edits = [];
    const seen = new Set();
    for (const outcome of run.outcomes) {
        if (!outcome.path)
            continue;
        const key = JSON.stringify(outcome.path);
        if (seen.has(key))
            continue;
        seen.add(key);
        const step = stepAt(scenario, outcome.path);
        if (!step)
            continue;
        const where = `${showPath(outcome.path)} (${outcome.label})`;
        if (!step.expect) {
            edits.push({ path: [...outcome.path, 'expect'], value: recordStepExpect(step, outcome), where });
            continue;
        }
        edits.push(...fixFields([...outcome.path, 'expect'], where, step.expect, outcome));
    }
    if (Object.keys(scenario.expect).length === 0) {
        edits.push({ path: ['expect'], value: recordSessionExpect(scenario, run), where: 'expect' });
    }
    else {
        edits.push(...fixSession(scenario.expect, run));
    }
    return edits;
}

// EXTERNAL MODULE: ./src/commands/errors.ts
var errors = __webpack_require__(9255);
// EXTERNAL MODULE: ./src/commands/run.ts + 10 modules
var run = __webpack_require__(5799);
;// CONCATENATED MODULE: ./src/commands/update.ts
/**
 * `hooksim run --update`: replay the scenarios, write each step's current outcome into its `expect` (like a
 * snapshot test's `-u`), show what changed, then replay the files it wrote so the run's status is theirs.
 */









function showValue(value) {
    const text = JSON.stringify(value) ?? 'nothing';
    return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
/** The key an edit shows: its path below the `expect` it belongs to. */
function keyOf(edit) {
    const at = edit.path.lastIndexOf('expect');
    return edit.path
        .slice(at + 1)
        .map(String)
        .join('.');
}
/** A new expectation as `key: value` pairs, nested maps as dotted keys (`sessionStart.additionalContext`). */
function flatPairs(value, prefix = '') {
    return Object.entries(value).flatMap(([key, inner]) => typeof inner === 'object' && inner !== null && !Array.isArray(inner) && key !== 'args'
        ? flatPairs(inner, `${prefix}${key}.`)
        : [[`${prefix}${key}`, inner]]);
}
/** The diff of one file's edits, grouped by step: `- key: old` and `+ key: new` lines. */
function formatExpectationDiff(file, edits) {
    const lines = [(0,report_escape/* terminalLine */.tL)(file)];
    let where;
    // terminalLine trims: the indentation goes outside it.
    const line = (indent, text) => lines.push(`${indent}${(0,report_escape/* terminalLine */.tL)(text)}`);
    for (const edit of edits) {
        if (edit.where !== where) {
            where = edit.where;
            const added = edit.old === undefined && edit.path.at(-1) === 'expect';
            line('  ', `${where}${added ? ': new expect' : ''}`);
        }
        const key = keyOf(edit);
        if (edit.old === undefined && typeof edit.value === 'object' && edit.value !== null && key === '') {
            for (const [field, value] of flatPairs(edit.value))
                line('    ', `+ ${field}: ${showValue(value)}`);
            continue;
        }
        if (edit.old !== undefined)
            line('    ', `- ${key}: ${showValue(edit.old)}`);
        if (edit.value !== undefined)
            line('    ', `+ ${key}: ${showValue(edit.value)}`);
    }
    return lines.join('\n');
}
/** Refuse what `--update` cannot record, before anything runs. */
function checkUpdateOptions(options) {
    if (options.compare !== undefined)
        throw new errors/* UsageError */.e('--update records one profile; run it without --compare.');
    if ((options.engine ?? 'native') !== 'native')
        throw new errors/* UsageError */.e('--update records what the native engine replays; run it without --engine copilot-cli.');
}
/** Record one replayed scenario into its file; the edits written, or a note on why the file was left alone. */
async function recordFile(file, report, outcomes) {
    if (report.status === 'errored')
        return { edits: [], note: 'not updated: the scenario errored' };
    const text = await (0,promises_.readFile)(file, 'utf8');
    const loaded = (0,load_scenarios/* parseScenario */.Mo)(text, report.file);
    if (!loaded.ok)
        return { edits: [], note: 'not updated: the file changed while it ran' };
    const edits = planExpectationEdits(loaded.scenario, {
        outcomes,
        events: report.events,
        egress: report.egress,
        files: report.files,
    });
    if (edits.length === 0)
        return { edits };
    const updated = applyExpectationEdits(text, edits);
    const check = (0,load_scenarios/* parseScenario */.Mo)(updated, report.file);
    if (!check.ok) {
        const problem = check.problems[0];
        return { edits: [], note: `not updated: the edited file would not load (${problem?.message ?? ''})` };
    }
    await (0,promises_.writeFile)(file, updated);
    return { edits };
}
/** Replay, record into the scenario files, and replay the files written; progress goes to `onScenario`. */
async function updateScenarios(options) {
    checkUpdateOptions(options);
    const repo = external_node_path_default().resolve(options.repo);
    const outcomes = new Map();
    const { onScenario, onDiff, ...runOptions } = options;
    const first = await (0,run.runScenarios)({
        ...runOptions,
        onOutcomes: (file, recorded) => outcomes.set(file, recorded),
    });
    const written = [];
    for (const report of first.report.scenarios) {
        if (report.file === run.SMOKE_FILE) {
            onDiff?.('No scenario files to update: the smoke session ran. `hooksim init` writes scenarios for the hook files.');
            continue;
        }
        const recorded = outcomes.get(report.file);
        if (!recorded)
            continue;
        const file = external_node_path_default().resolve(repo, report.file);
        const { edits, note } = await recordFile(file, report, recorded);
        if (note)
            onDiff?.((0,report_escape/* terminalLine */.tL)(`${report.file}: ${note}`));
        if (edits.length === 0)
            continue;
        onDiff?.(formatExpectationDiff(report.file, edits));
        written.push(file);
    }
    if (written.length === 0) {
        for (const report of first.report.scenarios)
            onScenario?.(report);
        return { ...first, written };
    }
    onDiff?.(`Updated ${written.length} scenario file${written.length === 1 ? '' : 's'}; replaying them.`);
    const again = await (0,run.runScenarios)({ ...runOptions, scenarios: written, shard: undefined });
    const byFile = new Map(again.report.scenarios.map((s) => [s.file, s]));
    const scenarios = first.report.scenarios.map((s) => byFile.get(s.file) ?? s);
    for (const report of scenarios)
        onScenario?.(report);
    const { summary } = (0,json_report/* buildJsonReport */.XY)(first.report.profile, scenarios, first.report.diagnostics, first.report.summary.durationMs + again.report.summary.durationMs);
    return {
        report: { ...first.report, summary, scenarios },
        unreadable: first.unreadable || again.unreadable,
        sandboxFailed: first.sandboxFailed || again.sandboxFailed,
        written,
    };
}


/***/ })

};
