/**
 * The `process` driver for machines without namespaces (macOS, locked-down containers): a temporary copy of
 * the workspace, a temporary HOME, the scrubbed environment, command stubs first on PATH, and proxy variables
 * pointed at the firewall. It is no security boundary: hooks run as the invoking user, and can read this
 * machine's files, other processes' environments (hooksim's own included) and its network. The report says
 * so (cloud-environment.md §5.8), and stop() kills what the hooks left running.
 */
import {
  appendFile,
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  readlink,
  realpath,
  stat,
  writeFile,
} from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:net';
import { createTcpRelayServer, PROXY_ADDRESS } from '../../sandbox/egress-relay.cjs';
import { PROXY_PORT } from '../firewall/relay-header.js';
import path from 'node:path';
import { bulkDirFor, ensureRunDir, removeTree } from './cleanup.js';
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
  const dir = await mkdtemp(path.join(bulkDirFor(runDir), 'proc-'));
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
    await killLeftovers(this.dir);
    await removeTree(this.dir).catch(() => undefined);
  }
}

/** How many times stop() looks again for children forked while it was stopping their parents. */
const SWEEP_ROUNDS = 20;
const KILL_WAIT_MS = 3_000;

/**
 * Kill every process the sandbox's hooks left behind, those that left the hook's process group or session
 * (`setsid`, `nohup … &`, daemons) included. A process belongs to the sandbox when it is this user's and
 * its working directory, root, executable or an open file lies under the sandbox directory, or its
 * environment names it: every hook starts in the workspace copy with HOME and PATH pointing into it, and
 * what it forks inherits that. Each round stops what it finds (SIGSTOP: no more forks), looks again for
 * children forked meanwhile, then everything found is killed. A hook that clears its environment and leaves
 * the directory on purpose escapes this: the process driver is no security boundary (Linux only; elsewhere
 * there is no /proc to look in).
 */
async function killLeftovers(dir: string): Promise<void> {
  if (process.platform !== 'linux') return;
  const roots = [...new Set([dir, await realpath(dir).catch(() => dir)])];
  const spared = ownLineage();
  const found = new Set<number>();
  for (let round = 0; round < SWEEP_ROUNDS; round++) {
    const fresh = (await findSandboxProcesses(roots, spared)).filter((pid) => !found.has(pid));
    if (fresh.length === 0) break;
    for (const pid of fresh) {
      found.add(pid);
      signal(pid, 'SIGSTOP');
    }
  }
  for (const pid of found) signal(pid, 'SIGKILL');
  const deadline = Date.now() + KILL_WAIT_MS;
  while ([...found].some((pid) => isRunning(pid)) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // gone already
  }
}

/** True while `pid` exists and is no zombie. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const text = readProcStat(pid);
  return text !== undefined && !/^\S+ \(.*\) [ZX]/s.test(text);
}

function readProcStat(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
}

/** hooksim and its ancestors: never candidates, whatever they hold open. */
function ownLineage(): Set<number> {
  const spared = new Set<number>();
  let pid = process.pid;
  while (pid > 1 && !spared.has(pid)) {
    spared.add(pid);
    const text = readProcStat(pid);
    // `pid (comm) state ppid …`; comm may hold spaces and parentheses, so parse after the last ')'.
    const ppid = Number(text?.slice(text.lastIndexOf(')') + 2).split(' ')[1]);
    if (!Number.isInteger(ppid)) break;
    pid = ppid;
  }
  spared.add(1);
  return spared;
}

function isUnder(target: string | undefined, roots: string[]): boolean {
  if (target === undefined) return false;
  const clean = target.replace(/ \(deleted\)$/, '');
  return roots.some((root) => clean === root || clean.startsWith(`${root}/`));
}

/** This user's processes (not `spared`) that hold a path under one of `roots` (see killLeftovers). */
async function findSandboxProcesses(roots: string[], spared: Set<number>): Promise<number[]> {
  const uid = process.getuid?.();
  const names = await readdir('/proc').catch(() => [] as string[]);
  const found: number[] = [];
  await Promise.all(
    names.map(async (name) => {
      if (!/^\d+$/.test(name)) return;
      const pid = Number(name);
      if (spared.has(pid)) return;
      const base = `/proc/${name}`;
      const owner = await stat(base).catch(() => undefined);
      if (owner === undefined || owner.uid !== uid) return;
      if (await belongs(base, roots)) found.push(pid);
    }),
  );
  return found;
}

async function belongs(base: string, roots: string[]): Promise<boolean> {
  const link = (rel: string) => readlink(`${base}/${rel}`).catch(() => undefined);
  for (const rel of ['cwd', 'root', 'exe']) if (isUnder(await link(rel), roots)) return true;
  const environ = await readFile(`${base}/environ`).catch(() => undefined);
  if (environ !== undefined && roots.some((root) => environ.includes(`${root}/`))) return true;
  const fds = await readdir(`${base}/fd`).catch(() => [] as string[]);
  for (const fd of fds) if (isUnder(await link(`fd/${fd}`), roots)) return true;
  return false;
}
