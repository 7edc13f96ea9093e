/**
 * `--engine copilot-cli` mapping details found by the differential suite (issue 8): which hook a CLI timeout
 * belongs to, and what the model saw for each prompt event. Built from records shaped as CLI 1.0.102 writes
 * them (events.jsonl, the BASH_ENV trace); no CLI needed.
 */
import { describe, expect, it } from '@jest/globals';
import { buildDispatches } from '../src/engines/copilot-dispatches.js';
import { mapSession } from '../src/engines/copilot-results.js';
import { buildModelScript } from '../src/engines/copilot-script.js';
import type { CliEvent, LaunchResult, TracedRun } from '../src/engines/launch-result.js';
import type { HookConfig, HookEntry } from '../src/model.js';
import { scenarioSchema } from '../src/session/scenario-schema.js';

const FILE = '.github/hooks/slow.json';
const t0 = Date.UTC(2026, 10, 30, 10, 0, 0, 0);
const at = (ms: number): string => new Date(t0 + ms).toISOString();

function commandEntry(event: 'sessionStart' | 'preToolUse', index: number, bash: string, timeoutSec: number) {
  const entry: HookEntry = {
    file: FILE,
    fileDir: '.github/hooks',
    index,
    eventKey: event,
    event,
    casing: 'camel',
    position: { line: 1, column: 1 },
    type: 'command',
    bash,
    timeoutSec,
  };
  return entry;
}

function run(id: string, startMs: number, endMs: number | null, exitCode: number | null): TracedRun {
  return {
    id,
    pid: 1,
    startMs: t0 + startMs,
    endMs: endMs === null ? null : t0 + endMs,
    exitCode,
    stdout: '',
    stderr: '',
  };
}

function timedOutDispatch(message: string): CliEvent[] {
  return [
    {
      type: 'hook.start',
      timestamp: at(0),
      data: { hookInvocationId: 'i1', hookType: 'sessionStart', input: {} },
    },
    {
      type: 'hook.end',
      timestamp: at(1100),
      data: {
        hookInvocationId: 'i1',
        hookType: 'sessionStart',
        success: false,
        error: { message, source: FILE },
      },
    },
  ];
}

describe('copilot-cli engine: a hook timeout goes to the hook the CLI names (runtime-behaviour.md §5)', () => {
  const config: HookConfig = {
    files: [],
    diagnostics: [],
    entries: [
      commandEntry('sessionStart', 0, './slow.sh', 1),
      commandEntry('sessionStart', 1, 'cat >/dev/null', 30),
    ],
  };

  it('marks the killed first hook, not the last one, even when its EXIT trap wrote an exit line', () => {
    // bash runs its EXIT trap on SIGTERM: the killed hook's trace has an exit line with status 0.
    const trace = [run(`${FILE}#sessionStart[0]`, 5, 1004, 0), run(`${FILE}#sessionStart[1]`, 1010, 1013, 0)];
    const [dispatch] = buildDispatches(
      timedOutDispatch('HookTimeoutError: Hook command timed out after 1 seconds: ./slow.sh'),
      trace,
      config,
    );
    expect(dispatch?.hooks.map((h) => [h.index, h.status, h.exitCode])).toEqual([
      [0, 'timeout', null],
      [1, 'ok', 0],
    ]);
    expect(dispatch?.hooks[0]?.error).toBe(
      'HookTimeoutError: Hook command timed out after 1 seconds: ./slow.sh',
    );
  });

  it('matches a command the CLI cut to 79 characters and an ellipsis', () => {
    const long = `echo ${'x'.repeat(100)}; sleep 5`;
    const cut: HookConfig = {
      ...config,
      entries: [commandEntry('sessionStart', 0, 'true', 1), commandEntry('sessionStart', 1, long, 1)],
    };
    const trace = [run(`${FILE}#sessionStart[0]`, 5, 9, 0), run(`${FILE}#sessionStart[1]`, 10, 1011, 0)];
    const message = `HookTimeoutError: Hook command timed out after 1 seconds: ${long.slice(0, 79)}…`;
    const [dispatch] = buildDispatches(timedOutDispatch(message), trace, cut);
    expect(dispatch?.hooks.map((h) => h.status)).toEqual(['ok', 'timeout']);
  });

  it('falls back to the run with no exit line when the text names no traced hook', () => {
    const trace = [
      run(`${FILE}#sessionStart[0]`, 5, null, null),
      run(`${FILE}#sessionStart[1]`, 1010, 1013, 0),
    ];
    const [dispatch] = buildDispatches(
      timedOutDispatch('HookTimeoutError: Hook command timed out after 1 seconds: something else'),
      trace,
      config,
    );
    expect(dispatch?.hooks.map((h) => h.status)).toEqual(['timeout', 'ok']);
  });
});

