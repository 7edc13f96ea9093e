export const id = 507;
export const ids = [507,476];
export const modules = {

/***/ 7507:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  C: () => (/* binding */ runCopilotScenario)
});

// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/diagnostics.ts
var diagnostics = __webpack_require__(4851);
// EXTERNAL MODULE: ./src/session/expectations.ts
var expectations = __webpack_require__(9889);
// EXTERNAL MODULE: ./src/engines/copilot-install.ts
var copilot_install = __webpack_require__(8289);
// EXTERNAL MODULE: ./src/events/catalogue.ts
var catalogue = __webpack_require__(2064);
// EXTERNAL MODULE: ./src/hook-record.ts
var hook_record = __webpack_require__(2172);
// EXTERNAL MODULE: ./src/matchers.ts
var matchers = __webpack_require__(32);
// EXTERNAL MODULE: ./src/runners/output.ts
var output = __webpack_require__(1238);
;// CONCATENATED MODULE: ./src/engines/copilot-dispatches.ts
/**
 * The event dispatches of one CLI session, from its events.jsonl: each `hook.start`/`hook.end` pair is one
 * dispatch (written only for events with at least one configured hook), and the hooks that ran in it come
 * from the BASH_ENV trace, placed by time. What the CLI does not record is left out, never guessed.
 */




/** Slack when placing a traced hook in a dispatch's time window (clock reads differ by a few ms). */
const SLACK_MS = 3;
function timeOf(event) {
    return event.timestamp === undefined ? Number.NaN : Date.parse(event.timestamp);
}
function asObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? value
        : undefined;
}
/** `file#eventKey[i]` or `file#eventKey[i].hooks[j]`, as copilot-launch.mjs tags entries. */
function parseHookId(id) {
    const match = /^(.*)#([^#[]+)\[(\d+)\](?:\.hooks\[(\d+)\])?$/.exec(id);
    if (!match)
        return undefined;
    const [, file = '', eventKey = '', index = '0', nested] = match;
    return {
        file,
        eventKey,
        index: Number(index),
        ...(nested === undefined ? {} : { nestedIndex: Number(nested) }),
    };
}
/** The report record of one traced run; status from its exit code (a timeout is set later). */
function recordOf(run, config) {
    const id = parseHookId(run.id);
    if (!id)
        return undefined;
    const entry = config.entries.find((e) => e.file === id.file &&
        e.eventKey === id.eventKey &&
        e.index === id.index &&
        e.nestedIndex === id.nestedIndex);
    const base = entry ? (0,hook_record/* hookRecordBase */.sg)(entry) : { ...id, type: 'command' };
    const parsed = (0,output/* parseHookStdout */.e)(run.stdout);
    const status = run.exitCode === 0 ? 'ok' : run.exitCode === 2 ? 'exit2' : 'error';
    return {
        ...base,
        status,
        exitCode: run.exitCode,
        durationMs: run.endMs === null ? 0 : Math.max(0, run.endMs - run.startMs),
        stdout: run.stdout,
        stderr: run.stderr,
        ...(parsed.progress.length > 0 ? { progress: parsed.progress } : {}),
        ...(parsed.output !== undefined ? { output: parsed.output } : {}),
        ...(parsed.parseError !== undefined ? { parseError: parsed.parseError } : {}),
    };
}
/** `Error: Hook command failed…` → `Hook command failed…`, as hooksim words hook errors. */
function errorText(message) {
    return message.replace(/^Error: /, '').trimEnd();
}
/** The config entry a traced record came from. */
function entryOf(record, config) {
    return config.entries.find((e) => e.file === record.file &&
        e.eventKey === record.eventKey &&
        e.index === record.index &&
        e.nestedIndex === record.nestedIndex);
}
/**
 * The command run a `HookTimeoutError` names. The message quotes the command (its first 79 characters + `…`
 * when longer) and the timeout; the killed run's trace may still hold an exit line (bash runs its EXIT trap on
 * SIGTERM), so the text decides, then a missing exit line, then a run time nearest the timeout.
 */
function timedOutRun(commands, message, config) {
    const match = /timed out after (\d+(?:\.\d+)?) seconds?: ([\s\S]*)$/.exec(message.trimEnd());
    const seconds = match ? Number(match[1]) : undefined;
    const quoted = match?.[2];
    const cut = quoted?.endsWith('…') === true;
    const text = cut ? quoted?.slice(0, -1) : quoted;
    const named = commands.filter((h) => {
        const entry = entryOf(h, config);
        const command = entry?.bash ?? entry?.command;
        if (text === undefined || command === undefined)
            return false;
        if (seconds !== undefined && entry?.timeoutSec !== seconds)
            return false;
        return cut ? command.startsWith(text) : command === text;
    });
    const pool = named.length > 0 ? named : commands;
    const unfinished = pool.filter((h) => h.exitCode === null);
    if (unfinished.length > 0)
        return unfinished[0];
    if (seconds === undefined)
        return pool.at(-1);
    const distance = (h) => Math.abs(h.durationMs - seconds * 1000);
    return pool.reduce((best, h) => (best === undefined || distance(h) < distance(best) ? h : best), undefined);
}
/**
 * Mark the failing hook of a dispatch with the CLI's error (`source` names its file): the HTTP entry whose
 * URL the message names (it gets a record of its own when it never connected: the CLI refused the URL), a
 * timed-out command run, or the command run that exited with the code named.
 */
function applyError(dispatch, config) {
    const error = dispatch.error;
    if (!error)
        return;
    const timeout = /HookTimeoutError|timed out/.test(error.message);
    const status = timeout ? 'timeout' : 'error';
    const text = errorText(error.message);
    const http = config.entries.find((e) => e.type === 'http' &&
        e.event === dispatch.event &&
        e.file === error.source &&
        e.url !== undefined &&
        error.message.includes(e.url));
    if (http) {
        const placed = dispatch.hooks.find((h) => h.file === http.file && h.eventKey === http.eventKey && h.index === http.index);
        if (placed)
            Object.assign(placed, { status, error: text });
        else
            dispatch.hooks.push({ ...(0,hook_record/* hookRecordBase */.sg)(http), status, durationMs: 0, error: text });
        return;
    }
    const commands = dispatch.hooks.filter((h) => h.type === 'command' && (error.source === undefined || h.file === error.source));
    const code = /failed with code (-?\d+)/.exec(error.message)?.[1];
    const culprit = timeout
        ? timedOutRun(commands, error.message, config)
        : commands.find((h) => code !== undefined && h.exitCode === Number(code));
    if (!culprit)
        return;
    culprit.status = status;
    // The trace's exit line of a killed hook is its EXIT trap's, not an exit status the runtime saw.
    if (timeout)
        culprit.exitCode = null;
    culprit.error = text;
}
/** The host an HTTP entry calls, lower-cased; undefined for a URL that does not parse. */
function hostOf(url) {
    try {
        return url === undefined ? undefined : new URL(url).hostname.toLowerCase();
    }
    catch {
        return undefined;
    }
}
/**
 * How far outside its window a hook of a known event may start. Inside a subagent the CLI stamps hook.start
 * late: its first hook is seen starting 5-15 ms before it (CLI 1.0.102, payloads/shapes/subagent).
 */
const OUTSIDE_MS = 1000;
/**
 * The dispatch whose time window holds `t` (the latest, for nested ones), optionally of one event. For a known
 * event with no window holding `t`: the first dispatch of that event stamped after `t`, up to OUTSIDE_MS later
 * (its hook.start was stamped late; a dispatch whose hook.end came before `t` cannot hold a hook that started
 * then, since the CLI writes hook.end after its hooks exit, however near its end is: under load the late stamp
 * grows past the gap to the previous dispatch); failing that, the nearest one up to OUTSIDE_MS away. Where
 * several would do, those `entry` could have run in (couldRun) come first.
 */
function dispatchAt(dispatches, t, event, entry) {
    // Windows overlap when a subagent's tool call and the main agent's are checked at once: of those holding
    // `t`, one whose tool the entry's matcher can name.
    const holding = dispatches.filter((d) => (event === undefined || d.event === event) && d.startMs - SLACK_MS <= t && t <= d.endMs + SLACK_MS);
    const inside = holding.findLast((d) => couldRun(d, entry)) ?? holding.at(-1);
    if (inside || event === undefined)
        return inside;
    const distance = (d) => (t < d.startMs ? d.startMs - t : t - d.endMs);
    const near = dispatches.filter((d) => d.event === event && distance(d) <= OUTSIDE_MS);
    const runnable = near.filter((d) => couldRun(d, entry));
    let next;
    let nearest;
    for (const d of runnable.length > 0 ? runnable : near) {
        if (t < d.startMs && (next === undefined || d.startMs < next.startMs))
            next = d;
        if (nearest === undefined || distance(d) < distance(nearest))
            nearest = d;
    }
    return next ?? nearest;
}
/** The first of a preToolUse dispatch's tool calls (its input's batch form); undefined for other events. */
function firstToolCall(d) {
    const calls = d.input.toolCalls;
    return Array.isArray(calls)
        ? calls[0]
        : undefined;
}
/**
 * Whether the CLI could have run `entry` in dispatch `d`: false only where the entry's matcher is a list of
 * tool names and none of them names the dispatch's tool, in either spelling and any case (a test that leans to
 * yes: where it is unsure, time alone places the run, as before).
 */
