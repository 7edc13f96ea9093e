/**
 * WebAssembly compiled with V8's baseline compiler only. Node 20's V8 also compiles every function of a wasm
 * module with its optimising compiler, in the background: for the 1.3 MB bash grammar of the linter that costs
 * about 0.5 s of CPU before the first parse, more than parsing hundreds of hook scripts with the baseline
 * compiler. The flag applies to wasm compiled from then on. The CLI's command sets it before it compiles the
 * CLI (cli-loader.ts): V8 checks a code cache against the flags it was made with, and a cache written after
 * the linter set it would be refused by every later run.
 */
import { setFlagsFromString } from 'node:v8';

export function useBaselineWasmCompiler(): void {
  setFlagsFromString('--liftoff-only');
}
