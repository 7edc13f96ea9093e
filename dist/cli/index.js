#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 4703:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ hooksimCacheDir)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/** hooksim's directory in the user's cache: `${XDG_CACHE_HOME:-~/.cache}/hooksim`. */


/** `${XDG_CACHE_HOME:-~/.cache}/hooksim`, from `env` (the process's own by default). */
function hooksimCacheDir(env = process.env) {
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(env.XDG_CACHE_HOME || node_path__WEBPACK_IMPORTED_MODULE_1___default().join((0,node_os__WEBPACK_IMPORTED_MODULE_0__.homedir)(), '.cache'), 'hooksim');
}


/***/ }),

/***/ 6261:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* unused harmony exports mayStartNamespaceSandbox, checkoutToList, prefetchForCli */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _sandbox_host_git_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2708);
/* harmony import */ var _sandbox_system_layers_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5025);
/**
 * Work the CLI begins before it loads the rest of itself (cli.ts imports only this module statically), so that
 * it runs on the other CPU while Node compiles and evaluates the rest of the CLI:
 *
 * - `fire` and `run` decide what `/workspace` shows from git's listings of the checkout; the same `git
 *   ls-files` commands begin here (host-git.ts, beginCheckoutListings) and the decision takes them over.
 * - As root, `fire`, `run`, `init` and `import --update` start a namespace sandbox whose system overlays must
 *   keep every root-only host file from the sandbox's root. Where the system takes guards (systemTakesGuards:
 *   Linux 5.11, system directories not on an overlay), the native setup step reads them through guards and
 *   nothing is scanned; elsewhere every root-only file is found by a scan of the system directories
 *   (findMaskedPaths), begun here and taken over by the sandbox (prepareMasks). `--help` or `--sandbox
 *   process` begins no scan, and an unused scan does not keep the process alive. (Where the native programs
 *   are missing, guards are not used either, and the scan runs when the sandbox starts.)
 *
 * Each is the same work, made fresh by this process, only earlier.
 */



/**
 * Whether `argv` (without node and the script) may start a namespace sandbox: `fire`, `run`, `init` (which
 * replays what it recorded) and `import --update`.
 */
function mayStartNamespaceSandbox(argv) {
    const [command, ...rest] = argv;
    const replays = command === 'fire' ||
        command === 'run' ||
        command === 'init' ||
        (command === 'import' && (rest.includes('--update') || rest.includes('-u')));
    if (!replays)
        return false;
    if (rest.includes('--help') || rest.includes('-h'))
        return false;
    const at = rest.indexOf('--sandbox');
    const sandbox = at >= 0 ? rest[at + 1] : rest.find((arg) => arg.startsWith('--sandbox='))?.slice(10);
    return sandbox !== 'process';
}
/** The checkout `fire` or `run` will list (`--repo`, else the working directory); undefined for other commands. */
function checkoutToList(argv) {
    const [command, ...rest] = argv;
    if ((command !== 'fire' && command !== 'run') || rest.includes('--help') || rest.includes('-h'))
        return undefined;
    let repo = '.';
    rest.forEach((arg, at) => {
        if (arg === '--repo' && rest[at + 1] !== undefined)
            repo = rest[at + 1] ?? repo;
        else if (arg.startsWith('--repo='))
            repo = arg.slice('--repo='.length);
    });
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(repo);
}
/**
 * Begin what `fire` and `run` will wait for first: git's listings of the checkout (host-git.ts: git walks
 * the work tree on the other CPU while Node loads the rest of the CLI; listRepository takes them over), and,
 * as root on Linux where the system takes no guards, the root-only scan.
 */
function prefetchForCli(argv) {
    const checkout = checkoutToList(argv);
    if (checkout !== undefined)
        void (0,_sandbox_host_git_js__WEBPACK_IMPORTED_MODULE_1__/* .beginCheckoutListings */ .tb)(checkout);
    if (process.platform !== 'linux' || process.getuid?.() !== 0 || !mayStartNamespaceSandbox(argv))
        return;
    try {
        const roots = (0,_sandbox_system_layers_js__WEBPACK_IMPORTED_MODULE_2__/* .readSystemLayoutSync */ .t8)().overlays;
        if (!(0,_sandbox_system_layers_js__WEBPACK_IMPORTED_MODULE_2__/* .systemTakesGuards */ .CL)(roots))
            (0,_sandbox_system_layers_js__WEBPACK_IMPORTED_MODULE_2__/* .beginMaskScan */ .vA)(roots);
    }
    catch {
        // the sandbox start scans (and reports) as before
    }
}
prefetchForCli(process.argv.slice(2));


/***/ }),

/***/ 5581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _cli_prefetch_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6261);
/* harmony import */ var _compile_cache_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9553);
/**
 * CLI entry (`hooksim`): hands argv to the CLI and exits with its status. Only the early work is loaded
 * statically: as root, `fire` and `run` begin the root-only scan (cli-prefetch.ts) before Node has even
 * compiled the rest of the CLI, which comes in as a chunk of its own, its compiled code cached between runs
 * where Node has a compile cache (compile-cache.ts).
 */


(0,_compile_cache_js__WEBPACK_IMPORTED_MODULE_1__/* .enableCompileCache */ .L)();
const [{ main, processIo }, { installInterruptHandlers }] = await Promise.all([
    Promise.all(/* import() */[__nccwpck_require__.e(353), __nccwpck_require__.e(134)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7134)),
    __nccwpck_require__.e(/* import() */ 95).then(__nccwpck_require__.bind(__nccwpck_require__, 8476)),
]);
installInterruptHandlers();
const status = await main(process.argv.slice(2), processIo);
process.exitCode = status;

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 9553:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ enableCompileCache)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _cache_dir_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4703);
/**
 * Node 22.1 and later keep the compiled code of the CLI's chunks between runs (`module.enableCompileCache`), so
 * a repeated `fire` compiles nothing: about 25 ms of a 320 ms `fire` on Node 24 on the bench machine. Kept in
 * hooksim's directory of the user's cache, never the shared temporary directory Node defaults to: entries
 * another user could write there are code this process would run. Node 20 has no compile cache, and a cache
 * that cannot be used is no error (Node then compiles as it always does).
 */



/** Turn on Node's compile cache for the modules loaded from now on, where this Node has one. */
function enableCompileCache() {
    const enable = (node_module__WEBPACK_IMPORTED_MODULE_0___default().enableCompileCache);
    if (enable === undefined)
        return;
    try {
        enable(node_path__WEBPACK_IMPORTED_MODULE_1___default().join((0,_cache_dir_js__WEBPACK_IMPORTED_MODULE_2__/* .hooksimCacheDir */ .I)(), 'compile-cache'));
    }
    catch {
        // An unwritable cache directory: compile as without a cache.
    }
}


/***/ }),

/***/ 5809:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $t: () => (/* binding */ runHostCommand),
/* harmony export */   MK: () => (/* binding */ HostCommandError),
/* harmony export */   ZL: () => (/* binding */ shellQuote)
/* harmony export */ });
/* unused harmony export commandLine */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Programs hooksim itself runs on the host (git, cp, npm, the package manager), through node:child_process:
 * the caller's environment is all they see, the program named is what runs (no shell, no `node_modules/.bin`
 * lookup), and a failure names the command, how it ended and the end of its stderr. Hooks never run through
 * here: they go through sandbox/exec-core.cjs (process groups, kill modes, output caps).
 *
 * Not execa: loading it took about 25 ms of a 320 ms `fire`, and each command about 1.5 ms more than a spawn,
 * for conveniences hooksim turned off (extendEnv, preferLocal, shell, forceKillAfterDelay, cleanup).
 */

