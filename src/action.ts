/**
 * The Action's main module: parse the inputs once, pick the scenarios (all, or those a pull request's changes
 * reach), run them with the same core as the CLI, then publish: reports, job summary, annotations, outputs,
 * the sticky comment. Only the verdict sets the exit status; a failure to publish is a warning.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { runScenarios, type RunOutcome } from './commands/run.js';
import {
  COPILOT_CLI_VERSION,
  defaultEngineDir,
  installEngine,
  locateEngine,
} from './engines/copilot-install.js';
import { validateRepo } from './commands/validate.js';
import type { Diagnostic } from './diagnostics.js';
import { lintRepo } from './lint/lint-repo.js';
import { getProfile } from './profiles.js';
import { buildJsonReport, type JsonReport } from './report/json-report.js';
import { markdownCode, terminalLine } from './report/escape.js';
import { REPORT_FORMATS, renderReport, type ReportFormat } from './report/render-report.js';
import { formatScenarioLine } from './report/terminal.js';
import { loadScenarioFile } from './session/load-scenarios.js';
import { ensureSandboxTools } from './action/ensure-sandbox-tools.js';
import { collectAnnotations, planAnnotations } from './action/annotations.js';
import { findChangedFiles } from './action/changed-files.js';
import { commentMarker, renderComment, upsertStickyComment } from './action/comment.js';
import { readRunContext, type RunContext } from './action/context.js';
import { decideActionSandbox } from './action/sandbox-policy.js';
import { createGitHubClient, type GitHubClient } from './action/github-client.js';
import {
  ActionInputError,
  INPUT_DEFAULTS,
  parseActionSettings,
  type ActionSettings,
} from './action/inputs.js';
import { expandScenarioGlobs } from './action/scenario-files.js';
import { selectChangedScenarios, selectionNote, type CandidateScenario } from './action/select-scenarios.js';
import { renderJobSummary } from './action/summary.js';
import { decideVerdict } from './action/verdict.js';

/** Print text that came from hooks or scenarios without letting it issue workflow commands. */
function printUntrusted(text: string): void {
  const token = randomUUID();
  process.stdout.write(`::stop-commands::${token}\n${text}\n::${token}::\n`);
}

/**
 * The pinned Copilot CLI for `engine: copilot-cli`: found in the runner's tool cache (kept between jobs on
 * self-hosted runners; `actions/cache` on that path keeps it on hosted ones), else installed there from npm.
 */
async function ensureEngine(): Promise<string> {
  const dir = process.env.RUNNER_TOOL_CACHE
    ? path.join(process.env.RUNNER_TOOL_CACHE, 'hooksim', `copilot-${COPILOT_CLI_VERSION}`)
    : defaultEngineDir();
  const found = await locateEngine(dir).then(
    () => true,
    () => false,
  );
  if (!found) {
    core.info(`Installing the Copilot CLI ${COPILOT_CLI_VERSION} into ${dir}`);
    await installEngine({ dir, onOutput: (text) => core.info(terminalLine(text.trimEnd())) });
  }
  return dir;
}

/** Which scenario files to run: undefined runs the core's default (the default folder or the smoke session). */
interface Plan {
  files: string[] | undefined;
  /** Nothing to run: changed-only found no scenario the changes reach. */
  skip: boolean;
  notes: string[];
}

