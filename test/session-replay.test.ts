/**
 * End-to-end sessions: each repository under test/fixtures/sessions/<case>/ (hook files, bash scripts,
 * scenarios) is replayed by `runScenarios` in the namespace sandbox behind the firewall, and the JSON report
 * is checked: event order, payloads as the hooks received them, decisions, `agentSees`, the stop loops and
 * their guard, subagents, rerouted failures, executed tools, the transcript, egress, file changes, the job
 * limit and scenario errors (DESIGN.md "Scenario files", "The JSON report"; runtime-behaviour.md §8.5, §9,
 * §14; cloud-environment.md §4-§6). The clock and ids are injected; everything else is real.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { runScenarios } from '../src/commands/run.js';
import type { EventRecord, HookRecord } from '../src/model.js';
import type { JsonReport } from '../src/report/json-report.js';
import type { ScenarioReport } from '../src/session/report-types.js';
import { releaseRunAfterAll } from './helpers/sandbox.js';

releaseRunAfterAll();

const NOW = 1_793_700_000_000;
const ISO_NOW = '2026-11-03T10:00:00.000Z';
/** NOW as `<current_datetime>` shows it: local time (UTC in the sandbox) with a numeric offset (FINDINGS §9 Q23). */
const DATETIME_NOW = '2026-11-03T10:00:00.000+00:00';
const GUARD = 'Agent stop hook blocked 8 consecutive times; ending turn.';
const TIMEOUT_WARNING = 'the job reached the 59-minute limit; the session ends with reason "timeout"';

const CASES = [
  'full-session',
  'stop-loop',
  'subagents',
  'reroute',
  'execute',
  'egress',
  'prompt-block',
  'job-timeout',
  'scenario-errors',
  'smoke-powershell',
] as const;
type Case = (typeof CASES)[number];

/** UUID v4-shaped ids in call order, so a one-scenario case has the session id `…0001`. */
function sequentialIds(): () => string {
  let n = 0;
  return () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
}

const reports = new Map<Case, JsonReport>();

beforeAll(async () => {
  // The cases are independent sandboxes: replay them side by side to keep the file fast.
  await Promise.all(
    CASES.map(async (name) => {
      const { report, unreadable, sandboxFailed } = await runScenarios({
        repo: `test/fixtures/sessions/${name}`,
        profile: 'cloud',
        scenarios: [],
        sandbox: 'namespace',
        clock: { now: () => NOW },
        newId: sequentialIds(),
      });
      if (unreadable || sandboxFailed) throw new Error(`${name}: unreadable or no sandbox`);
      reports.set(name, report);
    }),
  );
});

/** The report of one scenario file of a case (or the smoke session). */
function scenarioOf(name: Case, file: string): ScenarioReport {
  const found = reports.get(name)?.scenarios.find((s) => s.file.endsWith(file));
  if (!found) throw new Error(`${name}: no scenario ${file}`);
  return found;
}

function eventsNamed(s: ScenarioReport, event: string): EventRecord[] {
  return s.events.filter((e) => e.event === event);
}

/** The only hook record of an event dispatch that ran one hook. */
function onlyHook(record: EventRecord | undefined): HookRecord {
  const ran = record?.hooks.filter((h) => h.status !== 'skipped') ?? [];
  if (ran.length !== 1) throw new Error(`expected one hook run, got ${ran.length}`);
  return ran[0] as HookRecord;
}

function outcome(s: ScenarioReport) {
  return { status: s.status, failures: s.failures.map((f) => f.message) };
}

