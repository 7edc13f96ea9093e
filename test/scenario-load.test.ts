/** Scenario files: the schema, defaults, and errors that name file, line and column (DESIGN.md, issue 4). */
import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { parseScenario } from '../src/session/load-scenarios.js';
import { scenarioSchema } from '../src/session/scenario-schema.js';
import { findScenarioError } from '../src/session/scenario-checks.js';
import { getProfile } from '../src/profiles.js';

const file = '.github/hook-scenarios/x.yml';

describe('parseScenario', () => {
  it('accepts the DESIGN.md example and fills defaults', () => {
    const text = `name: blocks rm -rf
prompt: "Clean the build folder"
env: { FEATURE: "on" }
files: { "notes.txt": "hello\\n" }
firewall:
  allow: ["registry.npmjs.org", "https://hooks.example.com/copilot/"]
mocks:
  http:  { "https://hooks.example.com/": { status: 200, json: { ok: true } } }
  commands: { gh: { stdout: "[]", exitCode: 0 } }
steps:
  - tool: bash
    args: { command: "rm -rf build" }
    result: "removed"
    expect: { decision: deny, reason: "/dangerous/" }
  - subagent: { name: explore, response: "found it", steps: [ { tool: view, args: { path: README.md } } ] }
  - compact: {}
  - error: { message: "rate limited", name: RateLimitError, context: model_call, recoverable: true }
  - stop: {}
    expect: { decision: block, continuations: 1 }
    then:
      - tool: bash
        args: { command: "npm test" }
end: complete
expect:
  sessionStart: { additionalContext: "/house rules/" }
  egress: { blocked: ["evil.example.com"] }
  files: { created: ["/workspace/.audit.log"] }
  hooks: { errors: 0, timeouts: 0 }
`;
    const loaded = parseScenario(text, file);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    expect(loaded.scenario.firewall.recommended).toBe(true);
    expect(loaded.scenario.steps).toHaveLength(5);
    expect(loaded.scenario.steps[0]).toMatchObject({ tool: 'bash', execute: false, durationMs: 0 });
    expect(loaded.scenario.steps[2]).toEqual({ compact: { trigger: 'auto', customInstructions: '' } });
    expect(loaded.scenario.mocks.http['https://hooks.example.com/']?.status).toBe(200);
    expect(loaded.source.positionOf(['steps', 4])).toEqual({ line: 18, column: 5 });
  });

  it('names file, line and column of bad YAML where the parser found it', () => {
    const at = (text: string): unknown => {
      const loaded = parseScenario(text, file);
      if (loaded.ok) throw new Error('expected a YAML error');
      return loaded.problems.map(({ line, column, message }) => [line, column, message.split(':')[0]]);
    };
    expect(
      at('name: x\nprompt: hi\nsteps:\n  - tool: bash\n    args: {command: "ls"\n    expect: {}\n'),
    ).toEqual([[6, 5, 'invalid YAML']]);
    expect(at('name: x\nprompt: hi\nname: y\n')).toEqual([[3, 1, 'invalid YAML']]);
    expect(at('name: x\nsteps:\n\t- tool: bash\n')).toEqual([[3, 1, 'invalid YAML']]);
  });

  it('a /pattern/ expectation that does not compile is a scenario problem on its line, not plain text', () => {
    const text = 'name: x\nsteps:\n  - tool: bash\n    expect: { reason: "/dangerous(/" }\n';
    const loaded = parseScenario(text, file);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.problems).toEqual([
      {
        file,
        line: 4,
        column: 23,
        message:
          'steps[0].expect.reason: invalid regular expression /dangerous(/: Unterminated group: fix the pattern, or drop the slashes to match the text exactly',
      },
    ]);
  });

  it('an unknown step kind is reported on that step', () => {
    const loaded = parseScenario('name: x\nsteps:\n  - tool: bash\n  - teleport: {}\n', file);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.problems).toEqual([
      {
        file,
        line: 4,
        column: 5,
        message:
          'steps[1]: unknown step kind (keys: teleport); expected exactly one of tool, subagent, compact, error, notification, stop',
      },
    ]);
  });

  it('wrong types inside a step point at the value', () => {
    const loaded = parseScenario('name: x\nsteps:\n  - tool: bash\n    execute: "yes"\n', file);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.problems).toEqual([
      { file, line: 4, column: 14, message: 'steps[0].execute: expected true or false, got string "yes"' },
    ]);
  });

  it('a problem quotes at most the first line of a value or key, cut: never a whole file (redteam3 F1)', () => {
    // A `.env` read as YAML is one folded string; a `.git/config` section a long key.
    const env = parseScenario('API_KEY=sk-live-1234\nDB_PASSWORD=hunter2\n', file);
    const steps = parseScenario(
      `name: x\nsteps:\n  - tool: bash\n    execute: first\n      SECOND_LINE_SECRET\n  - ${'k'.repeat(50)}SECRET_IN_KEY: 1\n`,
      file,
    );
    const messages = [env, steps].flatMap((loaded) =>
      loaded.ok ? [] : loaded.problems.map((p) => p.message),
    );
    expect(messages).toContain('expected a mapping (key: value), got string "API_KEY=sk-live-1234…"');
    expect(messages).toContain('steps[0].execute: expected true or false, got string "first…"');
    for (const secret of ['hunter2', 'SECOND_LINE_SECRET', 'SECRET_IN_KEY'])
      for (const message of messages) expect(message).not.toContain(secret);
  });

  it('an unknown key is reported at the key with the key meant, a missing name at the top, in line order', () => {
    const loaded = parseScenario('prompt: hi\nstepz: []\nsteps:\n  - tool: bash\n    expects: {}\n', file);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.problems).toEqual([
      { file, line: 1, column: 1, message: 'missing "name" (a string)' },
      { file, line: 2, column: 1, message: 'unknown key "stepz" (did you mean "steps"?)' },
      { file, line: 5, column: 5, message: 'steps[0]: unknown key "expects" (did you mean "expect"?)' },
    ]);
  });

  it('JSON is accepted', () => {
    const loaded = parseScenario('{"name": "json", "steps": [{"stop": {}}]}', 'x.json');
    expect(loaded.ok && loaded.scenario.steps).toEqual([{ stop: {}, then: [] }]);
  });
});

