/** A firewall and a sandbox behind it, started together and always torn down together. */
import { mkdtempSync } from 'node:fs';
import { socketTempBase } from '../socket-path.js';
import path from 'node:path';
import { guardCleanup, throwIfInterrupted } from '../interrupt.js';
import { Firewall } from '../firewall/firewall.js';
import type { HttpMockSpec } from '../firewall/firewall.js';
import type { Profile } from '../profiles.js';
import type { AgentShellValues } from '../sandbox/environment.js';
import { startSandbox } from '../sandbox/index.js';
import { removeOwnTree } from '../sandbox/cleanup.js';
import type { SandboxChoice } from '../sandbox/choice.js';
import type { CommandMock, Sandbox, SandboxBind } from '../sandbox/types.js';

/** What the sandbox and its firewall are built from. */
export interface SandboxedOptions {
  repo: string;
  profile: Profile;
  /** The driver chooseSandbox decided on (never `auto`: the caller warns before any hook runs). */
  kind: SandboxChoice['kind'];
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

/** A firewall and a sandbox on their way up (startSandboxedSession), for one task, then torn down. */
export interface SessionStart {
  /** Resolves once both are up; rejects as the start failed. */
  ready: Promise<SandboxedSession>;
  /** Stop both (once, whatever state they are in); an interruption runs it too. */
  teardown: () => Promise<void>;
}

/**
 * Begin starting a firewall and a sandbox now, so that a run can start the next scenario's session while
 * the current one's hooks run. Pass the result to withSandboxedSession, or call `teardown` if unused.
 */
export function startSandboxedSession(options: SandboxedOptions): SessionStart {
  // Everything this session creates is reachable from the cleanup before the first await creates it, so an
  // interruption at any point removes it all (the cleanup waits for starts still under way).
  const making = (async () =>
    mkdtempSync(path.join(socketTempBase('hooksim-fw-', 'egress.sock'), 'hooksim-fw-')))();
  let firewallStart: Promise<Firewall> | undefined;
  let sandboxStart: Promise<Sandbox> | undefined;
  const teardown = guardCleanup(async () => {
    const [runDir, firewall, sandbox] = await Promise.all([
      making.catch(() => undefined),
      firewallStart?.catch(() => undefined),
      sandboxStart?.catch(() => undefined),
    ]);
    // The run directory holds only the firewall's socket: it goes at once, not after a slow stop.
    await Promise.all([
      sandbox?.stop().catch(() => undefined),
      firewall?.close().catch(() => undefined),
      runDir === undefined ? undefined : removeOwnTree(runDir),
    ]);
  });
  const ready = (async (): Promise<SandboxedSession> => {
    throwIfInterrupted();
    const runDir = await making;
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
    return { sandbox, firewall };
  })();
  // A start nobody awaits yet must not count as an unhandled rejection; its user sees the error.
  ready.catch(() => undefined);
  return { ready, teardown };
}

/** How withSandboxedSession gets its session and hands back its teardown. */
export interface SessionUse {
  /** A session already on its way up (startSandboxedSession with the same options). */
  started?: SessionStart;
  /**
   * Take the teardown instead of waiting for it: the caller awaits it later (off the critical path), and
   * an interruption still runs it.
   */
  deferTeardown?: (teardown: Promise<void>) => void;
}

/** Start a firewall and a sandbox (or take `use.started`), run `task`, then stop both whatever happened. */
export async function withSandboxedSession<T>(
  options: SandboxedOptions,
  task: (session: SandboxedSession) => Promise<T>,
  use: SessionUse = {},
): Promise<T> {
  const start = use.started ?? startSandboxedSession(options);
  try {
    return await task(await start.ready);
  } finally {
    if (use.deferTeardown) use.deferTeardown(start.teardown());
    else await start.teardown();
  }
}
