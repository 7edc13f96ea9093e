/**
 * `hooksim init` (issue 18): in a copy of examples/demo without its scenarios it writes the workflow, the schema
 * and one recorded scenario per hook file; `run` passes them; a changed guard reason fails `run` and
 * `run --update` fixes it; a second init skips what exists unless --force.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { releaseNamespaceRun } from '../src/sandbox/namespace.js';
import { runCli } from './helpers/cli.js';

const NO_CI = { PATH: process.env.PATH };

describe('init on a copy of examples/demo without scenarios (namespace sandbox)', () => {
  let dir: string;
  const read = (relative: string) => readFile(path.join(dir, relative), 'utf8');
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hooksim-init-'));
    await cp('examples/demo', dir, { recursive: true });
    await rm(path.join(dir, '.github/hook-scenarios'), { recursive: true });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes recorded scenarios, the schema and the workflow; run passes, a changed reason is fixed by --update', async () => {
    const init = await runCli(['init', '--repo', dir, '--sandbox', 'namespace'], '', NO_CI);
    expect(init.stderr).toBe('');
    expect(init.status).toBe(0);
    for (const line of [
      'wrote .github/hook-scenarios/context.yml (recorded, passed)',
      'wrote .github/hook-scenarios/guard.yml (recorded, passed)',
      'wrote .github/hook-scenarios/stop.yml (recorded, passed)',
      'wrote .github/hook-scenarios/hooksim.schema.json',
      'wrote .github/workflows/hooksim.yml',
    ])
      expect(init.stdout.split('\n')).toContain(line);
    expect((await readdir(path.join(dir, '.github/hook-scenarios'))).sort()).toEqual([
      'context.yml',
      'guard.yml',
      'hooksim.schema.json',
      'stop.yml',
    ]);

    const guard = await read('.github/hook-scenarios/guard.yml');
    expect(guard.split('\n')[0]).toBe('# yaml-language-server: $schema=hooksim.schema.json');
    const scenario = parse(guard) as {
      steps: { tool?: string; args?: { command?: string }; expect?: object }[];
    };
    // Only the calls the guard's `bash` matcher sees, each with its recorded outcome.
    expect(scenario.steps.map((s) => s.tool)).toEqual(['bash', 'bash']);
    expect(scenario.steps[1]).toEqual({
      tool: 'bash',
      args: { command: 'rm -rf / --no-preserve-root' },
      result: '',
      expect: {
        decision: 'deny',
        reason: 'dangerous command blocked: rm -rf / --no-preserve-root',
        agentSees: 'Denied by preToolUse hook: dangerous command blocked: rm -rf / --no-preserve-root',
      },
    });
    const stop = parse(await read('.github/hook-scenarios/stop.yml')) as { steps: object[] };
    expect(stop.steps.at(-1)).toMatchObject({ stop: {}, expect: { decision: 'block', continuations: 1 } });
    const schema = JSON.parse(await read('.github/hook-scenarios/hooksim.schema.json')) as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['name', 'steps', 'expect']));

    const workflow = await read('.github/workflows/hooksim.yml');
    const parsed = parse(workflow) as {
      on: unknown;
      permissions: unknown;
      jobs: { hooks: { steps: object[] } };
    };
    expect(parsed.on).toBe('pull_request');
    expect(parsed.permissions).toEqual({ contents: 'read' });
    expect(parsed.jobs.hooks.steps.at(-1)).toEqual({ uses: 'hooksim/hooksim@v0' });
    expect(workflow).toMatch(/# Pin a release tag or, better, a commit SHA/);

    expect((await runCli(['run', '--repo', dir, '--sandbox', 'namespace'], '', NO_CI)).status).toBe(0);

    const script = path.join(dir, '.github/hooks/scripts/guard.sh');
    await writeFile(
      script,
      (await readFile(script, 'utf8')).replace('dangerous command blocked: ', 'blocked as dangerous: '),
    );
    // A CLI process copies the repository once; this one goes on, so it forgets the copy with the old script.
    await releaseNamespaceRun();
    const failing = await runCli(['run', '--repo', dir, '--sandbox', 'namespace'], '', NO_CI);
    expect(failing.status).toBe(1);
    const update = await runCli(['run', '--repo', dir, '--sandbox', 'namespace', '--update'], '', NO_CI);
    expect(update.status).toBe(0);
    expect(update.stdout).toContain(
      '    - reason: "dangerous command blocked: rm -rf / --no-preserve-root"\n    + reason: "blocked as dangerous: rm -rf / --no-preserve-root"',
    );
    expect(await read('.github/hook-scenarios/guard.yml')).toBe(
      guard.replaceAll('dangerous command blocked: ', 'blocked as dangerous: '),
    );
    expect((await runCli(['run', '--repo', dir, '--sandbox', 'namespace'], '', NO_CI)).status).toBe(0);
  }, 240_000);

  it('never overwrites without --force, and says which files it skipped', async () => {
    const before = await read('.github/workflows/hooksim.yml');
    await writeFile(path.join(dir, '.github/workflows/hooksim.yml'), '# mine\n');
    const again = await runCli(['init', '--repo', dir, '--sandbox', 'namespace'], '', NO_CI);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain(
      'skipped .github/workflows/hooksim.yml: it exists (--force overwrites it)',
    );
    expect(again.stdout).toContain('skipped .github/hook-scenarios/guard.yml: it exists');
    expect(again.stdout).not.toContain('wrote ');
    expect(await read('.github/workflows/hooksim.yml')).toBe('# mine\n');
    const forced = await runCli(['init', '--repo', dir, '--sandbox', 'namespace', '--force'], '', NO_CI);
    expect(forced.status).toBe(0);
    expect(forced.stdout).toContain('wrote .github/workflows/hooksim.yml');
    expect(await read('.github/workflows/hooksim.yml')).toBe(before);
  }, 240_000);

  it('records the other hook files when one is rejected, names it (file:line:column) and exits 1', async () => {
    const mixed = await mkdtemp(path.join(tmpdir(), 'hooksim-init-mixed-'));
    try {
      await cp(path.join(dir, '.github/hooks'), path.join(mixed, '.github/hooks'), { recursive: true });
      await writeFile(
        path.join(mixed, '.github/hooks/broken.json'),
        '{"version": 1,\n "hooks": {"preToolUse": "oops"}}\n',
      );
      const result = await runCli(['init', '--repo', mixed, '--sandbox', 'namespace'], '', NO_CI);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        '.github/hooks/broken.json:2:26: error file-rejected: hooks.preToolUse',
      );
      expect(result.stdout).toContain('wrote .github/hook-scenarios/guard.yml (recorded, passed)');
      expect(await readdir(path.join(mixed, '.github/hook-scenarios'))).not.toContain('broken.yml');
    } finally {
      await rm(mixed, { recursive: true, force: true });
    }
  }, 240_000);

  it('refuses a repository without hooks (exit 2)', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'hooksim-init-empty-'));
    try {
      const result = await runCli(['init', '--repo', empty], '', NO_CI);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('no hooks to start from');
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
