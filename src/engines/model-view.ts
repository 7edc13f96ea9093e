/** What the model was shown, indexed from the scripted model's request log (the CLI resends the history). */
import type { LaunchResult, ModelMessage } from './launch-result.js';

/** One tool call as the model saw it in the latest request that holds it. */
export interface SeenToolCall {
  id: string;
  name: string;
  /** The arguments in the history (the CLI rewrites them to the final, modified args). */
  args: Record<string, unknown>;
  /** The tool message: the tool result as the model got it. */
  result?: string;
  /** User messages right after the tool message (hook context, failure guidance). */
  after: string[];
}

/** The model's view of a session. */
export interface ModelView {
  calls: Map<string, SeenToolCall>;
  /** User messages of the first main request before the prompt (sessionStart context). */
  preamble: string[];
}

/** A message's text (content parts joined). */
export function textOf(message: ModelMessage): string {
  const content = message.content;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((part) => (typeof part === 'object' && part !== null && 'text' in part ? String(part.text) : ''))
      .join('');
  }
  return '';
}

function parseArgs(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The prompt message starts with the datetime prefix; whatever user messages come before it are context. */
const DATETIME = /^<current_datetime>[^<]*<\/current_datetime>\n\n/;

/** Strip the `<current_datetime>…</current_datetime>\n\n` prefix the CLI puts on prompts. */
export function withoutDatetime(text: string): string {
  return text.replace(DATETIME, '');
}

/** Index every tool call and result of every request; later requests win. */
export function buildModelView(requests: LaunchResult['requests']): ModelView {
  const calls = new Map<string, SeenToolCall>();
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
        if (!seen) return;
        seen.result = textOf(message);
        const after: string[] = [];
        for (let j = i + 1; j < messages.length && messages[j]?.role === 'user'; j++)
          after.push(textOf(messages[j] as ModelMessage));
        // The datetime-prefixed message is the next prompt (a continuation), not context of this call.
        seen.after = after.filter((text) => !DATETIME.test(text));
      }
    });
  }
  const first = requests.find((r) => r.script === 'main');
  const preamble: string[] = [];
  for (const message of first?.messages ?? []) {
    if (message.role !== 'user') break;
    const text = textOf(message);
    if (DATETIME.test(text)) break;
    preamble.push(text);
  }
  return { calls, preamble };
}
