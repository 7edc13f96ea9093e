/** What every lint rule reads: the loaded config, each file's parsed JSON, and where an entry's fields are. */
import { isAbsolute, join } from 'node:path';
import { readConfined, readConfinedSync } from '../confined-paths.js';
import { parseJsonSource, type JsonPathSegment, type JsonSource } from '../config/json-source.js';
import type { HookConfig, HookEntry, Position } from '../model.js';
import type { Profile } from '../profiles.js';
import type { RuleSets } from '../firewall/rule-sets.js';
import type { ModelledCode } from './script-analysis.js';
import type { ScriptModel } from './script-model.js';
import type { ScriptParsers } from './script-parser.js';

/** The repository being linted, loaded once. */
export interface LintContext {
  repo: string;
  profile: Profile;
  config: HookConfig;
  firewall: RuleSets;
  /** Each loaded file's text and JSON tree (no tree when it does not parse). */
  files: Map<string, { text: string; source?: JsonSource }>;
  /** Script texts read so far, by absolute path (undefined: unreadable): several rules scan each script. */
  scripts: Map<string, string | undefined>;
  /** The bash and Python parsers. */
  parsers: ScriptParsers;
  /** Script models built so far, by absolute path. */
  models: Map<string, ScriptModel>;
  /** Models by code (the text without its whole-line comments): copies of one script are read once. */
  modelsByCode: Map<string, ScriptModel>;
  /** Each entry's modelled inline command and script, built once for all rules. */
  entryCode: WeakMap<HookEntry, ModelledCode[]>;
}

/**
 * A script's text, read once per lint run; undefined when it cannot be read or does not resolve inside
 * the repository (a host file is never read on a hook's say-so).
 */
export function readScriptText(context: LintContext, path: string): string | undefined {
  if (context.scripts.has(path)) return context.scripts.get(path);
  const text = readConfinedSync(context.repo, path);
  context.scripts.set(path, text);
  return text;
}

/** The absolute path of a file as the loader reports it (repo-relative, or absolute outside the repo). */
export function absolutePath(repo: string, file: string): string {
  return isAbsolute(file) ? file : join(repo, file);
}

/** Read and parse every file the loader reported that lies inside the repository. */
export async function readLintFiles(
  repo: string,
  names: readonly string[],
): Promise<Map<string, { text: string; source?: JsonSource }>> {
  // Read in parallel: a repository may hold hundreds of hook files.
  const texts = await Promise.all(names.map((name) => readConfined(repo, absolutePath(repo, name))));
  const files = new Map<string, { text: string; source?: JsonSource }>();
  names.forEach((name, i) => {
    const text = texts[i];
    if (text === undefined) return;
    const parsed = parseJsonSource(text);
    files.set(name, parsed.ok ? { text, source: parsed.source } : { text });
  });
  return files;
}

/** Where a field of an entry is written (its key), or the entry itself when the field is absent. */
export function fieldPosition(context: LintContext, entry: HookEntry, field: string): Position {
  const source = context.files.get(entry.file)?.source;
  if (!source) return entry.position;
  const item: JsonPathSegment[] = ['hooks', entry.eventKey, entry.index];
  const nested: JsonPathSegment[] = entry.nestedIndex === undefined ? [] : ['hooks', entry.nestedIndex];
  // In a Claude nested group the matcher sits on the group, every other field on the inner hook.
  const path = field === 'matcher' ? [...item, field] : [...item, ...nested, field];
  return source.positionOf(path, 'key') ?? entry.position;
}
