/**
 * The smoke session: with no scenario files, `run` replays a session that fires every configured event once
 * (a tool call for each tool a matcher names, a subagent, a compaction, a stop), so a repository with hooks
 * and no scenarios still gets a full preview (DESIGN.md "The CLI").
 */
import type { HookConfig } from '../model.js';
import { scenarioSchema, type Scenario } from './scenario-schema.js';

const ARGS: Record<string, Record<string, unknown>> = {
  bash: { command: 'echo hello' },
  view: { path: 'README.md' },
  create: { path: 'notes.txt', file_text: 'hello\n' },
  edit: { path: 'README.md', old_str: 'a', new_str: 'b' },
  grep: { pattern: 'TODO' },
  glob: { pattern: '**/*.ts' },
  web_fetch: { url: 'https://example.com/' },
};

/** Tool names a matcher can name literally: the alternatives of `a|b|c` made of plain names. */
function toolNamesIn(matcher: string): string[] {
  return matcher.split('|').filter((name) => /^[A-Za-z_][A-Za-z0-9_-]*$/.test(name));
}

const CLAUDE_TO_RUNTIME: Record<string, string> = {
  Bash: 'bash',
  Read: 'view',
  Write: 'create',
  Edit: 'edit',
  Grep: 'grep',
  Glob: 'glob',
  WebFetch: 'web_fetch',
};

/** Build the smoke scenario for a loaded configuration. */
export function buildSmokeScenario(config: HookConfig): Scenario {
  const tools = new Set<string>(['bash']);
  for (const entry of config.entries) {
    if ((entry.event === 'preToolUse' || entry.event === 'postToolUse') && entry.matcher) {
      for (const name of toolNamesIn(entry.matcher)) tools.add(CLAUDE_TO_RUNTIME[name] ?? name);
    }
  }
  tools.delete('task');
  // `bash|powershell` is a common matcher, but a powershell call is a scenario error in the cloud agent.
  tools.delete('powershell');
  const agents = new Set(
    config.entries
      .filter((e) => e.event === 'subagentStart' && e.matcher)
      .flatMap((e) => toolNamesIn(e.matcher ?? '')),
  );
  return scenarioSchema.parse({
    name: 'smoke session: every configured event once',
    prompt: 'hooksim smoke session',
    steps: [
      ...[...tools].sort().map((tool) => ({ tool, args: ARGS[tool] ?? {}, result: 'ok' })),
      {
        subagent: {
          name: [...agents][0] ?? 'explore',
          prompt: 'Find the entry point',
          response: 'src/index.ts',
        },
      },
      { compact: {} },
      { stop: {} },
    ],
    // A hook that fails or times out here fails the same way in the cloud agent (a preToolUse one denies
    // every tool call): the smoke session has no other expectation, so it must not pass over that.
    expect: { hooks: { errors: 0, timeouts: 0 } },
  });
}
