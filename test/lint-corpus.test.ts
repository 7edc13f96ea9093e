import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { lintRepo } from '../src/lint/lint-repo.js';
import { listLintRules } from '../src/lint/rule-catalogue.js';

const FIXTURES = 'test/fixtures/lint';
const HOOKS = '.github/hooks/hooks.json';

/** A check on one fixture repository: true when the fix is in it. */
type FixCheck = (repo: string) => boolean;

function fileText(repo: string, file: string): string | undefined {
  try {
    return readFileSync(join(repo, file), 'utf8');
  } catch {
    return undefined;
  }
}

/** The fix is a text the file holds (a missing file does not hold it). */
function has(file: string, pattern: RegExp): FixCheck {
  return (repo) => pattern.test(fileText(repo, file) ?? '');
}

/** The fix is the file's executable bit. */
function executable(file: string): FixCheck {
  return (repo) => (statSync(join(repo, file)).mode & 0o111) !== 0;
}

/**
 * The corpus: bad/<fixture> reproduces one pattern and good/<fixture> is the same hooks with the fix its finding
 * names, so each rule has a failing and a passing fixture. `covers` names the spec rule the pattern rests on;
 * `expected` is every finding of the bad fixture as [code, file, line]; `advice`, when given, is the exact message of
 * its (single) finding; `fixed` holds in the good fixture and not in the bad one: the twin differs by the fix, it is
 * not an empty repository that lints clean for want of a subject.
 */
