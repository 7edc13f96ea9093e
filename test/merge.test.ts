import { describe, expect, it } from '@jest/globals';
import type { EventName } from '../src/events/catalogue.js';
import {
  chainInput,
  mergeEvent,
  STOP_GUARD_WARNING,
  stopLoopGuard,
  stopsChain,
  SUBAGENT_STOP_UNBOUNDED_CODE,
  SUBAGENT_STOP_UNBOUNDED_MESSAGE,
  type HookRun,
} from '../src/events/merge.js';
import { formatCurrentDatetime } from '../src/events/texts.js';
import type { EventInput, HookRecord, HookStatus } from '../src/model.js';
import { PROFILES, type Profile } from '../src/profiles.js';

const cloud = PROFILES.cloud;
const docs = PROFILES['cloud-docs'];
const cli = PROFILES.cli;

interface RunSpec {
  status?: HookStatus;
  output?: unknown;
  stdout?: string;
  stderr?: string;
  file?: string;
  index?: number;
  type?: 'command' | 'http';
  httpFailure?: HookRecord['httpFailure'];
  pascal?: boolean;
}

const PASCAL: Partial<Record<EventName, string>> = { preToolUse: 'PreToolUse', postToolUse: 'PostToolUse' };

/** A hook run as the dispatcher hands it over; status `ok` unless told. */
function makeRun(event: EventName, spec: RunSpec = {}, position = 0): HookRun {
  const file = spec.file ?? '.github/hooks/a.json';
  const index = spec.index ?? position;
  const type = spec.type ?? 'command';
  const eventKey = spec.pascal ? (PASCAL[event] ?? event) : event;
  const record: HookRecord = {
    file,
    index,
    eventKey,
    type,
    status: spec.status ?? 'ok',
    durationMs: 1,
    ...(spec.output !== undefined ? { output: spec.output } : {}),
    ...(spec.stdout !== undefined ? { stdout: spec.stdout } : {}),
    ...(spec.stderr !== undefined ? { stderr: spec.stderr } : {}),
    ...(spec.httpFailure !== undefined ? { httpFailure: spec.httpFailure } : {}),
  };
  return {
    entry: {
      file,
      fileDir: '.github/hooks',
      index,
      eventKey,
      event,
      casing: spec.pascal ? 'pascal' : 'camel',
      position: { line: 1, column: 1 },
      type,
      timeoutSec: 30,
      ...(type === 'http' ? { url: 'https://hooks.example.com/x' } : { bash: './hook.sh' }),
    },
    record,
  };
}

function runsOf(event: EventName, specs: RunSpec[]): HookRun[] {
  return specs.map((spec, position) => makeRun(event, spec, position));
}

function merge(event: EventName, input: EventInput, specs: RunSpec[], profile: Profile = cloud) {
  return mergeEvent(event, input, runsOf(event, specs), profile);
}

const toolInput: EventInput = { toolName: 'bash', toolArgs: { command: 'rm -rf build' } };
const pre = (specs: RunSpec[], profile: Profile = cloud) =>
  merge('preToolUse', toolInput, specs, profile).result;

