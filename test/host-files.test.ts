/**
 * A pull request must not make hooksim read, list or echo a file of the machine it runs on: hook files, scripts
 * and scenarios are read on the host, so a committed symlink or a path naming `/proc/self/environ`, `../…` or
 * `/etc/…` would otherwise print host secrets into lint output, reports and job summaries. These run the bundled
 * CLI with a secret in its environment, as the Action runs it with the runner's tokens.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { lintRepo } from '../src/lint/lint-repo.js';
import { expandScenarioGlobs } from '../src/action/scenario-files.js';
import { findScenarioFiles, loadScenarioFile } from '../src/session/load-scenarios.js';
import { validateRepo } from '../src/commands/validate.js';
import { CHECKOUT_SECRETS, makeCheckout } from './helpers/checkout.js';
import { runCli } from './helpers/cli.js';
import { git } from './helpers/sandbox.js';

const BUNDLE = 'dist/cli/index.js';
const SECRET = 'HOST-SECRET-7f3a9c';
const ENV_SECRET = 'ENV-SECRET-51d2e8';

let base: string;
let outside: string;

async function hooksim(args: string[]): Promise<{ code: number; output: string }> {
  const env = { ...process.env, HOOKSIM_TEST_TOKEN: ENV_SECRET };
  try {
    const { stdout, stderr } = await promisify(execFile)('node', [BUNDLE, ...args], { env });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** A repository under `base` with `files` (text) and `links` (path → target). */
async function makeRepo(
  name: string,
  files: Record<string, string>,
  links: Record<string, string> = {},
): Promise<string> {
  const repo = join(base, name);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(repo, path, '..'), { recursive: true });
    await writeFile(join(repo, path), text);
    if (path.endsWith('.sh')) await chmod(join(repo, path), 0o755);
  }
  for (const [path, target] of Object.entries(links)) {
    await mkdir(join(repo, path, '..'), { recursive: true });
    await symlink(target, join(repo, path));
  }
  return repo;
}

