export const id = 175;
export const ids = [175];
export const modules = {

/***/ 7753:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DA: () => (/* binding */ lintUnknownEvents),
/* harmony export */   ht: () => (/* binding */ lintUnknownFields),
/* harmony export */   ji: () => (/* binding */ RECODED),
/* harmony export */   pV: () => (/* binding */ lintEmptyCommands),
/* harmony export */   qS: () => (/* binding */ lintSkippedEntries),
/* harmony export */   u2: () => (/* binding */ lintJsonComments),
/* harmony export */   uu: () => (/* binding */ lintLoaderNotes)
/* harmony export */ });
/* unused harmony exports isDataFile, nearestEventKey, misspelledField, findJsonComment */
/* harmony import */ var _events_catalogue_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2064);
/* harmony import */ var _config_json_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7402);
/* harmony import */ var _edit_distance_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6671);
/* harmony import */ var _lint_context_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(198);
/* harmony import */ var _rule_catalogue_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8652);





/** Findings for each entry the cloud agent loads but never runs. */
function lintSkippedEntries(context) {
    const findings = [];
    for (const entry of context.config.entries) {
        if (entry.type === 'prompt') {
            findings.push((0,_rule_catalogue_js__WEBPACK_IMPORTED_MODULE_3__/* .lintFinding */ .D5)('prompt-entry', entry.file, (0,_lint_context_js__WEBPACK_IMPORTED_MODULE_2__/* .fieldPosition */ .eC)(context, entry, 'type'), `prompt hook on ${entry.eventKey} never fires in the cloud agent: use a command hook that prints additionalContext`));
        }
        if (entry.type !== 'command')
            continue;
        if (entry.exec !== undefined) {
            findings.push((0,_rule_catalogue_js__WEBPACK_IMPORTED_MODULE_3__/* .lintFinding */ .D5)('exec-entry', entry.file, (0,_lint_context_js__WEBPACK_IMPORTED_MODULE_2__/* .fieldPosition */ .eC)(context, entry, 'exec'), 'exec entries run only in Copilot CLI: write the command as a "bash" string'));
        }
        else if (entry.powershell !== undefined && entry.bash === undefined && entry.command === undefined) {
            findings.push((0,_rule_catalogue_js__WEBPACK_IMPORTED_MODULE_3__/* .lintFinding */ .D5)('powershell-only', entry.file, (0,_lint_context_js__WEBPACK_IMPORTED_MODULE_2__/* .fieldPosition */ .eC)(context, entry, 'powershell'), 'powershell-only entry is ignored by the cloud agent: add a "bash" command'));
        }
    }
    return findings;
}

