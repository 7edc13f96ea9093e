/**
 * The CLI's bundle (`dist/cli/cli.cjs`, run by cli-loader.ts with V8's code cache): hands argv to the CLI and
 * sets the exit status. Only the early work runs before the rest of the CLI is initialised: as root, `fire`
 * and `run` begin the root-only scan and git's listings (cli-prefetch.ts) before the CLI's modules evaluate.
 */
import './cli-prefetch.js';

void Promise.all([import('./cli-main.js'), import('./interrupt.js')]).then(
  async ([{ main, processIo }, { installInterruptHandlers }]) => {
    installInterruptHandlers();
    process.exitCode = await main(process.argv.slice(2), processIo);
  },
);
