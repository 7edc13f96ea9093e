/**
 * `hooksim setup` and the first run on a machine that is not ready (issue 14), as a user meets them: the
 * bundled CLI, run as root in a mount namespace where bubblewrap is hidden (a `/dev/null` bind over
 * `/usr/bin/bwrap`: not executable, so the machine looks as if the package were not installed). The package
 * manager is the one thing outside: for the install itself a stub `apt-get` is bound over the real one; it
 * records its argv and "installs" bubblewrap by removing the bind.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { nativeProgramsState } from '../src/sandbox/native-programs.js';

const asRoot = process.getuid?.() === 0;

function quote(arg: string): string {
  return `'${arg.replace(/'/g, `'\\''`)}'`;
}

/** The bundled CLI after `prepare` ran in a private mount namespace; stderr merged into stdout. */
async function cliWithout(prepare: string, args: string[]): Promise<{ status: number; stdout: string }> {
  const script = `set -e; ${prepare}; exec node dist/cli/index.js ${args.map(quote).join(' ')} 2>&1`;
  return promisify(execFile)('unshare', ['--mount', '--propagation', 'private', 'sh', '-c', script], {
    timeout: 120_000,
  }).then(
    ({ stdout }) => ({ status: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ status: error.code, stdout: error.stdout }),
  );
}

const HIDE_BWRAP = 'mount --bind /dev/null /usr/bin/bwrap';

/** The README's `fire` of the demo (its guard denies `rm -rf /`) in the namespace sandbox, after `prepare`. */
function fireDemoDeny(prepare: string): Promise<{ status: number; stdout: string }> {
  const args = ['fire', 'preToolUse', '--repo', 'examples/demo', '--sandbox', 'namespace', '--tool', 'bash'];
  return cliWithout(prepare, [...args, '--args', '{"command":"rm -rf /"}']);
}

/**
 * A repository in `dir` whose preToolUse hook tries to read `secret` and denies, saying whether it could:
 * "root-only file readable" or "root-only file refused".
 */
async function readingRepo(dir: string, secret: string): Promise<string> {
  const repo = path.join(dir, 'repo');
  await mkdir(path.join(repo, '.github', 'hooks'), { recursive: true });
  const hook =
    `if cat ${secret} >/dev/null 2>&1; then r=readable; else r=refused; fi; ` +
    `printf '{"permissionDecision":"deny","permissionDecisionReason":"root-only file %s"}' "$r"`;
  await writeFile(
    path.join(repo, '.github', 'hooks', 'read.json'),
    JSON.stringify({ version: 1, hooks: { preToolUse: [{ type: 'command', bash: hook }] } }),
  );
  return repo;
}

