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
import { createSocket } from 'node:dgram';
import { closeSync, openSync, readdirSync, readlinkSync, readSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { endianness } from 'node:os';

/** The DNS stub address `/etc/resolv.conf` names. */
export const DNS_ADDRESS = '127.0.0.53';
/** Where HTTP, HTTPS and the HTTP proxy are answered. */
export const PROXY_ADDRESS = '127.1.0.1';
/** The TCP ports relayed on PROXY_ADDRESS. */
export const PROXY_PORTS = [80, 443, 3128];
/** A DNS exchange that takes longer is dropped (the client retries or fails). */
const DNS_TIMEOUT_MS = 10_000;
/** The longest DNS response accepted back from the firewall. */
const DNS_MAX_BYTES = 65_535;
/** The longest command line sent, in UTF-16 units (a longer one is cut and ends with `…`). */
export const MAX_COMMAND_CHARS = 1000;
/** Bytes of /proc/<pid>/cmdline read: argv can be megabytes, the report shows a thousand characters. */
const CMDLINE_READ_BYTES = 4096;
/**
 * A sandbox full of sockets, processes or descriptors must not stall the agent (identification is synchronous, so
 * the frame header goes out before any client byte): it gives up after this many milliseconds or descriptor links,
 * and the relay sends no command.
 */
const IDENTIFY_BUDGET = { ms: 50, links: 20_000 };
/**
 * hooksim's own programs in the sandbox (the copilot-cli engine's launcher, whose forwarder carries the CLI's HTTP
 * hook requests): machinery, not a hook's or tool's process, so they get no command (§5.6: HTTP hooks have none).
 */
const HOOKSIM_PROGRAM = /^\/run\/hooksim\/node \/run\/hooksim\/[^/ ]+\.mjs(?: |$)/;
/** How far up its parents a socket's owner is followed (see findSocketOwner). */
const MAX_PARENT_STEPS = 16;
/** Bytes per read of a /proc/net table: one or two lines (see scanTable). */
const TABLE_READ_BYTES = 256;
/** /proc/net prints each 32-bit word of an address in host byte order. */
const LITTLE_ENDIAN = endianness() === 'LE';

/**
 * Listen on every relay address; resolves once all listeners are bound.
 * @param {string} socketPath
 */
export async function startEgressRelay(socketPath) {
  await Promise.all([
    ...PROXY_PORTS.map((port) =>
      listen(
        createTcpRelayServer(socketPath, PROXY_ADDRESS, port, { identifyClients: true }),
        port,
        PROXY_ADDRESS,
      ),
    ),
    listenDnsUdp(socketPath),
    listenDnsTcp(socketPath),
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
export function createTcpRelayServer(socketPath, address, port, options = {}) {
  return createServer({ allowHalfOpen: true }, (client) => {
    const command = options.identifyClients
      ? identifyClient(
          'tcp',
          { address: client.remoteAddress, port: client.remotePort },
          { address: client.localAddress, port: client.localPort },
        )
      : undefined;
    const upstream = connect({ path: socketPath, allowHalfOpen: true });
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    // Queued before any client byte: writes on a connecting socket keep their order.
    upstream.write(`TCP ${address} ${port}${commandField(command)}\n`);
    client.pipe(upstream);
    upstream.pipe(client);
  });
}

/**
 * @param {import('node:net').Server} server
 * @param {number} port
 * @param {string} address
 * @returns {Promise<void>}
 */
function listen(server, port, address) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, address, () => {
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
export function relayDns(socketPath, query, command) {
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
 * @returns {Promise<void>}
 */
function listenDnsUdp(socketPath) {
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    // Asked per datagram: a client's socket lives for its lookup, then its port is anyone's.
    const command = identifyClient('udp', peer, undefined);
    void relayDns(socketPath, query, command).then((answer) => {
      if (answer !== undefined) socket.send(answer, peer.port, peer.address);
    });
  });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(53, DNS_ADDRESS, () => {
      socket.off('error', reject);
      socket.on('error', () => undefined);
      resolve();
    });
  });
}

/**
 * DNS over TCP: each message carries a 2-byte length; answers go back in order.
 * @param {string} socketPath
 * @returns {Promise<void>}
 */
function listenDnsTcp(socketPath) {
  const server = createServer((client) => {
    const command = identifyClient(
      'tcp',
      { address: client.remoteAddress, port: client.remotePort },
      { address: client.localAddress, port: client.localPort },
    );
    let buffered = Buffer.alloc(0);
    let chain = Promise.resolve();
    client.on('error', () => client.destroy());
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
  });
  return listen(server, 53, DNS_ADDRESS);
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
 * The command line of the sandbox process that owns the client socket bound to `local` (and, for TCP, connected
 * to `remote`), or undefined when it cannot be found in time. Never throws.
 * @param {'tcp' | 'udp'} protocol
 * @param {Endpoint} local
 * @param {Endpoint | undefined} remote
 * @returns {string | undefined}
 */
export function identifyClient(protocol, local, remote) {
  try {
    const deadline = Date.now() + IDENTIFY_BUDGET.ms;
    const inode = findSocketInode(protocol, local, remote, deadline);
    if (inode === undefined) return undefined;
    const pid = findSocketOwner(inode, deadline);
    return pid === undefined ? undefined : readCommandLine(pid);
  } catch {
    return undefined;
  }
}

/**
 * The inode of the socket in /proc/net/<protocol>{,6} whose local end is `local` (and remote end `remote`).
 * IPv4 clients on IPv6 sockets show in the `6` table as `::ffff:a.b.c.d`, so it is read only when the first has
 * no match.
 * @param {'tcp' | 'udp'} protocol
 * @param {Endpoint} local
 * @param {Endpoint | undefined} remote
 * @param {number} deadline
 * @returns {string | undefined}
 */
function findSocketInode(protocol, local, remote, deadline) {
  if (local.address === undefined || local.port === undefined) return undefined;
  const wantLocal = `${normalizeAddress(local.address)}:${local.port}`;
  const wantRemote = remote && `${normalizeAddress(remote.address ?? '')}:${remote.port}`;
  const portField = `:${local.port.toString(16).toUpperCase().padStart(4, '0')} `;
  for (const file of [`/proc/net/${protocol}`, `/proc/net/${protocol}6`]) {
    const inode = scanTable(file, deadline, (line) => {
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
 * The first line of a /proc/net table that `match` accepts. Read in small pieces, and no further than the
 * match: the kernel walks its whole socket hash table (all namespaces' buckets) to fill a read, so one large read
 * of a six-line table costs over half a millisecond, and stopping early is most of the saving.
 * @param {string} file
 * @param {number} deadline
 * @param {(line: string) => string | undefined} match
 * @returns {string | undefined}
 */
function scanTable(file, deadline, match) {
  let fd;
  try {
    fd = openSync(file, 'r');
  } catch {
    return undefined;
  }
  try {
    const buffer = Buffer.alloc(TABLE_READ_BYTES);
    let partial = '';
    for (;;) {
      const read = readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0 || Date.now() > deadline) return undefined;
      const lines = `${partial}${buffer.toString('latin1', 0, read)}`.split('\n');
      partial = lines.pop() ?? '';
      // A line longer than any real one is not a table line: stop rather than grow.
      if (partial.length > TABLE_READ_BYTES * 4) return undefined;
      for (const line of lines) {
        const found = match(line);
        if (found !== undefined) return found;
      }
    }
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
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
 * The process that made the socket `socket:[inode]`: the newest process holding it (the client is a recent process
 * more often than a long-lived one), then up its parents while they hold it too (`exec 3<>/dev/tcp/…; cat <&3`:
 * the shell connected, cat only inherited the descriptor). Undefined when none is found within the budget; a
 * process whose descriptors are not ours to read (one that made itself non-dumpable) is skipped.
 * @param {string} inode
 * @param {number} deadline
 * @returns {number | undefined}
 */
function findSocketOwner(inode, deadline) {
  const scan = { target: `socket:[${inode}]`, deadline, links: 0 };
  const pids = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => pid !== process.pid)
    .sort((a, b) => b - a);
  let owner = pids.find((pid) => holdsSocket(pid, scan));
  for (let depth = 0; owner !== undefined && depth < MAX_PARENT_STEPS; depth += 1) {
    const parent = readParent(owner);
    if (parent === undefined || parent === process.pid || !holdsSocket(parent, scan)) break;
    owner = parent;
  }
  return owner;
}

/**
 * Whether `pid` has `scan.target` among its descriptors; false once the budget is spent.
 * @param {number} pid
 * @param {{ target: string, deadline: number, links: number }} scan
 */
function holdsSocket(pid, scan) {
  if (Date.now() > scan.deadline) return false;
  let fds;
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return false; // gone, or not ours to read
  }
  for (const fd of fds) {
    if (++scan.links > IDENTIFY_BUDGET.links) return false;
    try {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`) === scan.target) return true;
    } catch {
      // closed meanwhile
    }
  }
  return false;
}

/**
 * The parent pid of a process, from /proc/<pid>/stat (after the last `)`: the name may hold anything).
 * @param {number} pid
 * @returns {number | undefined}
 */
function readParent(pid) {
  let fd;
  try {
    fd = openSync(`/proc/${pid}/stat`, 'r');
    const buffer = Buffer.alloc(512);
    const stat = buffer.toString('latin1', 0, readSync(fd, buffer, 0, buffer.length, null));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const parent = Number(fields[1]);
    return Number.isInteger(parent) && parent > 0 ? parent : undefined;
  } catch {
    return undefined; // gone
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * A process's argv, space-joined as Copilot's warning shows it, cut at MAX_COMMAND_CHARS; undefined when the
 * process has gone, has no argv (a zombie, a kernel thread) or is one of hooksim's own programs.
 * @param {number} pid
 * @returns {string | undefined}
 */
function readCommandLine(pid) {
  let fd;
  try {
    fd = openSync(`/proc/${pid}/cmdline`, 'r');
  } catch {
    return undefined;
  }
  const buffer = Buffer.alloc(CMDLINE_READ_BYTES);
  let length = 0;
  try {
    while (length < buffer.length) {
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
  const bytes = buffer.subarray(0, length && buffer[length - 1] === 0 ? length - 1 : length);
  const command = bytes.toString('utf8').replaceAll('\0', ' ');
  if (command.trim() === '' || HOOKSIM_PROGRAM.test(command)) return undefined;
  if (command.length <= MAX_COMMAND_CHARS) return command;
  // Never half a surrogate pair at the cut.
  return `${command.slice(0, MAX_COMMAND_CHARS - 1).replace(/[\uD800-\uDBFF]$/, '')}…`;
}
