/**
 * The published shape of a hook file (`hooksim schema hooks`), as a zod 4 schema.
 * Loading does not use it: validate.ts walks the parsed tree to give the exact messages of
 * runtime-behaviour.md §3; this schema is what editors and `z.toJSONSchema` see.
 */
import { z } from 'zod';
import { allEventKeys } from '../events/catalogue.js';

const timeoutSec = z.number().positive().describe('Timeout in seconds. Default: 30.');
const timeout = z
  .number()
  .positive()
  .describe('Alias for timeoutSec, in seconds. Used only when timeoutSec is absent.');
const matcher = z
  .string()
  .min(1)
  .describe(
    'Regular expression (anchored) tested against the tool name, agent name, compaction trigger or notification type; ' +
      'PascalCase PreToolUse/PermissionRequest/PostToolUse keys use the Claude format (`*`, `Bash|Edit`).',
  );
const stringMap = z.record(z.string(), z.string());

/** A command entry: a shell command (`bash`, `powershell`, `command`) or, in Copilot CLI, an `exec` program. */
export const commandEntrySchema = z
  .looseObject({
    type: z.literal('command').optional().describe('Hook type. Defaults to "command" when omitted.'),
    bash: z.string().optional().describe('Shell command for Unix (run with /bin/bash).'),
    powershell: z.string().optional().describe('Shell command for Windows; ignored by Copilot cloud agent.'),
    command: z
      .string()
      .optional()
      .describe('Cross-platform fallback, used when bash (or powershell) is absent.'),
    exec: z
      .string()
      .optional()
      .describe(
        'Executable run without a shell. Copilot CLI only; not combinable with bash, powershell or command.',
      ),
    args: z.array(z.string()).optional().describe('Arguments passed verbatim to exec.'),
    cwd: z.string().optional().describe('Working directory, relative to the repository root or absolute.'),
    env: stringMap.optional().describe('Environment variables to set for the command.'),
    timeoutSec: timeoutSec.optional(),
    timeout: timeout.optional(),
    matcher: matcher.optional(),
  })
  .refine(
    (entry) => [entry.bash, entry.powershell, entry.command, entry.exec].some((field) => field !== undefined),
    {
      message: 'command hook needs bash, powershell, command or exec',
    },
  )
  .refine(
    (entry) =>
      entry.exec === undefined || [entry.bash, entry.powershell, entry.command].every((f) => f === undefined),
    { message: 'exec cannot be combined with bash, powershell or command' },
  )
  .describe('Command hook');

/** An HTTP entry: the payload is POSTed as JSON to `url`. */
export const httpEntrySchema = z
  .looseObject({
    type: z.literal('http').describe('Must be "http".'),
    url: z
      .string()
      .regex(/^https?:\/\//i)
      .describe(
        'Target URL (http: or https:). preToolUse, permissionRequest and preMcpToolCall need https://.',
      ),
    headers: stringMap
      .optional()
      .describe('Request headers; $NAME expands only for names in allowedEnvVars.'),
    allowedEnvVars: z
      .array(z.string())
      .optional()
      .describe(
        'Environment variables that may be expanded inside header values. When set, url must use https://.',
      ),
    timeoutSec: timeoutSec.optional(),
    timeout: timeout.optional(),
    matcher: matcher.optional(),
  })
  .describe('HTTP hook');

/** A prompt entry: auto-submitted text, sessionStart only; it never fires in non-interactive sessions. */
export const promptEntrySchema = z
  .looseObject({
    type: z.literal('prompt').describe('Must be "prompt".'),
    prompt: z.string().describe('Text to submit: a natural-language message or a slash command.'),
  })
  .describe('Prompt hook (sessionStart only)');

const leafEntrySchema = z.union([commandEntrySchema, httpEntrySchema, promptEntrySchema]);

/** A Claude-style group `{matcher, hooks: [...]}`: inner entries inherit the group matcher. */
export const nestedGroupSchema = z
  .looseObject({
    matcher: matcher.optional(),
    hooks: z.array(leafEntrySchema).describe('Hook entries of this group; one level of nesting only.'),
  })
  .describe('Claude-style matcher group (accepted by Copilot CLI 1.0.102, not documented)');

/** One item of an event array. */
export const hookItemSchema = z.union([leafEntrySchema, nestedGroupSchema]);

const eventArrays = Object.fromEntries(
  allEventKeys().map((key) => [key, z.array(hookItemSchema).optional().describe(`Hooks run on ${key}`)]),
) as Record<string, z.ZodOptional<z.ZodArray<typeof hookItemSchema>>>;

/** A hook file, `.github/hooks/*.json`. */
export const hookFileSchema = z
  .looseObject({
    version: z.literal(1).describe('Hook configuration format version; must be 1.'),
    disableAllHooks: z.boolean().optional().describe('true skips every hook of this file.'),
    hooks: z
      .strictObject(eventArrays)
      .optional()
      .describe(
        'Hook entries per event, camelCase or PascalCase key; unknown keys are ignored by the runtime.',
      ),
  })
  .meta({
    title: 'GitHub Copilot hook configuration',
    description: 'A repository hook file (.github/hooks/*.json) for Copilot cloud agent and Copilot CLI.',
  });

/** The parsed type of a hook file. */
export type HookFile = z.infer<typeof hookFileSchema>;

/** The JSON Schema of a hook file, for `hooksim schema hooks`. */
export function hookFileJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(hookFileSchema, { unrepresentable: 'any' }) as Record<string, unknown>;
}
