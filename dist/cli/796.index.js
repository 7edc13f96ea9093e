export const id = 796;
export const ids = [796,95];
export const modules = {

/***/ 7796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ startSandboxedSession),
  B: () => (/* binding */ withSandboxedSession)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/interrupt.ts
var interrupt = __webpack_require__(8476);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(1692);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/firewall/der.ts
/**
 * A minimal DER encoder (ITU-T X.690), enough to write X.509 certificates: only encoding, never parsing, so
 * no untrusted bytes pass through it.
 */
/** One TLV with a definite length. */
function encodeTlv(tag, content) {
    const length = content.length;
    let header;
    if (length < 0x80) {
        header = Buffer.from([tag, length]);
    }
    else {
        const bytes = [];
        for (let rest = length; rest > 0; rest = Math.floor(rest / 256))
            bytes.unshift(rest & 0xff);
        header = Buffer.from([tag, 0x80 | bytes.length, ...bytes]);
    }
    return Buffer.concat([header, content]);
}
/** SEQUENCE of the given encodings. */
function derSequence(...items) {
    return encodeTlv(0x30, Buffer.concat(items));
}
/** SET of the given encodings (callers pass one item, so no sorting is needed). */
function derSet(...items) {
    return encodeTlv(0x31, Buffer.concat(items));
}
/** INTEGER from unsigned big-endian bytes (a 0x00 is prefixed when the top bit is set). */
function derUnsignedInteger(bytes) {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0)
        start += 1;
    const trimmed = bytes.subarray(start);
    const content = (trimmed[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed;
    return encodeTlv(0x02, content.length === 0 ? Buffer.from([0]) : content);
}
/** A small non-negative INTEGER. */
function derSmallInteger(value) {
    return derUnsignedInteger(Buffer.from([value & 0xff]));
}
/** OBJECT IDENTIFIER from its dotted form. */
function derOid(dotted) {
    const arcs = dotted.split('.').map(Number);
    const bytes = [40 * (arcs[0] ?? 0) + (arcs[1] ?? 0)];
    for (const arc of arcs.slice(2)) {
        const chunk = [arc & 0x7f];
        for (let rest = Math.floor(arc / 128); rest > 0; rest = Math.floor(rest / 128)) {
            chunk.unshift(0x80 | (rest & 0x7f));
        }
        bytes.push(...chunk);
    }
    return encodeTlv(0x06, Buffer.from(bytes));
}
/** UTF8String. */
function derUtf8(text) {
    return encodeTlv(0x0c, Buffer.from(text, 'utf8'));
}
/** BOOLEAN TRUE (DER encodes TRUE as 0xFF). */
function derTrue() {
    return Buffer.from([0x01, 0x01, 0xff]);
}
/** BIT STRING with `unusedBits` trailing bits of the last byte unused. */
function derBitString(bytes, unusedBits = 0) {
    return encodeTlv(0x03, Buffer.concat([Buffer.from([unusedBits]), bytes]));
}
/** OCTET STRING. */
function derOctetString(bytes) {
    return encodeTlv(0x04, bytes);
}
/** UTCTime before 2050, GeneralizedTime from then on (RFC 5280 §4.1.2.5). */
function derTime(date) {
    const iso = date.toISOString();
    const digits = iso.slice(0, 19).replace(/[-:T]/g, '');
    const year = date.getUTCFullYear();
    if (year < 2050)
        return encodeTlv(0x17, Buffer.from(`${digits.slice(2)}Z`, 'ascii'));
    return encodeTlv(0x18, Buffer.from(`${digits}Z`, 'ascii'));
}
/** A context-specific tag `[n]`: EXPLICIT (constructed) around an encoding, or IMPLICIT primitive around raw bytes. */
function derContext(n, content, constructed) {
    return encodeTlv((constructed ? 0xa0 : 0x80) | n, content);
}

// EXTERNAL MODULE: ./src/ip-version.ts
var ip_version = __webpack_require__(6271);
;// CONCATENATED MODULE: ./src/firewall/certificates.ts
/**
 * The per-run certificate authority for TLS interception (spec/cloud-environment.md §5.2 point 3): one ECDSA
 * P-256 CA per run, one leaf per intercepted host (cached), all valid for a week at most. The CA key never
 * leaves this process; the sandbox trusts only the certificate.
 */





const generateKeyPairAsync = (0,external_node_util_.promisify)(external_node_crypto_.generateKeyPair);
const OID = {
    ecdsaWithSha256: '1.2.840.10045.4.3.2',
    commonName: '2.5.4.3',
    organization: '2.5.4.10',
    subjectKeyIdentifier: '2.5.29.14',
    keyUsage: '2.5.29.15',
    subjectAltName: '2.5.29.17',
    basicConstraints: '2.5.29.19',
    authorityKeyIdentifier: '2.5.29.35',
    extKeyUsage: '2.5.29.37',
    serverAuth: '1.3.6.1.5.5.7.3.1',
};
const HOUR_MS = 3600_000;
const VALIDITY_MS = 7 * 24 * HOUR_MS;
const LEAF_CACHE_SIZE = 256;
function encodeName(commonName, organization) {
    const rdns = [derSet(derSequence(derOid(OID.commonName), derUtf8(commonName)))];
    if (organization)
        rdns.unshift(derSet(derSequence(derOid(OID.organization), derUtf8(organization))));
    return derSequence(...rdns);
}
function encodeExtension(oid, critical, value) {
    return derSequence(derOid(oid), ...(critical ? [derTrue()] : []), derOctetString(value));
}
/** RFC 5280 §4.2.1.2 method 1: SHA-1 of the subjectPublicKey bits (the SPKI tail after its fixed P-256 header). */
function keyIdentifier(publicKey) {
    const spki = publicKey.export({ type: 'spki', format: 'der' });
    // For P-256 the BIT STRING holds the last 65 bytes (uncompressed point).
    return (0,external_node_crypto_.createHash)('sha1')
        .update(spki.subarray(spki.length - 65))
        .digest();
}
function buildCertificate(fields, now) {
    const signatureAlgorithm = derSequence(derOid(OID.ecdsaWithSha256));
    const serial = (0,external_node_crypto_.randomBytes)(16);
    serial[0] = (serial[0] ?? 0) & 0x7f;
    const tbs = derSequence(derContext(0, derSmallInteger(2), true), derUnsignedInteger(serial), signatureAlgorithm, fields.issuer, derSequence(derTime(new Date(now - HOUR_MS)), derTime(new Date(now + VALIDITY_MS))), fields.subject, fields.publicKey.export({ type: 'spki', format: 'der' }), derContext(3, derSequence(...fields.extensions, encodeExtension(OID.subjectKeyIdentifier, false, derOctetString(keyIdentifier(fields.publicKey))), encodeExtension(OID.authorityKeyIdentifier, false, derSequence(derContext(0, fields.authorityKeyId, false)))), true));
    const signature = (0,external_node_crypto_.sign)('sha256', tbs, fields.signingKey);
    const der = derSequence(tbs, signatureAlgorithm, derBitString(signature));
    const base64 = der.toString('base64').replace(/.{64}/g, '$&\n');
    return `-----BEGIN CERTIFICATE-----\n${base64.trimEnd()}\n-----END CERTIFICATE-----\n`;
}
/** The subjectAltName entry of a host: dNSName, or iPAddress for a literal. */
function encodeAltName(host) {
    if ((0,ip_version/* ipVersion */.U)(host) === 4)
        return derContext(7, Buffer.from(host.split('.').map(Number)), false);
    if ((0,ip_version/* ipVersion */.U)(host) === 6) {
        const url = new URL(`http://[${host}]/`).hostname.slice(1, -1);
        const [head = '', tail = ''] = url.split('::');
        const headParts = head === '' ? [] : head.split(':');
        const tailParts = tail === '' ? [] : tail.split(':');
        const groups = url.includes('::')
            ? [...headParts, ...Array(8 - headParts.length - tailParts.length).fill('0'), ...tailParts]
            : headParts;
        const bytes = Buffer.alloc(16);
        groups.forEach((group, index) => bytes.writeUInt16BE(parseInt(group, 16), index * 2));
        return derContext(7, bytes, false);
    }
    return derContext(2, Buffer.from(host, 'ascii'), false);
}
let runAuthority;
/** The per-run CA: its certificate for the sandbox trust store, and leaf TLS contexts per host. */
class CertificateAuthority {
    ca;
    leafKey;
    caName;
    certPem;
    leaves = new Map();
    leafKeyPem;
    constructor(ca, leafKey, 
    /** The CA's subject, which every leaf names as its issuer byte for byte. */
    caName, 
    /** PEM of the CA certificate. */
    certPem) {
        this.ca = ca;
        this.leafKey = leafKey;
        this.caName = caName;
        this.certPem = certPem;
    }
    /**
     * The CA of this run (this process): made on first use and shared by every session's firewall, so a
     * session start costs no key generation and a host's leaf context is issued once a run.
     */
    static forRun() {
        runAuthority ??= CertificateAuthority.create();
        runAuthority.catch(() => (runAuthority = undefined));
        return runAuthority;
    }
    /** Generate a fresh CA (and the one leaf key all leaves of this run share). */
    static async create(now = Date.now()) {
        const ca = await generateKeyPairAsync('ec', { namedCurve: 'P-256' });
        const leafKey = await generateKeyPairAsync('ec', { namedCurve: 'P-256' });
        const name = encodeName(`hooksim egress CA ${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`, 'hooksim');
        const certPem = buildCertificate({
            subject: name,
            issuer: name,
            publicKey: ca.publicKey,
            signingKey: ca.privateKey,
            authorityKeyId: keyIdentifier(ca.publicKey),
            extensions: [
                encodeExtension(OID.basicConstraints, true, derSequence(derTrue(), derSmallInteger(0))),
                // digitalSignature, keyCertSign, cRLSign: bits 0, 5, 6 -> 1000 0110, one unused bit.
                encodeExtension(OID.keyUsage, true, derBitString(Buffer.from([0x86]), 1)),
            ],
        }, now);
        return new CertificateAuthority(ca, leafKey, name, certPem);
    }
    /** PEM of a leaf certificate for one host (a canonical host name or IP literal), signed by this CA. */
    issueLeafPem(host, now = Date.now()) {
        return buildCertificate({
            subject: encodeName(host),
            issuer: this.caName,
            publicKey: this.leafKey.publicKey,
            signingKey: this.ca.privateKey,
            authorityKeyId: keyIdentifier(this.ca.publicKey),
            extensions: [
                encodeExtension(OID.basicConstraints, true, derSequence()),
                // digitalSignature only: bit 0 -> 1000 0000, seven unused bits.
                encodeExtension(OID.keyUsage, true, derBitString(Buffer.from([0x80]), 7)),
                encodeExtension(OID.extKeyUsage, false, derSequence(derOid(OID.serverAuth))),
                encodeExtension(OID.subjectAltName, false, derSequence(encodeAltName(host))),
            ],
        }, now);
    }
    /** The TLS server context for a host, issued on first use and cached (least recently used dropped). */
    contextFor(host) {
        const cached = this.leaves.get(host);
        if (cached) {
            this.leaves.delete(host);
            this.leaves.set(host, cached);
            return cached;
        }
        const context = (0,external_node_tls_.createSecureContext)({
            key: (this.leafKeyPem ??= this.leafKey.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
            cert: this.issueLeafPem(host),
        });
        this.leaves.set(host, context);
        if (this.leaves.size > LEAF_CACHE_SIZE) {
            const oldest = this.leaves.keys().next().value;
            if (oldest !== undefined)
                this.leaves.delete(oldest);
        }
        return context;
    }
}

// EXTERNAL MODULE: ./src/firewall/decision.ts
var decision = __webpack_require__(6280);
;// CONCATENATED MODULE: ./src/firewall/dns-message.ts
/**
 * Just enough of the DNS wire format (RFC 1035) for the firewall's stub resolver: read the one question of a
 * query, answer it with an address, an empty NOERROR, or an error code. Every read is bounds-checked: the bytes
 * come from code under test.
 */
/** DNS response codes used here. */
const RCODE = { noError: 0, formErr: 1, servFail: 2, nxDomain: 3, notImp: 4, refused: 5 };
/** Query types used here. */
const QTYPE = { a: 1, aaaa: 28, ptr: 12 };
const HEADER_BYTES = 12;
const MAX_NAME_BYTES = 255;
/** Read a query; undefined when not even a header is there (nothing sensible can be answered). */
function parseDnsQuery(message) {
    if (message.length < HEADER_BYTES)
        return undefined;
    const flags = message.readUInt16BE(2);
    const query = {
        id: message.readUInt16BE(0),
        opcode: (flags >> 11) & 0x0f,
        recursionDesired: (flags & 0x0100) !== 0,
    };
    // A response (QR set) or anything but exactly one question is not a query this stub answers.
    if ((flags & 0x8000) !== 0 || message.readUInt16BE(4) !== 1)
        return query;
    const labels = [];
    let offset = HEADER_BYTES;
    let nameBytes = 0;
    for (;;) {
        const length = message[offset];
        if (length === undefined)
            return query;
        offset += 1;
        if (length === 0)
            break;
        // Compression pointers (and the reserved 01/10 label types) have no place in a question.
        if (length > 63)
            return query;
        nameBytes += length + 1;
        if (nameBytes > MAX_NAME_BYTES || offset + length > message.length)
            return query;
        labels.push(presentLabel(message.subarray(offset, offset + length)));
        offset += length;
    }
    if (offset + 4 > message.length)
        return query;
    query.question = {
        name: labels.join('.').toLowerCase(),
        type: message.readUInt16BE(offset),
        class: message.readUInt16BE(offset + 2),
    };
    query.questionBytes = Buffer.from(message.subarray(HEADER_BYTES, offset + 4));
    return query;
}
/** A label in presentation form: letters, digits, `-`, `_` and `*` as they are, everything else `\DDD`. */
function presentLabel(bytes) {
    let text = '';
    for (const byte of bytes) {
        const char = String.fromCharCode(byte);
        text += /[A-Za-z0-9_*-]/.test(char) ? char : `\\${byte.toString().padStart(3, '0')}`;
    }
    return text;
}
/** Build the response to a query: its question echoed, the rcode, and answers (which point at the question name). */
function buildDnsResponse(query, rcode, answers = []) {
    const question = query.questionBytes;
    const header = Buffer.alloc(HEADER_BYTES);
    header.writeUInt16BE(query.id, 0);
    const flags = 0x8000 | (query.opcode << 11) | (query.recursionDesired ? 0x0100 : 0) | 0x0080 | (rcode & 0x0f);
    header.writeUInt16BE(flags, 2);
    header.writeUInt16BE(question ? 1 : 0, 4);
    header.writeUInt16BE(question ? answers.length : 0, 6);
    if (!question)
        return header;
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
function ipv4Bytes(address) {
    return Buffer.from(address.split('.').map((part) => Number(part)));
}

// EXTERNAL MODULE: ./sandbox/egress-relay.cjs
var egress_relay = __webpack_require__(8504);
;// CONCATENATED MODULE: ./src/firewall/relay-header.ts
/**
 * The header line of a relay connection (sandbox/egress-relay.cjs): `TCP <address> <port>[ <command>]` or
 * `DNS <n>[ <command>]`, where `<command>` is the base64 (UTF-8) command line of the sandbox process that made
 * the connection or lookup (spec/cloud-environment.md §5.4). The relay runs in the sandbox, which hooks control,
 * so the command is untrusted text: decoded leniently, cleaned of control characters, capped.
 */


/** The longest command kept, in UTF-16 units (the relay cuts to the same); a longer one ends with `…`. */

/** The longest `<command>` field accepted (base64 of MAX_COMMAND_CHARS of UTF-8, with room). */
const MAX_COMMAND_FIELD = 4096;
/** The longest header line accepted, newline included. */
const MAX_HEADER_BYTES = MAX_COMMAND_FIELD + 128;
/** DNS queries outside this size are refused (real ones are a few dozen bytes; 12 is the DNS header). */
const DNS_QUERY_BYTES = { min: 12, max: 4096 };
const COMMAND_FIELD = `(?: ([A-Za-z0-9+/]{1,${MAX_COMMAND_FIELD}}={0,2}))?`;
const TCP_HEADER = new RegExp(`^TCP (\\S{1,64}) (\\d{1,5})${COMMAND_FIELD}$`);
const DNS_HEADER = new RegExp(`^DNS (\\d{1,5})${COMMAND_FIELD}$`);
/**
 * Where the header line ends (its length without the newline); -1 as soon as the bytes cannot be a header (so
 * garbage is dropped at once, not at the deadline); undefined while incomplete.
 */
function findHeaderEnd(bytes) {
    const prefix = bytes.subarray(0, 4).toString('latin1');
    if (!'TCP '.startsWith(prefix) && !'DNS '.startsWith(prefix))
        return -1;
    const index = bytes.indexOf(0x0a);
    return index < 0 ? undefined : index;
}
/** Parse a header line (without its newline); undefined for anything malformed or out of range. */
function parseRelayHeader(line) {
    const tcp = TCP_HEADER.exec(line);
    if (tcp) {
        const port = Number(tcp[2]);
        // The relay sends the address the client connected to: an IP. Anything else is forged (and could carry
        // control characters into the log).
        if (port < 1 || port > 65535 || (0,ip_version/* ipVersion */.U)(tcp[1] ?? '') === 0)
            return undefined;
        return withCommand({ kind: 'tcp', address: tcp[1] ?? '', port }, tcp[3]);
    }
    const dns = DNS_HEADER.exec(line);
    if (dns) {
        const length = Number(dns[1]);
        if (length < DNS_QUERY_BYTES.min || length > DNS_QUERY_BYTES.max)
            return undefined;
        return withCommand({ kind: 'dns', length }, dns[2]);
    }
    return undefined;
}
function withCommand(header, field) {
    const command = field === undefined ? undefined : decodeCommand(field);
    return command === undefined ? header : { ...header, command };
}
/** A `<command>` field as text fit for the log and the reports, or undefined when nothing printable is left. */
function decodeCommand(field) {
    return cleanCommand(Buffer.from(field, 'base64').toString('utf8'));
}
/**
 * Untrusted command text made safe to show on one line: control characters (C0, C1, DEL) and line or paragraph
 * separators become spaces, bidirectional overrides and invisible format characters go (they could make the text
 * read as something else), and the result is capped. Undefined when only blanks are left.
 */
function cleanCommand(text) {
    const clean = text
        .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')
        .replace(/[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF]/g, '');
    if (clean.trim() === '')
        return undefined;
    if (clean.length <= egress_relay.MAX_COMMAND_CHARS)
        return clean;
    return `${clean.slice(0, egress_relay.MAX_COMMAND_CHARS - 1).replace(/[\uD800-\uDBFF]$/, '')}…`;
}

// EXTERNAL MODULE: ./src/firewall/stream-head.ts
var stream_head = __webpack_require__(2597);
;// CONCATENATED MODULE: ./src/firewall/dns-stub.ts



/** Where every allowed name points: the sandbox side of the relay. */
const RELAY_ADDRESS = '127.1.0.1';
const TTL_SECONDS = 60;
/** How long a relay connection may take to deliver a query, and may wait idle for the next one. */
const DNS_LIMITS = { readTimeoutMs: 10_000, idleTimeoutMs: 30_000 };
const LOOPBACK_V6 = Buffer.from('00000000000000000000000000000001', 'hex');
/** Whether a name is the reverse-lookup name of a loopback address (asked by tools, never worth a record). */
function isLoopbackReverseName(name) {
    return name.endsWith('.127.in-addr.arpa') || /^1(\.0){31}\.ip6\.arpa$/.test(name);
}
/**
 * The response to one query, or undefined when the bytes are not a DNS message at all; `command` is the process
 * that asked, when the relay knows it.
 */
function answerDnsQuery(bytes, decider, command) {
    const query = parseDnsQuery(bytes);
    if (!query)
        return undefined;
    if (query.opcode !== 0)
        return buildDnsResponse(query, RCODE.notImp);
    const question = query.question;
    if (!question)
        return buildDnsResponse(query, RCODE.formErr);
    if (question.name === '')
        return buildDnsResponse(query, RCODE.refused);
    if (isLoopbackReverseName(question.name))
        return buildDnsResponse(query, RCODE.nxDomain);
    const verdict = decider.decideName(question.name, command);
    if (verdict === 'block')
        return buildDnsResponse(query, RCODE.nxDomain);
    const answers = [];
    if (question.class === 1 && question.type === QTYPE.a) {
        const address = verdict === 'loopback' ? '127.0.0.1' : RELAY_ADDRESS;
        answers.push({ type: QTYPE.a, data: ipv4Bytes(address), ttl: TTL_SECONDS });
    }
    else if (question.class === 1 && question.type === QTYPE.aaaa && verdict === 'loopback') {
        answers.push({ type: QTYPE.aaaa, data: LOOPBACK_V6, ttl: TTL_SECONDS });
    }
    return buildDnsResponse(query, RCODE.noError, answers);
}
/** Answer queries on a relay connection until it ends; the first header has been read already. */
async function serveDns(socket, first, decider) {
    let header = first;
    for (;;) {
        const expected = header.length;
        const body = await (0,stream_head/* collectHead */.hr)(socket, { maxBytes: expected, timeoutMs: DNS_LIMITS.readTimeoutMs }, (bytes) => (bytes.length >= expected ? true : undefined));
        if (!('value' in body)) {
            socket.destroy();
            return;
        }
        (0,stream_head/* putBack */.pK)(socket, body.buffer.subarray(expected));
        const response = answerDnsQuery(body.buffer.subarray(0, expected), decider, header.command);
        if (!response) {
            socket.destroy();
            return;
        }
        socket.write(Buffer.concat([Buffer.from(`${response.length}\n`, 'ascii'), response]));
        const line = await (0,stream_head/* collectHead */.hr)(socket, { maxBytes: MAX_HEADER_BYTES, timeoutMs: DNS_LIMITS.idleTimeoutMs }, findHeaderEnd);
        if (!('value' in line) || line.value < 0) {
            if ('failure' in line && line.failure === 'closed' && line.buffer.length === 0)
                socket.end();
            else
                socket.destroy();
            return;
        }
        (0,stream_head/* putBack */.pK)(socket, line.buffer.subarray(line.value + 1));
        const next = parseRelayHeader(line.buffer.subarray(0, line.value).toString('latin1'));
        if (next?.kind !== 'dns') {
            socket.destroy();
            return;
        }
        header = next;
    }
}

;// CONCATENATED MODULE: ./src/firewall/egress-log.ts
/** Distinct entries kept: a hook looping over random URLs must not grow memory without bound. */
const MAX_EGRESS_RECORDS = 10_000;
const MAX_NOTES = 1_000;
/** The egress log of one firewall, with the attribution of whatever runs now. */
class EgressLog {
    records = new Map();
    noteMap = new Map();
    current;
    /** Set who makes requests from now on (undefined: nobody known). */
    attribute(attribution) {
        this.current = attribution ? { ...attribution } : undefined;
    }
    /** Record one lookup or request under the current attribution. */
    record(event) {
        const entry = {
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
    note(note) {
        const key = `${note.code} ${note.url ?? ''}`;
        if (!this.noteMap.has(key) && this.noteMap.size < MAX_NOTES)
            this.noteMap.set(key, note);
    }
    /** Copies of the entries, in order of first occurrence. */
    entries() {
        return [...this.records.values()].map((record) => ({ ...record }));
    }
    /** Copies of the notes, in order of first occurrence. */
    notes() {
        return [...this.noteMap.values()].map((note) => ({ ...note }));
    }
}
/**
 * The hook run or tool running now, with the process's own command line over the tool's command string: the
 * process is what the spec names, the tool's string only what started it. A process outside any run (nothing
 * attributed) keeps its command.
 */
function pickAttribution(attribution, processCommand) {
    const picked = attribution ? { event: attribution.event } : {};
    if (attribution?.file !== undefined)
        picked.file = attribution.file;
    if (attribution?.index !== undefined)
        picked.index = attribution.index;
    if (attribution?.step !== undefined)
        picked.step = attribution.step;
    if (attribution?.tool !== undefined)
        picked.tool = attribution.tool;
    const command = processCommand ?? attribution?.command;
    if (command !== undefined)
        picked.command = command;
    return picked;
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ./src/firewall/rules.ts
var rules = __webpack_require__(6891);
;// CONCATENATED MODULE: ./src/firewall/mocks.ts
/**
 * `mocks.http` (spec/cloud-environment.md §5.7): canned answers keyed by URL prefix in the URL-rule grammar,
 * longest key wins. The firewall decides first; a mock only answers an allowed URL.
 */


/** A mock that cannot be used. */
class HttpMockError extends Error {
    key;
    code = 'invalid-http-mock';
    constructor(key, reason) {
        super(`Invalid mocks.http entry '${key}': ${reason}.`);
        this.key = key;
        this.name = 'HttpMockError';
    }
}
const MAX_DELAY_MS = 10 * 60_000;
function renderMock(key, spec) {
    const status = spec.status ?? 200;
    if (!Number.isInteger(status) || status < 100 || status > 599) {
        throw new HttpMockError(key, `status ${String(spec.status)} is not an HTTP status code`);
    }
    const delayMs = spec.delayMs ?? 0;
    if (!Number.isFinite(delayMs) || delayMs < 0 || delayMs > MAX_DELAY_MS) {
        throw new HttpMockError(key, `delayMs must be between 0 and ${MAX_DELAY_MS}`);
    }
    const headers = {};
    for (const [name, value] of Object.entries(spec.headers ?? {})) {
        try {
            (0,external_node_http_.validateHeaderName)(name);
            (0,external_node_http_.validateHeaderValue)(name, value);
        }
        catch {
            throw new HttpMockError(key, `header '${name}' is not a valid HTTP header`);
        }
        headers[name] = value;
    }
    const hasContentType = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
    let text = spec.body ?? '';
    if (spec.json !== undefined) {
        text = JSON.stringify(spec.json) ?? 'null';
        if (!hasContentType)
            headers['content-type'] = 'application/json';
    }
    return { status, headers, body: Buffer.from(text, 'utf8'), delayMs };
}
/** The mocks of one run. */
class MockTable {
    entries;
    hosts;
    /** Parse the keys and render the answers; throws HttpMockError. */
    constructor(mocks = {}) {
        this.entries = Object.entries(mocks).map(([key, spec]) => {
            let rule;
            try {
                rule = (0,rules/* parseAllowRule */.ju)(key);
            }
            catch (error) {
                throw new HttpMockError(key, error instanceof rules/* AllowRuleError */.Of ? 'the key is not a URL' : String(error));
            }
            if (rule.kind !== 'url')
                throw new HttpMockError(key, 'the key must be a URL with a scheme');
            return { key, rule, rendered: renderMock(key, spec) };
        });
        // Longest key first, so the first match is the one that wins.
        this.entries.sort((a, b) => b.key.length - a.key.length);
        this.hosts = new rules/* AllowList */.yd(this.entries.map((entry) => entry.rule));
    }
    /** The mock for a URL (longest matching key), if any. */
    find(target) {
        return this.entries.find((entry) => (0,rules/* matchesTarget */.Po)(entry.rule, target))?.rendered;
    }
    /** Whether some mock could answer a request to this host (so its TLS must be intercepted). */
    coversHost(host) {
        return this.hosts.accessTo(host) !== 'none';
    }
}
/** The HTTP hook runner's view of a mock; it sends the body at once (no delay). */
function toHttpMock(mock) {
    return {
        status: mock.status,
        headers: { ...mock.headers },
        body: mock.body.toString('utf8'),
        ...(mock.delayMs ? { delayMs: mock.delayMs } : {}),
    };
}

// EXTERNAL MODULE: ./src/firewall/proxy.ts + 3 modules
var firewall_proxy = __webpack_require__(5628);
// EXTERNAL MODULE: ./src/firewall/rule-sets.ts + 1 modules
var rule_sets = __webpack_require__(5198);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
// EXTERNAL MODULE: ./src/firewall/host-addresses.ts
var host_addresses = __webpack_require__(7613);
;// CONCATENATED MODULE: ./src/firewall/upstream.ts
/**
 * Where allowed traffic really goes: a `resolve` mapping (tests point names at local servers), else the real
 * host, resolved once and pinned. Without a mapping, this machine and its private network are refused
 * (`isHostProtectedAddress`): sandboxed code must not reach hooksim's host or its network through an allowed
 * name or IP that happens to lead there, whatever the allow-list or profile says.
 */







/** Why an upstream could not be used. */
class UpstreamError extends Error {
    code;
    constructor(code, message) {
        super(message);
        this.code = code;
        this.name = 'UpstreamError';
    }
}
const CONNECT_TIMEOUT_MS = 15_000;
function parseMapping(host, value) {
    const match = /^(\[[0-9A-Fa-f:.]+\]|[^:[\]]+):(\d{1,5})$/.exec(value.trim());
    const port = Number(match?.[2]);
    if (!match || port < 1 || port > 65535) {
        throw new UpstreamError('invalid-resolve', `Invalid resolve entry for '${host}': '${value}'. Expected host:port.`);
    }
    return { address: (match[1] ?? '').replace(/^\[(.*)\]$/, '$1'), port };
}
/** Resolves and connects upstreams for one run. */
class Upstream {
    lookup;
    mappings = new Map();
    httpAgent = new external_node_http_.Agent({ keepAlive: true, maxSockets: 32 });
    httpsAgent = new external_node_https_.Agent({ keepAlive: true, maxSockets: 32 });
    ca;
    /**
     * `resolve`: host name → `host:port`; `extraCaPem`: also trusted for upstream TLS (tests); `lookup`: name
     * resolution (default node:dns, all families; tests inject one).
     */
    constructor(resolve = {}, extraCaPem = [], lookup = host_addresses/* lookupAll */.Qi) {
        this.lookup = lookup;
        for (const [name, value] of Object.entries(resolve)) {
            const host = (0,rules/* normalizeHost */.cS)(name);
            if (host === undefined)
                throw new UpstreamError('invalid-resolve', `Invalid resolve host '${name}'.`);
            this.mappings.set(host, parseMapping(name, value));
        }
        if (extraCaPem.length > 0)
            this.ca = [...external_node_tls_.rootCertificates, ...extraCaPem];
    }
    /** Where a host and port really go; throws UpstreamError. */
    async destinationFor(name, port) {
        const host = (0,rules/* normalizeHost */.cS)(name) ?? name;
        const servername = (0,ip_version/* ipVersion */.U)(host) === 0 ? host : undefined;
        const mapped = this.mappings.get(host);
        if (mapped)
            return { address: mapped.address, port: mapped.port, servername };
        let addresses;
        if ((0,ip_version/* ipVersion */.U)(host) !== 0) {
            addresses = [host];
        }
        else {
            try {
                addresses = await this.lookup(host);
            }
            catch {
                throw new UpstreamError('dns-failure', `Could not resolve ${host}`);
            }
            if (addresses.length === 0)
                throw new UpstreamError('dns-failure', `Could not resolve ${host}`);
        }
        const address = addresses.find((candidate) => !(0,host_addresses/* isHostProtectedAddress */.bP)(candidate));
        if (address === undefined) {
            throw new UpstreamError('forbidden-address', `${host} ${servername === undefined ? 'is' : 'resolves to'} an address of hooksim's host or its private network; the firewall does not reach it`);
        }
        return { address, port, servername };
    }
    /** Open a TCP connection (for tunnels and other TCP); throws UpstreamError. */
    async connect(name, port) {
        const destination = await this.destinationFor(name, port);
        return new Promise((resolve, reject) => {
            const socket = (0,external_node_net_.connect)({ host: destination.address, port: destination.port });
            const fail = (error) => {
                socket.destroy();
                reject(new UpstreamError('connect-failed', `Could not connect to ${name}:${port}: ${error.message}`));
            };
            socket.setTimeout(CONNECT_TIMEOUT_MS, () => fail(new Error('timed out')));
            socket.once('error', fail);
            socket.once('connect', () => {
                socket.setTimeout(0);
                socket.removeListener('error', fail);
                socket.on('error', () => socket.destroy());
                resolve(socket);
            });
        });
    }
    /** Start verified TLS on a connected socket to a URL's host (WebSocket upgrades over https); throws UpstreamError. */
    secure(socket, url) {
        const host = (0,rules/* normalizeHost */.cS)(url.hostname) ?? url.hostname;
        return new Promise((resolve, reject) => {
            const secured = (0,external_node_tls_.connect)({
                socket,
                ...((0,ip_version/* ipVersion */.U)(host) === 0 ? { servername: host } : {}),
                ...(this.ca ? { ca: this.ca } : {}),
                ALPNProtocols: ['http/1.1'],
            });
            const fail = (error) => {
                secured.destroy();
                socket.destroy();
                reject(new UpstreamError('connect-failed', `TLS to ${host} failed: ${error.message}`));
            };
            secured.once('error', fail);
            secured.once('secureConnect', () => {
                secured.removeListener('error', fail);
                secured.on('error', () => secured.destroy());
                resolve(secured);
            });
        });
    }
    /** Options for an http(s).request to a URL's host (pinned address, SNI, pooled agent); throws UpstreamError. */
    async requestOptions(url) {
        const https = url.protocol === 'https:';
        const port = url.port === '' ? (https ? 443 : 80) : Number(url.port);
        const destination = await this.destinationFor(url.hostname.replace(/^\[(.*)\]$/, '$1'), port);
        return {
            host: destination.address,
            port: destination.port,
            agent: https ? this.httpsAgent : this.httpAgent,
            ...(https && destination.servername ? { servername: destination.servername } : {}),
            ...(https && this.ca ? { ca: this.ca } : {}),
        };
    }
    /** Drop pooled connections. */
    close() {
        this.httpAgent.destroy();
        this.httpsAgent.destroy();
    }
}

;// CONCATENATED MODULE: ./src/firewall/firewall.ts
/**
 * The egress firewall of one run (spec/cloud-environment.md §5): a Unix socket the in-sandbox agent relays
 * every DNS query and TCP connection to, the rule sets in force, mocks, the per-run CA, the egress log, and
 * the gate HTTP hooks (sent from hooksim's own process) pass through.
 */












/** Bounds on the relay itself. */
const RELAY_LIMITS = {
    maxConnections: 512,
    headerTimeoutMs: 10_000,
    /** No relayed connection lives longer than this, whatever it does. */
    maxLifetimeMs: 30 * 60_000,
};
/** The egress firewall of one run. */
class Firewall {
    socketPath;
    server;
    decider;
    log;
    proxy;
    upstream;
    ca;
    /** The runtime-side check for HTTP hooks (runtime-behaviour.md §12): records, then allows, blocks or mocks. */
    gate;
    connections = new Set();
    closed = false;
    constructor(
    /** The Unix socket the in-sandbox agent relays to (bind-mount it into the sandbox). */
    socketPath, server, decider, log, proxy, upstream, ca) {
        this.socketPath = socketPath;
        this.server = server;
        this.decider = decider;
        this.log = log;
        this.proxy = proxy;
        this.upstream = upstream;
        this.ca = ca;
        this.gate = { check: (url) => this.checkHookUrl(url) };
    }
    /** Build the rule sets, mocks and CA, and listen on the socket; throws on a bad rule, mock or mapping. */
    static async start(options) {
        const rules = rule_sets/* RuleSets */.mX.create(options);
        const mocks = new MockTable(options.mocks);
        const upstream = new Upstream(options.resolve, options.upstreamCaPem);
        const ca = await CertificateAuthority.forRun();
        const log = new EgressLog();
        const decider = new decision/* Decider */.nv(rules, mocks, log);
        const proxy = new firewall_proxy/* EgressProxy */.YY(decider, upstream, ca);
        const server = (0,external_node_net_.createServer)({ allowHalfOpen: true, pauseOnConnect: true });
        const firewall = new Firewall(options.socketPath, server, decider, log, proxy, upstream, ca);
        server.on('connection', (socket) => firewall.onRelay(socket));
        await new Promise((resolve, reject) => {
            server.once('error', reject);
            server.listen(options.socketPath, () => {
                server.removeListener('error', reject);
                resolve();
            });
        });
        try {
            // Only this user (and the sandbox, which runs as this user) may connect.
            await (0,promises_.chmod)(options.socketPath, 0o600);
        }
        catch (error) {
            server.close();
            throw error;
        }
        server.on('error', () => undefined);
        return firewall;
    }
    /** PEM of the per-run CA, for the sandbox trust store. */
    get caCertPem() {
        return this.ca.certPem;
    }
    /** Set who makes requests from now on (the dispatcher calls it around each hook run). */
    attribute(attribution) {
        this.log.attribute(attribution);
    }
    /**
     * The egress entries so far, deduplicated, in order of first occurrence. `command` is the process the relay
     * named (namespace driver), else an executed bash tool's command string, else absent.
     */
    egress() {
        return this.log.entries();
    }
    /** Messages for warning diagnostics (a mock the firewall blocks, a truncated egress log), once each. */
    notes() {
        return this.log.notes().map((note) => note.message);
    }
    /** The same notes with their codes (`mock-not-allow-listed`, `egress-truncated`) and URLs. */
    noteDetails() {
        return this.log.notes();
    }
    /** The DNS step of the rule sets in force, without recording. */
    allowsName(host) {
        return this.decider.rules.allowsName(host);
    }
    /** The HTTP step of the rule sets in force, without recording. */
    allowsUrl(url) {
        return this.decider.rules.allowsUrl(url);
    }
    /** Relayed connections plus the sockets the proxy holds for them (zero once clients have gone: leak checks). */
    openConnections() {
        return this.connections.size + this.proxy.openCount();
    }
    /** Stop listening, drop every relayed and upstream connection; safe to call twice. */
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        const closing = new Promise((resolve) => this.server.close(() => resolve()));
        for (const socket of this.connections)
            socket.destroy();
        this.connections.clear();
        this.proxy.close();
        this.upstream.close();
        await closing;
    }
    checkHookUrl(url) {
        const verdict = this.decider.decideUrl(url);
        if (verdict.action === 'block')
            return { allowed: false };
        if (verdict.action === 'mock')
            return { allowed: true, mock: toHttpMock(verdict.mock) };
        return { allowed: true };
    }
    onRelay(socket) {
        if (this.closed || this.connections.size >= RELAY_LIMITS.maxConnections) {
            socket.destroy();
            return;
        }
        this.connections.add(socket);
        const lifetime = setTimeout(() => socket.destroy(), RELAY_LIMITS.maxLifetimeMs);
        socket.on('error', () => socket.destroy());
        socket.once('close', () => {
            clearTimeout(lifetime);
            this.connections.delete(socket);
        });
        void this.dispatchRelay(socket).catch(() => socket.destroy());
    }
    /** Read the relay header (`TCP <address> <port>` or `DNS <n>`, each maybe with a command) and hand on. */
    async dispatchRelay(socket) {
        const head = await (0,stream_head/* collectHead */.hr)(socket, { maxBytes: MAX_HEADER_BYTES, timeoutMs: RELAY_LIMITS.headerTimeoutMs }, findHeaderEnd);
        if (!('value' in head) || head.value < 0) {
            socket.destroy();
            return;
        }
        (0,stream_head/* putBack */.pK)(socket, head.buffer.subarray(head.value + 1));
        const header = parseRelayHeader(head.buffer.subarray(0, head.value).toString('latin1'));
        if (header?.kind === 'tcp') {
            const { address, port, command } = header;
            await this.proxy.handleTcp(socket, { address, port, ...(command === undefined ? {} : { command }) });
            return;
        }
        if (header?.kind === 'dns') {
            await serveDns(socket, header, this.decider);
            return;
        }
        socket.destroy();
    }
}

// EXTERNAL MODULE: ./src/sandbox/index.ts + 3 modules
var src_sandbox = __webpack_require__(2121);
;// CONCATENATED MODULE: ./src/commands/sandboxed.ts
/** A firewall and a sandbox behind it, started together and always torn down together. */






/**
 * Begin starting a firewall and a sandbox now, so that a run can start the next scenario's session while
 * the current one's hooks run. Pass the result to withSandboxedSession, or call `teardown` if unused.
 */
function startSandboxedSession(options) {
    // Everything this session creates is reachable from the cleanup before the first await creates it, so an
    // interruption at any point removes it all (the cleanup waits for starts still under way).
    const making = (0,promises_.mkdtemp)(external_node_path_default().join((0,external_node_os_.tmpdir)(), 'hooksim-fw-'));
    let firewallStart;
    let sandboxStart;
    const teardown = (0,interrupt.guardCleanup)(async () => {
        const [runDir, firewall, sandbox] = await Promise.all([
            making.catch(() => undefined),
            firewallStart?.catch(() => undefined),
            sandboxStart?.catch(() => undefined),
        ]);
        // The run directory holds only the firewall's socket: it goes at once, not after a slow stop.
        await Promise.all([
            sandbox?.stop().catch(() => undefined),
            firewall?.close().catch(() => undefined),
            runDir === undefined ? undefined : (0,promises_.rm)(runDir, { recursive: true, force: true }),
        ]);
    });
    const ready = (async () => {
        (0,interrupt.throwIfInterrupted)();
        const runDir = await making;
        (0,interrupt.throwIfInterrupted)();
        firewallStart = Firewall.start({
            socketPath: external_node_path_default().join(runDir, 'egress.sock'),
            surface: options.profile.surface,
            allow: options.allow ?? [],
            recommended: options.recommended ?? true,
            mocks: options.httpMocks ?? {},
        });
        const firewall = await firewallStart;
        (0,interrupt.throwIfInterrupted)();
        sandboxStart = (0,src_sandbox/* startSandbox */.OT)(options.kind, {
            repo: external_node_path_default().resolve(options.repo),
            profile: options.profile,
            prompt: options.prompt,
            env: options.env ?? {},
            files: options.files ?? {},
            commandMocks: options.commandMocks ?? {},
            egressSocket: firewall.socketPath,
            caCertPem: firewall.caCertPem,
            ...(options.agentShell ? { agentShell: options.agentShell } : {}),
            ...(options.binds ? { binds: options.binds } : {}),
            ...(options.loopbackAddresses ? { loopbackAddresses: options.loopbackAddresses } : {}),
        });
        const sandbox = await sandboxStart;
        (0,interrupt.throwIfInterrupted)();
        return { sandbox, firewall };
    })();
    // A start nobody awaits yet must not count as an unhandled rejection; its user sees the error.
    ready.catch(() => undefined);
    return { ready, teardown };
}
/** Start a firewall and a sandbox (or take `use.started`), run `task`, then stop both whatever happened. */
async function withSandboxedSession(options, task, use = {}) {
    const start = use.started ?? startSandboxedSession(options);
    try {
        return await task(await start.ready);
    }
    finally {
        if (use.deferTeardown)
            use.deferTeardown(start.teardown());
        else
            await start.teardown();
    }
}


/***/ }),

/***/ 7613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qi: () => (/* binding */ lookupAll),
/* harmony export */   bP: () => (/* binding */ isHostProtectedAddress)
/* harmony export */ });
/* unused harmony export SPECIAL_PURPOSE_RANGES */
/* harmony import */ var node_dns_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1553);
/* harmony import */ var node_dns_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_dns_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _ip_version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6271);
/**
 * The addresses a connection that hooksim's own process makes for a hook (an HTTP hook's request, the
 * firewall's upstream for sandboxed tools) must never reach: this machine and its private network. Hook code
 * may come from a fork's pull request, so this list is not part of the simulated runtime and no profile,
 * scenario or agent environment switches it; only an operator's explicit flag does, at the caller.
 */




