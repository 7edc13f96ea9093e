/**
 * Output the runtime drops is named on the hook's record, with the reason (issue 17; runtime-behaviour.md §6,
 * §8): real bash hooks through `fire` and `run`, under the cloud profile.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runCli } from './helpers/cli.js';
import { hookFile, makeTempRepo, type TempRepo } from './helpers/temp-repo.js';

const say = (json: object) => ({ bash: `cat >/dev/null; echo '${JSON.stringify(json)}'` });

describe('ignored output (cloud profile)', () => {
  let repo: TempRepo;
  beforeAll(async () => {
    repo = await makeTempRepo({
      '.github/hooks/copilot.json': hookFile({
        sessionStart: [
          say({ hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: 'house rules' } }),
        ],
        postToolUse: [{ bash: 'cat >/dev/null; echo "formatted 3 files"' }],
        preToolUse: [say({ permissionDecision: 'allow', continue: false, modifiedResult: {} })],
        sessionEnd: [say({ additionalContext: 'bye' })],
      }),
      '.github/hooks/claude.json': hookFile({
        SessionStart: [say({ hookSpecificOutput: { additionalContext: 'pascal rules' } })],
        PreToolUse: [say({ hookSpecificOutput: { permissionDecision: 'allow' } })],
      }),
    });
  });
  afterAll(() => repo.cleanup());

  it("sessionStart: Claude's hookSpecificOutput is dropped in either casing, and the context stays empty", async () => {
    const { stdout } = await runCli(['fire', 'sessionStart', '--repo', repo.dir, '--json']);
    const record = JSON.parse(stdout);
    expect(record.hooks.map((h: { ignored?: string[] }) => h.ignored)).toEqual([
      [
        "hookSpecificOutput is Claude Code's form, read only on PascalCase PreToolUse entries; on sessionStart write its fields at the top level",
      ],
      ['hookSpecificOutput is read only on PreToolUse; on SessionStart write its fields at the top level'],
    ]);
    expect(record.result.additionalContext ?? '').toBe('');
    const text = await runCli(['fire', 'sessionStart', '--repo', repo.dir]);
    expect(text.stdout).toContain(
      '      ignored: hookSpecificOutput is read only on PreToolUse; on SessionStart',
    );
  });

  it("postToolUse plain text, Claude and other events' fields on preToolUse, and sessionEnd output are named; hookSpecificOutput on PascalCase PreToolUse is not", async () => {
    const post = JSON.parse((await runCli(['fire', 'postToolUse', '--repo', repo.dir, '--json'])).stdout);
    expect(post.hooks[0].ignored).toEqual([
      'stdout is not one JSON object, so none of it reaches the agent (postToolUse reads modifiedResult, additionalContext from a JSON object)',
    ]);
    const pre = JSON.parse((await runCli(['fire', 'preToolUse', '--repo', repo.dir, '--json'])).stdout);
    expect(pre.hooks.map((h: { ignored?: string[] }) => h.ignored)).toEqual([
      ['continue is a Claude Code field that Copilot ignores', 'preToolUse does not read modifiedResult'],
      undefined,
    ]);
    const end = JSON.parse((await runCli(['fire', 'sessionEnd', '--repo', repo.dir, '--json'])).stdout);
    expect(end.hooks[0].ignored).toEqual(['sessionEnd output is ignored, even when valid']);
  });

  it('run lists each ignored output under the scenario, once', async () => {
    const { stdout } = await runCli(['run', '--repo', repo.dir]);
    const ignored = stdout.split('\n').filter((line) => line.startsWith('    ignored: '));
    expect(ignored).toContain(
      "    ignored: .github/hooks/copilot.json#0 (sessionStart): hookSpecificOutput is Claude Code's form, read only on PascalCase PreToolUse entries; on sessionStart write its fields at the top level",
    );
    expect(ignored).toContain(
      '    ignored: .github/hooks/copilot.json#0 (postToolUse): stdout is not one JSON object, so none of it reaches the agent (postToolUse reads modifiedResult, additionalContext from a JSON object)',
    );
    expect(new Set(ignored).size).toBe(ignored.length);
  });
});
