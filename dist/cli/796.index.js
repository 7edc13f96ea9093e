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

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/socket-path.ts
var socket_path = __webpack_require__(6632);
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
            (0,external_node_fs_.chmodSync)(options.socketPath, 0o600);
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
// EXTERNAL MODULE: ./src/sandbox/cleanup.ts
var cleanup = __webpack_require__(9823);
;// CONCATENATED MODULE: ./src/commands/sandboxed.ts
/** A firewall and a sandbox behind it, started together and always torn down together. */







/**
 * Begin starting a firewall and a sandbox now, so that a run can start the next scenario's session while
 * the current one's hooks run. Pass the result to withSandboxedSession, or call `teardown` if unused.
 */
function startSandboxedSession(options) {
    // Everything this session creates is reachable from the cleanup before the first await creates it, so an
    // interruption at any point removes it all (the cleanup waits for starts still under way).
    const making = (async () => (0,external_node_fs_.mkdtempSync)(external_node_path_default().join((0,socket_path/* socketTempBase */.fW)('hooksim-fw-', 'egress.sock'), 'hooksim-fw-')))();
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
            runDir === undefined ? undefined : (0,cleanup/* removeOwnTree */.VR)(runDir),
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

/***/ 6280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C7: () => (/* binding */ connectionUrl),
/* harmony export */   nv: () => (/* binding */ Decider),
/* harmony export */   re: () => (/* binding */ hostForUrl)
/* harmony export */ });
/* unused harmony exports recordedUrl, tcpUrl */
/* harmony import */ var _rule_sets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5198);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6891);
/* harmony import */ var _ip_version_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6271);



/** A host as it appears in a URL: IPv6 literals in brackets. */
function hostForUrl(host) {
    return (0,_ip_version_js__WEBPACK_IMPORTED_MODULE_2__/* .ipVersion */ .U)(host) === 6 ? `[${host}]` : host;
}
/** The URL recorded for a URL: everything but the fragment (which is never sent). */
function recordedUrl(url) {
    return url.href.replace(/#.*$/, '');
}
/**
 * The URL recorded for a connection whose requests are not seen (a tunnel, a refused CONNECT or TLS):
 * `https://host/` on port 443, else `tcp://host:port` (the bytes could be anything).
 */
function connectionUrl(host, port) {
    return port === 443 ? `https://${hostForUrl(host)}/` : tcpUrl(host, port);
}
/** The URL recorded for other TCP (§5.2 point 4). */
function tcpUrl(host, port) {
    return `tcp://${hostForUrl(host)}:${port}`;
}
/**
 * The decisions of one run, with their records. `command` is the command line of the sandbox process that made
 * the lookup or connection, when the relay could name it (cloud-environment.md §5.4).
 */
class Decider {
    rules;
    mocks;
    log;
    constructor(rules, mocks, log) {
        this.rules = rules;
        this.mocks = mocks;
        this.log = log;
    }
    /** The DNS step: `loopback` and `allow` resolve, `block` is NXDOMAIN and recorded. */
    decideName(name, command) {
        if ((0,_rule_sets_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopbackName */ .xX)(name))
            return 'loopback';
        if (this.rules.allowsName(name))
            return 'allow';
        this.log.record({ host: name, kind: 'dns', allowed: false, command });
        return 'block';
    }
    /** The HTTP step for one request URL; the firewall decides before any mock. */
    decideUrl(url, command) {
        const target = (0,_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .toRequestTarget */ .UZ)(url);
        const href = recordedUrl(url);
        if (target === undefined) {
            this.log.record({ host: url.hostname, url: href, kind: 'http', allowed: false, command });
            return { action: 'block', url: href };
        }
        if ((0,_rule_sets_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopbackName */ .xX)(target.host))
            return { action: 'loopback' };
        const allowed = this.rules.allowsUrl(target);
        const mock = this.mocks.find(target);
        if (!allowed && mock) {
            this.log.note({
                code: 'mock-not-allow-listed',
                url: href,
                message: `The mock for ${href} never answers: the firewall blocks that URL. Add it to firewall.allow.`,
            });
        }
        this.log.record({
            host: target.host,
            url: href,
            kind: 'http',
            allowed,
            mocked: allowed && mock !== undefined,
            command,
        });
        if (!allowed)
            return { action: 'block', url: href };
        return mock ? { action: 'mock', mock } : { action: 'forward' };
    }
    /**
     * A connection to a known host whose bytes are opaque so far (CONNECT, TLS by SNI): tunnel it untouched when a
     * domain, wildcard or IP rule allows the host and no mock could answer it, inspect it when some rule or mock
     * names the host, block it otherwise. Tunnels and blocks are recorded here; inspected requests one by one.
     */
    decideConnection(name, port, command) {
        const host = (0,_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeHost */ .cS)(name) ?? name;
        if ((0,_rule_sets_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopbackName */ .xX)(host))
            return 'loopback';
        const access = this.rules.accessTo(host);
        if (this.mocks.coversHost(host))
            return 'intercept';
        if (access === 'opaque') {
            this.log.record({ host, url: connectionUrl(host, port), kind: 'http', allowed: true, command });
            return 'tunnel';
        }
        if (access === 'inspect')
            return 'intercept';
        this.log.record({ host, url: connectionUrl(host, port), kind: 'http', allowed: false, command });
        return 'block';
    }
    /** Other TCP to a known host: passed through when a domain, wildcard or IP rule allows the host (§5.2 point 4). */
    decideOtherTcp(name, port, command) {
        const host = (0,_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeHost */ .cS)(name) ?? name;
        const allowed = this.rules.accessTo(host) === 'opaque';
        this.log.record({ host, url: tcpUrl(host, port), kind: 'http', allowed, command });
        return allowed;
    }
    /** Other TCP whose host cannot be known (a transparent port, no HTTP, no SNI): refused and recorded. */
    refuseUnknownTcp(listenAddress, port, command) {
        this.log.record({
            host: listenAddress,
            url: tcpUrl(listenAddress, port),
            kind: 'http',
            allowed: false,
            command,
        });
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

/***/ 5628:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  YY: () => (/* binding */ EgressProxy),
  zk: () => (/* binding */ PROXY_PORT)
});

// UNUSED EXPORTS: PROXY_LIMITS

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(1692);
;// CONCATENATED MODULE: ./src/firewall/client-hello.ts
/**
 * Read the server name (SNI) from the first bytes of a TLS connection without terminating TLS, so a host
 * allowed as a whole can be tunnelled untouched. Bounds-checked throughout: the bytes come from code under test.
 */
const RECORD_HEADER = 5;
const HANDSHAKE = 0x16;
const CLIENT_HELLO = 0x01;
/** Real ClientHellos stay far below this, post-quantum key shares included. */
const MAX_CLIENT_HELLO_BYTES = 32 * 1024;
/** Join the handshake fragments of consecutive records; `more` until one whole handshake message is there. */
function collectHandshake(bytes) {
    const fragments = [];
    let collected = 0;
    let offset = 0;
    for (;;) {
        if (collected >= 4) {
            const joined = Buffer.concat(fragments);
            const length = joined.readUIntBE(1, 3);
            if (joined[0] !== CLIENT_HELLO || length > MAX_CLIENT_HELLO_BYTES)
                return 'invalid';
            if (joined.length >= 4 + length)
                return joined.subarray(4, 4 + length);
        }
        if (offset + RECORD_HEADER > bytes.length)
            return 'more';
        if (bytes[offset] !== HANDSHAKE || bytes[offset + 1] !== 0x03)
            return 'invalid';
        const length = bytes.readUInt16BE(offset + 3);
        if (length === 0 || length > 16384 + 2048)
            return 'invalid';
        if (offset + RECORD_HEADER + length > bytes.length)
            return 'more';
        fragments.push(bytes.subarray(offset + RECORD_HEADER, offset + RECORD_HEADER + length));
        collected += length;
        offset += RECORD_HEADER + length;
    }
}
/** Find the host_name entry of a server_name extension body. */
function readServerName(data) {
    if (data.length < 2)
        return 'invalid';
    const listEnd = 2 + data.readUInt16BE(0);
    if (listEnd > data.length)
        return 'invalid';
    let offset = 2;
    while (offset + 3 <= listEnd) {
        const type = data[offset];
        const length = data.readUInt16BE(offset + 1);
        offset += 3;
        if (offset + length > listEnd)
            return 'invalid';
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
function scanClientHello(bytes) {
    const body = collectHandshake(bytes);
    if (body === 'more' || body === 'invalid')
        return { status: body };
    // client_version, random, then three length-prefixed lists before the extensions.
    let offset = 2 + 32;
    const skip = (lengthBytes) => {
        if (offset + lengthBytes > body.length)
            return false;
        const length = lengthBytes === 1 ? (body[offset] ?? 0) : body.readUInt16BE(offset);
        offset += lengthBytes + length;
        return offset <= body.length;
    };
    if (!skip(1) || !skip(2) || !skip(1))
        return { status: 'invalid' };
    if (offset === body.length)
        return { status: 'done' };
    if (offset + 2 > body.length)
        return { status: 'invalid' };
    const end = offset + 2 + body.readUInt16BE(offset);
    if (end > body.length)
        return { status: 'invalid' };
    offset += 2;
    while (offset + 4 <= end) {
        const type = body.readUInt16BE(offset);
        const length = body.readUInt16BE(offset + 2);
        offset += 4;
        if (offset + length > end)
            return { status: 'invalid' };
        if (type === 0) {
            const name = readServerName(body.subarray(offset, offset + length));
            if (name === 'invalid')
                return { status: 'invalid' };
            return name === undefined ? { status: 'done' } : { status: 'done', serverName: name };
        }
        offset += length;
    }
    return { status: 'done' };
}

// EXTERNAL MODULE: ./src/firewall/decision.ts
var decision = __webpack_require__(6280);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
;// CONCATENATED MODULE: ./src/firewall/forward.ts
/**
 * Answer or forward one HTTP request the firewall has decided on: the 403 of a block, a mock, or the real
 * upstream with hop-by-hop headers dropped and the decided URL (not the raw request target) sent on.
 */


const HOP_BY_HOP = new Set([
    'connection',
    'keep-alive',
    'proxy-connection',
    'proxy-authenticate',
    'proxy-authorization',
    'te',
    'trailer',
    'transfer-encoding',
    'upgrade',
    'host',
]);
const UPSTREAM_IDLE_MS = 120_000;
/** The body of a blocked request's 403. */
function blockedBody(url) {
    return `Blocked by hooksim firewall: ${url}`;
}
/** Raw headers minus hop-by-hop ones (and those the Connection header names); `keep` survives for upgrades. */
function filterHeaders(raw, keep = []) {
    const named = new Set();
    for (let index = 0; index + 1 < raw.length; index += 2) {
        if (raw[index]?.toLowerCase() !== 'connection')
            continue;
        for (const token of (raw[index + 1] ?? '').split(','))
            named.add(token.trim().toLowerCase());
    }
    const out = [];
    for (let index = 0; index + 1 < raw.length; index += 2) {
        const name = raw[index] ?? '';
        const lower = name.toLowerCase();
        if (!keep.includes(lower) && (HOP_BY_HOP.has(lower) || named.has(lower)))
            continue;
        out.push(name, raw[index + 1] ?? '');
    }
    return out;
}
/** Answer with a plain-text status (403 of a block, 502 of an unreachable upstream, 4xx of a bad request). */
function sendText(res, status, text) {
    if (res.headersSent || res.destroyed) {
        res.destroy();
        return;
    }
    const body = Buffer.from(text, 'utf8');
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': body.length });
    res.end(body);
}
/** Answer from a mock, after its delay (unless the client has gone). */
function sendMock(res, mock) {
    const send = () => {
        if (res.destroyed || res.headersSent)
            return;
        res.writeHead(mock.status, { ...mock.headers, 'content-length': mock.body.length });
        res.end(mock.body);
    };
    if (mock.delayMs <= 0) {
        send();
        return;
    }
    const timer = setTimeout(send, mock.delayMs);
    res.once('close', () => clearTimeout(timer));
}
/** A whole raw HTTP response for a socket no longer owned by the HTTP server (CONNECT, upgrades). */
function rawResponse(status, headers, body) {
    const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    const lines = [`HTTP/1.1 ${status} ${external_node_http_.STATUS_CODES[status] ?? 'Unknown'}`];
    for (const [name, value] of Object.entries({
        ...headers,
        'content-length': String(bytes.length),
        connection: 'close',
    })) {
        lines.push(`${name}: ${value}`);
    }
    return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), bytes]);
}
/** Send a request on to its real destination and stream the answer back. */
async function forwardRequest(req, res, url, upstream) {
    let options;
    try {
        options = await upstream.requestOptions(url);
    }
    catch (error) {
        req.resume();
        sendText(res, 502, `hooksim firewall: ${error.message}`);
        return;
    }
    if (res.destroyed)
        return;
    res.on('error', () => res.destroy());
    const headers = filterHeaders(req.rawHeaders);
    headers.push('Host', url.host);
    const send = url.protocol === 'https:' ? external_node_https_.request : external_node_http_.request;
    const upstreamRequest = send({
        ...options,
        method: req.method,
        path: `${url.pathname}${url.search}`,
        headers,
    });
    upstreamRequest.setTimeout(UPSTREAM_IDLE_MS, () => upstreamRequest.destroy(new Error('upstream timed out')));
    upstreamRequest.on('response', (answer) => {
        answer.on('error', () => res.destroy());
        try {
            res.writeHead(answer.statusCode ?? 502, answer.statusMessage, filterHeaders(answer.rawHeaders));
        }
        catch {
            answer.destroy();
            sendText(res, 502, 'hooksim firewall: the upstream answer could not be relayed');
            return;
        }
        answer.pipe(res);
    });
    upstreamRequest.on('error', (error) => {
        if (res.headersSent)
            res.destroy();
        else
            sendText(res, 502, `hooksim firewall: upstream failed: ${error.message}`);
    });
    req.on('error', () => upstreamRequest.destroy());
    res.on('close', () => {
        if (!res.writableFinished)
            upstreamRequest.destroy();
    });
    req.pipe(upstreamRequest);
}
/** Join two sockets both ways; when either side goes, the other goes too. */
function spliceSockets(a, b, idleMs) {
    const destroyBoth = () => {
        a.destroy();
        b.destroy();
    };
    for (const side of [a, b]) {
        side.on('error', destroyBoth);
        side.on('close', destroyBoth);
        if ('setTimeout' in side && typeof side.setTimeout === 'function') {
            side.setTimeout(idleMs, destroyBoth);
        }
    }
    a.pipe(b);
    b.pipe(a);
}

