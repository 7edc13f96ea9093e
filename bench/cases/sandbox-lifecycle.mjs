// @ts-check
/**
 * Sandbox start and stop per session, against the raw `bash -c` spawn of the trivial hook measured in the
 * same process. The session figure is what `run` pays per scenario: withSandboxedSession (firewall, then
 * namespace sandbox up to the agent's ready line) and its teardown. The sandbox alone (no firewall) and the
 * first start of a process (launch-mode probe, repository copy) are reported apart.
 */
import { performance } from 'node:perf_hooks';
import { loadFireInternals } from '../lib/internals.mjs';
import { spawnBash } from '../lib/processes.mjs';
import { removeDir, TRIVIAL_HOOK, writeHookRepo } from '../lib/repos.mjs';
import { makeFigure, median, timeRepeated } from '../lib/stats.mjs';

const GROUP = 'sandbox start and stop (per session)';

/**
 * @param {import('../lib/config.mjs').BenchConfig} config
 */
export async function measure(config) {
  const { runs, spawnRuns } = config.sandbox;
  const hf = await loadFireInternals();
  const profile = hf.PROFILES.cloud;
  const repo = await writeHookRepo('sandbox', { preToolUse: [{ type: 'command', bash: TRIVIAL_HOOK }] });
  const options = { repo, profile, prompt: 'bench', env: {}, files: {}, commandMocks: {} };
  try {
    let started = performance.now();
    const first = await hf.startNamespaceSandbox(options);
    const firstStartMs = performance.now() - started;
    await first.stop();

    /** @type {number[]} */
    const aloneStart = [];
    /** @type {number[]} */
    const aloneStop = [];
    /** @type {number[]} */
    const sessionStart = [];
    /** @type {number[]} */
    const sessionStop = [];
    for (let i = 0; i < runs; i++) {
      started = performance.now();
      const sandbox = await hf.startNamespaceSandbox(options);
      aloneStart.push(performance.now() - started);
      started = performance.now();
      await sandbox.stop();
      aloneStop.push(performance.now() - started);

      // The task runs once both are up; what follows it is the teardown.
      started = performance.now();
      /** @type {number} */
      let up = 0;
      await hf.withSandboxedSession({ ...options, kind: 'namespace' }, async () => {
        up = performance.now();
      });
      sessionStart.push(up - started);
      sessionStop.push(performance.now() - up);
    }

    const spawnTimes = await timeRepeated(spawnRuns, () => spawnBash(TRIVIAL_HOOK, '{}'));
    const rawMs = median(spawnTimes);
    const baseline = 'raw bash -c spawn';
    /**
     * @param {string} key
     * @param {string} label
     * @param {number[]} times
     * @param {import('../lib/stats.mjs').Target} [target]
     */
    const figure = (key, label, times, target) =>
      makeFigure({
        key: `sandbox.${key}`,
        group: GROUP,
        label,
        value: median(times),
        unit: 'ms',
        runs: times.length,
        baseline,
        baselineValue: rawMs,
        ...(target ? { target } : {}),
      });
    return {
      figures: [
        figure('raw', 'raw `bash -c` spawn of the trivial hook', spawnTimes),
        figure('sessionStart', 'session start: firewall + sandbox, agent ready', sessionStart, {
          on: 'value',
          below: 150,
        }),
        figure('sessionStop', 'session stop: sandbox + firewall teardown', sessionStop),
        figure(
          'sessionStartStop',
          'session start + stop',
          sessionStart.map((time, i) => time + (sessionStop[i] ?? 0)),
        ),
        figure('sandboxStart', 'sandbox alone: start', aloneStart),
        figure('sandboxStop', 'sandbox alone: stop', aloneStop),
        figure('firstStart', 'first start in a process (probe, repository copy)', [firstStartMs]),
      ],
      details: { runs, spawnRuns },
    };
  } finally {
    await hf.releaseNamespaceRun();
    await removeDir(repo);
  }
}