function couldRun(d, entry) {
    const matcher = entry?.matcher;
    const tool = firstToolCall(d)?.name ?? d.input.toolName;
    // A list of tool names (the shape Claude format takes literally): the CLI runs the entry only for those.
    if (matcher === undefined || typeof tool !== 'string' || !matchers/* CLAUDE_LITERAL */.XE.test(matcher))
        return true;
    const names = new Set([tool, (0,catalogue/* claudeToolName */.W1)(tool)].map((name) => name.toLowerCase()));
    return matcher.split('|').some((token) => names.has(token.toLowerCase()));
}
/** Every dispatch of the session in order, each with the hooks that ran in it, in the order they started. */
function buildDispatches(events, trace, config, connections = []) {
    const open = new Map();
    const dispatches = [];
    events.forEach((record, at) => {
        const data = record.data;
        const invocation = typeof data.hookInvocationId === 'string' ? data.hookInvocationId : undefined;
        const key = typeof data.hookType === 'string' ? (0,catalogue/* resolveEventKey */.mc)(data.hookType) : undefined;
        if (invocation === undefined || key === undefined)
            return;
        if (record.type === 'hook.start') {
            const dispatch = {
                event: key.event,
                at,
                startMs: timeOf(record),
                endMs: Number.POSITIVE_INFINITY,
                input: asObject(data.input) ?? {},
                ...(record.agentId === undefined ? {} : { agentId: record.agentId }),
                ...(typeof data.parentToolCallId === 'string' ? { parentToolCallId: data.parentToolCallId } : {}),
                success: true,
                hooks: [],
            };
            open.set(invocation, dispatch);
            dispatches.push(dispatch);
        }
        else if (record.type === 'hook.end') {
            const dispatch = open.get(invocation);
            if (!dispatch)
                return;
            open.delete(invocation);
            dispatch.endMs = timeOf(record);
            dispatch.success = data.success !== false;
            const output = asObject(data.output);
            if (output)
                dispatch.output = output;
            const error = asObject(data.error);
            if (error && typeof error.message === 'string') {
                dispatch.error = {
                    message: error.message,
                    ...(typeof error.source === 'string' ? { source: error.source } : {}),
                };
            }
        }
    });
    const started = new Map();
    for (const run of trace) {
        const id = parseHookId(run.id);
        const record = recordOf(run, config);
        const event = id ? (0,catalogue/* resolveEventKey */.mc)(id.eventKey)?.event : undefined;
        const home = dispatchAt(dispatches, run.startMs, event, record && entryOf(record, config));
        if (!home || !record)
            continue;
        home.hooks.push(record);
        started.set(record, run.startMs);
    }
    // One connection per HTTP hook (observed: no reuse): the first HTTP entry of the dispatch's event calling
    // that host and not yet placed in it.
    for (const connection of connections) {
        const home = dispatchAt(dispatches, connection.t);
        if (!home)
            continue;
        const entry = config.entries.find((e) => e.type === 'http' &&
            e.event === home.event &&
            hostOf(e.url) === connection.host &&
            !home.hooks.some((h) => h.file === e.file &&
                h.eventKey === e.eventKey &&
                h.index === e.index &&
                h.nestedIndex === e.nestedIndex));
        if (!entry)
            continue;
        const record = { ...(0,hook_record/* hookRecordBase */.sg)(entry), status: 'ok', durationMs: 0 };
        home.hooks.push(record);
        started.set(record, connection.t);
    }
    for (const dispatch of dispatches)
        dispatch.hooks.sort((a, b) => (started.get(a) ?? 0) - (started.get(b) ?? 0));
    for (const dispatch of dispatches)
        applyError(dispatch, config);
    return dispatches;
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
;// CONCATENATED MODULE: ./sandbox/copilot-model.mjs
// @ts-check
/**
 * The scripted model of the copilot-cli engine (issue 8): an OpenAI-compatible server on loopback inside
 * the sandbox that answers the real Copilot CLI's `POST /v1/chat/completions` from a script, one tool call
 * or one text turn per request, and logs what the model was sent. Runs inside the sandbox only, so the
 * CLI reaches nothing else.
 *
 * Which turn a request gets is derived from the request itself (the CLI resends the whole history): the
 * main script is walked once per assistant message already in it, so retries and repeats are answered the
 * same way. A stop turn with `then` loops: after the stop, a continuation (agentStop block) gets the `then`
 * turns and then the stop again. Subagent conversations (x-interaction-type `conversation-subagent`) are
 * told apart by their first user message and get the subagent scripts in order of first appearance.
 */


/**
 * @typedef {{ tool: string, args: Record<string, unknown> }
 *   | { stop: string, then?: Turn[] }
 *   | { error: { status: number, message: string } }} Turn
 * @typedef {{ main: Turn[], subagents: { prompt: string, turns: Turn[] }[] }} ModelScript
 * @typedef {{ role: string, content?: unknown, tool_calls?: { id: string, function: { name: string, arguments: string } }[], tool_call_id?: string }} Message
 * @typedef {{ t: number, interaction: string, script: string, turn: number, messages: Message[] }} LoggedRequest
 */

const MODEL = 'gpt-4.1';
const USAGE = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
/** What requests past the end of a script get: a plain stop. */
const DONE = { stop: 'Done.' };

/**
 * The turn a conversation is at after `assistants` assistant messages, walking stop loops.
 * @param {Turn[]} turns
 * @param {number} assistants
 * @returns {Turn}
 */
function turnAt(turns, assistants) {
  let index = 0;
  let loop = -1; // position in the `then` list of the stop at `index`, or -1 outside a loop
  const current = () => {
    const item = turns[index];
    if (item === undefined) return DONE;
    const then = 'stop' in item ? (item.then ?? []) : [];
    return loop >= 0 && loop < then.length ? /** @type {Turn} */ (then[loop]) : item;
  };
  for (let n = 0; n < assistants; n++) {
    const item = turns[index];
    if (item === undefined) return DONE;
    if ('stop' in item) {
      const then = item.then ?? [];
      // After the stop (loop -1 or at the end of `then`) a continuation starts the `then` list over.
      loop = loop >= 0 && loop < then.length ? loop + 1 : 0;
    } else index += 1;
  }
  return current();
}

/**
 * @param {Turn} turn
 * @param {string} id
 */
function messageOf(turn, id) {
  if ('tool' in turn) {
    return {
      role: 'assistant',
      content: null,
      tool_calls: [
        { id, type: 'function', function: { name: turn.tool, arguments: JSON.stringify(turn.args) } },
      ],
    };
  }
  return { role: 'assistant', content: 'stop' in turn ? turn.stop : 'Done.' };
}

/**
 * @param {http.ServerResponse} res
 * @param {{ stream?: boolean, stream_options?: { include_usage?: boolean } }} body
 * @param {Turn} turn
 * @param {string} id
 */
function answer(res, body, turn, id) {
  if ('error' in turn) {
    res.writeHead(turn.error.status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ error: { message: turn.error.message, type: 'invalid_request_error', code: null } }),
    );
    return;
  }
  const message = messageOf(turn, id);
  const finish = 'tool' in turn ? 'tool_calls' : 'stop';
  const base = { id: `chatcmpl-${id}`, created: Math.floor(Date.now() / 1000), model: MODEL };
  if (!body.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        ...base,
        object: 'chat.completion',
        choices: [{ index: 0, message, finish_reason: finish }],
        usage: USAGE,
      }),
    );
    return;
  }
  const delta = message.tool_calls
    ? { ...message, tool_calls: message.tool_calls.map((call, index) => ({ index, ...call })) }
    : message;
  /** @type {Record<string, unknown>[]} */
  const chunks = [
    { ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: null }] },
    { ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: finish }] },
  ];
  if (body.stream_options?.include_usage)
    chunks.push({ ...base, object: 'chat.completion.chunk', choices: [], usage: USAGE });
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const chunk of chunks) res.write(`data: ${JSON.stringify(chunk)}\n\n`);
  res.end('data: [DONE]\n\n');
}

/** @param {Message} message */
function textOf(message) {
  return typeof message.content === 'string' ? message.content : JSON.stringify(message.content ?? '');
}

/**
 * Start the scripted model on 127.0.0.1 (a free port); `log` collects every completion request.
 * @param {ModelScript} script
 * @returns {Promise<{ port: number, log: LoggedRequest[], close: () => void }>}
 */
function startModelServer(script) {
  /** @type {LoggedRequest[]} */
  const log = [];
  /** @type {Map<string, number>} first user message of a subagent conversation → its script */
  const subagents = new Map();
  const t0 = Date.now();
  const server = http.createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'GET' && (req.url ?? '').endsWith('/models')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            object: 'list',
            data: [{ id: MODEL, object: 'model', created: 0, owned_by: 'hooksim' }],
          }),
        );
        return;
      }
      /** @type {{ messages?: Message[], stream?: boolean }} */
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = {};
      }
      if (req.method !== 'POST' || !Array.isArray(body.messages)) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end('{"error":{"message":"not found"}}');
        return;
      }
      const messages = body.messages.filter((m) => m.role !== 'system');
      const interaction = String(req.headers['x-interaction-type'] ?? '');
      const assistants = messages.filter((m) => m.role === 'assistant').length;
      let name = 'main';
      let turns = script.main;
      if (interaction === 'conversation-subagent') {
        const key = textOf(messages.find((m) => m.role === 'user') ?? { role: 'user' });
        if (!subagents.has(key)) subagents.set(key, subagents.size);
        const index = /** @type {number} */ (subagents.get(key));
        name = `subagent:${index}`;
        turns = script.subagents[index]?.turns ?? [DONE];
      }
      const turn =
        interaction === 'conversation-compaction' ? { stop: 'Summary.' } : turnAt(turns, assistants);
      const id = name === 'main' ? `call_${assistants + 1}` : `call_s${name.slice(9)}_${assistants + 1}`;
      log.push({ t: Date.now() - t0, interaction, script: name, turn: assistants, messages });
      answer(res, body, turn, id);
    });
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve({ port, log, close: () => server.close() });
    });
  });
}

