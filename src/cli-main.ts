/**
 * The CLI: parse argv once with the commander program made from the command table (`src/cli/`), call the
 * command's handler, print. Only this layer sets the exit status; it never throws and never exits the process.
 */
import { readFileSync } from 'node:fs';
import { CommanderError } from 'commander';
import { UsageError } from './commands/errors.js';
import { EngineInstallError, EngineNotInstalledError } from './engines/copilot-install.js';
import { UnknownProfileError } from './profiles.js';
import { terminalText } from './report/escape.js';
import { leafCommands } from './cli/commands.js';
import { HANDLERS } from './cli/handlers.js';
import type { CliIo } from './cli/io.js';
import { buildProgram, commandPathOf } from './cli/program.js';

export type { CliIo } from './cli/io.js';

/** Commander's own message for a usage error, as a sentence: `Unknown option '--x'` (it writes `error: unknown…`). */
function commanderMessage(error: CommanderError, commandPath: readonly string[]): string {
  if (error.code === 'commander.missingArgument') {
    const leaf = leafCommands().find((c) => c.path.join(' ') === commandPath.join(' '));
    const name = /'([^']+)'/.exec(error.message)?.[1] ?? 'an argument';
    const example = leaf?.spec.examples[0]?.command;
    return `${commandPath.join(' ')} needs ${name}${example ? `, e.g. ${example}` : ''}.`;
  }
  const text = error.message.replace(/^error: /, '');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** Run the CLI with argv (without `node` and the script) and return the exit status; never throws. */
export async function main(argv: string[], io: CliIo): Promise<number> {
  let status = 0;
  try {
    const program = buildProgram(io, HANDLERS, (code) => (status = code));
    await program.parseAsync(argv, { from: 'user' });
    return status;
  } catch (error) {
    const commandPath = commandPathOf(argv);
    const usage = `Run 'hooksim ${[...commandPath, ''].join(' ')}--help' for usage.`;
    if (error instanceof CommanderError) {
      // --help, --version and `help` end here with 0; help shown because no command was named is bad usage.
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return 0;
      if (error.code === 'commander.help') return error.exitCode === 0 ? 0 : 2;
      io.stderr(`hooksim: ${terminalText(commanderMessage(error, commandPath), '  ')}\n${usage}`);
      return 2;
    }
    // The engine's session module is loaded only when an error may be one of its own.
    const { EngineSessionError } = await import('./engines/copilot-session.js');
    if (
      error instanceof EngineNotInstalledError ||
      error instanceof EngineInstallError ||
      error instanceof EngineSessionError
    ) {
      io.stderr(`hooksim: ${terminalText(error.message, '  ')}`);
      return 2;
    }
    // Messages quote arguments and file contents: shown inert, continuation lines indented.
    if (error instanceof UsageError || error instanceof UnknownProfileError) {
      io.stderr(`hooksim: ${terminalText(error.message, '  ')}\n${usage}`);
      return 2;
    }
    // The sandbox cannot start on this machine (a program missing, namespaces refused, a TMPDIR overlay mounts
    // cannot use): said as it is, not as hooksim's own fault; the message names the fix. Known by its code, so
    // no sandbox module loads for it.
    const code = (error as { code?: unknown }).code;
    if (code === 'sandbox-unavailable' || code === 'sandbox-start-failed' || code === 'temp-dir-unusable') {
      io.stderr(`hooksim: ${terminalText((error as Error).message, '  ')}`);
      return 2;
    }
    io.stderr(`hooksim: internal error: ${terminalText((error as Error).message ?? String(error), '  ')}`);
    return 2;
  }
}

/** The process's own I/O. */
export const processIo: CliIo = {
  stdout: (text) => process.stdout.write(`${text}\n`),
  stderr: (text) => process.stderr.write(`${text}\n`),
  readStdin: () => readFileSync(0, 'utf8'),
};
