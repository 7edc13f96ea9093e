/**
 * The CLI's bundle (`dist/cli/cli.cjs`, run by cli-loader.ts with V8's code cache): hands argv to the CLI and
 * sets the exit status. The early work (cli-prefetch.ts) is the command's, begun before this is compiled.
 */

void Promise.all([import('./cli-main.js'), import('./interrupt.js')]).then(
  async ([{ main, processIo }, { installInterruptHandlers }]) => {
    installInterruptHandlers();
    process.exitCode = await main(process.argv.slice(2), processIo);
  },
);
