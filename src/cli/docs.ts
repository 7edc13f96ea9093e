/** The README's commands table, made from the command table (`npm run docs:cli` writes it into README.md). */
import { leafCommands, parseFlags, type ArgumentSpec, type OptionSpec } from './commands.js';

/** Text in a Markdown table cell: one line, pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
}

function usageOf(arg: ArgumentSpec): string {
  const name = arg.choices ? arg.choices.join('|') : arg.name;
  const shown = `${name}${arg.variadic ? '...' : ''}`;
  return arg.required ? shown : `[${shown}]`;
}

function flagOf(option: OptionSpec): string {
  const { short, long, value } = parseFlags(option.flags);
  const shownValue = option.choices ? option.choices.join('|') : value;
  const flag = `${short ? `${short}, ` : ''}${long}${shownValue === undefined ? '' : ` ${shownValue}`}`;
  return `\`${flag}\`${option.default === undefined ? '' : ` (default \`${option.default}\`)`}`;
}

/** A Markdown table: each command's usage, what it does, and its flags with their values and defaults. */
export function commandsTable(): string {
  const rows = leafCommands()
    .filter(({ spec }) => !spec.hidden)
    .map(({ path, spec }) => {
      const usage = ['hooksim', ...path, ...(spec.args ?? []).map(usageOf)].join(' ');
      const flags = (spec.options ?? []).map(flagOf).join(', ');
      return `| \`${cell(usage)}\` | ${cell(spec.summary)} | ${cell(flags)} |`;
    });
  return ['| command | what it does | flags |', '| --- | --- | --- |', ...rows].join('\n');
}
