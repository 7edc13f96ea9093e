/**
 * The smoke session (DESIGN.md "The CLI"): with no scenario files, `run` fires every configured event once:
 * a tool call for each tool a matcher names, a subagent, a compaction, a stop.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runScenarios } from '../src/commands/run.js';
import { hookFile, makeTempRepo, type TempRepo } from './helpers/temp-repo.js';

const record = (name: string) => ({ bash: `cat > "/root/${name}-$(date +%s%N).json"; echo '{}'` });

describe('run with no scenario files', () => {
  let repo: TempRepo;
  beforeAll(async () => {
    repo = await makeTempRepo({
      '.github/hooks/all.json': hookFile({
        sessionStart: [record('sessionStart')],
        preToolUse: [{ matcher: 'edit|create', ...record('pre') }],
        PreToolUse: [{ matcher: 'Read', ...record('PreRead') }],
        postToolUse: [record('post')],
        subagentStart: [{ matcher: 'explore', ...record('subagentStart') }],
        subagentStop: [record('subagentStop')],
        preCompact: [record('preCompact')],
        agentStop: [record('agentStop')],
        sessionEnd: [record('sessionEnd')],
      }),
    });
  });
  afterAll(() => repo.cleanup());

  it('replays a smoke session that reaches every configured event and every tool a matcher names', async () => {
    const { report } = await runScenarios({
      repo: repo.dir,
      profile: 'cloud',
      scenarios: [],
      sandbox: 'namespace',
    });
    expect(report.scenarios).toHaveLength(1);
    const smoke = report.scenarios[0];
    expect(smoke?.file).toBe('(smoke session)');
    expect(smoke?.status).toBe('passed');
    const ran = new Set(
      smoke?.events.filter((e) => e.hooks.some((h) => h.status === 'ok')).map((e) => e.event),
    );
    for (const event of [
      'sessionStart',
      'preToolUse',
      'postToolUse',
      'subagentStart',
      'subagentStop',
      'preCompact',
      'agentStop',
      'sessionEnd',
    ]) {
      expect(ran).toContain(event);
    }
    const tools = smoke?.events.filter((e) => e.event === 'preToolUse').map((e) => e.input.toolName);
    expect(tools).toEqual(expect.arrayContaining(['bash', 'create', 'edit', 'view', 'task']));
    expect(smoke?.files.created.filter((f) => f.startsWith('/root/preCompact-'))).toHaveLength(1);
  });
});
