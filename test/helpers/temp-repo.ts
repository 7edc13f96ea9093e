/** Build a throwaway repository on disk for a test: files by relative path, `.sh` files made executable. */
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A temporary repository and a way to remove it. */
export interface TempRepo {
  dir: string;
  cleanup(): Promise<void>;
}

/** Write `files` (path → text; objects are written as JSON) into a new temporary directory. */
export async function makeTempRepo(files: Record<string, string | object>): Promise<TempRepo> {
  const dir = await mkdtemp(join(tmpdir(), 'hooksim-test-'));
  for (const [path, content] of Object.entries(files)) {
    const full = join(dir, path);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
    if (path.endsWith('.sh')) await chmod(full, 0o755);
  }
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** A hook file with the given event arrays. */
export function hookFile(hooks: Record<string, unknown[]>, extra: Record<string, unknown> = {}): object {
  return { version: 1, ...extra, hooks };
}
