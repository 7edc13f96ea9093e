/**
 * What `/workspace` shows, decided from the hidden entries alone (issue 15): the view holds no list of the
 * checkout's files, yet the host-side readers, the filtered copy and the overlay agree on every edge: a
 * tracked file inside an ignored directory, a nested repository (hidden whole, or with tracked paths in
 * it), a listing longer than one read.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { confinedRealpath, HIDDEN, readConfined, refreshWorkspaceView } from '../src/confined-paths.js';
import { PROFILES } from '../src/profiles.js';
import { releaseNamespaceRun, startNamespaceSandbox } from '../src/sandbox/namespace.js';
import {
  createFilteredCopy,
  decideWorkspaceView,
  listWorkspaceFiles,
  workspaceShows,
  withWorkspaceViewScope,
  type WorkspaceView,
} from '../src/sandbox/workspace.js';
import { acquireWorkspaceLowers } from '../src/sandbox/workspace-overlay.js';
import { ensureRunDir } from '../src/sandbox/cleanup.js';
import { git, output } from './helpers/sandbox.js';
import { checkoutToList } from '../src/cli-prefetch.js';
import {
  beginCheckoutListings,
  collectGitListing,
  entriesOf,
  excludedListing,
  forEachIndexEntry,
  IGNORED_LISTING,
  INDEX_LISTING,
  listUntrackedHidden,
  pathspecsFor,
  takeEarlyCollected,
  takeEarlyFile,
  takeEarlyUntracked,
  UNTRACKED_LISTING,
} from '../src/sandbox/host-git.js';

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'hooksim-view-test-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function write(dir: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
}

/** The files listWorkspaceFiles gives for `repo`, sorted. */
async function listed(repo: string): Promise<string[]> {
  const files: string[] = [];
  await listWorkspaceFiles(repo, await decideWorkspaceView(repo), async (batch) => {
    files.push(...batch);
  });
  return files.sort();
}

describe('a checkout with tracked files in ignored and nested places', () => {
  let repo: string;

  beforeAll(() => {
    repo = mkdtempSync(path.join(scratch, 'edges-'));
    write(repo, {
      '.gitignore': 'node_modules/\n*.log\n',
      'node_modules/p/keep.js': 'kept\n',
      'src/deep/b.js': 'b\n',
      'src/deep-x/c.js': 'c\n',
      'src/deep.txt': 'd\n',
      'tools/t.txt': 't\n',
    });
    git(repo, 'init', '-q', '-b', 'main');
    git(repo, 'add', '.gitignore', 'src', 'tools');
    git(repo, 'add', '-f', 'node_modules/p/keep.js');
    git(repo, 'commit', '-q', '-m', 'init');
    write(repo, {
      'node_modules/p/other.js': 'ignored\n',
      'node_modules/q/x.js': 'ignored\n',
      'nested/u.txt': 'untracked in a nested repository\n',
      'tools/u.txt': 'untracked in a nested checkout of tracked paths\n',
      'run.log': 'ignored\n',
    });
    // Repositories nested where git descends (tracked paths below) and where it does not (nested/).
    for (const dir of ['nested', 'tools', 'src/deep']) {
      git(path.join(repo, dir), 'init', '-q');
      git(path.join(repo, dir), 'config', 'http.extraheader', 'AUTHORIZATION: basic nested-token');
    }
  });

  it('holds the hidden entries, no file list, and finds a .git git never lists', async () => {
    const view = await decideWorkspaceView(repo);
    expect(Object.keys(view).sort()).toEqual(['git', 'gitDirs', 'hidden', 'shownInHidden', 'submodules']);
    expect([...view.hidden].sort()).toEqual([
      'nested/',
      'node_modules/p/other.js',
      'node_modules/q/',
      'run.log',
      'src/deep/.git',
      'tools/.git',
    ]);
    expect(view.shownInHidden).toEqual([]);
  });

  it('host-side readers read a tracked file inside an ignored directory, and nothing hidden', async () => {
    await refreshWorkspaceView(repo);
    expect(await readConfined(repo, path.join(repo, 'node_modules/p/keep.js'))).toBe('kept\n');
    expect(await readConfined(repo, path.join(repo, 'tools/u.txt'))).toMatch(/^untracked/);
    for (const rel of [
      'node_modules/p/other.js',
      'node_modules/q/x.js',
      'nested/u.txt',
      'run.log',
      'tools/.git/config',
      'src/deep/.git/config',
    ]) {
      expect(await confinedRealpath(repo, path.join(repo, rel))).toBe(HIDDEN);
    }
  });

  it('the copy holds the same: the tracked file in node_modules, nothing of nested/ or a nested .git', async () => {
    expect(await listed(repo)).toEqual([
      '.gitignore',
      'node_modules/p/keep.js',
      'src/deep-x/c.js',
      'src/deep.txt',
      'src/deep/b.js',
      'tools/t.txt',
      'tools/u.txt',
    ]);
    const dest = mkdtempSync(path.join(scratch, 'copy-'));
    await createFilteredCopy(repo, dest);
    expect(git(dest, 'status', '--porcelain', '--untracked-files=all')).toBe('?? tools/u.txt\n');
  });

  it('the overlay in the namespace sandbox shows the same tree', async () => {
    const lowers = await acquireWorkspaceLowers(repo, ensureRunDir());
    expect(lowers.kind).toBe('overlay');
    const sandbox = await startNamespaceSandbox({ repo, profile: PROFILES.cloud, prompt: 'p' });
    try {
      const tree = await output(sandbox, 'cd /workspace && find . -path ./.git -prune -o -print | sort');
      expect(tree.trim().split('\n')).toEqual([
        '.',
        './.gitignore',
        './node_modules',
        './node_modules/p',
        './node_modules/p/keep.js',
        './src',
        './src/deep',
        './src/deep-x',
        './src/deep-x/c.js',
        './src/deep.txt',
        './src/deep/b.js',
        './tools',
        './tools/t.txt',
        './tools/u.txt',
      ]);
    } finally {
      await sandbox.stop();
      await releaseNamespaceRun();
    }
  }, 60_000);
});

