import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runScenarios } from '../src/commands/run.js';
import { PROFILES } from '../src/profiles.js';
import { computeChanges, resolveLower } from '../src/sandbox/changes.js';
import { releaseNamespaceRun, startNamespaceSandbox } from '../src/sandbox/namespace.js';
import type { Sandbox } from '../src/sandbox/types.js';
import { bash, git, output } from './helpers/sandbox.js';
import { makeTempRepo, type TempRepo } from './helpers/temp-repo.js';

const isRoot = process.getuid?.() === 0;

describe('file changes of a namespace session (cloud-environment.md §1 files)', () => {
  let repo: TempRepo;
  let sandbox: Sandbox;

  beforeAll(async () => {
    repo = await makeTempRepo({
      'keep.txt': 'keep\n',
      'keep2.txt': 'keep2\n',
      'mod.txt': 'old\n',
      'del.txt': 'bye\n',
      'mode.sh': 'echo hi\n',
      'same.txt': 'same\n',
      'touched.txt': 'touched\n',
      'dir/a.txt': 'a\n',
      'dir2/c.txt': 'c\n',
      'tree/x/y.txt': 'y\n',
      'replaced/r1.txt': 'r1\n',
    });
    symlinkSync('keep.txt', path.join(repo.dir, 'link'));
    git(repo.dir, 'init', '-q', '-b', 'main');
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-q', '-m', 'init');
    sandbox = await startNamespaceSandbox({
      repo: repo.dir,
      profile: PROFILES.cloud,
      prompt: '',
      files: { 'scenario.txt': 'from the scenario\n' },
      commandMocks: { gh: { stdout: '[]' } },
    });
    await sandbox.appendFile('/root/.copilot/session-state/s1/events.jsonl', '{"type":"session.start"}\n');
  });

  afterAll(async () => {
    await releaseNamespaceRun();
    await repo.cleanup();
  });

  it('reports created, modified (content, mode, symlink target) and deleted paths exactly, sorted', async () => {
    await output(
      sandbox,
      [
        'echo new > created.txt',
        'mkdir -p newdir/sub && echo n > newdir/sub/n.txt',
        'echo changed > mod.txt',
        'rm del.txt',
        'chmod 600 mode.sh',
        'ln -sfn dir/a.txt link',
        'rm -rf tree',
        'touch touched.txt',
        'echo same > same.txt',
        'rm -rf replaced && mkdir replaced && echo r2 > replaced/r2.txt',
        'rm keep2.txt && mkdir keep2.txt',
        'rm -rf dir2 && echo f > dir2',
        'echo note > /root/notes.txt && mkdir /root/.cache && echo c > /root/.cache/c',
        'echo "10.9.9.9 extra" >> /etc/hosts',
        'echo mine > /tmp/scratch',
      ].join('\n'),
    );
    // A write into a system directory is reported as its top directory; only a root hooksim lets hooks make one.
    const tool = await bash(sandbox, 'echo tool > /usr/share/hooksim-test-tool');
    expect(tool.exitCode === 0).toBe(isRoot);

    expect(await sandbox.changes()).toEqual({
      created: [
        '/root/.cache/c',
        '/root/notes.txt',
        '/workspace/created.txt',
        '/workspace/dir2',
        '/workspace/newdir/sub/n.txt',
        '/workspace/replaced/r2.txt',
      ],
      modified: [...(isRoot ? ['/usr/'] : []), '/workspace/link', '/workspace/mod.txt', '/workspace/mode.sh'],
      deleted: [
        '/workspace/del.txt',
        '/workspace/dir2/c.txt',
        '/workspace/keep2.txt',
        '/workspace/replaced/r1.txt',
        '/workspace/tree/x/y.txt',
      ],
    });
  });

  it('collapses any change under .git into one modified `/workspace/.git/` entry', async () => {
    await output(sandbox, 'git add created.txt && git -c user.name=t -c user.email=t@e commit -q -m x');
    const changes = await sandbox.changes();
    expect(changes.modified).toContain('/workspace/.git/');
    expect(
      [...changes.created, ...changes.modified, ...changes.deleted].filter((p) =>
        p.startsWith('/workspace/.git/'),
      ),
    ).toEqual(['/workspace/.git/']);
  });

  it('kills leftover processes before reading the layers; the agent keeps working', async () => {
    await output(sandbox, 'nohup sleep 100 > /dev/null 2>&1 & echo $! > /tmp/left.pid', {
      killGroupOnExit: false,
    });
    // An orphan in a session of its own: its parent exits at once, so PID 1 adopts it.
    await output(
      sandbox,
      "setsid sh -c 'sleep 100 & echo $! > /tmp/orphan.pid' < /dev/null > /dev/null 2>&1",
      {
        killGroupOnExit: false,
      },
    );
    const alive =
      'for f in /tmp/left.pid /tmp/orphan.pid; do kill -0 $(cat $f) 2>/dev/null && echo alive || echo gone; done';
    expect(await output(sandbox, alive)).toBe('alive\nalive\n');
    await sandbox.changes();
    expect(await output(sandbox, alive)).toBe('gone\ngone\n');
  });
});

