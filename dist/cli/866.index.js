export const id = 866;
export const ids = [866];
export const modules = {

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
