import { describe, expect, it } from '@jest/globals';
import { EVENT_NAMES, PASCAL_KEYS, type Casing, type EventName } from '../src/events/catalogue.js';
import {
  buildPayload,
  encodeToolArgs,
  pascalToolName,
  payloadTimestamp,
  transcriptPathFor,
  type PayloadCommon,
} from '../src/events/payloads.js';
import type { EventInput } from '../src/model.js';
import { PROFILES, PROFILE_NAMES, type ProfileName } from '../src/profiles.js';

const SID = '5b0d7f3e-1c2a-4d5e-8f90-123456789abc';
const NOW = 1767225600000;
const ISO = '2026-01-01T00:00:00.000Z';
const CWD = '/workspace';
const TP = `/root/.copilot/session-state/${SID}/events.jsonl`;
const COMMON: PayloadCommon = { sessionId: SID, timestamp: NOW, cwd: CWD, transcriptPath: TP };

const OBSERVED: ProfileName[] = ['cloud', 'cli'];
const DOCUMENTED: ProfileName[] = ['cloud-docs', 'cli-docs'];

function build(
  event: EventName,
  casing: Casing,
  input: EventInput,
  profile: ProfileName,
): Record<string, unknown> {
  return buildPayload(event, casing, input, COMMON, PROFILES[profile]);
}

/** The payload must equal `expected` in values and in key order, at every depth: it is what the hook reads. */
function expectExactly(actual: Record<string, unknown>, expected: Record<string, unknown>): void {
  expect(actual).toStrictEqual(expected);
  expect(Object.keys(actual)).toEqual(Object.keys(expected));
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
}

const camelHead = { sessionId: SID, timestamp: NOW, cwd: CWD };
function pascalHead(name: string): Record<string, unknown> {
  return { hook_event_name: name, session_id: SID, timestamp: ISO, cwd: CWD };
}

const ARGS = { command: 'ls -la', description: 'List files' };
const ARGS_JSON = '{"command":"ls -la","description":"List files"}';
const RESULT = { resultType: 'success', textResultForLlm: 'total 0' } as const;

describe('transcriptPathFor (§11, cloud-environment.md §6)', () => {
  it('is $HOME/.copilot/session-state/<sessionId>/events.jsonl', () => {
    expect(transcriptPathFor('/root', SID)).toBe(TP);
    expect(transcriptPathFor('/root/', SID)).toBe(TP);
    expect(transcriptPathFor('/home/runner', 'abc')).toBe(
      '/home/runner/.copilot/session-state/abc/events.jsonl',
    );
  });
});

describe('timestamps (R091, §11)', () => {
  it('camelCase is integer epoch milliseconds, PascalCase ISO 8601 UTC with milliseconds and Z', () => {
    expect(payloadTimestamp('camel', NOW)).toBe(NOW);
    expect(payloadTimestamp('pascal', NOW)).toBe(ISO);
    expect(payloadTimestamp('pascal', 1793700000010)).toBe('2026-11-03T10:00:00.010Z');
  });

  it('every payload of one dispatch carries the injected clock value, never the wall clock', () => {
    const input: EventInput = { toolName: 'bash', toolArgs: ARGS };
    expect(build('preToolUse', 'camel', input, 'cloud').timestamp).toBe(NOW);
    expect(build('preToolUse', 'pascal', input, 'cloud').timestamp).toBe(ISO);
    const later = buildPayload(
      'preToolUse',
      'camel',
      input,
      { ...COMMON, timestamp: NOW + 1234 },
      PROFILES.cloud,
    );
    expect(later.timestamp).toBe(NOW + 1234);
  });
});

