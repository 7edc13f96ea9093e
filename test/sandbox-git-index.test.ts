/**
 * The index read by hooksim itself (git-index.ts): for every form git writes that it reads, the entries are
 * those `git ls-files --cached --stage` lists of the same file, byte for byte, gitlinks marked; every form it
 * leaves to git says so (false) and the workspace view is then the one git's listing gives.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, truncateSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ownIndexFile, readIndexFile } from '../src/sandbox/git-index.js';
import { decideWorkspaceView, listWorkspaceFiles } from '../src/sandbox/workspace.js';
import { git } from './helpers/sandbox.js';

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'hooksim-index-test-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const OID = '1'.repeat(40);

/** A committed repository with `files`, a gitlink at `mod`, and whatever `more` does to it. */
function repository(
  name: string,
  files: Record<string, string>,
  more: (repo: string) => void = () => {},
): string {
  const repo = mkdtempSync(path.join(scratch, name));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
    writeFileSync(path.join(repo, rel), text);
  }
  git(repo, 'init', '-q');
  git(repo, 'add', '-A');
  git(repo, 'update-index', '--add', '--cacheinfo', `160000,${OID},mod`);
  git(repo, 'commit', '-qm', 'init');
  more(repo);
  return repo;
}

/** Each entry as `<L for a gitlink, - otherwise> <path bytes as latin1>`, as git lists the index. */
function gitEntries(repo: string): string[] {
  const listing = execFileSync('git', ['-C', repo, 'ls-files', '-z', '--cached', '--stage'], {
    maxBuffer: 1 << 28,
  });
  return listing
    .toString('latin1')
    .split('\0')
    .filter((entry) => entry !== '')
    .map((entry) => `${entry.startsWith('160000 ') ? 'L' : '-'} ${entry.slice(entry.indexOf('\t') + 1)}`);
}

/** The same from the file, and whether it was read whole. */
function fileEntries(repo: string): { read: boolean; entries: string[] } {
  const file = ownIndexFile(repo);
  if (file === undefined) throw new Error(`no index file of its own in ${repo}`);
  const entries: string[] = [];
  const read = readIndexFile(file, (bytes, start, end, gitlink) =>
    entries.push(`${gitlink ? 'L' : '-'} ${bytes.toString('latin1', start, end)}`),
  );
  return { read, entries };
}

/** Many files with long paths: the index is several times the reader's 256 KB piece. */
function manyFiles(count: number): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++)
    files[`src/package-${i % 37}/module-${String(i).padStart(5, '0')}-${'n'.repeat(60)}.ts`] = `${i}\n`;
  return files;
}

/** A path of exactly `length` bytes, in directories of a few bytes each (a name is at most 255 of them). */
function pathOfLength(length: number): string {
  const dirs = 'long/'.repeat(Math.floor((length - 1) / 5));
  return dirs + 'x'.repeat(length - dirs.length);
}

