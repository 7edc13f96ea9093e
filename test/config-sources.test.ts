/**
 * Configuration sources beyond `.github/hooks` (runtime-behaviour.md §2, §3, §13; R006-R018, R023,
 * R217-R222): what cloud ignores, the cli source order, inline settings hooks, policy files, disableAllHooks.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadHookConfig } from '../src/config/load.js';
import type { HookConfig, HookEntry } from '../src/model.js';
import { PROFILES } from '../src/profiles.js';

const temps: string[] = [];
afterEach(async () => {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const DASH = '\u2014';
const SETTINGS_FIXTURE = 'test/fixtures/config/settings';

async function tempTree(files: Record<string, string | object>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hooksim-sources-'));
  temps.push(dir);
  for (const [relative, content] of Object.entries(files)) {
    const full = path.join(dir, relative);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  return dir;
}

const hookFile = (name: string) => ({ version: 1, hooks: { sessionStart: [{ bash: `echo ${name}` }] } });
const inline = (name: string) => ({ theme: 'dark', hooks: { sessionStart: [{ bash: `echo ${name}` }] } });

/** The name each entry echoes, in run order. */
function ran(config: HookConfig): string[] {
  return config.entries.map(nameOf);
}

function nameOf(entry: HookEntry): string {
  return (entry.bash ?? entry.command ?? '').replace(/^echo /, '');
}

describe('cloud reads only .github/hooks (R006, R007, R008, R221; runtime-behaviour.md §2, §13)', () => {
  it('settings files are not loaded; the ones holding hooks or disableAllHooks get info settings-ignored', async () => {
    const config = await loadHookConfig(SETTINGS_FIXTURE, PROFILES.cloud);
    expect(config.files).toEqual([{ file: '.github/hooks/repo.json', status: 'loaded', hooks: 1 }]);
    expect(ran(config)).toEqual(['repo']);
    expect(config.entries[0]?.disabled).toBeUndefined();
    expect(config.diagnostics).toEqual([
      {
        file: '.github/copilot/settings.json',
        line: 3,
        column: 3,
        severity: 'info',
        code: 'settings-ignored',
        message:
          'Copilot cloud agent does not load .github/copilot/settings.json: its "disableAllHooks" and "hooks" have no effect',
      },
      {
        file: '.claude/settings.json',
        line: 3,
        column: 3,
        severity: 'info',
        code: 'settings-ignored',
        message: 'Copilot cloud agent does not load .claude/settings.json: its "hooks" has no effect',
      },
    ]);
  });

  it('user files and policy are never read under cloud, even when given', async () => {
    const home = await tempTree({
      '.copilot/hooks/u.json': hookFile('user'),
      '.copilot/settings.json': inline('us'),
    });
    const policy = await tempTree({ 'p.json': hookFile('policy') });
    const repo = await tempTree({ '.github/hooks/r.json': hookFile('repo') });
    const config = await loadHookConfig(repo, PROFILES['cloud-docs'], { home, policyDir: policy });
    expect(ran(config)).toEqual(['repo']);
    expect(config.diagnostics).toEqual([]);
  });
});

