// @ts-check
/**
 * Hook overhead: one trivial command hook (`cat >/dev/null; echo {}`) fired for preToolUse the way
 * `hooksim fire` does it (loadHookConfig, then dispatchEvent with a warm namespace sandbox behind its
 * firewall as the host), against the physical limit: a raw `bash --norc --noprofile -c` spawn from Node
 * with the same stdin. The bare `sandbox.exec` round trip (no dispatch) shows where the difference goes:
 * exec - raw is the sandbox transport, dispatch - exec is hooksim's own work. exec and dispatch alternate one
 * by one, the raw spawns (from a fresh small process) in batches between them.
 */
import { loadFireInternals, withWarmDispatch } from '../lib/internals.mjs';
import { rawSpawnTimes } from '../lib/processes.mjs';
import { removeDir, TRIVIAL_HOOK, writeHookRepo } from '../lib/repos.mjs';
import { makeFigure, median, timeInterleaved } from '../lib/stats.mjs';

const GROUP = 'hook overhead (preToolUse, 1 trivial hook)';

/** Raw spawns per fresh process, between batches of sandbox execs and dispatches. */
const RAW_BATCH = 20;

/**
 * @param {import('../lib/config.mjs').BenchConfig} config
 */
export async function measure(config) {
  const { runs, warmup } = config.hookOverhead;
  const hf = await loadFireInternals();
  const profile = hf.PROFILES.cloud;
  const repo = await writeHookRepo('overhead', { preToolUse: [{ type: 'command', bash: TRIVIAL_HOOK }] });
  try {
    return await withWarmDispatch(hf, repo, async ({ config: hookConfig, context, sandbox }) => {
      const entry = hookConfig.entries[0];
      if (hookConfig.entries.length !== 1 || entry === undefined) throw new Error('the hook did not load');
      const input = { toolName: 'bash', toolArgs: { command: 'ls' } };
      const dispatch = async () => {
        const record = await hf.dispatchEvent('preToolUse', input, context);
        const hook = record.hooks[0];
        if (hook?.status !== 'ok' || JSON.stringify(hook.output) !== '{}')
          throw new Error(`the hook did not run cleanly: ${JSON.stringify(hook)}`);
        return record;
      };

      // The exact request dispatch sends, for the bare exec and the raw spawn.
      const first = await dispatch();
      const stdin = JSON.stringify(first.hooks[0]?.payload) + (profile.stdinTrailingNewline ? '\n' : '');
      const chosen = hf.commandArgv(entry, profile);
      if (!('argv' in chosen)) throw new Error(`the hook is skipped: ${chosen.skipped}`);
      const request = {
        argv: chosen.argv,
        cwd: sandbox.workspace,
        env: hf.buildHookEnv(
          entry,
          { host: sandbox, profile, agentEnv: context.agentEnv },
          sandbox.workspace,
        ),
        stdin,
        timeoutMs: entry.timeoutSec * 1000,
        killMode: profile.timeoutKill,
        killGroupOnExit: profile.killGroupOnExit,
        outputCapBytes: profile.outputCapBytes,
      };
      const exec = async () => {
        const result = await sandbox.exec(request);
        if (result.exitCode !== 0 || result.stdout.toString() !== '{}\n') throw new Error('exec failed');
      };
      // The raw spawns come from a fresh small process (rawSpawnTimes), as hooksim's agent is one: this process
      // holds hooksim's internals, and a spawn copies the spawning process's page tables. Batches of them
      // alternate with batches of the other two, so a change of load hits all three.
      await timeInterleaved(warmup, { exec, dispatch });
      /** @type {{ raw: number[], exec: number[], dispatch: number[] }} */
      const times = { raw: [], exec: [], dispatch: [] };
      for (let done = 0; done < runs; done += RAW_BATCH) {
        const count = Math.min(RAW_BATCH, runs - done);
        const part = await timeInterleaved(count, { exec, dispatch });
        times.exec.push(...part.exec);
        times.dispatch.push(...part.dispatch);
        times.raw.push(...(await rawSpawnTimes(count, TRIVIAL_HOOK, stdin)));
      }
      const rawMs = median(times.raw);
      const execMs = median(times.exec);
      const dispatchMs = median(times.dispatch);
      const baseline = 'raw bash -c spawn';
      return {
        figures: [
          makeFigure({
            key: 'hookOverhead.raw',
            group: GROUP,
            label: 'raw `bash -c` spawn from Node (physical limit)',
            value: rawMs,
            unit: 'ms',
            runs,
            baseline,
            baselineValue: rawMs,
          }),
          makeFigure({
            key: 'hookOverhead.exec',
            group: GROUP,
            label: 'bare sandbox.exec round trip, warm sandbox',
            value: execMs,
            unit: 'ms',
            runs,
            baseline,
            baselineValue: rawMs,
          }),
          makeFigure({
            key: 'hookOverhead.dispatch',
            group: GROUP,
            label: 'dispatchEvent (fire internals), warm sandbox',
            value: dispatchMs,
            unit: 'ms',
            runs,
            baseline,
            baselineValue: rawMs,
            target: { on: 'ratio', max: 1.5 },
            note: `transport ${(execMs - rawMs).toFixed(2)} ms, dispatch ${(dispatchMs - execMs).toFixed(2)} ms`,
          }),
        ],
        details: { hook: TRIVIAL_HOOK, stdinBytes: Buffer.byteLength(stdin), runs, warmup },
      };
    });
  } finally {
    await hf.releaseNamespaceRun();
    await removeDir(repo);
  }
}
