/**
 * The `namespace` sandbox driver (spec/cloud-environment.md §1-§3, §5.1, §5.7, §5.8): bubblewrap plus
 * overlays, uid 0 and hostname `hooksim` inside, only loopback for a network, `/workspace` over the
 * checkout itself under a mask layer (or a filtered copy of it), the host's system directories as
 * read-only lower layers with writes discarded, and one long-lived agent inside that runs every hook. Teardown always happens: on stop(), on exit and
 * SIGINT/SIGTERM, and a killed run's directories are swept by the next one.
 */
import { prestartSpawner, type SandboxProcess } from './spawner.js';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  statfsSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AgentClient, AgentGoneError, decodeExecResult, goneResult } from './agent-client.js';
import { computeChanges, type ChangeScan, type OverlayView } from './changes.js';
import {
  bulkDirFor,
  ensureRunDir,
  noteHookFilesInRunDir,
  onProcessExit,
  removeOwnTree,
  removeRunDirSync,
  removeTree,
  removeTreeSync,
} from './cleanup.js';
import { buildAgentEnv, SANDBOX_CA_BUNDLE, SANDBOX_PATH, type AgentShellValues } from './environment.js';
import {
  hostLayerWords,
  LAUNCH_ENV,
  planText,
  procMaskMounts,
  refreshGitIndex,
  spawnSandbox,
  type LaunchMode,
  type LaunchSpec,
  type MountOp,
  type SessionLayers,
} from './namespace-launch.js';
import { forgetLaunchMode, rememberedLaunchMode } from './launch-mode-cache.js';
import { createPidsCgroup, removePidsCgroup, removePidsCgroupSync } from './namespace-pids.js';
import { borrowPidsSlot, prestartPidsSlot, releasePidsSlots, type BorrowedSlot } from './pids-slots.js';
import {
  findMonitor,
  findSandboxInit,
  freezeSandbox,
  thawSandbox,
  waitForProcessEnd,
} from './namespace-procs.js';
import {
  forgetMaskLayers,
  kernelAtLeast,
  systemTakesGuards,
  PLUMBING_FILES,
  prepareGroupCovers,
  prepareMasks,
  mountPoints,
  mountPointsUnder,
  readSystemLayout,
  readSystemLayoutSync,
  runEtcSeed,
  type SystemLayout,
  writeStubSeed,
  writeWorkspaceSeed,
  type CoveredPath,
} from './system-layers.js';
import type {
  ExecRequest,
  ExecResult,
  FileChanges,
  LoopbackHttpReply,
  LoopbackHttpRequest,
  Sandbox,
  SandboxOptions,
} from './types.js';
import { releaseWorkspaceCopies } from './workspace.js';
import { acquireWorkspaceLowers, forgetWorkspaceMasks, useWorkspaceCopy } from './workspace-overlay.js';
import { builtNativePrograms, nativePrograms, type NativePrograms } from './native-programs.js';

export { SandboxUnavailableError } from './namespace-launch.js';

/** SandboxOptions plus what only this driver reads (to be folded into SandboxOptions). */
export interface NamespaceSandboxOptions extends SandboxOptions {
  /** Values of the `agentShellEnv` layer; used only when the profile flag is on. */
  agentShell?: AgentShellValues;
  /** Tasks (processes and threads) the whole sandbox may hold at once; default SANDBOX_MAX_PROCESSES. */
  maxProcesses?: number;
  /** Bytes hooks may write under `/workspace`, `/root` and the system directories; default SANDBOX_DISK_LIMIT_BYTES. */
  diskLimitBytes?: number;
  /**
   * Whether the sandbox runs on the native programs (its agent and setup step) where they build, the default, or on
   * agent.cjs and the setup script (`false`), as on a machine without a C compiler.
   */
  native?: boolean;
}

/**
 * The default process bound of a sandbox: a fork bomb stops there (fork fails with EAGAIN) instead of
 * exhausting the host's pid space; the agent (about a dozen threads) and ordinary hooks stay far below it.
 */
export const SANDBOX_MAX_PROCESSES = 1024;

/**
 * The default disk bound of a session: its upper layers (`/workspace`, `/root`, `/usr`, `/etc`, `/opt`,
 * `/var`) share one tmpfs of this size, so a hook that writes without end gets ENOSPC inside, and its
 * scenario fails with a clear message, instead of filling the host's disk. Memory (or swap) is only used
 * as far as hooks write; a whole `npm install` fits.
 */
export const SANDBOX_DISK_LIMIT_BYTES = 2 * 1024 * 1024 * 1024;

/** Free space on the layers' tmpfs below which the disk limit counts as reached (a write failed there). */
const DISK_FULL_MARGIN_BYTES = 1024 * 1024;
/** The same for its inodes (the setup step allows one per 4 KiB of the limit). */
const DISK_FULL_MARGIN_INODES = 16;

