/** Run the CLI in this process, as a user's command line would: the exit status and what it printed. */
import { main, type CliIo } from '../../src/cli-main.js';

/** `hooksim <argv>` in-process; stdout and stderr joined by newlines, stdin as given, env the process's unless given. */
export async function runCli(
  argv: string[],
  stdin = '',
  env?: Record<string, string | undefined>,
): Promise<{ status: number; stdout: string; stderr: string }> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const io: CliIo = {
    stdout: (t) => stdout.push(t),
    stderr: (t) => stderr.push(t),
    readStdin: () => stdin,
    ...(env === undefined ? {} : { env }),
  };
  const status = await main(argv, io);
  return { status, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}
