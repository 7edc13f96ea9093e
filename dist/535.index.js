export const id = 535;
export const ids = [535];
export const modules = {

/***/ 3535:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 20 modules
var core = __webpack_require__(3218);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/diagnostics.ts
/** Diagnostics: every problem hooksim finds, with a place and a stable code. */
/** Build a diagnostic; line and column are 1-based (0 when the place is the whole file). */
function diagnostic(file, position, severity, code, message) {
    return { file, line: position?.line ?? 0, column: position?.column ?? 0, severity, code, message };
}

;// CONCATENATED MODULE: ./src/runners/http-url.ts
const AUTH_EVENTS = new Set(['preToolUse', 'permissionRequest', 'preMcpToolCall']);
/** Whether a URL host is loopback as the docs define it: `localhost`, `127.*`, `[::1]`. */
function isLoopbackHost(hostname) {
    const host = hostname.toLowerCase();
    // Only IPv4 literals count for `127.*`: a name like `127.evil.example` is not loopback.
    return (host === 'localhost' ||
        /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
        host === '[::1]' ||
        host === '::1');
}
/** Read the switches from the agent environment (exactly `1`). */
function readHttpSwitches(env) {
    return {
        allowLocalhost: env.COPILOT_HOOK_ALLOW_LOCALHOST === '1',
        allowHttpAuthHooks: env.COPILOT_HOOK_ALLOW_HTTP_AUTH_HOOKS === '1',
    };
}
/**
 * Why an HTTP entry's URL is dropped at load, or undefined when it loads.
 * The message is the part after `hooks.<event>[<i>].url: `.
 */
function httpUrlLoadProblem(event, url, hasAllowedEnvVars, profile, switches) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return `invalid URL "${url}"`;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
        return `URL must use http: or https: (got ${url})`;
    }
    if (parsed.protocol === 'https:')
        return undefined;
    const loopbackAllowed = switches.allowLocalhost && isLoopbackHost(parsed.hostname);
    const observed = profile.httpUrlRules === 'observed';
    // Under the documented rules these two rows drop `http://` whatever the switches (§12 table).
    if (AUTH_EVENTS.has(event) && !(observed && (loopbackAllowed || switches.allowHttpAuthHooks))) {
        return 'Authorization-affecting HTTP hooks (preToolUse, preMcpToolCall, permissionRequest) must use https:// to protect response integrity (set COPILOT_HOOK_ALLOW_HTTP_AUTH_HOOKS=1 to override, or use localhost with COPILOT_HOOK_ALLOW_LOCALHOST=1)';
    }
    if (hasAllowedEnvVars && !(observed && loopbackAllowed)) {
        return `HTTP hooks with allowedEnvVars must use https:// (got ${url}) (set COPILOT_HOOK_ALLOW_LOCALHOST=1 for local development)`;
    }
    if (AUTH_EVENTS.has(event))
        return undefined;
    if (observed)
        return undefined;
    if (isLoopbackHost(parsed.hostname)) {
        return loopbackAllowed
            ? undefined
            : `HTTP hook url http:// is only allowed for loopback with COPILOT_HOOK_ALLOW_LOCALHOST=1 (got ${url})`;
    }
    return `HTTP hook url must use https:// (got ${url})`;
}

;// CONCATENATED MODULE: ./src/config/discover.ts



const REPO_HOOKS_DIR = '.github/hooks';
const COPILOT_SETTINGS = ['.github/copilot/settings.json', '.github/copilot/settings.local.json'];
const CLAUDE_SETTINGS = ['.claude/settings.json', '.claude/settings.local.json'];
/** Find every configuration file the profile reads, in the order the runtime loads them. */
async function discoverHookSources(repoDir, profile, options = {}) {
    const repo = external_node_path_default().resolve(repoDir);
    const dirOrder = { order: profile.hookFileOrder, subdirectories: profile.scanSubdirectories };
    const repoHooks = await listSourceDir(repo, external_node_path_default().join(repo, REPO_HOOKS_DIR), 'repoHooks', dirOrder);
    const copilotSettings = await existingFiles(repo, 'copilotSettings', COPILOT_SETTINGS);
    const claudeSettings = await existingFiles(repo, 'claudeSettings', CLAUDE_SETTINGS);
    if (profile.configSources === 'repoHooksDir') {
        return { sources: repoHooks, unreadSettings: [...copilotSettings, ...claudeSettings], diagnostics: [] };
    }
    const diagnostics = [];
    const policy = options.policyDir ? await listPolicyFiles(repo, options.policyDir, diagnostics) : [];
    let userHooks = [];
    let userSettings = [];
    const userHooksDir = options.copilotHome
        ? external_node_path_default().join(options.copilotHome, 'hooks')
        : options.home && external_node_path_default().join(options.home, '.copilot', 'hooks');
    if (userHooksDir)
        userHooks = await listSourceDir(repo, external_node_path_default().resolve(userHooksDir), 'userHooks', dirOrder);
    if (options.home) {
        const settings = external_node_path_default().resolve(options.home, '.copilot', 'settings.json');
        if (await isFileOrLink(settings))
            userSettings = [describeSource(repo, settings, 'userSettings')];
    }
    const repoSettings = profile.sourceOrder === 'observed'
        ? [...claudeSettings, ...copilotSettings]
        : [...copilotSettings, ...claudeSettings];
    return {
        sources: [...policy, ...userHooks, ...userSettings, ...repoHooks, ...repoSettings],
        unreadSettings: [],
        diagnostics,
    };
}
/**
 * The hook files of one directory in run order: lower-case `.json` names, dot-names skipped, symlinks
 * followed, each file once (by real path) at its first place. With subdirectories: breadth-first, every
 * file of one depth before any of the next, paths compared name by name in the byte order of UTF-8 names.
 */
