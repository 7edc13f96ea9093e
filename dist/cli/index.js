#!/usr/bin/env node

// src/cli-loader.ts
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path2 from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";

// src/cache-dir.ts
import { homedir } from "node:os";
import path from "node:path";
function hooksimCacheDir(env = process.env) {
  return path.join(env.XDG_CACHE_HOME || path.join(homedir(), ".cache"), "hooksim");
}

// src/wasm-compiler.ts
import { setFlagsFromString } from "node:v8";
function useBaselineWasmCompiler() {
  setFlagsFromString("--liftoff-only");
}

// src/cli-loader.ts
var OWN_CACHE = /* @__PURE__ */ new Set(["fire", "run", "validate", "lint", "init", "import", "report"]);
var STALE_MS = 7 * 24 * 3600 * 1e3;
function codeCacheFile(cacheDir, bundleHash, command) {
  const group = command !== void 0 && OWN_CACHE.has(command) ? command : "other";
  return path2.join(
    cacheDir,
    "code-cache",
    `cli-${bundleHash}-${process.version}-${process.arch}-${group}.bin`
  );
}
function readCache(file) {
  try {
    return readFileSync(file);
  } catch {
    return void 0;
  }
}
function writeCache(script, file, bundleHash) {
  try {
    const dir = path2.dirname(file);
    mkdirSync(dir, { recursive: true, mode: 448 });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, script.createCachedData(), { mode: 384 });
    renameSync(temporary, file);
    const now = Date.now();
    for (const name of readdirSync(dir)) {
      if (name.startsWith(`cli-${bundleHash}-`)) continue;
      const other = path2.join(dir, name);
      if (now - statSync(other).mtimeMs > STALE_MS) rmSync(other, { force: true });
    }
  } catch {
  }
}
function runBundle() {
  useBaselineWasmCompiler();
  const bundle = fileURLToPath(new URL("./cli.cjs", import.meta.url));
  const source = readFileSync(bundle, "utf8");
  const cacheFile = codeCacheFile(hooksimCacheDir(), "02c40a3a71843f66", process.argv[2]);
  const cachedData = readCache(cacheFile);
  const script = new vm.Script(
    `(function (exports, require, module, __filename, __dirname) { ${source}
});`,
    {
      filename: bundle,
      cachedData
    }
  );
  const compiled = script.runInThisContext();
  const commonJsModule = { exports: {} };
  if (cachedData === void 0 || script.cachedDataRejected === true)
    process.once("exit", (status) => {
      if (status === 0 || status === 1) writeCache(script, cacheFile, "02c40a3a71843f66");
    });
  compiled.call(
    commonJsModule.exports,
    commonJsModule.exports,
    createRequire(bundle),
    commonJsModule,
    bundle,
    path2.dirname(bundle)
  );
}
runBundle();
export {
  codeCacheFile
};
