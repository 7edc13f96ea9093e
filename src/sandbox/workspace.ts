/**
 * What `/workspace` shows of a checkout (decideWorkspaceView, spec/cloud-environment.md §1): what a clone
 * would hold plus the working tree's changes (tracked and untracked-but-not-ignored files, submodules as
 * their own such files, `.git` directories with credentials removed from every config); nested repositories
 * that are not submodules and ignored files at any depth stay out. workspace-overlay.ts shows it as masks
 * over the checkout itself; where it cannot, the filtered copy made here (once per run and repository,
 * shared read-only by every session) is the lower layer instead. A folder outside git is copied whole,
 * nested repositories excepted.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { constants, realpathSync } from 'node:fs';
import {
  chmod,
  copyFile,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readlink,
  realpath,
  symlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { runHostCommand } from '../host-command.js';
import { removeTree } from './cleanup.js';
import { SANDBOX_PATH } from './environment.js';

/** The repository could not be copied (git missing, unreadable files). */
export class WorkspaceCopyError extends Error {
  readonly code = 'workspace-copy-failed';
  constructor(repo: string, reason: string) {
    super(`Cannot copy the repository '${repo}' into the sandbox workspace: ${reason}`);
    this.name = 'WorkspaceCopyError';
  }
}

/** Options of acquireWorkspaceCopy. */
export interface WorkspaceCopyOptions {
  /** Rewrite `.git/index` stat data as the sandbox will see the copy, so `git status` inside writes nothing. */
  refreshIndex?: (copy: string) => Promise<void>;
}

/** Copies of this process, by the repository's real path. */
const copies = new Map<string, Promise<string>>();

/** Copies made at once; keeps the number of open files well under the usual limits. */
const COPY_CONCURRENCY = 64;

/** The shared filtered copy of `repo` in `runDir`, made on first use. */
export async function acquireWorkspaceCopy(
  repo: string,
  runDir: string,
  options: WorkspaceCopyOptions = {},
): Promise<string> {
  const key = `${runDir}\0${await realpath(repo)}`;
  let copy = copies.get(key);
  if (copy === undefined) {
    copy = makeCopy(repo, runDir, options);
    copies.set(key, copy);
    copy.catch(() => copies.delete(key));
  }
  return copy;
}

/** Forget and remove every copy (the run directory is going away). */
export async function releaseWorkspaceCopies(): Promise<void> {
  const pending = [...copies.values()];
  copies.clear();
  for (const copy of pending) await copy.then(removeTree, () => undefined);
}

async function makeCopy(repo: string, runDir: string, options: WorkspaceCopyOptions): Promise<string> {
  const dest = await mkdtemp(path.join(runDir, 'ws-'));
  try {
    await chmod(dest, 0o755);
    await createFilteredCopy(repo, dest);
    const gitDir = path.join(dest, '.git');
    if (options.refreshIndex && (await lstat(gitDir).catch(() => undefined))?.isDirectory()) {
      await options.refreshIndex(dest);
    }
    return dest;
  } catch (error) {
    await removeTree(dest);
    throw error instanceof WorkspaceCopyError ? error : new WorkspaceCopyError(repo, describe(error));
  }
}

/**
 * What `/workspace` shows of a checkout: what a clone of the repository would hold plus the working tree's
 * changes to it. Every way of building `/workspace` (today's copy, an overlay over the checkout) follows
 * this one decision.
 */
export interface WorkspaceView {
  /** False for a folder outside git: it shows whole, apart from `hidden`. */
  git: boolean;
  /**
   * Files and symlinks to show, relative to the checkout: tracked ones still in the working tree and
   * untracked ones not ignored, at every depth, the tracked and untracked files of submodules included.
   */
  files: string[];
  /** Submodule checkouts (gitlinks), shown as directories, empty when not checked out. */
  submodules: string[];
  /**
   * `.git` entries to show, at the top and in each submodule: a directory is shown with every git config
   * file in it sanitized (sanitizeGitDir), a file (`gitdir: …`) as it is.
   */
  gitDirs: string[];
  /**
   * What must not show, as git lists it collapsed (`dir/` for a whole directory): ignored files and
   * directories, and nested repositories that are not submodules (no clone has them). A path in `files`
   * below one of them (a tracked file inside a nested checkout) still shows.
   */
  hidden: string[];
}

