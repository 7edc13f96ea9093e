/**
 * Executed tools' texts and a failure `modifiedResult` under `cli` against what Copilot CLI 1.0.102 did in the
 * differential suite (test/differential: exitcodes/tools, merge/posttool/modified-failure, payloads/shapes) and
 * in direct experiments (docs/runtime-findings.md): one repository under test/fixtures/sessions/cli-tool-texts
 * replayed in the namespace sandbox under `cli` and, for contrast, `cloud` (executedToolTexts=plain,
 * failureModifiedResult=reroute, runtime-behaviour.md §8.2). Real bash hooks and tools; the clock and ids are
 * injected.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { runScenarios } from '../src/commands/run.js';
import type { EventRecord } from '../src/model.js';
import type { ProfileName } from '../src/profiles.js';
import type { ScenarioReport } from '../src/session/report-types.js';
import { releaseRunAfterAll } from './helpers/sandbox.js';

releaseRunAfterAll();

const NOW = 1_793_700_000_000;
const NO_MATCH =
  'No match found: old_str not found in /workspace/README.md; no changes made; you might want to try again with correct old_str';

function sequentialIds(): () => string {
  let n = 0;
  return () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
}

const reports = new Map<ProfileName, ScenarioReport>();

beforeAll(async () => {
  await Promise.all(
    (['cli', 'cloud'] as const).map(async (profile) => {
      const { report, unreadable, sandboxFailed } = await runScenarios({
        repo: 'test/fixtures/sessions/cli-tool-texts',
        profile,
        scenarios: [],
        sandbox: 'namespace',
        clock: { now: () => NOW },
        newId: sequentialIds(),
      });
      const scenario = report.scenarios[0];
      if (unreadable || sandboxFailed || !scenario) throw new Error(`${profile}: no report`);
      reports.set(profile, scenario);
    }),
  );
});

function scenario(profile: ProfileName): ScenarioReport {
  const found = reports.get(profile);
  if (!found) throw new Error(`no ${profile} report`);
  return found;
}

/** The text a postToolUse hook got as `textResultForLlm` (the tool's own text). */
function postText(profile: ProfileName, step: number): unknown {
  return eventOf(profile, step, 'postToolUse')?.input.toolResult;
}

function eventOf(profile: ProfileName, step: number, event: string): EventRecord | undefined {
  return scenario(profile).events.find((e) => e.step === step && e.event === event);
}

/** The `error` the postToolUseFailure hook got, as its own payload shows it. */
function failurePayloadError(profile: ProfileName, step: number): unknown {
  const payload = eventOf(profile, step, 'postToolUseFailure')?.hooks[0]?.payload as
    Record<string, unknown> | undefined;
  return payload?.error;
}

describe('cli: bash results are the trimmed output plus <shellId: N completed with exit code C> (differential exitcodes/tools/post-exit1, payloads/shapes/tools; executedToolTexts=cli)', () => {
  it('the cli expectations of the scenario hold: the result and agentSees of every step as 1.0.102 words them', () => {
    expect(scenario('cli').failures).toEqual([]);
    expect(scenario('cli').status).toBe('passed');
  });

  it('both streams in the order written, trimmed at both ends, a non-zero exit is still a success', () => {
    const text = 'out\nerr\nx\n<shellId: 0 completed with exit code 3>';
    expect(postText('cli', 0)).toEqual({ resultType: 'success', textResultForLlm: text });
    // The hook itself printed the text it got.
    expect(eventOf('cli', 0, 'postToolUse')?.hooks[0]?.stderr).toBe(text);
    expect(eventOf('cli', 0, 'postToolUseFailure')).toBeUndefined();
  });

  it('a denied call starts no shell: the next bash call gets the next id; empty output leaves only the line', () => {
    expect(eventOf('cli', 2, 'preToolUse')?.result.decision).toBe('deny');
    expect(eventOf('cli', 2, 'postToolUse')).toBeUndefined();
    expect(postText('cli', 3)).toEqual({
      resultType: 'success',
      textResultForLlm: '\n<shellId: 2 completed with exit code 0>',
    });
  });

  it('cloud keeps the plain texts: stdout then stderr, untrimmed, <exited with exit code C> only when non-zero', () => {
    expect(postText('cloud', 0)).toEqual({
      resultType: 'success',
      textResultForLlm: 'out\nx  \n\nerr\n<exited with exit code 3>',
    });
    expect(postText('cloud', 3)).toEqual({ resultType: 'success', textResultForLlm: '' });
  });
});

describe('cli: edit, view and create failures in 1.0.102 words; hooks get the short error (differential exitcodes/tools/failure-exit1, payloads/shapes/failure)', () => {
  it('postToolUseFailure gets the short error of 1.0.102 while the model gets the long text', () => {
    expect([4, 5, 6, 7, 8].map((step) => failurePayloadError('cli', step))).toEqual([
      'No match found',
      'Multiple matches found',
      "Unhandled error: Error: ENOENT: no such file or directory, open '/workspace/missing.txt'",
      'Path does not exist',
      'Path already exists',
    ]);
    expect(eventOf('cli', 4, 'postToolUseFailure')?.result.agentSees).toBe(
      `${NO_MATCH}\n\nTool "edit" failed. Additional guidance from postToolUseFailure hooks:\nfailure hook saw: No match found`,
    );
  });

  it('cloud keeps hooksim texts, and hooks get the same text as the model', () => {
    const plain = 'No match found for old_str in /workspace/README.md.';
    expect(failurePayloadError('cloud', 4)).toBe(plain);
    expect(eventOf('cloud', 4, 'postToolUseFailure')?.result.agentSees).toBe(
      `${plain}\n\nTool "edit" failed. Additional guidance from postToolUseFailure hooks:\nfailure hook saw: ${plain}`,
    );
  });
});

describe('postToolUse modifiedResult with resultType failure (differential merge/posttool/modified-failure; R140; runtime-behaviour.md §8.2)', () => {
  it('cli (failureModifiedResult=replaceText): only the text changes; the call stays a success with its context, no postToolUseFailure', () => {
    expect(eventOf('cli', 10, 'postToolUse')?.result).toMatchObject({
      additionalContext: 'context of the failure result',
      agentSees:
        'turned into a failure\n\nTool "bash" succeeded. Additional guidance from postToolUse hooks:\ncontext of the failure result',
    });
    expect(eventOf('cli', 10, 'postToolUseFailure')).toBeUndefined();
  });

  it('cloud (reroute): the call fails, the context is dropped and postToolUseFailure gets the text', () => {
    expect(eventOf('cloud', 10, 'postToolUse')?.result).toEqual({
      toolResult: { resultType: 'failure', textResultForLlm: 'turned into a failure' },
    });
    expect(failurePayloadError('cloud', 10)).toBe('turned into a failure');
  });
});
