/**
 * The native programs against what they replace. The agent (sandbox/agent.c) against agent.cjs: both are started
 * on the host, built and run for real, and given the same requests; every answer must be the same but for
 * durations. Then the build's cache, and a namespace sandbox on each agent and setup step (sandbox/launch.c against
 * the setup script), which must look the same from inside.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROFILES } from '../src/profiles.js';
import { AgentClient } from '../src/sandbox/agent-client.js';
import { buildNativePrograms, nativeProgramsState } from '../src/sandbox/native-programs.js';
import { releaseNamespaceRun, startNamespaceSandbox } from '../src/sandbox/namespace.js';
import type { ExecRequest } from '../src/sandbox/types.js';
import { bash, git } from './helpers/sandbox.js';
import { makeTempRepo, type TempRepo } from './helpers/temp-repo.js';

const AGENT_DIR = fileURLToPath(new URL('../sandbox/', import.meta.url));

let work: string;
let nativePath: string;
const agents: Record<'native' | 'node', AgentClient> = {} as Record<'native' | 'node', AgentClient>;

function startAgent(argv: string[]): AgentClient {
  const child = spawn(argv[0] as string, argv.slice(1), {
    cwd: work,
    env: { PATH: '/usr/bin:/bin', HOME: work, LANG: 'C.UTF-8' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return new AgentClient(child);
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'hooksim-native-agent-'));
  const state = await buildNativePrograms(AGENT_DIR, path.join(work, 'cache'));
  if (state.state !== 'built') throw new Error(`the native programs did not build: ${JSON.stringify(state)}`);
  nativePath = state.agent;
  agents.native = startAgent([nativePath]);
  agents.node = startAgent([process.execPath, path.join(AGENT_DIR, 'agent.cjs')]);
  await Promise.all([agents.native.ready(10_000), agents.node.ready(10_000)]);
});

afterAll(() => {
  agents.native?.close();
  agents.node?.close();
  rmSync(work, { recursive: true, force: true });
});

/** The same request to both agents; their answers (or errors), durations left out. */
async function both(
  op: string,
  fields: Record<string, unknown>,
): Promise<{ native: unknown; node: unknown }> {
  const ask = (client: AgentClient): Promise<unknown> =>
    client.request(op, fields, 20_000).then(
      (result) => {
        const { durationMs, ...rest } = result;
        if (durationMs !== undefined) expect(typeof durationMs).toBe('number');
        return rest;
      },
      (error: Error) => ({ error: error.message }),
    );
  const [native, node] = await Promise.all([ask(agents.native), ask(agents.node)]);
  return { native, node };
}

function exec(script: string, overrides: Partial<ExecRequest> = {}): Record<string, unknown> {
  return {
    exec: {
      argv: ['/bin/bash', '--norc', '--noprofile', '-c', script],
      cwd: work,
      env: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' },
      stdin: '',
      timeoutMs: 10_000,
      killMode: 'termThenKill',
      killGroupOnExit: true,
      outputCapBytes: 1024 * 1024,
      ...overrides,
    } satisfies ExecRequest,
  };
}

function decoded(answer: unknown, field: 'stdout' | 'stderr'): string {
  return Buffer.from((answer as Record<string, string>)[field] ?? '', 'base64').toString('utf8');
}

