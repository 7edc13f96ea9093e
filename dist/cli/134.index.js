export const id = 134;
export const ids = [134];
export const modules = {

/***/ 7134:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main),
  processIo: () => (/* binding */ processIo)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./node_modules/commander/esm.mjs
var esm = __webpack_require__(8179);
// EXTERNAL MODULE: ./src/commands/errors.ts
var errors = __webpack_require__(9255);
// EXTERNAL MODULE: ./src/engines/copilot-install.ts
var copilot_install = __webpack_require__(8289);
// EXTERNAL MODULE: ./src/profiles.ts
var profiles = __webpack_require__(9717);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/cli/commands.ts + 1 modules
var commands = __webpack_require__(6569);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/load.ts + 3 modules
var load = __webpack_require__(5559);
// EXTERNAL MODULE: ./src/sandbox/environment.ts
var environment = __webpack_require__(4282);
;// CONCATENATED MODULE: ./src/commands/validate.ts
/** `hooksim validate`: load and validate every hook file under a profile. */






/** Load the repository's hook files as the profile's runtime would, with every diagnostic. */
async function validateRepo(options) {
    const profile = (0,profiles/* getProfile */.E$)(options.profile);
    // cli profiles read user sources from the sandbox HOME, which starts empty (runtime-behaviour.md §2).
    const home = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'hooksim-home-'));
    try {
        const agentEnv = (0,environment/* buildAgentEnv */.PU)({ profile, home, prompt: '' });
        return await (0,load/* loadHookConfig */.u)((0,external_node_path_.resolve)(options.repo), profile, { home, agentEnv });
    }
    finally {
        await (0,promises_.rm)(home, { recursive: true, force: true });
    }
}
/** Whether any file was rejected: the CLI exits 1 then. */
function hasRejectedFile(config) {
    return config.files.some((file) => file.status === 'rejected');
}

// EXTERNAL MODULE: ./src/firewall/rules.ts
var rules = __webpack_require__(6891);
// EXTERNAL MODULE: ./src/report/annotations.ts
var annotations = __webpack_require__(856);
// EXTERNAL MODULE: ./src/report/json-report.ts
var json_report = __webpack_require__(4225);
// EXTERNAL MODULE: ./src/report/report-formats.ts
var report_formats = __webpack_require__(9103);
// EXTERNAL MODULE: ./src/report/hook-errors.ts
var hook_errors = __webpack_require__(4975);
;// CONCATENATED MODULE: ./src/report/terminal.ts



const MARK = { passed: '✓', failed: '✗', errored: '!' };
/** Distinct hook failures listed under a scenario; the rest are counted. */
const MAX_LISTED_HOOK_ERRORS = 3;
const MAX_TEXT = 160;
/**
 * `! N hook errors: file#i (event): first line of the error; stderr: first line`, one entry a line (repeats of
 * one failure counted with ×K), at most MAX_LISTED_HOOK_ERRORS, then how many runs are not listed.
 */
function formatHookErrors(scenario) {
    const groups = (0,hook_errors/* groupHookErrors */.yu)(scenario);
    const total = groups.reduce((sum, g) => sum + g.count, 0);
    if (total === 0)
        return [];
    const shown = groups.slice(0, MAX_LISTED_HOOK_ERRORS);
    const entries = shown.map((g) => {
        const times = g.count > 1 ? ` ×${g.count}` : '';
        // The first line of a command hook's error is `Hook command failed with code N`: stderr adds the why.
        const stderr = g.stderr && !g.error.includes(g.stderr) ? `; stderr: ${(0,report_escape/* terminalLine */.tL)(g.stderr, MAX_TEXT)}` : '';
        const note = g.note ? `; ${(0,report_escape/* terminalLine */.tL)(g.note, 300)}` : '';
        return `${(0,report_escape/* terminalLine */.tL)(g.label, 200)}${times}: ${(0,report_escape/* terminalLine */.tL)(g.error, MAX_TEXT)}${stderr}${note}`;
    });
    const rest = total - shown.reduce((sum, g) => sum + g.count, 0);
    const lines = [`    ! ${(0,hook_errors/* plural */.LS)(total, 'hook error')}: ${entries[0] ?? ''}`];
    for (const entry of entries.slice(1))
        lines.push(`      ${entry}`);
    if (rest > 0)
        lines.push(`      (and ${rest} more)`);
    return lines;
}
/** One progress line per finished scenario, with its failures and hook errors indented below. */
function formatScenarioLine(scenario) {
    const hooks = (0,json_report/* countHookRuns */.JY)(scenario);
    const lines = [
        `${MARK[scenario.status]} ${(0,report_escape/* terminalLine */.tL)(scenario.name)}  (${(0,report_escape/* terminalLine */.tL)(scenario.file)}, ${hooks} hook runs, ${scenario.durationMs} ms)`,
    ];
    for (const failure of scenario.failures) {
        const where = failure.line ? `${(0,report_escape/* terminalLine */.tL)(scenario.file)}:${failure.line}:${failure.column}: ` : '';
        // A failure may quote multi-line hook output: its continuation lines are indented under it.
        lines.push(`    ${where}${(0,report_escape/* terminalText */.eR)(failure.message, '      ')}`);
    }
    lines.push(...formatHookErrors(scenario));
    const blocked = scenario.egress.filter((e) => !e.allowed);
    if (blocked.length > 0) {
        lines.push(`    firewall blocked: ${[...new Set(blocked.map((e) => (0,report_escape/* terminalLine */.tL)(e.kind === 'dns' ? e.host : (e.url ?? e.host))))].join(', ')}`);
    }
    for (const note of (0,hook_errors/* ignoredOutputNotes */.z7)(scenario))
        lines.push(`    ignored: ${(0,report_escape/* terminalLine */.tL)(note, 300)}`);
    // The process driver's cost is said once, before the first hook (processRunWarning), not per scenario.
    for (const warning of scenario.warnings.filter((w) => !w.startsWith('sandbox-reduced-fidelity')))
        lines.push(`    warning: ${(0,report_escape/* terminalText */.eR)(warning, '      ')}`);
    return lines.join('\n');
}
/** The closing summary line: scenario outcomes, rejected hook files, hook runs and hook errors. */
function formatRunSummary(report) {
    const s = report.summary;
    const parts = [`${s.passed} passed`, `${s.failed} failed`];
    if (s.errored)
        parts.push(`${s.errored} errored`);
    const rejected = (0,hook_errors/* rejectedFiles */.Y0)(report.diagnostics).length;
    if (rejected)
        parts.push(`${(0,hook_errors/* plural */.LS)(rejected, 'hook file')} rejected`);
    const errors = (0,hook_errors/* countHookErrors */.wZ)(report.scenarios);
    const runs = `${s.hookRuns} hook runs${errors ? `, ${(0,hook_errors/* plural */.LS)(errors, 'hook error')}` : ''}`;
    return `\n${(0,hook_errors/* plural */.LS)(s.scenarios, 'scenario')} under profile ${(0,report_escape/* terminalLine */.tL)(report.profile)}: ${parts.join(', ')}; ${runs} in ${(s.durationMs / 1000).toFixed(1)} s`;
}
/** The differences found by `--compare`, one line each. */
function formatComparison(report) {
    const comparison = report.comparison;
    if (!comparison)
        return '';
    const lines = [
        `\nCompared with profile ${(0,report_escape/* terminalLine */.tL)(comparison.profile)} (flags that differ: ${comparison.flags.length}):`,
    ];
    for (const d of comparison.loading ?? []) {
        lines.push(`  ≠ loading ${(0,report_escape/* terminalLine */.tL)(d.entry ?? d.file, 200)}: ${d.base} → ${d.other}`);
    }
    for (const scenario of comparison.scenarios) {
        if (scenario.differences.length === 0) {
            lines.push(`  = ${(0,report_escape/* terminalLine */.tL)(scenario.name)}: same outcome`);
            continue;
        }
        lines.push(`  ≠ ${(0,report_escape/* terminalLine */.tL)(scenario.name)}:`);
        for (const d of scenario.differences) {
            const where = d.step === undefined ? d.event : `step ${d.step} ${d.event}`;
            lines.push(`      ${(0,report_escape/* terminalLine */.tL)(`${where}${d.occurrence ? ` #${d.occurrence + 1}` : ''} ${d.field}`)}: ${terminal_short(d.base)} → ${terminal_short(d.other)}`);
        }
    }
    return lines.join('\n');
}
function terminal_short(value) {
    return (0,report_escape/* terminalLine */.tL)(value === undefined ? 'absent' : JSON.stringify(value), 100);
}

// EXTERNAL MODULE: ./src/runners/missing-program.ts + 1 modules
var missing_program = __webpack_require__(4052);
// EXTERNAL MODULE: ./src/hook-record.ts
var hook_record = __webpack_require__(2172);
;// CONCATENATED MODULE: ./src/report/text.ts




/** `file:line:column severity code message`, the form editors and terminals link. */
function formatDiagnostic(d) {
    const place = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
    return (0,report_escape/* terminalLine */.tL)(`${place}  ${d.severity} ${d.code}  ${d.message}`);
}
/** The text report of `validate`: one line per file, then every diagnostic. */
function formatValidation(config, profile) {
    const lines = [`Hook files under profile ${profile}:`];
    if (config.files.length === 0)
        lines.push('  (no hook files found in .github/hooks)');
    for (const file of config.files) {
        lines.push(`  ${file.status.padEnd(8)} ${(0,report_escape/* terminalLine */.tL)(file.file)}  (${file.hooks} hook${file.hooks === 1 ? '' : 's'})`);
    }
    if (config.diagnostics.length > 0) {
        lines.push('', 'Diagnostics:');
        for (const d of config.diagnostics)
            lines.push(`  ${formatDiagnostic(d)}`);
    }
    return lines.join('\n');
}
function describeHook(hook) {
    const label = (0,report_escape/* terminalLine */.tL)((0,hook_record/* hookLabel */.UR)(hook));
    if (hook.status === 'skipped')
        return `${label}  ${hook.type}  skipped: ${(0,report_escape/* terminalLine */.tL)(hook.skipped ?? '', 500)}`;
    const parts = [`${label}  ${hook.type}  ${hook.status}`];
    if (hook.exitCode !== undefined && hook.exitCode !== null)
        parts.push(`exit ${hook.exitCode}`);
    if (hook.httpStatus !== undefined)
        parts.push(`HTTP ${hook.httpStatus}`);
    parts.push(`${Math.round(hook.durationMs)} ms`);
    let line = parts.join('  ');
    if (hook.output !== undefined)
        line += `\n      output: ${(0,report_escape/* terminalLine */.tL)(JSON.stringify(hook.output), 120)}`;
    else if (hook.parseError)
        line += `\n      output: none (${(0,report_escape/* terminalLine */.tL)(hook.parseError, 80)})`;
    if (hook.error) {
        const silent = (0,hook_errors/* silentFailureNote */.kM)(hook);
        const error = silent ? `${hook.error.replace(/\s*Stderr:\s*$/, '')} (${silent})` : hook.error;
        line += `\n      error: ${(0,report_escape/* terminalLine */.tL)(error, 120)}`;
    }
    if (hook.missingProgram)
        line += `\n      note: ${(0,report_escape/* terminalLine */.tL)((0,missing_program/* missingProgramNote */.Dz)(hook.missingProgram), 300)}`;
    for (const note of hook.ignored ?? [])
        line += `\n      ignored: ${(0,report_escape/* terminalLine */.tL)(note, 300)}`;
    for (const p of hook.progress ?? [])
        line += `\n      progress: ${(0,report_escape/* terminalLine */.tL)(p.message, 120)}`;
    return line;
}
/** The text report of `fire`: the hooks that ran and the decision, with the deciding hook named. */
function formatEventRecord(record, profile) {
    const lines = [`${record.event} under profile ${(0,report_escape/* terminalLine */.tL)(profile)}${describeToolInput(record)}`];
    if (!record.fired) {
        lines.push(`  not fired: ${(0,report_escape/* terminalLine */.tL)(record.skipped ?? '')}`);
        return lines.join('\n');
    }
    if (record.hooks.length === 0)
        lines.push('  no hook is configured for this event');
    for (const hook of record.hooks)
        lines.push(`  ${describeHook(hook)}`);
    const result = record.result;
    lines.push('');
    if (result.decision) {
        const by = result.decidedBy ? ` (decided by ${(0,report_escape/* terminalLine */.tL)(result.decidedBy)})` : '';
        const effective = result.decision === 'ask' ? 'ask, treated as deny' : result.decision;
        lines.push(`Decision: ${effective}${by}`);
    }
    // Multi-line values keep their lines, each indented under its label.
    if (result.reason !== undefined)
        lines.push(`Reason: ${(0,report_escape/* terminalText */.eR)(result.reason, '  ')}`);
    if (result.args !== undefined)
        lines.push(`Arguments: ${(0,report_escape/* terminalLine */.tL)(JSON.stringify(result.args))}`);
    if (result.additionalContext !== undefined)
        lines.push(`Additional context: ${(0,report_escape/* terminalText */.eR)(result.additionalContext, '  ')}`);
    if (result.modifiedResponse !== undefined)
        lines.push(`Modified response: ${(0,report_escape/* terminalText */.eR)(result.modifiedResponse, '  ')}`);
    if (result.ignoredOutputs?.length)
        lines.push(`Ignored outputs: ${(0,report_escape/* terminalLine */.tL)(result.ignoredOutputs.join(', '))}`);
    if (result.agentSees !== undefined)
        lines.push(`Agent sees:\n  | ${(0,report_escape/* terminalText */.eR)(result.agentSees, '  | ')}`);
    for (const warning of record.warnings ?? [])
        lines.push(`warning: ${(0,report_escape/* terminalText */.eR)(warning, '  ')}`);
    return lines.join('\n');
}
/** `: tool bash, args {...}` for a tool event, so the reader sees what was sent (fire defaults to bash {}). */
function describeToolInput(record) {
    const { toolName, toolArgs } = record.input;
    if (typeof toolName !== 'string')
        return '';
    const args = typeof toolArgs === 'string' ? toolArgs : JSON.stringify(toolArgs ?? {});
    return `: tool ${(0,report_escape/* terminalLine */.tL)(toolName)}, args ${(0,report_escape/* terminalLine */.tL)(args, 200)}`;
}

// EXTERNAL MODULE: ./src/sandbox/choice.ts
var sandbox_choice = __webpack_require__(7772);
;// CONCATENATED MODULE: ./src/cli/handlers.ts
/**
 * What each command does with its parsed arguments and flags: check what commander cannot (a directory, a
 * JSON object, a number), call the core in `src/commands/`, print. Returns the exit status.
 */














/** `--repo` must name a directory: a typo must not pass as a repository without hooks. */
async function checkRepo(dir) {
    const found = await (0,promises_.stat)(dir).catch(() => undefined);
    if (!found)
        throw new errors/* UsageError */.e(`--repo '${dir}' does not exist.`);
    if (!found.isDirectory())
        throw new errors/* UsageError */.e(`--repo '${dir}' is not a directory.`);
    return dir;
}
function parseJsonObject(text, flag) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new errors/* UsageError */.e(`${flag} is not valid JSON: ${error.message}. Expected a JSON object.`);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new errors/* UsageError */.e(`${flag} must be a JSON object, got ${JSON.stringify(value)}.`);
    }
    return value;
}
function parseEnv(pairs) {
    const env = {};
    for (const pair of pairs ?? []) {
        const eq = pair.indexOf('=');
        if (eq <= 0)
            throw new errors/* UsageError */.e(`--env '${pair}' is not NAME=VALUE.`);
        env[pair.slice(0, eq)] = pair.slice(eq + 1);
    }
    return env;
}
/** A whole number of at least `min`, or undefined when the flag is absent. */
function parseCount(value, flag, min) {
    if (value === undefined)
        return undefined;
    const count = Number(value);
    if (!Number.isInteger(count) || count < min)
        throw new errors/* UsageError */.e(`${flag} '${value}' is not a whole number of at least ${min}.`);
    return count;
}
/** `file:line:column: severity code: message` on stderr; the file name and message come from the repository. */
function formatDiagnosticLine(d) {
    return (0,report_escape/* terminalLine */.tL)(`${d.file}:${d.line}:${d.column}: ${d.severity} ${d.code}: ${d.message}`);
}
/** Say on stderr, before the first hook, that hooks run unisolated (the process driver). */
function warnOnProcessRun(io) {
    return (choice) => {
        const warning = (0,sandbox_choice/* processRunWarning */.h4)(choice);
        if (warning !== undefined)
            io.stderr(warning);
    };
}
function parseReports(values) {
    return (values ?? []).map((value) => {
        const eq = value.indexOf('=');
        const format = value.slice(0, eq);
        if (eq <= 0 || !report_formats/* REPORT_FORMATS */.E.includes(format) || eq === value.length - 1) {
            throw new errors/* UsageError */.e(`--report '${value}' is not FORMAT=FILE with FORMAT one of ${report_formats/* REPORT_FORMATS */.E.join(', ')}.`);
        }
        return { format, file: value.slice(eq + 1) };
    });
}
/** Make each report's folder before the run, so a bad path fails in a second, not after every scenario. */
async function prepareReportFolders(targets) {
    for (const { file } of targets) {
        try {
            await (0,promises_.mkdir)(external_node_path_default().dirname(external_node_path_default().resolve(file)), { recursive: true });
        }
        catch (error) {
            throw new errors/* UsageError */.e(`--report: cannot create the folder of '${file}': ${error.message}`);
        }
    }
}
async function writeReports(report, targets, io) {
    const { renderReport } = await __webpack_require__.e(/* import() */ 838).then(__webpack_require__.bind(__webpack_require__, 5838));
    let written = true;
    // Write every report that can be written; one bad path does not lose the others.
    for (const { format, file } of targets) {
        try {
            // Rendering inside the try: a report too large to render fails like one that cannot be written.
            await (0,promises_.writeFile)(file, renderReport(report, format));
        }
        catch (error) {
            io.stderr((0,report_escape/* terminalLine */.tL)(`hooksim: cannot write the ${format} report to '${file}': ${error.message}`));
            written = false;
        }
    }
    return written;
}
/** A replay's warnings and errors (a rejected hook file among them) on stderr, one line each. */
function printProblems(report, io) {
    for (const d of report?.diagnostics.filter((d) => d.severity !== 'info') ?? []) {
        io.stderr(formatDiagnosticLine(d));
    }
}
/**
 * The exit status of a replay (`run`, `merge-reports`, and what `init` and `import --update` ran; none: 0): 2
 * when the sandbox did not start or a scenario was unreadable, 1 when an expectation failed, a scenario
 * errored or a hook file was rejected (its hooks never ran), else 0.
 */
function replayStatus(outcome) {
    if (!outcome)
        return 0;
    if (outcome.sandboxFailed || outcome.unreadable)
        return 2;
    const { report } = outcome;
    const rejected = report.diagnostics.some((d) => d.code === 'file-rejected');
    return report.summary.failed + report.summary.errored > 0 || rejected ? 1 : 0;
}
/** `--update` rewrites expectations: a pull-request check must never approve its own changes. */
function refuseInCi(io) {
    const env = io.env ?? process.env;
    const ci = ['GITHUB_ACTIONS', 'CI'].find((name) => env[name] === 'true');
    if (ci !== undefined)
        throw new errors/* UsageError */.e(`--update is refused in CI (${ci}=true): CI checks expectations, it never rewrites them. Run 'hooksim run --update' locally and commit the result.`);
}
async function runRun({ args, options }, io) {
    const flags = options;
    const reports = parseReports(flags.report);
    if (flags.update)
        refuseInCi(io);
    const jobs = parseCount(flags.jobs, '--jobs', 1);
    await checkRepo(flags.repo);
    await prepareReportFolders(reports);
    const run = flags.update
        ? (await Promise.all(/* import() */[__webpack_require__.e(156), __webpack_require__.e(815), __webpack_require__.e(908), __webpack_require__.e(796), __webpack_require__.e(729), __webpack_require__.e(507), __webpack_require__.e(799), __webpack_require__.e(124)]).then(__webpack_require__.bind(__webpack_require__, 1124))).updateScenarios
        : (await Promise.all(/* import() */[__webpack_require__.e(156), __webpack_require__.e(815), __webpack_require__.e(908), __webpack_require__.e(796), __webpack_require__.e(729), __webpack_require__.e(507), __webpack_require__.e(799)]).then(__webpack_require__.bind(__webpack_require__, 5799))).runScenarios;
    const outcome = await run({
        repo: flags.repo,
        profile: flags.profile,
        scenarios: args[0] ?? [],
        sandbox: flags.sandbox,
        ...(jobs === undefined ? {} : { jobs }),
        ...(flags.shard === undefined ? {} : { shard: flags.shard }),
        allowHosts: flags.allowHost ?? [],
        ...(flags.compare === undefined ? {} : { compare: flags.compare }),
        engine: flags.engine,
        onScenario: (scenario) => io.stdout(formatScenarioLine(scenario)),
        onSandboxChoice: warnOnProcessRun(io),
        allowLocalNetwork: flags.allowLocalNetwork ?? false,
        onDiff: (text) => io.stdout(text),
    });
    const { report } = outcome;
    printProblems(report, io);
    io.stdout(formatRunSummary(report));
    if (report.comparison)
        io.stdout(formatComparison(report));
    const preview = flags.open ? await writeHtmlPreview(report, io) : true;
    const written = (await writeReports(report, reports, io)) && preview;
    return written ? replayStatus(outcome) : 2;
}
/** `run --open`: the HTML report in a new temporary folder, its path printed for the user to open. */
async function writeHtmlPreview(report, io) {
    let dir;
    try {
        dir = await (0,promises_.mkdtemp)(external_node_path_default().join((0,external_node_os_.tmpdir)(), 'hooksim-report-'));
    }
    catch (error) {
        io.stderr((0,report_escape/* terminalLine */.tL)(`hooksim: --open: cannot create a temporary folder: ${error.message}`));
        return false;
    }
    const file = external_node_path_default().join(dir, 'report.html');
    const written = await writeReports(report, [{ format: 'html', file }], io);
    if (written)
        io.stdout((0,report_escape/* terminalLine */.tL)(`HTML report: ${file}`));
    return written;
}
async function runMergeReports({ args, options }, io) {
    const { jsonReportSchema } = await Promise.all(/* import() */[__webpack_require__.e(156), __webpack_require__.e(268)]).then(__webpack_require__.bind(__webpack_require__, 9268));
    const flags = options;
    const reports = [];
    for (const file of args[0]) {
        let parsed;
        try {
            parsed = jsonReportSchema.safeParse(JSON.parse(await (0,promises_.readFile)(file, 'utf8')));
        }
        catch (error) {
            throw new errors/* UsageError */.e(`${file} is not a readable JSON report: ${error.message}`);
        }
        if (!parsed.success) {
            throw new errors/* UsageError */.e(`${file} is not a hooksim JSON report: ${parsed.error.issues[0]?.message ?? ''}`);
        }
        reports.push(parsed.data);
    }
    const merged = (0,json_report/* mergeJsonReports */.eo)(reports);
    const targets = [
        ...(flags.out ? [{ format: 'json', file: flags.out }] : []),
        ...parseReports(flags.report),
    ];
    if (targets.length === 0)
        io.stdout(JSON.stringify(merged, null, 2));
    await prepareReportFolders(targets);
    const written = await writeReports(merged, targets, io);
    io.stderr(formatRunSummary(merged).trim());
    return written ? replayStatus({ report: merged }) : 2;
}
async function runValidate({ options }, io) {
    const flags = options;
    const config = await validateRepo({ repo: await checkRepo(flags.repo), profile: flags.profile });
    if (flags.format === 'json')
        io.stdout(JSON.stringify({ files: config.files, diagnostics: config.diagnostics }, null, 2));
    else if (flags.format === 'github')
        for (const d of config.diagnostics)
            io.stdout((0,annotations/* formatAnnotation */.t)(d));
    else
        io.stdout(formatValidation(config, flags.profile));
    return hasRejectedFile(config) ? 1 : 0;
}
async function runFire({ args, options }, io) {
    const { fireEvent } = await Promise.all(/* import() */[__webpack_require__.e(908), __webpack_require__.e(796), __webpack_require__.e(729), __webpack_require__.e(696)]).then(__webpack_require__.bind(__webpack_require__, 2696));
    const flags = options;
    await checkRepo(flags.repo);
    const payloadText = flags.payload === '-' ? io.readStdin() : flags.payload;
    const outcome = await fireEvent({
        repo: flags.repo,
        profile: flags.profile,
        event: args[0],
        ...(flags.tool !== undefined ? { tool: flags.tool } : {}),
        ...(flags.args !== undefined ? { args: parseJsonObject(flags.args, '--args') } : {}),
        ...(flags.prompt !== undefined ? { prompt: flags.prompt } : {}),
        ...(payloadText !== undefined ? { payload: parseJsonObject(payloadText, '--payload') } : {}),
        env: parseEnv(flags.env),
        sandbox: flags.sandbox,
        engine: flags.engine,
        onSandboxChoice: warnOnProcessRun(io),
        allowLocalNetwork: flags.allowLocalNetwork ?? false,
    });
    if (flags.json) {
        io.stdout(JSON.stringify({ ...outcome.record, diagnostics: outcome.diagnostics }, null, 2));
    }
    else {
        // The process-run warning went to stderr before the hooks ran; once is enough.
        const problems = outcome.diagnostics.filter((d) => d.severity !== 'info' && d.code !== 'sandbox-reduced-fidelity');
        for (const d of problems)
            io.stderr(formatDiagnosticLine(d));
        io.stdout(formatEventRecord(outcome.record, outcome.profile.name));
    }
    return hasRejectedFile(outcome.config) ? 1 : 0;
}
async function runLint({ options }, io) {
    const { explainLintRule, formatLint, lintExitCode } = await Promise.all(/* import() */[__webpack_require__.e(175), __webpack_require__.e(231)]).then(__webpack_require__.bind(__webpack_require__, 7231));
    const { lintRepo } = await Promise.all(/* import() */[__webpack_require__.e(778), __webpack_require__.e(175), __webpack_require__.e(306)]).then(__webpack_require__.bind(__webpack_require__, 306));
    const flags = options;
    if (flags.explain !== undefined) {
        const text = explainLintRule(flags.explain);
        if (text === undefined)
            throw new errors/* UsageError */.e(`--explain '${flags.explain}' is not a lint rule code.`);
        io.stdout(text);
        return 0;
    }
    const maxWarnings = parseCount(flags.maxWarnings, '--max-warnings', 0);
    await checkRepo(flags.repo);
    let findings;
    try {
        findings = await lintRepo({
            repo: flags.repo,
            allowHosts: flags.allowHost ?? [],
            shellcheck: flags.shellcheck,
        });
    }
    catch (error) {
        if (error instanceof rules/* AllowRuleError */.Of)
            throw new errors/* UsageError */.e(`--allow-host: ${error.message}`);
        throw error;
    }
    const text = formatLint(findings, flags.format, flags.repo);
    if (text !== '')
        io.stdout(text);
    const warnings = findings.filter((f) => f.severity === 'warning').length;
    if (maxWarnings !== undefined && warnings > maxWarnings && !findings.some((f) => f.severity === 'error')) {
        io.stderr(`hooksim: ${warnings} warnings, more than --max-warnings ${maxWarnings}`);
    }
    return lintExitCode(findings, maxWarnings);
}
async function runEngineInstall({ options }, io) {
    const { installEngine } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 8289));
    const dir = options.dir ?? (0,copilot_install/* defaultEngineDir */.$M)();
    io.stderr((0,report_escape/* terminalLine */.tL)(`Installing ${copilot_install/* COPILOT_CLI_PACKAGE */.xw}@${copilot_install/* COPILOT_CLI_VERSION */.P5} into ${dir}`));
    const engine = await installEngine({ dir, onOutput: (text) => io.stderr(text.trimEnd()) });
    io.stdout((0,report_escape/* terminalLine */.tL)(`copilot-cli engine ${copilot_install/* COPILOT_CLI_VERSION */.P5} installed: ${engine.packageDir}`));
    return 0;
}
async function runSetup({ options }, io) {
    const { formatMachineReport, setupMachine } = await Promise.all(/* import() */[__webpack_require__.e(908), __webpack_require__.e(631)]).then(__webpack_require__.bind(__webpack_require__, 6631));
    const { showCommand } = await __webpack_require__.e(/* import() */ 866).then(__webpack_require__.bind(__webpack_require__, 1866));
    const flags = options;
    const dryRunOnly = flags.dryRun === true && !flags.check;
    const outcome = await setupMachine({
        check: flags.check ?? false,
        dryRun: flags.dryRun ?? false,
        tests: flags.tests ?? false,
        onOutput: (text) => io.stderr(text.trimEnd()),
    });
    const report = outcome.after ?? outcome.before;
    io.stdout(formatMachineReport(report));
    if (dryRunOnly) {
        const commands = outcome.before.commands.map(showCommand);
        io.stdout(commands.length ? `Would run:\n${commands.map((c) => `  ${c}`).join('\n')}` : 'Nothing to install.');
    }
    if (outcome.error !== undefined) {
        io.stderr(`hooksim setup: ${outcome.error}`);
        return 1;
    }
    return report.ready || dryRunOnly ? 0 : 1;
}
async function runInit({ options }, io) {
    const { initRepo } = await Promise.all(/* import() */[__webpack_require__.e(156), __webpack_require__.e(815), __webpack_require__.e(908), __webpack_require__.e(796), __webpack_require__.e(729), __webpack_require__.e(507), __webpack_require__.e(799), __webpack_require__.e(722)]).then(__webpack_require__.bind(__webpack_require__, 722));
    const flags = options;
    const outcome = await initRepo({
        repo: await checkRepo(flags.repo),
        profile: flags.profile,
        sandbox: flags.sandbox,
        force: flags.force ?? false,
        onFile: (line) => io.stdout((0,report_escape/* terminalLine */.tL)(line)),
        onScenario: (scenario) => io.stdout(formatScenarioLine(scenario)),
        onSandboxChoice: warnOnProcessRun(io),
    });
    printProblems(outcome.run?.report, io);
    return replayStatus(outcome.run);
}
async function runImport({ args, options }, io) {
    const { importCommand } = await Promise.all(/* import() */[__webpack_require__.e(156), __webpack_require__.e(815), __webpack_require__.e(908), __webpack_require__.e(796), __webpack_require__.e(729), __webpack_require__.e(507), __webpack_require__.e(799), __webpack_require__.e(722), __webpack_require__.e(960)]).then(__webpack_require__.bind(__webpack_require__, 2960));
    const flags = options;
    if (flags.update)
        refuseInCi(io);
    const repo = await checkRepo(flags.repo);
    const outcome = await importCommand({
        session: args[0],
        repo,
        ...(flags.out === undefined ? {} : { out: flags.out }),
        force: flags.force ?? false,
        ...(io.env ? { env: io.env } : {}),
        onWritten: (written) => {
            for (const d of written.diagnostics)
                io.stderr(formatDiagnosticLine(d));
            const shown = (file) => external_node_path_default().relative(process.cwd(), file) || file;
            const steps = `${written.steps} step${written.steps === 1 ? '' : 's'}`;
            io.stdout((0,report_escape/* terminalLine */.tL)(`wrote ${shown(written.file)}: ${steps} from ${shown(written.source)}`));
            if (written.schemaWritten)
                io.stdout((0,report_escape/* terminalLine */.tL)(`wrote ${shown(written.schemaWritten)}`));
        },
        ...(flags.update
            ? {
                update: {
                    profile: flags.profile,
                    sandbox: flags.sandbox,
                    onScenario: (scenario) => io.stdout(formatScenarioLine(scenario)),
                    onSandboxChoice: warnOnProcessRun(io),
                    onDiff: (text) => io.stdout(text),
                },
            }
            : {}),
    });
    printProblems(outcome.run?.report, io);
    return replayStatus(outcome.run);
}
async function runSchema({ args }, io) {
    const which = args[0];
    if (which === 'scenario') {
        io.stdout((await Promise.all(/* import() */[__webpack_require__.e(156), __webpack_require__.e(815), __webpack_require__.e(908), __webpack_require__.e(796), __webpack_require__.e(729), __webpack_require__.e(507), __webpack_require__.e(799), __webpack_require__.e(722)]).then(__webpack_require__.bind(__webpack_require__, 722))).scenarioJsonSchema().trimEnd());
        return 0;
    }
    const [{ z }, schema] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(156), __webpack_require__.e(618)]).then(__webpack_require__.bind(__webpack_require__, 2618)),
        which === 'hooks'
            ? Promise.all(/* import() */[__webpack_require__.e(156), __webpack_require__.e(131)]).then(__webpack_require__.bind(__webpack_require__, 131)).then((module) => module.hookFileSchema)
            : Promise.all(/* import() */[__webpack_require__.e(156), __webpack_require__.e(268)]).then(__webpack_require__.bind(__webpack_require__, 9268)).then((module) => module.jsonReportSchema),
    ]);
    io.stdout(JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), null, 2));
    return 0;
}
async function runCompletion({ args }, io) {
    const { completionScript } = await __webpack_require__.e(/* import() */ 474).then(__webpack_require__.bind(__webpack_require__, 474));
    io.stdout(completionScript(args[0]));
    return 0;
}
async function runReadmeCommands(_call, io) {
    const { commandsTable } = await __webpack_require__.e(/* import() */ 839).then(__webpack_require__.bind(__webpack_require__, 9839));
    io.stdout(commandsTable());
    return 0;
}
/** Every command's handler, by its path in the command table (`engine install`). */
const HANDLERS = {
    run: runRun,
    init: runInit,
    import: runImport,
    fire: runFire,
    validate: runValidate,
    lint: runLint,
    schema: runSchema,
    'merge-reports': runMergeReports,
    'engine install': runEngineInstall,
    setup: runSetup,
    completion: runCompletion,
    'readme-commands': runReadmeCommands,
};

