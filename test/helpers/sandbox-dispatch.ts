/** Fire real hook files through the dispatcher with a running sandbox as the host, as `fire` and `run` do. */
import { randomUUID } from 'node:crypto';
import { loadHookConfig } from '../../src/config/load.js';
import { dispatchEvent } from '../../src/dispatch.js';
import type { EventName } from '../../src/events/catalogue.js';
import type { Firewall } from '../../src/firewall/firewall.js';
import type { EventInput, EventRecord } from '../../src/model.js';
import { PROFILES, type Profile } from '../../src/profiles.js';
import { systemClock, type Sandbox } from '../../src/sandbox/types.js';
import { hookFile, makeTempRepo } from './temp-repo.js';

/** How one dispatch is made. */
export interface SandboxFireOptions {
  /** Default `preToolUse` with a `bash` tool call. */
  event?: EventName;
  input?: EventInput;
  profile?: Profile;
  /** Its gate checks HTTP hooks and the egress of each hook is attributed to it. */
  firewall?: Firewall;
  /** The hook file's name under `.github/hooks/` (default `hooks.json`). */
  fileName?: string;
}

/**
 * Write `hooks` (event key → entries) as one hook file of a fresh repository on the host, load it, and dispatch
 * `event` with `sandbox` running the hooks. The sandbox's workspace is whatever it was started with: the
 * entries' commands are inline bash.
 */
export async function fireInSandbox(
  sandbox: Sandbox,
  hooks: Record<string, unknown[]>,
  options: SandboxFireOptions = {},
): Promise<EventRecord> {
  const profile = options.profile ?? PROFILES.cloud;
  const fileName = options.fileName ?? 'hooks.json';
  const repo = await makeTempRepo({ [`.github/hooks/${fileName}`]: hookFile(hooks) });
  try {
    const agentEnv = { ...sandbox.baseEnv };
    const config = await loadHookConfig(repo.dir, profile, { agentEnv });
    const firewall = options.firewall;
    return await dispatchEvent(
      options.event ?? 'preToolUse',
      options.input ?? { toolName: 'bash', toolArgs: { command: 'ls' } },
      {
        profile,
        config,
        host: sandbox,
        clock: systemClock,
        sessionId: randomUUID(),
        agentEnv,
        ...(firewall === undefined
          ? {}
          : { httpGate: firewall.gate, attribute: (a) => firewall.attribute(a) }),
      },
    );
  } finally {
    await repo.cleanup();
  }
}
