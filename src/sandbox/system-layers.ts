/**
 * The layers under the namespace sandbox's system directories (spec/cloud-environment.md §1, §5.7): which
 * host directories become overlays and which are symlinks, the mask layer that hides what an unprivileged
 * host user could not read when the sandbox's root is the host's root, and the per-session seed layers
 * (resolver files, the CA bundle, command stubs, scenario files) that sit under the session's upper layer,
 * so that the upper layer holds exactly what hooks changed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statfsSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { link, mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, release } from 'node:os';
import path from 'node:path';
import { memoUntilFailure } from '../memo.js';
import { lstatOrUndefined } from './changes.js';
import { processShared } from '../process-shared.js';
import { runHostCommand, shellQuote } from '../host-command.js';
import type { CommandMock } from './types.js';
import { SANDBOX_CA_BUNDLE, SANDBOX_PATH } from './environment.js';

/** Top-level host directories the sandbox shows, as an overlay when a directory, as a symlink when one. */
const SYSTEM_ENTRIES = ['usr', 'bin', 'sbin', 'lib', 'lib32', 'lib64', 'libx32', 'etc', 'opt', 'var'];

/** How the host lays out its system directories. */
export interface SystemLayout {
  /** Absolute host directories shown through an overlay, e.g. `/usr`, `/etc`. */
  overlays: string[];
  /** Top-level symlinks, e.g. `/bin` → `usr/bin` on a merged-/usr system. */
  symlinks: { link: string; target: string }[];
}

let layout: Promise<SystemLayout> | undefined;

/** The host's layout, read once. */
export function readSystemLayout(): Promise<SystemLayout> {
  layout ??= Promise.resolve().then(readSystemLayoutSync);
  return layout;
}

/** readSystemLayout, synchronously (the CLI's early scan uses it before the rest of itself is loaded). */
export function readSystemLayoutSync(): SystemLayout {
  const result: SystemLayout = { overlays: [], symlinks: [] };
  for (const name of SYSTEM_ENTRIES) {
    const full = `/${name}`;
    const stat = lstatSync(full, { throwIfNoEntry: false });
    if (stat?.isSymbolicLink()) result.symlinks.push({ link: full, target: readlinkSync(full) });
    else if (stat?.isDirectory()) result.overlays.push(full);
  }
  return result;
}

/** Files the sandbox plumbing owns; a hook changing them is not reported (cloud-environment.md §1). */
export const PLUMBING_FILES = ['/etc/resolv.conf', '/etc/hosts', '/etc/hostname', SANDBOX_CA_BUNDLE];

/** Where command stubs live (cloud-environment.md §5.7). */
export const STUB_DIR = '/usr/local/bin';

/** The find expression of a masked path (findMaskedPaths), after the starting points and their options. */
const MASK_EXPRESSION = [
  '(', '-type', 'd', '!', '-perm', '-o=rx', '-prune', '-print0', ')',
  '-o', '(', '-type', 'd', '-o', '-type', 'l', ')',
  '-o', '(', '-type', 'f', '-perm', '-o=r', ')', '-o', '-print0',
]; // prettier-ignore

/** Scans of `roots` (joined by NUL) begun and not yet forgotten: one a process, begun as early as it can. */
const maskScans = processShared('system-layers:mask-scans', () => new Map<string, Promise<string[]>>());

/**
 * Begin the scan of findMaskedPaths for `roots` in the background (the CLI does so before it loads the rest
 * of itself, hooksim as root about to start a sandbox); findMaskedPaths takes it over. The scan does not keep
 * the process alive until findMaskedPaths asks for it.
 */
export function beginMaskScan(roots: string[]): void {
  void memoUntilFailure(maskScans, roots.join('\0'), () => scanMaskedEntries(roots, true));
}

/**
 * Host paths under `roots` that an unprivileged user could not read: directories without o+rx, other
 * entries without o+r, sockets, FIFOs and devices, and mount points (an overlay lower layer shows what a
 * mount hides). Symlinks are never listed: they resolve inside the sandbox.
 */
export async function findMaskedPaths(roots: string[]): Promise<string[]> {
  const scan = memoUntilFailure(maskScans, roots.join('\0'), () => scanMaskedEntries(roots, false));
  refScans.get(scan)?.();
  const entries = await scan;
  return [...new Set([...entries, ...mountPointsUnder(roots)])].filter((p) => !roots.includes(p)).sort();
}

