/**
 * What the runtime drops of a hook's output, said on the hook's record (issue 17): stdout that is not one JSON
 * object (a linter's or formatter's text), output on an event that reads none (sessionEnd, preCompact,
 * errorOccurred), and fields the event does not read under the profile, with why: a Claude Code field, the
 * other casing family's form (`hookSpecificOutput` outside a PascalCase PreToolUse entry), or a field another
 * event reads. The merge rules in merge-*.ts decide what is read; this table mirrors them
 * (runtime-behaviour.md §6, §8, §9) and the tests hold the two together.
 */
import type { HookEntry, HookRecord } from '../model.js';
import type { Profile } from '../profiles.js';
import type { EventName } from './catalogue.js';

/** The output fields an event reads from a hook's JSON under a profile, for this entry's casing. */
export function fieldsRead(event: EventName, profile: Profile, entry: Pick<HookEntry, 'casing'>): string[] {
  switch (event) {
    case 'sessionStart':
    case 'subagentStart':
    case 'notification':
    case 'postToolUseFailure':
      return ['additionalContext'];
    case 'userPromptSubmitted': {
      const read: string[] = [...profile.userPromptSubmittedOutputs];
      return read.includes('decision') ? [...read, 'reason'] : read;
    }
    case 'userPromptTransformed':
      return ['modifiedTransformedPrompt'];
    case 'preToolUse':
      return [
        'permissionDecision',
        'permissionDecisionReason',
        ...(profile.honorModifiedArgs ? ['modifiedArgs'] : []),
        ...(profile.preToolUseAdditionalContext === 'inject' ? ['additionalContext'] : []),
        ...(profile.honorClaudeHookSpecificOutput === 'pascalPreToolUse' && entry.casing === 'pascal'
          ? ['hookSpecificOutput']
          : []),
      ];
    case 'postToolUse':
      return ['modifiedResult', 'additionalContext'];
    case 'agentStop':
      return ['decision', 'reason'];
    case 'subagentStop':
      return ['decision', 'reason', 'modifiedResponse'];
    case 'permissionRequest':
      return ['behavior', 'message', 'interrupt'];
    case 'sessionEnd':
    case 'errorOccurred':
    case 'preCompact':
    case 'preMcpToolCall':
      return [];
  }
}

// Claude Code's common output fields, which no Copilot event reads.
const CLAUDE_ONLY = new Set(['continue', 'suppressOutput', 'systemMessage', 'stopReason']);
// Every field some Copilot event reads: a field in this set but not read here belongs to another event.
const COPILOT_FIELDS = new Set([
  'additionalContext',
  'modifiedPrompt',
  'modifiedTransformedPrompt',
  'permissionDecision',
  'permissionDecisionReason',
  'modifiedArgs',
  'modifiedResult',
  'modifiedResponse',
  'decision',
  'reason',
  'behavior',
  'message',
  'interrupt',
]);

function whyIgnored(field: string, event: EventName, entry: Pick<HookEntry, 'casing' | 'eventKey'>): string {
  if (field === 'hookSpecificOutput') {
    return entry.casing === 'pascal'
      ? `hookSpecificOutput is read only on PreToolUse; on ${entry.eventKey} write its fields at the top level`
      : `hookSpecificOutput is Claude Code's form, read only on PascalCase PreToolUse entries; on ${entry.eventKey} write its fields at the top level`;
  }
  if (CLAUDE_ONLY.has(field)) return `${field} is a Claude Code field that Copilot ignores`;
  if (COPILOT_FIELDS.has(field)) return `${entry.eventKey} does not read ${field}`;
  return `${field} is not an output field of ${entry.eventKey}`;
}

/**
 * Why the runtime drops all or part of this run's output, one note per reason; empty when everything it
 * printed counts (or it printed nothing). Only runs whose stdout is read (exit 0) are judged.
 */
export function ignoredOutput(
  event: EventName,
  record: Pick<HookRecord, 'status' | 'stdout' | 'output' | 'parseError'>,
  entry: Pick<HookEntry, 'casing' | 'eventKey'>,
  profile: Profile,
): string[] {
  if (record.status !== 'ok') return [];
  const read = fieldsRead(event, profile, entry);
  if (record.output === undefined) {
    const text = (record.stdout ?? '').trim();
    if (text === '' || record.parseError === undefined) return [];
    return [
      `stdout is not one JSON object, so none of it reaches the agent${read.length === 0 ? '' : ` (${entry.eventKey} reads ${read.join(', ')} from a JSON object)`}`,
    ];
  }
  if (typeof record.output !== 'object' || record.output === null || Array.isArray(record.output)) return [];
  const fields = Object.keys(record.output);
  if (fields.length === 0) return [];
  if (read.length === 0) return [`${entry.eventKey} output is ignored, even when valid`];
  return fields.filter((field) => !read.includes(field)).map((field) => whyIgnored(field, event, entry));
}
