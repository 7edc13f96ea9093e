/**
 * `--engine copilot-cli`: a scenario replayed by the real, pinned Copilot CLI instead of hooksim's own
 * engine, reported in the same JSON shape (plus an `engine` section with what only the CLI run has).
 * See README.md in this folder for what maps from where and what is not comparable.
 */
import { diagnostic, type Diagnostic } from '../diagnostics.js';
import type { HookConfig } from '../model.js';
import type { Profile } from '../profiles.js';
import { checkSession } from '../session/expectations.js';
import type { ScenarioSource } from '../session/load-scenarios.js';
import type { ScenarioReport } from '../session/report-types.js';
import type { Scenario } from '../session/scenario-schema.js';
import { COPILOT_CLI_VERSION, type InstalledEngine } from './copilot-install.js';
import { buildDispatches } from './copilot-dispatches.js';
import { mapSession, type EngineToolCall } from './copilot-results.js';
import { buildModelScript, promptFor } from './copilot-script.js';
import { runEngineSession } from './copilot-session.js';
import { checkEngineSteps } from './step-outcomes.js';

/** The engines `run` and `fire` can use. */
export type EngineName = 'native' | 'copilot-cli';

/** What only a CLI run has, added to each scenario of the report as `engine`. */
export interface EngineRunDetails {
  name: 'copilot-cli';
  version: string;
  /** The CLI's exit status (1 after a blocked prompt or a model error), null when killed. */
  exitCode: number | null;
  timedOut: boolean;
  /** Wall time of the CLI process alone. */
  cliMs: number;
  /** Main-agent continuations (agentStop blocks the CLI acted on). */
  continuations: number;
  toolCalls: EngineToolCall[];
  /**
   * The CLI's own hook loading messages (dropped items, rejected files, unknown events, `hookCount`), without
   * timestamps. The report's `diagnostics` are hooksim's loader's; these are what the CLI said.
   */
  loadLog: string[];
  /** The CLI's stderr, for a session that ended oddly (last 4 KB). */
  stderr: string;
}

/** A scenario report with the engine's own section. */
export type EngineScenarioReport = ScenarioReport & { engine?: EngineRunDetails };

/** Everything one engine scenario needs. */
export interface EngineScenarioInput {
  scenario: Scenario;
  file: string;
  source?: ScenarioSource;
  profile: Profile;
  config: HookConfig;
  engine: InstalledEngine;
  repo: string;
  allowHosts: string[];
  /** Receives the CLI's events.jsonl of the session (see EngineSessionOptions.onTranscript). */
  onTranscript?: (sessionId: string, text: string) => void | Promise<void>;
}

function notesToDiagnostics(input: EngineScenarioInput, notes: ReturnType<typeof buildModelScript>['notes']) {
  return notes.map((note): Diagnostic =>
    diagnostic(input.file, input.source?.positionOf(note.path), note.severity, note.code, note.message),
  );
}

/** Host names the HTTP hooks call (not IP literals, not localhost: those stay as they are). */
function httpHostsOf(config: HookConfig): string[] {
  const hosts = new Set<string>();
  for (const entry of config.entries) {
    if (entry.type !== 'http' || entry.url === undefined) continue;
    let host: string;
    try {
      host = new URL(entry.url).hostname;
    } catch {
      continue;
    }
    if (
      /^[a-z0-9.-]+$/i.test(host) &&
      !/^[\d.]+$/.test(host) &&
      host !== 'localhost' &&
      !host.endsWith('.localhost')
    )
      hosts.add(host.toLowerCase());
  }
  return [...hosts].sort();
}

/** The hook log's loading records (not what hooks printed at run time), without their timestamps. */
function loadMessages(hookLog: string[]): string[] {
  return hookLog
    .filter((line) => !/\[hook (stdout|stderr)\]|Hook warning:|Policy directory/.test(line))
    .filter((line) =>
      /hook will be skipped|Invalid hook|Ignoring unknown hook|loadDeferredRepoHooks\(.*\): loaded/.test(
        line,
      ),
    )
    .map((line) => line.replace(/^\S+Z /, ''));
}

/** Replay one scenario through the real CLI; never throws for the scenario's own faults. */
export async function runCopilotScenario(input: EngineScenarioInput): Promise<EngineScenarioReport> {
  const started = performance.now();
  const { scenario } = input;
  const { script, notes } = buildModelScript(scenario);
  const { prompt, note } = promptFor(scenario);
  const diagnostics = notesToDiagnostics(input, note ? [note, ...notes] : notes);
  const out = await runEngineSession({
    engine: input.engine,
    script,
    prompt,
    httpHosts: httpHostsOf(input.config),
    ...(input.onTranscript ? { onTranscript: input.onTranscript } : {}),
    sandboxed: {
      repo: input.repo,
      profile: input.profile,
      prompt,
      env: scenario.env,
      files: scenario.files,
      commandMocks: scenario.mocks.commands,
      allow: [...scenario.firewall.allow, ...input.allowHosts],
      recommended: scenario.firewall.recommended,
      httpMocks: scenario.mocks.http,
    },
  });
  const dispatches = buildDispatches(
    out.launch.events,
    out.launch.trace,
    input.config,
    out.launch.connections,
  );
  const mapped = mapSession(out.launch, dispatches, script);
  const exit = out.launch.exit;
  // No events at all: the CLI refused to start (bad arguments, no prompt), not a session outcome.
  const refused = out.launch.events.length === 0;
  const failures = [
    ...(exit.timedOut ? [{ message: 'the Copilot CLI did not finish in time and was killed' }] : []),
    ...(refused
      ? [
          {
            message: `the Copilot CLI started no session (exit ${exit.code}): ${exit.stderr.trim().slice(0, 500)}`,
          },
        ]
      : []),
    ...checkEngineSteps(scenario, mapped),
    ...checkSession(scenario.expect, mapped.events, out.egress, out.files).map((message) => ({ message })),
  ];
  for (const failure of failures) {
    if (!('step' in failure) || failure.step === undefined || !input.source) continue;
    Object.assign(failure, input.source.positionOf(['steps', failure.step]));
  }
  return {
    name: scenario.name,
    file: input.file,
    profile: input.profile.name,
    status:
      exit.timedOut || exit.code === null || refused ? 'errored' : failures.length > 0 ? 'failed' : 'passed',
    failures,
    events: mapped.events,
    egress: out.egress,
    files: out.files,
    warnings: [...mapped.warnings, ...out.firewallNotes],
    ...(diagnostics.length > 0 ? { diagnostics } : {}),
    durationMs: Math.round(performance.now() - started),
    engine: {
      name: 'copilot-cli',
      version: COPILOT_CLI_VERSION,
      exitCode: exit.code,
      timedOut: exit.timedOut,
      cliMs: exit.wallMs,
      continuations: mapped.continuations,
      toolCalls: mapped.toolCalls,
      loadLog: loadMessages(out.launch.hookLog),
      stderr: exit.stderr.slice(-4096),
    },
  };
}
