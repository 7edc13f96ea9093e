import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HookEntry } from '../src/model.js';
import { PROFILES, type Profile } from '../src/profiles.js';
import { commandText, runCommandHook, timeoutMessage } from '../src/runners/command.js';
import { HostHookHost } from '../src/sandbox/host.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'runner');
const SYSTEM_PATH = '/usr/local/bin:/usr/bin:/bin';
const MiB = 1024 * 1024;
const payload = {
  sessionId: 's-1',
  timestamp: 1700000000000,
  cwd: '/workspace',
  toolName: 'bash',
  toolArgs: { command: 'ls' },
};

let root: string;
let workspace: string;
let binDir: string;
let host: HostHookHost;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'hooksim-cmd-'));
  workspace = path.join(root, 'workspace');
  mkdirSync(path.join(workspace, '.github', 'hooks'), { recursive: true });
  mkdirSync(path.join(workspace, 'sub', 'dir'), { recursive: true });
  binDir = path.join(root, 'bin');
  cpSync(path.join(FIXTURES, 'bin'), binDir, { recursive: true });
  for (const name of ['print-args', 'pwsh']) chmodSync(path.join(binDir, name), 0o755);
  writeFileSync(path.join(workspace, 'not-executable.sh'), 'echo hi\n');
  chmodSync(path.join(workspace, 'not-executable.sh'), 0o644);
  host = new HostHookHost({
    workspace,
    home: '/root',
    baseEnv: { HOME: '/root', PATH: SYSTEM_PATH, LANG: 'C.UTF-8', BASE_ONLY: 'base', LAYER: 'base' },
  });
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function entry(fields: Partial<HookEntry>): HookEntry {
  return {
    file: '.github/hooks/a.json',
    fileDir: '.github/hooks',
    index: 0,
    eventKey: 'preToolUse',
    event: 'preToolUse',
    casing: 'camel',
    position: { line: 1, column: 1 },
    type: 'command',
    timeoutSec: 10,
    ...fields,
  };
}

function run(
  fields: Partial<HookEntry>,
  profile: Profile = PROFILES.cloud,
  agentEnv: Record<string, string> = {},
) {
  return runCommandHook(entry(fields), payload, { host, profile, agentEnv });
}

