export const id = 799;
export const ids = [799];
export const modules = {

/***/ 5799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SMOKE_FILE: () => (/* binding */ SMOKE_FILE),
  checkEngineOptions: () => (/* binding */ checkEngineOptions),
  parseShard: () => (/* binding */ parseShard),
  runScenarios: () => (/* binding */ runScenarios),
  shardSlice: () => (/* binding */ shardSlice)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/config/load.ts + 3 modules
var load = __webpack_require__(5559);
// EXTERNAL MODULE: ./src/runners/http-url.ts
var http_url = __webpack_require__(4035);
// EXTERNAL MODULE: ./src/profiles.ts
var profiles = __webpack_require__(9717);
// EXTERNAL MODULE: ./src/report/json-report.ts
var json_report = __webpack_require__(4225);
// EXTERNAL MODULE: ./src/sandbox/index.ts + 3 modules
var sandbox = __webpack_require__(2121);
// EXTERNAL MODULE: ./src/sandbox/choice.ts
var sandbox_choice = __webpack_require__(7772);
// EXTERNAL MODULE: ./src/sandbox/types.ts
var types = __webpack_require__(3014);
// EXTERNAL MODULE: ./src/sandbox/environment.ts
var environment = __webpack_require__(4282);
// EXTERNAL MODULE: ./src/hook-record.ts
var hook_record = __webpack_require__(2172);
;// CONCATENATED MODULE: ./src/session/compare.ts
/**
 * `--compare PROFILE`: the steps whose outcome differs between two replays of one scenario under two
 * profiles: whether an event fired, any field of its result (agentSees included), or events that only one
 * replay has (an extra continuation turn), and which hooks ran; and, before any replay, the hook files and
 * entries each profile loads. Other hook-level details are not compared (runtime-behaviour.md intro).
 */

// Each replay reads the clock itself: the dispatch instant in `<current_datetime>` is not an outcome, nor is
// its format (`datetimeFormat`: `Z` or a numeric offset).
const INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(?:Z|[+-]\d{2}:\d{2})/g;
function stable(value) {
    return (JSON.stringify(value) ?? 'undefined').replace(INSTANT, '<instant>');
}
// Which hook decided is a hook-level detail, like status and stdout.
const NOT_COMPARED = new Set(['decidedBy']);
function keyed(events) {
    const counts = new Map();
    const map = new Map();
    for (const event of events) {
        const base = `${event.step ?? '-'}:${event.event}`;
        const n = counts.get(base) ?? 0;
        counts.set(base, n + 1);
        map.set(`${base}:${n}`, event);
    }
    return map;
}
function place(key) {
    const [step, event, occurrence] = key.split(':');
    return {
        ...(step === '-' ? {} : { step: Number(step) }),
        event: event ?? '',
        occurrence: Number(occurrence),
    };
}
/** The files and entries that load differently under the two profiles, files first, in the base's order. */
function compareLoads(base, other) {
    const differences = [];
    const otherFiles = new Map(other.files.map((f) => [f.file, f.status]));
    const baseFiles = new Map(base.files.map((f) => [f.file, f.status]));
    for (const file of new Set([...baseFiles.keys(), ...otherFiles.keys()])) {
        const a = baseFiles.get(file) ?? 'not found';
        const b = otherFiles.get(file) ?? 'not found';
        if (a !== b)
            differences.push({ file, base: a, other: b });
    }
    const label = (e) => `${(0,hook_record/* hookLabel */.UR)(e)} (${e.eventKey})`;
    const baseEntries = new Map(base.entries.map((e) => [label(e), e.file]));
    const otherEntries = new Map(other.entries.map((e) => [label(e), e.file]));
    for (const [entry, file] of [...baseEntries, ...otherEntries]) {
        const a = baseEntries.has(entry) ? 'loaded' : 'not loaded';
        const b = otherEntries.has(entry) ? 'loaded' : 'not loaded';
        // A file that loads differently as a whole is one difference, not one per entry.
        const fileDiffers = differences.some((d) => d.entry === undefined && d.file === file);
        if (a !== b && !fileDiffers && !differences.some((d) => d.entry === entry)) {
            differences.push({ file, entry, base: a, other: b });
        }
    }
    return differences;
}
/** The hooks that ran (not skipped) for one event, by label. */
function hooksRun(event) {
    return event.hooks.filter((h) => h.status !== 'skipped' && h.status !== 'dropped').map((h) => (0,hook_record/* hookLabel */.UR)(h));
}
/** Every difference in outcome between a base replay and the replay under the other profile. */
function compareReplays(base, other) {
    const a = keyed(base.events);
    const b = keyed(other.events);
    const differences = [];
    const keys = [...a.keys(), ...[...b.keys()].filter((key) => !a.has(key))];
    for (const key of keys) {
        const left = a.get(key);
        const right = b.get(key);
        if (!left || !right) {
            differences.push({
                ...place(key),
                field: 'event',
                base: left ? 'dispatched' : 'absent',
                other: right ? 'dispatched' : 'absent',
            });
            continue;
        }
        if (left.fired !== right.fired) {
            differences.push({ ...place(key), field: 'fired', base: left.fired, other: right.fired });
        }
        const [ranLeft, ranRight] = [hooksRun(left), hooksRun(right)];
        if (stable(ranLeft) !== stable(ranRight)) {
            differences.push({ ...place(key), field: 'hooks run', base: ranLeft, other: ranRight });
        }
        const fields = new Set([
            ...Object.keys(left.result),
            ...Object.keys(right.result),
        ]);
        for (const field of fields) {
            if (NOT_COMPARED.has(field))
                continue;
            const x = left.result[field];
            const y = right.result[field];
            if (stable(x) !== stable(y))
                differences.push({ ...place(key), field, base: x, other: y });
        }
    }
    return differences;
}

// EXTERNAL MODULE: ./src/session/expectations.ts
var expectations = __webpack_require__(9889);
// EXTERNAL MODULE: ./src/sandbox/workspace.ts
var workspace = __webpack_require__(3934);
// EXTERNAL MODULE: ./src/session/load-scenarios.ts
var load_scenarios = __webpack_require__(4224);
// EXTERNAL MODULE: ./src/dispatch.ts + 4 modules
var dispatch = __webpack_require__(4446);
// EXTERNAL MODULE: ./src/events/catalogue.ts
var catalogue = __webpack_require__(2064);
// EXTERNAL MODULE: ./src/events/payloads.ts
var payloads = __webpack_require__(9830);
// EXTERNAL MODULE: ./src/events/texts.ts
var texts = __webpack_require__(2421);
;// CONCATENATED MODULE: ./src/session/transcript.ts
/** Appends transcript events through the sandbox, chaining `parentId`. */
class TranscriptWriter {
    sandbox;
    path;
    now;
    newId;
    lastId = null;
    count = 0;
    pending = '';
    /** The last write sent and not yet waited for (writesInOrder sandboxes only). */
    writing;
    constructor(sandbox, 
    /** Absolute sandbox path of events.jsonl. */
    path, now, newId) {
        this.sandbox = sandbox;
        this.path = path;
        this.now = now;
        this.newId = newId;
    }
    /** Append one event (written by the next flush: before the next hook or tool runs). */
    async append(type, data, agentId) {
        const event = {
            type,
            id: this.newId(),
            timestamp: new Date(this.now()).toISOString(),
            parentId: this.lastId,
            ...(agentId ? { agentId } : {}),
            data,
        };
        this.lastId = event.id;
        this.count += 1;
        this.pending += `${JSON.stringify(event)}\n`;
        return event.id;
    }
    /**
     * Write every appended line not yet written: what runs in the sandbox next sees them. Where the sandbox keeps
     * writes in order (writesInOrder) the write is only sent, and a failure of it comes out of the next flush or
     * of settle(); elsewhere it is waited for.
     */
    async flush() {
        await this.settle();
        if (this.pending === '')
            return;
        const lines = this.pending;
        this.pending = '';
        const write = this.sandbox.appendFile(this.path, lines);
        if (this.sandbox.writesInOrder !== true)
            return write;
        write.catch(() => undefined); // not unhandled: settle() rethrows it
        this.writing = write;
    }
    /** Wait for the write in flight, if any; throws its failure. */
    async settle() {
        const writing = this.writing;
        this.writing = undefined;
        await writing;
    }
    /** How many events were written. */
    get length() {
        return this.count;
    }
}

;// CONCATENATED MODULE: ./src/session/session-state.ts
/**
 * The state of one session being replayed: its context and ids, the transcript writer, the job clock,
 * event dispatch with the transcript's hook lines, and step outcomes checked against expectations.
 */






/** The cloud agent's hard job limit (cloud-environment.md §4). */
const JOB_LIMIT_MS = 59 * 60 * 1000;
/** Thrown by `fire` once the job clock passes the limit; the session ends with reason "timeout". */
class JobTimeout extends Error {
}
/** `steps[2].then[0] (bash), continuation 1`: a step's place as the user wrote it. */
function describePlace(at, label) {
    const path = at.path
        .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
        .join('')
        .replace(/^\./, '');
    return `${path} (${label})${at.continuation ? `, continuation ${at.continuation}` : ''}`;
}
/** How many of the records' hooks ran, failed and timed out. */
function hookCounts(records) {
    const hooks = records.flatMap((record) => record.hooks);
    return {
        ran: hooks.filter((h) => h.status !== 'skipped' && h.status !== 'dropped').length,
        errors: hooks.filter((h) => h.status === 'error').length,
        timeouts: hooks.filter((h) => h.status === 'timeout').length,
    };
}
/** The value without its undefined fields, so an outcome lists only what happened. */
function definedFields(value) {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}
/** One session being replayed: what it recorded so far and the counters the step runners advance. */
class SessionState {
    ctx;
    sessionId;
    events = [];
    outcomes = [];
    warnings = [];
    diagnostics = [];
    failures = [];
    transcript;
    /** The job clock: hook durations plus scripted tool durations. */
    elapsedMs = 0;
    /** Tool calls so far; the current call's id is `call_${toolCalls}`. */
    toolCalls = 0;
    /** Bash tool shells started so far, the next one's `<shellId: N>` (executedToolTexts=cli). */
    shellCalls = 0;
    /** The model turn, advanced by each continuation. */
    turns = 0;
    constructor(ctx) {
        this.ctx = ctx;
        this.sessionId = ctx.sessionId ?? ctx.newId();
        this.transcript = new TranscriptWriter(ctx.sandbox, (0,payloads/* transcriptPathFor */.Pi)(ctx.sandbox.home, this.sessionId), () => ctx.clock.now(), ctx.newId);
    }
    /** Keep a diagnostic found while dispatching, once per place and message, and say it as a warning too. */
    reportOnce(found) {
        const same = (d) => d.file === found.file && d.line === found.line && d.code === found.code && d.message === found.message;
        if (this.diagnostics.some(same))
            return;
        this.diagnostics.push(found);
        this.warnings.push(`${found.file}:${found.line}: ${found.message}`);
    }
    /** The profile the session runs under. */
    get profile() {
        return this.ctx.profile;
    }
    /** Dispatch one event, record it, advance the job clock, and write the transcript's hook lines. */
    async fire(event, input, step, agent) {
        if (this.elapsedMs >= JOB_LIMIT_MS && event !== 'sessionEnd')
            throw new JobTimeout();
        const agentId = agent?.agentId;
        const context = {
            profile: this.profile,
            config: this.ctx.config,
            host: this.ctx.sandbox,
            clock: this.ctx.clock,
            sessionId: this.sessionId,
            agentEnv: this.ctx.agentEnv,
            ...(this.ctx.httpGate ? { httpGate: this.ctx.httpGate } : {}),
            ...(this.ctx.attribute ? { attribute: this.ctx.attribute } : {}),
            ...(this.ctx.resolve ? { resolve: this.ctx.resolve } : {}),
            ...(this.ctx.localNetwork === true ? { localNetwork: true } : {}),
            ...(step === undefined ? {} : { step }),
            report: (found) => this.reportOnce(found),
            ...(agent
                ? {
                    agent: {
                        agentId: agent.agentId,
                        agentType: agent.agentType,
                        parentAgentId: agent.parentAgentId,
                    },
                }
                : {}),
        };
        // An event the profile never fires (notification in cloud) has no hook lines: nothing started.
        const hasHooks = (0,catalogue/* eventNeverFires */.U5)(event, this.profile) === undefined &&
            this.ctx.config.entries.some((entry) => entry.event === event);
        const invocation = this.ctx.newId();
        if (hasHooks) {
            const hookInput = event === 'preToolUse'
                ? { toolCalls: [{ id: `call_${this.toolCalls}`, name: input.toolName, args: input.toolArgs }] }
                : this.hookInput(event, input);
            await this.transcript.append('hook.start', { hookInvocationId: invocation, hookType: event, input: hookInput }, agentId);
        }
        // A hook that reads the transcript sees every line up to its own hook.start.
        if (hasHooks)
            await this.transcript.flush();
        const dispatched = await (0,dispatch/* dispatchEvent */.P)(event, input, context);
        // The dispatcher leaves out the step of an event that never fires; the report still places it.
        const record = step !== undefined && dispatched.step === undefined ? { step, ...dispatched } : dispatched;
        this.events.push(record);
        this.elapsedMs += record.hooks.reduce((sum, hook) => sum + hook.durationMs, 0);
        if (hasHooks) {
            const { agentSees: _agentSees, ...output } = record.result;
            const failed = record.hooks.find((hook) => hook.status === 'error' || hook.status === 'timeout');
            await this.transcript.append('hook.end', {
                hookInvocationId: invocation,
                hookType: event,
                success: !failed,
                output,
                ...(failed ? { error: { message: failed.error ?? failed.status, source: failed.file } } : {}),
            }, agentId);
        }
        return record;
    }
    /** The `input` of a `hook.start` line: the camelCase payload, as a camelCase hook receives it. */
    hookInput(event, input) {
        const common = {
            sessionId: this.sessionId,
            timestamp: this.ctx.clock.now(),
            cwd: this.ctx.sandbox.workspace,
            transcriptPath: this.transcript.path,
        };
        return (0,payloads/* buildPayload */.nI)(event, 'camel', input, common, this.profile);
    }
    /** Record a step's outcome and check it against the step's `expect`, failing where it differs. */
    outcome(at, expected, kind, label, records, fields) {
        const outcome = {
            step: at.index,
            path: at.path,
            kind,
            label,
            ...definedFields(fields),
            hooks: hookCounts(records),
        };
        this.outcomes.push(outcome);
        const where = describePlace(at, label);
        for (const message of (0,expectations/* checkStep */.bn)(where, expected, outcome)) {
            this.failures.push({ message, step: at.index, path: at.path });
        }
        return outcome;
    }
    /** The agent's closing text, written before its stop hooks fire (cloud-environment.md §6). */
    async finalMessage(content, agent) {
        await this.transcript.append('assistant.message', {
            messageId: this.ctx.newId(),
            content,
            toolRequests: [],
            turnId: String(this.turns),
            ...(agent ? { parentToolCallId: agent.parentToolCallId } : {}),
        }, agent?.agentId);
    }
    /** A prompt as the model receives it: prefixed with the current date and time (`datetimeFormat`). */
    datetimePrefixed(text) {
        return (0,texts/* formatDatetimePrefix */.tX)(this.ctx.clock.now(), text, this.profile, this.ctx.agentEnv.TZ);
    }
}

;// CONCATENATED MODULE: ./src/session/event-step.ts

/** Fire the step's event, with the compaction's transcript lines around preCompact, and record its outcome. */
async function runEventStep(state, step, at) {
    const index = at.index;
    if ('compact' in step) {
        await state.transcript.append('session.compaction_start', { trigger: 'threshold' });
        const record = await state.fire('preCompact', { trigger: step.compact.trigger, customInstructions: step.compact.customInstructions }, index);
        await state.transcript.append('session.compaction_complete', { success: true, trigger: 'threshold' });
        state.outcome(at, step.expect, 'compact', 'preCompact', [record], { fired: record.fired });
        return;
    }
    if ('error' in step) {
        const e = step.error;
        const record = await state.fire('errorOccurred', {
            errorInfo: { message: e.message, name: e.name, ...definedFields({ stack: e.stack }) },
            errorContext: e.context,
            recoverable: e.recoverable,
        }, index);
        state.outcome(at, step.expect, 'error', 'errorOccurred', [record], { fired: record.fired });
        return;
    }
    const n = step.notification;
    const record = await state.fire('notification', { notificationType: n.type, message: n.message, ...definedFields({ title: n.title }) }, index);
    state.outcome(at, step.expect, 'notification', 'notification', [record], {
        fired: record.fired,
        ...definedFields({
            additionalContext: record.result.additionalContext,
            agentSees: record.result.agentSees,
        }),
    });
}

;// CONCATENATED MODULE: ./src/session/tools.ts
/**
 * Tools of a scripted session: a scripted result or error, or (`execute: true`) the real tool run in the
 * sandbox for bash, view, create and edit, so later hooks see its effects.
 */


/** A scenario cannot be replayed as written (a scenario error, not a failed expectation). */
class ScenarioError extends Error {
    step;
    code = 'scenario-error';
    constructor(message, step) {
        super(message);
        this.step = step;
        this.name = 'ScenarioError';
    }
}
/** Tools that `execute: true` can really run. */
const EXECUTABLE_TOOLS = ['bash', 'view', 'create', 'edit'];
const BASH_TIMEOUT_MS = 120_000;
function stringArg(args, name, tool, step) {
    const value = args[name];
    if (typeof value !== 'string')
        throw new ScenarioError(`${tool} needs a string argument '${name}'`, step);
    return value;
}
function resolvePath(workspace, file) {
    return external_node_path_default().posix.isAbsolute(file) ? external_node_path_default().posix.normalize(file) : external_node_path_default().posix.join(workspace, file);
}
/** Run a tool for real in the sandbox. */
async function executeTool(sandbox, tool, args, step, options) {
    const cli = options.texts === 'cli';
    switch (tool) {
        case 'bash': {
            const command = stringArg(args, 'command', tool, step);
            // The CLI's tool shell writes both streams to one terminal: interleave them in the order written.
            const script = cli ? `exec 2>&1\n${command}` : command;
            // Every bash call that starts gets a shell, and its id, whatever comes of it.
            const shellId = cli ? options.nextShellId() : 0;
            const result = await sandbox.exec({
                argv: ['/bin/bash', '-c', script],
                cwd: sandbox.workspace,
                env: { ...sandbox.baseEnv, PWD: sandbox.workspace },
                stdin: '',
                timeoutMs: BASH_TIMEOUT_MS,
                killMode: 'termThenKill',
                killGroupOnExit: true,
                outputCapBytes: 10 * 1024 * 1024,
            });
            if (result.spawnError)
                return { success: false, text: result.spawnError };
            if (result.timedOut)
                return { success: false, text: `Command timed out after ${BASH_TIMEOUT_MS / 1000} seconds` };
            const output = `${result.stdout.toString('utf8')}${result.stderr.toString('utf8')}`;
            const exitCode = result.exitCode ?? signalExitCode(result.signal);
            // Like the agent's bash tool, a non-zero exit is part of the output the model reads, not a tool failure.
            if (cli) {
                // Observed 1.0.102: output trimmed at both ends, then the shell's completion line.
                return {
                    success: true,
                    text: `${output.trim()}\n<shellId: ${shellId} completed with exit code ${exitCode}>`,
                };
            }
            return {
                success: true,
                text: exitCode === 0 ? output : `${output}<exited with exit code ${exitCode}>`,
            };
        }
        case 'view': {
            const file = resolvePath(sandbox.workspace, stringArg(args, 'path', tool, step));
            const content = await sandbox.readFile(file);
            if (content === undefined) {
                return cli
                    ? failure(`Path ${file} does not exist. Please provide a valid path.`, 'Path does not exist')
                    : failure(`Path ${file} does not exist.`);
            }
            return { success: true, text: content.toString('utf8') };
        }
        case 'create': {
            const file = resolvePath(sandbox.workspace, stringArg(args, 'path', tool, step));
            const text = stringArg(args, 'file_text', tool, step);
            if ((await sandbox.readFile(file)) !== undefined) {
                return cli
                    ? failure(`Path ${file} already exists as a file. Use \`view\` to check contents then edit it.`, 'Path already exists')
                    : failure(`Path ${file} already exists; create cannot overwrite it.`);
            }
            await sandbox.writeFile(file, text);
            return { success: true, text: `Created file ${file} with ${text.length} characters` };
        }
        case 'edit': {
            const file = resolvePath(sandbox.workspace, stringArg(args, 'path', tool, step));
            const oldStr = stringArg(args, 'old_str', tool, step);
            const newStr = typeof args.new_str === 'string' ? args.new_str : '';
            const content = (await sandbox.readFile(file))?.toString('utf8');
            if (content === undefined)
                return cli ? missingEditFile(file, args) : failure(`Path ${file} does not exist.`);
            const at = content.indexOf(oldStr);
            if (at < 0) {
                return cli
                    ? failure(`No match found: old_str not found in ${file}; no changes made; you might want to try again with correct old_str`, 'No match found')
                    : failure(`No match found for old_str in ${file}.`);
            }
            if (content.indexOf(oldStr, at + 1) >= 0) {
                return cli
                    ? failure(ambiguousMatchText(file, content, oldStr), 'Multiple matches found')
                    : failure(`Multiple matches found for old_str in ${file}; it must be unique.`);
            }
            await sandbox.writeFile(file, content.slice(0, at) + newStr + content.slice(at + oldStr.length));
            return { success: true, text: `File ${file} updated with changes.` };
        }
        default:
            throw new ScenarioError(`execute: true is supported for ${EXECUTABLE_TOOLS.join(', ')}, not '${tool}'`, step);
    }
}
function failure(text, error) {
    return { success: false, text, ...(error === undefined ? {} : { error }) };
}
/** A killed shell's exit code as bash reports it: 128 plus the signal number. */
function signalExitCode(signal) {
    const number = signal ? (external_node_os_default()).constants.signals[signal] : undefined;
    return number === undefined ? 1 : 128 + number;
}
/** 1.0.102's edit of a missing file: an unhandled ENOENT, the model also gets the call's arguments. */
function missingEditFile(file, args) {
    const cause = `Error: ENOENT: no such file or directory, open '${file}'`;
    const shown = JSON.stringify({ ...args, command: 'edit' });
    return failure(`Failed to execute with arguments: ${shown} due to error: ${cause}`, `Unhandled error: ${cause}`);
}
/**
 * 1.0.102's text for an old_str found more than once, with the 1-based lines where each match starts.
 * Observed with a one-line old_str; that a longer one is shown by its first line is a guess.
 */
function ambiguousMatchText(file, content, oldStr) {
    const lines = [];
    for (let at = content.indexOf(oldStr); at >= 0; at = content.indexOf(oldStr, at + oldStr.length)) {
        lines.push(content.slice(0, at).split('\n').length);
    }
    const start = oldStr.split('\n')[0] ?? '';
    return (`Ambiguous match for old_str in ${file}: pattern starting with "${start}" matched at lines ${lines.join(', ')}. ` +
        'No changes made; try again with a more specific old_str.');
}

;// CONCATENATED MODULE: ./src/session/scenario-checks.ts
/**
 * Scenario errors found before a replay starts: steps the profile's agent can never take (a `powershell`
 * call or a manual compaction in the cloud agent, runtime-behaviour.md §14) and steps that could never run
 * (after the stop step, or a stop inside `then`). Checked up front, so no hook runs for a scenario that
 * cannot be replayed as written, and a `then` list is checked even when no hook blocks.
 */


/** The error of a `tool: powershell` step under `surface=cloud`. */
const POWERSHELL_IN_CLOUD = 'the powershell tool never appears in Copilot cloud agent (Linux sandbox)';
/** The error of a manual compaction under `eventSet=cloud`. */
const MANUAL_COMPACT_IN_CLOUD = 'a manual compaction cannot happen in Copilot cloud agent (no user)';
/** The error of a stop step inside `then`. */
const STOP_IN_THEN = 'a stop step cannot appear inside `then`: each continuation turn ends at the same stop';
/** The error of steps after the stop step. */
const STEPS_AFTER_STOP = 'steps after a stop step never run: the stop step ends the main turn';
function showPath(path) {
    return path
        .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
        .join('')
        .replace(/^\./, '');
}
const RUNTIME_TOOLS = Object.keys(catalogue/* CLAUDE_TOOL_NAMES */.xS);
/**
 * The runtime tool a step's tool name misnames: Claude's name (`Bash`, `Read`) or another case (`BASH`).
 * Copilot never calls a tool by those names, so no hook matcher would see the step as written. Other unknown
 * names stay allowed: MCP servers add tools of their own.
 */
function misnamedTool(tool) {
    if (RUNTIME_TOOLS.includes(tool))
        return undefined;
    const sameLetters = RUNTIME_TOOLS.find((name) => name.toLowerCase() === tool.toLowerCase());
    if (sameLetters)
        return sameLetters;
    const fromClaude = RUNTIME_TOOLS.filter((name) => catalogue/* CLAUDE_TOOL_NAMES */.xS[name] === tool && name !== 'powershell');
    return fromClaude.length > 0 ? fromClaude.join("' or '") : undefined;
}
function toolProblem(tool, profile) {
    const runtime = misnamedTool(tool);
    if (runtime !== undefined)
        return `Copilot never calls a tool named '${tool}': its name is '${runtime}'`;
    return tool === 'powershell' && profile.surface === 'cloud' ? POWERSHELL_IN_CLOUD : undefined;
}
/** The first problem of one step and its nested steps, with the path of the step at fault. */
function stepProblem(step, path, profile, inThen) {
    const at = (message) => (message === undefined ? undefined : { path, message });
    if ('tool' in step)
        return at(toolProblem(step.tool, profile));
    if ('subagent' in step) {
        for (const [offset, sub] of step.subagent.steps.entries()) {
            const message = toolProblem(sub.tool, profile);
            if (message)
                return { path: [...path, 'subagent', 'steps', offset], message };
        }
        return undefined;
    }
    if ('compact' in step) {
        return at(step.compact.trigger === 'manual' && profile.eventSet === 'cloud' ? MANUAL_COMPACT_IN_CLOUD : undefined);
    }
    if ('stop' in step) {
        if (inThen)
            return at(STOP_IN_THEN);
        for (const [offset, inner] of step.then.entries()) {
            const problem = stepProblem(inner, [...path, 'then', offset], profile, true);
            if (problem)
                return problem;
        }
    }
    return undefined;
}
/** The first reason the steps cannot be replayed under this profile, or undefined. */
function findScenarioError(steps, profile) {
    const stopAt = steps.findIndex((step) => 'stop' in step);
    if (stopAt >= 0 && stopAt !== steps.length - 1) {
        return new ScenarioError(`steps[${stopAt + 1}]: ${STEPS_AFTER_STOP}`, stopAt + 1);
    }
    for (const [index, step] of steps.entries()) {
        const problem = stepProblem(step, ['steps', index], profile, false);
        if (problem)
            return new ScenarioError(`${showPath(problem.path)}: ${problem.message}`, index);
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/diagnostics.ts
var diagnostics = __webpack_require__(4851);
// EXTERNAL MODULE: ./src/events/merge.ts + 4 modules
var merge = __webpack_require__(1388);
;// CONCATENATED MODULE: ./src/session/stop-loop.ts
/**
 * The agentStop loop: each block becomes a continuation turn that runs the stop step's `then` steps, until a
 * hook lets the agent stop or the profile's guard ends the loop; and the guard's reporting shared with the
 * subagentStop loop (runtime-behaviour.md §9, §14).
 */




/** The guard ends a stop loop: the record keeps the hooks' block, but the model never gets its reason. */
function overrideBlock(state, record, message) {
    const { agentSees: _unseen, ...result } = record.result;
    record.result = result;
    record.warnings = [...(record.warnings ?? []), message];
    state.warnings.push(message);
}
/**
 * The real runtime has no subagentStop guard: a hook that always blocks would loop until the job times
 * out. That is an error on the hook's line, and the scenario fails (runtime-behaviour.md §9).
 */
function reportUnbounded(state, stop, code, message, at) {
    const decider = state.ctx.config.entries.find((entry) => (0,hook_record/* hookLabel */.UR)(entry) === stop.result.decidedBy);
    state.diagnostics.push((0,diagnostics/* diagnostic */.Y)(decider?.file ?? '', decider?.position, 'error', code, message));
    state.failures.push({
        message: `${describePlace(at, 'subagentStop')}: ${message}`,
        step: at.index,
        path: at.path,
    });
}
/** A stop step: agentStop fires, and each block runs a continuation turn until the agent may stop. */
async function runStop(state, step, at, runStep) {
    const index = at.index;
    const guard = (0,merge/* stopLoopGuard */.y4)('agentStop', state.profile);
    const records = [];
    let continuations = 0;
    let first;
    for (;;) {
        // Scenarios script no closing text; the empty message marks where the turn's text would be.
        await state.finalMessage('');
        const stop = await state.fire('agentStop', { stopHookActive: continuations > 0, stopReason: 'end_turn' }, index);
        records.push(stop);
        first ??= stop;
        if (stop.result.decision !== 'block')
            break;
        if (continuations >= guard.limit) {
            overrideBlock(state, stop, (0,merge/* STOP_GUARD_WARNING */.GA)(guard.limit));
            break;
        }
        continuations += 1;
        await continueWith(state, stop.result.reason ?? '', at, step.then, continuations, runStep);
    }
    await state.transcript.append('assistant.turn_end', { turnId: String(state.turns) });
    if (continuations === 0 && hasExpectations(step.then)) {
        // Expectations that never ran must not read as met.
        state.failures.push({
            message: `${describePlace(at, 'agentStop')}: no agentStop hook blocked, so the "then" steps never ran and their expectations were not checked`,
            step: index,
            path: at.path,
        });
    }
    state.outcome(at, step.expect, 'stop', 'agentStop', records, {
        ...definedFields({
            decision: first?.result.decision,
            reason: first?.result.reason,
            decidedBy: first?.result.decidedBy,
        }),
        continuations,
        ...definedFields({ agentSees: first?.result.agentSees }),
    });
}
/** Whether any of the steps, or a step nested in them, carries an `expect`. */
function hasExpectations(steps) {
    const holds = (value) => {
        if (Array.isArray(value))
            return value.some(holds);
        if (typeof value !== 'object' || value === null)
            return false;
        return Object.entries(value).some(([key, inner]) => (key === 'expect' && inner !== undefined) || holds(inner));
    };
    return holds(steps);
}
/** A block's reason becomes a new prompt; the continuation turn runs the stop step's `then` steps. */
async function continueWith(state, reason, at, then, continuation, runStep) {
    const index = at.index;
    let transformed = reason;
    if (state.profile.continuationPromptEvents.includes('userPromptSubmitted')) {
        await state.fire('userPromptSubmitted', { prompt: reason }, index);
    }
    if (state.profile.continuationPromptEvents.includes('userPromptTransformed')) {
        const record = await state.fire('userPromptTransformed', { prompt: reason, transformedPrompt: state.datetimePrefixed(reason) }, index);
        transformed = record.result.transformedPrompt ?? transformed;
    }
    await state.transcript.append('assistant.turn_end', { turnId: String(state.turns) });
    await state.transcript.append('user.message', {
        content: reason,
        transformedContent: transformed,
        attachments: [],
    });
    state.turns += 1;
    await state.transcript.append('assistant.turn_start', { turnId: String(state.turns) });
    for (const [offset, step] of then.entries()) {
        await runStep(step, { index, path: [...at.path, 'then', offset], continuation });
    }
}

;// CONCATENATED MODULE: ./src/session/tool-call.ts


const READ_KIND_TOOLS = new Set(['view', 'grep', 'glob', 'rg']);
/** One tool call: preToolUse, the tool unless denied, then postToolUse or postToolUseFailure. */
async function runToolCall(state, tool, args, step, run, agent) {
    state.toolCalls += 1;
    const toolCallId = `call_${state.toolCalls}`;
    const agentId = agent?.agentId;
    // A subagent's lines name the task call that spawned it (cloud-environment.md §6).
    const parent = agent ? { parentToolCallId: agent.parentToolCallId } : {};
    await state.transcript.append('assistant.message', {
        messageId: state.ctx.newId(),
        content: '',
        toolRequests: [{ toolCallId, name: tool, arguments: args, type: 'function' }],
        turnId: String(state.turns),
        ...parent,
    }, agentId);
    const records = [];
    const pre = await state.fire('preToolUse', { toolName: tool, toolArgs: args }, step, agent);
    records.push(pre);
    const finalArgs = pre.result.args ?? args;
    let denied = pre.result.decision === 'deny' || pre.result.decision === 'ask';
    let deniedText = pre.result.agentSees;
    let decidedBy = pre.result.decidedBy;
    // On the cli surface permissionRequest fires unless preToolUse allowed or the tool is a read (§8.1, §8.6).
    if (!denied &&
        state.profile.surface === 'cli' &&
        pre.result.decision !== 'allow' &&
        !READ_KIND_TOOLS.has(tool)) {
        const permission = await state.fire('permissionRequest', { toolName: tool, toolArgs: finalArgs }, step, agent);
        records.push(permission);
        if (permission.result.decision === 'deny') {
            denied = true;
            deniedText = permission.result.agentSees;
            decidedBy = permission.result.decidedBy;
        }
    }
    const common = {
        ...definedFields({ decision: pre.result.decision, reason: pre.result.reason, decidedBy }),
        args: finalArgs,
        ...definedFields({ additionalContext: pre.result.additionalContext }),
    };
    if (denied) {
        await state.transcript.append('tool.execution_complete', {
            toolCallId,
            success: false,
            error: { message: deniedText ?? '' },
            turnId: String(state.turns),
            ...parent,
        }, agentId);
        return {
            ...common,
            decision: 'deny',
            agentSees: deniedText ?? '',
            result: deniedText ?? '',
            failed: false,
            records,
        };
    }
    await state.transcript.append('tool.execution_start', { toolCallId, toolName: tool, arguments: finalArgs, turnId: String(state.turns), ...parent }, agentId);
    // The run writes the transcript before anything in the sandbox can read it (scriptedOrExecuted).
    const ran = await run(finalArgs);
    let success = ran.success;
    let text = ran.text;
    let error = ran.error;
    let seen;
    if (success) {
        const post = await state.fire('postToolUse', {
            toolName: tool,
            toolArgs: finalArgs,
            toolResult: { resultType: 'success', textResultForLlm: text },
        }, step, agent);
        records.push(post);
        const replaced = post.result.toolResult;
        text = replaced?.textResultForLlm ?? text;
        // failureModifiedResult=replaceText: a failure result only replaces the text (observed 1.0.102).
        if (replaced?.resultType === 'failure' && state.profile.failureModifiedResult === 'reroute') {
            success = false;
            error = undefined;
        }
        else {
            seen = post.result.agentSees ?? text;
        }
    }
    if (!success) {
        // The model gets `text`; hooks may get a shorter `error` (1.0.102's "No match found").
        const failure = await state.fire('postToolUseFailure', {
            toolName: tool,
            toolArgs: finalArgs,
            error: text,
            ...(error === undefined ? {} : { overrides: { error } }),
        }, step, agent);
        records.push(failure);
        seen = failure.result.agentSees ?? text;
    }
    // Context a preToolUse hook injected follows the tool result as its own message (§8.1).
    const agentSees = [seen, pre.result.agentSees].filter((part) => part !== undefined).join('\n\n');
    await state.transcript.append('tool.execution_complete', {
        toolCallId,
        success,
        ...(success ? { result: { content: text, detailedContent: text } } : { error: { message: text } }),
        turnId: String(state.turns),
        ...parent,
    }, agentId);
    return { ...common, agentSees, result: text, failed: !success, records };
}
/**
 * Whom an executed tool's egress is attributed to. The egress log names the process that made each request when the
 * namespace relay can (the curl inside `curl … || true`, cloud-environment.md §5.4); a bash tool's command string is
 * the fallback when it cannot (the process driver, a process already gone).
 */
function toolAttribution(tool, args, step) {
    const command = tool === 'bash' && typeof args.command === 'string' ? args.command : undefined;
    return { event: 'tool', step, tool, ...(command === undefined ? {} : { command }) };
}
/** The tool as the step gives it: its scripted result or error, or really run when `execute` is set. */
function scriptedOrExecuted(state, step, index) {
    return async (finalArgs) => {
        // The scripted duration counts whether the tool is scripted or really run (cloud-environment.md §4).
        state.elapsedMs += step.durationMs;
        if (step.execute) {
            // An executed tool may read the transcript, up to its own tool.execution_start; a scripted one runs
            // nothing in the sandbox, so its lines wait for the next flush (the next hook's dispatch).
            await state.transcript.flush();
            state.ctx.attribute?.(toolAttribution(step.tool, finalArgs, index));
            try {
                return await executeTool(state.ctx.sandbox, step.tool, finalArgs, index, {
                    texts: state.profile.executedToolTexts,
                    nextShellId: () => state.shellCalls++,
                });
            }
            finally {
                state.ctx.attribute?.(undefined);
            }
        }
        if (step.error !== undefined)
            return { success: false, text: step.error };
        return { success: true, text: step.result ?? '' };
    };
}
/** A tool step: one tool call and its outcome. */
async function runToolStep(state, step, at) {
    const index = at.index;
    const { records, ...fields } = await runToolCall(state, step.tool, step.args, index, scriptedOrExecuted(state, step, index));
    state.outcome(at, step.expect, 'tool', step.tool, records, fields);
}

;// CONCATENATED MODULE: ./src/session/subagent-step.ts
/**
 * A subagent step: the `task` tool call whose run is the subagent itself — subagentStart, its own tool
 * calls, then subagentStop with its block loop (runtime-behaviour.md §9; cloud-environment.md §6).
 */




/** Run a subagent step and record its outcome, the task call's fields plus the subagentStop loop's. */
async function runSubagent(state, step, at) {
    const index = at.index;
    const agent = step.subagent;
    const taskArgs = {
        agent_type: agent.name,
        prompt: agent.prompt,
        description: agent.description ?? agent.name,
    };
    const records = [];
    let continuations = 0;
    let blocked = false;
    let response = agent.response;
    let modifiedResponse;
    const call = await runToolCall(state, 'task', taskArgs, index, async () => {
        const agentId = state.ctx.newId();
        // The task call's id, taken before the subagent's own calls advance the counter.
        const taskCallId = `call_${state.toolCalls}`;
        const place = {
            agentId,
            agentType: agent.name,
            parentAgentId: state.sessionId,
            parentToolCallId: taskCallId,
        };
        // The docs exempt general-purpose; 1.0.102 fires for it too (FINDINGS §10.2, `generalPurposeSubagentHooks`).
        const emits = state.profile.generalPurposeSubagentHooks || agent.name !== 'general-purpose';
        const turnHooks = state.profile.subagentTurnHooks;
        const identity = {
            agentName: agent.name,
            agentId,
            agentType: agent.name,
            parentAgentId: state.sessionId,
        };
        await state.transcript.append('subagent.started', {
            toolCallId: taskCallId,
            agentName: agent.name,
            agentDisplayName: agent.displayName ?? agent.name,
            agentDescription: agent.description ?? '',
        });
        let firstMessage = agent.prompt;
        if (emits) {
            const start = await state.fire('subagentStart', {
                ...identity,
                ...definedFields({ agentDisplayName: agent.displayName, agentDescription: agent.description }),
                prompt: agent.prompt,
            }, index);
            records.push(start);
            firstMessage = start.result.agentSees ?? agent.prompt;
        }
        // 1.0.102 submits the subagent's first message like a user prompt, context already prepended.
        if (turnHooks)
            records.push(...(await submitSubagentPrompt(state, firstMessage, index, place, true)));
        for (const [offset, sub] of agent.steps.entries()) {
            const { records: innerRecords, ...fields } = await runToolCall(state, sub.tool, sub.args, index, scriptedOrExecuted(state, sub, index), place);
            records.push(...innerRecords);
            const path = [...at.path, 'subagent', 'steps', offset];
            state.outcome({ ...at, path }, sub.expect, 'tool', sub.tool, innerRecords, fields);
        }
        const guard = (0,merge/* stopLoopGuard */.y4)('subagentStop', state.profile);
        for (;;) {
            await state.finalMessage(agent.response, place);
            if (turnHooks)
                records.push(await fireSubagentAgentStop(state, index, place));
            if (!emits)
                break;
            const stop = await state.fire('subagentStop', {
                ...identity,
                response: agent.response,
                stopReason: 'end_turn',
                stopHookActive: continuations > 0,
            }, index);
            records.push(stop);
            if (stop.result.decision !== 'block') {
                modifiedResponse = stop.result.modifiedResponse;
                response = modifiedResponse ?? agent.response;
                break;
            }
            blocked = true;
            if (continuations >= guard.limit) {
                overrideBlock(state, stop, guard.message);
                if (guard.code)
                    reportUnbounded(state, stop, guard.code, guard.message, at);
                break;
            }
            continuations += 1;
            if (turnHooks) {
                const reason = stop.result.reason ?? '';
                records.push(...(await submitSubagentPrompt(state, reason, index, place, false)));
            }
        }
        await state.transcript.append('subagent.completed', {
            toolCallId: taskCallId,
            agentName: agent.name,
            agentDisplayName: agent.displayName ?? agent.name,
            totalToolCalls: agent.steps.length,
        });
        return { success: true, text: response };
    });
    const { records: callRecords, ...fields } = call;
    state.outcome(at, step.expect, 'subagent', agent.name, [...callRecords, ...records], {
        ...fields,
        ...(blocked ? { decision: 'block' } : {}),
        ...definedFields({ modifiedResponse }),
        continuations,
    });
}
/**
 * agentStop inside a subagent (`subagentTurnHooks`): fires at each of its turn ends, before subagentStop, with
 * `stop_hook_active` false; 1.0.102 ignores its block, so the model never sees the reason (docs/runtime-findings.md).
 */
async function fireSubagentAgentStop(state, index, place) {
    const record = await state.fire('agentStop', { stopHookActive: false, stopReason: 'end_turn' }, index, place);
    const { agentSees: _ignored, ...result } = record.result;
    record.result = result;
    return record;
}
/**
 * A subagent's first message or a subagentStop continuation prompt, through the prompt hooks the profile fires
 * (`subagentTurnHooks`): the first message through both, a continuation per `continuationPromptEvents`.
 */
async function submitSubagentPrompt(state, prompt, index, place, first) {
    const events = first
        ? ['userPromptSubmitted', 'userPromptTransformed']
        : state.profile.continuationPromptEvents;
    const records = [];
    let submitted = prompt;
    let seen = prompt;
    if (events.includes('userPromptSubmitted')) {
        const record = await state.fire('userPromptSubmitted', { prompt }, index, place);
        records.push(record);
        submitted = record.result.prompt ?? prompt;
        seen = record.result.agentSees ?? submitted;
    }
    if (events.includes('userPromptTransformed')) {
        records.push(await state.fire('userPromptTransformed', { prompt: submitted, transformedPrompt: state.datetimePrefixed(seen) }, index, place));
    }
    return records;
}

;// CONCATENATED MODULE: ./src/session/replay.ts
/**
 * The replay engine: one scripted session through the repository's hooks, in the order Copilot runs it:
 * sessionStart, userPromptSubmitted, userPromptTransformed, the steps, agentStop with its block loop,
 * sessionEnd (DESIGN.md; runtime-behaviour.md §8.5, §9, §14).
 */









/** Run one step of any kind; the stop loop gets this back to run its continuation steps. */
async function runStep(state, step, at) {
    if ('tool' in step)
        return runToolStep(state, step, at);
    if ('subagent' in step)
        return runSubagent(state, step, at);
    // Steps the profile's agent cannot take were refused before the session started (scenario-checks.ts).
    if ('stop' in step)
        return runStop(state, step, at, (next, place) => runStep(state, next, place));
    return runEventStep(state, step, at);
}
/** The whole session; scenario errors and the job timeout end it early, sessionEnd always fires. */
async function replay(state) {
    const { scenario } = state.ctx;
    let endReason = scenario.end;
    let error = findScenarioError(scenario.steps, state.profile);
    if (error)
        return { ...resultOf(state, endReason), error };
    const started = external_node_perf_hooks_.performance.now();
    const completed = new Set();
    let cutShort;
    await state.transcript.append('session.start', {
        sessionId: state.sessionId,
        version: 1,
        producer: 'copilot-agent',
        copilotVersion: '1.0.102',
        startTime: new Date(state.ctx.clock.now()).toISOString(),
        selectedModel: 'claude-sonnet-4.5',
        context: {
            cwd: state.ctx.sandbox.workspace,
            gitRoot: state.ctx.sandbox.workspace,
            branch: 'main',
            repository: 'owner/repo',
        },
    });
    try {
        await state.fire('sessionStart', {
            source: state.profile.sessionStartSource,
            initialPrompt: scenario.prompt,
        });
        const submitted = await state.fire('userPromptSubmitted', { prompt: scenario.prompt });
        // A blocked prompt: no model call, no userPromptTransformed, no steps, no agentStop (§8.5).
        if (submitted.result.decision === 'block')
            cutShort = 'userPromptSubmitted blocked the job prompt';
        else {
            const prompt = submitted.result.prompt ?? scenario.prompt;
            const transformed = await state.fire('userPromptTransformed', {
                prompt,
                transformedPrompt: state.datetimePrefixed(submitted.result.agentSees ?? prompt),
            });
            await state.transcript.append('user.message', {
                content: scenario.prompt,
                transformedContent: transformed.result.transformedPrompt ?? prompt,
                attachments: [],
            });
            await state.transcript.append('assistant.turn_start', { turnId: String(state.turns) });
            const steps = scenario.steps;
            for (const [index, step] of steps.entries()) {
                await runStep(state, step, { index, path: ['steps', index] });
                completed.add(index);
            }
            if (!steps.some((step) => 'stop' in step))
                await runStep(state, { stop: {}, then: [] }, { index: steps.length, path: ['steps', steps.length] });
        }
    }
    catch (caught) {
        if (caught instanceof JobTimeout) {
            endReason = 'timeout';
            cutShort = 'the job reached the 59-minute limit';
            state.warnings.push('the job reached the 59-minute limit; the session ends with reason "timeout"');
        }
        else if (caught instanceof ScenarioError) {
            error = caught;
        }
        else {
            throw caught;
        }
    }
    await state.fire('sessionEnd', { reason: endReason });
    await state.transcript.append('session.shutdown', {
        shutdownType: endReason === 'complete' ? 'routine' : 'error',
        ...(endReason === 'complete' ? {} : { errorReason: endReason }),
        sessionStartTime: Math.round(state.ctx.clock.now() - (external_node_perf_hooks_.performance.now() - started)),
        codeChanges: { filesModified: [], linesAdded: 0, linesRemoved: 0 },
        modelMetrics: {},
        totalApiDurationMs: 0,
    });
    await state.transcript.flush();
    await state.transcript.settle();
    if (cutShort !== undefined && !error)
        flagUnreached(state, completed, cutShort);
    return { ...resultOf(state, endReason), ...(error ? { error } : {}) };
}
/** An expectation on a step the session never finished cannot pass silently. */
function flagUnreached(state, completed, why) {
    for (const [index, step] of state.ctx.scenario.steps.entries()) {
        if (!step.expect || completed.has(index))
            continue;
        const checks = Object.keys(step.expect).join(', ');
        state.failures.push({
            message: `steps[${index}] (${stepLabel(step)}): expected ${checks}, but the step never completed: ${why}`,
            step: index,
            path: ['steps', index],
        });
    }
}
function resultOf(state, endReason) {
    return {
        sessionId: state.sessionId,
        events: state.events,
        outcomes: state.outcomes,
        warnings: state.warnings,
        diagnostics: state.diagnostics,
        failures: state.failures,
        endReason,
    };
}
function stepLabel(step) {
    if ('tool' in step)
        return step.tool;
    if ('subagent' in step)
        return step.subagent.name;
    if ('stop' in step)
        return 'agentStop';
    if ('compact' in step)
        return 'preCompact';
    if ('error' in step)
        return 'errorOccurred';
    return 'notification';
}
/** Replay one scenario through the hooks in a started sandbox. */
async function replaySession(context) {
    return replay(new SessionState(context));
}

// EXTERNAL MODULE: ./src/session/smoke.ts
var smoke = __webpack_require__(8093);
// EXTERNAL MODULE: ./src/engines/copilot-engine.ts + 6 modules
var copilot_engine = __webpack_require__(7507);
// EXTERNAL MODULE: ./src/engines/copilot-install.ts
var copilot_install = __webpack_require__(8289);
// EXTERNAL MODULE: ./src/engines/copilot-session.ts + 1 modules
var copilot_session = __webpack_require__(6095);
// EXTERNAL MODULE: ./src/commands/errors.ts
var errors = __webpack_require__(9255);
// EXTERNAL MODULE: ./src/commands/sandboxed.ts + 9 modules
var commands_sandboxed = __webpack_require__(7796);
;// CONCATENATED MODULE: ./src/commands/run.ts
/** `hooksim run`: replay scenarios through the hooks, each in its own sandbox, and build the report. */























/** Parse `K/N` into a 1-based slice, or throw a UsageError. */
function parseShard(text) {
    const match = /^(\d+)\/(\d+)$/.exec(text);
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    if (!match || count < 1 || index < 1 || index > count) {
        throw new errors/* UsageError */.e(`--shard '${text}' is not K/N with 1 <= K <= N, e.g. 1/2.`);
    }
    return { index, count };
}
/** The stable slice of a sorted list for shard K of N (round robin, so slices stay balanced). */
function shardSlice(items, shard) {
    return items.filter((_, i) => i % shard.count === shard.index - 1);
}
/** Run tasks with at most `limit` at once, keeping results in input order. */
async function mapLimited(items, limit, task) {
    const results = new Array(items.length);
    let next = 0;
    const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
        while (next < items.length) {
            const i = next++;
            results[i] = await task(items[i], i);
        }
    });
    await Promise.all(workers);
    return results;
}
function erroredReport(file, name, profile, messages, durationMs = 0) {
    return {
        name,
        file,
        profile,
        status: 'errored',
        failures: messages.map((message) => ({ message })),
        events: [],
        egress: [],
        files: { created: [], modified: [], deleted: [] },
        warnings: [],
        durationMs,
    };
}
/**
 * How many scenarios beyond the running ones have their sessions started ahead of their turn, at `jobs`: one
 * round (each worker's next scenario), and up to two more. A session takes longer to start (its agent is a
 * Node process) than a short scenario takes to run, so with one round ahead a suite of short scenarios still
 * waited on each start; more than two more would only hold memory (an agent is about 40 MB).
 */
function sessionsAhead(jobs) {
    return jobs + Math.min(jobs, 2);
}
/** How reports name the smoke session's file. */
const SMOKE_FILE = '(smoke session)';
function planReplay(scenario, profile, options, choice) {
    const newId = options.newId ?? external_node_crypto_.randomUUID;
    const sessionId = newId();
    const effective = scenario.agentShellEnv ? { ...profile, agentShellEnv: true } : profile;
    const sandboxed = {
        repo: options.repo,
        profile: effective,
        kind: choice.kind,
        prompt: scenario.prompt,
        env: scenario.env,
        files: scenario.files,
        commandMocks: scenario.mocks.commands,
        allow: [...scenario.firewall.allow, ...(options.allowHosts ?? [])],
        recommended: scenario.firewall.recommended,
        httpMocks: scenario.mocks.http,
        agentShell: {
            sessionId,
            jobId: newId(),
            baseCommit: 'main',
            branchName: `copilot/${slug(scenario.name)}`,
        },
    };
    return { sessionId, effective, sandboxed };
}
/**
 * Replay one scenario in a fresh sandbox behind a fresh firewall (`prestarted`: one already on its way up);
 * never throws for the scenario's own faults. `deferTeardown` takes the teardown off the critical path.
 */
async function replayOne(scenario, file, profile, config, options, choice, prestarted, deferTeardown) {
    const started = external_node_perf_hooks_.performance.now();
    const newId = options.newId ?? external_node_crypto_.randomUUID;
    const { sessionId, effective, sandboxed } = prestarted?.plan ?? planReplay(scenario, profile, options, choice);
    const use = {
        ...(prestarted ? { started: prestarted.start } : {}),
        ...(deferTeardown ? { deferTeardown } : {}),
    };
    return (0,commands_sandboxed/* withSandboxedSession */.B)(sandboxed, async ({ sandbox, firewall }) => {
        const result = await replaySession({
            scenario,
            sessionId,
            profile: effective,
            config,
            sandbox,
            agentEnv: { ...sandbox.baseEnv },
            clock: options.clock ?? types/* systemClock */.m,
            newId,
            httpGate: firewall.gate,
            attribute: (a) => firewall.attribute(a),
            ...(options.allowLocalNetwork ? { localNetwork: true } : {}),
        });
        options.onOutcomes?.(file, result.outcomes);
        const files = await sandbox.changes();
        const limits = (await sandbox.limitsReached?.()) ?? [];
        const egress = firewall.egress();
        const failures = [
            ...limits.map((message) => ({ message })),
            ...(result.error
                ? [
                    {
                        message: `scenario error: ${result.error.message}`,
                        ...(result.error.step === undefined ? {} : { step: result.error.step }),
                    },
                ]
                : []),
            ...result.failures.map((f) => ({ message: f.message, step: f.step })),
            ...(0,expectations/* checkSession */.dy)(scenario.expect, result.events, egress, files).map((message) => ({ message })),
        ];
        const warnings = [...result.warnings, ...firewall.notes()];
        if (sandbox.reducedIsolation)
            warnings.push(`sandbox-reduced-fidelity: ${(0,sandbox_choice/* reducedFidelityText */.aW)(choice)}`);
        return {
            name: scenario.name,
            file,
            profile: profile.name,
            status: result.error ? 'errored' : failures.length > 0 ? 'failed' : 'passed',
            failures,
            events: result.events,
            egress,
            files,
            warnings,
            ...(result.diagnostics.length ? { diagnostics: result.diagnostics } : {}),
            durationMs: Math.round(external_node_perf_hooks_.performance.now() - started),
        };
    }, use);
}
function slug(name) {
    return (name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 40) || 'session');
}
/** The profile the copilot-cli engine models: the real CLI is the `cli` surface, pinned. */
const ENGINE_PROFILE = 'cli';
/** Refuse what the copilot-cli engine cannot do, before anything starts. */
function checkEngineOptions(profile, options) {
    if (profile.name !== ENGINE_PROFILE)
        throw new errors/* UsageError */.e(`--engine copilot-cli needs --profile ${ENGINE_PROFILE} (got '${profile.name}'): the real Copilot CLI is what the cli profile models.`);
    if (options.sandbox === 'process')
        throw new errors/* UsageError */.e('--engine copilot-cli runs the CLI inside the namespace sandbox; --sandbox process cannot host it.');
    if (options.compare !== undefined)
        throw new errors/* UsageError */.e('--compare works with the native engine only; the differential suite compares engines.');
}
/** Locate the copilot-cli engine and unpack its cache once, before scenarios run in parallel. */
async function prepareEngine(options, profile) {
    if ((options.engine ?? 'native') === 'native')
        return undefined;
    checkEngineOptions(profile, options);
    const engine = await (0,copilot_install/* locateEngine */.JW)(options.engineDir);
    await (0,copilot_session/* warmEngine */.C)(engine, { profile, prompt: '' });
    return engine;
}
/** Replay every selected scenario and build the JSON report. */
function runScenarios(options) {
    // What /workspace shows is decided once for the discovery, the scenario listing and the sandbox's layers.
    return (0,workspace/* withWorkspaceViewScope */.xM)(() => runScenariosInScope(options));
}
async function runScenariosInScope(options) {
    const started = external_node_perf_hooks_.performance.now();
    const repo = external_node_path_default().resolve(options.repo);
    const defaultProfile = (0,profiles/* getProfile */.E$)(options.profile);
    const engine = await prepareEngine(options, defaultProfile);
    const configs = new Map();
    // The runtime reads its load-time switches (COPILOT_HOOK_ALLOW_LOCALHOST, …) from the agent's environment,
    // which a scenario's `env` is part of: a scenario whose switches differ gets a load of its own.
    const configFor = (profile, env = {}) => {
        const key = `${profile.name}\0${JSON.stringify((0,http_url/* readHttpSwitches */.vJ)(env))}`;
        let config = configs.get(key);
        if (!config) {
            const agentEnv = (0,environment/* buildAgentEnv */.PU)({ profile, home: '/root', prompt: '', extra: { ...env } });
            config = (0,load/* loadHookConfig */.u)(repo, profile, { agentEnv });
            configs.set(key, config);
        }
        return config;
    };
    if (!engine)
        (0,sandbox/* warmSandbox */.bo)(options.sandbox, repo);
    const baseConfig = await configFor(defaultProfile);
    // Decided once, before the first hook: `auto` never changes driver halfway through a run.
    const choice = engine ? { kind: 'namespace' } : await (0,sandbox/* chooseSandbox */.HY)(options.sandbox);
    if (!engine)
        options.onSandboxChoice?.(choice);
    const compareProfile = options.compare === undefined ? undefined : (0,profiles/* getProfile */.E$)(options.compare);
    const comparisons = [];
    const explicit = options.scenarios.map((file) => external_node_path_default().resolve(file));
    const files = explicit.length > 0 ? explicit : await (0,load_scenarios/* findScenarioFiles */.b2)(repo);
    const selected = options.shard ? shardSlice(files, parseShard(options.shard)) : files;
    const display = (file) => {
        const relative = external_node_path_default().relative(repo, file);
        return relative.startsWith('..') ? file : relative.split((external_node_path_default()).sep).join('/');
    };
    const inputs = files.length === 0
        ? [
            {
                loaded: {
                    ok: true,
                    file: SMOKE_FILE,
                    scenario: (0,smoke/* buildSmokeScenario */.al)(baseConfig, await (0,smoke/* findSmokeTargets */.Bt)(repo)),
                    source: { positionOf: () => ({ line: 0, column: 0 }) },
                },
            },
        ]
        : await Promise.all(selected.map(async (file) => ({ loaded: await (0,load_scenarios/* loadScenarioFile */.BM)(file, display(file), repo) })));
    let unreadable = false;
    let sandboxFailed = false;
    const jobs = options.jobs ?? (0,external_node_os_.availableParallelism)();
    // The next sessionsAhead(jobs) scenarios' sessions start ahead, so a scenario's sandbox start hides behind
    // the hooks of those before it; teardowns finish off the critical path, awaited at the end.
    const prestarts = new Map();
    const teardowns = [];
    const deferTeardown = (teardown) => void teardowns.push(teardown);
    const prestart = (index) => {
        const loaded = inputs[index]?.loaded;
        if (engine || !loaded?.ok || prestarts.has(index))
            return;
        try {
            const profile = loaded.scenario.profile ? (0,profiles/* getProfile */.E$)(loaded.scenario.profile) : defaultProfile;
            const plan = planReplay(loaded.scenario, profile, options, choice);
            prestarts.set(index, { plan, start: (0,commands_sandboxed/* startSandboxedSession */.b)(plan.sandboxed) });
        }
        catch {
            // An unknown profile: the scenario reports it on its own turn.
        }
    };
    const reports = await mapLimited(inputs, jobs, async ({ loaded }, index) => {
        const prestarted = prestarts.get(index);
        prestarts.delete(index);
        // Indices are taken in order, so none past `index` is running yet.
        const ahead = Math.min(inputs.length - 1, index + sessionsAhead(jobs));
        for (let next = index + 1; next <= ahead; next++)
            prestart(next);
        let report;
        if (!loaded.ok) {
            unreadable = true;
            report = erroredReport(loaded.file, external_node_path_default().basename(loaded.file), defaultProfile.name, loaded.problems.map((p) => `${p.file}:${p.line}:${p.column}: ${p.message}`));
        }
        else {
            const profile = loaded.scenario.profile ? (0,profiles/* getProfile */.E$)(loaded.scenario.profile) : defaultProfile;
            try {
                if (engine && profile.name !== ENGINE_PROFILE)
                    throw new Error(`the copilot-cli engine runs the cli profile only; the scenario asks for '${profile.name}'`);
                report = engine
                    ? await (0,copilot_engine/* runCopilotScenario */.C)({
                        scenario: loaded.scenario,
                        file: loaded.file,
                        ...(loaded.source ? { source: loaded.source } : {}),
                        profile,
                        config: await configFor(profile, loaded.scenario.env),
                        engine,
                        repo: options.repo,
                        allowHosts: options.allowHosts ?? [],
                    })
                    : await replayOne(loaded.scenario, loaded.file, profile, await configFor(profile, loaded.scenario.env), options, choice, prestarted, deferTeardown);
                if (loaded.file === SMOKE_FILE && report.status !== 'errored') {
                    report.warnings.push(...(0,smoke/* smokeNotes */.lT)(await configFor(profile, loaded.scenario.env), report.events));
                }
            }
            catch (error) {
                if (error.code === 'sandbox-unavailable')
                    sandboxFailed = true;
                report = erroredReport(loaded.file, loaded.scenario.name, profile.name, [
                    `hooksim could not replay it: ${error.message}`,
                ]);
            }
            if (compareProfile && report.status !== 'errored') {
                const other = await replayOne(loaded.scenario, loaded.file, compareProfile, await configFor(compareProfile, loaded.scenario.env), options, choice).catch((error) => erroredReport(loaded.file, loaded.scenario.name, compareProfile.name, [error.message]));
                comparisons.push({
                    name: loaded.scenario.name,
                    file: loaded.file,
                    differences: compareReplays(report, other),
                });
            }
            if (loaded.source && !engine) {
                for (const failure of report.failures) {
                    if (failure.step === undefined)
                        continue;
                    const at = loaded.source.positionOf(['steps', failure.step]);
                    Object.assign(failure, { line: at.line, column: at.column });
                }
            }
        }
        // Idempotent: a no-op wait for a session replayOne used, the stop of one it never got to.
        if (prestarted)
            deferTeardown(prestarted.start.teardown());
        options.onScenario?.(report);
        return report;
    }).finally(async () => {
        for (const unused of prestarts.values())
            teardowns.push(unused.start.teardown());
        await Promise.all(teardowns);
    });
    const seen = new Set();
    const diagnostics = [
        ...baseConfig.diagnostics,
        ...reports.flatMap((r) => r.diagnostics ?? []),
    ].filter((d) => !seen.has(JSON.stringify(d)) && seen.add(JSON.stringify(d)) !== undefined);
    const { tool, profile: name, ...rest } = (0,json_report/* buildJsonReport */.XY)(defaultProfile.name, reports, diagnostics, external_node_perf_hooks_.performance.now() - started);
    const report = {
        tool,
        profile: name,
        engine: engine ? 'copilot-cli' : 'native',
        sandbox: choice.kind,
        ...rest,
    };
    if (compareProfile) {
        comparisons.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
        report.comparison = {
            profile: compareProfile.name,
            flags: (0,profiles/* differingFlags */.wK)(defaultProfile, compareProfile),
            loading: compareLoads(baseConfig, await configFor(compareProfile)),
            scenarios: comparisons,
        };
    }
    return {
        report,
        unreadable,
        sandboxFailed,
    };
}


