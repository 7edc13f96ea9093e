/** What the Action needs from the workflow run: the event, the pull request (if any) and the run's URL. */
import { context } from '@actions/github';
import type { PullRequestRef } from './github-client.js';

/** The workflow run, reduced to what the Action uses. */
export interface RunContext {
  eventName: string;
  /** Set for pull_request and pull_request_target events. */
  pr?: PullRequestRef;
  /** The run's page, for links from the comment. */
  runUrl?: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Read the run context from @actions/github (GITHUB_EVENT_PATH, GITHUB_REPOSITORY, GITHUB_RUN_ID...). */
export function readRunContext(): RunContext {
  const eventName = context.eventName ?? '';
  const [owner = '', repo = ''] = (process.env.GITHUB_REPOSITORY ?? '').split('/');
  const runUrl =
    owner && repo && context.runId
      ? `${context.serverUrl}/${owner}/${repo}/actions/runs/${context.runId}`
      : undefined;
  const pull = context.payload.pull_request as
    { number?: unknown; base?: { sha?: unknown }; head?: { sha?: unknown } } | undefined;
  const number = Number(pull?.number);
  if (!pull || !Number.isInteger(number) || !owner || !repo) {
    return { eventName, ...(runUrl ? { runUrl } : {}) };
  }
  const baseSha = text(pull.base?.sha);
  const headSha = text(pull.head?.sha);
  return {
    eventName,
    pr: {
      owner,
      repo,
      number,
      ...(baseSha ? { baseSha } : {}),
      ...(headSha ? { headSha } : {}),
    },
    ...(runUrl ? { runUrl } : {}),
  };
}
