/**
 * A small model of a hook script, read with a real parser: which payload fields it reads and through which
 * variables, what it writes and where, what it fetches, which programs it runs, what it prints, how it fails.
 * Comments, strings and docstrings are never code. The rules read this model, never the raw text.
 */

/** A place in the script, 1-based. */
export interface Site {
  line: number;
  column: number;
}

/** A payload field read: `toolArgs.path` for `.toolArgs.path`, `tool_input` for `d["tool_input"]`. */
export interface FieldRead extends Site {
  /** The dotted path as read, from the payload root when the script reads it from there. */
  path: string;
}

/** A literal a payload value is compared with. */
export interface Comparison extends Site {
  /** The payload field the compared value comes from (`toolName`, `toolArgs.path`). */
  field: string;
  /** The literal compared with: a name, a glob (`src/*`) or a regex (`^src/`). */
  literal: string;
  kind: 'equals' | 'glob' | 'regex' | 'prefix';
}

/** A program the script runs. */
export interface Run extends Site {
  program: string;
  /** Its arguments as far as they are literal. */
  args: string[];
  /** Its standard output reaches the hook's stdout (not captured, piped on or redirected). */
  toStdout: boolean;
}

/** What one script does, as far as a parser can tell. */
export interface ScriptModel {
  language: 'bash' | 'python' | 'other';
  /** False for languages without a parser: only the shebang and what the command shows are known. */
  parsed: boolean;
  readsStdin: boolean;
  /** Where the script reads its own arguments ($1, sys.argv) with no default, outside functions. */
  readsArgs?: Site;
  fields: FieldRead[];
  /** Environment variables read and never set by the script itself. */
  envReads: (Site & { name: string })[];
  comparisons: Comparison[];
  runs: Run[];
  /** Files appended to, with their target resolved through the script's own assignments. */
  appends: (Site & { target: string })[];
  /** URLs fetched, resolved through the script's own assignments. */
  fetches: (Site & { url: string })[];
  /** Output keys (hookSpecificOutput, decision, …) in string literals and dictionary keys, never in comments. */
  outputKeys: (Site & { key: string; value?: string })[];
  /** Plain text printed on stdout (echo, print of a non-JSON literal). */
  textOutput: Site[];
  /** `command -v jq || exit 0`, `if ! command -v jq; then exit 0; fi`: allows when a program is missing. */
  failOpenChecks: (Site & { program: string })[];
  /** Programs whose absence the script checks for at all (`command -v X`, `which X`). */
  checkedPrograms: Set<string>;
  /** Output of a program captured in `$(…)` with no `||` and no `if` around it. */
  unhandledCaptures: (Site & { program: string })[];
  /** `set -e` (or `bash -e`): a failing command ends the script with its status. */
  errexit: boolean;
}

/** An empty model of a language. */
export function emptyModel(language: ScriptModel['language'], parsed: boolean): ScriptModel {
  return {
    language,
    parsed,
    readsStdin: false,
    fields: [],
    envReads: [],
    comparisons: [],
    runs: [],
    appends: [],
    fetches: [],
    outputKeys: [],
    textOutput: [],
    failOpenChecks: [],
    checkedPrograms: new Set(),
    unhandledCaptures: [],
    errexit: false,
  };
}

/** Output keys the rules look for in what a script prints. */
export const OUTPUT_KEYS = [
  'hookSpecificOutput',
  'additionalContext',
  'permissionDecision',
  'decision',
  'continue',
] as const;

const OUTPUT_KEY_PATTERN =
  /["']?\b(hookSpecificOutput|additionalContext|permissionDecision|decision|continue)\b\\?["']?\s*:\s*\\?["']?(\w+)?/g;

/** Output keys in a piece of literal text (a string, a heredoc, a jq program), with the word after the colon. */
export function outputKeysIn(text: string, at: Site): ScriptModel['outputKeys'] {
  const found: ScriptModel['outputKeys'] = [];
  for (const match of text.matchAll(OUTPUT_KEY_PATTERN)) {
    const key = match[1] ?? '';
    const before = text.slice(0, match.index);
    const lines = before.split('\n');
    const line = at.line + lines.length - 1;
    const column = lines.length === 1 ? at.column + before.length : (lines.at(-1)?.length ?? 0) + 1;
    found.push({ key, value: match[2], line, column });
  }
  return found;
}

/** Payload root fields: a path read from these is a path from the payload root. */
export const PAYLOAD_ROOTS = new Set([
  'toolName',
  'toolArgs',
  'toolResult',
  'tool_name',
  'tool_input',
  'tool_result',
  'tool_response',
  'toolInput',
  'prompt',
  'source',
  'reason',
  'cwd',
  'sessionId',
  'session_id',
  'hook_event_name',
  'transcriptPath',
  'transcript_path',
  'stop_hook_active',
]);

/**
 * Field paths a jq program reads: `.toolArgs.command`, `.tool_input.file_path // empty`, `.["toolArgs"]`. A path
 * that starts after a pipe or inside `select(` is relative to what came before, so only chains from the payload root
 * (the first segment a known payload field) and argument names are returned as written.
 */
export function jqFieldPaths(program: string): string[] {
  const paths: string[] = [];
  const normalised = program.replace(/\.\["([A-Za-z_][\w]*)"\]|\["([A-Za-z_][\w]*)"\]/g, '.$1$2');
  for (const match of normalised.matchAll(/(?<![\w$)\]])\.([A-Za-z_]\w*(?:\??\.[A-Za-z_]\w*)*)/g)) {
    const path = (match[1] ?? '').replace(/\?/g, '');
    if (path !== '') paths.push(path);
  }
  return paths;
}

/** Literal tokens a jq program compares a path with: `.toolName == "bash"`, `.tool_name | test("^(Bash|Edit)$")`. */
export function jqComparisons(
  program: string,
): { field: string; literal: string; kind: Comparison['kind'] }[] {
  const found: { field: string; literal: string; kind: Comparison['kind'] }[] = [];
  const normalised = program.replace(/\.\["([A-Za-z_][\w]*)"\]/g, '.$1');
  for (const match of normalised.matchAll(/\.([A-Za-z_][\w.]*)\s*(==|!=)\s*"([^"]*)"/g)) {
    found.push({ field: match[1] ?? '', literal: match[3] ?? '', kind: 'equals' });
  }
  for (const match of normalised.matchAll(/\.([A-Za-z_][\w.]*)\s*\|\s*(?:test|startswith)\(\s*"([^"]*)"/g)) {
    const kind = normalised.slice(match.index).includes('startswith') ? 'prefix' : 'regex';
    found.push({ field: match[1] ?? '', literal: match[2] ?? '', kind });
  }
  return found;
}

/**
 * Whether printed text is plain text, not JSON: it does not start like JSON (`{`, `[`), a value the script
 * computed (`$out`), a format (`%s`) or an escape (`\n`). Emoji and words are text.
 */
export function isPlainText(text: string): boolean {
  return text !== '' && !/^[{[$%\\"]/.test(text);
}