describe('a full cloud session (R098, R099, R107, R110, R112, R113, R118, R124, R135, R149, R172, R176, R232)', () => {
  const SID = '00000000-0000-4000-8000-000000000001';
  const TRANSCRIPT = `/root/.copilot/session-state/${SID}/events.jsonl`;
  const PROMPT = 'Fix the flaky test in src/app.ts';
  const full = () => scenarioOf('full-session', 'full.yml');

  it('fires every event in the order the cloud agent does; notification never fires (§14)', () => {
    const s = full();
    expect(outcome(s)).toEqual({ status: 'passed', failures: [] });
    expect(s.events.map((e) => e.event)).toEqual([
      'sessionStart',
      'userPromptSubmitted',
      'userPromptTransformed',
      'preToolUse',
      'postToolUse',
      'preToolUse',
      'subagentStart',
      'preToolUse',
      'postToolUse',
      'subagentStop',
      'postToolUse',
      'preCompact',
      'errorOccurred',
      'notification',
      'agentStop',
      'sessionEnd',
    ]);
    expect(s.events.map((e) => e.step ?? '-')).toEqual([
      '-',
      '-',
      '-',
      0,
      0,
      1,
      1,
      1,
      1,
      1,
      1,
      2,
      3,
      4,
      5,
      '-',
    ]);
    expect(s.events.map((e) => e.input.toolName ?? e.input.agentName ?? '')).toEqual([
      '',
      '',
      '',
      'bash',
      'bash',
      'task',
      'explore',
      'view',
      'view',
      'explore',
      'task',
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(eventsNamed(s, 'notification')).toEqual([
      {
        step: 4,
        event: 'notification',
        fired: false,
        skipped: 'notification does not fire under Copilot cloud agent',
        input: expect.objectContaining({ notification_type: 'agent_idle' }),
        hooks: [],
        result: {},
      },
    ]);
    // The hook file is loaded with its notification entry; the entry just never runs.
    expect(s.events.filter((e) => e.fired).every((e) => e.hooks.length >= 1)).toBe(true);
  });

  it('delivers the payloads the report shows: cwd /workspace, one sessionId, transcriptPath, initialPrompt (R097, R100, R150, §11)', () => {
    const s = full();
    // The sessionEnd hook prints every payload the hooks appended to /root/payloads.jsonl on stdin.
    const delivered = (onlyHook(eventsNamed(s, 'sessionEnd')[0]).stderr ?? '')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const inReport = s.events.flatMap((e) => e.hooks.filter((h) => h.status === 'ok').map((h) => h.payload));
    expect(delivered).toEqual(inReport);
    expect(delivered).toHaveLength(16);
    for (const payload of delivered) {
      expect(payload.cwd).toBe('/workspace');
      expect(payload.sessionId ?? payload.session_id).toBe(SID);
    }
    const [start, submitted, transformed, , , preTask, subStart, , , subStop, postTask, compact, error] =
      delivered;
    const [stop, pascalStop, end] = delivered.slice(13);
    const head = { sessionId: SID, timestamp: NOW, cwd: '/workspace' };
    expect(Object.keys(start ?? {})).toEqual(['sessionId', 'timestamp', 'cwd', 'source', 'initialPrompt']);
    expect(start).toEqual({ ...head, source: 'new', initialPrompt: PROMPT });
    expect(submitted).toEqual({ ...head, prompt: PROMPT });
    expect(transformed).toEqual({
      ...head,
      prompt: PROMPT,
      transformedPrompt: `<current_datetime>${DATETIME_NOW}</current_datetime>\n\n${PROMPT}`,
    });
    expect(preTask).toEqual({
      ...head,
      toolName: 'task',
      toolArgs: {
        agent_type: 'explore',
        prompt: 'Find where the flaky test sets its timeout',
        description: 'explore',
      },
    });
    const agentId = subStart?.agentId;
    expect(agentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(subStart).toEqual({
      ...head,
      transcriptPath: TRANSCRIPT,
      agentName: 'explore',
      agentId,
      agentType: 'explore',
      parentAgentId: SID,
    });
    expect(subStop).toEqual({
      ...head,
      transcriptPath: TRANSCRIPT,
      agentId,
      agentType: 'explore',
      agentName: 'explore',
      response: 'src/app.test.ts line 12',
      stopReason: 'end_turn',
      stop_hook_active: false,
      parentAgentId: SID,
    });
    expect(postTask).toMatchObject({
      toolResult: { resultType: 'success', textResultForLlm: 'src/app.test.ts line 12' },
    });
    expect(compact).toEqual({ ...head, transcriptPath: TRANSCRIPT, trigger: 'auto', customInstructions: '' });
    expect(error).toEqual({
      ...head,
      error: { message: 'rate limited', name: 'RateLimitError' },
      errorContext: 'model_call',
      recoverable: true,
    });
    expect(stop).toEqual({
      ...head,
      transcriptPath: TRANSCRIPT,
      stopReason: 'end_turn',
      stop_hook_active: false,
    });
    expect(pascalStop).toEqual({
      hook_event_name: 'Stop',
      session_id: SID,
      timestamp: ISO_NOW,
      cwd: '/workspace',
      transcript_path: TRANSCRIPT,
      stop_reason: 'end_turn',
      stop_hook_active: false,
    });
    expect(end).toEqual({ ...head, reason: 'complete' });
    expect(s.files).toEqual({ created: ['/root/payloads.jsonl'], modified: [], deleted: [] });
  });

  it('an agentStop hook reading transcriptPath sees the session so far (cloud-environment.md §6)', () => {
    const s = full();
    const stop = eventsNamed(s, 'agentStop')[0];
    const camelStop = stop?.hooks.find((h) => h.eventKey === 'agentStop');
    const lines = (camelStop?.stderr ?? '')
      .trimEnd()
      .split('\n')
      .map(
        (line) =>
          JSON.parse(line) as {
            type: string;
            id: string;
            parentId: string | null;
            agentId?: string;
            data: Record<string, unknown>;
          },
      );
    expect(lines[0]).toMatchObject({ type: 'session.start', parentId: null, data: { sessionId: SID } });
    for (const [i, line] of lines.entries()) {
      expect(Object.keys(line).slice(0, 4)).toEqual(['type', 'id', 'timestamp', 'parentId']);
      if (i > 0) expect(line.parentId).toBe(lines[i - 1]?.id);
    }
    expect(lines.filter((l) => !l.type.startsWith('hook.')).map((l) => l.type)).toEqual([
      'session.start',
      'user.message',
      'assistant.turn_start',
      'assistant.message',
      'tool.execution_start',
      'tool.execution_complete',
      'assistant.message',
      'tool.execution_start',
      'subagent.started',
      'assistant.message',
      'tool.execution_start',
      'tool.execution_complete',
      'assistant.message',
      'subagent.completed',
      'tool.execution_complete',
      'session.compaction_start',
      'session.compaction_complete',
      'assistant.message',
    ]);
    // The hook sees its own dispatch start, with the payload it is about to receive.
    const last = lines[lines.length - 1];
    expect(last).toMatchObject({
      type: 'hook.start',
      data: {
        hookType: 'agentStop',
        input: {
          sessionId: SID,
          transcriptPath: TRANSCRIPT,
          stopReason: 'end_turn',
          stop_hook_active: false,
        },
      },
    });
    // Every other dispatch that started also ended; the notification, which never fires, has no lines.
    const started = lines.filter((l) => l.type === 'hook.start').map((l) => l.data.hookInvocationId);
    const ended = lines.filter((l) => l.type === 'hook.end').map((l) => l.data.hookInvocationId);
    expect(ended).toEqual(started.slice(0, -1));
    expect(lines.some((l) => l.data.hookType === 'notification')).toBe(false);

    const byType = (type: string) => lines.filter((l) => l.type === type);
    expect(byType('user.message')[0]?.data).toMatchObject({ content: PROMPT });
    expect(byType('tool.execution_complete').map((l) => [l.data.toolCallId, l.data.result])).toEqual([
      ['call_1', { content: '1 failing', detailedContent: '1 failing' }],
      ['call_3', { content: 'export const answer = 42;', detailedContent: 'export const answer = 42;' }],
      ['call_2', { content: 'src/app.test.ts line 12', detailedContent: 'src/app.test.ts line 12' }],
    ]);
    // The subagent's lines carry its agentId and name the task call that spawned it.
    const agentId = onlyHook(eventsNamed(s, 'subagentStart')[0]).payload as { agentId: string };
    expect(byType('subagent.started')[0]?.data).toMatchObject({ toolCallId: 'call_2', agentName: 'explore' });
    expect(byType('subagent.completed')[0]?.data).toMatchObject({ toolCallId: 'call_2', totalToolCalls: 1 });
    const inner = lines.filter((l) => l.agentId !== undefined);
    expect(inner.length).toBeGreaterThan(0);
    for (const line of inner) {
      expect(line.agentId).toBe(agentId.agentId);
      if (!line.type.startsWith('hook.')) expect(line.data.parentToolCallId).toBe('call_2');
    }
    expect(byType('assistant.message').at(-2)?.data).toMatchObject({
      content: 'src/app.test.ts line 12',
      toolRequests: [],
    });
  });
});

describe('the agentStop loop (R149-R153, R223, R224; runtime-behaviour.md §9, §14)', () => {
  it('a hook that blocks while stop_hook_active is false forces exactly one continuation, via userPromptTransformed only', () => {
    const s = scenarioOf('stop-loop', 'once.yml');
    expect(outcome(s)).toEqual({ status: 'passed', failures: [] });
    expect(s.events.map((e) => e.event)).toEqual([
      'sessionStart',
      'userPromptSubmitted',
      'userPromptTransformed',
      'preToolUse',
      'postToolUse',
      'agentStop',
      'userPromptTransformed',
      'preToolUse',
      'postToolUse',
      'agentStop',
      'sessionEnd',
    ]);
    const stops = eventsNamed(s, 'agentStop');
    expect(stops.map((e) => onlyHook(e).stderr)).toEqual([
      'stop_hook_active=false\n',
      'stop_hook_active=true\n',
    ]);
    expect(stops.map((e) => e.result)).toEqual([
      {
        decision: 'block',
        reason: 'Run the test suite before you finish.',
        agentSees: 'Run the test suite before you finish.',
        decidedBy: '.github/hooks/stop.json#0',
      },
      { decision: 'none' },
    ]);
    // The continuation prompt, as the userPromptTransformed hook received it on stdin.
    const continuation = eventsNamed(s, 'userPromptTransformed')[1];
    expect(continuation?.step).toBe(1);
    expect(JSON.parse(onlyHook(continuation).stderr ?? '')).toMatchObject({
      prompt: 'Run the test suite before you finish.',
      transformedPrompt: `<current_datetime>${DATETIME_NOW}</current_datetime>\n\nRun the test suite before you finish.`,
    });
    expect(continuation?.result.agentSees).toBe(
      `<current_datetime>${DATETIME_NOW}</current_datetime>\n\nRun the test suite before you finish.`,
    );
    expect(eventsNamed(s, 'userPromptSubmitted')).toHaveLength(1);
    expect(eventsNamed(s, 'postToolUse')[1]?.result.agentSees).toBe('3 passing');
  });

  it('a hook that always blocks gets 8 continuations; the 9th block is overridden with the guard warning (R223)', () => {
    const s = scenarioOf('stop-loop', 'always.yml');
    expect(outcome(s)).toEqual({ status: 'passed', failures: [] });
    const stops = eventsNamed(s, 'agentStop');
    expect(stops).toHaveLength(9);
    expect(stops.map((e) => onlyHook(e).stderr)).toEqual([
      'stop_hook_active=false\n',
      ...Array<string>(8).fill('stop_hook_active=true\n'),
    ]);
    expect(stops.every((e) => e.result.decision === 'block')).toBe(true);
    // The 9th dispatch's hooks ran and blocked, but the turn ended: no continuation, nothing for the model.
    const ninth = stops[8];
    expect(ninth?.warnings).toEqual([GUARD]);
    expect(ninth?.result.agentSees).toBeUndefined();
    expect(stops[7]?.result.agentSees).toBe('Run the test suite before you finish.');
    expect(s.warnings).toEqual([GUARD]);
    // Each continuation: userPromptTransformed, then the `then` steps; never userPromptSubmitted again.
    expect(eventsNamed(s, 'userPromptSubmitted')).toHaveLength(1);
    expect(eventsNamed(s, 'userPromptTransformed')).toHaveLength(9);
    expect(eventsNamed(s, 'preToolUse')).toHaveLength(8);
    const turn = ['agentStop', 'userPromptTransformed', 'preToolUse', 'postToolUse'];
    expect(s.events.map((e) => e.event)).toEqual([
      'sessionStart',
      'userPromptSubmitted',
      'userPromptTransformed',
      ...Array.from({ length: 8 }, () => turn).flat(),
      'agentStop',
      'sessionEnd',
    ]);
  });
});

describe('subagents (R158, R159, R161, R164-R170; runtime-behaviour.md §8.4, §8.6, §9)', () => {
  const s = () => scenarioOf('subagents', 'subagents.yml');

  it('fires subagentStart and subagentStop around each subagent except general-purpose', () => {
    expect(outcome(s())).toEqual({ status: 'passed', failures: [] });
    expect(s().events.map((e) => `${e.step ?? '-'} ${e.event}`)).toEqual([
      '- sessionStart',
      '- userPromptSubmitted',
      '- userPromptTransformed',
      '0 preToolUse',
      '0 subagentStart',
      '0 preToolUse',
      '0 postToolUse',
      '0 subagentStop',
      '0 subagentStop',
      '0 postToolUse',
      '1 preToolUse',
      '1 subagentStart',
      '1 subagentStop',
      '1 subagentStop',
      '1 postToolUse',
      '2 preToolUse',
      '2 subagentStart',
      '2 subagentStop',
      '2 postToolUse',
      '3 preToolUse',
      '3 postToolUse',
      '4 agentStop',
      '- sessionEnd',
    ]);
  });

  it('prepends subagentStart context to the subagent prompt as <ctx>\\n\\n<prompt>', () => {
    expect(eventsNamed(s(), 'subagentStart').map((e) => e.result)).toEqual([
      {
        additionalContext: 'House rules for explore: never push.',
        agentSees: 'House rules for explore: never push.\n\nFind the login handler',
      },
      {
        additionalContext: 'House rules for explore: never push.',
        agentSees: 'House rules for explore: never push.\n\nFind the session store',
      },
      {
        additionalContext: 'House rules for code-review: never push.',
        agentSees: 'House rules for code-review: never push.\n\nReview src/login.ts',
      },
    ]);
  });

  it('runs the subagentStop block loop per subagent: stop_hook_active starts false for each invocation', () => {
    const stops = eventsNamed(s(), 'subagentStop');
    expect(stops.map((e) => onlyHook(e).stderr)).toEqual([
      'explore stop_hook_active=false\n',
      'explore stop_hook_active=true\n',
      'explore stop_hook_active=false\n',
      'explore stop_hook_active=true\n',
      'code-review stop_hook_active=false\n',
    ]);
    expect(stops[0]?.result).toMatchObject({
      decision: 'block',
      agentSees: 'Double-check the file before you answer.',
    });
    const agentIds = stops.map((e) => e.input.agentId);
    expect(agentIds[0]).toBe(agentIds[1]);
    expect(agentIds[2]).not.toBe(agentIds[0]);
  });

  it('modifiedResponse becomes the task result that postToolUse sees and the parent agent reads', () => {
    const redacted = 'Looks good; it logs [REDACTED] on failure.';
    const review = s().events.filter((e) => e.step === 2);
    expect(review.find((e) => e.event === 'subagentStop')?.result).toEqual({
      decision: 'none',
      modifiedResponse: redacted,
      agentSees: redacted,
    });
    const post = review.find((e) => e.event === 'postToolUse');
    expect(onlyHook(post).stderr).toBe(`${redacted}\n`);
    expect(post?.result.agentSees).toBe(redacted);
    // general-purpose: the response goes back unchanged.
    const general = s().events.find((e) => e.step === 3 && e.event === 'postToolUse');
    expect(onlyHook(general).stderr).toBe('It adds rate limiting.\n');
  });

  it("checks the expectations of a subagent's own tool calls", () => {
    expect(outcome(scenarioOf('subagents', 'inner-expect.yml'))).toEqual({
      status: 'failed',
      failures: [
        'steps[0].subagent.steps[0] (grep): expected result "src/logout.ts:1", got "src/login.ts:3"',
      ],
    });
  });
});

describe('failures reach postToolUseFailure (R140, R145, R146; runtime-behaviour.md §8.2, §8.3)', () => {
  const s = () => scenarioOf('reroute', 'reroute.yml');

  it('a postToolUse modifiedResult with resultType failure reroutes the call to postToolUseFailure', () => {
    expect(outcome(s())).toEqual({ status: 'passed', failures: [] });
    const rejected = 'Flaky run rejected: FLAKY: 1 failing (timeout)';
    const step0 = s().events.filter((e) => e.step === 0);
    expect(step0.map((e) => e.event)).toEqual(['preToolUse', 'postToolUse', 'postToolUseFailure']);
    // The postToolUse additionalContext is discarded once the call is a failure.
    expect(step0[1]?.result).toEqual({ toolResult: { resultType: 'failure', textResultForLlm: rejected } });
    expect(onlyHook(step0[2]).stderr).toBe(`${rejected}\n`);
    expect(step0[2]?.input.error).toBe(rejected);
    expect(step0[2]?.result.agentSees).toBe(
      `${rejected}\n\nTool "bash" failed. Additional guidance from postToolUseFailure hooks:\nRetry with --runInBand.`,
    );
  });

  it('a scripted error goes straight to postToolUseFailure; a success still reaches postToolUse', () => {
    expect(
      s()
        .events.filter((e) => e.step === 1)
        .map((e) => e.event),
    ).toEqual(['preToolUse', 'postToolUseFailure']);
    const failure = s().events.find((e) => e.step === 1 && e.event === 'postToolUseFailure');
    expect(onlyHook(failure).stderr).toBe('bash: npm: command not found\n');
    expect(
      s()
        .events.filter((e) => e.step === 2)
        .map((e) => e.event),
    ).toEqual(['preToolUse', 'postToolUse']);
  });
});

describe('execute: true runs tools for real (cloud-environment.md §1, R227)', () => {
  const s = () => scenarioOf('execute', 'execute.yml');

  it('bash, create, edit and view change and read files that later hooks see', () => {
    expect(outcome(s())).toEqual({ status: 'passed', failures: [] });
    const post = s().events.find((e) => e.step === 0 && e.event === 'postToolUse');
    expect(post?.result).toMatchObject({
      toolResult: { resultType: 'success', textResultForLlm: 'built\n' },
      additionalContext: 'build status: green',
    });
    expect(s().events.find((e) => e.step === 3 && e.event === 'postToolUse')?.result.toolResult).toEqual({
      resultType: 'success',
      textResultForLlm: '- ship it\n',
    });
    expect(
      s()
        .events.filter((e) => e.step === 4)
        .map((e) => e.event),
    ).toEqual(['preToolUse', 'postToolUseFailure']);
    expect(onlyHook(eventsNamed(s(), 'agentStop')[0]).stderr).toBe(
      [
        '--- notes/todo.md',
        '- ship it',
        '--- README.md',
        '# Execute fixture',
        '',
        'Status: ready',
        '--- .audit.log',
        'notes/todo.md',
        'README.md',
        '',
      ].join('\n'),
    );
  });

  it('lists the files tools and hooks changed, and leaves the checkout alone', () => {
    expect(s().files).toEqual({
      created: ['/workspace/.audit.log', '/workspace/build/status.txt', '/workspace/notes/todo.md'],
      modified: ['/workspace/README.md'],
      deleted: [],
    });
  });
});

describe('egress from hooks and executed tools (R229; cloud-environment.md §5)', () => {
  const s = () => scenarioOf('egress', 'egress.yml');
  const file = '.github/hooks/egress.json';

  it('records blocked and allowed egress with the hook or tool that made it; expect.egress passes', () => {
    expect(outcome(s())).toEqual({ status: 'passed', failures: [] });
    expect(s().egress).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          host: 'blocked.example.com',
          allowed: false,
          event: 'sessionStart',
          file,
          index: 0,
        }),
        expect.objectContaining({
          host: 'telemetry.example.net',
          kind: 'dns',
          allowed: false,
          event: 'sessionStart',
          file,
          index: 0,
        }),
        expect.objectContaining({
          host: 'registry.example.org',
          kind: 'dns',
          allowed: false,
          event: 'tool',
          tool: 'bash',
          step: 1,
        }),
        expect.objectContaining({
          host: 'hooks.example.com',
          url: 'https://hooks.example.com/copilot/start',
          kind: 'http',
          allowed: true,
          mocked: true,
          event: 'sessionStart',
          file,
        }),
      ]),
    );
    expect(s().egress).toHaveLength(4);
    const stderr = onlyHook(eventsNamed(s(), 'sessionStart')[0]).stderr ?? '';
    expect(stderr).toContain('Could not resolve host: telemetry.example.net');
    expect(stderr).toContain('hooks.example.com: curl exit 0 answer {"ok":true}');
    expect(stderr).not.toContain('blocked.example.com: curl exit 0');
  });

  it('a plain curl to a host outside the allow-list is a dns block (cloud-environment.md §5.1, §5.2)', () => {
    expect(s().egress.find((e) => e.host === 'blocked.example.com')?.kind).toBe('dns');
  });
});

