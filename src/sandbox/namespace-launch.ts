/**
 * Starting a namespace sandbox process (spec/cloud-environment.md §1, §2, §5.8): an outer
 * `unshare --user --map-root-user --mount` runs a small setup step that mounts the overlays (bubblewrap 0.8
 * has no overlay options), then execs `bwrap`, which builds the sandbox from those overlays and starts the
 * in-sandbox agent. Where unprivileged user namespaces are forbidden, `sudo -n` starts the outer step, which
 * drops back to the invoking user at once, so the sandbox's root is that user, never the host's root.
 */
import { spawn } from 'node:child_process';
import { lstatSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { shellQuote } from '../host-command.js';
import { removeTree } from './cleanup.js';
import { SANDBOX_PATH } from './environment.js';
import { buildSeccompFilter } from './seccomp.js';
import { spawnThroughSpawner, type SandboxProcess } from './spawner.js';
import { findOnPath, missingSandboxPrograms } from '../setup/machine.js';
import { readSystemLayout, undroppableGroups } from './system-layers.js';
import { GIT_SAFE, GIT_WITHOUT_HOST_CONFIG } from './host-git.js';
import { run } from './workspace.js';

/** bubblewrap or unshare is missing, or no way to create the namespaces works here. */
export class SandboxUnavailableError extends Error {
  readonly code = 'sandbox-unavailable';
  constructor(message: string) {
    super(message);
    this.name = 'SandboxUnavailableError';
  }
}

/** How the namespaces get created on this machine. */
export interface LaunchMode {
  /** `sudo`: the outer user namespace is created through `sudo -n`, then the user is the invoking one. */
  privilege: 'none' | 'sudo';
  /** bwrap adds its own user namespace (and forbids further ones); off where a nested one is refused. */
  nested: boolean;
}

/** One mount operation of the sandbox, in order. */
export type MountOp =
  | { kind: 'overlay'; target: string; lowers: string[]; upper: string; work: string; merged: string }
  | { kind: 'bind'; source: string; target: string; readOnly: boolean; optional?: boolean }
  | { kind: 'tmpfs'; target: string; mode: number; sizeBytes: number }
  | { kind: 'symlink'; link: string; target: string }
  | { kind: 'dir'; target: string; mode: number }
  | { kind: 'proc'; target: string }
  | { kind: 'dev'; target: string }
  | { kind: 'remount-ro'; target: string };

/** Everything bwrap needs to build one sandbox. */
export interface LaunchSpec {
  mounts: MountOp[];
  env: Record<string, string>;
  chdir: string;
  command: string[];
  /** Where the setup step reads bwrap's arguments from (a file in the session directory). */
  argsFile: string;
  /** Where the seccomp filter goes (next to argsFile); none is loaded on an unknown architecture. */
  seccompFile?: string;
  /**
   * RLIMIT_NPROC (soft and hard) of everything in the sandbox: tasks, threads included, of the sandbox's
   * uid in its user namespace. Unset: inherited from hooksim.
   */
  maxProcesses?: number;
  /** A pids cgroup the setup step joins first (namespace-pids.ts), where RLIMIT_NPROC does not bind. */
  pidsCgroup?: string;
  /**
   * The native setup step (sandbox/launch.c), which does what `unshare` and the setup script do in one process;
   * unset: the script.
   */
  launcher?: string;
  /**
   * The run directory whose spawner (`launcher --serve`, spawner.ts) starts the launcher, instead of Node;
   * unset: Node spawns it.
   */
  spawnerDir?: string;
  /**
   * Host directories with mounts inside (a container's bind-mounted /etc/hosts), each bound without its submounts
   * at `target` by the native setup step while it is still the host's root, before the user namespace: an
   * overlay refuses a lower layer with submounts there (locked to it), and takes the bind. hooksim as root only.
   */
  privateBinds?: Array<{ source: string; target: string }>;
  /**
   * System directories the native setup step mounts at `target` through a guard (after the private binds, still
   * the host's root): a read-only overlay of `source` whose mounter is a host id that owns nothing, so the
   * sandbox's root, the host's root, reads there only what any other user may (sandbox/README.md). `empty` is
   * an empty directory, the overlay's second lower layer. hooksim as root with the native setup step only.
   */
  guards?: Array<{ source: string; empty: string; target: string }>;
  /**
   * The privateBinds and guards as a plan of their own (the run's, hostLayerWords), for a spawner to mount once
   * for every sandbox it starts: a sandbox started through one leaves those steps out of its own plan. Their
   * targets are then the run's, the same for every session (each mounts them in its own namespace otherwise).
   */
  hostLayersPlan?: string;
  /** More IPv4 addresses on `lo` (the copilot-cli engine's public-looking relay address). */
  loopbackAddresses?: string[];
  /**
   * A size-limited tmpfs the setup step mounts (in the outer mount namespace only, gone with it) and fills
   * with `dirs` before the overlays: the session's upper and work directories and its home live there, so
   * what hooks write is bounded by `sizeBytes` and never reaches the host's disk.
   */
  layers?: SessionLayers;
}

/** The session's writable layers on their own tmpfs (LaunchSpec.layers). */
export interface SessionLayers {
  /** The mount point, an empty directory of the session on the host. */
  dir: string;
  sizeBytes: number;
  /** Directories to create in it, in order, with their modes. */
  dirs: { path: string; mode: number }[];
}

/**
 * Docker's default capability set: root in the sandbox can chown, install packages and bind low ports,
 * but has no CAP_SYS_ADMIN (no mounting, no remounting the layers away) and no CAP_NET_ADMIN or NET_RAW.
 */
const SANDBOX_CAPS = [
  'CAP_CHOWN',
  'CAP_DAC_OVERRIDE',
  'CAP_FOWNER',
  'CAP_FSETID',
  'CAP_KILL',
  'CAP_SETGID',
  'CAP_SETUID',
  'CAP_SETPCAP',
  'CAP_NET_BIND_SERVICE',
  'CAP_SYS_CHROOT',
  'CAP_MKNOD',
  'CAP_AUDIT_WRITE',
  'CAP_SETFCAP',
];

/**
 * What the sandbox's /proc hides, as runc and Docker mask it (their default MaskedPaths), plus the files the host
 * lets root alone read: with hooksim running as root the sandbox's uid 0 is the host's root with
 * CAP_DAC_OVERRIDE, so their mode protects nothing (procMaskTargetsFor: not as another user, where it does).
 * A file gets an empty read-only file over it, a directory an empty read-only directory.
 */
const PROC_MASKS: ReadonlyArray<{ name: string; kind: 'file' | 'dir'; why: string }> = [
  { name: 'kcore', kind: 'file', why: "the host's physical memory as a core file" },
  {
    name: 'keys',
    kind: 'file',
    why: "key names of hooksim's session keyring, which every sandbox process inherits",
  },
  { name: 'latency_stats', kind: 'file', why: 'latency records of every host task' },
  { name: 'timer_list', kind: 'file', why: 'timers of every host task, with their pids and functions' },
  { name: 'timer_stats', kind: 'file', why: 'timer use of every host task (older kernels)' },
  { name: 'sched_debug', kind: 'file', why: "every host task's name, pid and scheduling state" },
  {
    name: 'interrupts',
    kind: 'file',
    why: "per-CPU interrupt counts: a side channel on the host's activity",
  },
  { name: 'kmsg', kind: 'file', why: "the host's kernel log" },
  { name: 'slabinfo', kind: 'file', why: 'kernel allocator state, which exploits use to groom the heap' },
  { name: 'kpageflags', kind: 'file', why: "flags of every physical page: the host's memory layout" },
  { name: 'kpagecount', kind: 'file', why: 'map count of every physical page' },
  { name: 'kpagecgroup', kind: 'file', why: 'the cgroup owning every physical page' },
  { name: 'pagetypeinfo', kind: 'file', why: 'free page lists of the host, for heap grooming' },
  { name: 'vmallocinfo', kind: 'file', why: 'kernel virtual addresses and their callers: defeats KASLR' },
  { name: 'acpi', kind: 'dir', why: "the host's ACPI interface" },
  { name: 'asound', kind: 'dir', why: "the host's sound devices" },
  { name: 'scsi', kind: 'dir', why: "the host's SCSI devices, some writable" },
];

// Handled apart (bound read-only from the host's procfs) or links into a process's own directory.
const PROC_UNMASKED = new Set(['sys', 'fs', 'sysrq-trigger', 'self', 'thread-self', 'mounts', 'net']);

let procMasks: Array<{ path: string; kind: 'file' | 'dir' }> | undefined;

/**
 * The /proc paths the sandbox masks (procMaskTargetsFor this process: as root or not). Read once a process: the
 * kernel's /proc entries are fixed while it runs (a module loaded meanwhile could add one, as it could between
 * this read and a sandbox's start).
 */
export function procMaskTargets(): Array<{ path: string; kind: 'file' | 'dir' }> {
  procMasks ??= procMaskTargetsFor(process.getuid?.() === 0);
  return procMasks;
}

/**
 * The /proc paths to mask when hooksim runs as the host's root (`hostRoot`) or not. As root: PROC_MASKS's that
 * exist here, and any other entry of the host's /proc (pid directories aside) that only root may read, so a new
 * kernel's root-only file is hidden as well. Otherwise those of PROC_MASKS but the ones only their owner may
 * read (onlyOwnerMayRead): the sandbox's root is then the invoking user, the host's root is not mapped into
 * its user namespace, so no capability of the sandbox overrides a root-only mode (`cat /proc/timer_list`
 * fails with EACCES; the test runs it as another user), and every bwrap bind left out is one read of
 * /proc/self/mountinfo less (nine of twelve on this machine).
 */
export function procMaskTargetsFor(hostRoot: boolean): Array<{ path: string; kind: 'file' | 'dir' }> {
  const targets = new Map<string, 'file' | 'dir'>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    // no procfs here: nothing to mask, and bwrap's own --proc fails first
  }
  const present = new Set(entries);
  for (const mask of PROC_MASKS) {
    if (present.has(mask.name) && (hostRoot || !onlyOwnerMayRead(`/proc/${mask.name}`)))
      targets.set(mask.name, mask.kind);
  }
  if (hostRoot) {
    for (const name of entries) {
      if (/^\d+$/.test(name) || PROC_UNMASKED.has(name) || targets.has(name)) continue;
      try {
        const stat = lstatSync(`/proc/${name}`);
        if (stat.isFile() && (stat.mode & 0o004) === 0) targets.set(name, 'file');
        else if (stat.isDirectory() && (stat.mode & 0o005) !== 0o005) targets.set(name, 'dir');
      } catch {
        // gone
      }
    }
  }
  return [...targets].map(([name, kind]) => ({ path: `/proc/${name}`, kind }));
}

