/** The shape of what sandbox/copilot-launch.mjs prints, checked on the way in (it comes from the sandbox). */
import { z } from 'zod';

const message = z.looseObject({
  role: z.string(),
  content: z.unknown().optional(),
  tool_call_id: z.string().optional(),
  tool_calls: z
    .array(z.looseObject({ id: z.string(), function: z.object({ name: z.string(), arguments: z.string() }) }))
    .optional(),
});

const cliEvent = z.looseObject({
  type: z.string(),
  data: z.record(z.string(), z.unknown()).default({}),
  timestamp: z.string().optional(),
  agentId: z.string().optional(),
});

const launchResult = z.object({
  exit: z.object({
    code: z.number().int().nullable(),
    signal: z.string().nullable(),
    stdout: z.string(),
    stderr: z.string(),
    wallMs: z.number(),
    timedOut: z.boolean(),
  }),
  events: z.array(cliEvent),
  requests: z.array(
    z.object({
      t: z.number(),
      interaction: z.string(),
      script: z.string(),
      turn: z.number().int(),
      messages: z.array(message),
    }),
  ),
  trace: z.array(
    z.object({
      id: z.string(),
      pid: z.number(),
      startMs: z.number(),
      endMs: z.number().nullable(),
      exitCode: z.number().int().nullable(),
      stdout: z.string(),
      stderr: z.string(),
    }),
  ),
  hookLog: z.array(z.string()),
  /** Connections to the HTTP hooks' pinned hosts: when, which host, which port. */
  connections: z.array(z.object({ t: z.number(), host: z.string(), port: z.number().int() })).default([]),
});

/** Everything one CLI session left behind. */
export type LaunchResult = z.infer<typeof launchResult>;
/** One events.jsonl record. */
export type CliEvent = z.infer<typeof cliEvent>;
/** One chat message of a model request. */
export type ModelMessage = z.infer<typeof message>;
/** One hook run the BASH_ENV trace saw. */
export type TracedRun = LaunchResult['trace'][number];

/** Parse the launcher's stdout; throws with the first problem. */
export function parseLaunchResult(text: string): LaunchResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`the launcher printed no JSON: ${(error as Error).message}: ${text.slice(0, 200)}`, {
      cause: error,
    });
  }
  const parsed = launchResult.safeParse(value);
  if (!parsed.success)
    throw new Error(`unexpected launcher output: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}
