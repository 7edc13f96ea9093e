/**
 * The sandbox's DNS (spec/cloud-environment.md §5.2 point 1), over the relay: `DNS <n>[ <command>]\n` + n query
 * bytes in, `<n>\n` + n response bytes out, repeatable on one connection. Allowed names resolve to the sandbox
 * end of the relay, blocked names are NXDOMAIN and recorded, with the command line of the process that asked.
 */
import type { Socket } from 'node:net';
import type { Decider } from './decision.js';
import { buildDnsResponse, ipv4Bytes, parseDnsQuery, QTYPE, RCODE } from './dns-message.js';
import type { DnsAnswer } from './dns-message.js';
import { findHeaderEnd, MAX_HEADER_BYTES, parseRelayHeader } from './relay-header.js';
import { collectHead, putBack } from './stream-head.js';

/** Where every allowed name points: the sandbox side of the relay. */
export const RELAY_ADDRESS = '127.1.0.1';

const TTL_SECONDS = 60;

/** How long a relay connection may take to deliver a query, and may wait idle for the next one. */
export const DNS_LIMITS = { readTimeoutMs: 10_000, idleTimeoutMs: 30_000 };
const LOOPBACK_V6 = Buffer.from('00000000000000000000000000000001', 'hex');

/** Whether a name is the reverse-lookup name of a loopback address (asked by tools, never worth a record). */
function isLoopbackReverseName(name: string): boolean {
  return name.endsWith('.127.in-addr.arpa') || /^1(\.0){31}\.ip6\.arpa$/.test(name);
}

/**
 * The response to one query, or undefined when the bytes are not a DNS message at all; `command` is the process
 * that asked, when the relay knows it.
 */
export function answerDnsQuery(bytes: Buffer, decider: Decider, command?: string): Buffer | undefined {
  const query = parseDnsQuery(bytes);
  if (!query) return undefined;
  if (query.opcode !== 0) return buildDnsResponse(query, RCODE.notImp);
  const question = query.question;
  if (!question) return buildDnsResponse(query, RCODE.formErr);
  if (question.name === '') return buildDnsResponse(query, RCODE.refused);
  if (isLoopbackReverseName(question.name)) return buildDnsResponse(query, RCODE.nxDomain);
  const verdict = decider.decideName(question.name, command);
  if (verdict === 'block') return buildDnsResponse(query, RCODE.nxDomain);
  const answers: DnsAnswer[] = [];
  if (question.class === 1 && question.type === QTYPE.a) {
    const address = verdict === 'loopback' ? '127.0.0.1' : RELAY_ADDRESS;
    answers.push({ type: QTYPE.a, data: ipv4Bytes(address), ttl: TTL_SECONDS });
  } else if (question.class === 1 && question.type === QTYPE.aaaa && verdict === 'loopback') {
    answers.push({ type: QTYPE.aaaa, data: LOOPBACK_V6, ttl: TTL_SECONDS });
  }
  return buildDnsResponse(query, RCODE.noError, answers);
}

/** The header of one query on a relay connection: its size and who asked. */
export interface DnsQueryHeader {
  length: number;
  command?: string;
}

/** Answer queries on a relay connection until it ends; the first header has been read already. */
export async function serveDns(socket: Socket, first: DnsQueryHeader, decider: Decider): Promise<void> {
  let header = first;
  for (;;) {
    const expected = header.length;
    const body = await collectHead(
      socket,
      { maxBytes: expected, timeoutMs: DNS_LIMITS.readTimeoutMs },
      (bytes) => (bytes.length >= expected ? true : undefined),
    );
    if (!('value' in body)) {
      socket.destroy();
      return;
    }
    putBack(socket, body.buffer.subarray(expected));
    const response = answerDnsQuery(body.buffer.subarray(0, expected), decider, header.command);
    if (!response) {
      socket.destroy();
      return;
    }
    socket.write(Buffer.concat([Buffer.from(`${response.length}\n`, 'ascii'), response]));
    const line = await collectHead(
      socket,
      { maxBytes: MAX_HEADER_BYTES, timeoutMs: DNS_LIMITS.idleTimeoutMs },
      findHeaderEnd,
    );
    if (!('value' in line) || line.value < 0) {
      if ('failure' in line && line.failure === 'closed' && line.buffer.length === 0) socket.end();
      else socket.destroy();
      return;
    }
    putBack(socket, line.buffer.subarray(line.value + 1));
    const next = parseRelayHeader(line.buffer.subarray(0, line.value).toString('latin1'));
    if (next?.kind !== 'dns') {
      socket.destroy();
      return;
    }
    header = next;
  }
}
