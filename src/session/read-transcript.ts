/**
 * Reading a Copilot CLI transcript (`events.jsonl`, one event a line, cloud-environment.md §6) for `hooksim
 * import`: each line's envelope (`type/id/timestamp/parentId/data`, `agentId` for subagents) checked, every
 * malformed line a diagnostic naming its line and column and what was expected, the rest kept.
 */
import type { Diagnostic } from '../diagnostics.js';

/** One transcript line that parsed: the envelope (`type/id/timestamp/parentId/data`, `agentId` for subagents). */
export interface TranscriptLine {
  type: string;
  data: Record<string, unknown>;
  agentId?: string;
  line: number;
}

/** A string field, else undefined. */
export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
/** An object field (not an array), else undefined. */
export const obj = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

// Line breaks (YAML's and Unicode's), other controls, the BOM: shown as escapes so a comment stays one line.
// eslint-disable-next-line no-control-regex
const COMMENT_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/g;

/** Text safe inside one YAML comment line, at most `max` characters. */
export function commentText(text: string, max = 200): string {
  const safe = text.replace(COMMENT_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return safe.length > max ? `${safe.slice(0, max - 1)}…` : safe;
}

/** The 1-based column of a JSON.parse error in one line, from either Node's message form. */
function errorColumn(message: string): number {
  const column = /column (\d+)/.exec(message);
  if (column) return Number(column[1]);
  const position = /position (\d+)/.exec(message);
  return position ? Number(position[1]) + 1 : 1;
}

/** Parse the JSONL text; every malformed line is a diagnostic and is skipped. */
export function parseTranscript(
  text: string,
  file: string,
): { lines: TranscriptLine[]; diagnostics: Diagnostic[] } {
  const lines: TranscriptLine[] = [];
  const diagnostics: Diagnostic[] = [];
  const problem = (line: number, column: number, message: string) =>
    diagnostics.push({ file, line, column, severity: 'error', code: 'import-malformed-line', message });
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    const source = raw.replace(/\r$/, '');
    if (source.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(source);
    } catch (error) {
      const message = (error as Error).message;
      problem(
        line,
        errorColumn(message),
        `not JSON (${message.replace(/^JSON\.parse: /, '')}); expected one event object per line: {"type", "id", "timestamp", "parentId", "data"}; the line is skipped`,
      );
      return;
    }
    const event = obj(value);
    if (!event) {
      problem(
        line,
        1,
        'expected an event object {"type", "id", "timestamp", "parentId", "data"}; the line is skipped',
      );
      return;
    }
    const at = (key: string) => Math.max(source.indexOf(`"${key}"`), 0) + 1;
    const type = str(event.type);
    if (type === undefined || type === '') {
      problem(
        line,
        at('type'),
        'expected "type" to be a non-empty string (the event type); the line is skipped',
      );
      return;
    }
    let data = obj(event.data);
    if (data === undefined) {
      const { type: _t, id: _i, timestamp: _s, parentId: _p, agentId: _a, data: _d, ...rest } = event;
      problem(
        line,
        at('data'),
        `expected "data" to be an object (the ${type} event's fields); ${Object.keys(rest).length > 0 ? 'the fields beside the envelope are read instead' : 'read as {}'}`,
      );
      data = rest;
    }
    const agentId = str(event.agentId);
    lines.push({ type, data, line, ...(agentId ? { agentId } : {}) });
  });
  return { lines, diagnostics };
}
