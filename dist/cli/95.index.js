export const id = 95;
export const ids = [95];
export const modules = {

/***/ 8476:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   InterruptedError: () => (/* binding */ InterruptedError),
/* harmony export */   guardCleanup: () => (/* binding */ guardCleanup),
/* harmony export */   installInterruptHandlers: () => (/* binding */ installInterruptHandlers),
/* harmony export */   throwIfInterrupted: () => (/* binding */ throwIfInterrupted)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
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
    const deadline = (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(CLEANUP_LIMIT_MS, undefined, { ref: false });
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


/***/ })

};
