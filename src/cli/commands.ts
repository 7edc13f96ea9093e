/**
 * The CLI's commands as data: names, arguments, flags with their values and defaults, help texts and examples.
 * The commander program (`program.ts`), the shell completions (`completion.ts`) and the README's commands
 * table (`docs.ts`) are all made from this table. A new command is a row here and a handler in `handlers.ts`.
 */
import { COPILOT_CLI_PACKAGE, COPILOT_CLI_VERSION, defaultEngineDir } from '../engines/copilot-install.js';
import { ENGINE_FIRE_EVENTS } from '../engines/fire-events.js';
import { allEventKeys } from '../events/catalogue.js';
import { LINT_FORMATS } from '../lint/lint-formats.js';
import { PROFILE_NAMES } from '../profiles.js';
import { REPORT_FORMATS } from '../report/report-formats.js';

/** What a shell completes for a value: directories, files, or fixed words. */
export type Completion = 'dir' | 'file' | readonly string[];

/** One flag. */
export interface OptionSpec {
  /** Commander's flags: `--repo <DIR>`, `-u, --update`, `--no-shellcheck`. */
  flags: string;
  description: string;
  /** The only values accepted; help lists them and anything else is bad usage naming them. */
  choices?: readonly string[];
  /** Applied when the flag is absent and shown in help. */
  default?: string;
  /** May be given more than once; the values collect in order. */
  repeatable?: true;
  /** What a shell completes for the value when there are no choices. */
  complete?: Completion;
}

/** One positional argument. */
export interface ArgumentSpec {
  name: string;
  description: string;
  required?: true;
  variadic?: true;
  choices?: readonly string[];
  complete?: Completion;
}

/** One example in a command's help: the command line and what it does. */
export interface Example {
  command: string;
  does: string;
}

/** One command (or a group of subcommands, like `engine`). */
export interface CommandSpec {
  name: string;
  /** One line: the `hooksim --help` list and the README's table. */
  summary: string;
  args?: readonly ArgumentSpec[];
  options?: readonly OptionSpec[];
  /** Paragraphs after the flags in the command's help. */
  details?: readonly string[];
  examples: readonly Example[];
  subcommands?: readonly CommandSpec[];
  /** Left out of help, completions and the README (internal commands). */
  hidden?: true;
}

const SANDBOXES = ['auto', 'namespace', 'process'] as const;
const ENGINES = ['native', 'copilot-cli'] as const;

const REPO: OptionSpec = {
  flags: '--repo <DIR>',
  description: 'the repository whose .github/hooks are used',
  default: '.',
  complete: 'dir',
};
const PROFILE: OptionSpec = {
  flags: '--profile <NAME>',
  description:
    'the runtime semantics: cloud is the cloud agent as observed, cloud-docs as documented, cli and cli-docs the same for the Copilot CLI',
  choices: PROFILE_NAMES,
  default: 'cloud',
};
const SANDBOX: OptionSpec = {
  flags: '--sandbox <KIND>',
  description:
    'where hooks run: namespace (bubblewrap, no network but the firewall), process (unisolated, on this machine), auto (namespace when it starts here, else process with a warning)',
  choices: SANDBOXES,
  default: 'auto',
};
const ENGINE: OptionSpec = {
  flags: '--engine <NAME>',
  description: `native replays with hooksim's own model of the runtime; copilot-cli drives the real Copilot CLI ${COPILOT_CLI_VERSION} offline (needs --profile cli and \`hooksim engine install\`)`,
  choices: ENGINES,
  default: 'native',
};
const ALLOW_LOCAL_NETWORK: OptionSpec = {
  flags: '--allow-local-network',
  description:
    "let HTTP hooks reach loopback and private addresses, this machine's included (a policy server on 127.0.0.1 while you develop it); refused otherwise. Only for hooks you trust",
};
const ALLOW_HOST = (what: string): OptionSpec => ({
  flags: '--allow-host <HOST>',
  description: `${what} (a domain or a URL prefix)`,
  repeatable: true,
});
const REPORT: OptionSpec = {
  flags: '--report <FORMAT=FILE>',
  description: `write a report; FORMAT is one of ${REPORT_FORMATS.join(', ')}`,
  repeatable: true,
  complete: 'file',
};

const UPDATE: OptionSpec = {
  flags: '-u, --update',
  description:
    "write each step's current outcome into the scenario's expect (like a snapshot test's -u); refused in CI",
};

const EXIT_STATUS =
  'Exit status: 0 passed, 1 an expectation failed or a hook file was rejected, 2 bad usage, an unreadable scenario, or the sandbox could not start.';