// EXTERNAL MODULE: ./src/edit-distance.ts
var edit_distance = __webpack_require__(6671);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/cli/program.ts
/**
 * The commander program made from the command table: flags with their choices and defaults, help with
 * details and examples, output routed to the CLI's io, and no process.exit (errors throw CommanderError).
 */





/** Help lines are wrapped here, whatever the terminal, so help reads the same everywhere (and in tests). */
const HELP_WIDTH = 100;
/** Words wrapped to `width`, every line starting with `indent`. */
function wrapText(text, indent, width = HELP_WIDTH) {
    const lines = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
        if (line !== '' && indent.length + line.length + 1 + word.length > width) {
            lines.push(indent + line);
            line = word;
        }
        else
            line = line === '' ? word : `${line} ${word}`;
    }
    if (line !== '')
        lines.push(indent + line);
    return lines.join('\n');
}
function formatExamples(examples) {
    return ['Examples:', ...examples.map((e) => `  $ ${e.command}\n${wrapText(e.does, '      ')}`)].join('\n');
}
/** A parser that accepts only `choices`, naming them (and the likely one) when the value is not one. */
function choiceParser(label, choices) {
    return (value) => {
        if (choices.includes(value))
            return value;
        const near = (0,edit_distance/* nearestName */.q)(value, choices, (choice) => (choice.length > 4 ? 2 : 1));
        const hint = near === undefined ? '' : ` Did you mean ${near}?`;
        throw new errors/* UsageError */.e(`${label} '${value}' is not one of ${choices.join(', ')}.${hint}`);
    };
}
function collect(value, previous) {
    return [...(previous ?? []), value];
}
function makeOption(spec) {
    const option = new esm/* Option */.c$(spec.flags, spec.description);
    if (spec.choices)
        option.choices(spec.choices).argParser(choiceParser(option.long ?? spec.flags, spec.choices));
    if (spec.repeatable)
        option.argParser(collect);
    if (spec.default !== undefined)
        option.default(spec.default);
    return option;
}
function makeArgument(spec, commandPath) {
    const name = `${spec.name}${spec.variadic ? '...' : ''}`;
    const argument = new esm/* Argument */.ef(spec.required ? `<${name}>` : `[${name}]`, spec.description);
    if (spec.choices) {
        argument.choices(spec.choices).argParser(choiceParser(`${commandPath} ${spec.name}`, spec.choices));
    }
    return argument;
}
/** Positional arguments past the declared ones are bad usage, named. */
function checkExcessArguments(command, spec, commandPath) {
    const declared = spec.args ?? [];
    if (declared.at(-1)?.variadic)
        return;
    const extra = command.args[declared.length];
    if (extra === undefined)
        return;
    throw new errors/* UsageError */.e(declared.length === 0
        ? `${commandPath} takes no arguments (got '${extra}').`
        : `Unexpected argument '${extra}'.`);
}
function addCommand(parent, spec, parentPath, run, handlers) {
    const pathWords = [...parentPath, spec.name];
    const commandPath = pathWords.join(' ');
    const command = parent
        .command(spec.name, { hidden: spec.hidden === true })
        .summary(spec.summary)
        .description(`${spec.summary[0]?.toUpperCase()}${spec.summary.slice(1)}.`);
    for (const arg of spec.args ?? [])
        command.addArgument(makeArgument(arg, commandPath));
    for (const option of spec.options ?? [])
        command.addOption(makeOption(option));
    const after = [...(spec.details ?? []).map((p) => wrapText(p, '')), formatExamples(spec.examples)];
    command.addHelpText('after', `\n${after.join('\n\n')}`);
    if (spec.subcommands) {
        for (const sub of spec.subcommands)
            addCommand(command, sub, pathWords, run, handlers);
        return;
    }
    const handler = handlers[commandPath];
    if (!handler)
        throw new Error(`No handler for the command '${commandPath}'`);
    command.allowExcessArguments(true).action(async (...params) => {
        const self = params.at(-1);
        checkExcessArguments(self, spec, commandPath);
        await run(handler, self.processedArgs, self.opts());
    });
}
const ROOT_EXAMPLES = [
    { command: 'hooksim run --repo examples/demo', does: "replay the demo's scenarios through its hooks" },
    {
        command: `hooksim fire preToolUse --tool bash --args '{"command":"rm -rf /"}'`,
        does: 'what the hooks decide about one tool call',
    },
    { command: 'hooksim lint', does: 'what works on a laptop but not in the cloud agent' },
];
/**
 * The program for one `main` call (commander keeps parsed values on its commands, so never reuse one).
 * `onStatus` receives the exit status of the command that ran.
 */
function buildProgram(io, handlers, onStatus) {
    const program = new esm/* Command */.uB('hooksim');
    // Help goes to io without its final newline (io adds one); errors are printed by main, from CommanderError.
    const write = (to) => (text) => to(text.replace(/\n$/, ''));
    program
        .configureOutput({
        writeOut: write(io.stdout),
        writeErr: write(io.stderr),
        outputError: () => { },
        getOutHelpWidth: () => HELP_WIDTH,
        getErrHelpWidth: () => HELP_WIDTH,
        getOutHasColors: () => false,
        getErrHasColors: () => false,
    })
        .exitOverride()
        .showSuggestionAfterError(true)
        .configureHelp({ helpWidth: HELP_WIDTH })
        .helpOption('-h, --help', 'show this help')
        .helpCommand('help [COMMAND]', "show a command's help")
        .version(version/* VERSION */.x, '-V, --version', 'print the version')
        .usage('COMMAND [options]')
        .description(`hooksim ${version/* VERSION */.x}: preview what GitHub Copilot cloud agent does with your repository hooks`)
        .addHelpText('after', `\nRun 'hooksim COMMAND --help' for a command's flags, their values and examples.\n\n${formatExamples(ROOT_EXAMPLES)}`);
    const run = async (handler, args, options) => {
        onStatus(await handler({ args, options }, io));
    };
    for (const spec of commands/* COMMANDS */.Lo)
        addCommand(program, spec, [], run, handlers);
    return program;
}
/** The command path (`engine install`) the words of argv name, as far as they name one. */
function commandPathOf(argv) {
    const found = [];
    let level = commands/* COMMANDS */.Lo;
    for (const word of argv) {
        if (word.startsWith('-'))
            continue;
        const spec = level?.find((c) => c.name === word);
        if (!spec)
            break;
        found.push(spec.name);
        level = spec.subcommands;
        if (!level)
            break;
    }
    return found;
}

;// CONCATENATED MODULE: ./src/cli-main.ts
/**
 * The CLI: parse argv once with the commander program made from the command table (`src/cli/`), call the
 * command's handler, print. Only this layer sets the exit status; it never throws and never exits the process.
 */









/** Commander's own message for a usage error, as a sentence: `Unknown option '--x'` (it writes `error: unknown…`). */
function commanderMessage(error, commandPath) {
    if (error.code === 'commander.missingArgument') {
        const leaf = (0,commands/* leafCommands */.p3)().find((c) => c.path.join(' ') === commandPath.join(' '));
        const name = /'([^']+)'/.exec(error.message)?.[1] ?? 'an argument';
        const example = leaf?.spec.examples[0]?.command;
        return `${commandPath.join(' ')} needs ${name}${example ? `, e.g. ${example}` : ''}.`;
    }
    const text = error.message.replace(/^error: /, '');
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
/** Run the CLI with argv (without `node` and the script) and return the exit status; never throws. */
async function main(argv, io) {
    let status = 0;
    try {
        const program = buildProgram(io, HANDLERS, (code) => (status = code));
        await program.parseAsync(argv, { from: 'user' });
        return status;
    }
    catch (error) {
        const commandPath = commandPathOf(argv);
        const usage = `Run 'hooksim ${[...commandPath, ''].join(' ')}--help' for usage.`;
        if (error instanceof esm/* CommanderError */.b7) {
            // --help, --version and `help` end here with 0; help shown because no command was named is bad usage.
            if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version')
                return 0;
            if (error.code === 'commander.help')
                return error.exitCode === 0 ? 0 : 2;
            io.stderr(`hooksim: ${(0,report_escape/* terminalText */.eR)(commanderMessage(error, commandPath), '  ')}\n${usage}`);
            return 2;
        }
        // The engine's session module is loaded only when an error may be one of its own.
        const { EngineSessionError } = await Promise.all(/* import() */[__webpack_require__.e(156), __webpack_require__.e(908), __webpack_require__.e(796), __webpack_require__.e(476)]).then(__webpack_require__.bind(__webpack_require__, 6095));
        if (error instanceof copilot_install/* EngineNotInstalledError */.IT ||
            error instanceof copilot_install/* EngineInstallError */.Se ||
            error instanceof EngineSessionError) {
            io.stderr(`hooksim: ${(0,report_escape/* terminalText */.eR)(error.message, '  ')}`);
            return 2;
        }
        // Messages quote arguments and file contents: shown inert, continuation lines indented.
        if (error instanceof errors/* UsageError */.e || error instanceof profiles/* UnknownProfileError */.Yt) {
            io.stderr(`hooksim: ${(0,report_escape/* terminalText */.eR)(error.message, '  ')}\n${usage}`);
            return 2;
        }
        // The sandbox cannot start on this machine (a program missing, namespaces refused): said as it is, not as
        // hooksim's own fault; the message names the fix. Known by its code, so no sandbox module loads for it.
        const code = error.code;
        if (code === 'sandbox-unavailable' || code === 'sandbox-start-failed') {
            io.stderr(`hooksim: ${(0,report_escape/* terminalText */.eR)(error.message, '  ')}`);
            return 2;
        }
        io.stderr(`hooksim: internal error: ${(0,report_escape/* terminalText */.eR)(error.message ?? String(error), '  ')}`);
        return 2;
    }
}
/** The process's own I/O. */
const processIo = {
    stdout: (text) => process.stdout.write(`${text}\n`),
    stderr: (text) => process.stderr.write(`${text}\n`),
    readStdin: () => (0,external_node_fs_.readFileSync)(0, 'utf8'),
};


/***/ }),

/***/ 6569:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Lo: () => (/* binding */ COMMANDS),
  p3: () => (/* binding */ leafCommands),
  bQ: () => (/* binding */ parseFlags)
});

// UNUSED EXPORTS: SHELLS

// EXTERNAL MODULE: ./src/engines/copilot-install.ts
var copilot_install = __webpack_require__(8289);
// EXTERNAL MODULE: ./src/engines/fire-events.ts
var fire_events = __webpack_require__(481);
// EXTERNAL MODULE: ./src/events/catalogue.ts
var catalogue = __webpack_require__(2064);
;// CONCATENATED MODULE: ./src/lint/lint-formats.ts
/** The output formats of `hooksim lint`, apart from their formatters (loaded only when lint runs). */
/** The formats `--format` accepts. */
const LINT_FORMATS = ['text', 'json', 'github', 'sarif'];

// EXTERNAL MODULE: ./src/profiles.ts
var profiles = __webpack_require__(9717);
// EXTERNAL MODULE: ./src/report/report-formats.ts
var report_formats = __webpack_require__(9103);
;// CONCATENATED MODULE: ./src/cli/commands.ts
/**
 * The CLI's commands as data: names, arguments, flags with their values and defaults, help texts and examples.
 * The commander program (`program.ts`), the shell completions (`completion.ts`) and the README's commands
 * table (`docs.ts`) are all made from this table. A new command is a row here and a handler in `handlers.ts`.
 */






const SANDBOXES = ['auto', 'namespace', 'process'];
const ENGINES = ['native', 'copilot-cli'];
const REPO = {
    flags: '--repo <DIR>',
    description: 'the repository whose .github/hooks are used',
    default: '.',
    complete: 'dir',
};
const PROFILE = {
    flags: '--profile <NAME>',
    description: 'the runtime semantics: cloud is the cloud agent as observed, cloud-docs as documented, cli and cli-docs the same for the Copilot CLI',
    choices: profiles/* PROFILE_NAMES */.J,
    default: 'cloud',
};
const SANDBOX = {
    flags: '--sandbox <KIND>',
    description: 'where hooks run: namespace (bubblewrap, no network but the firewall), process (unisolated, on this machine), auto (namespace when it starts here, else process with a warning)',
    choices: SANDBOXES,
    default: 'auto',
};
const ENGINE = {
    flags: '--engine <NAME>',
    description: `native replays with hooksim's own model of the runtime; copilot-cli drives the real Copilot CLI ${copilot_install/* COPILOT_CLI_VERSION */.P5} offline (needs --profile cli and \`hooksim engine install\`)`,
    choices: ENGINES,
    default: 'native',
};
const ALLOW_LOCAL_NETWORK = {
    flags: '--allow-local-network',
    description: "let HTTP hooks reach loopback and private addresses, this machine's included (a policy server on 127.0.0.1 while you develop it); refused otherwise. Only for hooks you trust",
};
const ALLOW_HOST = (what) => ({
    flags: '--allow-host <HOST>',
    description: `${what} (a domain or a URL prefix)`,
    repeatable: true,
});
const REPORT = {
    flags: '--report <FORMAT=FILE>',
    description: `write a report; FORMAT is one of ${report_formats/* REPORT_FORMATS */.E.join(', ')}`,
    repeatable: true,
    complete: 'file',
};
const UPDATE = {
    flags: '-u, --update',
    description: "write each step's current outcome into the scenario's expect (like a snapshot test's -u); refused in CI",
};
const EXIT_STATUS = 'Exit status: 0 passed, 1 an expectation failed or a hook file was rejected, 2 bad usage, an unreadable scenario, or the sandbox could not start.';
const RUN = {
    name: 'run',
    summary: 'replay scenarios through the hooks (with none, a smoke session of the calls Copilot makes) and check their expectations',
    args: [
        {
            name: 'SCENARIO',
            description: 'scenario files (default: .github/hook-scenarios/**/*.{yml,yaml} in the repository)',
            variadic: true,
            complete: 'file',
        },
    ],
    options: [
        REPO,
        PROFILE,
        SANDBOX,
        REPORT,
        { flags: '--jobs <N>', description: 'scenarios replayed at once (default: the number of cores)' },
        { flags: '--shard <K/N>', description: 'replay only slice K of N of the scenarios (CI matrices)' },
        ALLOW_HOST('add a host to the firewall allow-list of every scenario'),
        {
            flags: '--compare <PROFILE>',
            description: 'replay every scenario under a second profile too and report each step whose outcome differs',
            choices: profiles/* PROFILE_NAMES */.J,
        },
        ENGINE,
        ALLOW_LOCAL_NETWORK,
        UPDATE,
        {
            flags: '--open',
            description: 'write the HTML report (a timeline of every event and hook run) to a new temporary folder and print its path',
        },
    ],
    details: [
        '--report html=FILE writes one self-contained HTML page (no network; a timeline of every event and hook run, filterable by scenario name and status).',
        '--update: failing fields take the current value, passing ones stay, a step without expect gets one; it prints the diff and then replays the files it wrote. Never in CI (CI or GITHUB_ACTIONS set to true): CI checks, it does not approve.',
        `--engine copilot-cli installs with \`hooksim engine install\` (npm install of ${copilot_install/* COPILOT_CLI_PACKAGE */.xw}@${copilot_install/* COPILOT_CLI_VERSION */.P5} into $HOOKSIM_ENGINE_DIR, default \${XDG_CACHE_HOME:-~/.cache}/hooksim/engines/copilot-${copilot_install/* COPILOT_CLI_VERSION */.P5}) and runs in the namespace sandbox under --profile cli only.`,
        EXIT_STATUS,
    ],
    examples: [
        { command: 'hooksim run --repo examples/demo', does: "replay the demo's scenarios" },
        {
            command: 'hooksim run .github/hook-scenarios/deny.yml --report junit=out/junit.xml',
            does: 'one scenario, with a JUnit report',
        },
        {
            command: 'hooksim run --compare cloud-docs',
            does: 'where the hooks depend on documented vs observed behaviour',
        },
        { command: 'hooksim run -u', does: "approve what the hooks do now into the scenarios' expect" },
        { command: 'hooksim run --open', does: 'an HTML timeline of the run, for a browser' },
    ],
};
const INIT = {
    name: 'init',
    summary: 'write a workflow and one recorded scenario per hook file',
    options: [REPO, PROFILE, SANDBOX, { flags: '--force', description: 'overwrite files that already exist' }],
    details: [
        'init writes .github/workflows/hooksim.yml and one scenario per hook file (.github/hook-scenarios/<file>.yml, with the scenario JSON Schema for editors), records what the hooks do now into their expect, and replays them. It never overwrites a file without --force.',
        EXIT_STATUS,
    ],
    examples: [
        { command: 'hooksim init', does: 'start the current repository' },
        {
            command: 'hooksim init --repo ../service --force',
            does: 'another repository, rewriting what init wrote before',
        },
    ],
};
const IMPORT = {
    name: 'import',
    summary: "turn a Copilot CLI session's events.jsonl into a scenario file",
    args: [
        {
            name: 'SESSION',
            description: 'an events.jsonl, a session directory, or a session id (or a unique prefix) looked up under $COPILOT_HOME/session-state, then ~/.copilot/session-state',
            required: true,
            complete: 'file',
        },
    ],
    options: [
        REPO,
        PROFILE,
        SANDBOX,
        {
            flags: '--out <FILE>',
            description: 'the scenario file (default: .github/hook-scenarios/imported-<id>.yml in the repository)',
            complete: 'file',
        },
        { flags: '--force', description: 'overwrite the scenario file if it exists' },
        UPDATE,
    ],
    details: [
        'The scenario keeps the prompt, each tool call with its arguments and result, subagents, errors, compaction and the stop, in order; event types hooksim does not know stay as comments. With --update the hooks of --repo replay it and what they decide is recorded into its expect, as run --update does (refused in CI).',
        EXIT_STATUS,
    ],
    examples: [
        { command: 'hooksim import ~/.copilot/session-state/1f2e3d4c', does: 'a session directory' },
        {
            command: 'hooksim import 1f2e --update',
            does: "a session by id prefix, then record what this repository's hooks decide",
        },
        {
            command: 'hooksim import events.jsonl --out .github/hook-scenarios/refactor.yml',
            does: 'a chosen file',
        },
    ],
};
const FIRE = {
    name: 'fire',
    summary: 'send one event through the hooks in the sandbox and print the outcome',
    args: [
        {
            name: 'EVENT',
            description: 'an event name in either casing (preToolUse, PreToolUse, Stop, sessionStart, …)',
            required: true,
            complete: (0,catalogue/* allEventKeys */.y4)(),
        },
    ],
    options: [
        REPO,
        PROFILE,
        SANDBOX,
        { flags: '--tool <NAME>', description: 'the tool of a tool event (bash, view, create, edit, …)' },
        { flags: '--args <JSON>', description: "the tool's arguments, a JSON object" },
        { flags: '--prompt <TEXT>', description: 'the prompt of a prompt event' },
        {
            flags: '--payload <JSON|->',
            description: 'fields that override or add to the built payload, a JSON object; - reads it from stdin',
        },
        { flags: '--env <NAME=VALUE>', description: 'an environment variable for the hooks', repeatable: true },
        { flags: '--json', description: 'print the event record of the JSON report, with its diagnostics' },
        ENGINE,
        ALLOW_LOCAL_NETWORK,
    ],
    details: [
        'The payload is built as a session would build it (session id, timestamp, cwd, the tool and args, the prompt).',
        `--engine copilot-cli fires ${Object.keys(fire_events/* ENGINE_FIRE_EVENTS */.I).join(', ')} through a one-step session of the real Copilot CLI.`,
        'Exit status: 0 the event ran, 1 a hook file was rejected, 2 bad usage or the sandbox could not start.',
    ],
    examples: [
        {
            command: `hooksim fire preToolUse --tool bash --args '{"command":"rm -rf /"}'`,
            does: 'what the hooks decide about a dangerous command',
        },
        {
            command: `hooksim fire userPromptSubmitted --prompt 'Fix the build' --json`,
            does: 'the event record as JSON',
        },
        {
            command: `echo '{"stop_hook_active":true}' | hooksim fire Stop --payload -`,
            does: 'a payload from stdin',
        },
    ],
};
const VALIDATE = {
    name: 'validate',
    summary: 'load every hook file as the runtime would and report each problem with file, line and column',
    options: [
        REPO,
        PROFILE,
        {
            flags: '--format <FORMAT>',
            description: 'the output',
            choices: ['text', 'json', 'github'],
            default: 'text',
        },
    ],
    details: ['Exit status: 0 every file loaded, 1 a hook file was rejected, 2 bad usage.'],
    examples: [
        { command: 'hooksim validate', does: 'the current repository' },
        { command: 'hooksim validate --repo examples/demo --format json', does: 'files and diagnostics as JSON' },
        { command: 'hooksim validate --format github', does: 'workflow annotations on the pull request' },
    ],
};
const LINT = {
    name: 'lint',
    summary: 'find what works on a laptop but not in the cloud agent, without running anything',
    options: [
        REPO,
        { flags: '--format <FORMAT>', description: 'the output', choices: LINT_FORMATS, default: 'text' },
        { flags: '--max-warnings <N>', description: 'fail when there are more warnings than N' },
        ALLOW_HOST('a host the firewall allows besides the recommended list'),
        { flags: '--explain <CODE>', description: "print a rule's explanation with a bad and a good example" },
        { flags: '--no-shellcheck', description: 'do not run ShellCheck on the scripts' },
    ],
    details: ['Exit status: 0 no error, 1 an error (or more warnings than --max-warnings), 2 bad usage.'],
    examples: [
        { command: 'hooksim lint', does: 'the current repository' },
        { command: 'hooksim lint --format sarif > hooksim.sarif', does: 'for GitHub code scanning' },
        { command: 'hooksim lint --explain script-ignores-stdin', does: 'what a rule means and how to fix it' },
    ],
};
const SCHEMA = {
    name: 'schema',
    summary: 'print the JSON Schema of hook files, scenarios or the JSON report',
    args: [
        {
            name: 'KIND',
            description: 'which schema',
            required: true,
            choices: ['hooks', 'scenario', 'report'],
        },
    ],
    examples: [
        { command: 'hooksim schema scenario > scenario.schema.json', does: 'for editors of scenario files' },
        { command: 'hooksim schema report', does: 'the fields of --report json=FILE' },
    ],
};
const MERGE_REPORTS = {
    name: 'merge-reports',
    summary: 'join the JSON reports of shards into one',
    args: [
        {
            name: 'REPORT',
            description: 'JSON reports (from run --report json=FILE)',
            required: true,
            variadic: true,
            complete: 'file',
        },
    ],
    options: [
        {
            flags: '--out <FILE>',
            description: 'write the merged JSON report here (default: stdout)',
            complete: 'file',
        },
        REPORT,
    ],
    details: [EXIT_STATUS],
    examples: [
        { command: 'hooksim merge-reports --out hooksim.json shards/*/*.json', does: "join a matrix's shards" },
        {
            command: 'hooksim merge-reports --report junit=junit.xml shard-1.json shard-2.json',
            does: 'a JUnit report of all shards',
        },
    ],
};
const ENGINE_INSTALL = {
    name: 'install',
    summary: `install the pinned Copilot CLI ${copilot_install/* COPILOT_CLI_VERSION */.P5} for --engine copilot-cli`,
    options: [
        {
            flags: '--dir <DIR>',
            description: `where to install (default: $HOOKSIM_ENGINE_DIR or ${(0,copilot_install/* defaultEngineDir */.$M)()})`,
            complete: 'dir',
        },
    ],
    details: [
        `npm installs ${copilot_install/* COPILOT_CLI_PACKAGE */.xw}@${copilot_install/* COPILOT_CLI_VERSION */.P5} from the registry; run and fire use it with --engine copilot-cli --profile cli.`,
    ],
    examples: [
        { command: 'hooksim engine install', does: 'into the cache' },
        {
            command: 'hooksim engine install --dir /opt/hooksim-engine',
            does: 'elsewhere (then set HOOKSIM_ENGINE_DIR)',
        },
    ],
};
const ENGINE_GROUP = {
    name: 'engine',
    summary: 'manage the real Copilot CLI that --engine copilot-cli drives',
    subcommands: [ENGINE_INSTALL],
    examples: ENGINE_INSTALL.examples,
};
const SETUP = {
    name: 'setup',
    summary: 'check and install what the namespace sandbox needs on this machine',
    options: [
        { flags: '--check', description: 'only report (exit 0 ready, 1 not)' },
        { flags: '--dry-run', description: 'print the commands that would install what is missing' },
        { flags: '--tests', description: "add what hooksim's own tests use (Chromium, xmllint, …)" },
    ],
    details: [
        'setup checks bubblewrap, util-linux, iproute2 and user namespaces, and installs what is missing with apt-get (dnf, apk, pacman untested), through sudo when not root.',
    ],
    examples: [
        { command: 'hooksim setup --check', does: 'what is missing, changing nothing' },
        { command: 'sudo hooksim setup', does: 'install it' },
        { command: 'hooksim setup --tests --dry-run', does: "the commands for hooksim's own test suite" },
    ],
};
/** The shells `hooksim completion` writes scripts for. */
const SHELLS = ['bash', 'zsh'];
const COMPLETION = {
    name: 'completion',
    summary: 'print a shell completion script for bash or zsh',
    args: [{ name: 'SHELL', description: 'the shell', required: true, choices: SHELLS }],
    examples: [
        { command: 'source <(hooksim completion bash)', does: 'in ~/.bashrc' },
        {
            command: 'hooksim completion zsh > "${fpath[1]}/_hooksim"',
            does: 'once, for zsh (then compinit loads it)',
        },
    ],
};
/** Internal: the README's commands table, which `npm run docs:cli` reads from the built CLI. */
const README_COMMANDS = {
    name: 'readme-commands',
    summary: "print the README's commands table (Markdown)",
    hidden: true,
    examples: [{ command: 'npm run docs:cli', does: 'update README.md from it' }],
};
/** Every command, in the order of `hooksim --help` and the README. */
const COMMANDS = [
    RUN,
    INIT,
    IMPORT,
    FIRE,
    VALIDATE,
    LINT,
    SCHEMA,
    MERGE_REPORTS,
    ENGINE_GROUP,
    SETUP,
    COMPLETION,
    README_COMMANDS,
];
/** Every runnable command with its path (`engine install`), groups left out, hidden ones included. */
function leafCommands(specs = COMMANDS, parent = []) {
    return specs.flatMap((spec) => spec.subcommands
        ? leafCommands(spec.subcommands, [...parent, spec.name])
        : [{ path: [...parent, spec.name], spec }]);
}
/** The long name of a flag (`--update` of `-u, --update`) and whether it takes a value. */
function parseFlags(flags) {
    const match = /^(?:(-\w), )?(--[\w-]+)(?: <([^>]+)>)?$/.exec(flags);
    if (!match?.[2])
        throw new Error(`Bad flags in the command table: '${flags}'`);
    return {
        long: match[2],
        ...(match[1] ? { short: match[1] } : {}),
        ...(match[3] ? { value: match[3] } : {}),
    };
}


