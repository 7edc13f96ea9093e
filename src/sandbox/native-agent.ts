/**
 * The namespace sandbox's native agent (sandbox/agent.c): built once per version of its source with the
 * machine's C compiler into hooksim's cache directory, and used instead of starting Node in every sandbox
 * (`sandbox/README.md` has the measurement). Where no compiler is found, or the build fails, each sandbox starts
 * sandbox/agent.cjs, which speaks the same protocol.
 */
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hooksimCacheDir } from '../cache-dir.js';
import { runHostCommand } from '../host-command.js';
import { SANDBOX_PATH } from './environment.js';
import { findOnPath } from '../setup/machine.js';

/** The compilers tried, in order, on the sandbox's fixed PATH. */
const COMPILERS = ['cc', 'gcc', 'clang'];
/** Flags of the build; part of the cache key. */
const CFLAGS = ['-O2', '-std=gnu11'];

/** Where the native agent is, or why there is none. */
export type NativeAgentState =
  | { state: 'built'; path: string }
  | { state: 'unbuilt'; path: string }
  | { state: 'no-compiler' }
  | { state: 'failed'; reason: string };

/** The built agent's file in the cache: named by a hash of its source, flags and the machine's architecture. */
async function builtPath(source: string, cacheDir: string): Promise<string> {
  const hash = createHash('sha256')
    .update(await readFile(source))
    .update(`\0${CFLAGS.join(' ')}\0${process.arch}`)
    .digest('hex')
    .slice(0, 16);
  return path.join(cacheDir, 'native-agent', `agent-${hash}`);
}

async function exists(file: string): Promise<boolean> {
  return access(file, constants.X_OK).then(
    () => true,
    () => false,
  );
}

async function findCompiler(): Promise<string | undefined> {
  for (const name of COMPILERS) {
    const found = await findOnPath(name);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** What there is of the native agent for `agentDir`'s source, without building it. */
export async function nativeAgentState(
  agentDir: string,
  cacheDir = hooksimCacheDir(),
): Promise<NativeAgentState> {
  const target = await builtPath(path.join(agentDir, 'agent.c'), cacheDir);
  if (await exists(target)) return { state: 'built', path: target };
  const failure = await readFile(`${target}.failed`, 'utf8').catch(() => undefined);
  if (failure !== undefined) return { state: 'failed', reason: failure };
  return (await findCompiler()) === undefined ? { state: 'no-compiler' } : { state: 'unbuilt', path: target };
}

/**
 * Build the native agent unless it is built; the state after. A failed build is remembered (`<file>.failed`, with
 * the compiler's message) and not tried again for the same source; a missing compiler is looked for each time.
 */
export async function buildNativeAgent(
  agentDir: string,
  cacheDir = hooksimCacheDir(),
): Promise<NativeAgentState> {
  const found = await nativeAgentState(agentDir, cacheDir);
  if (found.state !== 'unbuilt') return found;
  const compiler = await findCompiler();
  if (compiler === undefined) return { state: 'no-compiler' };
  await mkdir(path.dirname(found.path), { recursive: true, mode: 0o700 });
  // Built beside its place and renamed there: a concurrent hooksim sees no file or a whole one.
  const partial = `${found.path}.${process.pid}.partial`;
  try {
    await runHostCommand(compiler, [...CFLAGS, '-o', partial, path.join(agentDir, 'agent.c')], {
      cwd: agentDir,
      env: { PATH: SANDBOX_PATH, LANG: 'C' },
    });
    await rename(partial, found.path);
    return { state: 'built', path: found.path };
  } catch (error) {
    await rm(partial, { force: true });
    const reason = `${path.basename(compiler)} failed: ${error instanceof Error ? error.message : String(error)}`;
    await writeFile(`${found.path}.failed`, reason).catch(() => undefined);
    return { state: 'failed', reason };
  }
}

const built = new Map<string, Promise<string | undefined>>();

/** The native agent's path for this process's sandboxes, built on first use; undefined: use agent.cjs. */
export function nativeAgentPath(agentDir: string): Promise<string | undefined> {
  let found = built.get(agentDir);
  if (found === undefined) {
    found = buildNativeAgent(agentDir).then(
      (state) => (state.state === 'built' ? state.path : undefined),
      () => undefined,
    );
    built.set(agentDir, found);
  }
  return found;
}