/***/ }),

/***/ 4224:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BM: () => (/* binding */ loadScenarioFile),
/* harmony export */   BW: () => (/* binding */ DEFAULT_SCENARIO_DIR),
/* harmony export */   Mo: () => (/* binding */ parseScenario),
/* harmony export */   b2: () => (/* binding */ findScenarioFiles)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _confined_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(178);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8439);
/* harmony import */ var _edit_distance_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6671);
/* harmony import */ var _scenario_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2598);
/**
 * Find and parse scenario files: YAML (JSON accepted), validated by the zod schema, with every problem
 * named by file, line and column (DESIGN.md "Scenario files").
 */







/** Where scenarios live by default, relative to the repository. */
const DEFAULT_SCENARIO_DIR = '.github/hook-scenarios';
const STEP_KINDS = ['tool', 'subagent', 'compact', 'error', 'notification', 'stop'];
/**
 * Every `*.yml`/`*.yaml` under the default folder, sorted by path; [] when the folder is missing or is a link out of
 * the repository (links below it are not followed: a dirent of a link is no directory).
 */
async function findScenarioFiles(repo) {
    const root = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(repo, DEFAULT_SCENARIO_DIR);
    // A committed `.github/hook-scenarios -> /` (or `-> ../.git`) must not make hooksim list what a hook cannot see.
    await (0,_confined_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .refreshWorkspaceView */ .e)(repo);
    if ((0,_confined_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isRefused */ .H0)(await (0,_confined_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .confinedRealpath */ .uv)(repo, root)))
        return [];
    const found = [];
    async function walk(dir) {
        let entries;
        try {
            entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true });
        }
        catch {
            return;
        }
        for (const entry of entries) {
            const full = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, entry.name);
            if (entry.isDirectory())
                await walk(full);
            else if (/\.ya?ml$/.test(entry.name) && (await (0,_confined_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .shownAsWritten */ .Fs)(repo, full)))
                found.push(full);
        }
    }
    await walk(root);
    return found.sort();
}
function sourceOf(doc, lines) {
    return {
        positionOf(pathParts) {
            for (let depth = pathParts.length; depth >= 0; depth--) {
                const node = depth === 0 ? doc.contents : doc.getIn(pathParts.slice(0, depth), true);
                const range = node?.range;
                if (range) {
                    const pos = lines.linePos(range[0]);
                    return { line: pos.line, column: pos.col };
                }
            }
            return { line: 1, column: 1 };
        },
    };
}
/** Position of a key (for unknown keys) or of the value at a path. */
function keyPosition(doc, lines, parent, key) {
    const node = parent.length === 0 ? doc.contents : doc.getIn(parent, true);
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_3__/* .isMap */ .jh)(node)) {
        const pair = node.items.find((item) => item.key?.value === key);
        const range = pair?.key?.range;
        if (range) {
            const pos = lines.linePos(range[0]);
            return { line: pos.line, column: pos.col };
        }
    }
    return sourceOf(doc, lines).positionOf([...parent, key]);
}
/** A scenario path as failures write it: `steps[0].args`. */
function formatPath(parts) {
    return parts
        .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
        .join('')
        .replace(/^\./, '');
}
let knownKeys;
/** Every key the scenario format has, at any depth (from its JSON Schema), for "did you mean". */
function scenarioKeys() {
    if (knownKeys)
        return knownKeys;
    const found = new Set();
    const visit = (node) => {
        if (Array.isArray(node))
            return node.forEach(visit);
        if (typeof node !== 'object' || node === null)
            return;
        const properties = node.properties;
        if (properties)
            for (const key of Object.keys(properties))
                found.add(key);
        Object.values(node).forEach(visit);
    };
    visit(zod__WEBPACK_IMPORTED_MODULE_5__/* .toJSONSchema */ .bl(_scenario_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .scenarioSchema */ .mE, { io: 'input', unrepresentable: 'any' }));
    knownKeys = [...found];
    return knownKeys;
}
/** The known key nearest an unknown one, when a typo is likely (one or two edits). */
function nearestKey(key) {
    return (0,_edit_distance_js__WEBPACK_IMPORTED_MODULE_6__/* .nearestName */ .q)(key, scenarioKeys(), () => (key.length > 4 ? 2 : 1));
}
const TYPE_WORDS = {
    record: 'a mapping (key: value)',
    object: 'a mapping (key: value)',
    array: 'a list',
    string: 'a string',
    number: 'a number',
    int: 'a whole number',
    boolean: 'true or false',
};
/** How much of a value or key a problem quotes. */
const QUOTE_CHARS = 40;
/**
 * At most the first line of `text`, cut to `limit` characters: a problem quotes no more of a file than the
 * offending line (defence in depth, should a file that holds secrets ever be parsed as a scenario).
 */