/**
 * Whether only the owner (the host's root, for /proc) may read the file or list the directory: no bit for group
 * or others. A group bit keeps the mask: a user of the root group (OpenShift runs containers with gid 0) would
 * read through it, supplementary groups included (sandbox-groups.test.ts).
 */
function onlyOwnerMayRead(file: string): boolean {
  try {
    return (lstatSync(file).mode & 0o055) === 0;
  } catch {
    return false; // masked, as before: nothing is left out that cannot be shown unreadable
  }
}

/** The mounts that mask procMaskTargets() with an empty file and an empty directory (both read-only). */
export function procMaskMounts(emptyFile: string, emptyDir: string): MountOp[] {
  return procMaskTargets().map(({ path: target, kind }): MountOp => ({
    kind: 'bind',
    source: kind === 'file' ? emptyFile : emptyDir,
    target,
    readOnly: true,
  }));
}

/** The sandbox's own non-loopback address (a private one, local to its network namespace). */
export const SANDBOX_HOST_ADDRESS = '10.0.2.15';

/** The environment of the outer processes: nothing of hooksim's own (bwrap's PID 1 keeps it). */
export const LAUNCH_ENV = { PATH: SANDBOX_PATH };

/**
 * The overlay's mount options. With `relative`, each layer's path is given from the directory holding the
 * merged one where that is shorter (the native setup step mounts from there): bwrap reads
 * /proc/self/mountinfo, which prints every overlay's options, once per bind it makes, and the session's
 * layers lie next to the merged directory (`usr.up` against 60 characters of run directory).
 */