async function listHookFiles(dir, order) {
    const sign = order.order === 'descending' ? -1 : 1;
    const compare = (a, b) => sign * compareSegments(a, b);
    const seenDirs = new Set([await realpathOr(dir)]);
    const seenFiles = new Set();
    const result = [];
    let level = [[]];
    while (level.length > 0) {
        const files = [];
        const dirs = [];
        for (const segments of level) {
            const absolute = external_node_path_default().join(dir, ...segments);
            for (const entry of await readdirOr(absolute)) {
                if (entry.name.startsWith('.'))
                    continue;
                const kind = await entryKind(absolute, entry);
                const child = [...segments, entry.name];
                if (kind === 'file' && entry.name.endsWith('.json'))
                    files.push(child);
                else if (kind === 'dir' && order.subdirectories) {
                    dirs.push({ segments: child, real: await realpathOr(external_node_path_default().join(absolute, entry.name)) });
                }
            }
        }
        for (const segments of files.sort(compare)) {
            const absolute = external_node_path_default().join(dir, ...segments);
            const real = await realpathOr(absolute);
            if (seenFiles.has(real))
                continue;
            seenFiles.add(real);
            result.push(absolute);
        }
        level = [];
        // Directories are de-duplicated by real path in run order, so link cycles end.
        for (const candidate of dirs.sort((a, b) => compare(a.segments, b.segments))) {
            if (seenDirs.has(candidate.real))
                continue;
            seenDirs.add(candidate.real);
            level.push(candidate.segments);
        }
    }
    return result;
}
/** Compare two relative paths name by name, each name by the bytes of its UTF-8 encoding. */
function compareSegments(a, b) {
    const length = Math.min(a.length, b.length);
    for (let i = 0; i < length; i++) {
        const order = Buffer.compare(Buffer.from(a[i] ?? '', 'utf8'), Buffer.from(b[i] ?? '', 'utf8'));
        if (order !== 0)
            return order;
    }
    return a.length - b.length;
}
/** How a path is reported: repo-relative with `/` inside the repo, absolute outside it. */
function reportedPath(repo, absolute) {
    const relative = external_node_path_default().relative(repo, absolute);
    if (relative === '' || relative.startsWith('..') || external_node_path_default().isAbsolute(relative))
        return absolute;
    return relative.split((external_node_path_default()).sep).join('/');
}
function describeSource(repo, absolute, kind) {
    return {
        kind,
        path: absolute,
        file: reportedPath(repo, absolute),
        fileDir: reportedPath(repo, external_node_path_default().dirname(absolute)),
    };
}
async function listSourceDir(repo, dir, kind, order) {
    return (await listHookFiles(dir, order)).map((file) => describeSource(repo, file, kind));
}
async function existingFiles(repo, kind, relatives) {
    const found = [];
    for (const relative of relatives) {
        const absolute = external_node_path_default().join(repo, relative);
        if (await isFileOrLink(absolute))
            found.push(describeSource(repo, absolute, kind));
    }
    return found;
}
// Policy files: top level only, ascending name order [docs]; root-owned and not group/world-writable.
async function listPolicyFiles(repo, policyDir, diagnostics) {
    const files = await listHookFiles(external_node_path_default().resolve(policyDir), { order: 'ascending', subdirectories: false });
    const sources = [];
    for (const file of files) {
        const stats = await statOr(file);
        if (stats && stats.uid !== 0) {
            diagnostics.push(diagnostic(file, undefined, 'warning', 'policy-skipped', `Policy file ${file} is not owned by root (uid=${stats.uid}) \u2014 skipped`));
        }
        else if (stats && (stats.mode & 0o022) !== 0) {
            const mode = (stats.mode & 0o777).toString(8).padStart(3, '0');
            diagnostics.push(diagnostic(file, undefined, 'warning', 'policy-skipped', `Policy file ${file} is group or world-writable (mode=${mode}) \u2014 skipped`));
        }
        else {
            sources.push(describeSource(repo, file, 'policy'));
        }
    }
    return sources;
}
async function entryKind(parent, entry) {
    if (entry.isFile())
        return 'file';
    if (entry.isDirectory())
        return 'dir';
    if (!entry.isSymbolicLink())
        return 'other';
    const stats = await statOr(external_node_path_default().join(parent, entry.name));
    // A dangling link to a `.json` name is listed, so that loading reports it as unreadable.
    if (!stats)
        return 'file';
    if (stats.isFile())
        return 'file';
    return stats.isDirectory() ? 'dir' : 'other';
}
async function isFileOrLink(file) {
    const stats = await statOr(file);
    return stats?.isFile() ?? false;
}
async function statOr(file) {
    try {
        return await (0,promises_.stat)(file);
    }
    catch {
        return undefined;
    }
}
async function realpathOr(file) {
    try {
        return await (0,promises_.realpath)(file);
    }
    catch {
        return external_node_path_default().resolve(file);
    }
}
async function readdirOr(dir) {
    try {
        return await (0,promises_.readdir)(dir, { withFileTypes: true });
    }
    catch {
        return [];
    }
}

// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(9547);
;// CONCATENATED MODULE: ./src/config/json-source.ts
/**
 * Strict JSON parsing of hook files with positions: a typed tree whose every key and value knows its
 * 1-based line and column, so each diagnostic can point at what it is about (runtime-behaviour.md §3).
 */

/** Error for a tree node of a shape jsonc-parser never produces; a bug, never a bad file. */
class JsonTreeError extends Error {
    code = 'json-tree';
    constructor(message) {
        super(message);
        this.name = 'JsonTreeError';
    }
}
const PARSE_OPTIONS = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };
/** Parse a file's text as strict JSON (no comments, no trailing commas), keeping positions. */
function parseJsonSource(text) {
    const lineStarts = computeLineStarts(text);
    const positionAt = (offset) => offsetToPosition(lineStarts, offset);
    const errors = [];
    let tree;
    try {
        tree = (0,main.parseTree)(text, errors, PARSE_OPTIONS);
    }
    catch (error) {
        // jsonc-parser descends recursively; a document nested thousands of levels deep exhausts the stack.
        if (error instanceof RangeError) {
            return {
                ok: false,
                message: 'Invalid JSON: nested too deeply for hooksim to read',
                position: positionAt(0),
            };
        }
        throw error;
    }
    const first = errors[0];
    if (first !== undefined || tree === undefined) {
        const offset = first ? refineErrorOffset(text, first) : 0;
        const words = first ? describeParseError(text, first, offset) : 'the file is empty';
        const position = positionAt(offset);
        return {
            ok: false,
            message: `Invalid JSON: ${words} at line ${position.line}, column ${position.column}`,
            position,
        };
    }
    const root = convertTree(tree);
    const nodeAt = (path) => findNode(root, path);
    return {
        ok: true,
        source: {
            text,
            root,
            positionAt,
            nodeAt,
            positionOf(path, part = 'value') {
                if (part === 'key') {
                    const parent = findNode(root, path.slice(0, -1));
                    const key = path[path.length - 1];
                    if (parent?.type !== 'object' || typeof key !== 'string')
                        return undefined;
                    const property = findProperty(parent, key);
                    return property ? positionAt(property.keyOffset) : undefined;
                }
                const node = nodeAt(path);
                return node ? positionAt(node.offset) : undefined;
            },
        },
    };
}
/**
 * The properties of an object as JSON.parse sees them: a key written twice keeps its first place in
 * key order and its last value (with that value's key offset).
 */
