/**
 * `hooksim init`: start a repository that has hooks on hooksim. One scenario per hook file with the smoke
 * session's calls for the events that file configures, recorded with the `run --update` machinery so they pass
 * today; the scenario JSON Schema beside them for editors; a pull-request workflow with least privilege.
 * Never overwrites a file without `force`.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Document, isMap, isScalar, isSeq, visit } from 'yaml';
import { z } from 'zod';
import { loadHookConfig } from '../config/load.js';
import { eventNeverFires, type EventName } from '../events/catalogue.js';
import { compileMatcher, matcherFires } from '../matchers.js';
import type { HookEntry } from '../model.js';
import { getProfile, type Profile } from '../profiles.js';
import type { SandboxChoice, SandboxKind } from '../sandbox/choice.js';
import { DEFAULT_SCENARIO_DIR } from '../session/load-scenarios.js';
import type { ScenarioReport } from '../session/report-types.js';
import { scenarioSchema } from '../session/scenario-schema.js';
import { buildSmokeSteps, findSmokeTargets } from '../session/smoke.js';
import { UsageError } from './errors.js';
import type { RunOutcome } from './run.js';
import { updateScenarios } from './update.js';

/** What `init` was asked to do. */
export interface InitOptions {
  repo: string;
  profile: string;
  sandbox: SandboxKind;
  /** Overwrite files that exist. */
  force: boolean;
  /** A line for each file written or skipped. */
  onFile?: (line: string) => void;
  onScenario?: (report: ScenarioReport) => void;
  onSandboxChoice?: (choice: SandboxChoice) => void;
}

/** What `init` wrote, skipped, and the run that recorded the scenarios (absent when none was written). */
export interface InitOutcome {
  written: string[];
  skipped: string[];
  run?: RunOutcome;
}

/** The workflow init writes (repository-relative). */
export const WORKFLOW_FILE = '.github/workflows/hooksim.yml';
/** The scenario JSON Schema init writes, beside the scenarios. */
export const SCHEMA_FILE = `${DEFAULT_SCENARIO_DIR}/hooksim.schema.json`;

const WORKFLOW = `# Written by \`hooksim init\`: replays .github/hook-scenarios through the repository's hooks on every pull request.
# Record new expectations locally with \`hooksim run --update\`; CI only checks them.
name: hooksim

on: pull_request

permissions:
  contents: read
  # For a sticky comment with the results, add \`pull-requests: write\` and \`comment: true\` below.

jobs:
  hooks:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v5
        with:
          persist-credentials: false
      # Pin a release tag or, better, a commit SHA (hooksim/hooksim@<sha> # v0.x.y): a moving tag runs new code.
      - uses: hooksim/hooksim@v0
`;

const TOOL_EVENTS: ReadonlySet<EventName> = new Set([
  'preToolUse',
  'postToolUse',
  'postToolUseFailure',
  'permissionRequest',
]);
const SUBAGENT_EVENTS: ReadonlySet<EventName> = new Set(['subagentStart', 'subagentStop']);

/** The error step init adds for a file with errorOccurred hooks: the failure a cloud agent meets most. */
const ERROR_STEP = {
  error: { message: 'rate limited', name: 'RateLimitError', context: 'model_call', recoverable: true },
};

/** The smoke session's steps that reach this file's hooks: its tool calls, subagent, compaction and stop. */
export function stepsForFile(
  entries: readonly HookEntry[],
  all: readonly Record<string, unknown>[],
  profile: Profile,
): Record<string, unknown>[] {
  const events = new Set(entries.map((e) => e.event));
  const toolEntries = entries.filter((e) => TOOL_EVENTS.has(e.event));
  const fires = (tool: string) =>
    toolEntries.some((e) => {
      const compiled = compileMatcher(e.event, e.casing, e.matcher, profile);
      return compiled.ok && matcherFires(compiled.matcher, tool);
    });
  const steps = all.filter((step) => {
    if ('tool' in step) return fires(String(step.tool));
    if ('subagent' in step) return [...SUBAGENT_EVENTS].some((e) => events.has(e)) || fires('task');
    if ('compact' in step) return events.has('preCompact');
    // Without an agentStop hook the implied stop at the end is enough.
    if ('stop' in step) return false;
    return true;
  });
  if (events.has('errorOccurred')) steps.push(ERROR_STEP);
  if (events.has('agentStop')) steps.push({ stop: {} });
  return steps;
}

/** `.github/hooks/guard.json` → `guard`; `.claude/settings.json` → `claude-settings`. */
function scenarioBase(hookFile: string): string {
  const relative = hookFile.startsWith('.github/hooks/') ? hookFile.slice('.github/hooks/'.length) : hookFile;
  return (
    relative
      .replace(/\.json$/i, '')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'hooks'
  );
}