describe('preToolUse / PreToolUse (R125, R126, R127, §11)', () => {
  const input: EventInput = { toolName: 'bash', toolArgs: ARGS };

  it.each(OBSERVED)('camelCase, toolArgsEncoding=object (%s)', (profile) => {
    expectExactly(build('preToolUse', 'camel', input, profile), {
      ...camelHead,
      toolName: 'bash',
      toolArgs: ARGS,
    });
  });

  it.each(DOCUMENTED)('camelCase, toolArgsEncoding=string: JSON.stringify of the args (%s)', (profile) => {
    expectExactly(build('preToolUse', 'camel', input, profile), {
      ...camelHead,
      toolName: 'bash',
      toolArgs: ARGS_JSON,
    });
  });

  it.each(PROFILE_NAMES)('PascalCase: Claude tool_name, tool_input always the object (%s)', (profile) => {
    expectExactly(build('preToolUse', 'pascal', input, profile), {
      ...pascalHead('PreToolUse'),
      tool_name: 'Bash',
      tool_input: ARGS,
    });
  });

  it('keeps the args keys in the order the step gives them (§11 toolArgsEncoding=object)', () => {
    const args = { zeta: 1, alpha: { y: 2, b: 3 }, mid: 'x' };
    const camel = build('preToolUse', 'camel', { toolName: 'edit', toolArgs: args }, 'cloud');
    expect(JSON.stringify(camel.toolArgs)).toBe('{"zeta":1,"alpha":{"y":2,"b":3},"mid":"x"}');
    const docs = build('preToolUse', 'camel', { toolName: 'edit', toolArgs: args }, 'cloud-docs');
    expect(docs.toolArgs).toBe('{"zeta":1,"alpha":{"y":2,"b":3},"mid":"x"}');
    const pascal = build('preToolUse', 'pascal', { toolName: 'edit', toolArgs: args }, 'cloud-docs');
    expect(JSON.stringify(pascal.tool_input)).toBe('{"zeta":1,"alpha":{"y":2,"b":3},"mid":"x"}');
  });

  it('missing args become {} (object) or "{}" (string)', () => {
    expect(build('preToolUse', 'camel', { toolName: 'bash' }, 'cloud').toolArgs).toEqual({});
    expect(build('preToolUse', 'camel', { toolName: 'bash' }, 'cloud-docs').toolArgs).toBe('{}');
    expect(build('preToolUse', 'pascal', { toolName: 'bash' }, 'cloud-docs').tool_input).toEqual({});
  });
});

describe('Claude tool names in PascalCase tool_name (R095, R127, R205, R206, R207, §10)', () => {
  // The spec's table, written out here so the test checks the implementation against the spec, not itself.
  const table: Array<[string, string]> = [
    ['bash', 'Bash'],
    ['powershell', 'Bash'],
    ['view', 'Read'],
    ['create', 'Write'],
    ['edit', 'Edit'],
    ['str_replace_editor', 'Edit'],
    ['apply_patch', 'Edit'],
    ['grep', 'Grep'],
    ['rg', 'Grep'],
    ['glob', 'Glob'],
    ['web_fetch', 'WebFetch'],
    ['web_search', 'WebSearch'],
    ['update_todo', 'TodoWrite'],
    ['ask_user', 'AskUserQuestion'],
    ['task', 'Agent'],
    ['read_bash', 'read_bash'],
    ['write', 'write'],
    ['multi_edit', 'multi_edit'],
    ['my_mcp_tool', 'my_mcp_tool'],
  ];

  it.each(table)(
    'PreToolUse tool_name for %s is %s; camelCase toolName stays the runtime name',
    (runtime, claude) => {
      expect(build('preToolUse', 'pascal', { toolName: runtime }, 'cloud').tool_name).toBe(claude);
      expect(build('preToolUse', 'camel', { toolName: runtime }, 'cloud').toolName).toBe(runtime);
      expect(pascalToolName('preToolUse', runtime, PROFILES['cloud-docs'])).toBe(claude);
    },
  );

  it('PostToolUse / PostToolUseFailure tool_name follows pascalPostToolName (claude on observed, runtime on docs)', () => {
    for (const event of ['postToolUse', 'postToolUseFailure'] as const) {
      expect(build(event, 'pascal', { toolName: 'view' }, 'cloud').tool_name).toBe('Read');
      expect(build(event, 'pascal', { toolName: 'view' }, 'cli').tool_name).toBe('Read');
      expect(build(event, 'pascal', { toolName: 'view' }, 'cloud-docs').tool_name).toBe('view');
      expect(build(event, 'pascal', { toolName: 'view' }, 'cli-docs').tool_name).toBe('view');
      expect(build(event, 'pascal', { toolName: 'read_bash' }, 'cloud').tool_name).toBe('read_bash');
    }
  });
});

