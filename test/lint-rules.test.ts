import { describe, expect, it } from '@jest/globals';
import { editDistance, findJsonComment, misspelledField, nearestEventKey } from '../src/lint/config-rules.js';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lintRepo } from '../src/lint/lint-repo.js';
import { isPrivateHost } from '../src/lint/network-rules.js';
import { findScriptInCommand } from '../src/lint/script-ref.js';
import { suggestedShebang } from '../src/lint/script-rules.js';
import { explainLintRule } from '../src/lint/lint-format.js';
import type { ShellCheckRunner } from '../src/lint/shellcheck.js';

describe('lint helpers (issue 6)', () => {
  it('unknown-event suggests the nearest key, exact letters first', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(nearestEventKey('pretooluse')).toBe('preToolUse');
    expect(nearestEventKey('preToolUsed')).toBe('preToolUse');
    expect(nearestEventKey('SessionStarted')).toBe('SessionStart');
    expect(nearestEventKey('agentStopped')).toBe('agentStop');
  });

  it('unknown-event keeps to the casing family of the unknown key, unless the other family is much nearer', () => {
    // camelCase family: Claude's UserPromptSubmit written in camelCase means the Copilot key.
    expect(nearestEventKey('userPromptSubmit')).toBe('userPromptSubmitted');
    expect(nearestEventKey('sessionBegin')).toBe('sessionEnd');
    expect(nearestEventKey('preCompacted')).toBe('preCompact');
    // PascalCase family.
    expect(nearestEventKey('PRETOOLUSE')).toBe('PreToolUse');
    expect(nearestEventKey('Sessionstart')).toBe('SessionStart');
    expect(nearestEventKey('SubagentStopped')).toBe('SubagentStop');
    // userPromptTransformed has no PascalCase key: the camelCase one is the only near name.
    expect(nearestEventKey('UserPromptTransformd')).toBe('userPromptTransformed');
  });

  it('script-no-shebang suggests the interpreter the file name names', () => {
    expect(suggestedShebang('/r/.github/hooks/guard.py')).toBe('#!/usr/bin/env python3');
    expect(suggestedShebang('/r/.github/hooks/guard.js')).toBe('#!/usr/bin/env node');
    expect(suggestedShebang('/r/.github/hooks/guard.mjs')).toBe('#!/usr/bin/env node');
    expect(suggestedShebang('/r/.github/hooks/guard.sh')).toBe('#!/usr/bin/env bash');
    expect(suggestedShebang('/r/.github/hooks.d/guard')).toBe('#!/usr/bin/env bash');
  });

  it('json-with-comments finds // and /* */ only outside strings', () => {
    expect(findJsonComment('{"a": "http://x /* y */"}')).toBeUndefined();
    expect(findJsonComment('{"a": "\\"//"}')).toBeUndefined();
    expect(findJsonComment('{\n  /* c */ "a": 1}')).toBe(4);
    expect(findJsonComment('{"a": 1} // end')).toBe(9);
  });

  it('finds the script a command runs, directly or through an interpreter', () => {
    expect(findScriptInCommand('./.github/hooks/x.sh')).toEqual({
      written: './.github/hooks/x.sh',
      direct: true,
    });
    expect(findScriptInCommand('FOO=1 .github/hooks/x.sh --flag && echo')).toEqual({
      written: '.github/hooks/x.sh',
      direct: true,
    });
    expect(findScriptInCommand('bash -e "scripts/x.sh" arg')).toEqual({
      written: 'scripts/x.sh',
      direct: false,
    });
    expect(findScriptInCommand('python3 hooks/x.py')).toEqual({ written: 'hooks/x.py', direct: false });
    expect(findScriptInCommand('bash -c "echo hi"')).toBeUndefined();
    expect(findScriptInCommand("cat >/dev/null; echo '{}'")).toBeUndefined();
    expect(findScriptInCommand('"$CLAUDE_PROJECT_DIR"/hooks/x.sh')).toBeUndefined();
    expect(findScriptInCommand('lint.sh')).toBeUndefined();
  });
});

