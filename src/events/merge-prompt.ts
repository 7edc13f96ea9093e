/**
 * Merge rules of the prompt and stop events: userPromptSubmitted, userPromptTransformed, agentStop,
 * subagentStop, under `stopPromptMerge` fieldwise or lastValid (runtime-behaviour.md §6, §8.5, §9).
 */
import type { EventResult } from '../model.js';
import type { Profile } from '../profiles.js';
import { hookLabel } from '../hook-record.js';
import {
  contributionsOf,
  has,
  nonEmptyString,
  type Contribution,
  type HookRun,
  type Merger,
} from './merge-common.js';
import { formatEmptyWarning, formatNotStringWarning, formatSystemReminder } from './texts.js';

// ----------------------------------------------------------- fieldwise / lastValid (§8.5, §8.6, §9)

/** The last present value of a field and the run that gave it (`fieldwise`: `null` and `""` count). */
function lastPresent(
  contributions: Contribution[],
  field: string,
): { value: unknown; run: HookRun } | undefined {
  let found: { value: unknown; run: HookRun } | undefined;
  for (const { run, output } of contributions) if (has(output, field)) found = { value: output[field], run };
  return found;
}

/** Warn for every non-string (and, under `lastValid`, empty) value of a string override field (§6). */
function checkStringField(
  contributions: Contribution[],
  field: string,
  profile: Profile,
  warnings: string[],
): void {
  // 1.0.102 ignores a non-string override without a word (FINDINGS §9 Q22); the docs promise a warning.
  if (profile.stopPromptMerge === 'fieldwise') return;
  for (const { output } of contributions) {
    const value = output[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') warnings.push(formatNotStringWarning(field));
    else if (value === '' && profile.stopPromptMerge === 'lastValid')
      warnings.push(formatEmptyWarning(field));
  }
}

/** The merged value of a string override field: any string under `fieldwise`, the last non-empty one under `lastValid`. */
function mergeStringOverride(
  contributions: Contribution[],
  field: string,
  profile: Profile,
  warnings: string[],
): string | undefined {
  checkStringField(contributions, field, profile, warnings);
  if (profile.stopPromptMerge === 'fieldwise') {
    const value = lastPresent(contributions, field)?.value;
    return typeof value === 'string' ? value : undefined;
  }
  let value: string | undefined;
  for (const { output } of contributions) value = nonEmptyString(output[field]) ?? value;
  return value;
}

/**
 * subagentStop `modifiedResponse` under `fieldwise`: the last string wins, `""` included; a non-string is dropped
 * and does not reset an earlier string (FINDINGS §9 Q22: `"MOD"` then `7` → `MOD`).
 */
function mergeModifiedResponse(
  contributions: Contribution[],
  profile: Profile,
  warnings: string[],
): string | undefined {
  if (profile.stopPromptMerge !== 'fieldwise')
    return mergeStringOverride(contributions, 'modifiedResponse', profile, warnings);
  let value: string | undefined;
  for (const { output } of contributions) {
    const candidate = output.modifiedResponse;
    if (typeof candidate === 'string') value = candidate;
  }
  return value;
}

/**
 * The userPromptSubmitted block under `fieldwise` as 1.0.102 merges it (FINDINGS §10.3, §9 Q23): `reason` is
 * taken only from outputs that also carry `decision`, and the prompt is blocked iff the merged decision is
 * `"block"` and the merged reason is a string, `""` and blanks included.
 */
function mergePromptBlock(contributions: Contribution[]): { run: HookRun; reason: string } | undefined {
  let decision: { value: unknown; run: HookRun } | undefined;
  let reason: unknown;
  for (const { run, output } of contributions) {
    if (!has(output, 'decision')) continue;
    decision = { value: output.decision, run };
    if (has(output, 'reason')) reason = output.reason;
  }
  if (decision?.value !== 'block' || typeof reason !== 'string') return undefined;
  return { run: decision.run, reason };
}

/** The block verdict of a stop or prompt event; `needsReason` for agentStop/subagentStop (§9). */
function mergeBlock(
  contributions: Contribution[],
  profile: Profile,
  needsReason: boolean,
): { run: HookRun; reason?: string } | undefined {
  if (profile.stopPromptMerge === 'fieldwise') {
    const decision = lastPresent(contributions, 'decision');
    const reason = nonEmptyString(lastPresent(contributions, 'reason')?.value);
    if (decision?.value !== 'block' || (needsReason && reason === undefined)) return undefined;
    return { run: decision.run, ...(reason !== undefined ? { reason } : {}) };
  }
  let block: { run: HookRun; reason?: string } | undefined;
  for (const { run, output } of contributions) {
    const reason = nonEmptyString(output.reason);
    if (output.decision !== 'block' || (needsReason && reason === undefined)) continue;
    // Any valid block blocks; a later allow cannot cancel it; the last one's reason is the text.
    block = { run, ...(reason !== undefined ? { reason } : {}) };
  }
  return block;
}

// --------------------------------------------------------------- userPromptSubmitted, userPromptTransformed

const PROMPT_OUTPUT_FIELDS = ['modifiedPrompt', 'additionalContext', 'decision', 'reason'] as const;

/** userPromptSubmitted: the honoured outputs merge per `stopPromptMerge`; a valid block stops the model call (§8.5). */
export const mergeUserPromptSubmitted: Merger = (input, runs, profile, warnings) => {
  const honoured = new Set<string>(profile.userPromptSubmittedOutputs);
  // reason only means something alongside decision.
  if (honoured.has('decision')) honoured.add('reason');
  const contributions = contributionsOf(runs, profile);
  const ignoredOutputs = PROMPT_OUTPUT_FIELDS.filter(
    (field) => !honoured.has(field) && contributions.some(({ output }) => has(output, field)),
  );
  const original = input.prompt ?? '';
  const modified = honoured.has('modifiedPrompt')
    ? mergeStringOverride(contributions, 'modifiedPrompt', profile, warnings)
    : undefined;
  const prompt = modified ?? original;
  let context: string | undefined;
  if (honoured.has('additionalContext')) {
    if (profile.stopPromptMerge === 'fieldwise') {
      // The last hook's value, not a join.
      const value = lastPresent(contributions, 'additionalContext')?.value;
      context = typeof value === 'string' ? value : undefined;
    } else {
      const parts = contributions.map(({ output }) => nonEmptyString(output.additionalContext));
      const joined = parts.filter((part) => part !== undefined).join('\n\n');
      context = joined === '' ? undefined : joined;
    }
  }
  let block: { run: HookRun; reason?: string } | undefined;
  if (honoured.has('decision')) {
    block =
      profile.stopPromptMerge === 'fieldwise'
        ? mergePromptBlock(contributions)
        : mergeBlock(contributions, profile, false);
  }
  const base: EventResult = {
    prompt,
    ...(context !== undefined ? { additionalContext: context } : {}),
    ...(ignoredOutputs.length > 0 ? { ignoredOutputs: [...ignoredOutputs] } : {}),
  };
  if (block) {
    // Blocked: no model call, so the model sees nothing.
    return {
      ...base,
      decision: 'block',
      ...(block.reason !== undefined ? { reason: block.reason } : {}),
      decidedBy: hookLabel(block.run.entry),
    };
  }
  const agentSees = context ? formatSystemReminder(prompt, context) : prompt;
  return { ...base, decision: 'none', agentSees };
};

/** userPromptTransformed: the merged `modifiedTransformedPrompt` replaces the transformed prompt (§8.5). */
export const mergeUserPromptTransformed: Merger = (input, runs, profile, warnings) => {
  const contributions = contributionsOf(runs, profile);
  const modified = mergeStringOverride(contributions, 'modifiedTransformedPrompt', profile, warnings);
  const transformedPrompt = modified ?? input.transformedPrompt ?? '';
  return { transformedPrompt, agentSees: transformedPrompt };
};

// ------------------------------------------------------------------------------------ agentStop, subagentStop

/** agentStop: a valid block with a reason makes the reason the next user prompt (§9). */
export const mergeAgentStop: Merger = (_input, runs, profile) => {
  const block = mergeBlock(contributionsOf(runs, profile), profile, true);
  if (!block) return { decision: 'none' };
  const reason = block.reason as string;
  // The reason becomes the next user prompt.
  return { decision: 'block', reason, agentSees: reason, decidedBy: hookLabel(block.run.entry) };
};

/** subagentStop: a valid block wins over `modifiedResponse` (§9). */
export const mergeSubagentStop: Merger = (input, runs, profile, warnings) => {
  const contributions = contributionsOf(runs, profile);
  const modifiedResponse = mergeModifiedResponse(contributions, profile, warnings);
  const block = mergeBlock(contributions, profile, true);
  if (block) {
    // A valid block wins over modifiedResponse: the rewrite is discarded.
    const reason = block.reason as string;
    return { decision: 'block', reason, agentSees: reason, decidedBy: hookLabel(block.run.entry) };
  }
  const response = modifiedResponse ?? input.response;
  return {
    decision: 'none',
    ...(modifiedResponse !== undefined ? { modifiedResponse } : {}),
    ...(response !== undefined ? { agentSees: response } : {}),
  };
};