/** The lint code of each loader (validate) diagnostic code that lint reports under another name. */
const RECODED = {
    'event-not-fired': 'event-never-fires',
    'version-missing': 'missing-version',
    'settings-ignored': 'settings-hooks-ignored',
    'matcher-ignored': 'matcher-no-effect',
};
const FIXES = {
    'event-never-fires': (d) => `${d.message}: move the hook to preToolUse or remove it`,
    'missing-version': () => 'Missing "version": 1: add it at the top level',
    'settings-hooks-ignored': (d) => {
        const fixes = [];
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
function withItemFix(message) {
    if (!message.includes("Specify either 'exec'"))
        return message;
    return `${message}: the entry needs a "bash" command and no "exec" (the cloud agent runs only bash)`;
}
/**
 * A data file a hook script reads (`.github/hooks/scripts/patterns.json`), not a hook file: it sits in a
 * subdirectory and has no "hooks" key. The runtime loads it and finds no hooks, which is harmless.
 */
function isDataFile(context, file) {
    if (!/^\.github\/hooks\/.+\//.test(file))
        return false;
    const root = context.files.get(file)?.source?.root;
    if (!root)
        return false;
    return root.type !== 'object' || (0,_config_json_source_js__WEBPACK_IMPORTED_MODULE_1__/* .findProperty */ .bs)(root, 'hooks') === undefined;
}
/** Loader diagnostics that are lint findings, re-coded with a fix-naming message. */
function lintLoaderNotes(context) {
    const findings = [];
    // A file rejected for its comments gets the more precise json-with-comments finding instead.
    const commented = new Set([...context.files]
        .filter(([, { text, source }]) => !source && findJsonComment(text) !== undefined)
        .map(([file]) => file));
    for (const note of context.config.diagnostics) {
        if (isDataFile(context, note.file))
            continue;
        const place = { line: note.line, column: note.column };
        const code = RECODED[note.code];
        const fix = code ? FIXES[code] : undefined;
        if (code && fix) {
            findings.push((0,_rule_catalogue_js__WEBPACK_IMPORTED_MODULE_3__/* .lintFinding */ .D5)(code, note.file, place, fix({ ...note, code })));
        }
        else if (note.code === 'item-dropped' && note.message.includes('Invalid matcher regex')) {
            findings.push((0,_rule_catalogue_js__WEBPACK_IMPORTED_MODULE_3__/* .lintFinding */ .D5)('matcher-invalid', note.file, place, `${note.message}: fix the regular expression`));
        }
        else if (note.code === 'item-dropped' && note.message.includes('must use https://')) {
            findings.push((0,_rule_catalogue_js__WEBPACK_IMPORTED_MODULE_3__/* .lintFinding */ .D5)('http-insecure', note.file, place, 'http:// URL drops this HTTP hook: use an https:// URL'));
        }
        else if (note.code === 'item-dropped' && note.message.includes('matcher cannot be empty')) {
            findings.push((0,_rule_catalogue_js__WEBPACK_IMPORTED_MODULE_3__/* .lintFinding */ .D5)('matcher-empty', note.file, place, 'Empty matcher drops the hook: remove the "matcher" key to match every tool'));
        }
        else if (note.code === 'item-dropped') {
            findings.push((0,_rule_catalogue_js__WEBPACK_IMPORTED_MODULE_3__/* .lintFinding */ .D5)('item-dropped', note.file, place, withItemFix(note.message)));
        }
        else if (note.code === 'file-rejected' && !commented.has(note.file)) {
            findings.push((0,_rule_catalogue_js__WEBPACK_IMPORTED_MODULE_3__/* .lintFinding */ .D5)('file-rejected', note.file, place, `${note.message === 'Invalid hook config version' ? `${note.message} (write "version": 1, the number)` : note.message}; none of the file's hooks run until it is fixed`));
        }
    }
    return findings;
}
/** A key's casing family: PascalCase keys start upper-case, camelCase keys lower-case. */
function casingFamily(key) {
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
function nearestEventKey(key) {
    const family = casingFamily(key);
    const otherFamily = (known) => ((0,_events_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveEventKey */ .mc)(known)?.casing === family ? 0 : 1);
    const keys = (0,_events_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .allEventKeys */ .y4)();
    const lower = key.toLowerCase();
    const sameLetters = keys.find((known) => otherFamily(known) === 0 && known.toLowerCase() === lower);
    if (sameLetters)
        return sameLetters;
    const score = (known) => [
        (0,_edit_distance_js__WEBPACK_IMPORTED_MODULE_4__/* .editDistance */ .Y)(lower, known.toLowerCase()) + OTHER_FAMILY_COST * otherFamily(known),
        otherFamily(known),
        // Then case: `SessionStarted` is nearer SessionStart than sessionStart.
        (0,_edit_distance_js__WEBPACK_IMPORTED_MODULE_4__/* .editDistance */ .Y)(key, known),
    ];
    let best = keys[0] ?? '';
    let bestScore = score(best);
    for (const known of keys.slice(1)) {
        const candidate = score(known);
        const i = candidate.findIndex((value, index) => value !== bestScore[index]);
        if (i >= 0 && (candidate[i] ?? 0) < (bestScore[i] ?? 0))
            [best, bestScore] = [known, candidate];
    }
    return best;
}
/** Every unknown event key of every parsed hook file, with the nearest known key. */
function lintUnknownEvents(context) {
    const findings = [];
    for (const [file, { source }] of context.files) {
        const hooks = source?.nodeAt(['hooks']);
        if (!source || hooks?.type !== 'object')
            continue;
        for (const property of hooks.properties) {
            if ((0,_events_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveEventKey */ .mc)(property.key) !== undefined)
                continue;
            const nearest = nearestEventKey(property.key);
            findings.push((0,_rule_catalogue_js__WEBPACK_IMPORTED_MODULE_3__/* .lintFinding */ .D5)('unknown-event', file, source.positionAt(property.keyOffset), `Unknown event '${property.key}' is ignored: did you mean '${nearest}'?`));
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
function misspelledField(key, known) {
    if (known.includes(key) || key.length < 3)
        return undefined;
    return (0,_edit_distance_js__WEBPACK_IMPORTED_MODULE_4__/* .nearestName */ .q)(key, known, (field) => (field.length >= 8 ? 2 : 1));
}
/** The object nodes of hook entries in a file, nested Claude groups' inner hooks included. */
function entryObjects(hooks) {
    if (hooks.type !== 'object')
        return [];
    const found = [];
    for (const event of hooks.properties) {
        if (event.value.type !== 'array')
            continue;
        for (const item of event.value.items) {
            if (item.type !== 'object')
                continue;
            found.push(item);
            const inner = item.properties.find((p) => p.key === 'hooks')?.value;
            if (inner?.type === 'array')
                found.push(...inner.items.filter((i) => i.type === 'object'));
        }
    }
    return found;
}
/** Keys of hook files one or two letters away from a known field: the runtime ignores them silently. */
function lintUnknownFields(context) {
    const findings = [];
    for (const [file, { source }] of context.files) {
        if (!source || source.root.type !== 'object')
            continue;
        const check = (node, known) => {
            for (const property of node.properties) {
                const meant = misspelledField(property.key, known);
                if (meant === undefined)
                    continue;
                findings.push((0,_rule_catalogue_js__WEBPACK_IMPORTED_MODULE_3__/* .lintFinding */ .D5)('unknown-field', file, source.positionAt(property.keyOffset), `'${property.key}' is not a hook field and is ignored: did you mean '${meant}'?`));
            }
        };
        check(source.root, TOP_FIELDS);
        const hooks = source.root.properties.find((p) => p.key === 'hooks')?.value;
        for (const entry of hooks ? entryObjects(hooks) : [])
            check(entry, ENTRY_FIELDS);
    }
    return findings;
}
/** Where the first `//` or `/*` comment outside a string is, or undefined. */
function findJsonComment(text) {
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const char = text[i];
        if (inString) {
            if (char === '\\')
                i++;
            else if (char === '"')
                inString = false;
        }
        else if (char === '"') {
            inString = true;
        }
        else if (char === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) {
            return i;
        }
    }
    return undefined;
}
function positionOfOffset(text, offset) {
    const before = text.slice(0, offset).split('\n');
    return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
/** A finding for each hook file rejected because it holds comments. */
function lintJsonComments(context) {
    const findings = [];
    for (const [file, { text, source }] of context.files) {
        if (source)
            continue;
        const offset = findJsonComment(text);
        if (offset === undefined)
            continue;
        findings.push((0,_rule_catalogue_js__WEBPACK_IMPORTED_MODULE_3__/* .lintFinding */ .D5)('json-with-comments', file, positionOfOffset(text, offset), 'Comment in a hook file: the whole file is rejected; remove the comment'));
    }
    return findings;
}
/** Command entries whose bash (or command) is empty: they load, run nothing and exit 0 on every event. */
function lintEmptyCommands(context) {
    const findings = [];
    for (const entry of context.config.entries) {
        const field = entry.bash !== undefined ? 'bash' : 'command';
        const command = entry.bash ?? entry.command;
        if (entry.type !== 'command' || command === undefined || command.trim() !== '')
            continue;
        findings.push((0,_rule_catalogue_js__WEBPACK_IMPORTED_MODULE_3__/* .lintFinding */ .D5)('empty-command', entry.file, (0,_lint_context_js__WEBPACK_IMPORTED_MODULE_2__/* .fieldPosition */ .eC)(context, entry, field), `The "${field}" command is empty: the hook runs nothing on ${entry.eventKey}; write the command or remove the entry`));
    }
    return findings;
}


/***/ }),

/***/ 198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $2: () => (/* binding */ readLintFiles),
/* harmony export */   Hi: () => (/* binding */ absolutePath),
/* harmony export */   eC: () => (/* binding */ fieldPosition),
/* harmony export */   nX: () => (/* binding */ readScriptText)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _confined_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(178);
/* harmony import */ var _config_json_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7402);
/** What every lint rule reads: the loaded config, each file's parsed JSON, and where an entry's fields are. */



/**
 * A script's text, read once per lint run; undefined when it cannot be read or does not resolve inside
 * the repository (a host file is never read on a hook's say-so).
 */
function readScriptText(context, path) {
    if (context.scripts.has(path))
        return context.scripts.get(path);
    const text = (0,_confined_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .readConfinedSync */ .S$)(context.repo, path);
    context.scripts.set(path, text);
    return text;
}
/** The absolute path of a file as the loader reports it (repo-relative, or absolute outside the repo). */
function absolutePath(repo, file) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(file) ? file : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(repo, file);
}
/** Read and parse every file the loader reported that lies inside the repository. */
async function readLintFiles(repo, names) {
    // Read in parallel: a repository may hold hundreds of hook files.
    const texts = await Promise.all(names.map((name) => (0,_confined_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .readConfined */ .Hz)(repo, absolutePath(repo, name))));
    const files = new Map();
    names.forEach((name, i) => {
        const text = texts[i];
        if (text === undefined)
            return;
        const parsed = (0,_config_json_source_js__WEBPACK_IMPORTED_MODULE_2__/* .parseJsonSource */ .X0)(text);
        files.set(name, parsed.ok ? { text, source: parsed.source } : { text });
    });
    return files;
}
/** Where a field of an entry is written (its key), or the entry itself when the field is absent. */
function fieldPosition(context, entry, field) {
    const source = context.files.get(entry.file)?.source;
    if (!source)
        return entry.position;
    const item = ['hooks', entry.eventKey, entry.index];
    const nested = entry.nestedIndex === undefined ? [] : ['hooks', entry.nestedIndex];
    // In a Claude nested group the matcher sits on the group, every other field on the inner hook.
    const path = field === 'matcher' ? [...item, field] : [...item, ...nested, field];
    return source.positionOf(path, 'key') ?? entry.position;
}


/***/ }),

/***/ 8652:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D5: () => (/* binding */ lintFinding),
/* harmony export */   DO: () => (/* binding */ listLintRules),
/* harmony export */   TE: () => (/* binding */ LINT_CLASS_TITLES),
/* harmony export */   nd: () => (/* binding */ findLintRule)
/* harmony export */ });
/* unused harmony exports LINT_CLASSES, UnknownLintRuleError */
/* harmony import */ var _diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4851);
/** The lint rules: a stable code, a class, a severity and the paragraph `hooksim lint --explain CODE` prints. */