/***/ }),

/***/ 9255:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ UsageError)
/* harmony export */ });
/** Errors the shells turn into exit status 2: bad usage or input hooksim cannot read. */
/** Bad command-line or Action input; the message says what was expected. */
class UsageError extends Error {
    code = 'usage';
    constructor(message) {
        super(message);
        this.name = 'UsageError';
    }
}


/***/ }),

/***/ 7402:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NX: () => (/* binding */ effectiveProperties),
/* harmony export */   X0: () => (/* binding */ parseJsonSource),
/* harmony export */   bs: () => (/* binding */ findProperty)
/* harmony export */ });
/* unused harmony exports JsonTreeError, plainValueOf */
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9547);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(jsonc_parser__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Strict JSON parsing of hook files with positions: a typed tree whose every key and value knows its
 * 1-based line and column, so each diagnostic can point at what it is about (runtime-behaviour.md §3).
 */

/** Error for a tree node of a shape jsonc-parser never produces; a bug, never a bad file. */
class JsonTreeError extends Error {
    code = 'json-tree';
    constructor(message) {
        super(message);
        this.name = 'JsonTreeError';
    }
}
const PARSE_OPTIONS = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };
/** Parse a file's text as strict JSON (no comments, no trailing commas), keeping positions. */
function parseJsonSource(text) {
    const lineStarts = computeLineStarts(text);
    const positionAt = (offset) => offsetToPosition(lineStarts, offset);
    const errors = [];
    let tree;
    try {
        tree = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.parseTree)(text, errors, PARSE_OPTIONS);
    }
    catch (error) {
        // jsonc-parser descends recursively; a document nested thousands of levels deep exhausts the stack.
        if (error instanceof RangeError) {
            return {
                ok: false,
                message: 'Invalid JSON: nested too deeply for hooksim to read',
                position: positionAt(0),
            };
        }
        throw error;
    }
    const first = errors[0];
    if (first !== undefined || tree === undefined) {
        if (looksLikeUtf16(text)) {
            return {
                ok: false,
                message: 'Invalid JSON: the file is not UTF-8 (it looks like UTF-16); save it as UTF-8',
                position: positionAt(0),
            };
        }
        let offset = first ? refineErrorOffset(text, first) : 0;
        const words = first ? describeParseError(text, first, offset) : 'the file is empty';
        // A trailing comma is reported where it is, not at the bracket after it.
        if (words.startsWith('trailing comma'))
            offset = previousNonSpaceOffset(text, offset) ?? offset;
        const position = positionAt(offset);
        return {
            ok: false,
            message: `Invalid JSON: ${words} at line ${position.line}, column ${position.column}`,
            position,
        };
    }
    const root = convertTree(tree);
    const nodeAt = (path) => findNode(root, path);
    return {
        ok: true,
        source: {
            text,
            root,
            positionAt,
            nodeAt,
            positionOf(path, part = 'value') {
                if (part === 'key') {
                    const parent = findNode(root, path.slice(0, -1));
                    const key = path[path.length - 1];
                    if (parent?.type !== 'object' || typeof key !== 'string')
                        return undefined;
                    const property = findProperty(parent, key);
                    return property ? positionAt(property.keyOffset) : undefined;
                }
                const node = nodeAt(path);
                return node ? positionAt(node.offset) : undefined;
            },
        },
    };
}
/**
 * The properties of an object as JSON.parse sees them: a key written twice keeps its first place in
 * key order and its last value (with that value's key offset).
 */
function effectiveProperties(node) {
    const byKey = new Map();
    // Map.set on an existing key keeps the key's first place and takes the new value.
    for (const property of node.properties)
        byKey.set(property.key, property);
    return [...byKey.values()];
}
/** The effective property of an object for a key (the last one written), if any. */
function findProperty(node, key) {
    let found;
    for (const property of node.properties)
        if (property.key === key)
            found = property;
    return found;
}
/** The plain JavaScript value of a node, exactly as JSON.parse reads its text. */
function plainValueOf(source, node) {
    return JSON.parse(source.text.slice(node.offset, node.offset + node.length));
}
function findNode(root, path) {
    let node = root;
    for (const segment of path) {
        if (node === undefined)
            return undefined;
        if (typeof segment === 'number')
            node = node.type === 'array' ? node.items[segment] : undefined;
        else
            node = node.type === 'object' ? findProperty(node, segment)?.value : undefined;
    }
    return node;
}
// Iterative, so that converting never needs more stack than jsonc-parser itself used.
function convertTree(tree) {
    const root = convertShallow(tree);
    const pending = [[tree, root]];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        const [source, target] = next;
        if (target.type === 'object') {
            for (const property of source.children ?? []) {
                const [keyNode, valueNode] = property.children ?? [];
                if (keyNode === undefined || valueNode === undefined)
                    throw new JsonTreeError('property without a value');
                const value = convertShallow(valueNode);
                target.properties.push({ key: String(keyNode.value), keyOffset: keyNode.offset, value });
                pending.push([valueNode, value]);
            }
        }
        else if (target.type === 'array') {
            for (const item of source.children ?? []) {
                const value = convertShallow(item);
                target.items.push(value);
                pending.push([item, value]);
            }
        }
    }
    return root;
}
function convertShallow(node) {
    const span = { offset: node.offset, length: node.length };
    const value = node.value;
    switch (node.type) {
        case 'object':
            return { ...span, type: 'object', properties: [] };
        case 'array':
            return { ...span, type: 'array', items: [] };
        case 'string':
            return { ...span, type: 'string', value: String(value) };
        case 'number':
            return { ...span, type: 'number', value: Number(value) };
        case 'boolean':
            return { ...span, type: 'boolean', value: value === true };
        case 'null':
            return { ...span, type: 'null' };
        default:
            throw new JsonTreeError(`unexpected node type ${node.type}`);
    }
}
function computeLineStarts(text) {
    const starts = [0];
    for (let i = 0; i < text.length; i++) {
        const char = text.charCodeAt(i);
        if (char === 10)
            starts.push(i + 1);
        else if (char === 13 && text.charCodeAt(i + 1) !== 10)
            starts.push(i + 1);
    }
    return starts;
}
function offsetToPosition(lineStarts, offset) {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
        const middle = (low + high + 1) >> 1;
        if ((lineStarts[middle] ?? 0) <= offset)
            low = middle;
        else
            high = middle - 1;
    }
    return { line: low + 1, column: offset - (lineStarts[low] ?? 0) + 1 };
}
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
// jsonc-parser reports string errors at the start of the string token; point at the bad character instead.
function refineErrorOffset(text, error) {
    const name = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.printParseErrorCode)(error.error);
    if (name !== 'InvalidCharacter' && name !== 'InvalidEscapeCharacter' && name !== 'InvalidUnicode') {
        return error.offset;
    }
    for (let i = error.offset + 1; i < text.length; i++) {
        const char = text[i] ?? '';
        if (char === '"')
            break;
        if (char.charCodeAt(0) < 0x20) {
            if (name === 'InvalidCharacter')
                return i;
            break;
        }
        if (char !== '\\')
            continue;
        const escape = text[i + 1] ?? '';
        if (escape === 'u') {
            if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)))
                return i;
            i += 5;
        }
        else if (!ESCAPES.has(escape)) {
            return i;
        }
        else {
            i += 1;
        }
    }
    return error.offset;
}
function describeCharacter(char) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0xfeff)
        return 'byte order mark (U+FEFF)';
    if (char === "'")
        return 'single quote (JSON strings and names need double quotes)';
    const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    if (code < 0x21 || (code >= 0x7f && code <= 0xa0) || code === 0x2028 || code === 0x2029)
        return `character ${hex}`;
    return `'${char}'`;
}
/** UTF-16 read as UTF-8: a byte-order mark turned into two U+FFFD, or a NUL byte beside the first characters. */
function looksLikeUtf16(text) {
    return text.startsWith('\uFFFD\uFFFD') || text.slice(0, 4).includes('\u0000');
}
function previousNonSpaceOffset(text, offset) {
    for (let i = offset - 1; i >= 0; i--) {
        if (!/[ \t\r\n]/.test(text[i] ?? ''))
            return i;
    }
    return undefined;
}
function previousNonSpace(text, offset) {
    for (let i = offset - 1; i >= 0; i--) {
        const char = text[i] ?? '';
        if (!/[ \t\r\n]/.test(char))
            return char;
    }
    return undefined;
}
function describeParseError(text, error, offset) {
    const here = text[offset];
    const trailingComma = (here === '}' || here === ']') && previousNonSpace(text, offset) === ',';
    if (/[0-9]/.test(here ?? '') && text[offset - 1] === '0' && !/[0-9.eE]/.test(text[offset - 2] ?? '')) {
        return 'numbers cannot have a leading zero';
    }
    switch ((0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.printParseErrorCode)(error.error)) {
        case 'InvalidSymbol': {
            const token = text.slice(error.offset, error.offset + error.length);
            if (error.length > 1 && token.length <= 20 && /^[A-Za-z0-9_$+.-]+$/.test(token))
                return `unexpected '${token}'`;
            return `unexpected ${describeCharacter(String.fromCodePoint(text.codePointAt(error.offset) ?? 0))}`;
        }
        case 'InvalidNumberFormat':
        case 'UnexpectedEndOfNumber':
            return 'invalid number';
        case 'PropertyNameExpected':
            return trailingComma ? 'trailing comma before }' : 'expected a property name in double quotes';
        case 'ValueExpected':
            if (trailingComma)
                return `trailing comma before ${here}`;
            return offset >= text.length && text.trim() === '' ? 'the file is empty' : 'expected a value';
        case 'ColonExpected':
            return 'expected a colon after the property name';
        case 'CommaExpected':
            return 'expected a comma';
        case 'CloseBraceExpected':
            return offset >= text.length ? 'unexpected end of file, expected }' : 'expected a comma or }';
        case 'CloseBracketExpected':
            return offset >= text.length ? 'unexpected end of file, expected ]' : 'expected a comma or ]';
        case 'EndOfFileExpected':
            return 'unexpected text after the end of the JSON value';
        case 'InvalidCommentToken':
        case 'UnexpectedEndOfComment':
            return 'comments are not allowed';
        case 'UnexpectedEndOfString':
            return 'unterminated string';
        case 'InvalidUnicode':
            return 'invalid \\u escape in string';
        case 'InvalidEscapeCharacter':
            return 'invalid escape in string';
        case 'InvalidCharacter':
            return `${here === undefined ? 'control character' : describeCharacter(here)} not allowed in a string`;
        default:
            return 'syntax error';
    }
}


/***/ }),

/***/ 5559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u: () => (/* binding */ loadHookConfig)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/confined-paths.ts
var confined_paths = __webpack_require__(178);
// EXTERNAL MODULE: ./src/diagnostics.ts
var src_diagnostics = __webpack_require__(4851);
// EXTERNAL MODULE: ./src/runners/http-url.ts
var http_url = __webpack_require__(4035);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/config/discover.ts




const REPO_HOOKS_DIR = '.github/hooks';
const COPILOT_SETTINGS = ['.github/copilot/settings.json', '.github/copilot/settings.local.json'];
const CLAUDE_SETTINGS = ['.claude/settings.json', '.claude/settings.local.json'];
/** Find every configuration file the profile reads, in the order the runtime loads them. */
async function discoverHookSources(repoDir, profile, options = {}) {
    const repo = external_node_path_default().resolve(repoDir);
    await (0,confined_paths/* refreshWorkspaceView */.e)(repo);
    const dirOrder = { order: profile.hookFileOrder, subdirectories: profile.scanSubdirectories };
    const diagnostics = [];
    const repoHooks = await listSourceDir({ repo, root: repo, diagnostics }, external_node_path_default().join(repo, REPO_HOOKS_DIR), 'repoHooks', dirOrder);
    const copilotSettings = await existingFiles(repo, 'copilotSettings', COPILOT_SETTINGS);
    const claudeSettings = await existingFiles(repo, 'claudeSettings', CLAUDE_SETTINGS);
    if (profile.configSources === 'repoHooksDir') {
        return { sources: repoHooks, unreadSettings: [...copilotSettings, ...claudeSettings], diagnostics };
    }
    const policy = options.policyDir ? await listPolicyFiles(repo, options.policyDir, diagnostics) : [];
    let userHooks = [];
    let userSettings = [];
    const userHooksDir = options.copilotHome
        ? external_node_path_default().join(options.copilotHome, 'hooks')
        : options.home && external_node_path_default().join(options.home, '.copilot', 'hooks');
    if (userHooksDir) {
        const root = external_node_path_default().resolve(options.copilotHome ?? options.home ?? userHooksDir);
        userHooks = await listSourceDir({ repo, root, diagnostics }, external_node_path_default().resolve(userHooksDir), 'userHooks', dirOrder);
    }
    if (options.home) {
        const settings = external_node_path_default().resolve(options.home, '.copilot', 'settings.json');
        if (await isFileOrLink(settings)) {
            userSettings = [describeSource(repo, settings, 'userSettings', external_node_path_default().resolve(options.home))];
        }
    }
    const repoSettings = profile.sourceOrder === 'observed'
        ? [...claudeSettings, ...copilotSettings]
        : [...copilotSettings, ...claudeSettings];
    return {
        sources: [...policy, ...userHooks, ...userSettings, ...repoHooks, ...repoSettings],
        unreadSettings: [],
        diagnostics,
    };
}
/**
 * The hook files of one directory in run order: lower-case `.json` names, dot-names skipped, symlinks
 * followed, each file once (by real path) at its first place. With subdirectories: breadth-first, every
 * file of one depth before any of the next, paths compared name by name in the byte order of UTF-8 names.
 * With `confine`, a directory whose real path leaves `confine.root` is not looked into, only noted in
 * `confine.outside` (a committed `hooks/r -> /` must not walk the host), and so is one inside that
 * `/workspace` does not show (`hooks/g -> ../../.git`) unless `confine.workspace` is false; files are listed
 * as found, and the loader refuses to read one that leads outside.
 */
async function listHookFiles(dir, order, confine) {
    const sign = order.order === 'descending' ? -1 : 1;
    const compare = (a, b) => sign * compareSegments(a, b);
    const realRoot = confine && (await realpathOr(confine.root));
    const leaves = async (real, absolute) => {
        if (realRoot === undefined)
            return false;
        if ((0,confined_paths/* isInside */.FK)(realRoot, real) &&
            (confine?.workspace === false ||
                !(0,confined_paths/* isRefused */.H0)(await (0,confined_paths/* confinedRealpath */.uv)(realRoot, real, { workspace: true }))))
            return false;
        confine?.outside.push(absolute);
        return true;
    };
    const start = await realpathOr(dir);
    if (await leaves(start, dir))
        return [];
    const seenDirs = new Set([start]);
    const seenFiles = new Set();
    const result = [];
    let level = [[]];
    while (level.length > 0) {
        const files = [];
        const dirs = [];
        for (const segments of level) {
            const absolute = external_node_path_default().join(dir, ...segments);
            for (const entry of await readdirOr(absolute)) {
                if (entry.name.startsWith('.'))
                    continue;
                const kind = await entryKind(absolute, entry, confine);
                const child = [...segments, entry.name];
                if (kind === 'outside')
                    confine?.outside.push(external_node_path_default().join(absolute, entry.name));
                else if (kind === 'file' && entry.name.endsWith('.json'))
                    files.push(child);
                else if (kind === 'dir' && order.subdirectories) {
                    dirs.push({ segments: child, real: await realpathOr(external_node_path_default().join(absolute, entry.name)) });
                }
            }
        }
        for (const segments of files.sort(compare)) {
            const absolute = external_node_path_default().join(dir, ...segments);
            const real = await realpathOr(absolute);
            if (seenFiles.has(real))
                continue;
            seenFiles.add(real);
            result.push(absolute);
        }
        level = [];
        // Directories are de-duplicated by real path in run order, so link cycles end.
        for (const candidate of dirs.sort((a, b) => compare(a.segments, b.segments))) {
            if (seenDirs.has(candidate.real) ||
                (await leaves(candidate.real, external_node_path_default().join(dir, ...candidate.segments))))
                continue;
            seenDirs.add(candidate.real);
            level.push(candidate.segments);
        }
    }
    return result;
}
/** Compare two relative paths name by name, each name by the bytes of its UTF-8 encoding. */
function compareSegments(a, b) {
    const length = Math.min(a.length, b.length);
    for (let i = 0; i < length; i++) {
        const order = Buffer.compare(Buffer.from(a[i] ?? '', 'utf8'), Buffer.from(b[i] ?? '', 'utf8'));
        if (order !== 0)
            return order;
    }
    return a.length - b.length;
}
/** How a path is reported: repo-relative with `/` inside the repo, absolute outside it. */
function reportedPath(repo, absolute) {
    const relative = external_node_path_default().relative(repo, absolute);
    if (relative === '' || relative.startsWith('..') || external_node_path_default().isAbsolute(relative))
        return absolute;
    return relative.split((external_node_path_default()).sep).join('/');
}
function describeSource(repo, absolute, kind, root = repo) {
    return {
        kind,
        path: absolute,
        file: reportedPath(repo, absolute),
        fileDir: reportedPath(repo, external_node_path_default().dirname(absolute)),
        root,
    };
}
async function listSourceDir(place, dir, kind, order) {
    const outside = [];
    const files = await listHookFiles(dir, order, {
        root: place.root,
        outside,
        workspace: place.root === place.repo,
    });
    for (const link of outside) {
        const shown = reportedPath(place.repo, link);
        place.diagnostics.push((0,src_diagnostics/* diagnostic */.Y)(shown, undefined, 'warning', 'outside-repository', place.root === place.repo
            ? `Not followed: '${shown}' does not resolve inside the repository to a folder /workspace shows; hooksim reads only files /workspace shows (nothing outside the repository, under .git, git-ignored or in a nested checkout), so no hook file it may lead to is checked`
            : `Not followed: '${shown}' is a link that does not resolve inside ${place.root}; hooksim reads only files inside it, so no hook file it may lead to is checked`));
    }
    return files.map((file) => describeSource(place.repo, file, kind, place.root));
}
async function existingFiles(repo, kind, relatives) {
    const found = [];
    for (const relative of relatives) {
        const absolute = external_node_path_default().join(repo, relative);
        // A link out of the repository is listed unfollowed, so the loader refuses it whatever its target is.
        const outside = (0,confined_paths/* isRefused */.H0)(await (0,confined_paths/* confinedRealpath */.uv)(repo, absolute));
        if (outside || (await isFileOrLink(absolute)))
            found.push(describeSource(repo, absolute, kind));
    }
    return found;
}
// Policy files: top level only, ascending name order [docs]; root-owned and not group/world-writable.
async function listPolicyFiles(repo, policyDir, diagnostics) {
    const root = external_node_path_default().resolve(policyDir);
    const files = await listHookFiles(root, { order: 'ascending', subdirectories: false }, { root, outside: [], workspace: false });
    const sources = [];
    for (const file of files) {
        const stats = await statOr(file);
        if (stats && stats.uid !== 0) {
            diagnostics.push((0,src_diagnostics/* diagnostic */.Y)(file, undefined, 'warning', 'policy-skipped', `Policy file ${file} is not owned by root (uid=${stats.uid}) \u2014 skipped`));
        }
        else if (stats && (stats.mode & 0o022) !== 0) {
            const mode = (stats.mode & 0o777).toString(8).padStart(3, '0');
            diagnostics.push((0,src_diagnostics/* diagnostic */.Y)(file, undefined, 'warning', 'policy-skipped', `Policy file ${file} is group or world-writable (mode=${mode}) \u2014 skipped`));
        }
        else {
            sources.push(describeSource(repo, file, 'policy', root));
        }
    }
    return sources;
}
/**
 * What a directory entry is. A link that does not resolve inside `root` is judged by its name alone, before
 * anything follows it: a `.json` name is a file (the loader refuses to read it), any other is `outside`, so
 * neither says what, or whether anything, the host has at its target.
 */
async function entryKind(parent, entry, confine) {
    if (entry.isFile())
        return 'file';
    if (entry.isDirectory())
        return 'dir';
    if (!entry.isSymbolicLink())
        return 'other';
    const found = confine && (await (0,confined_paths/* confinedRealpath */.uv)(confine.root, external_node_path_default().join(parent, entry.name), confine));
    if ((0,confined_paths/* isRefused */.H0)(found)) {
        return entry.name.endsWith('.json') ? 'file' : 'outside';
    }
    const stats = await statOr(external_node_path_default().join(parent, entry.name));
    // A dangling link to a `.json` name is listed, so that loading reports it as unreadable.
    if (!stats)
        return 'file';
    if (stats.isFile())
        return 'file';
    return stats.isDirectory() ? 'dir' : 'other';
}
async function isFileOrLink(file) {
    const stats = await statOr(file);
    return stats?.isFile() ?? false;
}
async function statOr(file) {
    try {
        return await (0,promises_.stat)(file);
    }
    catch {
        return undefined;
    }
}
async function realpathOr(file) {
    try {
        return await (0,promises_.realpath)(file);
    }
    catch {
        return external_node_path_default().resolve(file);
    }
}
async function readdirOr(dir) {
    try {
        return await (0,promises_.readdir)(dir, { withFileTypes: true });
    }
    catch {
        return [];
    }
}

// EXTERNAL MODULE: ./src/config/json-source.ts
var json_source = __webpack_require__(7402);
// EXTERNAL MODULE: ./src/events/catalogue.ts
var catalogue = __webpack_require__(2064);
// EXTERNAL MODULE: ./src/matchers.ts
var matchers = __webpack_require__(32);
;// CONCATENATED MODULE: ./src/config/validate-entry.ts
/**
 * Validation of one item of an event array into hook entries (runtime-behaviour.md §3, §10, §12):
 * a problem drops the item (or, in inline settings hooks, the whole `hooks` field); notes are kept.
 */





