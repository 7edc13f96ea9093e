/**
 * Node's built-in modules that a command may never need, loaded on first use: each costs 1 to 5 ms to load,
 * and a `fire` whose hooks make no network request needs none of these (the firewall's proxy, which needs
 * node:http, node:https and node:tls, is itself loaded on the first relayed connection: firewall.ts).
 */
import type * as DnsPromises from 'node:dns/promises';
import type * as Http from 'node:http';
import { createRequire } from 'node:module';
import type * as Tls from 'node:tls';
import type * as WorkerThreads from 'node:worker_threads';

const load = createRequire(import.meta.url);

/** node:http, loaded on first call. */
export function lazyHttp(): typeof Http {
  return load('node:http') as typeof Http;
}

/** node:tls, loaded on first call. */
export function lazyTls(): typeof Tls {
  return load('node:tls') as typeof Tls;
}

/** node:dns/promises, loaded on first call. */
export function lazyDnsPromises(): typeof DnsPromises {
  return load('node:dns/promises') as typeof DnsPromises;
}

/** node:worker_threads, loaded on first call. */
export function lazyWorkerThreads(): typeof WorkerThreads {
  return load('node:worker_threads') as typeof WorkerThreads;
}
