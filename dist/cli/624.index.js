export const id = 624;
export const ids = [624];
export const modules = {

/***/ 4624:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fireWithCopilot: () => (/* binding */ fireWithCopilot)
/* harmony export */ });
/* unused harmony export fireScenario */
/* harmony import */ var _commands_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9255);
/* harmony import */ var _session_scenario_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2598);
/* harmony import */ var _copilot_engine_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7507);
/* harmony import */ var _copilot_install_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8289);
/* harmony import */ var _copilot_session_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6095);
/* harmony import */ var _fire_events_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(481);
/**
 * `hooksim fire EVENT --engine copilot-cli`: the real CLI fires events only inside a session, so one event is
 * fired by a one-step session (a tool call for the tool events, an empty session for the session events)
 * and the record of the first dispatch of that event is returned.
 */







/** The one-step session that makes the CLI fire `event`. */
function fireScenario(input) {
    const kind = _fire_events_js__WEBPACK_IMPORTED_MODULE_5__/* .ENGINE_FIRE_EVENTS */ .I[input.event];
    if (kind === undefined) {
        throw new _commands_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`fire --engine copilot-cli supports ${Object.keys(_fire_events_js__WEBPACK_IMPORTED_MODULE_5__/* .ENGINE_FIRE_EVENTS */ .I).join(', ')}; '${input.event}' needs a session the one-step script cannot make (use the native engine).`);
    }
    const steps = kind === 'tool' ? [{ tool: input.tool ?? 'bash', args: input.args ?? {}, execute: true }] : [];
    return _session_scenario_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .scenarioSchema */ .mE.parse({
        name: `fire ${input.event}`,
        prompt: input.prompt ?? 'Fire one event.',
        env: input.env ?? {},
        steps,
    });
}
/** Fire one event through the real CLI; the record of its first dispatch, and the whole scenario report. */
async function fireWithCopilot(input) {
    const scenario = fireScenario(input);
    const engine = await (0,_copilot_install_js__WEBPACK_IMPORTED_MODULE_3__/* .locateEngine */ .JW)(input.engineDir);
    await (0,_copilot_session_js__WEBPACK_IMPORTED_MODULE_4__/* .warmEngine */ .C)(engine, { profile: input.profile, prompt: '' });
    const report = await (0,_copilot_engine_js__WEBPACK_IMPORTED_MODULE_2__/* .runCopilotScenario */ .C)({
        scenario,
        file: '(fire)',
        profile: input.profile,
        config: input.config,
        engine,
        repo: input.repo,
        allowHosts: [],
    });
    const found = report.events.find((record) => record.event === input.event);
    const record = found ?? {
        event: input.event,
        fired: report.status !== 'errored',
        input: {},
        hooks: [],
        result: {},
        warnings: [
            `the Copilot CLI logged no ${input.event} dispatch: it logs none for an event without configured hooks${_fire_events_js__WEBPACK_IMPORTED_MODULE_5__/* .ENGINE_FIRE_EVENTS */ .I[input.event] === 'tool' ? ', and a tool event only when the tool got that far' : ''}`,
        ],
    };
    return { record, report };
}


/***/ })

};