/** How much of the end of a failed command's stderr its error message keeps. */
const STDERR_TAIL_BYTES = 2048;
/** A host command failed; the message names it, how it ended and the end of its stderr. */
class HostCommandError extends Error {
    command;
    reason;
    code = 'host-command-failed';
    constructor(
    /** The command line, arguments quoted where needed. */
    command, 
    /** How it ended, then the end of its stderr: `exit status 128: fatal: bad object 1234abcd`. */
    reason) {
        super(`\`${command}\` failed: ${reason}`);
        this.command = command;
        this.reason = reason;
        this.name = 'HostCommandError';
    }
}
/** Keeps the last STDERR_TAIL_BYTES of a stream. */
class StderrTail {
    bytes = Buffer.alloc(0);
    cut = false;
    push(chunk) {
        this.bytes = Buffer.concat([this.bytes, chunk]);
        if (this.bytes.length > STDERR_TAIL_BYTES) {
            this.bytes = this.bytes.subarray(this.bytes.length - STDERR_TAIL_BYTES);
            this.cut = true;
        }
    }
    /** `: <tail>` (`…` first when cut), or '' for an empty stderr. */
    shown() {
        const tail = this.bytes.toString('utf8').trim();
        return tail === '' ? '' : `: ${this.cut ? '…' : ''}${tail}`;
    }
}
/** Run `program` with `args` on the host; resolves with its stdout (empty when passed to onOutput). */
function runHostCommand(program, args, options) {
    const { onOutput, maxStdoutBytes } = options;
    const collect = onOutput === undefined && options.stdoutFd === undefined;
    return new Promise((resolve, reject) => {
        let settled = false;
        const fail = (reason) => {
            if (settled)
                return;
            settled = true;
            reject(new HostCommandError(commandLine(program, args), reason));
        };
        let child;
        try {
            child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(program, args, {
                cwd: options.cwd,
                env: options.env,
                // A file descriptor goes to the program as it is: nothing passes through hooksim.
                stdio: [
                    options.input === undefined ? (options.stdin ?? 'ignore') : 'pipe',
                    options.stdoutFd ?? 'pipe',
                    'pipe',
                ],
            });
        }
        catch (error) {
            // Some spawn failures (invalid arguments, E2BIG) throw instead of emitting 'error'.
            fail(`could not start: ${error instanceof Error ? error.message : String(error)}`);
            return;
        }
        if (options.input !== undefined) {
            // A command that ends before reading it all (EPIPE) is judged by how it ended, as any other.
            child.stdin?.on('error', () => undefined);
            child.stdin?.end(options.input);
        }
        const stderr = new StderrTail();
        const stdout = [];
        let stdoutBytes = 0;
        let ended;
        const stop = (why) => {
            ended ??= why;
            child.kill('SIGTERM');
        };
        // stderr is read whatever happens (only its end is kept), so a chatty command is never stopped for it.
        child.stderr?.on('data', (chunk) => {
            onOutput?.(chunk.toString('utf8'));
            stderr.push(chunk);
        });
        child.stdout?.on('data', (chunk) => {
            if (onOutput !== undefined)
                onOutput(chunk.toString('utf8'));
            if (!collect || ended !== undefined)
                return;
            stdoutBytes += chunk.length;
            if (maxStdoutBytes !== undefined && stdoutBytes > maxStdoutBytes)
                stop('overflow');
            else
                stdout.push(chunk);
        });
        const timer = options.timeoutMs === undefined ? undefined : setTimeout(() => stop('timeout'), options.timeoutMs);
        child.on('error', (error) => {
            // ENOENT, EACCES: the program never ran ('close' may follow; the first outcome counts).
            clearTimeout(timer);
            fail(`could not start: ${error.message}`);
        });
        child.on('close', (code, signal) => {
            clearTimeout(timer);
            if (ended === 'timeout')
                fail(`timed out after ${options.timeoutMs} ms${stderr.shown()}`);
            else if (ended === 'overflow')
                fail(`its output exceeded ${maxStdoutBytes} bytes${stderr.shown()}`);
            else if (signal !== null)
                fail(`killed by ${signal}${stderr.shown()}`);
            else if (code !== 0)
                fail(`exit status ${code}${stderr.shown()}`);
            else if (!settled) {
                settled = true;
                resolve(collect ? Buffer.concat(stdout, stdoutBytes) : Buffer.alloc(0));
            }
        });
    });
}
/** One word quoted for a POSIX shell: `'…'`, a `'` inside as `'\''`. */
function shellQuote(word) {
    return `'${word.replace(/'/g, `'\\''`)}'`;
}
/** Arguments that need no quoting in a shell. */
const PLAIN_ARGUMENT = /^[\w./-]+$/;
/** Line breaks, control and format characters, and separators other than the space: shown escaped. */
const UNPRINTABLE = /[\p{Separator}\p{Other}]/gu;
const COMMON_ESCAPES = {
    ' ': ' ',
    '\b': '\\b',
    '\f': '\\f',
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
};
/**
 * The command as one line for a message: unprintable characters escaped (`\n`, `\u001b`), and every argument
 * that is not plain quoted for a POSIX shell, so a hostile path or ref name cannot break the line or the
 * terminal it is printed to.
 */
function commandLine(program, args) {
    return [program, ...args]
        .map((arg) => {
        const escaped = arg.replace(UNPRINTABLE, (character) => {
            const common = COMMON_ESCAPES[character];
            if (common !== undefined)
                return common;
            const point = character.codePointAt(0) ?? 0;
            return point <= 0xffff ? `\\u${point.toString(16).padStart(4, '0')}` : `\\U${point.toString(16)}`;
        });
        return PLAIN_ARGUMENT.test(escaped) ? escaped : shellQuote(escaped);
    })
        .join(' ');
}


/***/ }),

/***/ 7406:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ memoUntilFailure)
/* harmony export */ });
/**
 * The one memo of the project's shared work (a run's mask layers, a checkout's copy or view): a promise kept
 * under its key, and forgotten if it fails, so that a later call tries again instead of failing the same way.
 */
/** `made.get(key)`, or `make()` kept under `key` until it fails (a later call then tries again). */
function memoUntilFailure(made, key, make) {
    let result = made.get(key);
    if (result === undefined) {
        result = make();
        result.catch(() => made.delete(key));
        made.set(key, result);
    }
    return result;
}


/***/ }),

/***/ 4282:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   I6: () => (/* binding */ SANDBOX_PATH),
/* harmony export */   PU: () => (/* binding */ buildAgentEnv),
/* harmony export */   eX: () => (/* binding */ SANDBOX_CA_BUNDLE)
/* harmony export */ });
/* unused harmony exports PLACEHOLDER_API_TOKEN, PLACEHOLDER_GIT_TOKEN, SANDBOX_NO_PROXY, buildAgentShellEnv */
/** The placeholder tokens: set as the docs say, never shaped like a real token. */
const PLACEHOLDER_API_TOKEN = 'hooksim-placeholder-copilot-api-token';
/** See PLACEHOLDER_API_TOKEN. */
const PLACEHOLDER_GIT_TOKEN = 'hooksim-placeholder-copilot-git-token';
/** The standard PATH inside the sandbox. */
const SANDBOX_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
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


/***/ }),

/***/ 2708:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $5: () => (/* binding */ GIT_SAFE),
/* harmony export */   Kc: () => (/* binding */ listUntrackedHidden),
/* harmony export */   Mc: () => (/* binding */ entriesOf),
/* harmony export */   Og: () => (/* binding */ INDEX_LISTING),
/* harmony export */   PJ: () => (/* binding */ excludedListing),
/* harmony export */   RK: () => (/* binding */ takeEarlyHidden),
/* harmony export */   TP: () => (/* binding */ collectGitListing),
/* harmony export */   V0: () => (/* binding */ fileListing),
/* harmony export */   ZB: () => (/* binding */ forEachEntry),
/* harmony export */   _k: () => (/* binding */ takeEarlyCollected),
/* harmony export */   _n: () => (/* binding */ excludeWithPatterns),
/* harmony export */   av: () => (/* binding */ rawPath),
/* harmony export */   cS: () => (/* binding */ GIT_WITHOUT_HOST_CONFIG),
/* harmony export */   e8: () => (/* binding */ prefixedEntry),
/* harmony export */   io: () => (/* binding */ hostGitEnv),
/* harmony export */   mM: () => (/* binding */ NOT_UTF8),
/* harmony export */   pA: () => (/* binding */ forEachIndexEntry),
/* harmony export */   qS: () => (/* binding */ ownInfoExcludePath),
/* harmony export */   rH: () => (/* binding */ readFileListing),
/* harmony export */   tb: () => (/* binding */ beginCheckoutListings),
/* harmony export */   x1: () => (/* binding */ UNTRACKED_LISTING)
/* harmony export */ });
/* unused harmony exports startFileListing, pathEntry, OTHERS_LISTING, IGNORED_LISTING, pathspecsFor, takeEarlyFile */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _host_command_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(5809);
/* harmony import */ var _environment_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(4282);
/**
 * git as hooksim runs it on the host over a checkout (GIT_SAFE, hostGitEnv), and the listings of a checkout
 * begun before the command asks for them. `fire` and `run` decide what `/workspace` shows from git's listings
 * of the checkout (workspace.ts, listRepository); the CLI's entry (cli-prefetch.ts) begins the same commands
 * here before Node has loaded the rest of the CLI, so that git walks the work tree on the other CPU meanwhile.
 * listRepository takes over a run begun here when it asks for the same command in the same directory (by real
 * path: the discovery asks for the checkout's real path, the sandbox for the path given), and starts its own
 * otherwise; a run nobody took still ends before the process does, as any git hooksim starts. Small on
 * purpose: the CLI's entry chunk loads it.
 */






/** Git options that keep a repository's own config from running commands on the host. */
const GIT_SAFE = [
    '-c',
    'core.fsmonitor=false',
    '-c',
    'core.hooksPath=/dev/null',
    '-c',
    'safe.directory=*',
];
/** No system or global git config on the host: no filter, hook or fsmonitor program a host configured runs. */
const GIT_WITHOUT_HOST_CONFIG = {
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
};
/**
 * The environment of every git hooksim runs on the host over a repository or its copy: no system or global
 * config, so a filter, textconv or fsmonitor program the host configured never runs for a pull request's
 * `.gitattributes`; only the repository's own config (written by the checkout, not by the pull request) and
 * GIT_SAFE apply.
 */
function hostGitEnv(path = process.env.PATH ?? _environment_js__WEBPACK_IMPORTED_MODULE_5__/* .SANDBOX_PATH */ .I6) {
    return {
        PATH: path,
        HOME: process.env.HOME ?? '/',
        LANG: 'C.UTF-8',
        ...GIT_WITHOUT_HOST_CONFIG,
        GIT_TERMINAL_PROMPT: '0',
    };
}
/**
 * `git ls-files -z <args>` in `dir`, as hooksim runs it. Pathspecs are literal: they are paths git listed
 * (a name may start with `:` or hold a `*`).
 */
function lsFilesArgs(dir, args) {
    return [...GIT_SAFE, '--literal-pathspecs', '-C', dir, 'ls-files', '-z', ...args];
}
/** `git ls-files -z <args>` in `dir` with its output collected. */
function collectGitListing(dir, args) {
    return (0,_host_command_js__WEBPACK_IMPORTED_MODULE_4__/* .runHostCommand */ .$t)('git', lsFilesArgs(dir, args), { cwd: dir, env: hostGitEnv() });
}
/**
 * `git ls-files -z <args>` in `dir` into an unlinked temporary file (read back a piece at a time by
 * readFileListing: a listing of 100,000 paths never passes through memory whole).
 */
function startFileListing(dir, args) {
    const tmp = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'hooksim-ls-'));
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(tmp, 'listing'), 'w+', 0o600);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(tmp, { recursive: true, force: true });
    }
    try {
        return {
            fd,
            done: (0,_host_command_js__WEBPACK_IMPORTED_MODULE_4__/* .runHostCommand */ .$t)('git', lsFilesArgs(dir, args), { cwd: dir, env: hostGitEnv(), stdoutFd: fd }),
        };
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        throw error;
    }
}
/** The piece of a listing read at a time; grown for an entry longer than it. */
const LISTING_CHUNK = 64 * 1024;
/**
 * Call `onPiece` with `listing` once git is done, read back a piece at a time into one buffer (no garbage
 * but the strings kept from it), each piece whole entries (forEachEntry, forEachIndexEntry), and close it.
 * `hooks.before` runs once git is done and before the first piece; `hooks.afterChunk` after each piece.
 */
async function readFileListing(listing, onPiece, hooks = {}) {
    const { fd, done } = listing;
    try {
        await done;
        await hooks.before?.();
        let buffer = Buffer.allocUnsafe(LISTING_CHUNK);
        let kept = 0; // bytes of an entry cut at the end of the piece before, moved to the buffer's start
        for (let position = 0;;) {
            const bytesRead = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, kept, buffer.length - kept, position);
            position += bytesRead;
            const filled = kept + bytesRead;
            if (bytesRead === 0) {
                onPiece(buffer.subarray(0, filled));
                return;
            }
            const last = buffer.lastIndexOf(0, filled - 1);
            if (last === -1) {
                // One entry longer than the buffer: a bigger one.
                const bigger = Buffer.allocUnsafe(buffer.length * 2);
                buffer.copy(bigger, 0, 0, filled);
                buffer = bigger;
                kept = filled;
                continue;
            }
            onPiece(buffer.subarray(0, last + 1));
            buffer.copyWithin(0, last + 1, filled);
            kept = filled - last - 1;
            await hooks.afterChunk?.();
        }
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** Call `visit` with the bounds of every non-empty NUL-terminated entry of `listing`. */
function forEachEntry(listing, visit) {
    for (let start = 0; start < listing.length;) {
        let end = listing.indexOf(0, start);
        if (end === -1)
            end = listing.length;
        if (end > start)
            visit(listing, start, end);
        start = end + 1;
    }
}
/**
 * Call `visit` with the bounds of every entry of an index listing (INDEX_LISTING: `<mode> <object> <stage>`,
 * a tab, the path) and of its path. The head before the tab has the same width in every entry of a
 * repository (its hash's length), so each entry costs a byte test for its tab and a scan of its path, no
 * call into Node: on 100,000 entries about 12 ms against 50 for a search of each NUL and tab.
 */
function forEachIndexEntry(listing, visit) {
    const length = listing.length;
    let head = -1;
    for (let start = 0; start < length;) {
        const tab = head >= 0 && listing[start + head] === 9 ? start + head : listing.indexOf(9, start);
        if (tab === -1)
            return; // no path: not an index listing
        head = tab - start;
        let end = tab + 1;
        while (end < length && listing[end] !== 0)
            end++;
        visit(listing, start, tab, end);
        start = end + 1;
    }
}
/** The entries of a short NUL-separated listing (ignored and excluded paths, collapsed to directories). */
function entriesOf(listing) {
    const entries = [];
    forEachEntry(listing, (_, start, end) => entries.push(pathEntry(listing, start, end)));
    return entries;
}
/**
 * Marks an entry whose path is not UTF-8 (pathEntry): no path git lists holds a NUL, so such an entry is
 * never taken for another, and a reader that knows no better finds no such path.
 */
const NOT_UTF8 = '\0';
/**
 * A path of a listing as a string: itself where it is UTF-8, else NOT_UTF8 and its bytes one character
 * each (latin1), which rawPath gives back. Decoded as UTF-8 it would name another path (U+FFFD for each
 * bad byte), and a hidden entry would mask nothing while the file itself showed.
 */
function pathEntry(listing, start, end) {
    const bytes = listing.subarray(start, end);
    return (0,node_buffer__WEBPACK_IMPORTED_MODULE_1__.isUtf8)(bytes) ? bytes.toString('utf8') : NOT_UTF8 + bytes.toString('latin1');
}
/** The bytes of the path a pathEntry names. */
function rawPath(entry) {
    return entry.startsWith(NOT_UTF8) ? Buffer.from(entry.slice(1), 'latin1') : Buffer.from(entry);
}
/** The pathEntry of `prefix` (a directory ending in `/`, or '') followed by the path of `entry`. */
function prefixedEntry(prefix, entry) {
    return entry.startsWith(NOT_UTF8)
        ? NOT_UTF8 + Buffer.from(prefix).toString('latin1') + entry.slice(1)
        : prefix + entry;
}
/** The one walk of a work tree: its untracked paths, ignored or not, a directory with nothing tracked as `dir/`. */
const OTHERS_LISTING = ['--others', '--directory'];
/** The ignored untracked paths, collapsed (`dir/` for a whole directory). */
const IGNORED_LISTING = ['--others', '--ignored', '--exclude-standard', '--directory'];
/** The untracked paths not ignored, one by one; a repository nested in the work tree as `dir/`. */
const UNTRACKED_LISTING = ['--others', '--exclude-standard'];
/** The index, with modes (a gitlink is a submodule). */
const INDEX_LISTING = ['--cached', '--stage'];
/** The untracked paths the job's `info/exclude` alone ignores, collapsed. */
function excludedListing(exclude) {
    return ['--others', '--ignored', `--exclude-from=${exclude}`, '--directory'];
}
/**
 * The most pathspecs the limited listings take: git matches every entry it reads against every pathspec
 * (600 of them took 80 ms a listing on 20,000 files, more than the whole work tree's 50; 64 took 10).
 */
const PATHSPEC_LIMIT = 64;
/**
 * At most PATHSPEC_LIMIT directories holding every one of `dirs` (each `dir/`): the directories themselves,
 * else their ancestors at the deepest level that are few enough (the `__pycache__/` of 600 packages under
 * `src/pkg0/` … `src/pkg5/` become those six); undefined when even their top directories are too many.
 */
function pathspecsFor(dirs) {
    const names = dirs.map((dir) => dir.replace(/\/$/, '').split('/'));
    for (let level = Math.max(...names.map((parts) => parts.length)); level >= 1; level--) {
        const prefixes = new Set(names.map((parts) => `${parts.slice(0, level).join('/')}/`));
        if (prefixes.size <= PATHSPEC_LIMIT)
            return [...prefixes];
    }
    return undefined;
}
/**
 * What `/workspace` hides of the untracked part of the work tree at `dir`: the ignored paths as git lists
 * them collapsed (IGNORED_LISTING) and the repositories nested in it (`dir/` in UNTRACKED_LISTING), from one
 * walk of the work tree instead of those two. The walk (OTHERS_LISTING) yields every untracked path at the
 * edge of what is tracked, each ignored one among them or below one; `git check-ignore` judges those by
 * the same rules, and the two listings, limited to the untracked directories not ignored (where both
 * ignored paths and nested repositories can lie), find the rest. A name that is not UTF-8 (it could not
 * go back to git as a pathspec), a failure of the shortcut, or such directories too many and too spread
 * out to be named by PATHSPEC_LIMIT pathspecs (pathspecsFor): the two listings over the whole work tree.
 */
async function listUntrackedHidden(dir) {
    const others = await collectGitListing(dir, OTHERS_LISTING);
    const entries = entriesOf(others);
    if (entries.length === 0)
        return [];
    const utf8 = !entries.some((entry) => entry.startsWith(NOT_UTF8));
    const ignored = utf8 ? await ignoredAmong(dir, entries).catch(() => undefined) : undefined;
    if (ignored === undefined)
        return listHiddenByWalks(dir, []);
    const open = entries.filter((entry) => entry.endsWith('/') && !ignored.has(entry));
    if (open.length === 0)
        return [...ignored];
    const pathspecs = pathspecsFor(open);
    if (pathspecs === undefined)
        return listHiddenByWalks(dir, []);
    return [...ignored, ...(await listHiddenByWalks(dir, ['--', ...pathspecs]))];
}
/** The ignored entries and nested repositories of IGNORED_LISTING and UNTRACKED_LISTING, with `pathspecs`. */
async function listHiddenByWalks(dir, pathspecs) {
    const nested = [];
    const [ignored] = await Promise.all([
        collectGitListing(dir, [...IGNORED_LISTING, ...pathspecs]),
        // Untracked paths not ignored show; only a `dir/` (a repository nested in the work tree) is kept.
        readFileListing(startFileListing(dir, [...UNTRACKED_LISTING, ...pathspecs]), (piece) => forEachEntry(piece, (listing, start, end) => {
            if (listing[end - 1] === 0x2f)
                nested.push(pathEntry(listing, start, end));
        })),
    ]);
    return [...entriesOf(ignored), ...nested];
}
/**
 * Which of `entries` (untracked paths of the work tree at `dir`, a directory as `dir/`) git ignores:
 * `git check-ignore --verbose --non-matching` gives each its source, line and pattern, empty where none
 * matches; a pattern starting with `!` re-includes. A directory goes without its `/` (with it, `keep/*`
 * would match `keep/` itself); git looks at the path to tell a directory. Not the index (`--no-index`):
 * every entry is untracked, and reading it would cost as much as the walk on a large checkout.
 */
async function ignoredAmong(dir, entries) {
    const bare = entries.map((entry) => entry.replace(/\/$/, ''));
    const out = await (0,_host_command_js__WEBPACK_IMPORTED_MODULE_4__/* .runHostCommand */ .$t)('git', [...GIT_SAFE, '-C', dir, 'check-ignore', '--no-index', '--verbose', '--non-matching', '-z', '--stdin'], { cwd: dir, env: hostGitEnv(), input: Buffer.from(`${bare.join('\0')}\0`) });
    const fields = out.toString('utf8').split('\0');
    const judged = new Map();
    for (let at = 0; at + 3 < fields.length; at += 4) {
        const pattern = fields[at + 2] ?? '';
        judged.set(fields[at + 3] ?? '', pattern !== '' && !pattern.startsWith('!'));
    }
    const ignored = new Set();
    entries.forEach((entry, index) => {
        const verdict = judged.get(bare[index] ?? '');
        if (verdict === undefined)
            throw new Error(`git check-ignore did not judge '${entry}'`);
        if (verdict)
            ignored.add(entry);
    });
    return ignored;
}
/** Listings begun early, by kind, directory and arguments. */
const early = new Map();
/** The key of a listing: its directory and the file of an `--exclude-from` by their real paths. */
function earlyKey(kind, dir, args) {
    const real = (file) => {
        try {
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(file);
        }
        catch {
            return file;
        }
    };
    const exclude = '--exclude-from=';
    const keyArgs = args.map((arg) => arg.startsWith(exclude) ? exclude + real(arg.slice(exclude.length)) : arg);
    return [kind, real(dir), ...keyArgs].join('\0');
}
/** The collected listing begun early for exactly this command, once; undefined when there is none. */
function takeEarlyCollected(dir, args) {
    return takeEarly(earlyKey('collected', dir, args));
}
/** The file listing begun early for exactly this command, once; undefined when there is none. */
function takeEarlyFile(dir, args) {
    return takeEarly(earlyKey('file', dir, args));
}
/** The file listing of this command: the one begun early (takeEarlyFile), else one started now. */
function fileListing(dir, args) {
    return takeEarlyFile(dir, args) ?? startFileListing(dir, args);
}
/** listUntrackedHidden begun early for `dir`, once; undefined when there is none. */
function takeEarlyHidden(dir) {
    return takeEarly(earlyKey('hidden', dir, []));
}
function takeEarly(key) {
    const found = early.get(key);
    early.delete(key);
    return found;
}
/**
 * Begin the listings listRepository asks for at the top of the checkout `repo` (a directory with its own
 * `.git`): what is hidden of its untracked paths, those of the job's `info/exclude` where it holds a
 * pattern, and the index. Nothing where `repo` has no `.git` or a linked worktree's (git names its exclude
 * file). Resolves once they have all ended, whatever their outcome (the CLI's entry does not wait).
 */
function beginCheckoutListings(repo) {
    let exclude;
    try {
        const file = ownInfoExcludePath(repo);
        if (file === undefined)
            return Promise.resolve();
        exclude = excludeWithPatterns(file);
    }
    catch {
        return Promise.resolve();
    }
    // Each taker sees a failure; an untaken one is no error.
    const hidden = listUntrackedHidden(repo);
    early.set(earlyKey('hidden', repo, []), hidden);
    const runs = [hidden];
    if (exclude !== undefined) {
        const args = excludedListing(exclude);
        const run = collectGitListing(repo, args);
        early.set(earlyKey('collected', repo, args), run);
        runs.push(run);
    }
    const listing = startFileListing(repo, INDEX_LISTING);
    early.set(earlyKey('file', repo, INDEX_LISTING), listing);
    runs.push(listing.done);
    return Promise.allSettled(runs).then(() => undefined);
}
/**
 * Where git reads `info/exclude` for the work tree at `dir` when its `.git` is a directory of its own (no
 * `commondir` file, which only a linked worktree's has), found without starting git; undefined otherwise (a
 * submodule's or a linked worktree's `.git` is a file naming the real one: git says where).
 */
function ownInfoExcludePath(dir) {
    const dotGit = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(dir, '.git');
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(dotGit, { throwIfNoEntry: false })?.isDirectory() !== true)
        return undefined;
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(dotGit, 'commondir'), { throwIfNoEntry: false }) !== undefined)
        return undefined;
    return node_path__WEBPACK_IMPORTED_MODULE_3___default().join(dotGit, 'info', 'exclude');
}
/**
 * `file` if it is a regular file holding a pattern: blank lines, lines of spaces and `#` comments are all
 * git skips (the `info/exclude` that `git init` writes holds only comments).
 */