function overlayOptions(op: Extract<MountOp, { kind: 'overlay' }>, relative = false): string {
  const from = path.dirname(op.merged);
  const shown = (dir: string): string => {
    if (/[,:\\]/.test(dir))
      throw new SandboxUnavailableError(`Cannot use '${dir}' as an overlay layer (',', ':' or '\\').`);
    const short = relative ? path.relative(from, dir) : dir;
    return short !== '' && short.length < dir.length ? short : dir;
  };
  // userxattr: the mount is made inside a user namespace, where trusted.* xattrs are out of reach.
  return `lowerdir=${op.lowers.map(shown).join(':')},upperdir=${shown(op.upper)},workdir=${shown(op.work)},userxattr`;
}

/** Where spawnSandbox writes the overlay table of a spec (next to its argsFile). */
function overlayTableFile(spec: LaunchSpec): string {
  return path.join(path.dirname(spec.argsFile), 'overlays.fstab');
}

/** A path as an fstab field: white space and backslashes octal-escaped, as fstab(5) reads them. */
function fstabField(text: string): string {
  return text.replace(/[\s\\]/g, (c) => `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`);
}

/** The spec's overlays in fstab(5) form, in mount order, for the setup step's `mount --all`. */
function overlayTable(spec: LaunchSpec): string {
  return spec.mounts
    .filter((op): op is Extract<MountOp, { kind: 'overlay' }> => op.kind === 'overlay')
    .map((op) => `hooksim ${fstabField(op.merged)} overlay ${fstabField(overlayOptions(op))} 0 0\n`)
    .join('');
}

