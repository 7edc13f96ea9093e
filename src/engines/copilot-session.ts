/**
 * One session of the copilot-cli engine: a namespace sandbox behind the run's firewall, as for the native
 * engine, with the CLI's package bound read-only and its shared cache read-write under /run/hooksim; the
 * launcher (sandbox/copilot-launch.mjs) runs the fake model and the CLI inside it, and prints what the
 * session left behind.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withSandboxedSession, type SandboxedOptions } from '../commands/sandboxed.js';
import type { EgressRecord } from '../firewall/firewall.js';
import type { Sandbox, SandboxBind, FileChanges } from '../sandbox/types.js';
import { COPILOT_CLI_VERSION, type InstalledEngine } from './copilot-install.js';
import type { ModelScript } from './copilot-script.js';
import { parseLaunchResult, type LaunchResult } from './launch-result.js';

/** The session could not be run at all (the launcher died or printed nothing usable). */
export class EngineSessionError extends Error {
  readonly code = 'engine-session-failed';
  constructor(reason: string) {
    super(`The copilot-cli engine session failed: ${reason}`);
    this.name = 'EngineSessionError';
  }
}

const RUN_DIR = '/run/hooksim';
const PACKAGE_TARGET = `${RUN_DIR}/copilot-pkg`;
const CACHE_TARGET = `${RUN_DIR}/copilot-cache`;
const WORK_DIR = '/tmp/hooksim-engine';
const LAUNCHER_FILES = ['copilot-launch.mjs', 'copilot-model.mjs'];
/** Room for the CLI's start, a few hook timeouts and its own teardown; the launcher kills it after this. */
const DEFAULT_SESSION_TIMEOUT_MS = 120_000;
const OUTPUT_CAP_BYTES = 48 * 1024 * 1024;
/**
 * Documentation addresses (TEST-NET-1, RFC 5737) on the sandbox's loopback, one per HTTP hook host: the CLI's
 * SSRF guard lets them through (it blocks loopback, private, link-local, 100.64/10 and 198.18/15), and they
 * are never real hosts.
 */
const MAX_PINNED_HOSTS = 250;

/** The pinned address of the i-th HTTP hook host. */
function pinnedAddress(i: number): string {
  return `192.0.2.${i + 1}`;
}