// EXTERNAL MODULE: ./src/firewall/rules.ts
var rules = __webpack_require__(6891);
;// CONCATENATED MODULE: ./src/firewall/request-target.ts


/** The URL a request asks for (decided on and sent on), or the status that refuses it. */
function requestUrl(req, meta) {
    const target = req.url ?? '';
    if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(target)) {
        let url;
        try {
            url = new URL(target);
        }
        catch {
            return { status: 400, text: 'hooksim firewall: malformed request target' };
        }
        if (url.protocol !== 'http:' && url.protocol !== 'https:') {
            return { status: 400, text: 'hooksim firewall: only http and https are proxied' };
        }
        if (url.username !== '' || url.password !== '')
            url.username = url.password = '';
        if (meta.host !== undefined &&
            ((0,rules/* normalizeHost */.cS)(url.hostname) !== meta.host || url.protocol !== `${meta.scheme}:`)) {
            return { status: 421, text: 'hooksim firewall: request for another host on this connection' };
        }
        return url;
    }
    if (!target.startsWith('/'))
        return { status: 400, text: 'hooksim firewall: unsupported request target' };
    const hostHeader = parseHostHeader(req.headers.host);
    let host = meta.host;
    let port = meta.port;
    if (host === undefined) {
        if (hostHeader === undefined)
            return { status: 400, text: 'hooksim firewall: missing or malformed Host header' };
        host = hostHeader.host;
        if (!meta.transparent && hostHeader.port !== undefined)
            port = hostHeader.port;
    }
    else if (hostHeader !== undefined && hostHeader.host !== host) {
        return { status: 421, text: 'hooksim firewall: Host header names another host than this connection' };
    }
    try {
        return new URL(target, `${meta.scheme}://${(0,decision/* hostForUrl */.re)(host)}:${port}`);
    }
    catch {
        return { status: 400, text: 'hooksim firewall: malformed request target' };
    }
}
/** The host and port of a `Host` header, when it is a plain authority (no path, user or garbage). */
function parseHostHeader(value) {
    const match = /^(\[[0-9A-Fa-f:.]+\]|[^[\]:/@\s?#\\]+)(?::(\d{1,5}))?$/.exec(value?.trim() ?? '');
    if (!match)
        return undefined;
    const host = (0,rules/* normalizeHost */.cS)(match[1] ?? '');
    if (host === undefined)
        return undefined;
    const port = match[2] === undefined ? undefined : Number(match[2]);
    if (port !== undefined && (port < 1 || port > 65535))
        return undefined;
    return { host, port };
}

// EXTERNAL MODULE: ./src/firewall/stream-head.ts
var stream_head = __webpack_require__(2597);
;// CONCATENATED MODULE: ./src/firewall/proxy.ts
/**
 * The egress proxy behind the relay (spec/cloud-environment.md §5.2): one TCP connection from the sandbox at a
 * time is sniffed (TLS, HTTP or other), then tunnelled, intercepted, parsed by Node's HTTP server (never
 * listening: connections are handed to it), answered or refused. Every size and wait is bounded.
 */








/** The relay listener that is the HTTP proxy (`HTTP_PROXY`); the others are transparent. */
const PROXY_PORT = 3128;
/** Bounds on what the sandbox can make the firewall hold or wait for. */
const PROXY_LIMITS = {
    maxHeaderBytes: 32 * 1024,
    /** From hand-off (or the end of the last response) to a complete request head, TLS handshake included. */
    headTimeoutMs: 30_000,
    /** Server-first protocols send nothing: after this, the connection counts as other TCP. */
    sniffTimeoutMs: 5_000,
    tunnelIdleMs: 300_000,
};
/** The proxy engine of one firewall. */
class EgressProxy {
    decider;
    upstream;
    ca;
    server;
    metas = new WeakMap();
    headTimers = new WeakMap();
    open = new Set();
    constructor(decider, upstream, ca) {
        this.decider = decider;
        this.upstream = upstream;
        this.ca = ca;
        this.server = (0,external_node_http_.createServer)({ maxHeaderSize: PROXY_LIMITS.maxHeaderBytes, keepAliveTimeout: 5_000 });
        // A client that sends its request and half-closes (`printf ... | nc`) still gets the answer: node:http
        // reads this flag on every socket end (it is what `net.Server`'s allowHalfOpen is to plain sockets).
        this.server.httpAllowHalfOpen = true;
        // A throw inside a server listener would surface as an uncaught exception in hooksim itself.
        this.server.on('request', (req, res) => guard(req.socket, () => this.onRequest(req, res)));
        this.server.on('connect', (req, socket, head) => guard(socket, () => this.onConnect(req, socket, head)));
        this.server.on('upgrade', (req, socket, head) => guard(socket, () => this.onUpgrade(req, socket, head)));
        this.server.on('clientError', (error, socket) => this.onClientError(error, socket));
    }
    /** Serve one relayed TCP connection accepted on `listen` in the sandbox, made by `listen.command`. */
    async handleTcp(socket, listen) {
        const sniffed = await (0,stream_head/* collectHead */.hr)(socket, { maxBytes: 64, timeoutMs: PROXY_LIMITS.sniffTimeoutMs }, stream_head/* sniffProtocol */.$6);
        (0,stream_head/* putBack */.pK)(socket, sniffed.buffer);
        const kind = 'value' in sniffed ? sniffed.value : 'other';
        const port = listen.port === PROXY_PORT ? (kind === 'tls' ? 443 : 80) : listen.port;
        if (kind === 'tls')
            return this.handleTransparentTls(socket, listen, port);
        if (kind === 'http')
            return this.handOff(socket, { scheme: 'http', port, transparent: listen.port !== PROXY_PORT, listen });
        this.decider.refuseUnknownTcp(listen.address, listen.port, listen.command);
        socket.destroy();
    }
    /** How many sockets (TLS layers, upstreams) the proxy still holds. */
    openCount() {
        return this.open.size;
    }
    /** Destroy every connection still open. */
    close() {
        for (const socket of this.open)
            socket.destroy();
        this.open.clear();
    }
    track(socket) {
        // A socket that has already closed will never say so again: tracking it would leak.
        if (socket.closed || this.open.has(socket))
            return;
        this.open.add(socket);
        socket.once('close', () => {
            this.open.delete(socket);
            this.clearHeadTimer(socket);
        });
    }
    /** Give a connection to the HTTP server; it must deliver a request head within the deadline. */
    handOff(socket, meta) {
        this.track(socket);
        this.metas.set(socket, meta);
        this.armHeadTimer(socket);
        this.server.emit('connection', socket);
        // The server reads a net.Socket's handle directly; bytes put back by sniffing flow only once resumed.
        socket.resume();
    }
    armHeadTimer(socket) {
        this.clearHeadTimer(socket);
        if (socket.destroyed)
            return;
        this.headTimers.set(socket, setTimeout(() => socket.destroy(), PROXY_LIMITS.headTimeoutMs));
    }
    clearHeadTimer(socket) {
        clearTimeout(this.headTimers.get(socket));
        this.headTimers.delete(socket);
    }
    /** A TLS connection to a transparent port (or to the proxy port): the host is the SNI. */
    async handleTransparentTls(socket, listen, port) {
        const hello = await (0,stream_head/* collectHead */.hr)(socket, { maxBytes: MAX_CLIENT_HELLO_BYTES + 1024, timeoutMs: PROXY_LIMITS.headTimeoutMs }, (bytes) => {
            const scan = scanClientHello(bytes);
            return scan.status === 'more' ? undefined : scan;
        });
        (0,stream_head/* putBack */.pK)(socket, hello.buffer);
        const name = 'value' in hello && hello.value.status === 'done' ? hello.value.serverName : undefined;
        const host = name === undefined ? undefined : (0,rules/* normalizeHost */.cS)(name);
        if (host === undefined) {
            this.decider.refuseUnknownTcp(listen.address, listen.port, listen.command);
            socket.destroy();
            return;
        }
        await this.routeKnownHost(socket, host, port, listen, 'tls');
    }
    /** Tunnel, intercept or refuse a connection whose host is known (SNI or CONNECT). */
    async routeKnownHost(socket, host, port, listen, kind) {
        const verdict = this.decider.decideConnection(host, port, listen.command);
        if (verdict === 'tunnel') {
            await this.tunnel(socket, host, port, kind === 'connect');
            return;
        }
        if (verdict === 'block' || verdict === 'loopback') {
            // The sandbox's own loopback never comes here; the host's must not be reachable through it.
            if (kind === 'connect') {
                const body = verdict === 'block'
                    ? blockedBody((0,decision/* connectionUrl */.C7)(host, port))
                    : 'hooksim firewall: loopback is not routed';
                endWith(socket, rawResponse(verdict === 'block' ? 403 : 502, { 'content-type': 'text/plain; charset=utf-8' }, body));
            }
            else {
                socket.destroy();
            }
            return;
        }
        if (kind === 'connect') {
            socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
            await this.handleInsideConnect(socket, host, port, listen);
            return;
        }
        this.intercept(socket, host, port, listen);
    }
    /** After a CONNECT that must be inspected: TLS is intercepted, HTTP parsed, anything else is other TCP. */
    async handleInsideConnect(socket, host, port, listen) {
        const sniffed = await (0,stream_head/* collectHead */.hr)(socket, { maxBytes: 64, timeoutMs: PROXY_LIMITS.sniffTimeoutMs }, stream_head/* sniffProtocol */.$6);
        (0,stream_head/* putBack */.pK)(socket, sniffed.buffer);
        const kind = 'value' in sniffed ? sniffed.value : 'other';
        if (kind === 'tls')
            return this.intercept(socket, host, port, listen);
        if (kind === 'http')
            return this.handOff(socket, { scheme: 'http', host, port, transparent: false, listen });
        if (this.decider.decideOtherTcp(host, port, listen.command))
            await this.tunnel(socket, host, port, false);
        else
            socket.destroy();
    }
    /** Terminate TLS with a leaf for the host, then read the requests inside. */
    intercept(socket, host, port, listen) {
        this.track(socket);
        let tls;
        try {
            tls = new external_node_tls_.TLSSocket(socket, {
                isServer: true,
                secureContext: this.ca.contextFor(host),
                ALPNProtocols: ['http/1.1'],
            });
        }
        catch {
            socket.destroy();
            return;
        }
        tls.on('error', () => {
            tls.destroy();
            socket.destroy();
        });
        tls.once('close', () => socket.destroy());
        this.handOff(tls, { scheme: 'https', host, port, transparent: false, listen });
    }
    /** Pass bytes untouched to the real (or mapped) destination. */
    async tunnel(socket, host, port, answerConnect) {
        this.track(socket);
        socket.pause();
        let upstream;
        try {
            upstream = await this.upstream.connect(host, port);
        }
        catch (error) {
            if (answerConnect) {
                const body = `hooksim firewall: ${error.message}`;
                endWith(socket, rawResponse(502, { 'content-type': 'text/plain; charset=utf-8' }, body));
            }
            else {
                socket.destroy();
            }
            return;
        }
        if (socket.destroyed) {
            upstream.destroy();
            return;
        }
        this.track(upstream);
        if (answerConnect)
            socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        spliceSockets(socket, upstream, PROXY_LIMITS.tunnelIdleMs);
        socket.resume();
    }
    onRequest(req, res) {
        const socket = req.socket;
        const meta = this.metas.get(socket);
        this.clearHeadTimer(socket);
        res.once('finish', () => this.armHeadTimer(socket));
        if (!meta) {
            sendText(res, 500, 'hooksim firewall: unknown connection');
            return;
        }
        const url = requestUrl(req, meta);
        if (!(url instanceof URL)) {
            if (url.status === 400 &&
                meta.transparent &&
                meta.host === undefined &&
                req.headers.host === undefined) {
                this.decider.refuseUnknownTcp(meta.listen.address, meta.listen.port, meta.listen.command);
            }
            sendText(res, url.status, url.text);
            return;
        }
        const verdict = this.decider.decideUrl(url, meta.listen.command);
        if (verdict.action === 'block')
            sendText(res, 403, blockedBody(verdict.url));
        else if (verdict.action === 'loopback')
            sendText(res, 502, 'hooksim firewall: loopback is not routed');
        else if (verdict.action === 'mock')
            sendMock(res, verdict.mock);
        else
            void forwardRequest(req, res, url, this.upstream).catch(() => res.destroy());
    }
    onConnect(req, socket, head) {
        socket.pause();
        (0,stream_head/* putBack */.pK)(socket, head);
        this.clearHeadTimer(socket);
        const meta = this.metas.get(socket);
        const authority = /^(\[[0-9A-Fa-f:.]+\]|[^[\]:/@\s]+):(\d{1,5})$/.exec(req.url ?? '');
        const host = authority ? (0,rules/* normalizeHost */.cS)(authority[1] ?? '') : undefined;
        const port = Number(authority?.[2]);
        // A CONNECT inside an intercepted connection, or to nowhere, is not something a client does.
        if (!meta || meta.host !== undefined || host === undefined || port < 1 || port > 65535) {
            endWith(socket, rawResponse(400, {}, 'hooksim firewall: bad CONNECT'));
            return;
        }
        void this.routeKnownHost(socket, host, port, meta.listen, 'connect').catch(() => socket.destroy());
    }
    /** Upgrades (WebSocket): decided like any request, then spliced raw to the upstream. */
    onUpgrade(req, socket, head) {
        this.clearHeadTimer(socket);
        const meta = this.metas.get(socket);
        const url = meta ? requestUrl(req, meta) : { status: 500, text: 'unknown connection' };
        if (!(url instanceof URL)) {
            endWith(socket, rawResponse(url.status, {}, url.text));
            return;
        }
        const verdict = this.decider.decideUrl(url, meta?.listen.command);
        if (verdict.action === 'block') {
            endWith(socket, rawResponse(403, { 'content-type': 'text/plain; charset=utf-8' }, blockedBody(verdict.url)));
        }
        else if (verdict.action === 'loopback') {
            endWith(socket, rawResponse(502, {}, 'hooksim firewall: loopback is not routed'));
        }
        else if (verdict.action === 'mock') {
            endWith(socket, rawResponse(verdict.mock.status, verdict.mock.headers, verdict.mock.body));
        }
        else {
            socket.pause();
            (0,stream_head/* putBack */.pK)(socket, head);
            void this.forwardUpgrade(req, socket, url).catch(() => socket.destroy());
        }
    }
    async forwardUpgrade(req, socket, url) {
        const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
        let upstream;
        try {
            const plain = await this.upstream.connect(url.hostname.replace(/^\[(.*)\]$/, '$1'), port);
            upstream = url.protocol === 'https:' ? await this.upstream.secure(plain, url) : plain;
        }
        catch (error) {
            endWith(socket, rawResponse(502, {}, `hooksim firewall: ${error.message}`));
            return;
        }
        this.track(upstream);
        const headers = filterHeaders(req.rawHeaders, ['connection', 'upgrade']);
        const lines = [`${req.method ?? 'GET'} ${url.pathname}${url.search} HTTP/1.1`, `Host: ${url.host}`];
        for (let index = 0; index + 1 < headers.length; index += 2)
            lines.push(`${headers[index]}: ${headers[index + 1]}`);
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        spliceSockets(socket, upstream, PROXY_LIMITS.tunnelIdleMs);
        socket.resume();
    }
    onClientError(error, socket) {
        if (socket.writable && !socket._httpMessage) {
            const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
            endWith(socket, rawResponse(status, {}, external_node_http_.STATUS_CODES[status] ?? 'Bad Request'));
        }
        else {
            socket.destroy();
        }
    }
}
/** Run a handler; if it throws, drop the connection instead of the process. */
function guard(socket, handler) {
    try {
        handler();
    }
    catch {
        socket.destroy();
    }
}
/**
 * Send a last answer and half-close. What the client still sends is drained, not left unread (closing with
 * unread bytes resets the connection and can destroy the answer); the socket goes when the client closes, or
 * after a grace period.
 */
function endWith(socket, bytes) {
    const timer = setTimeout(() => socket.destroy(), 2_000);
    socket.once('close', () => clearTimeout(timer));
    socket.once('end', () => socket.destroy());
    socket.on('data', () => undefined);
    socket.end(bytes);
    socket.resume();
}


/***/ }),

