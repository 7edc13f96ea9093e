// @ts-check
/**
 * Load: `hooksim validate` and `hooksim lint` (the bundled CLI, each in its own Node process, wall time from
 * spawn to exit as a user sees it) on generated repositories with two numbers of hook files, each file with
 * the script it references, against a baseline of `node -e 0` (Node's own start). Lint of the larger
 * repository must finish under 1 s. The same command on a repository without hook files gives the CLI's
 * fixed cost; the cost per file above it, at both sizes, shows the growth is linear. Peak memory of every
 * command is read through the rss-preload hook.
 */
import { cliPath } from '../lib/cli.mjs';
import { runNode } from '../lib/processes.mjs';
import { removeDir, writeLoadRepo } from '../lib/repos.mjs';
import { kbToMb, makeFigure, median } from '../lib/stats.mjs';

const GROUP = 'load (validate and lint, bundled CLI)';
const COMMANDS = /** @type {const} */ (['validate', 'lint']);

/**
 * Run a command `runs` times; the median wall time and the largest peak memory. `check` rejects a wrong
 * answer.
 * @param {number} runs
 * @param {string[]} args
 * @param {(stdout: string) => void} check
 */
async function timeCommand(runs, args, check) {
  /** @type {number[]} */
  const times = [];
  let maxRssKb = 0;
  for (let i = 0; i < runs; i++) {
    const run = await runNode(args);
    if (run.exitCode !== 0) throw new Error(`${args.join(' ')} exited ${run.exitCode}: ${run.stderr}`);
    check(run.stdout);
    times.push(run.wallMs);
    maxRssKb = Math.max(maxRssKb, run.maxRssKb ?? 0);
  }
  return { ms: median(times), maxRssKb };
}

/**
 * Time one command on a repository of `files` hook files, checking it saw all of them.
 * @param {'validate' | 'lint'} command
 * @param {string} repo
 * @param {number} files
 * @param {number} runs
 */
function timeOnRepo(command, repo, files, runs) {
  // ShellCheck, run by lint when it is on PATH, is another program's time: measured without it.
  const args = [
    cliPath(),
    command,
    '--repo',
    repo,
    '--format',
    'json',
    ...(command === 'lint' ? ['--no-shellcheck'] : []),
  ];
  return timeCommand(runs, args, (stdout) => {
    const parsed = JSON.parse(stdout);
    if (command === 'lint') {
      if (!Array.isArray(parsed.findings)) throw new Error('lint printed no findings list');
      return;
    }
    const loaded = parsed.files.filter((/** @type {{ status: string }} */ f) => f.status === 'loaded');
    if (loaded.length !== files) throw new Error(`validate loaded ${loaded.length} of ${files} files`);
  });
}

/**
 * @param {import('../lib/config.mjs').BenchConfig} config
 */
export async function measure(config) {
  const { runs, files: sizes } = config.load;
  const largest = Math.max(...sizes);
  const node = await timeCommand(runs, ['-e', '0'], () => undefined);
  const baseline = 'node -e 0';
  /** @type {import('../lib/stats.mjs').Figure[]} */
  const figures = [
    makeFigure({
      key: 'load.node',
      group: GROUP,
      label: '`node -e 0` (Node start)',
      value: node.ms,
      unit: 'ms',
      runs,
      baseline,
      baselineValue: node.ms,
      note: `peak ${kbToMb(node.maxRssKb).toFixed(0)} MB`,
    }),
  ];
  /** @type {Record<string, Record<number, number>>} */
  const ms = { validate: {}, lint: {} };
  for (const files of [0, ...sizes]) {
    const repo = await writeLoadRepo(files);
    try {
      for (const command of COMMANDS) {
        const result = await timeOnRepo(command, repo, files, runs);
        /** @type {Record<number, number>} */ (ms[command])[files] = result.ms;
        const fixed = ms[command]?.[0] ?? 0;
        figures.push(
          makeFigure({
            key: `load.${command}.${files}`,
            group: GROUP,
            label:
              files === 0
                ? `${command}, no hook files (the CLI's fixed cost)`
                : `${command}, ${files} hook files`,
            value: result.ms,
            unit: 'ms',
            runs,
            baseline,
            baselineValue: node.ms,
            ...(command === 'lint' && files === largest ? { target: { on: 'value', below: 1000 } } : {}),
            note: `${files === 0 ? '' : `${((result.ms - fixed) / files).toFixed(3)} ms/file above the fixed cost; `}peak ${kbToMb(result.maxRssKb).toFixed(0)} MB`,
          }),
        );
      }
    } finally {
      await removeDir(repo);
    }
  }
  const [small, large] = sizes;
  if (small !== undefined && large !== undefined && large !== small) {
    for (const command of COMMANDS) {
      const at = ms[command] ?? {};
      const perFile = (/** @type {number} */ files) => ((at[files] ?? Number.NaN) - (at[0] ?? 0)) / files;
      figures.push(
        makeFigure({
          key: `load.${command}.linearity`,
          group: GROUP,
          label: `${command}: cost per file at ${large} / at ${small} files (1 = linear)`,
          value: perFile(large) / perFile(small),
          unit: 'ratio',
          target: { on: 'value', max: 1.5 },
        }),
      );
    }
  }
  return { figures, details: { runs, sizes, ms, nodeMs: node.ms } };
}