/** One step of the setup run inside the outer namespaces, in order: setupScript and setupPlan render them. */
type SetupStep =
  | { kind: 'cgroup'; procs: string }
  | { kind: 'loopback'; addresses: string[] }
  | { kind: 'write'; file: string; text: string }
  | { kind: 'tmpfs'; dir: string; sizeBytes: number; inodes: number }
  | { kind: 'mkdir'; mode: number; dirs: string[] }
  | { kind: 'overlays'; overlays: Array<Extract<MountOp, { kind: 'overlay' }>> }
  | { kind: 'nproc'; limit: number };

/** What the setup step does before it becomes bwrap, checked: the same for the script and the native program. */
function setupSteps(spec: LaunchSpec, mode: LaunchMode): SetupStep[] {
  const steps: SetupStep[] = [];
  // Before anything forks: every later process of the sandbox is born in the cgroup.
  if (spec.pidsCgroup !== undefined)
    steps.push({ kind: 'cgroup', procs: path.join(spec.pidsCgroup, 'cgroup.procs') });
  // The network namespace is this step's (bwrap shares it): loopback only, every port bindable, so the
  // agent's relay can listen on 53, 80 and 443 from bwrap's nested user namespace, as root could in the cloud.
  // A non-loopback address (on lo, so nothing routes out): getaddrinfo with AI_ADDRCONFIG skips DNS
  // entirely on a host with loopback addresses only.
  for (const address of spec.loopbackAddresses ?? []) {
    if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(address))
      throw new SandboxUnavailableError(`'${address}' is not an IPv4 address.`);
  }
  steps.push({ kind: 'loopback', addresses: [SANDBOX_HOST_ADDRESS, ...(spec.loopbackAddresses ?? [])] });
  steps.push({ kind: 'write', file: '/proc/sys/net/ipv4/ip_unprivileged_port_start', text: '0' });
  // Without bwrap's own user namespace (and its --disable-userns), forbid hooks new ones here.
  if (!mode.nested) steps.push({ kind: 'write', file: '/proc/sys/user/max_user_namespaces', text: '0' });
  if (spec.layers !== undefined) {
    const { dir, sizeBytes, dirs } = spec.layers;
    if (!Number.isInteger(sizeBytes) || sizeBytes < 1)
      throw new SandboxUnavailableError(`Invalid disk limit ${sizeBytes}.`);
    // Inodes bounded too (one per 4 KiB): empty files would otherwise cost kernel memory without end.
    steps.push({ kind: 'tmpfs', dir, sizeBytes, inodes: Math.max(1024, Math.floor(sizeBytes / 4096)) });
    // One mkdir a mode, not one a directory (each is a process of the script). Directories right below the mount
    // point need no order among themselves; deeper ones keep theirs.
    const flat = dirs.every((made) => path.dirname(made.path) === dir);
    const groups = new Map<number, string[]>();
    for (const made of dirs) {
      if (!flat) steps.push({ kind: 'mkdir', mode: made.mode, dirs: [made.path] });
      else groups.set(made.mode, [...(groups.get(made.mode) ?? []), made.path]);
    }
    for (const [made, paths] of groups) steps.push({ kind: 'mkdir', mode: made, dirs: paths });
  }
  const overlays = spec.mounts.filter(
    (op): op is Extract<MountOp, { kind: 'overlay' }> => op.kind === 'overlay',
  );
  if (overlays.length > 0) steps.push({ kind: 'overlays', overlays });
  if (spec.maxProcesses !== undefined) {
    // RLIMIT_NPROC is counted per uid per user namespace (ucounts, Linux 5.14+) and charged to every
    // ancestor namespace, where the limit in force is the one its creator had: setting it here bounds
    // bwrap's nested namespace too. Only CAP_SYS_RESOURCE in the host's namespace raises the hard limit,
    // which the sandbox's root never has. The kernel skips the check for tasks whose real uid is the host's
    // root, though: with hooksim as root, pidsCgroup is the bound.
    if (!Number.isInteger(spec.maxProcesses) || spec.maxProcesses < 1)
      throw new SandboxUnavailableError(`Invalid process limit ${spec.maxProcesses}.`);
    steps.push({ kind: 'nproc', limit: spec.maxProcesses });
  }
  return steps;
}

