/**
 * The CLI under bad input and rough handling, as a user meets it: a mistyped --repo, a report path that cannot
 * be written, a pipe closed early, Ctrl-C in the middle of a run, a local HTTP hook server. Errors are one clear
 * line with exit status 2, never a stack trace, and nothing is left in the temporary directory.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { JsonReport } from '../src/report/json-report.js';
import { startHttpServer, type TestHttpServer } from './helpers/http-server.js';
import { hookFile, makeTempRepo, type TempRepo } from './helpers/temp-repo.js';
import { runCli } from './helpers/cli.js';

const BUNDLE = 'dist/cli/index.js';
let scratch: string;
const repos: TempRepo[] = [];

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'hooksim-cli-robust-'));
});

afterAll(async () => {
  await Promise.all(repos.map((repo) => repo.cleanup()));
  await rm(scratch, { recursive: true, force: true });
});

const cli = runCli;

/** Run the bundled CLI with its own temporary directory; resolve with its status, signal and output. */
function bundle(
  args: string[],
  tmp: string,
  onStdout?: (text: string, child: ReturnType<typeof spawn>) => void,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('node', [BUNDLE, ...args], { env: { ...process.env, TMPDIR: tmp } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      onStdout?.(stdout, child);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

describe('a --repo that is not a directory is bad usage (exit 2), in every command', () => {
  it.each([
    [['validate', '--repo', '/nonexistent/repo']],
    [['lint', '--repo', '/nonexistent/repo']],
    [['run', '--repo', '/nonexistent/repo']],
    [['fire', 'sessionStart', '--repo', '/nonexistent/repo']],
  ])('%j', async (argv) => {
    const { status, stderr } = await cli(argv);
    expect(status).toBe(2);
    expect(stderr).toBe(
      `hooksim: --repo '/nonexistent/repo' does not exist.\nRun 'hooksim ${argv[0]} --help' for usage.`,
    );
  });

  it('a file is not a repository', async () => {
    const { status, stderr } = await cli(['validate', '--repo', 'package.json']);
    expect(status).toBe(2);
    expect(stderr).toContain("--repo 'package.json' is not a directory.");
  });
});

describe('a temporary directory overlay mounts cannot use (neither driver can run)', () => {
  it.each(['namespace', 'auto'])(
    'fails with --sandbox %s, naming TMPDIR, not as an internal error nor a fallback',
    async (sandbox) => {
      const repo = await makeTempRepo({
        '.github/hooks/a.json': hookFile({ sessionStart: [{ type: 'command', bash: 'cat >/dev/null' }] }),
      });
      repos.push(repo);
      const tmp = path.join(scratch, `with,comma-${sandbox}`);
      await mkdir(tmp);
      const { code, stdout, stderr } = await bundle(
        ['fire', 'sessionStart', '--repo', repo.dir, '--sandbox', sandbox],
        tmp,
      );
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toBe(
        `hooksim: The temporary directory '${tmp}' contains ',', ':', '\\' or white space, which overlay mounts cannot use: set TMPDIR to a directory without them.\n`,
      );
    },
  );
});

describe('--report paths', () => {
  it("a report's missing folder is made; one that cannot be made fails before any scenario runs", async () => {
    const repo = await makeTempRepo({
      '.github/hooks/a.json': hookFile({ sessionStart: [{ type: 'command', bash: 'cat >/dev/null' }] }),
    });
    repos.push(repo);
    const deep = path.join(scratch, 'new', 'folder', 'r.json');
    const made = await cli(['run', '--repo', repo.dir, '--report', `json=${deep}`]);
    expect(made.status).toBe(0);
    expect((JSON.parse(await readFile(deep, 'utf8')) as JsonReport).summary.scenarios).toBe(1);

    await writeFile(path.join(scratch, 'a-file'), '');
    const bad = await cli([
      'run',
      '--repo',
      repo.dir,
      '--report',
      `json=${path.join(scratch, 'a-file', 'r.json')}`,
    ]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^hooksim: --report: cannot create the folder of '.*a-file\/r\.json': /);
    expect(bad.stdout).toBe('');
  });

  it('merge-reports exits 1 when a shard saw a rejected hook file', async () => {
    const repo = await makeTempRepo({ '.github/hooks/a.json': '{ "version": 1, "hooks": { ' });
    repos.push(repo);
    const shard = path.join(scratch, 'shard.json');
    expect((await cli(['run', '--repo', repo.dir, '--report', `json=${shard}`])).status).toBe(1);
    const merged = await cli(['merge-reports', '--out', path.join(scratch, 'merged.json'), shard]);
    expect(merged.status).toBe(1);
  });
});

describe('interrupted and piped runs (the bundled CLI)', () => {
  it('Ctrl-C during a run exits 130 and leaves nothing in the temporary directory', async () => {
    const tmp = await mkdtemp(path.join(scratch, 'tmp-'));
    const { code, stderr } = await bundle(
      ['run', '--repo', 'examples/demo', '--jobs', '1'],
      tmp,
      (text, child) => {
        if (text.includes('\n') && !child.killed) child.kill('SIGINT');
      },
    );
    expect(code).toBe(130);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(await readdir(tmp)).toEqual([]);
  }, 60_000);

  it('a pipe closed early (`| head -1`) ends the run quietly, without a stack trace or leftovers', async () => {
    const tmp = await mkdtemp(path.join(scratch, 'tmp-'));
    // run prints a line per scenario over several seconds: closing after the first makes the next write fail.
    const { stderr } = await bundle(['run', '--repo', 'examples/demo', '--jobs', '1'], tmp, (text, child) => {
      if (text.includes('\n')) child.stdout?.destroy();
    });
    expect(stderr).not.toMatch(/EPIPE|\n\s+at /);
    expect(await readdir(tmp)).toEqual([]);
  }, 60_000);
});

describe('--allow-local-network (runtime-behaviour.md §12: COPILOT_HOOK_ALLOW_LOCALHOST)', () => {
  let server: TestHttpServer;
  beforeAll(async () => {
    server = await startHttpServer({
      '/hook': { body: JSON.stringify({ additionalContext: 'from the local policy server' }) },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it("an HTTP hook to 127.0.0.1 reaches the sandbox's loopback, never this machine's, unless the operator passes --allow-local-network", async () => {
    const url = `http://127.0.0.1:${server.port}/hook`;
    const repo = await makeTempRepo({
      '.github/hooks/a.json': hookFile({ sessionStart: [{ type: 'http', url }] }),
    });
    repos.push(repo);
    const argv = [
      'fire',
      'sessionStart',
      '--repo',
      repo.dir,
      '--env',
      'COPILOT_HOOK_ALLOW_LOCALHOST=1',
      '--json',
    ];
    const refused = JSON.parse((await cli(argv)).stdout) as { hooks: { status: string; error?: string }[] };
    // Sent inside the namespace sandbox, where nothing listens on that port; the host's server sees nothing.
    expect(refused.hooks[0]?.status).toBe('error');
    expect(refused.hooks[0]?.error).toBe(`HTTP hook fetch failed: POST ${url} (code=ECONNREFUSED)`);
    expect(server.requests).toHaveLength(0);
    const allowed = JSON.parse((await cli([...argv, '--allow-local-network'])).stdout) as {
      hooks: { status: string }[];
      result: { additionalContext?: string };
    };
    expect(allowed.hooks[0]?.status).toBe('ok');
    expect(allowed.result.additionalContext).toBe('from the local policy server');
  });
});