;// CONCATENATED MODULE: ./src/engines/model-view.ts
/** A message's text (content parts joined). */
function model_view_textOf(message) {
    const content = message.content;
    if (typeof content === 'string')
        return content;
    if (Array.isArray(content)) {
        return content
            .map((part) => (typeof part === 'object' && part !== null && 'text' in part ? String(part.text) : ''))
            .join('');
    }
    return '';
}
function parseArgs(text) {
    try {
        const value = JSON.parse(text);
        return typeof value === 'object' && value !== null && !Array.isArray(value)
            ? value
            : {};
    }
    catch {
        return {};
    }
}
/** The prompt message starts with the datetime prefix; whatever user messages come before it are context. */
const DATETIME = /^<current_datetime>[^<]*<\/current_datetime>\n\n/;
/** Strip the `<current_datetime>…</current_datetime>\n\n` prefix the CLI puts on prompts. */
function withoutDatetime(text) {
    return text.replace(DATETIME, '');
}
/** Index every tool call and result of every request; later requests win. */
function buildModelView(requests) {
    const calls = new Map();
    for (const request of requests) {
        const messages = request.messages;
        messages.forEach((message, i) => {
            for (const call of message.tool_calls ?? []) {
                const previous = calls.get(call.id);
                calls.set(call.id, {
                    id: call.id,
                    name: call.function.name,
                    args: parseArgs(call.function.arguments),
                    after: previous?.after ?? [],
                    ...(previous?.result === undefined ? {} : { result: previous.result }),
                });
            }
            if (message.role === 'tool' && message.tool_call_id !== undefined) {
                const seen = calls.get(message.tool_call_id);
                if (!seen)
                    return;
                seen.result = model_view_textOf(message);
                const after = [];
                for (let j = i + 1; j < messages.length && messages[j]?.role === 'user'; j++)
                    after.push(model_view_textOf(messages[j]));
                // The datetime-prefixed message is the next prompt (a continuation), not context of this call.
                seen.after = after.filter((text) => !DATETIME.test(text));
            }
        });
    }
    const first = requests.find((r) => r.script === 'main');
    const preamble = [];
    for (const message of first?.messages ?? []) {
        if (message.role !== 'user')
            break;
        const text = model_view_textOf(message);
        if (DATETIME.test(text))
            break;
        preamble.push(text);
    }
    return { calls, preamble };
}

;// CONCATENATED MODULE: ./src/engines/copilot-results.ts
/**
 * The report's event records of a CLI session: one per dispatch the CLI logged, placed on its scenario step,
 * with the result read from what the CLI recorded (hook.end's merged output) and what the model was shown
 * next (the request log). Fields the CLI gives no evidence for are left out (README.md in this folder).
 */




const PRE_CONTEXT = 'Additional context from preToolUse hook:\n';
const STOP_GUARD = /Agent stop hook blocked (\d+) consecutive times/;
function str(value) {
    return typeof value === 'string' ? value : undefined;
}
/**
 * The reason inside the CLI's preToolUse deny text, when the text carries one. `No reason provided` is the
 * CLI's filler for a deny without one; `hook exited with code 2` is kept, as the native engine reports the
 * fixed exit-2 text as the reason (`exit2DenyReason: stdoutThenFixed`).
 */
function denyReason(text) {
    const match = /^Denied by preToolUse hook(?: \(unable to ask user for confirmation\))?: ([\s\S]*)$/.exec(text);
    const reason = match?.[1];
    if (reason === undefined || reason === 'No reason provided')
        return { decision: 'deny' };
    return { decision: 'deny', reason };
}
/** A block the CLI honours: decision "block" with a string reason (runtime-behaviour.md Q23, observed). */
function blockOf(output) {
    const reason = str(output?.reason);
    return output?.decision === 'block' && reason !== undefined ? { reason } : undefined;
}
function callStep(script, id) {
    const main = /^call_(\d+)$/.exec(id ?? '');
    if (main)
        return turnAt(script.main, Number(main[1]) - 1).step;
    const sub = /^call_s(\d+)_\d+$/.exec(id ?? '');
    return sub ? script.subagents[Number(sub[1])]?.step : undefined;
}
function stepOf(d, ctx) {
    if (d.agentId !== undefined || d.event === 'subagentStart' || d.event === 'subagentStop') {
        const parent = d.parentToolCallId ?? `call_${ctx.assistantsBefore[d.at] ?? 0}`;
        return callStep(ctx.script, parent);
    }
    const count = ctx.assistantsBefore[d.at] ?? 0;
    if (d.event === 'sessionEnd')
        return undefined;
    if (d.event === 'errorOccurred')
        return turnAt(ctx.script.main, count).step;
    if (d.event === 'preToolUse' || d.event === 'postToolUse' || d.event === 'postToolUseFailure') {
        const step = callStep(ctx.script, toolCallOf(d, ctx));
        if (step !== undefined)
            return step;
    }
    return count === 0 ? undefined : turnAt(ctx.script.main, count - 1).step;
}
/** The tool call a tool event belongs to: preToolUse names it, the post events follow its execution start. */
function toolCallOf(d, ctx) {
    if (Array.isArray(d.input.toolCalls))
        return str(firstToolCall(d)?.id);
    for (let i = d.at - 1; i >= 0; i--) {
        const e = ctx.events[i];
        if (e?.type === 'tool.execution_start' && e.agentId === d.agentId)
            return str(e.data.toolCallId);
    }
    return undefined;
}
/**
 * Whether the agent went on after a stop dispatch: a user.message of the same agent (the continuation
 * prompt) comes before its next stop, the session's end, or the shutdown. The CLI's own decision, whatever
 * the merged output says (an empty reason merges as a block but does not continue).
 */
function continued(d, ctx) {
    for (const e of ctx.events.slice(d.at + 1)) {
        if (e.agentId !== d.agentId)
            continue;
        if (e.type === 'user.message')
            return true;
        if (e.type === 'session.shutdown')
            return false;
        if (e.type === 'hook.start' && (e.data.hookType === d.event || e.data.hookType === 'sessionEnd'))
            return false;
    }
    return false;
}
/** The subagent's first message without the datetime prefix: its context and the task prompt. */
function subagentOpening(d, ctx) {
    const step = stepOf(d, ctx);
    const index = ctx.script.subagents.findIndex((s) => s.step === step);
    const first = ctx.requests.find((r) => r.script === `subagent:${index}`);
    const message = first?.messages.find((m) => m.role === 'user');
    return message === undefined ? undefined : withoutDatetime(model_view_textOf(message));
}
/** The next user.message of the same agent after a dispatch (the prompt it produced). */
function nextUserMessage(d, ctx) {
    return ctx.events.slice(d.at + 1).find((e) => e.type === 'user.message' && e.agentId === d.agentId)?.data;
}
/**
 * The prompt as userPromptSubmitted left it. With userPromptTransformed hooks, their dispatch's input holds
 * it (user.message already carries their rewrite); without, the next user.message does. The datetime prefix
 * is added after this event, so it is dropped.
 */
