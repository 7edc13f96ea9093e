export const id = 476;
export const ids = [476];
export const modules = {

/***/ 6095:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EngineSessionError: () => (/* binding */ EngineSessionError),
  o: () => (/* binding */ runEngineSession),
  C: () => (/* binding */ warmEngine)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/commands/sandboxed.ts + 9 modules
var commands_sandboxed = __webpack_require__(7796);
// EXTERNAL MODULE: ./src/engines/copilot-install.ts
var copilot_install = __webpack_require__(8289);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js
var schemas = __webpack_require__(5156);
;// CONCATENATED MODULE: ./src/engines/launch-result.ts
/** The shape of what sandbox/copilot-launch.mjs prints, checked on the way in (it comes from the sandbox). */

const message = schemas.looseObject({
    role: schemas.string(),
    content: schemas.unknown().optional(),
    tool_call_id: schemas.string().optional(),
    tool_calls: schemas.array(schemas.looseObject({ id: schemas.string(), function: schemas.object({ name: schemas.string(), arguments: schemas.string() }) }))
        .optional(),
});
const cliEvent = schemas.looseObject({
    type: schemas.string(),
    data: schemas.record(schemas.string(), schemas.unknown()).default({}),
    timestamp: schemas.string().optional(),
    agentId: schemas.string().optional(),
});
const launchResult = schemas.object({
    exit: schemas.object({
        code: schemas.number().int().nullable(),
        signal: schemas.string().nullable(),
        stdout: schemas.string(),
        stderr: schemas.string(),
        wallMs: schemas.number(),
        timedOut: schemas.boolean(),
    }),
    events: schemas.array(cliEvent),
    requests: schemas.array(schemas.object({
        t: schemas.number(),
        interaction: schemas.string(),
        script: schemas.string(),
        turn: schemas.number().int(),
        messages: schemas.array(message),
    })),
    trace: schemas.array(schemas.object({
        id: schemas.string(),
        pid: schemas.number(),
        startMs: schemas.number(),
        endMs: schemas.number().nullable(),
        exitCode: schemas.number().int().nullable(),
        stdout: schemas.string(),
        stderr: schemas.string(),
    })),
    hookLog: schemas.array(schemas.string()),
    /** Connections to the HTTP hooks' pinned hosts: when, which host, which port. */
    connections: schemas.array(schemas.object({ t: schemas.number(), host: schemas.string(), port: schemas.number().int() })).default([]),
});
/** Parse the launcher's stdout; throws with the first problem. */
function parseLaunchResult(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new Error(`the launcher printed no JSON: ${error.message}: ${text.slice(0, 200)}`, {
            cause: error,
        });
    }
    const parsed = launchResult.safeParse(value);
    if (!parsed.success)
        throw new Error(`unexpected launcher output: ${parsed.error.issues[0]?.message ?? ''}`);
    return parsed.data;
}

;// CONCATENATED MODULE: ./src/engines/copilot-session.ts
/**
 * One session of the copilot-cli engine: a namespace sandbox behind the run's firewall, as for the native
 * engine, with the CLI's package bound read-only and its shared cache read-write under /run/hooksim; the
 * launcher (sandbox/copilot-launch.mjs) runs the fake model and the CLI inside it, and prints what the
 * session left behind.
 */








/** The session could not be run at all (the launcher died or printed nothing usable). */
class EngineSessionError extends Error {
    code = 'engine-session-failed';
    constructor(reason) {
        super(`The copilot-cli engine session failed: ${reason}`);
        this.name = 'EngineSessionError';
    }
}
const RUN_DIR = '/run/hooksim';
const PACKAGE_TARGET = `${RUN_DIR}/copilot-pkg`;
const CACHE_TARGET = `${RUN_DIR}/copilot-cache`;
const WORK_DIR = '/tmp/hooksim-engine';
const LAUNCHER_FILES = ['copilot-launch.mjs', 'copilot-model.mjs'];
/** Room for the CLI's start, a few hook timeouts and its own teardown; the launcher kills it after this. */
const DEFAULT_SESSION_TIMEOUT_MS = 120_000;
const OUTPUT_CAP_BYTES = 48 * 1024 * 1024;
/**
 * Documentation addresses (TEST-NET-1, RFC 5737) on the sandbox's loopback, one per HTTP hook host: the CLI's
 * SSRF guard lets them through (it blocks loopback, private, link-local, 100.64/10 and 198.18/15), and they
 * are never real hosts.
 */
