/**
 * A minimal DER encoder (ITU-T X.690), enough to write X.509 certificates: only encoding, never parsing, so
 * no untrusted bytes pass through it.
 */

/** One TLV with a definite length. */
export function encodeTlv(tag: number, content: Buffer): Buffer {
  const length = content.length;
  let header: Buffer;
  if (length < 0x80) {
    header = Buffer.from([tag, length]);
  } else {
    const bytes: number[] = [];
    for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff);
    header = Buffer.from([tag, 0x80 | bytes.length, ...bytes]);
  }
  return Buffer.concat([header, content]);
}

/** SEQUENCE of the given encodings. */
export function derSequence(...items: Buffer[]): Buffer {
  return encodeTlv(0x30, Buffer.concat(items));
}

/** SET of the given encodings (callers pass one item, so no sorting is needed). */
export function derSet(...items: Buffer[]): Buffer {
  return encodeTlv(0x31, Buffer.concat(items));
}

/** INTEGER from unsigned big-endian bytes (a 0x00 is prefixed when the top bit is set). */
export function derUnsignedInteger(bytes: Buffer): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const trimmed = bytes.subarray(start);
  const content = (trimmed[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed;
  return encodeTlv(0x02, content.length === 0 ? Buffer.from([0]) : content);
}

/** A small non-negative INTEGER. */
export function derSmallInteger(value: number): Buffer {
  return derUnsignedInteger(Buffer.from([value & 0xff]));
}

/** OBJECT IDENTIFIER from its dotted form. */
export function derOid(dotted: string): Buffer {
  const arcs = dotted.split('.').map(Number);
  const bytes: number[] = [40 * (arcs[0] ?? 0) + (arcs[1] ?? 0)];
  for (const arc of arcs.slice(2)) {
    const chunk: number[] = [arc & 0x7f];
    for (let rest = Math.floor(arc / 128); rest > 0; rest = Math.floor(rest / 128)) {
      chunk.unshift(0x80 | (rest & 0x7f));
    }
    bytes.push(...chunk);
  }
  return encodeTlv(0x06, Buffer.from(bytes));
}

/** UTF8String. */
export function derUtf8(text: string): Buffer {
  return encodeTlv(0x0c, Buffer.from(text, 'utf8'));
}

/** BOOLEAN TRUE (DER encodes TRUE as 0xFF). */
export function derTrue(): Buffer {
  return Buffer.from([0x01, 0x01, 0xff]);
}

/** BIT STRING with `unusedBits` trailing bits of the last byte unused. */
export function derBitString(bytes: Buffer, unusedBits = 0): Buffer {
  return encodeTlv(0x03, Buffer.concat([Buffer.from([unusedBits]), bytes]));
}

/** OCTET STRING. */
export function derOctetString(bytes: Buffer): Buffer {
  return encodeTlv(0x04, bytes);
}

/** UTCTime before 2050, GeneralizedTime from then on (RFC 5280 §4.1.2.5). */
export function derTime(date: Date): Buffer {
  const iso = date.toISOString();
  const digits = iso.slice(0, 19).replace(/[-:T]/g, '');
  const year = date.getUTCFullYear();
  if (year < 2050) return encodeTlv(0x17, Buffer.from(`${digits.slice(2)}Z`, 'ascii'));
  return encodeTlv(0x18, Buffer.from(`${digits}Z`, 'ascii'));
}

/** A context-specific tag `[n]`: EXPLICIT (constructed) around an encoding, or IMPLICIT primitive around raw bytes. */
export function derContext(n: number, content: Buffer, constructed: boolean): Buffer {
  return encodeTlv((constructed ? 0xa0 : 0x80) | n, content);
}
