/**
 * Validation of one item of an event array into hook entries (runtime-behaviour.md §3, §10, §12):
 * a problem drops the item (or, in inline settings hooks, the whole `hooks` field); notes are kept.
 */
import { diagnostic, type Diagnostic } from '../diagnostics.js';
import { MATCHER_TARGET, type EventKey } from '../events/catalogue.js';
import { compileMatcher, type MatcherCompilation } from '../matchers.js';
import type { HookEntry } from '../model.js';
import type { Profile } from '../profiles.js';
import { httpUrlLoadProblem, type HttpSwitches } from '../runners/http-url.js';
import {
  effectiveProperties,
  findProperty,
  type JsonNode,
  type JsonObjectNode,
  type JsonSource,
} from './json-source.js';

/** What an item is validated against: its file, profile and place in the file. */
export interface ItemScope {
  source: JsonSource;
  file: string;
  fileDir: string;
  profile: Profile;
  switches: HttpSwitches;
  eventKey: string;
  key: EventKey;
  index: number;
}

/** Why an item is dropped: the reason and where it points. */
export interface ItemProblem {
  /** `hooks.<event>[<i>]`, `.hooks[<j>]` added inside a nested group, `.url` added for URL rules. */
  label: string;
  reason: string;
  offset: number;
  /** The problem rejects the whole file, not just the item (deepNestedGroup=rejectFile). */
  rejectsFile?: boolean;
}

/** What validating items produced: entries, non-dropping notes and dropping problems, in file order. */
export interface ItemCollector {
  entries: HookEntry[];
  notes: Diagnostic[];
  problems: ItemProblem[];
}

const TYPES = new Set(['command', 'http', 'prompt']);

interface ItemPlace {
  label: string;
  nestedIndex?: number;
  /** The group matcher an inner entry inherits; already compiled and reported at the group. */
  inheritedMatcher?: string;
}

// Thrown inside one item's validation and caught at the item: the item is dropped.
/** 1.0.102's text for an entry with neither or both of `exec` and a shell field. */
const EXEC_OR_SHELL =
  "Specify either 'exec' (native executable) or 'bash'/'powershell'/'command' (shell), but not both";

class ItemDroppedSignal extends Error {
  readonly code = 'item-dropped';
  constructor(
    readonly reason: string,
    readonly offset: number,
    readonly suffix = '',
  ) {
    super(reason);
    this.name = 'ItemDroppedSignal';
  }
}

/** Validate the item at `hooks.<event>[<index>]`, adding its entries, notes and problems to the collector. */
export function validateItem(node: JsonNode, scope: ItemScope, collector: ItemCollector): void {
  const label = `hooks.${scope.eventKey}[${scope.index}]`;
  const isGroup =
    node.type === 'object' &&
    scope.profile.nestedHookGroups === 'accept' &&
    findProperty(node, 'hooks') !== undefined;
  if (isGroup) validateGroup(node, scope, collector, label);
  else validateLeaf(node, scope, collector, { label });
}

function validateGroup(
  node: JsonObjectNode,
  scope: ItemScope,
  collector: ItemCollector,
  label: string,
): void {
  const notes: Diagnostic[] = [];
  try {
    const matcher = readMatcher(node, scope, notes);
    const hooks = findProperty(node, 'hooks')?.value;
    if (hooks?.type !== 'array')
      throw new ItemDroppedSignal('hooks has the wrong type', hooks?.offset ?? node.offset);
    collector.notes.push(...notes);
    hooks.items.forEach((inner, nestedIndex) => {
      const place = { label: `${label}.hooks[${nestedIndex}]`, nestedIndex, inheritedMatcher: matcher };
      const deeper = inner.type === 'object' ? findProperty(inner, 'hooks') : undefined;
      if (deeper) {
        // 1.0.102 rejects the file and names the outer item (differential scenario validation/nested-deep).
        const rejectsFile = scope.profile.deepNestedGroup === 'rejectFile';
        collector.problems.push({
          label: rejectsFile ? label : place.label,
          reason: 'Nested hooks deeper than one level are not supported.',
          offset: deeper.keyOffset,
          ...(rejectsFile ? { rejectsFile } : {}),
        });
      } else {
        validateLeaf(inner, scope, collector, place);
      }
    });
  } catch (error) {
    if (!(error instanceof ItemDroppedSignal)) throw error;
    collector.problems.push({ label: label + error.suffix, reason: error.reason, offset: error.offset });
  }
}

