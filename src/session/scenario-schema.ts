/** The scenario format (DESIGN.md "Scenario files") as zod schemas; `hooksim schema scenario` publishes them. */
import { z } from 'zod';
import { PROFILE_NAMES } from '../profiles.js';

/** How a text expectation is written as a regular expression: `/pattern/flags`. */
export const REGEX_FORM = /^\/(.*)\/([dgimsuvy]*)$/s;

/** A string expectation: exact text, or `/pattern/flags` as a regular expression that must compile. */
const textExpectation = z
  .string()
  .superRefine((text, context) => {
    const regex = REGEX_FORM.exec(text);
    if (!regex) return;
    try {
      new RegExp(regex[1] ?? '', regex[2]);
    } catch (error) {
      const reason = (error as Error).message.replace(/^Invalid regular expression: /, '');
      context.addIssue({
        code: 'custom',
        message: `invalid regular expression ${reason}: fix the pattern, or drop the slashes to match the text exactly`,
      });
    }
  })
  .describe('Exact text, or /pattern/flags as a regular expression');

const commonExpectation = {
  fired: z.boolean().optional().describe('Whether the event fired at all'),
  decision: z.enum(['allow', 'deny', 'ask', 'block', 'none']).optional().describe('The effective decision'),
  reason: textExpectation.optional(),
  additionalContext: textExpectation.optional(),
  agentSees: textExpectation.optional().describe('The text the model receives after this event'),
  hooks: z
    .object({
      ran: z.number().int().nonnegative().optional().describe('How many hooks ran (not skipped)'),
      errors: z.number().int().nonnegative().optional(),
      timeouts: z.number().int().nonnegative().optional(),
    })
    .strict()
    .optional(),
};

/** Expectations on one step's outcome. */
export const stepExpectationSchema = z
  .object({
    ...commonExpectation,
    args: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('The final tool arguments (after modifiedArgs)'),
    result: textExpectation.optional().describe('The tool result text the model sees'),
    failed: z
      .boolean()
      .optional()
      .describe('Whether the tool call ended as a failure (postToolUseFailure fired)'),
    modifiedResponse: textExpectation.optional(),
    continuations: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe('Forced continuation turns after a stop'),
  })
  .strict();

/** Expectations on a session-level event (sessionStart, userPromptSubmitted, ...). */
export const eventExpectationSchema = z
  .object({
    ...commonExpectation,
    prompt: textExpectation.optional(),
    transformedPrompt: textExpectation.optional(),
  })
  .strict();

const toolStep = z
  .object({
    tool: z
      .string()
      .min(1)
      .describe('Runtime tool name: bash, view, create, edit, grep, glob, task, web_fetch, ...'),
    args: z.record(z.string(), z.unknown()).default({}).describe("Tool arguments in Copilot's shapes"),
    result: z.string().optional().describe('Scripted success text'),
    error: z.string().optional().describe('Scripted failure text'),
    execute: z
      .boolean()
      .default(false)
      .describe('Really run the tool (bash, view, create, edit) in the sandbox'),
    durationMs: z
      .number()
      .nonnegative()
      .default(0)
      .describe('Scripted duration, counted against the job limit'),
    expect: stepExpectationSchema.optional(),
  })
  .strict();

/** One tool call, as in a subagent's steps. */
export type ToolStep = z.infer<typeof toolStep>;

const subagentStep = z
  .object({
    subagent: z
      .object({
        name: z
          .string()
          .min(1)
          .describe('Agent name: explore, task, code-review, a custom agent, general-purpose'),
        prompt: z.string().default('').describe("The subagent's first user message"),
        displayName: z.string().optional(),
        description: z.string().optional(),
        response: z.string().default('').describe("The subagent's final response"),
        steps: z.array(toolStep).default([]),
      })
      .strict(),
    expect: stepExpectationSchema.optional(),
  })
  .strict();

const compactStep = z
  .object({
    compact: z
      .object({
        trigger: z.enum(['auto', 'manual']).default('auto'),
        customInstructions: z.string().default(''),
      })
      .strict(),
    expect: stepExpectationSchema.optional(),
  })
  .strict();

const errorStep = z
  .object({
    error: z
      .object({
        message: z.string(),
        name: z.string().default('Error'),
        stack: z.string().optional(),
        context: z.enum(['model_call', 'tool_execution', 'system', 'user_input']).default('system'),
        recoverable: z.boolean().default(true),
      })
      .strict(),
    expect: stepExpectationSchema.optional(),
  })
  .strict();

