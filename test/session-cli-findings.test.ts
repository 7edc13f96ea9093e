/**
 * The cli profile against what Copilot CLI 1.0.102 did in the offline experiments (docs/runtime-findings.md,
 * FINDINGS §8-§10): one repository under test/fixtures/sessions/cli-findings replayed in the namespace sandbox
 * under `cli` and, for contrast, `cloud`, which keeps the documented subagent rules. Real bash hooks; the clock
 * and ids are injected.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { runScenarios } from '../src/commands/run.js';
import type { EventRecord } from '../src/model.js';
import type { ProfileName } from '../src/profiles.js';
import type { ScenarioReport } from '../src/session/report-types.js';
import { releaseRunAfterAll } from './helpers/sandbox.js';

releaseRunAfterAll();

const NOW = 1_793_700_000_000;
const SID = '00000000-0000-4000-8000-000000000001';
const TRANSCRIPT = `/root/.copilot/session-state/${SID}/events.jsonl`;
/** NOW in Europe/Berlin, the scenario's TZ: local time with a numeric offset, never Z (FINDINGS §9 Q23). */
const BERLIN = '2026-11-03T11:00:00.000+01:00';

function sequentialIds(): () => string {
  let n = 0;
  return () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
}

const reports = new Map<ProfileName, ScenarioReport>();