describe('postToolUse / PostToolUse (R136, R137, §11)', () => {
  const input: EventInput = { toolName: 'bash', toolArgs: ARGS, toolResult: RESULT };

  it.each(OBSERVED)('camelCase with toolResult{resultType, textResultForLlm} (%s)', (profile) => {
    expectExactly(build('postToolUse', 'camel', input, profile), {
      ...camelHead,
      toolName: 'bash',
      toolArgs: ARGS,
      toolResult: { resultType: 'success', textResultForLlm: 'total 0' },
    });
  });

  it.each(DOCUMENTED)('camelCase with string toolArgs (%s)', (profile) => {
    expectExactly(build('postToolUse', 'camel', input, profile), {
      ...camelHead,
      toolName: 'bash',
      toolArgs: ARGS_JSON,
      toolResult: { resultType: 'success', textResultForLlm: 'total 0' },
    });
  });

  it.each(OBSERVED)('PascalCase with snake tool_result and the Claude name (%s)', (profile) => {
    expectExactly(build('postToolUse', 'pascal', input, profile), {
      ...pascalHead('PostToolUse'),
      tool_name: 'Bash',
      tool_input: ARGS,
      tool_result: { result_type: 'success', text_result_for_llm: 'total 0' },
    });
  });

  it.each(DOCUMENTED)('PascalCase with the runtime name (%s)', (profile) => {
    expectExactly(build('postToolUse', 'pascal', input, profile), {
      ...pascalHead('PostToolUse'),
      tool_name: 'bash',
      tool_input: ARGS,
      tool_result: { result_type: 'success', text_result_for_llm: 'total 0' },
    });
  });

  it('orders toolResult keys as documented whatever order the input has', () => {
    const reversed = { textResultForLlm: 'out', resultType: 'success' } as const;
    const payload = build('postToolUse', 'camel', { toolName: 'bash', toolResult: reversed }, 'cloud');
    expect(JSON.stringify(payload.toolResult)).toBe('{"resultType":"success","textResultForLlm":"out"}');
  });
});

describe('postToolUseFailure / PostToolUseFailure (R146, R147, §11)', () => {
  const input: EventInput = { toolName: 'bash', toolArgs: ARGS, error: 'Command failed with exit code 1' };

  it.each(PROFILE_NAMES)('camelCase toolName, toolArgs, error (%s)', (profile) => {
    const toolArgs = PROFILES[profile].toolArgsEncoding === 'object' ? ARGS : ARGS_JSON;
    expectExactly(build('postToolUseFailure', 'camel', input, profile), {
      ...camelHead,
      toolName: 'bash',
      toolArgs,
      error: 'Command failed with exit code 1',
    });
  });

  it.each(PROFILE_NAMES)('PascalCase tool_name, tool_input, error (%s)', (profile) => {
    expectExactly(build('postToolUseFailure', 'pascal', input, profile), {
      ...pascalHead('PostToolUseFailure'),
      tool_name: PROFILES[profile].pascalPostToolName === 'claude' ? 'Bash' : 'bash',
      tool_input: ARGS,
      error: 'Command failed with exit code 1',
    });
  });
});

describe('sessionStart / SessionStart (R100, R101, §11)', () => {
  it.each(PROFILE_NAMES)('source "new" and the initial prompt (%s)', (profile) => {
    const input: EventInput = { initialPrompt: 'Fix the flaky test' };
    expectExactly(build('sessionStart', 'camel', input, profile), {
      ...camelHead,
      source: 'new',
      initialPrompt: 'Fix the flaky test',
    });
    expectExactly(build('sessionStart', 'pascal', input, profile), {
      ...pascalHead('SessionStart'),
      source: 'new',
      initial_prompt: 'Fix the flaky test',
    });
  });

  it('omits initialPrompt when there is none, never null; an explicit source wins', () => {
    expectExactly(build('sessionStart', 'camel', {}, 'cloud'), { ...camelHead, source: 'new' });
    expectExactly(build('sessionStart', 'pascal', { source: 'resume' }, 'cloud'), {
      ...pascalHead('SessionStart'),
      source: 'resume',
    });
  });
});

describe('sessionEnd / SessionEnd (R108, R109)', () => {
  it.each(PROFILE_NAMES)('reason (%s)', (profile) => {
    expectExactly(build('sessionEnd', 'camel', { reason: 'timeout' }, profile), {
      ...camelHead,
      reason: 'timeout',
    });
    expectExactly(build('sessionEnd', 'pascal', { reason: 'error' }, profile), {
      ...pascalHead('SessionEnd'),
      reason: 'error',
    });
  });
});