/** A mode as the four octal digits that `mkdir -m` and bwrap's `--perms` take. */
function octal(mode: number): string {
  return mode.toString(8).padStart(4, '0');
}

/** The setup step as a bash script run by `unshare`: mount the overlays, then become bwrap. */
export function setupScript(spec: LaunchSpec, mode: LaunchMode): string {
  if ((spec.guards ?? []).length > 0)
    throw new SandboxUnavailableError(
      'Guarded system directories need the native setup step (sandbox/launch.c).',
    );
  // Descriptors hooksim itself inherited (without close-on-exec) would reach every hook: close them all.
  const lines = [
    'set -e',
    'for fd in /proc/$$/fd/*; do fd=${fd##*/}; case $fd in 0|1|2) ;; *) eval "exec $fd>&-" 2>/dev/null || true ;; esac; done',
  ];
  for (const step of setupSteps(spec, mode)) {
    switch (step.kind) {
      case 'cgroup':
        lines.push(`echo $$ > ${shellQuote(step.procs)}`);
        break;
      case 'loopback': {
        // One `ip` for all of it (each program started here is on the start's critical path).
        const ip = ['link set lo up', ...step.addresses.map((address) => `addr add ${address}/32 dev lo`)];
        lines.push(`ip -batch - <<'HOOKSIM_IP'\n${ip.join('\n')}\nHOOKSIM_IP`);
        break;
      }
      case 'write':
        lines.push(`echo ${step.text} > ${step.file}`);
        break;
      case 'tmpfs':
        lines.push(
          `mount -t tmpfs -o size=${step.sizeBytes},nr_inodes=${step.inodes},mode=0700 hooksim-layers ${shellQuote(step.dir)}`,
        );
        break;
      case 'mkdir':
        lines.push(`mkdir -m ${octal(step.mode)} ${step.dirs.map(shellQuote).join(' ')}`);
        break;
      case 'overlays':
        // Every overlay by one `mount`, from a table of them (overlayTable) that spawnSandbox writes.
        lines.push(`mount --all --fstab ${shellQuote(overlayTableFile(spec))}`);
        break;
      case 'nproc':
        lines.push(`ulimit -u ${step.limit}`);
        break;
    }
  }
  // exec -c: bwrap gets an empty environment, since its PID 1 keeps it for the whole session (bash added PWD
  // and SHLVL to this one).
  const seccomp = spec.seccompFile === undefined ? '' : ` 4< ${shellQuote(spec.seccompFile)}`;
  lines.push(`exec -c bwrap --args 3 -- "$@" 3< ${shellQuote(spec.argsFile)}${seccomp}`);
  return lines.join('\n');
}

/** The privatebind and guard steps of the native setup step's plan (sandbox/launch.c). */
export function hostLayerWords(spec: Pick<LaunchSpec, 'privateBinds' | 'guards'>): string[] {
  const words: string[] = [];
  for (const bind of spec.privateBinds ?? []) words.push('privatebind', bind.source, bind.target);
  for (const guard of spec.guards ?? []) words.push('guard', guard.source, guard.empty, guard.target);
  return words;
}