const TYPES = new Set(['command', 'http', 'prompt']);
// Thrown inside one item's validation and caught at the item: the item is dropped.
/** 1.0.102's text for an entry with neither or both of `exec` and a shell field. */
const EXEC_OR_SHELL = "Specify either 'exec' (native executable) or 'bash'/'powershell'/'command' (shell), but not both";
class ItemDroppedSignal extends Error {
    reason;
    offset;
    suffix;
    code = 'item-dropped';
    constructor(reason, offset, suffix = '') {
        super(reason);
        this.reason = reason;
        this.offset = offset;
        this.suffix = suffix;
        this.name = 'ItemDroppedSignal';
    }
}
/** Validate the item at `hooks.<event>[<index>]`, adding its entries, notes and problems to the collector. */
function validateItem(node, scope, collector) {
    const label = `hooks.${scope.eventKey}[${scope.index}]`;
    const isGroup = node.type === 'object' &&
        scope.profile.nestedHookGroups === 'accept' &&
        (0,json_source/* findProperty */.bs)(node, 'hooks') !== undefined;
    if (isGroup)
        validateGroup(node, scope, collector, label);
    else
        validateLeaf(node, scope, collector, { label });
}
function validateGroup(node, scope, collector, label) {
    const notes = [];
    try {
        const matcher = readMatcher(node, scope, notes);
        const hooks = (0,json_source/* findProperty */.bs)(node, 'hooks')?.value;
        if (hooks?.type !== 'array')
            throw new ItemDroppedSignal('hooks has the wrong type', hooks?.offset ?? node.offset);
        collector.notes.push(...notes);
        hooks.items.forEach((inner, nestedIndex) => {
            const place = { label: `${label}.hooks[${nestedIndex}]`, nestedIndex, inheritedMatcher: matcher };
            const deeper = inner.type === 'object' ? (0,json_source/* findProperty */.bs)(inner, 'hooks') : undefined;
            if (deeper) {
                // 1.0.102 rejects the file and names the outer item (differential scenario validation/nested-deep).
                const rejectsFile = scope.profile.deepNestedGroup === 'rejectFile';
                collector.problems.push({
                    label: rejectsFile ? label : place.label,
                    reason: 'Nested hooks deeper than one level are not supported.',
                    offset: deeper.keyOffset,
                    ...(rejectsFile ? { rejectsFile } : {}),
                });
            }
            else {
                validateLeaf(inner, scope, collector, place);
            }
        });
    }
    catch (error) {
        if (!(error instanceof ItemDroppedSignal))
            throw error;
        collector.problems.push({ label: label + error.suffix, reason: error.reason, offset: error.offset });
    }
}
function validateLeaf(node, scope, collector, place) {
    try {
        if (node.type !== 'object')
            throw new ItemDroppedSignal('hook entry must be an object', node.offset);
        const notes = [];
        collector.entries.push(buildEntry(node, scope, place, notes));
        collector.notes.push(...notes);
    }
    catch (error) {
        if (!(error instanceof ItemDroppedSignal))
            throw error;
        collector.problems.push({
            label: place.label + error.suffix,
            reason: error.reason,
            offset: error.offset,
        });
    }
}
function buildEntry(node, scope, place, notes) {
    const { key, profile } = scope;
    const type = readType(node);
    const timeoutSec = readTimeout(node, 'timeoutSec');
    const timeout = readTimeout(node, 'timeout');
    const entry = {
        file: scope.file,
        fileDir: scope.fileDir,
        index: scope.index,
        ...(place.nestedIndex === undefined ? {} : { nestedIndex: place.nestedIndex }),
        eventKey: scope.eventKey,
        event: key.event,
        casing: key.casing,
        position: scope.source.positionAt(node.offset),
        type,
        timeoutSec: timeoutSec === undefined
            ? capTimeout(node, 'timeout', timeout, scope, notes)
            : capTimeout(node, 'timeoutSec', timeoutSec, scope, notes),
    };
    if (type === 'command')
        readCommandFields(node, entry, scope);
    else if (type === 'http')
        readHttpFields(node, entry);
    else
        readPromptFields(node, entry, key);
    const matcher = readMatcher(node, scope, notes);
    const effectiveMatcher = matcher ?? place.inheritedMatcher;
    if (effectiveMatcher !== undefined)
        entry.matcher = effectiveMatcher;
    if (entry.url !== undefined) {
        const hasAllowedEnvVars = (entry.allowedEnvVars?.length ?? 0) > 0;
        const problem = (0,http_url/* httpUrlLoadProblem */.nJ)(key.event, entry.url, hasAllowedEnvVars, profile, scope.switches);
        if (problem)
            throw new ItemDroppedSignal(problem, (0,json_source/* findProperty */.bs)(node, 'url')?.value.offset ?? node.offset, '.url');
    }
    notes.push(...ignoredEntryNotes(node, entry, scope));
    return entry;
}
function readType(node) {
    const typeNode = (0,json_source/* findProperty */.bs)(node, 'type')?.value;
    if (typeNode === undefined)
        return 'command';
    if (typeNode.type === 'string' && TYPES.has(typeNode.value))
        return typeNode.value;
    throw new ItemDroppedSignal(`Invalid hook type ${describeValue(typeNode)}`, typeNode.offset, '.type');
}
function readCommandFields(node, entry, scope) {
    const fields = {
        bash: optionalString(node, 'bash'),
        powershell: optionalString(node, 'powershell'),
        command: optionalString(node, 'command'),
        exec: optionalString(node, 'exec'),
        args: optionalStringArray(node, 'args'),
        cwd: optionalString(node, 'cwd'),
        env: readEnv(node, scope.profile),
    };
    const shells = [fields.bash, fields.powershell, fields.command];
    // 1.0.102 gives one text for none and for both (FINDINGS §10.5).
    if (fields.exec === undefined && shells.every((field) => field === undefined)) {
        throw new ItemDroppedSignal(EXEC_OR_SHELL, node.offset);
    }
    if (fields.exec !== undefined && shells.some((field) => field !== undefined)) {
        const execNode = (0,json_source/* findProperty */.bs)(node, 'exec');
        throw new ItemDroppedSignal(EXEC_OR_SHELL, execNode?.keyOffset ?? node.offset);
    }
    assignDefined(entry, fields);
}
function readHttpFields(node, entry) {
    const urlNode = (0,json_source/* findProperty */.bs)(node, 'url')?.value;
    if (urlNode === undefined)
        throw new ItemDroppedSignal('http hook needs a url', node.offset);
    const fields = {
        url: optionalString(node, 'url'),
        headers: optionalStringMap(node, 'headers'),
        allowedEnvVars: optionalStringArray(node, 'allowedEnvVars'),
    };
    assignDefined(entry, fields);
}
function readPromptFields(node, entry, key) {
    const promptNode = (0,json_source/* findProperty */.bs)(node, 'prompt')?.value;
    if (promptNode?.type !== 'string' || key.event !== 'sessionStart') {
        throw new ItemDroppedSignal('prompt hooks are only supported on sessionStart', promptNode?.offset ?? node.offset);
    }
    entry.prompt = promptNode.value;
}
/**
 * The item's own matcher, compiled and checked, or undefined when it has none. fieldTypeChecks=observed:
 * a non-string matcher is ignored on an event without a matcher target and fails with 1.0.102's
 * `.matcher: Expected string` on one with a target (differential scenario validation/matcher-type).
 */
function readMatcher(node, scope, notes) {
    const matcherNode = (0,json_source/* findProperty */.bs)(node, 'matcher')?.value;
    if (matcherNode === undefined)
        return undefined;
    if (matcherNode.type !== 'string' && scope.profile.fieldTypeChecks === 'observed') {
        if (catalogue/* MATCHER_TARGET */.DU[scope.key.event])
            throw new ItemDroppedSignal('Expected string', matcherNode.offset, '.matcher');
        notes.push((0,src_diagnostics/* diagnostic */.Y)(scope.file, scope.source.positionAt(matcherNode.offset), 'warning', 'matcher-ignored', `Matcher ${describeValue(matcherNode)} has no effect on ${scope.eventKey}: the hook runs every time`));
        return undefined;
    }
    const matcher = optionalString(node, 'matcher');
    if (matcher !== undefined)
        checkMatcher(scope, matcher, matcherNode, notes);
    return matcher;
}
/** A command entry's `env`: 1.0.102's texts name the first value that is not a string (fieldTypeChecks). */
function readEnv(node, profile) {
    const value = (0,json_source/* findProperty */.bs)(node, 'env')?.value;
    if (value === undefined || profile.fieldTypeChecks !== 'observed')
        return optionalStringMap(node, 'env');
    if (value.type !== 'object')
        throw new ItemDroppedSignal('env must be an object', value.offset, '.env');
    const bad = (0,json_source/* effectiveProperties */.NX)(value).find((property) => property.value.type !== 'string');
    if (bad) {
        throw new ItemDroppedSignal('env values must be strings', bad.value.offset, `.env[${JSON.stringify(bad.key)}]`);
    }
    return optionalStringMap(node, 'env');
}
function checkMatcher(scope, matcher, matcherNode, notes) {
    const compiled = (0,matchers/* compileMatcher */.qM)(scope.key.event, scope.key.casing, matcher, scope.profile);
    // 1.0.102 names the field of an empty matcher: `hooks.preToolUse[0].matcher: …` (FINDINGS §10.5).
    const suffix = matcher === '' ? '.matcher' : '';
    if (!compiled.ok)
        throw new ItemDroppedSignal(compiled.message, matcherNode.offset, suffix);
    const position = scope.source.positionAt(matcherNode.offset);
    if (compiled.matcher.kind === 'ignored') {
        notes.push((0,src_diagnostics/* diagnostic */.Y)(scope.file, position, 'warning', 'matcher-ignored', `Matcher '${matcher}' has no effect on ${scope.eventKey}: the hook runs every time`));
    }
    else if (compiled.matcher.kind === 'unsupportedHere') {
        notes.push((0,src_diagnostics/* diagnostic */.Y)(scope.file, position, 'warning', 'matcher-unsupported-here', compiled.matcher.message));
    }
}
// The entry loads and stays in the config; the dispatcher skips it (runtime-behaviour.md §3 `entry-ignored`).
function ignoredEntryNotes(node, entry, scope) {
    const { profile } = scope;
    const note = (field, message) => {
        const offset = (0,json_source/* findProperty */.bs)(node, field)?.keyOffset ?? node.offset;
        return (0,src_diagnostics/* diagnostic */.Y)(scope.file, scope.source.positionAt(offset), 'info', 'entry-ignored', message);
    };
    if (entry.type === 'prompt') {
        return profile.surface === 'cloud'
            ? [note('type', 'prompt hooks do not fire in non-interactive sessions')]
            : [];
    }
    if (entry.type !== 'command')
        return [];
    if (entry.exec !== undefined) {
        return profile.execEntries === 'skip'
            ? [note('exec', 'exec entries are only supported in Copilot CLI')]
            : [];
    }
    if (entry.bash === undefined && entry.command === undefined && profile.powershellOnlyEntries === 'ignore') {
        const message = profile.surface === 'cloud'
            ? 'powershell entries are ignored by Copilot cloud agent'
            : 'powershell-only entries are not run on Linux';
        return [note('powershell', message)];
    }
    return [];
}
function readTimeout(node, field) {
    const value = (0,json_source/* findProperty */.bs)(node, field)?.value;
    if (value === undefined)
        return undefined;
    // The runtime names the field: `hooks.preToolUse[2].timeoutSec: …` (FINDINGS §10.5).
    if (value.type !== 'number')
        throw new ItemDroppedSignal(`${field} must be a number`, value.offset, `.${field}`);
    if (!(value.value > 0))
        throw new ItemDroppedSignal(`${field} must be positive`, value.offset, `.${field}`);
    return value.value;
}
/**
 * The effective timeout (`timeoutSec`, else `timeout`, else 30) within the profile's cap: a larger one runs with the cap
 * and is warned at its field, so no hook holds a job for weeks.
 */
function capTimeout(node, field, value, scope, notes) {
    const cap = scope.profile.hookTimeoutCap;
    if (value === undefined)
        return 30;
    if (value <= cap.seconds)
        return value;
    const valueNode = (0,json_source/* findProperty */.bs)(node, field)?.value ?? node;
    notes.push((0,src_diagnostics/* diagnostic */.Y)(scope.file, scope.source.positionAt(valueNode.offset), 'warning', 'timeout-capped', `${field} ${value} is above ${cap.limit}: the hook runs with ${cap.seconds} seconds`));
    return cap.seconds;
}
function wrongType(field, value) {
    return new ItemDroppedSignal(`${field} has the wrong type`, value.offset);
}
function optionalString(node, field) {
    const value = (0,json_source/* findProperty */.bs)(node, field)?.value;
    if (value === undefined)
        return undefined;
    if (value.type !== 'string')
        throw wrongType(field, value);
    return value.value;
}
function optionalStringArray(node, field) {
    const value = (0,json_source/* findProperty */.bs)(node, field)?.value;
    if (value === undefined)
        return undefined;
    if (value.type !== 'array')
        throw wrongType(field, value);
    return value.items.map((item) => {
        if (item.type !== 'string')
            throw wrongType(field, item);
        return item.value;
    });
}
function optionalStringMap(node, field) {
    const value = (0,json_source/* findProperty */.bs)(node, field)?.value;
    if (value === undefined)
        return undefined;
    if (value.type !== 'object')
        throw wrongType(field, value);
    // fromEntries defines own properties, so a `__proto__` key stays an ordinary key.
    return Object.fromEntries((0,json_source/* effectiveProperties */.NX)(value).map((property) => {
        if (property.value.type !== 'string')
            throw wrongType(field, property.value);
        return [property.key, property.value.value];
    }));
}
function assignDefined(entry, fields) {
    for (const [name, value] of Object.entries(fields)) {
        if (value !== undefined)
            Object.assign(entry, { [name]: value });
    }
}
function describeValue(node) {
    switch (node.type) {
        case 'string':
            return `"${node.value}"`;
        case 'number':
        case 'boolean':
            return String(node.value);
        case 'null':
            return 'null';
        default:
            return `(an ${node.type})`;
    }
}

;// CONCATENATED MODULE: ./src/config/validate.ts
/**
 * Validation of one parsed hook file (or the inline `hooks` of a settings file) into hook entries and
 * diagnostics, exactly per the table of runtime-behaviour.md §3.
 */




const DASH = '\u2014';
/** Parse and validate a file's text; never throws for any text. */
function validateHookText(text, context) {
    const parsed = (0,json_source/* parseJsonSource */.X0)(text);
    if (parsed.ok)
        return validateHookSource(parsed.source, context);
    return {
        status: 'rejected',
        entries: [],
        diagnostics: [(0,src_diagnostics/* diagnostic */.Y)(context.file, parsed.position, 'error', 'file-rejected', parsed.message)],
        disableAllHooks: false,
        hookSettings: [],
    };
}
/** Validate a parsed file into entries and diagnostics. */
function validateHookSource(source, context) {
    const { root } = source;
    const { file, profile, role } = context;
    const at = (offset) => source.positionAt(offset);
    const inline = role === 'inline';
    if (root.type !== 'object') {
        const message = inline ? 'Expected settings to be an object' : 'Expected hook config to be an object';
        return rejected([(0,src_diagnostics/* diagnostic */.Y)(file, at(root.offset), 'error', 'file-rejected', message)], false, []);
    }
    const hookSettings = root.properties
        .filter((p) => p.key === 'hooks' || p.key === 'disableAllHooks')
        .map((p) => ({ key: p.key, position: at(p.keyOffset) }));
    const disableValue = (0,json_source/* findProperty */.bs)(root, 'disableAllHooks')?.value;
    const disableAllHooks = disableValue?.type === 'boolean' && disableValue.value;
    const fileNotes = [];
    const reject = (message, offset) => {
        const error = (0,src_diagnostics/* diagnostic */.Y)(file, at(offset), 'error', 'file-rejected', inline ? `${message} in inline hooks` : message);
        // Inline hooks are rejected alone: the settings file's disableAllHooks still counts.
        return inline
            ? rejected([...fileNotes, error], disableAllHooks, hookSettings)
            : rejected([error], false, []);
    };
    if (!inline) {
        const version = (0,json_source/* findProperty */.bs)(root, 'version')?.value;
        if (version !== undefined && !(version.type === 'number' && version.value === 1)) {
            return reject('Invalid hook config version', version.offset);
        }
        if (version === undefined) {
            if (profile.versionRequired)
                return reject('Invalid hook config version', root.offset);
            fileNotes.push((0,src_diagnostics/* diagnostic */.Y)(file, at(root.offset), 'info', 'version-missing', 'Missing "version": 1; accepted by the runtime'));
        }
    }
    if (disableValue !== undefined && disableValue.type !== 'boolean') {
        fileNotes.push((0,src_diagnostics/* diagnostic */.Y)(file, at(disableValue.offset), 'warning', 'disable-ignored', 'disableAllHooks must be true or false'));
    }
    const hooks = (0,json_source/* findProperty */.bs)(root, 'hooks')?.value;
    if (hooks !== undefined && hooks.type !== 'object')
        return reject('Expected hooks to be an object', hooks.offset);
    const events = hooks ? (0,json_source/* effectiveProperties */.NX)(hooks) : [];
    for (const event of events) {
        if (event.value.type !== 'array') {
            return reject(`hooks.${event.key}: hook event value must be an array`, event.value.offset);
        }
    }
    if (hooks === undefined && !inline) {
        fileNotes.push((0,src_diagnostics/* diagnostic */.Y)(file, at(root.offset), 'warning', 'no-hooks', 'No "hooks" object; the file defines no hooks'));
    }
    const unknown = events.filter((event) => (0,catalogue/* resolveEventKey */.mc)(event.key) === undefined);
    const firstUnknown = unknown[0];
    if (firstUnknown) {
        const keys = unknown.map((event) => event.key).join(', ');
        fileNotes.push((0,src_diagnostics/* diagnostic */.Y)(file, at(firstUnknown.keyOffset), 'warning', 'unknown-event', `Ignoring unknown hook event(s) in ${sandboxPath(file)}: ${keys}`));
    }
    const collector = { entries: [], notes: [], problems: [] };
    const eventNotes = validateEvents(source, context, events, collector);
    const problems = [...collector.problems].sort((a, b) => a.offset - b.offset);
    const firstProblem = problems[0];
    const fileProblem = problems.find((problem) => problem.rejectsFile);
    if (fileProblem && !inline)
        return reject(`${fileProblem.label}: ${fileProblem.reason}`, fileProblem.offset);
    if (inline && firstProblem)
        return reject(`${firstProblem.label}: ${firstProblem.reason}`, firstProblem.offset);
    const itemDiagnostics = [
        ...eventNotes,
        ...collector.notes,
        ...problems.map((problem) => droppedDiagnostic(file, source, problem)),
    ].sort((a, b) => a.line - b.line || a.column - b.column);
    let { entries } = collector;
    let status = 'loaded';
    const disableKey = (0,json_source/* findProperty */.bs)(root, 'disableAllHooks');
    if (disableAllHooks && disableKey && role === 'hookFile') {
        status = 'disabled';
        entries = entries.map((entry) => ({ ...entry, disabled: true }));
        fileNotes.push((0,src_diagnostics/* diagnostic */.Y)(file, at(disableKey.keyOffset), 'info', 'file-disabled', `disableAllHooks is true: the hooks of ${file} are skipped`));
    }
    else if (disableAllHooks && disableKey && role === 'policy') {
        fileNotes.push((0,src_diagnostics/* diagnostic */.Y)(file, at(disableKey.keyOffset), 'warning', 'disable-ignored', 'disableAllHooks has no effect on policy hooks'));
    }
    return { status, entries, diagnostics: [...fileNotes, ...itemDiagnostics], disableAllHooks, hookSettings };
}
function validateEvents(source, context, events, collector) {
    const notes = [];
    for (const event of events) {
        const key = (0,catalogue/* resolveEventKey */.mc)(event.key);
        if (key === undefined || event.value.type !== 'array')
            continue;
        const items = event.value.items;
        const neverFires = (0,catalogue/* eventNeverFires */.U5)(key.event, context.profile);
        if (neverFires && items.length > 0) {
            const code = key.event === 'preMcpToolCall' ? 'event-not-simulated' : 'event-not-fired';
            notes.push((0,src_diagnostics/* diagnostic */.Y)(context.file, source.positionAt(event.keyOffset), 'info', code, neverFires));
        }
        items.forEach((item, index) => {
            const scope = { ...context, source, eventKey: event.key, key, index };
            validateItem(item, scope, collector);
        });
    }
    return notes;
}
/**
 * A config file as the runtime names it in its log: the absolute path in the sandbox, where the repository is
 * `/workspace` (FINDINGS §9 Q24: `Ignoring unknown hook event(s) in /workspace/.github/hooks/c.json: fooBar`).
 */
function sandboxPath(file) {
    return file.startsWith('/') ? file : `/workspace/${file}`;
}
function droppedDiagnostic(file, source, problem) {
    const message = `${problem.label}: ${problem.reason} ${DASH} hook will be skipped`;
    return (0,src_diagnostics/* diagnostic */.Y)(file, source.positionAt(problem.offset), 'warning', 'item-dropped', message);
}
function rejected(diagnostics, disableAllHooks, hookSettings) {
    return { status: 'rejected', entries: [], diagnostics, disableAllHooks, hookSettings };
}

;// CONCATENATED MODULE: ./src/config/load.ts
/**
 * Load a repository's hook configuration under a profile: discovery, parsing, validation, settings-file
 * rules (runtime-behaviour.md §2, §3, §13). Never throws for a bad file: every problem is a diagnostic.
 */







const SETTINGS_KINDS = new Set([
    'userSettings',
    'copilotSettings',
    'claudeSettings',
]);
const REPO_KINDS = new Set(['repoHooks', 'copilotSettings', 'claudeSettings']);
/** Discover, parse and validate every hook configuration file of a repository under a profile. */
async function loadHookConfig(repoDir, profile, options = {}) {
    const discovery = await discoverHookSources(repoDir, profile, options);
    const switches = (0,http_url/* readHttpSwitches */.vJ)(options.agentEnv ?? {});
    const diagnostics = [...discovery.diagnostics];
    for (const notes of await Promise.all(discovery.unreadSettings.map(unreadSettingsNotes))) {
        diagnostics.push(...notes);
    }
    // Read and validate in parallel (a repository may hold hundreds of files); results keep discovery order.
    const results = await Promise.all(discovery.sources.map((source) => loadSource(source, profile, switches)));
    const loaded = [];
    for (const [i, source] of discovery.sources.entries()) {
        const result = results[i];
        // A settings file without hooks or disableAllHooks is no hook source at all.
        if (SETTINGS_KINDS.has(source.kind) && result.status !== 'rejected' && result.hookSettings.length === 0)
            continue;
        loaded.push({ source, result });
        diagnostics.push(...result.diagnostics);
    }
    diagnostics.push(...applySettingsDisable(loaded, profile));
    diagnostics.push(...promptModeGateNote(loaded, profile));
    const files = loaded.map(({ source, result }) => ({
        file: source.file,
        status: result.status,
        hooks: result.entries.length,
    }));
    const entries = loaded.flatMap(({ result }) => result.entries);
    return { files, entries, diagnostics };
}
function roleOf(source) {
    if (source.kind === 'policy')
        return 'policy';
    return SETTINGS_KINDS.has(source.kind) ? 'inline' : 'hookFile';
}
function rejectedFile(source, message) {
    return {
        status: 'rejected',
        entries: [],
        diagnostics: [(0,src_diagnostics/* diagnostic */.Y)(source.file, undefined, 'error', 'file-rejected', message)],
        disableAllHooks: false,
        hookSettings: [],
    };
}
async function loadSource(source, profile, switches) {
    if ((0,confined_paths/* isRefused */.H0)(await (0,confined_paths/* confinedRealpath */.uv)(source.root, source.path, { workspace: REPO_KINDS.has(source.kind) }))) {
        // Only the link as written is shown: the target's content, or even whether it exists, is not told.
        const target = await (0,promises_.readlink)(source.path).catch(() => undefined);
        return rejectedFile(source, `Not read: the file does not resolve to a file inside the repository that /workspace shows${target === undefined ? '' : ` (it links to '${target}')`}; hooksim reads only those (nothing outside the repository, under .git, git-ignored or in a nested checkout; the cloud agent would read that path on its own machine)`);
    }
    let text;
    try {
        text = await (0,promises_.readFile)(source.path, 'utf8');
    }
    catch (error) {
        // Errors from node:fs may come from another realm (jest vm modules), so read `message` structurally.
        const reason = typeof error === 'object' && error !== null && 'message' in error
            ? String(error.message)
            : String(error);
        return rejectedFile(source, `Cannot read the file: ${reason}`);
    }
    return validateHookText(text, {
        file: source.file,
        fileDir: source.fileDir,
        profile,
        switches,
        role: roleOf(source),
    });
}
/**
 * `disableAllHooks: true` in `.github/copilot/settings*.json` skips every hook except policy hooks under
 * `surface=cli`; in `.claude/settings*.json` and user settings it has no effect (runtime-behaviour.md §13).
 */
function applySettingsDisable(loaded, profile) {
    const notes = [];
    let disabledBy;
    for (const { source, result } of loaded) {
        if (!SETTINGS_KINDS.has(source.kind) || !result.disableAllHooks)
            continue;
        const key = result.hookSettings.find((property) => property.key === 'disableAllHooks');
        const position = key?.position;
        if (source.kind === 'copilotSettings' && profile.surface === 'cli') {
            disabledBy ??= source.file;
            notes.push((0,src_diagnostics/* diagnostic */.Y)(source.file, position, 'info', 'all-hooks-disabled', `disableAllHooks is true in ${source.file}: every hook except policy hooks is skipped`));
        }
        else {
            notes.push((0,src_diagnostics/* diagnostic */.Y)(source.file, position, 'info', 'settings-ignored', `disableAllHooks in ${source.file} has no effect; only .github/copilot/settings.json and settings.local.json disable hooks`));
        }
    }
    if (disabledBy === undefined)
        return notes;
    for (const item of loaded) {
        if (item.source.kind === 'policy' || item.result.status === 'rejected')
            continue;
        item.result = {
            ...item.result,
            status: 'disabled',
            entries: item.result.entries.map((entry) => ({ ...entry, disabled: true })),
        };
    }
    return notes;
}
/** Info `settings-ignored` for a repository settings file the profile does not read, when it holds hooks. */
async function unreadSettingsNotes(source) {
    let text;
    if ((0,confined_paths/* isRefused */.H0)(await (0,confined_paths/* confinedRealpath */.uv)(source.root, source.path)))
        return [];
    try {
        text = await (0,promises_.readFile)(source.path, 'utf8');
    }
    catch {
        return [];
    }
    const parsed = (0,json_source/* parseJsonSource */.X0)(text);
    if (!parsed.ok || parsed.source.root.type !== 'object')
        return [];
    const keys = parsed.source.root.properties.filter((p) => p.key === 'hooks' || p.key === 'disableAllHooks');
    const first = keys[0];
    if (!first)
        return [];
    const names = [...new Set(keys.map((p) => `"${p.key}"`))];
    return [
        (0,src_diagnostics/* diagnostic */.Y)(source.file, parsed.source.positionAt(first.keyOffset), 'info', 'settings-ignored', `Copilot cloud agent does not load ${source.file}: its ${names.join(' and ')} ${names.length > 1 ? 'have' : 'has'} no effect`),
    ];
}
/** cli profiles assume the folder-trust gate of `copilot -p` is open (runtime-behaviour.md §2). */
function promptModeGateNote(loaded, profile) {
    if (profile.surface !== 'cli')
        return [];
    const repoFile = loaded.find(({ source, result }) => REPO_KINDS.has(source.kind) && result.entries.length > 0);
    if (!repoFile)
        return [];
    return [
        (0,src_diagnostics/* diagnostic */.Y)(repoFile.source.file, undefined, 'info', 'prompt-mode-gate', 'copilot -p loads repository hooks only in a trusted folder (--trust-folder, COPILOT_ALLOW_ALL=true or ' +
            'GITHUB_COPILOT_PROMPT_MODE_REPO_HOOKS=true); hooksim assumes the folder is trusted'),
    ];
}


/***/ }),

/***/ 178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   Fs: () => (/* binding */ shownAsWritten),
/* harmony export */   H0: () => (/* binding */ isRefused),
/* harmony export */   Hz: () => (/* binding */ readConfined),
/* harmony export */   S$: () => (/* binding */ readConfinedSync),
/* harmony export */   ZQ: () => (/* binding */ confinedRealpathSync),
/* harmony export */   cZ: () => (/* binding */ isLexicallyInside),
/* harmony export */   e: () => (/* binding */ refreshWorkspaceView),
/* harmony export */   ov: () => (/* binding */ OUTSIDE),
/* harmony export */   uv: () => (/* binding */ confinedRealpath)
/* harmony export */ });
/* unused harmony export HIDDEN */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _sandbox_workspace_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3934);
/**
 * Reading a repository's files on the host without leaving it: a pull request can commit a symlink to any host
 * path (`.github/hooks/a.json -> /proc/self/environ`), or a hook command naming `/etc/…` or `../…`. Every
 * host-side reader (discovery, the loader, scenarios, lint) resolves links first and refuses a real path
 * outside the repository: hooksim must never read, list or echo a host file on a hook's say-so. Inside the
 * repository it reads only what `/workspace` shows (decideWorkspaceView): a link to `.git/config` (the job
 * token), to a git-ignored `.env` or into a nested checkout is refused the same way.
 */




/** A link that leads out of the directory a file must stay in. */
const OUTSIDE = 'outside';
/** A path inside the repository that `/workspace` does not show: under `.git`, git-ignored, in a nested checkout. */
const HIDDEN = 'hidden';
/** Whether a confinedRealpath answer refuses the file unread. */
function isRefused(found) {
    return found === OUTSIDE || found === HIDDEN;
}
/** What `/workspace` shows of each checkout, by its real path: decided once, reused by every read. */
const shownPaths = new Map();
/** The settled entries of shownPaths, for the synchronous readers of lint. */
const shownPathsNow = new Map();
/**
 * Decide (again) what `/workspace` shows of `repo` for the host-side readers: every command that reads a
 * repository calls it once at its start, so a repository changed since an earlier command is judged afresh.
 */
async function refreshWorkspaceView(repo) {
    const realRoot = await realRootOf(repo);
    if (realRoot === undefined)
        return;
    const decided = (0,_sandbox_workspace_js__WEBPACK_IMPORTED_MODULE_3__/* .decideWorkspaceView */ .ju)(realRoot).then((view) => (0,_sandbox_workspace_js__WEBPACK_IMPORTED_MODULE_3__/* .workspaceShows */ .iy)(view), 
    // A checkout git cannot list shows nothing: fail closed (the sandbox would not start either).
    () => (rel) => rel === '');
    shownPaths.set(realRoot, decided);
    shownPathsNow.set(realRoot, await decided);
}
async function shownIn(realRoot) {
    if (!shownPaths.has(realRoot))
        await refreshWorkspaceView(realRoot);
    return (await shownPaths.get(realRoot)) ?? (() => false);
}
/**
 * Whether `/workspace` shows `file` itself, its last link not followed: a listing leaves out what a hook
 * cannot see (an ignored `local.yml`) instead of refusing it; a shown link is still judged by its target.
 */
