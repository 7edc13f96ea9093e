/**
 * Conformance suite: every folder under test/fixtures/conformance/ is a repository with real bash hooks and a
 * `case.json` row of the verdict table; each runs through the real loader and dispatcher under every profile
 * its row lists, with real HTTP hooks against a server on 127.0.0.1 (runtime-behaviour.md §5-§9, §12, §13;
 * rules-checklist.md R044-R072, R102-R171, R209-R216). The rules each case covers are in its title.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { chmod, cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { loadHookConfig } from '../src/config/load.js';
import { dispatchEvent } from '../src/dispatch.js';
import type { EventName } from '../src/events/catalogue.js';
import type { EventInput, EventRecord, HookConfig } from '../src/model.js';
import { PROFILE_NAMES, PROFILES, type ProfileName } from '../src/profiles.js';
import { buildAgentEnv } from '../src/sandbox/environment.js';
import { HostHookHost } from '../src/sandbox/host.js';
import { startHttpServer, type RouteReply, type TestHttpServer } from './helpers/http-server.js';

const CASES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'conformance');
const FIXED_NOW = 1767225600000;
const SESSION_ID = '00000000-0000-4000-8000-000000000000';

const profileExpectation = z.strictObject({
  /** A subset of the EventResult; `{"$stringMatching": "<regex>"}` stands for expect.stringMatching. */
  result: z.record(z.string(), z.unknown()),
  /** The exact status of every hook record, in order. */
  statuses: z.array(z.enum(['ok', 'exit2', 'error', 'timeout', 'skipped', 'dropped'])),
  /** EventResult fields that must not be there. */
  absent: z.array(z.string()).optional(),
  /** Substrings each of which some warning contains; `[]` means no warning at all. */
  warnings: z.array(z.string()).optional(),
  /** Subsets of the hook records, one per record. */
  hooks: z.array(z.record(z.string(), z.unknown())).optional(),
  /** Substrings each of which some load diagnostic's message contains. */
  diagnostics: z.array(z.string()).optional(),
});

const conformanceCase = z.strictObject({
  title: z.string().min(1),
  event: z.string().min(1),
  input: z.record(z.string(), z.unknown()),
  /** The agent environment's extra variables (scenario `env`). */
  env: z.record(z.string(), z.string()).optional(),
  /** Routes this case adds to the shared test server. */
  routes: z
    .record(
      z.string(),
      z.strictObject({
        status: z.number().optional(),
        headers: z.record(z.string(), z.string()).optional(),
        body: z.string().optional(),
        delayMs: z.number().optional(),
      }),
    )
    .optional(),
  /** Profiles where hooksim disagrees with the spec: the spec reference; that profile's test is `it.failing`. */
  knownBug: z.record(z.string(), z.string()).optional(),
  /** Dispatch inside a subagent: its ids (FINDINGS §10.1); payloads carry them under `subagentHookIdentity=agent`. */
  agent: z.strictObject({ agentId: z.string(), agentType: z.string(), parentAgentId: z.string() }).optional(),
  expect: z.partialRecord(z.enum(PROFILE_NAMES), profileExpectation),
});

type ConformanceCase = z.infer<typeof conformanceCase>;
type ProfileExpectation = z.infer<typeof profileExpectation>;

