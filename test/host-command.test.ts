import { describe, expect, it } from '@jest/globals';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HostCommandError, runHostCommand } from '../src/host-command.js';

const ENV = { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' };

/** The error runHostCommand rejects with. */
async function failure(program: string, args: string[], options = {}): Promise<HostCommandError> {
  const error: unknown = await runHostCommand(program, args, { env: ENV, ...options }).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HostCommandError))
    throw new Error(`expected a HostCommandError, got ${String(error)}`);
  return error;
}

describe('runHostCommand', () => {
  it('resolves with stdout as a Buffer, byte for byte (no final newline stripped)', async () => {
    const out = await runHostCommand('printf', ['a\\0b\\n\\n'], { env: ENV });
    expect(Buffer.isBuffer(out)).toBe(true);
    expect([...out]).toEqual([0x61, 0, 0x62, 0x0a, 0x0a]);
  });

  it("writes `input` to the command's stdin and ends it; a command that reads none of it is judged by its exit", async () => {
    const input = Buffer.concat([Buffer.from('a\0b\n'), Buffer.alloc(1 << 20, 0x78)]);
    expect((await runHostCommand('cat', [], { env: ENV, input })).equals(input)).toBe(true);
    // 1 MiB more than a pipe holds, to a command that exits at once: EPIPE is no failure of its own.
    expect((await runHostCommand('true', [], { env: ENV, input })).length).toBe(0);
    expect((await failure('false', [], { input })).reason).toBe('exit status 1');
  });

  it('starts the command before a promised `input` is known, and writes it then (nothing where it rejects)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hooksim-host-command-'));
    try {
      const started = path.join(dir, 'started');
      let give!: (input: Buffer) => void;
      const input = new Promise<Buffer>((resolve) => (give = resolve));
      // The command notes its start, then echoes stdin: the note is there before the input is given.
      const run = runHostCommand('sh', ['-c', `: > '${started}'; cat`], { env: ENV, input });
      for (let waited = 0; !existsSync(started) && waited < 5000; waited += 10)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(existsSync(started)).toBe(true);
      give(Buffer.from('late\0bytes'));
      expect((await run).toString('utf8')).toBe('late\0bytes');
      const refused = Promise.reject(new Error('no entries'));
      expect((await runHostCommand('cat', [], { env: ENV, input: refused })).length).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives the command the environment it is given and nothing of hooksim’s own', async () => {
    process.env.HOOKSIM_TEST_SECRET = 'leak';
    try {
      const out = await runHostCommand('env', [], { env: { ...ENV, GIT_CONFIG_NOSYSTEM: '1' } });
      expect(out.toString('utf8')).toBe('PATH=/usr/bin:/bin\nLANG=C.UTF-8\nGIT_CONFIG_NOSYSTEM=1\n');
    } finally {
      delete process.env.HOOKSIM_TEST_SECRET;
    }
  });

  it('runs the program named: no shell, no node_modules/.bin', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hooksim-local-bin-'));
    try {
      mkdirSync(path.join(dir, 'node_modules', '.bin'), { recursive: true });
      writeFileSync(path.join(dir, 'node_modules', '.bin', 'hooksim-local-tool'), '#!/bin/sh\necho local\n', {
        mode: 0o755,
      });
      const missing = await failure('hooksim-local-tool', ['--version'], { cwd: dir });
      expect(missing.message).toBe(
        '`hooksim-local-tool --version` failed: could not start: spawn hooksim-local-tool ENOENT',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // `$HOME` and `|` reach the program as they are.
    const out = await runHostCommand('echo', ['$HOME', '|', 'x'], { env: ENV });
    expect(out.toString('utf8')).toBe('$HOME | x\n');
  });

  it('names the command, its exit status and the end of its stderr', async () => {
    const error = await failure('sh', ['-c', 'echo out; echo "fatal: no such ref" >&2; exit 3']);
    expect(error.message).toBe(
      '`sh -c \'echo out; echo "fatal: no such ref" >&2; exit 3\'` failed: exit status 3: fatal: no such ref',
    );
    expect(error.reason).toBe('exit status 3: fatal: no such ref');
    expect(error.code).toBe('host-command-failed');
  });

  it('shows a hostile argument escaped and quoted: no raw escape sequence or line break reaches the message', async () => {
    const error = await failure('sh', ['-c', 'exit 1', 'ref\u001b[31mred\nnext', "it's"]);
    expect(error.command).toBe("sh -c 'exit 1' 'ref\\u001b[31mred\\nnext' 'it'\\''s'");
    expect(error.message).not.toContain('\u001b');
    expect(error.message).not.toContain('\n');
  });

  it('keeps only the end of a long stderr, marked as cut', async () => {
    const error = await failure('sh', [
      '-c',
      'head -c 100000 /dev/zero | tr "\\0" x >&2; echo " the end" >&2; exit 1',
    ]);
    expect(error.reason).toMatch(/^exit status 1: …x+ the end$/);
    expect(error.reason.length).toBeLessThan(2100);
  });

  it('says when the command was killed by a signal, or timed out', async () => {
    expect((await failure('sh', ['-c', 'kill -TERM $$'])).reason).toBe('killed by SIGTERM');
    const started = Date.now();
    const timedOut = await failure('sleep', ['10'], { timeoutMs: 200 });
    expect(timedOut.message).toBe('`sleep 10` failed: timed out after 200 ms');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('stops a command whose stdout exceeds the limit', async () => {
    const error = await failure('head', ['-c', '100000', '/dev/zero'], { maxStdoutBytes: 1000 });
    expect(error.reason).toBe('its output exceeded 1000 bytes');
  });

  it('passes stdout and stderr on as they come when onOutput is given', async () => {
    const seen: string[] = [];
    const out = await runHostCommand('sh', ['-c', 'echo one; echo two >&2'], {
      env: ENV,
      onOutput: (text) => seen.push(text),
    });
    expect(out.length).toBe(0);
    expect(seen.join('').split('\n').sort()).toEqual(['', 'one', 'two']);
  });

  it('writes stdout to the descriptor stdoutFd names, still failing with the end of stderr', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hooksim-stdout-fd-'));
    const fd = openSync(path.join(dir, 'out'), 'w+');
    try {
      const out = await runHostCommand('printf', ['a\\0b'], { env: ENV, stdoutFd: fd });
      expect(out.length).toBe(0);
      expect([...readFileSync(path.join(dir, 'out'))]).toEqual([0x61, 0, 0x62]);
      const error = await failure('sh', ['-c', 'echo partial; echo broken >&2; exit 3'], { stdoutFd: fd });
      expect(error.reason).toBe('exit status 3: broken');
    } finally {
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
