export const id = 729;
export const ids = [729];
export const modules = {

/***/ 4446:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  P: () => (/* binding */ dispatchEvent)
});

// UNUSED EXPORTS: entrySkipReason

// EXTERNAL MODULE: ./src/events/catalogue.ts
var catalogue = __webpack_require__(2064);
;// CONCATENATED MODULE: ./src/events/ignored-output.ts
/** The output fields an event reads from a hook's JSON under a profile, for this entry's casing. */
function fieldsRead(event, profile, entry) {
    switch (event) {
        case 'sessionStart':
        case 'subagentStart':
        case 'notification':
        case 'postToolUseFailure':
            return ['additionalContext'];
        case 'userPromptSubmitted': {
            const read = [...profile.userPromptSubmittedOutputs];
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
function whyIgnored(field, event, entry) {
    if (field === 'hookSpecificOutput') {
        return entry.casing === 'pascal'
            ? `hookSpecificOutput is read only on PreToolUse; on ${entry.eventKey} write its fields at the top level`
            : `hookSpecificOutput is Claude Code's form, read only on PascalCase PreToolUse entries; on ${entry.eventKey} write its fields at the top level`;
    }
    if (CLAUDE_ONLY.has(field))
        return `${field} is a Claude Code field that Copilot ignores`;
    if (COPILOT_FIELDS.has(field))
        return `${entry.eventKey} does not read ${field}`;
    return `${field} is not an output field of ${entry.eventKey}`;
}
/**
 * Why the runtime drops all or part of this run's output, one note per reason; empty when everything it
 * printed counts (or it printed nothing). Only runs whose stdout is read (exit 0) are judged.
 */
function ignoredOutput(event, record, entry, profile) {
    if (record.status !== 'ok')
        return [];
    const read = fieldsRead(event, profile, entry);
    if (record.output === undefined) {
        const text = (record.stdout ?? '').trim();
        if (text === '' || record.parseError === undefined)
            return [];
        return [
            `stdout is not one JSON object, so none of it reaches the agent${read.length === 0 ? '' : ` (${entry.eventKey} reads ${read.join(', ')} from a JSON object)`}`,
        ];
    }
    if (typeof record.output !== 'object' || record.output === null || Array.isArray(record.output))
        return [];
    const fields = Object.keys(record.output);
    if (fields.length === 0)
        return [];
    if (read.length === 0)
        return [`${entry.eventKey} output is ignored, even when valid`];
    return fields.filter((field) => !read.includes(field)).map((field) => whyIgnored(field, event, entry));
}

// EXTERNAL MODULE: ./src/events/merge.ts + 4 modules
var merge = __webpack_require__(1388);
// EXTERNAL MODULE: ./src/events/payloads.ts
var payloads = __webpack_require__(9830);
// EXTERNAL MODULE: ./src/diagnostics.ts
var diagnostics = __webpack_require__(4851);
// EXTERNAL MODULE: ./src/matchers.ts
var matchers = __webpack_require__(32);
// EXTERNAL MODULE: ./src/hook-record.ts
var hook_record = __webpack_require__(2172);
;// CONCATENATED MODULE: ./src/report/excerpt.ts
/** The most UTF-8 bytes of stdout, stderr or an error text a record keeps (64 KiB). */
const EXCERPT_BYTES = 64 * 1024;
/** The first `limit` UTF-8 bytes of a text, cut at a code point, and how many bytes were left out. */
function excerpt(text, limit = EXCERPT_BYTES) {
    // A UTF-8 byte is at most one UTF-16 unit: a text of at most `limit` units is within the limit too.
    if (text.length <= limit / 3)
        return { text, omittedBytes: 0 };
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes <= limit)
        return { text, omittedBytes: 0 };
    const buffer = Buffer.from(text.slice(0, limit), 'utf8').subarray(0, limit);
    let end = buffer.length;
    // Back off a cut multi-byte sequence: continuation bytes are 10xxxxxx.
    while (end > 0 && ((buffer[end - 1] ?? 0) & 0xc0) === 0x80)
        end--;
    if (end > 0 && (buffer[end - 1] ?? 0) >= 0xc0)
        end--;
    const kept = buffer.subarray(0, end).toString('utf8');
    return { text: kept, omittedBytes: bytes - Buffer.byteLength(kept, 'utf8') };
}
/** A text cut to its excerpt with a note of what was left out, for messages and warnings. */
function clipText(text, limit = EXCERPT_BYTES) {
    const cut = excerpt(text, limit);
    return cut.omittedBytes === 0 ? text : `${cut.text}… [${cut.omittedBytes} more bytes not kept]`;
}
/**
 * A hook record as reports keep it: stdout, stderr and the error text cut to their excerpts, with
 * `stdoutOmittedBytes`/`stderrOmittedBytes` where something was left out; a parsed output larger than an
 * excerpt is dropped (`outputOmittedBytes`; `keepOutput` keeps it while the merge still needs it), and progress
 * messages past an excerpt's worth are counted (`progressOmitted`), not kept. Applying it twice changes nothing.
 */
function excerptRecord(record, options = {}) {
    const kept = { ...record };
    for (const stream of ['stdout', 'stderr']) {
        const text = record[stream];
        if (text === undefined)
            continue;
        const cut = excerpt(text);
        kept[stream] = cut.text;
        if (cut.omittedBytes > 0)
            kept[`${stream}OmittedBytes`] = cut.omittedBytes;
    }
    if (record.error !== undefined)
        kept.error = clipText(record.error);
    // Output and progress come from stdout: only a stdout larger than its excerpt can make them large.
    if (kept.stdoutOmittedBytes === undefined)
        return kept;
    if (record.output !== undefined && options.keepOutput !== true) {
        const size = Buffer.byteLength(JSON.stringify(record.output) ?? '', 'utf8');
        if (size > EXCERPT_BYTES) {
            delete kept.output;
            kept.outputOmittedBytes = size;
        }
    }
    if (record.progress !== undefined) {
        let budget = EXCERPT_BYTES;
        const progress = record.progress.filter((message) => {
            budget -= Buffer.byteLength(message.message ?? '', 'utf8') + 32;
            return budget >= 0;
        });
        kept.progress = progress;
        if (progress.length < record.progress.length)
            kept.progressOmitted = record.progress.length - progress.length;
    }
    return kept;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/runners/missing-program.ts + 1 modules
var missing_program = __webpack_require__(4052);
// EXTERNAL MODULE: ./src/runners/output.ts
var output = __webpack_require__(1238);
// EXTERNAL MODULE: ./src/engines/copilot-install.ts
var copilot_install = __webpack_require__(8289);
;// CONCATENATED MODULE: ./src/runners/command.ts
/**
 * Run one command hook entry through a HookHost: argv, stdin, cwd, environment layers, timeout, and the
 * mapping of what happened to a HookRecord (spec/runtime-behaviour.md §4-§7, cloud-environment.md §3).
 */




// The cli profile is the pinned CLI as observed: one version for both (the engine's pin).

/** The longest command text a timeout message keeps (runtime-behaviour.md §5). */
const TIMEOUT_TEXT_LIMIT = 80;
/** The shell every bash hook runs in (runtime-behaviour.md §4). */
const BASH_ARGV = ['/bin/bash', '--norc', '--noprofile', '-c'];
/** The argv a profile spawns for an entry, or why it does not run it. */
function commandArgv(entry, profile) {
    if (entry.exec !== undefined) {
        if (profile.execEntries === 'skip')
            return { skipped: 'exec entries are only supported in Copilot CLI' };
        // A bare name is looked up by spawn through the final env's PATH: the entry's PATH, else the inherited one.
        return { argv: [entry.exec, ...(entry.args ?? [])] };
    }
    const text = entry.bash ?? entry.command;
    if (text !== undefined)
        return { argv: [...BASH_ARGV, text] };
    if (entry.powershell !== undefined) {
        if (profile.powershellOnlyEntries === 'pwsh')
            return { argv: ['pwsh', '-NoProfile', '-Command', entry.powershell] };
        return {
            skipped: profile.surface === 'cloud'
                ? 'powershell entries are ignored by Copilot cloud agent'
                : 'powershell-only entries are not run on Linux',
        };
    }
    return { skipped: 'the entry has no bash, command or exec field' };
}
/** The command text hooks are named by in messages: the shell text, or `<exec> <args...>`. */
function commandText(entry) {
    if (entry.exec !== undefined)
        return [entry.exec, ...(entry.args ?? [])].join(' ');
    return entry.bash ?? entry.command ?? entry.powershell ?? '';
}
/** Shorten a command text for the timeout message per `timeoutTextTruncation`; counts code points. */
function truncateCommandText(text, profile) {
    const points = Array.from(text);
    if (points.length <= TIMEOUT_TEXT_LIMIT)
        return text;
    if (profile.timeoutTextTruncation === 'cut')
        return points.slice(0, TIMEOUT_TEXT_LIMIT).join('');
    return `${points.slice(0, TIMEOUT_TEXT_LIMIT - 1).join('')}…`;
}
/** `Hook command timed out after <N> seconds: <text>`, with N as configured (R068). */
function timeoutMessage(entry, profile) {
    return `Hook command timed out after ${entry.timeoutSec} seconds: ${truncateCommandText(commandText(entry), profile)}`;
}
/** The hook's working directory: the entry's `cwd` against the workspace, else the workspace (R036, R037). */
function resolveHookCwd(entry, workspace) {
    return entry.cwd === undefined ? workspace : external_node_path_default().resolve(workspace, entry.cwd);
}
/** `$NAME` and `${NAME}` from `vars`, unset → empty; nothing else is special (`%NAME%`, `~`, `$(...)` stay). */
function expandPosixVars(value, vars) {
    return value.replace(/\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/g, (_match, braced, bare) => vars[braced ?? bare ?? ''] ?? '');
}
/**
 * The CLI binary's own variables (`cliBinaryEnvVars`, FINDINGS §8): its version, and the directory its
 * package is unpacked to, `${XDG_CACHE_HOME:-$HOME/.cache}/copilot/pkg/linux-x64/<version>`, read from the
 * environment the hook inherits, so it names the path a real install in that sandbox would use.
 */
function cliBinaryVariables(inherited, profile) {
    if (!profile.cliBinaryEnvVars)
        return {};
    const cache = inherited.XDG_CACHE_HOME || external_node_path_default().posix.join(inherited.HOME ?? '/root', '.cache');
    return {
        COPILOT_CLI_BINARY_VERSION: copilot_install/* COPILOT_CLI_VERSION */.P5,
        COPILOT_CLI_RESOLVED_DIST_DIR: external_node_path_default().posix.join(cache, 'copilot', 'pkg', 'linux-x64', copilot_install/* COPILOT_CLI_VERSION */.P5),
    };
}
/** The variables the runtime adds to every hook under `runtimeEnvVars=copilot` (cloud-environment.md §3). */
function runtimeVariables(entry, host, profile) {
    if (profile.runtimeEnvVars !== 'copilot')
        return {};
    return {
        COPILOT_CLI: '1',
        COPILOT_HOOK_DIR: external_node_path_default().resolve(host.workspace, entry.fileDir),
        COPILOT_PROJECT_DIR: host.workspace,
        CLAUDE_PROJECT_DIR: host.workspace,
    };
}
/**
 * The hook's complete environment, later layers winning: host base, agent env, runtime variables, the
 * entry's `env` (literal or POSIX-expanded per `envExpansion`), then `PWD` = the hook's cwd.
 */
function buildHookEnv(entry, context, cwd) {
    const base = { ...context.host.baseEnv, ...context.agentEnv };
    const inherited = {
        ...base,
        ...cliBinaryVariables(base, context.profile),
        ...runtimeVariables(entry, context.host, context.profile),
    };
    const own = {};
    for (const [name, value] of Object.entries(entry.env ?? {})) {
        own[name] = context.profile.envExpansion === 'posix' ? expandPosixVars(value, inherited) : value;
    }
    return { ...inherited, ...own, PWD: cwd };
}
function failureText(result, stderr) {
    if (result.exitCode === null && result.signal !== null) {
        // A decision: the runtime's text names only codes; a signal death is reported by its name.
        return `Hook command was killed by signal ${result.signal}\nStderr: ${stderr}`;
    }
    return `Hook command failed with code ${result.exitCode}\nStderr: ${stderr}`;
}
function statusOf(result) {
    if (result.spawnError !== undefined)
        return 'error';
    if (result.timedOut)
        return 'timeout';
    if (result.exitCode === 0)
        return 'ok';
    if (result.exitCode === 2)
        return 'exit2';
    return 'error';
}
/**
 * Run one command hook and report what happened; never throws for the hook's own failure. Output is
 * parsed for `ok` and `exit2` only: a crashed or timed-out hook's stdout never counts (§5, §7).
 */
async function runCommandHook(entry, payload, context) {
    const { host, profile } = context;
    const chosen = commandArgv(entry, profile);
    if ('skipped' in chosen)
        return (0,hook_record/* skippedHookRecord */.Jc)(entry, chosen.skipped);
    const stdin = JSON.stringify(payload) + (profile.stdinTrailingNewline ? '\n' : '');
    const cwd = resolveHookCwd(entry, host.workspace);
    const result = await host.exec({
        argv: chosen.argv,
        cwd,
        env: buildHookEnv(entry, context, cwd),
        stdin,
        timeoutMs: entry.timeoutSec * 1000,
        killMode: profile.timeoutKill,
        killGroupOnExit: profile.killGroupOnExit,
        outputCapBytes: profile.outputCapBytes,
    });
    // toString('utf8') replaces invalid bytes with U+FFFD: binary output cannot crash the report.
    const stdout = result.stdout.toString('utf8');
    const stderr = result.stderr.toString('utf8');
    const status = statusOf(result);
    const parsed = (0,output/* parseHookStdout */.e)(stdout);
    const record = {
        ...(0,hook_record/* hookRecordBase */.sg)(entry),
        status,
        exitCode: result.exitCode,
        signal: result.signal,
        durationMs: result.durationMs,
        // What the hook received, parsed back: exactly the bytes on its stdin.
        payload: JSON.parse(stdin),
        stdout,
        stderr,
        progress: parsed.progress,
        stdoutTruncated: result.stdoutTruncated,
    };
    if (status === 'ok' || status === 'exit2') {
        if ('output' in parsed)
            record.output = parsed.output;
        if (parsed.parseError !== undefined)
            record.parseError = parsed.parseError;
    }
    else if (status === 'timeout') {
        record.error = timeoutMessage(entry, profile);
    }
    else {
        record.error = result.spawnError ?? failureText(result, stderr);
        const missing = (0,missing_program/* describeMissingProgram */.G6)(result.exitCode, stderr);
        if (missing)
            record.missingProgram = missing;
    }
    return record;
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./src/firewall/host-addresses.ts
var host_addresses = __webpack_require__(7613);
// EXTERNAL MODULE: ./src/runners/http-url.ts
var http_url = __webpack_require__(4035);
// EXTERNAL MODULE: ./src/ip-version.ts
var ip_version = __webpack_require__(6271);
;// CONCATENATED MODULE: ./src/runners/http.ts
/** Run one HTTP hook entry (runtime-behaviour.md §12, §5, §6): POST the payload, read the capped reply. */







/** The user agent Copilot CLI 1.0.102 sends (§12). */
const HTTP_HOOK_USER_AGENT = 'copilot/1.0.102 (linux v24.20.0) term/unknown';
/** A failure that ends the exchange before or instead of a response. */
class HttpHookFailure extends Error {
    failure;
    code = 'http-hook-failure';
    constructor(failure, message) {
        super(message);
        this.failure = failure;
        this.name = 'HttpHookFailure';
    }
}
const LOOPBACK = new external_node_net_.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
const PRIVATE_OR_LINK_LOCAL = new external_node_net_.BlockList();
PRIVATE_OR_LINK_LOCAL.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE_OR_LINK_LOCAL.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE_OR_LINK_LOCAL.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE_OR_LINK_LOCAL.addSubnet('169.254.0.0', 16, 'ipv4');
PRIVATE_OR_LINK_LOCAL.addSubnet('fc00::', 7, 'ipv6');
PRIVATE_OR_LINK_LOCAL.addSubnet('fe80::', 10, 'ipv6');
const DNS_FAILURE_TEXT = 'failed to lookup address information: Name or service not known';
/** Whether the SSRF guard refuses an address (IPv4-mapped IPv6 counts as its IPv4 address). */
function isBlockedAddress(address, allowLoopback) {
    const family = (0,ip_version/* ipVersion */.U)(address) === 6 ? 'ipv6' : 'ipv4';
    if (PRIVATE_OR_LINK_LOCAL.check(address, family))
        return true;
    return !allowLoopback && LOOPBACK.check(address, family);
}
/**
 * Expand `$NAME` and `${NAME}` in one header value: listed names from `env` (unset → empty); an unlisted
 * reference becomes empty under `unlisted=empty` (1.0.102, FINDINGS §10.4) or stays as written (§12).
 */
function expandHeaderValue(value, allowed, env, unlisted = 'verbatim') {
    return value.replace(/\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/g, (ref, braced, bare) => {
        const name = (braced ?? bare);
        if (allowed.includes(name))
            return env[name] ?? '';
        return unlisted === 'empty' ? '' : ref;
    });
}
/** The request headers: the runtime's two, then the entry's (replacing a default of the same name). */
function buildHeaders(entry, env, profile) {
    const headers = {
        'content-type': 'application/json',
        'user-agent': HTTP_HOOK_USER_AGENT,
    };
    for (const [name, value] of Object.entries(entry.headers ?? {})) {
        delete headers[name.toLowerCase()];
        headers[name] = expandHeaderValue(value, entry.allowedEnvVars ?? [], env, profile.headerUnlistedVars);
    }
    return headers;
}
/** Resolve the host once and apply the simulated SSRF guard (Copilot's own) to every address. */
async function resolveChecked(url, rawUrl, context) {
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    let addresses;
    if ((0,ip_version/* ipVersion */.U)(host) !== 0) {
        addresses = [host];
    }
    else {
        try {
            addresses = await (context.resolve ?? host_addresses/* lookupAll */.Qi)(host);
        }
        catch {
            throw new HttpHookFailure('dns', DNS_FAILURE_TEXT);
        }
        if (addresses.length === 0)
            throw new HttpHookFailure('dns', DNS_FAILURE_TEXT);
    }
    if (context.profile.ssrfGuard) {
        const allowLoopback = (0,http_url/* readHttpSwitches */.vJ)(context.agentEnv).allowLocalhost;
        const blocked = addresses.find((address) => isBlockedAddress(address, allowLoopback));
        if (blocked !== undefined) {
            throw new HttpHookFailure('ssrf', `HTTP hook URL "${rawUrl}" resolves to blocked address ${blocked}. URLs must not target loopback, private, or link-local addresses.`);
        }
    }
    return addresses;
}
/** hooksim's host guard: its own process sends what is not sent from the sandbox. */
function guardHostAddresses(url, addresses, context) {
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    // Not the simulated guard above (a profile or the agent env may switch that): hooksim's own process sends
    // this request, so this machine and its network stay out of reach unless the operator said otherwise.
    if (context.localNetwork !== true) {
        const protectedAddress = addresses.find((address) => (0,host_addresses/* isHostProtectedAddress */.bP)(address));
        if (protectedAddress !== undefined) {
            const what = (0,ip_version/* ipVersion */.U)(host) === 0
                ? `${host} resolves to ${protectedAddress}, an address`
                : `${host} is an address`;
            throw new HttpHookFailure('network', `hooksim did not send this HTTP hook: ${what} of this machine or its private network (mock the URL with mocks.http, or pass --allow-local-network for hooks you trust)`);
        }
    }
}
/** Whether every address is loopback: such a request goes to the sandbox's loopback when there is one. */
function allLoopback(addresses) {
    return addresses.every((address) => LOOPBACK.check(address, (0,ip_version/* ipVersion */.U)(address) === 6 ? 'ipv6' : 'ipv4'));
}
/**
 * An agent that connects only to the checked addresses, so DNS cannot change between the guard and the
 * connect; the Host header and TLS servername stay the URL host.
 */
function createPinnedAgent(AgentClass, addresses) {
    const checked = addresses.map((address) => ({
        address,
        family: (0,ip_version/* ipVersion */.U)(address) === 6 ? 6 : 4,
    }));
    const lookup = (_hostname, options, callback) => {
        // Node asks for all addresses when it races families (autoSelectFamily), else for one.
        if (options.all)
            callback(null, checked);
        else
            callback(null, checked[0]?.address ?? '', checked[0]?.family);
    };
    return new AgentClass({ connect: { lookup } });
}
/** Read at most `cap` bytes of a body, then stop reading and drop the connection. */
async function readCapped(body, cap) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        if (size + chunk.length > cap) {
            chunks.push(chunk.subarray(0, cap - size));
            // Leaving the loop destroys the stream: the rest is never buffered.
            return { body: Buffer.concat(chunks), truncated: true };
        }
        chunks.push(chunk);
        size += chunk.length;
    }
    return { body: Buffer.concat(chunks), truncated: false };
}
/** Send the request over the network (after the gate and the SSRF guard). */
async function sendRequest(url, label, entry, body, context, signal) {
    const addresses = await resolveChecked(url, entry.url ?? '', context);
    if (signal.aborted)
        throw signal.reason;
    const headers = buildHeaders(entry, context.agentEnv, context.profile);
    if (context.loopback && context.localNetwork !== true && allLoopback(addresses)) {
        try {
            return await context.loopback({
                url: url.href,
                address: addresses[0] ?? '127.0.0.1',
                headers,
                body,
                timeoutMs: entry.timeoutSec * 1000,
                capBytes: context.profile.outputCapBytes,
            });
        }
        catch (error) {
            if (signal.aborted)
                throw error;
            const code = error.message;
            throw new HttpHookFailure('network', `HTTP hook fetch failed: ${label}${/^E[A-Z]+$/.test(code) ? ` (code=${code})` : ''}`);
        }
    }
    guardHostAddresses(url, addresses, context);
    const { Agent: AgentClass, request } = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19));
    const agent = createPinnedAgent(AgentClass, addresses);
    try {
        let response;
        try {
            response = await request(url, {
                method: 'POST',
                headers,
                body,
                signal,
                dispatcher: agent,
            });
        }
        catch (error) {
            if (signal.aborted)
                throw error;
            const code = readErrorCode(error);
            throw new HttpHookFailure('network', `HTTP hook fetch failed: ${label}${code ? ` (code=${code})` : ''}`);
        }
        const read = await readCapped(response.body, context.profile.outputCapBytes);
        return { status: response.statusCode, ...read };
    }
    finally {
        await agent.destroy().catch(() => undefined);
    }
}
function readErrorCode(error) {
    for (let current = error, depth = 0; current && depth < 3; depth++) {
        const code = current.code;
        if (typeof code === 'string' && code !== '')
            return code;
        current = current.cause;
    }
    return undefined;
}
/** Do the whole exchange: gate, then mock or network. */
async function exchange(url, label, entry, body, context, signal) {
    const verdict = context.gate?.check(url);
    if (verdict?.mock) {
        if (verdict.mock.delayMs)
            await (0,promises_.setTimeout)(verdict.mock.delayMs, undefined, { signal });
        const bytes = Buffer.from(verdict.mock.body, 'utf8');
        const cap = context.profile.outputCapBytes;
        return {
            status: verdict.mock.status ?? 200,
            body: bytes.subarray(0, cap),
            truncated: bytes.length > cap,
        };
    }
    // The allow-list is a cloud rule; on the CLI surface egress is only logged (runtime-behaviour.md §1.1).
    if (verdict && !verdict.allowed && context.profile.surface === 'cloud') {
        throw new HttpHookFailure('firewall', `HTTP hook request blocked by firewall: ${label}`);
    }
    return sendRequest(url, label, entry, body, context, signal);
}
/** Parse a 2xx body: trimmed, one JSON.parse, no progress stripping; only a plain object is output (§6). */
function parseBody(text) {
    const trimmed = text.trim();
    if (trimmed === '')
        return { parseError: 'empty output' };
    let value;
    try {
        value = JSON.parse(trimmed);
    }
    catch (error) {
        return { parseError: error.message };
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        return { parseError: 'output is not a JSON object' };
    }
    return { output: value };
}
/** Race a promise against the hook timeout; on expiry abort `controller` and resolve to undefined. */
async function withTimeout(work, ms, controller) {
    let timer;
    const expiry = new Promise((resolve) => {
        timer = setTimeout(() => {
            controller.abort(new Error('HTTP hook timed out'));
            resolve(undefined);
        }, ms);
    });
    // The losing side still settles later; keep that from becoming an unhandled rejection.
    work.catch(() => undefined);
    try {
        return await Promise.race([work, expiry]);
    }
    finally {
        clearTimeout(timer);
    }
}
/** Run one `type: "http"` entry and record it; never throws, and never decides deny (the event merge does). */
async function runHttpHook(entry, payload, context) {
    const started = external_node_perf_hooks_.performance.now();
    const label = `POST ${entry.url ?? ''}`;
    const base = {
        ...(0,hook_record/* hookRecordBase */.sg)(entry),
        type: 'http',
        status: 'ok',
        durationMs: 0,
        payload,
    };
    const finish = (fields) => ({
        ...base,
        ...fields,
        durationMs: Math.round(external_node_perf_hooks_.performance.now() - started),
    });
    let url;
    try {
        url = new URL(entry.url ?? '');
    }
    catch {
        return finish({ status: 'error', httpFailure: 'network', error: `HTTP hook fetch failed: ${label}` });
    }
    const controller = new AbortController();
    let reply;
    try {
        const work = exchange(url, label, entry, JSON.stringify(payload), context, controller.signal);
        reply = await withTimeout(work, entry.timeoutSec * 1000, controller);
    }
    catch (error) {
        if (error instanceof HttpHookFailure) {
            return finish({ status: 'error', httpFailure: error.failure, error: error.message });
        }
        const code = readErrorCode(error);
        return finish({
            status: 'error',
            httpFailure: 'network',
            error: `HTTP hook fetch failed: ${label}${code ? ` (code=${code})` : ''}`,
        });
    }
    if (reply === undefined) {
        return finish({
            status: 'timeout',
            httpFailure: 'timeout',
            error: `HTTP hook timed out after ${entry.timeoutSec}s: ${label}`,
        });
    }
    const text = reply.body.toString('utf8');
    const common = {
        httpStatus: reply.status,
        stdout: text,
        ...(reply.truncated ? { stdoutTruncated: true } : {}),
    };
    if (reply.status >= 300 && reply.status < 400) {
        return finish({
            ...common,
            status: 'error',
            httpFailure: 'redirect',
            error: `HTTP hook returned redirect ${reply.status}: ${label}`,
        });
    }
    if (reply.status < 200 || reply.status >= 300) {
        return finish({
            ...common,
            status: 'error',
            httpFailure: 'status',
            error: `HTTP hook returned non-success status ${reply.status}: ${label}`,
        });
    }
    return finish({ ...common, status: 'ok', ...parseBody(text) });
}

