/** Find the script a command hook runs (`./x.sh`, `bash x.sh args`) and where it resolves. */
import { isAbsolute, relative, resolve } from 'node:path';
import { isLexicallyInside } from '../confined-paths.js';
import type { HookEntry } from '../model.js';

/** A script named by a hook command. */
export interface ScriptRef {
  /** The path as written in the command. */
  written: string;
  /** Run as a program (needs the execute bit and a shebang), not as an interpreter's argument. */
  direct: boolean;
  /** Absolute path against the hook's cwd. */
  path: string;
  /** Absolute path against the repository root, ignoring `cwd` (to spot a doubled cwd). */
  pathWithoutCwd: string;
}

const INTERPRETERS = new Set(['bash', 'sh', 'zsh', 'dash', 'python', 'python3', 'node']);
const SCRIPT_NAME = /\.(sh|bash|py|js|mjs|cjs)$/;

function unquote(token: string): string {
  return token.replace(/^(['"])(.*)\1$/, '$2');
}

/** The script path a command starts with, and whether it is run directly; undefined for other commands. */
export function findScriptInCommand(command: string): { written: string; direct: boolean } | undefined {
  const first = command.trim().split(/\n|;|&&|\|\||\|/)[0] ?? '';
  const tokens = first
    .trim()
    .split(/\s+/)
    .filter((token) => token !== '');
  while (tokens[0] !== undefined && /^[A-Za-z_][A-Za-z0-9_]*=/.test(tokens[0])) tokens.shift();
  if (tokens[0] === 'exec') tokens.shift();
  const head = tokens[0];
  if (head === undefined) return undefined;
  if (INTERPRETERS.has(head)) {
    const script = tokens.slice(1).find((token) => !token.startsWith('-'));
    if (script === undefined || tokens.includes('-c')) return undefined;
    const written = unquote(script);
    return written.includes('$') ? undefined : { written, direct: false };
  }
  const written = unquote(head);
  if (written.includes('$') || !(written.includes('/') || SCRIPT_NAME.test(written))) return undefined;
  // A bare name like `lint.sh` is looked up on PATH by the shell, not in the working directory.
  if (!written.includes('/')) return undefined;
  return { written, direct: true };
}

/**
 * The script an entry runs, resolved against the repository root and the entry's cwd; undefined for a script
 * outside the repository: it lives on the cloud agent's machine, not this one, so there is nothing to check here.
 */
export function resolveEntryScript(repo: string, entry: HookEntry): ScriptRef | undefined {
  const command = entry.bash ?? entry.command;
  if (entry.type !== 'command' || command === undefined) return undefined;
  const found = findScriptInCommand(command);
  if (!found) return undefined;
  const cwd = entry.cwd === undefined ? repo : resolve(repo, entry.cwd);
  if (!isLexicallyInside(repo, resolve(cwd, found.written))) return undefined;
  return {
    ...found,
    path: resolve(cwd, found.written),
    pathWithoutCwd: resolve(repo, found.written),
  };
}

/** How a script is reported: repo-relative with `/`, absolute when outside the repository. */
export function reportedScriptPath(repo: string, path: string): string {
  const rel = relative(repo, path);
  return rel.startsWith('..') || isAbsolute(rel) ? path : rel.split('\\').join('/');
}
