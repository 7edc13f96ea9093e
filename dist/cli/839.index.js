export const id = 839;
export const ids = [839];
export const modules = {

/***/ 9839:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commandsTable: () => (/* binding */ commandsTable)
/* harmony export */ });
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6569);
/** The README's commands table, made from the command table (`npm run docs:cli` writes it into README.md). */

/** Text in a Markdown table cell: one line, pipes escaped. */
function cell(text) {
    return text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
}
function usageOf(arg) {
    const name = arg.choices ? arg.choices.join('|') : arg.name;
    const shown = `${name}${arg.variadic ? '...' : ''}`;
    return arg.required ? shown : `[${shown}]`;
}
function flagOf(option) {
    const { short, long, value } = (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .parseFlags */ .bQ)(option.flags);
    const shownValue = option.choices ? option.choices.join('|') : value;
    const flag = `${short ? `${short}, ` : ''}${long}${shownValue === undefined ? '' : ` ${shownValue}`}`;
    return `\`${flag}\`${option.default === undefined ? '' : ` (default \`${option.default}\`)`}`;
}
/** A Markdown table: each command's usage, what it does, and its flags with their values and defaults. */
function commandsTable() {
    const rows = (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .leafCommands */ .p3)()
        .filter(({ spec }) => !spec.hidden)
        .map(({ path, spec }) => {
        const usage = ['hooksim', ...path, ...(spec.args ?? []).map(usageOf)].join(' ');
        const flags = (spec.options ?? []).map(flagOf).join(', ');
        return `| \`${cell(usage)}\` | ${cell(spec.summary)} | ${cell(flags)} |`;
    });
    return ['| command | what it does | flags |', '| --- | --- | --- |', ...rows].join('\n');
}


/***/ })

};
