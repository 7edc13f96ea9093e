/**
 * Supplementary groups on the unprivileged path (issue 13 item 2): a user namespace made without privilege keeps
 * the user's supplementary groups (its gid_map needs `setgroups deny`), and the kernel checks them whatever the
 * map shows. The bundled CLI runs as a fresh user in an extra group, as a runner user in `adm` would, and its
 * hook must not read what only that group may read. Needs root (to make the user), bwrap and the bundle.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchCandidates } from '../src/sandbox/namespace-launch.js';

const BUNDLE = path.resolve('dist/cli/index.js');
// The user runs a copy of the bundle and sandbox/ in a folder it can reach: the checkout (a CI clone, a
// mktemp folder) may be closed to other users.
let bin = '';
let CLI = BUNDLE;
let NODE = process.execPath;
const tag = randomBytes(3).toString('hex');
const USER = `hsu${tag}`;
const GROUP = `hsg${tag}`;
const SECRET = `secret-${randomBytes(8).toString('hex')}`;
const OPT = `/opt/hooksim-groups-${tag}`;
const ready = process.getuid?.() === 0 && existsSync(BUNDLE) && existsSync('/usr/bin/bwrap');

/** /proc files only root may read here (none where the kernel has none of them). */
const ROOT_ONLY_PROC = ['timer_list', 'kmsg', 'slabinfo', 'kpageflags', 'vmallocinfo', 'pagetypeinfo'].filter(
  (name) => existsSync(`/proc/${name}`) && (statSync(`/proc/${name}`).mode & 0o077) === 0,
);
/** What a hook can read of those, the bytes /proc/keys gives, and the mount points under /proc. */
const PROC_HOOK =
  `for f in ${ROOT_ONLY_PROC.join(' ')}; do if head -c 1 /proc/$f > /dev/null 2>&1; then echo "$f read"; ` +
  `else echo "$f refused"; fi; done; echo "keys $(wc -c < /proc/keys)"; ` +
  `awk '$5 ~ "^/proc/" { print "mount " $5 }' /proc/self/mountinfo`;

let repo = '';
let uid = 0;
let gid = 0;
let extra = 0;

/** The id of a name in the passwd or group database. */
function idOf(database: 'passwd' | 'group', name: string): number {
  return Number(execFileSync('getent', [database, name]).toString().split(':')[2]);
}

beforeAll(() => {
  if (!ready) return;
  execFileSync('groupadd', [GROUP]);
  execFileSync('useradd', ['--no-create-home', '--shell', '/bin/bash', USER]);
  uid = idOf('passwd', USER);
  gid = Number(execFileSync('id', ['-g', USER]).toString());
  extra = idOf('group', GROUP);
  mkdirSync(`${OPT}/private`, { recursive: true });
  writeFileSync(`${OPT}/secret`, `${SECRET}\n`);
  chownSync(`${OPT}/secret`, 0, extra);
  chmodSync(`${OPT}/secret`, 0o640);
  writeFileSync(`${OPT}/private/inside`, `${SECRET}\n`, { mode: 0o644 });
  chownSync(`${OPT}/private`, 0, extra);
  chmodSync(`${OPT}/private`, 0o750);
  bin = mkdtempSync(path.join(tmpdir(), 'hooksim-groups-bin-'));
  cpSync(path.dirname(BUNDLE), path.join(bin, 'dist/cli'), { recursive: true });
  cpSync(path.resolve('sandbox'), path.join(bin, 'sandbox'), { recursive: true });
  // The Node binary too: CI's Node 24 lives under /root, which the test user cannot reach.
  cpSync(process.execPath, path.join(bin, 'node'));
  execFileSync('chmod', ['-R', 'a+rX', bin]);
  CLI = path.join(bin, 'dist/cli/index.js');
  NODE = path.join(bin, 'node');
  repo = mkdtempSync(path.join(tmpdir(), 'hooksim-groups-'));
  const hook = `cat ${OPT}/secret; cat ${OPT}/private/inside; id -G`;
  mkdirSync(path.join(repo, '.github/hooks'), { recursive: true });
  writeFileSync(
    path.join(repo, '.github/hooks/a.json'),
    JSON.stringify({
      version: 1,
      hooks: { sessionStart: [{ bash: hook }], preToolUse: [{ bash: PROC_HOOK }] },
    }),
  );
  execFileSync('chown', ['-R', `${uid}:${gid}`, repo]);
  chmodSync(repo, 0o755);
});

