/**
 * Find and parse scenario files: YAML (JSON accepted), validated by the zod schema, with every problem
 * named by file, line and column (DESIGN.md "Scenario files").
 */
import { readdir } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import {
  confinedRealpath,
  isLexicallyInside,
  isRefused,
  refreshWorkspaceView,
  shownAsWritten,
} from '../confined-paths.js';
import path from 'node:path';
import { isMap, LineCounter, parseDocument, visit, type Document } from 'yaml';
import { z } from 'zod';
import { nearestName } from '../edit-distance.js';
import { scenarioSchema, type Scenario } from './scenario-schema.js';

/** Where scenarios live by default, relative to the repository. */
export const DEFAULT_SCENARIO_DIR = '.github/hook-scenarios';

/** One problem in a scenario file. */
export interface ScenarioProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

/** A loaded scenario, or why it could not be loaded. */
export type LoadedScenario =
  | { ok: true; file: string; scenario: Scenario; source: ScenarioSource }
  | { ok: false; file: string; problems: ScenarioProblem[] };

/** Positions of a scenario's parts, for failures reported on the scenario's lines. */
export interface ScenarioSource {
  /** Line and column of the value at a path (`['steps', 2]`), or of the file start. */
  positionOf(pathParts: readonly (string | number)[]): { line: number; column: number };
}

const STEP_KINDS = ['tool', 'subagent', 'compact', 'error', 'notification', 'stop'] as const;

/**
 * Every `*.yml`/`*.yaml` under the default folder, sorted by path; [] when the folder is missing or is a link out of
 * the repository (links below it are not followed: a dirent of a link is no directory).
 */
export async function findScenarioFiles(repo: string): Promise<string[]> {
  const root = path.join(repo, DEFAULT_SCENARIO_DIR);
  // A committed `.github/hook-scenarios -> /` (or `-> ../.git`) must not make hooksim list what a hook cannot see.
  await refreshWorkspaceView(repo);
  if (isRefused(await confinedRealpath(repo, root))) return [];
  const found: string[] = [];
  async function walk(dir: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (/\.ya?ml$/.test(entry.name) && (await shownAsWritten(repo, full))) found.push(full);
    }
  }
  await walk(root);
  return found.sort();
}

function sourceOf(doc: Document, lines: LineCounter): ScenarioSource {
  return {
    positionOf(pathParts) {
      for (let depth = pathParts.length; depth >= 0; depth--) {
        const node = depth === 0 ? doc.contents : doc.getIn(pathParts.slice(0, depth), true);
        const range = (node as { range?: [number, number, number] } | undefined)?.range;
        if (range) {
          const pos = lines.linePos(range[0]);
          return { line: pos.line, column: pos.col };
        }
      }
      return { line: 1, column: 1 };
    },
  };
}

/** Position of a key (for unknown keys) or of the value at a path. */
function keyPosition(doc: Document, lines: LineCounter, parent: readonly (string | number)[], key: string) {
  const node = parent.length === 0 ? doc.contents : doc.getIn(parent, true);
  if (isMap(node)) {
    const pair = node.items.find((item) => (item.key as { value?: unknown } | null)?.value === key);
    const range = (pair?.key as { range?: [number, number, number] } | undefined)?.range;
    if (range) {
      const pos = lines.linePos(range[0]);
      return { line: pos.line, column: pos.col };
    }
  }
  return sourceOf(doc, lines).positionOf([...parent, key]);
}

/** A scenario path as failures write it: `steps[0].args`. */
function formatPath(parts: readonly PropertyKey[]): string {
  return parts
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./, '');
}

let knownKeys: string[] | undefined;

/** Every key the scenario format has, at any depth (from its JSON Schema), for "did you mean". */
function scenarioKeys(): string[] {
  if (knownKeys) return knownKeys;
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const properties = (node as { properties?: Record<string, unknown> }).properties;
    if (properties) for (const key of Object.keys(properties)) found.add(key);
    Object.values(node).forEach(visit);
  };
  visit(z.toJSONSchema(scenarioSchema, { io: 'input', unrepresentable: 'any' }));
  knownKeys = [...found];
  return knownKeys;
}

