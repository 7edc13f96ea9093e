import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { lintRepo } from '../src/lint/lint-repo.js';

const CORPUS = 'test/fixtures/lint/real-world';

/** A finding as [code, file, line]. */
type Finding = [string, string, number];

/**
 * Repositories written for this corpus, each reproducing a pattern seen in public hook repositories (GitHub's
 * awesome-copilot hooks, Claude Code hook scripts ported to Copilot, VS Code agent hooks): `expected` is every
 * finding lint must give (true findings), `falseBefore` the findings the line-by-line lint gave and must no longer
 * give (false, or true with the wrong advice), `advice` the exact messages where the fix is the point.
 */
const REPOS: {
  repo: string;
  pattern: string;
  expected: Finding[];
  falseBefore?: Finding[];
  advice?: string[];
}[] = [
  {
    repo: 'secrets-scanner',
    pattern: 'camelCase guard whose comments name tool_input, toolInput and $TOOL_ARGS',
    expected: [],
  },
  {
    repo: 'docstring-guard',
    pattern: 'Python guard whose docstring names tool_input, $(jq …) and $TOOL_ARGS',
    expected: [],
    falseBefore: [
      ['script-wrong-field', '.github/hooks/block_dangerous.py', 4],
      ['fail-open-dependency', '.github/hooks/block_dangerous.py', 5],
      ['script-wrong-field', '.github/hooks/block_dangerous.py', 6],
    ],
  },
  {
    repo: 'tool-args-assigned',
    pattern: 'TOOL_ARGS=$(echo "$INPUT" | jq -c .toolArgs), then $TOOL_ARGS',
    expected: [],
    falseBefore: [['script-wrong-field', '.github/hooks/scripts/no-force-push.sh', 6]],
  },
  {
    repo: 'inline-comments',
    pattern: 'trailing comment and a string naming tool_input, toolInput and $TOOL_ARGS',
    expected: [],
    falseBefore: [
      ['script-wrong-field', '.github/hooks/deny-sudo.sh', 3],
      ['script-wrong-field', '.github/hooks/deny-sudo.sh', 5],
    ],
  },
  {
    repo: 'errexit-guard',
    pattern: 'set -e, then tool=$(jq …): a missing jq ends the script and denies',
    expected: [],
  },
  {
    repo: 'session-cleanup',
    pattern: 'sessionEnd cleanup that needs no input; $1 inside a function, ${1:-0} at the top',
    expected: [],
    falseBefore: [['script-ignores-stdin', '.github/hooks/cleanup.sh', 6]],
  },
  {
    repo: 'data-files',
    pattern: 'JSON data files under .github/hooks/scripts/ read by the guard',
    expected: [],
    falseBefore: [
      ['file-rejected', '.github/hooks/scripts/patterns.json', 1],
      ['missing-version', '.github/hooks/scripts/settings.json', 1],
    ],
  },
  {
    repo: 'pascal-correct',
    pattern:
      'Claude-format PreToolUse guard: tool_name "Bash", tool_input, hookSpecificOutput (honoured there)',
    expected: [],
  },
  {
    repo: 'camel-correct',
    pattern:
      'camelCase guard on bash/edit/create with absolute-path globs; typecheck reported as additionalContext',
    expected: [],
  },
  {
    repo: 'both-shapes',
    pattern: 'one script for Claude Code, VS Code and Copilot reading whichever field arrives',
    expected: [],
    falseBefore: [['script-wrong-field', '.github/hooks/any-agent.sh', 5]],
  },
  {
    repo: 'pascal-lowercase-bash',
    pattern: 'PascalCase PreToolUse guard comparing tool_name with "bash"',
    expected: [['tool-name-never-sent', '.github/hooks/block-rm.sh', 7]],
    advice: ["PreToolUse never sends the tool name 'bash': compare with 'Bash'"],
  },
  {
    repo: 'vscode-tool-names',
    pattern: 'guard acting only on runTerminalCommand and execute',
    expected: [
      ['tool-name-never-sent', 'scripts/hooks/terminal-guard.sh', 6],
      ['tool-name-never-sent', 'scripts/hooks/terminal-guard.sh', 6],
    ],
  },
  {
    repo: 'claude-arg-names',
    pattern: 'Claude hook port reading tool_input.file_path',
    expected: [['script-wrong-argument', '.github/hooks/protect_lockfiles.py', 9]],
    advice: [
      "Copilot's tools send 'path', not 'file_path' (a VS Code or Claude argument name): read .tool_input.path",
    ],
  },
  {
    repo: 'vscode-arg-names',
    pattern: 'VS Code argument names filePath and content on create',
    expected: [
      ['script-wrong-argument', '.github/hooks/no-todo.sh', 4],
      ['script-wrong-argument', '.github/hooks/no-todo.sh', 5],
    ],
  },
  {
    repo: 'relative-path-check',
    pattern: '[[ "$path" =~ ^db/migrations/ ]] against absolute /workspace paths',
    expected: [['path-check-relative', '.github/hooks/protect-migrations.sh', 4]],
  },
  {
    repo: 'sessionstart-context',
    pattern: 'SessionStart printing hookSpecificOutput.additionalContext',
    expected: [['claude-output-ignored', '.github/hooks/context.sh', 5]],
  },
  {
    repo: 'posttooluse-context',
    pattern: 'PostToolUse Python hook printing hookSpecificOutput.additionalContext',
    expected: [['claude-output-ignored', '.github/hooks/remind_tests.py', 11]],
  },
  {
    repo: 'formatter-output',
    pattern: 'postToolUse formatter whose file list goes to stdout',
    expected: [['stdout-text-dropped', '.github/hooks/format.sh', 5]],
  },
  {
    repo: 'sessionstart-echo',
    pattern: 'sessionStart echo of a reminder',
    expected: [['stdout-text-dropped', '.github/hooks/hooks.json', 7]],
  },
  {
    repo: 'multiline-fail-open',
    pattern: 'if ! command -v jq …; then exit 0; fi over several lines',
    expected: [['fail-open-dependency', '.github/hooks/policy.sh', 4]],
  },
  {
    repo: 'audit-log-variable',
    pattern: 'LOG_DIR and LOG_FILE assigned, then >> "$LOG_FILE"',
    expected: [['log-discarded', '.github/hooks/audit.sh', 6]],
  },
  {
    repo: 'api-url-variable',
    pattern: 'API_URL="${NOTIFY_URL:-https://hooks.slack.com/…}", then curl "$API_URL"',
    expected: [['http-not-allowed', '.github/hooks/notify.sh', 5]],
  },
  {
    repo: 'guard-log-default',
    pattern: 'guard reading .toolInput; LOG_DIR="${GUARD_LOG_DIR:-logs/…}", then >> "$log"',
    expected: [
      ['script-wrong-field', '.github/hooks/scripts/guard.sh', 9],
      ['log-discarded', '.github/hooks/scripts/guard.sh', 11],
    ],
  },
  {
    repo: 'home-work-log',
    pattern: 'sessionStart log under "${DIR:-$HOME/…}", the redirect on a continuation line',
    expected: [['log-discarded', '.github/hooks/scripts/session-start.sh', 10]],
  },
  {
    repo: 'empty-command',
    pattern: '"bash": "" next to a powershell command',
    expected: [['empty-command', '.github/hooks/hooks.json', 7]],
  },
  {
    repo: 'env-payload',
    pattern: '$CLAUDE_FILE_PATHS in a hook command; $TOOL_NAME and $TOOL_INPUT in a script',
    expected: [
      ['payload-env-var', '.github/hooks/guard.sh', 4],
      ['payload-env-var', '.github/hooks/guard.sh', 4],
      ['payload-env-var', '.github/hooks/hooks.json', 8],
    ],
  },
  {
    repo: 'claude-matcher-names',
    pattern: 'camelCase matcher "Write|MultiEdit"',
    expected: [['matcher-claude-name', '.github/hooks/hooks.json', 7]],
    advice: ["Matcher 'Write|MultiEdit' never matches on postToolUse: use 'create|edit'"],
  },
  {
    repo: 'precommit-every-call',
    pattern: 'pre-commit in a postToolUse hook with no matcher',
    expected: [['heavy-posttooluse', '.github/hooks/hooks.json', 7]],
  },
  {
    repo: 'npx-every-call',
    pattern: 'npx in a preToolUse hook with no matcher',
    expected: [['heavy-posttooluse', '.github/hooks/hooks.json', 7]],
  },
  {
    repo: 'long-session-start',
    pattern: 'an 1800 s sessionStart bootstrap (its output sent to stderr)',
    expected: [['timeout-long', '.github/hooks/hooks.json', 8]],
  },
  {
    repo: 'node-guard',
    pattern: 'a Node guard: no parser, said at info level',
    expected: [['script-not-parsed', '.github/hooks/guard.mjs', 1]],
  },
];

