// @ts-check
/**
 * hooksim's own modules for the in-process cases: src/ compiled with the project's tsc into the git-ignored
 * bench/out/ (no type check, so another engineer's work in progress does not stop the bench), then imported
 * from there. The cases call what `hooksim fire` calls: loadHookConfig, withSandboxedSession, dispatchEvent.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_DIR, ROOT } from './paths.mjs';

const OUT = path.join(BENCH_DIR, 'out');

/** The modules the cases import (loadFireInternals below, in this order); tsc follows their imports. */
const ENTRY_POINTS = [
  'src/dispatch.ts',
  'src/config/load.ts',
  'src/commands/sandboxed.ts',
  'src/sandbox/namespace.ts',
  'src/profiles.ts',
  'src/runners/command.ts',
  'src/runners/output.ts',
  'src/sandbox/environment.ts',
];

/** Compile the entry points (and what they import) to bench/out/; throws with tsc's output on failure. */
export async function buildInternals() {
  await rm(OUT, { recursive: true, force: true });
  const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const args = [
    ...ENTRY_POINTS,
    ...['--outDir', OUT, '--rootDir', '.', '--module', 'NodeNext', '--moduleResolution', 'NodeNext'],
    ...['--target', 'ES2022', '--types', 'node', '--skipLibCheck', '--noCheck', '--declaration', 'false'],
  ];
  const result = spawnSync(process.execPath, [tsc, ...args], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`tsc failed:\n${result.stdout}${result.stderr}`);
  // namespace.js finds agent.cjs at ../../sandbox/ from its own URL: out/sandbox must be the real one
  // (tsc leaves an empty directory there for the .cjs files src/ imports).
  await rm(path.join(OUT, 'sandbox'), { recursive: true, force: true });
  await symlink(path.join(ROOT, 'sandbox'), path.join(OUT, 'sandbox'));
}

/**
 * Import one compiled module by its source path, e.g. `src/dispatch.ts`.
 * @param {string} source
 * @returns {Promise<Record<string, unknown>>}
 */
async function importCompiled(source) {
  const file = path.join(OUT, source.replace(/\.ts$/, '.js'));
  if (!existsSync(file)) throw new Error(`${file} is missing: run the bench through bench/index.mjs`);
  return import(pathToFileURL(file).href);
}

/** The modules `hooksim fire` wires together, compiled, typed as their sources declare them. */
export async function loadFireInternals() {
  const [dispatch, load, sandboxed, namespace, profiles, command, output, environment] = await Promise.all([
    importCompiled('src/dispatch.ts'),
    importCompiled('src/config/load.ts'),
    importCompiled('src/commands/sandboxed.ts'),
    importCompiled('src/sandbox/namespace.ts'),
    importCompiled('src/profiles.ts'),
    importCompiled('src/runners/command.ts'),
    importCompiled('src/runners/output.ts'),
    importCompiled('src/sandbox/environment.ts'),
  ]);
  return {
    dispatchEvent: /** @type {typeof import('../../src/dispatch.js').dispatchEvent} */ (
      dispatch.dispatchEvent
    ),
    loadHookConfig: /** @type {typeof import('../../src/config/load.js').loadHookConfig} */ (
      load.loadHookConfig
    ),
    withSandboxedSession:
      /** @type {typeof import('../../src/commands/sandboxed.js').withSandboxedSession} */ (
        sandboxed.withSandboxedSession
      ),
    startNamespaceSandbox:
      /** @type {typeof import('../../src/sandbox/namespace.js').startNamespaceSandbox} */ (
        namespace.startNamespaceSandbox
      ),
    releaseNamespaceRun: /** @type {typeof import('../../src/sandbox/namespace.js').releaseNamespaceRun} */ (
      namespace.releaseNamespaceRun
    ),
    PROFILES: /** @type {typeof import('../../src/profiles.js').PROFILES} */ (profiles.PROFILES),
    commandArgv: /** @type {typeof import('../../src/runners/command.js').commandArgv} */ (
      command.commandArgv
    ),
    buildHookEnv: /** @type {typeof import('../../src/runners/command.js').buildHookEnv} */ (
      command.buildHookEnv
    ),
    parseHookStdout: /** @type {typeof import('../../src/runners/output.js').parseHookStdout} */ (
      output.parseHookStdout
    ),
    buildAgentEnv: /** @type {typeof import('../../src/sandbox/environment.js').buildAgentEnv} */ (
      environment.buildAgentEnv
    ),
  };
}

/**
 * Load a repository's hooks under the cloud profile and run `use` with what `hooksim fire` dispatches through:
 * a warm namespace sandbox behind the firewall, and the dispatch context wired to both.
 * @template T
 * @param {Awaited<ReturnType<typeof loadFireInternals>>} hf
 * @param {string} repo
 * @param {(session: {
 *   config: import('../../src/model.js').HookConfig,
 *   context: import('../../src/dispatch.js').DispatchContext,
 *   sandbox: import('../../src/sandbox/types.js').Sandbox,
 * }) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withWarmDispatch(hf, repo, use) {
  const profile = hf.PROFILES.cloud;
  const loadEnv = hf.buildAgentEnv({ profile, home: '/root', prompt: 'bench', extra: {} });
  const config = await hf.loadHookConfig(repo, profile, { agentEnv: loadEnv });
  const sandboxed = { repo, profile, kind: /** @type {const} */ ('namespace'), prompt: 'bench', env: {} };
  return hf.withSandboxedSession(sandboxed, async ({ sandbox, firewall }) => {
    /** @type {import('../../src/dispatch.js').DispatchContext} */
    const context = {
      profile,
      config,
      host: sandbox,
      clock: { now: () => Date.now() },
      sessionId: randomUUID(),
      agentEnv: { ...sandbox.baseEnv },
      httpGate: firewall.gate,
      attribute: (a) => firewall.attribute(a),
    };
    return use({ config, context, sandbox });
  });
}
