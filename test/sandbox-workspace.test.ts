import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { execFile } from 'node:child_process';
import {
  acquireWorkspaceCopy,
  createFilteredCopy,
  decideWorkspaceView,
  listWorkspaceFiles,
  releaseWorkspaceCopies,
  run,
  sanitizeGitConfig,
} from '../src/sandbox/workspace.js';
import { hostGitEnv } from '../src/sandbox/host-git.js';
import { CHECKOUT_SECRETS, makeCheckout, PROBE_HOOK_FILE } from './helpers/checkout.js';
import { fingerprint, git } from './helpers/sandbox.js';
import { makeTempRepo, type TempRepo } from './helpers/temp-repo.js';

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'hooksim-ws-test-'));
});
afterAll(async () => {
  await releaseWorkspaceCopies();
  rmSync(scratch, { recursive: true, force: true });
});

function freshDir(name: string): string {
  return mkdtempSync(path.join(scratch, `${name}-`));
}

/** The filtered copy of `repo` in a fresh directory, listed by listTree; and the directory. */
async function copyAndList(repo: string, name: string): Promise<{ dest: string; tree: string[] }> {
  const dest = freshDir(name);
  await createFilteredCopy(repo, dest);
  return { dest, tree: listTree(dest) };
}

/** The files the filtered copy of `repo` holds (listWorkspaceFiles), sorted. */
async function shownFiles(repo: string): Promise<string[]> {
  const files: string[] = [];
  await listWorkspaceFiles(repo, await decideWorkspaceView(repo), async (batch) => {
    files.push(...batch);
  });
  return files.sort();
}

/** The bundled CLI's `fire sessionStart` of PROBE_HOOK_FILE in the namespace sandbox: its output and answer. */
async function probeWorkspace(repo: string): Promise<{ stdout: string; context: string }> {
  const { stdout } = await promisify(execFile)(
    'node',
    ['dist/cli/index.js', 'fire', 'sessionStart', '--repo', repo, '--sandbox', 'namespace', '--json'],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const record = JSON.parse(stdout) as { result: { additionalContext?: string } };
  return { stdout, context: record.result.additionalContext ?? '' };
}

/** Every path under dir, relative, sorted; directories end with `/`. */
function listTree(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(dir, rel))) {
    const child = rel === '' ? name : `${rel}/${name}`;
    if (child === '.git') {
      out.push('.git/');
      continue;
    }
    const stat = lstatSync(path.join(dir, child));
    if (stat.isDirectory()) out.push(`${child}/`, ...listTree(dir, child));
    else out.push(child);
  }
  return out.sort();
}