describe('the native agent answers as agent.cjs does (exec-core.cjs semantics)', () => {
  const cases: Array<[string, string, Partial<ExecRequest>]> = [
    ['exit code, stdout, stderr and stdin', 'cat; echo out; echo err >&2; exit 3', { stdin: 'in é 🙂\n' }],
    ['a stdin with NUL and every escape', 'od -An -c', { stdin: 'a\u0000b\t"\\\n\r\b\f\u001f' }],
    ['a megabyte of stdin', 'wc -c', { stdin: 'x'.repeat(1024 * 1024) }],
    ['stdin a hook never reads', 'exit 0', { stdin: 'y'.repeat(512 * 1024) }],
    [
      'output past the cap, both streams',
      'head -c 5000 /dev/zero | tr "\\0" a; head -c 70 /dev/zero >&2',
      { outputCapBytes: 64 },
    ],
    ['a cap of zero', 'echo hi', { outputCapBytes: 0 }],
    [
      "the environment is exactly the request's",
      'env | sort',
      { env: { PATH: '/usr/bin:/bin', A: 'é=1', EMPTY: '' } },
    ],
    [
      'argv with unicode, empty and multi-line words',
      '',
      { argv: ['/bin/bash', '--norc', '-c', 'printf "%s|" "$0" "$@"', 'zero', 'é 🙂', '', 'a\nb'] },
    ],
    [
      'stdio is what Node gives a child (socket pairs)',
      'stat -L -c %F /dev/stdin /dev/stdout /dev/stderr',
      {},
    ],
    ['killed by a signal', 'kill -TERM $$', {}],
    ['a timeout: SIGTERM to the group', 'sleep 5', { timeoutMs: 200 }],
    ['a timeout in kill mode: SIGKILL', 'sleep 5', { timeoutMs: 200, killMode: 'kill' }],
    ['a timeout of zero', 'sleep 5', { timeoutMs: 0, killMode: 'kill' }],
    ['a leftover holding stdout, group killed on exit', '(sleep 3; echo late) & echo now', {}],
    [
      'a leftover holding stdout, not killed: the drain ends it',
      '(sleep 3; echo late) & echo now',
      { killGroupOnExit: false },
    ],
    ['a missing working directory', 'true', { cwd: '/nonexistent/dir' }],
    ['the umask and the working directory', 'umask; pwd', {}],
  ];
  it.each(cases)('%s', async (_name, script, overrides) => {
    const { native, node } = await both('exec', exec(script, overrides));
    expect(native).toEqual(node);
  });

  it('has the same outcomes as the cases name (the comparison is not vacuous)', async () => {
    const { native } = await both('exec', exec('cat; echo err >&2; exit 3', { stdin: 'in' }));
    expect(native).toMatchObject({ exitCode: 3, signal: null, timedOut: false });
    expect(decoded(native, 'stdout')).toBe('in');
    expect(decoded(native, 'stderr')).toBe('err\n');
    const timedOut = (await both('exec', exec('sleep 5', { timeoutMs: 100 }))).native;
    expect(timedOut).toMatchObject({ exitCode: null, signal: 'SIGTERM', timedOut: true });
    const capped = (await both('exec', exec('head -c 100 /dev/zero', { outputCapBytes: 10 }))).native;
    expect(capped).toMatchObject({ stdoutTruncated: true });
    expect(decoded(capped, 'stdout')).toHaveLength(10);
  });

  it('escalates a TERM-proof hook to SIGKILL after the grace', async () => {
    const started = Date.now();
    const { native, node } = await both(
      'exec',
      exec("trap '' TERM; sleep 10 & wait; sleep 10", { timeoutMs: 100 }),
    );
    expect(native).toEqual(node);
    expect(native).toMatchObject({ signal: 'SIGKILL', timedOut: true });
    expect(Date.now() - started).toBeLessThan(6_000);
  });

  it('reports a program that does not exist as Node does', async () => {
    const request = exec('');
    (request.exec as ExecRequest).argv = ['/nonexistent/program', 'x'];
    const { native, node } = await both('exec', request);
    expect(native).toEqual(node);
    expect(native).toMatchObject({ spawnError: 'spawn /nonexistent/program ENOENT' });
  });

  it('writes, appends and reads files, creating directories, as agent.cjs', async () => {
    for (const agent of ['native', 'node'] as const) {
      const file = path.join(work, agent, 'deep', 'dir', 'file.txt');
      await agents[agent].request('writeFile', { path: file, data: Buffer.from('one\n').toString('base64') });
      await agents[agent].request('appendFile', {
        path: file,
        data: Buffer.from('two\n').toString('base64'),
      });
      expect(readFileSync(file, 'utf8')).toBe('one\ntwo\n');
    }
    const read = await both('readFile', { path: path.join(work, 'native', 'deep', 'dir', 'file.txt') });
    expect(read.native).toEqual(read.node);
    expect(read.native).toEqual({ data: Buffer.from('one\ntwo\n').toString('base64') });
  });

  it('answers file errors with the same messages', async () => {
    writeFileSync(path.join(work, 'plain'), 'x');
    mkdirSync(path.join(work, 'a-dir'), { recursive: true });
    execFileSync('mkfifo', [path.join(work, 'fifo')]);
    const requests: Array<[string, Record<string, unknown>]> = [
      ['readFile', { path: path.join(work, 'missing') }],
      ['readFile', { path: path.join(work, 'a-dir') }],
      ['readFile', { path: path.join(work, 'fifo') }],
      ['readFile', { path: 'relative' }],
      ['writeFile', { path: path.join(work, 'plain', 'under-a-file'), data: '' }],
      ['writeFile', { path: path.join(work, 'a-dir'), data: '' }],
      ['appendFile', { path: 'relative', data: '' }],
      ['nonsense', {}],
      ['exec', {}],
    ];
    for (const [op, fields] of requests) {
      const { native, node } = await both(op, fields);
      expect([op, native]).toEqual([op, node]);
    }
  });

  it('answers requests sent at once, each by its id', async () => {
    const scripts = Array.from({ length: 12 }, (_, i) => `sleep 0.0${i % 5}; echo ${i}`);
    const answers = await Promise.all(scripts.map((script) => agents.native.request('exec', exec(script))));
    expect(answers.map((a) => decoded(a, 'stdout'))).toEqual(scripts.map((_, i) => `${i}\n`));
  });
});