/***/ 5198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mX: () => (/* binding */ RuleSets),
  xX: () => (/* binding */ isLoopbackName)
});

// UNUSED EXPORTS: ALLOWLIST_DATA, alwaysAllowedRules, recommendedRules

;// CONCATENATED MODULE: ./sandbox/recommended-allowlist.json
const recommended_allowlist_namespaceObject = /*#__PURE__*/JSON.parse('{"source":"https://docs.github.com/en/copilot/reference/copilot-allowlist-reference#copilot-cloud-agent-recommended-allowlist","retrieved":"2026-11","alwaysAllowed":["https://github.com/login/","https://github.com/copilot/","https://github.githubassets.com","https://avatars.githubusercontent.com","https://api.github.com/user","https://api.github.com/copilot_internal/","https://collector.github.com/","https://copilot-telemetry.githubusercontent.com/telemetry","https://default.exp-tas.com","https://copilot-proxy.githubusercontent.com","https://origin-tracker.githubusercontent.com","https://*.githubcopilot.com/","https://*.individual.githubcopilot.com","https://*.business.githubcopilot.com","https://*.enterprise.githubcopilot.com","https://github.com/","https://api.github.com/","https://uploads.github.com/"],"recommended":{"Azure Infrastructure: Metadata Service":["168.63.129.16"],"Certificate Authorities: DigiCert":["crl3.digicert.com","crl4.digicert.com","ocsp.digicert.com"],"Certificate Authorities: Symantec":["ts-crl.ws.symantec.com","ts-ocsp.ws.symantec.com","s.symcb.com","s.symcd.com"],"Certificate Authorities: GeoTrust":["crl.geotrust.com","ocsp.geotrust.com"],"Certificate Authorities: Thawte":["crl.thawte.com","ocsp.thawte.com"],"Certificate Authorities: VeriSign":["crl.verisign.com","ocsp.verisign.com"],"Certificate Authorities: GlobalSign":["crl.globalsign.com","ocsp.globalsign.com"],"Certificate Authorities: SSL.com":["crls.ssl.com","ocsp.ssl.com"],"Certificate Authorities: IdenTrust":["crl.identrust.com","ocsp.identrust.com"],"Certificate Authorities: Sectigo":["crl.sectigo.com","ocsp.sectigo.com"],"Certificate Authorities: UserTrust":["crl.usertrust.com","ocsp.usertrust.com"],"Container Registries: Docker":["172.18.0.1","ghcr.io","registry.hub.docker.com","*.docker.io","*.docker.com","production.cloudflare.docker.com","auth.docker.io","quay.io","mcr.microsoft.com","gcr.io","public.ecr.aws"],"GitHub: Content & API":["*.githubusercontent.com","raw.githubusercontent.com","objects.githubusercontent.com","lfs.github.com","github-cloud.githubusercontent.com","github-cloud.s3.amazonaws.com","codeload.github.com","scanning-api.github.com","api.mcp.github.com","uploads.github.com/copilot/chat/attachments/"],"GitHub: Actions Artifact Storage":["productionresultssa0.blob.core.windows.net","productionresultssa1.blob.core.windows.net","productionresultssa2.blob.core.windows.net","productionresultssa3.blob.core.windows.net","productionresultssa4.blob.core.windows.net","productionresultssa5.blob.core.windows.net","productionresultssa6.blob.core.windows.net","productionresultssa7.blob.core.windows.net","productionresultssa8.blob.core.windows.net","productionresultssa9.blob.core.windows.net","productionresultssa10.blob.core.windows.net","productionresultssa11.blob.core.windows.net","productionresultssa12.blob.core.windows.net","productionresultssa13.blob.core.windows.net","productionresultssa14.blob.core.windows.net","productionresultssa15.blob.core.windows.net","productionresultssa16.blob.core.windows.net","productionresultssa17.blob.core.windows.net","productionresultssa18.blob.core.windows.net","productionresultssa19.blob.core.windows.net"],"Programming Languages & Package Managers: C# / .NET":["nuget.org","dist.nuget.org","api.nuget.org","nuget.pkg.github.com","dotnet.microsoft.com","pkgs.dev.azure.com","builds.dotnet.microsoft.com","dotnetcli.blob.core.windows.net","nugetregistryv2prod.blob.core.windows.net","azuresearch-usnc.nuget.org","azuresearch-ussc.nuget.org","dc.services.visualstudio.com","dot.net","download.visualstudio.microsoft.com","dotnetcli.azureedge.net","ci.dot.net","www.microsoft.com","oneocsp.microsoft.com","www.microsoft.com/pkiops/crl/"],"Programming Languages & Package Managers: Dart":["pub.dev","pub.dartlang.org","storage.googleapis.com/pub-packages/","storage.googleapis.com/dart-archive/"],"Programming Languages & Package Managers: Go":["go.dev","golang.org","proxy.golang.org","sum.golang.org","pkg.go.dev","goproxy.io","storage.googleapis.com/proxy-golang-org-prod/"],"Programming Languages & Package Managers: Haskell":["haskell.org","*.hackage.haskell.org","get-ghcup.haskell.org","downloads.haskell.org"],"Programming Languages & Package Managers: Java":["www.java.com","jdk.java.net","api.adoptium.net","adoptium.net","search.maven.org","maven.apache.org","repo.maven.apache.org","repo1.maven.org","maven.pkg.github.com","maven-central.storage-download.googleapis.com","maven.google.com","maven.oracle.com","jcenter.bintray.com","oss.sonatype.org","repo.spring.io","gradle.org","services.gradle.org","plugins.gradle.org","plugins-artifacts.gradle.org","repo.grails.org","download.eclipse.org","download.oracle.com"],"Programming Languages & Package Managers: Node.js / JavaScript":["npmjs.org","npmjs.com","registry.npmjs.com","registry.npmjs.org","skimdb.npmjs.com","npm.pkg.github.com","api.npms.io","nodejs.org","yarnpkg.com","registry.yarnpkg.com","repo.yarnpkg.com","deb.nodesource.com","get.pnpm.io","bun.sh","deno.land","registry.bower.io","binaries.prisma.sh"],"Programming Languages & Package Managers: Perl":["cpan.org","www.cpan.org","metacpan.org","cpan.metacpan.org"],"Programming Languages & Package Managers: PHP":["repo.packagist.org","packagist.org","getcomposer.org"],"Programming Languages & Package Managers: Python":["pypi.python.org","pypi.org","pip.pypa.io","*.pythonhosted.org","files.pythonhosted.org","bootstrap.pypa.io","conda.binstar.org","conda.anaconda.org","binstar.org","anaconda.org","download.pytorch.org","repo.continuum.io","repo.anaconda.com"],"Programming Languages & Package Managers: Ruby":["rubygems.org","api.rubygems.org","rubygems.pkg.github.com","bundler.rubygems.org","gems.rubyforge.org","gems.rubyonrails.org","index.rubygems.org","cache.ruby-lang.org","*.rvm.io"],"Programming Languages & Package Managers: Rust":["crates.io","index.crates.io","static.crates.io","sh.rustup.rs","static.rust-lang.org"],"Programming Languages & Package Managers: Swift":["download.swift.org","swift.org","cocoapods.org","cdn.cocoapods.org"],"Infrastructure & Tools: HashiCorp":["releases.hashicorp.com","apt.releases.hashicorp.com","yum.releases.hashicorp.com","registry.terraform.io"],"Infrastructure & Tools: JSON Schema":["json-schema.org","json.schemastore.org"],"Infrastructure & Tools: Playwright":["playwright.download.prss.microsoft.com","cdn.playwright.dev","playwright.azureedge.net","playwright-akamai.azureedge.net","playwright-verizon.azureedge.net","storage.googleapis.com/chrome-for-testing-public"],"Linux Package Managers: Ubuntu":["archive.ubuntu.com","security.ubuntu.com","ppa.launchpad.net","keyserver.ubuntu.com","azure.archive.ubuntu.com","api.snapcraft.io"],"Linux Package Managers: Debian":["deb.debian.org","security.debian.org","keyring.debian.org","packages.debian.org","debian.map.fastlydns.net","apt.llvm.org"],"Linux Package Managers: Fedora":["dl.fedoraproject.org","mirrors.fedoraproject.org","download.fedoraproject.org"],"Linux Package Managers: CentOS":["mirror.centos.org","vault.centos.org"],"Linux Package Managers: Alpine":["dl-cdn.alpinelinux.org","pkg.alpinelinux.org"],"Linux Package Managers: Arch":["mirror.archlinux.org","archlinux.org"],"Linux Package Managers: SUSE":["download.opensuse.org"],"Linux Package Managers: Red Hat":["cdn.redhat.com"],"Linux Package Managers: Common Package Sources":["packagecloud.io","packages.cloud.google.com","packages.microsoft.com"],"Other":["dl.k8s.io","pkgs.k8s.io"]},"alwaysAllowedNote":"The first 15 are the Copilot service addresses of the allow-list reference; github.com, api.github.com and uploads.github.com are added because the agent itself pushes and calls the API through them (the firewall page says it always allows the hosts Copilot uses to interact with GitHub, without listing them)."}');
// EXTERNAL MODULE: ./src/firewall/rules.ts
var rules = __webpack_require__(6891);
// EXTERNAL MODULE: ./src/ip-version.ts
var ip_version = __webpack_require__(6271);
;// CONCATENATED MODULE: ./src/firewall/rule-sets.ts
/**
 * The rule sets in force (spec/cloud-environment.md §5.3): always-allowed + recommended + custom + loopback on
 * the `cloud` surface; everything allowed (and still recorded) on the `cli` surface (runtime-behaviour.md §1.1).
 */
