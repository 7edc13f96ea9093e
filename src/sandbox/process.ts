/**
 * The `process` driver for machines without namespaces (macOS, locked-down containers): a temporary copy of
 * the workspace, a temporary HOME, the scrubbed environment, command stubs first on PATH, and proxy variables
 * pointed at the firewall. Isolation is reduced and the report says so (cloud-environment.md §5.8).
 */
import { appendFile, cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import type { Server } from 'node:net';
import { createTcpRelayServer, PROXY_ADDRESS } from '../../sandbox/egress-relay.mjs';
import { PROXY_PORT } from '../firewall/proxy.js';
import path from 'node:path';
import { ensureRunDir, removeTree } from './cleanup.js';
import { buildAgentEnv, SANDBOX_CA_BUNDLE, SANDBOX_PATH, type AgentShellValues } from './environment.js';
import { HostHookHost } from './host.js';
import { diffSnapshots, snapshotTree, type TreeSnapshot } from './snapshot.js';
import { checkMockName, stubScript, writeWorkspaceSeed } from './system-layers.js';
import type { ExecRequest, ExecResult, FileChanges, Sandbox, SandboxOptions } from './types.js';
import { acquireWorkspaceCopy } from './workspace.js';

/** Options of the process driver. */
export interface ProcessSandboxOptions extends SandboxOptions {
  agentShell?: AgentShellValues;
}

const TRANSCRIPT_DIR = '.copilot/session-state/';

/** A listener on a free loopback port that relays each connection to the firewall as its proxy port. */
async function startProxyRelay(socketPath: string): Promise<{ server: Server; url: string }> {
  const server = createTcpRelayServer(socketPath, PROXY_ADDRESS, PROXY_PORT);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, url: `http://127.0.0.1:${port}` };
}

/** Start a process sandbox; every path hooks see is a temporary directory on this machine. */
export async function startProcessSandbox(options: ProcessSandboxOptions): Promise<Sandbox> {
  const runDir = ensureRunDir();
  const dir = await mkdtemp(path.join(runDir, 'proc-'));
  let relay: Awaited<ReturnType<typeof startProxyRelay>> | undefined;
  try {
    const workspace = path.join(dir, 'workspace');
    const home = path.join(dir, 'home');
    const stubs = path.join(dir, 'bin');
    await cp(await acquireWorkspaceCopy(options.repo, runDir), workspace, {
      recursive: true,
      verbatimSymlinks: true,
    });
    await mkdir(home, { recursive: true });
    await mkdir(stubs, { recursive: true });
    await writeWorkspaceSeed(workspace, options.files ?? {});
    for (const [name, mock] of Object.entries(options.commandMocks ?? {})) {
      await writeFile(path.join(stubs, checkMockName(name)), stubScript(mock), { mode: 0o755 });
    }
    let caBundle: string | undefined;
    if (options.caCertPem !== undefined) {
      caBundle = path.join(dir, 'ca-certificates.crt');
      const system = await readFile(SANDBOX_CA_BUNDLE, 'utf8').catch(() => '');
      await writeFile(caBundle, `${system}\n${options.caCertPem}\n`);
    }
    if (options.egressSocket !== undefined) relay = await startProxyRelay(options.egressSocket);
    const baseEnv = buildAgentEnv({
      profile: options.profile,
      home,
      prompt: options.prompt,
      ...(options.env ? { extra: options.env } : {}),
      ...(options.agentShell ? { agentShell: options.agentShell } : {}),
      ...(relay ? { proxyUrl: relay.url } : {}),
      ...(caBundle ? { caBundle } : {}),
    });
    baseEnv.PATH = `${stubs}:${baseEnv.PATH ?? SANDBOX_PATH}`;
    const before = new Map<string, TreeSnapshot>([
      ['workspace', await snapshotTree(workspace)],
      ['home', await snapshotTree(home)],
    ]);
    return new ProcessSandbox(dir, new HostHookHost({ workspace, home, baseEnv }), before, relay?.server);
  } catch (error) {
    relay?.server.close();
    await removeTree(dir).catch(() => undefined);
    throw error;
  }
}

class ProcessSandbox implements Sandbox {
  readonly driver = 'process' as const;
  readonly reducedIsolation = true;
  private stopped = false;

  constructor(
    private readonly dir: string,
    private readonly host: HostHookHost,
    private readonly before: Map<string, TreeSnapshot>,
    private readonly relay: Server | undefined,
  ) {}

  get workspace(): string {
    return this.host.workspace;
  }

  get home(): string {
    return this.host.home;
  }

  get baseEnv(): Readonly<Record<string, string>> {
    return this.host.baseEnv;
  }

  exec(request: ExecRequest): Promise<ExecResult> {
    return this.host.exec(request);
  }

  async writeFile(file: string, content: string | Buffer): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }

  async appendFile(file: string, content: string): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    await appendFile(file, content);
  }

  async readFile(file: string): Promise<Buffer | undefined> {
    return readFile(file).catch(() => undefined);
  }

  /** Changes reported with the sandbox's names (/workspace, /root), as the namespace driver reports them. */
  async changes(): Promise<FileChanges> {
    const result: FileChanges = { created: [], modified: [], deleted: [] };
    for (const [key, root, shown] of [
      ['workspace', this.workspace, '/workspace'],
      ['home', this.home, '/root'],
    ] as const) {
      const diff = diffSnapshots(this.before.get(key) ?? new Map(), await snapshotTree(root));
      let gitChanged = false;
      for (const kind of ['created', 'modified', 'deleted'] as const) {
        for (const rel of diff[kind]) {
          if (key === 'home' && rel.startsWith(TRANSCRIPT_DIR)) continue;
          if (key === 'workspace' && (rel === '.git' || rel.startsWith('.git/'))) {
            gitChanged = true;
            continue;
          }
          result[kind].push(`${shown}/${rel}`);
        }
      }
      if (gitChanged) result.modified.push('/workspace/.git/');
    }
    for (const kind of ['created', 'modified', 'deleted'] as const) result[kind].sort();
    return result;
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.relay?.close();
    await removeTree(this.dir).catch(() => undefined);
  }
}
