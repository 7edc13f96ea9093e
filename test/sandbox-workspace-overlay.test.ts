import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { releaseNamespaceRun, startNamespaceSandbox } from '../src/sandbox/namespace.js';
import { PROFILES } from '../src/profiles.js';
import {
  acquireWorkspaceLowers,
  overlayUnusable,
  useWorkspaceCopy,
} from '../src/sandbox/workspace-overlay.js';
import { ensureRunDir } from '../src/sandbox/cleanup.js';
import { beginCheckoutListings, takeEarlyGitConfig } from '../src/sandbox/host-git.js';
import type { Sandbox } from '../src/sandbox/types.js';
import { CHECKOUT_SECRETS, FIND_SECRETS, makeCheckout } from './helpers/checkout.js';
import { fingerprint, git, output } from './helpers/sandbox.js';

const isRoot = process.getuid?.() === 0;

describe('/workspace as an overlay over the checkout, without a copy (issue 15)', () => {
  let checkout: Awaited<ReturnType<typeof makeCheckout>>;
  let sandbox: Sandbox;
  let before: string;

  beforeAll(async () => {
    checkout = await makeCheckout({ 'src/app.js': 'x\n', 'src/deep/b.js': 'y\n' });
    // A repository nested in a tracked directory: git descends there and never lists its `.git`.
    const nested = path.join(checkout.dir, 'src', 'deep');
    git(nested, 'init', '-q');
    git(nested, 'config', 'http.extraheader', `AUTHORIZATION: basic ${CHECKOUT_SECRETS.toolsToken.join('')}`);
    writeFileSync(path.join(checkout.dir, 'untracked.txt'), 'u\n');
    mkdirSync(path.join(checkout.dir, 'node_modules', 'p'), { recursive: true });
    writeFileSync(path.join(checkout.dir, 'node_modules', 'p', 'i.js'), 'n\n');
    writeFileSync(path.join(checkout.dir, '.gitignore'), '.env\nnode_modules/\n');
    git(checkout.dir, 'add', '.gitignore');
    git(checkout.dir, 'commit', '-q', '-m', 'ignore');
    before = fingerprint(checkout.dir);
    sandbox = await startNamespaceSandbox({ repo: checkout.dir, profile: PROFILES.cloud, prompt: 'p' });
  }, 60_000);
  afterAll(async () => {
    await sandbox?.stop();
    await releaseNamespaceRun();
    await checkout?.cleanup();
  });

  it('uses the checkout itself as the lowest layer, under a mask layer', async () => {
    const lowers = await acquireWorkspaceLowers(checkout.dir, ensureRunDir());
    expect(lowers.kind).toBe('overlay');
    expect(lowers.lowers).toHaveLength(2);
    expect(lowers.lowers[1]).toBe(checkout.dir);
  });

  it('shows what the copy shows: no ignored file, no nested repository or its .git, no token', async () => {
    const tree = await output(
      sandbox,
      'cd /workspace && find . -path ./.git -prune -o -print | sort; ' + FIND_SECRETS + '; true',
    );
    expect(tree.trim().split('\n')).toEqual([
      '.',
      './.gitignore',
      './.gitmodules',
      './lib',
      './lib/.git',
      './lib/.gitignore',
      './lib/lib.txt',
      './src',
      './src/app.js',
      './src/deep',
      './src/deep/b.js',
      './untracked.txt',
    ]);
  });

  it('git status inside matches the host and rewrites no index', async () => {
    const status = await output(sandbox, 'git status --porcelain; git -C lib status --porcelain');
    expect(status).toBe('?? untracked.txt\n');
    const changes = await sandbox.changes();
    expect(changes).toEqual({ created: [], modified: [], deleted: [] });
  });

  it('a host socket in the checkout cannot be connected to from inside (overlayfs finds its own inode)', async () => {
    const socketPath = path.join(checkout.dir, 'host.sock');
    const server = createServer((socket) => socket.end('reached the host\n'));
    await new Promise<void>((resolve) => server.listen(socketPath, resolve));
    try {
      const script = `/run/hooksim/node -e 'require("net").connect("/workspace/host.sock").on("data", (d) => process.stdout.write(d)).on("error", (e) => console.log(e.code))'`;
      expect((await output(sandbox, script)).trim()).toMatch(/^(ECONNREFUSED|ENOENT)$/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('keeps every write in the session: the checkout stays as it was', async () => {
    await output(sandbox, 'rm -rf src lib/lib.txt; echo z > new.txt; chmod 600 .gitignore; git add -A');
    expect(fingerprint(checkout.dir)).toBe(before);
  });

  it('switches the rest of the run to the copy when a sandbox over the mask layer did not start', async () => {
    const runDir = ensureRunDir();
    const copy = await useWorkspaceCopy(checkout.dir, runDir, {}, 'the mount was refused');
    expect(copy).toMatchObject({ kind: 'copy', reason: 'the mount was refused' });
    expect(await acquireWorkspaceLowers(checkout.dir, runDir)).toBe(copy);
    const second = await startNamespaceSandbox({ repo: checkout.dir, profile: PROFILES.cloud, prompt: 'p' });
    try {
      expect(await output(second, 'ls /workspace | sort | tr "\\n" " "')).toBe('lib src untracked.txt ');
    } finally {
      await second.stop();
    }
  });

  it('falls back to the copy where the overlay cannot stand in for it, and says why', async () => {
    const runDir = ensureRunDir();
    process.env.HOOKSIM_WORKSPACE = 'copy';
    try {
      expect(await overlayUnusable(checkout.dir, runDir)).toBe('HOOKSIM_WORKSPACE=copy');
    } finally {
      delete process.env.HOOKSIM_WORKSPACE;
    }
    expect(await overlayUnusable(path.dirname(runDir), runDir)).toMatch(/inside the checkout/);
    if (isRoot) {
      const other = mkdtempSync(path.join(tmpdir(), 'hooksim-other-'));
      try {
        chownSync(other, 1000, 1000);
        expect(await overlayUnusable(other, runDir)).toMatch(/belongs to uid 1000/);
      } finally {
        rmSync(other, { recursive: true, force: true });
      }
    }
  });
});

describe("the checkout's config listed as the hooksim command begins (cli-prefetch.ts)", () => {
  let checkout: Awaited<ReturnType<typeof makeCheckout>>;
  let sandbox: Sandbox;

  beforeAll(async () => {
    checkout = await makeCheckout({ 'a.txt': 'a\n' });
    git(checkout.dir, 'config', 'hooksim.early', 'begun');
    await beginCheckoutListings(checkout.dir);
    // After git listed it: the sandbox's config is the one listed, cleaned as ever.
    git(checkout.dir, 'config', 'hooksim.late', 'after');
    sandbox = await startNamespaceSandbox({ repo: checkout.dir, profile: PROFILES.cloud, prompt: 'p' });
  }, 60_000);
  afterAll(async () => {
    await sandbox?.stop();
    await releaseNamespaceRun();
    await checkout?.cleanup();
  });

  it('is what the mask layer shows, without its credentials', async () => {
    const config = await output(sandbox, 'cd /workspace && git config --list; ' + FIND_SECRETS + '; true');
    expect(config).toContain('hooksim.early=begun');
    expect(config).not.toContain('hooksim.late');
    for (const pair of Object.values(CHECKOUT_SECRETS)) expect(config).not.toContain(pair.join(''));
    expect(takeEarlyGitConfig(path.join(checkout.dir, '.git', 'config'))).toBeUndefined();
  });
});

describe('paths whose names are not UTF-8 (Latin-1 names from an old archive)', () => {
  let repo: string;
  let sandbox: Sandbox;
  const latin1 = (name: string): Buffer => Buffer.from(name, 'latin1');

  beforeAll(async () => {
    repo = mkdtempSync(path.join(tmpdir(), 'hooksim-latin1-'));
    writeFileSync(path.join(repo, '.gitignore'), '*.secret\nbuild/\n');
    writeFileSync(path.join(repo, 'a.txt'), 'a\n');
    mkdirSync(path.join(repo, 'keep', 'deep'), { recursive: true });
    writeFileSync(path.join(repo, 'keep', 'deep', 'kept.txt'), 'k\n');
    git(repo, 'init', '-q');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'init');
    // An ignored file two tracked directories down: the mask layer makes both, with the checkout's mode and times.
    writeFileSync(path.join(repo, 'keep', 'deep', 'key.secret'), 's\n');
    chmodSync(path.join(repo, 'keep'), 0o2750);
    chmodSync(path.join(repo, 'keep', 'deep'), 0o700);
    utimesSync(path.join(repo, 'keep'), new Date('2020-01-02T03:04:05Z'), new Date('2020-01-02T03:04:05Z'));
    utimesSync(
      path.join(repo, 'keep', 'deep'),
      new Date('2021-02-03T04:05:06Z'),
      new Date('2021-02-03T04:05:06Z'),
    );
    const at = (...names: string[]): Buffer =>
      Buffer.concat([Buffer.from(`${repo}/`), latin1(names.join('/'))]);
    // An ignored file named in Latin-1 at the top, and an untracked Latin-1 directory holding one.
    writeFileSync(at('\u00e9t\u00e9.secret'), 'top secret\n');
    mkdirSync(at('caf\u00e9'));
    writeFileSync(at('caf\u00e9', 'key.secret'), 'secret\n');
    writeFileSync(at('caf\u00e9', 'notes.txt'), 'n\n');
    // An ignored directory with a Latin-1 file in it, and an untracked Latin-1 file that is not ignored.
    mkdirSync(path.join(repo, 'build'));
    writeFileSync(Buffer.concat([Buffer.from(`${repo}/build/`), latin1('r\u00e9sum\u00e9.o')]), 'o\n');
    writeFileSync(at('na\u00efve.txt'), 'shown\n');
    sandbox = await startNamespaceSandbox({ repo, profile: PROFILES.cloud, prompt: 'p' });
  }, 60_000);
  afterAll(async () => {
    await sandbox?.stop();
    await releaseNamespaceRun();
    rmSync(repo, { recursive: true, force: true });
  });

  it("shows a directory the mask layer made with the checkout's mode and modification time", async () => {
    const seen = await output(
      sandbox,
      'stat -c "%a %Y" /workspace/keep /workspace/keep/deep; ls /workspace/keep/deep',
    );
    expect(seen.trim().split('\n')).toEqual([
      `2750 ${Date.parse('2020-01-02T03:04:05Z') / 1000}`,
      `700 ${Date.parse('2021-02-03T04:05:06Z') / 1000}`,
      'kept.txt',
    ]);
  });

  it('hides an ignored one by its bytes (a directory not UTF-8 holding one is hidden whole); the others show', async () => {
    // Names printed as hex: no byte of them goes through a decoder.
    const tree = await output(
      sandbox,
      "cd /workspace && find . -path ./.git -prune -o -print | LC_ALL=C sort | od -An -c | tr -s ' \\n' ' '; true",
    );
    const listed = tree.replace(/ /g, '');
    expect(listed).toContain('na357ve.txt'); // ï, octal 357: an untracked file not ignored still shows
    expect(listed).toContain('a.txt');
    expect(listed).not.toContain('secret');
    expect(listed).not.toContain('build');
    expect(listed).not.toContain('caf');
  });
});
