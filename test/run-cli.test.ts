/**
 * `hooksim run` through the CLI: reports that validate against their schemas (JUnit against an XSD with
 * xmllint), malformed scenarios, repeatability across runs and --jobs, shards joined by merge-reports (issue 4).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { jsonReportSchema } from '../src/report/report-schema.js';
import { hookFile, makeTempRepo, type TempRepo } from './helpers/temp-repo.js';
import { runCli } from './helpers/cli.js';

const DEMO = 'examples/demo';
let out: string;
beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'hooksim-reports-'));
});
afterAll(() => rm(out, { recursive: true, force: true }));

const cli = runCli;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
// `Z` in payloads; a numeric offset in `<current_datetime>` (datetimeFormat, FINDINGS §9 Q23).
const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(?:Z|[+-]\d{2}:\d{2})/g;
const VOLATILE = new Set(['durationMs', 'timestamp']);

/** The report without ids, times and durations: what must be equal between two runs of one suite. */
function normalise(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(UUID, '<uuid>').replace(ISO, '<time>');
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !VOLATILE.has(key))
        .map(([key, v]) => [key, normalise(v)]),
    );
  }
  return value;
}

async function readJson(file: string) {
  return JSON.parse(await readFile(file, 'utf8'));
}

describe('hooksim run on the demo', () => {
  it('prints a readable result and writes JSON, JUnit and Markdown reports that validate', async () => {
    const json = path.join(out, 'report.json');
    const junit = path.join(out, 'report.xml');
    const markdown = path.join(out, 'report.md');
    const { status, stdout } = await cli([
      'run',
      '--repo',
      DEMO,
      '--report',
      `json=${json}`,
      '--report',
      `junit=${junit}`,
      '--report',
      `markdown=${markdown}`,
    ]);
    expect(stdout).toContain('✓ the guard denies dangerous shell commands and lets the rest through');
    expect(stdout).toMatch(/5 scenarios under profile cloud: 5 passed, 0 failed/);
    expect(status).toBe(0);
    const report = await readJson(json);
    expect(jsonReportSchema.safeParse(report).success).toBe(true);
    expect(report.summary).toMatchObject({ scenarios: 5, passed: 5, failed: 0, errored: 0 });
    await promisify(execFile)('xmllint', ['--noout', '--schema', 'test/fixtures/junit/junit.xsd', junit]);
    const md = await readFile(markdown, 'utf8');
    expect(md).toContain('| step | event | tool | hook | status | decision | reason | time |');
    expect(md).toContain('Firewall rules blocked me from connecting to one or more addresses');
    expect(md).toContain(
      '> - `telemetry.example.com`\n>   - Triggering command: `curl -sS --max-time 5 REDACTED` (dns block)',
    );
  });

  it('the failing scenario exits 1 and its JUnit failure names the step', async () => {
    const junit = path.join(out, 'failing.xml');
    const { status, stdout } = await cli([
      'run',
      '--repo',
      DEMO,
      `${DEMO}/failing/force-push-allowed.yml`,
      '--report',
      `junit=${junit}`,
    ]);
    expect(status).toBe(1);
    expect(stdout).toContain(
      'failing/force-push-allowed.yml:6:5: steps[0] (bash): expected decision "allow", got "deny" (decided by .github/hooks/guard.json#0: "force-push is not allowed; push a new branch instead")',
    );
    await promisify(execFile)('xmllint', ['--noout', '--schema', 'test/fixtures/junit/junit.xsd', junit]);
    expect(await readFile(junit, 'utf8')).toContain(
      '<failure message="steps[0] (bash): expected decision &quot;allow&quot;',
    );
  });

  it('gives the same report twice, and with --jobs 1 and --jobs 2 (ids, times and durations aside)', async () => {
    const reports = [];
    for (const jobs of ['1', '2', '2']) {
      const file = path.join(out, `jobs-${jobs}-${reports.length}.json`);
      await cli(['run', '--repo', DEMO, '--jobs', jobs, '--report', `json=${file}`]);
      reports.push(normalise(await readJson(file)));
    }
    expect(reports[1]).toEqual(reports[0]);
    expect(reports[2]).toEqual(reports[0]);
  });

  it('--shard 1/2 and 2/2 cover the suite once, and merge-reports joins them into the full report', async () => {
    const files = ['1/2', '2/2'].map((shard) => path.join(out, `shard-${shard.replace('/', '-')}.json`));
    for (const [i, shard] of ['1/2', '2/2'].entries()) {
      await cli(['run', '--repo', DEMO, '--shard', shard, '--report', `json=${files[i]}`]);
    }
    const [a, b] = await Promise.all(files.map(readJson));
    expect(a.summary.scenarios + b.summary.scenarios).toBe(5);
    const merged = path.join(out, 'merged.json');
    const { status } = await cli(['merge-reports', '--out', merged, ...files]);
    expect(status).toBe(0);
    const full = path.join(out, 'full.json');
    await cli(['run', '--repo', DEMO, '--report', `json=${full}`]);
    const strip = (r: Record<string, unknown>) =>
      normalise({ ...r, summary: { ...(r.summary as object), durationMs: 0 } });
    expect(strip(await readJson(merged))).toEqual(strip(await readJson(full)));
  });
});

