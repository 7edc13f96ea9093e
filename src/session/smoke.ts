/**
 * The smoke session: with no scenario files, `run` replays a session that uses what Copilot really sends
 * (DESIGN.md "The CLI"): a prompt; `view`, `create` and `edit` with Copilot's argument names and absolute
 * `/workspace` paths on files that exist in the repository, the `create` really executed; a harmless and a
 * dangerous `bash` call; a call of every other tool a matcher names; a subagent; a compaction; the stop loop.
 * Its report then says which configured hooks never ran, and why.
 */
import { open, readdir } from 'node:fs/promises';
import path from 'node:path';
import { shownAsWritten } from '../confined-paths.js';
import { hookLabel } from '../hook-record.js';
import type { EventRecord, HookConfig } from '../model.js';
import { scenarioSchema, type Scenario } from './scenario-schema.js';

/** What the smoke session uses of the repository: a file to view and edit, and a folder to create in. */
export interface SmokeTargets {
  /** A text file at the top of the repository (README first), with its first non-empty line. */
  existing?: { path: string; line: string };
  /** The folder new files go to: `src` when there is one. */
  createDir: string;
}

const WORKSPACE = '/workspace';
const README = /^readme(\.(md|markdown|txt|rst))?$/i;
const SOURCE_DIRS = ['src', 'lib', 'app', 'source'];

async function firstLine(file: string): Promise<string | undefined> {
  const handle = await open(file, 'r').catch(() => undefined);
  if (!handle) return undefined;
  try {
    const buffer = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, bytesRead).toString('utf8');
    if (text.includes('\0')) return undefined;
    return text
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line.length > 0 && line.length <= 200);
  } finally {
    await handle.close();
  }
}

/** Look at the top of the repository (never following links) for the smoke session's files. */
export async function findSmokeTargets(repo: string): Promise<SmokeTargets> {
  const entries = await readdir(repo, { withFileTypes: true }).catch(() => []);
  const visible = entries.filter((e) => !e.name.startsWith('.')).sort((a, b) => a.name.localeCompare(b.name));
  const dirs = visible.filter((e) => e.isDirectory()).map((e) => e.name);
  const createDir = SOURCE_DIRS.find((d) => dirs.includes(d)) ?? '';
  const files = visible.filter((e) => e.isFile()).map((e) => e.name);
  for (const name of [...files.filter((f) => README.test(f)), ...files.filter((f) => !README.test(f))]) {
    // Only what /workspace shows: an ignored file (a credentials file an earlier step left) never enters the
    // session's arguments, and so never a report.
    if (!(await shownAsWritten(repo, path.join(repo, name)))) continue;
    const line = await firstLine(path.join(repo, name));
    if (line !== undefined) return { existing: { path: name, line }, createDir };
  }
  return { createDir };
}

/** Tool names a matcher can name literally: the alternatives of `a|b|c` made of plain names. */
function toolNamesIn(matcher: string): string[] {
  return matcher.split('|').filter((name) => /^[A-Za-z_][A-Za-z0-9_-]*$/.test(name));
}

const CLAUDE_TO_RUNTIME: Record<string, string> = {
  Bash: 'bash',
  Read: 'view',
  Write: 'create',
  Edit: 'edit',
  MultiEdit: 'edit',
  Grep: 'grep',
  Glob: 'glob',
  WebFetch: 'web_fetch',
};

const OTHER_ARGS: Record<string, Record<string, unknown>> = {
  grep: { pattern: 'TODO' },
  glob: { pattern: '**/*.ts' },
  web_fetch: { url: 'https://example.com/' },
};

/** The dangerous command the session tries: a guard that lets it through lets it through in the cloud too. */
export const SMOKE_DANGEROUS_COMMAND = 'rm -rf / --no-preserve-root';

function fileSteps(targets: SmokeTargets): Record<string, unknown>[] {
  const at = (relative: string) => path.posix.join(WORKSPACE, relative);
  const createdText = '# hooksim smoke session\n\nCreated by the smoke session.\n';
  const created = at(path.posix.join(targets.createDir, 'hooksim-smoke.md'));
  // Without a file of its own to look at, the session views and edits the one it created.
  const existing = targets.existing
    ? { path: at(targets.existing.path), line: targets.existing.line }
    : { path: created, line: '# hooksim smoke session' };
  return [
    ...(targets.existing ? [{ tool: 'view', args: { path: existing.path }, result: existing.line }] : []),
    { tool: 'create', args: { path: created, file_text: createdText }, execute: true },
    ...(targets.existing ? [] : [{ tool: 'view', args: { path: existing.path }, result: createdText }]),
    {
      tool: 'edit',
      args: { path: existing.path, old_str: existing.line, new_str: `${existing.line} (edited)` },
      result: `File ${existing.path} updated with changes.`,
    },
  ];
}

