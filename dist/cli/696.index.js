export const id = 696;
export const ids = [696];
export const modules = {

/***/ 2696:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fireEvent: () => (/* binding */ fireEvent)
/* harmony export */ });
/* unused harmony export defaultInput */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5559);
/* harmony import */ var _diagnostics_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(4851);
/* harmony import */ var _dispatch_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4446);
/* harmony import */ var _events_catalogue_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2064);
/* harmony import */ var _profiles_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9717);
/* harmony import */ var _sandbox_environment_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(4282);
/* harmony import */ var _sandbox_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2121);
/* harmony import */ var _sandbox_choice_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(7772);
/* harmony import */ var _sandbox_types_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3014);
/* harmony import */ var _sandbox_workspace_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3934);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9255);
/* harmony import */ var _sandboxed_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7796);
/** `hooksim fire`: send one event through the hooks and return its record (DESIGN.md "The CLI"). */














// Payload fields (camelCase) that also feed the semantic input, so the merge sees what the hooks saw.
const INPUT_KEYS = [
    'toolName',
    'toolArgs',
    'toolResult',
    'error',
    'source',
    'initialPrompt',
    'prompt',
    'transformedPrompt',
    'stopReason',
    'agentName',
    'agentDisplayName',
    'agentDescription',
    'agentId',
    'agentType',
    'parentAgentId',
    'notificationType',
    'stopHookActive',
    'response',
    'reason',
    'trigger',
    'customInstructions',
    'errorContext',
    'recoverable',
    'message',
    'title',
];
/** The input a session would build for this event, before `--payload` overrides. */
function defaultInput(event, options, sessionId, now) {
    const prompt = options.prompt ?? '';
    const tool = { toolName: options.tool ?? 'bash', toolArgs: options.args ?? {} };
    const agent = {
        agentName: 'explore',
        agentId: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)(),
        agentType: 'explore',
        parentAgentId: sessionId,
    };
    switch (event) {
        case 'sessionStart':
            return { source: 'new', initialPrompt: prompt };
        case 'userPromptSubmitted':
            return { prompt };
        case 'userPromptTransformed':
            return {
                prompt,
                transformedPrompt: `<current_datetime>${new Date(now).toISOString()}</current_datetime>\n\n${prompt}`,
            };
        case 'preToolUse':
        case 'permissionRequest':
            return tool;
        case 'postToolUse':
            return { ...tool, toolResult: { resultType: 'success', textResultForLlm: '' } };
        case 'postToolUseFailure':
            return { ...tool, error: 'Tool execution failed' };
        case 'agentStop':
            return { stopHookActive: false, stopReason: 'end_turn' };
        case 'subagentStart':
            return { ...agent, prompt };
        case 'subagentStop':
            return { ...agent, response: '', stopReason: 'end_turn', stopHookActive: false };
        case 'sessionEnd':
            return { reason: 'complete' };
        case 'preCompact':
            return { trigger: 'auto', customInstructions: '' };
        case 'errorOccurred':
            return {
                errorInfo: { message: 'Simulated error', name: 'Error' },
                errorContext: 'system',
                recoverable: true,
            };
        case 'notification':
            return { notificationType: 'agent_idle', message: 'Agent is idle', title: 'Agent idle' };
        case 'preMcpToolCall':
            return {};
    }
}
// `--payload` in the other casing family: snake_case names and the fields they feed.
const SNAKE_KEYS = {
    tool_name: 'toolName',
    tool_input: 'toolArgs',
    tool_response: 'toolResult',
    tool_result: 'toolResult',
    stop_hook_active: 'stopHookActive',
    notification_type: 'notificationType',
    agent_type: 'agentType',
    agent_id: 'agentId',
    custom_instructions: 'customInstructions',
};
/** A JSON string of an object (the documented `toolArgs` form) as the object; anything else as given. */
function parsedIfJsonObject(value) {
    if (typeof value !== 'string')
        return value;
    try {
        const parsed = JSON.parse(value);
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : value;
    }
    catch {
        return value;
    }
}
/** A snake_case tool result (`result_type`, `text_result_for_llm`) in the runtime's camelCase. */
function camelToolResult(value) {
    if (typeof value !== 'object' || value === null)
        return value;
    const result = value;
    if (!('result_type' in result) && !('text_result_for_llm' in result))
        return value;
    return { resultType: result.result_type, textResultForLlm: result.text_result_for_llm };
}
/**
 * `--payload` over the built input. Fields the session itself tracks (the tool, its arguments and result, the
 * prompt, …), in either casing, become the first hook's input, so that chaining (modifiedArgs, modifiedResult)
 * and the header work as with `--tool`/`--args`; only the rest is laid over every hook's payload as given.
 */
