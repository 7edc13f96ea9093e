/** The script model of what an entry runs: its inline command, and the script file it starts, read once per run. */
import { basename } from 'node:path';
import type { HookEntry, Position } from '../model.js';
import { modelBash } from './bash-model.js';
import { fieldPosition, readScriptText, type LintContext } from './lint-context.js';
import { modelPython } from './python-model.js';
import { emptyModel, type ScriptModel, type Site } from './script-model.js';
import { reportedScriptPath, resolveEntryScript, type ScriptRef } from './script-ref.js';

/** A modelled piece of code and where its findings go. */
export interface ModelledCode {
  model: ScriptModel;
  /** The file findings are reported in: the hook file for an inline command, the script otherwise. */
  file: string;
  /** Where a finding at a site of the model is reported (an inline command reports at its field). */
  place: (at: Site) => Position;
  /** The script file, when the code is one. */
  script?: ScriptRef;
  /** Whether what the code prints reaches the hook's stdout (`./x.sh >&2` sends a script's elsewhere). */
  printsToHook: boolean;
  text: string;
}

/** The language of a script: its #! line first, then its extension; .sh and no extension are bash. */
export function scriptLanguage(path: string, text: string): ScriptModel['language'] {
  const shebang = /^#!\s*(\S+)(?:\s+(\S+))?/.exec(text);
  if (shebang) {
    const program = basename(
      shebang[1] === '/usr/bin/env' || shebang[1]?.endsWith('/env') ? (shebang[2] ?? '') : (shebang[1] ?? ''),
    );
    if (/^(ba|da|z|k)?sh$/.test(program)) return 'bash';
    if (/^python[0-9.]*$/.test(program)) return 'python';
    return 'other';
  }
  const extension = /\.([A-Za-z0-9]+)$/.exec(basename(path))?.[1]?.toLowerCase();
  if (extension === undefined || extension === 'sh' || extension === 'bash') return 'bash';
  if (extension === 'py') return 'python';
  return 'other';
}

/**
 * The model of a text in a language, shared by texts that differ only in whole-line comments after the first
 * line (scripts copied from one template): such lines are not code, and blanking them keeps every line number.
 * Other languages get an empty, unparsed model.
 */
export function modelText(
  context: LintContext,
  language: ScriptModel['language'],
  text: string,
): ScriptModel {
  const code = `${language}\n${text.replace(/(?<=\n)[ \t]*#[^\n]*/g, '')}`;
  let model = context.modelsByCode.get(code);
  if (!model) {
    model = parseModel(context, language, text);
    context.modelsByCode.set(code, model);
  }
  return model;
}

function parseModel(context: LintContext, language: ScriptModel['language'], text: string): ScriptModel {
  if (language === 'bash') return modelBash(context.parsers.bash, text);
  if (language === 'python') return modelPython(context.parsers.python, text);
  return emptyModel('other', false);
}

/** The inline command of an entry and the script it runs, each modelled (cached per script path). */
export function entryCode(context: LintContext, entry: HookEntry): ModelledCode[] {
  let code = context.entryCode.get(entry);
  if (!code) {
    code = modelEntry(context, entry);
    context.entryCode.set(entry, code);
  }
  return code;
}

function modelEntry(context: LintContext, entry: HookEntry): ModelledCode[] {
  const command = entry.bash ?? entry.command;
  if (entry.type !== 'command' || command === undefined) return [];
  const at = fieldPosition(context, entry, entry.bash !== undefined ? 'bash' : 'command');
  const code: ModelledCode[] = [];
  const inline = modelText(context, 'bash', command);
  code.push({ model: inline, file: entry.file, place: () => at, text: command, printsToHook: true });
  const script = resolveEntryScript(context.repo, entry);
  if (!script) return code;
  const text = readScriptText(context, script.path);
  if (text === undefined) return code; // A missing script is script-missing's finding.
  let model = context.models.get(script.path);
  if (!model) {
    model = modelText(context, scriptLanguage(script.path, text), text);
    context.models.set(script.path, model);
  }
  code.push({
    model,
    file: reportedScriptPath(context.repo, script.path),
    place: (s) => ({ line: s.line, column: s.column }),
    script,
    text,
    // The script is the command's first program: its output goes where that run's goes.
    printsToHook: inline.runs[0]?.toStdout ?? true,
  });
  return code;
}