describe('the index read from its file (readIndexFile)', () => {
  const forms: Array<[string, (repo: string) => void]> = [
    ['version 2', () => {}],
    [
      'version 3, an intent-to-add entry (extended flags)',
      (repo) => {
        writeFileSync(path.join(repo, 'later.txt'), 'l\n');
        git(repo, 'add', '-N', 'later.txt');
        git(repo, 'update-index', '--index-version', '3');
      },
    ],
    [
      'version 4 (names compressed against the one before)',
      (repo) => {
        writeFileSync(path.join(repo, 'later.txt'), 'l\n');
        git(repo, 'add', '-N', 'later.txt');
        git(repo, 'update-index', '--index-version', '4');
      },
    ],
    [
      'an untracked cache and a cache tree among its extensions',
      (repo) => {
        git(repo, '-c', 'core.untrackedCache=true', 'update-index', '--untracked-cache');
        git(repo, '-c', 'core.untrackedCache=true', 'status', '--porcelain');
      },
    ],
  ];

  it.each(forms)('is what git lists: %s', (_, form) => {
    const repo = repository(
      'form-',
      { 'a b.txt': 'a\n', 'dir/tab\there.txt': 't\n', 'dir/deep/c.txt': 'c\n' },
      form,
    );
    const { read, entries } = fileEntries(repo);
    expect(read).toBe(true);
    expect(entries).toEqual(gitEntries(repo));
    expect(entries).toContain('L mod');
  });

  it.each([
    ['version 2', '2'],
    ['version 4', '4'],
  ])('is what git lists across many pieces, names of 4095 bytes and more included: %s', (_, version) => {
    const repo = repository('many-', manyFiles(6000), (dir) => {
      // Names too long for their length field (4095 bytes and more: NUL-terminated), and one just under.
      for (const length of [4094, 4095, 5000])
        git(dir, 'update-index', '--add', '--cacheinfo', `100644,${OID},${pathOfLength(length)}`);
      git(dir, 'update-index', '--index-version', version);
    });
    const stat = statSync(path.join(repo, '.git', 'index'));
    expect(stat.size).toBeGreaterThan(3 * 256 * 1024);
    const { read, entries } = fileEntries(repo);
    expect(read).toBe(true);
    expect(entries).toEqual(gitEntries(repo));
    expect(entries.length).toBe(6004);
  });

  it('lists every stage of a conflict, as git does', () => {
    const repo = repository('conflict-', { 'f.txt': 'base\n' }, (dir) => {
      git(dir, 'checkout', '-qb', 'other');
      writeFileSync(path.join(dir, 'f.txt'), 'other\n');
      git(dir, 'commit', '-qam', 'other');
      git(dir, 'checkout', '-q', '-');
      writeFileSync(path.join(dir, 'f.txt'), 'mine\n');
      git(dir, 'commit', '-qam', 'mine');
      try {
        git(dir, 'merge', '-q', 'other');
      } catch {
        // the conflict is the point
      }
    });
    const { read, entries } = fileEntries(repo);
    expect(read).toBe(true);
    expect(entries.filter((entry) => entry === '- f.txt')).toHaveLength(3);
    expect(entries).toEqual(gitEntries(repo));
  });

  it('is empty where nothing was ever added (no index file), as git takes it', () => {
    const repo = mkdtempSync(path.join(scratch, 'fresh-'));
    git(repo, 'init', '-q');
    expect(fileEntries(repo)).toEqual({ read: true, entries: [] });
  });

  it('leaves to git a split index, a sparse index and a file that does not add up', () => {
    const split = repository('split-', { 'a.txt': 'a\n' }, (dir) => {
      git(dir, 'update-index', '--split-index');
      writeFileSync(path.join(dir, 'b.txt'), 'b\n');
      git(dir, 'add', 'b.txt');
    });
    expect(fileEntries(split).read).toBe(false);
    const sparse = repository('sparse-', { 'keep/a.txt': 'a\n', 'away/b.txt': 'b\n' }, (dir) =>
      git(dir, 'sparse-checkout', 'set', '--cone', '--sparse-index', 'keep'),
    );
    expect(fileEntries(sparse).read).toBe(false);
    const cut = repository('cut-', manyFiles(50));
    const index = path.join(cut, '.git', 'index');
    truncateSync(index, statSync(index).size - 700);
    expect(fileEntries(cut).read).toBe(false);
    writeFileSync(index, 'not an index at all');
    expect(fileEntries(cut).read).toBe(false);
    // One entry whose name runs on (its length field says "NUL-terminated"): a name of 5,000 bytes is read,
    // one of 70,000 is given up (past 64 KB: a file no checkout has, made to fill memory) and left to git.
    const oneEntry = (nameLength: number): Buffer => {
      const head = Buffer.alloc(12 + 62);
      head.write('DIRC', 0, 'latin1');
      head.writeUInt32BE(2, 4);
      head.writeUInt32BE(1, 8);
      head.writeUInt32BE(0o100644, 12 + 24);
      head.writeUInt16BE(0x0fff, 12 + 60);
      const padding = ((62 + nameLength + 8) & ~7) - 62 - nameLength;
      return Buffer.concat([head, Buffer.alloc(nameLength, 'a'), Buffer.alloc(padding), Buffer.alloc(20)]);
    };
    writeFileSync(index, oneEntry(5000));
    expect(fileEntries(cut)).toEqual({ read: true, entries: [`- ${'a'.repeat(5000)}`] });
    writeFileSync(index, oneEntry(70_000));
    expect(fileEntries(cut).read).toBe(false);
  });

  it('is not read by hooksim in a SHA-256 repository or a linked worktree: git lists those', () => {
    const sha256 = mkdtempSync(path.join(scratch, 'sha256-'));
    git(sha256, 'init', '-q', '--object-format=sha256');
    expect(ownIndexFile(sha256)).toBeUndefined();
    const main = repository('main-', { 'a.txt': 'a\n' });
    const linked = path.join(scratch, `linked-${path.basename(main)}`);
    git(main, 'worktree', 'add', '-q', linked);
    expect(ownIndexFile(linked)).toBeUndefined();
    expect(ownIndexFile(main)).toBe(path.join(main, '.git', 'index'));
  });
});

