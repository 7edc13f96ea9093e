/** Running the built hooksim CLI (dist/) over one case repository with one engine. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/** The engine is missing: the suite cannot run (exit status 2). */
export class EngineMissingError extends Error {
  code = 'engine-missing';
  constructor(message) {
    super(message);
    this.name = 'EngineMissingError';
  }
}

/** The pinned CLI version, read from the engine's source so there is one place to change it. */
export function readPinnedVersion(root) {
  const file = path.join(root, 'src', 'engines', 'copilot-install.ts');
  if (!existsSync(file)) return undefined;
  return /COPILOT_CLI_VERSION = '([^']+)'/.exec(readFileSync(file, 'utf8'))?.[1];
}

/** Where `hooksim engine install` puts the CLI (same rule as src/engines/copilot-install.ts). */
export function engineBinary(version, env = process.env) {
  const cache = env.XDG_CACHE_HOME || path.join(homedir(), '.cache');
  const dir = env.HOOKSIM_ENGINE_DIR
    ? path.resolve(env.HOOKSIM_ENGINE_DIR)
    : path.join(cache, 'hooksim', 'engines', `copilot-${version}`);
  return path.join(dir, 'node_modules', '@github', `copilot-${process.platform}-${process.arch}`, 'copilot');
}

/** Fail early, with the command that fixes it, when the copilot-cli engine is not installed. */
export function checkEngineInstalled(root) {
  const version = readPinnedVersion(root);
  if (version === undefined) {
    throw new EngineMissingError(
      'src/engines/copilot-install.ts has no COPILOT_CLI_VERSION: this checkout has no copilot-cli engine.',
    );
  }
  const binary = engineBinary(version);
  if (!existsSync(binary)) {
    throw new EngineMissingError(
      `The copilot-cli engine (Copilot CLI ${version}) is not installed (no ${binary}).\n` +
        'Install it with `node dist/cli/index.js engine install` (or `npx hooksim engine install`), then rerun.',
    );
  }
  return { version, binary };
}

/** Whether this build of hooksim knows `--engine`. */
export function supportsEngineFlag(bin) {
  // Asked of the build itself: its help is made from the command table, spread over lazily loaded chunks.
  const help = spawnSync(process.execPath, [bin, 'run', '--help'], { encoding: 'utf8' });
  return /--engine\b/.test(help.stdout ?? '');
}

/** Run `hooksim run` on one repository; resolves with the exit code, output and the JSON report path. */
export function runHooksim({ bin, repo, engine, engineFlag, reportFile, jobs, timeoutMs }) {
  const args = [bin, 'run', '--repo', repo.dir, '--profile', 'cli', '--sandbox', 'namespace'];
  // A build from before --engine existed runs the native engine only (developing the suite against it).
  if (engineFlag) args.push('--engine', engine);
  args.push('--report', `json=${reportFile}`, '--jobs', String(jobs), ...repo.scenarios);
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, args, { cwd: repo.dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, ms: Date.now() - started, reportFile });
    });
  });
}