function effectiveProperties(node) {
    const byKey = new Map();
    // Map.set on an existing key keeps the key's first place and takes the new value.
    for (const property of node.properties)
        byKey.set(property.key, property);
    return [...byKey.values()];
}
/** The effective property of an object for a key (the last one written), if any. */
function findProperty(node, key) {
    let found;
    for (const property of node.properties)
        if (property.key === key)
            found = property;
    return found;
}
/** The plain JavaScript value of a node, exactly as JSON.parse reads its text. */
function plainValueOf(source, node) {
    return JSON.parse(source.text.slice(node.offset, node.offset + node.length));
}
function findNode(root, path) {
    let node = root;
    for (const segment of path) {
        if (node === undefined)
            return undefined;
        if (typeof segment === 'number')
            node = node.type === 'array' ? node.items[segment] : undefined;
        else
            node = node.type === 'object' ? findProperty(node, segment)?.value : undefined;
    }
    return node;
}
// Iterative, so that converting never needs more stack than jsonc-parser itself used.
function convertTree(tree) {
    const root = convertShallow(tree);
    const pending = [[tree, root]];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        const [source, target] = next;
        if (target.type === 'object') {
            for (const property of source.children ?? []) {
                const [keyNode, valueNode] = property.children ?? [];
                if (keyNode === undefined || valueNode === undefined)
                    throw new JsonTreeError('property without a value');
                const value = convertShallow(valueNode);
                target.properties.push({ key: String(keyNode.value), keyOffset: keyNode.offset, value });
                pending.push([valueNode, value]);
            }
        }
        else if (target.type === 'array') {
            for (const item of source.children ?? []) {
                const value = convertShallow(item);
                target.items.push(value);
                pending.push([item, value]);
            }
        }
    }
    return root;
}
function convertShallow(node) {
    const span = { offset: node.offset, length: node.length };
    const value = node.value;
    switch (node.type) {
        case 'object':
            return { ...span, type: 'object', properties: [] };
        case 'array':
            return { ...span, type: 'array', items: [] };
        case 'string':
            return { ...span, type: 'string', value: String(value) };
        case 'number':
            return { ...span, type: 'number', value: Number(value) };
        case 'boolean':
            return { ...span, type: 'boolean', value: value === true };
        case 'null':
            return { ...span, type: 'null' };
        default:
            throw new JsonTreeError(`unexpected node type ${node.type}`);
    }
}
function computeLineStarts(text) {
    const starts = [0];
    for (let i = 0; i < text.length; i++) {
        const char = text.charCodeAt(i);
        if (char === 10)
            starts.push(i + 1);
        else if (char === 13 && text.charCodeAt(i + 1) !== 10)
            starts.push(i + 1);
    }
    return starts;
}
function offsetToPosition(lineStarts, offset) {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
        const middle = (low + high + 1) >> 1;
        if ((lineStarts[middle] ?? 0) <= offset)
            low = middle;
        else
            high = middle - 1;
    }
    return { line: low + 1, column: offset - (lineStarts[low] ?? 0) + 1 };
}
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
// jsonc-parser reports string errors at the start of the string token; point at the bad character instead.
function refineErrorOffset(text, error) {
    const name = (0,main.printParseErrorCode)(error.error);
    if (name !== 'InvalidCharacter' && name !== 'InvalidEscapeCharacter' && name !== 'InvalidUnicode') {
        return error.offset;
    }
    for (let i = error.offset + 1; i < text.length; i++) {
        const char = text[i] ?? '';
        if (char === '"')
            break;
        if (char.charCodeAt(0) < 0x20) {
            if (name === 'InvalidCharacter')
                return i;
            break;
        }
        if (char !== '\\')
            continue;
        const escape = text[i + 1] ?? '';
        if (escape === 'u') {
            if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)))
                return i;
            i += 5;
        }
        else if (!ESCAPES.has(escape)) {
            return i;
        }
        else {
            i += 1;
        }
    }
    return error.offset;
}
function describeCharacter(char) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0xfeff)
        return 'byte order mark (U+FEFF)';
    if (char === "'")
        return 'single quote (JSON strings and names need double quotes)';
    const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    if (code < 0x21 || (code >= 0x7f && code <= 0xa0) || code === 0x2028 || code === 0x2029)
        return `character ${hex}`;
    return `'${char}'`;
}
function previousNonSpace(text, offset) {
    for (let i = offset - 1; i >= 0; i--) {
        const char = text[i] ?? '';
        if (!/[ \t\r\n]/.test(char))
            return char;
    }
    return undefined;
}
function describeParseError(text, error, offset) {
    const here = text[offset];
    const trailingComma = (here === '}' || here === ']') && previousNonSpace(text, offset) === ',';
    if (/[0-9]/.test(here ?? '') && text[offset - 1] === '0' && !/[0-9.eE]/.test(text[offset - 2] ?? '')) {
        return 'numbers cannot have a leading zero';
    }
    switch ((0,main.printParseErrorCode)(error.error)) {
        case 'InvalidSymbol': {
            const token = text.slice(error.offset, error.offset + error.length);
            if (error.length > 1 && token.length <= 20 && /^[A-Za-z0-9_$+.-]+$/.test(token))
                return `unexpected '${token}'`;
            return `unexpected ${describeCharacter(String.fromCodePoint(text.codePointAt(error.offset) ?? 0))}`;
        }
        case 'InvalidNumberFormat':
        case 'UnexpectedEndOfNumber':
            return 'invalid number';
        case 'PropertyNameExpected':
            return trailingComma ? 'trailing comma before }' : 'expected a property name in double quotes';
        case 'ValueExpected':
            if (trailingComma)
                return `trailing comma before ${here}`;
            return offset >= text.length && text.trim() === '' ? 'the file is empty' : 'expected a value';
        case 'ColonExpected':
            return 'expected a colon after the property name';
        case 'CommaExpected':
            return 'expected a comma';
        case 'CloseBraceExpected':
            return offset >= text.length ? 'unexpected end of file, expected }' : 'expected a comma or }';
        case 'CloseBracketExpected':
            return offset >= text.length ? 'unexpected end of file, expected ]' : 'expected a comma or ]';
        case 'EndOfFileExpected':
            return 'unexpected text after the end of the JSON value';
        case 'InvalidCommentToken':
        case 'UnexpectedEndOfComment':
            return 'comments are not allowed';
        case 'UnexpectedEndOfString':
            return 'unterminated string';
        case 'InvalidUnicode':
            return 'invalid \\u escape in string';
        case 'InvalidEscapeCharacter':
            return 'invalid escape in string';
        case 'InvalidCharacter':
            return `${here === undefined ? 'control character' : describeCharacter(here)} not allowed in a string`;
        default:
            return 'syntax error';
    }
}

;// CONCATENATED MODULE: ./src/events/catalogue.ts
/** The camelCase name of every event hooksim knows. */
const EVENT_NAMES = [
    'sessionStart',
    'sessionEnd',
    'userPromptSubmitted',
    'userPromptTransformed',
    'preToolUse',
    'postToolUse',
    'postToolUseFailure',
    'agentStop',
    'subagentStart',
    'subagentStop',
    'errorOccurred',
    'preCompact',
    'permissionRequest',
    'notification',
    'preMcpToolCall',
];
/** PascalCase keys the runtime accepts (runtime-behaviour.md §11); userPromptTransformed has none. */
const PASCAL_KEYS = {
    sessionStart: 'SessionStart',
    sessionEnd: 'SessionEnd',
    userPromptSubmitted: 'UserPromptSubmit',
    preToolUse: 'PreToolUse',
    postToolUse: 'PostToolUse',
    postToolUseFailure: 'PostToolUseFailure',
    agentStop: 'Stop',
    subagentStart: 'SubagentStart',
    subagentStop: 'SubagentStop',
    preCompact: 'PreCompact',
    errorOccurred: 'ErrorOccurred',
    permissionRequest: 'PermissionRequest',
    notification: 'Notification',
};
const KEY_TABLE = new Map([
    ...EVENT_NAMES.map((event) => [event, { event, casing: 'camel' }]),
    ...Object.entries(PASCAL_KEYS).map(([event, key]) => [
        key,
        { event: event, casing: 'pascal' },
    ]),
]);
/** Resolve a hook-file key (either casing, case-sensitive) to its event; undefined for unknown keys. */
function resolveEventKey(key) {
    return KEY_TABLE.get(key);
}
/** Every key a hook file may use, camelCase first. */
function allEventKeys() {
    return [...KEY_TABLE.keys()];
}
/** Resolve an event name given on the command line: either casing, case-insensitively. */
function parseEventName(name) {
    const exact = resolveEventKey(name);
    if (exact)
        return exact;
    const lower = name.toLowerCase();
    for (const [key, value] of KEY_TABLE)
        if (key.toLowerCase() === lower)
            return value;
    return undefined;
}
/** The payload field a matcher tests, per event (runtime-behaviour.md §10); absent: matchers are ignored. */
const MATCHER_TARGET = {
    preToolUse: 'toolName',
    postToolUse: 'toolName',
    permissionRequest: 'toolName',
    subagentStart: 'agentName',
    preCompact: 'trigger',
    notification: 'notificationType',
};
/** Why an event never fires under a profile, or undefined when it can fire (runtime-behaviour.md §14). */
function eventNeverFires(event, profile) {
    if (event === 'preMcpToolCall')
        return 'preMcpToolCall hooks are not simulated';
    if (profile.eventSet === 'cloud' && (event === 'permissionRequest' || event === 'notification')) {
        return `${event} does not fire under Copilot cloud agent`;
    }
    return undefined;
}
/** Claude tool names for runtime tool names (runtime-behaviour.md §10); others keep their name. */
const CLAUDE_TOOL_NAMES = {
    bash: 'Bash',
    powershell: 'Bash',
    view: 'Read',
    create: 'Write',
    edit: 'Edit',
    str_replace_editor: 'Edit',
    apply_patch: 'Edit',
    grep: 'Grep',
    rg: 'Grep',
    glob: 'Glob',
    web_fetch: 'WebFetch',
    web_search: 'WebSearch',
    update_todo: 'TodoWrite',
    ask_user: 'AskUserQuestion',
    task: 'Agent',
};
/** The Claude name of a runtime tool, or the runtime name when it has none. */
function catalogue_claudeToolName(runtimeName) {
    return CLAUDE_TOOL_NAMES[runtimeName] ?? runtimeName;
}

;// CONCATENATED MODULE: ./src/matchers.ts
/**
 * Matchers: native anchored ECMAScript regexes, Claude-format matchers and the runtime-to-Claude tool names
 * (runtime-behaviour.md §10).
 */