describe('userPromptSubmitted / UserPromptSubmit (R114, R115)', () => {
  it.each(PROFILE_NAMES)('prompt; the PascalCase event name is UserPromptSubmit (%s)', (profile) => {
    expectExactly(build('userPromptSubmitted', 'camel', { prompt: 'Hi' }, profile), {
      ...camelHead,
      prompt: 'Hi',
    });
    expectExactly(build('userPromptSubmitted', 'pascal', { prompt: 'Hi' }, profile), {
      ...pascalHead('UserPromptSubmit'),
      prompt: 'Hi',
    });
  });
});

describe('userPromptTransformed (R121)', () => {
  it.each(PROFILE_NAMES)('prompt, transformedPrompt; camelCase only (%s)', (profile) => {
    const input: EventInput = {
      prompt: 'Hi',
      transformedPrompt: '<current_datetime>x</current_datetime>\n\nHi',
    };
    expectExactly(build('userPromptTransformed', 'camel', input, profile), {
      ...camelHead,
      prompt: 'Hi',
      transformedPrompt: '<current_datetime>x</current_datetime>\n\nHi',
    });
    expect(PASCAL_KEYS.userPromptTransformed).toBeUndefined();
  });
});

describe('agentStop / Stop (R150, R151, R094, §11)', () => {
  it.each(PROFILE_NAMES)(
    'transcriptPath, stopReason end_turn, snake stop_hook_active in both shapes (%s)',
    (profile) => {
      expectExactly(build('agentStop', 'camel', { stopHookActive: true }, profile), {
        ...camelHead,
        transcriptPath: TP,
        stopReason: 'end_turn',
        stop_hook_active: true,
      });
      expectExactly(build('agentStop', 'pascal', {}, profile), {
        ...pascalHead('Stop'),
        transcript_path: TP,
        stop_reason: 'end_turn',
        stop_hook_active: false,
      });
      expect(build('agentStop', 'camel', {}, profile)).not.toHaveProperty('stopHookActive');
    },
  );
});

describe('subagentStart / SubagentStart (R160, §11 subagent ids)', () => {
  const input: EventInput = {
    agentName: 'explore',
    agentDisplayName: 'Explore',
    agentDescription: 'Explores the codebase',
    agentId: 'a1',
  };

  it.each(OBSERVED)(
    'camelCase observed: agentId, agentType = agentName, parentAgentId = sessionId (%s)',
    (profile) => {
      expectExactly(build('subagentStart', 'camel', input, profile), {
        ...camelHead,
        transcriptPath: TP,
        agentName: 'explore',
        agentId: 'a1',
        agentType: 'explore',
        parentAgentId: SID,
      });
    },
  );

  it.each(DOCUMENTED)('camelCase documented: display name and description, no ids (%s)', (profile) => {
    expectExactly(build('subagentStart', 'camel', input, profile), {
      ...camelHead,
      transcriptPath: TP,
      agentName: 'explore',
      agentDisplayName: 'Explore',
      agentDescription: 'Explores the codebase',
    });
    expectExactly(build('subagentStart', 'camel', { agentName: 'explore' }, profile), {
      ...camelHead,
      transcriptPath: TP,
      agentName: 'explore',
    });
  });

  it.each(PROFILE_NAMES)(
    'PascalCase: camelCase fields, snake ids, no hook_event_name, ms timestamp (%s)',
    (profile) => {
      expectExactly(build('subagentStart', 'pascal', input, profile), {
        sessionId: SID,
        timestamp: NOW,
        cwd: CWD,
        transcriptPath: TP,
        agentName: 'explore',
        agent_id: 'a1',
        agent_type: 'explore',
        parent_agent_id: SID,
      });
    },
  );

  it('a nested subagent carries its spawning agent id as parentAgentId', () => {
    const nested = { ...input, agentId: 'a2', parentAgentId: 'a1', agentType: 'explore' };
    expect(build('subagentStart', 'camel', nested, 'cloud').parentAgentId).toBe('a1');
    expect(build('subagentStart', 'pascal', nested, 'cloud').parent_agent_id).toBe('a1');
  });
});