describe('preToolUse merge (§8.1, §7, R061, R065, R067, R128-R134, R212)', () => {
  describe('deny and ask texts', () => {
    it('deny with reason R reads "Denied by preToolUse hook: R" in cloud and cloud-docs (R130)', () => {
      const specs = [
        { output: { permissionDecision: 'deny', permissionDecisionReason: 'dangerous command' } },
      ];
      for (const profile of [cloud, docs]) {
        expect(pre(specs, profile)).toEqual({
          decision: 'deny',
          reason: 'dangerous command',
          agentSees: 'Denied by preToolUse hook: dangerous command',
          decidedBy: '.github/hooks/a.json#0',
        });
      }
    });

    it('deny without reason (denyNoReasonText): cloud adds "No reason provided", cloud-docs is bare', () => {
      const specs = [{ output: { permissionDecision: 'deny' } }];
      expect(pre(specs, cloud).agentSees).toBe('Denied by preToolUse hook: No reason provided');
      expect(pre(specs, docs).agentSees).toBe('Denied by preToolUse hook');
      // An empty reason is no reason.
      const empty = [{ output: { permissionDecision: 'deny', permissionDecisionReason: '' } }];
      expect(pre(empty, cloud).agentSees).toBe('Denied by preToolUse hook: No reason provided');
      expect(pre(empty, cloud).reason).toBeUndefined();
    });

    it('ask reads as an effective deny (R131, askDenyText; DESIGN.md): cloud "unable to ask" text', () => {
      const withReason = [{ output: { permissionDecision: 'ask', permissionDecisionReason: 'confirm rm' } }];
      expect(pre(withReason, cloud)).toEqual({
        decision: 'deny',
        reason: 'confirm rm',
        agentSees: 'Denied by preToolUse hook (unable to ask user for confirmation): confirm rm',
        decidedBy: '.github/hooks/a.json#0',
      });
      expect(pre([{ output: { permissionDecision: 'ask' } }], cloud).agentSees).toBe(
        'Denied by preToolUse hook (unable to ask user for confirmation): No reason provided',
      );
    });

    it('ask under cloud-docs reads as a deny (askDenyText=plain)', () => {
      expect(
        pre([{ output: { permissionDecision: 'ask', permissionDecisionReason: 'confirm' } }], docs),
      ).toMatchObject({
        decision: 'deny',
        agentSees: 'Denied by preToolUse hook: confirm',
      });
      expect(pre([{ output: { permissionDecision: 'ask' } }], docs).agentSees).toBe(
        'Denied by preToolUse hook',
      );
    });

    it('allow runs the tool and gives the model nothing extra', () => {
      expect(pre([{ output: { permissionDecision: 'allow', permissionDecisionReason: 'fine' } }])).toEqual({
        decision: 'allow',
      });
    });

    it('empty, unparsed or non-object output is no verdict, not a deny (R055, R070, R129)', () => {
      expect(pre([{}, { output: 'deny' }, { output: ['deny'] }, { output: 42 }])).toEqual({
        decision: 'none',
      });
    });

    it('verdicts are case-sensitive and Claude decision:block / continue:false are ignored (§6, §8.1)', () => {
      expect(pre([{ output: { permissionDecision: 'DENY', permissionDecisionReason: 'x' } }])).toEqual({
        decision: 'none',
      });
      expect(pre([{ output: { decision: 'block', reason: 'no', continue: false } }], cloud)).toEqual({
        decision: 'none',
      });
      expect(pre([{ output: { decision: 'block', continue: false } }], docs)).toEqual({ decision: 'none' });
    });
  });

  describe('exit 2 (exit2DenyReason, R061)', () => {
    it('cloud: the stdout reason even when stdout says allow; stderr never used', () => {
      const result = pre([
        {
          status: 'exit2',
          output: { permissionDecision: 'allow', permissionDecisionReason: 'stdout says no' },
          stderr: 'stderr text',
        },
      ]);
      expect(result).toEqual({
        decision: 'deny',
        reason: 'stdout says no',
        agentSees: 'Denied by preToolUse hook: stdout says no',
        decidedBy: '.github/hooks/a.json#0',
      });
    });

    it('cloud: no stdout reason gives "hook exited with code 2", ignoring stderr', () => {
      expect(pre([{ status: 'exit2', stderr: 'blocked by policy\n' }]).agentSees).toBe(
        'Denied by preToolUse hook: hook exited with code 2',
      );
    });

    it('cloud-docs: stdout reason, else trimmed stderr, else bare', () => {
      expect(
        pre([{ status: 'exit2', output: { permissionDecisionReason: 'from stdout' }, stderr: 'err' }], docs)
          .agentSees,
      ).toBe('Denied by preToolUse hook: from stdout');
      expect(pre([{ status: 'exit2', stderr: '  blocked by policy\n' }], docs)).toMatchObject({
        decision: 'deny',
        reason: 'blocked by policy',
        agentSees: 'Denied by preToolUse hook: blocked by policy',
      });
      expect(pre([{ status: 'exit2', stderr: ' \n' }], docs).agentSees).toBe('Denied by preToolUse hook');
    });

    it('exit 2 ignores stdout modifiedArgs', () => {
      const result = pre([{ status: 'exit2', output: { modifiedArgs: { command: 'ls' } } }]);
      expect(result.decision).toBe('deny');
      expect(result.args).toBeUndefined();
    });

    it('exit 2 on preToolUse raises no exit-2 warning (it is a deny, not a warning)', () => {
      expect(merge('preToolUse', toolInput, [{ status: 'exit2', stderr: 'x' }]).warnings).toEqual([]);
    });
  });

  describe('errors and timeouts (erroredDenyMessage, R065, R067, R069, §12)', () => {
    it('a crashed command hook denies: cloud names the source file, cloud-docs is plain', () => {
      const specs: RunSpec[] = [{ status: 'error', output: { permissionDecision: 'allow' } }];
      expect(pre(specs, cloud)).toEqual({
        decision: 'deny',
        agentSees: 'Denied by preToolUse hook from ".github/hooks/a.json" (hook errored)',
        decidedBy: '.github/hooks/a.json#0',
      });
      expect(pre(specs, docs).agentSees).toBe('Denied by preToolUse hook (hook errored)');
    });

    it('the errored text names the hook file, for a file outside the repo too', () => {
      expect(pre([{ status: 'error', file: '/root/.copilot/hooks/p.json' }], cli).agentSees).toBe(
        'Denied by preToolUse hook from "/root/.copilot/hooks/p.json" (hook errored)',
      );
    });

    it('a timeout fails open in every profile: a later allow still allows', () => {
      for (const profile of [cloud, docs]) {
        expect(pre([{ status: 'timeout' }, { output: { permissionDecision: 'allow' } }], profile)).toEqual({
          decision: 'allow',
        });
      }
    });

    it.each(['status', 'redirect'] as const)(
      'HTTP %s failure: deny with the file as source under cloud, fail-open under cloud-docs (httpPreToolUseNon2xx)',
      (httpFailure) => {
        const specs: RunSpec[] = [
          { status: 'error', type: 'http', httpFailure, file: '.github/hooks/h.json' },
        ];
        expect(pre(specs, cloud).agentSees).toBe(
          'Denied by preToolUse hook from ".github/hooks/h.json" (hook errored)',
        );
        expect(pre(specs, docs)).toEqual({ decision: 'none' });
      },
    );

    it.each(['network', 'dns', 'firewall', 'ssrf'] as const)(
      'HTTP %s failure: deny under cloud, fail-open under cloud-docs (httpPreToolUseNetworkError, R071)',
      (httpFailure) => {
        const specs: RunSpec[] = [{ status: 'error', type: 'http', httpFailure }];
        expect(pre(specs, cloud).decision).toBe('deny');
        expect(pre(specs, docs)).toEqual({ decision: 'none' });
      },
    );

    it('HTTP timeouts fail open in every profile', () => {
      for (const profile of [cloud, docs]) {
        expect(pre([{ status: 'timeout', type: 'http', httpFailure: 'timeout' }], profile)).toEqual({
          decision: 'none',
        });
        expect(pre([{ status: 'error', type: 'http', httpFailure: 'timeout' }], profile)).toEqual({
          decision: 'none',
        });
      }
    });

    it('flags are read one by one: non-2xx deny with network fail-open', () => {
      const mixed: Profile = { ...cloud, httpPreToolUseNetworkError: 'failOpen' };
      expect(pre([{ status: 'error', type: 'http', httpFailure: 'network' }], mixed).decision).toBe('none');
      expect(pre([{ status: 'error', type: 'http', httpFailure: 'status' }], mixed).decision).toBe('deny');
    });

    it('skipped and dropped runs contribute nothing', () => {
      expect(
        pre([{ status: 'skipped', output: { permissionDecision: 'deny' } }, { status: 'dropped' }]),
      ).toEqual({
        decision: 'none',
      });
    });
  });

  describe('several hooks (preToolUseShortCircuit)', () => {
    it('stopsChain: cloud stops on deny, ask, exit 2 and a denying error; never on allow, none or timeout', () => {
      const stops = (spec: RunSpec, profile: Profile = cloud) =>
        stopsChain('preToolUse', makeRun('preToolUse', spec), profile);
      expect(stops({ output: { permissionDecision: 'deny' } })).toBe(true);
      expect(stops({ output: { permissionDecision: 'ask' } })).toBe(true);
      expect(stops({ status: 'exit2' })).toBe(true);
      expect(stops({ status: 'error' })).toBe(true);
      expect(stops({ status: 'error', type: 'http', httpFailure: 'ssrf' })).toBe(true);
      expect(stops({ output: { permissionDecision: 'allow' } })).toBe(false);
      expect(stops({ output: {} })).toBe(false);
      expect(stops({ status: 'timeout' })).toBe(false);
      expect(stops({ status: 'error', type: 'http', httpFailure: 'timeout' })).toBe(false);
      expect(stops({ status: 'error', type: 'http', httpFailure: 'status' }, docs)).toBe(false);
    });

    it('stopsChain: cloud-docs never stops; other events never stop', () => {
      expect(
        stopsChain('preToolUse', makeRun('preToolUse', { output: { permissionDecision: 'deny' } }), docs),
      ).toBe(false);
      expect(stopsChain('postToolUse', makeRun('postToolUse', { status: 'error' }), cloud)).toBe(false);
      expect(
        stopsChain('agentStop', makeRun('agentStop', { output: { decision: 'block', reason: 'r' } }), cloud),
      ).toBe(false);
    });

    it('allow does not stop the chain and a later deny wins (cloud)', () => {
      const result = pre([
        { output: { permissionDecision: 'allow' } },
        { output: { permissionDecision: 'deny', permissionDecisionReason: 'second' } },
      ]);
      expect(result).toMatchObject({
        decision: 'deny',
        reason: 'second',
        decidedBy: '.github/hooks/a.json#1',
      });
    });

    it('cloud: a run after the stopping hook is not merged even if passed', () => {
      const result = pre([
        { output: { permissionDecision: 'ask', permissionDecisionReason: 'first' } },
        { output: { permissionDecision: 'deny', permissionDecisionReason: 'second' } },
      ]);
      expect(result).toMatchObject({ decision: 'deny', reason: 'first' });
      const late = pre([
        { output: { permissionDecision: 'deny', permissionDecisionReason: 'R' } },
        { output: { additionalContext: 'late' } },
      ]);
      expect(late.agentSees).toBe('Denied by preToolUse hook: R');
    });

    it('cloud-docs (none): deny beats allow, the first denying hook gives the text', () => {
      expect(
        pre(
          [
            { output: { permissionDecision: 'allow' } },
            { output: { permissionDecision: 'deny', permissionDecisionReason: 'first' } },
            { output: { permissionDecision: 'deny', permissionDecisionReason: 'second' } },
          ],
          docs,
        ),
      ).toEqual({
        decision: 'deny',
        reason: 'first',
        agentSees: 'Denied by preToolUse hook: first',
        decidedBy: '.github/hooks/a.json#1',
      });
      expect(
        pre(
          [{ status: 'error' }, { output: { permissionDecision: 'deny', permissionDecisionReason: 'x' } }],
          docs,
        ),
      ).toMatchObject({ decision: 'deny', agentSees: 'Denied by preToolUse hook (hook errored)' });
      expect(pre([{ output: { permissionDecision: 'allow' } }, { output: {} }], docs)).toEqual({
        decision: 'allow',
      });
    });
  });

  describe('modifiedArgs (chainModifiedArgs, honorModifiedArgs)', () => {
    it('cloud chains: the next hook gets the latest modifiedArgs as toolArgs', () => {
      const next = chainInput(
        'preToolUse',
        toolInput,
        makeRun('preToolUse', { output: { modifiedArgs: { command: 'rm -rf ./build' } } }),
        cloud,
      );
      expect(next).toEqual({ toolName: 'bash', toolArgs: { command: 'rm -rf ./build' } });
      expect(toolInput.toolArgs).toEqual({ command: 'rm -rf build' });
    });

    it('cloud-docs does not chain; non-object modifiedArgs never chain', () => {
      const run = makeRun('preToolUse', { output: { modifiedArgs: { command: 'ls' } } });
      expect(chainInput('preToolUse', toolInput, run, docs)).toBe(toolInput);
      for (const modifiedArgs of [['ls'], 'ls', null]) {
        expect(
          chainInput('preToolUse', toolInput, makeRun('preToolUse', { output: { modifiedArgs } }), cloud),
        ).toBe(toolInput);
      }
      expect(
        chainInput(
          'preToolUse',
          toolInput,
          makeRun('preToolUse', { status: 'exit2', output: { modifiedArgs: {} } }),
          cloud,
        ),
      ).toBe(toolInput);
    });

    it('honorModifiedArgs=false drops modifiedArgs from chaining and from the result', () => {
      const hosted: Profile = { ...cloud, honorModifiedArgs: false };
      const run = makeRun('preToolUse', { output: { modifiedArgs: { command: 'ls' } } });
      expect(chainInput('preToolUse', toolInput, run, hosted)).toBe(toolInput);
      expect(pre([{ output: { modifiedArgs: { command: 'ls' } } }], hosted)).toEqual({ decision: 'none' });
    });

    it('the last modifiedArgs is final, in both profiles', () => {
      const specs = [
        { output: { permissionDecision: 'allow', modifiedArgs: { command: 'one' } } },
        { output: { modifiedArgs: { command: 'two' } } },
        { output: {} },
      ];
      for (const profile of [cloud, docs]) {
        expect(pre(specs, profile)).toEqual({ decision: 'allow', args: { command: 'two' } });
      }
    });

    it('modifiedArgs are ignored when the verdict is deny', () => {
      expect(
        pre([{ output: { modifiedArgs: { command: 'ls' } } }, { output: { permissionDecision: 'deny' } }])
          .args,
      ).toBeUndefined();
    });
  });

  describe('additionalContext (preToolUseAdditionalContext)', () => {
    it('cloud injects on an allowed call: agentSees is the context message', () => {
      expect(
        pre([
          { output: { additionalContext: 'C1' } },
          { output: { additionalContext: '' } },
          { output: { additionalContext: 'C2' } },
        ]),
      ).toEqual({
        decision: 'none',
        additionalContext: 'C1\n\nC2',
        agentSees: 'Additional context from preToolUse hook:\nC1\n\nC2',
      });
    });

    it('cloud injects on deny, ask and exit 2, after the deny text joined with \\n\\n', () => {
      expect(
        pre([
          { output: { permissionDecision: 'deny', permissionDecisionReason: 'R', additionalContext: 'CTX' } },
        ]).agentSees,
      ).toBe('Denied by preToolUse hook: R\n\nAdditional context from preToolUse hook:\nCTX');
      expect(pre([{ output: { permissionDecision: 'ask', additionalContext: 'CTX' } }]).agentSees).toBe(
        'Denied by preToolUse hook (unable to ask user for confirmation): No reason provided\n\nAdditional context from preToolUse hook:\nCTX',
      );
      expect(
        pre([
          { output: { additionalContext: 'A' } },
          { status: 'exit2', output: { additionalContext: 'B' } },
        ]),
      ).toMatchObject({
        additionalContext: 'A\n\nB',
        agentSees:
          'Denied by preToolUse hook: hook exited with code 2\n\nAdditional context from preToolUse hook:\nA\n\nB',
      });
    });

    it('an errored hook contributes no context; null and non-strings are absent (R056)', () => {
      expect(
        pre([{ status: 'error', output: { additionalContext: 'X' } }]).additionalContext,
      ).toBeUndefined();
      expect(pre([{ output: { additionalContext: null } }, { output: { additionalContext: 7 } }])).toEqual({
        decision: 'none',
      });
    });

    it('cloud-docs ignores it', () => {
      expect(pre([{ output: { permissionDecision: 'allow', additionalContext: 'CTX' } }], docs)).toEqual({
        decision: 'allow',
      });
      expect(
        pre([{ output: { permissionDecision: 'deny', additionalContext: 'CTX' } }], docs).agentSees,
      ).toBe('Denied by preToolUse hook');
    });
  });

  describe('Claude hookSpecificOutput (honorClaudeHookSpecificOutput)', () => {
    const hso = (flat: object, specific: object) => ({ ...flat, hookSpecificOutput: specific });

    it('PascalCase PreToolUse: flat deny + hookSpecificOutput allow runs the tool', () => {
      expect(
        pre([{ pascal: true, output: hso({ permissionDecision: 'deny' }, { permissionDecision: 'allow' }) }]),
      ).toEqual({ decision: 'allow' });
    });

    it('flat reason + hookSpecificOutput deny without reason denies with the flat reason', () => {
      const output = hso({ permissionDecisionReason: 'flat reason' }, { permissionDecision: 'deny' });
      expect(pre([{ pascal: true, output }]).agentSees).toBe('Denied by preToolUse hook: flat reason');
    });

    it('hookSpecificOutput reason and context win field by field', () => {
      const output = hso(
        { permissionDecision: 'deny', permissionDecisionReason: 'flat', additionalContext: 'flat ctx' },
        {
          hookEventName: 'PreToolUse',
          permissionDecisionReason: 'specific',
          additionalContext: 'specific ctx',
        },
      );
      expect(pre([{ pascal: true, output }]).agentSees).toBe(
        'Denied by preToolUse hook: specific\n\nAdditional context from preToolUse hook:\nspecific ctx',
      );
    });

    it('is ignored on camelCase entries and under cloud-docs', () => {
      const output = hso({}, { permissionDecision: 'deny', permissionDecisionReason: 'x' });
      expect(pre([{ output }])).toEqual({ decision: 'none' });
      expect(pre([{ pascal: true, output }], docs)).toEqual({ decision: 'none' });
    });

    it('stopsChain reads hookSpecificOutput too', () => {
      const run = makeRun('preToolUse', { pascal: true, output: hso({}, { permissionDecision: 'deny' }) });
      expect(stopsChain('preToolUse', run, cloud)).toBe(true);
      expect(stopsChain('preToolUse', run, { ...cloud, honorClaudeHookSpecificOutput: 'never' })).toBe(false);
    });
  });
});