describe('filtered workspace copy (cloud-environment.md §1 /workspace)', () => {
  let repo: TempRepo;
  let before: string;

  beforeAll(async () => {
    repo = await makeTempRepo({
      '.gitignore': '.env\nnode_modules/\n*.log\n',
      '.env': 'TOKEN=secret\n',
      'node_modules/dep/index.js': 'x\n',
      'build.log': 'log\n',
      'src/index.js': 'code\n',
      'src/.gitignore': 'generated/\n',
      'src/generated/out.js': 'gen\n',
      'scripts/run.sh': '#!/bin/sh\necho run\n',
      'tracked-then-deleted.txt': 'gone\n',
      'untracked.txt': 'new\n',
    });
    symlinkSync('/etc/passwd', path.join(repo.dir, 'link-out'));
    git(repo.dir, 'init', '-q', '-b', 'main');
    git(repo.dir, 'add', '.gitignore', 'src', 'scripts', 'tracked-then-deleted.txt', 'link-out');
    git(repo.dir, 'commit', '-q', '-m', 'init');
    unlinkSync(path.join(repo.dir, 'tracked-then-deleted.txt'));
    git(repo.dir, 'config', 'http.https://github.com/.extraheader', 'AUTHORIZATION: basic c2VjcmV0');
    before = fingerprint(repo.dir);
  });
  afterAll(() => repo.cleanup());

  it('holds tracked and untracked-not-ignored files plus .git, none of the ignored ones', async () => {
    const { dest, tree } = await copyAndList(repo.dir, 'copy');
    expect(tree).toEqual([
      '.git/',
      '.gitignore',
      'link-out',
      'scripts/',
      'scripts/run.sh',
      'src/',
      'src/.gitignore',
      'src/index.js',
      'untracked.txt',
    ]);
    // Symlinks stay symlinks (never followed on the host), modes are kept.
    expect(readlinkSync(path.join(dest, 'link-out'))).toBe('/etc/passwd');
    expect(lstatSync(path.join(dest, 'scripts/run.sh')).mode & 0o111).not.toBe(0);
    expect(git(dest, 'status', '--porcelain')).toBe(' D tracked-then-deleted.txt\n?? untracked.txt\n');
  });

  it('never changes the checkout, its .git/config included', async () => {
    await createFilteredCopy(repo.dir, freshDir('copy'));
    expect(fingerprint(repo.dir)).toBe(before);
    expect(readFileSync(path.join(repo.dir, '.git/config'), 'utf8')).toContain('c2VjcmV0');
  });

  it('copies a folder outside git whole', async () => {
    const plain = await makeTempRepo({ '.env': 'A=1\n', 'node_modules/x.js': 'x\n', 'a.txt': 'a\n' });
    try {
      expect((await copyAndList(plain.dir, 'plain')).tree).toEqual([
        '.env',
        'a.txt',
        'node_modules/',
        'node_modules/x.js',
      ]);
    } finally {
      await plain.cleanup();
    }
  });

  it('leaves out a repository nested in a folder outside git (no clone, no token of its)', async () => {
    const plain = await makeTempRepo({ 'a.txt': 'a\n', 'inner/b.txt': 'b\n' });
    try {
      git(path.join(plain.dir, 'inner'), 'init', '-q');
      git(path.join(plain.dir, 'inner'), 'config', 'http.extraheader', 'AUTHORIZATION: basic c2VjcmV0');
      expect((await decideWorkspaceView(plain.dir)).hidden).toEqual(['inner/']);
      expect((await copyAndList(plain.dir, 'plain-nested')).tree).toEqual(['a.txt']);
    } finally {
      await plain.cleanup();
    }
  });

  it('filters a subfolder of a work tree by the repository’s ignore rules, without a .git', async () => {
    expect((await copyAndList(path.join(repo.dir, 'src'), 'sub')).tree).toEqual(['.gitignore', 'index.js']);
  });

  it('is made once per repository and run, shared by every session, and removed on release', async () => {
    const runDir = freshDir('run');
    const refreshed: string[] = [];
    const options = { refreshIndex: async (copy: string) => void refreshed.push(copy) };
    const [first, second] = await Promise.all([
      acquireWorkspaceCopy(repo.dir, runDir, options),
      acquireWorkspaceCopy(`${repo.dir}/`, runDir, options),
    ]);
    expect(second).toBe(first);
    expect(refreshed).toEqual([first]);
    expect(lstatSync(first).mode & 0o777).toBe(0o755);
    await releaseWorkspaceCopies();
    expect(existsSync(first)).toBe(false);
  });
});