/** The editor's schema comment line (without `#`): `target` is the schema's path relative to the scenario file. */
export function schemaDirective(target: string = path.posix.basename(SCHEMA_FILE)): string {
  return ` yaml-language-server: $schema=${target}`;
}

/** The scenario file's text: the schema line, where it came from, then name, prompt and steps. */
export function scenarioText(hookFile: string, events: readonly string[], steps: unknown[]): string {
  const doc = new Document({
    name: `${hookFile.replace(/^\.github\/hooks\//, '')}: ${events.join(', ')}, on the calls Copilot really makes`,
    prompt: 'Look around the repository and make a small change',
    steps,
  });
  // Small maps (tool arguments, `{}` steps) on one line, as people write them.
  visit(doc, {
    Map(key, node) {
      if (key === 'value' && node.items.length <= 3) {
        // A nested collection or a text of several lines reads better as a block.
        const block = node.items.some(
          (pair) =>
            isMap(pair.value) ||
            isSeq(pair.value) ||
            (isScalar(pair.value) && String(pair.value.value).includes('\n')),
        );
        if (!block) node.flow = true;
      }
    },
  });
  doc.commentBefore = [
    schemaDirective(),
    ` Written by \`hooksim init\` for ${hookFile}. Change the steps, then record what the hooks do with`,
    ' `hooksim run --update` and review the diff it prints.',
  ].join('\n');
  return doc.toString({ lineWidth: 0 });
}

async function exists(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined)) !== undefined;
}

/** The scenario JSON Schema, as `hooksim schema scenario` prints it. */
export function scenarioJsonSchema(): string {
  return `${JSON.stringify(z.toJSONSchema(scenarioSchema, { io: 'input', unrepresentable: 'any' }), null, 2)}\n`;
}

/** Write the workflow, the schema and one recorded scenario per hook file. */
export async function initRepo(options: InitOptions): Promise<InitOutcome> {
  const repo = path.resolve(options.repo);
  const profile = getProfile(options.profile);
  const config = await loadHookConfig(repo, profile);
  const byFile = new Map<string, HookEntry[]>();
  for (const entry of config.entries) {
    if (entry.disabled || eventNeverFires(entry.event, profile) !== undefined) continue;
    byFile.set(entry.file, [...(byFile.get(entry.file) ?? []), entry]);
  }
  if (byFile.size === 0) {
    throw new UsageError(
      `no hooks to start from in '${options.repo}': init writes scenarios for the hook files in .github/hooks (hooksim validate says why a file is not loaded).`,
    );
  }
  const written: string[] = [];
  const skipped: string[] = [];
  const put = async (relative: string, text: string): Promise<string | undefined> => {
    const file = path.join(repo, relative);
    if (!options.force && (await exists(file))) {
      skipped.push(relative);
      options.onFile?.(`skipped ${relative}: it exists (--force overwrites it)`);
      return undefined;
    }
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
    written.push(relative);
    return file;
  };

  const all = buildSmokeSteps(config, await findSmokeTargets(repo));
  const scenarios: string[] = [];
  const names = new Set<string>();
  for (const [hookFile, entries] of byFile) {
    let base = scenarioBase(hookFile);
    while (names.has(base)) base = `${base}-2`;
    names.add(base);
    const events = [...new Set(entries.map((e) => e.eventKey))];
    const text = scenarioText(hookFile, events, stepsForFile(entries, all, profile));
    const file = await put(`${DEFAULT_SCENARIO_DIR}/${base}.yml`, text);
    if (file) scenarios.push(file);
  }
  await put(SCHEMA_FILE, scenarioJsonSchema());
  await put(WORKFLOW_FILE, WORKFLOW);

  let run: RunOutcome | undefined;
  if (scenarios.length > 0) {
    run = await updateScenarios({
      repo,
      profile: options.profile,
      scenarios,
      sandbox: options.sandbox,
      ...(options.onScenario ? { onScenario: options.onScenario } : {}),
      ...(options.onSandboxChoice ? { onSandboxChoice: options.onSandboxChoice } : {}),
    });
  }
  const statuses = new Map(run?.report.scenarios.map((s) => [s.file, s.status]));
  for (const relative of written) {
    const status = statuses.get(relative);
    const note =
      status === undefined
        ? ''
        : status === 'errored'
          ? ' (not recorded: it errored)'
          : ` (recorded, ${status})`;
    options.onFile?.(`wrote ${relative}${note}`);
  }
  return { written, skipped, ...(run ? { run } : {}) };
}
