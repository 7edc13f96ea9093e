/** Start the sandbox a run asked for: `namespace`, `process`, or `auto` (namespace when one starts). */
import type { AgentShellValues } from './environment.js';
import { SandboxUnavailableError, startNamespaceSandbox } from './namespace.js';
import { startProcessSandbox } from './process.js';
import type { Sandbox, SandboxOptions } from './types.js';

/** The `--sandbox` choice. */
export type SandboxKind = 'auto' | 'namespace' | 'process';

/** Options of startSandbox: the sandbox's inputs plus the per-session agent shell values. */
export interface StartSandboxOptions extends SandboxOptions {
  agentShell?: AgentShellValues;
}

// Once a namespace failed to start in this process, `auto` goes straight to the process driver.
let namespaceUnavailable: SandboxUnavailableError | undefined;

/** Why `auto` fell back to the process driver in this process, if it did. */
export function autoFallbackReason(): string | undefined {
  return namespaceUnavailable?.message;
}

/** Start a sandbox of the given kind; `auto` falls back to `process` when namespaces are unavailable. */
export async function startSandbox(kind: SandboxKind, options: StartSandboxOptions): Promise<Sandbox> {
  if (kind === 'process') return startProcessSandbox(options);
  if (kind === 'namespace' || (process.platform === 'linux' && !namespaceUnavailable)) {
    try {
      return await startNamespaceSandbox(options);
    } catch (error) {
      if (kind === 'namespace' || !(error instanceof SandboxUnavailableError)) throw error;
      namespaceUnavailable = error;
    }
  }
  return startProcessSandbox(options);
}