function promptAfterSubmitted(d, ctx) {
    for (const e of ctx.events.slice(d.at + 1)) {
        if (e.agentId !== d.agentId)
            continue;
        if (e.type === 'user.message')
            break;
        if (e.type === 'hook.start' &&
            (0,catalogue/* resolveEventKey */.mc)(str(e.data.hookType) ?? '')?.event === 'userPromptTransformed') {
            const input = e.data.input;
            const transformed = str(input?.transformedPrompt);
            if (transformed !== undefined)
                return withoutDatetime(transformed);
        }
    }
    const message = str(nextUserMessage(d, ctx)?.transformedContent);
    return message === undefined ? undefined : withoutDatetime(message);
}
/** A hook output's permission verdict: hookSpecificOutput's when it has one, else the flat field. */
function verdictOf(output) {
    if (typeof output !== 'object' || output === null)
        return undefined;
    const { permissionDecision, hookSpecificOutput } = output;
    const specific = typeof hookSpecificOutput === 'object' && hookSpecificOutput !== null
        ? hookSpecificOutput.permissionDecision
        : undefined;
    return specific ?? permissionDecision;
}
function preToolUseInput(d) {
    const call = firstToolCall(d);
    return {
        sessionId: d.input.sessionId,
        timestamp: d.startMs,
        cwd: d.input.cwd,
        toolName: call?.name,
        toolArgs: call?.args,
    };
}
function resultOf(d, ctx) {
    const output = d.output;
    const context = str(output?.additionalContext);
    const withContext = context === undefined ? {} : { additionalContext: context };
    switch (d.event) {
        case 'preToolUse': {
            const id = toolCallOf(d, ctx) ?? '';
            const seen = ctx.view.calls.get(id);
            const message = seen?.after.find((text) => text.startsWith(PRE_CONTEXT));
            const injected = message === undefined ? {} : { additionalContext: message.slice(PRE_CONTEXT.length) };
            const denied = str(output?.[id]);
            if (denied !== undefined) {
                const agentSees = [denied, message].filter((part) => part !== undefined).join('\n\n');
                return { ...denyReason(denied), ...injected, agentSees };
            }
            const original = (preToolUseInput(d).toolArgs ?? {});
            const modified = seen && JSON.stringify(seen.args) !== JSON.stringify(original) ? { args: seen.args } : {};
            // Allow and no verdict look the same in the CLI's records; the hooks' own outputs tell them apart.
            const allowed = d.hooks.some((h) => verdictOf(h.output) === 'allow');
            return {
                decision: allowed ? 'allow' : 'none',
                ...modified,
                ...injected,
                ...(message === undefined ? {} : { agentSees: message }),
            };
        }
        case 'postToolUse': {
            const seen = ctx.view.calls.get(toolCallOf(d, ctx) ?? '');
            return { ...withContext, ...(seen?.result === undefined ? {} : { agentSees: seen.result }) };
        }
        case 'postToolUseFailure': {
            const seen = ctx.view.calls.get(toolCallOf(d, ctx) ?? '');
            const guidance = seen?.after.find((text) => /^Tool "[^"]*" failed\./.test(text));
            const parts = [seen?.result, guidance].filter((part) => part !== undefined);
            return { ...withContext, ...(parts.length > 0 ? { agentSees: parts.join('\n\n') } : {}) };
        }
        case 'sessionStart': {
            const seen = ctx.view.preamble.join('\n\n');
            return { ...withContext, ...(seen === '' ? {} : { agentSees: seen }) };
        }
        case 'subagentStart': {
            const opening = subagentOpening(d, ctx);
            return { ...withContext, ...(opening === undefined ? {} : { agentSees: opening }) };
        }
        case 'userPromptSubmitted': {
            const prompt = str(output?.modifiedPrompt) ?? str(d.input.prompt) ?? '';
            const block = blockOf(output);
            if (block)
                return { prompt, ...withContext, decision: 'block', reason: block.reason };
            const message = promptAfterSubmitted(d, ctx);
            return {
                prompt,
                ...withContext,
                decision: 'none',
                ...(message === undefined ? {} : { agentSees: message }),
            };
        }
        case 'userPromptTransformed': {
            const message = str(nextUserMessage(d, ctx)?.transformedContent);
            return message === undefined ? {} : { transformedPrompt: message, agentSees: message };
        }
        case 'agentStop':
        case 'subagentStop': {
            const block = blockOf(output);
            // agentStop: the CLI's evidence decides; the guard's last block is kept (and flagged) by mapSession.
            const honoured = d.event === 'subagentStop' || continued(d, ctx) || ctx.guardedStop === d;
            if (block && honoured)
                return { decision: 'block', reason: block.reason, agentSees: block.reason };
            const modified = d.event === 'subagentStop' ? str(output?.modifiedResponse) : undefined;
            // The task call's result, without the guidance postToolUse hooks appended to it.
            const task = d.event === 'subagentStop'
                ? ctx.view.calls
                    .get(d.parentToolCallId ?? `call_${ctx.assistantsBefore[d.at] ?? 0}`)
                    ?.result?.replace(/\n\nTool "task" succeeded\. Additional guidance from postToolUse hooks:\n[\s\S]*$/, '')
                : undefined;
            return {
                decision: 'none',
                ...(modified === undefined ? {} : { modifiedResponse: modified }),
                ...(task === undefined ? {} : { agentSees: task }),
            };
        }
        default:
            return {};
    }
}
/** Map the session's dispatches, tool calls and warnings into report terms. */
function mapSession(launch, dispatches, script) {
    const assistantsBefore = [];
    let assistants = 0;
    for (const e of launch.events) {
        assistantsBefore.push(assistants);
        if (e.type === 'assistant.message' && e.agentId === undefined)
            assistants += 1;
    }
    const guard = launch.hookLog.map((line) => STOP_GUARD.exec(line)).find((m) => m !== null);
    const lastStop = dispatches.findLast((d) => d.event === 'agentStop' && d.agentId === undefined);
    const ctx = {
        events: launch.events,
        requests: launch.requests,
        ...(guard && lastStop ? { guardedStop: lastStop } : {}),
        script,
        view: buildModelView(launch.requests),
        assistantsBefore,
    };
    const events = dispatches.map((d) => {
        const step = stepOf(d, ctx);
        let result = resultOf(d, ctx);
        const warnings = d.error ? [`${d.error.source ?? 'hook'}: ${d.error.message.trimEnd()}`] : [];
        if (guard && d === lastStop && result.decision === 'block') {
            const { agentSees: _unseen, ...rest } = result;
            result = rest;
            warnings.push(guard[0]);
        }
        return {
            ...(step === undefined ? {} : { step }),
            event: d.event,
            fired: true,
            input: d.event === 'preToolUse' ? preToolUseInput(d) : d.input,
            hooks: d.hooks,
            result,
            ...(warnings.length > 0 ? { warnings } : {}),
        };
    });
    const started = new Map();
    const toolCalls = [];
    for (const e of launch.events) {
        const id = str(e.data.toolCallId);
        if (id === undefined)
            continue;
        if (e.type === 'tool.execution_start')
            started.set(id, str(e.data.toolName) ?? '');
        if (e.type !== 'tool.execution_complete')
            continue;
        const step = callStep(script, id);
        const seen = ctx.view.calls.get(id);
        const errorCode = str(e.data.error?.code);
        toolCalls.push({
            toolCallId: id,
            tool: started.get(id) ?? seen?.name ?? '',
            ...(step === undefined ? {} : { step }),
            ...(e.agentId === undefined ? {} : { agentId: e.agentId }),
            success: e.data.success === true,
            ...(errorCode === undefined ? {} : { errorCode }),
            ...(seen?.result === undefined ? {} : { modelSees: seen.result }),
        });
    }
    const prompts = launch.events.filter((e) => e.type === 'user.message' && e.agentId === undefined).length;
    const warnings = launch.events
        .filter((e) => e.type === 'session.warning' || e.type === 'session.error')
        .map((e) => `${e.type}: ${str(e.data.message) ?? JSON.stringify(e.data)}`);
    if (guard)
        warnings.push(guard[0]);
    const agents = dispatches.map((d) => d.agentId);
    return { events, agents, toolCalls, continuations: Math.max(0, prompts - 1), warnings };
}

;// CONCATENATED MODULE: ./src/engines/copilot-script.ts
/** The text of the main agent's stop turns (scenarios script none; the CLI needs some). */
const STOP_TEXT = 'Done.';
/** The prompt sent when a scenario has none: `copilot -p ''` refuses to start. */
const DEFAULT_PROMPT = 'Run the scripted steps.';
/** The prompt the CLI gets, with a note when the scenario's is empty. */
function promptFor(scenario) {
    if (scenario.prompt !== '')
        return { prompt: scenario.prompt };
    return {
        prompt: DEFAULT_PROMPT,
        note: {
            severity: 'warning',
            code: 'engine-default-prompt',
            message: `the Copilot CLI needs a prompt; the copilot-cli engine sends '${DEFAULT_PROMPT}' (initialPrompt and prompt payloads differ)`,
            path: ['prompt'],
        },
    };
}
/** Build the model script of a scenario, with notes on what it had to leave out or change. */
function buildModelScript(scenario) {
    const notes = [];
    const subagents = [];
    let scripted;
    const toolTurn = (step, index, at) => {
        if (!step.execute)
            scripted ??= at;
        return { tool: step.tool, args: step.args, step: index };
    };
    const unsupported = (at, what) => notes.push({
        severity: 'warning',
        code: 'engine-unsupported-step',
        message: `the copilot-cli engine cannot replay ${what}; the step is left out`,
        path: at,
    });
    const convert = (step, index, at, nested) => {
        if ('tool' in step)
            return toolTurn(step, index, at);
        if ('subagent' in step) {
            const agent = step.subagent;
            const turns = agent.steps.map((inner, j) => toolTurn(inner, index, [...at, 'subagent', 'steps', j]));
            turns.push({ stop: agent.response, then: [], step: index });
            subagents.push({ prompt: agent.prompt, turns, step: index });
            const name = agent.displayName ?? agent.name;
            return {
                tool: 'task',
                args: {
                    name,
                    prompt: agent.prompt,
                    agent_type: agent.name,
                    description: agent.description ?? `Run ${name}`,
                },
                step: index,
            };
        }
        if ('error' in step) {
            if (step.error.context !== 'model_call')
                notes.push({
                    severity: 'warning',
                    code: 'engine-unsupported-step',
                    message: `the copilot-cli engine can only raise a model_call error; context '${step.error.context}' is replayed as a failed model request`,
                    path: at,
                });
            return { error: { status: 400, message: step.error.message }, step: index };
        }
        if ('stop' in step) {
            if (nested)
                return (unsupported(at, 'a stop inside a continuation turn'), undefined);
            const then = [];
            step.then.forEach((inner, j) => {
                const turn = convert(inner, index, [...at, 'then', j], true);
                if (turn)
                    then.push(turn);
            });
            return { stop: STOP_TEXT, then, step: index };
        }
        unsupported(at, 'compact' in step ? 'a compact step (preCompact)' : 'a notification step');
        return undefined;
    };
    const main = [];
    let stopped = false;
    scenario.steps.forEach((step, index) => {
        const at = ['steps', index];
        if (stopped)
            return unsupported(at, 'steps after a stop (in prompt mode the session ends there)');
        const turn = convert(step, index, at, false);
        if (turn)
            main.push(turn);
        if ('stop' in step || 'error' in step)
            stopped = true;
    });
    if (!stopped)
        main.push({ stop: STOP_TEXT, then: [], step: scenario.steps.length });
    if (scripted)
        notes.push({
            severity: 'info',
            code: 'engine-executes-tools',
            message: 'the copilot-cli engine runs every tool for real: scripted results and errors (execute: false) are not used',
            path: scripted,
        });
    return { script: { main, subagents }, notes };
}

// EXTERNAL MODULE: ./src/engines/copilot-session.ts + 1 modules
var copilot_session = __webpack_require__(6095);
;// CONCATENATED MODULE: ./src/engines/step-outcomes.ts

function hookCounts(records) {
    const hooks = records.flatMap((r) => r.hooks);
    return {
        ran: hooks.filter((h) => h.status !== 'skipped' && h.status !== 'dropped').length,
        errors: hooks.filter((h) => h.status === 'error').length,
        timeouts: hooks.filter((h) => h.status === 'timeout').length,
    };
}
function defined(fields) {
    return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}
function denyOutcome(index, tool, args, pre, modelSees, records) {
    return {
        step: index,
        kind: 'tool',
        label: tool,
        decision: 'deny',
        ...defined({ reason: pre?.reason }),
        args: pre?.args ?? args,
        ...defined({
            additionalContext: pre?.additionalContext,
            agentSees: pre?.agentSees ?? modelSees,
            result: modelSees,
        }),
        failed: false,
        hooks: hookCounts(records),
    };
}
/** What the model saw of a tool call, without the guidance postToolUse hooks appended to it. */
function bareResult(modelSees) {
    return modelSees?.replace(/\n\nTool "[^"]*" succeeded\. Additional guidance from postToolUse hooks:\n[\s\S]*$/, '');
}
/**
 * A subagent step: the task call's fields plus the subagentStop loop's, over the records of the step that
 * are not the subagent's own tool calls (those are its inner steps).
 */