const postInput: EventInput = {
  toolName: 'bash',
  toolArgs: { command: 'ls' },
  toolResult: { resultType: 'success', textResultForLlm: 'a.txt' },
};

describe('postToolUse merge (§8.2, R138-R143, R211)', () => {
  it('no output: the tool message is the result text', () => {
    expect(merge('postToolUse', postInput, [{}]).result).toEqual({
      toolResult: { resultType: 'success', textResultForLlm: 'a.txt' },
      agentSees: 'a.txt',
    });
  });

  it('cloud: guidance header with the runtime tool name; contexts joined with \\n\\n', () => {
    const { result } = merge('postToolUse', postInput, [
      { output: { additionalContext: 'C1' } },
      { output: { additionalContext: '' } },
      { output: { additionalContext: 'C2' } },
    ]);
    expect(result).toEqual({
      toolResult: { resultType: 'success', textResultForLlm: 'a.txt' },
      additionalContext: 'C1\n\nC2',
      agentSees: 'a.txt\n\nTool "bash" succeeded. Additional guidance from postToolUse hooks:\nC1\n\nC2',
    });
  });

  it('cloud-docs: the context is appended with \\n\\n (postToolUseContextFormat=append)', () => {
    expect(
      merge('postToolUse', postInput, [{ output: { additionalContext: 'C' } }], docs).result.agentSees,
    ).toBe('a.txt\n\nC');
  });

  it('modifiedResult replaces the result (R139, R141)', () => {
    const { result } = merge('postToolUse', postInput, [
      { output: { modifiedResult: { resultType: 'success', textResultForLlm: 'redacted' } } },
    ]);
    expect(result).toEqual({
      toolResult: { resultType: 'success', textResultForLlm: 'redacted' },
      agentSees: 'redacted',
    });
  });

  it('chainModifiedResult: cloud passes a success replacement to the next hook, cloud-docs does not', () => {
    const run = makeRun('postToolUse', {
      output: { modifiedResult: { resultType: 'success', textResultForLlm: 'X' } },
    });
    expect(chainInput('postToolUse', postInput, run, cloud).toolResult).toEqual({
      resultType: 'success',
      textResultForLlm: 'X',
    });
    expect(chainInput('postToolUse', postInput, run, docs)).toBe(postInput);
    const failure = makeRun('postToolUse', {
      output: { modifiedResult: { resultType: 'failure', textResultForLlm: 'E' } },
    });
    expect(chainInput('postToolUse', postInput, failure, cloud)).toBe(postInput);
  });

  it('the last valid modifiedResult wins in both profiles', () => {
    const specs = [
      { output: { modifiedResult: { resultType: 'success', textResultForLlm: 'one' } } },
      { output: { modifiedResult: { resultType: 'success', textResultForLlm: 'two' } } },
      { output: { modifiedResult: null } },
    ];
    for (const profile of [cloud, docs]) {
      expect(merge('postToolUse', postInput, specs, profile).result.toolResult?.textResultForLlm).toBe('two');
    }
  });

  it('other shapes of modifiedResult are ignored with a warning', () => {
    const outcome = merge('postToolUse', postInput, [
      { output: { modifiedResult: { resultType: 'SUCCESS', textResultForLlm: 'x' } } },
      { output: { modifiedResult: 'text' } },
    ]);
    expect(outcome.result.toolResult?.textResultForLlm).toBe('a.txt');
    expect(outcome.warnings).toEqual([
      '.github/hooks/a.json#0: Hook output field "modifiedResult" must be {"resultType":"success"|"failure","textResultForLlm":<string>}; ignored',
      '.github/hooks/a.json#1: Hook output field "modifiedResult" must be {"resultType":"success"|"failure","textResultForLlm":<string>}; ignored',
    ]);
  });

  it('a final failure result routes to postToolUseFailure and discards the context (R140)', () => {
    const { result } = merge('postToolUse', postInput, [
      {
        output: {
          additionalContext: 'C',
          modifiedResult: { resultType: 'failure', textResultForLlm: 'broken' },
        },
      },
    ]);
    expect(result).toEqual({ toolResult: { resultType: 'failure', textResultForLlm: 'broken' } });
  });

  it('a later success replacement overrides an earlier failure one', () => {
    const { result } = merge('postToolUse', postInput, [
      { output: { modifiedResult: { resultType: 'failure', textResultForLlm: 'broken' } } },
      { output: { modifiedResult: { resultType: 'success', textResultForLlm: 'fixed' } } },
    ]);
    expect(result.toolResult).toEqual({ resultType: 'success', textResultForLlm: 'fixed' });
  });

  it('cloud caps at 10,240 UTF-16 units silently; a cut surrogate pair reaches the model as U+FFFD (utf16Silent)', () => {
    const context = `${'a'.repeat(10239)}\u{1F600}tail`;
    const outcome = merge('postToolUse', postInput, [{ output: { additionalContext: context } }]);
    expect(outcome.warnings).toEqual([]);
    expect(outcome.result.additionalContext).toBe(`${'a'.repeat(10239)}\uD83D`);
    expect(outcome.result.agentSees).toBe(
      `a.txt\n\nTool "bash" succeeded. Additional guidance from postToolUse hooks:\n${'a'.repeat(10239)}\uFFFD`,
    );
  });

  it('cloud: contributions past the cut are lost', () => {
    const first = 'x'.repeat(10238);
    const outcome = merge('postToolUse', postInput, [
      { output: { additionalContext: first } },
      { output: { additionalContext: 'second' } },
    ]);
    expect(outcome.result.additionalContext).toBe(`${first}\n\n`);
  });

  it('cloud-docs caps at 10,240 UTF-8 bytes on a code-point boundary with hook-context-truncated', () => {
    const context = 'é'.repeat(6000); // 12,000 bytes
    const outcome = merge('postToolUse', postInput, [{ output: { additionalContext: context } }], docs);
    expect(outcome.result.additionalContext).toBe('é'.repeat(5120));
    expect(outcome.warnings).toEqual([
      'hook-context-truncated: postToolUse additionalContext of 12000 bytes was cut to its first 10240 bytes',
    ]);
    const odd = `a${'é'.repeat(6000)}`;
    expect(
      merge('postToolUse', postInput, [{ output: { additionalContext: odd } }], docs).result
        .additionalContext,
    ).toBe(`a${'é'.repeat(5119)}`);
  });

  it('exit 2: warning with stderr, other outputs kept; its stdout merges in cloud, not in cloud-docs', () => {
    const specs: RunSpec[] = [
      { output: { additionalContext: 'A' } },
      { status: 'exit2', stderr: 'post-warn\n', output: { additionalContext: 'B' } },
    ];
    const observed = merge('postToolUse', postInput, specs, cloud);
    expect(observed.warnings).toEqual(['.github/hooks/a.json#1: hook exited with code 2: post-warn']);
    expect(observed.result.additionalContext).toBe('A\n\nB');
    const documented = merge('postToolUse', postInput, specs, docs);
    expect(documented.warnings).toEqual(['.github/hooks/a.json#1: hook exited with code 2: post-warn']);
    expect(documented.result.additionalContext).toBe('A');
  });

  it('errors and timeouts contribute nothing (R072)', () => {
    const { result } = merge('postToolUse', postInput, [
      { status: 'error', output: { additionalContext: 'E' } },
      { status: 'timeout', output: { additionalContext: 'T' } },
    ]);
    expect(result.additionalContext).toBeUndefined();
  });
});

