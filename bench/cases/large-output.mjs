// @ts-check
/**
 * Large outputs: a preToolUse hook that prints N MiB of progress lines and then a deny decision on stdout
 * (runtime-behaviour.md §6: progress lines are taken out, the rest is parsed once; 9 MiB of padding plus a
 * deny is still denied, being under the 10 MiB cap), through dispatchEvent in a warm namespace sandbox,
 * against the raw spawn of the same script. Reports hooksim's cost per MiB at two sizes (1 and 9 MiB) to
 * show it is linear, split into transport (exec - raw) and parse (dispatch - exec), plus parseHookStdout
 * alone on the same text.
 */
import { performance } from 'node:perf_hooks';
import { loadFireInternals, withWarmDispatch } from '../lib/internals.mjs';
import { spawnBash } from '../lib/processes.mjs';
import { removeDir, writeHookRepo } from '../lib/repos.mjs';
import { makeFigure, median, round, timeInterleaved } from '../lib/stats.mjs';

const GROUP = 'large outputs (progress lines + a deny)';
const MIB = 1024 * 1024;
/** 63 characters and a newline: a MiB is a whole number of lines. */
const LINE = '{"type":"progress","message":"bench progress line ..........."}';
const DECISION = '{"permissionDecision":"deny","permissionDecisionReason":"large output"}';

/**
 * The hook: N MiB of progress lines, then the decision.
 * @param {number} mib
 */
function hookText(mib) {
  return `cat >/dev/null; yes '${LINE}' | head -n ${(mib * MIB) / (LINE.length + 1)}; echo '${DECISION}'`;
}

/**
 * @param {import('../lib/config.mjs').BenchConfig} config
 */
export async function measure(config) {
  const { runs, mib: sizes } = config.largeOutput;
  if (LINE.length + 1 !== 64) throw new Error('the progress line must be 64 bytes');
  const hf = await loadFireInternals();
  const profile = hf.PROFILES.cloud;
  const hooks = sizes.map((mib) => ({ type: 'command', matcher: `big${mib}`, bash: hookText(mib) }));
  const repo = await writeHookRepo('large', { preToolUse: hooks });
  try {
    return await withWarmDispatch(hf, repo, async ({ config: hookConfig, context, sandbox }) => {
      /** @type {import('../lib/stats.mjs').Figure[]} */
      const figures = [];
      /** @type {Record<string, unknown>} */
      const details = { line: LINE, decision: DECISION, runs };
      const baseline = 'raw bash -c spawn, same script';
      for (const mib of sizes) {
        const lines = (mib * MIB) / (LINE.length + 1);
        const input = { toolName: `big${mib}`, toolArgs: {} };
        const dispatch = async () => {
          const record = await hf.dispatchEvent('preToolUse', input, context);
          const hook = record.hooks.find((h) => h.status !== 'skipped');
          // The record keeps an excerpt of the progress messages and counts the rest (progressOmitted).
          const progress = (hook?.progress?.length ?? 0) + (hook?.progressOmitted ?? 0);
          if (record.result.decision !== 'deny' || progress !== lines || hook?.stdoutTruncated)
            throw new Error(`${mib} MiB: expected a deny after ${lines} progress lines`);
          return record;
        };
        const first = await dispatch();
        const ran = first.hooks.find((h) => h.status !== 'skipped');
        const stdin = JSON.stringify(ran?.payload) + (profile.stdinTrailingNewline ? '\n' : '');
        const entry = hookConfig.entries.find((e) => e.matcher === `big${mib}`);
        const chosen = entry && hf.commandArgv(entry, profile);
        if (!entry || !chosen || !('argv' in chosen)) throw new Error(`the ${mib} MiB hook did not load`);
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
        /** @type {string} */
        let text = '';
        const exec = async () => {
          const result = await sandbox.exec(request);
          if (result.exitCode !== 0 || result.stdoutTruncated) throw new Error('exec failed');
          text = result.stdout.toString('utf8');
        };
        const raw = async () => {
          const result = await spawnBash(hookText(mib), stdin);
          if (result.stdoutBytes !== mib * MIB + DECISION.length + 1) throw new Error('raw output size');
        };
        const times = await timeInterleaved(runs, { raw, exec, dispatch });
        /** @type {number[]} */
        const parseTimes = [];
        for (let i = 0; i < runs; i++) {
          const started = performance.now();
          const parsed = hf.parseHookStdout(text);
          parseTimes.push(performance.now() - started);
          if (parsed.progress.length !== lines) throw new Error('parseHookStdout lost lines');
        }
        const rawMs = median(times.raw);
        const execMs = median(times.exec);
        const dispatchMs = median(times.dispatch);
        const parseMs = median(parseTimes);
        const perMib = (/** @type {number} */ ms) => ms / mib;
        figures.push(
          makeFigure({
            key: `large.${mib}.raw`,
            group: GROUP,
            label: `${mib} MiB: raw spawn of the same script`,
            value: rawMs,
            unit: 'ms',
            runs,
            baseline,
            baselineValue: rawMs,
          }),
          makeFigure({
            key: `large.${mib}.dispatch`,
            group: GROUP,
            label: `${mib} MiB: dispatchEvent, warm sandbox`,
            value: dispatchMs,
            unit: 'ms',
            runs,
            baseline,
            baselineValue: rawMs,
            note: `exec ${round(execMs)} ms`,
          }),
          makeFigure({
            key: `large.${mib}.overheadPerMib`,
            group: GROUP,
            label: `${mib} MiB: hooksim cost per MiB (dispatch - raw)`,
            value: perMib(dispatchMs - rawMs),
            unit: 'ms/MiB',
            runs,
            note: `transport ${round(perMib(execMs - rawMs))}, parse+record ${round(perMib(dispatchMs - execMs))} ms/MiB`,
          }),
          makeFigure({
            key: `large.${mib}.parsePerMib`,
            group: GROUP,
            label: `${mib} MiB: parseHookStdout alone, per MiB`,
            value: perMib(parseMs),
            unit: 'ms/MiB',
            runs,
          }),
        );
        details[`${mib}MiB`] = { lines, rawMs, execMs, dispatchMs, parseMs };
      }
      const [small, large] = sizes;
      const costAt = (/** @type {number | undefined} */ mib) =>
        figures.find((f) => f.key === `large.${mib}.overheadPerMib`)?.value ?? Number.NaN;
      if (small !== undefined && large !== undefined && large !== small) {
        figures.push(
          makeFigure({
            key: 'large.linearity',
            group: GROUP,
            label: `cost per MiB at ${large} MiB / at ${small} MiB (1 = linear)`,
            value: costAt(large) / costAt(small),
            unit: 'ratio',
            target: { on: 'value', max: 1.5 },
          }),
        );
      }
      return { figures, details };
    });
  } finally {
    await hf.releaseNamespaceRun();
    await removeDir(repo);
  }
}
