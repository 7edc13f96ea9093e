/**
 * The `--sandbox` choice and what hooksim says of a process run: no import beyond these texts, so a command that
 * only validates or lints does not load the sandbox's drivers with the CLI's handlers.
 */

/** The `--sandbox` choice. */
export type SandboxKind = 'auto' | 'namespace' | 'process';

/** The driver a run uses, decided before any hook runs (chooseSandbox in index.ts). */
export interface SandboxChoice {
  kind: 'namespace' | 'process';
  /** Set when `auto` chose the process driver: why no namespace sandbox starts here. */
  fallbackReason?: string;
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