/** The views decided inside a withWorkspaceViewScope, by the checkout's real path. */
const viewScope = new AsyncLocalStorage<Map<string, Promise<WorkspaceView>>>();

/**
 * Run one command (`fire`, `run`) with what `/workspace` shows of each checkout decided once and shared: the
 * hook discovery, the scenario listing and the workspace overlay's mask layer of that command all ask
 * decideWorkspaceView, which runs git five times a checkout. Outside a scope every call decides afresh; a
 * scope inside a scope is the outer one.
 */
export function withWorkspaceViewScope<T>(body: () => Promise<T>): Promise<T> {
  return viewScope.getStore() === undefined ? viewScope.run(new Map(), body) : body();
}

/** Decide what `/workspace` shows of `repo` (WorkspaceView); once per checkout inside withWorkspaceViewScope. */
export function decideWorkspaceView(repo: string): Promise<WorkspaceView> {
  const scope = viewScope.getStore();
  if (scope === undefined) return decideWorkspaceViewNow(repo);
  let key: string;
  try {
    key = realpathSync(repo);
  } catch {
    key = path.resolve(repo);
  }
  let view = scope.get(key);
  if (view === undefined) {
    view = decideWorkspaceViewNow(repo);
    scope.set(key, view);
    view.catch(() => scope.delete(key));
  }
  return view;
}

async function decideWorkspaceViewNow(repo: string): Promise<WorkspaceView> {
  const dotGit = await lstat(path.join(repo, '.git')).catch(() => undefined);
  const view: WorkspaceView = { git: true, files: [], submodules: [], gitDirs: [], hidden: [] };
  if (!(await listRepository(repo, '', dotGit !== undefined, view))) {
    // A folder outside any work tree shows whole, but a repository inside it is no part of it.
    const nested = await run('find', ['.', '-mindepth', '2', '-name', '.git', '-prune', '-print0'], repo);
    const dirs = nested
      .toString('utf8')
      .split('\0')
      .filter((found) => found !== '')
      .map((found) => `${path.posix.dirname(found.slice(2))}/`);
    return { git: false, files: [], submodules: [], gitDirs: [], hidden: [...new Set(dirs)].sort() };
  }
  return view;
}

/**
 * Whether `/workspace` shows the path `rel` (relative to the checkout, `/`-separated, `''` for its top) in
 * `view`: a shown file, a directory holding one, or a submodule; never anything under a `.git` directory or
 * file (its config holds the checkout's credentials unsanitized). Host-side readers judge every real path by
 * it, so hooksim reads on the host only what a hook could read in the sandbox.
 */
export function workspaceShows(view: WorkspaceView): (rel: string) => boolean {
  const underGit = (rel: string): boolean => rel.split('/').includes('.git');
  if (!view.git) {
    return (rel) =>
      !underGit(rel) && !view.hidden.some((dir) => rel === dir.slice(0, -1) || rel.startsWith(dir));
  }
  const shown = new Set<string>(['']);
  for (const rel of [...view.files, ...view.submodules]) {
    shown.add(rel);
    for (let at = path.posix.dirname(rel); at !== '.' && !shown.has(at); at = path.posix.dirname(at))
      shown.add(at);
  }
  return (rel) => shown.has(rel) && !underGit(rel);
}

/**
 * Add the repository at `repo/prefix` (the top one, or a submodule checkout) to `view`; false when it is
 * no git work tree. Tracked entries come with their mode, so a gitlink is known for a submodule and never
 * taken for an untracked nested repository, which `--others` lists as one `dir/`.
 */
