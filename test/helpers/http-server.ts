/** A real HTTP server on 127.0.0.1 for tests: records every request and answers from a routing table. */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server received it. */
export interface RecordedRequest {
  method: string;
  /** The request target (`/hook?x=1`). */
  path: string;
  /** Header names lower-cased by node:http. */
  headers: IncomingHttpHeaders;
  /** Names and values as they came on the wire, alternating. */
  rawHeaders: string[];
  /** The exact body bytes. */
  body: Buffer;
}

/** How the server answers one route. */
export interface RouteReply {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Wait this long before answering (for timeout tests). */
  delayMs?: number;
}

/** A fixed reply, or a function of the recorded request. */
export type Route = RouteReply | ((request: RecordedRequest) => RouteReply);

/** A running test server. */
export interface TestHttpServer {
  /** `http://127.0.0.1:<port>` (or the address it was started on). */
  readonly origin: string;
  readonly port: number;
  /** TCP connections accepted so far, whether or not a request completed on them. */
  readonly connections: number;
  /** Every request received so far, in arrival order (recorded once its body is complete). */
  readonly requests: RecordedRequest[];
  /** Add or replace the reply for a path (matched on the path without the query). */
  route(path: string, reply: Route): void;
  /** Close the server and every open connection; pending delayed replies are dropped. */
  close(): Promise<void>;
}

/**
 * Start a server on 127.0.0.1 (or `host`, an address of this machine) on a free port; unrouted paths answer
 * 404.
 */
export async function startHttpServer(
  routes: Record<string, Route> = {},
  host = '127.0.0.1',
): Promise<TestHttpServer> {
  const table = new Map<string, Route>(Object.entries(routes));
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const answer = (res: ServerResponse, reply: RouteReply): void => {
    // A client that stops reading (capped body) resets the socket; that is expected here.
    res.on('error', () => undefined);
    res.writeHead(reply.status ?? 200, reply.headers ?? {});
    res.end(reply.body ?? '');
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', () => undefined);
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        rawHeaders: req.rawHeaders,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      const route = table.get(recorded.path.split('?')[0] ?? '');
      const reply: RouteReply =
        route === undefined
          ? { status: 404, body: 'not found' }
          : typeof route === 'function'
            ? route(recorded)
            : route;
      if (reply.delayMs === undefined) {
        answer(res, reply);
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) answer(res, reply);
      }, reply.delayMs);
      timers.add(timer);
    });
  });

  let connections = 0;
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    get connections() {
      return connections;
    },
    requests,
    route: (path, reply) => void table.set(path, reply),
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