/** How to make a background scan keep the process alive again (findMaskedPaths waits for it). */
const refScans = processShared('system-layers:ref-scans', () => new WeakMap<Promise<string[]>, () => void>());

/**
 * What `find roots -xdev <MASK_EXPRESSION>` prints, split over the CPUs: one `find -maxdepth 1` over the roots
 * (each root and its entries), and the roots' subdirectories on the root's filesystem as the starting
 * points of one `find` a CPU. The expression is the same; a starting point is judged as the single `find`
 * judges it as an entry (a subdirectory without o+rx is printed by both, once kept), and -xdev holds, since
 * only subdirectories on their root's filesystem are started from; a mount point is judged at depth 1 and
 * not descended, as with one `find`.
 */
function scanMaskedEntries(roots: string[], background: boolean): Promise<string[]> {
  const children: ChildProcess[] = [];
  const spawnFind = (args: string[]): Promise<string[]> =>
    findEntries(args, (child) => {
      children.push(child);
      if (background) unrefChild(child);
    });
  const top = spawnFind([...roots, '-maxdepth', '1', '-xdev', ...MASK_EXPRESSION]);
  const batches = balance(
    roots.flatMap(subdirectoriesToScan),
    Math.max(1, Math.min(availableParallelism(), 4)),
  );
  const scan = Promise.all([
    top,
    ...batches.map((batch) => spawnFind([...batch.map((dir) => dir.path), '-xdev', ...MASK_EXPRESSION])),
  ]).then((lists) => lists.flat());
  if (background) refScans.set(scan, () => children.forEach(refChild));
  return scan;
}

/** A subdirectory of a root to start a find from, with its link count (its subdirectories + 2) as its weight. */
interface ScanStart {
  path: string;
  weight: number;
}

/**
 * The subdirectories of `root` a find must descend into: real directories (not symlinks) with o+rx (the rest
 * the `-maxdepth 1` find prints and prunes), on the root's filesystem (-xdev). Synchronous (a few dozen
 * entries), so that a scan the CLI begins while it loads spawns every find at once.
 */
function subdirectoriesToScan(root: string): ScanStart[] {
  try {
    const rootStat = lstatSync(root);
    if (!rootStat.isDirectory()) return [];
    const starts: ScanStart[] = [];
    for (const entry of readdirSync(root, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const full = path.join(root, entry.name);
      const stat = lstatSync(full, { throwIfNoEntry: false });
      if (!stat?.isDirectory() || stat.dev !== rootStat.dev || (stat.mode & 0o005) !== 0o005) continue;
      starts.push({ path: full, weight: stat.nlink });
    }
    return starts;
  } catch {
    // unreadable root: the -maxdepth 1 find judges what it can, as the single find did
    return [];
  }
}

/** `starts` in at most `count` batches of about equal weight (the heaviest first, each to the lightest batch). */
function balance(starts: ScanStart[], count: number): ScanStart[][] {
  const batches = Array.from({ length: Math.min(count, starts.length) }, () => ({
    weight: 0,
    starts: [] as ScanStart[],
  }));
  // Code-unit order for ties: localeCompare would load ICU's collation (14 ms of `fire`'s start).
  const byWeight = (a: ScanStart, b: ScanStart): number =>
    b.weight - a.weight || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  for (const start of [...starts].sort(byWeight)) {
    const lightest = batches.reduce((min, batch) => (batch.weight < min.weight ? batch : min));
    lightest.starts.push(start);
    lightest.weight += start.weight;
  }
  return batches.map((batch) => batch.starts);
}

/** Let a child (and its output pipe) not keep the process alive. */
function unrefChild(child: ChildProcess): void {
  child.unref();
  (child.stdout as unknown as { unref?: () => void } | null)?.unref?.();
}

function refChild(child: ChildProcess): void {
  child.ref();
  (child.stdout as unknown as { ref?: () => void } | null)?.ref?.();
}

/** What `find <args>` prints, NUL-separated; find exits 1 when a directory was unreadable, the rest is right. */
function findEntries(args: string[], onSpawn?: (child: ChildProcess) => void): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('find', args, { env: { PATH: SANDBOX_PATH }, stdio: ['ignore', 'pipe', 'ignore'] });
    onSpawn?.(child);
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', () => resolve(Buffer.concat(chunks).toString('utf8').split('\0').filter(Boolean)));
  });
}

