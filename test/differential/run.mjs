#!/usr/bin/env node
/**
 * `npm run test:differential`: every scenario under test/differential/cases/ through hooksim's native engine and
 * through the real, pinned Copilot CLI (`--engine copilot-cli`), both under `--profile cli`; the normalized
 * outcomes are compared per scenario. Builds nothing: it runs dist/ (rebuild with `npm run package`).
 *
 *   node test/differential/run.mjs [--engines native,copilot-cli] [--jobs N] [--filter TEXT] [--out DIR]
 *
 * Exit status: 0 all scenarios pass their own expectations on every engine and agree (or differ only as
 * known-differences.json explains); 1 otherwise; 2 the suite cannot run (no dist/, engine not installed).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findCaseRepos, scenarioId } from './lib/cases.mjs';
import { classify, diffOutcomes } from './lib/compare.mjs';
import {
  checkEngineInstalled,
  EngineMissingError,
  readPinnedVersion,
  runHooksim,
  supportsEngineFlag,
} from './lib/hooksim.mjs';
import { normalizeScenario } from './lib/normalize.mjs';
import { NOT_COMPARABLE } from './lib/not-comparable.mjs';
import { renderMarkdown, renderTable } from './lib/render.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const RUN_TIMEOUT_MS = 10 * 60 * 1000;

/** The suite cannot run at all (exit status 2). */
class SuiteSetupError extends Error {
  code = 'suite-setup';
}

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      engines: { type: 'string', default: 'native,copilot-cli' },
      jobs: { type: 'string', default: '2' },
      filter: { type: 'string' },
      out: { type: 'string', default: path.join(ROOT, 'test-output', 'differential') },
      bin: { type: 'string', default: process.env.HOOKSIM_BIN ?? path.join(ROOT, 'dist', 'cli', 'index.js') },
    },
  });
  const engines = values.engines.split(',').map((e) => e.trim());
  if (engines.length !== 2) throw new SuiteSetupError(`--engines needs two engines, got '${values.engines}'`);
  const jobs = Number(values.jobs);
  if (!Number.isInteger(jobs) || jobs < 1)
    throw new SuiteSetupError(`--jobs '${values.jobs}' is not a whole number`);
  return { ...values, engines, jobs, out: path.resolve(values.out), bin: path.resolve(values.bin) };
}

/** Column labels: the engine names, made unique when the same engine runs twice (developing the runner). */
function labelsOf(engines) {
  return engines[0] === engines[1] ? [engines[0], `${engines[1]}#2`] : engines;
}

/** known-differences.json; every entry needs the field it explains, a reason and what it relates to. */
function readKnown() {
  const file = path.join(HERE, 'known-differences.json');
  const entries = JSON.parse(readFileSync(file, 'utf8')).differences ?? [];
  for (const [i, entry] of entries.entries()) {
    for (const key of ['field', 'reason', 'relates']) {
      if (typeof entry[key] !== 'string' || entry[key] === '') {
        throw new SuiteSetupError(
          `known-differences.json: differences[${i}] needs a non-empty string '${key}'`,
        );
      }
    }
  }
  return entries;
}

/** Run tasks with at most `limit` at once. */
async function pool(items, limit, task) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++]);
  });
  await Promise.all(workers);
}

function missingReport(file, run) {
  const why = run.stderr.trim().slice(-400) || `hooksim exited ${run.code ?? run.signal}`;
  return {
    name: file,
    file,
    status: 'errored',
    failures: [{ message: `no report for this scenario: ${why}` }],
    events: [],
  };
}

/**
 * Every repository through one engine, `jobs` hooksim processes at a time, repositories with the most scenarios
 * first. A CLI session is CPU bound, so each copilot-cli process runs one scenario at a time; native processes
 * run `jobs` each. The first repository runs alone, so the CLI's shared cache is warmed once.
 */
async function runEngine({ engine, label, repos, options, engineFlag }) {
  const dir = path.join(options.out, label.replace(/[^\w.-]/g, '_'));
  mkdirSync(dir, { recursive: true });
  const byId = new Map();
  const runs = [];
  const runRepo = async (repo) => {
    const reportFile = path.join(dir, `${repo.id.replace(/\//g, '--')}.json`);
    rmSync(reportFile, { force: true });
    const run = await runHooksim({
      bin: options.bin,
      repo,
      engine,
      engineFlag,
      reportFile,
      jobs: engine === 'copilot-cli' ? 1 : options.jobs,
      timeoutMs: RUN_TIMEOUT_MS,
    });
    if (run.code === 2 && /engine install/.test(run.stderr)) throw new EngineMissingError(run.stderr.trim());
    const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : undefined;
    const seconds = (run.ms / 1000).toFixed(1);
    process.stderr.write(
      `  ${label}: ${repo.id}, ${repo.scenarios.length} scenarios, exit ${run.code ?? run.signal}, ${seconds} s\n`,
    );
    runs.push({ repo: repo.id, code: run.code, ms: run.ms });
    for (const file of repo.scenarios) {
      const scenario = report?.scenarios.find((s) => s.file === file);
      byId.set(scenarioId(repo, file), scenario ?? missingReport(file, run));
    }
  };
  const ordered = [...repos].sort((a, b) => b.scenarios.length - a.scenarios.length);
  const [first, ...rest] = ordered;
  await runRepo(first);
  await pool(rest, options.jobs, runRepo);
  return { byId, runs };
}