async function listRepository(
  repo: string,
  prefix: string,
  hasDotGit: boolean,
  view: WorkspaceView,
): Promise<boolean> {
  const dir = path.join(repo, prefix);
  const git = (...args: string[]): Promise<Buffer> =>
    runHostGit([...GIT_SAFE, '-C', dir, 'ls-files', '-z', ...args], dir);
  let listings: [Buffer, Buffer, Buffer, Buffer];
  try {
    const exclude = await infoExclude(dir);
    listings = await Promise.all([
      git('--cached', '--stage'),
      git('--others', '--exclude-standard'),
      git('--others', '--ignored', '--exclude-standard', '--directory'),
      // The job's own `.git/info/exclude` (where earlier steps hide a `.env` or cloud credentials) is
      // asked alone as well: in git a pull request's `.gitignore` with `!*` would outrank it.
      exclude === undefined
        ? Promise.resolve(Buffer.alloc(0))
        : git('--others', '--ignored', `--exclude-from=${exclude}`, '--directory'),
    ]);
  } catch (error) {
    // A folder outside any work tree shows whole; a checkout that git cannot list is an error.
    if (!hasDotGit) return false;
    throw new WorkspaceCopyError(
      repo,
      `git ls-files failed in '${dir}' (${describe(error)}); git is required for a git checkout`,
    );
  }
  const [cached, others, ignored, excludedListing] = listings;
  const excluded = entriesOf(excludedListing);
  const isExcluded = (rel: string): boolean =>
    excluded.some((entry) => rel === entry || (entry.endsWith('/') && rel.startsWith(entry)));
  const submodules: string[] = [];
  // Entry by entry from the bytes: a listing of 100,000 files never becomes one string and its split copy.
  forEachEntry(cached, (start, end) => {
    const tab = cached.indexOf(9, start);
    const rel = cached.toString('utf8', tab + 1, end);
    if (cached.toString('latin1', start, start + 7) === '160000 ') submodules.push(rel);
    else if (!isGitInternal(rel)) view.files.push(prefix + rel);
  });
  forEachEntry(others, (start, end) => {
    const rel = others.toString('utf8', start, end);
    // `dir/`: a repository nested in the work tree that no clone would hold.
    if (rel.endsWith('/')) view.hidden.push(prefix + rel);
    else if (!isGitInternal(rel) && !isExcluded(rel)) view.files.push(prefix + rel);
  });
  view.hidden.push(...[...entriesOf(ignored), ...excluded].map((rel) => prefix + rel));
  if (hasDotGit) view.gitDirs.push(`${prefix}.git`);
  for (const rel of submodules) {
    const sub = `${prefix}${rel}/`;
    view.submodules.push(prefix + rel);
    // Only a checked-out submodule has its own `.git`; git would otherwise list the parent again.
    if (await lstat(path.join(repo, sub, '.git')).catch(() => undefined))
      await listRepository(repo, sub, true, view);
  }
  return true;
}

/** The `info/exclude` file of the repository at `dir` (a submodule's is under the parent's `.git/modules`), if any. */
async function infoExclude(dir: string): Promise<string | undefined> {
  const out = await runHostGit(
    [...GIT_SAFE, '-C', dir, 'rev-parse', '--git-path', 'info/exclude'],
    dir,
  ).catch(() => undefined);
  if (out === undefined) return undefined;
  const file = path.resolve(dir, out.toString('utf8').trim());
  return (await lstat(file).catch(() => undefined))?.isFile() ? file : undefined;
}

/** Copy what a hook may see of `repo` (decideWorkspaceView) into the empty directory `dest`. */
export async function createFilteredCopy(repo: string, dest: string): Promise<void> {
  const view = await decideWorkspaceView(repo);
  if (!view.git) {
    // `dir/.` (path.join would drop the dot): copy the folder's content, not the folder.
    await run('cp', ['-a', '--reflink=auto', '--', `${repo.replace(/\/+$/, '')}/.`, dest], repo);
    for (const rel of view.hidden) await removeTree(path.join(dest, rel));
    return;
  }
  const made = new Set<string>([dest]);
  const files = [...new Set(view.files)];
  for (let start = 0; start < files.length; start += COPY_CONCURRENCY) {
    await Promise.all(
      files.slice(start, start + COPY_CONCURRENCY).map((rel) => copyEntry(repo, dest, rel, made)),
    );
  }
  for (const rel of view.submodules) await ensureDir(path.join(dest, rel), made);
  for (const rel of view.gitDirs) {
    const source = path.join(repo, rel);
    const stat = await lstat(source).catch(() => undefined);
    if (stat === undefined) continue;
    const target = path.join(dest, rel);
    await ensureDir(path.dirname(target), made);
    await run('cp', ['-a', '--reflink=auto', '--', source, target], repo);
    if (stat.isDirectory()) await sanitizeGitDir(target);
  }
}