// Imported, not read at run time, so the ncc bundles carry the data and no path has to be found.



/** The shipped data, as loaded. */
const ALLOWLIST_DATA = recommended_allowlist_namespaceObject;
/** The rules that cannot be turned off: the Copilot-service URLs. */
function alwaysAllowedRules() {
    return [...ALLOWLIST_DATA.alwaysAllowed];
}
/** The recommended rules, all groups flattened in file order. */
function recommendedRules() {
    return Object.values(ALLOWLIST_DATA.recommended).flat();
}
/** Whether a host is loopback: `localhost` and its subdomains, 127.0.0.0/8, ::1 (never filtered or recorded). */
function isLoopbackName(name) {
    const host = (0,rules/* normalizeHost */.cS)(name);
    if (host === undefined)
        return false;
    if (host === 'localhost' || host.endsWith('.localhost'))
        return true;
    if ((0,ip_version/* ipVersion */.U)(host) === 4)
        return host.startsWith('127.');
    return host === '::1';
}
/** The decisions of the rule sets in force. */
class RuleSets {
    surface;
    list;
    /** On the `cli` surface every lookup and request is allowed. */
    allowAll;
    constructor(surface, list) {
        this.surface = surface;
        this.list = list;
        this.allowAll = surface === 'cli';
    }
    /** Build the sets in force; throws AllowRuleError for a bad custom rule. */
    static create(options) {
        const texts = [
            ...alwaysAllowedRules(),
            ...(options.recommended === false ? [] : recommendedRules()),
            ...(options.allow ?? []),
        ];
        return new RuleSets(options.surface, rules/* AllowList */.yd.parse(texts));
    }
    /** The DNS step: loopback and named hosts resolve; under `cli` every name does. */
    allowsName(name) {
        return this.allowAll || isLoopbackName(name) || this.list.allowsName(name);
    }
    /** The HTTP step for a whole URL; loopback is always allowed. */
    allowsUrl(url) {
        if (this.allowAll)
            return true;
        const target = typeof url === 'object' && !(url instanceof URL) ? url : (0,rules/* toRequestTarget */.UZ)(url);
        if (target === undefined)
            return false;
        return isLoopbackName(target.host) || this.list.allowsUrl(target);
    }
    /** How a host may be reached; everything is `opaque` under `cli`. */
    accessTo(name) {
        return this.allowAll ? 'opaque' : this.list.accessTo(name);
    }
}


/***/ }),

/***/ 2597:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $6: () => (/* binding */ sniffProtocol),
/* harmony export */   hr: () => (/* binding */ collectHead),
/* harmony export */   pK: () => (/* binding */ putBack)
/* harmony export */ });
/**
 * Read until `decide(bytes)` returns a value, then pause the stream and hand back everything read. The caller
 * unshifts the part it did not consume. Never rejects.
 */
function collectHead(stream, limits, decide) {
    return new Promise((resolve) => {
        let buffer = Buffer.alloc(0);
        let settled = false;
        const finish = (result) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            stream.removeListener('data', onData);
            stream.removeListener('end', onClosed);
            stream.removeListener('close', onClosed);
            stream.removeListener('error', onClosed);
            stream.pause();
            resolve(result);
        };
        const onData = (chunk) => {
            buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
            const value = decide(buffer);
            if (value !== undefined)
                finish({ value, buffer });
            else if (buffer.length >= limits.maxBytes)
                finish({ failure: 'too-large', buffer });
        };
        const onClosed = () => finish({ failure: 'closed', buffer });
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
function putBack(stream, bytes) {
    if (bytes.length > 0)
        stream.unshift(bytes);
}
/**
 * Classify the first bytes: a TLS handshake record, an HTTP request line (an upper-case method token then a
 * space), or anything else. Undefined while the bytes are not yet enough to tell.
 */
function sniffProtocol(bytes) {
    const first = bytes[0];
    if (first === undefined)
        return undefined;
    if (first === 0x16)
        return 'tls';
    for (let index = 0; index < bytes.length; index += 1) {
        const byte = bytes[index] ?? 0;
        if (byte === 0x20)
            return index > 0 ? 'http' : 'other';
        const isMethodChar = (byte >= 0x41 && byte <= 0x5a) || byte === 0x2d || byte === 0x5f;
        if (!isMethodChar || index >= 20)
            return 'other';
    }
    return undefined;
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


/***/ }),

/***/ 2121:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HY: () => (/* binding */ chooseSandbox),
  OT: () => (/* binding */ startSandbox),
  bo: () => (/* binding */ warmSandbox)
});