describe('file changes: a fresh session reports nothing (cloud-environment.md §1 baseline)', () => {
  it('counts neither scenario files, stubs, the transcript, resolver files nor a `git status` as changes', async () => {
    const repo = await makeTempRepo({ 'a.txt': 'a\n', 'src/b.txt': 'b\n' });
    git(repo.dir, 'init', '-q', '-b', 'main');
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-q', '-m', 'init');
    try {
      const sandbox = await startNamespaceSandbox({
        repo: repo.dir,
        profile: PROFILES.cloud,
        prompt: '',
        files: { 'docs/notes.md': '# notes\n' },
        commandMocks: { gh: {} },
        caCertPem: '-----BEGIN CERTIFICATE-----\nx\n-----END CERTIFICATE-----\n',
      });
      await sandbox.writeFile('/root/.copilot/session-state/s2/events.jsonl', '{}\n');
      expect(await output(sandbox, 'cat docs/notes.md; git status --porcelain')).toBe('# notes\n?? docs/\n');
      expect(await sandbox.changes()).toEqual({ created: [], modified: [], deleted: [] });
      await sandbox.stop();
    } finally {
      await releaseNamespaceRun();
      await repo.cleanup();
    }
  });
});

describe('resolveLower: overlay lookup through lower layers', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'hooksim-layers-'));
    for (const sub of ['top', 'bottom/a/b', 'bottom/c']) mkdirSync(path.join(dir, sub), { recursive: true });
    writeFileSync(path.join(dir, 'top/c'), 'file over a directory');
    writeFileSync(path.join(dir, 'bottom/c/d'), 'hidden');
    writeFileSync(path.join(dir, 'bottom/a/b/e'), 'visible');
    symlinkSync('/etc', path.join(dir, 'top/link'));
    writeFileSync(path.join(dir, 'bottom/passwd'), 'bottom');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes the topmost layer, lets a non-directory hide what is below it, and never follows a symlink', async () => {
    const lowers = [path.join(dir, 'top'), path.join(dir, 'bottom')];
    expect((await resolveLower(lowers, 'a/b/e'))?.file).toBe(path.join(dir, 'bottom/a/b/e'));
    expect((await resolveLower(lowers, 'c'))?.file).toBe(path.join(dir, 'top/c'));
    expect(await resolveLower(lowers, 'c/d')).toBeUndefined();
    expect(await resolveLower(lowers, 'link/passwd')).toBeUndefined();
    expect((await resolveLower(lowers, 'link'))?.stat.isSymbolicLink()).toBe(true);
  });
});

