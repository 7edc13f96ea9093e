/**
 * The exact texts the model sees after hook events, the warning texts of merging, and the caps
 * applied to injected context (runtime-behaviour.md §6-§9).
 */
import type { Profile } from '../profiles.js';

const DENIED = 'Denied by preToolUse hook';
const NO_REASON = 'No reason provided';

/** The tool result of a call denied by `permissionDecision: "deny"` (§8.1, `denyNoReasonText`). */
export function formatDenyText(reason: string | undefined, profile: Profile): string {
  if (reason !== undefined) return `${DENIED}: ${reason}`;
  return profile.denyNoReasonText === 'noReasonProvided' ? `${DENIED}: ${NO_REASON}` : DENIED;
}

/** The tool result of a call denied because the hook asked and no user can answer (§8.1, `askDenyText`). */
export function formatAskText(reason: string | undefined, profile: Profile): string {
  if (profile.askDenyText === 'plain') return formatDenyText(reason, profile);
  return `${DENIED} (unable to ask user for confirmation): ${reason ?? NO_REASON}`;
}

/** The reason and tool result of a preToolUse hook that exited 2 (§8.1, `exit2DenyReason`). */
export function formatExit2Deny(
  stdoutReason: string | undefined,
  stderr: string | undefined,
  profile: Profile,
): { reason?: string; text: string } {
  if (profile.exit2DenyReason === 'stdoutThenFixed') {
    // stderr never reaches the model here, even when stdout gives no reason.
    const reason = stdoutReason ?? 'hook exited with code 2';
    return { reason, text: `${DENIED}: ${reason}` };
  }
  const trimmed = stderr?.trim();
  const reason = stdoutReason ?? (trimmed ? trimmed : undefined);
  return reason === undefined ? { text: DENIED } : { reason, text: `${DENIED}: ${reason}` };
}

/** The tool result of a call denied because a preToolUse hook failed (§8.1, `erroredDenyMessage`). */
export function formatErroredDenyText(file: string, profile: Profile): string {
  return profile.erroredDenyMessage === 'withSource'
    ? `${DENIED} from "${file}" (hook errored)`
    : `${DENIED} (hook errored)`;
}

/** The user message carrying preToolUse `additionalContext` (§8.1). */
export function formatPreToolUseContext(context: string): string {
  return `Additional context from preToolUse hook:\n${context}`;
}

/** The tool message after postToolUse hooks (§8.2, `postToolUseContextFormat`). */
export function formatPostToolUseMessage(
  text: string,
  toolName: string,
  context: string | undefined,
  profile: Profile,
): string {
  if (context === undefined) return text;
  if (profile.postToolUseContextFormat === 'append') return `${text}\n\n${context}`;
  return `${text}\n\nTool "${toolName}" succeeded. Additional guidance from postToolUse hooks:\n${context}`;
}

/**
 * What the model sees after postToolUseFailure hooks (§8.3, `postToolUseFailureContextFormat`).
 * Under `separateMessage` the failed result and the guidance are two messages; agentSees holds both,
 * joined with `\n\n` like every other pair of messages in a report.
 */
export function formatPostToolUseFailureMessage(
  error: string,
  toolName: string,
  context: string | undefined,
  profile: Profile,
): string {
  if (context === undefined) return error;
  if (profile.postToolUseFailureContextFormat === 'appendToError') return `${error}\n\n${context}`;
  return `${error}\n\nTool "${toolName}" failed. Additional guidance from postToolUseFailure hooks:\n${context}`;
}

