/**
 * The header line of a relay connection (sandbox/egress-relay.cjs): `TCP <address> <port>[ <command>]` or
 * `DNS <n>[ <command>]`, where `<command>` is the base64 (UTF-8) command line of the sandbox process that made
 * the connection or lookup (spec/cloud-environment.md §5.4). The relay runs in the sandbox, which hooks control,
 * so the command is untrusted text: decoded leniently, cleaned of control characters, capped.
 */
import { MAX_COMMAND_CHARS } from '../../sandbox/egress-relay.cjs';
import { ipVersion } from '../ip-version.js';

/** The longest command kept, in UTF-16 units (the relay cuts to the same); a longer one ends with `…`. */
export { MAX_COMMAND_CHARS };
/** The relay listener that is the HTTP proxy (`HTTP_PROXY`); the others are transparent. */
export const PROXY_PORT = 3128;

/** The longest `<command>` field accepted (base64 of MAX_COMMAND_CHARS of UTF-8, with room). */
export const MAX_COMMAND_FIELD = 4096;
/** The longest header line accepted, newline included. */
export const MAX_HEADER_BYTES = MAX_COMMAND_FIELD + 128;

/** A parsed relay header. */
export type RelayHeader =
  | { kind: 'tcp'; address: string; port: number; command?: string }
  | { kind: 'dns'; length: number; command?: string };

/** DNS queries outside this size are refused (real ones are a few dozen bytes; 12 is the DNS header). */
export const DNS_QUERY_BYTES = { min: 12, max: 4096 };

const COMMAND_FIELD = `(?: ([A-Za-z0-9+/]{1,${MAX_COMMAND_FIELD}}={0,2}))?`;
const TCP_HEADER = new RegExp(`^TCP (\\S{1,64}) (\\d{1,5})${COMMAND_FIELD}$`);
const DNS_HEADER = new RegExp(`^DNS (\\d{1,5})${COMMAND_FIELD}$`);

/**
 * Where the header line ends (its length without the newline); -1 as soon as the bytes cannot be a header (so
 * garbage is dropped at once, not at the deadline); undefined while incomplete.
 */
export function findHeaderEnd(bytes: Buffer): number | undefined {
  const prefix = bytes.subarray(0, 4).toString('latin1');
  if (!'TCP '.startsWith(prefix) && !'DNS '.startsWith(prefix)) return -1;
  const index = bytes.indexOf(0x0a);
  return index < 0 ? undefined : index;
}

/** Parse a header line (without its newline); undefined for anything malformed or out of range. */
export function parseRelayHeader(line: string): RelayHeader | undefined {
  const tcp = TCP_HEADER.exec(line);
  if (tcp) {
    const port = Number(tcp[2]);
    // The relay sends the address the client connected to: an IP. Anything else is forged (and could carry
    // control characters into the log).
    if (port < 1 || port > 65535 || ipVersion(tcp[1] ?? '') === 0) return undefined;
    return withCommand({ kind: 'tcp', address: tcp[1] ?? '', port }, tcp[3]);
  }
  const dns = DNS_HEADER.exec(line);
  if (dns) {
    const length = Number(dns[1]);
    if (length < DNS_QUERY_BYTES.min || length > DNS_QUERY_BYTES.max) return undefined;
    return withCommand({ kind: 'dns', length }, dns[2]);
  }
  return undefined;
}

function withCommand<T extends RelayHeader>(header: T, field: string | undefined): T {
  const command = field === undefined ? undefined : decodeCommand(field);
  return command === undefined ? header : { ...header, command };
}

/** A `<command>` field as text fit for the log and the reports, or undefined when nothing printable is left. */
export function decodeCommand(field: string): string | undefined {
  return cleanCommand(Buffer.from(field, 'base64').toString('utf8'));
}

/**
 * Untrusted command text made safe to show on one line: control characters (C0, C1, DEL) and line or paragraph
 * separators become spaces, bidirectional overrides and invisible format characters go (they could make the text
 * read as something else), and the result is capped. Undefined when only blanks are left.
 */
export function cleanCommand(text: string): string | undefined {
  const clean = text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF]/g, '');
  if (clean.trim() === '') return undefined;
  if (clean.length <= MAX_COMMAND_CHARS) return clean;
  return `${clean.slice(0, MAX_COMMAND_CHARS - 1).replace(/[\uD800-\uDBFF]$/, '')}…`;
}
