/**
 * Issue 6 acceptance on the shipped examples, through the bundled CLI as a user runs it (`node dist/cli/index.js`,
 * built by `npm run package`): examples/demo lints clean, and examples/broken, a deliberately broken copy of it,
 * shows every class of finding. Its README's table of findings is checked against the linter's output.
 */
import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { findLintRule, LINT_CLASS_TITLES, LINT_CLASSES, listLintRules } from '../src/lint/rule-catalogue.js';

const BUNDLE = 'dist/cli/index.js';
const DEMO = 'examples/demo';
const BROKEN = 'examples/broken';

interface Finding {
  file: string;
  line: number;
  column: number;
  severity: string;
  code: string;
  message: string;
}

/** The class heading of a rule code, as examples/broken/README.md's table writes it; '?' for an unknown code. */
function classOf(code: string): string {
  const rule = findLintRule(code);
  return rule ? LINT_CLASS_TITLES[rule.class] : '?';
}
const CLASSES = LINT_CLASSES.map((name) => LINT_CLASS_TITLES[name]);

/** Run the bundled CLI; a non-zero exit is a result here, not an error. */
async function hooksim(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('node', [BUNDLE, ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { code: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

async function lintJson(repo: string): Promise<{ code: number; findings: Finding[] }> {
  const { code, stdout, stderr } = await hooksim(['lint', '--repo', repo, '--format', 'json']);
  if (code !== 0 && code !== 1) throw new Error(`hooksim lint exited ${code}: ${stderr}`);
  return { code, findings: (JSON.parse(stdout) as { findings: Finding[] }).findings };
}

/** The rows of examples/broken/README.md's findings table as `class|file:line|code`. */
async function readmeRows(): Promise<string[]> {
  const text = await readFile(`${BROKEN}/README.md`, 'utf8');
  const row = /^\| ([a-z ,]+?) +\| `([^`]+):(\d+)` +\| `([a-z-]+)` +\|/;
  return text.split('\n').flatMap((line) => {
    const m = row.exec(line);
    return m ? [`${m[1]}|${m[2]}:${m[3]}|${m[4]}`] : [];
  });
}

describe('hooksim lint on the examples (issue 6 acceptance)', () => {
  it('examples/demo is a repository of correct hooks: exit 0 and no finding, in json and in text', async () => {
    const { code, findings } = await lintJson(DEMO);
    expect(code).toBe(0);
    expect(findings).toEqual([]);
    const text = await hooksim(['lint', '--repo', DEMO, '--max-warnings', '0']);
    expect(text).toMatchObject({ code: 0, stdout: 'No lint findings.\n' });
  });

  it('every lint rule of the catalogue belongs to one of the six classes, and every class has a rule', () => {
    const rules = listLintRules();
    for (const rule of rules) expect(LINT_CLASSES).toContain(rule.class);
    expect([...new Set(rules.map((rule) => rule.class))].sort()).toEqual([...LINT_CLASSES].sort());
    expect(CLASSES).toEqual([
      'hook files, entries and events',
      'matchers',
      'scripts',
      'network and secrets',
      'timing',
      'sources',
    ]);
  });

  it('examples/broken exits 1 and shows at least one finding of each class', async () => {
    const { code, findings } = await lintJson(BROKEN);
    expect(code).toBe(1);
    const known = new Set(listLintRules().map((rule) => rule.code));
    for (const finding of findings) expect(known.has(finding.code)).toBe(true);
    const byClass = new Map(CLASSES.map((name) => [name, [] as string[]]));
    for (const finding of findings) byClass.get(classOf(finding.code))?.push(finding.code);
    for (const name of CLASSES) {
      expect({ class: name, found: (byClass.get(name) ?? []).length > 0 }).toEqual({
        class: name,
        found: true,
      });
    }
    expect(findings.some((f) => f.severity === 'error')).toBe(true);
  });

  it('examples/broken keeps the audit HTTP hook outside the allow-list that the demo dropped', async () => {
    const { findings } = await lintJson(BROKEN);
    expect(findings).toContainEqual({
      file: '.github/hooks/audit.json',
      line: 7,
      column: 9,
      severity: 'warning',
      code: 'http-not-allowed',
      message:
        "audit.example.com is outside the cloud agent firewall allow-list: add it to the repository's custom allow-list",
    });
    // On the repository's custom allow-list, that host is fine; the script's chat host still is not.
    const allowed = await hooksim(['lint', '--repo', BROKEN, '--allow-host', 'audit.example.com']);
    expect(allowed.code).toBe(1);
    expect(allowed.stdout).not.toContain('audit.example.com is outside');
    expect(allowed.stdout).toContain('chat.example.net is outside the cloud agent firewall allow-list');
  });

  it("examples/broken/README.md's table lists exactly the findings, each under its code's class", async () => {
    const { findings } = await lintJson(BROKEN);
    const rows = await readmeRows();
    expect(rows.length).toBeGreaterThan(0);
    const expected = findings.map((f) => `${classOf(f.code)}|${f.file}:${f.line}|${f.code}`);
    expect([...rows].sort()).toEqual([...expected].sort());
  });

  it('examples/broken has no scenario, so nothing that replays scenarios runs it', () => {
    expect(existsSync(`${BROKEN}/.github/hook-scenarios`)).toBe(false);
    expect(existsSync(`${BROKEN}/failing`)).toBe(false);
  });
});
