/**
 * Scenario errors found before a replay starts: steps the profile's agent can never take (a `powershell`
 * call or a manual compaction in the cloud agent, runtime-behaviour.md §14) and steps that could never run
 * (after the stop step, or a stop inside `then`). Checked up front, so no hook runs for a scenario that
 * cannot be replayed as written, and a `then` list is checked even when no hook blocks.
 */
import { CLAUDE_TOOL_NAMES } from '../events/catalogue.js';
import type { Profile } from '../profiles.js';
import type { Step } from './scenario-schema.js';
import { ScenarioError } from './tools.js';

/** The error of a `tool: powershell` step under `surface=cloud`. */
export const POWERSHELL_IN_CLOUD = 'the powershell tool never appears in Copilot cloud agent (Linux sandbox)';
/** The error of a manual compaction under `eventSet=cloud`. */
export const MANUAL_COMPACT_IN_CLOUD = 'a manual compaction cannot happen in Copilot cloud agent (no user)';
/** The error of a stop step inside `then`. */
export const STOP_IN_THEN =
  'a stop step cannot appear inside `then`: each continuation turn ends at the same stop';
/** The error of steps after the stop step. */
export const STEPS_AFTER_STOP = 'steps after a stop step never run: the stop step ends the main turn';

type Path = (string | number)[];

function showPath(path: Path): string {
  return path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
    .join('')
    .replace(/^\./, '');
}

const RUNTIME_TOOLS = Object.keys(CLAUDE_TOOL_NAMES);

/**
 * The runtime tool a step's tool name misnames: Claude's name (`Bash`, `Read`) or another case (`BASH`).
 * Copilot never calls a tool by those names, so no hook matcher would see the step as written. Other unknown
 * names stay allowed: MCP servers add tools of their own.
 */
export function misnamedTool(tool: string): string | undefined {
  if (RUNTIME_TOOLS.includes(tool)) return undefined;
  const sameLetters = RUNTIME_TOOLS.find((name) => name.toLowerCase() === tool.toLowerCase());
  if (sameLetters) return sameLetters;
  const fromClaude = RUNTIME_TOOLS.filter(
    (name) => CLAUDE_TOOL_NAMES[name] === tool && name !== 'powershell',
  );
  return fromClaude.length > 0 ? fromClaude.join("' or '") : undefined;
}

function toolProblem(tool: string, profile: Profile): string | undefined {
  const runtime = misnamedTool(tool);
  if (runtime !== undefined) return `Copilot never calls a tool named '${tool}': its name is '${runtime}'`;
  return tool === 'powershell' && profile.surface === 'cloud' ? POWERSHELL_IN_CLOUD : undefined;
}

/** The first problem of one step and its nested steps, with the path of the step at fault. */
function stepProblem(
  step: Step,
  path: Path,
  profile: Profile,
  inThen: boolean,
): { path: Path; message: string } | undefined {
  const at = (message: string | undefined) => (message === undefined ? undefined : { path, message });
  if ('tool' in step) return at(toolProblem(step.tool, profile));
  if ('subagent' in step) {
    for (const [offset, sub] of step.subagent.steps.entries()) {
      const message = toolProblem(sub.tool, profile);
      if (message) return { path: [...path, 'subagent', 'steps', offset], message };
    }
    return undefined;
  }
  if ('compact' in step) {
    return at(
      step.compact.trigger === 'manual' && profile.eventSet === 'cloud' ? MANUAL_COMPACT_IN_CLOUD : undefined,
    );
  }
  if ('stop' in step) {
    if (inThen) return at(STOP_IN_THEN);
    for (const [offset, inner] of step.then.entries()) {
      const problem = stepProblem(inner, [...path, 'then', offset], profile, true);
      if (problem) return problem;
    }
  }
  return undefined;
}

/** The first reason the steps cannot be replayed under this profile, or undefined. */
export function findScenarioError(steps: Step[], profile: Profile): ScenarioError | undefined {
  const stopAt = steps.findIndex((step) => 'stop' in step);
  if (stopAt >= 0 && stopAt !== steps.length - 1) {
    return new ScenarioError(`steps[${stopAt + 1}]: ${STEPS_AFTER_STOP}`, stopAt + 1);
  }
  for (const [index, step] of steps.entries()) {
    const problem = stepProblem(step, ['steps', index], profile, false);
    if (problem) return new ScenarioError(`${showPath(problem.path)}: ${problem.message}`, index);
  }
  return undefined;
}