// EXTERNAL MODULE: ./src/sandbox/cleanup.ts
var cleanup = __webpack_require__(9823);
// EXTERNAL MODULE: ./src/sandbox/namespace.ts + 6 modules
var namespace = __webpack_require__(9908);
// EXTERNAL MODULE: ./src/sandbox/launch-mode-cache.ts
var launch_mode_cache = __webpack_require__(9485);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./sandbox/egress-relay.cjs
var egress_relay = __webpack_require__(8504);
// EXTERNAL MODULE: ./src/firewall/proxy.ts + 3 modules
var proxy = __webpack_require__(5628);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/sandbox/environment.ts
var environment = __webpack_require__(4282);
// EXTERNAL MODULE: ./sandbox/exec-core.cjs
var exec_core = __webpack_require__(9662);
;// CONCATENATED MODULE: ./src/sandbox/host.ts
/**
 * The host driver: runs hook commands on this machine, each in its own process group, with the
 * runtime's timeout, kill and output-cap rules (spec/runtime-behaviour.md §4-§6). The process handling
 * itself lives in sandbox/exec-core.cjs, shared with the namespace sandbox's in-sandbox agent.
 */

/** Runs hooks as direct children of hooksim, on this machine. */
class HostHookHost {
    workspace;
    home;
    baseEnv;
    constructor(options) {
        this.workspace = options.workspace;
        this.home = options.home;
        this.baseEnv = { ...options.baseEnv };
    }
    /** Run one command to completion, timeout or spawn failure; never throws for the command's own failures. */
    exec(request) {
        return (0,exec_core.execCommand)(request);
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/sandbox/snapshot.ts
/**
 * File changes without overlays: a snapshot of a tree (type, mode, content hash, link target) taken after
 * seeding, compared with the tree at the end. Used by the process driver.
 */



async function describe(full) {
    const stats = await (0,promises_.lstat)(full).catch(() => undefined);
    if (!stats)
        return undefined;
    const mode = (stats.mode & 0o7777).toString(8);
    if (stats.isSymbolicLink())
        return `l:${await (0,promises_.readlink)(full)}`;
    if (stats.isFile())
        return `f:${mode}:${(0,external_node_crypto_.createHash)('sha1')
            .update(await (0,promises_.readFile)(full))
            .digest('hex')}`;
    if (stats.isDirectory())
        return `d:${mode}`;
    return `o:${mode}`;
}
/** Snapshot every file and symlink under `root`, keyed by path relative to it (directories are not listed). */
async function snapshotTree(root) {
    const snapshot = new Map();
    async function walk(dir, rel) {
        const entries = await (0,promises_.readdir)(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
            const childRel = rel ? `${rel}/${entry.name}` : entry.name;
            const full = external_node_path_default().join(dir, entry.name);
            if (entry.isDirectory()) {
                await walk(full, childRel);
                continue;
            }
            const state = await describe(full);
            if (state !== undefined)
                snapshot.set(childRel, state);
        }
    }
    await walk(root, '');
    return snapshot;
}
/** Created, modified and deleted relative paths between two snapshots, sorted. */
function diffSnapshots(before, after) {
    const created = [];
    const modified = [];
    const deleted = [];
    for (const [rel, state] of after) {
        const old = before.get(rel);
        if (old === undefined)
            created.push(rel);
        else if (old !== state)
            modified.push(rel);
    }
    for (const rel of before.keys())
        if (!after.has(rel))
            deleted.push(rel);
    return { created: created.sort(), modified: modified.sort(), deleted: deleted.sort() };
}

// EXTERNAL MODULE: ./src/sandbox/system-layers.ts
var system_layers = __webpack_require__(5025);
// EXTERNAL MODULE: ./src/sandbox/workspace.ts
var sandbox_workspace = __webpack_require__(3934);
;// CONCATENATED MODULE: ./src/sandbox/process.ts
/**
 * The `process` driver for machines without namespaces (macOS, locked-down containers): a temporary copy of
 * the workspace, a temporary HOME, the scrubbed environment, command stubs first on PATH, and proxy variables
 * pointed at the firewall. It is no security boundary: hooks run as the invoking user, and can read this
 * machine's files, other processes' environments (hooksim's own included) and its network. The report says
 * so (cloud-environment.md §5.8), and stop() kills what the hooks left running.
 */











const TRANSCRIPT_DIR = '.copilot/session-state/';
/** A listener on a free loopback port that relays each connection to the firewall as its proxy port. */
async function startProxyRelay(socketPath) {
    const server = (0,egress_relay.createTcpRelayServer)(socketPath, egress_relay.PROXY_ADDRESS, proxy/* PROXY_PORT */.zk);
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { server, url: `http://127.0.0.1:${port}` };
}
/** Start a process sandbox; every path hooks see is a temporary directory on this machine. */
async function startProcessSandbox(options) {
    const runDir = (0,cleanup/* ensureRunDir */.tJ)();
    const dir = await (0,promises_.mkdtemp)(external_node_path_default().join((0,cleanup/* bulkDirFor */.LE)(runDir), 'proc-'));
    let relay;
    try {
        const workspace = external_node_path_default().join(dir, 'workspace');
        const home = external_node_path_default().join(dir, 'home');
        const stubs = external_node_path_default().join(dir, 'bin');
        await (0,promises_.cp)(await (0,sandbox_workspace/* acquireWorkspaceCopy */.d6)(options.repo, runDir), workspace, {
            recursive: true,
            verbatimSymlinks: true,
        });
        await (0,promises_.mkdir)(home, { recursive: true });
        await (0,promises_.mkdir)(stubs, { recursive: true });
        await (0,system_layers/* writeWorkspaceSeed */.wJ)(workspace, options.files ?? {});
        for (const [name, mock] of Object.entries(options.commandMocks ?? {})) {
            await (0,promises_.writeFile)(external_node_path_default().join(stubs, (0,system_layers/* checkMockName */.U)(name)), (0,system_layers/* stubScript */.a9)(mock), { mode: 0o755 });
        }
        let caBundle;
        if (options.caCertPem !== undefined) {
            caBundle = external_node_path_default().join(dir, 'ca-certificates.crt');
            const system = await (0,promises_.readFile)(environment/* SANDBOX_CA_BUNDLE */.eX, 'utf8').catch(() => '');
            await (0,promises_.writeFile)(caBundle, `${system}\n${options.caCertPem}\n`);
        }
        if (options.egressSocket !== undefined)
            relay = await startProxyRelay(options.egressSocket);
        const baseEnv = (0,environment/* buildAgentEnv */.PU)({
            profile: options.profile,
            home,
            prompt: options.prompt,
            ...(options.env ? { extra: options.env } : {}),
            ...(options.agentShell ? { agentShell: options.agentShell } : {}),
            ...(relay ? { proxyUrl: relay.url } : {}),
            ...(caBundle ? { caBundle } : {}),
        });
        baseEnv.PATH = `${stubs}:${baseEnv.PATH ?? environment/* SANDBOX_PATH */.I6}`;
        const before = new Map([
            ['workspace', await snapshotTree(workspace)],
            ['home', await snapshotTree(home)],
        ]);
        return new ProcessSandbox(dir, new HostHookHost({ workspace, home, baseEnv }), before, relay?.server);
    }
    catch (error) {
        relay?.server.close();
        await (0,cleanup/* removeTree */.dM)(dir).catch(() => undefined);
        throw error;
    }
}
class ProcessSandbox {
    dir;
    host;
    before;
    relay;
    driver = 'process';
    reducedIsolation = true;
    stopped = false;
    constructor(dir, host, before, relay) {
        this.dir = dir;
        this.host = host;
        this.before = before;
        this.relay = relay;
    }
    get workspace() {
        return this.host.workspace;
    }
    get home() {
        return this.host.home;
    }
    get baseEnv() {
        return this.host.baseEnv;
    }
    exec(request) {
        return this.host.exec(request);
    }
    async writeFile(file, content) {
        await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
        await (0,promises_.writeFile)(file, content);
    }
    async appendFile(file, content) {
        await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
        await (0,promises_.appendFile)(file, content);
    }
    async readFile(file) {
        return (0,promises_.readFile)(file).catch(() => undefined);
    }
    /** Changes reported with the sandbox's names (/workspace, /root), as the namespace driver reports them. */
    async changes() {
        const result = { created: [], modified: [], deleted: [] };
        for (const [key, root, shown] of [
            ['workspace', this.workspace, '/workspace'],
            ['home', this.home, '/root'],
        ]) {
            const diff = diffSnapshots(this.before.get(key) ?? new Map(), await snapshotTree(root));
            let gitChanged = false;
            for (const kind of ['created', 'modified', 'deleted']) {
                for (const rel of diff[kind]) {
                    if (key === 'home' && rel.startsWith(TRANSCRIPT_DIR))
                        continue;
                    if (key === 'workspace' && (rel === '.git' || rel.startsWith('.git/'))) {
                        gitChanged = true;
                        continue;
                    }
                    result[kind].push(`${shown}/${rel}`);
                }
            }
            if (gitChanged)
                result.modified.push('/workspace/.git/');
        }
        for (const kind of ['created', 'modified', 'deleted'])
            result[kind].sort();
        return result;
    }
    async stop() {
        if (this.stopped)
            return;
        this.stopped = true;
        this.relay?.close();
        await killLeftovers(this.dir);
        await (0,cleanup/* removeTree */.dM)(this.dir).catch(() => undefined);
    }
}
/** How many times stop() looks again for children forked while it was stopping their parents. */
const SWEEP_ROUNDS = 20;
const KILL_WAIT_MS = 3_000;
/**
 * Kill every process the sandbox's hooks left behind, those that left the hook's process group or session
 * (`setsid`, `nohup … &`, daemons) included. A process belongs to the sandbox when it is this user's and
 * its working directory, root, executable or an open file lies under the sandbox directory, or its
 * environment names it: every hook starts in the workspace copy with HOME and PATH pointing into it, and
 * what it forks inherits that. Each round stops what it finds (SIGSTOP: no more forks), looks again for
 * children forked meanwhile, then everything found is killed. A hook that clears its environment and leaves
 * the directory on purpose escapes this: the process driver is no security boundary (Linux only; elsewhere
 * there is no /proc to look in).
 */
async function killLeftovers(dir) {
    if (process.platform !== 'linux')
        return;
    const roots = [...new Set([dir, await (0,promises_.realpath)(dir).catch(() => dir)])];
    const spared = ownLineage();
    const found = new Set();
    for (let round = 0; round < SWEEP_ROUNDS; round++) {
        const fresh = (await findSandboxProcesses(roots, spared)).filter((pid) => !found.has(pid));
        if (fresh.length === 0)
            break;
        for (const pid of fresh) {
            found.add(pid);
            signal(pid, 'SIGSTOP');
        }
    }
    for (const pid of found)
        signal(pid, 'SIGKILL');
    const deadline = Date.now() + KILL_WAIT_MS;
    while ([...found].some((pid) => isRunning(pid)) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
}
function signal(pid, name) {
    try {
        process.kill(pid, name);
    }
    catch {
        // gone already
    }
}
/** True while `pid` exists and is no zombie. */
function isRunning(pid) {
    try {
        process.kill(pid, 0);
    }
    catch {
        return false;
    }
    const text = readProcStat(pid);
    return text !== undefined && !/^\S+ \(.*\) [ZX]/s.test(text);
}
function readProcStat(pid) {
    try {
        return (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, 'utf8');
    }
    catch {
        return undefined;
    }
}
/** hooksim and its ancestors: never candidates, whatever they hold open. */
function ownLineage() {
    const spared = new Set();
    let pid = process.pid;
    while (pid > 1 && !spared.has(pid)) {
        spared.add(pid);
        const text = readProcStat(pid);
        // `pid (comm) state ppid …`; comm may hold spaces and parentheses, so parse after the last ')'.
        const ppid = Number(text?.slice(text.lastIndexOf(')') + 2).split(' ')[1]);
        if (!Number.isInteger(ppid))
            break;
        pid = ppid;
    }
    spared.add(1);
    return spared;
}
function isUnder(target, roots) {
    if (target === undefined)
        return false;
    const clean = target.replace(/ \(deleted\)$/, '');
    return roots.some((root) => clean === root || clean.startsWith(`${root}/`));
}
/** This user's processes (not `spared`) that hold a path under one of `roots` (see killLeftovers). */
async function findSandboxProcesses(roots, spared) {
    const uid = process.getuid?.();
    const names = await (0,promises_.readdir)('/proc').catch(() => []);
    const found = [];
    await Promise.all(names.map(async (name) => {
        if (!/^\d+$/.test(name))
            return;
        const pid = Number(name);
        if (spared.has(pid))
            return;
        const base = `/proc/${name}`;
        const owner = await (0,promises_.stat)(base).catch(() => undefined);
        if (owner === undefined || owner.uid !== uid)
            return;
        if (await belongs(base, roots))
            found.push(pid);
    }));
    return found;
}
async function belongs(base, roots) {
    const link = (rel) => (0,promises_.readlink)(`${base}/${rel}`).catch(() => undefined);
    for (const rel of ['cwd', 'root', 'exe'])
        if (isUnder(await link(rel), roots))
            return true;
    const environ = await (0,promises_.readFile)(`${base}/environ`).catch(() => undefined);
    if (environ !== undefined && roots.some((root) => environ.includes(`${root}/`)))
        return true;
    const fds = await (0,promises_.readdir)(`${base}/fd`).catch(() => []);
    for (const fd of fds)
        if (isUnder(await link(`fd/${fd}`), roots))
            return true;
    return false;
}

;// CONCATENATED MODULE: ./src/sandbox/index.ts
/** Start the sandbox a run asked for: `namespace`, `process`, or `auto` (namespace when one starts). */




// Once namespaces proved unavailable in this process, `auto` goes straight to the process driver.
let namespaceUnavailable;
/**
 * Resolve `auto` before anything runs: `namespace` when namespaces can be created here, else `process` with
 * the reason, so the caller can warn before the first hook. `namespace` and `process` are returned as asked.
 */
async function chooseSandbox(kind) {
    if (kind !== 'auto')
        return { kind };
    if (process.platform !== 'linux')
        return { kind: 'process', fallbackReason: `namespaces need Linux; this is ${process.platform}` };
    if (namespaceUnavailable)
        return { kind: 'process', fallbackReason: namespaceUnavailable.message };
    try {
        await (0,launch_mode_cache/* rememberedLaunchMode */.h)((0,cleanup/* ensureRunDir */.tJ)());
        return { kind: 'namespace' };
    }
    catch (error) {
        if (!(error instanceof namespace/* SandboxUnavailableError */.Mh))
            throw error;
        namespaceUnavailable = error;
        return { kind: 'process', fallbackReason: error.message };
    }
}
/** Start a sandbox of the driver chooseSandbox decided on; only chooseSandbox resolves `auto`. */
async function startSandbox(kind, options) {
    return kind === 'process' ? startProcessSandbox(options) : (0,namespace/* startNamespaceSandbox */.x)(options);
}
/**
 * Start preparing, in the background, what a namespace sandbox over `repo` will need (`auto` or
 * `namespace` on Linux), while the caller loads the hook files; errors surface at the start itself.
 */
function warmSandbox(kind, repo) {
    if (kind !== 'process' && process.platform === 'linux')
        (0,namespace/* warmNamespaceRun */.i0)(repo);
}


/***/ }),

/***/ 8504:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

// @ts-check
/**
 * The egress relay of the in-sandbox agent (spec/cloud-environment.md §5.1): the sandbox's network
 * namespace has only loopback, so every name lookup goes to 127.0.0.53:53 and every proxied or redirected
 * TCP connection to 127.1.0.1:{80,443,3128}; each is carried to the firewall outside over the Unix socket
 * hooksim bind-mounts into the sandbox. The firewall decides; nothing here filters.
 *
 * Frames on the socket, one connection each: `TCP <listen-address> <listen-port>[ <command>]\n` then raw bytes
 * both ways; `DNS <n>[ <command>]\n` + n query bytes, answered by `<n>\n` + n response bytes. `<command>` is the
 * base64 command line of the sandbox process that made the connection or lookup (§5.4), when /proc names it
 * (identifyClient; sandbox/README.md has the method and its cost). It is untrusted: the firewall cleans it again.
 */
const { createSocket } = __webpack_require__(1314);
const { open, readdir, readlink } = __webpack_require__(1455);
const { connect, createServer } = __webpack_require__(7030);
const { endianness } = __webpack_require__(8161);

/** The DNS stub address `/etc/resolv.conf` names. */
const DNS_ADDRESS = '127.0.0.53';
/** Where HTTP, HTTPS and the HTTP proxy are answered. */
const PROXY_ADDRESS = '127.1.0.1';
/** The TCP ports relayed on PROXY_ADDRESS. */
const PROXY_PORTS = [80, 443, 3128];
/** A DNS exchange that takes longer is dropped (the client retries or fails). */
const DNS_TIMEOUT_MS = 10_000;
/** The longest DNS response accepted back from the firewall. */
const DNS_MAX_BYTES = 65_535;
/** The longest command line sent, in UTF-16 units (a longer one is cut and ends with `…`). */
const MAX_COMMAND_CHARS = 1000;
/** Bytes of /proc/<pid>/cmdline read: argv can be megabytes, the report shows a thousand characters. */
const CMDLINE_READ_BYTES = 4096;
/**
 * What one identification may examine before it gives up and the relay sends no command: processes whose
 * descriptors it lists, descriptor links it reads, bytes of /proc/net tables. A sandbox full of processes, sockets
 * or descriptors costs it work, never the agent's event loop (every read is asynchronous), and load only slows it:
 * the client waits meanwhile (its bytes unread, its DNS answer held). `lastResortMs` is not a budget: it only frees
 * the client when a read hangs.
 */
const IDENTIFY_LIMITS = { processes: 2048, links: 20_000, tableBytes: 4 << 20, lastResortMs: 5_000 };
/**
 * Identifications in flight at once (each bounded by IDENTIFY_LIMITS); a connection or lookup beyond them gets no
 * command rather than queueing, so a hook opening connections in a loop cannot stack /proc work without bound.
 */
const MAX_IDENTIFYING = 64;
/**
 * hooksim's own programs in the sandbox (the copilot-cli engine's launcher, whose forwarder carries the CLI's HTTP
 * hook requests): machinery, not a hook's or tool's process, so they get no command (§5.6: HTTP hooks have none).
 */
const HOOKSIM_PROGRAM = /^\/run\/hooksim\/node \/run\/hooksim\/[^/ ]+\.[cm]js(?: |$)/;
/** How far up its parents a socket's owner is followed (see findSocketOwner). */
const MAX_PARENT_STEPS = 16;
/** Descriptor links of one process read at once (the thread pool runs four at a time). */
const LINK_BATCH = 16;
/** Bytes per read of a /proc/net table, about 27 lines: procfs gives at most a page per read (see scanTable). */
const TABLE_READ_BYTES = 4096;
/** A /proc/net line is under 200 bytes: a longer one is not a table line. */
const TABLE_LINE_MAX_BYTES = 1024;
/** /proc/net prints each 32-bit word of an address in host byte order. */
const LITTLE_ENDIAN = endianness() === 'LE';

/**
 * Listen on every relay address; resolves once all listeners are bound. `inherited` are listeners the native
 * agent bound already (sandbox/agent.c), as descriptors in the order DNS over UDP, DNS over TCP, then the TCP
 * ports of PROXY_PORTS; they are taken as they are.
 * @param {string} socketPath
 * @param {number[]} [inherited]
 */
async function startEgressRelay(socketPath, inherited) {
  const [dnsUdp, dnsTcp, ...proxies] = inherited ?? [];
  await Promise.all([
    ...PROXY_PORTS.map((port, i) =>
      listen(
        createTcpRelayServer(socketPath, PROXY_ADDRESS, port, { identifyClients: true }),
        port,
        PROXY_ADDRESS,
        proxies[i],
      ),
    ),
    listenDnsUdp(socketPath, dnsUdp),
    listenDnsTcp(socketPath, dnsTcp),
  ]);
}

/**
 * A TCP server (not yet listening) that carries each connection to the firewall's socket, framed as the
 * listener `address:port` the client reached, and with `identifyClients` the client's command line. The process
 * driver uses it on a port of its own, without: there the "sandbox" is the host, whose processes are not ours to
 * read.
 * @param {string} socketPath
 * @param {string} address
 * @param {number} port
 * @param {{ identifyClients?: boolean }} [options]
 * @returns {import('node:net').Server}
 */
function createTcpRelayServer(socketPath, address, port, options = {}) {
  // Paused: nothing is read from the client until its command is known and the header has gone out.
  return createServer({ allowHalfOpen: true, pauseOnConnect: true }, (client) => {
    client.on('error', () => client.destroy());
    const identified = options.identifyClients
      ? identifyClient('tcp', peerOf(client), localOf(client))
      : Promise.resolve(undefined);
    void identified.then((command) => {
      if (client.destroyed) return;
      const upstream = connect({ path: socketPath, allowHalfOpen: true });
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      // Queued before any client byte: writes on a connecting socket keep their order.
      upstream.write(`TCP ${address} ${port}${commandField(command)}\n`);
      client.pipe(upstream);
      upstream.pipe(client);
    });
  });
}

/**
 * The client's end of an accepted connection.
 * @param {import('node:net').Socket} socket
 * @returns {Endpoint}
 */
function peerOf(socket) {
  return { address: socket.remoteAddress, port: socket.remotePort };
}

/**
 * The relay's end of an accepted connection.
 * @param {import('node:net').Socket} socket
 * @returns {Endpoint}
 */
function localOf(socket) {
  return { address: socket.localAddress, port: socket.localPort };
}

/**
 * @param {import('node:net').Server} server
 * @param {number} port
 * @param {string} address
 * @param {number} [fd] a listening socket to take instead
 * @returns {Promise<void>}
 */
function listen(server, port, address, fd) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(fd === undefined ? { port, host: address } : { fd }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Ask the firewall one DNS question on behalf of `command`; resolves with the raw response, or undefined on any
 * failure.
 * @param {string} socketPath
 * @param {Buffer} query
 * @param {string} [command]
 * @returns {Promise<Buffer | undefined>}
 */
function relayDns(socketPath, query, command) {
  return new Promise((resolve) => {
    const upstream = connect({ path: socketPath });
    /** @type {Buffer[]} */
    const chunks = [];
    let received = 0;
    let done = false;
    /** @param {Buffer | undefined} answer */
    const finish = (answer) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      upstream.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => finish(undefined), DNS_TIMEOUT_MS);
    upstream.on('error', () => finish(undefined));
    upstream.on('close', () => finish(parseDnsAnswer(Buffer.concat(chunks, received))));
    upstream.on('data', (/** @type {Buffer} */ chunk) => {
      chunks.push(chunk);
      received += chunk.length;
      if (received > DNS_MAX_BYTES + 8) return finish(undefined);
      const answer = parseDnsAnswer(Buffer.concat(chunks, received));
      if (answer !== undefined) finish(answer);
    });
    upstream.write(
      Buffer.concat([Buffer.from(`DNS ${query.length}${commandField(command)}\n`, 'ascii'), query]),
    );
  });
}

/**
 * `<n>\n` + n bytes, or undefined while incomplete or malformed.
 * @param {Buffer} data
 */
function parseDnsAnswer(data) {
  const newline = data.indexOf(10);
  if (newline < 1 || newline > 6) return undefined;
  const text = data.subarray(0, newline).toString('ascii');
  if (!/^\d+$/.test(text)) return undefined;
  const length = Number(text);
  if (length > DNS_MAX_BYTES || data.length < newline + 1 + length) return undefined;
  return data.subarray(newline + 1, newline + 1 + length);
}

/**
 * @param {string} socketPath
 * @param {number} [fd] a bound socket to take instead
 * @returns {Promise<void>}
 */
function listenDnsUdp(socketPath, fd) {
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    // Asked per datagram: a client's socket lives for its lookup (it waits for this answer), then its port is
    // anyone's. Each datagram is identified on its own: a slow one holds back only its own answer.
    void identifyClient('udp', peer, undefined)
      .then((command) => relayDns(socketPath, query, command))
      .then((answer) => {
        if (answer !== undefined) socket.send(answer, peer.port, peer.address);
      });
  });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(fd === undefined ? { port: 53, address: DNS_ADDRESS } : { fd }, () => {
      socket.off('error', reject);
      socket.on('error', () => undefined);
      resolve();
    });
  });
}

