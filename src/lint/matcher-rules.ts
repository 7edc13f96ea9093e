/** Matcher rules: matchers that compile but can never match what the cloud agent tests (runtime-behaviour.md §10). */
import type { Diagnostic } from '../diagnostics.js';
import { CLAUDE_TOOL_NAMES, MATCHER_TARGET } from '../events/catalogue.js';
import type { HookEntry } from '../model.js';
import { usesClaudeFormat } from '../matchers.js';
import type { Profile } from '../profiles.js';
import { fieldPosition, type LintContext } from './lint-context.js';
import { lintFinding } from './rule-catalogue.js';

const RUNTIME_TOOL_NAMES = Object.keys(CLAUDE_TOOL_NAMES);
/** Claude tools Copilot does not have (runtime-behaviour.md §10), and the runtime tool that does their work. */
const CLAUDE_ONLY_NAMES: Readonly<Record<string, string>> = {
  MultiEdit: 'edit',
  NotebookEdit: 'edit',
  LS: 'view',
};
const PERMISSION_SYNTAX = /^[A-Za-z_]+\(.*\)$/;
const SPACED_ALTERNATION = /\s\||\|\s/;
const LITERAL_ALTERNATION = /^[A-Za-z0-9_ -]+(\|[A-Za-z0-9_ -]+)*$/;

function runtimeNamesFor(claudeName: string): string[] {
  return RUNTIME_TOOL_NAMES.filter((name) => CLAUDE_TOOL_NAMES[name] === claudeName);
}

/**
 * The tool name a permission rule's `Tool(...)` means, as this entry's matcher must spell it: the runtime name on
 * native (camelCase) matchers, the name as written where Claude format accepts both.
 */
function matcherToolName(tool: string, claudeFormat: boolean): string {
  if (claudeFormat || RUNTIME_TOOL_NAMES.includes(tool)) return tool;
  const sameLetters = RUNTIME_TOOL_NAMES.find((name) => name.toLowerCase() === tool.toLowerCase());
  if (sameLetters) return sameLetters;
  const runtime = runtimeNamesFor(tool);
  return runtime.length > 0 ? runtime.join('|') : tool;
}

function checkMatcher(entry: HookEntry, matcher: string, profile: Profile): [string, string] | undefined {
  const claudeFormat = usesClaudeFormat(entry.event, entry.casing, profile);
  if (PERMISSION_SYNTAX.test(matcher)) {
    const tool = matcherToolName(matcher.slice(0, matcher.indexOf('(')), claudeFormat);
    return [
      'matcher-permission-syntax',
      `Matcher '${matcher}' is permission-rule syntax and never matches: match '${tool}' and check the command in the script`,
    ];
  }
  if (SPACED_ALTERNATION.test(matcher)) {
    return [
      'matcher-spaces',
      `Spaces in matcher '${matcher}' are matched literally: write '${matcher.replace(/\s*\|\s*/g, '|').trim()}'`,
    ];
  }
  if (!LITERAL_ALTERNATION.test(matcher)) return;
  const tokens = matcher.split('|');
  const fixes = tokens.map((token) => tokenFix(token, claudeFormat));
  const wrong = fixes.filter((fix): fix is TokenFix => fix !== undefined);
  const first = wrong[0];
  if (!first) return undefined;
  const code = wrong.every((fix) => fix.code === 'matcher-case') ? 'matcher-case' : 'matcher-claude-name';
  if (wrong.length === 1) return [first.code, first.message(entry.eventKey)];
  // Several names are wrong: give the whole matcher as it must be written.
  const whole = [...new Set(tokens.flatMap((token, i) => (fixes[i]?.use ?? token).split('|')))].join('|');
  return [code, `Matcher '${matcher}' never matches on ${entry.eventKey}: use '${whole}'`];
}

/** What is wrong with one name of a literal matcher, and the name(s) to use instead. */
interface TokenFix {
  code: 'matcher-case' | 'matcher-claude-name';
  use: string;
  message: (eventKey: string) => string;
}

function tokenFix(token: string, claudeFormat: boolean): TokenFix | undefined {
  const meant = CLAUDE_ONLY_NAMES[token];
  if (meant !== undefined) {
    const use = claudeFormat ? (CLAUDE_TOOL_NAMES[meant] ?? meant) : meant;
    return {
      code: 'matcher-claude-name',
      use,
      message: (key) => `Copilot has no tool '${token}', so it never matches on ${key}: use '${use}'`,
    };
  }
  if (claudeFormat || RUNTIME_TOOL_NAMES.includes(token)) return undefined;
  const sameLetters = RUNTIME_TOOL_NAMES.find((name) => name.toLowerCase() === token.toLowerCase());
  if (sameLetters) {
    return {
      code: 'matcher-case',
      use: sameLetters,
      message: (key) =>
        `Matcher '${token}' never matches on ${key}: runtime tool names are lowercase, use '${sameLetters}'`,
    };
  }
  const runtime = runtimeNamesFor(token);
  if (runtime.length === 0) return undefined;
  return {
    code: 'matcher-claude-name',
    use: runtime.join('|'),
    message: (key) =>
      `Claude tool name '${token}' never matches on ${key}: use '${runtime.join('|')}' or the PascalCase key`,
  };
}

/** Matcher findings for every tool-event entry with a matcher. */
export function lintMatchers(context: LintContext): Diagnostic[] {
  const findings: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const entry of context.config.entries) {
    if (entry.matcher === undefined || entry.matcher === '') continue;
    if (MATCHER_TARGET[entry.event] !== 'toolName') continue;
    const found = checkMatcher(entry, entry.matcher, context.profile);
    if (!found) continue;
    const position = fieldPosition(context, entry, 'matcher');
    // Entries of one Claude nested group share the group's matcher: report it once.
    const key = `${entry.file}:${position.line}:${position.column}`;
    if (seen.has(key)) continue;
    seen.add(key);
    findings.push(lintFinding(found[0], entry.file, position, found[1]));
  }
  return findings;
}