describe('the native programs build', () => {
  it('is kept by a hash of its sources: built once, then found', async () => {
    const cache = path.join(work, 'cache');
    const state = await nativeProgramsState(AGENT_DIR, cache);
    expect(state).toMatchObject({ state: 'built', agent: nativePath });
    expect(state.state === 'built' && existsSync(state.launcher)).toBe(true);
    expect(await buildNativePrograms(AGENT_DIR, cache)).toEqual(state);
  });

  it("remembers a build that failed, with the compiler's message, and does not retry it", async () => {
    const dir = path.join(work, 'broken');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'agent.c'), 'int main(void) { return 0; }\n');
    writeFileSync(path.join(dir, 'launch.c'), 'int main(void) { return missing_function_here(; }\n');
    const cache = path.join(work, 'broken-cache');
    const first = await buildNativePrograms(dir, cache);
    expect(first.state).toBe('failed');
    expect(first.state === 'failed' ? first.reason : '').toMatch(/failed: .*launch\.c/s);
    const marker = readdirSync(path.join(cache, 'native')).find((name) => name.endsWith('.failed')) ?? '';
    const reason = first.state === 'failed' ? first.reason : '';
    expect(await nativeProgramsState(dir, cache)).toEqual({
      state: 'failed',
      reason: `an earlier build failed (remove ${path.join(cache, 'native', marker)} to try again): ${reason}`,
    });
  });

  it('builds again over a program others may write, never running it, and refuses a directory others may write', async () => {
    const cache = path.join(work, 'shared-cache');
    cpSync(path.join(work, 'cache'), cache, { recursive: true });
    const built = await nativeProgramsState(AGENT_DIR, cache);
    if (built.state !== 'built') throw new Error(`not built: ${built.state}`);
    chmodSync(built.agent, 0o775); // a umask of 002, or another member of the group
    expect((await nativeProgramsState(AGENT_DIR, cache)).state).toBe('unbuilt');
    expect(await buildNativePrograms(AGENT_DIR, cache)).toEqual(built);
    expect(statSync(built.agent).mode & 0o777).toBe(0o755);
    chmodSync(path.dirname(built.agent), 0o777);
    expect(await nativeProgramsState(AGENT_DIR, cache)).toEqual({
      state: 'failed',
      reason: `${path.dirname(built.agent)} is not this user's own, or others may write in it`,
    });
  });

  it('says why when the cache directory cannot be made, and when the sources are missing', async () => {
    const blocked = path.join(work, 'a-file-in-the-way');
    writeFileSync(blocked, '');
    expect(await buildNativePrograms(AGENT_DIR, blocked)).toMatchObject({
      state: 'failed',
      reason: expect.stringMatching(/^the cache directory cannot be made: /) as unknown as string,
    });
    expect(await nativeProgramsState(path.join(work, 'no-sources'), blocked)).toMatchObject({
      state: 'failed',
      reason: expect.stringMatching(/^the sources are not readable: .*ENOENT/) as unknown as string,
    });
  });
});