const failInput: EventInput = { toolName: 'bash', toolArgs: { command: 'make' }, error: 'make: *** failed' };

describe('postToolUseFailure merge (§8.3, §7, R063, R148)', () => {
  it('cloud: exit-0 JSON and exit-2 stderr joined in order, as a separate guidance message', () => {
    const outcome = merge('postToolUseFailure', failInput, [
      { output: { additionalContext: 'FAIL-CTX' } },
      { status: 'exit2', stderr: 'ptf2-stderr\n', stdout: '{"additionalContext":"dropped"}' },
    ]);
    expect(outcome.result).toEqual({
      additionalContext: 'FAIL-CTX\n\nptf2-stderr',
      agentSees:
        'make: *** failed\n\nTool "bash" failed. Additional guidance from postToolUseFailure hooks:\nFAIL-CTX\n\nptf2-stderr',
    });
    expect(outcome.warnings).toEqual([]);
  });

  it('cloud-docs: exit-2 stdout (its additionalContext, else the raw text without progress lines), appended to the error', () => {
    const { result } = merge(
      'postToolUseFailure',
      failInput,
      [
        {
          status: 'exit2',
          stdout: '{"additionalContext":"JSON-CTX"}',
          output: { additionalContext: 'JSON-CTX' },
        },
        {
          status: 'exit2',
          stdout: '{"type":"progress","message":"p"}\n  retry with -j1  \n',
          stderr: 'ignored',
        },
      ],
      docs,
    );
    expect(result).toEqual({
      additionalContext: 'JSON-CTX\n\nretry with -j1',
      agentSees: 'make: *** failed\n\nJSON-CTX\n\nretry with -j1',
    });
  });

  it('no context: the model sees the error alone; errors and timeouts contribute nothing', () => {
    const { result } = merge('postToolUseFailure', failInput, [
      { status: 'error', output: { additionalContext: 'E' } },
      { status: 'timeout' },
      { status: 'exit2', stderr: '   ' },
    ]);
    expect(result).toEqual({ agentSees: 'make: *** failed' });
  });

  it('no 10 KB cap', () => {
    const big = 'z'.repeat(20000);
    expect(
      merge('postToolUseFailure', failInput, [{ output: { additionalContext: big } }]).result
        .additionalContext,
    ).toBe(big);
  });
});

