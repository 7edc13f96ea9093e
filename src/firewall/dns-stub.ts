/**
 * The sandbox's DNS (spec/cloud-environment.md §5.2 point 1), over the relay: `DNS <n>\n` + n query bytes in,
 * `<n>\n` + n response bytes out, repeatable on one connection. Allowed names resolve to the sandbox end of the
 * relay, blocked names are NXDOMAIN and recorded.
 */
import type { Socket } from 'node:net';
import type { Decider } from './decision.js';
import { buildDnsResponse, ipv4Bytes, parseDnsQuery, QTYPE, RCODE } from './dns-message.js';
import type { DnsAnswer } from './dns-message.js';
import { collectHead, putBack } from './stream-head.js';

/** Where every allowed name points: the sandbox side of the relay. */
export const RELAY_ADDRESS = '127.1.0.1';

/** Queries larger than this are refused (real ones are a few dozen bytes). */
export const MAX_QUERY_BYTES = 4096;
const TTL_SECONDS = 60;

/** How long a relay connection may take to deliver a query, and may wait idle for the next one. */
export const DNS_LIMITS = { readTimeoutMs: 10_000, idleTimeoutMs: 30_000 };
const LOOPBACK_V6 = Buffer.from('00000000000000000000000000000001', 'hex');

/** Whether a name is the reverse-lookup name of a loopback address (asked by tools, never worth a record). */
function isLoopbackReverseName(name: string): boolean {
  return name.endsWith('.127.in-addr.arpa') || /^1(\.0){31}\.ip6\.arpa$/.test(name);
}

/** The response to one query, or undefined when the bytes are not a DNS message at all. */
export function answerDnsQuery(bytes: Buffer, decider: Decider): Buffer | undefined {
  const query = parseDnsQuery(bytes);
  if (!query) return undefined;
  if (query.opcode !== 0) return buildDnsResponse(query, RCODE.notImp);
  const question = query.question;
  if (!question) return buildDnsResponse(query, RCODE.formErr);
  if (question.name === '') return buildDnsResponse(query, RCODE.refused);
  if (isLoopbackReverseName(question.name)) return buildDnsResponse(query, RCODE.nxDomain);
  const verdict = decider.decideName(question.name);
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

/** Find a complete `\n`-terminated line; its length without the newline. */
export function findLine(bytes: Buffer): number | undefined {
  const index = bytes.indexOf(0x0a);
  return index < 0 ? undefined : index;
}

/** Parse `DNS <n>`; undefined for anything else or an impossible size. */
export function parseDnsHeader(line: string): number | undefined {
  const match = /^DNS (\d{1,5})$/.exec(line);
  const length = Number(match?.[1]);
  return match && length >= 12 && length <= MAX_QUERY_BYTES ? length : undefined;
}

/** Answer queries on a relay connection until it ends; the first header has been read already. */
export async function serveDns(socket: Socket, firstLength: number, decider: Decider): Promise<void> {
  let length = firstLength;
  for (;;) {
    const expected = length;
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
    const response = answerDnsQuery(body.buffer.subarray(0, expected), decider);
    if (!response) {
      socket.destroy();
      return;
    }
    socket.write(Buffer.concat([Buffer.from(`${response.length}\n`, 'ascii'), response]));
    const line = await collectHead(socket, { maxBytes: 16, timeoutMs: DNS_LIMITS.idleTimeoutMs }, findLine);
    if (!('value' in line)) {
      if (line.failure === 'closed' && line.buffer.length === 0) socket.end();
      else socket.destroy();
      return;
    }
    putBack(socket, line.buffer.subarray(line.value + 1));
    const next = parseDnsHeader(line.buffer.subarray(0, line.value).toString('latin1'));
    if (next === undefined) {
      socket.destroy();
      return;
    }
    length = next;
  }
}