describe('a blocked job prompt (R113; runtime-behaviour.md §8.5, §14)', () => {
  it('runs no step, no userPromptTransformed and no agentStop; sessionEnd reason complete', () => {
    const s = scenarioOf('prompt-block', 'blocked.yml');
    expect(outcome(s)).toEqual({ status: 'passed', failures: [] });
    expect(s.events.map((e) => e.event)).toEqual(['sessionStart', 'userPromptSubmitted', 'sessionEnd']);
    expect(eventsNamed(s, 'userPromptSubmitted')[0]?.result).toEqual({
      prompt: 'Use ghp_0123456789abcdefghij to push the release',
      decision: 'block',
      reason: 'The prompt contains a token; remove it and start again.',
      decidedBy: '.github/hooks/prompt.json#0',
    });
    const end = eventsNamed(s, 'sessionEnd')[0];
    expect(end?.input.reason).toBe('complete');
    expect(onlyHook(end).stderr).toBe('complete\n');
  });

  it('fails expectations on steps the blocked prompt never let run', () => {
    expect(outcome(scenarioOf('prompt-block', 'blocked-expect.yml'))).toEqual({
      status: 'failed',
      failures: [
        'steps[0] (bash): expected decision, result, but the step never completed: userPromptSubmitted blocked the job prompt',
      ],
    });
  });
});

