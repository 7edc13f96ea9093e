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
const { createSocket } = require('node:dgram');
const { open, readdir, readlink } = require('node:fs/promises');
const { connect, createServer } = require('node:net');
const { endianness } = require('node:os');

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
