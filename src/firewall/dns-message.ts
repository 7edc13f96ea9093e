/**
 * Just enough of the DNS wire format (RFC 1035) for the firewall's stub resolver: read the one question of a
 * query, answer it with an address, an empty NOERROR, or an error code. Every read is bounds-checked: the bytes
 * come from code under test.
 */

/** DNS response codes used here. */
export const RCODE = { noError: 0, formErr: 1, servFail: 2, nxDomain: 3, notImp: 4, refused: 5 } as const;

/** Query types used here. */
export const QTYPE = { a: 1, aaaa: 28, ptr: 12 } as const;

const HEADER_BYTES = 12;
const MAX_NAME_BYTES = 255;

/** The question of a query, and where it ends. */
export interface DnsQuestion {
  /** The name in presentation form, lowercase, no trailing dot; unusual bytes escaped as `\DDD`. */
  name: string;
  type: number;
  class: number;
}

/** A parsed query: its header and its one question (absent when malformed). */
export interface DnsQuery {
  id: number;
  opcode: number;
  recursionDesired: boolean;
  question?: DnsQuestion;
  /** Raw bytes of the question section, echoed in the response. */
  questionBytes?: Buffer;
}

/** Read a query; undefined when not even a header is there (nothing sensible can be answered). */
export function parseDnsQuery(message: Buffer): DnsQuery | undefined {
  if (message.length < HEADER_BYTES) return undefined;
  const flags = message.readUInt16BE(2);
  const query: DnsQuery = {
    id: message.readUInt16BE(0),
    opcode: (flags >> 11) & 0x0f,
    recursionDesired: (flags & 0x0100) !== 0,
  };
  // A response (QR set) or anything but exactly one question is not a query this stub answers.
  if ((flags & 0x8000) !== 0 || message.readUInt16BE(4) !== 1) return query;
  const labels: string[] = [];
  let offset = HEADER_BYTES;
  let nameBytes = 0;
  for (;;) {
    const length = message[offset];
    if (length === undefined) return query;
    offset += 1;
    if (length === 0) break;
    // Compression pointers (and the reserved 01/10 label types) have no place in a question.
    if (length > 63) return query;
    nameBytes += length + 1;
    if (nameBytes > MAX_NAME_BYTES || offset + length > message.length) return query;
    labels.push(presentLabel(message.subarray(offset, offset + length)));
    offset += length;
  }
  if (offset + 4 > message.length) return query;
  query.question = {
    name: labels.join('.').toLowerCase(),
    type: message.readUInt16BE(offset),
    class: message.readUInt16BE(offset + 2),
  };
  query.questionBytes = Buffer.from(message.subarray(HEADER_BYTES, offset + 4));
  return query;
}

/** A label in presentation form: letters, digits, `-`, `_` and `*` as they are, everything else `\DDD`. */
function presentLabel(bytes: Buffer): string {
  let text = '';
  for (const byte of bytes) {
    const char = String.fromCharCode(byte);
    text += /[A-Za-z0-9_*-]/.test(char) ? char : `\\${byte.toString().padStart(3, '0')}`;
  }
  return text;
}

/** An answer record: its type and its data (4 bytes for A, 16 for AAAA). */
export interface DnsAnswer {
  type: number;
  data: Buffer;
  ttl: number;
}

/** Build the response to a query: its question echoed, the rcode, and answers (which point at the question name). */
export function buildDnsResponse(query: DnsQuery, rcode: number, answers: readonly DnsAnswer[] = []): Buffer {
  const question = query.questionBytes;
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt16BE(query.id, 0);
  const flags =
    0x8000 | (query.opcode << 11) | (query.recursionDesired ? 0x0100 : 0) | 0x0080 | (rcode & 0x0f);
  header.writeUInt16BE(flags, 2);
  header.writeUInt16BE(question ? 1 : 0, 4);
  header.writeUInt16BE(question ? answers.length : 0, 6);
  if (!question) return header;
  const records = answers.map((answer) => {
    const record = Buffer.alloc(12 + answer.data.length);
    record.writeUInt16BE(0xc000 | HEADER_BYTES, 0);
    record.writeUInt16BE(answer.type, 2);
    record.writeUInt16BE(1, 4);
    record.writeUInt32BE(answer.ttl, 6);
    record.writeUInt16BE(answer.data.length, 10);
    answer.data.copy(record, 12);
    return record;
  });
  return Buffer.concat([header, question, ...records]);
}

/** The 4 bytes of a dotted IPv4 address. */
export function ipv4Bytes(address: string): Buffer {
  return Buffer.from(address.split('.').map((part) => Number(part)));
}
