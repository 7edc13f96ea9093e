export const id = 631;
export const ids = [631,866];
export const modules = {

/***/ 6631:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   formatMachineReport: () => (/* binding */ formatMachineReport),
/* harmony export */   setupMachine: () => (/* binding */ setupMachine)
/* harmony export */ });
/* unused harmony exports inspectMachine, fixLine */
/* harmony import */ var _sandbox_cleanup_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9823);
/* harmony import */ var _sandbox_namespace_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9908);
/* harmony import */ var _sandbox_native_programs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6192);
/* harmony import */ var _sandbox_namespace_launch_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4855);
/* harmony import */ var _setup_install_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1866);
/* harmony import */ var _setup_machine_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8268);
/* harmony import */ var _setup_requirements_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2729);
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
        await (0,_sandbox_namespace_launch_js__WEBPACK_IMPORTED_MODULE_3__/* .detectLaunchMode */ .Wr)((0,_sandbox_cleanup_js__WEBPACK_IMPORTED_MODULE_0__/* .ensureRunDir */ .tJ)());
        return { ok: true };
    }
    catch (error) {
        if (!(error instanceof _sandbox_namespace_js__WEBPACK_IMPORTED_MODULE_1__/* .SandboxUnavailableError */ .Mh))
            throw error;
        return { ok: false, reason: error.message };
    }
}
/** Read the machine: every requirement of the groups asked, the package manager, and a sandbox probe. */
async function inspectMachine(options = {}) {
    const tests = options.tests ?? false;
    const [states, manager, privilege] = await Promise.all([
        (0,_setup_machine_js__WEBPACK_IMPORTED_MODULE_5__/* .checkRequirements */ .z4)((0,_setup_requirements_js__WEBPACK_IMPORTED_MODULE_6__/* .groupsFor */ .K)({ tests })),
        (0,_setup_machine_js__WEBPACK_IMPORTED_MODULE_5__/* .detectPackageManager */ .Lv)(),
        (0,_setup_machine_js__WEBPACK_IMPORTED_MODULE_5__/* .detectPrivilege */ .F4)(),
    ]);
    const missing = states.filter((s) => s.found === undefined).map((s) => s.requirement);
    const commands = manager === undefined
        ? []
        : (0,_setup_install_js__WEBPACK_IMPORTED_MODULE_4__/* .installCommands */ ._P)(manager, (0,_setup_install_js__WEBPACK_IMPORTED_MODULE_4__/* .packagesFor */ .f4)(manager, missing), privilege, options.sudo);
    const [namespaces, agent] = await Promise.all([
        probeNamespaces(states),
        (0,_sandbox_native_programs_js__WEBPACK_IMPORTED_MODULE_2__/* .nativeProgramsState */ .cR)((0,_sandbox_namespace_js__WEBPACK_IMPORTED_MODULE_1__/* .locateAgentDir */ .Br)()),
    ]);
    const ready = missing.every((r) => r.optional) && namespaces.ok === true;
    return { states, ...(manager ? { manager } : {}), privilege, namespaces, agent, commands, ready, tests };
}
/** The report with the native programs built (when a compiler is there). */
async function withAgentBuilt(report) {
    return { ...report, agent: await (0,_sandbox_native_programs_js__WEBPACK_IMPORTED_MODULE_2__/* .buildNativePrograms */ .lI)((0,_sandbox_namespace_js__WEBPACK_IMPORTED_MODULE_1__/* .locateAgentDir */ .Br)()) };
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
        await (0,_setup_install_js__WEBPACK_IMPORTED_MODULE_4__/* .runInstall */ .FQ)(before.commands, options.onOutput ?? (() => undefined));
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
            return `${pad('ok', 9)}${pad('agent', 11)}${pad(agent.agent, 32)}the sandbox's native agent and setup step`;
        case 'unbuilt':
            return `${pad('unbuilt', 9)}${pad('agent', 11)}the sandbox's native agent and setup step: built by \`hooksim setup\` or the first sandbox`;
        case 'no-compiler':
            return `${pad('missing', 9)}${pad('agent', 11)}no C compiler to build the native agent and setup step: ${slower}`;
        case 'failed':
            return `${pad('FAILED', 9)}${pad('agent', 11)}the native agent and setup step did not build (${agent.reason.split('\n')[0] ?? ''}): ${slower}`;
    }
}
function pad(text, width) {
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
    return `run \`${setup}\`${how}, which runs: ${report.commands.map(_setup_install_js__WEBPACK_IMPORTED_MODULE_4__.showCommand).join(' && ')}`;
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
        lines.push(`  ${pad(state, 9)}${pad(requirement.command, 11)}${pad(where, 32)}${requirement.purpose}${group}`);
    }
    const ns = report.namespaces;
    const [nsState, nsText] = ns.ok === true
        ? ['ok', 'the namespace sandbox starts here (user namespaces, overlayfs)']
        : ns.ok === 'untried'
            ? ['untried', 'needs the programs above first']
            : ['FAILED', ns.reason.split('\n')[0] ?? ''];
    lines.push(`  ${pad(nsState, 9)}${pad('namespaces', 11)}${nsText}`);
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


/***/ }),

/***/ 1866:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FQ: () => (/* binding */ runInstall),
/* harmony export */   _P: () => (/* binding */ installCommands),
/* harmony export */   f4: () => (/* binding */ packagesFor),
/* harmony export */   showCommand: () => (/* binding */ showCommand)
/* harmony export */ });
/* unused harmony export InstallError */
/* harmony import */ var _host_command_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5809);
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
        await (0,_host_command_js__WEBPACK_IMPORTED_MODULE_0__/* .runHostCommand */ .$t)(program, args, { env: process.env, stdin: 'inherit', timeoutMs, onOutput }).catch((error) => {
            throw error instanceof _host_command_js__WEBPACK_IMPORTED_MODULE_0__/* .HostCommandError */ .MK ? new InstallError(shown, error.reason) : error;
        });
    }
}


/***/ })

};
