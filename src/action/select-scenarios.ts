/**
 * `changed-only`: from a pull request's changed files, the scenarios whose hooks changed. A scenario uses a
 * hook entry when one of the events its steps fire matches the entry's event and matcher; a changed script
 * counts for the entries whose command names it. Whenever the effect of a change cannot be pinned to entries
 * (a hook file added, removed or left without valid entries, a script no entry names), every scenario runs.
 */
import path from 'node:path';
import { MATCHER_TARGET, type EventName } from '../events/catalogue.js';
import { compileMatcher, testMatcher } from '../matchers.js';
import { hookLabel } from '../hook-record.js';
import type { HookConfig, HookEntry } from '../model.js';
import type { Profile } from '../profiles.js';
import { markdownText } from '../report/escape.js';
import type { Scenario, Step } from '../session/scenario-schema.js';
import type { ChangedFile } from './github-client.js';

/** One candidate scenario: its file relative to the repository, and the parsed scenario when it loads. */
export interface CandidateScenario {
  file: string;
  scenario?: Scenario;
}

/** Which scenarios to run and why. */
export interface ScenarioSelection {
  /** Every scenario runs. */
  all: boolean;
  /** The selected files, in candidate order. */
  files: string[];
  /** One line per reason, for the log and the summary. */
  reasons: string[];
}

/** One event a session fires, with the value its matchers test. */
interface Reach {
  event: EventName;
  value?: string;
}

// Every session fires these (DESIGN.md "Scenario files": the session's fixed frame).
const SESSION_EVENTS: EventName[] = [
  'sessionStart',
  'userPromptSubmitted',
  'userPromptTransformed',
  'agentStop',
  'sessionEnd',
];
const TOOL_EVENTS: EventName[] = ['preToolUse', 'postToolUse', 'postToolUseFailure', 'permissionRequest'];

function reachOfSteps(steps: readonly Step[], out: Reach[]): void {
  for (const step of steps) {
    if ('tool' in step) for (const event of TOOL_EVENTS) out.push({ event, value: step.tool });
    else if ('subagent' in step) {
      out.push({ event: 'subagentStart', value: step.subagent.name }, { event: 'subagentStop' });
      // The runtime starts a subagent through its `task` tool.
      for (const event of TOOL_EVENTS) out.push({ event, value: 'task' });
      reachOfSteps(step.subagent.steps, out);
    } else if ('compact' in step) out.push({ event: 'preCompact', value: step.compact.trigger });
    else if ('error' in step) out.push({ event: 'errorOccurred' });
    else if ('notification' in step) out.push({ event: 'notification', value: step.notification.type });
    else if ('stop' in step) reachOfSteps(step.then, out);
  }
}

/** Every event (with its matcher value) a scenario's session can fire. */
export function reachOfScenario(scenario: Scenario): Reach[] {
  const out: Reach[] = SESSION_EVENTS.map((event) => ({ event }));
  reachOfSteps(scenario.steps, out);
  return out;
}

/** Whether a scenario's session would run the entry. */
export function scenarioUsesEntry(reach: Reach[], entry: HookEntry, profile: Profile): boolean {
  const compiled = compileMatcher(entry.event, entry.casing, entry.matcher, profile);
  return reach.some((r) => {
    if (r.event !== entry.event) return false;
    if (!compiled.ok || !MATCHER_TARGET[entry.event]) return true;
    // A matcher that runs out of time cannot rule the scenario out: run it, and its report says why.
    return testMatcher(compiled.matcher, r.value) !== false;
  });
}

const SETTINGS_FILES = new Set([
  '.github/copilot/settings.json',
  '.github/copilot/settings.local.json',
  '.claude/settings.json',
  '.claude/settings.local.json',
]);

/** A file the runtime reads hook entries from. */
export function isHookConfigFile(file: string): boolean {
  return (
    (/^\.github\/hooks\/.+\.json$/.test(file) && !/(^|\/)\./.test(file.slice(14))) || SETTINGS_FILES.has(file)
  );
}