describe('a listing longer than one read of it', () => {
  it('finds every file and a nested .git among 3,000 tracked paths, and lists them for the copy 64 at a time', async () => {
    const repo = mkdtempSync(path.join(scratch, 'long-'));
    const files: Record<string, string> = {};
    for (let i = 0; i < 3000; i++) files[`d${Math.floor(i / 50)}/a-rather-long-file-name-${i}.txt`] = '';
    write(repo, files);
    git(repo, 'init', '-q', '-b', 'main');
    git(repo, 'add', '.');
    git(repo, 'commit', '-q', '-m', 'many');
    git(path.join(repo, 'd37'), 'init', '-q');
    const view = await decideWorkspaceView(repo);
    expect(view.hidden).toEqual(['d37/.git']);
    // The copy gets them a few at a time (each batch is copied at once), never a whole piece of listing.
    const sizes: number[] = [];
    const all: string[] = [];
    await listWorkspaceFiles(repo, view, async (batch) => {
      sizes.push(batch.length);
      all.push(...batch);
    });
    expect(all.sort()).toEqual(Object.keys(files).sort());
    expect(Math.max(...sizes)).toBeLessThanOrEqual(64);
  });
});

/** A directory holding a `git` that appends its arguments to `log`, then runs the real one (put it first on PATH). */
function loggingGit(): { wrapper: string; log: string } {
  const wrapper = mkdtempSync(path.join(scratch, 'wrapper-'));
  const log = path.join(wrapper, 'log');
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  writeFileSync(path.join(wrapper, 'git'), `#!/bin/sh\necho "$*" >> ${log}\nexec ${real} "$@"\n`);
  chmodSync(path.join(wrapper, 'git'), 0o755);
  return { wrapper, log };
}

