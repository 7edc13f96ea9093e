// @ts-check
/**
 * The in-sandbox agent of the namespace driver (spec/cloud-environment.md §2, §5.1): started once per
 * sandbox by bwrap where the native agent (agent.c) is not built, and otherwise by that agent as its helper for
 * what it leaves to Node (loopback HTTP, the egress relay). It runs every hook of the session with
 * exec-core.cjs, so a hook costs one spawn and not one sandbox start, does the sandbox's file access from inside
 * (paths resolve in the sandbox, never on the host), and hosts the egress relay when started with `--egress`
 * (or, as the helper, `--egress-fds`).
 *
 * Protocol: newline-delimited JSON. Requests on stdin: `{"id": n, "op": "exec" | "writeFile" |
 * "appendFile" | "readFile" | "http" | "ping", ...}`; responses on stdout: `{"id": n, "ok": true, "result": ...}` or
 * `{"id": n, "ok": false, "error": "..."}`; the first line is `{"ready": true}`. Binary data is base64.
 * hooksim never trusts what comes back: a hook can kill or take over this process.
 */
const { closeSync, constants, mkdirSync, openSync, writeFileSync } = require('node:fs');
const { open } = require('node:fs/promises');
const { isIP } = require('node:net');
const { dirname } = require('node:path');
const { execCommand } = require('./exec-core.cjs');

/** Where hooksim bind-mounts the firewall's Unix socket. */
const EGRESS_SOCKET = '/run/hooksim/egress.sock';

/**
 * @typedef {object} AgentRequest
 * @property {number} id
 * @property {string} op
 * @property {import('../src/sandbox/types.js').ExecRequest} [exec]
 * @property {string} [path]
 * @property {string} [data] base64
 * @property {LoopbackHttp} [http]
 */

/**
 * An HTTP hook to a loopback address, sent from inside the sandbox, where the hooks' own servers listen (in the
 * cloud agent the runtime and the hooks share one machine).
 * @typedef {object} LoopbackHttp
 * @property {string} url the hook's URL (its host is the Host header and TLS name)
 * @property {string} address the checked loopback address to connect to
 * @property {Record<string, string>} headers
 * @property {string} body
 * @property {number} timeoutMs
 * @property {number} capBytes
 */

/** @param {string} address */
function isLoopback(address) {
  return (isIP(address) === 4 && address.startsWith('127.')) || address === '::1';
}

/**
 * POST to a loopback server and read at most `capBytes` of the reply.
 * @param {LoopbackHttp} http
 * @returns {Promise<{ status: number, body: string, truncated: boolean }>}
 */
async function postLoopback(http) {
  const url = new URL(http.url);
  if (!isLoopback(http.address)) throw new Error('http: only loopback addresses are sent from here');
  // Loaded on first use: most sessions have no HTTP hook, and node:https (TLS) is costly to load at start.
  /** @type {typeof import('node:http').request} (node:https's has the same shape) */
  const send = require(url.protocol === 'https:' ? 'node:https' : 'node:http').request;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'POST',
        headers: http.headers,
        timeout: http.timeoutMs,
        lookup: (_host, _options, callback) => callback(null, http.address, isIP(http.address)),
      },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        let size = 0;
        res.on('data', (/** @type {Buffer} */ chunk) => {
          if (size + chunk.length > http.capBytes) {
            chunks.push(chunk.subarray(0, http.capBytes - size));
            size = http.capBytes;
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('base64'),
              truncated: true,
            });
            res.destroy();
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('base64'),
            truncated: false,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })));
    req.on('error', (error) =>
      reject(new Error(/** @type {NodeJS.ErrnoException} */ (error).code ?? error.message)),
    );
    req.end(http.body);
  });
}

