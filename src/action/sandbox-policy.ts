/**
 * Which sandbox the Action runs hooks in. Pull requests, possibly from forks, bring the hooks, and the runner
 * holds the job's tokens, so the Action never falls back to the process driver on its own: `auto` (the
 * default) and `namespace` need a namespace sandbox that starts, else the step fails before any hook runs.
 * `sandbox: process` is an explicit opt-in for trusted repositories, and the run says plainly what it cost.
 */
import { chooseSandbox } from '../sandbox/index.js';
import type { SandboxChoice, SandboxKind } from '../sandbox/choice.js';

/** The decision: the driver to run with (and a warning to publish), or why the step fails. */
export type ActionSandbox =
  { ok: true; kind: 'namespace' | 'process'; warning?: string } | { ok: false; error: string };

/** What hooks reach under the process driver, in one sentence (the summary, the annotation, the error). */
export const PROCESS_RISK =
  "hooks run unisolated, as the runner's user, with access to the runner's environment (the `github-token` input, `ACTIONS_RUNTIME_TOKEN`), its files and its network";

/** The annotation and summary note of a `sandbox: process` run. */
export const PROCESS_WARNING =
  "`sandbox: process`: hooks ran unisolated, as the runner's user, with access to the runner's environment (the `github-token` input, `ACTIONS_RUNTIME_TOKEN`), its files and its network. Use it only for repositories whose hooks you trust.";

/** The step's error when no namespace sandbox starts: what failed, and the opt-in with its risk. */
export function noNamespaceError(asked: SandboxKind, reason: string, setupNote?: string): string {
  return [
    `hooksim: no namespace sandbox can start on this runner, so no hook ran (sandbox: ${asked}).`,
    `Why: ${reason.trim()}`,
    ...(setupNote === undefined ? [] : [setupNote]),
    'The Action runs hooks from pull requests, possibly from forks, and never falls back to the process driver on its own.',
    'Run it on a Linux runner with bubblewrap and user namespaces (or passwordless sudo), such as ubuntu-latest,',
    `or set \`sandbox: process\`, the explicit opt-in for trusted repositories only: with it, ${PROCESS_RISK}.`,
  ].join('\n');
}

/**
 * Decide the driver for `sandbox: <asked>`. `choose` resolves `auto` on this machine (injectable for tests);
 * `setupNote` is what installing bubblewrap said, repeated in the error.
 */
export async function decideActionSandbox(
  asked: SandboxKind,
  setupNote?: string,
  choose: (kind: SandboxKind) => Promise<SandboxChoice> = chooseSandbox,
): Promise<ActionSandbox> {
  if (asked === 'process') return { ok: true, kind: 'process', warning: PROCESS_WARNING };
  const choice = await choose('auto');
  if (choice.kind === 'namespace') return { ok: true, kind: 'namespace' };
  return {
    ok: false,
    error: noNamespaceError(asked, choice.fallbackReason ?? 'unknown reason', setupNote),
  };
}