/** A host path the sandbox covers with an empty read-only file or directory. */
export interface CoveredPath {
  path: string;
  kind: 'file' | 'dir';
}

/**
 * Host paths under `roots` that this user reaches only through one of `groups` (a supplementary group): not
 * its own, group one of them, and without o+rx (directories) or o+r (the rest). An unprivileged user namespace
 * cannot drop supplementary groups (its gid_map needs `setgroups deny`), and the kernel checks them whatever
 * the map shows, so the sandbox covers these instead. Symlinks are never listed.
 */
export function findGroupOnlyPaths(roots: string[], uid: number, groups: number[]): Promise<CoveredPath[]> {
  if (groups.length === 0) return Promise.resolve([]);
  const inGroups = groups.flatMap((gid, i) => [...(i === 0 ? [] : ['-o']), '-group', String(gid)]);
  const lists = roots.map((root) => {
    const args = [root, '-xdev', '(', '-type', 'l', '-prune', ')', '-o'];
    args.push('(', '!', '-user', String(uid), '(', ...inGroups, ')');
    args.push('(', '-type', 'd', '!', '-perm', '-o=rx', '-prune', '-printf', 'd%p\\0', ')');
    args.push('-o', '(', '!', '-type', 'd', '!', '-perm', '-o=r', '-printf', 'f%p\\0', ')', ')');
    return findEntries(args).then((entries) =>
      entries.map((entry): CoveredPath => ({
        path: entry.slice(1),
        kind: entry.startsWith('d') ? 'dir' : 'file',
      })),
    );
  });
  return Promise.all(lists).then((found) => found.flat().filter((entry) => !roots.includes(entry.path)));
}

/** mountPoints' answer, read once a process. */
let knownMountPoints: string[] | undefined;

/**
 * Every mount point of this mount namespace, from /proc/self/mountinfo, read once a process: the kernel makes
 * that table under the lock every mount of every sandbox starting takes (in a CPU profile of a run, a read held
 * hooksim's thread about 0.4 ms a session, against 64 µs alone), and the host's mounts under its system
 * directories do not change while a run goes.
 */
export function mountPoints(): string[] {
  knownMountPoints ??= readMountinfoPoints();
  return knownMountPoints;
}

function readMountinfoPoints(): string[] {
  let text = '';
  try {
    text = readFileSync('/proc/self/mountinfo', 'utf8');
  } catch {
    // no /proc: no mount points known
  }
  return text
    .split('\n')
    .map((line) => line.split(' ')[4])
    .filter((point): point is string => point !== undefined)
    .map((point) =>
      point.replace(/\\([0-7]{3})/g, (_m, octal: string) => String.fromCharCode(parseInt(octal, 8))),
    );
}

/** Mount points strictly inside one of `roots`. */
export function mountPointsUnder(roots: string[]): string[] {
  return mountPoints().filter((point) => roots.some((root) => point.startsWith(`${root}/`)));
}

/**
 * Build a mask layer for the host directory `root`: an overlay whiteout for every masked path, inside
 * directories that copy the host directories' mode, owner and times. Needs root (mknod, chown).
 */
export async function buildMaskLayer(
  root: string,
  masked: string[],
  layer: string,
  whiteout: string,
): Promise<void> {
  await mkdir(layer, { recursive: true });
  copyAttributes(root, layer);
  for (const hostPath of masked) {
    if (!hostPath.startsWith(`${root}/`)) continue;
    const rel = hostPath.slice(root.length + 1);
    ensureLayerDirs(layer, root, path.dirname(rel));
    await link(whiteout, path.join(layer, rel));
  }
}

/**
 * Make one overlayfs whiteout (a 0/0 character device; no CAP_MKNOD needed for it since Linux 5.8) at
 * `file`. Every whiteout of a mask layer is a hard link to it, as overlayfs itself shares one whiteout
 * inode: one `mknod` a run instead of one per masked path.
 */
