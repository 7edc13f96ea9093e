/**
 * What `/workspace` shows of a checkout (decideWorkspaceView, spec/cloud-environment.md §1): what a clone
 * would hold plus the working tree's changes (tracked and untracked-but-not-ignored files, submodules as
 * their own such files, `.git` directories with credentials removed from every config); nested repositories
 * that are not submodules and ignored files at any depth stay out. workspace-overlay.ts shows it as masks
 * over the checkout itself; where it cannot, the filtered copy made here (once per run and repository,
 * shared read-only by every session) is the lower layer instead. A folder outside git is copied whole,
 * nested repositories excepted.
 */
import { constants, lstatSync, readdirSync, realpathSync, writeFileSync, type Dirent } from 'node:fs';
import {
  chmod,
  copyFile,
  lstat,
  mkdir,
  mkdtemp,
  readlink,
  realpath,
  symlink,
  utimes,
} from 'node:fs/promises';
import path from 'node:path';
import { memoUntilFailure } from '../memo.js';
import { lstatOrUndefined } from './changes.js';
import { runHostCommand } from '../host-command.js';
import { bulkDirFor, removeTree } from './cleanup.js';
import { SANDBOX_PATH } from './environment.js';
import {
  collectGitListing,
  entriesOf,
  excludedListing,
  excludeWithPatterns,
  fileListing,
  forEachEntry,
  forEachIndexEntry,
  GIT_SAFE,
  hostGitEnv,
  INDEX_LISTING,
  listGitConfig,
  keptListingFiles,
  ownInfoExcludePath,
  prefixedEntry,
  readFileListing,
  takeEarlyCollected,
  takeEarlyUntracked,
  UNTRACKED_LISTING,
  type UntrackedListing,
  beginUntrackedListing,
} from './host-git.js';
import { holdsDotGit, type IndexDirectory, keepListing } from './listing-cache.js';
import { type IndexEntryVisitor, ownIndexFile, readIndexFile } from './git-index.js';

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
  return memoUntilFailure(copies, key, () => makeCopy(repo, runDir, options));
}

/** Forget and remove every copy (the run directory is going away). */
export async function releaseWorkspaceCopies(): Promise<void> {
  const pending = [...copies.values()];
  copies.clear();
  for (const copy of pending) await copy.then(removeTree, () => undefined);
}