describe('sessionStart merge (§8.4, R102-R106, R210)', () => {
  const start = (values: unknown[], profile: Profile = cloud) =>
    merge(
      'sessionStart',
      { source: 'new', initialPrompt: 'go' },
      values.map((value) => ({ output: value === undefined ? {} : { additionalContext: value } })),
      profile,
    );

  it('non-empty strings joined with exactly \\n\\n; the context is its own message (R103, R106)', () => {
    for (const profile of [cloud, docs]) {
      expect(start(['A', undefined, 'B'], profile).result).toEqual({
        additionalContext: 'A\n\nB',
        agentSees: 'A\n\nB',
      });
    }
  });

  it('blank strings never erase; all blank keeps the last blank (R104)', () => {
    expect(start(['A', '  ', '']).result.additionalContext).toBe('A');
    expect(start(['  ', 'A', '\n']).result.additionalContext).toBe('A');
    expect(start([' ', '\t']).result.additionalContext).toBe('\t');
  });

  it('blankContextInjected: cloud sends a blank value, cloud-docs keeps it in the report only', () => {
    expect(start(['  ']).result).toEqual({ additionalContext: '  ', agentSees: '  ' });
    expect(start(['  '], docs).result).toEqual({ additionalContext: '  ' });
  });

  it('cloud (reset): a non-string replaces the accumulated value, a later string replaces it in turn', () => {
    expect(start(['A', null, 'B']).result.additionalContext).toBe('B');
    expect(start(['A', null, '  ']).result.additionalContext).toBe('  ');
    expect(start(['A', null]).result).toEqual({ additionalContext: 'null', agentSees: 'null' });
    expect(start(['A', 42]).result.additionalContext).toBe('42');
    expect(start(['A', { x: 1 }]).result.additionalContext).toBe('{"x":1}');
  });

  it('cloud-docs (ignore): non-strings are absent (R056)', () => {
    expect(start(['A', null, 'B'], docs).result.additionalContext).toBe('A\n\nB');
    expect(start([null], docs).result).toEqual({});
  });

  it('drops a contribution that would cross 10 MiB, keeps the earlier context, warns with the size only (R105)', () => {
    const six = 'a'.repeat(6 * 1024 * 1024);
    const outcome = start([six, 'b'.repeat(6 * 1024 * 1024), 'tail']);
    expect(outcome.result.additionalContext).toBe(`${six}\n\ntail`);
    expect(outcome.warnings).toEqual([
      'hook-context-too-large: additionalContext of 6291456 bytes from .github/hooks/a.json#1 would bring the context over 10485760 bytes; dropped',
    ]);
  });

  it('exit 2: warning carrying stderr; stdout merges in cloud only (exit2WarningStdout)', () => {
    const specs: RunSpec[] = [{ status: 'exit2', stderr: 'ss-warn', output: { additionalContext: 'X' } }];
    expect(merge('sessionStart', {}, specs, cloud)).toEqual({
      result: { additionalContext: 'X', agentSees: 'X' },
      warnings: ['.github/hooks/a.json#0: hook exited with code 2: ss-warn'],
    });
    expect(merge('sessionStart', {}, specs, docs)).toEqual({
      result: {},
      warnings: ['.github/hooks/a.json#0: hook exited with code 2: ss-warn'],
    });
    expect(merge('sessionStart', {}, [{ status: 'exit2' }]).warnings).toEqual([
      '.github/hooks/a.json#0: hook exited with code 2',
    ]);
  });

  it('errors and timeouts contribute nothing; other fields are not consumed (R102)', () => {
    expect(
      merge('sessionStart', {}, [
        { status: 'error', output: { additionalContext: 'E' } },
        { status: 'timeout', output: { additionalContext: 'T' } },
        { output: { modifiedPrompt: 'x', decision: 'block' } },
      ]).result,
    ).toEqual({});
  });
});

describe('subagentStart merge (§8.4, R161, R162)', () => {
  it('the context is prepended to the first message with \\n\\n', () => {
    expect(
      merge('subagentStart', { agentName: 'explore', prompt: 'find it' }, [
        { output: { additionalContext: 'A' } },
        { output: { additionalContext: 'B' } },
      ]).result,
    ).toEqual({ additionalContext: 'A\n\nB', agentSees: 'A\n\nB\n\nfind it' });
  });

  it('without a first message the context alone; without context the message alone', () => {
    expect(
      merge('subagentStart', { agentName: 'explore' }, [{ output: { additionalContext: 'A' } }]).result,
    ).toEqual({
      additionalContext: 'A',
      agentSees: 'A',
    });
    expect(merge('subagentStart', { agentName: 'explore', prompt: 'find it' }, [{}]).result).toEqual({
      agentSees: 'find it',
    });
  });

  it('reset and blank rules as sessionStart, per profile', () => {
    const input = { agentName: 'explore', prompt: 'go' };
    const specs = [{ output: { additionalContext: 'A' } }, { output: { additionalContext: null } }];
    expect(merge('subagentStart', input, specs, cloud).result).toEqual({
      additionalContext: 'null',
      agentSees: 'null\n\ngo',
    });
    expect(merge('subagentStart', input, specs, docs).result).toEqual({
      additionalContext: 'A',
      agentSees: 'A\n\ngo',
    });
    expect(merge('subagentStart', input, [{ output: { additionalContext: ' ' } }], docs).result).toEqual({
      additionalContext: ' ',
      agentSees: 'go',
    });
  });
});

const promptInput: EventInput = { prompt: 'Clean the build folder' };