;// CONCATENATED MODULE: ./src/dispatch.ts
/**
 * Dispatch one event: run every matching entry in order, one after another, with the profile's
 * short-circuit and chaining, and merge their outputs into one outcome (runtime-behaviour.md §2, §7-§9).
 */










const compiledMatchers = new WeakMap();
function matcherOf(entry, profile) {
    let compiled = compiledMatchers.get(entry);
    if (!compiled) {
        const result = (0,matchers/* compileMatcher */.qM)(entry.event, entry.casing, entry.matcher, profile);
        // The loader drops entries whose matcher does not compile, so `ok: false` cannot reach here.
        compiled = result.ok ? result.matcher : { kind: 'unsupportedHere', message: result.message };
        compiledMatchers.set(entry, compiled);
    }
    return compiled;
}
/** Why the profile never runs this entry, or undefined when it may run. */
function entrySkipReason(entry, profile) {
    if (entry.disabled)
        return 'disableAllHooks is true in this file';
    if (entry.type === 'prompt')
        return profile.promptEntries === 'skip' ? 'non-interactive session' : undefined;
    if (entry.type !== 'command')
        return undefined;
    const argv = commandArgv(entry, profile);
    return 'skipped' in argv ? argv.skipped : undefined;
}
function matchValue(event, input) {
    switch (catalogue/* MATCHER_TARGET */.DU[event]) {
        case 'toolName':
            return input.toolName;
        case 'agentName':
            return input.agentName;
        case 'trigger':
            return input.trigger;
        case 'notificationType':
            return input.notificationType;
        default:
            return undefined;
    }
}
async function runEntry(entry, payload, context) {
    if (entry.type === 'http') {
        return runHttpHook(entry, payload, {
            profile: context.profile,
            agentEnv: context.agentEnv,
            ...(context.httpGate ? { gate: context.httpGate } : {}),
            ...(context.resolve ? { resolve: context.resolve } : {}),
            ...(context.localNetwork === true ? { localNetwork: true } : {}),
            ...(context.host.loopbackHttp ? { loopback: context.host.loopbackHttp.bind(context.host) } : {}),
        });
    }
    return runCommandHook(entry, payload, {
        host: context.host,
        profile: context.profile,
        agentEnv: context.agentEnv,
    });
}
function runWarnings(run, profile) {
    const label = (0,hook_record/* hookLabel */.UR)(run.entry);
    const warnings = [];
    if (run.record.stdoutTruncated) {
        warnings.push(`${label}: hook output exceeded ${profile.outputCapBytes} bytes and was truncated`);
    }
    if ((run.record.status === 'error' || run.record.status === 'timeout') && run.record.error) {
        warnings.push(`${label}: ${run.record.error}`);
    }
    return warnings;
}
/** Run one event through the configured hooks and merge the outcome; never throws for a hook's failure. */
async function dispatchEvent(event, input, context) {
    const { profile, host } = context;
    // Inside a subagent 1.0.102 gives the subagent's id as sessionId, and the main transcript (FINDINGS §10.1).
    const agent = profile.subagentHookIdentity === 'agent' ? context.agent : undefined;
    const common = {
        sessionId: agent?.agentId ?? context.sessionId,
        // One clock read per dispatch: every hook of it sees the same instant (runtime-behaviour.md §11).
        timestamp: context.clock.now(),
        cwd: host.workspace,
        transcriptPath: (0,payloads/* transcriptPathFor */.Pi)(host.home, context.sessionId),
        ...(agent ? { agent } : {}),
    };
    const recordInput = (0,payloads/* buildPayload */.nI)(event, 'camel', input, common, profile);
    const neverFires = (0,catalogue/* eventNeverFires */.U5)(event, profile);
    if (neverFires)
        return { event, fired: false, skipped: neverFires, input: recordInput, hooks: [], result: {} };
    const runs = [];
    const matcherWarnings = [];
    let current = input;
    let stoppedBy;
    for (const entry of context.config.entries) {
        if (entry.event !== event)
            continue;
        const skip = entrySkipReason(entry, profile) ??
            (stoppedBy ? `not reached: ${(0,hook_record/* hookLabel */.UR)(stoppedBy)} stopped the chain` : undefined) ??
            matcherSkipReason(entry, current, context, matcherWarnings);
        if (skip) {
            runs.push({ entry, record: (0,hook_record/* skippedHookRecord */.Jc)(entry, skip) });
            continue;
        }
        const payload = (0,payloads/* buildPayload */.nI)(event, entry.casing, current, common, profile);
        context.attribute?.({
            event,
            file: entry.file,
            index: entry.index,
            ...(context.step === undefined ? {} : { step: context.step }),
        });
        const full = await runEntry(entry, payload, context).finally(() => context.attribute?.(undefined));
        // The merge reads the whole stdout and stderr only of an exit-2 run (§7); every other run keeps its
        // excerpt from here on, so a chain of hooks that print megabytes holds one hook's output at a time.
        const ignored = ignoredOutput(event, full, entry, profile);
        if (ignored.length > 0)
            full.ignored = ignored;
        const record = full.status === 'exit2' ? full : excerptRecord(full, { keepOutput: true });
        const run = { entry, record };
        runs.push(run);
        current = (0,merge/* chainInput */.Oz)(event, current, run, profile);
        if ((0,merge/* stopsChain */.BJ)(event, run, profile))
            stoppedBy = entry;
    }
    const merged = (0,merge/* mergeEvent */.$3)(event, input, runs, profile);
    const warnings = [
        ...matcherWarnings,
        ...runs.flatMap((run) => runWarnings(run, profile)),
        ...merged.warnings,
    ].map((warning) => clipText(warning));
    return {
        ...(context.step === undefined ? {} : { step: context.step }),
        event,
        fired: true,
        input: recordInput,
        hooks: runs.map((run) => excerptRecord(run.record)),
        result: merged.result,
        ...(warnings.length > 0 ? { warnings } : {}),
    };
}
function matcherSkipReason(entry, input, context, warnings) {
    const matcher = matcherOf(entry, context.profile);
    if (matcher.kind === 'unsupportedHere')
        return matcher.message;
    const value = matchValue(entry.event, input);
    const fires = (0,matchers/* testMatcher */.ti)(matcher, value);
    if (fires === 'timeout') {
        // Treated as not matching, and said where: the pattern is the repository's to fix.
        const message = (0,matchers/* matcherTimeoutMessage */.bO)(entry.matcher, value);
        warnings.push(`${entry.file}:${entry.position.line}: ${message}`);
        context.report?.((0,diagnostics/* diagnostic */.Y)(entry.file, entry.position, 'warning', matchers/* MATCHER_TIMEOUT_CODE */.L6, message));
        return message;
    }
    if (fires)
        return undefined;
    return `matcher '${entry.matcher ?? ''}' does not match ${value === undefined ? 'this event' : `'${value}'`}`;
}


