/**
 * What the firewall records (spec/cloud-environment.md §5.4): one entry per distinct lookup or request, with
 * the hook run (or tool) it is attributed to and a count; plus notes for diagnostics.
 */
import type { EgressAttribution } from '../sandbox/types.js';

/** One egress entry, deduplicated on every field but `count`. */
export interface EgressRecord {
  host: string;
  /** Absent for `dns`. */
  url?: string;
  kind: 'dns' | 'http';
  allowed: boolean;
  /** Answered by a `mocks.http` entry. */
  mocked?: boolean;
  event?: string;
  file?: string;
  index?: number;
  step?: number;
  tool?: string;
  /**
   * The command line of the process that made the lookup or request (§5.4), as the relay named it; for an executed
   * bash tool whose process the relay could not name, the tool's `command` string.
   */
  command?: string;
  count: number;
}

/** An entry before attribution and counting. */
export interface EgressEvent {
  host: string;
  url?: string;
  kind: 'dns' | 'http';
  allowed: boolean;
  mocked?: boolean;
  /** The process that made it, when the relay named it (untrusted text, already cleaned and capped). */
  command?: string | undefined;
}

/** Something the report should turn into a diagnostic. */
export interface FirewallNote {
  code: 'mock-not-allow-listed' | 'egress-truncated';
  message: string;
  url?: string;
}

/** Distinct entries kept: a hook looping over random URLs must not grow memory without bound. */
export const MAX_EGRESS_RECORDS = 10_000;
const MAX_NOTES = 1_000;

/** The egress log of one firewall, with the attribution of whatever runs now. */
export class EgressLog {
  private readonly records = new Map<string, EgressRecord>();
  private readonly noteMap = new Map<string, FirewallNote>();
  private current: EgressAttribution | undefined;

  /** Set who makes requests from now on (undefined: nobody known). */
  attribute(attribution: EgressAttribution | undefined): void {
    this.current = attribution ? { ...attribution } : undefined;
  }

  /** Record one lookup or request under the current attribution. */
  record(event: EgressEvent): void {
    const entry: EgressRecord = {
      host: event.host,
      ...(event.url !== undefined ? { url: event.url } : {}),
      kind: event.kind,
      allowed: event.allowed,
      ...(event.mocked ? { mocked: true } : {}),
      ...pickAttribution(this.current, event.command),
      count: 0,
    };
    const key = JSON.stringify([
      entry.host,
      entry.url,
      entry.kind,
      entry.allowed,
      entry.mocked,
      entry.event,
      entry.file,
      entry.index,
      entry.step,
      entry.tool,
      entry.command,
    ]);
    const existing = this.records.get(key);
    if (existing) {
      existing.count += 1;
      return;
    }
    if (this.records.size >= MAX_EGRESS_RECORDS) {
      this.note({
        code: 'egress-truncated',
        message: `More than ${MAX_EGRESS_RECORDS} distinct egress entries; later ones were not recorded.`,
      });
      return;
    }
    entry.count = 1;
    this.records.set(key, entry);
  }

  /** Add a note once (same code and URL). */
  note(note: FirewallNote): void {
    const key = `${note.code} ${note.url ?? ''}`;
    if (!this.noteMap.has(key) && this.noteMap.size < MAX_NOTES) this.noteMap.set(key, note);
  }

  /** Copies of the entries, in order of first occurrence. */
  entries(): EgressRecord[] {
    return [...this.records.values()].map((record) => ({ ...record }));
  }

  /** Copies of the notes, in order of first occurrence. */
  notes(): FirewallNote[] {
    return [...this.noteMap.values()].map((note) => ({ ...note }));
  }
}

/**
 * The hook run or tool running now, with the process's own command line over the tool's command string: the
 * process is what the spec names, the tool's string only what started it. A process outside any run (nothing
 * attributed) keeps its command.
 */
function pickAttribution(
  attribution: EgressAttribution | undefined,
  processCommand: string | undefined,
): Partial<EgressRecord> {
  const picked: Partial<EgressRecord> = attribution ? { event: attribution.event } : {};
  if (attribution?.file !== undefined) picked.file = attribution.file;
  if (attribution?.index !== undefined) picked.index = attribution.index;
  if (attribution?.step !== undefined) picked.step = attribution.step;
  if (attribution?.tool !== undefined) picked.tool = attribution.tool;
  const command = processCommand ?? attribution?.command;
  if (command !== undefined) picked.command = command;
  return picked;
}