/**
 * Every row of the IANA IPv4 and IPv6 Special-Purpose Address Registries, then the blocks outside them that are
 * never a public destination either (test/fixtures/special-purpose holds the registries' rows). Rows that are
 * "globally reachable" in the registry (anycast relays, AS112, AMT, ORCHIDv2, DETs) are still `never`: none is a
 * service a hook needs, and several (Port Control, TURN) reach the runner's own network equipment.
 */
const SPECIAL_PURPOSE_RANGES = [
    // IPv4 registry
    { block: '0.0.0.0/8', name: '"This network"', reach: 'never' }, // 0.0.0.0 connects to this machine on Linux
    { block: '0.0.0.0/32', name: '"This host on this network"', reach: 'never' },
    { block: '10.0.0.0/8', name: 'Private-Use', reach: 'never' },
    { block: '100.64.0.0/10', name: 'Shared Address Space', reach: 'never' }, // CGNAT, also VPN overlays
    { block: '127.0.0.0/8', name: 'Loopback', reach: 'never' },
    { block: '169.254.0.0/16', name: 'Link Local', reach: 'never' }, // the 169.254.169.254 metadata service
    { block: '172.16.0.0/12', name: 'Private-Use', reach: 'never' },
    { block: '192.0.0.0/24', name: 'IETF Protocol Assignments', reach: 'never' },
    { block: '192.0.0.0/29', name: 'IPv4 Service Continuity Prefix', reach: 'never' },
    { block: '192.0.0.8/32', name: 'IPv4 dummy address', reach: 'never' },
    { block: '192.0.0.9/32', name: 'Port Control Protocol Anycast', reach: 'never' },
    { block: '192.0.0.10/32', name: 'Traversal Using Relays around NAT Anycast', reach: 'never' },
    { block: '192.0.0.170/32', name: 'NAT64/DNS64 Discovery', reach: 'never' },
    { block: '192.0.0.171/32', name: 'NAT64/DNS64 Discovery', reach: 'never' },
    { block: '192.0.2.0/24', name: 'Documentation (TEST-NET-1)', reach: 'never' },
    { block: '192.31.196.0/24', name: 'AS112-v4', reach: 'never' },
    { block: '192.52.193.0/24', name: 'AMT', reach: 'never' },
    { block: '192.88.99.0/24', name: 'Deprecated (6to4 Relay Anycast)', reach: 'never' },
    { block: '192.88.99.2/32', name: '6a44-relay anycast address', reach: 'never' },
    { block: '192.168.0.0/16', name: 'Private-Use', reach: 'never' },
    { block: '192.175.48.0/24', name: 'Direct Delegation AS112 Service', reach: 'never' },
    { block: '198.18.0.0/15', name: 'Benchmarking', reach: 'never' },
    { block: '198.51.100.0/24', name: 'Documentation (TEST-NET-2)', reach: 'never' },
    { block: '203.0.113.0/24', name: 'Documentation (TEST-NET-3)', reach: 'never' },
    { block: '240.0.0.0/4', name: 'Reserved', reach: 'never' },
    { block: '255.255.255.255/32', name: 'Limited Broadcast', reach: 'never' },
    // IPv6 registry
    { block: '::1/128', name: 'Loopback Address', reach: 'never' },
    { block: '::/128', name: 'Unspecified Address', reach: 'never' },
    {
        block: '::ffff:0:0/96',
        name: 'IPv4-mapped Address',
        reach: 'asEmbeddedIpv4',
        ipv4At: 12,
        why: 'how a dual-stack socket writes an IPv4 address: a connection to it is one to that IPv4 address',
    },
    {
        block: '64:ff9b::/96',
        name: 'IPv4-IPv6 Translat.',
        reach: 'asEmbeddedIpv4',
        ipv4At: 12,
        why: 'the well-known NAT64 prefix: on an IPv6-only network DNS64 answers public IPv4 hosts with it',
    },
    { block: '64:ff9b:1::/48', name: 'IPv4-IPv6 Translat.', reach: 'never' }, // local-use NAT64: a private network
    { block: '100::/64', name: 'Discard-Only Address Block', reach: 'never' },
    { block: '100:0:0:1::/64', name: 'Dummy IPv6 Prefix', reach: 'never' },
    { block: '2001::/23', name: 'IETF Protocol Assignments', reach: 'never' },
    { block: '2001::/32', name: 'TEREDO', reach: 'never' }, // a tunnel to a client behind some NAT
    { block: '2001:1::1/128', name: 'Port Control Protocol Anycast', reach: 'never' },
    { block: '2001:1::2/128', name: 'Traversal Using Relays around NAT Anycast', reach: 'never' },
    { block: '2001:1::3/128', name: 'DNS-SD Service Registration Protocol Anycast', reach: 'never' },
    { block: '2001:2::/48', name: 'Benchmarking', reach: 'never' },
    { block: '2001:3::/32', name: 'AMT', reach: 'never' },
    { block: '2001:4:112::/48', name: 'AS112-v6', reach: 'never' },
    { block: '2001:10::/28', name: 'Deprecated (previously ORCHID)', reach: 'never' },
    { block: '2001:20::/28', name: 'ORCHIDv2', reach: 'never' },
    { block: '2001:30::/28', name: 'Drone Remote ID Protocol Entity Tags (DETs) Prefix', reach: 'never' },
    { block: '2001:db8::/32', name: 'Documentation', reach: 'never' },
    {
        block: '2002::/16',
        name: '6to4',
        reach: 'asEmbeddedIpv4',
        ipv4At: 2,
        why: "a public host's 6to4 address: the relay delivers to the IPv4 address in bytes 2-5, which decides",
    },
    { block: '2620:4f:8000::/48', name: 'Direct Delegation AS112 Service', reach: 'never' },
    { block: '3fff::/20', name: 'Documentation', reach: 'never' },
    { block: '5f00::/16', name: 'Segment Routing (SRv6) SIDs', reach: 'never' },
    { block: 'fc00::/7', name: 'Unique-Local', reach: 'never' },
    { block: 'fe80::/10', name: 'Link-Local Unicast', reach: 'never' },
    // Outside the registries
    { block: '224.0.0.0/4', name: 'Multicast', reach: 'never' },
    // ::/96 also holds the deprecated IPv4-compatible forms (::127.0.0.1).
    { block: '::/96', name: 'IPv4-compatible Address (deprecated)', reach: 'never' },
    // SIIT's translated form (RFC 2765): no host has one; ::ffff:0:7f00:1 is loopback to a translator.
    { block: '::ffff:0:0:0/96', name: 'IPv4-translated Address', reach: 'never' },
    { block: 'fec0::/10', name: 'Site-Local Unicast (deprecated)', reach: 'never' },
    { block: 'ff00::/8', name: 'Multicast', reach: 'never' },
];
/** Single addresses that are not special-purpose but are never a hook's destination either. */
const PROTECTED_HOSTS = [
    // GitHub-hosted runners are Azure VMs: this is the runner's own wire server, not a service for hooks.
    ['168.63.129.16', 'ipv4'],
];
function familyOf(network) {
    return network.includes(':') ? 'ipv6' : 'ipv4';
}
const FIXED = new node_net__WEBPACK_IMPORTED_MODULE_1__.BlockList();
const EMBEDDING = [];
for (const range of SPECIAL_PURPOSE_RANGES) {
    const [network = '', bits = ''] = range.block.split('/');
    // Never into the BlockList: an IPv6 rule over ::ffff:0:0/96 would match every IPv4 address.
    if (range.reach === 'asEmbeddedIpv4')
        EMBEDDING.push({ network: ipv6Bytes(network), prefix: Number(bits), ipv4At: range.ipv4At ?? 12 });
    else
        FIXED.addSubnet(network, Number(bits), familyOf(network));
}
for (const [address, family] of PROTECTED_HOSTS)
    FIXED.addAddress(address, family);
