/**
 * `hooksim fire EVENT --engine copilot-cli`: the real CLI fires events only inside a session, so one event is
 * fired by a one-step session (a tool call for the tool events, an empty session for the session events)
 * and the record of the first dispatch of that event is returned.
 */
import { UsageError } from '../commands/errors.js';
import type { EventName } from '../events/catalogue.js';
import type { EventRecord, HookConfig } from '../model.js';
import type { Profile } from '../profiles.js';
import { scenarioSchema, type Scenario } from '../session/scenario-schema.js';
import { runCopilotScenario, type EngineScenarioReport } from './copilot-engine.js';
import { locateEngine } from './copilot-install.js';
import { warmEngine } from './copilot-session.js';
import { ENGINE_FIRE_EVENTS } from './fire-events.js';

export { ENGINE_FIRE_EVENTS } from './fire-events.js';

/** What a copilot-cli fire needs. */
export interface EngineFireInput {
  event: EventName;
  repo: string;
  profile: Profile;
  config: HookConfig;
  tool?: string;
  args?: Record<string, unknown>;
  prompt?: string;
  env?: Record<string, string>;
  engineDir?: string;
}

/** The one-step session that makes the CLI fire `event`. */
export function fireScenario(input: EngineFireInput): Scenario {
  const kind = ENGINE_FIRE_EVENTS[input.event];
  if (kind === undefined) {
    throw new UsageError(
      `fire --engine copilot-cli supports ${Object.keys(ENGINE_FIRE_EVENTS).join(', ')}; '${input.event}' needs a session the one-step script cannot make (use the native engine).`,
    );
  }
  const steps =
    kind === 'tool' ? [{ tool: input.tool ?? 'bash', args: input.args ?? {}, execute: true }] : [];
  return scenarioSchema.parse({
    name: `fire ${input.event}`,
    prompt: input.prompt ?? 'Fire one event.',
    env: input.env ?? {},
    steps,
  });
}

/** Fire one event through the real CLI; the record of its first dispatch, and the whole scenario report. */
export async function fireWithCopilot(
  input: EngineFireInput,
): Promise<{ record: EventRecord; report: EngineScenarioReport }> {
  const scenario = fireScenario(input);
  const engine = await locateEngine(input.engineDir);
  await warmEngine(engine, { profile: input.profile, prompt: '' });
  const report = await runCopilotScenario({
    scenario,
    file: '(fire)',
    profile: input.profile,
    config: input.config,
    engine,
    repo: input.repo,
    allowHosts: [],
  });
  const found = report.events.find((record) => record.event === input.event);
  const record: EventRecord = found ?? {
    event: input.event,
    fired: report.status !== 'errored',
    input: {},
    hooks: [],
    result: {},
    warnings: [
      `the Copilot CLI logged no ${input.event} dispatch: it logs none for an event without configured hooks${
        ENGINE_FIRE_EVENTS[input.event] === 'tool' ? ', and a tool event only when the tool got that far' : ''
      }`,
    ],
  };
  return { record, report };
}