/**
 * Whether the session's layers can live on a tmpfs: overlayfs in a user namespace keeps whiteouts and
 * opaque directories in `user.*` xattrs, which tmpfs supports from Linux 6.6. Older kernels keep the layers
 * in the host's temp directory, unbounded.
 */
function layersOnTmpfs(): boolean {
  return kernelAtLeast(6, 6);
}

/** The message of a session that reached its disk limit. */
export function diskLimitMessage(limitBytes: number): string {
  return `the sandbox's disk limit of ${Math.round(limitBytes / (1024 * 1024))} MiB was reached: hooks wrote that much under /workspace, /root and the system directories, and writes beyond it failed with "No space left on device"`;
}

/** The sandbox process did not come up. */
export class SandboxStartError extends Error {
  readonly code = 'sandbox-start-failed';
  constructor(reason: string) {
    super(`The namespace sandbox did not start: ${reason}`);
    this.name = 'SandboxStartError';
  }
}

const WORKSPACE = '/workspace';
const HOME = '/root';
const TRANSCRIPT_DIR = '/root/.copilot/session-state/';
/** Where hooksim's own files appear inside the sandbox (read-only). */
const RUN_DIR = '/run/hooksim';
const TMP_SIZE_BYTES = 1024 * 1024 * 1024;
/** POSIX shared memory and semaphores (Python's multiprocessing, Chromium) need a little; Docker gives 64 MiB. */
const SHM_SIZE_BYTES = 64 * 1024 * 1024;
const READY_TIMEOUT_MS = 15_000;
/** Beyond a hook's own timeout and kill grace, how long the agent may take before it counts as gone. */
const WATCHDOG_SLACK_MS = 15_000;
const FILE_OP_TIMEOUT_MS = 30_000;

let agentDir: string | undefined;

/**
 * The directory holding agent.cjs, agent.c and the modules they use (the repository's `sandbox/`), found once
 * a process (every session asks).
 */
export function locateAgentDir(): string {
  agentDir ??= findAgentDir();
  return agentDir;
}

