/** CLI entry (`hooksim`): hands argv to the CLI and exits with its status. */
import { main, processIo } from './cli-main.js';
import { installInterruptHandlers } from './interrupt.js';

installInterruptHandlers();
const status = await main(process.argv.slice(2), processIo);
process.exitCode = status;
