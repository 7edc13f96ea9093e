/**
 * git as hooksim runs it on the host over a checkout (GIT_SAFE, hostGitEnv), and the listings of a checkout
 * begun before the command asks for them. `fire` and `run` decide what `/workspace` shows from git's listings
 * of the checkout (workspace.ts, listRepository); the CLI's entry (cli-prefetch.ts) begins the same commands
 * here before Node has loaded the rest of the CLI, so that git walks the work tree on the other CPU meanwhile.
 * listRepository takes over a run begun here when it asks for the same command in the same directory (by real
 * path: the discovery asks for the checkout's real path, the sandbox for the path given), and starts its own
 * otherwise; a run nobody took still ends before the process does, as any git hooksim starts. Small on
 * purpose: the CLI's entry chunk loads it.
 */
import {
  closeSync,
  lstatSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runHostCommand } from '../host-command.js';
import { processShared } from '../process-shared.js';
import { SANDBOX_PATH } from './environment.js';
import { ownGitDir, ownIndexFile } from './git-index.js';
import { type KeptListing, readKeptListing } from './listing-cache.js';

/** Git options that keep a repository's own config from running commands on the host. */
export const GIT_SAFE = [
  '-c',
  'core.fsmonitor=false',
  '-c',
  'core.hooksPath=/dev/null',
  '-c',
  'safe.directory=*',
];

/** No system or global git config on the host: no filter, hook or fsmonitor program a host configured runs. */
export const GIT_WITHOUT_HOST_CONFIG: Readonly<Record<string, string>> = {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};

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

/**
 * `git ls-files -z <args>` in `dir`, as hooksim runs it. Pathspecs are literal: they are paths git listed
 * (a name may start with `:` or hold a `*`).
 */
function lsFilesArgs(dir: string, args: readonly string[]): string[] {
  return [...GIT_SAFE, '--literal-pathspecs', '-C', dir, 'ls-files', '-z', ...args];
}

/** `git ls-files -z <args>` in `dir` with its output collected. */
export function collectGitListing(dir: string, args: readonly string[]): Promise<Buffer> {
  return runHostCommand('git', lsFilesArgs(dir, args), { cwd: dir, env: hostGitEnv() });
}

/** A listing being written to an unlinked temporary file: its descriptor, and git's end. */
export interface FileListing {
  fd: number;
  done: Promise<unknown>;
}

/**
 * `git ls-files -z <args>` in `dir` into an unlinked temporary file (read back a piece at a time by
 * readFileListing: a listing of 100,000 paths never passes through memory whole).
 */