function findAgentDir(): string {
  const candidates = ['../../sandbox/', '../sandbox/', './sandbox/'].map((rel) =>
    fileURLToPath(new URL(rel, import.meta.url)),
  );
  const found = candidates.find((dir) => existsSync(path.join(dir, 'agent.cjs')));
  if (found === undefined)
    throw new SandboxStartError(`sandbox/agent.cjs not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Sandboxes of this process not yet stopped. */
const live = new Set<Sandbox>();

/**
 * Stop every sandbox of this process and remove the run's shared layers (workspace copies, masks) now
 * instead of at exit; the next sandbox starts a fresh run directory.
 */
export async function releaseNamespaceRun(): Promise<void> {
  await Promise.all([...live].map((sandbox) => sandbox.stop()));
  await releaseWorkspaceCopies();
  forgetWorkspaceMasks();
  forgetMaskLayers();
  hostLayers.clear();
  await releasePidsSlots();
  removeRunDirSync();
}

/**
 * Begin, in the background, what the first sandbox of a run over `repo` needs whatever the launch mode (the
 * system mask layers when hooksim runs as root, the workspace's lower layers), so that it overlaps loading
 * the hook files and probing the launch mode; startNamespaceSandbox takes the same work over when it comes.
 */
export function warmNamespaceRun(repo: string): void {
  let runDir: string;
  let builtNow: NativePrograms | undefined;
  // As root, no launch mode goes through sudo: the sandbox's root will be the host's.
  const asRoot = process.getuid?.() === 0;
  try {
    runDir = ensureRunDir();
    // The first session's pids slot before anything else, synchronously where the native programs are built:
    // its spawner joins the slot's cgroup, which waits out an RCU grace period (about 10 ms here), then mounts
    // the run's host layers (guards), in a process of its own while this one lists the checkout and loads the
    // hook files.
    builtNow = builtNativePrograms(locateAgentDir());
    if (builtNow !== undefined && asRoot) startFirstSlot(runDir, builtNow, readSystemLayoutSync());
    // Any other user's sandboxes are started by the run directory's spawner, over no host layers of the run:
    // started now too, its spawn is off the first sandbox's way.
    else if (builtNow !== undefined) prestartSpawner(builtNow.launcher, runDir, LAUNCH_ENV);
  } catch {
    // Only a head start: the sandbox's start does this again, and says what fails.
    return;
  }
  void (async () => {
    // What /workspace shows waits on neither the system's layout nor the native programs: it begins next.
    const workspaceLowers = acquireWorkspaceLowers(repo, runDir, {
      refreshIndex: async (dir) => refreshGitIndex(dir, (await rememberedLaunchMode(runDir)).mode),
    });
    workspaceLowers.catch(() => undefined); // the sandbox's start takes it over, and any failure with it
    const layout = await readSystemLayout();
    const native = asRoot ? (builtNow ?? (await nativePrograms(locateAgentDir()))) : undefined;
    const guarded = guardsSystem(true, native, layout);
    if (builtNow === undefined && native !== undefined) startFirstSlot(runDir, native, layout);
    await Promise.all([
      asRoot ? prepareMasks(runDir, layout.overlays, true, guarded) : undefined,
      workspaceLowers,
    ]);
  })().catch(() => undefined);
}

/** Start the first pids slot of a run (prestartPidsSlot) over the run's host layers, as root. */
function startFirstSlot(runDir: string, native: NativePrograms, layout: SystemLayout): void {
  const guarded = guardsSystem(true, native, layout);
  const { emptyDir } = runEmpties(runDir);
  void prestartPidsSlot(
    native.launcher,
    runDir,
    LAUNCH_ENV,
    SANDBOX_MAX_PROCESSES,
    runHostLayers(runDir, layout, guarded, emptyDir).plan,
  );
}

/** Start a namespace sandbox for one session. */
export async function startNamespaceSandbox(options: NamespaceSandboxOptions): Promise<Sandbox> {
  const runDir = ensureRunDir();
  const { mode, remembered } = await rememberedLaunchMode(runDir);
  const layout = await readSystemLayout();
  const copyOptions = { refreshIndex: (dir: string) => refreshGitIndex(dir, mode) };
  const native = options.native === false ? undefined : await nativePrograms(locateAgentDir());
  const guarded = guardsSystem(sandboxRootIsHostRoot(mode), native, layout);
  const [workspaceLowers, masks, covers] = await Promise.all([
    acquireWorkspaceLowers(options.repo, runDir, copyOptions),
    prepareMasks(runDir, layout.overlays, sandboxRootIsHostRoot(mode), guarded),
    prepareGroupCovers(layout.overlays, mode.privilege === 'none'),
  ]);
  const system: SystemProtection = { masks, covers, guarded };
  try {
    return await startWith(options, runDir, mode, layout, workspaceLowers.lowers, native, system);
  } catch (error) {
    if (remembered) {
      // The machine changed since the mode was remembered (a sysctl, AppArmor): probe, and start again
      // with what works now.
      await forgetLaunchMode();
      const probed = (await rememberedLaunchMode(runDir)).mode;
      if (probed.privilege !== mode.privilege || probed.nested !== mode.nested)
        return startNamespaceSandbox(options);
    }
    if (workspaceLowers.kind !== 'overlay') throw error;
    // The checkout could not be an overlay layer here (a filesystem overlayfs refuses as a lower one, say):
    // the rest of the run uses the filtered copy, and this start is tried once more with it.
    const copy = await useWorkspaceCopy(options.repo, runDir, copyOptions, describeError(error));
    return startWith(options, runDir, mode, layout, copy.lowers, native, system);
  }
}

async function startWith(
  options: NamespaceSandboxOptions,
  runDir: string,
  mode: LaunchMode,
  layout: Awaited<ReturnType<typeof readSystemLayout>>,
  workspaceLowers: string[],
  native: NativePrograms | undefined,
  system: SystemProtection,
): Promise<Sandbox> {
  // A session's host directories and files are made synchronously (planSession too): each is one small
  // call, which through libuv's thread pool would cost about 100 µs of CPU instead of a few.
  // Hook-written layers on the host disk where they are not on the session's tmpfs (bulkDirFor).
  const session = mkdtempSync(path.join(layersOnTmpfs() ? runDir : bulkDirFor(runDir), 's-'));
  let child: SandboxProcess | undefined;
  let sandbox: NamespaceSandbox | undefined;
  let cgroup: string | undefined;
  let slot: BorrowedSlot | undefined;
  try {
    const plan = await planSession(runDir, session, options, layout, workspaceLowers, native, system);
    // Under sudo the setup step runs as the invoking user, who may not join a cgroup root made. Born in a pids
    // slot's cgroup where the native spawner runs, else moved into a cgroup of its own by the setup step.
    if (mode.privilege === 'none') {
      const max = plan.spec.maxProcesses ?? SANDBOX_MAX_PROCESSES;
      if (plan.spec.launcher !== undefined)
        slot = await borrowPidsSlot(plan.spec.launcher, runDir, LAUNCH_ENV, max, plan.spec.hostLayersPlan);
      if (slot === undefined) cgroup = createPidsCgroup(max);
    }
    if (cgroup !== undefined) plan.spec.pidsCgroup = cgroup;
    child = await spawnSandbox(plan.spec, mode, slot?.spawn);
    sandbox = new NamespaceSandbox(child, session, plan, mode, buildEnv(options), slot);
    live.add(sandbox);
    await sandbox.started();
    return sandbox;
  } catch (error) {
    if (sandbox !== undefined) await sandbox.stop();
    else {
      if (child?.pid !== undefined) killGroup(child.pid, mode);
      if (cgroup !== undefined) await removePidsCgroup(cgroup);
      await slot?.giveBack();
    }
    await removeTree(session);
    if (error instanceof AgentGoneError) throw new SandboxStartError(error.message);
    throw error;
  }
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function buildEnv(options: NamespaceSandboxOptions): Record<string, string> {
  return buildAgentEnv({
    profile: options.profile,
    home: HOME,
    prompt: options.prompt,
    extra: options.env,
    agentShell: options.agentShell,
    // No proxy variables: egress is transparent (DNS answers and 80/443 listeners relay to the firewall), as
    // cloud-environment.md §3 and §5.1 say; only the process driver needs them (§5.8). 3128 still serves
    // tools configured with a proxy explicitly.
    proxyUrl: undefined,
    caBundle: options.caCertPem === undefined ? undefined : SANDBOX_CA_BUNDLE,
  });
}

/** True when the sandbox's uid 0 is the host's root (hooksim runs as root, without sudo). */
function sandboxRootIsHostRoot(mode: LaunchMode): boolean {
  return mode.privilege === 'none' && process.getuid?.() === 0;
}

/**
 * Whether the system directories are read through guards (LaunchSpec.guards): where the sandbox's root is
 * the host's, the native setup step can mount them, and the system takes them (systemTakesGuards).
 */
function guardsSystem(
  sandboxRootIsHostRoot: boolean,
  native: NativePrograms | undefined,
  layout: SystemLayout,
): boolean {
  return sandboxRootIsHostRoot && native !== undefined && systemTakesGuards(layout.overlays);
}

/** How the system directories keep what the sandbox's root may not read from it. */
interface SystemProtection {
  /** A mask layer by system directory (prepareMasks). */
  masks: Map<string, string>;
  /** Group-only entries covered (prepareGroupCovers). */
  covers: CoveredPath[];
  /** Read through guards (guardsSystem). */
  guarded: boolean;
}

/** Layers, mounts and the scan plan of one session. */
interface SessionPlan {
  spec: LaunchSpec;
  scan: Omit<ChangeScan, 'workspace' | 'system'> & { workspace: OverlayView; system: OverlayView[] };
  /** Where /workspace is mounted in the setup step's mount namespace (read through `/proc/<monitor>/root`). */
  workspaceMerged: string;
}

async function planSession(
  runDir: string,
  session: string,
  options: NamespaceSandboxOptions,
  layout: Awaited<ReturnType<typeof readSystemLayout>>,
  workspaceLowers: string[],
  native: NativePrograms | undefined,
  { masks, covers, guarded }: SystemProtection,
): Promise<SessionPlan> {
  const mounts: MountOp[] = [];
  const excluded = [...PLUMBING_FILES, TRANSCRIPT_DIR];
  const system: OverlayView[] = [];
  // Upper and work directories and the home: on the session's tmpfs (made by the setup step) when it can be.
  const layers: SessionLayers | undefined = layersOnTmpfs()
    ? {
        dir: path.join(session, 'layers'),
        sizeBytes: options.diskLimitBytes ?? SANDBOX_DISK_LIMIT_BYTES,
        dirs: [],
      }
    : undefined;
  if (layers !== undefined) mkdirSync(layers.dir, { mode: 0o700 });
  else noteHookFilesInRunDir();
  const layerDir = (name: string, mode: number): string => {
    const dir = path.join(layers?.dir ?? session, name);
    if (layers !== undefined) layers.dirs.push({ path: dir, mode });
    else {
      mkdirSync(dir);
      chmodSync(dir, mode);
    }
    return dir;
  };
  // A mount point on the layers' tmpfs when there is one (made by the setup step, nothing on the host).
  const mergedDir = (target: string): string =>
    path.join(layers?.dir ?? session, `${target.slice(1).replace(/\//g, '_')}.m`);
  const overlay = async (
    target: string,
    hostLowers: string[],
    /** A layer above the others: written now for this session by a function, or shared (a directory). */
    seed: ((dir: string) => Promise<void>) | string | undefined,
    /** Where the mount reads hostLowers from, when not from there (privateBinds); the change scan reads them. */
    mountedLowers: string[] = hostLowers,
  ): Promise<OverlayView> => {
    const name = target.slice(1).replace(/\//g, '_');
    const merged = mergedDir(target);
    if (layers !== undefined) layers.dirs.push({ path: merged, mode: 0o755 });
    else mkdirSync(merged);
    // The merged root's mode comes from the upper layer's root: the host directory's, not mkdir's.
    const upper = layerDir(
      `${name}.up`,
      target === WORKSPACE ? 0o755 : statSync(hostLowers[0] ?? target).mode & 0o7777,
    );
    const work = layerDir(`${name}.wk`, 0o700);
    // Seed above mask above the host's layers.
    const above: string[] = [];
    if (typeof seed === 'string') above.push(seed);
    else if (seed !== undefined) {
      const seedDir = path.join(session, `${name}.seed`);
      mkdirSync(seedDir, { mode: 0o755 });
      await seed(seedDir);
      above.push(seedDir);
    }
    const mask = masks.get(target);
    if (mask !== undefined) above.push(mask);
    mounts.push({ kind: 'overlay', target, lowers: [...above, ...mountedLowers], upper, work, merged });
    return { target, upper, lowers: [...above, ...hostLowers] };
  };

  const agentDir = locateAgentDir();
  const node = realpathSync(process.execPath);
  const { empty, emptyDir } = runEmpties(runDir);
  const host = native === undefined ? undefined : runHostLayers(runDir, layout, guarded, emptyDir);
  for (const dir of layout.overlays) {
    let seed: ((layer: string) => Promise<void>) | string | undefined;
    if (dir === '/etc') seed = await runEtcSeed(runDir, options.caCertPem);
    if (
      dir === '/usr' &&
      options.commandMocks !== undefined &&
      Object.keys(options.commandMocks).length > 0
    ) {
      const mocks = options.commandMocks;
      seed = async (layer) => {
        excluded.push(...(await writeStubSeed(layer, mocks)));
      };
    }
    system.push(await overlay(dir, [dir], seed, [host?.lowers.get(dir) ?? dir]));
  }
  for (const link of layout.symlinks) mounts.push({ kind: 'symlink', ...link });
  if (layout.overlays.includes('/var'))
    mounts.push({ kind: 'tmpfs', target: '/var/tmp', mode: 0o1777, sizeBytes: TMP_SIZE_BYTES });
  const files = options.files;
  const workspace = await overlay(
    WORKSPACE,
    workspaceLowers,
    files && Object.keys(files).length > 0 ? (layer) => writeWorkspaceSeed(layer, files) : undefined,
  );

  const home = await layerDir('root', 0o700);
  mounts.push(
    { kind: 'bind', source: home, target: HOME, readOnly: false },
    { kind: 'tmpfs', target: '/tmp', mode: 0o1777, sizeBytes: TMP_SIZE_BYTES },
    { kind: 'tmpfs', target: '/run', mode: 0o755, sizeBytes: 16 * 1024 * 1024 },
    { kind: 'bind', source: node, target: `${RUN_DIR}/node`, readOnly: true },
    ...['agent.cjs', 'exec-core.cjs', 'egress-relay.cjs'].map((file): MountOp => ({
      kind: 'bind',
      source: path.join(agentDir, file),
      target: `${RUN_DIR}/${file}`,
      readOnly: true,
    })),
    ...(native === undefined
      ? []
      : [
          {
            kind: 'bind',
            source: native.agent,
            target: `${RUN_DIR}/agent`,
            readOnly: true,
          } satisfies MountOp,
        ]),
  );
  for (const bind of options.binds ?? []) {
    if (!bind.target.startsWith(`${RUN_DIR}/`))
      throw new SandboxStartError(`extra bind target '${bind.target}' is not under ${RUN_DIR}/`);
    mounts.push({ kind: 'bind', source: bind.source, target: bind.target, readOnly: bind.readOnly });
  }
  if (options.egressSocket !== undefined) {
    mounts.push({
      kind: 'bind',
      source: options.egressSocket,
      target: `${RUN_DIR}/egress.sock`,
      readOnly: false,
    });
  }
  mounts.push(
    { kind: 'proc', target: '/proc' },
    // As container runtimes mask them, and every file root alone may read (PROC_MASKS).
    ...procMaskMounts(empty, emptyDir),
    // What only a supplementary group the unprivileged namespace keeps would let a hook read.
    ...covers.map((cover): MountOp => ({
      kind: 'bind',
      source: cover.kind === 'file' ? empty : emptyDir,
      target: cover.path,
      readOnly: true,
    })),
    // Read-only, as Docker has them. Global sysctls check only euid == host root, not capabilities, so with
    // hooksim as root a hook could otherwise set kernel.core_pattern (a command the host's root runs).
    // bwrap means to cover /proc/sys itself but skips it: the directory is never writable, its files are.
    ...['sys', 'fs', 'sysrq-trigger']
      .filter((name) => existsSync(`/proc/${name}`))
      .map((name): MountOp => ({
        kind: 'bind',
        source: `/proc/${name}`,
        target: `/proc/${name}`,
        readOnly: true,
      })),
    // Those binds come from the host's procfs with its submounts (binfmt_misc, often an autofs trigger that
    // would wait on the host's systemd): an empty directory goes over each.
    ...procSubmounts().map((target): MountOp => ({
      kind: 'bind',
      source: emptyDir,
      target,
      readOnly: true,
    })),
    { kind: 'dev', target: '/dev' },
    // bwrap's /dev is a tmpfs without a size (half the host's RAM): /dev/shm gets its own bounded one, and
    // the rest turns read-only once the device nodes, /dev/pts and the /dev/fd links are in place. Device
    // nodes stay writable on a read-only mount; only new files in /dev are refused.
    { kind: 'tmpfs', target: '/dev/shm', mode: 0o1777, sizeBytes: SHM_SIZE_BYTES },
    { kind: 'remount-ro', target: '/dev' },
    { kind: 'dir', target: '/sys', mode: 0o555 },
    { kind: 'dir', target: '/sys/devices', mode: 0o755 },
    { kind: 'dir', target: '/sys/devices/system', mode: 0o755 },
    // CPU topology only (nproc, runtimes sizing thread pools); the rest of /sys stays out of reach.
    {
      kind: 'bind',
      source: '/sys/devices/system/cpu',
      target: '/sys/devices/system/cpu',
      readOnly: true,
      optional: true,
    },
  );

  const command = [
    ...(native === undefined ? [`${RUN_DIR}/node`, `${RUN_DIR}/agent.cjs`] : [`${RUN_DIR}/agent`]),
    ...(options.egressSocket === undefined ? [] : ['--egress']),
  ];
  const spec: LaunchSpec = {
    mounts,
    env: { PATH: SANDBOX_PATH, HOME, LANG: 'C.UTF-8' },
    chdir: WORKSPACE,
    command,
    argsFile: path.join(session, 'bwrap.args'),
    seccompFile: path.join(runDir, 'seccomp.bpf'),
    maxProcesses: options.maxProcesses ?? SANDBOX_MAX_PROCESSES,
    ...(native === undefined ? {} : { launcher: native.launcher, spawnerDir: runDir }),
    ...(host?.plan === undefined
      ? {}
      : { privateBinds: host.privateBinds, guards: host.guards, hostLayersPlan: host.plan }),
    ...(layers === undefined ? {} : { layers }),
    ...(options.loopbackAddresses ? { loopbackAddresses: options.loopbackAddresses } : {}),
  };
  return {
    spec,
    scan: { workspace, system, home: { target: HOME, dir: home }, excluded },
    workspaceMerged: mergedDir(WORKSPACE),
  };
}

/** The system directories' host layers of a run (LaunchSpec.privateBinds, guards, hostLayersPlan). */
interface HostLayers {
  privateBinds: NonNullable<LaunchSpec['privateBinds']>;
  guards: NonNullable<LaunchSpec['guards']>;
  /** What each system directory's overlay takes as its host layer, where not the directory itself. */
  lowers: Map<string, string>;
  /** Their plan for a spawner; undefined when there are none. */
  plan?: string;
}

const hostLayers = new Map<string, HostLayers>();

/**
 * The run's host layers for the native setup step, made once a run (synchronously: a few mkdirs), mount points
 * in the run directory: as root, system directories with mounts inside (a container's /etc/hosts) are bound
 * without them first (privateBinds; the sandbox shows what lies under those mounts, masked), and with `guarded`
 * each system directory is read through a guard (guardsSystem).
 */
function runHostLayers(runDir: string, layout: SystemLayout, guarded: boolean, emptyDir: string): HostLayers {
  const key = `${runDir}\0${guarded}`;
  const known = hostLayers.get(key);
  if (known !== undefined) return known;
  const layers: HostLayers = { privateBinds: [], guards: [], lowers: new Map() };
  const submounted = new Set<string>();
  if (process.getuid?.() === 0) {
    for (const point of mountPointsUnder(layout.overlays))
      for (const root of layout.overlays) if (point.startsWith(`${root}/`)) submounted.add(root);
  }
  for (const dir of layout.overlays) {
    const name = `${guarded ? 'guarded-' : ''}${dir.slice(1).replace(/\//g, '_')}`;
    let source = dir;
    if (submounted.has(dir)) {
      source = path.join(runDir, `${name}.host`);
      mkdirSync(source, { recursive: true });
      layers.privateBinds.push({ source: dir, target: source });
    }
    if (guarded) {
      const target = path.join(runDir, `${name}.guard`);
      mkdirSync(target, { recursive: true });
      layers.guards.push({ source, empty: emptyDir, target });
      source = target;
    }
    if (source !== dir) layers.lowers.set(dir, source);
  }
  const words = hostLayerWords(layers);
  if (words.length > 0) {
    layers.plan = path.join(runDir, `host-layers${guarded ? '-guarded' : ''}.plan`);
    writeFileSync(layers.plan, planText(words), { mode: 0o600 });
  }
  hostLayers.set(key, layers);
  return layers;
}

const empties = new Map<string, { empty: string; emptyDir: string }>();

/**
 * The empty file and directory that mask /proc entries, made once a run (read-only binds: no session changes
 * them). A regular file, since device nodes do not open on a user namespace's mounts. Synchronously: the first
 * pids slot's spawner waits on them, and through the thread pool each call waited its turn on a busy main
 * thread (8 to 11 ms of a `fire` before the spawner started).
 */
function runEmpties(runDir: string): { empty: string; emptyDir: string } {
  let made = empties.get(runDir);
  if (made === undefined) {
    made = { empty: path.join(runDir, 'empty'), emptyDir: path.join(runDir, 'empty.d') };
    writeFileSync(made.empty, '', { mode: 0o444 });
    mkdirSync(made.emptyDir, { mode: 0o555 });
    empties.set(runDir, made);
  }
  return made;
}

/** Mount points below /proc/sys and /proc/fs in this mount namespace (which the setup step copies). */
function procSubmounts(): string[] {
  const points = mountPoints().filter((point) => /^\/proc\/(sys|fs)\/./.test(point));
  // Covering the outermost one covers what is mounted below it (and bwrap could not create those paths).
  return [...new Set(points)].filter((point) => !points.some((other) => point.startsWith(`${other}/`)));
}

function killGroup(pid: number, mode: LaunchMode): void {
  try {
    // Under sudo only sudo itself is ours to signal; it relays SIGTERM to bwrap, whose death ends the sandbox.
    process.kill(-pid, mode.privilege === 'sudo' ? 'SIGTERM' : 'SIGKILL');
  } catch {
    // already gone
  }
}

/** A running namespace sandbox. */
class NamespaceSandbox implements Sandbox {
  readonly driver = 'namespace' as const;
  readonly reducedIsolation = false;
  readonly writesInOrder = true;
  readonly workspace = WORKSPACE;
  readonly home = HOME;
  readonly baseEnv: Readonly<Record<string, string>>;
  private readonly client: AgentClient;
  private stopping: Promise<void> | undefined;
  private readonly forgetExitHook: () => void;
  private diskFull = false;
  /** The disk checks after each exec, in order (checkDisk never throws). */
  private diskChecks: Promise<void> = Promise.resolve();

  constructor(
    private readonly child: SandboxProcess,
    private readonly session: string,
    private readonly plan: SessionPlan,
    private readonly mode: LaunchMode,
    env: Record<string, string>,
    /** The pids slot the sandbox was born in, handed back at teardown; unset: plan.spec.pidsCgroup, if any. */
    private readonly slot?: BorrowedSlot,
  ) {
    this.baseEnv = Object.freeze({ ...env });
    this.client = new AgentClient(child);
    this.forgetExitHook = onProcessExit(() => {
      if (child.pid !== undefined) killGroup(child.pid, mode);
      removeTreeSync(session);
      if (plan.spec.pidsCgroup !== undefined) removePidsCgroupSync(plan.spec.pidsCgroup);
    });
  }

  private forget(): void {
    live.delete(this);
  }

  /** Resolves once the agent inside answers. */
  async started(): Promise<void> {
    await this.client.ready(READY_TIMEOUT_MS);
  }

  async exec(request: ExecRequest): Promise<ExecResult> {
    const watchdog = Math.min(request.timeoutMs, 2_147_000_000) + 2_000 + WATCHDOG_SLACK_MS;
    let raw: Record<string, unknown>;
    try {
      raw = await this.client.request('exec', { exec: request }, watchdog);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return goneResult(reason, error instanceof AgentGoneError && reason.includes('no answer'));
    } finally {
      // Off the hook's critical path; limitsReached() waits for it.
      this.diskChecks = this.diskChecks.then(() => this.checkDisk());
    }
    return decodeExecResult(raw, request.outputCapBytes);
  }

  /** Remember whether the layers' tmpfs is (nearly) full: some write of a hook failed with ENOSPC. */
  private async checkDisk(): Promise<void> {
    const layers = this.plan.spec.layers;
    if (layers === undefined || this.diskFull || this.child.pid === undefined) return;
    const monitor = findMonitor(this.child.pid, this.mode.privilege === 'sudo');
    if (monitor === undefined) return;
    let stats;
    try {
      stats = statfsSync(`/proc/${monitor}/root${layers.dir}`);
    } catch {
      return;
    }
    if (stats.bavail * stats.bsize < DISK_FULL_MARGIN_BYTES || stats.ffree < DISK_FULL_MARGIN_INODES)
      this.diskFull = true;
  }

  async limitsReached(): Promise<string[]> {
    await this.diskChecks;
    await this.checkDisk();
    const layers = this.plan.spec.layers;
    return this.diskFull && layers !== undefined ? [diskLimitMessage(layers.sizeBytes)] : [];
  }

  async writeFile(file: string, content: string | Buffer): Promise<void> {
    await this.client.request(
      'writeFile',
      { path: absolute(file), data: Buffer.from(content).toString('base64') },
      FILE_OP_TIMEOUT_MS,
    );
  }

  async appendFile(file: string, content: string): Promise<void> {
    await this.client.request(
      'appendFile',
      { path: absolute(file), data: Buffer.from(content).toString('base64') },
      FILE_OP_TIMEOUT_MS,
    );
  }

  async loopbackHttp(request: LoopbackHttpRequest): Promise<LoopbackHttpReply> {
    const watchdog = Math.min(request.timeoutMs, 2_147_000_000) + WATCHDOG_SLACK_MS;
    const result = await this.client.request('http', { http: request }, watchdog);
    return {
      status: typeof result.status === 'number' ? result.status : 0,
      body: Buffer.from(typeof result.body === 'string' ? result.body : '', 'base64').subarray(
        0,
        request.capBytes,
      ),
      truncated: result.truncated === true,
    };
  }

  async readFile(file: string): Promise<Buffer | undefined> {
    const result = await this.client.request('readFile', { path: absolute(file) }, FILE_OP_TIMEOUT_MS);
    return typeof result.data === 'string' ? Buffer.from(result.data, 'base64') : undefined;
  }

  async changes(): Promise<FileChanges> {
    // Leftover processes are killed and the agent held still, so no hook can swap paths during the walk.
    const monitor =
      this.child.pid === undefined ? undefined : findMonitor(this.child.pid, this.mode.privilege === 'sudo');
    const frozen = freezeSandbox(monitor);
    try {
      const root = frozen.monitorRoot;
      // Layers on the session's tmpfs exist only in the sandbox's mount namespace: gone with it.
      if (root === undefined && this.plan.spec.layers !== undefined)
        return { created: [], modified: [], deleted: [] };
      const merged = root === undefined ? undefined : path.join(root, this.plan.workspaceMerged);
      const scan =
        this.plan.spec.layers === undefined || root === undefined
          ? this.plan.scan
          : scanThrough(this.plan.scan, root);
      return await computeChanges({ ...scan, workspace: { ...scan.workspace, merged } });
    } finally {
      thawSandbox(frozen);
    }
  }

  stop(): Promise<void> {
    this.stopping ??= this.teardown();
    return this.stopping;
  }

  private async teardown(): Promise<void> {
    // The sandbox's PID 1 is found first: once the agent's stdin closes, the agent (a native one in a moment)
    // and PID 1 end, and a PID 1 already gone is not found, so its namespace's end would not be waited for.
    const init =
      this.child.pid === undefined
        ? undefined
        : findSandboxInit(findMonitor(this.child.pid, this.mode.privilege === 'sudo'));
    this.client.close();
    if (this.child.pid !== undefined) killGroup(this.child.pid, this.mode);
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.client.exited, new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
    clearTimeout(timer);
    // The agent's end is not the sandbox's: a setsid leftover dies only when the kernel empties the namespace.
    if (init !== undefined) await waitForProcessEnd(init, Math.max(0, 5_000 - (Date.now() - started)));
    // With the layers on the session's tmpfs (gone with its namespace), what is left on the host is hooksim's own.
    await (this.plan.spec.layers === undefined ? removeTree(this.session) : removeOwnTree(this.session));
    if (this.plan.spec.pidsCgroup !== undefined) await removePidsCgroup(this.plan.spec.pidsCgroup);
    await this.slot?.giveBack();
    this.forgetExitHook();
    this.forget();
  }
}

/** The scan with its upper layers and home read through `root` (`/proc/<monitor>/root`). */
function scanThrough(scan: SessionPlan['scan'], root: string): SessionPlan['scan'] {
  const view = (overlay: OverlayView): OverlayView => ({ ...overlay, upper: path.join(root, overlay.upper) });
  return {
    ...scan,
    workspace: view(scan.workspace),
    system: scan.system.map(view),
    home: { ...scan.home, dir: path.join(root, scan.home.dir) },
  };
}

function absolute(file: string): string {
  if (!path.posix.isAbsolute(file)) throw new Error(`Expected an absolute sandbox path, got '${file}'.`);
  return path.posix.normalize(file);
}