/** The classes of issue 6 ("What to build", item 1), in the order documented. */
const LINT_CLASSES = (/* unused pure expression or super */ null && (['entries', 'matchers', 'scripts', 'network', 'timing', 'sources']));
/** The heading of each class, as examples/broken/README.md and `--explain` show it. */
const LINT_CLASS_TITLES = {
    entries: 'hook files, entries and events',
    matchers: 'matchers',
    scripts: 'scripts',
    network: 'network and secrets',
    timing: 'timing',
    sources: 'sources',
};
const RULES = [
    {
        code: 'powershell-only',
        severity: 'error',
        class: 'entries',
        summary: 'A command hook with only a powershell command is ignored by Copilot cloud agent.',
        explanation: 'Copilot cloud agent runs hooks on Linux and runs the "bash" (or "command") field of a command hook. ' +
            'An entry that has only "powershell" loads without error and is then silently skipped, so the hook ' +
            'never runs. Add a "bash" command next to the "powershell" one.',
    },
    {
        code: 'exec-entry',
        severity: 'error',
        class: 'entries',
        summary: 'An "exec" command hook runs only in Copilot CLI.',
        explanation: 'The "exec" form (a program plus "args", no shell) is a Copilot CLI feature. Copilot cloud agent skips ' +
            'these entries. Write the command as a "bash" string instead.',
    },
    {
        code: 'event-never-fires',
        severity: 'warning',
        class: 'entries',
        summary: 'The event never fires under Copilot cloud agent.',
        explanation: 'permissionRequest and notification are interactive events: Copilot cloud agent never asks for ' +
            'permission and shows no notifications, so hooks on them never run there. Use preToolUse to allow or ' +
            'deny a tool call, or remove the entry.',
    },
    {
        code: 'prompt-entry',
        severity: 'warning',
        class: 'entries',
        summary: 'A "prompt" hook does not fire in non-interactive sessions.',
        explanation: 'Hooks of type "prompt" ask the user; Copilot cloud agent runs without a user at the terminal, so ' +
            'they never fire. Use a command hook that prints additionalContext instead.',
    },
    {
        code: 'unknown-event',
        severity: 'warning',
        class: 'entries',
        summary: 'An unknown event key is ignored.',
        explanation: 'Event keys are case-sensitive and must be one of the camelCase keys (preToolUse, sessionStart, ...) ' +
            'or their PascalCase aliases (PreToolUse, Stop, ...). The runtime ignores any other key with only a ' +
            'log line, so the hooks under it never run. Rename the key to the event meant.',
    },
    {
        code: 'unknown-field',
        severity: 'warning',
        class: 'entries',
        summary: 'A misspelled field is ignored.',
        explanation: 'The runtime ignores fields it does not know, silently: `"timeoutSecs": 5` leaves the hook at the ' +
            '30 s default, `"matchers": "bash"` makes it run for every tool. A key one or two letters away from a ' +
            'known field (type, bash, powershell, command, exec, args, cwd, env, timeoutSec, timeout, matcher, url, ' +
            'headers, allowedEnvVars, prompt, hooks; at the top: version, hooks, disableAllHooks) is reported; other ' +
            'extra keys, such as `comment`, are left alone.',
    },
    {
        code: 'missing-version',
        severity: 'info',
        class: 'entries',
        summary: 'The hook file has no "version": 1.',
        explanation: 'The documented hook file format starts with "version": 1. The runtime accepts a file without it ' +
            'today, but the documented behaviour rejects it; add "version": 1 at the top level.',
    },
    {
        code: 'json-with-comments',
        severity: 'error',
        class: 'entries',
        summary: 'Comments in a hook file make the whole file invalid.',
        explanation: 'Hook files are parsed as strict JSON. A // or /* */ comment is a syntax error and the runtime rejects ' +
            'the whole file, so none of its hooks run. Remove the comments (put notes in a "description" field of ' +
            'your own or in a README).',
    },
    {
        code: 'file-rejected',
        severity: 'error',
        class: 'entries',
        summary: 'The runtime rejects the whole hook file.',
        explanation: 'Invalid JSON, a "version" other than 1, a "hooks" value that is not an object or an event value that ' +
            'is not an array makes the runtime reject the whole file: none of its hooks run, and the agent only ' +
            'logs it. Fix the problem the message names; `hooksim validate` shows every diagnostic of the file.',
    },
    {
        code: 'item-dropped',
        severity: 'error',
        class: 'entries',
        summary: 'A malformed hook item is dropped at load time.',
        explanation: 'An item with a bad field (no bash/command, a wrong type, an unknown "type", a timeout that is not a ' +
            'positive number) is dropped with a warning in the agent log while the rest of the file loads. The ' +
            'hook never runs. Fix the field the message names.',
    },
    {
        code: 'settings-hooks-ignored',
        severity: 'warning',
        class: 'sources',
        summary: 'Hooks in a settings file are not loaded by Copilot cloud agent.',
        explanation: 'Copilot cloud agent loads hooks only from .github/hooks/*.json. "hooks" and "disableAllHooks" in ' +
            '.claude/settings*.json or .github/copilot/settings*.json are read by Copilot CLI only. Move the hooks ' +
            'to a file under .github/hooks/.',
    },
    {
        code: 'matcher-invalid',
        severity: 'error',
        class: 'matchers',
        summary: 'The matcher is not a valid regular expression; the hook is dropped.',
        explanation: 'A matcher is compiled as an anchored ECMAScript regular expression. One that does not compile drops ' +
            'the hook item at load time. Fix the regular expression (escape parentheses and brackets meant ' +
            'literally).',
    },
    {
        code: 'matcher-empty',
        severity: 'error',
        class: 'matchers',
        summary: 'An empty matcher drops the hook.',
        explanation: 'An empty "matcher" string is rejected by the runtime and the hook item is dropped. Remove the ' +
            '"matcher" key to run the hook for every tool.',
    },
    {
        code: 'matcher-case',
        severity: 'error',
        class: 'matchers',
        summary: 'Matchers on camelCase events are case-sensitive runtime tool names.',
        explanation: 'On camelCase keys (preToolUse, postToolUse) the matcher is an anchored, case-sensitive regular ' +
            'expression over the runtime tool name: bash, edit, view, create. "Bash" never matches "bash", so the ' +
            'hook never runs. Use the runtime name shown in the message.',
    },
    {
        code: 'matcher-claude-name',
        severity: 'error',
        class: 'matchers',
        summary: 'Claude tool names do not match on camelCase events.',
        explanation: 'Claude tool names (Read, Write, Grep, WebFetch, ...) are translated only for PascalCase keys ' +
            '(PreToolUse). On camelCase keys the matcher sees runtime names (view, create, grep, web_fetch), so a ' +
            'Claude name never matches. Use the runtime name, or switch the key to its PascalCase form.',
    },
    {
        code: 'matcher-permission-syntax',
        severity: 'error',
        class: 'matchers',
        summary: 'Permission-rule syntax like Bash(git:*) is not a matcher.',
        explanation: 'Tool(argument) patterns come from permission rules, not hook matchers. A matcher tests only the tool ' +
            'name, so "Bash(git:*)" never matches anything. Match the tool name and inspect the command in the ' +
            'hook script.',
    },
    {
        code: 'matcher-spaces',
        severity: 'error',
        class: 'matchers',
        summary: 'Spaces in a matcher are part of the regular expression.',
        explanation: 'A matcher like "edit | create" is the regex `edit | create`: it matches "edit " and " create", never ' +
            'the tool names. Write the alternatives without spaces: "edit|create".',
    },
    {
        code: 'matcher-no-effect',
        severity: 'warning',
        class: 'matchers',
        summary: 'A matcher on an event without one has no effect.',
        explanation: 'Only tool events, subagentStart, preCompact and notification test a matcher. On other events the ' +
            'matcher is ignored and the hook runs every time. Remove the matcher, or filter inside the script.',
    },
    {
        code: 'script-missing',
        severity: 'error',
        class: 'scripts',
        summary: 'The script the hook runs does not exist.',
        explanation: 'Hook commands run from the repository root (or the entry\'s "cwd"). A script path that does not ' +
            'resolve there fails every time with "No such file or directory", and a failing preToolUse hook is ' +
            'not a deny. Fix the path, relative to the repository root.',
    },
    {
        code: 'cwd-doubled-path',
        severity: 'error',
        class: 'scripts',
        summary: 'The script path repeats the entry\'s "cwd".',
        explanation: 'A relative script path is resolved against "cwd". With "cwd": ".github/hooks" and ' +
            '"./.github/hooks/x.sh" the shell looks for .github/hooks/.github/hooks/x.sh. Drop "cwd" or make the ' +
            'path relative to it.',
    },
    {
        code: 'script-not-executable',
        severity: 'error',
        class: 'scripts',
        summary: 'The script is run directly but is not executable.',
        explanation: 'A command like ./x.sh needs the execute bit, or it fails with "Permission denied". Run ' +
            '`git update-index --chmod=+x` on the script (chmod alone is not kept by every checkout), or call it ' +
            'as `bash x.sh`.',
    },
    {
        code: 'script-no-shebang',
        severity: 'warning',
        class: 'scripts',
        summary: 'The script is run directly but has no #! line.',
        explanation: 'Hook commands run under /bin/bash -c. When a file without a #! line is run directly, exec fails and ' +
            'bash falls back to reading the file as a bash script itself: a Python or Node script then fails with ' +
            'bash syntax errors, and the hook depends on which shell calls it. Add a first line naming the ' +
            'interpreter: "#!/usr/bin/env bash" for a shell script, "#!/usr/bin/env python3" for a .py file, ' +
            '"#!/usr/bin/env node" for a .js or .mjs file.',
    },
    {
        code: 'script-ignores-stdin',
        severity: 'warning',
        class: 'scripts',
        summary: 'The script reads arguments, but hooks get their input on stdin.',
        explanation: 'Hook input is one JSON document on stdin; no arguments are passed. A script on a tool or prompt event ' +
            'that reads $1 or $@ (outside its functions, with no default) and never stdin sees nothing, so it never ' +
            'blocks anything. Read the payload with `input=$(cat)` or jq. Scripts on sessionStart, sessionEnd and ' +
            'the stop events often need no input and are not reported.',
    },
    {
        code: 'script-wrong-field',
        severity: 'error',
        class: 'scripts',
        summary: 'The script reads a payload field this event key does not send.',
        explanation: 'On tool events camelCase keys send toolName, toolArgs and toolResult; PascalCase keys send tool_name, ' +
            'tool_input and tool_result. There is no toolInput field. A script reading the wrong name gets null and ' +
            'lets everything through. Use the field names of the key the hook is registered under. The script is read ' +
            'with a parser and values are followed through variables (TOOL_ARGS=$(jq .toolArgs) is a read of toolArgs); ' +
            'comments, strings and docstrings are not code, and a script that reads both names is not reported.',
    },
    {
        code: 'http-not-allowed',
        severity: 'warning',
        class: 'network',
        summary: 'The host is outside the cloud agent firewall allow-list.',
        explanation: 'Copilot cloud agent blocks outbound traffic to hosts outside its allow-list (the recommended list ' +
            "plus the repository's custom rules). An HTTP hook or a curl/wget to such a host fails. Add the host " +
            "to the repository's firewall allow-list in the Copilot settings.",
    },
    {
        code: 'http-insecure',
        severity: 'error',
        class: 'network',
        summary: 'An HTTP hook with an http:// URL is dropped.',
        explanation: 'HTTP hooks that decide whether a tool may run (preToolUse, permissionRequest) and HTTP hooks with ' +
            'allowedEnvVars must use https://, so their answer and their secrets cannot be read or changed on the ' +
            'way. The runtime drops such an item at load time and the hook never runs. Use an https:// URL.',
    },
    {
        code: 'allowed-env-github-token',
        severity: 'warning',
        class: 'network',
        summary: 'GITHUB_TOKEN is not set for hooks in Copilot cloud agent.',
        explanation: 'allowedEnvVars lets an HTTP hook expand variables in its headers, but Copilot cloud agent does not ' +
            'expose GITHUB_TOKEN to hooks, so the header is sent empty. Use a repository secret in the Copilot ' +
            'environment under another name.',
    },
    {
        code: 'precompact-manual-only',
        severity: 'warning',
        class: 'entries',
        summary: 'A preCompact matcher that matches only "manual" never fires in the cloud agent.',
        explanation: 'preCompact matchers test the trigger: "manual" (the /compact command) or "auto". Copilot cloud agent ' +
            'has no user to type /compact and compacts only with trigger "auto", so a hook that matches only ' +
            '"manual" never runs there. Match "auto" (or "auto|manual"), or remove the matcher.',
    },
    {
        code: 'claude-output-ignored',
        severity: 'warning',
        class: 'entries',
        summary: 'The hook prints a Claude-style output this Copilot event ignores.',
        explanation: 'Copilot reads hookSpecificOutput only on PascalCase PreToolUse entries; on agentStop, subagentStop ' +
            'and camelCase preToolUse it is ignored. "decision": "block" does not deny a preToolUse call, and ' +
            '"continue": false is ignored on every event. A guard written this way lets everything through. ' +
            'Print the flat Copilot fields: {"permissionDecision": "deny", "permissionDecisionReason": "..."} ' +
            'on preToolUse, {"decision": "block", "reason": "..."} on agentStop.',
    },
    {
        code: 'fail-open-dependency',
        severity: 'warning',
        class: 'scripts',
        summary: 'A preToolUse guard allows every tool call when the program it needs is missing.',
        explanation: 'A line like `command -v jq || exit 0` makes a deny hook allow every tool call when jq (or python3, ' +
            'node, pwsh) is not installed, and nothing reports it. So does `command=$(jq -r .toolArgs)` in a script ' +
            'without `set -e`: when jq is missing the capture is empty, the script goes on, matches nothing it ' +
            'denies and exits 0. Fail closed instead: start the script with `set -euo pipefail` (a guard that exits ' +
            'with a code other than 0 or 2 denies the tool call), or print a deny with a reason (or exit 2) when ' +
            '`command -v jq` fails; install the program in copilot-setup-steps.yml if the runner lacks it.',
    },
    {
        code: 'log-discarded',
        severity: 'warning',
        class: 'scripts',
        summary: 'A log written in the repository or the home directory is lost when the job ends.',
        explanation: 'Copilot cloud agent runs in an ephemeral GitHub Actions runner. Files appended under the checkout ' +
            '(that the agent does not commit) or under ~ are discarded with the runner, so an audit log written ' +
            'there is never seen. Send the records to an http hook, or upload them from a workflow step.',
    },
    {
        code: 'http-private-address',
        severity: 'error',
        class: 'network',
        summary: 'An HTTP hook URL points at a loopback, private or link-local address.',
        explanation: 'The runtime refuses HTTP hooks to localhost and private addresses unless COPILOT_HOOK_ALLOW_LOCALHOST=1 ' +
            'is set, and the cloud agent firewall has no route to them anyway, so the hook fails on every call ' +
            '(a failing preToolUse hook is not a deny). Point the hook at a public https:// endpoint.',
    },
    {
        code: 'pretooluse-timeout-long',
        severity: 'warning',
        class: 'timing',
        summary: 'A preToolUse timeout over 60 seconds makes a slow guard a silent allow.',
        explanation: 'When a preToolUse hook times out the runtime treats it as a failure and runs the tool anyway: a ' +
            'timeout fails open. A long timeout hides a slow or hanging guard and stalls every tool call while ' +
            'it waits. Keep the guard fast and set timeoutSec to 60 or less.',
    },
    {
        code: 'heavy-posttooluse',
        severity: 'warning',
        class: 'timing',
        summary: 'A tool hook without a matcher runs a test suite, pre-commit or npx on every tool call.',
        explanation: 'preToolUse and postToolUse fire on every tool call, including each view and grep. Running npm test, ' +
            'pytest, cargo test, go test, pre-commit or npx there multiplies the session time and often hits the ' +
            'timeout. Add a matcher such as "edit|create", or run the suite once in an agentStop hook.',
    },
    {
        code: 'script-not-parsed',
        severity: 'info',
        class: 'scripts',
        summary: 'The script is in a language lint does not parse; only its file is checked.',
        explanation: 'Bash and Python hook scripts are read with a parser (tree-sitter), and their payload reads, outputs and ' +
            'exits are checked. Node, PowerShell and other scripts are checked only for existence, the execute bit and ' +
            'the #! line. Preview them with `hooksim run` to see what they really do.',
    },
    {
        code: 'script-wrong-argument',
        severity: 'error',
        class: 'scripts',
        summary: 'The script reads a VS Code or Claude tool argument name Copilot does not send.',
        explanation: "Copilot's tools take path (view, create, edit), file_text (create), old_str and new_str (edit) and " +
            'command (bash). VS Code names (filePath, newString, content) and Claude names (file_path, new_string) ' +
            'are null in a Copilot payload, so a check on them never fires. Read the Copilot name.',
    },
    {
        code: 'tool-name-never-sent',
        severity: 'error',
        class: 'scripts',
        summary: 'The script compares the tool name with a name this event key never sends.',
        explanation: 'camelCase tool events send runtime names (bash, edit, create, view); PascalCase PreToolUse and ' +
            "PostToolUse send Claude names for mapped tools (Bash, Edit, Write, Read). VS Code and other agents' " +
            'names (runTerminalCommand, editFiles, execute) are never sent. A guard on such a name never acts. ' +
            'Compare with the name the message gives.',
    },
    {
        code: 'path-check-relative',
        severity: 'warning',
        class: 'scripts',
        summary: 'A path check assumes a repository-relative path; Copilot sends absolute paths.',
        explanation: "Copilot's file tools send absolute paths such as /workspace/src/app.ts. A check like `^src/`, `src/*` or " +
            'startswith("src/") never matches them, so the protected files are not protected. Match the absolute ' +
            'form (`^/workspace/src/`) or any directory (`*/src/*`), or strip "$CLAUDE_PROJECT_DIR/" first.',
    },
    {
        code: 'payload-env-var',
        severity: 'error',
        class: 'scripts',
        summary: 'The hook reads the payload from an environment variable no runtime sets.',
        explanation: 'Copilot passes the payload only as JSON on stdin. Variables like $TOOL_ARGS, $TOOL_INPUT, $CLAUDE_TOOL_INPUT ' +
            'or $CLAUDE_FILE_PATHS are never set (only COPILOT_PROJECT_DIR, CLAUDE_PROJECT_DIR, COPILOT_HOOK_DIR and ' +
            'COPILOT_CLI are added), so the hook sees empty strings. Read the field from stdin with jq.',
    },
    {
        code: 'stdout-text-dropped',
        severity: 'warning',
        class: 'scripts',
        summary: 'The hook prints plain text on stdout, which never reaches the agent.',
        explanation: "Hook stdout is parsed as one JSON object. Plain text (a linter report, a formatter's file list, an echo) " +
            'does not parse and is dropped without a word, so the agent never sees it. On postToolUse, sessionStart, ' +
            'subagentStart and userPromptSubmitted print {"additionalContext": "..."} instead, and send the rest to ' +
            'stderr or /dev/null.',
    },
    {
        code: 'timeout-long',
        severity: 'warning',
        class: 'timing',
        summary: 'A timeout far past what the event can usefully wait.',
        explanation: 'The whole cloud agent job has 59 minutes. A sessionStart, postToolUse or stop hook allowed 1800 s can ' +
            'hold the session for half of it. Keep hook timeouts at 300 s or less; install dependencies in ' +
            'copilot-setup-steps.yml instead of a sessionStart hook.',
    },
    {
        code: 'empty-command',
        severity: 'error',
        class: 'entries',
        summary: 'The command of a hook is empty.',
        explanation: 'An entry with "bash": "" or "command": "" loads and runs an empty shell, which does nothing and exits 0: ' +
            'the check the entry was meant to make never happens. Write the command, or remove the entry.',
    },
];
const BY_CODE = new Map(RULES.map((rule) => [rule.code, rule]));
/** Every lint rule, in the order documented. */
function listLintRules() {
    return RULES;
}
/** The rule with a code, or undefined. */
function findLintRule(code) {
    return BY_CODE.get(code);
}
/** Error for a finding built with a code no rule has; a bug in hooksim, never in the linted repository. */
class UnknownLintRuleError extends Error {
    code = 'unknown-lint-rule';
    constructor(ruleCode) {
        super(`No lint rule '${ruleCode}'`);
        this.name = 'UnknownLintRuleError';
    }
}
/** A finding of a rule at a place; the severity comes from the rule. */
function lintFinding(code, file, position, message) {
    const rule = findLintRule(code);
    if (!rule)
        throw new UnknownLintRuleError(code);
    return (0,_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .diagnostic */ .Y)(file, position, rule.severity, code, message);
}