const RUN: CommandSpec = {
  name: 'run',
  summary:
    'replay scenarios through the hooks (with none, a smoke session of the calls Copilot makes) and check their expectations',
  args: [
    {
      name: 'SCENARIO',
      description: 'scenario files (default: .github/hook-scenarios/**/*.{yml,yaml} in the repository)',
      variadic: true,
      complete: 'file',
    },
  ],
  options: [
    REPO,
    PROFILE,
    SANDBOX,
    REPORT,
    { flags: '--jobs <N>', description: 'scenarios replayed at once (default: the number of cores)' },
    { flags: '--shard <K/N>', description: 'replay only slice K of N of the scenarios (CI matrices)' },
    ALLOW_HOST('add a host to the firewall allow-list of every scenario'),
    {
      flags: '--compare <PROFILE>',
      description:
        'replay every scenario under a second profile too and report each step whose outcome differs',
      choices: PROFILE_NAMES,
    },
    ENGINE,
    ALLOW_LOCAL_NETWORK,
    UPDATE,
    {
      flags: '--open',
      description:
        'write the HTML report (a timeline of every event and hook run) to a new temporary folder and print its path',
    },
  ],
  details: [
    '--report html=FILE writes one self-contained HTML page (no network; a timeline of every event and hook run, filterable by scenario name and status).',
    '--update: failing fields take the current value, passing ones stay, a step without expect gets one; it prints the diff and then replays the files it wrote. Never in CI (CI or GITHUB_ACTIONS set to true): CI checks, it does not approve.',
    `--engine copilot-cli installs with \`hooksim engine install\` (npm install of ${COPILOT_CLI_PACKAGE}@${COPILOT_CLI_VERSION} into $HOOKSIM_ENGINE_DIR, default \${XDG_CACHE_HOME:-~/.cache}/hooksim/engines/copilot-${COPILOT_CLI_VERSION}) and runs in the namespace sandbox under --profile cli only.`,
    EXIT_STATUS,
  ],
  examples: [
    { command: 'hooksim run --repo examples/demo', does: "replay the demo's scenarios" },
    {
      command: 'hooksim run .github/hook-scenarios/deny.yml --report junit=out/junit.xml',
      does: 'one scenario, with a JUnit report',
    },
    {
      command: 'hooksim run --compare cloud-docs',
      does: 'where the hooks depend on documented vs observed behaviour',
    },
    { command: 'hooksim run -u', does: "approve what the hooks do now into the scenarios' expect" },
    { command: 'hooksim run --open', does: 'an HTML timeline of the run, for a browser' },
  ],
};

const INIT: CommandSpec = {
  name: 'init',
  summary: 'write a workflow and one recorded scenario per hook file',
  options: [REPO, PROFILE, SANDBOX, { flags: '--force', description: 'overwrite files that already exist' }],
  details: [
    'init writes .github/workflows/hooksim.yml and one scenario per hook file (.github/hook-scenarios/<file>.yml, with the scenario JSON Schema for editors), records what the hooks do now into their expect, and replays them. It never overwrites a file without --force.',
    EXIT_STATUS,
  ],
  examples: [
    { command: 'hooksim init', does: 'start the current repository' },
    {
      command: 'hooksim init --repo ../service --force',
      does: 'another repository, rewriting what init wrote before',
    },
  ],
};

const IMPORT: CommandSpec = {
  name: 'import',
  summary: "turn a Copilot CLI session's events.jsonl into a scenario file",
  args: [
    {
      name: 'SESSION',
      description:
        'an events.jsonl, a session directory, or a session id (or a unique prefix) looked up under $COPILOT_HOME/session-state, then ~/.copilot/session-state',
      required: true,
      complete: 'file',
    },
  ],
  options: [
    REPO,
    PROFILE,
    SANDBOX,
    {
      flags: '--out <FILE>',
      description: 'the scenario file (default: .github/hook-scenarios/imported-<id>.yml in the repository)',
      complete: 'file',
    },
    { flags: '--force', description: 'overwrite the scenario file if it exists' },
    UPDATE,
  ],
  details: [
    'The scenario keeps the prompt, each tool call with its arguments and result, subagents, errors, compaction and the stop, in order; event types hooksim does not know stay as comments. With --update the hooks of --repo replay it and what they decide is recorded into its expect, as run --update does (refused in CI).',
    EXIT_STATUS,
  ],
  examples: [
    { command: 'hooksim import ~/.copilot/session-state/1f2e3d4c', does: 'a session directory' },
    {
      command: 'hooksim import 1f2e --update',
      does: "a session by id prefix, then record what this repository's hooks decide",
    },
    {
      command: 'hooksim import events.jsonl --out .github/hook-scenarios/refactor.yml',
      does: 'a chosen file',
    },
  ],
};