function key([code, file, line]: Finding): string {
  return `${code} ${file}:${line}`;
}

/** How many of each key a list holds. */
function counts(findings: readonly Finding[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const finding of findings) map.set(key(finding), (map.get(key(finding)) ?? 0) + 1);
  return map;
}

describe('hooksim lint on real-world patterns (issue 16)', () => {
  it('the table lists every repository of the corpus, and there are at least 25', () => {
    expect(
      readdirSync(CORPUS)
        .filter((name) => name !== 'README.md')
        .sort(),
    ).toEqual(REPOS.map(({ repo }) => repo).sort());
    expect(REPOS.length).toBeGreaterThanOrEqual(25);
  });

  it('precision and recall are 1.0 over the corpus; the old false findings are gone', async () => {
    let truePositives = 0;
    let reported = 0;
    let expectedTotal = 0;
    const mismatches: string[] = [];
    for (const { repo, expected, falseBefore = [], advice } of REPOS) {
      const findings = await lintRepo({ repo: `${CORPUS}/${repo}` });
      const found: Finding[] = findings.map((f) => [f.code, f.file, f.line]);
      const want = counts(expected);
      for (const [k, n] of counts(found)) {
        const hit = Math.min(n, want.get(k) ?? 0);
        truePositives += hit;
        if (hit < n) mismatches.push(`${repo}: unexpected ${k}`);
      }
      for (const [k, n] of want) {
        if ((counts(found).get(k) ?? 0) < n) mismatches.push(`${repo}: missed ${k}`);
      }
      for (const gone of falseBefore) {
        if (counts(found).has(key(gone))) mismatches.push(`${repo}: false finding back: ${key(gone)}`);
      }
      if (advice !== undefined) expect(findings.map((f) => f.message)).toEqual(advice);
      reported += found.length;
      expectedTotal += expected.length;
    }
    expect(mismatches).toEqual([]);
    expect(reported === 0 ? 1 : truePositives / reported).toBe(1);
    expect(truePositives / expectedTotal).toBe(1);
  });
});
