export const id = 766;
export const ids = [766];
export const modules = {

/***/ 6766:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ action_run)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 17 modules
var core = __webpack_require__(8298);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/memo.ts
/**
 * The one memo of the project's shared work (a run's mask layers, a checkout's copy or view): a promise kept
 * under its key, and forgotten if it fails, so that a later call tries again instead of failing the same way.
 */
/** `made.get(key)`, or `make()` kept under `key` until it fails (a later call then tries again). */
function memo_memoUntilFailure(made, key, make) {
    let result = made.get(key);
    if (result === undefined) {
        result = make();
        result.catch(() => made.delete(key));
        made.set(key, result);
    }
    return result;
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/host-command.ts
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
            child = (0,external_node_child_process_.spawn)(program, args, {
                cwd: options.cwd,
                env: options.env,
                // A file descriptor goes to the program as it is: nothing passes through hooksim.
                stdio: [options.stdin ?? 'ignore', options.stdoutFd ?? 'pipe', 'pipe'],
            });
        }
        catch (error) {
            // Some spawn failures (invalid arguments, E2BIG) throw instead of emitting 'error'.
            fail(`could not start: ${error instanceof Error ? error.message : String(error)}`);
            return;
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

;// CONCATENATED MODULE: ./src/sandbox/environment.ts
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

;// CONCATENATED MODULE: ./src/sandbox/cleanup.ts
/**
 * The namespace sandbox's temporary directories on the host and their guaranteed removal: one run
 * directory per hooksim process (`hooksim-sbx-<pid>-<random>` under the temp dir) holding the shared
 * workspace copies, mask layers and every session's layers; removed when the last user is done, on
 * process exit, SIGINT and SIGTERM; a dead run's directory is swept by the next start.
 */





/** Temp directory names of hooksim runs: the owner pid comes first so a later run can tell a dead one. */
const RUN_PREFIX = 'hooksim-sbx-';
const RUN_NAME = /^hooksim-sbx-(\d+)-[A-Za-z0-9]+$/;
let runDirectory;
/** Synchronous teardown steps of live sandboxes, run on exit and on a fatal signal. */
const exitHooks = new Set();
let handlersInstalled = false;
/** The per-process run directory, created (and dead runs swept) on first use. */
function ensureRunDir() {
    if (runDirectory !== undefined)
        return runDirectory;
    const base = (0,external_node_os_.tmpdir)();
    // Overlay mount options separate layers with ':' and options with ','; the path must hold neither.
    if (/[,:\\\s]/.test(base)) {
        throw new Error(`The temporary directory '${base}' contains ',', ':', '\\' or white space, which overlay mounts cannot use.`);
    }
    sweepDeadRuns(base);
    runDirectory = (0,external_node_fs_.mkdtempSync)(external_node_path_default().join(base, `${RUN_PREFIX}${process.pid}-`));
    (0,external_node_fs_.chmodSync)(runDirectory, 0o700);
    installHandlers();
    return runDirectory;
}
/** Register a synchronous teardown step for exit and signals; returns its removal. */
function onProcessExit(hook) {
    exitHooks.add(hook);
    installHandlers();
    return () => exitHooks.delete(hook);
}
/** Remove the run directory now (all sandboxes are stopped); the next sandbox creates a new one. */
function cleanup_removeRunDirSync() {
    if (runDirectory === undefined)
        return;
    if (hookFilesInRunDir)
        removeTreeSync(runDirectory);
    else
        removeOwnTreeSync(runDirectory);
    runDirectory = undefined;
}
/**
 * Whether a namespace sandbox of this run kept what hooks wrote in the run directory (its layers on the host
 * disk, kernels before 6.6): then only `rm` removes it, never an in-process walk that a leftover could race.
 */
let hookFilesInRunDir = false;
/** Say that a sandbox of this run keeps hook-written layers under the run directory (see removeRunDirSync). */
function noteHookFilesInRunDir() {
    hookFilesInRunDir = true;
}
function runExitHooks() {
    for (const hook of [...exitHooks]) {
        try {
            hook();
        }
        catch {
            // Teardown goes on for the others.
        }
    }
    exitHooks.clear();
    try {
        cleanup_removeRunDirSync();
    }
    catch {
        // Swept by the next run.
    }
}
function onFatalSignal(signal) {
    runExitHooks();
    uninstallHandlers();
    // Nobody else handles it: die of the signal as if we had not been listening.
    if (process.listenerCount(signal) === 0)
        process.kill(process.pid, signal);
}
function installHandlers() {
    if (handlersInstalled)
        return;
    handlersInstalled = true;
    process.on('exit', runExitHooks);
    process.on('SIGINT', onFatalSignal);
    process.on('SIGTERM', onFatalSignal);
}
function uninstallHandlers() {
    if (!handlersInstalled)
        return;
    handlersInstalled = false;
    process.off('exit', runExitHooks);
    process.off('SIGINT', onFatalSignal);
    process.off('SIGTERM', onFatalSignal);
}
function isAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}
/** Remove run directories whose owner process is gone; only directories we own, never following links. */
function sweepDeadRuns(base = (0,external_node_os_.tmpdir)()) {
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(base);
    }
    catch {
        return;
    }
    const uid = process.getuid?.();
    for (const name of names) {
        const match = RUN_NAME.exec(name);
        if (!match || Number(match[1]) === process.pid || isAlive(Number(match[1])))
            continue;
        const full = external_node_path_default().join(base, name);
        try {
            const stat = (0,external_node_fs_.lstatSync)(full);
            if (!stat.isDirectory() || (uid !== undefined && stat.uid !== uid))
                continue;
            removeTreeSync(full);
        }
        catch {
            // Another run swept it, or it is not ours to remove.
        }
    }
}
/**
 * The programs that remove a tree: coreutils `rm -rf` walks by descriptor, so a chain of directories deeper
 * than PATH_MAX (which a hook can build under `/root`) goes like any other, and it never follows a link or
 * crosses a mount point. Not as root, `chmod -R u+rwx` first: overlay work directories are mode 000, and
 * a hook can make its own so; chmod's walk changes a directory before it reads it and skips links.
 */
function removalSteps(target) {
    const rm = ['rm', ['-rf', '--one-file-system', '--', target]];
    return process.getuid?.() === 0 ? [rm] : [['chmod', ['-R', 'u+rwx', '--', target]], rm];
}
/** A removal step's options: no input, no output, only PATH. */
const STEP_OPTIONS = { env: { PATH: process.env.PATH ?? SANDBOX_PATH }, stdio: 'ignore' };
/** Whether `target` is a directory we may walk; a file or link there is unlinked instead (never followed). */
function isWalkable(target) {
    let stat;
    try {
        stat = (0,external_node_fs_.lstatSync)(target);
    }
    catch {
        return false;
    }
    if (stat.isDirectory())
        return true;
    try {
        (0,external_node_fs_.unlinkSync)(target);
    }
    catch {
        // gone already
    }
    return false;
}
/** Remove a directory tree of any depth (removalSteps); what cannot be removed is left for the next sweep. */
async function cleanup_removeTree(target) {
    if (!isWalkable(target))
        return;
    for (const [program, args] of removalSteps(target)) {
        await new Promise((resolve) => {
            const child = (0,external_node_child_process_.spawn)(program, args, STEP_OPTIONS);
            child.on('error', () => resolve());
            child.on('close', () => resolve());
        });
    }
}
/**
 * Remove a directory tree only hooksim wrote (no hook could reach it: no deep chains, no mode-000 work
 * directories), in this process, without starting a program; what that cannot remove, removeTree does.
 */
async function removeOwnTree(target) {
    // Synchronously: such a tree holds a handful of entries, and each asynchronous call would be a round trip
    // through libuv's thread pool (about 100 µs of CPU each, against a few here).
    try {
        (0,external_node_fs_.rmSync)(target, { recursive: true, force: true });
    }
    catch {
        await cleanup_removeTree(target);
    }
}
/** Synchronous removeOwnTree, for exit handlers. */
function removeOwnTreeSync(target) {
    try {
        (0,external_node_fs_.rmSync)(target, { recursive: true, force: true });
    }
    catch {
        removeTreeSync(target);
    }
}
/** Synchronous removeTree, for exit handlers. */
function removeTreeSync(target) {
    if (!isWalkable(target))
        return;
    for (const [program, args] of removalSteps(target))
        (0,external_node_child_process_.spawnSync)(program, args, STEP_OPTIONS);
}

;// CONCATENATED MODULE: ./src/sandbox/workspace.ts
/**
 * What `/workspace` shows of a checkout (decideWorkspaceView, spec/cloud-environment.md §1): what a clone
 * would hold plus the working tree's changes (tracked and untracked-but-not-ignored files, submodules as
 * their own such files, `.git` directories with credentials removed from every config); nested repositories
 * that are not submodules and ignored files at any depth stay out. workspace-overlay.ts shows it as masks
 * over the checkout itself; where it cannot, the filtered copy made here (once per run and repository,
 * shared read-only by every session) is the lower layer instead. A folder outside git is copied whole,
 * nested repositories excepted.
 */








/** The repository could not be copied (git missing, unreadable files). */
class WorkspaceCopyError extends Error {
    code = 'workspace-copy-failed';
    constructor(repo, reason) {
        super(`Cannot copy the repository '${repo}' into the sandbox workspace: ${reason}`);
        this.name = 'WorkspaceCopyError';
    }
}
/** Copies of this process, by the repository's real path. */
const copies = new Map();
/** Copies made at once; keeps the number of open files well under the usual limits. */
const COPY_CONCURRENCY = 64;
/** The shared filtered copy of `repo` in `runDir`, made on first use. */
async function acquireWorkspaceCopy(repo, runDir, options = {}) {
    const key = `${runDir}\0${await (0,promises_.realpath)(repo)}`;
    return memo_memoUntilFailure(copies, key, () => makeCopy(repo, runDir, options));
}
/** Forget and remove every copy (the run directory is going away). */
async function workspace_releaseWorkspaceCopies() {
    const pending = [...copies.values()];
    copies.clear();
    for (const copy of pending)
        await copy.then(removeTree, () => undefined);
}
async function makeCopy(repo, runDir, options) {
    const dest = await (0,promises_.mkdtemp)(external_node_path_default().join(runDir, 'ws-'));
    try {
        await (0,promises_.chmod)(dest, 0o755);
        await createFilteredCopy(repo, dest);
        const gitDir = external_node_path_default().join(dest, '.git');
        if (options.refreshIndex && (await (0,promises_.lstat)(gitDir).catch(() => undefined))?.isDirectory()) {
            await options.refreshIndex(dest);
        }
        return dest;
    }
    catch (error) {
        await cleanup_removeTree(dest);
        throw error instanceof WorkspaceCopyError ? error : new WorkspaceCopyError(repo, describe(error));
    }
}
/**
 * The views decided inside withWorkspaceViewScope, by the checkout's real path, and how many commands are
 * in the scope. A module-level scope, not an AsyncLocalStorage: that one turns on Node's promise hooks for
 * the rest of the process (on Node 20 a JavaScript call at every promise a command makes, about 4% of a
 * `fire`). Commands of one process that overlap share it (the CLI runs one; a library caller running two
 * at once gets the first one's decision, as a command's own later steps do).
 */
let viewScope;
/**
 * Run one command (`fire`, `run`) with what `/workspace` shows of each checkout decided once and shared: the
 * hook discovery, the scenario listing and the workspace overlay's mask layer of that command all ask
 * decideWorkspaceView, which runs git up to five times a checkout. Outside a scope every call decides afresh; a
 * scope inside a scope is the outer one.
 */
async function withWorkspaceViewScope(body) {
    const scope = (viewScope ??= { views: new Map(), commands: 0 });
    scope.commands++;
    try {
        return await body();
    }
    finally {
        if (--scope.commands === 0 && viewScope === scope)
            viewScope = undefined;
    }
}
/** Decide what `/workspace` shows of `repo` (WorkspaceView); once per checkout inside withWorkspaceViewScope. */
function decideWorkspaceView(repo) {
    const scope = viewScope?.views;
    if (scope === undefined)
        return decideWorkspaceViewNow(repo);
    let key;
    try {
        key = (0,external_node_fs_.realpathSync)(repo);
    }
    catch {
        key = external_node_path_default().resolve(repo);
    }
    return memo_memoUntilFailure(scope, key, () => decideWorkspaceViewNow(repo));
}
async function decideWorkspaceViewNow(repo) {
    const dotGit = await (0,promises_.lstat)(external_node_path_default().join(repo, '.git')).catch(() => undefined);
    const view = { git: true, submodules: [], gitDirs: [], hidden: [], shownInHidden: [] };
    if (!(await listRepository(repo, '', dotGit !== undefined, view))) {
        // A folder outside any work tree shows whole, but a repository inside it is no part of it.
        const nested = await run('find', ['.', '-mindepth', '2', '-name', '.git', '-prune', '-print0'], repo);
        const dirs = nested
            .toString('utf8')
            .split('\0')
            .filter((found) => found !== '')
            .map((found) => `${external_node_path_default().posix.dirname(found.slice(2))}/`);
        return {
            git: false,
            submodules: [],
            gitDirs: [],
            hidden: [...new Set(dirs)].sort(),
            shownInHidden: [],
        };
    }
    return view;
}
/**
 * Whether `/workspace` shows the path `rel` (relative to the checkout, `/`-separated, `''` for its top) in
 * `view`: anything in the working tree but a hidden entry and what lies below one (a tracked path there
 * and the directories holding it excepted), the content of a submodule that is not checked out, and
 * anything under a `.git` directory or file (its config holds the checkout's credentials unsanitized).
 * Host-side readers judge every real path by it, so hooksim reads on the host only what a hook could read
 * in the sandbox. Each answer walks up the path's directories: its cost does not grow with the checkout.
 */
function workspaceShows(view) {
    const hidden = new Set(view.hidden.map((entry) => entry.replace(/\/$/, '')));
    const kept = withParents(view.shownInHidden);
    const submodules = new Set(view.submodules);
    const gitDirs = new Set(view.gitDirs);
    return (rel) => {
        if (rel === '')
            return true;
        if (rel.split('/').includes('.git'))
            return false;
        for (let at = rel;;) {
            if (hidden.has(at))
                return kept.has(rel);
            // A submodule answers for what is below it: by its own hidden entries, and only when checked out.
            if (at !== rel && submodules.has(at))
                return gitDirs.has(`${at}/.git`);
            const slash = at.lastIndexOf('/');
            if (slash === -1)
                return true;
            at = at.slice(0, slash);
        }
    };
}
/** `paths` and every directory above them. */
function withParents(paths) {
    const all = new Set();
    for (const rel of paths) {
        for (let at = rel; at !== '.' && !all.has(at); at = external_node_path_default().posix.dirname(at))
            all.add(at);
    }
    return all;
}
/** How a gitlink (a submodule) starts in `git ls-files --stage`: its mode. */
const GITLINK_MODE = Buffer.from('160000 ', 'latin1');
/** Whether the `git ls-files --stage` entry at `start` is a gitlink: a byte comparison, no string. */
function isGitlink(listing, start) {
    return listing.compare(GITLINK_MODE, 0, GITLINK_MODE.length, start, start + GITLINK_MODE.length) === 0;
}
/**
 * Add the repository at `repo/prefix` (the top one, or a submodule checkout) to `view`; false when it is
 * no git work tree. What is hidden comes from the ignored, excluded and untracked listings (git lists
 * them collapsed; of the untracked, only a nested repository's `dir/` is kept); the index listing, read
 * after them a piece at a time and never held whole, yields the gitlinks (a submodule, never taken for an
 * untracked nested repository), the tracked paths below a hidden entry, and a `.git` in a tracked
 * directory.
 */
async function listRepository(repo, prefix, hasDotGit, view) {
    const dir = external_node_path_default().join(repo, prefix);
    const git = (...args) => runHostGit([...GIT_SAFE, '-C', dir, 'ls-files', '-z', ...args], dir);
    const submodules = [];
    try {
        const nested = [];
        const hiddenHere = Promise.all([
            git('--others', '--ignored', '--exclude-standard', '--directory'),
            // The job's own `.git/info/exclude` (where earlier steps hide a `.env` or cloud credentials) is
            // asked alone as well: in git a pull request's `.gitignore` with `!*` would outrank it.
            infoExclude(dir).then((exclude) => exclude === undefined
                ? Buffer.alloc(0)
                : git('--others', '--ignored', `--exclude-from=${exclude}`, '--directory')),
            // Untracked files not ignored show; only a `dir/` (a repository nested in the work tree) is kept.
            streamGitListing(dir, ['--others', '--exclude-standard'], (listing, start, end) => {
                if (listing[end - 1] === 0x2f)
                    nested.push(listing.toString('utf8', start, end));
            }),
        ]).then(([ignored, excluded]) => [...entriesOf(ignored), ...entriesOf(excluded), ...nested].map((rel) => prefix + rel));
        // git lists the index alongside the others; its listing is read once what is hidden is known.
        let walk = () => false;
        const tracked = streamGitListing(dir, ['--cached', '--stage'], (listing, start, end) => {
            const tab = listing.indexOf(9, start);
            const underHidden = walk(listing, tab + 1, end);
            if (isGitlink(listing, start)) {
                const rel = prefix + listing.toString('utf8', tab + 1, end);
                submodules.push(rel);
                if (underHidden)
                    view.shownInHidden.push(rel);
            }
            else if (underHidden)
                view.shownInHidden.push(prefix + listing.toString('utf8', tab + 1, end));
        }, {
            before: async () => {
                const hidden = new Set((await hiddenHere).map((entry) => entry.replace(/\/$/, '')));
                walk = trackedDirWalk(dir, prefix, hidden, view);
            },
        });
        const [hidden] = await Promise.all([hiddenHere, tracked]);
        view.hidden.push(...new Set(hidden)); // the ignored and excluded listings may name a path both
    }
    catch (error) {
        // A folder outside any work tree shows whole; a checkout that git cannot list is an error.
        if (!hasDotGit)
            return false;
        throw new WorkspaceCopyError(repo, `git ls-files failed in '${dir}' (${describe(error)}); git is required for a git checkout`);
    }
    if (hasDotGit)
        view.gitDirs.push(`${prefix}.git`);
    for (const rel of submodules) {
        view.submodules.push(rel);
        // Only a checked-out submodule has its own `.git`; git would otherwise list the parent again.
        if (await (0,promises_.lstat)(external_node_path_default().join(repo, rel, '.git')).catch(() => undefined))
            await listRepository(repo, `${rel}/`, true, view);
    }
    return true;
}
/**
 * Follow the directories of a sorted index listing of the repository at `dir` (`prefix` in the checkout):
 * the returned function takes each entry's path bytes and says whether it lies below a hidden entry. Each
 * directory is met once (a sorted listing keeps a directory's paths together) and then looked at for a
 * `.git` of a nested repository, added to `view.hidden`; entries in the directory of the one before cost
 * a byte comparison and make no string.
 */
function trackedDirWalk(dir, prefix, hidden, view) {
    // The directories from the top down to the current one, relative to `dir`, each with whether it is hidden.
    const stack = [{ rel: '', hidden: false }];
    let current = Buffer.alloc(0);
    return (listing, start, end) => {
        let slash = end - 1;
        while (slash > start && listing[slash] !== 0x2f)
            slash--;
        if (!sameBytes(listing, start, slash, current)) {
            current = Buffer.from(listing.subarray(start, slash));
            const rel = current.toString('utf8');
            while (stack.length > 1 && !isWithin(rel, stack[stack.length - 1]?.rel ?? ''))
                stack.pop();
            for (let top = stack[stack.length - 1]; top !== undefined && top.rel !== rel;) {
                const next = rel.indexOf('/', top.rel === '' ? 0 : top.rel.length + 1);
                const sub = next === -1 ? rel : rel.slice(0, next);
                const isHidden = top.hidden || hidden.has(prefix + sub);
                if (!isHidden && (0,external_node_fs_.lstatSync)(external_node_path_default().join(dir, sub, '.git'), { throwIfNoEntry: false }) !== undefined)
                    view.hidden.push(`${prefix}${sub}/.git`);
                top = { rel: sub, hidden: isHidden };
                stack.push(top);
            }
        }
        return stack[stack.length - 1]?.hidden === true;
    };
}
/** Whether `listing` holds the bytes of `bytes` from `start` to `end` (compared from the end: a path's directories differ there). */
function sameBytes(listing, start, end, bytes) {
    if (end - start !== bytes.length)
        return false;
    for (let i = bytes.length - 1; i >= 0; i--)
        if (listing[start + i] !== bytes[i])
            return false;
    return true;
}
/** Whether `rel` is `dir` or below it (`''` being the top). */
function isWithin(rel, dir) {
    return dir === '' || rel === dir || rel.startsWith(`${dir}/`);
}
/** The piece of a listing read at a time; grown for an entry longer than it. */
const LISTING_CHUNK = 64 * 1024;
/**
 * Run `git ls-files -z args` in `dir` and call `visit` with the bounds of each entry. git writes to an
 * unlinked temporary file, read back a piece at a time into one buffer: the listing is never held whole,
 * and reading it makes no garbage but the strings `visit` keeps. `hooks.before` runs once git is done and
 * before the first entry; `hooks.afterChunk` after each piece.
 */
async function streamGitListing(dir, args, visit, hooks = {}) {
    const tmp = await (0,promises_.mkdtemp)(external_node_path_default().join((0,external_node_os_.tmpdir)(), 'hooksim-ls-'));
    let handle;
    try {
        handle = await (0,promises_.open)(external_node_path_default().join(tmp, 'listing'), 'w+', 0o600);
    }
    finally {
        await (0,promises_.rm)(tmp, { recursive: true, force: true });
    }
    try {
        await runHostCommand('git', [...GIT_SAFE, '-C', dir, 'ls-files', '-z', ...args], {
            cwd: dir,
            env: hostGitEnv(),
            stdoutFd: handle.fd,
        });
        await hooks.before?.();
        let buffer = Buffer.allocUnsafe(LISTING_CHUNK);
        let kept = 0; // bytes of an entry cut at the end of the piece before, moved to the buffer's start
        for (let position = 0;;) {
            const { bytesRead } = await handle.read(buffer, kept, buffer.length - kept, position);
            position += bytesRead;
            const filled = kept + bytesRead;
            if (bytesRead === 0) {
                forEachEntry(buffer.subarray(0, filled), visit);
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
            forEachEntry(buffer.subarray(0, last + 1), visit);
            buffer.copyWithin(0, last + 1, filled);
            kept = filled - last - 1;
            await hooks.afterChunk?.();
        }
    }
    finally {
        await handle.close();
    }
}
/**
 * Where git reads `info/exclude` for the work tree at `dir`: in its `.git` directory when that is one of its
 * own (no `commondir` file, which only a linked worktree's has), without starting git; else as git says
 * (a submodule's or a linked worktree's `.git` is a file naming the real one).
 */
async function infoExcludePath(dir) {
    const dotGit = external_node_path_default().join(dir, '.git');
    if ((await (0,promises_.lstat)(dotGit).catch(() => undefined))?.isDirectory() &&
        !(await (0,promises_.lstat)(external_node_path_default().join(dotGit, 'commondir')).catch(() => undefined)))
        return external_node_path_default().join(dotGit, 'info', 'exclude');
    const out = await runHostGit([...GIT_SAFE, '-C', dir, 'rev-parse', '--git-path', 'info/exclude'], dir).catch(() => undefined);
    return out === undefined ? undefined : external_node_path_default().resolve(dir, out.toString('utf8').trim());
}
/**
 * The `info/exclude` file of the repository at `dir` (a submodule's is under the parent's `.git/modules`),
 * if it holds a pattern: the one `git init` writes holds only comments, and asking git about it would walk
 * the whole work tree once more for nothing.
 */
async function infoExclude(dir) {
    const file = await infoExcludePath(dir);
    if (file === undefined)
        return undefined;
    if (!(await (0,promises_.lstat)(file).catch(() => undefined))?.isFile())
        return undefined;
    // Blank lines, lines of spaces and `#` comments are all git skips; anything else counts as a pattern.
    const text = await (0,promises_.readFile)(file, 'utf8').catch(() => undefined);
    return text !== undefined && text.split('\n').every((line) => /^( *$|#)/.test(line)) ? undefined : file;
}
/**
 * Call `copy` with the files and symlinks `/workspace` shows of the git checkout `repo` (tracked ones,
 * deleted ones included, and untracked ones not ignored, in the checkout and each checked-out submodule),
 * COPY_CONCURRENCY at a time at most, as git lists them: the filtered copy's full listing, never held whole.
 */
async function listWorkspaceFiles(repo, view, copy) {
    const shows = workspaceShows(view);
    const submodules = new Set(view.submodules);
    const gitDirs = new Set(view.gitDirs);
    const checkouts = [
        '',
        ...view.submodules.filter((sub) => gitDirs.has(`${sub}/.git`)).map((sub) => `${sub}/`),
    ];
    let batch = [];
    // A piece of a listing holds thousands of paths: `copy` gets them COPY_CONCURRENCY at a time.
    const flush = async () => {
        let start = 0;
        for (; batch.length - start >= COPY_CONCURRENCY; start += COPY_CONCURRENCY)
            await copy(batch.slice(start, start + COPY_CONCURRENCY));
        batch = batch.slice(start);
    };
    for (const prefix of checkouts) {
        const dir = external_node_path_default().join(repo, prefix);
        const take = (listing, start, end) => {
            const rel = prefix + listing.toString('utf8', start, end);
            if (!rel.endsWith('/') && !submodules.has(rel) && shows(rel))
                batch.push(rel);
        };
        await streamGitListing(dir, ['--cached'], take, { afterChunk: flush });
        await streamGitListing(dir, ['--others', '--exclude-standard'], take, { afterChunk: flush });
    }
    if (batch.length > 0)
        await copy(batch);
}
/** Copy what a hook may see of `repo` (decideWorkspaceView) into the empty directory `dest`. */
async function createFilteredCopy(repo, dest) {
    const view = await decideWorkspaceView(repo);
    if (!view.git) {
        // `dir/.` (path.join would drop the dot): copy the folder's content, not the folder.
        await run('cp', ['-a', '--reflink=auto', '--', `${repo.replace(/\/+$/, '')}/.`, dest], repo);
        for (const rel of view.hidden)
            await cleanup_removeTree(external_node_path_default().join(dest, rel));
        return;
    }
    const made = new Set([dest]);
    await listWorkspaceFiles(repo, view, async (batch) => {
        await Promise.all(batch.map((rel) => copyEntry(repo, dest, rel, made)));
    });
    for (const rel of view.submodules)
        await ensureDir(external_node_path_default().join(dest, rel), made);
    for (const rel of view.gitDirs) {
        const source = external_node_path_default().join(repo, rel);
        const stat = await (0,promises_.lstat)(source).catch(() => undefined);
        if (stat === undefined)
            continue;
        const target = external_node_path_default().join(dest, rel);
        await ensureDir(external_node_path_default().dirname(target), made);
        await run('cp', ['-a', '--reflink=auto', '--', source, target], repo);
        if (stat.isDirectory())
            await sanitizeGitDir(target);
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
/** The entries of a short NUL-separated listing (ignored and excluded paths, collapsed to directories). */
function entriesOf(listing) {
    const entries = [];
    forEachEntry(listing, (_, start, end) => entries.push(listing.toString('utf8', start, end)));
    return entries;
}
async function ensureDir(dir, made) {
    if (made.has(dir))
        return;
    await (0,promises_.mkdir)(dir, { recursive: true, mode: 0o755 });
    made.add(dir);
}
/** Copy one file or symlink; anything else there now (a deleted file, one replaced by a directory) is skipped. */
async function copyEntry(repo, dest, rel, made) {
    const source = external_node_path_default().join(repo, rel);
    const target = external_node_path_default().join(dest, rel);
    const stat = await (0,promises_.lstat)(source).catch(() => undefined);
    if (stat === undefined)
        return; // tracked but deleted in the working tree: absent, as there
    if (stat.isSymbolicLink()) {
        await ensureDir(external_node_path_default().dirname(target), made);
        await (0,promises_.symlink)(await (0,promises_.readlink)(source), target);
    }
    else if (stat.isFile()) {
        await ensureDir(external_node_path_default().dirname(target), made);
        await (0,promises_.copyFile)(source, target, external_node_fs_.constants.COPYFILE_FICLONE);
        await (0,promises_.chmod)(target, stat.mode & 0o7777);
        await (0,promises_.utimes)(target, stat.atime, stat.mtime);
    }
}
/** Git options that keep a repository's own config from running commands on the host. */
const GIT_SAFE = [
    '-c',
    'core.fsmonitor=false',
    '-c',
    'core.hooksPath=/dev/null',
    '-c',
    'safe.directory=*',
];
/**
 * The environment of every git hooksim runs on the host over a repository or its copy: no system or global
 * config, so a filter, textconv or fsmonitor program the host configured never runs for a pull request's
 * `.gitattributes`; only the repository's own config (written by the checkout, not by the pull request) and
 * GIT_SAFE apply.
 */
function hostGitEnv(path = process.env.PATH ?? SANDBOX_PATH) {
    return {
        PATH: path,
        HOME: process.env.HOME ?? '/',
        LANG: 'C.UTF-8',
        ...GIT_WITHOUT_HOST_CONFIG,
        GIT_TERMINAL_PROMPT: '0',
    };
}
/** No system or global git config on the host: no filter, hook or fsmonitor program a host configured runs. */
const GIT_WITHOUT_HOST_CONFIG = {
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
};
/** Run git on the host with hostGitEnv; resolves with stdout. */
function runHostGit(args, cwd) {
    return run('git', args, cwd, hostGitEnv());
}
/** Remove credentials from every git config file of a copied `.git` directory. */
async function sanitizeGitDir(gitDir) {
    for (const file of await findGitConfigs(gitDir))
        await sanitizeGitConfig(file);
}
/** Every git config file of a `.git` directory: its own, and those under `modules/` and `worktrees/`. */
async function findGitConfigs(gitDir) {
    const files = [];
    for (const name of ['config', 'config.worktree']) {
        const file = external_node_path_default().join(gitDir, name);
        if ((await (0,promises_.lstat)(file).catch(() => undefined))?.isFile())
            files.push(file);
    }
    for (const sub of ['modules', 'worktrees'])
        files.push(...(await findConfigs(external_node_path_default().join(gitDir, sub))));
    return files;
}
async function findConfigs(dir) {
    const entries = await (0,promises_.readdir)(dir, { withFileTypes: true }).catch(() => []);
    const found = [];
    for (const entry of entries) {
        const full = external_node_path_default().join(dir, entry.name);
        if (entry.isDirectory())
            found.push(...(await findConfigs(full)));
        else if (entry.isFile() && (entry.name === 'config' || entry.name === 'config.worktree'))
            found.push(full);
    }
    return found;
}
/**
 * Rewrite one git config file without what can carry a credential: `*.extraheader` (actions/checkout
 * persists the job token there), `credential.*`, `include*` (checkout v6 includes a credentials file),
 * `url.*` and values with `user:password@` in a URL, askpass and ssh commands, and every key whose name
 * says secret (SECRET_NAME).
 */
async function sanitizeGitConfig(file) {
    let listing;
    try {
        listing = await runHostGit([...GIT_SAFE, 'config', '--file', file, '--list', '-z'], external_node_path_default().dirname(file));
    }
    catch {
        // Unparseable: an empty config is safe, and git works without one.
        await (0,promises_.writeFile)(file, '');
        return;
    }
    const entries = parseConfigListing(listing.toString('utf8')).filter((entry) => !isSecretEntry(entry));
    await (0,promises_.writeFile)(file, serializeConfig(entries.map(stripUserinfo)));
}
/** Parse `git config --list -z`: `key\nvalue\0`, or `key\0` for a bare boolean. */
function parseConfigListing(text) {
    const entries = [];
    for (const record of text.split('\0')) {
        if (record === '')
            continue;
        const newline = record.indexOf('\n');
        const key = newline === -1 ? record : record.slice(0, newline);
        const value = newline === -1 ? undefined : record.slice(newline + 1);
        const first = key.indexOf('.');
        const last = key.lastIndexOf('.');
        if (first <= 0 || last === key.length - 1)
            continue;
        entries.push({
            section: key.slice(0, first).toLowerCase(),
            subsection: first === last ? undefined : key.slice(first + 1, last),
            name: key.slice(last + 1).toLowerCase(),
            value,
        });
    }
    return entries;
}
const USERINFO = /([a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/gi;
/**
 * Key names that may hold a secret, whatever the section: `sendemail.smtpPass`, `github.oauth`,
 * `http.cookieFile`, `*.extraHeader`, a tool's `token` or `authorization`.
 */
const SECRET_NAME = /pass|token|secret|oauth|credential|extraheader|cookie|authorization/i;
function isSecretEntry(entry) {
    if (['credential', 'include', 'includeif'].includes(entry.section))
        return true;
    if (entry.section === 'url' && entry.subsection !== undefined && /\/\/[^/]*@/.test(entry.subsection))
        return true;
    if (entry.section === 'core' && (entry.name === 'askpass' || entry.name === 'sshcommand'))
        return true;
    return SECRET_NAME.test(entry.name);
}
function stripUserinfo(entry) {
    return entry.value === undefined ? entry : { ...entry, value: entry.value.replace(USERINFO, '$1') };
}
function quote(text) {
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;
}
/** Write entries back in git's config syntax, grouped by section in first-seen order. */
function serializeConfig(entries) {
    const groups = new Map();
    for (const entry of entries) {
        const header = entry.subsection === undefined
            ? `[${entry.section}]`
            : `[${entry.section} "${entry.subsection.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`;
        const lines = groups.get(header) ?? [];
        lines.push(entry.value === undefined ? `\t${entry.name}` : `\t${entry.name} = ${quote(entry.value)}`);
        groups.set(header, lines);
    }
    return [...groups].map(([header, lines]) => `${header}\n${lines.join('\n')}\n`).join('');
}
/** Run a program with a minimal environment; resolves with stdout, rejects with HostCommandError on failure. */
function run(program, args, cwd, env) {
    return runHostCommand(program, args, {
        cwd,
        env: env ?? { PATH: process.env.PATH ?? SANDBOX_PATH, HOME: process.env.HOME ?? '/', LANG: 'C.UTF-8' },
    });
}
function describe(error) {
    return error instanceof Error ? error.message : String(error);
}

;// CONCATENATED MODULE: ./src/confined-paths.ts
/**
 * Reading a repository's files on the host without leaving it: a pull request can commit a symlink to any host
 * path (`.github/hooks/a.json -> /proc/self/environ`), or a hook command naming `/etc/…` or `../…`. Every
 * host-side reader (discovery, the loader, scenarios, lint) resolves links first and refuses a real path
 * outside the repository: hooksim must never read, list or echo a host file on a hook's say-so. Inside the
 * repository it reads only what `/workspace` shows (decideWorkspaceView): a link to `.git/config` (the job
 * token), to a git-ignored `.env` or into a nested checkout is refused the same way.
 */




/** A link that leads out of the directory a file must stay in. */
const OUTSIDE = 'outside';
/** A path inside the repository that `/workspace` does not show: under `.git`, git-ignored, in a nested checkout. */
const HIDDEN = 'hidden';
/** Whether a confinedRealpath answer refuses the file unread. */
function isRefused(found) {
    return found === OUTSIDE || found === HIDDEN;
}
/** What `/workspace` shows of each checkout, by its real path: decided once, reused by every read. */
const shownPaths = new Map();
/** The settled entries of shownPaths, for the synchronous readers of lint. */
const shownPathsNow = new Map();
/**
 * Decide (again) what `/workspace` shows of `repo` for the host-side readers: every command that reads a
 * repository calls it once at its start, so a repository changed since an earlier command is judged afresh.
 */
async function refreshWorkspaceView(repo) {
    const realRoot = await realRootOf(repo);
    if (realRoot === undefined)
        return;
    const decided = decideWorkspaceView(realRoot).then((view) => workspaceShows(view), 
    // A checkout git cannot list shows nothing: fail closed (the sandbox would not start either).
    () => (rel) => rel === '');
    shownPaths.set(realRoot, decided);
    shownPathsNow.set(realRoot, await decided);
}
async function shownIn(realRoot) {
    if (!shownPaths.has(realRoot))
        await refreshWorkspaceView(realRoot);
    return (await shownPaths.get(realRoot)) ?? (() => false);
}
/**
 * Whether `/workspace` shows `file` itself, its last link not followed: a listing leaves out what a hook
 * cannot see (an ignored `local.yml`) instead of refusing it; a shown link is still judged by its target.
 */
async function shownAsWritten(root, file) {
    const realRoot = await realRootOf(root);
    const dir = await (0,promises_.realpath)(external_node_path_default().dirname(external_node_path_default().resolve(file))).catch(() => undefined);
    if (realRoot === undefined || dir === undefined || !isInside(realRoot, dir))
        return false;
    return (await shownIn(realRoot))(relativeOf(realRoot, external_node_path_default().join(dir, external_node_path_default().basename(file))));
}
/** The relative `/`-path of `real` under `realRoot`. */
function relativeOf(realRoot, real) {
    return external_node_path_default().relative(realRoot, real).split((external_node_path_default()).sep).join('/');
}
/** Whether the real path `real` is the real directory `root` or inside it. */
function isInside(root, real) {
    const relative = external_node_path_default().relative(root, real);
    return (relative === '' ||
        (!relative.startsWith(`..${(external_node_path_default()).sep}`) && relative !== '..' && !external_node_path_default().isAbsolute(relative)));
}
/** Whether `file`, as written (links not followed), lies under `root`. */
function isLexicallyInside(root, file) {
    return isInside(external_node_path_default().resolve(root), external_node_path_default().resolve(root, file));
}
/**
 * The real path of `file` when it stays inside `root` once links are followed; OUTSIDE when it does not: a link
 * out of it, a link that resolves to nothing, or a missing file under a directory link out of it, so that the
 * answer never depends on whether a host path exists; undefined for a plain missing file inside.
 */
async function confinedRealpath(root, file, options = {}) {
    const realRoot = await realRootOf(root);
    if (realRoot === undefined)
        return undefined;
    for (let at = external_node_path_default().resolve(file);; at = external_node_path_default().dirname(at)) {
        try {
            const real = await (0,promises_.realpath)(at);
            if (!isInside(realRoot, real))
                return OUTSIDE;
            // A missing file is judged by the directory it would be in, so `.git/no-such` reads as `.git/config`.
            if (options.workspace !== false && !(await shownIn(realRoot))(relativeOf(realRoot, real)))
                return HIDDEN;
            return at === external_node_path_default().resolve(file) ? real : undefined;
        }
        catch {
            if ((await (0,promises_.lstat)(at).catch(() => undefined))?.isSymbolicLink())
                return OUTSIDE;
            if (at === external_node_path_default().dirname(at))
                return undefined;
        }
    }
}
/**
 * confinedRealpath without waiting (lint reads scripts synchronously, each once), judged by the view
 * refreshWorkspaceView decided last; before any, every path inside is HIDDEN (fail closed).
 */
function confinedRealpathSync(root, file) {
    const realRoot = realRootOfSync(root);
    if (realRoot === undefined)
        return undefined;
    const shows = shownPathsNow.get(realRoot) ?? (() => false);
    for (let at = external_node_path_default().resolve(file);; at = external_node_path_default().dirname(at)) {
        try {
            const real = external_node_fs_.realpathSync.native(at);
            if (!isInside(realRoot, real))
                return OUTSIDE;
            if (!shows(relativeOf(realRoot, real)))
                return HIDDEN;
            return at === external_node_path_default().resolve(file) ? real : undefined;
        }
        catch {
            if (isLinkSync(at))
                return OUTSIDE;
            if (at === external_node_path_default().dirname(at))
                return undefined;
        }
    }
}
function isLinkSync(file) {
    try {
        return (0,external_node_fs_.lstatSync)(file).isSymbolicLink();
    }
    catch {
        return false;
    }
}
/**
 * The text of `file` through its checked real path; undefined when it is outside `root`, not shown in
 * `/workspace`, missing or unreadable.
 */
async function readConfined(root, file) {
    const real = await confinedRealpath(root, file);
    if (real === undefined || isRefused(real))
        return undefined;
    return (0,promises_.readFile)(real, 'utf8').catch(() => undefined);
}
/** readConfined without waiting. */
function readConfinedSync(root, file) {
    const real = confinedRealpathSync(root, file);
    if (real === undefined || isRefused(real))
        return undefined;
    try {
        return (0,external_node_fs_.readFileSync)(real, 'utf8');
    }
    catch {
        return undefined;
    }
}
/** Real paths of roots: a lint or load of hundreds of files asks for the same root each time. */
const realRoots = new Map();
async function realRootOf(root) {
    const known = realRoots.get(root);
    if (known !== undefined)
        return known;
    const real = await (0,promises_.realpath)(root).catch(() => undefined);
    if (real !== undefined)
        realRoots.set(root, real);
    return real;
}
function realRootOfSync(root) {
    const known = realRoots.get(root);
    if (known !== undefined)
        return known;
    try {
        const real = external_node_fs_.realpathSync.native(root);
        realRoots.set(root, real);
        return real;
    }
    catch {
        return undefined;
    }
}

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
        // Observed verbatim in CLI 1.0.102 (docs/runtime-findings.md, Q24): the message does not name the URL.
        return 'HTTP hooks with allowedEnvVars must use https:// to prevent credential exposure (set COPILOT_HOOK_ALLOW_LOCALHOST=1 for local development)';
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
    await refreshWorkspaceView(repo);
    const dirOrder = { order: profile.hookFileOrder, subdirectories: profile.scanSubdirectories };
    const diagnostics = [];
    const repoHooks = await listSourceDir({ repo, root: repo, diagnostics }, external_node_path_default().join(repo, REPO_HOOKS_DIR), 'repoHooks', dirOrder);
    const copilotSettings = await existingFiles(repo, 'copilotSettings', COPILOT_SETTINGS);
    const claudeSettings = await existingFiles(repo, 'claudeSettings', CLAUDE_SETTINGS);
    if (profile.configSources === 'repoHooksDir') {
        return { sources: repoHooks, unreadSettings: [...copilotSettings, ...claudeSettings], diagnostics };
    }
    const policy = options.policyDir ? await listPolicyFiles(repo, options.policyDir, diagnostics) : [];
    let userHooks = [];
    let userSettings = [];
    const userHooksDir = options.copilotHome
        ? external_node_path_default().join(options.copilotHome, 'hooks')
        : options.home && external_node_path_default().join(options.home, '.copilot', 'hooks');
    if (userHooksDir) {
        const root = external_node_path_default().resolve(options.copilotHome ?? options.home ?? userHooksDir);
        userHooks = await listSourceDir({ repo, root, diagnostics }, external_node_path_default().resolve(userHooksDir), 'userHooks', dirOrder);
    }
    if (options.home) {
        const settings = external_node_path_default().resolve(options.home, '.copilot', 'settings.json');
        if (await isFileOrLink(settings)) {
            userSettings = [describeSource(repo, settings, 'userSettings', external_node_path_default().resolve(options.home))];
        }
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
 * With `confine`, a directory whose real path leaves `confine.root` is not looked into, only noted in
 * `confine.outside` (a committed `hooks/r -> /` must not walk the host), and so is one inside that
 * `/workspace` does not show (`hooks/g -> ../../.git`) unless `confine.workspace` is false; files are listed
 * as found, and the loader refuses to read one that leads outside.
 */
async function listHookFiles(dir, order, confine) {
    const sign = order.order === 'descending' ? -1 : 1;
    const compare = (a, b) => sign * compareSegments(a, b);
    const realRoot = confine && (await realpathOr(confine.root));
    const leaves = async (real, absolute) => {
        if (realRoot === undefined)
            return false;
        if (isInside(realRoot, real) &&
            (confine?.workspace === false ||
                !isRefused(await confinedRealpath(realRoot, real, { workspace: true }))))
            return false;
        confine?.outside.push(absolute);
        return true;
    };
    const start = await realpathOr(dir);
    if (await leaves(start, dir))
        return [];
    const seenDirs = new Set([start]);
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
                const kind = await entryKind(absolute, entry, confine);
                const child = [...segments, entry.name];
                if (kind === 'outside')
                    confine?.outside.push(external_node_path_default().join(absolute, entry.name));
                else if (kind === 'file' && entry.name.endsWith('.json'))
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
            if (seenDirs.has(candidate.real) ||
                (await leaves(candidate.real, external_node_path_default().join(dir, ...candidate.segments))))
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
function describeSource(repo, absolute, kind, root = repo) {
    return {
        kind,
        path: absolute,
        file: reportedPath(repo, absolute),
        fileDir: reportedPath(repo, external_node_path_default().dirname(absolute)),
        root,
    };
}
async function listSourceDir(place, dir, kind, order) {
    const outside = [];
    const files = await listHookFiles(dir, order, {
        root: place.root,
        outside,
        workspace: place.root === place.repo,
    });
    for (const link of outside) {
        const shown = reportedPath(place.repo, link);
        place.diagnostics.push(diagnostic(shown, undefined, 'warning', 'outside-repository', place.root === place.repo
            ? `Not followed: '${shown}' does not resolve inside the repository to a folder /workspace shows; hooksim reads only files /workspace shows (nothing outside the repository, under .git, git-ignored or in a nested checkout), so no hook file it may lead to is checked`
            : `Not followed: '${shown}' is a link that does not resolve inside ${place.root}; hooksim reads only files inside it, so no hook file it may lead to is checked`));
    }
    return files.map((file) => describeSource(place.repo, file, kind, place.root));
}
async function existingFiles(repo, kind, relatives) {
    const found = [];
    for (const relative of relatives) {
        const absolute = external_node_path_default().join(repo, relative);
        // A link out of the repository is listed unfollowed, so the loader refuses it whatever its target is.
        const outside = isRefused(await confinedRealpath(repo, absolute));
        if (outside || (await isFileOrLink(absolute)))
            found.push(describeSource(repo, absolute, kind));
    }
    return found;
}
// Policy files: top level only, ascending name order [docs]; root-owned and not group/world-writable.
async function listPolicyFiles(repo, policyDir, diagnostics) {
    const root = external_node_path_default().resolve(policyDir);
    const files = await listHookFiles(root, { order: 'ascending', subdirectories: false }, { root, outside: [], workspace: false });
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
            sources.push(describeSource(repo, file, 'policy', root));
        }
    }
    return sources;
}
/**
 * What a directory entry is. A link that does not resolve inside `root` is judged by its name alone, before
 * anything follows it: a `.json` name is a file (the loader refuses to read it), any other is `outside`, so
 * neither says what, or whether anything, the host has at its target.
 */
async function entryKind(parent, entry, confine) {
    if (entry.isFile())
        return 'file';
    if (entry.isDirectory())
        return 'dir';
    if (!entry.isSymbolicLink())
        return 'other';
    const found = confine && (await confinedRealpath(confine.root, external_node_path_default().join(parent, entry.name), confine));
    if (isRefused(found)) {
        return entry.name.endsWith('.json') ? 'file' : 'outside';
    }
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
        if (looksLikeUtf16(text)) {
            return {
                ok: false,
                message: 'Invalid JSON: the file is not UTF-8 (it looks like UTF-16); save it as UTF-8',
                position: positionAt(0),
            };
        }
        let offset = first ? refineErrorOffset(text, first) : 0;
        const words = first ? describeParseError(text, first, offset) : 'the file is empty';
        // A trailing comma is reported where it is, not at the bracket after it.
        if (words.startsWith('trailing comma'))
            offset = previousNonSpaceOffset(text, offset) ?? offset;
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
/** UTF-16 read as UTF-8: a byte-order mark turned into two U+FFFD, or a NUL byte beside the first characters. */
function looksLikeUtf16(text) {
    return text.startsWith('\uFFFD\uFFFD') || text.slice(0, 4).includes('\u0000');
}
function previousNonSpaceOffset(text, offset) {
    for (let i = offset - 1; i >= 0; i--) {
        if (!/[ \t\r\n]/.test(text[i] ?? ''))
            return i;
    }
    return undefined;
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
function claudeToolName(runtimeName) {
    return CLAUDE_TOOL_NAMES[runtimeName] ?? runtimeName;
}

// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
;// CONCATENATED MODULE: ./src/regex-guard.ts
/**
 * Bounded regular expressions: hook matchers and scenario expectations come from the repository (a pull
 * request, possibly a fork), and a backtracking pattern such as `(a+)+$` holds the event loop for ever; a
 * process stuck inside `RegExp.prototype.test` ignores SIGTERM and SIGINT. Patterns whose worst case is
 * provably small for the text at hand run inline; every other test runs in a worker thread that is
 * terminated at the deadline. The semantics stay JavaScript's: the worker runs the same RegExp.
 */

/** How long one repository-controlled regular expression may run, in milliseconds. */
const REGEX_DEADLINE_MS = 1000;
/** The deadline as the messages say it. */
const REGEX_DEADLINE_TEXT = `${REGEX_DEADLINE_MS / 1000} s`;
/** How long a new worker may take to start (slowly on a busy runner), on top of the deadline. */
const WORKER_START_ALLOWANCE_MS = 5000;
/** The most backtracking steps an inline test may take in the worst case (about 0.1 s). */
const INLINE_STEP_BUDGET = 10_000_000;
const QUANTIFIER_START = new Set(['*', '+', '?', '{']);
/**
 * An upper bound of the backtracking steps `regex.test` takes on a text of `length` characters, or undefined
 * when the pattern is outside the conservative class this bound covers: a quantified group (nested or
 * overlapping quantifiers), a backreference, or the `v` flag. Inside the class every quantifier repeats one
 * fixed atom, so each attempt is one path through a choice per quantifier and per alternation.
 */
function worstCaseSteps(regex, length) {
    if (regex.flags.includes('v'))
        return undefined;
    const source = regex.source;
    const positions = length + 1;
    let paths = 1;
    let quantifiers = 0;
    const alternatives = [1];
    let previous = 'none';
    for (let i = 0; i < source.length; i++) {
        const char = source[i];
        if (char === '\\') {
            const next = source[i + 1] ?? '';
            if (/[1-9k]/.test(next))
                return undefined;
            i++;
            // \u{...}, \p{...}, \P{...}: the braces belong to the escape.
            if (/[upP]/.test(next) && source[i + 1] === '{') {
                const close = source.indexOf('}', i);
                if (close < 0)
                    return undefined;
                i = close;
            }
            previous = 'atom';
        }
        else if (char === '[') {
            i++;
            while (i < source.length && source[i] !== ']')
                i += source[i] === '\\' ? 2 : 1;
            previous = 'atom';
        }
        else if (char === '(') {
            alternatives.push(1);
            if (source[i + 1] === '?') {
                // The group's kind (`?:`, `?=`, `?<=`, `?<name>`, `?i:`) is syntax, not a quantifier.
                const kind = /^\?(?:<[=!]|<[^>]*>|[a-z-]*[:=!])/.exec(source.slice(i + 1));
                i += kind ? kind[0].length : 1;
            }
            previous = 'none';
        }
        else if (char === ')') {
            paths *= alternatives.pop() ?? 1;
            previous = 'group';
        }
        else if (char === '|') {
            const last = alternatives.length - 1;
            alternatives[last] = (alternatives[last] ?? 1) + 1;
            previous = 'none';
        }
        else if (QUANTIFIER_START.has(char) && previous !== 'none') {
            if (previous === 'quantifier') {
                if (char === '?')
                    continue; // lazy
                return undefined;
            }
            if (previous === 'group')
                return undefined;
            quantifiers++;
            paths *= quantifierChoices(source, i, positions);
            if (char === '{')
                i = source.indexOf('}', i) < 0 ? i : source.indexOf('}', i);
            previous = 'quantifier';
        }
        else {
            previous = 'atom';
        }
    }
    for (const count of alternatives)
        paths *= count;
    return positions * paths * (source.length + quantifiers * length);
}
function quantifierChoices(source, at, positions) {
    const char = source[at];
    if (char === '?')
        return 2;
    if (char === '*' || char === '+')
        return positions;
    const bounds = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(at));
    if (!bounds)
        return positions;
    if (bounds[2] === undefined)
        return 1;
    if (!bounds[3])
        return positions;
    return Math.min(Number(bounds[3]) - Number(bounds[1]) + 1, positions);
}
// CommonJS run with `eval: true`, so the bundles (ncc) need no separate worker file.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ready = new Int32Array(workerData);
Atomics.store(ready, 0, 1);
Atomics.notify(ready, 0);
parentPort.on('message', ({ source, flags, value, shared }) => {
  const state = new Int32Array(shared);
  let result = 3;
  try {
    result = new RegExp(source, flags).test(value) ? 1 : 2;
  } catch {}
  Atomics.store(state, 0, result);
  Atomics.notify(state, 0);
});
`;
let worker;
const timedOut = new WeakMap();
/** Start a worker and wait until it runs, so its start does not count against a pattern's deadline. */
function startWorker() {
    const ready = new SharedArrayBuffer(4);
    const started = new external_node_worker_threads_.Worker(WORKER_SOURCE, { eval: true, workerData: ready });
    Atomics.wait(new Int32Array(ready), 0, 0, WORKER_START_ALLOWANCE_MS);
    // The worker must never keep the process alive, nor crash it.
    started.unref();
    started.on('error', () => {
        if (worker === started)
            worker = undefined;
    });
    return started;
}
/**
 * Test `regex` on `value` within the deadline: inline when the pattern's worst case is small for this text,
 * else in a worker thread that is terminated when the deadline passes. Blocks the caller (synchronously) for
 * at most the deadline, plus the start of a new worker after one was terminated.
 */
function testRegexBounded(regex, value, deadlineMs = REGEX_DEADLINE_MS) {
    // A matcher is tested on the same tool name at every event: a pattern that ran out of time once does again.
    if (timedOut.get(regex)?.has(value))
        return 'timeout';
    const steps = worstCaseSteps(regex, value.length);
    if (steps !== undefined && steps <= INLINE_STEP_BUDGET) {
        regex.lastIndex = 0;
        return regex.test(value);
    }
    const current = worker ?? startWorker();
    worker = current;
    const shared = new SharedArrayBuffer(4);
    const state = new Int32Array(shared);
    current.postMessage({ source: regex.source, flags: regex.flags, value, shared });
    const waited = Atomics.wait(state, 0, 0, deadlineMs);
    if (waited === 'timed-out') {
        worker = undefined;
        timedOut.set(regex, (timedOut.get(regex) ?? new Set()).add(value));
        void current.terminate().catch(() => undefined);
        return 'timeout';
    }
    const result = Atomics.load(state, 0);
    if (result === 3) {
        // The pattern compiled here, so it compiles there: only an engine failure (a stack overflow) lands here.
        throw new RangeError(`Regular expression /${regex.source}/${regex.flags} failed on ${value.length} characters`);
    }
    return result === 1;
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
/** The code of the warning diagnostic of a matcher that ran out of time. */
const MATCHER_TIMEOUT_CODE = 'matcher-timeout';
/** The message of a matcher that ran out of time (the caller names the file and line). */
function matcherTimeoutMessage(matcher, value) {
    const shown = value !== undefined && value.length > 80 ? `${value.slice(0, 79)}…` : (value ?? '');
    return `matcher '${matcher ?? ''}' took longer than ${REGEX_DEADLINE_TEXT} on '${shown}': catastrophic backtracking; the runtime would hang here too`;
}
/**
 * Whether a compiled matcher fires for a value (a runtime tool name, agent name, trigger or type), or
 * 'timeout' when its regular expression runs past the deadline (the repository wrote it: it is bounded).
 */
function testMatcher(matcher, value) {
    switch (matcher.kind) {
        case 'all':
        case 'ignored':
            return true;
        case 'unsupportedHere':
            return false;
        case 'native':
            return value !== undefined && testRegexBounded(matcher.regex, value);
        case 'claudeLiteral':
            return (value !== undefined &&
                matcher.tokens.some((token) => token === value || token === claudeToolName(value) || (token === 'Task' && value === 'task')));
        case 'claudeRegex':
            return value !== undefined && testRegexBounded(matcher.regex, claudeToolName(value));
    }
}
/** Whether a compiled matcher fires for a value; one that runs out of time does not. */
function matcherFires(matcher, value) {
    return testMatcher(matcher, value) === true;
}

;// CONCATENATED MODULE: ./src/config/validate-entry.ts
/**
 * Validation of one item of an event array into hook entries (runtime-behaviour.md §3, §10, §12):
 * a problem drops the item (or, in inline settings hooks, the whole `hooks` field); notes are kept.
 */





const TYPES = new Set(['command', 'http', 'prompt']);
// Thrown inside one item's validation and caught at the item: the item is dropped.
/** 1.0.102's text for an entry with neither or both of `exec` and a shell field. */
const EXEC_OR_SHELL = "Specify either 'exec' (native executable) or 'bash'/'powershell'/'command' (shell), but not both";
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
        timeoutSec: timeoutSec === undefined
            ? capTimeout(node, 'timeout', timeout, scope, notes)
            : capTimeout(node, 'timeoutSec', timeoutSec, scope, notes),
    };
    if (type === 'command')
        readCommandFields(node, entry, scope);
    else if (type === 'http')
        readHttpFields(node, entry);
    else
        readPromptFields(node, entry, key);
    const matcher = readMatcher(node, scope, notes);
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
    throw new ItemDroppedSignal(`Invalid hook type ${describeValue(typeNode)}`, typeNode.offset, '.type');
}
function readCommandFields(node, entry, scope) {
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
/**
 * The item's own matcher, compiled and checked, or undefined when it has none. fieldTypeChecks=observed:
 * a non-string matcher is ignored on an event without a matcher target and fails with 1.0.102's
 * `.matcher: Expected string` on one with a target (differential scenario validation/matcher-type).
 */
function readMatcher(node, scope, notes) {
    const matcherNode = findProperty(node, 'matcher')?.value;
    if (matcherNode === undefined)
        return undefined;
    if (matcherNode.type !== 'string' && scope.profile.fieldTypeChecks === 'observed') {
        if (MATCHER_TARGET[scope.key.event])
            throw new ItemDroppedSignal('Expected string', matcherNode.offset, '.matcher');
        notes.push(diagnostic(scope.file, scope.source.positionAt(matcherNode.offset), 'warning', 'matcher-ignored', `Matcher ${describeValue(matcherNode)} has no effect on ${scope.eventKey}: the hook runs every time`));
        return undefined;
    }
    const matcher = optionalString(node, 'matcher');
    if (matcher !== undefined)
        checkMatcher(scope, matcher, matcherNode, notes);
    return matcher;
}
/** A command entry's `env`: 1.0.102's texts name the first value that is not a string (fieldTypeChecks). */
function readEnv(node, profile) {
    const value = findProperty(node, 'env')?.value;
    if (value === undefined || profile.fieldTypeChecks !== 'observed')
        return optionalStringMap(node, 'env');
    if (value.type !== 'object')
        throw new ItemDroppedSignal('env must be an object', value.offset, '.env');
    const bad = effectiveProperties(value).find((property) => property.value.type !== 'string');
    if (bad) {
        throw new ItemDroppedSignal('env values must be strings', bad.value.offset, `.env[${JSON.stringify(bad.key)}]`);
    }
    return optionalStringMap(node, 'env');
}
function checkMatcher(scope, matcher, matcherNode, notes) {
    const compiled = compileMatcher(scope.key.event, scope.key.casing, matcher, scope.profile);
    // 1.0.102 names the field of an empty matcher: `hooks.preToolUse[0].matcher: …` (FINDINGS §10.5).
    const suffix = matcher === '' ? '.matcher' : '';
    if (!compiled.ok)
        throw new ItemDroppedSignal(compiled.message, matcherNode.offset, suffix);
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
    // The runtime names the field: `hooks.preToolUse[2].timeoutSec: …` (FINDINGS §10.5).
    if (value.type !== 'number')
        throw new ItemDroppedSignal(`${field} must be a number`, value.offset, `.${field}`);
    if (!(value.value > 0))
        throw new ItemDroppedSignal(`${field} must be positive`, value.offset, `.${field}`);
    return value.value;
}
/**
 * The effective timeout (`timeoutSec`, else `timeout`, else 30) within the profile's cap: a larger one runs with the cap
 * and is warned at its field, so no hook holds a job for weeks.
 */
function capTimeout(node, field, value, scope, notes) {
    const cap = scope.profile.hookTimeoutCap;
    if (value === undefined)
        return 30;
    if (value <= cap.seconds)
        return value;
    const valueNode = findProperty(node, field)?.value ?? node;
    notes.push(diagnostic(scope.file, scope.source.positionAt(valueNode.offset), 'warning', 'timeout-capped', `${field} ${value} is above ${cap.limit}: the hook runs with ${cap.seconds} seconds`));
    return cap.seconds;
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
        fileNotes.push(diagnostic(file, at(firstUnknown.keyOffset), 'warning', 'unknown-event', `Ignoring unknown hook event(s) in ${sandboxPath(file)}: ${keys}`));
    }
    const collector = { entries: [], notes: [], problems: [] };
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
/**
 * A config file as the runtime names it in its log: the absolute path in the sandbox, where the repository is
 * `/workspace` (FINDINGS §9 Q24: `Ignoring unknown hook event(s) in /workspace/.github/hooks/c.json: fooBar`).
 */
function sandboxPath(file) {
    return file.startsWith('/') ? file : `/workspace/${file}`;
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
    for (const notes of await Promise.all(discovery.unreadSettings.map(unreadSettingsNotes))) {
        diagnostics.push(...notes);
    }
    // Read and validate in parallel (a repository may hold hundreds of files); results keep discovery order.
    const results = await Promise.all(discovery.sources.map((source) => loadSource(source, profile, switches)));
    const loaded = [];
    for (const [i, source] of discovery.sources.entries()) {
        const result = results[i];
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
function rejectedFile(source, message) {
    return {
        status: 'rejected',
        entries: [],
        diagnostics: [diagnostic(source.file, undefined, 'error', 'file-rejected', message)],
        disableAllHooks: false,
        hookSettings: [],
    };
}
async function loadSource(source, profile, switches) {
    if (isRefused(await confinedRealpath(source.root, source.path, { workspace: REPO_KINDS.has(source.kind) }))) {
        // Only the link as written is shown: the target's content, or even whether it exists, is not told.
        const target = await (0,promises_.readlink)(source.path).catch(() => undefined);
        return rejectedFile(source, `Not read: the file does not resolve to a file inside the repository that /workspace shows${target === undefined ? '' : ` (it links to '${target}')`}; hooksim reads only those (nothing outside the repository, under .git, git-ignored or in a nested checkout; the cloud agent would read that path on its own machine)`);
    }
    let text;
    try {
        text = await (0,promises_.readFile)(source.path, 'utf8');
    }
    catch (error) {
        // Errors from node:fs may come from another realm (jest vm modules), so read `message` structurally.
        const reason = typeof error === 'object' && error !== null && 'message' in error
            ? String(error.message)
            : String(error);
        return rejectedFile(source, `Cannot read the file: ${reason}`);
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
    if (isRefused(await confinedRealpath(source.root, source.path)))
        return [];
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
// cloud-environment.md §4: a hook cannot outlive the job that runs it.
const JOB_LIMIT_CAP = {
    seconds: 59 * 60,
    limit: "the cloud agent's job limit of 59 minutes",
};
// [decision] The CLI has no job limit, but a preview must end: the cloud agent's job limit is hooksim's own bound
// (and Node's timers overflow past 24.8 days, firing at once).
const PREVIEW_CAP = {
    seconds: 59 * 60,
    limit: "hooksim's limit of 59 minutes for one hook (the cloud agent's job limit; the CLI has none)",
};
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
    headerUnlistedVars: 'empty',
    datetimeFormat: 'localOffset',
    executedToolTexts: 'plain',
    failureModifiedResult: 'reroute',
    deepNestedGroup: 'dropItem',
    fieldTypeChecks: 'generic',
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
    headerUnlistedVars: 'verbatim',
    datetimeFormat: 'utcZ',
    executedToolTexts: 'plain',
    failureModifiedResult: 'reroute',
    deepNestedGroup: 'dropItem',
    fieldTypeChecks: 'generic',
    generalPurposeSubagentHooks: false,
    subagentTurnHooks: false,
    subagentHookIdentity: 'session',
    userPromptSubmittedOutputs: [],
    continuationPromptEvents: [],
};
/** The four profiles of runtime-behaviour.md §1.2, one row each. */
const PROFILES = {
    cloud: {
        ...observed,
        name: 'cloud',
        hookTimeoutCap: JOB_LIMIT_CAP,
        surface: 'cloud',
        configSources: 'repoHooksDir',
        sourceOrder: 'observed',
        eventSet: 'cloud',
        powershellOnlyEntries: 'ignore',
        execEntries: 'skip',
        userPromptSubmittedOutputs: ['additionalContext', 'decision'],
        continuationPromptEvents: ['userPromptTransformed'],
        // The hosted runtime is not shipped: cloud keeps the documented subagent rules (docs/runtime-findings.md).
        generalPurposeSubagentHooks: false,
        subagentTurnHooks: false,
        subagentHookIdentity: 'session',
        cliBinaryEnvVars: false,
    },
    'cloud-docs': {
        ...documented,
        name: 'cloud-docs',
        hookTimeoutCap: JOB_LIMIT_CAP,
        surface: 'cloud',
        configSources: 'repoHooksDir',
        sourceOrder: 'documented',
        eventSet: 'cloud',
        powershellOnlyEntries: 'ignore',
        execEntries: 'skip',
        cliBinaryEnvVars: false,
    },
    cli: {
        ...observed,
        name: 'cli',
        hookTimeoutCap: PREVIEW_CAP,
        surface: 'cli',
        configSources: 'all',
        sourceOrder: 'observed',
        eventSet: 'all',
        powershellOnlyEntries: 'pwsh',
        execEntries: 'run',
        userPromptSubmittedOutputs: ['modifiedPrompt', 'additionalContext', 'decision'],
        continuationPromptEvents: ['userPromptSubmitted', 'userPromptTransformed'],
        generalPurposeSubagentHooks: true,
        subagentTurnHooks: true,
        subagentHookIdentity: 'agent',
        cliBinaryEnvVars: true,
        // Observed by the differential suite against 1.0.102; cloud's hosted runtime is not, so it keeps §8.2.
        executedToolTexts: 'cli',
        failureModifiedResult: 'replaceText',
        deepNestedGroup: 'rejectFile',
        fieldTypeChecks: 'observed',
    },
    'cli-docs': {
        ...documented,
        name: 'cli-docs',
        hookTimeoutCap: PREVIEW_CAP,
        surface: 'cli',
        configSources: 'all',
        sourceOrder: 'documented',
        eventSet: 'all',
        powershellOnlyEntries: 'ignore',
        execEntries: 'run',
        // The docs are silent on these variables and tool texts: docs profiles take the observed behaviour (§1).
        cliBinaryEnvVars: true,
        executedToolTexts: 'cli',
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

;// CONCATENATED MODULE: ./src/version.ts
/** hooksim's version, reported by `--version` and in the JSON report. */
const VERSION = '0.1.0';

;// CONCATENATED MODULE: ./src/report/json-report.ts

/** How many hooks really ran (not skipped or dropped) in a scenario. */
function countHookRuns(scenario) {
    return scenario.events
        .flatMap((event) => event.hooks)
        .filter((hook) => hook.status !== 'skipped' && hook.status !== 'dropped').length;
}
/** Assemble the report from the scenarios of one run. */
function buildJsonReport(profile, scenarios, diagnostics, durationMs) {
    const count = (status) => scenarios.filter((s) => s.status === status).length;
    return {
        tool: { name: 'hooksim', version: VERSION },
        profile,
        summary: {
            scenarios: scenarios.length,
            passed: count('passed'),
            failed: count('failed'),
            errored: count('errored'),
            hookRuns: scenarios.reduce((sum, s) => sum + countHookRuns(s), 0),
            durationMs: Math.round(durationMs),
        },
        diagnostics,
        scenarios,
    };
}
/** Join the reports of several shards into one; scenarios sorted by file then name. */
function mergeJsonReports(reports) {
    const first = reports[0];
    if (!first)
        throw new Error('merge-reports needs at least one report');
    const scenarios = reports
        .flatMap((r) => r.scenarios)
        .sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
    const seen = new Set();
    const diagnostics = reports
        .flatMap((r) => r.diagnostics)
        .filter((d) => {
        const key = JSON.stringify(d);
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
    const merged = buildJsonReport(first.profile, scenarios, diagnostics, 0);
    if (first.engine !== undefined)
        merged.engine = first.engine;
    if (first.sandbox !== undefined)
        merged.sandbox = first.sandbox;
    merged.summary.durationMs = Math.max(...reports.map((r) => r.summary.durationMs));
    return merged;
}

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/sandbox/agent-client.ts
/** The longest response line accepted: two 10 MiB outputs in base64 plus JSON. */
const MAX_LINE_BYTES = 64 * 1024 * 1024;
/** Bytes of the agent's stderr kept for error messages. */
const MAX_STDERR_BYTES = 16 * 1024;
/** The agent is gone or broke the protocol; the sandbox cannot run anything more. */
class AgentGoneError extends Error {
    code = 'sandbox-agent-gone';
    constructor(reason) {
        super(`The sandbox agent is gone: ${reason}`);
        this.name = 'AgentGoneError';
    }
}
/** A connection to one agent process. */
class AgentClient {
    child;
    nextId = 1;
    pending = new Map();
    buffered = [];
    bufferedBytes = 0;
    stderr = Buffer.alloc(0);
    goneReason;
    readyWaiter;
    isReady = false;
    /** Resolves when the sandbox process has exited. */
    exited;
    constructor(child) {
        this.child = child;
        child.stdout?.on('data', (chunk) => this.onData(chunk));
        // A spawner's connection comes paused (spawner.ts): what arrived after its token waits for this listener.
        child.stdout?.resume();
        child.stderr?.on('data', (chunk) => {
            if (this.stderr.length < MAX_STDERR_BYTES)
                this.stderr = Buffer.concat([this.stderr, chunk]).subarray(0, MAX_STDERR_BYTES);
        });
        child.stdin?.on('error', () => undefined);
        this.exited = new Promise((resolve) => {
            child.on('error', (error) => {
                this.fail(error.message);
                resolve();
            });
            child.on('close', (code, signal) => {
                this.fail(`exited (${signal ?? `code ${code}`})${this.stderrText() ? `: ${this.stderrText()}` : ''}`);
                resolve();
            });
        });
    }
    /** What the sandbox process wrote to stderr (bwrap and agent errors), trimmed. */
    stderrText() {
        return this.stderr.toString('utf8').trim();
    }
    /** Wait for the agent's first line `{"ready": true}`. */
    ready(timeoutMs) {
        if (this.isReady)
            return Promise.resolve();
        if (this.goneReason !== undefined)
            return Promise.reject(new AgentGoneError(this.goneReason));
        return new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
                this.readyWaiter = undefined;
                reject(new AgentGoneError(`no ready signal within ${timeoutMs} ms${this.stderrText() ? `: ${this.stderrText()}` : ''}`));
            }, timeoutMs);
            this.readyWaiter = {
                resolve: () => {
                    clearTimeout(timer);
                    resolve();
                },
                reject: (error) => {
                    clearTimeout(timer);
                    reject(error);
                },
            };
        });
    }
    /** Send one request; resolves with its `result` object, rejects with the agent's error or AgentGoneError. */
    request(op, fields, watchdogMs) {
        if (this.goneReason !== undefined)
            return Promise.reject(new AgentGoneError(this.goneReason));
        const id = this.nextId++;
        return new Promise((resolve, reject) => {
            const timer = watchdogMs === undefined
                ? undefined
                : setTimeout(() => {
                    this.pending.delete(id);
                    reject(new AgentGoneError(`no answer to '${op}' within ${watchdogMs} ms`));
                }, watchdogMs);
            this.pending.set(id, { resolve, reject, timer });
            this.child.stdin?.write(`${JSON.stringify({ id, op, ...fields })}\n`);
        });
    }
    /** Close the agent's stdin: it exits, and the sandbox with it. */
    close() {
        this.child.stdin?.end();
    }
    onData(chunk) {
        let start = 0;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, start)) {
            this.buffered.push(chunk.subarray(start, at));
            const line = Buffer.concat(this.buffered).toString('utf8');
            this.buffered = [];
            this.bufferedBytes = 0;
            start = at + 1;
            this.onLine(line);
        }
        if (start < chunk.length) {
            this.buffered.push(chunk.subarray(start));
            this.bufferedBytes += chunk.length - start;
            if (this.bufferedBytes > MAX_LINE_BYTES) {
                this.buffered = [];
                this.fail('a response line exceeded the size limit');
                this.killProcess();
            }
        }
    }
    onLine(line) {
        let message;
        try {
            message = JSON.parse(line);
        }
        catch {
            return; // not ours to act on: only well-formed responses to pending ids count
        }
        if (typeof message !== 'object' || message === null)
            return;
        const record = message;
        if (record.ready === true && !this.isReady) {
            this.isReady = true;
            this.readyWaiter?.resolve();
            this.readyWaiter = undefined;
            return;
        }
        if (typeof record.id !== 'number')
            return;
        const pending = this.pending.get(record.id);
        if (pending === undefined)
            return;
        this.pending.delete(record.id);
        clearTimeout(pending.timer);
        if (record.ok === true && typeof record.result === 'object' && record.result !== null) {
            pending.resolve(record.result);
        }
        else {
            const error = typeof record.error === 'string' ? record.error.slice(0, 2000) : 'malformed response';
            pending.reject(new Error(error));
        }
    }
    fail(reason) {
        if (this.goneReason !== undefined)
            return;
        this.goneReason = reason;
        this.readyWaiter?.reject(new AgentGoneError(reason));
        this.readyWaiter = undefined;
        for (const [id, pending] of this.pending) {
            clearTimeout(pending.timer);
            pending.reject(new AgentGoneError(reason));
            this.pending.delete(id);
        }
    }
    killProcess() {
        try {
            if (this.child.pid !== undefined)
                process.kill(-this.child.pid, 'SIGKILL');
        }
        catch {
            // gone
        }
    }
}
/** The result of a hook the agent could not run (gone, or silent past its watchdog). */
function goneResult(reason, timedOut = false) {
    return {
        exitCode: null,
        signal: null,
        timedOut,
        spawnError: reason,
        stdout: Buffer.alloc(0),
        stderr: Buffer.alloc(0),
        stdoutTruncated: false,
        stderrTruncated: false,
        durationMs: 0,
    };
}
/** Turn the agent's answer into an ExecResult, trusting nothing about its shape or sizes. */
function decodeExecResult(raw, cap) {
    const bytes = (value) => typeof value === 'string' ? Buffer.from(value, 'base64') : Buffer.alloc(0);
    const stdout = bytes(raw.stdout);
    const stderr = bytes(raw.stderr);
    const int = (value) => typeof value === 'number' && Number.isInteger(value) ? value : null;
    return {
        exitCode: int(raw.exitCode),
        signal: typeof raw.signal === 'string' ? raw.signal : null,
        timedOut: raw.timedOut === true,
        ...(typeof raw.spawnError === 'string' ? { spawnError: raw.spawnError } : {}),
        stdout: stdout.subarray(0, cap),
        stderr: stderr.subarray(0, cap),
        stdoutTruncated: raw.stdoutTruncated === true || stdout.length > cap,
        stderrTruncated: raw.stderrTruncated === true || stderr.length > cap,
        durationMs: Math.max(0, int(raw.durationMs) ?? 0),
    };
}

;// CONCATENATED MODULE: ./src/sandbox/changes.ts
/**
 * File changes of a namespace sandbox session (spec/cloud-environment.md §1), read from the overlays'
 * upper layers: the session's upper layer starts empty (scenario files and plumbing sit in a seed layer
 * below it), so every entry there is a hook's doing. Whiteouts are deletions; a copied-up file whose
 * content, mode and symlink target equal the lower one is no change; a directory that replaced a lower
 * one (opaque) is checked against the merged view. The hook-writable trees (upper layers, the home) are
 * walked through directory descriptors opened without following links (`/proc/self/fd/N/name`, as openat
 * does): a hook that is still running cannot swap a directory for a symlink between a check and a read and
 * make the host list or compare its own files.
 */


/*
 * The scan's reads are synchronous: each is a small kernel call on a tmpfs, /proc or a local checkout, and
 * through libuv's thread pool each cost about 100 µs of CPU (a hand-off to a thread and back) against 6 µs
 * here, dozens of them a session. So that a hook's huge tree does not hold up the other sessions of a run,
 * the scan lets the event loop turn every SCAN_YIELD_EVERY directory entries.
 */
const SCAN_YIELD_EVERY = 2048;
let entriesSinceYield = 0;
/** Let the event loop turn once `count` more entries bring the scan past SCAN_YIELD_EVERY since the last turn. */
async function pace(count) {
    entriesSinceYield += count;
    if (entriesSinceYield < SCAN_YIELD_EVERY)
        return;
    entriesSinceYield = 0;
    await new Promise((resolve) => setImmediate(resolve));
}
/** A descriptor from openSync, or undefined where the open failed. */
function openOrUndefined(file, flags) {
    try {
        return (0,external_node_fs_.openSync)(file, flags);
    }
    catch {
        return undefined;
    }
}
const DIRECTORY_NO_FOLLOW = external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_DIRECTORY | external_node_fs_.constants.O_NOFOLLOW;
/**
 * A hook-writable directory opened without following a link at its last component, its parent reached
 * through the parent's descriptor: every path below it resolves from the directory itself, never again by
 * name from the host's root.
 */
class TrustedDir {
    fd;
    constructor(fd) {
        this.fd = fd;
    }
    /** Open a directory hooksim made (an upper layer, the sandbox home); undefined when it is not one. */
    static openRoot(dir) {
        const fd = openOrUndefined(dir, DIRECTORY_NO_FOLLOW);
        return fd === undefined ? undefined : new TrustedDir(fd);
    }
    /** The path of an entry, resolved through this directory's descriptor (the entry itself not followed by lstat). */
    at(name) {
        return `/proc/self/fd/${this.fd}/${name}`;
    }
    /** Open a subdirectory; undefined when it is anything else (a symlink, a file) or is gone. */
    child(name) {
        const fd = openOrUndefined(this.at(name), DIRECTORY_NO_FOLLOW);
        return fd === undefined ? undefined : new TrustedDir(fd);
    }
    /** The entries of this very directory. */
    async entries() {
        let found;
        try {
            found = (0,external_node_fs_.readdirSync)(`/proc/self/fd/${this.fd}`, { withFileTypes: true });
        }
        catch {
            return [];
        }
        await pace(found.length);
        return found;
    }
    close() {
        try {
            (0,external_node_fs_.closeSync)(this.fd);
        }
        catch {
            // closed already
        }
    }
}
/** Run `work` on a directory just opened and close it after; `empty` when it could not be opened as one. */
async function withDir(dir, empty, work) {
    if (dir === undefined)
        return empty;
    try {
        return await work(dir);
    }
    finally {
        dir.close();
    }
}
/**
 * How deep the scan follows a hook's directories: one descriptor stays open per level, and a path longer
 * than PATH_MAX names nothing a report reader could use. A directory past either bound is reported whole,
 * as `dir/` (a hook can nest directories without end under `/root`).
 */
const SCAN_MAX_DEPTH = 256;
const SCAN_MAX_PATH = 4096;
/** Whether the scan stops at directory `rel` and reports it as one `rel/` entry. */
function tooDeep(rel) {
    return rel.length > SCAN_MAX_PATH || rel.split('/').length > SCAN_MAX_DEPTH;
}
/** Run `work` on an opened subdirectory; nothing when it is not one. */
function inChild(dir, name, work) {
    return withDir(dir.child(name), undefined, work);
}
/** Any change under it collapses into this one `modified` entry. */
const GIT_ENTRY = '/workspace/.git/';
function isWhiteout(stat) {
    return stat.isCharacterDevice() && stat.rdev === 0;
}
function lstatOrUndefined(file) {
    try {
        return (0,external_node_fs_.lstatSync)(file);
    }
    catch {
        return undefined;
    }
}
/**
 * Resolve `rel` through the lower layers as overlayfs does: the topmost layer holding it wins; a whiteout,
 * or a non-directory on the way, hides it and everything below.
 */
function resolveLower(lowers, rel) {
    const parts = rel === '' ? [] : rel.split('/');
    for (const layer of lowers) {
        let blocked = false;
        let absent = false;
        for (let i = 1; i <= parts.length; i++) {
            const stat = lstatOrUndefined(external_node_path_default().join(layer, ...parts.slice(0, i)));
            if (stat === undefined) {
                absent = true;
                break;
            }
            if (isWhiteout(stat) || (i < parts.length && !stat.isDirectory())) {
                blocked = true;
                break;
            }
        }
        if (blocked)
            return undefined;
        if (absent)
            continue;
        const file = external_node_path_default().join(layer, ...parts);
        const stat = lstatOrUndefined(file);
        if (stat !== undefined)
            return { file, stat };
    }
    return undefined;
}
/** Names visible in the lower stack's directory `rel`. */
async function lowerNames(lowers, rel) {
    const names = new Set();
    for (const layer of lowers) {
        let found = [];
        try {
            found = (0,external_node_fs_.readdirSync)(external_node_path_default().join(layer, rel));
        }
        catch {
            // not a directory of this layer
        }
        await pace(found.length);
        for (const name of found)
            names.add(name);
    }
    return [...names].filter((name) => resolveLower(lowers, join(rel, name)) !== undefined);
}
/** Every file and symlink of the lower stack at or under `rel`. */
async function lowerFiles(lowers, rel) {
    const entry = resolveLower(lowers, rel);
    if (entry === undefined)
        return [];
    if (!entry.stat.isDirectory())
        return [rel];
    const found = [];
    for (const name of await lowerNames(lowers, rel))
        found.push(...(await lowerFiles(lowers, join(rel, name))));
    return found;
}
function join(rel, name) {
    return rel === '' ? name : `${rel}/${name}`;
}
/** Whether `rel` exists in the merged view; every component but the last must be a real directory. */
function existsInMerged(merged, rel) {
    const parts = rel.split('/');
    for (let i = 1; i <= parts.length; i++) {
        const stat = lstatOrUndefined(external_node_path_default().join(merged, ...parts.slice(0, i)));
        if (stat === undefined)
            return false;
        if (i < parts.length && !stat.isDirectory())
            return false;
    }
    return true;
}
/** Byte-for-byte equality of two regular files; unreadable counts as different. */
async function sameContent(a, b) {
    const left = openOrUndefined(a, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW);
    const right = openOrUndefined(b, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW);
    try {
        if (left === undefined || right === undefined)
            return false;
        const size = 64 * 1024;
        const bufA = Buffer.alloc(size);
        const bufB = Buffer.alloc(size);
        for (;;) {
            const readA = (0,external_node_fs_.readSync)(left, bufA, 0, size, null);
            const readB = (0,external_node_fs_.readSync)(right, bufB, 0, size, null);
            if (readA !== readB)
                return false;
            if (readA === 0)
                return true;
            if (!bufA.subarray(0, readA).equals(bufB.subarray(0, readB)))
                return false;
            // A large file counts as many entries: the event loop turns between its chunks too.
            await pace(size / 4096);
        }
    }
    catch {
        return false;
    }
    finally {
        for (const fd of [left, right])
            if (fd !== undefined)
                (0,external_node_fs_.closeSync)(fd);
    }
}
function readlinkOrEmpty(file) {
    try {
        return (0,external_node_fs_.readlinkSync)(file);
    }
    catch {
        return '';
    }
}
/** Whether an upper entry differs from the lower one it covers: type, mode, symlink target or content. */
async function differs(upperFile, upper, lower) {
    const type = (stat) => stat.mode & external_node_fs_.constants.S_IFMT;
    if (type(upper) !== type(lower.stat))
        return true;
    if (upper.isSymbolicLink())
        return readlinkOrEmpty(upperFile) !== readlinkOrEmpty(lower.file);
    if ((upper.mode & 0o7777) !== (lower.stat.mode & 0o7777))
        return true;
    if (!upper.isFile())
        return false;
    if (upper.size !== lower.stat.size)
        return true;
    return !(await sameContent(upperFile, lower.file));
}
/** Changes of one overlay, as paths relative to its root. */
async function overlayChanges(view) {
    const changes = { created: [], modified: [], deleted: [] };
    const deleteLower = async (rel) => {
        changes.deleted.push(...(await lowerFiles(view.lowers, rel)));
    };
    const walk = async (rel, dir) => {
        const entries = await dir.entries();
        const inUpper = new Set(entries.map((entry) => entry.name));
        // An opaque upper directory hides the lower entries it does not hold; only the merged view tells. The
        // upper layer's root is never opaque (a mount's root cannot be removed and made again): its deletions
        // are whiteouts, and no lookup of the lower entries is needed for it.
        const lowerDir = rel === '' ? undefined : resolveLower(view.lowers, rel);
        if (view.merged !== undefined && lowerDir?.stat.isDirectory()) {
            for (const name of await lowerNames(view.lowers, rel)) {
                if (!inUpper.has(name) && !existsInMerged(view.merged, join(rel, name)))
                    await deleteLower(join(rel, name));
            }
        }
        for (const entry of entries) {
            const child = join(rel, entry.name);
            const upperFile = dir.at(entry.name);
            const stat = lstatOrUndefined(upperFile);
            if (stat === undefined)
                continue;
            if (isWhiteout(stat)) {
                await deleteLower(child);
                continue;
            }
            const lower = resolveLower(view.lowers, child);
            if (stat.isDirectory()) {
                if (lower !== undefined && !lower.stat.isDirectory())
                    changes.deleted.push(child);
                if (tooDeep(child))
                    changes.created.push(`${child}/`);
                else
                    await inChild(dir, entry.name, (sub) => walk(child, sub));
            }
            else if (lower === undefined) {
                changes.created.push(child);
            }
            else if (lower.stat.isDirectory()) {
                await deleteLower(child);
                changes.created.push(child);
            }
            else if (await differs(upperFile, stat, lower)) {
                changes.modified.push(child);
            }
        }
    };
    await inRoot(view.upper, undefined, (root) => walk('', root));
    return changes;
}
/** Every file and symlink under a hook-writable plain directory, relative to it. */
async function plainFiles(dir, rel = '') {
    const found = [];
    for (const entry of await dir.entries()) {
        const child = join(rel, entry.name);
        if (entry.isDirectory() && tooDeep(child))
            found.push(`${child}/`);
        else if (entry.isDirectory())
            found.push(...((await inChild(dir, entry.name, (sub) => plainFiles(sub, child))) ?? []));
        else
            found.push(child);
    }
    return found;
}
/** Whether a system overlay's upper layer holds anything besides copied-up parents and excluded files. */
async function systemChanged(view, isExcluded, dir, rel = '') {
    for (const entry of await dir.entries()) {
        const child = join(rel, entry.name);
        if (isExcluded(`${view.target}/${child}`))
            continue;
        if (!entry.isDirectory() || tooDeep(child))
            return true;
        if (resolveLower(view.lowers, child)?.stat.isDirectory() !== true)
            return true;
        if (await inChild(dir, entry.name, (sub) => systemChanged(view, isExcluded, sub, child)))
            return true;
    }
    return false;
}
/** Run `work` on a hook-writable tree's root, opened without following links; `empty` when it is missing. */
function inRoot(dir, empty, work) {
    return withDir(TrustedDir.openRoot(dir), empty, work);
}
/** Created, modified and deleted sandbox paths, sorted (cloud-environment.md §1). */
async function computeChanges(scan) {
    const isExcluded = (p) => scan.excluded.some((ex) => (ex.endsWith('/') ? p.startsWith(ex) || `${p}/` === ex : p === ex));
    const result = { created: [], modified: [], deleted: [] };
    let gitChanged = false;
    const add = (list, paths, root) => {
        for (const rel of paths) {
            const full = `${root}/${rel}`;
            if (isExcluded(full))
                continue;
            if (full === GIT_ENTRY.slice(0, -1) || full.startsWith(GIT_ENTRY))
                gitChanged = true;
            else
                list.push(full);
        }
    };
    const workspace = await overlayChanges(scan.workspace);
    const home = await inRoot(scan.home.dir, [], (root) => plainFiles(root));
    const systemChanges = [];
    for (const view of scan.system)
        systemChanges.push(await inRoot(view.upper, false, (root) => systemChanged(view, isExcluded, root)));
    add(result.created, workspace.created, scan.workspace.target);
    add(result.modified, workspace.modified, scan.workspace.target);
    add(result.deleted, workspace.deleted, scan.workspace.target);
    add(result.created, home, scan.home.target);
    if (gitChanged)
        result.modified.push(GIT_ENTRY);
    scan.system.forEach((view, i) => {
        if (systemChanges[i] === true)
            result.modified.push(`${view.target}/`);
    });
    for (const list of [result.created, result.modified, result.deleted])
        list.sort();
    return result;
}

;// CONCATENATED MODULE: ./src/sandbox/seccomp.ts
/**
 * The namespace sandbox's seccomp filter (classic BPF, loaded by `bwrap --seccomp`): it refuses the kernel
 * keyring calls with EPERM, as Docker's default profile does. A sandbox process inherits hooksim's session
 * keyring, and user namespaces do not hide it, so without this a hook could read keys the host put there.
 * It also refuses io_uring with ENOSYS, as Docker's default profile does since 2023: io_uring has been a
 * steady source of kernel privilege escalations, and ENOSYS ("no io_uring here") is the answer libuv,
 * liburing and runtimes already fall back from.
 */
/** struct seccomp_data: `nr` at offset 0, `arch` at offset 4. */
const OFFSET_NR = 0;
const OFFSET_ARCH = 4;
const BPF_LD_W_ABS = 0x20;
const BPF_JEQ_K = 0x15;
const BPF_JSET_K = 0x45;
const BPF_RET_K = 0x06;
const RET_ALLOW = 0x7fff0000;
const RET_EPERM = 0x00050001;
const RET_ENOSYS = 0x00050026;
/** x32 system calls on x86_64 carry this bit; none is needed, so all are refused. */
const X32_SYSCALL_BIT = 0x40000000;
/** io_uring_setup, io_uring_enter, io_uring_register: one number on every architecture (Linux 5.1+). */
const IO_URING_CALLS = [425, 426, 427];
/** add_key, request_key, keyctl per audit architecture (native and 32-bit compat). */
const KEYRING_CALLS = {
    x64: [
        { arch: 0xc000003e, calls: [248, 249, 250], x32: true },
        { arch: 0x40000003, calls: [286, 287, 288] },
    ],
    arm64: [
        { arch: 0xc00000b7, calls: [217, 218, 219] },
        { arch: 0x40000028, calls: [309, 310, 311] },
    ],
};
/** The filter for this machine's architecture, or undefined where it is not known. */
function buildSeccompFilter(arch = process.arch) {
    const blocks = KEYRING_CALLS[arch];
    if (blocks === undefined)
        return undefined;
    const program = [{ code: BPF_LD_W_ABS, jt: 0, jf: 0, k: OFFSET_ARCH }];
    blocks.forEach((block, index) => {
        const next = `arch${index + 1}`;
        program.push({ code: BPF_JEQ_K, jt: 0, jf: next, k: block.arch });
        program.push({ code: BPF_LD_W_ABS, jt: 0, jf: 0, k: OFFSET_NR });
        if (block.x32)
            program.push({ code: BPF_JSET_K, jt: 'deny', jf: 0, k: X32_SYSCALL_BIT });
        for (const call of block.calls)
            program.push({ code: BPF_JEQ_K, jt: 'deny', jf: 0, k: call });
        for (const call of IO_URING_CALLS)
            program.push({ code: BPF_JEQ_K, jt: 'nosys', jf: 0, k: call });
        program.push({ code: BPF_RET_K, jt: 0, jf: 0, k: RET_ALLOW });
        program.push({ label: next });
    });
    program.push({ code: BPF_RET_K, jt: 0, jf: 0, k: RET_ALLOW });
    program.push({ label: 'deny' }, { code: BPF_RET_K, jt: 0, jf: 0, k: RET_EPERM });
    program.push({ label: 'nosys' }, { code: BPF_RET_K, jt: 0, jf: 0, k: RET_ENOSYS });
    return assemble(program);
}
/** Resolve labels to forward jump offsets and encode `struct sock_filter` (little-endian). */
function assemble(program) {
    const labels = new Map();
    const code = [];
    for (const item of program) {
        if ('label' in item)
            labels.set(item.label, code.length);
        else
            code.push(item);
    }
    const out = Buffer.alloc(code.length * 8);
    code.forEach((ins, at) => {
        const jump = (target) => {
            if (typeof target === 'number')
                return target;
            const offset = (labels.get(target) ?? 0) - at - 1;
            if (offset < 0 || offset > 255)
                throw new Error(`seccomp jump to ${target} out of range`);
            return offset;
        };
        out.writeUInt16LE(ins.code, at * 8);
        out.writeUInt8(jump(ins.jt), at * 8 + 2);
        out.writeUInt8(jump(ins.jf), at * 8 + 3);
        out.writeUInt32LE(ins.k >>> 0, at * 8 + 4);
    });
    return out;
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
var external_node_net_default = /*#__PURE__*/__webpack_require__.n(external_node_net_);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
;// CONCATENATED MODULE: ./src/socket-path.ts
/**
 * Unix socket paths (the firewall's egress socket, the sandbox spawner's): `sun_path` holds 108 bytes with its
 * NUL, so a socket in a directory under a deep TMPDIR cannot be bound at all (Node then binds a cut path).
 */


/** The longest path a Unix socket can be bound at. */
const MAX_SOCKET_PATH_BYTES = 107;
/** Whether a Unix socket can be bound at `file`. */
function fitsUnixSocket(file) {
    return Buffer.byteLength(file) <= MAX_SOCKET_PATH_BYTES;
}
/**
 * Where to make a temporary directory that will hold a socket named `name`: the temp directory, or /tmp when a
 * socket there would not fit (`mkdtemp` adds 6 characters to `prefix`).
 */
function socketTempBase(prefix, name) {
    const base = (0,external_node_os_.tmpdir)();
    return fitsUnixSocket(external_node_path_default().join(base, `${prefix}XXXXXX`, name)) ? base : '/tmp';
}

;// CONCATENATED MODULE: ./src/sandbox/spawner.ts
/**
 * Sandbox processes started by the native setup program's spawner (`launch --serve`, sandbox/launch.c) instead
 * of by Node: Node's spawn forks hooksim itself and copies the page tables of its whole heap (3 to 5 ms a
 * session at a run's size, and copy-on-write faults after), where a fork of the small spawner costs nothing on
 * hooksim's thread. One spawner a run directory; each sandbox it starts connects back to a Unix socket in that
 * directory and sends its token, and that connection is the agent's stdin and stdout. Without the native
 * programs, sandboxes are spawned by Node as before (namespace-launch.ts spawnSandbox).
 */









/** The spawner's socket in the run directory. */
const SOCKET_NAME = 'spawn.sock';
/** The most of a sandbox's stderr file read back (the agent client keeps 16 KiB of it). */
const spawner_MAX_STDERR_BYTES = 64 * 1024;
const SIGNAL_NAMES = new Map(Object.entries(external_node_os_.constants.signals).map(([name, number]) => [number, name]));
/** A sandbox process the spawner started: the connection is its stdin and stdout, a file its stderr. */
class SpawnedProcess extends external_node_events_.EventEmitter {
    stderrFile;
    pid;
    stdin = null;
    stdout = null;
    stderr = new external_node_stream_.PassThrough();
    connection;
    status;
    ended = false;
    settle;
    /** Resolves once the process is known (its pid) and connected, or has ended or failed. */
    known;
    constructor(stderrFile) {
        super();
        this.stderrFile = stderrFile;
        this.known = new Promise((resolve) => (this.settle = resolve));
    }
    on(event, listener) {
        return super.on(event, listener);
    }
    started(pid) {
        this.pid = pid;
        this.checkKnown();
    }
    attach(connection) {
        this.connection = connection;
        this.stdin = connection;
        this.stdout = connection;
        connection.on('close', () => this.finish());
        this.checkKnown();
    }
    /** The wait status the spawner reported. */
    exited(waitStatus) {
        const signal = waitStatus & 0x7f;
        this.status =
            signal === 0
                ? { code: (waitStatus >> 8) & 0xff, signal: null }
                : { code: null, signal: SIGNAL_NAMES.get(signal) ?? 'SIGKILL' };
        this.settle?.();
        this.finish();
    }
    failed(error) {
        this.settle?.();
        // After the caller has its process and listeners (spawn resolves first).
        setImmediate(() => {
            this.emit('error', error);
            this.status ??= { code: null, signal: null };
            this.finish();
        });
    }
    checkKnown() {
        if (this.pid !== undefined && this.connection !== undefined)
            this.settle?.();
    }
    /** 'close' once the process has ended and its connection closed, as a ChildProcess's after its pipes. */
    finish() {
        if (this.ended || this.status === undefined)
            return;
        if (this.connection !== undefined && !this.connection.destroyed && !this.connection.closed)
            return;
        this.ended = true;
        let text = Buffer.alloc(0);
        try {
            text = (0,external_node_fs_.readFileSync)(this.stderrFile).subarray(0, spawner_MAX_STDERR_BYTES);
            (0,external_node_fs_.rmSync)(this.stderrFile, { force: true });
        }
        catch {
            // never opened: the child ended before
        }
        this.stderr.end(text);
        const { code, signal } = this.status;
        // After the stderr text reaches its listeners, and after spawn's caller has attached its own.
        setImmediate(() => this.emit('close', code, signal));
    }
}
/** A spawner: the `launch --serve` process and the socket its children connect to. */
class Spawner {
    helper;
    server;
    socketPath;
    onGone;
    /** By token: not yet reported forked ('S'), and not yet connected (two maps: either may come first). */
    waiting = new Map();
    unconnected = new Map();
    running = new Map();
    replies = '';
    /** What the spawner itself wrote on stderr (why it could not serve: a guard it could not mount), the end of it. */
    errors = '';
    gone;
    constructor(helper, server, socketPath, onGone) {
        this.helper = helper;
        this.server = server;
        this.socketPath = socketPath;
        this.onGone = onGone;
        helper.stdout?.setEncoding('utf8');
        helper.stdout?.on('data', (chunk) => this.onReplies(chunk));
        helper.stdin?.on('error', () => undefined);
        helper.stderr?.setEncoding('utf8');
        helper.stderr?.on('data', (chunk) => (this.errors = `${this.errors}${chunk}`.slice(-2000)));
        helper.on('error', (error) => this.stop(`the spawner failed: ${error.message}`));
        helper.on('close', () => this.stop(`the spawner ended${this.errors.trim() === '' ? '' : `: ${this.errors.trim()}`}`));
        server.on('connection', (socket) => this.onConnection(socket));
        this.idle();
    }
    /**
     * Start a spawner whose children connect to `socketPath`, in the cgroup of `cgroupProcs` when one is given
     * (its `cgroup.procs`: the spawner joins it first), and over the run's host layers when `mountsPlan` names
     * their plan (LaunchSpec.hostLayersPlan: mounted once, in the spawner's own mount namespace, for every
     * sandbox it starts). `onGone` is told once it can start nothing more.
     */
    static async start(launcher, socketPath, env, onGone, cgroupProcs, mountsPlan) {
        const server = external_node_net_default().createServer();
        await new Promise((resolve, reject) => {
            server.once('error', reject);
            server.listen(socketPath, () => {
                server.off('error', reject);
                resolve();
            });
        });
        const args = [
            '--serve',
            ...(cgroupProcs === undefined ? [] : [cgroupProcs]),
            ...(mountsPlan === undefined ? [] : ['--mounts', mountsPlan]),
        ];
        const helper = (0,external_node_child_process_.spawn)(launcher, args, { cwd: '/', env, stdio: ['pipe', 'pipe', 'pipe'] });
        return new Spawner(helper, server, socketPath, onGone);
    }
    /** Start `argv` (its stderr to `stderrFile`); resolves once it runs and is connected, or has failed. */
    async spawn(argv, stderrFile) {
        const child = new SpawnedProcess(stderrFile);
        if (this.gone !== undefined) {
            child.failed(new Error(this.gone));
            return child;
        }
        const token = (0,external_node_crypto_.randomBytes)(16).toString('hex');
        this.waiting.set(token, child);
        this.unconnected.set(token, child);
        this.busy();
        const words = [token, this.socketPath, stderrFile, ...argv];
        this.helper.stdin?.write(`${words.length}\0${words.map((word) => `${word}\0`).join('')}`);
        await child.known;
        return child;
    }
    /** Whether it can still start sandboxes (its process has not ended, nor been closed). */
    get usable() {
        return this.gone === undefined;
    }
    /** End the spawner process at once (hooksim is exiting); what it started is left to its owner, as by close. */
    killNow() {
        this.helper.kill('SIGKILL');
    }
    /** Stop taking requests; a process still running is left to its owner (its group is killed by teardown). */
    close() {
        this.stop('the spawner was closed');
        this.helper.stdin?.end();
        this.server.close();
    }
    onReplies(chunk) {
        this.replies += chunk;
        let newline;
        while ((newline = this.replies.indexOf('\n')) !== -1) {
            const [kind, first = '', second = ''] = this.replies.slice(0, newline).split(' ');
            this.replies = this.replies.slice(newline + 1);
            if (kind === 'S') {
                const child = this.waiting.get(first);
                this.waiting.delete(first);
                if (child === undefined)
                    continue;
                this.running.set(Number(second), child);
                child.started(Number(second));
            }
            else if (kind === 'E') {
                const child = this.waiting.get(first);
                this.waiting.delete(first);
                this.unconnected.delete(first);
                child?.failed(new Error(`spawn failed (errno ${second})`));
            }
            else if (kind === 'X') {
                const child = this.running.get(Number(first));
                this.running.delete(Number(first));
                for (const [token, waiting] of this.unconnected)
                    if (waiting === child)
                        this.unconnected.delete(token);
                child?.exited(Number(second));
            }
        }
        if (this.waiting.size === 0 && this.unconnected.size === 0 && this.running.size === 0)
            this.idle();
    }
    /** A sandbox connecting back: its first line is its token. */
    onConnection(socket) {
        const chunks = [];
        let length = 0;
        const onData = (chunk) => {
            chunks.push(chunk);
            length += chunk.length;
            const data = Buffer.concat(chunks);
            const newline = data.indexOf(10);
            if (newline === -1) {
                if (length > 64)
                    socket.destroy();
                return;
            }
            socket.off('data', onData);
            socket.pause();
            const token = data.subarray(0, newline).toString('latin1');
            const child = this.unconnected.get(token);
            if (child === undefined) {
                socket.destroy();
                return;
            }
            this.unconnected.delete(token);
            if (newline + 1 < data.length)
                socket.unshift(data.subarray(newline + 1));
            // Left paused: the agent client resumes it once it listens, and nothing is read before.
            child.attach(socket);
        };
        socket.on('data', onData);
        socket.on('error', () => undefined);
    }
    stop(reason) {
        if (this.gone !== undefined)
            return;
        this.gone = reason;
        const children = new Set([
            ...this.waiting.values(),
            ...this.unconnected.values(),
            ...this.running.values(),
        ]);
        for (const child of children)
            child.failed(new Error(reason));
        this.waiting.clear();
        this.unconnected.clear();
        this.running.clear();
        this.onGone();
    }
    /** Keep the process alive while a sandbox is on its way or running; not for an idle spawner. */
    busy() {
        this.helper.ref();
        this.helper.stdout?.ref?.();
        this.helper.stderr?.ref?.();
        this.server.ref();
    }
    idle() {
        this.helper.unref();
        this.helper.stdout?.unref?.();
        this.helper.stderr?.unref?.();
        this.helper.stdin?.unref?.();
        this.server.unref();
    }
}
/**
 * The spawner of each run directory, or undefined where it could not start (its socket refused), with the host
 * layers it mounted.
 */
const spawners = new Map();
/**
 * Start `argv` through the spawner of `runDir` (started on first use with `launcher`, over the host layers of
 * `mountsPlan` when given), stderr to `stderrFile`; undefined when this run directory can have no spawner (a
 * socket path too long for sun_path under a deep TMPDIR, or the socket refused), and the caller spawns it
 * itself. A spawner of another run directory (removed since), or over other host layers, is closed.
 */
async function spawnThroughSpawner(launcher, runDir, env, argv, stderrFile, mountsPlan) {
    // Named after the host layers it mounts: a spawner over other ones may still be closing.
    const socketPath = external_node_path_default().join(runDir, mountsPlan === undefined ? SOCKET_NAME : `${external_node_path_default().basename(mountsPlan, '.plan')}-${SOCKET_NAME}`);
    if (!fitsUnixSocket(socketPath))
        return undefined;
    for (const [dir, other] of spawners) {
        // Another run directory's (removed since), or one over other host layers than this sandbox was planned on.
        if (dir === runDir && other.mountsPlan === mountsPlan)
            continue;
        spawners.delete(dir);
        void other.start.then((spawner) => spawner?.close());
    }
    let start = spawners.get(runDir)?.start;
    if (start === undefined) {
        // Once it is gone, the next sandbox of this run directory starts a new spawner.
        const onGone = () => void (spawners.get(runDir)?.start === start && spawners.delete(runDir));
        start = Spawner.start(launcher, socketPath, env, onGone, undefined, mountsPlan).catch(() => undefined);
        spawners.set(runDir, { mountsPlan, start });
    }
    const spawner = await start;
    return spawner === undefined ? undefined : spawner.spawn(argv, stderrFile);
}

;// CONCATENATED MODULE: ./src/setup/requirements.ts
/**
 * What hooksim needs from the machine, in one table: the programs the namespace sandbox's drivers call, the
 * tools hooks commonly call (the cloud agent's runner image has them), and the tools hooksim's own test
 * suite uses. `hooksim setup`, the Action's install step and `.ci/run` all read this table.
 */
function everywhere(name) {
    return { 'apt-get': name, dnf: name, apk: name, pacman: name };
}
/** The table. Order is the order of the report. */
const REQUIREMENTS = [
    {
        command: 'bwrap',
        group: 'sandbox',
        purpose: 'the namespace sandbox',
        packages: everywhere('bubblewrap'),
    },
    {
        command: 'unshare',
        group: 'sandbox',
        purpose: 'the outer user, mount and network namespaces',
        packages: { 'apt-get': 'util-linux', dnf: 'util-linux', apk: 'util-linux-misc', pacman: 'util-linux' },
    },
    {
        command: 'mount',
        group: 'sandbox',
        purpose: 'the overlays of /workspace and the system directories',
        packages: { 'apt-get': 'mount', dnf: 'util-linux', apk: 'util-linux', pacman: 'util-linux' },
    },
    {
        command: 'ip',
        group: 'sandbox',
        purpose: "the sandbox's loopback",
        packages: { 'apt-get': 'iproute2', dnf: 'iproute', apk: 'iproute2', pacman: 'iproute2' },
    },
    {
        command: 'find',
        group: 'sandbox',
        purpose: 'the scan of system directories to mask',
        packages: { 'apt-get': 'findutils', dnf: 'findutils', apk: 'findutils', pacman: 'findutils' },
    },
    {
        command: 'git',
        group: 'sandbox',
        purpose: "the repository's copy in /workspace",
        packages: everywhere('git'),
    },
    {
        command: 'bash',
        group: 'sandbox',
        purpose: 'hooks (the cloud agent runs them with bash)',
        packages: everywhere('bash'),
    },
    {
        command: 'cc',
        group: 'sandbox',
        optional: true,
        purpose: "the sandbox's native programs (without them each sandbox starts Node)",
        packages: { 'apt-get': 'gcc', dnf: 'gcc', apk: 'build-base', pacman: 'gcc' },
    },
    {
        command: 'jq',
        group: 'hooks',
        purpose: "hooks' JSON (on the cloud agent's image)",
        packages: everywhere('jq'),
    },
    {
        command: 'curl',
        group: 'hooks',
        purpose: "hooks' HTTP (on the cloud agent's image)",
        packages: everywhere('curl'),
    },
    {
        command: 'chromium',
        file: '/usr/bin/chromium',
        group: 'tests',
        optional: true,
        purpose: 'the job summary rendered in a browser',
        packages: { 'apt-get': 'chromium', dnf: 'chromium', apk: 'chromium', pacman: 'chromium' },
    },
    {
        command: 'zsh',
        group: 'tests',
        optional: true,
        purpose: '`hooksim completion zsh` loaded by compinit',
        packages: everywhere('zsh'),
    },
    {
        command: 'xmllint',
        group: 'tests',
        purpose: 'JUnit reports checked against their schema',
        packages: { 'apt-get': 'libxml2-utils', dnf: 'libxml2', apk: 'libxml2-utils', pacman: 'libxml2' },
    },
    {
        command: 'openssl',
        group: 'tests',
        purpose: 'TLS checks of the firewall',
        packages: everywhere('openssl'),
    },
    {
        command: 'ps',
        group: 'tests',
        purpose: 'leftover-process checks',
        packages: { 'apt-get': 'procps', dnf: 'procps-ng', apk: 'procps', pacman: 'procps-ng' },
    },
];
/** The groups setup installs: the sandbox's and hooks' tools always, the test suite's with `--tests`. */
function groupsFor(options) {
    return options.tests ? ['sandbox', 'hooks', 'tests'] : ['sandbox', 'hooks'];
}

;// CONCATENATED MODULE: ./src/setup/machine.ts
/**
 * What this machine has of the requirements table: programs found where the sandbox looks for them, the
 * package manager, root or sudo, and whether the namespace sandbox starts. Reading only; installing is
 * install.ts.
 */





/** The absolute path of `name` on the sandbox's fixed PATH (never the user's), or undefined. */
async function findOnPath(name) {
    for (const dir of SANDBOX_PATH.split(':')) {
        const candidate = external_node_path_default().join(dir, name);
        try {
            await (0,promises_.access)(candidate, external_node_fs_.constants.X_OK);
            return candidate;
        }
        catch {
            // next directory
        }
    }
    return undefined;
}
/** Where a requirement is on this machine, or undefined. */
async function locate(requirement) {
    if (requirement.file === undefined)
        return findOnPath(requirement.command);
    return (0,promises_.access)(requirement.file, external_node_fs_.constants.X_OK).then(() => requirement.file, () => undefined);
}
/** The requirements of `groups` and where each was found. */
async function checkRequirements(groups) {
    const wanted = REQUIREMENTS.filter((r) => groups.includes(r.group));
    return Promise.all(wanted.map(async (requirement) => {
        const found = await locate(requirement);
        return found === undefined ? { requirement } : { requirement, found };
    }));
}
/** The sandbox's programs that are missing (empty when all are there); optional ones (the C compiler) aside. */
async function missingSandboxPrograms() {
    const states = await checkRequirements(['sandbox']);
    return states.filter((s) => s.found === undefined && !s.requirement.optional).map((s) => s.requirement);
}
const MANAGERS = ['apt-get', 'dnf', 'apk', 'pacman'];
/** The first package manager found, in the order apt-get, dnf, apk, pacman. */
async function detectPackageManager() {
    for (const manager of MANAGERS)
        if (await findOnPath(manager))
            return manager;
    return undefined;
}
/** Root, sudo on PATH, or neither. */
async function detectPrivilege() {
    if (process.getuid?.() === 0)
        return 'root';
    return (await findOnPath('sudo')) ? 'sudo' : 'none';
}

;// CONCATENATED MODULE: ./src/sandbox/system-layers.ts
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
        const stat = (0,external_node_fs_.lstatSync)(full, { throwIfNoEntry: false });
        if (stat?.isSymbolicLink())
            result.symlinks.push({ link: full, target: (0,external_node_fs_.readlinkSync)(full) });
        else if (stat?.isDirectory())
            result.overlays.push(full);
    }
    return result;
}
/** Files the sandbox plumbing owns; a hook changing them is not reported (cloud-environment.md §1). */
const PLUMBING_FILES = ['/etc/resolv.conf', '/etc/hosts', '/etc/hostname', SANDBOX_CA_BUNDLE];
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
    void memoUntilFailure(maskScans, roots.join('\0'), () => scanMaskedEntries(roots, true));
}
/**
 * Host paths under `roots` that an unprivileged user could not read: directories without o+rx, other
 * entries without o+r, sockets, FIFOs and devices, and mount points (an overlay lower layer shows what a
 * mount hides). Symlinks are never listed: they resolve inside the sandbox.
 */
async function findMaskedPaths(roots) {
    const scan = memo_memoUntilFailure(maskScans, roots.join('\0'), () => scanMaskedEntries(roots, false));
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
    const batches = balance(roots.flatMap(subdirectoriesToScan), Math.max(1, Math.min((0,external_node_os_.availableParallelism)(), 4)));
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
        const rootStat = (0,external_node_fs_.lstatSync)(root);
        if (!rootStat.isDirectory())
            return [];
        const starts = [];
        for (const entry of (0,external_node_fs_.readdirSync)(root, { withFileTypes: true })) {
            if (!entry.isDirectory())
                continue;
            const full = external_node_path_default().join(root, entry.name);
            const stat = (0,external_node_fs_.lstatSync)(full, { throwIfNoEntry: false });
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
        const child = (0,external_node_child_process_.spawn)('find', args, { env: { PATH: SANDBOX_PATH }, stdio: ['ignore', 'pipe', 'ignore'] });
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
        text = (0,external_node_fs_.readFileSync)('/proc/self/mountinfo', 'utf8');
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
    await (0,promises_.mkdir)(layer, { recursive: true });
    await copyAttributes(root, layer);
    for (const hostPath of masked) {
        if (!hostPath.startsWith(`${root}/`))
            continue;
        const rel = hostPath.slice(root.length + 1);
        await ensureLayerDirs(layer, root, external_node_path_default().dirname(rel));
        await (0,promises_.link)(whiteout, external_node_path_default().join(layer, rel));
    }
}
/**
 * Make one overlayfs whiteout (a 0/0 character device; no CAP_MKNOD needed for it since Linux 5.8) at
 * `file`. Every whiteout of a mask layer is a hard link to it, as overlayfs itself shares one whiteout
 * inode: one `mknod` a run instead of one per masked path.
 */
async function makeWhiteoutTemplate(file) {
    await runHostCommand('mknod', ['--', file, 'c', '0', '0'], { env: { PATH: SANDBOX_PATH } });
}
const runWhiteouts = new Map();
/**
 * The whiteout template of the run directory `runDir` (makeWhiteoutTemplate), made once: the system mask
 * layers and the workspace's mask layer link to the same one, one `mknod` a run instead of two.
 */
function runWhiteout(runDir) {
    const file = external_node_path_default().join(runDir, 'mask-whiteout');
    return memo_memoUntilFailure(runWhiteouts, runDir, () => makeWhiteoutTemplate(file).then(() => file));
}
/** Give a layer directory the mode, owner (when we may) and times of the host directory it stands for. */
async function copyAttributes(hostDir, layerDir) {
    const stat = await (0,promises_.lstat)(hostDir).catch(() => undefined);
    if (!stat?.isDirectory())
        return;
    if (process.getuid?.() === 0)
        await (0,promises_.chown)(layerDir, stat.uid, stat.gid).catch(() => undefined);
    await (0,promises_.chmod)(layerDir, stat.mode & 0o7777);
    await (0,promises_.utimes)(layerDir, stat.atime, stat.mtime);
}
/** Create `rel` (and its parents) in `layer`, each with the attributes of the same directory under `hostRoot`. */
async function ensureLayerDirs(layer, hostRoot, rel) {
    if (rel === '.' || rel === '')
        return;
    const parts = rel.split('/');
    for (let i = 1; i <= parts.length; i++) {
        const sub = parts.slice(0, i).join('/');
        const dir = external_node_path_default().join(layer, sub);
        const existing = await (0,promises_.lstat)(dir).catch(() => undefined);
        if (existing?.isDirectory())
            continue;
        await (0,promises_.mkdir)(dir, { mode: 0o755 });
        await copyAttributes(external_node_path_default().join(hostRoot, sub), dir);
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
        external_node_path_default().isAbsolute(clean) ||
        parts.some((p) => p === '' || p === '.' || p === '..')) {
        throw new SandboxSeedError(`Invalid workspace file path '${rel}'. Expected a relative path inside /workspace without '..'.`);
    }
    return clean;
}
/** Write the scenario's `files` into a workspace seed layer. */
async function writeWorkspaceSeed(layer, files) {
    for (const [rel, content] of Object.entries(files)) {
        const target = external_node_path_default().join(layer, checkRelativePath(rel));
        await (0,promises_.mkdir)(external_node_path_default().dirname(target), { recursive: true, mode: 0o755 });
        await (0,promises_.writeFile)(target, content, { mode: 0o644 });
    }
}
const runEtcSeeds = new Map();
/**
 * The /etc seed layer (writeEtcSeed) of the run directory `runDir` for one CA, written once and shared by
 * every session as a read-only lower layer: the run's sessions share one CA, so their seeds are the same.
 */
function runEtcSeed(runDir, caCertPem) {
    return memo_memoUntilFailure(runEtcSeeds, `${runDir}\0${caCertPem ?? ''}`, async () => {
        const dir = await (0,promises_.mkdtemp)(external_node_path_default().join(runDir, 'etc-seed-'));
        await (0,promises_.chmod)(dir, 0o755);
        await writeEtcSeed(dir, caCertPem);
        return dir;
    });
}
/** Resolver and host files, plus the CA bundle with the firewall's CA when interception is on. */
async function writeEtcSeed(layer, caCertPem) {
    await (0,promises_.writeFile)(external_node_path_default().join(layer, 'resolv.conf'), 'nameserver 127.0.0.53\noptions edns0\n', { mode: 0o644 });
    await (0,promises_.writeFile)(external_node_path_default().join(layer, 'hostname'), 'hooksim\n', { mode: 0o644 });
    await (0,promises_.writeFile)(external_node_path_default().join(layer, 'hosts'), '127.0.0.1\tlocalhost\n127.0.1.1\thooksim\n::1\tlocalhost ip6-localhost ip6-loopback\n', { mode: 0o644 });
    if (caCertPem === undefined)
        return;
    const rel = external_node_path_default().relative('/etc', SANDBOX_CA_BUNDLE);
    const hostBundle = await (0,promises_.readFile)(SANDBOX_CA_BUNDLE, 'utf8').catch(() => '');
    await ensureLayerDirs(layer, '/etc', external_node_path_default().dirname(rel));
    const joined = hostBundle === '' || hostBundle.endsWith('\n') ? hostBundle : `${hostBundle}\n`;
    const pem = caCertPem.endsWith('\n') ? caCertPem : `${caCertPem}\n`;
    await (0,promises_.writeFile)(external_node_path_default().join(layer, rel), joined + pem, { mode: 0o644 });
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
    return shellQuote(text);
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
    const rel = external_node_path_default().relative('/usr', STUB_DIR);
    await ensureLayerDirs(layer, '/usr', rel);
    const written = [];
    for (const [name, mock] of Object.entries(mocks)) {
        await (0,promises_.writeFile)(external_node_path_default().join(layer, rel, checkMockName(name)), stubScript(mock), { mode: 0o755 });
        written.push(external_node_path_default().posix.join(STUB_DIR, name));
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
    return memo_memoUntilFailure(maskLayers, `${runDir}\0${guarded}`, async () => {
        const masked = guarded
            ? mountPointsUnder(roots).filter((p) => !roots.includes(p))
            : await findMaskedPaths(roots);
        const result = new Map();
        const masking = roots.filter((root) => masked.some((p) => p.startsWith(`${root}/`)));
        if (masking.length === 0)
            return result;
        const whiteout = await runWhiteout(runDir);
        for (const root of masking) {
            const layer = external_node_path_default().join(runDir, `mask${guarded ? '-guarded' : ''}${root.replace(/\//g, '_')}`);
            await buildMaskLayer(root, masked, layer, whiteout);
            result.set(root, layer);
        }
        return result;
    });
}
/** Whether the kernel `release` (this one's by default) is at least `major`.`minor`. */
function kernelAtLeast(major, minor, kernel = (0,external_node_os_.release)()) {
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
        return (0,external_node_fs_.readFileSync)('/proc/self/uid_map', 'utf8').trim().split(/\s+/).join(' ') === '0 0 4294967295';
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
                        return (0,external_node_fs_.statfsSync)(root).type !== OVERLAYFS_MAGIC;
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
function system_layers_forgetMaskLayers() {
    maskLayers.clear();
    maskScans.clear();
    runWhiteouts.clear();
    runEtcSeeds.clear();
    groupCovers = undefined;
}

;// CONCATENATED MODULE: ./src/sandbox/namespace-launch.ts
/**
 * Starting a namespace sandbox process (spec/cloud-environment.md §1, §2, §5.8): an outer
 * `unshare --user --map-root-user --mount` runs a small setup step that mounts the overlays (bubblewrap 0.8
 * has no overlay options), then execs `bwrap`, which builds the sandbox from those overlays and starts the
 * in-sandbox agent. Where unprivileged user namespaces are forbidden, `sudo -n` starts the outer step, which
 * drops back to the invoking user at once, so the sandbox's root is that user, never the host's root.
 */












/** bubblewrap or unshare is missing, or no way to create the namespaces works here. */
class SandboxUnavailableError extends Error {
    code = 'sandbox-unavailable';
    constructor(message) {
        super(message);
        this.name = 'SandboxUnavailableError';
    }
}
/**
 * Docker's default capability set: root in the sandbox can chown, install packages and bind low ports,
 * but has no CAP_SYS_ADMIN (no mounting, no remounting the layers away) and no CAP_NET_ADMIN or NET_RAW.
 */
const SANDBOX_CAPS = [
    'CAP_CHOWN',
    'CAP_DAC_OVERRIDE',
    'CAP_FOWNER',
    'CAP_FSETID',
    'CAP_KILL',
    'CAP_SETGID',
    'CAP_SETUID',
    'CAP_SETPCAP',
    'CAP_NET_BIND_SERVICE',
    'CAP_SYS_CHROOT',
    'CAP_MKNOD',
    'CAP_AUDIT_WRITE',
    'CAP_SETFCAP',
];
/**
 * What the sandbox's /proc hides, as runc and Docker mask it (their default MaskedPaths), plus the files the host
 * lets root alone read: with hooksim running as root the sandbox's uid 0 is the host's root with
 * CAP_DAC_OVERRIDE, so their mode protects nothing. A file gets an empty read-only file over it, a directory an
 * empty read-only directory.
 */
const PROC_MASKS = [
    { name: 'kcore', kind: 'file', why: "the host's physical memory as a core file" },
    {
        name: 'keys',
        kind: 'file',
        why: "key names of hooksim's session keyring, which every sandbox process inherits",
    },
    { name: 'latency_stats', kind: 'file', why: 'latency records of every host task' },
    { name: 'timer_list', kind: 'file', why: 'timers of every host task, with their pids and functions' },
    { name: 'timer_stats', kind: 'file', why: 'timer use of every host task (older kernels)' },
    { name: 'sched_debug', kind: 'file', why: "every host task's name, pid and scheduling state" },
    {
        name: 'interrupts',
        kind: 'file',
        why: "per-CPU interrupt counts: a side channel on the host's activity",
    },
    { name: 'kmsg', kind: 'file', why: "the host's kernel log" },
    { name: 'slabinfo', kind: 'file', why: 'kernel allocator state, which exploits use to groom the heap' },
    { name: 'kpageflags', kind: 'file', why: "flags of every physical page: the host's memory layout" },
    { name: 'kpagecount', kind: 'file', why: 'map count of every physical page' },
    { name: 'kpagecgroup', kind: 'file', why: 'the cgroup owning every physical page' },
    { name: 'pagetypeinfo', kind: 'file', why: 'free page lists of the host, for heap grooming' },
    { name: 'vmallocinfo', kind: 'file', why: 'kernel virtual addresses and their callers: defeats KASLR' },
    { name: 'acpi', kind: 'dir', why: "the host's ACPI interface" },
    { name: 'asound', kind: 'dir', why: "the host's sound devices" },
    { name: 'scsi', kind: 'dir', why: "the host's SCSI devices, some writable" },
];
// Handled apart (bound read-only from the host's procfs) or links into a process's own directory.
const PROC_UNMASKED = new Set(['sys', 'fs', 'sysrq-trigger', 'self', 'thread-self', 'mounts', 'net']);
let procMasks;
/**
 * The /proc paths the sandbox masks: PROC_MASKS's that exist here, and any other entry of the host's /proc
 * (pid directories aside) that only root may read, so a new kernel's root-only file is hidden as well. Read
 * once a process: the kernel's /proc entries are fixed while it runs (a module loaded meanwhile could add
 * one, as it could between this read and a sandbox's start).
 */
function procMaskTargets() {
    procMasks ??= readProcMaskTargets();
    return procMasks;
}
function readProcMaskTargets() {
    const targets = new Map();
    let entries = [];
    try {
        entries = (0,external_node_fs_.readdirSync)('/proc');
    }
    catch {
        // no procfs here: nothing to mask, and bwrap's own --proc fails first
    }
    const present = new Set(entries);
    for (const mask of PROC_MASKS)
        if (present.has(mask.name))
            targets.set(mask.name, mask.kind);
    for (const name of entries) {
        if (/^\d+$/.test(name) || PROC_UNMASKED.has(name) || targets.has(name))
            continue;
        try {
            const stat = (0,external_node_fs_.lstatSync)(`/proc/${name}`);
            if (stat.isFile() && (stat.mode & 0o004) === 0)
                targets.set(name, 'file');
            else if (stat.isDirectory() && (stat.mode & 0o005) !== 0o005)
                targets.set(name, 'dir');
        }
        catch {
            // gone
        }
    }
    return [...targets].map(([name, kind]) => ({ path: `/proc/${name}`, kind }));
}
/** The mounts that mask procMaskTargets() with an empty file and an empty directory (both read-only). */
function procMaskMounts(emptyFile, emptyDir) {
    return procMaskTargets().map(({ path: target, kind }) => ({
        kind: 'bind',
        source: kind === 'file' ? emptyFile : emptyDir,
        target,
        readOnly: true,
    }));
}
/** The sandbox's own non-loopback address (a private one, local to its network namespace). */
const SANDBOX_HOST_ADDRESS = '10.0.2.15';
/** The environment of the outer processes: nothing of hooksim's own (bwrap's PID 1 keeps it). */
const LAUNCH_ENV = { PATH: SANDBOX_PATH };
function overlayOptions(op) {
    for (const dir of [...op.lowers, op.upper, op.work]) {
        if (/[,:\\]/.test(dir))
            throw new SandboxUnavailableError(`Cannot use '${dir}' as an overlay layer (',', ':' or '\\').`);
    }
    // userxattr: the mount is made inside a user namespace, where trusted.* xattrs are out of reach.
    return `lowerdir=${op.lowers.join(':')},upperdir=${op.upper},workdir=${op.work},userxattr`;
}
/** Where spawnSandbox writes the overlay table of a spec (next to its argsFile). */
function overlayTableFile(spec) {
    return external_node_path_default().join(external_node_path_default().dirname(spec.argsFile), 'overlays.fstab');
}
/** A path as an fstab field: white space and backslashes octal-escaped, as fstab(5) reads them. */
function fstabField(text) {
    return text.replace(/[\s\\]/g, (c) => `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`);
}
/** The spec's overlays in fstab(5) form, in mount order, for the setup step's `mount --all`. */
function overlayTable(spec) {
    return spec.mounts
        .filter((op) => op.kind === 'overlay')
        .map((op) => `hooksim ${fstabField(op.merged)} overlay ${fstabField(overlayOptions(op))} 0 0\n`)
        .join('');
}
/** What the setup step does before it becomes bwrap, checked: the same for the script and the native program. */
function setupSteps(spec, mode) {
    const steps = [];
    // Before anything forks: every later process of the sandbox is born in the cgroup.
    if (spec.pidsCgroup !== undefined)
        steps.push({ kind: 'cgroup', procs: external_node_path_default().join(spec.pidsCgroup, 'cgroup.procs') });
    // The network namespace is this step's (bwrap shares it): loopback only, every port bindable, so the
    // agent's relay can listen on 53, 80 and 443 from bwrap's nested user namespace, as root could in the cloud.
    // A non-loopback address (on lo, so nothing routes out): getaddrinfo with AI_ADDRCONFIG skips DNS
    // entirely on a host with loopback addresses only.
    for (const address of spec.loopbackAddresses ?? []) {
        if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(address))
            throw new SandboxUnavailableError(`'${address}' is not an IPv4 address.`);
    }
    steps.push({ kind: 'loopback', addresses: [SANDBOX_HOST_ADDRESS, ...(spec.loopbackAddresses ?? [])] });
    steps.push({ kind: 'write', file: '/proc/sys/net/ipv4/ip_unprivileged_port_start', text: '0' });
    // Without bwrap's own user namespace (and its --disable-userns), forbid hooks new ones here.
    if (!mode.nested)
        steps.push({ kind: 'write', file: '/proc/sys/user/max_user_namespaces', text: '0' });
    if (spec.layers !== undefined) {
        const { dir, sizeBytes, dirs } = spec.layers;
        if (!Number.isInteger(sizeBytes) || sizeBytes < 1)
            throw new SandboxUnavailableError(`Invalid disk limit ${sizeBytes}.`);
        // Inodes bounded too (one per 4 KiB): empty files would otherwise cost kernel memory without end.
        steps.push({ kind: 'tmpfs', dir, sizeBytes, inodes: Math.max(1024, Math.floor(sizeBytes / 4096)) });
        // One mkdir a mode, not one a directory (each is a process of the script). Directories right below the mount
        // point need no order among themselves; deeper ones keep theirs.
        const flat = dirs.every((made) => external_node_path_default().dirname(made.path) === dir);
        const groups = new Map();
        for (const made of dirs) {
            if (!flat)
                steps.push({ kind: 'mkdir', mode: made.mode, dirs: [made.path] });
            else
                groups.set(made.mode, [...(groups.get(made.mode) ?? []), made.path]);
        }
        for (const [made, paths] of groups)
            steps.push({ kind: 'mkdir', mode: made, dirs: paths });
    }
    const overlays = spec.mounts.filter((op) => op.kind === 'overlay');
    if (overlays.length > 0)
        steps.push({ kind: 'overlays', overlays });
    if (spec.maxProcesses !== undefined) {
        // RLIMIT_NPROC is counted per uid per user namespace (ucounts, Linux 5.14+) and charged to every
        // ancestor namespace, where the limit in force is the one its creator had: setting it here bounds
        // bwrap's nested namespace too. Only CAP_SYS_RESOURCE in the host's namespace raises the hard limit,
        // which the sandbox's root never has. The kernel skips the check for tasks whose real uid is the host's
        // root, though: with hooksim as root, pidsCgroup is the bound.
        if (!Number.isInteger(spec.maxProcesses) || spec.maxProcesses < 1)
            throw new SandboxUnavailableError(`Invalid process limit ${spec.maxProcesses}.`);
        steps.push({ kind: 'nproc', limit: spec.maxProcesses });
    }
    return steps;
}
/** A mode as the four octal digits that `mkdir -m` and bwrap's `--perms` take. */
function octal(mode) {
    return mode.toString(8).padStart(4, '0');
}
/** The setup step as a bash script run by `unshare`: mount the overlays, then become bwrap. */
function setupScript(spec, mode) {
    if ((spec.guards ?? []).length > 0)
        throw new SandboxUnavailableError('Guarded system directories need the native setup step (sandbox/launch.c).');
    // Descriptors hooksim itself inherited (without close-on-exec) would reach every hook: close them all.
    const lines = [
        'set -e',
        'for fd in /proc/$$/fd/*; do fd=${fd##*/}; case $fd in 0|1|2) ;; *) eval "exec $fd>&-" 2>/dev/null || true ;; esac; done',
    ];
    for (const step of setupSteps(spec, mode)) {
        switch (step.kind) {
            case 'cgroup':
                lines.push(`echo $$ > ${shellQuote(step.procs)}`);
                break;
            case 'loopback': {
                // One `ip` for all of it (each program started here is on the start's critical path).
                const ip = ['link set lo up', ...step.addresses.map((address) => `addr add ${address}/32 dev lo`)];
                lines.push(`ip -batch - <<'HOOKSIM_IP'\n${ip.join('\n')}\nHOOKSIM_IP`);
                break;
            }
            case 'write':
                lines.push(`echo ${step.text} > ${step.file}`);
                break;
            case 'tmpfs':
                lines.push(`mount -t tmpfs -o size=${step.sizeBytes},nr_inodes=${step.inodes},mode=0700 hooksim-layers ${shellQuote(step.dir)}`);
                break;
            case 'mkdir':
                lines.push(`mkdir -m ${octal(step.mode)} ${step.dirs.map(shellQuote).join(' ')}`);
                break;
            case 'overlays':
                // Every overlay by one `mount`, from a table of them (overlayTable) that spawnSandbox writes.
                lines.push(`mount --all --fstab ${shellQuote(overlayTableFile(spec))}`);
                break;
            case 'nproc':
                lines.push(`ulimit -u ${step.limit}`);
                break;
        }
    }
    // exec -c: bwrap gets an empty environment, since its PID 1 keeps it for the whole session (bash added PWD
    // and SHLVL to this one).
    const seccomp = spec.seccompFile === undefined ? '' : ` 4< ${shellQuote(spec.seccompFile)}`;
    lines.push(`exec -c bwrap --args 3 -- "$@" 3< ${shellQuote(spec.argsFile)}${seccomp}`);
    return lines.join('\n');
}
/** The privatebind and guard steps of the native setup step's plan (sandbox/launch.c). */
function hostLayerWords(spec) {
    const words = [];
    for (const bind of spec.privateBinds ?? [])
        words.push('privatebind', bind.source, bind.target);
    for (const guard of spec.guards ?? [])
        words.push('guard', guard.source, guard.empty, guard.target);
    return words;
}
/** NUL-separated words, as the native setup step reads a plan. */
function planText(words) {
    if (words.some((word) => word.includes('\0')))
        throw new SandboxUnavailableError('A path of the sandbox holds a NUL character.');
    return `${words.join('\0')}\0`;
}
/**
 * The setup step as the plan of the native program (sandbox/launch.c), without the host layers' steps where
 * the spawner starting it has mounted them (`hostLayersMounted`, LaunchSpec.hostLayersPlan).
 */
function setupPlan(spec, mode, hostLayersMounted = false) {
    const words = hostLayersMounted ? [] : hostLayerWords(spec);
    for (const step of setupSteps(spec, mode)) {
        switch (step.kind) {
            case 'cgroup':
                words.push('cgroup', step.procs);
                break;
            case 'loopback':
                for (const address of step.addresses)
                    words.push('address', address);
                break;
            case 'write':
                words.push('write', step.file, step.text);
                break;
            case 'tmpfs':
                words.push('tmpfs', step.dir, String(step.sizeBytes), String(step.inodes));
                break;
            case 'mkdir':
                for (const dir of step.dirs)
                    words.push('mkdir', octal(step.mode), dir);
                break;
            case 'overlays':
                for (const op of step.overlays)
                    words.push('overlay', op.merged, overlayOptions(op));
                break;
            case 'nproc':
                words.push('nproc', String(step.limit));
                break;
        }
    }
    words.push('bwrap', spec.argsFile, spec.seccompFile ?? '');
    return planText(words);
}
/** Where spawnSandbox writes the native setup step's plan (next to its argsFile). */
function setupPlanFile(spec) {
    return external_node_path_default().join(external_node_path_default().dirname(spec.argsFile), 'setup.plan');
}
/** bwrap's options (without the command), NUL-separated for `--args`. */
function bwrapArgs(spec, mode) {
    const args = ['--unshare-all', '--share-net'];
    if (mode.nested)
        args.push('--unshare-user', '--disable-userns', '--uid', '0', '--gid', '0');
    args.push('--hostname', 'hooksim', '--die-with-parent', '--new-session', '--cap-drop', 'ALL');
    for (const cap of SANDBOX_CAPS)
        args.push('--cap-add', cap);
    for (const op of spec.mounts) {
        switch (op.kind) {
            case 'overlay':
                args.push('--bind', op.merged, op.target);
                break;
            case 'bind':
                args.push(`--${op.readOnly ? 'ro-' : ''}bind${op.optional ? '-try' : ''}`, op.source, op.target);
                break;
            case 'tmpfs':
                args.push('--perms', octal(op.mode), '--size', String(op.sizeBytes), '--tmpfs', op.target);
                break;
            case 'symlink':
                args.push('--symlink', op.target, op.link);
                break;
            case 'dir':
                args.push('--perms', octal(op.mode), '--dir', op.target);
                break;
            case 'proc':
                args.push('--proc', op.target);
                break;
            case 'dev':
                args.push('--dev', op.target);
                break;
            case 'remount-ro':
                args.push('--remount-ro', op.target);
                break;
        }
    }
    if (spec.seccompFile !== undefined)
        args.push('--seccomp', '4');
    args.push('--chdir', spec.chdir, '--clearenv');
    for (const [name, value] of Object.entries(spec.env))
        args.push('--setenv', name, value);
    return args;
}
/**
 * What goes before `unshare` in sudo mode: root only creates the user namespace (CAP_SYS_ADMIN kept across
 * the uid change for that alone); everything in it runs as the invoking user. Empty otherwise.
 */
function privilegePrefix(mode) {
    if (mode.privilege === 'none')
        return [];
    const uid = String(process.getuid?.() ?? 0);
    const gid = String(process.getgid?.() ?? 0);
    const drop = [
        'setpriv',
        `--reuid=${uid}`,
        `--regid=${gid}`,
        '--clear-groups',
        '--inh-caps=+sys_admin',
        '--ambient-caps=+sys_admin',
    ];
    return ['sudo', '-n', '--', 'env', '-i', `PATH=${SANDBOX_PATH}`, ...drop, '--'];
}
/** The argv that starts the outer namespaces and the setup step (the native one where spec.launcher is built). */
function launchArgv(spec, mode) {
    if (spec.launcher !== undefined)
        return [...privilegePrefix(mode), spec.launcher, setupPlanFile(spec), '--', ...spec.command];
    const unshare = [
        'unshare',
        '--user',
        '--map-root-user',
        '--mount',
        '--net',
        '--',
        '/bin/bash',
        '--norc',
        '--noprofile',
        '-c',
        setupScript(spec, mode),
    ];
    return [...privilegePrefix(mode), ...unshare, 'hooksim-setup', ...spec.command];
}
/** `git update-index --refresh` as the sandbox's root sees the copy, so `git status` inside rewrites nothing. */
async function refreshGitIndex(copy, mode) {
    // Set in argv, not the spawn environment: sudo's `env -i` would drop them. Without system and global config,
    // no clean filter or fsmonitor the host configured runs for a pull request's .gitattributes.
    const git = [
        'env',
        ...Object.entries(GIT_WITHOUT_HOST_CONFIG).map(([name, value]) => `${name}=${value}`),
        'git',
        ...GIT_SAFE,
        '-C',
        copy,
        'update-index',
        '-q',
        '--refresh',
    ];
    const [program = 'unshare', ...args] = [
        ...privilegePrefix(mode),
        'unshare',
        '--user',
        '--map-root-user',
        '--',
        ...git,
    ];
    // Stale entries make --refresh exit 1; the stat data of the clean ones is refreshed all the same.
    await run(program, args, copy, { PATH: SANDBOX_PATH }).catch(() => undefined);
}
const written = new Set();
/** Write a file that never changes once (the run's seccomp filter, shared by its sessions). */
function writeOnce(file, content) {
    if (written.has(file))
        return;
    (0,external_node_fs_.writeFileSync)(file, content, { mode: 0o600 });
    written.add(file);
}
/**
 * Write the bwrap argument file and start the sandbox process in its own process group (and session): through
 * `spawnIn` when given (a pids slot's spawner, pids-slots.ts), else through the run directory's spawner, else
 * by Node.
 */
async function spawnSandbox(spec, mode, spawnIn) {
    const filter = buildSeccompFilter();
    if (filter === undefined)
        delete spec.seccompFile;
    else {
        spec.seccompFile ??= external_node_path_default().join(external_node_path_default().dirname(spec.argsFile), 'seccomp.bpf');
        writeOnce(spec.seccompFile, filter);
    }
    // Small files in the session's directory: written synchronously (a thread-pool round trip costs more).
    (0,external_node_fs_.writeFileSync)(spec.argsFile, `${bwrapArgs(spec, mode).join('\0')}\0`, { mode: 0o600 });
    const writePlan = (hostLayersMounted) => (0,external_node_fs_.writeFileSync)(setupPlanFile(spec), setupPlan(spec, mode, hostLayersMounted), { mode: 0o600 });
    if (spec.launcher === undefined) {
        const overlays = overlayTable(spec);
        if (overlays !== '')
            (0,external_node_fs_.writeFileSync)(overlayTableFile(spec), overlays, { mode: 0o600 });
    }
    const argv = launchArgv(spec, mode);
    const stderrFile = external_node_path_default().join(external_node_path_default().dirname(spec.argsFile), 'stderr');
    // A spawner has mounted the run's host layers (hostLayersPlan) before it started anything.
    if (spec.launcher !== undefined && spawnIn !== undefined) {
        writePlan(spec.hostLayersPlan !== undefined);
        return spawnIn(argv, stderrFile);
    }
    if (spec.launcher !== undefined && spec.spawnerDir !== undefined) {
        writePlan(spec.hostLayersPlan !== undefined);
        const spawned = await spawnThroughSpawner(spec.launcher, spec.spawnerDir, LAUNCH_ENV, argv, stderrFile, spec.hostLayersPlan);
        if (spawned !== undefined)
            return spawned;
    }
    if (spec.launcher !== undefined)
        writePlan(false);
    const [program = 'unshare', ...args] = argv;
    return (0,external_node_child_process_.spawn)(program, args, { cwd: '/', env: LAUNCH_ENV, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
}
/**
 * The ways to try, best first. Without privilege first, except for a user with supplementary groups where sudo
 * may be used: only the sudo path can clear them (`setpriv --clear-groups`); an unprivileged user namespace keeps
 * them, and covering what they grant (system-layers.ts findGroupOnlyPaths) holds only for what exists at the start.
 */
function launchCandidates(host) {
    const unprivileged = [
        { privilege: 'none', nested: true },
        { privilege: 'none', nested: false },
    ];
    if (host.root || !host.sudo)
        return unprivileged;
    const sudo = [
        { privilege: 'sudo', nested: true },
        { privilege: 'sudo', nested: false },
    ];
    return host.groups > 0 ? [...sudo, ...unprivileged] : [...unprivileged, ...sudo];
}
let detected;
/** Find, once per process, how namespaces can be created here; throws SandboxUnavailableError. */
function detectLaunchMode(runDir) {
    detected ??= probeModes(runDir);
    detected.catch(() => (detected = undefined));
    return detected;
}
async function probeModes(runDir) {
    const missing = await missingSandboxPrograms();
    if (missing.length > 0) {
        const names = missing.map((r) => `${r.command} (${r.purpose})`).join(', ');
        throw new SandboxUnavailableError(`the namespace sandbox needs ${names}, not installed here. Run \`hooksim setup\` (as root or with sudo) to install ${missing.length === 1 ? 'it' : 'them'}; \`hooksim setup --check\` lists what hooksim needs.`);
    }
    const candidates = launchCandidates({
        root: process.getuid?.() === 0,
        sudo: process.getuid?.() !== 0 && (await findOnPath('sudo')) !== undefined,
        groups: undroppableGroups(true).length,
    });
    const failures = [];
    for (const mode of candidates) {
        const failure = await probe(runDir, mode);
        if (failure === undefined)
            return mode;
        failures.push(`${mode.privilege === 'sudo' ? 'sudo -n, ' : ''}${mode.nested ? 'nested' : 'single'} user namespace: ${failure}`);
    }
    throw new SandboxUnavailableError(`No way to create the sandbox namespaces works here (unprivileged user namespaces and overlayfs in them are needed; on Ubuntu 24.04, AppArmor restricts them: \`sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0\`, or allow passwordless sudo). Tried:\n${failures.join('\n')}`);
}
/** Start a minimal sandbox with one overlay running /bin/true; undefined when it works, else why not. */
async function probe(runDir, mode) {
    const dir = await (0,promises_.mkdtemp)(external_node_path_default().join(runDir, 'probe-'));
    try {
        for (const sub of ['lower', 'upper', 'work', 'merged'])
            await (0,promises_.mkdir)(external_node_path_default().join(dir, sub));
        const { overlays, symlinks } = await readSystemLayout();
        const mounts = [
            ...overlays
                .filter((o) => o === '/usr')
                .map((o) => ({ kind: 'bind', source: o, target: o, readOnly: true })),
            ...symlinks.map((s) => ({ kind: 'symlink', ...s })),
            {
                kind: 'overlay',
                target: '/workspace',
                lowers: [external_node_path_default().join(dir, 'lower')],
                upper: external_node_path_default().join(dir, 'upper'),
                work: external_node_path_default().join(dir, 'work'),
                merged: external_node_path_default().join(dir, 'merged'),
            },
            { kind: 'proc', target: '/proc' },
            { kind: 'dev', target: '/dev' },
        ];
        const spec = {
            mounts,
            env: LAUNCH_ENV,
            chdir: '/workspace',
            command: ['/bin/sh', '-c', 'touch /workspace/ok'],
            argsFile: external_node_path_default().join(dir, 'args'),
        };
        const child = await spawnSandbox(spec, mode);
        const stderr = [];
        child.stderr?.on('data', (chunk) => stderr.push(chunk));
        child.stdin?.end();
        const code = await new Promise((resolve) => {
            const timer = setTimeout(() => {
                try {
                    if (child.pid !== undefined)
                        process.kill(-child.pid, 'SIGKILL');
                }
                catch {
                    // gone
                }
            }, 10_000);
            child.on('error', () => resolve(-1));
            child.on('close', (exit) => {
                clearTimeout(timer);
                resolve(exit);
            });
        });
        const text = Buffer.concat(stderr).toString('utf8').trim();
        if (code === 0)
            return undefined;
        return text === '' ? `exit ${code}` : text.split('\n').slice(-3).join(' / ');
    }
    finally {
        await cleanup_removeTree(dir);
    }
}

;// CONCATENATED MODULE: ./src/cache-dir.ts
/** hooksim's directory in the user's cache: `${XDG_CACHE_HOME:-~/.cache}/hooksim`. */


/** `${XDG_CACHE_HOME:-~/.cache}/hooksim`, from `env` (the process's own by default). */
function hooksimCacheDir(env = process.env) {
    return external_node_path_default().join(env.XDG_CACHE_HOME || external_node_path_default().join((0,external_node_os_.homedir)(), '.cache'), 'hooksim');
}

;// CONCATENATED MODULE: ./src/sandbox/launch-mode-cache.ts
/**
 * The launch mode (namespace-launch.ts) remembered across processes, so that `fire` starts one sandbox, not
 * a probe and then the sandbox (issue 15). Kept per uid in the user's cache directory and valid for one boot
 * and kernel; a start that fails with a remembered mode forgets it and probes again (namespace.ts). `hooksim
 * setup --check` always probes.
 */







function cacheFile() {
    return external_node_path_default().join(hooksimCacheDir(), `launch-mode-${process.getuid?.() ?? 0}.json`);
}
/** The first line of a /proc file, or '' where it cannot be read. */
function procLine(file) {
    try {
        return (0,external_node_fs_.readFileSync)(file, 'utf8').split('\n')[0]?.trim() ?? '';
    }
    catch {
        return '';
    }
}
/**
 * What the remembered mode is valid for: this boot, this kernel, this uid, this user namespace and its limit on
 * new ones (a container or `unshare` that forbids them is another machine as far as the sandbox goes), and
 * AppArmor's switch for unprivileged ones.
 */
function validity() {
    let userNamespace = '';
    try {
        userNamespace = (0,external_node_fs_.readlinkSync)('/proc/self/ns/user');
    }
    catch {
        // no namespace link: the rest alone
    }
    return [
        process.getuid?.() ?? 0,
        (0,external_node_os_.release)(),
        procLine('/proc/sys/kernel/random/boot_id'),
        userNamespace,
        procLine('/proc/sys/user/max_user_namespaces'),
        procLine('/proc/sys/kernel/apparmor_restrict_unprivileged_userns'),
        procLine('/proc/sys/kernel/unprivileged_userns_clone'),
    ].join(' ');
}
function isMode(value) {
    const mode = value;
    if (mode === undefined || mode === null || typeof mode.nested !== 'boolean')
        return false;
    // Root never goes through sudo (namespace-launch.ts tries sudo only for a user).
    if (mode.privilege === 'sudo')
        return process.getuid?.() !== 0;
    return mode.privilege === 'none';
}
let remembered;
/** The launch mode: remembered from an earlier process of this boot, else probed (and remembered). */
function rememberedLaunchMode(runDir) {
    remembered ??= (async () => {
        // A program removed since (bubblewrap uninstalled): the probe says so, as it always did.
        const text = (await missingSandboxPrograms()).length > 0
            ? undefined
            : await (0,promises_.readFile)(cacheFile(), 'utf8').catch(() => undefined);
        if (text !== undefined) {
            try {
                const saved = JSON.parse(text);
                if (saved.validity === validity() && isMode(saved.mode))
                    return { mode: { privilege: saved.mode.privilege, nested: saved.mode.nested }, remembered: true };
            }
            catch {
                // unreadable: probe
            }
        }
        const mode = await detectLaunchMode(runDir);
        await (0,promises_.mkdir)(external_node_path_default().dirname(cacheFile()), { recursive: true })
            .then(() => (0,promises_.writeFile)(cacheFile(), JSON.stringify({ validity: validity(), mode }), { mode: 0o600 }))
            .catch(() => undefined);
        return { mode, remembered: false };
    })();
    remembered.catch(() => (remembered = undefined));
    return remembered;
}
/** Forget the remembered mode (a start with it failed); the next call probes. */
async function forgetLaunchMode() {
    remembered = undefined;
    await (0,promises_.rm)(cacheFile(), { force: true });
}

;// CONCATENATED MODULE: ./src/sandbox/namespace-pids.ts
/**
 * The namespace sandbox's process bound when hooksim runs as root. RLIMIT_NPROC (set by the setup step for
 * everyone) is never enforced for tasks whose real uid is the host's root, and with `--map-root-user` run by
 * root the sandbox's uid 0 is exactly that: a fork bomb would fill the host's pid space. A child of hooksim's
 * own `pids` cgroup (v1, or v2 where the controller is already enabled for children) bounds it instead; the
 * setup step joins it before it builds anything, so every sandbox process is counted.
 */




/** Names of hooksim's cgroups: the owner pid first, so a later run can remove those of dead runs. */
const CGROUP_NAME = /^hooksim-(\d+)-[0-9a-f]+$/;
/** The pids cgroup directory hooksim itself is in, when one is mounted and reachable. */
function locatePidsCgroup(procCgroup, mountinfo) {
    const memberships = procCgroup.split('\n').map((line) => {
        const [, controllers = '', ...rest] = line.split(':');
        return { controllers: controllers.split(','), path: rest.join(':') };
    });
    const mounts = mountinfo.split('\n').map((line) => {
        const [left = '', right = ''] = line.split(' - ');
        const fields = left.split(' ');
        const [fstype = '', , superOptions = ''] = right.split(' ');
        return { root: fields[3] ?? '', point: fields[4] ?? '', fstype, options: superOptions.split(',') };
    });
    const v1 = memberships.find((entry) => entry.controllers.includes('pids'));
    const v1Mount = mounts.find((mount) => mount.fstype === 'cgroup' && mount.options.includes('pids'));
    if (v1 !== undefined && v1Mount !== undefined) {
        const dir = joinBelow(v1Mount, v1.path);
        return dir === undefined ? undefined : { dir, version: 1 };
    }
    const v2 = memberships.find((entry) => entry.controllers.length === 1 && entry.controllers[0] === '');
    const v2Mount = mounts.find((mount) => mount.fstype === 'cgroup2');
    if (v2 === undefined || v2Mount === undefined)
        return undefined;
    const dir = joinBelow(v2Mount, v2.path);
    return dir === undefined ? undefined : { dir, version: 2 };
}
/** Where a cgroup path appears under a mount of its hierarchy (mountinfo escapes spaces as \040). */
function joinBelow(mount, cgroupPath) {
    const root = mount.root;
    if (mount.point === '' || !cgroupPath.startsWith('/'))
        return undefined;
    if (root !== '/' && cgroupPath !== root && !cgroupPath.startsWith(`${root}/`))
        return undefined;
    const relative = root === '/' ? cgroupPath : cgroupPath.slice(root.length);
    return external_node_path_default().join(mount.point.replace(/\\040/g, ' '), relative);
}
let swept = false;
/**
 * Create a cgroup below hooksim's own that holds at most `max` tasks; undefined when this process cannot
 * (no pids controller, a read-only cgroupfs as in most containers, v2 without the controller delegated).
 */
async function createPidsCgroup(max) {
    const parent = pidsParent();
    if (parent === undefined)
        return undefined;
    if (!swept) {
        swept = true;
        sweepDeadCgroups(parent.dir);
    }
    const dir = external_node_path_default().join(parent.dir, `hooksim-${process.pid}-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
    try {
        await (0,promises_.mkdir)(dir);
    }
    catch {
        return undefined;
    }
    try {
        await (0,promises_.writeFile)(external_node_path_default().join(dir, 'pids.max'), String(max));
        return dir;
    }
    catch {
        await (0,promises_.rmdir)(dir).catch(() => undefined);
        return undefined;
    }
}
/** Where hooksim's sessions get their pids cgroups: looked up once a process (hooksim does not move). */
let parentLookup;
/** The pids cgroup sessions' cgroups go below, when this process may make them there. */
function pidsParent() {
    if (parentLookup !== undefined)
        return parentLookup.found;
    let found;
    try {
        found = locatePidsCgroup((0,external_node_fs_.readFileSync)('/proc/self/cgroup', 'utf8'), (0,external_node_fs_.readFileSync)('/proc/self/mountinfo', 'utf8'));
        if (found?.version === 2) {
            const enabled = (0,external_node_fs_.readFileSync)(external_node_path_default().join(found.dir, 'cgroup.subtree_control'), 'utf8');
            if (!enabled.split(/\s+/).includes('pids'))
                found = undefined;
        }
    }
    catch {
        found = undefined;
    }
    parentLookup = { found };
    return found;
}
/** Remove a sandbox's cgroup once its last task is gone (reaping a large tree takes a moment). */
async function removePidsCgroup(dir, waitMs = 3_000) {
    const deadline = Date.now() + waitMs;
    for (let pause = 1;; pause = nextPause(pause)) {
        try {
            await (0,promises_.rmdir)(dir);
            return;
        }
        catch (error) {
            const code = error.code;
            if (code === 'ENOENT' || code !== 'EBUSY' || Date.now() > deadline)
                return;
        }
        await new Promise((resolve) => setTimeout(resolve, pause));
    }
}
/**
 * The next pause of a wait for a cgroup to empty: from 1 ms, doubling to 20. Its tasks usually leave within
 * a few milliseconds of their kill, and a fixed 20 ms pause kept `fire` waiting for most of one at its exit.
 */
function nextPause(pause) {
    return Math.min(pause * 2, 20);
}
/**
 * The same, synchronously (process exit): once, or for up to `waitMs` while it is busy (a task just killed
 * leaves it in a moment); a cgroup still busy then is swept by the next run.
 */
function removePidsCgroupSync(dir, waitMs = 0) {
    const deadline = Date.now() + waitMs;
    const pause = new Int32Array(new SharedArrayBuffer(4));
    for (;;) {
        try {
            (0,external_node_fs_.rmdirSync)(dir);
            return;
        }
        catch (error) {
            if (error.code !== 'EBUSY' || Date.now() > deadline)
                return;
        }
        Atomics.wait(pause, 0, 0, 2);
    }
}
/** Remove empty hooksim cgroups whose owner process is gone. */
function sweepDeadCgroups(parent) {
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(parent);
    }
    catch {
        return;
    }
    for (const name of names) {
        const owner = CGROUP_NAME.exec(name)?.[1];
        if (owner === undefined || namespace_pids_isAlive(Number(owner)))
            continue;
        removePidsCgroupSync(external_node_path_default().join(parent, name));
    }
}
function namespace_pids_isAlive(pid) {
    try {
        (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`);
        return true;
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/sandbox/pids-slots.ts
/**
 * Pids cgroups lent to sessions one at a time, each with a spawner living in it (spawner.ts, `launch --serve
 * <cgroup.procs>`), so that a session's processes are born in its cgroup instead of moved there. Moving a
 * process into a cgroup v1 takes the kernel's cgroup mutex and waits out an RCU grace period under it: several
 * milliseconds a session, during which no other session's cgroup could be made, joined or removed (measured:
 * 200 empty scenarios took 4.61 s with a cgroup a session and 3.98 s without any). A slot's cgroup is joined
 * once, by its spawner, and serves session after session; it goes back to the pool only once nothing but the
 * spawner is left in it, so a session never shares its bound with another one's leftovers.
 */







/** Idle slots by run directory. */
const idle = new Map();
/** Slots on their way up ahead of a run's first session (prestartPidsSlot), by run directory. */
const starting = new Map();
/** How long a given-back slot may take to empty before it is retired instead. */
const EMPTY_WAIT_MS = 3_000;
/**
 * A slot of `runDir` for a session of at most `max` processes: an idle one, or a new one (its spawner over the
 * run's host layers of `mountsPlan`, the same for every slot of a run); undefined where this process can make
 * no pids cgroup or no spawner (the caller bounds the session as before).
 */
async function borrowPidsSlot(launcher, runDir, env, max, mountsPlan) {
    await starting.get(runDir);
    let slot;
    while ((slot = idle.get(runDir)?.pop()) !== undefined &&
        (!slot.spawner.usable || slot.mountsPlan !== mountsPlan))
        void retire(slot);
    slot ??= await newSlot(launcher, runDir, env, max, mountsPlan);
    if (slot === undefined)
        return undefined;
    if (slot.max !== max) {
        try {
            await (0,promises_.writeFile)(external_node_path_default().join(slot.cgroup, 'pids.max'), String(max + 1));
            slot.max = max;
        }
        catch {
            void retire(slot);
            return undefined;
        }
    }
    const lent = slot;
    return {
        cgroup: lent.cgroup,
        spawn: (argv, stderrFile) => lent.spawner.spawn(argv, stderrFile),
        giveBack: () => giveBack(runDir, lent),
    };
}
/**
 * Start a slot of `runDir` before its first session needs one (borrowPidsSlot's arguments): its spawner
 * mounts the run's host layers in its own mount namespace, in a process of its own, while this one loads
 * the hook files and plans the session. It waits idle; a slot that cannot start is no error (the session
 * starts its own, or bounds itself as before).
 */
function prestartPidsSlot(launcher, runDir, env, max, mountsPlan) {
    const known = starting.get(runDir);
    if (known !== undefined)
        return known;
    const start = newSlot(launcher, runDir, env, max, mountsPlan)
        .then((slot) => {
        if (slot !== undefined)
            idle.set(runDir, [...(idle.get(runDir) ?? []), slot]);
    })
        .catch(() => undefined)
        .finally(() => starting.delete(runDir));
    starting.set(runDir, start);
    return start;
}
async function newSlot(launcher, runDir, env, max, mountsPlan) {
    const cgroup = await createPidsCgroup(max + 1);
    if (cgroup === undefined)
        return undefined;
    const socketPath = external_node_path_default().join(runDir, `spawn-${external_node_path_default().basename(cgroup)}.sock`);
    let spawner;
    if (fitsUnixSocket(socketPath)) {
        spawner = await Spawner.start(launcher, socketPath, env, () => undefined, external_node_path_default().join(cgroup, 'cgroup.procs'), mountsPlan).catch(() => undefined);
    }
    if (spawner === undefined) {
        await removePidsCgroup(cgroup);
        return undefined;
    }
    const forgetExitHook = onProcessExit(() => {
        // Its spawner just killed, the cgroup empties in a moment.
        spawner.killNow();
        removePidsCgroupSync(cgroup, 100);
    });
    return { cgroup, spawner, max, mountsPlan, forgetExitHook };
}
async function giveBack(runDir, slot) {
    const deadline = Date.now() + EMPTY_WAIT_MS;
    const busy = () => !slot.spawner.usable || tasksIn(slot.cgroup) > 1;
    for (let pause = 1; busy() && slot.spawner.usable && Date.now() <= deadline; pause = nextPause(pause))
        await new Promise((resolve) => setTimeout(resolve, pause));
    if (busy()) {
        await retire(slot);
        return;
    }
    const slots = idle.get(runDir) ?? [];
    slots.push(slot);
    idle.set(runDir, slots);
}
/** The tasks in a cgroup now (pids.current); unreadable counts as busy. */
function tasksIn(cgroup) {
    try {
        return Number((0,external_node_fs_.readFileSync)(external_node_path_default().join(cgroup, 'pids.current'), 'utf8'));
    }
    catch {
        return Number.POSITIVE_INFINITY;
    }
}
/** Close a slot's spawner and remove its cgroup once the spawner has left it. */
function retire(slot) {
    slot.spawner.close();
    slot.forgetExitHook();
    return removePidsCgroup(slot.cgroup);
}
/** Retire every idle slot (the run is over and its sandboxes stopped); resolves once their cgroups are gone. */
async function pids_slots_releasePidsSlots() {
    await Promise.all(starting.values());
    const slots = [...idle.values()].flat();
    idle.clear();
    await Promise.all(slots.map(retire));
}

;// CONCATENATED MODULE: ./src/sandbox/namespace-procs.ts
/**
 * The namespace sandbox's processes as seen from the host: find bwrap's monitor and the sandbox's PID 1,
 * kill every leftover process inside and hold the agent still while hooksim reads the session's layers
 * (cloud-environment.md §1: changes are read "after the last sessionEnd hook, leftover processes killed").
 */

/**
 * Every read here is synchronous: a small read of the kernel's own tables costs less than a trip through the
 * thread pool, and the pool is shared with the sessions starting ahead and the teardowns behind (a scenario's
 * change scan waited milliseconds in its queue for each of these).
 */
function readProc(file) {
    try {
        return (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch {
        return undefined;
    }
}
function childrenOf(pid) {
    const text = readProc(`/proc/${pid}/task/${pid}/children`);
    if (text !== undefined) {
        return text
            .split(' ')
            .filter((word) => /^\d+$/.test(word))
            .map(Number);
    }
    // Kernels without CONFIG_PROC_CHILDREN: the parent pid is field 4 of /proc/<pid>/stat.
    const children = [];
    for (const name of procEntries()) {
        const stat = readProc(`/proc/${name}/stat`) ?? '';
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(fields[1]) === pid)
            children.push(Number(name));
    }
    return children;
}
/** The pids listed in /proc, as names. */
function procEntries() {
    try {
        return (0,external_node_fs_.readdirSync)('/proc').filter((name) => /^\d+$/.test(name));
    }
    catch {
        return [];
    }
}
/** The pid of bwrap's outer (monitor) process: the spawned process itself, or sudo's child. */
function findMonitor(spawnedPid, viaSudo) {
    if (!viaSudo)
        return spawnedPid;
    return childrenOf(spawnedPid)[0];
}
/** The innermost pid of a host process (last field of `NSpid`), or undefined. */
function innerPid(pid) {
    const line = /^NSpid:\s+(.*)$/m.exec(readProc(`/proc/${pid}/status`) ?? '')?.[1];
    const last = line?.trim().split(/\s+/).pop();
    return last === undefined ? undefined : Number(last);
}
/** The sandbox's PID 1 (bwrap's init inside the PID namespace): the monitor's first child. */
function findSandboxInit(monitor) {
    return monitor === undefined ? undefined : childrenOf(monitor)[0];
}
/** Whether a host process still runs (a zombie has ended: only its parent's wait is missing). */
function isRunning(pid) {
    const stat = readProc(`/proc/${pid}/stat`);
    return stat !== undefined && stat.charAt(stat.lastIndexOf(')') + 2) !== 'Z';
}
/**
 * Wait until a process has ended, at most `timeoutMs`. For the sandbox's PID 1 this means every process of its
 * namespace has ended too: the kernel kills them when PID 1 dies and PID 1's exit waits for them all.
 */
async function waitForProcessEnd(pid, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    while (isRunning(pid) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
    }
}
function signal(pid, name) {
    try {
        process.kill(pid, name);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * SIGKILL every process of the sandbox's PID namespace except its PID 1 and the agent (PID 2), which are
 * stopped. Repeats until a sweep finds nothing to kill, so a forking leftover cannot outrun it.
 */
function freezeSandbox(monitor) {
    if (monitor === undefined)
        return { stopped: [] };
    const monitorRoot = linkOf(`/proc/${monitor}/root`) === undefined ? undefined : `/proc/${monitor}/root`;
    const init = childrenOf(monitor)[0];
    const namespace = init === undefined ? undefined : linkOf(`/proc/${init}/ns/pid`);
    const stopped = [];
    if (init === undefined || namespace === undefined)
        return { monitorRoot, stopped };
    for (let round = 0; round < 20; round++) {
        let killed = 0;
        // Synchronous (readProc): no leftover gets the time between the reads to fork.
        for (const pid of sandboxProcesses(init, namespace)) {
            const inner = innerPid(pid);
            if (inner === 1 || inner === 2) {
                if (!stopped.includes(pid) && signal(pid, 'SIGSTOP'))
                    stopped.push(pid);
            }
            else if (signal(pid, 'SIGKILL')) {
                killed++;
            }
        }
        if (killed === 0)
            break;
    }
    return { monitorRoot, stopped };
}
/** Whether this kernel lists each thread's children (`/proc/<pid>/task/<tid>/children`, CONFIG_PROC_CHILDREN). */
let childrenListed;
/**
 * The host pids of the sandbox's processes: its PID 1 and every process below it, read from the children lists
 * of each of their threads. Every process of a PID namespace descends from its PID 1 (an orphan is adopted by
 * PID 1, or by a subreaper below it), so this finds them all while reading only the sandbox's own processes,
 * not every process of the host; each is checked to be in `namespace`. Without children lists, the processes
 * whose PID namespace is `namespace`.
 */
function sandboxProcesses(init, namespace) {
    childrenListed ??= (0,external_node_fs_.existsSync)(`/proc/self/task/${process.pid}/children`);
    if (!childrenListed)
        return processesIn(namespace);
    if (linkOf(`/proc/${init}/ns/pid`) !== namespace)
        return [];
    const found = [init];
    for (let at = 0; at < found.length; at++) {
        const parent = found[at];
        let tasks;
        try {
            tasks = (0,external_node_fs_.readdirSync)(`/proc/${parent}/task`);
        }
        catch {
            continue; // ended meanwhile
        }
        for (const task of tasks) {
            let text = '';
            try {
                text = (0,external_node_fs_.readFileSync)(`/proc/${parent}/task/${task}/children`, 'utf8');
            }
            catch {
                // the thread ended meanwhile
            }
            // Only a process of the sandbox's namespace: a pid that ended and was reused by a host process meanwhile
            // must not have its children (host processes) taken for the sandbox's.
            for (const word of text.split(' '))
                if (/^\d+$/.test(word) && linkOf(`/proc/${word}/ns/pid`) === namespace)
                    found.push(Number(word));
        }
    }
    return found;
}
/** The host pids of every process whose PID namespace is `namespace` (a `pid:[…]` link text). */
function processesIn(namespace) {
    return procEntries()
        .filter((name) => linkOf(`/proc/${name}/ns/pid`) === namespace)
        .map(Number);
}
function linkOf(file) {
    try {
        return (0,external_node_fs_.readlinkSync)(file);
    }
    catch {
        return undefined;
    }
}
/** Let the stopped PID 1 and agent run again. */
function thawSandbox(frozen) {
    for (const pid of frozen.stopped)
        signal(pid, 'SIGCONT');
}

;// CONCATENATED MODULE: ./src/sandbox/workspace-overlay.ts
/**
 * `/workspace` without copying the checkout (issue 15): the checkout itself is the overlay's read-only
 * lowest layer, and a small mask layer above it, made once per run, hides what decideWorkspaceView hides
 * (ignored paths and nested repositories, as git lists them collapsed) with whiteouts, and holds every git
 * config file of a shown `.git` rewritten without credentials. Its cost grows with the number of hidden
 * entries, not with the number of files. Where the overlay cannot stand in for the copy (the checkout
 * belongs to another user, its path cannot be an overlay layer, the run directory lies inside it, whiteouts
 * cannot be made, or HOOKSIM_WORKSPACE=copy), the filtered copy (workspace.ts) is used instead.
 */







/** Mask layers of this process, by run directory and the repository's real path. */
const masks = new Map();
/** Characters an overlay mount option cannot hold in a layer path. */
const UNUSABLE_LAYER_PATH = /[,:\\]/;
/**
 * The lower layers of `/workspace` for `repo` in this run, made on first use and shared by every session:
 * a mask layer over the checkout where it can be, the filtered copy otherwise (WorkspaceLowers.reason).
 */
async function acquireWorkspaceLowers(repo, runDir, options = {}) {
    // Synchronously: asked once a session, and a thread-pool round trip costs more than the lookup.
    const real = (0,external_node_fs_.realpathSync)(repo);
    const key = `${runDir}\0${real}`;
    return memo_memoUntilFailure(masks, key, () => chooseLowers(real, runDir, options));
}
/**
 * From now on in this run, `repo`'s sessions use the filtered copy (a sandbox over the mask layer did not
 * start: `reason`); the copy's lower layers.
 */
async function useWorkspaceCopy(repo, runDir, options, reason) {
    const real = await (0,promises_.realpath)(repo);
    const lowers = acquireWorkspaceCopy(real, runDir, options).then((copy) => ({
        lowers: [copy],
        kind: 'copy',
        reason,
    }));
    const key = `${runDir}\0${real}`;
    masks.set(key, lowers);
    lowers.catch(() => masks.delete(key));
    return lowers;
}
/** Forget the mask layers (their run directory is going away with them). */
function workspace_overlay_forgetWorkspaceMasks() {
    masks.clear();
}
async function chooseLowers(repo, runDir, options) {
    const reason = await overlayUnusable(repo, runDir);
    if (reason !== undefined) {
        return { lowers: [await acquireWorkspaceCopy(repo, runDir, options)], kind: 'copy', reason };
    }
    const dir = await (0,promises_.mkdtemp)(external_node_path_default().join(runDir, 'mask-'));
    try {
        await (0,promises_.chmod)(dir, 0o755);
        const layer = external_node_path_default().join(dir, 'layer');
        await (0,promises_.mkdir)(layer, { mode: 0o755 });
        let whiteout;
        try {
            whiteout = await runWhiteout(runDir);
        }
        catch (error) {
            await cleanup_removeTree(dir);
            const why = `no whiteout could be made (${error instanceof Error ? error.message : String(error)})`;
            return { lowers: [await acquireWorkspaceCopy(repo, runDir, options)], kind: 'copy', reason: why };
        }
        await buildWorkspaceMasks(repo, layer, whiteout, await decideWorkspaceView(repo));
        // The sandbox's root is not the uid the index recorded (hooksim's user maps to 0): compare what a
        // clone's index would match anyway (whole-second mtime, size, mode), so git re-hashes nothing.
        const config = external_node_path_default().join(layer, '.git', 'config');
        if ((process.geteuid?.() ?? 0) !== 0 && (await (0,promises_.lstat)(config).catch(() => undefined))?.isFile())
            await (0,promises_.appendFile)(config, '[core]\n\tcheckStat = minimal\n');
        return { lowers: [layer, repo], kind: 'overlay' };
    }
    catch (error) {
        await cleanup_removeTree(dir);
        throw error instanceof WorkspaceCopyError ? error : new WorkspaceCopyError(repo, workspace_overlay_describe(error));
    }
}
/** Why `repo` cannot be the overlay's lowest layer; undefined when it can. */
async function overlayUnusable(repo, runDir) {
    if (process.env.HOOKSIM_WORKSPACE === 'copy')
        return 'HOOKSIM_WORKSPACE=copy';
    if (UNUSABLE_LAYER_PATH.test(repo))
        return `its path holds ',', ':' or '\\'`;
    const realRun = await (0,promises_.realpath)(runDir);
    if (realRun === repo || realRun.startsWith(`${repo}/`))
        return 'the temporary directory lies inside the checkout (overlay layers may not overlap)';
    // The sandbox's root is hooksim's user: files of another uid show as `nobody` inside (read-only or out of
    // reach), and git would take every index entry for changed.
    const uid = process.geteuid?.() ?? 0;
    for (const rel of ['', '.git', '.git/index']) {
        const info = await (0,promises_.lstat)(external_node_path_default().join(repo, rel)).catch(() => undefined);
        if (info !== undefined && info.uid !== uid)
            return `'${rel === '' ? repo : rel}' belongs to uid ${info.uid}, not hooksim's ${uid}`;
    }
    return undefined;
}
/**
 * Fill the empty directory `layer` so that, above `repo`, it shows exactly `view`: a whiteout for every
 * hidden entry (descending into a hidden directory only where a tracked path lies below it), and every git
 * config file of a shown `.git` directory rewritten without credentials.
 */
async function buildWorkspaceMasks(repo, layer, whiteout, view) {
    const made = new Set(['']);
    const ensureDirs = async (rel) => {
        if (made.has(rel))
            return;
        await ensureDirs(external_node_path_default().posix.dirname(rel) === '.' ? '' : external_node_path_default().posix.dirname(rel));
        const source = await (0,promises_.stat)(external_node_path_default().join(repo, rel));
        const target = external_node_path_default().join(layer, rel);
        await (0,promises_.mkdir)(target);
        // A directory of the mask layer is the one overlayfs shows: it carries the checkout's mode and times.
        await (0,promises_.chmod)(target, source.mode & 0o7777);
        await (0,promises_.utimes)(target, source.atime, source.mtime);
        made.add(rel);
    };
    const finish = [];
    const mask = async (rel) => {
        const parent = external_node_path_default().posix.dirname(rel) === '.' ? '' : external_node_path_default().posix.dirname(rel);
        await ensureDirs(parent);
        await (0,promises_.link)(whiteout, external_node_path_default().join(layer, rel)).catch((error) => {
            if (error.code !== 'EEXIST')
                throw error;
        });
        finish.push({ dir: parent, rel });
    };
    // The directories holding a tracked path below a hidden entry: such an entry is opened up, not masked
    // whole. A nested repository's `.git` in a directory with tracked paths is one of view.hidden.
    const holders = withParents(view.shownInHidden.map((rel) => external_node_path_default().posix.dirname(rel)));
    const shown = new Set([...view.shownInHidden, ...view.gitDirs]);
    const maskBelow = async (rel) => {
        await ensureDirs(rel);
        for (const name of await (0,promises_.readdir)(external_node_path_default().join(repo, rel))) {
            const child = `${rel}/${name}`;
            if (holders.has(child))
                await maskBelow(child);
            else if (!shown.has(child))
                await mask(child);
        }
    };
    for (const entry of view.hidden) {
        const rel = entry.replace(/\/$/, '');
        if (holders.has(rel))
            await maskBelow(rel);
        else if (await (0,promises_.lstat)(external_node_path_default().join(repo, rel)).catch(() => undefined))
            await mask(rel);
    }
    // A submodule that is not checked out (no `.git` of its own) shows empty, as in a fresh clone.
    for (const sub of view.submodules) {
        if (view.gitDirs.includes(`${sub}/.git`))
            continue;
        const names = await (0,promises_.readdir)(external_node_path_default().join(repo, sub)).catch(() => []);
        for (const name of names)
            await mask(`${sub}/${name}`);
    }
    for (const rel of view.gitDirs) {
        const source = external_node_path_default().join(repo, rel);
        if (!(await (0,promises_.lstat)(source).catch(() => undefined))?.isDirectory())
            continue;
        for (const file of await findGitConfigs(source)) {
            const relFile = external_node_path_default().relative(repo, file);
            await ensureDirs(external_node_path_default().posix.dirname(relFile));
            const target = external_node_path_default().join(layer, relFile);
            await (0,promises_.copyFile)(file, target);
            await sanitizeGitConfig(target);
            finish.push({ dir: external_node_path_default().posix.dirname(relFile), rel: relFile });
        }
    }
    // Links and copies changed the mask directories' times: put the checkout's back.
    for (const dir of new Set(finish.map((entry) => entry.dir))) {
        const source = await (0,promises_.stat)(external_node_path_default().join(repo, dir));
        await (0,promises_.utimes)(external_node_path_default().join(layer, dir), source.atime, source.mtime);
    }
}
function workspace_overlay_describe(error) {
    return error instanceof Error ? error.message : String(error);
}

;// CONCATENATED MODULE: ./src/sandbox/native-programs.ts
/**
 * The namespace sandbox's native programs: its agent (sandbox/agent.c), used instead of starting Node in every
 * sandbox, and its setup step (sandbox/launch.c), one process instead of `unshare` and a script that starts seven
 * more (`sandbox/README.md` has the measurements). Built once per version of their source with the machine's C
 * compiler into hooksim's cache directory. Where no compiler is found, or the build fails, each sandbox starts
 * sandbox/agent.cjs, which speaks the same protocol, through the setup script.
 */








/** The compilers tried, in order, on the sandbox's fixed PATH. */
const COMPILERS = ['cc', 'gcc', 'clang'];
/** Flags of the build; part of the cache key. */
const CFLAGS = ['-O2', '-std=gnu11'];
/** The programs, by the name of their source in sandbox/ (without `.c`). */
const PROGRAMS = ['agent', 'launch'];
/** The built programs' files in the cache: named by a hash of their sources, flags and the machine's architecture. */
async function builtPaths(agentDir, cacheDir) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for (const name of PROGRAMS)
        hash.update(await (0,promises_.readFile)(external_node_path_default().join(agentDir, `${name}.c`))).update('\0');
    const key = hash
        .update(`${CFLAGS.join(' ')}\0${process.arch}`)
        .digest('hex')
        .slice(0, 16);
    const dir = external_node_path_default().join(cacheDir, 'native');
    return { agent: external_node_path_default().join(dir, `agent-${key}`), launcher: external_node_path_default().join(dir, `launch-${key}`) };
}
function native_programs_describe(error) {
    return error instanceof Error ? error.message : String(error);
}
async function exists(file) {
    return (0,promises_.access)(file, external_node_fs_.constants.X_OK).then(() => true, () => false);
}
async function findCompiler() {
    for (const name of COMPILERS) {
        const found = await findOnPath(name);
        if (found !== undefined)
            return found;
    }
    return undefined;
}
/** What there is of the native programs for `agentDir`'s sources, without building them. */
async function nativeProgramsState(agentDir, cacheDir = hooksimCacheDir()) {
    let paths;
    try {
        paths = await builtPaths(agentDir, cacheDir);
    }
    catch (error) {
        return { state: 'failed', reason: `the sources are not readable: ${native_programs_describe(error)}` };
    }
    if ((await exists(paths.agent)) && (await exists(paths.launcher)))
        return { state: 'built', ...paths };
    const failure = await (0,promises_.readFile)(`${paths.agent}.failed`, 'utf8').catch(() => undefined);
    if (failure !== undefined)
        return {
            state: 'failed',
            reason: `an earlier build failed (remove ${paths.agent}.failed to try again): ${failure}`,
        };
    const compiler = await findCompiler();
    return compiler === undefined ? { state: 'no-compiler' } : { state: 'unbuilt', compiler, ...paths };
}
/**
 * Build the native programs unless they are built; the state after. A failed build is remembered (`<agent>.failed`,
 * with the compiler's message) and not tried again for the same sources; a missing compiler is looked for each time.
 */
async function buildNativePrograms(agentDir, cacheDir = hooksimCacheDir()) {
    const found = await nativeProgramsState(agentDir, cacheDir);
    if (found.state !== 'unbuilt')
        return found;
    const { compiler, agent, launcher } = found;
    try {
        await (0,promises_.mkdir)(external_node_path_default().dirname(agent), { recursive: true, mode: 0o700 });
    }
    catch (error) {
        return { state: 'failed', reason: `the cache directory cannot be made: ${native_programs_describe(error)}` };
    }
    const targets = { agent, launch: launcher };
    try {
        for (const name of PROGRAMS) {
            // Built beside its place and renamed there: a concurrent hooksim sees no file or a whole one.
            const partial = `${targets[name]}.${process.pid}.partial`;
            try {
                await runHostCommand(compiler, [...CFLAGS, '-o', partial, external_node_path_default().join(agentDir, `${name}.c`)], {
                    cwd: agentDir,
                    env: { PATH: SANDBOX_PATH, LANG: 'C' },
                });
                await (0,promises_.rename)(partial, targets[name]);
            }
            finally {
                await (0,promises_.rm)(partial, { force: true });
            }
        }
        return { state: 'built', agent, launcher };
    }
    catch (error) {
        const reason = `${external_node_path_default().basename(compiler)} failed: ${native_programs_describe(error)}`;
        await (0,promises_.writeFile)(`${agent}.failed`, reason).catch(() => undefined);
        return { state: 'failed', reason };
    }
}
const built = new Map();
/** The native programs for this process's sandboxes, built on first use; undefined: agent.cjs and the script. */
function nativePrograms(agentDir) {
    let found = built.get(agentDir);
    if (found === undefined) {
        found = buildNativePrograms(agentDir).then((state) => (state.state === 'built' ? { agent: state.agent, launcher: state.launcher } : undefined), () => undefined);
        built.set(agentDir, found);
    }
    return found;
}

;// CONCATENATED MODULE: ./src/sandbox/namespace.ts



















/**
 * The default process bound of a sandbox: a fork bomb stops there (fork fails with EAGAIN) instead of
 * exhausting the host's pid space; the agent (about a dozen threads) and ordinary hooks stay far below it.
 */
const SANDBOX_MAX_PROCESSES = 1024;
/**
 * The default disk bound of a session: its upper layers (`/workspace`, `/root`, `/usr`, `/etc`, `/opt`,
 * `/var`) share one tmpfs of this size, so a hook that writes without end gets ENOSPC inside, and its
 * scenario fails with a clear message, instead of filling the host's disk. Memory (or swap) is only used
 * as far as hooks write; a whole `npm install` fits.
 */
const SANDBOX_DISK_LIMIT_BYTES = 2 * 1024 * 1024 * 1024;
/** Free space on the layers' tmpfs below which the disk limit counts as reached (a write failed there). */
const DISK_FULL_MARGIN_BYTES = 1024 * 1024;
/** The same for its inodes (the setup step allows one per 4 KiB of the limit). */
const DISK_FULL_MARGIN_INODES = 16;
/**
 * Whether the session's layers can live on a tmpfs: overlayfs in a user namespace keeps whiteouts and
 * opaque directories in `user.*` xattrs, which tmpfs supports from Linux 6.6. Older kernels keep the layers
 * in the host's temp directory, unbounded.
 */
function layersOnTmpfs() {
    return kernelAtLeast(6, 6);
}
/** The message of a session that reached its disk limit. */
function diskLimitMessage(limitBytes) {
    return `the sandbox's disk limit of ${Math.round(limitBytes / (1024 * 1024))} MiB was reached: hooks wrote that much under /workspace, /root and the system directories, and writes beyond it failed with "No space left on device"`;
}
/** The sandbox process did not come up. */
class SandboxStartError extends Error {
    code = 'sandbox-start-failed';
    constructor(reason) {
        super(`The namespace sandbox did not start: ${reason}`);
        this.name = 'SandboxStartError';
    }
}
const WORKSPACE = '/workspace';
const HOME = '/root';
const TRANSCRIPT_DIR = '/root/.copilot/session-state/';
/** Where hooksim's own files appear inside the sandbox (read-only). */
const RUN_DIR = '/run/hooksim';
const TMP_SIZE_BYTES = 1024 * 1024 * 1024;
/** POSIX shared memory and semaphores (Python's multiprocessing, Chromium) need a little; Docker gives 64 MiB. */
const SHM_SIZE_BYTES = 64 * 1024 * 1024;
const READY_TIMEOUT_MS = 15_000;
/** Beyond a hook's own timeout and kill grace, how long the agent may take before it counts as gone. */
const WATCHDOG_SLACK_MS = 15_000;
const FILE_OP_TIMEOUT_MS = 30_000;
/** The directory holding agent.cjs, agent.c and the modules they use (the repository's `sandbox/`). */
function locateAgentDir() {
    const candidates = ['../../sandbox/', '../sandbox/', './sandbox/'].map((rel) => (0,external_node_url_.fileURLToPath)(new URL(rel, import.meta.url)));
    const found = candidates.find((dir) => (0,external_node_fs_.existsSync)(external_node_path_default().join(dir, 'agent.cjs')));
    if (found === undefined)
        throw new SandboxStartError(`sandbox/agent.cjs not found (looked in ${candidates.join(', ')})`);
    return found;
}
/** Sandboxes of this process not yet stopped. */
const live = new Set();
/**
 * Stop every sandbox of this process and remove the run's shared layers (workspace copies, masks) now
 * instead of at exit; the next sandbox starts a fresh run directory.
 */
async function releaseNamespaceRun() {
    await Promise.all([...live].map((sandbox) => sandbox.stop()));
    await releaseWorkspaceCopies();
    forgetWorkspaceMasks();
    forgetMaskLayers();
    hostLayers.clear();
    await releasePidsSlots();
    removeRunDirSync();
}
/**
 * Begin, in the background, what the first sandbox of a run over `repo` needs whatever the launch mode (the
 * system mask layers when hooksim runs as root, the workspace's lower layers), so that it overlaps loading
 * the hook files and probing the launch mode; startNamespaceSandbox takes the same work over when it comes.
 */
function warmNamespaceRun(repo) {
    void (async () => {
        const runDir = ensureRunDir();
        const layout = await readSystemLayout();
        // As root, no launch mode goes through sudo: the sandbox's root will be the host's.
        const asRoot = process.getuid?.() === 0;
        const native = asRoot ? await nativePrograms(locateAgentDir()) : undefined;
        const guarded = guardsSystem(true, native, layout);
        await Promise.all([
            asRoot ? prepareMasks(runDir, layout.overlays, true, guarded) : undefined,
            // The first session's pids slot: its spawner mounts the run's host layers (guards) in a process of
            // its own while this one loads the hook files and lists the checkout.
            native === undefined
                ? undefined
                : runEmpties(runDir).then(({ emptyDir }) => prestartPidsSlot(native.launcher, runDir, LAUNCH_ENV, SANDBOX_MAX_PROCESSES, runHostLayers(runDir, layout, guarded, emptyDir).plan)),
            acquireWorkspaceLowers(repo, runDir, {
                refreshIndex: async (dir) => refreshGitIndex(dir, (await rememberedLaunchMode(runDir)).mode),
            }),
        ]);
    })().catch(() => undefined);
}
/** Start a namespace sandbox for one session. */
async function startNamespaceSandbox(options) {
    const runDir = ensureRunDir();
    const { mode, remembered } = await rememberedLaunchMode(runDir);
    const layout = await readSystemLayout();
    const copyOptions = { refreshIndex: (dir) => refreshGitIndex(dir, mode) };
    const native = options.native === false ? undefined : await nativePrograms(locateAgentDir());
    const guarded = guardsSystem(sandboxRootIsHostRoot(mode), native, layout);
    const [workspaceLowers, masks, covers] = await Promise.all([
        acquireWorkspaceLowers(options.repo, runDir, copyOptions),
        prepareMasks(runDir, layout.overlays, sandboxRootIsHostRoot(mode), guarded),
        prepareGroupCovers(layout.overlays, mode.privilege === 'none'),
    ]);
    const system = { masks, covers, guarded };
    try {
        return await startWith(options, runDir, mode, layout, workspaceLowers.lowers, native, system);
    }
    catch (error) {
        if (remembered) {
            // The machine changed since the mode was remembered (a sysctl, AppArmor): probe, and start again
            // with what works now.
            await forgetLaunchMode();
            const probed = (await rememberedLaunchMode(runDir)).mode;
            if (probed.privilege !== mode.privilege || probed.nested !== mode.nested)
                return startNamespaceSandbox(options);
        }
        if (workspaceLowers.kind !== 'overlay')
            throw error;
        // The checkout could not be an overlay layer here (a filesystem overlayfs refuses as a lower one, say):
        // the rest of the run uses the filtered copy, and this start is tried once more with it.
        const copy = await useWorkspaceCopy(options.repo, runDir, copyOptions, describeError(error));
        return startWith(options, runDir, mode, layout, copy.lowers, native, system);
    }
}
async function startWith(options, runDir, mode, layout, workspaceLowers, native, system) {
    // A session's host directories and files are made synchronously (planSession too): each is one small
    // call, which through libuv's thread pool would cost about 100 µs of CPU instead of a few.
    const session = (0,external_node_fs_.mkdtempSync)(external_node_path_default().join(runDir, 's-'));
    let child;
    let sandbox;
    let cgroup;
    let slot;
    try {
        const plan = await planSession(runDir, session, options, layout, workspaceLowers, native, system);
        // Under sudo the setup step runs as the invoking user, who may not join a cgroup root made. Born in a pids
        // slot's cgroup where the native spawner runs, else moved into a cgroup of its own by the setup step.
        if (mode.privilege === 'none') {
            const max = plan.spec.maxProcesses ?? SANDBOX_MAX_PROCESSES;
            if (plan.spec.launcher !== undefined)
                slot = await borrowPidsSlot(plan.spec.launcher, runDir, LAUNCH_ENV, max, plan.spec.hostLayersPlan);
            if (slot === undefined)
                cgroup = await createPidsCgroup(max);
        }
        if (cgroup !== undefined)
            plan.spec.pidsCgroup = cgroup;
        child = await spawnSandbox(plan.spec, mode, slot?.spawn);
        sandbox = new NamespaceSandbox(child, session, plan, mode, buildEnv(options), slot);
        live.add(sandbox);
        await sandbox.started();
        return sandbox;
    }
    catch (error) {
        if (sandbox !== undefined)
            await sandbox.stop();
        else {
            if (child?.pid !== undefined)
                killGroup(child.pid, mode);
            if (cgroup !== undefined)
                await removePidsCgroup(cgroup);
            await slot?.giveBack();
        }
        await cleanup_removeTree(session);
        if (error instanceof AgentGoneError)
            throw new SandboxStartError(error.message);
        throw error;
    }
}
function describeError(error) {
    return error instanceof Error ? error.message : String(error);
}
function buildEnv(options) {
    return buildAgentEnv({
        profile: options.profile,
        home: HOME,
        prompt: options.prompt,
        extra: options.env,
        agentShell: options.agentShell,
        // No proxy variables: egress is transparent (DNS answers and 80/443 listeners relay to the firewall), as
        // cloud-environment.md §3 and §5.1 say; only the process driver needs them (§5.8). 3128 still serves
        // tools configured with a proxy explicitly.
        proxyUrl: undefined,
        caBundle: options.caCertPem === undefined ? undefined : SANDBOX_CA_BUNDLE,
    });
}
/** True when the sandbox's uid 0 is the host's root (hooksim runs as root, without sudo). */
function sandboxRootIsHostRoot(mode) {
    return mode.privilege === 'none' && process.getuid?.() === 0;
}
/**
 * Whether the system directories are read through guards (LaunchSpec.guards): where the sandbox's root is
 * the host's, the native setup step can mount them, and the system takes them (systemTakesGuards).
 */
function guardsSystem(sandboxRootIsHostRoot, native, layout) {
    return sandboxRootIsHostRoot && native !== undefined && systemTakesGuards(layout.overlays);
}
async function planSession(runDir, session, options, layout, workspaceLowers, native, { masks, covers, guarded }) {
    const mounts = [];
    const excluded = [...PLUMBING_FILES, TRANSCRIPT_DIR];
    const system = [];
    // Upper and work directories and the home: on the session's tmpfs (made by the setup step) when it can be.
    const layers = layersOnTmpfs()
        ? {
            dir: external_node_path_default().join(session, 'layers'),
            sizeBytes: options.diskLimitBytes ?? SANDBOX_DISK_LIMIT_BYTES,
            dirs: [],
        }
        : undefined;
    if (layers !== undefined)
        (0,external_node_fs_.mkdirSync)(layers.dir, { mode: 0o700 });
    else
        noteHookFilesInRunDir();
    const layerDir = (name, mode) => {
        const dir = external_node_path_default().join(layers?.dir ?? session, name);
        if (layers !== undefined)
            layers.dirs.push({ path: dir, mode });
        else {
            (0,external_node_fs_.mkdirSync)(dir);
            (0,external_node_fs_.chmodSync)(dir, mode);
        }
        return dir;
    };
    // A mount point on the layers' tmpfs when there is one (made by the setup step, nothing on the host).
    const mergedDir = (target) => external_node_path_default().join(layers?.dir ?? session, `${target.slice(1).replace(/\//g, '_')}.m`);
    const overlay = async (target, hostLowers, 
    /** A layer above the others: written now for this session by a function, or shared (a directory). */
    seed, 
    /** Where the mount reads hostLowers from, when not from there (privateBinds); the change scan reads them. */
    mountedLowers = hostLowers) => {
        const name = target.slice(1).replace(/\//g, '_');
        const merged = mergedDir(target);
        if (layers !== undefined)
            layers.dirs.push({ path: merged, mode: 0o755 });
        else
            (0,external_node_fs_.mkdirSync)(merged);
        // The merged root's mode comes from the upper layer's root: the host directory's, not mkdir's.
        const upper = layerDir(`${name}.up`, target === WORKSPACE ? 0o755 : (0,external_node_fs_.statSync)(hostLowers[0] ?? target).mode & 0o7777);
        const work = layerDir(`${name}.wk`, 0o700);
        // Seed above mask above the host's layers.
        const above = [];
        if (typeof seed === 'string')
            above.push(seed);
        else if (seed !== undefined) {
            const seedDir = external_node_path_default().join(session, `${name}.seed`);
            (0,external_node_fs_.mkdirSync)(seedDir, { mode: 0o755 });
            await seed(seedDir);
            above.push(seedDir);
        }
        const mask = masks.get(target);
        if (mask !== undefined)
            above.push(mask);
        mounts.push({ kind: 'overlay', target, lowers: [...above, ...mountedLowers], upper, work, merged });
        return { target, upper, lowers: [...above, ...hostLowers] };
    };
    const agentDir = locateAgentDir();
    const node = (0,external_node_fs_.realpathSync)(process.execPath);
    const { empty, emptyDir } = await runEmpties(runDir);
    const host = native === undefined ? undefined : runHostLayers(runDir, layout, guarded, emptyDir);
    for (const dir of layout.overlays) {
        let seed;
        if (dir === '/etc')
            seed = await runEtcSeed(runDir, options.caCertPem);
        if (dir === '/usr' &&
            options.commandMocks !== undefined &&
            Object.keys(options.commandMocks).length > 0) {
            const mocks = options.commandMocks;
            seed = async (layer) => {
                excluded.push(...(await writeStubSeed(layer, mocks)));
            };
        }
        system.push(await overlay(dir, [dir], seed, [host?.lowers.get(dir) ?? dir]));
    }
    for (const link of layout.symlinks)
        mounts.push({ kind: 'symlink', ...link });
    if (layout.overlays.includes('/var'))
        mounts.push({ kind: 'tmpfs', target: '/var/tmp', mode: 0o1777, sizeBytes: TMP_SIZE_BYTES });
    const files = options.files;
    const workspace = await overlay(WORKSPACE, workspaceLowers, files && Object.keys(files).length > 0 ? (layer) => writeWorkspaceSeed(layer, files) : undefined);
    const home = await layerDir('root', 0o700);
    mounts.push({ kind: 'bind', source: home, target: HOME, readOnly: false }, { kind: 'tmpfs', target: '/tmp', mode: 0o1777, sizeBytes: TMP_SIZE_BYTES }, { kind: 'tmpfs', target: '/run', mode: 0o755, sizeBytes: 16 * 1024 * 1024 }, { kind: 'bind', source: node, target: `${RUN_DIR}/node`, readOnly: true }, ...['agent.cjs', 'exec-core.cjs', 'egress-relay.cjs'].map((file) => ({
        kind: 'bind',
        source: external_node_path_default().join(agentDir, file),
        target: `${RUN_DIR}/${file}`,
        readOnly: true,
    })), ...(native === undefined
        ? []
        : [
            {
                kind: 'bind',
                source: native.agent,
                target: `${RUN_DIR}/agent`,
                readOnly: true,
            },
        ]));
    for (const bind of options.binds ?? []) {
        if (!bind.target.startsWith(`${RUN_DIR}/`))
            throw new SandboxStartError(`extra bind target '${bind.target}' is not under ${RUN_DIR}/`);
        mounts.push({ kind: 'bind', source: bind.source, target: bind.target, readOnly: bind.readOnly });
    }
    if (options.egressSocket !== undefined) {
        mounts.push({
            kind: 'bind',
            source: options.egressSocket,
            target: `${RUN_DIR}/egress.sock`,
            readOnly: false,
        });
    }
    mounts.push({ kind: 'proc', target: '/proc' }, 
    // As container runtimes mask them, and every file root alone may read (PROC_MASKS).
    ...procMaskMounts(empty, emptyDir), 
    // What only a supplementary group the unprivileged namespace keeps would let a hook read.
    ...covers.map((cover) => ({
        kind: 'bind',
        source: cover.kind === 'file' ? empty : emptyDir,
        target: cover.path,
        readOnly: true,
    })), 
    // Read-only, as Docker has them. Global sysctls check only euid == host root, not capabilities, so with
    // hooksim as root a hook could otherwise set kernel.core_pattern (a command the host's root runs).
    // bwrap means to cover /proc/sys itself but skips it: the directory is never writable, its files are.
    ...['sys', 'fs', 'sysrq-trigger']
        .filter((name) => (0,external_node_fs_.existsSync)(`/proc/${name}`))
        .map((name) => ({
        kind: 'bind',
        source: `/proc/${name}`,
        target: `/proc/${name}`,
        readOnly: true,
    })), 
    // Those binds come from the host's procfs with its submounts (binfmt_misc, often an autofs trigger that
    // would wait on the host's systemd): an empty directory goes over each.
    ...procSubmounts().map((target) => ({
        kind: 'bind',
        source: emptyDir,
        target,
        readOnly: true,
    })), { kind: 'dev', target: '/dev' }, 
    // bwrap's /dev is a tmpfs without a size (half the host's RAM): /dev/shm gets its own bounded one, and
    // the rest turns read-only once the device nodes, /dev/pts and the /dev/fd links are in place. Device
    // nodes stay writable on a read-only mount; only new files in /dev are refused.
    { kind: 'tmpfs', target: '/dev/shm', mode: 0o1777, sizeBytes: SHM_SIZE_BYTES }, { kind: 'remount-ro', target: '/dev' }, { kind: 'dir', target: '/sys', mode: 0o555 }, { kind: 'dir', target: '/sys/devices', mode: 0o755 }, { kind: 'dir', target: '/sys/devices/system', mode: 0o755 }, 
    // CPU topology only (nproc, runtimes sizing thread pools); the rest of /sys stays out of reach.
    {
        kind: 'bind',
        source: '/sys/devices/system/cpu',
        target: '/sys/devices/system/cpu',
        readOnly: true,
        optional: true,
    });
    const command = [
        ...(native === undefined ? [`${RUN_DIR}/node`, `${RUN_DIR}/agent.cjs`] : [`${RUN_DIR}/agent`]),
        ...(options.egressSocket === undefined ? [] : ['--egress']),
    ];
    const spec = {
        mounts,
        env: { PATH: SANDBOX_PATH, HOME, LANG: 'C.UTF-8' },
        chdir: WORKSPACE,
        command,
        argsFile: external_node_path_default().join(session, 'bwrap.args'),
        seccompFile: external_node_path_default().join(runDir, 'seccomp.bpf'),
        maxProcesses: options.maxProcesses ?? SANDBOX_MAX_PROCESSES,
        ...(native === undefined ? {} : { launcher: native.launcher, spawnerDir: runDir }),
        ...(host?.plan === undefined
            ? {}
            : { privateBinds: host.privateBinds, guards: host.guards, hostLayersPlan: host.plan }),
        ...(layers === undefined ? {} : { layers }),
        ...(options.loopbackAddresses ? { loopbackAddresses: options.loopbackAddresses } : {}),
    };
    return {
        spec,
        scan: { workspace, system, home: { target: HOME, dir: home }, excluded },
        workspaceMerged: mergedDir(WORKSPACE),
    };
}
const hostLayers = new Map();
/**
 * The run's host layers for the native setup step, made once a run (synchronously: a few mkdirs), mount points
 * in the run directory: as root, system directories with mounts inside (a container's /etc/hosts) are bound
 * without them first (privateBinds; the sandbox shows what lies under those mounts, masked), and with `guarded`
 * each system directory is read through a guard (guardsSystem).
 */
function runHostLayers(runDir, layout, guarded, emptyDir) {
    const key = `${runDir}\0${guarded}`;
    const known = hostLayers.get(key);
    if (known !== undefined)
        return known;
    const layers = { privateBinds: [], guards: [], lowers: new Map() };
    const submounted = new Set();
    if (process.getuid?.() === 0) {
        for (const point of mountPointsUnder(layout.overlays))
            for (const root of layout.overlays)
                if (point.startsWith(`${root}/`))
                    submounted.add(root);
    }
    for (const dir of layout.overlays) {
        const name = `${guarded ? 'guarded-' : ''}${dir.slice(1).replace(/\//g, '_')}`;
        let source = dir;
        if (submounted.has(dir)) {
            source = external_node_path_default().join(runDir, `${name}.host`);
            (0,external_node_fs_.mkdirSync)(source, { recursive: true });
            layers.privateBinds.push({ source: dir, target: source });
        }
        if (guarded) {
            const target = external_node_path_default().join(runDir, `${name}.guard`);
            (0,external_node_fs_.mkdirSync)(target, { recursive: true });
            layers.guards.push({ source, empty: emptyDir, target });
            source = target;
        }
        if (source !== dir)
            layers.lowers.set(dir, source);
    }
    const words = hostLayerWords(layers);
    if (words.length > 0) {
        layers.plan = external_node_path_default().join(runDir, `host-layers${guarded ? '-guarded' : ''}.plan`);
        (0,external_node_fs_.writeFileSync)(layers.plan, planText(words), { mode: 0o600 });
    }
    hostLayers.set(key, layers);
    return layers;
}
const empties = new Map();
/**
 * The empty file and directory that mask /proc entries, made once a run (read-only binds: no session changes
 * them). A regular file, since device nodes do not open on a user namespace's mounts.
 */
function runEmpties(runDir) {
    return memo_memoUntilFailure(empties, runDir, async () => {
        const empty = external_node_path_default().join(runDir, 'empty');
        const emptyDir = external_node_path_default().join(runDir, 'empty.d');
        await Promise.all([(0,promises_.writeFile)(empty, '', { mode: 0o444 }), (0,promises_.mkdir)(emptyDir, { mode: 0o555 })]);
        return { empty, emptyDir };
    });
}
/** Mount points below /proc/sys and /proc/fs in this mount namespace (which the setup step copies). */
function procSubmounts() {
    const points = mountPoints().filter((point) => /^\/proc\/(sys|fs)\/./.test(point));
    // Covering the outermost one covers what is mounted below it (and bwrap could not create those paths).
    return [...new Set(points)].filter((point) => !points.some((other) => point.startsWith(`${other}/`)));
}
function killGroup(pid, mode) {
    try {
        // Under sudo only sudo itself is ours to signal; it relays SIGTERM to bwrap, whose death ends the sandbox.
        process.kill(-pid, mode.privilege === 'sudo' ? 'SIGTERM' : 'SIGKILL');
    }
    catch {
        // already gone
    }
}
/** A running namespace sandbox. */
class NamespaceSandbox {
    child;
    session;
    plan;
    mode;
    slot;
    driver = 'namespace';
    reducedIsolation = false;
    writesInOrder = true;
    workspace = WORKSPACE;
    home = HOME;
    baseEnv;
    client;
    stopping;
    forgetExitHook;
    diskFull = false;
    /** The disk checks after each exec, in order (checkDisk never throws). */
    diskChecks = Promise.resolve();
    constructor(child, session, plan, mode, env, 
    /** The pids slot the sandbox was born in, handed back at teardown; unset: plan.spec.pidsCgroup, if any. */
    slot) {
        this.child = child;
        this.session = session;
        this.plan = plan;
        this.mode = mode;
        this.slot = slot;
        this.baseEnv = Object.freeze({ ...env });
        this.client = new AgentClient(child);
        this.forgetExitHook = onProcessExit(() => {
            if (child.pid !== undefined)
                killGroup(child.pid, mode);
            removeTreeSync(session);
            if (plan.spec.pidsCgroup !== undefined)
                removePidsCgroupSync(plan.spec.pidsCgroup);
        });
    }
    forget() {
        live.delete(this);
    }
    /** Resolves once the agent inside answers. */
    async started() {
        await this.client.ready(READY_TIMEOUT_MS);
    }
    async exec(request) {
        const watchdog = Math.min(request.timeoutMs, 2_147_000_000) + 2_000 + WATCHDOG_SLACK_MS;
        let raw;
        try {
            raw = await this.client.request('exec', { exec: request }, watchdog);
        }
        catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            return goneResult(reason, error instanceof AgentGoneError && reason.includes('no answer'));
        }
        finally {
            // Off the hook's critical path; limitsReached() waits for it.
            this.diskChecks = this.diskChecks.then(() => this.checkDisk());
        }
        return decodeExecResult(raw, request.outputCapBytes);
    }
    /** Remember whether the layers' tmpfs is (nearly) full: some write of a hook failed with ENOSPC. */
    async checkDisk() {
        const layers = this.plan.spec.layers;
        if (layers === undefined || this.diskFull || this.child.pid === undefined)
            return;
        const monitor = findMonitor(this.child.pid, this.mode.privilege === 'sudo');
        if (monitor === undefined)
            return;
        let stats;
        try {
            stats = (0,external_node_fs_.statfsSync)(`/proc/${monitor}/root${layers.dir}`);
        }
        catch {
            return;
        }
        if (stats.bavail * stats.bsize < DISK_FULL_MARGIN_BYTES || stats.ffree < DISK_FULL_MARGIN_INODES)
            this.diskFull = true;
    }
    async limitsReached() {
        await this.diskChecks;
        await this.checkDisk();
        const layers = this.plan.spec.layers;
        return this.diskFull && layers !== undefined ? [diskLimitMessage(layers.sizeBytes)] : [];
    }
    async writeFile(file, content) {
        await this.client.request('writeFile', { path: absolute(file), data: Buffer.from(content).toString('base64') }, FILE_OP_TIMEOUT_MS);
    }
    async appendFile(file, content) {
        await this.client.request('appendFile', { path: absolute(file), data: Buffer.from(content).toString('base64') }, FILE_OP_TIMEOUT_MS);
    }
    async loopbackHttp(request) {
        const watchdog = Math.min(request.timeoutMs, 2_147_000_000) + WATCHDOG_SLACK_MS;
        const result = await this.client.request('http', { http: request }, watchdog);
        return {
            status: typeof result.status === 'number' ? result.status : 0,
            body: Buffer.from(typeof result.body === 'string' ? result.body : '', 'base64').subarray(0, request.capBytes),
            truncated: result.truncated === true,
        };
    }
    async readFile(file) {
        const result = await this.client.request('readFile', { path: absolute(file) }, FILE_OP_TIMEOUT_MS);
        return typeof result.data === 'string' ? Buffer.from(result.data, 'base64') : undefined;
    }
    async changes() {
        // Leftover processes are killed and the agent held still, so no hook can swap paths during the walk.
        const monitor = this.child.pid === undefined ? undefined : findMonitor(this.child.pid, this.mode.privilege === 'sudo');
        const frozen = freezeSandbox(monitor);
        try {
            const root = frozen.monitorRoot;
            // Layers on the session's tmpfs exist only in the sandbox's mount namespace: gone with it.
            if (root === undefined && this.plan.spec.layers !== undefined)
                return { created: [], modified: [], deleted: [] };
            const merged = root === undefined ? undefined : external_node_path_default().join(root, this.plan.workspaceMerged);
            const scan = this.plan.spec.layers === undefined || root === undefined
                ? this.plan.scan
                : scanThrough(this.plan.scan, root);
            return await computeChanges({ ...scan, workspace: { ...scan.workspace, merged } });
        }
        finally {
            thawSandbox(frozen);
        }
    }
    stop() {
        this.stopping ??= this.teardown();
        return this.stopping;
    }
    async teardown() {
        // The sandbox's PID 1 is found first: once the agent's stdin closes, the agent (a native one in a moment)
        // and PID 1 end, and a PID 1 already gone is not found, so its namespace's end would not be waited for.
        const init = this.child.pid === undefined
            ? undefined
            : findSandboxInit(findMonitor(this.child.pid, this.mode.privilege === 'sudo'));
        this.client.close();
        if (this.child.pid !== undefined)
            killGroup(this.child.pid, this.mode);
        const started = Date.now();
        let timer;
        await Promise.race([this.client.exited, new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
        clearTimeout(timer);
        // The agent's end is not the sandbox's: a setsid leftover dies only when the kernel empties the namespace.
        if (init !== undefined)
            await waitForProcessEnd(init, Math.max(0, 5_000 - (Date.now() - started)));
        // With the layers on the session's tmpfs (gone with its namespace), what is left on the host is hooksim's own.
        await (this.plan.spec.layers === undefined ? cleanup_removeTree(this.session) : removeOwnTree(this.session));
        if (this.plan.spec.pidsCgroup !== undefined)
            await removePidsCgroup(this.plan.spec.pidsCgroup);
        await this.slot?.giveBack();
        this.forgetExitHook();
        this.forget();
    }
}
/** The scan with its upper layers and home read through `root` (`/proc/<monitor>/root`). */
function scanThrough(scan, root) {
    const view = (overlay) => ({ ...overlay, upper: external_node_path_default().join(root, overlay.upper) });
    return {
        ...scan,
        workspace: view(scan.workspace),
        system: scan.system.map(view),
        home: { ...scan.home, dir: external_node_path_default().join(root, scan.home.dir) },
    };
}
function absolute(file) {
    if (!external_node_path_default().posix.isAbsolute(file))
        throw new Error(`Expected an absolute sandbox path, got '${file}'.`);
    return external_node_path_default().posix.normalize(file);
}

// EXTERNAL MODULE: ./sandbox/egress-relay.cjs
var egress_relay = __webpack_require__(8504);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(1692);
;// CONCATENATED MODULE: ./src/firewall/client-hello.ts
/**
 * Read the server name (SNI) from the first bytes of a TLS connection without terminating TLS, so a host
 * allowed as a whole can be tunnelled untouched. Bounds-checked throughout: the bytes come from code under test.
 */
const RECORD_HEADER = 5;
const HANDSHAKE = 0x16;
const CLIENT_HELLO = 0x01;
/** Real ClientHellos stay far below this, post-quantum key shares included. */
const MAX_CLIENT_HELLO_BYTES = 32 * 1024;
/** Join the handshake fragments of consecutive records; `more` until one whole handshake message is there. */
function collectHandshake(bytes) {
    const fragments = [];
    let collected = 0;
    let offset = 0;
    for (;;) {
        if (collected >= 4) {
            const joined = Buffer.concat(fragments);
            const length = joined.readUIntBE(1, 3);
            if (joined[0] !== CLIENT_HELLO || length > MAX_CLIENT_HELLO_BYTES)
                return 'invalid';
            if (joined.length >= 4 + length)
                return joined.subarray(4, 4 + length);
        }
        if (offset + RECORD_HEADER > bytes.length)
            return 'more';
        if (bytes[offset] !== HANDSHAKE || bytes[offset + 1] !== 0x03)
            return 'invalid';
        const length = bytes.readUInt16BE(offset + 3);
        if (length === 0 || length > 16384 + 2048)
            return 'invalid';
        if (offset + RECORD_HEADER + length > bytes.length)
            return 'more';
        fragments.push(bytes.subarray(offset + RECORD_HEADER, offset + RECORD_HEADER + length));
        collected += length;
        offset += RECORD_HEADER + length;
    }
}
/** Find the host_name entry of a server_name extension body. */
function readServerName(data) {
    if (data.length < 2)
        return 'invalid';
    const listEnd = 2 + data.readUInt16BE(0);
    if (listEnd > data.length)
        return 'invalid';
    let offset = 2;
    while (offset + 3 <= listEnd) {
        const type = data[offset];
        const length = data.readUInt16BE(offset + 1);
        offset += 3;
        if (offset + length > listEnd)
            return 'invalid';
        if (type === 0) {
            const name = data.subarray(offset, offset + length).toString('latin1');
            // RFC 6066: an ASCII host name; anything else is not a name this firewall can decide on.
            return /^[A-Za-z0-9._-]{1,253}$/.test(name) ? name : 'invalid';
        }
        offset += length;
    }
    return undefined;
}
/** Scan the bytes received so far for a complete ClientHello and its server name. */
function scanClientHello(bytes) {
    const body = collectHandshake(bytes);
    if (body === 'more' || body === 'invalid')
        return { status: body };
    // client_version, random, then three length-prefixed lists before the extensions.
    let offset = 2 + 32;
    const skip = (lengthBytes) => {
        if (offset + lengthBytes > body.length)
            return false;
        const length = lengthBytes === 1 ? (body[offset] ?? 0) : body.readUInt16BE(offset);
        offset += lengthBytes + length;
        return offset <= body.length;
    };
    if (!skip(1) || !skip(2) || !skip(1))
        return { status: 'invalid' };
    if (offset === body.length)
        return { status: 'done' };
    if (offset + 2 > body.length)
        return { status: 'invalid' };
    const end = offset + 2 + body.readUInt16BE(offset);
    if (end > body.length)
        return { status: 'invalid' };
    offset += 2;
    while (offset + 4 <= end) {
        const type = body.readUInt16BE(offset);
        const length = body.readUInt16BE(offset + 2);
        offset += 4;
        if (offset + length > end)
            return { status: 'invalid' };
        if (type === 0) {
            const name = readServerName(body.subarray(offset, offset + length));
            if (name === 'invalid')
                return { status: 'invalid' };
            return name === undefined ? { status: 'done' } : { status: 'done', serverName: name };
        }
        offset += length;
    }
    return { status: 'done' };
}

;// CONCATENATED MODULE: ./sandbox/recommended-allowlist.json
const recommended_allowlist_namespaceObject = /*#__PURE__*/JSON.parse('{"source":"https://docs.github.com/en/copilot/reference/copilot-allowlist-reference#copilot-cloud-agent-recommended-allowlist","retrieved":"2026-11","alwaysAllowed":["https://github.com/login/","https://github.com/copilot/","https://github.githubassets.com","https://avatars.githubusercontent.com","https://api.github.com/user","https://api.github.com/copilot_internal/","https://collector.github.com/","https://copilot-telemetry.githubusercontent.com/telemetry","https://default.exp-tas.com","https://copilot-proxy.githubusercontent.com","https://origin-tracker.githubusercontent.com","https://*.githubcopilot.com/","https://*.individual.githubcopilot.com","https://*.business.githubcopilot.com","https://*.enterprise.githubcopilot.com","https://github.com/","https://api.github.com/","https://uploads.github.com/"],"recommended":{"Azure Infrastructure: Metadata Service":["168.63.129.16"],"Certificate Authorities: DigiCert":["crl3.digicert.com","crl4.digicert.com","ocsp.digicert.com"],"Certificate Authorities: Symantec":["ts-crl.ws.symantec.com","ts-ocsp.ws.symantec.com","s.symcb.com","s.symcd.com"],"Certificate Authorities: GeoTrust":["crl.geotrust.com","ocsp.geotrust.com"],"Certificate Authorities: Thawte":["crl.thawte.com","ocsp.thawte.com"],"Certificate Authorities: VeriSign":["crl.verisign.com","ocsp.verisign.com"],"Certificate Authorities: GlobalSign":["crl.globalsign.com","ocsp.globalsign.com"],"Certificate Authorities: SSL.com":["crls.ssl.com","ocsp.ssl.com"],"Certificate Authorities: IdenTrust":["crl.identrust.com","ocsp.identrust.com"],"Certificate Authorities: Sectigo":["crl.sectigo.com","ocsp.sectigo.com"],"Certificate Authorities: UserTrust":["crl.usertrust.com","ocsp.usertrust.com"],"Container Registries: Docker":["172.18.0.1","ghcr.io","registry.hub.docker.com","*.docker.io","*.docker.com","production.cloudflare.docker.com","auth.docker.io","quay.io","mcr.microsoft.com","gcr.io","public.ecr.aws"],"GitHub: Content & API":["*.githubusercontent.com","raw.githubusercontent.com","objects.githubusercontent.com","lfs.github.com","github-cloud.githubusercontent.com","github-cloud.s3.amazonaws.com","codeload.github.com","scanning-api.github.com","api.mcp.github.com","uploads.github.com/copilot/chat/attachments/"],"GitHub: Actions Artifact Storage":["productionresultssa0.blob.core.windows.net","productionresultssa1.blob.core.windows.net","productionresultssa2.blob.core.windows.net","productionresultssa3.blob.core.windows.net","productionresultssa4.blob.core.windows.net","productionresultssa5.blob.core.windows.net","productionresultssa6.blob.core.windows.net","productionresultssa7.blob.core.windows.net","productionresultssa8.blob.core.windows.net","productionresultssa9.blob.core.windows.net","productionresultssa10.blob.core.windows.net","productionresultssa11.blob.core.windows.net","productionresultssa12.blob.core.windows.net","productionresultssa13.blob.core.windows.net","productionresultssa14.blob.core.windows.net","productionresultssa15.blob.core.windows.net","productionresultssa16.blob.core.windows.net","productionresultssa17.blob.core.windows.net","productionresultssa18.blob.core.windows.net","productionresultssa19.blob.core.windows.net"],"Programming Languages & Package Managers: C# / .NET":["nuget.org","dist.nuget.org","api.nuget.org","nuget.pkg.github.com","dotnet.microsoft.com","pkgs.dev.azure.com","builds.dotnet.microsoft.com","dotnetcli.blob.core.windows.net","nugetregistryv2prod.blob.core.windows.net","azuresearch-usnc.nuget.org","azuresearch-ussc.nuget.org","dc.services.visualstudio.com","dot.net","download.visualstudio.microsoft.com","dotnetcli.azureedge.net","ci.dot.net","www.microsoft.com","oneocsp.microsoft.com","www.microsoft.com/pkiops/crl/"],"Programming Languages & Package Managers: Dart":["pub.dev","pub.dartlang.org","storage.googleapis.com/pub-packages/","storage.googleapis.com/dart-archive/"],"Programming Languages & Package Managers: Go":["go.dev","golang.org","proxy.golang.org","sum.golang.org","pkg.go.dev","goproxy.io","storage.googleapis.com/proxy-golang-org-prod/"],"Programming Languages & Package Managers: Haskell":["haskell.org","*.hackage.haskell.org","get-ghcup.haskell.org","downloads.haskell.org"],"Programming Languages & Package Managers: Java":["www.java.com","jdk.java.net","api.adoptium.net","adoptium.net","search.maven.org","maven.apache.org","repo.maven.apache.org","repo1.maven.org","maven.pkg.github.com","maven-central.storage-download.googleapis.com","maven.google.com","maven.oracle.com","jcenter.bintray.com","oss.sonatype.org","repo.spring.io","gradle.org","services.gradle.org","plugins.gradle.org","plugins-artifacts.gradle.org","repo.grails.org","download.eclipse.org","download.oracle.com"],"Programming Languages & Package Managers: Node.js / JavaScript":["npmjs.org","npmjs.com","registry.npmjs.com","registry.npmjs.org","skimdb.npmjs.com","npm.pkg.github.com","api.npms.io","nodejs.org","yarnpkg.com","registry.yarnpkg.com","repo.yarnpkg.com","deb.nodesource.com","get.pnpm.io","bun.sh","deno.land","registry.bower.io","binaries.prisma.sh"],"Programming Languages & Package Managers: Perl":["cpan.org","www.cpan.org","metacpan.org","cpan.metacpan.org"],"Programming Languages & Package Managers: PHP":["repo.packagist.org","packagist.org","getcomposer.org"],"Programming Languages & Package Managers: Python":["pypi.python.org","pypi.org","pip.pypa.io","*.pythonhosted.org","files.pythonhosted.org","bootstrap.pypa.io","conda.binstar.org","conda.anaconda.org","binstar.org","anaconda.org","download.pytorch.org","repo.continuum.io","repo.anaconda.com"],"Programming Languages & Package Managers: Ruby":["rubygems.org","api.rubygems.org","rubygems.pkg.github.com","bundler.rubygems.org","gems.rubyforge.org","gems.rubyonrails.org","index.rubygems.org","cache.ruby-lang.org","*.rvm.io"],"Programming Languages & Package Managers: Rust":["crates.io","index.crates.io","static.crates.io","sh.rustup.rs","static.rust-lang.org"],"Programming Languages & Package Managers: Swift":["download.swift.org","swift.org","cocoapods.org","cdn.cocoapods.org"],"Infrastructure & Tools: HashiCorp":["releases.hashicorp.com","apt.releases.hashicorp.com","yum.releases.hashicorp.com","registry.terraform.io"],"Infrastructure & Tools: JSON Schema":["json-schema.org","json.schemastore.org"],"Infrastructure & Tools: Playwright":["playwright.download.prss.microsoft.com","cdn.playwright.dev","playwright.azureedge.net","playwright-akamai.azureedge.net","playwright-verizon.azureedge.net","storage.googleapis.com/chrome-for-testing-public"],"Linux Package Managers: Ubuntu":["archive.ubuntu.com","security.ubuntu.com","ppa.launchpad.net","keyserver.ubuntu.com","azure.archive.ubuntu.com","api.snapcraft.io"],"Linux Package Managers: Debian":["deb.debian.org","security.debian.org","keyring.debian.org","packages.debian.org","debian.map.fastlydns.net","apt.llvm.org"],"Linux Package Managers: Fedora":["dl.fedoraproject.org","mirrors.fedoraproject.org","download.fedoraproject.org"],"Linux Package Managers: CentOS":["mirror.centos.org","vault.centos.org"],"Linux Package Managers: Alpine":["dl-cdn.alpinelinux.org","pkg.alpinelinux.org"],"Linux Package Managers: Arch":["mirror.archlinux.org","archlinux.org"],"Linux Package Managers: SUSE":["download.opensuse.org"],"Linux Package Managers: Red Hat":["cdn.redhat.com"],"Linux Package Managers: Common Package Sources":["packagecloud.io","packages.cloud.google.com","packages.microsoft.com"],"Other":["dl.k8s.io","pkgs.k8s.io"]},"alwaysAllowedNote":"The first 15 are the Copilot service addresses of the allow-list reference; github.com, api.github.com and uploads.github.com are added because the agent itself pushes and calls the API through them (the firewall page says it always allows the hosts Copilot uses to interact with GitHub, without listing them)."}');
;// CONCATENATED MODULE: ./src/ip-version.ts
/** Which IP version a text is an address of, as `net.isIP` answers, without its cost where the answer is plain. */

/**
 * 4 or 6 for an IPv4 or IPv6 address, 0 for anything else (a host name): `net.isIP`'s answer. A dotted IPv4
 * address holds only digits and dots and every IPv6 form holds a colon, so other texts are answered here: the
 * first isIP call on a name compiles Node's IPv6 pattern, about 6 ms of every `fire` (the allow-list's names).
 */
function ipVersion(text) {
    if (!text.includes(':') && !/^[\d.]+$/.test(text))
        return 0;
    return (0,external_node_net_.isIP)(text);
}

;// CONCATENATED MODULE: ./src/firewall/rules.ts
/**
 * Allow-list rules and their decisions (spec/cloud-environment.md §5.2): parse the five rule forms, then
 * answer the DNS question (does some rule name this host?) and the HTTP question (does some rule match
 * this whole URL?).
 */


/** A rule (or mock key) that cannot be parsed. */
class AllowRuleError extends Error {
    rule;
    code = 'invalid-allow-rule';
    constructor(rule, reason) {
        super(`Invalid allow-list rule '${rule}': ${reason}. Expected a domain (example.com), a wildcard (*.example.com), an IP address, a URL (https://example.com/path/) or a host and path (example.com/path/).`);
        this.rule = rule;
        this.name = 'AllowRuleError';
    }
}
const DEFAULT_PORTS = { http: 80, https: 443, ws: 80, wss: 443, ftp: 21 };
const URL_RULE = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)/;
const AUTHORITY = /^(\[[0-9A-Fa-f:.]+\]|[^[\]:@\s]+)(?::(\d{1,5}))?$/;
const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;
/** The default port of a scheme, when it has one. */
function defaultPort(scheme) {
    return DEFAULT_PORTS[scheme];
}
/**
 * A host as rules compare it: lowercase ASCII (IDNA), no trailing dot, IPv4 in dotted-decimal, IPv6 compressed
 * and without brackets. Undefined for something that is not a host name or address.
 */
function normalizeHost(raw) {
    let host = raw.trim();
    if (host.startsWith('[') && host.endsWith(']'))
        host = host.slice(1, -1);
    if (ipVersion(host) === 6) {
        const parsed = tryUrl(`http://[${host}]/`);
        return parsed ? parsed.hostname.slice(1, -1) : undefined;
    }
    if (host.endsWith('.'))
        host = host.slice(0, -1);
    if (host === '' || host.length > 253)
        return undefined;
    if (ipVersion(host) === 4)
        return tryUrl(`http://${host}/`)?.hostname;
    const ascii = (0,external_node_url_.domainToASCII)(host);
    if (ascii === '' || ascii.length > 253)
        return undefined;
    const labels = ascii.split('.');
    if (!labels.every((label) => LABEL.test(label)))
        return undefined;
    // A name ending in a number would be read as an IPv4 address by every URL parser.
    if (/^(?:\d+|0x[0-9a-f]*)$/.test(labels[labels.length - 1] ?? ''))
        return undefined;
    return ascii;
}
function tryUrl(text) {
    try {
        return new URL(text);
    }
    catch {
        return undefined;
    }
}
/** Resolve dot-segments of a rule path the way URL parsing resolves a request path. */
function normalizeRulePath(path) {
    if (path === '')
        return '/';
    return tryUrl(`http://h${path.startsWith('/') ? '' : '/'}${path}`)?.pathname ?? '/';
}
function parseHostPart(rule, text) {
    const match = AUTHORITY.exec(text);
    if (!match)
        throw new AllowRuleError(rule, `'${text}' is not a host with an optional port`);
    let hostText = match[1] ?? '';
    const wildcard = hostText.startsWith('*.');
    if (wildcard)
        hostText = hostText.slice(2);
    const host = normalizeHost(hostText);
    if (host === undefined)
        throw new AllowRuleError(rule, `'${hostText}' is not a host name or IP address`);
    if (wildcard && ipVersion(host) !== 0)
        throw new AllowRuleError(rule, 'a wildcard cannot precede an IP address');
    if (match[2] === undefined)
        return { host, wildcard };
    const port = Number(match[2]);
    if (port < 1 || port > 65535)
        throw new AllowRuleError(rule, `port ${match[2]} is out of range`);
    return { host, wildcard, port };
}
/** Parse one rule in any of the five forms of §5.2; throws AllowRuleError. */
function parseAllowRule(text) {
    const rule = text.trim();
    if (rule === '')
        throw new AllowRuleError(text, 'the rule is empty');
    const url = URL_RULE.exec(rule);
    if (url) {
        const { host, wildcard, port } = parseHostPart(rule, url[2] ?? '');
        const scheme = (url[1] ?? '').toLowerCase();
        return { text: rule, kind: 'url', host, wildcard, scheme, port, path: normalizeRulePath(url[3] ?? '') };
    }
    if (rule.includes('://'))
        throw new AllowRuleError(rule, 'the scheme is malformed');
    if (ipVersion(rule.replace(/^\[(.*)\]$/, '$1')) !== 0) {
        const host = normalizeHost(rule);
        if (host === undefined)
            throw new AllowRuleError(rule, 'the address is malformed');
        return { text: rule, kind: 'ip', host, wildcard: false };
    }
    const slash = rule.indexOf('/');
    if (slash >= 0) {
        const { host, wildcard, port } = parseHostPart(rule, rule.slice(0, slash));
        const path = normalizeRulePath(rule.slice(slash).replace(/[?#].*$/, ''));
        return { text: rule, kind: 'host-path', host, wildcard, port, path };
    }
    const wildcard = rule.startsWith('*.');
    const host = normalizeHost(wildcard ? rule.slice(2) : rule);
    if (host === undefined || ipVersion(host) !== 0)
        throw new AllowRuleError(rule, 'not a host name');
    return { text: rule, kind: wildcard ? 'wildcard' : 'domain', host, wildcard };
}
/** Reduce a URL to a rule target; undefined when its host is not a valid host. */
function toRequestTarget(url) {
    const parsed = typeof url === 'string' ? tryUrl(url) : url;
    if (!parsed)
        return undefined;
    const scheme = parsed.protocol.replace(/:$/, '').toLowerCase();
    // Non-special schemes (tcp:, ftp: is special) keep the host as written: normalise it here.
    const host = normalizeHost(decodeURIComponentSafe(parsed.hostname));
    if (host === undefined)
        return undefined;
    const port = parsed.port === '' ? undefined : Number(parsed.port);
    return { scheme, host, port, path: parsed.pathname === '' ? '/' : parsed.pathname };
}
function decodeURIComponentSafe(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}
/** Whether a rule's host part matches a host (both canonical). */
function matchesHost(rule, host) {
    if (rule.kind === 'ip')
        return host === rule.host;
    if (rule.kind === 'domain')
        return ipVersion(host) === 0 && (host === rule.host || host.endsWith(`.${rule.host}`));
    if (rule.wildcard)
        return ipVersion(host) === 0 && host.endsWith(`.${rule.host}`);
    return host === rule.host;
}
/** Percent-decode unreserved characters so `/a%2Db` and `/a-b` compare equal; hex digits upper-cased. */
function canonicalPath(path) {
    return path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex) => {
        const char = String.fromCharCode(parseInt(hex, 16));
        return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${hex.toUpperCase()}`;
    });
}
/**
 * Prefix `P` matches path `R` when `R` is `P` with or without a trailing `/`, or `R` is below it (§5.2). An encoded
 * `/` or `\` below a real prefix never matches: a server decoding it could climb out of the prefix.
 */
function matchesPathPrefix(prefix, path) {
    if (prefix === '/' || prefix === '')
        return true;
    const request = canonicalPath(path);
    if (/%2F|%5C|\\/i.test(request))
        return false;
    const bare = canonicalPath(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
    return request === bare || request === `${bare}/` || request.startsWith(`${bare}/`);
}
/** Whether one rule matches a whole URL: scheme, host, port and path as its form requires (§5.2). */
function matchesTarget(rule, target) {
    if (!matchesHost(rule, target.host))
        return false;
    if (rule.kind === 'domain' || rule.kind === 'wildcard' || rule.kind === 'ip')
        return true;
    if (rule.kind === 'url' && rule.scheme !== target.scheme)
        return false;
    if (rule.kind === 'host-path' && target.scheme !== 'http' && target.scheme !== 'https')
        return false;
    const rulePort = rule.port ?? defaultPort(rule.kind === 'url' ? (rule.scheme ?? '') : target.scheme);
    const targetPort = target.port ?? defaultPort(target.scheme);
    if (rulePort !== undefined && rulePort !== targetPort)
        return false;
    return matchesPathPrefix(rule.path ?? '/', target.path);
}
/**
 * Rules parsed before, by text: every session of a run builds its firewall from the same few hundred rules
 * (about 0.3 ms each time). Bounded by the distinct texts of the allow-lists in use.
 */
const parsedRules = new Map();
/** A set of rules and the decisions of §5.2. */
class AllowList {
    rules;
    constructor(rules) {
        this.rules = [...rules];
    }
    /** Parse rule texts; throws AllowRuleError on the first bad one. */
    static parse(texts) {
        return new AllowList([...texts].map((text) => {
            let rule = parsedRules.get(text);
            if (rule === undefined) {
                rule = Object.freeze(parseAllowRule(text));
                parsedRules.set(text, rule);
            }
            return rule;
        }));
    }
    /** The DNS step: some rule's host part matches this name (IP literals never come here). */
    allowsName(name) {
        const host = normalizeHost(name);
        return host !== undefined && this.rules.some((rule) => matchesHost(rule, host));
    }
    /** The HTTP step: some rule matches the whole URL (query and fragment ignored). */
    allowsUrl(url) {
        const target = typeof url === 'object' && 'path' in url && !(url instanceof URL) ? url : toRequestTarget(url);
        return target !== undefined && this.rules.some((rule) => matchesTarget(rule, target));
    }
    /** How a host may be reached, for the tunnel-or-intercept choice (§5.2 point 3). */
    accessTo(name) {
        const host = normalizeHost(name);
        if (host === undefined)
            return 'none';
        let access = 'none';
        for (const rule of this.rules) {
            if (!matchesHost(rule, host))
                continue;
            if (rule.kind === 'domain' || rule.kind === 'wildcard' || rule.kind === 'ip')
                return 'opaque';
            access = 'inspect';
        }
        return access;
    }
}

;// CONCATENATED MODULE: ./src/firewall/rule-sets.ts
/**
 * The rule sets in force (spec/cloud-environment.md §5.3): always-allowed + recommended + custom + loopback on
 * the `cloud` surface; everything allowed (and still recorded) on the `cli` surface (runtime-behaviour.md §1.1).
 */
// Imported, not read at run time, so the ncc bundles carry the data and no path has to be found.



/** The shipped data, as loaded. */
const ALLOWLIST_DATA = recommended_allowlist_namespaceObject;
/** The rules that cannot be turned off: the Copilot-service URLs. */
function alwaysAllowedRules() {
    return [...ALLOWLIST_DATA.alwaysAllowed];
}
/** The recommended rules, all groups flattened in file order. */
function recommendedRules() {
    return Object.values(ALLOWLIST_DATA.recommended).flat();
}
/** Whether a host is loopback: `localhost` and its subdomains, 127.0.0.0/8, ::1 (never filtered or recorded). */
function isLoopbackName(name) {
    const host = normalizeHost(name);
    if (host === undefined)
        return false;
    if (host === 'localhost' || host.endsWith('.localhost'))
        return true;
    if (ipVersion(host) === 4)
        return host.startsWith('127.');
    return host === '::1';
}
/** The decisions of the rule sets in force. */
class RuleSets {
    surface;
    list;
    /** On the `cli` surface every lookup and request is allowed. */
    allowAll;
    constructor(surface, list) {
        this.surface = surface;
        this.list = list;
        this.allowAll = surface === 'cli';
    }
    /** Build the sets in force; throws AllowRuleError for a bad custom rule. */
    static create(options) {
        const texts = [
            ...alwaysAllowedRules(),
            ...(options.recommended === false ? [] : recommendedRules()),
            ...(options.allow ?? []),
        ];
        return new RuleSets(options.surface, AllowList.parse(texts));
    }
    /** The DNS step: loopback and named hosts resolve; under `cli` every name does. */
    allowsName(name) {
        return this.allowAll || isLoopbackName(name) || this.list.allowsName(name);
    }
    /** The HTTP step for a whole URL; loopback is always allowed. */
    allowsUrl(url) {
        if (this.allowAll)
            return true;
        const target = typeof url === 'object' && !(url instanceof URL) ? url : toRequestTarget(url);
        if (target === undefined)
            return false;
        return isLoopbackName(target.host) || this.list.allowsUrl(target);
    }
    /** How a host may be reached; everything is `opaque` under `cli`. */
    accessTo(name) {
        return this.allowAll ? 'opaque' : this.list.accessTo(name);
    }
}

;// CONCATENATED MODULE: ./src/firewall/decision.ts



/** A host as it appears in a URL: IPv6 literals in brackets. */
function hostForUrl(host) {
    return ipVersion(host) === 6 ? `[${host}]` : host;
}
/** The URL recorded for a URL: everything but the fragment (which is never sent). */
function recordedUrl(url) {
    return url.href.replace(/#.*$/, '');
}
/**
 * The URL recorded for a connection whose requests are not seen (a tunnel, a refused CONNECT or TLS):
 * `https://host/` on port 443, else `tcp://host:port` (the bytes could be anything).
 */
function connectionUrl(host, port) {
    return port === 443 ? `https://${hostForUrl(host)}/` : tcpUrl(host, port);
}
/** The URL recorded for other TCP (§5.2 point 4). */
function tcpUrl(host, port) {
    return `tcp://${hostForUrl(host)}:${port}`;
}
/**
 * The decisions of one run, with their records. `command` is the command line of the sandbox process that made
 * the lookup or connection, when the relay could name it (cloud-environment.md §5.4).
 */
class Decider {
    rules;
    mocks;
    log;
    constructor(rules, mocks, log) {
        this.rules = rules;
        this.mocks = mocks;
        this.log = log;
    }
    /** The DNS step: `loopback` and `allow` resolve, `block` is NXDOMAIN and recorded. */
    decideName(name, command) {
        if (isLoopbackName(name))
            return 'loopback';
        if (this.rules.allowsName(name))
            return 'allow';
        this.log.record({ host: name, kind: 'dns', allowed: false, command });
        return 'block';
    }
    /** The HTTP step for one request URL; the firewall decides before any mock. */
    decideUrl(url, command) {
        const target = toRequestTarget(url);
        const href = recordedUrl(url);
        if (target === undefined) {
            this.log.record({ host: url.hostname, url: href, kind: 'http', allowed: false, command });
            return { action: 'block', url: href };
        }
        if (isLoopbackName(target.host))
            return { action: 'loopback' };
        const allowed = this.rules.allowsUrl(target);
        const mock = this.mocks.find(target);
        if (!allowed && mock) {
            this.log.note({
                code: 'mock-not-allow-listed',
                url: href,
                message: `The mock for ${href} never answers: the firewall blocks that URL. Add it to firewall.allow.`,
            });
        }
        this.log.record({
            host: target.host,
            url: href,
            kind: 'http',
            allowed,
            mocked: allowed && mock !== undefined,
            command,
        });
        if (!allowed)
            return { action: 'block', url: href };
        return mock ? { action: 'mock', mock } : { action: 'forward' };
    }
    /**
     * A connection to a known host whose bytes are opaque so far (CONNECT, TLS by SNI): tunnel it untouched when a
     * domain, wildcard or IP rule allows the host and no mock could answer it, inspect it when some rule or mock
     * names the host, block it otherwise. Tunnels and blocks are recorded here; inspected requests one by one.
     */
    decideConnection(name, port, command) {
        const host = normalizeHost(name) ?? name;
        if (isLoopbackName(host))
            return 'loopback';
        const access = this.rules.accessTo(host);
        if (this.mocks.coversHost(host))
            return 'intercept';
        if (access === 'opaque') {
            this.log.record({ host, url: connectionUrl(host, port), kind: 'http', allowed: true, command });
            return 'tunnel';
        }
        if (access === 'inspect')
            return 'intercept';
        this.log.record({ host, url: connectionUrl(host, port), kind: 'http', allowed: false, command });
        return 'block';
    }
    /** Other TCP to a known host: passed through when a domain, wildcard or IP rule allows the host (§5.2 point 4). */
    decideOtherTcp(name, port, command) {
        const host = normalizeHost(name) ?? name;
        const allowed = this.rules.accessTo(host) === 'opaque';
        this.log.record({ host, url: tcpUrl(host, port), kind: 'http', allowed, command });
        return allowed;
    }
    /** Other TCP whose host cannot be known (a transparent port, no HTTP, no SNI): refused and recorded. */
    refuseUnknownTcp(listenAddress, port, command) {
        this.log.record({
            host: listenAddress,
            url: tcpUrl(listenAddress, port),
            kind: 'http',
            allowed: false,
            command,
        });
    }
}

// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
;// CONCATENATED MODULE: ./src/firewall/forward.ts
/**
 * Answer or forward one HTTP request the firewall has decided on: the 403 of a block, a mock, or the real
 * upstream with hop-by-hop headers dropped and the decided URL (not the raw request target) sent on.
 */


const HOP_BY_HOP = new Set([
    'connection',
    'keep-alive',
    'proxy-connection',
    'proxy-authenticate',
    'proxy-authorization',
    'te',
    'trailer',
    'transfer-encoding',
    'upgrade',
    'host',
]);
const UPSTREAM_IDLE_MS = 120_000;
/** The body of a blocked request's 403. */
function blockedBody(url) {
    return `Blocked by hooksim firewall: ${url}`;
}
/** Raw headers minus hop-by-hop ones (and those the Connection header names); `keep` survives for upgrades. */
function filterHeaders(raw, keep = []) {
    const named = new Set();
    for (let index = 0; index + 1 < raw.length; index += 2) {
        if (raw[index]?.toLowerCase() !== 'connection')
            continue;
        for (const token of (raw[index + 1] ?? '').split(','))
            named.add(token.trim().toLowerCase());
    }
    const out = [];
    for (let index = 0; index + 1 < raw.length; index += 2) {
        const name = raw[index] ?? '';
        const lower = name.toLowerCase();
        if (!keep.includes(lower) && (HOP_BY_HOP.has(lower) || named.has(lower)))
            continue;
        out.push(name, raw[index + 1] ?? '');
    }
    return out;
}
/** Answer with a plain-text status (403 of a block, 502 of an unreachable upstream, 4xx of a bad request). */
function sendText(res, status, text) {
    if (res.headersSent || res.destroyed) {
        res.destroy();
        return;
    }
    const body = Buffer.from(text, 'utf8');
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': body.length });
    res.end(body);
}
/** Answer from a mock, after its delay (unless the client has gone). */
function sendMock(res, mock) {
    const send = () => {
        if (res.destroyed || res.headersSent)
            return;
        res.writeHead(mock.status, { ...mock.headers, 'content-length': mock.body.length });
        res.end(mock.body);
    };
    if (mock.delayMs <= 0) {
        send();
        return;
    }
    const timer = setTimeout(send, mock.delayMs);
    res.once('close', () => clearTimeout(timer));
}
/** A whole raw HTTP response for a socket no longer owned by the HTTP server (CONNECT, upgrades). */
function rawResponse(status, headers, body) {
    const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    const lines = [`HTTP/1.1 ${status} ${external_node_http_.STATUS_CODES[status] ?? 'Unknown'}`];
    for (const [name, value] of Object.entries({
        ...headers,
        'content-length': String(bytes.length),
        connection: 'close',
    })) {
        lines.push(`${name}: ${value}`);
    }
    return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), bytes]);
}
/** Send a request on to its real destination and stream the answer back. */
async function forwardRequest(req, res, url, upstream) {
    let options;
    try {
        options = await upstream.requestOptions(url);
    }
    catch (error) {
        req.resume();
        sendText(res, 502, `hooksim firewall: ${error.message}`);
        return;
    }
    if (res.destroyed)
        return;
    res.on('error', () => res.destroy());
    const headers = filterHeaders(req.rawHeaders);
    headers.push('Host', url.host);
    const send = url.protocol === 'https:' ? external_node_https_.request : external_node_http_.request;
    const upstreamRequest = send({
        ...options,
        method: req.method,
        path: `${url.pathname}${url.search}`,
        headers,
    });
    upstreamRequest.setTimeout(UPSTREAM_IDLE_MS, () => upstreamRequest.destroy(new Error('upstream timed out')));
    upstreamRequest.on('response', (answer) => {
        answer.on('error', () => res.destroy());
        try {
            res.writeHead(answer.statusCode ?? 502, answer.statusMessage, filterHeaders(answer.rawHeaders));
        }
        catch {
            answer.destroy();
            sendText(res, 502, 'hooksim firewall: the upstream answer could not be relayed');
            return;
        }
        answer.pipe(res);
    });
    upstreamRequest.on('error', (error) => {
        if (res.headersSent)
            res.destroy();
        else
            sendText(res, 502, `hooksim firewall: upstream failed: ${error.message}`);
    });
    req.on('error', () => upstreamRequest.destroy());
    res.on('close', () => {
        if (!res.writableFinished)
            upstreamRequest.destroy();
    });
    req.pipe(upstreamRequest);
}
/** Join two sockets both ways; when either side goes, the other goes too. */
function spliceSockets(a, b, idleMs) {
    const destroyBoth = () => {
        a.destroy();
        b.destroy();
    };
    for (const side of [a, b]) {
        side.on('error', destroyBoth);
        side.on('close', destroyBoth);
        if ('setTimeout' in side && typeof side.setTimeout === 'function') {
            side.setTimeout(idleMs, destroyBoth);
        }
    }
    a.pipe(b);
    b.pipe(a);
}

;// CONCATENATED MODULE: ./src/firewall/request-target.ts


/** The URL a request asks for (decided on and sent on), or the status that refuses it. */
function requestUrl(req, meta) {
    const target = req.url ?? '';
    if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(target)) {
        let url;
        try {
            url = new URL(target);
        }
        catch {
            return { status: 400, text: 'hooksim firewall: malformed request target' };
        }
        if (url.protocol !== 'http:' && url.protocol !== 'https:') {
            return { status: 400, text: 'hooksim firewall: only http and https are proxied' };
        }
        if (url.username !== '' || url.password !== '')
            url.username = url.password = '';
        if (meta.host !== undefined &&
            (normalizeHost(url.hostname) !== meta.host || url.protocol !== `${meta.scheme}:`)) {
            return { status: 421, text: 'hooksim firewall: request for another host on this connection' };
        }
        return url;
    }
    if (!target.startsWith('/'))
        return { status: 400, text: 'hooksim firewall: unsupported request target' };
    const hostHeader = parseHostHeader(req.headers.host);
    let host = meta.host;
    let port = meta.port;
    if (host === undefined) {
        if (hostHeader === undefined)
            return { status: 400, text: 'hooksim firewall: missing or malformed Host header' };
        host = hostHeader.host;
        if (!meta.transparent && hostHeader.port !== undefined)
            port = hostHeader.port;
    }
    else if (hostHeader !== undefined && hostHeader.host !== host) {
        return { status: 421, text: 'hooksim firewall: Host header names another host than this connection' };
    }
    try {
        return new URL(target, `${meta.scheme}://${hostForUrl(host)}:${port}`);
    }
    catch {
        return { status: 400, text: 'hooksim firewall: malformed request target' };
    }
}
/** The host and port of a `Host` header, when it is a plain authority (no path, user or garbage). */
function parseHostHeader(value) {
    const match = /^(\[[0-9A-Fa-f:.]+\]|[^[\]:/@\s?#\\]+)(?::(\d{1,5}))?$/.exec(value?.trim() ?? '');
    if (!match)
        return undefined;
    const host = normalizeHost(match[1] ?? '');
    if (host === undefined)
        return undefined;
    const port = match[2] === undefined ? undefined : Number(match[2]);
    if (port !== undefined && (port < 1 || port > 65535))
        return undefined;
    return { host, port };
}

;// CONCATENATED MODULE: ./src/firewall/stream-head.ts
/**
 * Read until `decide(bytes)` returns a value, then pause the stream and hand back everything read. The caller
 * unshifts the part it did not consume. Never rejects.
 */
function collectHead(stream, limits, decide) {
    return new Promise((resolve) => {
        let buffer = Buffer.alloc(0);
        let settled = false;
        const finish = (result) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            stream.removeListener('data', onData);
            stream.removeListener('end', onClosed);
            stream.removeListener('close', onClosed);
            stream.removeListener('error', onClosed);
            stream.pause();
            resolve(result);
        };
        const onData = (chunk) => {
            buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
            const value = decide(buffer);
            if (value !== undefined)
                finish({ value, buffer });
            else if (buffer.length >= limits.maxBytes)
                finish({ failure: 'too-large', buffer });
        };
        const onClosed = () => finish({ failure: 'closed', buffer });
        const timer = setTimeout(() => finish({ failure: 'timeout', buffer }), limits.timeoutMs);
        if (stream.readableEnded || stream.destroyed) {
            finish({ failure: 'closed', buffer });
            return;
        }
        stream.on('data', onData);
        stream.once('end', onClosed);
        stream.once('close', onClosed);
        stream.once('error', onClosed);
        // Bytes put back by an earlier collection are already buffered: look at them first.
        stream.resume();
    });
}
/** Put bytes back at the front of a paused stream (nothing when empty). */
function putBack(stream, bytes) {
    if (bytes.length > 0)
        stream.unshift(bytes);
}
/**
 * Classify the first bytes: a TLS handshake record, an HTTP request line (an upper-case method token then a
 * space), or anything else. Undefined while the bytes are not yet enough to tell.
 */
function sniffProtocol(bytes) {
    const first = bytes[0];
    if (first === undefined)
        return undefined;
    if (first === 0x16)
        return 'tls';
    for (let index = 0; index < bytes.length; index += 1) {
        const byte = bytes[index] ?? 0;
        if (byte === 0x20)
            return index > 0 ? 'http' : 'other';
        const isMethodChar = (byte >= 0x41 && byte <= 0x5a) || byte === 0x2d || byte === 0x5f;
        if (!isMethodChar || index >= 20)
            return 'other';
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/firewall/proxy.ts
/**
 * The egress proxy behind the relay (spec/cloud-environment.md §5.2): one TCP connection from the sandbox at a
 * time is sniffed (TLS, HTTP or other), then tunnelled, intercepted, parsed by Node's HTTP server (never
 * listening: connections are handed to it), answered or refused. Every size and wait is bounded.
 */








/** The relay listener that is the HTTP proxy (`HTTP_PROXY`); the others are transparent. */
const PROXY_PORT = 3128;
/** Bounds on what the sandbox can make the firewall hold or wait for. */
const PROXY_LIMITS = {
    maxHeaderBytes: 32 * 1024,
    /** From hand-off (or the end of the last response) to a complete request head, TLS handshake included. */
    headTimeoutMs: 30_000,
    /** Server-first protocols send nothing: after this, the connection counts as other TCP. */
    sniffTimeoutMs: 5_000,
    tunnelIdleMs: 300_000,
};
/** The proxy engine of one firewall. */
class EgressProxy {
    decider;
    upstream;
    ca;
    server;
    metas = new WeakMap();
    headTimers = new WeakMap();
    open = new Set();
    constructor(decider, upstream, ca) {
        this.decider = decider;
        this.upstream = upstream;
        this.ca = ca;
        this.server = (0,external_node_http_.createServer)({ maxHeaderSize: PROXY_LIMITS.maxHeaderBytes, keepAliveTimeout: 5_000 });
        // A client that sends its request and half-closes (`printf ... | nc`) still gets the answer: node:http
        // reads this flag on every socket end (it is what `net.Server`'s allowHalfOpen is to plain sockets).
        this.server.httpAllowHalfOpen = true;
        // A throw inside a server listener would surface as an uncaught exception in hooksim itself.
        this.server.on('request', (req, res) => guard(req.socket, () => this.onRequest(req, res)));
        this.server.on('connect', (req, socket, head) => guard(socket, () => this.onConnect(req, socket, head)));
        this.server.on('upgrade', (req, socket, head) => guard(socket, () => this.onUpgrade(req, socket, head)));
        this.server.on('clientError', (error, socket) => this.onClientError(error, socket));
    }
    /** Serve one relayed TCP connection accepted on `listen` in the sandbox, made by `listen.command`. */
    async handleTcp(socket, listen) {
        const sniffed = await collectHead(socket, { maxBytes: 64, timeoutMs: PROXY_LIMITS.sniffTimeoutMs }, sniffProtocol);
        putBack(socket, sniffed.buffer);
        const kind = 'value' in sniffed ? sniffed.value : 'other';
        const port = listen.port === PROXY_PORT ? (kind === 'tls' ? 443 : 80) : listen.port;
        if (kind === 'tls')
            return this.handleTransparentTls(socket, listen, port);
        if (kind === 'http')
            return this.handOff(socket, { scheme: 'http', port, transparent: listen.port !== PROXY_PORT, listen });
        this.decider.refuseUnknownTcp(listen.address, listen.port, listen.command);
        socket.destroy();
    }
    /** How many sockets (TLS layers, upstreams) the proxy still holds. */
    openCount() {
        return this.open.size;
    }
    /** Destroy every connection still open. */
    close() {
        for (const socket of this.open)
            socket.destroy();
        this.open.clear();
    }
    track(socket) {
        // A socket that has already closed will never say so again: tracking it would leak.
        if (socket.closed || this.open.has(socket))
            return;
        this.open.add(socket);
        socket.once('close', () => {
            this.open.delete(socket);
            this.clearHeadTimer(socket);
        });
    }
    /** Give a connection to the HTTP server; it must deliver a request head within the deadline. */
    handOff(socket, meta) {
        this.track(socket);
        this.metas.set(socket, meta);
        this.armHeadTimer(socket);
        this.server.emit('connection', socket);
        // The server reads a net.Socket's handle directly; bytes put back by sniffing flow only once resumed.
        socket.resume();
    }
    armHeadTimer(socket) {
        this.clearHeadTimer(socket);
        if (socket.destroyed)
            return;
        this.headTimers.set(socket, setTimeout(() => socket.destroy(), PROXY_LIMITS.headTimeoutMs));
    }
    clearHeadTimer(socket) {
        clearTimeout(this.headTimers.get(socket));
        this.headTimers.delete(socket);
    }
    /** A TLS connection to a transparent port (or to the proxy port): the host is the SNI. */
    async handleTransparentTls(socket, listen, port) {
        const hello = await collectHead(socket, { maxBytes: MAX_CLIENT_HELLO_BYTES + 1024, timeoutMs: PROXY_LIMITS.headTimeoutMs }, (bytes) => {
            const scan = scanClientHello(bytes);
            return scan.status === 'more' ? undefined : scan;
        });
        putBack(socket, hello.buffer);
        const name = 'value' in hello && hello.value.status === 'done' ? hello.value.serverName : undefined;
        const host = name === undefined ? undefined : normalizeHost(name);
        if (host === undefined) {
            this.decider.refuseUnknownTcp(listen.address, listen.port, listen.command);
            socket.destroy();
            return;
        }
        await this.routeKnownHost(socket, host, port, listen, 'tls');
    }
    /** Tunnel, intercept or refuse a connection whose host is known (SNI or CONNECT). */
    async routeKnownHost(socket, host, port, listen, kind) {
        const verdict = this.decider.decideConnection(host, port, listen.command);
        if (verdict === 'tunnel') {
            await this.tunnel(socket, host, port, kind === 'connect');
            return;
        }
        if (verdict === 'block' || verdict === 'loopback') {
            // The sandbox's own loopback never comes here; the host's must not be reachable through it.
            if (kind === 'connect') {
                const body = verdict === 'block'
                    ? blockedBody(connectionUrl(host, port))
                    : 'hooksim firewall: loopback is not routed';
                endWith(socket, rawResponse(verdict === 'block' ? 403 : 502, { 'content-type': 'text/plain; charset=utf-8' }, body));
            }
            else {
                socket.destroy();
            }
            return;
        }
        if (kind === 'connect') {
            socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
            await this.handleInsideConnect(socket, host, port, listen);
            return;
        }
        this.intercept(socket, host, port, listen);
    }
    /** After a CONNECT that must be inspected: TLS is intercepted, HTTP parsed, anything else is other TCP. */
    async handleInsideConnect(socket, host, port, listen) {
        const sniffed = await collectHead(socket, { maxBytes: 64, timeoutMs: PROXY_LIMITS.sniffTimeoutMs }, sniffProtocol);
        putBack(socket, sniffed.buffer);
        const kind = 'value' in sniffed ? sniffed.value : 'other';
        if (kind === 'tls')
            return this.intercept(socket, host, port, listen);
        if (kind === 'http')
            return this.handOff(socket, { scheme: 'http', host, port, transparent: false, listen });
        if (this.decider.decideOtherTcp(host, port, listen.command))
            await this.tunnel(socket, host, port, false);
        else
            socket.destroy();
    }
    /** Terminate TLS with a leaf for the host, then read the requests inside. */
    intercept(socket, host, port, listen) {
        this.track(socket);
        let tls;
        try {
            tls = new external_node_tls_.TLSSocket(socket, {
                isServer: true,
                secureContext: this.ca.contextFor(host),
                ALPNProtocols: ['http/1.1'],
            });
        }
        catch {
            socket.destroy();
            return;
        }
        tls.on('error', () => {
            tls.destroy();
            socket.destroy();
        });
        tls.once('close', () => socket.destroy());
        this.handOff(tls, { scheme: 'https', host, port, transparent: false, listen });
    }
    /** Pass bytes untouched to the real (or mapped) destination. */
    async tunnel(socket, host, port, answerConnect) {
        this.track(socket);
        socket.pause();
        let upstream;
        try {
            upstream = await this.upstream.connect(host, port);
        }
        catch (error) {
            if (answerConnect) {
                const body = `hooksim firewall: ${error.message}`;
                endWith(socket, rawResponse(502, { 'content-type': 'text/plain; charset=utf-8' }, body));
            }
            else {
                socket.destroy();
            }
            return;
        }
        if (socket.destroyed) {
            upstream.destroy();
            return;
        }
        this.track(upstream);
        if (answerConnect)
            socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        spliceSockets(socket, upstream, PROXY_LIMITS.tunnelIdleMs);
        socket.resume();
    }
    onRequest(req, res) {
        const socket = req.socket;
        const meta = this.metas.get(socket);
        this.clearHeadTimer(socket);
        res.once('finish', () => this.armHeadTimer(socket));
        if (!meta) {
            sendText(res, 500, 'hooksim firewall: unknown connection');
            return;
        }
        const url = requestUrl(req, meta);
        if (!(url instanceof URL)) {
            if (url.status === 400 &&
                meta.transparent &&
                meta.host === undefined &&
                req.headers.host === undefined) {
                this.decider.refuseUnknownTcp(meta.listen.address, meta.listen.port, meta.listen.command);
            }
            sendText(res, url.status, url.text);
            return;
        }
        const verdict = this.decider.decideUrl(url, meta.listen.command);
        if (verdict.action === 'block')
            sendText(res, 403, blockedBody(verdict.url));
        else if (verdict.action === 'loopback')
            sendText(res, 502, 'hooksim firewall: loopback is not routed');
        else if (verdict.action === 'mock')
            sendMock(res, verdict.mock);
        else
            void forwardRequest(req, res, url, this.upstream).catch(() => res.destroy());
    }
    onConnect(req, socket, head) {
        socket.pause();
        putBack(socket, head);
        this.clearHeadTimer(socket);
        const meta = this.metas.get(socket);
        const authority = /^(\[[0-9A-Fa-f:.]+\]|[^[\]:/@\s]+):(\d{1,5})$/.exec(req.url ?? '');
        const host = authority ? normalizeHost(authority[1] ?? '') : undefined;
        const port = Number(authority?.[2]);
        // A CONNECT inside an intercepted connection, or to nowhere, is not something a client does.
        if (!meta || meta.host !== undefined || host === undefined || port < 1 || port > 65535) {
            endWith(socket, rawResponse(400, {}, 'hooksim firewall: bad CONNECT'));
            return;
        }
        void this.routeKnownHost(socket, host, port, meta.listen, 'connect').catch(() => socket.destroy());
    }
    /** Upgrades (WebSocket): decided like any request, then spliced raw to the upstream. */
    onUpgrade(req, socket, head) {
        this.clearHeadTimer(socket);
        const meta = this.metas.get(socket);
        const url = meta ? requestUrl(req, meta) : { status: 500, text: 'unknown connection' };
        if (!(url instanceof URL)) {
            endWith(socket, rawResponse(url.status, {}, url.text));
            return;
        }
        const verdict = this.decider.decideUrl(url, meta?.listen.command);
        if (verdict.action === 'block') {
            endWith(socket, rawResponse(403, { 'content-type': 'text/plain; charset=utf-8' }, blockedBody(verdict.url)));
        }
        else if (verdict.action === 'loopback') {
            endWith(socket, rawResponse(502, {}, 'hooksim firewall: loopback is not routed'));
        }
        else if (verdict.action === 'mock') {
            endWith(socket, rawResponse(verdict.mock.status, verdict.mock.headers, verdict.mock.body));
        }
        else {
            socket.pause();
            putBack(socket, head);
            void this.forwardUpgrade(req, socket, url).catch(() => socket.destroy());
        }
    }
    async forwardUpgrade(req, socket, url) {
        const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
        let upstream;
        try {
            const plain = await this.upstream.connect(url.hostname.replace(/^\[(.*)\]$/, '$1'), port);
            upstream = url.protocol === 'https:' ? await this.upstream.secure(plain, url) : plain;
        }
        catch (error) {
            endWith(socket, rawResponse(502, {}, `hooksim firewall: ${error.message}`));
            return;
        }
        this.track(upstream);
        const headers = filterHeaders(req.rawHeaders, ['connection', 'upgrade']);
        const lines = [`${req.method ?? 'GET'} ${url.pathname}${url.search} HTTP/1.1`, `Host: ${url.host}`];
        for (let index = 0; index + 1 < headers.length; index += 2)
            lines.push(`${headers[index]}: ${headers[index + 1]}`);
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        spliceSockets(socket, upstream, PROXY_LIMITS.tunnelIdleMs);
        socket.resume();
    }
    onClientError(error, socket) {
        if (socket.writable && !socket._httpMessage) {
            const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
            endWith(socket, rawResponse(status, {}, external_node_http_.STATUS_CODES[status] ?? 'Bad Request'));
        }
        else {
            socket.destroy();
        }
    }
}
/** Run a handler; if it throws, drop the connection instead of the process. */
function guard(socket, handler) {
    try {
        handler();
    }
    catch {
        socket.destroy();
    }
}
/**
 * Send a last answer and half-close. What the client still sends is drained, not left unread (closing with
 * unread bytes resets the connection and can destroy the answer); the socket goes when the client closes, or
 * after a grace period.
 */
function endWith(socket, bytes) {
    const timer = setTimeout(() => socket.destroy(), 2_000);
    socket.once('close', () => clearTimeout(timer));
    socket.once('end', () => socket.destroy());
    socket.on('data', () => undefined);
    socket.end(bytes);
    socket.resume();
}

// EXTERNAL MODULE: ./sandbox/exec-core.cjs
var exec_core = __webpack_require__(7281);
;// CONCATENATED MODULE: ./src/sandbox/host.ts
/**
 * The host driver: runs hook commands on this machine, each in its own process group, with the
 * runtime's timeout, kill and output-cap rules (spec/runtime-behaviour.md §4-§6). The process handling
 * itself lives in sandbox/exec-core.cjs, shared with the namespace sandbox's in-sandbox agent.
 */

/** Runs hooks as direct children of hooksim, on this machine. */
class HostHookHost {
    workspace;
    home;
    baseEnv;
    constructor(options) {
        this.workspace = options.workspace;
        this.home = options.home;
        this.baseEnv = { ...options.baseEnv };
    }
    /** Run one command to completion, timeout or spawn failure; never throws for the command's own failures. */
    exec(request) {
        return (0,exec_core.execCommand)(request);
    }
}

;// CONCATENATED MODULE: ./src/sandbox/snapshot.ts
/**
 * File changes without overlays: a snapshot of a tree (type, mode, content hash, link target) taken after
 * seeding, compared with the tree at the end. Used by the process driver.
 */



async function snapshot_describe(full) {
    const stats = await (0,promises_.lstat)(full).catch(() => undefined);
    if (!stats)
        return undefined;
    const mode = (stats.mode & 0o7777).toString(8);
    if (stats.isSymbolicLink())
        return `l:${await (0,promises_.readlink)(full)}`;
    if (stats.isFile())
        return `f:${mode}:${(0,external_node_crypto_.createHash)('sha1')
            .update(await (0,promises_.readFile)(full))
            .digest('hex')}`;
    if (stats.isDirectory())
        return `d:${mode}`;
    return `o:${mode}`;
}
/** Snapshot every file and symlink under `root`, keyed by path relative to it (directories are not listed). */
async function snapshotTree(root) {
    const snapshot = new Map();
    async function walk(dir, rel) {
        const entries = await (0,promises_.readdir)(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
            const childRel = rel ? `${rel}/${entry.name}` : entry.name;
            const full = external_node_path_default().join(dir, entry.name);
            if (entry.isDirectory()) {
                await walk(full, childRel);
                continue;
            }
            const state = await snapshot_describe(full);
            if (state !== undefined)
                snapshot.set(childRel, state);
        }
    }
    await walk(root, '');
    return snapshot;
}
/** Created, modified and deleted relative paths between two snapshots, sorted. */
function diffSnapshots(before, after) {
    const created = [];
    const modified = [];
    const deleted = [];
    for (const [rel, state] of after) {
        const old = before.get(rel);
        if (old === undefined)
            created.push(rel);
        else if (old !== state)
            modified.push(rel);
    }
    for (const rel of before.keys())
        if (!after.has(rel))
            deleted.push(rel);
    return { created: created.sort(), modified: modified.sort(), deleted: deleted.sort() };
}

;// CONCATENATED MODULE: ./src/sandbox/process.ts
/**
 * The `process` driver for machines without namespaces (macOS, locked-down containers): a temporary copy of
 * the workspace, a temporary HOME, the scrubbed environment, command stubs first on PATH, and proxy variables
 * pointed at the firewall. It is no security boundary: hooks run as the invoking user, and can read this
 * machine's files, other processes' environments (hooksim's own included) and its network. The report says
 * so (cloud-environment.md §5.8), and stop() kills what the hooks left running.
 */











const process_TRANSCRIPT_DIR = '.copilot/session-state/';
/** A listener on a free loopback port that relays each connection to the firewall as its proxy port. */
async function startProxyRelay(socketPath) {
    const server = (0,egress_relay.createTcpRelayServer)(socketPath, egress_relay.PROXY_ADDRESS, PROXY_PORT);
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { server, url: `http://127.0.0.1:${port}` };
}
/** Start a process sandbox; every path hooks see is a temporary directory on this machine. */
async function startProcessSandbox(options) {
    const runDir = ensureRunDir();
    const dir = await (0,promises_.mkdtemp)(external_node_path_default().join(runDir, 'proc-'));
    let relay;
    try {
        const workspace = external_node_path_default().join(dir, 'workspace');
        const home = external_node_path_default().join(dir, 'home');
        const stubs = external_node_path_default().join(dir, 'bin');
        await (0,promises_.cp)(await acquireWorkspaceCopy(options.repo, runDir), workspace, {
            recursive: true,
            verbatimSymlinks: true,
        });
        await (0,promises_.mkdir)(home, { recursive: true });
        await (0,promises_.mkdir)(stubs, { recursive: true });
        await writeWorkspaceSeed(workspace, options.files ?? {});
        for (const [name, mock] of Object.entries(options.commandMocks ?? {})) {
            await (0,promises_.writeFile)(external_node_path_default().join(stubs, checkMockName(name)), stubScript(mock), { mode: 0o755 });
        }
        let caBundle;
        if (options.caCertPem !== undefined) {
            caBundle = external_node_path_default().join(dir, 'ca-certificates.crt');
            const system = await (0,promises_.readFile)(SANDBOX_CA_BUNDLE, 'utf8').catch(() => '');
            await (0,promises_.writeFile)(caBundle, `${system}\n${options.caCertPem}\n`);
        }
        if (options.egressSocket !== undefined)
            relay = await startProxyRelay(options.egressSocket);
        const baseEnv = buildAgentEnv({
            profile: options.profile,
            home,
            prompt: options.prompt,
            ...(options.env ? { extra: options.env } : {}),
            ...(options.agentShell ? { agentShell: options.agentShell } : {}),
            ...(relay ? { proxyUrl: relay.url } : {}),
            ...(caBundle ? { caBundle } : {}),
        });
        baseEnv.PATH = `${stubs}:${baseEnv.PATH ?? SANDBOX_PATH}`;
        const before = new Map([
            ['workspace', await snapshotTree(workspace)],
            ['home', await snapshotTree(home)],
        ]);
        return new ProcessSandbox(dir, new HostHookHost({ workspace, home, baseEnv }), before, relay?.server);
    }
    catch (error) {
        relay?.server.close();
        await cleanup_removeTree(dir).catch(() => undefined);
        throw error;
    }
}
class ProcessSandbox {
    dir;
    host;
    before;
    relay;
    driver = 'process';
    reducedIsolation = true;
    stopped = false;
    constructor(dir, host, before, relay) {
        this.dir = dir;
        this.host = host;
        this.before = before;
        this.relay = relay;
    }
    get workspace() {
        return this.host.workspace;
    }
    get home() {
        return this.host.home;
    }
    get baseEnv() {
        return this.host.baseEnv;
    }
    exec(request) {
        return this.host.exec(request);
    }
    async writeFile(file, content) {
        await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
        await (0,promises_.writeFile)(file, content);
    }
    async appendFile(file, content) {
        await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
        await (0,promises_.appendFile)(file, content);
    }
    async readFile(file) {
        return (0,promises_.readFile)(file).catch(() => undefined);
    }
    /** Changes reported with the sandbox's names (/workspace, /root), as the namespace driver reports them. */
    async changes() {
        const result = { created: [], modified: [], deleted: [] };
        for (const [key, root, shown] of [
            ['workspace', this.workspace, '/workspace'],
            ['home', this.home, '/root'],
        ]) {
            const diff = diffSnapshots(this.before.get(key) ?? new Map(), await snapshotTree(root));
            let gitChanged = false;
            for (const kind of ['created', 'modified', 'deleted']) {
                for (const rel of diff[kind]) {
                    if (key === 'home' && rel.startsWith(process_TRANSCRIPT_DIR))
                        continue;
                    if (key === 'workspace' && (rel === '.git' || rel.startsWith('.git/'))) {
                        gitChanged = true;
                        continue;
                    }
                    result[kind].push(`${shown}/${rel}`);
                }
            }
            if (gitChanged)
                result.modified.push('/workspace/.git/');
        }
        for (const kind of ['created', 'modified', 'deleted'])
            result[kind].sort();
        return result;
    }
    async stop() {
        if (this.stopped)
            return;
        this.stopped = true;
        this.relay?.close();
        await killLeftovers(this.dir);
        await cleanup_removeTree(this.dir).catch(() => undefined);
    }
}
/** How many times stop() looks again for children forked while it was stopping their parents. */
const SWEEP_ROUNDS = 20;
const KILL_WAIT_MS = 3_000;
/**
 * Kill every process the sandbox's hooks left behind, those that left the hook's process group or session
 * (`setsid`, `nohup … &`, daemons) included. A process belongs to the sandbox when it is this user's and
 * its working directory, root, executable or an open file lies under the sandbox directory, or its
 * environment names it: every hook starts in the workspace copy with HOME and PATH pointing into it, and
 * what it forks inherits that. Each round stops what it finds (SIGSTOP: no more forks), looks again for
 * children forked meanwhile, then everything found is killed. A hook that clears its environment and leaves
 * the directory on purpose escapes this: the process driver is no security boundary (Linux only; elsewhere
 * there is no /proc to look in).
 */
async function killLeftovers(dir) {
    if (process.platform !== 'linux')
        return;
    const roots = [...new Set([dir, await (0,promises_.realpath)(dir).catch(() => dir)])];
    const spared = ownLineage();
    const found = new Set();
    for (let round = 0; round < SWEEP_ROUNDS; round++) {
        const fresh = (await findSandboxProcesses(roots, spared)).filter((pid) => !found.has(pid));
        if (fresh.length === 0)
            break;
        for (const pid of fresh) {
            found.add(pid);
            process_signal(pid, 'SIGSTOP');
        }
    }
    for (const pid of found)
        process_signal(pid, 'SIGKILL');
    const deadline = Date.now() + KILL_WAIT_MS;
    while ([...found].some((pid) => process_isRunning(pid)) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
}
function process_signal(pid, name) {
    try {
        process.kill(pid, name);
    }
    catch {
        // gone already
    }
}
/** True while `pid` exists and is no zombie. */
function process_isRunning(pid) {
    try {
        process.kill(pid, 0);
    }
    catch {
        return false;
    }
    const text = readProcStat(pid);
    return text !== undefined && !/^\S+ \(.*\) [ZX]/s.test(text);
}
function readProcStat(pid) {
    try {
        return (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, 'utf8');
    }
    catch {
        return undefined;
    }
}
/** hooksim and its ancestors: never candidates, whatever they hold open. */
function ownLineage() {
    const spared = new Set();
    let pid = process.pid;
    while (pid > 1 && !spared.has(pid)) {
        spared.add(pid);
        const text = readProcStat(pid);
        // `pid (comm) state ppid …`; comm may hold spaces and parentheses, so parse after the last ')'.
        const ppid = Number(text?.slice(text.lastIndexOf(')') + 2).split(' ')[1]);
        if (!Number.isInteger(ppid))
            break;
        pid = ppid;
    }
    spared.add(1);
    return spared;
}
function isUnder(target, roots) {
    if (target === undefined)
        return false;
    const clean = target.replace(/ \(deleted\)$/, '');
    return roots.some((root) => clean === root || clean.startsWith(`${root}/`));
}
/** This user's processes (not `spared`) that hold a path under one of `roots` (see killLeftovers). */
async function findSandboxProcesses(roots, spared) {
    const uid = process.getuid?.();
    const names = await (0,promises_.readdir)('/proc').catch(() => []);
    const found = [];
    await Promise.all(names.map(async (name) => {
        if (!/^\d+$/.test(name))
            return;
        const pid = Number(name);
        if (spared.has(pid))
            return;
        const base = `/proc/${name}`;
        const owner = await (0,promises_.stat)(base).catch(() => undefined);
        if (owner === undefined || owner.uid !== uid)
            return;
        if (await belongs(base, roots))
            found.push(pid);
    }));
    return found;
}
async function belongs(base, roots) {
    const link = (rel) => (0,promises_.readlink)(`${base}/${rel}`).catch(() => undefined);
    for (const rel of ['cwd', 'root', 'exe'])
        if (isUnder(await link(rel), roots))
            return true;
    const environ = await (0,promises_.readFile)(`${base}/environ`).catch(() => undefined);
    if (environ !== undefined && roots.some((root) => environ.includes(`${root}/`)))
        return true;
    const fds = await (0,promises_.readdir)(`${base}/fd`).catch(() => []);
    for (const fd of fds)
        if (isUnder(await link(`fd/${fd}`), roots))
            return true;
    return false;
}

;// CONCATENATED MODULE: ./src/sandbox/index.ts
/** Start the sandbox a run asked for: `namespace`, `process`, or `auto` (namespace when one starts). */




// Once namespaces proved unavailable in this process, `auto` goes straight to the process driver.
let namespaceUnavailable;
/**
 * Resolve `auto` before anything runs: `namespace` when namespaces can be created here, else `process` with
 * the reason, so the caller can warn before the first hook. `namespace` and `process` are returned as asked.
 */
async function chooseSandbox(kind) {
    if (kind !== 'auto')
        return { kind };
    if (process.platform !== 'linux')
        return { kind: 'process', fallbackReason: `namespaces need Linux; this is ${process.platform}` };
    if (namespaceUnavailable)
        return { kind: 'process', fallbackReason: namespaceUnavailable.message };
    try {
        await rememberedLaunchMode(ensureRunDir());
        return { kind: 'namespace' };
    }
    catch (error) {
        if (!(error instanceof SandboxUnavailableError))
            throw error;
        namespaceUnavailable = error;
        return { kind: 'process', fallbackReason: error.message };
    }
}
/** Start a sandbox of the driver chooseSandbox decided on; only chooseSandbox resolves `auto`. */
async function startSandbox(kind, options) {
    return kind === 'process' ? startProcessSandbox(options) : startNamespaceSandbox(options);
}
/**
 * Start preparing, in the background, what a namespace sandbox over `repo` will need (`auto` or
 * `namespace` on Linux), while the caller loads the hook files; errors surface at the start itself.
 */
function warmSandbox(kind, repo) {
    if (kind !== 'process' && process.platform === 'linux')
        warmNamespaceRun(repo);
}

;// CONCATENATED MODULE: ./src/sandbox/choice.ts
/**
 * The `--sandbox` choice and what hooksim says of a process run: no import beyond these texts, so a command that
 * only validates or lints does not load the sandbox's drivers with the CLI's handlers.
 */
/** What a process run's reports say it cost (cloud-environment.md §5.8: `sandbox-reduced-fidelity`). */
function reducedFidelityText(choice) {
    const why = choice.fallbackReason === undefined ? '' : ` (namespaces unavailable: ${choice.fallbackReason})`;
    return `the process driver ran hooks without isolation, as your user, with access to this machine's files, environment and network${why}`;
}
/** What results differ under the process driver, for the notice and the README. */
const PROCESS_DRIVER_DIFFERENCES = 'the firewall sees only clients that use its proxy, so a blocked host fails differently (curl: "CONNECT tunnel failed, response 403", not "Could not resolve host")';
/**
 * What the CLI prints on stderr, once, before the first hook of a process run (undefined for a namespace
 * run). Asked for with `--sandbox process`: one line on what hooks can reach. Fallen back to from `auto`:
 * why the namespace sandbox is not ready, `hooksim setup` to fix it, and `--sandbox process` as the
 * explicit choice with what it costs.
 */
function processRunWarning(choice) {
    if (choice.kind !== 'process')
        return undefined;
    if (choice.fallbackReason === undefined) {
        return "hooksim: warning: --sandbox process: hooks run as your user with access to this machine's files, environment and network";
    }
    return [
        `hooksim: the namespace sandbox is not ready on this machine: ${choice.fallbackReason.replace(/\s*\n\s*/g, '; ')}`,
        '  Fix: run `hooksim setup` (as root, or it uses sudo); `hooksim setup --check` lists what is missing.',
        `  This run uses the process driver instead: hooks run unisolated, as your user, with this machine's files, environment and network, and ${PROCESS_DRIVER_DIFFERENCES}.`,
        '  To choose that knowingly, pass --sandbox process.',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/sandbox/types.ts
/** The real clock. */
const systemClock = { now: () => Date.now() };

;// CONCATENATED MODULE: ./src/hook-record.ts
/** `file#index` (with `.nested` for an entry from a Claude nested group): how reports name a hook. */
function hookLabel(entry) {
    return `${entry.file}#${entry.index}${entry.nestedIndex === undefined ? '' : `.${entry.nestedIndex}`}`;
}
/** The fields of a hook record that identify its entry. */
function hookRecordBase(entry) {
    return {
        file: entry.file,
        index: entry.index,
        ...(entry.nestedIndex === undefined ? {} : { nestedIndex: entry.nestedIndex }),
        eventKey: entry.eventKey,
        type: entry.type,
    };
}
/** The record of a hook that did not run, with the reason. */
function skippedHookRecord(entry, reason) {
    return { ...hookRecordBase(entry), status: 'skipped', skipped: reason, durationMs: 0 };
}

;// CONCATENATED MODULE: ./src/session/compare.ts
/**
 * `--compare PROFILE`: the steps whose outcome differs between two replays of one scenario under two
 * profiles: whether an event fired, any field of its result (agentSees included), or events that only one
 * replay has (an extra continuation turn), and which hooks ran; and, before any replay, the hook files and
 * entries each profile loads. Other hook-level details are not compared (runtime-behaviour.md intro).
 */

// Each replay reads the clock itself: the dispatch instant in `<current_datetime>` is not an outcome, nor is
// its format (`datetimeFormat`: `Z` or a numeric offset).
const INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(?:Z|[+-]\d{2}:\d{2})/g;
function stable(value) {
    return (JSON.stringify(value) ?? 'undefined').replace(INSTANT, '<instant>');
}
// Which hook decided is a hook-level detail, like status and stdout.
const NOT_COMPARED = new Set(['decidedBy']);
function keyed(events) {
    const counts = new Map();
    const map = new Map();
    for (const event of events) {
        const base = `${event.step ?? '-'}:${event.event}`;
        const n = counts.get(base) ?? 0;
        counts.set(base, n + 1);
        map.set(`${base}:${n}`, event);
    }
    return map;
}
function place(key) {
    const [step, event, occurrence] = key.split(':');
    return {
        ...(step === '-' ? {} : { step: Number(step) }),
        event: event ?? '',
        occurrence: Number(occurrence),
    };
}
/** The files and entries that load differently under the two profiles, files first, in the base's order. */
function compareLoads(base, other) {
    const differences = [];
    const otherFiles = new Map(other.files.map((f) => [f.file, f.status]));
    const baseFiles = new Map(base.files.map((f) => [f.file, f.status]));
    for (const file of new Set([...baseFiles.keys(), ...otherFiles.keys()])) {
        const a = baseFiles.get(file) ?? 'not found';
        const b = otherFiles.get(file) ?? 'not found';
        if (a !== b)
            differences.push({ file, base: a, other: b });
    }
    const label = (e) => `${hookLabel(e)} (${e.eventKey})`;
    const baseEntries = new Map(base.entries.map((e) => [label(e), e.file]));
    const otherEntries = new Map(other.entries.map((e) => [label(e), e.file]));
    for (const [entry, file] of [...baseEntries, ...otherEntries]) {
        const a = baseEntries.has(entry) ? 'loaded' : 'not loaded';
        const b = otherEntries.has(entry) ? 'loaded' : 'not loaded';
        // A file that loads differently as a whole is one difference, not one per entry.
        const fileDiffers = differences.some((d) => d.entry === undefined && d.file === file);
        if (a !== b && !fileDiffers && !differences.some((d) => d.entry === entry)) {
            differences.push({ file, entry, base: a, other: b });
        }
    }
    return differences;
}
/** The hooks that ran (not skipped) for one event, by label. */
function hooksRun(event) {
    return event.hooks.filter((h) => h.status !== 'skipped' && h.status !== 'dropped').map((h) => hookLabel(h));
}
/** Every difference in outcome between a base replay and the replay under the other profile. */
function compareReplays(base, other) {
    const a = keyed(base.events);
    const b = keyed(other.events);
    const differences = [];
    const keys = [...a.keys(), ...[...b.keys()].filter((key) => !a.has(key))];
    for (const key of keys) {
        const left = a.get(key);
        const right = b.get(key);
        if (!left || !right) {
            differences.push({
                ...place(key),
                field: 'event',
                base: left ? 'dispatched' : 'absent',
                other: right ? 'dispatched' : 'absent',
            });
            continue;
        }
        if (left.fired !== right.fired) {
            differences.push({ ...place(key), field: 'fired', base: left.fired, other: right.fired });
        }
        const [ranLeft, ranRight] = [hooksRun(left), hooksRun(right)];
        if (stable(ranLeft) !== stable(ranRight)) {
            differences.push({ ...place(key), field: 'hooks run', base: ranLeft, other: ranRight });
        }
        const fields = new Set([
            ...Object.keys(left.result),
            ...Object.keys(right.result),
        ]);
        for (const field of fields) {
            if (NOT_COMPARED.has(field))
                continue;
            const x = left.result[field];
            const y = right.result[field];
            if (stable(x) !== stable(y))
                differences.push({ ...place(key), field, base: x, other: y });
        }
    }
    return differences;
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(2311);
;// CONCATENATED MODULE: ./src/session/scenario-schema.ts
/** The scenario format (DESIGN.md "Scenario files") as zod schemas; `hooksim schema scenario` publishes them. */


/** How a text expectation is written as a regular expression: `/pattern/flags`. */
const REGEX_FORM = /^\/(.*)\/([dgimsuvy]*)$/s;
/** A string expectation: exact text, or `/pattern/flags` as a regular expression that must compile. */
const textExpectation = schemas/* string */.YjP()
    .superRefine((text, context) => {
    const regex = REGEX_FORM.exec(text);
    if (!regex)
        return;
    try {
        new RegExp(regex[1] ?? '', regex[2]);
    }
    catch (error) {
        const reason = error.message.replace(/^Invalid regular expression: /, '');
        context.addIssue({
            code: 'custom',
            message: `invalid regular expression ${reason}: fix the pattern, or drop the slashes to match the text exactly`,
        });
    }
})
    .describe('Exact text, or /pattern/flags as a regular expression');
const commonExpectation = {
    fired: schemas/* boolean */.zMY().optional().describe('Whether the event fired at all'),
    decision: schemas/* enum */.k5n(['allow', 'deny', 'ask', 'block', 'none']).optional().describe('The effective decision'),
    reason: textExpectation.optional(),
    additionalContext: textExpectation.optional(),
    agentSees: textExpectation.optional().describe('The text the model receives after this event'),
    hooks: schemas/* object */.Ikc({
        ran: schemas/* number */.aig().int().nonnegative().optional().describe('How many hooks ran (not skipped)'),
        errors: schemas/* number */.aig().int().nonnegative().optional(),
        timeouts: schemas/* number */.aig().int().nonnegative().optional(),
    })
        .strict()
        .optional(),
};
/** Expectations on one step's outcome. */
const stepExpectationSchema = schemas/* object */.Ikc({
    ...commonExpectation,
    args: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())
        .optional()
        .describe('The final tool arguments (after modifiedArgs)'),
    result: textExpectation.optional().describe('The tool result text the model sees'),
    failed: schemas/* boolean */.zMY()
        .optional()
        .describe('Whether the tool call ended as a failure (postToolUseFailure fired)'),
    modifiedResponse: textExpectation.optional(),
    continuations: schemas/* number */.aig()
        .int()
        .nonnegative()
        .optional()
        .describe('Forced continuation turns after a stop'),
})
    .strict();
/** Expectations on a session-level event (sessionStart, userPromptSubmitted, ...). */
const eventExpectationSchema = schemas/* object */.Ikc({
    ...commonExpectation,
    prompt: textExpectation.optional(),
    transformedPrompt: textExpectation.optional(),
})
    .strict();
const toolStep = schemas/* object */.Ikc({
    tool: schemas/* string */.YjP()
        .min(1)
        .describe('Runtime tool name: bash, view, create, edit, grep, glob, task, web_fetch, ...'),
    args: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).default({}).describe("Tool arguments in Copilot's shapes"),
    result: schemas/* string */.YjP().optional().describe('Scripted success text'),
    error: schemas/* string */.YjP().optional().describe('Scripted failure text'),
    execute: schemas/* boolean */.zMY()
        .default(false)
        .describe('Really run the tool (bash, view, create, edit) in the sandbox'),
    durationMs: schemas/* number */.aig()
        .nonnegative()
        .default(0)
        .describe('Scripted duration, counted against the job limit'),
    expect: stepExpectationSchema.optional(),
})
    .strict();
const subagentStep = schemas/* object */.Ikc({
    subagent: schemas/* object */.Ikc({
        name: schemas/* string */.YjP()
            .min(1)
            .describe('Agent name: explore, task, code-review, a custom agent, general-purpose'),
        prompt: schemas/* string */.YjP().default('').describe("The subagent's first user message"),
        displayName: schemas/* string */.YjP().optional(),
        description: schemas/* string */.YjP().optional(),
        response: schemas/* string */.YjP().default('').describe("The subagent's final response"),
        steps: schemas/* array */.YOg(toolStep).default([]),
    })
        .strict(),
    expect: stepExpectationSchema.optional(),
})
    .strict();
const compactStep = schemas/* object */.Ikc({
    compact: schemas/* object */.Ikc({
        trigger: schemas/* enum */.k5n(['auto', 'manual']).default('auto'),
        customInstructions: schemas/* string */.YjP().default(''),
    })
        .strict(),
    expect: stepExpectationSchema.optional(),
})
    .strict();
const errorStep = schemas/* object */.Ikc({
    error: schemas/* object */.Ikc({
        message: schemas/* string */.YjP(),
        name: schemas/* string */.YjP().default('Error'),
        stack: schemas/* string */.YjP().optional(),
        context: schemas/* enum */.k5n(['model_call', 'tool_execution', 'system', 'user_input']).default('system'),
        recoverable: schemas/* boolean */.zMY().default(true),
    })
        .strict(),
    expect: stepExpectationSchema.optional(),
})
    .strict();
const notificationStep = schemas/* object */.Ikc({
    notification: schemas/* object */.Ikc({ type: schemas/* string */.YjP(), message: schemas/* string */.YjP().default(''), title: schemas/* string */.YjP().optional() })
        .strict(),
    expect: stepExpectationSchema.optional(),
})
    .strict();
const stopStep = schemas/* lazy */.RZV(() => schemas/* object */.Ikc({
    stop: schemas/* object */.Ikc({}).strict(),
    expect: stepExpectationSchema.optional(),
    then: schemas/* array */.YOg(stepSchema).default([]).describe('Steps of each forced continuation turn'),
})
    .strict());
/** Any step. */
const stepSchema = schemas/* lazy */.RZV(() => schemas/* union */.KCZ([toolStep, subagentStep, compactStep, errorStep, notificationStep, stopStep]));
const httpMock = schemas/* object */.Ikc({
    status: schemas/* number */.aig().int().min(100).max(599).default(200),
    headers: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional(),
    json: schemas/* unknown */.L5J().optional(),
    body: schemas/* string */.YjP().optional(),
    delayMs: schemas/* number */.aig().nonnegative().optional(),
})
    .strict();
const commandMock = schemas/* object */.Ikc({
    stdout: schemas/* string */.YjP().default(''),
    stderr: schemas/* string */.YjP().default(''),
    exitCode: schemas/* number */.aig().int().default(0),
})
    .strict();
/** A scenario file. */
const scenarioSchema = schemas/* object */.Ikc({
    $schema: schemas/* string */.YjP().optional(),
    name: schemas/* string */.YjP().min(1).describe('What the scenario checks'),
    prompt: schemas/* string */.YjP()
        .default('')
        .describe('The job prompt: COPILOT_AGENT_PROMPT, userPromptSubmitted, initialPrompt'),
    profile: schemas/* enum */.k5n(PROFILE_NAMES).optional().describe('Overrides --profile'),
    env: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).default({}).describe("Extra variables in the agent's environment"),
    files: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP())
        .default({})
        .describe('Files written into /workspace before the session'),
    agentShellEnv: schemas/* boolean */.zMY()
        .default(false)
        .describe("Add the agent shell's observed variables (not documented for hooks)"),
    firewall: schemas/* object */.Ikc({
        allow: schemas/* array */.YOg(schemas/* string */.YjP()).default([]).describe('Domain or URL-prefix rules'),
        recommended: schemas/* boolean */.zMY().default(true).describe('Include the recommended allow-list'),
    })
        .strict()
        .default({ allow: [], recommended: true }),
    mocks: schemas/* object */.Ikc({
        http: schemas/* record */.g1P(schemas/* string */.YjP(), httpMock).default({}).describe('Answers for outbound HTTP, by URL prefix'),
        commands: schemas/* record */.g1P(schemas/* string */.YjP(), commandMock).default({}).describe('Stub executables on PATH'),
    })
        .strict()
        .default({ http: {}, commands: {} }),
    steps: schemas/* array */.YOg(stepSchema).default([]),
    end: schemas/* enum */.k5n(['complete', 'error', 'timeout']).default('complete').describe('sessionEnd reason'),
    expect: schemas/* object */.Ikc({
        sessionStart: eventExpectationSchema.optional(),
        userPromptSubmitted: eventExpectationSchema.optional(),
        userPromptTransformed: eventExpectationSchema.optional(),
        sessionEnd: eventExpectationSchema.optional(),
        egress: schemas/* object */.Ikc({ blocked: schemas/* array */.YOg(schemas/* string */.YjP()).optional(), allowed: schemas/* array */.YOg(schemas/* string */.YjP()).optional() })
            .strict()
            .optional(),
        files: schemas/* object */.Ikc({
            created: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
            modified: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
            deleted: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
        })
            .strict()
            .optional(),
        hooks: schemas/* object */.Ikc({
            errors: schemas/* number */.aig().int().nonnegative().optional(),
            timeouts: schemas/* number */.aig().int().nonnegative().optional(),
        })
            .strict()
            .optional(),
    })
        .strict()
        .default({}),
})
    .strict();

;// CONCATENATED MODULE: ./src/session/expectations.ts


/**
 * Whether a text matches an expectation: exact, or `/pattern/flags` as a regular expression, which the
 * scenario's author wrote and so runs within a deadline ('timeout' when it does not finish).
 */
function testText(expected, actual) {
    if (actual === undefined)
        return false;
    const regex = REGEX_FORM.exec(expected);
    if (regex) {
        let compiled;
        try {
            compiled = new RegExp(regex[1] ?? '', regex[2]);
        }
        catch {
            return expected === actual;
        }
        return testRegexBounded(compiled, actual);
    }
    return expected === actual;
}
/** The failure of a regular expression expectation that ran out of time. */
function timeoutMessage(expected, actual) {
    return `the regular expression ${show(expected)} took longer than ${REGEX_DEADLINE_TEXT} on ${actual.length} characters (catastrophic backtracking): simplify it`;
}
/** The same, for an expectation tested on several texts. */
function regexTimeoutText(expected) {
    return `the regular expression ${show(expected)} took longer than ${REGEX_DEADLINE_TEXT} (catastrophic backtracking): simplify it`;
}
function show(value) {
    if (value === undefined)
        return 'nothing';
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    const flat = text.length > 200 ? `${text.slice(0, 199)}…` : text;
    return JSON.stringify(flat);
}
function isDeepEqual(a, b) {
    return JSON.stringify(a) === JSON.stringify(b);
}
/**
 * Whether one expected field (not `hooks`) holds: text by testText, decision with none for no decision;
 * 'timeout' when its regular expression ran out of time.
 */
function fieldMatches(field, want, got) {
    if (field === 'decision')
        return (got ?? 'none') === want;
    if (typeof want === 'string')
        return testText(want, typeof got === 'string' ? got : undefined);
    return isDeepEqual(want, got);
}
/** The expected fields that do not hold; text fields use testText, `hooks` is compared count by count. */
function fieldMismatches(expected, actual) {
    const mismatches = [];
    for (const [field, want] of Object.entries(expected)) {
        if (want === undefined)
            continue;
        if (field === 'hooks') {
            for (const [count, n] of Object.entries(want)) {
                const got = actual.hooks?.[count] ?? 0;
                if (got !== n)
                    mismatches.push({ key: ['hooks', count], want: n, got });
            }
            continue;
        }
        const got = field === 'decision' ? (actual.decision ?? 'none') : actual[field];
        const ok = fieldMatches(field, want, got);
        if (ok !== true)
            mismatches.push({ key: [field], want, got, ...(ok === 'timeout' ? { timedOut: true } : {}) });
    }
    return mismatches;
}
/** Compare each expected field with the actual value, in messages. */
function compareFields(expected, actual, decidedBy) {
    return fieldMismatches(expected, actual).map(({ key, want, got, timedOut }) => {
        const field = key.join('.');
        if (timedOut)
            return `expected ${field}: ${timeoutMessage(want, got)}`;
        if (key[0] === 'hooks')
            return `expected ${field} ${String(want)}, got ${String(got)}`;
        // A wrong decision shows the reason the hook gave: it usually says why.
        const reason = field === 'decision' && typeof actual.reason === 'string' ? `: ${show(actual.reason)}` : '';
        const by = field === 'decision' || field === 'reason'
            ? ` (${decidedBy ? `decided by ${decidedBy}${reason}` : 'no hook decided'})`
            : '';
        return `expected ${field} ${show(want)}, got ${show(got)}${by}`;
    });
}
/** Failures of one step's `expect` against its outcome; each message starts with where. */
function checkStep(where, expected, outcome) {
    if (!expected)
        return [];
    return compareFields(expected, outcome, outcome.decidedBy).map((m) => `${where}: ${m}`);
}
/** A session-level event's record in the fields its `expect` compares. */
function eventFields(record) {
    const hooks = record.hooks;
    return {
        fired: record.fired,
        ...record.result,
        hooks: {
            ran: hooks.filter((h) => h.status !== 'skipped' && h.status !== 'dropped').length,
            errors: hooks.filter((h) => h.status === 'error').length,
            timeouts: hooks.filter((h) => h.status === 'timeout').length,
        },
    };
}
const SESSION_EVENTS = [
    'sessionStart',
    'userPromptSubmitted',
    'userPromptTransformed',
    'sessionEnd',
];
/** Failures of the session-level `expect` block. */
function checkSession(expected, events, egress, files) {
    const messages = [];
    for (const event of SESSION_EVENTS) {
        const want = expected[event];
        if (!want)
            continue;
        const record = events.find((e) => e.event === event && e.step === undefined);
        if (!record) {
            messages.push(`${event}: expected it to be dispatched, but the session never reached it`);
            continue;
        }
        messages.push(...compareFields(want, eventFields(record), record.result.decidedBy).map((m) => `${event}: ${m}`));
    }
    for (const [key, allowed] of [
        ['blocked', false],
        ['allowed', true],
    ]) {
        for (const host of expected.egress?.[key] ?? []) {
            const tests = egress
                .filter((e) => e.allowed === allowed)
                .map((e) => (e.host === host || e.url === host ? true : testText(host, e.url ?? e.host)));
            const hit = tests.includes(true);
            if (!hit && tests.includes('timeout')) {
                messages.push(`egress: expected ${host} to be ${key}: ${regexTimeoutText(host)}`);
            }
            else if (!hit) {
                const seen = egress.filter((e) => e.allowed === allowed).map((e) => e.url ?? e.host);
                messages.push(`egress: expected ${host} to be ${key}; ${key}: ${seen.length ? seen.join(', ') : 'none'}`);
            }
        }
    }
    for (const kind of ['created', 'modified', 'deleted']) {
        for (const file of expected.files?.[kind] ?? []) {
            const tests = files[kind].map((path) => testText(file, path));
            if (!tests.includes(true) && tests.includes('timeout')) {
                messages.push(`files: expected ${file} to be ${kind}: ${regexTimeoutText(file)}`);
            }
            else if (!tests.includes(true)) {
                messages.push(`files: expected ${file} to be ${kind}; ${kind}: ${files[kind].length ? files[kind].join(', ') : 'none'}`);
            }
        }
    }
    if (expected.hooks) {
        const all = events.flatMap((e) => e.hooks);
        const totals = {
            errors: all.filter((h) => h.status === 'error'),
            timeouts: all.filter((h) => h.status === 'timeout'),
        };
        for (const key of ['errors', 'timeouts']) {
            const want = expected.hooks[key];
            if (want !== undefined && totals[key].length !== want) {
                const which = totals[key].map((h) => `${h.file}#${h.index} (${h.eventKey})`).join(', ');
                messages.push(`hooks: expected ${want} ${key}, got ${totals[key].length}${which ? `: ${which}` : ''}`);
            }
        }
    }
    return messages;
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(8439);
;// CONCATENATED MODULE: ./src/edit-distance.ts
/** Edit distance, for "did you mean" in lint findings and scenario problems. */
/** The edit distance between two strings (insertions, deletions, substitutions). */
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost));
        }
        previous = current;
    }
    return previous[b.length] ?? 0;
}
/**
 * The known name a name most likely misspells: the nearest by case-insensitive edit distance, within the edits
 * `allowed` grants that candidate (the same letters in another case always qualify); undefined when none is.
 */
function nearestName(name, known, allowed) {
    const lower = name.toLowerCase();
    let best;
    let bestDistance = Infinity;
    for (const candidate of known) {
        const distance = editDistance(lower, candidate.toLowerCase());
        if (distance <= allowed(candidate) && distance < bestDistance)
            [best, bestDistance] = [candidate, distance];
    }
    return best;
}

;// CONCATENATED MODULE: ./src/session/load-scenarios.ts
/**
 * Find and parse scenario files: YAML (JSON accepted), validated by the zod schema, with every problem
 * named by file, line and column (DESIGN.md "Scenario files").
 */







/** Where scenarios live by default, relative to the repository. */
const DEFAULT_SCENARIO_DIR = '.github/hook-scenarios';
const STEP_KINDS = ['tool', 'subagent', 'compact', 'error', 'notification', 'stop'];
/**
 * Every `*.yml`/`*.yaml` under the default folder, sorted by path; [] when the folder is missing or is a link out of
 * the repository (links below it are not followed: a dirent of a link is no directory).
 */
async function findScenarioFiles(repo) {
    const root = external_node_path_default().join(repo, DEFAULT_SCENARIO_DIR);
    // A committed `.github/hook-scenarios -> /` (or `-> ../.git`) must not make hooksim list what a hook cannot see.
    await refreshWorkspaceView(repo);
    if (isRefused(await confinedRealpath(repo, root)))
        return [];
    const found = [];
    async function walk(dir) {
        let entries;
        try {
            entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
        }
        catch {
            return;
        }
        for (const entry of entries) {
            const full = external_node_path_default().join(dir, entry.name);
            if (entry.isDirectory())
                await walk(full);
            else if (/\.ya?ml$/.test(entry.name) && (await shownAsWritten(repo, full)))
                found.push(full);
        }
    }
    await walk(root);
    return found.sort();
}
function sourceOf(doc, lines) {
    return {
        positionOf(pathParts) {
            for (let depth = pathParts.length; depth >= 0; depth--) {
                const node = depth === 0 ? doc.contents : doc.getIn(pathParts.slice(0, depth), true);
                const range = node?.range;
                if (range) {
                    const pos = lines.linePos(range[0]);
                    return { line: pos.line, column: pos.col };
                }
            }
            return { line: 1, column: 1 };
        },
    };
}
/** Position of a key (for unknown keys) or of the value at a path. */
function keyPosition(doc, lines, parent, key) {
    const node = parent.length === 0 ? doc.contents : doc.getIn(parent, true);
    if ((0,dist/* isMap */.jh)(node)) {
        const pair = node.items.find((item) => item.key?.value === key);
        const range = pair?.key?.range;
        if (range) {
            const pos = lines.linePos(range[0]);
            return { line: pos.line, column: pos.col };
        }
    }
    return sourceOf(doc, lines).positionOf([...parent, key]);
}
/** A scenario path as failures write it: `steps[0].args`. */
function formatPath(parts) {
    return parts
        .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
        .join('')
        .replace(/^\./, '');
}
let knownKeys;
/** Every key the scenario format has, at any depth (from its JSON Schema), for "did you mean". */
function scenarioKeys() {
    if (knownKeys)
        return knownKeys;
    const found = new Set();
    const visit = (node) => {
        if (Array.isArray(node))
            return node.forEach(visit);
        if (typeof node !== 'object' || node === null)
            return;
        const properties = node.properties;
        if (properties)
            for (const key of Object.keys(properties))
                found.add(key);
        Object.values(node).forEach(visit);
    };
    visit(json_schema_processors/* toJSONSchema */.bl(scenarioSchema, { io: 'input', unrepresentable: 'any' }));
    knownKeys = [...found];
    return knownKeys;
}
/** The known key nearest an unknown one, when a typo is likely (one or two edits). */
function nearestKey(key) {
    return nearestName(key, scenarioKeys(), () => (key.length > 4 ? 2 : 1));
}
const TYPE_WORDS = {
    record: 'a mapping (key: value)',
    object: 'a mapping (key: value)',
    array: 'a list',
    string: 'a string',
    number: 'a number',
    int: 'a whole number',
    boolean: 'true or false',
};
/** How much of a value or key a problem quotes. */
const QUOTE_CHARS = 40;
/**
 * At most the first line of `text`, cut to `limit` characters: a problem quotes no more of a file than the
 * offending line (defence in depth, should a file that holds secrets ever be parsed as a scenario).
 */
function cutQuote(text, limit = QUOTE_CHARS) {
    const cut = (text.split(/\r\n|\r|\n/, 1)[0] ?? '').slice(0, Math.min(limit, QUOTE_CHARS));
    return cut.length < text.length ? `${cut}…` : cut;
}
/** The value as a problem names it; `lineLength`: how much of it its first source line holds (folded scalars). */
function typeOf(value, lineLength) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a mapping';
    const text = typeof value === 'string' ? value : String(value);
    const shown = cutQuote(text, lineLength);
    return `${typeof value} ${typeof value === 'string' ? JSON.stringify(shown) : shown}`;
}
/** The length of the first source line of the node at `parts` when the node spans several lines. */
function firstLineLength(doc, text, parts) {
    const range = doc.getIn(parts, true)?.range;
    if (!range)
        return undefined;
    const source = text.slice(range[0], range[1]);
    const end = source.search(/[\r\n]/);
    if (end === -1)
        return undefined;
    return /^["']/.test(source) ? end - 1 : end;
}
/** A zod issue in words a scenario author acts on: what is missing or wrong, where, and what was expected. */
function describeIssue(issue, input, key, lineLength) {
    const where = issue.path.length > 0 ? `${formatPath(issue.path)}: ` : '';
    if (issue.code === 'unrecognized_keys' && key !== undefined) {
        const meant = nearestKey(key);
        return `${where}unknown key "${cutQuote(key)}"${meant ? ` (did you mean "${meant}"?)` : ''}`;
    }
    if (issue.code === 'invalid_type') {
        const value = issue.path.reduce((node, part) => node?.[part], input);
        const name = issue.path.at(-1);
        if (value === undefined && name !== undefined) {
            const parent = formatPath(issue.path.slice(0, -1));
            return `${parent ? `${parent}: ` : ''}missing "${String(name)}" (${TYPE_WORDS[issue.expected] ?? issue.expected})`;
        }
        return `${where}expected ${TYPE_WORDS[issue.expected] ?? issue.expected}, got ${typeOf(value, lineLength)}`;
    }
    return `${where}${issue.message}`;
}
/** Flatten zod issues; for a step that matches no kind, report the issues of the kind it names. */
function flattenIssues(issues, input) {
    const flat = [];
    for (const issue of issues) {
        if (issue.code !== 'invalid_union') {
            flat.push(issue);
            continue;
        }
        const value = issue.path.reduce((node, key) => node?.[key], input);
        const kinds = STEP_KINDS.filter((kind) => typeof value === 'object' && value !== null && kind in value);
        if (kinds.length !== 1) {
            const names = typeof value === 'object' && value !== null ? Object.keys(value) : [];
            const keys = typeof value === 'object' && value !== null
                ? `${names
                    .slice(0, 8)
                    .map((name) => cutQuote(name))
                    .join(', ')}${names.length > 8 ? ', …' : ''}`
                : typeof value;
            flat.push({
                ...issue,
                message: kinds.length === 0
                    ? `unknown step kind (keys: ${keys}); expected exactly one of ${STEP_KINDS.join(', ')}`
                    : `a step has exactly one kind, got ${kinds.join(' and ')}`,
            });
            continue;
        }
        const branch = issue.errors[STEP_KINDS.indexOf(kinds[0])] ?? [];
        flat.push(...flattenIssues(branch.map((sub) => ({ ...sub, path: [...issue.path, ...sub.path] })), input));
    }
    return flat;
}
/** How many alias expansions one scenario may make (the yaml library's default): a bomb is a problem, not a crash. */
const MAX_ALIAS_COUNT = 100;
/**
 * The document as a plain value, or the scenario's problem: an alias bomb (`&a [*b, *b, ...]` nested) throws while
 * expanding, and is named at its first alias, where the expansion starts.
 */
function toValue(doc, lines, file) {
    try {
        return { ok: true, value: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
    }
    catch (error) {
        let offset;
        (0,dist/* visit */.YR)(doc, {
            Alias(_key, node) {
                offset = node.range?.[0];
                return dist/* visit */.YR.BREAK;
            },
        });
        const pos = offset === undefined ? { line: 1, col: 1 } : lines.linePos(offset);
        const aliases = /alias/i.test(error.message);
        const message = aliases
            ? `invalid YAML: its aliases expand too far (${error.message}); expected at most ${MAX_ALIAS_COUNT} alias expansions`
            : `invalid YAML: ${error.message}`;
        return { ok: false, file, problems: [{ file, line: pos.line, column: pos.col, message }] };
    }
}
/** Parse one scenario's text; never throws. */
function parseScenario(text, file) {
    const lines = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
    if (doc.errors.length > 0) {
        return {
            ok: false,
            file,
            problems: doc.errors.map((error) => ({
                file,
                // Without prettyErrors the error has only offsets: the line counter turns them into a position.
                line: lines.linePos(error.pos[0]).line,
                column: lines.linePos(error.pos[0]).col,
                message: `invalid YAML: ${error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '')}`,
            })),
        };
    }
    const converted = toValue(doc, lines, file);
    if (!converted.ok)
        return converted;
    const { value } = converted;
    const parsed = scenarioSchema.safeParse(value);
    const source = sourceOf(doc, lines);
    if (parsed.success)
        return { ok: true, file, scenario: parsed.data, source };
    const problems = flattenIssues(parsed.error.issues, value).flatMap((issue) => {
        const parts = issue.path;
        if (issue.code === 'unrecognized_keys') {
            return issue.keys.map((key) => ({
                file,
                ...keyPosition(doc, lines, parts, key),
                message: describeIssue(issue, value, key),
            }));
        }
        return [
            {
                file,
                ...source.positionOf(parts),
                message: describeIssue(issue, value, undefined, firstLineLength(doc, text, parts)),
            },
        ];
    });
    problems.sort((a, b) => a.line - b.line || a.column - b.column);
    return { ok: false, file, problems };
}
/**
 * Read and parse one scenario file; an unreadable file is a problem, not an exception. A file under `repo`
 * must stay inside it once links are followed: a pull request's `scenarios/x.yml -> /proc/self/environ` is
 * refused, not read (a path outside the repository was given by whoever runs hooksim, and is read as given).
 */
async function loadScenarioFile(file, displayName = file, repo) {
    const problem = (message) => ({
        ok: false,
        file: displayName,
        problems: [{ file: displayName, line: 0, column: 0, message }],
    });
    if (repo !== undefined && isLexicallyInside(repo, file) && isRefused(await confinedRealpath(repo, file))) {
        return problem('not read: the file does not resolve to a file inside the repository that /workspace shows; hooksim reads only those (nothing outside the repository, under .git, git-ignored or in a nested checkout)');
    }
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        return problem(`cannot read: ${error.message}`);
    }
    return parseScenario(text, displayName);
}

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

;// CONCATENATED MODULE: ./src/events/texts.ts
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
        const bytes = utf8Length(next);
        if (bytes > limit) {
            warnings.push(formatContextTooLargeWarning(hookLabel(run.entry), utf8Length(value), limit));
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
        return { decision: 'allow', decidedBy: hookLabel(behavior.run.entry) };
    return {
        decision: 'deny',
        ...(message !== undefined ? { reason: message } : {}),
        agentSees: formatPermissionDenied(message),
        // `interrupt: true` with a deny stops the agent entirely (R184).
        ...(interrupt ? { interrupt: true } : {}),
        decidedBy: hookLabel(behavior.run.entry),
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
            warnings.push(formatNotStringWarning(field));
        else if (value === '' && profile.stopPromptMerge === 'lastValid')
            warnings.push(formatEmptyWarning(field));
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
            decidedBy: hookLabel(block.run.entry),
        };
    }
    const agentSees = context ? formatSystemReminder(prompt, context) : prompt;
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
    return { decision: 'block', reason, agentSees: reason, decidedBy: hookLabel(block.run.entry) };
};
/** subagentStop: a valid block wins over `modifiedResponse` (§9). */
const mergeSubagentStop = (input, runs, profile, warnings) => {
    const contributions = contributionsOf(runs, profile);
    const modifiedResponse = mergeModifiedResponse(contributions, profile, warnings);
    const block = mergeBlock(contributions, profile, true);
    if (block) {
        // A valid block wins over modifiedResponse: the rewrite is discarded.
        const reason = block.reason;
        return { decision: 'block', reason, agentSees: reason, decidedBy: hookLabel(block.run.entry) };
    }
    const response = modifiedResponse ?? input.response;
    return {
        decision: 'none',
        ...(modifiedResponse !== undefined ? { modifiedResponse } : {}),
        ...(response !== undefined ? { agentSees: response } : {}),
    };
};

;// CONCATENATED MODULE: ./src/runners/output.ts
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
            const deny = formatExit2Deny(fields.reason, record.stderr, profile);
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
            return formatDenyText(verdict.reason, profile);
        case 'ask':
            // Under askBehaviour=prompt a user would answer; hooksim simulates none, so there is no text.
            return profile.askBehaviour === 'deny' ? formatAskText(verdict.reason, profile) : undefined;
        case 'error':
            return formatErroredDenyText(run.entry.file, profile);
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
    const contextMessage = context === undefined ? undefined : formatPreToolUseContext(context);
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
            decidedBy: hookLabel(run.entry),
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
    const bytes = utf8Length(context);
    if (bytes <= limit)
        return context;
    warnings.push(formatContextTruncatedWarning(bytes, limit));
    return cutUtf8(context, limit);
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
                warnings.push(formatModifiedResultWarning(hookLabel(run.entry)));
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
    const message = formatPostToolUseMessage(toolResult.textResultForLlm, input.toolName ?? '', context, profile);
    return {
        toolResult,
        ...(context !== undefined ? { additionalContext: context } : {}),
        agentSees: toWellFormed(message),
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
    return parseHookStdout(record.stdout ?? '').remainder;
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
        agentSees: formatPostToolUseFailureMessage(input.error ?? '', input.toolName ?? '', context, profile),
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
                warnings.push(formatExit2Warning(hookLabel(run.entry), run.record.stderr));
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
            code: SUBAGENT_STOP_UNBOUNDED_CODE,
            message: SUBAGENT_STOP_UNBOUNDED_MESSAGE,
        };
    }
    return {
        limit: profile.stopBlockGuard,
        severity: 'warning',
        message: STOP_GUARD_WARNING(profile.stopBlockGuard),
    };
}

;// CONCATENATED MODULE: ./src/events/payloads.ts
/**
 * Event payloads: the JSON object each hook receives on stdin (or as an HTTP body), per event, key casing and
 * `payloadShape` (spec/runtime-behaviour.md §11, hooks-reference.md "Hook event input payloads").
 */


/** The transcript file the runtime writes for a session: `<home>/.copilot/session-state/<id>/events.jsonl`. */
function transcriptPathFor(home, sessionId) {
    return external_node_path_.posix.join(home, '.copilot', 'session-state', sessionId, 'events.jsonl');
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
        return profile.pascalPostToolName === 'claude' ? claudeToolName(toolName) : toolName;
    }
    return claudeToolName(toolName);
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
        ['hook_event_name', PASCAL_KEYS[c.event]],
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
        ['tool_name', claudeToolName(toolName(c))],
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

;// CONCATENATED MODULE: ./src/data/runner-image.ts
/**
 * The programs on GitHub's ubuntu-24.04 runner image, the image Copilot cloud agent runs on
 * (spec/cloud-environment.md §1: the Ubuntu runner image the agent uses). Taken from the image's published
 * software list, actions/runner-images `images/ubuntu/Ubuntu2404-Readme.md`, image version 20250202.1.0
 * (Ubuntu 24.04.1 LTS): the command each listed tool and apt package puts on PATH, plus the base system's
 * everyday commands. Data only; `src/runners/missing-program.ts` reads it.
 */
/** Which image, in the words a note shows. */
const RUNNER_IMAGE = "GitHub's ubuntu-24.04 runner image (20250202.1.0)";
/** Commands on PATH in that image. */
const RUNNER_IMAGE_PROGRAMS = new Set([
    // Language and runtime
    'bash',
    'sh',
    'dash',
    'clang',
    'clang-format',
    'clang-tidy',
    'gcc',
    'g++',
    'cc',
    'c++',
    'gfortran',
    'julia',
    'kotlin',
    'kotlinc',
    'node',
    'nodejs',
    'npm',
    'npx',
    'perl',
    'python',
    'python3',
    'pip',
    'pip3',
    'pipx',
    'ruby',
    'gem',
    'irb',
    'swift',
    'swiftc',
    'java',
    'javac',
    'jar',
    'php',
    'composer',
    'phpunit',
    'dotnet',
    'go',
    'gofmt',
    'cargo',
    'rustc',
    'rustdoc',
    'rustup',
    'rustfmt',
    'cabal',
    'ghc',
    'ghcup',
    'stack',
    'pwsh',
    'tclsh',
    'wish',
    // Package management and project tools
    'cpan',
    'helm',
    'conda',
    'vcpkg',
    'yarn',
    'ant',
    'gradle',
    'lerna',
    'mvn',
    'n',
    'parcel',
    'newman',
    // Tools
    'ansible',
    'ansible-playbook',
    'azcopy',
    'azcopy10',
    'bazel',
    'bazelisk',
    'bicep',
    'buildah',
    'cmake',
    'ctest',
    'docker',
    'docker-compose',
    'docker-credential-ecr-login',
    'fastlane',
    'git',
    'git-lfs',
    'git-ftp',
    'haveged',
    'jq',
    'kind',
    'kubectl',
    'kustomize',
    'mediainfo',
    'hg',
    'minikube',
    'openssl',
    'packer',
    'podman',
    'pulumi',
    'skopeo',
    'searchd',
    'yamllint',
    'yq',
    'zstd',
    // CLI tools
    'aws',
    'session-manager-plugin',
    'sam',
    'az',
    'gh',
    'gcloud',
    'gsutil',
    // Browsers and drivers
    'google-chrome',
    'chromedriver',
    'chromium',
    'chromium-browser',
    'microsoft-edge',
    'msedgedriver',
    'firefox',
    'geckodriver',
    // Databases and web servers
    'sqlite3',
    'psql',
    'pg_dump',
    'mysql',
    'mysqldump',
    'apache2',
    'nginx',
    // Installed apt packages
    'getfacl',
    'setfacl',
    'aria2c',
    'autoconf',
    'autoreconf',
    'automake',
    'aclocal',
    'ld',
    'as',
    'ar',
    'nm',
    'objdump',
    'strip',
    'bison',
    'yacc',
    'brotli',
    'bzip2',
    'bunzip2',
    'curl',
    'dbus-daemon',
    'dig',
    'nslookup',
    'host',
    'dpkg',
    'dpkg-deb',
    'fakeroot',
    'file',
    'find',
    'xargs',
    'flex',
    'ftp',
    'gpg',
    'gpg2',
    'ip',
    'ping',
    'libtool',
    'libtoolize',
    'locale',
    'lz4',
    'm4',
    'make',
    'netstat',
    'ifconfig',
    'nc',
    'netcat',
    'ssh',
    'scp',
    'sftp',
    'ssh-keygen',
    '7z',
    '7za',
    'parallel',
    'patchelf',
    'pigz',
    'unpigz',
    'pkg-config',
    'rpm',
    'rsync',
    'shellcheck',
    'sshpass',
    'sudo',
    'swig',
    'coredumpctl',
    'tar',
    'telnet',
    'makeinfo',
    'texi2any',
    'time',
    'tree',
    'unzip',
    'upx',
    'wget',
    'xvfb-run',
    'Xvfb',
    'xz',
    'unxz',
    'zip',
    'zsync',
    // The base system (coreutils, util-linux, procps, grep, sed, …)
    'awk',
    'gawk',
    'mawk',
    'sed',
    'grep',
    'egrep',
    'fgrep',
    'cat',
    'ls',
    'cp',
    'mv',
    'rm',
    'mkdir',
    'rmdir',
    'ln',
    'chmod',
    'chown',
    'touch',
    'head',
    'tail',
    'sort',
    'uniq',
    'wc',
    'cut',
    'tr',
    'tee',
    'date',
    'env',
    'echo',
    'printf',
    'test',
    'basename',
    'dirname',
    'realpath',
    'readlink',
    'stat',
    'du',
    'df',
    'mktemp',
    'sleep',
    'timeout',
    'id',
    'whoami',
    'uname',
    'hostname',
    'ps',
    'kill',
    'pkill',
    'pgrep',
    'top',
    'free',
    'uptime',
    'diff',
    'cmp',
    'patch',
    'gzip',
    'gunzip',
    'zcat',
    'base64',
    'sha256sum',
    'sha1sum',
    'md5sum',
    'seq',
    'yes',
    'nproc',
    'less',
    'more',
    'which',
    'whereis',
    'sync',
    'mount',
    'umount',
    'unshare',
    'nohup',
    'setsid',
    'flock',
    'script',
    'systemctl',
    'journalctl',
    'crontab',
    'logger',
    'vi',
    'vim',
    'nano',
    'iconv',
    'column',
    'comm',
    'join',
    'paste',
    'split',
    'expand',
    'fold',
    'fmt',
    'nl',
    'od',
    'xxd',
    'hexdump',
    'strings',
    'tac',
    'rev',
    'shuf',
    'expr',
    'bc',
    'ldd',
    'lsof',
    'watch',
    'getent',
    'groups',
    'su',
    'useradd',
    'adduser',
    'apt',
    'apt-get',
    'update-alternatives',
]);

;// CONCATENATED MODULE: ./src/runners/missing-program.ts
/**
 * A hook that exits 127 ran a program this machine does not have. The cloud agent runs on GitHub's ubuntu-24.04
 * runner image, which has far more than a laptop (python, gh, az, …), so "command not found" here may be a
 * laptop's gap, not the hook's bug: the record says which.
 */

// `bash: line 1: python: command not found` and `/usr/bin/env: 'python': No such file or directory`
// (a shebang through env); a path (`./nope.sh: No such file or directory`) is a missing file, not a program.
const NOT_FOUND = [
    /(?:^|[\s:])([A-Za-z0-9_][A-Za-z0-9_.+-]*): command not found/m,
    /\benv: ['‘"]?([A-Za-z0-9_][A-Za-z0-9_.+-]*)['’"]?: No such file or directory/m,
];
/** The program a failed hook could not find, from its exit status and stderr; undefined when none. */
function missingProgramOf(exitCode, stderr) {
    if (exitCode !== 127)
        return undefined;
    for (const pattern of NOT_FOUND) {
        const name = pattern.exec(stderr)?.[1];
        if (name !== undefined)
            return name;
    }
    return undefined;
}
/** What a hook record says about its missing program. */
function missingProgramNote(missing) {
    return missing.inCloudImage
        ? `${missing.name} is not on this machine; the cloud agent's image (${RUNNER_IMAGE}) has it, so this hook finds it there`
        : `${missing.name} is not on this machine, and not in the cloud agent's image (${RUNNER_IMAGE}) either: install it in the hook or in copilot-setup-steps.yml`;
}
/** The record's `missingProgram` for a run that exited 127 for want of a program. */
function describeMissingProgram(exitCode, stderr) {
    const name = missingProgramOf(exitCode, stderr);
    return name === undefined ? undefined : { name, inCloudImage: RUNNER_IMAGE_PROGRAMS.has(name) };
}

;// CONCATENATED MODULE: ./src/engines/copilot-install.ts
/**
 * Where the pinned Copilot CLI of the copilot-cli engine lives, and `hooksim engine install`: an npm install
 * of `@github/copilot@<pinned>` into a cache directory, never a dependency of hooksim itself.
 */





/** The Copilot CLI version the engine drives; behaviour changes between versions, so it is pinned exactly. */
const COPILOT_CLI_VERSION = '1.0.102';
/** The npm package of the CLI; it pulls the platform binary as an optional dependency. */
const COPILOT_CLI_PACKAGE = '@github/copilot';
/** The engine is not installed where hooksim looks. */
class EngineNotInstalledError extends Error {
    code = 'engine-not-installed';
    constructor(dir, reason) {
        super(`The copilot-cli engine (Copilot CLI ${COPILOT_CLI_VERSION}) is not installed in ${dir}: ${reason}. Run \`hooksim engine install\` first.`);
        this.name = 'EngineNotInstalledError';
    }
}
/** `npm install` of the engine failed. */
class EngineInstallError extends Error {
    code = 'engine-install-failed';
    constructor(reason) {
        super(`hooksim engine install failed: ${reason}`);
        this.name = 'EngineInstallError';
    }
}
/** `$HOOKSIM_ENGINE_DIR`, else `${XDG_CACHE_HOME:-~/.cache}/hooksim/engines/copilot-<version>`. */
function defaultEngineDir(env = process.env) {
    if (env.HOOKSIM_ENGINE_DIR)
        return external_node_path_default().resolve(env.HOOKSIM_ENGINE_DIR);
    return external_node_path_default().join(hooksimCacheDir(env), 'engines', `copilot-${COPILOT_CLI_VERSION}`);
}
function platformPackageDir(dir) {
    return external_node_path_default().join(dir, 'node_modules', '@github', `copilot-${process.platform}-${process.arch}`);
}
/** Find the installed engine in `dir` (default: defaultEngineDir()); throws EngineNotInstalledError. */
async function locateEngine(dir = defaultEngineDir()) {
    const packageDir = platformPackageDir(dir);
    const binaryName = 'copilot';
    let version;
    try {
        await (0,promises_.access)(external_node_path_default().join(packageDir, binaryName), external_node_fs_.constants.X_OK);
        version = JSON.parse(await (0,promises_.readFile)(external_node_path_default().join(packageDir, 'package.json'), 'utf8')).version;
    }
    catch {
        throw new EngineNotInstalledError(dir, `no executable ${external_node_path_default().join(packageDir, binaryName)}`);
    }
    if (version !== COPILOT_CLI_VERSION)
        throw new EngineNotInstalledError(dir, `found version ${String(version)}, need ${COPILOT_CLI_VERSION}`);
    const cacheDir = external_node_path_default().join(dir, 'cache');
    await (0,promises_.mkdir)(cacheDir, { recursive: true });
    return { dir, packageDir, binaryName, cacheDir };
}
/** `npm install --prefix DIR --no-save @github/copilot@<pinned>`, then locate the result. */
async function installEngine(options = {}) {
    const dir = external_node_path_default().resolve(options.dir ?? defaultEngineDir());
    await (0,promises_.mkdir)(external_node_path_default().join(dir, 'cache'), { recursive: true });
    const args = [
        'install',
        '--prefix',
        dir,
        '--no-save',
        '--no-audit',
        '--no-fund',
        `${COPILOT_CLI_PACKAGE}@${COPILOT_CLI_VERSION}`,
    ];
    // npm gets the user's own environment (registry, proxy, npmrc), as before.
    await runHostCommand(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, {
        env: process.env,
        onOutput: options.onOutput ?? (() => undefined),
    }).catch((error) => {
        throw new EngineInstallError(error instanceof Error ? error.message : String(error));
    });
    try {
        return await locateEngine(dir);
    }
    catch (error) {
        throw new EngineInstallError(error.message);
    }
}

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
function command_timeoutMessage(entry, profile) {
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
        COPILOT_CLI_BINARY_VERSION: COPILOT_CLI_VERSION,
        COPILOT_CLI_RESOLVED_DIST_DIR: external_node_path_default().posix.join(cache, 'copilot', 'pkg', 'linux-x64', COPILOT_CLI_VERSION),
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
        return skippedHookRecord(entry, chosen.skipped);
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
    const parsed = parseHookStdout(stdout);
    const record = {
        ...hookRecordBase(entry),
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
        record.error = command_timeoutMessage(entry, profile);
    }
    else {
        record.error = result.spawnError ?? failureText(result, stderr);
        const missing = describeMissingProgram(result.exitCode, stderr);
        if (missing)
            record.missingProgram = missing;
    }
    return record;
}

// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: external "node:dns/promises"
var external_node_dns_promises_ = __webpack_require__(1553);
;// CONCATENATED MODULE: ./src/firewall/host-addresses.ts
/**
 * The addresses a connection that hooksim's own process makes for a hook (an HTTP hook's request, the
 * firewall's upstream for sandboxed tools) must never reach: this machine and its private network. Hook code
 * may come from a fork's pull request, so this list is not part of the simulated runtime and no profile,
 * scenario or agent environment switches it; only an operator's explicit flag does, at the caller.
 */




/**
 * Every row of the IANA IPv4 and IPv6 Special-Purpose Address Registries, then the blocks outside them that are
 * never a public destination either (test/fixtures/special-purpose holds the registries' rows). Rows that are
 * "globally reachable" in the registry (anycast relays, AS112, AMT, ORCHIDv2, DETs) are still `never`: none is a
 * service a hook needs, and several (Port Control, TURN) reach the runner's own network equipment.
 */
const SPECIAL_PURPOSE_RANGES = [
    // IPv4 registry
    { block: '0.0.0.0/8', name: '"This network"', reach: 'never' }, // 0.0.0.0 connects to this machine on Linux
    { block: '0.0.0.0/32', name: '"This host on this network"', reach: 'never' },
    { block: '10.0.0.0/8', name: 'Private-Use', reach: 'never' },
    { block: '100.64.0.0/10', name: 'Shared Address Space', reach: 'never' }, // CGNAT, also VPN overlays
    { block: '127.0.0.0/8', name: 'Loopback', reach: 'never' },
    { block: '169.254.0.0/16', name: 'Link Local', reach: 'never' }, // the 169.254.169.254 metadata service
    { block: '172.16.0.0/12', name: 'Private-Use', reach: 'never' },
    { block: '192.0.0.0/24', name: 'IETF Protocol Assignments', reach: 'never' },
    { block: '192.0.0.0/29', name: 'IPv4 Service Continuity Prefix', reach: 'never' },
    { block: '192.0.0.8/32', name: 'IPv4 dummy address', reach: 'never' },
    { block: '192.0.0.9/32', name: 'Port Control Protocol Anycast', reach: 'never' },
    { block: '192.0.0.10/32', name: 'Traversal Using Relays around NAT Anycast', reach: 'never' },
    { block: '192.0.0.170/32', name: 'NAT64/DNS64 Discovery', reach: 'never' },
    { block: '192.0.0.171/32', name: 'NAT64/DNS64 Discovery', reach: 'never' },
    { block: '192.0.2.0/24', name: 'Documentation (TEST-NET-1)', reach: 'never' },
    { block: '192.31.196.0/24', name: 'AS112-v4', reach: 'never' },
    { block: '192.52.193.0/24', name: 'AMT', reach: 'never' },
    { block: '192.88.99.0/24', name: 'Deprecated (6to4 Relay Anycast)', reach: 'never' },
    { block: '192.88.99.2/32', name: '6a44-relay anycast address', reach: 'never' },
    { block: '192.168.0.0/16', name: 'Private-Use', reach: 'never' },
    { block: '192.175.48.0/24', name: 'Direct Delegation AS112 Service', reach: 'never' },
    { block: '198.18.0.0/15', name: 'Benchmarking', reach: 'never' },
    { block: '198.51.100.0/24', name: 'Documentation (TEST-NET-2)', reach: 'never' },
    { block: '203.0.113.0/24', name: 'Documentation (TEST-NET-3)', reach: 'never' },
    { block: '240.0.0.0/4', name: 'Reserved', reach: 'never' },
    { block: '255.255.255.255/32', name: 'Limited Broadcast', reach: 'never' },
    // IPv6 registry
    { block: '::1/128', name: 'Loopback Address', reach: 'never' },
    { block: '::/128', name: 'Unspecified Address', reach: 'never' },
    {
        block: '::ffff:0:0/96',
        name: 'IPv4-mapped Address',
        reach: 'asEmbeddedIpv4',
        ipv4At: 12,
        why: 'how a dual-stack socket writes an IPv4 address: a connection to it is one to that IPv4 address',
    },
    {
        block: '64:ff9b::/96',
        name: 'IPv4-IPv6 Translat.',
        reach: 'asEmbeddedIpv4',
        ipv4At: 12,
        why: 'the well-known NAT64 prefix: on an IPv6-only network DNS64 answers public IPv4 hosts with it',
    },
    { block: '64:ff9b:1::/48', name: 'IPv4-IPv6 Translat.', reach: 'never' }, // local-use NAT64: a private network
    { block: '100::/64', name: 'Discard-Only Address Block', reach: 'never' },
    { block: '100:0:0:1::/64', name: 'Dummy IPv6 Prefix', reach: 'never' },
    { block: '2001::/23', name: 'IETF Protocol Assignments', reach: 'never' },
    { block: '2001::/32', name: 'TEREDO', reach: 'never' }, // a tunnel to a client behind some NAT
    { block: '2001:1::1/128', name: 'Port Control Protocol Anycast', reach: 'never' },
    { block: '2001:1::2/128', name: 'Traversal Using Relays around NAT Anycast', reach: 'never' },
    { block: '2001:1::3/128', name: 'DNS-SD Service Registration Protocol Anycast', reach: 'never' },
    { block: '2001:2::/48', name: 'Benchmarking', reach: 'never' },
    { block: '2001:3::/32', name: 'AMT', reach: 'never' },
    { block: '2001:4:112::/48', name: 'AS112-v6', reach: 'never' },
    { block: '2001:10::/28', name: 'Deprecated (previously ORCHID)', reach: 'never' },
    { block: '2001:20::/28', name: 'ORCHIDv2', reach: 'never' },
    { block: '2001:30::/28', name: 'Drone Remote ID Protocol Entity Tags (DETs) Prefix', reach: 'never' },
    { block: '2001:db8::/32', name: 'Documentation', reach: 'never' },
    {
        block: '2002::/16',
        name: '6to4',
        reach: 'asEmbeddedIpv4',
        ipv4At: 2,
        why: "a public host's 6to4 address: the relay delivers to the IPv4 address in bytes 2-5, which decides",
    },
    { block: '2620:4f:8000::/48', name: 'Direct Delegation AS112 Service', reach: 'never' },
    { block: '3fff::/20', name: 'Documentation', reach: 'never' },
    { block: '5f00::/16', name: 'Segment Routing (SRv6) SIDs', reach: 'never' },
    { block: 'fc00::/7', name: 'Unique-Local', reach: 'never' },
    { block: 'fe80::/10', name: 'Link-Local Unicast', reach: 'never' },
    // Outside the registries
    { block: '224.0.0.0/4', name: 'Multicast', reach: 'never' },
    // ::/96 also holds the deprecated IPv4-compatible forms (::127.0.0.1).
    { block: '::/96', name: 'IPv4-compatible Address (deprecated)', reach: 'never' },
    // SIIT's translated form (RFC 2765): no host has one; ::ffff:0:7f00:1 is loopback to a translator.
    { block: '::ffff:0:0:0/96', name: 'IPv4-translated Address', reach: 'never' },
    { block: 'fec0::/10', name: 'Site-Local Unicast (deprecated)', reach: 'never' },
    { block: 'ff00::/8', name: 'Multicast', reach: 'never' },
];
/** Single addresses that are not special-purpose but are never a hook's destination either. */
const PROTECTED_HOSTS = [
    // GitHub-hosted runners are Azure VMs: this is the runner's own wire server, not a service for hooks.
    ['168.63.129.16', 'ipv4'],
];
function familyOf(network) {
    return network.includes(':') ? 'ipv6' : 'ipv4';
}
const FIXED = new external_node_net_.BlockList();
const EMBEDDING = [];
for (const range of SPECIAL_PURPOSE_RANGES) {
    const [network = '', bits = ''] = range.block.split('/');
    // Never into the BlockList: an IPv6 rule over ::ffff:0:0/96 would match every IPv4 address.
    if (range.reach === 'asEmbeddedIpv4')
        EMBEDDING.push({ network: ipv6Bytes(network), prefix: Number(bits), ipv4At: range.ipv4At ?? 12 });
    else
        FIXED.addSubnet(network, Number(bits), familyOf(network));
}
for (const [address, family] of PROTECTED_HOSTS)
    FIXED.addAddress(address, family);
/** How long a read of this machine's interfaces is reused: short, because interfaces come and go. */
const INTERFACES_TTL_MS = 1000;
let interfacesCache;
/** This machine's interface addresses and the subnets they are attached to (its own link). */
function readInterfaceList() {
    const now = Date.now();
    if (interfacesCache && now - interfacesCache.readAt < INTERFACES_TTL_MS)
        return interfacesCache.list;
    const list = new external_node_net_.BlockList();
    for (const addresses of Object.values((0,external_node_os_.networkInterfaces)())) {
        for (const info of addresses ?? []) {
            const family = info.family === 'IPv6' ? 'ipv6' : 'ipv4';
            const address = stripZone(info.address);
            if (ipVersion(address) === 0)
                continue;
            list.addAddress(address, family);
            // Neighbours on this machine's own link are its private network too; a bogus /0 netmask is not.
            const prefix = Number(info.cidr?.split('/')[1]);
            if (Number.isInteger(prefix) && prefix >= (family === 'ipv4' ? 8 : 32)) {
                list.addSubnet(address, prefix, family);
            }
        }
    }
    interfacesCache = { readAt: now, list };
    return list;
}
function stripZone(address) {
    const bare = address.replace(/^\[(.*)\]$/, '$1');
    const zone = bare.indexOf('%');
    return zone === -1 ? bare : bare.slice(0, zone);
}
/** The 16 bytes of a valid IPv6 address (with or without an embedded dotted quad). */
function ipv6Bytes(address) {
    let text = address;
    const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
    if (dotted) {
        const [a, b, c, d] = dotted.slice(1).map(Number);
        text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
    }
    const [head = '', tail] = text.split('::');
    const groups = (part) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
    const front = groups(head);
    const back = tail === undefined ? [] : groups(tail);
    const words = [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
    return words.flatMap((word) => [word >> 8, word & 0xff]);
}
/** Whether the first `prefix` bits of two addresses' bytes are equal. */
function samePrefix(a, b, prefix) {
    for (let bit = 0; bit < prefix; bit++) {
        const mask = 0x80 >> (bit % 8);
        if (((a[bit >> 3] ?? 0) & mask) !== ((b[bit >> 3] ?? 0) & mask))
            return false;
    }
    return true;
}
/** The IPv4 address an IPv6 address of an `asEmbeddedIpv4` block leads to (mapped, NAT64, 6to4). */
function embeddedIpv4(address) {
    const bytes = ipv6Bytes(address);
    const carrier = EMBEDDING.find((range) => samePrefix(bytes, range.network, range.prefix));
    return carrier && bytes.slice(carrier.ipv4At, carrier.ipv4At + 4).join('.');
}
/**
 * Whether an address is out of a hook's reach: every special-purpose block (SPECIAL_PURPOSE_RANGES; the
 * IPv4-mapped, NAT64 and 6to4 forms as the IPv4 address they carry), the Azure wire server, and any address or
 * attached subnet of this machine's interfaces.
 * Anything that is not an IP address is refused too: callers resolve names first.
 */
function isHostProtectedAddress(address) {
    const bare = stripZone(address.trim());
    const version = ipVersion(bare);
    if (version === 0)
        return true;
    const family = version === 6 ? 'ipv6' : 'ipv4';
    // BlockList checks ::ffff:a.b.c.d against the IPv4 ranges too (test/host-addresses.test.ts holds it to that).
    if (FIXED.check(bare, family) || readInterfaceList().check(bare, family))
        return true;
    if (family === 'ipv4')
        return false;
    const inner = embeddedIpv4(bare);
    return inner !== undefined && isHostProtectedAddress(inner);
}
/** Every address of a host name, in the resolver's order (node:dns, both families). */
async function lookupAll(hostname) {
    return (await (0,external_node_dns_promises_.lookup)(hostname, { all: true, verbatim: true })).map((found) => found.address);
}

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
    const family = ipVersion(address) === 6 ? 'ipv6' : 'ipv4';
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
    if (ipVersion(host) !== 0) {
        addresses = [host];
    }
    else {
        try {
            addresses = await (context.resolve ?? lookupAll)(host);
        }
        catch {
            throw new HttpHookFailure('dns', DNS_FAILURE_TEXT);
        }
        if (addresses.length === 0)
            throw new HttpHookFailure('dns', DNS_FAILURE_TEXT);
    }
    if (context.profile.ssrfGuard) {
        const allowLoopback = readHttpSwitches(context.agentEnv).allowLocalhost;
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
        const protectedAddress = addresses.find((address) => isHostProtectedAddress(address));
        if (protectedAddress !== undefined) {
            const what = ipVersion(host) === 0
                ? `${host} resolves to ${protectedAddress}, an address`
                : `${host} is an address`;
            throw new HttpHookFailure('network', `hooksim did not send this HTTP hook: ${what} of this machine or its private network (mock the URL with mocks.http, or pass --allow-local-network for hooks you trust)`);
        }
    }
}
/** Whether every address is loopback: such a request goes to the sandbox's loopback when there is one. */
function allLoopback(addresses) {
    return addresses.every((address) => LOOPBACK.check(address, ipVersion(address) === 6 ? 'ipv6' : 'ipv4'));
}
/**
 * An agent that connects only to the checked addresses, so DNS cannot change between the guard and the
 * connect; the Host header and TLS servername stay the URL host.
 */
function createPinnedAgent(AgentClass, addresses) {
    const checked = addresses.map((address) => ({
        address,
        family: ipVersion(address) === 6 ? 6 : 4,
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
            await (0,external_node_timers_promises_.setTimeout)(verdict.mock.delayMs, undefined, { signal });
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
        ...hookRecordBase(entry),
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
        const result = compileMatcher(entry.event, entry.casing, entry.matcher, profile);
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
    switch (MATCHER_TARGET[event]) {
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
    const label = hookLabel(run.entry);
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
        transcriptPath: transcriptPathFor(host.home, context.sessionId),
        ...(agent ? { agent } : {}),
    };
    const recordInput = buildPayload(event, 'camel', input, common, profile);
    const neverFires = eventNeverFires(event, profile);
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
            (stoppedBy ? `not reached: ${hookLabel(stoppedBy)} stopped the chain` : undefined) ??
            matcherSkipReason(entry, current, context, matcherWarnings);
        if (skip) {
            runs.push({ entry, record: skippedHookRecord(entry, skip) });
            continue;
        }
        const payload = buildPayload(event, entry.casing, current, common, profile);
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
        current = chainInput(event, current, run, profile);
        if (stopsChain(event, run, profile))
            stoppedBy = entry;
    }
    const merged = mergeEvent(event, input, runs, profile);
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
    const fires = testMatcher(matcher, value);
    if (fires === 'timeout') {
        // Treated as not matching, and said where: the pattern is the repository's to fix.
        const message = matcherTimeoutMessage(entry.matcher, value);
        warnings.push(`${entry.file}:${entry.position.line}: ${message}`);
        context.report?.(diagnostic(entry.file, entry.position, 'warning', MATCHER_TIMEOUT_CODE, message));
        return message;
    }
    if (fires)
        return undefined;
    return `matcher '${entry.matcher ?? ''}' does not match ${value === undefined ? 'this event' : `'${value}'`}`;
}

;// CONCATENATED MODULE: ./src/session/transcript.ts
/** Appends transcript events through the sandbox, chaining `parentId`. */
class TranscriptWriter {
    sandbox;
    path;
    now;
    newId;
    lastId = null;
    count = 0;
    pending = '';
    /** The last write sent and not yet waited for (writesInOrder sandboxes only). */
    writing;
    constructor(sandbox, 
    /** Absolute sandbox path of events.jsonl. */
    path, now, newId) {
        this.sandbox = sandbox;
        this.path = path;
        this.now = now;
        this.newId = newId;
    }
    /** Append one event (written by the next flush: before the next hook or tool runs). */
    async append(type, data, agentId) {
        const event = {
            type,
            id: this.newId(),
            timestamp: new Date(this.now()).toISOString(),
            parentId: this.lastId,
            ...(agentId ? { agentId } : {}),
            data,
        };
        this.lastId = event.id;
        this.count += 1;
        this.pending += `${JSON.stringify(event)}\n`;
        return event.id;
    }
    /**
     * Write every appended line not yet written: what runs in the sandbox next sees them. Where the sandbox keeps
     * writes in order (writesInOrder) the write is only sent, and a failure of it comes out of the next flush or
     * of settle(); elsewhere it is waited for.
     */
    async flush() {
        await this.settle();
        if (this.pending === '')
            return;
        const lines = this.pending;
        this.pending = '';
        const write = this.sandbox.appendFile(this.path, lines);
        if (this.sandbox.writesInOrder !== true)
            return write;
        write.catch(() => undefined); // not unhandled: settle() rethrows it
        this.writing = write;
    }
    /** Wait for the write in flight, if any; throws its failure. */
    async settle() {
        const writing = this.writing;
        this.writing = undefined;
        await writing;
    }
    /** How many events were written. */
    get length() {
        return this.count;
    }
}

;// CONCATENATED MODULE: ./src/session/session-state.ts
/**
 * The state of one session being replayed: its context and ids, the transcript writer, the job clock,
 * event dispatch with the transcript's hook lines, and step outcomes checked against expectations.
 */






/** The cloud agent's hard job limit (cloud-environment.md §4). */
const JOB_LIMIT_MS = 59 * 60 * 1000;
/** Thrown by `fire` once the job clock passes the limit; the session ends with reason "timeout". */
class JobTimeout extends Error {
}
/** `steps[2].then[0] (bash), continuation 1`: a step's place as the user wrote it. */
function describePlace(at, label) {
    const path = at.path
        .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
        .join('')
        .replace(/^\./, '');
    return `${path} (${label})${at.continuation ? `, continuation ${at.continuation}` : ''}`;
}
/** How many of the records' hooks ran, failed and timed out. */
function hookCounts(records) {
    const hooks = records.flatMap((record) => record.hooks);
    return {
        ran: hooks.filter((h) => h.status !== 'skipped' && h.status !== 'dropped').length,
        errors: hooks.filter((h) => h.status === 'error').length,
        timeouts: hooks.filter((h) => h.status === 'timeout').length,
    };
}
/** The value without its undefined fields, so an outcome lists only what happened. */
function definedFields(value) {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}
/** One session being replayed: what it recorded so far and the counters the step runners advance. */
class SessionState {
    ctx;
    sessionId;
    events = [];
    outcomes = [];
    warnings = [];
    diagnostics = [];
    failures = [];
    transcript;
    /** The job clock: hook durations plus scripted tool durations. */
    elapsedMs = 0;
    /** Tool calls so far; the current call's id is `call_${toolCalls}`. */
    toolCalls = 0;
    /** Bash tool shells started so far, the next one's `<shellId: N>` (executedToolTexts=cli). */
    shellCalls = 0;
    /** The model turn, advanced by each continuation. */
    turns = 0;
    constructor(ctx) {
        this.ctx = ctx;
        this.sessionId = ctx.sessionId ?? ctx.newId();
        this.transcript = new TranscriptWriter(ctx.sandbox, transcriptPathFor(ctx.sandbox.home, this.sessionId), () => ctx.clock.now(), ctx.newId);
    }
    /** Keep a diagnostic found while dispatching, once per place and message, and say it as a warning too. */
    reportOnce(found) {
        const same = (d) => d.file === found.file && d.line === found.line && d.code === found.code && d.message === found.message;
        if (this.diagnostics.some(same))
            return;
        this.diagnostics.push(found);
        this.warnings.push(`${found.file}:${found.line}: ${found.message}`);
    }
    /** The profile the session runs under. */
    get profile() {
        return this.ctx.profile;
    }
    /** Dispatch one event, record it, advance the job clock, and write the transcript's hook lines. */
    async fire(event, input, step, agent) {
        if (this.elapsedMs >= JOB_LIMIT_MS && event !== 'sessionEnd')
            throw new JobTimeout();
        const agentId = agent?.agentId;
        const context = {
            profile: this.profile,
            config: this.ctx.config,
            host: this.ctx.sandbox,
            clock: this.ctx.clock,
            sessionId: this.sessionId,
            agentEnv: this.ctx.agentEnv,
            ...(this.ctx.httpGate ? { httpGate: this.ctx.httpGate } : {}),
            ...(this.ctx.attribute ? { attribute: this.ctx.attribute } : {}),
            ...(this.ctx.resolve ? { resolve: this.ctx.resolve } : {}),
            ...(this.ctx.localNetwork === true ? { localNetwork: true } : {}),
            ...(step === undefined ? {} : { step }),
            report: (found) => this.reportOnce(found),
            ...(agent
                ? {
                    agent: {
                        agentId: agent.agentId,
                        agentType: agent.agentType,
                        parentAgentId: agent.parentAgentId,
                    },
                }
                : {}),
        };
        // An event the profile never fires (notification in cloud) has no hook lines: nothing started.
        const hasHooks = eventNeverFires(event, this.profile) === undefined &&
            this.ctx.config.entries.some((entry) => entry.event === event);
        const invocation = this.ctx.newId();
        if (hasHooks) {
            const hookInput = event === 'preToolUse'
                ? { toolCalls: [{ id: `call_${this.toolCalls}`, name: input.toolName, args: input.toolArgs }] }
                : this.hookInput(event, input);
            await this.transcript.append('hook.start', { hookInvocationId: invocation, hookType: event, input: hookInput }, agentId);
        }
        // A hook that reads the transcript sees every line up to its own hook.start.
        if (hasHooks)
            await this.transcript.flush();
        const dispatched = await dispatchEvent(event, input, context);
        // The dispatcher leaves out the step of an event that never fires; the report still places it.
        const record = step !== undefined && dispatched.step === undefined ? { step, ...dispatched } : dispatched;
        this.events.push(record);
        this.elapsedMs += record.hooks.reduce((sum, hook) => sum + hook.durationMs, 0);
        if (hasHooks) {
            const { agentSees: _agentSees, ...output } = record.result;
            const failed = record.hooks.find((hook) => hook.status === 'error' || hook.status === 'timeout');
            await this.transcript.append('hook.end', {
                hookInvocationId: invocation,
                hookType: event,
                success: !failed,
                output,
                ...(failed ? { error: { message: failed.error ?? failed.status, source: failed.file } } : {}),
            }, agentId);
        }
        return record;
    }
    /** The `input` of a `hook.start` line: the camelCase payload, as a camelCase hook receives it. */
    hookInput(event, input) {
        const common = {
            sessionId: this.sessionId,
            timestamp: this.ctx.clock.now(),
            cwd: this.ctx.sandbox.workspace,
            transcriptPath: this.transcript.path,
        };
        return buildPayload(event, 'camel', input, common, this.profile);
    }
    /** Record a step's outcome and check it against the step's `expect`, failing where it differs. */
    outcome(at, expected, kind, label, records, fields) {
        const outcome = {
            step: at.index,
            path: at.path,
            kind,
            label,
            ...definedFields(fields),
            hooks: hookCounts(records),
        };
        this.outcomes.push(outcome);
        const where = describePlace(at, label);
        for (const message of checkStep(where, expected, outcome)) {
            this.failures.push({ message, step: at.index, path: at.path });
        }
        return outcome;
    }
    /** The agent's closing text, written before its stop hooks fire (cloud-environment.md §6). */
    async finalMessage(content, agent) {
        await this.transcript.append('assistant.message', {
            messageId: this.ctx.newId(),
            content,
            toolRequests: [],
            turnId: String(this.turns),
            ...(agent ? { parentToolCallId: agent.parentToolCallId } : {}),
        }, agent?.agentId);
    }
    /** A prompt as the model receives it: prefixed with the current date and time (`datetimeFormat`). */
    datetimePrefixed(text) {
        return formatDatetimePrefix(this.ctx.clock.now(), text, this.profile, this.ctx.agentEnv.TZ);
    }
}

;// CONCATENATED MODULE: ./src/session/event-step.ts

/** Fire the step's event, with the compaction's transcript lines around preCompact, and record its outcome. */
async function runEventStep(state, step, at) {
    const index = at.index;
    if ('compact' in step) {
        await state.transcript.append('session.compaction_start', { trigger: 'threshold' });
        const record = await state.fire('preCompact', { trigger: step.compact.trigger, customInstructions: step.compact.customInstructions }, index);
        await state.transcript.append('session.compaction_complete', { success: true, trigger: 'threshold' });
        state.outcome(at, step.expect, 'compact', 'preCompact', [record], { fired: record.fired });
        return;
    }
    if ('error' in step) {
        const e = step.error;
        const record = await state.fire('errorOccurred', {
            errorInfo: { message: e.message, name: e.name, ...definedFields({ stack: e.stack }) },
            errorContext: e.context,
            recoverable: e.recoverable,
        }, index);
        state.outcome(at, step.expect, 'error', 'errorOccurred', [record], { fired: record.fired });
        return;
    }
    const n = step.notification;
    const record = await state.fire('notification', { notificationType: n.type, message: n.message, ...definedFields({ title: n.title }) }, index);
    state.outcome(at, step.expect, 'notification', 'notification', [record], {
        fired: record.fired,
        ...definedFields({
            additionalContext: record.result.additionalContext,
            agentSees: record.result.agentSees,
        }),
    });
}

;// CONCATENATED MODULE: ./src/session/tools.ts
/**
 * Tools of a scripted session: a scripted result or error, or (`execute: true`) the real tool run in the
 * sandbox for bash, view, create and edit, so later hooks see its effects.
 */


/** A scenario cannot be replayed as written (a scenario error, not a failed expectation). */
class ScenarioError extends Error {
    step;
    code = 'scenario-error';
    constructor(message, step) {
        super(message);
        this.step = step;
        this.name = 'ScenarioError';
    }
}
/** Tools that `execute: true` can really run. */
const EXECUTABLE_TOOLS = ['bash', 'view', 'create', 'edit'];
const BASH_TIMEOUT_MS = 120_000;
function stringArg(args, name, tool, step) {
    const value = args[name];
    if (typeof value !== 'string')
        throw new ScenarioError(`${tool} needs a string argument '${name}'`, step);
    return value;
}
function resolvePath(workspace, file) {
    return external_node_path_default().posix.isAbsolute(file) ? external_node_path_default().posix.normalize(file) : external_node_path_default().posix.join(workspace, file);
}
/** Run a tool for real in the sandbox. */
async function executeTool(sandbox, tool, args, step, options) {
    const cli = options.texts === 'cli';
    switch (tool) {
        case 'bash': {
            const command = stringArg(args, 'command', tool, step);
            // The CLI's tool shell writes both streams to one terminal: interleave them in the order written.
            const script = cli ? `exec 2>&1\n${command}` : command;
            // Every bash call that starts gets a shell, and its id, whatever comes of it.
            const shellId = cli ? options.nextShellId() : 0;
            const result = await sandbox.exec({
                argv: ['/bin/bash', '-c', script],
                cwd: sandbox.workspace,
                env: { ...sandbox.baseEnv, PWD: sandbox.workspace },
                stdin: '',
                timeoutMs: BASH_TIMEOUT_MS,
                killMode: 'termThenKill',
                killGroupOnExit: true,
                outputCapBytes: 10 * 1024 * 1024,
            });
            if (result.spawnError)
                return { success: false, text: result.spawnError };
            if (result.timedOut)
                return { success: false, text: `Command timed out after ${BASH_TIMEOUT_MS / 1000} seconds` };
            const output = `${result.stdout.toString('utf8')}${result.stderr.toString('utf8')}`;
            const exitCode = result.exitCode ?? signalExitCode(result.signal);
            // Like the agent's bash tool, a non-zero exit is part of the output the model reads, not a tool failure.
            if (cli) {
                // Observed 1.0.102: output trimmed at both ends, then the shell's completion line.
                return {
                    success: true,
                    text: `${output.trim()}\n<shellId: ${shellId} completed with exit code ${exitCode}>`,
                };
            }
            return {
                success: true,
                text: exitCode === 0 ? output : `${output}<exited with exit code ${exitCode}>`,
            };
        }
        case 'view': {
            const file = resolvePath(sandbox.workspace, stringArg(args, 'path', tool, step));
            const content = await sandbox.readFile(file);
            if (content === undefined) {
                return cli
                    ? failure(`Path ${file} does not exist. Please provide a valid path.`, 'Path does not exist')
                    : failure(`Path ${file} does not exist.`);
            }
            return { success: true, text: content.toString('utf8') };
        }
        case 'create': {
            const file = resolvePath(sandbox.workspace, stringArg(args, 'path', tool, step));
            const text = stringArg(args, 'file_text', tool, step);
            if ((await sandbox.readFile(file)) !== undefined) {
                return cli
                    ? failure(`Path ${file} already exists as a file. Use \`view\` to check contents then edit it.`, 'Path already exists')
                    : failure(`Path ${file} already exists; create cannot overwrite it.`);
            }
            await sandbox.writeFile(file, text);
            return { success: true, text: `Created file ${file} with ${text.length} characters` };
        }
        case 'edit': {
            const file = resolvePath(sandbox.workspace, stringArg(args, 'path', tool, step));
            const oldStr = stringArg(args, 'old_str', tool, step);
            const newStr = typeof args.new_str === 'string' ? args.new_str : '';
            const content = (await sandbox.readFile(file))?.toString('utf8');
            if (content === undefined)
                return cli ? missingEditFile(file, args) : failure(`Path ${file} does not exist.`);
            const at = content.indexOf(oldStr);
            if (at < 0) {
                return cli
                    ? failure(`No match found: old_str not found in ${file}; no changes made; you might want to try again with correct old_str`, 'No match found')
                    : failure(`No match found for old_str in ${file}.`);
            }
            if (content.indexOf(oldStr, at + 1) >= 0) {
                return cli
                    ? failure(ambiguousMatchText(file, content, oldStr), 'Multiple matches found')
                    : failure(`Multiple matches found for old_str in ${file}; it must be unique.`);
            }
            await sandbox.writeFile(file, content.slice(0, at) + newStr + content.slice(at + oldStr.length));
            return { success: true, text: `File ${file} updated with changes.` };
        }
        default:
            throw new ScenarioError(`execute: true is supported for ${EXECUTABLE_TOOLS.join(', ')}, not '${tool}'`, step);
    }
}
function failure(text, error) {
    return { success: false, text, ...(error === undefined ? {} : { error }) };
}
/** A killed shell's exit code as bash reports it: 128 plus the signal number. */
function signalExitCode(signal) {
    const number = signal ? (external_node_os_default()).constants.signals[signal] : undefined;
    return number === undefined ? 1 : 128 + number;
}
/** 1.0.102's edit of a missing file: an unhandled ENOENT, the model also gets the call's arguments. */
function missingEditFile(file, args) {
    const cause = `Error: ENOENT: no such file or directory, open '${file}'`;
    const shown = JSON.stringify({ ...args, command: 'edit' });
    return failure(`Failed to execute with arguments: ${shown} due to error: ${cause}`, `Unhandled error: ${cause}`);
}
/**
 * 1.0.102's text for an old_str found more than once, with the 1-based lines where each match starts.
 * Observed with a one-line old_str; that a longer one is shown by its first line is a guess.
 */
function ambiguousMatchText(file, content, oldStr) {
    const lines = [];
    for (let at = content.indexOf(oldStr); at >= 0; at = content.indexOf(oldStr, at + oldStr.length)) {
        lines.push(content.slice(0, at).split('\n').length);
    }
    const start = oldStr.split('\n')[0] ?? '';
    return (`Ambiguous match for old_str in ${file}: pattern starting with "${start}" matched at lines ${lines.join(', ')}. ` +
        'No changes made; try again with a more specific old_str.');
}

;// CONCATENATED MODULE: ./src/session/scenario-checks.ts
/**
 * Scenario errors found before a replay starts: steps the profile's agent can never take (a `powershell`
 * call or a manual compaction in the cloud agent, runtime-behaviour.md §14) and steps that could never run
 * (after the stop step, or a stop inside `then`). Checked up front, so no hook runs for a scenario that
 * cannot be replayed as written, and a `then` list is checked even when no hook blocks.
 */


/** The error of a `tool: powershell` step under `surface=cloud`. */
const POWERSHELL_IN_CLOUD = 'the powershell tool never appears in Copilot cloud agent (Linux sandbox)';
/** The error of a manual compaction under `eventSet=cloud`. */
const MANUAL_COMPACT_IN_CLOUD = 'a manual compaction cannot happen in Copilot cloud agent (no user)';
/** The error of a stop step inside `then`. */
const STOP_IN_THEN = 'a stop step cannot appear inside `then`: each continuation turn ends at the same stop';
/** The error of steps after the stop step. */
const STEPS_AFTER_STOP = 'steps after a stop step never run: the stop step ends the main turn';
function showPath(path) {
    return path
        .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
        .join('')
        .replace(/^\./, '');
}
const RUNTIME_TOOLS = Object.keys(CLAUDE_TOOL_NAMES);
/**
 * The runtime tool a step's tool name misnames: Claude's name (`Bash`, `Read`) or another case (`BASH`).
 * Copilot never calls a tool by those names, so no hook matcher would see the step as written. Other unknown
 * names stay allowed: MCP servers add tools of their own.
 */
function misnamedTool(tool) {
    if (RUNTIME_TOOLS.includes(tool))
        return undefined;
    const sameLetters = RUNTIME_TOOLS.find((name) => name.toLowerCase() === tool.toLowerCase());
    if (sameLetters)
        return sameLetters;
    const fromClaude = RUNTIME_TOOLS.filter((name) => CLAUDE_TOOL_NAMES[name] === tool && name !== 'powershell');
    return fromClaude.length > 0 ? fromClaude.join("' or '") : undefined;
}
function toolProblem(tool, profile) {
    const runtime = misnamedTool(tool);
    if (runtime !== undefined)
        return `Copilot never calls a tool named '${tool}': its name is '${runtime}'`;
    return tool === 'powershell' && profile.surface === 'cloud' ? POWERSHELL_IN_CLOUD : undefined;
}
/** The first problem of one step and its nested steps, with the path of the step at fault. */
function stepProblem(step, path, profile, inThen) {
    const at = (message) => (message === undefined ? undefined : { path, message });
    if ('tool' in step)
        return at(toolProblem(step.tool, profile));
    if ('subagent' in step) {
        for (const [offset, sub] of step.subagent.steps.entries()) {
            const message = toolProblem(sub.tool, profile);
            if (message)
                return { path: [...path, 'subagent', 'steps', offset], message };
        }
        return undefined;
    }
    if ('compact' in step) {
        return at(step.compact.trigger === 'manual' && profile.eventSet === 'cloud' ? MANUAL_COMPACT_IN_CLOUD : undefined);
    }
    if ('stop' in step) {
        if (inThen)
            return at(STOP_IN_THEN);
        for (const [offset, inner] of step.then.entries()) {
            const problem = stepProblem(inner, [...path, 'then', offset], profile, true);
            if (problem)
                return problem;
        }
    }
    return undefined;
}
/** The first reason the steps cannot be replayed under this profile, or undefined. */
function findScenarioError(steps, profile) {
    const stopAt = steps.findIndex((step) => 'stop' in step);
    if (stopAt >= 0 && stopAt !== steps.length - 1) {
        return new ScenarioError(`steps[${stopAt + 1}]: ${STEPS_AFTER_STOP}`, stopAt + 1);
    }
    for (const [index, step] of steps.entries()) {
        const problem = stepProblem(step, ['steps', index], profile, false);
        if (problem)
            return new ScenarioError(`${showPath(problem.path)}: ${problem.message}`, index);
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/session/stop-loop.ts
/**
 * The agentStop loop: each block becomes a continuation turn that runs the stop step's `then` steps, until a
 * hook lets the agent stop or the profile's guard ends the loop; and the guard's reporting shared with the
 * subagentStop loop (runtime-behaviour.md §9, §14).
 */




/** The guard ends a stop loop: the record keeps the hooks' block, but the model never gets its reason. */
function overrideBlock(state, record, message) {
    const { agentSees: _unseen, ...result } = record.result;
    record.result = result;
    record.warnings = [...(record.warnings ?? []), message];
    state.warnings.push(message);
}
/**
 * The real runtime has no subagentStop guard: a hook that always blocks would loop until the job times
 * out. That is an error on the hook's line, and the scenario fails (runtime-behaviour.md §9).
 */
function reportUnbounded(state, stop, code, message, at) {
    const decider = state.ctx.config.entries.find((entry) => hookLabel(entry) === stop.result.decidedBy);
    state.diagnostics.push(diagnostic(decider?.file ?? '', decider?.position, 'error', code, message));
    state.failures.push({
        message: `${describePlace(at, 'subagentStop')}: ${message}`,
        step: at.index,
        path: at.path,
    });
}
/** A stop step: agentStop fires, and each block runs a continuation turn until the agent may stop. */
async function runStop(state, step, at, runStep) {
    const index = at.index;
    const guard = stopLoopGuard('agentStop', state.profile);
    const records = [];
    let continuations = 0;
    let first;
    for (;;) {
        // Scenarios script no closing text; the empty message marks where the turn's text would be.
        await state.finalMessage('');
        const stop = await state.fire('agentStop', { stopHookActive: continuations > 0, stopReason: 'end_turn' }, index);
        records.push(stop);
        first ??= stop;
        if (stop.result.decision !== 'block')
            break;
        if (continuations >= guard.limit) {
            overrideBlock(state, stop, STOP_GUARD_WARNING(guard.limit));
            break;
        }
        continuations += 1;
        await continueWith(state, stop.result.reason ?? '', at, step.then, continuations, runStep);
    }
    await state.transcript.append('assistant.turn_end', { turnId: String(state.turns) });
    if (continuations === 0 && hasExpectations(step.then)) {
        // Expectations that never ran must not read as met.
        state.failures.push({
            message: `${describePlace(at, 'agentStop')}: no agentStop hook blocked, so the "then" steps never ran and their expectations were not checked`,
            step: index,
            path: at.path,
        });
    }
    state.outcome(at, step.expect, 'stop', 'agentStop', records, {
        ...definedFields({
            decision: first?.result.decision,
            reason: first?.result.reason,
            decidedBy: first?.result.decidedBy,
        }),
        continuations,
        ...definedFields({ agentSees: first?.result.agentSees }),
    });
}
/** Whether any of the steps, or a step nested in them, carries an `expect`. */
function hasExpectations(steps) {
    const holds = (value) => {
        if (Array.isArray(value))
            return value.some(holds);
        if (typeof value !== 'object' || value === null)
            return false;
        return Object.entries(value).some(([key, inner]) => (key === 'expect' && inner !== undefined) || holds(inner));
    };
    return holds(steps);
}
/** A block's reason becomes a new prompt; the continuation turn runs the stop step's `then` steps. */
async function continueWith(state, reason, at, then, continuation, runStep) {
    const index = at.index;
    let transformed = reason;
    if (state.profile.continuationPromptEvents.includes('userPromptSubmitted')) {
        await state.fire('userPromptSubmitted', { prompt: reason }, index);
    }
    if (state.profile.continuationPromptEvents.includes('userPromptTransformed')) {
        const record = await state.fire('userPromptTransformed', { prompt: reason, transformedPrompt: state.datetimePrefixed(reason) }, index);
        transformed = record.result.transformedPrompt ?? transformed;
    }
    await state.transcript.append('assistant.turn_end', { turnId: String(state.turns) });
    await state.transcript.append('user.message', {
        content: reason,
        transformedContent: transformed,
        attachments: [],
    });
    state.turns += 1;
    await state.transcript.append('assistant.turn_start', { turnId: String(state.turns) });
    for (const [offset, step] of then.entries()) {
        await runStep(step, { index, path: [...at.path, 'then', offset], continuation });
    }
}

;// CONCATENATED MODULE: ./src/session/tool-call.ts


const READ_KIND_TOOLS = new Set(['view', 'grep', 'glob', 'rg']);
/** One tool call: preToolUse, the tool unless denied, then postToolUse or postToolUseFailure. */
async function runToolCall(state, tool, args, step, run, agent) {
    state.toolCalls += 1;
    const toolCallId = `call_${state.toolCalls}`;
    const agentId = agent?.agentId;
    // A subagent's lines name the task call that spawned it (cloud-environment.md §6).
    const parent = agent ? { parentToolCallId: agent.parentToolCallId } : {};
    await state.transcript.append('assistant.message', {
        messageId: state.ctx.newId(),
        content: '',
        toolRequests: [{ toolCallId, name: tool, arguments: args, type: 'function' }],
        turnId: String(state.turns),
        ...parent,
    }, agentId);
    const records = [];
    const pre = await state.fire('preToolUse', { toolName: tool, toolArgs: args }, step, agent);
    records.push(pre);
    const finalArgs = pre.result.args ?? args;
    let denied = pre.result.decision === 'deny' || pre.result.decision === 'ask';
    let deniedText = pre.result.agentSees;
    let decidedBy = pre.result.decidedBy;
    // On the cli surface permissionRequest fires unless preToolUse allowed or the tool is a read (§8.1, §8.6).
    if (!denied &&
        state.profile.surface === 'cli' &&
        pre.result.decision !== 'allow' &&
        !READ_KIND_TOOLS.has(tool)) {
        const permission = await state.fire('permissionRequest', { toolName: tool, toolArgs: finalArgs }, step, agent);
        records.push(permission);
        if (permission.result.decision === 'deny') {
            denied = true;
            deniedText = permission.result.agentSees;
            decidedBy = permission.result.decidedBy;
        }
    }
    const common = {
        ...definedFields({ decision: pre.result.decision, reason: pre.result.reason, decidedBy }),
        args: finalArgs,
        ...definedFields({ additionalContext: pre.result.additionalContext }),
    };
    if (denied) {
        await state.transcript.append('tool.execution_complete', {
            toolCallId,
            success: false,
            error: { message: deniedText ?? '' },
            turnId: String(state.turns),
            ...parent,
        }, agentId);
        return {
            ...common,
            decision: 'deny',
            agentSees: deniedText ?? '',
            result: deniedText ?? '',
            failed: false,
            records,
        };
    }
    await state.transcript.append('tool.execution_start', { toolCallId, toolName: tool, arguments: finalArgs, turnId: String(state.turns), ...parent }, agentId);
    // The run writes the transcript before anything in the sandbox can read it (scriptedOrExecuted).
    const ran = await run(finalArgs);
    let success = ran.success;
    let text = ran.text;
    let error = ran.error;
    let seen;
    if (success) {
        const post = await state.fire('postToolUse', {
            toolName: tool,
            toolArgs: finalArgs,
            toolResult: { resultType: 'success', textResultForLlm: text },
        }, step, agent);
        records.push(post);
        const replaced = post.result.toolResult;
        text = replaced?.textResultForLlm ?? text;
        // failureModifiedResult=replaceText: a failure result only replaces the text (observed 1.0.102).
        if (replaced?.resultType === 'failure' && state.profile.failureModifiedResult === 'reroute') {
            success = false;
            error = undefined;
        }
        else {
            seen = post.result.agentSees ?? text;
        }
    }
    if (!success) {
        // The model gets `text`; hooks may get a shorter `error` (1.0.102's "No match found").
        const failure = await state.fire('postToolUseFailure', {
            toolName: tool,
            toolArgs: finalArgs,
            error: text,
            ...(error === undefined ? {} : { overrides: { error } }),
        }, step, agent);
        records.push(failure);
        seen = failure.result.agentSees ?? text;
    }
    // Context a preToolUse hook injected follows the tool result as its own message (§8.1).
    const agentSees = [seen, pre.result.agentSees].filter((part) => part !== undefined).join('\n\n');
    await state.transcript.append('tool.execution_complete', {
        toolCallId,
        success,
        ...(success ? { result: { content: text, detailedContent: text } } : { error: { message: text } }),
        turnId: String(state.turns),
        ...parent,
    }, agentId);
    return { ...common, agentSees, result: text, failed: !success, records };
}
/**
 * Whom an executed tool's egress is attributed to. The egress log names the process that made each request when the
 * namespace relay can (the curl inside `curl … || true`, cloud-environment.md §5.4); a bash tool's command string is
 * the fallback when it cannot (the process driver, a process already gone).
 */
function toolAttribution(tool, args, step) {
    const command = tool === 'bash' && typeof args.command === 'string' ? args.command : undefined;
    return { event: 'tool', step, tool, ...(command === undefined ? {} : { command }) };
}
/** The tool as the step gives it: its scripted result or error, or really run when `execute` is set. */
function scriptedOrExecuted(state, step, index) {
    return async (finalArgs) => {
        // The scripted duration counts whether the tool is scripted or really run (cloud-environment.md §4).
        state.elapsedMs += step.durationMs;
        if (step.execute) {
            // An executed tool may read the transcript, up to its own tool.execution_start; a scripted one runs
            // nothing in the sandbox, so its lines wait for the next flush (the next hook's dispatch).
            await state.transcript.flush();
            state.ctx.attribute?.(toolAttribution(step.tool, finalArgs, index));
            try {
                return await executeTool(state.ctx.sandbox, step.tool, finalArgs, index, {
                    texts: state.profile.executedToolTexts,
                    nextShellId: () => state.shellCalls++,
                });
            }
            finally {
                state.ctx.attribute?.(undefined);
            }
        }
        if (step.error !== undefined)
            return { success: false, text: step.error };
        return { success: true, text: step.result ?? '' };
    };
}
/** A tool step: one tool call and its outcome. */
async function runToolStep(state, step, at) {
    const index = at.index;
    const { records, ...fields } = await runToolCall(state, step.tool, step.args, index, scriptedOrExecuted(state, step, index));
    state.outcome(at, step.expect, 'tool', step.tool, records, fields);
}

;// CONCATENATED MODULE: ./src/session/subagent-step.ts
/**
 * A subagent step: the `task` tool call whose run is the subagent itself — subagentStart, its own tool
 * calls, then subagentStop with its block loop (runtime-behaviour.md §9; cloud-environment.md §6).
 */




/** Run a subagent step and record its outcome, the task call's fields plus the subagentStop loop's. */
async function runSubagent(state, step, at) {
    const index = at.index;
    const agent = step.subagent;
    const taskArgs = {
        agent_type: agent.name,
        prompt: agent.prompt,
        description: agent.description ?? agent.name,
    };
    const records = [];
    let continuations = 0;
    let blocked = false;
    let response = agent.response;
    let modifiedResponse;
    const call = await runToolCall(state, 'task', taskArgs, index, async () => {
        const agentId = state.ctx.newId();
        // The task call's id, taken before the subagent's own calls advance the counter.
        const taskCallId = `call_${state.toolCalls}`;
        const place = {
            agentId,
            agentType: agent.name,
            parentAgentId: state.sessionId,
            parentToolCallId: taskCallId,
        };
        // The docs exempt general-purpose; 1.0.102 fires for it too (FINDINGS §10.2, `generalPurposeSubagentHooks`).
        const emits = state.profile.generalPurposeSubagentHooks || agent.name !== 'general-purpose';
        const turnHooks = state.profile.subagentTurnHooks;
        const identity = {
            agentName: agent.name,
            agentId,
            agentType: agent.name,
            parentAgentId: state.sessionId,
        };
        await state.transcript.append('subagent.started', {
            toolCallId: taskCallId,
            agentName: agent.name,
            agentDisplayName: agent.displayName ?? agent.name,
            agentDescription: agent.description ?? '',
        });
        let firstMessage = agent.prompt;
        if (emits) {
            const start = await state.fire('subagentStart', {
                ...identity,
                ...definedFields({ agentDisplayName: agent.displayName, agentDescription: agent.description }),
                prompt: agent.prompt,
            }, index);
            records.push(start);
            firstMessage = start.result.agentSees ?? agent.prompt;
        }
        // 1.0.102 submits the subagent's first message like a user prompt, context already prepended.
        if (turnHooks)
            records.push(...(await submitSubagentPrompt(state, firstMessage, index, place, true)));
        for (const [offset, sub] of agent.steps.entries()) {
            const { records: innerRecords, ...fields } = await runToolCall(state, sub.tool, sub.args, index, scriptedOrExecuted(state, sub, index), place);
            records.push(...innerRecords);
            const path = [...at.path, 'subagent', 'steps', offset];
            state.outcome({ ...at, path }, sub.expect, 'tool', sub.tool, innerRecords, fields);
        }
        const guard = stopLoopGuard('subagentStop', state.profile);
        for (;;) {
            await state.finalMessage(agent.response, place);
            if (turnHooks)
                records.push(await fireSubagentAgentStop(state, index, place));
            if (!emits)
                break;
            const stop = await state.fire('subagentStop', {
                ...identity,
                response: agent.response,
                stopReason: 'end_turn',
                stopHookActive: continuations > 0,
            }, index);
            records.push(stop);
            if (stop.result.decision !== 'block') {
                modifiedResponse = stop.result.modifiedResponse;
                response = modifiedResponse ?? agent.response;
                break;
            }
            blocked = true;
            if (continuations >= guard.limit) {
                overrideBlock(state, stop, guard.message);
                if (guard.code)
                    reportUnbounded(state, stop, guard.code, guard.message, at);
                break;
            }
            continuations += 1;
            if (turnHooks) {
                const reason = stop.result.reason ?? '';
                records.push(...(await submitSubagentPrompt(state, reason, index, place, false)));
            }
        }
        await state.transcript.append('subagent.completed', {
            toolCallId: taskCallId,
            agentName: agent.name,
            agentDisplayName: agent.displayName ?? agent.name,
            totalToolCalls: agent.steps.length,
        });
        return { success: true, text: response };
    });
    const { records: callRecords, ...fields } = call;
    state.outcome(at, step.expect, 'subagent', agent.name, [...callRecords, ...records], {
        ...fields,
        ...(blocked ? { decision: 'block' } : {}),
        ...definedFields({ modifiedResponse }),
        continuations,
    });
}
/**
 * agentStop inside a subagent (`subagentTurnHooks`): fires at each of its turn ends, before subagentStop, with
 * `stop_hook_active` false; 1.0.102 ignores its block, so the model never sees the reason (docs/runtime-findings.md).
 */
async function fireSubagentAgentStop(state, index, place) {
    const record = await state.fire('agentStop', { stopHookActive: false, stopReason: 'end_turn' }, index, place);
    const { agentSees: _ignored, ...result } = record.result;
    record.result = result;
    return record;
}
/**
 * A subagent's first message or a subagentStop continuation prompt, through the prompt hooks the profile fires
 * (`subagentTurnHooks`): the first message through both, a continuation per `continuationPromptEvents`.
 */
async function submitSubagentPrompt(state, prompt, index, place, first) {
    const events = first
        ? ['userPromptSubmitted', 'userPromptTransformed']
        : state.profile.continuationPromptEvents;
    const records = [];
    let submitted = prompt;
    let seen = prompt;
    if (events.includes('userPromptSubmitted')) {
        const record = await state.fire('userPromptSubmitted', { prompt }, index, place);
        records.push(record);
        submitted = record.result.prompt ?? prompt;
        seen = record.result.agentSees ?? submitted;
    }
    if (events.includes('userPromptTransformed')) {
        records.push(await state.fire('userPromptTransformed', { prompt: submitted, transformedPrompt: state.datetimePrefixed(seen) }, index, place));
    }
    return records;
}

;// CONCATENATED MODULE: ./src/session/replay.ts
/**
 * The replay engine: one scripted session through the repository's hooks, in the order Copilot runs it:
 * sessionStart, userPromptSubmitted, userPromptTransformed, the steps, agentStop with its block loop,
 * sessionEnd (DESIGN.md; runtime-behaviour.md §8.5, §9, §14).
 */









/** Run one step of any kind; the stop loop gets this back to run its continuation steps. */
async function runStep(state, step, at) {
    if ('tool' in step)
        return runToolStep(state, step, at);
    if ('subagent' in step)
        return runSubagent(state, step, at);
    // Steps the profile's agent cannot take were refused before the session started (scenario-checks.ts).
    if ('stop' in step)
        return runStop(state, step, at, (next, place) => runStep(state, next, place));
    return runEventStep(state, step, at);
}
/** The whole session; scenario errors and the job timeout end it early, sessionEnd always fires. */
async function replay(state) {
    const { scenario } = state.ctx;
    let endReason = scenario.end;
    let error = findScenarioError(scenario.steps, state.profile);
    if (error)
        return { ...resultOf(state, endReason), error };
    const started = external_node_perf_hooks_.performance.now();
    const completed = new Set();
    let cutShort;
    await state.transcript.append('session.start', {
        sessionId: state.sessionId,
        version: 1,
        producer: 'copilot-agent',
        copilotVersion: '1.0.102',
        startTime: new Date(state.ctx.clock.now()).toISOString(),
        selectedModel: 'claude-sonnet-4.5',
        context: {
            cwd: state.ctx.sandbox.workspace,
            gitRoot: state.ctx.sandbox.workspace,
            branch: 'main',
            repository: 'owner/repo',
        },
    });
    try {
        await state.fire('sessionStart', {
            source: state.profile.sessionStartSource,
            initialPrompt: scenario.prompt,
        });
        const submitted = await state.fire('userPromptSubmitted', { prompt: scenario.prompt });
        // A blocked prompt: no model call, no userPromptTransformed, no steps, no agentStop (§8.5).
        if (submitted.result.decision === 'block')
            cutShort = 'userPromptSubmitted blocked the job prompt';
        else {
            const prompt = submitted.result.prompt ?? scenario.prompt;
            const transformed = await state.fire('userPromptTransformed', {
                prompt,
                transformedPrompt: state.datetimePrefixed(submitted.result.agentSees ?? prompt),
            });
            await state.transcript.append('user.message', {
                content: scenario.prompt,
                transformedContent: transformed.result.transformedPrompt ?? prompt,
                attachments: [],
            });
            await state.transcript.append('assistant.turn_start', { turnId: String(state.turns) });
            const steps = scenario.steps;
            for (const [index, step] of steps.entries()) {
                await runStep(state, step, { index, path: ['steps', index] });
                completed.add(index);
            }
            if (!steps.some((step) => 'stop' in step))
                await runStep(state, { stop: {}, then: [] }, { index: steps.length, path: ['steps', steps.length] });
        }
    }
    catch (caught) {
        if (caught instanceof JobTimeout) {
            endReason = 'timeout';
            cutShort = 'the job reached the 59-minute limit';
            state.warnings.push('the job reached the 59-minute limit; the session ends with reason "timeout"');
        }
        else if (caught instanceof ScenarioError) {
            error = caught;
        }
        else {
            throw caught;
        }
    }
    await state.fire('sessionEnd', { reason: endReason });
    await state.transcript.append('session.shutdown', {
        shutdownType: endReason === 'complete' ? 'routine' : 'error',
        ...(endReason === 'complete' ? {} : { errorReason: endReason }),
        sessionStartTime: Math.round(state.ctx.clock.now() - (external_node_perf_hooks_.performance.now() - started)),
        codeChanges: { filesModified: [], linesAdded: 0, linesRemoved: 0 },
        modelMetrics: {},
        totalApiDurationMs: 0,
    });
    await state.transcript.flush();
    await state.transcript.settle();
    if (cutShort !== undefined && !error)
        flagUnreached(state, completed, cutShort);
    return { ...resultOf(state, endReason), ...(error ? { error } : {}) };
}
/** An expectation on a step the session never finished cannot pass silently. */
function flagUnreached(state, completed, why) {
    for (const [index, step] of state.ctx.scenario.steps.entries()) {
        if (!step.expect || completed.has(index))
            continue;
        const checks = Object.keys(step.expect).join(', ');
        state.failures.push({
            message: `steps[${index}] (${stepLabel(step)}): expected ${checks}, but the step never completed: ${why}`,
            step: index,
            path: ['steps', index],
        });
    }
}
function resultOf(state, endReason) {
    return {
        sessionId: state.sessionId,
        events: state.events,
        outcomes: state.outcomes,
        warnings: state.warnings,
        diagnostics: state.diagnostics,
        failures: state.failures,
        endReason,
    };
}
function stepLabel(step) {
    if ('tool' in step)
        return step.tool;
    if ('subagent' in step)
        return step.subagent.name;
    if ('stop' in step)
        return 'agentStop';
    if ('compact' in step)
        return 'preCompact';
    if ('error' in step)
        return 'errorOccurred';
    return 'notification';
}
/** Replay one scenario through the hooks in a started sandbox. */
async function replaySession(context) {
    return replay(new SessionState(context));
}

;// CONCATENATED MODULE: ./src/session/smoke.ts
/**
 * The smoke session: with no scenario files, `run` replays a session that uses what Copilot really sends
 * (DESIGN.md "The CLI"): a prompt; `view`, `create` and `edit` with Copilot's argument names and absolute
 * `/workspace` paths on files that exist in the repository, the `create` really executed; a harmless and a
 * dangerous `bash` call; a call of every other tool a matcher names; a subagent; a compaction; the stop loop.
 * Its report then says which configured hooks never ran, and why.
 */





const smoke_WORKSPACE = '/workspace';
const README = /^readme(\.(md|markdown|txt|rst))?$/i;
const SOURCE_DIRS = ['src', 'lib', 'app', 'source'];
async function firstLine(file) {
    const handle = await (0,promises_.open)(file, 'r').catch(() => undefined);
    if (!handle)
        return undefined;
    try {
        const buffer = Buffer.alloc(4096);
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
        const text = buffer.subarray(0, bytesRead).toString('utf8');
        if (text.includes('\0'))
            return undefined;
        return text
            .split('\n')
            .map((line) => line.trim())
            .find((line) => line.length > 0 && line.length <= 200);
    }
    finally {
        await handle.close();
    }
}
/** Look at the top of the repository (never following links) for the smoke session's files. */
async function findSmokeTargets(repo) {
    const entries = await (0,promises_.readdir)(repo, { withFileTypes: true }).catch(() => []);
    const visible = entries.filter((e) => !e.name.startsWith('.')).sort((a, b) => a.name.localeCompare(b.name));
    const dirs = visible.filter((e) => e.isDirectory()).map((e) => e.name);
    const createDir = SOURCE_DIRS.find((d) => dirs.includes(d)) ?? '';
    const files = visible.filter((e) => e.isFile()).map((e) => e.name);
    for (const name of [...files.filter((f) => README.test(f)), ...files.filter((f) => !README.test(f))]) {
        // Only what /workspace shows: an ignored file (a credentials file an earlier step left) never enters the
        // session's arguments, and so never a report.
        if (!(await shownAsWritten(repo, external_node_path_default().join(repo, name))))
            continue;
        const line = await firstLine(external_node_path_default().join(repo, name));
        if (line !== undefined)
            return { existing: { path: name, line }, createDir };
    }
    return { createDir };
}
/** Tool names a matcher can name literally: the alternatives of `a|b|c` made of plain names. */
function toolNamesIn(matcher) {
    return matcher.split('|').filter((name) => /^[A-Za-z_][A-Za-z0-9_-]*$/.test(name));
}
const CLAUDE_TO_RUNTIME = {
    Bash: 'bash',
    Read: 'view',
    Write: 'create',
    Edit: 'edit',
    MultiEdit: 'edit',
    Grep: 'grep',
    Glob: 'glob',
    WebFetch: 'web_fetch',
};
const OTHER_ARGS = {
    grep: { pattern: 'TODO' },
    glob: { pattern: '**/*.ts' },
    web_fetch: { url: 'https://example.com/' },
};
/** The dangerous command the session tries: a guard that lets it through lets it through in the cloud too. */
const SMOKE_DANGEROUS_COMMAND = 'rm -rf / --no-preserve-root';
function fileSteps(targets) {
    const at = (relative) => external_node_path_default().posix.join(smoke_WORKSPACE, relative);
    const createdText = '# hooksim smoke session\n\nCreated by the smoke session.\n';
    const created = at(external_node_path_default().posix.join(targets.createDir, 'hooksim-smoke.md'));
    // Without a file of its own to look at, the session views and edits the one it created.
    const existing = targets.existing
        ? { path: at(targets.existing.path), line: targets.existing.line }
        : { path: created, line: '# hooksim smoke session' };
    return [
        ...(targets.existing ? [{ tool: 'view', args: { path: existing.path }, result: existing.line }] : []),
        { tool: 'create', args: { path: created, file_text: createdText }, execute: true },
        ...(targets.existing ? [] : [{ tool: 'view', args: { path: existing.path }, result: createdText }]),
        {
            tool: 'edit',
            args: { path: existing.path, old_str: existing.line, new_str: `${existing.line} (edited)` },
            result: `File ${existing.path} updated with changes.`,
        },
    ];
}
/** The smoke session's steps as a scenario file writes them (no defaults filled in), for a configuration. */
function buildSmokeSteps(config, targets = { createDir: '' }) {
    const named = new Set();
    for (const entry of config.entries) {
        if ((entry.event === 'preToolUse' || entry.event === 'postToolUse') && entry.matcher) {
            for (const name of toolNamesIn(entry.matcher))
                named.add(CLAUDE_TO_RUNTIME[name] ?? name);
        }
    }
    // Covered by the steps above, or not a call the main agent makes (`task` is the subagent step; a
    // powershell call is a scenario error in the cloud agent, though `bash|powershell` is a common matcher).
    for (const covered of ['bash', 'view', 'create', 'edit', 'task', 'powershell'])
        named.delete(covered);
    const agents = config.entries
        .filter((e) => (e.event === 'subagentStart' || e.event === 'subagentStop') && e.matcher)
        .flatMap((e) => toolNamesIn(e.matcher ?? ''));
    const subagentHooks = config.entries.some((e) => e.event === 'subagentStart' || e.event === 'subagentStop');
    return [
        ...fileSteps(targets),
        { tool: 'bash', args: { command: 'ls -la' }, execute: true },
        { tool: 'bash', args: { command: SMOKE_DANGEROUS_COMMAND }, result: '' },
        ...[...named].sort().map((tool) => ({ tool, args: OTHER_ARGS[tool] ?? {}, result: 'ok' })),
        ...(subagentHooks
            ? [
                {
                    subagent: {
                        name: agents[0] ?? 'explore',
                        prompt: 'Find the entry point',
                        response: 'README.md',
                    },
                },
            ]
            : []),
        { compact: {} },
        { stop: {} },
    ];
}
/** The smoke session's job prompt. */
const SMOKE_PROMPT = 'hooksim smoke session: look around the repository and make a small change';
/** Build the smoke scenario for a loaded configuration and the repository's files. */
function buildSmokeScenario(config, targets = { createDir: '' }) {
    return scenarioSchema.parse({
        name: 'smoke session: every configured event, with the calls Copilot really makes',
        prompt: SMOKE_PROMPT,
        steps: buildSmokeSteps(config, targets),
        // A hook that fails or times out here fails the same way in the cloud agent (a preToolUse one denies
        // every tool call): the smoke session has no other expectation, so it must not pass over that.
        expect: { hooks: { errors: 0, timeouts: 0 } },
    });
}
/** A tool call's arguments from an event's camelCase input (`toolArgs` is a JSON string in some profiles). */
function toolArgsOf(input) {
    let args = input.toolArgs;
    if (typeof args === 'string') {
        try {
            args = JSON.parse(args);
        }
        catch {
            return {};
        }
    }
    return typeof args === 'object' && args !== null ? args : {};
}
/**
 * What the smoke session's report adds: each configured hook that never ran and why (its skip reason, its
 * event never fired, every tool call denied before postToolUse), and each file tool call a hook denied, with
 * what Copilot sends (absolute paths, its own argument names) so that a guard's mistake shows.
 */
function smokeNotes(config, events) {
    const notes = [];
    const preToolUse = events.filter((e) => e.event === 'preToolUse' && e.fired);
    const denied = preToolUse.filter((e) => e.result.decision === 'deny');
    for (const entry of config.entries.filter((e) => !e.disabled)) {
        const label = hookLabel(entry);
        const records = events.flatMap((e) => e.hooks.filter((h) => h.file === entry.file && h.index === entry.index && h.nestedIndex === entry.nestedIndex));
        if (records.some((h) => h.status !== 'skipped'))
            continue;
        const matcherMissed = records.length > 0 && records.every((h) => h.skipped?.includes('does not match'));
        const calls = [
            ...new Set(events
                .filter((e) => e.event === entry.event)
                .map((e) => String(e.input.toolName ?? e.input.agentName ?? ''))),
        ];
        const skipped = matcherMissed
            ? `its matcher '${entry.matcher ?? ''}' matched none of the calls (${calls.join(', ')})`
            : records.find((h) => h.skipped !== undefined)?.skipped;
        const why = skipped ??
            (entry.event === 'postToolUse' && preToolUse.length > 0 && denied.length === preToolUse.length
                ? 'every tool call was denied at preToolUse, so postToolUse never fired'
                : `${entry.eventKey} never fired in the smoke session`);
        notes.push(`never ran: ${label} (${entry.eventKey}): ${why}`);
    }
    // A deny a hook decided; a fail-closed deny (the hook errored) is reported as the hook error it is.
    const decided = denied.filter((e) => e.hooks.every((h) => h.status !== 'error' && h.status !== 'timeout'));
    for (const event of decided) {
        const tool = String(event.input.toolName ?? '');
        const args = toolArgsOf(event.input);
        const target = String((tool === 'bash' ? args.command : args.path) ?? '');
        if (tool === 'bash' && target === SMOKE_DANGEROUS_COMMAND)
            continue;
        const reason = event.result.reason ? `: "${event.result.reason}"` : '';
        const hint = ['view', 'create', 'edit'].includes(tool)
            ? ' (Copilot sends an absolute /workspace path and path, file_text, old_str, new_str: does the guard expect those?)'
            : '';
        notes.push(`denied: ${tool} ${target}${reason}${hint}`);
    }
    const dangerous = preToolUse.find((e) => toolArgsOf(e.input).command === SMOKE_DANGEROUS_COMMAND);
    if (dangerous &&
        dangerous.result.decision !== 'deny' &&
        dangerous.hooks.some((h) => h.status !== 'skipped')) {
        notes.push(`allowed: bash ${SMOKE_DANGEROUS_COMMAND} (the preToolUse hooks ran and none denied it)`);
    }
    return notes;
}

;// CONCATENATED MODULE: ./src/engines/copilot-dispatches.ts
/**
 * The event dispatches of one CLI session, from its events.jsonl: each `hook.start`/`hook.end` pair is one
 * dispatch (written only for events with at least one configured hook), and the hooks that ran in it come
 * from the BASH_ENV trace, placed by time. What the CLI does not record is left out, never guessed.
 */



/** Slack when placing a traced hook in a dispatch's time window (clock reads differ by a few ms). */
const SLACK_MS = 3;
function timeOf(event) {
    return event.timestamp === undefined ? Number.NaN : Date.parse(event.timestamp);
}
function asObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? value
        : undefined;
}
/** `file#eventKey[i]` or `file#eventKey[i].hooks[j]`, as copilot-launch.mjs tags entries. */
function parseHookId(id) {
    const match = /^(.*)#([^#[]+)\[(\d+)\](?:\.hooks\[(\d+)\])?$/.exec(id);
    if (!match)
        return undefined;
    const [, file = '', eventKey = '', index = '0', nested] = match;
    return {
        file,
        eventKey,
        index: Number(index),
        ...(nested === undefined ? {} : { nestedIndex: Number(nested) }),
    };
}
/** The report record of one traced run; status from its exit code (a timeout is set later). */
function recordOf(run, config) {
    const id = parseHookId(run.id);
    if (!id)
        return undefined;
    const entry = config.entries.find((e) => e.file === id.file &&
        e.eventKey === id.eventKey &&
        e.index === id.index &&
        e.nestedIndex === id.nestedIndex);
    const base = entry ? hookRecordBase(entry) : { ...id, type: 'command' };
    const parsed = parseHookStdout(run.stdout);
    const status = run.exitCode === 0 ? 'ok' : run.exitCode === 2 ? 'exit2' : 'error';
    return {
        ...base,
        status,
        exitCode: run.exitCode,
        durationMs: run.endMs === null ? 0 : Math.max(0, run.endMs - run.startMs),
        stdout: run.stdout,
        stderr: run.stderr,
        ...(parsed.progress.length > 0 ? { progress: parsed.progress } : {}),
        ...(parsed.output !== undefined ? { output: parsed.output } : {}),
        ...(parsed.parseError !== undefined ? { parseError: parsed.parseError } : {}),
    };
}
/** `Error: Hook command failed…` → `Hook command failed…`, as hooksim words hook errors. */
function errorText(message) {
    return message.replace(/^Error: /, '').trimEnd();
}
/** The config entry a traced record came from. */
function entryOf(record, config) {
    return config.entries.find((e) => e.file === record.file &&
        e.eventKey === record.eventKey &&
        e.index === record.index &&
        e.nestedIndex === record.nestedIndex);
}
/**
 * The command run a `HookTimeoutError` names. The message quotes the command (its first 79 characters + `…`
 * when longer) and the timeout; the killed run's trace may still hold an exit line (bash runs its EXIT trap on
 * SIGTERM), so the text decides, then a missing exit line, then a run time nearest the timeout.
 */
function timedOutRun(commands, message, config) {
    const match = /timed out after (\d+(?:\.\d+)?) seconds?: ([\s\S]*)$/.exec(message.trimEnd());
    const seconds = match ? Number(match[1]) : undefined;
    const quoted = match?.[2];
    const cut = quoted?.endsWith('…') === true;
    const text = cut ? quoted?.slice(0, -1) : quoted;
    const named = commands.filter((h) => {
        const entry = entryOf(h, config);
        const command = entry?.bash ?? entry?.command;
        if (text === undefined || command === undefined)
            return false;
        if (seconds !== undefined && entry?.timeoutSec !== seconds)
            return false;
        return cut ? command.startsWith(text) : command === text;
    });
    const pool = named.length > 0 ? named : commands;
    const unfinished = pool.filter((h) => h.exitCode === null);
    if (unfinished.length > 0)
        return unfinished[0];
    if (seconds === undefined)
        return pool.at(-1);
    const distance = (h) => Math.abs(h.durationMs - seconds * 1000);
    return pool.reduce((best, h) => (best === undefined || distance(h) < distance(best) ? h : best), undefined);
}
/**
 * Mark the failing hook of a dispatch with the CLI's error (`source` names its file): the HTTP entry whose
 * URL the message names (it gets a record of its own when it never connected: the CLI refused the URL), a
 * timed-out command run, or the command run that exited with the code named.
 */
function applyError(dispatch, config) {
    const error = dispatch.error;
    if (!error)
        return;
    const timeout = /HookTimeoutError|timed out/.test(error.message);
    const status = timeout ? 'timeout' : 'error';
    const text = errorText(error.message);
    const http = config.entries.find((e) => e.type === 'http' &&
        e.event === dispatch.event &&
        e.file === error.source &&
        e.url !== undefined &&
        error.message.includes(e.url));
    if (http) {
        const placed = dispatch.hooks.find((h) => h.file === http.file && h.eventKey === http.eventKey && h.index === http.index);
        if (placed)
            Object.assign(placed, { status, error: text });
        else
            dispatch.hooks.push({ ...hookRecordBase(http), status, durationMs: 0, error: text });
        return;
    }
    const commands = dispatch.hooks.filter((h) => h.type === 'command' && (error.source === undefined || h.file === error.source));
    const code = /failed with code (-?\d+)/.exec(error.message)?.[1];
    const culprit = timeout
        ? timedOutRun(commands, error.message, config)
        : commands.find((h) => code !== undefined && h.exitCode === Number(code));
    if (!culprit)
        return;
    culprit.status = status;
    // The trace's exit line of a killed hook is its EXIT trap's, not an exit status the runtime saw.
    if (timeout)
        culprit.exitCode = null;
    culprit.error = text;
}
/** The host an HTTP entry calls, lower-cased; undefined for a URL that does not parse. */
function hostOf(url) {
    try {
        return url === undefined ? undefined : new URL(url).hostname.toLowerCase();
    }
    catch {
        return undefined;
    }
}
/**
 * How far outside its window a hook of a known event may start. Inside a subagent the CLI stamps hook.start
 * late: its first hook is seen starting 5-15 ms before it (CLI 1.0.102, payloads/shapes/subagent).
 */
const OUTSIDE_MS = 1000;
/**
 * The dispatch whose time window holds `t` (the latest, for nested ones), optionally of one event. For a known
 * event with no window holding `t`: the first dispatch of that event stamped after `t`, up to OUTSIDE_MS later
 * (its hook.start was stamped late; a dispatch whose hook.end came before `t` cannot hold a hook that started
 * then, since the CLI writes hook.end after its hooks exit, however near its end is: under load the late stamp
 * grows past the gap to the previous dispatch); failing that, the nearest one up to OUTSIDE_MS away.
 */
function dispatchAt(dispatches, t, event) {
    const inside = dispatches.findLast((d) => (event === undefined || d.event === event) && d.startMs - SLACK_MS <= t && t <= d.endMs + SLACK_MS);
    if (inside || event === undefined)
        return inside;
    const distance = (d) => (t < d.startMs ? d.startMs - t : t - d.endMs);
    let next;
    let nearest;
    for (const d of dispatches) {
        if (d.event !== event || distance(d) > OUTSIDE_MS)
            continue;
        if (t < d.startMs && (next === undefined || d.startMs < next.startMs))
            next = d;
        if (nearest === undefined || distance(d) < distance(nearest))
            nearest = d;
    }
    return next ?? nearest;
}
/** Every dispatch of the session in order, each with the hooks that ran in it, in the order they started. */
function buildDispatches(events, trace, config, connections = []) {
    const open = new Map();
    const dispatches = [];
    events.forEach((record, at) => {
        const data = record.data;
        const invocation = typeof data.hookInvocationId === 'string' ? data.hookInvocationId : undefined;
        const key = typeof data.hookType === 'string' ? resolveEventKey(data.hookType) : undefined;
        if (invocation === undefined || key === undefined)
            return;
        if (record.type === 'hook.start') {
            const dispatch = {
                event: key.event,
                at,
                startMs: timeOf(record),
                endMs: Number.POSITIVE_INFINITY,
                input: asObject(data.input) ?? {},
                ...(record.agentId === undefined ? {} : { agentId: record.agentId }),
                ...(typeof data.parentToolCallId === 'string' ? { parentToolCallId: data.parentToolCallId } : {}),
                success: true,
                hooks: [],
            };
            open.set(invocation, dispatch);
            dispatches.push(dispatch);
        }
        else if (record.type === 'hook.end') {
            const dispatch = open.get(invocation);
            if (!dispatch)
                return;
            open.delete(invocation);
            dispatch.endMs = timeOf(record);
            dispatch.success = data.success !== false;
            const output = asObject(data.output);
            if (output)
                dispatch.output = output;
            const error = asObject(data.error);
            if (error && typeof error.message === 'string') {
                dispatch.error = {
                    message: error.message,
                    ...(typeof error.source === 'string' ? { source: error.source } : {}),
                };
            }
        }
    });
    const started = new Map();
    for (const run of trace) {
        const id = parseHookId(run.id);
        const home = dispatchAt(dispatches, run.startMs, id ? resolveEventKey(id.eventKey)?.event : undefined);
        const record = recordOf(run, config);
        if (!home || !record)
            continue;
        home.hooks.push(record);
        started.set(record, run.startMs);
    }
    // One connection per HTTP hook (observed: no reuse): the first HTTP entry of the dispatch's event calling
    // that host and not yet placed in it.
    for (const connection of connections) {
        const home = dispatchAt(dispatches, connection.t);
        if (!home)
            continue;
        const entry = config.entries.find((e) => e.type === 'http' &&
            e.event === home.event &&
            hostOf(e.url) === connection.host &&
            !home.hooks.some((h) => h.file === e.file &&
                h.eventKey === e.eventKey &&
                h.index === e.index &&
                h.nestedIndex === e.nestedIndex));
        if (!entry)
            continue;
        const record = { ...hookRecordBase(entry), status: 'ok', durationMs: 0 };
        home.hooks.push(record);
        started.set(record, connection.t);
    }
    for (const dispatch of dispatches)
        dispatch.hooks.sort((a, b) => (started.get(a) ?? 0) - (started.get(b) ?? 0));
    for (const dispatch of dispatches)
        applyError(dispatch, config);
    return dispatches;
}

;// CONCATENATED MODULE: ./sandbox/copilot-model.mjs
// @ts-check
/**
 * The scripted model of the copilot-cli engine (issue 8): an OpenAI-compatible server on loopback inside
 * the sandbox that answers the real Copilot CLI's `POST /v1/chat/completions` from a script, one tool call
 * or one text turn per request, and logs what the model was sent. Runs inside the sandbox only, so the
 * CLI reaches nothing else.
 *
 * Which turn a request gets is derived from the request itself (the CLI resends the whole history): the
 * main script is walked once per assistant message already in it, so retries and repeats are answered the
 * same way. A stop turn with `then` loops: after the stop, a continuation (agentStop block) gets the `then`
 * turns and then the stop again. Subagent conversations (x-interaction-type `conversation-subagent`) are
 * told apart by their first user message and get the subagent scripts in order of first appearance.
 */


/**
 * @typedef {{ tool: string, args: Record<string, unknown> }
 *   | { stop: string, then?: Turn[] }
 *   | { error: { status: number, message: string } }} Turn
 * @typedef {{ main: Turn[], subagents: { prompt: string, turns: Turn[] }[] }} ModelScript
 * @typedef {{ role: string, content?: unknown, tool_calls?: { id: string, function: { name: string, arguments: string } }[], tool_call_id?: string }} Message
 * @typedef {{ t: number, interaction: string, script: string, turn: number, messages: Message[] }} LoggedRequest
 */

const MODEL = 'gpt-4.1';
const USAGE = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
/** What requests past the end of a script get: a plain stop. */
const DONE = { stop: 'Done.' };

/**
 * The turn a conversation is at after `assistants` assistant messages, walking stop loops.
 * @param {Turn[]} turns
 * @param {number} assistants
 * @returns {Turn}
 */
function turnAt(turns, assistants) {
  let index = 0;
  let loop = -1; // position in the `then` list of the stop at `index`, or -1 outside a loop
  const current = () => {
    const item = turns[index];
    if (item === undefined) return DONE;
    const then = 'stop' in item ? (item.then ?? []) : [];
    return loop >= 0 && loop < then.length ? /** @type {Turn} */ (then[loop]) : item;
  };
  for (let n = 0; n < assistants; n++) {
    const item = turns[index];
    if (item === undefined) return DONE;
    if ('stop' in item) {
      const then = item.then ?? [];
      // After the stop (loop -1 or at the end of `then`) a continuation starts the `then` list over.
      loop = loop >= 0 && loop < then.length ? loop + 1 : 0;
    } else index += 1;
  }
  return current();
}

/**
 * @param {Turn} turn
 * @param {string} id
 */
function messageOf(turn, id) {
  if ('tool' in turn) {
    return {
      role: 'assistant',
      content: null,
      tool_calls: [
        { id, type: 'function', function: { name: turn.tool, arguments: JSON.stringify(turn.args) } },
      ],
    };
  }
  return { role: 'assistant', content: 'stop' in turn ? turn.stop : 'Done.' };
}

/**
 * @param {http.ServerResponse} res
 * @param {{ stream?: boolean, stream_options?: { include_usage?: boolean } }} body
 * @param {Turn} turn
 * @param {string} id
 */
function answer(res, body, turn, id) {
  if ('error' in turn) {
    res.writeHead(turn.error.status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ error: { message: turn.error.message, type: 'invalid_request_error', code: null } }),
    );
    return;
  }
  const message = messageOf(turn, id);
  const finish = 'tool' in turn ? 'tool_calls' : 'stop';
  const base = { id: `chatcmpl-${id}`, created: Math.floor(Date.now() / 1000), model: MODEL };
  if (!body.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        ...base,
        object: 'chat.completion',
        choices: [{ index: 0, message, finish_reason: finish }],
        usage: USAGE,
      }),
    );
    return;
  }
  const delta = message.tool_calls
    ? { ...message, tool_calls: message.tool_calls.map((call, index) => ({ index, ...call })) }
    : message;
  /** @type {Record<string, unknown>[]} */
  const chunks = [
    { ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: null }] },
    { ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: finish }] },
  ];
  if (body.stream_options?.include_usage)
    chunks.push({ ...base, object: 'chat.completion.chunk', choices: [], usage: USAGE });
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const chunk of chunks) res.write(`data: ${JSON.stringify(chunk)}\n\n`);
  res.end('data: [DONE]\n\n');
}

/** @param {Message} message */
function textOf(message) {
  return typeof message.content === 'string' ? message.content : JSON.stringify(message.content ?? '');
}

/**
 * Start the scripted model on 127.0.0.1 (a free port); `log` collects every completion request.
 * @param {ModelScript} script
 * @returns {Promise<{ port: number, log: LoggedRequest[], close: () => void }>}
 */
function startModelServer(script) {
  /** @type {LoggedRequest[]} */
  const log = [];
  /** @type {Map<string, number>} first user message of a subagent conversation → its script */
  const subagents = new Map();
  const t0 = Date.now();
  const server = http.createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'GET' && (req.url ?? '').endsWith('/models')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            object: 'list',
            data: [{ id: MODEL, object: 'model', created: 0, owned_by: 'hooksim' }],
          }),
        );
        return;
      }
      /** @type {{ messages?: Message[], stream?: boolean }} */
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = {};
      }
      if (req.method !== 'POST' || !Array.isArray(body.messages)) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end('{"error":{"message":"not found"}}');
        return;
      }
      const messages = body.messages.filter((m) => m.role !== 'system');
      const interaction = String(req.headers['x-interaction-type'] ?? '');
      const assistants = messages.filter((m) => m.role === 'assistant').length;
      let name = 'main';
      let turns = script.main;
      if (interaction === 'conversation-subagent') {
        const key = textOf(messages.find((m) => m.role === 'user') ?? { role: 'user' });
        if (!subagents.has(key)) subagents.set(key, subagents.size);
        const index = /** @type {number} */ (subagents.get(key));
        name = `subagent:${index}`;
        turns = script.subagents[index]?.turns ?? [DONE];
      }
      const turn =
        interaction === 'conversation-compaction' ? { stop: 'Summary.' } : turnAt(turns, assistants);
      const id = name === 'main' ? `call_${assistants + 1}` : `call_s${name.slice(9)}_${assistants + 1}`;
      log.push({ t: Date.now() - t0, interaction, script: name, turn: assistants, messages });
      answer(res, body, turn, id);
    });
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve({ port, log, close: () => server.close() });
    });
  });
}

;// CONCATENATED MODULE: ./src/engines/model-view.ts
/** A message's text (content parts joined). */
function model_view_textOf(message) {
    const content = message.content;
    if (typeof content === 'string')
        return content;
    if (Array.isArray(content)) {
        return content
            .map((part) => (typeof part === 'object' && part !== null && 'text' in part ? String(part.text) : ''))
            .join('');
    }
    return '';
}
function parseArgs(text) {
    try {
        const value = JSON.parse(text);
        return typeof value === 'object' && value !== null && !Array.isArray(value)
            ? value
            : {};
    }
    catch {
        return {};
    }
}
/** The prompt message starts with the datetime prefix; whatever user messages come before it are context. */
const DATETIME = /^<current_datetime>[^<]*<\/current_datetime>\n\n/;
/** Strip the `<current_datetime>…</current_datetime>\n\n` prefix the CLI puts on prompts. */
function withoutDatetime(text) {
    return text.replace(DATETIME, '');
}
/** Index every tool call and result of every request; later requests win. */
function buildModelView(requests) {
    const calls = new Map();
    for (const request of requests) {
        const messages = request.messages;
        messages.forEach((message, i) => {
            for (const call of message.tool_calls ?? []) {
                const previous = calls.get(call.id);
                calls.set(call.id, {
                    id: call.id,
                    name: call.function.name,
                    args: parseArgs(call.function.arguments),
                    after: previous?.after ?? [],
                    ...(previous?.result === undefined ? {} : { result: previous.result }),
                });
            }
            if (message.role === 'tool' && message.tool_call_id !== undefined) {
                const seen = calls.get(message.tool_call_id);
                if (!seen)
                    return;
                seen.result = model_view_textOf(message);
                const after = [];
                for (let j = i + 1; j < messages.length && messages[j]?.role === 'user'; j++)
                    after.push(model_view_textOf(messages[j]));
                // The datetime-prefixed message is the next prompt (a continuation), not context of this call.
                seen.after = after.filter((text) => !DATETIME.test(text));
            }
        });
    }
    const first = requests.find((r) => r.script === 'main');
    const preamble = [];
    for (const message of first?.messages ?? []) {
        if (message.role !== 'user')
            break;
        const text = model_view_textOf(message);
        if (DATETIME.test(text))
            break;
        preamble.push(text);
    }
    return { calls, preamble };
}

;// CONCATENATED MODULE: ./src/engines/copilot-results.ts
/**
 * The report's event records of a CLI session: one per dispatch the CLI logged, placed on its scenario step,
 * with the result read from what the CLI recorded (hook.end's merged output) and what the model was shown
 * next (the request log). Fields the CLI gives no evidence for are left out (README.md in this folder).
 */



const PRE_CONTEXT = 'Additional context from preToolUse hook:\n';
const STOP_GUARD = /Agent stop hook blocked (\d+) consecutive times/;
function str(value) {
    return typeof value === 'string' ? value : undefined;
}
/**
 * The reason inside the CLI's preToolUse deny text, when the text carries one. `No reason provided` is the
 * CLI's filler for a deny without one; `hook exited with code 2` is kept, as the native engine reports the
 * fixed exit-2 text as the reason (`exit2DenyReason: stdoutThenFixed`).
 */
function denyReason(text) {
    const match = /^Denied by preToolUse hook(?: \(unable to ask user for confirmation\))?: ([\s\S]*)$/.exec(text);
    const reason = match?.[1];
    if (reason === undefined || reason === 'No reason provided')
        return { decision: 'deny' };
    return { decision: 'deny', reason };
}
/** A block the CLI honours: decision "block" with a string reason (runtime-behaviour.md Q23, observed). */
function blockOf(output) {
    const reason = str(output?.reason);
    return output?.decision === 'block' && reason !== undefined ? { reason } : undefined;
}
function callStep(script, id) {
    const main = /^call_(\d+)$/.exec(id ?? '');
    if (main)
        return turnAt(script.main, Number(main[1]) - 1).step;
    const sub = /^call_s(\d+)_\d+$/.exec(id ?? '');
    return sub ? script.subagents[Number(sub[1])]?.step : undefined;
}
function stepOf(d, ctx) {
    if (d.agentId !== undefined || d.event === 'subagentStart' || d.event === 'subagentStop') {
        const parent = d.parentToolCallId ?? `call_${ctx.assistantsBefore[d.at] ?? 0}`;
        return callStep(ctx.script, parent);
    }
    const count = ctx.assistantsBefore[d.at] ?? 0;
    if (d.event === 'sessionEnd')
        return undefined;
    if (d.event === 'errorOccurred')
        return turnAt(ctx.script.main, count).step;
    if (d.event === 'preToolUse' || d.event === 'postToolUse' || d.event === 'postToolUseFailure') {
        const step = callStep(ctx.script, toolCallOf(d, ctx));
        if (step !== undefined)
            return step;
    }
    return count === 0 ? undefined : turnAt(ctx.script.main, count - 1).step;
}
/** The tool call a tool event belongs to: preToolUse names it, the post events follow its execution start. */
function toolCallOf(d, ctx) {
    const calls = d.input.toolCalls;
    if (Array.isArray(calls))
        return str(calls[0]?.id);
    for (let i = d.at - 1; i >= 0; i--) {
        const e = ctx.events[i];
        if (e?.type === 'tool.execution_start' && e.agentId === d.agentId)
            return str(e.data.toolCallId);
    }
    return undefined;
}
/**
 * Whether the agent went on after a stop dispatch: a user.message of the same agent (the continuation
 * prompt) comes before its next stop, the session's end, or the shutdown. The CLI's own decision, whatever
 * the merged output says (an empty reason merges as a block but does not continue).
 */
function continued(d, ctx) {
    for (const e of ctx.events.slice(d.at + 1)) {
        if (e.agentId !== d.agentId)
            continue;
        if (e.type === 'user.message')
            return true;
        if (e.type === 'session.shutdown')
            return false;
        if (e.type === 'hook.start' && (e.data.hookType === d.event || e.data.hookType === 'sessionEnd'))
            return false;
    }
    return false;
}
/** The subagent's first message without the datetime prefix: its context and the task prompt. */
function subagentOpening(d, ctx) {
    const step = stepOf(d, ctx);
    const index = ctx.script.subagents.findIndex((s) => s.step === step);
    const first = ctx.requests.find((r) => r.script === `subagent:${index}`);
    const message = first?.messages.find((m) => m.role === 'user');
    return message === undefined ? undefined : withoutDatetime(model_view_textOf(message));
}
/** The next user.message of the same agent after a dispatch (the prompt it produced). */
function nextUserMessage(d, ctx) {
    return ctx.events.slice(d.at + 1).find((e) => e.type === 'user.message' && e.agentId === d.agentId)?.data;
}
/**
 * The prompt as userPromptSubmitted left it. With userPromptTransformed hooks, their dispatch's input holds
 * it (user.message already carries their rewrite); without, the next user.message does. The datetime prefix
 * is added after this event, so it is dropped.
 */
function promptAfterSubmitted(d, ctx) {
    for (const e of ctx.events.slice(d.at + 1)) {
        if (e.agentId !== d.agentId)
            continue;
        if (e.type === 'user.message')
            break;
        if (e.type === 'hook.start' &&
            resolveEventKey(str(e.data.hookType) ?? '')?.event === 'userPromptTransformed') {
            const input = e.data.input;
            const transformed = str(input?.transformedPrompt);
            if (transformed !== undefined)
                return withoutDatetime(transformed);
        }
    }
    const message = str(nextUserMessage(d, ctx)?.transformedContent);
    return message === undefined ? undefined : withoutDatetime(message);
}
/** A hook output's permission verdict: hookSpecificOutput's when it has one, else the flat field. */
function verdictOf(output) {
    if (typeof output !== 'object' || output === null)
        return undefined;
    const { permissionDecision, hookSpecificOutput } = output;
    const specific = typeof hookSpecificOutput === 'object' && hookSpecificOutput !== null
        ? hookSpecificOutput.permissionDecision
        : undefined;
    return specific ?? permissionDecision;
}
function preToolUseInput(d) {
    const call = (Array.isArray(d.input.toolCalls) ? d.input.toolCalls[0] : undefined);
    return {
        sessionId: d.input.sessionId,
        timestamp: d.startMs,
        cwd: d.input.cwd,
        toolName: call?.name,
        toolArgs: call?.args,
    };
}
function copilot_results_resultOf(d, ctx) {
    const output = d.output;
    const context = str(output?.additionalContext);
    const withContext = context === undefined ? {} : { additionalContext: context };
    switch (d.event) {
        case 'preToolUse': {
            const id = toolCallOf(d, ctx) ?? '';
            const seen = ctx.view.calls.get(id);
            const message = seen?.after.find((text) => text.startsWith(PRE_CONTEXT));
            const injected = message === undefined ? {} : { additionalContext: message.slice(PRE_CONTEXT.length) };
            const denied = str(output?.[id]);
            if (denied !== undefined) {
                const agentSees = [denied, message].filter((part) => part !== undefined).join('\n\n');
                return { ...denyReason(denied), ...injected, agentSees };
            }
            const original = (preToolUseInput(d).toolArgs ?? {});
            const modified = seen && JSON.stringify(seen.args) !== JSON.stringify(original) ? { args: seen.args } : {};
            // Allow and no verdict look the same in the CLI's records; the hooks' own outputs tell them apart.
            const allowed = d.hooks.some((h) => verdictOf(h.output) === 'allow');
            return {
                decision: allowed ? 'allow' : 'none',
                ...modified,
                ...injected,
                ...(message === undefined ? {} : { agentSees: message }),
            };
        }
        case 'postToolUse': {
            const seen = ctx.view.calls.get(toolCallOf(d, ctx) ?? '');
            return { ...withContext, ...(seen?.result === undefined ? {} : { agentSees: seen.result }) };
        }
        case 'postToolUseFailure': {
            const seen = ctx.view.calls.get(toolCallOf(d, ctx) ?? '');
            const guidance = seen?.after.find((text) => /^Tool "[^"]*" failed\./.test(text));
            const parts = [seen?.result, guidance].filter((part) => part !== undefined);
            return { ...withContext, ...(parts.length > 0 ? { agentSees: parts.join('\n\n') } : {}) };
        }
        case 'sessionStart': {
            const seen = ctx.view.preamble.join('\n\n');
            return { ...withContext, ...(seen === '' ? {} : { agentSees: seen }) };
        }
        case 'subagentStart': {
            const opening = subagentOpening(d, ctx);
            return { ...withContext, ...(opening === undefined ? {} : { agentSees: opening }) };
        }
        case 'userPromptSubmitted': {
            const prompt = str(output?.modifiedPrompt) ?? str(d.input.prompt) ?? '';
            const block = blockOf(output);
            if (block)
                return { prompt, ...withContext, decision: 'block', reason: block.reason };
            const message = promptAfterSubmitted(d, ctx);
            return {
                prompt,
                ...withContext,
                decision: 'none',
                ...(message === undefined ? {} : { agentSees: message }),
            };
        }
        case 'userPromptTransformed': {
            const message = str(nextUserMessage(d, ctx)?.transformedContent);
            return message === undefined ? {} : { transformedPrompt: message, agentSees: message };
        }
        case 'agentStop':
        case 'subagentStop': {
            const block = blockOf(output);
            // agentStop: the CLI's evidence decides; the guard's last block is kept (and flagged) by mapSession.
            const honoured = d.event === 'subagentStop' || continued(d, ctx) || ctx.guardedStop === d;
            if (block && honoured)
                return { decision: 'block', reason: block.reason, agentSees: block.reason };
            const modified = d.event === 'subagentStop' ? str(output?.modifiedResponse) : undefined;
            // The task call's result, without the guidance postToolUse hooks appended to it.
            const task = d.event === 'subagentStop'
                ? ctx.view.calls
                    .get(d.parentToolCallId ?? `call_${ctx.assistantsBefore[d.at] ?? 0}`)
                    ?.result?.replace(/\n\nTool "task" succeeded\. Additional guidance from postToolUse hooks:\n[\s\S]*$/, '')
                : undefined;
            return {
                decision: 'none',
                ...(modified === undefined ? {} : { modifiedResponse: modified }),
                ...(task === undefined ? {} : { agentSees: task }),
            };
        }
        default:
            return {};
    }
}
/** Map the session's dispatches, tool calls and warnings into report terms. */
function mapSession(launch, dispatches, script) {
    const assistantsBefore = [];
    let assistants = 0;
    for (const e of launch.events) {
        assistantsBefore.push(assistants);
        if (e.type === 'assistant.message' && e.agentId === undefined)
            assistants += 1;
    }
    const guard = launch.hookLog.map((line) => STOP_GUARD.exec(line)).find((m) => m !== null);
    const lastStop = dispatches.findLast((d) => d.event === 'agentStop' && d.agentId === undefined);
    const ctx = {
        events: launch.events,
        requests: launch.requests,
        ...(guard && lastStop ? { guardedStop: lastStop } : {}),
        script,
        view: buildModelView(launch.requests),
        assistantsBefore,
    };
    const events = dispatches.map((d) => {
        const step = stepOf(d, ctx);
        let result = copilot_results_resultOf(d, ctx);
        const warnings = d.error ? [`${d.error.source ?? 'hook'}: ${d.error.message.trimEnd()}`] : [];
        if (guard && d === lastStop && result.decision === 'block') {
            const { agentSees: _unseen, ...rest } = result;
            result = rest;
            warnings.push(guard[0]);
        }
        return {
            ...(step === undefined ? {} : { step }),
            event: d.event,
            fired: true,
            input: d.event === 'preToolUse' ? preToolUseInput(d) : d.input,
            hooks: d.hooks,
            result,
            ...(warnings.length > 0 ? { warnings } : {}),
        };
    });
    const started = new Map();
    const toolCalls = [];
    for (const e of launch.events) {
        const id = str(e.data.toolCallId);
        if (id === undefined)
            continue;
        if (e.type === 'tool.execution_start')
            started.set(id, str(e.data.toolName) ?? '');
        if (e.type !== 'tool.execution_complete')
            continue;
        const step = callStep(script, id);
        const seen = ctx.view.calls.get(id);
        const errorCode = str(e.data.error?.code);
        toolCalls.push({
            toolCallId: id,
            tool: started.get(id) ?? seen?.name ?? '',
            ...(step === undefined ? {} : { step }),
            ...(e.agentId === undefined ? {} : { agentId: e.agentId }),
            success: e.data.success === true,
            ...(errorCode === undefined ? {} : { errorCode }),
            ...(seen?.result === undefined ? {} : { modelSees: seen.result }),
        });
    }
    const prompts = launch.events.filter((e) => e.type === 'user.message' && e.agentId === undefined).length;
    const warnings = launch.events
        .filter((e) => e.type === 'session.warning' || e.type === 'session.error')
        .map((e) => `${e.type}: ${str(e.data.message) ?? JSON.stringify(e.data)}`);
    if (guard)
        warnings.push(guard[0]);
    const agents = dispatches.map((d) => d.agentId);
    return { events, agents, toolCalls, continuations: Math.max(0, prompts - 1), warnings };
}

;// CONCATENATED MODULE: ./src/engines/copilot-script.ts
/** The text of the main agent's stop turns (scenarios script none; the CLI needs some). */
const STOP_TEXT = 'Done.';
/** The prompt sent when a scenario has none: `copilot -p ''` refuses to start. */
const DEFAULT_PROMPT = 'Run the scripted steps.';
/** The prompt the CLI gets, with a note when the scenario's is empty. */
function promptFor(scenario) {
    if (scenario.prompt !== '')
        return { prompt: scenario.prompt };
    return {
        prompt: DEFAULT_PROMPT,
        note: {
            severity: 'warning',
            code: 'engine-default-prompt',
            message: `the Copilot CLI needs a prompt; the copilot-cli engine sends '${DEFAULT_PROMPT}' (initialPrompt and prompt payloads differ)`,
            path: ['prompt'],
        },
    };
}
/** Build the model script of a scenario, with notes on what it had to leave out or change. */
function buildModelScript(scenario) {
    const notes = [];
    const subagents = [];
    let scripted;
    const toolTurn = (step, index, at) => {
        if (!step.execute)
            scripted ??= at;
        return { tool: step.tool, args: step.args, step: index };
    };
    const unsupported = (at, what) => notes.push({
        severity: 'warning',
        code: 'engine-unsupported-step',
        message: `the copilot-cli engine cannot replay ${what}; the step is left out`,
        path: at,
    });
    const convert = (step, index, at, nested) => {
        if ('tool' in step)
            return toolTurn(step, index, at);
        if ('subagent' in step) {
            const agent = step.subagent;
            const turns = agent.steps.map((inner, j) => toolTurn(inner, index, [...at, 'subagent', 'steps', j]));
            turns.push({ stop: agent.response, then: [], step: index });
            subagents.push({ prompt: agent.prompt, turns, step: index });
            const name = agent.displayName ?? agent.name;
            return {
                tool: 'task',
                args: {
                    name,
                    prompt: agent.prompt,
                    agent_type: agent.name,
                    description: agent.description ?? `Run ${name}`,
                },
                step: index,
            };
        }
        if ('error' in step) {
            if (step.error.context !== 'model_call')
                notes.push({
                    severity: 'warning',
                    code: 'engine-unsupported-step',
                    message: `the copilot-cli engine can only raise a model_call error; context '${step.error.context}' is replayed as a failed model request`,
                    path: at,
                });
            return { error: { status: 400, message: step.error.message }, step: index };
        }
        if ('stop' in step) {
            if (nested)
                return (unsupported(at, 'a stop inside a continuation turn'), undefined);
            const then = [];
            step.then.forEach((inner, j) => {
                const turn = convert(inner, index, [...at, 'then', j], true);
                if (turn)
                    then.push(turn);
            });
            return { stop: STOP_TEXT, then, step: index };
        }
        unsupported(at, 'compact' in step ? 'a compact step (preCompact)' : 'a notification step');
        return undefined;
    };
    const main = [];
    let stopped = false;
    scenario.steps.forEach((step, index) => {
        const at = ['steps', index];
        if (stopped)
            return unsupported(at, 'steps after a stop (in prompt mode the session ends there)');
        const turn = convert(step, index, at, false);
        if (turn)
            main.push(turn);
        if ('stop' in step || 'error' in step)
            stopped = true;
    });
    if (!stopped)
        main.push({ stop: STOP_TEXT, then: [], step: scenario.steps.length });
    if (scripted)
        notes.push({
            severity: 'info',
            code: 'engine-executes-tools',
            message: 'the copilot-cli engine runs every tool for real: scripted results and errors (execute: false) are not used',
            path: scripted,
        });
    return { script: { main, subagents }, notes };
}

;// CONCATENATED MODULE: ./src/interrupt.ts
/**
 * Cleanup when the CLI is interrupted: Ctrl-C, SIGTERM from a CI runner cancelling the job, or a closed pipe
 * (`hooksim run | head`). Without it the process dies before its `finally` blocks run, leaving sandbox and
 * firewall directories in /tmp; with it, every registered cleanup runs (for a few seconds at most), no new
 * sandbox starts, and the process exits quietly, without a stack trace.
 */

let interruptedBy;
/** Give up on cleanups that hang: an interrupted user wants the prompt back. */
const CLEANUP_LIMIT_MS = 10_000;
/** Raised by code that would start new work after an interruption. */
class InterruptedError extends Error {
    code = 'interrupted';
    constructor(reason) {
        super(`interrupted (${reason})`);
        this.name = 'InterruptedError';
    }
}
/** Throw InterruptedError once the process is being interrupted: start nothing new. */
function throwIfInterrupted() {
    if (interruptedBy !== undefined)
        throw new InterruptedError(interruptedBy);
}
/** Cleanups not started yet, by the function that starts them once. */
const pending = new Set();
/** Cleanups running now, whoever started them: an interrupted process waits for these too. */
const running = new Set();
/**
 * Register `cleanup` and return the function that runs it, once: the caller runs it when done (in `finally`),
 * or an interruption runs it first. Register before the first `await` that creates anything to clean.
 */
function guardCleanup(cleanup) {
    let started;
    const run = () => {
        if (started === undefined) {
            pending.delete(run);
            const work = cleanup().catch(() => undefined);
            started = work.then(() => {
                running.delete(work);
            });
            running.add(work);
        }
        return started;
    };
    pending.add(run);
    return run;
}
/** Run every registered cleanup, those registered meanwhile and those already running, until time is up. */
async function runCleanups() {
    const deadline = delay(CLEANUP_LIMIT_MS, undefined, { ref: false });
    const done = (async () => {
        while (pending.size > 0 || running.size > 0) {
            for (const run of [...pending])
                void run();
            await Promise.allSettled([...running]);
        }
    })();
    await Promise.race([done, deadline]);
}
/** Install the handlers for the CLI process: signals exit 128+N, a closed stdout exits with the status so far. */
function installInterruptHandlers() {
    const exitAfterCleanup = (reason, status) => {
        if (interruptedBy !== undefined)
            return;
        interruptedBy = reason;
        void runCleanups().finally(() => process.exit(status));
    };
    const signals = [
        ['SIGINT', 2],
        ['SIGTERM', 15],
        ['SIGHUP', 1],
    ];
    for (const [signal, number] of signals)
        process.on(signal, () => exitAfterCleanup(signal, 128 + number));
    for (const stream of [process.stdout, process.stderr]) {
        stream.on('error', (error) => {
            const status = typeof process.exitCode === 'number' ? process.exitCode : 0;
            exitAfterCleanup(error.code ?? 'output error', error.code === 'EPIPE' ? status : 2);
        });
    }
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/firewall/der.ts
/**
 * A minimal DER encoder (ITU-T X.690), enough to write X.509 certificates: only encoding, never parsing, so
 * no untrusted bytes pass through it.
 */
/** One TLV with a definite length. */
function encodeTlv(tag, content) {
    const length = content.length;
    let header;
    if (length < 0x80) {
        header = Buffer.from([tag, length]);
    }
    else {
        const bytes = [];
        for (let rest = length; rest > 0; rest = Math.floor(rest / 256))
            bytes.unshift(rest & 0xff);
        header = Buffer.from([tag, 0x80 | bytes.length, ...bytes]);
    }
    return Buffer.concat([header, content]);
}
/** SEQUENCE of the given encodings. */
function derSequence(...items) {
    return encodeTlv(0x30, Buffer.concat(items));
}
/** SET of the given encodings (callers pass one item, so no sorting is needed). */
function derSet(...items) {
    return encodeTlv(0x31, Buffer.concat(items));
}
/** INTEGER from unsigned big-endian bytes (a 0x00 is prefixed when the top bit is set). */
function derUnsignedInteger(bytes) {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0)
        start += 1;
    const trimmed = bytes.subarray(start);
    const content = (trimmed[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed;
    return encodeTlv(0x02, content.length === 0 ? Buffer.from([0]) : content);
}
/** A small non-negative INTEGER. */
function derSmallInteger(value) {
    return derUnsignedInteger(Buffer.from([value & 0xff]));
}
/** OBJECT IDENTIFIER from its dotted form. */
function derOid(dotted) {
    const arcs = dotted.split('.').map(Number);
    const bytes = [40 * (arcs[0] ?? 0) + (arcs[1] ?? 0)];
    for (const arc of arcs.slice(2)) {
        const chunk = [arc & 0x7f];
        for (let rest = Math.floor(arc / 128); rest > 0; rest = Math.floor(rest / 128)) {
            chunk.unshift(0x80 | (rest & 0x7f));
        }
        bytes.push(...chunk);
    }
    return encodeTlv(0x06, Buffer.from(bytes));
}
/** UTF8String. */
function derUtf8(text) {
    return encodeTlv(0x0c, Buffer.from(text, 'utf8'));
}
/** BOOLEAN TRUE (DER encodes TRUE as 0xFF). */
function derTrue() {
    return Buffer.from([0x01, 0x01, 0xff]);
}
/** BIT STRING with `unusedBits` trailing bits of the last byte unused. */
function derBitString(bytes, unusedBits = 0) {
    return encodeTlv(0x03, Buffer.concat([Buffer.from([unusedBits]), bytes]));
}
/** OCTET STRING. */
function derOctetString(bytes) {
    return encodeTlv(0x04, bytes);
}
/** UTCTime before 2050, GeneralizedTime from then on (RFC 5280 §4.1.2.5). */
function derTime(date) {
    const iso = date.toISOString();
    const digits = iso.slice(0, 19).replace(/[-:T]/g, '');
    const year = date.getUTCFullYear();
    if (year < 2050)
        return encodeTlv(0x17, Buffer.from(`${digits.slice(2)}Z`, 'ascii'));
    return encodeTlv(0x18, Buffer.from(`${digits}Z`, 'ascii'));
}
/** A context-specific tag `[n]`: EXPLICIT (constructed) around an encoding, or IMPLICIT primitive around raw bytes. */
function derContext(n, content, constructed) {
    return encodeTlv((constructed ? 0xa0 : 0x80) | n, content);
}

;// CONCATENATED MODULE: ./src/firewall/certificates.ts
/**
 * The per-run certificate authority for TLS interception (spec/cloud-environment.md §5.2 point 3): one ECDSA
 * P-256 CA per run, one leaf per intercepted host (cached), all valid for a week at most. The CA key never
 * leaves this process; the sandbox trusts only the certificate.
 */





const generateKeyPairAsync = (0,external_node_util_.promisify)(external_node_crypto_.generateKeyPair);
const OID = {
    ecdsaWithSha256: '1.2.840.10045.4.3.2',
    commonName: '2.5.4.3',
    organization: '2.5.4.10',
    subjectKeyIdentifier: '2.5.29.14',
    keyUsage: '2.5.29.15',
    subjectAltName: '2.5.29.17',
    basicConstraints: '2.5.29.19',
    authorityKeyIdentifier: '2.5.29.35',
    extKeyUsage: '2.5.29.37',
    serverAuth: '1.3.6.1.5.5.7.3.1',
};
const HOUR_MS = 3600_000;
const VALIDITY_MS = 7 * 24 * HOUR_MS;
const LEAF_CACHE_SIZE = 256;
function encodeName(commonName, organization) {
    const rdns = [derSet(derSequence(derOid(OID.commonName), derUtf8(commonName)))];
    if (organization)
        rdns.unshift(derSet(derSequence(derOid(OID.organization), derUtf8(organization))));
    return derSequence(...rdns);
}
function encodeExtension(oid, critical, value) {
    return derSequence(derOid(oid), ...(critical ? [derTrue()] : []), derOctetString(value));
}
/** RFC 5280 §4.2.1.2 method 1: SHA-1 of the subjectPublicKey bits (the SPKI tail after its fixed P-256 header). */
function keyIdentifier(publicKey) {
    const spki = publicKey.export({ type: 'spki', format: 'der' });
    // For P-256 the BIT STRING holds the last 65 bytes (uncompressed point).
    return (0,external_node_crypto_.createHash)('sha1')
        .update(spki.subarray(spki.length - 65))
        .digest();
}
function buildCertificate(fields, now) {
    const signatureAlgorithm = derSequence(derOid(OID.ecdsaWithSha256));
    const serial = (0,external_node_crypto_.randomBytes)(16);
    serial[0] = (serial[0] ?? 0) & 0x7f;
    const tbs = derSequence(derContext(0, derSmallInteger(2), true), derUnsignedInteger(serial), signatureAlgorithm, fields.issuer, derSequence(derTime(new Date(now - HOUR_MS)), derTime(new Date(now + VALIDITY_MS))), fields.subject, fields.publicKey.export({ type: 'spki', format: 'der' }), derContext(3, derSequence(...fields.extensions, encodeExtension(OID.subjectKeyIdentifier, false, derOctetString(keyIdentifier(fields.publicKey))), encodeExtension(OID.authorityKeyIdentifier, false, derSequence(derContext(0, fields.authorityKeyId, false)))), true));
    const signature = (0,external_node_crypto_.sign)('sha256', tbs, fields.signingKey);
    const der = derSequence(tbs, signatureAlgorithm, derBitString(signature));
    const base64 = der.toString('base64').replace(/.{64}/g, '$&\n');
    return `-----BEGIN CERTIFICATE-----\n${base64.trimEnd()}\n-----END CERTIFICATE-----\n`;
}
/** The subjectAltName entry of a host: dNSName, or iPAddress for a literal. */
function encodeAltName(host) {
    if (ipVersion(host) === 4)
        return derContext(7, Buffer.from(host.split('.').map(Number)), false);
    if (ipVersion(host) === 6) {
        const url = new URL(`http://[${host}]/`).hostname.slice(1, -1);
        const [head = '', tail = ''] = url.split('::');
        const headParts = head === '' ? [] : head.split(':');
        const tailParts = tail === '' ? [] : tail.split(':');
        const groups = url.includes('::')
            ? [...headParts, ...Array(8 - headParts.length - tailParts.length).fill('0'), ...tailParts]
            : headParts;
        const bytes = Buffer.alloc(16);
        groups.forEach((group, index) => bytes.writeUInt16BE(parseInt(group, 16), index * 2));
        return derContext(7, bytes, false);
    }
    return derContext(2, Buffer.from(host, 'ascii'), false);
}
let runAuthority;
/** The per-run CA: its certificate for the sandbox trust store, and leaf TLS contexts per host. */
class CertificateAuthority {
    ca;
    leafKey;
    caName;
    certPem;
    leaves = new Map();
    leafKeyPem;
    constructor(ca, leafKey, 
    /** The CA's subject, which every leaf names as its issuer byte for byte. */
    caName, 
    /** PEM of the CA certificate. */
    certPem) {
        this.ca = ca;
        this.leafKey = leafKey;
        this.caName = caName;
        this.certPem = certPem;
    }
    /**
     * The CA of this run (this process): made on first use and shared by every session's firewall, so a
     * session start costs no key generation and a host's leaf context is issued once a run.
     */
    static forRun() {
        runAuthority ??= CertificateAuthority.create();
        runAuthority.catch(() => (runAuthority = undefined));
        return runAuthority;
    }
    /** Generate a fresh CA (and the one leaf key all leaves of this run share). */
    static async create(now = Date.now()) {
        const ca = await generateKeyPairAsync('ec', { namedCurve: 'P-256' });
        const leafKey = await generateKeyPairAsync('ec', { namedCurve: 'P-256' });
        const name = encodeName(`hooksim egress CA ${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`, 'hooksim');
        const certPem = buildCertificate({
            subject: name,
            issuer: name,
            publicKey: ca.publicKey,
            signingKey: ca.privateKey,
            authorityKeyId: keyIdentifier(ca.publicKey),
            extensions: [
                encodeExtension(OID.basicConstraints, true, derSequence(derTrue(), derSmallInteger(0))),
                // digitalSignature, keyCertSign, cRLSign: bits 0, 5, 6 -> 1000 0110, one unused bit.
                encodeExtension(OID.keyUsage, true, derBitString(Buffer.from([0x86]), 1)),
            ],
        }, now);
        return new CertificateAuthority(ca, leafKey, name, certPem);
    }
    /** PEM of a leaf certificate for one host (a canonical host name or IP literal), signed by this CA. */
    issueLeafPem(host, now = Date.now()) {
        return buildCertificate({
            subject: encodeName(host),
            issuer: this.caName,
            publicKey: this.leafKey.publicKey,
            signingKey: this.ca.privateKey,
            authorityKeyId: keyIdentifier(this.ca.publicKey),
            extensions: [
                encodeExtension(OID.basicConstraints, true, derSequence()),
                // digitalSignature only: bit 0 -> 1000 0000, seven unused bits.
                encodeExtension(OID.keyUsage, true, derBitString(Buffer.from([0x80]), 7)),
                encodeExtension(OID.extKeyUsage, false, derSequence(derOid(OID.serverAuth))),
                encodeExtension(OID.subjectAltName, false, derSequence(encodeAltName(host))),
            ],
        }, now);
    }
    /** The TLS server context for a host, issued on first use and cached (least recently used dropped). */
    contextFor(host) {
        const cached = this.leaves.get(host);
        if (cached) {
            this.leaves.delete(host);
            this.leaves.set(host, cached);
            return cached;
        }
        const context = (0,external_node_tls_.createSecureContext)({
            key: (this.leafKeyPem ??= this.leafKey.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
            cert: this.issueLeafPem(host),
        });
        this.leaves.set(host, context);
        if (this.leaves.size > LEAF_CACHE_SIZE) {
            const oldest = this.leaves.keys().next().value;
            if (oldest !== undefined)
                this.leaves.delete(oldest);
        }
        return context;
    }
}

;// CONCATENATED MODULE: ./src/firewall/dns-message.ts
/**
 * Just enough of the DNS wire format (RFC 1035) for the firewall's stub resolver: read the one question of a
 * query, answer it with an address, an empty NOERROR, or an error code. Every read is bounds-checked: the bytes
 * come from code under test.
 */
/** DNS response codes used here. */
const RCODE = { noError: 0, formErr: 1, servFail: 2, nxDomain: 3, notImp: 4, refused: 5 };
/** Query types used here. */
const QTYPE = { a: 1, aaaa: 28, ptr: 12 };
const HEADER_BYTES = 12;
const MAX_NAME_BYTES = 255;
/** Read a query; undefined when not even a header is there (nothing sensible can be answered). */
function parseDnsQuery(message) {
    if (message.length < HEADER_BYTES)
        return undefined;
    const flags = message.readUInt16BE(2);
    const query = {
        id: message.readUInt16BE(0),
        opcode: (flags >> 11) & 0x0f,
        recursionDesired: (flags & 0x0100) !== 0,
    };
    // A response (QR set) or anything but exactly one question is not a query this stub answers.
    if ((flags & 0x8000) !== 0 || message.readUInt16BE(4) !== 1)
        return query;
    const labels = [];
    let offset = HEADER_BYTES;
    let nameBytes = 0;
    for (;;) {
        const length = message[offset];
        if (length === undefined)
            return query;
        offset += 1;
        if (length === 0)
            break;
        // Compression pointers (and the reserved 01/10 label types) have no place in a question.
        if (length > 63)
            return query;
        nameBytes += length + 1;
        if (nameBytes > MAX_NAME_BYTES || offset + length > message.length)
            return query;
        labels.push(presentLabel(message.subarray(offset, offset + length)));
        offset += length;
    }
    if (offset + 4 > message.length)
        return query;
    query.question = {
        name: labels.join('.').toLowerCase(),
        type: message.readUInt16BE(offset),
        class: message.readUInt16BE(offset + 2),
    };
    query.questionBytes = Buffer.from(message.subarray(HEADER_BYTES, offset + 4));
    return query;
}
/** A label in presentation form: letters, digits, `-`, `_` and `*` as they are, everything else `\DDD`. */
function presentLabel(bytes) {
    let text = '';
    for (const byte of bytes) {
        const char = String.fromCharCode(byte);
        text += /[A-Za-z0-9_*-]/.test(char) ? char : `\\${byte.toString().padStart(3, '0')}`;
    }
    return text;
}
/** Build the response to a query: its question echoed, the rcode, and answers (which point at the question name). */
function buildDnsResponse(query, rcode, answers = []) {
    const question = query.questionBytes;
    const header = Buffer.alloc(HEADER_BYTES);
    header.writeUInt16BE(query.id, 0);
    const flags = 0x8000 | (query.opcode << 11) | (query.recursionDesired ? 0x0100 : 0) | 0x0080 | (rcode & 0x0f);
    header.writeUInt16BE(flags, 2);
    header.writeUInt16BE(question ? 1 : 0, 4);
    header.writeUInt16BE(question ? answers.length : 0, 6);
    if (!question)
        return header;
    const records = answers.map((answer) => {
        const record = Buffer.alloc(12 + answer.data.length);
        record.writeUInt16BE(0xc000 | HEADER_BYTES, 0);
        record.writeUInt16BE(answer.type, 2);
        record.writeUInt16BE(1, 4);
        record.writeUInt32BE(answer.ttl, 6);
        record.writeUInt16BE(answer.data.length, 10);
        answer.data.copy(record, 12);
        return record;
    });
    return Buffer.concat([header, question, ...records]);
}
/** The 4 bytes of a dotted IPv4 address. */
function ipv4Bytes(address) {
    return Buffer.from(address.split('.').map((part) => Number(part)));
}

;// CONCATENATED MODULE: ./src/firewall/relay-header.ts
/**
 * The header line of a relay connection (sandbox/egress-relay.cjs): `TCP <address> <port>[ <command>]` or
 * `DNS <n>[ <command>]`, where `<command>` is the base64 (UTF-8) command line of the sandbox process that made
 * the connection or lookup (spec/cloud-environment.md §5.4). The relay runs in the sandbox, which hooks control,
 * so the command is untrusted text: decoded leniently, cleaned of control characters, capped.
 */


/** The longest command kept, in UTF-16 units (the relay cuts to the same); a longer one ends with `…`. */

/** The longest `<command>` field accepted (base64 of MAX_COMMAND_CHARS of UTF-8, with room). */
const MAX_COMMAND_FIELD = 4096;
/** The longest header line accepted, newline included. */
const MAX_HEADER_BYTES = MAX_COMMAND_FIELD + 128;
/** DNS queries outside this size are refused (real ones are a few dozen bytes; 12 is the DNS header). */
const DNS_QUERY_BYTES = { min: 12, max: 4096 };
const COMMAND_FIELD = `(?: ([A-Za-z0-9+/]{1,${MAX_COMMAND_FIELD}}={0,2}))?`;
const TCP_HEADER = new RegExp(`^TCP (\\S{1,64}) (\\d{1,5})${COMMAND_FIELD}$`);
const DNS_HEADER = new RegExp(`^DNS (\\d{1,5})${COMMAND_FIELD}$`);
/**
 * Where the header line ends (its length without the newline); -1 as soon as the bytes cannot be a header (so
 * garbage is dropped at once, not at the deadline); undefined while incomplete.
 */
function findHeaderEnd(bytes) {
    const prefix = bytes.subarray(0, 4).toString('latin1');
    if (!'TCP '.startsWith(prefix) && !'DNS '.startsWith(prefix))
        return -1;
    const index = bytes.indexOf(0x0a);
    return index < 0 ? undefined : index;
}
/** Parse a header line (without its newline); undefined for anything malformed or out of range. */
function parseRelayHeader(line) {
    const tcp = TCP_HEADER.exec(line);
    if (tcp) {
        const port = Number(tcp[2]);
        // The relay sends the address the client connected to: an IP. Anything else is forged (and could carry
        // control characters into the log).
        if (port < 1 || port > 65535 || ipVersion(tcp[1] ?? '') === 0)
            return undefined;
        return withCommand({ kind: 'tcp', address: tcp[1] ?? '', port }, tcp[3]);
    }
    const dns = DNS_HEADER.exec(line);
    if (dns) {
        const length = Number(dns[1]);
        if (length < DNS_QUERY_BYTES.min || length > DNS_QUERY_BYTES.max)
            return undefined;
        return withCommand({ kind: 'dns', length }, dns[2]);
    }
    return undefined;
}
function withCommand(header, field) {
    const command = field === undefined ? undefined : decodeCommand(field);
    return command === undefined ? header : { ...header, command };
}
/** A `<command>` field as text fit for the log and the reports, or undefined when nothing printable is left. */
function decodeCommand(field) {
    return cleanCommand(Buffer.from(field, 'base64').toString('utf8'));
}
/**
 * Untrusted command text made safe to show on one line: control characters (C0, C1, DEL) and line or paragraph
 * separators become spaces, bidirectional overrides and invisible format characters go (they could make the text
 * read as something else), and the result is capped. Undefined when only blanks are left.
 */
function cleanCommand(text) {
    const clean = text
        .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')
        .replace(/[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF]/g, '');
    if (clean.trim() === '')
        return undefined;
    if (clean.length <= egress_relay.MAX_COMMAND_CHARS)
        return clean;
    return `${clean.slice(0, egress_relay.MAX_COMMAND_CHARS - 1).replace(/[\uD800-\uDBFF]$/, '')}…`;
}

;// CONCATENATED MODULE: ./src/firewall/dns-stub.ts



/** Where every allowed name points: the sandbox side of the relay. */
const RELAY_ADDRESS = '127.1.0.1';
const TTL_SECONDS = 60;
/** How long a relay connection may take to deliver a query, and may wait idle for the next one. */
const DNS_LIMITS = { readTimeoutMs: 10_000, idleTimeoutMs: 30_000 };
const LOOPBACK_V6 = Buffer.from('00000000000000000000000000000001', 'hex');
/** Whether a name is the reverse-lookup name of a loopback address (asked by tools, never worth a record). */
function isLoopbackReverseName(name) {
    return name.endsWith('.127.in-addr.arpa') || /^1(\.0){31}\.ip6\.arpa$/.test(name);
}
/**
 * The response to one query, or undefined when the bytes are not a DNS message at all; `command` is the process
 * that asked, when the relay knows it.
 */
function answerDnsQuery(bytes, decider, command) {
    const query = parseDnsQuery(bytes);
    if (!query)
        return undefined;
    if (query.opcode !== 0)
        return buildDnsResponse(query, RCODE.notImp);
    const question = query.question;
    if (!question)
        return buildDnsResponse(query, RCODE.formErr);
    if (question.name === '')
        return buildDnsResponse(query, RCODE.refused);
    if (isLoopbackReverseName(question.name))
        return buildDnsResponse(query, RCODE.nxDomain);
    const verdict = decider.decideName(question.name, command);
    if (verdict === 'block')
        return buildDnsResponse(query, RCODE.nxDomain);
    const answers = [];
    if (question.class === 1 && question.type === QTYPE.a) {
        const address = verdict === 'loopback' ? '127.0.0.1' : RELAY_ADDRESS;
        answers.push({ type: QTYPE.a, data: ipv4Bytes(address), ttl: TTL_SECONDS });
    }
    else if (question.class === 1 && question.type === QTYPE.aaaa && verdict === 'loopback') {
        answers.push({ type: QTYPE.aaaa, data: LOOPBACK_V6, ttl: TTL_SECONDS });
    }
    return buildDnsResponse(query, RCODE.noError, answers);
}
/** Answer queries on a relay connection until it ends; the first header has been read already. */
async function serveDns(socket, first, decider) {
    let header = first;
    for (;;) {
        const expected = header.length;
        const body = await collectHead(socket, { maxBytes: expected, timeoutMs: DNS_LIMITS.readTimeoutMs }, (bytes) => (bytes.length >= expected ? true : undefined));
        if (!('value' in body)) {
            socket.destroy();
            return;
        }
        putBack(socket, body.buffer.subarray(expected));
        const response = answerDnsQuery(body.buffer.subarray(0, expected), decider, header.command);
        if (!response) {
            socket.destroy();
            return;
        }
        socket.write(Buffer.concat([Buffer.from(`${response.length}\n`, 'ascii'), response]));
        const line = await collectHead(socket, { maxBytes: MAX_HEADER_BYTES, timeoutMs: DNS_LIMITS.idleTimeoutMs }, findHeaderEnd);
        if (!('value' in line) || line.value < 0) {
            if ('failure' in line && line.failure === 'closed' && line.buffer.length === 0)
                socket.end();
            else
                socket.destroy();
            return;
        }
        putBack(socket, line.buffer.subarray(line.value + 1));
        const next = parseRelayHeader(line.buffer.subarray(0, line.value).toString('latin1'));
        if (next?.kind !== 'dns') {
            socket.destroy();
            return;
        }
        header = next;
    }
}

;// CONCATENATED MODULE: ./src/firewall/egress-log.ts
/** Distinct entries kept: a hook looping over random URLs must not grow memory without bound. */
const MAX_EGRESS_RECORDS = 10_000;
const MAX_NOTES = 1_000;
/** The egress log of one firewall, with the attribution of whatever runs now. */
class EgressLog {
    records = new Map();
    noteMap = new Map();
    current;
    /** Set who makes requests from now on (undefined: nobody known). */
    attribute(attribution) {
        this.current = attribution ? { ...attribution } : undefined;
    }
    /** Record one lookup or request under the current attribution. */
    record(event) {
        const entry = {
            host: event.host,
            ...(event.url !== undefined ? { url: event.url } : {}),
            kind: event.kind,
            allowed: event.allowed,
            ...(event.mocked ? { mocked: true } : {}),
            ...pickAttribution(this.current, event.command),
            count: 0,
        };
        const key = JSON.stringify([
            entry.host,
            entry.url,
            entry.kind,
            entry.allowed,
            entry.mocked,
            entry.event,
            entry.file,
            entry.index,
            entry.step,
            entry.tool,
            entry.command,
        ]);
        const existing = this.records.get(key);
        if (existing) {
            existing.count += 1;
            return;
        }
        if (this.records.size >= MAX_EGRESS_RECORDS) {
            this.note({
                code: 'egress-truncated',
                message: `More than ${MAX_EGRESS_RECORDS} distinct egress entries; later ones were not recorded.`,
            });
            return;
        }
        entry.count = 1;
        this.records.set(key, entry);
    }
    /** Add a note once (same code and URL). */
    note(note) {
        const key = `${note.code} ${note.url ?? ''}`;
        if (!this.noteMap.has(key) && this.noteMap.size < MAX_NOTES)
            this.noteMap.set(key, note);
    }
    /** Copies of the entries, in order of first occurrence. */
    entries() {
        return [...this.records.values()].map((record) => ({ ...record }));
    }
    /** Copies of the notes, in order of first occurrence. */
    notes() {
        return [...this.noteMap.values()].map((note) => ({ ...note }));
    }
}
/**
 * The hook run or tool running now, with the process's own command line over the tool's command string: the
 * process is what the spec names, the tool's string only what started it. A process outside any run (nothing
 * attributed) keeps its command.
 */
function pickAttribution(attribution, processCommand) {
    const picked = attribution ? { event: attribution.event } : {};
    if (attribution?.file !== undefined)
        picked.file = attribution.file;
    if (attribution?.index !== undefined)
        picked.index = attribution.index;
    if (attribution?.step !== undefined)
        picked.step = attribution.step;
    if (attribution?.tool !== undefined)
        picked.tool = attribution.tool;
    const command = processCommand ?? attribution?.command;
    if (command !== undefined)
        picked.command = command;
    return picked;
}

;// CONCATENATED MODULE: ./src/firewall/mocks.ts
/**
 * `mocks.http` (spec/cloud-environment.md §5.7): canned answers keyed by URL prefix in the URL-rule grammar,
 * longest key wins. The firewall decides first; a mock only answers an allowed URL.
 */


/** A mock that cannot be used. */
class HttpMockError extends Error {
    key;
    code = 'invalid-http-mock';
    constructor(key, reason) {
        super(`Invalid mocks.http entry '${key}': ${reason}.`);
        this.key = key;
        this.name = 'HttpMockError';
    }
}
const MAX_DELAY_MS = 10 * 60_000;
function renderMock(key, spec) {
    const status = spec.status ?? 200;
    if (!Number.isInteger(status) || status < 100 || status > 599) {
        throw new HttpMockError(key, `status ${String(spec.status)} is not an HTTP status code`);
    }
    const delayMs = spec.delayMs ?? 0;
    if (!Number.isFinite(delayMs) || delayMs < 0 || delayMs > MAX_DELAY_MS) {
        throw new HttpMockError(key, `delayMs must be between 0 and ${MAX_DELAY_MS}`);
    }
    const headers = {};
    for (const [name, value] of Object.entries(spec.headers ?? {})) {
        try {
            (0,external_node_http_.validateHeaderName)(name);
            (0,external_node_http_.validateHeaderValue)(name, value);
        }
        catch {
            throw new HttpMockError(key, `header '${name}' is not a valid HTTP header`);
        }
        headers[name] = value;
    }
    const hasContentType = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
    let text = spec.body ?? '';
    if (spec.json !== undefined) {
        text = JSON.stringify(spec.json) ?? 'null';
        if (!hasContentType)
            headers['content-type'] = 'application/json';
    }
    return { status, headers, body: Buffer.from(text, 'utf8'), delayMs };
}
/** The mocks of one run. */
class MockTable {
    entries;
    hosts;
    /** Parse the keys and render the answers; throws HttpMockError. */
    constructor(mocks = {}) {
        this.entries = Object.entries(mocks).map(([key, spec]) => {
            let rule;
            try {
                rule = parseAllowRule(key);
            }
            catch (error) {
                throw new HttpMockError(key, error instanceof AllowRuleError ? 'the key is not a URL' : String(error));
            }
            if (rule.kind !== 'url')
                throw new HttpMockError(key, 'the key must be a URL with a scheme');
            return { key, rule, rendered: renderMock(key, spec) };
        });
        // Longest key first, so the first match is the one that wins.
        this.entries.sort((a, b) => b.key.length - a.key.length);
        this.hosts = new AllowList(this.entries.map((entry) => entry.rule));
    }
    /** The mock for a URL (longest matching key), if any. */
    find(target) {
        return this.entries.find((entry) => matchesTarget(entry.rule, target))?.rendered;
    }
    /** Whether some mock could answer a request to this host (so its TLS must be intercepted). */
    coversHost(host) {
        return this.hosts.accessTo(host) !== 'none';
    }
}
/** The HTTP hook runner's view of a mock; it sends the body at once (no delay). */
function toHttpMock(mock) {
    return {
        status: mock.status,
        headers: { ...mock.headers },
        body: mock.body.toString('utf8'),
        ...(mock.delayMs ? { delayMs: mock.delayMs } : {}),
    };
}

;// CONCATENATED MODULE: ./src/firewall/upstream.ts
/**
 * Where allowed traffic really goes: a `resolve` mapping (tests point names at local servers), else the real
 * host, resolved once and pinned. Without a mapping, this machine and its private network are refused
 * (`isHostProtectedAddress`): sandboxed code must not reach hooksim's host or its network through an allowed
 * name or IP that happens to lead there, whatever the allow-list or profile says.
 */







/** Why an upstream could not be used. */
class UpstreamError extends Error {
    code;
    constructor(code, message) {
        super(message);
        this.code = code;
        this.name = 'UpstreamError';
    }
}
const CONNECT_TIMEOUT_MS = 15_000;
function parseMapping(host, value) {
    const match = /^(\[[0-9A-Fa-f:.]+\]|[^:[\]]+):(\d{1,5})$/.exec(value.trim());
    const port = Number(match?.[2]);
    if (!match || port < 1 || port > 65535) {
        throw new UpstreamError('invalid-resolve', `Invalid resolve entry for '${host}': '${value}'. Expected host:port.`);
    }
    return { address: (match[1] ?? '').replace(/^\[(.*)\]$/, '$1'), port };
}
/** Resolves and connects upstreams for one run. */
class Upstream {
    lookup;
    mappings = new Map();
    httpAgent = new external_node_http_.Agent({ keepAlive: true, maxSockets: 32 });
    httpsAgent = new external_node_https_.Agent({ keepAlive: true, maxSockets: 32 });
    ca;
    /**
     * `resolve`: host name → `host:port`; `extraCaPem`: also trusted for upstream TLS (tests); `lookup`: name
     * resolution (default node:dns, all families; tests inject one).
     */
    constructor(resolve = {}, extraCaPem = [], lookup = lookupAll) {
        this.lookup = lookup;
        for (const [name, value] of Object.entries(resolve)) {
            const host = normalizeHost(name);
            if (host === undefined)
                throw new UpstreamError('invalid-resolve', `Invalid resolve host '${name}'.`);
            this.mappings.set(host, parseMapping(name, value));
        }
        if (extraCaPem.length > 0)
            this.ca = [...external_node_tls_.rootCertificates, ...extraCaPem];
    }
    /** Where a host and port really go; throws UpstreamError. */
    async destinationFor(name, port) {
        const host = normalizeHost(name) ?? name;
        const servername = ipVersion(host) === 0 ? host : undefined;
        const mapped = this.mappings.get(host);
        if (mapped)
            return { address: mapped.address, port: mapped.port, servername };
        let addresses;
        if (ipVersion(host) !== 0) {
            addresses = [host];
        }
        else {
            try {
                addresses = await this.lookup(host);
            }
            catch {
                throw new UpstreamError('dns-failure', `Could not resolve ${host}`);
            }
            if (addresses.length === 0)
                throw new UpstreamError('dns-failure', `Could not resolve ${host}`);
        }
        const address = addresses.find((candidate) => !isHostProtectedAddress(candidate));
        if (address === undefined) {
            throw new UpstreamError('forbidden-address', `${host} ${servername === undefined ? 'is' : 'resolves to'} an address of hooksim's host or its private network; the firewall does not reach it`);
        }
        return { address, port, servername };
    }
    /** Open a TCP connection (for tunnels and other TCP); throws UpstreamError. */
    async connect(name, port) {
        const destination = await this.destinationFor(name, port);
        return new Promise((resolve, reject) => {
            const socket = (0,external_node_net_.connect)({ host: destination.address, port: destination.port });
            const fail = (error) => {
                socket.destroy();
                reject(new UpstreamError('connect-failed', `Could not connect to ${name}:${port}: ${error.message}`));
            };
            socket.setTimeout(CONNECT_TIMEOUT_MS, () => fail(new Error('timed out')));
            socket.once('error', fail);
            socket.once('connect', () => {
                socket.setTimeout(0);
                socket.removeListener('error', fail);
                socket.on('error', () => socket.destroy());
                resolve(socket);
            });
        });
    }
    /** Start verified TLS on a connected socket to a URL's host (WebSocket upgrades over https); throws UpstreamError. */
    secure(socket, url) {
        const host = normalizeHost(url.hostname) ?? url.hostname;
        return new Promise((resolve, reject) => {
            const secured = (0,external_node_tls_.connect)({
                socket,
                ...(ipVersion(host) === 0 ? { servername: host } : {}),
                ...(this.ca ? { ca: this.ca } : {}),
                ALPNProtocols: ['http/1.1'],
            });
            const fail = (error) => {
                secured.destroy();
                socket.destroy();
                reject(new UpstreamError('connect-failed', `TLS to ${host} failed: ${error.message}`));
            };
            secured.once('error', fail);
            secured.once('secureConnect', () => {
                secured.removeListener('error', fail);
                secured.on('error', () => secured.destroy());
                resolve(secured);
            });
        });
    }
    /** Options for an http(s).request to a URL's host (pinned address, SNI, pooled agent); throws UpstreamError. */
    async requestOptions(url) {
        const https = url.protocol === 'https:';
        const port = url.port === '' ? (https ? 443 : 80) : Number(url.port);
        const destination = await this.destinationFor(url.hostname.replace(/^\[(.*)\]$/, '$1'), port);
        return {
            host: destination.address,
            port: destination.port,
            agent: https ? this.httpsAgent : this.httpAgent,
            ...(https && destination.servername ? { servername: destination.servername } : {}),
            ...(https && this.ca ? { ca: this.ca } : {}),
        };
    }
    /** Drop pooled connections. */
    close() {
        this.httpAgent.destroy();
        this.httpsAgent.destroy();
    }
}

;// CONCATENATED MODULE: ./src/firewall/firewall.ts
/**
 * The egress firewall of one run (spec/cloud-environment.md §5): a Unix socket the in-sandbox agent relays
 * every DNS query and TCP connection to, the rule sets in force, mocks, the per-run CA, the egress log, and
 * the gate HTTP hooks (sent from hooksim's own process) pass through.
 */












/** Bounds on the relay itself. */
const RELAY_LIMITS = {
    maxConnections: 512,
    headerTimeoutMs: 10_000,
    /** No relayed connection lives longer than this, whatever it does. */
    maxLifetimeMs: 30 * 60_000,
};
/** The egress firewall of one run. */
class Firewall {
    socketPath;
    server;
    decider;
    log;
    proxy;
    upstream;
    ca;
    /** The runtime-side check for HTTP hooks (runtime-behaviour.md §12): records, then allows, blocks or mocks. */
    gate;
    connections = new Set();
    closed = false;
    constructor(
    /** The Unix socket the in-sandbox agent relays to (bind-mount it into the sandbox). */
    socketPath, server, decider, log, proxy, upstream, ca) {
        this.socketPath = socketPath;
        this.server = server;
        this.decider = decider;
        this.log = log;
        this.proxy = proxy;
        this.upstream = upstream;
        this.ca = ca;
        this.gate = { check: (url) => this.checkHookUrl(url) };
    }
    /** Build the rule sets, mocks and CA, and listen on the socket; throws on a bad rule, mock or mapping. */
    static async start(options) {
        const rules = RuleSets.create(options);
        const mocks = new MockTable(options.mocks);
        const upstream = new Upstream(options.resolve, options.upstreamCaPem);
        const ca = await CertificateAuthority.forRun();
        const log = new EgressLog();
        const decider = new Decider(rules, mocks, log);
        const proxy = new EgressProxy(decider, upstream, ca);
        const server = (0,external_node_net_.createServer)({ allowHalfOpen: true, pauseOnConnect: true });
        const firewall = new Firewall(options.socketPath, server, decider, log, proxy, upstream, ca);
        server.on('connection', (socket) => firewall.onRelay(socket));
        await new Promise((resolve, reject) => {
            server.once('error', reject);
            server.listen(options.socketPath, () => {
                server.removeListener('error', reject);
                resolve();
            });
        });
        try {
            // Only this user (and the sandbox, which runs as this user) may connect.
            (0,external_node_fs_.chmodSync)(options.socketPath, 0o600);
        }
        catch (error) {
            server.close();
            throw error;
        }
        server.on('error', () => undefined);
        return firewall;
    }
    /** PEM of the per-run CA, for the sandbox trust store. */
    get caCertPem() {
        return this.ca.certPem;
    }
    /** Set who makes requests from now on (the dispatcher calls it around each hook run). */
    attribute(attribution) {
        this.log.attribute(attribution);
    }
    /**
     * The egress entries so far, deduplicated, in order of first occurrence. `command` is the process the relay
     * named (namespace driver), else an executed bash tool's command string, else absent.
     */
    egress() {
        return this.log.entries();
    }
    /** Messages for warning diagnostics (a mock the firewall blocks, a truncated egress log), once each. */
    notes() {
        return this.log.notes().map((note) => note.message);
    }
    /** The same notes with their codes (`mock-not-allow-listed`, `egress-truncated`) and URLs. */
    noteDetails() {
        return this.log.notes();
    }
    /** The DNS step of the rule sets in force, without recording. */
    allowsName(host) {
        return this.decider.rules.allowsName(host);
    }
    /** The HTTP step of the rule sets in force, without recording. */
    allowsUrl(url) {
        return this.decider.rules.allowsUrl(url);
    }
    /** Relayed connections plus the sockets the proxy holds for them (zero once clients have gone: leak checks). */
    openConnections() {
        return this.connections.size + this.proxy.openCount();
    }
    /** Stop listening, drop every relayed and upstream connection; safe to call twice. */
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        const closing = new Promise((resolve) => this.server.close(() => resolve()));
        for (const socket of this.connections)
            socket.destroy();
        this.connections.clear();
        this.proxy.close();
        this.upstream.close();
        await closing;
    }
    checkHookUrl(url) {
        const verdict = this.decider.decideUrl(url);
        if (verdict.action === 'block')
            return { allowed: false };
        if (verdict.action === 'mock')
            return { allowed: true, mock: toHttpMock(verdict.mock) };
        return { allowed: true };
    }
    onRelay(socket) {
        if (this.closed || this.connections.size >= RELAY_LIMITS.maxConnections) {
            socket.destroy();
            return;
        }
        this.connections.add(socket);
        const lifetime = setTimeout(() => socket.destroy(), RELAY_LIMITS.maxLifetimeMs);
        socket.on('error', () => socket.destroy());
        socket.once('close', () => {
            clearTimeout(lifetime);
            this.connections.delete(socket);
        });
        void this.dispatchRelay(socket).catch(() => socket.destroy());
    }
    /** Read the relay header (`TCP <address> <port>` or `DNS <n>`, each maybe with a command) and hand on. */
    async dispatchRelay(socket) {
        const head = await collectHead(socket, { maxBytes: MAX_HEADER_BYTES, timeoutMs: RELAY_LIMITS.headerTimeoutMs }, findHeaderEnd);
        if (!('value' in head) || head.value < 0) {
            socket.destroy();
            return;
        }
        putBack(socket, head.buffer.subarray(head.value + 1));
        const header = parseRelayHeader(head.buffer.subarray(0, head.value).toString('latin1'));
        if (header?.kind === 'tcp') {
            const { address, port, command } = header;
            await this.proxy.handleTcp(socket, { address, port, ...(command === undefined ? {} : { command }) });
            return;
        }
        if (header?.kind === 'dns') {
            await serveDns(socket, header, this.decider);
            return;
        }
        socket.destroy();
    }
}

;// CONCATENATED MODULE: ./src/commands/sandboxed.ts
/** A firewall and a sandbox behind it, started together and always torn down together. */







/**
 * Begin starting a firewall and a sandbox now, so that a run can start the next scenario's session while
 * the current one's hooks run. Pass the result to withSandboxedSession, or call `teardown` if unused.
 */
function startSandboxedSession(options) {
    // Everything this session creates is reachable from the cleanup before the first await creates it, so an
    // interruption at any point removes it all (the cleanup waits for starts still under way).
    const making = (async () => (0,external_node_fs_.mkdtempSync)(external_node_path_default().join(socketTempBase('hooksim-fw-', 'egress.sock'), 'hooksim-fw-')))();
    let firewallStart;
    let sandboxStart;
    const teardown = guardCleanup(async () => {
        const [runDir, firewall, sandbox] = await Promise.all([
            making.catch(() => undefined),
            firewallStart?.catch(() => undefined),
            sandboxStart?.catch(() => undefined),
        ]);
        // The run directory holds only the firewall's socket: it goes at once, not after a slow stop.
        await Promise.all([
            sandbox?.stop().catch(() => undefined),
            firewall?.close().catch(() => undefined),
            runDir === undefined ? undefined : removeOwnTree(runDir),
        ]);
    });
    const ready = (async () => {
        throwIfInterrupted();
        const runDir = await making;
        throwIfInterrupted();
        firewallStart = Firewall.start({
            socketPath: external_node_path_default().join(runDir, 'egress.sock'),
            surface: options.profile.surface,
            allow: options.allow ?? [],
            recommended: options.recommended ?? true,
            mocks: options.httpMocks ?? {},
        });
        const firewall = await firewallStart;
        throwIfInterrupted();
        sandboxStart = startSandbox(options.kind, {
            repo: external_node_path_default().resolve(options.repo),
            profile: options.profile,
            prompt: options.prompt,
            env: options.env ?? {},
            files: options.files ?? {},
            commandMocks: options.commandMocks ?? {},
            egressSocket: firewall.socketPath,
            caCertPem: firewall.caCertPem,
            ...(options.agentShell ? { agentShell: options.agentShell } : {}),
            ...(options.binds ? { binds: options.binds } : {}),
            ...(options.loopbackAddresses ? { loopbackAddresses: options.loopbackAddresses } : {}),
        });
        const sandbox = await sandboxStart;
        throwIfInterrupted();
        return { sandbox, firewall };
    })();
    // A start nobody awaits yet must not count as an unhandled rejection; its user sees the error.
    ready.catch(() => undefined);
    return { ready, teardown };
}
/** Start a firewall and a sandbox (or take `use.started`), run `task`, then stop both whatever happened. */
async function withSandboxedSession(options, task, use = {}) {
    const start = use.started ?? startSandboxedSession(options);
    try {
        return await task(await start.ready);
    }
    finally {
        if (use.deferTeardown)
            use.deferTeardown(start.teardown());
        else
            await start.teardown();
    }
}

;// CONCATENATED MODULE: ./src/engines/launch-result.ts
/** The shape of what sandbox/copilot-launch.mjs prints, checked on the way in (it comes from the sandbox). */

const message = schemas/* looseObject */._H3({
    role: schemas/* string */.YjP(),
    content: schemas/* unknown */.L5J().optional(),
    tool_call_id: schemas/* string */.YjP().optional(),
    tool_calls: schemas/* array */.YOg(schemas/* looseObject */._H3({ id: schemas/* string */.YjP(), function: schemas/* object */.Ikc({ name: schemas/* string */.YjP(), arguments: schemas/* string */.YjP() }) }))
        .optional(),
});
const cliEvent = schemas/* looseObject */._H3({
    type: schemas/* string */.YjP(),
    data: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).default({}),
    timestamp: schemas/* string */.YjP().optional(),
    agentId: schemas/* string */.YjP().optional(),
});
const launchResult = schemas/* object */.Ikc({
    exit: schemas/* object */.Ikc({
        code: schemas/* number */.aig().int().nullable(),
        signal: schemas/* string */.YjP().nullable(),
        stdout: schemas/* string */.YjP(),
        stderr: schemas/* string */.YjP(),
        wallMs: schemas/* number */.aig(),
        timedOut: schemas/* boolean */.zMY(),
    }),
    events: schemas/* array */.YOg(cliEvent),
    requests: schemas/* array */.YOg(schemas/* object */.Ikc({
        t: schemas/* number */.aig(),
        interaction: schemas/* string */.YjP(),
        script: schemas/* string */.YjP(),
        turn: schemas/* number */.aig().int(),
        messages: schemas/* array */.YOg(message),
    })),
    trace: schemas/* array */.YOg(schemas/* object */.Ikc({
        id: schemas/* string */.YjP(),
        pid: schemas/* number */.aig(),
        startMs: schemas/* number */.aig(),
        endMs: schemas/* number */.aig().nullable(),
        exitCode: schemas/* number */.aig().int().nullable(),
        stdout: schemas/* string */.YjP(),
        stderr: schemas/* string */.YjP(),
    })),
    hookLog: schemas/* array */.YOg(schemas/* string */.YjP()),
    /** Connections to the HTTP hooks' pinned hosts: when, which host, which port. */
    connections: schemas/* array */.YOg(schemas/* object */.Ikc({ t: schemas/* number */.aig(), host: schemas/* string */.YjP(), port: schemas/* number */.aig().int() })).default([]),
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
const copilot_session_RUN_DIR = '/run/hooksim';
const PACKAGE_TARGET = `${copilot_session_RUN_DIR}/copilot-pkg`;
const CACHE_TARGET = `${copilot_session_RUN_DIR}/copilot-cache`;
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
            target: `${copilot_session_RUN_DIR}/${file}`,
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
        argv: [`${copilot_session_RUN_DIR}/node`, `${copilot_session_RUN_DIR}/copilot-launch.mjs`, `${WORK_DIR}/job.json`],
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
    return withSandboxedSession(sandboxed, async ({ sandbox, firewall }) => {
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
    const marker = external_node_path_default().join(engine.cacheDir, 'copilot', 'pkg', `${process.platform}-${process.arch}`, COPILOT_CLI_VERSION, '.extraction-complete');
    if ((0,external_node_fs_.existsSync)(marker))
        return;
    const repo = await (0,promises_.mkdtemp)(external_node_path_default().join((0,external_node_os_.tmpdir)(), 'hooksim-warm-'));
    try {
        await withSandboxedSession({ ...sandboxed, repo, kind: 'namespace', binds: engineBinds(engine, true) }, async ({ sandbox }) => {
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

;// CONCATENATED MODULE: ./src/engines/step-outcomes.ts

function step_outcomes_hookCounts(records) {
    const hooks = records.flatMap((r) => r.hooks);
    return {
        ran: hooks.filter((h) => h.status !== 'skipped' && h.status !== 'dropped').length,
        errors: hooks.filter((h) => h.status === 'error').length,
        timeouts: hooks.filter((h) => h.status === 'timeout').length,
    };
}
function defined(fields) {
    return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}
function denyOutcome(index, tool, args, pre, modelSees, records) {
    return {
        step: index,
        kind: 'tool',
        label: tool,
        decision: 'deny',
        ...defined({ reason: pre?.reason }),
        args: pre?.args ?? args,
        ...defined({
            additionalContext: pre?.additionalContext,
            agentSees: pre?.agentSees ?? modelSees,
            result: modelSees,
        }),
        failed: false,
        hooks: step_outcomes_hookCounts(records),
    };
}
/** What the model saw of a tool call, without the guidance postToolUse hooks appended to it. */
function bareResult(modelSees) {
    return modelSees?.replace(/\n\nTool "[^"]*" succeeded\. Additional guidance from postToolUse hooks:\n[\s\S]*$/, '');
}
/**
 * A subagent step: the task call's fields plus the subagentStop loop's, over the records of the step that
 * are not the subagent's own tool calls (those are its inner steps).
 */
function subagentOutcome(index, name, mapped) {
    const call = mapped.toolCalls.find((c) => c.step === index && c.agentId === undefined && c.tool === 'task');
    if (!call)
        return undefined;
    const inner = new Set(['preToolUse', 'postToolUse', 'postToolUseFailure']);
    const records = mapped.events.filter((r, i) => r.step === index && !(inner.has(r.event) && mapped.agents[i] !== undefined));
    const stops = records.filter((r) => r.event === 'subagentStop');
    const blocks = stops.filter((r) => r.result.decision === 'block');
    const last = stops.at(-1)?.result;
    const pre = records.find((r) => r.event === 'preToolUse')?.result;
    return {
        step: index,
        kind: 'subagent',
        label: name,
        ...defined({
            decision: blocks.length > 0 ? 'block' : call.errorCode === 'denied' ? 'deny' : pre?.decision,
            reason: pre?.reason,
            modifiedResponse: last?.decision === 'block' ? undefined : last?.modifiedResponse,
            result: bareResult(call.modelSees),
            agentSees: call.modelSees,
        }),
        failed: !call.success && call.errorCode !== 'denied',
        continuations: blocks.length,
        hooks: step_outcomes_hookCounts(records),
    };
}
/** The outcome of top-level step `index`, or undefined when the CLI never reached it. */
function outcomeOf(scenario, index, mapped) {
    const step = scenario.steps[index];
    if (!step)
        return undefined;
    const records = mapped.events.filter((r) => r.step === index);
    if ('tool' in step) {
        const call = mapped.toolCalls.find((c) => c.step === index && c.agentId === undefined);
        if (!call)
            return undefined;
        const pre = records.find((r) => r.event === 'preToolUse')?.result;
        const post = records.find((r) => r.event === 'postToolUse' || r.event === 'postToolUseFailure');
        // A deny's agentSees already holds the context message that follows it.
        if (call.errorCode === 'denied')
            return denyOutcome(index, step.tool, step.args, pre, call.modelSees, records);
        const seen = post?.result.agentSees ?? call.modelSees;
        const result = bareResult(call.modelSees);
        return {
            step: index,
            kind: 'tool',
            label: step.tool,
            ...defined({ decision: pre?.decision, reason: pre?.reason }),
            args: pre?.args ?? step.args,
            ...defined({
                additionalContext: pre?.additionalContext,
                agentSees: [seen, pre?.agentSees].filter((p) => p !== undefined).join('\n\n'),
                result,
            }),
            // postToolUse fires only for a success: after it, the call is one whatever the CLI's record says.
            failed: post?.event === 'postToolUseFailure' || (!call.success && post === undefined),
            hooks: step_outcomes_hookCounts(records),
        };
    }
    if ('stop' in step) {
        const stops = records.filter((r) => r.event === 'agentStop');
        const first = stops[0]?.result;
        return {
            step: index,
            kind: 'stop',
            label: 'agentStop',
            ...defined({ decision: first?.decision, reason: first?.reason, agentSees: first?.agentSees }),
            continuations: mapped.continuations,
            hooks: step_outcomes_hookCounts(stops),
        };
    }
    if ('subagent' in step)
        return subagentOutcome(index, step.subagent.name, mapped);
    return undefined;
}
/** Failures of every top-level step's `expect`; a step the CLI never reached fails its expectations. */
function checkEngineSteps(scenario, mapped) {
    const failures = [];
    scenario.steps.forEach((step, index) => {
        if (!step.expect)
            return;
        const where = `steps[${index}]`;
        const outcome = outcomeOf(scenario, index, mapped);
        if (!outcome) {
            const kind = 'tool' in step || 'stop' in step || 'subagent' in step
                ? 'the Copilot CLI never reached it'
                : 'not checked by the copilot-cli engine';
            failures.push({
                message: `${where}: expected ${Object.keys(step.expect).join(', ')}, but ${kind}`,
                step: index,
            });
            return;
        }
        for (const message of checkStep(where, step.expect, outcome))
            failures.push({ message, step: index });
    });
    return failures;
}

;// CONCATENATED MODULE: ./src/engines/copilot-engine.ts
/**
 * `--engine copilot-cli`: a scenario replayed by the real, pinned Copilot CLI instead of hooksim's own
 * engine, reported in the same JSON shape (plus an `engine` section with what only the CLI run has).
 * See README.md in this folder for what maps from where and what is not comparable.
 */









function notesToDiagnostics(input, notes) {
    return notes.map((note) => diagnostic(input.file, input.source?.positionOf(note.path), note.severity, note.code, note.message));
}
/** Host names the HTTP hooks call (not IP literals, not localhost: those stay as they are). */
function httpHostsOf(config) {
    const hosts = new Set();
    for (const entry of config.entries) {
        if (entry.type !== 'http' || entry.url === undefined)
            continue;
        let host;
        try {
            host = new URL(entry.url).hostname;
        }
        catch {
            continue;
        }
        if (/^[a-z0-9.-]+$/i.test(host) &&
            !/^[\d.]+$/.test(host) &&
            host !== 'localhost' &&
            !host.endsWith('.localhost'))
            hosts.add(host.toLowerCase());
    }
    return [...hosts].sort();
}
/** The hook log's loading records (not what hooks printed at run time), without their timestamps. */
function loadMessages(hookLog) {
    return hookLog
        .filter((line) => !/\[hook (stdout|stderr)\]|Hook warning:|Policy directory/.test(line))
        .filter((line) => /hook will be skipped|Invalid hook|Ignoring unknown hook|loadDeferredRepoHooks\(.*\): loaded/.test(line))
        .map((line) => line.replace(/^\S+Z /, ''));
}
/** Replay one scenario through the real CLI; never throws for the scenario's own faults. */
async function runCopilotScenario(input) {
    const started = external_node_perf_hooks_.performance.now();
    const { scenario } = input;
    const { script, notes } = buildModelScript(scenario);
    const { prompt, note } = promptFor(scenario);
    const diagnostics = notesToDiagnostics(input, note ? [note, ...notes] : notes);
    const out = await runEngineSession({
        engine: input.engine,
        script,
        prompt,
        httpHosts: httpHostsOf(input.config),
        ...(input.onTranscript ? { onTranscript: input.onTranscript } : {}),
        sandboxed: {
            repo: input.repo,
            profile: input.profile,
            prompt,
            env: scenario.env,
            files: scenario.files,
            commandMocks: scenario.mocks.commands,
            allow: [...scenario.firewall.allow, ...input.allowHosts],
            recommended: scenario.firewall.recommended,
            httpMocks: scenario.mocks.http,
        },
    });
    const dispatches = buildDispatches(out.launch.events, out.launch.trace, input.config, out.launch.connections);
    const mapped = mapSession(out.launch, dispatches, script);
    const exit = out.launch.exit;
    // No events at all: the CLI refused to start (bad arguments, no prompt), not a session outcome.
    const refused = out.launch.events.length === 0;
    const failures = [
        ...(exit.timedOut ? [{ message: 'the Copilot CLI did not finish in time and was killed' }] : []),
        ...(refused
            ? [
                {
                    message: `the Copilot CLI started no session (exit ${exit.code}): ${exit.stderr.trim().slice(0, 500)}`,
                },
            ]
            : []),
        ...checkEngineSteps(scenario, mapped),
        ...checkSession(scenario.expect, mapped.events, out.egress, out.files).map((message) => ({ message })),
    ];
    for (const failure of failures) {
        if (!('step' in failure) || failure.step === undefined || !input.source)
            continue;
        Object.assign(failure, input.source.positionOf(['steps', failure.step]));
    }
    return {
        name: scenario.name,
        file: input.file,
        profile: input.profile.name,
        status: exit.timedOut || exit.code === null || refused ? 'errored' : failures.length > 0 ? 'failed' : 'passed',
        failures,
        events: mapped.events,
        egress: out.egress,
        files: out.files,
        warnings: [...mapped.warnings, ...out.firewallNotes],
        ...(diagnostics.length > 0 ? { diagnostics } : {}),
        durationMs: Math.round(external_node_perf_hooks_.performance.now() - started),
        engine: {
            name: 'copilot-cli',
            version: COPILOT_CLI_VERSION,
            exitCode: exit.code,
            timedOut: exit.timedOut,
            cliMs: exit.wallMs,
            continuations: mapped.continuations,
            toolCalls: mapped.toolCalls,
            loadLog: loadMessages(out.launch.hookLog),
            stderr: exit.stderr.slice(-4096),
        },
    };
}

;// CONCATENATED MODULE: ./src/commands/errors.ts
/** Errors the shells turn into exit status 2: bad usage or input hooksim cannot read. */
/** Bad command-line or Action input; the message says what was expected. */
class UsageError extends Error {
    code = 'usage';
    constructor(message) {
        super(message);
        this.name = 'UsageError';
    }
}

;// CONCATENATED MODULE: ./src/commands/run.ts
/** `hooksim run`: replay scenarios through the hooks, each in its own sandbox, and build the report. */























/** Parse `K/N` into a 1-based slice, or throw a UsageError. */
function parseShard(text) {
    const match = /^(\d+)\/(\d+)$/.exec(text);
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    if (!match || count < 1 || index < 1 || index > count) {
        throw new UsageError(`--shard '${text}' is not K/N with 1 <= K <= N, e.g. 1/2.`);
    }
    return { index, count };
}
/** The stable slice of a sorted list for shard K of N (round robin, so slices stay balanced). */
function shardSlice(items, shard) {
    return items.filter((_, i) => i % shard.count === shard.index - 1);
}
/** Run tasks with at most `limit` at once, keeping results in input order. */
async function mapLimited(items, limit, task) {
    const results = new Array(items.length);
    let next = 0;
    const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
        while (next < items.length) {
            const i = next++;
            results[i] = await task(items[i], i);
        }
    });
    await Promise.all(workers);
    return results;
}
function erroredReport(file, name, profile, messages, durationMs = 0) {
    return {
        name,
        file,
        profile,
        status: 'errored',
        failures: messages.map((message) => ({ message })),
        events: [],
        egress: [],
        files: { created: [], modified: [], deleted: [] },
        warnings: [],
        durationMs,
    };
}
/**
 * How many scenarios beyond the running ones have their sessions started ahead of their turn, at `jobs`: one
 * round (each worker's next scenario), and up to two more. A session takes longer to start (its agent is a
 * Node process) than a short scenario takes to run, so with one round ahead a suite of short scenarios still
 * waited on each start; more than two more would only hold memory (an agent is about 40 MB).
 */
function sessionsAhead(jobs) {
    return jobs + Math.min(jobs, 2);
}
/** How reports name the smoke session's file. */
const SMOKE_FILE = '(smoke session)';
function planReplay(scenario, profile, options, choice) {
    const newId = options.newId ?? external_node_crypto_.randomUUID;
    const sessionId = newId();
    const effective = scenario.agentShellEnv ? { ...profile, agentShellEnv: true } : profile;
    const sandboxed = {
        repo: options.repo,
        profile: effective,
        kind: choice.kind,
        prompt: scenario.prompt,
        env: scenario.env,
        files: scenario.files,
        commandMocks: scenario.mocks.commands,
        allow: [...scenario.firewall.allow, ...(options.allowHosts ?? [])],
        recommended: scenario.firewall.recommended,
        httpMocks: scenario.mocks.http,
        agentShell: {
            sessionId,
            jobId: newId(),
            baseCommit: 'main',
            branchName: `copilot/${slug(scenario.name)}`,
        },
    };
    return { sessionId, effective, sandboxed };
}
/**
 * Replay one scenario in a fresh sandbox behind a fresh firewall (`prestarted`: one already on its way up);
 * never throws for the scenario's own faults. `deferTeardown` takes the teardown off the critical path.
 */
async function replayOne(scenario, file, profile, config, options, choice, prestarted, deferTeardown) {
    const started = external_node_perf_hooks_.performance.now();
    const newId = options.newId ?? external_node_crypto_.randomUUID;
    const { sessionId, effective, sandboxed } = prestarted?.plan ?? planReplay(scenario, profile, options, choice);
    const use = {
        ...(prestarted ? { started: prestarted.start } : {}),
        ...(deferTeardown ? { deferTeardown } : {}),
    };
    return withSandboxedSession(sandboxed, async ({ sandbox, firewall }) => {
        const result = await replaySession({
            scenario,
            sessionId,
            profile: effective,
            config,
            sandbox,
            agentEnv: { ...sandbox.baseEnv },
            clock: options.clock ?? systemClock,
            newId,
            httpGate: firewall.gate,
            attribute: (a) => firewall.attribute(a),
            ...(options.allowLocalNetwork ? { localNetwork: true } : {}),
        });
        options.onOutcomes?.(file, result.outcomes);
        const files = await sandbox.changes();
        const limits = (await sandbox.limitsReached?.()) ?? [];
        const egress = firewall.egress();
        const failures = [
            ...limits.map((message) => ({ message })),
            ...(result.error
                ? [
                    {
                        message: `scenario error: ${result.error.message}`,
                        ...(result.error.step === undefined ? {} : { step: result.error.step }),
                    },
                ]
                : []),
            ...result.failures.map((f) => ({ message: f.message, step: f.step })),
            ...checkSession(scenario.expect, result.events, egress, files).map((message) => ({ message })),
        ];
        const warnings = [...result.warnings, ...firewall.notes()];
        if (sandbox.reducedIsolation)
            warnings.push(`sandbox-reduced-fidelity: ${reducedFidelityText(choice)}`);
        return {
            name: scenario.name,
            file,
            profile: profile.name,
            status: result.error ? 'errored' : failures.length > 0 ? 'failed' : 'passed',
            failures,
            events: result.events,
            egress,
            files,
            warnings,
            ...(result.diagnostics.length ? { diagnostics: result.diagnostics } : {}),
            durationMs: Math.round(external_node_perf_hooks_.performance.now() - started),
        };
    }, use);
}
function slug(name) {
    return (name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 40) || 'session');
}
/** The profile the copilot-cli engine models: the real CLI is the `cli` surface, pinned. */
const ENGINE_PROFILE = 'cli';
/** Refuse what the copilot-cli engine cannot do, before anything starts. */
function checkEngineOptions(profile, options) {
    if (profile.name !== ENGINE_PROFILE)
        throw new UsageError(`--engine copilot-cli needs --profile ${ENGINE_PROFILE} (got '${profile.name}'): the real Copilot CLI is what the cli profile models.`);
    if (options.sandbox === 'process')
        throw new UsageError('--engine copilot-cli runs the CLI inside the namespace sandbox; --sandbox process cannot host it.');
    if (options.compare !== undefined)
        throw new UsageError('--compare works with the native engine only; the differential suite compares engines.');
}
/** Locate the copilot-cli engine and unpack its cache once, before scenarios run in parallel. */
async function prepareEngine(options, profile) {
    if ((options.engine ?? 'native') === 'native')
        return undefined;
    checkEngineOptions(profile, options);
    const engine = await locateEngine(options.engineDir);
    await warmEngine(engine, { profile, prompt: '' });
    return engine;
}
/** Replay every selected scenario and build the JSON report. */
function runScenarios(options) {
    // What /workspace shows is decided once for the discovery, the scenario listing and the sandbox's layers.
    return withWorkspaceViewScope(() => runScenariosInScope(options));
}
async function runScenariosInScope(options) {
    const started = external_node_perf_hooks_.performance.now();
    const repo = external_node_path_default().resolve(options.repo);
    const defaultProfile = getProfile(options.profile);
    const engine = await prepareEngine(options, defaultProfile);
    const configs = new Map();
    // The runtime reads its load-time switches (COPILOT_HOOK_ALLOW_LOCALHOST, …) from the agent's environment,
    // which a scenario's `env` is part of: a scenario whose switches differ gets a load of its own.
    const configFor = (profile, env = {}) => {
        const key = `${profile.name}\0${JSON.stringify(readHttpSwitches(env))}`;
        let config = configs.get(key);
        if (!config) {
            const agentEnv = buildAgentEnv({ profile, home: '/root', prompt: '', extra: { ...env } });
            config = loadHookConfig(repo, profile, { agentEnv });
            configs.set(key, config);
        }
        return config;
    };
    if (!engine)
        warmSandbox(options.sandbox, repo);
    const baseConfig = await configFor(defaultProfile);
    // Decided once, before the first hook: `auto` never changes driver halfway through a run.
    const choice = engine ? { kind: 'namespace' } : await chooseSandbox(options.sandbox);
    if (!engine)
        options.onSandboxChoice?.(choice);
    const compareProfile = options.compare === undefined ? undefined : getProfile(options.compare);
    const comparisons = [];
    const explicit = options.scenarios.map((file) => external_node_path_default().resolve(file));
    const files = explicit.length > 0 ? explicit : await findScenarioFiles(repo);
    const selected = options.shard ? shardSlice(files, parseShard(options.shard)) : files;
    const display = (file) => {
        const relative = external_node_path_default().relative(repo, file);
        return relative.startsWith('..') ? file : relative.split((external_node_path_default()).sep).join('/');
    };
    const inputs = files.length === 0
        ? [
            {
                loaded: {
                    ok: true,
                    file: SMOKE_FILE,
                    scenario: buildSmokeScenario(baseConfig, await findSmokeTargets(repo)),
                    source: { positionOf: () => ({ line: 0, column: 0 }) },
                },
            },
        ]
        : await Promise.all(selected.map(async (file) => ({ loaded: await loadScenarioFile(file, display(file), repo) })));
    let unreadable = false;
    let sandboxFailed = false;
    const jobs = options.jobs ?? (0,external_node_os_.availableParallelism)();
    // The next sessionsAhead(jobs) scenarios' sessions start ahead, so a scenario's sandbox start hides behind
    // the hooks of those before it; teardowns finish off the critical path, awaited at the end.
    const prestarts = new Map();
    const teardowns = [];
    const deferTeardown = (teardown) => void teardowns.push(teardown);
    const prestart = (index) => {
        const loaded = inputs[index]?.loaded;
        if (engine || !loaded?.ok || prestarts.has(index))
            return;
        try {
            const profile = loaded.scenario.profile ? getProfile(loaded.scenario.profile) : defaultProfile;
            const plan = planReplay(loaded.scenario, profile, options, choice);
            prestarts.set(index, { plan, start: startSandboxedSession(plan.sandboxed) });
        }
        catch {
            // An unknown profile: the scenario reports it on its own turn.
        }
    };
    const reports = await mapLimited(inputs, jobs, async ({ loaded }, index) => {
        const prestarted = prestarts.get(index);
        prestarts.delete(index);
        // Indices are taken in order, so none past `index` is running yet.
        const ahead = Math.min(inputs.length - 1, index + sessionsAhead(jobs));
        for (let next = index + 1; next <= ahead; next++)
            prestart(next);
        let report;
        if (!loaded.ok) {
            unreadable = true;
            report = erroredReport(loaded.file, external_node_path_default().basename(loaded.file), defaultProfile.name, loaded.problems.map((p) => `${p.file}:${p.line}:${p.column}: ${p.message}`));
        }
        else {
            const profile = loaded.scenario.profile ? getProfile(loaded.scenario.profile) : defaultProfile;
            try {
                if (engine && profile.name !== ENGINE_PROFILE)
                    throw new Error(`the copilot-cli engine runs the cli profile only; the scenario asks for '${profile.name}'`);
                report = engine
                    ? await runCopilotScenario({
                        scenario: loaded.scenario,
                        file: loaded.file,
                        ...(loaded.source ? { source: loaded.source } : {}),
                        profile,
                        config: await configFor(profile, loaded.scenario.env),
                        engine,
                        repo: options.repo,
                        allowHosts: options.allowHosts ?? [],
                    })
                    : await replayOne(loaded.scenario, loaded.file, profile, await configFor(profile, loaded.scenario.env), options, choice, prestarted, deferTeardown);
                if (loaded.file === SMOKE_FILE && report.status !== 'errored') {
                    report.warnings.push(...smokeNotes(await configFor(profile, loaded.scenario.env), report.events));
                }
            }
            catch (error) {
                if (error.code === 'sandbox-unavailable')
                    sandboxFailed = true;
                report = erroredReport(loaded.file, loaded.scenario.name, profile.name, [
                    `hooksim could not replay it: ${error.message}`,
                ]);
            }
            if (compareProfile && report.status !== 'errored') {
                const other = await replayOne(loaded.scenario, loaded.file, compareProfile, await configFor(compareProfile, loaded.scenario.env), options, choice).catch((error) => erroredReport(loaded.file, loaded.scenario.name, compareProfile.name, [error.message]));
                comparisons.push({
                    name: loaded.scenario.name,
                    file: loaded.file,
                    differences: compareReplays(report, other),
                });
            }
            if (loaded.source && !engine) {
                for (const failure of report.failures) {
                    if (failure.step === undefined)
                        continue;
                    const at = loaded.source.positionOf(['steps', failure.step]);
                    Object.assign(failure, { line: at.line, column: at.column });
                }
            }
        }
        // Idempotent: a no-op wait for a session replayOne used, the stop of one it never got to.
        if (prestarted)
            deferTeardown(prestarted.start.teardown());
        options.onScenario?.(report);
        return report;
    }).finally(async () => {
        for (const unused of prestarts.values())
            teardowns.push(unused.start.teardown());
        await Promise.all(teardowns);
    });
    const seen = new Set();
    const diagnostics = [
        ...baseConfig.diagnostics,
        ...reports.flatMap((r) => r.diagnostics ?? []),
    ].filter((d) => !seen.has(JSON.stringify(d)) && seen.add(JSON.stringify(d)) !== undefined);
    const { tool, profile: name, ...rest } = buildJsonReport(defaultProfile.name, reports, diagnostics, external_node_perf_hooks_.performance.now() - started);
    const report = {
        tool,
        profile: name,
        engine: engine ? 'copilot-cli' : 'native',
        sandbox: choice.kind,
        ...rest,
    };
    if (compareProfile) {
        comparisons.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
        report.comparison = {
            profile: compareProfile.name,
            flags: differingFlags(defaultProfile, compareProfile),
            loading: compareLoads(baseConfig, await configFor(compareProfile)),
            scenarios: comparisons,
        };
    }
    return {
        report,
        unreadable,
        sandboxFailed,
    };
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

;// CONCATENATED MODULE: ./src/lint/lint-context.ts
/** What every lint rule reads: the loaded config, each file's parsed JSON, and where an entry's fields are. */



/**
 * A script's text, read once per lint run; undefined when it cannot be read or does not resolve inside
 * the repository (a host file is never read on a hook's say-so).
 */
function readScriptText(context, path) {
    if (context.scripts.has(path))
        return context.scripts.get(path);
    const text = readConfinedSync(context.repo, path);
    context.scripts.set(path, text);
    return text;
}
/** The absolute path of a file as the loader reports it (repo-relative, or absolute outside the repo). */
function absolutePath(repo, file) {
    return (0,external_node_path_.isAbsolute)(file) ? file : (0,external_node_path_.join)(repo, file);
}
/** Read and parse every file the loader reported that lies inside the repository. */
async function readLintFiles(repo, names) {
    // Read in parallel: a repository may hold hundreds of hook files.
    const texts = await Promise.all(names.map((name) => readConfined(repo, absolutePath(repo, name))));
    const files = new Map();
    names.forEach((name, i) => {
        const text = texts[i];
        if (text === undefined)
            return;
        const parsed = parseJsonSource(text);
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

;// CONCATENATED MODULE: ./src/lint/rule-catalogue.ts
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
    return diagnostic(file, position, rule.severity, code, message);
}

// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(8995);
// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(8877);
// EXTERNAL MODULE: ./node_modules/web-tree-sitter/tree-sitter.cjs
var tree_sitter = __webpack_require__(3778);
;// CONCATENATED MODULE: ./src/lint/script-parser.ts
/**
 * The tree-sitter parsers for hook scripts (bash, Python), loaded once from their wasm files: next to the bundle
 * (`npm run package` copies them to dist/…/wasm/), else from node_modules.
 */






// The CommonJS build, by path: bundled by ncc, the ES build's `await import('module')` loses createRequire, and
// the package's export map offers the CommonJS build only to require(), which ncc leaves unbundled. Its types are
// the ES build's.
// @ts-expect-error: no declaration file sits next to tree-sitter.cjs

const { Language, Parser, Query } = tree_sitter;
// The directory of this module, or of the bundle it is in. Not `new URL('.', import.meta.url)`: ncc takes that for
// an asset and copies a file for it.
const HERE = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));
/** Each wasm file: its package and name; the bundle holds it as wasm/<name>. */
const WASM_FILES = {
    runtime: ['web-tree-sitter', 'tree-sitter.wasm'],
    bash: ['tree-sitter-bash', 'tree-sitter-bash.wasm'],
    python: ['tree-sitter-python', 'tree-sitter-python.wasm'],
};
/** Error when a grammar's wasm file is in neither place. */
class ParserNotFoundError extends Error {
    code = 'parser-not-found';
    constructor(name, tried) {
        super(`Cannot find ${name}; looked in ${tried.join(', ')}: reinstall hooksim`);
        this.name = 'ParserNotFoundError';
    }
}
function wasmPath(file) {
    const [pkg, name] = WASM_FILES[file];
    // A computed require: ncc would otherwise copy the wasm itself, and it corrupts binary assets.
    const bundled = (0,external_node_path_.join)(HERE, 'wasm', name);
    if ((0,external_node_fs_.existsSync)(bundled))
        return bundled;
    const tried = [bundled];
    try {
        return (0,external_node_module_.createRequire)(import.meta.url).resolve([pkg, name].join('/'));
    }
    catch {
        tried.push(`node_modules/${pkg}`);
    }
    throw new ParserNotFoundError(name, tried);
}
let loading;
async function loadParsers() {
    // Node 20's V8 also compiles every function of a wasm module with its optimising compiler, in the
    // background: for the 1.3 MB bash grammar that costs about 0.5 s of CPU before the first parse, more than
    // parsing hundreds of hook scripts with the baseline compiler. The flag applies to wasm compiled from here on.
    (0,external_node_v8_.setFlagsFromString)('--liftoff-only');
    const runtime = await (0,promises_.readFile)(wasmPath('runtime'));
    // Bundled into an ES module, the CommonJS build's `__dirname` is unbound; it only names where the wasm would
    // be looked up, and the wasm is passed as bytes, so any directory does while init runs.
    const scope = globalThis;
    const unbound = scope.__dirname === undefined;
    if (unbound)
        scope.__dirname = HERE;
    try {
        await Parser.init({ wasmBinary: runtime });
    }
    finally {
        if (unbound)
            delete scope.__dirname;
    }
    const parserFor = async (language) => {
        const parser = new Parser();
        parser.setLanguage(await Language.load(await (0,promises_.readFile)(wasmPath(language))));
        return parser;
    };
    return { bash: await parserFor('bash'), python: await parserFor('python') };
}
/** The parsers, loaded on first use and shared by every lint run of the process. */
function loadScriptParsers() {
    loading ??= loadParsers().catch((error) => {
        loading = undefined;
        throw error;
    });
    return loading;
}
// By language name: `tree.language` is a new wrapper object on every access.
const queries = new Map();
/**
 * The named nodes of a tree whose type is one of `types`, in document order (comments hold no nodes). A query
 * runs inside the parser and builds a Node object only for what it returns; a walk from JavaScript pays a call
 * per node and is most of the cost of reading a script.
 */
function nodesOfTypes(root, types) {
    const language = root.tree.language;
    const key = `${language.name ?? ''}:${types.join(' ')}`;
    let query = queries.get(key);
    if (!query) {
        query = new Query(language, `[${types.map((type) => `(${type})`).join(' ')}] @node`);
        queries.set(key, query);
    }
    return query.captures(root).map((capture) => capture.node);
}

;// CONCATENATED MODULE: ./src/lint/script-model.ts
/**
 * A small model of a hook script, read with a real parser: which payload fields it reads and through which
 * variables, what it writes and where, what it fetches, which programs it runs, what it prints, how it fails.
 * Comments, strings and docstrings are never code. The rules read this model, never the raw text.
 */
/** An empty model of a language. */
function emptyModel(language, parsed) {
    return {
        language,
        parsed,
        readsStdin: false,
        fields: [],
        envReads: [],
        comparisons: [],
        runs: [],
        appends: [],
        fetches: [],
        outputKeys: [],
        textOutput: [],
        failOpenChecks: [],
        checkedPrograms: new Set(),
        unhandledCaptures: [],
        errexit: false,
    };
}
/** Output keys the rules look for in what a script prints. */
const OUTPUT_KEYS = [
    'hookSpecificOutput',
    'additionalContext',
    'permissionDecision',
    'decision',
    'continue',
];
const OUTPUT_KEY_PATTERN = /["']?\b(hookSpecificOutput|additionalContext|permissionDecision|decision|continue)\b\\?["']?\s*:\s*\\?["']?(\w+)?/g;
/** Output keys in a piece of literal text (a string, a heredoc, a jq program), with the word after the colon. */
function outputKeysIn(text, at) {
    const found = [];
    for (const match of text.matchAll(OUTPUT_KEY_PATTERN)) {
        const key = match[1] ?? '';
        const before = text.slice(0, match.index);
        const lines = before.split('\n');
        const line = at.line + lines.length - 1;
        const column = lines.length === 1 ? at.column + before.length : (lines.at(-1)?.length ?? 0) + 1;
        found.push({ key, value: match[2], line, column });
    }
    return found;
}
/** Payload root fields: a path read from these is a path from the payload root. */
const PAYLOAD_ROOTS = new Set([
    'toolName',
    'toolArgs',
    'toolResult',
    'tool_name',
    'tool_input',
    'tool_result',
    'tool_response',
    'toolInput',
    'prompt',
    'source',
    'reason',
    'cwd',
    'sessionId',
    'session_id',
    'hook_event_name',
    'transcriptPath',
    'transcript_path',
    'stop_hook_active',
]);
/**
 * Field paths a jq program reads: `.toolArgs.command`, `.tool_input.file_path // empty`, `.["toolArgs"]`. A path
 * that starts after a pipe or inside `select(` is relative to what came before, so only chains from the payload root
 * (the first segment a known payload field) and argument names are returned as written.
 */
function jqFieldPaths(program) {
    const paths = [];
    const normalised = program.replace(/\.\["([A-Za-z_][\w]*)"\]|\["([A-Za-z_][\w]*)"\]/g, '.$1$2');
    for (const match of normalised.matchAll(/(?<![\w$)\]])\.([A-Za-z_]\w*(?:\??\.[A-Za-z_]\w*)*)/g)) {
        const path = (match[1] ?? '').replace(/\?/g, '');
        if (path !== '')
            paths.push(path);
    }
    return paths;
}
/** Literal tokens a jq program compares a path with: `.toolName == "bash"`, `.tool_name | test("^(Bash|Edit)$")`. */
function jqComparisons(program) {
    const found = [];
    const normalised = program.replace(/\.\["([A-Za-z_][\w]*)"\]/g, '.$1');
    for (const match of normalised.matchAll(/\.([A-Za-z_][\w.]*)\s*(==|!=)\s*"([^"]*)"/g)) {
        found.push({ field: match[1] ?? '', literal: match[3] ?? '', kind: 'equals' });
    }
    for (const match of normalised.matchAll(/\.([A-Za-z_][\w.]*)\s*\|\s*(?:test|startswith)\(\s*"([^"]*)"/g)) {
        const kind = normalised.slice(match.index).includes('startswith') ? 'prefix' : 'regex';
        found.push({ field: match[1] ?? '', literal: match[2] ?? '', kind });
    }
    return found;
}
/**
 * Whether printed text is plain text, not JSON: it does not start like JSON (`{`, `[`), a value the script
 * computed (`$out`), a format (`%s`) or an escape (`\n`). Emoji and words are text.
 */
function isPlainText(text) {
    return text !== '' && !/^[{[$%\\"]/.test(text);
}

;// CONCATENATED MODULE: ./src/lint/bash-model.ts


const STDOUT_REDIRECTS = new Set(['>', '>>', '&>', '&>>', '>&', '>|']);
const DEPENDENCIES = new Set(['jq', 'python3', 'python', 'node', 'pwsh']);
const CHECKERS = new Set(['command', 'which', 'type', 'hash']);
const SHELL_VARIABLES = new Set([
    'HOME',
    'PATH',
    'PWD',
    'OLDPWD',
    'USER',
    'SHELL',
    'TMPDIR',
    'LANG',
    'LC_ALL',
    'TERM',
    'HOSTNAME',
    'IFS',
    'RANDOM',
    'SECONDS',
    'LINENO',
    'BASH_SOURCE',
    'BASH_REMATCH',
    'FUNCNAME',
    'PIPESTATUS',
    'UID',
    'EUID',
    'PPID',
    'BASHPID',
    'REPLY',
    'OSTYPE',
    'BASH_VERSION',
    'EPOCHSECONDS',
    'EPOCHREALTIME',
    'SHLVL',
    'OPTARG',
    'OPTIND',
]);
function site(node) {
    return { line: node.startPosition.row + 1, column: node.startPosition.column + 1 };
}
function descendants(node, type) {
    return node.descendantsOfType(type).filter((n) => n !== null);
}
function ancestors(node) {
    const list = [];
    for (let p = node.parent; p; p = p.parent)
        list.push(p);
    return list;
}
const ASSIGNING = new Set(['variable_assignment', 'for_statement', 'command']);
const WALKED_NO_STRINGS = [
    'for_statement',
    'variable_assignment',
    'command',
    'simple_expansion',
    'expansion',
    'file_redirect',
    'heredoc_body',
    'test_command',
    'case_statement',
    'list',
    'if_statement',
    'command_substitution',
];
// Strings are many; they matter only for output keys, so they are visited only when the text has one.
const WALKED = [...WALKED_NO_STRINGS, 'string', 'raw_string'];
const OUTPUT_KEY_HINT = /hookSpecificOutput|additionalContext|permissionDecision|decision|continue/;
function variableName(expansion) {
    const name = expansion.namedChildren.find((c) => c !== null && (c.type === 'variable_name' || c.type === 'special_variable_name'));
    return name?.text;
}
/** The program a command runs: its name's last path segment, `env X=1 prog` and `sudo prog` unwrapped. */
function programOf(command) {
    const nameNode = command.childForFieldName('name');
    if (!nameNode)
        return undefined;
    let name = nameNode.text.replace(/^['"]|['"]$/g, '');
    let args = command.childrenForFieldName('argument').filter((a) => a !== null);
    while ((name === 'env' || name === 'sudo' || name === 'exec' || name === 'time') && args.length > 0) {
        const next = args.findIndex((a) => !a.text.startsWith('-') && !/^\w+=/.test(a.text));
        if (next < 0)
            break;
        name = args[next]?.text ?? name;
        args = args.slice(next + 1);
    }
    return { name: name.split('/').pop() ?? name, args };
}
/**
 * The nodes of a document-ordered list that lie inside `node` (itself included): a binary search on the start,
 * cheaper than asking the tree for descendants, which builds every node between.
 */
function inside(sorted, node) {
    const start = node.startIndex;
    const end = node.endIndex;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
        const mid = (low + high) >> 1;
        if ((sorted[mid]?.startIndex ?? 0) < start)
            low = mid + 1;
        else
            high = mid;
    }
    const found = [];
    for (let i = low; i < sorted.length; i++) {
        const candidate = sorted[i];
        if (!candidate || candidate.startIndex >= end)
            break;
        if (candidate.endIndex <= end)
            found.push(candidate);
    }
    return found;
}
/** Builds the model in one walk, in document order, so a variable is known from its assignment on. */
class BashModeller {
    root;
    text;
    model = emptyModel('bash', true);
    vars = new Map();
    assigned = new Set();
    expansions = [];
    /** The expansions and commands of the script in document order, for range lookups. */
    expansionNodes = [];
    commandNodes = [];
    /** jq paths by command node id: an assignment and the command itself both ask. */
    jqPathsSeen = new Map();
    constructor(root, text) {
        this.root = root;
        this.text = text;
    }
    build() {
        const wanted = OUTPUT_KEY_HINT.test(this.text) ? WALKED : WALKED_NO_STRINGS;
        const nodes = nodesOfTypes(this.root, wanted);
        this.expansionNodes = nodes.filter((n) => n.type === 'simple_expansion' || n.type === 'expansion');
        this.commandNodes = nodes.filter((n) => n.type === 'command');
        for (const node of nodes)
            if (ASSIGNING.has(node.type))
                this.noteAssigned(node);
        for (const node of nodes)
            this.visit(node);
        this.model.envReads = this.expansions.filter((e) => !this.assigned.has(e.name) && !SHELL_VARIABLES.has(e.name) && !/^[0-9@*#?$!_-]$/.test(e.name));
        this.model.errexit ||= /^#!.*\s-[a-zA-Z]*e\b/.test(this.text);
        return this.model;
    }
    noteAssigned(node) {
        if (node.type === 'variable_assignment') {
            const name = node.childForFieldName('name')?.text;
            if (name)
                this.assigned.add(name);
        }
        else if (node.type === 'for_statement') {
            const name = node.childForFieldName('variable')?.text;
            if (name)
                this.assigned.add(name);
        }
        else {
            const program = programOf(node);
            if (program?.name === 'read' || program?.name === 'mapfile' || program?.name === 'readarray') {
                for (const arg of program.args)
                    if (/^[A-Za-z_]\w*$/.test(arg.text))
                        this.assigned.add(arg.text);
            }
        }
    }
    visit(node) {
        switch (node.type) {
            case 'variable_assignment':
                this.assignment(node);
                break;
            case 'command':
                this.command(node);
                break;
            case 'simple_expansion':
            case 'expansion':
                this.expansion(node);
                break;
            case 'file_redirect':
                this.redirect(node);
                break;
            case 'heredoc_body':
                this.heredoc(node);
                break;
            case 'string':
            case 'raw_string':
                this.model.outputKeys.push(...outputKeysIn(node.text, site(node)));
                break;
            case 'test_command':
                this.test(node);
                break;
            case 'case_statement':
                this.caseStatement(node);
                break;
            case 'list':
                this.list(node);
                break;
            case 'if_statement':
                this.ifStatement(node);
                break;
            case 'command_substitution':
                this.capture(node);
                break;
        }
    }
    /** The text of a word, string or concatenation, known variables substituted; unknown ones stay `$NAME`. */
    resolve(node) {
        if (!node)
            return '';
        switch (node.type) {
            case 'raw_string':
                return node.text.slice(1, -1);
            case 'string':
            case 'concatenation':
                return node.namedChildren.map((c) => (c ? this.resolve(c) : '')).join('');
            case 'string_content':
            case 'word':
            case 'number':
                return node.text;
            case 'simple_expansion':
            case 'expansion': {
                const name = variableName(node) ?? '';
                const known = this.vars.get(name)?.literal;
                if (known !== undefined)
                    return known;
                // `${NAME:-default}`: the default, the value a hook sees since no runtime sets NAME.
                const fallback = node.type === 'expansion' && /^\$\{\w+:?-/.test(node.text)
                    ? node.namedChildren.filter((c) => c !== null && c.type !== 'variable_name')
                    : [];
                if (fallback.length > 0)
                    return fallback.map((c) => this.resolve(c)).join('');
                return `$${name}`;
            }
            case 'command_substitution':
                return /\b(pwd|git rev-parse --show-toplevel)\b/.test(node.text) ? '$PWD' : '$(…)';
            default:
                return node.text;
        }
    }
    /** Payload paths the value of a node derives from: jq programs inside it, variables it expands. */
    fieldsOf(node) {
        const fields = [];
        if (/^\$\(\s*cat\s*\)$|^`cat`$/.test(node.text.trim().replace(/^"|"$/g, '')))
            fields.push('');
        for (const expansion of inside(this.expansionNodes, node)) {
            if (expansion.id === node.id)
                continue;
            const info = this.vars.get(variableName(expansion) ?? '');
            if (info)
                fields.push(...info.fields);
        }
        for (const command of inside(this.commandNodes, node)) {
            const program = programOf(command);
            if (program?.name === 'jq')
                fields.push(...this.jqPaths(command, program.args).map((p) => p.path));
        }
        if (node.type === 'simple_expansion' || node.type === 'expansion') {
            const info = this.vars.get(variableName(node) ?? '');
            if (info)
                fields.push(...info.fields);
        }
        return [...new Set(fields)];
    }
    assignment(node) {
        const name = node.childForFieldName('name')?.text;
        const value = node.childForFieldName('value');
        if (!name)
            return;
        const literal = value && value.type !== 'command_substitution' ? this.resolve(value) : undefined;
        this.vars.set(name, { literal, fields: value ? this.fieldsOf(value) : [] });
    }
    expansion(node) {
        const name = variableName(node);
        if (name === undefined)
            return;
        if (/^[1-9@*]$/.test(name) &&
            !this.inFunction(node) &&
            !(node.type === 'expansion' && /:?[-=]/.test(node.text))) {
            this.model.readsArgs ??= site(node);
        }
        this.expansions.push({ ...site(node), name });
    }
    inFunction(node) {
        return ancestors(node).some((a) => a.type === 'function_definition');
    }
    /** Where a command's stdin comes from: a variable piped or here-stringed in, a file, or the hook's stdin. */
    inputOf(command) {
        const redirected = command.parent?.type === 'redirected_statement' ? command.parent : undefined;
        const herestring = [
            ...descendants(command, 'herestring_redirect'),
            ...(redirected ? descendants(redirected, 'herestring_redirect') : []),
        ][0];
        if (herestring)
            return { fields: this.fieldsOf(herestring) };
        if (redirected &&
            redirected.namedChildren.some((c) => c?.type === 'file_redirect' && c.text.startsWith('<'))) {
            return 'other';
        }
        const chainChild = redirected ?? command;
        const pipeline = chainChild.parent?.type === 'pipeline' ? chainChild.parent : undefined;
        if (pipeline) {
            const members = pipeline.namedChildren.filter((c) => c !== null);
            const index = members.findIndex((m) => m.id === chainChild.id);
            if (index > 0) {
                const previous = members[index - 1];
                if (!previous)
                    return 'other';
                const producer = previous.type === 'command' ? programOf(previous) : undefined;
                if (producer && (producer.name === 'echo' || producer.name === 'printf' || producer.name === 'cat')) {
                    if (producer.name === 'cat' && producer.args.length === 0)
                        return 'stdin';
                    return { fields: producer.args.flatMap((a) => this.fieldsOf(a)) };
                }
                return 'other';
            }
        }
        return 'stdin';
    }
    /** The payload paths a jq command reads, composed with the paths of the variable piped into it. */
    jqPaths(command, args) {
        let paths = this.jqPathsSeen.get(command.id);
        if (!paths) {
            paths = this.readJqPaths(command, args);
            this.jqPathsSeen.set(command.id, paths);
        }
        return paths;
    }
    readJqPaths(command, args) {
        const program = this.jqProgram(args);
        if (program === undefined)
            return [];
        const input = this.inputOf(command);
        let bases;
        if (input === 'stdin')
            bases = [''];
        else if (input === 'other')
            return [];
        else
            bases = input.fields;
        return bases.flatMap((base) => composeJq(program.text).map((path) => ({
            path: base === '' ? path : `${base}.${path}`,
            program: program.text,
        })));
    }
    /** A jq command's program argument, unless it reads a file (`jq … file.json`) or no input (`jq -n`). */
    jqProgram(args) {
        let program;
        let skip = 0;
        for (const arg of args) {
            const text = this.resolve(arg);
            if (skip > 0) {
                skip--;
                continue;
            }
            if (/^--(arg|argjson|slurpfile|rawfile)$/.test(text))
                skip = 2;
            else if (/^-[a-zA-Z]*n[a-zA-Z]*$/.test(text) || text === '--null-input')
                return undefined;
            else if (text.startsWith('-'))
                continue;
            else if (!program)
                program = arg;
            else
                return undefined; // A file argument: jq reads the file, not the payload.
        }
        return program ? { text: this.resolve(program), node: program } : undefined;
    }
    command(node) {
        const program = programOf(node);
        if (!program)
            return;
        const { name, args } = program;
        const at = site(node);
        const argTexts = args.map((a) => this.resolve(a));
        this.model.runs.push({ ...at, program: name, args: argTexts, toStdout: this.reachesStdout(node) });
        if (name === 'jq') {
            const input = this.inputOf(node);
            const program = this.jqProgram(args);
            if (input === 'stdin' && program)
                this.model.readsStdin = true;
            if (program) {
                for (const { path } of this.jqPaths(node, args))
                    this.model.fields.push({ ...site(program.node), path });
                const bases = input === 'stdin' ? [''] : input === 'other' ? [] : input.fields;
                for (const c of jqComparisons(program.text)) {
                    for (const base of bases) {
                        this.model.comparisons.push({
                            ...site(program.node),
                            ...c,
                            field: base === '' ? c.field : `${base}.${c.field}`,
                        });
                    }
                }
            }
        }
        if ((name === 'cat' && args.every((a) => a.text === '-')) || name === 'read' || name === 'mapfile') {
            if (this.inputOf(node) === 'stdin' && !this.hasInputRedirect(node))
                this.model.readsStdin = true;
        }
        if (name === 'grep' || name === 'egrep')
            this.grep(node, args);
        if (name === 'set' && argTexts.some((t) => /^-[a-zA-Z]*e/.test(t) || t === 'errexit'))
            this.model.errexit = true;
        if (CHECKERS.has(name)) {
            const checked = argTexts.filter((t) => !t.startsWith('-'));
            if (name !== 'command' || argTexts.includes('-v'))
                for (const p of checked)
                    this.model.checkedPrograms.add(p);
        }
        if (name === 'curl' || name === 'wget') {
            const url = argTexts.find((t) => /^https?:\/\//.test(t));
            if (url)
                this.model.fetches.push({ ...at, url });
        }
        if (name === 'tee') {
            const append = argTexts.some((t) => /^-[a-zA-Z]*a/.test(t) || t === '--append');
            for (const target of argTexts.filter((t) => !t.startsWith('-'))) {
                if (append)
                    this.model.appends.push({ ...at, target });
            }
        }
        if ((name === 'python3' || name === 'python') &&
            argTexts.includes('-c') &&
            /sys\.stdin/.test(argTexts.join(' '))) {
            this.model.readsStdin = true;
        }
        if ((name === 'echo' || name === 'printf') && this.reachesStdout(node)) {
            const first = args.find((a) => !/^-[neE]+$/.test(a.text));
            const text = first ? this.resolve(first).trim() : '';
            if (isPlainText(text))
                this.model.textOutput.push(at);
        }
    }
    hasInputRedirect(node) {
        const parent = node.parent?.type === 'redirected_statement' ? node.parent : node;
        return parent.namedChildren.some((c) => c !== null &&
            (c.type === 'herestring_redirect' || (c.type === 'file_redirect' && c.text.startsWith('<'))));
    }
    /** `echo "$TOOL" | grep -qE '^(bash|edit)$'`: a regex comparison of the piped value. */
    grep(node, args) {
        const input = this.inputOf(node);
        if (input === 'stdin' || input === 'other')
            return;
        const pattern = args.find((a) => !a.text.startsWith('-'));
        if (!pattern)
            return;
        for (const field of input.fields) {
            this.model.comparisons.push({ ...site(pattern), field, literal: this.resolve(pattern), kind: 'regex' });
        }
    }
    /** Whether a command's stdout reaches the hook's stdout: not captured, piped on, redirected or in a function. */
    reachesStdout(node) {
        let child = node;
        for (const parent of ancestors(node)) {
            if (parent.type === 'command_substitution' || parent.type === 'process_substitution')
                return false;
            // Where a function's output goes depends on each call (`log "x" >&2`), which is not followed: say nothing.
            if (parent.type === 'function_definition')
                return false;
            if (parent.type === 'pipeline') {
                const members = parent.namedChildren.filter((c) => c !== null);
                if (members.at(-1)?.id !== child.id)
                    return false;
            }
            if (parent.type === 'redirected_statement' && parent.childForFieldName('body')?.id === child.id) {
                const redirects = parent.namedChildren.filter((c) => c !== null && c.type === 'file_redirect');
                if (redirects.some((r) => this.redirectsStdout(r)))
                    return false;
            }
            child = parent;
        }
        return true;
    }
    redirectsStdout(redirect) {
        const descriptor = redirect.childForFieldName('descriptor')?.text;
        const operator = redirect.children.find((c) => c !== null && !c.isNamed)?.text ?? '';
        if (descriptor !== undefined && descriptor !== '1')
            return false;
        return STDOUT_REDIRECTS.has(operator);
    }
    redirect(node) {
        const operator = node.children.find((c) => c !== null && !c.isNamed)?.text ?? '';
        if (operator !== '>>' && operator !== '&>>')
            return;
        const target = this.resolve(node.childForFieldName('destination'));
        this.model.appends.push({ ...site(node), target });
    }
    heredoc(node) {
        this.model.outputKeys.push(...outputKeysIn(node.text, site(node)));
        const redirect = node.parent;
        const statement = redirect?.parent;
        const body = statement?.type === 'redirected_statement' ? statement.childForFieldName('body') : undefined;
        if (body?.type === 'command' && programOf(body)?.name === 'cat' && this.reachesStdout(body)) {
            if (isPlainText(node.text.trim()))
                this.model.textOutput.push(site(body));
        }
    }
    compare(valueSide, literalSide, operator) {
        const fields = this.fieldsOf(valueSide);
        if (fields.length === 0)
            return;
        const literal = this.resolve(literalSide);
        const quoted = literalSide.type === 'string' || literalSide.type === 'raw_string';
        let kind = 'equals';
        if (operator === '=~')
            kind = 'regex';
        else if (!quoted && /[*?[]/.test(literal))
            kind = 'glob';
        for (const field of fields)
            this.model.comparisons.push({ ...site(literalSide), field, literal, kind });
    }
    test(node) {
        for (const binary of descendants(node, 'binary_expression')) {
            const left = binary.childForFieldName('left');
            const right = binary.childForFieldName('right');
            const operator = binary.childForFieldName('operator')?.text ??
                binary.children.find((c) => c !== null && !c.isNamed)?.text ??
                '';
            if (!left || !right || !/^(==?|!=|=~)$/.test(operator))
                continue;
            this.compare(left, right, operator);
            this.compare(right, left, operator);
        }
    }
    caseStatement(node) {
        const value = node.childForFieldName('value');
        if (!value)
            return;
        const fields = this.fieldsOf(value);
        if (fields.length === 0)
            return;
        for (const item of descendants(node, 'case_item')) {
            for (const pattern of item.childrenForFieldName('value')) {
                if (!pattern)
                    continue;
                const literal = this.resolve(pattern);
                const kind = /[*?[]/.test(literal) ? 'glob' : 'equals';
                for (const field of fields)
                    this.model.comparisons.push({ ...site(pattern), field, literal, kind });
            }
        }
    }
    /** `command -v jq >/dev/null || exit 0`: the right side allows when the check fails. */
    list(node) {
        const children = node.children.filter((c) => c !== null);
        const orIndex = children.findIndex((c) => c.type === '||');
        if (orIndex < 0)
            return;
        const left = children.slice(0, orIndex);
        const right = children.slice(orIndex + 1);
        const checked = left.flatMap((c) => this.checkedIn(c));
        if (checked.length > 0 && right.some((c) => allows(c)) && !right.some((c) => denies(c))) {
            for (const program of checked)
                this.model.failOpenChecks.push({ ...site(node), program });
        }
    }
    /** `if ! command -v jq …; then exit 0; fi` (over several lines). */
    ifStatement(node) {
        const conditions = node.childrenForFieldName('condition').filter((c) => c !== null);
        const negated = conditions.flatMap((c) => descendants(c, 'negated_command'));
        const checked = negated.flatMap((n) => this.checkedIn(n));
        if (checked.length === 0)
            return;
        const body = node.namedChildren.filter((c) => c !== null &&
            !conditions.some((k) => k.id === c.id) &&
            c.type !== 'elif_clause' &&
            c.type !== 'else_clause');
        if (body.some((c) => allows(c)) && !body.some((c) => denies(c))) {
            for (const program of checked)
                this.model.failOpenChecks.push({ ...site(node), program });
        }
    }
    checkedIn(node) {
        const commands = node.type === 'command' ? [node] : descendants(node, 'command');
        return commands.flatMap((command) => {
            const program = programOf(command);
            if (!program || !CHECKERS.has(program.name))
                return [];
            const texts = program.args.map((a) => a.text);
            if (program.name === 'command' && !texts.includes('-v'))
                return [];
            return texts.filter((t) => !t.startsWith('-') && DEPENDENCIES.has(t));
        });
    }
    /** `$(jq …)` whose failure nothing handles: no `||` after it, not an `if` condition. */
    capture(node) {
        const first = descendants(node, 'command')
            .map((c) => programOf(c)?.name)
            .find((name) => name !== undefined && DEPENDENCIES.has(name));
        if (first === undefined)
            return;
        let child = node;
        for (const parent of ancestors(node)) {
            if (parent.type === 'list' && parent.children.some((c) => c?.type === '||'))
                return;
            if (parent.type === 'if_statement' || parent.type === 'while_statement') {
                if (parent.childrenForFieldName('condition').some((c) => c?.id === child.id))
                    return;
            }
            child = parent;
        }
        this.model.unhandledCaptures.push({ ...site(node), program: first });
    }
}
/** Paths a jq program reads, each pipe stage relative to the path the stage before it selected. */
function composeJq(program) {
    const paths = [];
    let base = '';
    for (const stage of program.split(/\|(?!=)/)) {
        const stagePaths = jqFieldPaths(stage);
        for (const path of stagePaths)
            paths.push(base === '' ? path : `${base}.${path}`);
        const head = /^\s*\.([A-Za-z_][\w.]*)/.exec(stage)?.[1];
        if (head !== undefined)
            base = base === '' ? head : `${base}.${head}`;
    }
    return paths;
}
/** Whether a statement ends the script allowing: `exit`, `exit 0`, `true`, `:` (a block: any of its statements). */
function allows(node) {
    const commands = node.type === 'command' ? [node] : descendants(node, 'command');
    return commands.some((command) => {
        const program = programOf(command);
        if (!program)
            return false;
        if (program.name === 'exit' || program.name === 'return') {
            const code = program.args[0]?.text;
            return code === undefined || code === '0';
        }
        return (program.name === 'true' || program.name === ':') && node.type === 'command';
    });
}
/** Whether a block denies: exits 2 (or another failure) or prints a deny decision. */
function denies(node) {
    if (/\bdeny\b/.test(node.text))
        return true;
    return descendants(node, 'command').some((command) => {
        const program = programOf(command);
        return program?.name === 'exit' && program.args[0] !== undefined && program.args[0].text !== '0';
    });
}
// A command of plain words (`./.github/hooks/x.sh`, `bash x.sh --strict`): nothing a parser would add.
const PLAIN_COMMAND = /^\s*[\w./@+,:=-]+(?:[ \t]+[\w./@+,:=-]+)*\s*$/;
/** The model of a command of plain words, without parsing: one run whose output is the hook's. */
function modelPlainCommand(text) {
    const model = emptyModel('bash', true);
    const [program = '', ...args] = text.trim().split(/[ \t]+/);
    model.runs.push({ line: 1, column: 1, program: program.split('/').pop() ?? program, args, toStdout: true });
    return model;
}
/** The model of a bash script text. */
function modelBash(parser, text) {
    if (PLAIN_COMMAND.test(text) && !/^\s*(set|cat|read|jq|curl|wget|echo|printf)\b/.test(text))
        return modelPlainCommand(text);
    const tree = parser.parse(text);
    if (!tree)
        return emptyModel('bash', false);
    try {
        return new BashModeller(tree.rootNode, text).build();
    }
    finally {
        tree.delete();
    }
}

;// CONCATENATED MODULE: ./src/lint/python-model.ts

function python_model_site(node) {
    return { line: node.startPosition.row + 1, column: node.startPosition.column + 1 };
}
function children(node) {
    return node.namedChildren.filter((c) => c !== null);
}
/** The value of a plain string literal (no f-string interpolation), or undefined. */
function stringValue(node) {
    if (!node || node.type !== 'string')
        return undefined;
    if (children(node).some((c) => c.type === 'interpolation'))
        return undefined;
    return children(node)
        .filter((c) => c.type === 'string_content')
        .map((c) => c.text)
        .join('');
}
/** A docstring: a statement that is only a string. */
function isDocstring(node) {
    return (node.type === 'expression_statement' &&
        node.namedChildCount === 1 &&
        node.namedChild(0)?.type === 'string');
}
const FETCHERS = /^(requests|httpx|urllib\.request|urllib3)\.(get|post|put|request|urlopen)$|^urlopen$/;
const SUBPROCESS = /^(subprocess\.(run|call|check_call|check_output|Popen)|os\.system)$/;
class PythonModeller {
    root;
    model = emptyModel('python', true);
    vars = new Map();
    constructor(root) {
        this.root = root;
    }
    build() {
        this.walk(this.root);
        return this.model;
    }
    walk(node) {
        if (node.type === 'comment' || isDocstring(node))
            return;
        switch (node.type) {
            case 'assignment':
                this.assignment(node);
                break;
            case 'call':
                this.call(node);
                break;
            case 'subscript':
                this.subscript(node);
                break;
            case 'attribute':
                this.attribute(node);
                break;
            case 'comparison_operator':
                this.comparison(node);
                break;
            case 'string':
                this.model.outputKeys.push(...outputKeysIn(node.text, python_model_site(node)));
                break;
            case 'pair': {
                const key = stringValue(node.childForFieldName('key'));
                const value = node.childForFieldName('value');
                if (key !== undefined && OUTPUT_KEYS.includes(key)) {
                    this.model.outputKeys.push({ ...python_model_site(node), key, value: stringValue(value) ?? value?.text });
                }
                break;
            }
        }
        for (const child of children(node))
            this.walk(child);
    }
    /** Payload paths an expression's value derives from. */
    fieldsOf(node) {
        if (/\bsys\.stdin\b/.test(node.text) && /json\.loads?\(/.test(node.text)) {
            const path = this.accessPath(node);
            if (path !== undefined)
                return [path];
        }
        if (node.type === 'identifier')
            return this.vars.get(node.text)?.fields ?? [];
        const path = this.accessPath(node);
        if (path !== undefined)
            return [path];
        return [...new Set(children(node).flatMap((c) => this.fieldsOf(c)))];
    }
    /** `d["a"]["b"]`, `d.get("a", {}).get("b")`: the payload path read, when `d` holds a payload path. */
    accessPath(node) {
        if (node.type === 'identifier') {
            const fields = this.vars.get(node.text)?.fields;
            return fields?.length === 1 ? fields[0] : undefined;
        }
        if (node.type === 'call' && /json\.loads?$/.test(node.childForFieldName('function')?.text ?? '')) {
            return /sys\.stdin/.test(node.text) ||
                this.fieldsOf(node.childForFieldName('arguments') ?? node).length > 0
                ? this.argumentsPath(node)
                : undefined;
        }
        if (node.type === 'subscript') {
            const key = stringValue(node.childForFieldName('subscript'));
            const base = this.accessPath(node.childForFieldName('value') ?? node);
            if (key === undefined || base === undefined)
                return undefined;
            return base === '' ? key : `${base}.${key}`;
        }
        if (node.type === 'call') {
            const fn = node.childForFieldName('function');
            if (fn?.type === 'attribute' && fn.childForFieldName('attribute')?.text === 'get') {
                const key = stringValue(children(node.childForFieldName('arguments') ?? node)[0]);
                const base = this.accessPath(fn.childForFieldName('object') ?? node);
                if (key === undefined || base === undefined)
                    return undefined;
                return base === '' ? key : `${base}.${key}`;
            }
        }
        if (node.type === 'parenthesized_expression' || node.type === 'boolean_operator') {
            const first = children(node)[0];
            return first ? this.accessPath(first) : undefined;
        }
        return undefined;
    }
    argumentsPath(call) {
        const argument = children(call.childForFieldName('arguments') ?? call)[0];
        if (!argument || /sys\.stdin/.test(argument.text))
            return '';
        return this.accessPath(argument);
    }
    resolve(node) {
        if (!node)
            return undefined;
        if (node.type === 'string')
            return stringValue(node);
        if (node.type === 'identifier')
            return this.vars.get(node.text)?.literal;
        if (node.type === 'binary_operator') {
            const parts = children(node).map((c) => this.resolve(c));
            return parts.every((p) => p !== undefined) ? parts.join('') : undefined;
        }
        if (node.type === 'call' &&
            /(os\.path\.join|Path)$/.test(node.childForFieldName('function')?.text ?? '')) {
            const parts = children(node.childForFieldName('arguments') ?? node).map((c) => this.resolve(c));
            return parts.every((p) => p !== undefined) ? parts.join('/') : undefined;
        }
        return undefined;
    }
    assignment(node) {
        const left = node.childForFieldName('left');
        const right = node.childForFieldName('right');
        if (left?.type !== 'identifier' || !right)
            return;
        this.vars.set(left.text, { literal: this.resolve(right), fields: this.fieldsOf(right) });
    }
    subscript(node) {
        const value = node.childForFieldName('value');
        if (value?.text === 'os.environ') {
            const name = stringValue(node.childForFieldName('subscript'));
            if (name)
                this.model.envReads.push({ ...python_model_site(node), name });
            return;
        }
        if (value?.text === 'sys.argv')
            this.model.readsArgs ??= python_model_site(node);
        const path = this.accessPath(node);
        if (path)
            this.model.fields.push({ ...python_model_site(node), path });
    }
    attribute(node) {
        if (node.text === 'sys.stdin')
            this.model.readsStdin = true;
        if (node.text === 'sys.argv' && node.parent?.type !== 'subscript')
            this.model.readsArgs ??= python_model_site(node);
    }
    call(node) {
        const fn = node.childForFieldName('function')?.text ?? '';
        const args = children(node.childForFieldName('arguments') ?? node);
        if (fn === 'input')
            this.model.readsStdin = true;
        if (fn === 'os.environ.get' || fn === 'os.getenv') {
            const name = stringValue(args[0]);
            if (name)
                this.model.envReads.push({ ...python_model_site(node), name });
            return;
        }
        const path = this.accessPath(node);
        if (path)
            this.model.fields.push({ ...python_model_site(node), path });
        if (fn === 'open') {
            const mode = stringValue(args[1]) ??
                stringValue(args
                    .find((a) => a.type === 'keyword_argument' && a.text.startsWith('mode'))
                    ?.childForFieldName('value'));
            const target = this.resolve(args[0]);
            if (mode?.includes('a') && target !== undefined)
                this.model.appends.push({ ...python_model_site(node), target });
        }
        if (FETCHERS.test(fn)) {
            const url = this.resolve(args[0]);
            if (url !== undefined && /^https?:\/\//.test(url))
                this.model.fetches.push({ ...python_model_site(node), url });
        }
        if (SUBPROCESS.test(fn) && args[0]) {
            const list = args[0].type === 'list'
                ? children(args[0]).map((c) => stringValue(c) ?? '')
                : (stringValue(args[0]) ?? '').split(/\s+/);
            const captured = args.some((a) => /^(capture_output|stdout)\s*=/.test(a.text)) || fn.endsWith('check_output');
            const [program, ...rest] = list;
            if (program)
                this.model.runs.push({ ...python_model_site(node), program, args: rest, toStdout: !captured });
        }
        if (fn === 'print' && !args.some((a) => /^file\s*=/.test(a.text))) {
            const text = stringValue(args[0]);
            if (text !== undefined && isPlainText(text.trim()))
                this.model.textOutput.push(python_model_site(node));
        }
        this.pathCheck(node, args);
    }
    /** `path.startswith("src/")`, `re.match(r"^src/", path)`: a check of a payload value against a literal. */
    pathCheck(node, args) {
        const fn = node.childForFieldName('function');
        let value;
        let literal;
        let kind = 'prefix';
        if (fn?.type === 'attribute' && fn.childForFieldName('attribute')?.text === 'startswith') {
            value = fn.childForFieldName('object');
            literal = stringValue(args[0]);
        }
        else if (/^re\.(match|search|fullmatch)$/.test(fn?.text ?? '')) {
            value = args[1];
            literal = stringValue(args[0]);
            kind = 'regex';
        }
        if (!value || literal === undefined)
            return;
        for (const field of this.fieldsOf(value))
            this.model.comparisons.push({ ...python_model_site(node), field, literal, kind });
    }
    comparison(node) {
        const operands = children(node);
        const operator = node.children.find((c) => c !== null && !c.isNamed)?.text ?? '';
        if (operands.length !== 2)
            return;
        const [a, b] = operands;
        for (const [value, literal] of [
            [a, b],
            [b, a],
        ]) {
            const fields = this.fieldsOf(value);
            if (fields.length === 0)
                continue;
            const literals = literal.type === 'string' ? [literal] : operator === 'in' ? children(literal) : [];
            for (const item of literals) {
                const text = stringValue(item);
                if (text === undefined)
                    continue;
                for (const field of fields)
                    this.model.comparisons.push({ ...python_model_site(item), field, literal: text, kind: 'equals' });
            }
        }
    }
}
/** The model of a Python script text. */
function modelPython(parser, text) {
    const tree = parser.parse(text);
    if (!tree)
        return emptyModel('python', false);
    try {
        return new PythonModeller(tree.rootNode).build();
    }
    finally {
        tree.delete();
    }
}

;// CONCATENATED MODULE: ./src/lint/script-ref.ts
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
    const cwd = entry.cwd === undefined ? repo : (0,external_node_path_.resolve)(repo, entry.cwd);
    if (!isLexicallyInside(repo, (0,external_node_path_.resolve)(cwd, found.written)))
        return undefined;
    return {
        ...found,
        path: (0,external_node_path_.resolve)(cwd, found.written),
        pathWithoutCwd: (0,external_node_path_.resolve)(repo, found.written),
    };
}
/** How a script is reported: repo-relative with `/`, absolute when outside the repository. */
function reportedScriptPath(repo, path) {
    const rel = (0,external_node_path_.relative)(repo, path);
    return rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel) ? path : rel.split('\\').join('/');
}

;// CONCATENATED MODULE: ./src/lint/script-analysis.ts
/** The script model of what an entry runs: its inline command, and the script file it starts, read once per run. */






/** The language of a script: its #! line first, then its extension; .sh and no extension are bash. */
function scriptLanguage(path, text) {
    const shebang = /^#!\s*(\S+)(?:\s+(\S+))?/.exec(text);
    if (shebang) {
        const program = (0,external_node_path_.basename)(shebang[1] === '/usr/bin/env' || shebang[1]?.endsWith('/env') ? (shebang[2] ?? '') : (shebang[1] ?? ''));
        if (/^(ba|da|z|k)?sh$/.test(program))
            return 'bash';
        if (/^python[0-9.]*$/.test(program))
            return 'python';
        return 'other';
    }
    const extension = /\.([A-Za-z0-9]+)$/.exec((0,external_node_path_.basename)(path))?.[1]?.toLowerCase();
    if (extension === undefined || extension === 'sh' || extension === 'bash')
        return 'bash';
    if (extension === 'py')
        return 'python';
    return 'other';
}
/**
 * The model of a text in a language, shared by texts that differ only in whole-line comments after the first
 * line (scripts copied from one template): such lines are not code, and blanking them keeps every line number.
 * Other languages get an empty, unparsed model.
 */
function modelText(context, language, text) {
    const code = `${language}\n${text.replace(/(?<=\n)[ \t]*#[^\n]*/g, '')}`;
    let model = context.modelsByCode.get(code);
    if (!model) {
        model = parseModel(context, language, text);
        context.modelsByCode.set(code, model);
    }
    return model;
}
function parseModel(context, language, text) {
    if (language === 'bash')
        return modelBash(context.parsers.bash, text);
    if (language === 'python')
        return modelPython(context.parsers.python, text);
    return emptyModel('other', false);
}
/** The inline command of an entry and the script it runs, each modelled (cached per script path). */
function entryCode(context, entry) {
    let code = context.entryCode.get(entry);
    if (!code) {
        code = modelEntry(context, entry);
        context.entryCode.set(entry, code);
    }
    return code;
}
function modelEntry(context, entry) {
    const command = entry.bash ?? entry.command;
    if (entry.type !== 'command' || command === undefined)
        return [];
    const at = fieldPosition(context, entry, entry.bash !== undefined ? 'bash' : 'command');
    const code = [];
    const inline = modelText(context, 'bash', command);
    code.push({ model: inline, file: entry.file, place: () => at, text: command, printsToHook: true });
    const script = resolveEntryScript(context.repo, entry);
    if (!script)
        return code;
    const text = readScriptText(context, script.path);
    if (text === undefined)
        return code; // A missing script is script-missing's finding.
    let model = context.models.get(script.path);
    if (!model) {
        model = modelText(context, scriptLanguage(script.path, text), text);
        context.models.set(script.path, model);
    }
    code.push({
        model,
        file: reportedScriptPath(context.repo, script.path),
        place: (s) => ({ line: s.line, column: s.column }),
        script,
        text,
        // The script is the command's first program: its output goes where that run's goes.
        printsToHook: inline.runs[0]?.toStdout ?? true,
    });
    return code;
}

;// CONCATENATED MODULE: ./src/lint/behaviour-rules.ts




const HEAVY_PROGRAMS = new Set([
    'pre-commit',
    'pytest',
    'npx',
    'jest',
    'vitest',
    'tox',
    'nox',
    'mvn',
    'gradle',
]);
const SUITE_RUNNERS = new Set(['npm', 'yarn', 'pnpm', 'cargo', 'go', 'make', 'dotnet']);
/** Programs whose output is a report for someone to read: linters, formatters, test runners. */
const REPORTERS = new Set([
    'eslint',
    'prettier',
    'ruff',
    'black',
    'flake8',
    'pylint',
    'mypy',
    'tsc',
    'pytest',
    'jest',
    'vitest',
    'npm',
    'npx',
    'yarn',
    'pnpm',
    'cargo',
    'go',
    'gofmt',
    'rustfmt',
    'rubocop',
    'shellcheck',
    'markdownlint',
    'pre-commit',
    'dotnet',
    'terraform',
    'make',
    'biome',
    'stylelint',
    'isort',
]);
/** Events whose stdout is read as JSON for the agent: text there is lost. */
const TEXT_DROPPED_EVENTS = new Set([
    'postToolUse',
    'postToolUseFailure',
    'sessionStart',
    'subagentStart',
    'userPromptSubmitted',
]);
const LOG_NAME = /(^|\/)[^/]*(log|audit)[^/]*$|\.(log|jsonl|ndjson|txt|csv)$/i;
/** Run a check over an entry's inline command and the script it runs; findings are deduplicated. */
function checkEntries(context, check, only) {
    const findings = new Map();
    for (const entry of context.config.entries) {
        if (!only(entry))
            continue;
        for (const code of entryCode(context, entry)) {
            for (const [rule, at, message] of check(code, entry)) {
                const place = code.place(at);
                findings.set(`${rule}:${code.file}:${place.line}`, lintFinding(rule, code.file, place, message));
            }
        }
    }
    return [...findings.values()];
}
/** preCompact matchers that can match only `manual`; the cloud agent compacts only with trigger `auto`. */
function lintPreCompactMatchers(context) {
    const findings = [];
    for (const entry of context.config.entries) {
        if (entry.event !== 'preCompact' || entry.matcher === undefined || entry.matcher === '')
            continue;
        const compiled = compileMatcher(entry.event, entry.casing, entry.matcher, context.profile);
        if (!compiled.ok)
            continue;
        if (matcherFires(compiled.matcher, 'auto') || !matcherFires(compiled.matcher, 'manual'))
            continue;
        findings.push(lintFinding('precompact-manual-only', entry.file, fieldPosition(context, entry, 'matcher'), `Matcher '${entry.matcher}' matches only 'manual', but the cloud agent compacts with trigger 'auto': use 'auto' or drop the matcher`));
    }
    return findings;
}
/** Whether the event honours hookSpecificOutput: only PascalCase PreToolUse does (runtime-behaviour.md §8.1). */
function honoursHookSpecificOutput(entry) {
    return entry.event === 'preToolUse' && entry.casing === 'pascal';
}
function hookSpecificFix(entry) {
    if (entry.event === 'preToolUse')
        return 'print the flat fields (permissionDecision, permissionDecisionReason) instead';
    if (entry.event === 'agentStop' || entry.event === 'subagentStop')
        return 'print the flat fields ("decision": "block", "reason") instead';
    return 'print {"additionalContext": "..."} at the top level instead';
}
const claudeOutput = (code, entry) => {
    const found = [];
    const seen = new Set();
    for (const output of code.model.outputKeys) {
        let message;
        if (output.key === 'hookSpecificOutput' && !honoursHookSpecificOutput(entry)) {
            message = `${entry.eventKey} ignores hookSpecificOutput: ${hookSpecificFix(entry)}`;
        }
        else if (output.key === 'decision' && output.value === 'block' && entry.event === 'preToolUse') {
            message = `${entry.eventKey} ignores "decision": "block": print {"permissionDecision": "deny", "permissionDecisionReason": "..."}`;
        }
        else if (output.key === 'continue' && /^(false|False)$/.test(output.value ?? '')) {
            message =
                '"continue": false is ignored by Copilot hooks: deny with permissionDecision or block with "decision": "block" where the event supports it';
        }
        if (message === undefined || seen.has(output.key))
            continue;
        seen.add(output.key);
        found.push(['claude-output-ignored', output, message]);
    }
    return found;
};
/** Claude-style outputs (hookSpecificOutput, decision block, continue false) the Copilot event ignores. */
function lintClaudeOutputs(context) {
    return checkEntries(context, claudeOutput, () => true);
}
/**
 * A preToolUse guard that allows when jq/python3/node/pwsh is missing: an explicit `command -v jq || exit 0` or
 * `if ! command -v jq …; then exit 0; fi`, or the script's first `$(jq …)` whose failure it ignores (no errexit, no
 * check for the program): the capture is then empty, and a guard comparing it with what it denies allows.
 */
const failOpenDependency = (code) => {
    const { model } = code;
    const found = model.failOpenChecks.map((check) => [
        'fail-open-dependency',
        check,
        `The guard allows every tool call when '${check.program}' is missing: print a deny (or exit 2) instead of exiting 0`,
    ]);
    if (found.length > 0 || model.errexit)
        return found;
    const reported = new Set();
    for (const capture of model.unhandledCaptures) {
        if (model.checkedPrograms.has(capture.program) || reported.has(capture.program))
            continue;
        reported.add(capture.program);
        found.push([
            'fail-open-dependency',
            capture,
            `If '${capture.program}' is missing this capture is empty and the guard allows every tool call: add "set -euo pipefail" (a failed guard denies)`,
        ]);
    }
    return found;
};
/** preToolUse scripts that allow every tool call when jq/python3/node/pwsh is missing. */
function lintFailOpenDependencies(context) {
    return checkEntries(context, failOpenDependency, (entry) => entry.event === 'preToolUse');
}
/** Where an appended file lives: the checkout or home (both discarded with the runner), or elsewhere. */
function discardedPlace(target) {
    const repoVars = /^\$\{?(PWD|CLAUDE_PROJECT_DIR|COPILOT_PROJECT_DIR|COPILOT_HOOK_DIR|HOME)\}?\//;
    if (/^(~|\$HOME|\$\{HOME\})\//.test(target))
        return true;
    if (repoVars.test(target))
        return !target.replace(repoVars, '').includes('$');
    if (target.startsWith('/workspace/'))
        return true;
    return !target.startsWith('/') && !target.includes('$') && !/^&?\d$/.test(target);
}
const discardedLog = (code) => code.model.appends
    .filter((append) => discardedPlace(append.target) && LOG_NAME.test(append.target))
    .slice(0, 1)
    .map((append) => [
    'log-discarded',
    append,
    `The log '${append.target}' is discarded when the cloud agent job ends: send the records to an http hook (or upload them) to keep them`,
]);
/** Scripts that log under the repository or the home directory, both discarded when the job ends. */
function lintDiscardedLogs(context) {
    return checkEntries(context, discardedLog, () => true);
}
/** The heavy program a run starts: a test suite, pre-commit, npx; undefined for light work. */
function heavyWork(program, args) {
    if (HEAVY_PROGRAMS.has(program))
        return [program, ...args.slice(0, 1)].join(' ');
    if (SUITE_RUNNERS.has(program)) {
        const words = args.filter((a) => !a.startsWith('-'));
        if (words[0] === 'test' || (words[0] === 'run' && /^test/.test(words[1] ?? '')))
            return [program, ...words.slice(0, 2)].join(' ');
    }
    return undefined;
}
const heavyToolHook = (code, entry) => code.model.runs
    .map((run) => ({ run, heavy: heavyWork(run.program, run.args) }))
    .filter((found) => found.heavy !== undefined)
    .slice(0, 1)
    .map(({ run, heavy }) => [
    'heavy-posttooluse',
    run,
    `'${heavy}' runs on every tool call (${entry.eventKey} has no matcher): add a matcher such as "edit|create", or run it once in agentStop`,
]);
/** Tool hooks without a matcher that run a test suite, pre-commit or npx on every tool call. */
function lintHeavyPostToolUse(context) {
    return checkEntries(context, heavyToolHook, (entry) => (entry.event === 'postToolUse' || entry.event === 'preToolUse') &&
        (entry.matcher === undefined || entry.matcher === '' || /^\*+$|^\.\*$/.test(entry.matcher)));
}
const textOutput = (code, entry) => {
    if (!code.printsToHook)
        return [];
    const sites = [
        ...code.model.textOutput,
        ...code.model.runs.filter((run) => run.toStdout && REPORTERS.has(run.program)),
    ].sort((a, b) => a.line - b.line || a.column - b.column);
    const first = sites[0];
    if (!first)
        return [];
    return [
        [
            'stdout-text-dropped',
            first,
            `${entry.eventKey} reads stdout as one JSON object: this text never reaches the agent; print {"additionalContext": "..."} (jq -n --arg c "$out" '{additionalContext: $c}') and send other output to stderr`,
        ],
    ];
};
/** Hooks whose stdout is read as JSON but which print plain text (linters, formatters, echo). */
function lintTextOutput(context) {
    return checkEntries(context, textOutput, (entry) => TEXT_DROPPED_EVENTS.has(entry.event));
}
/** Where an entry's timeout is written: timeoutSec, else timeout. */
function timeoutPosition(context, entry) {
    const at = fieldPosition(context, entry, 'timeoutSec');
    return at === entry.position ? fieldPosition(context, entry, 'timeout') : at;
}
/** Timeouts past what an event other than preToolUse can usefully wait: the job has 59 minutes in all. */
function lintLongTimeouts(context) {
    const findings = [];
    for (const entry of context.config.entries) {
        if (entry.event === 'preToolUse' || entry.timeoutSec <= LONG_TIMEOUT)
            continue;
        findings.push(lintFinding('timeout-long', entry.file, timeoutPosition(context, entry), `A ${entry.timeoutSec} s ${entry.eventKey} timeout lets one hook hold the session for ${Math.round(entry.timeoutSec / 60)} of the job's 59 minutes: keep it at ${LONG_TIMEOUT} s or less and move long work to copilot-setup-steps.yml`));
    }
    return findings;
}
const LONG_TIMEOUT = 300;
/** preToolUse timeouts over 60 s: a timeout fails open, so a slow guard silently allows. */
function lintPreToolUseTimeouts(context) {
    const findings = [];
    for (const entry of context.config.entries) {
        if (entry.event !== 'preToolUse' || entry.timeoutSec <= 60)
            continue;
        findings.push(lintFinding('pretooluse-timeout-long', entry.file, timeoutPosition(context, entry), `A ${entry.timeoutSec} s preToolUse timeout fails open (the tool runs): keep the guard fast and the timeout at 60 s or less`));
    }
    return findings;
}

;// CONCATENATED MODULE: ./src/lint/config-rules.ts





/** Findings for each entry the cloud agent loads but never runs. */
function lintSkippedEntries(context) {
    const findings = [];
    for (const entry of context.config.entries) {
        if (entry.type === 'prompt') {
            findings.push(lintFinding('prompt-entry', entry.file, fieldPosition(context, entry, 'type'), `prompt hook on ${entry.eventKey} never fires in the cloud agent: use a command hook that prints additionalContext`));
        }
        if (entry.type !== 'command')
            continue;
        if (entry.exec !== undefined) {
            findings.push(lintFinding('exec-entry', entry.file, fieldPosition(context, entry, 'exec'), 'exec entries run only in Copilot CLI: write the command as a "bash" string'));
        }
        else if (entry.powershell !== undefined && entry.bash === undefined && entry.command === undefined) {
            findings.push(lintFinding('powershell-only', entry.file, fieldPosition(context, entry, 'powershell'), 'powershell-only entry is ignored by the cloud agent: add a "bash" command'));
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
    return root.type !== 'object' || findProperty(root, 'hooks') === undefined;
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
            findings.push(lintFinding(code, note.file, place, fix({ ...note, code })));
        }
        else if (note.code === 'item-dropped' && note.message.includes('Invalid matcher regex')) {
            findings.push(lintFinding('matcher-invalid', note.file, place, `${note.message}: fix the regular expression`));
        }
        else if (note.code === 'item-dropped' && note.message.includes('must use https://')) {
            findings.push(lintFinding('http-insecure', note.file, place, 'http:// URL drops this HTTP hook: use an https:// URL'));
        }
        else if (note.code === 'item-dropped' && note.message.includes('matcher cannot be empty')) {
            findings.push(lintFinding('matcher-empty', note.file, place, 'Empty matcher drops the hook: remove the "matcher" key to match every tool'));
        }
        else if (note.code === 'item-dropped') {
            findings.push(lintFinding('item-dropped', note.file, place, withItemFix(note.message)));
        }
        else if (note.code === 'file-rejected' && !commented.has(note.file)) {
            findings.push(lintFinding('file-rejected', note.file, place, `${note.message === 'Invalid hook config version' ? `${note.message} (write "version": 1, the number)` : note.message}; none of the file's hooks run until it is fixed`));
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
    const otherFamily = (known) => (resolveEventKey(known)?.casing === family ? 0 : 1);
    const keys = allEventKeys();
    const lower = key.toLowerCase();
    const sameLetters = keys.find((known) => otherFamily(known) === 0 && known.toLowerCase() === lower);
    if (sameLetters)
        return sameLetters;
    const score = (known) => [
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
            if (resolveEventKey(property.key) !== undefined)
                continue;
            const nearest = nearestEventKey(property.key);
            findings.push(lintFinding('unknown-event', file, source.positionAt(property.keyOffset), `Unknown event '${property.key}' is ignored: did you mean '${nearest}'?`));
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
    return nearestName(key, known, (field) => (field.length >= 8 ? 2 : 1));
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
                findings.push(lintFinding('unknown-field', file, source.positionAt(property.keyOffset), `'${property.key}' is not a hook field and is ignored: did you mean '${meant}'?`));
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
        findings.push(lintFinding('json-with-comments', file, positionOfOffset(text, offset), 'Comment in a hook file: the whole file is rejected; remove the comment'));
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
        findings.push(lintFinding('empty-command', entry.file, fieldPosition(context, entry, field), `The "${field}" command is empty: the hook runs nothing on ${entry.eventKey}; write the command or remove the entry`));
    }
    return findings;
}

;// CONCATENATED MODULE: ./src/lint/matcher-rules.ts




const RUNTIME_TOOL_NAMES = Object.keys(CLAUDE_TOOL_NAMES);
/** Claude tools Copilot does not have (runtime-behaviour.md §10), and the runtime tool that does their work. */
const CLAUDE_ONLY_NAMES = {
    MultiEdit: 'edit',
    NotebookEdit: 'edit',
    LS: 'view',
};
const PERMISSION_SYNTAX = /^[A-Za-z_]+\(.*\)$/;
const SPACED_ALTERNATION = /\s\||\|\s/;
const LITERAL_ALTERNATION = /^[A-Za-z0-9_ -]+(\|[A-Za-z0-9_ -]+)*$/;
function runtimeNamesFor(claudeName) {
    return RUNTIME_TOOL_NAMES.filter((name) => CLAUDE_TOOL_NAMES[name] === claudeName);
}
/**
 * The tool name a permission rule's `Tool(...)` means, as this entry's matcher must spell it: the runtime name on
 * native (camelCase) matchers, the name as written where Claude format accepts both.
 */
function matcherToolName(tool, claudeFormat) {
    if (claudeFormat || RUNTIME_TOOL_NAMES.includes(tool))
        return tool;
    const sameLetters = RUNTIME_TOOL_NAMES.find((name) => name.toLowerCase() === tool.toLowerCase());
    if (sameLetters)
        return sameLetters;
    const runtime = runtimeNamesFor(tool);
    return runtime.length > 0 ? runtime.join('|') : tool;
}
function matcher_rules_checkMatcher(entry, matcher, profile) {
    const claudeFormat = usesClaudeFormat(entry.event, entry.casing, profile);
    if (PERMISSION_SYNTAX.test(matcher)) {
        const tool = matcherToolName(matcher.slice(0, matcher.indexOf('(')), claudeFormat);
        return [
            'matcher-permission-syntax',
            `Matcher '${matcher}' is permission-rule syntax and never matches: match '${tool}' and check the command in the script`,
        ];
    }
    if (SPACED_ALTERNATION.test(matcher)) {
        return [
            'matcher-spaces',
            `Spaces in matcher '${matcher}' are matched literally: write '${matcher.replace(/\s*\|\s*/g, '|').trim()}'`,
        ];
    }
    if (!LITERAL_ALTERNATION.test(matcher))
        return;
    const tokens = matcher.split('|');
    const fixes = tokens.map((token) => tokenFix(token, claudeFormat));
    const wrong = fixes.filter((fix) => fix !== undefined);
    const first = wrong[0];
    if (!first)
        return undefined;
    const code = wrong.every((fix) => fix.code === 'matcher-case') ? 'matcher-case' : 'matcher-claude-name';
    if (wrong.length === 1)
        return [first.code, first.message(entry.eventKey)];
    // Several names are wrong: give the whole matcher as it must be written.
    const whole = [...new Set(tokens.flatMap((token, i) => (fixes[i]?.use ?? token).split('|')))].join('|');
    return [code, `Matcher '${matcher}' never matches on ${entry.eventKey}: use '${whole}'`];
}
function tokenFix(token, claudeFormat) {
    const meant = CLAUDE_ONLY_NAMES[token];
    if (meant !== undefined) {
        const use = claudeFormat ? (CLAUDE_TOOL_NAMES[meant] ?? meant) : meant;
        return {
            code: 'matcher-claude-name',
            use,
            message: (key) => `Copilot has no tool '${token}', so it never matches on ${key}: use '${use}'`,
        };
    }
    if (claudeFormat || RUNTIME_TOOL_NAMES.includes(token))
        return undefined;
    const sameLetters = RUNTIME_TOOL_NAMES.find((name) => name.toLowerCase() === token.toLowerCase());
    if (sameLetters) {
        return {
            code: 'matcher-case',
            use: sameLetters,
            message: (key) => `Matcher '${token}' never matches on ${key}: runtime tool names are lowercase, use '${sameLetters}'`,
        };
    }
    const runtime = runtimeNamesFor(token);
    if (runtime.length === 0)
        return undefined;
    return {
        code: 'matcher-claude-name',
        use: runtime.join('|'),
        message: (key) => `Claude tool name '${token}' never matches on ${key}: use '${runtime.join('|')}' or the PascalCase key`,
    };
}
/** Matcher findings for every tool-event entry with a matcher. */
function lintMatchers(context) {
    const findings = [];
    const seen = new Set();
    for (const entry of context.config.entries) {
        if (entry.matcher === undefined || entry.matcher === '')
            continue;
        if (MATCHER_TARGET[entry.event] !== 'toolName')
            continue;
        const found = matcher_rules_checkMatcher(entry, entry.matcher, context.profile);
        if (!found)
            continue;
        const position = fieldPosition(context, entry, 'matcher');
        // Entries of one Claude nested group share the group's matcher: report it once.
        const key = `${entry.file}:${position.line}:${position.column}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        findings.push(lintFinding(found[0], entry.file, position, found[1]));
    }
    return findings;
}

;// CONCATENATED MODULE: ./src/lint/network-rules.ts



function network_rules_hostOf(url) {
    try {
        return new URL(url).hostname;
    }
    catch {
        return undefined;
    }
}
/** Whether a URL host is loopback, private or link-local (a literal address or `localhost`). */
function isPrivateHost(hostname) {
    const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (host === 'localhost' || host.endsWith('.localhost'))
        return true;
    const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
    if (v4) {
        const [a, b] = [Number(v4[1]), Number(v4[2])];
        return (a === 127 ||
            a === 10 ||
            a === 0 ||
            (a === 172 && b >= 16 && b <= 31) ||
            (a === 192 && b === 168) ||
            (a === 169 && b === 254));
    }
    if (!host.includes(':'))
        return false;
    return (host === '::1' || host === '::' || /^f[cd][0-9a-f]{0,2}:/.test(host) || /^fe[89ab][0-9a-f]?:/.test(host));
}
function blockedMessage(url) {
    const host = network_rules_hostOf(url);
    if (host === undefined)
        return undefined;
    return `${host} is outside the cloud agent firewall allow-list: add it to the repository's custom allow-list`;
}
/** Findings for HTTP hook URLs outside the allow-list and token-dependent HTTP hooks. */
function lintHttpHooks(context) {
    const findings = [];
    for (const entry of context.config.entries) {
        if (entry.type !== 'http' || entry.url === undefined)
            continue;
        const where = fieldPosition(context, entry, 'url');
        const host = network_rules_hostOf(entry.url);
        if (host !== undefined && isPrivateHost(host)) {
            // The firewall finding would be redundant: no allow-list entry makes a private address reachable.
            findings.push(lintFinding('http-private-address', entry.file, where, `${host} is a loopback or private address the cloud agent cannot reach: use a public https:// endpoint`));
        }
        else if (host !== undefined && !context.firewall.allowsUrl(entry.url)) {
            findings.push(lintFinding('http-not-allowed', entry.file, where, blockedMessage(entry.url) ?? ''));
        }
        if (entry.allowedEnvVars?.includes('GITHUB_TOKEN')) {
            findings.push(lintFinding('allowed-env-github-token', entry.file, fieldPosition(context, entry, 'allowedEnvVars'), 'GITHUB_TOKEN is not set for hooks in the cloud agent: pass a Copilot environment secret under another name'));
        }
    }
    return findings;
}
/** Findings for curl/wget/requests URLs outside the allow-list, in hook commands and the scripts they run. */
function lintScriptFetches(context) {
    const findings = new Map();
    for (const entry of context.config.entries) {
        for (const code of entryCode(context, entry)) {
            for (const fetch of code.model.fetches) {
                if (fetch.url.includes('$') || context.firewall.allowsUrl(fetch.url))
                    continue;
                const message = blockedMessage(fetch.url);
                if (!message)
                    continue;
                const place = code.place(fetch);
                findings.set(`${code.file}:${place.line}:${place.column}`, lintFinding('http-not-allowed', code.file, place, message));
            }
        }
    }
    return [...findings.values()];
}

;// CONCATENATED MODULE: ./src/lint/payload-rules.ts



const TOOL_EVENTS = new Set(['preToolUse', 'postToolUse', 'postToolUseFailure']);
/** Payload root fields of the other casing family (or of no family), and the field meant. */
function wrongRoot(root, entry) {
    const camel = entry.casing === 'camel' || entry.eventKey === 'SubagentStart';
    const right = {
        toolInput: ['toolArgs', 'tool_input'],
        tool_input: ['toolArgs', 'tool_input'],
        toolArgs: ['toolArgs', 'tool_input'],
        tool_name: ['toolName', 'tool_name'],
        toolName: ['toolName', 'tool_name'],
        tool_response: ['toolResult', 'tool_result'],
        tool_result: ['toolResult', 'tool_result'],
        toolResult: ['toolResult', 'tool_result'],
    };
    const pair = right[root];
    if (!pair || !TOOL_EVENTS.has(entry.event))
        return undefined;
    const meant = camel ? pair[0] : pair[1];
    return meant === root ? undefined : meant;
}
/** Argument names of VS Code and Claude tools, and the name Copilot's tools use. */
const ARGUMENT_NAMES = {
    filePath: 'path',
    file_path: 'path',
    newString: 'new_str',
    new_string: 'new_str',
    oldString: 'old_str',
    old_string: 'old_str',
    content: 'file_text',
    contents: 'file_text',
};
/** Tool names Copilot never sends, and the runtime tool meant. */
const FOREIGN_TOOL_NAMES = {
    runTerminalCommand: 'bash',
    run_in_terminal: 'bash',
    runInTerminal: 'bash',
    execute: 'bash',
    executeCommand: 'bash',
    shell: 'bash',
    terminal: 'bash',
    editFiles: 'edit',
    editFile: 'edit',
    replace_string_in_file: 'edit',
    insert_edit_into_file: 'edit',
    MultiEdit: 'edit',
    createFile: 'create',
    create_file: 'create',
    writeFile: 'create',
    write_file: 'create',
    readFile: 'view',
    read_file: 'view',
    LS: 'view',
};
/** The runtime tool of each Claude name (the first runtime tool that maps to it), and Claude's older `Task`. */
const RUNTIME_BY_CLAUDE = {
    ...Object.fromEntries(Object.entries(CLAUDE_TOOL_NAMES)
        .reverse()
        .map(([runtime, claude]) => [claude, runtime])),
    Task: 'task',
};
/** The tool name an event key's payload carries for a runtime tool. */
function sentName(runtime, entry) {
    return entry.casing === 'pascal' ? (CLAUDE_TOOL_NAMES[runtime] ?? runtime) : runtime;
}
/** The runtime tool a literal names in any vocabulary (runtime, Claude, VS Code), or undefined. */
function runtimeToolOf(literal) {
    if (CLAUDE_TOOL_NAMES[literal] !== undefined)
        return literal;
    return RUNTIME_BY_CLAUDE[literal] ?? FOREIGN_TOOL_NAMES[literal];
}
/** The name tokens of a comparison: `bash`, `Bash|Edit` in a case or a regex `^(bash|edit)$`. */
function nameTokens(comparison) {
    if (comparison.kind === 'equals')
        return [comparison.literal];
    return comparison.literal
        .replace(/[\^$()]/g, '')
        .split('|')
        .filter((token) => /^[A-Za-z_]+$/.test(token));
}
function lastSegment(path) {
    return path.split('.').pop() ?? path;
}
function isPathField(path) {
    return /^(toolArgs|tool_input)\.(path|file_path|filePath|file|filename)$/.test(path);
}
/** A path pattern that assumes a repository-relative path: `^src/`, `src/*`, `./src`. */
function assumesRelativePath(comparison) {
    const literal = comparison.literal;
    if (comparison.kind === 'regex')
        return /^\^(?!\/|\.\*|\(\.\*|\$)[\w.]/.test(literal);
    return /^(\.\/)?[A-Za-z_][\w.-]*\//.test(literal);
}
/** The findings of one modelled piece of code of an entry. */
function lintCode(code, entry) {
    const findings = [];
    const { model } = code;
    const roots = new Set(model.fields.map((f) => f.path.split('.')[0] ?? ''));
    const reported = new Set();
    const once = (key, push) => {
        if (reported.has(key))
            return;
        reported.add(key);
        push();
    };
    for (const field of model.fields) {
        const root = field.path.split('.')[0] ?? '';
        const meant = wrongRoot(root, entry);
        if (meant !== undefined && !roots.has(meant)) {
            once(`field:${root}`, () => findings.push(lintFinding('script-wrong-field', code.file, code.place(field), `${entry.eventKey} sends '${meant}', not '${root}': read .${meant}`)));
        }
        const argument = lastSegment(field.path);
        const copilot = ARGUMENT_NAMES[argument];
        const parent = field.path.split('.').slice(0, -1).join('.');
        const readsCopilotName = model.fields.some((f) => lastSegment(f.path) === copilot);
        if (copilot !== undefined && /^(toolArgs|tool_input|toolInput)$/.test(parent) && !readsCopilotName) {
            once(`arg:${argument}`, () => findings.push(lintFinding('script-wrong-argument', code.file, code.place(field), `Copilot's tools send '${copilot}', not '${argument}' (a VS Code or Claude argument name): read .${parent === 'toolInput' ? (entry.casing === 'camel' ? 'toolArgs' : 'tool_input') : parent}.${copilot}`)));
        }
    }
    const toolComparisons = model.comparisons.filter((c) => /^(toolName|tool_name)$/.test(c.field));
    const comparedTokens = new Set(toolComparisons.flatMap(nameTokens));
    for (const comparison of toolComparisons) {
        for (const token of nameTokens(comparison)) {
            const runtime = runtimeToolOf(token);
            if (runtime === undefined)
                continue;
            const sent = sentName(runtime, entry);
            if (sent === token || comparedTokens.has(sent))
                continue;
            once(`tool:${token}`, () => findings.push(lintFinding('tool-name-never-sent', code.file, code.place(comparison), `${entry.eventKey} never sends the tool name '${token}': compare with '${sent}'`)));
        }
    }
    for (const comparison of model.comparisons) {
        if (!isPathField(comparison.field) || !assumesRelativePath(comparison))
            continue;
        once(`path:${comparison.literal}`, () => findings.push(lintFinding('path-check-relative', code.file, code.place(comparison), `Copilot sends absolute paths (/workspace/src/…), so '${comparison.literal}' never matches: match '${suggestedPattern(comparison)}'`)));
    }
    for (const read of model.envReads) {
        if (!PAYLOAD_ENV.test(read.name) || entry.env?.[read.name] !== undefined)
            continue;
        once(`env:${read.name}`, () => findings.push(lintFinding('payload-env-var', code.file, code.place(read), `No runtime sets $${read.name}: the payload comes as JSON on stdin; read ${envFieldHint(read.name, entry)} with jq`)));
    }
    return findings;
}
/** Environment variable names scripts expect the payload in, which no Copilot runtime sets. */
const PAYLOAD_ENV = /^(CLAUDE_|COPILOT_|HOOK_)?(TOOL_(NAME|ARGS|INPUT|OUTPUT|RESULT|RESPONSE|USE_ID)|FILE_PATHS?|HOOK_(INPUT|EVENT|PAYLOAD|DATA)|USER_PROMPT|PROMPT|TOOL)$/;
function envFieldHint(name, entry) {
    const camel = entry.casing === 'camel';
    if (/TOOL_NAME|^TOOL$/.test(name))
        return camel ? '.toolName' : '.tool_name';
    if (/FILE_PATH/.test(name))
        return camel ? '.toolArgs.path' : '.tool_input.path';
    if (/PROMPT/.test(name))
        return '.prompt';
    if (/RESULT|OUTPUT|RESPONSE/.test(name))
        return camel ? '.toolResult' : '.tool_result';
    if (/HOOK_/.test(name))
        return 'the whole payload (input=$(cat))';
    return camel ? '.toolArgs' : '.tool_input';
}
function suggestedPattern(comparison) {
    const rest = comparison.literal.replace(/^\^/, '').replace(/^\.\//, '');
    if (comparison.kind === 'regex')
        return `^/workspace/${rest}`;
    if (comparison.kind === 'prefix')
        return `/workspace/${rest}`;
    return `*/${rest}`;
}
/** Payload findings for every command entry: wrong fields, argument names, tool names, paths, env variables. */
function lintPayloadReads(context) {
    const findings = new Map();
    for (const entry of context.config.entries) {
        for (const code of entryCode(context, entry)) {
            for (const finding of lintCode(code, entry)) {
                findings.set(`${finding.code}:${finding.file}:${finding.line}:${finding.column}:${finding.message}`, finding);
            }
        }
    }
    return [...findings.values()];
}

;// CONCATENATED MODULE: ./src/lint/script-rules.ts
/** Script rules: the file a command hook runs exists, can run, reads stdin and reads the right fields. */







const INTERPRETER_BY_EXTENSION = {
    py: 'python3',
    js: 'node',
    mjs: 'node',
    cjs: 'node',
};
/** The #! line that fits a script: its extension names the language; .sh and no extension are bash. */
function suggestedShebang(path) {
    const extension = /\.([A-Za-z0-9]+)$/.exec((0,external_node_path_.basename)(path))?.[1]?.toLowerCase() ?? '';
    return `#!/usr/bin/env ${INTERPRETER_BY_EXTENSION[extension] ?? 'bash'}`;
}
/** Events whose payload carries what a hook decides on: a script that ignores it decides blind. */
const INPUT_EVENTS = new Set([
    'preToolUse',
    'postToolUse',
    'postToolUseFailure',
    'userPromptSubmitted',
    'permissionRequest',
]);
function lintScriptText(context, script, text, file, entry) {
    const findings = [];
    if (script.direct && !text.startsWith('#!')) {
        findings.push(lintFinding('script-no-shebang', file, { line: 1, column: 1 }, `Script has no #! line: add "${suggestedShebang(script.path)}" as its first line`));
    }
    const model = entryCode(context, entry).find((code) => code.script?.path === script.path)?.model;
    if (!model)
        return findings;
    if (!model.parsed) {
        findings.push(lintFinding('script-not-parsed', file, { line: 1, column: 1 }, 'Only bash and Python scripts are read with a parser: payload fields, outputs and exits of this script are not checked'));
    }
    if (model.readsArgs && !model.readsStdin && INPUT_EVENTS.has(entry.event)) {
        findings.push(lintFinding('script-ignores-stdin', file, model.readsArgs, 'Script reads arguments but hooks get their input on stdin: read it with input=$(cat)'));
    }
    return findings;
}
/**
 * The script's file, if it exists inside the repository and `/workspace` shows it; 'outside' for a link out
 * of it and for a path `/workspace` does not show (`./.env`, `.git/config`): neither is read nor judged.
 */
function existing(repo, path) {
    const real = confinedRealpathSync(repo, path);
    if (real === undefined)
        return undefined;
    if (isRefused(real))
        return OUTSIDE;
    try {
        const stat = (0,external_node_fs_.statSync)(real);
        return stat.isFile() ? { executable: (stat.mode & 0o111) !== 0 } : undefined;
    }
    catch {
        return undefined;
    }
}
/** Script findings for every command entry that runs a script file. */
function lintScripts(context) {
    const findings = new Map();
    const add = (finding) => {
        findings.set(`${finding.code}:${finding.file}:${finding.line}:${finding.column}`, finding);
    };
    for (const entry of context.config.entries) {
        const script = resolveEntryScript(context.repo, entry);
        if (!script)
            continue;
        const field = entry.bash !== undefined ? 'bash' : 'command';
        const where = fieldPosition(context, entry, field);
        const found = existing(context.repo, script.path);
        // A link out of the repository points at the cloud agent's machine, not this one: nothing to check.
        if (found === OUTSIDE)
            continue;
        if (!found) {
            const withoutCwd = entry.cwd === undefined ? undefined : existing(context.repo, script.pathWithoutCwd);
            if (withoutCwd !== undefined && withoutCwd !== OUTSIDE) {
                add(lintFinding('cwd-doubled-path', entry.file, where, `'${script.written}' is resolved inside cwd '${entry.cwd}': drop "cwd" or make the path relative to it`));
            }
            else {
                add(lintFinding('script-missing', entry.file, where, `Script '${script.written}' does not exist: fix the path (relative to the repository root)`));
            }
            continue;
        }
        const scriptFile = reportedScriptPath(context.repo, script.path);
        if (script.direct && !found.executable) {
            add(lintFinding('script-not-executable', entry.file, where, `Script '${script.written}' is not executable: run git update-index --chmod=+x ${scriptFile}`));
        }
        const text = readScriptText(context, script.path);
        if (text === undefined)
            continue;
        for (const finding of lintScriptText(context, script, text, scriptFile, entry))
            add(finding);
    }
    return [...findings.values()];
}

;// CONCATENATED MODULE: ./src/lint/shellcheck.ts
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
        (0,external_node_child_process_.execFile)('shellcheck', [...args], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
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
        findings.push(diagnostic(reportedScriptPath(context.repo, comment.file), { line: comment.line, column: comment.column }, severity, `SC${comment.code}`, comment.message));
    }
    return findings;
}

;// CONCATENATED MODULE: ./src/lint/lint-repo.ts
/** `hooksim lint`: load a repository's hooks as Copilot cloud agent does and run every lint rule on them. */













const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 };
/** Every finding of every rule, sorted by file, line, column and code. */
async function lintRepo(options) {
    const repo = (0,external_node_path_.resolve)(options.repo);
    const profile = getProfile('cloud');
    // Loading decides what /workspace shows (refreshWorkspaceView); the script rules read by that decision.
    const config = await loadHookConfig(repo, profile);
    const context = {
        repo,
        profile,
        config,
        firewall: RuleSets.create({ surface: 'cloud', recommended: true, allow: options.allowHosts ?? [] }),
        files: await readLintFiles(repo, config.files.map((file) => file.file)),
        scripts: new Map(),
        parsers: await loadScriptParsers(),
        models: new Map(),
        modelsByCode: new Map(),
        entryCode: new WeakMap(),
    };
    const findings = [
        ...lintJsonComments(context),
        ...lintLoaderNotes(context),
        ...lintUnknownEvents(context),
        ...lintUnknownFields(context),
        ...lintSkippedEntries(context),
        ...lintMatchers(context),
        ...lintEmptyCommands(context),
        ...lintScripts(context),
        ...lintPayloadReads(context),
        ...lintHttpHooks(context),
        ...lintScriptFetches(context),
        ...lintPreCompactMatchers(context),
        ...lintClaudeOutputs(context),
        ...lintFailOpenDependencies(context),
        ...lintDiscardedLogs(context),
        ...lintPreToolUseTimeouts(context),
        ...lintHeavyPostToolUse(context),
        ...lintLongTimeouts(context),
        ...lintTextOutput(context),
    ];
    if (options.shellcheck) {
        const runner = options.shellcheck === true ? undefined : options.shellcheck;
        findings.push(...(await lintWithShellCheck(context, runner)));
    }
    return findings.sort((a, b) => a.file.localeCompare(b.file) ||
        a.line - b.line ||
        a.column - b.column ||
        SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
        a.code.localeCompare(b.code));
}

;// CONCATENATED MODULE: ./src/report/escape.ts
/**
 * Text from a repository made inert, one function per output context. Every string a pull request controls
 * (file names, scenario names, hook output, reasons, stderr, hosts, commands, diagnostics quoting file contents)
 * is hostile: in a terminal it could move the cursor, rewrite a line or set the clipboard; in Markdown it could
 * forge a heading, a table, a link, an image or HTML, and ping people through `@mentions` and references.
 * Renderers escape through these functions only, so a context is reviewed in one place.
 *
 * | context                              | function                           |
 * | ------------------------------------ | ---------------------------------- |
 * | terminal, one line                   | `terminalLine`                     |
 * | terminal, multi-line (indented)      | `terminalText`                     |
 * | Markdown text: heading, list, cell   | `markdownText`                     |
 * | Markdown inline code (line or cell)  | `markdownCode`                     |
 * | Markdown preformatted block          | `markdownPre`                      |
 * | Mermaid label                        | `mermaidLabel`                     |
 * | XML (JUnit) attribute or element     | `xmlText`                          |
 * | workflow command data and properties | `workflowData`, `workflowProperty` |
 * | SARIF message text and artifact uri  | `sarifText`, `sarifUri`            |
 * | HTML text (element content, `<pre>`) | `htmlText`                         |
 * | HTML attribute value (quoted)        | `htmlAttribute`                    |
 * | JSON in `<script type=…json>`        | `scriptJson`                       |
 */
// C0 but tab and newline, DEL, C1 (U+009B is CSI to some terminals), the bidi marks, embeddings, overrides and
// isolates (text that reads backwards), and the Unicode line and paragraph separators.
const CONTROL = 
// eslint-disable-next-line no-control-regex
/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;
const escape_LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** A control as `less` and `cat -v` show it: `^[` for ESC, `^M` for a carriage return, `<U+202E>` past C0. */
function showControl(char) {
    const code = char.charCodeAt(0);
    if (code < 0x20)
        return `^${String.fromCharCode(code + 0x40)}`;
    if (code === 0x7f)
        return '^?';
    return `<U+${code.toString(16).toUpperCase().padStart(4, '0')}>`;
}
/** Controls made visible; newlines and tabs kept. */
function showControls(text) {
    return text.replace(CONTROL, showControl);
}
/** Blank runs (newlines included) as one space, trimmed: text for a one-line context. */
function flatten(text) {
    return text.replace(/[\s\u0085]+/g, ' ').trim();
}
/** At most `max` characters, the last an ellipsis when cut; never half a surrogate pair. */
function cut(text, max) {
    if (text.length <= max)
        return text;
    let end = max - 1;
    if (/[\ud800-\udbff]/.test(text.charAt(end - 1)))
        end--;
    return `${text.slice(0, end)}…`;
}
/** One line for a terminal: blanks flattened, controls and escape sequences visible, at most `max` characters. */
function escape_terminalLine(text, max = Infinity) {
    // Carriage returns are shown, not flattened: `^M` says a line was being overwritten.
    return showControls(cut(text.replace(/[\t\n \u2028\u2029\u0085]+/g, ' ').trim(), max));
}
/**
 * Multi-line text for a terminal: controls visible, and every line after the first starts with `indent`, so
 * nothing in the text starts a line of its own at column 0 (a forged `✓ … passed` or `Decision: allow`).
 */
function terminalText(text, indent = '    ') {
    return text.replace(/\n+$/, '').split('\n').map(showControls).join(`\n${indent}`);
}
// Zero-width space: invisible, yet it breaks every pattern GitHub links or notifies on.
const ZWSP = '\u200b';
/**
 * GitHub's references defused: `@user` and `@org/team` (a notification), `scheme://` and `www.` (GFM
 * autolinks), `user@host` (an email autolink), `#1`, `GH-1` and `owner/repo#1` (issue links), and hex runs that
 * could be commit SHAs. A zero-width space goes after the character that starts each (and before `@` too: an
 * email's local part ends there).
 */
function defuseReferences(text) {
    return text
        .replace(/@/g, `${ZWSP}@${ZWSP}`)
        .replace(/:\/\//g, `:${ZWSP}//`)
        .replace(/www\./gi, (m) => `${m.slice(0, 3)}${ZWSP}.`)
        .replace(/#(?=\d)/g, `#${ZWSP}`)
        .replace(/GH-(?=\d)/gi, (m) => `${m}${ZWSP}`)
        .replace(/\b[0-9a-f]{7,}\b/gi, (m) => m.replace(/[0-9a-f]{6}(?=.)/gi, `$&${ZWSP}`));
}
/** HTML's special characters as entities (inside `<pre>` and for raw HTML the summary passes through). */
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
/**
 * Text for one line of Markdown: a heading, a list item, a blockquote line or a table cell. Blanks are
 * flattened (a newline could start a heading or a table), controls shown, references defused, the marks of
 * emphasis, code, links, headings and tables backslash-escaped, HTML and `$` (GitHub's math) as entities, and a
 * leading list or setext marker escaped. At most `max` characters of the original text.
 */
function markdownText(text, max = Infinity) {
    const escaped = defuseReferences(showControls(cut(flatten(text), max)))
        .replace(/[\\`*_[\]~#|]/g, '\\$&')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/\$/g, '&#36;');
    return escaped.replace(/^[-+=]/, '\\$&').replace(/^(\d+)([.)])/, '$1\\$2');
}
/**
 * Text as a Markdown code span on one line, for a line (`'line'`) or a table cell (`'cell'`: GFM splits cells on
 * `|` before it parses code spans, so a pipe needs its backslash even inside one). Renderers show a code span
 * literally and GitHub links nothing in it; the fence is longer than any backtick run inside, so the text cannot
 * close it early. Empty text gives ''.
 */
function markdownCode(text, context = 'line', max = Infinity) {
    const flat = showControls(cut(flatten(text), max));
    if (flat === '')
        return '';
    const longest = Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
    const span = `${fence}${pad}${flat}${pad}${fence}`;
    return context === 'cell' ? span.replace(/\|/g, '\\|') : span;
}
/**
 * Multi-line text as a `<pre>` block on lines of its own. `<pre>` opening a line makes a CommonMark HTML block
 * that ends only at `</pre>`, which the escaped text cannot contain: blank lines, backticks, `#` or `-` stay text,
 * and GitHub links and notifies nothing inside `<pre>`. Controls are shown.
 */
function markdownPre(text) {
    return `<pre>${escapeHtml(showControls(text))}</pre>`;
}
// `;` ends a statement, `#` starts an entity, `:` splits a message from its arrow, `%%` starts a comment,
// a backtick could close the Markdown fence, `<`/`>`/`&`/`"` are HTML to the renderer, `{}`/`[]`/`()` shape
// nodes, `|`, `\` and `=` have meanings in labels: all become `#<code>;`.
const MERMAID_SPECIAL = /[;#:%`<>&"{}[\]()|\\=]/g;
/** Text for a Mermaid label: one line, at most `max` characters, controls shown, specials as entity codes. */
function mermaidLabel(text, max = 80) {
    const shown = showControls(cut(flatten(text), max));
    return shown.replace(MERMAID_SPECIAL, (c) => `#${c.charCodeAt(0)};`) || ' ';
}
// XML 1.0 forbids U+FFFE, U+FFFF and unpaired surrogates even as references.
const INVALID_XML = /[\ufffe\uffff]/g;
/** Text for an XML attribute or element: controls shown (XML 1.0 forbids most), entities for the specials. */
function xmlText(text) {
    return showControls(text)
        .replace(escape_LONE_SURROGATE, '\ufffd')
        .replace(INVALID_XML, '\ufffd')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&apos;');
}
/** The message of a workflow command (`::error ...::message`): one line, `%`, CR and LF percent-encoded, other controls shown. */
function workflowData(text) {
    return text
        .replace(CONTROL, (c) => (c === '\r' ? c : showControl(c)))
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A');
}
/** A property of a workflow command (`file=`, `title=`): as data, and `:` and `,` encoded too. */
function workflowProperty(text) {
    return workflowData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
/**
 * A SARIF plain-text message: controls shown, and square brackets backslash-escaped, since `[text](n)` is an
 * embedded link that code scanning renders (SARIF 2.1.0 §3.11.6).
 */
function sarifText(text) {
    return showControls(text)
        .replace(/\\(?=[[\]])/g, '\\\\')
        .replace(/[[\]]/g, '\\$&');
}
/** A repository path as a SARIF artifact URI: each segment percent-encoded. */
function sarifUri(file) {
    return file
        .replace(escape_LONE_SURROGATE, '\ufffd')
        .split('/')
        .map((segment) => encodeURIComponent(segment))
        .join('/');
}
/**
 * Text for an HTML element's content (`<p>`, `<td>`, `<pre>`, `<summary>`): `&`, `<` and `>` as entities, so no
 * tag, comment or entity can start; controls and bidi marks shown as elsewhere (a `<U+202E>` reads backwards in a
 * browser too), lone surrogates as U+FFFD. Newlines are kept: `<pre>` shows them, other elements fold them.
 */
function htmlText(text) {
    return showControls(text)
        .replace(escape_LONE_SURROGATE, '\ufffd')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;');
}
/** Text for a quoted HTML attribute value (`data-name="…"`, `title="…"`): as `htmlText`, and both quotes as entities. */
function htmlAttribute(text) {
    return htmlText(text).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
const SCRIPT_JSON_UNSAFE = new RegExp(`[<>&]|${CONTROL.source}`, 'g');
/**
 * A value as JSON inside `<script type="application/json">`: the HTML parser ends the element at the first
 * `</script` and treats `<!--` specially, whatever the JSON means, so `<`, `>` and `&` become `\u003c`, `\u003e`
 * and `\u0026` (the same string to `JSON.parse`); C1 controls, bidi marks and U+2028/U+2029, which
 * JSON.stringify leaves raw, become `\uXXXX` escapes too. Lone surrogates already come out as escapes
 * (well-formed JSON.stringify), so the file stays valid UTF-8.
 */
function scriptJson(value) {
    return (JSON.stringify(value) ?? 'null').replace(SCRIPT_JSON_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

;// CONCATENATED MODULE: ./src/report/html-assets.ts
/**
 * The HTML report's inline style and script, and the Content-Security-Policy that allows exactly these two by
 * their SHA-256 hashes and nothing else: no fetch, image, font, frame or form target, so a report opened from
 * disk cannot reach the network whatever a hook printed. The script only filters scenarios and opens or closes
 * `<details>`; the page is complete without it (the filter bar stays hidden, every scenario shows).
 */

/** The report's style sheet (no `url()`: the policy allows no fetch). */
const HTML_STYLE = `
:root { color-scheme: light; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --bg2: #f6f8fa;
  --pass: #1a7f37; --fail: #cf222e; --err: #9a6700; --info: #0969da; }
* { box-sizing: border-box; }
body { margin: 0; color: var(--fg); background: #fff; font: 14px/1.5 system-ui, 'Liberation Sans', 'DejaVu Sans', sans-serif; }
header, main, .filters, .diagnostics, .comparison { padding: 0 32px; }
header { padding-top: 20px; border-bottom: 1px solid var(--line); padding-bottom: 12px; }
h1 { font-size: 1.5em; margin: 0 0 8px; }
h2 { font-size: 1.2em; margin: 0; overflow-wrap: anywhere; }
code, pre { font: 12px/1.45 'DejaVu Sans Mono', 'Liberation Mono', monospace; }
code { background: #eff1f3; border-radius: 4px; padding: 0 4px; overflow-wrap: anywhere; }
pre { background: var(--bg2); border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; margin: 4px 0;
  white-space: pre-wrap; overflow-wrap: anywhere; max-height: 480px; overflow: auto; }
[hidden] { display: none !important; }
.totals { display: flex; flex-wrap: wrap; gap: 8px 24px; margin: 0; }
.totals div { display: flex; flex-direction: column; }
.totals dt { color: var(--muted); font-size: 12px; }
.totals dd { margin: 0; font-weight: 600; font-size: 16px; }
.filters { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding-top: 12px; padding-bottom: 12px;
  border-bottom: 1px solid var(--line); background: var(--bg2); position: sticky; top: 0; z-index: 1; }
.filters input[type=search] { width: 260px; padding: 4px 8px; border: 1px solid var(--line); border-radius: 6px; font: inherit; }
.filters button { font: inherit; padding: 2px 10px; border: 1px solid var(--line); border-radius: 6px; background: #fff; cursor: pointer; }
.muted { color: var(--muted); }
.badge { display: inline-block; border-radius: 10px; padding: 0 8px; font-size: 12px; font-weight: 600; border: 1px solid currentColor; }
.s-passed, .s-ok, .d-allow { color: var(--pass); }
.s-failed, .s-error, .s-timeout, .d-deny, .d-block, .blocked { color: var(--fail); }
.s-errored, .s-exit2, .d-ask { color: var(--err); }
.s-skipped, .s-dropped, .d-none { color: var(--muted); }
.scenario { border: 1px solid var(--line); border-left: 6px solid var(--pass); border-radius: 6px; margin: 20px 0; padding: 12px 16px; }
.scenario.status-failed { border-left-color: var(--fail); }
.scenario.status-errored { border-left-color: var(--err); }
.scenario > .meta { margin: 4px 0 8px; }
.failures { border: 2px solid var(--fail); background: #ffebe9; border-radius: 6px; padding: 8px 12px; margin: 8px 0; }
.failures strong, p.failure { color: var(--fail); }
.warnings { border-left: 4px solid var(--err); padding: 2px 10px; margin: 8px 0; }
ol.timeline { list-style: none; margin: 12px 0 0; padding: 0 0 0 18px; border-left: 2px solid var(--line); }
li.event { position: relative; margin: 0 0 12px; padding: 6px 10px; border: 1px solid var(--line); border-radius: 6px; }
li.event::before { content: ''; position: absolute; left: -26px; top: 12px; width: 12px; height: 12px; border-radius: 50%;
  background: #fff; border: 2px solid var(--info); }
li.event.not-fired { opacity: .75; }
li.event.not-fired::before { border-color: var(--line); }
li.event.expect-failed { border: 2px solid var(--fail); background: #fff8f7; }
li.event.expect-failed::before { border-color: var(--fail); background: var(--fail); }
.event-head { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: baseline; }
.event-name { font-weight: 600; }
.hook { border-top: 1px dashed var(--line); margin-top: 6px; padding-top: 6px; }
.hook-head { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: baseline; }
dl.result { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 6px 0; }
dl.result dt { color: var(--muted); }
dl.result dd { margin: 0; min-width: 0; }
details > summary { cursor: pointer; color: var(--info); }
table { border-collapse: collapse; margin: 8px 0; }
th, td { border: 1px solid var(--line); padding: 3px 8px; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
th { background: var(--bg2); }
`;
/**
 * The filter: scenario names and statuses come from the JSON data block (never parsed out of markup), the bar
 * is shown only once this runs, and each scenario's section is hidden or shown by its `hidden` property.
 */
const HTML_SCRIPT = `
(() => {
  const data = JSON.parse(document.getElementById('hooksim-data').textContent);
  const bar = document.getElementById('filters');
  const name = document.getElementById('filter-name');
  const boxes = Array.from(bar.querySelectorAll('input[name=status]'));
  const count = document.getElementById('filter-count');
  const sections = data.scenarios.map((s) => ({ ...s, el: document.getElementById(s.id) }));
  const apply = () => {
    const query = name.value.trim().toLowerCase();
    const statuses = new Set(boxes.filter((box) => box.checked).map((box) => box.value));
    let shown = 0;
    for (const s of sections) {
      const visible = statuses.has(s.status) && (query === '' || s.name.toLowerCase().includes(query));
      s.el.hidden = !visible;
      if (visible) shown++;
    }
    count.textContent = shown + ' of ' + sections.length + ' scenarios shown';
  };
  const toggle = (open) => () => {
    for (const d of document.querySelectorAll('main details')) d.open = open;
  };
  name.addEventListener('input', apply);
  for (const box of boxes) box.addEventListener('change', apply);
  document.getElementById('expand-all').addEventListener('click', toggle(true));
  document.getElementById('collapse-all').addEventListener('click', toggle(false));
  bar.hidden = false;
  apply();
})();
`;
function sha256(text) {
    return `'sha256-${(0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest('base64')}'`;
}
/** The policy: nothing but the two inline blocks above (matched by hash), no base URL, no form target. */
const HTML_CSP = [
    "default-src 'none'",
    `style-src ${sha256(HTML_STYLE)}`,
    `script-src ${sha256(HTML_SCRIPT)}`,
    "base-uri 'none'",
    "form-action 'none'",
].join('; ');

;// CONCATENATED MODULE: ./src/report/hook-errors.ts


/** Whether a hook run failed (not a deliberate exit 2, not a skip). */
function isHookError(hook) {
    return hook.status === 'error' || hook.status === 'timeout';
}
/** The errored and timed-out hook runs of a scenario, in run order. */
function listHookErrors(scenario) {
    return scenario.events.flatMap((event) => event.hooks.filter(isHookError).map((hook) => ({ event, hook })));
}
/** How many hook runs errored or timed out in these scenarios. */
function hook_errors_countHookErrors(scenarios) {
    return scenarios.reduce((sum, scenario) => sum + listHookErrors(scenario).length, 0);
}
/** The first non-blank line of a text, trimmed; empty when there is none. */
function hook_errors_firstLine(text) {
    return ((text ?? '')
        .split(/\r?\n/)
        .map((line) => line.trim())
        .find((line) => line !== '') ?? '');
}
/** The failure's first line, or a description from the status and exit code when the record has no text. */
function hookErrorText(hook) {
    const text = hook_errors_firstLine(hook.error);
    if (text)
        return text;
    const exit = hook.exitCode === undefined || hook.exitCode === null ? '' : ` with exit code ${hook.exitCode}`;
    return hook.status === 'timeout' ? `timed out${exit}` : `failed${exit}`;
}
/**
 * For a failed hook that wrote nothing to stderr, what it did print: the runtime's text ends in an empty
 * `Stderr:`, which tells a user nothing. Undefined when stderr has text or the hook did not fail.
 */
function silentFailureNote(hook) {
    // A timeout's text says what happened; an error's `Stderr:` is all a user gets.
    if (hook.status !== 'error' || hook_errors_firstLine(hook.stderr) !== '')
        return undefined;
    const stdout = hook_errors_firstLine(hook.stdout);
    return stdout ? `nothing on stderr; stdout: ${stdout}` : 'nothing on stderr or stdout';
}
/** What a failure means beyond its text: what a silent hook printed, or the program it lacked. */
function failureNote(hook) {
    return (silentFailureNote(hook) ?? (hook.missingProgram ? missingProgramNote(hook.missingProgram) : undefined));
}
/** Each distinct `file#index (eventKey): note` of output the runtime dropped in a scenario, in run order. */
function ignoredOutputNotes(scenario) {
    const notes = scenario.events.flatMap((event) => event.hooks.flatMap((hook) => (hook.ignored ?? []).map((note) => `${hookErrorLabel(hook)}: ${note}`)));
    return [...new Set(notes)];
}
/** `file#index (eventKey)`: how the reports name an errored hook. */
function hookErrorLabel(hook) {
    return `${hookLabel(hook)} (${hook.eventKey})`;
}
/** The errored runs grouped by entry and failure, in order of first occurrence. */
function groupHookErrors(scenario) {
    const groups = new Map();
    for (const { hook } of listHookErrors(scenario)) {
        const stderr = hook_errors_firstLine(hook.stderr);
        const note = silentFailureNote(hook) ?? (hook.missingProgram ? missingProgramNote(hook.missingProgram) : undefined);
        const group = {
            label: hookErrorLabel(hook),
            status: hook.status,
            error: hookErrorText(hook),
            ...(stderr ? { stderr } : {}),
            ...(note ? { note } : {}),
            count: 0,
        };
        const key = JSON.stringify([group.label, group.status, group.error, group.stderr]);
        const seen = groups.get(key) ?? group;
        seen.count++;
        groups.set(key, seen);
    }
    return [...groups.values()];
}
/** The loader's `file-rejected` diagnostics: each makes `run` exit 1 (DESIGN.md "The CLI"). */
function rejectedFileDiagnostics(diagnostics) {
    return diagnostics.filter((d) => d.code === 'file-rejected');
}
/** The rejected hook files, each once, in report order. */
function hook_errors_rejectedFiles(diagnostics) {
    return [...new Set(rejectedFileDiagnostics(diagnostics).map((d) => d.file))];
}
/** `file:line:column` of a diagnostic, or the file alone when it has no position. */
function diagnosticPlace(d) {
    return d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
}
/** `N thing` or `N things`. */
function hook_errors_plural(count, noun) {
    return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

;// CONCATENATED MODULE: ./src/report/html.ts




const STATUSES = ['passed', 'failed', 'errored'];
/** A text longer than this (characters or lines) folds into a `<details>`. */
const FOLD_CHARS = 600;
const FOLD_LINES = 8;
/** One-line excerpts (tool arguments, a prompt) are cut here. */
const MAX_LINE = 160;
/** A class name from a value: letters, digits and `-` only, so even a value from a hostile report is one class. */
function cls(prefix, value) {
    return htmlAttribute(`${prefix}${(value ?? 'none').replace(/[^A-Za-z0-9-]/g, '_')}`);
}
function badge(prefix, value) {
    return `<span class="badge ${cls(prefix, value)}">${htmlText(value)}</span>`;
}
function pre(text) {
    return `<pre>${htmlText(text)}</pre>`;
}
function json(value) {
    return JSON.stringify(value, null, 2) ?? String(value);
}
function oneLine(text) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > MAX_LINE ? `${flat.slice(0, MAX_LINE - 1)}…` : flat;
}
/** A labelled text in a `<details>`: open when short, closed when long (or when `fold`). */
function block(label, text, fold = false) {
    const lines = text.split('\n').length;
    const open = !fold && text.length <= FOLD_CHARS && lines <= FOLD_LINES ? ' open' : '';
    const size = `${hook_errors_plural(lines, 'line')}, ${hook_errors_plural(text.length, 'character')}`;
    return `<details${open}><summary>${htmlText(label)} <span class="muted">(${size})</span></summary>${pre(text)}</details>`;
}
function ms(value) {
    return `${Math.round(value)}\u00a0ms`;
}
/** What the event was about, on one line: the tool and its arguments, or the prompt. */
function eventSubject(event) {
    const { toolName, toolArgs, prompt } = event.input;
    if (typeof toolName === 'string') {
        const args = toolArgs === undefined ? '' : ` ${typeof toolArgs === 'string' ? toolArgs : JSON.stringify(toolArgs)}`;
        return `<code>${htmlText(oneLine(`${toolName}${args}`))}</code>`;
    }
    if (typeof prompt === 'string')
        return `<code>${htmlText(oneLine(prompt))}</code>`;
    return '';
}
function streamBlock(hook, stream) {
    const text = hook[stream];
    if (text === undefined || text === '')
        return '';
    const omitted = hook[`${stream}OmittedBytes`];
    return block(omitted ? `${stream} (first part; ${omitted} more bytes not kept)` : stream, text);
}
function hookBlock(event, hook) {
    const label = `${hook.file}#${hook.index}${hook.nestedIndex === undefined ? '' : `.${hook.nestedIndex}`}`;
    const decided = event.result.decidedBy === `${hook.file}#${hook.index}`;
    const head = [
        `<code>${htmlText(label)}</code>`,
        `<span class="muted">${htmlText(hook.type)}</span>`,
        badge('s-', hook.status),
        hook.exitCode === undefined || hook.exitCode === null ? '' : `<span>exit ${hook.exitCode}</span>`,
        hook.signal ? `<span>signal ${htmlText(hook.signal)}</span>` : '',
        hook.httpStatus === undefined ? '' : `<span>HTTP ${hook.httpStatus}</span>`,
        `<span class="muted">${ms(hook.durationMs)}</span>`,
        decided ? '<strong>decided</strong>' : '',
    ];
    const body = [
        hook.skipped === undefined ? '' : `<p class="muted">skipped: ${htmlText(hook.skipped)}</p>`,
        hook.error === undefined ? '' : block('error', hook.error),
        hook.missingProgram ? `<p>${htmlText(missingProgramNote(hook.missingProgram))}</p>` : '',
        hook.payload === undefined ? '' : block('payload (what the hook received)', json(hook.payload), true),
        streamBlock(hook, 'stdout'),
        streamBlock(hook, 'stderr'),
        hook.progress?.length ? block('progress', hook.progress.map((p) => p.message ?? '').join('\n')) : '',
        hook.output === undefined ? '' : block('parsed output', json(hook.output), true),
        hook.outputOmittedBytes
            ? `<p class="muted">parsed output of ${hook.outputOmittedBytes} bytes not kept</p>`
            : '',
        hook.parseError === undefined ? '' : block('output did not parse', hook.parseError),
        ...(hook.ignored ?? []).map((note) => `<p class="muted">ignored: ${htmlText(note)}</p>`),
    ];
    return `<div class="hook ${cls('hook-', hook.status)}"><div class="hook-head">${head.join(' ')}</div>${body.join('')}</div>`;
}
/** The event's outcome as a definition list: only the fields the event produced. */
function resultList(event) {
    const r = event.result;
    const rows = [];
    const add = (label, html) => rows.push([label, html]);
    if (r.decision !== undefined)
        add('decision', badge('d-', r.decision));
    if (r.reason !== undefined)
        add('reason', htmlText(r.reason));
    if (r.decidedBy !== undefined)
        add('decided by', `<code>${htmlText(r.decidedBy)}</code>`);
    if (r.interrupt)
        add('interrupt', 'the agent stops');
    if (r.args !== undefined)
        add('modified args', pre(json(r.args)));
    if (r.additionalContext !== undefined)
        add('additional context', pre(r.additionalContext));
    if (r.transformedPrompt !== undefined)
        add('transformed prompt', pre(r.transformedPrompt));
    if (r.toolResult !== undefined)
        add('tool result', `${htmlText(r.toolResult.resultType)}${pre(r.toolResult.textResultForLlm)}`);
    if (r.modifiedResponse !== undefined)
        add('modified response', pre(r.modifiedResponse));
    if (r.ignoredOutputs?.length)
        add('ignored outputs', htmlText(r.ignoredOutputs.join(', ')));
    if (r.agentSees !== undefined)
        add('the agent sees', pre(r.agentSees));
    if (rows.length === 0)
        return '';
    return `<dl class="result">${rows.map(([dt, dd]) => `<dt>${dt}</dt><dd>${dd}</dd>`).join('')}</dl>`;
}
function html_failureText(failure) {
    const where = failure.line === undefined ? '' : ` (line ${failure.line}:${failure.column ?? 0})`;
    return `${failure.step === undefined ? '' : `step ${failure.step}${where}: `}${failure.message}`;
}
/** Whether an egress entry was made during this event: by one of its hooks, or by the tool whose result it reports. */
function madeDuring(entry, event) {
    if (entry.step !== event.step)
        return false;
    // An executed tool's egress is attributed to the event `tool` (session/tool-call.ts toolAttribution).
    if (entry.event === 'tool' || (entry.event === undefined && entry.tool !== undefined))
        return event.event === 'postToolUse' || event.event === 'postToolUseFailure';
    return entry.event === event.event;
}
/** The hosts reached or refused during an event, one line; the scenario's egress table has the details. */
function egressLine(egress) {
    if (egress.length === 0)
        return '';
    const hosts = egress.map((e) => `<code>${htmlText(e.host)}</code> <span class="${e.allowed ? 's-ok' : 'blocked'}">${e.allowed ? 'allowed' : 'blocked'}</span>`);
    return `<p class="egress-line"><span class="muted">egress:</span> ${hosts.join(', ')}</p>`;
}
function eventItem(event, failures, egress) {
    const hooks = event.hooks.reduce((sum, h) => sum + h.durationMs, 0);
    const head = [
        `<span class="muted">${event.step === undefined ? 'session' : `step ${event.step}`}</span>`,
        `<span class="event-name">${htmlText(event.event)}</span>`,
        eventSubject(event),
        event.result.decision === undefined ? '' : badge('d-', event.result.decision),
        `<span class="muted">${event.fired ? `${hook_errors_plural(event.hooks.length, 'hook')} · ${ms(hooks)}` : 'not fired'}</span>`,
    ];
    const classes = ['event', event.fired ? 'fired' : 'not-fired', failures.length ? 'expect-failed' : ''];
    const body = [
        ...failures.map((f) => `<p class="failure"><strong>expectation failed:</strong> ${htmlText(f.message)}</p>`),
        event.skipped === undefined ? '' : `<p class="muted">not fired: ${htmlText(event.skipped)}</p>`,
        resultList(event),
        egressLine(egress),
        ...(event.warnings ?? []).map((w) => `<p class="muted">warning: ${htmlText(w)}</p>`),
        block('event input', json(event.input), true),
        ...event.hooks.map((hook) => hookBlock(event, hook)),
    ];
    return `<li class="${classes.join(' ').trim()}"><div class="event-head">${head.join(' ')}</div>${body.join('')}</li>`;
}
function timeline(scenario) {
    // A step's failures go on its first event; failures without a step are in the box above the timeline.
    const pending = new Map();
    for (const failure of scenario.failures)
        if (failure.step !== undefined)
            pending.set(failure.step, [...(pending.get(failure.step) ?? []), failure]);
    // Each egress entry goes on the first event it was made during.
    const unplaced = new Set(scenario.egress);
    const items = scenario.events.map((event) => {
        const failures = event.step === undefined ? [] : (pending.get(event.step) ?? []);
        if (event.step !== undefined)
            pending.delete(event.step);
        const egress = [...unplaced].filter((entry) => madeDuring(entry, event));
        for (const entry of egress)
            unplaced.delete(entry);
        return eventItem(event, failures, egress);
    });
    if (items.length === 0)
        return '<p class="muted">No event was replayed.</p>';
    return `<ol class="timeline">${items.join('')}</ol>`;
}
function egressOrigin(entry) {
    const parts = [
        entry.step === undefined ? '' : `step ${entry.step}`,
        entry.event ?? '',
        entry.tool === undefined ? '' : `tool ${entry.tool}`,
        entry.file === undefined ? '' : `hook ${entry.file}${entry.index === undefined ? '' : `#${entry.index}`}`,
    ].filter((p) => p !== '');
    const command = entry.command === undefined ? '' : `<br><code>${htmlText(oneLine(entry.command))}</code>`;
    return `${htmlText(parts.join(' · '))}${command}`;
}
function egressTable(egress) {
    if (egress.length === 0)
        return '';
    const rows = egress.map((e) => {
        const verdict = e.allowed ? (e.mocked ? 'allowed (mocked)' : 'allowed') : 'blocked';
        return `<tr class="${e.allowed ? 'allowed' : 'blocked'}"><td><code>${htmlText(e.host)}</code></td><td>${htmlText(e.kind)}</td><td>${verdict}</td><td>${htmlText(e.url ?? '')}</td><td>${egressOrigin(e)}</td><td>${e.count}</td></tr>`;
    });
    return `<h3>Egress</h3><table class="egress"><thead><tr><th>host</th><th>kind</th><th>firewall</th><th>URL</th><th>made by</th><th>count</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}
function filesList(scenario) {
    const items = ['created', 'modified', 'deleted']
        .filter((kind) => scenario.files[kind].length > 0)
        .map((kind) => `<li>${kind}: ${scenario.files[kind].map((f) => `<code>${htmlText(f)}</code>`).join(', ')}</li>`);
    return items.length ? `<h3>Files changed in the sandbox</h3><ul>${items.join('')}</ul>` : '';
}
function scenarioSection(scenario, index) {
    const failures = scenario.failures.length
        ? `<div class="failures" role="alert"><strong>${scenario.status === 'errored' ? 'Errors' : 'Failed expectations'}</strong><ul>${scenario.failures.map((f) => `<li>${htmlText(html_failureText(f))}</li>`).join('')}</ul></div>`
        : '';
    const warnings = scenario.warnings.length
        ? `<div class="warnings">${scenario.warnings.map((w) => `<p>${htmlText(w)}</p>`).join('')}</div>`
        : '';
    const errors = hook_errors_countHookErrors([scenario]);
    const meta = [
        `<code>${htmlText(scenario.file)}</code>`,
        `profile ${htmlText(scenario.profile)}`,
        hook_errors_plural(scenario.events.length, 'event'),
        errors ? `<strong class="s-error">${hook_errors_plural(errors, 'hook error')}</strong>` : '',
        ms(scenario.durationMs),
    ].filter((p) => p !== '');
    return [
        `<section class="scenario ${cls('status-', scenario.status)}" id="scenario-${index}" data-status="${htmlAttribute(scenario.status)}" data-name="${htmlAttribute(scenario.name)}">`,
        `<h2>${badge('s-', scenario.status)} <span class="scenario-name">${htmlText(scenario.name)}</span></h2>`,
        `<p class="meta muted">${meta.join(' · ')}</p>`,
        failures,
        warnings,
        timeline(scenario),
        egressTable(scenario.egress),
        filesList(scenario),
        '</section>',
    ].join('\n');
}
function header(report) {
    const { summary } = report;
    const hookErrors = hook_errors_countHookErrors(report.scenarios);
    const totals = [
        ['scenarios', String(summary.scenarios)],
        ['passed', String(summary.passed)],
        ['failed', String(summary.failed)],
        ['errored', String(summary.errored)],
        ['hook runs', String(summary.hookRuns)],
        ['hook errors', String(hookErrors)],
        ['time', `${(summary.durationMs / 1000).toFixed(1)}\u00a0s`],
        ['profile', report.profile],
        ['engine', report.engine ?? 'native'],
        ['sandbox', report.sandbox ?? 'not recorded'],
    ];
    const rejected = hook_errors_rejectedFiles(report.diagnostics);
    return [
        '<header>',
        `<h1>hooksim: ${summary.passed} of ${summary.scenarios} scenarios passed</h1>`,
        `<dl class="totals">${totals.map(([dt, dd]) => `<div class="total-${dt.replace(' ', '-')}"><dt>${dt}</dt><dd>${htmlText(dd)}</dd></div>`).join('')}</dl>`,
        rejected.length ? `<p class="s-failed">${hook_errors_plural(rejected.length, 'hook file')} rejected</p>` : '',
        `<p class="muted">hooksim ${htmlText(report.tool.version)}</p>`,
        '</header>',
    ].join('\n');
}
function diagnosticsSection(report) {
    const problems = report.diagnostics.filter((d) => d.severity !== 'info');
    if (problems.length === 0)
        return '';
    const items = problems.map((d) => `<li><code>${htmlText(`${d.file}:${d.line}:${d.column}`)}</code> ${badge('sev-', d.severity)} ${htmlText(d.code)}: ${htmlText(d.message)}</li>`);
    return `<section class="diagnostics"><h2>Hook file problems</h2><ul>${items.join('')}</ul></section>`;
}
function comparisonSection(report) {
    const comparison = report.comparison;
    if (!comparison)
        return '';
    const rows = comparison.scenarios.flatMap((s) => s.differences.map((d) => `<tr><td>${htmlText(s.name)}</td><td>${d.step ?? ''}</td><td>${htmlText(d.event)}</td><td>${htmlText(d.field)}</td><td>${pre(d.base === undefined ? 'absent' : json(d.base))}</td><td>${pre(d.other === undefined ? 'absent' : json(d.other))}</td></tr>`));
    const table = rows.length
        ? `<table><thead><tr><th>scenario</th><th>step</th><th>event</th><th>field</th><th>${htmlText(report.profile)}</th><th>${htmlText(comparison.profile)}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
        : '<p>Every step has the same outcome under both profiles.</p>';
    return `<section class="comparison"><h2>Compared with profile ${htmlText(comparison.profile)}</h2>${table}</section>`;
}
function filterBar(report) {
    const boxes = STATUSES.map((status) => `<label><input type="checkbox" name="status" value="${status}" checked> ${status} (${report.summary[status]})</label>`);
    return [
        '<div class="filters" id="filters" hidden>',
        '<input type="search" id="filter-name" placeholder="Filter by scenario name" aria-label="Filter by scenario name">',
        ...boxes,
        '<span id="filter-count" class="muted"></span>',
        '<button type="button" id="expand-all">Expand all</button>',
        '<button type="button" id="collapse-all">Collapse all</button>',
        '</div>',
    ].join('\n');
}
/** Render the whole report as one self-contained HTML page. */
function renderHtml(report) {
    const data = {
        scenarios: report.scenarios.map((s, i) => ({ id: `scenario-${i}`, name: s.name, status: s.status })),
    };
    const scenarios = report.scenarios.map(scenarioSection);
    return [
        '<!DOCTYPE html>',
        '<html lang="en"><head><meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="${htmlAttribute(HTML_CSP)}">`,
        '<meta name="referrer" content="no-referrer">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        `<title>hooksim report: ${report.summary.passed} of ${report.summary.scenarios} scenarios passed</title>`,
        `<style>${HTML_STYLE}</style>`,
        '</head><body>',
        header(report),
        filterBar(report),
        diagnosticsSection(report),
        '<main>',
        scenarios.length ? scenarios.join('\n') : '<p>No scenario ran.</p>',
        '</main>',
        comparisonSection(report),
        `<script type="application/json" id="hooksim-data">${scriptJson(data)}</script>`,
        `<script>${HTML_SCRIPT}</script>`,
        '</body></html>',
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/report/junit.ts


/** The classname of the test cases that stand for rejected hook files. */
const HOOK_FILES_CLASSNAME = 'hooksim.hook-files';
/** Errored hook runs written out in full per test case; the rest are counted. */
const MAX_SYSTEM_ERR_RUNS = 50;
const MAX_RUN_TEXT = 4000;
const seconds = (ms) => (ms / 1000).toFixed(3);
function junit_cut(text, max = MAX_RUN_TEXT) {
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
/** The `<system-err>` text of a scenario: every errored or timed-out hook run, its failure and its stderr. */
function hookErrorsText(scenario) {
    const runs = listHookErrors(scenario);
    if (runs.length === 0)
        return '';
    const blocks = runs.slice(0, MAX_SYSTEM_ERR_RUNS).map(({ event, hook }) => {
        const step = event.step === undefined ? '' : `, step ${event.step}`;
        const exit = hook.exitCode === undefined || hook.exitCode === null ? '' : `, exit ${hook.exitCode}`;
        const http = hook.httpStatus === undefined ? '' : `, HTTP ${hook.httpStatus}`;
        const lines = [`${hookErrorLabel(hook)}${step}: ${hook.status}${exit}${http}`];
        const error = (hook.error ?? '').trimEnd();
        if (error)
            lines.push(junit_cut(error));
        // A command hook's error text already ends with its stderr.
        const stderr = (hook.stderr ?? '').trimEnd();
        if (stderr && !error.includes(stderr))
            lines.push(`Stderr: ${junit_cut(stderr)}`);
        return lines.join('\n');
    });
    const rest = runs.length - MAX_SYSTEM_ERR_RUNS;
    if (rest > 0)
        blocks.push(`(and ${rest} more)`);
    return `${hook_errors_plural(runs.length, 'hook error')}\n\n${blocks.join('\n\n')}\n`;
}
function scenarioCase(scenario) {
    const attrs = `name="${xmlText(scenario.name)}" classname="${xmlText(scenario.file)}" time="${seconds(scenario.durationMs)}"`;
    const systemErr = hookErrorsText(scenario);
    const body = [];
    if (scenario.status !== 'passed') {
        const tag = scenario.status === 'errored' ? 'error' : 'failure';
        const first = scenario.failures[0]?.message ?? scenario.status;
        const text = scenario.failures.map((f) => f.message).join('\n');
        const type = scenario.status === 'errored' ? 'ScenarioError' : 'ExpectationFailed';
        body.push(`      <${tag} message="${xmlText(first)}" type="${type}">${xmlText(text)}</${tag}>`);
    }
    if (systemErr)
        body.push(`      <system-err>${xmlText(systemErr)}</system-err>`);
    if (body.length === 0)
        return `    <testcase ${attrs}/>`;
    return [`    <testcase ${attrs}>`, ...body, '    </testcase>'].join('\n');
}
/** One failed test case per rejected hook file, with every `file-rejected` diagnostic of it. */
function rejectedFileCases(diagnostics) {
    const byFile = new Map();
    for (const d of rejectedFileDiagnostics(diagnostics))
        byFile.set(d.file, [...(byFile.get(d.file) ?? []), d]);
    return [...byFile].map(([file, found]) => {
        const first = found[0];
        const place = first.line > 0 ? ` line="${first.line}"` : '';
        const text = found.map((d) => `${diagnosticPlace(d)}: ${d.severity} ${d.code}: ${d.message}`).join('\n');
        return [
            `    <testcase name="${xmlText(file)}" classname="${HOOK_FILES_CLASSNAME}" time="0.000" file="${xmlText(file)}"${place}>`,
            `      <failure message="${xmlText(`hook file rejected: ${first.message}`)}" type="HookFileRejected">${xmlText(text)}</failure>`,
            '    </testcase>',
        ].join('\n');
    });
}
/** Render the report as JUnit XML. */
function renderJunit(report) {
    const { summary } = report;
    const files = rejectedFileCases(report.diagnostics);
    const cases = [...files, ...report.scenarios.map(scenarioCase)];
    const suiteAttrs = `tests="${summary.scenarios + files.length}" failures="${summary.failed + files.length}" errors="${summary.errored}" skipped="0" time="${seconds(summary.durationMs)}"`;
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="hooksim" ${suiteAttrs}>`,
        `  <testsuite name="hooksim (${xmlText(report.profile)})" ${suiteAttrs}>`,
        ...cases,
        '  </testsuite>',
        '</testsuites>',
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/report/mermaid.ts

/** Messages drawn per diagram; GitHub refuses diagrams past Mermaid's text limit. */
const MAX_DIAGRAM_MESSAGES = 120;
function hookOutcome(event, hook) {
    const parts = [hook.status];
    if (hook.exitCode !== undefined && hook.exitCode !== null && hook.exitCode !== 0)
        parts.push(`exit ${hook.exitCode}`);
    if (hook.httpStatus !== undefined)
        parts.push(`HTTP ${hook.httpStatus}`);
    if (event.result.decidedBy === `${hook.file}#${hook.index}` && event.result.decision) {
        parts.push(event.result.decision);
    }
    return parts.join(' ');
}
function eventLabel(event) {
    const tool = typeof event.input.toolName === 'string' ? ` ${event.input.toolName}` : '';
    return `${event.step === undefined ? '' : `step ${event.step} `}${event.event}${tool}`;
}
/** What the runtime tells the agent after an event that changed something. */
function agentReply(event) {
    const { decision, reason, agentSees } = event.result;
    if (decision === 'deny' || decision === 'block' || decision === 'ask') {
        return `${decision}${reason ? ` ${reason}` : ''}`;
    }
    if (event.result.additionalContext)
        return `context ${event.result.additionalContext}`;
    if (event.result.args)
        return `modified args`;
    if (event.result.modifiedResponse !== undefined || event.result.transformedPrompt !== undefined) {
        return agentSees === undefined ? undefined : `sees ${agentSees}`;
    }
    return undefined;
}
/** The blocked egress attributed to one hook run (same step, event, file and entry). */
function blocksOf(egress, event, hook) {
    return egress.filter((e) => !e.allowed &&
        e.event === event.event &&
        e.file === hook.file &&
        e.index === hook.index &&
        (e.step ?? -1) === (event.step ?? -1));
}
const TOOL_CALL_OPENERS = new Set(['preToolUse', 'permissionRequest']);
/** Whether a tool's blocked egress is drawn before this event: the tool ran before it (after its pre hooks). */
function toolRanBefore(block, event) {
    if (block.step === undefined || event.step === undefined)
        return false;
    return block.step < event.step || (block.step === event.step && !TOOL_CALL_OPENERS.has(event.event));
}
/** The arrows of a blocked request: the caller to the firewall, and the refusal back. */
function blockArrows(id, block) {
    return [`  ${id}-xF: ${mermaidLabel(block.url ?? block.host)}`, `  F--x${id}: blocked`];
}
/** The Mermaid source (without the fence) of a scenario's session; empty when no hook ran. */
function renderSequenceDiagram(scenario) {
    const ran = (hook) => hook.status !== 'skipped' && hook.status !== 'dropped';
    const events = scenario.events.filter((e) => e.fired && e.hooks.some(ran));
    if (events.length === 0)
        return '';
    const ids = new Map();
    for (const event of events)
        for (const hook of event.hooks)
            if (ran(hook) && !ids.has(hook.file))
                ids.set(hook.file, `H${ids.size + 1}`);
    const lines = [
        'sequenceDiagram',
        '  participant A as Agent',
        '  participant R as Copilot runtime',
        ...[...ids].map(([file, id]) => `  participant ${id} as ${mermaidLabel(file)}`),
    ];
    // An executed tool's blocked request comes from the agent's side, between its pre and post hooks.
    let toolBlocks = scenario.egress.filter((e) => !e.allowed && e.tool !== undefined);
    const hasBlocks = toolBlocks.length > 0 || scenario.egress.some((e) => !e.allowed && e.file !== undefined);
    if (hasBlocks)
        lines.push('  participant F as Firewall');
    const shown = new Set();
    let messages = 0;
    let omitted = 0;
    for (const event of events) {
        const body = toolBlocks
            .filter((block) => toolRanBefore(block, event))
            .flatMap((b) => blockArrows('A', b));
        toolBlocks = toolBlocks.filter((block) => !toolRanBefore(block, event));
        if (event.event === 'preToolUse')
            body.push(`  A->>R: ${mermaidLabel(`calls ${String(event.input.toolName ?? 'a tool')}`)}`);
        for (const hook of event.hooks.filter(ran)) {
            const id = ids.get(hook.file);
            body.push(`  R->>${id}: ${mermaidLabel(`${eventLabel(event)} #${hook.index}`)}`);
            for (const block of blocksOf(scenario.egress, event, hook)) {
                if (shown.has(block))
                    continue;
                shown.add(block);
                body.push(...blockArrows(id, block));
            }
            body.push(`  ${id}-->>R: ${mermaidLabel(hookOutcome(event, hook))}`);
        }
        const reply = agentReply(event);
        if (reply !== undefined)
            body.push(`  R-->>A: ${mermaidLabel(reply)}`);
        if (messages + body.length > MAX_DIAGRAM_MESSAGES) {
            omitted++;
            continue;
        }
        messages += body.length;
        lines.push(...body);
    }
    const rest = toolBlocks.flatMap((block) => blockArrows('A', block));
    if (messages + rest.length > MAX_DIAGRAM_MESSAGES)
        omitted++;
    else
        lines.push(...rest);
    if (omitted > 0)
        lines.push(`  Note over A,R: ${mermaidLabel(`${omitted} more events not drawn`)}`);
    return lines.join('\n');
}
/** The diagram as a fenced Markdown block, or nothing when no hook ran. */
function sequenceDiagramBlock(scenario) {
    const diagram = renderSequenceDiagram(scenario);
    if (!diagram)
        return [];
    return ['**Sequence of the session**', '', '```mermaid', diagram, '```', ''];
}

;// CONCATENATED MODULE: ./src/report/markdown.ts



const ICON = { passed: '✅', failed: '❌', errored: '⚠️' };
// Between a number and its unit, so a narrow time column does not break "12 ms" over two lines.
const NBSP = '\u00a0';
function toolOf(event) {
    const tool = event.input.toolName;
    return typeof tool === 'string' ? tool : '';
}
/** Text shown in a table cell is cut here: enough for a path and a message, not a wall of output. */
const MAX_CELL = 300;
/** Hook text shown in a status cell is cut here. */
const MAX_ERROR_CELL = 200;
/**
 * The status cell: the status, and for a run that errored or timed out the failure's first line and the first
 * line of stderr on a line of their own (`<br>`, which GitHub keeps in table cells), each escaped and cut.
 */
function statusCell(hook) {
    if (hook.status === 'skipped')
        return markdownText(`skipped: ${hook.skipped ?? ''}`, 120);
    if (!isHookError(hook)) {
        const ignored = (hook.ignored ?? []).map((note) => markdownText(`ignored: ${note}`, MAX_ERROR_CELL));
        return [markdownText(hook.status), ...ignored].join('<br>');
    }
    const stderr = hook_errors_firstLine(hook.stderr);
    const note = failureNote(hook);
    const lines = [
        `${hook.status}: ${hookErrorText(hook)}`,
        ...(stderr ? [`stderr: ${stderr}`] : []),
        ...(note ? [note] : []),
    ];
    return lines.map((line) => markdownText(line, MAX_ERROR_CELL)).join('<br>');
}
function hookRow(event, hook) {
    const decided = event.result.decidedBy === `${hook.file}#${hook.index}`;
    const decision = decided || event.hooks.length === 1 ? (event.result.decision ?? '') : '';
    const reason = decided || event.hooks.length === 1 ? (event.result.reason ?? '') : '';
    return `| ${event.step ?? ''} | ${event.event} | ${markdownText(toolOf(event), MAX_CELL)} | ${markdownCode(`${hook.file}#${hook.index}`, 'cell', MAX_CELL)} | ${statusCell(hook)} | ${markdownText(decision)} | ${markdownText(reason, MAX_CELL)} | ${Math.round(hook.durationMs)}${NBSP}ms |`;
}
function decisionTable(scenario) {
    const rows = scenario.events.flatMap((event) => event.fired ? event.hooks.map((hook) => hookRow(event, hook)) : []);
    if (rows.length === 0)
        return ['No hook ran in this scenario.', ''];
    return [
        '| step | event | tool | hook | status | decision | reason | time |',
        '| --- | --- | --- | --- | --- | --- | --- | --- |',
        ...rows,
        '',
    ];
}
function agentSeesBlock(scenario) {
    const seen = scenario.events.filter((e) => e.result.agentSees !== undefined && e.hooks.some((h) => h.status !== 'skipped'));
    if (seen.length === 0)
        return [];
    // `<pre>` opens its own line: that makes it a CommonMark HTML block that ends at `</pre>`, so blank lines,
    // backticks, `#` or `-` in the text stay inside it as text instead of closing it or becoming Markdown.
    const items = seen.flatMap((e) => [
        `<b>${markdownText(e.step === undefined ? e.event : `step ${e.step} · ${e.event}`)}</b>`,
        markdownPre(e.result.agentSees ?? ''),
    ]);
    return [
        '<details><summary>What the agent sees after each decision</summary>',
        '',
        ...items,
        '',
        '</details>',
        '',
    ];
}
/** A command line as Copilot's warning shows it: URLs in it become `REDACTED` (cloud-environment.md §5.4). */
function redactCommand(command) {
    // A URL ends where the shell would end a word: blanks, quotes and the operators ; & | ( ) < >.
    return command.replace(/\b[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s'"`;&|()<>]+/g, 'REDACTED');
}
/** The line under an address naming what tried to reach it: the command when known, else the tool or hook. */
function triggerLine(entry) {
    const block = `(${entry.kind} block)`;
    const hook = `${entry.event ?? 'hook'} ${entry.file ?? ''}${entry.index === undefined ? '' : `#${entry.index}`}`;
    if (entry.command !== undefined) {
        // A hook's own process: the hook follows its command line, so the reader knows which entry made it (§5.5).
        const from = entry.tool === undefined && entry.file !== undefined ? ` — hook ${markdownCode(hook)}` : '';
        return `>   - Triggering command: ${markdownCode(redactCommand(entry.command))} ${block}${from}`;
    }
    if (entry.tool !== undefined)
        return `>   - Triggering tool: ${markdownCode(entry.tool)} ${block}`;
    return `>   - Triggering hook: ${markdownCode(hook)} ${block}`;
}
/** The blocked egress of a scenario in the form Copilot posts on a pull request (cloud-environment.md §5.5). */
function firewallWarning(egress) {
    const blocked = egress.filter((e) => !e.allowed);
    if (blocked.length === 0)
        return [];
    const byAddress = new Map();
    for (const entry of blocked) {
        const address = entry.kind === 'dns' ? entry.host : (entry.url ?? entry.host);
        byAddress.set(address, [...(byAddress.get(address) ?? []), entry]);
    }
    const lines = [
        '> [!WARNING]',
        '>',
        '> <details>',
        '> <summary>Firewall rules blocked me from connecting to one or more addresses (expand for details)</summary>',
        '>',
        '> #### I tried to connect to the following addresses, but was blocked by firewall rules:',
        '>',
    ];
    for (const [address, entries] of byAddress) {
        lines.push(`> - ${markdownCode(address)}`, ...new Set(entries.map(triggerLine)));
    }
    const who = blocked.every((e) => e.tool !== undefined)
        ? 'the agent'
        : blocked.some((e) => e.tool !== undefined)
            ? 'a hook or the agent'
            : 'a hook';
    lines.push('>', `> If ${who} needs to reach one of these locations, you can either:`, '>', "> - Add the host or URL to the scenario's `firewall.allow` to replay the scenario with it allowed", "> - Add the appropriate URLs or hosts to the custom allowlist in the repository's or organization's Copilot coding agent settings (admins only)", '>', '> </details>', '');
    return lines;
}
function filesBlock(scenario) {
    const { created, modified, deleted } = scenario.files;
    if (created.length + modified.length + deleted.length === 0)
        return [];
    const list = (label, paths) => paths.length ? [`- ${label}: ${paths.map((text) => markdownCode(text)).join(', ')}`] : [];
    return [
        // The sandbox's changes have no author: hooks, the agent's executed tools and the programs they ran
        // (npm's logs under /root/.npm) all write to the same layers.
        "**Files changed in the sandbox** (by hooks, the agent's executed tools or programs they ran; discarded when the job ends)",
        '',
        ...list('created', created),
        ...list('modified', modified),
        ...list('deleted', deleted),
        '',
    ];
}
function markdown_scenarioSection(scenario) {
    const errors = listHookErrors(scenario).length;
    const flag = errors ? ` · ⚠️ ${hook_errors_plural(errors, 'hook error')}` : '';
    const lines = [
        `### ${ICON[scenario.status]} ${markdownText(scenario.name, MAX_CELL)} — ${markdownCode(scenario.file)}${flag}`,
        '',
    ];
    for (const failure of scenario.failures)
        lines.push(`- ${scenario.status === 'errored' ? 'error' : 'failed'}: ${markdownText(failure.message, 1000)}`);
    if (scenario.failures.length)
        lines.push('');
    for (const warning of scenario.warnings)
        lines.push(`> ${markdownText(warning, 1000)}`, '');
    lines.push(...decisionTable(scenario), ...agentSeesBlock(scenario), ...sequenceDiagramBlock(scenario), ...firewallWarning(scenario.egress), ...filesBlock(scenario));
    return lines;
}
/** Rejected files named in the headline; the "Hook file problems" list has every one. */
const MAX_HEADLINE_FILES = 3;
/**
 * The headline. A rejected hook file makes `run` exit 1 however the scenarios went, so it leads with ❌ and the
 * files; hook errors are counted after the scenarios.
 */
/** `N hook files rejected (`a.json`, `b.json` and 2 more); ` for a headline, or '' when none was. */
function rejectedFilesLead(report) {
    const rejected = hook_errors_rejectedFiles(report.diagnostics);
    if (rejected.length === 0)
        return '';
    const named = rejected
        .slice(0, MAX_HEADLINE_FILES)
        .map((text) => markdownCode(text))
        .join(', ');
    const more = rejected.length > MAX_HEADLINE_FILES ? ` and ${rejected.length - MAX_HEADLINE_FILES} more` : '';
    return `${hook_errors_plural(rejected.length, 'hook file')} rejected (${named}${more}); `;
}
function headline(report, hookErrors) {
    const { summary } = report;
    const rejected = rejectedFilesLead(report);
    const lead = rejected ? `❌ hooksim: ${rejected}` : 'hooksim: ';
    const errors = hookErrors ? `, ⚠️ ${hook_errors_plural(hookErrors, 'hook error')}` : '';
    return `## ${lead}${summary.passed} of ${summary.scenarios} scenarios passed${errors} (profile ${markdownCode(report.profile)})`;
}
/** Render the whole report as Markdown. */
function renderMarkdown(report) {
    const { summary } = report;
    const hookErrors = hook_errors_countHookErrors(report.scenarios);
    const lines = [
        headline(report, hookErrors),
        '',
        `| scenarios | passed | failed | errored | hook runs | hook errors | time |`,
        '| --- | --- | --- | --- | --- | --- | --- |',
        `| ${summary.scenarios} | ${summary.passed} | ${summary.failed} | ${summary.errored} | ${summary.hookRuns} | ${hookErrors} | ${(summary.durationMs / 1000).toFixed(1)}${NBSP}s |`,
        '',
    ];
    // Rejected files first: each fails the run on its own.
    const problems = report.diagnostics
        .filter((d) => d.severity !== 'info')
        .sort((a, b) => Number(b.code === 'file-rejected') - Number(a.code === 'file-rejected'));
    if (problems.length) {
        lines.push('**Hook file problems**', '');
        for (const d of problems)
            lines.push(`- ${markdownCode(`${d.file}:${d.line}:${d.column}`)} ${d.severity} ${markdownText(d.code)}: ${markdownText(d.message, 500)}`);
        lines.push('');
    }
    for (const scenario of report.scenarios)
        lines.push(...markdown_scenarioSection(scenario));
    lines.push(...markdown_comparisonSection(report));
    return lines.join('\n');
}
function markdown_comparisonSection(report) {
    const comparison = report.comparison;
    if (!comparison)
        return [];
    const lines = [
        `### Compared with profile ${markdownCode(comparison.profile)}`,
        '',
        `Flags that differ: ${comparison.flags.map((text) => markdownCode(text)).join(', ') || 'none'}.`,
        '',
    ];
    const loading = (comparison.loading ?? []).map((d) => `| ${markdownText(d.entry ?? d.file, 120)} | ${markdownText(d.base)} | ${markdownText(d.other)} |`);
    if (loading.length > 0) {
        lines.push(`| hook file or entry | loads under ${markdownText(report.profile)} | under ${markdownText(comparison.profile)} |`, '| --- | --- | --- |', ...loading, '');
    }
    const rows = comparison.scenarios.flatMap((scenario) => scenario.differences.map((d) => `| ${markdownText(scenario.name, 80)} | ${d.step ?? ''} | ${markdownText(`${d.event}${d.occurrence ? ` #${d.occurrence + 1}` : ''}`)} | ${markdownText(d.field)} | ${markdownText(JSON.stringify(d.base) ?? 'absent', MAX_CELL)} | ${markdownText(JSON.stringify(d.other) ?? 'absent', MAX_CELL)} |`));
    if (rows.length === 0)
        return [...lines, 'Every step has the same outcome under both profiles.', ''];
    return [
        ...lines,
        `| scenario | step | event | field | ${markdownText(report.profile)} | ${markdownText(comparison.profile)} |`,
        '| --- | --- | --- | --- | --- | --- |',
        ...rows,
        '',
    ];
}

;// CONCATENATED MODULE: ./src/report/report-formats.ts
/** The report formats a run writes (`--report FORMAT=FILE`), apart from their renderers (loaded only to write). */
/** Every format; a new one is a name here and a case in render-report.ts. */
const REPORT_FORMATS = ['json', 'junit', 'markdown', 'html'];

;// CONCATENATED MODULE: ./src/report/render-report.ts




/** One report's text; throws when the report cannot be rendered (a string past V8's limit). */
function renderReport(report, format) {
    if (format === 'json')
        return `${JSON.stringify(report, null, 2)}\n`;
    if (format === 'html')
        return renderHtml(report);
    return format === 'junit' ? renderJunit(report) : renderMarkdown(report);
}

;// CONCATENATED MODULE: ./src/report/terminal.ts



const MARK = { passed: '✓', failed: '✗', errored: '!' };
/** Distinct hook failures listed under a scenario; the rest are counted. */
const MAX_LISTED_HOOK_ERRORS = 3;
const MAX_TEXT = 160;
/**
 * `! N hook errors: file#i (event): first line of the error; stderr: first line`, one entry a line (repeats of
 * one failure counted with ×K), at most MAX_LISTED_HOOK_ERRORS, then how many runs are not listed.
 */
function formatHookErrors(scenario) {
    const groups = groupHookErrors(scenario);
    const total = groups.reduce((sum, g) => sum + g.count, 0);
    if (total === 0)
        return [];
    const shown = groups.slice(0, MAX_LISTED_HOOK_ERRORS);
    const entries = shown.map((g) => {
        const times = g.count > 1 ? ` ×${g.count}` : '';
        // The first line of a command hook's error is `Hook command failed with code N`: stderr adds the why.
        const stderr = g.stderr && !g.error.includes(g.stderr) ? `; stderr: ${escape_terminalLine(g.stderr, MAX_TEXT)}` : '';
        const note = g.note ? `; ${escape_terminalLine(g.note, 300)}` : '';
        return `${escape_terminalLine(g.label, 200)}${times}: ${escape_terminalLine(g.error, MAX_TEXT)}${stderr}${note}`;
    });
    const rest = total - shown.reduce((sum, g) => sum + g.count, 0);
    const lines = [`    ! ${hook_errors_plural(total, 'hook error')}: ${entries[0] ?? ''}`];
    for (const entry of entries.slice(1))
        lines.push(`      ${entry}`);
    if (rest > 0)
        lines.push(`      (and ${rest} more)`);
    return lines;
}
/** One progress line per finished scenario, with its failures and hook errors indented below. */
function formatScenarioLine(scenario) {
    const hooks = countHookRuns(scenario);
    const lines = [
        `${MARK[scenario.status]} ${escape_terminalLine(scenario.name)}  (${escape_terminalLine(scenario.file)}, ${hooks} hook runs, ${scenario.durationMs} ms)`,
    ];
    for (const failure of scenario.failures) {
        const where = failure.line ? `${escape_terminalLine(scenario.file)}:${failure.line}:${failure.column}: ` : '';
        // A failure may quote multi-line hook output: its continuation lines are indented under it.
        lines.push(`    ${where}${terminalText(failure.message, '      ')}`);
    }
    lines.push(...formatHookErrors(scenario));
    const blocked = scenario.egress.filter((e) => !e.allowed);
    if (blocked.length > 0) {
        lines.push(`    firewall blocked: ${[...new Set(blocked.map((e) => escape_terminalLine(e.kind === 'dns' ? e.host : (e.url ?? e.host))))].join(', ')}`);
    }
    for (const note of ignoredOutputNotes(scenario))
        lines.push(`    ignored: ${escape_terminalLine(note, 300)}`);
    // The process driver's cost is said once, before the first hook (processRunWarning), not per scenario.
    for (const warning of scenario.warnings.filter((w) => !w.startsWith('sandbox-reduced-fidelity')))
        lines.push(`    warning: ${terminalText(warning, '      ')}`);
    return lines.join('\n');
}
/** The closing summary line: scenario outcomes, rejected hook files, hook runs and hook errors. */
function formatRunSummary(report) {
    const s = report.summary;
    const parts = [`${s.passed} passed`, `${s.failed} failed`];
    if (s.errored)
        parts.push(`${s.errored} errored`);
    const rejected = rejectedFiles(report.diagnostics).length;
    if (rejected)
        parts.push(`${plural(rejected, 'hook file')} rejected`);
    const errors = countHookErrors(report.scenarios);
    const runs = `${s.hookRuns} hook runs${errors ? `, ${plural(errors, 'hook error')}` : ''}`;
    return `\n${plural(s.scenarios, 'scenario')} under profile ${terminalLine(report.profile)}: ${parts.join(', ')}; ${runs} in ${(s.durationMs / 1000).toFixed(1)} s`;
}
/** The differences found by `--compare`, one line each. */
function formatComparison(report) {
    const comparison = report.comparison;
    if (!comparison)
        return '';
    const lines = [
        `\nCompared with profile ${terminalLine(comparison.profile)} (flags that differ: ${comparison.flags.length}):`,
    ];
    for (const d of comparison.loading ?? []) {
        lines.push(`  ≠ loading ${terminalLine(d.entry ?? d.file, 200)}: ${d.base} → ${d.other}`);
    }
    for (const scenario of comparison.scenarios) {
        if (scenario.differences.length === 0) {
            lines.push(`  = ${terminalLine(scenario.name)}: same outcome`);
            continue;
        }
        lines.push(`  ≠ ${terminalLine(scenario.name)}:`);
        for (const d of scenario.differences) {
            const where = d.step === undefined ? d.event : `step ${d.step} ${d.event}`;
            lines.push(`      ${terminalLine(`${where}${d.occurrence ? ` #${d.occurrence + 1}` : ''} ${d.field}`)}: ${terminal_short(d.base)} → ${terminal_short(d.other)}`);
        }
    }
    return lines.join('\n');
}
function terminal_short(value) {
    return terminalLine(value === undefined ? 'absent' : JSON.stringify(value), 100);
}

;// CONCATENATED MODULE: ./src/setup/install.ts
/**
 * Installing missing requirements with the system's package manager: the commands (shown by `--dry-run` and
 * in every "not ready" message) and running them, through sudo when not root. apt-get is tested on Debian 12;
 * dnf, apk and pacman follow their documented non-interactive forms and are untested.
 */

/** The distinct packages that bring `missing` on `manager`, in table order. */
function packagesFor(manager, missing) {
    return [...new Set(missing.map((r) => r.packages[manager]))];
}
/**
 * The commands that install `packages`: each an argv. `sudo` is `interactive` on a terminal (it may ask for a
 * password) and `-n` in the Action, where nobody can answer.
 */
function installCommands(manager, packages, privilege, sudo = 'interactive') {
    if (packages.length === 0)
        return [];
    const prefix = privilege === 'sudo' ? (sudo === 'interactive' ? ['sudo'] : ['sudo', '-n']) : [];
    const commands = {
        'apt-get': [
            ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'update', '-qq'],
            ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', ...packages],
        ],
        dnf: [['dnf', 'install', '-y', ...packages]],
        apk: [['apk', 'add', '--no-cache', ...packages]],
        pacman: [['pacman', '-S', '--needed', '--noconfirm', ...packages]],
    };
    return commands[manager].map((argv) => [...prefix, ...argv]);
}
/** One command line as a user would type it (the `env DEBIAN_FRONTEND=…` wrapper left out). */
function showCommand(argv) {
    const shown = argv.filter((arg, i) => !(arg === 'env' && argv[i + 1]?.startsWith('DEBIAN_FRONTEND=')));
    return shown.filter((arg) => !arg.startsWith('DEBIAN_FRONTEND=')).join(' ');
}
/** A package-manager command failed; the message names it, its exit status and the end of its stderr. */
class InstallError extends Error {
    code = 'setup-install-failed';
    constructor(command, reason) {
        super(`\`${command}\` failed: ${reason}`);
        this.name = 'InstallError';
    }
}
/** Run the commands in order, passing their output on; throws InstallError at the first failure. */
async function runInstall(commands, onOutput, timeoutMs = 900_000) {
    for (const argv of commands) {
        const [program = 'true', ...args] = argv;
        const shown = showCommand(argv);
        onOutput(`$ ${shown}\n`);
        // stdin stays the terminal's (sudo may ask for a password); the package manager gets hooksim's environment.
        await runHostCommand(program, args, { env: process.env, stdin: 'inherit', timeoutMs, onOutput }).catch((error) => {
            throw error instanceof HostCommandError ? new InstallError(shown, error.reason) : error;
        });
    }
}

;// CONCATENATED MODULE: ./src/commands/setup.ts
/**
 * `hooksim setup`: check what the namespace sandbox (and, with `--tests`, hooksim's own test suite) needs
 * on this machine, and install what is missing with the system's package manager, as `playwright
 * install-deps` does for browsers. `--check` only reports; `--dry-run` prints the commands.
 */







async function probeNamespaces(states) {
    const sandboxMissing = states.some((s) => s.requirement.group === 'sandbox' && s.found === undefined && !s.requirement.optional);
    if (sandboxMissing)
        return { ok: 'untried' };
    try {
        await detectLaunchMode(ensureRunDir());
        return { ok: true };
    }
    catch (error) {
        if (!(error instanceof SandboxUnavailableError))
            throw error;
        return { ok: false, reason: error.message };
    }
}
/** Read the machine: every requirement of the groups asked, the package manager, and a sandbox probe. */
async function inspectMachine(options = {}) {
    const tests = options.tests ?? false;
    const [states, manager, privilege] = await Promise.all([
        checkRequirements(groupsFor({ tests })),
        detectPackageManager(),
        detectPrivilege(),
    ]);
    const missing = states.filter((s) => s.found === undefined).map((s) => s.requirement);
    const commands = manager === undefined
        ? []
        : installCommands(manager, packagesFor(manager, missing), privilege, options.sudo);
    const [namespaces, agent] = await Promise.all([
        probeNamespaces(states),
        nativeProgramsState(locateAgentDir()),
    ]);
    const ready = missing.every((r) => r.optional) && namespaces.ok === true;
    return { states, ...(manager ? { manager } : {}), privilege, namespaces, agent, commands, ready, tests };
}
/** The report with the native programs built (when a compiler is there). */
async function withAgentBuilt(report) {
    return { ...report, agent: await buildNativePrograms(locateAgentDir()) };
}
/** Check, and unless `check` or `dryRun`, install what is missing and check again. */
async function setupMachine(options = {}) {
    const before = await inspectMachine(options);
    const missing = before.states.filter((s) => s.found === undefined);
    if (options.check || options.dryRun)
        return { before, ran: [] };
    if (missing.length === 0)
        return { before: await withAgentBuilt(before), ran: [] };
    if (before.manager === undefined) {
        return { before, ran: [], error: 'no known package manager (apt-get, dnf, apk, pacman) is on PATH' };
    }
    if (before.privilege === 'none') {
        return {
            before,
            ran: [],
            error: 'installing packages needs root, and sudo is not on PATH: run it as root',
        };
    }
    try {
        await runInstall(before.commands, options.onOutput ?? (() => undefined));
    }
    catch (error) {
        return { before, ran: before.commands, error: error.message };
    }
    return { before, ran: before.commands, after: await withAgentBuilt(await inspectMachine(options)) };
}
/** The native programs' row of the report (not a requirement: without them each sandbox starts a Node agent). */
function agentRow(agent) {
    const slower = 'each sandbox starts a Node agent instead (slower)';
    switch (agent.state) {
        case 'built':
            return `${setup_pad('ok', 9)}${setup_pad('agent', 11)}${setup_pad(agent.agent, 32)}the sandbox's native agent and setup step`;
        case 'unbuilt':
            return `${setup_pad('unbuilt', 9)}${setup_pad('agent', 11)}the sandbox's native agent and setup step: built by \`hooksim setup\` or the first sandbox`;
        case 'no-compiler':
            return `${setup_pad('missing', 9)}${setup_pad('agent', 11)}no C compiler to build the native agent and setup step: ${slower}`;
        case 'failed':
            return `${setup_pad('FAILED', 9)}${setup_pad('agent', 11)}the native agent and setup step did not build (${agent.reason.split('\n')[0] ?? ''}): ${slower}`;
    }
}
function setup_pad(text, width) {
    return text.length >= width ? `${text} ` : text.padEnd(width);
}
/** The fix for a machine that is not ready, in one line (or the probe's reason when no package helps). */
function fixLine(report) {
    const missing = report.states.filter((s) => s.found === undefined);
    if (missing.length === 0 && report.namespaces.ok !== true) {
        return report.namespaces.ok === false ? report.namespaces.reason : '';
    }
    const setup = `hooksim setup${report.tests ? ' --tests' : ''}`;
    if (report.commands.length === 0) {
        return `install ${missing.map((s) => s.requirement.command).join(', ')} with your package manager (hooksim setup knows apt-get, dnf, apk and pacman)`;
    }
    const how = report.privilege === 'sudo' ? ' (it uses sudo)' : report.privilege === 'none' ? ' as root' : '';
    return `run \`${setup}\`${how}, which runs: ${report.commands.map(showCommand).join(' && ')}`;
}
/** The report `hooksim setup` prints: one row per requirement, the sandbox probe, and the verdict. */
function formatMachineReport(report) {
    const who = report.privilege === 'root'
        ? 'root'
        : report.privilege === 'sudo'
            ? 'not root, sudo'
            : 'not root, no sudo';
    const lines = [
        `hooksim setup: what hooksim needs on this machine (${report.manager ?? 'no known package manager'}, ${who})`,
    ];
    for (const { requirement, found } of report.states) {
        const where = found ?? `missing: package ${report.manager ? requirement.packages[report.manager] : '?'}`;
        const group = requirement.group === 'tests' ? ` (tests${requirement.optional ? ', optional' : ''})` : '';
        const state = found ? 'ok' : requirement.optional ? 'missing' : 'MISSING';
        lines.push(`  ${setup_pad(state, 9)}${setup_pad(requirement.command, 11)}${setup_pad(where, 32)}${requirement.purpose}${group}`);
    }
    const ns = report.namespaces;
    const [nsState, nsText] = ns.ok === true
        ? ['ok', 'the namespace sandbox starts here (user namespaces, overlayfs)']
        : ns.ok === 'untried'
            ? ['untried', 'needs the programs above first']
            : ['FAILED', ns.reason.split('\n')[0] ?? ''];
    lines.push(`  ${setup_pad(nsState, 9)}${setup_pad('namespaces', 11)}${nsText}`);
    lines.push(`  ${agentRow(report.agent)}`);
    const optionalMissing = report.states.some((s) => s.found === undefined && s.requirement.optional);
    if (!report.ready)
        lines.push(`Not ready. Fix: ${fixLine(report)}`);
    else if (optionalMissing)
        lines.push(`Ready: hooks run in the namespace sandbox. Optional parts missing: ${fixLine(report)}.`);
    else
        lines.push('Ready: hooks run in the namespace sandbox.');
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/action/ensure-sandbox-tools.ts
/**
 * On a Linux runner that lacks what the namespace sandbox needs (bubblewrap on a self-hosted runner, say),
 * install it the way `hooksim setup` does, from the same table, with `sudo -n` when not root; when that is
 * not possible, say so: the Action then fails before any hook runs (sandbox-policy.ts), unless the workflow
 * chose `sandbox: process`.
 */



/** Make sure the sandbox's programs exist when the sandbox may use namespaces; a note for the summary, if any. */
async function ensureSandboxTools(sandbox) {
    if (sandbox === 'process' || process.platform !== 'linux')
        return undefined;
    const missing = await missingSandboxPrograms();
    if (missing.length === 0)
        return undefined;
    const names = missing.map((r) => r.command).join(', ');
    const outcome = await setupMachine({ sudo: 'non-interactive' });
    if (outcome.error !== undefined || outcome.after === undefined) {
        return `${names} missing and could not be installed (${outcome.error ?? fixLine(outcome.before)}); the namespace sandbox cannot start without ${missing.length === 1 ? 'it' : 'them'}.`;
    }
    return `Installed what the namespace sandbox needs (${names}) with \`${outcome.ran.map(showCommand).join(' && ')}\`, as \`hooksim setup\` does.`;
}

;// CONCATENATED MODULE: ./src/report/annotations.ts

const COMMAND = { error: 'error', warning: 'warning', info: 'notice' };
/** One workflow command line for a diagnostic; `path` prefixes the file (the repo's place in the workspace). */
function formatAnnotation(diagnostic, path = '') {
    const file = path ? `${path.replace(/\/$/, '')}/${diagnostic.file}` : diagnostic.file;
    const props = [`file=${workflowProperty(file)}`];
    if (diagnostic.line > 0)
        props.push(`line=${diagnostic.line}`);
    if (diagnostic.column > 0)
        props.push(`col=${diagnostic.column}`);
    props.push(`title=${workflowProperty(`hooksim ${diagnostic.code}`)}`);
    return `::${COMMAND[diagnostic.severity]} ${props.join(',')}::${workflowData(diagnostic.message)}`;
}

;// CONCATENATED MODULE: ./src/action/annotations.ts


/** Annotations GitHub shows per severity and step. */
const ANNOTATION_LIMIT = 10;
const annotations_COMMAND = { error: 'error', warning: 'warning', info: 'notice' };
const NOUN = { error: 'error', warning: 'warning', info: 'notice' };
// Messages of scenarios that could not be read carry their place: `file:line:column: message`.
const PLACED = /^(.+?):(\d+):(\d+): ([\s\S]*)$/;
function failureDiagnostic(scenario, failure) {
    let { line = 0, column = 0 } = failure;
    let message = failure.message;
    const placed = PLACED.exec(message);
    if (line === 0 && placed && placed[1] === scenario.file) {
        line = Number(placed[2]);
        column = Number(placed[3]);
        message = placed[4] ?? message;
    }
    return {
        file: scenario.file,
        line,
        column,
        severity: 'error',
        code: scenario.status === 'errored' ? 'scenario-errored' : 'expectation-failed',
        message: `${scenario.name}: ${message}`,
    };
}
/**
 * The hook-file findings to show: every lint finding, and the loader's diagnostics at places lint reports
 * nothing. Lint re-codes each loader diagnostic at its own file and line with a message naming the fix, so
 * showing both would annotate one problem twice; a loader diagnostic lint does not re-code (one only another
 * profile gives) keeps its annotation.
 */
function mergeHookDiagnostics(loader, lint) {
    const linted = new Set(lint.map((d) => `${d.file}\n${d.line}`));
    return [...loader.filter((d) => !linted.has(`${d.file}\n${d.line}`)), ...lint];
}
/**
 * Every diagnostic to annotate: the hook-file diagnostics, loader and lint merged (when asked), then scenario
 * failures.
 */
function collectAnnotations(report, options) {
    const diagnostics = options.diagnostics ? mergeHookDiagnostics(report.diagnostics, options.lint ?? []) : [];
    const failures = report.scenarios.flatMap((scenario) => scenario.failures.map((failure) => failureDiagnostic(scenario, failure)));
    return [...diagnostics, ...failures];
}
/** One workflow command for a diagnostic; a place that is no file (the smoke session) is left out. */
function annotationLine(diagnostic, repoPath) {
    if (diagnostic.file.startsWith('(')) {
        return `::${annotations_COMMAND[diagnostic.severity]} title=hooksim ${diagnostic.code}::${workflowData(`${diagnostic.file} ${diagnostic.message}`)}`;
    }
    return formatAnnotation(diagnostic, repoPath === '.' ? '' : repoPath.replace(/^\.\//, ''));
}
/**
 * The lines to print: per severity the first annotations up to the limit, the last slot a count of the
 * rest when there are more, and each of the rest as a plain log line.
 */
function planAnnotations(diagnostics, repoPath, limit = ANNOTATION_LIMIT) {
    const out = [];
    const overflow = [];
    for (const severity of ['error', 'warning', 'info']) {
        const all = diagnostics.filter((d) => d.severity === severity);
        const shown = all.length > limit ? all.slice(0, limit - 1) : all;
        out.push(...shown.map((d) => annotationLine(d, repoPath)));
        const rest = all.slice(shown.length);
        if (rest.length === 0)
            continue;
        out.push(`::${annotations_COMMAND[severity]} title=hooksim::${rest.length} more ${NOUN[severity]}${rest.length === 1 ? '' : 's'} than GitHub annotates per step; they are listed in the log and the job summary`);
        for (const d of rest) {
            const place = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
            // A plain log line: a newline in a file name or message must not start a workflow command of its own.
            overflow.push(escape_terminalLine(`hooksim ${severity} (not annotated) ${place}: ${d.code}: ${d.message}`));
        }
    }
    return [...out, ...overflow];
}

;// CONCATENATED MODULE: ./src/action/changed-files.ts
/**
 * The files a pull request changes, relative to the hook repository (`repo-path`): from the GitHub API, and
 * from `git diff` against the base commit when the API cannot be reached (a firewalled runner, no token).
 */


/** Re-root paths given relative to the workspace onto the repository; files outside it are left out. */
function relativeToRepo(files, workspace, repoDir) {
    const prefix = external_node_path_default().relative(workspace, repoDir).split((external_node_path_default()).sep).join('/');
    const strip = (file) => {
        if (prefix === '')
            return file;
        return file.startsWith(`${prefix}/`) ? file.slice(prefix.length + 1) : undefined;
    };
    const out = [];
    for (const file of files) {
        const inside = strip(file.path);
        const previous = file.previousPath === undefined ? undefined : strip(file.previousPath);
        if (inside === undefined && previous === undefined)
            continue;
        if (inside === undefined)
            out.push({ path: previous, status: 'removed' });
        else if (file.status === 'renamed' && previous === undefined)
            out.push({ path: inside, status: 'added' });
        else
            out.push({ ...file, path: inside, ...(previous === undefined ? {} : { previousPath: previous }) });
    }
    return out;
}
/** git with the runner's environment and config, as the checkout step left them (its fetch credentials). */
async function git(cwd, args) {
    const stdout = await runHostCommand('git', args, {
        cwd,
        env: process.env,
        maxStdoutBytes: 64 * 1024 * 1024,
        timeoutMs: 60_000,
    });
    return stdout.toString('utf8');
}
const GIT_STATUS = {
    A: 'added',
    C: 'added',
    D: 'removed',
    M: 'modified',
    T: 'modified',
};
/** Parse `git diff --name-status --no-renames` output. */
function parseNameStatus(text) {
    return text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => {
        const [status = '', file = ''] = line.split('\t');
        return { path: file, status: GIT_STATUS[status.charAt(0)] ?? 'modified' };
    });
}
/**
 * The files changed between the base commit and HEAD, relative to `repoDir`. A shallow checkout may lack the
 * base: it is fetched once. Three dots (since the merge base) when history allows, else two (HEAD is then
 * usually the pull request's merge commit, whose first parent is the base).
 */
async function gitChangedFiles(repoDir, baseSha) {
    try {
        await git(repoDir, ['cat-file', '-e', `${baseSha}^{commit}`]);
    }
    catch {
        await git(repoDir, ['fetch', '--no-tags', '--depth=1', 'origin', baseSha]).catch(() => '');
    }
    const diff = (range) => git(repoDir, ['diff', '--name-status', '--no-renames', '--relative', ...range, '--']);
    let text;
    try {
        text = await diff([`${baseSha}...HEAD`]);
    }
    catch {
        text = await diff([baseSha, 'HEAD']);
    }
    return parseNameStatus(text);
}
/** The pull request's changed files relative to `repoDir`: the API first, `git diff` as the fallback. */
async function findChangedFiles(options) {
    const notes = [];
    if (options.client) {
        try {
            const files = await options.client.listPullRequestFiles(options.pr);
            return {
                ok: true,
                source: 'api',
                files: relativeToRepo(files, options.workspace, options.repoDir),
                notes,
            };
        }
        catch (error) {
            notes.push(`${error.message}; falling back to git diff.`);
        }
    }
    else {
        notes.push('No github-token: the changed files come from git diff.');
    }
    if (!options.pr.baseSha) {
        notes.push('The event payload has no pull_request.base.sha to diff against.');
        return { ok: false, notes };
    }
    try {
        return {
            ok: true,
            source: 'git',
            files: await gitChangedFiles(options.repoDir, options.pr.baseSha),
            notes,
        };
    }
    catch (error) {
        notes.push(`No changed files from git diff against ${options.pr.baseSha}: ${error.message}`);
        return { ok: false, notes };
    }
}

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 22 modules
var github = __webpack_require__(2413);
;// CONCATENATED MODULE: ./src/action/github-client.ts
/**
 * The few GitHub API calls the Action makes, behind an interface: the pull request's changed files and its
 * comments. The real client is Octokit from @actions/github with the base URL from GITHUB_API_URL, so tests
 * point it at a fake server on 127.0.0.1.
 */

/** An API call failed; `status` is the HTTP status when there was an answer. */
class GitHubApiError extends Error {
    status;
    code = 'github-api';
    constructor(message, status) {
        super(message);
        this.status = status;
        this.name = 'GitHubApiError';
    }
}
const API_TIMEOUT_MS = 30_000;
function toStatus(status) {
    // `copied` adds a file; `changed` (mode only) and `unchanged` count as modifications.
    if (status === 'added' || status === 'copied')
        return 'added';
    if (status === 'removed' || status === 'renamed')
        return status;
    return 'modified';
}
async function call(what, request) {
    try {
        return await request();
    }
    catch (error) {
        const status = error.status;
        throw new GitHubApiError(`GitHub API: ${what} failed: ${error.message}`, typeof status === 'number' ? status : undefined);
    }
}
/** A client for the REST API at `baseUrl` (GITHUB_API_URL, else https://api.github.com). */
function createGitHubClient(token, baseUrl = process.env.GITHUB_API_URL || 'https://api.github.com') {
    const octokit = (0,github/* getOctokit */.Q)(token, { baseUrl });
    // A firewalled API must not hang the job: every call (all pages of a list) gets its own deadline.
    const deadline = () => ({ signal: AbortSignal.timeout(API_TIMEOUT_MS) });
    return {
        async listPullRequestFiles(pr) {
            const files = await call(`listing the files of pull request #${pr.number}`, () => octokit.paginate(octokit.rest.pulls.listFiles, {
                owner: pr.owner,
                repo: pr.repo,
                pull_number: pr.number,
                per_page: 100,
                request: deadline(),
            }));
            return files.map((file) => ({
                path: file.filename,
                status: toStatus(file.status),
                ...(file.previous_filename ? { previousPath: file.previous_filename } : {}),
            }));
        },
        async listIssueComments(pr) {
            const comments = await call(`listing the comments of pull request #${pr.number}`, () => octokit.paginate(octokit.rest.issues.listComments, {
                owner: pr.owner,
                repo: pr.repo,
                issue_number: pr.number,
                per_page: 100,
                request: deadline(),
            }));
            return comments.map((comment) => ({
                id: comment.id,
                body: comment.body ?? '',
                ...(comment.user ? { author: { login: comment.user.login, type: comment.user.type } } : {}),
            }));
        },
        async tokenLogin() {
            try {
                const user = await octokit.rest.users.getAuthenticated({ request: deadline() });
                return user.data.login;
            }
            catch {
                // 403 "Resource not accessible by integration": an installation token has no user.
                return undefined;
            }
        },
        async createIssueComment(pr, body) {
            const created = await call(`commenting on pull request #${pr.number}`, () => octokit.rest.issues.createComment({
                owner: pr.owner,
                repo: pr.repo,
                issue_number: pr.number,
                body,
                request: deadline(),
            }));
            return created.data.id;
        },
        async updateIssueComment(pr, id, body) {
            await call(`updating comment ${id}`, () => octokit.rest.issues.updateComment({
                owner: pr.owner,
                repo: pr.repo,
                comment_id: id,
                body,
                request: deadline(),
            }));
        },
    };
}

;// CONCATENATED MODULE: ./src/action/comment.ts



/** GitHub refuses comments over 65536 characters. */
const MAX_COMMENT = 60_000;
const MAX_LISTED = 20;
/** The hidden marker that identifies hooksim's comment; `key` separates shards and repositories. */
function commentMarker(key) {
    return `<!-- hooksim:sticky-comment ${key.replace(/--+/g, '-').replace(/>/g, '')} -->`;
}
const comment_ICON = { passed: '✅', failed: '❌', errored: '⚠️' };
const BLOCKED_WHO = {
    hooks: 'hooks',
    tools: "the agent's tool calls",
    'hooks+tools': "hooks and the agent's tool calls",
};
const MAX_WHO = 120;
/** What made a blocked request, as Markdown: the hook entry, or the tool with its command line (URLs redacted). */
function blockedBy(entry) {
    if (entry.tool === undefined) {
        const hook = entry.file
            ? `${entry.file}${entry.index === undefined ? '' : `#${entry.index}`}`
            : 'unknown';
        return markdownCode(hook, 'line', MAX_WHO);
    }
    if (entry.command === undefined)
        return `tool ${markdownText(entry.tool, MAX_WHO)}`;
    return `${markdownText(entry.tool, MAX_WHO)}: ${markdownCode(redactCommand(entry.command), 'line', MAX_WHO)}`;
}
/** The comment's Markdown: totals, failing scenarios, firewall blocks and a link to the full summary. */
function renderComment(report, options) {
    const { summary } = report;
    const rejectedText = rejectedFilesLead(report);
    const ok = summary.failed + summary.errored === 0 && rejectedText === '';
    const lines = [
        options.marker,
        `### ${ok ? comment_ICON.passed : comment_ICON.failed} hooksim: ${rejectedText}${summary.passed} of ${summary.scenarios} scenarios passed (profile ${markdownCode(report.profile)})`,
        '',
        ...(options.notes ?? []).map((note) => `> ${note}\n`),
        '| scenarios | passed | failed | errored | hook runs |',
        '| --- | --- | --- | --- | --- |',
        `| ${summary.scenarios} | ${summary.passed} | ${summary.failed} | ${summary.errored} | ${summary.hookRuns} |`,
        '',
    ];
    const bad = report.scenarios.filter((s) => s.status !== 'passed');
    if (bad.length > 0) {
        lines.push('| | scenario | file | first failure |', '| --- | --- | --- | --- |');
        for (const s of bad.slice(0, MAX_LISTED)) {
            lines.push(`| ${comment_ICON[s.status]} | ${markdownText(s.name, 120)} | ${markdownText(s.file, 160)} | ${markdownText(s.failures[0]?.message ?? s.status, 300)} |`);
        }
        if (bad.length > MAX_LISTED)
            lines.push(`| | … and ${bad.length - MAX_LISTED} more | | |`);
        lines.push('');
    }
    const blocked = new Map();
    const sources = new Set();
    for (const s of report.scenarios) {
        for (const e of s.egress.filter((entry) => !entry.allowed)) {
            const address = e.url ?? e.host;
            sources.add(e.tool === undefined ? 'hooks' : 'tools');
            blocked.set(address, (blocked.get(address) ?? new Set()).add(blockedBy(e)));
        }
    }
    if (blocked.size > 0) {
        lines.push(`**The firewall blocked ${BLOCKED_WHO[[...sources].sort().join('+')] ?? 'hooks'} from reaching:**`, '');
        for (const [address, who] of [...blocked].slice(0, MAX_LISTED)) {
            lines.push(`- ${markdownCode(address)} (${[...who].join(', ')})`);
        }
        if (blocked.size > MAX_LISTED)
            lines.push(`- … and ${blocked.size - MAX_LISTED} more`);
        lines.push('');
    }
    if (options.runUrl)
        lines.push(`[Every hook decision is in the job summary](${encodeURI(options.runUrl)}).`);
    const body = lines.join('\n');
    return body.length > MAX_COMMENT ? `${body.slice(0, MAX_COMMENT)}\n\n…(shortened)` : body;
}
/** The account GITHUB_TOKEN writes as; an installation token cannot ask the API who it is. */
const ACTIONS_BOT_LOGIN = 'github-actions[bot]';
/**
 * Whether a comment is the sticky comment this token wrote before: the marker alone is not enough, since
 * anyone may write it into a comment of their own and have the Action keep their text (a fake "all passed")
 * editable by them.
 */
function isOwnStickyComment(comment, marker, login) {
    if (!comment.body.includes(marker) || comment.author?.login !== login)
        return false;
    return login !== ACTIONS_BOT_LOGIN || comment.author.type === 'Bot';
}
/** Create the comment, or update the one carrying the marker written by this token; never throws for API failures. */
async function upsertStickyComment(client, pr, marker, body) {
    try {
        const login = (await client.tokenLogin()) ?? ACTIONS_BOT_LOGIN;
        const existing = (await client.listIssueComments(pr)).find((comment) => isOwnStickyComment(comment, marker, login));
        if (existing) {
            await client.updateIssueComment(pr, existing.id, body);
            return { action: 'updated', id: existing.id };
        }
        return { action: 'created', id: await client.createIssueComment(pr, body) };
    }
    catch (error) {
        const status = error instanceof GitHubApiError ? error.status : undefined;
        const readOnly = status === 403 || status === 404;
        return {
            action: 'skipped',
            readOnly,
            reason: readOnly
                ? `the token may not comment on pull request #${pr.number} (HTTP ${status}); a pull request from a fork gets a read-only GITHUB_TOKEN. The job summary has the full report. (${error.message})`
                : error.message,
        };
    }
}

;// CONCATENATED MODULE: ./src/action/context.ts
/** What the Action needs from the workflow run: the event, the pull request (if any) and the run's URL. */

function context_text(value) {
    return typeof value === 'string' && value !== '' ? value : undefined;
}
/** Read the run context from @actions/github (GITHUB_EVENT_PATH, GITHUB_REPOSITORY, GITHUB_RUN_ID...). */
function readRunContext() {
    const eventName = github/* context */._.eventName ?? '';
    const [owner = '', repo = ''] = (process.env.GITHUB_REPOSITORY ?? '').split('/');
    const runUrl = owner && repo && github/* context */._.runId
        ? `${github/* context */._.serverUrl}/${owner}/${repo}/actions/runs/${github/* context */._.runId}`
        : undefined;
    const pull = github/* context */._.payload.pull_request;
    const number = Number(pull?.number);
    if (!pull || !Number.isInteger(number) || !owner || !repo) {
        return { eventName, ...(runUrl ? { runUrl } : {}) };
    }
    const baseSha = context_text(pull.base?.sha);
    const headSha = context_text(pull.head?.sha);
    return {
        eventName,
        pr: {
            owner,
            repo,
            number,
            ...(baseSha ? { baseSha } : {}),
            ...(headSha ? { headSha } : {}),
        },
        ...(runUrl ? { runUrl } : {}),
    };
}

;// CONCATENATED MODULE: ./src/action/sandbox-policy.ts
/**
 * Which sandbox the Action runs hooks in. Pull requests, possibly from forks, bring the hooks, and the runner
 * holds the job's tokens, so the Action never falls back to the process driver on its own: `auto` (the
 * default) and `namespace` need a namespace sandbox that starts, else the step fails before any hook runs.
 * `sandbox: process` is an explicit opt-in for trusted repositories, and the run says plainly what it cost.
 */

/** What hooks reach under the process driver, in one sentence (the summary, the annotation, the error). */
const PROCESS_RISK = "hooks run unisolated, as the runner's user, with access to the runner's environment (the `github-token` input, `ACTIONS_RUNTIME_TOKEN`), its files and its network";
/** The annotation and summary note of a `sandbox: process` run. */
const PROCESS_WARNING = "`sandbox: process`: hooks ran unisolated, as the runner's user, with access to the runner's environment (the `github-token` input, `ACTIONS_RUNTIME_TOKEN`), its files and its network. Use it only for repositories whose hooks you trust.";
/** The step's error when no namespace sandbox starts: what failed, and the opt-in with its risk. */
function noNamespaceError(asked, reason, setupNote) {
    return [
        `hooksim: no namespace sandbox can start on this runner, so no hook ran (sandbox: ${asked}).`,
        `Why: ${reason.trim()}`,
        ...(setupNote === undefined ? [] : [setupNote]),
        'The Action runs hooks from pull requests, possibly from forks, and never falls back to the process driver on its own.',
        'Run it on a Linux runner with bubblewrap and user namespaces (or passwordless sudo), such as ubuntu-latest,',
        `or set \`sandbox: process\`, the explicit opt-in for trusted repositories only: with it, ${PROCESS_RISK}.`,
    ].join('\n');
}
/**
 * Decide the driver for `sandbox: <asked>`. `choose` resolves `auto` on this machine (injectable for tests);
 * `setupNote` is what installing bubblewrap said, repeated in the error.
 */
async function decideActionSandbox(asked, setupNote, choose = chooseSandbox) {
    if (asked === 'process')
        return { ok: true, kind: 'process', warning: PROCESS_WARNING };
    const choice = await choose('auto');
    if (choice.kind === 'namespace')
        return { ok: true, kind: 'namespace' };
    return {
        ok: false,
        error: noNamespaceError(asked, choice.fallbackReason ?? 'unknown reason', setupNote),
    };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core_core = __webpack_require__(8532);
;// CONCATENATED MODULE: ./src/action/inputs.ts
/**
 * The Action's inputs, parsed once into a typed settings object. Every error names the input, the value it
 * got and what is expected, so a typo in a workflow is fixed from the log line alone.
 */





/** Every input of action.yml with the default the code falls back to when the runner passes none. */
const INPUT_DEFAULTS = {
    'repo-path': '.',
    scenarios: '.github/hook-scenarios/**/*.{yml,yaml}',
    profile: 'cloud',
    'compare-profile': '',
    sandbox: 'auto',
    engine: 'native',
    'allow-hosts': '',
    'fail-on': 'failure',
    'changed-only': 'false',
    shard: '',
    comment: 'false',
    'github-token': '',
    'report-dir': '',
};
/** One or more inputs were invalid; the message lists each with what is expected. */
class ActionInputError extends Error {
    problems;
    code = 'action-input';
    constructor(problems) {
        super(problems.join('\n'));
        this.problems = problems;
        this.name = 'ActionInputError';
    }
}
const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];
function lines(text) {
    return text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#'));
}
function quoted(value) {
    return JSON.stringify(value);
}
function pass(value) {
    return { ok: true, value };
}
function want(expected) {
    return { ok: false, expected };
}
/** A string input checked by `check`, which returns the parsed value or an expectation text. */
function input(name, check) {
    return schemas/* string */.YjP().transform((value, ctx) => {
        const result = check(value);
        if (result.ok)
            return result.value;
        ctx.addIssue({
            code: 'custom',
            message: `Input '${name}' is ${quoted(value)}; expected ${result.expected}.`,
        });
        return core_core/* NEVER */.tm;
    });
}
function oneOf(name, values) {
    return input(name, (value) => values.includes(value) ? pass(value) : want(`one of ${values.join(', ')}`));
}
function inputs_boolean(name) {
    return input(name, (value) => TRUE.includes(value) ? pass(true) : FALSE.includes(value) ? pass(false) : want('true or false'));
}
const SHARD = /^(\d+)\/(\d+)$/;
/** Why a firewall rule does not parse, or undefined when it does (the forms a scenario's firewall.allow takes). */
function ruleProblem(rule) {
    try {
        parseAllowRule(rule);
        return undefined;
    }
    catch (error) {
        return error.message;
    }
}
const settingsSchema = schemas/* object */.Ikc({
    'repo-path': input('repo-path', (value) => value.trim() ? pass(value.trim()) : want('a directory (default .)')),
    scenarios: input('scenarios', (value) => lines(value).length > 0
        ? pass(lines(value))
        : want('a glob relative to repo-path, one a line (default .github/hook-scenarios/**/*.{yml,yaml})')),
    profile: oneOf('profile', PROFILE_NAMES),
    'compare-profile': input('compare-profile', (value) => value === ''
        ? pass(undefined)
        : PROFILE_NAMES.includes(value)
            ? pass(value)
            : want(`empty or one of ${PROFILE_NAMES.join(', ')}`)),
    sandbox: oneOf('sandbox', ['auto', 'namespace', 'process']),
    engine: oneOf('engine', ['native', 'copilot-cli']),
    'allow-hosts': input('allow-hosts', (value) => {
        const rules = lines(value);
        const problems = rules.map(ruleProblem).filter((p) => p !== undefined);
        return problems.length === 0 ? pass(rules) : want(`one firewall rule a line. ${problems.join(' ')}`);
    }),
    'fail-on': oneOf('fail-on', ['failure', 'warning', 'never']),
    'changed-only': inputs_boolean('changed-only'),
    shard: input('shard', (value) => {
        if (value === '')
            return pass(undefined);
        const match = SHARD.exec(value);
        const index = Number(match?.[1]);
        const count = Number(match?.[2]);
        return match && count >= 1 && index >= 1 && index <= count
            ? pass({ text: value, index, count })
            : want('empty or K/N with 1 <= K <= N, like 1/2');
    }),
    comment: inputs_boolean('comment'),
    'github-token': schemas/* string */.YjP(),
    'report-dir': schemas/* string */.YjP(),
});
/**
 * Parse the inputs. `read` returns an input's raw value ('' when unset, as `core.getInput` does); `env`
 * gives RUNNER_TEMP for the default report directory.
 */
function parseActionSettings(read, env = process.env) {
    const raw = Object.fromEntries(Object.keys(INPUT_DEFAULTS).map((name) => {
        const value = read(name);
        // Multi-line inputs keep their lines; the others are trimmed as core.getInput trims them.
        return [name, value.trim() === '' ? INPUT_DEFAULTS[name] : value.trim()];
    }));
    const parsed = settingsSchema.safeParse(raw);
    if (!parsed.success)
        throw new ActionInputError(parsed.error.issues.map((issue) => issue.message));
    const s = parsed.data;
    // The real CLI is what profile `cli` models: the engine implies it, and contradicting it is an input error.
    if (s.engine === 'copilot-cli') {
        const asked = read('profile').trim();
        const problems = [
            ...(asked !== '' && asked !== 'cli'
                ? [
                    `engine: 'copilot-cli' runs under profile cli, but profile is '${asked}'. Expected profile cli or no profile.`,
                ]
                : []),
            ...(s['compare-profile'] !== undefined
                ? [
                    'compare-profile: must be empty with engine copilot-cli (the differential suite compares engines).',
                ]
                : []),
            ...(s.sandbox === 'process'
                ? ['sandbox: copilot-cli runs the CLI in the namespace sandbox; process cannot host it.']
                : []),
        ];
        if (problems.length > 0)
            throw new ActionInputError(problems);
        s.profile = 'cli';
    }
    const reportDir = s['report-dir'] || external_node_path_default().join(env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'hooksim-reports');
    return {
        repoPath: s['repo-path'],
        scenarios: s.scenarios,
        profile: s.profile,
        ...(s['compare-profile'] === undefined ? {} : { compareProfile: s['compare-profile'] }),
        sandbox: s.sandbox,
        engine: s.engine,
        allowHosts: s['allow-hosts'],
        failOn: s['fail-on'],
        changedOnly: s['changed-only'],
        ...(s.shard === undefined ? {} : { shard: s.shard }),
        comment: s.comment,
        githubToken: s['github-token'],
        reportDir: external_node_path_default().resolve(reportDir),
    };
}

;// CONCATENATED MODULE: ./src/action/scenario-files.ts
/**
 * The `scenarios` input: globs relative to the repository (`**`, `*`, `?`, `{a,b}`, `[abc]`), expanded to
 * the scenario files they match. Node 20 has no fs.glob, and the Action adds no dependency for this.
 */



/** A glob pattern compiled to an anchored regular expression over `/`-separated relative paths. */
function globToRegExp(glob) {
    let out = '';
    let braces = 0;
    for (let i = 0; i < glob.length; i++) {
        const c = glob[i];
        if (c === '*') {
            if (glob[i + 1] === '*') {
                const atStart = i === 0 || glob[i - 1] === '/';
                const atEnd = i + 2 === glob.length || glob[i + 2] === '/';
                if (atStart && atEnd) {
                    // `**/` is zero or more whole directories; a final `**` is everything below.
                    out += i + 2 === glob.length ? '.*' : '(?:[^/]*/)*';
                    i += glob[i + 2] === '/' ? 2 : 1;
                    continue;
                }
            }
            out += '[^/]*';
        }
        else if (c === '?')
            out += '[^/]';
        else if (c === '{') {
            braces++;
            out += '(?:';
        }
        else if (c === '}' && braces > 0) {
            braces--;
            out += ')';
        }
        else if (c === ',' && braces > 0)
            out += '|';
        else if (c === '[') {
            const end = glob.indexOf(']', i + 1);
            if (end === -1)
                out += '\\[';
            else {
                const body = glob.slice(i + 1, end).replace(/\\/g, '\\\\');
                out += `[${body.startsWith('!') ? `^${body.slice(1)}` : body}]`;
                i = end;
            }
        }
        else
            out += c.replace(/[.+^$()|\\/]/g, '\\$&');
    }
    return new RegExp(`^${out}$`);
}
/** The leading directories of a glob that hold no wildcard: where the walk starts. */
function staticPrefix(glob) {
    const parts = glob.split('/');
    const fixed = [];
    for (const part of parts.slice(0, -1)) {
        if (/[*?{[]/.test(part))
            break;
        fixed.push(part);
    }
    return fixed.join('/');
}
const SKIPPED_DIRS = new Set(['.git', 'node_modules']);
async function walk(root, dir, found) {
    let entries;
    try {
        entries = await (0,promises_.readdir)(external_node_path_default().join(root, dir), { withFileTypes: true });
    }
    catch {
        return;
    }
    for (const entry of entries) {
        const relative = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
            if (!SKIPPED_DIRS.has(entry.name))
                await walk(root, relative, found);
        }
        else if (entry.isFile() || entry.isSymbolicLink())
            found.push(relative);
    }
}
/** Every file under `repo` that one of the globs matches, as absolute paths, sorted and unique. */
async function expandScenarioGlobs(repo, globs) {
    const matched = new Set();
    await refreshWorkspaceView(repo);
    for (const raw of globs) {
        const glob = raw.replace(/^\.\//, '');
        const regex = globToRegExp(glob);
        const files = [];
        // The walk starts below the glob's fixed prefix: it must stay in the repository, links resolved.
        const start = external_node_path_default().join(repo, staticPrefix(glob));
        const real = await confinedRealpath(repo, start);
        if (isRefused(real) || !isLexicallyInside(repo, start))
            continue;
        await walk(repo, staticPrefix(glob), files);
        for (const file of files) {
            // A file /workspace does not show (ignored, in a nested checkout) is no scenario of the pull request.
            if (regex.test(file) && (await shownAsWritten(repo, external_node_path_default().join(repo, file))))
                matched.add(external_node_path_default().join(repo, file));
        }
    }
    return [...matched].sort();
}

;// CONCATENATED MODULE: ./src/action/select-scenarios.ts
/**
 * `changed-only`: from a pull request's changed files, the scenarios whose hooks changed. A scenario uses a
 * hook entry when one of the events its steps fire matches the entry's event and matcher; a changed script
 * counts for the entries whose command names it. Whenever the effect of a change cannot be pinned to entries
 * (a hook file added, removed or left without valid entries, a script no entry names), every scenario runs.
 */





// Every session fires these (DESIGN.md "Scenario files": the session's fixed frame).
const select_scenarios_SESSION_EVENTS = [
    'sessionStart',
    'userPromptSubmitted',
    'userPromptTransformed',
    'agentStop',
    'sessionEnd',
];
const select_scenarios_TOOL_EVENTS = ['preToolUse', 'postToolUse', 'postToolUseFailure', 'permissionRequest'];
function reachOfSteps(steps, out) {
    for (const step of steps) {
        if ('tool' in step)
            for (const event of select_scenarios_TOOL_EVENTS)
                out.push({ event, value: step.tool });
        else if ('subagent' in step) {
            out.push({ event: 'subagentStart', value: step.subagent.name }, { event: 'subagentStop' });
            // The runtime starts a subagent through its `task` tool.
            for (const event of select_scenarios_TOOL_EVENTS)
                out.push({ event, value: 'task' });
            reachOfSteps(step.subagent.steps, out);
        }
        else if ('compact' in step)
            out.push({ event: 'preCompact', value: step.compact.trigger });
        else if ('error' in step)
            out.push({ event: 'errorOccurred' });
        else if ('notification' in step)
            out.push({ event: 'notification', value: step.notification.type });
        else if ('stop' in step)
            reachOfSteps(step.then, out);
    }
}
/** Every event (with its matcher value) a scenario's session can fire. */
function reachOfScenario(scenario) {
    const out = select_scenarios_SESSION_EVENTS.map((event) => ({ event }));
    reachOfSteps(scenario.steps, out);
    return out;
}
/** Whether a scenario's session would run the entry. */
function scenarioUsesEntry(reach, entry, profile) {
    const compiled = compileMatcher(entry.event, entry.casing, entry.matcher, profile);
    return reach.some((r) => {
        if (r.event !== entry.event)
            return false;
        if (!compiled.ok || !MATCHER_TARGET[entry.event])
            return true;
        // A matcher that runs out of time cannot rule the scenario out: run it, and its report says why.
        return testMatcher(compiled.matcher, r.value) !== false;
    });
}
const SETTINGS_FILES = new Set([
    '.github/copilot/settings.json',
    '.github/copilot/settings.local.json',
    '.claude/settings.json',
    '.claude/settings.local.json',
]);
/** A file the runtime reads hook entries from. */
function isHookConfigFile(file) {
    return ((/^\.github\/hooks\/.+\.json$/.test(file) && !/(^|\/)\./.test(file.slice(14))) || SETTINGS_FILES.has(file));
}
function isHookAsset(file) {
    return file.startsWith('.github/hooks/') && !isHookConfigFile(file) && !/\.md$/i.test(file);
}
function entryText(entry) {
    return [entry.bash, entry.powershell, entry.command, entry.exec, ...(entry.args ?? []), entry.cwd]
        .filter((part) => part !== undefined)
        .join('\n');
}
const label = hookLabel;
// Indexes count within one event's array: the key needs the event key too.
function keyOf(entry) {
    return `${entry.file}\n${entry.eventKey}\n${entry.index}\n${entry.nestedIndex ?? ''}`;
}
/**
 * Select the scenarios a pull request's changes reach. `changed` holds paths relative to the repository;
 * `config` is the hook configuration of the pull request's head.
 */
function selectChangedScenarios(options) {
    const { changed, candidates, config } = options;
    const everything = (reason) => ({
        all: true,
        files: candidates.map((c) => c.file),
        reasons: [reason],
    });
    const entries = new Map();
    const reasons = [];
    for (const change of changed) {
        const file = change.path;
        if (isHookConfigFile(file) || (change.previousPath && isHookConfigFile(change.previousPath))) {
            if (change.status !== 'modified') {
                return everything(`hook file ${file} was ${change.status}: every scenario runs`);
            }
            const own = config.entries.filter((entry) => entry.file === file);
            if (own.length === 0)
                return everything(`hook file ${file} changed and has no valid entry now: every scenario runs`);
            for (const entry of own)
                entries.set(keyOf(entry), entry);
            reasons.push(`hook file ${file} changed`);
        }
        else if (isHookAsset(file)) {
            const base = external_node_path_default().posix.basename(file);
            const users = config.entries.filter((entry) => entryText(entry).includes(base));
            if (users.length === 0) {
                return everything(`${file} changed and no hook entry names it (a script may source it): every scenario runs`);
            }
            for (const entry of users)
                entries.set(keyOf(entry), entry);
            reasons.push(`${file} changed (used by ${users.map(label).join(', ')})`);
        }
    }
    const changedPaths = new Set(changed.map((c) => c.path));
    const files = [];
    for (const candidate of candidates) {
        if (changedPaths.has(candidate.file)) {
            files.push(candidate.file);
            reasons.push(`scenario ${candidate.file} changed`);
            continue;
        }
        // A scenario that does not load still runs, so its error is reported.
        const scenario = candidate.scenario;
        if (!scenario) {
            files.push(candidate.file);
            continue;
        }
        if (entries.size === 0)
            continue;
        const reach = reachOfScenario(scenario);
        const profile = options.profile(scenario);
        if ([...entries.values()].some((entry) => scenarioUsesEntry(reach, entry, profile)))
            files.push(candidate.file);
    }
    return { all: files.length === candidates.length && candidates.length > 0, files, reasons };
}
/**
 * The selection as a Markdown note for the job summary and the pull-request comment. A reason quotes the pull
 * request's file names, which may hold newlines, Markdown, HTML and mentions: it goes through `markdownText`.
 * `source` (where the changed files came from) is Markdown hooksim wrote.
 */
function selectionNote(selection, candidates, source) {
    if (selection.files.length === 0)
        return `\`changed-only\`: no change in ${source} reaches a scenario's hooks, so no scenario ran.`;
    if (!selection.all)
        return `\`changed-only\`: ${selection.files.length} of ${candidates} scenarios ran, those the changes in ${source} reach.`;
    const reason = markdownText(selection.reasons[0] ?? 'each is affected', 500);
    return `\`changed-only\`: every scenario ran (${reason}; changed files from ${source}).`;
}

;// CONCATENATED MODULE: ./src/action/summary.ts


/** GitHub rejects a step summary over 1 MiB; keep a margin for the notes around the report. */
const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 16 * 1024;
const summary_ICON = { passed: '✅', failed: '❌', errored: '⚠️' };
function bytes(text) {
    return Buffer.byteLength(text, 'utf8');
}
function withScenarios(report, count) {
    const kept = report.scenarios.slice(0, count);
    const keys = new Set(kept.map((s) => `${s.file}\n${s.name}`));
    const reduced = { ...report, scenarios: kept };
    if (report.comparison) {
        reduced.comparison = {
            ...report.comparison,
            scenarios: report.comparison.scenarios.filter((s) => keys.has(`${s.file}\n${s.name}`)),
        };
    }
    return reduced;
}
function omittedTable(scenarios, reportHint) {
    if (scenarios.length === 0)
        return [];
    return [
        '',
        `### ${scenarios.length} more scenario${scenarios.length === 1 ? '' : 's'} (details omitted)`,
        '',
        '| status | scenario | file | first failure |',
        '| --- | --- | --- | --- |',
        ...scenarios.map((s) => `| ${summary_ICON[s.status]} ${s.status} | ${markdownText(s.name, 120)} | ${markdownText(s.file, 160)} | ${markdownText(s.failures[0]?.message ?? '', 200)} |`),
        '',
        '> [!NOTE]',
        `> This summary was shortened to stay within GitHub's 1 MiB job-summary limit: the details of ${scenarios.length} scenario${scenarios.length === 1 ? ' are' : 's are'} omitted. ${reportHint}`,
        '',
    ];
}
/** Lint findings past this many are counted, not listed, so they never crowd out the scenarios. */
const LINT_ROW_LIMIT = 200;
const LINT_HEADER = ['| file:line | severity | code | message |', '| --- | --- | --- | --- |'];
/**
 * The "Lint" section: a table with one row per finding of `hooksim lint` (place, severity, code, message), or a
 * line saying there is none. The title is bold text, not a heading: the summary's headings are one per scenario.
 */
function renderLintSection(findings) {
    const lines = ['', '**Lint**', ''];
    if (findings.length === 0) {
        lines.push('`hooksim lint` found nothing in the hook files.', '');
        return lines.join('\n');
    }
    lines.push(...LINT_HEADER);
    for (const d of findings.slice(0, LINT_ROW_LIMIT)) {
        const place = d.line > 0 ? `${d.file}:${d.line}` : d.file;
        // A code span keeps a path's `_` and `*` literal.
        lines.push(`| ${markdownCode(place, 'cell')} | ${d.severity} | ${markdownCode(d.code, 'cell')} | ${markdownText(d.message, 500)} |`);
    }
    const rest = findings.length - LINT_ROW_LIMIT;
    if (rest > 0)
        lines.push('', `${rest} more finding${rest === 1 ? '' : 's'}: run \`hooksim lint\` to list them.`);
    lines.push('');
    return lines.join('\n');
}
/** Cut text to at most `limit` bytes at a line break, closing an open code fence. */
function cutText(text, limit) {
    let cut = Buffer.from(text, 'utf8').subarray(0, limit).toString('utf8');
    // A multi-byte character split by the byte cut decodes to U+FFFD: drop the partial line.
    cut = cut.slice(0, Math.max(0, cut.lastIndexOf('\n')));
    const fences = cut.split('\n').filter((line) => line.startsWith('```')).length;
    return fences % 2 === 1 ? `${cut}\n\`\`\`` : cut;
}
/**
 * Render the summary within `limit` bytes. `notes` go first and `reportHint` (where the full report is) goes
 * into the truncation note; both are Markdown the caller has already escaped.
 */
function renderJobSummary(report, options = {}) {
    const limit = options.limit ?? SUMMARY_LIMIT_BYTES;
    const head = (options.notes ?? []).map((note) => `> ${note}\n\n`).join('');
    const hint = options.reportHint ?? '';
    const lint = options.lint ? renderLintSection(options.lint) : '';
    const render = (count) => `${head}${renderMarkdown(withScenarios(report, count))}${omittedTable(report.scenarios.slice(count), hint).join('\n')}${lint}\n`;
    const total = report.scenarios.length;
    const full = render(total);
    if (bytes(full) <= limit)
        return { text: full, omitted: 0, cut: false };
    // The longest prefix of scenarios whose details fit: rendering is linear, so a binary search is cheap.
    let low = 0;
    let high = total - 1;
    let best = -1;
    while (low <= high) {
        const middle = (low + high) >> 1;
        if (bytes(render(middle)) <= limit) {
            best = middle;
            low = middle + 1;
        }
        else
            high = middle - 1;
    }
    if (best >= 0)
        return { text: render(best), omitted: total - best, cut: false };
    const note = `\n\n> [!WARNING]\n> This summary was cut at GitHub's 1 MiB job-summary limit. ${hint}\n`;
    return { text: `${cutText(render(0), limit - bytes(note))}${note}`, omitted: total, cut: true };
}

;// CONCATENATED MODULE: ./src/action/verdict.ts


const REDUCED_FIDELITY = 'sandbox-reduced-fidelity';
/** The failure-level problems of a run. */
function collectFailures(result) {
    const { report } = result;
    const out = [];
    for (const scenario of report.scenarios) {
        if (scenario.status !== 'passed')
            out.push(`scenario ${scenario.status}: ${scenario.name} (${scenario.file})`);
    }
    for (const d of report.diagnostics)
        if (d.code === 'file-rejected')
            out.push(`hook file rejected: ${d.file}`);
    for (const d of result.lint ?? [])
        if (d.severity === 'error')
            out.push(`lint error: ${d.file}:${d.line}: ${d.code}: ${d.message}`);
    if (result.unreadable)
        out.push('a scenario file could not be read');
    if (result.sandboxFailed)
        out.push('the sandbox could not start');
    return out;
}
/** The warning-level problems of a run (see the module comment). */
function collectWarnings(report, lint = []) {
    const out = [];
    // Lint errors are failures; a loader diagnostic lint re-codes is counted once, as the lint finding.
    const lintErrors = new Set(lint.filter((d) => d.severity === 'error'));
    for (const d of mergeHookDiagnostics(report.diagnostics, lint)) {
        if (d.severity !== 'info' && d.code !== 'file-rejected' && !lintErrors.has(d))
            out.push(`${d.file}:${d.line}: ${d.code}: ${d.message}`);
    }
    for (const scenario of report.scenarios) {
        for (const warning of scenario.warnings) {
            if (!warning.startsWith(REDUCED_FIDELITY))
                out.push(`${scenario.name}: ${warning}`);
        }
        const blocked = new Set(scenario.egress.filter((e) => !e.allowed).map((e) => e.url ?? e.host));
        for (const event of scenario.events) {
            for (const warning of event.warnings ?? []) {
                // A hook's "blocked by firewall" warning repeats a block listed below.
                if ([...blocked].some((address) => warning.includes(address)))
                    continue;
                out.push(`${scenario.name}: ${event.event}: ${warning}`);
            }
        }
        for (const address of blocked)
            out.push(`${scenario.name}: the firewall blocked ${address}`);
    }
    return [...new Set(out)];
}
function lintErrorNote(failures) {
    const count = failures.filter((f) => f.startsWith('lint error')).length;
    return count === 0 ? '' : `; lint found ${count} error${count === 1 ? '' : 's'}`;
}
/** Decide the step's outcome. */
function decideVerdict(result, failOn) {
    const failures = collectFailures(result);
    const warnings = collectWarnings(result.report, result.lint);
    const { summary } = result.report;
    if (failOn !== 'never' && failures.length > 0) {
        return {
            fail: true,
            message: `hooksim: ${summary.failed} failed, ${summary.errored} errored of ${summary.scenarios} scenarios${failures.some((f) => f.startsWith('hook file rejected')) ? '; a hook file was rejected' : ''}${lintErrorNote(failures)}. See the annotations and the job summary.`,
            failures,
            warnings,
        };
    }
    if (failOn === 'warning' && warnings.length > 0) {
        return {
            fail: true,
            message: `hooksim: ${warnings.length} warning${warnings.length === 1 ? '' : 's'} and fail-on is warning. First: ${escape_terminalLine(warnings[0] ?? '')}`,
            failures,
            warnings,
        };
    }
    return { fail: false, failures, warnings };
}

;// CONCATENATED MODULE: ./src/action.ts
/**
 * The Action's main module: parse the inputs once, pick the scenarios (all, or those a pull request's changes
 * reach), run them with the same core as the CLI, then publish: reports, job summary, annotations, outputs,
 * the sticky comment. Only the verdict sets the exit status; a failure to publish is a warning.
 */


























/** Print text that came from hooks or scenarios without letting it issue workflow commands. */
function printUntrusted(text) {
    const token = (0,external_node_crypto_.randomUUID)();
    process.stdout.write(`::stop-commands::${token}\n${text}\n::${token}::\n`);
}
/**
 * The pinned Copilot CLI for `engine: copilot-cli`: found in the runner's tool cache (kept between jobs on
 * self-hosted runners; `actions/cache` on that path keeps it on hosted ones), else installed there from npm.
 */
async function ensureEngine() {
    const dir = process.env.RUNNER_TOOL_CACHE
        ? external_node_path_default().join(process.env.RUNNER_TOOL_CACHE, 'hooksim', `copilot-${COPILOT_CLI_VERSION}`)
        : defaultEngineDir();
    const found = await locateEngine(dir).then(() => true, () => false);
    if (!found) {
        core/* info */.pq(`Installing the Copilot CLI ${COPILOT_CLI_VERSION} into ${dir}`);
        await installEngine({ dir, onOutput: (text) => core/* info */.pq(escape_terminalLine(text.trimEnd())) });
    }
    return dir;
}
async function planScenarios(settings, repoDir, run, client) {
    const notes = [];
    const matched = await expandScenarioGlobs(repoDir, settings.scenarios);
    if (matched.length === 0) {
        const note = `No file matches ${markdownCode(settings.scenarios.join(', '))} in ${markdownCode(settings.repoPath)}: the default scenario folder runs, or the smoke session when it is empty.`;
        notes.push(note);
        // A pattern someone wrote that matches nothing is most likely a typo: say so where it is seen.
        if (settings.scenarios.join('\n') !== INPUT_DEFAULTS.scenarios)
            core/* warning */.$e(escape_terminalLine(note.replace(/`/g, "'")));
        return { files: undefined, skip: false, notes };
    }
    if (!settings.changedOnly)
        return { files: matched, skip: false, notes };
    if (!run.pr) {
        notes.push(`\`changed-only\` applies to pull requests; this is a ${markdownCode(run.eventName || 'local')} run, so every scenario runs.`);
        return { files: matched, skip: false, notes };
    }
    const workspace = external_node_path_default().resolve(process.env.GITHUB_WORKSPACE || process.cwd());
    const changes = await findChangedFiles({ client, pr: run.pr, workspace, repoDir });
    for (const note of changes.notes)
        core/* info */.pq(escape_terminalLine(note));
    if (!changes.ok) {
        core/* warning */.$e(escape_terminalLine(`changed-only: could not find the pull request's changed files, so every scenario runs. ${changes.notes.join(' ')}`));
        notes.push('`changed-only`: the changed files could not be found, so every scenario runs.');
        return { files: matched, skip: false, notes };
    }
    const config = await validateRepo({ repo: repoDir, profile: settings.profile });
    const display = (file) => external_node_path_default().relative(repoDir, file).split((external_node_path_default()).sep).join('/');
    const candidates = await Promise.all(matched.map(async (file) => {
        const loaded = await loadScenarioFile(file, display(file), repoDir);
        return { file: display(file), ...(loaded.ok ? { scenario: loaded.scenario } : {}) };
    }));
    const selection = selectChangedScenarios({
        changed: changes.files,
        candidates,
        config,
        profile: (scenario) => getProfile(scenario.profile ?? settings.profile),
    });
    for (const reason of selection.reasons)
        core/* info */.pq(escape_terminalLine(`changed-only: ${reason}`));
    const source = changes.source === 'api' ? 'the pull request' : '`git diff` against the base';
    notes.push(selectionNote(selection, candidates.length, source));
    if (selection.files.length === 0)
        return { files: [], skip: true, notes };
    return { files: selection.files.map((file) => external_node_path_default().join(repoDir, file)), skip: false, notes };
}
function reportNames(settings) {
    const suffix = settings.shard ? `-shard-${settings.shard.index}-of-${settings.shard.count}` : '';
    const base = external_node_path_default().join(settings.reportDir, `hooksim-report${suffix}`);
    return { json: `${base}.json`, junit: `${base}.xml`, markdown: `${base}.md`, html: `${base}.html` };
}
function blockedHosts(report) {
    const hosts = report.scenarios.flatMap((s) => s.egress.filter((e) => !e.allowed).map((e) => e.host));
    return [...new Set(hosts)].sort();
}
/** Run hooksim as a GitHub Action. */
async function action_run() {
    let settings;
    try {
        settings = parseActionSettings((name) => core/* getInput */.V4(name));
    }
    catch (error) {
        if (error instanceof ActionInputError) {
            core/* setFailed */.C1(error.message);
            return;
        }
        throw error;
    }
    const repoDir = external_node_path_default().resolve(settings.repoPath);
    const isDir = await (0,promises_.stat)(repoDir).then((s) => s.isDirectory(), () => false);
    if (!isDir) {
        core/* setFailed */.C1(`Input 'repo-path' is ${JSON.stringify(settings.repoPath)}; expected a directory (${repoDir} is none).`);
        return;
    }
    const workspace = external_node_path_default().resolve(process.env.GITHUB_WORKSPACE || process.cwd());
    const relativeRepo = external_node_path_default().relative(workspace, repoDir);
    const annotationPrefix = relativeRepo.startsWith('..') ? repoDir : relativeRepo.split((external_node_path_default()).sep).join('/');
    const runContext = readRunContext();
    const client = settings.githubToken ? createGitHubClient(settings.githubToken) : undefined;
    const plan = await planScenarios(settings, repoDir, runContext, client);
    let sandboxKind = settings.sandbox === 'process' ? 'process' : 'namespace';
    if (!plan.skip) {
        const bubblewrapNote = await ensureSandboxTools(settings.sandbox);
        if (bubblewrapNote)
            core/* info */.pq(bubblewrapNote);
        // Before lint and before any hook: a run that cannot be isolated must not start at all.
        const decision = await decideActionSandbox(settings.sandbox, bubblewrapNote);
        if (!decision.ok) {
            await core/* summary */.z
                .addRaw(`> [!CAUTION]\n${decision.error.replace(/^/gm, '> ')}\n`)
                .write()
                .catch(() => undefined);
            core/* setFailed */.C1(decision.error);
            return;
        }
        sandboxKind = decision.kind;
        if (bubblewrapNote)
            plan.notes.push(bubblewrapNote);
        if (decision.warning) {
            plan.notes.unshift(`⚠️ ${decision.warning}`);
            core/* warning */.$e(decision.warning.replace(/`/g, ''));
        }
    }
    if (settings.shard)
        plan.notes.push(`Shard ${settings.shard.text}: this job ran its slice of the scenarios.`);
    // Lint first: its findings do not depend on the scenarios, and a crash in it must not cost the sessions.
    let lint = [];
    try {
        lint = await lintRepo({ repo: repoDir, allowHosts: settings.allowHosts });
    }
    catch (error) {
        core/* warning */.$e(`hooksim lint could not run: ${escape_terminalLine(error.message)}`);
    }
    let outcome;
    if (plan.skip) {
        const config = await validateRepo({ repo: repoDir, profile: settings.profile });
        outcome = {
            report: buildJsonReport(settings.profile, [], config.diagnostics, 0),
            unreadable: false,
            sandboxFailed: false,
        };
    }
    else {
        const engineDir = settings.engine === 'copilot-cli' ? await ensureEngine() : undefined;
        outcome = await runScenarios({
            repo: repoDir,
            profile: settings.profile,
            ...(engineDir === undefined ? {} : { engine: 'copilot-cli', engineDir }),
            scenarios: plan.files ?? [],
            sandbox: sandboxKind,
            allowHosts: settings.allowHosts,
            ...(settings.shard ? { shard: settings.shard.text } : {}),
            ...(settings.compareProfile ? { compare: settings.compareProfile } : {}),
            onScenario: (scenario) => printUntrusted(formatScenarioLine(scenario)),
        });
    }
    const { report } = outcome;
    for (const note of plan.notes)
        core/* info */.pq(escape_terminalLine(note.replace(/`/g, '')));
    const names = reportNames(settings);
    // A report that cannot be written (or rendered) fails the step, and its output is not set: no step after
    // this one may read a file that is not there.
    const unwritten = [];
    const written = new Set();
    await (0,promises_.mkdir)(settings.reportDir, { recursive: true }).catch(() => undefined);
    for (const format of REPORT_FORMATS) {
        const file = names[format];
        try {
            await (0,promises_.writeFile)(file, renderReport(report, format));
            written.add(format);
        }
        catch (error) {
            unwritten.push(`the ${format} report ${file}: ${error.message}`);
        }
    }
    try {
        const summary = renderJobSummary(report, {
            notes: plan.notes,
            lint,
            reportHint: `The full report is ${markdownCode(external_node_path_default().basename(names.markdown))} (and \`.json\`, \`.xml\`, and \`.html\` to open in a browser) in \`report-dir\`; upload it with actions/upload-artifact.`,
        });
        if (summary.omitted > 0)
            core/* warning */.$e(`The job summary omits the details of ${summary.omitted} scenarios to stay under 1 MiB.`);
        await core/* summary */.z.addRaw(summary.text).write();
    }
    catch (error) {
        core/* warning */.$e(`Could not write the job summary: ${error.message}`);
    }
    // Shards share the hook files: only the first annotates their diagnostics, so each shows once.
    const annotations = collectAnnotations(report, {
        diagnostics: !settings.shard || settings.shard.index === 1,
        lint,
    });
    for (const line of planAnnotations(annotations, annotationPrefix))
        process.stdout.write(`${line}\n`);
    const verdict = decideVerdict({ ...outcome, lint }, settings.failOn);
    if (verdict.warnings.length > 0)
        printUntrusted(verdict.warnings.map((w) => `hooksim warning: ${escape_terminalLine(w)}`).join('\n'));
    try {
        core/* setOutput */.uH('passed', String(report.summary.passed));
        core/* setOutput */.uH('failed', String(report.summary.failed));
        core/* setOutput */.uH('errored', String(report.summary.errored));
        if (written.has('json'))
            core/* setOutput */.uH('report-json', names.json);
        if (written.has('junit'))
            core/* setOutput */.uH('report-junit', names.junit);
        if (written.has('markdown'))
            core/* setOutput */.uH('report-markdown', names.markdown);
        if (written.has('html'))
            core/* setOutput */.uH('report-html', names.html);
        core/* setOutput */.uH('blocked-hosts', blockedHosts(report).join('\n'));
    }
    catch (error) {
        core/* warning */.$e(`Could not set the step outputs: ${error.message}`);
    }
    if (settings.comment)
        await postComment(settings, runContext, client, report, plan.notes);
    if (unwritten.length > 0)
        core/* setFailed */.C1(`hooksim could not write ${unwritten.join('; ')}`);
    if (verdict.fail)
        core/* setFailed */.C1(verdict.message ?? 'hooksim failed');
}
async function postComment(settings, runContext, client, report, notes) {
    if (!runContext.pr) {
        core/* info */.pq(`comment: this is not a pull request run (${runContext.eventName || 'no event'}); no comment posted.`);
        return;
    }
    if (!client) {
        core/* warning */.$e('comment: github-token is empty, so no pull-request comment was posted.');
        return;
    }
    const key = [
        settings.repoPath === '.' ? '' : settings.repoPath,
        settings.shard ? `shard ${settings.shard.text}` : '',
    ]
        .filter(Boolean)
        .join(' ');
    const marker = commentMarker(key || 'default');
    const body = renderComment(report, {
        marker,
        ...(runContext.runUrl ? { runUrl: runContext.runUrl } : {}),
        notes,
    });
    const outcome = await upsertStickyComment(client, runContext.pr, marker, body);
    if (outcome.action === 'skipped')
        core/* warning */.$e(escape_terminalLine(`comment: ${outcome.reason}`));
    else
        core/* info */.pq(`comment: ${outcome.action} comment ${outcome.id} on pull request #${runContext.pr.number}.`);
}


/***/ }),

/***/ 8504:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

// @ts-check
/**
 * The egress relay of the in-sandbox agent (spec/cloud-environment.md §5.1): the sandbox's network
 * namespace has only loopback, so every name lookup goes to 127.0.0.53:53 and every proxied or redirected
 * TCP connection to 127.1.0.1:{80,443,3128}; each is carried to the firewall outside over the Unix socket
 * hooksim bind-mounts into the sandbox. The firewall decides; nothing here filters.
 *
 * Frames on the socket, one connection each: `TCP <listen-address> <listen-port>[ <command>]\n` then raw bytes
 * both ways; `DNS <n>[ <command>]\n` + n query bytes, answered by `<n>\n` + n response bytes. `<command>` is the
 * base64 command line of the sandbox process that made the connection or lookup (§5.4), when /proc names it
 * (identifyClient; sandbox/README.md has the method and its cost). It is untrusted: the firewall cleans it again.
 */
const { createSocket } = __webpack_require__(1314);
const { open, readdir, readlink } = __webpack_require__(1455);
const { connect, createServer } = __webpack_require__(7030);
const { endianness } = __webpack_require__(8161);

/** The DNS stub address `/etc/resolv.conf` names. */
const DNS_ADDRESS = '127.0.0.53';
/** Where HTTP, HTTPS and the HTTP proxy are answered. */
const PROXY_ADDRESS = '127.1.0.1';
/** The TCP ports relayed on PROXY_ADDRESS. */
const PROXY_PORTS = [80, 443, 3128];
/** A DNS exchange that takes longer is dropped (the client retries or fails). */
const DNS_TIMEOUT_MS = 10_000;
/** The longest DNS response accepted back from the firewall. */
const DNS_MAX_BYTES = 65_535;
/** The longest command line sent, in UTF-16 units (a longer one is cut and ends with `…`). */
const MAX_COMMAND_CHARS = 1000;
/** Bytes of /proc/<pid>/cmdline read: argv can be megabytes, the report shows a thousand characters. */
const CMDLINE_READ_BYTES = 4096;
/**
 * What one identification may examine before it gives up and the relay sends no command: processes whose
 * descriptors it lists, descriptor links it reads, bytes of /proc/net tables. A sandbox full of processes, sockets
 * or descriptors costs it work, never the agent's event loop (every read is asynchronous), and load only slows it:
 * the client waits meanwhile (its bytes unread, its DNS answer held). `lastResortMs` is not a budget: it only frees
 * the client when a read hangs.
 */
const IDENTIFY_LIMITS = { processes: 2048, links: 20_000, tableBytes: 4 << 20, lastResortMs: 5_000 };
/**
 * Identifications in flight at once (each bounded by IDENTIFY_LIMITS); a connection or lookup beyond them gets no
 * command rather than queueing, so a hook opening connections in a loop cannot stack /proc work without bound.
 */
const MAX_IDENTIFYING = 64;
/**
 * hooksim's own programs in the sandbox (the copilot-cli engine's launcher, whose forwarder carries the CLI's HTTP
 * hook requests): machinery, not a hook's or tool's process, so they get no command (§5.6: HTTP hooks have none).
 */
const HOOKSIM_PROGRAM = /^\/run\/hooksim\/node \/run\/hooksim\/[^/ ]+\.[cm]js(?: |$)/;
/** How far up its parents a socket's owner is followed (see findSocketOwner). */
const MAX_PARENT_STEPS = 16;
/** Descriptor links of one process read at once (the thread pool runs four at a time). */
const LINK_BATCH = 16;
/** Bytes per read of a /proc/net table, about 27 lines: procfs gives at most a page per read (see scanTable). */
const TABLE_READ_BYTES = 4096;
/** A /proc/net line is under 200 bytes: a longer one is not a table line. */
const TABLE_LINE_MAX_BYTES = 1024;
/** /proc/net prints each 32-bit word of an address in host byte order. */
const LITTLE_ENDIAN = endianness() === 'LE';

/**
 * Listen on every relay address; resolves once all listeners are bound. `inherited` are listeners the native
 * agent bound already (sandbox/agent.c), as descriptors in the order DNS over UDP, DNS over TCP, then the TCP
 * ports of PROXY_PORTS; they are taken as they are.
 * @param {string} socketPath
 * @param {number[]} [inherited]
 */
async function startEgressRelay(socketPath, inherited) {
  const [dnsUdp, dnsTcp, ...proxies] = inherited ?? [];
  await Promise.all([
    ...PROXY_PORTS.map((port, i) =>
      listen(
        createTcpRelayServer(socketPath, PROXY_ADDRESS, port, { identifyClients: true }),
        port,
        PROXY_ADDRESS,
        proxies[i],
      ),
    ),
    listenDnsUdp(socketPath, dnsUdp),
    listenDnsTcp(socketPath, dnsTcp),
  ]);
}

/**
 * A TCP server (not yet listening) that carries each connection to the firewall's socket, framed as the
 * listener `address:port` the client reached, and with `identifyClients` the client's command line. The process
 * driver uses it on a port of its own, without: there the "sandbox" is the host, whose processes are not ours to
 * read.
 * @param {string} socketPath
 * @param {string} address
 * @param {number} port
 * @param {{ identifyClients?: boolean }} [options]
 * @returns {import('node:net').Server}
 */
function createTcpRelayServer(socketPath, address, port, options = {}) {
  // Paused: nothing is read from the client until its command is known and the header has gone out.
  return createServer({ allowHalfOpen: true, pauseOnConnect: true }, (client) => {
    client.on('error', () => client.destroy());
    const identified = options.identifyClients
      ? identifyClient('tcp', peerOf(client), localOf(client))
      : Promise.resolve(undefined);
    void identified.then((command) => {
      if (client.destroyed) return;
      const upstream = connect({ path: socketPath, allowHalfOpen: true });
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      // Queued before any client byte: writes on a connecting socket keep their order.
      upstream.write(`TCP ${address} ${port}${commandField(command)}\n`);
      client.pipe(upstream);
      upstream.pipe(client);
    });
  });
}

/**
 * The client's end of an accepted connection.
 * @param {import('node:net').Socket} socket
 * @returns {Endpoint}
 */
function peerOf(socket) {
  return { address: socket.remoteAddress, port: socket.remotePort };
}

/**
 * The relay's end of an accepted connection.
 * @param {import('node:net').Socket} socket
 * @returns {Endpoint}
 */
function localOf(socket) {
  return { address: socket.localAddress, port: socket.localPort };
}

/**
 * @param {import('node:net').Server} server
 * @param {number} port
 * @param {string} address
 * @param {number} [fd] a listening socket to take instead
 * @returns {Promise<void>}
 */
function listen(server, port, address, fd) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(fd === undefined ? { port, host: address } : { fd }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Ask the firewall one DNS question on behalf of `command`; resolves with the raw response, or undefined on any
 * failure.
 * @param {string} socketPath
 * @param {Buffer} query
 * @param {string} [command]
 * @returns {Promise<Buffer | undefined>}
 */
function relayDns(socketPath, query, command) {
  return new Promise((resolve) => {
    const upstream = connect({ path: socketPath });
    /** @type {Buffer[]} */
    const chunks = [];
    let received = 0;
    let done = false;
    /** @param {Buffer | undefined} answer */
    const finish = (answer) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      upstream.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => finish(undefined), DNS_TIMEOUT_MS);
    upstream.on('error', () => finish(undefined));
    upstream.on('close', () => finish(parseDnsAnswer(Buffer.concat(chunks, received))));
    upstream.on('data', (/** @type {Buffer} */ chunk) => {
      chunks.push(chunk);
      received += chunk.length;
      if (received > DNS_MAX_BYTES + 8) return finish(undefined);
      const answer = parseDnsAnswer(Buffer.concat(chunks, received));
      if (answer !== undefined) finish(answer);
    });
    upstream.write(
      Buffer.concat([Buffer.from(`DNS ${query.length}${commandField(command)}\n`, 'ascii'), query]),
    );
  });
}

/**
 * `<n>\n` + n bytes, or undefined while incomplete or malformed.
 * @param {Buffer} data
 */
function parseDnsAnswer(data) {
  const newline = data.indexOf(10);
  if (newline < 1 || newline > 6) return undefined;
  const text = data.subarray(0, newline).toString('ascii');
  if (!/^\d+$/.test(text)) return undefined;
  const length = Number(text);
  if (length > DNS_MAX_BYTES || data.length < newline + 1 + length) return undefined;
  return data.subarray(newline + 1, newline + 1 + length);
}

/**
 * @param {string} socketPath
 * @param {number} [fd] a bound socket to take instead
 * @returns {Promise<void>}
 */
function listenDnsUdp(socketPath, fd) {
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    // Asked per datagram: a client's socket lives for its lookup (it waits for this answer), then its port is
    // anyone's. Each datagram is identified on its own: a slow one holds back only its own answer.
    void identifyClient('udp', peer, undefined)
      .then((command) => relayDns(socketPath, query, command))
      .then((answer) => {
        if (answer !== undefined) socket.send(answer, peer.port, peer.address);
      });
  });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(fd === undefined ? { port: 53, address: DNS_ADDRESS } : { fd }, () => {
      socket.off('error', reject);
      socket.on('error', () => undefined);
      resolve();
    });
  });
}

/**
 * DNS over TCP: each message carries a 2-byte length; answers go back in order.
 * @param {string} socketPath
 * @param {number} [fd] a listening socket to take instead
 * @returns {Promise<void>}
 */
function listenDnsTcp(socketPath, fd) {
  // Paused, as the TCP relay: queries are read once the client's command is known.
  const server = createServer({ pauseOnConnect: true }, (client) => {
    client.on('error', () => client.destroy());
    void identifyClient('tcp', peerOf(client), localOf(client)).then((command) => {
      if (!client.destroyed) relayDnsStream(socketPath, client, command);
    });
  });
  return listen(server, 53, DNS_ADDRESS, fd);
}

/**
 * Answer the length-prefixed queries of a DNS-over-TCP client, in order, each asked as `command`.
 * @param {string} socketPath
 * @param {import('node:net').Socket} client
 * @param {string | undefined} command
 */
function relayDnsStream(socketPath, client, command) {
  let buffered = Buffer.alloc(0);
  let chain = Promise.resolve();
  client.on('data', (/** @type {Buffer} */ chunk) => {
    buffered = Buffer.concat([buffered, chunk]);
    while (buffered.length >= 2) {
      const length = buffered.readUInt16BE(0);
      if (buffered.length < 2 + length) break;
      const query = buffered.subarray(2, 2 + length);
      buffered = buffered.subarray(2 + length);
      chain = chain.then(async () => {
        const answer = await relayDns(socketPath, query, command);
        if (answer === undefined || answer.length > 0xffff) return void client.destroy();
        const prefix = Buffer.alloc(2);
        prefix.writeUInt16BE(answer.length, 0);
        if (!client.destroyed) client.write(Buffer.concat([prefix, answer]));
      });
    }
  });
  client.resume();
}

/**
 * ` <base64>` for a frame header, or nothing.
 * @param {string | undefined} command
 */
function commandField(command) {
  return command === undefined ? '' : ` ${Buffer.from(command, 'utf8').toString('base64')}`;
}

/**
 * @typedef {{ address: string | undefined, port: number | undefined }} Endpoint
 */

/**
 * What one identification has examined so far (see IDENTIFY_LIMITS); `abandoned` once it has been given up.
 * @typedef {{ processes: number, links: number, tableBytes: number, abandoned: boolean }} Scan
 */

/** Identifications in flight (see MAX_IDENTIFYING). */
let identifying = 0;

/**
 * The command line of the sandbox process that owns the client socket bound to `local` (and, for TCP, connected
 * to `remote`), or undefined when it cannot be found within IDENTIFY_LIMITS. Asynchronous throughout: the event
 * loop keeps serving every other connection meanwhile, each identified on its own. Never rejects.
 * @param {'tcp' | 'udp'} protocol
 * @param {Endpoint} local
 * @param {Endpoint | undefined} remote
 * @returns {Promise<string | undefined>}
 */
async function identifyClient(protocol, local, remote) {
  if (identifying >= MAX_IDENTIFYING) return undefined;
  identifying += 1;
  /** @type {Scan} */
  const scan = { processes: 0, links: 0, tableBytes: 0, abandoned: false };
  // Counted until the work itself ends, not the race: a hung read keeps its place among MAX_IDENTIFYING.
  const work = findClientCommand(protocol, local, remote, scan)
    .catch(() => undefined)
    .finally(() => {
      identifying -= 1;
    });
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const lastResort = new Promise((resolve) => {
    timer = setTimeout(resolve, IDENTIFY_LIMITS.lastResortMs, undefined);
  });
  try {
    return /** @type {string | undefined} */ (await Promise.race([work, lastResort]));
  } finally {
    clearTimeout(timer);
    scan.abandoned = true;
  }
}

/**
 * @param {'tcp' | 'udp'} protocol
 * @param {Endpoint} local
 * @param {Endpoint | undefined} remote
 * @param {Scan} scan
 * @returns {Promise<string | undefined>}
 */
async function findClientCommand(protocol, local, remote, scan) {
  // Both at once: the client existed when it connected, so a process list taken now holds it.
  const [inode, pids] = await Promise.all([findSocketInode(protocol, local, remote, scan), listProcesses()]);
  if (inode === undefined) return undefined;
  const pid = await findSocketOwner(inode, pids, scan);
  return pid === undefined || scan.abandoned ? undefined : readCommandLine(pid);
}

/**
 * Count `amount` of `kind` against IDENTIFY_LIMITS; false once over them or given up.
 * @param {Scan} scan
 * @param {'processes' | 'links' | 'tableBytes'} kind
 * @param {number} amount
 */
function spend(scan, kind, amount) {
  scan[kind] += amount;
  return withinLimits(scan);
}

/**
 * Whether the scan may go on: not given up, nothing over IDENTIFY_LIMITS.
 * @param {Scan} scan
 */
function withinLimits(scan) {
  return (
    !scan.abandoned &&
    scan.processes <= IDENTIFY_LIMITS.processes &&
    scan.links <= IDENTIFY_LIMITS.links &&
    scan.tableBytes <= IDENTIFY_LIMITS.tableBytes
  );
}

/**
 * The inode of the socket in /proc/net/<protocol>{,6} whose local end is `local` (and remote end `remote`).
 * IPv4 clients on IPv6 sockets show in the `6` table as `::ffff:a.b.c.d`, so it is read only when the first has
 * no match.
 * @param {'tcp' | 'udp'} protocol
 * @param {Endpoint} local
 * @param {Endpoint | undefined} remote
 * @param {Scan} scan
 * @returns {Promise<string | undefined>}
 */
async function findSocketInode(protocol, local, remote, scan) {
  if (local.address === undefined || local.port === undefined) return undefined;
  const wantLocal = `${normalizeAddress(local.address)}:${local.port}`;
  const wantRemote = remote && `${normalizeAddress(remote.address ?? '')}:${remote.port}`;
  const portField = `:${local.port.toString(16).toUpperCase().padStart(4, '0')} `;
  for (const file of [`/proc/net/${protocol}`, `/proc/net/${protocol}6`]) {
    const inode = await scanTable(file, scan, (line) => {
      if (!line.includes(portField)) return undefined;
      // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode ...
      const fields = line.trim().split(/\s+/);
      const inode = fields[9];
      if (!inode || inode === '0' || decodeEndpoint(fields[1] ?? '') !== wantLocal) return undefined;
      if (wantRemote !== undefined && decodeEndpoint(fields[2] ?? '') !== wantRemote) return undefined;
      return inode;
    });
    if (inode !== undefined) return inode;
  }
  return undefined;
}

/**
 * The first line of a /proc/net table that `match` accepts, read no further than the match. Each read is a round
 * trip through libuv's thread pool, so reads are a page (procfs gives no more per read of these tables): the first
 * holds the whole table of a quiet sandbox. A read that reaches the table's end makes the kernel walk its whole
 * socket hash table, every namespace's buckets: about half a millisecond, spent on a pool thread, not the event
 * loop.
 * @param {string} file
 * @param {Scan} scan
 * @param {(line: string) => string | undefined} match
 * @returns {Promise<string | undefined>}
 */
async function scanTable(file, scan, match) {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    return undefined;
  }
  try {
    const buffer = Buffer.alloc(TABLE_READ_BYTES);
    let partial = '';
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0 || !spend(scan, 'tableBytes', bytesRead)) return undefined;
      const lines = `${partial}${buffer.toString('latin1', 0, bytesRead)}`.split('\n');
      partial = lines.pop() ?? '';
      // A line longer than any real one is not a table line: stop rather than grow.
      if (partial.length > TABLE_LINE_MAX_BYTES) return undefined;
      for (const line of lines) {
        const found = match(line);
        if (found !== undefined) return found;
      }
    }
  } catch {
    return undefined;
  } finally {
    closeInBackground(handle);
  }
}

/**
 * `a.b.c.d` for an IPv4 or IPv4-mapped address, anything else as given.
 * @param {string} address
 */
function normalizeAddress(address) {
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

/**
 * `a.b.c.d:port` from `/proc/net` hex (`0100007F:1F90`: each 32-bit word of the address in host byte order),
 * for IPv4 and IPv4-mapped IPv6 addresses; undefined for anything else.
 * @param {string} field
 * @returns {string | undefined}
 */
function decodeEndpoint(field) {
  const match = /^([0-9A-Fa-f]{8}|[0-9A-Fa-f]{32}):([0-9A-Fa-f]{4})$/.exec(field);
  if (!match) return undefined;
  const hex = match[1] ?? '';
  /** @type {number[]} */
  const bytes = [];
  for (let at = 0; at < hex.length; at += 8) {
    const word = [...Buffer.from(hex.slice(at, at + 8), 'hex')];
    bytes.push(...(LITTLE_ENDIAN ? word.reverse() : word));
  }
  const v4 =
    bytes.length === 4
      ? bytes
      : bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff
        ? bytes.slice(12)
        : undefined;
  return v4 === undefined ? undefined : `${v4.join('.')}:${parseInt(match[2] ?? '', 16)}`;
}

/**
 * The sandbox's processes but this one, newest (highest pid) first.
 * @returns {Promise<number[]>}
 */
async function listProcesses() {
  try {
    return (await readdir('/proc'))
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .filter((pid) => pid !== process.pid)
      .sort((a, b) => b - a);
  } catch {
    return [];
  }
}

/**
 * The process that made the socket `socket:[inode]`: the newest process holding it (the client is a recent process
 * more often than a long-lived one), then up its parents while they hold it too (`exec 3<>/dev/tcp/…; cat <&3`:
 * the shell connected, cat only inherited the descriptor). Undefined when none is found within IDENTIFY_LIMITS; a
 * process whose descriptors are not ours to read (one that made itself non-dumpable) is skipped.
 * @param {string} inode
 * @param {number[]} pids newest first
 * @param {Scan} scan
 * @returns {Promise<number | undefined>}
 */
async function findSocketOwner(inode, pids, scan) {
  const target = `socket:[${inode}]`;
  let owner;
  for (const pid of pids) {
    if (await holdsSocket(pid, target, scan)) {
      owner = pid;
      break;
    }
    if (!withinLimits(scan)) return undefined;
  }
  for (let depth = 0; owner !== undefined && depth < MAX_PARENT_STEPS; depth += 1) {
    const parent = await readParent(owner);
    if (parent === undefined || parent === process.pid || !(await holdsSocket(parent, target, scan))) break;
    owner = parent;
  }
  return owner;
}

/**
 * Whether `pid` has `target` among its descriptors; false once over IDENTIFY_LIMITS. Its links are read LINK_BATCH
 * at a time: a process holding thousands of descriptors costs the links it has until the limit, no more.
 * @param {number} pid
 * @param {string} target
 * @param {Scan} scan
 */
async function holdsSocket(pid, target, scan) {
  if (!spend(scan, 'processes', 1)) return false;
  let fds;
  try {
    fds = await readdir(`/proc/${pid}/fd`);
  } catch {
    return false; // gone, or not ours to read
  }
  for (let at = 0; at < fds.length; at += LINK_BATCH) {
    const batch = fds.slice(at, at + LINK_BATCH);
    if (!spend(scan, 'links', batch.length)) return false;
    const links = await Promise.all(
      // A descriptor closed meanwhile is no match.
      batch.map((fd) => readlink(`/proc/${pid}/fd/${fd}`).catch(() => undefined)),
    );
    if (links.includes(target)) return true;
  }
  return false;
}

/**
 * The first `size` bytes of a /proc file, or undefined when it cannot be read (the process is gone).
 * @param {string} file
 * @param {number} size
 * @returns {Promise<Buffer | undefined>}
 */
async function readHead(file, size) {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    return undefined;
  }
  try {
    // procfs fills a read of these files as far as it can: one read is the whole head.
    const buffer = Buffer.alloc(size);
    const { bytesRead } = await handle.read(buffer, 0, size, 0);
    return buffer.subarray(0, bytesRead);
  } catch {
    return undefined;
  } finally {
    closeInBackground(handle);
  }
}

/**
 * Close without waiting for it: the caller has what it read, and a close is one more thread-pool round trip.
 * @param {import('node:fs/promises').FileHandle} handle
 */
function closeInBackground(handle) {
  void handle.close().catch(() => undefined);
}

/**
 * The parent pid of a process, from /proc/<pid>/stat (after the last `)`: the name may hold anything).
 * @param {number} pid
 * @returns {Promise<number | undefined>}
 */
async function readParent(pid) {
  const stat = (await readHead(`/proc/${pid}/stat`, 512))?.toString('latin1');
  if (stat === undefined) return undefined;
  const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  return Number.isInteger(parent) && parent > 0 ? parent : undefined;
}

/**
 * A process's argv, space-joined as Copilot's warning shows it, cut at MAX_COMMAND_CHARS; undefined when the
 * process has gone, has no argv (a zombie, a kernel thread) or is one of hooksim's own programs.
 * @param {number} pid
 * @returns {Promise<string | undefined>}
 */
async function readCommandLine(pid) {
  const head = await readHead(`/proc/${pid}/cmdline`, CMDLINE_READ_BYTES);
  if (head === undefined) return undefined;
  const bytes = head.at(-1) === 0 ? head.subarray(0, -1) : head;
  const command = bytes.toString('utf8').replaceAll('\0', ' ');
  if (command.trim() === '' || HOOKSIM_PROGRAM.test(command)) return undefined;
  if (command.length <= MAX_COMMAND_CHARS) return command;
  // Never half a surrogate pair at the cut.
  return `${command.slice(0, MAX_COMMAND_CHARS - 1).replace(/[\uD800-\uDBFF]$/, '')}…`;
}

module.exports = { PROXY_ADDRESS, MAX_COMMAND_CHARS, startEgressRelay, createTcpRelayServer };


/***/ }),

/***/ 7281:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

// @ts-check
/**
 * The one implementation of running a hook process (spec/runtime-behaviour.md §4-§6): its own process group,
 * stdin written then closed, stdout and stderr capped with the rest drained, timeout by termThenKill or kill,
 * the group killed after exit, and no hang on a leftover that holds stdout. The host driver runs it in
 * hooksim's process; the namespace sandbox's agent runs it inside the sandbox. Plain JavaScript, so the
 * agent can load it with the bare Node binary.
 */
const { spawn } = __webpack_require__(1421);
const { performance } = __webpack_require__(643);

/** @typedef {import('../src/sandbox/types.js').ExecRequest} ExecRequest */
/** @typedef {import('../src/sandbox/types.js').ExecResult} ExecResult */

/** SIGTERM to SIGKILL delay under `termThenKill` (runtime-behaviour.md §5). */
const TERM_GRACE_MS = 2000;
/**
 * How long the pipes may stay open after the hook itself exited: a background child or a `setsid`
 * escapee may hold stdout, and must not hang the run.
 */
const DRAIN_GRACE_MS = 150;
/** setTimeout fires at once for delays above 2^31-1 ms; a larger timeout means "practically never". */
const MAX_TIMER_MS = 2_147_483_647;

/** Keeps the first `cap` bytes of a stream and drains the rest, so the writer never blocks on a full pipe. */
class CappedSink {
  /** @param {number} cap */
  constructor(cap) {
    /** @type {Buffer[]} */
    this.chunks = [];
    this.kept = 0;
    this.truncated = false;
    this.cap = cap;
  }

  /**
   * Take one chunk from the stream.
   * @param {Buffer} chunk
   */
  push(chunk) {
    const room = this.cap - this.kept;
    if (room <= 0) {
      if (chunk.length > 0) this.truncated = true;
      return;
    }
    const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
    if (part.length < chunk.length) this.truncated = true;
    this.chunks.push(part);
    this.kept += part.length;
  }

  /** The bytes kept so far. */
  bytes() {
    return Buffer.concat(this.chunks, this.kept);
  }
}

/**
 * Send a signal to a whole process group; false when no member is left.
 * @param {number} pgid
 * @param {NodeJS.Signals | 0} signal
 */
function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    // ESRCH: the group is empty. EPERM cannot happen for our own children.
    return false;
  }
}

/** @param {unknown} error */
function errorMessage(error) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Run one command to completion, timeout or spawn failure; never throws for the command's own failures.
 * @param {ExecRequest} request
 * @returns {Promise<ExecResult>}
 */
function execCommand(request) {
  const started = performance.now();
  const stdout = new CappedSink(request.outputCapBytes);
  const stderr = new CappedSink(request.outputCapBytes);
  const [program = '', ...args] = request.argv;

  return new Promise((resolve) => {
    /** @type {import('node:child_process').ChildProcess} */
    let proc;
    try {
      // detached: the hook leads its own process group (pgid = pid), so the group can be signalled.
      proc = spawn(program, args, {
        cwd: request.cwd,
        env: request.env,
        detached: true,
        stdio: ['pipe', 'pipe', 'pipe'],
      });
    } catch (error) {
      // Some spawn failures (ENOTDIR cwd, E2BIG, invalid arguments) throw instead of emitting 'error'.
      resolve({
        exitCode: null,
        signal: null,
        timedOut: false,
        spawnError: errorMessage(error),
        stdout: Buffer.alloc(0),
        stderr: Buffer.alloc(0),
        stdoutTruncated: false,
        stderrTruncated: false,
        durationMs: Math.round(performance.now() - started),
      });
      return;
    }

    let settled = false;
    let timedOut = false;
    /** @type {number | null} */
    let exitCode = null;
    /** @type {string | null} */
    let exitSignal = null;
    /** @type {NodeJS.Timeout | undefined} */
    let timeoutTimer = undefined;
    /** @type {NodeJS.Timeout | undefined} */
    let killTimer = undefined;
    /** @type {NodeJS.Timeout | undefined} */
    let drainTimer = undefined;

    /** @param {string} [spawnError] */
    const finish = (spawnError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timeoutTimer);
      clearTimeout(drainTimer);
      // Whatever still holds our pipes (a setsid escapee) gets EPIPE/SIGPIPE on its next write.
      proc.stdout?.destroy();
      proc.stderr?.destroy();
      proc.stdin?.destroy();
      resolve({
        exitCode,
        signal: exitSignal,
        timedOut,
        ...(spawnError === undefined ? {} : { spawnError }),
        stdout: stdout.bytes(),
        stderr: stderr.bytes(),
        stdoutTruncated: stdout.truncated,
        stderrTruncated: stderr.truncated,
        durationMs: Math.round(performance.now() - started),
      });
    };

    proc.on('error', (error) => {
      // Emitted for ENOENT/EACCES at spawn time, and (rarely) for a failed kill; only the former ends the run.
      if (proc.pid === undefined) finish(error.message);
    });

    const pid = proc.pid;
    /**
     * @param {import('node:stream').Readable | null} stream
     * @param {CappedSink} sink
     */
    const capture = (stream, sink) => {
      stream?.on('data', (/** @type {Buffer} */ chunk) => sink.push(chunk));
      stream?.on('error', () => undefined);
    };
    capture(proc.stdout, stdout);
    capture(proc.stderr, stderr);

    if (proc.stdin) {
      // The hook may exit without reading stdin: EPIPE is expected, not a failure.
      proc.stdin.on('error', () => undefined);
      proc.stdin.end(request.stdin);
    }
    if (pid === undefined) return; // the 'error' event follows

    timeoutTimer = setTimeout(
      () => {
        timedOut = true;
        if (request.killMode === 'kill') {
          signalGroup(pid, 'SIGKILL');
          return;
        }
        signalGroup(pid, 'SIGTERM');
        killTimer = setTimeout(() => {
          if (signalGroup(pid, 0)) signalGroup(pid, 'SIGKILL');
        }, TERM_GRACE_MS);
      },
      Math.min(Math.max(request.timeoutMs, 0), MAX_TIMER_MS),
    );

    proc.on('exit', (code, signal) => {
      exitCode = code;
      exitSignal = signal;
      clearTimeout(timeoutTimer);
      if (request.killGroupOnExit) {
        signalGroup(pid, 'SIGKILL');
        clearTimeout(killTimer);
      }
      // Without killGroupOnExit a pending SIGTERM-to-SIGKILL escalation still runs for the leftovers.
      drainTimer = setTimeout(() => finish(), DRAIN_GRACE_MS);
    });
    // 'close' comes after 'exit' once every pipe is at EOF: the normal, prompt path.
    proc.on('close', () => finish());
  });
}

module.exports = { execCommand };


/***/ })

};
