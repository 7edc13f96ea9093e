/**
 * The sticky pull-request comment: one comment per pull request (and shard), found again by a hidden marker
 * and its author, and updated in place. A token that may not write (a fork's read-only GITHUB_TOKEN) ends
 * in a warning.
 */
import type { JsonReport } from '../report/json-report.js';
import { markdownCode, markdownText } from '../report/escape.js';
import { redactCommand, rejectedFilesLead } from '../report/markdown.js';
import type { EgressEntry } from '../session/report-types.js';
import {
  GitHubApiError,
  type GitHubClient,
  type IssueComment,
  type PullRequestRef,
} from './github-client.js';

/** GitHub refuses comments over 65536 characters. */
const MAX_COMMENT = 60_000;
const MAX_LISTED = 20;

/** The hidden marker that identifies hooksim's comment; `key` separates shards and repositories. */
export function commentMarker(key: string): string {
  return `<!-- hooksim:sticky-comment ${key.replace(/--+/g, '-').replace(/>/g, '')} -->`;
}

const ICON = { passed: '✅', failed: '❌', errored: '⚠️' } as const;

const BLOCKED_WHO: Readonly<Record<string, string>> = {
  hooks: 'hooks',
  tools: "the agent's tool calls",
  'hooks+tools': "hooks and the agent's tool calls",
};

const MAX_WHO = 120;

/** What made a blocked request, as Markdown: the hook entry, or the tool with its command line (URLs redacted). */
function blockedBy(entry: EgressEntry): string {
  if (entry.tool === undefined) {
    const hook = entry.file
      ? `${entry.file}${entry.index === undefined ? '' : `#${entry.index}`}`
      : 'unknown';
    return markdownCode(hook, 'line', MAX_WHO);
  }
  if (entry.command === undefined) return `tool ${markdownText(entry.tool, MAX_WHO)}`;
  return `${markdownText(entry.tool, MAX_WHO)}: ${markdownCode(redactCommand(entry.command), 'line', MAX_WHO)}`;
}

/** The comment's Markdown: totals, failing scenarios, firewall blocks and a link to the full summary. */
export function renderComment(
  report: JsonReport,
  options: { marker: string; runUrl?: string; notes?: string[] },
): string {
  const { summary } = report;
  const rejectedText = rejectedFilesLead(report);
  const ok = summary.failed + summary.errored === 0 && rejectedText === '';
  const lines = [
    options.marker,
    `### ${ok ? ICON.passed : ICON.failed} hooksim: ${rejectedText}${summary.passed} of ${summary.scenarios} scenarios passed (profile ${markdownCode(report.profile)})`,
    '',
    ...(options.notes ?? []).map((note) => `> ${note}\n`),
    '| scenarios | passed | failed | errored | hook runs |',
    '| --- | --- | --- | --- | --- |',
    `| ${summary.scenarios} | ${summary.passed} | ${summary.failed} | ${summary.errored} | ${summary.hookRuns} |`,
    '',
  ];
  const bad = report.scenarios.filter((s) => s.status !== 'passed');
  if (bad.length > 0) {
    lines.push('| | scenario | file | first failure |', '| --- | --- | --- | --- |');
    for (const s of bad.slice(0, MAX_LISTED)) {
      lines.push(
        `| ${ICON[s.status]} | ${markdownText(s.name, 120)} | ${markdownText(s.file, 160)} | ${markdownText(s.failures[0]?.message ?? s.status, 300)} |`,
      );
    }
    if (bad.length > MAX_LISTED) lines.push(`| | … and ${bad.length - MAX_LISTED} more | | |`);
    lines.push('');
  }
  const blocked = new Map<string, Set<string>>();
  const sources = new Set<'hooks' | 'tools'>();
  for (const s of report.scenarios) {
    for (const e of s.egress.filter((entry) => !entry.allowed)) {
      const address = e.url ?? e.host;
      sources.add(e.tool === undefined ? 'hooks' : 'tools');
      blocked.set(address, (blocked.get(address) ?? new Set()).add(blockedBy(e)));
    }
  }
  if (blocked.size > 0) {
    lines.push(
      `**The firewall blocked ${BLOCKED_WHO[[...sources].sort().join('+')] ?? 'hooks'} from reaching:**`,
      '',
    );
    for (const [address, who] of [...blocked].slice(0, MAX_LISTED)) {
      lines.push(`- ${markdownCode(address)} (${[...who].join(', ')})`);
    }
    if (blocked.size > MAX_LISTED) lines.push(`- … and ${blocked.size - MAX_LISTED} more`);
    lines.push('');
  }
  if (options.runUrl)
    lines.push(`[Every hook decision is in the job summary](${encodeURI(options.runUrl)}).`);
  const body = lines.join('\n');
  return body.length > MAX_COMMENT ? `${body.slice(0, MAX_COMMENT)}\n\n…(shortened)` : body;
}

/** What happened to the comment. */
export type CommentOutcome =
  { action: 'created' | 'updated'; id: number } | { action: 'skipped'; reason: string; readOnly: boolean };

/** The account GITHUB_TOKEN writes as; an installation token cannot ask the API who it is. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

/**
 * Whether a comment is the sticky comment this token wrote before: the marker alone is not enough, since
 * anyone may write it into a comment of their own and have the Action keep their text (a fake "all passed")
 * editable by them.
 */
function isOwnStickyComment(comment: IssueComment, marker: string, login: string): boolean {
  if (!comment.body.includes(marker) || comment.author?.login !== login) return false;
  return login !== ACTIONS_BOT_LOGIN || comment.author.type === 'Bot';
}

/** Create the comment, or update the one carrying the marker written by this token; never throws for API failures. */
export async function upsertStickyComment(
  client: GitHubClient,
  pr: PullRequestRef,
  marker: string,
  body: string,
): Promise<CommentOutcome> {
  try {
    const login = (await client.tokenLogin()) ?? ACTIONS_BOT_LOGIN;
    const existing = (await client.listIssueComments(pr)).find((comment) =>
      isOwnStickyComment(comment, marker, login),
    );
    if (existing) {
      await client.updateIssueComment(pr, existing.id, body);
      return { action: 'updated', id: existing.id };
    }
    return { action: 'created', id: await client.createIssueComment(pr, body) };
  } catch (error) {
    const status = error instanceof GitHubApiError ? error.status : undefined;
    const readOnly = status === 403 || status === 404;
    return {
      action: 'skipped',
      readOnly,
      reason: readOnly
        ? `the token may not comment on pull request #${pr.number} (HTTP ${status}); a pull request from a fork gets a read-only GITHUB_TOKEN. The job summary has the full report. (${(error as Error).message})`
        : (error as Error).message,
    };
  }
}
