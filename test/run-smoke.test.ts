/**
 * The smoke session (DESIGN.md "The CLI"): with no scenario files, `run` fires every configured event once:
 * a tool call for each tool a matcher names, a subagent, a compaction, a stop.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { runScenarios } from '../src/commands/run.js';
import { hookFile, makeTempRepo, type TempRepo } from './helpers/temp-repo.js';
import { releaseRunAfterAll } from './helpers/sandbox.js';

releaseRunAfterAll();

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

describe('the smoke session makes the calls Copilot really makes (issue 17)', () => {
  let repo: TempRepo;
  beforeAll(async () => {
    repo = await makeTempRepo({
      'README.md': '# Demo project\n\nSome text.\n',
      'src/index.ts': 'export {};\n',
      // A guard written for relative paths: Copilot sends /workspace/src/…, so it denies every file change.
      '.github/hooks/guard.json': hookFile({
        preToolUse: [
          // A guard that only knows force-pushes lets the dangerous call through.
          {
            matcher: 'bash',
            bash: `jq -r .toolArgs.command | grep -q 'push --force' && echo '{"permissionDecision":"deny"}' || echo '{}'`,
          },
          {
            matcher: 'create|edit',
            bash: `p=$(jq -r '.toolArgs.path'); case "$p" in src/*) echo '{}';; *) echo '{"permissionDecision":"deny","permissionDecisionReason":"only files under src/ may change"}';; esac`,
          },
        ],
      }),
      // A formatter reading VS Code's argument name: Copilot's view sends path, so filePath is null.
      '.github/hooks/format.json': hookFile({
        postToolUse: [
          {
            matcher: 'view',
            bash: `f=$(jq -r '.toolArgs.filePath'); test -f "$f" || { echo "no such file: $f" >&2; exit 1; }`,
          },
          // A Claude tool name on a camelCase event: never matches.
          { matcher: 'Bash', bash: 'echo {}' },
        ],
      }),
    });
  });
  afterAll(() => repo.cleanup());

  it('views, creates and edits with absolute /workspace paths and Copilot argument names, runs a harmless and a dangerous bash call, and says what never ran and what was denied', async () => {
    const { report } = await runScenarios({
      repo: repo.dir,
      profile: 'cloud',
      scenarios: [],
      sandbox: 'namespace',
    });
    const smoke = report.scenarios[0];
    const calls = smoke?.events
      .filter((e) => e.event === 'preToolUse')
      .map((e) => [e.input.toolName, e.input.toolArgs]);
    expect(calls).toEqual(
      expect.arrayContaining([
        ['view', { path: '/workspace/README.md' }],
        ['create', { path: '/workspace/src/hooksim-smoke.md', file_text: expect.stringContaining('smoke') }],
        [
          'edit',
          { path: '/workspace/README.md', old_str: '# Demo project', new_str: '# Demo project (edited)' },
        ],
        ['bash', { command: 'ls -la' }],
        ['bash', { command: 'rm -rf / --no-preserve-root' }],
      ]),
    );
    // The wrong argument name is a hook error, which fails the smoke session as it fails the tool in the cloud.
    expect(smoke?.status).toBe('failed');
    expect(smoke?.failures.map((f) => f.message).join('\n')).toMatch(/error/);
    const postView = smoke?.events.find((e) => e.event === 'postToolUse' && e.input.toolName === 'view');
    expect(postView?.hooks[0]?.stderr).toContain('no such file: null');
    // The relative-path guard denied both file changes, and the note says what Copilot sends.
    expect(smoke?.warnings).toContain(
      'denied: create /workspace/src/hooksim-smoke.md: "only files under src/ may change" (Copilot sends an absolute /workspace path and path, file_text, old_str, new_str: does the guard expect those?)',
    );
    expect(smoke?.warnings).toEqual(
      expect.arrayContaining([expect.stringMatching(/^denied: edit \/workspace\/README\.md: /)]),
    );
    expect(smoke?.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^never ran: \.github\/hooks\/format\.json#1 \(postToolUse\): its matcher 'Bash' matched none of the calls \(view, bash\)$/,
        ),
      ]),
    );
    expect(smoke?.warnings).toContain(
      'allowed: bash rm -rf / --no-preserve-root (the preToolUse hooks ran and none denied it)',
    );
  });
});

describe('the smoke session looks only at what /workspace shows', () => {
  it('an ignored top-level file (a credentials file an earlier step left) never enters its arguments', async () => {
    const repo = await makeTempRepo({
      '.gitignore': 'aaa-creds.txt\n',
      'aaa-creds.txt': 'SECRET-CREDENTIAL\n',
      'notes.md': '# Notes\n',
      '.github/hooks/a.json': hookFile({ preToolUse: [{ bash: 'cat >/dev/null; echo {}' }] }),
    });
    try {
      execFileSync('git', ['init', '-q'], { cwd: repo.dir });
      const { report } = await runScenarios({
        repo: repo.dir,
        profile: 'cloud',
        scenarios: [],
        sandbox: 'namespace',
      });
      expect(JSON.stringify(report)).not.toContain('SECRET-CREDENTIAL');
      const view = report.scenarios[0]?.events.find(
        (e) => e.event === 'preToolUse' && e.input.toolName === 'view',
      );
      expect(view?.input.toolArgs).toEqual({ path: '/workspace/notes.md' });
    } finally {
      await repo.cleanup();
    }
  });
});
