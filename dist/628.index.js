export const id = 628;
export const ids = [628];
export const modules = {

/***/ 5628:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EgressProxy: () => (/* binding */ EgressProxy),
  PROXY_LIMITS: () => (/* binding */ PROXY_LIMITS)
});

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

// EXTERNAL MODULE: ./src/firewall/relay-header.ts
var relay_header = __webpack_require__(519);
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
        const port = listen.port === relay_header/* PROXY_PORT */.zk ? (kind === 'tls' ? 443 : 80) : listen.port;
        if (kind === 'tls')
            return this.handleTransparentTls(socket, listen, port);
        if (kind === 'http')
            return this.handOff(socket, { scheme: 'http', port, transparent: listen.port !== relay_header/* PROXY_PORT */.zk, listen });
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


/***/ })

};
