// @ts-check
/**
 * The shard estimate: wall time of a large suite spread over N GitHub Actions shards (`--shard K/N`, each
 * shard a runner like this machine with --jobs = its cores), from the throughput case's linear cost model:
 * the fixed cost of a `run` per shard plus the marginal cost per scenario measured on the largest suite at
 * the highest --jobs. Runner provisioning, checkout and installing hooksim are not included.
 */
import { makeFigure, round } from './stats.mjs';

const GROUP = 'shard estimate';

/**
 * The estimate's figures and model, or no figures when the run it needs is missing.
 * @param {{ runs: import('../cases/throughput.mjs').RunFigures[], fixedMs: number }} measured
 * @param {import('./config.mjs').BenchConfig['throughput']} settings
 */
export function estimateShards(measured, settings) {
  const jobs = Math.max(...settings.jobs);
  const largest = measured.runs.filter((r) => r.jobs === jobs).sort((a, b) => b.scenarios - a.scenarios)[0];
  if (!largest) return { figures: [], model: undefined };
  const { fixedMs } = measured;
  const perScenarioMs = (largest.wallMs - fixedMs) / largest.scenarios;
  const total = settings.shardScenarios;
  const figures = [
    makeFigure({
      key: 'shard.perScenarioMs',
      group: GROUP,
      label: `marginal cost per scenario on one runner, --jobs ${jobs}`,
      value: perScenarioMs,
      unit: 'ms',
      note: `from ${largest.scenarios} scenarios; plus ${round(fixedMs, 0)} ms fixed per shard`,
    }),
    ...settings.shards.map((shards) => {
      const perShard = Math.ceil(total / shards);
      return makeFigure({
        key: `shard.${shards}.minutes`,
        group: GROUP,
        label: `${total} scenarios over ${shards} shard${shards === 1 ? '' : 's'} (--jobs ${jobs} each)`,
        value: (fixedMs + perShard * perScenarioMs) / 60_000,
        unit: 'min',
        note: `${perShard} scenarios per shard`,
      });
    }),
  ];
  return { figures, model: { fixedMs: round(fixedMs), perScenarioMs: round(perScenarioMs), jobs, total } };
}
