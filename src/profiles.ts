/**
 * Named semantics profiles: data, read by the rest of the code as flags.
 * Code reads flags, never profile names (spec/runtime-behaviour.md §1).
 */

/** Every flag of runtime-behaviour.md §1.2 and §1.3. */
export interface Profile {
  name: ProfileName;
  surface: 'cloud' | 'cli';
  configSources: 'repoHooksDir' | 'all';
  sourceOrder: 'observed' | 'documented';
  eventSet: 'cloud' | 'all';
  powershellOnlyEntries: 'ignore' | 'pwsh';
  execEntries: 'skip' | 'run';
  hookFileOrder: 'descending' | 'ascending';
  scanSubdirectories: boolean;
  nestedHookGroups: 'accept' | 'drop';
  versionRequired: boolean;
  emptyMatcher: 'reject' | 'matchAll';
  pascalPostToolMatcher: 'claude' | 'native';
  envExpansion: 'none' | 'posix';
  timeoutKill: 'termThenKill' | 'kill';
  timeoutTextTruncation: 'ellipsis' | 'cut';
  exit2WarningStdout: 'merge' | 'ignore';
  postToolUseFailureExit2Source: 'stderr' | 'stdout';
  preToolUseShortCircuit: 'firstDenyOrAsk' | 'none';
  chainModifiedArgs: boolean;
  preToolUseAdditionalContext: 'inject' | 'ignore';
  erroredDenyMessage: 'withSource' | 'plain';
  exit2DenyReason: 'stdoutThenFixed' | 'stdoutThenStderr';
  denyNoReasonText: 'noReasonProvided' | 'bare';
  askDenyText: 'unableToAsk' | 'plain';
  honorClaudeHookSpecificOutput: 'pascalPreToolUse' | 'never';
  httpPreToolUseNon2xx: 'deny' | 'failOpen';
  httpPreToolUseNetworkError: 'deny' | 'failOpen';
  httpUrlRules: 'observed' | 'documented';
  chainModifiedResult: boolean;
  postToolUseContextCap: 'utf16Silent' | 'utf8BytesWarn';
  postToolUseContextFormat: 'guidanceHeader' | 'append';
  postToolUseFailureContextFormat: 'separateMessage' | 'appendToError';
  sessionStartNonStringContext: 'reset' | 'ignore';
  blankContextInjected: boolean;
  userPromptSubmittedOutputs: ReadonlyArray<'modifiedPrompt' | 'additionalContext' | 'decision'>;
  continuationPromptEvents: ReadonlyArray<'userPromptSubmitted' | 'userPromptTransformed'>;
  stopPromptMerge: 'fieldwise' | 'lastValid';
  subagentStopGuard: 'none' | 'stopBlockGuard';
  toolArgsEncoding: 'object' | 'string';
  pascalPostToolName: 'claude' | 'runtime';
  payloadShape: 'observed' | 'documented';
  /** FINDINGS §10.2: subagentStart/subagentStop also fire for `general-purpose` (the docs exempt it). */
  generalPurposeSubagentHooks: boolean;
  /**
   * Docs/runtime-findings.md: a subagent's turns fire the main agent's turn hooks too, with its identity:
   * userPromptSubmitted and userPromptTransformed for its first message and each continuation prompt, and
   * agentStop (block ignored) at each turn end before subagentStop (FINDINGS §10.1).
   */
  subagentTurnHooks: boolean;
  /** FINDINGS §10.1: hooks inside a subagent get `sessionId` = the subagent's id plus its agent ids (`agent`). */
  subagentHookIdentity: 'agent' | 'session';
  /** FINDINGS §8: hooks also see `COPILOT_CLI_BINARY_VERSION` and `COPILOT_CLI_RESOLVED_DIST_DIR`. */
  cliBinaryEnvVars: boolean;
  /** FINDINGS §10.4: an HTTP header `$NAME` not in `allowedEnvVars` becomes empty (`empty`) or stays as written. */
  headerUnlistedVars: 'empty' | 'verbatim';
  /** FINDINGS §9 Q23: `<current_datetime>` as local time with a numeric offset, or ISO 8601 UTC with `Z`. */
  datetimeFormat: 'localOffset' | 'utcZ';
  /**
   * Texts of tools run with `execute: true`: the CLI 1.0.102 tools' (`cli`: bash output trimmed plus
   * `<shellId: N completed with exit code C>`, its edit/view/create error texts and short payload errors) or
   * hooksim's plain ones (docs/runtime-findings.md, differential suite).
   */
  executedToolTexts: 'cli' | 'plain';
  /**
   * A final postToolUse `modifiedResult` with `resultType: "failure"`: `reroute` makes the call a failure
   * (§8.2); `replaceText` only replaces the text, the call stays a success with its context (observed 1.0.102).
   */
  failureModifiedResult: 'reroute' | 'replaceText';
  /** A group nested in a nested group: drop that inner item, or reject the whole file (observed 1.0.102). */
  deepNestedGroup: 'dropItem' | 'rejectFile';
  /**
   * Field type problems: `observed` uses 1.0.102's texts (`.matcher: Expected string`, `.env["X"]: env values
   * must be strings`) and ignores a non-string matcher on events without a matcher target; `generic` drops
   * the item with `<field> has the wrong type`.
   */
  fieldTypeChecks: 'observed' | 'generic';
  // §1.3: equal in all four profiles
  askBehaviour: 'deny' | 'prompt';
  promptEntries: 'skip' | 'fire';
  honorModifiedArgs: boolean;
  runtimeEnvVars: 'copilot' | 'none';
  killGroupOnExit: boolean;
  ssrfGuard: boolean;
  stdinTrailingNewline: boolean;
  stopBlockGuard: number;
  subagentStopCap: number;
  postToolUseContextLimit: number;
  outputCapBytes: number;
  matcherOnOtherEvents: 'ignore' | 'toolName';
  sessionStartSource: 'new' | 'startup';
  /** cloud-environment.md §3.3: the agent shell's extra variables, off by default. */
  agentShellEnv: boolean;
  /** The longest a hook may run: a larger `timeoutSec`/`timeout` runs with this, with a `timeout-capped` warning. */
  hookTimeoutCap: HookTimeoutCap;
}

