/**
 * `--engine copilot-cli` (issue 8): the real, pinned Copilot CLI replays a scenario inside the namespace
 * sandbox, and its events.jsonl, the scripted model's request log and the hook trace become the JSON report.
 * The session tests need the engine (`hooksim engine install`); the rest always run.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { turnAt } from '../sandbox/copilot-model.mjs';
import { main, type CliIo } from '../src/cli-main.js';
import { describeWithPart } from './helpers/optional-parts.js';
import {
  COPILOT_CLI_VERSION,
  EngineInstallError,
  installEngine,
  locateEngine,
} from '../src/engines/copilot-install.js';
import { buildDispatches } from '../src/engines/copilot-dispatches.js';
import { denyReason } from '../src/engines/copilot-results.js';
import { buildModelScript } from '../src/engines/copilot-script.js';
import type { HookConfig, HookEntry } from '../src/model.js';
import type { EngineScenarioReport } from '../src/engines/copilot-engine.js';
import type { JsonReport } from '../src/report/json-report.js';
import { scenarioSchema } from '../src/session/scenario-schema.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const FIXTURE = path.join(HERE, 'fixtures', 'engine-copilot-cli');
const SCENARIO = path.join(FIXTURE, '.github', 'hook-scenarios', 'deny-and-stop.yml');

function captureIo(): CliIo & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, stdout: (t) => out.push(t), stderr: (t) => err.push(t), readStdin: () => '' };
}

const installed = await locateEngine().then(
  () => true,
  () => false,
);

describe('copilot-cli engine: the model script (issue 8 contract)', () => {
  const scenario = scenarioSchema.parse({
    name: 'script',
    steps: [
      { tool: 'bash', args: { command: 'echo a', description: 'a' }, result: 'scripted' },
      { subagent: { name: 'explore', prompt: 'find it', response: 'found', steps: [] } },
      { stop: {}, then: [{ tool: 'view', args: { path: '/workspace/x' }, execute: true }] },
      { tool: 'bash', args: { command: 'never' } },
    ],
  });
  const { script, notes } = buildModelScript(scenario);

  it('turns tool steps into tool calls and subagent steps into task calls with their own script', () => {
    expect(script.main.map((t) => ('tool' in t ? t.tool : 'stop' in t ? 'stop' : 'error'))).toEqual([
      'bash',
      'task',
      'stop',
    ]);
    expect(script.main[1]).toMatchObject({
      args: { name: 'explore', prompt: 'find it', agent_type: 'explore' },
    });
    expect(script.subagents).toEqual([
      { prompt: 'find it', step: 1, turns: [{ stop: 'found', then: [], step: 1 }] },
    ]);
  });

  it('notes scripted results (engine-executes-tools) and steps after the stop it cannot replay', () => {
    expect(notes.map((n) => [n.code, n.severity, n.path.join('.')])).toEqual([
      ['engine-unsupported-step', 'warning', 'steps.3'],
      ['engine-executes-tools', 'info', 'steps.0'],
    ]);
  });

  it('answers a continuation after an agentStop block with the then steps, then the stop again', () => {
    // Assistant messages so far: bash, task, stop, (continuation) view, stop, (continuation) view ...
    const kinds = [0, 1, 2, 3, 4, 5].map((n) => {
      const turn = turnAt(script.main, n);
      return 'tool' in turn ? turn.tool : 'stop' in turn ? 'stop' : 'error';
    });
    expect(kinds).toEqual(['bash', 'task', 'stop', 'view', 'stop', 'view']);
    expect(turnAt([], 0)).toEqual({ stop: 'Done.' });
  });
});

describe('copilot-cli engine: mapping events.jsonl, the trace and the relay log to dispatches', () => {
  const entry = (index: number, type: 'command' | 'http', url?: string): HookEntry => ({
    file: '.github/hooks/h.json',
    fileDir: '.github/hooks',
    index,
    eventKey: 'sessionStart',
    event: 'sessionStart',
    casing: 'camel',
    position: { line: 1, column: 1 },
    type,
    timeoutSec: 30,
    ...(url === undefined ? { bash: 'true' } : { url }),
  });
  const config: HookConfig = {
    files: [],
    diagnostics: [],
    entries: [
      entry(0, 'http', 'https://hooks.example.com/ss'),
      entry(1, 'http', 'http://127.0.0.1:9/ss'),
      entry(2, 'command'),
    ],
  };
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 30, 10, 0, 0, ms)).toISOString();
  const t0 = Date.UTC(2026, 10, 30, 10, 0, 0, 0);
  const events = [
    {
      type: 'hook.start',
      timestamp: at(100),
      data: { hookInvocationId: 'i1', hookType: 'sessionStart', input: {} },
    },
    {
      type: 'hook.end',
      timestamp: at(300),
      data: {
        hookInvocationId: 'i1',
        hookType: 'sessionStart',
        success: false,
        output: { additionalContext: 'A\n\nC' },
        error: {
          message: 'Error: HTTP hook URL "http://127.0.0.1:9/ss" resolves to blocked address 127.0.0.1.',
          source: '.github/hooks/h.json',
        },
      },
    },
  ];
  const trace = [
    {
      id: '.github/hooks/h.json#sessionStart[2]',
      pid: 7,
      startMs: t0 + 250,
      endMs: t0 + 260,
      exitCode: 0,
      stdout: '{"additionalContext":"C"}\n',
      stderr: '',
    },
  ];
  const dispatches = buildDispatches(events, trace, config, [
    { t: t0 + 150, host: 'hooks.example.com', port: 443 },
  ]);

  it('places command hooks by the trace and HTTP hooks by their connection, in the order they started', () => {
    expect(dispatches.map((d) => d.event)).toEqual(['sessionStart']);
    expect(dispatches[0]?.hooks.map((h) => [h.index, h.type, h.status])).toEqual([
      [0, 'http', 'ok'],
      [2, 'command', 'ok'],
      [1, 'http', 'error'],
    ]);
    expect(dispatches[0]?.hooks[1]).toMatchObject({
      exitCode: 0,
      durationMs: 10,
      output: { additionalContext: 'C' },
    });
  });

  it('gives the CLI error to the HTTP entry whose URL it names, even one that never connected (§12)', () => {
    expect(dispatches[0]?.hooks[2]?.error).toBe(
      'HTTP hook URL "http://127.0.0.1:9/ss" resolves to blocked address 127.0.0.1.',
    );
  });

  it('reads the reason out of the deny texts the CLI writes (§8.1)', () => {
    expect(denyReason('Denied by preToolUse hook: no rm')).toEqual({ decision: 'deny', reason: 'no rm' });
    expect(denyReason('Denied by preToolUse hook (unable to ask user for confirmation): ask me')).toEqual({
      decision: 'deny',
      reason: 'ask me',
    });
    expect(denyReason('Denied by preToolUse hook: hook exited with code 2')).toEqual({
      decision: 'deny',
      reason: 'hook exited with code 2',
    });
    expect(denyReason('Denied by preToolUse hook from ".github/hooks/a.json" (hook errored)')).toEqual({
      decision: 'deny',
    });
  });
});

describe('copilot-cli engine: refusals and installation (exit status 2)', () => {
  it('refuses a profile other than cli, naming why', async () => {
    const io = captureIo();
    const code = await main(['run', '--repo', FIXTURE, '--profile', 'cloud', '--engine', 'copilot-cli'], io);
    expect(code).toBe(2);
    expect(io.err.join('\n')).toMatch(/--engine copilot-cli needs --profile cli \(got 'cloud'\)/);
  });

  it('engine takes only install', async () => {
    const io = captureIo();
    expect(await main(['engine', 'uninstall'], io)).toBe(2);
    expect(io.err.join('\n')).toMatch(/Unknown command 'uninstall'\n {2}\(Did you mean install\?\)/);
  });

  it('fire --engine copilot-cli refuses --payload and events a one-step session cannot make', async () => {
    const io = captureIo();
    const base = ['fire', '--repo', FIXTURE, '--profile', 'cli', '--engine', 'copilot-cli'];
    expect(await main([...base.slice(0, 1), 'preToolUse', ...base.slice(1), '--payload', '{}'], io)).toBe(2);
    expect(io.err.join('\n')).toMatch(/--payload cannot be used with --engine copilot-cli/);
    expect(await main([...base.slice(0, 1), 'preCompact', ...base.slice(1)], io)).toBe(2);
    expect(io.err.join('\n')).toMatch(/supports preToolUse, postToolUse, .*'preCompact' needs a session/);
  });

  it('refuses an unknown engine', async () => {
    const io = captureIo();
    expect(await main(['fire', 'preToolUse', '--engine', 'claude'], io)).toBe(2);
    expect(io.err.join('\n')).toMatch(/--engine 'claude' is not one of native, copilot-cli/);
  });

  it('says to run `hooksim engine install` when the engine is missing', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'hooksim-noengine-'));
    const previous = process.env.HOOKSIM_ENGINE_DIR;
    process.env.HOOKSIM_ENGINE_DIR = empty;
    try {
      const io = captureIo();
      const code = await main(['run', '--repo', FIXTURE, '--profile', 'cli', '--engine', 'copilot-cli'], io);
      expect(code).toBe(2);
      expect(io.err.join('\n')).toContain(`Copilot CLI ${COPILOT_CLI_VERSION}) is not installed in ${empty}`);
      expect(io.err.join('\n')).toContain('Run `hooksim engine install` first.');
    } finally {
      if (previous === undefined) delete process.env.HOOKSIM_ENGINE_DIR;
      else process.env.HOOKSIM_ENGINE_DIR = previous;
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('a failed npm install names the npm command, its exit status and the end of what npm said', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'hooksim-fake-npm-'));
    const previous = process.env.PATH;
    await writeFile(
      path.join(dir, 'npm'),
      '#!/bin/sh\necho "npm http fetch GET 404" \necho "npm error 404 Not Found - GET https://registry.npmjs.org/@github%2fcopilot" >&2\nexit 1\n',
      { mode: 0o755 },
    );
    process.env.PATH = `${dir}:${previous ?? ''}`;
    try {
      const seen: string[] = [];
      const error: unknown = await installEngine({
        dir: path.join(dir, 'engine'),
        onOutput: (t) => seen.push(t),
      }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(EngineInstallError);
      expect((error as Error).message).toBe(
        `hooksim engine install failed: \`npm install --prefix ${path.join(dir, 'engine')} --no-save --no-audit --no-fund '@github/copilot@${COPILOT_CLI_VERSION}'\` failed: exit status 1: npm error 404 Not Found - GET https://registry.npmjs.org/@github%2fcopilot`,
      );
      expect(seen.join('')).toContain('npm http fetch GET 404');
    } finally {
      process.env.PATH = previous;
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describeWithPart(
  {
    name: `the Copilot CLI engine ${COPILOT_CLI_VERSION}`,
    ready: installed,
    install: 'npx hooksim engine install',
  },
  `copilot-cli engine sessions with the real CLI ${COPILOT_CLI_VERSION}`,
  () => {
    it('run: preToolUse deny (runtime-behaviour.md §8.1), postToolUse context, agentStop block once (§9) in the JSON report', async () => {
      const out = await mkdtemp(path.join(tmpdir(), 'hooksim-engine-'));
      try {
        const io = captureIo();
        const reportFile = path.join(out, 'report.json');
        const code = await main(
          [
            'run',
            SCENARIO,
            '--repo',
            FIXTURE,
            '--profile',
            'cli',
            '--engine',
            'copilot-cli',
            '--sandbox',
            'namespace',
            '--report',
            `json=${reportFile}`,
          ],
          io,
        );
        const report = JSON.parse(await readFile(reportFile, 'utf8')) as JsonReport;
        const scenario = report.scenarios[0] as EngineScenarioReport;
        expect(scenario.failures).toEqual([]);
        expect(code).toBe(0);
        expect(report.engine).toBe('copilot-cli');
        expect(scenario.status).toBe('passed');

        const byEvent = (event: string) => scenario.events.filter((e) => e.event === event);
        expect(byEvent('sessionStart')[0]?.result).toEqual({
          additionalContext: 'House rules: run the tests',
          agentSees: 'House rules: run the tests',
        });
        // preToolUse fired for the three bash calls; the second was denied by guard.json#0.
        const pre = byEvent('preToolUse');
        expect(pre.map((e) => [e.step, e.result.decision])).toEqual([
          [0, 'none'],
          [1, 'deny'],
          [2, 'none'],
        ]);
        expect(pre[1]?.result).toMatchObject({
          reason: 'no rm -rf here',
          agentSees: 'Denied by preToolUse hook: no rm -rf here',
        });
        expect(pre[1]?.hooks.map((h) => [h.file, h.index, h.status, h.exitCode])).toEqual([
          ['.github/hooks/guard.json', 0, 'ok', 0],
        ]);
        expect(pre[1]?.input).toMatchObject({ toolName: 'bash', toolArgs: { command: 'rm -rf build' } });
        // The model saw the postToolUse context appended to the tool result.
        expect(byEvent('postToolUse')[0]?.result.agentSees).toMatch(
          /^hi\n[\s\S]*Additional guidance from postToolUse hooks:\nremember the tests$/,
        );
        // agentStop: blocked once with the reason, then let through.
        const stops = byEvent('agentStop');
        expect(stops.map((e) => [e.step, e.result.decision, e.result.reason])).toEqual([
          [2, 'block', 'Run the tests first'],
          [2, 'none', undefined],
        ]);
        expect(scenario.engine?.continuations).toBe(1);
        expect(scenario.engine?.exitCode).toBe(0);
        expect(scenario.engine?.toolCalls.map((c) => [c.step, c.success, c.errorCode])).toEqual([
          [0, true, undefined],
          [1, false, 'denied'],
          [2, true, undefined],
        ]);
        // The hook files were tagged for the trace and put back: nothing changed in the workspace.
        expect(scenario.files).toEqual({ created: [], modified: [], deleted: [] });
      } finally {
        await rm(out, { recursive: true, force: true });
      }
    }, 30_000);

    it('HTTP hooks reach the firewall and its mocks (cloud-environment.md §5), past the CLI SSRF guard', async () => {
      const repo = await mkdtemp(path.join(tmpdir(), 'hooksim-engine-http-'));
      try {
        await mkdir(path.join(repo, '.github', 'hooks'), { recursive: true });
        await writeFile(
          path.join(repo, '.github', 'hooks', 'remote.json'),
          JSON.stringify({
            version: 1,
            hooks: {
              sessionStart: [{ type: 'http', url: 'https://hooks.example.com/start' }],
              preToolUse: [{ type: 'http', url: 'https://hooks.example.com/pre' }],
            },
          }),
        );
        const scenario = path.join(repo, 'http.yml');
        await writeFile(
          scenario,
          [
            'name: http hooks',
            'prompt: go',
            'firewall: { allow: [hooks.example.com] }',
            'mocks:',
            '  http:',
            '    "https://hooks.example.com/start": { json: { additionalContext: "FROM-HTTP" } }',
            '    "https://hooks.example.com/pre": { json: { permissionDecision: deny, permissionDecisionReason: "http says no" } }',
            'steps:',
            '  - { tool: bash, args: { command: "echo hi", description: "hi" }, execute: true }',
          ].join('\n'),
        );
        const reportFile = path.join(repo, 'report.json');
        const io = captureIo();
        const args = ['run', scenario, '--repo', repo, '--profile', 'cli', '--engine', 'copilot-cli'];
        expect(await main([...args, '--report', `json=${reportFile}`], io)).toBe(0);
        const report = JSON.parse(await readFile(reportFile, 'utf8')) as JsonReport;
        const events = report.scenarios[0]?.events ?? [];
        expect(events.find((e) => e.event === 'sessionStart')?.result.additionalContext).toBe('FROM-HTTP');
        expect(events.find((e) => e.event === 'preToolUse')?.result).toMatchObject({
          decision: 'deny',
          reason: 'http says no',
        });
        // HTTP hooks are placed by their connection to the host's pinned address (one per request).
        expect(events.map((e) => [e.event, e.hooks.map((h) => [h.file, h.index, h.type, h.status])])).toEqual(
          [
            ['sessionStart', [['.github/hooks/remote.json', 0, 'http', 'ok']]],
            ['preToolUse', [['.github/hooks/remote.json', 0, 'http', 'ok']]],
          ],
        );
        const egress = report.scenarios[0]?.egress ?? [];
        expect(egress.filter((e) => e.kind === 'http').map((e) => [e.url, e.allowed, e.mocked])).toEqual([
          ['https://hooks.example.com/start', true, true],
          ['https://hooks.example.com/pre', true, true],
        ]);
      } finally {
        await rm(repo, { recursive: true, force: true });
      }
    }, 30_000);

    it('a hook cannot change the shared CLI cache that later sessions and runs execute (sandbox boundary)', async () => {
      const repo = await mkdtemp(path.join(tmpdir(), 'hooksim-engine-cache-'));
      try {
        await mkdir(path.join(repo, '.github', 'hooks'), { recursive: true });
        // Tries both paths a hook can see the unpacked CLI at: the bind and the link in XDG_CACHE_HOME.
        const probe =
          'cat >/dev/null; w=readonly; for d in /run/hooksim/copilot-cache/copilot/pkg "$COPILOT_CLI_RESOLVED_DIST_DIR"; do ' +
          'touch "$d/hooksim-tamper" 2>/dev/null && w="writable $d"; done; printf \'{"additionalContext":"cache %s"}\' "$w"';
        await writeFile(
          path.join(repo, '.github', 'hooks', 'tamper.json'),
          JSON.stringify({ version: 1, hooks: { sessionStart: [{ type: 'command', bash: probe }] } }),
        );
        const scenario = path.join(repo, 'tamper.yml');
        await writeFile(
          scenario,
          [
            'name: tamper',
            'prompt: go',
            'steps:',
            '  - { tool: bash, args: { command: "echo hi", description: "hi" }, execute: true }',
          ].join('\n'),
        );
        const reportFile = path.join(repo, 'report.json');
        const args = ['run', scenario, '--repo', repo, '--profile', 'cli', '--engine', 'copilot-cli'];
        await main([...args, '--report', `json=${reportFile}`], captureIo());
        const report = JSON.parse(await readFile(reportFile, 'utf8')) as JsonReport;
        const start = report.scenarios[0]?.events.find((e) => e.event === 'sessionStart');
        expect(start?.result.additionalContext).toBe('cache readonly');
      } finally {
        await rm(repo, { recursive: true, force: true });
      }
    }, 30_000);

    it('fire preToolUse --engine copilot-cli: the deny as the CLI decided it', async () => {
      const io = captureIo();
      const code = await main(
        [
          'fire',
          'preToolUse',
          '--repo',
          FIXTURE,
          '--profile',
          'cli',
          '--engine',
          'copilot-cli',
          '--tool',
          'bash',
          '--args',
          '{"command":"rm -rf /tmp/x","description":"clean"}',
          '--json',
        ],
        io,
      );
      expect(code).toBe(0);
      const record = JSON.parse(io.out.join('\n')) as { result: { decision: string; agentSees: string } };
      expect(record.result.decision).toBe('deny');
      expect(record.result.agentSees).toBe('Denied by preToolUse hook: no rm -rf here');
    }, 30_000);
  },
);
