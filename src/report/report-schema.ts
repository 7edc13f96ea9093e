/** The JSON report's schema (DESIGN.md "The JSON report"); `hooksim schema report` prints it. */
import { z } from 'zod';

const diagnostic = z.object({
  file: z.string(),
  line: z.number().int(),
  column: z.number().int(),
  severity: z.enum(['error', 'warning', 'info']),
  code: z.string(),
  message: z.string(),
});

const hookRecord = z.object({
  file: z.string(),
  index: z.number().int(),
  nestedIndex: z.number().int().optional(),
  eventKey: z.string(),
  type: z.enum(['command', 'http', 'prompt']),
  status: z.enum(['ok', 'exit2', 'error', 'timeout', 'skipped', 'dropped']),
  skipped: z.string().optional(),
  exitCode: z.number().int().nullable().optional(),
  signal: z.string().nullable().optional(),
  durationMs: z.number(),
  payload: z.unknown().optional(),
  stdout: z.string().optional(),
  stderr: z.string().optional(),
  progress: z.array(z.object({ message: z.string(), temporary: z.boolean().optional() })).optional(),
  output: z.unknown().optional(),
  parseError: z.string().optional(),
  error: z.string().optional(),
  httpFailure: z.enum(['status', 'redirect', 'network', 'dns', 'firewall', 'ssrf', 'timeout']).optional(),
  httpStatus: z.number().int().optional(),
  stdoutTruncated: z.boolean().optional(),
  missingProgram: z.object({ name: z.string(), inCloudImage: z.boolean() }).optional(),
  ignored: z.array(z.string()).optional(),
  stdoutOmittedBytes: z.number().int().optional(),
  stderrOmittedBytes: z.number().int().optional(),
  outputOmittedBytes: z.number().int().optional(),
  progressOmitted: z.number().int().optional(),
});

const toolResult = z.object({ resultType: z.enum(['success', 'failure']), textResultForLlm: z.string() });

const eventResult = z.object({
  decision: z.enum(['allow', 'deny', 'ask', 'block', 'none']).optional(),
  reason: z.string().optional(),
  args: z.record(z.string(), z.unknown()).optional(),
  additionalContext: z.string().optional(),
  prompt: z.string().optional(),
  transformedPrompt: z.string().optional(),
  toolResult: toolResult.optional(),
  modifiedResponse: z.string().optional(),
  interrupt: z.boolean().optional(),
  agentSees: z.string().optional(),
  decidedBy: z.string().optional(),
  ignoredOutputs: z.array(z.string()).optional(),
});

/** One event record: also what `hooksim fire --json` prints (with `diagnostics`). */
export const eventRecordSchema = z.object({
  step: z.number().int().optional(),
  event: z.string(),
  fired: z.boolean(),
  skipped: z.string().optional(),
  input: z.record(z.string(), z.unknown()),
  hooks: z.array(hookRecord),
  result: eventResult,
  warnings: z.array(z.string()).optional(),
});

const egressEntry = z.object({
  host: z.string(),
  url: z.string().optional(),
  kind: z.enum(['dns', 'http']),
  allowed: z.boolean(),
  mocked: z.boolean().optional(),
  event: z.string().optional(),
  file: z.string().optional(),
  index: z.number().int().optional(),
  step: z.number().int().optional(),
  tool: z.string().optional(),
  command: z.string().optional(),
  count: z.number().int().optional(),
});

const scenarioReport = z.object({
  name: z.string(),
  file: z.string(),
  profile: z.string(),
  status: z.enum(['passed', 'failed', 'errored']),
  failures: z.array(
    z.object({
      message: z.string(),
      step: z.number().int().optional(),
      line: z.number().int().optional(),
      column: z.number().int().optional(),
    }),
  ),
  events: z.array(eventRecordSchema),
  egress: z.array(egressEntry),
  files: z.object({
    created: z.array(z.string()),
    modified: z.array(z.string()),
    deleted: z.array(z.string()),
  }),
  warnings: z.array(z.string()),
  diagnostics: z.array(diagnostic).optional(),
  durationMs: z.number(),
  /** `--engine copilot-cli`: what only the CLI run has (src/engines/copilot-engine.ts EngineRunDetails). */
  engine: z.looseObject({ name: z.literal('copilot-cli'), version: z.string() }).optional(),
});

/** The whole JSON report. */
export const jsonReportSchema = z.object({
  tool: z.object({ name: z.literal('hooksim'), version: z.string() }),
  profile: z.string(),
  /** Which engine replayed the scenarios: hooksim's own, or the real Copilot CLI. */
  engine: z.enum(['native', 'copilot-cli']).optional(),
  /** Which sandbox driver ran the hooks (`auto` resolved). */
  sandbox: z.enum(['namespace', 'process']).optional(),
  summary: z.object({
    scenarios: z.number().int(),
    passed: z.number().int(),
    failed: z.number().int(),
    errored: z.number().int(),
    hookRuns: z.number().int(),
    durationMs: z.number(),
  }),
  diagnostics: z.array(diagnostic),
  scenarios: z.array(scenarioReport),
  comparison: z
    .object({
      profile: z.string(),
      flags: z.array(z.string()),
      loading: z
        .array(
          z.object({
            file: z.string(),
            entry: z.string().optional(),
            base: z.string(),
            other: z.string(),
          }),
        )
        .optional(),
      scenarios: z.array(
        z.object({
          name: z.string(),
          file: z.string(),
          differences: z.array(
            z.object({
              step: z.number().int().optional(),
              event: z.string(),
              occurrence: z.number().int(),
              field: z.string(),
              base: z.unknown(),
              other: z.unknown(),
            }),
          ),
        }),
      ),
    })
    .optional(),
});
