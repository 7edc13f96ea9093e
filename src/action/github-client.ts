/**
 * The few GitHub API calls the Action makes, behind an interface: the pull request's changed files and its
 * comments. The real client is Octokit from @actions/github with the base URL from GITHUB_API_URL, so tests
 * point it at a fake server on 127.0.0.1.
 */
import { getOctokit } from '@actions/github';

/** The pull request the workflow runs for. */
export interface PullRequestRef {
  owner: string;
  repo: string;
  number: number;
  baseSha?: string;
  headSha?: string;
}

/** How a file changed in a pull request. */
export type ChangeStatus = 'added' | 'removed' | 'modified' | 'renamed';

/** One changed file; paths relative to the repository root, with `/`. */
export interface ChangedFile {
  path: string;
  status: ChangeStatus;
  /** For renames: the old path. */
  previousPath?: string;
}

/** Who wrote a comment: the login (`github-actions[bot]`) and the account type (`Bot`, `User`). */
export interface CommentAuthor {
  login: string;
  type: string;
}

/** One issue comment. */
export interface IssueComment {
  id: number;
  body: string;
  /** Absent when GitHub no longer knows the account (a deleted user, "ghost"). */
  author?: CommentAuthor;
}

/** The GitHub API as the Action uses it. */
export interface GitHubClient {
  listPullRequestFiles(pr: PullRequestRef): Promise<ChangedFile[]>;
  listIssueComments(pr: PullRequestRef): Promise<IssueComment[]>;
  /**
   * The login the token acts as, when the API says (`GET /user`: a personal access token); undefined for an
   * app installation token such as GITHUB_TOKEN, which may not read it.
   */
  tokenLogin(): Promise<string | undefined>;
  createIssueComment(pr: PullRequestRef, body: string): Promise<number>;
  updateIssueComment(pr: PullRequestRef, id: number, body: string): Promise<void>;
}

/** An API call failed; `status` is the HTTP status when there was an answer. */
export class GitHubApiError extends Error {
  readonly code = 'github-api';
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'GitHubApiError';
  }
}

const API_TIMEOUT_MS = 30_000;

function toStatus(status: string): ChangeStatus {
  // `copied` adds a file; `changed` (mode only) and `unchanged` count as modifications.
  if (status === 'added' || status === 'copied') return 'added';
  if (status === 'removed' || status === 'renamed') return status;
  return 'modified';
}

async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    throw new GitHubApiError(
      `GitHub API: ${what} failed: ${(error as Error).message}`,
      typeof status === 'number' ? status : undefined,
    );
  }
}

/** A client for the REST API at `baseUrl` (GITHUB_API_URL, else https://api.github.com). */
export function createGitHubClient(
  token: string,
  baseUrl = process.env.GITHUB_API_URL || 'https://api.github.com',
): GitHubClient {
  const octokit = getOctokit(token, { baseUrl });
  // A firewalled API must not hang the job: every call (all pages of a list) gets its own deadline.
  const deadline = () => ({ signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  return {
    async listPullRequestFiles(pr) {
      const files = await call(`listing the files of pull request #${pr.number}`, () =>
        octokit.paginate(octokit.rest.pulls.listFiles, {
          owner: pr.owner,
          repo: pr.repo,
          pull_number: pr.number,
          per_page: 100,
          request: deadline(),
        }),
      );
      return files.map((file) => ({
        path: file.filename,
        status: toStatus(file.status),
        ...(file.previous_filename ? { previousPath: file.previous_filename } : {}),
      }));
    },
    async listIssueComments(pr) {
      const comments = await call(`listing the comments of pull request #${pr.number}`, () =>
        octokit.paginate(octokit.rest.issues.listComments, {
          owner: pr.owner,
          repo: pr.repo,
          issue_number: pr.number,
          per_page: 100,
          request: deadline(),
        }),
      );
      return comments.map((comment) => ({
        id: comment.id,
        body: comment.body ?? '',
        ...(comment.user ? { author: { login: comment.user.login, type: comment.user.type } } : {}),
      }));
    },
    async tokenLogin() {
      try {
        const user = await octokit.rest.users.getAuthenticated({ request: deadline() });
        return user.data.login;
      } catch {
        // 403 "Resource not accessible by integration": an installation token has no user.
        return undefined;
      }
    },
    async createIssueComment(pr, body) {
      const created = await call(`commenting on pull request #${pr.number}`, () =>
        octokit.rest.issues.createComment({
          owner: pr.owner,
          repo: pr.repo,
          issue_number: pr.number,
          body,
          request: deadline(),
        }),
      );
      return created.data.id;
    },
    async updateIssueComment(pr, id, body) {
      await call(`updating comment ${id}`, () =>
        octokit.rest.issues.updateComment({
          owner: pr.owner,
          repo: pr.repo,
          comment_id: id,
          body,
          request: deadline(),
        }),
      );
    },
  };
}