function withPayload(input, payload) {
    if (!payload)
        return input;
    const merged = { ...input };
    const rest = {};
    for (const [key, value] of Object.entries(payload)) {
        const field = SNAKE_KEYS[key] ?? key;
        if (!INPUT_KEYS.includes(field)) {
            rest[key] = value;
            continue;
        }
        merged[field] =
            field === 'toolArgs'
                ? parsedIfJsonObject(value)
                : field === 'toolResult'
                    ? camelToolResult(value)
                    : value;
    }
    return { ...merged, ...(Object.keys(rest).length > 0 ? { overrides: rest } : {}) };
}
/** The warning a process run carries (cloud-environment.md §5.8), as `run` puts it in its reports. */
function reducedFidelity(choice) {
    return (0,_diagnostics_js__WEBPACK_IMPORTED_MODULE_11__/* .diagnostic */ .Y)('', undefined, 'warning', 'sandbox-reduced-fidelity', (0,_sandbox_choice_js__WEBPACK_IMPORTED_MODULE_12__/* .reducedFidelityText */ .aW)(choice));
}
/** Refuse what `fire --engine copilot-cli` cannot do. */
function checkFireEngine(profile, options) {
    if (profile.name !== 'cli')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .e(`--engine copilot-cli needs --profile cli (got '${profile.name}'): the real Copilot CLI is what the cli profile models.`);
    if (options.payload !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .e('--payload cannot be used with --engine copilot-cli: the real CLI builds its own payloads.');
    if (options.sandbox === 'process')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .e('--engine copilot-cli runs the CLI inside the namespace sandbox; --sandbox process cannot host it.');
}
/** Fire one event through the repository's hooks, in the same sandbox and firewall as `run`. */
function fireEvent(options) {
    // What /workspace shows is decided once for the discovery and the sandbox's workspace layers.
    return (0,_sandbox_workspace_js__WEBPACK_IMPORTED_MODULE_8__/* .withWorkspaceViewScope */ .xM)(() => fireEventInScope(options));
}
async function fireEventInScope(options) {
    const profile = (0,_profiles_js__WEBPACK_IMPORTED_MODULE_5__/* .getProfile */ .E$)(options.profile);
    const key = (0,_events_catalogue_js__WEBPACK_IMPORTED_MODULE_4__/* .parseEventName */ .hr)(options.event);
    if (!key) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .e(`Unknown event '${options.event}'. Expected an event name in either casing, e.g. preToolUse.`);
    }
    const repo = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(options.repo);
    const clock = options.clock ?? _sandbox_types_js__WEBPACK_IMPORTED_MODULE_7__/* .systemClock */ .m;
    const prompt = options.prompt ?? '';
    const loadEnv = (0,_sandbox_environment_js__WEBPACK_IMPORTED_MODULE_13__/* .buildAgentEnv */ .PU)({ profile, home: '/root', prompt, extra: options.env ?? {} });
    if (options.engine === 'copilot-cli') {
        checkFireEngine(profile, options);
        const config = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_2__/* .loadHookConfig */ .u)(repo, profile, { agentEnv: loadEnv });
        const { fireWithCopilot } = await Promise.all(/* import() */[__webpack_require__.e(156), __webpack_require__.e(507), __webpack_require__.e(624)]).then(__webpack_require__.bind(__webpack_require__, 4624));
        const { record, report } = await fireWithCopilot({
            event: key.event,
            repo,
            profile,
            config,
            ...(options.tool === undefined ? {} : { tool: options.tool }),
            ...(options.args === undefined ? {} : { args: options.args }),
            ...(options.prompt === undefined ? {} : { prompt: options.prompt }),
            ...(options.env === undefined ? {} : { env: options.env }),
            ...(options.engineDir === undefined ? {} : { engineDir: options.engineDir }),
        });
        return {
            profile,
            record,
            config,
            diagnostics: [...config.diagnostics, ...(report.diagnostics ?? [])],
            egress: report.egress,
            reducedIsolation: false,
        };
    }
    // The firewall and the sandbox start while the hook files load: both wait on git's listings of the
    // checkout (what /workspace shows decides the discovery too), and the firewall's start is work of its own.
    (0,_sandbox_index_js__WEBPACK_IMPORTED_MODULE_6__/* .warmSandbox */ .bo)(options.sandbox ?? 'auto', repo);
    const choice = await (0,_sandbox_index_js__WEBPACK_IMPORTED_MODULE_6__/* .chooseSandbox */ .HY)(options.sandbox ?? 'auto');
    options.onSandboxChoice?.(choice);
    const sandboxed = {
        repo,
        profile,
        kind: choice.kind,
        prompt,
        env: options.env ?? {},
    };
    const started = (0,_sandboxed_js__WEBPACK_IMPORTED_MODULE_10__/* .startSandboxedSession */ .b)(sandboxed);
    let config;
    try {
        config = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_2__/* .loadHookConfig */ .u)(repo, profile, { agentEnv: loadEnv });
    }
    catch (error) {
        await started.teardown();
        throw error;
    }
    return (0,_sandboxed_js__WEBPACK_IMPORTED_MODULE_10__/* .withSandboxedSession */ .B)(sandboxed, async ({ sandbox, firewall }) => {
        const sessionId = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)();
        const input = withPayload(defaultInput(key.event, options, sessionId, clock.now()), options.payload);
        const record = await (0,_dispatch_js__WEBPACK_IMPORTED_MODULE_3__/* .dispatchEvent */ .P)(key.event, input, {
            profile,
            config,
            host: sandbox,
            clock,
            sessionId,
            agentEnv: { ...sandbox.baseEnv },
            httpGate: firewall.gate,
            attribute: (a) => firewall.attribute(a),
            ...(options.allowLocalNetwork ? { localNetwork: true } : {}),
        });
        return {
            profile,
            record,
            config,
            diagnostics: sandbox.reducedIsolation
                ? [...config.diagnostics, reducedFidelity(choice)]
                : config.diagnostics,
            egress: firewall.egress(),
            reducedIsolation: sandbox.reducedIsolation,
        };
    }, { started });
}


/***/ })

};
