// Build the CLI (`npm run package`): src/cli.ts as one CommonJS bundle, dist/cli/cli.cjs, and the command that
// runs it with V8's code cache, dist/cli/index.js (src/cli-loader.ts), which carries the bundle's hash.
// esbuild, not ncc as for the Action: ncc splits the CLI into ES module chunks, and V8's code cache is reachable
// from Node 20 only for a script compiled through `vm` (README, "Issue 15"). The output is deterministic, so CI's
// `git diff dist/` check holds for it as for ncc's.
import { createHash } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const BUNDLE = 'dist/cli/cli.cjs';
const COMMAND = 'dist/cli/index.js';
// Both are CommonJS: an ES module entry costs every command about 5 ms more of Node's start (its ES module
// loader). import.meta.url of any bundled module is its output file's URL, as in an ES module bundle, from an
// injected module (a banner would come before "use strict" and leave the code in sloppy mode).
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  logLevel: 'warning',
  legalComments: 'none',
  define: { 'import.meta.url': '__hooksim_bundle_url' },
  inject: ['scripts/bundle-url.mjs'],
};

// The CLI's bundle is one function expression, CommonJS's wrapper written out, which src/cli-loader.ts compiles
// as it is (wrapping it there made a second copy of 3.4 MB of text on every start) and calls.
await build({
  ...common,
  entryPoints: ['src/cli.ts'],
  outfile: BUNDLE,
  // the ES builds of dependencies (jsonc-parser's UMD build requires files by computed paths)
  mainFields: ['module', 'main'],
  banner: { js: '(function (exports, require, module, __filename, __dirname) {' },
  footer: { js: '});' },
});
// Only ASCII, so the command reads it as one-byte text (src/cli-loader.ts): esbuild escapes strings and names,
// but leaves comments and regular expressions as written, and one non-ASCII character makes Node decode the
// whole bundle as UTF-8 into a two-byte string (9 to 11 ms here against 2 to 3). A \u escape means the same in
// both places.
writeFileSync(
  BUNDLE,
  readFileSync(BUNDLE, 'utf8').replace(
    /[^ -~\t\n\r]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  ),
);
const hash = createHash('sha256').update(readFileSync(BUNDLE)).digest('hex').slice(0, 16);
await build({
  ...common,
  entryPoints: ['src/cli-loader.ts'],
  outfile: COMMAND,
  define: { ...common.define, HOOKSIM_BUNDLE_HASH: JSON.stringify(hash) },
  banner: { js: '#!/usr/bin/env node' },
});
chmodSync(COMMAND, 0o755);
// dist/package.json (the Action's, from ncc) says ES modules; the CLI's directory says otherwise.
writeFileSync('dist/cli/package.json', `${JSON.stringify({ type: 'commonjs' })}\n`);
