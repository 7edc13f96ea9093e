/**
 * Discovery of hook configuration files and their order, per the profile's flags (runtime-behaviour.md §2):
 * hooks directories (subdirectories breadth-first, byte order of names), settings files, policy files.
 */
import type { Dirent, Stats } from 'node:fs';
import { readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { confinedRealpath, isInside, isRefused, refreshWorkspaceView } from '../confined-paths.js';
import { diagnostic, type Diagnostic } from '../diagnostics.js';
import type { Profile } from '../profiles.js';

/** Where a configuration file comes from. */
export type SourceKind =
  'policy' | 'userHooks' | 'userSettings' | 'repoHooks' | 'copilotSettings' | 'claudeSettings';

/** One file to load, in run order. */
export interface DiscoveredSource {
  kind: SourceKind;
  /** The absolute path as reached (through symlinks, not resolved). */
  path: string;
  /** The file as reported: repo-relative with `/`, absolute outside the repo. */
  file: string;
  /** The file's directory, reported the same way. */
  fileDir: string;
  /** The directory the file must stay inside once links are followed (the repository, HOME, the policy directory). */
  root: string;
}

/** Where user and policy sources live; each is off unless given. */
export interface DiscoveryOptions {
  /** The sandbox HOME whose `.copilot/` holds user sources (cli profiles). */
  home?: string;
  /** `$COPILOT_HOME`: its `hooks/` replaces `<home>/.copilot/hooks/`. */
  copilotHome?: string;
  /** The sandbox's `/etc/github-copilot/policy.d/` (cli profiles). */
  policyDir?: string;
}

/** The discovered sources and the repository settings files the profile does not read. */
export interface Discovery {
  sources: DiscoveredSource[];
  /** Settings files that exist but are not read (`configSources=repoHooksDir`): checked for `settings-ignored`. */
  unreadSettings: DiscoveredSource[];
  diagnostics: Diagnostic[];
}

/** How to list one hooks directory. */
export interface HookDirOrder {
  order: Profile['hookFileOrder'];
  subdirectories: boolean;
}

const REPO_HOOKS_DIR = '.github/hooks';
const COPILOT_SETTINGS = ['.github/copilot/settings.json', '.github/copilot/settings.local.json'];
const CLAUDE_SETTINGS = ['.claude/settings.json', '.claude/settings.local.json'];

/** Find every configuration file the profile reads, in the order the runtime loads them. */
export async function discoverHookSources(
  repoDir: string,
  profile: Profile,
  options: DiscoveryOptions = {},
): Promise<Discovery> {
  const repo = path.resolve(repoDir);
  await refreshWorkspaceView(repo);
  const dirOrder = { order: profile.hookFileOrder, subdirectories: profile.scanSubdirectories };
  const diagnostics: Diagnostic[] = [];
  const repoHooks = await listSourceDir(
    { repo, root: repo, diagnostics },
    path.join(repo, REPO_HOOKS_DIR),
    'repoHooks',
    dirOrder,
  );
  const copilotSettings = await existingFiles(repo, 'copilotSettings', COPILOT_SETTINGS);
  const claudeSettings = await existingFiles(repo, 'claudeSettings', CLAUDE_SETTINGS);
  if (profile.configSources === 'repoHooksDir') {
    return { sources: repoHooks, unreadSettings: [...copilotSettings, ...claudeSettings], diagnostics };
  }

  const policy = options.policyDir ? await listPolicyFiles(repo, options.policyDir, diagnostics) : [];
  let userHooks: DiscoveredSource[] = [];
  let userSettings: DiscoveredSource[] = [];
  const userHooksDir = options.copilotHome
    ? path.join(options.copilotHome, 'hooks')
    : options.home && path.join(options.home, '.copilot', 'hooks');
  if (userHooksDir) {
    const root = path.resolve(options.copilotHome ?? options.home ?? userHooksDir);
    userHooks = await listSourceDir(
      { repo, root, diagnostics },
      path.resolve(userHooksDir),
      'userHooks',
      dirOrder,
    );
  }
  if (options.home) {
    const settings = path.resolve(options.home, '.copilot', 'settings.json');
    if (await isFileOrLink(settings)) {
      userSettings = [describeSource(repo, settings, 'userSettings', path.resolve(options.home))];
    }
  }
  const repoSettings =
    profile.sourceOrder === 'observed'
      ? [...claudeSettings, ...copilotSettings]
      : [...copilotSettings, ...claudeSettings];
  return {
    sources: [...policy, ...userHooks, ...userSettings, ...repoHooks, ...repoSettings],
    unreadSettings: [],
    diagnostics,
  };
}

/**
 * The hook files of one directory in run order: lower-case `.json` names, dot-names skipped, symlinks
 * followed, each file once (by real path) at its first place. With subdirectories: breadth-first, every
 * file of one depth before any of the next, paths compared name by name in the byte order of UTF-8 names.
 * With `confine`, a directory whose real path leaves `confine.root` is not looked into, only noted in
 * `confine.outside` (a committed `hooks/r -> /` must not walk the host), and so is one inside that
 * `/workspace` does not show (`hooks/g -> ../../.git`) unless `confine.workspace` is false; files are listed
 * as found, and the loader refuses to read one that leads outside.
 */
export async function listHookFiles(
  dir: string,
  order: HookDirOrder,
  confine?: { root: string; outside: string[]; workspace?: boolean },
): Promise<string[]> {
  const sign = order.order === 'descending' ? -1 : 1;
  const compare = (a: readonly string[], b: readonly string[]): number => sign * compareSegments(a, b);
  const realRoot = confine && (await realpathOr(confine.root));
  const leaves = async (real: string, absolute: string): Promise<boolean> => {
    if (realRoot === undefined) return false;
    if (
      isInside(realRoot, real) &&
      (confine?.workspace === false ||
        !isRefused(await confinedRealpath(realRoot, real, { workspace: true })))
    )
      return false;
    confine?.outside.push(absolute);
    return true;
  };
  const start = await realpathOr(dir);
  if (await leaves(start, dir)) return [];
  const seenDirs = new Set<string>([start]);
  const seenFiles = new Set<string>();
  const result: string[] = [];
  let level: string[][] = [[]];
  while (level.length > 0) {
    const files: string[][] = [];
    const dirs: Array<{ segments: string[]; real: string }> = [];
    for (const segments of level) {
      const absolute = path.join(dir, ...segments);
      for (const entry of await readdirOr(absolute)) {
        if (entry.name.startsWith('.')) continue;
        const kind = await entryKind(absolute, entry, confine);
        const child = [...segments, entry.name];
        if (kind === 'outside') confine?.outside.push(path.join(absolute, entry.name));
        else if (kind === 'file' && entry.name.endsWith('.json')) files.push(child);
        else if (kind === 'dir' && order.subdirectories) {
          dirs.push({ segments: child, real: await realpathOr(path.join(absolute, entry.name)) });
        }
      }
    }
    for (const segments of files.sort(compare)) {
      const absolute = path.join(dir, ...segments);
      const real = await realpathOr(absolute);
      if (seenFiles.has(real)) continue;
      seenFiles.add(real);
      result.push(absolute);
    }
    level = [];
    // Directories are de-duplicated by real path in run order, so link cycles end.
    for (const candidate of dirs.sort((a, b) => compare(a.segments, b.segments))) {
      if (
        seenDirs.has(candidate.real) ||
        (await leaves(candidate.real, path.join(dir, ...candidate.segments)))
      )
        continue;
      seenDirs.add(candidate.real);
      level.push(candidate.segments);
    }
  }
  return result;
}

/** Compare two relative paths name by name, each name by the bytes of its UTF-8 encoding. */
export function compareSegments(a: readonly string[], b: readonly string[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const order = Buffer.compare(Buffer.from(a[i] ?? '', 'utf8'), Buffer.from(b[i] ?? '', 'utf8'));
    if (order !== 0) return order;
  }
  return a.length - b.length;
}

/** How a path is reported: repo-relative with `/` inside the repo, absolute outside it. */
export function reportedPath(repo: string, absolute: string): string {
  const relative = path.relative(repo, absolute);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return absolute;
  return relative.split(path.sep).join('/');
}

function describeSource(repo: string, absolute: string, kind: SourceKind, root = repo): DiscoveredSource {
  return {
    kind,
    path: absolute,
    file: reportedPath(repo, absolute),
    fileDir: reportedPath(repo, path.dirname(absolute)),
    root,
  };
}

/** Where a directory listing reports paths (`repo`), must stay (`root`), and puts its notes. */
interface ListingPlace {
  repo: string;
  root: string;
  diagnostics: Diagnostic[];
}

async function listSourceDir(
  place: ListingPlace,
  dir: string,
  kind: SourceKind,
  order: HookDirOrder,
): Promise<DiscoveredSource[]> {
  const outside: string[] = [];
  const files = await listHookFiles(dir, order, {
    root: place.root,
    outside,
    workspace: place.root === place.repo,
  });
  for (const link of outside) {
    const shown = reportedPath(place.repo, link);
    place.diagnostics.push(
      diagnostic(
        shown,
        undefined,
        'warning',
        'outside-repository',
        place.root === place.repo
          ? `Not followed: '${shown}' does not resolve inside the repository to a folder /workspace shows; hooksim reads only files /workspace shows (nothing outside the repository, under .git, git-ignored or in a nested checkout), so no hook file it may lead to is checked`
          : `Not followed: '${shown}' is a link that does not resolve inside ${place.root}; hooksim reads only files inside it, so no hook file it may lead to is checked`,
      ),
    );
  }
  return files.map((file) => describeSource(place.repo, file, kind, place.root));
}

async function existingFiles(
  repo: string,
  kind: SourceKind,
  relatives: string[],
): Promise<DiscoveredSource[]> {
  const found: DiscoveredSource[] = [];
  for (const relative of relatives) {
    const absolute = path.join(repo, relative);
    // A link out of the repository is listed unfollowed, so the loader refuses it whatever its target is.
    const outside = isRefused(await confinedRealpath(repo, absolute));
    if (outside || (await isFileOrLink(absolute))) found.push(describeSource(repo, absolute, kind));
  }
  return found;
}

// Policy files: top level only, ascending name order [docs]; root-owned and not group/world-writable.
async function listPolicyFiles(
  repo: string,
  policyDir: string,
  diagnostics: Diagnostic[],
): Promise<DiscoveredSource[]> {
  const root = path.resolve(policyDir);
  const files = await listHookFiles(
    root,
    { order: 'ascending', subdirectories: false },
    { root, outside: [], workspace: false },
  );
  const sources: DiscoveredSource[] = [];
  for (const file of files) {
    const stats = await statOr(file);
    if (stats && stats.uid !== 0) {
      diagnostics.push(
        diagnostic(
          file,
          undefined,
          'warning',
          'policy-skipped',
          `Policy file ${file} is not owned by root (uid=${stats.uid}) \u2014 skipped`,
        ),
      );
    } else if (stats && (stats.mode & 0o022) !== 0) {
      const mode = (stats.mode & 0o777).toString(8).padStart(3, '0');
      diagnostics.push(
        diagnostic(
          file,
          undefined,
          'warning',
          'policy-skipped',
          `Policy file ${file} is group or world-writable (mode=${mode}) \u2014 skipped`,
        ),
      );
    } else {
      sources.push(describeSource(repo, file, 'policy', root));
    }
  }
  return sources;
}

type EntryKind = 'file' | 'dir' | 'other' | 'outside';

/**
 * What a directory entry is. A link that does not resolve inside `root` is judged by its name alone, before
 * anything follows it: a `.json` name is a file (the loader refuses to read it), any other is `outside`, so
 * neither says what, or whether anything, the host has at its target.
 */
async function entryKind(
  parent: string,
  entry: Dirent,
  confine?: { root: string; workspace?: boolean },
): Promise<EntryKind> {
  if (entry.isFile()) return 'file';
  if (entry.isDirectory()) return 'dir';
  if (!entry.isSymbolicLink()) return 'other';
  const found = confine && (await confinedRealpath(confine.root, path.join(parent, entry.name), confine));
  if (isRefused(found)) {
    return entry.name.endsWith('.json') ? 'file' : 'outside';
  }
  const stats = await statOr(path.join(parent, entry.name));
  // A dangling link to a `.json` name is listed, so that loading reports it as unreadable.
  if (!stats) return 'file';
  if (stats.isFile()) return 'file';
  return stats.isDirectory() ? 'dir' : 'other';
}

async function isFileOrLink(file: string): Promise<boolean> {
  const stats = await statOr(file);
  return stats?.isFile() ?? false;
}

/*
 * The discovery's file system calls are synchronous: a handful of small calls a command, each of which went
 * through libuv's thread pool and waited its turn on a main thread busy starting the sandbox (the first one
 * 3 ms in a `fire`; about 80 µs of CPU each against a few synchronously).
 */

async function statOr(file: string): Promise<Stats | undefined> {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

async function realpathOr(file: string): Promise<string> {
  try {
    return realpathSync(file);
  } catch {
    return path.resolve(file);
  }
}

async function readdirOr(dir: string): Promise<Dirent[]> {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}
