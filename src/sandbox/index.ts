/** Start the sandbox a run asked for: `namespace`, `process`, or `auto` (namespace when one starts). */
import { ensureRunDir } from './cleanup.js';
import type { AgentShellValues } from './environment.js';
import { SandboxUnavailableError, startNamespaceSandbox, warmNamespaceRun } from './namespace.js';
import { rememberedLaunchMode } from './launch-mode-cache.js';
import { startProcessSandbox } from './process.js';
import type { SandboxChoice, SandboxKind } from './choice.js';
import type { Sandbox, SandboxOptions } from './types.js';

/** Options of startSandbox: the sandbox's inputs plus the per-session agent shell values. */
export interface StartSandboxOptions extends SandboxOptions {
  agentShell?: AgentShellValues;
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
