/**
 * Read the first bytes of a stream under a size cap and a deadline, for the relay header and protocol
 * sniffing; what is not consumed is put back (`unshift`) for whoever reads next.
 */
import type { Duplex } from 'node:stream';

/** Why no decision was reached. */
export type CollectFailure = 'timeout' | 'too-large' | 'closed';

/** The outcome: a decision, or a failure; `buffer` holds every byte read either way. */
export type Collected<T> = { value: T; buffer: Buffer } | { failure: CollectFailure; buffer: Buffer };

/** Limits of one collection. */
export interface CollectLimits {
  maxBytes: number;
  timeoutMs: number;
}

/**
 * Read until `decide(bytes)` returns a value, then pause the stream and hand back everything read. The caller
 * unshifts the part it did not consume. Never rejects.
 */
export function collectHead<T>(
  stream: Duplex,
  limits: CollectLimits,
  decide: (bytes: Buffer) => T | undefined,
): Promise<Collected<T>> {
  return new Promise((resolve) => {
    let buffer: Buffer = Buffer.alloc(0);
    let settled = false;
    const finish = (result: Collected<T>): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stream.removeListener('data', onData);
      stream.removeListener('end', onClosed);
      stream.removeListener('close', onClosed);
      stream.removeListener('error', onClosed);
      stream.pause();
      resolve(result);
    };
    const onData = (chunk: Buffer): void => {
      buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
      const value = decide(buffer);
      if (value !== undefined) finish({ value, buffer });
      else if (buffer.length >= limits.maxBytes) finish({ failure: 'too-large', buffer });
    };
    const onClosed = (): void => finish({ failure: 'closed', buffer });
    const timer = setTimeout(() => finish({ failure: 'timeout', buffer }), limits.timeoutMs);
    if (stream.readableEnded || stream.destroyed) {
      finish({ failure: 'closed', buffer });
      return;
    }
    stream.on('data', onData);
    stream.once('end', onClosed);
    stream.once('close', onClosed);
    stream.once('error', onClosed);
    // Bytes put back by an earlier collection are already buffered: look at them first.
    stream.resume();
  });
}

/** Put bytes back at the front of a paused stream (nothing when empty). */
export function putBack(stream: Duplex, bytes: Buffer): void {
  if (bytes.length > 0) stream.unshift(bytes);
}

/** What the first bytes of a connection are. */
export type Sniffed = 'tls' | 'http' | 'other';

/**
 * Classify the first bytes: a TLS handshake record, an HTTP request line (an upper-case method token then a
 * space), or anything else. Undefined while the bytes are not yet enough to tell.
 */
export function sniffProtocol(bytes: Buffer): Sniffed | undefined {
  const first = bytes[0];
  if (first === undefined) return undefined;
  if (first === 0x16) return 'tls';
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index] ?? 0;
    if (byte === 0x20) return index > 0 ? 'http' : 'other';
    const isMethodChar = (byte >= 0x41 && byte <= 0x5a) || byte === 0x2d || byte === 0x5f;
    if (!isMethodChar || index >= 20) return 'other';
  }
  return undefined;
}
