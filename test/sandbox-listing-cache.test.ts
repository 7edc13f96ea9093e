/**
 * What a walk of a checkout found, kept across commands (listing-cache.ts, issue 15): used only while
 * nothing it depends on has changed, never for the ignore rules. Real checkouts, real git; each is left
 * alone for MARGIN_MS first (a walk keeps nothing of a directory changed just before it), once for all.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  appendFileSync,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beginUntrackedListing, walkRoots } from '../src/sandbox/host-git.js';
import { MARGIN_MS } from '../src/sandbox/listing-cache.js';
import { decideWorkspaceView, type WorkspaceView } from '../src/sandbox/workspace.js';
import { git } from './helpers/sandbox.js';

let scratch: string;
const savedCache = process.env.XDG_CACHE_HOME;
/** The checkouts, by name, made and left alone before the tests. */
const checkouts: Record<string, string> = {};
const NAMES = [
  'used',
  'added',
  'timesSetBack',
  'top',
  'config',
  'dotGit',
  'untracked',
  'rules',
  'notOwned',
  'partial',
  'many',
  'submodule',
  'malformed',
];

function write(dir: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
}

/** `repo` with a submodule checked out at `vendor/lib`, whose own `.gitignore` ignores `*.log`. */
function withSubmodule(repo: string): string {
  const lib = mkdtempSync(path.join(scratch, 'lib-'));
  write(lib, { '.gitignore': '*.log\n', 'lib.js': 'lib\n' });
  git(lib, 'init', '-q');
  git(lib, 'add', '-A');
  git(lib, 'commit', '-qm', 'lib');
  git(repo, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', lib, 'vendor/lib');
  git(repo, 'commit', '-qm', 'submodule');
  return repo;
}

function checkout(name: string): string {
  const repo = mkdtempSync(path.join(scratch, `${name}-`));
  write(repo, {
    '.gitignore': '*.log\n*.tmp\n',
    'src/a.js': 'a\n',
    'src/deep/b.js': 'b\n',
    'docs/c.md': 'c\n',
    'notes.txt': 'untracked, not ignored\n',
    'build.log': 'ignored\n',
    'cache/x.bin': 'an untracked directory\n',
  });
  git(repo, 'init', '-q');
  git(repo, 'add', '.gitignore', 'src', 'docs');
  write(repo, { 'src/keep.tmp': 'tracked although ignored\n' });
  git(repo, 'add', '-f', 'src/keep.tmp');
  git(repo, 'commit', '-qm', 'init');
  return repo;
}

/** The files kept in the cache directory. */
function keptFiles(): string[] {
  const dir = path.join(scratch, 'cache', 'hooksim', 'listings');
  return existsSync(dir) ? readdirSync(dir).map((name) => path.join(dir, name)) : [];
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'hooksim-listing-cache-'));
  process.env.XDG_CACHE_HOME = path.join(scratch, 'cache');
  for (const name of NAMES) checkouts[name] = checkout(name);
  withSubmodule(checkouts.submodule ?? '');
  await new Promise((resolve) => setTimeout(resolve, MARGIN_MS + 200));
}, 30_000);

afterAll(() => {
  if (savedCache === undefined) delete process.env.XDG_CACHE_HOME;
  else process.env.XDG_CACHE_HOME = savedCache;
  rmSync(scratch, { recursive: true, force: true });
});

/** What of what was kept of `repo` a listing begun now uses: the walk's entries, the index's part (once done). */
async function keptOf(repo: string): Promise<{ walk: boolean; index: boolean }> {
  const listing = beginUntrackedListing(repo);
  await listing.hidden;
  return { walk: listing.walk === undefined, index: listing.keptIndex !== undefined };
}

const ALL = { walk: true, index: true };
const INDEX_ONLY = { walk: false, index: true };
const NOTHING = { walk: false, index: false };

/** Decide twice: the first walks and keeps, the second must use what was kept. */
async function keptThenDecided(repo: string): Promise<WorkspaceView> {
  const walked = await decideWorkspaceView(repo);
  expect(await keptOf(repo)).toEqual(ALL);
  expect(await decideWorkspaceView(repo)).toEqual(walked);
  return walked;
}

