/** A firewall and a sandbox behind it, started together and always torn down together. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cleanupOnInterrupt } from '../interrupt.js';
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
  const runDir = await mkdtemp(path.join(tmpdir(), 'hooksim-fw-'));
  let firewall: Firewall | undefined;
  let sandbox: Sandbox | undefined;
  const cleanup = async (): Promise<void> => {
    await sandbox?.stop().catch(() => undefined);
    await firewall?.close().catch(() => undefined);
    await rm(runDir, { recursive: true, force: true });
  };
  const forget = cleanupOnInterrupt(cleanup);
  try {
    firewall = await Firewall.start({
      socketPath: path.join(runDir, 'egress.sock'),
      surface: options.profile.surface,
      allow: options.allow ?? [],
      recommended: options.recommended ?? true,
      mocks: options.httpMocks ?? {},
    });
    sandbox = await startSandbox(options.kind, {
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
    return await task({ sandbox, firewall });
  } finally {
    forget();
    await cleanup();
  }
}