describe('cli source order (R010, R015, R016, R017; runtime-behaviour.md §2 sourceOrder)', () => {
  async function everySource(): Promise<{ repo: string; home: string; policyDir: string }> {
    const repo = await tempTree({
      '.github/hooks/r.json': hookFile('repo'),
      '.claude/settings.json': inline('claude'),
      '.claude/settings.local.json': inline('claude-local'),
      '.github/copilot/settings.json': inline('copilot'),
      '.github/copilot/settings.local.json': inline('copilot-local'),
    });
    const home = await tempTree({
      '.copilot/hooks/u.json': hookFile('user'),
      '.copilot/settings.json': inline('user-settings'),
      '.copilot/config.json': inline('config-json'),
    });
    const policyDir = await tempTree({ 'p.json': hookFile('policy') });
    await chmod(path.join(policyDir, 'p.json'), 0o644);
    return { repo, home, policyDir };
  }
  const asRoot = process.getuid?.() === 0;

  (asRoot ? it : it.skip)(
    'observed (cli): policy, user files, user settings, repo, .claude, .github/copilot',
    async () => {
      const { repo, home, policyDir } = await everySource();
      const config = await loadHookConfig(repo, PROFILES.cli, { home, policyDir });
      expect(ran(config)).toEqual([
        'policy',
        'user',
        'user-settings',
        'repo',
        'claude',
        'claude-local',
        'copilot',
        'copilot-local',
      ]);
      expect(config.files.map((f) => f.file)).toEqual([
        path.join(policyDir, 'p.json'),
        path.join(home, '.copilot/hooks/u.json'),
        path.join(home, '.copilot/settings.json'),
        '.github/hooks/r.json',
        '.claude/settings.json',
        '.claude/settings.local.json',
        '.github/copilot/settings.json',
        '.github/copilot/settings.local.json',
      ]);
      expect(config.entries[1]).toMatchObject({ fileDir: path.join(home, '.copilot/hooks') });
    },
  );

  (asRoot ? it : it.skip)(
    'documented (cli-docs): .github/copilot settings before .claude settings',
    async () => {
      const { repo, home, policyDir } = await everySource();
      const config = await loadHookConfig(repo, PROFILES['cli-docs'], { home, policyDir });
      expect(ran(config)).toEqual([
        'policy',
        'user',
        'user-settings',
        'repo',
        'copilot',
        'copilot-local',
        'claude',
        'claude-local',
      ]);
    },
  );

  it('$COPILOT_HOME/hooks replaces ~/.copilot/hooks (R015); ~/.copilot/config.json is never read (R017)', async () => {
    const { repo, home } = await everySource();
    const copilotHome = await tempTree({ 'hooks/c.json': hookFile('copilot-home') });
    const config = await loadHookConfig(repo, PROFILES.cli, { home, copilotHome });
    expect(ran(config)).toEqual([
      'copilot-home',
      'user-settings',
      'repo',
      'claude',
      'claude-local',
      'copilot',
      'copilot-local',
    ]);
    expect(ran(config)).not.toContain('config-json');
  });

  it('a settings file without hooks or disableAllHooks is no source and is not listed', async () => {
    const repo = await tempTree({
      '.claude/settings.json': { permissions: {} },
      '.github/hooks/r.json': hookFile('repo'),
    });
    const config = await loadHookConfig(repo, PROFILES.cli);
    expect(config.files).toEqual([{ file: '.github/hooks/r.json', status: 'loaded', hooks: 1 }]);
  });

  it('cli notes that copilot -p needs the folder-trust gate open (info prompt-mode-gate)', async () => {
    const repo = await tempTree({ '.github/hooks/r.json': hookFile('repo') });
    const gate = (await loadHookConfig(repo, PROFILES.cli)).diagnostics.filter(
      (d) => d.code === 'prompt-mode-gate',
    );
    expect(gate.map((d) => [d.file, d.severity])).toEqual([['.github/hooks/r.json', 'info']]);
    const cloud = await loadHookConfig(repo, PROFILES.cloud);
    expect(cloud.diagnostics).toEqual([]);
  });
});