/** Call `visit` with the bounds of every non-empty NUL-terminated entry of `listing`. */
function forEachEntry(listing: Buffer, visit: (start: number, end: number) => void): void {
  for (let start = 0; start < listing.length;) {
    let end = listing.indexOf(0, start);
    if (end === -1) end = listing.length;
    if (end > start) visit(start, end);
    start = end + 1;
  }
}

/** The entries of a short NUL-separated listing (ignored and excluded paths, collapsed to directories). */
function entriesOf(listing: Buffer): string[] {
  const entries: string[] = [];
  forEachEntry(listing, (start, end) => entries.push(listing.toString('utf8', start, end)));
  return entries;
}

function isGitInternal(rel: string): boolean {
  return rel === '.git' || rel.startsWith('.git/');
}

async function ensureDir(dir: string, made: Set<string>): Promise<void> {
  if (made.has(dir)) return;
  await mkdir(dir, { recursive: true, mode: 0o755 });
  made.add(dir);
}

/** Copy one file or symlink; anything else there now (a deleted file, one replaced by a directory) is skipped. */
async function copyEntry(repo: string, dest: string, rel: string, made: Set<string>): Promise<void> {
  const source = path.join(repo, rel);
  const target = path.join(dest, rel);
  const stat = await lstat(source).catch(() => undefined);
  if (stat === undefined) return; // tracked but deleted in the working tree: absent, as there
  if (stat.isSymbolicLink()) {
    await ensureDir(path.dirname(target), made);
    await symlink(await readlink(source), target);
  } else if (stat.isFile()) {
    await ensureDir(path.dirname(target), made);
    await copyFile(source, target, constants.COPYFILE_FICLONE);
    await chmod(target, stat.mode & 0o7777);
    await utimes(target, stat.atime, stat.mtime);
  }
}

/** Git options that keep a repository's own config from running commands on the host. */
export const GIT_SAFE = [
  '-c',
  'core.fsmonitor=false',
  '-c',
  'core.hooksPath=/dev/null',
  '-c',
  'safe.directory=*',
];

/**
 * The environment of every git hooksim runs on the host over a repository or its copy: no system or global
 * config, so a filter, textconv or fsmonitor program the host configured never runs for a pull request's
 * `.gitattributes`; only the repository's own config (written by the checkout, not by the pull request) and
 * GIT_SAFE apply.
 */
export function hostGitEnv(path: string = process.env.PATH ?? SANDBOX_PATH): Record<string, string> {
  return {
    PATH: path,
    HOME: process.env.HOME ?? '/',
    LANG: 'C.UTF-8',
    ...GIT_WITHOUT_HOST_CONFIG,
    GIT_TERMINAL_PROMPT: '0',
  };
}

/** No system or global git config on the host: no filter, hook or fsmonitor program a host configured runs. */
export const GIT_WITHOUT_HOST_CONFIG: Readonly<Record<string, string>> = {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};

/** Run git on the host with hostGitEnv; resolves with stdout. */
function runHostGit(args: string[], cwd: string): Promise<Buffer> {
  return run('git', args, cwd, hostGitEnv());
}

/** Remove credentials from every git config file of a copied `.git` directory. */
export async function sanitizeGitDir(gitDir: string): Promise<void> {
  for (const file of await findGitConfigs(gitDir)) await sanitizeGitConfig(file);
}

/** Every git config file of a `.git` directory: its own, and those under `modules/` and `worktrees/`. */
export async function findGitConfigs(gitDir: string): Promise<string[]> {
  const files: string[] = [];
  for (const name of ['config', 'config.worktree']) {
    const file = path.join(gitDir, name);
    if ((await lstat(file).catch(() => undefined))?.isFile()) files.push(file);
  }
  for (const sub of ['modules', 'worktrees']) files.push(...(await findConfigs(path.join(gitDir, sub))));
  return files;
}