const MAX_PINNED_HOSTS = 250;
/** The pinned address of the i-th HTTP hook host. */
function pinnedAddress(i) {
    return `192.0.2.${i + 1}`;
}
/** The directory of the launcher files (the repository's `sandbox/`, shipped next to the bundle). */
function locateSandboxDir() {
    const candidates = ['../../sandbox/', '../sandbox/', './sandbox/'].map((rel) => (0,external_node_url_.fileURLToPath)(new URL(rel, import.meta.url)));
    const found = candidates.find((dir) => (0,external_node_fs_.existsSync)(external_node_path_default().join(dir, 'copilot-launch.mjs')));
    if (found === undefined)
        throw new EngineSessionError(`sandbox/copilot-launch.mjs not found (looked in ${candidates.join(', ')})`);
    return found;
}
/**
 * The binds an engine sandbox needs: launcher, CLI package (read-only) and the shared cache, writable only while
 * warming: hooks from a pull request run in the sessions and must not change the CLI that later runs execute.
 */
function engineBinds(engine, cacheWritable = false) {
    const dir = locateSandboxDir();
    return [
        ...LAUNCHER_FILES.map((file) => ({
            source: external_node_path_default().join(dir, file),
            target: `${RUN_DIR}/${file}`,
            readOnly: true,
        })),
        { source: engine.packageDir, target: PACKAGE_TARGET, readOnly: true },
        { source: engine.cacheDir, target: CACHE_TARGET, readOnly: !cacheWritable },
    ];
}
/**
 * The CLI's environment: the hooks' base environment plus the offline recipe (issue 8). Sessions keep their
 * cache in the engine's scratch directory (outside the file-change scan), where the launcher links the shared
 * unpacked package (read-only) in.
 */
function cliEnv(sandbox, cacheHome = `${WORK_DIR}/cache`) {
    return {
        ...sandbox.baseEnv,
        TERM: 'dumb',
        TMPDIR: '/tmp',
        XDG_CACHE_HOME: cacheHome,
        COPILOT_OFFLINE: 'true',
        COPILOT_AUTO_UPDATE: 'false',
        COPILOT_PROVIDER_API_KEY: 'dummy',
        COPILOT_MODEL: 'gpt-4.1',
        // Without it, prompt mode loads no repository hooks and says nothing.
        GITHUB_COPILOT_PROMPT_MODE_REPO_HOOKS: 'true',
    };
}
/** Paths the CLI itself writes in HOME (its state, not the hooks'), left out of the file changes. */
function isCliState(file) {
    return file === '/root/.copilot' || file.startsWith('/root/.copilot/');
}
/**
 * With HOOKSIM_ENGINE_DUMP=DIR, keep each launcher output as DIR/<time>-<pid>.json: the raw events, trace and
 * requests behind a report, for debugging the mapping.
 */
async function dumpLaunch(text) {
    const dir = process.env.HOOKSIM_ENGINE_DUMP;
    if (!dir)
        return;
    await (0,promises_.mkdir)(dir, { recursive: true });
    await (0,promises_.writeFile)(external_node_path_default().join(dir, `${Date.now()}-${process.pid}.json`), text);
}
/**
 * With HOOKSIM_ENGINE_TRANSCRIPTS=DIR, keep each session's events.jsonl as DIR/<sessionId>/events.jsonl (the
 * session-state layout, so `COPILOT_HOME=… hooksim import <id>` finds it); scripts/record-import-fixtures.mjs uses it.
 */