const CLAUDE_LITERAL = /^[A-Za-z0-9_-]+(\|[A-Za-z0-9_-]+)*$/;
const MODIFIER_GROUP = /\(\?(?:[ims]+(?:-[ims]*)?|-[ims]+):/;
/** Whether this event's key uses Claude-format matching under the profile. */
function usesClaudeFormat(event, casing, profile) {
    if (casing !== 'pascal')
        return false;
    if (event === 'preToolUse' || event === 'permissionRequest')
        return true;
    return event === 'postToolUse' && profile.pascalPostToolMatcher === 'claude';
}
/** Whether this Node's RegExp supports modifier groups `(?i:...)` (Node 24 does, Node 20 does not). */
const NODE_HAS_MODIFIER_GROUPS = (() => {
    try {
        new RegExp('(?i:a)');
        return true;
    }
    catch {
        return false;
    }
})();
function anchored(pattern) {
    try {
        return new RegExp(`^(?:${pattern})$`);
    }
    catch {
        return undefined;
    }
}
/** Compile an entry's matcher for its event, casing and profile, or say why the item is dropped. */
function compileMatcher(event, casing, matcher, profile) {
    if (matcher === undefined)
        return { ok: true, matcher: { kind: 'all' } };
    const claude = usesClaudeFormat(event, casing, profile);
    if (matcher === '') {
        if (profile.emptyMatcher === 'reject')
            return { ok: false, message: 'matcher cannot be empty' };
        return { ok: true, matcher: { kind: 'all' } };
    }
    if (!MATCHER_TARGET[event])
        return { ok: true, matcher: { kind: 'ignored' } };
    if (claude && (matcher === '*' || matcher === '**'))
        return { ok: true, matcher: { kind: 'all' } };
    if (claude && CLAUDE_LITERAL.test(matcher)) {
        return { ok: true, matcher: { kind: 'claudeLiteral', tokens: matcher.split('|') } };
    }
    const regex = anchored(matcher);
    if (!regex) {
        if (!NODE_HAS_MODIFIER_GROUPS && MODIFIER_GROUP.test(matcher)) {
            return {
                ok: true,
                matcher: {
                    kind: 'unsupportedHere',
                    message: `Matcher '${matcher}' uses RegExp modifier groups, which Copilot accepts but Node ${process.versions.node} does not; run hooksim on Node 24`,
                },
            };
        }
        return { ok: false, message: `Invalid matcher regex in ${event} hook: '${matcher}'` };
    }
    return { ok: true, matcher: claude ? { kind: 'claudeRegex', regex } : { kind: 'native', regex } };
}
/** Whether a compiled matcher fires for a value (a runtime tool name, agent name, trigger or type). */
function matcherFires(matcher, value) {
    switch (matcher.kind) {
        case 'all':
        case 'ignored':
            return true;
        case 'unsupportedHere':
            return false;
        case 'native':
            return value !== undefined && matcher.regex.test(value);
        case 'claudeLiteral':
            return (value !== undefined &&
                matcher.tokens.some((token) => token === value || token === claudeToolName(value) || (token === 'Task' && value === 'task')));
        case 'claudeRegex':
            return value !== undefined && matcher.regex.test(claudeToolName(value));
    }
}

;// CONCATENATED MODULE: ./src/config/validate-entry.ts
/**
 * Validation of one item of an event array into hook entries (runtime-behaviour.md §3, §10, §12):
 * a problem drops the item (or, in inline settings hooks, the whole `hooks` field); notes are kept.
 */




const TYPES = new Set(['command', 'http', 'prompt']);
// Thrown inside one item's validation and caught at the item: the item is dropped.
class ItemDroppedSignal extends Error {
    reason;
    offset;
    suffix;
    code = 'item-dropped';
    constructor(reason, offset, suffix = '') {
        super(reason);
        this.reason = reason;
        this.offset = offset;
        this.suffix = suffix;
        this.name = 'ItemDroppedSignal';
    }
}
/** Validate the item at `hooks.<event>[<index>]`, adding its entries, notes and problems to the collector. */
function validateItem(node, scope, collector) {
    const label = `hooks.${scope.eventKey}[${scope.index}]`;
    const isGroup = node.type === 'object' &&
        scope.profile.nestedHookGroups === 'accept' &&
        findProperty(node, 'hooks') !== undefined;
    if (isGroup)
        validateGroup(node, scope, collector, label);
    else
        validateLeaf(node, scope, collector, { label });
}
function validateGroup(node, scope, collector, label) {
    const notes = [];
    try {
        const matcherNode = findProperty(node, 'matcher')?.value;
        const matcher = optionalString(node, 'matcher');
        if (matcher !== undefined && matcherNode)
            checkMatcher(scope, matcher, matcherNode, notes);
        const hooks = findProperty(node, 'hooks')?.value;
        if (hooks?.type !== 'array')
            throw new ItemDroppedSignal('hooks has the wrong type', hooks?.offset ?? node.offset);
        collector.notes.push(...notes);
        hooks.items.forEach((inner, nestedIndex) => {
            const place = { label: `${label}.hooks[${nestedIndex}]`, nestedIndex, inheritedMatcher: matcher };
            const deeper = inner.type === 'object' ? findProperty(inner, 'hooks') : undefined;
            if (deeper) {
                collector.problems.push({
                    label: place.label,
                    reason: 'Nested hooks deeper than one level are not supported.',
                    offset: deeper.keyOffset,
                });
            }
            else {
                validateLeaf(inner, scope, collector, place);
            }
        });
    }
    catch (error) {
        if (!(error instanceof ItemDroppedSignal))
            throw error;
        collector.problems.push({ label: label + error.suffix, reason: error.reason, offset: error.offset });
    }
}
function validateLeaf(node, scope, collector, place) {
    try {
        if (node.type !== 'object')
            throw new ItemDroppedSignal('hook entry must be an object', node.offset);
        const notes = [];
        collector.entries.push(buildEntry(node, scope, place, notes));
        collector.notes.push(...notes);
    }
    catch (error) {
        if (!(error instanceof ItemDroppedSignal))
            throw error;
        collector.problems.push({
            label: place.label + error.suffix,
            reason: error.reason,
            offset: error.offset,
        });
    }
}
function buildEntry(node, scope, place, notes) {
    const { key, profile } = scope;
    const type = readType(node);
    const matcher = optionalString(node, 'matcher');
    const timeoutSec = readTimeout(node, 'timeoutSec');
    const timeout = readTimeout(node, 'timeout');
    const entry = {
        file: scope.file,
        fileDir: scope.fileDir,
        index: scope.index,
        ...(place.nestedIndex === undefined ? {} : { nestedIndex: place.nestedIndex }),
        eventKey: scope.eventKey,
        event: key.event,
        casing: key.casing,
        position: scope.source.positionAt(node.offset),
        type,
        timeoutSec: timeoutSec ?? timeout ?? 30,
    };
    if (type === 'command')
        readCommandFields(node, entry);
    else if (type === 'http')
        readHttpFields(node, entry);
    else
        readPromptFields(node, entry, key);
    const ownMatcher = findProperty(node, 'matcher')?.value;
    if (matcher !== undefined && ownMatcher)
        checkMatcher(scope, matcher, ownMatcher, notes);
    const effectiveMatcher = matcher ?? place.inheritedMatcher;
    if (effectiveMatcher !== undefined)
        entry.matcher = effectiveMatcher;
    if (entry.url !== undefined) {
        const hasAllowedEnvVars = (entry.allowedEnvVars?.length ?? 0) > 0;
        const problem = httpUrlLoadProblem(key.event, entry.url, hasAllowedEnvVars, profile, scope.switches);
        if (problem)
            throw new ItemDroppedSignal(problem, findProperty(node, 'url')?.value.offset ?? node.offset, '.url');
    }
    notes.push(...ignoredEntryNotes(node, entry, scope));
    return entry;
}
function readType(node) {
    const typeNode = findProperty(node, 'type')?.value;
    if (typeNode === undefined)
        return 'command';
    if (typeNode.type === 'string' && TYPES.has(typeNode.value))
        return typeNode.value;
    throw new ItemDroppedSignal(`unknown hook type ${describeValue(typeNode)}`, typeNode.offset);
}
function readCommandFields(node, entry) {
    const fields = {
        bash: optionalString(node, 'bash'),
        powershell: optionalString(node, 'powershell'),
        command: optionalString(node, 'command'),
        exec: optionalString(node, 'exec'),
        args: optionalStringArray(node, 'args'),
        cwd: optionalString(node, 'cwd'),
        env: optionalStringMap(node, 'env'),
    };
    const shells = [fields.bash, fields.powershell, fields.command];
    if (fields.exec === undefined && shells.every((field) => field === undefined)) {
        throw new ItemDroppedSignal('command hook needs bash, powershell, command or exec', node.offset);
    }
    if (fields.exec !== undefined && shells.some((field) => field !== undefined)) {
        const execNode = findProperty(node, 'exec');
        throw new ItemDroppedSignal('exec cannot be combined with bash, powershell or command', execNode?.keyOffset ?? node.offset);
    }
    assignDefined(entry, fields);
}
function readHttpFields(node, entry) {
    const urlNode = findProperty(node, 'url')?.value;
    if (urlNode === undefined)
        throw new ItemDroppedSignal('http hook needs a url', node.offset);
    const fields = {
        url: optionalString(node, 'url'),
        headers: optionalStringMap(node, 'headers'),
        allowedEnvVars: optionalStringArray(node, 'allowedEnvVars'),
    };
    assignDefined(entry, fields);
}
function readPromptFields(node, entry, key) {
    const promptNode = findProperty(node, 'prompt')?.value;
    if (promptNode?.type !== 'string' || key.event !== 'sessionStart') {
        throw new ItemDroppedSignal('prompt hooks are only supported on sessionStart', promptNode?.offset ?? node.offset);
    }
    entry.prompt = promptNode.value;
}
function checkMatcher(scope, matcher, matcherNode, notes) {
    const compiled = compileMatcher(scope.key.event, scope.key.casing, matcher, scope.profile);
    if (!compiled.ok)
        throw new ItemDroppedSignal(compiled.message, matcherNode.offset);
    const position = scope.source.positionAt(matcherNode.offset);
    if (compiled.matcher.kind === 'ignored') {
        notes.push(diagnostic(scope.file, position, 'warning', 'matcher-ignored', `Matcher '${matcher}' has no effect on ${scope.eventKey}: the hook runs every time`));
    }
    else if (compiled.matcher.kind === 'unsupportedHere') {
        notes.push(diagnostic(scope.file, position, 'warning', 'matcher-unsupported-here', compiled.matcher.message));
    }
}
// The entry loads and stays in the config; the dispatcher skips it (runtime-behaviour.md §3 `entry-ignored`).
function ignoredEntryNotes(node, entry, scope) {
    const { profile } = scope;
    const note = (field, message) => {
        const offset = findProperty(node, field)?.keyOffset ?? node.offset;
        return diagnostic(scope.file, scope.source.positionAt(offset), 'info', 'entry-ignored', message);
    };
    if (entry.type === 'prompt') {
        return profile.surface === 'cloud'
            ? [note('type', 'prompt hooks do not fire in non-interactive sessions')]
            : [];
    }
    if (entry.type !== 'command')
        return [];
    if (entry.exec !== undefined) {
        return profile.execEntries === 'skip'
            ? [note('exec', 'exec entries are only supported in Copilot CLI')]
            : [];
    }
    if (entry.bash === undefined && entry.command === undefined && profile.powershellOnlyEntries === 'ignore') {
        const message = profile.surface === 'cloud'
            ? 'powershell entries are ignored by Copilot cloud agent'
            : 'powershell-only entries are not run on Linux';
        return [note('powershell', message)];
    }
    return [];
}
function readTimeout(node, field) {
    const value = findProperty(node, field)?.value;
    if (value === undefined)
        return undefined;
    if (value.type !== 'number')
        throw new ItemDroppedSignal(`${field} must be a number`, value.offset);
    if (!(value.value > 0))
        throw new ItemDroppedSignal(`${field} must be positive`, value.offset);
    return value.value;
}
function wrongType(field, value) {
    return new ItemDroppedSignal(`${field} has the wrong type`, value.offset);
}
function optionalString(node, field) {
    const value = findProperty(node, field)?.value;
    if (value === undefined)
        return undefined;
    if (value.type !== 'string')
        throw wrongType(field, value);
    return value.value;
}
function optionalStringArray(node, field) {
    const value = findProperty(node, field)?.value;
    if (value === undefined)
        return undefined;
    if (value.type !== 'array')
        throw wrongType(field, value);
    return value.items.map((item) => {
        if (item.type !== 'string')
            throw wrongType(field, item);
        return item.value;
    });
}
function optionalStringMap(node, field) {
    const value = findProperty(node, field)?.value;
    if (value === undefined)
        return undefined;
    if (value.type !== 'object')
        throw wrongType(field, value);
    // fromEntries defines own properties, so a `__proto__` key stays an ordinary key.
    return Object.fromEntries(effectiveProperties(value).map((property) => {
        if (property.value.type !== 'string')
            throw wrongType(field, property.value);
        return [property.key, property.value.value];
    }));
}
function assignDefined(entry, fields) {
    for (const [name, value] of Object.entries(fields)) {
        if (value !== undefined)
            Object.assign(entry, { [name]: value });
    }
}
function describeValue(node) {
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

;// CONCATENATED MODULE: ./src/config/validate.ts
/**
 * Validation of one parsed hook file (or the inline `hooks` of a settings file) into hook entries and
 * diagnostics, exactly per the table of runtime-behaviour.md §3.
 */




const DASH = '\u2014';
/** Parse and validate a file's text; never throws for any text. */
function validateHookText(text, context) {
    const parsed = parseJsonSource(text);
    if (parsed.ok)
        return validateHookSource(parsed.source, context);
    return {
        status: 'rejected',
        entries: [],
        diagnostics: [diagnostic(context.file, parsed.position, 'error', 'file-rejected', parsed.message)],
        disableAllHooks: false,
        hookSettings: [],
    };
}
/** Validate a parsed file into entries and diagnostics. */
function validateHookSource(source, context) {
    const { root } = source;
    const { file, profile, role } = context;
    const at = (offset) => source.positionAt(offset);
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
    const fileNotes = [];
    const reject = (message, offset) => {
        const error = diagnostic(file, at(offset), 'error', 'file-rejected', inline ? `${message} in inline hooks` : message);
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
            if (profile.versionRequired)
                return reject('Invalid hook config version', root.offset);
            fileNotes.push(diagnostic(file, at(root.offset), 'info', 'version-missing', 'Missing "version": 1; accepted by the runtime'));
        }
    }
    if (disableValue !== undefined && disableValue.type !== 'boolean') {
        fileNotes.push(diagnostic(file, at(disableValue.offset), 'warning', 'disable-ignored', 'disableAllHooks must be true or false'));
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
        fileNotes.push(diagnostic(file, at(root.offset), 'warning', 'no-hooks', 'No "hooks" object; the file defines no hooks'));
    }
    const unknown = events.filter((event) => resolveEventKey(event.key) === undefined);
    const firstUnknown = unknown[0];
    if (firstUnknown) {
        const keys = unknown.map((event) => event.key).join(', ');
        fileNotes.push(diagnostic(file, at(firstUnknown.keyOffset), 'warning', 'unknown-event', `Ignoring unknown hook event(s) in ${file}: ${keys}`));
    }
    const collector = { entries: [], notes: [], problems: [] };
    const eventNotes = validateEvents(source, context, events, collector);
    const problems = [...collector.problems].sort((a, b) => a.offset - b.offset);
    const firstProblem = problems[0];
    if (inline && firstProblem)
        return reject(`${firstProblem.label}: ${firstProblem.reason}`, firstProblem.offset);
    const itemDiagnostics = [
        ...eventNotes,
        ...collector.notes,
        ...problems.map((problem) => droppedDiagnostic(file, source, problem)),
    ].sort((a, b) => a.line - b.line || a.column - b.column);
    let { entries } = collector;
    let status = 'loaded';
    const disableKey = findProperty(root, 'disableAllHooks');
    if (disableAllHooks && disableKey && role === 'hookFile') {
        status = 'disabled';
        entries = entries.map((entry) => ({ ...entry, disabled: true }));
        fileNotes.push(diagnostic(file, at(disableKey.keyOffset), 'info', 'file-disabled', `disableAllHooks is true: the hooks of ${file} are skipped`));
    }
    else if (disableAllHooks && disableKey && role === 'policy') {
        fileNotes.push(diagnostic(file, at(disableKey.keyOffset), 'warning', 'disable-ignored', 'disableAllHooks has no effect on policy hooks'));
    }
    return { status, entries, diagnostics: [...fileNotes, ...itemDiagnostics], disableAllHooks, hookSettings };
}
function validateEvents(source, context, events, collector) {
    const notes = [];
    for (const event of events) {
        const key = resolveEventKey(event.key);
        if (key === undefined || event.value.type !== 'array')
            continue;
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
function droppedDiagnostic(file, source, problem) {
    const message = `${problem.label}: ${problem.reason} ${DASH} hook will be skipped`;
    return diagnostic(file, source.positionAt(problem.offset), 'warning', 'item-dropped', message);
}
function rejected(diagnostics, disableAllHooks, hookSettings) {
    return { status: 'rejected', entries: [], diagnostics, disableAllHooks, hookSettings };
}

;// CONCATENATED MODULE: ./src/config/load.ts
/**
 * Load a repository's hook configuration under a profile: discovery, parsing, validation, settings-file
 * rules (runtime-behaviour.md §2, §3, §13). Never throws for a bad file: every problem is a diagnostic.
 */






const SETTINGS_KINDS = new Set([
    'userSettings',
    'copilotSettings',
    'claudeSettings',
]);
const REPO_KINDS = new Set(['repoHooks', 'copilotSettings', 'claudeSettings']);
/** Discover, parse and validate every hook configuration file of a repository under a profile. */
async function loadHookConfig(repoDir, profile, options = {}) {
    const discovery = await discoverHookSources(repoDir, profile, options);
    const switches = readHttpSwitches(options.agentEnv ?? {});
    const diagnostics = [...discovery.diagnostics];
    for (const settings of discovery.unreadSettings)
        diagnostics.push(...(await unreadSettingsNotes(settings)));
    const loaded = [];
    for (const source of discovery.sources) {
        const result = await loadSource(source, profile, switches);
        // A settings file without hooks or disableAllHooks is no hook source at all.
        if (SETTINGS_KINDS.has(source.kind) && result.status !== 'rejected' && result.hookSettings.length === 0)
            continue;
        loaded.push({ source, result });
        diagnostics.push(...result.diagnostics);
    }
    diagnostics.push(...applySettingsDisable(loaded, profile));
    diagnostics.push(...promptModeGateNote(loaded, profile));
    const files = loaded.map(({ source, result }) => ({
        file: source.file,
        status: result.status,
        hooks: result.entries.length,
    }));
    const entries = loaded.flatMap(({ result }) => result.entries);
    return { files, entries, diagnostics };
}
function roleOf(source) {
    if (source.kind === 'policy')
        return 'policy';
    return SETTINGS_KINDS.has(source.kind) ? 'inline' : 'hookFile';
}
async function loadSource(source, profile, switches) {
    let text;
    try {
        text = await (0,promises_.readFile)(source.path, 'utf8');
    }
    catch (error) {
        // Errors from node:fs may come from another realm (jest vm modules), so read `message` structurally.
        const reason = typeof error === 'object' && error !== null && 'message' in error
            ? String(error.message)
            : String(error);
        return {
            status: 'rejected',
            entries: [],
            diagnostics: [
                diagnostic(source.file, undefined, 'error', 'file-rejected', `Cannot read the file: ${reason}`),
            ],
            disableAllHooks: false,
            hookSettings: [],
        };
    }
    return validateHookText(text, {
        file: source.file,
        fileDir: source.fileDir,
        profile,
        switches,
        role: roleOf(source),
    });
}
/**
 * `disableAllHooks: true` in `.github/copilot/settings*.json` skips every hook except policy hooks under
 * `surface=cli`; in `.claude/settings*.json` and user settings it has no effect (runtime-behaviour.md §13).
 */
function applySettingsDisable(loaded, profile) {
    const notes = [];
    let disabledBy;
    for (const { source, result } of loaded) {
        if (!SETTINGS_KINDS.has(source.kind) || !result.disableAllHooks)
            continue;
        const key = result.hookSettings.find((property) => property.key === 'disableAllHooks');
        const position = key?.position;
        if (source.kind === 'copilotSettings' && profile.surface === 'cli') {
            disabledBy ??= source.file;
            notes.push(diagnostic(source.file, position, 'info', 'all-hooks-disabled', `disableAllHooks is true in ${source.file}: every hook except policy hooks is skipped`));
        }
        else {
            notes.push(diagnostic(source.file, position, 'info', 'settings-ignored', `disableAllHooks in ${source.file} has no effect; only .github/copilot/settings.json and settings.local.json disable hooks`));
        }
    }
    if (disabledBy === undefined)
        return notes;
    for (const item of loaded) {
        if (item.source.kind === 'policy' || item.result.status === 'rejected')
            continue;
        item.result = {
            ...item.result,
            status: 'disabled',
            entries: item.result.entries.map((entry) => ({ ...entry, disabled: true })),
        };
    }
    return notes;
}
/** Info `settings-ignored` for a repository settings file the profile does not read, when it holds hooks. */
async function unreadSettingsNotes(source) {
    let text;
    try {
        text = await (0,promises_.readFile)(source.path, 'utf8');
    }
    catch {
        return [];
    }
    const parsed = parseJsonSource(text);
    if (!parsed.ok || parsed.source.root.type !== 'object')
        return [];
    const keys = parsed.source.root.properties.filter((p) => p.key === 'hooks' || p.key === 'disableAllHooks');
    const first = keys[0];
    if (!first)
        return [];
    const names = [...new Set(keys.map((p) => `"${p.key}"`))];
    return [
        diagnostic(source.file, parsed.source.positionAt(first.keyOffset), 'info', 'settings-ignored', `Copilot cloud agent does not load ${source.file}: its ${names.join(' and ')} ${names.length > 1 ? 'have' : 'has'} no effect`),
    ];
}
/** cli profiles assume the folder-trust gate of `copilot -p` is open (runtime-behaviour.md §2). */
function promptModeGateNote(loaded, profile) {
    if (profile.surface !== 'cli')
        return [];
    const repoFile = loaded.find(({ source, result }) => REPO_KINDS.has(source.kind) && result.entries.length > 0);
    if (!repoFile)
        return [];
    return [
        diagnostic(repoFile.source.file, undefined, 'info', 'prompt-mode-gate', 'copilot -p loads repository hooks only in a trusted folder (--trust-folder, COPILOT_ALLOW_ALL=true or ' +
            'GITHUB_COPILOT_PROMPT_MODE_REPO_HOOKS=true); hooksim assumes the folder is trusted'),
    ];
}

;// CONCATENATED MODULE: ./src/profiles.ts
/**
 * Named semantics profiles: data, read by the rest of the code as flags.
 * Code reads flags, never profile names (spec/runtime-behaviour.md §1).
 */
const PROFILE_NAMES = ['cloud', 'cloud-docs', 'cli', 'cli-docs'];
const shared = {
    askBehaviour: 'deny',
    promptEntries: 'skip',
    honorModifiedArgs: true,
    runtimeEnvVars: 'copilot',
    killGroupOnExit: true,
    ssrfGuard: true,
    stdinTrailingNewline: false,
    stopBlockGuard: 8,
    subagentStopCap: 100,
    postToolUseContextLimit: 10240,
    outputCapBytes: 10485760,
    matcherOnOtherEvents: 'ignore',
    sessionStartSource: 'new',
    agentShellEnv: false,
};
/** Values the observed profiles (cloud, cli) share. */
const observed = {
    ...shared,
    hookFileOrder: 'descending',
    scanSubdirectories: true,
    nestedHookGroups: 'accept',
    versionRequired: false,
    emptyMatcher: 'reject',
    pascalPostToolMatcher: 'claude',
    envExpansion: 'none',
    timeoutKill: 'termThenKill',
    timeoutTextTruncation: 'ellipsis',
    exit2WarningStdout: 'merge',
    postToolUseFailureExit2Source: 'stderr',
    preToolUseShortCircuit: 'firstDenyOrAsk',
    chainModifiedArgs: true,
    preToolUseAdditionalContext: 'inject',
    erroredDenyMessage: 'withSource',
    exit2DenyReason: 'stdoutThenFixed',
    denyNoReasonText: 'noReasonProvided',
    askDenyText: 'unableToAsk',
    honorClaudeHookSpecificOutput: 'pascalPreToolUse',
    httpPreToolUseNon2xx: 'deny',
    httpPreToolUseNetworkError: 'deny',
    httpUrlRules: 'observed',
    chainModifiedResult: true,
    postToolUseContextCap: 'utf16Silent',
    postToolUseContextFormat: 'guidanceHeader',
    postToolUseFailureContextFormat: 'separateMessage',
    sessionStartNonStringContext: 'reset',
    blankContextInjected: true,
    stopPromptMerge: 'fieldwise',
    subagentStopGuard: 'none',
    toolArgsEncoding: 'object',
    pascalPostToolName: 'claude',
    payloadShape: 'observed',
};
/** Values the documented profiles (cloud-docs, cli-docs) share. */
const documented = {
    ...shared,
    hookFileOrder: 'ascending',
    scanSubdirectories: false,
    nestedHookGroups: 'drop',
    versionRequired: true,
    emptyMatcher: 'matchAll',
    pascalPostToolMatcher: 'native',
    envExpansion: 'posix',
    timeoutKill: 'kill',
    timeoutTextTruncation: 'cut',
    exit2WarningStdout: 'ignore',
    postToolUseFailureExit2Source: 'stdout',
    preToolUseShortCircuit: 'none',
    chainModifiedArgs: false,
    preToolUseAdditionalContext: 'ignore',
    erroredDenyMessage: 'plain',
    exit2DenyReason: 'stdoutThenStderr',
    denyNoReasonText: 'bare',
    askDenyText: 'plain',
    honorClaudeHookSpecificOutput: 'never',
    httpPreToolUseNon2xx: 'failOpen',
    httpPreToolUseNetworkError: 'failOpen',
    httpUrlRules: 'documented',
    chainModifiedResult: false,
    postToolUseContextCap: 'utf8BytesWarn',
    postToolUseContextFormat: 'append',
    postToolUseFailureContextFormat: 'appendToError',
    sessionStartNonStringContext: 'ignore',
    blankContextInjected: false,
    stopPromptMerge: 'lastValid',
    subagentStopGuard: 'stopBlockGuard',
    toolArgsEncoding: 'string',
    pascalPostToolName: 'runtime',
    payloadShape: 'documented',
    userPromptSubmittedOutputs: [],
    continuationPromptEvents: [],
};
/** The four profiles of runtime-behaviour.md §1.2, one row each. */
const PROFILES = {
    cloud: {
        ...observed,
        name: 'cloud',
        surface: 'cloud',
        configSources: 'repoHooksDir',
        sourceOrder: 'observed',
        eventSet: 'cloud',
        powershellOnlyEntries: 'ignore',
        execEntries: 'skip',
        userPromptSubmittedOutputs: ['additionalContext', 'decision'],
        continuationPromptEvents: ['userPromptTransformed'],
    },
    'cloud-docs': {
        ...documented,
        name: 'cloud-docs',
        surface: 'cloud',
        configSources: 'repoHooksDir',
        sourceOrder: 'documented',
        eventSet: 'cloud',
        powershellOnlyEntries: 'ignore',
        execEntries: 'skip',
    },
    cli: {
        ...observed,
        name: 'cli',
        surface: 'cli',
        configSources: 'all',
        sourceOrder: 'observed',
        eventSet: 'all',
        powershellOnlyEntries: 'pwsh',
        execEntries: 'run',
        userPromptSubmittedOutputs: ['modifiedPrompt', 'additionalContext', 'decision'],
        continuationPromptEvents: ['userPromptSubmitted', 'userPromptTransformed'],
    },
    'cli-docs': {
        ...documented,
        name: 'cli-docs',
        surface: 'cli',
        configSources: 'all',
        sourceOrder: 'documented',
        eventSet: 'all',
        powershellOnlyEntries: 'ignore',
        execEntries: 'run',
    },
};
/** Error for a profile name that is not one of PROFILE_NAMES. */
class UnknownProfileError extends Error {
    code = 'unknown-profile';
    constructor(name) {
        super(`Unknown profile '${name}'. Expected one of: ${PROFILE_NAMES.join(', ')}.`);
        this.name = 'UnknownProfileError';
    }
}
/** Look up a profile by name; throws UnknownProfileError for any other name. */
function getProfile(name) {
    if (!PROFILE_NAMES.includes(name))
        throw new UnknownProfileError(name);
    return PROFILES[name];
}
/** The flags whose values differ between two profiles (for --compare). */
function differingFlags(a, b) {
    return Object.keys(a).filter((key) => key !== 'name' && JSON.stringify(a[key]) !== JSON.stringify(b[key]));
}

;// CONCATENATED MODULE: ./src/sandbox/environment.ts
/** The placeholder tokens: set as the docs say, never shaped like a real token. */
const PLACEHOLDER_API_TOKEN = 'hooksim-placeholder-copilot-api-token';
/** See PLACEHOLDER_API_TOKEN. */
const PLACEHOLDER_GIT_TOKEN = 'hooksim-placeholder-copilot-git-token';
/** The standard PATH inside the sandbox. */
const SANDBOX_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
/** Where the sandbox's HTTP proxy listens (the in-sandbox agent relays it to the firewall). */
const SANDBOX_PROXY_URL = 'http://127.1.0.1:3128';
/** Loopback stays direct: cloud-environment.md §5.1 (never filtered) and §5.8. */
const SANDBOX_NO_PROXY = 'localhost,127.0.0.1,::1';
/** The system CA bundle the firewall's CA is appended to (cloud-environment.md §5.2 step 3). */
const SANDBOX_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';
/** Layer 2: the agent shell's variables (cloud-environment.md §3.3). */
function buildAgentShellEnv(values) {
    return {
        CI: 'true',
        CLOUD_SESSION_STORE: 'true',
        COPILOT_AGENT_ACTION: 'task',
        COPILOT_AGENT_SESSION_ID: values.sessionId,
        COPILOT_AGENT_JOB_ID: values.jobId,
        COPILOT_AGENT_BASE_COMMIT: values.baseCommit,
        COPILOT_AGENT_BRANCH_NAME: values.branchName,
        COPILOT_AGENT_COMMIT_LOGIN: 'copilot-swe-agent[bot]',
        COPILOT_AGENT_COMMIT_EMAIL: '198982749+Copilot@users.noreply.github.com',
    };
}
/** Build the agent environment: profile base, agent shell layer, then the scenario's `env` (§3 layers 1-3). */
function buildAgentEnv(options) {
    const base = {
        HOME: options.home,
        PATH: SANDBOX_PATH,
        LANG: 'C.UTF-8',
    };
    // The cli surface drops COPILOT_AGENT_* and GITHUB_COPILOT_* (runtime-behaviour.md §1.1).
    if (options.profile.surface === 'cloud') {
        base.GITHUB_COPILOT_API_TOKEN = PLACEHOLDER_API_TOKEN;
        base.GITHUB_COPILOT_GIT_TOKEN = PLACEHOLDER_GIT_TOKEN;
        base.COPILOT_AGENT_PROMPT = options.prompt;
    }
    if (options.proxyUrl !== undefined) {
        for (const name of ['HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy'])
            base[name] = options.proxyUrl;
        base.NO_PROXY = SANDBOX_NO_PROXY;
        base.no_proxy = SANDBOX_NO_PROXY;
    }
    if (options.caBundle !== undefined) {
        for (const name of ['NODE_EXTRA_CA_CERTS', 'SSL_CERT_FILE', 'REQUESTS_CA_BUNDLE'])
            base[name] = options.caBundle;
    }
    const shell = options.profile.agentShellEnv && options.agentShell !== undefined
        ? buildAgentShellEnv(options.agentShell)
        : {};
    return { ...base, ...shell, ...options.extra };
}

;// CONCATENATED MODULE: ./src/commands/validate.ts
/** `hooksim validate`: load and validate every hook file under a profile. */






/** Load the repository's hook files as the profile's runtime would, with every diagnostic. */
async function validateRepo(options) {
    const profile = getProfile(options.profile);
    // cli profiles read user sources from the sandbox HOME, which starts empty (runtime-behaviour.md §2).
    const home = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'hooksim-home-'));
    try {
        const agentEnv = buildAgentEnv({ profile, home, prompt: '' });
        return await loadHookConfig((0,external_node_path_.resolve)(options.repo), profile, { home, agentEnv });
    }
    finally {
        await (0,promises_.rm)(home, { recursive: true, force: true });
    }
}
/** Whether any file was rejected: the CLI exits 1 then. */
function hasRejectedFile(config) {
    return config.files.some((file) => file.status === 'rejected');
}

;// CONCATENATED MODULE: ./src/report/annotations.ts
function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(text) {
    return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
const COMMAND = { error: 'error', warning: 'warning', info: 'notice' };
/** One workflow command line for a diagnostic; `path` prefixes the file (the repo's place in the workspace). */
function formatAnnotation(diagnostic, path = '') {
    const file = path ? `${path.replace(/\/$/, '')}/${diagnostic.file}` : diagnostic.file;
    const props = [`file=${escapeProperty(file)}`];
    if (diagnostic.line > 0)
        props.push(`line=${diagnostic.line}`);
    if (diagnostic.column > 0)
        props.push(`col=${diagnostic.column}`);
    props.push(`title=${escapeProperty(`hooksim ${diagnostic.code}`)}`);
    return `::${COMMAND[diagnostic.severity]} ${props.join(',')}::${escapeData(diagnostic.message)}`;
}

;// CONCATENATED MODULE: ./src/report/text.ts

/** `file:line:column severity code message`, the form editors and terminals link. */
function formatDiagnostic(d) {
    const place = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
    return `${place}  ${d.severity} ${d.code}  ${d.message}`;
}
/** The text report of `validate`: one line per file, then every diagnostic. */
function formatValidation(config, profile) {
    const lines = [`Hook files under profile ${profile}:`];
    if (config.files.length === 0)
        lines.push('  (no hook files found in .github/hooks)');
    for (const file of config.files) {
        lines.push(`  ${file.status.padEnd(8)} ${file.file}  (${file.hooks} hook${file.hooks === 1 ? '' : 's'})`);
    }
    if (config.diagnostics.length > 0) {
        lines.push('', 'Diagnostics:');
        for (const d of config.diagnostics)
            lines.push(`  ${formatDiagnostic(d)}`);
    }
    return lines.join('\n');
}
function oneLine(text, max = 120) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
function describeHook(hook) {
    const label = hookLabel(hook);
    if (hook.status === 'skipped')
        return `${label}  ${hook.type}  skipped: ${hook.skipped ?? ''}`;
    const parts = [`${label}  ${hook.type}  ${hook.status}`];
    if (hook.exitCode !== undefined && hook.exitCode !== null)
        parts.push(`exit ${hook.exitCode}`);
    if (hook.httpStatus !== undefined)
        parts.push(`HTTP ${hook.httpStatus}`);
    parts.push(`${Math.round(hook.durationMs)} ms`);
    let line = parts.join('  ');
    if (hook.output !== undefined)
        line += `\n      output: ${oneLine(JSON.stringify(hook.output))}`;
    else if (hook.parseError)
        line += `\n      output: none (${oneLine(hook.parseError, 80)})`;
    if (hook.error)
        line += `\n      error: ${oneLine(hook.error)}`;
    for (const p of hook.progress ?? [])
        line += `\n      progress: ${oneLine(p.message)}`;
    return line;
}
/** The text report of `fire`: the hooks that ran and the decision, with the deciding hook named. */
function formatEventRecord(record, profile) {
    const lines = [`${record.event} under profile ${profile}`];
    if (!record.fired) {
        lines.push(`  not fired: ${record.skipped ?? ''}`);
        return lines.join('\n');
    }
    if (record.hooks.length === 0)
        lines.push('  no hook is configured for this event');
    for (const hook of record.hooks)
        lines.push(`  ${describeHook(hook)}`);
    const result = record.result;
    lines.push('');
    if (result.decision) {
        const by = result.decidedBy ? ` (decided by ${result.decidedBy})` : '';
        const effective = result.decision === 'ask' ? 'ask, treated as deny' : result.decision;
        lines.push(`Decision: ${effective}${by}`);
    }
    if (result.reason !== undefined)
        lines.push(`Reason: ${result.reason}`);
    if (result.args !== undefined)
        lines.push(`Arguments: ${JSON.stringify(result.args)}`);
    if (result.additionalContext !== undefined)
        lines.push(`Additional context: ${result.additionalContext}`);
    if (result.modifiedResponse !== undefined)
        lines.push(`Modified response: ${result.modifiedResponse}`);
    if (result.ignoredOutputs?.length)
        lines.push(`Ignored outputs: ${result.ignoredOutputs.join(', ')}`);
    if (result.agentSees !== undefined)
        lines.push(`Agent sees:\n${indent(result.agentSees)}`);
    for (const warning of record.warnings ?? [])
        lines.push(`warning: ${warning}`);
    return lines.join('\n');
}
function indent(text) {
    return text
        .split('\n')
        .map((line) => `  | ${line}`)
        .join('\n');
}

;// CONCATENATED MODULE: ./src/action.ts
/** The Action's main module: parse inputs once, call the core, publish annotations and a summary. */




/** Validate the repository's hook files and report them on the workflow run. */
async function run() {
    const repo = core/* getInput */.V4('repo-path') || '.';
    const profile = core/* getInput */.V4('profile') || 'cloud';
    const config = await validateRepo({ repo, profile });
    for (const d of config.diagnostics)
        process.stdout.write(`${formatAnnotation(d, repo === '.' ? '' : repo)}\n`);
    const rejected = config.files.filter((f) => f.status === 'rejected').length;
    core/* setOutput */.uH('files', String(config.files.length));
    core/* setOutput */.uH('rejected', String(rejected));
    try {
        await core/* summary */.z
            .addHeading('hooksim: hook files', 2)
            .addTable([
            [
                { data: 'file', header: true },
                { data: 'status', header: true },
                { data: 'hooks', header: true },
            ],
            ...config.files.map((f) => [escapeHtml(f.file), f.status, String(f.hooks)]),
        ])
            .addCodeBlock(escapeHtml(config.diagnostics.map(formatDiagnostic).join('\n') || 'no diagnostics'))
            .write();
    }
    catch (error) {
        core/* warning */.$e(`Could not write the job summary: ${error.message}`);
    }
    if (hasRejectedFile(config))
        core/* setFailed */.C1(`${rejected} hook file(s) rejected; see the annotations.`);
}
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}


/***/ })

};