/** The directory of the launcher files (the repository's `sandbox/`, shipped next to the bundle). */
function locateSandboxDir(): string {
  const candidates = ['../../sandbox/', '../sandbox/', './sandbox/'].map((rel) =>
    fileURLToPath(new URL(rel, import.meta.url)),
  );
  const found = candidates.find((dir) => existsSync(path.join(dir, 'copilot-launch.mjs')));
  if (found === undefined)
    throw new EngineSessionError(`sandbox/copilot-launch.mjs not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * The binds an engine sandbox needs: launcher, CLI package (read-only) and the shared cache, writable only while
 * warming: hooks from a pull request run in the sessions and must not change the CLI that later runs execute.
 */
function engineBinds(engine: InstalledEngine, cacheWritable = false): SandboxBind[] {
  const dir = locateSandboxDir();
  return [
    ...LAUNCHER_FILES.map((file) => ({
      source: path.join(dir, file),
      target: `${RUN_DIR}/${file}`,
      readOnly: true,
    })),
    { source: engine.packageDir, target: PACKAGE_TARGET, readOnly: true },
    { source: engine.cacheDir, target: CACHE_TARGET, readOnly: !cacheWritable },
  ];
}

/**
 * The CLI's environment: the hooks' base environment plus the offline recipe (issue 8). Sessions keep their
 * cache in the engine's scratch directory (outside the file-change scan), where the launcher links the shared
 * unpacked package (read-only) in.
 */
function cliEnv(sandbox: Sandbox, cacheHome = `${WORK_DIR}/cache`): Record<string, string> {
  return {
    ...sandbox.baseEnv,
    TERM: 'dumb',
    TMPDIR: '/tmp',
    XDG_CACHE_HOME: cacheHome,
    COPILOT_OFFLINE: 'true',
    COPILOT_AUTO_UPDATE: 'false',
    COPILOT_PROVIDER_API_KEY: 'dummy',
    COPILOT_MODEL: 'gpt-4.1',
    // Without it, prompt mode loads no repository hooks and says nothing.
    GITHUB_COPILOT_PROMPT_MODE_REPO_HOOKS: 'true',
  };
}

/** What one session produced, raw. */
export interface EngineSessionOutput {
  launch: LaunchResult;
  egress: EgressRecord[];
  files: FileChanges;
  firewallNotes: string[];
}

/** Inputs of one engine session: the sandbox's, plus the model script and the prompt. */
export interface EngineSessionOptions {
  engine: InstalledEngine;
  sandboxed: Omit<SandboxedOptions, 'kind' | 'binds'>;
  script: ModelScript;
  prompt: string;
  /** Host names of the HTTP hooks' URLs, each pinned to a public-looking relay address. */
  httpHosts?: string[];
  timeoutMs?: number;
  /**
   * Receives the CLI's own events.jsonl text of each session it started, exactly as written (tests and
   * scripts/record-import-fixtures.mjs keep real transcripts for `hooksim import`).
   */
  onTranscript?: (sessionId: string, text: string) => void | Promise<void>;
}

/** Paths the CLI itself writes in HOME (its state, not the hooks'), left out of the file changes. */
function isCliState(file: string): boolean {
  return file === '/root/.copilot' || file.startsWith('/root/.copilot/');
}

/**
 * With HOOKSIM_ENGINE_DUMP=DIR, keep each launcher output as DIR/<time>-<pid>.json: the raw events, trace and
 * requests behind a report, for debugging the mapping.
 */
async function dumpLaunch(text: string): Promise<void> {
  const dir = process.env.HOOKSIM_ENGINE_DUMP;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${Date.now()}-${process.pid}.json`), text);
}

/**
 * With HOOKSIM_ENGINE_TRANSCRIPTS=DIR, keep each session's events.jsonl as DIR/<sessionId>/events.jsonl (the
 * session-state layout, so `COPILOT_HOME=… hooksim import <id>` finds it); scripts/record-import-fixtures.mjs uses it.
 */
function transcriptsFromEnv(): ((sessionId: string, text: string) => Promise<void>) | undefined {
  const dir = process.env.HOOKSIM_ENGINE_TRANSCRIPTS;
  if (!dir) return undefined;
  return async (sessionId, text) => {
    await mkdir(path.join(dir, sessionId), { recursive: true });
    await writeFile(path.join(dir, sessionId, 'events.jsonl'), text);
  };
}

/** Run the launcher in a started sandbox and parse its output. */
async function launch(sandbox: Sandbox, job: Record<string, unknown>, timeoutMs: number) {
  await sandbox.writeFile(`${WORK_DIR}/job.json`, JSON.stringify(job));
  const result = await sandbox.exec({
    argv: [`${RUN_DIR}/node`, `${RUN_DIR}/copilot-launch.mjs`, `${WORK_DIR}/job.json`],
    cwd: '/workspace',
    env: { PATH: sandbox.baseEnv.PATH ?? '/usr/bin:/bin', HOME: '/root', LANG: 'C.UTF-8' },
    stdin: '',
    timeoutMs: timeoutMs + 15_000,
    killMode: 'kill',
    killGroupOnExit: true,
    outputCapBytes: OUTPUT_CAP_BYTES,
  });
  const stderr = result.stderr.toString('utf8').trim();
  if (result.spawnError) throw new EngineSessionError(result.spawnError);
  if (result.exitCode !== 0)
    throw new EngineSessionError(`the launcher exited with ${result.exitCode ?? result.signal}: ${stderr}`);
  await dumpLaunch(result.stdout.toString('utf8'));
  try {
    return parseLaunchResult(result.stdout.toString('utf8'));
  } catch (error) {
    throw new EngineSessionError(`${(error as Error).message}${stderr ? ` (stderr: ${stderr})` : ''}`);
  }
}