function excludeWithPatterns(file) {
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file, { throwIfNoEntry: false })?.isFile() !== true)
        return undefined;
    const text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8');
    return text.split('\n').every((line) => /^( *$|#)/.test(line)) ? undefined : file;
}


/***/ }),

/***/ 5025:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CL: () => (/* binding */ systemTakesGuards),
/* harmony export */   Ek: () => (/* binding */ kernelAtLeast),
/* harmony export */   FS: () => (/* binding */ prepareMasks),
/* harmony export */   N2: () => (/* binding */ runWhiteout),
/* harmony export */   U: () => (/* binding */ checkMockName),
/* harmony export */   Vf: () => (/* binding */ prepareGroupCovers),
/* harmony export */   Z0: () => (/* binding */ PLUMBING_FILES),
/* harmony export */   a9: () => (/* binding */ stubScript),
/* harmony export */   "do": () => (/* binding */ writeStubSeed),
/* harmony export */   lQ: () => (/* binding */ mountPoints),
/* harmony export */   rv: () => (/* binding */ mountPointsUnder),
/* harmony export */   sU: () => (/* binding */ readSystemLayout),
/* harmony export */   t8: () => (/* binding */ readSystemLayoutSync),
/* harmony export */   tE: () => (/* binding */ runEtcSeed),
/* harmony export */   vA: () => (/* binding */ beginMaskScan),
/* harmony export */   wJ: () => (/* binding */ writeWorkspaceSeed),
/* harmony export */   zz: () => (/* binding */ undroppableGroups)
/* harmony export */ });
/* unused harmony exports STUB_DIR, findMaskedPaths, findGroupOnlyPaths, buildMaskLayer, makeWhiteoutTemplate, ensureLayerDirs, SandboxSeedError, checkRelativePath, kernelMountsGuards, forgetMaskLayers */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _memo_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(7406);
/* harmony import */ var _host_command_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(5809);
/* harmony import */ var _environment_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(4282);
/**
 * The layers under the namespace sandbox's system directories (spec/cloud-environment.md §1, §5.7): which
 * host directories become overlays and which are symlinks, the mask layer that hides what an unprivileged
 * host user could not read when the sandbox's root is the host's root, and the per-session seed layers
 * (resolver files, the CA bundle, command stubs, scenario files) that sit under the session's upper layer,
 * so that the upper layer holds exactly what hooks changed.
 */