/** NUL-separated words, as the native setup step reads a plan. */
export function planText(words: string[]): string {
  if (words.some((word) => word.includes('\0')))
    throw new SandboxUnavailableError('A path of the sandbox holds a NUL character.');
  return `${words.join('\0')}\0`;
}

/**
 * The setup step as the plan of the native program (sandbox/launch.c), without the host layers' steps where
 * the spawner starting it has mounted them (`hostLayersMounted`, LaunchSpec.hostLayersPlan).
 */
export function setupPlan(spec: LaunchSpec, mode: LaunchMode, hostLayersMounted = false): string {
  const words = hostLayersMounted ? [] : hostLayerWords(spec);
  for (const step of setupSteps(spec, mode)) {
    switch (step.kind) {
      case 'cgroup':
        words.push('cgroup', step.procs);
        break;
      case 'loopback':
        for (const address of step.addresses) words.push('address', address);
        break;
      case 'write':
        words.push('write', step.file, step.text);
        break;
      case 'tmpfs':
        words.push('tmpfs', step.dir, String(step.sizeBytes), String(step.inodes));
        break;
      case 'mkdir':
        for (const dir of step.dirs) words.push('mkdir', octal(step.mode), dir);
        break;
      case 'overlays':
        for (const op of step.overlays) words.push('overlay', op.merged, overlayOptions(op, true));
        break;
      case 'nproc':
        words.push('nproc', String(step.limit));
        break;
    }
  }
  words.push('bwrap', spec.argsFile, spec.seccompFile ?? '');
  return planText(words);
}

/** Where spawnSandbox writes the native setup step's plan (next to its argsFile). */
function setupPlanFile(spec: LaunchSpec): string {
  return path.join(path.dirname(spec.argsFile), 'setup.plan');
}

/** bwrap's options (without the command), NUL-separated for `--args`. */
export function bwrapArgs(spec: LaunchSpec, mode: LaunchMode): string[] {
  const args = ['--unshare-all', '--share-net'];
  if (mode.nested) args.push('--unshare-user', '--disable-userns', '--uid', '0', '--gid', '0');
  args.push('--hostname', 'hooksim', '--die-with-parent', '--new-session', '--cap-drop', 'ALL');
  for (const cap of SANDBOX_CAPS) args.push('--cap-add', cap);
  for (const op of spec.mounts) {
    switch (op.kind) {
      case 'overlay':
        args.push('--bind', op.merged, op.target);
        break;
      case 'bind':
        args.push(`--${op.readOnly ? 'ro-' : ''}bind${op.optional ? '-try' : ''}`, op.source, op.target);
        break;
      case 'tmpfs':
        args.push('--perms', octal(op.mode), '--size', String(op.sizeBytes), '--tmpfs', op.target);
        break;
      case 'symlink':
        args.push('--symlink', op.target, op.link);
        break;
      case 'dir':
        args.push('--perms', octal(op.mode), '--dir', op.target);
        break;
      case 'proc':
        args.push('--proc', op.target);
        break;
      case 'dev':
        args.push('--dev', op.target);
        break;
      case 'remount-ro':
        args.push('--remount-ro', op.target);
        break;
    }
  }
  if (spec.seccompFile !== undefined) args.push('--seccomp', '4');
  args.push('--chdir', spec.chdir, '--clearenv');
  for (const [name, value] of Object.entries(spec.env)) args.push('--setenv', name, value);
  return args;
}

/**
 * What goes before `unshare` in sudo mode: root only creates the user namespace (CAP_SYS_ADMIN kept across
 * the uid change for that alone); everything in it runs as the invoking user. Empty otherwise.
 */
export function privilegePrefix(mode: LaunchMode): string[] {
  if (mode.privilege === 'none') return [];
  const uid = String(process.getuid?.() ?? 0);
  const gid = String(process.getgid?.() ?? 0);
  const drop = [
    'setpriv',
    `--reuid=${uid}`,
    `--regid=${gid}`,
    '--clear-groups',
    '--inh-caps=+sys_admin',
    '--ambient-caps=+sys_admin',
  ];
  return ['sudo', '-n', '--', 'env', '-i', `PATH=${SANDBOX_PATH}`, ...drop, '--'];
}