function cutQuote(text, limit = QUOTE_CHARS) {
    const cut = (text.split(/\r\n|\r|\n/, 1)[0] ?? '').slice(0, Math.min(limit, QUOTE_CHARS));
    return cut.length < text.length ? `${cut}…` : cut;
}
/** The value as a problem names it; `lineLength`: how much of it its first source line holds (folded scalars). */
function typeOf(value, lineLength) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a mapping';
    const text = typeof value === 'string' ? value : String(value);
    const shown = cutQuote(text, lineLength);
    return `${typeof value} ${typeof value === 'string' ? JSON.stringify(shown) : shown}`;
}
/** The length of the first source line of the node at `parts` when the node spans several lines. */
function firstLineLength(doc, text, parts) {
    const range = doc.getIn(parts, true)?.range;
    if (!range)
        return undefined;
    const source = text.slice(range[0], range[1]);
    const end = source.search(/[\r\n]/);
    if (end === -1)
        return undefined;
    return /^["']/.test(source) ? end - 1 : end;
}
/** A zod issue in words a scenario author acts on: what is missing or wrong, where, and what was expected. */
function describeIssue(issue, input, key, lineLength) {
    const where = issue.path.length > 0 ? `${formatPath(issue.path)}: ` : '';
    if (issue.code === 'unrecognized_keys' && key !== undefined) {
        const meant = nearestKey(key);
        return `${where}unknown key "${cutQuote(key)}"${meant ? ` (did you mean "${meant}"?)` : ''}`;
    }
    if (issue.code === 'invalid_type') {
        const value = issue.path.reduce((node, part) => node?.[part], input);
        const name = issue.path.at(-1);
        if (value === undefined && name !== undefined) {
            const parent = formatPath(issue.path.slice(0, -1));
            return `${parent ? `${parent}: ` : ''}missing "${String(name)}" (${TYPE_WORDS[issue.expected] ?? issue.expected})`;
        }
        return `${where}expected ${TYPE_WORDS[issue.expected] ?? issue.expected}, got ${typeOf(value, lineLength)}`;
    }
    return `${where}${issue.message}`;
}
/** Flatten zod issues; for a step that matches no kind, report the issues of the kind it names. */
function flattenIssues(issues, input) {
    const flat = [];
    for (const issue of issues) {
        if (issue.code !== 'invalid_union') {
            flat.push(issue);
            continue;
        }
        const value = issue.path.reduce((node, key) => node?.[key], input);
        const kinds = STEP_KINDS.filter((kind) => typeof value === 'object' && value !== null && kind in value);
        if (kinds.length !== 1) {
            const names = typeof value === 'object' && value !== null ? Object.keys(value) : [];
            const keys = typeof value === 'object' && value !== null
                ? `${names
                    .slice(0, 8)
                    .map((name) => cutQuote(name))
                    .join(', ')}${names.length > 8 ? ', …' : ''}`
                : typeof value;
            flat.push({
                ...issue,
                message: kinds.length === 0
                    ? `unknown step kind (keys: ${keys}); expected exactly one of ${STEP_KINDS.join(', ')}`
                    : `a step has exactly one kind, got ${kinds.join(' and ')}`,
            });
            continue;
        }
        const branch = issue.errors[STEP_KINDS.indexOf(kinds[0])] ?? [];
        flat.push(...flattenIssues(branch.map((sub) => ({ ...sub, path: [...issue.path, ...sub.path] })), input));
    }
    return flat;
}
/** How many alias expansions one scenario may make (the yaml library's default): a bomb is a problem, not a crash. */
const MAX_ALIAS_COUNT = 100;
/**
 * The document as a plain value, or the scenario's problem: an alias bomb (`&a [*b, *b, ...]` nested) throws while
 * expanding, and is named at its first alias, where the expansion starts.
 */
function toValue(doc, lines, file) {
    try {
        return { ok: true, value: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
    }
    catch (error) {
        let offset;
        (0,yaml__WEBPACK_IMPORTED_MODULE_3__/* .visit */ .YR)(doc, {
            Alias(_key, node) {
                offset = node.range?.[0];
                return yaml__WEBPACK_IMPORTED_MODULE_3__/* .visit */ .YR.BREAK;
            },
        });
        const pos = offset === undefined ? { line: 1, col: 1 } : lines.linePos(offset);
        const aliases = /alias/i.test(error.message);
        const message = aliases
            ? `invalid YAML: its aliases expand too far (${error.message}); expected at most ${MAX_ALIAS_COUNT} alias expansions`
            : `invalid YAML: ${error.message}`;
        return { ok: false, file, problems: [{ file, line: pos.line, column: pos.col, message }] };
    }
}
/** Parse one scenario's text; never throws. */
function parseScenario(text, file) {
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_3__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_3__/* .parseDocument */ .Tp)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
    if (doc.errors.length > 0) {
        return {
            ok: false,
            file,
            problems: doc.errors.map((error) => ({
                file,
                // Without prettyErrors the error has only offsets: the line counter turns them into a position.
                line: lines.linePos(error.pos[0]).line,
                column: lines.linePos(error.pos[0]).col,
                message: `invalid YAML: ${error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '')}`,
            })),
        };
    }
    const converted = toValue(doc, lines, file);
    if (!converted.ok)
        return converted;
    const { value } = converted;
    const parsed = _scenario_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .scenarioSchema */ .mE.safeParse(value);
    const source = sourceOf(doc, lines);
    if (parsed.success)
        return { ok: true, file, scenario: parsed.data, source };
    const problems = flattenIssues(parsed.error.issues, value).flatMap((issue) => {
        const parts = issue.path;
        if (issue.code === 'unrecognized_keys') {
            return issue.keys.map((key) => ({
                file,
                ...keyPosition(doc, lines, parts, key),
                message: describeIssue(issue, value, key),
            }));
        }
        return [
            {
                file,
                ...source.positionOf(parts),
                message: describeIssue(issue, value, undefined, firstLineLength(doc, text, parts)),
            },
        ];
    });
    problems.sort((a, b) => a.line - b.line || a.column - b.column);
    return { ok: false, file, problems };
}
/**
 * Read and parse one scenario file; an unreadable file is a problem, not an exception. A file under `repo`
 * must stay inside it once links are followed: a pull request's `scenarios/x.yml -> /proc/self/environ` is
 * refused, not read (a path outside the repository was given by whoever runs hooksim, and is read as given).
 */
async function loadScenarioFile(file, displayName = file, repo) {
    const problem = (message) => ({
        ok: false,
        file: displayName,
        problems: [{ file: displayName, line: 0, column: 0, message }],
    });
    if (repo !== undefined && (0,_confined_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isLexicallyInside */ .cZ)(repo, file) && (0,_confined_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isRefused */ .H0)(await (0,_confined_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .confinedRealpath */ .uv)(repo, file))) {
        return problem('not read: the file does not resolve to a file inside the repository that /workspace shows; hooksim reads only those (nothing outside the repository, under .git, git-ignored or in a nested checkout)');
    }
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch (error) {
        return problem(`cannot read: ${error.message}`);
    }
    return parseScenario(text, displayName);
}


/***/ }),

