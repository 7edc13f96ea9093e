/**
 * Discovery and order of hook files (runtime-behaviour.md §2; R009): the exact example orders, which
 * names count, breadth-first subdirectories, byte order of UTF-8 names, and symlinks.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compareSegments, listHookFiles } from '../src/config/discover.js';
import { loadHookConfig } from '../src/config/load.js';
import type { HookConfig } from '../src/model.js';
import { PROFILES, type ProfileName } from '../src/profiles.js';

const temps: string[] = [];
afterEach(async () => {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hooksim-discover-'));
  temps.push(dir);
  return dir;
}

/** A valid hook file whose one sessionStart entry names the file, so run order is visible. */
function hookText(name: string): string {
  return JSON.stringify({ version: 1, hooks: { sessionStart: [{ bash: `echo ${name}` }] } });
}

/** A repo whose `.github/hooks/` holds the given relative paths (files with hookText). */
async function repoWith(relatives: string[]): Promise<string> {
  const repo = await tempDir();
  for (const relative of relatives) {
    const full = path.join(repo, '.github/hooks', relative);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, hookText(relative));
  }
  await mkdir(path.join(repo, '.github/hooks'), { recursive: true });
  return repo;
}

async function order(repo: string, profile: ProfileName): Promise<string[]> {
  const config: HookConfig = await loadHookConfig(repo, PROFILES[profile]);
  return config.files.map((file) => file.file.replace(/^\.github\/hooks\//, ''));
}

describe('file order (runtime-behaviour.md §2 hookFileOrder; R009)', () => {
  const names = ['a.json', '10.json', 'm.json', '_x.json', 'z.json', '2.json', 'B.json', 'c.json'];

  it('descending byte order of names (cloud): z, m, c, a, _x, B, 2, 10', async () => {
    const repo = await repoWith(names);
    expect(await order(repo, 'cloud')).toEqual([
      'z.json',
      'm.json',
      'c.json',
      'a.json',
      '_x.json',
      'B.json',
      '2.json',
      '10.json',
    ]);
  });

  it('ascending is the reverse (cloud-docs)', async () => {
    const repo = await repoWith(names);
    expect(await order(repo, 'cloud-docs')).toEqual([
      '10.json',
      '2.json',
      'B.json',
      '_x.json',
      'a.json',
      'c.json',
      'm.json',
      'z.json',
    ]);
  });

  it('entries follow file order, then array order', async () => {
    const repo = await repoWith(['a.json', 'b.json']);
    const config = await loadHookConfig(repo, PROFILES.cloud);
    expect(config.entries.map((e) => e.bash)).toEqual(['echo b.json', 'echo a.json']);
  });

  it('names compare by the bytes of their UTF-8 encoding, not UTF-16 code units', async () => {
    // U+FF5E is EF BD 9E in UTF-8, U+1F600 is F0 9F 98 80; in UTF-16 the emoji (D83D) sorts first.
    const repo = await repoWith(['\uFF5E.json', '\u{1F600}.json', '\u00E9.json', 'z.json']);
    expect(await order(repo, 'cloud')).toEqual(['\u{1F600}.json', '\uFF5E.json', '\u00E9.json', 'z.json']);
    expect(compareSegments(['\uFF5E'], ['\u{1F600}'])).toBeLessThan(0);
  });
});

describe('which names are hook files (runtime-behaviour.md §2; R009)', () => {
  it('only lower-case .json names; dot-names skipped, files and directories alike', async () => {
    const repo = await repoWith([
      'ok.json',
      'x.JSON',
      'm.Json',
      'c.jsonc',
      'json',
      'notes.txt',
      '.hidden.json',
      '.hid/z.json',
      'sub/in.json',
    ]);
    expect(await order(repo, 'cloud')).toEqual(['ok.json', 'sub/in.json']);
    expect(await order(repo, 'cloud-docs')).toEqual(['ok.json']);
  });

  it('no .github/hooks directory: no files, no diagnostics', async () => {
    const repo = await tempDir();
    expect(await loadHookConfig(repo, PROFILES.cloud)).toEqual({ files: [], entries: [], diagnostics: [] });
  });
});

describe('subdirectories (runtime-behaviour.md §2 scanSubdirectories)', () => {
  const tree = [
    'a.json',
    'z.json',
    'd9/z.json',
    'd9/a.json',
    'd1/a.json',
    'A0/a.json',
    'd9/y/a.json',
    'd1/x/z.json',
    'd1/x/q/a.json',
  ];

  it('breadth-first, name by name, descending: the §2 example order exactly (cloud)', async () => {
    const repo = await repoWith([...tree].reverse());
    expect(await order(repo, 'cloud')).toEqual([
      'z.json',
      'a.json',
      'd9/z.json',
      'd9/a.json',
      'd1/a.json',
      'A0/a.json',
      'd9/y/a.json',
      'd1/x/z.json',
      'd1/x/q/a.json',
    ]);
  });

  it('`a-b/x.json` precedes `a/x.json`: names compare one by one, not as whole paths', async () => {
    const repo = await repoWith(['a/x.json', 'a-b/x.json']);
    expect(await order(repo, 'cloud')).toEqual(['a-b/x.json', 'a/x.json']);
  });

  it('scanSubdirectories=false (cloud-docs): top-level files only, ascending', async () => {
    const repo = await repoWith(tree);
    expect(await order(repo, 'cloud-docs')).toEqual(['a.json', 'z.json']);
  });

  it('ascending with subdirectories keeps breadth-first and reverses each name comparison', async () => {
    const repo = await repoWith(tree);
    const files = await listHookFiles(path.join(repo, '.github/hooks'), {
      order: 'ascending',
      subdirectories: true,
    });
    expect(files.map((file) => path.relative(path.join(repo, '.github/hooks'), file))).toEqual([
      'a.json',
      'z.json',
      'A0/a.json',
      'd1/a.json',
      'd9/a.json',
      'd9/z.json',
      'd1/x/z.json',
      'd9/y/a.json',
      'd1/x/q/a.json',
    ]);
  });
});

describe('symlinks (runtime-behaviour.md §2)', () => {
  it('a link to a file elsewhere in the repo is followed and reported by its path in .github/hooks', async () => {
    const repo = await repoWith(['a.json']);
    await mkdir(path.join(repo, 'shared'));
    await writeFile(path.join(repo, 'shared/shared.json'), hookText('shared'));
    await symlink('../../shared/shared.json', path.join(repo, '.github/hooks/ext.json'));
    const config = await loadHookConfig(repo, PROFILES.cloud);
    expect(config.files.map((f) => f.file)).toEqual(['.github/hooks/ext.json', '.github/hooks/a.json']);
    expect(config.entries[0]).toMatchObject({
      file: '.github/hooks/ext.json',
      fileDir: '.github/hooks',
      bash: 'echo shared',
    });
  });

  it('a link to a file outside the repo is rejected unread: hooksim never reads a host file', async () => {
    const outside = await tempDir();
    await writeFile(path.join(outside, 'shared.json'), hookText('shared'));
    const repo = await repoWith(['a.json']);
    await symlink(path.join(outside, 'shared.json'), path.join(repo, '.github/hooks/ext.json'));
    const config = await loadHookConfig(repo, PROFILES.cloud);
    expect(config.files).toEqual([
      { file: '.github/hooks/ext.json', status: 'rejected', hooks: 0 },
      { file: '.github/hooks/a.json', status: 'loaded', hooks: 1 },
    ]);
    expect(config.diagnostics).toEqual([
      {
        file: '.github/hooks/ext.json',
        line: 0,
        column: 0,
        severity: 'error',
        code: 'file-rejected',
        message: `Not read: the file does not resolve to a file inside the repository that /workspace shows (it links to '${path.join(outside, 'shared.json')}'); hooksim reads only those (nothing outside the repository, under .git, git-ignored or in a nested checkout; the cloud agent would read that path on its own machine)`,
      },
    ]);
  });

  it('a file reached twice (link and real path) loads once, at its first position', async () => {
    const repo = await repoWith(['b.json', 'a.json']);
    await symlink('b.json', path.join(repo, '.github/hooks/y.json'));
    expect(await order(repo, 'cloud')).toEqual(['y.json', 'a.json']);
    expect(await order(repo, 'cloud-docs')).toEqual(['a.json', 'b.json']);
  });

  it('a link to a directory is followed; two links to one directory load it once', async () => {
    const repo = await repoWith(['top.json']);
    await mkdir(path.join(repo, 'team'));
    await writeFile(path.join(repo, 'team/t.json'), hookText('team'));
    await symlink('../../team', path.join(repo, '.github/hooks/d1'));
    await symlink(path.join(repo, 'team'), path.join(repo, '.github/hooks/d2'));
    expect(await order(repo, 'cloud')).toEqual(['top.json', 'd2/t.json']);
  });

  it('a link to a directory outside the repo is not looked into, and noted', async () => {
    const outside = await tempDir();
    await writeFile(path.join(outside, 't.json'), hookText('team'));
    const repo = await repoWith(['top.json']);
    await symlink(outside, path.join(repo, '.github/hooks/team'));
    expect(await order(repo, 'cloud')).toEqual(['top.json']);
    const config = await loadHookConfig(repo, PROFILES.cloud);
    expect(config.diagnostics.map((d) => [d.file, d.severity, d.code])).toEqual([
      ['.github/hooks/team', 'warning', 'outside-repository'],
    ]);
  });

  it('a directory link cycle ends', async () => {
    const repo = await repoWith(['top.json', 'sub/s.json']);
    await symlink('..', path.join(repo, '.github/hooks/sub/up'));
    await symlink('.', path.join(repo, '.github/hooks/sub/self'));
    expect(await order(repo, 'cloud')).toEqual(['top.json', 'sub/s.json']);
  });

  it('a link to a directory under a .json name is scanned as a directory, not read as a file', async () => {
    const repo = await repoWith(['top.json', 'real/r.json']);
    await symlink('real', path.join(repo, '.github/hooks/dir.json'));
    expect(await order(repo, 'cloud')).toEqual(['top.json', 'real/r.json']);
  });
});
