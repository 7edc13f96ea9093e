/**
 * What each command does with its parsed arguments and flags: check what commander cannot (a directory, a
 * JSON object, a number), call the core in `src/commands/`, print. Returns the exit status.
 */
import { mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UsageError } from '../commands/errors.js';
import { hasRejectedFile, validateRepo } from '../commands/validate.js';
import type { Diagnostic } from '../diagnostics.js';
import type { EngineName } from '../engines/copilot-engine.js';
import { COPILOT_CLI_PACKAGE, COPILOT_CLI_VERSION, defaultEngineDir } from '../engines/copilot-install.js';
import { AllowRuleError } from '../firewall/rules.js';
import { formatAnnotation } from '../report/annotations.js';
import { terminalLine } from '../report/escape.js';
import { mergeJsonReports, type JsonReport } from '../report/json-report.js';
import { REPORT_FORMATS, type ReportFormat } from '../report/report-formats.js';
import { formatComparison, formatRunSummary, formatScenarioLine } from '../report/terminal.js';
import { formatEventRecord, formatValidation } from '../report/text.js';
import { processRunWarning, type SandboxChoice, type SandboxKind } from '../sandbox/choice.js';
import type { CliIo } from './io.js';
import type { LintFormat } from '../lint/lint-formats.js';

// Each command loads the modules only it needs when it runs (import() below): `fire` and `run` start without
// the linter, the report renderers, the scenario editor, the engine installer, or zod and the schemas (issue 15).

/** One command's parsed input: positional arguments in declared order (a variadic one as an array), flags by camelCase name. */
export interface Invocation {
  args: readonly unknown[];
  options: Record<string, unknown>;
}

/** A command's behaviour; its result is the exit status. */
export type Handler = (call: Invocation, io: CliIo) => Promise<number> | number;

/** Flags every command that runs hooks takes. */
interface RepoFlags {
  repo: string;
  profile: string;
  sandbox: SandboxKind;
}

/** `--repo` must name a directory: a typo must not pass as a repository without hooks. */
async function checkRepo(dir: string): Promise<string> {
  const found = await stat(dir).catch(() => undefined);
  if (!found) throw new UsageError(`--repo '${dir}' does not exist.`);
  if (!found.isDirectory()) throw new UsageError(`--repo '${dir}' is not a directory.`);
  return dir;
}

