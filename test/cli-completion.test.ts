/**
 * `hooksim completion bash|zsh` (issue 18): the scripts made from the command table, loaded into the real
 * shells. bash: the completion function called with COMP_WORDS/COMP_CWORD set, as bash calls it on TAB.
 * zsh: an interactive `zsh -f` on a pseudo-terminal (zsh/zpty) with the script loaded after compinit, fed
 * keystrokes; a widget bound after TAB writes the completed command line to a file.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROFILE_NAMES } from '../src/profiles.js';
import { EVENT_NAMES } from '../src/events/catalogue.js';
import { describeWithPart, type OptionalPart } from './helpers/optional-parts.js';
import { runCli } from './helpers/cli.js';

let scratch: string;
const scripts = { bash: '', zsh: '' };

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'hooksim-completion-'));
  for (const shell of ['bash', 'zsh'] as const) {
    const { status, stdout } = await runCli(['completion', shell]);
    expect(status).toBe(0);
    scripts[shell] = path.join(scratch, `hooksim.${shell}`);
    await writeFile(scripts[shell], `${stdout}\n`);
  }
});

afterAll(() => rm(scratch, { recursive: true, force: true }));

/** COMPREPLY after bash's completion function ran on `line` (a trailing space starts a new, empty word). */
async function bashComplete(line: string): Promise<string[]> {
  const words = line.split(' ');
  const { stdout } = await promisify(execFile)(
    'bash',
    [
      '--norc',
      '-c',
      'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _hooksim; printf "%s\\n" "${COMPREPLY[@]}"',
      'test',
      scripts.bash,
      ...words,
    ],
    { cwd: scratch },
  );
  return stdout.split('\n').filter(Boolean).sort();
}

describe('hooksim completion bash', () => {
  it('is valid bash that registers _hooksim for hooksim', async () => {
    const { stdout } = await promisify(execFile)('bash', [
      '--norc',
      '-c',
      'source "$1"; complete -p hooksim',
      'test',
      scripts.bash,
    ]);
    expect(stdout.trim()).toBe('complete -F _hooksim hooksim');
  });

  it.each([
    ['hooksim ru', ['run']],
    ['hooksim run --sa', ['--sandbox']],
    ['hooksim run --sandbox ', ['auto', 'namespace', 'process']],
    ['hooksim run --profile ', [...PROFILE_NAMES].sort()],
    ['hooksim run --compare cl', PROFILE_NAMES.filter((p) => p.startsWith('cl')).sort()],
    ['hooksim run --engine ', ['copilot-cli', 'native']],
    [
      'hooksim run -',
      expect.arrayContaining(['-u', '--update', '--report', '--allow-local-network', '--help']),
    ],
    ['hooksim validate --format ', ['github', 'json', 'text']],
    ['hooksim lint --format s', ['sarif']],
    ['hooksim schema ', ['hooks', 'report', 'scenario']],
    ['hooksim schema hooks ', []],
    ['hooksim completion ', ['bash', 'zsh']],
    ['hooksim engine ', ['--help', '-h', 'install']],
    ['hooksim engine install --', ['--dir', '--help']],
    ['hooksim m', ['merge-reports']],
    ['hooksim fire preToolUse --jobs', []],
    ['hooksim setup --', ['--check', '--dry-run', '--help', '--tests']],
  ])('%j', async (line, expected) => {
    expect(await bashComplete(line)).toEqual(expected);
  });

  it("completes fire's EVENT from the event catalogue, after flags and their values", async () => {
    expect(await bashComplete('hooksim fire ')).toEqual(expect.arrayContaining([...EVENT_NAMES, 'Stop']));
    expect(await bashComplete('hooksim fire --repo . --tool bash preTo')).toEqual(['preToolUse']);
    expect(await bashComplete('hooksim fire preToolUse ')).toEqual([]);
  });

  it('completes directories for --repo and files for scenarios', async () => {
    await writeFile(path.join(scratch, 'deny.yml'), '');
    expect(await bashComplete('hooksim run --repo ')).toEqual([]);
    expect(await bashComplete('hooksim run de')).toEqual(['deny.yml']);
    expect(await bashComplete('hooksim run --jobs 2 de')).toEqual(['deny.yml']);
  });

  it('lists no hidden command', async () => {
    expect(await bashComplete('hooksim re')).toEqual([]);
  });
});

function hasZsh(): boolean {
  try {
    execFileSync('zsh', ['-fc', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const ZSH_PART: OptionalPart = { name: 'zsh', ready: hasZsh(), install: 'hooksim setup --tests' };

// Types each line and TAB, then ^T (bound to a widget that appends the command line to $out and clears it).
const ZSH_DRIVER = `
zmodload zsh/zpty
out=$1 script=$2
: > $out
zpty z zsh -f -i
zpty -w z "PS1='> '; autoload -Uz compinit; compinit -u -D; source \${(q)script}"
zpty -w z "dump() { print -r -- \\"\\$BUFFER\\" >> \${(q)out}; BUFFER='' }; zle -N dump; bindkey '^T' dump"
for line in "$@[3,-1]"; do zpty -w -n z "$line"$'\\t\\x14'; done
for i in {1..100}; do
  zpty -r -t z junk 2>/dev/null
  [[ $(wc -l < $out) -ge $(( $# - 2 )) ]] && break
  sleep 0.1
done
zpty -d z
`;

describeWithPart(ZSH_PART, 'hooksim completion zsh', () => {
  it('is valid zsh (zsh -n)', async () => {
    await expect(promisify(execFile)('zsh', ['-n', scripts.zsh])).resolves.toBeDefined();
  });

  it('completes commands, flags and their values in an interactive zsh after compinit', async () => {
    const driver = path.join(scratch, 'drive.zsh');
    const out = path.join(scratch, 'zsh.out');
    await writeFile(driver, ZSH_DRIVER);
    const lines = [
      'hooksim ru',
      'hooksim run --sa',
      'hooksim run --sandbox na',
      'hooksim run --jobs 2 --profile cloud-',
      'hooksim fire preTo',
      'hooksim engine i',
      'hooksim schema sc',
      'hooksim completion z',
      'hooksim lint --format sa',
    ];
    await promisify(execFile)('zsh', ['-f', driver, out, scripts.zsh, ...lines], { timeout: 30_000 });
    expect((await readFile(out, 'utf8')).split('\n').slice(0, -1)).toEqual([
      'hooksim run ',
      'hooksim run --sandbox ',
      'hooksim run --sandbox namespace ',
      'hooksim run --jobs 2 --profile cloud-docs ',
      'hooksim fire preToolUse ',
      'hooksim engine install ',
      'hooksim schema scenario ',
      'hooksim completion zsh ',
      'hooksim lint --format sarif ',
    ]);
  }, 40_000);
});
