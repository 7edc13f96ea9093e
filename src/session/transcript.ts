/**
 * The session transcript: `events.jsonl` at transcriptPath inside the sandbox, appended as the session goes,
 * so a hook that reads it sees every event up to its own dispatch (cloud-environment.md §6). Lines are
 * buffered and written in one request just before anything in the sandbox can read them (a hook's
 * dispatch, an executed tool, the session's end): one agent round trip an event instead of one a line.
 */
import type { Sandbox } from '../sandbox/types.js';

/** The envelope of one transcript line, keys in the documented order. */
interface TranscriptEvent {
  type: string;
  id: string;
  timestamp: string;
  parentId: string | null;
  agentId?: string;
  data: Record<string, unknown>;
}

/** Appends transcript events through the sandbox, chaining `parentId`. */
export class TranscriptWriter {
  private lastId: string | null = null;
  private count = 0;
  private pending = '';
  /** The last write sent and not yet waited for (writesInOrder sandboxes only). */
  private writing: Promise<void> | undefined;

  constructor(
    private readonly sandbox: Pick<Sandbox, 'appendFile' | 'writesInOrder'>,
    /** Absolute sandbox path of events.jsonl. */
    readonly path: string,
    private readonly now: () => number,
    private readonly newId: () => string,
  ) {}

  /** Append one event (written by the next flush: before the next hook or tool runs). */
  async append(type: string, data: Record<string, unknown>, agentId?: string): Promise<string> {
    const event: TranscriptEvent = {
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
  async flush(): Promise<void> {
    await this.settle();
    if (this.pending === '') return;
    const lines = this.pending;
    this.pending = '';
    const write = this.sandbox.appendFile(this.path, lines);
    if (this.sandbox.writesInOrder !== true) return write;
    write.catch(() => undefined); // not unhandled: settle() rethrows it
    this.writing = write;
  }

  /** Wait for the write in flight, if any; throws its failure. */
  async settle(): Promise<void> {
    const writing = this.writing;
    this.writing = undefined;
    await writing;
  }

  /** How many events were written. */
  get length(): number {
    return this.count;
  }
}