describe('the published JSON Schema', () => {
  it('describes the scenario with its step kinds', () => {
    const schema = JSON.stringify(z.toJSONSchema(scenarioSchema, { io: 'input', unrepresentable: 'any' }));
    for (const key of ['tool', 'subagent', 'compact', 'notification', 'stop', 'firewall', 'mocks']) {
      expect(schema).toContain(`"${key}"`);
    }
  });
});

describe('steps Copilot could never take (runtime-behaviour.md §10: runtime tool names)', () => {
  it("a Claude tool name or another case is a scenario error naming Copilot's tool; MCP-style names stay allowed", () => {
    const cloud = getProfile('cloud');
    const steps = (tool: string) => {
      const loaded = parseScenario(`name: x\nsteps:\n  - tool: ${tool}\n`, file);
      if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
      return loaded.scenario.steps;
    };
    expect(findScenarioError(steps('Bash'), cloud)?.message).toBe(
      "steps[0]: Copilot never calls a tool named 'Bash': its name is 'bash'",
    );
    expect(findScenarioError(steps('Read'), cloud)?.message).toBe(
      "steps[0]: Copilot never calls a tool named 'Read': its name is 'view'",
    );
    expect(findScenarioError(steps('VIEW'), cloud)?.message).toBe(
      "steps[0]: Copilot never calls a tool named 'VIEW': its name is 'view'",
    );
    expect(findScenarioError(steps('github-mcp-server-get_issue'), cloud)).toBeUndefined();
    expect(findScenarioError(steps('bash'), cloud)).toBeUndefined();
  });
});