/** The argv that starts the outer namespaces and the setup step (the native one where spec.launcher is built). */
export function launchArgv(spec: LaunchSpec, mode: LaunchMode): string[] {
  if (spec.launcher !== undefined)
    return [...privilegePrefix(mode), spec.launcher, setupPlanFile(spec), '--', ...spec.command];
  const unshare = [
    'unshare',
    '--user',
    '--map-root-user',
    '--mount',
    '--net',
    '--',
    '/bin/bash',
    '--norc',
    '--noprofile',
    '-c',
    setupScript(spec, mode),
  ];
  return [...privilegePrefix(mode), ...unshare, 'hooksim-setup', ...spec.command];
}

/** `git update-index --refresh` as the sandbox's root sees the copy, so `git status` inside rewrites nothing. */
export async function refreshGitIndex(copy: string, mode: LaunchMode): Promise<void> {
  // Set in argv, not the spawn environment: sudo's `env -i` would drop them. Without system and global config,
  // no clean filter or fsmonitor the host configured runs for a pull request's .gitattributes.
  const git = [
    'env',
    ...Object.entries(GIT_WITHOUT_HOST_CONFIG).map(([name, value]) => `${name}=${value}`),
    'git',
    ...GIT_SAFE,
    '-C',
    copy,
    'update-index',
    '-q',
    '--refresh',
  ];
  const [program = 'unshare', ...args] = [
    ...privilegePrefix(mode),
    'unshare',
    '--user',
    '--map-root-user',
    '--',
    ...git,
  ];
  // Stale entries make --refresh exit 1; the stat data of the clean ones is refreshed all the same.
  await run(program, args, copy, { PATH: SANDBOX_PATH }).catch(() => undefined);
}

const written = new Set<string>();

/** Write a file that never changes once (the run's seccomp filter, shared by its sessions). */
function writeOnce(file: string, content: Buffer): void {
  if (written.has(file)) return;
  writeFileSync(file, content, { mode: 0o600 });
  written.add(file);
}

/**
 * Write the bwrap argument file and start the sandbox process in its own process group (and session): through
 * `spawnIn` when given (a pids slot's spawner, pids-slots.ts), else through the run directory's spawner, else
 * by Node.
 */