/***/ }),

/***/ 1388:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GA: () => (/* reexport */ texts/* STOP_GUARD_WARNING */.GA),
  Oz: () => (/* binding */ chainInput),
  $3: () => (/* binding */ mergeEvent),
  y4: () => (/* binding */ stopLoopGuard),
  BJ: () => (/* binding */ stopsChain)
});

// UNUSED EXPORTS: SUBAGENT_STOP_UNBOUNDED_CODE, SUBAGENT_STOP_UNBOUNDED_MESSAGE

// EXTERNAL MODULE: ./src/hook-record.ts
var hook_record = __webpack_require__(2172);
;// CONCATENATED MODULE: ./src/events/merge-common.ts
/** Whether a value is a JSON object (not null, not an array). */
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** The value when it is a non-empty string, else undefined. */
function nonEmptyString(value) {
    return typeof value === 'string' && value !== '' ? value : undefined;
}
/** Whether an output has the field as its own property, whatever its value. */
function has(output, field) {
    return Object.prototype.hasOwnProperty.call(output, field);
}
/**
 * The output objects that merge on an event where exit 2 is a warning: `ok` runs, and `exit2` runs under
 * `exit2WarningStdout=merge`. Errors and timeouts contribute nothing (fail-open, §7).
 */
function contributionsOf(runs, profile) {
    const out = [];
    for (const run of runs) {
        const { status, output } = run.record;
        if (!isObject(output))
            continue;
        if (status === 'ok' || (status === 'exit2' && profile.exit2WarningStdout === 'merge'))
            out.push({ run, output });
    }
    return out;
}