describe('inline settings hooks are strict (R023, R024; runtime-behaviour.md §3)', () => {
  it('one bad item rejects the whole hooks field of the settings file; other files still load', async () => {
    const repo = await tempTree({
      '.github/hooks/r.json': hookFile('repo'),
      '.github/copilot/settings.json':
        '{\n  "hooks": {\n    "preToolUse": [\n      {"bash": "fine"},\n      {"cwd": "x"}\n    ]\n  }\n}',
    });
    const config = await loadHookConfig(repo, PROFILES.cli);
    expect(config.files).toEqual([
      { file: '.github/hooks/r.json', status: 'loaded', hooks: 1 },
      { file: '.github/copilot/settings.json', status: 'rejected', hooks: 0 },
    ]);
    expect(ran(config)).toEqual(['repo']);
    expect(config.diagnostics.filter((d) => d.code !== 'prompt-mode-gate')).toEqual([
      {
        file: '.github/copilot/settings.json',
        line: 5,
        column: 7,
        severity: 'error',
        code: 'file-rejected',
        message:
          "hooks.preToolUse[1]: Specify either 'exec' (native executable) or 'bash'/'powershell'/'command' (shell), but not both in inline hooks",
      },
    ]);
  });

  it('a non-array event value or a non-object hooks rejects inline hooks too', async () => {
    const repo = await tempTree({ '.claude/settings.json': { hooks: { Stop: {} } } });
    const config = await loadHookConfig(repo, PROFILES.cli);
    expect(config.diagnostics.map((d) => d.message)).toEqual([
      'hooks.Stop: hook event value must be an array in inline hooks',
    ]);
  });

  it('a hook file in a hooks directory is lenient by contrast: only the bad item drops (R022)', async () => {
    const repo = await tempTree({
      '.github/hooks/r.json': { version: 1, hooks: { preToolUse: [{ bash: 'ok' }, {}] } },
    });
    const config = await loadHookConfig(repo, PROFILES.cli);
    expect(ran(config)).toEqual(['ok']);
    expect(config.diagnostics.filter((d) => d.code === 'item-dropped').map((d) => d.message)).toEqual([
      `hooks.preToolUse[1]: Specify either 'exec' (native executable) or 'bash'/'powershell'/'command' (shell), but not both ${DASH} hook will be skipped`,
    ]);
  });

  it('settings files need no version, and an invalid one is rejected', async () => {
    const repo = await tempTree({ '.github/copilot/settings.local.json': '{"hooks": {}, }' });
    const config = await loadHookConfig(repo, PROFILES.cli);
    expect(config.files).toEqual([
      { file: '.github/copilot/settings.local.json', status: 'rejected', hooks: 0 },
    ]);
    expect(config.diagnostics[0]?.message).toBe('Invalid JSON: trailing comma before } at line 1, column 13');
  });
});

describe('disableAllHooks in settings: the repository opt-out (R219, R220, R222; runtime-behaviour.md §13)', () => {
  it('cli: true in .github/copilot/settings.json skips every hook of every source', async () => {
    const config = await loadHookConfig(SETTINGS_FIXTURE, PROFILES.cli);
    expect(config.files).toEqual([
      { file: '.github/hooks/repo.json', status: 'disabled', hooks: 1 },
      { file: '.claude/settings.json', status: 'disabled', hooks: 1 },
      { file: '.github/copilot/settings.json', status: 'disabled', hooks: 1 },
    ]);
    expect(config.entries.map((e) => [e.command ?? e.bash, e.disabled])).toEqual([
      ['echo repo', true],
      ['echo claude', true],
      ['echo copilot-settings', true],
    ]);
    expect(config.diagnostics.find((d) => d.code === 'all-hooks-disabled')).toEqual({
      file: '.github/copilot/settings.json',
      line: 3,
      column: 3,
      severity: 'info',
      code: 'all-hooks-disabled',
      message:
        'disableAllHooks is true in .github/copilot/settings.json: every hook except policy hooks is skipped',
    });
  });

  it('cli: settings.local.json disables too; policy hooks keep running (R220)', async () => {
    const repo = await tempTree({
      '.github/hooks/r.json': hookFile('repo'),
      '.github/copilot/settings.local.json': { disableAllHooks: true },
    });
    const policyDir = await tempTree({ 'p.json': hookFile('policy') });
    await chmod(path.join(policyDir, 'p.json'), 0o644);
    const config = await loadHookConfig(repo, PROFILES.cli, { policyDir });
    const root = process.getuid?.() === 0;
    const expected: Array<[string, boolean | undefined]> = [['repo', true]];
    if (root) expected.unshift(['policy', undefined]);
    expect(config.entries.map((e) => [nameOf(e), e.disabled])).toEqual(expected);
    expect(config.files.find((f) => f.file === '.github/copilot/settings.local.json')).toEqual({
      file: '.github/copilot/settings.local.json',
      status: 'disabled',
      hooks: 0,
    });
  });

  it('cli: true in .claude/settings.json or user settings has no effect (info settings-ignored)', async () => {
    const repo = await tempTree({
      '.github/hooks/r.json': hookFile('repo'),
      '.claude/settings.json': { disableAllHooks: true },
    });
    const home = await tempTree({ '.copilot/settings.json': { disableAllHooks: true } });
    const config = await loadHookConfig(repo, PROFILES.cli, { home });
    expect(config.entries.map((e) => e.disabled)).toEqual([undefined]);
    expect(config.diagnostics.filter((d) => d.code === 'settings-ignored').map((d) => d.file)).toEqual([
      path.join(home, '.copilot/settings.json'),
      '.claude/settings.json',
    ]);
  });
});

