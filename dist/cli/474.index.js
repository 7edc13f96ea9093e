export const id = 474;
export const ids = [474];
export const modules = {

/***/ 474:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   completionScript: () => (/* binding */ completionScript)
/* harmony export */ });
/* unused harmony exports bashCompletion, zshCompletion */
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6569);
/**
 * `hooksim completion bash|zsh`: shell completion scripts made from the command table, so a new command, flag
 * or value (a profile, an event) completes without touching this file.
 */

const HELP_FLAGS = ['-h', '--help'];
const visible = (specs) => specs.filter((s) => !s.hidden);
function optionWords(spec) {
    return (spec.options ?? []).flatMap((o) => {
        const { short, long } = (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .parseFlags */ .bQ)(o.flags);
        return short ? [short, long] : [long];
    });
}
function valueFlags(spec) {
    return (spec.options ?? []).flatMap((o) => {
        const { short, long, value } = (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .parseFlags */ .bQ)(o.flags);
        if (value === undefined)
            return [];
        return short ? [short, long] : [long];
    });
}
/** What completes a flag's value or an argument: its choices, else its completion hint. */
function completionOf(spec) {
    return spec.choices ?? spec.complete;
}
// ---------------------------------------------------------------------------------------------------------
// bash
function bashReply(completion) {
    if (completion === 'dir')
        return '_hooksim_paths -d';
    if (completion === 'file')
        return '_hooksim_paths -f';
    if (completion === undefined)
        return 'COMPREPLY=()';
    return `_hooksim_words '${completion.join(' ')}'`;
}
function bashLeaf(name, spec) {
    const valued = (spec.options ?? []).filter((o) => (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .parseFlags */ .bQ)(o.flags).value !== undefined);
    const flagCases = valued.map((o) => {
        const { short, long } = (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .parseFlags */ .bQ)(o.flags);
        return `        ${short ? `${short}|` : ''}${long}) ${bashReply(completionOf(o))}; return ;;`;
    });
    const args = spec.args ?? [];
    const argCases = args.map((a, index) => {
        const last = index === args.length - 1;
        return `        ${last && a.variadic ? '*' : String(index)}) ${bashReply(completionOf(a))} ;;`;
    });
    const skip = valueFlags(spec);
    return [
        `    '${name}')`,
        ...(flagCases.length ? ['      case "$prev" in', ...flagCases, '      esac'] : []),
        `      if [[ "$cur" == -* ]]; then _hooksim_words '${[...optionWords(spec), ...HELP_FLAGS].join(' ')}'; return; fi`,
        ...(args.length
            ? [
                `      _hooksim_count_args "$i" '${skip.join(' ')}'`,
                '      case "$n" in',
                ...argCases,
                '      esac',
            ]
            : []),
        '      ;;',
    ].join('\n');
}
function bashGroup(name, children, root) {
    const words = [
        ...visible(children).map((c) => c.name),
        ...(root ? ['help', '--version'] : []),
        ...HELP_FLAGS,
    ];
    return `    '${name}') _hooksim_words '${words.join(' ')}' ;;`;
}
/** The bash completion script (`complete -F _hooksim hooksim`). */
function bashCompletion() {
    const groups = [bashGroup('', _commands_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMANDS */ .Lo, true)];
    const pathCases = visible(_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMANDS */ .Lo).map((c) => `':${c.name}'`);
    for (const spec of visible(_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMANDS */ .Lo)) {
        if (!spec.subcommands)
            continue;
        groups.push(bashGroup(spec.name, spec.subcommands, false));
        pathCases.push(...visible(spec.subcommands).map((c) => `'${spec.name}:${c.name}'`));
    }
    const leaves = (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .leafCommands */ .p3)(visible(_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMANDS */ .Lo))
        .filter((leaf) => !leaf.spec.hidden)
        .map((leaf) => bashLeaf(leaf.path.join(' '), leaf.spec));
    return `# bash completion for hooksim, generated from its command table by \`hooksim completion bash\`.
# Load it in ~/.bashrc: source <(hooksim completion bash)

_hooksim_words() { COMPREPLY=($(compgen -W "$1" -- "$cur")); }
_hooksim_paths() { compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen "$1" -- "$cur")); }

# n: how many positional arguments come before the word being completed (values of flags in $2 skipped).
_hooksim_count_args() {
  local j word
  n=0
  for ((j = $1; j < COMP_CWORD; j++)); do
    word="\${COMP_WORDS[j]}"
    if [[ " $2 " == *" $word "* ]]; then
      j=$((j + 1))
    elif [[ "$word" != -* ]]; then
      n=$((n + 1))
    fi
  done
}

_hooksim() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" path="" i=1 n
  COMPREPLY=()
  # The command path: the words after hooksim that name a command (engine install).
  while [[ $i -lt $COMP_CWORD ]]; do
    case "$path:\${COMP_WORDS[i]}" in
      ${pathCases.join('|')})
        path="\${path:+$path }\${COMP_WORDS[i]}"
        i=$((i + 1))
        ;;
      *) break ;;
    esac
  done
  case "$path" in
${groups.join('\n')}
${leaves.join('\n')}
  esac
  return 0
}

complete -F _hooksim hooksim`;
}
// ---------------------------------------------------------------------------------------------------------
// zsh
/** Text inside a single-quoted zsh word. */
function zshQuoted(text) {
    return text.replace(/'/g, `'\\''`);
}
/** Text inside a single-quoted zsh word, as an _arguments description (brackets and colons escaped). */
function zshDescription(text) {
    return zshQuoted(text.replace(/([[\]:\\])/g, '\\$1'));
}
function zshAction(completion) {
    if (completion === 'dir')
        return '_files -/';
    if (completion === 'file')
        return '_files';
    if (completion === undefined)
        return ' ';
    return `(${completion.join(' ')})`;
}
function zshOption(option) {
    const { short, long, value } = (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .parseFlags */ .bQ)(option.flags);
    const repeat = option.repeatable ? '*' : '';
    const description = `[${zshDescription(option.description)}]`;
    const valuePart = value === undefined ? '' : `:${zshDescription(value)}:${zshAction(completionOf(option))}`;
    if (short)
        return `'(${short} ${long})'{${short},${long}}'${description}${valuePart}'`;
    return `'${repeat}${long}${description}${valuePart}'`;
}
function zshArgument(arg, index) {
    const position = arg.variadic ? '*' : String(index + 1);
    return `'${position}:${zshDescription(arg.name)}:${zshAction(completionOf(arg))}'`;
}
const functionName = (path) => `_${path.join('_').replace(/-/g, '_')}`;
function zshLeaf(path, spec) {
    const specs = [
        ...(spec.options ?? []).map(zshOption),
        `'(- *)'{-h,--help}'[show this help]'`,
        ...(spec.args ?? []).map(zshArgument),
    ];
    return `${functionName(path)}() {\n  _arguments -s -S \\\n    ${specs.join(' \\\n    ')}\n}`;
}
function zshGroup(path, children) {
    const items = visible(children).map((c) => `    '${c.name}:${zshQuoted(c.summary)}'`);
    const cases = visible(children).map((c) => `        ${c.name}) ${functionName([...path, c.name])} ;;`);
    const rootFlags = path.length === 1 ? ` \\\n    '(- *)'{-V,--version}'[print the version]'` : '';
    return `${functionName(path)}() {
  local curcontext="$curcontext" state line
  local -a commands
  commands=(
${items.join('\n')}
  )
  _arguments -C \\
    '(- *)'{-h,--help}'[show this help]'${rootFlags} \\
    '1: :->command' \\
    '*:: :->args'
  case $state in
    command) _describe -t commands '${path.join(' ')} command' commands ;;
    args)
      case $words[1] in
${cases.join('\n')}
      esac
      ;;
  esac
}`;
}
function zshFunctions(path, children) {
    return [
        zshGroup(path, children),
        ...visible(children).flatMap((c) => c.subcommands ? zshFunctions([...path, c.name], c.subcommands) : [zshLeaf([...path, c.name], c)]),
    ];
}
/** The zsh completion script: a `#compdef` file for $fpath, or `source`d after compinit. */
function zshCompletion() {
    return `#compdef hooksim
# zsh completion for hooksim, generated from its command table by \`hooksim completion zsh\`.
# Install: hooksim completion zsh > "\${fpath[1]}/_hooksim" (then compinit), or after compinit in ~/.zshrc:
# source <(hooksim completion zsh)

${zshFunctions(['hooksim'], _commands_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMANDS */ .Lo).join('\n\n')}

if [[ \${zsh_eval_context[-1]} == loadautofunc ]]; then
  _hooksim "$@"
else
  compdef _hooksim hooksim
fi`;
}
/** The completion script for `shell`. */
function completionScript(shell) {
    return shell === 'bash' ? bashCompletion() : zshCompletion();
}


/***/ })

};