/** `NAME=value` lines of `env` output as a map. */
function envOf(stdout: string): Record<string, string> {
  return Object.fromEntries(
    stdout
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

describe('runCommandHook: spawning (runtime-behaviour.md §4, R031, R042)', () => {
  it('R042: the payload arrives on stdin as compact JSON without a trailing newline', async () => {
    const record = await run({ bash: 'cat' });
    expect(record.status).toBe('ok');
    expect(record.stdout).toBe(JSON.stringify(payload));
    expect(record.payload).toEqual(payload);
    expect(record.output).toEqual(payload);
  });

  it('§1.3 stdinTrailingNewline=true adds one newline', async () => {
    const record = await run(
      { bash: 'od -An -c | tr -s " " | tail -c 8' },
      { ...PROFILES.cloud, stdinTrailingNewline: true },
    );
    expect(record.stdout).toMatch(/}\s+\\n\s*$/);
  });

  it('§4: argv is exactly /bin/bash --norc --noprofile -c <text>, and $- is hBc', async () => {
    const text = 'tr "\\0" "\\n" < /proc/$$/cmdline; echo "flags=$-"';
    const record = await run({ bash: text });
    expect(record.stdout).toBe(
      ['/bin/bash', '--norc', '--noprofile', '-c', text, 'flags=hBc', ''].join('\n'),
    );
  });

  it('R033: `bash` wins over `command`; `command` is the fallback', async () => {
    expect((await run({ bash: 'echo 1', command: 'echo 2' })).stdout).toBe('1\n');
    expect((await run({ command: 'echo 2' })).stdout).toBe('2\n');
  });

  it('R034: a powershell-only entry is skipped under powershellOnlyEntries=ignore', async () => {
    const record = await run({ powershell: 'Write-Output hi' }, PROFILES.cloud);
    expect(record.status).toBe('skipped');
    expect(record.skipped).toEqual(expect.any(String));
  });

  it('§4: a powershell-only entry spawns `pwsh -NoProfile -Command <text>` under powershellOnlyEntries=pwsh', async () => {
    const record = await run({ powershell: 'Write-Output "a b"' }, PROFILES.cli, {
      PATH: `${binDir}:${SYSTEM_PATH}`,
    });
    expect(record.status).toBe('ok');
    expect(record.stdout).toBe('pwsh\n-NoProfile\n-Command\nWrite-Output "a b"\n');
  });

  it('§4: a missing pwsh is the spawn error `spawn pwsh ENOENT`', async () => {
    const record = await run({ powershell: 'x' }, PROFILES.cli, { PATH: path.join(root, 'empty-bin') });
    expect(record.status).toBe('error');
    expect(record.error).toBe('spawn pwsh ENOENT');
  });

  it('R041: exec runs the program without a shell, args verbatim ("a b", "$HOME", "*")', async () => {
    const record = await run(
      { exec: path.join(binDir, 'print-args'), args: ['a b', '$HOME', '*', ''] },
      PROFILES.cli,
    );
    expect(record.status).toBe('ok');
    expect(record.stdout).toBe('a b\n$HOME\n*\n\n');
  });

  it('§4: a bare exec name is found through the entry env PATH, else the inherited PATH', async () => {
    const viaEntry = await run(
      { exec: 'print-args', args: ['x'], env: { PATH: `${binDir}:${SYSTEM_PATH}` } },
      PROFILES.cli,
    );
    expect(viaEntry.stdout).toBe('x\n');
    const viaInherited = await run({ exec: 'print-args', args: ['y'] }, PROFILES.cli, {
      PATH: `${binDir}:${SYSTEM_PATH}`,
    });
    expect(viaInherited.stdout).toBe('y\n');
    const missing = await run({ exec: 'print-args' }, PROFILES.cli);
    expect(missing.status).toBe('error');
    expect(missing.error).toBe('spawn print-args ENOENT');
  });

  it('R035: an exec entry is skipped under execEntries=skip', async () => {
    const record = await run({ exec: path.join(binDir, 'print-args') }, PROFILES.cloud);
    expect(record.status).toBe('skipped');
  });
});

describe('runCommandHook: working directory (R036, R037, runtime-behaviour.md §4)', () => {
  it('defaults to the workspace, with PWD set to it', async () => {
    const record = await run({ bash: 'pwd -P; echo "$PWD"' });
    expect(record.stdout).toBe(`${workspace}\n${workspace}\n`);
  });

  it('resolves a relative cwd against the workspace and takes an absolute one as is', async () => {
    expect((await run({ bash: 'pwd; echo "$PWD"', cwd: 'sub/dir' })).stdout).toBe(
      `${workspace}/sub/dir\n${workspace}/sub/dir\n`,
    );
    expect((await run({ bash: 'pwd', cwd: root })).stdout).toBe(`${root}\n`);
  });

  it('a missing cwd fails the spawn as `spawn /bin/bash ENOENT` (status error)', async () => {
    const record = await run({ bash: 'echo hi', cwd: 'does/not/exist' });
    expect(record.status).toBe('error');
    expect(record.error).toBe('spawn /bin/bash ENOENT');
    expect(record.exitCode).toBeNull();
  });
});

describe('runCommandHook: environment layers (R038, R043, cloud-environment.md §3)', () => {
  it('base, then agent env, then runtime variables, then the entry env (entry wins)', async () => {
    const record = await run(
      { bash: 'env', env: { LAYER: 'entry', ENTRY_ONLY: 'e', COPILOT_CLI: 'entry-wins' } },
      PROFILES.cloud,
      { LAYER: 'agent', AGENT_ONLY: 'a' },
    );
    const env = envOf(record.stdout ?? '');
    expect(env).toMatchObject({
      BASE_ONLY: 'base',
      AGENT_ONLY: 'a',
      ENTRY_ONLY: 'e',
      LAYER: 'entry',
      COPILOT_CLI: 'entry-wins',
      COPILOT_HOOK_DIR: `${workspace}/.github/hooks`,
      COPILOT_PROJECT_DIR: workspace,
      CLAUDE_PROJECT_DIR: workspace,
      PWD: workspace,
      HOME: '/root',
    });
    expect(Object.keys(env).sort()).toEqual(
      [
        'AGENT_ONLY',
        'BASE_ONLY',
        'CLAUDE_PROJECT_DIR',
        'COPILOT_CLI',
        'COPILOT_HOOK_DIR',
        'COPILOT_PROJECT_DIR',
        'ENTRY_ONLY',
        'HOME',
        'LANG',
        'LAYER',
        'PATH',
        'PWD',
        'SHLVL',
        '_',
      ].sort(),
    );
  });

  it('runtime variables: COPILOT_CLI=1 and an absolute fileDir taken as is', async () => {
    const record = await run({ bash: 'env', fileDir: '/etc/hooks' });
    const env = envOf(record.stdout ?? '');
    expect(env.COPILOT_CLI).toBe('1');
    expect(env.COPILOT_HOOK_DIR).toBe('/etc/hooks');
  });

  it('runtimeEnvVars=none adds none of the four variables', async () => {
    const record = await run({ bash: 'env' }, { ...PROFILES.cloud, runtimeEnvVars: 'none' });
    const env = envOf(record.stdout ?? '');
    for (const name of ['COPILOT_CLI', 'COPILOT_HOOK_DIR', 'COPILOT_PROJECT_DIR', 'CLAUDE_PROJECT_DIR']) {
      expect(env[name]).toBeUndefined();
    }
  });

  const expansionEnv = {
    A: '$HOME',
    B: '${HOME}/x',
    C: '%HOME%',
    D: '${CLAUDE_PROJECT_DIR}',
    E: '$UNSET_THING-end',
    F: '~ $(echo no) $',
    G: '$LAYER',
  };
  const printExpansion = 'printf "%s|" "$A" "$B" "$C" "$D" "$E" "$F" "$G"';

  it('envExpansion=none (observed): values arrive literally; the shell still expands its own text', async () => {
    const record = await run({ bash: printExpansion, env: expansionEnv }, PROFILES.cloud);
    expect(record.stdout).toBe(
      '$HOME|${HOME}/x|%HOME%|${CLAUDE_PROJECT_DIR}|$UNSET_THING-end|~ $(echo no) $|$LAYER|',
    );
  });

  it('envExpansion=posix (docs): $NAME and ${NAME} from inherited + runtime vars, unset empty, %NAME% literal', async () => {
    const record = await run({ bash: printExpansion, env: expansionEnv }, PROFILES['cloud-docs'], {
      LAYER: 'agent',
    });
    expect(record.stdout).toBe(`/root|/root/x|%HOME%|${workspace}|-end|~ $(echo no) $|agent|`);
  });
});

describe('runCommandHook: exit codes (R059-R065, runtime-behaviour.md §7)', () => {
  it('R059: exit 0 parses stdout', async () => {
    const record = await run({ bash: `echo '{"permissionDecision":"deny"}'` });
    expect(record).toMatchObject({ status: 'ok', exitCode: 0, output: { permissionDecision: 'deny' } });
    expect(record.error).toBeUndefined();
  });

  it('R061: exit 2 is status exit2 and keeps stdout output and stderr for the dispatcher', async () => {
    const record = await run({ bash: `echo '{"permissionDecision":"allow"}'; echo nope >&2; exit 2` });
    expect(record).toMatchObject({
      status: 'exit2',
      exitCode: 2,
      stderr: 'nope\n',
      output: { permissionDecision: 'allow' },
    });
  });

  it('R064/R065: exit 1 is an error with the runtime text, and its stdout is not output', async () => {
    const record = await run({ bash: `echo '{"permissionDecision":"allow"}'; echo broken >&2; exit 1` });
    expect(record.status).toBe('error');
    expect(record.error).toBe('Hook command failed with code 1\nStderr: broken\n');
    expect(record.output).toBeUndefined();
  });

  it('§7: 126 (not executable) and 127 (not found) are errors', async () => {
    const r126 = await run({ bash: './not-executable.sh' });
    expect(r126.status).toBe('error');
    expect(r126.exitCode).toBe(126);
    expect(r126.error).toMatch(/^Hook command failed with code 126\nStderr: .*Permission denied/);
    const r127 = await run({ bash: 'no-such-command-hooksim' });
    expect(r127.status).toBe('error');
    expect(r127.exitCode).toBe(127);
    expect(r127.error).toMatch(/^Hook command failed with code 127\nStderr: .*command not found/);
  });

  it('§7: death by a signal (kill -9 $$) is an error naming the signal', async () => {
    const record = await run({ bash: 'echo bye >&2; kill -9 $$' });
    expect(record.status).toBe('error');
    expect(record.signal).toBe('SIGKILL');
    expect(record.exitCode).toBeNull();
    expect(record.error).toBe('Hook command was killed by signal SIGKILL\nStderr: bye\n');
  });
});

describe('runCommandHook: stdout parsing (R044-R053, runtime-behaviour.md §6)', () => {
  it('R045/R047: progress lines are stripped and kept; the final object is the output', async () => {
    const record = await run({
      bash: `echo '{"type":"progress","message":"Checking policy..."}'; echo '{"type":"progress","message":"Thinking...","temporary":true}'; echo '{"permissionDecision":"deny"}'`,
    });
    expect(record.progress).toEqual([
      { message: 'Checking policy...' },
      { message: 'Thinking...', temporary: true },
    ]);
    expect(record.output).toEqual({ permissionDecision: 'deny' });
  });

  it('R050: a pretty-printed progress object breaks the parse', async () => {
    const record = await run({
      bash: `printf '{\\n "type": "progress",\\n "message": "p"\\n}\\n{"a":1}\\n'`,
    });
    expect(record.status).toBe('ok');
    expect(record.progress).toEqual([]);
    expect(record.output).toBeUndefined();
    expect(record.parseError).toEqual(expect.any(String));
  });

  it('R051: a multi-line final object parses', async () => {
    const record = await run({ bash: `printf '{\\n  "permissionDecision": "deny"\\n}\\n'` });
    expect(record.output).toEqual({ permissionDecision: 'deny' });
  });

  it('R053/R052: two objects, or text then an object, give no output', async () => {
    const two = await run({ bash: `echo '{"a":1}'; echo '{"b":2}'` });
    expect(two.output).toBeUndefined();
    expect(two.parseError).toEqual(expect.any(String));
    const text = await run({ bash: `echo checking; echo '{"b":2}'` });
    expect(text.output).toBeUndefined();
    expect(text.status).toBe('ok');
  });

  it('binary garbage on stdout: no crash, no output, invalid bytes replaced', async () => {
    const record = await run({ bash: `printf '\\xff\\xfe\\x00\\x80abc'; head -c 2048 /dev/urandom` });
    expect(record.status).toBe('ok');
    expect(record.output).toBeUndefined();
    expect(record.stdout?.startsWith('\uFFFD\uFFFD\u0000\uFFFDabc')).toBe(true);
  });

  it('R054: 9 MiB of padding then a deny object parses (under the cap)', async () => {
    const record = await run({
      bash: `head -c ${9 * MiB} /dev/zero | tr '\\0' ' '; echo '{"permissionDecision":"deny"}'`,
    });
    expect(record.stdoutTruncated).toBe(false);
    expect(record.output).toEqual({ permissionDecision: 'deny' });
  });

  it('R054: 50 MiB of stdout is capped at 10 MiB, flagged, drained, and gives no output', async () => {
    const started = Date.now();
    const record = await run({
      bash: `echo '{"a":'; head -c ${50 * MiB} /dev/zero | tr '\\0' '1'; echo '}'`,
    });
    expect(Date.now() - started).toBeLessThan(8000);
    expect(record.status).toBe('ok');
    expect(record.stdoutTruncated).toBe(true);
    expect(Buffer.byteLength(record.stdout ?? '')).toBe(10 * MiB);
    expect(record.output).toBeUndefined();
  });
});

describe('runCommandHook: timeouts (R066-R068, runtime-behaviour.md §5)', () => {
  it('R066/R068: a hook sleeping past a fractional timeout is status timeout; its deny is discarded, progress kept', async () => {
    const bash = `echo '{"type":"progress","message":"working"}'; echo '{"permissionDecision":"deny"}'; sleep 10`;
    const started = Date.now();
    const record = await run({ bash, timeoutSec: 0.3 });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(record.status).toBe('timeout');
    expect(record.error).toBe(`Hook command timed out after 0.3 seconds: ${bash.slice(0, 79)}…`);
    expect(record.output).toBeUndefined();
    expect(record.progress).toEqual([{ message: 'working' }]);
  });

  it('timeoutKill=termThenKill (cloud) sends SIGTERM first; kill (cloud-docs) sends SIGKILL at once', async () => {
    const bash = "trap 'echo got-term >&2; exit 0' TERM; sleep 10";
    const term = await run({ bash, timeoutSec: 0.3 }, PROFILES.cloud);
    expect(term.status).toBe('timeout');
    expect(term.stderr).toMatch(/got-term/);
    const kill = await run({ bash, timeoutSec: 0.3 }, PROFILES['cloud-docs']);
    expect(kill.status).toBe('timeout');
    expect(kill.signal).toBe('SIGKILL');
    expect(kill.stderr).not.toMatch(/got-term/);
  });

  it('R068: the message text is the shell text, or `<exec> <args...>`, with N as configured', () => {
    expect(timeoutMessage(entry({ bash: 'sleep 9', timeoutSec: 3 }), PROFILES.cloud)).toBe(
      'Hook command timed out after 3 seconds: sleep 9',
    );
    expect(commandText(entry({ exec: 'node', args: ['check.js', '--strict'] }))).toBe(
      'node check.js --strict',
    );
    expect(timeoutMessage(entry({ exec: 'node', args: ['a b'], timeoutSec: 1.5 }), PROFILES.cli)).toBe(
      'Hook command timed out after 1.5 seconds: node a b',
    );
  });

  it('timeoutTextTruncation: ellipsis keeps 79 code points + …, cut keeps 80; exactly 80 is untouched', () => {
    const long = '🙂'.repeat(81);
    expect(timeoutMessage(entry({ bash: long, timeoutSec: 30 }), PROFILES.cloud)).toBe(
      `Hook command timed out after 30 seconds: ${'🙂'.repeat(79)}…`,
    );
    expect(timeoutMessage(entry({ bash: long, timeoutSec: 30 }), PROFILES['cloud-docs'])).toBe(
      `Hook command timed out after 30 seconds: ${'🙂'.repeat(80)}`,
    );
    const exact = 'x'.repeat(80);
    expect(timeoutMessage(entry({ bash: exact, timeoutSec: 30 }), PROFILES.cloud)).toBe(
      `Hook command timed out after 30 seconds: ${exact}`,
    );
  });

  it('a background child holding stdout does not hang the run; the record comes back promptly', async () => {
    const started = Date.now();
    const record = await run({ bash: `sleep 30 & echo '{"ok":true}'` });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(record.output).toEqual({ ok: true });
  });
});