/** Top-level host directories the sandbox shows, as an overlay when a directory, as a symlink when one. */
const SYSTEM_ENTRIES = ['usr', 'bin', 'sbin', 'lib', 'lib32', 'lib64', 'libx32', 'etc', 'opt', 'var'];
let layout;
/** The host's layout, read once. */
function readSystemLayout() {
    layout ??= Promise.resolve().then(readSystemLayoutSync);
    return layout;
}
/** readSystemLayout, synchronously (the CLI's early scan uses it before the rest of itself is loaded). */
function readSystemLayoutSync() {
    const result = { overlays: [], symlinks: [] };
    for (const name of SYSTEM_ENTRIES) {
        const full = `/${name}`;
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(full, { throwIfNoEntry: false });
        if (stat?.isSymbolicLink())
            result.symlinks.push({ link: full, target: (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readlinkSync)(full) });
        else if (stat?.isDirectory())
            result.overlays.push(full);
    }
    return result;
}
/** Files the sandbox plumbing owns; a hook changing them is not reported (cloud-environment.md §1). */
const PLUMBING_FILES = ['/etc/resolv.conf', '/etc/hosts', '/etc/hostname', _environment_js__WEBPACK_IMPORTED_MODULE_6__/* .SANDBOX_CA_BUNDLE */ .eX];
/** Where command stubs live (cloud-environment.md §5.7). */
const STUB_DIR = '/usr/local/bin';
/** The find expression of a masked path (findMaskedPaths), after the starting points and their options. */
const MASK_EXPRESSION = [
    '(', '-type', 'd', '!', '-perm', '-o=rx', '-prune', '-print0', ')',
    '-o', '(', '-type', 'd', '-o', '-type', 'l', ')',
    '-o', '(', '-type', 'f', '-perm', '-o=r', ')', '-o', '-print0',
]; // prettier-ignore
/** Scans of `roots` (joined by NUL) begun and not yet forgotten: one a process, begun as early as it can. */
const maskScans = new Map();
/**
 * Begin the scan of findMaskedPaths for `roots` in the background (the CLI does so before it loads the rest
 * of itself, hooksim as root about to start a sandbox); findMaskedPaths takes it over. The scan does not keep
 * the process alive until findMaskedPaths asks for it.
 */