/**
 * DNS over TCP: each message carries a 2-byte length; answers go back in order.
 * @param {string} socketPath
 * @param {number} [fd] a listening socket to take instead
 * @returns {Promise<void>}
 */
function listenDnsTcp(socketPath, fd) {
  // Paused, as the TCP relay: queries are read once the client's command is known.
  const server = createServer({ pauseOnConnect: true }, (client) => {
    client.on('error', () => client.destroy());
    void identifyClient('tcp', peerOf(client), localOf(client)).then((command) => {
      if (!client.destroyed) relayDnsStream(socketPath, client, command);
    });
  });
  return listen(server, 53, DNS_ADDRESS, fd);
}

/**
 * Answer the length-prefixed queries of a DNS-over-TCP client, in order, each asked as `command`.
 * @param {string} socketPath
 * @param {import('node:net').Socket} client
 * @param {string | undefined} command
 */
function relayDnsStream(socketPath, client, command) {
  let buffered = Buffer.alloc(0);
  let chain = Promise.resolve();
  client.on('data', (/** @type {Buffer} */ chunk) => {
    buffered = Buffer.concat([buffered, chunk]);
    while (buffered.length >= 2) {
      const length = buffered.readUInt16BE(0);
      if (buffered.length < 2 + length) break;
      const query = buffered.subarray(2, 2 + length);
      buffered = buffered.subarray(2 + length);
      chain = chain.then(async () => {
        const answer = await relayDns(socketPath, query, command);
        if (answer === undefined || answer.length > 0xffff) return void client.destroy();
        const prefix = Buffer.alloc(2);
        prefix.writeUInt16BE(answer.length, 0);
        if (!client.destroyed) client.write(Buffer.concat([prefix, answer]));
      });
    }
  });
  client.resume();
}