async function makeCopy(repo: string, runDir: string, options: WorkspaceCopyOptions): Promise<string> {
  const dest = await mkdtemp(path.join(bulkDirFor(runDir), 'ws-'));
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
 * changes to it. Every way of building `/workspace` (the overlay over the checkout, the filtered copy) and
 * every host-side reader follows this one decision. It holds what is hidden, not what is shown: its size
 * grows with the ignored entries and nested repositories, never with the number of files (issue 15);
 * listWorkspaceFiles lists the shown files where a copy needs them.
 */
export interface WorkspaceView {
  /** False for a folder outside git: it shows whole, apart from `hidden`. */
  git: boolean;
  /** Submodule checkouts (gitlinks), shown as directories, empty when not checked out. */
  submodules: string[];
  /**
   * `.git` entries to show, at the top and in each submodule: a directory is shown with every git config
   * file in it sanitized (sanitizeGitDir), a file (`gitdir: …`) as it is.
   */
  gitDirs: string[];
  /**
   * What must not show, as git lists it collapsed (`dir/` for a whole directory): ignored files and
   * directories, nested repositories that are not submodules (no clone has them), and the `.git` of a
   * repository nested in a directory with tracked paths (git descends there and never lists it).
   * Everything else in the working tree shows (tracked files, untracked ones not ignored), apart from
   * what lies under a `.git` and the content of a submodule that is not checked out. A path that is not
   * UTF-8 is NOT_UTF8 and its bytes (host-git.ts, pathEntry): the masks hide it by its bytes.
   */
  hidden: string[];
  /**
   * Tracked paths (files, links, gitlinks) below a `hidden` entry, which still show with the directories
   * holding them; git lists an ignored directory with tracked paths file by file, so this is mostly empty.
   */
  shownInHidden: string[];
}

/**
 * The views decided inside withWorkspaceViewScope, by the checkout's real path, and how many commands are
 * in the scope. A module-level scope, not an AsyncLocalStorage: that one turns on Node's promise hooks for
 * the rest of the process (on Node 20 a JavaScript call at every promise a command makes, about 4% of a
 * `fire`). Commands of one process that overlap share it (the CLI runs one; a library caller running two
 * at once gets the first one's decision, as a command's own later steps do).
 */
let viewScope: { views: Map<string, Promise<WorkspaceView>>; commands: number } | undefined;

/**
 * Run one command (`fire`, `run`) with what `/workspace` shows of each checkout decided once and shared: the
 * hook discovery, the scenario listing and the workspace overlay's mask layer of that command all ask
 * decideWorkspaceView, which runs git up to five times a checkout. Outside a scope every call decides afresh; a
 * scope inside a scope is the outer one.
 */
export async function withWorkspaceViewScope<T>(body: () => Promise<T>): Promise<T> {
  const scope = (viewScope ??= { views: new Map(), commands: 0 });
  scope.commands++;
  try {
    return await body();
  } finally {
    if (--scope.commands === 0 && viewScope === scope) viewScope = undefined;
  }
}

/** Decide what `/workspace` shows of `repo` (WorkspaceView); once per checkout inside withWorkspaceViewScope. */
export function decideWorkspaceView(repo: string): Promise<WorkspaceView> {
  const scope = viewScope?.views;
  if (scope === undefined) return decideWorkspaceViewNow(repo);
  let key: string;
  try {
    key = realpathSync(repo);
  } catch {
    key = path.resolve(repo);
  }
  return memoUntilFailure(scope, key, () => decideWorkspaceViewNow(repo));
}

async function decideWorkspaceViewNow(repo: string): Promise<WorkspaceView> {
  // Synchronously: the decision is on the way of the first sandbox's start, and an lstat through the thread
  // pool waited about 8 ms here for its turn on a main thread busy loading the hook files and the firewall.
  const dotGit = lstatOrUndefined(path.join(repo, '.git'));
  const view: WorkspaceView = { git: true, submodules: [], gitDirs: [], hidden: [], shownInHidden: [] };
  if (!(await listRepository(repo, '', dotGit !== undefined, view))) {
    // A folder outside any work tree shows whole, but a repository inside it is no part of it.
    const nested = await run('find', ['.', '-mindepth', '2', '-name', '.git', '-prune', '-print0'], repo);
    const dirs = nested
      .toString('utf8')
      .split('\0')
      .filter((found) => found !== '')
      .map((found) => `${path.posix.dirname(found.slice(2))}/`);
    return {
      git: false,
      submodules: [],
      gitDirs: [],
      hidden: [...new Set(dirs)].sort(),
      shownInHidden: [],
    };
  }
  return view;
}

/**
 * Whether `/workspace` shows the path `rel` (relative to the checkout, `/`-separated, `''` for its top) in
 * `view`: anything in the working tree but a hidden entry and what lies below one (a tracked path there
 * and the directories holding it excepted), the content of a submodule that is not checked out, and
 * anything under a `.git` directory or file (its config holds the checkout's credentials unsanitized).
 * Host-side readers judge every real path by it, so hooksim reads on the host only what a hook could read
 * in the sandbox. Each answer walks up the path's directories: its cost does not grow with the checkout.
 */
export function workspaceShows(view: WorkspaceView): (rel: string) => boolean {
  const hidden = new Set(view.hidden.map((entry) => entry.replace(/\/$/, '')));
  const kept = withParents(view.shownInHidden);
  const submodules = new Set(view.submodules);
  const gitDirs = new Set(view.gitDirs);
  return (rel) => {
    if (rel === '') return true;
    if (rel.split('/').includes('.git')) return false;
    for (let at = rel; ;) {
      if (hidden.has(at)) return kept.has(rel);
      // A submodule answers for what is below it: by its own hidden entries, and only when checked out.
      if (at !== rel && submodules.has(at)) return gitDirs.has(`${at}/.git`);
      const slash = at.lastIndexOf('/');
      if (slash === -1) return true;
      at = at.slice(0, slash);
    }
  };
}

/** `paths` and every directory above them. */
export function withParents(paths: Iterable<string>): Set<string> {
  const all = new Set<string>();
  for (const rel of paths) {
    for (let at = rel; at !== '.' && !all.has(at); at = path.posix.dirname(at)) all.add(at);
  }
  return all;
}

/**
 * Whether the `git ls-files --stage` entry at `start` is a gitlink (a submodule): its mode is `160000`, the
 * only mode starting `16`. Bytes compared in JavaScript: a call into Node for each of 100,000 entries cost
 * more than the comparison.
 */
function isGitlink(listing: Buffer, start: number): boolean {
  return listing[start] === 0x31 && listing[start + 1] === 0x36;
}

/**
 * Add the repository at `repo/prefix` (the top one, or a submodule checkout) to `view`; false when it is
 * no git work tree. What is hidden comes from git's listings of the untracked paths (listUntrackedHidden:
 * the ignored ones collapsed and the nested repositories, from one walk of the work tree) and of those the
 * job's `info/exclude` ignores; the index, read meanwhile a piece at a time and never held whole (from its
 * file, git-index.ts, or git's listing of it: readIndex), yields the gitlinks (a submodule, never taken for
 * an untracked nested repository), a `.git` in a tracked directory (IndexDirectories), and, once what is
 * hidden is known, the tracked paths below a hidden entry (EntriesBelow).
 */
async function listRepository(
  repo: string,
  prefix: string,
  hasDotGit: boolean,
  view: WorkspaceView,
): Promise<boolean> {
  const dir = path.join(repo, prefix);
  const submodules: string[] = [];
  try {
    // What the CLI's entry began for this very checkout (host-git.ts) is taken over, else begun.
    const untracked = takeEarlyUntracked(dir) ?? beginUntrackedListing(dir);
    const hiddenHere = Promise.all([
      untracked.hidden,
      // The job's own `.git/info/exclude` (where earlier steps hide a `.env` or cloud credentials) is
      // asked alone as well: in git a pull request's `.gitignore` with `!*` would outrank it.
      infoExclude(dir).then((exclude) => {
        if (exclude === undefined) return Buffer.alloc(0);
        const args = excludedListing(exclude);
        return takeEarlyCollected(dir, args) ?? collectGitListing(dir, args);
      }),
    ]).then(([untracked, excluded]) =>
      [...untracked, ...entriesOf(excluded)].map((rel) => prefixedEntry(prefix, rel)),
    );
    // The index is read while git walks the work tree (readIndex), what is hidden applied to it after; what
    // was kept of it is taken instead where its file has not changed (listing-cache.ts).
    const indexFile = ownIndexFile(dir);
    const { keptIndex, walk } = untracked;
    const [hidden, index] = await Promise.all([
      hiddenHere,
      keptIndex === undefined
        ? readIndex(dir, indexFile, () => new IndexDirectories(dir))
        : new Promise((resolve) => setImmediate(resolve)).then(keptIndex),
    ]);
    if (
      walk !== undefined &&
      (keptIndex !== undefined || (index instanceof IndexDirectories && index.fromFile))
    )
      keepWalk(dir, walk, index);
    const hiddenSet = new Set(hidden.map((entry) => entry.replace(/\/$/, '')));
    // Each directory after the one holding it: hidden where it or one above it is.
    const isHidden = new Map<string, boolean>([['', false]]);
    const belowHidden = new Set<string>();
    for (const { rel, dotGit } of index.dirs) {
      const slash = rel.lastIndexOf('/');
      const hides =
        (isHidden.get(slash === -1 ? '' : rel.slice(0, slash)) ?? false) || hiddenSet.has(prefix + rel);
      isHidden.set(rel, hides);
      if (hides) belowHidden.add(rel);
      else if (dotGit) view.hidden.push(`${prefix}${rel}/.git`);
    }
    submodules.push(...index.gitlinks.map((rel) => prefix + rel));
    // Rare (git lists an ignored directory with tracked paths file by file): the index read again for them.
    if (belowHidden.size > 0)
      view.shownInHidden.push(
        ...(await readIndex(dir, indexFile, () => new EntriesBelow(belowHidden, prefix))).paths,
      );
    view.hidden.push(...new Set(hidden)); // the ignored and excluded listings may name a path both
  } catch (error) {
    // A folder outside any work tree shows whole; a checkout that git cannot list is an error.
    if (!hasDotGit) return false;
    throw new WorkspaceCopyError(
      repo,
      `git ls-files failed in '${dir}' (${describe(error)}); git is required for a git checkout`,
    );
  }
  if (hasDotGit) view.gitDirs.push(`${prefix}.git`);
  for (const rel of submodules) {
    view.submodules.push(rel);
    // Only a checked-out submodule has its own `.git`; git would otherwise list the parent again.
    if (await lstat(path.join(repo, rel, '.git')).catch(() => undefined))
      await listRepository(repo, `${rel}/`, true, view);
  }
  return true;
}

/**
 * Read the index of the work tree at `dir` into a fresh `make()`: from its file where hooksim reads it
 * (`file`, git-index.ts), else from git's listing (the one the CLI's entry began, or one started now). The
 * file is read on the next turn of the event loop: it is work for the main thread while git walks the
 * work tree on the other CPU, and what this process was doing goes first. A read of the file left to git
 * part way is dropped with its visitor.
 */
async function readIndex<T extends { visit: IndexEntryVisitor; fromFile?: boolean }>(
  dir: string,
  file: string | undefined,
  make: () => T,
): Promise<T> {
  if (file !== undefined) {
    await new Promise((resolve) => setImmediate(resolve));
    const fromFile = make();
    if (readIndexFile(file, fromFile.visit)) {
      fromFile.fromFile = true;
      return fromFile;
    }
  }
  const fromGit = make();
  await readFileListing(fileListing(dir, INDEX_LISTING), (piece) =>
    forEachIndexEntry(piece, (bytes, start, tab, end) =>
      fromGit.visit(bytes, tab + 1, end, isGitlink(bytes, start)),
    ),
  );
  return fromGit;
}

/**
 * What listRepository needs of the index of the repository at `dir` before it knows what is hidden: the
 * directories holding tracked paths (and those above them), each with whether a `.git` lies in it (a
 * repository nested in a tracked directory: git descends there and never lists it), and the gitlinks
 * (submodules). Each directory is met once (a sorted index keeps a directory's paths together); an entry in
 * the directory of the one before costs a byte comparison and makes no string: on 100,000 entries this runs
 * once, mostly before V8 has optimized it.
 */
class IndexDirectories {
  /** In the index's order, each after the directory holding it, relative to `dir` ('' being the top). */
  readonly dirs: IndexDirectory[] = [];
  readonly gitlinks: string[] = [];
  /** Read from the index file itself (readIndex), not from git's listing of it. */
  fromFile = false;
  /** The directories from the top down to the current one. */
  private readonly stack: string[] = [''];
  /** The current directory's bytes. */
  private current = Buffer.alloc(0);

  constructor(private readonly dir: string) {}

  /** One entry: its path is bytes[start, end). */
  readonly visit = (bytes: Buffer, start: number, end: number, gitlink: boolean): void => {
    let slash = end - 1;
    while (slash > start && bytes[slash] !== 0x2f) slash--;
    const current = this.current;
    let same = slash - start === current.length;
    for (let i = current.length - 1; same && i >= 0; i--) same = bytes[start + i] === current[i];
    if (!same) {
      checkIndexPath(bytes.toString('utf8', start, end)); // once a directory: the entries after it share it
      this.enter(bytes, start, slash);
    }
    if (gitlink) this.gitlinks.push(checkIndexPath(bytes.toString('utf8', start, end)));
  };

  /** A directory met for the first time (bytes[start, end)), and those above it not met yet. */
  private enter(bytes: Buffer, start: number, end: number): void {
    this.current = Buffer.from(bytes.subarray(start, end));
    const rel = this.current.toString('utf8');
    const stack = this.stack;
    while (stack.length > 1 && !isWithin(rel, stack[stack.length - 1] ?? '')) stack.pop();
    for (let top = stack[stack.length - 1] ?? ''; top !== rel;) {
      const next = rel.indexOf('/', top === '' ? 0 : top.length + 1);
      top = next === -1 ? rel : rel.slice(0, next);
      stack.push(top);
      this.dirs.push({ rel: top, dotGit: holdsDotGit(`${this.dir}/${top}`) });
    }
  }
}

/**
 * Keep what `walk` and the index's reading found of the work tree at `dir` for a later command
 * (listing-cache.ts), once the walk is in. Only where hooksim read the index file itself: a split index's
 * entries lie in another file, whose changes the kept stamp of the index would not see.
 */
function keepWalk(
  dir: string,
  walk: NonNullable<UntrackedListing['walk']>,
  index: { dirs: IndexDirectory[]; gitlinks: string[] },
): void {
  void walk.entries.then(
    (others) => {
      const files = keptListingFiles(dir);
      if (files === undefined) return;
      keepListing(files.checkout, files.indexFile, files.configFile, walk.started, {
        others,
        dirs: index.dirs,
        gitlinks: index.gitlinks,
      });
    },
    () => undefined,
  );
}

/**
 * `rel`, a path the index names, if git would have written it: no empty, `.` or `..` component and none named
 * `.git` (git's verify_path, `core.protectNTFS` on as by default). A `.git/index` written by something else
 * (a step before hooksim running a pull request's code) must not send hooksim's `lstat`, masks or submodule
 * listings outside the checkout: the decision fails instead, naming the path.
 */
function checkIndexPath(rel: string): string {
  for (const part of rel.split('/'))
    if (part === '' || part === '.' || part === '..' || part.toLowerCase() === '.git')
      throw new Error(`the index names ${JSON.stringify(rel)}, a path git does not write`);
  return rel;
}

/** The paths of the index (gitlinks included, prefixed) whose directory is one of `dirs`, in its order. */
class EntriesBelow {
  readonly paths: string[] = [];

  constructor(
    private readonly dirs: ReadonlySet<string>,
    private readonly prefix: string,
  ) {}

  readonly visit = (bytes: Buffer, start: number, end: number): void => {
    const slash = bytes.lastIndexOf(0x2f, end - 1);
    if (slash < start) return; // at the top, which is never hidden
    if (this.dirs.has(bytes.toString('utf8', start, slash)))
      this.paths.push(this.prefix + checkIndexPath(bytes.toString('utf8', start, end)));
  };
}

/** Whether `rel` is `dir` or below it (`''` being the top). */
function isWithin(rel: string, dir: string): boolean {
  return dir === '' || rel === dir || rel.startsWith(`${dir}/`);
}

/**
 * Run `git ls-files -z args` in `dir` (or take the run the CLI's entry began) and call `visit` with the
 * bounds of each entry, read back a piece at a time (readFileListing): the listing is never held whole.
 */
function streamGitListing(
  dir: string,
  args: string[],
  visit: (listing: Buffer, start: number, end: number) => void,
  hooks: { before?: () => Promise<void>; afterChunk?: () => Promise<void> } = {},
): Promise<void> {
  return readFileListing(fileListing(dir, args), (piece) => forEachEntry(piece, visit), hooks);
}

/** Where git reads `info/exclude` for the work tree at `dir`: found (ownInfoExcludePath), else as git says. */
async function infoExcludePath(dir: string): Promise<string | undefined> {
  try {
    const own = ownInfoExcludePath(dir);
    if (own !== undefined) return own;
  } catch {
    // unreadable: git decides
  }
  const out = await runHostGit(
    [...GIT_SAFE, '-C', dir, 'rev-parse', '--git-path', 'info/exclude'],
    dir,
  ).catch(() => undefined);
  return out === undefined ? undefined : path.resolve(dir, out.toString('utf8').trim());
}

/**
 * The `info/exclude` file of the repository at `dir` (a submodule's is under the parent's `.git/modules`),
 * if it holds a pattern: the one `git init` writes holds only comments, and asking git about it would walk
 * the whole work tree once more for nothing.
 */
async function infoExclude(dir: string): Promise<string | undefined> {
  const file = await infoExcludePath(dir);
  if (file === undefined) return undefined;
  try {
    return excludeWithPatterns(file);
  } catch {
    return undefined;
  }
}

/**
 * Call `copy` with the files and symlinks `/workspace` shows of the git checkout `repo` (tracked ones,
 * deleted ones included, and untracked ones not ignored, in the checkout and each checked-out submodule),
 * COPY_CONCURRENCY at a time at most, as git lists them: the filtered copy's full listing, never held whole.
 */
export async function listWorkspaceFiles(
  repo: string,
  view: WorkspaceView,
  copy: (batch: string[]) => Promise<void>,
): Promise<void> {
  const shows = workspaceShows(view);
  const submodules = new Set(view.submodules);
  const gitDirs = new Set(view.gitDirs);
  const checkouts = [
    '',
    ...view.submodules.filter((sub) => gitDirs.has(`${sub}/.git`)).map((sub) => `${sub}/`),
  ];
  let batch: string[] = [];
  // A piece of a listing holds thousands of paths: `copy` gets them COPY_CONCURRENCY at a time.
  const flush = async (): Promise<void> => {
    let start = 0;
    for (; batch.length - start >= COPY_CONCURRENCY; start += COPY_CONCURRENCY)
      await copy(batch.slice(start, start + COPY_CONCURRENCY));
    batch = batch.slice(start);
  };
  for (const prefix of checkouts) {
    const dir = path.join(repo, prefix);
    const take = (listing: Buffer, start: number, end: number): void => {
      // Checked as the decision checks the index (its file may have changed since): a copy is made by path.
      const rel = prefix + checkIndexPath(listing.toString('utf8', start, end).replace(/\/$/, ''));
      if (listing[end - 1] !== 0x2f && !submodules.has(rel) && shows(rel)) batch.push(rel);
    };
    await streamGitListing(dir, ['--cached'], take, { afterChunk: flush });
    await streamGitListing(dir, UNTRACKED_LISTING, take, { afterChunk: flush });
  }
  if (batch.length > 0) await copy(batch);
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
  await listWorkspaceFiles(repo, view, async (batch) => {
    await Promise.all(batch.map((rel) => copyEntry(repo, dest, rel, made)));
  });
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

/** Run git on the host with hostGitEnv; resolves with stdout. */
function runHostGit(args: string[], cwd: string): Promise<Buffer> {
  return run('git', args, cwd, hostGitEnv());
}

/** Remove credentials from every git config file of a copied `.git` directory. */
export async function sanitizeGitDir(gitDir: string): Promise<void> {
  for (const file of findGitConfigs(gitDir)) await sanitizeGitConfig(file);
}

/** Every git config file of a `.git` directory: its own, and those under `modules/` and `worktrees/`. */
export function findGitConfigs(gitDir: string): string[] {
  // Synchronously: a few calls on the first sandbox's way (the mask layer's configs), each of which waited
  // its turn on a busy main thread through the thread pool.
  const files: string[] = [];
  for (const name of ['config', 'config.worktree']) {
    const file = path.join(gitDir, name);
    if (lstatSync(file, { throwIfNoEntry: false })?.isFile()) files.push(file);
  }
  for (const sub of ['modules', 'worktrees']) files.push(...findConfigs(path.join(gitDir, sub)));
  return files;
}

function findConfigs(dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...findConfigs(full));
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
 * says secret (SECRET_NAME). `listed`, where given, is git's listing of the file this one was copied from,
 * begun earlier (host-git.ts, takeEarlyGitConfig).
 */
export async function sanitizeGitConfig(file: string, listed?: Promise<Buffer>): Promise<void> {
  let listing: Buffer;
  try {
    listing = await (listed ?? listGitConfig(file));
  } catch {
    // Unparseable: an empty config is safe, and git works without one.
    writeFileSync(file, '');
    return;
  }
  const entries = parseConfigListing(listing.toString('utf8')).filter((entry) => !isSecretEntry(entry));
  // Synchronously: the mask layer's config is on the first sandbox's way (a thread-pool write waits its turn).
  writeFileSync(file, serializeConfig(entries.map(stripUserinfo)));
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
