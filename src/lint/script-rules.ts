/** Script rules: the file a command hook runs exists, can run, reads stdin and reads the right fields. */
import { statSync } from 'node:fs';
import { basename } from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { confinedRealpathSync, isRefused, OUTSIDE } from '../confined-paths.js';
import type { HookEntry } from '../model.js';
import { fieldPosition, readScriptText, type LintContext } from './lint-context.js';
import { lintFinding } from './rule-catalogue.js';
import { reportedScriptPath, resolveEntryScript, type ScriptRef } from './script-ref.js';

const READS_STDIN = [
  /\$\(\s*cat\s*\)/,
  /\bcat\s*(-\s*)?($|[|;)>&])/,
  /\/dev\/stdin/,
  /(^|[\s;&(])read\s/,
  /sys\.stdin/,
  /process\.stdin/,
  /readFileSync\(\s*0\b/,
  /\binput\(\)/,
];
const READS_ARGS = /\$\{?[1-9@*]|\bsys\.argv\b|\bprocess\.argv\b/;

/** Whether a script line reads stdin; jq reads it unless piped into or given a here-string. */
function lineReadsStdin(line: string): boolean {
  if (READS_STDIN.some((pattern) => pattern.test(line))) return true;
  const jq = line.search(/\bjq\b/);
  return jq >= 0 && !line.slice(0, jq).includes('|') && !line.includes('<<<');
}

function codeLines(text: string): { line: number; text: string }[] {
  return text
    .split('\n')
    .map((lineText, i) => ({ line: i + 1, text: lineText }))
    .filter(({ text: lineText }) => !lineText.trim().startsWith('#'));
}

function withoutSingleQuoted(line: string): string {
  return line.replace(/'[^']*'/g, "''");
}

function wrongField(line: string, entry: HookEntry): string | undefined {
  if (/\btoolInput\b/.test(line)) return `'toolInput' is not a payload field: read '${argsField(entry)}'`;
  if (/\$\{?TOOL_ARGS\b/.test(line)) return `$TOOL_ARGS is never set: read '${argsField(entry)}' from stdin`;
  if (entry.casing !== 'camel') return undefined;
  if (/\btool_input\b/.test(line))
    return `${entry.eventKey} sends 'toolArgs', not 'tool_input': read .toolArgs`;
  if (/\.tool_name\b|\[\s*['"]tool_name['"]\s*\]/.test(line))
    return `${entry.eventKey} sends 'toolName', not 'tool_name': read .toolName`;
  return undefined;
}

const INTERPRETER_BY_EXTENSION: Readonly<Record<string, string>> = {
  py: 'python3',
  js: 'node',
  mjs: 'node',
  cjs: 'node',
};

/** The #! line that fits a script: its extension names the language; .sh and no extension are bash. */
export function suggestedShebang(path: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(basename(path))?.[1]?.toLowerCase() ?? '';
  return `#!/usr/bin/env ${INTERPRETER_BY_EXTENSION[extension] ?? 'bash'}`;
}

function argsField(entry: HookEntry): string {
  return entry.casing === 'camel' ? 'toolArgs' : 'tool_input';
}

function lintScriptText(script: ScriptRef, text: string, file: string, entry: HookEntry): Diagnostic[] {
  const findings: Diagnostic[] = [];
  if (script.direct && !text.startsWith('#!')) {
    findings.push(
      lintFinding(
        'script-no-shebang',
        file,
        { line: 1, column: 1 },
        `Script has no #! line: add "${suggestedShebang(script.path)}" as its first line`,
      ),
    );
  }
  const lines = codeLines(text);
  // `$1` inside single quotes belongs to awk or jq, not to the script's arguments.
  const argsLine = lines.find(({ text: lineText }) => READS_ARGS.test(withoutSingleQuoted(lineText)));
  if (argsLine && !lines.some(({ text: lineText }) => lineReadsStdin(lineText))) {
    findings.push(
      lintFinding(
        'script-ignores-stdin',
        file,
        { line: argsLine.line, column: argsLine.text.search(READS_ARGS) + 1 },
        'Script reads arguments but hooks get their input on stdin: read it with input=$(cat)',
      ),
    );
  }
  for (const { line, text: lineText } of lines) {
    const message = wrongField(lineText, entry);
    if (message) findings.push(lintFinding('script-wrong-field', file, { line, column: 1 }, message));
  }
  return findings;
}

/**
 * The script's file, if it exists inside the repository and `/workspace` shows it; 'outside' for a link out
 * of it and for a path `/workspace` does not show (`./.env`, `.git/config`): neither is read nor judged.
 */
function existing(repo: string, path: string): { executable: boolean } | typeof OUTSIDE | undefined {
  const real = confinedRealpathSync(repo, path);
  if (real === undefined) return undefined;
  if (isRefused(real)) return OUTSIDE;
  try {
    const stat = statSync(real);
    return stat.isFile() ? { executable: (stat.mode & 0o111) !== 0 } : undefined;
  } catch {
    return undefined;
  }
}

/** Script findings for every command entry that runs a script file. */
export function lintScripts(context: LintContext): Diagnostic[] {
  const findings = new Map<string, Diagnostic>();
  const add = (finding: Diagnostic): void => {
    findings.set(`${finding.code}:${finding.file}:${finding.line}:${finding.column}`, finding);
  };
  for (const entry of context.config.entries) {
    const script = resolveEntryScript(context.repo, entry);
    if (!script) continue;
    const field = entry.bash !== undefined ? 'bash' : 'command';
    const where = fieldPosition(context, entry, field);
    const found = existing(context.repo, script.path);
    // A link out of the repository points at the cloud agent's machine, not this one: nothing to check.
    if (found === OUTSIDE) continue;
    if (!found) {
      const withoutCwd = entry.cwd === undefined ? undefined : existing(context.repo, script.pathWithoutCwd);
      if (withoutCwd !== undefined && withoutCwd !== OUTSIDE) {
        add(
          lintFinding(
            'cwd-doubled-path',
            entry.file,
            where,
            `'${script.written}' is resolved inside cwd '${entry.cwd}': drop "cwd" or make the path relative to it`,
          ),
        );
      } else {
        add(
          lintFinding(
            'script-missing',
            entry.file,
            where,
            `Script '${script.written}' does not exist: fix the path (relative to the repository root)`,
          ),
        );
      }
      continue;
    }
    const scriptFile = reportedScriptPath(context.repo, script.path);
    if (script.direct && !found.executable) {
      add(
        lintFinding(
          'script-not-executable',
          entry.file,
          where,
          `Script '${script.written}' is not executable: run git update-index --chmod=+x ${scriptFile}`,
        ),
      );
    }
    const text = readScriptText(context, script.path);
    if (text === undefined) continue;
    for (const finding of lintScriptText(script, text, scriptFile, entry)) add(finding);
  }
  return [...findings.values()];
}
