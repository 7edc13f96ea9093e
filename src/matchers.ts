/**
 * Matchers: native anchored ECMAScript regexes, Claude-format matchers and the runtime-to-Claude tool names
 * (runtime-behaviour.md §10).
 */
import { claudeToolName, MATCHER_TARGET, type Casing, type EventName } from './events/catalogue.js';
import type { Profile } from './profiles.js';
import { REGEX_DEADLINE_TEXT, testRegexBounded, type BoundedTest } from './regex-guard.js';

/** How an entry's matcher behaves under a profile. */
export type CompiledMatcher =
  | { kind: 'all' }
  | { kind: 'ignored' }
  | { kind: 'native'; regex: RegExp }
  | { kind: 'claudeLiteral'; tokens: string[] }
  | { kind: 'claudeRegex'; regex: RegExp }
  | { kind: 'unsupportedHere'; message: string };

/** Outcome of compiling: a matcher, or the reason the item is dropped at load. */
export type MatcherCompilation = { ok: true; matcher: CompiledMatcher } | { ok: false; message: string };

/** A matcher made only of tool names (`Bash`, `Bash|Edit`): Claude format takes it literally. */
export const CLAUDE_LITERAL = /^[A-Za-z0-9_-]+(\|[A-Za-z0-9_-]+)*$/;
const MODIFIER_GROUP = /\(\?(?:[ims]+(?:-[ims]*)?|-[ims]+):/;

/** Whether this event's key uses Claude-format matching under the profile. */
export function usesClaudeFormat(event: EventName, casing: Casing, profile: Profile): boolean {
  if (casing !== 'pascal') return false;
  if (event === 'preToolUse' || event === 'permissionRequest') return true;
  return event === 'postToolUse' && profile.pascalPostToolMatcher === 'claude';
}

/** Whether this Node's RegExp supports modifier groups `(?i:...)` (Node 24 does, Node 20 does not). */
export const NODE_HAS_MODIFIER_GROUPS: boolean = (() => {
  try {
    new RegExp('(?i:a)');
    return true;
  } catch {
    return false;
  }
})();

function anchored(pattern: string): RegExp | undefined {
  try {
    return new RegExp(`^(?:${pattern})$`);
  } catch {
    return undefined;
  }
}

/** Compile an entry's matcher for its event, casing and profile, or say why the item is dropped. */
export function compileMatcher(
  event: EventName,
  casing: Casing,
  matcher: string | undefined,
  profile: Profile,
): MatcherCompilation {
  if (matcher === undefined) return { ok: true, matcher: { kind: 'all' } };
  const claude = usesClaudeFormat(event, casing, profile);
  if (matcher === '') {
    if (profile.emptyMatcher === 'reject') return { ok: false, message: 'matcher cannot be empty' };
    return { ok: true, matcher: { kind: 'all' } };
  }
  if (!MATCHER_TARGET[event]) return { ok: true, matcher: { kind: 'ignored' } };
  if (claude && (matcher === '*' || matcher === '**')) return { ok: true, matcher: { kind: 'all' } };
  if (claude && CLAUDE_LITERAL.test(matcher)) {
    return { ok: true, matcher: { kind: 'claudeLiteral', tokens: matcher.split('|') } };
  }
  const regex = anchored(matcher);
  if (!regex) {
    if (!NODE_HAS_MODIFIER_GROUPS && MODIFIER_GROUP.test(matcher)) {
      return {
        ok: true,
        matcher: {
          kind: 'unsupportedHere',
          message: `Matcher '${matcher}' uses RegExp modifier groups, which Copilot accepts but Node ${process.versions.node} does not; run hooksim on Node 24`,
        },
      };
    }
    return { ok: false, message: `Invalid matcher regex in ${event} hook: '${matcher}'` };
  }
  return { ok: true, matcher: claude ? { kind: 'claudeRegex', regex } : { kind: 'native', regex } };
}

/** The code of the warning diagnostic of a matcher that ran out of time. */
export const MATCHER_TIMEOUT_CODE = 'matcher-timeout';

/** The message of a matcher that ran out of time (the caller names the file and line). */
export function matcherTimeoutMessage(matcher: string | undefined, value: string | undefined): string {
  const shown = value !== undefined && value.length > 80 ? `${value.slice(0, 79)}…` : (value ?? '');
  return `matcher '${matcher ?? ''}' took longer than ${REGEX_DEADLINE_TEXT} on '${shown}': catastrophic backtracking; the runtime would hang here too`;
}

/**
 * Whether a compiled matcher fires for a value (a runtime tool name, agent name, trigger or type), or
 * 'timeout' when its regular expression runs past the deadline (the repository wrote it: it is bounded).
 */
export function testMatcher(matcher: CompiledMatcher, value: string | undefined): BoundedTest {
  switch (matcher.kind) {
    case 'all':
    case 'ignored':
      return true;
    case 'unsupportedHere':
      return false;
    case 'native':
      return value !== undefined && testRegexBounded(matcher.regex, value);
    case 'claudeLiteral':
      return (
        value !== undefined &&
        matcher.tokens.some(
          (token) =>
            token === value || token === claudeToolName(value) || (token === 'Task' && value === 'task'),
        )
      );
    case 'claudeRegex':
      return value !== undefined && testRegexBounded(matcher.regex, claudeToolName(value));
  }
}

/** Whether a compiled matcher fires for a value; one that runs out of time does not. */
export function matcherFires(matcher: CompiledMatcher, value: string | undefined): boolean {
  return testMatcher(matcher, value) === true;
}