function subagentOutcome(index, name, mapped) {
    const call = mapped.toolCalls.find((c) => c.step === index && c.agentId === undefined && c.tool === 'task');
    if (!call)
        return undefined;
    const inner = new Set(['preToolUse', 'postToolUse', 'postToolUseFailure']);
    const records = mapped.events.filter((r, i) => r.step === index && !(inner.has(r.event) && mapped.agents[i] !== undefined));
    const stops = records.filter((r) => r.event === 'subagentStop');
    const blocks = stops.filter((r) => r.result.decision === 'block');
    const last = stops.at(-1)?.result;
    const pre = records.find((r) => r.event === 'preToolUse')?.result;
    return {
        step: index,
        kind: 'subagent',
        label: name,
        ...defined({
            decision: blocks.length > 0 ? 'block' : call.errorCode === 'denied' ? 'deny' : pre?.decision,
            reason: pre?.reason,
            modifiedResponse: last?.decision === 'block' ? undefined : last?.modifiedResponse,
            result: bareResult(call.modelSees),
            agentSees: call.modelSees,
        }),
        failed: !call.success && call.errorCode !== 'denied',
        continuations: blocks.length,
        hooks: hookCounts(records),
    };
}
/** The outcome of top-level step `index`, or undefined when the CLI never reached it. */
function outcomeOf(scenario, index, mapped) {
    const step = scenario.steps[index];
    if (!step)
        return undefined;
    const records = mapped.events.filter((r) => r.step === index);
    if ('tool' in step) {
        const call = mapped.toolCalls.find((c) => c.step === index && c.agentId === undefined);
        if (!call)
            return undefined;
        const pre = records.find((r) => r.event === 'preToolUse')?.result;
        const post = records.find((r) => r.event === 'postToolUse' || r.event === 'postToolUseFailure');
        // A deny's agentSees already holds the context message that follows it.
        if (call.errorCode === 'denied')
            return denyOutcome(index, step.tool, step.args, pre, call.modelSees, records);
        const seen = post?.result.agentSees ?? call.modelSees;
        const result = bareResult(call.modelSees);
        return {
            step: index,
            kind: 'tool',
            label: step.tool,
            ...defined({ decision: pre?.decision, reason: pre?.reason }),
            args: pre?.args ?? step.args,
            ...defined({
                additionalContext: pre?.additionalContext,
                agentSees: [seen, pre?.agentSees].filter((p) => p !== undefined).join('\n\n'),
                result,
            }),
            // postToolUse fires only for a success: after it, the call is one whatever the CLI's record says.
            failed: post?.event === 'postToolUseFailure' || (!call.success && post === undefined),
            hooks: hookCounts(records),
        };
    }
    if ('stop' in step) {
        const stops = records.filter((r) => r.event === 'agentStop');
        const first = stops[0]?.result;
        return {
            step: index,
            kind: 'stop',
            label: 'agentStop',
            ...defined({ decision: first?.decision, reason: first?.reason, agentSees: first?.agentSees }),
            continuations: mapped.continuations,
            hooks: hookCounts(stops),
        };
    }
    if ('subagent' in step)
        return subagentOutcome(index, step.subagent.name, mapped);
    return undefined;
}
/** Failures of every top-level step's `expect`; a step the CLI never reached fails its expectations. */
function checkEngineSteps(scenario, mapped) {
    const failures = [];
    scenario.steps.forEach((step, index) => {
        if (!step.expect)
            return;
        const where = `steps[${index}]`;
        const outcome = outcomeOf(scenario, index, mapped);
        if (!outcome) {
            const kind = 'tool' in step || 'stop' in step || 'subagent' in step
                ? 'the Copilot CLI never reached it'
                : 'not checked by the copilot-cli engine';
            failures.push({
                message: `${where}: expected ${Object.keys(step.expect).join(', ')}, but ${kind}`,
                step: index,
            });
            return;
        }
        for (const message of (0,expectations/* checkStep */.bn)(where, step.expect, outcome))
            failures.push({ message, step: index });
    });
    return failures;
}

;// CONCATENATED MODULE: ./src/engines/copilot-engine.ts
/**
 * `--engine copilot-cli`: a scenario replayed by the real, pinned Copilot CLI instead of hooksim's own
 * engine, reported in the same JSON shape (plus an `engine` section with what only the CLI run has).
 * See README.md in this folder for what maps from where and what is not comparable.
 */









function notesToDiagnostics(input, notes) {
    return notes.map((note) => (0,diagnostics/* diagnostic */.Y)(input.file, input.source?.positionOf(note.path), note.severity, note.code, note.message));
}
/** Host names the HTTP hooks call (not IP literals, not localhost: those stay as they are). */
function httpHostsOf(config) {
    const hosts = new Set();
    for (const entry of config.entries) {
        if (entry.type !== 'http' || entry.url === undefined)
            continue;
        let host;
        try {
            host = new URL(entry.url).hostname;
        }
        catch {
            continue;
        }
        if (/^[a-z0-9.-]+$/i.test(host) &&
            !/^[\d.]+$/.test(host) &&
            host !== 'localhost' &&
            !host.endsWith('.localhost'))
            hosts.add(host.toLowerCase());
    }
    return [...hosts].sort();
}
/** The hook log's loading records (not what hooks printed at run time), without their timestamps. */
function loadMessages(hookLog) {
    return hookLog
        .filter((line) => !/\[hook (stdout|stderr)\]|Hook warning:|Policy directory/.test(line))
        .filter((line) => /hook will be skipped|Invalid hook|Ignoring unknown hook|loadDeferredRepoHooks\(.*\): loaded/.test(line))
        .map((line) => line.replace(/^\S+Z /, ''));
}
/** Replay one scenario through the real CLI; never throws for the scenario's own faults. */
async function runCopilotScenario(input) {
    const started = external_node_perf_hooks_.performance.now();
    const { scenario } = input;
    const { script, notes } = buildModelScript(scenario);
    const { prompt, note } = promptFor(scenario);
    const diagnostics = notesToDiagnostics(input, note ? [note, ...notes] : notes);
    const out = await (0,copilot_session/* runEngineSession */.o)({
        engine: input.engine,
        script,
        prompt,
        httpHosts: httpHostsOf(input.config),
        ...(input.onTranscript ? { onTranscript: input.onTranscript } : {}),
        sandboxed: {
            repo: input.repo,
            profile: input.profile,
            prompt,
            env: scenario.env,
            files: scenario.files,
            commandMocks: scenario.mocks.commands,
            allow: [...scenario.firewall.allow, ...input.allowHosts],
            recommended: scenario.firewall.recommended,
            httpMocks: scenario.mocks.http,
        },
    });
    const dispatches = buildDispatches(out.launch.events, out.launch.trace, input.config, out.launch.connections);
    const mapped = mapSession(out.launch, dispatches, script);
    const exit = out.launch.exit;
    // No events at all: the CLI refused to start (bad arguments, no prompt), not a session outcome.
    const refused = out.launch.events.length === 0;
    const failures = [
        ...(exit.timedOut ? [{ message: 'the Copilot CLI did not finish in time and was killed' }] : []),
        ...(refused
            ? [
                {
                    message: `the Copilot CLI started no session (exit ${exit.code}): ${exit.stderr.trim().slice(0, 500)}`,
                },
            ]
            : []),
        ...checkEngineSteps(scenario, mapped),
        ...(0,expectations/* checkSession */.dy)(scenario.expect, mapped.events, out.egress, out.files).map((message) => ({ message })),
    ];
    for (const failure of failures) {
        if (!('step' in failure) || failure.step === undefined || !input.source)
            continue;
        Object.assign(failure, input.source.positionOf(['steps', failure.step]));
    }
    return {
        name: scenario.name,
        file: input.file,
        profile: input.profile.name,
        status: exit.timedOut || exit.code === null || refused ? 'errored' : failures.length > 0 ? 'failed' : 'passed',
        failures,
        events: mapped.events,
        egress: out.egress,
        files: out.files,
        warnings: [...mapped.warnings, ...out.firewallNotes],
        ...(diagnostics.length > 0 ? { diagnostics } : {}),
        durationMs: Math.round(external_node_perf_hooks_.performance.now() - started),
        engine: {
            name: 'copilot-cli',
            version: copilot_install/* COPILOT_CLI_VERSION */.P5,
            exitCode: exit.code,
            timedOut: exit.timedOut,
            cliMs: exit.wallMs,
            continuations: mapped.continuations,
            toolCalls: mapped.toolCalls,
            loadLog: loadMessages(out.launch.hookLog),
            stderr: exit.stderr.slice(-4096),
        },
    };
}


/***/ }),

/***/ 6095:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EngineSessionError: () => (/* binding */ EngineSessionError),
  o: () => (/* binding */ runEngineSession),
  C: () => (/* binding */ warmEngine)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/commands/sandboxed.ts + 9 modules
var commands_sandboxed = __webpack_require__(7796);
// EXTERNAL MODULE: ./src/engines/copilot-install.ts
var copilot_install = __webpack_require__(8289);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js
var schemas = __webpack_require__(5156);
;// CONCATENATED MODULE: ./src/engines/launch-result.ts
/** The shape of what sandbox/copilot-launch.mjs prints, checked on the way in (it comes from the sandbox). */