function isHookAsset(file: string): boolean {
  return file.startsWith('.github/hooks/') && !isHookConfigFile(file) && !/\.md$/i.test(file);
}

function entryText(entry: HookEntry): string {
  return [entry.bash, entry.powershell, entry.command, entry.exec, ...(entry.args ?? []), entry.cwd]
    .filter((part) => part !== undefined)
    .join('\n');
}

const label = hookLabel;

// Indexes count within one event's array: the key needs the event key too.
function keyOf(entry: HookEntry): string {
  return `${entry.file}\n${entry.eventKey}\n${entry.index}\n${entry.nestedIndex ?? ''}`;
}

/**
 * Select the scenarios a pull request's changes reach. `changed` holds paths relative to the repository;
 * `config` is the hook configuration of the pull request's head.
 */
export function selectChangedScenarios(options: {
  changed: ChangedFile[];
  candidates: CandidateScenario[];
  config: HookConfig;
  profile: (scenario: Scenario) => Profile;
}): ScenarioSelection {
  const { changed, candidates, config } = options;
  const everything = (reason: string): ScenarioSelection => ({
    all: true,
    files: candidates.map((c) => c.file),
    reasons: [reason],
  });
  const entries = new Map<string, HookEntry>();
  const reasons: string[] = [];
  for (const change of changed) {
    const file = change.path;
    if (isHookConfigFile(file) || (change.previousPath && isHookConfigFile(change.previousPath))) {
      if (change.status !== 'modified') {
        return everything(`hook file ${file} was ${change.status}: every scenario runs`);
      }
      const own = config.entries.filter((entry) => entry.file === file);
      if (own.length === 0)
        return everything(`hook file ${file} changed and has no valid entry now: every scenario runs`);
      for (const entry of own) entries.set(keyOf(entry), entry);
      reasons.push(`hook file ${file} changed`);
    } else if (isHookAsset(file)) {
      const base = path.posix.basename(file);
      const users = config.entries.filter((entry) => entryText(entry).includes(base));
      if (users.length === 0) {
        return everything(
          `${file} changed and no hook entry names it (a script may source it): every scenario runs`,
        );
      }
      for (const entry of users) entries.set(keyOf(entry), entry);
      reasons.push(`${file} changed (used by ${users.map(label).join(', ')})`);
    }
  }
  const changedPaths = new Set(changed.map((c) => c.path));
  const files: string[] = [];
  for (const candidate of candidates) {
    if (changedPaths.has(candidate.file)) {
      files.push(candidate.file);
      reasons.push(`scenario ${candidate.file} changed`);
      continue;
    }
    // A scenario that does not load still runs, so its error is reported.
    const scenario = candidate.scenario;
    if (!scenario) {
      files.push(candidate.file);
      continue;
    }
    if (entries.size === 0) continue;
    const reach = reachOfScenario(scenario);
    const profile = options.profile(scenario);
    if ([...entries.values()].some((entry) => scenarioUsesEntry(reach, entry, profile)))
      files.push(candidate.file);
  }
  return { all: files.length === candidates.length && candidates.length > 0, files, reasons };
}

/**
 * The selection as a Markdown note for the job summary and the pull-request comment. A reason quotes the pull
 * request's file names, which may hold newlines, Markdown, HTML and mentions: it goes through `markdownText`.
 * `source` (where the changed files came from) is Markdown hooksim wrote.
 */
export function selectionNote(selection: ScenarioSelection, candidates: number, source: string): string {
  if (selection.files.length === 0)
    return `\`changed-only\`: no change in ${source} reaches a scenario's hooks, so no scenario ran.`;
  if (!selection.all)
    return `\`changed-only\`: ${selection.files.length} of ${candidates} scenarios ran, those the changes in ${source} reach.`;
  const reason = markdownText(selection.reasons[0] ?? 'each is affected', 500);
  return `\`changed-only\`: every scenario ran (${reason}; changed files from ${source}).`;
}