// EXTERNAL MODULE: ./src/events/texts.ts
var texts = __webpack_require__(2421);
;// CONCATENATED MODULE: ./src/events/merge-context.ts



// ------------------------------------------------------------------------------ sessionStart, subagentStart
function isBlank(value) {
    return value.trim() === '';
}
/** Accumulate start-event `additionalContext` (§8.4); the value may end non-string under `reset`. */
function accumulateStartContext(runs, profile, warnings) {
    const limit = profile.outputCapBytes;
    let merged = undefined;
    for (const { run, output } of contributionsOf(runs, profile)) {
        if (!has(output, 'additionalContext'))
            continue;
        const value = output.additionalContext;
        if (typeof value !== 'string') {
            if (profile.sessionStartNonStringContext === 'reset')
                merged = value;
            continue;
        }
        const accumulated = typeof merged === 'string' && !isBlank(merged);
        if (isBlank(value)) {
            // A blank never erases real context; it is kept only when nothing real came before.
            if (!accumulated)
                merged = value;
            continue;
        }
        const next = accumulated ? `${merged}\n\n${value}` : value;
        const bytes = (0,texts/* utf8Length */.wI)(next);
        if (bytes > limit) {
            warnings.push((0,texts/* formatContextTooLargeWarning */.mG)((0,hook_record/* hookLabel */.UR)(run.entry), (0,texts/* utf8Length */.wI)(value), limit));
            continue;
        }
        merged = next;
    }
    return merged;
}
function startContext(runs, profile, warnings) {
    const merged = accumulateStartContext(runs, profile, warnings);
    if (merged === undefined)
        return { context: undefined, injected: undefined };
    // A final non-string (only under reset) is sent as its JSON text: `null` arrives as `null`.
    const context = typeof merged === 'string' ? merged : JSON.stringify(merged);
    const injected = isBlank(context) && !profile.blankContextInjected ? undefined : context;
    return { context, injected };
}
/** sessionStart: contexts accumulate under the output cap and are injected (§8.4). */
const mergeSessionStart = (_input, runs, profile, warnings) => {
    const { context, injected } = startContext(runs, profile, warnings);
    return {
        ...(context !== undefined ? { additionalContext: context } : {}),
        ...(injected !== undefined ? { agentSees: injected } : {}),
    };
};
/** subagentStart: the accumulated context precedes the subagent prompt (§8.4). */
const mergeSubagentStart = (input, runs, profile, warnings) => {
    const { context, injected } = startContext(runs, profile, warnings);
    const parts = [injected, input.prompt].filter((part) => part !== undefined);
    return {
        ...(context !== undefined ? { additionalContext: context } : {}),
        ...(parts.length > 0 ? { agentSees: parts.join('\n\n') } : {}),
    };
};
// ----------------------------------------------------------------------------- permissionRequest, notification
/** permissionRequest: later outputs override earlier ones field by field; exit 2 denies (§7, §8.6). */
const mergePermissionRequest = (_input, runs) => {
    let behavior;
    let message;
    let interrupt = false;
    for (const run of runs) {
        const { status, output } = run.record;
        const object = isObject(output) ? output : {};
        // Exit 2: stdout merged under {"behavior":"deny"}, stderr ignored (§7).
        const fields = status === 'exit2' ? { ...object, behavior: 'deny' } : status === 'ok' ? object : undefined;
        if (!fields)
            continue;
        // Later outputs override earlier ones field by field; invalid values are ignored.
        if (fields.behavior === 'allow' || fields.behavior === 'deny')
            behavior = { value: fields.behavior, run };
        if (typeof fields.message === 'string')
            message = fields.message;
        if (typeof fields.interrupt === 'boolean')
            interrupt = fields.interrupt;
    }
    if (!behavior)
        return { decision: 'none' };
    if (behavior.value === 'allow')
        return { decision: 'allow', decidedBy: (0,hook_record/* hookLabel */.UR)(behavior.run.entry) };
    return {
        decision: 'deny',
        ...(message !== undefined ? { reason: message } : {}),
        agentSees: (0,texts/* formatPermissionDenied */.ip)(message),
        // `interrupt: true` with a deny stops the agent entirely (R184).
        ...(interrupt ? { interrupt: true } : {}),
        decidedBy: (0,hook_record/* hookLabel */.UR)(behavior.run.entry),
    };
};
/** notification: contexts join into a prepended user message (§8.6). */
const mergeNotification = (_input, runs, profile) => {
    const parts = contributionsOf(runs, profile).map(({ output }) => nonEmptyString(output.additionalContext));
    const context = parts.filter((part) => part !== undefined).join('\n\n');
    // The context becomes a prepended user message of its own.
    return context === '' ? {} : { additionalContext: context, agentSees: context };
};
/** sessionEnd, errorOccurred, preCompact: output ignored even when valid (§8.6). */
const mergeIgnored = () => ({});

;// CONCATENATED MODULE: ./src/events/merge-prompt.ts



// ----------------------------------------------------------- fieldwise / lastValid (§8.5, §8.6, §9)
/** The last present value of a field and the run that gave it (`fieldwise`: `null` and `""` count). */
function lastPresent(contributions, field) {
    let found;
    for (const { run, output } of contributions)
        if (has(output, field))
            found = { value: output[field], run };
    return found;
}
/** Warn for every non-string (and, under `lastValid`, empty) value of a string override field (§6). */
function checkStringField(contributions, field, profile, warnings) {
    // 1.0.102 ignores a non-string override without a word (FINDINGS §9 Q22); the docs promise a warning.
    if (profile.stopPromptMerge === 'fieldwise')
        return;
    for (const { output } of contributions) {
        const value = output[field];
        if (value === undefined || value === null)
            continue;
        if (typeof value !== 'string')
            warnings.push((0,texts/* formatNotStringWarning */.IG)(field));
        else if (value === '' && profile.stopPromptMerge === 'lastValid')
            warnings.push((0,texts/* formatEmptyWarning */.zh)(field));
    }
}
/** The merged value of a string override field: any string under `fieldwise`, the last non-empty one under `lastValid`. */
function mergeStringOverride(contributions, field, profile, warnings) {
    checkStringField(contributions, field, profile, warnings);
    if (profile.stopPromptMerge === 'fieldwise') {
        const value = lastPresent(contributions, field)?.value;
        return typeof value === 'string' ? value : undefined;
    }
    let value;
    for (const { output } of contributions)
        value = nonEmptyString(output[field]) ?? value;
    return value;
}
/**
 * subagentStop `modifiedResponse` under `fieldwise`: the last string wins, `""` included; a non-string is dropped
 * and does not reset an earlier string (FINDINGS §9 Q22: `"MOD"` then `7` → `MOD`).
 */
function mergeModifiedResponse(contributions, profile, warnings) {
    if (profile.stopPromptMerge !== 'fieldwise')
        return mergeStringOverride(contributions, 'modifiedResponse', profile, warnings);
    let value;
    for (const { output } of contributions) {
        const candidate = output.modifiedResponse;
        if (typeof candidate === 'string')
            value = candidate;
    }
    return value;
}
/**
 * The userPromptSubmitted block under `fieldwise` as 1.0.102 merges it (FINDINGS §10.3, §9 Q23): `reason` is
 * taken only from outputs that also carry `decision`, and the prompt is blocked iff the merged decision is
 * `"block"` and the merged reason is a string, `""` and blanks included.
 */