describe('copilot-cli engine: placing traced hooks in dispatches', () => {
  it('places a hook that started before its hook.start (stamped late inside a subagent) in that dispatch', () => {
    const config: HookConfig = {
      files: [],
      diagnostics: [],
      entries: [commandEntry('sessionStart', 0, 'true', 30), commandEntry('sessionStart', 1, 'true', 30)],
    };
    const events: CliEvent[] = [
      {
        type: 'hook.start',
        timestamp: at(0),
        data: { hookInvocationId: 'a', hookType: 'sessionStart', input: {} },
      },
      { type: 'hook.end', timestamp: at(50), data: { hookInvocationId: 'a', hookType: 'sessionStart' } },
      {
        type: 'hook.start',
        timestamp: at(500),
        data: { hookInvocationId: 'b', hookType: 'sessionStart', input: {} },
      },
      { type: 'hook.end', timestamp: at(600), data: { hookInvocationId: 'b', hookType: 'sessionStart' } },
    ];
    const trace = [run(`${FILE}#sessionStart[0]`, 490, 520, 0), run(`${FILE}#sessionStart[1]`, 522, 590, 0)];
    const dispatches = buildDispatches(events, trace, config);
    expect(dispatches.map((d) => d.hooks.map((h) => h.index))).toEqual([[], [0, 1]]);
  });

  it('places it there even when the stamp is later than the gap to the dispatch before (a loaded machine)', () => {
    // Seen in CI under load: a subagent's `view` dispatch (no hook matched it) ended 50 ms before the hook of
    // the next `bash` dispatch started, whose hook.start was stamped 400 ms late; the run went to the `view`.
    const config: HookConfig = {
      files: [],
      diagnostics: [],
      entries: [commandEntry('preToolUse', 0, 'guard.sh', 30)],
    };
    const dispatch = (id: string, start: number, end: number): CliEvent[] => [
      {
        type: 'hook.start',
        timestamp: at(start),
        data: { hookInvocationId: id, hookType: 'preToolUse', input: {} },
      },
      { type: 'hook.end', timestamp: at(end), data: { hookInvocationId: id, hookType: 'preToolUse' } },
    ];
    const events = [...dispatch('view', 0, 50), ...dispatch('bash', 500, 600)];
    const dispatches = buildDispatches(events, [run(`${FILE}#preToolUse[0]`, 100, 140, 0)], config);
    expect(dispatches.map((d) => d.hooks.map((h) => h.index))).toEqual([[], [0]]);
  });
});

