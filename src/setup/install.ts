/**
 * Installing missing requirements with the system's package manager: the commands (shown by `--dry-run` and
 * in every "not ready" message) and running them, through sudo when not root. apt-get is tested on Debian 12;
 * dnf, apk and pacman follow their documented non-interactive forms and are untested.
 */
import { HostCommandError, runHostCommand } from '../host-command.js';
import type { Privilege } from './machine.js';
import type { PackageManager, Requirement } from './requirements.js';

/** The distinct packages that bring `missing` on `manager`, in table order. */
export function packagesFor(manager: PackageManager, missing: readonly Requirement[]): string[] {
  return [...new Set(missing.map((r) => r.packages[manager]))];
}

/**
 * The commands that install `packages`: each an argv. `sudo` is `interactive` on a terminal (it may ask for a
 * password) and `-n` in the Action, where nobody can answer.
 */
export function installCommands(
  manager: PackageManager,
  packages: readonly string[],
  privilege: Privilege,
  sudo: 'interactive' | 'non-interactive' = 'interactive',
): string[][] {
  if (packages.length === 0) return [];
  const prefix = privilege === 'sudo' ? (sudo === 'interactive' ? ['sudo'] : ['sudo', '-n']) : [];
  const commands: Record<PackageManager, string[][]> = {
    'apt-get': [
      ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'update', '-qq'],
      ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', ...packages],
    ],
    dnf: [['dnf', 'install', '-y', ...packages]],
    apk: [['apk', 'add', '--no-cache', ...packages]],
    pacman: [['pacman', '-S', '--needed', '--noconfirm', ...packages]],
  };
  return commands[manager].map((argv) => [...prefix, ...argv]);
}

/** One command line as a user would type it (the `env DEBIAN_FRONTEND=…` wrapper left out). */
export function showCommand(argv: readonly string[]): string {
  const shown = argv.filter((arg, i) => !(arg === 'env' && argv[i + 1]?.startsWith('DEBIAN_FRONTEND=')));
  return shown.filter((arg) => !arg.startsWith('DEBIAN_FRONTEND=')).join(' ');
}

/** A package-manager command failed; the message names it, its exit status and the end of its stderr. */
export class InstallError extends Error {
  readonly code = 'setup-install-failed';
  constructor(command: string, reason: string) {
    super(`\`${command}\` failed: ${reason}`);
    this.name = 'InstallError';
  }
}

/** Run the commands in order, passing their output on; throws InstallError at the first failure. */
export async function runInstall(
  commands: readonly string[][],
  onOutput: (text: string) => void,
  timeoutMs = 900_000,
): Promise<void> {
  for (const argv of commands) {
    const [program = 'true', ...args] = argv;
    const shown = showCommand(argv);
    onOutput(`$ ${shown}\n`);
    // stdin stays the terminal's (sudo may ask for a password); the package manager gets hooksim's environment.
    await runHostCommand(program, args, { env: process.env, stdin: 'inherit', timeoutMs, onOutput }).catch(
      (error: unknown) => {
        throw error instanceof HostCommandError ? new InstallError(shown, error.reason) : error;
      },
    );
  }
}