/** The upper bound of a hook's timeout and the limit it comes from, as the warning names it. */
export interface HookTimeoutCap {
  seconds: number;
  limit: string;
}

// cloud-environment.md §4: a hook cannot outlive the job that runs it.
const JOB_LIMIT_CAP: HookTimeoutCap = {
  seconds: 59 * 60,
  limit: "the cloud agent's job limit of 59 minutes",
};

// [decision] The CLI has no job limit, but a preview must end: the cloud agent's job limit is hooksim's own bound
// (and Node's timers overflow past 24.8 days, firing at once).
const PREVIEW_CAP: HookTimeoutCap = {
  seconds: 59 * 60,
  limit: "hooksim's limit of 59 minutes for one hook (the cloud agent's job limit; the CLI has none)",
};

export const PROFILE_NAMES = ['cloud', 'cloud-docs', 'cli', 'cli-docs'] as const;
/** The name of one of the four profiles. */
export type ProfileName = (typeof PROFILE_NAMES)[number];

const shared = {
  askBehaviour: 'deny',
  promptEntries: 'skip',
  honorModifiedArgs: true,
  runtimeEnvVars: 'copilot',
  killGroupOnExit: true,
  ssrfGuard: true,
  stdinTrailingNewline: false,
  stopBlockGuard: 8,
  subagentStopCap: 100,
  postToolUseContextLimit: 10240,
  outputCapBytes: 10485760,
  matcherOnOtherEvents: 'ignore',
  sessionStartSource: 'new',
  agentShellEnv: false,
} as const;

/** Values the observed profiles (cloud, cli) share. */
const observed = {
  ...shared,
  hookFileOrder: 'descending',
  scanSubdirectories: true,
  nestedHookGroups: 'accept',
  versionRequired: false,
  emptyMatcher: 'reject',
  pascalPostToolMatcher: 'claude',
  envExpansion: 'none',
  timeoutKill: 'termThenKill',
  timeoutTextTruncation: 'ellipsis',
  exit2WarningStdout: 'merge',
  postToolUseFailureExit2Source: 'stderr',
  preToolUseShortCircuit: 'firstDenyOrAsk',
  chainModifiedArgs: true,
  preToolUseAdditionalContext: 'inject',
  erroredDenyMessage: 'withSource',
  exit2DenyReason: 'stdoutThenFixed',
  denyNoReasonText: 'noReasonProvided',
  askDenyText: 'unableToAsk',
  honorClaudeHookSpecificOutput: 'pascalPreToolUse',
  httpPreToolUseNon2xx: 'deny',
  httpPreToolUseNetworkError: 'deny',
  httpUrlRules: 'observed',
  chainModifiedResult: true,
  postToolUseContextCap: 'utf16Silent',
  postToolUseContextFormat: 'guidanceHeader',
  postToolUseFailureContextFormat: 'separateMessage',
  sessionStartNonStringContext: 'reset',
  blankContextInjected: true,
  stopPromptMerge: 'fieldwise',
  subagentStopGuard: 'none',
  toolArgsEncoding: 'object',
  pascalPostToolName: 'claude',
  payloadShape: 'observed',
  headerUnlistedVars: 'empty',
  datetimeFormat: 'localOffset',
  executedToolTexts: 'plain',
  failureModifiedResult: 'reroute',
  deepNestedGroup: 'dropItem',
  fieldTypeChecks: 'generic',
} as const;

