/**
 * The environment a hook starts from (spec/cloud-environment.md §3): built from nothing, never from
 * hooksim's own process.env, so no host secret reaches a hook.
 */
import type { Profile } from '../profiles.js';

/** The values of the opt-in `agentShellEnv` layer (cloud-environment.md §3.3) that vary per run. */
export interface AgentShellValues {
  /** The session's `sessionId` (`COPILOT_AGENT_SESSION_ID`). */
  sessionId: string;
  /** A UUID v4 per scenario run (`COPILOT_AGENT_JOB_ID`). */
  jobId: string;
  /** The base branch name, e.g. `main` (`COPILOT_AGENT_BASE_COMMIT`). */
  baseCommit: string;
  /** `copilot/<slug of the scenario name>` (`COPILOT_AGENT_BRANCH_NAME`). */
  branchName: string;
}

/** Inputs of the base environment. */
export interface EnvironmentOptions {
  profile: Profile;
  /** `HOME` as hooks see it. */
  home: string;
  /** The job prompt (`COPILOT_AGENT_PROMPT`). */
  prompt: string;
  /** The scenario's `env` (repository variables in the agent's environment), layer 3. */
  extra?: Readonly<Record<string, string>>;
  /** Layer 2, added only when the profile's `agentShellEnv` flag is on. */
  agentShell?: AgentShellValues;
  /** The egress proxy URL hooks are pointed at (`HTTP_PROXY` and friends); absent: no proxy variables. */
  proxyUrl?: string;
  /** The CA bundle holding the firewall's interception CA; absent: TLS interception is off. */
  caBundle?: string;
}

/** The placeholder tokens: set as the docs say, never shaped like a real token. */
export const PLACEHOLDER_API_TOKEN = 'hooksim-placeholder-copilot-api-token';
/** See PLACEHOLDER_API_TOKEN. */
export const PLACEHOLDER_GIT_TOKEN = 'hooksim-placeholder-copilot-git-token';

/** The standard PATH inside the sandbox. */
export const SANDBOX_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/** Loopback stays direct: cloud-environment.md §5.1 (never filtered) and §5.8. */
export const SANDBOX_NO_PROXY = 'localhost,127.0.0.1,::1';

/** The system CA bundle the firewall's CA is appended to (cloud-environment.md §5.2 step 3). */
export const SANDBOX_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

/** Layer 2: the agent shell's variables (cloud-environment.md §3.3). */
export function buildAgentShellEnv(values: AgentShellValues): Record<string, string> {
  return {
    CI: 'true',
    CLOUD_SESSION_STORE: 'true',
    COPILOT_AGENT_ACTION: 'task',
    COPILOT_AGENT_SESSION_ID: values.sessionId,
    COPILOT_AGENT_JOB_ID: values.jobId,
    COPILOT_AGENT_BASE_COMMIT: values.baseCommit,
    COPILOT_AGENT_BRANCH_NAME: values.branchName,
    COPILOT_AGENT_COMMIT_LOGIN: 'copilot-swe-agent[bot]',
    COPILOT_AGENT_COMMIT_EMAIL: '198982749+Copilot@users.noreply.github.com',
  };
}

/** Build the agent environment: profile base, agent shell layer, then the scenario's `env` (§3 layers 1-3). */
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
  if (options.proxyUrl !== undefined) {
    for (const name of ['HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy'])
      base[name] = options.proxyUrl;
    base.NO_PROXY = SANDBOX_NO_PROXY;
    base.no_proxy = SANDBOX_NO_PROXY;
  }
  if (options.caBundle !== undefined) {
    for (const name of ['NODE_EXTRA_CA_CERTS', 'SSL_CERT_FILE', 'REQUESTS_CA_BUNDLE'])
      base[name] = options.caBundle;
  }
  const shell =
    options.profile.agentShellEnv && options.agentShell !== undefined
      ? buildAgentShellEnv(options.agentShell)
      : {};
  return { ...base, ...shell, ...options.extra };
}