describe('the job’s info/exclude is asked alone only when it holds a pattern', () => {
  const saved = process.env.PATH;
  afterAll(() => {
    process.env.PATH = saved;
  });

  it('skips the extra walk for the comments git init writes, and hides what a pattern names', async () => {
    const repo = mkdtempSync(path.join(scratch, 'exclude-'));
    write(repo, { 'a.txt': 'a\n' });
    git(repo, 'init', '-q', '-b', 'main');
    git(repo, 'add', '.');
    git(repo, 'commit', '-q', '-m', 'init');
    write(repo, { '.env': 'secret\n', 'notes.md': 'n\n' });
    const { wrapper, log } = loggingGit();
    process.env.PATH = `${wrapper}:${saved ?? ''}`;
    const excludeFile = path.join(repo, '.git/info/exclude');
    writeFileSync(excludeFile, '# comments only\n\n   \n#.env\n');
    expect((await decideWorkspaceView(repo)).hidden).toEqual([]);
    expect(readFileSync(log, 'utf8')).not.toContain('--exclude-from');
    writeFileSync(excludeFile, '# the job’s own\n.env\n');
    expect((await decideWorkspaceView(repo)).hidden).toEqual(['.env']);
    expect(readFileSync(log, 'utf8')).toContain('--exclude-from');
    // A .git directory of its own: its info/exclude is found without asking git where it is.
    expect(readFileSync(log, 'utf8')).not.toContain('--git-path');

    // A linked worktree's .git is a file: git says where the shared info/exclude is, and it applies there.
    const worktree = path.join(mkdtempSync(path.join(scratch, 'worktree-')), 'wt');
    git(repo, 'worktree', 'add', '-q', worktree);
    write(worktree, { '.env': 'secret\n' });
    expect((await decideWorkspaceView(worktree)).hidden).toEqual(['.env']);
    expect(readFileSync(log, 'utf8')).toContain('--git-path');
  });
});

describe('workspaceShows from the hidden entries', () => {
  const view: WorkspaceView = {
    git: true,
    submodules: ['vendor/lib', 'empty'],
    gitDirs: ['.git', 'vendor/lib/.git'],
    hidden: ['vendor/', 'vendor/lib/build/', 'secret.env'],
    shownInHidden: ['vendor/keep/a.js', 'vendor/lib'],
  };
  const shows = workspaceShows(view);

  it('shows a tracked path below a hidden entry with the directories holding it, nothing else there', () => {
    for (const rel of ['', 'vendor', 'vendor/keep', 'vendor/keep/a.js', 'vendor/lib', 'src/x.js'])
      expect([rel, shows(rel)]).toEqual([rel, true]);
    for (const rel of ['vendor/keep/b.js', 'vendor/other', 'secret.env', 'secret.env/x'])
      expect([rel, shows(rel)]).toEqual([rel, false]);
  });

  it('judges a submodule’s content by its own entries, and hides it when not checked out', () => {
    expect(shows('vendor/lib/src/a.c')).toBe(true);
    expect(shows('vendor/lib/build/out.o')).toBe(false);
    expect(shows('vendor/lib/.git/config')).toBe(false);
    expect(shows('empty')).toBe(true);
    expect(shows('empty/file')).toBe(false);
  });
});

describe('what a command decides once (withWorkspaceViewScope)', () => {
  it('shares one decision inside a command, overlapping commands included, and decides afresh after', async () => {
    const repo = mkdtempSync(path.join(scratch, 'scope-'));
    write(repo, { '.gitignore': '*.log\n', 'a.txt': 'a\n' });
    git(repo, 'init', '-q');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'init');
    let releaseFirst = (): void => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const first = withWorkspaceViewScope(async () => {
      const view = await decideWorkspaceView(repo);
      await firstHeld;
      return view;
    });
    // A second command begins while the first is still in its scope; a file is ignored only after.
    const second = withWorkspaceViewScope(async () => {
      const before = await decideWorkspaceView(repo);
      writeFileSync(path.join(repo, 'late.log'), 'x\n');
      const again = await decideWorkspaceView(repo);
      releaseFirst();
      return { before, again };
    });
    const [firstView, { before, again }] = await Promise.all([first, second]);
    expect(again).toBe(before);
    expect(firstView).toBe(before);
    expect(before.hidden).not.toContain('late.log');
    // Once no command is in the scope, the next decision is fresh.
    expect((await decideWorkspaceView(repo)).hidden).toContain('late.log');
    expect((await withWorkspaceViewScope(() => decideWorkspaceView(repo))).hidden).toContain('late.log');
  });
});