function mergePromptBlock(contributions) {
    let decision;
    let reason;
    for (const { run, output } of contributions) {
        if (!has(output, 'decision'))
            continue;
        decision = { value: output.decision, run };
        if (has(output, 'reason'))
            reason = output.reason;
    }
    if (decision?.value !== 'block' || typeof reason !== 'string')
        return undefined;
    return { run: decision.run, reason };
}
/** The block verdict of a stop or prompt event; `needsReason` for agentStop/subagentStop (§9). */
function mergeBlock(contributions, profile, needsReason) {
    if (profile.stopPromptMerge === 'fieldwise') {
        const decision = lastPresent(contributions, 'decision');
        const reason = nonEmptyString(lastPresent(contributions, 'reason')?.value);
        if (decision?.value !== 'block' || (needsReason && reason === undefined))
            return undefined;
        return { run: decision.run, ...(reason !== undefined ? { reason } : {}) };
    }
    let block;
    for (const { run, output } of contributions) {
        const reason = nonEmptyString(output.reason);
        if (output.decision !== 'block' || (needsReason && reason === undefined))
            continue;
        // Any valid block blocks; a later allow cannot cancel it; the last one's reason is the text.
        block = { run, ...(reason !== undefined ? { reason } : {}) };
    }
    return block;
}
// --------------------------------------------------------------- userPromptSubmitted, userPromptTransformed
const PROMPT_OUTPUT_FIELDS = ['modifiedPrompt', 'additionalContext', 'decision', 'reason'];
/** userPromptSubmitted: the honoured outputs merge per `stopPromptMerge`; a valid block stops the model call (§8.5). */
const mergeUserPromptSubmitted = (input, runs, profile, warnings) => {
    const honoured = new Set(profile.userPromptSubmittedOutputs);
    // reason only means something alongside decision.
    if (honoured.has('decision'))
        honoured.add('reason');
    const contributions = contributionsOf(runs, profile);
    const ignoredOutputs = PROMPT_OUTPUT_FIELDS.filter((field) => !honoured.has(field) && contributions.some(({ output }) => has(output, field)));
    const original = input.prompt ?? '';
    const modified = honoured.has('modifiedPrompt')
        ? mergeStringOverride(contributions, 'modifiedPrompt', profile, warnings)
        : undefined;
    const prompt = modified ?? original;
    let context;
    if (honoured.has('additionalContext')) {
        if (profile.stopPromptMerge === 'fieldwise') {
            // The last hook's value, not a join.
            const value = lastPresent(contributions, 'additionalContext')?.value;
            context = typeof value === 'string' ? value : undefined;
        }
        else {
            const parts = contributions.map(({ output }) => nonEmptyString(output.additionalContext));
            const joined = parts.filter((part) => part !== undefined).join('\n\n');
            context = joined === '' ? undefined : joined;
        }
    }
    let block;
    if (honoured.has('decision')) {
        block =
            profile.stopPromptMerge === 'fieldwise'
                ? mergePromptBlock(contributions)
                : mergeBlock(contributions, profile, false);
    }
    const base = {
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
            decidedBy: (0,hook_record/* hookLabel */.UR)(block.run.entry),
        };
    }
    const agentSees = context ? (0,texts/* formatSystemReminder */.jt)(prompt, context) : prompt;
    return { ...base, decision: 'none', agentSees };
};
/** userPromptTransformed: the merged `modifiedTransformedPrompt` replaces the transformed prompt (§8.5). */
const mergeUserPromptTransformed = (input, runs, profile, warnings) => {
    const contributions = contributionsOf(runs, profile);
    const modified = mergeStringOverride(contributions, 'modifiedTransformedPrompt', profile, warnings);
    const transformedPrompt = modified ?? input.transformedPrompt ?? '';
    return { transformedPrompt, agentSees: transformedPrompt };
};
// ------------------------------------------------------------------------------------ agentStop, subagentStop
/** agentStop: a valid block with a reason makes the reason the next user prompt (§9). */
const mergeAgentStop = (_input, runs, profile) => {
    const block = mergeBlock(contributionsOf(runs, profile), profile, true);
    if (!block)
        return { decision: 'none' };
    const reason = block.reason;
    // The reason becomes the next user prompt.
    return { decision: 'block', reason, agentSees: reason, decidedBy: (0,hook_record/* hookLabel */.UR)(block.run.entry) };
};
/** subagentStop: a valid block wins over `modifiedResponse` (§9). */
const mergeSubagentStop = (input, runs, profile, warnings) => {
    const contributions = contributionsOf(runs, profile);
    const modifiedResponse = mergeModifiedResponse(contributions, profile, warnings);
    const block = mergeBlock(contributions, profile, true);
    if (block) {
        // A valid block wins over modifiedResponse: the rewrite is discarded.
        const reason = block.reason;
        return { decision: 'block', reason, agentSees: reason, decidedBy: (0,hook_record/* hookLabel */.UR)(block.run.entry) };
    }
    const response = modifiedResponse ?? input.response;
    return {
        decision: 'none',
        ...(modifiedResponse !== undefined ? { modifiedResponse } : {}),
        ...(response !== undefined ? { agentSees: response } : {}),
    };
};

// EXTERNAL MODULE: ./src/runners/output.ts
var output = __webpack_require__(1238);
;// CONCATENATED MODULE: ./src/events/merge-tool.ts




/** The kinds that deny the call. */
const DENYING = new Set(['deny', 'ask', 'exit2', 'error']);
/** The decision fields of one output, with Claude `hookSpecificOutput` winning field by field on `PreToolUse`. */
function readPreToolFields(entry, output, profile) {
    const flat = isObject(output) ? output : {};
    const fields = { ...flat };
    const hso = flat.hookSpecificOutput;
    if (profile.honorClaudeHookSpecificOutput === 'pascalPreToolUse' &&
        entry.casing === 'pascal' &&
        isObject(hso)) {
        for (const field of ['permissionDecision', 'permissionDecisionReason', 'additionalContext']) {
            // An explicit null is absent (§6), so it falls back to the flat field.
            if (hso[field] !== undefined && hso[field] !== null)
                fields[field] = hso[field];
        }
    }
    const decision = fields.permissionDecision;
    // Verdicts are case-sensitive; Claude `decision: "block"` and `continue: false` mean nothing here.
    const result = {};
    if (decision === 'allow' || decision === 'deny' || decision === 'ask')
        result.verdict = decision;
    const reason = nonEmptyString(fields.permissionDecisionReason);
    if (reason !== undefined)
        result.reason = reason;
    const context = nonEmptyString(fields.additionalContext);
    if (context !== undefined)
        result.context = context;
    if (profile.honorModifiedArgs && isObject(flat.modifiedArgs))
        result.modifiedArgs = flat.modifiedArgs;
    return result;
}
/** Whether an HTTP failure denies the call: per `httpPreToolUseNon2xx`/`httpPreToolUseNetworkError`; timeouts never (§12). */
function httpFailureDenies(record, profile) {
    switch (record.httpFailure) {
        case 'timeout':
            return false;
        case 'status':
        case 'redirect':
            return profile.httpPreToolUseNon2xx === 'deny';
        default:
            // network, dns, firewall, ssrf, and an error that names no kind.
            return profile.httpPreToolUseNetworkError === 'deny';
    }
}
/** How one preToolUse run counts, or undefined when it contributes nothing (timeout, skipped, fail-open). */
function readPreToolUseRun(run, profile) {
    const { entry, record } = run;
    switch (record.status) {
        case 'ok': {
            const { verdict, ...fields } = readPreToolFields(entry, record.output, profile);
            return { kind: verdict ?? 'none', ...fields };
        }
        case 'exit2': {
            // stdout merges under the deny: its reason and context count, its verdict and modifiedArgs do not (§7).
            const fields = readPreToolFields(entry, record.output, profile);
            const deny = (0,texts/* formatExit2Deny */.oi)(fields.reason, record.stderr, profile);
            return {
                kind: 'exit2',
                text: deny.text,
                ...(deny.reason !== undefined ? { reason: deny.reason } : {}),
                ...(fields.context !== undefined ? { context: fields.context } : {}),
            };
        }
        case 'error':
            if (entry.type === 'http' && !httpFailureDenies(record, profile))
                return undefined;
            return { kind: 'error' };
        default:
            return undefined;
    }
}
function preToolDenyText(run, verdict, profile) {
    switch (verdict.kind) {
        case 'deny':
            return (0,texts/* formatDenyText */.dN)(verdict.reason, profile);
        case 'ask':
            // Under askBehaviour=prompt a user would answer; hooksim simulates none, so there is no text.
            return profile.askBehaviour === 'deny' ? (0,texts/* formatAskText */.iW)(verdict.reason, profile) : undefined;
        case 'error':
            return (0,texts/* formatErroredDenyText */.wN)(run.entry.file, profile);
        default:
            return verdict.text;
    }
}
/** preToolUse: the first denying hook decides; context is injected either way (§8.1). */
const mergePreToolUse = (_input, runs, profile) => {
    const shortCircuit = profile.preToolUseShortCircuit === 'firstDenyOrAsk';
    const contexts = [];
    let decider;
    let allowed = false;
    let args;
    for (const run of runs) {
        const verdict = readPreToolUseRun(run, profile);
        if (!verdict)
            continue;
        // Context is injected whether the call runs or is denied by deny, ask or exit 2 (§8.1).
        if (verdict.context !== undefined && profile.preToolUseAdditionalContext === 'inject') {
            contexts.push(verdict.context);
        }
        if (DENYING.has(verdict.kind)) {
            // The first denying hook gives the text, under either short-circuit setting.
            decider ??= { run, verdict };
            if (shortCircuit)
                break;
            continue;
        }
        if (verdict.kind === 'allow')
            allowed = true;
        if (verdict.modifiedArgs)
            args = verdict.modifiedArgs;
    }
    const context = contexts.length > 0 ? contexts.join('\n\n') : undefined;
    const contextMessage = context === undefined ? undefined : (0,texts/* formatPreToolUseContext */.dB)(context);
    const withContext = context === undefined ? {} : { additionalContext: context };
    if (decider) {
        const { run, verdict } = decider;
        const text = preToolDenyText(run, verdict, profile);
        // The deny text is the tool result; the context follows as its own message. agentSees joins
        // the two with `\n\n`, the separator every multi-message agentSees uses.
        const agentSees = [text, contextMessage].filter((part) => part !== undefined).join('\n\n');
        return {
            // DESIGN.md: the result's decision is the effective one; an ask the profile turns into a deny reads
            // `deny` (the hook record keeps `ask` in its output).
            decision: verdict.kind === 'ask' && profile.askBehaviour !== 'deny' ? 'ask' : 'deny',
            ...(verdict.reason !== undefined ? { reason: verdict.reason } : {}),
            ...withContext,
            ...(agentSees !== '' ? { agentSees } : {}),
            decidedBy: (0,hook_record/* hookLabel */.UR)(run.entry),
        };
    }
    return {
        decision: allowed ? 'allow' : 'none',
        ...(args ? { args } : {}),
        ...withContext,
        ...(contextMessage !== undefined ? { agentSees: contextMessage } : {}),
    };
};
// --------------------------------------------------------------------------------------------- postToolUse
/** A `modifiedResult` of the one accepted shape, or undefined. */
function readToolResult(value) {
    if (!isObject(value))
        return undefined;
    const { resultType, textResultForLlm } = value;
    if ((resultType !== 'success' && resultType !== 'failure') || typeof textResultForLlm !== 'string')
        return undefined;
    return { resultType, textResultForLlm };
}
/** Cap joined postToolUse context per `postToolUseContextCap` (§8.2). */
function capPostToolContext(context, profile, warnings) {
    const limit = profile.postToolUseContextLimit;
    if (profile.postToolUseContextCap === 'utf16Silent')
        return context.slice(0, limit);
    const bytes = (0,texts/* utf8Length */.wI)(context);
    if (bytes <= limit)
        return context;
    warnings.push((0,texts/* formatContextTruncatedWarning */.Zz)(bytes, limit));
    return (0,texts/* cutUtf8 */.Ok)(context, limit);
}
/** postToolUse: the last valid `modifiedResult` wins; contexts join under the cap (§8.2). */
const mergePostToolUse = (input, runs, profile, warnings) => {
    const original = input.toolResult ?? { resultType: 'success', textResultForLlm: '' };
    let toolResult = original;
    const contexts = [];
    for (const { run, output } of contributionsOf(runs, profile)) {
        const modified = output.modifiedResult;
        if (modified !== undefined && modified !== null) {
            const parsed = readToolResult(modified);
            // With or without chaining, the last valid replacement is the final result.
            if (parsed)
                toolResult = parsed;
            else
                warnings.push((0,texts/* formatModifiedResultWarning */.Wc)((0,hook_record/* hookLabel */.UR)(run.entry)));
        }
        const context = nonEmptyString(output.additionalContext);
        if (context !== undefined)
            contexts.push(context);
    }
    // A failure result routes to postToolUseFailure, which decides what the model sees; the context is discarded.
    // Under failureModifiedResult=replaceText it is only a new text: the call stays a success (observed 1.0.102).
    if (toolResult.resultType === 'failure' && profile.failureModifiedResult === 'reroute')
        return { toolResult };
    const context = contexts.length > 0 ? capPostToolContext(contexts.join('\n\n'), profile, warnings) : undefined;
    const message = (0,texts/* formatPostToolUseMessage */._6)(toolResult.textResultForLlm, input.toolName ?? '', context, profile);
    return {
        toolResult,
        ...(context !== undefined ? { additionalContext: context } : {}),
        agentSees: (0,texts/* toWellFormed */.lH)(message),
    };
};
// -------------------------------------------------------------------------------------- postToolUseFailure
/** The context an exit-2 postToolUseFailure hook gives, per `postToolUseFailureExit2Source` (§7). */
function exit2FailureContext(record, profile) {
    if (profile.postToolUseFailureExit2Source === 'stderr')
        return (record.stderr ?? '').trim();
    if (isObject(record.output) && typeof record.output.additionalContext === 'string') {
        return record.output.additionalContext;
    }
    return (0,output/* parseHookStdout */.e)(record.stdout ?? '').remainder;
}
/** postToolUseFailure: contexts of ok and exit-2 runs join into the failure message (§7, §8.3). */
const mergePostToolUseFailure = (input, runs, profile) => {
    const contexts = [];
    for (const { record } of runs) {
        let context;
        if (record.status === 'ok' && isObject(record.output))
            context = nonEmptyString(record.output.additionalContext);
        else if (record.status === 'exit2')
            context = nonEmptyString(exit2FailureContext(record, profile));
        if (context !== undefined)
            contexts.push(context);
    }
    const context = contexts.length > 0 ? contexts.join('\n\n') : undefined;
    return {
        ...(context !== undefined ? { additionalContext: context } : {}),
        agentSees: (0,texts/* formatPostToolUseFailureMessage */.KO)(input.error ?? '', input.toolName ?? '', context, profile),
    };
};

