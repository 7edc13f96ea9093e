/**
 * Validation of one parsed hook file (or the inline `hooks` of a settings file) into hook entries and
 * diagnostics, exactly per the table of runtime-behaviour.md §3.
 */
import { diagnostic, type Diagnostic } from '../diagnostics.js';
import { eventNeverFires, resolveEventKey } from '../events/catalogue.js';
import type { HookEntry, LoadedFile, Position } from '../model.js';
import type { Profile } from '../profiles.js';
import type { HttpSwitches } from '../runners/http-url.js';
import {
  effectiveProperties,
  findProperty,
  parseJsonSource,
  type JsonProperty,
  type JsonSource,
} from './json-source.js';
import { validateItem, type ItemCollector, type ItemProblem } from './validate-entry.js';

/**
 * How a file is read: a hook file from a hooks directory (items dropped one by one), a policy file (same,
 * but `disableAllHooks` cannot disable it), or a settings file whose inline `hooks` are strict.
 */
export type HookFileRole = 'hookFile' | 'policy' | 'inline';

/** Where a file comes from and the profile it is validated under. */
export interface ValidateContext {
  /** The file as reported in diagnostics and entries. */
  file: string;
  fileDir: string;
  profile: Profile;
  switches: HttpSwitches;
  role: HookFileRole;
}

/** The outcome of validating one file. */
export interface ValidatedFile {
  status: LoadedFile['status'];
  entries: HookEntry[];
  diagnostics: Diagnostic[];
  /** JSON `true` at the top-level `disableAllHooks`. */
  disableAllHooks: boolean;
  /** The top-level `hooks` and `disableAllHooks` keys the file has, in file order (for settings files). */
  hookSettings: HookSetting[];
}

/** A top-level `hooks` or `disableAllHooks` key and where it is. */
export interface HookSetting {
  key: string;
  position: Position;
}

const DASH = '\u2014';

/** Parse and validate a file's text; never throws for any text. */
export function validateHookText(text: string, context: ValidateContext): ValidatedFile {
  const parsed = parseJsonSource(text);
  if (parsed.ok) return validateHookSource(parsed.source, context);
  return {
    status: 'rejected',
    entries: [],
    diagnostics: [diagnostic(context.file, parsed.position, 'error', 'file-rejected', parsed.message)],
    disableAllHooks: false,
    hookSettings: [],
  };
}

