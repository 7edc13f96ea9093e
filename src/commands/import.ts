/**
 * `hooksim import SESSION`: a Copilot CLI session (its events.jsonl) as a scenario file in the repository, so a
 * session that happened can be replayed through the hooks; `--update` then records what they decide.
 */
import { readdir, readFile, stat, mkdir, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { importSession } from '../session/import-session.js';
import { DEFAULT_SCENARIO_DIR } from '../session/load-scenarios.js';
import { UsageError } from './errors.js';
import { SCHEMA_FILE, scenarioJsonSchema, schemaDirective } from './init.js';
import type { RunOutcome } from './run.js';
import { updateScenarios, type UpdateOptions } from './update.js';

/** What `import` was asked to do. */
export interface ImportOptions {
  /** A path to an events.jsonl, a session directory, or a session id (or a unique prefix of one). */
  session: string;
  repo: string;
  /** The scenario file to write; default `.github/hook-scenarios/imported-<short id>.yml` in the repo. */
  out?: string;
  force: boolean;
  /** Record the outcomes into `expect` (`run --update` on the written file). */
  update?: Omit<UpdateOptions, 'repo' | 'scenarios'>;
  /** Called once the file is written, before `update` replays it (the CLI prints what it wrote then). */
  onWritten?: (outcome: ImportOutcome) => void;
  /** `COPILOT_HOME` and `HOME`, for the session id lookup; the process's when absent. */
  env?: Readonly<Record<string, string | undefined>>;
}

/** What `import` did. */
export interface ImportOutcome {
  /** The transcript read. */
  source: string;
  /** The scenario file written (absolute). */
  file: string;
  sessionId?: string;
  steps: number;
  diagnostics: Diagnostic[];
  /** The schema file, when this import wrote it (it was missing). */
  schemaWritten?: string;
  run?: RunOutcome;
}

async function kind(file: string): Promise<'file' | 'dir' | undefined> {
  const found = await stat(file).catch(() => undefined);
  if (!found) return undefined;
  return found.isDirectory() ? 'dir' : 'file';
}

/** Where session ids are looked up: `$COPILOT_HOME/session-state`, then `~/.copilot/session-state`. */
export function sessionStateDirs(env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  const home = env.HOME || homedir();
  return [
    ...(env.COPILOT_HOME ? [path.join(env.COPILOT_HOME, 'session-state')] : []),
    path.join(home, '.copilot', 'session-state'),
  ];
}

/** The transcript in one session-state directory for an id: `<id>/events.jsonl`, else the legacy flat `<id>.jsonl`. */
async function findInStateDir(dir: string, id: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const ids = new Set(names.map((name) => name.replace(/\.jsonl$/, '')));
  const matches = ids.has(id) ? [id] : [...ids].filter((name) => name.startsWith(id));
  const found: string[] = [];
  for (const match of matches) {
    const current = path.join(dir, match, 'events.jsonl');
    const legacy = path.join(dir, `${match}.jsonl`);
    if ((await kind(current)) === 'file') found.push(current);
    else if ((await kind(legacy)) === 'file') found.push(legacy);
  }
  return found;
}

/** The events.jsonl that SESSION names; a UsageError saying where it looked when there is none. */
export async function resolveSession(
  session: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<string> {
  if (session === '')
    throw new UsageError('import needs a SESSION: an events.jsonl, a session directory or a session id.');
  const given = await kind(session);
  if (given === 'file') return path.resolve(session);
  if (given === 'dir') {
    const events = path.join(session, 'events.jsonl');
    if ((await kind(events)) === 'file') return path.resolve(events);
    throw new UsageError(
      `'${session}' is a directory without an events.jsonl: expected a Copilot CLI session directory (session-state/<id>/).`,
    );
  }
  const dirs = sessionStateDirs(env);
  if (/^[\w.-]+$/.test(session) && !session.startsWith('.')) {
    for (const dir of dirs) {
      const found = await findInStateDir(dir, session);
      if (found.length === 1) return found[0] as string;
      if (found.length > 1)
        throw new UsageError(
          `session '${session}' is ambiguous in ${dir}: ${found.map((f) => path.relative(dir, f)).join(', ')}; give more of the id.`,
        );
    }
  }
  throw new UsageError(
    `no Copilot CLI session '${session}': it is not a file or directory, and no session with that id is in ${dirs.join(' or ')}.`,
  );
}

/** `imported-<first 8 characters of the id>.yml`, with only safe characters. */
function defaultName(sessionId: string | undefined, source: string): string {
  const base = sessionId ?? path.basename(path.dirname(source));
  const short = base.replace(/[^A-Za-z0-9_-]+/g, '').slice(0, 8) || 'session';
  return `imported-${short}.yml`;
}

/** Convert the session, write the scenario (never over a file without `force`), and record it on `update`. */
export async function importCommand(options: ImportOptions): Promise<ImportOutcome> {
  const source = await resolveSession(options.session, options.env ?? process.env);
  const repo = path.resolve(options.repo);
  const text = await readFile(source, 'utf8');
  const probe = importSession(text, { file: source });
  const file = path.resolve(
    options.out ?? path.join(repo, DEFAULT_SCENARIO_DIR, defaultName(probe.sessionId, source)),
  );
  if (!options.force && (await kind(file)) !== undefined)
    throw new UsageError(
      `'${file}' exists; import never overwrites a file without --force (or give another --out).`,
    );
  const schema = path.join(repo, SCHEMA_FILE);
  const target = path.relative(path.dirname(file), schema).split(path.sep).join('/');
  const imported = importSession(text, { file: source, schemaLine: schemaDirective(target) });
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, imported.text);
  let schemaWritten: string | undefined;
  if ((await kind(schema)) === undefined) {
    await mkdir(path.dirname(schema), { recursive: true });
    await writeFile(schema, scenarioJsonSchema());
    schemaWritten = schema;
  }
  const outcome: ImportOutcome = {
    source,
    file,
    ...(imported.sessionId ? { sessionId: imported.sessionId } : {}),
    steps: imported.steps,
    diagnostics: imported.diagnostics,
    ...(schemaWritten ? { schemaWritten } : {}),
  };
  options.onWritten?.(outcome);
  if (options.update) outcome.run = await updateScenarios({ ...options.update, repo, scenarios: [file] });
  return outcome;
}