async function shownAsWritten(root, file) {
    const realRoot = await realRootOf(root);
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(file))).catch(() => undefined);
    if (realRoot === undefined || dir === undefined || !isInside(realRoot, dir))
        return false;
    return (await shownIn(realRoot))(relativeOf(realRoot, node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(file))));
}
/** The relative `/`-path of `real` under `realRoot`. */
function relativeOf(realRoot, real) {
    return node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(realRoot, real).split((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)).join('/');
}
/** Whether the real path `real` is the real directory `root` or inside it. */
function isInside(root, real) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(root, real);
    return (relative === '' ||
        (!relative.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}`) && relative !== '..' && !node_path__WEBPACK_IMPORTED_MODULE_2___default().isAbsolute(relative)));
}
/** Whether `file`, as written (links not followed), lies under `root`. */
function isLexicallyInside(root, file) {
    return isInside(node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(root), node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(root, file));
}
/**
 * The real path of `file` when it stays inside `root` once links are followed; OUTSIDE when it does not: a link
 * out of it, a link that resolves to nothing, or a missing file under a directory link out of it, so that the
 * answer never depends on whether a host path exists; undefined for a plain missing file inside.
 */
async function confinedRealpath(root, file, options = {}) {
    const realRoot = await realRootOf(root);
    if (realRoot === undefined)
        return undefined;
    for (let at = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(file);; at = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(at)) {
        try {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(at);
            if (!isInside(realRoot, real))
                return OUTSIDE;
            // A missing file is judged by the directory it would be in, so `.git/no-such` reads as `.git/config`.
            if (options.workspace !== false && !(await shownIn(realRoot))(relativeOf(realRoot, real)))
                return HIDDEN;
            return at === node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(file) ? real : undefined;
        }
        catch {
            if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(at).catch(() => undefined))?.isSymbolicLink())
                return OUTSIDE;
            if (at === node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(at))
                return undefined;
        }
    }
}
/**
 * confinedRealpath without waiting (lint reads scripts synchronously, each once), judged by the view
 * refreshWorkspaceView decided last; before any, every path inside is HIDDEN (fail closed).
 */
function confinedRealpathSync(root, file) {
    const realRoot = realRootOfSync(root);
    if (realRoot === undefined)
        return undefined;
    const shows = shownPathsNow.get(realRoot) ?? (() => false);
    for (let at = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(file);; at = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(at)) {
        try {
            const real = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(at);
            if (!isInside(realRoot, real))
                return OUTSIDE;
            if (!shows(relativeOf(realRoot, real)))
                return HIDDEN;
            return at === node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(file) ? real : undefined;
        }
        catch {
            if (isLinkSync(at))
                return OUTSIDE;
            if (at === node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(at))
                return undefined;
        }
    }
}
function isLinkSync(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file).isSymbolicLink();
    }
    catch {
        return false;
    }
}
/**
 * The text of `file` through its checked real path; undefined when it is outside `root`, not shown in
 * `/workspace`, missing or unreadable.
 */
async function readConfined(root, file) {
    const real = await confinedRealpath(root, file);
    if (real === undefined || isRefused(real))
        return undefined;
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(real, 'utf8').catch(() => undefined);
}
/** readConfined without waiting. */
function readConfinedSync(root, file) {
    const real = confinedRealpathSync(root, file);
    if (real === undefined || isRefused(real))
        return undefined;
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(real, 'utf8');
    }
    catch {
        return undefined;
    }
}
/** Real paths of roots: a lint or load of hundreds of files asks for the same root each time. */
const realRoots = new Map();
async function realRootOf(root) {
    const known = realRoots.get(root);
    if (known !== undefined)
        return known;
    const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(root).catch(() => undefined);
    if (real !== undefined)
        realRoots.set(root, real);
    return real;
}
function realRootOfSync(root) {
    const known = realRoots.get(root);
    if (known !== undefined)
        return known;
    try {
        const real = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(root);
        realRoots.set(root, real);
        return real;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 4851:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ diagnostic)
/* harmony export */ });
/** Diagnostics: every problem hooksim finds, with a place and a stable code. */
/** Build a diagnostic; line and column are 1-based (0 when the place is the whole file). */
function diagnostic(file, position, severity, code, message) {
    return { file, line: position?.line ?? 0, column: position?.column ?? 0, severity, code, message };
}


/***/ }),

/***/ 6671:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ editDistance),
/* harmony export */   q: () => (/* binding */ nearestName)
/* harmony export */ });
/** Edit distance, for "did you mean" in lint findings and scenario problems. */
/** The edit distance between two strings (insertions, deletions, substitutions). */
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost));
        }
        previous = current;
    }
    return previous[b.length] ?? 0;
}
/**
 * The known name a name most likely misspells: the nearest by case-insensitive edit distance, within the edits
 * `allowed` grants that candidate (the same letters in another case always qualify); undefined when none is.
 */
function nearestName(name, known, allowed) {
    const lower = name.toLowerCase();
    let best;
    let bestDistance = Infinity;
    for (const candidate of known) {
        const distance = editDistance(lower, candidate.toLowerCase());
        if (distance <= allowed(candidate) && distance < bestDistance)
            [best, bestDistance] = [candidate, distance];
    }
    return best;
}


/***/ }),

/***/ 8289:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $M: () => (/* binding */ defaultEngineDir),
/* harmony export */   IT: () => (/* binding */ EngineNotInstalledError),
/* harmony export */   JW: () => (/* binding */ locateEngine),
/* harmony export */   P5: () => (/* binding */ COPILOT_CLI_VERSION),
/* harmony export */   Se: () => (/* binding */ EngineInstallError),
/* harmony export */   installEngine: () => (/* binding */ installEngine),
/* harmony export */   xw: () => (/* binding */ COPILOT_CLI_PACKAGE)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _cache_dir_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4703);
/* harmony import */ var _host_command_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5809);
/**
 * Where the pinned Copilot CLI of the copilot-cli engine lives, and `hooksim engine install`: an npm install
 * of `@github/copilot@<pinned>` into a cache directory, never a dependency of hooksim itself.
 */





/** The Copilot CLI version the engine drives; behaviour changes between versions, so it is pinned exactly. */
const COPILOT_CLI_VERSION = '1.0.102';
/** The npm package of the CLI; it pulls the platform binary as an optional dependency. */
const COPILOT_CLI_PACKAGE = '@github/copilot';
/** The engine is not installed where hooksim looks. */
class EngineNotInstalledError extends Error {
    code = 'engine-not-installed';
    constructor(dir, reason) {
        super(`The copilot-cli engine (Copilot CLI ${COPILOT_CLI_VERSION}) is not installed in ${dir}: ${reason}. Run \`hooksim engine install\` first.`);
        this.name = 'EngineNotInstalledError';
    }
}
/** `npm install` of the engine failed. */
class EngineInstallError extends Error {
    code = 'engine-install-failed';
    constructor(reason) {
        super(`hooksim engine install failed: ${reason}`);
        this.name = 'EngineInstallError';
    }
}
/** `$HOOKSIM_ENGINE_DIR`, else `${XDG_CACHE_HOME:-~/.cache}/hooksim/engines/copilot-<version>`. */
function defaultEngineDir(env = process.env) {
    if (env.HOOKSIM_ENGINE_DIR)
        return node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(env.HOOKSIM_ENGINE_DIR);
    return node_path__WEBPACK_IMPORTED_MODULE_2___default().join((0,_cache_dir_js__WEBPACK_IMPORTED_MODULE_3__/* .hooksimCacheDir */ .I)(env), 'engines', `copilot-${COPILOT_CLI_VERSION}`);
}
function platformPackageDir(dir) {
    return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, 'node_modules', '@github', `copilot-${process.platform}-${process.arch}`);
}
/** Find the installed engine in `dir` (default: defaultEngineDir()); throws EngineNotInstalledError. */
async function locateEngine(dir = defaultEngineDir()) {
    const packageDir = platformPackageDir(dir);
    const binaryName = 'copilot';
    let version;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(packageDir, binaryName), node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
        version = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(packageDir, 'package.json'), 'utf8')).version;
    }
    catch {
        throw new EngineNotInstalledError(dir, `no executable ${node_path__WEBPACK_IMPORTED_MODULE_2___default().join(packageDir, binaryName)}`);
    }
    if (version !== COPILOT_CLI_VERSION)
        throw new EngineNotInstalledError(dir, `found version ${String(version)}, need ${COPILOT_CLI_VERSION}`);
    const cacheDir = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, 'cache');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(cacheDir, { recursive: true });
    return { dir, packageDir, binaryName, cacheDir };
}
/** `npm install --prefix DIR --no-save @github/copilot@<pinned>`, then locate the result. */
async function installEngine(options = {}) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(options.dir ?? defaultEngineDir());
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, 'cache'), { recursive: true });
    const args = [
        'install',
        '--prefix',
        dir,
        '--no-save',
        '--no-audit',
        '--no-fund',
        `${COPILOT_CLI_PACKAGE}@${COPILOT_CLI_VERSION}`,
    ];
    // npm gets the user's own environment (registry, proxy, npmrc), as before.
    await (0,_host_command_js__WEBPACK_IMPORTED_MODULE_4__/* .runHostCommand */ .$t)(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, {
        env: process.env,
        onOutput: options.onOutput ?? (() => undefined),
    }).catch((error) => {
        throw new EngineInstallError(error instanceof Error ? error.message : String(error));
    });
    try {
        return await locateEngine(dir);
    }
    catch (error) {
        throw new EngineInstallError(error.message);
    }
}


/***/ }),

/***/ 481:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ ENGINE_FIRE_EVENTS)
/* harmony export */ });
/** Events `fire --engine copilot-cli` can produce, and how. */
const ENGINE_FIRE_EVENTS = {
    preToolUse: 'tool',
    postToolUse: 'tool',
    postToolUseFailure: 'tool',
    sessionStart: 'session',
    userPromptSubmitted: 'session',
    userPromptTransformed: 'session',
    agentStop: 'session',
    sessionEnd: 'session',
};


/***/ }),

/***/ 2064:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DU: () => (/* binding */ MATCHER_TARGET),
/* harmony export */   U5: () => (/* binding */ eventNeverFires),
/* harmony export */   W1: () => (/* binding */ claudeToolName),
/* harmony export */   hr: () => (/* binding */ parseEventName),
/* harmony export */   mc: () => (/* binding */ resolveEventKey),
/* harmony export */   qX: () => (/* binding */ PASCAL_KEYS),
/* harmony export */   xS: () => (/* binding */ CLAUDE_TOOL_NAMES),
/* harmony export */   y4: () => (/* binding */ allEventKeys)
/* harmony export */ });
/* unused harmony export EVENT_NAMES */
/** The camelCase name of every event hooksim knows. */
const EVENT_NAMES = [
    'sessionStart',
    'sessionEnd',
    'userPromptSubmitted',
    'userPromptTransformed',
    'preToolUse',
    'postToolUse',
    'postToolUseFailure',
    'agentStop',
    'subagentStart',
    'subagentStop',
    'errorOccurred',
    'preCompact',
    'permissionRequest',
    'notification',
    'preMcpToolCall',
];
/** PascalCase keys the runtime accepts (runtime-behaviour.md §11); userPromptTransformed has none. */
const PASCAL_KEYS = {
    sessionStart: 'SessionStart',
    sessionEnd: 'SessionEnd',
    userPromptSubmitted: 'UserPromptSubmit',
    preToolUse: 'PreToolUse',
    postToolUse: 'PostToolUse',
    postToolUseFailure: 'PostToolUseFailure',
    agentStop: 'Stop',
    subagentStart: 'SubagentStart',
    subagentStop: 'SubagentStop',
    preCompact: 'PreCompact',
    errorOccurred: 'ErrorOccurred',
    permissionRequest: 'PermissionRequest',
    notification: 'Notification',
};
const KEY_TABLE = new Map([
    ...EVENT_NAMES.map((event) => [event, { event, casing: 'camel' }]),
    ...Object.entries(PASCAL_KEYS).map(([event, key]) => [
        key,
        { event: event, casing: 'pascal' },
    ]),
]);
/** Resolve a hook-file key (either casing, case-sensitive) to its event; undefined for unknown keys. */
function resolveEventKey(key) {
    return KEY_TABLE.get(key);
}
/** Every key a hook file may use, camelCase first. */
function allEventKeys() {
    return [...KEY_TABLE.keys()];
}
/** Resolve an event name given on the command line: either casing, case-insensitively. */
function parseEventName(name) {
    const exact = resolveEventKey(name);
    if (exact)
        return exact;
    const lower = name.toLowerCase();
    for (const [key, value] of KEY_TABLE)
        if (key.toLowerCase() === lower)
            return value;
    return undefined;
}
/** The payload field a matcher tests, per event (runtime-behaviour.md §10); absent: matchers are ignored. */
const MATCHER_TARGET = {
    preToolUse: 'toolName',
    postToolUse: 'toolName',
    permissionRequest: 'toolName',
    subagentStart: 'agentName',
    preCompact: 'trigger',
    notification: 'notificationType',
};
/** Why an event never fires under a profile, or undefined when it can fire (runtime-behaviour.md §14). */
function eventNeverFires(event, profile) {
    if (event === 'preMcpToolCall')
        return 'preMcpToolCall hooks are not simulated';
    if (profile.eventSet === 'cloud' && (event === 'permissionRequest' || event === 'notification')) {
        return `${event} does not fire under Copilot cloud agent`;
    }
    return undefined;
}
/** Claude tool names for runtime tool names (runtime-behaviour.md §10); others keep their name. */
const CLAUDE_TOOL_NAMES = {
    bash: 'Bash',
    powershell: 'Bash',
    view: 'Read',
    create: 'Write',
    edit: 'Edit',
    str_replace_editor: 'Edit',
    apply_patch: 'Edit',
    grep: 'Grep',
    rg: 'Grep',
    glob: 'Glob',
    web_fetch: 'WebFetch',
    web_search: 'WebSearch',
    update_todo: 'TodoWrite',
    ask_user: 'AskUserQuestion',
    task: 'Agent',
};
/** The Claude name of a runtime tool, or the runtime name when it has none. */
function claudeToolName(runtimeName) {
    return CLAUDE_TOOL_NAMES[runtimeName] ?? runtimeName;
}


/***/ }),

/***/ 6891:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Of: () => (/* binding */ AllowRuleError),
/* harmony export */   Po: () => (/* binding */ matchesTarget),
/* harmony export */   UZ: () => (/* binding */ toRequestTarget),
/* harmony export */   cS: () => (/* binding */ normalizeHost),
/* harmony export */   ju: () => (/* binding */ parseAllowRule),
/* harmony export */   yd: () => (/* binding */ AllowList)
/* harmony export */ });
/* unused harmony exports defaultPort, matchesPathPrefix */
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _ip_version_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6271);
/**
 * Allow-list rules and their decisions (spec/cloud-environment.md §5.2): parse the five rule forms, then
 * answer the DNS question (does some rule name this host?) and the HTTP question (does some rule match
 * this whole URL?).
 */


/** A rule (or mock key) that cannot be parsed. */
class AllowRuleError extends Error {
    rule;
    code = 'invalid-allow-rule';
    constructor(rule, reason) {
        super(`Invalid allow-list rule '${rule}': ${reason}. Expected a domain (example.com), a wildcard (*.example.com), an IP address, a URL (https://example.com/path/) or a host and path (example.com/path/).`);
        this.rule = rule;
        this.name = 'AllowRuleError';
    }
}
const DEFAULT_PORTS = { http: 80, https: 443, ws: 80, wss: 443, ftp: 21 };
const URL_RULE = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)/;
const AUTHORITY = /^(\[[0-9A-Fa-f:.]+\]|[^[\]:@\s]+)(?::(\d{1,5}))?$/;
const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;
/** The default port of a scheme, when it has one. */
function defaultPort(scheme) {
    return DEFAULT_PORTS[scheme];
}
/**
 * A host as rules compare it: lowercase ASCII (IDNA), no trailing dot, IPv4 in dotted-decimal, IPv6 compressed
 * and without brackets. Undefined for something that is not a host name or address.
 */
function normalizeHost(raw) {
    let host = raw.trim();
    if (host.startsWith('[') && host.endsWith(']'))
        host = host.slice(1, -1);
    if ((0,_ip_version_js__WEBPACK_IMPORTED_MODULE_1__/* .ipVersion */ .U)(host) === 6) {
        const parsed = tryUrl(`http://[${host}]/`);
        return parsed ? parsed.hostname.slice(1, -1) : undefined;
    }
    if (host.endsWith('.'))
        host = host.slice(0, -1);
    if (host === '' || host.length > 253)
        return undefined;
    if ((0,_ip_version_js__WEBPACK_IMPORTED_MODULE_1__/* .ipVersion */ .U)(host) === 4)
        return tryUrl(`http://${host}/`)?.hostname;
    const ascii = (0,node_url__WEBPACK_IMPORTED_MODULE_0__.domainToASCII)(host);
    if (ascii === '' || ascii.length > 253)
        return undefined;
    const labels = ascii.split('.');
    if (!labels.every((label) => LABEL.test(label)))
        return undefined;
    // A name ending in a number would be read as an IPv4 address by every URL parser.
    if (/^(?:\d+|0x[0-9a-f]*)$/.test(labels[labels.length - 1] ?? ''))
        return undefined;
    return ascii;
}
function tryUrl(text) {
    try {
        return new URL(text);
    }
    catch {
        return undefined;
    }
}
/** Resolve dot-segments of a rule path the way URL parsing resolves a request path. */
function normalizeRulePath(path) {
    if (path === '')
        return '/';
    return tryUrl(`http://h${path.startsWith('/') ? '' : '/'}${path}`)?.pathname ?? '/';
}
function parseHostPart(rule, text) {
    const match = AUTHORITY.exec(text);
    if (!match)
        throw new AllowRuleError(rule, `'${text}' is not a host with an optional port`);
    let hostText = match[1] ?? '';
    const wildcard = hostText.startsWith('*.');
    if (wildcard)
        hostText = hostText.slice(2);
    const host = normalizeHost(hostText);
    if (host === undefined)
        throw new AllowRuleError(rule, `'${hostText}' is not a host name or IP address`);
    if (wildcard && (0,_ip_version_js__WEBPACK_IMPORTED_MODULE_1__/* .ipVersion */ .U)(host) !== 0)
        throw new AllowRuleError(rule, 'a wildcard cannot precede an IP address');
    if (match[2] === undefined)
        return { host, wildcard };
    const port = Number(match[2]);
    if (port < 1 || port > 65535)
        throw new AllowRuleError(rule, `port ${match[2]} is out of range`);
    return { host, wildcard, port };
}
/** Parse one rule in any of the five forms of §5.2; throws AllowRuleError. */
function parseAllowRule(text) {
    const rule = text.trim();
    if (rule === '')
        throw new AllowRuleError(text, 'the rule is empty');
    const url = URL_RULE.exec(rule);
    if (url) {
        const { host, wildcard, port } = parseHostPart(rule, url[2] ?? '');
        const scheme = (url[1] ?? '').toLowerCase();
        return { text: rule, kind: 'url', host, wildcard, scheme, port, path: normalizeRulePath(url[3] ?? '') };
    }
    if (rule.includes('://'))
        throw new AllowRuleError(rule, 'the scheme is malformed');
    if ((0,_ip_version_js__WEBPACK_IMPORTED_MODULE_1__/* .ipVersion */ .U)(rule.replace(/^\[(.*)\]$/, '$1')) !== 0) {
        const host = normalizeHost(rule);
        if (host === undefined)
            throw new AllowRuleError(rule, 'the address is malformed');
        return { text: rule, kind: 'ip', host, wildcard: false };
    }
    const slash = rule.indexOf('/');
    if (slash >= 0) {
        const { host, wildcard, port } = parseHostPart(rule, rule.slice(0, slash));
        const path = normalizeRulePath(rule.slice(slash).replace(/[?#].*$/, ''));
        return { text: rule, kind: 'host-path', host, wildcard, port, path };
    }
    const wildcard = rule.startsWith('*.');
    const host = normalizeHost(wildcard ? rule.slice(2) : rule);
    if (host === undefined || (0,_ip_version_js__WEBPACK_IMPORTED_MODULE_1__/* .ipVersion */ .U)(host) !== 0)
        throw new AllowRuleError(rule, 'not a host name');
    return { text: rule, kind: wildcard ? 'wildcard' : 'domain', host, wildcard };
}
/** Reduce a URL to a rule target; undefined when its host is not a valid host. */
function toRequestTarget(url) {
    const parsed = typeof url === 'string' ? tryUrl(url) : url;
    if (!parsed)
        return undefined;
    const scheme = parsed.protocol.replace(/:$/, '').toLowerCase();
    // Non-special schemes (tcp:, ftp: is special) keep the host as written: normalise it here.
    const host = normalizeHost(decodeURIComponentSafe(parsed.hostname));
    if (host === undefined)
        return undefined;
    const port = parsed.port === '' ? undefined : Number(parsed.port);
    return { scheme, host, port, path: parsed.pathname === '' ? '/' : parsed.pathname };
}
function decodeURIComponentSafe(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}
/** Whether a rule's host part matches a host (both canonical). */
function matchesHost(rule, host) {
    if (rule.kind === 'ip')
        return host === rule.host;
    if (rule.kind === 'domain')
        return (0,_ip_version_js__WEBPACK_IMPORTED_MODULE_1__/* .ipVersion */ .U)(host) === 0 && (host === rule.host || host.endsWith(`.${rule.host}`));
    if (rule.wildcard)
        return (0,_ip_version_js__WEBPACK_IMPORTED_MODULE_1__/* .ipVersion */ .U)(host) === 0 && host.endsWith(`.${rule.host}`);
    return host === rule.host;
}
/** Percent-decode unreserved characters so `/a%2Db` and `/a-b` compare equal; hex digits upper-cased. */
function canonicalPath(path) {
    return path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex) => {
        const char = String.fromCharCode(parseInt(hex, 16));
        return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${hex.toUpperCase()}`;
    });
}
/**
 * Prefix `P` matches path `R` when `R` is `P` with or without a trailing `/`, or `R` is below it (§5.2). An encoded
 * `/` or `\` below a real prefix never matches: a server decoding it could climb out of the prefix.
 */
function matchesPathPrefix(prefix, path) {
    if (prefix === '/' || prefix === '')
        return true;
    const request = canonicalPath(path);
    if (/%2F|%5C|\\/i.test(request))
        return false;
    const bare = canonicalPath(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
    return request === bare || request === `${bare}/` || request.startsWith(`${bare}/`);
}
/** Whether one rule matches a whole URL: scheme, host, port and path as its form requires (§5.2). */
function matchesTarget(rule, target) {
    if (!matchesHost(rule, target.host))
        return false;
    if (rule.kind === 'domain' || rule.kind === 'wildcard' || rule.kind === 'ip')
        return true;
    if (rule.kind === 'url' && rule.scheme !== target.scheme)
        return false;
    if (rule.kind === 'host-path' && target.scheme !== 'http' && target.scheme !== 'https')
        return false;
    const rulePort = rule.port ?? defaultPort(rule.kind === 'url' ? (rule.scheme ?? '') : target.scheme);
    const targetPort = target.port ?? defaultPort(target.scheme);
    if (rulePort !== undefined && rulePort !== targetPort)
        return false;
    return matchesPathPrefix(rule.path ?? '/', target.path);
}
/**
 * Rules parsed before, by text: every session of a run builds its firewall from the same few hundred rules
 * (about 0.3 ms each time). Bounded by the distinct texts of the allow-lists in use.
 */
const parsedRules = new Map();
/** A set of rules and the decisions of §5.2. */
class AllowList {
    rules;
    constructor(rules) {
        this.rules = [...rules];
    }
    /** Parse rule texts; throws AllowRuleError on the first bad one. */
    static parse(texts) {
        return new AllowList([...texts].map((text) => {
            let rule = parsedRules.get(text);
            if (rule === undefined) {
                rule = Object.freeze(parseAllowRule(text));
                parsedRules.set(text, rule);
            }
            return rule;
        }));
    }
    /** The DNS step: some rule's host part matches this name (IP literals never come here). */
    allowsName(name) {
        const host = normalizeHost(name);
        return host !== undefined && this.rules.some((rule) => matchesHost(rule, host));
    }
    /** The HTTP step: some rule matches the whole URL (query and fragment ignored). */
    allowsUrl(url) {
        const target = typeof url === 'object' && 'path' in url && !(url instanceof URL) ? url : toRequestTarget(url);
        return target !== undefined && this.rules.some((rule) => matchesTarget(rule, target));
    }
    /** How a host may be reached, for the tunnel-or-intercept choice (§5.2 point 3). */
    accessTo(name) {
        const host = normalizeHost(name);
        if (host === undefined)
            return 'none';
        let access = 'none';
        for (const rule of this.rules) {
            if (!matchesHost(rule, host))
                continue;
            if (rule.kind === 'domain' || rule.kind === 'wildcard' || rule.kind === 'ip')
                return 'opaque';
            access = 'inspect';
        }
        return access;
    }
}


/***/ }),

/***/ 2172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jc: () => (/* binding */ skippedHookRecord),
/* harmony export */   UR: () => (/* binding */ hookLabel),
/* harmony export */   sg: () => (/* binding */ hookRecordBase)
/* harmony export */ });
/** `file#index` (with `.nested` for an entry from a Claude nested group): how reports name a hook. */
function hookLabel(entry) {
    return `${entry.file}#${entry.index}${entry.nestedIndex === undefined ? '' : `.${entry.nestedIndex}`}`;
}
/** The fields of a hook record that identify its entry. */
function hookRecordBase(entry) {
    return {
        file: entry.file,
        index: entry.index,
        ...(entry.nestedIndex === undefined ? {} : { nestedIndex: entry.nestedIndex }),
        eventKey: entry.eventKey,
        type: entry.type,
    };
}
/** The record of a hook that did not run, with the reason. */
function skippedHookRecord(entry, reason) {
    return { ...hookRecordBase(entry), status: 'skipped', skipped: reason, durationMs: 0 };
}


/***/ }),

/***/ 6271:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ ipVersion)
/* harmony export */ });
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_0__);
/** Which IP version a text is an address of, as `net.isIP` answers, without its cost where the answer is plain. */

/**
 * 4 or 6 for an IPv4 or IPv6 address, 0 for anything else (a host name): `net.isIP`'s answer. A dotted IPv4
 * address holds only digits and dots and every IPv6 form holds a colon, so other texts are answered here: the
 * first isIP call on a name compiles Node's IPv6 pattern, about 6 ms of every `fire` (the allow-list's names).
 */
function ipVersion(text) {
    if (!text.includes(':') && !/^[\d.]+$/.test(text))
        return 0;
    return (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(text);
}


/***/ }),

/***/ 32:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L6: () => (/* binding */ MATCHER_TIMEOUT_CODE),
/* harmony export */   XE: () => (/* binding */ CLAUDE_LITERAL),
/* harmony export */   YD: () => (/* binding */ usesClaudeFormat),
/* harmony export */   bO: () => (/* binding */ matcherTimeoutMessage),
/* harmony export */   qM: () => (/* binding */ compileMatcher),
/* harmony export */   ti: () => (/* binding */ testMatcher),
/* harmony export */   y9: () => (/* binding */ matcherFires)
/* harmony export */ });
/* unused harmony export NODE_HAS_MODIFIER_GROUPS */
/* harmony import */ var _events_catalogue_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2064);
/* harmony import */ var _regex_guard_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1084);
/**
 * Matchers: native anchored ECMAScript regexes, Claude-format matchers and the runtime-to-Claude tool names
 * (runtime-behaviour.md §10).
 */