function transcriptsFromEnv() {
    const dir = process.env.HOOKSIM_ENGINE_TRANSCRIPTS;
    if (!dir)
        return undefined;
    return async (sessionId, text) => {
        await (0,promises_.mkdir)(external_node_path_default().join(dir, sessionId), { recursive: true });
        await (0,promises_.writeFile)(external_node_path_default().join(dir, sessionId, 'events.jsonl'), text);
    };
}
/** Run the launcher in a started sandbox and parse its output. */
async function launch(sandbox, job, timeoutMs) {
    await sandbox.writeFile(`${WORK_DIR}/job.json`, JSON.stringify(job));
    const result = await sandbox.exec({
        argv: [`${RUN_DIR}/node`, `${RUN_DIR}/copilot-launch.mjs`, `${WORK_DIR}/job.json`],
        cwd: '/workspace',
        env: { PATH: sandbox.baseEnv.PATH ?? '/usr/bin:/bin', HOME: '/root', LANG: 'C.UTF-8' },
        stdin: '',
        timeoutMs: timeoutMs + 15_000,
        killMode: 'kill',
        killGroupOnExit: true,
        outputCapBytes: OUTPUT_CAP_BYTES,
    });
    const stderr = result.stderr.toString('utf8').trim();
    if (result.spawnError)
        throw new EngineSessionError(result.spawnError);
    if (result.exitCode !== 0)
        throw new EngineSessionError(`the launcher exited with ${result.exitCode ?? result.signal}: ${stderr}`);
    await dumpLaunch(result.stdout.toString('utf8'));
    try {
        return parseLaunchResult(result.stdout.toString('utf8'));
    }
    catch (error) {
        throw new EngineSessionError(`${error.message}${stderr ? ` (stderr: ${stderr})` : ''}`);
    }
}
/** Hand each session's events.jsonl, read from the sandbox before it goes, to `onTranscript`. */
async function keepTranscripts(sandbox, result, onTranscript) {
    for (const event of result.events) {
        const id = event.type === 'session.start' ? event.data.sessionId : undefined;
        if (typeof id !== 'string' || !/^[\w-]+$/.test(id))
            continue;
        const text = await sandbox.readFile(`/root/.copilot/session-state/${id}/events.jsonl`);
        if (text !== undefined)
            await onTranscript(id, text.toString('utf8'));
    }
}
/** Run one scripted session through the real CLI in a fresh namespace sandbox. */
async function runEngineSession(options) {
    const timeoutMs = options.timeoutMs ?? DEFAULT_SESSION_TIMEOUT_MS;
    const hosts = (options.httpHosts ?? []).slice(0, MAX_PINNED_HOSTS);
    const sandboxed = {
        ...options.sandboxed,
        kind: 'namespace',
        binds: engineBinds(options.engine),
        loopbackAddresses: hosts.map((_, i) => pinnedAddress(i)),
    };
    return (0,commands_sandboxed/* withSandboxedSession */.B)(sandboxed, async ({ sandbox, firewall }) => {
        const job = {
            binary: `${PACKAGE_TARGET}/${options.engine.binaryName}`,
            args: ['-p', options.prompt, '--allow-all-tools', '--no-auto-update', '--log-level', 'debug'],
            env: cliEnv(sandbox),
            script: options.script,
            timeoutMs,
            workDir: WORK_DIR,
            sharedPackages: `${CACHE_TARGET}/copilot/pkg`,
            relay: hosts.map((host, i) => ({ host, address: pinnedAddress(i) })),
        };
        const result = await launch(sandbox, job, timeoutMs);
        const keep = options.onTranscript ?? transcriptsFromEnv();
        if (keep)
            await keepTranscripts(sandbox, result, keep);
        const changes = await sandbox.changes();
        const files = {
            created: changes.created.filter((f) => !isCliState(f)),
            modified: changes.modified.filter((f) => !isCliState(f)),
            deleted: changes.deleted.filter((f) => !isCliState(f)),
        };
        return { launch: result, egress: firewall.egress(), files, firewallNotes: firewall.notes() };
    });
}
/**
 * Unpack the CLI into the shared cache once (it does so on first start: 235 MB, 2-3 s), inside a sandbox
 * like the sessions', so parallel sessions never race on it.
 */
async function warmEngine(engine, sandboxed) {
    const marker = external_node_path_default().join(engine.cacheDir, 'copilot', 'pkg', `${process.platform}-${process.arch}`, copilot_install/* COPILOT_CLI_VERSION */.P5, '.extraction-complete');
    if ((0,external_node_fs_.existsSync)(marker))
        return;
    const repo = await (0,promises_.mkdtemp)(external_node_path_default().join((0,external_node_os_.tmpdir)(), 'hooksim-warm-'));
    try {
        await (0,commands_sandboxed/* withSandboxedSession */.B)({ ...sandboxed, repo, kind: 'namespace', binds: engineBinds(engine, true) }, async ({ sandbox }) => {
            const result = await sandbox.exec({
                argv: [`${PACKAGE_TARGET}/${engine.binaryName}`, '--version'],
                cwd: '/workspace',
                env: cliEnv(sandbox, CACHE_TARGET),
                stdin: '',
                timeoutMs: 60_000,
                killMode: 'kill',
                killGroupOnExit: true,
                outputCapBytes: 65_536,
            });
            if (result.exitCode !== 0)
                throw new EngineSessionError(`warming the CLI cache failed (exit ${result.exitCode ?? result.signal}): ${result.stderr.toString('utf8').trim()}${result.spawnError ?? ''}`);
        });
    }
    finally {
        await (0,promises_.rm)(repo, { recursive: true, force: true });
    }
}


/***/ })

};