describe("git's listings begun before the command asks (host-git.ts, cli-prefetch.ts)", () => {
  function checkout(name: string, files: Record<string, string>, exclude?: string): string {
    const repo = mkdtempSync(path.join(scratch, name));
    write(repo, files);
    git(repo, 'init', '-q');
    if (exclude !== undefined) writeFileSync(path.join(repo, '.git', 'info', 'exclude'), exclude);
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'init');
    return repo;
  }

  it('are taken over by the decision, which then equals one made without them', async () => {
    const repo = checkout(
      'early-',
      { '.gitignore': 'node_modules/\n', 'node_modules/a.js': 'a\n', 'src/b.js': 'b\n' },
      '.env\n',
    );
    writeFileSync(path.join(repo, '.env'), 'SECRET=1\n');
    writeFileSync(path.join(repo, 'node_modules', 'c.js'), 'c\n');
    const fresh = await decideWorkspaceView(repo);
    beginCheckoutListings(repo);
    const early = await decideWorkspaceView(repo);
    expect(early).toEqual(fresh);
    expect(early.hidden).toEqual(expect.arrayContaining(['node_modules/', '.env']));
    // Taken once: every listing the decision asks for was the early one (the excluded one included).
    expect(takeEarlyUntracked(repo)).toBeUndefined();
    const exclude = path.join(repo, '.git', 'info', 'exclude');
    expect(takeEarlyCollected(repo, excludedListing(exclude))).toBeUndefined();
    expect(takeEarlyFile(repo, INDEX_LISTING)).toBeUndefined();
  });

  it('see the checkout as it is when they begin; a folder without .git begins none', async () => {
    const repo = checkout('early-late-', { '.gitignore': '*.log\n', 'a.txt': 'a\n' });
    beginCheckoutListings(repo);
    const early = await decideWorkspaceView(repo);
    writeFileSync(path.join(repo, 'late.log'), 'x\n');
    // A later decision runs git again: nothing early is left to take.
    expect(early.hidden).not.toContain('late.log');
    expect((await decideWorkspaceView(repo)).hidden).toContain('late.log');
    const plain = mkdtempSync(path.join(scratch, 'early-plain-'));
    beginCheckoutListings(plain);
    expect(takeEarlyUntracked(plain)).toBeUndefined();
    expect(takeEarlyFile(plain, INDEX_LISTING)).toBeUndefined();
  });

  it('are taken over by real path: begun through a symbolic link, decided for the real checkout', async () => {
    const repo = checkout('early-real-', { '.gitignore': '*.log\n', 'a.txt': 'a\n' }, '*.secret\n');
    const link = path.join(scratch, `link-${path.basename(repo)}`);
    symlinkSync(repo, link);
    await beginCheckoutListings(link);
    // Listed before `late.log` was written: the decision that took them over does not list it.
    writeFileSync(path.join(repo, 'late.log'), 'x\n');
    expect((await decideWorkspaceView(realpathSync(repo))).hidden).not.toContain('late.log');
    expect(takeEarlyUntracked(link)).toBeUndefined();
    const exclude = path.join(link, '.git', 'info', 'exclude');
    expect(takeEarlyCollected(link, excludedListing(exclude))).toBeUndefined();
    expect(takeEarlyFile(link, INDEX_LISTING)).toBeUndefined();
  });

  it('are begun for the checkout `fire` and `run` name, and for no other command', () => {
    expect(checkoutToList(['fire', 'preToolUse', '--repo', 'x/y'])).toBe(path.resolve('x/y'));
    expect(checkoutToList(['run', '--repo=z'])).toBe(path.resolve('z'));
    expect(checkoutToList(['run'])).toBe(process.cwd());
    expect(checkoutToList(['fire', '--help'])).toBeUndefined();
    expect(checkoutToList(['validate', '--repo', 'x'])).toBeUndefined();
    expect(checkoutToList([])).toBeUndefined();
  });
});