const hooks = (entries: object): string => JSON.stringify({ version: 1, hooks: entries }, null, 2);

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'hooksim-host-files-'));
  outside = join(base, 'outside');
  await mkdir(join(outside, 'hooks'), { recursive: true });
  await writeFile(join(outside, 'secret.txt'), `${SECRET}\nline two\n`);
  await writeFile(join(outside, 'secret.sh'), `#!/usr/bin/env bash\necho ${SECRET} "$1"\n`, { mode: 0o755 });
  await writeFile(
    join(outside, 'hooks', `${SECRET}.json`),
    hooks({ sessionStart: [{ type: 'command', bash: `echo ${SECRET}` }] }),
  );
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('host files stay unread: hook files (runtime-behaviour.md §2)', () => {
  it('a hook file that links outside the repository is rejected unread; its content never shows', async () => {
    const repo = await makeRepo(
      'file-link',
      {},
      {
        '.github/hooks/a.json': join(outside, 'secret.txt'),
        '.github/hooks/env.json': '/proc/self/environ',
      },
    );
    const config = await validateRepo({ repo, profile: 'cloud' });
    expect(config.files.map((f) => [f.file, f.status]).sort()).toEqual([
      ['.github/hooks/a.json', 'rejected'],
      ['.github/hooks/env.json', 'rejected'],
    ]);
    for (const note of config.diagnostics) {
      expect(note.code).toBe('file-rejected');
      expect(note.message).toMatch(
        /^Not read: the file does not resolve to a file inside the repository that \/workspace shows \(it links to '.+'\)/,
      );
    }
    for (const command of ['validate', 'lint']) {
      const { code, output } = await hooksim([command, '--repo', repo]);
      expect(code).toBe(1);
      expect(output).toContain('does not resolve to a file inside the repository');
      expect(output).not.toContain(SECRET);
      expect(output).not.toContain(ENV_SECRET);
    }
  });

  it('a link out of the repository reads the same whether its target exists or not: no existence oracle', async () => {
    const repo = await makeRepo(
      'oracle',
      {},
      {
        '.github/hooks/there.json': join(outside, 'secret.txt'),
        '.github/hooks/not-there.json': join(outside, 'no-such-file'),
      },
    );
    const config = await validateRepo({ repo, profile: 'cloud' });
    const words = config.diagnostics.map((d) => d.message.replace(/'[^']*'/, "'…'"));
    expect(words).toHaveLength(2);
    expect(words[0]).toBe(words[1]);
    expect(words[0]).toMatch(
      /^Not read: the file does not resolve to a file inside the repository that \/workspace shows \(it links to '…'\)/,
    );
  });

  it('no verdict depends on whether a host path exists: links through an outside directory, to directories, settings', async () => {
    const verdicts = async (target: string, profile: string): Promise<string[]> => {
      const repo = await makeRepo(
        `oracle-${profile}-${target.replace(/\W/g, '_')}`,
        { 'keep.txt': '' },
        {
          out: outside,
          '.github/hooks/two-step.json': `../../out/${target}`,
          '.github/hooks/dir-or-file': join(outside, target),
          '.claude/settings.json': join(outside, target),
        },
      );
      const config = await validateRepo({ repo, profile });
      return [
        ...config.files.map((f) => `${f.file} ${f.status}`),
        ...config.diagnostics.map((d) => `${d.code} ${d.file}`),
      ].sort();
    };
    for (const profile of ['cloud', 'cli']) {
      const existing = await verdicts('secret.txt', profile);
      expect(await verdicts('no-such-file', profile)).toEqual(existing);
      expect(await verdicts('hooks', profile)).toEqual(existing);
    }
  });

  it('a directory link out of the repository is not looked into, only noted', async () => {
    const repo = await makeRepo(
      'dir-link',
      { '.github/hooks/ok.json': hooks({ sessionStart: [{ type: 'command', bash: 'cat >/dev/null' }] }) },
      { '.github/hooks/r': join(outside, 'hooks'), '.github/hooks/root': '/' },
    );
    const config = await validateRepo({ repo, profile: 'cli' });
    expect(config.files.map((f) => f.file)).toEqual(['.github/hooks/ok.json']);
    const notes = config.diagnostics.filter((d) => d.code === 'outside-repository');
    expect(notes.map((d) => [d.file, d.code, d.severity]).sort()).toEqual([
      ['.github/hooks/r', 'outside-repository', 'warning'],
      ['.github/hooks/root', 'outside-repository', 'warning'],
    ]);
    const { output } = await hooksim(['validate', '--repo', repo, '--profile', 'cli']);
    expect(output).not.toContain(SECRET);
  });

  it('links inside the repository are followed as Copilot follows them', async () => {
    const repo = await makeRepo(
      'inside-link',
      { 'shared/hooks.json': hooks({ sessionStart: [{ type: 'command', bash: 'cat >/dev/null' }] }) },
      { '.github/hooks/a.json': '../../shared/hooks.json' },
    );
    const config = await validateRepo({ repo, profile: 'cloud' });
    expect(config.files).toEqual([{ file: '.github/hooks/a.json', status: 'loaded', hooks: 1 }]);
    expect(config.diagnostics).toEqual([]);
  });
});

describe('host files stay unread: lint of scripts (issue 6)', () => {
  it('a script outside the repository, by absolute path, by ../ or by a link, is neither read nor judged', async () => {
    const repo = await makeRepo(
      'scripts',
      {
        '.github/hooks/hooks.json': hooks({
          preToolUse: [
            { type: 'command', bash: join(outside, 'secret.sh') },
            { type: 'command', bash: '../outside/secret.sh' },
            { type: 'command', bash: './.github/hooks/linked.sh' },
            { type: 'command', bash: '/proc/self/environ' },
          ],
        }),
      },
      { '.github/hooks/linked.sh': join(outside, 'secret.sh') },
    );
    expect(await lintRepo({ repo })).toEqual([]);
    const { code, output } = await hooksim(['lint', '--repo', repo]);
    expect({ code, output }).toEqual({ code: 0, output: 'No lint findings.\n' });
  });
});

describe('host files stay unread: scenarios (DESIGN.md scenario format)', () => {
  it('a scenario under the repository that links outside it is a problem, not read', async () => {
    const repo = await makeRepo('scenario-link', {}, { 'scenarios/s.yml': join(outside, 'secret.txt') });
    const loaded = await loadScenarioFile(join(repo, 'scenarios/s.yml'), 'scenarios/s.yml', repo);
    expect(loaded).toEqual({
      ok: false,
      file: 'scenarios/s.yml',
      problems: [
        {
          file: 'scenarios/s.yml',
          line: 0,
          column: 0,
          message:
            'not read: the file does not resolve to a file inside the repository that /workspace shows; hooksim reads only those (nothing outside the repository, under .git, git-ignored or in a nested checkout)',
        },
      ],
    });
    const { code, output } = await hooksim(['run', join(repo, 'scenarios/s.yml'), '--repo', repo]);
    expect(code).toBe(2);
    expect(output).toContain('does not resolve to a file inside the repository');
    expect(output).not.toContain(SECRET);
  });

  it('a scenario folder (or .github) that links out of the repository is not listed, by run or by the Action', async () => {
    await mkdir(join(outside, 'scenarios'), { recursive: true });
    await writeFile(join(outside, 'scenarios', `${SECRET}.yml`), 'name: host\nprompt: hi\n');
    const folder = await makeRepo(
      'scenario-dir-link',
      {},
      { '.github/hook-scenarios': join(outside, 'scenarios') },
    );
    const dotGithub = await makeRepo('dot-github-link', {}, { '.github': outside });
    for (const repo of [folder, dotGithub]) {
      expect(await findScenarioFiles(repo)).toEqual([]);
      expect(await expandScenarioGlobs(repo, ['.github/hook-scenarios/**/*.{yml,yaml}'])).toEqual([]);
      const { output } = await hooksim(['run', '--repo', repo]);
      expect(output).not.toContain(SECRET);
    }
  });

  it('a scenario given by a path outside the repository is read as given', async () => {
    const file = join(outside, 'given.yml');
    await writeFile(file, 'name: given\nprompt: hi\n');
    const repo = await makeRepo('given', {});
    const loaded = await loadScenarioFile(file, file, repo);
    expect(loaded.ok).toBe(true);
  });
});

/**
 * Inside the repository, hooksim reads on the host only what `/workspace` shows (decideWorkspaceView): the
 * checkout's `.git/config` holds the job token, an ignored `.env` or a nested checkout's files are no part of
 * what a hook sees, and YAML or schema errors would otherwise quote them into every report (redteam3 F1, F1b).
 */
describe('host files stay unread: inside the repository, what /workspace does not show', () => {
  const secrets = Object.values(CHECKOUT_SECRETS).map((pair) => pair.join(''));
  const LINKS: Record<string, string> = {
    'git-config': '../../.git/config',
    env: '../../.env',
    'tools-config': '../../tools/.git/config',
    'tools-env': '../../tools/.env',
    'submodule-config': '../../.git/modules/lib/config',
    'submodule-env': '../../lib/secret.env',
    'git-missing': '../../.git/no-such-file',
  };
  let checkout: { dir: string; cleanup: () => Promise<void> };
  let reports: string;

  beforeAll(async () => {
    checkout = await makeCheckout({
      '.github/hooks/a.json': hooks({ sessionStart: [{ type: 'command', bash: 'cat >/dev/null' }] }),
      '.github/hook-scenarios/ok.yml':
        'name: good\nsteps:\n  - tool: bash\n    args: { command: ls }\n    expect: { decision: none }\n',
      'scripts/ok.sh': 'echo "$1"\n',
    });
    const dir = checkout.dir;
    for (const [name, target] of Object.entries(LINKS)) {
      await symlink(target, join(dir, '.github/hook-scenarios', `${name}.yml`));
      await symlink(target, join(dir, '.github/hooks', `${name}.json`));
    }
    await symlink('../../tools', join(dir, '.github/hooks/tools'));
    await symlink('../../.git', join(dir, '.github/hooks/git'));
    git(dir, 'add', '.github');
    git(dir, 'commit', '-q', '-m', 'links');
    // Lines a script rule would quote, in files no hook can read.
    const [tokenA, tokenB] = CHECKOUT_SECRETS.topToken;
    git(dir, 'config', 'alias.leak', `!echo $1 ${tokenA}${tokenB}`);
    await writeFile(join(dir, '.env'), `TOKEN=${CHECKOUT_SECRETS.topEnv.join('')}\necho "$1"\n`);
    await writeFile(join(dir, 'local.yml'), 'name: local\n');
    await writeFile(join(dir, '.gitignore'), '.env\nlocal.yml\n');
    reports = await mkdtemp(join(tmpdir(), 'hooksim-host-files-reports-'));
  });
  afterAll(async () => {
    await checkout.cleanup();
    await rm(reports, { recursive: true, force: true });
  });

  const expectNoSecret = (text: string): void => {
    for (const secret of secrets) expect(text).not.toContain(secret);
  };

  it('run: scenarios linking to .git, ignored files or a nested checkout are refused unread, in every report', async () => {
    const json = join(reports, 'r.json');
    const junit = join(reports, 'r.xml');
    const markdown = join(reports, 'r.md');
    const { status, stdout, stderr } = await runCli([
      'run',
      '--repo',
      checkout.dir,
      '--report',
      `json=${json}`,
      '--report',
      `junit=${junit}`,
      '--report',
      `markdown=${markdown}`,
    ]);
    expect(status).toBe(2);
    expectNoSecret(stdout + stderr);
    for (const file of [json, junit, markdown]) expectNoSecret(await readFile(file, 'utf8'));
    expect(stdout).toContain('✓ good');
    const report = JSON.parse(await readFile(json, 'utf8')) as {
      summary: { passed: number; errored: number };
      scenarios: Array<{ file: string; failures?: Array<{ message: string }> }>;
    };
    expect(report.summary).toMatchObject({ passed: 1, errored: Object.keys(LINKS).length });
    // The same words whether the target exists or not: no existence oracle.
    for (const name of Object.keys(LINKS)) {
      expect(stdout).toContain(
        `.github/hook-scenarios/${name}.yml:0:0: not read: the file does not resolve to a file inside the repository that /workspace shows`,
      );
    }
  });

  it('validate: hook files and folders linking there are rejected or not followed, the real one still loads', async () => {
    const config = await validateRepo({ repo: checkout.dir, profile: 'cli' });
    expect(config.files.filter((f) => f.status !== 'rejected').map((f) => f.file)).toEqual([
      '.github/hooks/a.json',
    ]);
    expect(config.files.filter((f) => f.status === 'rejected')).toHaveLength(Object.keys(LINKS).length);
    const notFollowed = config.diagnostics.filter((d) => d.code === 'outside-repository').map((d) => d.file);
    expect(notFollowed.sort()).toEqual(['.github/hooks/git', '.github/hooks/tools']);
    const { stdout, stderr } = await runCli(['validate', '--repo', checkout.dir, '--profile', 'cli']);
    expectNoSecret(stdout + stderr);
  });

  it("lint: a hook naming ./.env, .git/config or a nested checkout's file as its script reads nothing of it", async () => {
    await writeFile(
      join(checkout.dir, '.github/hooks/a.json'),
      hooks({
        preToolUse: [
          { type: 'command', bash: './.env' },
          { type: 'command', bash: './.git/config' },
          { type: 'command', bash: './.git/no-such.sh' },
          { type: 'command', bash: './tools/.env' },
          { type: 'command', bash: './tools/.git/config' },
          { type: 'command', bash: './lib/secret.env' },
          { type: 'command', bash: './scripts/ok.sh' },
        ],
      }),
    );
    const findings = await lintRepo({ repo: checkout.dir });
    const scripts = findings.filter((f) => !f.file.startsWith('.github/'));
    // Only the shown script is judged (it reads $1 and is not executable).
    expect([...new Set(scripts.map((f) => f.file))]).toEqual(['scripts/ok.sh']);
    const judged = findings.filter((f) => f.file === '.github/hooks/a.json' && f.code.startsWith('script'));
    expect(judged.map((f) => f.code)).toEqual(['script-not-executable']);
    for (const format of ['text', 'json', 'github', 'sarif']) {
      const { stdout, stderr } = await runCli(['lint', '--repo', checkout.dir, '--format', format]);
      expectNoSecret(stdout + stderr);
    }
  });

  it('the scenario globs of the Action list no file /workspace does not show', async () => {
    const files = await expandScenarioGlobs(checkout.dir, ['**/*.yml']);
    const relative = files.map((file) => file.slice(checkout.dir.length + 1));
    expect(relative).not.toContain('local.yml');
    expect(relative.filter((file) => file.startsWith('tools/'))).toEqual([]);
    expect(relative).toContain('.github/hook-scenarios/ok.yml');
  });
});