const message = schemas.looseObject({
    role: schemas.string(),
    content: schemas.unknown().optional(),
    tool_call_id: schemas.string().optional(),
    tool_calls: schemas.array(schemas.looseObject({ id: schemas.string(), function: schemas.object({ name: schemas.string(), arguments: schemas.string() }) }))
        .optional(),
});
const cliEvent = schemas.looseObject({
    type: schemas.string(),
    data: schemas.record(schemas.string(), schemas.unknown()).default({}),
    timestamp: schemas.string().optional(),
    agentId: schemas.string().optional(),
});
const launchResult = schemas.object({
    exit: schemas.object({
        code: schemas.number().int().nullable(),
        signal: schemas.string().nullable(),
        stdout: schemas.string(),
        stderr: schemas.string(),
        wallMs: schemas.number(),
        timedOut: schemas.boolean(),
    }),
    events: schemas.array(cliEvent),
    requests: schemas.array(schemas.object({
        t: schemas.number(),
        interaction: schemas.string(),
        script: schemas.string(),
        turn: schemas.number().int(),
        messages: schemas.array(message),
    })),
    trace: schemas.array(schemas.object({
        id: schemas.string(),
        pid: schemas.number(),
        startMs: schemas.number(),
        endMs: schemas.number().nullable(),
        exitCode: schemas.number().int().nullable(),
        stdout: schemas.string(),
        stderr: schemas.string(),
    })),
    hookLog: schemas.array(schemas.string()),
    /** Connections to the HTTP hooks' pinned hosts: when, which host, which port. */
    connections: schemas.array(schemas.object({ t: schemas.number(), host: schemas.string(), port: schemas.number().int() })).default([]),
});
/** Parse the launcher's stdout; throws with the first problem. */
function parseLaunchResult(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new Error(`the launcher printed no JSON: ${error.message}: ${text.slice(0, 200)}`, {
            cause: error,
        });
    }
    const parsed = launchResult.safeParse(value);
    if (!parsed.success)
        throw new Error(`unexpected launcher output: ${parsed.error.issues[0]?.message ?? ''}`);
    return parsed.data;
}

;// CONCATENATED MODULE: ./src/engines/copilot-session.ts
/**
 * One session of the copilot-cli engine: a namespace sandbox behind the run's firewall, as for the native
 * engine, with the CLI's package bound read-only and its shared cache read-write under /run/hooksim; the
 * launcher (sandbox/copilot-launch.mjs) runs the fake model and the CLI inside it, and prints what the
 * session left behind.
 */








/** The session could not be run at all (the launcher died or printed nothing usable). */
class EngineSessionError extends Error {
    code = 'engine-session-failed';
    constructor(reason) {
        super(`The copilot-cli engine session failed: ${reason}`);
        this.name = 'EngineSessionError';
    }
}
const RUN_DIR = '/run/hooksim';
const PACKAGE_TARGET = `${RUN_DIR}/copilot-pkg`;
const CACHE_TARGET = `${RUN_DIR}/copilot-cache`;
const WORK_DIR = '/tmp/hooksim-engine';
const LAUNCHER_FILES = ['copilot-launch.mjs', 'copilot-model.mjs'];
/** Room for the CLI's start, a few hook timeouts and its own teardown; the launcher kills it after this. */
const DEFAULT_SESSION_TIMEOUT_MS = 120_000;
const OUTPUT_CAP_BYTES = 48 * 1024 * 1024;
/**
 * Documentation addresses (TEST-NET-1, RFC 5737) on the sandbox's loopback, one per HTTP hook host: the CLI's
 * SSRF guard lets them through (it blocks loopback, private, link-local, 100.64/10 and 198.18/15), and they
 * are never real hosts.
 */
const MAX_PINNED_HOSTS = 250;
/** The pinned address of the i-th HTTP hook host. */
function pinnedAddress(i) {
    return `192.0.2.${i + 1}`;
}
/** The directory of the launcher files (the repository's `sandbox/`, shipped next to the bundle). */
function locateSandboxDir() {
    const candidates = ['../../sandbox/', '../sandbox/', './sandbox/'].map((rel) => (0,external_node_url_.fileURLToPath)(new URL(rel, import.meta.url)));
    const found = candidates.find((dir) => (0,external_node_fs_.existsSync)(external_node_path_default().join(dir, 'copilot-launch.mjs')));
    if (found === undefined)
        throw new EngineSessionError(`sandbox/copilot-launch.mjs not found (looked in ${candidates.join(', ')})`);
    return found;
}
/**
 * The binds an engine sandbox needs: launcher, CLI package (read-only) and the shared cache, writable only while
 * warming: hooks from a pull request run in the sessions and must not change the CLI that later runs execute.
 */
function engineBinds(engine, cacheWritable = false) {
    const dir = locateSandboxDir();
    return [
        ...LAUNCHER_FILES.map((file) => ({
            source: external_node_path_default().join(dir, file),
            target: `${RUN_DIR}/${file}`,
            readOnly: true,
        })),
        { source: engine.packageDir, target: PACKAGE_TARGET, readOnly: true },
        { source: engine.cacheDir, target: CACHE_TARGET, readOnly: !cacheWritable },
    ];
}
/**
 * The CLI's environment: the hooks' base environment plus the offline recipe (issue 8). Sessions keep their
 * cache in the engine's scratch directory (outside the file-change scan), where the launcher links the shared
 * unpacked package (read-only) in.
 */
function cliEnv(sandbox, cacheHome = `${WORK_DIR}/cache`) {
    return {
        ...sandbox.baseEnv,
        TERM: 'dumb',
        TMPDIR: '/tmp',
        XDG_CACHE_HOME: cacheHome,
        COPILOT_OFFLINE: 'true',
        COPILOT_AUTO_UPDATE: 'false',
        COPILOT_PROVIDER_API_KEY: 'dummy',
        COPILOT_MODEL: 'gpt-4.1',
        // Without it, prompt mode loads no repository hooks and says nothing.
        GITHUB_COPILOT_PROMPT_MODE_REPO_HOOKS: 'true',
    };
}
/** Paths the CLI itself writes in HOME (its state, not the hooks'), left out of the file changes. */
function isCliState(file) {
    return file === '/root/.copilot' || file.startsWith('/root/.copilot/');
}
/**
 * With HOOKSIM_ENGINE_DUMP=DIR, keep each launcher output as DIR/<time>-<pid>.json: the raw events, trace and
 * requests behind a report, for debugging the mapping.
 */
async function dumpLaunch(text) {
    const dir = process.env.HOOKSIM_ENGINE_DUMP;
    if (!dir)
        return;
    await (0,promises_.mkdir)(dir, { recursive: true });
    await (0,promises_.writeFile)(external_node_path_default().join(dir, `${Date.now()}-${process.pid}.json`), text);
}
/**
 * With HOOKSIM_ENGINE_TRANSCRIPTS=DIR, keep each session's events.jsonl as DIR/<sessionId>/events.jsonl (the
 * session-state layout, so `COPILOT_HOME=… hooksim import <id>` finds it); scripts/record-import-fixtures.mjs uses it.
 */
function transcriptsFromEnv() {
    const dir = process.env.HOOKSIM_ENGINE_TRANSCRIPTS;
    if (!dir)
        return undefined;
    return async (sessionId, text) => {
        await (0,promises_.mkdir)(external_node_path_default().join(dir, sessionId), { recursive: true });
        await (0,promises_.writeFile)(external_node_path_default().join(dir, sessionId, 'events.jsonl'), text);
    };
}
/** Run the launcher in a started sandbox and parse its output. */
async function launch(sandbox, job, timeoutMs) {
    await sandbox.writeFile(`${WORK_DIR}/job.json`, JSON.stringify(job));
    const result = await sandbox.exec({
        argv: [`${RUN_DIR}/node`, `${RUN_DIR}/copilot-launch.mjs`, `${WORK_DIR}/job.json`],
        cwd: '/workspace',
        env: { PATH: sandbox.baseEnv.PATH ?? '/usr/bin:/bin', HOME: '/root', LANG: 'C.UTF-8' },
        stdin: '',
        timeoutMs: timeoutMs + 15_000,
        killMode: 'kill',
        killGroupOnExit: true,
        outputCapBytes: OUTPUT_CAP_BYTES,
    });
    const stderr = result.stderr.toString('utf8').trim();
    if (result.spawnError)
        throw new EngineSessionError(result.spawnError);
    if (result.exitCode !== 0)
        throw new EngineSessionError(`the launcher exited with ${result.exitCode ?? result.signal}: ${stderr}`);
    await dumpLaunch(result.stdout.toString('utf8'));
    try {
        return parseLaunchResult(result.stdout.toString('utf8'));
    }
    catch (error) {
        throw new EngineSessionError(`${error.message}${stderr ? ` (stderr: ${stderr})` : ''}`);
    }
}
/** Hand each session's events.jsonl, read from the sandbox before it goes, to `onTranscript`. */
async function keepTranscripts(sandbox, result, onTranscript) {
    for (const event of result.events) {
        const id = event.type === 'session.start' ? event.data.sessionId : undefined;
        if (typeof id !== 'string' || !/^[\w-]+$/.test(id))
            continue;
        const text = await sandbox.readFile(`/root/.copilot/session-state/${id}/events.jsonl`);
        if (text !== undefined)
            await onTranscript(id, text.toString('utf8'));
    }
}
/** Run one scripted session through the real CLI in a fresh namespace sandbox. */
async function runEngineSession(options) {
    const timeoutMs = options.timeoutMs ?? DEFAULT_SESSION_TIMEOUT_MS;
    const hosts = (options.httpHosts ?? []).slice(0, MAX_PINNED_HOSTS);
    const sandboxed = {
        ...options.sandboxed,
        kind: 'namespace',
        binds: engineBinds(options.engine),
        loopbackAddresses: hosts.map((_, i) => pinnedAddress(i)),
    };
    return (0,commands_sandboxed/* withSandboxedSession */.B)(sandboxed, async ({ sandbox, firewall }) => {
        const job = {
            binary: `${PACKAGE_TARGET}/${options.engine.binaryName}`,
            args: ['-p', options.prompt, '--allow-all-tools', '--no-auto-update', '--log-level', 'debug'],
            env: cliEnv(sandbox),
            script: options.script,
            timeoutMs,
            workDir: WORK_DIR,
            sharedPackages: `${CACHE_TARGET}/copilot/pkg`,
            relay: hosts.map((host, i) => ({ host, address: pinnedAddress(i) })),
        };
        const result = await launch(sandbox, job, timeoutMs);
        const keep = options.onTranscript ?? transcriptsFromEnv();
        if (keep)
            await keepTranscripts(sandbox, result, keep);
        const changes = await sandbox.changes();
        const files = {
            created: changes.created.filter((f) => !isCliState(f)),
            modified: changes.modified.filter((f) => !isCliState(f)),
            deleted: changes.deleted.filter((f) => !isCliState(f)),
        };
        return { launch: result, egress: firewall.egress(), files, firewallNotes: firewall.notes() };
    });
}
/**
 * Unpack the CLI into the shared cache once (it does so on first start: 235 MB, 2-3 s), inside a sandbox
 * like the sessions', so parallel sessions never race on it.
 */
