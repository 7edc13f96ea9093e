import { describe, expect, it } from '@jest/globals';
import { main, type CliIo } from '../src/cli-main.js';
import { listLintRules } from '../src/lint/rule-catalogue.js';

const BAD = 'test/fixtures/lint/bad';

async function run(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { stdout: (t) => out.push(t), stderr: (t) => err.push(t), readStdin: () => '' };
  const code = await main(argv, io);
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('hooksim lint output formats (issue 6)', () => {
  it('text groups findings by file and shows the source line under each', async () => {
    const { code, stdout } = await run(['lint', '--repo', `${BAD}/http-not-allowed`]);
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    const hooksAt = lines.indexOf('.github/hooks/hooks.json');
    const scriptAt = lines.indexOf('.github/hooks/notify.sh');
    expect(hooksAt).toBeGreaterThanOrEqual(0);
    expect(scriptAt).toBeGreaterThan(hooksAt);
    expect(lines[hooksAt + 1]).toMatch(/^ {2}13:9 {2}warning {2}audit\.example\.net .*\[http-not-allowed\]$/);
    expect(lines[hooksAt + 2]).toBe('    |         "url": "https://audit.example.net/events",');
    expect(lines[hooksAt + 3]).toBe(`    | ${' '.repeat(8)}^`);
    expect(stdout).toContain(
      '    | curl -s -X POST -d "$input" https://chat.example.net/hooks/copilot >/dev/null',
    );
    expect(lines.at(-1)).toBe('0 errors, 2 warnings, 0 infos');
  });

  it('json lists {file,line,column,severity,code,message} and exits 1 on an error', async () => {
    const { code, stdout } = await run(['lint', '--repo', `${BAD}/script-missing`, '--format', 'json']);
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toEqual({
      findings: [
        {
          file: '.github/hooks/hooks.json',
          line: 8,
          column: 9,
          severity: 'error',
          code: 'script-missing',
          message:
            "Script './.github/hooks/guard.sh' does not exist: fix the path (relative to the repository root)",
        },
      ],
    });
  });

  it('github prints one workflow annotation per finding', async () => {
    // ShellCheck's findings depend on the machine: off here, covered in lint-rules.test.ts.
    const { stdout } = await run([
      'lint',
      '--repo',
      `${BAD}/matcher-case`,
      '--format',
      'github',
      '--no-shellcheck',
    ]);
    expect(stdout).toBe(
      "::error file=.github/hooks/hooks.json,line=7,col=9,title=hooksim matcher-case::Matcher 'Bash' never " +
        "matches on preToolUse: runtime tool names are lowercase, use 'bash'",
    );
  });

  it('sarif 2.1.0 has one run with the rules (class as tag) and a result per finding', async () => {
    const { code, stdout } = await run([
      'lint',
      '--repo',
      `${BAD}/script-ignores-stdin`,
      '--format',
      'sarif',
      '--no-shellcheck',
    ]);
    // script-ignores-stdin is a warning (the script likely misbehaves): the exit status stays 0.
    expect(code).toBe(0);
    const sarif = JSON.parse(stdout);
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs).toHaveLength(1);
    const rule = sarif.runs[0].tool.driver.rules.find((r: { id: string }) => r.id === 'script-ignores-stdin');
    expect(rule.shortDescription.text).toMatch(/stdin/);
    expect(rule.fullDescription.text).toMatch(/\$1/);
    expect(rule.help.text).toBe(rule.fullDescription.text);
    expect(rule.properties).toEqual({ tags: ['scripts'] });
    expect(sarif.runs[0].results).toEqual([
      {
        ruleId: 'script-ignores-stdin',
        ruleIndex: sarif.runs[0].tool.driver.rules.indexOf(rule),
        level: 'warning',
        message: { text: expect.stringContaining('input=$(cat)') },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: '.github/hooks/guard.sh' },
              region: { startLine: 3, startColumn: 10 },
            },
          },
        ],
      },
    ]);
  });
});

describe('hooksim lint exit status and options (issue 6)', () => {
  it('--max-warnings N fails only when warnings exceed N', async () => {
    const repo = `${BAD}/http-not-allowed`;
    expect((await run(['lint', '--repo', repo, '--max-warnings', '1'])).code).toBe(1);
    expect((await run(['lint', '--repo', repo, '--max-warnings', '2'])).code).toBe(0);
    expect((await run(['lint', '--repo', repo, '--max-warnings', 'x'])).code).toBe(2);
  });

  it('an info finding alone never fails', async () => {
    expect((await run(['lint', '--repo', `${BAD}/missing-version`, '--max-warnings', '0'])).code).toBe(0);
  });

  it('--explain CODE prints the rule paragraph with its class; an unknown code is a usage error', async () => {
    const { code, stdout } = await run(['lint', '--explain', 'cwd-doubled-path']);
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe('cwd-doubled-path (error, class: scripts)');
    const network = await run(['lint', '--explain', 'http-insecure']);
    expect(network.stdout.split('\n')[0]).toBe('http-insecure (error, class: network and secrets)');
    expect(stdout).toContain('.github/hooks/.github/hooks/x.sh');
    const unknown = await run(['lint', '--explain', 'no-such-rule']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("'no-such-rule' is not a lint rule code");
  });

  it('--explain gives every rule a bad and a good example', async () => {
    for (const rule of listLintRules()) {
      const { stdout } = await run(['lint', '--explain', rule.code]);
      expect(stdout).toMatch(/\n\nBad: {2}\S.*\nGood: \S/);
    }
    const { stdout } = await run(['lint', '--explain', 'payload-env-var']);
    expect(stdout).toContain('Bad:  echo "$TOOL_INPUT"');
  });

  it("--explain takes validate's name for the same problem and says which lint rule it is", async () => {
    const alias = await run(['lint', '--explain', 'version-missing']);
    expect(alias.code).toBe(0);
    expect(alias.stdout.split('\n').slice(0, 2)).toEqual([
      "'version-missing' is hooksim validate's code for this lint rule.",
      'missing-version (info, class: hook files, entries and events)',
    ]);
    const split = await run(['lint', '--explain', 'entry-ignored']);
    expect(split.stdout).toBe(
      "'entry-ignored' is hooksim validate's code; lint reports it as 'powershell-only', 'exec-entry', 'prompt-entry': explain one of those.",
    );
  });

  it('--format must be one of text, json, github, sarif; a bad --allow-host is a usage error', async () => {
    expect((await run(['lint', '--format', 'xml'])).code).toBe(2);
    const badHost = await run(['lint', '--repo', 'examples/demo', '--allow-host', 'http://a b']);
    expect(badHost.code).toBe(2);
    expect(badHost.stderr).toContain('--allow-host');
  });
});