function beginMaskScan(roots) {
    void (0,_memo_js__WEBPACK_IMPORTED_MODULE_7__/* .memoUntilFailure */ .F)(maskScans, roots.join('\0'), () => scanMaskedEntries(roots, true));
}
/**
 * Host paths under `roots` that an unprivileged user could not read: directories without o+rx, other
 * entries without o+r, sockets, FIFOs and devices, and mount points (an overlay lower layer shows what a
 * mount hides). Symlinks are never listed: they resolve inside the sandbox.
 */
async function findMaskedPaths(roots) {
    const scan = (0,_memo_js__WEBPACK_IMPORTED_MODULE_7__/* .memoUntilFailure */ .F)(maskScans, roots.join('\0'), () => scanMaskedEntries(roots, false));
    refScans.get(scan)?.();
    const entries = await scan;
    return [...new Set([...entries, ...mountPointsUnder(roots)])].filter((p) => !roots.includes(p)).sort();
}
/** How to make a background scan keep the process alive again (findMaskedPaths waits for it). */
const refScans = new WeakMap();
/**
 * What `find roots -xdev <MASK_EXPRESSION>` prints, split over the CPUs: one `find -maxdepth 1` over the roots
 * (each root and its entries), and the roots' subdirectories on the root's filesystem as the starting
 * points of one `find` a CPU. The expression is the same; a starting point is judged as the single `find`
 * judges it as an entry (a subdirectory without o+rx is printed by both, once kept), and -xdev holds, since
 * only subdirectories on their root's filesystem are started from; a mount point is judged at depth 1 and
 * not descended, as with one `find`.
 */
