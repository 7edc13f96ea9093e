/**
 * WebAssembly compiled with V8's baseline compiler only. Node 20's V8 also compiles every function of a wasm
 * module with its optimising compiler, in the background: for the 1.3 MB bash grammar of the linter that costs
 * about 0.5 s of CPU before the first parse, more than parsing hundreds of hook scripts with the baseline
 * compiler. The flag applies to wasm compiled from then on.
 *
 * Only the linter compiles WebAssembly, and a flag set at run time has a price: V8 checks every code cache
 * against its flags, Node's own caches of its built-in modules included, so each built-in module loaded after
 * the change is compiled from source (`fire` on a small checkout: 114.8 ms with the flag, 106.0 without,
 * medians of 25 alternated runs; README, "Issue 15"). The CLI's command sets it for `lint` alone, before it
 * compiles the CLI (cli-loader.ts): a CLI cache written after the linter set it would be refused by every
 * later run. `node:v8` itself is loaded only then.
 */
import { createRequire } from 'node:module';
import type * as V8 from 'node:v8';

export function useBaselineWasmCompiler(): void {
  const { setFlagsFromString } = createRequire(import.meta.url)('node:v8') as typeof V8;
  setFlagsFromString('--liftoff-only');
}