/** How long a read of this machine's interfaces is reused: short, because interfaces come and go. */
const INTERFACES_TTL_MS = 1000;
let interfacesCache;
/** This machine's interface addresses and the subnets they are attached to (its own link). */
function readInterfaceList() {
    const now = Date.now();
    if (interfacesCache && now - interfacesCache.readAt < INTERFACES_TTL_MS)
        return interfacesCache.list;
    const list = new node_net__WEBPACK_IMPORTED_MODULE_1__.BlockList();
    for (const addresses of Object.values((0,node_os__WEBPACK_IMPORTED_MODULE_2__.networkInterfaces)())) {
        for (const info of addresses ?? []) {
            const family = info.family === 'IPv6' ? 'ipv6' : 'ipv4';
            const address = stripZone(info.address);
            if ((0,_ip_version_js__WEBPACK_IMPORTED_MODULE_3__/* .ipVersion */ .U)(address) === 0)
                continue;
            list.addAddress(address, family);
            // Neighbours on this machine's own link are its private network too; a bogus /0 netmask is not.
            const prefix = Number(info.cidr?.split('/')[1]);
            if (Number.isInteger(prefix) && prefix >= (family === 'ipv4' ? 8 : 32)) {
                list.addSubnet(address, prefix, family);
            }
        }
    }
    interfacesCache = { readAt: now, list };
    return list;
}
function stripZone(address) {
    const bare = address.replace(/^\[(.*)\]$/, '$1');
    const zone = bare.indexOf('%');
    return zone === -1 ? bare : bare.slice(0, zone);
}
/** The 16 bytes of a valid IPv6 address (with or without an embedded dotted quad). */
function ipv6Bytes(address) {
    let text = address;
    const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
    if (dotted) {
        const [a, b, c, d] = dotted.slice(1).map(Number);
        text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
    }
    const [head = '', tail] = text.split('::');
    const groups = (part) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
    const front = groups(head);
    const back = tail === undefined ? [] : groups(tail);
    const words = [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
    return words.flatMap((word) => [word >> 8, word & 0xff]);
}
/** Whether the first `prefix` bits of two addresses' bytes are equal. */
function samePrefix(a, b, prefix) {
    for (let bit = 0; bit < prefix; bit++) {
        const mask = 0x80 >> (bit % 8);
        if (((a[bit >> 3] ?? 0) & mask) !== ((b[bit >> 3] ?? 0) & mask))
            return false;
    }
    return true;
}
/** The IPv4 address an IPv6 address of an `asEmbeddedIpv4` block leads to (mapped, NAT64, 6to4). */
function embeddedIpv4(address) {
    const bytes = ipv6Bytes(address);
    const carrier = EMBEDDING.find((range) => samePrefix(bytes, range.network, range.prefix));
    return carrier && bytes.slice(carrier.ipv4At, carrier.ipv4At + 4).join('.');
}
/**
 * Whether an address is out of a hook's reach: every special-purpose block (SPECIAL_PURPOSE_RANGES; the
 * IPv4-mapped, NAT64 and 6to4 forms as the IPv4 address they carry), the Azure wire server, and any address or
 * attached subnet of this machine's interfaces.
 * Anything that is not an IP address is refused too: callers resolve names first.
 */
function isHostProtectedAddress(address) {
    const bare = stripZone(address.trim());
    const version = (0,_ip_version_js__WEBPACK_IMPORTED_MODULE_3__/* .ipVersion */ .U)(bare);
    if (version === 0)
        return true;
    const family = version === 6 ? 'ipv6' : 'ipv4';
    // BlockList checks ::ffff:a.b.c.d against the IPv4 ranges too (test/host-addresses.test.ts holds it to that).
    if (FIXED.check(bare, family) || readInterfaceList().check(bare, family))
        return true;
    if (family === 'ipv4')
        return false;
    const inner = embeddedIpv4(bare);
    return inner !== undefined && isHostProtectedAddress(inner);
}
/** Every address of a host name, in the resolver's order (node:dns, both families). */
async function lookupAll(hostname) {
    return (await (0,node_dns_promises__WEBPACK_IMPORTED_MODULE_0__.lookup)(hostname, { all: true, verbatim: true })).map((found) => found.address);
}


/***/ }),

