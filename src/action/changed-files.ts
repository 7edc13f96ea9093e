/**
 * The files a pull request changes, relative to the hook repository (`repo-path`): from the GitHub API, and
 * from `git diff` against the base commit when the API cannot be reached (a firewalled runner, no token).
 */
import path from 'node:path';
import { runHostCommand } from '../host-command.js';
import type { ChangedFile, GitHubClient, PullRequestRef } from './github-client.js';

/** Where the changed files came from, or why they could not be found. */
export type ChangedFilesResult =
  { ok: true; source: 'api' | 'git'; files: ChangedFile[]; notes: string[] } | { ok: false; notes: string[] };

/** Re-root paths given relative to the workspace onto the repository; files outside it are left out. */
export function relativeToRepo(files: ChangedFile[], workspace: string, repoDir: string): ChangedFile[] {
  const prefix = path.relative(workspace, repoDir).split(path.sep).join('/');
  const strip = (file: string): string | undefined => {
    if (prefix === '') return file;
    return file.startsWith(`${prefix}/`) ? file.slice(prefix.length + 1) : undefined;
  };
  const out: ChangedFile[] = [];
  for (const file of files) {
    const inside = strip(file.path);
    const previous = file.previousPath === undefined ? undefined : strip(file.previousPath);
    if (inside === undefined && previous === undefined) continue;
    if (inside === undefined) out.push({ path: previous as string, status: 'removed' });
    else if (file.status === 'renamed' && previous === undefined) out.push({ path: inside, status: 'added' });
    else out.push({ ...file, path: inside, ...(previous === undefined ? {} : { previousPath: previous }) });
  }
  return out;
}

/** git with the runner's environment and config, as the checkout step left them (its fetch credentials). */
async function git(cwd: string, args: string[]): Promise<string> {
  const stdout = await runHostCommand('git', args, {
    cwd,
    env: process.env,
    maxStdoutBytes: 64 * 1024 * 1024,
    timeoutMs: 60_000,
  });
  return stdout.toString('utf8');
}

const GIT_STATUS: Readonly<Record<string, ChangedFile['status']>> = {
  A: 'added',
  C: 'added',
  D: 'removed',
  M: 'modified',
  T: 'modified',
};

/** Parse `git diff --name-status --no-renames` output. */
export function parseNameStatus(text: string): ChangedFile[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [status = '', file = ''] = line.split('\t');
      return { path: file, status: GIT_STATUS[status.charAt(0)] ?? 'modified' };
    });
}

/**
 * The files changed between the base commit and HEAD, relative to `repoDir`. A shallow checkout may lack the
 * base: it is fetched once. Three dots (since the merge base) when history allows, else two (HEAD is then
 * usually the pull request's merge commit, whose first parent is the base).
 */
export async function gitChangedFiles(repoDir: string, baseSha: string): Promise<ChangedFile[]> {
  try {
    await git(repoDir, ['cat-file', '-e', `${baseSha}^{commit}`]);
  } catch {
    await git(repoDir, ['fetch', '--no-tags', '--depth=1', 'origin', baseSha]).catch(() => '');
  }
  const diff = (range: string[]) =>
    git(repoDir, ['diff', '--name-status', '--no-renames', '--relative', ...range, '--']);
  let text: string;
  try {
    text = await diff([`${baseSha}...HEAD`]);
  } catch {
    text = await diff([baseSha, 'HEAD']);
  }
  return parseNameStatus(text);
}

/** The pull request's changed files relative to `repoDir`: the API first, `git diff` as the fallback. */
export async function findChangedFiles(options: {
  client: GitHubClient | undefined;
  pr: PullRequestRef;
  workspace: string;
  repoDir: string;
}): Promise<ChangedFilesResult> {
  const notes: string[] = [];
  if (options.client) {
    try {
      const files = await options.client.listPullRequestFiles(options.pr);
      return {
        ok: true,
        source: 'api',
        files: relativeToRepo(files, options.workspace, options.repoDir),
        notes,
      };
    } catch (error) {
      notes.push(`${(error as Error).message}; falling back to git diff.`);
    }
  } else {
    notes.push('No github-token: the changed files come from git diff.');
  }
  if (!options.pr.baseSha) {
    notes.push('The event payload has no pull_request.base.sha to diff against.');
    return { ok: false, notes };
  }
  try {
    return {
      ok: true,
      source: 'git',
      files: await gitChangedFiles(options.repoDir, options.pr.baseSha),
      notes,
    };
  } catch (error) {
    notes.push(`No changed files from git diff against ${options.pr.baseSha}: ${(error as Error).message}`);
    return { ok: false, notes };
  }
}
