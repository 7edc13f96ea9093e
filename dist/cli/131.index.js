export const id = 131;
export const ids = [131];
export const modules = {

/***/ 131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commandEntrySchema: () => (/* binding */ commandEntrySchema),
/* harmony export */   hookFileJsonSchema: () => (/* binding */ hookFileJsonSchema),
/* harmony export */   hookFileSchema: () => (/* binding */ hookFileSchema),
/* harmony export */   hookItemSchema: () => (/* binding */ hookItemSchema),
/* harmony export */   httpEntrySchema: () => (/* binding */ httpEntrySchema),
/* harmony export */   nestedGroupSchema: () => (/* binding */ nestedGroupSchema),
/* harmony export */   promptEntrySchema: () => (/* binding */ promptEntrySchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5156);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8439);
/* harmony import */ var _events_catalogue_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2064);
/**
 * The published shape of a hook file (`hooksim schema hooks`), as a zod 4 schema.
 * Loading does not use it: validate.ts walks the parsed tree to give the exact messages of
 * runtime-behaviour.md §3; this schema is what editors and `z.toJSONSchema` see.
 */


const timeoutSec = zod__WEBPACK_IMPORTED_MODULE_1__.number().positive().describe('Timeout in seconds. Default: 30.');
const timeout = zod__WEBPACK_IMPORTED_MODULE_1__.number()
    .positive()
    .describe('Alias for timeoutSec, in seconds. Used only when timeoutSec is absent.');
const matcher = zod__WEBPACK_IMPORTED_MODULE_1__.string()
    .min(1)
    .describe('Regular expression (anchored) tested against the tool name, agent name, compaction trigger or notification type; ' +
    'PascalCase PreToolUse/PermissionRequest/PostToolUse keys use the Claude format (`*`, `Bash|Edit`).');
const stringMap = zod__WEBPACK_IMPORTED_MODULE_1__.record(zod__WEBPACK_IMPORTED_MODULE_1__.string(), zod__WEBPACK_IMPORTED_MODULE_1__.string());
/** A command entry: a shell command (`bash`, `powershell`, `command`) or, in Copilot CLI, an `exec` program. */
const commandEntrySchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    type: zod__WEBPACK_IMPORTED_MODULE_1__.literal('command').optional().describe('Hook type. Defaults to "command" when omitted.'),
    bash: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional().describe('Shell command for Unix (run with /bin/bash).'),
    powershell: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional().describe('Shell command for Windows; ignored by Copilot cloud agent.'),
    command: zod__WEBPACK_IMPORTED_MODULE_1__.string()
        .optional()
        .describe('Cross-platform fallback, used when bash (or powershell) is absent.'),
    exec: zod__WEBPACK_IMPORTED_MODULE_1__.string()
        .optional()
        .describe('Executable run without a shell. Copilot CLI only; not combinable with bash, powershell or command.'),
    args: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional().describe('Arguments passed verbatim to exec.'),
    cwd: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional().describe('Working directory, relative to the repository root or absolute.'),
    env: stringMap.optional().describe('Environment variables to set for the command.'),
    timeoutSec: timeoutSec.optional(),
    timeout: timeout.optional(),
    matcher: matcher.optional(),
})
    .refine((entry) => [entry.bash, entry.powershell, entry.command, entry.exec].some((field) => field !== undefined), {
    message: 'command hook needs bash, powershell, command or exec',
})
    .refine((entry) => entry.exec === undefined || [entry.bash, entry.powershell, entry.command].every((f) => f === undefined), { message: 'exec cannot be combined with bash, powershell or command' })
    .describe('Command hook');
/** An HTTP entry: the payload is POSTed as JSON to `url`. */
const httpEntrySchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    type: zod__WEBPACK_IMPORTED_MODULE_1__.literal('http').describe('Must be "http".'),
    url: zod__WEBPACK_IMPORTED_MODULE_1__.string()
        .regex(/^https?:\/\//i)
        .describe('Target URL (http: or https:). preToolUse, permissionRequest and preMcpToolCall need https://.'),
    headers: stringMap
        .optional()
        .describe('Request headers; $NAME expands only for names in allowedEnvVars.'),
    allowedEnvVars: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string())
        .optional()
        .describe('Environment variables that may be expanded inside header values. When set, url must use https://.'),
    timeoutSec: timeoutSec.optional(),
    timeout: timeout.optional(),
    matcher: matcher.optional(),
})
    .describe('HTTP hook');
/** A prompt entry: auto-submitted text, sessionStart only; it never fires in non-interactive sessions. */
const promptEntrySchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    type: zod__WEBPACK_IMPORTED_MODULE_1__.literal('prompt').describe('Must be "prompt".'),
    prompt: zod__WEBPACK_IMPORTED_MODULE_1__.string().describe('Text to submit: a natural-language message or a slash command.'),
})
    .describe('Prompt hook (sessionStart only)');
const leafEntrySchema = zod__WEBPACK_IMPORTED_MODULE_1__.union([commandEntrySchema, httpEntrySchema, promptEntrySchema]);
/** A Claude-style group `{matcher, hooks: [...]}`: inner entries inherit the group matcher. */
const nestedGroupSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    matcher: matcher.optional(),
    hooks: zod__WEBPACK_IMPORTED_MODULE_1__.array(leafEntrySchema).describe('Hook entries of this group; one level of nesting only.'),
})
    .describe('Claude-style matcher group (accepted by Copilot CLI 1.0.102, not documented)');
/** One item of an event array. */
const hookItemSchema = zod__WEBPACK_IMPORTED_MODULE_1__.union([leafEntrySchema, nestedGroupSchema]);
const eventArrays = Object.fromEntries((0,_events_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .allEventKeys */ .y4)().map((key) => [key, zod__WEBPACK_IMPORTED_MODULE_1__.array(hookItemSchema).optional().describe(`Hooks run on ${key}`)]));
/** A hook file, `.github/hooks/*.json`. */
const hookFileSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    version: zod__WEBPACK_IMPORTED_MODULE_1__.literal(1).describe('Hook configuration format version; must be 1.'),
    disableAllHooks: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().optional().describe('true skips every hook of this file.'),
    hooks: zod__WEBPACK_IMPORTED_MODULE_1__.strictObject(eventArrays)
        .optional()
        .describe('Hook entries per event, camelCase or PascalCase key; unknown keys are ignored by the runtime.'),
})
    .meta({
    title: 'GitHub Copilot hook configuration',
    description: 'A repository hook file (.github/hooks/*.json) for Copilot cloud agent and Copilot CLI.',
});
/** The JSON Schema of a hook file, for `hooksim schema hooks`. */
function hookFileJsonSchema() {
    return zod__WEBPACK_IMPORTED_MODULE_2__/* .toJSONSchema */ .bl(hookFileSchema, { unrepresentable: 'any' });
}


/***/ })

};