describe('subagentStop / SubagentStop (R166, R167, §11)', () => {
  const input: EventInput = {
    agentName: 'explore',
    agentDisplayName: 'Explore',
    agentId: 'a1',
    response: 'Found 3 files.',
    stopHookActive: false,
  };

  it.each(OBSERVED)(
    'camelCase observed order, with stop_hook_active and parentAgentId last (%s)',
    (profile) => {
      expectExactly(build('subagentStop', 'camel', input, profile), {
        ...camelHead,
        transcriptPath: TP,
        agentId: 'a1',
        agentType: 'explore',
        agentName: 'explore',
        response: 'Found 3 files.',
        stopReason: 'end_turn',
        stop_hook_active: false,
        parentAgentId: SID,
      });
    },
  );

  it.each(DOCUMENTED)(
    'camelCase documented: agentDisplayName, no stop_hook_active or parentAgentId (%s)',
    (profile) => {
      expectExactly(build('subagentStop', 'camel', input, profile), {
        ...camelHead,
        transcriptPath: TP,
        agentId: 'a1',
        agentType: 'explore',
        agentName: 'explore',
        agentDisplayName: 'Explore',
        response: 'Found 3 files.',
        stopReason: 'end_turn',
      });
    },
  );

  it.each(OBSERVED)(
    'PascalCase observed: ids first, last_assistant_message, stop_hook_active (%s)',
    (profile) => {
      expectExactly(build('subagentStop', 'pascal', { ...input, stopHookActive: true }, profile), {
        ...pascalHead('SubagentStop'),
        agent_id: 'a1',
        agent_type: 'explore',
        parent_agent_id: SID,
        transcript_path: TP,
        agent_name: 'explore',
        last_assistant_message: 'Found 3 files.',
        stop_reason: 'end_turn',
        stop_hook_active: true,
      });
    },
  );

  it.each(DOCUMENTED)(
    'PascalCase documented: the reference order with agent_display_name (%s)',
    (profile) => {
      expectExactly(build('subagentStop', 'pascal', input, profile), {
        ...pascalHead('SubagentStop'),
        transcript_path: TP,
        agent_id: 'a1',
        agent_type: 'explore',
        agent_name: 'explore',
        agent_display_name: 'Explore',
        last_assistant_message: 'Found 3 files.',
        stop_reason: 'end_turn',
      });
    },
  );
});

describe('errorOccurred / ErrorOccurred: camelCase in the observed order (FINDINGS §9 Q21), else the reference order (R173, R174, §11)', () => {
  const input: EventInput = {
    errorInfo: {
      message: 'rate limited',
      name: 'RateLimitError',
      stack: 'RateLimitError: rate limited\n    at x',
    },
    errorContext: 'model_call',
    recoverable: true,
  };

  it.each(PROFILE_NAMES)('both casings (%s)', (profile) => {
    const error = {
      message: 'rate limited',
      name: 'RateLimitError',
      stack: 'RateLimitError: rate limited\n    at x',
    };
    const camel =
      PROFILES[profile].payloadShape === 'observed'
        ? { ...camelHead, errorContext: 'model_call', recoverable: true, error }
        : { ...camelHead, error, errorContext: 'model_call', recoverable: true };
    expectExactly(build('errorOccurred', 'camel', input, profile), camel);
    expectExactly(build('errorOccurred', 'pascal', input, profile), {
      ...pascalHead('ErrorOccurred'),
      error,
      error_context: 'model_call',
      recoverable: true,
    });
  });

  it('omits error.stack when there is none', () => {
    const payload = build(
      'errorOccurred',
      'camel',
      { ...input, errorInfo: { message: 'm', name: 'Error' } },
      'cloud',
    );
    expect(JSON.stringify(payload.error)).toBe('{"message":"m","name":"Error"}');
  });
});

describe('preCompact / PreCompact in the reference order (R177, R178, §11)', () => {
  it.each(PROFILE_NAMES)('transcriptPath, trigger, customInstructions (%s)', (profile) => {
    expectExactly(build('preCompact', 'camel', { trigger: 'auto', customInstructions: '' }, profile), {
      ...camelHead,
      transcriptPath: TP,
      trigger: 'auto',
      customInstructions: '',
    });
    expectExactly(
      build('preCompact', 'pascal', { trigger: 'manual', customInstructions: 'keep tests' }, profile),
      {
        ...pascalHead('PreCompact'),
        transcript_path: TP,
        trigger: 'manual',
        custom_instructions: 'keep tests',
      },
    );
  });
});

