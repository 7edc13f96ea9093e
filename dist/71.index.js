export const id = 71;
export const ids = [71];
export const modules = {

/***/ 4071:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Upstream: () => (/* binding */ Upstream),
/* harmony export */   UpstreamError: () => (/* binding */ UpstreamError)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4708);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_https__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_tls__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1692);
/* harmony import */ var node_tls__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_tls__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _host_addresses_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7613);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6891);
/* harmony import */ var _ip_version_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6271);
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
    httpAgent = new node_http__WEBPACK_IMPORTED_MODULE_0__.Agent({ keepAlive: true, maxSockets: 32 });
    httpsAgent = new node_https__WEBPACK_IMPORTED_MODULE_1__.Agent({ keepAlive: true, maxSockets: 32 });
    ca;
    /**
     * `resolve`: host name → `host:port`; `extraCaPem`: also trusted for upstream TLS (tests); `lookup`: name
     * resolution (default node:dns, all families; tests inject one).
     */
    constructor(resolve = {}, extraCaPem = [], lookup = _host_addresses_js__WEBPACK_IMPORTED_MODULE_4__/* .lookupAll */ .Qi) {
        this.lookup = lookup;
        for (const [name, value] of Object.entries(resolve)) {
            const host = (0,_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .normalizeHost */ .cS)(name);
            if (host === undefined)
                throw new UpstreamError('invalid-resolve', `Invalid resolve host '${name}'.`);
            this.mappings.set(host, parseMapping(name, value));
        }
        if (extraCaPem.length > 0)
            this.ca = [...node_tls__WEBPACK_IMPORTED_MODULE_3__.rootCertificates, ...extraCaPem];
    }
    /** Where a host and port really go; throws UpstreamError. */
    async destinationFor(name, port) {
        const host = (0,_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .normalizeHost */ .cS)(name) ?? name;
        const servername = (0,_ip_version_js__WEBPACK_IMPORTED_MODULE_6__/* .ipVersion */ .U)(host) === 0 ? host : undefined;
        const mapped = this.mappings.get(host);
        if (mapped)
            return { address: mapped.address, port: mapped.port, servername };
        let addresses;
        if ((0,_ip_version_js__WEBPACK_IMPORTED_MODULE_6__/* .ipVersion */ .U)(host) !== 0) {
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
        const address = addresses.find((candidate) => !(0,_host_addresses_js__WEBPACK_IMPORTED_MODULE_4__/* .isHostProtectedAddress */ .bP)(candidate));
        if (address === undefined) {
            throw new UpstreamError('forbidden-address', `${host} ${servername === undefined ? 'is' : 'resolves to'} an address of hooksim's host or its private network; the firewall does not reach it`);
        }
        return { address, port, servername };
    }
    /** Open a TCP connection (for tunnels and other TCP); throws UpstreamError. */
    async connect(name, port) {
        const destination = await this.destinationFor(name, port);
        return new Promise((resolve, reject) => {
            const socket = (0,node_net__WEBPACK_IMPORTED_MODULE_2__.connect)({ host: destination.address, port: destination.port });
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
        const host = (0,_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .normalizeHost */ .cS)(url.hostname) ?? url.hostname;
        return new Promise((resolve, reject) => {
            const secured = (0,node_tls__WEBPACK_IMPORTED_MODULE_3__.connect)({
                socket,
                ...((0,_ip_version_js__WEBPACK_IMPORTED_MODULE_6__/* .ipVersion */ .U)(host) === 0 ? { servername: host } : {}),
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


/***/ })

};