describe('what is hidden of the untracked paths, from one walk of the work tree (listUntrackedHidden)', () => {
  /** What the two walks over the whole work tree list: the ignored entries and the nested repositories. */
  async function byTwoWalks(repo: string): Promise<string[]> {
    const ignored = entriesOf(await collectGitListing(repo, IGNORED_LISTING));
    const nested = entriesOf(await collectGitListing(repo, UNTRACKED_LISTING)).filter((entry) =>
      entry.endsWith('/'),
    );
    return [...new Set([...ignored, ...nested])].sort();
  }

  function committed(name: string, files: Record<string, string>): string {
    const repo = mkdtempSync(path.join(scratch, name));
    write(repo, files);
    git(repo, 'init', '-q');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'init');
    return repo;
  }

  it('equals the two walks on the edges: negations, ignored files in new directories, nested repositories, pathspec characters', async () => {
    const repo = committed('one-walk-', {
      '.gitignore': 'node_modules/\n*.log\n*.pyc\n__pycache__/\nkeep/*\n!keep/keep.txt\nout/\n',
      'src/pkg/mod.py': 'a\n',
      ':weird*dir/t': 'w\n',
      '[x]/t': 'x\n',
    });
    write(repo, {
      'node_modules/x/i.js': '1\n',
      'build.log': '1\n',
      'untracked.txt': '1\n',
      // A new directory: an ignored file, an ignored directory and its own .gitignore inside.
      'newdir/a.txt': '1\n',
      'newdir/b.log': '1\n',
      'newdir/sub/c.txt': '1\n',
      'newdir/ign/z.pyc': '1\n',
      'newdir/.gitignore': 'z.txt\n',
      'newdir/z.txt': '1\n',
      // All of it ignored, the directory itself not.
      'logs/one.log': '1\n',
      'logs/two.log': '1\n',
      'src/x.pyc': '1\n',
      'src/__pycache__/m.pyc': '1\n',
      'src/newfile': '1\n',
      // `keep/*` ignores the directory's files but `keep/keep.txt`: `keep/` itself is not ignored.
      'keep/keep.txt': '1\n',
      'keep/drop.txt': '1\n',
      'out/o': '1\n',
      ':weird*dir/u/v.log': '1\n',
      ':weird*dir/u/w': '1\n',
      '[x]/y.log': '1\n',
      '*/star.log': '1\n',
    });
    mkdirSync(path.join(repo, 'emptydir'));
    for (const nested of ['nested', 'newdir/inner']) {
      mkdirSync(path.join(repo, nested), { recursive: true });
      git(path.join(repo, nested), 'init', '-q');
      writeFileSync(path.join(repo, nested, 'f'), '1\n');
    }
    const expected = await byTwoWalks(repo);
    expect(expected).toEqual(
      expect.arrayContaining([
        'keep/drop.txt',
        'newdir/inner/',
        'nested/',
        'newdir/ign/',
        ':weird*dir/u/v.log',
      ]),
    );
    expect(expected).not.toContain('keep/');
    expect([...new Set(await listUntrackedHidden(repo))].sort()).toEqual(expected);
  });

  it('equals them past the limit of untracked directories taken as pathspecs, and with a name that is not UTF-8', async () => {
    const many = committed('one-walk-many-', { '.gitignore': '*.log\n', 'a.txt': 'a\n' });
    for (let i = 0; i < 70; i++) write(many, { [`d${i}/keep.txt`]: '1\n', [`d${i}/drop.log`]: '1\n' });
    mkdirSync(path.join(many, 'd7', 'inner'));
    git(path.join(many, 'd7', 'inner'), 'init', '-q');
    expect([...new Set(await listUntrackedHidden(many))].sort()).toEqual(await byTwoWalks(many));

    const latin1 = committed('one-walk-latin1-', { '.gitignore': '*.log\n', 'a.txt': 'a\n' });
    const odd = Buffer.concat([Buffer.from(path.join(latin1, 'caf')), Buffer.from([0xe9])]);
    mkdirSync(odd);
    writeFileSync(Buffer.concat([odd, Buffer.from('/secret.log')]), '1\n');
    writeFileSync(path.join(latin1, 'b.log'), '1\n');
    expect([...new Set(await listUntrackedHidden(latin1))].sort()).toEqual(await byTwoWalks(latin1));
  });

  it('names many new directories by their ancestors, and equals the two walks then too', async () => {
    const files: Record<string, string> = { '.gitignore': '*.log\n' };
    for (let i = 0; i < 80; i++) files[`src/pkg${i % 4}/mod${i}/m.py`] = 'x\n';
    const repo = committed('one-walk-coarse-', files);
    for (let i = 0; i < 80; i++)
      write(repo, {
        [`src/pkg${i % 4}/mod${i}/__pycache__/m.pyc`]: '1\n',
        [`src/pkg${i % 4}/mod${i}/new/x.log`]: '1\n',
      });
    mkdirSync(path.join(repo, 'src', 'pkg1', 'mod5', 'new', 'inner'));
    git(path.join(repo, 'src', 'pkg1', 'mod5', 'new', 'inner'), 'init', '-q');
    expect([...new Set(await listUntrackedHidden(repo))].sort()).toEqual(await byTwoWalks(repo));
  });

  it('takes the directories themselves, else their ancestors at the deepest level that fit in 64', () => {
    expect(pathspecsFor(['a/', 'b/c/'])).toEqual(['a/', 'b/c/']);
    const many = Array.from({ length: 100 }, (_, i) => `src/pkg${i % 5}/mod${i}/__pycache__/`);
    expect(pathspecsFor(many)).toEqual(['src/pkg0/', 'src/pkg1/', 'src/pkg2/', 'src/pkg3/', 'src/pkg4/']);
    expect(pathspecsFor(Array.from({ length: 65 }, (_, i) => `top${i}/`))).toBeUndefined();
  });

  it('walks the work tree once when no untracked path is ignored (check-ignore then exits 1)', async () => {
    const repo = committed('one-walk-none-ignored-', { '.gitignore': '*.log\n', 'a.txt': 'a\n' });
    write(repo, { 'notes.txt': 'n\n', 'todo.md': 't\n' });
    const { wrapper, log } = loggingGit();
    const saved = process.env.PATH;
    process.env.PATH = `${wrapper}:${saved ?? ''}`;
    try {
      expect(await listUntrackedHidden(repo)).toEqual([]);
    } finally {
      process.env.PATH = saved;
    }
    const runs = readFileSync(log, 'utf8').trim().split('\n');
    expect(runs.filter((line) => line.includes(' ls-files '))).toHaveLength(1);
    expect(runs.filter((line) => line.includes(' check-ignore '))).toHaveLength(1);
    expect(await byTwoWalks(repo)).toEqual([]);
  });

  it('is nothing when nothing is untracked', async () => {
    const clean = committed('one-walk-clean-', { '.gitignore': '*.log\n', 'a.txt': 'a\n' });
    expect(await listUntrackedHidden(clean)).toEqual([]);
  });
});

