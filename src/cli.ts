/** CLI entry (`hooksim`): hands argv to the CLI and exits with its status. */
// First, before the rest of the CLI is loaded: as root, `fire` and `run` begin the root-only scan here.
import './cli-prefetch.js';
import { main, processIo } from './cli-main.js';
import { installInterruptHandlers } from './interrupt.js';

installInterruptHandlers();
const status = await main(process.argv.slice(2), processIo);
process.exitCode = status;
