// @ts-check
/**
 * Generated repositories the cases run against, written into temporary directories: a repository with
 * given hook entries, the throughput suite (hooks on every event a session fires, N scenarios of tool
 * calls), and the load repositories (many hook files, each with the script it references).
 */
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
