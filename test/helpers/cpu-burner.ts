/** Saturate the machine's cores for a test that must hold under load. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { availableParallelism } from 'node:os';

/**
 * Start `perCore` × the cores' busy loops (`sh` spinning, no I/O) and resolve with a function that stops them.
 * Each loop runs under coreutils `timeout -s KILL <limitSec>`, so it dies on its own even when the test process
 * is killed before it can call stop. Each is its own session: with the kernel's autogroup scheduling a session
 * shares one CPU weight, so loops in the test's session would only compete with the test itself, not with the
 * sandbox (bwrap starts a new session).
 */
export function burnCpus(limitSec: number, perCore = 2): () => Promise<void> {
  const burners: ChildProcess[] = [];
  for (let i = 0; i < availableParallelism() * perCore; i += 1) {
    burners.push(
      spawn('timeout', ['-s', 'KILL', String(limitSec), 'sh', '-c', 'while :; do :; done'], {
        stdio: 'ignore',
        detached: true,
      }),
    );
  }
  return async () => {
    await Promise.all(
      burners.map(async (burner) => {
        if (burner.exitCode !== null || burner.signalCode !== null) return;
        const exited = once(burner, 'exit');
        // timeout passes SIGTERM on to its loop, then exits with it.
        burner.kill('SIGTERM');
        await exited;
      }),
    );
  };
}
