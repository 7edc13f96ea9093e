/**
 * A hooksim scenario as a script for the copilot-cli engine's fake model (sandbox/copilot-model.mjs): each
 * tool step one tool call, a stop step one text turn (its `then` steps answer each continuation), a
 * subagent step a `task` call with its own script, an error step a failed model request. What the real
 * CLI cannot replay is dropped with a note, so the report says why a step has no events.
 */
import type { Scenario, Step, ToolStep } from '../session/scenario-schema.js';

/** One scripted model answer; `step` is the scenario step it stands for (ignored by the model). */
export type ScriptTurn =
  | { tool: string; args: Record<string, unknown>; step: number }
  | { stop: string; then: ScriptTurn[]; step: number }
  | { error: { status: number; message: string }; step: number };

/** A subagent's own script, answered when the CLI runs the `task` call of `step`. */
export interface SubagentScript {
  prompt: string;
  turns: ScriptTurn[];
  step: number;
}

/** The whole script of one session. */
export interface ModelScript {
  main: ScriptTurn[];
  subagents: SubagentScript[];
}

/** Something of the scenario the engine cannot replay as written, at a path in the scenario file. */
export interface ScriptNote {
  severity: 'warning' | 'info';
  code: 'engine-executes-tools' | 'engine-unsupported-step' | 'engine-default-prompt';
  message: string;
  path: (string | number)[];
}

/** The text of the main agent's stop turns (scenarios script none; the CLI needs some). */
export const STOP_TEXT = 'Done.';

/** The prompt sent when a scenario has none: `copilot -p ''` refuses to start. */
export const DEFAULT_PROMPT = 'Run the scripted steps.';

/** The prompt the CLI gets, with a note when the scenario's is empty. */
export function promptFor(scenario: Scenario): { prompt: string; note?: ScriptNote } {
  if (scenario.prompt !== '') return { prompt: scenario.prompt };
  return {
    prompt: DEFAULT_PROMPT,
    note: {
      severity: 'warning',
      code: 'engine-default-prompt',
      message: `the Copilot CLI needs a prompt; the copilot-cli engine sends '${DEFAULT_PROMPT}' (initialPrompt and prompt payloads differ)`,
      path: ['prompt'],
    },
  };
}

/** Build the model script of a scenario, with notes on what it had to leave out or change. */
export function buildModelScript(scenario: Scenario): { script: ModelScript; notes: ScriptNote[] } {
  const notes: ScriptNote[] = [];
  const subagents: SubagentScript[] = [];
  let scripted: (string | number)[] | undefined;
  const toolTurn = (step: ToolStep, index: number, at: (string | number)[]): ScriptTurn => {
    if (!step.execute) scripted ??= at;
    return { tool: step.tool, args: step.args, step: index };
  };
  const unsupported = (at: (string | number)[], what: string) =>
    notes.push({
      severity: 'warning',
      code: 'engine-unsupported-step',
      message: `the copilot-cli engine cannot replay ${what}; the step is left out`,
      path: at,
    });
  const convert = (step: Step, index: number, at: (string | number)[], nested: boolean) => {
    if ('tool' in step) return toolTurn(step, index, at);
    if ('subagent' in step) {
      const agent = step.subagent;
      const turns: ScriptTurn[] = agent.steps.map((inner, j) =>
        toolTurn(inner, index, [...at, 'subagent', 'steps', j]),
      );
      turns.push({ stop: agent.response, then: [], step: index });
      subagents.push({ prompt: agent.prompt, turns, step: index });
      const name = agent.displayName ?? agent.name;
      return {
        tool: 'task',
        args: {
          name,
          prompt: agent.prompt,
          agent_type: agent.name,
          description: agent.description ?? `Run ${name}`,
        },
        step: index,
      } satisfies ScriptTurn;
    }
    if ('error' in step) {
      if (step.error.context !== 'model_call')
        notes.push({
          severity: 'warning',
          code: 'engine-unsupported-step',
          message: `the copilot-cli engine can only raise a model_call error; context '${step.error.context}' is replayed as a failed model request`,
          path: at,
        });
      return { error: { status: 400, message: step.error.message }, step: index };
    }
    if ('stop' in step) {
      if (nested) return (unsupported(at, 'a stop inside a continuation turn'), undefined);
      const then: ScriptTurn[] = [];
      step.then.forEach((inner, j) => {
        const turn = convert(inner, index, [...at, 'then', j], true);
        if (turn) then.push(turn);
      });
      return { stop: STOP_TEXT, then, step: index } satisfies ScriptTurn;
    }
    unsupported(at, 'compact' in step ? 'a compact step (preCompact)' : 'a notification step');
    return undefined;
  };
  const main: ScriptTurn[] = [];
  let stopped = false;
  scenario.steps.forEach((step, index) => {
    const at = ['steps', index];
    if (stopped) return unsupported(at, 'steps after a stop (in prompt mode the session ends there)');
    const turn = convert(step, index, at, false);
    if (turn) main.push(turn);
    if ('stop' in step || 'error' in step) stopped = true;
  });
  if (!stopped) main.push({ stop: STOP_TEXT, then: [], step: scenario.steps.length });
  if (scripted)
    notes.push({
      severity: 'info',
      code: 'engine-executes-tools',
      message:
        'the copilot-cli engine runs every tool for real: scripted results and errors (execute: false) are not used',
      path: scripted,
    });
  return { script: { main, subagents }, notes };
}
