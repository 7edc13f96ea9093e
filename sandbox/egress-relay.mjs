// @ts-check
/**
 * The egress relay of the in-sandbox agent (spec/cloud-environment.md §5.1): the sandbox's network
 * namespace has only loopback, so every name lookup goes to 127.0.0.53:53 and every proxied or redirected
 * TCP connection to 127.1.0.1:{80,443,3128}; each is carried to the firewall outside over the Unix socket
 * hooksim bind-mounts into the sandbox. The firewall decides; nothing here filters.
 *
 * Frames on the socket, one connection each: `TCP <listen-address> <listen-port>\n` then raw bytes both
 * ways; `DNS <n>\n` + n query bytes, answered by `<n>\n` + n response bytes.
 */
import { createSocket } from 'node:dgram';
import { connect, createServer } from 'node:net';

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

/**
 * Listen on every relay address; resolves once all listeners are bound.
 * @param {string} socketPath
 */
export async function startEgressRelay(socketPath) {
  await Promise.all([
    ...PROXY_PORTS.map((port) => listenTcpRelay(socketPath, PROXY_ADDRESS, port)),
    listenDnsUdp(socketPath),
    listenDnsTcp(socketPath),
  ]);
}

/**
 * A TCP server (not yet listening) that carries each connection to the firewall's socket, framed as the
 * listener `address:port` the client reached. The process driver uses it on a port of its own.
 * @param {string} socketPath
 * @param {string} address
 * @param {number} port
 * @returns {import('node:net').Server}
 */
export function createTcpRelayServer(socketPath, address, port) {
  return createServer({ allowHalfOpen: true }, (client) => {
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
    upstream.write(`TCP ${address} ${port}\n`);
    client.pipe(upstream);
    upstream.pipe(client);
  });
}

/**
 * @param {string} socketPath
 * @param {string} address
 * @param {number} port
 * @returns {Promise<void>}
 */
function listenTcpRelay(socketPath, address, port) {
  return listen(createTcpRelayServer(socketPath, address, port), port, address);
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
 * Ask the firewall one DNS question; resolves with the raw response, or undefined on any failure.
 * @param {string} socketPath
 * @param {Buffer} query
 * @returns {Promise<Buffer | undefined>}
 */
export function relayDns(socketPath, query) {
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
    upstream.write(Buffer.concat([Buffer.from(`DNS ${query.length}\n`, 'ascii'), query]));
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
    void relayDns(socketPath, query).then((answer) => {
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
          const answer = await relayDns(socketPath, query);
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
