/**
 * The `hooksim` command (dist/cli/index.js, src/cli-loader.ts) runs the CLI's bundle through V8's code cache,
 * kept in hooksim's directory of the user's cache: what a user would see of it is the file, an unchanged
 * answer, and no failure when the cache is damaged or cannot be written.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const COMMAND = 'dist/cli/index.js';
const DEMO = 'examples/demo';

const scratch: string[] = [];
afterEach(async () => {
  await Promise.all(scratch.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function cacheHome(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hooksim-code-cache-'));
  scratch.push(dir);
  return dir;
}

/** Run the command with this XDG_CACHE_HOME; never rejects (the exit status is part of the answer). */
function hooksim(xdg: string, args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  const { NODE_OPTIONS: _options, ...env } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [COMMAND, ...args],
      { env: { ...env, XDG_CACHE_HOME: xdg } },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

async function cacheFiles(xdg: string): Promise<string[]> {
  return (await readdir(path.join(xdg, 'hooksim', 'code-cache')).catch(() => [])).sort();
}

describe('the code cache of the hooksim command', () => {
  it('is written by the first run of a command, per command, and used as it is by the next', async () => {
    const xdg = await cacheHome();
    const first = await hooksim(xdg, ['validate', '--repo', DEMO]);
    expect(first.status).toBe(0);
    const files = await cacheFiles(xdg);
    expect(files).toEqual([
      expect.stringMatching(
        new RegExp(`^cli-[0-9a-f]{16}-${process.version}-${process.arch}-validate\\.bin$`),
      ),
    ]);
    const file = path.join(xdg, 'hooksim', 'code-cache', files[0] ?? '');
    const written = await readFile(file);
    const { mtimeMs } = await stat(file);

    const second = await hooksim(xdg, ['validate', '--repo', DEMO]);
    expect(second).toEqual(first);
    // A cache V8 refused would be written again: the same bytes and time mean it was taken.
    expect((await stat(file)).mtimeMs).toBe(mtimeMs);
    expect(await readFile(file)).toEqual(written);

    await hooksim(xdg, ['schema', 'hooks']);
    expect(await cacheFiles(xdg)).toEqual([...files, expect.stringMatching(/-other\.bin$/)].sort());
  });

  it("is taken by the linter's next run too: the linter's WebAssembly flag is set before the CLI compiles", async () => {
    const xdg = await cacheHome();
    const first = await hooksim(xdg, ['lint', '--repo', DEMO]);
    expect([0, 1]).toContain(first.status);
    const files = await cacheFiles(xdg);
    expect(files).toEqual([expect.stringMatching(/-lint\.bin$/)]);
    const file = path.join(xdg, 'hooksim', 'code-cache', files[0] ?? '');
    const { mtimeMs } = await stat(file);
    expect(await hooksim(xdg, ['lint', '--repo', DEMO])).toEqual(first);
    // V8 refuses a cache made under other flags, and the run then writes a new one.
    expect((await stat(file)).mtimeMs).toBe(mtimeMs);
  });

  it('answers the same with a damaged cache, and replaces it', async () => {
    const xdg = await cacheHome();
    const clean = await hooksim(xdg, ['validate', '--repo', DEMO]);
    const [name] = await cacheFiles(xdg);
    const file = path.join(xdg, 'hooksim', 'code-cache', name ?? '');
    await writeFile(file, Buffer.alloc(4096, 7));
    expect(await hooksim(xdg, ['validate', '--repo', DEMO])).toEqual(clean);
    expect((await readFile(file)).equals(Buffer.alloc(4096, 7))).toBe(false);
    expect(await hooksim(xdg, ['validate', '--repo', DEMO])).toEqual(clean);
  });

  it('leaves unread a cache that others may write, and replaces it with its own', async () => {
    const xdg = await cacheHome();
    await hooksim(xdg, ['validate', '--repo', DEMO]);
    const [name] = await cacheFiles(xdg);
    const file = path.join(xdg, 'hooksim', 'code-cache', name ?? '');
    await chmod(file, 0o666); // V8 would take its bytes: only the check can refuse them
    expect((await hooksim(xdg, ['validate', '--repo', DEMO])).status).toBe(0);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('keeps nothing from a run that was bad usage', async () => {
    const xdg = await cacheHome();
    const run = await hooksim(xdg, ['validate', '--repo', path.join(xdg, 'missing')]);
    expect(run.status).toBe(2);
    expect(await cacheFiles(xdg)).toEqual([]);
  });

  it('runs as without a cache where the cache directory cannot be written', async () => {
    const xdg = await cacheHome();
    await writeFile(path.join(xdg, 'hooksim'), 'a file where the directory would be');
    const run = await hooksim(xdg, ['validate', '--repo', DEMO]);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('guard.json');
  });

  it("removes other bundles' caches once they are a week old, and no younger one", async () => {
    const xdg = await cacheHome();
    await hooksim(xdg, ['validate', '--repo', DEMO]);
    const dir = path.join(xdg, 'hooksim', 'code-cache');
    const old = path.join(dir, `cli-0000000000000000-${process.version}-${process.arch}-run.bin`);
    const young = path.join(dir, `cli-1111111111111111-${process.version}-${process.arch}-run.bin`);
    await writeFile(old, 'old');
    await writeFile(young, 'young');
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    await utimes(old, eightDaysAgo, eightDaysAgo);
    await hooksim(xdg, ['schema', 'hooks']); // writes its own cache, and looks for stale ones
    const files = await cacheFiles(xdg);
    expect(files).toContain(path.basename(young));
    expect(files).not.toContain(path.basename(old));
  });

  it('reads a bundle of ASCII only (one non-ASCII character makes Node decode it as two-byte text)', async () => {
    const bundle = await readFile('dist/cli/cli.cjs');
    expect(bundle.findIndex((byte) => byte > 0x7f)).toBe(-1);
  });

  it('runs the bundle and the command in strict mode, as the ES modules they are built from', async () => {
    const bundle = await readFile('dist/cli/cli.cjs', 'utf8');
    expect(
      bundle.startsWith('(function (exports, require, module, __filename, __dirname) {\n"use strict";\n'),
    ).toBe(true);
    const command = await readFile(COMMAND, 'utf8');
    expect(command.startsWith('#!/usr/bin/env node\n"use strict";\n')).toBe(true);
  });
});