beforeAll(async () => {
  await Promise.all(
    (['cli', 'cloud'] as const).map(async (profile) => {
      const { report, unreadable, sandboxFailed } = await runScenarios({
        repo: 'test/fixtures/sessions/cli-findings',
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

/** `<step> <event>` for every dispatch that ran a hook, in order. */
function ranEvents(s: ScenarioReport): string[] {
  return s.events
    .filter((e) => e.hooks.some((h) => h.status !== 'skipped'))
    .map((e) => `${e.step ?? '-'} ${e.event}`);
}

function payloadOf(record: EventRecord | undefined): Record<string, unknown> {
  return (record?.hooks[0]?.payload ?? {}) as Record<string, unknown>;
}

function subagentEvents(s: ScenarioReport, event: string): EventRecord[] {
  return s.events.filter((e) => e.step === 0 && e.event === event);
}

describe('subagents under cli (FINDINGS §10.1, §10.2; experiments gp, explore, f-subpay, f-subloop, f-subups)', () => {
  it('general-purpose fires subagentStart/subagentStop; its turns fire userPromptSubmitted, userPromptTransformed and agentStop before subagentStop', () => {
    expect(scenario('cli').status).toBe('passed');
    expect(ranEvents(scenario('cli'))).toEqual([
      '- sessionStart',
      '- userPromptSubmitted',
      '- userPromptTransformed',
      '0 subagentStart',
      '0 userPromptSubmitted',
      '0 userPromptTransformed',
      '0 postToolUse',
      '0 agentStop',
      '0 subagentStop',
      '0 userPromptSubmitted',
      '0 userPromptTransformed',
      '0 agentStop',
      '0 subagentStop',
      '0 postToolUse',
      '1 preToolUse',
      '1 postToolUseFailure',
      '2 agentStop',
    ]);
  });

  it('cloud keeps the documented rules: no subagent hooks for general-purpose, agentStop for the main agent only', () => {
    expect(scenario('cloud').status).toBe('passed');
    expect(ranEvents(scenario('cloud'))).toEqual([
      '- sessionStart',
      '- userPromptSubmitted',
      '- userPromptTransformed',
      '0 postToolUse',
      '0 postToolUse',
      '1 preToolUse',
      '1 postToolUseFailure',
      '2 agentStop',
    ]);
  });

  it("agentStop inside the subagent: sessionId is the subagent's id, the main transcript, agent ids appended; its block is ignored", () => {
    const [first, second] = subagentEvents(scenario('cli'), 'agentStop');
    const start = subagentEvents(scenario('cli'), 'subagentStart')[0];
    const agentId = payloadOf(start).agentId as string;
    expect(agentId).toMatch(/^00000000-/);
    expect(agentId).not.toBe(SID);
    const expected = {
      sessionId: agentId,
      timestamp: NOW,
      cwd: '/workspace',
      transcriptPath: TRANSCRIPT,
      stopReason: 'end_turn',
      stop_hook_active: false,
      agentId,
      agentType: 'general-purpose',
      parentAgentId: SID,
    };
    expect(JSON.stringify(payloadOf(first))).toBe(JSON.stringify(expected));
    // stop_hook_active stays false inside the subagent, even after a subagentStop block (f-subloop).
    expect(JSON.stringify(payloadOf(second))).toBe(JSON.stringify(expected));
    // The hooks' block is recorded, but no continuation follows and the model never sees its reason.
    expect(first?.result).toEqual({
      decision: 'block',
      reason: 'Subagent: keep going.',
      decidedBy: '.github/hooks/findings.json#0',
    });
  });

  it('subagentStart: agentName and agentType are the agent type, parentAgentId the session id (FINDINGS §9 Q20)', () => {
    const start = subagentEvents(scenario('cli'), 'subagentStart')[0];
    expect(payloadOf(start)).toMatchObject({
      sessionId: SID,
      transcriptPath: TRANSCRIPT,
      agentName: 'general-purpose',
      agentType: 'general-purpose',
      parentAgentId: SID,
    });
  });

  it("the subagent's first message passes through the prompt hooks with the subagentStart context prepended; the continuation prompt too", () => {
    const submitted = subagentEvents(scenario('cli'), 'userPromptSubmitted');
    expect(submitted.map((e) => payloadOf(e).prompt)).toEqual(['SUB-CTX\n\nFind the readme', 'Check again.']);
    expect(submitted.map((e) => payloadOf(e).sessionId)).toEqual([
      payloadOf(submitted[0]).agentId,
      payloadOf(submitted[0]).agentId,
    ]);
    const transformed = subagentEvents(scenario('cli'), 'userPromptTransformed');
    expect(transformed.map((e) => e.result.agentSees)).toEqual([
      `<current_datetime>${BERLIN}</current_datetime>\n\nSUB-CTX\n\nFind the readme\n\n<system_reminder>\nUPS-CTX\n</system_reminder>`,
      `<current_datetime>${BERLIN}</current_datetime>\n\nCheck again.\n\n<system_reminder>\nUPS-CTX\n</system_reminder>`,
    ]);
  });

  it('tool hooks inside the subagent: PascalCase gets agent_id, agent_type, parent_agent_id after cwd', () => {
    const post = subagentEvents(scenario('cli'), 'postToolUse')[0];
    const payload = payloadOf(post);
    expect(Object.keys(payload)).toEqual([
      'hook_event_name',
      'session_id',
      'timestamp',
      'cwd',
      'agent_id',
      'agent_type',
      'parent_agent_id',
      'tool_name',
      'tool_input',
      'tool_result',
    ]);
    expect(payload).toMatchObject({ session_id: payload.agent_id, tool_name: 'Read', parent_agent_id: SID });
    // cloud: the session's id, no agent ids.
    const cloudPost = subagentEvents(scenario('cloud'), 'postToolUse')[0];
    expect(payloadOf(cloudPost)).toMatchObject({ session_id: SID });
    expect(payloadOf(cloudPost)).not.toHaveProperty('agent_id');
  });
});

describe('what the model sees (FINDINGS §5, §9 Q23, §10.7)', () => {
  it('<current_datetime> is local time of TZ with milliseconds and a numeric offset', () => {
    const transformed = scenario('cli').events.find(
      (e) => e.step === undefined && e.event === 'userPromptTransformed',
    );
    expect(transformed?.result.agentSees).toBe(
      `<current_datetime>${BERLIN}</current_datetime>\n\nTidy the readme\n\n<system_reminder>\nUPS-CTX\n</system_reminder>`,
    );
  });

  it("preToolUse additionalContext follows the postToolUseFailure guidance of the same call (the edit step's agentSees expectation)", () => {
    for (const profile of ['cli', 'cloud'] as const) {
      expect({ status: scenario(profile).status, failures: scenario(profile).failures }).toEqual({
        status: 'passed',
        failures: [],
      });
    }
    const failure = scenario('cli').events.find((e) => e.event === 'postToolUseFailure');
    expect(failure?.result.agentSees).toBe(
      'No match found: old_str not found in /workspace/README.md; no changes made\n\n' +
        'Tool "edit" failed. Additional guidance from postToolUseFailure hooks:\nPTF-CTX',
    );
  });
});

describe('the hook environment (FINDINGS §8, §10.10)', () => {
  it('cli hooks see COPILOT_CLI_BINARY_VERSION and the dist dir under $HOME/.cache; cloud hooks see neither', () => {
    const context = (profile: ProfileName) =>
      scenario(profile).events.find((e) => e.event === 'sessionStart')?.result.additionalContext;
    expect(context('cli')).toBe('v=1.0.102 d=/root/.cache/copilot/pkg/linux-x64/1.0.102');
    expect(context('cloud')).toBe('v= d=');
  });
});
