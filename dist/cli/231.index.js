export const id = 231;
export const ids = [231];
export const modules = {

/***/ 7231:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  explainLintRule: () => (/* binding */ explainLintRule),
  formatLint: () => (/* binding */ formatLint),
  lintExitCode: () => (/* binding */ lintExitCode)
});

// UNUSED EXPORTS: LINT_FORMATS, formatLintGithub, formatLintJson, formatLintSarif, formatLintText

// EXTERNAL MODULE: ./src/confined-paths.ts
var confined_paths = __webpack_require__(178);
// EXTERNAL MODULE: ./src/report/annotations.ts
var annotations = __webpack_require__(856);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/lint/config-rules.ts
var config_rules = __webpack_require__(7753);
// EXTERNAL MODULE: ./src/lint/lint-context.ts
var lint_context = __webpack_require__(198);
// EXTERNAL MODULE: ./src/lint/rule-catalogue.ts
var rule_catalogue = __webpack_require__(8652);
;// CONCATENATED MODULE: ./src/lint/rule-examples.ts
/** A bad and a good example for every lint rule, printed by `hooksim lint --explain CODE`. */
/** Examples by rule code; test/lint-cli.test.ts checks every rule has one. */
const RULE_EXAMPLES = {
    'powershell-only': {
        bad: '{"type": "command", "powershell": "./guard.ps1"}',
        good: '{"type": "command", "bash": "./guard.sh", "powershell": "./guard.ps1"}',
    },
    'exec-entry': {
        bad: '{"type": "command", "exec": "node", "args": ["guard.js"]}',
        good: '{"type": "command", "bash": "node guard.js"}',
    },
    'event-never-fires': {
        bad: '"permissionRequest": [{"type": "command", "bash": "./allow.sh"}]',
        good: '"preToolUse": [{"type": "command", "bash": "./allow.sh"}]',
    },
    'prompt-entry': {
        bad: '"sessionStart": [{"type": "prompt", "prompt": "Read CONTRIBUTING.md"}]',
        good: '"sessionStart": [{"type": "command", "bash": "echo \'{\\"additionalContext\\": \\"Read CONTRIBUTING.md\\"}\'"}]',
    },
    'unknown-event': { bad: '"preToolUsed": [ ... ]', good: '"preToolUse": [ ... ]' },
    'unknown-field': {
        bad: '{"bash": "./x.sh", "timeoutSecs": 5}',
        good: '{"bash": "./x.sh", "timeoutSec": 5}',
    },
    'missing-version': { bad: '{"hooks": { ... }}', good: '{"version": 1, "hooks": { ... }}' },
    'json-with-comments': {
        bad: '{"version": 1, "hooks": { ... }} // guards for the agent',
        good: '{"version": 1, "description": "guards", "hooks": { ... }}',
    },
    'file-rejected': { bad: '{"version": "1", "hooks": { ... }}', good: '{"version": 1, "hooks": { ... }}' },
    'item-dropped': {
        bad: '{"type": "command", "timeoutSec": "5"}',
        good: '{"type": "command", "bash": "./x.sh", "timeoutSec": 5}',
    },
    'settings-hooks-ignored': {
        bad: '.claude/settings.json: {"hooks": {"PreToolUse": [ ... ]}}',
        good: '.github/hooks/guards.json: {"version": 1, "hooks": {"PreToolUse": [ ... ]}}',
    },
    'matcher-invalid': { bad: '"matcher": "edit(create"', good: '"matcher": "edit|create"' },
    'matcher-empty': { bad: '"matcher": ""', good: '(no "matcher" key)' },
    'matcher-case': {
        bad: '"preToolUse": [{"matcher": "Bash", ...}]',
        good: '"preToolUse": [{"matcher": "bash", ...}]',
    },
    'matcher-claude-name': {
        bad: '"postToolUse": [{"matcher": "Write|MultiEdit", ...}]',
        good: '"postToolUse": [{"matcher": "create|edit", ...}]',
    },
    'matcher-permission-syntax': {
        bad: '"matcher": "Bash(git:*)"',
        good: '"matcher": "bash" (check the command in the script)',
    },
    'matcher-spaces': { bad: '"matcher": "edit | create"', good: '"matcher": "edit|create"' },
    'matcher-no-effect': {
        bad: '"sessionStart": [{"matcher": "startup", ...}]',
        good: '"sessionStart": [{"type": "command", "bash": "./start.sh"}]',
    },
    'script-missing': {
        bad: '"bash": "./hooks/guard.sh" (the file is .github/hooks/guard.sh)',
        good: '"bash": "./.github/hooks/guard.sh"',
    },
    'cwd-doubled-path': {
        bad: '{"cwd": ".github/hooks", "bash": "./.github/hooks/guard.sh"}',
        good: '{"cwd": ".github/hooks", "bash": "./guard.sh"}',
    },
    'script-not-executable': {
        bad: '"bash": "./.github/hooks/guard.sh" with guard.sh committed as 100644',
        good: 'git update-index --chmod=+x .github/hooks/guard.sh',
    },
    'script-no-shebang': {
        bad: 'guard.py starting with "import json"',
        good: 'guard.py starting with "#!/usr/bin/env python3"',
    },
    'script-ignores-stdin': { bad: 'command="$1"', good: "command=$(jq -r '.toolArgs.command // empty')" },
    'script-wrong-field': {
        bad: "preToolUse: cmd=$(jq -r '.tool_input.command')",
        good: "preToolUse: cmd=$(jq -r '.toolArgs.command')  (PreToolUse: .tool_input.command)",
    },
    'http-not-allowed': {
        bad: 'curl -s https://hooks.example.com/audit',
        good: 'add hooks.example.com to the Copilot firewall allow-list, or send to an allowed host',
    },
    'http-insecure': {
        bad: '"url": "http://audit.example.com/hook"',
        good: '"url": "https://audit.example.com/hook"',
    },
    'allowed-env-github-token': {
        bad: '"headers": {"Authorization": "Bearer $GITHUB_TOKEN"}, "allowedEnvVars": ["GITHUB_TOKEN"]',
        good: '"headers": {"Authorization": "Bearer $AUDIT_TOKEN"}, "allowedEnvVars": ["AUDIT_TOKEN"]',
    },
    'precompact-manual-only': {
        bad: '"preCompact": [{"matcher": "manual", ...}]',
        good: '"preCompact": [{"matcher": "auto|manual", ...}]',
    },
    'claude-output-ignored': {
        bad: 'sessionStart: {"hookSpecificOutput": {"additionalContext": "Run make check"}}',
        good: 'sessionStart: {"additionalContext": "Run make check"}',
    },
    'fail-open-dependency': {
        bad: 'if ! command -v jq >/dev/null; then exit 0; fi',
        good: 'command -v jq >/dev/null || { echo \'{"permissionDecision":"deny","permissionDecisionReason":"jq missing"}\'; exit 0; }',
    },
    'log-discarded': {
        bad: 'LOG_FILE=logs/audit.log; jq -c . >> "$LOG_FILE"',
        good: '{"type": "http", "url": "https://audit.example.com/hook"}',
    },
    'http-private-address': {
        bad: '"url": "https://127.0.0.1:8080/hook"',
        good: '"url": "https://audit.example.com/hook"',
    },
    'pretooluse-timeout-long': {
        bad: '"preToolUse": [{..., "timeoutSec": 300}]',
        good: '"preToolUse": [{..., "timeoutSec": 15}]',
    },
    'heavy-posttooluse': {
        bad: '"postToolUse": [{"bash": "pre-commit run --all-files"}]',
        good: '"postToolUse": [{"matcher": "edit|create", "bash": "pre-commit run --files \\"$file\\""}]',
    },
    'script-not-parsed': {
        bad: '"bash": "node .github/hooks/guard.mjs"',
        good: '"bash": "bash .github/hooks/guard.sh" (or preview it with hooksim run)',
    },
    'script-wrong-argument': {
        bad: "file=$(jq -r '.toolArgs.filePath')",
        good: "file=$(jq -r '.toolArgs.path')",
    },
    'tool-name-never-sent': {
        bad: 'PreToolUse: [ "$tool_name" = "bash" ]   preToolUse: case "$tool" in runTerminalCommand)',
        good: 'PreToolUse: [ "$tool_name" = "Bash" ]   preToolUse: case "$tool" in bash)',
    },
    'path-check-relative': {
        bad: '[[ "$path" =~ ^src/ ]]',
        good: '[[ "$path" =~ ^/workspace/src/ ]]  or  [[ "$path" == */src/* ]]',
    },
    'payload-env-var': {
        bad: 'echo "$TOOL_INPUT" | grep -q "rm -rf"',
        good: 'jq -r \'.toolArgs.command\' | grep -q "rm -rf"',
    },
    'stdout-text-dropped': {
        bad: 'postToolUse: ruff check "$file"',
        good: 'postToolUse: out=$(ruff check "$file" 2>&1) || jq -n --arg c "$out" \'{additionalContext: $c}\'',
    },
    'timeout-long': {
        bad: '"sessionStart": [{"bash": "./bootstrap.sh", "timeoutSec": 1800}]',
        good: 'install in copilot-setup-steps.yml; "sessionStart": [{"bash": "./context.sh", "timeoutSec": 30}]',
    },
    'empty-command': {
        bad: '{"type": "command", "bash": ""}',
        good: '{"type": "command", "bash": "./.github/hooks/check.sh"}',
    },
};