function scanMaskedEntries(roots, background) {
    const children = [];
    const spawnFind = (args) => findEntries(args, (child) => {
        children.push(child);
        if (background)
            unrefChild(child);
    });
    const top = spawnFind([...roots, '-maxdepth', '1', '-xdev', ...MASK_EXPRESSION]);
    const batches = balance(roots.flatMap(subdirectoriesToScan), Math.max(1, Math.min((0,node_os__WEBPACK_IMPORTED_MODULE_3__.availableParallelism)(), 4)));
    const scan = Promise.all([
        top,
        ...batches.map((batch) => spawnFind([...batch.map((dir) => dir.path), '-xdev', ...MASK_EXPRESSION])),
    ]).then((lists) => lists.flat());
    if (background)
        refScans.set(scan, () => children.forEach(refChild));
    return scan;
}
/**
 * The subdirectories of `root` a find must descend into: real directories (not symlinks) with o+rx (the rest
 * the `-maxdepth 1` find prints and prunes), on the root's filesystem (-xdev). Synchronous (a few dozen
 * entries), so that a scan the CLI begins while it loads spawns every find at once.
 */
function subdirectoriesToScan(root) {
    try {
        const rootStat = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(root);
        if (!rootStat.isDirectory())
            return [];
        const starts = [];
        for (const entry of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(root, { withFileTypes: true })) {
            if (!entry.isDirectory())
                continue;
            const full = node_path__WEBPACK_IMPORTED_MODULE_4___default().join(root, entry.name);
            const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(full, { throwIfNoEntry: false });
            if (!stat?.isDirectory() || stat.dev !== rootStat.dev || (stat.mode & 0o005) !== 0o005)
                continue;
            starts.push({ path: full, weight: stat.nlink });
        }
        return starts;
    }
    catch {
        // unreadable root: the -maxdepth 1 find judges what it can, as the single find did
        return [];
    }
}
/** `starts` in at most `count` batches of about equal weight (the heaviest first, each to the lightest batch). */
function balance(starts, count) {
    const batches = Array.from({ length: Math.min(count, starts.length) }, () => ({
        weight: 0,
        starts: [],
    }));
    // Code-unit order for ties: localeCompare would load ICU's collation (14 ms of `fire`'s start).
    const byWeight = (a, b) => b.weight - a.weight || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
    for (const start of [...starts].sort(byWeight)) {
        const lightest = batches.reduce((min, batch) => (batch.weight < min.weight ? batch : min));
        lightest.starts.push(start);
        lightest.weight += start.weight;
    }
    return batches.map((batch) => batch.starts);
}
/** Let a child (and its output pipe) not keep the process alive. */
function unrefChild(child) {
    child.unref();
    child.stdout?.unref?.();
}
function refChild(child) {
    child.ref();
    child.stdout?.ref?.();
}
/** What `find <args>` prints, NUL-separated; find exits 1 when a directory was unreadable, the rest is right. */
function findEntries(args, onSpawn) {
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('find', args, { env: { PATH: _environment_js__WEBPACK_IMPORTED_MODULE_6__/* .SANDBOX_PATH */ .I6 }, stdio: ['ignore', 'pipe', 'ignore'] });
        onSpawn?.(child);
        const chunks = [];
        child.stdout.on('data', (chunk) => chunks.push(chunk));
        child.on('error', reject);
        child.on('close', () => resolve(Buffer.concat(chunks).toString('utf8').split('\0').filter(Boolean)));
    });
}
/**
 * Host paths under `roots` that this user reaches only through one of `groups` (a supplementary group): not
 * its own, group one of them, and without o+rx (directories) or o+r (the rest). An unprivileged user namespace
 * cannot drop supplementary groups (its gid_map needs `setgroups deny`), and the kernel checks them whatever
 * the map shows, so the sandbox covers these instead. Symlinks are never listed.
 */
function findGroupOnlyPaths(roots, uid, groups) {
    if (groups.length === 0)
        return Promise.resolve([]);
    const inGroups = groups.flatMap((gid, i) => [...(i === 0 ? [] : ['-o']), '-group', String(gid)]);
    const lists = roots.map((root) => {
        const args = [root, '-xdev', '(', '-type', 'l', '-prune', ')', '-o'];
        args.push('(', '!', '-user', String(uid), '(', ...inGroups, ')');
        args.push('(', '-type', 'd', '!', '-perm', '-o=rx', '-prune', '-printf', 'd%p\\0', ')');
        args.push('-o', '(', '!', '-type', 'd', '!', '-perm', '-o=r', '-printf', 'f%p\\0', ')', ')');
        return findEntries(args).then((entries) => entries.map((entry) => ({
            path: entry.slice(1),
            kind: entry.startsWith('d') ? 'dir' : 'file',
        })));
    });
    return Promise.all(lists).then((found) => found.flat().filter((entry) => !roots.includes(entry.path)));
}
/** mountPoints' answer, read once a process. */
let knownMountPoints;
/**
 * Every mount point of this mount namespace, from /proc/self/mountinfo, read once a process: the kernel makes
 * that table under the lock every mount of every sandbox starting takes (in a CPU profile of a run, a read held
 * hooksim's thread about 0.4 ms a session, against 64 µs alone), and the host's mounts under its system
 * directories do not change while a run goes.
 */
