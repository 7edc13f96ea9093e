/** A bad and a good example for every lint rule, printed by `hooksim lint --explain CODE`. */

/** What a rule's finding looks like in a repository, and the same with the fix. */
export interface RuleExample {
  bad: string;
  good: string;
}

/** Examples by rule code; test/lint-cli.test.ts checks every rule has one. */
export const RULE_EXAMPLES: Readonly<Record<string, RuleExample>> = {
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