/***/ }),

/***/ 5390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o4: () => (/* binding */ reportedScriptPath),
/* harmony export */   ou: () => (/* binding */ resolveEntryScript)
/* harmony export */ });
/* unused harmony export findScriptInCommand */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _confined_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(178);
/** Find the script a command hook runs (`./x.sh`, `bash x.sh args`) and where it resolves. */


const INTERPRETERS = new Set(['bash', 'sh', 'zsh', 'dash', 'python', 'python3', 'node']);
const SCRIPT_NAME = /\.(sh|bash|py|js|mjs|cjs)$/;
function unquote(token) {
    return token.replace(/^(['"])(.*)\1$/, '$2');
}
/** The script path a command starts with, and whether it is run directly; undefined for other commands. */
function findScriptInCommand(command) {
    const first = command.trim().split(/\n|;|&&|\|\||\|/)[0] ?? '';
    const tokens = first
        .trim()
        .split(/\s+/)
        .filter((token) => token !== '');
    while (tokens[0] !== undefined && /^[A-Za-z_][A-Za-z0-9_]*=/.test(tokens[0]))
        tokens.shift();
    if (tokens[0] === 'exec')
        tokens.shift();
    const head = tokens[0];
    if (head === undefined)
        return undefined;
    if (INTERPRETERS.has(head)) {
        const script = tokens.slice(1).find((token) => !token.startsWith('-'));
        if (script === undefined || tokens.includes('-c'))
            return undefined;
        const written = unquote(script);
        return written.includes('$') ? undefined : { written, direct: false };
    }
    const written = unquote(head);
    if (written.includes('$') || !(written.includes('/') || SCRIPT_NAME.test(written)))
        return undefined;
    // A bare name like `lint.sh` is looked up on PATH by the shell, not in the working directory.
    if (!written.includes('/'))
        return undefined;
    return { written, direct: true };
}
/**
 * The script an entry runs, resolved against the repository root and the entry's cwd; undefined for a script
 * outside the repository: it lives on the cloud agent's machine, not this one, so there is nothing to check here.
 */
function resolveEntryScript(repo, entry) {
    const command = entry.bash ?? entry.command;
    if (entry.type !== 'command' || command === undefined)
        return undefined;
    const found = findScriptInCommand(command);
    if (!found)
        return undefined;
    const cwd = entry.cwd === undefined ? repo : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(repo, entry.cwd);
    if (!(0,_confined_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isLexicallyInside */ .cZ)(repo, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, found.written)))
        return undefined;
    return {
        ...found,
        path: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, found.written),
        pathWithoutCwd: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(repo, found.written),
    };
}
/** How a script is reported: repo-relative with `/`, absolute when outside the repository. */
function reportedScriptPath(repo, path) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(repo, path);
    return rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(rel) ? path : rel.split('\\').join('/');
}


