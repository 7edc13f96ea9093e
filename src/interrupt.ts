/**
 * Cleanup when the CLI is interrupted: Ctrl-C, SIGTERM from a CI runner cancelling the job, or a closed pipe
 * (`hooksim run | head`). Without it the process dies before its `finally` blocks run, leaving sandbox and
 * firewall directories in /tmp; with it, every registered cleanup runs (for a few seconds at most) and the
 * process exits quietly, without a stack trace.
 */
import { setTimeout as delay } from 'node:timers/promises';

const pending = new Set<() => Promise<void>>();

/** Give up on cleanups that hang: an interrupted user wants the prompt back. */
const CLEANUP_LIMIT_MS = 5000;

/** Run `cleanup` if the process is interrupted before the returned function is called to unregister it. */
export function cleanupOnInterrupt(cleanup: () => Promise<void>): () => void {
  pending.add(cleanup);
  return () => pending.delete(cleanup);
}

async function runCleanups(): Promise<void> {
  const all = Promise.allSettled([...pending].map((cleanup) => cleanup()));
  await Promise.race([all, delay(CLEANUP_LIMIT_MS, undefined, { ref: false })]);
}

/** Install the handlers for the CLI process: signals exit 128+N, a closed stdout exits with the status so far. */
export function installInterruptHandlers(): void {
  let exiting = false;
  const exitAfterCleanup = (status: number): void => {
    if (exiting) return;
    exiting = true;
    void runCleanups().finally(() => process.exit(status));
  };
  const signals: [NodeJS.Signals, number][] = [
    ['SIGINT', 2],
    ['SIGTERM', 15],
    ['SIGHUP', 1],
  ];
  for (const [signal, number] of signals) process.on(signal, () => exitAfterCleanup(128 + number));
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE')
        exitAfterCleanup(typeof process.exitCode === 'number' ? process.exitCode : 0);
      else exitAfterCleanup(2);
    });
  }
}