export async function makeWhiteoutTemplate(file: string): Promise<void> {
  await runHostCommand('mknod', ['--', file, 'c', '0', '0'], { env: { PATH: SANDBOX_PATH } });
}

const runWhiteouts = new Map<string, Promise<string>>();

/**
 * The whiteout template of the run directory `runDir` (makeWhiteoutTemplate), made once: the system mask
 * layers and the workspace's mask layer link to the same one, one `mknod` a run instead of two.
 */
export function runWhiteout(runDir: string): Promise<string> {
  const file = path.join(runDir, 'mask-whiteout');
  return memoUntilFailure(runWhiteouts, runDir, () => makeWhiteoutTemplate(file).then(() => file));
}

/**
 * Give a layer directory the mode, owner (when we may) and times of the host directory it stands for.
 * Synchronously, as ensureLayerDirs: a few small calls, each a thread-pool round trip otherwise, waiting its
 * turn on a main thread that is busy while a sandbox starts.
 */
function copyAttributes(hostDir: string, layerDir: string): void {
  const stat = lstatOrUndefined(hostDir);
  if (!stat?.isDirectory()) return;
  if (process.getuid?.() === 0) {
    try {
      chownSync(layerDir, stat.uid, stat.gid);
    } catch {
      // not ours to give
    }
  }
  chmodSync(layerDir, stat.mode & 0o7777);
  utimesSync(layerDir, stat.atime, stat.mtime);
}

/** Create `rel` (and its parents) in `layer`, each with the attributes of the same directory under `hostRoot`. */
export function ensureLayerDirs(layer: string, hostRoot: string, rel: string): void {
  if (rel === '.' || rel === '') return;
  const parts = rel.split('/');
  for (let i = 1; i <= parts.length; i++) {
    const sub = parts.slice(0, i).join('/');
    const dir = path.join(layer, sub);
    if (lstatOrUndefined(dir)?.isDirectory()) continue;
    mkdirSync(dir, { mode: 0o755 });
    copyAttributes(path.join(hostRoot, sub), dir);
  }
}

/** An invalid scenario file path or command mock name. */
export class SandboxSeedError extends Error {
  readonly code = 'sandbox-seed-invalid';
  constructor(message: string) {
    super(message);
    this.name = 'SandboxSeedError';
  }
}

