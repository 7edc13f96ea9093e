export const id = 960;
export const ids = [960];
export const modules = {

/***/ 2960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  importCommand: () => (/* binding */ importCommand)
});

// UNUSED EXPORTS: resolveSession, sessionStateDirs

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/session/read-transcript.ts
/** A string field, else undefined. */
const str = (value) => (typeof value === 'string' ? value : undefined);
/** An object field (not an array), else undefined. */
const obj = (value) => typeof value === 'object' && value !== null && !Array.isArray(value)
    ? value
    : undefined;
// Line breaks (YAML's and Unicode's), other controls, the BOM: shown as escapes so a comment stays one line.
// eslint-disable-next-line no-control-regex
const COMMENT_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/g;
/** Text safe inside one YAML comment line, at most `max` characters. */
function commentText(text, max = 200) {
    const safe = text.replace(COMMENT_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return safe.length > max ? `${safe.slice(0, max - 1)}…` : safe;
}
/** The 1-based column of a JSON.parse error in one line, from either Node's message form. */
function errorColumn(message) {
    const column = /column (\d+)/.exec(message);
    if (column)
        return Number(column[1]);
    const position = /position (\d+)/.exec(message);
    return position ? Number(position[1]) + 1 : 1;
}
/** Parse the JSONL text; every malformed line is a diagnostic and is skipped. */
function parseTranscript(text, file) {
    const lines = [];
    const diagnostics = [];
    const problem = (line, column, message) => diagnostics.push({ file, line, column, severity: 'error', code: 'import-malformed-line', message });
    text.split('\n').forEach((raw, index) => {
        const line = index + 1;
        const source = raw.replace(/\r$/, '');
        if (source.trim() === '')
            return;
        let value;
        try {
            value = JSON.parse(source);
        }
        catch (error) {
            const message = error.message;
            problem(line, errorColumn(message), `not JSON (${message.replace(/^JSON\.parse: /, '')}); expected one event object per line: {"type", "id", "timestamp", "parentId", "data"}; the line is skipped`);
            return;
        }
        const event = obj(value);
        if (!event) {
            problem(line, 1, 'expected an event object {"type", "id", "timestamp", "parentId", "data"}; the line is skipped');
            return;
        }
        const at = (key) => Math.max(source.indexOf(`"${key}"`), 0) + 1;
        const type = str(event.type);
        if (type === undefined || type === '') {
            problem(line, at('type'), 'expected "type" to be a non-empty string (the event type); the line is skipped');
            return;
        }
        let data = obj(event.data);
        if (data === undefined) {
            const { type: _t, id: _i, timestamp: _s, parentId: _p, agentId: _a, data: _d, ...rest } = event;
            problem(line, at('data'), `expected "data" to be an object (the ${type} event's fields); ${Object.keys(rest).length > 0 ? 'the fields beside the envelope are read instead' : 'read as {}'}`);
            data = rest;
        }
        const agentId = str(event.agentId);
        lines.push({ type, data, line, ...(agentId ? { agentId } : {}) });
    });
    return { lines, diagnostics };
}

;// CONCATENATED MODULE: ./src/session/import-yaml.ts
/**
 * The YAML text of an imported scenario (import-session.ts): its steps under construction, with the comments
 * that go before each, as a document people would have written: small flat maps on one line, long and
 * multi-line texts as blocks, the header as the file's first comment.
 */


const newList = () => ({ entries: [], pending: [] });
/**
 * The scenario's text: `fields` in their order (name, prompt, `steps` as a placeholder, end), `steps` in
 * the placeholder's place, under the `header` comment lines.
 */
function scenarioYaml(fields, steps, header) {
    const doc = new dist/* Document */.yo(fields);
    doc.set('steps', listNode(doc, steps));
    flowSmallMaps(doc);
    doc.commentBefore = header.join('\n');
    return doc.toString({ lineWidth: 0 });
}
function commentBlock(lines) {
    return lines.length === 0 ? undefined : lines.map((line) => ` ${line}`).join('\n');
}
/** The YAML node of a step list, comments attached. */
function listNode(doc, list) {
    const seq = new dist/* YAMLSeq */.Rw();
    for (const entry of list.entries) {
        const value = { ...entry.value };
        const agent = obj(value.subagent);
        const then = value.then;
        const node = doc.createNode(agent ? { subagent: { ...agent, steps: [] } } : then ? { ...value, then: [] } : value);
        if (agent && (0,dist/* isMap */.jh)(node)) {
            const inner = node.get('subagent', true);
            if ((0,dist/* isMap */.jh)(inner))
                inner.set('steps', listNode(doc, agent.steps));
        }
        if (then && (0,dist/* isMap */.jh)(node))
            node.set('then', listNode(doc, then));
        const before = commentBlock(entry.before);
        if (before !== undefined)
            node.commentBefore = before;
        seq.items.push(node);
    }
    const after = commentBlock(list.pending);
    if (after !== undefined)
        seq.comment = after;
    return seq;
}
/** Small flat maps (tool arguments, `{}` steps) on one line, as people write them; texts of several lines stay blocks. */
function flowSmallMaps(doc) {
    (0,dist/* visit */.YR)(doc, {
        Map(key, node) {
            if (key !== 'value' || node.items.length > 3 || node.commentBefore || node.comment)
                return;
            const block = node.items.some((pair) => (0,dist/* isMap */.jh)(pair.value) ||
                (0,dist/* isSeq */.oP)(pair.value) ||
                ((0,dist/* isScalar */.jn)(pair.value) &&
                    (String(pair.value.value).includes('\n') || String(pair.value.value).length > 60)));
            if (!block)
                node.flow = true;
        },
    });
}

;// CONCATENATED MODULE: ./src/session/import-session.ts


/** Results and file texts longer than this are cut, with a comment saying so and where the whole text is. */
const INLINE_LIMIT = 4000;
/** Event types read, or consumed on purpose because the replay regenerates them (hooks) or they are noise. */
const CONSUMED = new Set([
    'session.start',
    'session.shutdown',
    'session.resume',
    'session.model_change',
    'session.usage_record',
    'session.info',
    'session.compaction_complete',
    'session.truncation',
    'system.message',
    'user.message',
    'assistant.message',
    'assistant.message_delta',
    'assistant.reasoning',
    'assistant.reasoning_delta',
    'assistant.turn_start',
    'assistant.turn_end',
    'assistant.usage',
    'tool.execution_start',
    'tool.execution_partial_result',
    'tool.execution_progress',
    'tool.user_requested',
    'hook.start',
    'hook.end',
    'subagent.selected',
    'subagent.configured',
    'pending_messages.modified',
]);
/** The tool result text the tool produced, without the postToolUse guidance the CLI appended. */
function plainResult(text) {
    return text.replace(/\n\nTool "[^"]*" (?:succeeded|failed)\. Additional guidance from postToolUse(?:Failure)? hooks:\n[\s\S]*$/, '');
}
/** The JSON of an event, short, for a comment. */
function eventSummary(event) {
    return commentText(JSON.stringify(event.data) ?? '{}', 160);
}
/** `trigger` of a compaction event as the scenario's compact step has it. */
function compactTrigger(data) {
    return data.trigger === 'manual' ? 'manual' : 'auto';
}
/** The context of an error step for a session.error's data. */
function errorContext(data) {
    const kind = `${str(data.errorType) ?? ''} ${str(data.context) ?? ''}`.toLowerCase();
    if (/tool/.test(kind))
        return 'tool_execution';
    if (/user|input/.test(kind))
        return 'user_input';
    if (/model|rate|quota|api|query|capi|network|timeout/.test(kind) || typeof data.statusCode === 'number')
        return 'model_call';
    return 'system';
}
/** The import's state as it walks the lines. */
class SessionBuilder {
    file;
    main = newList();
    prompt;
    sessionId;
    version;
    startTime;
    end = 'complete';
    created = new Set();
    edited = new Set();
    viewed = new Set();
    calls = new Map();
    /** The subagent step of each `task` call id, and the list its calls go to. */
    subagents = new Map();
    /** The subagent (its `task` call id) of each envelope agentId. */
    agents = new Map();
    /** Where the main agent's calls go: the main list, then a stop's `then`, then nowhere (later continuations). */
    mainTarget = this.main;
    stopEntry;
    continuations = 0;
    endedTurn = false;
    constructor(file) {
        this.file = file;
    }
    /** The list an event's steps go to: its subagent's, else the main agent's current one. */
    listOf(event) {
        const parent = str(event.data.parentToolCallId) ?? (event.agentId ? this.agents.get(event.agentId) : undefined);
        const sub = parent !== undefined ? this.subagents.get(parent) : undefined;
        return sub?.steps ?? this.mainTarget;
    }
    isMain(event) {
        return event.agentId === undefined && str(event.data.parentToolCallId) === undefined;
    }
    /** Add a step to a list, with the comments waiting for the next step. */
    push(list, value, comments = []) {
        const entry = { value, before: [...list.pending, ...comments] };
        list.pending = [];
        list.entries.push(entry);
        return entry;
    }
    /** A comment at this place of a list: before its next step, or below its last one. */
    comment(list, text) {
        list.pending.push(text);
    }
    /** A text inlined when short; cut, with a comment naming the line that holds it, when long. */
    inline(text, what, line, notes) {
        if (text.length <= INLINE_LIMIT)
            return text;
        notes.push(`${what} cut to ${INLINE_LIMIT} of ${text.length} characters; the whole text is in ${this.file} line ${line}`);
        return `${text.slice(0, INLINE_LIMIT)}…`;
    }
    read(event) {
        const { data } = event;
        switch (event.type) {
            case 'session.start':
                this.sessionId ??= str(data.sessionId);
                this.version ??= str(data.copilotVersion);
                this.startTime ??= str(data.startTime);
                return;
            case 'user.message':
                return this.userMessage(event);
            case 'assistant.message':
                return this.assistantMessage(event);
            case 'tool.execution_complete':
                return this.toolComplete(event);
            case 'subagent.started':
                return this.subagentStarted(event);
            case 'subagent.completed':
            case 'subagent.failed':
                return this.subagentDone(event);
            case 'session.compaction_start':
                this.push(this.listOf(event), {
                    compact: {
                        trigger: compactTrigger(data),
                        ...(str(data.customInstructions) ? { customInstructions: data.customInstructions } : {}),
                    },
                });
                return;
            case 'session.error':
                this.push(this.listOf(event), {
                    error: {
                        message: str(data.message) ?? '',
                        name: str(data.errorType) ?? 'Error',
                        ...(str(data.stack) ? { stack: data.stack } : {}),
                        context: errorContext(data),
                        recoverable: true,
                    },
                });
                return;
            case 'session.warning':
                this.comment(this.listOf(event), `session.warning (line ${event.line}): ${commentText(str(data.message) ?? '')}`);
                return;
            case 'abort':
                this.comment(this.listOf(event), `abort (line ${event.line}): ${eventSummary(event)}`);
                return;
            case 'session.shutdown':
                if (data.shutdownType === 'error')
                    this.end = /timeout|timed out/i.test(str(data.errorReason) ?? '') ? 'timeout' : 'error';
                return;
            default:
                if (CONSUMED.has(event.type))
                    return;
                this.comment(this.listOf(event), `unknown event ${commentText(event.type, 60)} (line ${event.line}): ${eventSummary(event)}`);
        }
    }
    userMessage(event) {
        if (!this.isMain(event)) {
            const sub = this.subagents.get(this.agents.get(event.agentId ?? '') ?? '');
            const agent = obj(sub?.entry.value.subagent);
            if (agent && agent.prompt === undefined)
                agent.prompt = str(event.data.content) ?? '';
            return;
        }
        const content = str(event.data.content) ?? '';
        if (this.prompt === undefined) {
            this.prompt = content;
            return;
        }
        // A main-agent message after the first: the CLI re-submits an agentStop block's reason as a prompt.
        this.continuations += 1;
        this.endedTurn = false;
        const reason = `agentStop blocked (continuation ${this.continuations}): ${commentText(content)}`;
        if (this.stopEntry === undefined) {
            const then = newList();
            this.stopEntry = this.push(this.main, { stop: {} }, [reason]);
            this.stopEntry.value.then = then;
            this.mainTarget = then;
            return;
        }
        // `then` runs in every continuation: the first one's calls are kept, later ones are named only.
        this.closeContinuation();
        this.mainTarget = newList();
        this.stopEntry.before.push(`${reason}; its calls are named, not kept (then repeats the first continuation's)`);
    }
    /** A later continuation's calls and comments, as comments on the stop step (they are not steps of their own). */
    closeContinuation() {
        const stop = this.stopEntry;
        const list = this.mainTarget;
        if (stop === undefined || list === this.main || list === stop.value.then)
            return;
        for (const entry of list.entries) {
            stop.before.push(...entry.before);
            const name = str(entry.value.tool) ?? Object.keys(entry.value)[0] ?? '?';
            stop.before.push(`  ${commentText(name, 60)} ${commentText(JSON.stringify(entry.value.args ?? {}), 120)}`);
        }
        stop.before.push(...list.pending);
        list.entries = [];
        list.pending = [];
    }
    assistantMessage(event) {
        const requests = Array.isArray(event.data.toolRequests) ? event.data.toolRequests : [];
        const list = this.listOf(event);
        if (requests.length === 0 && this.isMain(event))
            this.endedTurn = true;
        for (const raw of requests) {
            const request = obj(raw);
            const name = str(request?.name);
            if (!request || name === undefined) {
                this.comment(list, `a tool request without a name (line ${event.line}) is left out`);
                continue;
            }
            const args = obj(request.arguments) ?? {};
            const notes = [];
            const text = str(args.file_text);
            if (name === 'create' && text !== undefined) {
                args.file_text = this.inline(text, 'file_text', event.line, notes);
                const file = str(args.path);
                if (file)
                    this.created.add(file);
            }
            else if (name === 'edit' || name === 'str_replace_editor') {
                const file = str(args.path);
                if (file)
                    this.edited.add(file);
            }
            else if (name === 'view') {
                const file = str(args.path);
                if (file)
                    this.viewed.add(file);
            }
            if (typeof request.arguments === 'string')
                notes.push(`arguments were a JSON string in the session: ${commentText(request.arguments, 120)}`);
            const entry = this.push(list, { tool: name, args }, notes);
            const id = str(request.toolCallId);
            if (id !== undefined)
                this.calls.set(id, { entry, name });
        }
    }
    toolComplete(event) {
        const id = str(event.data.toolCallId);
        const call = id !== undefined ? this.calls.get(id) : undefined;
        if (!call) {
            this.comment(this.listOf(event), `a result for an unknown tool call ${commentText(id ?? '?', 60)} (line ${event.line})`);
            return;
        }
        for (const edit of Array.isArray(event.data.fileEdits) ? event.data.fileEdits : []) {
            const file = str(obj(edit)?.path);
            if (file)
                (obj(edit)?.kind === 'create' ? this.created : this.edited).add(file);
        }
        const value = call.entry.value;
        if (value.subagent !== undefined) {
            const agent = obj(value.subagent);
            const content = str(obj(event.data.result)?.content);
            if (content !== undefined)
                agent.response = plainResult(content);
            else if (event.data.success === false)
                call.entry.before.push(`the subagent failed: ${commentText(str(obj(event.data.error)?.message) ?? '')}`);
            return;
        }
        if (event.data.success === true) {
            const content = str(obj(event.data.result)?.content) ?? '';
            value.result = this.inline(plainResult(content), 'result', event.line, call.entry.before);
            return;
        }
        const error = obj(event.data.error);
        const message = str(error?.message) ?? '';
        if (error?.code === 'denied' || message.startsWith('Denied by preToolUse hook')) {
            // The hook decides again on replay; the session's decision stays visible.
            call.entry.before.push(`in the session: ${commentText(message)}`);
            return;
        }
        value.error = this.inline(message, 'error', event.line, call.entry.before);
    }
    subagentStarted(event) {
        const id = str(event.data.toolCallId);
        const call = id !== undefined ? this.calls.get(id) : undefined;
        if (id === undefined || !call) {
            this.comment(this.listOf(event), `subagent.started without its task call (line ${event.line}): ${eventSummary(event)}`);
            return;
        }
        const args = obj(call.entry.value.args) ?? {};
        const steps = newList();
        const agent = {
            name: str(event.data.agentName) ?? str(args.agent_type) ?? 'general-purpose',
        };
        const prompt = str(args.prompt);
        if (prompt !== undefined)
            agent.prompt = prompt;
        const display = str(event.data.agentDisplayName);
        if (display !== undefined && display !== agent.name)
            agent.displayName = display;
        const description = str(event.data.agentDescription) ?? str(args.description);
        if (description !== undefined)
            agent.description = description;
        agent.response = '';
        agent.steps = steps;
        call.entry.value = { subagent: agent };
        this.subagents.set(id, { entry: call.entry, steps });
        if (event.agentId)
            this.agents.set(event.agentId, id);
    }
    subagentDone(event) {
        const id = str(event.data.toolCallId);
        const sub = id !== undefined ? this.subagents.get(id) : undefined;
        if (sub && event.type === 'subagent.failed')
            sub.entry.before.push(`subagent.failed (line ${event.line}): ${commentText(str(event.data.error) ?? eventSummary(event))}`);
    }
    /** The end of the transcript: the final stop, when the main agent ended its turn and no stop was added. */
    finish() {
        this.closeContinuation();
        if (this.endedTurn && this.stopEntry === undefined && this.end === 'complete')
            this.push(this.main, { stop: {} });
    }
}
/** What the header says about files: created ones are in their create steps; others come from the repository. */
function fileNotes(builder) {
    const notes = [];
    const list = (files) => [...files].map((f) => commentText(f, 120)).join(', ');
    if (builder.created.size > 0)
        notes.push(`Files the session created (their content is in the create steps' args): ${list(builder.created)}`);
    const referenced = new Set([...builder.edited, ...builder.viewed].filter((f) => !builder.created.has(f)));
    if (referenced.size > 0)
        notes.push(`Files the session viewed or edited, referenced, not inlined (the replay sees them in --repo; add them under files: to pin them): ${list(referenced)}`);
    return notes;
}
/** Convert a transcript's text to a scenario file. */
function importSession(text, options) {
    const { lines, diagnostics } = parseTranscript(text, options.file);
    const builder = new SessionBuilder(options.file);
    for (const line of lines)
        builder.read(line);
    builder.finish();
    if (builder.prompt === undefined)
        diagnostics.push({
            file: options.file,
            line: 0,
            column: 0,
            severity: 'warning',
            code: 'import-no-prompt',
            message: 'the transcript has no user.message of the main agent: the scenario has an empty prompt',
        });
    const short = (builder.sessionId ?? 'session').slice(0, 8);
    const origin = [
        builder.sessionId ? `session ${commentText(builder.sessionId, 80)}` : undefined,
        builder.version ? `Copilot CLI ${commentText(builder.version, 40)}` : undefined,
        builder.startTime ? `started ${commentText(builder.startTime, 40)}` : undefined,
    ].filter((part) => part !== undefined);
    const header = [
        ...(options.schemaLine ? [options.schemaLine] : []),
        ` Imported by \`hooksim import\` from ${commentText(options.file, 300)}${origin.length ? ` (${origin.join(', ')})` : ''}.`,
        ' Tool results are scripted as the session returned them; the hooks decide again on every replay.',
        ' Record what they decide with `hooksim run --update` (or `hooksim import --update`) and review the diff.',
        ...fileNotes(builder).map((note) => ` ${note}`),
    ];
    const fields = {
        name: `imported Copilot CLI session ${short}`,
        prompt: builder.prompt ?? '',
        steps: [],
        ...(builder.end === 'complete' ? {} : { end: builder.end }),
    };
    return {
        text: scenarioYaml(fields, builder.main, header),
        ...(builder.sessionId ? { sessionId: builder.sessionId } : {}),
        diagnostics,
        steps: builder.main.entries.length,
    };
}

// EXTERNAL MODULE: ./src/session/load-scenarios.ts
var load_scenarios = __webpack_require__(4224);
// EXTERNAL MODULE: ./src/commands/errors.ts
var errors = __webpack_require__(9255);
// EXTERNAL MODULE: ./src/commands/init.ts
var init = __webpack_require__(722);
// EXTERNAL MODULE: ./src/commands/update.ts + 2 modules
var update = __webpack_require__(1124);
;// CONCATENATED MODULE: ./src/commands/import.ts
/**
 * `hooksim import SESSION`: a Copilot CLI session (its events.jsonl) as a scenario file in the repository, so a
 * session that happened can be replayed through the hooks; `--update` then records what they decide.
 */








async function kind(file) {
    const found = await (0,promises_.stat)(file).catch(() => undefined);
    if (!found)
        return undefined;
    return found.isDirectory() ? 'dir' : 'file';
}
/** Where session ids are looked up: `$COPILOT_HOME/session-state`, then `~/.copilot/session-state`. */
function sessionStateDirs(env = process.env) {
    const home = env.HOME || (0,external_node_os_.homedir)();
    return [
        ...(env.COPILOT_HOME ? [external_node_path_default().join(env.COPILOT_HOME, 'session-state')] : []),
        external_node_path_default().join(home, '.copilot', 'session-state'),
    ];
}
/** The transcript in one session-state directory for an id: `<id>/events.jsonl`, else the legacy flat `<id>.jsonl`. */
async function findInStateDir(dir, id) {
    const names = await (0,promises_.readdir)(dir).catch(() => []);
    const ids = new Set(names.map((name) => name.replace(/\.jsonl$/, '')));
    const matches = ids.has(id) ? [id] : [...ids].filter((name) => name.startsWith(id));
    const found = [];
    for (const match of matches) {
        const current = external_node_path_default().join(dir, match, 'events.jsonl');
        const legacy = external_node_path_default().join(dir, `${match}.jsonl`);
        if ((await kind(current)) === 'file')
            found.push(current);
        else if ((await kind(legacy)) === 'file')
            found.push(legacy);
    }
    return found;
}
/** The events.jsonl that SESSION names; a UsageError saying where it looked when there is none. */
async function resolveSession(session, env = process.env) {
    if (session === '')
        throw new errors/* UsageError */.e('import needs a SESSION: an events.jsonl, a session directory or a session id.');
    const given = await kind(session);
    if (given === 'file')
        return external_node_path_default().resolve(session);
    if (given === 'dir') {
        const events = external_node_path_default().join(session, 'events.jsonl');
        if ((await kind(events)) === 'file')
            return external_node_path_default().resolve(events);
        throw new errors/* UsageError */.e(`'${session}' is a directory without an events.jsonl: expected a Copilot CLI session directory (session-state/<id>/).`);
    }
    const dirs = sessionStateDirs(env);
    if (/^[\w.-]+$/.test(session) && !session.startsWith('.')) {
        for (const dir of dirs) {
            const found = await findInStateDir(dir, session);
            if (found.length === 1)
                return found[0];
            if (found.length > 1)
                throw new errors/* UsageError */.e(`session '${session}' is ambiguous in ${dir}: ${found.map((f) => external_node_path_default().relative(dir, f)).join(', ')}; give more of the id.`);
        }
    }
    throw new errors/* UsageError */.e(`no Copilot CLI session '${session}': it is not a file or directory, and no session with that id is in ${dirs.join(' or ')}.`);
}
/** `imported-<first 8 characters of the id>.yml`, with only safe characters. */
function defaultName(sessionId, source) {
    const base = sessionId ?? external_node_path_default().basename(external_node_path_default().dirname(source));
    const short = base.replace(/[^A-Za-z0-9_-]+/g, '').slice(0, 8) || 'session';
    return `imported-${short}.yml`;
}
/** Convert the session, write the scenario (never over a file without `force`), and record it on `update`. */
async function importCommand(options) {
    const source = await resolveSession(options.session, options.env ?? process.env);
    const repo = external_node_path_default().resolve(options.repo);
    const text = await (0,promises_.readFile)(source, 'utf8');
    const probe = importSession(text, { file: source });
    const file = external_node_path_default().resolve(options.out ?? external_node_path_default().join(repo, load_scenarios/* DEFAULT_SCENARIO_DIR */.BW, defaultName(probe.sessionId, source)));
    if (!options.force && (await kind(file)) !== undefined)
        throw new errors/* UsageError */.e(`'${file}' exists; import never overwrites a file without --force (or give another --out).`);
    const schema = external_node_path_default().join(repo, init.SCHEMA_FILE);
    const target = external_node_path_default().relative(external_node_path_default().dirname(file), schema).split((external_node_path_default()).sep).join('/');
    const imported = importSession(text, { file: source, schemaLine: (0,init.schemaDirective)(target) });
    await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
    await (0,promises_.writeFile)(file, imported.text);
    let schemaWritten;
    if ((await kind(schema)) === undefined) {
        await (0,promises_.mkdir)(external_node_path_default().dirname(schema), { recursive: true });
        await (0,promises_.writeFile)(schema, (0,init.scenarioJsonSchema)());
        schemaWritten = schema;
    }
    const outcome = {
        source,
        file,
        ...(imported.sessionId ? { sessionId: imported.sessionId } : {}),
        steps: imported.steps,
        diagnostics: imported.diagnostics,
        ...(schemaWritten ? { schemaWritten } : {}),
    };
    options.onWritten?.(outcome);
    if (options.update)
        outcome.run = await (0,update.updateScenarios)({ ...options.update, repo, scenarios: [file] });
    return outcome;
}


/***/ })

};