describe('copilot-cli engine: a hook run where dispatches overlap goes to one its matcher names', () => {
  // Seen in CI (Node 20, import-live): a subagent's `view` check ran inside the window of the main agent's
  // `bash` one; the `bash`-only hook that started in both windows went to the later, `view` one.
  const dispatch = (id: string, tool: string, start: number, end: number, agentId?: string): CliEvent[] => [
    {
      type: 'hook.start',
      timestamp: at(start),
      ...(agentId === undefined ? {} : { agentId }),
      data: { hookInvocationId: id, hookType: 'preToolUse', input: { toolCalls: [{ id, name: tool }] } },
    },
    { type: 'hook.end', timestamp: at(end), data: { hookInvocationId: id, hookType: 'preToolUse' } },
  ];
  const events = [...dispatch('main', 'bash', 0, 300), ...dispatch('sub', 'view', 100, 250, 'agent-1')];
  const withMatcher = (matcher: string | undefined): HookConfig => ({
    files: [],
    diagnostics: [],
    entries: [{ ...commandEntry('preToolUse', 0, 'guard.sh', 30), ...(matcher ? { matcher } : {}) }],
  });
  const placed = (matcher: string | undefined): string[][] =>
    buildDispatches(events, [run(`${FILE}#preToolUse[0]`, 150, 160, 0)], withMatcher(matcher)).map((d) =>
      d.hooks.map((h) => `${h.eventKey}[${h.index}]`),
    );

  it('a matcher naming tools places it in the dispatch of a tool it names, in either spelling', () => {
    expect(placed('bash')).toEqual([['preToolUse[0]'], []]);
    expect(placed('Bash|edit')).toEqual([['preToolUse[0]'], []]);
    expect(placed('view')).toEqual([[], ['preToolUse[0]']]);
  });

  it('without a matcher, or with a pattern, time alone places it (the later window)', () => {
    expect(placed(undefined)).toEqual([[], ['preToolUse[0]']]);
    expect(placed('ba.*')).toEqual([[], ['preToolUse[0]']]);
  });
});

describe('copilot-cli engine: agentSees of the prompt events (runtime-behaviour.md §8.5)', () => {
  const scenario = scenarioSchema.parse({ name: 'prompt', prompt: 'original', steps: [] });
  const { script } = buildModelScript(scenario);
  const config: HookConfig = { files: [], diagnostics: [], entries: [] };
  const submitted = 'the rewritten prompt\n\n<system_reminder>\nctx\n</system_reminder>';
  const stamped = `<current_datetime>2026-11-30T10:00:00.000+00:00</current_datetime>\n\n${submitted}`;

  function launchOf(events: CliEvent[]): LaunchResult {
    const exit = { code: 0, signal: null, stdout: '', stderr: '', wallMs: 1, timedOut: false };
    return { exit, events, requests: [], trace: [], hookLog: [], connections: [] };
  }

  const submittedEvents: CliEvent[] = [
    {
      type: 'hook.start',
      timestamp: at(0),
      data: { hookInvocationId: 'u1', hookType: 'userPromptSubmitted', input: { prompt: 'original' } },
    },
    {
      type: 'hook.end',
      timestamp: at(10),
      data: {
        hookInvocationId: 'u1',
        hookType: 'userPromptSubmitted',
        success: true,
        output: { modifiedPrompt: 'the rewritten prompt', additionalContext: 'ctx' },
      },
    },
  ];

  it('userPromptSubmitted: the prompt as that event left it, before a userPromptTransformed rewrite', () => {
    const events: CliEvent[] = [
      ...submittedEvents,
      {
        type: 'hook.start',
        timestamp: at(20),
        data: {
          hookInvocationId: 't1',
          hookType: 'userPromptTransformed',
          input: { prompt: 'the rewritten prompt', transformedPrompt: stamped },
        },
      },
      {
        type: 'hook.end',
        timestamp: at(30),
        data: {
          hookInvocationId: 't1',
          hookType: 'userPromptTransformed',
          success: true,
          output: { modifiedTransformedPrompt: 'replaced for the model' },
        },
      },
      { type: 'user.message', timestamp: at(40), data: { transformedContent: 'replaced for the model' } },
    ];
    const launch = launchOf(events);
    const mapped = mapSession(launch, buildDispatches(events, [], config), script);
    expect(mapped.events.map((e) => [e.event, e.result.agentSees])).toEqual([
      ['userPromptSubmitted', submitted],
      ['userPromptTransformed', 'replaced for the model'],
    ]);
  });

  it('userPromptSubmitted without userPromptTransformed hooks: the model message without the datetime', () => {
    const events: CliEvent[] = [
      ...submittedEvents,
      { type: 'user.message', timestamp: at(40), data: { transformedContent: stamped } },
    ];
    const mapped = mapSession(launchOf(events), buildDispatches(events, [], config), script);
    expect(mapped.events[0]?.result).toMatchObject({ prompt: 'the rewritten prompt', agentSees: submitted });
  });
});
