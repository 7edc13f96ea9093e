/**
 * On a Linux runner that lacks what the namespace sandbox needs (bubblewrap on a self-hosted runner, say),
 * install it the way `hooksim setup` does, from the same table, with `sudo -n` when not root; when that is
 * not possible, say so: the Action then fails before any hook runs (sandbox-policy.ts), unless the workflow
 * chose `sandbox: process`.
 */
import { fixLine, setupMachine } from '../commands/setup.js';
import { showCommand } from '../setup/install.js';
import { missingSandboxPrograms } from '../setup/machine.js';

/** Make sure the sandbox's programs exist when the sandbox may use namespaces; a note for the summary, if any. */
export async function ensureSandboxTools(
  sandbox: 'auto' | 'namespace' | 'process',
): Promise<string | undefined> {
  if (sandbox === 'process' || process.platform !== 'linux') return undefined;
  const missing = await missingSandboxPrograms();
  if (missing.length === 0) return undefined;
  const names = missing.map((r) => r.command).join(', ');
  const outcome = await setupMachine({ sudo: 'non-interactive' });
  if (outcome.error !== undefined || outcome.after === undefined) {
    return `${names} missing and could not be installed (${outcome.error ?? fixLine(outcome.before)}); the namespace sandbox cannot start without ${missing.length === 1 ? 'it' : 'them'}.`;
  }
  return `Installed what the namespace sandbox needs (${names}) with \`${outcome.ran.map(showCommand).join(' && ')}\`, as \`hooksim setup\` does.`;
}