describe('policy files (R011, R013, R014; runtime-behaviour.md §2, §3)', () => {
  it('ascending name order, top level only; owner and mode checks skip unsafe files', async () => {
    const policyDir = await tempTree({
      'b.json': hookFile('b'),
      'a.json': hookFile('a'),
      'writable.json': hookFile('writable'),
      'sub/deep.json': hookFile('deep'),
    });
    for (const name of ['a.json', 'b.json']) await chmod(path.join(policyDir, name), 0o644);
    await chmod(path.join(policyDir, 'writable.json'), 0o664);
    const repo = await tempTree({});
    const config = await loadHookConfig(repo, PROFILES.cli, { policyDir });
    const uid = process.getuid?.() ?? 0;
    const skipped = config.diagnostics.filter((d) => d.code === 'policy-skipped');
    if (uid === 0) {
      expect(ran(config)).toEqual(['a', 'b']);
      expect(skipped).toEqual([
        {
          file: path.join(policyDir, 'writable.json'),
          line: 0,
          column: 0,
          severity: 'warning',
          code: 'policy-skipped',
          message: `Policy file ${path.join(policyDir, 'writable.json')} is group or world-writable (mode=664) ${DASH} skipped`,
        },
      ]);
    } else {
      expect(ran(config)).toEqual([]);
      expect(skipped.map((d) => d.message)).toContain(
        `Policy file ${path.join(policyDir, 'a.json')} is not owned by root (uid=${uid}) ${DASH} skipped`,
      );
    }
  });

  (process.getuid?.() === 0 ? it : it.skip)('a policy file not owned by root is skipped', async () => {
    const policyDir = await tempTree({ 'user.json': hookFile('user') });
    await chmod(path.join(policyDir, 'user.json'), 0o644);
    await chown(path.join(policyDir, 'user.json'), 1000, 1000);
    const config = await loadHookConfig(await tempTree({}), PROFILES.cli, { policyDir });
    expect(config.entries).toEqual([]);
    expect(config.diagnostics.map((d) => d.message)).toEqual([
      `Policy file ${path.join(policyDir, 'user.json')} is not owned by root (uid=1000) ${DASH} skipped`,
    ]);
  });

  (process.getuid?.() === 0 ? it : it.skip)(
    'disableAllHooks inside a policy file does not disable it (R014)',
    async () => {
      const policyDir = await tempTree({
        'p.json': { version: 1, disableAllHooks: true, hooks: { sessionEnd: [{ bash: 'echo p' }] } },
      });
      await chmod(path.join(policyDir, 'p.json'), 0o644);
      const config = await loadHookConfig(await tempTree({}), PROFILES.cli, { policyDir });
      expect(config.entries.map((e) => e.disabled)).toEqual([undefined]);
      expect(config.diagnostics.map((d) => [d.code, d.message])).toEqual([
        ['disable-ignored', 'disableAllHooks has no effect on policy hooks'],
      ]);
    },
  );
});
