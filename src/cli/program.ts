/**
 * The commander program made from the command table: flags with their choices and defaults, help with
 * details and examples, output routed to the CLI's io, and no process.exit (errors throw CommanderError).
 */
import { Argument, Command, Option } from 'commander';
import { UsageError } from '../commands/errors.js';
import { nearestName } from '../edit-distance.js';
import { VERSION } from '../version.js';
import { COMMANDS, type ArgumentSpec, type CommandSpec, type Example, type OptionSpec } from './commands.js';
import type { Handler } from './handlers.js';
import type { CliIo } from './io.js';

/** Help lines are wrapped here, whatever the terminal, so help reads the same everywhere (and in tests). */
const HELP_WIDTH = 100;

/** Words wrapped to `width`, every line starting with `indent`. */
export function wrapText(text: string, indent: string, width = HELP_WIDTH): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line !== '' && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(indent + line);
  return lines.join('\n');
}

function formatExamples(examples: readonly Example[]): string {
  return ['Examples:', ...examples.map((e) => `  $ ${e.command}\n${wrapText(e.does, '      ')}`)].join('\n');
}

/** A parser that accepts only `choices`, naming them (and the likely one) when the value is not one. */
function choiceParser(label: string, choices: readonly string[]): (value: string) => string {
  return (value) => {
    if (choices.includes(value)) return value;
    const near = nearestName(value, choices, (choice) => (choice.length > 4 ? 2 : 1));
    const hint = near === undefined ? '' : ` Did you mean ${near}?`;
    throw new UsageError(`${label} '${value}' is not one of ${choices.join(', ')}.${hint}`);
  };
}

function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

function makeOption(spec: OptionSpec): Option {
  const option = new Option(spec.flags, spec.description);
  if (spec.choices)
    option.choices(spec.choices).argParser(choiceParser(option.long ?? spec.flags, spec.choices));
  if (spec.repeatable) option.argParser(collect);
  if (spec.default !== undefined) option.default(spec.default);
  return option;
}

function makeArgument(spec: ArgumentSpec, commandPath: string): Argument {
  const name = `${spec.name}${spec.variadic ? '...' : ''}`;
  const argument = new Argument(spec.required ? `<${name}>` : `[${name}]`, spec.description);
  if (spec.choices) {
    argument.choices(spec.choices).argParser(choiceParser(`${commandPath} ${spec.name}`, spec.choices));
  }
  return argument;
}

/** Positional arguments past the declared ones are bad usage, named. */
function checkExcessArguments(command: Command, spec: CommandSpec, commandPath: string): void {
  const declared = spec.args ?? [];
  if (declared.at(-1)?.variadic) return;
  const extra = command.args[declared.length];
  if (extra === undefined) return;
  throw new UsageError(
    declared.length === 0
      ? `${commandPath} takes no arguments (got '${extra}').`
      : `Unexpected argument '${extra}'.`,
  );
}

function addCommand(
  parent: Command,
  spec: CommandSpec,
  parentPath: readonly string[],
  run: (handler: Handler, args: unknown[], options: Record<string, unknown>) => Promise<void>,
  handlers: Readonly<Record<string, Handler>>,
): void {
  const pathWords = [...parentPath, spec.name];
  const commandPath = pathWords.join(' ');
  const command = parent
    .command(spec.name, { hidden: spec.hidden === true })
    .summary(spec.summary)
    .description(`${spec.summary[0]?.toUpperCase()}${spec.summary.slice(1)}.`);
  for (const arg of spec.args ?? []) command.addArgument(makeArgument(arg, commandPath));
  for (const option of spec.options ?? []) command.addOption(makeOption(option));
  // Written when the help is shown: wrapping every command's text cost each command's start.
  command.addHelpText('after', () => {
    const after = [...(spec.details ?? []).map((p) => wrapText(p, '')), formatExamples(spec.examples)];
    return `\n${after.join('\n\n')}`;
  });
  if (spec.subcommands) {
    for (const sub of spec.subcommands) addCommand(command, sub, pathWords, run, handlers);
    return;
  }
  const handler = handlers[commandPath];
  if (!handler) throw new Error(`No handler for the command '${commandPath}'`);
  command.allowExcessArguments(true).action(async (...params: unknown[]) => {
    const self = params.at(-1) as Command;
    checkExcessArguments(self, spec, commandPath);
    await run(handler, self.processedArgs as unknown[], self.opts());
  });
}

const ROOT_EXAMPLES: readonly Example[] = [
  { command: 'hooksim run --repo examples/demo', does: "replay the demo's scenarios through its hooks" },
  {
    command: `hooksim fire preToolUse --tool bash --args '{"command":"rm -rf /"}'`,
    does: 'what the hooks decide about one tool call',
  },
  { command: 'hooksim lint', does: 'what works on a laptop but not in the cloud agent' },
];

/**
 * The program for one `main` call (commander keeps parsed values on its commands, so never reuse one).
 * `onStatus` receives the exit status of the command that ran.
 */
export function buildProgram(
  io: CliIo,
  handlers: Readonly<Record<string, Handler>>,
  onStatus: (status: number) => void,
): Command {
  const program = new Command('hooksim');
  // Help goes to io without its final newline (io adds one); errors are printed by main, from CommanderError.
  const write = (to: (text: string) => void) => (text: string) => to(text.replace(/\n$/, ''));
  program
    .configureOutput({
      writeOut: write(io.stdout),
      writeErr: write(io.stderr),
      outputError: () => {},
      getOutHelpWidth: () => HELP_WIDTH,
      getErrHelpWidth: () => HELP_WIDTH,
      getOutHasColors: () => false,
      getErrHasColors: () => false,
    })
    .exitOverride()
    .showSuggestionAfterError(true)
    .configureHelp({ helpWidth: HELP_WIDTH })
    .helpOption('-h, --help', 'show this help')
    .helpCommand('help [COMMAND]', "show a command's help")
    .version(VERSION, '-V, --version', 'print the version')
    .usage('COMMAND [options]')
    .description(
      `hooksim ${VERSION}: preview what GitHub Copilot cloud agent does with your repository hooks`,
    )
    .addHelpText(
      'after',
      () =>
        `\nRun 'hooksim COMMAND --help' for a command's flags, their values and examples.\n\n${formatExamples(ROOT_EXAMPLES)}`,
    );
  const run = async (handler: Handler, args: unknown[], options: Record<string, unknown>) => {
    onStatus(await handler({ args, options }, io));
  };
  for (const spec of COMMANDS) addCommand(program, spec, [], run, handlers);
  return program;
}

/** The command path (`engine install`) the words of argv name, as far as they name one. */
export function commandPathOf(argv: readonly string[]): string[] {
  const found: string[] = [];
  let level: readonly CommandSpec[] | undefined = COMMANDS;
  for (const word of argv) {
    if (word.startsWith('-')) continue;
    const spec: CommandSpec | undefined = level?.find((c) => c.name === word);
    if (!spec) break;
    found.push(spec.name);
    level = spec.subcommands;
    if (!level) break;
  }
  return found;
}
