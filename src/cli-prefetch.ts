/**
 * Work the `hooksim` command begins before it compiles the CLI (cli-loader.ts imports this module first, and
 * the CLI takes the work over through process-shared.ts), so that it runs on the other CPU while Node reads,
 * compiles and evaluates the CLI:
 *
 * - `fire` and `run` decide what `/workspace` shows from git's listings of the checkout; the same `git
 *   ls-files` commands begin here (host-git.ts, beginCheckoutListings) and the decision takes them over,
 *   and so does `git config --list` of the checkout's config where a namespace sandbox will start (its
 *   workspace's mask layer shows that config without credentials).
 * - As root, `fire`, `run`, `init` and `import --update` start a namespace sandbox whose system overlays must
 *   keep every root-only host file from the sandbox's root. Where the system takes guards (systemTakesGuards:
 *   Linux 5.11, system directories not on an overlay), the native setup step reads them through guards and
 *   nothing is scanned; elsewhere every root-only file is found by a scan of the system directories
 *   (findMaskedPaths), begun here and taken over by the sandbox (prepareMasks). `--help` or `--sandbox
 *   process` begins no scan, and an unused scan does not keep the process alive. (Where the native programs
 *   are missing, guards are not used either, and the scan runs when the sandbox starts.)
 *
 * Each is the same work, made fresh by this process, only earlier.
 */
import path from 'node:path';
import { beginCheckoutListings } from './sandbox/host-git.js';
import { beginMaskScan, readSystemLayoutSync, systemTakesGuards } from './sandbox/system-layers.js';

/**
 * Whether `argv` (without node and the script) may start a namespace sandbox: `fire`, `run`, `init` (which
 * replays what it recorded) and `import --update`.
 */
export function mayStartNamespaceSandbox(argv: readonly string[]): boolean {
  const [command, ...rest] = argv;
  const replays =
    command === 'fire' ||
    command === 'run' ||
    command === 'init' ||
    (command === 'import' && (rest.includes('--update') || rest.includes('-u')));
  if (!replays) return false;
  if (rest.includes('--help') || rest.includes('-h')) return false;
  const at = rest.indexOf('--sandbox');
  const sandbox = at >= 0 ? rest[at + 1] : rest.find((arg) => arg.startsWith('--sandbox='))?.slice(10);
  return sandbox !== 'process';
}

/** The checkout `fire` or `run` will list (`--repo`, else the working directory); undefined for other commands. */
export function checkoutToList(argv: readonly string[]): string | undefined {
  const [command, ...rest] = argv;
  if ((command !== 'fire' && command !== 'run') || rest.includes('--help') || rest.includes('-h'))
    return undefined;
  let repo = '.';
  rest.forEach((arg, at) => {
    if (arg === '--repo' && rest[at + 1] !== undefined) repo = rest[at + 1] ?? repo;
    else if (arg.startsWith('--repo=')) repo = arg.slice('--repo='.length);
  });
  return path.resolve(repo);
}

/**
 * Begin what `fire` and `run` will wait for first: git's listings of the checkout (host-git.ts: git walks
 * the work tree on the other CPU while Node loads the rest of the CLI; listRepository takes them over), and,
 * as root on Linux where the system takes no guards, the root-only scan.
 */
export function prefetchForCli(argv: readonly string[]): void {
  const checkout = checkoutToList(argv);
  if (checkout !== undefined)
    void beginCheckoutListings(checkout, { config: mayStartNamespaceSandbox(argv) });
  if (process.platform !== 'linux' || process.getuid?.() !== 0 || !mayStartNamespaceSandbox(argv)) return;
  try {
    const roots = readSystemLayoutSync().overlays;
    if (!systemTakesGuards(roots)) beginMaskScan(roots);
  } catch {
    // the sandbox start scans (and reports) as before
  }
}

prefetchForCli(process.argv.slice(2));