async function lintScript(name: string, script: string, eventKey = 'preToolUse'): Promise<string[]> {
  const repo = await mkdtemp(join(tmpdir(), 'hooksim-lint-'));
  await mkdir(join(repo, '.github/hooks'), { recursive: true });
  await writeFile(join(repo, '.github/hooks', name), script, { mode: 0o755 });
  const hooks = { version: 1, hooks: { [eventKey]: [{ type: 'command', bash: `./.github/hooks/${name}` }] } };
  await writeFile(join(repo, '.github/hooks/hooks.json'), JSON.stringify(hooks, null, 2));
  try {
    return (await lintRepo({ repo })).map((f) => `${f.code}@${f.line}`);
  } finally {
    await rm(repo, { recursive: true, force: true });
  }
}

describe('script rules heuristics (issue 6, R042, R125, R126)', () => {
  it('awk $1 in single quotes is not argument use; a script that reads stdin with read is fine', async () => {
    expect(
      await lintScript(
        'a.sh',
        "#!/usr/bin/env bash\nread -r payload\necho \"$payload\" | awk '{print $1}' >/dev/null\necho '{}'\n",
      ),
    ).toEqual([]);
  });

  it('a python hook reading sys.argv and never stdin ignores its input', async () => {
    expect(await lintScript('a.py', '#!/usr/bin/env python3\nimport sys\nprint(sys.argv[1])\n')).toEqual([
      'script-ignores-stdin@3',
    ]);
  });

  it('payload["tool_name"] on a camelCase key is the wrong field; on PascalCase it is right', async () => {
    const script =
      '#!/usr/bin/env python3\nimport json, sys\np = json.load(sys.stdin)\nprint(p["tool_name"])\n';
    expect(await lintScript('a.py', script)).toEqual(['script-wrong-field@4']);
    expect(await lintScript('a.py', script, 'SessionStart')).toEqual([]);
  });
});

