/** Start the sandbox a run asked for: `namespace`, `process`, or `auto` (namespace when one starts). */
import { ensureRunDir } from './cleanup.js';
import type { AgentShellValues } from './environment.js';
import { SandboxUnavailableError, startNamespaceSandbox, warmNamespaceRun } from './namespace.js';
import { rememberedLaunchMode } from './launch-mode-cache.js';
import { startProcessSandbox } from './process.js';
import type { Sandbox, SandboxOptions } from './types.js';

/** The `--sandbox` choice. */
export type SandboxKind = 'auto' | 'namespace' | 'process';

/** Options of startSandbox: the sandbox's inputs plus the per-session agent shell values. */
export interface StartSandboxOptions extends SandboxOptions {
  agentShell?: AgentShellValues;
}

/** The driver a run uses, decided before any hook runs. */
export interface SandboxChoice {
  kind: 'namespace' | 'process';
  /** Set when `auto` chose the process driver: why no namespace sandbox starts here. */
  fallbackReason?: string;
}

// Once namespaces proved unavailable in this process, `auto` goes straight to the process driver.
let namespaceUnavailable: SandboxUnavailableError | undefined;

/**
 * Resolve `auto` before anything runs: `namespace` when namespaces can be created here, else `process` with
 * the reason, so the caller can warn before the first hook. `namespace` and `process` are returned as asked.
 */
export async function chooseSandbox(kind: SandboxKind): Promise<SandboxChoice> {
  if (kind !== 'auto') return { kind };
  if (process.platform !== 'linux')
    return { kind: 'process', fallbackReason: `namespaces need Linux; this is ${process.platform}` };
  if (namespaceUnavailable) return { kind: 'process', fallbackReason: namespaceUnavailable.message };
  try {
    await rememberedLaunchMode(ensureRunDir());
    return { kind: 'namespace' };
  } catch (error) {
    if (!(error instanceof SandboxUnavailableError)) throw error;
    namespaceUnavailable = error;
    return { kind: 'process', fallbackReason: error.message };
  }
}

/** What a process run's reports say it cost (cloud-environment.md §5.8: `sandbox-reduced-fidelity`). */
export function reducedFidelityText(choice: SandboxChoice): string {
  const why =
    choice.fallbackReason === undefined ? '' : ` (namespaces unavailable: ${choice.fallbackReason})`;
  return `the process driver ran hooks without isolation, as your user, with access to this machine's files, environment and network${why}`;
}

/** What results differ under the process driver, for the notice and the README. */
export const PROCESS_DRIVER_DIFFERENCES =
  'the firewall sees only clients that use its proxy, so a blocked host fails differently (curl: "CONNECT tunnel failed, response 403", not "Could not resolve host")';

/**
 * What the CLI prints on stderr, once, before the first hook of a process run (undefined for a namespace
 * run). Asked for with `--sandbox process`: one line on what hooks can reach. Fallen back to from `auto`:
 * why the namespace sandbox is not ready, `hooksim setup` to fix it, and `--sandbox process` as the
 * explicit choice with what it costs.
 */
export function processRunWarning(choice: SandboxChoice): string | undefined {
  if (choice.kind !== 'process') return undefined;
  if (choice.fallbackReason === undefined) {
    return "hooksim: warning: --sandbox process: hooks run as your user with access to this machine's files, environment and network";
  }
  return [
    `hooksim: the namespace sandbox is not ready on this machine: ${choice.fallbackReason.replace(/\s*\n\s*/g, '; ')}`,
    '  Fix: run `hooksim setup` (as root, or it uses sudo); `hooksim setup --check` lists what is missing.',
    `  This run uses the process driver instead: hooks run unisolated, as your user, with this machine's files, environment and network, and ${PROCESS_DRIVER_DIFFERENCES}.`,
    '  To choose that knowingly, pass --sandbox process.',
  ].join('\n');
}

/** Start a sandbox of the driver chooseSandbox decided on; only chooseSandbox resolves `auto`. */
export async function startSandbox(
  kind: SandboxChoice['kind'],
  options: StartSandboxOptions,
): Promise<Sandbox> {
  return kind === 'process' ? startProcessSandbox(options) : startNamespaceSandbox(options);
}

/**
 * Start preparing, in the background, what a namespace sandbox over `repo` will need (`auto` or
 * `namespace` on Linux), while the caller loads the hook files; errors surface at the start itself.
 */
export function warmSandbox(kind: SandboxKind, repo: string): void {
  if (kind !== 'process' && process.platform === 'linux') warmNamespaceRun(repo);
}
