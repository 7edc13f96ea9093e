/** The Action's main module: parse inputs once, call the core, publish annotations and a summary. */
import * as core from '@actions/core';
import { hasRejectedFile, validateRepo } from './commands/validate.js';
import { formatAnnotation } from './report/annotations.js';
import { formatDiagnostic } from './report/text.js';

/** Validate the repository's hook files and report them on the workflow run. */
export async function run(): Promise<void> {
  const repo = core.getInput('repo-path') || '.';
  const profile = core.getInput('profile') || 'cloud';
  const config = await validateRepo({ repo, profile });
  for (const d of config.diagnostics)
    process.stdout.write(`${formatAnnotation(d, repo === '.' ? '' : repo)}\n`);
  const rejected = config.files.filter((f) => f.status === 'rejected').length;
  core.setOutput('files', String(config.files.length));
  core.setOutput('rejected', String(rejected));
  try {
    await core.summary
      .addHeading('hooksim: hook files', 2)
      .addTable([
        [
          { data: 'file', header: true },
          { data: 'status', header: true },
          { data: 'hooks', header: true },
        ],
        ...config.files.map((f) => [escapeHtml(f.file), f.status, String(f.hooks)]),
      ])
      .addCodeBlock(escapeHtml(config.diagnostics.map(formatDiagnostic).join('\n') || 'no diagnostics'))
      .write();
  } catch (error) {
    core.warning(`Could not write the job summary: ${(error as Error).message}`);
  }
  if (hasRejectedFile(config)) core.setFailed(`${rejected} hook file(s) rejected; see the annotations.`);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