describe('behaviour rules heuristics (issue 6)', () => {
  it('http-private-address: loopback, private and link-local literals and localhost; public names are not', () => {
    for (const host of [
      'localhost',
      'api.localhost',
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
    ]) {
      expect(isPrivateHost(host)).toBe(true);
    }
    for (const host of ['192.168.1.10', '169.254.169.254', '[::1]', '[fd00::1]', '[fe80::1]', '0.0.0.0']) {
      expect(isPrivateHost(host)).toBe(true);
    }
    for (const host of ['172.32.0.1', '8.8.8.8', 'example.com', '127.evil.example', '[2001:db8::1]']) {
      expect(isPrivateHost(host)).toBe(false);
    }
  });

  it('fail-open-dependency: `which node || true` on preToolUse is fail-open; the same on postToolUse is not flagged', async () => {
    const script = '#!/usr/bin/env bash\ninput=$(cat)\nwhich node >/dev/null || true\necho {}\n';
    expect(await lintScript('a.sh', script)).toEqual(['fail-open-dependency@3']);
    expect(await lintScript('a.sh', script, 'postToolUse')).toEqual([]);
  });

  it('fail-open-dependency: a captured $(jq …) in a guard without errexit or a check for jq allows when jq is missing', async () => {
    const guard = (prelude: string, capture = `command=$(jq -r '.toolArgs' <<<"$input")`): string =>
      `#!/usr/bin/env bash\ninput=$(cat)\n${prelude}\n${capture}\n` +
      `case "$command" in *rm*) echo '{"permissionDecision":"deny"}' ;; esac\n`;
    expect(await lintScript('a.sh', guard(''))).toEqual(['fail-open-dependency@4']);
    expect(await lintScript('a.sh', guard('', 'command=$(echo "$input" | python3 -c "print(1)")'))).toEqual([
      'fail-open-dependency@4',
    ]);
    expect(await lintScript('a.sh', guard('', 'command=`jq -r .toolArgs`'))).toEqual([
      'fail-open-dependency@4',
    ]);
    // Each of these fails closed when jq is missing: the script dies (127 = deny), or it checks jq itself.
    for (const prelude of ['set -euo pipefail', 'set -e', 'set -o errexit', 'set -u -o errexit']) {
      expect(await lintScript('a.sh', guard(prelude))).toEqual([]);
    }
    const denies = `command -v jq >/dev/null || { echo '{"permissionDecision":"deny"}'; exit 0; }`;
    expect(await lintScript('a.sh', guard(denies))).toEqual([]);
    expect(await lintScript('a.sh', guard('', `command=$(jq -r .toolArgs) || exit 2`))).toEqual([]);
    expect(
      await lintScript('a.sh', '#!/bin/bash -e\ninput=$(cat)\nc=$(jq -r .toolArgs <<<"$input")\n'),
    ).toEqual([]);
    // One finding per script, at its first capture that ignores the failure.
    const twice = `#!/usr/bin/env bash\ninput=$(cat)\nt=$(jq -r .toolName <<<"$input") || exit 2\nc=$(jq -r .toolArgs <<<"$input")\nd=$(jq -r .cwd <<<"$input")\n`;
    expect(await lintScript('a.sh', twice)).toEqual(['fail-open-dependency@4']);
    // jq as the script's last command fails closed by itself; a postToolUse hook guards nothing.
    expect(await lintScript('a.sh', `#!/usr/bin/env bash\njq -n '{permissionDecision: "deny"}'\n`)).toEqual(
      [],
    );
    expect(await lintScript('a.sh', guard(''), 'postToolUse')).toEqual([]);
  });

  it('claude-output-ignored: hookSpecificOutput on agentStop and continue:false anywhere; HSO on PascalCase PreToolUse is honoured', async () => {
    const hso =
      '#!/usr/bin/env bash\ninput=$(cat)\necho \'{"hookSpecificOutput": {"permissionDecision": "deny"}}\'\n';
    expect(await lintScript('a.sh', hso, 'agentStop')).toEqual(['claude-output-ignored@3']);
    expect(await lintScript('a.sh', hso, 'PreToolUse')).toEqual([]);
    const stop = '#!/usr/bin/env bash\ninput=$(cat)\necho \'{"continue":false}\'\n';
    expect(await lintScript('a.sh', stop, 'sessionStart')).toEqual(['claude-output-ignored@3']);
  });

  it('log-discarded: appending under ~ or the checkout is flagged; /dev/null, /tmp and a variable are not', async () => {
    const home = '#!/usr/bin/env bash\ninput=$(cat)\necho "$input" | tee -a "$HOME/hooks.log" >/dev/null\n';
    expect(await lintScript('a.sh', home, 'postToolUse')).toEqual(['log-discarded@3']);
    const quiet =
      '#!/usr/bin/env bash\ninput=$(cat)\necho "$input" >> /dev/null\necho x >> /tmp/x.log\necho y >> "$LOG"\n';
    expect(await lintScript('a.sh', quiet, 'postToolUse')).toEqual([]);
  });

  it('heavy-posttooluse: a suite in a postToolUse script without matcher is flagged; the same in agentStop is not', async () => {
    const suite = '#!/usr/bin/env bash\ncat >/dev/null\npytest -q >&2\n';
    expect(await lintScript('a.sh', suite, 'postToolUse')).toEqual(['heavy-posttooluse@3']);
    expect(await lintScript('a.sh', suite, 'agentStop')).toEqual([]);
  });
});

describe('fix advice (issue 6)', () => {
  it('settings-hooks-ignored names the fix for what the file holds: hooks, or disableAllHooks', async () => {
    const findings = await lintRepo({ repo: 'test/fixtures/lint/bad/settings-hooks-ignored' });
    expect(findings.map((f) => f.message)).toEqual([
      'The cloud agent does not read .claude/settings.json: move the hooks out of .claude/settings.json into .github/hooks/*.json',
      'The cloud agent does not read .github/copilot/settings.json: to turn hooks off, set "disableAllHooks": true in each .github/hooks/*.json file instead',
    ]);
  });
});