/** A matcher made only of tool names (`Bash`, `Bash|Edit`): Claude format takes it literally. */
const CLAUDE_LITERAL = /^[A-Za-z0-9_-]+(\|[A-Za-z0-9_-]+)*$/;
const MODIFIER_GROUP = /\(\?(?:[ims]+(?:-[ims]*)?|-[ims]+):/;
/** Whether this event's key uses Claude-format matching under the profile. */
function usesClaudeFormat(event, casing, profile) {
    if (casing !== 'pascal')
        return false;
    if (event === 'preToolUse' || event === 'permissionRequest')
        return true;
    return event === 'postToolUse' && profile.pascalPostToolMatcher === 'claude';
}
/** Whether this Node's RegExp supports modifier groups `(?i:...)` (Node 24 does, Node 20 does not). */
const NODE_HAS_MODIFIER_GROUPS = (() => {
    try {
        new RegExp('(?i:a)');
        return true;
    }
    catch {
        return false;
    }
})();
function anchored(pattern) {
    try {
        return new RegExp(`^(?:${pattern})$`);
    }
    catch {
        return undefined;
    }
}
/** Compile an entry's matcher for its event, casing and profile, or say why the item is dropped. */
function compileMatcher(event, casing, matcher, profile) {
    if (matcher === undefined)
        return { ok: true, matcher: { kind: 'all' } };
    const claude = usesClaudeFormat(event, casing, profile);
    if (matcher === '') {
        if (profile.emptyMatcher === 'reject')
            return { ok: false, message: 'matcher cannot be empty' };
        return { ok: true, matcher: { kind: 'all' } };
    }
    if (!_events_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .MATCHER_TARGET */ .DU[event])
        return { ok: true, matcher: { kind: 'ignored' } };
    if (claude && (matcher === '*' || matcher === '**'))
        return { ok: true, matcher: { kind: 'all' } };
    if (claude && CLAUDE_LITERAL.test(matcher)) {
        return { ok: true, matcher: { kind: 'claudeLiteral', tokens: matcher.split('|') } };
    }
    const regex = anchored(matcher);
    if (!regex) {
        if (!NODE_HAS_MODIFIER_GROUPS && MODIFIER_GROUP.test(matcher)) {
            return {
                ok: true,
                matcher: {
                    kind: 'unsupportedHere',
                    message: `Matcher '${matcher}' uses RegExp modifier groups, which Copilot accepts but Node ${process.versions.node} does not; run hooksim on Node 24`,
                },
            };
        }
        return { ok: false, message: `Invalid matcher regex in ${event} hook: '${matcher}'` };
    }
    return { ok: true, matcher: claude ? { kind: 'claudeRegex', regex } : { kind: 'native', regex } };
}
/** The code of the warning diagnostic of a matcher that ran out of time. */
const MATCHER_TIMEOUT_CODE = 'matcher-timeout';
/** The message of a matcher that ran out of time (the caller names the file and line). */
function matcherTimeoutMessage(matcher, value) {
    const shown = value !== undefined && value.length > 80 ? `${value.slice(0, 79)}…` : (value ?? '');
    return `matcher '${matcher ?? ''}' took longer than ${_regex_guard_js__WEBPACK_IMPORTED_MODULE_1__/* .REGEX_DEADLINE_TEXT */ .Pf} on '${shown}': catastrophic backtracking; the runtime would hang here too`;
}
/**
 * Whether a compiled matcher fires for a value (a runtime tool name, agent name, trigger or type), or
 * 'timeout' when its regular expression runs past the deadline (the repository wrote it: it is bounded).
 */
function testMatcher(matcher, value) {
    switch (matcher.kind) {
        case 'all':
        case 'ignored':
            return true;
        case 'unsupportedHere':
            return false;
        case 'native':
            return value !== undefined && (0,_regex_guard_js__WEBPACK_IMPORTED_MODULE_1__/* .testRegexBounded */ .NY)(matcher.regex, value);
        case 'claudeLiteral':
            return (value !== undefined &&
                matcher.tokens.some((token) => token === value || token === (0,_events_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeToolName */ .W1)(value) || (token === 'Task' && value === 'task')));
        case 'claudeRegex':
            return value !== undefined && (0,_regex_guard_js__WEBPACK_IMPORTED_MODULE_1__/* .testRegexBounded */ .NY)(matcher.regex, (0,_events_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .claudeToolName */ .W1)(value));
    }
}
/** Whether a compiled matcher fires for a value; one that runs out of time does not. */
function matcherFires(matcher, value) {
    return testMatcher(matcher, value) === true;
}


/***/ }),

/***/ 9717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ getProfile),
/* harmony export */   J: () => (/* binding */ PROFILE_NAMES),
/* harmony export */   Yt: () => (/* binding */ UnknownProfileError),
/* harmony export */   wK: () => (/* binding */ differingFlags)
/* harmony export */ });
/* unused harmony export PROFILES */
/**
 * Named semantics profiles: data, read by the rest of the code as flags.
 * Code reads flags, never profile names (spec/runtime-behaviour.md §1).
 */
// cloud-environment.md §4: a hook cannot outlive the job that runs it.
const JOB_LIMIT_CAP = {
    seconds: 59 * 60,
    limit: "the cloud agent's job limit of 59 minutes",
};
// [decision] The CLI has no job limit, but a preview must end: the cloud agent's job limit is hooksim's own bound
// (and Node's timers overflow past 24.8 days, firing at once).
const PREVIEW_CAP = {
    seconds: 59 * 60,
    limit: "hooksim's limit of 59 minutes for one hook (the cloud agent's job limit; the CLI has none)",
};
const PROFILE_NAMES = ['cloud', 'cloud-docs', 'cli', 'cli-docs'];
const shared = {
    askBehaviour: 'deny',
    promptEntries: 'skip',
    honorModifiedArgs: true,
    runtimeEnvVars: 'copilot',
    killGroupOnExit: true,
    ssrfGuard: true,
    stdinTrailingNewline: false,
    stopBlockGuard: 8,
    subagentStopCap: 100,
    postToolUseContextLimit: 10240,
    outputCapBytes: 10485760,
    matcherOnOtherEvents: 'ignore',
    sessionStartSource: 'new',
    agentShellEnv: false,
};
/** Values the observed profiles (cloud, cli) share. */
const observed = {
    ...shared,
    hookFileOrder: 'descending',
    scanSubdirectories: true,
    nestedHookGroups: 'accept',
    versionRequired: false,
    emptyMatcher: 'reject',
    pascalPostToolMatcher: 'claude',
    envExpansion: 'none',
    timeoutKill: 'termThenKill',
    timeoutTextTruncation: 'ellipsis',
    exit2WarningStdout: 'merge',
    postToolUseFailureExit2Source: 'stderr',
    preToolUseShortCircuit: 'firstDenyOrAsk',
    chainModifiedArgs: true,
    preToolUseAdditionalContext: 'inject',
    erroredDenyMessage: 'withSource',
    exit2DenyReason: 'stdoutThenFixed',
    denyNoReasonText: 'noReasonProvided',
    askDenyText: 'unableToAsk',
    honorClaudeHookSpecificOutput: 'pascalPreToolUse',
    httpPreToolUseNon2xx: 'deny',
    httpPreToolUseNetworkError: 'deny',
    httpUrlRules: 'observed',
    chainModifiedResult: true,
    postToolUseContextCap: 'utf16Silent',
    postToolUseContextFormat: 'guidanceHeader',
    postToolUseFailureContextFormat: 'separateMessage',
    sessionStartNonStringContext: 'reset',
    blankContextInjected: true,
    stopPromptMerge: 'fieldwise',
    subagentStopGuard: 'none',
    toolArgsEncoding: 'object',
    pascalPostToolName: 'claude',
    payloadShape: 'observed',
    headerUnlistedVars: 'empty',
    datetimeFormat: 'localOffset',
    executedToolTexts: 'plain',
    failureModifiedResult: 'reroute',
    deepNestedGroup: 'dropItem',
    fieldTypeChecks: 'generic',
};
/** Values the documented profiles (cloud-docs, cli-docs) share. */
const documented = {
    ...shared,
    hookFileOrder: 'ascending',
    scanSubdirectories: false,
    nestedHookGroups: 'drop',
    versionRequired: true,
    emptyMatcher: 'matchAll',
    pascalPostToolMatcher: 'native',
    envExpansion: 'posix',
    timeoutKill: 'kill',
    timeoutTextTruncation: 'cut',
    exit2WarningStdout: 'ignore',
    postToolUseFailureExit2Source: 'stdout',
    preToolUseShortCircuit: 'none',
    chainModifiedArgs: false,
    preToolUseAdditionalContext: 'ignore',
    erroredDenyMessage: 'plain',
    exit2DenyReason: 'stdoutThenStderr',
    denyNoReasonText: 'bare',
    askDenyText: 'plain',
    honorClaudeHookSpecificOutput: 'never',
    httpPreToolUseNon2xx: 'failOpen',
    httpPreToolUseNetworkError: 'failOpen',
    httpUrlRules: 'documented',
    chainModifiedResult: false,
    postToolUseContextCap: 'utf8BytesWarn',
    postToolUseContextFormat: 'append',
    postToolUseFailureContextFormat: 'appendToError',
    sessionStartNonStringContext: 'ignore',
    blankContextInjected: false,
    stopPromptMerge: 'lastValid',
    subagentStopGuard: 'stopBlockGuard',
    toolArgsEncoding: 'string',
    pascalPostToolName: 'runtime',
    payloadShape: 'documented',
    headerUnlistedVars: 'verbatim',
    datetimeFormat: 'utcZ',
    executedToolTexts: 'plain',
    failureModifiedResult: 'reroute',
    deepNestedGroup: 'dropItem',
    fieldTypeChecks: 'generic',
    generalPurposeSubagentHooks: false,
    subagentTurnHooks: false,
    subagentHookIdentity: 'session',
    userPromptSubmittedOutputs: [],
    continuationPromptEvents: [],
};
/** The four profiles of runtime-behaviour.md §1.2, one row each. */
const PROFILES = {
    cloud: {
        ...observed,
        name: 'cloud',
        hookTimeoutCap: JOB_LIMIT_CAP,
        surface: 'cloud',
        configSources: 'repoHooksDir',
        sourceOrder: 'observed',
        eventSet: 'cloud',
        powershellOnlyEntries: 'ignore',
        execEntries: 'skip',
        userPromptSubmittedOutputs: ['additionalContext', 'decision'],
        continuationPromptEvents: ['userPromptTransformed'],
        // The hosted runtime is not shipped: cloud keeps the documented subagent rules (docs/runtime-findings.md).
        generalPurposeSubagentHooks: false,
        subagentTurnHooks: false,
        subagentHookIdentity: 'session',
        cliBinaryEnvVars: false,
    },
    'cloud-docs': {
        ...documented,
        name: 'cloud-docs',
        hookTimeoutCap: JOB_LIMIT_CAP,
        surface: 'cloud',
        configSources: 'repoHooksDir',
        sourceOrder: 'documented',
        eventSet: 'cloud',
        powershellOnlyEntries: 'ignore',
        execEntries: 'skip',
        cliBinaryEnvVars: false,
    },
    cli: {
        ...observed,
        name: 'cli',
        hookTimeoutCap: PREVIEW_CAP,
        surface: 'cli',
        configSources: 'all',
        sourceOrder: 'observed',
        eventSet: 'all',
        powershellOnlyEntries: 'pwsh',
        execEntries: 'run',
        userPromptSubmittedOutputs: ['modifiedPrompt', 'additionalContext', 'decision'],
        continuationPromptEvents: ['userPromptSubmitted', 'userPromptTransformed'],
        generalPurposeSubagentHooks: true,
        subagentTurnHooks: true,
        subagentHookIdentity: 'agent',
        cliBinaryEnvVars: true,
        // Observed by the differential suite against 1.0.102; cloud's hosted runtime is not, so it keeps §8.2.
        executedToolTexts: 'cli',
        failureModifiedResult: 'replaceText',
        deepNestedGroup: 'rejectFile',
        fieldTypeChecks: 'observed',
    },
    'cli-docs': {
        ...documented,
        name: 'cli-docs',
        hookTimeoutCap: PREVIEW_CAP,
        surface: 'cli',
        configSources: 'all',
        sourceOrder: 'documented',
        eventSet: 'all',
        powershellOnlyEntries: 'ignore',
        execEntries: 'run',
        // The docs are silent on these variables and tool texts: docs profiles take the observed behaviour (§1).
        cliBinaryEnvVars: true,
        executedToolTexts: 'cli',
    },
};
/** Error for a profile name that is not one of PROFILE_NAMES. */
class UnknownProfileError extends Error {
    code = 'unknown-profile';
    constructor(name) {
        super(`Unknown profile '${name}'. Expected one of: ${PROFILE_NAMES.join(', ')}.`);
        this.name = 'UnknownProfileError';
    }
}
/** Look up a profile by name; throws UnknownProfileError for any other name. */
function getProfile(name) {
    if (!PROFILE_NAMES.includes(name))
        throw new UnknownProfileError(name);
    return PROFILES[name];
}
/** The flags whose values differ between two profiles (for --compare). */
function differingFlags(a, b) {
    return Object.keys(a).filter((key) => key !== 'name' && JSON.stringify(a[key]) !== JSON.stringify(b[key]));
}


/***/ }),

/***/ 1084:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NY: () => (/* binding */ testRegexBounded),
/* harmony export */   Pf: () => (/* binding */ REGEX_DEADLINE_TEXT)
/* harmony export */ });
/* unused harmony exports REGEX_DEADLINE_MS, worstCaseSteps */
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Bounded regular expressions: hook matchers and scenario expectations come from the repository (a pull
 * request, possibly a fork), and a backtracking pattern such as `(a+)+$` holds the event loop for ever; a
 * process stuck inside `RegExp.prototype.test` ignores SIGTERM and SIGINT. Patterns whose worst case is
 * provably small for the text at hand run inline; every other test runs in a worker thread that is
 * terminated at the deadline. The semantics stay JavaScript's: the worker runs the same RegExp.
 */

/** How long one repository-controlled regular expression may run, in milliseconds. */
const REGEX_DEADLINE_MS = 1000;
/** The deadline as the messages say it. */
const REGEX_DEADLINE_TEXT = `${REGEX_DEADLINE_MS / 1000} s`;
/** How long a new worker may take to start (slowly on a busy runner), on top of the deadline. */
const WORKER_START_ALLOWANCE_MS = 5000;
/** The most backtracking steps an inline test may take in the worst case (about 0.1 s). */
const INLINE_STEP_BUDGET = 10_000_000;
const QUANTIFIER_START = new Set(['*', '+', '?', '{']);
/**
 * An upper bound of the backtracking steps `regex.test` takes on a text of `length` characters, or undefined
 * when the pattern is outside the conservative class this bound covers: a quantified group (nested or
 * overlapping quantifiers), a backreference, or the `v` flag. Inside the class every quantifier repeats one
 * fixed atom, so each attempt is one path through a choice per quantifier and per alternation.
 */
function worstCaseSteps(regex, length) {
    if (regex.flags.includes('v'))
        return undefined;
    const source = regex.source;
    const positions = length + 1;
    let paths = 1;
    let quantifiers = 0;
    const alternatives = [1];
    let previous = 'none';
    for (let i = 0; i < source.length; i++) {
        const char = source[i];
        if (char === '\\') {
            const next = source[i + 1] ?? '';
            if (/[1-9k]/.test(next))
                return undefined;
            i++;
            // \u{...}, \p{...}, \P{...}: the braces belong to the escape.
            if (/[upP]/.test(next) && source[i + 1] === '{') {
                const close = source.indexOf('}', i);
                if (close < 0)
                    return undefined;
                i = close;
            }
            previous = 'atom';
        }
        else if (char === '[') {
            i++;
            while (i < source.length && source[i] !== ']')
                i += source[i] === '\\' ? 2 : 1;
            previous = 'atom';
        }
        else if (char === '(') {
            alternatives.push(1);
            if (source[i + 1] === '?') {
                // The group's kind (`?:`, `?=`, `?<=`, `?<name>`, `?i:`) is syntax, not a quantifier.
                const kind = /^\?(?:<[=!]|<[^>]*>|[a-z-]*[:=!])/.exec(source.slice(i + 1));
                i += kind ? kind[0].length : 1;
            }
            previous = 'none';
        }
        else if (char === ')') {
            paths *= alternatives.pop() ?? 1;
            previous = 'group';
        }
        else if (char === '|') {
            const last = alternatives.length - 1;
            alternatives[last] = (alternatives[last] ?? 1) + 1;
            previous = 'none';
        }
        else if (QUANTIFIER_START.has(char) && previous !== 'none') {
            if (previous === 'quantifier') {
                if (char === '?')
                    continue; // lazy
                return undefined;
            }
            if (previous === 'group')
                return undefined;
            quantifiers++;
            paths *= quantifierChoices(source, i, positions);
            if (char === '{')
                i = source.indexOf('}', i) < 0 ? i : source.indexOf('}', i);
            previous = 'quantifier';
        }
        else {
            previous = 'atom';
        }
    }
    for (const count of alternatives)
        paths *= count;
    return positions * paths * (source.length + quantifiers * length);
}
function quantifierChoices(source, at, positions) {
    const char = source[at];
    if (char === '?')
        return 2;
    if (char === '*' || char === '+')
        return positions;
    const bounds = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(at));
    if (!bounds)
        return positions;
    if (bounds[2] === undefined)
        return 1;
    if (!bounds[3])
        return positions;
    return Math.min(Number(bounds[3]) - Number(bounds[1]) + 1, positions);
}
// CommonJS run with `eval: true`, so the bundles (ncc) need no separate worker file.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ready = new Int32Array(workerData);
Atomics.store(ready, 0, 1);
Atomics.notify(ready, 0);
parentPort.on('message', ({ source, flags, value, shared }) => {
  const state = new Int32Array(shared);
  let result = 3;
  try {
    result = new RegExp(source, flags).test(value) ? 1 : 2;
  } catch {}
  Atomics.store(state, 0, result);
  Atomics.notify(state, 0);
});
`;
let worker;
const timedOut = new WeakMap();
/** Start a worker and wait until it runs, so its start does not count against a pattern's deadline. */
function startWorker() {
    const ready = new SharedArrayBuffer(4);
    const started = new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.Worker(WORKER_SOURCE, { eval: true, workerData: ready });
    Atomics.wait(new Int32Array(ready), 0, 0, WORKER_START_ALLOWANCE_MS);
    // The worker must never keep the process alive, nor crash it.
    started.unref();
    started.on('error', () => {
        if (worker === started)
            worker = undefined;
    });
    return started;
}
/**
 * Test `regex` on `value` within the deadline: inline when the pattern's worst case is small for this text,
 * else in a worker thread that is terminated when the deadline passes. Blocks the caller (synchronously) for
 * at most the deadline, plus the start of a new worker after one was terminated.
 */
function testRegexBounded(regex, value, deadlineMs = REGEX_DEADLINE_MS) {
    // A matcher is tested on the same tool name at every event: a pattern that ran out of time once does again.
    if (timedOut.get(regex)?.has(value))
        return 'timeout';
    const steps = worstCaseSteps(regex, value.length);
    if (steps !== undefined && steps <= INLINE_STEP_BUDGET) {
        regex.lastIndex = 0;
        return regex.test(value);
    }
    const current = worker ?? startWorker();
    worker = current;
    const shared = new SharedArrayBuffer(4);
    const state = new Int32Array(shared);
    current.postMessage({ source: regex.source, flags: regex.flags, value, shared });
    const waited = Atomics.wait(state, 0, 0, deadlineMs);
    if (waited === 'timed-out') {
        worker = undefined;
        timedOut.set(regex, (timedOut.get(regex) ?? new Set()).add(value));
        void current.terminate().catch(() => undefined);
        return 'timeout';
    }
    const result = Atomics.load(state, 0);
    if (result === 3) {
        // The pattern compiled here, so it compiles there: only an engine failure (a stack overflow) lands here.
        throw new RangeError(`Regular expression /${regex.source}/${regex.flags} failed on ${value.length} characters`);
    }
    return result === 1;
}


/***/ }),

/***/ 856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ formatAnnotation)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4031);

const COMMAND = { error: 'error', warning: 'warning', info: 'notice' };
/** One workflow command line for a diagnostic; `path` prefixes the file (the repo's place in the workspace). */
function formatAnnotation(diagnostic, path = '') {
    const file = path ? `${path.replace(/\/$/, '')}/${diagnostic.file}` : diagnostic.file;
    const props = [`file=${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .workflowProperty */ .nP)(file)}`];
    if (diagnostic.line > 0)
        props.push(`line=${diagnostic.line}`);
    if (diagnostic.column > 0)
        props.push(`col=${diagnostic.column}`);
    props.push(`title=${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .workflowProperty */ .nP)(`hooksim ${diagnostic.code}`)}`);
    return `::${COMMAND[diagnostic.severity]} ${props.join(',')}::${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .workflowData */ .w$)(diagnostic.message)}`;
}


/***/ }),

/***/ 4031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BC: () => (/* binding */ sarifText),
/* harmony export */   D9: () => (/* binding */ markdownCode),
/* harmony export */   _b: () => (/* binding */ mermaidLabel),
/* harmony export */   _s: () => (/* binding */ htmlAttribute),
/* harmony export */   eC: () => (/* binding */ scriptJson),
/* harmony export */   eR: () => (/* binding */ terminalText),
/* harmony export */   h0: () => (/* binding */ markdownPre),
/* harmony export */   js: () => (/* binding */ htmlText),
/* harmony export */   nP: () => (/* binding */ workflowProperty),
/* harmony export */   p7: () => (/* binding */ markdownText),
/* harmony export */   tL: () => (/* binding */ terminalLine),
/* harmony export */   w$: () => (/* binding */ workflowData),
/* harmony export */   xK: () => (/* binding */ xmlText),
/* harmony export */   yA: () => (/* binding */ sarifUri)
/* harmony export */ });
/**
 * Text from a repository made inert, one function per output context. Every string a pull request controls
 * (file names, scenario names, hook output, reasons, stderr, hosts, commands, diagnostics quoting file contents)
 * is hostile: in a terminal it could move the cursor, rewrite a line or set the clipboard; in Markdown it could
 * forge a heading, a table, a link, an image or HTML, and ping people through `@mentions` and references.
 * Renderers escape through these functions only, so a context is reviewed in one place.
 *
 * | context                              | function                           |
 * | ------------------------------------ | ---------------------------------- |
 * | terminal, one line                   | `terminalLine`                     |
 * | terminal, multi-line (indented)      | `terminalText`                     |
 * | Markdown text: heading, list, cell   | `markdownText`                     |
 * | Markdown inline code (line or cell)  | `markdownCode`                     |
 * | Markdown preformatted block          | `markdownPre`                      |
 * | Mermaid label                        | `mermaidLabel`                     |
 * | XML (JUnit) attribute or element     | `xmlText`                          |
 * | workflow command data and properties | `workflowData`, `workflowProperty` |
 * | SARIF message text and artifact uri  | `sarifText`, `sarifUri`            |
 * | HTML text (element content, `<pre>`) | `htmlText`                         |
 * | HTML attribute value (quoted)        | `htmlAttribute`                    |
 * | JSON in `<script type=…json>`        | `scriptJson`                       |
 */
// C0 but tab and newline, DEL, C1 (U+009B is CSI to some terminals), the bidi marks, embeddings, overrides and
// isolates (text that reads backwards), and the Unicode line and paragraph separators.
const CONTROL = 
// eslint-disable-next-line no-control-regex
/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** A control as `less` and `cat -v` show it: `^[` for ESC, `^M` for a carriage return, `<U+202E>` past C0. */
function showControl(char) {
    const code = char.charCodeAt(0);
    if (code < 0x20)
        return `^${String.fromCharCode(code + 0x40)}`;
    if (code === 0x7f)
        return '^?';
    return `<U+${code.toString(16).toUpperCase().padStart(4, '0')}>`;
}
/** Controls made visible; newlines and tabs kept. */
function showControls(text) {
    return text.replace(CONTROL, showControl);
}
/** Blank runs (newlines included) as one space, trimmed: text for a one-line context. */
function flatten(text) {
    return text.replace(/[\s\u0085]+/g, ' ').trim();
}
/** At most `max` characters, the last an ellipsis when cut; never half a surrogate pair. */
function cut(text, max) {
    if (text.length <= max)
        return text;
    let end = max - 1;
    if (/[\ud800-\udbff]/.test(text.charAt(end - 1)))
        end--;
    return `${text.slice(0, end)}…`;
}
/** One line for a terminal: blanks flattened, controls and escape sequences visible, at most `max` characters. */
function terminalLine(text, max = Infinity) {
    // Carriage returns are shown, not flattened: `^M` says a line was being overwritten.
    return showControls(cut(text.replace(/[\t\n \u2028\u2029\u0085]+/g, ' ').trim(), max));
}
/**
 * Multi-line text for a terminal: controls visible, and every line after the first starts with `indent`, so
 * nothing in the text starts a line of its own at column 0 (a forged `✓ … passed` or `Decision: allow`).
 */
function terminalText(text, indent = '    ') {
    return text.replace(/\n+$/, '').split('\n').map(showControls).join(`\n${indent}`);
}
// Zero-width space: invisible, yet it breaks every pattern GitHub links or notifies on.
const ZWSP = '\u200b';
/**
 * GitHub's references defused: `@user` and `@org/team` (a notification), `scheme://` and `www.` (GFM
 * autolinks), `user@host` (an email autolink), `#1`, `GH-1` and `owner/repo#1` (issue links), and hex runs that
 * could be commit SHAs. A zero-width space goes after the character that starts each (and before `@` too: an
 * email's local part ends there).
 */
function defuseReferences(text) {
    return text
        .replace(/@/g, `${ZWSP}@${ZWSP}`)
        .replace(/:\/\//g, `:${ZWSP}//`)
        .replace(/www\./gi, (m) => `${m.slice(0, 3)}${ZWSP}.`)
        .replace(/#(?=\d)/g, `#${ZWSP}`)
        .replace(/GH-(?=\d)/gi, (m) => `${m}${ZWSP}`)
        .replace(/\b[0-9a-f]{7,}\b/gi, (m) => m.replace(/[0-9a-f]{6}(?=.)/gi, `$&${ZWSP}`));
}
/** HTML's special characters as entities (inside `<pre>` and for raw HTML the summary passes through). */
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
/**
 * Text for one line of Markdown: a heading, a list item, a blockquote line or a table cell. Blanks are
 * flattened (a newline could start a heading or a table), controls shown, references defused, the marks of
 * emphasis, code, links, headings and tables backslash-escaped, HTML and `$` (GitHub's math) as entities, and a
 * leading list or setext marker escaped. At most `max` characters of the original text.
 */
function markdownText(text, max = Infinity) {
    const escaped = defuseReferences(showControls(cut(flatten(text), max)))
        .replace(/[\\`*_[\]~#|]/g, '\\$&')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/\$/g, '&#36;');
    return escaped.replace(/^[-+=]/, '\\$&').replace(/^(\d+)([.)])/, '$1\\$2');
}
/**
 * Text as a Markdown code span on one line, for a line (`'line'`) or a table cell (`'cell'`: GFM splits cells on
 * `|` before it parses code spans, so a pipe needs its backslash even inside one). Renderers show a code span
 * literally and GitHub links nothing in it; the fence is longer than any backtick run inside, so the text cannot
 * close it early. Empty text gives ''.
 */
function markdownCode(text, context = 'line', max = Infinity) {
    const flat = showControls(cut(flatten(text), max));
    if (flat === '')
        return '';
    const longest = Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
    const span = `${fence}${pad}${flat}${pad}${fence}`;
    return context === 'cell' ? span.replace(/\|/g, '\\|') : span;
}
/**
 * Multi-line text as a `<pre>` block on lines of its own. `<pre>` opening a line makes a CommonMark HTML block
 * that ends only at `</pre>`, which the escaped text cannot contain: blank lines, backticks, `#` or `-` stay text,
 * and GitHub links and notifies nothing inside `<pre>`. Controls are shown.
 */
function markdownPre(text) {
    return `<pre>${escapeHtml(showControls(text))}</pre>`;
}
// `;` ends a statement, `#` starts an entity, `:` splits a message from its arrow, `%%` starts a comment,
// a backtick could close the Markdown fence, `<`/`>`/`&`/`"` are HTML to the renderer, `{}`/`[]`/`()` shape
// nodes, `|`, `\` and `=` have meanings in labels: all become `#<code>;`.
const MERMAID_SPECIAL = /[;#:%`<>&"{}[\]()|\\=]/g;
/** Text for a Mermaid label: one line, at most `max` characters, controls shown, specials as entity codes. */
function mermaidLabel(text, max = 80) {
    const shown = showControls(cut(flatten(text), max));
    return shown.replace(MERMAID_SPECIAL, (c) => `#${c.charCodeAt(0)};`) || ' ';
}
// XML 1.0 forbids U+FFFE, U+FFFF and unpaired surrogates even as references.
const INVALID_XML = /[\ufffe\uffff]/g;
/** Text for an XML attribute or element: controls shown (XML 1.0 forbids most), entities for the specials. */
function xmlText(text) {
    return showControls(text)
        .replace(LONE_SURROGATE, '\ufffd')
        .replace(INVALID_XML, '\ufffd')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&apos;');
}
/** The message of a workflow command (`::error ...::message`): one line, `%`, CR and LF percent-encoded, other controls shown. */
function workflowData(text) {
    return text
        .replace(CONTROL, (c) => (c === '\r' ? c : showControl(c)))
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A');
}
/** A property of a workflow command (`file=`, `title=`): as data, and `:` and `,` encoded too. */
function workflowProperty(text) {
    return workflowData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
/**
 * A SARIF plain-text message: controls shown, and square brackets backslash-escaped, since `[text](n)` is an
 * embedded link that code scanning renders (SARIF 2.1.0 §3.11.6).
 */
function sarifText(text) {
    return showControls(text)
        .replace(/\\(?=[[\]])/g, '\\\\')
        .replace(/[[\]]/g, '\\$&');
}
/** A repository path as a SARIF artifact URI: each segment percent-encoded. */
function sarifUri(file) {
    return file
        .replace(LONE_SURROGATE, '\ufffd')
        .split('/')
        .map((segment) => encodeURIComponent(segment))
        .join('/');
}
/**
 * Text for an HTML element's content (`<p>`, `<td>`, `<pre>`, `<summary>`): `&`, `<` and `>` as entities, so no
 * tag, comment or entity can start; controls and bidi marks shown as elsewhere (a `<U+202E>` reads backwards in a
 * browser too), lone surrogates as U+FFFD. Newlines are kept: `<pre>` shows them, other elements fold them.
 */
function htmlText(text) {
    return showControls(text)
        .replace(LONE_SURROGATE, '\ufffd')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;');
}
/** Text for a quoted HTML attribute value (`data-name="…"`, `title="…"`): as `htmlText`, and both quotes as entities. */
function htmlAttribute(text) {
    return htmlText(text).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
const SCRIPT_JSON_UNSAFE = new RegExp(`[<>&]|${CONTROL.source}`, 'g');
/**
 * A value as JSON inside `<script type="application/json">`: the HTML parser ends the element at the first
 * `</script` and treats `<!--` specially, whatever the JSON means, so `<`, `>` and `&` become `\u003c`, `\u003e`
 * and `\u0026` (the same string to `JSON.parse`); C1 controls, bidi marks and U+2028/U+2029, which
 * JSON.stringify leaves raw, become `\uXXXX` escapes too. Lone surrogates already come out as escapes
 * (well-formed JSON.stringify), so the file stays valid UTF-8.
 */
function scriptJson(value) {
    return (JSON.stringify(value) ?? 'null').replace(SCRIPT_JSON_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}


/***/ }),

/***/ 4975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JK: () => (/* binding */ failureNote),
/* harmony export */   L6: () => (/* binding */ hookErrorText),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   TM: () => (/* binding */ firstLine),
/* harmony export */   Y0: () => (/* binding */ rejectedFiles),
/* harmony export */   d1: () => (/* binding */ rejectedFileDiagnostics),
/* harmony export */   hU: () => (/* binding */ listHookErrors),
/* harmony export */   kM: () => (/* binding */ silentFailureNote),
/* harmony export */   le: () => (/* binding */ diagnosticPlace),
/* harmony export */   q1: () => (/* binding */ hookErrorLabel),
/* harmony export */   ui: () => (/* binding */ isHookError),
/* harmony export */   wZ: () => (/* binding */ countHookErrors),
/* harmony export */   yu: () => (/* binding */ groupHookErrors),
/* harmony export */   z7: () => (/* binding */ ignoredOutputNotes)
/* harmony export */ });
/* harmony import */ var _hook_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2172);
/* harmony import */ var _runners_missing_program_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4052);


/** Whether a hook run failed (not a deliberate exit 2, not a skip). */
function isHookError(hook) {
    return hook.status === 'error' || hook.status === 'timeout';
}
/** The errored and timed-out hook runs of a scenario, in run order. */
function listHookErrors(scenario) {
    return scenario.events.flatMap((event) => event.hooks.filter(isHookError).map((hook) => ({ event, hook })));
}
/** How many hook runs errored or timed out in these scenarios. */
function countHookErrors(scenarios) {
    return scenarios.reduce((sum, scenario) => sum + listHookErrors(scenario).length, 0);
}
/** The first non-blank line of a text, trimmed; empty when there is none. */
function firstLine(text) {
    return ((text ?? '')
        .split(/\r?\n/)
        .map((line) => line.trim())
        .find((line) => line !== '') ?? '');
}
/** The failure's first line, or a description from the status and exit code when the record has no text. */
function hookErrorText(hook) {
    const text = firstLine(hook.error);
    if (text)
        return text;
    const exit = hook.exitCode === undefined || hook.exitCode === null ? '' : ` with exit code ${hook.exitCode}`;
    return hook.status === 'timeout' ? `timed out${exit}` : `failed${exit}`;
}
/**
 * For a failed hook that wrote nothing to stderr, what it did print: the runtime's text ends in an empty
 * `Stderr:`, which tells a user nothing. Undefined when stderr has text or the hook did not fail.
 */
function silentFailureNote(hook) {
    // A timeout's text says what happened; an error's `Stderr:` is all a user gets.
    if (hook.status !== 'error' || firstLine(hook.stderr) !== '')
        return undefined;
    const stdout = firstLine(hook.stdout);
    return stdout ? `nothing on stderr; stdout: ${stdout}` : 'nothing on stderr or stdout';
}
/** What a failure means beyond its text: what a silent hook printed, or the program it lacked. */
function failureNote(hook) {
    return (silentFailureNote(hook) ?? (hook.missingProgram ? (0,_runners_missing_program_js__WEBPACK_IMPORTED_MODULE_0__/* .missingProgramNote */ .Dz)(hook.missingProgram) : undefined));
}
/** Each distinct `file#index (eventKey): note` of output the runtime dropped in a scenario, in run order. */
function ignoredOutputNotes(scenario) {
    const notes = scenario.events.flatMap((event) => event.hooks.flatMap((hook) => (hook.ignored ?? []).map((note) => `${hookErrorLabel(hook)}: ${note}`)));
    return [...new Set(notes)];
}
/** `file#index (eventKey)`: how the reports name an errored hook. */
function hookErrorLabel(hook) {
    return `${(0,_hook_record_js__WEBPACK_IMPORTED_MODULE_1__/* .hookLabel */ .UR)(hook)} (${hook.eventKey})`;
}
/** The errored runs grouped by entry and failure, in order of first occurrence. */
function groupHookErrors(scenario) {
    const groups = new Map();
    for (const { hook } of listHookErrors(scenario)) {
        const stderr = firstLine(hook.stderr);
        const note = silentFailureNote(hook) ?? (hook.missingProgram ? (0,_runners_missing_program_js__WEBPACK_IMPORTED_MODULE_0__/* .missingProgramNote */ .Dz)(hook.missingProgram) : undefined);
        const group = {
            label: hookErrorLabel(hook),
            status: hook.status,
            error: hookErrorText(hook),
            ...(stderr ? { stderr } : {}),
            ...(note ? { note } : {}),
            count: 0,
        };
        const key = JSON.stringify([group.label, group.status, group.error, group.stderr]);
        const seen = groups.get(key) ?? group;
        seen.count++;
        groups.set(key, seen);
    }
    return [...groups.values()];
}
/** The loader's `file-rejected` diagnostics: each makes `run` exit 1 (DESIGN.md "The CLI"). */
function rejectedFileDiagnostics(diagnostics) {
    return diagnostics.filter((d) => d.code === 'file-rejected');
}
/** The rejected hook files, each once, in report order. */
function rejectedFiles(diagnostics) {
    return [...new Set(rejectedFileDiagnostics(diagnostics).map((d) => d.file))];
}
/** `file:line:column` of a diagnostic, or the file alone when it has no position. */
function diagnosticPlace(d) {
    return d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
}
/** `N thing` or `N things`. */
function plural(count, noun) {
    return `${count} ${noun}${count === 1 ? '' : 's'}`;
}


/***/ }),

/***/ 4225:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JY: () => (/* binding */ countHookRuns),
/* harmony export */   XY: () => (/* binding */ buildJsonReport),
/* harmony export */   eo: () => (/* binding */ mergeJsonReports)
/* harmony export */ });
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(311);