function validateLeaf(node: JsonNode, scope: ItemScope, collector: ItemCollector, place: ItemPlace): void {
  try {
    if (node.type !== 'object') throw new ItemDroppedSignal('hook entry must be an object', node.offset);
    const notes: Diagnostic[] = [];
    collector.entries.push(buildEntry(node, scope, place, notes));
    collector.notes.push(...notes);
  } catch (error) {
    if (!(error instanceof ItemDroppedSignal)) throw error;
    collector.problems.push({
      label: place.label + error.suffix,
      reason: error.reason,
      offset: error.offset,
    });
  }
}

function buildEntry(
  node: JsonObjectNode,
  scope: ItemScope,
  place: ItemPlace,
  notes: Diagnostic[],
): HookEntry {
  const { key, profile } = scope;
  const type = readType(node);
  const timeoutSec = readTimeout(node, 'timeoutSec');
  const timeout = readTimeout(node, 'timeout');
  const entry: HookEntry = {
    file: scope.file,
    fileDir: scope.fileDir,
    index: scope.index,
    ...(place.nestedIndex === undefined ? {} : { nestedIndex: place.nestedIndex }),
    eventKey: scope.eventKey,
    event: key.event,
    casing: key.casing,
    position: scope.source.positionAt(node.offset),
    type,
    timeoutSec:
      timeoutSec === undefined
        ? capTimeout(node, 'timeout', timeout, scope, notes)
        : capTimeout(node, 'timeoutSec', timeoutSec, scope, notes),
  };
  if (type === 'command') readCommandFields(node, entry, scope);
  else if (type === 'http') readHttpFields(node, entry);
  else readPromptFields(node, entry, key);

  const matcher = readMatcher(node, scope, notes);
  const effectiveMatcher = matcher ?? place.inheritedMatcher;
  if (effectiveMatcher !== undefined) entry.matcher = effectiveMatcher;

  if (entry.url !== undefined) {
    const hasAllowedEnvVars = (entry.allowedEnvVars?.length ?? 0) > 0;
    const problem = httpUrlLoadProblem(key.event, entry.url, hasAllowedEnvVars, profile, scope.switches);
    if (problem)
      throw new ItemDroppedSignal(problem, findProperty(node, 'url')?.value.offset ?? node.offset, '.url');
  }
  notes.push(...ignoredEntryNotes(node, entry, scope));
  return entry;
}

function readType(node: JsonObjectNode): HookEntry['type'] {
  const typeNode = findProperty(node, 'type')?.value;
  if (typeNode === undefined) return 'command';
  if (typeNode.type === 'string' && TYPES.has(typeNode.value)) return typeNode.value as HookEntry['type'];
  throw new ItemDroppedSignal(`Invalid hook type ${describeValue(typeNode)}`, typeNode.offset, '.type');
}

function readCommandFields(node: JsonObjectNode, entry: HookEntry, scope: ItemScope): void {
  const fields = {
    bash: optionalString(node, 'bash'),
    powershell: optionalString(node, 'powershell'),
    command: optionalString(node, 'command'),
    exec: optionalString(node, 'exec'),
    args: optionalStringArray(node, 'args'),
    cwd: optionalString(node, 'cwd'),
    env: readEnv(node, scope.profile),
  };
  const shells = [fields.bash, fields.powershell, fields.command];
  // 1.0.102 gives one text for none and for both (FINDINGS §10.5).
  if (fields.exec === undefined && shells.every((field) => field === undefined)) {
    throw new ItemDroppedSignal(EXEC_OR_SHELL, node.offset);
  }
  if (fields.exec !== undefined && shells.some((field) => field !== undefined)) {
    const execNode = findProperty(node, 'exec');
    throw new ItemDroppedSignal(EXEC_OR_SHELL, execNode?.keyOffset ?? node.offset);
  }
  assignDefined(entry, fields);
}

