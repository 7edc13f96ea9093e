/**
 * `hooksim import SESSION` through the CLI (issue 18): where it writes, that it never overwrites without
 * --force, the session id lookup under $COPILOT_HOME then ~/.copilot, a missing session, and --update.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScenario } from '../src/session/load-scenarios.js';
import { runCli } from './helpers/cli.js';
import { hookFile, makeTempRepo, type TempRepo } from './helpers/temp-repo.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const HOME_FIXTURE = path.join(HERE, 'fixtures', 'import', 'copilot-home');
const ENVELOPE_ID = '5b0d6a1e-0000-4000-8000-000000000001';
const ENVELOPE = path.join(HOME_FIXTURE, 'session-state', ENVELOPE_ID, 'events.jsonl');
const SCENARIO = '.github/hook-scenarios/imported-5b0d6a1e.yml';

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
});

async function repo(files: Record<string, string | object> = { 'README.md': 'x\n' }): Promise<string> {
  const made = await makeTempRepo(files);
  repos.push(made);
  return made.dir;
}

/** The environment of a user whose HOME has no Copilot sessions, and no CI. */
function env(extra: Record<string, string> = {}): Record<string, string | undefined> {
  return { HOME: '/nonexistent-home', CI: undefined, GITHUB_ACTIONS: undefined, ...extra };
}