describe('the 59-minute job limit (R156; cloud-environment.md §4)', () => {
  it('steps with durationMs past 59 minutes end the session with sessionEnd reason timeout', () => {
    const s = scenarioOf('job-timeout', 'long-steps.yml');
    expect(s.events.map((e) => `${e.step ?? '-'} ${e.event}`)).toEqual([
      '- sessionStart',
      '- userPromptSubmitted',
      '- userPromptTransformed',
      '0 preToolUse',
      '0 postToolUse',
      '1 preToolUse',
      '- sessionEnd',
    ]);
    const end = eventsNamed(s, 'sessionEnd')[0];
    expect(end?.input.reason).toBe('timeout');
    expect(onlyHook(end).stderr).toBe('timeout\n');
    expect(s.warnings).toEqual([TIMEOUT_WARNING]);
    // The step the limit cut off had an expectation: it fails rather than passing unchecked.
    expect(outcome(s)).toEqual({
      status: 'failed',
      failures: [
        'steps[2] (bash): expected result, but the step never completed: the job reached the 59-minute limit',
      ],
    });
  });

  it('forced continuations count against the same limit, before the stop guard is reached', () => {
    const s = scenarioOf('job-timeout', 'long-continuations.yml');
    expect(outcome(s)).toEqual({ status: 'passed', failures: [] });
    // Each continuation's step takes 10 minutes: the sixth one crosses 59 minutes.
    expect(eventsNamed(s, 'agentStop')).toHaveLength(6);
    expect(eventsNamed(s, 'preToolUse')).toHaveLength(6);
    expect(eventsNamed(s, 'postToolUse')).toHaveLength(5);
    expect(s.events.at(-1)?.input.reason).toBe('timeout');
    expect(s.warnings).toEqual([TIMEOUT_WARNING]);
  });
});

