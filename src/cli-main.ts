/** The CLI: parse argv once into typed options, call the core, print. Only this layer sets the exit status. */
import { readFileSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { z } from 'zod';
import { UsageError } from './commands/errors.js';
import { fireEvent } from './commands/fire.js';
import { hasRejectedFile, validateRepo } from './commands/validate.js';
import { hookFileSchema } from './config/schema.js';
import { UnknownProfileError } from './profiles.js';
import { formatAnnotation } from './report/annotations.js';
import { formatEventRecord, formatValidation } from './report/text.js';
import { VERSION } from './version.js';

/** Where the CLI writes; tests pass their own. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readStdin: () => string;
}

const HELP = `hooksim ${VERSION}: preview what GitHub Copilot cloud agent does with your repository hooks

Usage:
  hooksim validate [--repo DIR] [--profile NAME] [--format text|json|github]
  hooksim fire EVENT [--repo DIR] [--profile NAME] [--tool NAME] [--args JSON]
                     [--prompt TEXT] [--payload JSON|-] [--env NAME=VALUE]... [--json]
  hooksim schema hooks

Profiles: cloud (default), cloud-docs, cli, cli-docs.
Exit status: 0 passed, 1 a hook file was rejected, 2 bad usage.`;

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

function checkSandbox(value: string): void {
  if (!['auto', 'process', 'namespace'].includes(value)) {
    throw new UsageError(`--sandbox '${value}' is not one of auto, process, namespace.`);
  }
  if (value === 'namespace') {
    throw new UsageError(
      '--sandbox namespace is not available in this version: hooks run on the host (process).',
    );
  }
}

async function runValidate(argv: string[], io: CliIo): Promise<number> {
  const { values } = parse(argv, { format: { type: 'string', default: 'text' } });
  const format = values.format;
  if (!['text', 'json', 'github'].includes(format))
    throw new UsageError(`--format '${format}' is not one of text, json, github.`);
  const config = await validateRepo({ repo: values.repo, profile: values.profile });
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
  });
  checkSandbox(values.sandbox);
  const event = positionals[0];
  if (!event) throw new UsageError('fire needs an EVENT, e.g. hooksim fire preToolUse --tool bash.');
  if (positionals.length > 1) throw new UsageError(`Unexpected argument '${positionals[1]}'.`);
  const payloadText = values.payload === '-' ? io.readStdin() : values.payload;
  const outcome = await fireEvent({
    repo: values.repo,
    profile: values.profile,
    event,
    ...(values.tool !== undefined ? { tool: values.tool } : {}),
    ...(values.args !== undefined ? { args: parseJsonObject(values.args, '--args') } : {}),
    ...(values.prompt !== undefined ? { prompt: values.prompt } : {}),
    ...(payloadText !== undefined ? { payload: parseJsonObject(payloadText, '--payload') } : {}),
    env: parseEnv(values.env),
  });
  if (values.json) {
    io.stdout(JSON.stringify({ ...outcome.record, diagnostics: outcome.diagnostics }, null, 2));
  } else {
    const problems = outcome.diagnostics.filter((d) => d.severity !== 'info');
    for (const d of problems)
      io.stderr(`${d.file}:${d.line}:${d.column}: ${d.severity} ${d.code}: ${d.message}`);
    io.stdout(formatEventRecord(outcome.record, outcome.profile.name));
  }
  return hasRejectedFile(outcome.config) ? 1 : 0;
}

function runSchema(argv: string[], io: CliIo): number {
  const { positionals } = parse(argv, {});
  const which = positionals[0];
  if (which !== 'hooks') throw new UsageError(`schema takes 'hooks' (got '${which ?? ''}').`);
  io.stdout(JSON.stringify(z.toJSONSchema(hookFileSchema), null, 2));
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
      case 'validate':
        return await runValidate(rest, io);
      case 'fire':
        return await runFire(rest, io);
      case 'schema':
        return runSchema(rest, io);
      default:
        throw new UsageError(`Unknown command '${command}'. Expected validate, fire or schema.`);
    }
  } catch (error) {
    if (error instanceof UsageError || error instanceof UnknownProfileError) {
      io.stderr(`hooksim: ${error.message}\nRun 'hooksim --help' for usage.`);
      return 2;
    }
    io.stderr(`hooksim: internal error: ${(error as Error).message ?? String(error)}`);
    return 2;
  }
}

/** The process's own I/O. */
export const processIo: CliIo = {
  stdout: (text) => process.stdout.write(`${text}\n`),
  stderr: (text) => process.stderr.write(`${text}\n`),
  readStdin: () => readFileSync(0, 'utf8'),
};
