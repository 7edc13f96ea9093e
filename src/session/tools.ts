/**
 * Tools of a scripted session: a scripted result or error, or (`execute: true`) the real tool run in the
 * sandbox for bash, view, create and edit, so later hooks see its effects.
 */
import path from 'node:path';
import type { Sandbox } from '../sandbox/types.js';

/** What a tool call produced, before postToolUse hooks. */
export interface ToolRun {
  success: boolean;
  text: string;
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
): Promise<ToolRun> {
  switch (tool) {
    case 'bash': {
      const command = stringArg(args, 'command', tool, step);
      const result = await sandbox.exec({
        argv: ['/bin/bash', '-c', command],
        cwd: sandbox.workspace,
        env: { ...sandbox.baseEnv, PWD: sandbox.workspace },
        stdin: '',
        timeoutMs: BASH_TIMEOUT_MS,
        killMode: 'termThenKill',
        killGroupOnExit: true,
        outputCapBytes: 10 * 1024 * 1024,
      });
      const output = `${result.stdout.toString('utf8')}${result.stderr.toString('utf8')}`;
      if (result.spawnError) return { success: false, text: result.spawnError };
      if (result.timedOut)
        return { success: false, text: `Command timed out after ${BASH_TIMEOUT_MS / 1000} seconds` };
      // Like the agent's bash tool, a non-zero exit is part of the output the model reads, not a tool failure.
      return {
        success: true,
        text: result.exitCode === 0 ? output : `${output}<exited with exit code ${result.exitCode}>`,
      };
    }
    case 'view': {
      const file = resolvePath(sandbox.workspace, stringArg(args, 'path', tool, step));
      const content = await sandbox.readFile(file);
      if (content === undefined) return { success: false, text: `Path ${file} does not exist.` };
      return { success: true, text: content.toString('utf8') };
    }
    case 'create': {
      const file = resolvePath(sandbox.workspace, stringArg(args, 'path', tool, step));
      const text = stringArg(args, 'file_text', tool, step);
      if ((await sandbox.readFile(file)) !== undefined) {
        return { success: false, text: `Path ${file} already exists; create cannot overwrite it.` };
      }
      await sandbox.writeFile(file, text);
      return { success: true, text: `Created file ${file} with ${text.length} characters` };
    }
    case 'edit': {
      const file = resolvePath(sandbox.workspace, stringArg(args, 'path', tool, step));
      const oldStr = stringArg(args, 'old_str', tool, step);
      const newStr = typeof args.new_str === 'string' ? args.new_str : '';
      const content = (await sandbox.readFile(file))?.toString('utf8');
      if (content === undefined) return { success: false, text: `Path ${file} does not exist.` };
      const at = content.indexOf(oldStr);
      if (at < 0) return { success: false, text: `No match found for old_str in ${file}.` };
      if (content.indexOf(oldStr, at + 1) >= 0) {
        return { success: false, text: `Multiple matches found for old_str in ${file}; it must be unique.` };
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