async function warmEngine(engine, sandboxed) {
    const marker = external_node_path_default().join(engine.cacheDir, 'copilot', 'pkg', `${process.platform}-${process.arch}`, copilot_install/* COPILOT_CLI_VERSION */.P5, '.extraction-complete');
    if ((0,external_node_fs_.existsSync)(marker))
        return;
    const repo = await (0,promises_.mkdtemp)(external_node_path_default().join((0,external_node_os_.tmpdir)(), 'hooksim-warm-'));
    try {
        await (0,commands_sandboxed/* withSandboxedSession */.B)({ ...sandboxed, repo, kind: 'namespace', binds: engineBinds(engine, true) }, async ({ sandbox }) => {
            const result = await sandbox.exec({
                argv: [`${PACKAGE_TARGET}/${engine.binaryName}`, '--version'],
                cwd: '/workspace',
                env: cliEnv(sandbox, CACHE_TARGET),
                stdin: '',
                timeoutMs: 60_000,
                killMode: 'kill',
                killGroupOnExit: true,
                outputCapBytes: 65_536,
            });
            if (result.exitCode !== 0)
                throw new EngineSessionError(`warming the CLI cache failed (exit ${result.exitCode ?? result.signal}): ${result.stderr.toString('utf8').trim()}${result.spawnError ?? ''}`);
        });
    }
    finally {
        await (0,promises_.rm)(repo, { recursive: true, force: true });
    }
}


/***/ }),

/***/ 9889:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F$: () => (/* binding */ fieldMismatches),
/* harmony export */   aA: () => (/* binding */ fieldMatches),
/* harmony export */   bn: () => (/* binding */ checkStep),
/* harmony export */   dy: () => (/* binding */ checkSession),
/* harmony export */   ef: () => (/* binding */ eventFields)
/* harmony export */ });
/* unused harmony export testText */
/* harmony import */ var _regex_guard_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1084);
/* harmony import */ var _scenario_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2598);


/**
 * Whether a text matches an expectation: exact, or `/pattern/flags` as a regular expression, which the
 * scenario's author wrote and so runs within a deadline ('timeout' when it does not finish).
 */
function testText(expected, actual) {
    if (actual === undefined)
        return false;
    const regex = _scenario_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .REGEX_FORM */ .Li.exec(expected);
    if (regex) {
        let compiled;
        try {
            compiled = new RegExp(regex[1] ?? '', regex[2]);
        }
        catch {
            return expected === actual;
        }
        return (0,_regex_guard_js__WEBPACK_IMPORTED_MODULE_0__/* .testRegexBounded */ .NY)(compiled, actual);
    }
    return expected === actual;
}
/** The failure of a regular expression expectation that ran out of time. */
function timeoutMessage(expected, actual) {
    return `the regular expression ${show(expected)} took longer than ${_regex_guard_js__WEBPACK_IMPORTED_MODULE_0__/* .REGEX_DEADLINE_TEXT */ .Pf} on ${actual.length} characters (catastrophic backtracking): simplify it`;
}
/** The same, for an expectation tested on several texts. */
function regexTimeoutText(expected) {
    return `the regular expression ${show(expected)} took longer than ${_regex_guard_js__WEBPACK_IMPORTED_MODULE_0__/* .REGEX_DEADLINE_TEXT */ .Pf} (catastrophic backtracking): simplify it`;
}
function show(value) {
    if (value === undefined)
        return 'nothing';
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    const flat = text.length > 200 ? `${text.slice(0, 199)}…` : text;
    return JSON.stringify(flat);
}
function isDeepEqual(a, b) {
    return JSON.stringify(a) === JSON.stringify(b);
}
/**
 * Whether one expected field (not `hooks`) holds: text by testText, decision with none for no decision;
 * 'timeout' when its regular expression ran out of time.
 */
function fieldMatches(field, want, got) {
    if (field === 'decision')
        return (got ?? 'none') === want;
    if (typeof want === 'string')
        return testText(want, typeof got === 'string' ? got : undefined);
    return isDeepEqual(want, got);
}
/** The expected fields that do not hold; text fields use testText, `hooks` is compared count by count. */
function fieldMismatches(expected, actual) {
    const mismatches = [];
    for (const [field, want] of Object.entries(expected)) {
        if (want === undefined)
            continue;
        if (field === 'hooks') {
            for (const [count, n] of Object.entries(want)) {
                const got = actual.hooks?.[count] ?? 0;
                if (got !== n)
                    mismatches.push({ key: ['hooks', count], want: n, got });
            }
            continue;
        }
        const got = field === 'decision' ? (actual.decision ?? 'none') : actual[field];
        const ok = fieldMatches(field, want, got);
        if (ok !== true)
            mismatches.push({ key: [field], want, got, ...(ok === 'timeout' ? { timedOut: true } : {}) });
    }
    return mismatches;
}
/** Compare each expected field with the actual value, in messages. */
function compareFields(expected, actual, decidedBy) {
    return fieldMismatches(expected, actual).map(({ key, want, got, timedOut }) => {
        const field = key.join('.');
        if (timedOut)
            return `expected ${field}: ${timeoutMessage(want, got)}`;
        if (key[0] === 'hooks')
            return `expected ${field} ${String(want)}, got ${String(got)}`;
        // A wrong decision shows the reason the hook gave: it usually says why.
        const reason = field === 'decision' && typeof actual.reason === 'string' ? `: ${show(actual.reason)}` : '';
        const by = field === 'decision' || field === 'reason'
            ? ` (${decidedBy ? `decided by ${decidedBy}${reason}` : 'no hook decided'})`
            : '';
        return `expected ${field} ${show(want)}, got ${show(got)}${by}`;
    });
}
/** Failures of one step's `expect` against its outcome; each message starts with where. */
function checkStep(where, expected, outcome) {
    if (!expected)
        return [];
    return compareFields(expected, outcome, outcome.decidedBy).map((m) => `${where}: ${m}`);
}
/** A session-level event's record in the fields its `expect` compares. */
function eventFields(record) {
    const hooks = record.hooks;
    return {
        fired: record.fired,
        ...record.result,
        hooks: {
            ran: hooks.filter((h) => h.status !== 'skipped' && h.status !== 'dropped').length,
            errors: hooks.filter((h) => h.status === 'error').length,
            timeouts: hooks.filter((h) => h.status === 'timeout').length,
        },
    };
}
const SESSION_EVENTS = [
    'sessionStart',
    'userPromptSubmitted',
    'userPromptTransformed',
    'sessionEnd',
];
/** Failures of the session-level `expect` block. */
function checkSession(expected, events, egress, files) {
    const messages = [];
    for (const event of SESSION_EVENTS) {
        const want = expected[event];
        if (!want)
            continue;
        const record = events.find((e) => e.event === event && e.step === undefined);
        if (!record) {
            messages.push(`${event}: expected it to be dispatched, but the session never reached it`);
            continue;
        }
        messages.push(...compareFields(want, eventFields(record), record.result.decidedBy).map((m) => `${event}: ${m}`));
    }
    for (const [key, allowed] of [
        ['blocked', false],
        ['allowed', true],
    ]) {
        for (const host of expected.egress?.[key] ?? []) {
            const tests = egress
                .filter((e) => e.allowed === allowed)
                .map((e) => (e.host === host || e.url === host ? true : testText(host, e.url ?? e.host)));
            const hit = tests.includes(true);
            if (!hit && tests.includes('timeout')) {
                messages.push(`egress: expected ${host} to be ${key}: ${regexTimeoutText(host)}`);
            }
            else if (!hit) {
                const seen = egress.filter((e) => e.allowed === allowed).map((e) => e.url ?? e.host);
                messages.push(`egress: expected ${host} to be ${key}; ${key}: ${seen.length ? seen.join(', ') : 'none'}`);
            }
        }
    }
    for (const kind of ['created', 'modified', 'deleted']) {
        for (const file of expected.files?.[kind] ?? []) {
            const tests = files[kind].map((path) => testText(file, path));
            if (!tests.includes(true) && tests.includes('timeout')) {
                messages.push(`files: expected ${file} to be ${kind}: ${regexTimeoutText(file)}`);
            }
            else if (!tests.includes(true)) {
                messages.push(`files: expected ${file} to be ${kind}; ${kind}: ${files[kind].length ? files[kind].join(', ') : 'none'}`);
            }
        }
    }
    if (expected.hooks) {
        const all = events.flatMap((e) => e.hooks);
        const totals = {
            errors: all.filter((h) => h.status === 'error'),
            timeouts: all.filter((h) => h.status === 'timeout'),
        };
        for (const key of ['errors', 'timeouts']) {
            const want = expected.hooks[key];
            if (want !== undefined && totals[key].length !== want) {
                const which = totals[key].map((h) => `${h.file}#${h.index} (${h.eventKey})`).join(', ');
                messages.push(`hooks: expected ${want} ${key}, got ${totals[key].length}${which ? `: ${which}` : ''}`);
            }
        }
    }
    return messages;
}


/***/ }),

/***/ 2598:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Li: () => (/* binding */ REGEX_FORM),
/* harmony export */   mE: () => (/* binding */ scenarioSchema)
/* harmony export */ });
/* unused harmony exports stepExpectationSchema, eventExpectationSchema, stepSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5156);
/* harmony import */ var _profiles_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9717);
/** The scenario format (DESIGN.md "Scenario files") as zod schemas; `hooksim schema scenario` publishes them. */