// EXTERNAL MODULE: ./src/lint/shellcheck.ts
var shellcheck = __webpack_require__(3743);
;// CONCATENATED MODULE: ./src/lint/lint-format.ts
/** Output of `hooksim lint`: text grouped by file, json, GitHub annotations, SARIF 2.1.0. */










function sourceLine(repo, file, line) {
    if (line < 1)
        return undefined;
    return (0,confined_paths/* readConfinedSync */.S$)(repo, (0,lint_context/* absolutePath */.Hi)(repo, file))?.split('\n')[line - 1];
}
function countLine(findings) {
    const count = (severity) => findings.filter((f) => f.severity === severity).length;
    const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
    return `${plural(count('error'), 'error')}, ${plural(count('warning'), 'warning')}, ${plural(count('info'), 'info')}`;
}
/** Text: findings grouped by file, each with the source line it points at, then a count. */
function formatLintText(findings, repo) {
    if (findings.length === 0)
        return 'No lint findings.';
    const out = [];
    let file;
    for (const finding of findings) {
        if (finding.file !== file) {
            if (file !== undefined)
                out.push('');
            file = finding.file;
            out.push((0,report_escape/* terminalLine */.tL)(file));
        }
        out.push(`  ${finding.line}:${finding.column}  ${finding.severity}  ${(0,report_escape/* terminalLine */.tL)(`${finding.message}  [${finding.code}]`)}`);
        const line = sourceLine(repo, finding.file, finding.line);
        if (line !== undefined) {
            // The file's own line, controls shown; the caret counts what is shown before the column.
            out.push(`    | ${(0,report_escape/* terminalText */.eR)(line)}`);
            const column = Math.max(0, finding.column - 1);
            const before = (0,report_escape/* terminalText */.eR)(line.slice(0, column)).length + Math.max(0, column - line.length);
            if (finding.column > 0)
                out.push(`    | ${' '.repeat(before)}^`);
        }
    }
    out.push('', countLine(findings));
    return out.join('\n');
}
/** JSON: `{findings: [{file, line, column, severity, code, message}]}`. */
function formatLintJson(findings) {
    return JSON.stringify({ findings }, null, 2);
}
/** GitHub workflow annotations, one line per finding. */
function formatLintGithub(findings) {
    return findings.map((finding) => (0,annotations/* formatAnnotation */.t)(finding)).join('\n');
}
function ruleIndexOf(rules, code) {
    const index = rules.findIndex((rule) => rule.code === code);
    return index < 0 ? {} : { ruleIndex: index };
}
const SARIF_LEVEL = { error: 'error', warning: 'warning', info: 'note' };
/** SARIF 2.1.0 with one run; every rule is listed so code scanning can show its help. */
function formatLintSarif(findings) {
    const rules = (0,rule_catalogue/* listLintRules */.DO)();
    const sarif = {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'hooksim',
                        version: version/* VERSION */.x,
                        rules: rules.map((rule) => ({
                            id: rule.code,
                            shortDescription: { text: rule.summary },
                            fullDescription: { text: rule.explanation },
                            help: { text: rule.explanation },
                            defaultConfiguration: { level: SARIF_LEVEL[rule.severity] },
                            // Code scanning filters alerts by tag; the class is the natural filter.
                            properties: { tags: [rule.class] },
                        })),
                    },
                },
                results: findings.map((finding) => ({
                    ruleId: finding.code,
                    // ShellCheck's SC codes are not hooksim rules: they have a ruleId and no index.
                    ...ruleIndexOf(rules, finding.code),
                    level: SARIF_LEVEL[finding.severity],
                    message: { text: (0,report_escape/* sarifText */.BC)(finding.message) },
                    locations: [
                        {
                            physicalLocation: {
                                artifactLocation: { uri: (0,report_escape/* sarifUri */.yA)(finding.file) },
                                region: { startLine: Math.max(finding.line, 1), startColumn: Math.max(finding.column, 1) },
                            },
                        },
                    ],
                })),
            },
        ],
    };
    return JSON.stringify(sarif, null, 2);
}
/** Render findings in a format. */
function formatLint(findings, format, repo) {
    switch (format) {
        case 'text':
            return formatLintText(findings, repo);
        case 'json':
            return formatLintJson(findings);
        case 'github':
            return formatLintGithub(findings);
        case 'sarif':
            return formatLintSarif(findings);
    }
}
/** validate's codes for entries lint splits by kind. */
const SPLIT_CODES = {
    'entry-ignored': ['powershell-only', 'exec-entry', 'prompt-entry'],
};
/**
 * The `--explain` text of a rule, or undefined for an unknown code. A code `hooksim validate` prints for the same
 * problem under another name (`version-missing`) explains the lint rule, saying so first.
 */