describe('the workspace view where the index is left to git', () => {
  it('is the view of the same checkout read from its file', async () => {
    const files = {
      '.gitignore': 'build/\n',
      'build/kept.txt': 'forced\n',
      'src/a.txt': 'a\n',
      'build/out.o': 'o\n',
    };
    const repo = repository('view-', files, (dir) => {
      git(dir, 'add', '-f', 'build/kept.txt');
      git(dir, 'commit', '-qm', 'forced');
      mkdirSync(path.join(dir, 'src', 'inner', '.git'), { recursive: true });
      writeFileSync(path.join(dir, 'src', 'inner', 'x.txt'), 'x\n');
      git(dir, 'add', 'src/inner/x.txt');
    });
    const fromFile = await decideWorkspaceView(repo);
    expect(fromFile.submodules).toEqual(['mod']);
    expect(fromFile.hidden).toContain('build/out.o');
    expect(fromFile.hidden).toContain('src/inner/.git');
    git(repo, 'update-index', '--split-index');
    expect(fileEntries(repo).read).toBe(false);
    expect(await decideWorkspaceView(repo)).toEqual(fromFile);
  });
});

describe('the workspace view of a working tree that no longer matches its index', () => {
  it('is decided where a tracked directory was replaced by a file', async () => {
    const repo = repository('replaced-', { 'a/b.txt': 'b\n', 'c.txt': 'c\n' }, (dir) => {
      rmSync(path.join(dir, 'a'), { recursive: true });
      writeFileSync(path.join(dir, 'a'), 'now a file\n');
    });
    const view = await decideWorkspaceView(repo);
    expect(view.submodules).toEqual(['mod']);
    expect(view.hidden).toEqual([]);
  });
});

describe('an index that names paths git never writes', () => {
  /** A version 2 index of these entries (a gitlink where the mode says so), as a step before hooksim could write it. */
  function craftedIndex(entries: Array<{ name: string; mode: number }>): Buffer {
    const parts = [Buffer.alloc(12)];
    parts[0]?.write('DIRC', 0, 'latin1');
    parts[0]?.writeUInt32BE(2, 4);
    parts[0]?.writeUInt32BE(entries.length, 8);
    for (const { name, mode } of entries) {
      const head = Buffer.alloc(62);
      head.writeUInt32BE(mode, 24);
      head.writeUInt16BE(Buffer.byteLength(name), 60);
      const padding = ((62 + Buffer.byteLength(name) + 8) & ~7) - 62 - Buffer.byteLength(name);
      parts.push(head, Buffer.from(name), Buffer.alloc(padding));
    }
    parts.push(Buffer.alloc(20));
    return Buffer.concat(parts);
  }

  it.each([
    ['a directory above the checkout', '../outside/x', 0o100644],
    ['an absolute one', '/etc/x', 0o100644],
    ['a .git component', 'src/.git/config', 0o100644],
    ['a gitlink above the checkout', '../sub', 0o160000],
  ])('fails the decision, naming it, and makes nothing outside: %s', async (_, name, mode) => {
    const repo = repository('crafted-', { 'a.txt': 'a\n' });
    const outside = path.join(path.dirname(repo), 'outside');
    mkdirSync(path.join(outside, '.git'), { recursive: true });
    writeFileSync(path.join(repo, '.git', 'index'), craftedIndex([{ name, mode }]));
    await expect(decideWorkspaceView(repo)).rejects.toThrow(JSON.stringify(name));
  });

  it('stops the filtered copy too, where the index changed after the decision', async () => {
    const repo = repository('crafted-copy-', { 'a.txt': 'a\n' });
    const view = await decideWorkspaceView(repo);
    writeFileSync(
      path.join(repo, '.git', 'index'),
      craftedIndex([
        { name: 'a.txt', mode: 0o100644 },
        { name: '../outside/x', mode: 0o100644 },
      ]),
    );
    const copied: string[] = [];
    await expect(listWorkspaceFiles(repo, view, async (batch) => void copied.push(...batch))).rejects.toThrow(
      JSON.stringify('../outside/x'),
    );
    expect(copied).not.toContain('../outside/x');
  });
});