function countAreas(rows) {
  const areas = {};
  for (const row of rows) {
    const area = row.id.split('/')[0];
    const count = (areas[area] ??= { total: 0, agree: 0, known: 0, differ: 0, failing: 0 });
    count.total += 1;
    if (row.agreement === 'agree') count.agree += 1;
    else if (row.agreement.startsWith('known')) count.known += 1;
    else count.differ += 1;
    if (Object.values(row.status).some((s) => s !== 'passed')) count.failing += 1;
  }
  return areas;
}

async function main() {
  const started = Date.now();
  const options = parseOptions(process.argv.slice(2));
  if (!existsSync(options.bin)) {
    throw new SuiteSetupError(`${options.bin} does not exist: build hooksim first with \`npm run package\`.`);
  }
  const engineFlag = supportsEngineFlag(options.bin);
  const cliVersion = options.engines.includes('copilot-cli') ? readPinnedVersion(ROOT) : undefined;
  if (options.engines.includes('copilot-cli')) {
    if (!engineFlag)
      throw new SuiteSetupError(`${options.bin} has no --engine option: rebuild with \`npm run package\`.`);
    checkEngineInstalled(ROOT);
  } else if (!engineFlag && options.engines.some((e) => e !== 'native')) {
    throw new SuiteSetupError(`${options.bin} has no --engine option.`);
  }
  const repos = findCaseRepos(path.join(HERE, 'cases')).filter(
    (r) => options.filter === undefined || r.id.includes(options.filter),
  );
  if (repos.length === 0) throw new SuiteSetupError(`no case repository matches '${options.filter}'`);
  const labels = labelsOf(options.engines);
  const results = [];
  for (const [i, engine] of options.engines.entries()) {
    process.stderr.write(`${labels[i]}:\n`);
    results.push(await runEngine({ engine, label: labels[i], repos, options, engineFlag }));
  }
  const known = readKnown();
  const rows = [];
  for (const repo of repos) {
    for (const file of repo.scenarios) {
      const id = scenarioId(repo, file);
      const reports = results.map((r) => r.byId.get(id));
      const outcomes = reports.map((report, i) => normalizeScenario(report, options.engines[i]));
      const name = reports[0].name;
      const sorted = classify({
        id,
        name,
        differences: diffOutcomes(outcomes[0], outcomes[1]),
        known,
        notComparable: NOT_COMPARABLE.filter((entry) => options.engines.includes(entry.engine)),
      });
      const unchecked = outcomes
        .flatMap((o) => o.unchecked)
        .map((message) => ({ path: 'expect', reason: message }));
      sorted.notCompared.push(...unchecked);
      rows.push({
        id,
        name,
        status: Object.fromEntries(labels.map((label, i) => [label, outcomes[i].status])),
        failures: Object.fromEntries(labels.map((label, i) => [label, outcomes[i].failures])),
        outcomes: Object.fromEntries(labels.map((label, i) => [label, outcomes[i]])),
        ...sorted,
      });
    }
  }
  const differ = rows.filter((r) => r.unexplained.length > 0);
  const failing = rows.filter((r) => Object.values(r.status).some((s) => s !== 'passed'));
  const verdict =
    differ.length === 0 && failing.length === 0
      ? `pass: ${rows.length} scenarios agree or differ only as known`
      : `FAIL: ${differ.length} with unexplained differences, ${failing.length} failing their own expectations`;
  const meta = {
    date: new Date().toISOString(),
    durationMs: Date.now() - started,
    cliVersion,
    hooksimVersion: JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version,
    verdict,
    runs: Object.fromEntries(labels.map((label, i) => [label, results[i].runs])),
  };
  const areas = countAreas(rows);
  mkdirSync(options.out, { recursive: true });
  writeFileSync(
    path.join(options.out, 'report.json'),
    `${JSON.stringify({ ...meta, engines: labels, areas, scenarios: rows }, null, 2)}\n`,
  );
  writeFileSync(path.join(options.out, 'report.md'), renderMarkdown({ meta, rows, engines: labels, areas }));
  process.stdout.write(`${renderTable(rows, labels)}\n\n`);
  for (const row of failing) {
    for (const [label, messages] of Object.entries(row.failures)) {
      for (const message of messages) process.stdout.write(`${row.id} [${label}]: ${message}\n`);
    }
  }
  process.stdout.write(
    `\n${verdict} (${Math.round(meta.durationMs / 1000)} s). Report: ${path.relative(process.cwd(), path.join(options.out, 'report.md'))}\n`,
  );
  return differ.length === 0 && failing.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof SuiteSetupError || error instanceof EngineMissingError) {
      process.stderr.write(`test:differential: ${error.message}\n`);
      process.exit(2);
    }
    process.stderr.write(`test:differential: ${error.stack ?? error}\n`);
    process.exit(2);
  },
);
