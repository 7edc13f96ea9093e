import { describe, expect, it } from '@jest/globals';
import { InstallError, runInstall } from '../src/setup/install.js';

describe('runInstall', () => {
  it('passes the output on, command by command', async () => {
    const seen: string[] = [];
    await runInstall(
      [
        ['echo', 'one'],
        ['sh', '-c', 'echo two >&2'],
      ],
      (text) => seen.push(text),
    );
    expect(seen.join('')).toBe('$ echo one\none\n$ sh -c echo two >&2\ntwo\n');
  });

  it('stops at the first failure, naming the command as shown, its exit status and the end of its stderr', async () => {
    const seen: string[] = [];
    const failing = [
      'env',
      'DEBIAN_FRONTEND=noninteractive',
      'sh',
      '-c',
      'echo "E: Unable to locate package nope" >&2; exit 100',
    ];
    const error: unknown = await runInstall([failing, ['echo', 'never']], (text) => seen.push(text)).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(InstallError);
    expect((error as Error).message).toBe(
      '`sh -c echo "E: Unable to locate package nope" >&2; exit 100` failed: exit status 100: E: Unable to locate package nope',
    );
    expect(seen.join('')).not.toContain('never');
  });

  it('says when a command timed out or could not start', async () => {
    await expect(runInstall([['sleep', '10']], () => undefined, 200)).rejects.toThrow(
      '`sleep 10` failed: timed out after 200 ms',
    );
    await expect(runInstall([['hooksim-no-such-manager', 'install']], () => undefined)).rejects.toThrow(
      '`hooksim-no-such-manager install` failed: could not start: spawn hooksim-no-such-manager ENOENT',
    );
  });
});
