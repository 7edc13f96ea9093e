import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { lintRepo } from '../src/lint/lint-repo.js';
import { listLintRules } from '../src/lint/rule-catalogue.js';

const FIXTURES = 'test/fixtures/lint';

/**
 * Each bad fixture reproduces one pattern; `covers` names the rule it rests on; `expected` is every finding as
 * [code, file, line]; `advice`, when given, is the exact message of the (single) finding: the fix it suggests.
 */
const BAD: { fixture: string; covers: string; expected: [string, string, number][]; advice?: string }[] = [
  {
    fixture: 'powershell-only',
    covers: 'R003, R034',
    expected: [['powershell-only', '.github/hooks/hooks.json', 7]],
  },
  { fixture: 'exec-entry', covers: 'R035', expected: [['exec-entry', '.github/hooks/hooks.json', 7]] },
  {
    fixture: 'event-never-fires',
    covers: 'R003',
    expected: [['event-never-fires', '.github/hooks/hooks.json', 4]],
  },
  {
    fixture: 'prompt-entry',
    covers: 'runtime-behaviour.md §13',
    expected: [['prompt-entry', '.github/hooks/hooks.json', 6]],
  },
  {
    fixture: 'unknown-event',
    covers: 'R020',
    expected: [['unknown-event', '.github/hooks/hooks.json', 4]],
    advice: "Unknown event 'preToolUsed' is ignored: did you mean 'preToolUse'?",
  },
  {
    fixture: 'unknown-event-camel',
    covers: 'R020, runtime-behaviour.md §11',
    expected: [['unknown-event', '.github/hooks/hooks.json', 4]],
    advice: "Unknown event 'userPromptSubmit' is ignored: did you mean 'userPromptSubmitted'?",
  },
  {
    fixture: 'missing-version',
    covers: 'R019',
    expected: [['missing-version', '.github/hooks/hooks.json', 1]],
  },
  {
    fixture: 'json-with-comments',
    covers: 'R021',
    expected: [['json-with-comments', '.github/hooks/hooks.json', 2]],
  },
  {
    fixture: 'file-rejected',
    covers: 'R021',
    expected: [['file-rejected', '.github/hooks/hooks.json', 6]],
  },
  {
    fixture: 'item-dropped',
    covers: 'R026',
    expected: [['item-dropped', '.github/hooks/hooks.json', 5]],
  },
  {
    fixture: 'settings-hooks-ignored',
    covers: 'R008, R221',
    expected: [
      ['settings-hooks-ignored', '.claude/settings.json', 2],
      ['settings-hooks-ignored', '.github/copilot/settings.json', 3],
    ],
  },
  {
    fixture: 'matcher-invalid',
    covers: 'R144',
    expected: [['matcher-invalid', '.github/hooks/hooks.json', 7]],
  },
  {
    fixture: 'matcher-empty',
    covers: 'runtime-behaviour.md §10',
    expected: [['matcher-empty', '.github/hooks/hooks.json', 7]],
  },
  {
    fixture: 'matcher-case',
    covers: 'R195, R205',
    expected: [['matcher-case', '.github/hooks/hooks.json', 7]],
  },
  {
    fixture: 'matcher-claude-name',
    covers: 'R201, R205',
    expected: [['matcher-claude-name', '.github/hooks/hooks.json', 7]],
  },
  {
    fixture: 'matcher-permission-syntax',
    covers: 'R195, runtime-behaviour.md §10',
    expected: [['matcher-permission-syntax', '.github/hooks/hooks.json', 7]],
    advice:
      "Matcher 'Bash(git:*)' is permission-rule syntax and never matches: match 'bash' and check the command in the script",
  },
  {
    fixture: 'matcher-permission-syntax-pascal',
    covers: 'R195, runtime-behaviour.md §10',
    expected: [['matcher-permission-syntax', '.github/hooks/hooks.json', 6]],
    advice:
      "Matcher 'Bash(git:*)' is permission-rule syntax and never matches: match 'Bash' and check the command in the script",
  },
  {
    fixture: 'matcher-spaces',
    covers: 'R195',
    expected: [['matcher-spaces', '.github/hooks/hooks.json', 7]],
  },
  {
    fixture: 'matcher-no-effect',
    covers: 'R198',
    expected: [['matcher-no-effect', '.github/hooks/hooks.json', 7]],
  },
  {
    fixture: 'script-missing',
    covers: 'R036',
    expected: [['script-missing', '.github/hooks/hooks.json', 8]],
  },
  {
    fixture: 'cwd-doubled-path',
    covers: 'R036',
    expected: [['cwd-doubled-path', '.github/hooks/hooks.json', 9]],
  },
  {
    fixture: 'script-not-executable',
    covers: 'runtime-behaviour.md §4',
    expected: [['script-not-executable', '.github/hooks/hooks.json', 8]],
  },
  {
    fixture: 'script-no-shebang',
    covers: 'runtime-behaviour.md §4',
    expected: [['script-no-shebang', '.github/hooks/guard.sh', 1]],
    advice: 'Script has no #! line: add "#!/usr/bin/env bash" as its first line',
  },
  {
    fixture: 'script-no-shebang-python',
    covers: 'runtime-behaviour.md §4',
    expected: [['script-no-shebang', '.github/hooks/guard.py', 1]],
    advice: 'Script has no #! line: add "#!/usr/bin/env python3" as its first line',
  },
  {
    fixture: 'script-ignores-stdin',
    covers: 'R042',
    expected: [['script-ignores-stdin', '.github/hooks/guard.sh', 3]],
  },
  {
    fixture: 'script-wrong-field',
    covers: 'R125, R126',
    expected: [['script-wrong-field', '.github/hooks/guard.sh', 4]],
  },
  {
    fixture: 'http-not-allowed',
    covers: 'R082',
    expected: [
      ['http-not-allowed', '.github/hooks/hooks.json', 13],
      ['http-not-allowed', '.github/hooks/notify.sh', 4],
    ],
  },
  {
    fixture: 'http-insecure',
    covers: 'R077, R078',
    expected: [['http-insecure', '.github/hooks/hooks.json', 8]],
  },
  {
    fixture: 'allowed-env-github-token',
    covers: 'R083',
    expected: [['allowed-env-github-token', '.github/hooks/hooks.json', 11]],
  },
  {
    fixture: 'precompact-manual-only',
    covers: 'R003, runtime-behaviour.md §10',
    expected: [['precompact-manual-only', '.github/hooks/hooks.json', 7]],
  },
  {
    fixture: 'claude-output-ignored',
    covers: 'runtime-behaviour.md §8.1',
    expected: [['claude-output-ignored', '.github/hooks/guard.sh', 5]],
  },
  {
    fixture: 'fail-open-dependency',
    covers: 'runtime-behaviour.md §8.1',
    expected: [['fail-open-dependency', '.github/hooks/guard.sh', 3]],
  },
  {
    fixture: 'log-discarded',
    covers: 'cloud-environment.md',
    expected: [['log-discarded', '.github/hooks/audit.sh', 4]],
  },
  {
    fixture: 'http-private-address',
    covers: 'R082, runtime-behaviour.md §5',
    expected: [['http-private-address', '.github/hooks/hooks.json', 7]],
  },
  {
    fixture: 'pretooluse-timeout-long',
    covers: 'runtime-behaviour.md §8.1',
    expected: [['pretooluse-timeout-long', '.github/hooks/hooks.json', 9]],
  },
  {
    fixture: 'heavy-posttooluse',
    covers: 'runtime-behaviour.md §8.2',
    expected: [['heavy-posttooluse', '.github/hooks/hooks.json', 7]],
  },
];

describe('hooksim lint corpus (issue 6): each bad fixture gives exactly its codes and lines', () => {
  it.each(BAD)('bad/$fixture ($covers)', async ({ fixture, expected, advice }) => {
    const findings = await lintRepo({ repo: `${FIXTURES}/bad/${fixture}` });
    expect(findings.map((f) => [f.code, f.file, f.line])).toEqual(expected);
    for (const finding of findings) expect(finding.column).toBeGreaterThan(0);
    if (advice !== undefined) expect(findings.map((f) => f.message)).toEqual([advice]);
  });

  it('every rule has a bad fixture, and every bad fixture directory is in the table', () => {
    const covered = new Set(BAD.flatMap(({ expected }) => expected.map(([code]) => code)));
    expect(listLintRules().filter((rule) => !covered.has(rule.code))).toEqual([]);
    expect(readdirSync(`${FIXTURES}/bad`).sort()).toEqual(BAD.map(({ fixture }) => fixture).sort());
  });
});

describe('hooksim lint corpus (issue 6): correct hooks give no finding', () => {
  it.each(readdirSync(`${FIXTURES}/good`))('good/%s', async (fixture) => {
    expect(await lintRepo({ repo: `${FIXTURES}/good/${fixture}` })).toEqual([]);
  });
});
