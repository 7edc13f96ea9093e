/** The lint rules: a stable code, a class, a severity and the paragraph `hooksim lint --explain CODE` prints. */
import { diagnostic, type Diagnostic, type Severity } from '../diagnostics.js';

/** The classes of issue 6 ("What to build", item 1), in the order documented. */
export const LINT_CLASSES = ['entries', 'matchers', 'scripts', 'network', 'timing', 'sources'] as const;

/** One of LINT_CLASSES. */
export type LintClass = (typeof LINT_CLASSES)[number];

/** The heading of each class, as examples/broken/README.md and `--explain` show it. */
export const LINT_CLASS_TITLES: Readonly<Record<LintClass, string>> = {
  entries: 'hook files, entries and events',
  matchers: 'matchers',
  scripts: 'scripts',
  network: 'network and secrets',
  timing: 'timing',
  sources: 'sources',
};

/** What every finding of one rule shares. */
export interface LintRule {
  code: string;
  class: LintClass;
  severity: Severity;
  /** One line for SARIF `shortDescription` and the rule list. */
  summary: string;
  /** The paragraph printed by `--explain`. */
  explanation: string;
}

const RULES: readonly LintRule[] = [
  {
    code: 'powershell-only',
    severity: 'error',
    class: 'entries',
    summary: 'A command hook with only a powershell command is ignored by Copilot cloud agent.',
    explanation:
      'Copilot cloud agent runs hooks on Linux and runs the "bash" (or "command") field of a command hook. ' +
      'An entry that has only "powershell" loads without error and is then silently skipped, so the hook ' +
      'never runs. Add a "bash" command next to the "powershell" one.',
  },
  {
    code: 'exec-entry',
    severity: 'error',
    class: 'entries',
    summary: 'An "exec" command hook runs only in Copilot CLI.',
    explanation:
      'The "exec" form (a program plus "args", no shell) is a Copilot CLI feature. Copilot cloud agent skips ' +
      'these entries. Write the command as a "bash" string instead.',
  },
  {
    code: 'event-never-fires',
    severity: 'warning',
    class: 'entries',
    summary: 'The event never fires under Copilot cloud agent.',
    explanation:
      'permissionRequest and notification are interactive events: Copilot cloud agent never asks for ' +
      'permission and shows no notifications, so hooks on them never run there. Use preToolUse to allow or ' +
      'deny a tool call, or remove the entry.',
  },
  {
    code: 'prompt-entry',
    severity: 'warning',
    class: 'entries',
    summary: 'A "prompt" hook does not fire in non-interactive sessions.',
    explanation:
      'Hooks of type "prompt" ask the user; Copilot cloud agent runs without a user at the terminal, so ' +
      'they never fire. Use a command hook that prints additionalContext instead.',
  },
  {
    code: 'unknown-event',
    severity: 'warning',
    class: 'entries',
    summary: 'An unknown event key is ignored.',
    explanation:
      'Event keys are case-sensitive and must be one of the camelCase keys (preToolUse, sessionStart, ...) ' +
      'or their PascalCase aliases (PreToolUse, Stop, ...). The runtime ignores any other key with only a ' +
      'log line, so the hooks under it never run. Rename the key to the event meant.',
  },
  {
    code: 'unknown-field',
    severity: 'warning',
    class: 'entries',
    summary: 'A misspelled field is ignored.',
    explanation:
      'The runtime ignores fields it does not know, silently: `"timeoutSecs": 5` leaves the hook at the ' +
      '30 s default, `"matchers": "bash"` makes it run for every tool. A key one or two letters away from a ' +
      'known field (type, bash, powershell, command, exec, args, cwd, env, timeoutSec, timeout, matcher, url, ' +
      'headers, allowedEnvVars, prompt, hooks; at the top: version, hooks, disableAllHooks) is reported; other ' +
      'extra keys, such as `comment`, are left alone.',
  },
  {
    code: 'missing-version',
    severity: 'info',
    class: 'entries',
    summary: 'The hook file has no "version": 1.',
    explanation:
      'The documented hook file format starts with "version": 1. The runtime accepts a file without it ' +
      'today, but the documented behaviour rejects it; add "version": 1 at the top level.',
  },
  {
    code: 'json-with-comments',
    severity: 'error',
    class: 'entries',
    summary: 'Comments in a hook file make the whole file invalid.',
    explanation:
      'Hook files are parsed as strict JSON. A // or /* */ comment is a syntax error and the runtime rejects ' +
      'the whole file, so none of its hooks run. Remove the comments (put notes in a "description" field of ' +
      'your own or in a README).',
  },
  {
    code: 'file-rejected',
    severity: 'error',
    class: 'entries',
    summary: 'The runtime rejects the whole hook file.',
    explanation:
      'Invalid JSON, a "version" other than 1, a "hooks" value that is not an object or an event value that ' +
      'is not an array makes the runtime reject the whole file: none of its hooks run, and the agent only ' +
      'logs it. Fix the problem the message names; `hooksim validate` shows every diagnostic of the file.',
  },
  {
    code: 'item-dropped',
    severity: 'error',
    class: 'entries',
    summary: 'A malformed hook item is dropped at load time.',
    explanation:
      'An item with a bad field (no bash/command, a wrong type, an unknown "type", a timeout that is not a ' +
      'positive number) is dropped with a warning in the agent log while the rest of the file loads. The ' +
      'hook never runs. Fix the field the message names.',
  },
  {
    code: 'settings-hooks-ignored',
    severity: 'warning',
    class: 'sources',
    summary: 'Hooks in a settings file are not loaded by Copilot cloud agent.',
    explanation:
      'Copilot cloud agent loads hooks only from .github/hooks/*.json. "hooks" and "disableAllHooks" in ' +
      '.claude/settings*.json or .github/copilot/settings*.json are read by Copilot CLI only. Move the hooks ' +
      'to a file under .github/hooks/.',
  },
  {
    code: 'matcher-invalid',
    severity: 'error',
    class: 'matchers',
    summary: 'The matcher is not a valid regular expression; the hook is dropped.',
    explanation:
      'A matcher is compiled as an anchored ECMAScript regular expression. One that does not compile drops ' +
      'the hook item at load time. Fix the regular expression (escape parentheses and brackets meant ' +
      'literally).',
  },
  {
    code: 'matcher-empty',
    severity: 'error',
    class: 'matchers',
    summary: 'An empty matcher drops the hook.',
    explanation:
      'An empty "matcher" string is rejected by the runtime and the hook item is dropped. Remove the ' +
      '"matcher" key to run the hook for every tool.',
  },
  {
    code: 'matcher-case',
    severity: 'error',
    class: 'matchers',
    summary: 'Matchers on camelCase events are case-sensitive runtime tool names.',
    explanation:
      'On camelCase keys (preToolUse, postToolUse) the matcher is an anchored, case-sensitive regular ' +
      'expression over the runtime tool name: bash, edit, view, create. "Bash" never matches "bash", so the ' +
      'hook never runs. Use the runtime name shown in the message.',
  },
  {
    code: 'matcher-claude-name',
    severity: 'error',
    class: 'matchers',
    summary: 'Claude tool names do not match on camelCase events.',
    explanation:
      'Claude tool names (Read, Write, Grep, WebFetch, ...) are translated only for PascalCase keys ' +
      '(PreToolUse). On camelCase keys the matcher sees runtime names (view, create, grep, web_fetch), so a ' +
      'Claude name never matches. Use the runtime name, or switch the key to its PascalCase form.',
  },
  {
    code: 'matcher-permission-syntax',
    severity: 'error',
    class: 'matchers',
    summary: 'Permission-rule syntax like Bash(git:*) is not a matcher.',
    explanation:
      'Tool(argument) patterns come from permission rules, not hook matchers. A matcher tests only the tool ' +
      'name, so "Bash(git:*)" never matches anything. Match the tool name and inspect the command in the ' +
      'hook script.',
  },
  {
    code: 'matcher-spaces',
    severity: 'error',
    class: 'matchers',
    summary: 'Spaces in a matcher are part of the regular expression.',
    explanation:
      'A matcher like "edit | create" is the regex `edit | create`: it matches "edit " and " create", never ' +
      'the tool names. Write the alternatives without spaces: "edit|create".',
  },
  {
    code: 'matcher-no-effect',
    severity: 'warning',
    class: 'matchers',
    summary: 'A matcher on an event without one has no effect.',
    explanation:
      'Only tool events, subagentStart, preCompact and notification test a matcher. On other events the ' +
      'matcher is ignored and the hook runs every time. Remove the matcher, or filter inside the script.',
  },
  {
    code: 'script-missing',
    severity: 'error',
    class: 'scripts',
    summary: 'The script the hook runs does not exist.',
    explanation:
      'Hook commands run from the repository root (or the entry\'s "cwd"). A script path that does not ' +
      'resolve there fails every time with "No such file or directory", and a failing preToolUse hook is ' +
      'not a deny. Fix the path, relative to the repository root.',
  },
  {
    code: 'cwd-doubled-path',
    severity: 'error',
    class: 'scripts',
    summary: 'The script path repeats the entry\'s "cwd".',
    explanation:
      'A relative script path is resolved against "cwd". With "cwd": ".github/hooks" and ' +
      '"./.github/hooks/x.sh" the shell looks for .github/hooks/.github/hooks/x.sh. Drop "cwd" or make the ' +
      'path relative to it.',
  },
  {
    code: 'script-not-executable',
    severity: 'error',
    class: 'scripts',
    summary: 'The script is run directly but is not executable.',
    explanation:
      'A command like ./x.sh needs the execute bit, or it fails with "Permission denied". Run ' +
      '`git update-index --chmod=+x` on the script (chmod alone is not kept by every checkout), or call it ' +
      'as `bash x.sh`.',
  },
  {
    code: 'script-no-shebang',
    severity: 'warning',
    class: 'scripts',
    summary: 'The script is run directly but has no #! line.',
    explanation:
      'Hook commands run under /bin/bash -c. When a file without a #! line is run directly, exec fails and ' +
      'bash falls back to reading the file as a bash script itself: a Python or Node script then fails with ' +
      'bash syntax errors, and the hook depends on which shell calls it. Add a first line naming the ' +
      'interpreter: "#!/usr/bin/env bash" for a shell script, "#!/usr/bin/env python3" for a .py file, ' +
      '"#!/usr/bin/env node" for a .js or .mjs file.',
  },
  {
    code: 'script-ignores-stdin',
    severity: 'warning',
    class: 'scripts',
    summary: 'The script reads arguments, but hooks get their input on stdin.',
    explanation:
      'Hook input is one JSON document on stdin; no arguments are passed. A script on a tool or prompt event ' +
      'that reads $1 or $@ (outside its functions, with no default) and never stdin sees nothing, so it never ' +
      'blocks anything. Read the payload with `input=$(cat)` or jq. Scripts on sessionStart, sessionEnd and ' +
      'the stop events often need no input and are not reported.',
  },
  {
    code: 'script-wrong-field',
    severity: 'error',
    class: 'scripts',
    summary: 'The script reads a payload field this event key does not send.',
    explanation:
      'On tool events camelCase keys send toolName, toolArgs and toolResult; PascalCase keys send tool_name, ' +
      'tool_input and tool_result. There is no toolInput field. A script reading the wrong name gets null and ' +
      'lets everything through. Use the field names of the key the hook is registered under. The script is read ' +
      'with a parser and values are followed through variables (TOOL_ARGS=$(jq .toolArgs) is a read of toolArgs); ' +
      'comments, strings and docstrings are not code, and a script that reads both names is not reported.',
  },
  {
    code: 'http-not-allowed',
    severity: 'warning',
    class: 'network',
    summary: 'The host is outside the cloud agent firewall allow-list.',
    explanation:
      'Copilot cloud agent blocks outbound traffic to hosts outside its allow-list (the recommended list ' +
      "plus the repository's custom rules). An HTTP hook or a curl/wget to such a host fails. Add the host " +
      "to the repository's firewall allow-list in the Copilot settings.",
  },
  {
    code: 'http-insecure',
    severity: 'error',
    class: 'network',
    summary: 'An HTTP hook with an http:// URL is dropped.',
    explanation:
      'HTTP hooks that decide whether a tool may run (preToolUse, permissionRequest) and HTTP hooks with ' +
      'allowedEnvVars must use https://, so their answer and their secrets cannot be read or changed on the ' +
      'way. The runtime drops such an item at load time and the hook never runs. Use an https:// URL.',
  },
  {
    code: 'allowed-env-github-token',
    severity: 'warning',
    class: 'network',
    summary: 'GITHUB_TOKEN is not set for hooks in Copilot cloud agent.',
    explanation:
      'allowedEnvVars lets an HTTP hook expand variables in its headers, but Copilot cloud agent does not ' +
      'expose GITHUB_TOKEN to hooks, so the header is sent empty. Use a repository secret in the Copilot ' +
      'environment under another name.',
  },
  {
    code: 'precompact-manual-only',
    severity: 'warning',
    class: 'entries',
    summary: 'A preCompact matcher that matches only "manual" never fires in the cloud agent.',
    explanation:
      'preCompact matchers test the trigger: "manual" (the /compact command) or "auto". Copilot cloud agent ' +
      'has no user to type /compact and compacts only with trigger "auto", so a hook that matches only ' +
      '"manual" never runs there. Match "auto" (or "auto|manual"), or remove the matcher.',
  },
  {
    code: 'claude-output-ignored',
    severity: 'warning',
    class: 'entries',
    summary: 'The hook prints a Claude-style output this Copilot event ignores.',
    explanation:
      'Copilot reads hookSpecificOutput only on PascalCase PreToolUse entries; on agentStop, subagentStop ' +
      'and camelCase preToolUse it is ignored. "decision": "block" does not deny a preToolUse call, and ' +
      '"continue": false is ignored on every event. A guard written this way lets everything through. ' +
      'Print the flat Copilot fields: {"permissionDecision": "deny", "permissionDecisionReason": "..."} ' +
      'on preToolUse, {"decision": "block", "reason": "..."} on agentStop.',
  },
  {
    code: 'fail-open-dependency',
    severity: 'warning',
    class: 'scripts',
    summary: 'A preToolUse guard allows every tool call when the program it needs is missing.',
    explanation:
      'A line like `command -v jq || exit 0` makes a deny hook allow every tool call when jq (or python3, ' +
      'node, pwsh) is not installed, and nothing reports it. So does `command=$(jq -r .toolArgs)` in a script ' +
      'without `set -e`: when jq is missing the capture is empty, the script goes on, matches nothing it ' +
      'denies and exits 0. Fail closed instead: start the script with `set -euo pipefail` (a guard that exits ' +
      'with a code other than 0 or 2 denies the tool call), or print a deny with a reason (or exit 2) when ' +
      '`command -v jq` fails; install the program in copilot-setup-steps.yml if the runner lacks it.',
  },
  {
    code: 'log-discarded',
    severity: 'warning',
    class: 'scripts',
    summary: 'A log written in the repository or the home directory is lost when the job ends.',
    explanation:
      'Copilot cloud agent runs in an ephemeral GitHub Actions runner. Files appended under the checkout ' +
      '(that the agent does not commit) or under ~ are discarded with the runner, so an audit log written ' +
      'there is never seen. Send the records to an http hook, or upload them from a workflow step.',
  },
  {
    code: 'http-private-address',
    severity: 'error',
    class: 'network',
    summary: 'An HTTP hook URL points at a loopback, private or link-local address.',
    explanation:
      'The runtime refuses HTTP hooks to localhost and private addresses unless COPILOT_HOOK_ALLOW_LOCALHOST=1 ' +
      'is set, and the cloud agent firewall has no route to them anyway, so the hook fails on every call ' +
      '(a failing preToolUse hook is not a deny). Point the hook at a public https:// endpoint.',
  },
  {
    code: 'pretooluse-timeout-long',
    severity: 'warning',
    class: 'timing',
    summary: 'A preToolUse timeout over 60 seconds makes a slow guard a silent allow.',
    explanation:
      'When a preToolUse hook times out the runtime treats it as a failure and runs the tool anyway: a ' +
      'timeout fails open. A long timeout hides a slow or hanging guard and stalls every tool call while ' +
      'it waits. Keep the guard fast and set timeoutSec to 60 or less.',
  },
  {
    code: 'heavy-posttooluse',
    severity: 'warning',
    class: 'timing',
    summary: 'A tool hook without a matcher runs a test suite, pre-commit or npx on every tool call.',
    explanation:
      'preToolUse and postToolUse fire on every tool call, including each view and grep. Running npm test, ' +
      'pytest, cargo test, go test, pre-commit or npx there multiplies the session time and often hits the ' +
      'timeout. Add a matcher such as "edit|create", or run the suite once in an agentStop hook.',
  },
  {
    code: 'script-not-parsed',
    severity: 'info',
    class: 'scripts',
    summary: 'The script is in a language lint does not parse; only its file is checked.',
    explanation:
      'Bash and Python hook scripts are read with a parser (tree-sitter), and their payload reads, outputs and ' +
      'exits are checked. Node, PowerShell and other scripts are checked only for existence, the execute bit and ' +
      'the #! line. Preview them with `hooksim run` to see what they really do.',
  },
  {
    code: 'script-wrong-argument',
    severity: 'error',
    class: 'scripts',
    summary: 'The script reads a VS Code or Claude tool argument name Copilot does not send.',
    explanation:
      "Copilot's tools take path (view, create, edit), file_text (create), old_str and new_str (edit) and " +
      'command (bash). VS Code names (filePath, newString, content) and Claude names (file_path, new_string) ' +
      'are null in a Copilot payload, so a check on them never fires. Read the Copilot name.',
  },
  {
    code: 'tool-name-never-sent',
    severity: 'error',
    class: 'scripts',
    summary: 'The script compares the tool name with a name this event key never sends.',
    explanation:
      'camelCase tool events send runtime names (bash, edit, create, view); PascalCase PreToolUse and ' +
      "PostToolUse send Claude names for mapped tools (Bash, Edit, Write, Read). VS Code and other agents' " +
      'names (runTerminalCommand, editFiles, execute) are never sent. A guard on such a name never acts. ' +
      'Compare with the name the message gives.',
  },
  {
    code: 'path-check-relative',
    severity: 'warning',
    class: 'scripts',
    summary: 'A path check assumes a repository-relative path; Copilot sends absolute paths.',
    explanation:
      "Copilot's file tools send absolute paths such as /workspace/src/app.ts. A check like `^src/`, `src/*` or " +
      'startswith("src/") never matches them, so the protected files are not protected. Match the absolute ' +
      'form (`^/workspace/src/`) or any directory (`*/src/*`), or strip "$CLAUDE_PROJECT_DIR/" first.',
  },
  {
    code: 'payload-env-var',
    severity: 'error',
    class: 'scripts',
    summary: 'The hook reads the payload from an environment variable no runtime sets.',
    explanation:
      'Copilot passes the payload only as JSON on stdin. Variables like $TOOL_ARGS, $TOOL_INPUT, $CLAUDE_TOOL_INPUT ' +
      'or $CLAUDE_FILE_PATHS are never set (only COPILOT_PROJECT_DIR, CLAUDE_PROJECT_DIR, COPILOT_HOOK_DIR and ' +
      'COPILOT_CLI are added), so the hook sees empty strings. Read the field from stdin with jq.',
  },
  {
    code: 'stdout-text-dropped',
    severity: 'warning',
    class: 'scripts',
    summary: 'The hook prints plain text on stdout, which never reaches the agent.',
    explanation:
      "Hook stdout is parsed as one JSON object. Plain text (a linter report, a formatter's file list, an echo) " +
      'does not parse and is dropped without a word, so the agent never sees it. On postToolUse, sessionStart, ' +
      'subagentStart and userPromptSubmitted print {"additionalContext": "..."} instead, and send the rest to ' +
      'stderr or /dev/null.',
  },
  {
    code: 'timeout-long',
    severity: 'warning',
    class: 'timing',
    summary: 'A timeout far past what the event can usefully wait.',
    explanation:
      'The whole cloud agent job has 59 minutes. A sessionStart, postToolUse or stop hook allowed 1800 s can ' +
      'hold the session for half of it. Keep hook timeouts at 300 s or less; install dependencies in ' +
      'copilot-setup-steps.yml instead of a sessionStart hook.',
  },
  {
    code: 'empty-command',
    severity: 'error',
    class: 'entries',
    summary: 'The command of a hook is empty.',
    explanation:
      'An entry with "bash": "" or "command": "" loads and runs an empty shell, which does nothing and exits 0: ' +
      'the check the entry was meant to make never happens. Write the command, or remove the entry.',
  },
];

const BY_CODE = new Map(RULES.map((rule) => [rule.code, rule]));

/** Every lint rule, in the order documented. */
export function listLintRules(): readonly LintRule[] {
  return RULES;
}

/** The rule with a code, or undefined. */
export function findLintRule(code: string): LintRule | undefined {
  return BY_CODE.get(code);
}

/** Error for a finding built with a code no rule has; a bug in hooksim, never in the linted repository. */
export class UnknownLintRuleError extends Error {
  readonly code = 'unknown-lint-rule';
  constructor(ruleCode: string) {
    super(`No lint rule '${ruleCode}'`);
    this.name = 'UnknownLintRuleError';
  }
}

/** A finding of a rule at a place; the severity comes from the rule. */
export function lintFinding(
  code: string,
  file: string,
  position: { line: number; column: number } | undefined,
  message: string,
): Diagnostic {
  const rule = findLintRule(code);
  if (!rule) throw new UnknownLintRuleError(code);
  return diagnostic(file, position, rule.severity, code, message);
}
