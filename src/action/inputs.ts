/**
 * The Action's inputs, parsed once into a typed settings object. Every error names the input, the value it
 * got and what is expected, so a typo in a workflow is fixed from the log line alone.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { parseAllowRule } from '../firewall/rules.js';
import { PROFILE_NAMES, type ProfileName } from '../profiles.js';
import type { EngineName } from '../engines/copilot-engine.js';
import type { SandboxKind } from '../sandbox/choice.js';

/** When the step fails (README "fail-on"). */
export type FailOn = 'failure' | 'warning' | 'never';

/** Everything the Action was asked to do, typed and defaulted. */
export interface ActionSettings {
  repoPath: string;
  /** Scenario globs relative to `repoPath`, one per line of the input. */
  scenarios: string[];
  profile: ProfileName;
  compareProfile?: ProfileName;
  sandbox: SandboxKind;
  /** `copilot-cli` runs the scenarios through the real Copilot CLI, under profile `cli`. */
  engine: EngineName;
  allowHosts: string[];
  failOn: FailOn;
  changedOnly: boolean;
  /** `K/N` as given, checked. */
  shard?: { text: string; index: number; count: number };
  comment: boolean;
  githubToken: string;
  /** Absolute directory the reports are written to. */
  reportDir: string;
}

/** Every input of action.yml with the default the code falls back to when the runner passes none. */
export const INPUT_DEFAULTS = {
  'repo-path': '.',
  scenarios: '.github/hook-scenarios/**/*.{yml,yaml}',
  profile: 'cloud',
  'compare-profile': '',
  sandbox: 'auto',
  engine: 'native',
  'allow-hosts': '',
  'fail-on': 'failure',
  'changed-only': 'false',
  shard: '',
  comment: 'false',
  'github-token': '',
  'report-dir': '',
} as const;

/** The name of one input. */
export type InputName = keyof typeof INPUT_DEFAULTS;

/** One or more inputs were invalid; the message lists each with what is expected. */
export class ActionInputError extends Error {
  readonly code = 'action-input';
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ActionInputError';
  }
}

const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];

function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function quoted(value: string): string {
  return JSON.stringify(value);
}

type Check<T> = { ok: true; value: T } | { ok: false; expected: string };

function pass<T>(value: T): Check<T> {
  return { ok: true, value };
}

function want(expected: string): Check<never> {
  return { ok: false, expected };
}

/** A string input checked by `check`, which returns the parsed value or an expectation text. */
function input<T>(name: InputName, check: (value: string) => Check<T>) {
  return z.string().transform((value, ctx): T => {
    const result = check(value);
    if (result.ok) return result.value;
    ctx.addIssue({
      code: 'custom',
      message: `Input '${name}' is ${quoted(value)}; expected ${result.expected}.`,
    });
    return z.NEVER;
  });
}

function oneOf<T extends string>(name: InputName, values: readonly T[]) {
  return input(name, (value) =>
    (values as readonly string[]).includes(value) ? pass(value as T) : want(`one of ${values.join(', ')}`),
  );
}

function boolean(name: InputName) {
  return input(name, (value) =>
    TRUE.includes(value) ? pass(true) : FALSE.includes(value) ? pass(false) : want('true or false'),
  );
}

const SHARD = /^(\d+)\/(\d+)$/;

/** Why a firewall rule does not parse, or undefined when it does (the forms a scenario's firewall.allow takes). */
function ruleProblem(rule: string): string | undefined {
  try {
    parseAllowRule(rule);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const settingsSchema = z.object({
  'repo-path': input('repo-path', (value) =>
    value.trim() ? pass(value.trim()) : want('a directory (default .)'),
  ),
  scenarios: input('scenarios', (value) =>
    lines(value).length > 0
      ? pass(lines(value))
      : want('a glob relative to repo-path, one a line (default .github/hook-scenarios/**/*.{yml,yaml})'),
  ),
  profile: oneOf('profile', PROFILE_NAMES),
  'compare-profile': input('compare-profile', (value) =>
    value === ''
      ? pass(undefined)
      : (PROFILE_NAMES as readonly string[]).includes(value)
        ? pass(value as ProfileName)
        : want(`empty or one of ${PROFILE_NAMES.join(', ')}`),
  ),
  sandbox: oneOf<SandboxKind>('sandbox', ['auto', 'namespace', 'process']),
  engine: oneOf<EngineName>('engine', ['native', 'copilot-cli']),
  'allow-hosts': input('allow-hosts', (value) => {
    const rules = lines(value);
    const problems = rules.map(ruleProblem).filter((p) => p !== undefined);
    return problems.length === 0 ? pass(rules) : want(`one firewall rule a line. ${problems.join(' ')}`);
  }),
  'fail-on': oneOf<FailOn>('fail-on', ['failure', 'warning', 'never']),
  'changed-only': boolean('changed-only'),
  shard: input('shard', (value) => {
    if (value === '') return pass(undefined);
    const match = SHARD.exec(value);
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    return match && count >= 1 && index >= 1 && index <= count
      ? pass({ text: value, index, count })
      : want('empty or K/N with 1 <= K <= N, like 1/2');
  }),
  comment: boolean('comment'),
  'github-token': z.string(),
  'report-dir': z.string(),
});

/**
 * Parse the inputs. `read` returns an input's raw value ('' when unset, as `core.getInput` does); `env`
 * gives RUNNER_TEMP for the default report directory.
 */
export function parseActionSettings(
  read: (name: InputName) => string,
  env: NodeJS.ProcessEnv = process.env,
): ActionSettings {
  const raw = Object.fromEntries(
    (Object.keys(INPUT_DEFAULTS) as InputName[]).map((name) => {
      const value = read(name);
      // Multi-line inputs keep their lines; the others are trimmed as core.getInput trims them.
      return [name, value.trim() === '' ? INPUT_DEFAULTS[name] : value.trim()];
    }),
  ) as Record<InputName, string>;
  const parsed = settingsSchema.safeParse(raw);
  if (!parsed.success) throw new ActionInputError(parsed.error.issues.map((issue) => issue.message));
  const s = parsed.data;
  // The real CLI is what profile `cli` models: the engine implies it, and contradicting it is an input error.
  if (s.engine === 'copilot-cli') {
    const asked = read('profile').trim();
    const problems = [
      ...(asked !== '' && asked !== 'cli'
        ? [
            `engine: 'copilot-cli' runs under profile cli, but profile is '${asked}'. Expected profile cli or no profile.`,
          ]
        : []),
      ...(s['compare-profile'] !== undefined
        ? [
            'compare-profile: must be empty with engine copilot-cli (the differential suite compares engines).',
          ]
        : []),
      ...(s.sandbox === 'process'
        ? ['sandbox: copilot-cli runs the CLI in the namespace sandbox; process cannot host it.']
        : []),
    ];
    if (problems.length > 0) throw new ActionInputError(problems);
    s.profile = 'cli';
  }
  const reportDir = s['report-dir'] || path.join(env.RUNNER_TEMP || tmpdir(), 'hooksim-reports');
  return {
    repoPath: s['repo-path'],
    scenarios: s.scenarios,
    profile: s.profile,
    ...(s['compare-profile'] === undefined ? {} : { compareProfile: s['compare-profile'] }),
    sandbox: s.sandbox,
    engine: s.engine,
    allowHosts: s['allow-hosts'],
    failOn: s['fail-on'],
    changedOnly: s['changed-only'],
    ...(s.shard === undefined ? {} : { shard: s.shard }),
    comment: s.comment,
    githubToken: s['github-token'],
    reportDir: path.resolve(reportDir),
  };
}
