/** The CLI: parse argv once into typed options, call the core, print. Only this layer sets the exit status. */
import { readFileSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { z } from 'zod';
import { UsageError } from './commands/errors.js';
import type { Diagnostic } from './diagnostics.js';
import type { EngineName } from './engines/copilot-engine.js';
import { ENGINE_FIRE_EVENTS } from './engines/fire-events.js';
import {
  COPILOT_CLI_PACKAGE,
  COPILOT_CLI_VERSION,
  defaultEngineDir,
  EngineInstallError,
  EngineNotInstalledError,
  installEngine,
} from './engines/copilot-install.js';
import { hasRejectedFile, validateRepo } from './commands/validate.js';
import { hookFileSchema } from './config/schema.js';
import { AllowRuleError } from './firewall/rules.js';
import type { LintFormat } from './lint/lint-format.js';
import { UnknownProfileError } from './profiles.js';
import { formatAnnotation } from './report/annotations.js';
import { terminalLine, terminalText } from './report/escape.js';
import { mergeJsonReports, type JsonReport } from './report/json-report.js';
import type { ReportFormat } from './report/render-report.js';
import { formatComparison, formatRunSummary, formatScenarioLine } from './report/terminal.js';
import { formatEventRecord, formatValidation } from './report/text.js';
import { processRunWarning, type SandboxChoice, type SandboxKind } from './sandbox/index.js';
import { VERSION } from './version.js';

// Every command loads what it needs when it runs (import() below): `fire` and `run` start without the
// linter, the report renderers, the scenario editor or the engine, which a CLI start would otherwise build
// (their schemas) for nothing (issue 15).

/** Where the CLI writes; tests pass their own. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readStdin: () => string;
  /** The environment (`CI`, `GITHUB_ACTIONS`); the process's when absent. */
  env?: Readonly<Record<string, string | undefined>>;
}

const HELP = `hooksim ${VERSION}: preview what GitHub Copilot cloud agent does with your repository hooks

Usage:
  hooksim run [SCENARIO...] [--repo DIR] [--profile NAME] [--sandbox auto|namespace|process]
              [--report json=FILE] [--report junit=FILE] [--report markdown=FILE]
              [--jobs N] [--shard K/N] [--allow-host HOST]... [--compare PROFILE]
              [--engine native|copilot-cli] [--allow-local-network] [--update|-u]
  hooksim init [--repo DIR] [--force]
  hooksim merge-reports --out FILE REPORT.json...
  hooksim validate [--repo DIR] [--profile NAME] [--format text|json|github]
  hooksim fire EVENT [--repo DIR] [--profile NAME] [--sandbox auto|namespace|process]
                     [--tool NAME] [--args JSON] [--prompt TEXT] [--payload JSON|-]
                     [--env NAME=VALUE]... [--json] [--engine native|copilot-cli]
                     [--allow-local-network]
  hooksim engine install [--dir DIR]
  hooksim setup [--check] [--dry-run] [--tests]
  hooksim lint [--repo DIR] [--format text|json|github|sarif] [--max-warnings N]
               [--allow-host HOST]... [--explain CODE] [--no-shellcheck]
  hooksim schema hooks|scenario|report

Profiles: cloud (default), cloud-docs, cli, cli-docs.
Engines: native (default) replays scenarios with hooksim's own model of the runtime; copilot-cli drives the
real Copilot CLI ${COPILOT_CLI_VERSION} offline with a scripted model, in the namespace sandbox, under
--profile cli only. Install it first with \`hooksim engine install\` (npm install of
${COPILOT_CLI_PACKAGE}@${COPILOT_CLI_VERSION} into $HOOKSIM_ENGINE_DIR, default
\${XDG_CACHE_HOME:-~/.cache}/hooksim/engines/copilot-${COPILOT_CLI_VERSION}). fire --engine copilot-cli
fires ${Object.keys(ENGINE_FIRE_EVENTS).join(', ')} through a one-step session.
--allow-local-network lets HTTP hooks reach loopback and private addresses, this machine's included
(a policy server on 127.0.0.1 while you develop it); hooksim refuses them otherwise. Only for hooks you trust.
setup checks what the namespace sandbox needs here (bubblewrap, util-linux, iproute2, user namespaces) and
installs what is missing with apt-get (dnf, apk, pacman untested), through sudo when not root; --check only
reports (exit 0 ready, 1 not), --dry-run prints the commands, --tests adds what hooksim's own tests use.
run --update (-u) writes each step's current outcome into the scenario's expect, like a snapshot test's -u:
failing fields take the current value, passing ones stay, a step without expect gets one; it prints the diff
and then replays the files it wrote. Never in CI (CI or GITHUB_ACTIONS set to true): CI checks, it does not
approve. init writes .github/workflows/hooksim.yml and one recorded scenario per hook file (with the scenario
JSON Schema for editors); it never overwrites a file without --force.
Exit status: 0 passed, 1 an expectation failed or a hook file was rejected (lint: an error, or more
warnings than --max-warnings), 2 bad usage, an unreadable scenario, or the sandbox could not start.`;

