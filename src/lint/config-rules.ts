/**
 * Rules about the hook files themselves: entries the cloud agent skips, unknown event keys, comments,
 * settings files it never loads. Most re-code a loader diagnostic with a message that names the fix.
 */
import type { Diagnostic } from '../diagnostics.js';
import { allEventKeys, resolveEventKey, type Casing } from '../events/catalogue.js';
import { findProperty, type JsonNode, type JsonObjectNode } from '../config/json-source.js';
import type { Position } from '../model.js';
import { editDistance, nearestName } from '../edit-distance.js';
import { fieldPosition, type LintContext } from './lint-context.js';
import { lintFinding } from './rule-catalogue.js';

/** Findings for each entry the cloud agent loads but never runs. */
export function lintSkippedEntries(context: LintContext): Diagnostic[] {
  const findings: Diagnostic[] = [];
  for (const entry of context.config.entries) {
    if (entry.type === 'prompt') {
      findings.push(
        lintFinding(
          'prompt-entry',
          entry.file,
          fieldPosition(context, entry, 'type'),
          `prompt hook on ${entry.eventKey} never fires in the cloud agent: use a command hook that prints additionalContext`,
        ),
      );
    }
    if (entry.type !== 'command') continue;
    if (entry.exec !== undefined) {
      findings.push(
        lintFinding(
          'exec-entry',
          entry.file,
          fieldPosition(context, entry, 'exec'),
          'exec entries run only in Copilot CLI: write the command as a "bash" string',
        ),
      );
    } else if (entry.powershell !== undefined && entry.bash === undefined && entry.command === undefined) {
      findings.push(
        lintFinding(
          'powershell-only',
          entry.file,
          fieldPosition(context, entry, 'powershell'),
          'powershell-only entry is ignored by the cloud agent: add a "bash" command',
        ),
      );
    }
  }
  return findings;
}

export { editDistance };

/** The lint code of each loader (validate) diagnostic code that lint reports under another name. */
export const RECODED: Readonly<Record<string, string>> = {
  'event-not-fired': 'event-never-fires',
  'version-missing': 'missing-version',
  'settings-ignored': 'settings-hooks-ignored',
  'matcher-ignored': 'matcher-no-effect',
};

const FIXES: Readonly<Record<string, (d: Diagnostic) => string>> = {
  'event-never-fires': (d) => `${d.message}: move the hook to preToolUse or remove it`,
  'missing-version': () => 'Missing "version": 1: add it at the top level',
  'settings-hooks-ignored': (d) => {
    const fixes: string[] = [];
    if (d.message.includes('"hooks"'))
      fixes.push(`move the hooks out of ${d.file} into .github/hooks/*.json`);
    if (d.message.includes('"disableAllHooks"')) {
      fixes.push('to turn hooks off, set "disableAllHooks": true in each .github/hooks/*.json file instead');
    }
    return `The cloud agent does not read ${d.file}: ${fixes.join('; ')}`;
  },
  'matcher-no-effect': (d) => `${d.message}; remove the matcher or filter in the script`,
};

/**
 * A dropped item's message with the fix: the runtime's text for an entry without a command ("Specify either
 * 'exec' … or 'bash'/… but not both") also covers an entry that has neither, which reads as a contradiction.
 */
function withItemFix(message: string): string {
  if (!message.includes("Specify either 'exec'")) return message;
  return `${message}: the entry needs a "bash" command and no "exec" (the cloud agent runs only bash)`;
}

/**
 * A data file a hook script reads (`.github/hooks/scripts/patterns.json`), not a hook file: it sits in a
 * subdirectory and has no "hooks" key. The runtime loads it and finds no hooks, which is harmless.
 */