describe('unknown-field (issue 6; runtime-behaviour.md §3: unknown fields are ignored silently)', () => {
  it('names the field a key misspells, and leaves other extra keys alone', () => {
    const entry = ['type', 'bash', 'command', 'timeoutSec', 'timeout', 'matcher', 'allowedEnvVars', 'hooks'];
    expect(misspelledField('timeoutSecs', entry)).toBe('timeoutSec');
    expect(misspelledField('TimeoutSec', entry)).toBe('timeoutSec');
    expect(misspelledField('matchers', entry)).toBe('matcher');
    expect(misspelledField('allowEnvVars', entry)).toBe('allowedEnvVars');
    expect(misspelledField('comand', entry)).toBe('command');
    for (const extra of ['comment', 'description', 'name', '$schema', '_note', 'id', 'timeoutSeconds']) {
      expect(misspelledField(extra, entry)).toBeUndefined();
    }
  });
});

describe('file-rejected advice (issue 6; runtime-behaviour.md §3)', () => {
  it('a version that is not the number 1 says what to write', async () => {
    const repo = await mkdtemp(join(tmpdir(), 'hooksim-lint-'));
    await mkdir(join(repo, '.github/hooks'), { recursive: true });
    await writeFile(join(repo, '.github/hooks/a.json'), '{"version": "1", "hooks": {}}');
    try {
      expect((await lintRepo({ repo })).map((f) => f.message)).toEqual([
        'Invalid hook config version (write "version": 1, the number); none of the file\'s hooks run until it is fixed',
      ]);
    } finally {
      await rm(repo, { recursive: true, force: true });
    }
  });
});

describe('ShellCheck (issue 16)', () => {
  const repo = 'test/fixtures/lint/real-world/camel-correct';

  it('reports its comments under their SC codes, style notes left out; nothing when it is missing or off', async () => {
    const seen: string[][] = [];
    const runner: ShellCheckRunner = {
      run: async (args) => {
        seen.push([...args]);
        const file = args.at(-1) ?? '';
        const comment = (level: string, code: number) => ({
          file,
          line: 3,
          column: 1,
          level,
          code,
          message: `m${code}`,
        });
        return {
          missing: false,
          stdout: JSON.stringify({
            comments: [comment('warning', 2154), comment('style', 2250), comment('error', 1010)],
          }),
        };
      },
    };
    const findings = (await lintRepo({ repo, shellcheck: runner })).filter((f) => f.code.startsWith('SC'));
    expect(findings.map((f) => [f.code, f.severity])).toEqual([
      ['SC1010', 'error'],
      ['SC2154', 'warning'],
    ]);
    expect(seen[0]?.slice(0, 4)).toEqual(['-f', 'json1', '-s', 'bash']);
    const missing: ShellCheckRunner = { run: async () => ({ missing: true, stdout: '' }) };
    expect((await lintRepo({ repo, shellcheck: missing })).filter((f) => f.code.startsWith('SC'))).toEqual(
      [],
    );
    expect((await lintRepo({ repo })).filter((f) => f.code.startsWith('SC'))).toEqual([]);
  });

  it('--explain SC2086 points at the ShellCheck wiki', () => {
    expect(explainLintRule('SC2086')).toContain('https://www.shellcheck.net/wiki/SC2086');
    expect(explainLintRule('SC20')).toBeUndefined();
  });
});

describe('script model (issue 16)', () => {
  it('stdout-text-dropped: text echoed by a function is not reported (its calls may redirect it); top-level echo is', async () => {
    const viaFunction =
      '#!/usr/bin/env bash\nlog() { echo "hook: $*"; }\nlog "formatting" >&2\necho \'{}\'\n';
    expect(await lintScript('a.sh', viaFunction, 'postToolUse')).toEqual([]);
    const direct = '#!/usr/bin/env bash\necho "formatted the file"\n';
    expect(await lintScript('a.sh', direct, 'postToolUse')).toEqual(['stdout-text-dropped@2']);
    const emoji = '#!/usr/bin/env bash\ncat >/dev/null\necho "✅ environment ready"\n';
    expect(await lintScript('a.sh', emoji, 'sessionStart')).toEqual(['stdout-text-dropped@3']);
    const json = `#!/usr/bin/env bash\ncat >/dev/null\nprintf '%s\\n' "$ctx"\necho '{"additionalContext": "x"}'\n`;
    expect(await lintScript('a.sh', json, 'sessionStart')).toEqual([]);
  });
});
