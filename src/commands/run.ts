/** `hooksim run`: replay scenarios through the hooks, each in its own sandbox, and build the report. */
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadHookConfig } from '../config/load.js';
import { readHttpSwitches } from '../runners/http-url.js';
import type { Diagnostic } from '../diagnostics.js';
import type { HookConfig } from '../model.js';
import { differingFlags, getProfile, type Profile } from '../profiles.js';
import { buildJsonReport, type JsonReport } from '../report/json-report.js';
import { chooseSandbox, warmSandbox } from '../sandbox/index.js';
import { reducedFidelityText, type SandboxChoice, type SandboxKind } from '../sandbox/choice.js';
import { systemClock, type Clock } from '../sandbox/types.js';
import { buildAgentEnv } from '../sandbox/environment.js';
import { compareLoads, compareReplays, type ScenarioComparison } from '../session/compare.js';
import { checkSession } from '../session/expectations.js';
import { withWorkspaceViewScope } from '../sandbox/workspace.js';
import { findScenarioFiles, loadScenarioFile, type LoadedScenario } from '../session/load-scenarios.js';
import { replaySession } from '../session/replay.js';
import type { StepOutcome } from '../session/outcome.js';
import type { ScenarioReport } from '../session/report-types.js';
import type { Scenario } from '../session/scenario-schema.js';
import { buildSmokeScenario, findSmokeTargets, smokeNotes } from '../session/smoke.js';
import { runCopilotScenario, type EngineName } from '../engines/copilot-engine.js';
import { locateEngine, type InstalledEngine } from '../engines/copilot-install.js';
import { warmEngine } from '../engines/copilot-session.js';
import { UsageError } from './errors.js';
import {
  startSandboxedSession,
  withSandboxedSession,
  type SandboxedOptions,
  type SessionStart,
} from './sandboxed.js';

/** What `run` was asked to do. */
export interface RunOptions {
  repo: string;
  profile: string;
  /** Scenario files; empty: the default folder, or the smoke session when it has none. */
  scenarios: string[];
  sandbox: SandboxKind;
  jobs?: number;
  /** `K/N`: run the K-th of N stable slices. */
  shard?: string;
  allowHosts?: string[];
  /** `--compare PROFILE`: replay every scenario under this profile too and report the differences. */
  compare?: string;
  clock?: Clock;
  newId?: () => string;
  /** Called with each replayed scenario's step outcomes (`file` as the report names it), for `run --update`. */
  onOutcomes?: (file: string, outcomes: StepOutcome[]) => void;
  /** Called when a scenario finishes, for progress lines. */
  onScenario?: (report: ScenarioReport) => void;
  /** `--engine`: hooksim's own replay (default) or the real Copilot CLI (`copilot-cli`, profile `cli` only). */
  engine?: EngineName;
  /** Where the copilot-cli engine is installed (default: defaultEngineDir()). */
  engineDir?: string;
  /** Called once with the driver `auto` resolved to, before any hook runs (the CLI warns on a process run). */
  onSandboxChoice?: (choice: SandboxChoice) => void;
  /**
   * `--allow-local-network`: let HTTP hooks connect to loopback and private addresses, this machine's included
   * (a policy server on 127.0.0.1 during development). Only for hooks one trusts; the Action never sets it.
   */
  allowLocalNetwork?: boolean;
}

/** The outcome of a run: the report, and whether a scenario file could not be read (exit status 2). */
export interface RunOutcome {
  report: JsonReport;
  unreadable: boolean;
  /** The sandbox could not start for some scenario (exit status 2). */
  sandboxFailed: boolean;
}

/** Parse `K/N` into a 1-based slice, or throw a UsageError. */
export function parseShard(text: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) {
    throw new UsageError(`--shard '${text}' is not K/N with 1 <= K <= N, e.g. 1/2.`);
  }
  return { index, count };
}

/** The stable slice of a sorted list for shard K of N (round robin, so slices stay balanced). */
export function shardSlice<T>(items: T[], shard: { index: number; count: number }): T[] {
  return items.filter((_, i) => i % shard.count === shard.index - 1);
}

/** Run tasks with at most `limit` at once, keeping results in input order. */
async function mapLimited<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i] as T, i);
    }
  });
  await Promise.all(workers);
  return results;
}

interface ScenarioInput {
  /**
   * The scenario, read and checked on first use (memoized): a scenario's file is read when its session is
   * about to start ahead, so the first sessions start without waiting for the whole suite to be parsed, and
   * the rest is parsed while hooks run in the sandbox.
   */
  load: () => Promise<LoadedScenario>;
}

/** A ScenarioInput whose load runs once, on first call. */
function lazyInput(load: () => Promise<LoadedScenario>): ScenarioInput {
  let loading: Promise<LoadedScenario> | undefined;
  return { load: () => (loading ??= load()) };
}