/***/ 8093:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bt: () => (/* binding */ findSmokeTargets),
/* harmony export */   RB: () => (/* binding */ buildSmokeSteps),
/* harmony export */   al: () => (/* binding */ buildSmokeScenario),
/* harmony export */   lT: () => (/* binding */ smokeNotes)
/* harmony export */ });
/* unused harmony exports SMOKE_DANGEROUS_COMMAND, SMOKE_PROMPT */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _confined_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(178);
/* harmony import */ var _hook_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2172);
/* harmony import */ var _scenario_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2598);
/**
 * The smoke session: with no scenario files, `run` replays a session that uses what Copilot really sends
 * (DESIGN.md "The CLI"): a prompt; `view`, `create` and `edit` with Copilot's argument names and absolute
 * `/workspace` paths on files that exist in the repository, the `create` really executed; a harmless and a
 * dangerous `bash` call; a call of every other tool a matcher names; a subagent; a compaction; the stop loop.
 * Its report then says which configured hooks never ran, and why.
 */





const WORKSPACE = '/workspace';
const README = /^readme(\.(md|markdown|txt|rst))?$/i;
const SOURCE_DIRS = ['src', 'lib', 'app', 'source'];
async function firstLine(file) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, 'r').catch(() => undefined);
    if (!handle)
        return undefined;
    try {
        const buffer = Buffer.alloc(4096);
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
        const text = buffer.subarray(0, bytesRead).toString('utf8');
        if (text.includes('\0'))
            return undefined;
        return text
            .split('\n')
            .map((line) => line.trim())
            .find((line) => line.length > 0 && line.length <= 200);
    }
    finally {
        await handle.close();
    }
}
/** Look at the top of the repository (never following links) for the smoke session's files. */
async function findSmokeTargets(repo) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(repo, { withFileTypes: true }).catch(() => []);
    const visible = entries.filter((e) => !e.name.startsWith('.')).sort((a, b) => a.name.localeCompare(b.name));
    const dirs = visible.filter((e) => e.isDirectory()).map((e) => e.name);
    const createDir = SOURCE_DIRS.find((d) => dirs.includes(d)) ?? '';
    const files = visible.filter((e) => e.isFile()).map((e) => e.name);
    for (const name of [...files.filter((f) => README.test(f)), ...files.filter((f) => !README.test(f))]) {
        // Only what /workspace shows: an ignored file (a credentials file an earlier step left) never enters the
        // session's arguments, and so never a report.
        if (!(await (0,_confined_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .shownAsWritten */ .Fs)(repo, node_path__WEBPACK_IMPORTED_MODULE_1___default().join(repo, name))))
            continue;
        const line = await firstLine(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(repo, name));
        if (line !== undefined)
            return { existing: { path: name, line }, createDir };
    }
    return { createDir };
}
/** Tool names a matcher can name literally: the alternatives of `a|b|c` made of plain names. */
function toolNamesIn(matcher) {
    return matcher.split('|').filter((name) => /^[A-Za-z_][A-Za-z0-9_-]*$/.test(name));
}
const CLAUDE_TO_RUNTIME = {
    Bash: 'bash',
    Read: 'view',
    Write: 'create',
    Edit: 'edit',
    MultiEdit: 'edit',
    Grep: 'grep',
    Glob: 'glob',
    WebFetch: 'web_fetch',
};
const OTHER_ARGS = {
    grep: { pattern: 'TODO' },
    glob: { pattern: '**/*.ts' },
    web_fetch: { url: 'https://example.com/' },
};
/** The dangerous command the session tries: a guard that lets it through lets it through in the cloud too. */
const SMOKE_DANGEROUS_COMMAND = 'rm -rf / --no-preserve-root';
function fileSteps(targets) {
    const at = (relative) => node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.join(WORKSPACE, relative);
    const createdText = '# hooksim smoke session\n\nCreated by the smoke session.\n';
    const created = at(node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.join(targets.createDir, 'hooksim-smoke.md'));
    // Without a file of its own to look at, the session views and edits the one it created.
    const existing = targets.existing
        ? { path: at(targets.existing.path), line: targets.existing.line }
        : { path: created, line: '# hooksim smoke session' };
    return [
        ...(targets.existing ? [{ tool: 'view', args: { path: existing.path }, result: existing.line }] : []),
        { tool: 'create', args: { path: created, file_text: createdText }, execute: true },
        ...(targets.existing ? [] : [{ tool: 'view', args: { path: existing.path }, result: createdText }]),
        {
            tool: 'edit',
            args: { path: existing.path, old_str: existing.line, new_str: `${existing.line} (edited)` },
            result: `File ${existing.path} updated with changes.`,
        },
    ];
}
/** The smoke session's steps as a scenario file writes them (no defaults filled in), for a configuration. */
function buildSmokeSteps(config, targets = { createDir: '' }) {
    const named = new Set();
    for (const entry of config.entries) {
        if ((entry.event === 'preToolUse' || entry.event === 'postToolUse') && entry.matcher) {
            for (const name of toolNamesIn(entry.matcher))
                named.add(CLAUDE_TO_RUNTIME[name] ?? name);
        }
    }
    // Covered by the steps above, or not a call the main agent makes (`task` is the subagent step; a
    // powershell call is a scenario error in the cloud agent, though `bash|powershell` is a common matcher).
    for (const covered of ['bash', 'view', 'create', 'edit', 'task', 'powershell'])
        named.delete(covered);
    const agents = config.entries
        .filter((e) => (e.event === 'subagentStart' || e.event === 'subagentStop') && e.matcher)
        .flatMap((e) => toolNamesIn(e.matcher ?? ''));
    const subagentHooks = config.entries.some((e) => e.event === 'subagentStart' || e.event === 'subagentStop');
    return [
        ...fileSteps(targets),
        { tool: 'bash', args: { command: 'ls -la' }, execute: true },
        { tool: 'bash', args: { command: SMOKE_DANGEROUS_COMMAND }, result: '' },
        ...[...named].sort().map((tool) => ({ tool, args: OTHER_ARGS[tool] ?? {}, result: 'ok' })),
        ...(subagentHooks
            ? [
                {
                    subagent: {
                        name: agents[0] ?? 'explore',
                        prompt: 'Find the entry point',
                        response: 'README.md',
                    },
                },
            ]
            : []),
        { compact: {} },
        { stop: {} },
    ];
}
/** The smoke session's job prompt. */
const SMOKE_PROMPT = 'hooksim smoke session: look around the repository and make a small change';
/** Build the smoke scenario for a loaded configuration and the repository's files. */
function buildSmokeScenario(config, targets = { createDir: '' }) {
    return _scenario_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .scenarioSchema */ .mE.parse({
        name: 'smoke session: every configured event, with the calls Copilot really makes',
        prompt: SMOKE_PROMPT,
        steps: buildSmokeSteps(config, targets),
        // A hook that fails or times out here fails the same way in the cloud agent (a preToolUse one denies
        // every tool call): the smoke session has no other expectation, so it must not pass over that.
        expect: { hooks: { errors: 0, timeouts: 0 } },
    });
}
/** A tool call's arguments from an event's camelCase input (`toolArgs` is a JSON string in some profiles). */
function toolArgsOf(input) {
    let args = input.toolArgs;
    if (typeof args === 'string') {
        try {
            args = JSON.parse(args);
        }
        catch {
            return {};
        }
    }
    return typeof args === 'object' && args !== null ? args : {};
}
/**
 * What the smoke session's report adds: each configured hook that never ran and why (its skip reason, its
 * event never fired, every tool call denied before postToolUse), and each file tool call a hook denied, with
 * what Copilot sends (absolute paths, its own argument names) so that a guard's mistake shows.
 */
