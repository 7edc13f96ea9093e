/** Helpers for tests that run real bash hooks in a namespace sandbox. */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, lstatSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll } from '@jest/globals';
import { releaseNamespaceRun } from '../../src/sandbox/namespace.js';
import type { ExecRequest, ExecResult, Sandbox } from '../../src/sandbox/types.js';

/** The four variables the runtime adds to every hook (cloud-environment.md §3 layer 4). */
export const RUNTIME_VARS = {
  COPILOT_CLI: '1',
  COPILOT_HOOK_DIR: '/workspace/.github/hooks',
  COPILOT_PROJECT_DIR: '/workspace',
  CLAUDE_PROJECT_DIR: '/workspace',
};

/** Run a bash hook text in the sandbox as the command runner does. */
export function bash(
  sandbox: Sandbox,
  text: string,
  overrides: Partial<ExecRequest> = {},
): Promise<ExecResult> {
  return sandbox.exec({
    argv: ['/bin/bash', '--norc', '--noprofile', '-c', text],
    cwd: sandbox.workspace,
    env: { ...sandbox.baseEnv, ...RUNTIME_VARS },
    stdin: '',
    timeoutMs: 10_000,
    killMode: 'termThenKill',
    killGroupOnExit: true,
    outputCapBytes: 10 * 1024 * 1024,
    ...overrides,
  });
}

/** stdout of a hook that must succeed; throws with its stderr otherwise. */
export async function output(
  sandbox: Sandbox,
  text: string,
  overrides: Partial<ExecRequest> = {},
): Promise<string> {
  const result = await bash(sandbox, text, overrides);
  if (result.exitCode !== 0) {
    throw new Error(
      `hook failed (${result.exitCode ?? result.signal ?? result.spawnError}): ${result.stderr.toString()}`,
    );
  }
  return result.stdout.toString();
}

/** A fingerprint of a directory tree (paths, types, modes, contents, link targets) to prove it unchanged. */
export function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (rel: string): void => {
    for (const name of readdirSync(path.join(dir, rel)).sort()) {
      const child = path.join(rel, name);
      const full = path.join(dir, child);
      const stat = lstatSync(full);
      hash.update(`${child}\0${stat.mode}\0`);
      if (stat.isSymbolicLink()) hash.update(readlinkSync(full));
      else if (stat.isDirectory()) walk(child);
      else hash.update(readFileSync(full));
    }
  };
  walk('');
  return hash.digest('hex');
}

/** Run git in a test repository with a fixed identity and no host configuration. */
export function git(repo: string, ...args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.com',
    },
  }).toString();
}

/**
 * Release, after the calling test file's tests, the namespace run they started (its spawners, pids slots and run
 * directory): they belong to the jest worker's process, which runs other files after this one, and only this
 * file's modules can release them (jest gives each file its own).
 */
export function releaseRunAfterAll(): void {
  afterAll(() => releaseNamespaceRun());
}