export function isDataFile(context: LintContext, file: string): boolean {
  if (!/^\.github\/hooks\/.+\//.test(file)) return false;
  const root = context.files.get(file)?.source?.root;
  if (!root) return false;
  return root.type !== 'object' || findProperty(root, 'hooks') === undefined;
}

/** Loader diagnostics that are lint findings, re-coded with a fix-naming message. */
export function lintLoaderNotes(context: LintContext): Diagnostic[] {
  const findings: Diagnostic[] = [];
  // A file rejected for its comments gets the more precise json-with-comments finding instead.
  const commented = new Set(
    [...context.files]
      .filter(([, { text, source }]) => !source && findJsonComment(text) !== undefined)
      .map(([file]) => file),
  );
  for (const note of context.config.diagnostics) {
    if (isDataFile(context, note.file)) continue;
    const place = { line: note.line, column: note.column };
    const code = RECODED[note.code];
    const fix = code ? FIXES[code] : undefined;
    if (code && fix) {
      findings.push(lintFinding(code, note.file, place, fix({ ...note, code })));
    } else if (note.code === 'item-dropped' && note.message.includes('Invalid matcher regex')) {
      findings.push(
        lintFinding('matcher-invalid', note.file, place, `${note.message}: fix the regular expression`),
      );
    } else if (note.code === 'item-dropped' && note.message.includes('must use https://')) {
      findings.push(
        lintFinding(
          'http-insecure',
          note.file,
          place,
          'http:// URL drops this HTTP hook: use an https:// URL',
        ),
      );
    } else if (note.code === 'item-dropped' && note.message.includes('matcher cannot be empty')) {
      findings.push(
        lintFinding(
          'matcher-empty',
          note.file,
          place,
          'Empty matcher drops the hook: remove the "matcher" key to match every tool',
        ),
      );
    } else if (note.code === 'item-dropped') {
      findings.push(lintFinding('item-dropped', note.file, place, withItemFix(note.message)));
    } else if (note.code === 'file-rejected' && !commented.has(note.file)) {
      findings.push(
        lintFinding(
          'file-rejected',
          note.file,
          place,
          `${note.message === 'Invalid hook config version' ? `${note.message} (write "version": 1, the number)` : note.message}; none of the file's hooks run until it is fixed`,
        ),
      );
    }
  }
  return findings;
}

/** A key's casing family: PascalCase keys start upper-case, camelCase keys lower-case. */
function casingFamily(key: string): Casing {
  return /^[A-Z]/.test(key) ? 'pascal' : 'camel';
}

/**
 * Extra letter edits a key of the other casing family costs: `userPromptSubmit`, 3 edits from userPromptSubmitted,
 * means that camelCase key, not Claude's UserPromptSubmit; `UserPromptTransformd` still finds userPromptTransformed.
 */
const OTHER_FAMILY_COST = 3;

/**
 * The known event key nearest to a key, preferring the key's casing family: same letters in the family first,
 * then the fewest letter edits (the other family costs OTHER_FAMILY_COST more), then the family, then case.
 */
export function nearestEventKey(key: string): string {
  const family = casingFamily(key);
  const otherFamily = (known: string): number => (resolveEventKey(known)?.casing === family ? 0 : 1);
  const keys = allEventKeys();
  const lower = key.toLowerCase();
  const sameLetters = keys.find((known) => otherFamily(known) === 0 && known.toLowerCase() === lower);
  if (sameLetters) return sameLetters;
  const score = (known: string): number[] => [
    editDistance(lower, known.toLowerCase()) + OTHER_FAMILY_COST * otherFamily(known),
    otherFamily(known),
    // Then case: `SessionStarted` is nearer SessionStart than sessionStart.
    editDistance(key, known),
  ];
  let best = keys[0] ?? '';
  let bestScore = score(best);
  for (const known of keys.slice(1)) {
    const candidate = score(known);
    const i = candidate.findIndex((value, index) => value !== bestScore[index]);
    if (i >= 0 && (candidate[i] ?? 0) < (bestScore[i] ?? 0)) [best, bestScore] = [known, candidate];
  }
  return best;
}

/** Every unknown event key of every parsed hook file, with the nearest known key. */
export function lintUnknownEvents(context: LintContext): Diagnostic[] {
  const findings: Diagnostic[] = [];
  for (const [file, { source }] of context.files) {
    const hooks = source?.nodeAt(['hooks']);
    if (!source || hooks?.type !== 'object') continue;
    for (const property of hooks.properties) {
      if (resolveEventKey(property.key) !== undefined) continue;
      const nearest = nearestEventKey(property.key);
      findings.push(
        lintFinding(
          'unknown-event',
          file,
          source.positionAt(property.keyOffset),
          `Unknown event '${property.key}' is ignored: did you mean '${nearest}'?`,
        ),
      );
    }
  }
  return findings;
}

const TOP_FIELDS = ['version', 'hooks', 'disableAllHooks'];
const ENTRY_FIELDS = [
  'type',
  'bash',
  'powershell',
  'command',
  'exec',
  'args',
  'cwd',
  'env',
  'timeoutSec',
  'timeout',
  'matcher',
  'url',
  'headers',
  'allowedEnvVars',
  'prompt',
  'hooks',
];

/**
 * The known field a key misspells, if any: the same letters in another case, one edit away, or two edits away
 * from a long name (`allowEnvVars`); `comment`, two edits from `command`, is a comment.
 */
export function misspelledField(key: string, known: readonly string[]): string | undefined {
  if (known.includes(key) || key.length < 3) return undefined;
  return nearestName(key, known, (field) => (field.length >= 8 ? 2 : 1));
}

/** The object nodes of hook entries in a file, nested Claude groups' inner hooks included. */
function entryObjects(hooks: JsonNode): JsonObjectNode[] {
  if (hooks.type !== 'object') return [];
  const found: JsonObjectNode[] = [];
  for (const event of hooks.properties) {
    if (event.value.type !== 'array') continue;
    for (const item of event.value.items) {
      if (item.type !== 'object') continue;
      found.push(item);
      const inner = item.properties.find((p) => p.key === 'hooks')?.value;
      if (inner?.type === 'array')
        found.push(...inner.items.filter((i): i is JsonObjectNode => i.type === 'object'));
    }
  }
  return found;
}

/** Keys of hook files one or two letters away from a known field: the runtime ignores them silently. */
export function lintUnknownFields(context: LintContext): Diagnostic[] {
  const findings: Diagnostic[] = [];
  for (const [file, { source }] of context.files) {
    if (!source || source.root.type !== 'object') continue;
    const check = (node: JsonObjectNode, known: readonly string[]): void => {
      for (const property of node.properties) {
        const meant = misspelledField(property.key, known);
        if (meant === undefined) continue;
        findings.push(
          lintFinding(
            'unknown-field',
            file,
            source.positionAt(property.keyOffset),
            `'${property.key}' is not a hook field and is ignored: did you mean '${meant}'?`,
          ),
        );
      }
    };
    check(source.root, TOP_FIELDS);
    const hooks = source.root.properties.find((p) => p.key === 'hooks')?.value;
    for (const entry of hooks ? entryObjects(hooks) : []) check(entry, ENTRY_FIELDS);
  }
  return findings;
}

/** Where the first `//` or `/*` comment outside a string is, or undefined. */
export function findJsonComment(text: string): number | undefined {
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) {
      return i;
    }
  }
  return undefined;
}

