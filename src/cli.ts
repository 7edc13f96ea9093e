/**
 * CLI entry (`hooksim`): hands argv to the CLI and exits with its status. Only the early work is loaded
 * statically: as root, `fire` and `run` begin the root-only scan (cli-prefetch.ts) before Node has even
 * compiled the rest of the CLI, which comes in as a chunk of its own, its compiled code cached between runs
 * where Node has a compile cache (compile-cache.ts).
 */
import './cli-prefetch.js';
import { enableCompileCache } from './compile-cache.js';

enableCompileCache();

const [{ main, processIo }, { installInterruptHandlers }] = await Promise.all([
  import('./cli-main.js'),
  import('./interrupt.js'),
]);
installInterruptHandlers();
const status = await main(process.argv.slice(2), processIo);
process.exitCode = status;
