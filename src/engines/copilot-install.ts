/**
 * Where the pinned Copilot CLI of the copilot-cli engine lives, and `hooksim engine install`: an npm install
 * of `@github/copilot@<pinned>` into a cache directory, never a dependency of hooksim itself.
 */
import { constants } from 'node:fs';
import { access, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { hooksimCacheDir } from '../cache-dir.js';
import { runHostCommand } from '../host-command.js';

/** The Copilot CLI version the engine drives; behaviour changes between versions, so it is pinned exactly. */
export const COPILOT_CLI_VERSION = '1.0.102';
/** The npm package of the CLI; it pulls the platform binary as an optional dependency. */
export const COPILOT_CLI_PACKAGE = '@github/copilot';

/** The engine is not installed where hooksim looks. */
export class EngineNotInstalledError extends Error {
  readonly code = 'engine-not-installed';
  constructor(dir: string, reason: string) {
    super(
      `The copilot-cli engine (Copilot CLI ${COPILOT_CLI_VERSION}) is not installed in ${dir}: ${reason}. Run \`hooksim engine install\` first.`,
    );
    this.name = 'EngineNotInstalledError';
  }
}

/** `npm install` of the engine failed. */
export class EngineInstallError extends Error {
  readonly code = 'engine-install-failed';
  constructor(reason: string) {
    super(`hooksim engine install failed: ${reason}`);
    this.name = 'EngineInstallError';
  }
}

/** An installed engine: the platform binary, its package directory, and the CLI's shared cache. */
export interface InstalledEngine {
  dir: string;
  /** The directory of `@github/copilot-<platform>-<arch>` (bound read-only into the sandbox). */
  packageDir: string;
  /** The executable's name inside packageDir. */
  binaryName: string;
  /** XDG_CACHE_HOME of every session (the CLI unpacks 235 MB there once; shared read-write). */
  cacheDir: string;
}

/** `$HOOKSIM_ENGINE_DIR`, else `${XDG_CACHE_HOME:-~/.cache}/hooksim/engines/copilot-<version>`. */
export function defaultEngineDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.HOOKSIM_ENGINE_DIR) return path.resolve(env.HOOKSIM_ENGINE_DIR);
  return path.join(hooksimCacheDir(env), 'engines', `copilot-${COPILOT_CLI_VERSION}`);
}

function platformPackageDir(dir: string): string {
  return path.join(dir, 'node_modules', '@github', `copilot-${process.platform}-${process.arch}`);
}

/** Find the installed engine in `dir` (default: defaultEngineDir()); throws EngineNotInstalledError. */
export async function locateEngine(dir = defaultEngineDir()): Promise<InstalledEngine> {
  const packageDir = platformPackageDir(dir);
  const binaryName = 'copilot';
  let version: unknown;
  try {
    await access(path.join(packageDir, binaryName), constants.X_OK);
    version = (
      JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as { version?: unknown }
    ).version;
  } catch {
    throw new EngineNotInstalledError(dir, `no executable ${path.join(packageDir, binaryName)}`);
  }
  if (version !== COPILOT_CLI_VERSION)
    throw new EngineNotInstalledError(dir, `found version ${String(version)}, need ${COPILOT_CLI_VERSION}`);
  const cacheDir = path.join(dir, 'cache');
  await mkdir(cacheDir, { recursive: true });
  return { dir, packageDir, binaryName, cacheDir };
}

/** Options of installEngine. */
export interface InstallOptions {
  dir?: string;
  /** npm's output, as it comes. */
  onOutput?: (text: string) => void;
}

/** `npm install --prefix DIR --no-save @github/copilot@<pinned>`, then locate the result. */
export async function installEngine(options: InstallOptions = {}): Promise<InstalledEngine> {
  const dir = path.resolve(options.dir ?? defaultEngineDir());
  await mkdir(path.join(dir, 'cache'), { recursive: true });
  const args = [
    'install',
    '--prefix',
    dir,
    '--no-save',
    '--no-audit',
    '--no-fund',
    `${COPILOT_CLI_PACKAGE}@${COPILOT_CLI_VERSION}`,
  ];
  // npm gets the user's own environment (registry, proxy, npmrc), as before.
  await runHostCommand(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, {
    env: process.env,
    onOutput: options.onOutput ?? (() => undefined),
  }).catch((error: unknown) => {
    throw new EngineInstallError(error instanceof Error ? error.message : String(error));
  });
  try {
    return await locateEngine(dir);
  } catch (error) {
    throw new EngineInstallError((error as Error).message);
  }
}
