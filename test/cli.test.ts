/**
 * The CLI as a user runs it: `validate`, `fire`, `schema`, exit statuses and messages
 * (DESIGN.md "The CLI"), on the demo repository and on small fixture repositories.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { main, type CliIo } from '../src/cli-main.js';
import { hookFile, makeTempRepo, type TempRepo } from './helpers/temp-repo.js';

const DEMO = 'examples/demo';
const repos: TempRepo[] = [];
afterEach(async () => {
  await Promise.all(repos.splice(0).map((repo) => repo.cleanup()));
});

async function cli(argv: string[], stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { stdout: (t) => out.push(t), stderr: (t) => err.push(t), readStdin: () => stdin };
  const status = await main(argv, io);
  return { status, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('hooksim fire', () => {
  it('prints a clear deny for rm -rf / on the demo, naming the deciding hook', async () => {
    const { status, stdout } = await cli([
      'fire',
      'preToolUse',
      '--repo',
      DEMO,
      '--tool',
      'bash',
      '--args',
      '{"command":"rm -rf /"}',
    ]);
    expect(status).toBe(0);
    expect(stdout).toContain('Decision: deny (decided by .github/hooks/guard.json#0)');
    expect(stdout).toContain('Denied by preToolUse hook: dangerous command blocked: rm -rf /');
  });

  it('lets a harmless command through', async () => {
    const { stdout } = await cli(['fire', 'pretooluse', '--repo', DEMO, '--args', '{"command":"ls"}']);
    expect(stdout).toContain('Decision: none');
  });

  it('--json prints exactly one event record with diagnostics', async () => {
    const { status, stdout } = await cli([
      'fire',
      'preToolUse',
      '--repo',
      DEMO,
      '--args',
      '{"command":"mkfs /dev/sda"}',
      '--json',
    ]);
    expect(status).toBe(0);
    const record = JSON.parse(stdout);
    expect(record).toMatchObject({ event: 'preToolUse', fired: true, result: { decision: 'deny' } });
    expect(record.input).toMatchObject({ toolName: 'bash', toolArgs: { command: 'mkfs /dev/sda' } });
    expect(record.hooks[0]).toMatchObject({
      file: '.github/hooks/guard.json',
      index: 0,
      status: 'ok',
      exitCode: 0,
    });
    expect(Array.isArray(record.diagnostics)).toBe(true);
  });

  it('--payload overrides built fields and reaches the hook; - reads it from stdin', async () => {
    const repo = await makeTempRepo({
      '.github/hooks/a.json': hookFile({
        agentStop: [
          { bash: `jq -c '{decision:"block", reason:("active=" + (.stop_hook_active|tostring))}'` },
        ],
      }),
    });
    repos.push(repo);
    const { stdout } = await cli(
      ['fire', 'Stop', '--repo', repo.dir, '--payload', '-', '--json'],
      '{"stop_hook_active": true}',
    );
    const record = JSON.parse(stdout);
    expect(record.hooks[0].payload.stop_hook_active).toBe(true);
    expect(record.result).toMatchObject({ decision: 'block', reason: 'active=true' });
  });

  it("--payload sets the first hook's input: modifiedResult chains to the next postToolUse hook and the header shows the arguments (issue 17)", async () => {
    const repo = await makeTempRepo({
      '.github/hooks/a.json': hookFile({
        postToolUse: [
          {
            bash: `cat >/dev/null; echo '{"modifiedResult":{"resultType":"success","textResultForLlm":"redacted"}}'`,
          },
          { bash: `jq -c '{additionalContext: ("second saw: " + .toolResult.textResultForLlm)}'` },
        ],
      }),
    });
    repos.push(repo);
    const payload = JSON.stringify({
      toolName: 'bash',
      toolArgs: JSON.stringify({ command: 'cat .env' }),
      toolResult: { resultType: 'success', textResultForLlm: 'SECRET=1' },
    });
    const { stdout } = await cli(['fire', 'postToolUse', '--repo', repo.dir, '--payload', payload]);
    expect(stdout.split('\n')[0]).toBe(
      'postToolUse under profile cloud: tool bash, args {"command":"cat .env"}',
    );
    expect(stdout).toContain('second saw: redacted');
    expect(stdout).not.toContain('second saw: SECRET=1');
  });

  it('exits 1 when a hook file is rejected, still running the others', async () => {
    const repo = await makeTempRepo({
      '.github/hooks/bad.json': '{ "version": 1, "hooks": { "preToolUse": [ }',
      '.github/hooks/good.json': hookFile({ preToolUse: [{ bash: 'cat >/dev/null; echo {}' }] }),
    });
    repos.push(repo);
    const { status, stdout, stderr } = await cli(['fire', 'preToolUse', '--repo', repo.dir]);
    expect(status).toBe(1);
    expect(stderr).toMatch(/\.github\/hooks\/bad\.json:1:\d+: error file-rejected: Invalid JSON/);
    expect(stdout).toContain('.github/hooks/good.json#0  command  ok');
  });

  it.each([
    [['fire'], 'fire needs EVENT, e.g. hooksim fire preToolUse'],
    [['fire', 'toolTime'], "Unknown event 'toolTime'"],
    [['fire', 'preToolUse', '--args', '[1]'], '--args must be a JSON object'],
    [
      ['fire', 'preToolUse', '--profile', 'lab'],
      "--profile 'lab' is not one of cloud, cloud-docs, cli, cli-docs.",
    ],
    [['fire', 'preToolUse', '--bogus'], "Unknown option '--bogus'"],
    [['launch'], "Unknown command 'launch'"],
  ])('bad usage %j exits 2 with a clear message', async (argv, message) => {
    const { status, stderr } = await cli(argv);
    expect(status).toBe(2);
    expect(stderr).toContain(message);
  });
});

describe('hooksim validate', () => {
  it('reports the demo as loaded and clean', async () => {
    const { status, stdout } = await cli(['validate', '--repo', DEMO]);
    expect(status).toBe(0);
    expect(stdout).toContain('loaded   .github/hooks/guard.json  (1 hook)');
  });

  it('--format json gives files and diagnostics with positions; github gives annotations', async () => {
    const repo = await makeTempRepo({
      '.github/hooks/a.json':
        '{\n  "version": 1,\n  "hooks": {\n    "preToolUse": [\n      { "type": "command", "timeoutSec": -1, "bash": "x" }\n    ]\n  }\n}\n',
    });
    repos.push(repo);
    const json = await cli(['validate', '--repo', repo.dir, '--format', 'json']);
    const parsed = JSON.parse(json.stdout);
    expect(parsed.files).toEqual([{ file: '.github/hooks/a.json', status: 'loaded', hooks: 0 }]);
    expect(parsed.diagnostics).toContainEqual(
      expect.objectContaining({
        file: '.github/hooks/a.json',
        line: 5,
        code: 'item-dropped',
        severity: 'warning',
      }),
    );
    const github = await cli(['validate', '--repo', repo.dir, '--format', 'github']);
    expect(github.stdout).toMatch(
      /^::warning file=\.github\/hooks\/a\.json,line=5,col=\d+,title=hooksim item-dropped::hooks\.preToolUse\[0\]\.timeoutSec: timeoutSec must be positive/m,
    );
  });
});

describe('hooksim schema hooks', () => {
  it('prints a JSON Schema of hook files', async () => {
    const { status, stdout } = await cli(['schema', 'hooks']);
    expect(status).toBe(0);
    const schema = JSON.parse(stdout);
    expect(schema.$schema).toMatch(/json-schema\.org/);
    expect(JSON.stringify(schema)).toContain('preToolUse');
  });
});

describe('the bundled CLI (dist/cli/index.js)', () => {
  const bundle = 'dist/cli/index.js';
  it('runs fire on the demo as a user would', async () => {
    const { stdout } = await promisify(execFile)('node', [
      bundle,
      'fire',
      'preToolUse',
      '--repo',
      DEMO,
      '--args',
      '{"command":"rm -rf /"}',
    ]);
    expect(stdout).toContain('Decision: deny (decided by .github/hooks/guard.json#0)');
  });
});