/** How many hooks really ran (not skipped or dropped) in a scenario. */
function countHookRuns(scenario) {
    return scenario.events
        .flatMap((event) => event.hooks)
        .filter((hook) => hook.status !== 'skipped' && hook.status !== 'dropped').length;
}
/** Assemble the report from the scenarios of one run. */
function buildJsonReport(profile, scenarios, diagnostics, durationMs) {
    const count = (status) => scenarios.filter((s) => s.status === status).length;
    return {
        tool: { name: 'hooksim', version: _version_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSION */ .x },
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
function mergeJsonReports(reports) {
    const first = reports[0];
    if (!first)
        throw new Error('merge-reports needs at least one report');
    const scenarios = reports
        .flatMap((r) => r.scenarios)
        .sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
    const seen = new Set();
    const diagnostics = reports
        .flatMap((r) => r.diagnostics)
        .filter((d) => {
        const key = JSON.stringify(d);
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
    const merged = buildJsonReport(first.profile, scenarios, diagnostics, 0);
    if (first.engine !== undefined)
        merged.engine = first.engine;
    if (first.sandbox !== undefined)
        merged.sandbox = first.sandbox;
    merged.summary.durationMs = Math.max(...reports.map((r) => r.summary.durationMs));
    return merged;
}


/***/ }),

/***/ 9103:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ REPORT_FORMATS)
/* harmony export */ });
/** The report formats a run writes (`--report FORMAT=FILE`), apart from their renderers (loaded only to write). */
/** Every format; a new one is a name here and a case in render-report.ts. */
const REPORT_FORMATS = ['json', 'junit', 'markdown', 'html'];


/***/ }),

/***/ 4035:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   nJ: () => (/* binding */ httpUrlLoadProblem),
/* harmony export */   vJ: () => (/* binding */ readHttpSwitches)
/* harmony export */ });
/* unused harmony export isLoopbackHost */
const AUTH_EVENTS = new Set(['preToolUse', 'permissionRequest', 'preMcpToolCall']);
/** Whether a URL host is loopback as the docs define it: `localhost`, `127.*`, `[::1]`. */
function isLoopbackHost(hostname) {
    const host = hostname.toLowerCase();
    // Only IPv4 literals count for `127.*`: a name like `127.evil.example` is not loopback.
    return (host === 'localhost' ||
        /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
        host === '[::1]' ||
        host === '::1');
}
/** Read the switches from the agent environment (exactly `1`). */
function readHttpSwitches(env) {
    return {
        allowLocalhost: env.COPILOT_HOOK_ALLOW_LOCALHOST === '1',
        allowHttpAuthHooks: env.COPILOT_HOOK_ALLOW_HTTP_AUTH_HOOKS === '1',
    };
}
/**
 * Why an HTTP entry's URL is dropped at load, or undefined when it loads.
 * The message is the part after `hooks.<event>[<i>].url: `.
 */
function httpUrlLoadProblem(event, url, hasAllowedEnvVars, profile, switches) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return `invalid URL "${url}"`;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
        return `URL must use http: or https: (got ${url})`;
    }
    if (parsed.protocol === 'https:')
        return undefined;
    const loopbackAllowed = switches.allowLocalhost && isLoopbackHost(parsed.hostname);
    const observed = profile.httpUrlRules === 'observed';
    // Under the documented rules these two rows drop `http://` whatever the switches (§12 table).
    if (AUTH_EVENTS.has(event) && !(observed && (loopbackAllowed || switches.allowHttpAuthHooks))) {
        return 'Authorization-affecting HTTP hooks (preToolUse, preMcpToolCall, permissionRequest) must use https:// to protect response integrity (set COPILOT_HOOK_ALLOW_HTTP_AUTH_HOOKS=1 to override, or use localhost with COPILOT_HOOK_ALLOW_LOCALHOST=1)';
    }
    if (hasAllowedEnvVars && !(observed && loopbackAllowed)) {
        // Observed verbatim in CLI 1.0.102 (docs/runtime-findings.md, Q24): the message does not name the URL.
        return 'HTTP hooks with allowedEnvVars must use https:// to prevent credential exposure (set COPILOT_HOOK_ALLOW_LOCALHOST=1 for local development)';
    }
    if (AUTH_EVENTS.has(event))
        return undefined;
    if (observed)
        return undefined;
    if (isLoopbackHost(parsed.hostname)) {
        return loopbackAllowed
            ? undefined
            : `HTTP hook url http:// is only allowed for loopback with COPILOT_HOOK_ALLOW_LOCALHOST=1 (got ${url})`;
    }
    return `HTTP hook url must use https:// (got ${url})`;
}


/***/ }),

/***/ 4052:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G6: () => (/* binding */ describeMissingProgram),
  Dz: () => (/* binding */ missingProgramNote)
});

// UNUSED EXPORTS: missingProgramOf

;// CONCATENATED MODULE: ./src/data/runner-image.ts
/**
 * The programs on GitHub's ubuntu-24.04 runner image, the image Copilot cloud agent runs on
 * (spec/cloud-environment.md §1: the Ubuntu runner image the agent uses). Taken from the image's published
 * software list, actions/runner-images `images/ubuntu/Ubuntu2404-Readme.md`, image version 20250202.1.0
 * (Ubuntu 24.04.1 LTS): the command each listed tool and apt package puts on PATH, plus the base system's
 * everyday commands. Data only; `src/runners/missing-program.ts` reads it.
 */
/** Which image, in the words a note shows. */
const RUNNER_IMAGE = "GitHub's ubuntu-24.04 runner image (20250202.1.0)";
/** Commands on PATH in that image. */
const RUNNER_IMAGE_PROGRAMS = new Set([
    // Language and runtime
    'bash',
    'sh',
    'dash',
    'clang',
    'clang-format',
    'clang-tidy',
    'gcc',
    'g++',
    'cc',
    'c++',
    'gfortran',
    'julia',
    'kotlin',
    'kotlinc',
    'node',
    'nodejs',
    'npm',
    'npx',
    'perl',
    'python',
    'python3',
    'pip',
    'pip3',
    'pipx',
    'ruby',
    'gem',
    'irb',
    'swift',
    'swiftc',
    'java',
    'javac',
    'jar',
    'php',
    'composer',
    'phpunit',
    'dotnet',
    'go',
    'gofmt',
    'cargo',
    'rustc',
    'rustdoc',
    'rustup',
    'rustfmt',
    'cabal',
    'ghc',
    'ghcup',
    'stack',
    'pwsh',
    'tclsh',
    'wish',
    // Package management and project tools
    'cpan',
    'helm',
    'conda',
    'vcpkg',
    'yarn',
    'ant',
    'gradle',
    'lerna',
    'mvn',
    'n',
    'parcel',
    'newman',
    // Tools
    'ansible',
    'ansible-playbook',
    'azcopy',
    'azcopy10',
    'bazel',
    'bazelisk',
    'bicep',
    'buildah',
    'cmake',
    'ctest',
    'docker',
    'docker-compose',
    'docker-credential-ecr-login',
    'fastlane',
    'git',
    'git-lfs',
    'git-ftp',
    'haveged',
    'jq',
    'kind',
    'kubectl',
    'kustomize',
    'mediainfo',
    'hg',
    'minikube',
    'openssl',
    'packer',
    'podman',
    'pulumi',
    'skopeo',
    'searchd',
    'yamllint',
    'yq',
    'zstd',
    // CLI tools
    'aws',
    'session-manager-plugin',
    'sam',
    'az',
    'gh',
    'gcloud',
    'gsutil',
    // Browsers and drivers
    'google-chrome',
    'chromedriver',
    'chromium',
    'chromium-browser',
    'microsoft-edge',
    'msedgedriver',
    'firefox',
    'geckodriver',
    // Databases and web servers
    'sqlite3',
    'psql',
    'pg_dump',
    'mysql',
    'mysqldump',
    'apache2',
    'nginx',
    // Installed apt packages
    'getfacl',
    'setfacl',
    'aria2c',
    'autoconf',
    'autoreconf',
    'automake',
    'aclocal',
    'ld',
    'as',
    'ar',
    'nm',
    'objdump',
    'strip',
    'bison',
    'yacc',
    'brotli',
    'bzip2',
    'bunzip2',
    'curl',
    'dbus-daemon',
    'dig',
    'nslookup',
    'host',
    'dpkg',
    'dpkg-deb',
    'fakeroot',
    'file',
    'find',
    'xargs',
    'flex',
    'ftp',
    'gpg',
    'gpg2',
    'ip',
    'ping',
    'libtool',
    'libtoolize',
    'locale',
    'lz4',
    'm4',
    'make',
    'netstat',
    'ifconfig',
    'nc',
    'netcat',
    'ssh',
    'scp',
    'sftp',
    'ssh-keygen',
    '7z',
    '7za',
    'parallel',
    'patchelf',
    'pigz',
    'unpigz',
    'pkg-config',
    'rpm',
    'rsync',
    'shellcheck',
    'sshpass',
    'sudo',
    'swig',
    'coredumpctl',
    'tar',
    'telnet',
    'makeinfo',
    'texi2any',
    'time',
    'tree',
    'unzip',
    'upx',
    'wget',
    'xvfb-run',
    'Xvfb',
    'xz',
    'unxz',
    'zip',
    'zsync',
    // The base system (coreutils, util-linux, procps, grep, sed, …)
    'awk',
    'gawk',
    'mawk',
    'sed',
    'grep',
    'egrep',
    'fgrep',
    'cat',
    'ls',
    'cp',
    'mv',
    'rm',
    'mkdir',
    'rmdir',
    'ln',
    'chmod',
    'chown',
    'touch',
    'head',
    'tail',
    'sort',
    'uniq',
    'wc',
    'cut',
    'tr',
    'tee',
    'date',
    'env',
    'echo',
    'printf',
    'test',
    'basename',
    'dirname',
    'realpath',
    'readlink',
    'stat',
    'du',
    'df',
    'mktemp',
    'sleep',
    'timeout',
    'id',
    'whoami',
    'uname',
    'hostname',
    'ps',
    'kill',
    'pkill',
    'pgrep',
    'top',
    'free',
    'uptime',
    'diff',
    'cmp',
    'patch',
    'gzip',
    'gunzip',
    'zcat',
    'base64',
    'sha256sum',
    'sha1sum',
    'md5sum',
    'seq',
    'yes',
    'nproc',
    'less',
    'more',
    'which',
    'whereis',
    'sync',
    'mount',
    'umount',
    'unshare',
    'nohup',
    'setsid',
    'flock',
    'script',
    'systemctl',
    'journalctl',
    'crontab',
    'logger',
    'vi',
    'vim',
    'nano',
    'iconv',
    'column',
    'comm',
    'join',
    'paste',
    'split',
    'expand',
    'fold',
    'fmt',
    'nl',
    'od',
    'xxd',
    'hexdump',
    'strings',
    'tac',
    'rev',
    'shuf',
    'expr',
    'bc',
    'ldd',
    'lsof',
    'watch',
    'getent',
    'groups',
    'su',
    'useradd',
    'adduser',
    'apt',
    'apt-get',
    'update-alternatives',
]);

;// CONCATENATED MODULE: ./src/runners/missing-program.ts
/**
 * A hook that exits 127 ran a program this machine does not have. The cloud agent runs on GitHub's ubuntu-24.04
 * runner image, which has far more than a laptop (python, gh, az, …), so "command not found" here may be a
 * laptop's gap, not the hook's bug: the record says which.
 */

// `bash: line 1: python: command not found` and `/usr/bin/env: 'python': No such file or directory`
// (a shebang through env); a path (`./nope.sh: No such file or directory`) is a missing file, not a program.
const NOT_FOUND = [
    /(?:^|[\s:])([A-Za-z0-9_][A-Za-z0-9_.+-]*): command not found/m,
    /\benv: ['‘"]?([A-Za-z0-9_][A-Za-z0-9_.+-]*)['’"]?: No such file or directory/m,
];
/** The program a failed hook could not find, from its exit status and stderr; undefined when none. */
function missingProgramOf(exitCode, stderr) {
    if (exitCode !== 127)
        return undefined;
    for (const pattern of NOT_FOUND) {
        const name = pattern.exec(stderr)?.[1];
        if (name !== undefined)
            return name;
    }
    return undefined;
}
/** What a hook record says about its missing program. */
function missingProgramNote(missing) {
    return missing.inCloudImage
        ? `${missing.name} is not on this machine; the cloud agent's image (${RUNNER_IMAGE}) has it, so this hook finds it there`
        : `${missing.name} is not on this machine, and not in the cloud agent's image (${RUNNER_IMAGE}) either: install it in the hook or in copilot-setup-steps.yml`;
}
/** The record's `missingProgram` for a run that exited 127 for want of a program. */
function describeMissingProgram(exitCode, stderr) {
    const name = missingProgramOf(exitCode, stderr);
    return name === undefined ? undefined : { name, inCloudImage: RUNNER_IMAGE_PROGRAMS.has(name) };
}


/***/ }),

/***/ 7772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aW: () => (/* binding */ reducedFidelityText),
/* harmony export */   h4: () => (/* binding */ processRunWarning)
/* harmony export */ });
/* unused harmony export PROCESS_DRIVER_DIFFERENCES */
/**
 * The `--sandbox` choice and what hooksim says of a process run: no import beyond these texts, so a command that
 * only validates or lints does not load the sandbox's drivers with the CLI's handlers.
 */
/** What a process run's reports say it cost (cloud-environment.md §5.8: `sandbox-reduced-fidelity`). */
function reducedFidelityText(choice) {
    const why = choice.fallbackReason === undefined ? '' : ` (namespaces unavailable: ${choice.fallbackReason})`;
    return `the process driver ran hooks without isolation, as your user, with access to this machine's files, environment and network${why}`;
}
/** What results differ under the process driver, for the notice and the README. */
const PROCESS_DRIVER_DIFFERENCES = 'the firewall sees only clients that use its proxy, so a blocked host fails differently (curl: "CONNECT tunnel failed, response 403", not "Could not resolve host")';
/**
 * What the CLI prints on stderr, once, before the first hook of a process run (undefined for a namespace
 * run). Asked for with `--sandbox process`: one line on what hooks can reach. Fallen back to from `auto`:
 * why the namespace sandbox is not ready, `hooksim setup` to fix it, and `--sandbox process` as the
 * explicit choice with what it costs.
 */
function processRunWarning(choice) {
    if (choice.kind !== 'process')
        return undefined;
    if (choice.fallbackReason === undefined) {
        return "hooksim: warning: --sandbox process: hooks run as your user with access to this machine's files, environment and network";
    }
    return [
        `hooksim: the namespace sandbox is not ready on this machine: ${choice.fallbackReason.replace(/\s*\n\s*/g, '; ')}`,
        '  Fix: run `hooksim setup` (as root, or it uses sudo); `hooksim setup --check` lists what is missing.',
        `  This run uses the process driver instead: hooks run unisolated, as your user, with this machine's files, environment and network, and ${PROCESS_DRIVER_DIFFERENCES}.`,
        '  To choose that knowingly, pass --sandbox process.',
    ].join('\n');
}


/***/ }),

/***/ 9823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LE: () => (/* binding */ bulkDirFor),
/* harmony export */   O1: () => (/* binding */ removeTreeSync),
/* harmony export */   VR: () => (/* binding */ removeOwnTree),
/* harmony export */   dM: () => (/* binding */ removeTree),
/* harmony export */   eT: () => (/* binding */ noteHookFilesInRunDir),
/* harmony export */   tJ: () => (/* binding */ ensureRunDir),
/* harmony export */   xy: () => (/* binding */ onProcessExit)
/* harmony export */ });
/* unused harmony exports MEMORY_BASE, runBase, removeRunDirSync, sweepDeadRuns */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _environment_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4282);
/**
 * The namespace sandbox's temporary directories on the host and their guaranteed removal: one run
 * directory per hooksim process (`hooksim-sbx-<pid>-<random>`) holding the mask layers, the system layers'
 * seeds and every session's small files, on the memory filesystem /dev/shm where it can be (runBase), and
 * a second one in the temp dir for what may grow large (bulkDirFor: workspace copies, layers hooks write on
 * kernels before 6.6); removed when the last user is done, on process exit, SIGINT and SIGTERM; a dead
 * run's directories are swept by the next start.
 */





/** Temp directory names of hooksim runs: the owner pid comes first so a later run can tell a dead one. */
const RUN_PREFIX = 'hooksim-sbx-';
const RUN_NAME = /^hooksim-sbx-(\d+)-[A-Za-z0-9]+$/;
/** The memory filesystem a run directory goes to when it can (runBase). */
const MEMORY_BASE = '/dev/shm';
/** tmpfs's magic number in statfs(2). */
const TMPFS_MAGIC = 0x01021994;
/** The room a memory filesystem must have for a run directory: Docker's default /dev/shm of 64 MB has not. */
const MEMORY_BASE_MIN_FREE_BYTES = 1024 * 1024 * 1024;
let runDirectory;
/** The run's directory in the temp dir for what may grow large, when the run directory is elsewhere. */
let bulkDirectory;
/** Synchronous teardown steps of live sandboxes, run on exit and on a fatal signal. */
const exitHooks = new Set();
let handlersInstalled = false;
/** The per-process run directory, created (and dead runs swept) on first use. */
function ensureRunDir() {
    if (runDirectory !== undefined)
        return runDirectory;
    const temp = (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)();
    // Overlay mount options separate layers with ':' and options with ','; the path must hold neither.
    if (UNUSABLE_BASE.test(temp)) {
        throw new Error(`The temporary directory '${temp}' contains ',', ':', '\\' or white space, which overlay mounts cannot use.`);
    }
    const base = runBase(temp, describeMemoryBase());
    // In the background: a run killed with its sandboxes left a tree `rm` takes tens of ms to remove, and a
    // dozen of them held up the first sandbox of the next run for a second while they went one by one.
    void sweepDeadRuns(temp);
    if (base !== temp)
        void sweepDeadRuns(base);
    runDirectory = makeRunDir(base);
    installHandlers();
    return runDirectory;
}
/** Characters a run directory's path may not hold (overlay mount options). */
const UNUSABLE_BASE = /[,:\\\s]/;
function makeRunDir(base) {
    const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(base, `${RUN_PREFIX}${process.pid}-`));
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(dir, 0o700);
    return dir;
}
function describeMemoryBase() {
    try {
        const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(MEMORY_BASE);
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(real).isDirectory())
            return undefined;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.accessSync)(real, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.W_OK | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.X_OK);
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statfsSync)(real);
        return { path: real, tmpfs: stats.type === TMPFS_MAGIC, freeBytes: stats.bavail * stats.bsize };
    }
    catch {
        return undefined;
    }
}
/**
 * Where a run directory goes: on the memory filesystem when the temporary directory is the default one (a
 * TMPDIR set is where the user wants temporary files), it is a tmpfs this user may write, and it has room
 * (MEMORY_BASE_MIN_FREE_BYTES); the temp dir otherwise. A run directory holds small files made and removed at
 * a high rate (a session's, the mask layers' whiteouts): an ext4 inode and its removal cost about five times
 * what a tmpfs one does (sandbox/README.md "The run directory").
 */
function runBase(temp, memory) {
    if (temp !== '/tmp' || memory === undefined || !memory.tmpfs)
        return temp;
    if (memory.freeBytes < MEMORY_BASE_MIN_FREE_BYTES || UNUSABLE_BASE.test(memory.path))
        return temp;
    return memory.path;
}
/**
 * Where what may grow large goes for the run directory `runDir` (a workspace copy, the layers hooks write on
 * kernels before 6.6): `runDir` itself when it is in the temp dir, else a directory of the run there, made on
 * first use and removed with the run directory.
 */
function bulkDirFor(runDir) {
    if (runDir !== runDirectory || node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(runDir) === (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)())
        return runDir;
    bulkDirectory ??= makeRunDir((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)());
    return bulkDirectory;
}
/** Register a synchronous teardown step for exit and signals; returns its removal. */
function onProcessExit(hook) {
    exitHooks.add(hook);
    installHandlers();
    return () => exitHooks.delete(hook);
}
/** Remove the run directory now (all sandboxes are stopped); the next sandbox creates a new one. */
function removeRunDirSync() {
    if (runDirectory === undefined)
        return;
    if (hookFilesInRunDir)
        removeTreeSync(runDirectory);
    else
        removeOwnTreeSync(runDirectory);
    // Copies and layers hooks wrote: removed as a tree of any depth.
    if (bulkDirectory !== undefined)
        removeTreeSync(bulkDirectory);
    runDirectory = undefined;
    bulkDirectory = undefined;
}
/**
 * Whether a namespace sandbox of this run kept what hooks wrote in the run directory (its layers on the host
 * disk, kernels before 6.6): then only `rm` removes it, never an in-process walk that a leftover could race.
 */
let hookFilesInRunDir = false;
/** Say that a sandbox of this run keeps hook-written layers under the run directory (see removeRunDirSync). */
function noteHookFilesInRunDir() {
    hookFilesInRunDir = true;
}
function runExitHooks() {
    for (const hook of [...exitHooks]) {
        try {
            hook();
        }
        catch {
            // Teardown goes on for the others.
        }
    }
    exitHooks.clear();
    try {
        removeRunDirSync();
    }
    catch {
        // Swept by the next run.
    }
}
function onFatalSignal(signal) {
    runExitHooks();
    uninstallHandlers();
    // Nobody else handles it: die of the signal as if we had not been listening.
    if (process.listenerCount(signal) === 0)
        process.kill(process.pid, signal);
}
function installHandlers() {
    if (handlersInstalled)
        return;
    handlersInstalled = true;
    process.on('exit', runExitHooks);
    process.on('SIGINT', onFatalSignal);
    process.on('SIGTERM', onFatalSignal);
}
function uninstallHandlers() {
    if (!handlersInstalled)
        return;
    handlersInstalled = false;
    process.off('exit', runExitHooks);
    process.off('SIGINT', onFatalSignal);
    process.off('SIGTERM', onFatalSignal);
}
function isAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}
/**
 * Remove run directories whose owner process is gone; only directories we own, never following links.
 * Never rejects.
 */