/***/ 8476:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   InterruptedError: () => (/* binding */ InterruptedError),
/* harmony export */   guardCleanup: () => (/* binding */ guardCleanup),
/* harmony export */   installInterruptHandlers: () => (/* binding */ installInterruptHandlers),
/* harmony export */   throwIfInterrupted: () => (/* binding */ throwIfInterrupted)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Cleanup when the CLI is interrupted: Ctrl-C, SIGTERM from a CI runner cancelling the job, or a closed pipe
 * (`hooksim run | head`). Without it the process dies before its `finally` blocks run, leaving sandbox and
 * firewall directories in /tmp; with it, every registered cleanup runs (for a few seconds at most), no new
 * sandbox starts, and the process exits quietly, without a stack trace.
 */

let interruptedBy;
/** Give up on cleanups that hang: an interrupted user wants the prompt back. */
const CLEANUP_LIMIT_MS = 10_000;
/** Raised by code that would start new work after an interruption. */
class InterruptedError extends Error {
    code = 'interrupted';
    constructor(reason) {
        super(`interrupted (${reason})`);
        this.name = 'InterruptedError';
    }
}
/** Throw InterruptedError once the process is being interrupted: start nothing new. */
function throwIfInterrupted() {
    if (interruptedBy !== undefined)
        throw new InterruptedError(interruptedBy);
}
/** Cleanups not started yet, by the function that starts them once. */
const pending = new Set();
/** Cleanups running now, whoever started them: an interrupted process waits for these too. */
const running = new Set();
/**
 * Register `cleanup` and return the function that runs it, once: the caller runs it when done (in `finally`),
 * or an interruption runs it first. Register before the first `await` that creates anything to clean.
 */