const COMMON = {
  repo: { type: 'string', default: '.' },
  profile: { type: 'string', default: 'cloud' },
  sandbox: { type: 'string', default: 'auto' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsConfig['options'];

function parse<T extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: T) {
  try {
    return parseArgs({
      args: argv,
      options: { ...COMMON, ...options },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
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

function parseEnv(pairs: string[] | undefined): Record<string, string> {
  const env: Record<string, string> = {};
  for (const pair of pairs ?? []) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`--env '${pair}' is not NAME=VALUE.`);
    env[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return env;
}

function checkEngine(value: string | undefined): EngineName {
  if (value === undefined || value === 'native' || value === 'copilot-cli') return value ?? 'native';
  throw new UsageError(`--engine '${value}' is not one of native, copilot-cli.`);
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

function checkSandbox(value: string): SandboxKind {
  if (value !== 'auto' && value !== 'process' && value !== 'namespace') {
    throw new UsageError(`--sandbox '${value}' is not one of auto, process, namespace.`);
  }
  return value;
}

const REPORT_FORMATS = ['json', 'junit', 'markdown'] as const;

function parseReports(
  values: string[] | undefined,
): { format: (typeof REPORT_FORMATS)[number]; file: string }[] {
  return (values ?? []).map((value) => {
    const eq = value.indexOf('=');
    const format = value.slice(0, eq) as (typeof REPORT_FORMATS)[number];
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
  let written = true;
  // Write every report that can be written; one bad path does not lose the others.
  for (const { format, file } of targets) {
    try {
      // Rendering inside the try: a report too large to render fails like one that cannot be written.
      const { renderReport } = await import('./report/render-report.js');
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

function parseJobs(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const jobs = Number(value);
  if (!Number.isInteger(jobs) || jobs < 1)
    throw new UsageError(`--jobs '${value}' is not a whole number of at least 1.`);
  return jobs;
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

async function runRun(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(argv, {
    report: { type: 'string', multiple: true },
    jobs: { type: 'string' },
    shard: { type: 'string' },
    'allow-host': { type: 'string', multiple: true },
    compare: { type: 'string' },
    engine: { type: 'string' },
    'allow-local-network': { type: 'boolean', default: false },
    update: { type: 'boolean', short: 'u', default: false },
  });
  const reports = parseReports(values.report);
  if (values.update) refuseInCi(io);
  const engine = checkEngine(values.engine);
  const jobs = parseJobs(values.jobs);
  await checkRepo(values.repo);
  await prepareReportFolders(reports);
  const run = values.update
    ? (await import('./commands/update.js')).updateScenarios
    : (await import('./commands/run.js')).runScenarios;
  const outcome = await run({
    repo: values.repo,
    profile: values.profile,
    scenarios: positionals,
    sandbox: checkSandbox(values.sandbox),
    ...(jobs === undefined ? {} : { jobs }),
    ...(values.shard === undefined ? {} : { shard: values.shard }),
    allowHosts: values['allow-host'] ?? [],
    ...(values.compare === undefined ? {} : { compare: values.compare }),
    engine,
    onScenario: (scenario) => io.stdout(formatScenarioLine(scenario)),
    onSandboxChoice: warnOnProcessRun(io),
    allowLocalNetwork: values['allow-local-network'],
    onDiff: (text) => io.stdout(text),
  });
  const { report } = outcome;
  for (const d of report.diagnostics.filter((d) => d.severity !== 'info')) {
    io.stderr(formatDiagnosticLine(d));
  }
  io.stdout(formatRunSummary(report));
  if (report.comparison) io.stdout(formatComparison(report));
  const written = await writeReports(report, reports, io);
  if (outcome.sandboxFailed || outcome.unreadable || !written) return 2;
  const rejected = report.diagnostics.some((d) => d.code === 'file-rejected');
  return report.summary.failed + report.summary.errored > 0 || rejected ? 1 : 0;
}

async function runMergeReports(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(argv, {
    out: { type: 'string' },
    report: { type: 'string', multiple: true },
  });
  if (positionals.length === 0) throw new UsageError('merge-reports needs the JSON reports to join.');
  const { jsonReportSchema } = await import('./report/report-schema.js');
  const reports: JsonReport[] = [];
  for (const file of positionals) {
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
    ...(values.out ? [{ format: 'json' as const, file: values.out }] : []),
    ...parseReports(values.report),
  ];
  if (targets.length === 0) io.stdout(JSON.stringify(merged, null, 2));
  await prepareReportFolders(targets);
  const written = await writeReports(merged, targets, io);
  io.stderr(formatRunSummary(merged).trim());
  if (!written) return 2;
  const rejected = merged.diagnostics.some((d) => d.code === 'file-rejected');
  return merged.summary.failed + merged.summary.errored > 0 || rejected ? 1 : 0;
}

async function runValidate(argv: string[], io: CliIo): Promise<number> {
  const { values } = parse(argv, { format: { type: 'string', default: 'text' } });
  const format = values.format;
  if (!['text', 'json', 'github'].includes(format))
    throw new UsageError(`--format '${format}' is not one of text, json, github.`);
  const config = await validateRepo({ repo: await checkRepo(values.repo), profile: values.profile });
  if (format === 'json')
    io.stdout(JSON.stringify({ files: config.files, diagnostics: config.diagnostics }, null, 2));
  else if (format === 'github') for (const d of config.diagnostics) io.stdout(formatAnnotation(d));
  else io.stdout(formatValidation(config, values.profile));
  return hasRejectedFile(config) ? 1 : 0;
}

async function runFire(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(argv, {
    tool: { type: 'string' },
    args: { type: 'string' },
    prompt: { type: 'string' },
    payload: { type: 'string' },
    env: { type: 'string', multiple: true },
    json: { type: 'boolean', default: false },
    engine: { type: 'string' },
    'allow-local-network': { type: 'boolean', default: false },
  });
  const sandbox = checkSandbox(values.sandbox);
  await checkRepo(values.repo);
  const engine = checkEngine(values.engine);
  const event = positionals[0];
  if (!event) throw new UsageError('fire needs an EVENT, e.g. hooksim fire preToolUse --tool bash.');
  if (positionals.length > 1) throw new UsageError(`Unexpected argument '${positionals[1]}'.`);
  const payloadText = values.payload === '-' ? io.readStdin() : values.payload;
  const { fireEvent } = await import('./commands/fire.js');
  const outcome = await fireEvent({
    repo: values.repo,
    profile: values.profile,
    event,
    ...(values.tool !== undefined ? { tool: values.tool } : {}),
    ...(values.args !== undefined ? { args: parseJsonObject(values.args, '--args') } : {}),
    ...(values.prompt !== undefined ? { prompt: values.prompt } : {}),
    ...(payloadText !== undefined ? { payload: parseJsonObject(payloadText, '--payload') } : {}),
    env: parseEnv(values.env),
    sandbox,
    engine,
    onSandboxChoice: warnOnProcessRun(io),
    allowLocalNetwork: values['allow-local-network'],
  });
  if (values.json) {
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

async function runLint(argv: string[], io: CliIo): Promise<number> {
  const { values } = parse(argv, {
    format: { type: 'string', default: 'text' },
    'max-warnings': { type: 'string' },
    'allow-host': { type: 'string', multiple: true },
    explain: { type: 'string' },
    'no-shellcheck': { type: 'boolean', default: false },
  });
  const { explainLintRule, formatLint, LINT_FORMATS, lintExitCode } = await import('./lint/lint-format.js');
  if (values.explain !== undefined) {
    const text = explainLintRule(values.explain);
    if (text === undefined) throw new UsageError(`--explain '${values.explain}' is not a lint rule code.`);
    io.stdout(text);
    return 0;
  }
  const format = values.format as LintFormat;
  if (!LINT_FORMATS.includes(format))
    throw new UsageError(`--format '${format}' is not one of ${LINT_FORMATS.join(', ')}.`);
  const maxText = values['max-warnings'];
  const maxWarnings = maxText === undefined ? undefined : Number(maxText);
  if (maxWarnings !== undefined && !(Number.isInteger(maxWarnings) && maxWarnings >= 0))
    throw new UsageError(`--max-warnings '${maxText}' is not a whole number of at least 0.`);
  await checkRepo(values.repo);
  let findings;
  try {
    const { lintRepo } = await import('./lint/lint-repo.js');
    findings = await lintRepo({
      repo: values.repo,
      allowHosts: values['allow-host'] ?? [],
      shellcheck: !values['no-shellcheck'],
    });
  } catch (error) {
    if (error instanceof AllowRuleError) throw new UsageError(`--allow-host: ${error.message}`);
    throw error;
  }
  const text = formatLint(findings, format, values.repo);
  if (text !== '') io.stdout(text);
  const warnings = findings.filter((f) => f.severity === 'warning').length;
  if (maxWarnings !== undefined && warnings > maxWarnings && !findings.some((f) => f.severity === 'error')) {
    io.stderr(`hooksim: ${warnings} warnings, more than --max-warnings ${maxWarnings}`);
  }
  return lintExitCode(findings, maxWarnings);
}

async function runEngine(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(argv, { dir: { type: 'string' } });
  if (positionals[0] !== 'install' || positionals.length > 1)
    throw new UsageError(`engine takes 'install' (got '${positionals.join(' ')}').`);
  const dir = values.dir ?? defaultEngineDir();
  io.stderr(`Installing ${COPILOT_CLI_PACKAGE}@${COPILOT_CLI_VERSION} into ${dir}`);
  const engine = await installEngine({ dir, onOutput: (text) => io.stderr(text.trimEnd()) });
  io.stdout(`copilot-cli engine ${COPILOT_CLI_VERSION} installed: ${engine.packageDir}`);
  return 0;
}

async function runSetup(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(argv, {
    check: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
    tests: { type: 'boolean', default: false },
  });
  if (positionals.length > 0) throw new UsageError(`setup takes no arguments (got '${positionals[0]}').`);
  const { formatMachineReport, setupMachine } = await import('./commands/setup.js');
  const { showCommand } = await import('./setup/install.js');
  const outcome = await setupMachine({
    check: values.check,
    dryRun: values['dry-run'],
    tests: values.tests,
    onOutput: (text) => io.stderr(text.trimEnd()),
  });
  const report = outcome.after ?? outcome.before;
  io.stdout(formatMachineReport(report));
  if (values['dry-run'] && !values.check) {
    const commands = outcome.before.commands.map(showCommand);
    io.stdout(
      commands.length ? `Would run:\n${commands.map((c) => `  ${c}`).join('\n')}` : 'Nothing to install.',
    );
  }
  if (outcome.error !== undefined) {
    io.stderr(`hooksim setup: ${outcome.error}`);
    return 1;
  }
  return report.ready || (values['dry-run'] && !values.check) ? 0 : 1;
}

async function runInit(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(argv, { force: { type: 'boolean', default: false } });
  if (positionals.length > 0) throw new UsageError(`init takes no arguments (got '${positionals[0]}').`);
  const { initRepo } = await import('./commands/init.js');
  const outcome = await initRepo({
    repo: await checkRepo(values.repo),
    profile: values.profile,
    sandbox: checkSandbox(values.sandbox),
    force: values.force,
    onFile: (line) => io.stdout(terminalLine(line)),
    onScenario: (scenario) => io.stdout(formatScenarioLine(scenario)),
    onSandboxChoice: warnOnProcessRun(io),
  });
  const run = outcome.run;
  if (!run) return 0;
  if (run.sandboxFailed || run.unreadable) return 2;
  return run.report.summary.failed + run.report.summary.errored > 0 ? 1 : 0;
}

async function runSchema(argv: string[], io: CliIo): Promise<number> {
  const { positionals } = parse(argv, {});
  const which = positionals[0];
  if (which !== 'hooks' && which !== 'scenario' && which !== 'report') {
    throw new UsageError(`schema takes hooks, scenario or report (got '${which ?? ''}').`);
  }
  const schemas = {
    hooks: hookFileSchema,
    scenario: (await import('./session/scenario-schema.js')).scenarioSchema,
    report: (await import('./report/report-schema.js')).jsonReportSchema,
  } as const;
  if (which === 'scenario') io.stdout((await import('./commands/init.js')).scenarioJsonSchema().trimEnd());
  else
    io.stdout(
      JSON.stringify(z.toJSONSchema(schemas[which], { io: 'input', unrepresentable: 'any' }), null, 2),
    );
  return 0;
}

/** Run the CLI with argv (without `node` and the script) and return the exit status; never throws. */
export async function main(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (!command || command === '--help' || command === '-h' || command === 'help') {
      io.stdout(HELP);
      return command ? 0 : 2;
    }
    if (command === '--version') {
      io.stdout(VERSION);
      return 0;
    }
    if (rest.includes('--help') || rest.includes('-h')) {
      io.stdout(HELP);
      return 0;
    }
    switch (command) {
      case 'run':
        return await runRun(rest, io);
      case 'merge-reports':
        return await runMergeReports(rest, io);
      case 'validate':
        return await runValidate(rest, io);
      case 'fire':
        return await runFire(rest, io);
      case 'lint':
        return await runLint(rest, io);
      case 'schema':
        return await runSchema(rest, io);
      case 'engine':
        return await runEngine(rest, io);
      case 'setup':
        return await runSetup(rest, io);
      case 'init':
        return await runInit(rest, io);
      default:
        throw new UsageError(
          `Unknown command '${command}'. Expected run, init, fire, validate, lint, schema, merge-reports, engine or setup.`,
        );
    }
  } catch (error) {
    const { EngineSessionError } = await import('./engines/copilot-session.js');
    if (
      error instanceof EngineNotInstalledError ||
      error instanceof EngineInstallError ||
      error instanceof EngineSessionError
    ) {
      io.stderr(`hooksim: ${terminalText(error.message, '  ')}`);
      return 2;
    }
    // Messages quote arguments and file contents: shown inert, continuation lines indented.
    if (error instanceof UsageError || error instanceof UnknownProfileError) {
      io.stderr(`hooksim: ${terminalText(error.message, '  ')}\nRun 'hooksim --help' for usage.`);
      return 2;
    }
    io.stderr(`hooksim: internal error: ${terminalText((error as Error).message ?? String(error), '  ')}`);
    return 2;
  }
}

/** The process's own I/O. */
export const processIo: CliIo = {
  stdout: (text) => process.stdout.write(`${text}\n`),
  stderr: (text) => process.stderr.write(`${text}\n`),
  readStdin: () => readFileSync(0, 'utf8'),
};