const notificationStep = z
  .object({
    notification: z
      .object({ type: z.string(), message: z.string().default(''), title: z.string().optional() })
      .strict(),
    expect: stepExpectationSchema.optional(),
  })
  .strict();

/** A step: exactly one of tool, subagent, compact, error, notification, stop. */
export type Step =
  | z.infer<typeof toolStep>
  | z.infer<typeof subagentStep>
  | z.infer<typeof compactStep>
  | z.infer<typeof errorStep>
  | z.infer<typeof notificationStep>
  | StopStep;

/** The main agent ends its turn; `then` runs in each forced continuation turn. */
export interface StopStep {
  stop: Record<string, never>;
  expect?: z.infer<typeof stepExpectationSchema>;
  then: Step[];
}

const stopStep: z.ZodType<StopStep> = z.lazy(() =>
  z
    .object({
      stop: z.object({}).strict(),
      expect: stepExpectationSchema.optional(),
      then: z.array(stepSchema).default([]).describe('Steps of each forced continuation turn'),
    })
    .strict(),
) as unknown as z.ZodType<StopStep>;

/** Any step. */
export const stepSchema: z.ZodType<Step> = z.lazy(() =>
  z.union([toolStep, subagentStep, compactStep, errorStep, notificationStep, stopStep]),
) as unknown as z.ZodType<Step>;

const httpMock = z
  .object({
    status: z.number().int().min(100).max(599).default(200),
    headers: z.record(z.string(), z.string()).optional(),
    json: z.unknown().optional(),
    body: z.string().optional(),
    delayMs: z.number().nonnegative().optional(),
  })
  .strict();

const commandMock = z
  .object({
    stdout: z.string().default(''),
    stderr: z.string().default(''),
    exitCode: z.number().int().default(0),
  })
  .strict();

/** A scenario file. */
export const scenarioSchema = z
  .object({
    $schema: z.string().optional(),
    name: z.string().min(1).describe('What the scenario checks'),
    prompt: z
      .string()
      .default('')
      .describe('The job prompt: COPILOT_AGENT_PROMPT, userPromptSubmitted, initialPrompt'),
    profile: z.enum(PROFILE_NAMES).optional().describe('Overrides --profile'),
    env: z.record(z.string(), z.string()).default({}).describe("Extra variables in the agent's environment"),
    files: z
      .record(z.string(), z.string())
      .default({})
      .describe('Files written into /workspace before the session'),
    agentShellEnv: z
      .boolean()
      .default(false)
      .describe("Add the agent shell's observed variables (not documented for hooks)"),
    firewall: z
      .object({
        allow: z.array(z.string()).default([]).describe('Domain or URL-prefix rules'),
        recommended: z.boolean().default(true).describe('Include the recommended allow-list'),
      })
      .strict()
      .default({ allow: [], recommended: true }),
    mocks: z
      .object({
        http: z.record(z.string(), httpMock).default({}).describe('Answers for outbound HTTP, by URL prefix'),
        commands: z.record(z.string(), commandMock).default({}).describe('Stub executables on PATH'),
      })
      .strict()
      .default({ http: {}, commands: {} }),
    steps: z.array(stepSchema).default([]),
    end: z.enum(['complete', 'error', 'timeout']).default('complete').describe('sessionEnd reason'),
    expect: z
      .object({
        sessionStart: eventExpectationSchema.optional(),
        userPromptSubmitted: eventExpectationSchema.optional(),
        userPromptTransformed: eventExpectationSchema.optional(),
        sessionEnd: eventExpectationSchema.optional(),
        egress: z
          .object({ blocked: z.array(z.string()).optional(), allowed: z.array(z.string()).optional() })
          .strict()
          .optional(),
        files: z
          .object({
            created: z.array(z.string()).optional(),
            modified: z.array(z.string()).optional(),
            deleted: z.array(z.string()).optional(),
          })
          .strict()
          .optional(),
        hooks: z
          .object({
            errors: z.number().int().nonnegative().optional(),
            timeouts: z.number().int().nonnegative().optional(),
          })
          .strict()
          .optional(),
      })
      .strict()
      .default({}),
  })
  .strict();

/** A parsed, defaulted scenario. */
export type Scenario = z.infer<typeof scenarioSchema>;