/** Hand each session's events.jsonl, read from the sandbox before it goes, to `onTranscript`. */
async function keepTranscripts(
  sandbox: Sandbox,
  result: LaunchResult,
  onTranscript: (sessionId: string, text: string) => void | Promise<void>,
): Promise<void> {
  for (const event of result.events) {
    const id = event.type === 'session.start' ? event.data.sessionId : undefined;
    if (typeof id !== 'string' || !/^[\w-]+$/.test(id)) continue;
    const text = await sandbox.readFile(`/root/.copilot/session-state/${id}/events.jsonl`);
    if (text !== undefined) await onTranscript(id, text.toString('utf8'));
  }
}

/** Run one scripted session through the real CLI in a fresh namespace sandbox. */
export async function runEngineSession(options: EngineSessionOptions): Promise<EngineSessionOutput> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SESSION_TIMEOUT_MS;
  const hosts = (options.httpHosts ?? []).slice(0, MAX_PINNED_HOSTS);
  const sandboxed: SandboxedOptions = {
    ...options.sandboxed,
    kind: 'namespace',
    binds: engineBinds(options.engine),
    loopbackAddresses: hosts.map((_, i) => pinnedAddress(i)),
  };
  return withSandboxedSession(sandboxed, async ({ sandbox, firewall }) => {
    const job = {
      binary: `${PACKAGE_TARGET}/${options.engine.binaryName}`,
      args: ['-p', options.prompt, '--allow-all-tools', '--no-auto-update', '--log-level', 'debug'],
      env: cliEnv(sandbox),
      script: options.script,
      timeoutMs,
      workDir: WORK_DIR,
      sharedPackages: `${CACHE_TARGET}/copilot/pkg`,
      relay: hosts.map((host, i) => ({ host, address: pinnedAddress(i) })),
    };
    const result = await launch(sandbox, job, timeoutMs);
    const keep = options.onTranscript ?? transcriptsFromEnv();
    if (keep) await keepTranscripts(sandbox, result, keep);
    const changes = await sandbox.changes();
    const files: FileChanges = {
      created: changes.created.filter((f) => !isCliState(f)),
      modified: changes.modified.filter((f) => !isCliState(f)),
      deleted: changes.deleted.filter((f) => !isCliState(f)),
    };
    return { launch: result, egress: firewall.egress(), files, firewallNotes: firewall.notes() };
  });
}

/**
 * Unpack the CLI into the shared cache once (it does so on first start: 235 MB, 2-3 s), inside a sandbox
 * like the sessions', so parallel sessions never race on it.
 */
export async function warmEngine(
  engine: InstalledEngine,
  sandboxed: Omit<SandboxedOptions, 'kind' | 'binds' | 'repo'>,
) {
  const marker = path.join(
    engine.cacheDir,
    'copilot',
    'pkg',
    `${process.platform}-${process.arch}`,
    COPILOT_CLI_VERSION,
    '.extraction-complete',
  );
  if (existsSync(marker)) return;
  const repo = await mkdtemp(path.join(tmpdir(), 'hooksim-warm-'));
  try {
    await withSandboxedSession(
      { ...sandboxed, repo, kind: 'namespace', binds: engineBinds(engine, true) },
      async ({ sandbox }) => {
        const result = await sandbox.exec({
          argv: [`${PACKAGE_TARGET}/${engine.binaryName}`, '--version'],
          cwd: '/workspace',
          env: cliEnv(sandbox, CACHE_TARGET),
          stdin: '',
          timeoutMs: 60_000,
          killMode: 'kill',
          killGroupOnExit: true,
          outputCapBytes: 65_536,
        });
        if (result.exitCode !== 0)
          throw new EngineSessionError(
            `warming the CLI cache failed (exit ${result.exitCode ?? result.signal}): ${result.stderr.toString('utf8').trim()}${result.spawnError ?? ''}`,
          );
      },
    );
  } finally {
    await rm(repo, { recursive: true, force: true });
  }
}