/** A relative path that stays inside its directory: no `..`, no absolute path, no empty segment. */
export function checkRelativePath(rel: string): string {
  const clean = rel.replace(/^\.\//, '');
  const parts = clean.split('/');
  if (
    clean === '' ||
    clean.includes('\0') ||
    path.isAbsolute(clean) ||
    parts.some((p) => p === '' || p === '.' || p === '..')
  ) {
    throw new SandboxSeedError(
      `Invalid workspace file path '${rel}'. Expected a relative path inside /workspace without '..'.`,
    );
  }
  return clean;
}

/** Write the scenario's `files` into a workspace seed layer. */
export async function writeWorkspaceSeed(layer: string, files: Record<string, string>): Promise<void> {
  for (const [rel, content] of Object.entries(files)) {
    const target = path.join(layer, checkRelativePath(rel));
    await mkdir(path.dirname(target), { recursive: true, mode: 0o755 });
    await writeFile(target, content, { mode: 0o644 });
  }
}

const runEtcSeeds = new Map<string, Promise<string>>();

/**
 * The /etc seed layer (writeEtcSeed) of the run directory `runDir` for one CA, written once and shared by
 * every session as a read-only lower layer: the run's sessions share one CA, so their seeds are the same.
 */
export function runEtcSeed(runDir: string, caCertPem: string | undefined): Promise<string> {
  return memoUntilFailure(runEtcSeeds, `${runDir}\0${caCertPem ?? ''}`, async () => {
    const dir = mkdtempSync(path.join(runDir, 'etc-seed-'));
    chmodSync(dir, 0o755);
    writeEtcSeed(dir, caCertPem);
    return dir;
  });
}

/**
 * Resolver and host files, plus the CA bundle with the firewall's CA when interception is on. Synchronously:
 * a handful of small files, which through the thread pool took 4 to 7 ms of a `fire`, each call waiting its
 * turn on a busy main thread.
 */
function writeEtcSeed(layer: string, caCertPem: string | undefined): void {
  writeFileSync(path.join(layer, 'resolv.conf'), 'nameserver 127.0.0.53\noptions edns0\n', { mode: 0o644 });
  writeFileSync(path.join(layer, 'hostname'), 'hooksim\n', { mode: 0o644 });
  writeFileSync(
    path.join(layer, 'hosts'),
    '127.0.0.1\tlocalhost\n127.0.1.1\thooksim\n::1\tlocalhost ip6-localhost ip6-loopback\n',
    { mode: 0o644 },
  );
  if (caCertPem === undefined) return;
  const rel = path.relative('/etc', SANDBOX_CA_BUNDLE);
  // As bytes: the host's bundle (200 KB here) is never decoded and encoded again.
  let hostBundle: Buffer;
  try {
    hostBundle = readFileSync(SANDBOX_CA_BUNDLE);
  } catch {
    hostBundle = Buffer.alloc(0);
  }
  ensureLayerDirs(layer, '/etc', path.dirname(rel));
  const ends = hostBundle.length === 0 || hostBundle[hostBundle.length - 1] === 0x0a;
  const pem = caCertPem.endsWith('\n') ? caCertPem : `${caCertPem}\n`;
  writeFileSync(path.join(layer, rel), Buffer.concat([hostBundle, Buffer.from(ends ? pem : `\n${pem}`)]), {
    mode: 0o644,
  });
}

/** A command mock name usable as a file name in /usr/local/bin. */
/** A command mock's name, checked to be a plain file name; throws SandboxSeedError otherwise. */
export function checkMockName(name: string): string {
  if (!/^[A-Za-z0-9._+-]+$/.test(name) || name === '.' || name === '..') {
    throw new SandboxSeedError(
      `Invalid command mock name '${name}'. Expected a plain command name such as 'gh'.`,
    );
  }
  return name;
}

/** A mock's output quoted for its stub script; a NUL cannot pass through a shell word. */
function quoteMockOutput(text: string): string {
  if (text.includes('\0'))
    throw new SandboxSeedError('A command mock output cannot contain a NUL character.');
  return shellQuote(text);
}

/** The stub script of one mock: read stdin to EOF, write stdout and stderr, exit with exitCode. */
export function stubScript(mock: CommandMock): string {
  const exitCode = mock.exitCode ?? 0;
  if (!Number.isInteger(exitCode) || exitCode < 0 || exitCode > 255) {
    throw new SandboxSeedError(
      `Invalid command mock exitCode ${exitCode}. Expected an integer from 0 to 255.`,
    );
  }
  return [
    '#!/bin/sh',
    '# hooksim command stub (mocks.commands)',
    'cat >/dev/null',
    `printf '%s' ${quoteMockOutput(mock.stdout ?? '')}`,
    `printf '%s' ${quoteMockOutput(mock.stderr ?? '')} >&2`,
    `exit ${exitCode}`,
    '',
  ].join('\n');
}

/** Write the stubs into a /usr seed layer; returns their sandbox paths. */
export async function writeStubSeed(layer: string, mocks: Record<string, CommandMock>): Promise<string[]> {
  const rel = path.relative('/usr', STUB_DIR);
  ensureLayerDirs(layer, '/usr', rel);
  const written: string[] = [];
  for (const [name, mock] of Object.entries(mocks)) {
    await writeFile(path.join(layer, rel, checkMockName(name)), stubScript(mock), { mode: 0o755 });
    written.push(path.posix.join(STUB_DIR, name));
  }
  return written;
}

const maskLayers = new Map<string, Promise<Map<string, string>>>();

/**
 * Mask layers for the system overlays, made once per run, when the sandbox's root is the host's root
 * (hooksim runs as root): then DAC no longer protects root-only host files. Where the system directories are
 * read through guards (`guarded`: the native setup step's read-only overlays whose mounter owns nothing on
 * the host, sandbox/launch.c), those files stay unreadable by themselves, and a mask layer whites out only
 * what lies under the host's mount points (an overlay's lower layer shows what a mount hides); else every
 * root-only entry is found by a scan of the roots (findMaskedPaths) and whited out. When the sandbox's root
 * is an unprivileged host user, nothing is masked: the kernel already refuses it. Roots with nothing to
 * mask get no layer.
 */
export function prepareMasks(
  runDir: string,
  roots: string[],
  sandboxRootIsHostRoot: boolean,
  guarded: boolean,
): Promise<Map<string, string>> {
  if (!sandboxRootIsHostRoot) return Promise.resolve(new Map());
  return memoUntilFailure(maskLayers, `${runDir}\0${guarded}`, async () => {
    const masked = guarded
      ? mountPointsUnder(roots).filter((p) => !roots.includes(p))
      : await findMaskedPaths(roots);
    const result = new Map<string, string>();
    const masking = roots.filter((root) => masked.some((p) => p.startsWith(`${root}/`)));
    if (masking.length === 0) return result;
    const whiteout = await runWhiteout(runDir);
    for (const root of masking) {
      const layer = path.join(runDir, `mask${guarded ? '-guarded' : ''}${root.replace(/\//g, '_')}`);
      await buildMaskLayer(root, masked, layer, whiteout);
      result.set(root, layer);
    }
    return result;
  });
}

/** Whether the kernel `release` (this one's by default) is at least `major`.`minor`. */
export function kernelAtLeast(major: number, minor: number, kernel: string = release()): boolean {
  const [have = 0, haveMinor = 0] = kernel.split(/[.-]/).map(Number);
  return have > major || (have === major && haveMinor >= minor);
}

/** Whether the kernel mounts an overlay in a user namespace (Linux 5.11), as the guards are mounted. */
export function kernelMountsGuards(kernel?: string): boolean {
  return kernelAtLeast(5, 11, kernel);
}

/** statfs's f_type of overlayfs. */
const OVERLAYFS_MAGIC = 0x794c7630;

/**
 * Whether this process's user namespace is the host's own: every id mapped to itself. Inside another one (a
 * rootless container's root), the guards' mounter id is not mapped, so no guard can be made.
 */
function inInitialUserNamespace(): boolean {
  try {
    return readFileSync('/proc/self/uid_map', 'utf8').trim().split(/\s+/).join(' ') === '0 0 4294967295';
  } catch {
    return false;
  }
}

const takesGuards = new Map<string, boolean>();

/**
 * Whether guards can be mounted over the system directories `roots`: the kernel mounts them (Linux 5.11), this
 * process is in the host's user namespace, and no root is itself on an overlay, as in a container whose root
 * filesystem is one: a guard over it, under the sandbox's own overlay, would pass overlayfs's stacking limit of
 * two. Asked once a process (every session asks).
 */
export function systemTakesGuards(roots: string[]): boolean {
  const key = roots.join('\0');
  let takes = takesGuards.get(key);
  if (takes === undefined) {
    takes =
      kernelMountsGuards() &&
      inInitialUserNamespace() &&
      roots.every((root) => {
        try {
          return statfsSync(root).type !== OVERLAYFS_MAGIC;
        } catch {
          return false;
        }
      });
    takesGuards.set(key, takes);
  }
  return takes;
}

let groupCovers: Promise<CoveredPath[]> | undefined;

/**
 * The host's supplementary groups of this process (its primary gid aside) when the sandbox cannot drop them:
 * an unprivileged user namespace (the sudo path clears them with `setpriv --clear-groups`).
 */
export function undroppableGroups(unprivileged: boolean): number[] {
  if (!unprivileged || process.getuid?.() === 0) return [];
  const primary = process.getgid?.();
  return [...new Set(process.getgroups?.() ?? [])].filter((gid) => gid !== primary);
}

/** findGroupOnlyPaths for this process, once per run; [] when it has no groups the sandbox keeps. */
export function prepareGroupCovers(roots: string[], unprivileged: boolean): Promise<CoveredPath[]> {
  const groups = undroppableGroups(unprivileged);
  if (groups.length === 0) return Promise.resolve([]);
  groupCovers ??= findGroupOnlyPaths(roots, process.getuid?.() ?? 0, groups);
  groupCovers.catch(() => (groupCovers = undefined));
  return groupCovers;
}

/** Forget the mask layers and group covers (their run is over). */
export function forgetMaskLayers(): void {
  maskLayers.clear();
  maskScans.clear();
  runWhiteouts.clear();
  runEtcSeeds.clear();
  groupCovers = undefined;
}