function guardCleanup(cleanup) {
    let started;
    const run = () => {
        if (started === undefined) {
            pending.delete(run);
            const work = cleanup().catch(() => undefined);
            started = work.then(() => {
                running.delete(work);
            });
            running.add(work);
        }
        return started;
    };
    pending.add(run);
    return run;
}
/** Run every registered cleanup, those registered meanwhile and those already running, until time is up. */
async function runCleanups() {
    const deadline = (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(CLEANUP_LIMIT_MS, undefined, { ref: false });
    const done = (async () => {
        while (pending.size > 0 || running.size > 0) {
            for (const run of [...pending])
                void run();
            await Promise.allSettled([...running]);
        }
    })();
    await Promise.race([done, deadline]);
}
/** Install the handlers for the CLI process: signals exit 128+N, a closed stdout exits with the status so far. */
function installInterruptHandlers() {
    const exitAfterCleanup = (reason, status) => {
        if (interruptedBy !== undefined)
            return;
        interruptedBy = reason;
        void runCleanups().finally(() => process.exit(status));
    };
    const signals = [
        ['SIGINT', 2],
        ['SIGTERM', 15],
        ['SIGHUP', 1],
    ];
    for (const [signal, number] of signals)
        process.on(signal, () => exitAfterCleanup(signal, 128 + number));
    for (const stream of [process.stdout, process.stderr]) {
        stream.on('error', (error) => {
            const status = typeof process.exitCode === 'number' ? process.exitCode : 0;
            exitAfterCleanup(error.code ?? 'output error', error.code === 'EPIPE' ? status : 2);
        });
    }
}


/***/ })

};