afterAll(() => {
  if (!ready) return;
  rmSync(OPT, { recursive: true, force: true });
  if (repo) rmSync(repo, { recursive: true, force: true });
  if (bin) rmSync(bin, { recursive: true, force: true });
  spawnSync('userdel', [USER]);
  spawnSync('groupdel', [GROUP]);
});

describe('supplementary groups of the user who runs hooksim (unprivileged user namespace)', () => {
  (ready ? it : it.skip)(
    'a hook of a user in an extra group cannot read a root:<group> 0640 file, nor list a 0750 directory',
    () => {
      // The user can read it outside: the group is what grants it.
      const asUser = ['--reuid', String(uid), '--regid', String(gid), '--groups', String(extra), '--'];
      const env = { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: repo, LANG: 'C.UTF-8' };
      expect(execFileSync('setpriv', [...asUser, 'cat', `${OPT}/secret`], { env }).toString()).toBe(
        `${SECRET}\n`,
      );
      const result = spawnSync(
        'setpriv',
        [...asUser, NODE, CLI, 'fire', 'sessionStart', '--repo', repo, '--sandbox', 'namespace', '--json'],
        { env, cwd: repo, timeout: 120_000 },
      );
      const stdout = result.stdout.toString();
      const stderr = result.stderr.toString();
      expect([result.status, stderr]).toEqual([0, '']);
      const record = JSON.parse(stdout) as { hooks: Array<{ stdout: string; stderr: string }> };
      const hook = record.hooks[0];
      expect(hook?.stdout).not.toContain(SECRET);
      expect(stdout).not.toContain(SECRET);
      // Nothing was read: an empty file stands over the secret, an empty directory over the private one.
      expect(hook?.stderr).toContain(`${OPT}/private/inside: No such file or directory`);
    },
  );
});

describe("the /proc of an unprivileged user's sandbox", () => {
  (ready ? it : it.skip)(
    'leaves root-only /proc files unmasked and still unreadable (the host root is not mapped), and masks the rest',
    () => {
      const asUser = ['--reuid', String(uid), '--regid', String(gid), '--init-groups', '--'];
      const env = { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: repo, LANG: 'C.UTF-8' };
      const result = spawnSync(
        'setpriv',
        [...asUser, NODE, CLI, 'fire', 'preToolUse', '--repo', repo, '--sandbox', 'namespace', '--json'],
        { env, cwd: repo, timeout: 120_000 },
      );
      expect([result.status, result.stderr.toString()]).toEqual([0, '']);
      const record = JSON.parse(result.stdout.toString()) as { hooks: Array<{ stdout: string }> };
      const lines = (record.hooks[0]?.stdout ?? '').trim().split('\n');
      // Refused, not read empty: the sandbox's root has no capability over the host root's files.
      for (const name of ROOT_ONLY_PROC) {
        expect(lines).toContain(`${name} refused`);
        expect(lines).not.toContain(`mount /proc/${name}`);
      }
      expect(ROOT_ONLY_PROC.length).toBeGreaterThan(0);
      // What others may read is masked as for root.
      expect(lines).toContain('keys 0');
      expect(lines).toContain('mount /proc/keys');
    },
  );
});

describe('which way the sandbox is started, for a user with supplementary groups', () => {
  it('tries sudo first when it may be used (only it clears the groups), else the unprivileged namespace', () => {
    const ways = (host: { root: boolean; sudo: boolean; groups: number }) =>
      launchCandidates(host).map((mode) => `${mode.privilege}/${mode.nested ? 'nested' : 'single'}`);
    expect(ways({ root: false, sudo: true, groups: 2 })).toEqual([
      'sudo/nested',
      'sudo/single',
      'none/nested',
      'none/single',
    ]);
    expect(ways({ root: false, sudo: true, groups: 0 })).toEqual([
      'none/nested',
      'none/single',
      'sudo/nested',
      'sudo/single',
    ]);
    expect(ways({ root: false, sudo: false, groups: 2 })).toEqual(['none/nested', 'none/single']);
    expect(ways({ root: true, sudo: true, groups: 2 })).toEqual(['none/nested', 'none/single']);
  });
});