function positionOfOffset(text: string, offset: number): Position {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** A finding for each hook file rejected because it holds comments. */
export function lintJsonComments(context: LintContext): Diagnostic[] {
  const findings: Diagnostic[] = [];
  for (const [file, { text, source }] of context.files) {
    if (source) continue;
    const offset = findJsonComment(text);
    if (offset === undefined) continue;
    findings.push(
      lintFinding(
        'json-with-comments',
        file,
        positionOfOffset(text, offset),
        'Comment in a hook file: the whole file is rejected; remove the comment',
      ),
    );
  }
  return findings;
}

/** Command entries whose bash (or command) is empty: they load, run nothing and exit 0 on every event. */
export function lintEmptyCommands(context: LintContext): Diagnostic[] {
  const findings: Diagnostic[] = [];
  for (const entry of context.config.entries) {
    const field = entry.bash !== undefined ? 'bash' : 'command';
    const command = entry.bash ?? entry.command;
    if (entry.type !== 'command' || command === undefined || command.trim() !== '') continue;
    findings.push(
      lintFinding(
        'empty-command',
        entry.file,
        fieldPosition(context, entry, field),
        `The "${field}" command is empty: the hook runs nothing on ${entry.eventKey}; write the command or remove the entry`,
      ),
    );
  }
  return findings;
}