function smokeNotes(config, events) {
    const notes = [];
    const preToolUse = events.filter((e) => e.event === 'preToolUse' && e.fired);
    const denied = preToolUse.filter((e) => e.result.decision === 'deny');
    for (const entry of config.entries.filter((e) => !e.disabled)) {
        const label = (0,_hook_record_js__WEBPACK_IMPORTED_MODULE_4__/* .hookLabel */ .UR)(entry);
        const records = events.flatMap((e) => e.hooks.filter((h) => h.file === entry.file && h.index === entry.index && h.nestedIndex === entry.nestedIndex));
        if (records.some((h) => h.status !== 'skipped'))
            continue;
        const matcherMissed = records.length > 0 && records.every((h) => h.skipped?.includes('does not match'));
        const calls = [
            ...new Set(events
                .filter((e) => e.event === entry.event)
                .map((e) => String(e.input.toolName ?? e.input.agentName ?? ''))),
        ];
        const skipped = matcherMissed
            ? `its matcher '${entry.matcher ?? ''}' matched none of the calls (${calls.join(', ')})`
            : records.find((h) => h.skipped !== undefined)?.skipped;
        const why = skipped ??
            (entry.event === 'postToolUse' && preToolUse.length > 0 && denied.length === preToolUse.length
                ? 'every tool call was denied at preToolUse, so postToolUse never fired'
                : `${entry.eventKey} never fired in the smoke session`);
        notes.push(`never ran: ${label} (${entry.eventKey}): ${why}`);
    }
    // A deny a hook decided; a fail-closed deny (the hook errored) is reported as the hook error it is.
    const decided = denied.filter((e) => e.hooks.every((h) => h.status !== 'error' && h.status !== 'timeout'));
    for (const event of decided) {
        const tool = String(event.input.toolName ?? '');
        const args = toolArgsOf(event.input);
        const target = String((tool === 'bash' ? args.command : args.path) ?? '');
        if (tool === 'bash' && target === SMOKE_DANGEROUS_COMMAND)
            continue;
        const reason = event.result.reason ? `: "${event.result.reason}"` : '';
        const hint = ['view', 'create', 'edit'].includes(tool)
            ? ' (Copilot sends an absolute /workspace path and path, file_text, old_str, new_str: does the guard expect those?)'
            : '';
        notes.push(`denied: ${tool} ${target}${reason}${hint}`);
    }
    const dangerous = preToolUse.find((e) => toolArgsOf(e.input).command === SMOKE_DANGEROUS_COMMAND);
    if (dangerous &&
        dangerous.result.decision !== 'deny' &&
        dangerous.hooks.some((h) => h.status !== 'skipped')) {
        notes.push(`allowed: bash ${SMOKE_DANGEROUS_COMMAND} (the preToolUse hooks ran and none denied it)`);
    }
    return notes;
}


/***/ })

};