describe('a namespace sandbox on the native programs and on agent.cjs with the setup script', () => {
  let repo: TempRepo;
  beforeAll(async () => {
    repo = await makeTempRepo({ '.github/hooks/hooks.json': { version: 1, hooks: {} }, 'a.txt': 'a\n' });
    git(repo.dir, 'init', '-q', '-b', 'main');
    git(repo.dir, 'add', '.');
    git(repo.dir, 'commit', '-q', '-m', 'init');
  });
  afterAll(async () => {
    await releaseNamespaceRun();
    await repo.cleanup();
  });

  /**
   * What the setup step made, as a hook sees it: addresses, limits, sysctls, mounts (but the native agent's own),
   * inherited descriptors. Overlays' layers are left out: as root, the native step reads the system
   * directories through guards where the script masks them (sandbox-guards.test.ts), and the native step
   * names the session's layers from the merged directory where the script names them in full.
   */
  const LOOK =
    'ip -o addr show | sed "s/  */ /g"; ulimit -u; cat /proc/sys/net/ipv4/ip_unprivileged_port_start; ' +
    'cat /proc/sys/user/max_user_namespaces; ls /proc/self/fd | wc -l; ' +
    // Mount point, type, source and options, the session's own paths left out (each session has its own).
    'awk \'{for (i = 7; i < NF; i++) if ($i == "-") print $5, $(i + 1), $(i + 2), $(i + 3)}\' /proc/self/mountinfo | ' +
    'grep -v "^/proc/\\|^/run/hooksim/agent " | sed -E "s#(lowerdir|upperdir|workdir)=[^,]*#\\1=<layers>#g; s#/(tmp|dev/shm)/hooksim-[^,:]*#<session>#g" | sort; ' +
    'echo "home $(stat -c %a /root) $(ls -A /root | wc -l)"; touch /workspace/new /root/x /usr/y && echo writes';

  it('looks the same from inside with either, and runs hooks and file requests with both', async () => {
    const seen: Record<string, string> = {};
    for (const native of [true, false]) {
      const sandbox = await startNamespaceSandbox({
        repo: repo.dir,
        profile: PROFILES.cloud,
        prompt: 'p',
        native,
      });
      try {
        const agent = await bash(sandbox, 'tr "\\0" " " < /proc/2/cmdline; echo; cat a.txt');
        expect(agent.stdout.toString()).toBe(
          `${native ? '/run/hooksim/agent ' : '/run/hooksim/node /run/hooksim/agent.cjs '}\na\n`,
        );
        const look = await bash(sandbox, LOOK);
        expect(look.stderr.toString()).toBe('');
        seen[String(native)] = look.stdout.toString();
        await sandbox.writeFile('/workspace/new.txt', 'written');
        expect((await sandbox.readFile('/workspace/new.txt'))?.toString()).toBe('written');
        expect(existsSync(path.join(repo.dir, 'new.txt'))).toBe(false);
      } finally {
        await sandbox.stop();
      }
    }
    expect(seen.true).toContain('inet 10.0.2.15/32');
    expect(seen.true).toContain('overlay');
    expect(seen.true).toContain('writes');
    expect(seen.true).toBe(seen.false);
  });
});
