/**
 * On a Linux runner without bubblewrap, install it with `sudo -n apt-get` so the namespace sandbox can start;
 * when that is not possible, say so: the Action then fails before any hook runs (sandbox-policy.ts), unless
 * the workflow chose `sandbox: process`.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function has(command: string): Promise<boolean> {
  return run('sh', ['-c', `command -v ${command}`]).then(
    () => true,
    () => false,
  );
}

/** Make sure `bwrap` exists when the sandbox may use namespaces; returns a note for the summary, if any. */
export async function ensureBubblewrap(
  sandbox: 'auto' | 'namespace' | 'process',
): Promise<string | undefined> {
  if (sandbox === 'process' || process.platform !== 'linux' || (await has('bwrap'))) return undefined;
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    await run('sudo', ['-n', 'apt-get', 'update', '-qq'], { env, timeout: 180_000 });
    await run('sudo', ['-n', 'apt-get', 'install', '-y', '-qq', 'bubblewrap'], { env, timeout: 180_000 });
    return 'Installed bubblewrap with `sudo apt-get install bubblewrap` for the namespace sandbox.';
  } catch (error) {
    const why = (error as Error).message.split('\n')[0] ?? '';
    return `bubblewrap is missing and could not be installed (${why}); the namespace sandbox cannot start without it.`;
  }
}
