/**
 * Read the server name (SNI) from the first bytes of a TLS connection without terminating TLS, so a host
 * allowed as a whole can be tunnelled untouched. Bounds-checked throughout: the bytes come from code under test.
 */

/** What the bytes seen so far say. */
export type ClientHelloScan =
  { status: 'more' } | { status: 'invalid' } | { status: 'done'; serverName?: string };

const RECORD_HEADER = 5;
const HANDSHAKE = 0x16;
const CLIENT_HELLO = 0x01;
/** Real ClientHellos stay far below this, post-quantum key shares included. */
export const MAX_CLIENT_HELLO_BYTES = 32 * 1024;

/** Join the handshake fragments of consecutive records; `more` until one whole handshake message is there. */
function collectHandshake(bytes: Buffer): Buffer | 'more' | 'invalid' {
  const fragments: Buffer[] = [];
  let collected = 0;
  let offset = 0;
  for (;;) {
    if (collected >= 4) {
      const joined = Buffer.concat(fragments);
      const length = joined.readUIntBE(1, 3);
      if (joined[0] !== CLIENT_HELLO || length > MAX_CLIENT_HELLO_BYTES) return 'invalid';
      if (joined.length >= 4 + length) return joined.subarray(4, 4 + length);
    }
    if (offset + RECORD_HEADER > bytes.length) return 'more';
    if (bytes[offset] !== HANDSHAKE || bytes[offset + 1] !== 0x03) return 'invalid';
    const length = bytes.readUInt16BE(offset + 3);
    if (length === 0 || length > 16384 + 2048) return 'invalid';
    if (offset + RECORD_HEADER + length > bytes.length) return 'more';
    fragments.push(bytes.subarray(offset + RECORD_HEADER, offset + RECORD_HEADER + length));
    collected += length;
    offset += RECORD_HEADER + length;
  }
}

/** Find the host_name entry of a server_name extension body. */
function readServerName(data: Buffer): string | undefined | 'invalid' {
  if (data.length < 2) return 'invalid';
  const listEnd = 2 + data.readUInt16BE(0);
  if (listEnd > data.length) return 'invalid';
  let offset = 2;
  while (offset + 3 <= listEnd) {
    const type = data[offset];
    const length = data.readUInt16BE(offset + 1);
    offset += 3;
    if (offset + length > listEnd) return 'invalid';
    if (type === 0) {
      const name = data.subarray(offset, offset + length).toString('latin1');
      // RFC 6066: an ASCII host name; anything else is not a name this firewall can decide on.
      return /^[A-Za-z0-9._-]{1,253}$/.test(name) ? name : 'invalid';
    }
    offset += length;
  }
  return undefined;
}

/** Scan the bytes received so far for a complete ClientHello and its server name. */
export function scanClientHello(bytes: Buffer): ClientHelloScan {
  const body = collectHandshake(bytes);
  if (body === 'more' || body === 'invalid') return { status: body };
  // client_version, random, then three length-prefixed lists before the extensions.
  let offset = 2 + 32;
  const skip = (lengthBytes: 1 | 2): boolean => {
    if (offset + lengthBytes > body.length) return false;
    const length = lengthBytes === 1 ? (body[offset] ?? 0) : body.readUInt16BE(offset);
    offset += lengthBytes + length;
    return offset <= body.length;
  };
  if (!skip(1) || !skip(2) || !skip(1)) return { status: 'invalid' };
  if (offset === body.length) return { status: 'done' };
  if (offset + 2 > body.length) return { status: 'invalid' };
  const end = offset + 2 + body.readUInt16BE(offset);
  if (end > body.length) return { status: 'invalid' };
  offset += 2;
  while (offset + 4 <= end) {
    const type = body.readUInt16BE(offset);
    const length = body.readUInt16BE(offset + 2);
    offset += 4;
    if (offset + length > end) return { status: 'invalid' };
    if (type === 0) {
      const name = readServerName(body.subarray(offset, offset + length));
      if (name === 'invalid') return { status: 'invalid' };
      return name === undefined ? { status: 'done' } : { status: 'done', serverName: name };
    }
    offset += length;
  }
  return { status: 'done' };
}
