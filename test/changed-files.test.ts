import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findChangedFiles, gitChangedFiles } from '../src/action/changed-files.js';

let repo: string;
let base: string;

function git(...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
    cwd: repo,
  }).toString();
}

beforeAll(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'hooksim-changed-'));
  git('init', '-q', '-b', 'main');
  writeFileSync(path.join(repo, 'a.txt'), 'a\n');
  writeFileSync(path.join(repo, 'b.txt'), 'b\n');
  git('add', '.');
  git('commit', '-q', '-m', 'base');
  base = git('rev-parse', 'HEAD').trim();
  writeFileSync(path.join(repo, 'a.txt'), 'changed\n');
  writeFileSync(path.join(repo, 'c.txt'), 'c\n');
  git('rm', '-q', 'b.txt');
  git('add', '.');
  git('commit', '-q', '-m', 'change');
});

afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('changed files from git diff', () => {
  it('lists what changed since the base commit', async () => {
    expect(await gitChangedFiles(repo, base)).toEqual([
      { path: 'a.txt', status: 'modified' },
      { path: 'b.txt', status: 'removed' },
      { path: 'c.txt', status: 'added' },
    ]);
  });

  it('a base git cannot find: the note names the git command, its exit status and what git said', async () => {
    const missing = 'f'.repeat(40);
    const result = await findChangedFiles({
      client: undefined,
      pr: { owner: 'o', repo: 'r', number: 1, baseSha: missing },
      workspace: repo,
      repoDir: repo,
    });
    expect(result.ok).toBe(false);
    const note = result.notes.at(-1) ?? '';
    expect(note).toContain(
      `No changed files from git diff against ${missing}: \`git diff --name-status --no-renames --relative ${missing} HEAD --\` failed: exit status 128: fatal: bad object ${missing}`,
    );
  });
});