;// CONCATENATED MODULE: ./src/events/merge.ts







/** Events where exit 2 is not a warning: preToolUse and permissionRequest deny, postToolUseFailure reads it as context. */
const EXIT2_SPECIAL = new Set([
    'preToolUse',
    'permissionRequest',
    'postToolUseFailure',
]);
/** The merge rule of every event (STYLE.md: tables, not branches). */
const MERGERS = {
    sessionStart: mergeSessionStart,
    sessionEnd: mergeIgnored,
    userPromptSubmitted: mergeUserPromptSubmitted,
    userPromptTransformed: mergeUserPromptTransformed,
    preToolUse: mergePreToolUse,
    postToolUse: mergePostToolUse,
    postToolUseFailure: mergePostToolUseFailure,
    agentStop: mergeAgentStop,
    subagentStart: mergeSubagentStart,
    subagentStop: mergeSubagentStop,
    errorOccurred: mergeIgnored,
    preCompact: mergeIgnored,
    permissionRequest: mergePermissionRequest,
    notification: mergeNotification,
    preMcpToolCall: mergeIgnored,
};
// ------------------------------------------------------------------------------------------------ exports
/** Whether this run stops the chain: the first deny, ask, exit 2 or denying error under `firstDenyOrAsk` (§8.1). */
function stopsChain(event, run, profile) {
    if (event !== 'preToolUse' || profile.preToolUseShortCircuit !== 'firstDenyOrAsk')
        return false;
    const verdict = readPreToolUseRun(run, profile);
    return verdict !== undefined && DENYING.has(verdict.kind);
}
/** The input the next hook of the chain receives after this run (`chainModifiedArgs`, `chainModifiedResult`). */
function chainInput(event, input, run, profile) {
    const { status, output } = run.record;
    if (event === 'preToolUse') {
        if (!profile.chainModifiedArgs || status !== 'ok')
            return input;
        const { modifiedArgs } = readPreToolFields(run.entry, output, profile);
        return modifiedArgs ? { ...input, toolArgs: modifiedArgs } : input;
    }
    if (event === 'postToolUse' && profile.chainModifiedResult) {
        const [contribution] = contributionsOf([run], profile);
        const replacement = readToolResult(contribution?.output.modifiedResult);
        return replacement?.resultType === 'success' ? { ...input, toolResult: replacement } : input;
    }
    return input;
}
/** Merge the runs of one dispatch into its result and warnings (runtime-behaviour.md §7-§9). */
function mergeEvent(event, input, runs, profile) {
    const warnings = [];
    if (!EXIT2_SPECIAL.has(event)) {
        for (const run of runs) {
            if (run.record.status === 'exit2')
                warnings.push((0,texts/* formatExit2Warning */.Qd)((0,hook_record/* hookLabel */.UR)(run.entry), run.record.stderr));
        }
    }
    const result = MERGERS[event](input, runs, profile, warnings);
    return { result, warnings };
}
/** The guard the session engine applies to agentStop or subagentStop block loops under a profile. */
function stopLoopGuard(event, profile) {
    if (event === 'subagentStop' && profile.subagentStopGuard === 'none') {
        return {
            limit: profile.subagentStopCap,
            severity: 'error',
            code: texts/* SUBAGENT_STOP_UNBOUNDED_CODE */.mM,
            message: texts/* SUBAGENT_STOP_UNBOUNDED_MESSAGE */.I1,
        };
    }
    return {
        limit: profile.stopBlockGuard,
        severity: 'warning',
        message: (0,texts/* STOP_GUARD_WARNING */.GA)(profile.stopBlockGuard),
    };
}


/***/ }),

/***/ 9830:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pi: () => (/* binding */ transcriptPathFor),
/* harmony export */   nI: () => (/* binding */ buildPayload)
/* harmony export */ });
/* unused harmony exports payloadTimestamp, encodeToolArgs, pascalToolName */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _catalogue_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2064);
/**
 * Event payloads: the JSON object each hook receives on stdin (or as an HTTP body), per event, key casing and
 * `payloadShape` (spec/runtime-behaviour.md §11, hooks-reference.md "Hook event input payloads").
 */


