/**
 * State that the CLI's two bundles share in one process. The `hooksim` command (dist/cli/index.js,
 * cli-loader.ts) begins git's listings and the root-only scan (cli-prefetch.ts) before it compiles the CLI's
 * bundle, and the CLI takes them over; each bundle has its own copy of the modules involved, so what both
 * must see is kept on `globalThis` under a registered symbol. Elsewhere (the Action, the tests) there is one
 * copy, and this is a module variable by another name.
 */
export function processShared<T>(name: string, create: () => T): T {
  const key = Symbol.for(`hooksim:${name}`);
  const scope = globalThis as Record<symbol, unknown>;
  if (!(key in scope)) scope[key] = create();
  return scope[key] as T;
}