/***/ }),

/***/ 3743:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jj: () => (/* binding */ explainShellCheckCode),
/* harmony export */   Mw: () => (/* binding */ lintWithShellCheck)
/* harmony export */ });
/* unused harmony export pathShellCheck */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4851);
/* harmony import */ var _script_ref_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5390);
/**
 * ShellCheck on the bash scripts hooks run, when `shellcheck` is on PATH: its findings keep their own codes
 * (SC2086, …), so owners get both hooksim's cloud-agent findings and ShellCheck's shell ones.
 */



// ShellCheck's errors are scripts that do not run as written; its style notes are left to the owner's own setup.
const SEVERITY = {
    error: 'error',
    warning: 'warning',
    info: 'info',
    style: undefined,
};
/** Run `shellcheck` from PATH; `missing` when it is not installed. */
const pathShellCheck = {
    run: (args) => new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('shellcheck', [...args], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
            // Exit 1 means "found something"; ENOENT means not installed.
            const missing = error?.code === 'ENOENT';
            resolve({ stdout: missing ? '' : stdout, missing });
        });
    }),
};
/** The explanation `--explain SC2086` prints: ShellCheck's codes are explained on its wiki. */
function explainShellCheckCode(code) {
    if (!/^SC\d{4}$/.test(code))
        return undefined;
    return `${code} (ShellCheck)\nA finding of ShellCheck, run on the hook's bash scripts when it is on PATH (turn it off with --no-shellcheck).\n\nSee https://www.shellcheck.net/wiki/${code} for the explanation, a bad and a good example.`;
}
/** ShellCheck findings for every bash script the hooks run; none when it is not installed. */
async function lintWithShellCheck(context, runner = pathShellCheck) {
    const scripts = [...context.models]
        .filter(([, model]) => model.language === 'bash')
        .map(([path]) => path)
        .sort();
    if (scripts.length === 0)
        return [];
    const { stdout, missing } = await runner.run(['-f', 'json1', '-s', 'bash', '--', ...scripts]);
    if (missing || stdout.trim() === '')
        return [];
    let comments;
    try {
        comments = JSON.parse(stdout).comments;
    }
    catch {
        return [];
    }
    const findings = [];
    for (const comment of comments) {
        const severity = SEVERITY[comment.level];
        if (severity === undefined)
            continue;
        findings.push((0,_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .diagnostic */ .Y)((0,_script_ref_js__WEBPACK_IMPORTED_MODULE_1__/* .reportedScriptPath */ .o4)(context.repo, comment.file), { line: comment.line, column: comment.column }, severity, `SC${comment.code}`, comment.message));
    }
    return findings;
}


/***/ })

};