describe('git config without credentials (actions/checkout persisted token)', () => {
  it('drops extraheader, credential, include, token-bearing url and askpass entries and strips URL userinfo', async () => {
    const dir = freshDir('config');
    const file = path.join(dir, 'config');
    const set = (...args: string[]): string => git(dir, 'config', '--file', file, ...args);
    set('core.repositoryformatversion', '0');
    set('remote.origin.url', 'https://x-access-token:ghs_abc@github.com/o/r.git');
    set('remote.origin.fetch', '+refs/heads/*:refs/remotes/origin/*');
    set('http.https://github.com/.extraheader', 'AUTHORIZATION: basic c2VjcmV0');
    set('http.extraheader', 'X-Token: t0ken');
    set('credential.helper', 'store');
    set('include.path', '/home/runner/work/_temp/creds.config');
    set('includeIf.gitdir:/home/runner/.path', '/home/runner/work/_temp/git-credentials.config');
    set('url.https://user:pw@example.com/.insteadOf', 'https://example.com/');
    set('core.askPass', '/tmp/askpass.sh');
    set('hub.oauthtoken', 'gho_x');
    set('branch.main.remote', 'origin');
    set('user.name', 'Dev "Quote" \\ Back');
    set('alias.spaced', '  leading and # hash ; semi');
    chmodSync(file, 0o644);

    await sanitizeGitConfig(file);
    const text = readFileSync(file, 'utf8');
    for (const secret of [
      'ghs_abc',
      'c2VjcmV0',
      't0ken',
      'creds.config',
      'git-credentials',
      'user:pw',
      'askpass',
      'gho_x',
      'store',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(set('--get', 'remote.origin.url').trim()).toBe('https://github.com/o/r.git');
    expect(set('--get', 'remote.origin.fetch').trim()).toBe('+refs/heads/*:refs/remotes/origin/*');
    expect(set('--get', 'branch.main.remote').trim()).toBe('origin');
    expect(set('--get', 'user.name')).toBe('Dev "Quote" \\ Back\n');
    expect(set('--get', 'alias.spaced')).toBe('  leading and # hash ; semi\n');
    expect(set('--get', 'core.repositoryformatversion').trim()).toBe('0');
  });

  it('drops every key whose name says secret, in any section (redteam gitcreds: sendemail.smtpPass, github.oauth), and keeps the rest', async () => {
    const dir = freshDir('names');
    const file = path.join(dir, 'config');
    const set = (...args: string[]): string => git(dir, 'config', '--file', file, ...args);
    const secrets: [string, string][] = [
      ['sendemail.smtpPass', 'SECRET-smtp'],
      ['github.oauth', 'SECRET-oauth'],
      ['http.https://example.com.extraHeader', 'X-Token: SECRET-header'],
      ['http.cookieFile', '/tmp/SECRET-cookies'],
      ['tool.apiToken', 'SECRET-token'],
      ['tool.clientSecret', 'SECRET-client'],
      ['tool.password', 'SECRET-password'],
      ['tool.credentialStore', 'SECRET-cred'],
      ['tool.Authorization', 'Bearer SECRET-auth'],
    ];
    for (const [key, value] of secrets) set(key, value);
    set('sendemail.smtpUser', 'dev@example.com');
    set('sendemail.smtpServer', 'smtp.example.com');
    set('user.email', 'dev@example.com');
    set('github.user', 'octo');
    await sanitizeGitConfig(file);
    expect(readFileSync(file, 'utf8')).not.toContain('SECRET');
    expect(set('--get', 'sendemail.smtpUser').trim()).toBe('dev@example.com');
    expect(set('--get', 'sendemail.smtpServer').trim()).toBe('smtp.example.com');
    expect(set('--get', 'user.email').trim()).toBe('dev@example.com');
    expect(set('--get', 'github.user').trim()).toBe('octo');
  });

  it('replaces an unparseable config with an empty one', async () => {
    const dir = freshDir('broken');
    const file = path.join(dir, 'config');
    writeFileSync(file, '[core\n\ttoken = ghp_leak\n');
    await sanitizeGitConfig(file);
    expect(readFileSync(file, 'utf8')).toBe('');
  });
});

describe('host-side git over the repository reads no system or global config (a pull request’s .gitattributes runs no host program)', () => {
  let repo: TempRepo;
  let home: string;
  let wrapperDir: string;
  let log: string;
  const saved = { HOME: process.env.HOME, PATH: process.env.PATH };
  beforeAll(async () => {
    repo = await makeTempRepo({ 'a.txt': 'a\n', 'hidden-by-global.txt': 'x\n' });
    git(repo.dir, 'init', '-q', '-b', 'main');
    git(repo.dir, 'add', 'a.txt');
    git(repo.dir, 'commit', '-q', '-m', 'init');
    // A host user's global config: its excludesFile would hide a file, its fsmonitor would run a program.
    home = freshDir('home');
    const excludes = path.join(home, 'excludes');
    writeFileSync(excludes, 'hidden-by-global.txt\n');
    const marker = path.join(home, 'fsmonitor-ran');
    writeFileSync(
      path.join(home, '.gitconfig'),
      `[core]\n\texcludesFile = ${excludes}\n\tfsmonitor = touch ${marker}\n`,
    );
    // A git first on PATH that logs how hooksim called it, then runs the real one.
    wrapperDir = freshDir('wrapper');
    log = path.join(wrapperDir, 'log');
    const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    writeFileSync(
      path.join(wrapperDir, 'git'),
      `#!/bin/sh\necho "NOSYSTEM=$GIT_CONFIG_NOSYSTEM GLOBAL=$GIT_CONFIG_GLOBAL ARGS=$*" >> ${log}\nenv > ${log}.env\nexec ${real} "$@"\n`,
    );
    chmodSync(path.join(wrapperDir, 'git'), 0o755);
    process.env.HOME = home;
    process.env.PATH = `${wrapperDir}:${saved.PATH ?? ''}`;
  });
  afterAll(async () => {
    process.env.HOME = saved.HOME;
    process.env.PATH = saved.PATH;
    await repo.cleanup();
  });

  it('lists and sanitizes with GIT_CONFIG_NOSYSTEM, GIT_CONFIG_GLOBAL=/dev/null, no hooks and no fsmonitor', async () => {
    const { tree } = await copyAndList(repo.dir, 'noglobal');
    // The global excludesFile did not apply: the copy is what a fresh clone plus the working tree holds.
    expect(tree).toEqual(['.git/', 'a.txt', 'hidden-by-global.txt']);
    expect(existsSync(path.join(home, 'fsmonitor-ran'))).toBe(false);
    const calls = readFileSync(log, 'utf8').trim().split('\n');
    expect(calls.length).toBeGreaterThanOrEqual(2);
    for (const call of calls) {
      expect(call).toMatch(/^NOSYSTEM=1 GLOBAL=\/dev\/null ARGS=/);
      expect(call).toContain('-c core.fsmonitor=false');
      expect(call).toContain('-c core.hooksPath=/dev/null');
    }
    expect(calls.some((call) => call.includes('ls-files'))).toBe(true);
  });

  it('gives git exactly hostGitEnv and nothing of hooksim’s own environment', async () => {
    process.env.HOOKSIM_TEST_SECRET = 'ghp_not_for_git';
    try {
      await copyAndList(repo.dir, 'env');
    } finally {
      delete process.env.HOOKSIM_TEST_SECRET;
    }
    const seen = readFileSync(`${log}.env`, 'utf8')
      .trim()
      .split('\n')
      .filter((line) => !/^(PWD|OLDPWD|SHLVL|_)=/.test(line))
      .sort();
    const expected = Object.entries(hostGitEnv()).map(([name, value]) => `${name}=${value}`);
    expect(seen).toEqual(expected.sort());
  });

  it('a failing host command names the command, its exit status and the end of its stderr', async () => {
    await expect(
      run('git', ['rev-parse', '--verify', 'no-such-ref'], repo.dir, hostGitEnv()),
    ).rejects.toThrow(
      '`git rev-parse --verify no-such-ref` failed: exit status 128: fatal: Needed a single revision',
    );
    await expect(run('hooksim-no-such-program', [], repo.dir)).rejects.toThrow(
      '`hooksim-no-such-program` failed: could not start: spawn hooksim-no-such-program ENOENT',
    );
  });
});

describe('a checkout as actions/checkout leaves it: nested checkout, submodule, persisted tokens (issue 13 item 1)', () => {
  let checkout: Awaited<ReturnType<typeof makeCheckout>>;
  const secrets = Object.values(CHECKOUT_SECRETS).map((pair) => pair.join(''));

  beforeAll(async () => {
    checkout = await makeCheckout({
      '.github/hooks/probe.json': PROBE_HOOK_FILE,
    });
  });
  afterAll(() => checkout.cleanup());

  it('decides once: tools/ hidden as a nested repository, the submodule listed by its own files', async () => {
    const view = await decideWorkspaceView(checkout.dir);
    expect(view.git).toBe(true);
    expect(await shownFiles(checkout.dir)).toEqual([
      '.github/hooks/probe.json',
      '.gitignore',
      '.gitmodules',
      'lib/.gitignore',
      'lib/lib.txt',
    ]);
    expect(view.submodules).toEqual(['lib']);
    expect(view.gitDirs).toEqual(['.git', 'lib/.git']);
    expect(view.hidden.sort()).toEqual(['.env', 'lib/secret.env', 'tools/']);
    expect(view.shownInHidden).toEqual([]);
  });

  it('the copy holds no token and no ignored file at any depth, the submodule’s files and no tools/', async () => {
    const { dest, tree } = await copyAndList(checkout.dir, 'checkout');
    expect(tree).toEqual([
      '.git/',
      '.github/',
      '.github/hooks/',
      '.github/hooks/probe.json',
      '.gitignore',
      '.gitmodules',
      'lib/',
      'lib/.git',
      'lib/.gitignore',
      'lib/lib.txt',
    ]);
    const grep = await promisify(execFile)('grep', [
      '-rlF',
      ...secrets.flatMap((s) => ['-e', s]),
      dest,
    ]).catch((error: { code?: number; stdout?: string }) => ({
      stdout: error.code === 1 ? '' : String(error.stdout),
    }));
    expect(grep.stdout).toBe('');
    expect(git(dest, 'status', '--porcelain')).toBe('');
  });

  it('a sessionStart hook run by the bundled CLI in the namespace sandbox finds no token, no .env, no tools/', async () => {
    const { stdout, context } = await probeWorkspace(checkout.dir);
    expect(context).toMatch(/^found=\[\] tree=\[/);
    expect(context).toContain(' ./lib/lib.txt ');
    expect(context).toContain(' ./lib/.gitignore ');
    expect(context).not.toContain('tools');
    expect(context).not.toContain('.env');
    expect(context).toContain('status=[]');
    for (const secret of secrets) expect(stdout).not.toContain(secret);
  }, 60_000);
});

describe("the pull request's .gitignore cannot show what the job's .git/info/exclude hides (redteam3 F3)", () => {
  let checkout: Awaited<ReturnType<typeof makeCheckout>>;
  const secrets = Object.values(CHECKOUT_SECRETS).map((pair) => pair.join(''));
  const CREDS = 'GHA_CREDS_SECRET_7d0c';

  beforeAll(async () => {
    checkout = await makeCheckout({ '.github/hooks/probe.json': PROBE_HOOK_FILE });
    const dir = checkout.dir;
    // The pull request negates every ignore rule; earlier steps of the job left secrets and excluded them.
    writeFileSync(path.join(dir, '.gitignore'), '!*\n!.env\n');
    git(dir, 'add', '.gitignore');
    git(dir, 'commit', '-q', '-m', 'negate');
    writeFileSync(path.join(dir, '.git/info/exclude'), '.env\ngha-creds-*.json\ncreds/\n');
    writeFileSync(path.join(dir, 'gha-creds-x.json'), `{"private_key": "${CREDS}"}\n`);
    mkdirSync(path.join(dir, 'creds'));
    writeFileSync(path.join(dir, 'creds/key.json'), `${CREDS}\n`);
    writeFileSync(path.join(dir, 'notes.md'), 'an untracked file of the author\n');
  });
  afterAll(() => checkout.cleanup());

  it('decideWorkspaceView hides what info/exclude names; other untracked files still show', async () => {
    const view = await decideWorkspaceView(checkout.dir);
    const files = await shownFiles(checkout.dir);
    expect(files).toContain('notes.md');
    for (const rel of ['.env', 'gha-creds-x.json', 'creds/key.json']) expect(files).not.toContain(rel);
    expect(view.hidden).toEqual(expect.arrayContaining(['.env', 'gha-creds-x.json', 'creds/']));
  });

  it('a sessionStart hook in the namespace sandbox finds none of them', async () => {
    const { stdout, context } = await probeWorkspace(checkout.dir);
    expect(context).toMatch(/^found=\[\] tree=\[/);
    expect(context).toContain(' ./notes.md ');
    expect(context).not.toContain('.env');
    expect(context).not.toContain('gha-creds');
    expect(context).not.toContain('creds/');
    for (const secret of [...secrets, CREDS]) expect(stdout).not.toContain(secret);
  }, 60_000);
});
