/**
 * The namespace sandbox's native programs: its agent (sandbox/agent.c), used instead of starting Node in every
 * sandbox, and its setup step (sandbox/launch.c), one process instead of `unshare` and a script that starts seven
 * more (`sandbox/README.md` has the measurements). Built once per version of their source with the machine's C
 * compiler into hooksim's cache directory. Where no compiler is found, or the build fails, each sandbox starts
 * sandbox/agent.cjs, which speaks the same protocol, through the setup script.
 */
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hooksimCacheDir, ownedAlone } from '../cache-dir.js';
import { runHostCommand } from '../host-command.js';
import { SANDBOX_PATH } from './environment.js';
import { findOnPath, isExecutable } from '../setup/machine.js';

/** The compilers tried, in order, on the sandbox's fixed PATH. */
const COMPILERS = ['cc', 'gcc', 'clang'];
/** Flags of the build; part of the cache key. */
const CFLAGS = ['-O2', '-std=gnu11'];

/** The programs, by the name of their source in sandbox/ (without `.c`). */
const PROGRAMS = ['agent', 'launch'] as const;

/** The built programs' files. */
export interface NativePrograms {
  agent: string;
  launcher: string;
}

/** Where the native programs are (or will be, built with `compiler`), or why there are none. */
export type NativeProgramsState =
  | ({ state: 'built' } & NativePrograms)
  | ({ state: 'unbuilt'; compiler: string } & NativePrograms)
  | { state: 'no-compiler' }
  | { state: 'failed'; reason: string };

/**
 * The built programs' files in the cache: named by a hash of their sources, flags and the machine's architecture.
 * Read synchronously (74 KB), as the checks after it: every sandbox start waits for the answer, and awaited
 * reads on a busy main thread took 11 ms to give it (`fire`, README "Issue 15").
 */
function builtPaths(agentDir: string, cacheDir: string): NativePrograms {
  const hash = createHash('sha256');
  for (const name of PROGRAMS) hash.update(readFileSync(path.join(agentDir, `${name}.c`))).update('\0');
  const key = hash
    .update(`${CFLAGS.join(' ')}\0${process.arch}`)
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(cacheDir, 'native');
  return { agent: path.join(dir, `agent-${key}`), launcher: path.join(dir, `launch-${key}`) };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Whether `file` (a program, or their directory) is a file or directory ownedAlone: hooksim runs them. */
function runnableFrom(file: string): boolean {
  const stat = lstatSync(file, { throwIfNoEntry: false });
  return stat !== undefined && (stat.isFile() || stat.isDirectory()) && ownedAlone(stat);
}

async function findCompiler(): Promise<string | undefined> {
  for (const name of COMPILERS) {
    const found = await findOnPath(name);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** What there is of the native programs for `agentDir`'s sources, without building them. */
export async function nativeProgramsState(
  agentDir: string,
  cacheDir = hooksimCacheDir(),
): Promise<NativeProgramsState> {
  let paths: NativePrograms;
  try {
    paths = builtPaths(agentDir, cacheDir);
  } catch (error) {
    return { state: 'failed', reason: `the sources are not readable: ${describe(error)}` };
  }
  const dir = path.dirname(paths.agent);
  if (existsSync(dir) && !runnableFrom(dir))
    return { state: 'failed', reason: `${dir} is not this user's own, or others may write in it` };
  if (runnableBuilt(paths)) return { state: 'built', ...paths };
  const failure = await readFile(`${paths.agent}.failed`, 'utf8').catch(() => undefined);
  if (failure !== undefined)
    return {
      state: 'failed',
      reason: `an earlier build failed (remove ${paths.agent}.failed to try again): ${failure}`,
    };
  const compiler = await findCompiler();
  return compiler === undefined ? { state: 'no-compiler' } : { state: 'unbuilt', compiler, ...paths };
}

/**
 * Build the native programs unless they are built; the state after. A failed build is remembered (`<agent>.failed`,
 * with the compiler's message) and not tried again for the same sources; a missing compiler is looked for each time.
 */
export async function buildNativePrograms(
  agentDir: string,
  cacheDir = hooksimCacheDir(),
): Promise<NativeProgramsState> {
  const found = await nativeProgramsState(agentDir, cacheDir);
  if (found.state !== 'unbuilt') return found;
  const { compiler, agent, launcher } = found;
  try {
    await mkdir(path.dirname(agent), { recursive: true, mode: 0o700 });
  } catch (error) {
    return { state: 'failed', reason: `the cache directory cannot be made: ${describe(error)}` };
  }
  const targets: Record<(typeof PROGRAMS)[number], string> = { agent, launch: launcher };
  try {
    for (const name of PROGRAMS) {
      // Built beside its place and renamed there: a concurrent hooksim sees no file or a whole one.
      const partial = `${targets[name]}.${process.pid}.partial`;
      try {
        await runHostCommand(compiler, [...CFLAGS, '-o', partial, path.join(agentDir, `${name}.c`)], {
          cwd: agentDir,
          env: { PATH: SANDBOX_PATH, LANG: 'C' },
        });
        await chmod(partial, 0o755); // whatever the umask: a program others may write is not run
        await rename(partial, targets[name]);
      } finally {
        await rm(partial, { force: true });
      }
    }
    return { state: 'built', agent, launcher };
  } catch (error) {
    const reason = `${path.basename(compiler)} failed: ${describe(error)}`;
    await writeFile(`${agent}.failed`, reason).catch(() => undefined);
    return { state: 'failed', reason };
  }
}

/** Whether both programs are there to run: a program others may have written is built again (over it), never run. */
function runnableBuilt(paths: NativePrograms): boolean {
  const runnable = (file: string): boolean => isExecutable(file) && runnableFrom(file);
  return runnable(paths.agent) && runnable(paths.launcher) && runnableFrom(path.dirname(paths.agent));
}

const built = new Map<string, Promise<NativePrograms | undefined>>();

/**
 * The native programs of `agentDir` where they are built and may be run, found synchronously (and kept as
 * nativePrograms' answer); else undefined, and nativePrograms builds them.
 */
export function builtNativePrograms(agentDir: string): NativePrograms | undefined {
  let paths: NativePrograms;
  try {
    paths = builtPaths(agentDir, hooksimCacheDir());
  } catch {
    return undefined;
  }
  if (!runnableBuilt(paths)) return undefined;
  if (!built.has(agentDir)) built.set(agentDir, Promise.resolve(paths));
  return paths;
}

/** The native programs for this process's sandboxes, built on first use; undefined: agent.cjs and the script. */
export function nativePrograms(agentDir: string): Promise<NativePrograms | undefined> {
  let found = built.get(agentDir);
  if (found === undefined) {
    found = buildNativePrograms(agentDir).then(
      (state) => (state.state === 'built' ? { agent: state.agent, launcher: state.launcher } : undefined),
      () => undefined,
    );
    built.set(agentDir, found);
  }
  return found;
}