async function sweepDeadRuns(base = (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)()) {
    let names;
    try {
        names = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(base);
    }
    catch {
        return;
    }
    const uid = process.getuid?.();
    for (const name of names) {
        const match = RUN_NAME.exec(name);
        if (!match || Number(match[1]) === process.pid || isAlive(Number(match[1])))
            continue;
        const full = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(base, name);
        try {
            const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(full);
            if (!stat.isDirectory() || (uid !== undefined && stat.uid !== uid))
                continue;
            await removeTree(full);
        }
        catch {
            // Another run swept it, or it is not ours to remove.
        }
    }
}
/**
 * The programs that remove a tree: coreutils `rm -rf` walks by descriptor, so a chain of directories deeper
 * than PATH_MAX (which a hook can build under `/root`) goes like any other, and it never follows a link or
 * crosses a mount point. Not as root, `chmod -R u+rwx` first: overlay work directories are mode 000, and
 * a hook can make its own so; chmod's walk changes a directory before it reads it and skips links.
 */
function removalSteps(target) {
    const rm = ['rm', ['-rf', '--one-file-system', '--', target]];
    return process.getuid?.() === 0 ? [rm] : [['chmod', ['-R', 'u+rwx', '--', target]], rm];
}
/** A removal step's options: no input, no output, only PATH. */
const STEP_OPTIONS = { env: { PATH: process.env.PATH ?? _environment_js__WEBPACK_IMPORTED_MODULE_4__/* .SANDBOX_PATH */ .I6 }, stdio: 'ignore' };
/** Whether `target` is a directory we may walk; a file or link there is unlinked instead (never followed). */
function isWalkable(target) {
    let stat;
    try {
        stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(target);
    }
    catch {
        return false;
    }
    if (stat.isDirectory())
        return true;
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(target);
    }
    catch {
        // gone already
    }
    return false;
}
/** Remove a directory tree of any depth (removalSteps); what cannot be removed is left for the next sweep. */
async function removeTree(target) {
    if (!isWalkable(target))
        return;
    for (const [program, args] of removalSteps(target)) {
        await new Promise((resolve) => {
            const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(program, args, STEP_OPTIONS);
            child.on('error', () => resolve());
            child.on('close', () => resolve());
        });
    }
}
/**
 * Remove a directory tree only hooksim wrote (no hook could reach it: no deep chains, no mode-000 work
 * directories), in this process, without starting a program; what that cannot remove, removeTree does.
 */
async function removeOwnTree(target) {
    // Synchronously: such a tree holds a handful of entries, and each asynchronous call would be a round trip
    // through libuv's thread pool (about 100 µs of CPU each, against a few here).
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(target, { recursive: true, force: true });
    }
    catch {
        await removeTree(target);
    }
}
/** Synchronous removeOwnTree, for exit handlers. */
function removeOwnTreeSync(target) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(target, { recursive: true, force: true });
    }
    catch {
        removeTreeSync(target);
    }
}
/** Synchronous removeTree, for exit handlers. */
function removeTreeSync(target) {
    if (!isWalkable(target))
        return;
    for (const [program, args] of removalSteps(target))
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)(program, args, STEP_OPTIONS);
}


/***/ }),

/***/ 3934:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B_: () => (/* binding */ findGitConfigs),
/* harmony export */   E5: () => (/* binding */ sanitizeGitConfig),
/* harmony export */   M2: () => (/* binding */ withParents),
/* harmony export */   d6: () => (/* binding */ acquireWorkspaceCopy),
/* harmony export */   eF: () => (/* binding */ run),
/* harmony export */   iy: () => (/* binding */ workspaceShows),
/* harmony export */   ju: () => (/* binding */ decideWorkspaceView),
/* harmony export */   vg: () => (/* binding */ WorkspaceCopyError),
/* harmony export */   xM: () => (/* binding */ withWorkspaceViewScope)
/* harmony export */ });
/* unused harmony exports releaseWorkspaceCopies, listWorkspaceFiles, createFilteredCopy, sanitizeGitDir, parseConfigListing, serializeConfig */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _memo_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7406);
/* harmony import */ var _host_command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5809);
/* harmony import */ var _cleanup_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9823);
/* harmony import */ var _environment_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4282);
/* harmony import */ var _host_git_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2708);
/**
 * What `/workspace` shows of a checkout (decideWorkspaceView, spec/cloud-environment.md §1): what a clone
 * would hold plus the working tree's changes (tracked and untracked-but-not-ignored files, submodules as
 * their own such files, `.git` directories with credentials removed from every config); nested repositories
 * that are not submodules and ignored files at any depth stay out. workspace-overlay.ts shows it as masks
 * over the checkout itself; where it cannot, the filtered copy made here (once per run and repository,
 * shared read-only by every session) is the lower layer instead. A folder outside git is copied whole,
 * nested repositories excepted.
 */








/** The repository could not be copied (git missing, unreadable files). */
class WorkspaceCopyError extends Error {
    code = 'workspace-copy-failed';
    constructor(repo, reason) {
        super(`Cannot copy the repository '${repo}' into the sandbox workspace: ${reason}`);
        this.name = 'WorkspaceCopyError';
    }
}
/** Copies of this process, by the repository's real path. */
const copies = new Map();
/** Copies made at once; keeps the number of open files well under the usual limits. */
const COPY_CONCURRENCY = 64;
/** The shared filtered copy of `repo` in `runDir`, made on first use. */
async function acquireWorkspaceCopy(repo, runDir, options = {}) {
    const key = `${runDir}\0${await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(repo)}`;
    return (0,_memo_js__WEBPACK_IMPORTED_MODULE_6__/* .memoUntilFailure */ .F)(copies, key, () => makeCopy(repo, runDir, options));
}
/** Forget and remove every copy (the run directory is going away). */
async function releaseWorkspaceCopies() {
    const pending = [...copies.values()];
    copies.clear();
    for (const copy of pending)
        await copy.then(removeTree, () => undefined);
}
async function makeCopy(repo, runDir, options) {
    const dest = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join((0,_cleanup_js__WEBPACK_IMPORTED_MODULE_4__/* .bulkDirFor */ .LE)(runDir), 'ws-'));
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.chmod)(dest, 0o755);
        await createFilteredCopy(repo, dest);
        const gitDir = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dest, '.git');
        if (options.refreshIndex && (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(gitDir).catch(() => undefined))?.isDirectory()) {
            await options.refreshIndex(dest);
        }
        return dest;
    }
    catch (error) {
        await (0,_cleanup_js__WEBPACK_IMPORTED_MODULE_4__/* .removeTree */ .dM)(dest);
        throw error instanceof WorkspaceCopyError ? error : new WorkspaceCopyError(repo, describe(error));
    }
}
/**
 * The views decided inside withWorkspaceViewScope, by the checkout's real path, and how many commands are
 * in the scope. A module-level scope, not an AsyncLocalStorage: that one turns on Node's promise hooks for
 * the rest of the process (on Node 20 a JavaScript call at every promise a command makes, about 4% of a
 * `fire`). Commands of one process that overlap share it (the CLI runs one; a library caller running two
 * at once gets the first one's decision, as a command's own later steps do).
 */
let viewScope;
/**
 * Run one command (`fire`, `run`) with what `/workspace` shows of each checkout decided once and shared: the
 * hook discovery, the scenario listing and the workspace overlay's mask layer of that command all ask
 * decideWorkspaceView, which runs git up to five times a checkout. Outside a scope every call decides afresh; a
 * scope inside a scope is the outer one.
 */
async function withWorkspaceViewScope(body) {
    const scope = (viewScope ??= { views: new Map(), commands: 0 });
    scope.commands++;
    try {
        return await body();
    }
    finally {
        if (--scope.commands === 0 && viewScope === scope)
            viewScope = undefined;
    }
}
/** Decide what `/workspace` shows of `repo` (WorkspaceView); once per checkout inside withWorkspaceViewScope. */
function decideWorkspaceView(repo) {
    const scope = viewScope?.views;
    if (scope === undefined)
        return decideWorkspaceViewNow(repo);
    let key;
    try {
        key = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(repo);
    }
    catch {
        key = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(repo);
    }
    return (0,_memo_js__WEBPACK_IMPORTED_MODULE_6__/* .memoUntilFailure */ .F)(scope, key, () => decideWorkspaceViewNow(repo));
}
async function decideWorkspaceViewNow(repo) {
    const dotGit = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(repo, '.git')).catch(() => undefined);
    const view = { git: true, submodules: [], gitDirs: [], hidden: [], shownInHidden: [] };
    if (!(await listRepository(repo, '', dotGit !== undefined, view))) {
        // A folder outside any work tree shows whole, but a repository inside it is no part of it.
        const nested = await run('find', ['.', '-mindepth', '2', '-name', '.git', '-prune', '-print0'], repo);
        const dirs = nested
            .toString('utf8')
            .split('\0')
            .filter((found) => found !== '')
            .map((found) => `${node_path__WEBPACK_IMPORTED_MODULE_2___default().posix.dirname(found.slice(2))}/`);
        return {
            git: false,
            submodules: [],
            gitDirs: [],
            hidden: [...new Set(dirs)].sort(),
            shownInHidden: [],
        };
    }
    return view;
}
/**
 * Whether `/workspace` shows the path `rel` (relative to the checkout, `/`-separated, `''` for its top) in
 * `view`: anything in the working tree but a hidden entry and what lies below one (a tracked path there
 * and the directories holding it excepted), the content of a submodule that is not checked out, and
 * anything under a `.git` directory or file (its config holds the checkout's credentials unsanitized).
 * Host-side readers judge every real path by it, so hooksim reads on the host only what a hook could read
 * in the sandbox. Each answer walks up the path's directories: its cost does not grow with the checkout.
 */
function workspaceShows(view) {
    const hidden = new Set(view.hidden.map((entry) => entry.replace(/\/$/, '')));
    const kept = withParents(view.shownInHidden);
    const submodules = new Set(view.submodules);
    const gitDirs = new Set(view.gitDirs);
    return (rel) => {
        if (rel === '')
            return true;
        if (rel.split('/').includes('.git'))
            return false;
        for (let at = rel;;) {
            if (hidden.has(at))
                return kept.has(rel);
            // A submodule answers for what is below it: by its own hidden entries, and only when checked out.
            if (at !== rel && submodules.has(at))
                return gitDirs.has(`${at}/.git`);
            const slash = at.lastIndexOf('/');
            if (slash === -1)
                return true;
            at = at.slice(0, slash);
        }
    };
}
/** `paths` and every directory above them. */
function withParents(paths) {
    const all = new Set();
    for (const rel of paths) {
        for (let at = rel; at !== '.' && !all.has(at); at = node_path__WEBPACK_IMPORTED_MODULE_2___default().posix.dirname(at))
            all.add(at);
    }
    return all;
}
/**
 * Whether the `git ls-files --stage` entry at `start` is a gitlink (a submodule): its mode is `160000`, the
 * only mode starting `16`. Bytes compared in JavaScript: a call into Node for each of 100,000 entries cost
 * more than the comparison.
 */
function isGitlink(listing, start) {
    return listing[start] === 0x31 && listing[start + 1] === 0x36;
}
/**
 * Add the repository at `repo/prefix` (the top one, or a submodule checkout) to `view`; false when it is
 * no git work tree. What is hidden comes from git's listings of the untracked paths (listUntrackedHidden:
 * the ignored ones collapsed and the nested repositories, from one walk of the work tree) and of those the
 * job's `info/exclude` ignores; the index listing, read
 * after them a piece at a time and never held whole, yields the gitlinks (a submodule, never taken for an
 * untracked nested repository), the tracked paths below a hidden entry, and a `.git` in a tracked
 * directory.
 */
async function listRepository(repo, prefix, hasDotGit, view) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(repo, prefix);
    const submodules = [];
    try {
        const hiddenHere = Promise.all([
            // What the CLI's entry began for this very checkout (host-git.ts) is taken over, else started.
            (0,_host_git_js__WEBPACK_IMPORTED_MODULE_5__/* .takeEarlyHidden */ .RK)(dir) ?? (0,_host_git_js__WEBPACK_IMPORTED_MODULE_5__/* .listUntrackedHidden */ .Kc)(dir),
            // The job's own `.git/info/exclude` (where earlier steps hide a `.env` or cloud credentials) is
            // asked alone as well: in git a pull request's `.gitignore` with `!*` would outrank it.
            infoExclude(dir).then((exclude) => {
                if (exclude === undefined)
                    return Buffer.alloc(0);
                const args = (0,_host_git_js__WEBPACK_IMPORTED_MODULE_5__/* .excludedListing */ .PJ)(exclude);
                return (0,_host_git_js__WEBPACK_IMPORTED_MODULE_5__/* .takeEarlyCollected */ ._k)(dir, args) ?? (0,_host_git_js__WEBPACK_IMPORTED_MODULE_5__/* .collectGitListing */ .TP)(dir, args);
            }),
        ]).then(([untracked, excluded]) => [...untracked, ...(0,_host_git_js__WEBPACK_IMPORTED_MODULE_5__/* .entriesOf */ .Mc)(excluded)].map((rel) => (0,_host_git_js__WEBPACK_IMPORTED_MODULE_5__/* .prefixedEntry */ .e8)(prefix, rel)));
        // git lists the index alongside the others; its listing is read once what is hidden is known.
        let walk = () => false;
        const visitIndexEntry = (listing, start, tab, end) => {
            const underHidden = walk(listing, tab + 1, end);
            if (isGitlink(listing, start)) {
                const rel = prefix + listing.toString('utf8', tab + 1, end);
                submodules.push(rel);
                if (underHidden)
                    view.shownInHidden.push(rel);
            }
            else if (underHidden)
                view.shownInHidden.push(prefix + listing.toString('utf8', tab + 1, end));
        };
        const tracked = (0,_host_git_js__WEBPACK_IMPORTED_MODULE_5__/* .readFileListing */ .rH)((0,_host_git_js__WEBPACK_IMPORTED_MODULE_5__/* .fileListing */ .V0)(dir, _host_git_js__WEBPACK_IMPORTED_MODULE_5__/* .INDEX_LISTING */ .Og), (piece) => (0,_host_git_js__WEBPACK_IMPORTED_MODULE_5__/* .forEachIndexEntry */ .pA)(piece, visitIndexEntry), {
            before: async () => {
                const hidden = new Set((await hiddenHere).map((entry) => entry.replace(/\/$/, '')));
                walk = trackedDirWalk(dir, prefix, hidden, view);
            },
        });
        const [hidden] = await Promise.all([hiddenHere, tracked]);
        view.hidden.push(...new Set(hidden)); // the ignored and excluded listings may name a path both
    }
    catch (error) {
        // A folder outside any work tree shows whole; a checkout that git cannot list is an error.
        if (!hasDotGit)
            return false;
        throw new WorkspaceCopyError(repo, `git ls-files failed in '${dir}' (${describe(error)}); git is required for a git checkout`);
    }
    if (hasDotGit)
        view.gitDirs.push(`${prefix}.git`);
    for (const rel of submodules) {
        view.submodules.push(rel);
        // Only a checked-out submodule has its own `.git`; git would otherwise list the parent again.
        if (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(repo, rel, '.git')).catch(() => undefined))
            await listRepository(repo, `${rel}/`, true, view);
    }
    return true;
}
/**
 * Follow the directories of a sorted index listing of the repository at `dir` (`prefix` in the checkout):
 * the returned function takes each entry's path bytes and says whether it lies below a hidden entry. Each
 * directory is met once (a sorted listing keeps a directory's paths together) and then looked at for a
 * `.git` of a nested repository, added to `view.hidden`; entries in the directory of the one before cost
 * a byte comparison and make no string.
 */
function trackedDirWalk(dir, prefix, hidden, view) {
    // The directories from the top down to the current one, relative to `dir`, each with whether it is hidden.
    const stack = [{ rel: '', hidden: false }];
    let current = Buffer.alloc(0);
    return (listing, start, end) => {
        let slash = end - 1;
        while (slash > start && listing[slash] !== 0x2f)
            slash--;
        if (!sameBytes(listing, start, slash, current)) {
            current = Buffer.from(listing.subarray(start, slash));
            const rel = current.toString('utf8');
            while (stack.length > 1 && !isWithin(rel, stack[stack.length - 1]?.rel ?? ''))
                stack.pop();
            for (let top = stack[stack.length - 1]; top !== undefined && top.rel !== rel;) {
                const next = rel.indexOf('/', top.rel === '' ? 0 : top.rel.length + 1);
                const sub = next === -1 ? rel : rel.slice(0, next);
                const isHidden = top.hidden || hidden.has(prefix + sub);
                if (!isHidden && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, sub, '.git'), { throwIfNoEntry: false }) !== undefined)
                    view.hidden.push(`${prefix}${sub}/.git`);
                top = { rel: sub, hidden: isHidden };
                stack.push(top);
            }
        }
        return stack[stack.length - 1]?.hidden === true;
    };
}
/** Whether `listing` holds the bytes of `bytes` from `start` to `end` (compared from the end: a path's directories differ there). */
function sameBytes(listing, start, end, bytes) {
    if (end - start !== bytes.length)
        return false;
    for (let i = bytes.length - 1; i >= 0; i--)
        if (listing[start + i] !== bytes[i])
            return false;
    return true;
}
/** Whether `rel` is `dir` or below it (`''` being the top). */
function isWithin(rel, dir) {
    return dir === '' || rel === dir || rel.startsWith(`${dir}/`);
}
/**
 * Run `git ls-files -z args` in `dir` (or take the run the CLI's entry began) and call `visit` with the
 * bounds of each entry, read back a piece at a time (readFileListing): the listing is never held whole.
 */
function streamGitListing(dir, args, visit, hooks = {}) {
    return (0,_host_git_js__WEBPACK_IMPORTED_MODULE_5__/* .readFileListing */ .rH)((0,_host_git_js__WEBPACK_IMPORTED_MODULE_5__/* .fileListing */ .V0)(dir, args), (piece) => (0,_host_git_js__WEBPACK_IMPORTED_MODULE_5__/* .forEachEntry */ .ZB)(piece, visit), hooks);
}
/** Where git reads `info/exclude` for the work tree at `dir`: found (ownInfoExcludePath), else as git says. */
async function infoExcludePath(dir) {
    try {
        const own = (0,_host_git_js__WEBPACK_IMPORTED_MODULE_5__/* .ownInfoExcludePath */ .qS)(dir);
        if (own !== undefined)
            return own;
    }
    catch {
        // unreadable: git decides
    }
    const out = await runHostGit([..._host_git_js__WEBPACK_IMPORTED_MODULE_5__/* .GIT_SAFE */ .$5, '-C', dir, 'rev-parse', '--git-path', 'info/exclude'], dir).catch(() => undefined);
    return out === undefined ? undefined : node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(dir, out.toString('utf8').trim());
}
/**
 * The `info/exclude` file of the repository at `dir` (a submodule's is under the parent's `.git/modules`),
 * if it holds a pattern: the one `git init` writes holds only comments, and asking git about it would walk
 * the whole work tree once more for nothing.
 */
async function infoExclude(dir) {
    const file = await infoExcludePath(dir);
    if (file === undefined)
        return undefined;
    try {
        return (0,_host_git_js__WEBPACK_IMPORTED_MODULE_5__/* .excludeWithPatterns */ ._n)(file);
    }
    catch {
        return undefined;
    }
}
/**
 * Call `copy` with the files and symlinks `/workspace` shows of the git checkout `repo` (tracked ones,
 * deleted ones included, and untracked ones not ignored, in the checkout and each checked-out submodule),
 * COPY_CONCURRENCY at a time at most, as git lists them: the filtered copy's full listing, never held whole.
 */
async function listWorkspaceFiles(repo, view, copy) {
    const shows = workspaceShows(view);
    const submodules = new Set(view.submodules);
    const gitDirs = new Set(view.gitDirs);
    const checkouts = [
        '',
        ...view.submodules.filter((sub) => gitDirs.has(`${sub}/.git`)).map((sub) => `${sub}/`),
    ];
    let batch = [];
    // A piece of a listing holds thousands of paths: `copy` gets them COPY_CONCURRENCY at a time.
    const flush = async () => {
        let start = 0;
        for (; batch.length - start >= COPY_CONCURRENCY; start += COPY_CONCURRENCY)
            await copy(batch.slice(start, start + COPY_CONCURRENCY));
        batch = batch.slice(start);
    };
    for (const prefix of checkouts) {
        const dir = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(repo, prefix);
        const take = (listing, start, end) => {
            const rel = prefix + listing.toString('utf8', start, end);
            if (!rel.endsWith('/') && !submodules.has(rel) && shows(rel))
                batch.push(rel);
        };
        await streamGitListing(dir, ['--cached'], take, { afterChunk: flush });
        await streamGitListing(dir, _host_git_js__WEBPACK_IMPORTED_MODULE_5__/* .UNTRACKED_LISTING */ .x1, take, { afterChunk: flush });
    }
    if (batch.length > 0)
        await copy(batch);
}
/** Copy what a hook may see of `repo` (decideWorkspaceView) into the empty directory `dest`. */
async function createFilteredCopy(repo, dest) {
    const view = await decideWorkspaceView(repo);
    if (!view.git) {
        // `dir/.` (path.join would drop the dot): copy the folder's content, not the folder.
        await run('cp', ['-a', '--reflink=auto', '--', `${repo.replace(/\/+$/, '')}/.`, dest], repo);
        for (const rel of view.hidden)
            await (0,_cleanup_js__WEBPACK_IMPORTED_MODULE_4__/* .removeTree */ .dM)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dest, rel));
        return;
    }
    const made = new Set([dest]);
    await listWorkspaceFiles(repo, view, async (batch) => {
        await Promise.all(batch.map((rel) => copyEntry(repo, dest, rel, made)));
    });
    for (const rel of view.submodules)
        await ensureDir(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dest, rel), made);
    for (const rel of view.gitDirs) {
        const source = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(repo, rel);
        const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(source).catch(() => undefined);
        if (stat === undefined)
            continue;
        const target = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dest, rel);
        await ensureDir(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(target), made);
        await run('cp', ['-a', '--reflink=auto', '--', source, target], repo);
        if (stat.isDirectory())
            await sanitizeGitDir(target);
    }
}
async function ensureDir(dir, made) {
    if (made.has(dir))
        return;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true, mode: 0o755 });
    made.add(dir);
}
/** Copy one file or symlink; anything else there now (a deleted file, one replaced by a directory) is skipped. */
async function copyEntry(repo, dest, rel, made) {
    const source = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(repo, rel);
    const target = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dest, rel);
    const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(source).catch(() => undefined);
    if (stat === undefined)
        return; // tracked but deleted in the working tree: absent, as there
    if (stat.isSymbolicLink()) {
        await ensureDir(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(target), made);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.symlink)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)(source), target);
    }
    else if (stat.isFile()) {
        await ensureDir(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(target), made);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.copyFile)(source, target, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.COPYFILE_FICLONE);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.chmod)(target, stat.mode & 0o7777);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.utimes)(target, stat.atime, stat.mtime);
    }
}
/** Run git on the host with hostGitEnv; resolves with stdout. */
function runHostGit(args, cwd) {
    return run('git', args, cwd, (0,_host_git_js__WEBPACK_IMPORTED_MODULE_5__/* .hostGitEnv */ .io)());
}
/** Remove credentials from every git config file of a copied `.git` directory. */
async function sanitizeGitDir(gitDir) {
    for (const file of await findGitConfigs(gitDir))
        await sanitizeGitConfig(file);
}
/** Every git config file of a `.git` directory: its own, and those under `modules/` and `worktrees/`. */
async function findGitConfigs(gitDir) {
    const files = [];
    for (const name of ['config', 'config.worktree']) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(gitDir, name);
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(file).catch(() => undefined))?.isFile())
            files.push(file);
    }
    for (const sub of ['modules', 'worktrees'])
        files.push(...(await findConfigs(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(gitDir, sub))));
    return files;
}
async function findConfigs(dir) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir, { withFileTypes: true }).catch(() => []);
    const found = [];
    for (const entry of entries) {
        const full = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, entry.name);
        if (entry.isDirectory())
            found.push(...(await findConfigs(full)));
        else if (entry.isFile() && (entry.name === 'config' || entry.name === 'config.worktree'))
            found.push(full);
    }
    return found;
}
/**
 * Rewrite one git config file without what can carry a credential: `*.extraheader` (actions/checkout
 * persists the job token there), `credential.*`, `include*` (checkout v6 includes a credentials file),
 * `url.*` and values with `user:password@` in a URL, askpass and ssh commands, and every key whose name
 * says secret (SECRET_NAME).
 */
async function sanitizeGitConfig(file) {
    let listing;
    try {
        listing = await runHostGit([..._host_git_js__WEBPACK_IMPORTED_MODULE_5__/* .GIT_SAFE */ .$5, 'config', '--file', file, '--list', '-z'], node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file));
    }
    catch {
        // Unparseable: an empty config is safe, and git works without one.
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(file, '');
        return;
    }
    const entries = parseConfigListing(listing.toString('utf8')).filter((entry) => !isSecretEntry(entry));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(file, serializeConfig(entries.map(stripUserinfo)));
}
/** Parse `git config --list -z`: `key\nvalue\0`, or `key\0` for a bare boolean. */
function parseConfigListing(text) {
    const entries = [];
    for (const record of text.split('\0')) {
        if (record === '')
            continue;
        const newline = record.indexOf('\n');
        const key = newline === -1 ? record : record.slice(0, newline);
        const value = newline === -1 ? undefined : record.slice(newline + 1);
        const first = key.indexOf('.');
        const last = key.lastIndexOf('.');
        if (first <= 0 || last === key.length - 1)
            continue;
        entries.push({
            section: key.slice(0, first).toLowerCase(),
            subsection: first === last ? undefined : key.slice(first + 1, last),
            name: key.slice(last + 1).toLowerCase(),
            value,
        });
    }
    return entries;
}
const USERINFO = /([a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/gi;
/**
 * Key names that may hold a secret, whatever the section: `sendemail.smtpPass`, `github.oauth`,
 * `http.cookieFile`, `*.extraHeader`, a tool's `token` or `authorization`.
 */
const SECRET_NAME = /pass|token|secret|oauth|credential|extraheader|cookie|authorization/i;
function isSecretEntry(entry) {
    if (['credential', 'include', 'includeif'].includes(entry.section))
        return true;
    if (entry.section === 'url' && entry.subsection !== undefined && /\/\/[^/]*@/.test(entry.subsection))
        return true;
    if (entry.section === 'core' && (entry.name === 'askpass' || entry.name === 'sshcommand'))
        return true;
    return SECRET_NAME.test(entry.name);
}
function stripUserinfo(entry) {
    return entry.value === undefined ? entry : { ...entry, value: entry.value.replace(USERINFO, '$1') };
}
function quote(text) {
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;
}
/** Write entries back in git's config syntax, grouped by section in first-seen order. */
function serializeConfig(entries) {
    const groups = new Map();
    for (const entry of entries) {
        const header = entry.subsection === undefined
            ? `[${entry.section}]`
            : `[${entry.section} "${entry.subsection.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`;
        const lines = groups.get(header) ?? [];
        lines.push(entry.value === undefined ? `\t${entry.name}` : `\t${entry.name} = ${quote(entry.value)}`);
        groups.set(header, lines);
    }
    return [...groups].map(([header, lines]) => `${header}\n${lines.join('\n')}\n`).join('');
}
/** Run a program with a minimal environment; resolves with stdout, rejects with HostCommandError on failure. */
function run(program, args, cwd, env) {
    return (0,_host_command_js__WEBPACK_IMPORTED_MODULE_3__/* .runHostCommand */ .$t)(program, args, {
        cwd,
        env: env ?? { PATH: process.env.PATH ?? _environment_js__WEBPACK_IMPORTED_MODULE_7__/* .SANDBOX_PATH */ .I6, HOME: process.env.HOME ?? '/', LANG: 'C.UTF-8' },
    });
}
function describe(error) {
    return error instanceof Error ? error.message : String(error);
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** hooksim's version, reported by `--version` and in the JSON report. */
const VERSION = '0.1.0';


/***/ })

};