/** The known key nearest an unknown one, when a typo is likely (one or two edits). */
function nearestKey(key: string): string | undefined {
  return nearestName(key, scenarioKeys(), () => (key.length > 4 ? 2 : 1));
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  record: 'a mapping (key: value)',
  object: 'a mapping (key: value)',
  array: 'a list',
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
};

/** How much of a value or key a problem quotes. */
const QUOTE_CHARS = 40;

/**
 * At most the first line of `text`, cut to `limit` characters: a problem quotes no more of a file than the
 * offending line (defence in depth, should a file that holds secrets ever be parsed as a scenario).
 */
function cutQuote(text: string, limit = QUOTE_CHARS): string {
  const cut = (text.split(/\r\n|\r|\n/, 1)[0] ?? '').slice(0, Math.min(limit, QUOTE_CHARS));
  return cut.length < text.length ? `${cut}…` : cut;
}

/** The value as a problem names it; `lineLength`: how much of it its first source line holds (folded scalars). */
function typeOf(value: unknown, lineLength?: number): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  const text = typeof value === 'string' ? value : String(value);
  const shown = cutQuote(text, lineLength);
  return `${typeof value} ${typeof value === 'string' ? JSON.stringify(shown) : shown}`;
}

/** The length of the first source line of the node at `parts` when the node spans several lines. */
function firstLineLength(
  doc: Document,
  text: string,
  parts: readonly (string | number)[],
): number | undefined {
  const range = (doc.getIn(parts, true) as { range?: [number, number, number] } | undefined)?.range;
  if (!range) return undefined;
  const source = text.slice(range[0], range[1]);
  const end = source.search(/[\r\n]/);
  if (end === -1) return undefined;
  return /^["']/.test(source) ? end - 1 : end;
}

/** A zod issue in words a scenario author acts on: what is missing or wrong, where, and what was expected. */
function describeIssue(issue: z.core.$ZodIssue, input: unknown, key?: string, lineLength?: number): string {
  const where = issue.path.length > 0 ? `${formatPath(issue.path)}: ` : '';
  if (issue.code === 'unrecognized_keys' && key !== undefined) {
    const meant = nearestKey(key);
    return `${where}unknown key "${cutQuote(key)}"${meant ? ` (did you mean "${meant}"?)` : ''}`;
  }
  if (issue.code === 'invalid_type') {
    const value = issue.path.reduce<unknown>(
      (node, part) => (node as Record<PropertyKey, unknown> | undefined)?.[part],
      input,
    );
    const name = issue.path.at(-1);
    if (value === undefined && name !== undefined) {
      const parent = formatPath(issue.path.slice(0, -1));
      return `${parent ? `${parent}: ` : ''}missing "${String(name)}" (${TYPE_WORDS[issue.expected] ?? issue.expected})`;
    }
    return `${where}expected ${TYPE_WORDS[issue.expected] ?? issue.expected}, got ${typeOf(value, lineLength)}`;
  }
  return `${where}${issue.message}`;
}

/** Flatten zod issues; for a step that matches no kind, report the issues of the kind it names. */
function flattenIssues(issues: z.core.$ZodIssue[], input: unknown): z.core.$ZodIssue[] {
  const flat: z.core.$ZodIssue[] = [];
  for (const issue of issues) {
    if (issue.code !== 'invalid_union') {
      flat.push(issue);
      continue;
    }
    const value = issue.path.reduce<unknown>(
      (node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key],
      input,
    );
    const kinds = STEP_KINDS.filter((kind) => typeof value === 'object' && value !== null && kind in value);
    if (kinds.length !== 1) {
      const names = typeof value === 'object' && value !== null ? Object.keys(value) : [];
      const keys =
        typeof value === 'object' && value !== null
          ? `${names
              .slice(0, 8)
              .map((name) => cutQuote(name))
              .join(', ')}${names.length > 8 ? ', …' : ''}`
          : typeof value;
      flat.push({
        ...issue,
        message:
          kinds.length === 0
            ? `unknown step kind (keys: ${keys}); expected exactly one of ${STEP_KINDS.join(', ')}`
            : `a step has exactly one kind, got ${kinds.join(' and ')}`,
      });
      continue;
    }
    const branch = issue.errors[STEP_KINDS.indexOf(kinds[0] as (typeof STEP_KINDS)[number])] ?? [];
    flat.push(
      ...flattenIssues(
        branch.map((sub) => ({ ...sub, path: [...issue.path, ...sub.path] })),
        input,
      ),
    );
  }
  return flat;
}

/** How many alias expansions one scenario may make (the yaml library's default): a bomb is a problem, not a crash. */
const MAX_ALIAS_COUNT = 100;

/**
 * The document as a plain value, or the scenario's problem: an alias bomb (`&a [*b, *b, ...]` nested) throws while
 * expanding, and is named at its first alias, where the expansion starts.
 */
function toValue(
  doc: Document,
  lines: LineCounter,
  file: string,
): { ok: true; value: unknown } | Extract<LoadedScenario, { ok: false }> {
  try {
    return { ok: true, value: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
  } catch (error) {
    let offset: number | undefined;
    visit(doc, {
      Alias(_key, node) {
        offset = node.range?.[0];
        return visit.BREAK;
      },
    });
    const pos = offset === undefined ? { line: 1, col: 1 } : lines.linePos(offset);
    const aliases = /alias/i.test((error as Error).message);
    const message = aliases
      ? `invalid YAML: its aliases expand too far (${(error as Error).message}); expected at most ${MAX_ALIAS_COUNT} alias expansions`
      : `invalid YAML: ${(error as Error).message}`;
    return { ok: false, file, problems: [{ file, line: pos.line, column: pos.col, message }] };
  }
}

/** Parse one scenario's text; never throws. */
export function parseScenario(text: string, file: string): LoadedScenario {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    return {
      ok: false,
      file,
      problems: doc.errors.map((error) => ({
        file,
        // Without prettyErrors the error has only offsets: the line counter turns them into a position.
        line: lines.linePos(error.pos[0]).line,
        column: lines.linePos(error.pos[0]).col,
        message: `invalid YAML: ${error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '')}`,
      })),
    };
  }
  const converted = toValue(doc, lines, file);
  if (!converted.ok) return converted;
  const { value } = converted;
  const parsed = scenarioSchema.safeParse(value);
  const source = sourceOf(doc, lines);
  if (parsed.success) return { ok: true, file, scenario: parsed.data, source };
  const problems = flattenIssues(parsed.error.issues, value).flatMap((issue) => {
    const parts = issue.path as (string | number)[];
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        file,
        ...keyPosition(doc, lines, parts, key),
        message: describeIssue(issue, value, key),
      }));
    }
    return [
      {
        file,
        ...source.positionOf(parts),
        message: describeIssue(issue, value, undefined, firstLineLength(doc, text, parts)),
      },
    ];
  });
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  return { ok: false, file, problems };
}

/**
 * Read and parse one scenario file; an unreadable file is a problem, not an exception. A file under `repo`
 * must stay inside it once links are followed: a pull request's `scenarios/x.yml -> /proc/self/environ` is
 * refused, not read (a path outside the repository was given by whoever runs hooksim, and is read as given).
 */
export async function loadScenarioFile(
  file: string,
  displayName = file,
  repo?: string,
): Promise<LoadedScenario> {
  const problem = (message: string): LoadedScenario => ({
    ok: false,
    file: displayName,
    problems: [{ file: displayName, line: 0, column: 0, message }],
  });
  if (repo !== undefined && isLexicallyInside(repo, file) && isRefused(await confinedRealpath(repo, file))) {
    return problem(
      'not read: the file does not resolve to a file inside the repository that /workspace shows; hooksim reads only those (nothing outside the repository, under .git, git-ignored or in a nested checkout)',
    );
  }
  let text: string;
  try {
    // Synchronously: a scenario file is small, and read while hooks run (a thread-pool round trip costs
    // about ten times the CPU of the read).
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return problem(`cannot read: ${(error as Error).message}`);
  }
  return parseScenario(text, displayName);
}