function readHttpFields(node: JsonObjectNode, entry: HookEntry): void {
  const urlNode = findProperty(node, 'url')?.value;
  if (urlNode === undefined) throw new ItemDroppedSignal('http hook needs a url', node.offset);
  const fields = {
    url: optionalString(node, 'url'),
    headers: optionalStringMap(node, 'headers'),
    allowedEnvVars: optionalStringArray(node, 'allowedEnvVars'),
  };
  assignDefined(entry, fields);
}

function readPromptFields(node: JsonObjectNode, entry: HookEntry, key: EventKey): void {
  const promptNode = findProperty(node, 'prompt')?.value;
  if (promptNode?.type !== 'string' || key.event !== 'sessionStart') {
    throw new ItemDroppedSignal(
      'prompt hooks are only supported on sessionStart',
      promptNode?.offset ?? node.offset,
    );
  }
  entry.prompt = promptNode.value;
}

/**
 * The item's own matcher, compiled and checked, or undefined when it has none. fieldTypeChecks=observed:
 * a non-string matcher is ignored on an event without a matcher target and fails with 1.0.102's
 * `.matcher: Expected string` on one with a target (differential scenario validation/matcher-type).
 */
function readMatcher(node: JsonObjectNode, scope: ItemScope, notes: Diagnostic[]): string | undefined {
  const matcherNode = findProperty(node, 'matcher')?.value;
  if (matcherNode === undefined) return undefined;
  if (matcherNode.type !== 'string' && scope.profile.fieldTypeChecks === 'observed') {
    if (MATCHER_TARGET[scope.key.event])
      throw new ItemDroppedSignal('Expected string', matcherNode.offset, '.matcher');
    notes.push(
      diagnostic(
        scope.file,
        scope.source.positionAt(matcherNode.offset),
        'warning',
        'matcher-ignored',
        `Matcher ${describeValue(matcherNode)} has no effect on ${scope.eventKey}: the hook runs every time`,
      ),
    );
    return undefined;
  }
  const matcher = optionalString(node, 'matcher');
  if (matcher !== undefined) checkMatcher(scope, matcher, matcherNode, notes);
  return matcher;
}

/** A command entry's `env`: 1.0.102's texts name the first value that is not a string (fieldTypeChecks). */
function readEnv(node: JsonObjectNode, profile: Profile): Record<string, string> | undefined {
  const value = findProperty(node, 'env')?.value;
  if (value === undefined || profile.fieldTypeChecks !== 'observed') return optionalStringMap(node, 'env');
  if (value.type !== 'object') throw new ItemDroppedSignal('env must be an object', value.offset, '.env');
  const bad = effectiveProperties(value).find((property) => property.value.type !== 'string');
  if (bad) {
    throw new ItemDroppedSignal(
      'env values must be strings',
      bad.value.offset,
      `.env[${JSON.stringify(bad.key)}]`,
    );
  }
  return optionalStringMap(node, 'env');
}

function checkMatcher(scope: ItemScope, matcher: string, matcherNode: JsonNode, notes: Diagnostic[]): void {
  const compiled: MatcherCompilation = compileMatcher(
    scope.key.event,
    scope.key.casing,
    matcher,
    scope.profile,
  );
  // 1.0.102 names the field of an empty matcher: `hooks.preToolUse[0].matcher: …` (FINDINGS §10.5).
  const suffix = matcher === '' ? '.matcher' : '';
  if (!compiled.ok) throw new ItemDroppedSignal(compiled.message, matcherNode.offset, suffix);
  const position = scope.source.positionAt(matcherNode.offset);
  if (compiled.matcher.kind === 'ignored') {
    notes.push(
      diagnostic(
        scope.file,
        position,
        'warning',
        'matcher-ignored',
        `Matcher '${matcher}' has no effect on ${scope.eventKey}: the hook runs every time`,
      ),
    );
  } else if (compiled.matcher.kind === 'unsupportedHere') {
    notes.push(
      diagnostic(scope.file, position, 'warning', 'matcher-unsupported-here', compiled.matcher.message),
    );
  }
}

