/* global require, __filename */
// Injected by esbuild (scripts/build-cli.mjs) into every module of the CLI's bundles that reads import.meta.url:
// the URL of the output file, as an ES module bundle gives it. `require` and `__filename` are the CommonJS
// wrapper's (the loader's own, or the one src/cli-loader.ts calls the CLI's bundle with).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS wrapper's require: no import here
export const __hooksim_bundle_url = require('node:url').pathToFileURL(__filename).href;