/** The smoke session's steps as a scenario file writes them (no defaults filled in), for a configuration. */
export function buildSmokeSteps(
  config: HookConfig,
  targets: SmokeTargets = { createDir: '' },
): Record<string, unknown>[] {
  const named = new Set<string>();
  for (const entry of config.entries) {
    if ((entry.event === 'preToolUse' || entry.event === 'postToolUse') && entry.matcher) {
      for (const name of toolNamesIn(entry.matcher)) named.add(CLAUDE_TO_RUNTIME[name] ?? name);
    }
  }
  // Covered by the steps above, or not a call the main agent makes (`task` is the subagent step; a
  // powershell call is a scenario error in the cloud agent, though `bash|powershell` is a common matcher).
  for (const covered of ['bash', 'view', 'create', 'edit', 'task', 'powershell']) named.delete(covered);
  const agents = config.entries
    .filter((e) => (e.event === 'subagentStart' || e.event === 'subagentStop') && e.matcher)
    .flatMap((e) => toolNamesIn(e.matcher ?? ''));
  const subagentHooks = config.entries.some((e) => e.event === 'subagentStart' || e.event === 'subagentStop');
  return [
    ...fileSteps(targets),
    { tool: 'bash', args: { command: 'ls -la' }, execute: true },
    { tool: 'bash', args: { command: SMOKE_DANGEROUS_COMMAND }, result: '' },
    ...[...named].sort().map((tool) => ({ tool, args: OTHER_ARGS[tool] ?? {}, result: 'ok' })),
    ...(subagentHooks
      ? [
          {
            subagent: {
              name: agents[0] ?? 'explore',
              prompt: 'Find the entry point',
              response: 'README.md',
            },
          },
        ]
      : []),
    { compact: {} },
    { stop: {} },
  ];
}

/** The smoke session's job prompt. */
export const SMOKE_PROMPT = 'hooksim smoke session: look around the repository and make a small change';

/** Build the smoke scenario for a loaded configuration and the repository's files. */
export function buildSmokeScenario(config: HookConfig, targets: SmokeTargets = { createDir: '' }): Scenario {
  return scenarioSchema.parse({
    name: 'smoke session: every configured event, with the calls Copilot really makes',
    prompt: SMOKE_PROMPT,
    steps: buildSmokeSteps(config, targets),
    // A hook that fails or times out here fails the same way in the cloud agent (a preToolUse one denies
    // every tool call): the smoke session has no other expectation, so it must not pass over that.
    expect: { hooks: { errors: 0, timeouts: 0 } },
  });
}

/** A tool call's arguments from an event's camelCase input (`toolArgs` is a JSON string in some profiles). */
function toolArgsOf(input: Record<string, unknown>): Record<string, unknown> {
  let args = input.toolArgs;
  if (typeof args === 'string') {
    try {
      args = JSON.parse(args);
    } catch {
      return {};
    }
  }
  return typeof args === 'object' && args !== null ? (args as Record<string, unknown>) : {};
}

/**
 * What the smoke session's report adds: each configured hook that never ran and why (its skip reason, its
 * event never fired, every tool call denied before postToolUse), and each file tool call a hook denied, with
 * what Copilot sends (absolute paths, its own argument names) so that a guard's mistake shows.
 */
export function smokeNotes(config: HookConfig, events: readonly EventRecord[]): string[] {
  const notes: string[] = [];
  const preToolUse = events.filter((e) => e.event === 'preToolUse' && e.fired);
  const denied = preToolUse.filter((e) => e.result.decision === 'deny');
  for (const entry of config.entries.filter((e) => !e.disabled)) {
    const label = hookLabel(entry);
    const records = events.flatMap((e) =>
      e.hooks.filter(
        (h) => h.file === entry.file && h.index === entry.index && h.nestedIndex === entry.nestedIndex,
      ),
    );
    if (records.some((h) => h.status !== 'skipped')) continue;
    const matcherMissed = records.length > 0 && records.every((h) => h.skipped?.includes('does not match'));
    const calls = [
      ...new Set(
        events
          .filter((e) => e.event === entry.event)
          .map((e) => String(e.input.toolName ?? e.input.agentName ?? '')),
      ),
    ];
    const skipped = matcherMissed
      ? `its matcher '${entry.matcher ?? ''}' matched none of the calls (${calls.join(', ')})`
      : records.find((h) => h.skipped !== undefined)?.skipped;
    const why =
      skipped ??
      (entry.event === 'postToolUse' && preToolUse.length > 0 && denied.length === preToolUse.length
        ? 'every tool call was denied at preToolUse, so postToolUse never fired'
        : `${entry.eventKey} never fired in the smoke session`);
    notes.push(`never ran: ${label} (${entry.eventKey}): ${why}`);
  }
  // A deny a hook decided; a fail-closed deny (the hook errored) is reported as the hook error it is.
  const decided = denied.filter((e) => e.hooks.every((h) => h.status !== 'error' && h.status !== 'timeout'));
  for (const event of decided) {
    const tool = String(event.input.toolName ?? '');
    const args = toolArgsOf(event.input);
    const target = String((tool === 'bash' ? args.command : args.path) ?? '');
    if (tool === 'bash' && target === SMOKE_DANGEROUS_COMMAND) continue;
    const reason = event.result.reason ? `: "${event.result.reason}"` : '';
    const hint = ['view', 'create', 'edit'].includes(tool)
      ? ' (Copilot sends an absolute /workspace path and path, file_text, old_str, new_str: does the guard expect those?)'
      : '';
    notes.push(`denied: ${tool} ${target}${reason}${hint}`);
  }
  const dangerous = preToolUse.find((e) => toolArgsOf(e.input).command === SMOKE_DANGEROUS_COMMAND);
  if (
    dangerous &&
    dangerous.result.decision !== 'deny' &&
    dangerous.hooks.some((h) => h.status !== 'skipped')
  ) {
    notes.push(`allowed: bash ${SMOKE_DANGEROUS_COMMAND} (the preToolUse hooks ran and none denied it)`);
  }
  return notes;
}