function erroredReport(
  file: string,
  name: string,
  profile: string,
  messages: string[],
  durationMs = 0,
): ScenarioReport {
  return {
    name,
    file,
    profile,
    status: 'errored',
    failures: messages.map((message) => ({ message })),
    events: [],
    egress: [],
    files: { created: [], modified: [], deleted: [] },
    warnings: [],
    durationMs,
  };
}

/**
 * How many scenarios beyond the running ones have their sessions started ahead of their turn, at `jobs`: one
 * round (each worker's next scenario), and up to two more. A session takes longer to start (its agent is a
 * Node process) than a short scenario takes to run, so with one round ahead a suite of short scenarios still
 * waited on each start; more than two more would only hold memory (an agent is about 40 MB).
 */
function sessionsAhead(jobs: number): number {
  return jobs + Math.min(jobs, 2);
}

/** How reports name the smoke session's file. */
export const SMOKE_FILE = '(smoke session)';

/** What one replay's session is built from, decided before its sandbox starts (possibly ahead of time). */
interface ReplayPlan {
  sessionId: string;
  effective: Profile;
  sandboxed: SandboxedOptions;
}

function planReplay(
  scenario: Scenario,
  profile: Profile,
  options: RunOptions,
  choice: SandboxChoice,
): ReplayPlan {
  const newId = options.newId ?? randomUUID;
  const sessionId = newId();
  const effective = scenario.agentShellEnv ? { ...profile, agentShellEnv: true } : profile;
  const sandboxed: SandboxedOptions = {
    repo: options.repo,
    profile: effective,
    kind: choice.kind,
    prompt: scenario.prompt,
    env: scenario.env,
    files: scenario.files,
    commandMocks: scenario.mocks.commands,
    allow: [...scenario.firewall.allow, ...(options.allowHosts ?? [])],
    recommended: scenario.firewall.recommended,
    httpMocks: scenario.mocks.http,
    agentShell: {
      sessionId,
      jobId: newId(),
      baseCommit: 'main',
      branchName: `copilot/${slug(scenario.name)}`,
    },
  };
  return { sessionId, effective, sandboxed };
}

/** A scenario's session started ahead of its turn (its plan and the start under way). */
interface Prestart {
  plan: ReplayPlan;
  start: SessionStart;
}

/**
 * Replay one scenario in a fresh sandbox behind a fresh firewall (`prestarted`: one already on its way up);
 * never throws for the scenario's own faults. `deferTeardown` takes the teardown off the critical path.
 */
async function replayOne(
  scenario: Scenario,
  file: string,
  profile: Profile,
  config: HookConfig,
  options: RunOptions,
  choice: SandboxChoice,
  prestarted?: Prestart,
  deferTeardown?: (teardown: Promise<void>) => void,
): Promise<ScenarioReport> {
  const started = performance.now();
  const newId = options.newId ?? randomUUID;
  const { sessionId, effective, sandboxed } =
    prestarted?.plan ?? planReplay(scenario, profile, options, choice);
  const use = {
    ...(prestarted ? { started: prestarted.start } : {}),
    ...(deferTeardown ? { deferTeardown } : {}),
  };
  return withSandboxedSession(
    sandboxed,
    async ({ sandbox, firewall }) => {
      const result = await replaySession({
        scenario,
        sessionId,
        profile: effective,
        config,
        sandbox,
        agentEnv: { ...sandbox.baseEnv },
        clock: options.clock ?? systemClock,
        newId,
        httpGate: firewall.gate,
        attribute: (a) => firewall.attribute(a),
        ...(options.allowLocalNetwork ? { localNetwork: true } : {}),
      });
      options.onOutcomes?.(file, result.outcomes);
      const files = await sandbox.changes();
      const limits = (await sandbox.limitsReached?.()) ?? [];
      const egress = firewall.egress();
      const failures = [
        ...limits.map((message) => ({ message })),
        ...(result.error
          ? [
              {
                message: `scenario error: ${result.error.message}`,
                ...(result.error.step === undefined ? {} : { step: result.error.step }),
              },
            ]
          : []),
        ...result.failures.map((f) => ({ message: f.message, step: f.step })),
        ...checkSession(scenario.expect, result.events, egress, files).map((message) => ({ message })),
      ];
      const warnings = [...result.warnings, ...firewall.notes()];
      if (sandbox.reducedIsolation) warnings.push(`sandbox-reduced-fidelity: ${reducedFidelityText(choice)}`);
      return {
        name: scenario.name,
        file,
        profile: profile.name,
        status: result.error ? 'errored' : failures.length > 0 ? 'failed' : 'passed',
        failures,
        events: result.events,
        egress,
        files,
        warnings,
        ...(result.diagnostics.length ? { diagnostics: result.diagnostics } : {}),
        durationMs: Math.round(performance.now() - started),
      } satisfies ScenarioReport;
    },
    use,
  );
}

