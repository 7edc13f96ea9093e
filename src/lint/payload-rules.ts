/**
 * Payload rules: what a script reads from the payload, followed from where it is read to where it is compared,
 * against what the event key sends (runtime-behaviour.md §10, §11).
 */
import type { Diagnostic } from '../diagnostics.js';
import { CLAUDE_TOOL_NAMES } from '../events/catalogue.js';
import type { HookEntry } from '../model.js';
import type { LintContext } from './lint-context.js';
import { lintFinding } from './rule-catalogue.js';
import { entryCode, type ModelledCode } from './script-analysis.js';
import type { Comparison } from './script-model.js';

const TOOL_EVENTS = new Set(['preToolUse', 'postToolUse', 'postToolUseFailure']);

/** Payload root fields of the other casing family (or of no family), and the field meant. */
function wrongRoot(root: string, entry: HookEntry): string | undefined {
  const camel = entry.casing === 'camel' || entry.eventKey === 'SubagentStart';
  const right: Record<string, [string, string]> = {
    toolInput: ['toolArgs', 'tool_input'],
    tool_input: ['toolArgs', 'tool_input'],
    toolArgs: ['toolArgs', 'tool_input'],
    tool_name: ['toolName', 'tool_name'],
    toolName: ['toolName', 'tool_name'],
    tool_response: ['toolResult', 'tool_result'],
    tool_result: ['toolResult', 'tool_result'],
    toolResult: ['toolResult', 'tool_result'],
  };
  const pair = right[root];
  if (!pair || !TOOL_EVENTS.has(entry.event)) return undefined;
  const meant = camel ? pair[0] : pair[1];
  return meant === root ? undefined : meant;
}

/** Argument names of VS Code and Claude tools, and the name Copilot's tools use. */
const ARGUMENT_NAMES: Readonly<Record<string, string>> = {
  filePath: 'path',
  file_path: 'path',
  newString: 'new_str',
  new_string: 'new_str',
  oldString: 'old_str',
  old_string: 'old_str',
  content: 'file_text',
  contents: 'file_text',
};

/** Tool names Copilot never sends, and the runtime tool meant. */
const FOREIGN_TOOL_NAMES: Readonly<Record<string, string>> = {
  runTerminalCommand: 'bash',
  run_in_terminal: 'bash',
  runInTerminal: 'bash',
  execute: 'bash',
  executeCommand: 'bash',
  shell: 'bash',
  terminal: 'bash',
  editFiles: 'edit',
  editFile: 'edit',
  replace_string_in_file: 'edit',
  insert_edit_into_file: 'edit',
  MultiEdit: 'edit',
  createFile: 'create',
  create_file: 'create',
  writeFile: 'create',
  write_file: 'create',
  readFile: 'view',
  read_file: 'view',
  LS: 'view',
};

/** The runtime tool of each Claude name (the first runtime tool that maps to it), and Claude's older `Task`. */
const RUNTIME_BY_CLAUDE: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(CLAUDE_TOOL_NAMES)
      .reverse()
      .map(([runtime, claude]) => [claude, runtime]),
  ),
  Task: 'task',
};

/** The tool name an event key's payload carries for a runtime tool. */
function sentName(runtime: string, entry: HookEntry): string {
  return entry.casing === 'pascal' ? (CLAUDE_TOOL_NAMES[runtime] ?? runtime) : runtime;
}

/** The runtime tool a literal names in any vocabulary (runtime, Claude, VS Code), or undefined. */
function runtimeToolOf(literal: string): string | undefined {
  if (CLAUDE_TOOL_NAMES[literal] !== undefined) return literal;
  return RUNTIME_BY_CLAUDE[literal] ?? FOREIGN_TOOL_NAMES[literal];
}

/** The name tokens of a comparison: `bash`, `Bash|Edit` in a case or a regex `^(bash|edit)$`. */
function nameTokens(comparison: Comparison): string[] {
  if (comparison.kind === 'equals') return [comparison.literal];
  return comparison.literal
    .replace(/[\^$()]/g, '')
    .split('|')
    .filter((token) => /^[A-Za-z_]+$/.test(token));
}

function lastSegment(path: string): string {
  return path.split('.').pop() ?? path;
}

function isPathField(path: string): boolean {
  return /^(toolArgs|tool_input)\.(path|file_path|filePath|file|filename)$/.test(path);
}

