/** Output of `hooksim lint`: text grouped by file, json, GitHub annotations, SARIF 2.1.0. */
import { readConfinedSync } from '../confined-paths.js';
import type { Diagnostic } from '../diagnostics.js';
import { formatAnnotation } from '../report/annotations.js';
import { sarifText, sarifUri, terminalLine, terminalText } from '../report/escape.js';
import { VERSION } from '../version.js';
import { RECODED } from './config-rules.js';
import { absolutePath } from './lint-context.js';
import { findLintRule, LINT_CLASS_TITLES, listLintRules } from './rule-catalogue.js';
import { RULE_EXAMPLES } from './rule-examples.js';
import { explainShellCheckCode } from './shellcheck.js';

export { LINT_FORMATS, type LintFormat } from './lint-formats.js';
import type { LintFormat } from './lint-formats.js';

function sourceLine(repo: string, file: string, line: number): string | undefined {
  if (line < 1) return undefined;
  return readConfinedSync(repo, absolutePath(repo, file))?.split('\n')[line - 1];
}

function countLine(findings: readonly Diagnostic[]): string {
  const count = (severity: string): number => findings.filter((f) => f.severity === severity).length;
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(count('error'), 'error')}, ${plural(count('warning'), 'warning')}, ${plural(count('info'), 'info')}`;
}

/** Text: findings grouped by file, each with the source line it points at, then a count. */
export function formatLintText(findings: readonly Diagnostic[], repo: string): string {
  if (findings.length === 0) return 'No lint findings.';
  const out: string[] = [];
  let file: string | undefined;
  for (const finding of findings) {
    if (finding.file !== file) {
      if (file !== undefined) out.push('');
      file = finding.file;
      out.push(terminalLine(file));
    }
    out.push(
      `  ${finding.line}:${finding.column}  ${finding.severity}  ${terminalLine(`${finding.message}  [${finding.code}]`)}`,
    );
    const line = sourceLine(repo, finding.file, finding.line);
    if (line !== undefined) {
      // The file's own line, controls shown; the caret counts what is shown before the column.
      out.push(`    | ${terminalText(line)}`);
      const column = Math.max(0, finding.column - 1);
      const before = terminalText(line.slice(0, column)).length + Math.max(0, column - line.length);
      if (finding.column > 0) out.push(`    | ${' '.repeat(before)}^`);
    }
  }
  out.push('', countLine(findings));
  return out.join('\n');
}

/** JSON: `{findings: [{file, line, column, severity, code, message}]}`. */
export function formatLintJson(findings: readonly Diagnostic[]): string {
  return JSON.stringify({ findings }, null, 2);
}

/** GitHub workflow annotations, one line per finding. */
export function formatLintGithub(findings: readonly Diagnostic[]): string {
  return findings.map((finding) => formatAnnotation(finding)).join('\n');
}

function ruleIndexOf(rules: readonly { code: string }[], code: string): { ruleIndex?: number } {
  const index = rules.findIndex((rule) => rule.code === code);
  return index < 0 ? {} : { ruleIndex: index };
}

const SARIF_LEVEL = { error: 'error', warning: 'warning', info: 'note' } as const;

/** SARIF 2.1.0 with one run; every rule is listed so code scanning can show its help. */
export function formatLintSarif(findings: readonly Diagnostic[]): string {
  const rules = listLintRules();
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'hooksim',
            version: VERSION,
            rules: rules.map((rule) => ({
              id: rule.code,
              shortDescription: { text: rule.summary },
              fullDescription: { text: rule.explanation },
              help: { text: rule.explanation },
              defaultConfiguration: { level: SARIF_LEVEL[rule.severity] },
              // Code scanning filters alerts by tag; the class is the natural filter.
              properties: { tags: [rule.class] },
            })),
          },
        },
        results: findings.map((finding) => ({
          ruleId: finding.code,
          // ShellCheck's SC codes are not hooksim rules: they have a ruleId and no index.
          ...ruleIndexOf(rules, finding.code),
          level: SARIF_LEVEL[finding.severity],
          message: { text: sarifText(finding.message) },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: sarifUri(finding.file) },
                region: { startLine: Math.max(finding.line, 1), startColumn: Math.max(finding.column, 1) },
              },
            },
          ],
        })),
      },
    ],
  };
  return JSON.stringify(sarif, null, 2);
}

/** Render findings in a format. */
export function formatLint(findings: readonly Diagnostic[], format: LintFormat, repo: string): string {
  switch (format) {
    case 'text':
      return formatLintText(findings, repo);
    case 'json':
      return formatLintJson(findings);
    case 'github':
      return formatLintGithub(findings);
    case 'sarif':
      return formatLintSarif(findings);
  }
}

/** validate's codes for entries lint splits by kind. */
const SPLIT_CODES: Readonly<Record<string, string[]>> = {
  'entry-ignored': ['powershell-only', 'exec-entry', 'prompt-entry'],
};

/**
 * The `--explain` text of a rule, or undefined for an unknown code. A code `hooksim validate` prints for the same
 * problem under another name (`version-missing`) explains the lint rule, saying so first.
 */
export function explainLintRule(code: string): string | undefined {
  const split = SPLIT_CODES[code];
  if (split) {
    return `'${code}' is hooksim validate's code; lint reports it as ${split.map((c) => `'${c}'`).join(', ')}: explain one of those.`;
  }
  const alias = RECODED[code];
  const rule = findLintRule(alias ?? code);
  if (!rule) return explainShellCheckCode(code);
  const heading = `${rule.code} (${rule.severity}, class: ${LINT_CLASS_TITLES[rule.class]})`;
  const note = alias ? `'${code}' is hooksim validate's code for this lint rule.\n` : '';
  const example = RULE_EXAMPLES[rule.code];
  const examples = example ? `\n\nBad:  ${example.bad}\nGood: ${example.good}` : '';
  return `${note}${heading}\n${rule.summary}\n\n${rule.explanation}${examples}`;
}

/** The exit status: 1 on any error, or when warnings exceed the maximum. */
export function lintExitCode(findings: readonly Diagnostic[], maxWarnings?: number): number {
  if (findings.some((f) => f.severity === 'error')) return 1;
  const warnings = findings.filter((f) => f.severity === 'warning').length;
  return maxWarnings !== undefined && warnings > maxWarnings ? 1 : 0;
}
