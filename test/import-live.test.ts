/**
 * The acceptance point of issue 18 item 2: a session recorded by the real Copilot CLI (the copilot-cli engine)
 * and imported with `hooksim import` replays under `--engine native` with the same hook decisions the real CLI
 * made. The decisions are read from the CLI's own transcript (a denied call's result) and from the engine's
 * report of the same run (allow / none / deny per dispatch, with hooks that ran).
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runScenarios } from '../src/commands/run.js';
import { loadHookConfig } from '../src/config/load.js';
import { runCopilotScenario, type EngineScenarioReport } from '../src/engines/copilot-engine.js';
import { COPILOT_CLI_VERSION, locateEngine } from '../src/engines/copilot-install.js';
import { denyReason } from '../src/engines/copilot-results.js';
import { warmEngine } from '../src/engines/copilot-session.js';
import type { EventRecord } from '../src/model.js';
import { getProfile } from '../src/profiles.js';
import { importSession } from '../src/session/import-session.js';
import { parseScenario } from '../src/session/load-scenarios.js';
import type { ScenarioReport } from '../src/session/report-types.js';
import { describeWithPart } from './helpers/optional-parts.js';
import { releaseRunAfterAll } from './helpers/sandbox.js';

releaseRunAfterAll();

const HERE = path.dirname(fileURLToPath(import.meta.url));
const FIXTURES = path.join(HERE, 'fixtures', 'import');
const REPO = path.join(FIXTURES, 'repo');

const installed = await locateEngine().then(
  () => true,
  () => false,
);

/** The denied calls in a transcript: tool, command and reason, in order (main agent and subagents). */
function transcriptDenials(text: string): { tool: string; command: unknown; reason?: string }[] {
  const requests = new Map<string, { name: string; arguments: Record<string, unknown> }>();
  const denials: { tool: string; command: unknown; reason?: string }[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const event = JSON.parse(line) as { type: string; data: Record<string, unknown> };
    if (event.type === 'assistant.message') {
      for (const r of (event.data.toolRequests ?? []) as {
        toolCallId: string;
        name: string;
        arguments: Record<string, unknown>;
      }[])
        requests.set(r.toolCallId, r);
    }
    const error = event.data.error as { code?: string; message?: string } | undefined;
    if (event.type === 'tool.execution_complete' && error?.code === 'denied') {
      const request = requests.get(event.data.toolCallId as string);
      denials.push({
        tool: request?.name ?? '?',
        command: request?.arguments.command,
        ...denyReason(error.message ?? ''),
      });
    }
  }
  return denials.map(({ tool, command, reason }) => ({ tool, command, ...(reason ? { reason } : {}) }));
}

/** preToolUse dispatches where a hook ran: tool, command, decision, reason. */
function preToolUseDecisions(events: readonly EventRecord[]) {
  return events
    .filter((e) => e.event === 'preToolUse' && e.hooks.some((h) => h.status !== 'skipped'))
    .map((e) => ({
      tool: e.input.toolName,
      command: (e.input.toolArgs as Record<string, unknown> | undefined)?.command,
      decision: e.result.decision,
      ...(e.result.reason === undefined ? {} : { reason: e.result.reason }),
    }));
}

/** Dispatches of an event where a hook ran. */
const ran = (events: readonly EventRecord[], event: string) =>
  events.filter((e) => e.event === event && e.hooks.some((h) => h.status !== 'skipped')).length;

describeWithPart(
  {
    name: `the Copilot CLI engine ${COPILOT_CLI_VERSION}`,
    ready: installed,
    install: 'npx hooksim engine install',
  },
  `hooksim import of a session the real Copilot CLI ${COPILOT_CLI_VERSION} recorded`,
  () => {
    let dir: string;
    let transcript = '';
    let engineReport: EngineScenarioReport;
    let nativeReport: ScenarioReport;

    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'hooksim-import-live-'));
      const profile = getProfile('cli');
      const engine = await locateEngine();
      await warmEngine(engine, { profile, prompt: '' });
      const file = path.join(FIXTURES, 'record', 'guarded.yml');
      const loaded = parseScenario(await readFile(file, 'utf8'), file);
      if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
      engineReport = await runCopilotScenario({
        scenario: loaded.scenario,
        file,
        profile,
        config: await loadHookConfig(REPO, profile),
        engine,
        repo: REPO,
        allowHosts: [],
        onTranscript: (_id, text) => {
          transcript = text;
        },
      });
      const imported = importSession(transcript, { file: 'events.jsonl' });
      const scenarioFile = path.join(dir, 'imported.yml');
      await writeFile(scenarioFile, imported.text);
      const native = await runScenarios({
        repo: REPO,
        profile: 'cli',
        scenarios: [scenarioFile],
        sandbox: 'namespace',
        engine: 'native',
      });
      nativeReport = native.report.scenarios[0] as ScenarioReport;
    }, 180_000);

    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('the engine kept the real transcript and the import has no diagnostics', () => {
      expect(engineReport.status).toBe('passed');
      expect(transcript).toMatch(/^\{"type":"session\.start"/);
      expect(importSession(transcript, { file: 'events.jsonl' }).diagnostics).toEqual([]);
      expect(nativeReport.status).toBe('passed');
    });

    it('native denies exactly the calls the real CLI denied, with the same reasons (from the transcript)', () => {
      const denials = transcriptDenials(transcript);
      expect(denials).toEqual([
        { tool: 'bash', command: 'rm -rf build', reason: 'no rm -rf here' },
        { tool: 'bash', command: 'rm -rf /workspace/notes.txt', reason: 'no rm -rf here' },
      ]);
      const native = preToolUseDecisions(nativeReport.events)
        .filter((d) => d.decision === 'deny')
        .map(({ tool, command, reason }) => ({ tool, command, ...(reason ? { reason } : {}) }));
      expect(native).toEqual(denials);
    });

    it("every preToolUse decision (allow, deny) and the other hooks' dispatches match the engine's report", () => {
      const native = preToolUseDecisions(nativeReport.events);
      expect(native).toEqual(preToolUseDecisions(engineReport.events));
      expect(native.map((d) => d.decision)).toEqual(['allow', 'deny', 'deny']);
      for (const event of ['postToolUse', 'subagentStart'])
        expect([event, ran(nativeReport.events, event)]).toEqual([event, ran(engineReport.events, event)]);
    });
  },
);