function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'session'
  );
}

/** The profile the copilot-cli engine models: the real CLI is the `cli` surface, pinned. */
const ENGINE_PROFILE = 'cli';

/** Refuse what the copilot-cli engine cannot do, before anything starts. */
export function checkEngineOptions(profile: Profile, options: Pick<RunOptions, 'sandbox' | 'compare'>): void {
  if (profile.name !== ENGINE_PROFILE)
    throw new UsageError(
      `--engine copilot-cli needs --profile ${ENGINE_PROFILE} (got '${profile.name}'): the real Copilot CLI is what the cli profile models.`,
    );
  if (options.sandbox === 'process')
    throw new UsageError(
      '--engine copilot-cli runs the CLI inside the namespace sandbox; --sandbox process cannot host it.',
    );
  if (options.compare !== undefined)
    throw new UsageError(
      '--compare works with the native engine only; the differential suite compares engines.',
    );
}

/** Locate the copilot-cli engine and unpack its cache once, before scenarios run in parallel. */
async function prepareEngine(options: RunOptions, profile: Profile): Promise<InstalledEngine | undefined> {
  if ((options.engine ?? 'native') === 'native') return undefined;
  checkEngineOptions(profile, options);
  const engine = await locateEngine(options.engineDir);
  await warmEngine(engine, { profile, prompt: '' });
  return engine;
}

/** Replay every selected scenario and build the JSON report. */
export function runScenarios(options: RunOptions): Promise<RunOutcome> {
  // What /workspace shows is decided once for the discovery, the scenario listing and the sandbox's layers.
  return withWorkspaceViewScope(() => runScenariosInScope(options));
}

