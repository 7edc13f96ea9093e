/** What one step came to, in the terms a scenario's `expect` uses. */

/** The outcome of one step: the fields `steps[].expect` compares. */
export interface StepOutcome {
  step: number;
  /** The step's place in the scenario (`['steps', 2, 'then', 0]`), for `run --update`. */
  path?: (string | number)[];
  kind: string;
  /** The tool name, the agent name, or the event, for messages. */
  label: string;
  fired?: boolean;
  decision?: string;
  reason?: string;
  args?: Record<string, unknown>;
  additionalContext?: string;
  agentSees?: string;
  result?: string;
  failed?: boolean;
  modifiedResponse?: string;
  continuations?: number;
  decidedBy?: string;
  hooks: { ran: number; errors: number; timeouts: number };
}