/** @param {unknown} value */
function send(value) {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

/** @param {unknown} error */
function describe(error) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * @param {AgentRequest} request
 * @returns {Promise<unknown>}
 */
async function handle(request) {
  switch (request.op) {
    case 'ping':
      return {};
    case 'exec': {
      if (request.exec === undefined) throw new Error('exec: missing request');
      const result = await execCommand(request.exec);
      return {
        ...result,
        stdout: result.stdout.toString('base64'),
        stderr: result.stderr.toString('base64'),
      };
    }
    case 'writeFile':
    case 'appendFile':
      writeNow(requirePath(request), Buffer.from(request.data ?? '', 'base64'), request.op === 'appendFile');
      return {};
    case 'http':
      if (request.http === undefined) throw new Error('http: missing request');
      return postLoopback(request.http);
    case 'readFile': {
      const path = requirePath(request);
      try {
        return { data: (await readCapped(path)).toString('base64') };
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return { data: null };
        throw error;
      }
    }
    default:
      throw new Error(`unknown op '${request.op}'`);
  }
}

const { O_APPEND, O_CREAT, O_NONBLOCK, O_RDONLY, O_TRUNC, O_WRONLY } = constants;
/** Bytes a read asks for at a time. */
const READ_PIECE_BYTES = 1024 * 1024;

/**
 * Write or append at once, without the thread pool's four round trips (mkdir, open, write, close): a hook waits
 * behind the transcript lines sent before it. Opened non-blocking, so a FIFO a hook put in the file's place
 * fails (ENXIO) instead of stopping this process.
 * @param {string} path
 * @param {Buffer} data
 * @param {boolean} append
 */
function writeNow(path, data, append) {
  const flags = O_WRONLY | O_CREAT | O_NONBLOCK | (append ? O_APPEND : O_TRUNC);
  let fd;
  try {
    fd = openSync(path, flags, 0o644);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
    mkdirSync(dirname(path), { recursive: true });
    fd = openSync(path, flags, 0o644);
  }
  try {
    writeFileSync(fd, data);
  } finally {
    closeSync(fd);
  }
}

/** The most a read returns: its base64 stays below hooksim's limit on one answer line (64 MiB). */
const READ_CAP_BYTES = 40 * 1024 * 1024;

/**
 * Read a whole file, at most READ_CAP_BYTES of it: a hook may put a link to /dev/zero or a FIFO in the place of a
 * file hooksim reads. Opened non-blocking (a FIFO without a writer reads as empty instead of waiting for one),
 * read a piece at a time, and refused once past the cap, so nothing endless is held in memory.
 * @param {string} path
 */
async function readCapped(path) {
  const handle = await open(path, O_RDONLY | O_NONBLOCK);
  try {
    // A regular file's size sizes the buffer (one read and the one that finds the end); a device or a FIFO has none.
    const { size: expected } = await handle.stat();
    const piece = Buffer.allocUnsafe(Math.min(READ_PIECE_BYTES, Math.max(expected + 1, 64 * 1024)));
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    for (;;) {
      const { bytesRead } = await handle.read(piece, 0, piece.length, null);
      if (bytesRead === 0) return Buffer.concat(chunks, size);
      size += bytesRead;
      if (size > READ_CAP_BYTES) throw new Error(`${path} is larger than ${READ_CAP_BYTES} bytes`);
      chunks.push(Buffer.from(piece.subarray(0, bytesRead)));
    }
  } finally {
    await handle.close();
  }
}

/** @param {AgentRequest} request */
function requirePath(request) {
  if (typeof request.path !== 'string' || !request.path.startsWith('/')) {
    throw new Error(`${request.op}: an absolute path is required`);
  }
  return request.path;
}

/** @param {string} line */
function onLine(line) {
  if (line.trim() === '') return;
  /** @type {AgentRequest} */
  let request;
  try {
    request = JSON.parse(line);
  } catch {
    process.stderr.write(`hooksim agent: unparseable request\n`);
    return;
  }
  // Started as it comes: a write is done before the next line is read (writeNow is synchronous), so hooksim may
  // send the transcript's lines and then the hook that reads them without waiting in between.
  handle(request).then(
    (result) => send({ id: request.id, ok: true, result }),
    (error) => send({ id: request.id, ok: false, error: describe(error) }),
  );
}

/** Split stdin into lines without a size limit per line (an exec request carries the whole stdin). */
function readRequests() {
  /** @type {Buffer[]} */
  let pending = [];
  process.stdin.on('data', (/** @type {Buffer} */ chunk) => {
    let start = 0;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, start)) {
      pending.push(chunk.subarray(start, at));
      onLine(Buffer.concat(pending).toString('utf8'));
      pending = [];
      start = at + 1;
    }
    if (start < chunk.length) pending.push(chunk.subarray(start));
  });
  // hooksim closed the pipe (stop, or hooksim died): the sandbox ends with this process.
  process.stdin.on('end', () => process.exit(0));
  process.stdin.on('error', () => process.exit(0));
}

async function main() {
  // Hooks inherit the cloud agent's umask (cloud-environment.md §1).
  process.umask(0o022);
  process.stdout.on('error', () => process.exit(0));
  // Loaded only when asked for: a sandbox started without the firewall's socket has no relay. As the native
  // agent's helper (sandbox/agent.c), it takes the listeners that agent bound (`--egress-fds=3,4,5,6,7`).
  const inherited = process.argv.find((arg) => arg.startsWith('--egress-fds='));
  if (process.argv.includes('--egress') || inherited !== undefined) {
    const fds = inherited?.slice('--egress-fds='.length).split(',').map(Number);
    await require('./egress-relay.cjs').startEgressRelay(EGRESS_SOCKET, fds);
  }
  readRequests();
  send({ ready: true });
}

main().catch((error) => {
  process.stderr.write(`hooksim agent: ${describe(error)}\n`);
  process.exit(70);
});
