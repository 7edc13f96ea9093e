/**
 * A fake GitHub REST API on 127.0.0.1 for the Action's tests: a pull request's files and its issue comments,
 * with a read-only mode that answers writes as GitHub answers a fork's GITHUB_TOKEN (403). Every request is
 * recorded so a test can check what the Action sent.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A changed file as the pulls/files endpoint lists it. */
export interface FakePullFile {
  filename: string;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  previous_filename?: string;
}

/** Who wrote a comment, as the API gives `user`. */
export interface FakeUser {
  login: string;
  type: 'Bot' | 'User';
}

/** The account GITHUB_TOKEN writes as. */
export const ACTIONS_BOT: FakeUser = { login: 'github-actions[bot]', type: 'Bot' };

/** A comment the fake holds; its author is the Actions bot unless `user` says otherwise. */
export interface FakeComment {
  id: number;
  body: string;
  user?: FakeUser;
}

/** One request as received. */
export interface FakeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/** The running fake. */
export interface FakeGitHub {
  /** The base URL to put in GITHUB_API_URL. */
  readonly url: string;
  readonly requests: FakeRequest[];
  /** The comments of each issue or pull request number. */
  readonly comments: Map<number, FakeComment[]>;
  /** Changed files per pull request number. */
  readonly files: Map<number, FakePullFile[]>;
  /** When true, writes answer 403 "Resource not accessible by integration". */
  readOnly: boolean;
  /**
   * The user a personal access token acts as: `GET /user` answers with it and new comments are theirs.
   * Undefined (the default) is an installation token such as GITHUB_TOKEN: `GET /user` answers 403.
   */
  tokenUser: string | undefined;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', reject);
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text ? JSON.parse(text) : undefined);
      } catch {
        resolve(text);
      }
    });
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const FILES = /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/files$/;
const COMMENTS = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/;
const COMMENT = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/;

/** Start the fake on a free port of 127.0.0.1. */
export async function startFakeGitHub(): Promise<FakeGitHub> {
  const requests: FakeRequest[] = [];
  const comments = new Map<number, FakeComment[]>();
  const files = new Map<number, FakePullFile[]>();
  let nextId = 1000;
  const state: { readOnly: boolean; tokenUser: string | undefined } = {
    readOnly: false,
    tokenUser: undefined,
  };
  const author = (): FakeUser => (state.tokenUser ? { login: state.tokenUser, type: 'User' } : ACTIONS_BOT);
  const forbidden = (res: ServerResponse) =>
    send(res, 403, {
      message: 'Resource not accessible by integration',
      documentation_url: 'https://docs.github.com/rest',
    });

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = await readBody(req);
      const method = req.method ?? 'GET';
      requests.push({ method, path: url.pathname, authorization: req.headers.authorization, body });
      const page = Number(url.searchParams.get('page') ?? '1');
      let match: RegExpExecArray | null;
      if (method === 'GET' && url.pathname === '/user') {
        if (!state.tokenUser) return forbidden(res);
        return send(res, 200, { login: state.tokenUser, type: 'User' });
      }
      if (method === 'GET' && (match = FILES.exec(url.pathname))) {
        return send(res, 200, page > 1 ? [] : (files.get(Number(match[1])) ?? []));
      }
      if ((match = COMMENTS.exec(url.pathname))) {
        const list = comments.get(Number(match[1])) ?? [];
        if (method === 'GET') {
          return send(res, 200, page > 1 ? [] : list.map((c) => ({ ...c, user: c.user ?? ACTIONS_BOT })));
        }
        if (method === 'POST') {
          if (state.readOnly) return forbidden(res);
          const comment = {
            id: nextId++,
            body: String((body as { body?: unknown }).body ?? ''),
            user: author(),
          };
          comments.set(Number(match[1]), [...list, comment]);
          return send(res, 201, comment);
        }
      }
      if (method === 'PATCH' && (match = COMMENT.exec(url.pathname))) {
        if (state.readOnly) return forbidden(res);
        const id = Number(match[1]);
        for (const list of comments.values()) {
          const comment = list.find((c) => c.id === id);
          if (comment) {
            comment.body = String((body as { body?: unknown }).body ?? '');
            return send(res, 200, comment);
          }
        }
      }
      send(res, 404, { message: 'Not Found' });
    })().catch((error: Error) => send(res, 500, { message: error.message }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    comments,
    files,
    get readOnly() {
      return state.readOnly;
    },
    set readOnly(value: boolean) {
      state.readOnly = value;
    },
    get tokenUser() {
      return state.tokenUser;
    },
    set tokenUser(value: string | undefined) {
      state.tokenUser = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