describe('userPromptSubmitted merge (§8.5, R116, R117, R215)', () => {
  it('cloud: modifiedPrompt ignored and listed, context appended as a system_reminder', () => {
    const { result } = merge('userPromptSubmitted', promptInput, [
      { output: { modifiedPrompt: 'other', additionalContext: 'CTX' } },
    ]);
    expect(result).toEqual({
      prompt: 'Clean the build folder',
      additionalContext: 'CTX',
      ignoredOutputs: ['modifiedPrompt'],
      decision: 'none',
      agentSees: 'Clean the build folder\n\n<system_reminder>\nCTX\n</system_reminder>',
    });
  });

  it("cloud (fieldwise): the last hook's context, not a join; an empty last value appends nothing", () => {
    const specs = [{ output: { additionalContext: 'CTX-A' } }, { output: { additionalContext: 'CTX-B' } }];
    expect(merge('userPromptSubmitted', promptInput, specs).result.agentSees).toBe(
      'Clean the build folder\n\n<system_reminder>\nCTX-B\n</system_reminder>',
    );
    const blank = merge('userPromptSubmitted', promptInput, [
      { output: { additionalContext: 'CTX-A' } },
      { output: { additionalContext: '' } },
    ]).result;
    expect(blank.agentSees).toBe('Clean the build folder');
    expect(
      merge('userPromptSubmitted', promptInput, [
        { output: { additionalContext: 'CTX-A' } },
        { output: { additionalContext: null } },
      ]).result,
    ).toEqual({ prompt: 'Clean the build folder', decision: 'none', agentSees: 'Clean the build folder' });
  });

  it('cloud: block blocks with the merged reason, the model sees nothing; a later allow cancels', () => {
    const blocked = merge('userPromptSubmitted', promptInput, [
      { output: { decision: 'block', reason: 'not today' } },
      { output: { additionalContext: 'CTX' } },
    ]).result;
    expect(blocked).toEqual({
      prompt: 'Clean the build folder',
      additionalContext: 'CTX',
      decision: 'block',
      reason: 'not today',
      decidedBy: '.github/hooks/a.json#0',
    });
    const cancelled = merge('userPromptSubmitted', promptInput, [
      { output: { decision: 'block', reason: 'no' } },
      { output: { decision: 'allow' } },
    ]).result;
    expect(cancelled.decision).toBe('none');
    expect(cancelled.agentSees).toBe('Clean the build folder');
  });

  it('fieldwise: a block needs a string reason: none, null or 5 do not block; "" and blanks do (FINDINGS §9 Q23)', () => {
    const one = (output: Record<string, unknown>) =>
      merge('userPromptSubmitted', promptInput, [{ output }], cli).result;
    for (const reason of [undefined, null, 5]) {
      const output = reason === undefined ? { decision: 'block' } : { decision: 'block', reason };
      expect(one(output)).toMatchObject({ decision: 'none', agentSees: 'Clean the build folder' });
    }
    for (const reason of ['', '   ']) {
      expect(one({ decision: 'block', reason })).toEqual({
        prompt: 'Clean the build folder',
        decision: 'block',
        reason,
        decidedBy: '.github/hooks/a.json#0',
      });
    }
  });

  it('fieldwise: reason is taken only from outputs that carry decision (FINDINGS §10.3, cases u1-u8)', () => {
    const two = (a: Record<string, unknown>, b: Record<string, unknown>) =>
      merge('userPromptSubmitted', promptInput, [{ output: a }, { output: b }], cli).result;
    // [block A] + [reason B, ctx C] → reason A, ctx C
    expect(two({ decision: 'block', reason: 'A' }, { reason: 'B', additionalContext: 'C' })).toMatchObject({
      decision: 'block',
      reason: 'A',
      additionalContext: 'C',
    });
    // [reason B] + [block] → no reason, no block
    expect(two({ reason: 'B' }, { decision: 'block' }).decision).toBe('none');
    // [reason B] + [block A] → A
    expect(two({ reason: 'B' }, { decision: 'block', reason: 'A' })).toMatchObject({ reason: 'A' });
    // [block A] + [block B] → B; [block A] + [block ""] → blocks with ""
    expect(two({ decision: 'block', reason: 'A' }, { decision: 'block', reason: 'B' }).reason).toBe('B');
    expect(two({ decision: 'block', reason: 'A' }, { decision: 'block', reason: '' })).toMatchObject({
      decision: 'block',
      reason: '',
    });
    // [block A] + [decision "maybe", reason B] → no block
    expect(two({ decision: 'block', reason: 'A' }, { decision: 'maybe', reason: 'B' }).decision).toBe('none');
  });

  it('lastValid keeps the documented rule: a block without reason blocks', () => {
    const lastValid: Profile = { ...cli, stopPromptMerge: 'lastValid' };
    const { result } = merge(
      'userPromptSubmitted',
      promptInput,
      [{ output: { decision: 'block' } }],
      lastValid,
    );
    expect(result).toEqual({
      prompt: 'Clean the build folder',
      decision: 'block',
      decidedBy: '.github/hooks/a.json#0',
    });
  });

  it('cloud-docs: every output is ignored and listed', () => {
    const { result } = merge(
      'userPromptSubmitted',
      promptInput,
      [{ output: { modifiedPrompt: 'x', additionalContext: 'c', decision: 'block', reason: 'r' } }],
      docs,
    );
    expect(result).toEqual({
      prompt: 'Clean the build folder',
      ignoredOutputs: ['modifiedPrompt', 'additionalContext', 'decision', 'reason'],
      decision: 'none',
      agentSees: 'Clean the build folder',
    });
  });

  it('cli (fieldwise): modifiedPrompt replaces the prompt, "" included; null or a non-string leaves it', () => {
    const run = (values: unknown[]) =>
      merge(
        'userPromptSubmitted',
        promptInput,
        values.map((modifiedPrompt) => ({ output: { modifiedPrompt } })),
        cli,
      );
    expect(run(['first', 'second']).result.prompt).toBe('second');
    expect(run(['first', '']).result).toMatchObject({ prompt: '', agentSees: '' });
    expect(run(['first', null]).result.prompt).toBe('Clean the build folder');
    // 1.0.102 ignores a non-string without any warning (FINDINGS §9 Q22).
    const numeric = run(['first', 42]);
    expect(numeric.result.prompt).toBe('Clean the build folder');
    expect(numeric.warnings).toEqual([]);
  });

  it('lastValid: last non-empty modifiedPrompt, "" rejected with a warning, contexts joined, any block blocks', () => {
    const lastValid: Profile = { ...cli, stopPromptMerge: 'lastValid' };
    const outcome = merge(
      'userPromptSubmitted',
      promptInput,
      [
        { output: { modifiedPrompt: 'kept', additionalContext: 'A', decision: 'block', reason: 'r1' } },
        { output: { modifiedPrompt: '', additionalContext: 'B', decision: 'allow' } },
      ],
      lastValid,
    );
    expect(outcome.result).toEqual({
      prompt: 'kept',
      additionalContext: 'A\n\nB',
      decision: 'block',
      reason: 'r1',
      decidedBy: '.github/hooks/a.json#0',
    });
    expect(outcome.warnings).toEqual(['Hook output field "modifiedPrompt" must not be empty']);
  });

  it('exit 2: warning, the prompt continues; stdout merges in cloud only', () => {
    const specs: RunSpec[] = [{ status: 'exit2', stderr: 'ups-warn', output: { additionalContext: 'X' } }];
    const observed = merge('userPromptSubmitted', promptInput, specs, cloud);
    expect(observed.warnings).toEqual(['.github/hooks/a.json#0: hook exited with code 2: ups-warn']);
    expect(observed.result).toMatchObject({ decision: 'none', additionalContext: 'X' });
    expect(merge('userPromptSubmitted', promptInput, specs, docs).result.ignoredOutputs).toBeUndefined();
  });

  it('no chaining: every hook sees the original prompt', () => {
    const run = makeRun('userPromptSubmitted', { output: { modifiedPrompt: 'changed' } });
    expect(chainInput('userPromptSubmitted', promptInput, run, cli)).toBe(promptInput);
  });
});

const transformedInput: EventInput = {
  prompt: 'p',
  transformedPrompt: '<current_datetime>2026-01-01T00:00:00.000Z</current_datetime>\n\np',
};

describe('userPromptTransformed merge (§8.5, R057, R058, R120-R123)', () => {
  const transformed = (values: unknown[], profile: Profile = cloud) =>
    merge(
      'userPromptTransformed',
      transformedInput,
      values.map((value) => ({ output: value === undefined ? {} : { modifiedTransformedPrompt: value } })),
      profile,
    );

  it('no output: the model receives transformedPrompt', () => {
    expect(transformed([undefined]).result).toEqual({
      transformedPrompt: transformedInput.transformedPrompt,
      agentSees: transformedInput.transformedPrompt,
    });
  });

  it('cloud (fieldwise): the last string wins, "" included; null leaves transformedPrompt', () => {
    expect(transformed(['A', 'B']).result).toEqual({ transformedPrompt: 'B', agentSees: 'B' });
    expect(transformed(['A', '']).result).toEqual({ transformedPrompt: '', agentSees: '' });
    expect(transformed(['A', null]).result.transformedPrompt).toBe(transformedInput.transformedPrompt);
    expect(transformed(['A', undefined]).result.transformedPrompt).toBe('A');
  });

  it('cloud: a non-string is ignored silently and, as the last value, leaves transformedPrompt (FINDINGS §9 Q22)', () => {
    const outcome = transformed(['A', 42]);
    expect(outcome.result.transformedPrompt).toBe(transformedInput.transformedPrompt);
    expect(outcome.warnings).toEqual([]);
  });

  it('cloud-docs (lastValid): the last non-empty string wins; "" and non-strings rejected with warnings', () => {
    const outcome = transformed(['A', '', 42, null], docs);
    expect(outcome.result.transformedPrompt).toBe('A');
    expect(outcome.warnings).toEqual([
      'Hook output field "modifiedTransformedPrompt" must not be empty',
      'Hook output field "modifiedTransformedPrompt" must be a string',
    ]);
    expect(transformed([''], docs).result.transformedPrompt).toBe(transformedInput.transformedPrompt);
  });

  it('no chaining between hooks', () => {
    const run = makeRun('userPromptTransformed', { output: { modifiedTransformedPrompt: 'X' } });
    expect(chainInput('userPromptTransformed', transformedInput, run, cloud)).toBe(transformedInput);
  });
});

