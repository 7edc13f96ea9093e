/**
 * A CLI that explains itself (issue 18): every command's `--help` names each flag with its description,
 * allowed values and default, and shows examples; `hooksim --help` lists the commands; a misspelt command or
 * flag gets "did you mean" with exit 2; invalid values name the allowed ones.
 */
import { describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { COMMANDS, leafCommands, parseFlags } from '../src/cli/commands.js';
import { VERSION } from '../src/version.js';
import { runCli } from './helpers/cli.js';

const visibleCommands = [
  ...leafCommands().filter(({ spec }) => !spec.hidden),
  ...COMMANDS.filter((spec) => spec.subcommands).map((spec) => ({ path: [spec.name], spec })),
];

describe('hooksim COMMAND --help', () => {
  it('covers every command of the issue', () => {
    expect(visibleCommands.map((c) => c.path.join(' ')).sort()).toEqual(
      [
        'completion',
        'engine',
        'engine install',
        'fire',
        'import',
        'init',
        'lint',
        'merge-reports',
        'run',
        'schema',
        'setup',
        'validate',
      ].sort(),
    );
  });

  it.each(visibleCommands.map((c) => [c.path.join(' '), c] as const))('%s', async (_name, { path, spec }) => {
    const { status, stdout, stderr } = await runCli([...path, '--help']);
    expect(status).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toMatch(new RegExp(`^Usage: hooksim ${path.join(' ')} `));
    // The summary, capitalised, as the help's first paragraph (help wraps it at 100 columns).
    const summary = `${spec.summary[0]?.toUpperCase()}${spec.summary.slice(1)}.`;
    expect(stdout.replace(/\s+/g, ' ')).toContain(summary);
    const flat = stdout.replace(/\n {4,}/g, ' ');
    for (const option of spec.options ?? []) {
      const { long } = parseFlags(option.flags);
      const line = flat.split('\n').find((l) => l.trimStart().startsWith(option.flags));
      expect(line).toBeDefined();
      expect(line).toContain(option.description.replace(/\s+/g, ' '));
      for (const choice of option.choices ?? []) expect(line).toContain(`"${choice}"`);
      if (option.default !== undefined) expect(line).toContain(`default: "${option.default}"`);
      expect(long).toMatch(/^--/);
    }
    for (const arg of spec.args ?? [])
      expect(flat).toMatch(
        new RegExp(
          `\\n {2}${arg.name} +${arg.description.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
        ),
      );
    expect(stdout).toMatch(/\nExamples:\n {2}\$ .*hooksim /);
    expect(stdout).toMatch(/-h, --help +show this help/);
  });

  it("moves today's long paragraphs into the commands they are about", async () => {
    expect((await runCli(['run', '--help'])).stdout).toMatch(
      /--update: failing fields take the current value/,
    );
    expect((await runCli(['run', '--help'])).stdout).toContain('Exit status: 0 passed, 1');
    expect((await runCli(['init', '--help'])).stdout).toContain('never overwrites a file without --force');
    expect((await runCli(['setup', '--help'])).stdout).toContain('through sudo when not root');
    expect((await runCli(['fire', '--help'])).stdout).toMatch(/--engine copilot-cli fires preToolUse/);
  });

  it('`hooksim help COMMAND` is `hooksim COMMAND --help`', async () => {
    expect((await runCli(['help', 'lint'])).stdout).toBe((await runCli(['lint', '--help'])).stdout);
  });
});

describe('hooksim --help', () => {
  it('lists every command with its summary, and examples', async () => {
    const { status, stdout } = await runCli(['--help']);
    expect(status).toBe(0);
    const flat = stdout.replace(/\n {4,}/g, ' ');
    for (const spec of COMMANDS.filter((c) => !c.hidden)) {
      expect(flat).toMatch(
        new RegExp(`\\n {2}${spec.name} .* ${spec.summary.slice(0, 30).replace(/[()]/g, '\\$&')}`),
      );
    }
    expect(stdout).not.toContain('readme-commands');
    expect(stdout).toContain("Run 'hooksim COMMAND --help'");
    expect(stdout).toContain('Examples:');
  });

  it('with no command, shows the help on stderr and exits 2', async () => {
    const { status, stdout, stderr } = await runCli([]);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^Usage: hooksim COMMAND/);
  });

  it('--version and -V print the version', async () => {
    expect(await runCli(['--version'])).toEqual({ status: 0, stdout: VERSION, stderr: '' });
    expect((await runCli(['-V'])).stdout).toBe(VERSION);
  });
});

describe('did you mean, and values that are not allowed (exit 2)', () => {
  it.each([
    [['rnu'], "hooksim: Unknown command 'rnu'\n  (Did you mean run?)\nRun 'hooksim --help' for usage."],
    [
      ['valdate', '--repo', '.'],
      "hooksim: Unknown command 'valdate'\n  (Did you mean validate?)\nRun 'hooksim --help' for usage.",
    ],
    [
      ['run', '--sandbx', 'process'],
      "hooksim: Unknown option '--sandbx'\n  (Did you mean --sandbox?)\nRun 'hooksim run --help' for usage.",
    ],
    [
      ['lint', '--max-warning', '1'],
      "hooksim: Unknown option '--max-warning'\n  (Did you mean --max-warnings?)\nRun 'hooksim lint --help' for usage.",
    ],
    [
      ['engine', 'instal'],
      "hooksim: Unknown command 'instal'\n  (Did you mean install?)\nRun 'hooksim engine --help' for usage.",
    ],
  ])('%j', async (argv, message) => {
    expect(await runCli(argv)).toEqual({ status: 2, stdout: '', stderr: message });
  });

  it.each([
    [['run', '--sandbox', 'foo'], "--sandbox 'foo' is not one of auto, namespace, process."],
    [['fire', 'preToolUse', '--engine', 'x'], "--engine 'x' is not one of native, copilot-cli."],
    [['validate', '--format', 'y'], "--format 'y' is not one of text, json, github."],
    [['lint', '--format', 'xml'], "--format 'xml' is not one of text, json, github, sarif."],
    [['run', '--profile', 'lab'], "--profile 'lab' is not one of cloud, cloud-docs, cli, cli-docs."],
    [['schema', 'hook'], "schema KIND 'hook' is not one of hooks, scenario, report. Did you mean hooks?"],
    [['completion', 'fish'], "completion SHELL 'fish' is not one of bash, zsh."],
    [
      ['run', '--sandbox', 'namespce'],
      "--sandbox 'namespce' is not one of auto, namespace, process. Did you mean namespace?",
    ],
    [
      ['run', '--compare', 'Cloud'],
      "--compare 'Cloud' is not one of cloud, cloud-docs, cli, cli-docs. Did you mean cloud?",
    ],
    [['schema'], 'schema needs KIND, e.g. hooksim schema scenario > scenario.schema.json.'],
    [['run', '--jobs'], "Option '--jobs <N>' argument missing"],
  ])('%j', async (argv, message) => {
    const { status, stdout, stderr } = await runCli(argv);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(`hooksim: ${message}\nRun 'hooksim ${argv[0]} --help' for usage.`);
  });

  it('shows what the user typed inert: a control character in a misspelt flag is made visible', async () => {
    const { status, stderr } = await runCli(['run', '--x\u001b[2Jy']);
    expect(status).toBe(2);
    expect(stderr).not.toContain('\u001b');
  });
});

describe("the README's commands table", () => {
  /** Table rows with prettier's column padding taken out. */
  const rows = (text: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith('|') && !/^\|[- |]+\|$/.test(line))
      .map((line) => line.replace(/ {2,}/g, ' ').replace(/ \|$/, '|'));

  it('is what `hooksim readme-commands` prints (npm run docs:cli writes it between the markers)', async () => {
    const { status, stdout } = await runCli(['readme-commands']);
    expect(status).toBe(0);
    const readme = await readFile('README.md', 'utf8');
    const section = readme.slice(
      readme.indexOf('<!-- cli-docs:start -->'),
      readme.indexOf('<!-- cli-docs:end -->'),
    );
    expect(rows(section)).toEqual(rows(stdout));
    for (const { path } of visibleCommands.filter((c) => !c.spec.subcommands))
      expect(stdout).toContain(`| \`hooksim ${path.join(' ')}`);
  });
});
