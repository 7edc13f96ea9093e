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
import http from 'node:http';

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
export function turnAt(turns, assistants) {
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
export function startModelServer(script) {
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