describe('agentStop merge (§9, R153-R155)', () => {
  const stop = (specs: RunSpec[], profile: Profile = cloud) =>
    merge('agentStop', { stopHookActive: false }, specs, profile);

  it('a block with a non-empty reason blocks; the reason is the next prompt', () => {
    expect(stop([{ output: { decision: 'block', reason: 'run the tests' } }]).result).toEqual({
      decision: 'block',
      reason: 'run the tests',
      agentSees: 'run the tests',
      decidedBy: '.github/hooks/a.json#0',
    });
  });

  it('allow, a block without reason, a reason alone, and unknown fields do nothing (R154)', () => {
    for (const profile of [cloud, docs]) {
      expect(stop([{ output: { decision: 'allow', reason: 'r' } }], profile).result).toEqual({
        decision: 'none',
      });
      expect(stop([{ output: { decision: 'block' } }], profile).result).toEqual({ decision: 'none' });
      expect(stop([{ output: { decision: 'block', reason: '' } }], profile).result).toEqual({
        decision: 'none',
      });
      expect(stop([{ output: { reason: 'r' } }], profile).result).toEqual({ decision: 'none' });
      expect(stop([{ output: { decision: 'BLOCK', reason: 'r' } }, { output: [] }], profile).result).toEqual({
        decision: 'none',
      });
    }
  });

  it('modifiedResponse does not apply (R155)', () => {
    expect(stop([{ output: { modifiedResponse: 'x' } }]).result).toEqual({ decision: 'none' });
  });

  describe('cloud (fieldwise)', () => {
    it("the last blocking hook's reason continues", () => {
      const { result } = stop([
        { output: { decision: 'block', reason: 'A' } },
        { output: { decision: 'block', reason: 'B' } },
      ]);
      expect(result).toMatchObject({ decision: 'block', reason: 'B', decidedBy: '.github/hooks/a.json#1' });
    });

    it('a later allow cancels an earlier block; so does a later null decision', () => {
      expect(
        stop([{ output: { decision: 'block', reason: 'A' } }, { output: { decision: 'allow' } }]).result,
      ).toEqual({
        decision: 'none',
      });
      expect(
        stop([{ output: { decision: 'block', reason: 'A' } }, { output: { decision: null } }]).result,
      ).toEqual({
        decision: 'none',
      });
    });

    it('a later reason alone replaces the text; a later block with "" ends the turn', () => {
      expect(
        stop([{ output: { decision: 'block', reason: 'A' } }, { output: { reason: 'R' } }]).result,
      ).toMatchObject({
        decision: 'block',
        reason: 'R',
        agentSees: 'R',
        decidedBy: '.github/hooks/a.json#0',
      });
      expect(
        stop([{ output: { decision: 'block', reason: 'A' } }, { output: { decision: 'block', reason: '' } }])
          .result,
      ).toEqual({ decision: 'none' });
    });

    it('a block and a reason from different hooks combine', () => {
      expect(stop([{ output: { reason: 'R' } }, { output: { decision: 'block' } }]).result).toMatchObject({
        decision: 'block',
        reason: 'R',
      });
    });

    it('a hook that errors or times out contributes nothing', () => {
      expect(
        stop([
          { output: { decision: 'block', reason: 'A' } },
          { status: 'error', output: { decision: 'allow' } },
          { status: 'timeout', output: { decision: 'allow' } },
        ]).result.decision,
      ).toBe('block');
    });
  });

  describe('cloud-docs (lastValid)', () => {
    it('any valid block blocks; a later allow does not cancel; the last valid block gives the text', () => {
      const { result } = stop(
        [
          { output: { decision: 'block', reason: 'A' } },
          { output: { decision: 'block', reason: 'B' } },
          { output: { decision: 'block', reason: '' } },
          { output: { decision: 'allow', reason: 'C' } },
        ],
        docs,
      );
      expect(result).toEqual({
        decision: 'block',
        reason: 'B',
        agentSees: 'B',
        decidedBy: '.github/hooks/a.json#1',
      });
    });

    it("a reason alone does not combine with another hook's block", () => {
      expect(stop([{ output: { reason: 'R' } }, { output: { decision: 'block' } }], docs).result).toEqual({
        decision: 'none',
      });
    });
  });

  it('exit 2 with a block on stdout: warning with stderr; blocks in cloud, not in cloud-docs (Q4)', () => {
    const specs: RunSpec[] = [
      { status: 'exit2', stderr: 'stop-warn\n', output: { decision: 'block', reason: 'more' } },
    ];
    const observed = stop(specs, cloud);
    expect(observed.result.decision).toBe('block');
    expect(observed.warnings).toEqual(['.github/hooks/a.json#0: hook exited with code 2: stop-warn']);
    const documented = stop(specs, docs);
    expect(documented.result).toEqual({ decision: 'none' });
    expect(documented.warnings).toEqual(['.github/hooks/a.json#0: hook exited with code 2: stop-warn']);
  });

  it('guard: 8 continuations, exact warning text, in every profile (Q9)', () => {
    expect(STOP_GUARD_WARNING(8)).toBe('Agent stop hook blocked 8 consecutive times; ending turn.');
    for (const profile of [cloud, docs]) {
      expect(stopLoopGuard('agentStop', profile)).toEqual({
        limit: 8,
        severity: 'warning',
        message: 'Agent stop hook blocked 8 consecutive times; ending turn.',
      });
    }
  });
});

const subInput: EventInput = { agentName: 'explore', agentId: 'a1', response: 'found it in src/x.ts' };