const FIRE: CommandSpec = {
  name: 'fire',
  summary: 'send one event through the hooks in the sandbox and print the outcome',
  args: [
    {
      name: 'EVENT',
      description: 'an event name in either casing (preToolUse, PreToolUse, Stop, sessionStart, …)',
      required: true,
      complete: allEventKeys(),
    },
  ],
  options: [
    REPO,
    PROFILE,
    SANDBOX,
    { flags: '--tool <NAME>', description: 'the tool of a tool event (bash, view, create, edit, …)' },
    { flags: '--args <JSON>', description: "the tool's arguments, a JSON object" },
    { flags: '--prompt <TEXT>', description: 'the prompt of a prompt event' },
    {
      flags: '--payload <JSON|->',
      description: 'fields that override or add to the built payload, a JSON object; - reads it from stdin',
    },
    { flags: '--env <NAME=VALUE>', description: 'an environment variable for the hooks', repeatable: true },
    { flags: '--json', description: 'print the event record of the JSON report, with its diagnostics' },
    ENGINE,
    ALLOW_LOCAL_NETWORK,
  ],
  details: [
    'The payload is built as a session would build it (session id, timestamp, cwd, the tool and args, the prompt).',
    `--engine copilot-cli fires ${Object.keys(ENGINE_FIRE_EVENTS).join(', ')} through a one-step session of the real Copilot CLI.`,
    'Exit status: 0 the event ran, 1 a hook file was rejected, 2 bad usage or the sandbox could not start.',
  ],
  examples: [
    {
      command: `hooksim fire preToolUse --tool bash --args '{"command":"rm -rf /"}'`,
      does: 'what the hooks decide about a dangerous command',
    },
    {
      command: `hooksim fire userPromptSubmitted --prompt 'Fix the build' --json`,
      does: 'the event record as JSON',
    },
    {
      command: `echo '{"stop_hook_active":true}' | hooksim fire Stop --payload -`,
      does: 'a payload from stdin',
    },
  ],
};

const VALIDATE: CommandSpec = {
  name: 'validate',
  summary: 'load every hook file as the runtime would and report each problem with file, line and column',
  options: [
    REPO,
    PROFILE,
    {
      flags: '--format <FORMAT>',
      description: 'the output',
      choices: ['text', 'json', 'github'],
      default: 'text',
    },
  ],
  details: ['Exit status: 0 every file loaded, 1 a hook file was rejected, 2 bad usage.'],
  examples: [
    { command: 'hooksim validate', does: 'the current repository' },
    { command: 'hooksim validate --repo examples/demo --format json', does: 'files and diagnostics as JSON' },
    { command: 'hooksim validate --format github', does: 'workflow annotations on the pull request' },
  ],
};

const LINT: CommandSpec = {
  name: 'lint',
  summary: 'find what works on a laptop but not in the cloud agent, without running anything',
  options: [
    REPO,
    { flags: '--format <FORMAT>', description: 'the output', choices: LINT_FORMATS, default: 'text' },
    { flags: '--max-warnings <N>', description: 'fail when there are more warnings than N' },
    ALLOW_HOST('a host the firewall allows besides the recommended list'),
    { flags: '--explain <CODE>', description: "print a rule's explanation with a bad and a good example" },
    { flags: '--no-shellcheck', description: 'do not run ShellCheck on the scripts' },
  ],
  details: ['Exit status: 0 no error, 1 an error (or more warnings than --max-warnings), 2 bad usage.'],
  examples: [
    { command: 'hooksim lint', does: 'the current repository' },
    { command: 'hooksim lint --format sarif > hooksim.sarif', does: 'for GitHub code scanning' },
    { command: 'hooksim lint --explain script-ignores-stdin', does: 'what a rule means and how to fix it' },
  ],
};

const SCHEMA: CommandSpec = {
  name: 'schema',
  summary: 'print the JSON Schema of hook files, scenarios or the JSON report',
  args: [
    {
      name: 'KIND',
      description: 'which schema',
      required: true,
      choices: ['hooks', 'scenario', 'report'],
    },
  ],
  examples: [
    { command: 'hooksim schema scenario > scenario.schema.json', does: 'for editors of scenario files' },
    { command: 'hooksim schema report', does: 'the fields of --report json=FILE' },
  ],
};

const MERGE_REPORTS: CommandSpec = {
  name: 'merge-reports',
  summary: 'join the JSON reports of shards into one',
  args: [
    {
      name: 'REPORT',
      description: 'JSON reports (from run --report json=FILE)',
      required: true,
      variadic: true,
      complete: 'file',
    },
  ],
  options: [
    {
      flags: '--out <FILE>',
      description: 'write the merged JSON report here (default: stdout)',
      complete: 'file',
    },
    REPORT,
  ],
  details: [EXIT_STATUS],
  examples: [
    { command: 'hooksim merge-reports --out hooksim.json shards/*/*.json', does: "join a matrix's shards" },
    {
      command: 'hooksim merge-reports --report junit=junit.xml shard-1.json shard-2.json',
      does: 'a JUnit report of all shards',
    },
  ],
};