describe('permissionRequest / PermissionRequest (R188, §11)', () => {
  const input: EventInput = { toolName: 'bash', toolArgs: ARGS };
  const observed = {
    hookName: 'permissionRequest',
    sessionId: SID,
    timestamp: NOW,
    cwd: CWD,
    toolName: 'bash',
    toolInput: ARGS,
    permissionSuggestions: [],
  };

  it.each(OBSERVED)(
    'observed: one camelCase shape with the runtime name, even under PermissionRequest (%s)',
    (profile) => {
      expectExactly(build('permissionRequest', 'camel', input, profile), observed);
      expectExactly(build('permissionRequest', 'pascal', input, profile), observed);
    },
  );

  it.each(DOCUMENTED)(
    'documented: camel {toolName, toolInput}, Pascal VS Code shape with the Claude name (%s)',
    (profile) => {
      expectExactly(build('permissionRequest', 'camel', input, profile), {
        ...camelHead,
        toolName: 'bash',
        toolInput: ARGS,
      });
      expectExactly(build('permissionRequest', 'pascal', input, profile), {
        ...pascalHead('PermissionRequest'),
        tool_name: 'Bash',
        tool_input: ARGS,
      });
    },
  );
});

describe('notification / Notification (R093, R094, R191, §11)', () => {
  const input: EventInput = {
    message: 'Shell finished',
    title: 'Shell completed',
    notificationType: 'shell_completed',
  };
  const observed = {
    ...camelHead,
    message: 'Shell finished',
    title: 'Shell completed',
    hook_event_name: 'Notification',
    notification_type: 'shell_completed',
  };

  it.each(OBSERVED)(
    'observed: mixed case, numeric timestamp, the same object under both keys (%s)',
    (profile) => {
      expectExactly(build('notification', 'camel', input, profile), observed);
      expectExactly(build('notification', 'pascal', input, profile), observed);
    },
  );

  it.each(DOCUMENTED)(
    'documented: the reference order for the camelCase key; Notification as observed (%s)',
    (profile) => {
      expectExactly(build('notification', 'camel', input, profile), {
        ...camelHead,
        hook_event_name: 'Notification',
        message: 'Shell finished',
        title: 'Shell completed',
        notification_type: 'shell_completed',
      });
      expectExactly(build('notification', 'pascal', input, profile), observed);
    },
  );

  it('omits title when there is none', () => {
    const payload = build('notification', 'camel', { message: 'm', notificationType: 'agent_idle' }, 'cli');
    expect(Object.keys(payload)).toEqual([
      'sessionId',
      'timestamp',
      'cwd',
      'message',
      'hook_event_name',
      'notification_type',
    ]);
  });
});

describe('common fields and optional fields (R090, R092, R093, R097, §11)', () => {
  const cases = EVENT_NAMES.flatMap((event) =>
    (['camel', 'pascal'] as const).flatMap((casing) =>
      PROFILE_NAMES.map((profile) => [event, casing, profile] as [EventName, Casing, ProfileName]),
    ),
  );

  it.each(cases)(
    '%s %s %s: no null or undefined anywhere, survives a JSON round trip',
    (event, casing, profile) => {
      const payload = build(event, casing, {}, profile);
      expect(JSON.parse(JSON.stringify(payload))).toStrictEqual(payload);
      expect(JSON.stringify(payload)).not.toContain('null');
      expect(payload.cwd).toBe(CWD);
      expect(payload.sessionId ?? payload.session_id).toBe(SID);
    },
  );

  it('only PascalCase VS Code shapes and notification carry hook_event_name', () => {
    for (const event of EVENT_NAMES) {
      const camel = build(event, 'camel', {}, 'cloud-docs');
      expect('hook_event_name' in camel).toBe(event === 'notification');
      const key = PASCAL_KEYS[event];
      if (key && event !== 'subagentStart') {
        expect(build(event, 'pascal', {}, 'cloud-docs').hook_event_name).toBe(key);
      }
    }
  });
});

