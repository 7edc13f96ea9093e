// @ts-check
/**
 * Generated repositories the cases run against, written into temporary directories: a repository with
 * given hook entries, the throughput suite (hooks on every event a session fires, N scenarios of tool
 * calls), and the load repositories (many hook files, each with the script it references).
 */
import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The trivial hook every overhead and throughput figure runs: read the payload, print an empty decision. */
export const TRIVIAL_HOOK = 'cat >/dev/null; echo {}';

/**
 * The events a scripted session with tool calls fires under the cloud profile, in order (DESIGN.md
 * "Scenario files": sessionStart, userPromptSubmitted, userPromptTransformed, the steps, agentStop,
 * sessionEnd); a successful tool call fires preToolUse and postToolUse.
 */
export const SESSION_EVENTS = [
  'sessionStart',
  'userPromptSubmitted',
  'userPromptTransformed',
  'preToolUse',
  'postToolUse',
  'agentStop',
  'sessionEnd',
];

/**
 * A fresh temporary directory; remove it with `removeDir`.
 * @param {string} label
 */
export function makeTempDir(label) {
  return mkdtemp(path.join(tmpdir(), `hooksim-bench-${label}-`));
}

/**
 * Remove a generated directory.
 * @param {string} dir
 */
export function removeDir(dir) {
  return rm(dir, { recursive: true, force: true });
}

/**
 * Write a file, creating its directory.
 * @param {string} file
 * @param {string} text
 */
async function put(file, text) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

/**
 * A repository whose one hook file holds `hooks` (event key to entries), plus a README.
 * @param {string} label
 * @param {Record<string, object[]>} hooks
 */
export async function writeHookRepo(label, hooks) {
  const dir = await makeTempDir(label);
  await put(path.join(dir, 'README.md'), `hooksim bench: ${label}\n`);
  await put(
    path.join(dir, '.github', 'hooks', 'bench.json'),
    `${JSON.stringify({ version: 1, hooks }, null, 2)}\n`,
  );
  return dir;
}

/**
 * One scenario file: `toolCalls` bash calls with scripted results (DESIGN.md "Scenario files").
 * @param {number} index
 * @param {number} toolCalls
 */
function scenarioYaml(index, toolCalls) {
  const steps = Array.from(
    { length: toolCalls },
    (_, call) => `  - tool: bash\n    args: { command: "echo step ${call}" }\n    result: "step ${call}"\n`,
  );
  return `name: bench scenario ${index}\nprompt: Run the bench\nsteps:\n${steps.join('')}expect:\n  hooks: { errors: 0, timeouts: 0 }\n`;
}

/**
 * The throughput suite: `hooksPerEvent` trivial command hooks on every event of SESSION_EVENTS and
 * `scenarios` scenario files of `toolCalls` tool calls each.
 * @param {{ scenarios: number, toolCalls: number, hooksPerEvent: number }} size
 */
export async function writeSuiteRepo(size) {
  const hooks = Object.fromEntries(
    SESSION_EVENTS.map((event) => [
      event,
      Array.from({ length: size.hooksPerEvent }, () => ({ type: 'command', bash: TRIVIAL_HOOK })),
    ]),
  );
  const dir = await writeHookRepo(`suite-${size.scenarios}`, hooks);
  const width = String(size.scenarios).length;
  await Promise.all(
    Array.from({ length: size.scenarios }, (_, i) =>
      put(
        path.join(dir, '.github', 'hook-scenarios', `s${String(i).padStart(width, '0')}.yml`),
        scenarioYaml(i, size.toolCalls),
      ),
    ),
  );
  return dir;
}

/** Events the load repositories cycle through, so every per-event rule path gets exercised. */
const LOAD_EVENTS = ['preToolUse', 'postToolUse', 'sessionStart', 'agentStop', 'userPromptSubmitted'];

/**
 * A repository with `files` hook files, each with one command entry running its own script under
 * .github/hooks/scripts/ (a script that reads its payload and allows the call).
 * @param {number} files
 */
export async function writeLoadRepo(files) {
  const dir = await makeTempDir(`load-${files}`);
  await put(path.join(dir, 'README.md'), `hooksim bench: ${files} hook files\n`);
  await mkdir(path.join(dir, '.github', 'hooks'), { recursive: true });
  const width = String(files).length;
  await Promise.all(
    Array.from({ length: files }, async (_, i) => {
      const name = `hook-${String(i).padStart(width, '0')}`;
      const event = LOAD_EVENTS[i % LOAD_EVENTS.length] ?? 'preToolUse';
      const entry = {
        type: 'command',
        bash: `./.github/hooks/scripts/${name}.sh`,
        timeoutSec: 10,
        ...(event === 'preToolUse' || event === 'postToolUse' ? { matcher: 'bash|edit' } : {}),
      };
      await put(
        path.join(dir, '.github', 'hooks', `${name}.json`),
        `${JSON.stringify({ version: 1, hooks: { [event]: [entry] } }, null, 2)}\n`,
      );
      const script = path.join(dir, '.github', 'hooks', 'scripts', `${name}.sh`);
      await put(
        script,
        `#!/bin/bash\n# ${name}: reads the payload, allows the call\ncat >/dev/null\necho '{}'\n`,
      );
      await chmod(script, 0o755);
    }),
  );
  return dir;
}

/**
 * A checkout of `files` tracked files (100 a directory) with three commits of history, a `node_modules`
 * tree of `ignored` git-ignored files, a few untracked files, and one trivial preToolUse and postToolUse
 * hook: what `fire` and `run` meet on a real project, at any size.
 * @param {number} files
 * @param {number} ignored
 */
export async function writeSizedRepo(files, ignored) {
  const dir = await makeTempDir(`sized-${files}`);
  const hook = [{ type: 'command', bash: TRIVIAL_HOOK }];
  await put(
    path.join(dir, '.github', 'hooks', 'bench.json'),
    `${JSON.stringify({ version: 1, hooks: { preToolUse: hook, postToolUse: hook } }, null, 2)}\n`,
  );
  await put(path.join(dir, '.gitignore'), 'node_modules/\n*.log\n');
  const writeMany = async (/** @type {number} */ count, /** @type {(i: number) => string} */ name) => {
    for (let start = 0; start < count; start += 500) {
      await Promise.all(
        Array.from({ length: Math.min(500, count - start) }, (_, k) =>
          put(path.join(dir, name(start + k)), `file ${start + k}\n`),
        ),
      );
    }
  };
  const tracked = Math.max(0, files - 2);
  await writeMany(tracked, (i) => `src/d${Math.floor(i / 100)}/f${i % 100}.txt`);
  await writeMany(ignored, (i) => `node_modules/p${Math.floor(i / 100)}/i${i % 100}.js`);
  const git = (/** @type {string[]} */ ...args) =>
    execFileSync(
      'git',
      [
        '-c',
        'user.name=bench',
        '-c',
        'user.email=bench@example.com',
        '-c',
        'gc.auto=0',
        '-c',
        'maintenance.auto=false',
        ...args,
      ],
      {
        cwd: dir,
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'first');
  for (const round of [1, 2]) {
    await put(path.join(dir, 'CHANGES.md'), `round ${round}\n`);
    git('add', '-A');
    git('commit', '-q', '-m', `round ${round}`);
  }
  await put(path.join(dir, 'untracked.txt'), 'new\n');
  await put(path.join(dir, 'build.log'), 'ignored\n');
  return dir;
}
