import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureRunDir } from '../src/sandbox/cleanup.js';
import { forgetLaunchMode, rememberedLaunchMode } from '../src/sandbox/launch-mode-cache.js';

describe('the launch mode remembered across processes (issue 15: fire starts one sandbox)', () => {
  let cache: string;
  const saved = process.env.XDG_CACHE_HOME;
  const file = (): string => path.join(cache, 'hooksim', `launch-mode-${process.getuid?.() ?? 0}.json`);

  beforeAll(() => {
    cache = mkdtempSync(path.join(tmpdir(), 'hooksim-mode-cache-'));
    process.env.XDG_CACHE_HOME = cache;
  });
  afterAll(async () => {
    await forgetLaunchMode();
    if (saved === undefined) delete process.env.XDG_CACHE_HOME;
    else process.env.XDG_CACHE_HOME = saved;
    rmSync(cache, { recursive: true, force: true });
  });

  it('probes the first time and remembers; the next process takes the remembered mode', async () => {
    await forgetLaunchMode();
    const first = await rememberedLaunchMode(ensureRunDir());
    expect(first.remembered).toBe(false);
    const stored = JSON.parse(readFileSync(file(), 'utf8')) as { mode: unknown };
    expect(stored.mode).toEqual(first.mode);
    await forgetLaunchMode();
    writeFileSync(file(), JSON.stringify(stored));
    const second = await rememberedLaunchMode(ensureRunDir());
    expect(second).toEqual({ mode: first.mode, remembered: true });
  }, 30_000);

  it('probes again when the file is for another boot or kernel, or holds what no probe gives', async () => {
    for (const text of [
      JSON.stringify({ validity: 'another boot', mode: { privilege: 'none', nested: true } }),
      '{not json',
      JSON.stringify({ validity: 'x', mode: { privilege: 'root', nested: 'yes' } }),
    ]) {
      await forgetLaunchMode();
      writeFileSync(file(), text);
      expect((await rememberedLaunchMode(ensureRunDir())).remembered).toBe(false);
    }
  }, 60_000);
});