// The entry loads and stays in the config; the dispatcher skips it (runtime-behaviour.md §3 `entry-ignored`).
function ignoredEntryNotes(node: JsonObjectNode, entry: HookEntry, scope: ItemScope): Diagnostic[] {
  const { profile } = scope;
  const note = (field: string, message: string): Diagnostic => {
    const offset = findProperty(node, field)?.keyOffset ?? node.offset;
    return diagnostic(scope.file, scope.source.positionAt(offset), 'info', 'entry-ignored', message);
  };
  if (entry.type === 'prompt') {
    return profile.surface === 'cloud'
      ? [note('type', 'prompt hooks do not fire in non-interactive sessions')]
      : [];
  }
  if (entry.type !== 'command') return [];
  if (entry.exec !== undefined) {
    return profile.execEntries === 'skip'
      ? [note('exec', 'exec entries are only supported in Copilot CLI')]
      : [];
  }
  if (entry.bash === undefined && entry.command === undefined && profile.powershellOnlyEntries === 'ignore') {
    const message =
      profile.surface === 'cloud'
        ? 'powershell entries are ignored by Copilot cloud agent'
        : 'powershell-only entries are not run on Linux';
    return [note('powershell', message)];
  }
  return [];
}

function readTimeout(node: JsonObjectNode, field: 'timeoutSec' | 'timeout'): number | undefined {
  const value = findProperty(node, field)?.value;
  if (value === undefined) return undefined;
  // The runtime names the field: `hooks.preToolUse[2].timeoutSec: …` (FINDINGS §10.5).
  if (value.type !== 'number')
    throw new ItemDroppedSignal(`${field} must be a number`, value.offset, `.${field}`);
  if (!(value.value > 0)) throw new ItemDroppedSignal(`${field} must be positive`, value.offset, `.${field}`);
  return value.value;
}

/**
 * The effective timeout (`timeoutSec`, else `timeout`, else 30) within the profile's cap: a larger one runs with the cap
 * and is warned at its field, so no hook holds a job for weeks.
 */
function capTimeout(
  node: JsonObjectNode,
  field: 'timeoutSec' | 'timeout',
  value: number | undefined,
  scope: ItemScope,
  notes: Diagnostic[],
): number {
  const cap = scope.profile.hookTimeoutCap;
  if (value === undefined) return 30;
  if (value <= cap.seconds) return value;
  const valueNode = findProperty(node, field)?.value ?? node;
  notes.push(
    diagnostic(
      scope.file,
      scope.source.positionAt(valueNode.offset),
      'warning',
      'timeout-capped',
      `${field} ${value} is above ${cap.limit}: the hook runs with ${cap.seconds} seconds`,
    ),
  );
  return cap.seconds;
}

function wrongType(field: string, value: JsonNode): ItemDroppedSignal {
  return new ItemDroppedSignal(`${field} has the wrong type`, value.offset);
}

function optionalString(node: JsonObjectNode, field: string): string | undefined {
  const value = findProperty(node, field)?.value;
  if (value === undefined) return undefined;
  if (value.type !== 'string') throw wrongType(field, value);
  return value.value;
}

function optionalStringArray(node: JsonObjectNode, field: string): string[] | undefined {
  const value = findProperty(node, field)?.value;
  if (value === undefined) return undefined;
  if (value.type !== 'array') throw wrongType(field, value);
  return value.items.map((item) => {
    if (item.type !== 'string') throw wrongType(field, item);
    return item.value;
  });
}

function optionalStringMap(node: JsonObjectNode, field: string): Record<string, string> | undefined {
  const value = findProperty(node, field)?.value;
  if (value === undefined) return undefined;
  if (value.type !== 'object') throw wrongType(field, value);
  // fromEntries defines own properties, so a `__proto__` key stays an ordinary key.
  return Object.fromEntries(
    effectiveProperties(value).map((property) => {
      if (property.value.type !== 'string') throw wrongType(field, property.value);
      return [property.key, property.value.value];
    }),
  );
}

function assignDefined(entry: HookEntry, fields: Partial<HookEntry>): void {
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(entry, { [name]: value });
  }
}

function describeValue(node: JsonNode): string {
  switch (node.type) {
    case 'string':
      return `"${node.value}"`;
    case 'number':
    case 'boolean':
      return String(node.value);
    case 'null':
      return 'null';
    default:
      return `(an ${node.type})`;
  }
}
