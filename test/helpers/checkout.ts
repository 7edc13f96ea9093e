/**
 * A checkout laid out the way actions/checkout leaves one in a workflow that checks out twice: the job token
 * persisted in `.git/config` as an extraheader, a second repository checked out at `tools/` (its own `.git`
 * with a token, an ignored `.env`), a real submodule with an ignored file and a token in its config under
 * `.git/modules/`. The secrets are built from two pieces in hook texts so that no file holds them whole.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { git } from './sandbox.js';

/** Strings that must never be readable in `/workspace`, each split in two for hook texts. */
export const CHECKOUT_SECRETS = {
  topToken: ['ZXh0cmFoZWFkZXIt', 'dG9wLTlmM2E'],
  toolsToken: ['ZXh0cmFoZWFkZXIt', 'dG9vbHMtNGMx'],
  submoduleToken: ['ZXh0cmFoZWFkZXIt', 'c3ViLTdlMmI'],
  toolsEnv: ['TOOLS_ENV_', 'SECRET_b81d'],
  submoduleEnv: ['SUBMODULE_ENV_', 'SECRET_0c4e'],
  topEnv: ['TOP_ENV_', 'SECRET_55aa'],
} as const;

const whole = (pair: readonly [string, string]): string => pair.join('');

/** A bash snippet that prints every file under `/workspace` holding one of the secrets. */
export const FIND_SECRETS = `grep -rlF ${Object.values(CHECKOUT_SECRETS)
  .map(([a, b]) => `-e "${a}""${b}"`)
  .join(' ')} /workspace 2>/dev/null`;

/**
 * A hook file whose sessionStart hook greps all of `/workspace` for the secrets and answers
 * `found=[<files>] tree=[<paths but .git>] status=[<git status>]` as additionalContext.
 */
export const PROBE_HOOK_FILE = JSON.stringify({
  version: 1,
  hooks: {
    sessionStart: [
      {
        type: 'command',
        bash: [
          'cat >/dev/null',
          `found=$(${FIND_SECRETS} | sort | tr '\\n' ' ')`,
          `tree=$(cd /workspace && find . -path ./.git -prune -o -print | sort | tr '\\n' ' ')`,
          "status=$(git -C /workspace status --porcelain 2>&1 | tr '\\n' ' ')",
          `jq -cn --arg f "$found" --arg t "$tree" --arg s "$status" '{additionalContext: ("found=[" + $f + "] tree=[" + $t + "] status=[" + $s + "]")}'`,
        ].join('\n'),
      },
    ],
  },
});

/** A new repository in `dir` with everything there committed. */
function commitAll(dir: string): void {
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'init');
}

/** A checkout as described above, with `files` committed at its top; `cleanup` removes it. */
export async function makeCheckout(
  files: Record<string, string>,
): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const base = await mkdtemp(path.join(tmpdir(), 'hooksim-checkout-'));
  const write = async (file: string, text: string): Promise<void> => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  };
  const header = (pair: readonly [string, string]): string => `AUTHORIZATION: basic ${whole(pair)}`;

  const upstream = path.join(base, 'lib-upstream');
  await write(path.join(upstream, 'lib.txt'), 'library\n');
  await write(path.join(upstream, '.gitignore'), 'secret.env\n');
  commitAll(upstream);

  const dir = path.join(base, 'work');
  for (const [rel, text] of Object.entries(files)) await write(path.join(dir, rel), text);
  await write(path.join(dir, '.gitignore'), '.env\n');
  await write(path.join(dir, '.env'), `TOKEN=${whole(CHECKOUT_SECRETS.topEnv)}\n`);
  commitAll(dir);
  git(dir, '-c', 'protocol.file.allow=always', 'submodule', '--quiet', 'add', upstream, 'lib');
  git(dir, 'commit', '-q', '-m', 'submodule');
  git(dir, 'config', 'http.https://github.com/.extraheader', header(CHECKOUT_SECRETS.topToken));
  git(
    path.join(dir, 'lib'),
    'config',
    'http.https://github.com/.extraheader',
    header(CHECKOUT_SECRETS.submoduleToken),
  );
  await write(path.join(dir, 'lib', 'secret.env'), `${whole(CHECKOUT_SECRETS.submoduleEnv)}\n`);

  // The second checkout (`path: tools`): a repository of its own, untracked by the first.
  const tools = path.join(dir, 'tools');
  await write(path.join(tools, 'build.sh'), 'echo build\n');
  await write(path.join(tools, '.gitignore'), '.env\n');
  commitAll(tools);
  git(tools, 'config', 'http.https://github.com/.extraheader', header(CHECKOUT_SECRETS.toolsToken));
  await write(path.join(tools, '.env'), `${whole(CHECKOUT_SECRETS.toolsEnv)}\n`);
  return { dir, cleanup: () => rm(base, { recursive: true, force: true }) };
}
