/**
 * Tools of a scripted session: a scripted result or error, or (`execute: true`) the real tool run in the
 * sandbox for bash, view, create and edit, so later hooks see its effects.
 */
import os from 'node:os';
import path from 'node:path';
import type { Sandbox } from '../sandbox/types.js';

/** What a tool call produced, before postToolUse hooks. */
export interface ToolRun {
  success: boolean;
  /** The text the model gets (`textResultForLlm`, or the failure text). */
  text: string;
  /** postToolUseFailure's payload `error` when it is not `text` (1.0.102 gives hooks a short form). */
  error?: string;
}

/** How executed tools word their results, and the session's bash call counter (`<shellId: N …>`). */
export interface ToolTexts {
  texts: 'cli' | 'plain';
  /** The next bash call's shell id, counting up from 0 per session. */
  nextShellId: () => number;
}

/** A scenario cannot be replayed as written (a scenario error, not a failed expectation). */
export class ScenarioError extends Error {
  readonly code = 'scenario-error';
  constructor(
    message: string,
    readonly step?: number,
  ) {
    super(message);
    this.name = 'ScenarioError';
  }
}

/** Tools that `execute: true` can really run. */
export const EXECUTABLE_TOOLS = ['bash', 'view', 'create', 'edit'] as const;

const BASH_TIMEOUT_MS = 120_000;

function stringArg(args: Record<string, unknown>, name: string, tool: string, step: number): string {
  const value = args[name];
  if (typeof value !== 'string') throw new ScenarioError(`${tool} needs a string argument '${name}'`, step);
  return value;
}

function resolvePath(workspace: string, file: string): string {
  return path.posix.isAbsolute(file) ? path.posix.normalize(file) : path.posix.join(workspace, file);
}

/** Run a tool for real in the sandbox. */
export async function executeTool(
  sandbox: Sandbox,
  tool: string,
  args: Record<string, unknown>,
  step: number,
  options: ToolTexts,
): Promise<ToolRun> {
  const cli = options.texts === 'cli';
  switch (tool) {
    case 'bash': {
      const command = stringArg(args, 'command', tool, step);
      // The CLI's tool shell writes both streams to one terminal: interleave them in the order written.
      const script = cli ? `exec 2>&1\n${command}` : command;
      // Every bash call that starts gets a shell, and its id, whatever comes of it.
      const shellId = cli ? options.nextShellId() : 0;
      const result = await sandbox.exec({
        argv: ['/bin/bash', '-c', script],
        cwd: sandbox.workspace,
        env: { ...sandbox.baseEnv, PWD: sandbox.workspace },
        stdin: '',
        timeoutMs: BASH_TIMEOUT_MS,
        killMode: 'termThenKill',
        killGroupOnExit: true,
        outputCapBytes: 10 * 1024 * 1024,
      });
      if (result.spawnError) return { success: false, text: result.spawnError };
      if (result.timedOut)
        return { success: false, text: `Command timed out after ${BASH_TIMEOUT_MS / 1000} seconds` };
      const output = `${result.stdout.toString('utf8')}${result.stderr.toString('utf8')}`;
      const exitCode = result.exitCode ?? signalExitCode(result.signal);
      // Like the agent's bash tool, a non-zero exit is part of the output the model reads, not a tool failure.
      if (cli) {
        // Observed 1.0.102: output trimmed at both ends, then the shell's completion line.
        return {
          success: true,
          text: `${output.trim()}\n<shellId: ${shellId} completed with exit code ${exitCode}>`,
        };
      }
      return {
        success: true,
        text: exitCode === 0 ? output : `${output}<exited with exit code ${exitCode}>`,
      };
    }
    case 'view': {
      const file = resolvePath(sandbox.workspace, stringArg(args, 'path', tool, step));
      const content = await sandbox.readFile(file);
      if (content === undefined) {
        return cli
          ? failure(`Path ${file} does not exist. Please provide a valid path.`, 'Path does not exist')
          : failure(`Path ${file} does not exist.`);
      }
      return { success: true, text: content.toString('utf8') };
    }
    case 'create': {
      const file = resolvePath(sandbox.workspace, stringArg(args, 'path', tool, step));
      const text = stringArg(args, 'file_text', tool, step);
      if ((await sandbox.readFile(file)) !== undefined) {
        return cli
          ? failure(
              `Path ${file} already exists as a file. Use \`view\` to check contents then edit it.`,
              'Path already exists',
            )
          : failure(`Path ${file} already exists; create cannot overwrite it.`);
      }
      await sandbox.writeFile(file, text);
      return { success: true, text: `Created file ${file} with ${text.length} characters` };
    }
    case 'edit': {
      const file = resolvePath(sandbox.workspace, stringArg(args, 'path', tool, step));
      const oldStr = stringArg(args, 'old_str', tool, step);
      const newStr = typeof args.new_str === 'string' ? args.new_str : '';
      const content = (await sandbox.readFile(file))?.toString('utf8');
      if (content === undefined)
        return cli ? missingEditFile(file, args) : failure(`Path ${file} does not exist.`);
      const at = content.indexOf(oldStr);
      if (at < 0) {
        return cli
          ? failure(
              `No match found: old_str not found in ${file}; no changes made; you might want to try again with correct old_str`,
              'No match found',
            )
          : failure(`No match found for old_str in ${file}.`);
      }
      if (content.indexOf(oldStr, at + 1) >= 0) {
        return cli
          ? failure(ambiguousMatchText(file, content, oldStr), 'Multiple matches found')
          : failure(`Multiple matches found for old_str in ${file}; it must be unique.`);
      }
      await sandbox.writeFile(file, content.slice(0, at) + newStr + content.slice(at + oldStr.length));
      return { success: true, text: `File ${file} updated with changes.` };
    }
    default:
      throw new ScenarioError(
        `execute: true is supported for ${EXECUTABLE_TOOLS.join(', ')}, not '${tool}'`,
        step,
      );
  }
}

function failure(text: string, error?: string): ToolRun {
  return { success: false, text, ...(error === undefined ? {} : { error }) };
}

/** A killed shell's exit code as bash reports it: 128 plus the signal number. */
function signalExitCode(signal: string | null): number {
  const number = signal ? os.constants.signals[signal as NodeJS.Signals] : undefined;
  return number === undefined ? 1 : 128 + number;
}

/** 1.0.102's edit of a missing file: an unhandled ENOENT, the model also gets the call's arguments. */
function missingEditFile(file: string, args: Record<string, unknown>): ToolRun {
  const cause = `Error: ENOENT: no such file or directory, open '${file}'`;
  const shown = JSON.stringify({ ...args, command: 'edit' });
  return failure(
    `Failed to execute with arguments: ${shown} due to error: ${cause}`,
    `Unhandled error: ${cause}`,
  );
}

/**
 * 1.0.102's text for an old_str found more than once, with the 1-based lines where each match starts.
 * Observed with a one-line old_str; that a longer one is shown by its first line is a guess.
 */
function ambiguousMatchText(file: string, content: string, oldStr: string): string {
  const lines: number[] = [];
  for (let at = content.indexOf(oldStr); at >= 0; at = content.indexOf(oldStr, at + oldStr.length)) {
    lines.push(content.slice(0, at).split('\n').length);
  }
  const start = oldStr.split('\n')[0] ?? '';
  return (
    `Ambiguous match for old_str in ${file}: pattern starting with "${start}" matched at lines ${lines.join(', ')}. ` +
    'No changes made; try again with a more specific old_str.'
  );
}