/** Values the documented profiles (cloud-docs, cli-docs) share. */
const documented = {
  ...shared,
  hookFileOrder: 'ascending',
  scanSubdirectories: false,
  nestedHookGroups: 'drop',
  versionRequired: true,
  emptyMatcher: 'matchAll',
  pascalPostToolMatcher: 'native',
  envExpansion: 'posix',
  timeoutKill: 'kill',
  timeoutTextTruncation: 'cut',
  exit2WarningStdout: 'ignore',
  postToolUseFailureExit2Source: 'stdout',
  preToolUseShortCircuit: 'none',
  chainModifiedArgs: false,
  preToolUseAdditionalContext: 'ignore',
  erroredDenyMessage: 'plain',
  exit2DenyReason: 'stdoutThenStderr',
  denyNoReasonText: 'bare',
  askDenyText: 'plain',
  honorClaudeHookSpecificOutput: 'never',
  httpPreToolUseNon2xx: 'failOpen',
  httpPreToolUseNetworkError: 'failOpen',
  httpUrlRules: 'documented',
  chainModifiedResult: false,
  postToolUseContextCap: 'utf8BytesWarn',
  postToolUseContextFormat: 'append',
  postToolUseFailureContextFormat: 'appendToError',
  sessionStartNonStringContext: 'ignore',
  blankContextInjected: false,
  stopPromptMerge: 'lastValid',
  subagentStopGuard: 'stopBlockGuard',
  toolArgsEncoding: 'string',
  pascalPostToolName: 'runtime',
  payloadShape: 'documented',
  headerUnlistedVars: 'verbatim',
  datetimeFormat: 'utcZ',
  executedToolTexts: 'plain',
  failureModifiedResult: 'reroute',
  deepNestedGroup: 'dropItem',
  fieldTypeChecks: 'generic',
  generalPurposeSubagentHooks: false,
  subagentTurnHooks: false,
  subagentHookIdentity: 'session',
  userPromptSubmittedOutputs: [],
  continuationPromptEvents: [],
} as const;

/** The four profiles of runtime-behaviour.md §1.2, one row each. */
export const PROFILES: Readonly<Record<ProfileName, Profile>> = {
  cloud: {
    ...observed,
    name: 'cloud',
    hookTimeoutCap: JOB_LIMIT_CAP,
    surface: 'cloud',
    configSources: 'repoHooksDir',
    sourceOrder: 'observed',
    eventSet: 'cloud',
    powershellOnlyEntries: 'ignore',
    execEntries: 'skip',
    userPromptSubmittedOutputs: ['additionalContext', 'decision'],
    continuationPromptEvents: ['userPromptTransformed'],
    // The hosted runtime is not shipped: cloud keeps the documented subagent rules (docs/runtime-findings.md).
    generalPurposeSubagentHooks: false,
    subagentTurnHooks: false,
    subagentHookIdentity: 'session',
    cliBinaryEnvVars: false,
  },
  'cloud-docs': {
    ...documented,
    name: 'cloud-docs',
    hookTimeoutCap: JOB_LIMIT_CAP,
    surface: 'cloud',
    configSources: 'repoHooksDir',
    sourceOrder: 'documented',
    eventSet: 'cloud',
    powershellOnlyEntries: 'ignore',
    execEntries: 'skip',
    cliBinaryEnvVars: false,
  },
  cli: {
    ...observed,
    name: 'cli',
    hookTimeoutCap: PREVIEW_CAP,
    surface: 'cli',
    configSources: 'all',
    sourceOrder: 'observed',
    eventSet: 'all',
    powershellOnlyEntries: 'pwsh',
    execEntries: 'run',
    userPromptSubmittedOutputs: ['modifiedPrompt', 'additionalContext', 'decision'],
    continuationPromptEvents: ['userPromptSubmitted', 'userPromptTransformed'],
    generalPurposeSubagentHooks: true,
    subagentTurnHooks: true,
    subagentHookIdentity: 'agent',
    cliBinaryEnvVars: true,
    // Observed by the differential suite against 1.0.102; cloud's hosted runtime is not, so it keeps §8.2.
    executedToolTexts: 'cli',
    failureModifiedResult: 'replaceText',
    deepNestedGroup: 'rejectFile',
    fieldTypeChecks: 'observed',
  },
  'cli-docs': {
    ...documented,
    name: 'cli-docs',
    hookTimeoutCap: PREVIEW_CAP,
    surface: 'cli',
    configSources: 'all',
    sourceOrder: 'documented',
    eventSet: 'all',
    powershellOnlyEntries: 'ignore',
    execEntries: 'run',
    // The docs are silent on these variables and tool texts: docs profiles take the observed behaviour (§1).
    cliBinaryEnvVars: true,
    executedToolTexts: 'cli',
  },
};

/** Error for a profile name that is not one of PROFILE_NAMES. */
export class UnknownProfileError extends Error {
  readonly code = 'unknown-profile';
  constructor(name: string) {
    super(`Unknown profile '${name}'. Expected one of: ${PROFILE_NAMES.join(', ')}.`);
    this.name = 'UnknownProfileError';
  }
}

/** Look up a profile by name; throws UnknownProfileError for any other name. */
export function getProfile(name: string): Profile {
  if (!(PROFILE_NAMES as readonly string[]).includes(name)) throw new UnknownProfileError(name);
  return PROFILES[name as ProfileName];
}

/** The flags whose values differ between two profiles (for --compare). */
export function differingFlags(a: Profile, b: Profile): string[] {
  return (Object.keys(a) as (keyof Profile)[]).filter(
    (key) => key !== 'name' && JSON.stringify(a[key]) !== JSON.stringify(b[key]),
  );
}
