export const id = 268;
export const ids = [268];
export const modules = {

/***/ 9268:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eventRecordSchema: () => (/* binding */ eventRecordSchema),
/* harmony export */   jsonReportSchema: () => (/* binding */ jsonReportSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5156);
/** The JSON report's schema (DESIGN.md "The JSON report"); `hooksim schema report` prints it. */

const diagnostic = zod__WEBPACK_IMPORTED_MODULE_0__.object({
    file: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
    line: zod__WEBPACK_IMPORTED_MODULE_0__.number().int(),
    column: zod__WEBPACK_IMPORTED_MODULE_0__.number().int(),
    severity: zod__WEBPACK_IMPORTED_MODULE_0__["enum"](['error', 'warning', 'info']),
    code: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
    message: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
});
const hookRecord = zod__WEBPACK_IMPORTED_MODULE_0__.object({
    file: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
    index: zod__WEBPACK_IMPORTED_MODULE_0__.number().int(),
    nestedIndex: zod__WEBPACK_IMPORTED_MODULE_0__.number().int().optional(),
    eventKey: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
    type: zod__WEBPACK_IMPORTED_MODULE_0__["enum"](['command', 'http', 'prompt']),
    status: zod__WEBPACK_IMPORTED_MODULE_0__["enum"](['ok', 'exit2', 'error', 'timeout', 'skipped', 'dropped']),
    skipped: zod__WEBPACK_IMPORTED_MODULE_0__.string().optional(),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_0__.number().int().nullable().optional(),
    signal: zod__WEBPACK_IMPORTED_MODULE_0__.string().nullable().optional(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__.number(),
    payload: zod__WEBPACK_IMPORTED_MODULE_0__.unknown().optional(),
    stdout: zod__WEBPACK_IMPORTED_MODULE_0__.string().optional(),
    stderr: zod__WEBPACK_IMPORTED_MODULE_0__.string().optional(),
    progress: zod__WEBPACK_IMPORTED_MODULE_0__.array(zod__WEBPACK_IMPORTED_MODULE_0__.object({ message: zod__WEBPACK_IMPORTED_MODULE_0__.string(), temporary: zod__WEBPACK_IMPORTED_MODULE_0__.boolean().optional() })).optional(),
    output: zod__WEBPACK_IMPORTED_MODULE_0__.unknown().optional(),
    parseError: zod__WEBPACK_IMPORTED_MODULE_0__.string().optional(),
    error: zod__WEBPACK_IMPORTED_MODULE_0__.string().optional(),
    httpFailure: zod__WEBPACK_IMPORTED_MODULE_0__["enum"](['status', 'redirect', 'network', 'dns', 'firewall', 'ssrf', 'timeout']).optional(),
    httpStatus: zod__WEBPACK_IMPORTED_MODULE_0__.number().int().optional(),
    stdoutTruncated: zod__WEBPACK_IMPORTED_MODULE_0__.boolean().optional(),
    missingProgram: zod__WEBPACK_IMPORTED_MODULE_0__.object({ name: zod__WEBPACK_IMPORTED_MODULE_0__.string(), inCloudImage: zod__WEBPACK_IMPORTED_MODULE_0__.boolean() }).optional(),
    ignored: zod__WEBPACK_IMPORTED_MODULE_0__.array(zod__WEBPACK_IMPORTED_MODULE_0__.string()).optional(),
    stdoutOmittedBytes: zod__WEBPACK_IMPORTED_MODULE_0__.number().int().optional(),
    stderrOmittedBytes: zod__WEBPACK_IMPORTED_MODULE_0__.number().int().optional(),
    outputOmittedBytes: zod__WEBPACK_IMPORTED_MODULE_0__.number().int().optional(),
    progressOmitted: zod__WEBPACK_IMPORTED_MODULE_0__.number().int().optional(),
});
const toolResult = zod__WEBPACK_IMPORTED_MODULE_0__.object({ resultType: zod__WEBPACK_IMPORTED_MODULE_0__["enum"](['success', 'failure']), textResultForLlm: zod__WEBPACK_IMPORTED_MODULE_0__.string() });
const eventResult = zod__WEBPACK_IMPORTED_MODULE_0__.object({
    decision: zod__WEBPACK_IMPORTED_MODULE_0__["enum"](['allow', 'deny', 'ask', 'block', 'none']).optional(),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__.string().optional(),
    args: zod__WEBPACK_IMPORTED_MODULE_0__.record(zod__WEBPACK_IMPORTED_MODULE_0__.string(), zod__WEBPACK_IMPORTED_MODULE_0__.unknown()).optional(),
    additionalContext: zod__WEBPACK_IMPORTED_MODULE_0__.string().optional(),
    prompt: zod__WEBPACK_IMPORTED_MODULE_0__.string().optional(),
    transformedPrompt: zod__WEBPACK_IMPORTED_MODULE_0__.string().optional(),
    toolResult: toolResult.optional(),
    modifiedResponse: zod__WEBPACK_IMPORTED_MODULE_0__.string().optional(),
    interrupt: zod__WEBPACK_IMPORTED_MODULE_0__.boolean().optional(),
    agentSees: zod__WEBPACK_IMPORTED_MODULE_0__.string().optional(),
    decidedBy: zod__WEBPACK_IMPORTED_MODULE_0__.string().optional(),
    ignoredOutputs: zod__WEBPACK_IMPORTED_MODULE_0__.array(zod__WEBPACK_IMPORTED_MODULE_0__.string()).optional(),
});
/** One event record: also what `hooksim fire --json` prints (with `diagnostics`). */
const eventRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__.object({
    step: zod__WEBPACK_IMPORTED_MODULE_0__.number().int().optional(),
    event: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
    fired: zod__WEBPACK_IMPORTED_MODULE_0__.boolean(),
    skipped: zod__WEBPACK_IMPORTED_MODULE_0__.string().optional(),
    input: zod__WEBPACK_IMPORTED_MODULE_0__.record(zod__WEBPACK_IMPORTED_MODULE_0__.string(), zod__WEBPACK_IMPORTED_MODULE_0__.unknown()),
    hooks: zod__WEBPACK_IMPORTED_MODULE_0__.array(hookRecord),
    result: eventResult,
    warnings: zod__WEBPACK_IMPORTED_MODULE_0__.array(zod__WEBPACK_IMPORTED_MODULE_0__.string()).optional(),
});
const egressEntry = zod__WEBPACK_IMPORTED_MODULE_0__.object({
    host: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
    url: zod__WEBPACK_IMPORTED_MODULE_0__.string().optional(),
    kind: zod__WEBPACK_IMPORTED_MODULE_0__["enum"](['dns', 'http']),
    allowed: zod__WEBPACK_IMPORTED_MODULE_0__.boolean(),
    mocked: zod__WEBPACK_IMPORTED_MODULE_0__.boolean().optional(),
    event: zod__WEBPACK_IMPORTED_MODULE_0__.string().optional(),
    file: zod__WEBPACK_IMPORTED_MODULE_0__.string().optional(),
    index: zod__WEBPACK_IMPORTED_MODULE_0__.number().int().optional(),
    step: zod__WEBPACK_IMPORTED_MODULE_0__.number().int().optional(),
    tool: zod__WEBPACK_IMPORTED_MODULE_0__.string().optional(),
    command: zod__WEBPACK_IMPORTED_MODULE_0__.string().optional(),
    count: zod__WEBPACK_IMPORTED_MODULE_0__.number().int().optional(),
});
const scenarioReport = zod__WEBPACK_IMPORTED_MODULE_0__.object({
    name: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
    file: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
    profile: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
    status: zod__WEBPACK_IMPORTED_MODULE_0__["enum"](['passed', 'failed', 'errored']),
    failures: zod__WEBPACK_IMPORTED_MODULE_0__.array(zod__WEBPACK_IMPORTED_MODULE_0__.object({
        message: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
        step: zod__WEBPACK_IMPORTED_MODULE_0__.number().int().optional(),
        line: zod__WEBPACK_IMPORTED_MODULE_0__.number().int().optional(),
        column: zod__WEBPACK_IMPORTED_MODULE_0__.number().int().optional(),
    })),
    events: zod__WEBPACK_IMPORTED_MODULE_0__.array(eventRecordSchema),
    egress: zod__WEBPACK_IMPORTED_MODULE_0__.array(egressEntry),
    files: zod__WEBPACK_IMPORTED_MODULE_0__.object({
        created: zod__WEBPACK_IMPORTED_MODULE_0__.array(zod__WEBPACK_IMPORTED_MODULE_0__.string()),
        modified: zod__WEBPACK_IMPORTED_MODULE_0__.array(zod__WEBPACK_IMPORTED_MODULE_0__.string()),
        deleted: zod__WEBPACK_IMPORTED_MODULE_0__.array(zod__WEBPACK_IMPORTED_MODULE_0__.string()),
    }),
    warnings: zod__WEBPACK_IMPORTED_MODULE_0__.array(zod__WEBPACK_IMPORTED_MODULE_0__.string()),
    diagnostics: zod__WEBPACK_IMPORTED_MODULE_0__.array(diagnostic).optional(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__.number(),
    /** `--engine copilot-cli`: what only the CLI run has (src/engines/copilot-engine.ts EngineRunDetails). */
    engine: zod__WEBPACK_IMPORTED_MODULE_0__.looseObject({ name: zod__WEBPACK_IMPORTED_MODULE_0__.literal('copilot-cli'), version: zod__WEBPACK_IMPORTED_MODULE_0__.string() }).optional(),
});
/** The whole JSON report. */
const jsonReportSchema = zod__WEBPACK_IMPORTED_MODULE_0__.object({
    tool: zod__WEBPACK_IMPORTED_MODULE_0__.object({ name: zod__WEBPACK_IMPORTED_MODULE_0__.literal('hooksim'), version: zod__WEBPACK_IMPORTED_MODULE_0__.string() }),
    profile: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
    /** Which engine replayed the scenarios: hooksim's own, or the real Copilot CLI. */
    engine: zod__WEBPACK_IMPORTED_MODULE_0__["enum"](['native', 'copilot-cli']).optional(),
    /** Which sandbox driver ran the hooks (`auto` resolved). */
    sandbox: zod__WEBPACK_IMPORTED_MODULE_0__["enum"](['namespace', 'process']).optional(),
    summary: zod__WEBPACK_IMPORTED_MODULE_0__.object({
        scenarios: zod__WEBPACK_IMPORTED_MODULE_0__.number().int(),
        passed: zod__WEBPACK_IMPORTED_MODULE_0__.number().int(),
        failed: zod__WEBPACK_IMPORTED_MODULE_0__.number().int(),
        errored: zod__WEBPACK_IMPORTED_MODULE_0__.number().int(),
        hookRuns: zod__WEBPACK_IMPORTED_MODULE_0__.number().int(),
        durationMs: zod__WEBPACK_IMPORTED_MODULE_0__.number(),
    }),
    diagnostics: zod__WEBPACK_IMPORTED_MODULE_0__.array(diagnostic),
    scenarios: zod__WEBPACK_IMPORTED_MODULE_0__.array(scenarioReport),
    comparison: zod__WEBPACK_IMPORTED_MODULE_0__.object({
        profile: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
        flags: zod__WEBPACK_IMPORTED_MODULE_0__.array(zod__WEBPACK_IMPORTED_MODULE_0__.string()),
        loading: zod__WEBPACK_IMPORTED_MODULE_0__.array(zod__WEBPACK_IMPORTED_MODULE_0__.object({
            file: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
            entry: zod__WEBPACK_IMPORTED_MODULE_0__.string().optional(),
            base: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
            other: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
        }))
            .optional(),
        scenarios: zod__WEBPACK_IMPORTED_MODULE_0__.array(zod__WEBPACK_IMPORTED_MODULE_0__.object({
            name: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
            file: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
            differences: zod__WEBPACK_IMPORTED_MODULE_0__.array(zod__WEBPACK_IMPORTED_MODULE_0__.object({
                step: zod__WEBPACK_IMPORTED_MODULE_0__.number().int().optional(),
                event: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
                occurrence: zod__WEBPACK_IMPORTED_MODULE_0__.number().int(),
                field: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
                base: zod__WEBPACK_IMPORTED_MODULE_0__.unknown(),
                other: zod__WEBPACK_IMPORTED_MODULE_0__.unknown(),
            })),
        })),
    })
        .optional(),
});


/***/ })

};
