/**
 * Parse what a hook printed: progress lines out, then one JSON document
 * (spec/runtime-behaviour.md §6, hooks-reference.md "Progress messages").
 */
import type { ProgressMessage } from '../model.js';

/** stdout of a command hook, parsed. */
export interface ParsedHookStdout {
  /** The progress lines, in the order printed. */
  progress: ProgressMessage[];
  /** The parsed output; absent when the remainder was empty or did not parse. Any JSON value, objects or not. */
  output?: unknown;
  /** Why the remainder did not parse (absent when it parsed or was empty). */
  parseError?: string;
  /** stdout without its progress lines, trimmed: what went to JSON.parse. */
  remainder: string;
}

/** An HTTP hook's response body, parsed. */
export interface ParsedHttpBody {
  output?: unknown;
  parseError?: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The progress message a line carries, or undefined when the line is not a progress line. */
function readProgressLine(line: string): ProgressMessage | undefined {
  const trimmed = line.trim();
  // Cheap pre-check: only a single-line object can be a progress message.
  if (!trimmed.startsWith('{') || !trimmed.endsWith('}')) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return undefined;
  }
  if (!isPlainObject(value) || value.type !== 'progress') return undefined;
  const { message, temporary } = value;
  // A non-string message is kept readable rather than dropped: the line is consumed either way.
  const text = typeof message === 'string' ? message : message === undefined ? '' : JSON.stringify(message);
  return typeof temporary === 'boolean' ? { message: text, temporary } : { message: text };
}

/** Parse text with one JSON.parse after trimming; empty text is no output, not an error. */
function parseDocument(text: string): { output?: unknown; parseError?: string } {
  if (text === '') return {};
  try {
    return { output: JSON.parse(text) as unknown };
  } catch (error) {
    return { parseError: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Split stdout on `\n`, take out every line that is a one-line `{"type":"progress"}` object, join the
 * rest with `\n`, trim, and parse it once (R044-R053).
 */
export function parseHookStdout(text: string): ParsedHookStdout {
  const progress: ProgressMessage[] = [];
  // Runs of kept lines as [start, end) ranges: stdout may be megabytes of short lines, so no split().
  const kept: Array<[number, number]> = [];
  let runStart = 0;
  let lineStart = 0;
  while (lineStart <= text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const message = readProgressLine(text.slice(lineStart, lineEnd));
    if (message) {
      progress.push(message);
      if (lineStart > runStart) kept.push([runStart, lineStart - 1]);
      runStart = lineEnd + 1;
    }
    if (newline === -1) break;
    lineStart = newline + 1;
  }
  if (runStart <= text.length) kept.push([runStart, text.length]);
  const joined = progress.length === 0 ? text : kept.map(([start, end]) => text.slice(start, end)).join('\n');
  const remainder = joined.trim();
  return { progress, ...parseDocument(remainder), remainder };
}

/** Parse an HTTP response body: trimmed, one JSON.parse, no progress stripping (runtime-behaviour.md §6). */
export function parseHttpBody(text: string): ParsedHttpBody {
  return parseDocument(text.trim());
}