/**
 * ` <base64>` for a frame header, or nothing.
 * @param {string | undefined} command
 */
function commandField(command) {
  return command === undefined ? '' : ` ${Buffer.from(command, 'utf8').toString('base64')}`;
}

/**
 * @typedef {{ address: string | undefined, port: number | undefined }} Endpoint
 */

/**
 * What one identification has examined so far (see IDENTIFY_LIMITS); `abandoned` once it has been given up.
 * @typedef {{ processes: number, links: number, tableBytes: number, abandoned: boolean }} Scan
 */

/** Identifications in flight (see MAX_IDENTIFYING). */
let identifying = 0;

/**
 * The command line of the sandbox process that owns the client socket bound to `local` (and, for TCP, connected
 * to `remote`), or undefined when it cannot be found within IDENTIFY_LIMITS. Asynchronous throughout: the event
 * loop keeps serving every other connection meanwhile, each identified on its own. Never rejects.
 * @param {'tcp' | 'udp'} protocol
 * @param {Endpoint} local
 * @param {Endpoint | undefined} remote
 * @returns {Promise<string | undefined>}
 */
async function identifyClient(protocol, local, remote) {
  if (identifying >= MAX_IDENTIFYING) return undefined;
  identifying += 1;
  /** @type {Scan} */
  const scan = { processes: 0, links: 0, tableBytes: 0, abandoned: false };
  // Counted until the work itself ends, not the race: a hung read keeps its place among MAX_IDENTIFYING.
  const work = findClientCommand(protocol, local, remote, scan)
    .catch(() => undefined)
    .finally(() => {
      identifying -= 1;
    });
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const lastResort = new Promise((resolve) => {
    timer = setTimeout(resolve, IDENTIFY_LIMITS.lastResortMs, undefined);
  });
  try {
    return /** @type {string | undefined} */ (await Promise.race([work, lastResort]));
  } finally {
    clearTimeout(timer);
    scan.abandoned = true;
  }
}

/**
 * @param {'tcp' | 'udp'} protocol
 * @param {Endpoint} local
 * @param {Endpoint | undefined} remote
 * @param {Scan} scan
 * @returns {Promise<string | undefined>}
 */
async function findClientCommand(protocol, local, remote, scan) {
  // Both at once: the client existed when it connected, so a process list taken now holds it.
  const [inode, pids] = await Promise.all([findSocketInode(protocol, local, remote, scan), listProcesses()]);
  if (inode === undefined) return undefined;
  const pid = await findSocketOwner(inode, pids, scan);
  return pid === undefined || scan.abandoned ? undefined : readCommandLine(pid);
}

/**
 * Count `amount` of `kind` against IDENTIFY_LIMITS; false once over them or given up.
 * @param {Scan} scan
 * @param {'processes' | 'links' | 'tableBytes'} kind
 * @param {number} amount
 */
function spend(scan, kind, amount) {
  scan[kind] += amount;
  return withinLimits(scan);
}

/**
 * Whether the scan may go on: not given up, nothing over IDENTIFY_LIMITS.
 * @param {Scan} scan
 */
function withinLimits(scan) {
  return (
    !scan.abandoned &&
    scan.processes <= IDENTIFY_LIMITS.processes &&
    scan.links <= IDENTIFY_LIMITS.links &&
    scan.tableBytes <= IDENTIFY_LIMITS.tableBytes
  );
}

/**
 * The inode of the socket in /proc/net/<protocol>{,6} whose local end is `local` (and remote end `remote`).
 * IPv4 clients on IPv6 sockets show in the `6` table as `::ffff:a.b.c.d`, so it is read only when the first has
 * no match.
 * @param {'tcp' | 'udp'} protocol
 * @param {Endpoint} local
 * @param {Endpoint | undefined} remote
 * @param {Scan} scan
 * @returns {Promise<string | undefined>}
 */
async function findSocketInode(protocol, local, remote, scan) {
  if (local.address === undefined || local.port === undefined) return undefined;
  const wantLocal = `${normalizeAddress(local.address)}:${local.port}`;
  const wantRemote = remote && `${normalizeAddress(remote.address ?? '')}:${remote.port}`;
  const portField = `:${local.port.toString(16).toUpperCase().padStart(4, '0')} `;
  for (const file of [`/proc/net/${protocol}`, `/proc/net/${protocol}6`]) {
    const inode = await scanTable(file, scan, (line) => {
      if (!line.includes(portField)) return undefined;
      // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode ...
      const fields = line.trim().split(/\s+/);
      const inode = fields[9];
      if (!inode || inode === '0' || decodeEndpoint(fields[1] ?? '') !== wantLocal) return undefined;
      if (wantRemote !== undefined && decodeEndpoint(fields[2] ?? '') !== wantRemote) return undefined;
      return inode;
    });
    if (inode !== undefined) return inode;
  }
  return undefined;
}

/**
 * The first line of a /proc/net table that `match` accepts, read no further than the match. Each read is a round
 * trip through libuv's thread pool, so reads are a page (procfs gives no more per read of these tables): the first
 * holds the whole table of a quiet sandbox. A read that reaches the table's end makes the kernel walk its whole
 * socket hash table, every namespace's buckets: about half a millisecond, spent on a pool thread, not the event
 * loop.
 * @param {string} file
 * @param {Scan} scan
 * @param {(line: string) => string | undefined} match
 * @returns {Promise<string | undefined>}
 */
async function scanTable(file, scan, match) {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    return undefined;
  }
  try {
    const buffer = Buffer.alloc(TABLE_READ_BYTES);
    let partial = '';
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0 || !spend(scan, 'tableBytes', bytesRead)) return undefined;
      const lines = `${partial}${buffer.toString('latin1', 0, bytesRead)}`.split('\n');
      partial = lines.pop() ?? '';
      // A line longer than any real one is not a table line: stop rather than grow.
      if (partial.length > TABLE_LINE_MAX_BYTES) return undefined;
      for (const line of lines) {
        const found = match(line);
        if (found !== undefined) return found;
      }
    }
  } catch {
    return undefined;
  } finally {
    closeInBackground(handle);
  }
}

/**
 * `a.b.c.d` for an IPv4 or IPv4-mapped address, anything else as given.
 * @param {string} address
 */