describe('hooksim import', () => {
  it('writes .github/hook-scenarios/imported-<short id>.yml with the schema line, says so, and shows the diagnostics', async () => {
    const dir = await repo();
    const { status, stdout, stderr } = await runCli(['import', ENVELOPE, '--repo', dir], '', env());
    expect(status).toBe(0);
    const file = path.join(dir, SCENARIO);
    expect(stdout).toContain(`wrote ${path.relative(process.cwd(), file)}: 7 steps from `);
    expect(stdout).toContain('hooksim.schema.json');
    expect(stderr).toContain(`${ENVELOPE}:24:284: error import-malformed-line: not JSON`);
    const text = await readFile(file, 'utf8');
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=hooksim.schema.json');
    expect(parseScenario(text, SCENARIO)).toMatchObject({
      ok: true,
      scenario: { prompt: 'Clean the build folder' },
    });
    await expect(
      readFile(path.join(dir, '.github/hook-scenarios/hooksim.schema.json'), 'utf8'),
    ).resolves.toContain('"$schema"');
  });

  it('never overwrites without --force; --force does', async () => {
    const dir = await repo();
    const file = path.join(dir, SCENARIO);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, 'mine\n');
    const refused = await runCli(['import', ENVELOPE, '--repo', dir], '', env());
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain(`'${file}' exists; import never overwrites a file without --force`);
    expect(await readFile(file, 'utf8')).toBe('mine\n');
    const forced = await runCli(['import', ENVELOPE, '--repo', dir, '--force'], '', env());
    expect(forced.status).toBe(0);
    expect(await readFile(file, 'utf8')).toContain('prompt: Clean the build folder');
  });

  it('writes --out, with the schema line relative to it', async () => {
    const dir = await repo();
    const out = path.join(dir, 'elsewhere', 'mine.yml');
    const { status } = await runCli(['import', ENVELOPE, '--repo', dir, '--out', out], '', env());
    expect(status).toBe(0);
    expect((await readFile(out, 'utf8')).split('\n')[0]).toBe(
      '# yaml-language-server: $schema=../.github/hook-scenarios/hooksim.schema.json',
    );
  });

  it('finds a session id (or a unique prefix) under $COPILOT_HOME/session-state, directory and legacy flat form', async () => {
    const dir = await repo();
    const byId = await runCli(
      ['import', ENVELOPE_ID, '--repo', dir],
      '',
      env({ COPILOT_HOME: HOME_FIXTURE }),
    );
    expect(byId.status).toBe(0);
    expect(byId.stdout).toContain(
      `imported-5b0d6a1e.yml: 7 steps from ${path.relative(process.cwd(), ENVELOPE)}`,
    );
    const legacy = await runCli(
      ['import', '7c1e2f3a', '--repo', dir],
      '',
      env({ COPILOT_HOME: HOME_FIXTURE }),
    );
    expect(legacy.status).toBe(0);
    expect(legacy.stdout).toMatch(
      /imported-7c1e2f3a\.yml: 1 step from .*7c1e2f3a-0000-4000-8000-000000000002\.jsonl/,
    );
  });

  it('looks under ~/.copilot/session-state when COPILOT_HOME has no such session', async () => {
    const dir = await repo();
    const home = await repo({
      '.copilot/session-state/feedface-1/events.jsonl':
        '{"type":"user.message","data":{"content":"from home"}}\n',
    });
    const { status, stdout } = await runCli(
      ['import', 'feedface-1', '--repo', dir],
      '',
      env({ HOME: home, COPILOT_HOME: HOME_FIXTURE }),
    );
    expect(status).toBe(0);
    expect(stdout).toContain('imported-feedface.yml: 0 steps');
    expect(await readFile(path.join(dir, '.github/hook-scenarios/imported-feedface.yml'), 'utf8')).toContain(
      'prompt: from home',
    );
  });

  it('an ambiguous prefix exits 2 and names the candidates', async () => {
    const dir = await repo();
    const { status, stderr } = await runCli(
      ['import', '5', '--repo', dir],
      '',
      env({ COPILOT_HOME: HOME_FIXTURE }),
    );
    expect(status).toBe(2);
    expect(stderr).toContain(`session '5' is ambiguous in ${path.join(HOME_FIXTURE, 'session-state')}`);
    expect(stderr).toContain(`${ENVELOPE_ID}/events.jsonl`);
  });

  it('a missing session exits 2 and says where it looked', async () => {
    const dir = await repo();
    const { status, stderr } = await runCli(
      ['import', 'nope', '--repo', dir],
      '',
      env({ COPILOT_HOME: '/ch' }),
    );
    expect(status).toBe(2);
    expect(stderr).toContain(
      "hooksim: no Copilot CLI session 'nope': it is not a file or directory, and no session with that id is in /ch/session-state or /nonexistent-home/.copilot/session-state.",
    );
    const none = await runCli(['import', '--repo', dir], '', env());
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('import needs SESSION, e.g. hooksim import');
  });

  it('--update is refused in CI', async () => {
    const dir = await repo();
    const { status, stderr } = await runCli(
      ['import', ENVELOPE, '--repo', dir, '--update'],
      '',
      env({ CI: 'true' }),
    );
    expect(status).toBe(2);
    expect(stderr).toContain('--update is refused in CI (CI=true)');
  });

  it('--update records what the hooks decide into expect', async () => {
    const dir = await repo({
      '.github/hooks/guard.json': hookFile({
        preToolUse: [
          {
            type: 'command',
            bash: `case "$(cat)" in *'rm -rf'*) echo '{"permissionDecision":"deny","permissionDecisionReason":"dangerous"}' ;; esac`,
            matcher: 'bash',
          },
        ],
      }),
    });
    const { status, stdout } = await runCli(
      ['import', ENVELOPE, '--repo', dir, '--update', '--sandbox', 'process'],
      '',
      env(),
    );
    expect(stdout).toContain('+ decision: "deny"');
    // What it wrote is said before the replay that records it.
    expect(stdout.indexOf('wrote ')).toBeLessThan(stdout.indexOf('+ decision'));
    expect(status).toBe(0);
    const loaded = parseScenario(await readFile(path.join(dir, SCENARIO), 'utf8'), SCENARIO);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    expect(loaded.scenario.steps[1]).toMatchObject({
      tool: 'bash',
      args: { command: 'rm -rf build' },
      expect: { decision: 'deny', reason: 'dangerous' },
    });
    expect(loaded.scenario.steps[0]).toMatchObject({ expect: { decision: 'none' } });
  });
});