describe('the change scan never follows a hook’s symlink on the host (red team N1)', () => {
  const makeHostDir = (): string => {
    const host = mkdtempSync(path.join(tmpdir(), 'hooksim-host-dir-'));
    writeFileSync(path.join(host, 'HOST-ONLY-MARKER.txt'), 'secret\n');
    mkdirSync(path.join(host, 'nested'));
    writeFileSync(path.join(host, 'nested', 'HOST-NESTED-MARKER.pem'), 'secret\n');
    return host;
  };
  const deep = Array.from({ length: 40 }, (_, i) => `d${String(i).padStart(2, '0')}`).join('/');
  const listedOf = (
    files: { created: string[]; modified: string[]; deleted: string[] } | undefined,
  ): string[] => [...(files?.created ?? []), ...(files?.modified ?? []), ...(files?.deleted ?? [])];

  it('a scan raced by a process swapping its directories for links to a host directory lists none of it', async () => {
    const host = makeHostDir();
    const work = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'hooksim-race-'));
    const lower = path.join(work, 'lower');
    mkdirSync(lower);
    const upper = path.join(work, 'upper');
    mkdirSync(path.join(upper, deep), { recursive: true });
    const racer = spawn('python3', ['test/fixtures/change-scan-race.py'], {
      env: { ...process.env, HOST_DIR: host, RACE_ROOT: upper },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => racer.on('close', resolve));
    try {
      // The racer makes its 400 directories first, then swaps without pause; the scans start once they are
      // there. On a tmpfs (where the racer's swaps are quick) about half of a hundred scans meet it between
      // a check and an open: measured with O_NOFOLLOW dropped from the scan's opens, which makes this fail.
      const last = path.join(upper, deep, 'x', 'n199t');
      for (let wait = 0; wait < 400 && !existsSync(last); wait++) await sleep(25);
      let swapped = 0;
      const until = Date.now() + 4_000;
      for (let scans = 0; scans < 2_000 && Date.now() < until; scans++) {
        const files = await computeChanges({
          workspace: { target: '/workspace', upper, lowers: [lower] },
          home: { target: '/root', dir: path.join(work, 'no-home') },
          system: [],
          excluded: [],
        });
        const listed = listedOf(files);
        // Its links show up as created entries, never what they point at.
        if (listed.some((file) => /\/n\d{3}t$/.test(file))) swapped++;
        expect(listed.filter((file) => /MARKER/.test(file))).toEqual([]);
      }
      expect(swapped).toBeGreaterThan(0);
    } finally {
      racer.kill('SIGKILL');
      await exited;
      rmSync(work, { recursive: true, force: true });
      rmSync(host, { recursive: true, force: true });
    }
  }, 120_000);

  it('a forking leftover in a session is killed before the scan, and nothing it left lists host files', async () => {
    const host = makeHostDir();
    const repo = await makeTempRepo({
      '.github/hooks/race.py': readFileSync('test/fixtures/change-scan-race.py', 'utf8'),
      '.github/hooks/race.json': JSON.stringify({
        version: 1,
        hooks: {
          sessionStart: [
            {
              type: 'command',
              bash: "cat >/dev/null; setsid python3 .github/hooks/race.py </dev/null >/dev/null 2>&1 & sleep 1; echo '{}'",
              timeoutSec: 10,
            },
          ],
        },
      }),
      [`${deep}/.keep`]: '',
      '.github/hook-scenarios/race.yml': `name: race\nprompt: hi\nenv: { HOST_DIR: '${host}' }\nsteps: []\n`,
    });
    try {
      for (let round = 0; round < 3; round++) {
        const { report } = await runScenarios({
          repo: repo.dir,
          profile: 'cloud',
          scenarios: [],
          sandbox: 'namespace',
        });
        const files = report.scenarios[0]?.files;
        expect(files).toBeDefined();
        expect(listedOf(files).filter((file) => /MARKER/.test(file))).toEqual([]);
      }
    } finally {
      await repo.cleanup();
      rmSync(host, { recursive: true, force: true });
    }
  }, 60_000);
});
