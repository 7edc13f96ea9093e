/**
 * Bounded excerpts of hook output for records and reports. The runtime keeps up to `outputCapBytes` (10 MiB) of
 * each stream and hooksim's merge reads all of it; once an event is merged, its records keep only the first
 * EXCERPT_BYTES of each text, with how many bytes were left out, so memory and report size stay independent of
 * how much hooks print.
 */
import type { HookRecord } from '../model.js';

/** The most UTF-8 bytes of stdout, stderr or an error text a record keeps (64 KiB). */
export const EXCERPT_BYTES = 64 * 1024;

/** The first `limit` UTF-8 bytes of a text, cut at a code point, and how many bytes were left out. */
export function excerpt(text: string, limit = EXCERPT_BYTES): { text: string; omittedBytes: number } {
  // A UTF-8 byte is at most one UTF-16 unit: a text of at most `limit` units is within the limit too.
  if (text.length <= limit / 3) return { text, omittedBytes: 0 };
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes <= limit) return { text, omittedBytes: 0 };
  const buffer = Buffer.from(text.slice(0, limit), 'utf8').subarray(0, limit);
  let end = buffer.length;
  // Back off a cut multi-byte sequence: continuation bytes are 10xxxxxx.
  while (end > 0 && ((buffer[end - 1] ?? 0) & 0xc0) === 0x80) end--;
  if (end > 0 && (buffer[end - 1] ?? 0) >= 0xc0) end--;
  const kept = buffer.subarray(0, end).toString('utf8');
  return { text: kept, omittedBytes: bytes - Buffer.byteLength(kept, 'utf8') };
}

/** A text cut to its excerpt with a note of what was left out, for messages and warnings. */
export function clipText(text: string, limit = EXCERPT_BYTES): string {
  const cut = excerpt(text, limit);
  return cut.omittedBytes === 0 ? text : `${cut.text}… [${cut.omittedBytes} more bytes not kept]`;
}

/**
 * A hook record as reports keep it: stdout, stderr and the error text cut to their excerpts, with
 * `stdoutOmittedBytes`/`stderrOmittedBytes` where something was left out; a parsed output larger than an
 * excerpt is dropped (`outputOmittedBytes`; `keepOutput` keeps it while the merge still needs it), and progress
 * messages past an excerpt's worth are counted (`progressOmitted`), not kept. Applying it twice changes nothing.
 */
export function excerptRecord(record: HookRecord, options: { keepOutput?: boolean } = {}): HookRecord {
  const kept: HookRecord = { ...record };
  for (const stream of ['stdout', 'stderr'] as const) {
    const text = record[stream];
    if (text === undefined) continue;
    const cut = excerpt(text);
    kept[stream] = cut.text;
    if (cut.omittedBytes > 0) kept[`${stream}OmittedBytes`] = cut.omittedBytes;
  }
  if (record.error !== undefined) kept.error = clipText(record.error);
  // Output and progress come from stdout: only a stdout larger than its excerpt can make them large.
  if (kept.stdoutOmittedBytes === undefined) return kept;
  if (record.output !== undefined && options.keepOutput !== true) {
    const size = Buffer.byteLength(JSON.stringify(record.output) ?? '', 'utf8');
    if (size > EXCERPT_BYTES) {
      delete kept.output;
      kept.outputOmittedBytes = size;
    }
  }
  if (record.progress !== undefined) {
    let budget = EXCERPT_BYTES;
    const progress = record.progress.filter((message) => {
      budget -= Buffer.byteLength(message.message ?? '', 'utf8') + 32;
      return budget >= 0;
    });
    kept.progress = progress;
    if (progress.length < record.progress.length)
      kept.progressOmitted = record.progress.length - progress.length;
  }
  return kept;
}