export function startFileListing(dir: string, args: readonly string[]): FileListing {
  const tmp = mkdtempSync(path.join(tmpdir(), 'hooksim-ls-'));
  let fd: number;
  try {
    fd = openSync(path.join(tmp, 'listing'), 'w+', 0o600);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  try {
    return {
      fd,
      done: runHostCommand('git', lsFilesArgs(dir, args), { cwd: dir, env: hostGitEnv(), stdoutFd: fd }),
    };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

/** The piece of a listing read at a time; grown for an entry longer than it. */
const LISTING_CHUNK = 64 * 1024;

/** Called with the bounds of each entry of a listing. */
type ListingVisitor = (listing: Buffer, start: number, end: number) => void;

/**
 * Call `onPiece` with `listing` once git is done, read back a piece at a time into one buffer (no garbage
 * but the strings kept from it), each piece whole entries (forEachEntry, forEachIndexEntry), and close it.
 * `hooks.before` runs once git is done and before the first piece; `hooks.afterChunk` after each piece.
 */
export async function readFileListing(
  listing: FileListing,
  onPiece: (piece: Buffer) => void,
  hooks: { before?: () => Promise<void>; afterChunk?: () => Promise<void> } = {},
): Promise<void> {
  const { fd, done } = listing;
  try {
    await done;
    await hooks.before?.();
    let buffer = Buffer.allocUnsafe(LISTING_CHUNK);
    let kept = 0; // bytes of an entry cut at the end of the piece before, moved to the buffer's start
    for (let position = 0; ;) {
      const bytesRead = readSync(fd, buffer, kept, buffer.length - kept, position);
      position += bytesRead;
      const filled = kept + bytesRead;
      if (bytesRead === 0) {
        onPiece(buffer.subarray(0, filled));
        return;
      }
      const last = buffer.lastIndexOf(0, filled - 1);
      if (last === -1) {
        // One entry longer than the buffer: a bigger one.
        const bigger = Buffer.allocUnsafe(buffer.length * 2);
        buffer.copy(bigger, 0, 0, filled);
        buffer = bigger;
        kept = filled;
        continue;
      }
      onPiece(buffer.subarray(0, last + 1));
      buffer.copyWithin(0, last + 1, filled);
      kept = filled - last - 1;
      await hooks.afterChunk?.();
    }
  } finally {
    closeSync(fd);
  }
}

/** Call `visit` with the bounds of every non-empty NUL-terminated entry of `listing`. */
export function forEachEntry(listing: Buffer, visit: ListingVisitor): void {
  for (let start = 0; start < listing.length;) {
    let end = listing.indexOf(0, start);
    if (end === -1) end = listing.length;
    if (end > start) visit(listing, start, end);
    start = end + 1;
  }
}

/**
 * Call `visit` with the bounds of every entry of an index listing (INDEX_LISTING: `<mode> <object> <stage>`,
 * a tab, the path) and of its path. The head before the tab has the same width in every entry of a
 * repository (its hash's length), so each entry costs a byte test for its tab and a scan of its path, no
 * call into Node: on 100,000 entries about 12 ms against 50 for a search of each NUL and tab.
 */
export function forEachIndexEntry(
  listing: Buffer,
  visit: (listing: Buffer, start: number, tab: number, end: number) => void,
): void {
  const length = listing.length;
  let head = -1;
  for (let start = 0; start < length;) {
    const tab = head >= 0 && listing[start + head] === 9 ? start + head : listing.indexOf(9, start);
    if (tab === -1) return; // no path: not an index listing
    head = tab - start;
    let end = tab + 1;
    while (end < length && listing[end] !== 0) end++;
    visit(listing, start, tab, end);
    start = end + 1;
  }
}

/** The entries of a short NUL-separated listing (ignored and excluded paths, collapsed to directories). */
export function entriesOf(listing: Buffer): string[] {
  const entries: string[] = [];
  forEachEntry(listing, (_, start, end) => entries.push(pathEntry(listing, start, end)));
  return entries;
}

/**
 * Marks an entry whose path is not UTF-8 (pathEntry): no path git lists holds a NUL, so such an entry is
 * never taken for another, and a reader that knows no better finds no such path.
 */
export const NOT_UTF8 = '\0';

/**
 * A path of a listing as a string: itself where it is UTF-8, else NOT_UTF8 and its bytes one character
 * each (latin1), which rawPath gives back. Decoded as UTF-8 it would name another path (U+FFFD for each
 * bad byte), and a hidden entry would mask nothing while the file itself showed.
 */
export function pathEntry(listing: Buffer, start: number, end: number): string {
  const bytes = listing.subarray(start, end);
  return isUtf8(bytes) ? bytes.toString('utf8') : NOT_UTF8 + bytes.toString('latin1');
}

/** The bytes of the path a pathEntry names. */
export function rawPath(entry: string): Buffer {
  return entry.startsWith(NOT_UTF8) ? Buffer.from(entry.slice(1), 'latin1') : Buffer.from(entry);
}

/** The pathEntry of `prefix` (a directory ending in `/`, or '') followed by the path of `entry`. */
export function prefixedEntry(prefix: string, entry: string): string {
  return entry.startsWith(NOT_UTF8)
    ? NOT_UTF8 + Buffer.from(prefix).toString('latin1') + entry.slice(1)
    : prefix + entry;
}

/** The one walk of a work tree: its untracked paths, ignored or not, a directory with nothing tracked as `dir/`. */
export const OTHERS_LISTING = ['--others', '--directory'];
/** The ignored untracked paths, collapsed (`dir/` for a whole directory). */
export const IGNORED_LISTING = ['--others', '--ignored', '--exclude-standard', '--directory'];
/** The untracked paths not ignored, one by one; a repository nested in the work tree as `dir/`. */
export const UNTRACKED_LISTING = ['--others', '--exclude-standard'];
/** The index, with modes (a gitlink is a submodule). */
export const INDEX_LISTING = ['--cached', '--stage'];
/** The untracked paths the job's `info/exclude` alone ignores, collapsed. */
export function excludedListing(exclude: string): string[] {
  return ['--others', '--ignored', `--exclude-from=${exclude}`, '--directory'];
}

/**
 * The most pathspecs the limited listings take: git matches every entry it reads against every pathspec
 * (600 of them took 80 ms a listing on 20,000 files, more than the whole work tree's 50; 64 took 10).
 */
const PATHSPEC_LIMIT = 64;

/**
 * At most PATHSPEC_LIMIT directories holding every one of `dirs` (each `dir/`): the directories themselves,
 * else their ancestors at the deepest level that are few enough (the `__pycache__/` of 600 packages under
 * `src/pkg0/` … `src/pkg5/` become those six); undefined when even their top directories are too many.
 */
export function pathspecsFor(dirs: readonly string[]): string[] | undefined {
  const names = dirs.map((dir) => dir.replace(/\/$/, '').split('/'));
  for (let level = Math.max(...names.map((parts) => parts.length)); level >= 1; level--) {
    const prefixes = new Set(names.map((parts) => `${parts.slice(0, level).join('/')}/`));
    if (prefixes.size <= PATHSPEC_LIMIT) return [...prefixes];
  }
  return undefined;
}

/**
 * What `/workspace` hides of the untracked part of the work tree at `dir`: the ignored paths as git lists
 * them collapsed (IGNORED_LISTING) and the repositories nested in it (`dir/` in UNTRACKED_LISTING), from one
 * walk of the work tree instead of those two. The walk (OTHERS_LISTING) yields every untracked path at the
 * edge of what is tracked, each ignored one among them or below one; `git check-ignore` judges those by
 * the same rules, and the two listings, limited to the untracked directories not ignored (where both
 * ignored paths and nested repositories can lie), find the rest. A name that is not UTF-8 (it could not
 * go back to git as a pathspec), a failure of the shortcut, or such directories too many and too spread
 * out to be named by PATHSPEC_LIMIT pathspecs (pathspecsFor): the two listings over the whole work tree.
 */
export async function listUntrackedHidden(
  dir: string,
  walked: Promise<string[]> = walkUntracked(dir),
): Promise<string[]> {
  // `git check-ignore` starts with the walk and is given its entries once they are in: its own start is
  // then off the path (a spawn of about 2 ms on a busy main thread, and git's start).
  let judge!: (entries: readonly string[]) => void;
  const judging = ignoredAmong(dir, new Promise((resolve) => (judge = resolve))).catch(() => undefined);
  let entries: string[] = [];
  let utf8 = true;
  try {
    entries = await walked;
    utf8 = !entries.some((entry) => entry.startsWith(NOT_UTF8));
  } finally {
    judge(utf8 ? entries : []);
  }
  if (entries.length === 0) return [];
  const ignored = utf8 ? await judging : undefined;
  if (ignored === undefined) return listHiddenByWalks(dir, []);
  const open = entries.filter((entry) => entry.endsWith('/') && !ignored.has(entry));
  if (open.length === 0) return [...ignored];
  const pathspecs = pathspecsFor(open);
  if (pathspecs === undefined) return listHiddenByWalks(dir, []);
  return [...ignored, ...(await listHiddenByWalks(dir, ['--', ...pathspecs]))];
}

/** The entries of git's walk of the work tree at `dir` (OTHERS_LISTING). */
function walkUntracked(dir: string): Promise<string[]> {
  return collectGitListing(dir, OTHERS_LISTING).then(entriesOf);
}

/**
 * What is hidden of the untracked paths of the work tree at `dir` (listUntrackedHidden), from git's walk
 * begun now or, where nothing it depends on has changed since a walk kept it, from what was kept
 * (listing-cache.ts); and what was kept of the index, where the index file is the one kept.
 */
export interface UntrackedListing {
  hidden: Promise<string[]>;
  /** What the index gave when it was kept (KeptListing.index): the index is not read then. */
  keptIndex?: KeptListing['index'];
  /** The walk, when there is one: when it began (Date.now(), which keepListing needs) and its entries. */
  walk?: { started: number; entries: Promise<string[]> };
}

/**
 * Begin UntrackedListing for the work tree at `dir`: what was kept where nothing changed since; where only
 * directories below the top did, git walks those again (each with all below it) and what was kept holds for
 * the rest; a whole walk otherwise.
 */
export function beginUntrackedListing(dir: string): UntrackedListing {
  const kept = keptListingOf(dir);
  if (kept?.changed?.length === 0)
    return { keptIndex: kept.index, hidden: listUntrackedHidden(dir, Promise.resolve(kept.others)) };
  const roots = kept?.changed === undefined ? undefined : walkRoots(kept.changed);
  const started = Date.now();
  const entries =
    kept === undefined || roots === undefined ? walkUntracked(dir) : walkAgainIn(dir, kept.others, roots);
  return { keptIndex: kept?.index, walk: { started, entries }, hidden: listUntrackedHidden(dir, entries) };
}

/**
 * The directories git walks again for `changed` (relative paths of directories holding tracked paths), each as
 * `dir/`, none below another; undefined where the whole work tree is walked instead: the top changed, more than
 * PATHSPEC_LIMIT of them, or a name the index holds that is not UTF-8 (hooksim's reading of it replaced bytes).
 */
export function walkRoots(changed: readonly string[]): string[] | undefined {
  if (changed.some((rel) => rel === '' || rel.includes('\uFFFD'))) return undefined;
  const roots: string[] = [];
  // Sorted as `dir/`, a directory comes right before those below it.
  for (const root of changed.map((rel) => `${rel}/`).sort()) {
    const last = roots[roots.length - 1];
    if (last === undefined || !root.startsWith(last)) roots.push(root);
  }
  return roots.length > PATHSPEC_LIMIT ? undefined : roots;
}

/**
 * git's walk of the work tree at `dir` done again in `roots` only (walkRoots): `others` (a whole walk's
 * entries, where nothing outside them changed since) without what lay in them, with what git lists there
 * now; in git's order (by bytes), as a whole walk lists them.
 */
async function walkAgainIn(
  dir: string,
  others: readonly string[],
  roots: readonly string[],
): Promise<string[]> {
  const prefixes = roots.map((root) => Buffer.from(root));
  const fresh = entriesOf(await collectGitListing(dir, [...OTHERS_LISTING, '--', ...roots]));
  const outside = others.filter((entry) => {
    const bytes = rawPath(entry);
    return !prefixes.some((prefix) => bytes.subarray(0, prefix.length).equals(prefix));
  });
  return [...outside, ...fresh]
    .map((entry) => ({ entry, bytes: rawPath(entry) }))
    .sort((a, b) => Buffer.compare(a.bytes, b.bytes))
    .map(({ entry }) => entry);
}

/**
 * The files what is kept of the work tree at `dir` depends on, by their real paths: the checkout, its index
 * file and its config. Undefined where hooksim does not read the index itself (ownIndexFile).
 */
export function keptListingFiles(
  dir: string,
): { checkout: string; indexFile: string; configFile: string } | undefined {
  if (ownIndexFile(dir) === undefined) return undefined;
  const checkout = realpathSync(dir);
  const gitDir = path.join(checkout, '.git');
  return { checkout, indexFile: path.join(gitDir, 'index'), configFile: path.join(gitDir, 'config') };
}

function keptListingOf(dir: string): KeptListing | undefined {
  try {
    const files = keptListingFiles(dir);
    return files && readKeptListing(files.checkout, files.indexFile, files.configFile);
  } catch {
    return undefined;
  }
}

/** The ignored entries and nested repositories of IGNORED_LISTING and UNTRACKED_LISTING, with `pathspecs`. */
async function listHiddenByWalks(dir: string, pathspecs: string[]): Promise<string[]> {
  const nested: string[] = [];
  const [ignored] = await Promise.all([
    collectGitListing(dir, [...IGNORED_LISTING, ...pathspecs]),
    // Untracked paths not ignored show; only a `dir/` (a repository nested in the work tree) is kept.
    readFileListing(startFileListing(dir, [...UNTRACKED_LISTING, ...pathspecs]), (piece) =>
      forEachEntry(piece, (listing, start, end) => {
        if (listing[end - 1] === 0x2f) nested.push(pathEntry(listing, start, end));
      }),
    ),
  ]);
  return [...entriesOf(ignored), ...nested];
}

/**
 * Which of the entries `toJudge` gives (untracked paths of the work tree at `dir`, a directory as `dir/`)
 * git ignores; git starts at once and reads them once they are known (none: it ends at once):
 * `git check-ignore --verbose --non-matching` gives each its source, line and pattern, empty where none
 * matches; a pattern starting with `!` re-includes. A directory goes without its `/` (with it, `keep/*`
 * would match `keep/` itself); git looks at the path to tell a directory. Not the index (`--no-index`):
 * every entry is untracked, and reading it would cost as much as the walk on a large checkout. Its exit
 * status 1 says only that none is ignored (taken for a failure, it had sent such a checkout to both walks).
 */
async function ignoredAmong(dir: string, toJudge: Promise<readonly string[]>): Promise<Set<string>> {
  const input = toJudge.then((entries) =>
    entries.length === 0
      ? Buffer.alloc(0)
      : Buffer.from(`${entries.map((entry) => entry.replace(/\/$/, '')).join('\0')}\0`),
  );
  const out = await runHostCommand(
    'git',
    [...GIT_SAFE, '-C', dir, 'check-ignore', '--no-index', '--verbose', '--non-matching', '-z', '--stdin'],
    { cwd: dir, env: hostGitEnv(), input, exitCodes: [0, 1] },
  );
  const entries = await toJudge;
  const fields = out.toString('utf8').split('\0');
  const judged = new Map<string, boolean>();
  for (let at = 0; at + 3 < fields.length; at += 4) {
    const pattern = fields[at + 2] ?? '';
    judged.set(fields[at + 3] ?? '', pattern !== '' && !pattern.startsWith('!'));
  }
  const ignored = new Set<string>();
  for (const entry of entries) {
    const verdict = judged.get(entry.replace(/\/$/, ''));
    if (verdict === undefined) throw new Error(`git check-ignore did not judge '${entry}'`);
    if (verdict) ignored.add(entry);
  }
  return ignored;
}

/** `git config --file <file> --list -z`: what a config file holds, as git reads it (sanitizeGitConfig). */
export function listGitConfig(file: string): Promise<Buffer> {
  return runHostCommand('git', [...GIT_SAFE, 'config', '--file', file, '--list', '-z'], {
    cwd: path.dirname(file),
    env: hostGitEnv(),
  });
}

/** Listings begun early, by kind, directory and arguments. */
const early = processShared(
  'host-git:early',
  () => new Map<string, Promise<Buffer> | UntrackedListing | FileListing>(),
);

/** The key of a listing: its directory and the file of an `--exclude-from` by their real paths. */
function earlyKey(
  kind: 'collected' | 'file' | 'hidden' | 'config',
  dir: string,
  args: readonly string[],
): string {
  const real = (file: string): string => {
    try {
      return realpathSync(file);
    } catch {
      return file;
    }
  };
  const exclude = '--exclude-from=';
  const keyArgs = args.map((arg) =>
    arg.startsWith(exclude) ? exclude + real(arg.slice(exclude.length)) : arg,
  );
  return [kind, real(dir), ...keyArgs].join('\0');
}

/** The collected listing begun early for exactly this command, once; undefined when there is none. */
export function takeEarlyCollected(dir: string, args: readonly string[]): Promise<Buffer> | undefined {
  return takeEarly(earlyKey('collected', dir, args)) as Promise<Buffer> | undefined;
}

/** The file listing begun early for exactly this command, once; undefined when there is none. */
export function takeEarlyFile(dir: string, args: readonly string[]): FileListing | undefined {
  return takeEarly(earlyKey('file', dir, args)) as FileListing | undefined;
}

/** The file listing of this command: the one begun early (takeEarlyFile), else one started now. */
export function fileListing(dir: string, args: readonly string[]): FileListing {
  return takeEarlyFile(dir, args) ?? startFileListing(dir, args);
}

/** The UntrackedListing begun early for `dir`, once; undefined when there is none. */
export function takeEarlyUntracked(dir: string): UntrackedListing | undefined {
  return takeEarly(earlyKey('hidden', dir, [])) as UntrackedListing | undefined;
}

/** listGitConfig begun early for `file`, once; undefined when there is none. */
export function takeEarlyGitConfig(file: string): Promise<Buffer> | undefined {
  return takeEarly(earlyKey('config', file, [])) as Promise<Buffer> | undefined;
}

function takeEarly(key: string): Promise<Buffer> | UntrackedListing | FileListing | undefined {
  const found = early.get(key);
  early.delete(key);
  return found;
}

/**
 * Begin the listings listRepository asks for at the top of the checkout `repo` (a directory with its own
 * `.git`): what is hidden of its untracked paths, those of the job's `info/exclude` where it holds a
 * pattern, and the index where git lists it (where hooksim reads the file, git-index.ts, nothing); and
 * git's reading of its config, which the workspace's mask layer cleans (takeEarlyGitConfig). Nothing
 * where `repo` has no `.git` or a linked worktree's (git names its exclude file). Resolves once they have all
 * ended, whatever their outcome (the CLI's entry does not wait).
 */
export function beginCheckoutListings(repo: string, { config = true } = {}): Promise<void> {
  let exclude: string | undefined;
  // The checkout's config, which the namespace sandbox's mask layer shows without credentials
  // (sanitizeGitConfig); none when `config` is false (no namespace sandbox will start).
  let configFile: string | undefined;
  try {
    const gitDir = ownGitDir(repo);
    if (gitDir === undefined) return Promise.resolve();
    exclude = excludeWithPatterns(path.join(gitDir, 'info', 'exclude'));
    const file = path.join(gitDir, 'config');
    if (config && lstatSync(file, { throwIfNoEntry: false })?.isFile() === true) configFile = file;
  } catch {
    return Promise.resolve();
  }
  // Each taker sees a failure; an untaken one is no error.
  const untracked = beginUntrackedListing(repo);
  early.set(earlyKey('hidden', repo, []), untracked);
  const runs: Promise<unknown>[] = [untracked.hidden];
  if (exclude !== undefined) {
    const args = excludedListing(exclude);
    const run = collectGitListing(repo, args);
    early.set(earlyKey('collected', repo, args), run);
    runs.push(run);
  }
  if (configFile !== undefined) {
    const listed = listGitConfig(configFile);
    early.set(earlyKey('config', configFile, []), listed);
    runs.push(listed);
  }
  // The index file is read by hooksim itself where it can be (git-index.ts), when what is hidden is known.
  if (ownIndexFile(repo) === undefined) {
    const listing = startFileListing(repo, INDEX_LISTING);
    early.set(earlyKey('file', repo, INDEX_LISTING), listing);
    runs.push(listing.done);
  }
  return Promise.allSettled(runs).then(() => undefined);
}

/**
 * Where git reads `info/exclude` for the work tree at `dir` when its `.git` is a directory of its own
 * (ownGitDir), found without starting git; undefined otherwise (git says where).
 */
export function ownInfoExcludePath(dir: string): string | undefined {
  const gitDir = ownGitDir(dir);
  return gitDir === undefined ? undefined : path.join(gitDir, 'info', 'exclude');
}

/**
 * `file` if it is a regular file holding a pattern: blank lines, lines of spaces and `#` comments are all
 * git skips (the `info/exclude` that `git init` writes holds only comments).
 */
export function excludeWithPatterns(file: string): string | undefined {
  if (lstatSync(file, { throwIfNoEntry: false })?.isFile() !== true) return undefined;
  const text = readFileSync(file, 'utf8');
  return text.split('\n').every((line) => /^( *$|#)/.test(line)) ? undefined : file;
}
