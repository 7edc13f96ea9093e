/**
 * `--compare PROFILE` (issue 4, runtime-behaviour.md intro): each step whose outcome differs between two
 * profiles, and the flags that differ, in the JSON report, the terminal and the Markdown.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main, type CliIo } from '../src/cli-main.js';

const REPO = 'test/fixtures/compare/toolargs-object';
let out: string;
beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'hooksim-compare-'));
});
afterAll(() => rm(out, { recursive: true, force: true }));

describe('run --compare cloud-docs', () => {
  it('finds the hook that works only when toolArgs is an object', async () => {
    const stdout: string[] = [];
    const io: CliIo = { stdout: (t) => stdout.push(t), stderr: () => undefined, readStdin: () => '' };
    const json = path.join(out, 'r.json');
    const markdown = path.join(out, 'r.md');
    const status = await main(
      [
        'run',
        '--repo',
        REPO,
        '--compare',
        'cloud-docs',
        '--report',
        `json=${json}`,
        '--report',
        `markdown=${markdown}`,
      ],
      io,
    );
    expect(status).toBe(0);
    const report = JSON.parse(await readFile(json, 'utf8'));
    expect(report.comparison.profile).toBe('cloud-docs');
    expect(report.comparison.flags).toContain('toolArgsEncoding');
    const differences = report.comparison.scenarios[0].differences;
    // rm -rf: denied by the guard's reason under cloud; under cloud-docs jq fails on the string and the
    // command hook errors, which fails closed with the plain errored text.
    expect(differences).toContainEqual({
      step: 0,
      event: 'preToolUse',
      occurrence: 0,
      field: 'agentSees',
      base: 'Denied by preToolUse hook: no rm -rf',
      other: 'Denied by preToolUse hook (hook errored)',
    });
    // ls: allowed under cloud, denied under cloud-docs: the hook errors on every call there.
    expect(differences).toContainEqual({
      step: 1,
      event: 'preToolUse',
      occurrence: 0,
      field: 'decision',
      base: 'none',
      other: 'deny',
    });
    expect(differences.some((d: { event: string }) => d.event === 'sessionStart')).toBe(false);
    expect(stdout.join('\n')).toContain('step 1 preToolUse decision: "none" → "deny"');
    expect(await readFile(markdown, 'utf8')).toContain('### Compared with profile `cloud-docs`');
  });

  it('reports the same outcome when nothing differs', async () => {
    const json = path.join(out, 'same.json');
    const io: CliIo = { stdout: () => undefined, stderr: () => undefined, readStdin: () => '' };
    await main(['run', '--repo', REPO, '--compare', 'cloud', '--report', `json=${json}`], io);
    const report = JSON.parse(await readFile(json, 'utf8'));
    expect(report.comparison.flags).toEqual([]);
    expect(report.comparison.scenarios[0].differences).toEqual([]);
  });
});

describe('run --compare compares loading too (issue 17)', () => {
  it('a hook file without "version" loads under cloud and is rejected under cloud-docs: the comparison says so, and which hooks ran', async () => {
    const { makeTempRepo } = await import('./helpers/temp-repo.js');
    const repo = await makeTempRepo({
      '.github/hooks/guard.json': JSON.stringify({
        hooks: { preToolUse: [{ type: 'command', bash: 'cat >/dev/null; echo {}' }] },
      }),
    });
    try {
      const stdout: string[] = [];
      const io: CliIo = { stdout: (t) => stdout.push(t), stderr: () => undefined, readStdin: () => '' };
      const json = path.join(out, 'loading.json');
      await main(['run', '--repo', repo.dir, '--compare', 'cloud-docs', '--report', `json=${json}`], io);
      const report = JSON.parse(await readFile(json, 'utf8'));
      expect(report.comparison.loading).toEqual([
        { file: '.github/hooks/guard.json', base: 'loaded', other: 'rejected' },
      ]);
      const differences = report.comparison.scenarios[0].differences;
      expect(differences).toContainEqual(
        expect.objectContaining({
          event: 'preToolUse',
          field: 'hooks run',
          base: ['.github/hooks/guard.json#0'],
          other: [],
        }),
      );
      const text = stdout.join('\n');
      expect(text).toContain('  ≠ loading .github/hooks/guard.json: loaded → rejected');
      expect(text).not.toContain('same outcome');
    } finally {
      await repo.cleanup();
    }
  });
});