describe('an index listing read entry by entry (forEachIndexEntry)', () => {
  /** The paths forEachIndexEntry finds in `listing`, each with the mode before it. */
  function entries(listing: Buffer): string[] {
    const found: string[] = [];
    forEachIndexEntry(listing, (bytes, start, tab, end) =>
      found.push(`${bytes.toString('utf8', start, start + 6)} ${bytes.toString('utf8', tab + 1, end)}`),
    );
    return found;
  }
  const sha1 = 'a'.repeat(40);
  const sha256 = 'b'.repeat(64);

  it('finds every path, one holding a tab or a newline included, with heads of either hash length', () => {
    const listing = Buffer.from(
      [
        `100644 ${sha1} 0\ta.txt`,
        `160000 ${sha1} 0\tsub\tmodule`,
        `100755 ${sha1} 0\tline\nbreak`,
        `120000 ${sha1} 0\tz`,
      ].join('\0') + '\0',
    );
    expect(entries(listing)).toEqual([
      '100644 a.txt',
      '160000 sub\tmodule',
      '100755 line\nbreak',
      '120000 z',
    ]);
    expect(entries(Buffer.from([`100644 ${sha256} 0\tx`, `100644 ${sha256} 2\ty`, ''].join('\0')))).toEqual([
      '100644 x',
      '100644 y',
    ]);
  });

  it('is what git lists of a real index, gitlinks and paths with spaces and tabs', () => {
    const repo = mkdtempSync(path.join(scratch, 'index-'));
    write(repo, { 'a b.txt': 'a\n', 'dir/tab\there.txt': 't\n', 'dir/deep/c.txt': 'c\n' });
    git(repo, 'init', '-q');
    git(repo, 'add', '-A');
    git(repo, 'update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},mod`);
    const listing = execFileSync('git', ['-C', repo, 'ls-files', '-z', ...INDEX_LISTING]);
    expect(entries(listing)).toEqual([
      '100644 a b.txt',
      '100644 dir/deep/c.txt',
      '100644 dir/tab\there.txt',
      '160000 mod',
    ]);
  });
});