describe('subagentStop merge (§8.6, §9, R164-R171, R214)', () => {
  const sub = (specs: RunSpec[], profile: Profile = cloud) => merge('subagentStop', subInput, specs, profile);

  it('allowed: the parent gets the response, or the modifiedResponse', () => {
    expect(sub([{}]).result).toEqual({ decision: 'none', agentSees: 'found it in src/x.ts' });
    expect(sub([{ output: { modifiedResponse: 'found it' } }]).result).toEqual({
      decision: 'none',
      modifiedResponse: 'found it',
      agentSees: 'found it',
    });
  });

  it('a valid block wins over modifiedResponse from the same hook (R169)', () => {
    for (const profile of [cloud, docs]) {
      expect(
        sub([{ output: { decision: 'block', reason: 'check again', modifiedResponse: 'x' } }], profile)
          .result,
      ).toEqual({
        decision: 'block',
        reason: 'check again',
        agentSees: 'check again',
        decidedBy: '.github/hooks/a.json#0',
      });
    }
  });

  it('rewrites do not chain; the last modifiedResponse wins (R170)', () => {
    const run = makeRun('subagentStop', { output: { modifiedResponse: 'redacted' } });
    expect(chainInput('subagentStop', subInput, run, cloud)).toBe(subInput);
    expect(
      sub([{ output: { modifiedResponse: 'redacted' } }, { output: { modifiedResponse: 'formatted' } }])
        .result.modifiedResponse,
    ).toBe('formatted');
  });

  it('cloud (fieldwise): "" is a modifiedResponse; a later null or number is dropped (FINDINGS §9 Q22)', () => {
    expect(sub([{ output: { modifiedResponse: 'x' } }, { output: { modifiedResponse: '' } }]).result).toEqual(
      {
        decision: 'none',
        modifiedResponse: '',
        agentSees: '',
      },
    );
    expect(
      sub([{ output: { modifiedResponse: 'x' } }, { output: { modifiedResponse: null } }]).result,
    ).toEqual({
      decision: 'none',
      modifiedResponse: 'x',
      agentSees: 'x',
    });
    expect(
      sub([{ output: { modifiedResponse: 'MOD' } }, { output: { modifiedResponse: 7 } }]).result,
    ).toEqual({
      decision: 'none',
      modifiedResponse: 'MOD',
      agentSees: 'MOD',
    });
  });

  it('cloud-docs (lastValid): "" rejected with a warning, the last non-empty string wins', () => {
    const outcome = sub([{ output: { modifiedResponse: 'x' } }, { output: { modifiedResponse: '' } }], docs);
    expect(outcome.result).toEqual({ decision: 'none', modifiedResponse: 'x', agentSees: 'x' });
    expect(outcome.warnings).toEqual(['Hook output field "modifiedResponse" must not be empty']);
  });

  it('a non-string modifiedResponse is ignored: silently in cloud, with a warning in cloud-docs', () => {
    const outcome = sub([{ output: { modifiedResponse: { text: 'x' } } }]);
    expect(outcome.result).toEqual({ decision: 'none', agentSees: 'found it in src/x.ts' });
    expect(outcome.warnings).toEqual([]);
    const documented = sub([{ output: { modifiedResponse: { text: 'x' } } }], docs);
    expect(documented.warnings).toEqual(['Hook output field "modifiedResponse" must be a string']);
  });

  it('block merge as agentStop: fieldwise allow cancels in cloud, not in cloud-docs', () => {
    const specs = [{ output: { decision: 'block', reason: 'again' } }, { output: { decision: 'allow' } }];
    expect(sub(specs, cloud).result.decision).toBe('none');
    expect(sub(specs, docs).result.decision).toBe('block');
  });

  it("guard: none in cloud (simulation cap 100, subagent-stop-unbounded), agentStop's guard in cloud-docs", () => {
    expect(stopLoopGuard('subagentStop', cloud)).toEqual({
      limit: 100,
      severity: 'error',
      code: 'subagent-stop-unbounded',
      message:
        'subagentStop hook blocks forever: the real runtime has no guard and would loop until the job times out',
    });
    expect(SUBAGENT_STOP_UNBOUNDED_CODE).toBe('subagent-stop-unbounded');
    expect(SUBAGENT_STOP_UNBOUNDED_MESSAGE).toBe(stopLoopGuard('subagentStop', cloud).message);
    expect(stopLoopGuard('subagentStop', docs)).toEqual({
      limit: 8,
      severity: 'warning',
      message: 'Agent stop hook blocked 8 consecutive times; ending turn.',
    });
  });
});

describe('sessionEnd, errorOccurred, preCompact: outputs ignored (§8.6, R216)', () => {
  it.each(['sessionEnd', 'errorOccurred', 'preCompact'] as const)('%s ignores valid output', (event) => {
    const output = { additionalContext: 'x', decision: 'block', reason: 'r', permissionDecision: 'deny' };
    for (const profile of [cloud, docs]) {
      expect(merge(event, {}, [{ output }], profile)).toEqual({ result: {}, warnings: [] });
    }
  });

  it('exit 2 still raises the warning carrying stderr (R060)', () => {
    expect(
      merge('sessionEnd', { reason: 'complete' }, [{ status: 'exit2', stderr: 'bye\n' }]).warnings,
    ).toEqual(['.github/hooks/a.json#0: hook exited with code 2: bye']);
  });
});

describe('permissionRequest merge, cli (§8.6, §7, R062, R183, R213)', () => {
  const perm = (specs: RunSpec[]) => merge('permissionRequest', { toolName: 'bash' }, specs, cli);

  it('interrupt: true with a deny stops the agent; with an allow it does nothing (R184)', () => {
    expect(perm([{ output: { behavior: 'deny', message: 'no', interrupt: true } }]).result.interrupt).toBe(
      true,
    );
    expect(perm([{ output: { behavior: 'allow', interrupt: true } }]).result.interrupt).toBeUndefined();
    expect(perm([{ output: { behavior: 'deny' } }]).result.interrupt).toBeUndefined();
  });

  it('behavior deny gives the model "Permission denied by a PermissionRequest hook: <message>"', () => {
    expect(perm([{ output: { behavior: 'deny', message: 'no shell' } }])).toEqual({
      result: {
        decision: 'deny',
        reason: 'no shell',
        agentSees: 'Permission denied by a PermissionRequest hook: no shell',
        decidedBy: '.github/hooks/a.json#0',
      },
      warnings: [],
    });
  });

  it('later outputs override earlier ones field by field', () => {
    expect(
      perm([{ output: { behavior: 'deny', message: 'first' } }, { output: { behavior: 'allow' } }]).result,
    ).toEqual({ decision: 'allow', decidedBy: '.github/hooks/a.json#1' });
    expect(
      perm([{ output: { behavior: 'deny', message: 'first' } }, { output: { message: 'second' } }]).result
        .agentSees,
    ).toBe('Permission denied by a PermissionRequest hook: second');
  });

  it('exit 2 denies with the fixed text; stderr ignored; errors and timeouts skipped', () => {
    expect(perm([{ status: 'exit2', stderr: 'ignored' }]).result).toEqual({
      decision: 'deny',
      agentSees: 'Permission denied by a PermissionRequest hook: Permission denied by hook.',
      decidedBy: '.github/hooks/a.json#0',
    });
    expect(perm([{ status: 'exit2', output: { behavior: 'allow' } }]).result.decision).toBe('deny');
    expect(perm([{ status: 'error' }, { status: 'timeout' }, { output: {} }]).result).toEqual({
      decision: 'none',
    });
  });
});

describe('notification merge, cli (§8.6, R190, R193)', () => {
  it('additionalContext becomes a prepended message; nothing otherwise', () => {
    expect(
      merge('notification', { notificationType: 'agent_idle' }, [{ output: { additionalContext: 'N' } }], cli)
        .result,
    ).toEqual({ additionalContext: 'N', agentSees: 'N' });
    expect(merge('notification', { notificationType: 'agent_idle' }, [{}], cli).result).toEqual({});
  });
});

describe('<current_datetime> format (datetimeFormat; FINDINGS §9 Q23, cases q23, f-subloop)', () => {
  // 2026-11-30T09:22:22.402Z
  const ms = Date.UTC(2026, 10, 30, 9, 22, 22, 402);

  it('localOffset: local time of TZ with milliseconds and a numeric offset, never Z', () => {
    const cli = PROFILES.cli;
    expect(formatCurrentDatetime(ms, cli)).toBe('2026-11-30T09:22:22.402+00:00');
    expect(formatCurrentDatetime(ms, cli, 'Europe/Berlin')).toBe('2026-11-30T10:22:22.402+01:00');
    expect(formatCurrentDatetime(ms, cli, 'Asia/Kolkata')).toBe('2026-11-30T14:52:22.402+05:30');
    expect(formatCurrentDatetime(ms, cli, 'America/St_Johns')).toBe('2026-11-30T05:52:22.402-03:30');
    // An unknown zone falls back to UTC rather than failing the session.
    expect(formatCurrentDatetime(ms, cli, 'Nowhere/Atlantis')).toBe('2026-11-30T09:22:22.402+00:00');
  });

  it('UTC (worked out without Intl) agrees with Intl’s Etc/UTC on a leap day, a year’s last millisecond and before 1970', () => {
    const cli = PROFILES.cli;
    for (const at of [
      Date.UTC(2028, 1, 29, 23, 59, 59, 999),
      Date.UTC(2026, 11, 31, 23, 59, 59, 999),
      -1_234_567_890,
    ])
      expect(formatCurrentDatetime(at, cli, 'UTC')).toBe(formatCurrentDatetime(at, cli, 'Etc/UTC'));
    expect(formatCurrentDatetime(Date.UTC(2028, 1, 29, 23, 59, 59, 999), cli, 'UTC')).toBe(
      '2028-02-29T23:59:59.999+00:00',
    );
  });

  it('utcZ (docs profiles): ISO 8601 UTC with Z', () => {
    expect(formatCurrentDatetime(ms, PROFILES['cli-docs'], 'Europe/Berlin')).toBe('2026-11-30T09:22:22.402Z');
  });
});