describe('scenario errors (R176, R208; runtime-behaviour.md §14)', () => {
  it.each([
    [
      'powershell.yml',
      'scenario error: steps[1]: the powershell tool never appears in Copilot cloud agent (Linux sandbox)',
    ],
    [
      'manual-compact.yml',
      'scenario error: steps[0]: a manual compaction cannot happen in Copilot cloud agent (no user)',
    ],
    [
      'steps-after-stop.yml',
      'scenario error: steps[1]: steps after a stop step never run: the stop step ends the main turn',
    ],
    [
      'stop-in-then.yml',
      'scenario error: steps[0].then[0]: a stop step cannot appear inside `then`: each continuation turn ends at the same stop',
    ],
  ])('%s is errored before any hook runs', (file, message) => {
    const s = scenarioOf('scenario-errors', file);
    expect(outcome(s)).toEqual({ status: 'errored', failures: [message] });
    expect(s.events).toEqual([]);
  });

  it('a transcript write that fails (a tool made events.jsonl a directory) errors the scenario with its reason', () => {
    // Transcript lines are sent without waiting (the agent keeps writes in order): the failure still comes out.
    const s = scenarioOf('scenario-errors', 'transcript-unwritable.yml');
    expect(s.status).toBe('errored');
    expect(s.failures.map((f) => f.message)).toEqual([
      expect.stringMatching(
        /^hooksim could not replay it: EISDIR: .*\/root\/\.copilot\/session-state\/.*\/events\.jsonl'$/,
      ),
    ]);
  });

  it("a FIFO in the transcript's place errors the scenario at once (no reader: the write is refused, not waited on)", () => {
    const s = scenarioOf('scenario-errors', 'transcript-fifo.yml');
    expect(s.status).toBe('errored');
    expect(s.failures.map((f) => f.message)).toEqual([
      expect.stringMatching(
        /^hooksim could not replay it: ENXIO: .*\/root\/\.copilot\/session-state\/.*\/events\.jsonl'$/,
      ),
    ]);
    // The agent answered at once: no write waited for its 30 s watchdog.
    expect(s.durationMs).toBeLessThan(15_000);
  });

  it('an executed view of an endless file (a link to /dev/zero) errors the scenario at the read cap', () => {
    const s = scenarioOf('scenario-errors', 'view-endless.yml');
    expect(s.status).toBe('errored');
    expect(s.failures.map((f) => f.message)).toEqual([
      'hooksim could not replay it: /workspace/endless is larger than 41943040 bytes',
    ]);
    expect(s.durationMs).toBeLessThan(15_000);
  });

  it('an executed view of a FIFO without a writer reads it as empty at once (no wait for a writer)', () => {
    const s = scenarioOf('scenario-errors', 'view-fifo.yml');
    expect(outcome(s)).toEqual({ status: 'passed', failures: [] });
    expect(s.durationMs).toBeLessThan(15_000);
  });

  it('then steps with expectations that never ran (no agentStop hook blocked) fail the scenario, not pass it', () => {
    const s = scenarioOf('scenario-errors', 'then-never-runs.yml');
    expect(outcome(s)).toEqual({
      status: 'failed',
      failures: [
        'steps[0] (agentStop): no agentStop hook blocked, so the "then" steps never ran and their expectations were not checked',
      ],
    });
    expect(eventsNamed(s, 'preToolUse')).toEqual([]);
  });

  it('the smoke session leaves out powershell when a matcher names it (bash|powershell)', () => {
    const s = scenarioOf('smoke-powershell', '(smoke session)');
    expect(outcome(s)).toEqual({ status: 'passed', failures: [] });
    const tools = eventsNamed(s, 'preToolUse').map((e) => e.input.toolName);
    expect(tools).toEqual(['create', 'view', 'edit', 'bash', 'bash']);
    expect(tools).not.toContain('powershell');
    expect(onlyHook(eventsNamed(s, 'preToolUse')[3]).stderr).toBe('bash\n');
  });
});