describe('malformed scenarios', () => {
  let repo: TempRepo;
  beforeAll(async () => {
    repo = await makeTempRepo({
      '.github/hooks/a.json': hookFile({ preToolUse: [{ bash: 'cat >/dev/null; echo {}' }] }),
      '.github/hook-scenarios/a-bad-yaml.yml': 'name: broken\nsteps: [\n  - tool: bash\n',
      '.github/hook-scenarios/b-unknown-step.yml':
        'name: unknown\nsteps:\n  - tool: bash\n  - teleport: {}\n',
      '.github/hook-scenarios/c-wrong-type.yml': 'name: types\nsteps:\n  - tool: bash\n    execute: "yes"\n',
      '.github/hook-scenarios/d-good.yml':
        'name: good\nsteps:\n  - tool: bash\n    args: { command: ls }\n    expect: { decision: none }\n',
    });
  });
  afterAll(() => repo.cleanup());

  it('exit 2, each named with file, line and column, and the other scenarios still run', async () => {
    const json = path.join(out, 'malformed.json');
    const { status, stdout } = await cli(['run', '--repo', repo.dir, '--report', `json=${json}`]);
    expect(status).toBe(2);
    expect(stdout).toMatch(/\.github\/hook-scenarios\/a-bad-yaml\.yml:\d+:\d+: invalid YAML: /);
    expect(stdout).toContain(
      '.github/hook-scenarios/b-unknown-step.yml:4:5: steps[1]: unknown step kind (keys: teleport)',
    );
    expect(stdout).toContain(
      '.github/hook-scenarios/c-wrong-type.yml:4:14: steps[0].execute: expected true or false, got string "yes"',
    );
    expect(stdout).toContain('✓ good');
    const report = await readJson(json);
    expect(report.summary).toMatchObject({ scenarios: 4, passed: 1, errored: 3 });
  });
});

describe('a YAML alias bomb in one scenario', () => {
  it("is that scenario's problem, named with file, line and column; the other scenarios still run", async () => {
    // Nine levels of nine aliases each: 9^9 nodes once expanded, from a file of a few hundred bytes.
    const levels = ['a: &a ["lol"]'];
    for (let level = 1; level < 9; level++) {
      const prev = String.fromCharCode(96 + level);
      const name = String.fromCharCode(97 + level);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(', ')}]`);
    }
    const repo = await makeTempRepo({
      '.github/hooks/a.json': hookFile({ preToolUse: [{ bash: 'cat >/dev/null; echo {}' }] }),
      '.github/hook-scenarios/a-bomb.yml': `name: bomb\nx-bomb:\n${levels.map((l) => `  ${l}`).join('\n')}\nsteps: []\n`,
      '.github/hook-scenarios/b-good.yml':
        'name: good\nsteps:\n  - tool: bash\n    args: { command: ls }\n    expect: { decision: none }\n',
    });
    try {
      const json = path.join(out, 'bomb.json');
      const { status, stdout, stderr } = await cli(['run', '--repo', repo.dir, '--report', `json=${json}`]);
      expect(stderr).not.toContain('internal error');
      expect(status).toBe(2);
      expect(stdout).toMatch(/\.github\/hook-scenarios\/a-bomb\.yml:4:\d+: invalid YAML: .*alias/);
      expect(stdout).toContain('✓ good');
      const report = await readJson(json);
      expect(report.summary).toMatchObject({ scenarios: 2, passed: 1, errored: 1 });
    } finally {
      await repo.cleanup();
    }
  });
});

describe('escaping in the Markdown report', () => {
  it('hook output with HTML and table syntax is escaped', async () => {
    const repo = await makeTempRepo({
      '.github/hooks/a.json': hookFile({
        preToolUse: [
          {
            bash: `cat >/dev/null; echo '{"permissionDecision":"deny","permissionDecisionReason":"<script>alert(1)</script> | x"}'`,
          },
        ],
      }),
      '.github/hook-scenarios/x.yml':
        'name: "<img src=x onerror=alert(1)>"\nsteps:\n  - tool: bash\n    args: { command: ls }\n',
    });
    try {
      const markdown = path.join(out, 'escape.md');
      await cli(['run', '--repo', repo.dir, '--report', `markdown=${markdown}`]);
      const md = await readFile(markdown, 'utf8');
      expect(md).toContain('&lt;script&gt;alert(1)&lt;/script&gt; \\| x');
      expect(md).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(md).not.toMatch(/<script>|<img /);
    } finally {
      await repo.cleanup();
    }
  });
});