/** One formatter per time zone (making one costs about half a millisecond); null for a zone Node does not know. */
const wallClockFormats = new Map<string, Intl.DateTimeFormat | null>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = wallClockFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      format = null;
    }
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock parts of an instant in an IANA time zone; undefined for a zone this Node does not know. */
function wallClock(ms: number, timeZone: string): Record<string, number> | undefined {
  if (timeZone === 'UTC') {
    // The common case (no TZ in the sandbox), without Intl: its first format loads ICU's zone data, ~30 ms.
    const date = new Date(ms);
    return {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
      second: date.getUTCSeconds(),
    };
  }
  const parts = wallClockFormat(timeZone)?.formatToParts(new Date(ms));
  return parts && Object.fromEntries(parts.map((part) => [part.type, Number(part.value)]));
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/**
 * The `<T>` of `<current_datetime>` per `datetimeFormat` (FINDINGS §9 Q23): `localOffset` is the local time of
 * `timeZone` (the agent's `TZ`, UTC when unset or unknown) with milliseconds and a numeric offset, never `Z`
 * (`2026-11-30T10:23:03.706+01:00`); `utcZ` is `toISOString()`.
 */
export function formatCurrentDatetime(ms: number, profile: Profile, timeZone?: string): string {
  if (profile.datetimeFormat === 'utcZ') return new Date(ms).toISOString();
  const wall = (timeZone ? wallClock(ms, timeZone) : undefined) ?? wallClock(ms, 'UTC');
  if (!wall) return new Date(ms).toISOString();
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = wall;
  const millis = ((ms % 1000) + 1000) % 1000;
  const offsetMinutes = Math.round(
    (Date.UTC(year, month - 1, day, hour, minute, second, millis) - ms) / 60000,
  );
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}.${pad(millis, 3)}${offset}`;
}

/** A prompt as the model receives it: `<current_datetime><T></current_datetime>\n\n<text>` (§8.5). */
export function formatDatetimePrefix(ms: number, text: string, profile: Profile, timeZone?: string): string {
  return `<current_datetime>${formatCurrentDatetime(ms, profile, timeZone)}</current_datetime>\n\n${text}`;
}

/** A prompt with userPromptSubmitted context appended (§8.5). */
export function formatSystemReminder(prompt: string, context: string): string {
  return `${prompt}\n\n<system_reminder>\n${context}\n</system_reminder>`;
}

/** The fixed message of a PermissionRequest deny that gives none (exit 2 in particular, §7). */
export const PERMISSION_DENIED_DEFAULT_MESSAGE = 'Permission denied by hook.';

/** The tool result of a call denied by a permissionRequest hook (§8.6). */
export function formatPermissionDenied(message: string | undefined): string {
  return `Permission denied by a PermissionRequest hook: ${message ?? PERMISSION_DENIED_DEFAULT_MESSAGE}`;
}

/** The warning raised when a hook exits 2 on an event where exit 2 is a warning (§7); it carries stderr. */
export function formatExit2Warning(label: string, stderr: string | undefined): string {
  const text = stderr?.trim();
  return text ? `${label}: hook exited with code 2: ${text}` : `${label}: hook exited with code 2`;
}

/** The warning for an output field that must be a string (§6). */
export function formatNotStringWarning(field: string): string {
  return `Hook output field "${field}" must be a string`;
}

/** The warning for an empty-string override under `stopPromptMerge=lastValid` (§6). */
export function formatEmptyWarning(field: string): string {
  return `Hook output field "${field}" must not be empty`;
}

/** The warning for a postToolUse `modifiedResult` of the wrong shape (§8.2). */
export function formatModifiedResultWarning(label: string): string {
  return `${label}: Hook output field "modifiedResult" must be {"resultType":"success"|"failure","textResultForLlm":<string>}; ignored`;
}

/** The warning `hook-context-truncated` for postToolUse context cut under `utf8BytesWarn` (§8.2). */
export function formatContextTruncatedWarning(bytes: number, limit: number): string {
  return `hook-context-truncated: postToolUse additionalContext of ${bytes} bytes was cut to its first ${limit} bytes`;
}

/** The warning `hook-context-too-large` for a dropped sessionStart/subagentStart contribution; size only (§8.4). */
export function formatContextTooLargeWarning(label: string, bytes: number, limit: number): string {
  return `hook-context-too-large: additionalContext of ${bytes} bytes from ${label} would bring the context over ${limit} bytes; dropped`;
}

/** The agentStop guard warning (§9); `n` is `stopBlockGuard`. */
export const STOP_GUARD_WARNING = (n: number): string =>
  `Agent stop hook blocked ${n} consecutive times; ending turn.`;

/** The diagnostic code when a subagentStop hook would block forever under `subagentStopGuard=none` (§9). */
export const SUBAGENT_STOP_UNBOUNDED_CODE = 'subagent-stop-unbounded';

/** The message of the `subagent-stop-unbounded` error diagnostic (§9). */
export const SUBAGENT_STOP_UNBOUNDED_MESSAGE =
  'subagentStop hook blocks forever: the real runtime has no guard and would loop until the job times out';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Replace lone surrogates with U+FFFD, as a string sent over the wire arrives (§8.2). */
export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** The UTF-8 size of a string. */
export function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** The longest prefix of `text` whose UTF-8 encoding fits in `limit` bytes, cut at a code-point boundary. */
export function cutUtf8(text: string, limit: number): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= limit) return text;
  let end = limit;
  // Step back over continuation bytes (10xxxxxx) so the cut never splits a code point.
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1;
  return bytes.subarray(0, end).toString('utf8');
}