(asRoot ? describe : describe.skip)('hooksim setup on a machine without bubblewrap (issue 14)', () => {
  let temp: string;
  beforeAll(async () => {
    temp = await mkdtemp(path.join(tmpdir(), 'hooksim-setup-'));
  });
  afterAll(() => rm(temp, { recursive: true, force: true }));

  it('--check names every requirement, bubblewrap missing with its package, the one command that fixes it, and exits 1', async () => {
    const { status, stdout } = await cliWithout(HIDE_BWRAP, ['setup', '--check']);
    expect(stdout).toMatch(/^ {2}MISSING {2}bwrap +missing: package bubblewrap +the namespace sandbox$/m);
    for (const command of ['unshare', 'mount', 'ip', 'git', 'bash', 'jq', 'curl'])
      expect(stdout).toMatch(new RegExp(`^ {2}ok +${command} +/`, 'm'));
    expect(stdout).toMatch(/^ {2}untried +namespaces/m);
    expect(stdout).toContain(
      'Not ready. Fix: run `hooksim setup`, which runs: apt-get update -qq && apt-get install -y -qq bubblewrap',
    );
    expect(status).toBe(1);
  });

  it('--dry-run prints the commands and installs nothing', async () => {
    const { status, stdout } = await cliWithout(HIDE_BWRAP, ['setup', '--dry-run']);
    expect(stdout).toContain('Would run:\n  apt-get update -qq\n  apt-get install -y -qq bubblewrap');
    expect(status).toBe(0);
  });

  it('`fire --sandbox namespace` says what is missing and how to fix it, as the machine’s doing, and exits 2', async () => {
    const { status, stdout } = await fireDemoDeny(HIDE_BWRAP);
    expect(stdout).toBe(
      'hooksim: the namespace sandbox needs bwrap (the namespace sandbox), not installed here. Run `hooksim setup` ' +
        '(as root or with sudo) to install it; `hooksim setup --check` lists what hooksim needs.\n',
    );
    expect(status).toBe(2);
  });

  it('setup runs the package manager as root (no sudo), then checks again and is ready', async () => {
    const log = path.join(temp, 'apt-get.log');
    const stub = path.join(temp, 'apt-get');
    await writeFile(
      stub,
      `#!/bin/sh\necho "$*" >> ${quote(log)}\ncase "$*" in *bubblewrap*) umount /usr/bin/bwrap ;; esac\n`,
      { mode: 0o755 },
    );
    const { status, stdout } = await cliWithout(
      `${HIDE_BWRAP}; mount --bind ${quote(stub)} /usr/bin/apt-get`,
      ['setup'],
    );
    expect(await readFile(log, 'utf8')).toBe('update -qq\ninstall -y -qq bubblewrap\n');
    expect(stdout).toContain('$ apt-get install -y -qq bubblewrap');
    expect(stdout).toMatch(/^ {2}ok +bwrap +\/usr\/bin\/bwrap/m);
    expect(stdout).toMatch(/^ {2}ok +namespaces +the namespace sandbox starts here/m);
    expect(stdout).toContain('Ready: hooks run in the namespace sandbox.');
    expect(status).toBe(0);
  });

  it("the demo's first run says once, before any hook, what is missing and how to fix it, and its five scenarios pass on the process driver", async () => {
    const { status, stdout } = await cliWithout(HIDE_BWRAP, [
      'run',
      '--repo',
      'examples/demo',
      '--jobs',
      '1',
    ]);
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(/^hooksim: the namespace sandbox is not ready on this machine: .*bwrap/);
    expect(lines[1]).toBe(
      '  Fix: run `hooksim setup` (as root, or it uses sudo); `hooksim setup --check` lists what is missing.',
    );
    expect(lines[2]).toContain('CONNECT tunnel failed, response 403');
    expect(lines[3]).toBe('  To choose that knowingly, pass --sandbox process.');
    expect(stdout.match(/not ready|sandbox-reduced-fidelity|warning:/g)).toHaveLength(1);
    expect(stdout).toMatch(/5 scenarios under profile cloud: 5 passed, 0 failed/);
    expect(status).toBe(0);
  });
});

(asRoot ? describe : describe.skip)('hooksim where the native programs did not build', () => {
  let cache: string;
  beforeAll(async () => {
    cache = await mkdtemp(path.join(tmpdir(), 'hooksim-no-native-'));
    // What a failed build leaves (a compiler that cannot build them: an old glibc, musl): the marker with its message.
    const state = await nativeProgramsState(path.resolve('sandbox'), path.join(cache, 'hooksim'));
    if (state.state !== 'unbuilt') throw new Error(`expected an unbuilt state, got ${state.state}`);
    await mkdir(path.dirname(state.agent), { recursive: true });
    await writeFile(`${state.agent}.failed`, 'cc failed: agent.c:1: error: strerrorname_np undeclared');
  });
  afterAll(() => rm(cache, { recursive: true, force: true }));

  it('is ready, says why, and runs hooks with the Node agent and the setup script', async () => {
    const prepare = `export XDG_CACHE_HOME=${quote(cache)}`;
    const check = await cliWithout(prepare, ['setup', '--check']);
    expect(check.stdout).toMatch(
      /^ {2}FAILED {3}agent +the native agent and setup step did not build \(an earlier build failed \(remove .*\.failed to try again\): cc failed: agent\.c:1: error: strerrorname_np undeclared\): each sandbox starts a Node agent instead \(slower\)$/m,
    );
    expect(check.stdout).toContain('Ready: hooks run in the namespace sandbox.');
    expect(check.status).toBe(0);
    const fire = await fireDemoDeny(prepare);
    expect(fire.stdout).toContain('Decision: deny (decided by .github/hooks/guard.json#0)');
    expect(fire.status).toBe(0);
    // Nothing was built (the marker is all there is): the sandbox ran agent.cjs through the setup script.
    expect(await readdir(path.join(cache, 'hooksim', 'native'))).toHaveLength(1);
  });
});