const CORPUS: {
  fixture: string;
  covers: string;
  fixed: FixCheck;
  expected: [string, string, number][];
  advice?: string;
}[] = [
  {
    fixture: 'powershell-only',
    covers: 'R003, R034',
    fixed: has(HOOKS, /"bash": "cat/),
    expected: [['powershell-only', '.github/hooks/hooks.json', 7]],
  },
  {
    fixture: 'exec-entry',
    covers: 'R035',
    fixed: has(HOOKS, /"bash": "cat >\/dev\/null; \/bin\/echo/),
    expected: [['exec-entry', '.github/hooks/hooks.json', 7]],
  },
  {
    fixture: 'event-never-fires',
    covers: 'R003',
    fixed: has(HOOKS, /"preToolUse"/),
    expected: [['event-never-fires', '.github/hooks/hooks.json', 4]],
  },
  {
    fixture: 'prompt-entry',
    covers: 'runtime-behaviour.md §13',
    fixed: has(HOOKS, /"type": "command"/),
    expected: [['prompt-entry', '.github/hooks/hooks.json', 6]],
  },
  {
    fixture: 'unknown-event',
    covers: 'R020',
    fixed: has(HOOKS, /"preToolUse"/),
    expected: [['unknown-event', '.github/hooks/hooks.json', 4]],
    advice: "Unknown event 'preToolUsed' is ignored: did you mean 'preToolUse'?",
  },
  {
    fixture: 'unknown-event-camel',
    covers: 'R020, runtime-behaviour.md §11',
    fixed: has(HOOKS, /"userPromptSubmitted"/),
    expected: [['unknown-event', '.github/hooks/hooks.json', 4]],
    advice: "Unknown event 'userPromptSubmit' is ignored: did you mean 'userPromptSubmitted'?",
  },
  {
    fixture: 'unknown-field',
    covers: 'runtime-behaviour.md §3',
    fixed: has(HOOKS, /"timeoutSec": 5/),
    expected: [['unknown-field', '.github/hooks/hooks.json', 9]],
    advice: "'timeoutSecs' is not a hook field and is ignored: did you mean 'timeoutSec'?",
  },
  {
    fixture: 'missing-version',
    covers: 'R019',
    fixed: has(HOOKS, /"version": 1/),
    expected: [['missing-version', '.github/hooks/hooks.json', 1]],
  },
  {
    fixture: 'json-with-comments',
    covers: 'R021',
    fixed: has(HOOKS, /^\{\n {2}"version"/),
    expected: [['json-with-comments', '.github/hooks/hooks.json', 2]],
  },
  {
    fixture: 'file-rejected',
    covers: 'R021',
    fixed: has(HOOKS, /echo '\{\}'" \}\n/),
    expected: [['file-rejected', '.github/hooks/hooks.json', 5]],
  },
  {
    fixture: 'item-dropped',
    covers: 'R026',
    fixed: has(HOOKS, /"bash"/),
    expected: [['item-dropped', '.github/hooks/hooks.json', 5]],
    advice:
      "hooks.sessionStart[0]: Specify either 'exec' (native executable) or 'bash'/'powershell'/'command' (shell), but not both — hook will be skipped: the entry needs a \"bash\" command and no \"exec\" (the cloud agent runs only bash)",
  },
  {
    fixture: 'settings-hooks-ignored',
    covers: 'R008, R221',
    fixed: has('.claude/settings.json', /"permissions"/),
    expected: [
      ['settings-hooks-ignored', '.claude/settings.json', 2],
      ['settings-hooks-ignored', '.github/copilot/settings.json', 3],
    ],
  },
  {
    fixture: 'matcher-invalid',
    covers: 'R144',
    fixed: has(HOOKS, /"matcher": "\(bash\|edit\)"/),
    expected: [['matcher-invalid', '.github/hooks/hooks.json', 7]],
  },
  {
    fixture: 'matcher-empty',
    covers: 'runtime-behaviour.md §10',
    fixed: has(HOOKS, /"type": "command",\n\s+"bash"/),
    expected: [['matcher-empty', '.github/hooks/hooks.json', 7]],
  },
  {
    fixture: 'matcher-case',
    covers: 'R195, R205',
    fixed: has(HOOKS, /"matcher": "bash"/),
    expected: [['matcher-case', '.github/hooks/hooks.json', 7]],
  },
  {
    fixture: 'matcher-claude-name',
    covers: 'R201, R205',
    fixed: has(HOOKS, /"PostToolUse"/),
    expected: [['matcher-claude-name', '.github/hooks/hooks.json', 7]],
  },
  {
    fixture: 'matcher-permission-syntax',
    covers: 'R195, runtime-behaviour.md §10',
    fixed: has(HOOKS, /"matcher": "bash"/),
    expected: [['matcher-permission-syntax', '.github/hooks/hooks.json', 7]],
    advice:
      "Matcher 'Bash(git:*)' is permission-rule syntax and never matches: match 'bash' and check the command in the script",
  },
  {
    fixture: 'matcher-permission-syntax-pascal',
    covers: 'R195, runtime-behaviour.md §10',
    fixed: has(HOOKS, /"matcher": "Bash"/),
    expected: [['matcher-permission-syntax', '.github/hooks/hooks.json', 6]],
    advice:
      "Matcher 'Bash(git:*)' is permission-rule syntax and never matches: match 'Bash' and check the command in the script",
  },
  {
    fixture: 'matcher-spaces',
    covers: 'R195',
    fixed: has(HOOKS, /"matcher": "edit\|create"/),
    expected: [['matcher-spaces', '.github/hooks/hooks.json', 7]],
  },
  {
    fixture: 'matcher-no-effect',
    covers: 'R198',
    fixed: has('.github/hooks/ok.sh', /'\.source'/),
    expected: [['matcher-no-effect', '.github/hooks/hooks.json', 7]],
  },
  {
    fixture: 'script-missing',
    covers: 'R036',
    fixed: has('.github/hooks/guard.sh', /^#!/),
    expected: [['script-missing', '.github/hooks/hooks.json', 8]],
  },
  {
    fixture: 'cwd-doubled-path',
    covers: 'R036',
    fixed: has(HOOKS, /"bash": "\.\/guard\.sh"/),
    expected: [['cwd-doubled-path', '.github/hooks/hooks.json', 9]],
  },
  {
    fixture: 'script-not-executable',
    covers: 'runtime-behaviour.md §4',
    fixed: executable('.github/hooks/guard.sh'),
    expected: [['script-not-executable', '.github/hooks/hooks.json', 8]],
  },
  {
    fixture: 'script-no-shebang',
    covers: 'runtime-behaviour.md §4',
    fixed: has('.github/hooks/guard.sh', /^#!\/usr\/bin\/env bash\n/),
    expected: [['script-no-shebang', '.github/hooks/guard.sh', 1]],
    advice: 'Script has no #! line: add "#!/usr/bin/env bash" as its first line',
  },
  {
    fixture: 'script-no-shebang-python',
    covers: 'runtime-behaviour.md §4',
    fixed: has('.github/hooks/guard.py', /^#!\/usr\/bin\/env python3\n/),
    expected: [['script-no-shebang', '.github/hooks/guard.py', 1]],
    advice: 'Script has no #! line: add "#!/usr/bin/env python3" as its first line',
  },
  {
    fixture: 'script-ignores-stdin',
    covers: 'R042',
    fixed: has('.github/hooks/guard.sh', /jq -r '\.toolArgs/),
    expected: [['script-ignores-stdin', '.github/hooks/guard.sh', 3]],
  },
  {
    fixture: 'script-wrong-field',
    covers: 'R125, R126',
    fixed: has('.github/hooks/guard.sh', /jq -r '\.toolArgs/),
    expected: [['script-wrong-field', '.github/hooks/guard.sh', 5]],
  },
  {
    fixture: 'http-not-allowed',
    covers: 'R082',
    fixed: has(HOOKS, /uploads\.github\.com/),
    expected: [
      ['http-not-allowed', '.github/hooks/hooks.json', 13],
      ['http-not-allowed', '.github/hooks/notify.sh', 4],
    ],
  },
  {
    fixture: 'http-insecure',
    covers: 'R077, R078',
    fixed: has(HOOKS, /"url": "https:/),
    expected: [['http-insecure', '.github/hooks/hooks.json', 8]],
  },
  {
    fixture: 'allowed-env-github-token',
    covers: 'R083',
    fixed: has(HOOKS, /"AUDIT_TOKEN"/),
    expected: [['allowed-env-github-token', '.github/hooks/hooks.json', 11]],
  },
  {
    fixture: 'precompact-manual-only',
    covers: 'R003, runtime-behaviour.md §10',
    fixed: has(HOOKS, /"matcher": "manual\|auto"/),
    expected: [['precompact-manual-only', '.github/hooks/hooks.json', 7]],
  },
  {
    fixture: 'claude-output-ignored',
    covers: 'runtime-behaviour.md §8.1',
    fixed: has('.github/hooks/guard.sh', /"permissionDecision": "deny"/),
    expected: [['claude-output-ignored', '.github/hooks/guard.sh', 6]],
  },
  {
    fixture: 'fail-open-dependency',
    covers: 'runtime-behaviour.md §8.1',
    fixed: has('.github/hooks/guard.sh', /command -v jq .*permissionDecision/),
    expected: [['fail-open-dependency', '.github/hooks/guard.sh', 3]],
  },
  {
    fixture: 'log-discarded',
    covers: 'cloud-environment.md',
    fixed: has(HOOKS, /"type": "http"/),
    expected: [['log-discarded', '.github/hooks/audit.sh', 4]],
  },
  {
    fixture: 'http-private-address',
    covers: 'R082, runtime-behaviour.md §5',
    fixed: has(HOOKS, /uploads\.github\.com/),
    expected: [['http-private-address', '.github/hooks/hooks.json', 7]],
  },
  {
    fixture: 'pretooluse-timeout-long',
    covers: 'runtime-behaviour.md §8.1',
    fixed: has(HOOKS, /"timeoutSec": 30\b/),
    expected: [['pretooluse-timeout-long', '.github/hooks/hooks.json', 9]],
  },
  {
    fixture: 'heavy-posttooluse',
    covers: 'runtime-behaviour.md §8.2',
    fixed: has(HOOKS, /"matcher": "edit\|create"/),
    expected: [['heavy-posttooluse', '.github/hooks/hooks.json', 7]],
  },
  {
    fixture: 'script-not-parsed',
    covers: 'issue 16: languages without a parser say so',
    fixed: has(HOOKS, /bash \.github\/hooks\/guard\.sh/),
    expected: [['script-not-parsed', '.github/hooks/guard.mjs', 1]],
  },
  {
    fixture: 'script-wrong-argument',
    covers: 'issue 16: Copilot argument names',
    fixed: has('.github/hooks/protect.sh', /\.toolArgs\.path/),
    expected: [['script-wrong-argument', '.github/hooks/protect.sh', 3]],
    advice:
      "Copilot's tools send 'path', not 'filePath' (a VS Code or Claude argument name): read .toolArgs.path",
  },
  {
    fixture: 'tool-name-never-sent',
    covers: 'runtime-behaviour.md §11 (PascalCase tool_name is the Claude name)',
    fixed: has('.github/hooks/guard.sh', /== "Bash"/),
    expected: [['tool-name-never-sent', '.github/hooks/guard.sh', 5]],
    advice: "PreToolUse never sends the tool name 'bash': compare with 'Bash'",
  },
  {
    fixture: 'path-check-relative',
    covers: 'issue 16: absolute /workspace paths',
    fixed: has('.github/hooks/protect.py', /"\/src\/generated\/" in path/),
    expected: [['path-check-relative', '.github/hooks/protect.py', 8]],
  },
  {
    fixture: 'payload-env-var',
    covers: 'cloud-environment.md §3',
    fixed: has(HOOKS, /jq -r '\.toolArgs\.command/),
    expected: [['payload-env-var', '.github/hooks/hooks.json', 8]],
  },
  {
    fixture: 'stdout-text-dropped',
    covers: 'runtime-behaviour.md §6',
    fixed: has('.github/hooks/lint-file.sh', /additionalContext/),
    expected: [['stdout-text-dropped', '.github/hooks/lint-file.sh', 5]],
  },
  {
    fixture: 'timeout-long',
    covers: 'cloud-environment.md §4 (59-minute job)',
    fixed: has(HOOKS, /"timeoutSec": 240/),
    expected: [['timeout-long', '.github/hooks/hooks.json', 8]],
  },
  {
    fixture: 'empty-command',
    covers: 'issue 16: "command": ""',
    fixed: has(HOOKS, /"command": "git diff/),
    expected: [['empty-command', '.github/hooks/hooks.json', 7]],
  },
];

describe('hooksim lint corpus (issue 6): each bad fixture gives exactly its codes and lines', () => {
  it.each(CORPUS)('bad/$fixture ($covers)', async ({ fixture, expected, advice }) => {
    const findings = await lintRepo({ repo: `${FIXTURES}/bad/${fixture}` });
    expect(findings.map((f) => [f.code, f.file, f.line])).toEqual(expected);
    for (const finding of findings) expect(finding.column).toBeGreaterThan(0);
    if (advice !== undefined) expect(findings.map((f) => f.message)).toEqual([advice]);
  });

  it('every rule has a bad fixture, and every bad fixture directory is in the table', () => {
    const covered = new Set(CORPUS.flatMap(({ expected }) => expected.map(([code]) => code)));
    expect(listLintRules().filter((rule) => !covered.has(rule.code))).toEqual([]);
    expect(readdirSync(`${FIXTURES}/bad`).sort()).toEqual(CORPUS.map(({ fixture }) => fixture).sort());
  });
});

describe('hooksim lint corpus (issue 6): the same hooks with the fix give no finding', () => {
  it.each(CORPUS)('good/$fixture', async ({ fixture, fixed }) => {
    expect(fixed(`${FIXTURES}/good/${fixture}`)).toBe(true);
    expect(fixed(`${FIXTURES}/bad/${fixture}`)).toBe(false);
    expect(await lintRepo({ repo: `${FIXTURES}/good/${fixture}` })).toEqual([]);
  });
});

describe('hooksim lint corpus (issue 6): correct hooks of every kind give no finding', () => {
  const twins = new Set(CORPUS.map(({ fixture }) => fixture));
  const general = readdirSync(`${FIXTURES}/good`).filter((fixture) => !twins.has(fixture));

  it('holds repositories beyond the fixed twins', () => {
    expect(general.sort()).toEqual(['command-hooks', 'cwd-relative', 'http-allowed', 'pascal-claude']);
  });

  it.each(general)('good/%s', async (fixture) => {
    expect(await lintRepo({ repo: `${FIXTURES}/good/${fixture}` })).toEqual([]);
  });
});