function explainLintRule(code) {
    const split = SPLIT_CODES[code];
    if (split) {
        return `'${code}' is hooksim validate's code; lint reports it as ${split.map((c) => `'${c}'`).join(', ')}: explain one of those.`;
    }
    const alias = config_rules/* RECODED */.ji[code];
    const rule = (0,rule_catalogue/* findLintRule */.nd)(alias ?? code);
    if (!rule)
        return (0,shellcheck/* explainShellCheckCode */.Jj)(code);
    const heading = `${rule.code} (${rule.severity}, class: ${rule_catalogue/* LINT_CLASS_TITLES */.TE[rule.class]})`;
    const note = alias ? `'${code}' is hooksim validate's code for this lint rule.\n` : '';
    const example = RULE_EXAMPLES[rule.code];
    const examples = example ? `\n\nBad:  ${example.bad}\nGood: ${example.good}` : '';
    return `${note}${heading}\n${rule.summary}\n\n${rule.explanation}${examples}`;
}
/** The exit status: 1 on any error, or when warnings exceed the maximum. */
function lintExitCode(findings, maxWarnings) {
    if (findings.some((f) => f.severity === 'error'))
        return 1;
    const warnings = findings.filter((f) => f.severity === 'warning').length;
    return maxWarnings !== undefined && warnings > maxWarnings ? 1 : 0;
}


/***/ })

};
