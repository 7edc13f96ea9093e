/** A firewall and a sandbox behind it, started together and always torn down together. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cleanupOnInterrupt, throwIfInterrupted } from '../interrupt.js';
import { Firewall } from '../firewall/firewall.js';
import type { HttpMockSpec } from '../firewall/firewall.js';
import type { Profile } from '../profiles.js';
import type { AgentShellValues } from '../sandbox/environment.js';
import { startSandbox, type SandboxKind } from '../sandbox/index.js';
import type { CommandMock, Sandbox, SandboxBind } from '../sandbox/types.js';

/** What the sandbox and its firewall are built from. */
export interface SandboxedOptions {
  repo: string;
  profile: Profile;
  kind: SandboxKind;
  prompt: string;
  env?: Record<string, string>;
  files?: Record<string, string>;
  commandMocks?: Record<string, CommandMock>;
  allow?: string[];
  recommended?: boolean;
  httpMocks?: Record<string, HttpMockSpec>;
  agentShell?: AgentShellValues;
  /** Extra host paths bound into a namespace sandbox (the copilot-cli engine). */
  binds?: SandboxBind[];
  /** Extra IPv4 addresses on a namespace sandbox's loopback (the copilot-cli engine). */
  loopbackAddresses?: string[];
}

/** A running sandbox and the firewall it reaches the network through. */
export interface SandboxedSession {
  sandbox: Sandbox;
  firewall: Firewall;
}

/** Start a firewall and a sandbox, run `task`, then stop both whatever happened. */
export async function withSandboxedSession<T>(
  options: SandboxedOptions,
  task: (session: SandboxedSession) => Promise<T>,
): Promise<T> {
  throwIfInterrupted();
  const runDir = await mkdtemp(path.join(tmpdir(), 'hooksim-fw-'));
  // The starts, not their results: an interruption during a start must still stop what it started.
  let firewallStart: Promise<Firewall> | undefined;
  let sandboxStart: Promise<Sandbox> | undefined;
  const cleanup = async (): Promise<void> => {
    const [firewall, sandbox] = await Promise.all([
      firewallStart?.catch(() => undefined),
      sandboxStart?.catch(() => undefined),
    ]);
    await Promise.all([sandbox?.stop().catch(() => undefined), firewall?.close().catch(() => undefined)]);
    await rm(runDir, { recursive: true, force: true });
  };
  // Registered before the next await: an interruption from here on removes this session's directories.
  const forget = cleanupOnInterrupt(cleanup);
  try {
    throwIfInterrupted();
    firewallStart = Firewall.start({
      socketPath: path.join(runDir, 'egress.sock'),
      surface: options.profile.surface,
      allow: options.allow ?? [],
      recommended: options.recommended ?? true,
      mocks: options.httpMocks ?? {},
    });
    const firewall = await firewallStart;
    throwIfInterrupted();
    sandboxStart = startSandbox(options.kind, {
      repo: path.resolve(options.repo),
      profile: options.profile,
      prompt: options.prompt,
      env: options.env ?? {},
      files: options.files ?? {},
      commandMocks: options.commandMocks ?? {},
      egressSocket: firewall.socketPath,
      caCertPem: firewall.caCertPem,
      ...(options.agentShell ? { agentShell: options.agentShell } : {}),
      ...(options.binds ? { binds: options.binds } : {}),
      ...(options.loopbackAddresses ? { loopbackAddresses: options.loopbackAddresses } : {}),
    });
    const sandbox = await sandboxStart;
    throwIfInterrupted();
    return await task({ sandbox, firewall });
  } finally {
    forget();
    await cleanup();
  }
}