async function runScenariosInScope(options: RunOptions): Promise<RunOutcome> {
  const started = performance.now();
  const repo = path.resolve(options.repo);
  const defaultProfile = getProfile(options.profile);
  const engine = await prepareEngine(options, defaultProfile);
  const configs = new Map<string, Promise<HookConfig>>();
  // The runtime reads its load-time switches (COPILOT_HOOK_ALLOW_LOCALHOST, …) from the agent's environment,
  // which a scenario's `env` is part of: a scenario whose switches differ gets a load of its own.
  const configFor = (profile: Profile, env: Readonly<Record<string, string>> = {}) => {
    const key = `${profile.name}\0${JSON.stringify(readHttpSwitches(env))}`;
    let config = configs.get(key);
    if (!config) {
      const agentEnv = buildAgentEnv({ profile, home: '/root', prompt: '', extra: { ...env } });
      config = loadHookConfig(repo, profile, { agentEnv });
      configs.set(key, config);
    }
    return config;
  };
  if (!engine) warmSandbox(options.sandbox, repo);
  const baseConfig = await configFor(defaultProfile);
  // Decided once, before the first hook: `auto` never changes driver halfway through a run.
  const choice: SandboxChoice = engine ? { kind: 'namespace' } : await chooseSandbox(options.sandbox);
  if (!engine) options.onSandboxChoice?.(choice);
  const compareProfile = options.compare === undefined ? undefined : getProfile(options.compare);
  const comparisons: ScenarioComparison[] = [];

  const explicit = options.scenarios.map((file) => path.resolve(file));
  const files = explicit.length > 0 ? explicit : await findScenarioFiles(repo);
  const selected = options.shard ? shardSlice(files, parseShard(options.shard)) : files;
  const display = (file: string) => {
    const relative = path.relative(repo, file);
    return relative.startsWith('..') ? file : relative.split(path.sep).join('/');
  };
  const inputs: ScenarioInput[] =
    files.length === 0
      ? [
          lazyInput(async () => ({
            ok: true,
            file: SMOKE_FILE,
            scenario: buildSmokeScenario(baseConfig, await findSmokeTargets(repo)),
            source: { positionOf: () => ({ line: 0, column: 0 }) },
          })),
        ]
      : selected.map((file) => lazyInput(() => loadScenarioFile(file, display(file), repo)));

  let unreadable = false;
  let sandboxFailed = false;
  const jobs = options.jobs ?? availableParallelism();
  // The next sessionsAhead(jobs) scenarios' sessions start ahead, so a scenario's sandbox start hides behind
  // the hooks of those before it; teardowns finish off the critical path, awaited at the end.
  const prestarts = new Map<number, Promise<Prestart | undefined>>();
  const teardowns: Promise<void>[] = [];
  const deferTeardown = (teardown: Promise<void>): void => void teardowns.push(teardown);
  const prestart = (index: number): void => {
    const input = inputs[index];
    if (engine || input === undefined || prestarts.has(index)) return;
    prestarts.set(
      index,
      input.load().then(
        (loaded) => {
          if (!loaded.ok) return undefined;
          try {
            const profile = loaded.scenario.profile ? getProfile(loaded.scenario.profile) : defaultProfile;
            const plan = planReplay(loaded.scenario, profile, options, choice);
            return { plan, start: startSandboxedSession(plan.sandboxed) };
          } catch {
            // An unknown profile: the scenario reports it on its own turn.
            return undefined;
          }
        },
        // A file that cannot be read fails on its own turn.
        () => undefined,
      ),
    );
  };
  const reports = await mapLimited(inputs, jobs, async (input, index) => {
    // This scenario's file is read first, then those ahead. Before the first await: indices are taken in
    // order, so none past `index` is running yet, and the next worker finds its session started.
    const loading = input.load();
    const ahead = Math.min(inputs.length - 1, index + sessionsAhead(jobs));
    for (let next = index + 1; next <= ahead; next++) prestart(next);
    const prestarted = await prestarts.get(index);
    prestarts.delete(index);
    const loaded = await loading;
    let report: ScenarioReport;
    if (!loaded.ok) {
      unreadable = true;
      report = erroredReport(
        loaded.file,
        path.basename(loaded.file),
        defaultProfile.name,
        loaded.problems.map((p) => `${p.file}:${p.line}:${p.column}: ${p.message}`),
      );
    } else {
      const profile = loaded.scenario.profile ? getProfile(loaded.scenario.profile) : defaultProfile;
      try {
        if (engine && profile.name !== ENGINE_PROFILE)
          throw new Error(
            `the copilot-cli engine runs the cli profile only; the scenario asks for '${profile.name}'`,
          );
        report = engine
          ? await runCopilotScenario({
              scenario: loaded.scenario,
              file: loaded.file,
              ...(loaded.source ? { source: loaded.source } : {}),
              profile,
              config: await configFor(profile, loaded.scenario.env),
              engine,
              repo: options.repo,
              allowHosts: options.allowHosts ?? [],
            })
          : await replayOne(
              loaded.scenario,
              loaded.file,
              profile,
              await configFor(profile, loaded.scenario.env),
              options,
              choice,
              prestarted,
              deferTeardown,
            );
        if (loaded.file === SMOKE_FILE && report.status !== 'errored') {
          report.warnings.push(...smokeNotes(await configFor(profile, loaded.scenario.env), report.events));
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'sandbox-unavailable') sandboxFailed = true;
        report = erroredReport(loaded.file, loaded.scenario.name, profile.name, [
          `hooksim could not replay it: ${(error as Error).message}`,
        ]);
      }
      if (compareProfile && report.status !== 'errored') {
        const other = await replayOne(
          loaded.scenario,
          loaded.file,
          compareProfile,
          await configFor(compareProfile, loaded.scenario.env),
          options,
          choice,
        ).catch((error: Error) =>
          erroredReport(loaded.file, loaded.scenario.name, compareProfile.name, [error.message]),
        );
        comparisons.push({
          name: loaded.scenario.name,
          file: loaded.file,
          differences: compareReplays(report, other),
        });
      }
      if (loaded.source && !engine) {
        for (const failure of report.failures) {
          if (failure.step === undefined) continue;
          const at = loaded.source.positionOf(['steps', failure.step]);
          Object.assign(failure, { line: at.line, column: at.column });
        }
      }
    }
    // Idempotent: a no-op wait for a session replayOne used, the stop of one it never got to.
    if (prestarted) deferTeardown(prestarted.start.teardown());
    options.onScenario?.(report);
    return report;
  }).finally(async () => {
    for (const unused of prestarts.values())
      teardowns.push(unused.then((prestarted) => prestarted?.start.teardown()));
    await Promise.all(teardowns);
  });
  const seen = new Set<string>();
  const diagnostics: Diagnostic[] = [
    ...baseConfig.diagnostics,
    ...reports.flatMap((r) => r.diagnostics ?? []),
  ].filter((d) => !seen.has(JSON.stringify(d)) && seen.add(JSON.stringify(d)) !== undefined);
  const {
    tool,
    profile: name,
    ...rest
  } = buildJsonReport(defaultProfile.name, reports, diagnostics, performance.now() - started);
  const report: JsonReport = {
    tool,
    profile: name,
    engine: engine ? 'copilot-cli' : 'native',
    sandbox: choice.kind,
    ...rest,
  };
  if (compareProfile) {
    comparisons.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
    report.comparison = {
      profile: compareProfile.name,
      flags: differingFlags(defaultProfile, compareProfile),
      loading: compareLoads(baseConfig, await configFor(compareProfile)),
      scenarios: comparisons,
    };
  }
  return {
    report,
    unreadable,
    sandboxFailed,
  };
}
