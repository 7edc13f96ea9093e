/** The events of `fire --engine copilot-cli`, apart from the engine itself so that the CLI's help loads none of it. */
import type { EventName } from '../events/catalogue.js';

/** Events `fire --engine copilot-cli` can produce, and how. */
export const ENGINE_FIRE_EVENTS: Readonly<Partial<Record<EventName, 'tool' | 'session'>>> = {
  preToolUse: 'tool',
  postToolUse: 'tool',
  postToolUseFailure: 'tool',
  sessionStart: 'session',
  userPromptSubmitted: 'session',
  userPromptTransformed: 'session',
  agentStop: 'session',
  sessionEnd: 'session',
};
