/** `hooksim validate`: load and validate every hook file under a profile. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadHookConfig } from '../config/load.js';
import type { HookConfig } from '../model.js';
import { getProfile } from '../profiles.js';
import { buildAgentEnv } from '../sandbox/environment.js';

/** What `validate` was asked to do. */
export interface ValidateOptions {
  repo: string;
  profile: string;
}

/** Load the repository's hook files as the profile's runtime would, with every diagnostic. */
export async function validateRepo(options: ValidateOptions): Promise<HookConfig> {
  const profile = getProfile(options.profile);
  // cli profiles read user sources from the sandbox HOME, which starts empty (runtime-behaviour.md §2).
  const home = await mkdtemp(join(tmpdir(), 'hooksim-home-'));
  try {
    const agentEnv = buildAgentEnv({ profile, home, prompt: '' });
    return await loadHookConfig(resolve(options.repo), profile, { home, agentEnv });
  } finally {
    await rm(home, { recursive: true, force: true });
  }
}

/** Whether any file was rejected: the CLI exits 1 then. */
export function hasRejectedFile(config: HookConfig): boolean {
  return config.files.some((file) => file.status === 'rejected');
}