function mountPoints() {
    knownMountPoints ??= readMountinfoPoints();
    return knownMountPoints;
}
function readMountinfoPoints() {
    let text = '';
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)('/proc/self/mountinfo', 'utf8');
    }
    catch {
        // no /proc: no mount points known
    }
    return text
        .split('\n')
        .map((line) => line.split(' ')[4])
        .filter((point) => point !== undefined)
        .map((point) => point.replace(/\\([0-7]{3})/g, (_m, octal) => String.fromCharCode(parseInt(octal, 8))));
}
/** Mount points strictly inside one of `roots`. */
function mountPointsUnder(roots) {
    return mountPoints().filter((point) => roots.some((root) => point.startsWith(`${root}/`)));
}
/**
 * Build a mask layer for the host directory `root`: an overlay whiteout for every masked path, inside
 * directories that copy the host directories' mode, owner and times. Needs root (mknod, chown).
 */
async function buildMaskLayer(root, masked, layer, whiteout) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(layer, { recursive: true });
    await copyAttributes(root, layer);
    for (const hostPath of masked) {
        if (!hostPath.startsWith(`${root}/`))
            continue;
        const rel = hostPath.slice(root.length + 1);
        await ensureLayerDirs(layer, root, node_path__WEBPACK_IMPORTED_MODULE_4___default().dirname(rel));
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.link)(whiteout, node_path__WEBPACK_IMPORTED_MODULE_4___default().join(layer, rel));
    }
}
/**
 * Make one overlayfs whiteout (a 0/0 character device; no CAP_MKNOD needed for it since Linux 5.8) at
 * `file`. Every whiteout of a mask layer is a hard link to it, as overlayfs itself shares one whiteout
 * inode: one `mknod` a run instead of one per masked path.
 */
async function makeWhiteoutTemplate(file) {
    await (0,_host_command_js__WEBPACK_IMPORTED_MODULE_5__/* .runHostCommand */ .$t)('mknod', ['--', file, 'c', '0', '0'], { env: { PATH: _environment_js__WEBPACK_IMPORTED_MODULE_6__/* .SANDBOX_PATH */ .I6 } });
}
const runWhiteouts = new Map();
/**
 * The whiteout template of the run directory `runDir` (makeWhiteoutTemplate), made once: the system mask
 * layers and the workspace's mask layer link to the same one, one `mknod` a run instead of two.
 */
function runWhiteout(runDir) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_4___default().join(runDir, 'mask-whiteout');
    return (0,_memo_js__WEBPACK_IMPORTED_MODULE_7__/* .memoUntilFailure */ .F)(runWhiteouts, runDir, () => makeWhiteoutTemplate(file).then(() => file));
}
/** Give a layer directory the mode, owner (when we may) and times of the host directory it stands for. */
async function copyAttributes(hostDir, layerDir) {
    const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(hostDir).catch(() => undefined);
    if (!stat?.isDirectory())
        return;
    if (process.getuid?.() === 0)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.chown)(layerDir, stat.uid, stat.gid).catch(() => undefined);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.chmod)(layerDir, stat.mode & 0o7777);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.utimes)(layerDir, stat.atime, stat.mtime);
}
/** Create `rel` (and its parents) in `layer`, each with the attributes of the same directory under `hostRoot`. */
async function ensureLayerDirs(layer, hostRoot, rel) {
    if (rel === '.' || rel === '')
        return;
    const parts = rel.split('/');
    for (let i = 1; i <= parts.length; i++) {
        const sub = parts.slice(0, i).join('/');
        const dir = node_path__WEBPACK_IMPORTED_MODULE_4___default().join(layer, sub);
        const existing = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(dir).catch(() => undefined);
        if (existing?.isDirectory())
            continue;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(dir, { mode: 0o755 });
        await copyAttributes(node_path__WEBPACK_IMPORTED_MODULE_4___default().join(hostRoot, sub), dir);
    }
}
/** An invalid scenario file path or command mock name. */
class SandboxSeedError extends Error {
    code = 'sandbox-seed-invalid';
    constructor(message) {
        super(message);
        this.name = 'SandboxSeedError';
    }
}
/** A relative path that stays inside its directory: no `..`, no absolute path, no empty segment. */
function checkRelativePath(rel) {
    const clean = rel.replace(/^\.\//, '');
    const parts = clean.split('/');
    if (clean === '' ||
        clean.includes('\0') ||
        node_path__WEBPACK_IMPORTED_MODULE_4___default().isAbsolute(clean) ||
        parts.some((p) => p === '' || p === '.' || p === '..')) {
        throw new SandboxSeedError(`Invalid workspace file path '${rel}'. Expected a relative path inside /workspace without '..'.`);
    }
    return clean;
}
/** Write the scenario's `files` into a workspace seed layer. */
async function writeWorkspaceSeed(layer, files) {
    for (const [rel, content] of Object.entries(files)) {
        const target = node_path__WEBPACK_IMPORTED_MODULE_4___default().join(layer, checkRelativePath(rel));
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_4___default().dirname(target), { recursive: true, mode: 0o755 });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(target, content, { mode: 0o644 });
    }
}
const runEtcSeeds = new Map();
/**
 * The /etc seed layer (writeEtcSeed) of the run directory `runDir` for one CA, written once and shared by
 * every session as a read-only lower layer: the run's sessions share one CA, so their seeds are the same.
 */
