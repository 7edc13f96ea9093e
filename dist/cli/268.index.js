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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2311);
/** The JSON report's schema (DESIGN.md "The JSON report"); `hooksim schema report` prints it. */

const diagnostic = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    column: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    severity: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['error', 'warning', 'info']),
    code: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
const hookRecord = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    index: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    nestedIndex: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
    eventKey: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['command', 'http', 'prompt']),
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['ok', 'exit2', 'error', 'timeout', 'skipped', 'dropped']),
    skipped: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nullable().optional(),
    signal: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().optional(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    payload: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional(),
    stdout: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    stderr: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    progress: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), temporary: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional() })).optional(),
    output: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional(),
    parseError: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    httpFailure: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['status', 'redirect', 'network', 'dns', 'firewall', 'ssrf', 'timeout']).optional(),
    httpStatus: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
    stdoutTruncated: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    missingProgram: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), inCloudImage: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY() }).optional(),
    ignored: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    stdoutOmittedBytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
    stderrOmittedBytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
    outputOmittedBytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
    progressOmitted: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
});
const toolResult = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ resultType: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['success', 'failure']), textResultForLlm: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
const eventResult = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    decision: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['allow', 'deny', 'ask', 'block', 'none']).optional(),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    args: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()).optional(),
    additionalContext: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    prompt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    transformedPrompt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    toolResult: toolResult.optional(),
    modifiedResponse: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    interrupt: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    agentSees: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    decidedBy: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    ignoredOutputs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
});
/** One event record: also what `hooksim fire --json` prints (with `diagnostics`). */
const eventRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    step: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
    event: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    fired: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    skipped: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    input: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
    hooks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(hookRecord),
    result: eventResult,
    warnings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
});
const egressEntry = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    host: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['dns', 'http']),
    allowed: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    mocked: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    event: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    index: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
    step: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
    tool: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    command: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    count: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
});
const scenarioReport = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    profile: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['passed', 'failed', 'errored']),
    failures: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        step: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
        line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
        column: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
    })),
    events: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(eventRecordSchema),
    egress: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(egressEntry),
    files: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        created: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        modified: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        deleted: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    }),
    warnings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    diagnostics: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(diagnostic).optional(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    /** `--engine copilot-cli`: what only the CLI run has (src/engines/copilot-engine.ts EngineRunDetails). */
    engine: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('copilot-cli'), version: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).optional(),
});
/** The whole JSON report. */
const jsonReportSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    tool: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('hooksim'), version: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }),
    profile: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** Which engine replayed the scenarios: hooksim's own, or the real Copilot CLI. */
    engine: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['native', 'copilot-cli']).optional(),
    /** Which sandbox driver ran the hooks (`auto` resolved). */
    sandbox: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['namespace', 'process']).optional(),
    summary: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        scenarios: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        passed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        failed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        errored: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        hookRuns: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        durationMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    }),
    diagnostics: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(diagnostic),
    scenarios: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(scenarioReport),
    comparison: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        profile: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        flags: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        loading: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
            file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
            entry: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
            base: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
            other: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        }))
            .optional(),
        scenarios: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
            name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
            file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
            differences: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
                step: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
                event: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
                occurrence: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
                field: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
                base: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J(),
                other: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J(),
            })),
        })),
    })
        .optional(),
});


/***/ })

};