(asRoot ? describe : describe.skip)('hooksim in a container: files bound inside /etc and /usr', () => {
  it('starts the sandbox (the native setup step binds those directories without their mounts) and runs hooks', async () => {
    // As Docker binds /etc/hosts, /etc/hostname and /etc/resolv.conf: an overlay refuses such a lower layer in
    // a user namespace ("failed to clone lowerpath").
    const prepare = 'mount --bind /etc/hostname /etc/hostname; mount --bind /dev/null /usr/bin/xmllint';
    const fire = await fireDemoDeny(prepare);
    expect(fire.stdout).toContain('Decision: deny (decided by .github/hooks/guard.json#0)');
    expect(fire.status).toBe(0);
  });

  it('starts the sandbox where a system directory is itself an overlay (a container’s root filesystem): no guard over it, root-only files still refused', async () => {
    // A guard over an overlay, under the sandbox's own overlay, would pass overlayfs's stacking limit of two:
    // the run scans and masks instead (systemTakesGuards).
    const temp = await mkdtemp(path.join(tmpdir(), 'hooksim-overlay-root-'));
    try {
      const secret = `/opt/hooksim-root-only-${path.basename(temp)}`;
      const repo = await readingRepo(temp, secret);
      const layers = path.join(temp, 'layers');
      await mkdir(path.join(layers, 'upper'), { recursive: true });
      await mkdir(path.join(layers, 'work'));
      const prepare =
        `mount -t overlay overlay -o lowerdir=/opt,upperdir=${quote(`${layers}/upper`)},workdir=${quote(`${layers}/work`)} /opt; ` +
        `echo secret > ${secret}; chmod 600 ${secret}; ` +
        // And a file bound inside /etc, as Docker binds its three: bound without it by the spawner, unguarded.
        'mount --bind /etc/hostname /etc/hostname';
      const fire = await cliWithout(prepare, [
        'fire',
        'preToolUse',
        '--repo',
        repo,
        '--sandbox',
        'namespace',
      ]);
      expect(fire.stdout).toContain('Reason: root-only file refused');
      expect(fire.status).toBe(0);
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
  });
});

(asRoot ? describe : describe.skip)('hooksim as the root of a user namespace other than the host’s', () => {
  it('starts the sandbox without guards (their mounter id is not mapped there), root-only files still refused', async () => {
    // A rootless container's root: `unshare --map-root-user` maps only uid 0, so the guards cannot be made and
    // the run scans and masks (systemTakesGuards).
    const temp = await mkdtemp(path.join(tmpdir(), 'hooksim-userns-'));
    const secret = `/var/lib/hooksim-userns-${path.basename(temp)}`;
    try {
      const repo = await readingRepo(temp, secret);
      await writeFile(secret, 'secret\n', { mode: 0o600 });
      const fire = await promisify(execFile)(
        'unshare',
        ['--user', '--map-root-user', 'node', 'dist/cli/index.js', 'fire', 'preToolUse', '--repo', repo],
        { timeout: 120_000 },
      );
      expect(fire.stdout).toContain('Reason: root-only file refused');
    } finally {
      await rm(secret, { force: true });
      await rm(temp, { recursive: true, force: true });
    }
  });
});

describe('hooksim setup on this machine', () => {
  it('--check --tests: every requirement found, the sandbox starts, exit 0', async () => {
    const { stdout } = await promisify(execFile)('node', [
      'dist/cli/index.js',
      'setup',
      '--check',
      '--tests',
    ]);
    expect(stdout).toMatch(/^ {2}ok +bwrap +\//m);
    expect(stdout).toMatch(/^ {2}ok +xmllint +\//m);
    expect(stdout).toContain('Ready: hooks run in the namespace sandbox.');
  });

  it('takes no arguments', async () => {
    const result = await promisify(execFile)('node', ['dist/cli/index.js', 'setup', 'now']).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(result).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("setup takes no arguments (got 'now')"),
    });
  });
});