/** A path pattern that assumes a repository-relative path: `^src/`, `src/*`, `./src`. */
function assumesRelativePath(comparison: Comparison): boolean {
  const literal = comparison.literal;
  if (comparison.kind === 'regex') return /^\^(?!\/|\.\*|\(\.\*|\$)[\w.]/.test(literal);
  return /^(\.\/)?[A-Za-z_][\w.-]*\//.test(literal);
}

/** The findings of one modelled piece of code of an entry. */
function lintCode(code: ModelledCode, entry: HookEntry): Diagnostic[] {
  const findings: Diagnostic[] = [];
  const { model } = code;
  const roots = new Set(model.fields.map((f) => f.path.split('.')[0] ?? ''));
  const reported = new Set<string>();
  const once = (key: string, push: () => void): void => {
    if (reported.has(key)) return;
    reported.add(key);
    push();
  };
  for (const field of model.fields) {
    const root = field.path.split('.')[0] ?? '';
    const meant = wrongRoot(root, entry);
    if (meant !== undefined && !roots.has(meant)) {
      once(`field:${root}`, () =>
        findings.push(
          lintFinding(
            'script-wrong-field',
            code.file,
            code.place(field),
            `${entry.eventKey} sends '${meant}', not '${root}': read .${meant}`,
          ),
        ),
      );
    }
    const argument = lastSegment(field.path);
    const copilot = ARGUMENT_NAMES[argument];
    const parent = field.path.split('.').slice(0, -1).join('.');
    const readsCopilotName = model.fields.some((f) => lastSegment(f.path) === copilot);
    if (copilot !== undefined && /^(toolArgs|tool_input|toolInput)$/.test(parent) && !readsCopilotName) {
      once(`arg:${argument}`, () =>
        findings.push(
          lintFinding(
            'script-wrong-argument',
            code.file,
            code.place(field),
            `Copilot's tools send '${copilot}', not '${argument}' (a VS Code or Claude argument name): read .${parent === 'toolInput' ? (entry.casing === 'camel' ? 'toolArgs' : 'tool_input') : parent}.${copilot}`,
          ),
        ),
      );
    }
  }
  const toolComparisons = model.comparisons.filter((c) => /^(toolName|tool_name)$/.test(c.field));
  const comparedTokens = new Set(toolComparisons.flatMap(nameTokens));
  for (const comparison of toolComparisons) {
    for (const token of nameTokens(comparison)) {
      const runtime = runtimeToolOf(token);
      if (runtime === undefined) continue;
      const sent = sentName(runtime, entry);
      if (sent === token || comparedTokens.has(sent)) continue;
      once(`tool:${token}`, () =>
        findings.push(
          lintFinding(
            'tool-name-never-sent',
            code.file,
            code.place(comparison),
            `${entry.eventKey} never sends the tool name '${token}': compare with '${sent}'`,
          ),
        ),
      );
    }
  }
  for (const comparison of model.comparisons) {
    if (!isPathField(comparison.field) || !assumesRelativePath(comparison)) continue;
    once(`path:${comparison.literal}`, () =>
      findings.push(
        lintFinding(
          'path-check-relative',
          code.file,
          code.place(comparison),
          `Copilot sends absolute paths (/workspace/src/…), so '${comparison.literal}' never matches: match '${suggestedPattern(comparison)}'`,
        ),
      ),
    );
  }
  for (const read of model.envReads) {
    if (!PAYLOAD_ENV.test(read.name) || entry.env?.[read.name] !== undefined) continue;
    once(`env:${read.name}`, () =>
      findings.push(
        lintFinding(
          'payload-env-var',
          code.file,
          code.place(read),
          `No runtime sets $${read.name}: the payload comes as JSON on stdin; read ${envFieldHint(read.name, entry)} with jq`,
        ),
      ),
    );
  }
  return findings;
}

/** Environment variable names scripts expect the payload in, which no Copilot runtime sets. */
const PAYLOAD_ENV =
  /^(CLAUDE_|COPILOT_|HOOK_)?(TOOL_(NAME|ARGS|INPUT|OUTPUT|RESULT|RESPONSE|USE_ID)|FILE_PATHS?|HOOK_(INPUT|EVENT|PAYLOAD|DATA)|USER_PROMPT|PROMPT|TOOL)$/;

function envFieldHint(name: string, entry: HookEntry): string {
  const camel = entry.casing === 'camel';
  if (/TOOL_NAME|^TOOL$/.test(name)) return camel ? '.toolName' : '.tool_name';
  if (/FILE_PATH/.test(name)) return camel ? '.toolArgs.path' : '.tool_input.path';
  if (/PROMPT/.test(name)) return '.prompt';
  if (/RESULT|OUTPUT|RESPONSE/.test(name)) return camel ? '.toolResult' : '.tool_result';
  if (/HOOK_/.test(name)) return 'the whole payload (input=$(cat))';
  return camel ? '.toolArgs' : '.tool_input';
}

function suggestedPattern(comparison: Comparison): string {
  const rest = comparison.literal.replace(/^\^/, '').replace(/^\.\//, '');
  if (comparison.kind === 'regex') return `^/workspace/${rest}`;
  if (comparison.kind === 'prefix') return `/workspace/${rest}`;
  return `*/${rest}`;
}

/** Payload findings for every command entry: wrong fields, argument names, tool names, paths, env variables. */
export function lintPayloadReads(context: LintContext): Diagnostic[] {
  const findings = new Map<string, Diagnostic>();
  for (const entry of context.config.entries) {
    for (const code of entryCode(context, entry)) {
      for (const finding of lintCode(code, entry)) {
        findings.set(
          `${finding.code}:${finding.file}:${finding.line}:${finding.column}:${finding.message}`,
          finding,
        );
      }
    }
  }
  return [...findings.values()];
}