function parseJsonObject(text: string, flag: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${flag} is not valid JSON: ${(error as Error).message}. Expected a JSON object.`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new UsageError(`${flag} must be a JSON object, got ${JSON.stringify(value)}.`);
  }
  return value as Record<string, unknown>;
}

function parseEnv(pairs: readonly string[] | undefined): Record<string, string> {
  const env: Record<string, string> = {};
  for (const pair of pairs ?? []) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`--env '${pair}' is not NAME=VALUE.`);
    env[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return env;
}

/** A whole number of at least `min`, or undefined when the flag is absent. */
function parseCount(value: string | undefined, flag: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  const count = Number(value);
  if (!Number.isInteger(count) || count < min)
    throw new UsageError(`${flag} '${value}' is not a whole number of at least ${min}.`);
  return count;
}

/** `file:line:column: severity code: message` on stderr; the file name and message come from the repository. */
function formatDiagnosticLine(d: Diagnostic): string {
  return terminalLine(`${d.file}:${d.line}:${d.column}: ${d.severity} ${d.code}: ${d.message}`);
}

/** Say on stderr, before the first hook, that hooks run unisolated (the process driver). */
function warnOnProcessRun(io: CliIo): (choice: SandboxChoice) => void {
  return (choice) => {
    const warning = processRunWarning(choice);
    if (warning !== undefined) io.stderr(warning);
  };
}

function parseReports(values: readonly string[] | undefined): { format: ReportFormat; file: string }[] {
  return (values ?? []).map((value) => {
    const eq = value.indexOf('=');
    const format = value.slice(0, eq) as ReportFormat;
    if (eq <= 0 || !REPORT_FORMATS.includes(format) || eq === value.length - 1) {
      throw new UsageError(
        `--report '${value}' is not FORMAT=FILE with FORMAT one of ${REPORT_FORMATS.join(', ')}.`,
      );
    }
    return { format, file: value.slice(eq + 1) };
  });
}

/** Make each report's folder before the run, so a bad path fails in a second, not after every scenario. */
async function prepareReportFolders(targets: { file: string }[]): Promise<void> {
  for (const { file } of targets) {
    try {
      await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    } catch (error) {
      throw new UsageError(`--report: cannot create the folder of '${file}': ${(error as Error).message}`);
    }
  }
}

async function writeReports(
  report: JsonReport,
  targets: { format: ReportFormat; file: string }[],
  io: CliIo,
): Promise<boolean> {
  const { renderReport } = await import('../report/render-report.js');
  let written = true;
  // Write every report that can be written; one bad path does not lose the others.
  for (const { format, file } of targets) {
    try {
      // Rendering inside the try: a report too large to render fails like one that cannot be written.
      await writeFile(file, renderReport(report, format));
    } catch (error) {
      io.stderr(
        terminalLine(`hooksim: cannot write the ${format} report to '${file}': ${(error as Error).message}`),
      );
      written = false;
    }
  }
  return written;
}

/** A replay's warnings and errors (a rejected hook file among them) on stderr, one line each. */
function printProblems(report: JsonReport | undefined, io: CliIo): void {
  for (const d of report?.diagnostics.filter((d) => d.severity !== 'info') ?? []) {
    io.stderr(formatDiagnosticLine(d));
  }
}

/**
 * The exit status of a replay (`run`, `merge-reports`, and what `init` and `import --update` ran; none: 0): 2
 * when the sandbox did not start or a scenario was unreadable, 1 when an expectation failed, a scenario
 * errored or a hook file was rejected (its hooks never ran), else 0.
 */
function replayStatus(
  outcome: { report: JsonReport; sandboxFailed?: boolean; unreadable?: boolean } | undefined,
): number {
  if (!outcome) return 0;
  if (outcome.sandboxFailed || outcome.unreadable) return 2;
  const { report } = outcome;
  const rejected = report.diagnostics.some((d) => d.code === 'file-rejected');
  return report.summary.failed + report.summary.errored > 0 || rejected ? 1 : 0;
}

/** `--update` rewrites expectations: a pull-request check must never approve its own changes. */
function refuseInCi(io: CliIo): void {
  const env = io.env ?? process.env;
  const ci = ['GITHUB_ACTIONS', 'CI'].find((name) => env[name] === 'true');
  if (ci !== undefined)
    throw new UsageError(
      `--update is refused in CI (${ci}=true): CI checks expectations, it never rewrites them. Run 'hooksim run --update' locally and commit the result.`,
    );
}

interface RunFlags extends RepoFlags {
  report?: string[];
  jobs?: string;
  shard?: string;
  allowHost?: string[];
  compare?: string;
  engine: EngineName;
  allowLocalNetwork?: boolean;
  update?: boolean;
  open?: boolean;
}

async function runRun({ args, options }: Invocation, io: CliIo): Promise<number> {
  const flags = options as unknown as RunFlags;
  const reports = parseReports(flags.report);
  if (flags.update) refuseInCi(io);
  const jobs = parseCount(flags.jobs, '--jobs', 1);
  await checkRepo(flags.repo);
  await prepareReportFolders(reports);
  const run = flags.update
    ? (await import('../commands/update.js')).updateScenarios
    : (await import('../commands/run.js')).runScenarios;
  const outcome = await run({
    repo: flags.repo,
    profile: flags.profile,
    scenarios: (args[0] as string[] | undefined) ?? [],
    sandbox: flags.sandbox,
    ...(jobs === undefined ? {} : { jobs }),
    ...(flags.shard === undefined ? {} : { shard: flags.shard }),
    allowHosts: flags.allowHost ?? [],
    ...(flags.compare === undefined ? {} : { compare: flags.compare }),
    engine: flags.engine,
    onScenario: (scenario) => io.stdout(formatScenarioLine(scenario)),
    onSandboxChoice: warnOnProcessRun(io),
    allowLocalNetwork: flags.allowLocalNetwork ?? false,
    onDiff: (text) => io.stdout(text),
  });
  const { report } = outcome;
  printProblems(report, io);
  io.stdout(formatRunSummary(report));
  if (report.comparison) io.stdout(formatComparison(report));
  const preview = flags.open ? await writeHtmlPreview(report, io) : true;
  const written = (await writeReports(report, reports, io)) && preview;
  return written ? replayStatus(outcome) : 2;
}

/** `run --open`: the HTML report in a new temporary folder, its path printed for the user to open. */
async function writeHtmlPreview(report: JsonReport, io: CliIo): Promise<boolean> {
  let dir: string;
  try {
    dir = await mkdtemp(path.join(tmpdir(), 'hooksim-report-'));
  } catch (error) {
    io.stderr(terminalLine(`hooksim: --open: cannot create a temporary folder: ${(error as Error).message}`));
    return false;
  }
  const file = path.join(dir, 'report.html');
  const written = await writeReports(report, [{ format: 'html', file }], io);
  if (written) io.stdout(terminalLine(`HTML report: ${file}`));
  return written;
}

async function runMergeReports({ args, options }: Invocation, io: CliIo): Promise<number> {
  const { jsonReportSchema } = await import('../report/report-schema.js');
  const flags = options as { out?: string; report?: string[] };
  const reports: JsonReport[] = [];
  for (const file of args[0] as string[]) {
    let parsed;
    try {
      parsed = jsonReportSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    } catch (error) {
      throw new UsageError(`${file} is not a readable JSON report: ${(error as Error).message}`);
    }
    if (!parsed.success) {
      throw new UsageError(`${file} is not a hooksim JSON report: ${parsed.error.issues[0]?.message ?? ''}`);
    }
    reports.push(parsed.data as unknown as JsonReport);
  }
  const merged = mergeJsonReports(reports);
  const targets = [
    ...(flags.out ? [{ format: 'json' as const, file: flags.out }] : []),
    ...parseReports(flags.report),
  ];
  if (targets.length === 0) io.stdout(JSON.stringify(merged, null, 2));
  await prepareReportFolders(targets);
  const written = await writeReports(merged, targets, io);
  io.stderr(formatRunSummary(merged).trim());
  return written ? replayStatus({ report: merged }) : 2;
}

async function runValidate({ options }: Invocation, io: CliIo): Promise<number> {
  const flags = options as unknown as RepoFlags & { format: 'text' | 'json' | 'github' };
  const config = await validateRepo({ repo: await checkRepo(flags.repo), profile: flags.profile });
  if (flags.format === 'json')
    io.stdout(JSON.stringify({ files: config.files, diagnostics: config.diagnostics }, null, 2));
  else if (flags.format === 'github') for (const d of config.diagnostics) io.stdout(formatAnnotation(d));
  else io.stdout(formatValidation(config, flags.profile));
  return hasRejectedFile(config) ? 1 : 0;
}

interface FireFlags extends RepoFlags {
  tool?: string;
  args?: string;
  prompt?: string;
  payload?: string;
  env?: string[];
  json?: boolean;
  engine: EngineName;
  allowLocalNetwork?: boolean;
}

async function runFire({ args, options }: Invocation, io: CliIo): Promise<number> {
  const { fireEvent } = await import('../commands/fire.js');
  const flags = options as unknown as FireFlags;
  await checkRepo(flags.repo);
  const payloadText = flags.payload === '-' ? io.readStdin() : flags.payload;
  const outcome = await fireEvent({
    repo: flags.repo,
    profile: flags.profile,
    event: args[0] as string,
    ...(flags.tool !== undefined ? { tool: flags.tool } : {}),
    ...(flags.args !== undefined ? { args: parseJsonObject(flags.args, '--args') } : {}),
    ...(flags.prompt !== undefined ? { prompt: flags.prompt } : {}),
    ...(payloadText !== undefined ? { payload: parseJsonObject(payloadText, '--payload') } : {}),
    env: parseEnv(flags.env),
    sandbox: flags.sandbox,
    engine: flags.engine,
    onSandboxChoice: warnOnProcessRun(io),
    allowLocalNetwork: flags.allowLocalNetwork ?? false,
  });
  if (flags.json) {
    io.stdout(JSON.stringify({ ...outcome.record, diagnostics: outcome.diagnostics }, null, 2));
  } else {
    // The process-run warning went to stderr before the hooks ran; once is enough.
    const problems = outcome.diagnostics.filter(
      (d) => d.severity !== 'info' && d.code !== 'sandbox-reduced-fidelity',
    );
    for (const d of problems) io.stderr(formatDiagnosticLine(d));
    io.stdout(formatEventRecord(outcome.record, outcome.profile.name));
  }
  return hasRejectedFile(outcome.config) ? 1 : 0;
}

interface LintFlags {
  repo: string;
  format: LintFormat;
  maxWarnings?: string;
  allowHost?: string[];
  explain?: string;
  shellcheck: boolean;
}

async function runLint({ options }: Invocation, io: CliIo): Promise<number> {
  const { explainLintRule, formatLint, lintExitCode } = await import('../lint/lint-format.js');
  const { lintRepo } = await import('../lint/lint-repo.js');
  const flags = options as unknown as LintFlags;
  if (flags.explain !== undefined) {
    const text = explainLintRule(flags.explain);
    if (text === undefined) throw new UsageError(`--explain '${flags.explain}' is not a lint rule code.`);
    io.stdout(text);
    return 0;
  }
  const maxWarnings = parseCount(flags.maxWarnings, '--max-warnings', 0);
  await checkRepo(flags.repo);
  let findings;
  try {
    findings = await lintRepo({
      repo: flags.repo,
      allowHosts: flags.allowHost ?? [],
      shellcheck: flags.shellcheck,
    });
  } catch (error) {
    if (error instanceof AllowRuleError) throw new UsageError(`--allow-host: ${error.message}`);
    throw error;
  }
  const text = formatLint(findings, flags.format, flags.repo);
  if (text !== '') io.stdout(text);
  const warnings = findings.filter((f) => f.severity === 'warning').length;
  if (maxWarnings !== undefined && warnings > maxWarnings && !findings.some((f) => f.severity === 'error')) {
    io.stderr(`hooksim: ${warnings} warnings, more than --max-warnings ${maxWarnings}`);
  }
  return lintExitCode(findings, maxWarnings);
}

async function runEngineInstall({ options }: Invocation, io: CliIo): Promise<number> {
  const { installEngine } = await import('../engines/copilot-install.js');
  const dir = (options as { dir?: string }).dir ?? defaultEngineDir();
  io.stderr(terminalLine(`Installing ${COPILOT_CLI_PACKAGE}@${COPILOT_CLI_VERSION} into ${dir}`));
  const engine = await installEngine({ dir, onOutput: (text) => io.stderr(text.trimEnd()) });
  io.stdout(terminalLine(`copilot-cli engine ${COPILOT_CLI_VERSION} installed: ${engine.packageDir}`));
  return 0;
}

async function runSetup({ options }: Invocation, io: CliIo): Promise<number> {
  const { formatMachineReport, setupMachine } = await import('../commands/setup.js');
  const { showCommand } = await import('../setup/install.js');
  const flags = options as { check?: boolean; dryRun?: boolean; tests?: boolean };
  const dryRunOnly = flags.dryRun === true && !flags.check;
  const outcome = await setupMachine({
    check: flags.check ?? false,
    dryRun: flags.dryRun ?? false,
    tests: flags.tests ?? false,
    onOutput: (text) => io.stderr(text.trimEnd()),
  });
  const report = outcome.after ?? outcome.before;
  io.stdout(formatMachineReport(report));
  if (dryRunOnly) {
    const commands = outcome.before.commands.map(showCommand);
    io.stdout(
      commands.length ? `Would run:\n${commands.map((c) => `  ${c}`).join('\n')}` : 'Nothing to install.',
    );
  }
  if (outcome.error !== undefined) {
    io.stderr(`hooksim setup: ${outcome.error}`);
    return 1;
  }
  return report.ready || dryRunOnly ? 0 : 1;
}

async function runInit({ options }: Invocation, io: CliIo): Promise<number> {
  const { initRepo } = await import('../commands/init.js');
  const flags = options as unknown as RepoFlags & { force?: boolean };
  const outcome = await initRepo({
    repo: await checkRepo(flags.repo),
    profile: flags.profile,
    sandbox: flags.sandbox,
    force: flags.force ?? false,
    onFile: (line) => io.stdout(terminalLine(line)),
    onScenario: (scenario) => io.stdout(formatScenarioLine(scenario)),
    onSandboxChoice: warnOnProcessRun(io),
  });
  printProblems(outcome.run?.report, io);
  return replayStatus(outcome.run);
}

async function runImport({ args, options }: Invocation, io: CliIo): Promise<number> {
  const { importCommand } = await import('../commands/import.js');
  const flags = options as unknown as RepoFlags & { out?: string; force?: boolean; update?: boolean };
  if (flags.update) refuseInCi(io);
  const repo = await checkRepo(flags.repo);
  const outcome = await importCommand({
    session: args[0] as string,
    repo,
    ...(flags.out === undefined ? {} : { out: flags.out }),
    force: flags.force ?? false,
    ...(io.env ? { env: io.env } : {}),
    onWritten: (written) => {
      for (const d of written.diagnostics) io.stderr(formatDiagnosticLine(d));
      const shown = (file: string) => path.relative(process.cwd(), file) || file;
      const steps = `${written.steps} step${written.steps === 1 ? '' : 's'}`;
      io.stdout(terminalLine(`wrote ${shown(written.file)}: ${steps} from ${shown(written.source)}`));
      if (written.schemaWritten) io.stdout(terminalLine(`wrote ${shown(written.schemaWritten)}`));
    },
    ...(flags.update
      ? {
          update: {
            profile: flags.profile,
            sandbox: flags.sandbox,
            onScenario: (scenario) => io.stdout(formatScenarioLine(scenario)),
            onSandboxChoice: warnOnProcessRun(io),
            onDiff: (text) => io.stdout(text),
          },
        }
      : {}),
  });
  printProblems(outcome.run?.report, io);
  return replayStatus(outcome.run);
}

async function runSchema({ args }: Invocation, io: CliIo): Promise<number> {
  const which = args[0] as 'hooks' | 'scenario' | 'report';
  if (which === 'scenario') {
    io.stdout((await import('../commands/init.js')).scenarioJsonSchema().trimEnd());
    return 0;
  }
  const [{ z }, schema] = await Promise.all([
    import('zod'),
    which === 'hooks'
      ? import('../config/schema.js').then((module) => module.hookFileSchema)
      : import('../report/report-schema.js').then((module) => module.jsonReportSchema),
  ]);
  io.stdout(JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), null, 2));
  return 0;
}

async function runCompletion({ args }: Invocation, io: CliIo): Promise<number> {
  const { completionScript } = await import('./completion.js');
  io.stdout(completionScript(args[0] as 'bash' | 'zsh'));
  return 0;
}

async function runReadmeCommands(_call: Invocation, io: CliIo): Promise<number> {
  const { commandsTable } = await import('./docs.js');
  io.stdout(commandsTable());
  return 0;
}

/** Every command's handler, by its path in the command table (`engine install`). */
export const HANDLERS: Readonly<Record<string, Handler>> = {
  run: runRun,
  init: runInit,
  import: runImport,
  fire: runFire,
  validate: runValidate,
  lint: runLint,
  schema: runSchema,
  'merge-reports': runMergeReports,
  'engine install': runEngineInstall,
  setup: runSetup,
  completion: runCompletion,
  'readme-commands': runReadmeCommands,
};