function normalizeAddress(address) {
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

/**
 * `a.b.c.d:port` from `/proc/net` hex (`0100007F:1F90`: each 32-bit word of the address in host byte order),
 * for IPv4 and IPv4-mapped IPv6 addresses; undefined for anything else.
 * @param {string} field
 * @returns {string | undefined}
 */
function decodeEndpoint(field) {
  const match = /^([0-9A-Fa-f]{8}|[0-9A-Fa-f]{32}):([0-9A-Fa-f]{4})$/.exec(field);
  if (!match) return undefined;
  const hex = match[1] ?? '';
  /** @type {number[]} */
  const bytes = [];
  for (let at = 0; at < hex.length; at += 8) {
    const word = [...Buffer.from(hex.slice(at, at + 8), 'hex')];
    bytes.push(...(LITTLE_ENDIAN ? word.reverse() : word));
  }
  const v4 =
    bytes.length === 4
      ? bytes
      : bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff
        ? bytes.slice(12)
        : undefined;
  return v4 === undefined ? undefined : `${v4.join('.')}:${parseInt(match[2] ?? '', 16)}`;
}

/**
 * The sandbox's processes but this one, newest (highest pid) first.
 * @returns {Promise<number[]>}
 */
async function listProcesses() {
  try {
    return (await readdir('/proc'))
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .filter((pid) => pid !== process.pid)
      .sort((a, b) => b - a);
  } catch {
    return [];
  }
}

/**
 * The process that made the socket `socket:[inode]`: the newest process holding it (the client is a recent process
 * more often than a long-lived one), then up its parents while they hold it too (`exec 3<>/dev/tcp/…; cat <&3`:
 * the shell connected, cat only inherited the descriptor). Undefined when none is found within IDENTIFY_LIMITS; a
 * process whose descriptors are not ours to read (one that made itself non-dumpable) is skipped.
 * @param {string} inode
 * @param {number[]} pids newest first
 * @param {Scan} scan
 * @returns {Promise<number | undefined>}
 */
async function findSocketOwner(inode, pids, scan) {
  const target = `socket:[${inode}]`;
  let owner;
  for (const pid of pids) {
    if (await holdsSocket(pid, target, scan)) {
      owner = pid;
      break;
    }
    if (!withinLimits(scan)) return undefined;
  }
  for (let depth = 0; owner !== undefined && depth < MAX_PARENT_STEPS; depth += 1) {
    const parent = await readParent(owner);
    if (parent === undefined || parent === process.pid || !(await holdsSocket(parent, target, scan))) break;
    owner = parent;
  }
  return owner;
}

/**
 * Whether `pid` has `target` among its descriptors; false once over IDENTIFY_LIMITS. Its links are read LINK_BATCH
 * at a time: a process holding thousands of descriptors costs the links it has until the limit, no more.
 * @param {number} pid
 * @param {string} target
 * @param {Scan} scan
 */
async function holdsSocket(pid, target, scan) {
  if (!spend(scan, 'processes', 1)) return false;
  let fds;
  try {
    fds = await readdir(`/proc/${pid}/fd`);
  } catch {
    return false; // gone, or not ours to read
  }
  for (let at = 0; at < fds.length; at += LINK_BATCH) {
    const batch = fds.slice(at, at + LINK_BATCH);
    if (!spend(scan, 'links', batch.length)) return false;
    const links = await Promise.all(
      // A descriptor closed meanwhile is no match.
      batch.map((fd) => readlink(`/proc/${pid}/fd/${fd}`).catch(() => undefined)),
    );
    if (links.includes(target)) return true;
  }
  return false;
}

/**
 * The first `size` bytes of a /proc file, or undefined when it cannot be read (the process is gone).
 * @param {string} file
 * @param {number} size
 * @returns {Promise<Buffer | undefined>}
 */
async function readHead(file, size) {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    return undefined;
  }
  try {
    // procfs fills a read of these files as far as it can: one read is the whole head.
    const buffer = Buffer.alloc(size);
    const { bytesRead } = await handle.read(buffer, 0, size, 0);
    return buffer.subarray(0, bytesRead);
  } catch {
    return undefined;
  } finally {
    closeInBackground(handle);
  }
}

/**
 * Close without waiting for it: the caller has what it read, and a close is one more thread-pool round trip.
 * @param {import('node:fs/promises').FileHandle} handle
 */
function closeInBackground(handle) {
  void handle.close().catch(() => undefined);
}

/**
 * The parent pid of a process, from /proc/<pid>/stat (after the last `)`: the name may hold anything).
 * @param {number} pid
 * @returns {Promise<number | undefined>}
 */
async function readParent(pid) {
  const stat = (await readHead(`/proc/${pid}/stat`, 512))?.toString('latin1');
  if (stat === undefined) return undefined;
  const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  return Number.isInteger(parent) && parent > 0 ? parent : undefined;
}

/**
 * A process's argv, space-joined as Copilot's warning shows it, cut at MAX_COMMAND_CHARS; undefined when the
 * process has gone, has no argv (a zombie, a kernel thread) or is one of hooksim's own programs.
 * @param {number} pid
 * @returns {Promise<string | undefined>}
 */
async function readCommandLine(pid) {
  const head = await readHead(`/proc/${pid}/cmdline`, CMDLINE_READ_BYTES);
  if (head === undefined) return undefined;
  const bytes = head.at(-1) === 0 ? head.subarray(0, -1) : head;
  const command = bytes.toString('utf8').replaceAll('\0', ' ');
  if (command.trim() === '' || HOOKSIM_PROGRAM.test(command)) return undefined;
  if (command.length <= MAX_COMMAND_CHARS) return command;
  // Never half a surrogate pair at the cut.
  return `${command.slice(0, MAX_COMMAND_CHARS - 1).replace(/[\uD800-\uDBFF]$/, '')}…`;
}

module.exports = { PROXY_ADDRESS, MAX_COMMAND_CHARS, startEgressRelay, createTcpRelayServer };


/***/ }),

/***/ 9662:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

// @ts-check
/**
 * The one implementation of running a hook process (spec/runtime-behaviour.md §4-§6): its own process group,
 * stdin written then closed, stdout and stderr capped with the rest drained, timeout by termThenKill or kill,
 * the group killed after exit, and no hang on a leftover that holds stdout. The host driver runs it in
 * hooksim's process; the namespace sandbox's agent runs it inside the sandbox. Plain JavaScript, so the
 * agent can load it with the bare Node binary.
 */
const { spawn } = __webpack_require__(1421);
const { performance } = __webpack_require__(643);

/** @typedef {import('../src/sandbox/types.js').ExecRequest} ExecRequest */
/** @typedef {import('../src/sandbox/types.js').ExecResult} ExecResult */

/** SIGTERM to SIGKILL delay under `termThenKill` (runtime-behaviour.md §5). */
const TERM_GRACE_MS = 2000;
/**
 * How long the pipes may stay open after the hook itself exited: a background child or a `setsid`
 * escapee may hold stdout, and must not hang the run.
 */
const DRAIN_GRACE_MS = 150;
/** setTimeout fires at once for delays above 2^31-1 ms; a larger timeout means "practically never". */
const MAX_TIMER_MS = 2_147_483_647;

/** Keeps the first `cap` bytes of a stream and drains the rest, so the writer never blocks on a full pipe. */
class CappedSink {
  /** @param {number} cap */
  constructor(cap) {
    /** @type {Buffer[]} */
    this.chunks = [];
    this.kept = 0;
    this.truncated = false;
    this.cap = cap;
  }

  /**
   * Take one chunk from the stream.
   * @param {Buffer} chunk
   */
  push(chunk) {
    const room = this.cap - this.kept;
    if (room <= 0) {
      if (chunk.length > 0) this.truncated = true;
      return;
    }
    const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
    if (part.length < chunk.length) this.truncated = true;
    this.chunks.push(part);
    this.kept += part.length;
  }

  /** The bytes kept so far. */
  bytes() {
    return Buffer.concat(this.chunks, this.kept);
  }
}

/**
 * Send a signal to a whole process group; false when no member is left.
 * @param {number} pgid
 * @param {NodeJS.Signals | 0} signal
 */
function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    // ESRCH: the group is empty. EPERM cannot happen for our own children.
    return false;
  }
}

/** @param {unknown} error */
function errorMessage(error) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Run one command to completion, timeout or spawn failure; never throws for the command's own failures.
 * @param {ExecRequest} request
 * @returns {Promise<ExecResult>}
 */
function execCommand(request) {
  const started = performance.now();
  const stdout = new CappedSink(request.outputCapBytes);
  const stderr = new CappedSink(request.outputCapBytes);
  const [program = '', ...args] = request.argv;

  return new Promise((resolve) => {
    /** @type {import('node:child_process').ChildProcess} */
    let proc;
    try {
      // detached: the hook leads its own process group (pgid = pid), so the group can be signalled.
      proc = spawn(program, args, {
        cwd: request.cwd,
        env: request.env,
        detached: true,
        stdio: ['pipe', 'pipe', 'pipe'],
      });
    } catch (error) {
      // Some spawn failures (ENOTDIR cwd, E2BIG, invalid arguments) throw instead of emitting 'error'.
      resolve({
        exitCode: null,
        signal: null,
        timedOut: false,
        spawnError: errorMessage(error),
        stdout: Buffer.alloc(0),
        stderr: Buffer.alloc(0),
        stdoutTruncated: false,
        stderrTruncated: false,
        durationMs: Math.round(performance.now() - started),
      });
      return;
    }

    let settled = false;
    let timedOut = false;
    /** @type {number | null} */
    let exitCode = null;
    /** @type {string | null} */
    let exitSignal = null;
    /** @type {NodeJS.Timeout | undefined} */
    let timeoutTimer = undefined;
    /** @type {NodeJS.Timeout | undefined} */
    let killTimer = undefined;
    /** @type {NodeJS.Timeout | undefined} */
    let drainTimer = undefined;

    /** @param {string} [spawnError] */
    const finish = (spawnError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timeoutTimer);
      clearTimeout(drainTimer);
      // Whatever still holds our pipes (a setsid escapee) gets EPIPE/SIGPIPE on its next write.
      proc.stdout?.destroy();
      proc.stderr?.destroy();
      proc.stdin?.destroy();
      resolve({
        exitCode,
        signal: exitSignal,
        timedOut,
        ...(spawnError === undefined ? {} : { spawnError }),
        stdout: stdout.bytes(),
        stderr: stderr.bytes(),
        stdoutTruncated: stdout.truncated,
        stderrTruncated: stderr.truncated,
        durationMs: Math.round(performance.now() - started),
      });
    };

    proc.on('error', (error) => {
      // Emitted for ENOENT/EACCES at spawn time, and (rarely) for a failed kill; only the former ends the run.
      if (proc.pid === undefined) finish(error.message);
    });

    const pid = proc.pid;
    /**
     * @param {import('node:stream').Readable | null} stream
     * @param {CappedSink} sink
     */
    const capture = (stream, sink) => {
      stream?.on('data', (/** @type {Buffer} */ chunk) => sink.push(chunk));
      stream?.on('error', () => undefined);
    };
    capture(proc.stdout, stdout);
    capture(proc.stderr, stderr);

    if (proc.stdin) {
      // The hook may exit without reading stdin: EPIPE is expected, not a failure.
      proc.stdin.on('error', () => undefined);
      proc.stdin.end(request.stdin);
    }
    if (pid === undefined) return; // the 'error' event follows

    timeoutTimer = setTimeout(
      () => {
        timedOut = true;
        if (request.killMode === 'kill') {
          signalGroup(pid, 'SIGKILL');
          return;
        }
        signalGroup(pid, 'SIGTERM');
        killTimer = setTimeout(() => {
          if (signalGroup(pid, 0)) signalGroup(pid, 'SIGKILL');
        }, TERM_GRACE_MS);
      },
      Math.min(Math.max(request.timeoutMs, 0), MAX_TIMER_MS),
    );

    proc.on('exit', (code, signal) => {
      exitCode = code;
      exitSignal = signal;
      clearTimeout(timeoutTimer);
      if (request.killGroupOnExit) {
        signalGroup(pid, 'SIGKILL');
        clearTimeout(killTimer);
      }
      // Without killGroupOnExit a pending SIGTERM-to-SIGKILL escalation still runs for the leftovers.
      drainTimer = setTimeout(() => finish(), DRAIN_GRACE_MS);
    });
    // 'close' comes after 'exit' once every pipe is at EOF: the normal, prompt path.
    proc.on('close', () => finish());
  });
}

module.exports = { execCommand };


/***/ })

};