const ENGINE_INSTALL: CommandSpec = {
  name: 'install',
  summary: `install the pinned Copilot CLI ${COPILOT_CLI_VERSION} for --engine copilot-cli`,
  options: [
    {
      flags: '--dir <DIR>',
      description: `where to install (default: $HOOKSIM_ENGINE_DIR or ${defaultEngineDir()})`,
      complete: 'dir',
    },
  ],
  details: [
    `npm installs ${COPILOT_CLI_PACKAGE}@${COPILOT_CLI_VERSION} from the registry; run and fire use it with --engine copilot-cli --profile cli.`,
  ],
  examples: [
    { command: 'hooksim engine install', does: 'into the cache' },
    {
      command: 'hooksim engine install --dir /opt/hooksim-engine',
      does: 'elsewhere (then set HOOKSIM_ENGINE_DIR)',
    },
  ],
};

const ENGINE_GROUP: CommandSpec = {
  name: 'engine',
  summary: 'manage the real Copilot CLI that --engine copilot-cli drives',
  subcommands: [ENGINE_INSTALL],
  examples: ENGINE_INSTALL.examples,
};

const SETUP: CommandSpec = {
  name: 'setup',
  summary: 'check and install what the namespace sandbox needs on this machine',
  options: [
    { flags: '--check', description: 'only report (exit 0 ready, 1 not)' },
    { flags: '--dry-run', description: 'print the commands that would install what is missing' },
    { flags: '--tests', description: "add what hooksim's own tests use (Chromium, xmllint, …)" },
  ],
  details: [
    'setup checks bubblewrap, util-linux, iproute2 and user namespaces, and installs what is missing with apt-get (dnf, apk, pacman untested), through sudo when not root.',
  ],
  examples: [
    { command: 'hooksim setup --check', does: 'what is missing, changing nothing' },
    { command: 'sudo hooksim setup', does: 'install it' },
    { command: 'hooksim setup --tests --dry-run', does: "the commands for hooksim's own test suite" },
  ],
};

/** The shells `hooksim completion` writes scripts for. */
export const SHELLS = ['bash', 'zsh'] as const;

const COMPLETION: CommandSpec = {
  name: 'completion',
  summary: 'print a shell completion script for bash or zsh',
  args: [{ name: 'SHELL', description: 'the shell', required: true, choices: SHELLS }],
  examples: [
    { command: 'source <(hooksim completion bash)', does: 'in ~/.bashrc' },
    {
      command: 'hooksim completion zsh > "${fpath[1]}/_hooksim"',
      does: 'once, for zsh (then compinit loads it)',
    },
  ],
};

/** Internal: the README's commands table, which `npm run docs:cli` reads from the built CLI. */
const README_COMMANDS: CommandSpec = {
  name: 'readme-commands',
  summary: "print the README's commands table (Markdown)",
  hidden: true,
  examples: [{ command: 'npm run docs:cli', does: 'update README.md from it' }],
};

/** Every command, in the order of `hooksim --help` and the README. */
export const COMMANDS: readonly CommandSpec[] = [
  RUN,
  INIT,
  IMPORT,
  FIRE,
  VALIDATE,
  LINT,
  SCHEMA,
  MERGE_REPORTS,
  ENGINE_GROUP,
  SETUP,
  COMPLETION,
  README_COMMANDS,
];

/** Every runnable command with its path (`engine install`), groups left out, hidden ones included. */
export function leafCommands(
  specs: readonly CommandSpec[] = COMMANDS,
  parent: readonly string[] = [],
): { path: string[]; spec: CommandSpec }[] {
  return specs.flatMap((spec) =>
    spec.subcommands
      ? leafCommands(spec.subcommands, [...parent, spec.name])
      : [{ path: [...parent, spec.name], spec }],
  );
}

/** The long name of a flag (`--update` of `-u, --update`) and whether it takes a value. */
export function parseFlags(flags: string): { short?: string; long: string; value?: string } {
  const match = /^(?:(-\w), )?(--[\w-]+)(?: <([^>]+)>)?$/.exec(flags);
  if (!match?.[2]) throw new Error(`Bad flags in the command table: '${flags}'`);
  return {
    long: match[2],
    ...(match[1] ? { short: match[1] } : {}),
    ...(match[3] ? { value: match[3] } : {}),
  };
}
