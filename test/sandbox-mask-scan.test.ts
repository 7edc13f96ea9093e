import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mayStartNamespaceSandbox } from '../src/cli-prefetch.js';
import { beginMaskScan, findMaskedPaths, forgetMaskLayers } from '../src/sandbox/system-layers.js';

/** What the single `find` findMaskedPaths ran before the scan was split over the CPUs printed. */
function singleFind(roots: string[]): string[] {
  const args = [...roots, '-xdev', '(', '-type', 'd', '!', '-perm', '-o=rx', '-prune', '-print0', ')'];
  args.push('-o', '(', '-type', 'd', '-o', '-type', 'l', ')');
  args.push('-o', '(', '-type', 'f', '-perm', '-o=r', ')', '-o', '-print0');
  let out: string;
  try {
    out = execFileSync('find', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch (error) {
    out = String((error as { stdout?: string }).stdout ?? '');
  }
  return [...new Set(out.split('\0').filter(Boolean))].filter((p) => !roots.includes(p)).sort();
}

describe('the root-only scan of the system directories, split over the CPUs (issue 15)', () => {
  let base: string;
  let roots: string[];

  beforeAll(() => {
    base = mkdtempSync(path.join(tmpdir(), 'hooksim-mask-scan-'));
    const a = path.join(base, 'a');
    const b = path.join(base, 'b');
    roots = [a, b];
    const file = (rel: string, mode: number): void => {
      const full = path.join(base, rel);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, 'x');
      chmodSync(full, mode);
    };
    file('a/top-secret', 0o600);
    file('a/top-public', 0o644);
    file('a/lib/deep/er/shadow', 0o640);
    file('a/lib/deep/er/readable', 0o644);
    file('a/lib/x/y/z/key', 0o000);
    file('a/share/doc/readme', 0o644);
    file('a/closed/inside', 0o644);
    chmodSync(path.join(a, 'closed'), 0o700);
    file('a/traverse-only/inside', 0o600);
    chmodSync(path.join(a, 'traverse-only'), 0o711);
    file('a/open/closed-deep/file', 0o644);
    chmodSync(path.join(a, 'open', 'closed-deep'), 0o750);
    symlinkSync('/etc/shadow', path.join(a, 'lib', 'link-to-secret'));
    symlinkSync('lib', path.join(a, 'link-dir'));
    execFileSync('mkfifo', [path.join(a, 'lib', 'fifo')]);
    file('b/only-file', 0o400);
    file('b/sub/ok', 0o644);
  });
  afterAll(() => {
    forgetMaskLayers();
    rmSync(base, { recursive: true, force: true });
  });

  it('finds exactly what the single find found', async () => {
    forgetMaskLayers();
    const expected = singleFind(roots);
    expect(expected).toEqual(
      [
        'a/closed',
        'a/lib/deep/er/shadow',
        'a/lib/fifo',
        'a/lib/x/y/z/key',
        'a/open/closed-deep',
        'a/top-secret',
        'a/traverse-only',
        'b/only-file',
      ].map((rel) => path.join(base, rel)),
    );
    expect(await findMaskedPaths(roots)).toEqual(expected);
  });

  it('a scan begun early (the CLI, before it loads) gives the same answer, and a new scan sees a new file', async () => {
    forgetMaskLayers();
    beginMaskScan(roots);
    const early = await findMaskedPaths(roots);
    expect(early).toEqual(singleFind(roots));
    const late = path.join(base, 'a', 'share', 'doc', 'new-secret');
    writeFileSync(late, 'x', { mode: 0o600 });
    // Within a run the scan is remembered; a new run (forgetMaskLayers) scans afresh.
    forgetMaskLayers();
    expect(await findMaskedPaths(roots)).toContain(late);
  });

  it('begins early only for fire and run that may start a namespace sandbox', () => {
    expect(mayStartNamespaceSandbox(['fire', 'preToolUse'])).toBe(true);
    expect(mayStartNamespaceSandbox(['run', '--sandbox', 'namespace'])).toBe(true);
    expect(mayStartNamespaceSandbox(['run', '--sandbox', 'process'])).toBe(false);
    expect(mayStartNamespaceSandbox(['fire', 'preToolUse', '--sandbox=process'])).toBe(false);
    expect(mayStartNamespaceSandbox(['fire', '--help'])).toBe(false);
    expect(mayStartNamespaceSandbox(['init', '--repo', 'x'])).toBe(true);
    expect(mayStartNamespaceSandbox(['import', 'events.jsonl', '--update'])).toBe(true);
    expect(mayStartNamespaceSandbox(['import', 'events.jsonl'])).toBe(false);
    expect(mayStartNamespaceSandbox(['validate'])).toBe(false);
    expect(mayStartNamespaceSandbox([])).toBe(false);
  });
});