const linux = process.platform === 'linux' ? describe : describe.skip;

linux('what a walk of the work tree found, kept for the next command', () => {
  it('is kept after a walk of a settled checkout and gives the same decision', async () => {
    const repo = checkouts.used ?? '';
    const before = keptFiles().length;
    const view = await keptThenDecided(repo);
    expect(view.hidden).toContain('build.log');
    expect(view.hidden).not.toContain('src/keep.tmp');
    expect(keptFiles().length).toBe(before + 1);
  });

  it('is walked again once a file is added to a tracked directory, even with its times set back', async () => {
    for (const name of ['added', 'timesSetBack']) {
      const repo = checkouts[name] ?? '';
      await keptThenDecided(repo);
      const deep = path.join(repo, 'src', 'deep');
      // The directory's times to the nanosecond, through a file holding them (`touch -r`).
      const times = path.join(scratch, `times-${name}`);
      execFileSync('touch', ['-r', deep, times]);
      writeFileSync(path.join(deep, 'secret.log'), 'TOKEN=1\n');
      if (name === 'timesSetBack') {
        execFileSync('touch', ['-r', times, deep]);
        expect(lstatSync(deep, { bigint: true }).mtimeNs).toBe(lstatSync(times, { bigint: true }).mtimeNs);
      }
      expect(await keptOf(repo)).toEqual(INDEX_ONLY);
      expect((await decideWorkspaceView(repo)).hidden).toContain('src/deep/secret.log');
    }
  });

  it('is walked again once a file is added at the top, or the config changes', async () => {
    const top = checkouts.top ?? '';
    await keptThenDecided(top);
    writeFileSync(path.join(top, '.env'), 'TOKEN=1\n');
    appendFileSync(path.join(top, '.gitignore'), '.env\n');
    expect(await keptOf(top)).toEqual(INDEX_ONLY);
    expect((await decideWorkspaceView(top)).hidden).toContain('.env');
    // core.ignoreCase changes which untracked names git takes for tracked ones.
    const config = checkouts.config ?? '';
    await keptThenDecided(config);
    git(config, 'config', 'core.ignoreCase', 'true');
    expect(await keptOf(config)).toEqual(INDEX_ONLY);
  });

  it('is walked again once a tracked directory holds a .git, which the decision then hides', async () => {
    const repo = checkouts.dotGit ?? '';
    await keptThenDecided(repo);
    mkdirSync(path.join(repo, 'docs', '.git'));
    // What the index gave still holds, the `.git` of the changed directory looked at again.
    expect(await keptOf(repo)).toEqual(INDEX_ONLY);
    expect((await decideWorkspaceView(repo)).hidden).toContain('docs/.git');
  });

  it('has git walk again only the directories that changed, the rest taken from what was kept', async () => {
    const repo = checkouts.partial ?? '';
    await keptThenDecided(repo);
    // Entries planted in the kept file: one outside the changed directory must still be taken, one inside
    // it must be gone (git lists that directory afresh).
    const file = keptFiles().find((kept) => readFileSync(kept, 'utf8').includes(repo)) ?? '';
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { others: string[] };
    kept.others.push('docs/planted.log', 'src/deep/planted.log');
    writeFileSync(file, JSON.stringify(kept), { mode: 0o600 });
    writeFileSync(path.join(repo, 'src', 'deep', 'secret.log'), 'TOKEN=1\n');
    const { hidden } = await decideWorkspaceView(repo);
    expect(hidden).toEqual(expect.arrayContaining(['docs/planted.log', 'src/deep/secret.log']));
    expect(hidden).not.toContain('src/deep/planted.log');
  });

  it('decides after changes below the top as a whole walk does', async () => {
    const repo = checkouts.many ?? '';
    await keptThenDecided(repo);
    write(repo, {
      'src/deep/new.log': 'ignored\n',
      'src/deep/new.txt': 'shown\n',
      'src/deep/cache/a.tmp': 'an untracked directory, its file ignored\n',
      'src/nested/inner.txt': 'a repository nested in an untracked directory\n',
      'docs/more/x.log': 'ignored, in a new directory\n',
    });
    git(path.join(repo, 'src', 'nested'), 'init', '-q');
    mkdirSync(path.join(repo, 'src', 'deep', '.git'));
    rmSync(path.join(repo, 'docs', 'c.md'));
    symlinkSync('/etc/passwd', path.join(repo, 'docs', 'link.log'));
    const partly = await decideWorkspaceView(repo);
    for (const kept of keptFiles()) rmSync(kept);
    expect(partly).toEqual(await decideWorkspaceView(repo));
    expect(partly.hidden).toEqual(
      expect.arrayContaining([
        'src/deep/new.log',
        'src/nested/',
        'src/deep/.git',
        'docs/more/',
        'docs/link.log',
      ]),
    );
  });

  it('is the top checkout’s alone: a submodule is listed afresh from inside it', async () => {
    const repo = checkouts.submodule ?? '';
    expect((await keptThenDecided(repo)).submodules).toEqual(['vendor/lib']);
    writeFileSync(path.join(repo, 'vendor', 'lib', 'new.log'), 'TOKEN=1\n');
    expect(await keptOf(repo)).toEqual(ALL);
    expect((await decideWorkspaceView(repo)).hidden).toContain('vendor/lib/new.log');
  });

  it('is not used once the index changes, though no directory does', async () => {
    const repo = checkouts.untracked ?? '';
    expect((await keptThenDecided(repo)).hidden).not.toContain('src/keep.tmp');
    git(repo, 'rm', '-q', '--cached', 'src/keep.tmp');
    expect(await keptOf(repo)).toEqual(NOTHING);
    expect((await decideWorkspaceView(repo)).hidden).toContain('src/keep.tmp');
  });

  it('holds no ignore rule: a .gitignore edited in place is applied while the rest is still used', async () => {
    const repo = checkouts.rules ?? '';
    expect((await keptThenDecided(repo)).hidden).not.toContain('notes.txt');
    appendFileSync(path.join(repo, '.gitignore'), 'notes.txt\ncache/\n');
    expect(await keptOf(repo)).toEqual(ALL);
    expect((await decideWorkspaceView(repo)).hidden).toEqual(
      expect.arrayContaining(['notes.txt', 'cache/', 'build.log']),
    );
  });

  it('is not used where its file does not hold what a walk keeps: the checkout is walked instead', async () => {
    const repo = checkouts.malformed ?? '';
    const view = await keptThenDecided(repo);
    const file = keptFiles().find((kept) => readFileSync(kept, 'utf8').includes(repo)) ?? '';
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const [field, value] of [
      ['others', 'build.log'],
      ['gitlinks', null],
      ['dirs', [['src', 'no']]],
    ] as const) {
      writeFileSync(file, JSON.stringify({ ...kept, [field]: value }), { mode: 0o600 });
      expect(await keptOf(repo)).toEqual(NOTHING);
      expect(await decideWorkspaceView(repo)).toEqual(view);
    }
  });

  it('is not used where another user could have written it', async () => {
    const repo = checkouts.notOwned ?? '';
    const before = new Set(keptFiles());
    await keptThenDecided(repo);
    const file = keptFiles().find((kept) => !before.has(kept)) ?? '';
    chmodSync(file, 0o620);
    expect(await keptOf(repo)).toEqual(NOTHING);
  });

  it('is not kept where the checkout changed just before the walk', async () => {
    const repo = checkout('fresh');
    const before = keptFiles().length;
    await decideWorkspaceView(repo);
    expect(await keptOf(repo)).toEqual(NOTHING);
    expect(keptFiles().length).toBe(before);
  });
});

describe('the directories git walks again (walkRoots)', () => {
  it('are the changed ones, none below another, and none where the top changed or too many did', () => {
    expect(walkRoots(['a/b', 'a', 'a-x', 'c/d', 'a/b/c'])).toEqual(['a-x/', 'a/', 'c/d/']);
    expect(walkRoots(['a', ''])).toBeUndefined();
    expect(walkRoots(['caf\uFFFD'])).toBeUndefined();
    expect(walkRoots(Array.from({ length: 65 }, (_, at) => `d${at}`))).toBeUndefined();
    expect(walkRoots(Array.from({ length: 64 }, (_, at) => `d${at}`))).toHaveLength(64);
  });
});
