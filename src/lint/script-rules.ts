/** Script rules: the file a command hook runs exists, can run, reads stdin and reads the right fields. */
import { statSync } from 'node:fs';
import { basename } from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { confinedRealpathSync, isRefused, OUTSIDE } from '../confined-paths.js';
import type { HookEntry } from '../model.js';
import { fieldPosition, readScriptText, type LintContext } from './lint-context.js';
import { entryCode } from './script-analysis.js';
import { lintFinding } from './rule-catalogue.js';
import { reportedScriptPath, resolveEntryScript, type ScriptRef } from './script-ref.js';

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

/** Events whose payload carries what a hook decides on: a script that ignores it decides blind. */
const INPUT_EVENTS = new Set([
  'preToolUse',
  'postToolUse',
  'postToolUseFailure',
  'userPromptSubmitted',
  'permissionRequest',
]);

function lintScriptText(
  context: LintContext,
  script: ScriptRef,
  text: string,
  file: string,
  entry: HookEntry,
): Diagnostic[] {
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
  const model = entryCode(context, entry).find((code) => code.script?.path === script.path)?.model;
  if (!model) return findings;
  if (!model.parsed) {
    findings.push(
      lintFinding(
        'script-not-parsed',
        file,
        { line: 1, column: 1 },
        'Only bash and Python scripts are read with a parser: payload fields, outputs and exits of this script are not checked',
      ),
    );
  }
  if (model.readsArgs && !model.readsStdin && INPUT_EVENTS.has(entry.event)) {
    findings.push(
      lintFinding(
        'script-ignores-stdin',
        file,
        model.readsArgs,
        'Script reads arguments but hooks get their input on stdin: read it with input=$(cat)',
      ),
    );
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
    for (const finding of lintScriptText(context, script, text, scriptFile, entry)) add(finding);
  }
  return [...findings.values()];
}