export async function spawnSandbox(
  spec: LaunchSpec,
  mode: LaunchMode,
  spawnIn?: (argv: string[]) => Promise<SandboxProcess>,
): Promise<SandboxProcess> {
  const filter = buildSeccompFilter();
  if (filter === undefined) delete spec.seccompFile;
  else {
    spec.seccompFile ??= path.join(path.dirname(spec.argsFile), 'seccomp.bpf');
    writeOnce(spec.seccompFile, filter);
  }
  // Small files in the session's directory: written synchronously (a thread-pool round trip costs more).
  writeFileSync(spec.argsFile, `${bwrapArgs(spec, mode).join('\0')}\0`, { mode: 0o600 });
  const writePlan = (hostLayersMounted: boolean): void =>
    writeFileSync(setupPlanFile(spec), setupPlan(spec, mode, hostLayersMounted), { mode: 0o600 });
  if (spec.launcher === undefined) {
    const overlays = overlayTable(spec);
    if (overlays !== '') writeFileSync(overlayTableFile(spec), overlays, { mode: 0o600 });
  }
  const argv = launchArgv(spec, mode);
  // A spawner has mounted the run's host layers (hostLayersPlan) before it started anything.
  if (spec.launcher !== undefined && spawnIn !== undefined) {
    writePlan(spec.hostLayersPlan !== undefined);
    return spawnIn(argv);
  }
  if (spec.launcher !== undefined && spec.spawnerDir !== undefined) {
    writePlan(spec.hostLayersPlan !== undefined);
    const spawned = await spawnThroughSpawner(
      spec.launcher,
      spec.spawnerDir,
      LAUNCH_ENV,
      argv,
      spec.hostLayersPlan,
    );
    if (spawned !== undefined) return spawned;
  }
  if (spec.launcher !== undefined) writePlan(false);
  const [program = 'unshare', ...args] = argv;
  return spawn(program, args, { cwd: '/', env: LAUNCH_ENV, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
}

/**
 * The ways to try, best first. Without privilege first, except for a user with supplementary groups where sudo
 * may be used: only the sudo path can clear them (`setpriv --clear-groups`); an unprivileged user namespace keeps
 * them, and covering what they grant (system-layers.ts findGroupOnlyPaths) holds only for what exists at the start.
 */
export function launchCandidates(host: { root: boolean; sudo: boolean; groups: number }): LaunchMode[] {
  const unprivileged: LaunchMode[] = [
    { privilege: 'none', nested: true },
    { privilege: 'none', nested: false },
  ];
  if (host.root || !host.sudo) return unprivileged;
  const sudo: LaunchMode[] = [
    { privilege: 'sudo', nested: true },
    { privilege: 'sudo', nested: false },
  ];
  return host.groups > 0 ? [...sudo, ...unprivileged] : [...unprivileged, ...sudo];
}

let detected: Promise<LaunchMode> | undefined;

/** Find, once per process, how namespaces can be created here; throws SandboxUnavailableError. */
export function detectLaunchMode(runDir: string): Promise<LaunchMode> {
  detected ??= probeModes(runDir);
  detected.catch(() => (detected = undefined));
  return detected;
}

async function probeModes(runDir: string): Promise<LaunchMode> {
  const missing = await missingSandboxPrograms();
  if (missing.length > 0) {
    const names = missing.map((r) => `${r.command} (${r.purpose})`).join(', ');
    throw new SandboxUnavailableError(
      `the namespace sandbox needs ${names}, not installed here. Run \`hooksim setup\` (as root or with sudo) to install ${missing.length === 1 ? 'it' : 'them'}; \`hooksim setup --check\` lists what hooksim needs.`,
    );
  }
  const candidates = launchCandidates({
    root: process.getuid?.() === 0,
    sudo: process.getuid?.() !== 0 && (await findOnPath('sudo')) !== undefined,
    groups: undroppableGroups(true).length,
  });
  const failures: string[] = [];
  for (const mode of candidates) {
    const failure = await probe(runDir, mode);
    if (failure === undefined) return mode;
    failures.push(
      `${mode.privilege === 'sudo' ? 'sudo -n, ' : ''}${mode.nested ? 'nested' : 'single'} user namespace: ${failure}`,
    );
  }
  throw new SandboxUnavailableError(
    `No way to create the sandbox namespaces works here (unprivileged user namespaces and overlayfs in them are needed; on Ubuntu 24.04, AppArmor restricts them: \`sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0\`, or allow passwordless sudo). Tried:\n${failures.join('\n')}`,
  );
}

/** Start a minimal sandbox with one overlay running /bin/true; undefined when it works, else why not. */
async function probe(runDir: string, mode: LaunchMode): Promise<string | undefined> {
  const dir = await mkdtemp(path.join(runDir, 'probe-'));
  try {
    for (const sub of ['lower', 'upper', 'work', 'merged']) await mkdir(path.join(dir, sub));
    const { overlays, symlinks } = await readSystemLayout();
    const mounts: MountOp[] = [
      ...overlays
        .filter((o) => o === '/usr')
        .map((o): MountOp => ({ kind: 'bind', source: o, target: o, readOnly: true })),
      ...symlinks.map((s): MountOp => ({ kind: 'symlink', ...s })),
      {
        kind: 'overlay',
        target: '/workspace',
        lowers: [path.join(dir, 'lower')],
        upper: path.join(dir, 'upper'),
        work: path.join(dir, 'work'),
        merged: path.join(dir, 'merged'),
      },
      { kind: 'proc', target: '/proc' },
      { kind: 'dev', target: '/dev' },
    ];
    const spec: LaunchSpec = {
      mounts,
      env: LAUNCH_ENV,
      chdir: '/workspace',
      command: ['/bin/sh', '-c', 'touch /workspace/ok'],
      argsFile: path.join(dir, 'args'),
    };
    const child = await spawnSandbox(spec, mode);
    const stderr: Buffer[] = [];
    child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.stdin?.end();
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // gone
        }
      }, 10_000);
      child.on('error', () => resolve(-1));
      child.on('close', (exit) => {
        clearTimeout(timer);
        resolve(exit);
      });
    });
    const text = Buffer.concat(stderr).toString('utf8').trim();
    if (code === 0) return undefined;
    return text === '' ? `exit ${code}` : text.split('\n').slice(-3).join(' / ');
  } finally {
    await removeTree(dir);
  }
}