/** The transcript file the runtime writes for a session: `<home>/.copilot/session-state/<id>/events.jsonl`. */
function transcriptPathFor(home, sessionId) {
    return node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(home, '.copilot', 'session-state', sessionId, 'events.jsonl');
}
/** The payload `timestamp`: epoch ms for camelCase, ISO 8601 UTC with milliseconds and `Z` for PascalCase. */
function payloadTimestamp(casing, ms) {
    return casing === 'camel' ? ms : new Date(ms).toISOString();
}
/** camelCase `toolArgs` per `toolArgsEncoding`: the args object as given, or its `JSON.stringify`. */
function encodeToolArgs(args, profile) {
    const value = args ?? {};
    return profile.toolArgsEncoding === 'string' ? JSON.stringify(value) : value;
}
/** PascalCase `tool_name`: always the Claude name on PreToolUse, per `pascalPostToolName` on the post events. */
function pascalToolName(event, toolName, profile) {
    if (event === 'postToolUse' || event === 'postToolUseFailure') {
        return profile.pascalPostToolName === 'claude' ? (0,_catalogue_js__WEBPACK_IMPORTED_MODULE_1__/* .claudeToolName */ .W1)(toolName) : toolName;
    }
    return (0,_catalogue_js__WEBPACK_IMPORTED_MODULE_1__/* .claudeToolName */ .W1)(toolName);
}
// Required fields the input leaves out get a neutral value, so a payload always has the documented type [decision].
const toolName = (c) => c.input.toolName ?? '';
const toolArgsObject = (c) => c.input.toolArgs ?? {};
const toolResult = (c) => c.input.toolResult ?? { resultType: 'success', textResultForLlm: '' };
const stopReason = (c) => c.input.stopReason ?? 'end_turn';
const stopHookActive = (c) => c.input.stopHookActive ?? false;
const agentName = (c) => c.input.agentName ?? '';
const agentId = (c) => c.input.agentId ?? '';
// §11 [decision]: agentType is the agent's name; the main agent's id is the session id.
const agentType = (c) => c.input.agentType ?? agentName(c);
const parentAgentId = (c) => c.input.parentAgentId ?? c.common.sessionId;
function errorObject(c) {
    const info = c.input.errorInfo ?? { message: '', name: 'Error' };
    return toObject([
        ['message', info.message],
        ['name', info.name],
        ['stack', info.stack],
    ]);
}
function toObject(entries) {
    const out = {};
    for (const [key, value] of entries)
        if (value !== undefined)
            out[key] = value;
    return out;
}
function camelHead(c) {
    return [
        ['sessionId', c.common.sessionId],
        ['timestamp', c.common.timestamp],
        ['cwd', c.common.cwd],
    ];
}
function pascalHead(c) {
    return [
        ['hook_event_name', _catalogue_js__WEBPACK_IMPORTED_MODULE_1__/* .PASCAL_KEYS */ .qX[c.event]],
        ['session_id', c.common.sessionId],
        ['timestamp', payloadTimestamp('pascal', c.common.timestamp)],
        ['cwd', c.common.cwd],
    ];
}
/** Fields after `sessionId, timestamp, cwd` for camelCase keys. */
const CAMEL_BODY = {
    sessionStart: (c) => [
        ['source', c.input.source ?? c.profile.sessionStartSource],
        ['initialPrompt', c.input.initialPrompt],
    ],
    sessionEnd: (c) => [['reason', c.input.reason ?? 'complete']],
    userPromptSubmitted: (c) => [['prompt', c.input.prompt ?? '']],
    userPromptTransformed: (c) => [
        ['prompt', c.input.prompt ?? ''],
        ['transformedPrompt', c.input.transformedPrompt ?? c.input.prompt ?? ''],
    ],
    preToolUse: (c) => [
        ['toolName', toolName(c)],
        ['toolArgs', encodeToolArgs(c.input.toolArgs, c.profile)],
    ],
    postToolUse: (c) => [
        ['toolName', toolName(c)],
        ['toolArgs', encodeToolArgs(c.input.toolArgs, c.profile)],
        [
            'toolResult',
            { resultType: toolResult(c).resultType, textResultForLlm: toolResult(c).textResultForLlm },
        ],
    ],
    postToolUseFailure: (c) => [
        ['toolName', toolName(c)],
        ['toolArgs', encodeToolArgs(c.input.toolArgs, c.profile)],
        ['error', c.input.error ?? ''],
    ],
    agentStop: (c) => [
        ['transcriptPath', c.common.transcriptPath],
        ['stopReason', stopReason(c)],
        ['stop_hook_active', stopHookActive(c)],
    ],
    subagentStart: (c) => c.documented
        ? [
            ['transcriptPath', c.common.transcriptPath],
            ['agentName', agentName(c)],
            ['agentDisplayName', c.input.agentDisplayName],
            ['agentDescription', c.input.agentDescription],
        ]
        : [
            ['transcriptPath', c.common.transcriptPath],
            ['agentName', agentName(c)],
            ['agentId', agentId(c)],
            ['agentType', agentType(c)],
            ['parentAgentId', parentAgentId(c)],
        ],
    subagentStop: (c) => c.documented
        ? [
            ['transcriptPath', c.common.transcriptPath],
            ['agentId', agentId(c)],
            ['agentType', agentType(c)],
            ['agentName', agentName(c)],
            ['agentDisplayName', c.input.agentDisplayName],
            ['response', c.input.response ?? ''],
            ['stopReason', stopReason(c)],
        ]
        : [
            ['transcriptPath', c.common.transcriptPath],
            ['agentId', agentId(c)],
            ['agentType', agentType(c)],
            ['agentName', agentName(c)],
            ['response', c.input.response ?? ''],
            ['stopReason', stopReason(c)],
            ['stop_hook_active', stopHookActive(c)],
            ['parentAgentId', parentAgentId(c)],
        ],
    // 1.0.102 puts `error` last in the camelCase payload (FINDINGS §9 Q21); the reference puts it first.
    errorOccurred: (c) => c.documented
        ? [
            ['error', errorObject(c)],
            ['errorContext', c.input.errorContext ?? 'system'],
            ['recoverable', c.input.recoverable ?? false],
        ]
        : [
            ['errorContext', c.input.errorContext ?? 'system'],
            ['recoverable', c.input.recoverable ?? false],
            ['error', errorObject(c)],
        ],
    preCompact: (c) => [
        ['transcriptPath', c.common.transcriptPath],
        ['trigger', c.input.trigger ?? 'auto'],
        ['customInstructions', c.input.customInstructions ?? ''],
    ],
    permissionRequest: (c) => [
        ['toolName', toolName(c)],
        ['toolInput', toolArgsObject(c)],
    ],
    notification: (c) => c.documented
        ? [
            ['hook_event_name', 'Notification'],
            ['message', c.input.message ?? ''],
            ['title', c.input.title],
            ['notification_type', c.input.notificationType ?? ''],
        ]
        : [
            ['message', c.input.message ?? ''],
            ['title', c.input.title],
            ['hook_event_name', 'Notification'],
            ['notification_type', c.input.notificationType ?? ''],
        ],
    // Not simulated (§14); shaped like preToolUse should anything dispatch it [decision].
    preMcpToolCall: (c) => [
        ['toolName', toolName(c)],
        ['toolArgs', encodeToolArgs(c.input.toolArgs, c.profile)],
    ],
};
/** Fields after `hook_event_name, session_id, timestamp, cwd` for PascalCase keys with the VS Code shape. */
const PASCAL_BODY = {
    sessionStart: (c) => [
        ['source', c.input.source ?? c.profile.sessionStartSource],
        ['initial_prompt', c.input.initialPrompt],
    ],
    sessionEnd: (c) => [['reason', c.input.reason ?? 'complete']],
    userPromptSubmitted: (c) => [['prompt', c.input.prompt ?? '']],
    preToolUse: (c) => [
        ['tool_name', pascalToolName(c.event, toolName(c), c.profile)],
        ['tool_input', toolArgsObject(c)],
    ],
    postToolUse: (c) => [
        ['tool_name', pascalToolName(c.event, toolName(c), c.profile)],
        ['tool_input', toolArgsObject(c)],
        [
            'tool_result',
            { result_type: toolResult(c).resultType, text_result_for_llm: toolResult(c).textResultForLlm },
        ],
    ],
    postToolUseFailure: (c) => [
        ['tool_name', pascalToolName(c.event, toolName(c), c.profile)],
        ['tool_input', toolArgsObject(c)],
        ['error', c.input.error ?? ''],
    ],
    agentStop: (c) => [
        ['transcript_path', c.common.transcriptPath],
        ['stop_reason', stopReason(c)],
        ['stop_hook_active', stopHookActive(c)],
    ],
    subagentStop: (c) => c.documented
        ? [
            ['transcript_path', c.common.transcriptPath],
            ['agent_id', agentId(c)],
            ['agent_type', agentType(c)],
            ['agent_name', agentName(c)],
            ['agent_display_name', c.input.agentDisplayName],
            ['last_assistant_message', c.input.response ?? ''],
            ['stop_reason', stopReason(c)],
        ]
        : [
            ['agent_id', agentId(c)],
            ['agent_type', agentType(c)],
            ['parent_agent_id', parentAgentId(c)],
            ['transcript_path', c.common.transcriptPath],
            ['agent_name', agentName(c)],
            ['last_assistant_message', c.input.response ?? ''],
            ['stop_reason', stopReason(c)],
            ['stop_hook_active', stopHookActive(c)],
        ],
    errorOccurred: (c) => [
        ['error', errorObject(c)],
        ['error_context', c.input.errorContext ?? 'system'],
        ['recoverable', c.input.recoverable ?? false],
    ],
    preCompact: (c) => [
        ['transcript_path', c.common.transcriptPath],
        ['trigger', c.input.trigger ?? 'auto'],
        ['custom_instructions', c.input.customInstructions ?? ''],
    ],
    permissionRequest: (c) => [
        ['tool_name', (0,_catalogue_js__WEBPACK_IMPORTED_MODULE_1__/* .claudeToolName */ .W1)(toolName(c))],
        ['tool_input', toolArgsObject(c)],
    ],
};
/** The observed permissionRequest payload: camelCase and the runtime tool name under either key (§11). */
function observedPermissionRequest(c) {
    return [
        ['hookName', 'permissionRequest'],
        ...camelHead(c),
        ['toolName', toolName(c)],
        ['toolInput', toolArgsObject(c)],
        ['permissionSuggestions', []],
    ];
}
/** PascalCase `SubagentStart` as observed: camelCase fields with snake ids, no `hook_event_name`, ms timestamp. */
function pascalSubagentStart(c) {
    return [
        ...camelHead(c),
        ['transcriptPath', c.common.transcriptPath],
        ['agentName', agentName(c)],
        ['agent_id', agentId(c)],
        ['agent_type', agentType(c)],
        ['parent_agent_id', parentAgentId(c)],
    ];
}
/**
 * The subagent's ids as 1.0.102 adds them inside a subagent (FINDINGS §10.1): camelCase payloads get
 * `agentId, agentType, parentAgentId` appended; PascalCase ones get `agent_id, agent_type, parent_agent_id`
 * right after `cwd`.
 */
function withAgentIdentity(entries, casing, agent) {
    if (!agent)
        return entries;
    if (casing === 'camel' || !entries.some(([key]) => key === 'hook_event_name')) {
        return [
            ...entries,
            ['agentId', agent.agentId],
            ['agentType', agent.agentType],
            ['parentAgentId', agent.parentAgentId],
        ];
    }
    const at = entries.findIndex(([key]) => key === 'cwd') + 1;
    return [
        ...entries.slice(0, at),
        ['agent_id', agent.agentId],
        ['agent_type', agent.agentType],
        ['parent_agent_id', agent.parentAgentId],
        ...entries.slice(at),
    ];
}
function payloadEntries(c, casing) {
    if (c.event === 'permissionRequest' && !c.documented)
        return observedPermissionRequest(c);
    if (casing === 'pascal') {
        // The reference describes neither, so both shapes take the observed payloads [docs] + [decision].
        if (c.event === 'subagentStart')
            return pascalSubagentStart(c);
        if (c.event === 'notification')
            return [...camelHead(c), ...CAMEL_BODY.notification({ ...c, documented: false })];
        const body = PASCAL_BODY[c.event];
        // Events with no PascalCase key never reach here from a hook file; they keep the camelCase shape.
        if (body)
            return [...pascalHead(c), ...body(c)];
    }
    return [...camelHead(c), ...CAMEL_BODY[c.event](c)];
}
/**
 * Build the payload one hook of `event` receives under a key of `casing`: fields and key order of §11 for the
 * profile's `payloadShape`, optional fields omitted, then `input.overrides` (from `--payload`) replacing or adding
 * top-level keys.
 */
function buildPayload(event, casing, input, common, profile) {
    const ctx = { event, input, common, profile, documented: profile.payloadShape === 'documented' };
    const payload = toObject(withAgentIdentity(payloadEntries(ctx, casing), casing, common.agent));
    return input.overrides ? { ...payload, ...input.overrides } : payload;
}


/***/ }),

/***/ 2421:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GA: () => (/* binding */ STOP_GUARD_WARNING),
/* harmony export */   I1: () => (/* binding */ SUBAGENT_STOP_UNBOUNDED_MESSAGE),
/* harmony export */   IG: () => (/* binding */ formatNotStringWarning),
/* harmony export */   KO: () => (/* binding */ formatPostToolUseFailureMessage),
/* harmony export */   Ok: () => (/* binding */ cutUtf8),
/* harmony export */   Qd: () => (/* binding */ formatExit2Warning),
/* harmony export */   Wc: () => (/* binding */ formatModifiedResultWarning),
/* harmony export */   Zz: () => (/* binding */ formatContextTruncatedWarning),
/* harmony export */   _6: () => (/* binding */ formatPostToolUseMessage),
/* harmony export */   dB: () => (/* binding */ formatPreToolUseContext),
/* harmony export */   dN: () => (/* binding */ formatDenyText),
/* harmony export */   iW: () => (/* binding */ formatAskText),
/* harmony export */   ip: () => (/* binding */ formatPermissionDenied),
/* harmony export */   jt: () => (/* binding */ formatSystemReminder),
/* harmony export */   lH: () => (/* binding */ toWellFormed),
/* harmony export */   mG: () => (/* binding */ formatContextTooLargeWarning),
/* harmony export */   mM: () => (/* binding */ SUBAGENT_STOP_UNBOUNDED_CODE),
/* harmony export */   oi: () => (/* binding */ formatExit2Deny),
/* harmony export */   tX: () => (/* binding */ formatDatetimePrefix),
/* harmony export */   wI: () => (/* binding */ utf8Length),
/* harmony export */   wN: () => (/* binding */ formatErroredDenyText),
/* harmony export */   zh: () => (/* binding */ formatEmptyWarning)
/* harmony export */ });
/* unused harmony exports formatCurrentDatetime, PERMISSION_DENIED_DEFAULT_MESSAGE */
const DENIED = 'Denied by preToolUse hook';
const NO_REASON = 'No reason provided';
/** The tool result of a call denied by `permissionDecision: "deny"` (§8.1, `denyNoReasonText`). */
function formatDenyText(reason, profile) {
    if (reason !== undefined)
        return `${DENIED}: ${reason}`;
    return profile.denyNoReasonText === 'noReasonProvided' ? `${DENIED}: ${NO_REASON}` : DENIED;
}
/** The tool result of a call denied because the hook asked and no user can answer (§8.1, `askDenyText`). */
function formatAskText(reason, profile) {
    if (profile.askDenyText === 'plain')
        return formatDenyText(reason, profile);
    return `${DENIED} (unable to ask user for confirmation): ${reason ?? NO_REASON}`;
}
/** The reason and tool result of a preToolUse hook that exited 2 (§8.1, `exit2DenyReason`). */
function formatExit2Deny(stdoutReason, stderr, profile) {
    if (profile.exit2DenyReason === 'stdoutThenFixed') {
        // stderr never reaches the model here, even when stdout gives no reason.
        const reason = stdoutReason ?? 'hook exited with code 2';
        return { reason, text: `${DENIED}: ${reason}` };
    }
    const trimmed = stderr?.trim();
    const reason = stdoutReason ?? (trimmed ? trimmed : undefined);
    return reason === undefined ? { text: DENIED } : { reason, text: `${DENIED}: ${reason}` };
}
/** The tool result of a call denied because a preToolUse hook failed (§8.1, `erroredDenyMessage`). */
function formatErroredDenyText(file, profile) {
    return profile.erroredDenyMessage === 'withSource'
        ? `${DENIED} from "${file}" (hook errored)`
        : `${DENIED} (hook errored)`;
}
/** The user message carrying preToolUse `additionalContext` (§8.1). */
function formatPreToolUseContext(context) {
    return `Additional context from preToolUse hook:\n${context}`;
}
/** The tool message after postToolUse hooks (§8.2, `postToolUseContextFormat`). */
function formatPostToolUseMessage(text, toolName, context, profile) {
    if (context === undefined)
        return text;
    if (profile.postToolUseContextFormat === 'append')
        return `${text}\n\n${context}`;
    return `${text}\n\nTool "${toolName}" succeeded. Additional guidance from postToolUse hooks:\n${context}`;
}
/**
 * What the model sees after postToolUseFailure hooks (§8.3, `postToolUseFailureContextFormat`).
 * Under `separateMessage` the failed result and the guidance are two messages; agentSees holds both,
 * joined with `\n\n` like every other pair of messages in a report.
 */
