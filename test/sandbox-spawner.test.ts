/**
 * The spawner (`launch --serve`, sandbox/launch.c, and src/sandbox/spawner.ts): real processes started through
 * the built native program, talking back over the run directory's Unix socket. What a sandbox's agent client
 * relies on: the connection as stdin and stdout, the exit code or signal, the stderr text, a program that
 * does not exist, and many starts at once (the fork's reply and the connection arrive in either order).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildNativePrograms } from '../src/sandbox/native-programs.js';
import { Spawner, spawnThroughSpawner, type SandboxProcess } from '../src/sandbox/spawner.js';
import { hookFile, makeTempRepo } from './helpers/temp-repo.js';

const AGENT_DIR = fileURLToPath(new URL('../sandbox/', import.meta.url));
const CLI = fileURLToPath(new URL('../dist/cli/index.js', import.meta.url));
// bash with a socket as stdin reads ~/.bashrc unless told not to (as it does under sshd).
const ENV = { PATH: '/usr/bin:/bin' };

let work: string;
let launcher: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'hooksim-spawner-'));
  const state = await buildNativePrograms(AGENT_DIR, path.join(work, 'cache'));
  if (state.state !== 'built') throw new Error(`the native programs did not build: ${JSON.stringify(state)}`);
  launcher = state.launcher;
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Start `argv` through the spawner, write `input` and end it; what came back once the process closed. */
async function run(argv: string[], input = ''): Promise<Ended & { pid: number | undefined }> {
  const child: SandboxProcess | undefined = await spawnThroughSpawner(launcher, work, ENV, argv);
  if (child === undefined) throw new Error('the spawner did not start');
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stdout?.resume();
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
  child.stdin?.on('error', () => undefined);
  child.stdin?.end(input);
  const ended = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  return {
    ...ended,
    pid: child.pid,
    stdout: Buffer.concat(stdout).toString(),
    stderr: Buffer.concat(stderr).toString(),
  };
}