function runEtcSeed(runDir, caCertPem) {
    return (0,_memo_js__WEBPACK_IMPORTED_MODULE_7__/* .memoUntilFailure */ .F)(runEtcSeeds, `${runDir}\0${caCertPem ?? ''}`, async () => {
        const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_4___default().join(runDir, 'etc-seed-'));
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.chmod)(dir, 0o755);
        await writeEtcSeed(dir, caCertPem);
        return dir;
    });
}
/** Resolver and host files, plus the CA bundle with the firewall's CA when interception is on. */
async function writeEtcSeed(layer, caCertPem) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(node_path__WEBPACK_IMPORTED_MODULE_4___default().join(layer, 'resolv.conf'), 'nameserver 127.0.0.53\noptions edns0\n', { mode: 0o644 });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(node_path__WEBPACK_IMPORTED_MODULE_4___default().join(layer, 'hostname'), 'hooksim\n', { mode: 0o644 });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(node_path__WEBPACK_IMPORTED_MODULE_4___default().join(layer, 'hosts'), '127.0.0.1\tlocalhost\n127.0.1.1\thooksim\n::1\tlocalhost ip6-localhost ip6-loopback\n', { mode: 0o644 });
    if (caCertPem === undefined)
        return;
    const rel = node_path__WEBPACK_IMPORTED_MODULE_4___default().relative('/etc', _environment_js__WEBPACK_IMPORTED_MODULE_6__/* .SANDBOX_CA_BUNDLE */ .eX);
    const hostBundle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(_environment_js__WEBPACK_IMPORTED_MODULE_6__/* .SANDBOX_CA_BUNDLE */ .eX, 'utf8').catch(() => '');
    await ensureLayerDirs(layer, '/etc', node_path__WEBPACK_IMPORTED_MODULE_4___default().dirname(rel));
    const joined = hostBundle === '' || hostBundle.endsWith('\n') ? hostBundle : `${hostBundle}\n`;
    const pem = caCertPem.endsWith('\n') ? caCertPem : `${caCertPem}\n`;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(node_path__WEBPACK_IMPORTED_MODULE_4___default().join(layer, rel), joined + pem, { mode: 0o644 });
}
/** A command mock name usable as a file name in /usr/local/bin. */
/** A command mock's name, checked to be a plain file name; throws SandboxSeedError otherwise. */
function checkMockName(name) {
    if (!/^[A-Za-z0-9._+-]+$/.test(name) || name === '.' || name === '..') {
        throw new SandboxSeedError(`Invalid command mock name '${name}'. Expected a plain command name such as 'gh'.`);
    }
    return name;
}
/** A mock's output quoted for its stub script; a NUL cannot pass through a shell word. */
function quoteMockOutput(text) {
    if (text.includes('\0'))
        throw new SandboxSeedError('A command mock output cannot contain a NUL character.');
    return (0,_host_command_js__WEBPACK_IMPORTED_MODULE_5__/* .shellQuote */ .ZL)(text);
}
/** The stub script of one mock: read stdin to EOF, write stdout and stderr, exit with exitCode. */
function stubScript(mock) {
    const exitCode = mock.exitCode ?? 0;
    if (!Number.isInteger(exitCode) || exitCode < 0 || exitCode > 255) {
        throw new SandboxSeedError(`Invalid command mock exitCode ${exitCode}. Expected an integer from 0 to 255.`);
    }
    return [
        '#!/bin/sh',
        '# hooksim command stub (mocks.commands)',
        'cat >/dev/null',
        `printf '%s' ${quoteMockOutput(mock.stdout ?? '')}`,
        `printf '%s' ${quoteMockOutput(mock.stderr ?? '')} >&2`,
        `exit ${exitCode}`,
        '',
    ].join('\n');
}
/** Write the stubs into a /usr seed layer; returns their sandbox paths. */
async function writeStubSeed(layer, mocks) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_4___default().relative('/usr', STUB_DIR);
    await ensureLayerDirs(layer, '/usr', rel);
    const written = [];
    for (const [name, mock] of Object.entries(mocks)) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(node_path__WEBPACK_IMPORTED_MODULE_4___default().join(layer, rel, checkMockName(name)), stubScript(mock), { mode: 0o755 });
        written.push(node_path__WEBPACK_IMPORTED_MODULE_4___default().posix.join(STUB_DIR, name));
    }
    return written;
}
const maskLayers = new Map();
/**
 * Mask layers for the system overlays, made once per run, when the sandbox's root is the host's root
 * (hooksim runs as root): then DAC no longer protects root-only host files. Where the system directories are
 * read through guards (`guarded`: the native setup step's read-only overlays whose mounter owns nothing on
 * the host, sandbox/launch.c), those files stay unreadable by themselves, and a mask layer whites out only
 * what lies under the host's mount points (an overlay's lower layer shows what a mount hides); else every
 * root-only entry is found by a scan of the roots (findMaskedPaths) and whited out. When the sandbox's root
 * is an unprivileged host user, nothing is masked: the kernel already refuses it. Roots with nothing to
 * mask get no layer.
 */
function prepareMasks(runDir, roots, sandboxRootIsHostRoot, guarded) {
    if (!sandboxRootIsHostRoot)
        return Promise.resolve(new Map());
    return (0,_memo_js__WEBPACK_IMPORTED_MODULE_7__/* .memoUntilFailure */ .F)(maskLayers, `${runDir}\0${guarded}`, async () => {
        const masked = guarded
            ? mountPointsUnder(roots).filter((p) => !roots.includes(p))
            : await findMaskedPaths(roots);
        const result = new Map();
        const masking = roots.filter((root) => masked.some((p) => p.startsWith(`${root}/`)));
        if (masking.length === 0)
            return result;
        const whiteout = await runWhiteout(runDir);
        for (const root of masking) {
            const layer = node_path__WEBPACK_IMPORTED_MODULE_4___default().join(runDir, `mask${guarded ? '-guarded' : ''}${root.replace(/\//g, '_')}`);
            await buildMaskLayer(root, masked, layer, whiteout);
            result.set(root, layer);
        }
        return result;
    });
}
/** Whether the kernel `release` (this one's by default) is at least `major`.`minor`. */
function kernelAtLeast(major, minor, kernel = (0,node_os__WEBPACK_IMPORTED_MODULE_3__.release)()) {
    const [have = 0, haveMinor = 0] = kernel.split(/[.-]/).map(Number);
    return have > major || (have === major && haveMinor >= minor);
}
/** Whether the kernel mounts an overlay in a user namespace (Linux 5.11), as the guards are mounted. */
function kernelMountsGuards(kernel) {
    return kernelAtLeast(5, 11, kernel);
}
/** statfs's f_type of overlayfs. */
const OVERLAYFS_MAGIC = 0x794c7630;
/**
 * Whether this process's user namespace is the host's own: every id mapped to itself. Inside another one (a
 * rootless container's root), the guards' mounter id is not mapped, so no guard can be made.
 */
function inInitialUserNamespace() {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)('/proc/self/uid_map', 'utf8').trim().split(/\s+/).join(' ') === '0 0 4294967295';
    }
    catch {
        return false;
    }
}
const takesGuards = new Map();
/**
 * Whether guards can be mounted over the system directories `roots`: the kernel mounts them (Linux 5.11), this
 * process is in the host's user namespace, and no root is itself on an overlay, as in a container whose root
 * filesystem is one: a guard over it, under the sandbox's own overlay, would pass overlayfs's stacking limit of
 * two. Asked once a process (every session asks).
 */
function systemTakesGuards(roots) {
    const key = roots.join('\0');
    let takes = takesGuards.get(key);
    if (takes === undefined) {
        takes =
            kernelMountsGuards() &&
                inInitialUserNamespace() &&
                roots.every((root) => {
                    try {
                        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statfsSync)(root).type !== OVERLAYFS_MAGIC;
                    }
                    catch {
                        return false;
                    }
                });
        takesGuards.set(key, takes);
    }
    return takes;
}
let groupCovers;
/**
 * The host's supplementary groups of this process (its primary gid aside) when the sandbox cannot drop them:
 * an unprivileged user namespace (the sudo path clears them with `setpriv --clear-groups`).
 */
function undroppableGroups(unprivileged) {
    if (!unprivileged || process.getuid?.() === 0)
        return [];
    const primary = process.getgid?.();
    return [...new Set(process.getgroups?.() ?? [])].filter((gid) => gid !== primary);
}
/** findGroupOnlyPaths for this process, once per run; [] when it has no groups the sandbox keeps. */
function prepareGroupCovers(roots, unprivileged) {
    const groups = undroppableGroups(unprivileged);
    if (groups.length === 0)
        return Promise.resolve([]);
    groupCovers ??= findGroupOnlyPaths(roots, process.getuid?.() ?? 0, groups);
    groupCovers.catch(() => (groupCovers = undefined));
    return groupCovers;
}
/** Forget the mask layers and group covers (their run is over). */
function forgetMaskLayers() {
    maskLayers.clear();
    maskScans.clear();
    runWhiteouts.clear();
    runEtcSeeds.clear();
    groupCovers = undefined;
}


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 1943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 1314:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dgram");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 1553:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns/promises");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 4708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 99:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:sqlite");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 7997:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 8877:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(5581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