/** Read every case folder once, at definition time: jest needs the `it` list synchronously. */
function readCases(): Array<{ name: string; spec: ConformanceCase }> {
  const names = readdirSync(CASES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return names.map((name) => {
    const raw: unknown = JSON.parse(readFileSync(join(CASES_DIR, name, 'case.json'), 'utf8'));
    const parsed = conformanceCase.safeParse(raw);
    if (!parsed.success)
      throw new Error(`test/fixtures/conformance/${name}/case.json: ${parsed.error.message}`);
    return { name, spec: parsed.data };
  });
}

const CASES = readCases();

let server: TestHttpServer;
/** An origin on 127.0.0.1 where nothing listens, for connection-refused cases. */
let closedOrigin: string;

beforeAll(async () => {
  const routes: Record<string, RouteReply> = {};
  for (const { name, spec } of CASES) {
    for (const [path, reply] of Object.entries(spec.routes ?? {})) {
      if (path in routes) throw new Error(`route ${path} of ${name} is already used by another case`);
      routes[path] = reply;
    }
  }
  server = await startHttpServer(routes);
  const closed = await startHttpServer();
  closedOrigin = closed.origin;
  await closed.close();
});
afterAll(() => server.close());

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** Replace the URL placeholders of a fixture or an expectation. */
function fillPlaceholders(text: string): string {
  return text
    .replaceAll('{{origin}}', server.origin)
    .replaceAll('{{closedOrigin}}', closedOrigin)
    .replaceAll('{{sessionId}}', SESSION_ID);
}

/** Copy a case folder to a temporary repository (hooks may write files) with its URLs filled in. */
async function copyCase(name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `hooksim-conformance-${name}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  await cp(join(CASES_DIR, name), dir, { recursive: true });
  const hooksDir = join(dir, '.github', 'hooks');
  for (const file of await readdir(hooksDir, { recursive: true })) {
    const path = join(hooksDir, file);
    if (file.endsWith('.json')) await writeFile(path, fillPlaceholders(await readFile(path, 'utf8')));
    // A checkout without the executable bit would fail every case for the wrong reason.
    if (file.endsWith('.sh')) await chmod(path, 0o755);
  }
  return dir;
}

/** Run one case under one profile: loader, host runner and dispatcher as a user's run would. */
async function runCase(
  name: string,
  spec: ConformanceCase,
  profileName: ProfileName,
): Promise<{ record: EventRecord; config: HookConfig }> {
  const repo = await copyCase(name);
  const home = await mkdtemp(join(tmpdir(), 'hooksim-conformance-home-'));
  cleanups.push(() => rm(home, { recursive: true, force: true }));
  const profile = PROFILES[profileName];
  const agentEnv = buildAgentEnv({ profile, home, prompt: 'fix the flaky test', extra: spec.env ?? {} });
  const config = await loadHookConfig(repo, profile, { home, agentEnv });
  const host = new HostHookHost({ workspace: repo, home, baseEnv: agentEnv });
  const record = await dispatchEvent(spec.event as EventName, spec.input as EventInput, {
    profile,
    config,
    host,
    clock: { now: () => FIXED_NOW },
    sessionId: SESSION_ID,
    agentEnv,
    // The cases' HTTP hooks talk to this file's server on 127.0.0.1, which hooksim refuses by default.
    localNetwork: true,
    ...(spec.agent ? { agent: spec.agent } : {}),
  });
  return { record, config };
}

/** Turn `{"$stringMatching": "..."}` markers into jest asymmetric matchers, recursively. */
function toMatchers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toMatchers);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  const [first] = entries;
  if (entries.length === 1 && first?.[0] === '$stringMatching' && typeof first[1] === 'string') {
    return expect.stringMatching(new RegExp(first[1], 'u'));
  }
  return Object.fromEntries(entries.map(([key, inner]) => [key, toMatchers(inner)]));
}

/** Strings this long are compared by their shape: a regular expression or a diff over megabytes overflows. */
const LONG_TEXT = 1 << 20;

/**
 * A copy with every string over LONG_TEXT characters replaced by `«N chars: <first 16>…<last 16>»`, which a case
 * expects as is (session-start-over-10mib: a 6 MiB context).
 */
function shrinkLongStrings(value: unknown): unknown {
  if (typeof value === 'string') {
    return value.length > LONG_TEXT
      ? `«${value.length} chars: ${value.slice(0, 16)}…${value.slice(-16)}»`
      : value;
  }
  if (Array.isArray(value)) return value.map(shrinkLongStrings);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shrinkLongStrings(inner)]));
}

/** Fill placeholders in every string of an expectation. */
function resolveExpectation(expectation: ProfileExpectation): ProfileExpectation {
  return JSON.parse(fillPlaceholders(JSON.stringify(expectation))) as ProfileExpectation;
}

function assertOutcome(record: EventRecord, config: HookConfig, expectation: ProfileExpectation): void {
  const want = resolveExpectation(expectation);
  expect(record.fired).toBe(true);
  expect(record.hooks.map((hook) => hook.status)).toEqual(want.statuses);
  expect(shrinkLongStrings(record.result)).toMatchObject(toMatchers(want.result) as Record<string, unknown>);
  for (const field of want.absent ?? []) expect(record.result).not.toHaveProperty(field);
  if (want.hooks) expect(record.hooks).toMatchObject(toMatchers(want.hooks) as object[]);
  const warnings = record.warnings ?? [];
  if (want.warnings?.length === 0) expect(warnings).toEqual([]);
  for (const text of want.warnings ?? []) {
    expect(warnings).toEqual(expect.arrayContaining([expect.stringContaining(text)]));
  }
  const messages = config.diagnostics.map((diagnostic) => diagnostic.message);
  for (const text of want.diagnostics ?? []) {
    expect(messages).toEqual(expect.arrayContaining([expect.stringContaining(text)]));
  }
}

describe('conformance: real bash and HTTP hooks through the loader and dispatcher (runtime-behaviour.md §5-§9, §12, §13)', () => {
  it('has a table of cases, each with at least one profile', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    for (const { spec } of CASES) expect(Object.keys(spec.expect).length).toBeGreaterThan(0);
  });

  for (const { name, spec } of CASES) {
    describe(name, () => {
      for (const [profileName, expectation] of Object.entries(spec.expect) as Array<
        [ProfileName, ProfileExpectation]
      >) {
        // A known bug keeps the suite green and visible: the case's knownBug names the spec line.
        const test = spec.knownBug?.[profileName] ? it.failing : it;
        test(`${spec.title} [${profileName}]`, async () => {
          const { record, config } = await runCase(name, spec, profileName);
          assertOutcome(record, config, expectation);
        });
      }
    });
  }
});
