import { describe, expect, it } from '@jest/globals';
import { REGEX_DEADLINE_MS, testRegexBounded, worstCaseSteps } from '../src/regex-guard.js';
import { checkSession, checkStep, testText } from '../src/session/expectations.js';
import type { StepOutcome } from '../src/session/outcome.js';

/** The red team's text: many `a` and one character that makes every backtracking pattern fail. */
const EVIL = `${'a'.repeat(117)}!`;

describe('worstCaseSteps: which patterns may run inline', () => {
  it.each([
    ['^(?:bash|edit)$', 5],
    ['^(?:mcp__.*)$', 20],
    ['deny', 6_000_000],
    ['^(?:[a-z_]+)$', 30],
    ['^(?:\\p{L}{2,4})$', 10],
  ])('%s on %d characters has a bound', (source, length) => {
    expect(worstCaseSteps(new RegExp(source, 'u'), length)).toEqual(expect.any(Number));
  });

  it.each([['(a+)+$'], ['(a|a)*$'], ['(?:a*)*b'], ['(\\w)\\1+'], ['(?<x>a)\\k<x>'], ['a++']])(
    '%s is outside the class (quantified group, backreference)',
    (source) => {
      let regex: RegExp;
      try {
        regex = new RegExp(source);
      } catch {
        return;
      }
      expect(worstCaseSteps(regex, 10)).toBeUndefined();
    },
  );

  it('counts polynomial backtracking: many stars on a long text exceed the inline budget', () => {
    expect(worstCaseSteps(/a*a*a*a*b/, 10_000)).toBeGreaterThan(1e12);
    expect(worstCaseSteps(/(?:a|a)(?:a|a)(?:a|a)/, 1)).toBe(2 * 8 * (21 + 0));
  });
});

describe('testRegexBounded', () => {
  it('gives the same answers as RegExp.prototype.test, inline or in the worker', () => {
    const cases: [RegExp, string][] = [
      [/^(?:bash|edit)$/, 'bash'],
      [/^(?:bash|edit)$/, 'view'],
      [/^(?:(a+)+)$/, 'aaaa'],
      [/^(?:(a+)+)$/, 'aab'],
      [/(\w)\1/i, 'xAa'],
      [/^.*deny.*$/s, `${'x'.repeat(100_000)}deny`],
      [/é/iu, 'É'],
    ];
    for (const [regex, value] of cases) expect(testRegexBounded(regex, value)).toBe(regex.test(value));
  });

  it('stops catastrophic backtracking at the deadline, then works again', () => {
    const started = Date.now();
    expect(testRegexBounded(/^(?:(a+)+$)$/, EVIL)).toBe('timeout');
    expect(testRegexBounded(/^(a+)+$/, EVIL)).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2 * REGEX_DEADLINE_MS + 6000);
    expect(testRegexBounded(/^(a+)+$/, 'aaa')).toBe(true);
  });
});

describe('expectations with a regular expression (the red team F2, scenario side)', () => {
  const outcome = { reason: EVIL, decidedBy: '.github/hooks/a.json#0' } as unknown as StepOutcome;

  it('an expectation that backtracks for ever fails with a clear message within seconds', () => {
    const started = Date.now();
    const messages = checkStep('steps[0]', { reason: '/^(a+)+$/' }, outcome);
    expect(Date.now() - started).toBeLessThan(REGEX_DEADLINE_MS + 6000);
    expect(messages).toEqual([
      `steps[0]: expected reason: the regular expression "/^(a+)+$/" took longer than 1 s on 118 characters (catastrophic backtracking): simplify it`,
    ]);
  });

  it('egress and file expectations say so too', () => {
    const files = { created: [EVIL], modified: [], deleted: [] };
    expect(checkSession({ files: { created: ['/^(a+)+$/'] } }, [], [], files)).toEqual([
      'files: expected /^(a+)+$/ to be created: the regular expression "/^(a+)+$/" took longer than 1 s (catastrophic backtracking): simplify it',
    ]);
    expect(checkSession({ files: { created: ['/^a+!$/'] } }, [], [], files)).toEqual([]);
  });

  it('ordinary expectations behave as before', () => {
    expect(checkStep('steps[0]', { reason: '/^a+!$/' }, outcome)).toEqual([]);
    expect(checkStep('steps[0]', { reason: EVIL }, outcome)).toEqual([]);
    expect(checkStep('steps[0]', { reason: '/^b/' }, outcome)).toHaveLength(1);
    expect(testText('/DENIED/i', 'denied')).toBe(true);
    expect(testText('/(x+)+y/', 'xxxxy')).toBe(true);
  });
});
