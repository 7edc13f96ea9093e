/**
 * Work the CLI begins before it loads the rest of itself (cli.ts imports only this module statically): as
 * root, `fire`, `run`, `init` and `import --update` start a namespace sandbox whose system overlays must keep
 * every root-only host file from the sandbox's root. Where the system takes guards (systemTakesGuards: Linux
 * 5.11, system directories not on an overlay), the native setup step reads them through guards and nothing is
 * scanned; elsewhere every root-only file is found by a scan of the system directories (findMaskedPaths),
 * the longest step of a `fire`. Begun here, it runs on the other CPU while Node compiles and evaluates the
 * rest of the CLI. It is the same scan, made fresh by this process, only earlier; the sandbox takes it over
 * (prepareMasks). Any other command, `--help`, or `--sandbox process` begins nothing, and an unused scan does
 * not keep the process alive. (Where the native programs are missing, guards are not used either, and the
 * scan runs when the sandbox starts.)
 */
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

/** Begin the root-only scan when this process is root, on Linux, about to start a namespace sandbox without guards. */
export function prefetchForCli(argv: readonly string[]): void {
  if (process.platform !== 'linux' || process.getuid?.() !== 0 || !mayStartNamespaceSandbox(argv)) return;
  try {
    const roots = readSystemLayoutSync().overlays;
    if (!systemTakesGuards(roots)) beginMaskScan(roots);
  } catch {
    // the sandbox start scans (and reports) as before
  }
}

prefetchForCli(process.argv.slice(2));