/** Validate a parsed file into entries and diagnostics. */
export function validateHookSource(source: JsonSource, context: ValidateContext): ValidatedFile {
  const { root } = source;
  const { file, profile, role } = context;
  const at = (offset: number) => source.positionAt(offset);
  const inline = role === 'inline';
  if (root.type !== 'object') {
    const message = inline ? 'Expected settings to be an object' : 'Expected hook config to be an object';
    return rejected([diagnostic(file, at(root.offset), 'error', 'file-rejected', message)], false, []);
  }
  const hookSettings = root.properties
    .filter((p) => p.key === 'hooks' || p.key === 'disableAllHooks')
    .map((p) => ({ key: p.key, position: at(p.keyOffset) }));
  const disableValue = findProperty(root, 'disableAllHooks')?.value;
  const disableAllHooks = disableValue?.type === 'boolean' && disableValue.value;
  const fileNotes: Diagnostic[] = [];
  const reject = (message: string, offset: number): ValidatedFile => {
    const error = diagnostic(
      file,
      at(offset),
      'error',
      'file-rejected',
      inline ? `${message} in inline hooks` : message,
    );
    // Inline hooks are rejected alone: the settings file's disableAllHooks still counts.
    return inline
      ? rejected([...fileNotes, error], disableAllHooks, hookSettings)
      : rejected([error], false, []);
  };

  if (!inline) {
    const version = findProperty(root, 'version')?.value;
    if (version !== undefined && !(version.type === 'number' && version.value === 1)) {
      return reject('Invalid hook config version', version.offset);
    }
    if (version === undefined) {
      if (profile.versionRequired) return reject('Invalid hook config version', root.offset);
      fileNotes.push(
        diagnostic(
          file,
          at(root.offset),
          'info',
          'version-missing',
          'Missing "version": 1; accepted by the runtime',
        ),
      );
    }
  }
  if (disableValue !== undefined && disableValue.type !== 'boolean') {
    fileNotes.push(
      diagnostic(
        file,
        at(disableValue.offset),
        'warning',
        'disable-ignored',
        'disableAllHooks must be true or false',
      ),
    );
  }

  const hooks = findProperty(root, 'hooks')?.value;
  if (hooks !== undefined && hooks.type !== 'object')
    return reject('Expected hooks to be an object', hooks.offset);
  const events = hooks ? effectiveProperties(hooks) : [];
  for (const event of events) {
    if (event.value.type !== 'array') {
      return reject(`hooks.${event.key}: hook event value must be an array`, event.value.offset);
    }
  }
  if (hooks === undefined && !inline) {
    fileNotes.push(
      diagnostic(
        file,
        at(root.offset),
        'warning',
        'no-hooks',
        'No "hooks" object; the file defines no hooks',
      ),
    );
  }
  const unknown = events.filter((event) => resolveEventKey(event.key) === undefined);
  const firstUnknown = unknown[0];
  if (firstUnknown) {
    const keys = unknown.map((event) => event.key).join(', ');
    fileNotes.push(
      diagnostic(
        file,
        at(firstUnknown.keyOffset),
        'warning',
        'unknown-event',
        `Ignoring unknown hook event(s) in ${sandboxPath(file)}: ${keys}`,
      ),
    );
  }

  const collector: ItemCollector = { entries: [], notes: [], problems: [] };
  const eventNotes = validateEvents(source, context, events, collector);
  const problems = [...collector.problems].sort((a, b) => a.offset - b.offset);
  const firstProblem = problems[0];
  const fileProblem = problems.find((problem) => problem.rejectsFile);
  if (fileProblem && !inline)
    return reject(`${fileProblem.label}: ${fileProblem.reason}`, fileProblem.offset);
  if (inline && firstProblem)
    return reject(`${firstProblem.label}: ${firstProblem.reason}`, firstProblem.offset);

  const itemDiagnostics = [
    ...eventNotes,
    ...collector.notes,
    ...problems.map((problem) => droppedDiagnostic(file, source, problem)),
  ].sort((a, b) => a.line - b.line || a.column - b.column);
  let { entries } = collector;
  let status: LoadedFile['status'] = 'loaded';
  const disableKey = findProperty(root, 'disableAllHooks');
  if (disableAllHooks && disableKey && role === 'hookFile') {
    status = 'disabled';
    entries = entries.map((entry) => ({ ...entry, disabled: true }));
    fileNotes.push(
      diagnostic(
        file,
        at(disableKey.keyOffset),
        'info',
        'file-disabled',
        `disableAllHooks is true: the hooks of ${file} are skipped`,
      ),
    );
  } else if (disableAllHooks && disableKey && role === 'policy') {
    fileNotes.push(
      diagnostic(
        file,
        at(disableKey.keyOffset),
        'warning',
        'disable-ignored',
        'disableAllHooks has no effect on policy hooks',
      ),
    );
  }
  return { status, entries, diagnostics: [...fileNotes, ...itemDiagnostics], disableAllHooks, hookSettings };
}

function validateEvents(
  source: JsonSource,
  context: ValidateContext,
  events: JsonProperty[],
  collector: ItemCollector,
): Diagnostic[] {
  const notes: Diagnostic[] = [];
  for (const event of events) {
    const key = resolveEventKey(event.key);
    if (key === undefined || event.value.type !== 'array') continue;
    const items = event.value.items;
    const neverFires = eventNeverFires(key.event, context.profile);
    if (neverFires && items.length > 0) {
      const code = key.event === 'preMcpToolCall' ? 'event-not-simulated' : 'event-not-fired';
      notes.push(diagnostic(context.file, source.positionAt(event.keyOffset), 'info', code, neverFires));
    }
    items.forEach((item, index) => {
      const scope = { ...context, source, eventKey: event.key, key, index };
      validateItem(item, scope, collector);
    });
  }
  return notes;
}

/**
 * A config file as the runtime names it in its log: the absolute path in the sandbox, where the repository is
 * `/workspace` (FINDINGS §9 Q24: `Ignoring unknown hook event(s) in /workspace/.github/hooks/c.json: fooBar`).
 */
function sandboxPath(file: string): string {
  return file.startsWith('/') ? file : `/workspace/${file}`;
}

function droppedDiagnostic(file: string, source: JsonSource, problem: ItemProblem): Diagnostic {
  const message = `${problem.label}: ${problem.reason} ${DASH} hook will be skipped`;
  return diagnostic(file, source.positionAt(problem.offset), 'warning', 'item-dropped', message);
}

function rejected(
  diagnostics: Diagnostic[],
  disableAllHooks: boolean,
  hookSettings: HookSetting[],
): ValidatedFile {
  return { status: 'rejected', entries: [], diagnostics, disableAllHooks, hookSettings };
}