/** How a text expectation is written as a regular expression: `/pattern/flags`. */
const REGEX_FORM = /^\/(.*)\/([dgimsuvy]*)$/s;
/** A string expectation: exact text, or `/pattern/flags` as a regular expression that must compile. */
const textExpectation = zod__WEBPACK_IMPORTED_MODULE_1__.string()
    .superRefine((text, context) => {
    const regex = REGEX_FORM.exec(text);
    if (!regex)
        return;
    try {
        new RegExp(regex[1] ?? '', regex[2]);
    }
    catch (error) {
        const reason = error.message.replace(/^Invalid regular expression: /, '');
        context.addIssue({
            code: 'custom',
            message: `invalid regular expression ${reason}: fix the pattern, or drop the slashes to match the text exactly`,
        });
    }
})
    .describe('Exact text, or /pattern/flags as a regular expression');
const commonExpectation = {
    fired: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().optional().describe('Whether the event fired at all'),
    decision: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['allow', 'deny', 'ask', 'block', 'none']).optional().describe('The effective decision'),
    reason: textExpectation.optional(),
    additionalContext: textExpectation.optional(),
    agentSees: textExpectation.optional().describe('The text the model receives after this event'),
    hooks: zod__WEBPACK_IMPORTED_MODULE_1__.object({
        ran: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative().optional().describe('How many hooks ran (not skipped)'),
        errors: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative().optional(),
        timeouts: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative().optional(),
    })
        .strict()
        .optional(),
};
/** Expectations on one step's outcome. */
const stepExpectationSchema = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    ...commonExpectation,
    args: zod__WEBPACK_IMPORTED_MODULE_1__.record(zod__WEBPACK_IMPORTED_MODULE_1__.string(), zod__WEBPACK_IMPORTED_MODULE_1__.unknown())
        .optional()
        .describe('The final tool arguments (after modifiedArgs)'),
    result: textExpectation.optional().describe('The tool result text the model sees'),
    failed: zod__WEBPACK_IMPORTED_MODULE_1__.boolean()
        .optional()
        .describe('Whether the tool call ended as a failure (postToolUseFailure fired)'),
    modifiedResponse: textExpectation.optional(),
    continuations: zod__WEBPACK_IMPORTED_MODULE_1__.number()
        .int()
        .nonnegative()
        .optional()
        .describe('Forced continuation turns after a stop'),
})
    .strict();
/** Expectations on a session-level event (sessionStart, userPromptSubmitted, ...). */
const eventExpectationSchema = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    ...commonExpectation,
    prompt: textExpectation.optional(),
    transformedPrompt: textExpectation.optional(),
})
    .strict();
const toolStep = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    tool: zod__WEBPACK_IMPORTED_MODULE_1__.string()
        .min(1)
        .describe('Runtime tool name: bash, view, create, edit, grep, glob, task, web_fetch, ...'),
    args: zod__WEBPACK_IMPORTED_MODULE_1__.record(zod__WEBPACK_IMPORTED_MODULE_1__.string(), zod__WEBPACK_IMPORTED_MODULE_1__.unknown()).default({}).describe("Tool arguments in Copilot's shapes"),
    result: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional().describe('Scripted success text'),
    error: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional().describe('Scripted failure text'),
    execute: zod__WEBPACK_IMPORTED_MODULE_1__.boolean()
        .default(false)
        .describe('Really run the tool (bash, view, create, edit) in the sandbox'),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_1__.number()
        .nonnegative()
        .default(0)
        .describe('Scripted duration, counted against the job limit'),
    expect: stepExpectationSchema.optional(),
})
    .strict();
const subagentStep = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    subagent: zod__WEBPACK_IMPORTED_MODULE_1__.object({
        name: zod__WEBPACK_IMPORTED_MODULE_1__.string()
            .min(1)
            .describe('Agent name: explore, task, code-review, a custom agent, general-purpose'),
        prompt: zod__WEBPACK_IMPORTED_MODULE_1__.string().default('').describe("The subagent's first user message"),
        displayName: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
        description: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
        response: zod__WEBPACK_IMPORTED_MODULE_1__.string().default('').describe("The subagent's final response"),
        steps: zod__WEBPACK_IMPORTED_MODULE_1__.array(toolStep).default([]),
    })
        .strict(),
    expect: stepExpectationSchema.optional(),
})
    .strict();
const compactStep = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    compact: zod__WEBPACK_IMPORTED_MODULE_1__.object({
        trigger: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['auto', 'manual']).default('auto'),
        customInstructions: zod__WEBPACK_IMPORTED_MODULE_1__.string().default(''),
    })
        .strict(),
    expect: stepExpectationSchema.optional(),
})
    .strict();
const errorStep = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    error: zod__WEBPACK_IMPORTED_MODULE_1__.object({
        message: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
        name: zod__WEBPACK_IMPORTED_MODULE_1__.string().default('Error'),
        stack: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
        context: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['model_call', 'tool_execution', 'system', 'user_input']).default('system'),
        recoverable: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().default(true),
    })
        .strict(),
    expect: stepExpectationSchema.optional(),
})
    .strict();
const notificationStep = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    notification: zod__WEBPACK_IMPORTED_MODULE_1__.object({ type: zod__WEBPACK_IMPORTED_MODULE_1__.string(), message: zod__WEBPACK_IMPORTED_MODULE_1__.string().default(''), title: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional() })
        .strict(),
    expect: stepExpectationSchema.optional(),
})
    .strict();
const stopStep = zod__WEBPACK_IMPORTED_MODULE_1__.lazy(() => zod__WEBPACK_IMPORTED_MODULE_1__.object({
    stop: zod__WEBPACK_IMPORTED_MODULE_1__.object({}).strict(),
    expect: stepExpectationSchema.optional(),
    then: zod__WEBPACK_IMPORTED_MODULE_1__.array(stepSchema).default([]).describe('Steps of each forced continuation turn'),
})
    .strict());
/** Any step. */
const stepSchema = zod__WEBPACK_IMPORTED_MODULE_1__.lazy(() => zod__WEBPACK_IMPORTED_MODULE_1__.union([toolStep, subagentStep, compactStep, errorStep, notificationStep, stopStep]));
const httpMock = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    status: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().min(100).max(599).default(200),
    headers: zod__WEBPACK_IMPORTED_MODULE_1__.record(zod__WEBPACK_IMPORTED_MODULE_1__.string(), zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional(),
    json: zod__WEBPACK_IMPORTED_MODULE_1__.unknown().optional(),
    body: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    delayMs: zod__WEBPACK_IMPORTED_MODULE_1__.number().nonnegative().optional(),
})
    .strict();
const commandMock = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    stdout: zod__WEBPACK_IMPORTED_MODULE_1__.string().default(''),
    stderr: zod__WEBPACK_IMPORTED_MODULE_1__.string().default(''),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().default(0),
})
    .strict();
/** A scenario file. */
const scenarioSchema = zod__WEBPACK_IMPORTED_MODULE_1__.object({
    $schema: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    name: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1).describe('What the scenario checks'),
    prompt: zod__WEBPACK_IMPORTED_MODULE_1__.string()
        .default('')
        .describe('The job prompt: COPILOT_AGENT_PROMPT, userPromptSubmitted, initialPrompt'),
    profile: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](_profiles_js__WEBPACK_IMPORTED_MODULE_0__/* .PROFILE_NAMES */ .J).optional().describe('Overrides --profile'),
    env: zod__WEBPACK_IMPORTED_MODULE_1__.record(zod__WEBPACK_IMPORTED_MODULE_1__.string(), zod__WEBPACK_IMPORTED_MODULE_1__.string()).default({}).describe("Extra variables in the agent's environment"),
    files: zod__WEBPACK_IMPORTED_MODULE_1__.record(zod__WEBPACK_IMPORTED_MODULE_1__.string(), zod__WEBPACK_IMPORTED_MODULE_1__.string())
        .default({})
        .describe('Files written into /workspace before the session'),
    agentShellEnv: zod__WEBPACK_IMPORTED_MODULE_1__.boolean()
        .default(false)
        .describe("Add the agent shell's observed variables (not documented for hooks)"),
    firewall: zod__WEBPACK_IMPORTED_MODULE_1__.object({
        allow: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()).default([]).describe('Domain or URL-prefix rules'),
        recommended: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().default(true).describe('Include the recommended allow-list'),
    })
        .strict()
        .default({ allow: [], recommended: true }),
    mocks: zod__WEBPACK_IMPORTED_MODULE_1__.object({
        http: zod__WEBPACK_IMPORTED_MODULE_1__.record(zod__WEBPACK_IMPORTED_MODULE_1__.string(), httpMock).default({}).describe('Answers for outbound HTTP, by URL prefix'),
        commands: zod__WEBPACK_IMPORTED_MODULE_1__.record(zod__WEBPACK_IMPORTED_MODULE_1__.string(), commandMock).default({}).describe('Stub executables on PATH'),
    })
        .strict()
        .default({ http: {}, commands: {} }),
    steps: zod__WEBPACK_IMPORTED_MODULE_1__.array(stepSchema).default([]),
    end: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['complete', 'error', 'timeout']).default('complete').describe('sessionEnd reason'),
    expect: zod__WEBPACK_IMPORTED_MODULE_1__.object({
        sessionStart: eventExpectationSchema.optional(),
        userPromptSubmitted: eventExpectationSchema.optional(),
        userPromptTransformed: eventExpectationSchema.optional(),
        sessionEnd: eventExpectationSchema.optional(),
        egress: zod__WEBPACK_IMPORTED_MODULE_1__.object({ blocked: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional(), allowed: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional() })
            .strict()
            .optional(),
        files: zod__WEBPACK_IMPORTED_MODULE_1__.object({
            created: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional(),
            modified: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional(),
            deleted: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional(),
        })
            .strict()
            .optional(),
        hooks: zod__WEBPACK_IMPORTED_MODULE_1__.object({
            errors: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative().optional(),
            timeouts: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().nonnegative().optional(),
        })
            .strict()
            .optional(),
    })
        .strict()
        .default({}),
})
    .strict();


/***/ })

};