function formatPostToolUseFailureMessage(error, toolName, context, profile) {
    if (context === undefined)
        return error;
    if (profile.postToolUseFailureContextFormat === 'appendToError')
        return `${error}\n\n${context}`;
    return `${error}\n\nTool "${toolName}" failed. Additional guidance from postToolUseFailure hooks:\n${context}`;
}
/** One formatter per time zone (making one costs about half a millisecond); null for a zone Node does not know. */
const wallClockFormats = new Map();
function wallClockFormat(timeZone) {
    let format = wallClockFormats.get(timeZone);
    if (format === undefined) {
        try {
            format = new Intl.DateTimeFormat('en-US', {
                timeZone,
                hourCycle: 'h23',
                year: 'numeric',
                month: '2-digit',
                day: '2-digit',
                hour: '2-digit',
                minute: '2-digit',
                second: '2-digit',
            });
        }
        catch {
            format = null;
        }
        wallClockFormats.set(timeZone, format);
    }
    return format;
}
/** The wall-clock parts of an instant in an IANA time zone; undefined for a zone this Node does not know. */
function wallClock(ms, timeZone) {
    if (timeZone === 'UTC') {
        // The common case (no TZ in the sandbox), without Intl: its first format loads ICU's zone data, ~30 ms.
        const date = new Date(ms);
        return {
            year: date.getUTCFullYear(),
            month: date.getUTCMonth() + 1,
            day: date.getUTCDate(),
            hour: date.getUTCHours(),
            minute: date.getUTCMinutes(),
            second: date.getUTCSeconds(),
        };
    }
    const parts = wallClockFormat(timeZone)?.formatToParts(new Date(ms));
    return parts && Object.fromEntries(parts.map((part) => [part.type, Number(part.value)]));
}
const pad = (value, width = 2) => String(value).padStart(width, '0');
/**
 * The `<T>` of `<current_datetime>` per `datetimeFormat` (FINDINGS §9 Q23): `localOffset` is the local time of
 * `timeZone` (the agent's `TZ`, UTC when unset or unknown) with milliseconds and a numeric offset, never `Z`
 * (`2026-11-30T10:23:03.706+01:00`); `utcZ` is `toISOString()`.
 */
function formatCurrentDatetime(ms, profile, timeZone) {
    if (profile.datetimeFormat === 'utcZ')
        return new Date(ms).toISOString();
    const wall = (timeZone ? wallClock(ms, timeZone) : undefined) ?? wallClock(ms, 'UTC');
    if (!wall)
        return new Date(ms).toISOString();
    const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = wall;
    const millis = ((ms % 1000) + 1000) % 1000;
    const offsetMinutes = Math.round((Date.UTC(year, month - 1, day, hour, minute, second, millis) - ms) / 60000);
    const sign = offsetMinutes < 0 ? '-' : '+';
    const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
    return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}.${pad(millis, 3)}${offset}`;
}
/** A prompt as the model receives it: `<current_datetime><T></current_datetime>\n\n<text>` (§8.5). */
function formatDatetimePrefix(ms, text, profile, timeZone) {
    return `<current_datetime>${formatCurrentDatetime(ms, profile, timeZone)}</current_datetime>\n\n${text}`;
}
/** A prompt with userPromptSubmitted context appended (§8.5). */
function formatSystemReminder(prompt, context) {
    return `${prompt}\n\n<system_reminder>\n${context}\n</system_reminder>`;
}
/** The fixed message of a PermissionRequest deny that gives none (exit 2 in particular, §7). */
const PERMISSION_DENIED_DEFAULT_MESSAGE = 'Permission denied by hook.';
/** The tool result of a call denied by a permissionRequest hook (§8.6). */
function formatPermissionDenied(message) {
    return `Permission denied by a PermissionRequest hook: ${message ?? PERMISSION_DENIED_DEFAULT_MESSAGE}`;
}
/** The warning raised when a hook exits 2 on an event where exit 2 is a warning (§7); it carries stderr. */
function formatExit2Warning(label, stderr) {
    const text = stderr?.trim();
    return text ? `${label}: hook exited with code 2: ${text}` : `${label}: hook exited with code 2`;
}
/** The warning for an output field that must be a string (§6). */
function formatNotStringWarning(field) {
    return `Hook output field "${field}" must be a string`;
}
/** The warning for an empty-string override under `stopPromptMerge=lastValid` (§6). */
function formatEmptyWarning(field) {
    return `Hook output field "${field}" must not be empty`;
}
/** The warning for a postToolUse `modifiedResult` of the wrong shape (§8.2). */
function formatModifiedResultWarning(label) {
    return `${label}: Hook output field "modifiedResult" must be {"resultType":"success"|"failure","textResultForLlm":<string>}; ignored`;
}
/** The warning `hook-context-truncated` for postToolUse context cut under `utf8BytesWarn` (§8.2). */
function formatContextTruncatedWarning(bytes, limit) {
    return `hook-context-truncated: postToolUse additionalContext of ${bytes} bytes was cut to its first ${limit} bytes`;
}
/** The warning `hook-context-too-large` for a dropped sessionStart/subagentStart contribution; size only (§8.4). */
function formatContextTooLargeWarning(label, bytes, limit) {
    return `hook-context-too-large: additionalContext of ${bytes} bytes from ${label} would bring the context over ${limit} bytes; dropped`;
}
/** The agentStop guard warning (§9); `n` is `stopBlockGuard`. */
const STOP_GUARD_WARNING = (n) => `Agent stop hook blocked ${n} consecutive times; ending turn.`;
/** The diagnostic code when a subagentStop hook would block forever under `subagentStopGuard=none` (§9). */
const SUBAGENT_STOP_UNBOUNDED_CODE = 'subagent-stop-unbounded';
/** The message of the `subagent-stop-unbounded` error diagnostic (§9). */
const SUBAGENT_STOP_UNBOUNDED_MESSAGE = 'subagentStop hook blocks forever: the real runtime has no guard and would loop until the job times out';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Replace lone surrogates with U+FFFD, as a string sent over the wire arrives (§8.2). */
function toWellFormed(text) {
    return text.replace(LONE_SURROGATE, '\uFFFD');
}
/** The UTF-8 size of a string. */
function utf8Length(text) {
    return Buffer.byteLength(text, 'utf8');
}
/** The longest prefix of `text` whose UTF-8 encoding fits in `limit` bytes, cut at a code-point boundary. */
function cutUtf8(text, limit) {
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length <= limit)
        return text;
    let end = limit;
    // Step back over continuation bytes (10xxxxxx) so the cut never splits a code point.
    while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80)
        end -= 1;
    return bytes.subarray(0, end).toString('utf8');
}


/***/ }),

/***/ 1238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ parseHookStdout)
/* harmony export */ });
/* unused harmony export parseHttpBody */
function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** The progress message a line carries, or undefined when the line is not a progress line. */
function readProgressLine(line) {
    const trimmed = line.trim();
    // Cheap pre-check: only a single-line object can be a progress message.
    if (!trimmed.startsWith('{') || !trimmed.endsWith('}'))
        return undefined;
    let value;
    try {
        value = JSON.parse(trimmed);
    }
    catch {
        return undefined;
    }
    if (!isPlainObject(value) || value.type !== 'progress')
        return undefined;
    const { message, temporary } = value;
    // A non-string message is kept readable rather than dropped: the line is consumed either way.
    const text = typeof message === 'string' ? message : message === undefined ? '' : JSON.stringify(message);
    return typeof temporary === 'boolean' ? { message: text, temporary } : { message: text };
}
/** Parse text with one JSON.parse after trimming; empty text is no output, not an error. */
function parseDocument(text) {
    if (text === '')
        return {};
    try {
        return { output: JSON.parse(text) };
    }
    catch (error) {
        return { parseError: error instanceof Error ? error.message : String(error) };
    }
}
/**
 * Split stdout on `\n`, take out every line that is a one-line `{"type":"progress"}` object, join the
 * rest with `\n`, trim, and parse it once (R044-R053).
 */
function parseHookStdout(text) {
    const progress = [];
    // Runs of kept lines as [start, end) ranges: stdout may be megabytes of short lines, so no split().
    const kept = [];
    let runStart = 0;
    let lineStart = 0;
    while (lineStart <= text.length) {
        const newline = text.indexOf('\n', lineStart);
        const lineEnd = newline === -1 ? text.length : newline;
        const message = readProgressLine(text.slice(lineStart, lineEnd));
        if (message) {
            progress.push(message);
            if (lineStart > runStart)
                kept.push([runStart, lineStart - 1]);
            runStart = lineEnd + 1;
        }
        if (newline === -1)
            break;
        lineStart = newline + 1;
    }
    if (runStart <= text.length)
        kept.push([runStart, text.length]);
    const joined = progress.length === 0 ? text : kept.map(([start, end]) => text.slice(start, end)).join('\n');
    const remainder = joined.trim();
    return { progress, ...parseDocument(remainder), remainder };
}
/** Parse an HTTP response body: trimmed, one JSON.parse, no progress stripping (runtime-behaviour.md §6). */
function parseHttpBody(text) {
    return parseDocument(text.trim());
}


/***/ }),

/***/ 3014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ systemClock)
/* harmony export */ });
/** The real clock. */
const systemClock = { now: () => Date.now() };


/***/ })

};