describe('--payload overrides (DESIGN fire --payload)', () => {
  it('replace a top-level key in place and add new keys at the end', () => {
    const input: EventInput = {
      toolName: 'bash',
      toolArgs: ARGS,
      overrides: { toolName: 'edit', extra: [1, 2] },
    };
    expectExactly(build('preToolUse', 'camel', input, 'cloud'), {
      ...camelHead,
      toolName: 'edit',
      toolArgs: ARGS,
      extra: [1, 2],
    });
  });

  it('apply after the shape is built, in either casing, and may replace nested objects and common fields', () => {
    const input: EventInput = {
      toolName: 'bash',
      toolArgs: ARGS,
      overrides: { tool_input: { command: 'rm -rf /' }, timestamp: 'yesterday', session_id: 'fixed' },
    };
    expectExactly(build('preToolUse', 'pascal', input, 'cloud'), {
      hook_event_name: 'PreToolUse',
      session_id: 'fixed',
      timestamp: 'yesterday',
      cwd: CWD,
      tool_name: 'Bash',
      tool_input: { command: 'rm -rf /' },
    });
  });

  it('can add a field the shape omits (stop_hook_active on documented subagentStop)', () => {
    const payload = build(
      'subagentStop',
      'camel',
      { agentName: 'x', overrides: { stop_hook_active: true } },
      'cloud-docs',
    );
    expect(Object.keys(payload).at(-1)).toBe('stop_hook_active');
    expect(payload.stop_hook_active).toBe(true);
  });
});

describe('encodeToolArgs (toolArgsEncoding, Q2)', () => {
  it('object keeps the same object, string is JSON.stringify', () => {
    const args = { path: 'a.txt', file_text: 'é\n"quoted"' };
    expect(encodeToolArgs(args, PROFILES.cloud)).toBe(args);
    expect(encodeToolArgs(args, PROFILES['cloud-docs'])).toBe(JSON.stringify(args));
    expect(JSON.parse(encodeToolArgs(args, PROFILES['cli-docs']) as string)).toEqual(args);
  });
});

describe('inside a subagent: the subagent id as sessionId and its agent ids (FINDINGS §10.1, case f-subpay)', () => {
  const AGENT = 'd293592d-3801-44f2-a2b1-e032dce68873';
  const inAgent: PayloadCommon = {
    ...COMMON,
    sessionId: AGENT,
    agent: { agentId: AGENT, agentType: 'explore', parentAgentId: SID },
  };
  const ids = { agentId: AGENT, agentType: 'explore', parentAgentId: SID };
  const snakeIds = { agent_id: AGENT, agent_type: 'explore', parent_agent_id: SID };
  const view = { path: '/workspace/README.md' };

  it('camelCase: agentId, agentType, parentAgentId appended after the event fields', () => {
    const input: EventInput = { toolName: 'view', toolArgs: view };
    expectExactly(buildPayload('preToolUse', 'camel', input, inAgent, PROFILES.cli), {
      sessionId: AGENT,
      timestamp: NOW,
      cwd: CWD,
      toolName: 'view',
      toolArgs: view,
      ...ids,
    });
    expectExactly(buildPayload('agentStop', 'camel', { stopHookActive: false }, inAgent, PROFILES.cli), {
      sessionId: AGENT,
      timestamp: NOW,
      cwd: CWD,
      transcriptPath: TP,
      stopReason: 'end_turn',
      stop_hook_active: false,
      ...ids,
    });
  });

  it('PascalCase: agent_id, agent_type, parent_agent_id right after cwd', () => {
    const input: EventInput = { toolName: 'view', toolArgs: view, toolResult: RESULT };
    expectExactly(buildPayload('postToolUse', 'pascal', input, inAgent, PROFILES.cli), {
      hook_event_name: 'PostToolUse',
      session_id: AGENT,
      timestamp: ISO,
      cwd: CWD,
      ...snakeIds,
      tool_name: 'Read',
      tool_input: view,
      tool_result: { result_type: 'success', text_result_for_llm: 'total 0' },
    });
    expectExactly(buildPayload('agentStop', 'pascal', {}, inAgent, PROFILES.cli), {
      hook_event_name: 'Stop',
      session_id: AGENT,
      timestamp: ISO,
      cwd: CWD,
      ...snakeIds,
      transcript_path: TP,
      stop_reason: 'end_turn',
      stop_hook_active: false,
    });
  });
});
