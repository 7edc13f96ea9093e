/**
 * The environment a hook starts from (spec/cloud-environment.md §3): built from nothing, never from
 * hooksim's own process.env, so no host secret reaches a hook.
 */
import type { Profile } from '../profiles.js';

/** Inputs of the base environment. */
export interface EnvironmentOptions {
  profile: Profile;
  /** `HOME` as hooks see it. */
  home: string;
  /** The job prompt (`COPILOT_AGENT_PROMPT`). */
  prompt: string;
  /** The scenario's `env` (repository variables in the agent's environment), layer 3. */
  extra?: Readonly<Record<string, string>>;
}

/** The placeholder tokens: set as the docs say, never shaped like a real token. */
export const PLACEHOLDER_API_TOKEN = 'hooksim-placeholder-copilot-api-token';
/** See PLACEHOLDER_API_TOKEN. */
export const PLACEHOLDER_GIT_TOKEN = 'hooksim-placeholder-copilot-git-token';

/** The standard PATH inside the sandbox. */
export const SANDBOX_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/** Build the agent environment: profile base, then the scenario's `env` (the runtime adds its own per hook). */
export function buildAgentEnv(options: EnvironmentOptions): Record<string, string> {
  const base: Record<string, string> = {
    HOME: options.home,
    PATH: SANDBOX_PATH,
    LANG: 'C.UTF-8',
  };
  // The cli surface drops COPILOT_AGENT_* and GITHUB_COPILOT_* (runtime-behaviour.md §1.1).
  if (options.profile.surface === 'cloud') {
    base.GITHUB_COPILOT_API_TOKEN = PLACEHOLDER_API_TOKEN;
    base.GITHUB_COPILOT_GIT_TOKEN = PLACEHOLDER_GIT_TOKEN;
    base.COPILOT_AGENT_PROMPT = options.prompt;
  }
  return { ...base, ...options.extra };
}