describe('the spawner (launch --serve)', () => {
  it('gives the child the connection as stdin and stdout, its own session, and reports its exit code', async () => {
    const ended = await run(
      [
        'bash',
        '--norc',
        '--noprofile',
        '-c',
        'read line; echo "got $line"; echo "sid $(ps -o sid= $$ | tr -d "[:space:]")"; exit 3',
      ],
      'hi\n',
    );
    expect(ended.code).toBe(3);
    expect(ended.signal).toBeNull();
    expect(ended.stdout).toContain('got hi\n');
    // setsid: the child leads its own session, so hooksim can kill its whole group by its pid.
    expect(ended.stdout).toContain(`sid ${ended.pid}\n`);
  });

  it('reports a signal and hands back what the child wrote to stderr', async () => {
    const ended = await run(['bash', '--norc', '--noprofile', '-c', 'echo "to stderr" >&2; kill -TERM $$']);
    expect(ended.code).toBeNull();
    expect(ended.signal).toBe('SIGTERM');
    expect(ended.stderr).toBe('to stderr\n');
  });

  it('stderr is a connection, not a file: it cannot be reopened through /proc, and past 64 KiB it is dropped', async () => {
    // A sandbox's PID 1 and agent keep their stderr open: a hook reopening a file there could fill the disk.
    const ended = await run([
      'bash',
      '--norc',
      '--noprofile',
      '-c',
      'echo reopened > /proc/$$/fd/2; head -c 300000 /dev/zero | tr "\\0" e >&2; echo done',
    ]);
    expect(ended.code).toBe(0);
    expect(ended.stdout).toBe('done\n');
    const [refusal = '', rest = ''] = ended.stderr.split('\n');
    expect(refusal).toMatch(/\/proc\/\d+\/fd\/2: No such device or address$/);
    expect(/^e+$/.test(rest)).toBe(true);
    expect(ended.stderr.length).toBe(64 * 1024);
  });

  it('a program that does not exist ends with 127 and says why', async () => {
    const ended = await run(['hooksim-no-such-program']);
    expect(ended.code).toBe(127);
    expect(ended.stderr).toContain('exec hooksim-no-such-program: No such file or directory');
  });

  it('starts many at once, each on its own connection', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        run(['bash', '--norc', '--noprofile', '-c', `cat; echo " ${i}"`], `n${i}`),
      ),
    );
    results.forEach((ended, i) => {
      expect(ended.code).toBe(0);
      expect(ended.stdout).toBe(`n${i} ${i}\n`);
    });
    expect(new Set(results.map((ended) => ended.pid)).size).toBe(40);
  });

  (process.getuid?.() === 0 ? it : it.skip)(
    'a spawner that cannot mount its host layers says why, and mounts nothing on the host',
    async () => {
      const dir = mkdtempSync(path.join(work, 'layers-'));
      const target = path.join(dir, 'usr.guard');
      mkdirSync(target);
      mkdirSync(path.join(dir, 'empty'));
      const missing = path.join(dir, 'no-such-directory');
      const plan = path.join(dir, 'host-layers.plan');
      writeFileSync(plan, ['guard', missing, path.join(dir, 'empty'), target, ''].join('\0'));
      const child = await spawnThroughSpawner(launcher, dir, ENV, ['true'], plan);
      if (child === undefined) throw new Error('the spawner did not start');
      const error = await new Promise<Error>((resolve) => child.on('error', resolve));
      expect(error.message).toBe(
        `the spawner ended: hooksim-setup: open ${missing}: No such file or directory`,
      );
      expect(readFileSync('/proc/self/mountinfo', 'utf8')).not.toContain(target);
      // Gone, it listens no more: its socket, which held hooksim's event loop open, is closed.
      const refused = await new Promise<string>((resolve) => {
        const socket = net.connect(path.join(dir, 'host-layers-spawn.sock'));
        socket.on('connect', () => {
          socket.destroy();
          resolve('connected');
        });
        socket.on('error', (failure: NodeJS.ErrnoException) => resolve(failure.code ?? 'error'));
      });
      expect(['ECONNREFUSED', 'ENOENT']).toContain(refused);
    },
  );

  it('a socket path already taken fails the start, and the spawner started beside it is gone', async () => {
    const taken = path.join(work, 'taken.sock');
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(taken, resolve));
    try {
      // The spawner starts before its socket is known to listen (Spawner.start): here it never does.
      const failure: unknown = await Spawner.start(launcher, taken, ENV, () => undefined).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect((failure as NodeJS.ErrnoException | undefined)?.code).toBe('EADDRINUSE');
      const servers = (): number[] =>
        readdirSync('/proc')
          .filter((name) => /^\d+$/.test(name))
          .filter((pid) => {
            try {
              const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
              const parent = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1];
              return cmdline[0] === launcher && cmdline[1] === '--serve' && parent === String(process.pid);
            } catch {
              return false;
            }
          })
          .map(Number);
      for (let waited = 0; servers().length > 0 && waited < 2000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(servers()).toEqual([]);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });

  it('a run directory too deep for a Unix socket path has no spawner: the caller spawns the sandbox itself', async () => {
    const deep = path.join(work, 'd'.repeat(120));
    expect(await spawnThroughSpawner(launcher, deep, ENV, ['true'])).toBeUndefined();
  });

  (existsSync(CLI) ? it : it.skip)(
    '`fire` under a TMPDIR too deep for the spawner still runs its hook',
    async () => {
      const tmp = path.join(work, 't'.repeat(100));
      mkdirSync(tmp);
      const repo = await makeTempRepo({
        '.github/hooks/h.json': hookFile({
          preToolUse: [
            {
              bash: 'cat >/dev/null; echo \'{"permissionDecision":"deny","permissionDecisionReason":"deep-tmp-hook"}\'',
            },
          ],
        }),
      });
      try {
        const result = spawnSync(
          process.execPath,
          [
            CLI,
            'fire',
            'preToolUse',
            '--repo',
            repo.dir,
            '--sandbox',
            'namespace',
            '--tool',
            'bash',
            '--args',
            '{"command":"ls"}',
          ],
          {
            env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? work, TMPDIR: tmp },
            encoding: 'utf8',
          },
        );
        expect(result.status).toBe(0);
        expect(`${result.stdout}${result.stderr}`).toContain('deep-tmp-hook');
      } finally {
        await repo.cleanup();
      }
    },
    60_000,
  );
});