async function findConfigs(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await findConfigs(full)));
    else if (entry.isFile() && (entry.name === 'config' || entry.name === 'config.worktree'))
      found.push(full);
  }
  return found;
}

/** One `git config --list -z` entry: `value` undefined for a bare boolean key. */
interface ConfigEntry {
  section: string;
  subsection: string | undefined;
  name: string;
  value: string | undefined;
}

/**
 * Rewrite one git config file without what can carry a credential: `*.extraheader` (actions/checkout
 * persists the job token there), `credential.*`, `include*` (checkout v6 includes a credentials file),
 * `url.*` and values with `user:password@` in a URL, askpass and ssh commands, and every key whose name
 * says secret (SECRET_NAME).
 */
export async function sanitizeGitConfig(file: string): Promise<void> {
  let listing: Buffer;
  try {
    listing = await runHostGit([...GIT_SAFE, 'config', '--file', file, '--list', '-z'], path.dirname(file));
  } catch {
    // Unparseable: an empty config is safe, and git works without one.
    await writeFile(file, '');
    return;
  }
  const entries = parseConfigListing(listing.toString('utf8')).filter((entry) => !isSecretEntry(entry));
  await writeFile(file, serializeConfig(entries.map(stripUserinfo)));
}

/** Parse `git config --list -z`: `key\nvalue\0`, or `key\0` for a bare boolean. */
export function parseConfigListing(text: string): ConfigEntry[] {
  const entries: ConfigEntry[] = [];
  for (const record of text.split('\0')) {
    if (record === '') continue;
    const newline = record.indexOf('\n');
    const key = newline === -1 ? record : record.slice(0, newline);
    const value = newline === -1 ? undefined : record.slice(newline + 1);
    const first = key.indexOf('.');
    const last = key.lastIndexOf('.');
    if (first <= 0 || last === key.length - 1) continue;
    entries.push({
      section: key.slice(0, first).toLowerCase(),
      subsection: first === last ? undefined : key.slice(first + 1, last),
      name: key.slice(last + 1).toLowerCase(),
      value,
    });
  }
  return entries;
}

const USERINFO = /([a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/gi;

/**
 * Key names that may hold a secret, whatever the section: `sendemail.smtpPass`, `github.oauth`,
 * `http.cookieFile`, `*.extraHeader`, a tool's `token` or `authorization`.
 */
const SECRET_NAME = /pass|token|secret|oauth|credential|extraheader|cookie|authorization/i;

function isSecretEntry(entry: ConfigEntry): boolean {
  if (['credential', 'include', 'includeif'].includes(entry.section)) return true;
  if (entry.section === 'url' && entry.subsection !== undefined && /\/\/[^/]*@/.test(entry.subsection))
    return true;
  if (entry.section === 'core' && (entry.name === 'askpass' || entry.name === 'sshcommand')) return true;
  return SECRET_NAME.test(entry.name);
}

function stripUserinfo(entry: ConfigEntry): ConfigEntry {
  return entry.value === undefined ? entry : { ...entry, value: entry.value.replace(USERINFO, '$1') };
}

function quote(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;
}

/** Write entries back in git's config syntax, grouped by section in first-seen order. */
export function serializeConfig(entries: ConfigEntry[]): string {
  const groups = new Map<string, string[]>();
  for (const entry of entries) {
    const header =
      entry.subsection === undefined
        ? `[${entry.section}]`
        : `[${entry.section} "${entry.subsection.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`;
    const lines = groups.get(header) ?? [];
    lines.push(entry.value === undefined ? `\t${entry.name}` : `\t${entry.name} = ${quote(entry.value)}`);
    groups.set(header, lines);
  }
  return [...groups].map(([header, lines]) => `${header}\n${lines.join('\n')}\n`).join('');
}

/** Run a program with a minimal environment; resolves with stdout, rejects with HostCommandError on failure. */
export function run(
  program: string,
  args: string[],
  cwd: string,
  env?: Record<string, string>,
): Promise<Buffer> {
  return runHostCommand(program, args, {
    cwd,
    env: env ?? { PATH: process.env.PATH ?? SANDBOX_PATH, HOME: process.env.HOME ?? '/', LANG: 'C.UTF-8' },
  });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