async function planScenarios(
  settings: ActionSettings,
  repoDir: string,
  run: RunContext,
  client: GitHubClient | undefined,
): Promise<Plan> {
  const notes: string[] = [];
  const matched = await expandScenarioGlobs(repoDir, settings.scenarios);
  if (matched.length === 0) {
    const note = `No file matches ${markdownCode(settings.scenarios.join(', '))} in ${markdownCode(settings.repoPath)}: the default scenario folder runs, or the smoke session when it is empty.`;
    notes.push(note);
    // A pattern someone wrote that matches nothing is most likely a typo: say so where it is seen.
    if (settings.scenarios.join('\n') !== INPUT_DEFAULTS.scenarios)
      core.warning(terminalLine(note.replace(/`/g, "'")));
    return { files: undefined, skip: false, notes };
  }
  if (!settings.changedOnly) return { files: matched, skip: false, notes };
  if (!run.pr) {
    notes.push(
      `\`changed-only\` applies to pull requests; this is a ${markdownCode(run.eventName || 'local')} run, so every scenario runs.`,
    );
    return { files: matched, skip: false, notes };
  }
  const workspace = path.resolve(process.env.GITHUB_WORKSPACE || process.cwd());
  const changes = await findChangedFiles({ client, pr: run.pr, workspace, repoDir });
  for (const note of changes.notes) core.info(terminalLine(note));
  if (!changes.ok) {
    core.warning(
      terminalLine(
        `changed-only: could not find the pull request's changed files, so every scenario runs. ${changes.notes.join(' ')}`,
      ),
    );
    notes.push('`changed-only`: the changed files could not be found, so every scenario runs.');
    return { files: matched, skip: false, notes };
  }
  const config = await validateRepo({ repo: repoDir, profile: settings.profile });
  const display = (file: string) => path.relative(repoDir, file).split(path.sep).join('/');
  const candidates: CandidateScenario[] = await Promise.all(
    matched.map(async (file) => {
      const loaded = await loadScenarioFile(file, display(file), repoDir);
      return { file: display(file), ...(loaded.ok ? { scenario: loaded.scenario } : {}) };
    }),
  );
  const selection = selectChangedScenarios({
    changed: changes.files,
    candidates,
    config,
    profile: (scenario) => getProfile(scenario.profile ?? settings.profile),
  });
  for (const reason of selection.reasons) core.info(terminalLine(`changed-only: ${reason}`));
  const source = changes.source === 'api' ? 'the pull request' : '`git diff` against the base';
  notes.push(selectionNote(selection, candidates.length, source));
  if (selection.files.length === 0) return { files: [], skip: true, notes };
  return { files: selection.files.map((file) => path.join(repoDir, file)), skip: false, notes };
}

function reportNames(settings: ActionSettings): Record<ReportFormat, string> {
  const suffix = settings.shard ? `-shard-${settings.shard.index}-of-${settings.shard.count}` : '';
  const base = path.join(settings.reportDir, `hooksim-report${suffix}`);
  return { json: `${base}.json`, junit: `${base}.xml`, markdown: `${base}.md`, html: `${base}.html` };
}

function blockedHosts(report: JsonReport): string[] {
  const hosts = report.scenarios.flatMap((s) => s.egress.filter((e) => !e.allowed).map((e) => e.host));
  return [...new Set(hosts)].sort();
}

/** Run hooksim as a GitHub Action. */
export async function run(): Promise<void> {
  let settings: ActionSettings;
  try {
    settings = parseActionSettings((name) => core.getInput(name));
  } catch (error) {
    if (error instanceof ActionInputError) {
      core.setFailed(error.message);
      return;
    }
    throw error;
  }
  const repoDir = path.resolve(settings.repoPath);
  const isDir = await stat(repoDir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!isDir) {
    core.setFailed(
      `Input 'repo-path' is ${JSON.stringify(settings.repoPath)}; expected a directory (${repoDir} is none).`,
    );
    return;
  }
  const workspace = path.resolve(process.env.GITHUB_WORKSPACE || process.cwd());
  const relativeRepo = path.relative(workspace, repoDir);
  const annotationPrefix = relativeRepo.startsWith('..') ? repoDir : relativeRepo.split(path.sep).join('/');
  const runContext = readRunContext();
  const client = settings.githubToken ? createGitHubClient(settings.githubToken) : undefined;

  const plan = await planScenarios(settings, repoDir, runContext, client);
  let sandboxKind: 'namespace' | 'process' = settings.sandbox === 'process' ? 'process' : 'namespace';
  if (!plan.skip) {
    const bubblewrapNote = await ensureSandboxTools(settings.sandbox);
    if (bubblewrapNote) core.info(bubblewrapNote);
    // Before lint and before any hook: a run that cannot be isolated must not start at all.
    const decision = await decideActionSandbox(settings.sandbox, bubblewrapNote);
    if (!decision.ok) {
      await core.summary
        .addRaw(`> [!CAUTION]\n${decision.error.replace(/^/gm, '> ')}\n`)
        .write()
        .catch(() => undefined);
      core.setFailed(decision.error);
      return;
    }
    sandboxKind = decision.kind;
    if (bubblewrapNote) plan.notes.push(bubblewrapNote);
    if (decision.warning) {
      plan.notes.unshift(`⚠️ ${decision.warning}`);
      core.warning(decision.warning.replace(/`/g, ''));
    }
  }
  if (settings.shard)
    plan.notes.push(`Shard ${settings.shard.text}: this job ran its slice of the scenarios.`);
  // Lint first: its findings do not depend on the scenarios, and a crash in it must not cost the sessions.
  let lint: Diagnostic[] = [];
  try {
    lint = await lintRepo({ repo: repoDir, allowHosts: settings.allowHosts });
  } catch (error) {
    core.warning(`hooksim lint could not run: ${terminalLine((error as Error).message)}`);
  }
  let outcome: RunOutcome;
  if (plan.skip) {
    const config = await validateRepo({ repo: repoDir, profile: settings.profile });
    outcome = {
      report: buildJsonReport(settings.profile, [], config.diagnostics, 0),
      unreadable: false,
      sandboxFailed: false,
    };
  } else {
    const engineDir = settings.engine === 'copilot-cli' ? await ensureEngine() : undefined;
    outcome = await runScenarios({
      repo: repoDir,
      profile: settings.profile,
      ...(engineDir === undefined ? {} : { engine: 'copilot-cli' as const, engineDir }),
      scenarios: plan.files ?? [],
      sandbox: sandboxKind,
      allowHosts: settings.allowHosts,
      ...(settings.shard ? { shard: settings.shard.text } : {}),
      ...(settings.compareProfile ? { compare: settings.compareProfile } : {}),
      onScenario: (scenario) => printUntrusted(formatScenarioLine(scenario)),
    });
  }
  const { report } = outcome;
  for (const note of plan.notes) core.info(terminalLine(note.replace(/`/g, '')));

  const names = reportNames(settings);
  // A report that cannot be written (or rendered) fails the step, and its output is not set: no step after
  // this one may read a file that is not there.
  const unwritten: string[] = [];
  const written = new Set<ReportFormat>();
  await mkdir(settings.reportDir, { recursive: true }).catch(() => undefined);
  for (const format of REPORT_FORMATS) {
    const file = names[format];
    try {
      await writeFile(file, renderReport(report, format));
      written.add(format);
    } catch (error) {
      unwritten.push(`the ${format} report ${file}: ${(error as Error).message}`);
    }
  }

  try {
    const summary = renderJobSummary(report, {
      notes: plan.notes,
      lint,
      reportHint: `The full report is ${markdownCode(path.basename(names.markdown))} (and \`.json\`, \`.xml\`, and \`.html\` to open in a browser) in \`report-dir\`; upload it with actions/upload-artifact.`,
    });
    if (summary.omitted > 0)
      core.warning(`The job summary omits the details of ${summary.omitted} scenarios to stay under 1 MiB.`);
    await core.summary.addRaw(summary.text).write();
  } catch (error) {
    core.warning(`Could not write the job summary: ${(error as Error).message}`);
  }

  // Shards share the hook files: only the first annotates their diagnostics, so each shows once.
  const annotations = collectAnnotations(report, {
    diagnostics: !settings.shard || settings.shard.index === 1,
    lint,
  });
  for (const line of planAnnotations(annotations, annotationPrefix)) process.stdout.write(`${line}\n`);

  const verdict = decideVerdict({ ...outcome, lint }, settings.failOn);
  if (verdict.warnings.length > 0)
    printUntrusted(verdict.warnings.map((w) => `hooksim warning: ${terminalLine(w)}`).join('\n'));

  try {
    core.setOutput('passed', String(report.summary.passed));
    core.setOutput('failed', String(report.summary.failed));
    core.setOutput('errored', String(report.summary.errored));
    if (written.has('json')) core.setOutput('report-json', names.json);
    if (written.has('junit')) core.setOutput('report-junit', names.junit);
    if (written.has('markdown')) core.setOutput('report-markdown', names.markdown);
    if (written.has('html')) core.setOutput('report-html', names.html);
    core.setOutput('blocked-hosts', blockedHosts(report).join('\n'));
  } catch (error) {
    core.warning(`Could not set the step outputs: ${(error as Error).message}`);
  }

  if (settings.comment) await postComment(settings, runContext, client, report, plan.notes);

  if (unwritten.length > 0) core.setFailed(`hooksim could not write ${unwritten.join('; ')}`);
  if (verdict.fail) core.setFailed(verdict.message ?? 'hooksim failed');
}

async function postComment(
  settings: ActionSettings,
  runContext: RunContext,
  client: GitHubClient | undefined,
  report: JsonReport,
  notes: string[],
): Promise<void> {
  if (!runContext.pr) {
    core.info(
      `comment: this is not a pull request run (${runContext.eventName || 'no event'}); no comment posted.`,
    );
    return;
  }
  if (!client) {
    core.warning('comment: github-token is empty, so no pull-request comment was posted.');
    return;
  }
  const key = [
    settings.repoPath === '.' ? '' : settings.repoPath,
    settings.shard ? `shard ${settings.shard.text}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const marker = commentMarker(key || 'default');
  const body = renderComment(report, {
    marker,
    ...(runContext.runUrl ? { runUrl: runContext.runUrl } : {}),
    notes,
  });
  const outcome = await upsertStickyComment(client, runContext.pr, marker, body);
  if (outcome.action === 'skipped') core.warning(terminalLine(`comment: ${outcome.reason}`));
  else
    core.info(`comment: ${outcome.action} comment ${outcome.id} on pull request #${runContext.pr.number}.`);
}
