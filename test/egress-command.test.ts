/**
 * Egress carries the command line of the process that made the request (cloud-environment.md §5.4), named by the
 * namespace sandbox's relay for hooks and executed tools alike, and the reports show it as Copilot's pull-request
 * warning does (§5.5): the Markdown firewall block, the sticky comment and the Mermaid diagram. The real case is
 * the demo's telemetry.yml, whose `execute: true` bash step curls a host outside the allow-list in the sandbox;
 * the process is curl, not the bash line around it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderComment } from '../src/action/comment.js';
import { main, type CliIo } from '../src/cli-main.js';
import { EgressLog } from '../src/firewall/egress-log.js';
import type { JsonReport } from '../src/report/json-report.js';
import { firewallWarning, redactCommand } from '../src/report/markdown.js';
import { renderSequenceDiagram } from '../src/report/mermaid.js';
import type { EgressEntry } from '../src/session/report-types.js';
import { toolAttribution } from '../src/session/tool-call.js';
import { makeTempRepo } from './helpers/temp-repo.js';

const DEMO = 'examples/demo';
/** The bash tool's command string; the process that looks the host up is the curl in it. */
const TOOL_COMMAND = 'curl -sS --max-time 5 https://telemetry.example.com/ping || true';
const CURL = 'curl -sS --max-time 5 https://telemetry.example.com/ping';
const MARKER = '<!-- hooksim:sticky-comment test -->';
const io: CliIo = { stdout: () => undefined, stderr: () => undefined, readStdin: () => '' };

let out: string;
let report: JsonReport;
let markdown: string;

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'hooksim-egress-command-'));
  const json = path.join(out, 'report.json');
  const md = path.join(out, 'report.md');
  const status = await main(
    [
      'run',
      '--repo',
      DEMO,
      `${DEMO}/.github/hook-scenarios/telemetry.yml`,
      '--sandbox',
      'namespace',
      '--report',
      `json=${json}`,
      '--report',
      `markdown=${md}`,
    ],
    io,
  );
  if (status !== 0) throw new Error(`hooksim run on telemetry.yml exited ${status}`);
  report = JSON.parse(await readFile(json, 'utf8')) as JsonReport;
  markdown = await readFile(md, 'utf8');
});
afterAll(() => rm(out, { recursive: true, force: true }));

describe("the demo's telemetry.yml: an executed bash tool's blocked egress (cloud-environment.md §5.4, §5.5)", () => {
  it('§5.4: the egress entry names the tool, its step and the command line of its process (curl), whole in JSON', () => {
    expect(report.scenarios[0]?.egress).toEqual([
      {
        host: 'telemetry.example.com',
        kind: 'dns',
        allowed: false,
        event: 'tool',
        step: 0,
        tool: 'bash',
        command: CURL,
        count: expect.any(Number),
      },
    ]);
  });

  it('§5.5: the Markdown block says "Triggering command:" with the URL REDACTED, and addresses the agent', () => {
    expect(markdown).toContain(
      '> - `telemetry.example.com`\n>   - Triggering command: `curl -sS --max-time 5 REDACTED` (dns block)\n',
    );
    expect(markdown).not.toContain('Triggering hook');
    expect(markdown).toContain('> If the agent needs to reach one of these locations, you can either:');
  });

  it("the sticky comment says the firewall blocked the agent's tool calls, and shows the command", () => {
    const comment = renderComment(report, { marker: MARKER });
    expect(comment).toContain(
      "**The firewall blocked the agent's tool calls from reaching:**\n\n" +
        '- `telemetry.example.com` (bash: `curl -sS --max-time 5 REDACTED`)\n',
    );
    expect(comment).not.toContain('blocked hooks');
  });

  it("the Mermaid diagram draws the tool's block from the agent, after the pre hooks of its step", () => {
    const scenario = report.scenarios[0];
    if (!scenario) throw new Error('no scenario in the report');
    const lines = renderSequenceDiagram(scenario).split('\n');
    expect(lines).toContain('  participant F as Firewall');
    const at = lines.indexOf('  A-xF: telemetry.example.com');
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toBe('  F--xA: blocked');
    expect(lines.slice(0, at).some((line) => /step 0 preToolUse bash/.test(line))).toBe(true);
    expect(lines.slice(at).some((line) => /agentStop/.test(line))).toBe(true);
  });
});

/** A blocked entry with the fields given. */
function blocked(fields: Partial<EgressEntry>): EgressEntry {
  return { host: 'x.example', kind: 'dns', allowed: false, count: 1, ...fields };
}

describe('egress attribution and wording for hooks and tools (cloud-environment.md §5.4, §5.5)', () => {
  it('§5.4: without the process (process driver), an executed bash tool falls back to its command string; hooks and other tools keep none', () => {
    expect(toolAttribution('bash', { command: 'ls' }, 2)).toEqual({
      event: 'tool',
      step: 2,
      tool: 'bash',
      command: 'ls',
    });
    expect(toolAttribution('view', { path: 'a.txt' }, 1)).toEqual({ event: 'tool', step: 1, tool: 'view' });
    const log = new EgressLog();
    log.attribute(toolAttribution('bash', { command: 'curl a' }, 0));
    log.record({ host: 'a.example', kind: 'dns', allowed: false });
    log.attribute(toolAttribution('bash', { command: 'curl b' }, 0));
    log.record({ host: 'a.example', kind: 'dns', allowed: false });
    log.attribute({ event: 'preToolUse', file: '.github/hooks/h.json', index: 0, step: 0 });
    log.record({ host: 'a.example', kind: 'dns', allowed: false });
    // Two commands of one step are two entries; the hook's has no command.
    expect(log.entries().map((e) => e.command)).toEqual(['curl a', 'curl b', undefined]);
  });

  it("§5.4: the process the relay names wins over the tool string, and names a hook's request; attribution kept", () => {
    const log = new EgressLog();
    log.attribute(toolAttribution('bash', { command: TOOL_COMMAND }, 0));
    log.record({ host: 'a.example', kind: 'dns', allowed: false, command: CURL });
    log.record({ host: 'a.example', kind: 'dns', allowed: false });
    log.attribute({ event: 'sessionStart', file: '.github/hooks/h.json', index: 2 });
    log.record({ host: 'a.example', kind: 'dns', allowed: false, command: 'getent hosts a.example' });
    log.attribute(undefined);
    log.record({ host: 'a.example', kind: 'dns', allowed: false, command: 'sleepy-daemon --poll' });
    const base = { host: 'a.example', kind: 'dns', allowed: false, count: 1 };
    expect(log.entries()).toEqual([
      { ...base, event: 'tool', step: 0, tool: 'bash', command: CURL },
      { ...base, event: 'tool', step: 0, tool: 'bash', command: TOOL_COMMAND },
      {
        ...base,
        event: 'sessionStart',
        file: '.github/hooks/h.json',
        index: 2,
        command: 'getent hosts a.example',
      },
      // A process left running after its hook: nothing to attribute it to but its own command line.
      { ...base, command: 'sleepy-daemon --poll' },
    ]);
  });

  it('§5.4: the Markdown replaces every URL in a command by REDACTED, quotes kept', () => {
    expect(
      redactCommand('curl -d @x "https://a.example/p?q=1" http://b.example:8080/x; wget ftp://c/d'),
    ).toBe('curl -d @x "REDACTED" REDACTED; wget REDACTED');
    expect(redactCommand('git push origin main')).toBe('git push origin main');
  });

  it('§5.5: a hook block is still named by its hook; a mix addresses a hook or the agent', () => {
    const hook = blocked({
      kind: 'http',
      host: 'audit.example',
      url: 'https://audit.example/e',
      event: 'postToolUse',
      file: '.github/hooks/audit.json',
      index: 1,
    });
    const hookOnly = firewallWarning([hook]).join('\n');
    expect(hookOnly).toContain(
      '> - `https://audit.example/e`\n>   - Triggering hook: `postToolUse .github/hooks/audit.json#1` (http block)',
    );
    expect(hookOnly).toContain('> If a hook needs to reach one of these locations');
    const view = blocked({ event: 'tool', step: 3, tool: 'view' });
    const mixed = firewallWarning([hook, view]).join('\n');
    expect(mixed).toContain('> - `x.example`\n>   - Triggering tool: `view` (dns block)');
    expect(mixed).toContain('> If a hook or the agent needs to reach one of these locations');
  });

  it('the comment words the heading for hooks, tools, or both', () => {
    const base = report;
    const withEgress = (egress: EgressEntry[]): JsonReport => ({
      ...base,
      scenarios: base.scenarios.map((s) => ({ ...s, egress })),
    });
    const hook = blocked({ event: 'sessionStart', file: '.github/hooks/h.json', index: 0 });
    const tool = blocked({ host: 'y.example', event: 'tool', step: 0, tool: 'bash', command: 'curl y' });
    expect(renderComment(withEgress([hook]), { marker: MARKER })).toContain(
      '**The firewall blocked hooks from reaching:**\n\n- `x.example` (`.github/hooks/h.json#0`)\n',
    );
    expect(renderComment(withEgress([hook, tool]), { marker: MARKER })).toContain(
      "**The firewall blocked hooks and the agent's tool calls from reaching:**",
    );
  });
});

describe("a session's hook and executed python3 tool, each named by its process (cloud-environment.md §5.4, §5.5)", () => {
  it("the tool's entry names `python3 -c …`, the hook's names its curl; the Markdown quotes both, URLs REDACTED", async () => {
    const python =
      'python3 -c "import urllib.request; urllib.request.urlopen(\'https://py.blocked.example/data\')"';
    const repo = await makeTempRepo({
      '.github/hooks/start.json': {
        version: 1,
        hooks: {
          sessionStart: [{ type: 'command', bash: 'curl -s https://hook.blocked.example/x || true' }],
        },
      },
      '.github/hook-scenarios/python.yml': [
        'name: an executed python3 tool and a sessionStart curl, both blocked',
        'prompt: fetch the data',
        'steps:',
        `  - tool: bash`,
        `    args: { command: ${JSON.stringify(python)} }`,
        '    execute: true',
        "    expect: { result: '/URLError/' }",
        'expect:',
        "  egress: { blocked: ['py.blocked.example', 'hook.blocked.example'] }",
        '',
      ].join('\n'),
    });
    try {
      const json = path.join(repo.dir, 'report.json');
      const md = path.join(repo.dir, 'report.md');
      const status = await main(
        [
          'run',
          '--repo',
          repo.dir,
          '--sandbox',
          'namespace',
          '--report',
          `json=${json}`,
          '--report',
          `markdown=${md}`,
        ],
        io,
      );
      const result = JSON.parse(await readFile(json, 'utf8')) as JsonReport;
      expect(result.scenarios[0]?.failures).toEqual([]);
      expect(status).toBe(0);
      const egress = (result.scenarios[0]?.egress ?? []).map(({ count: _count, ...entry }) => entry);
      expect(egress).toEqual([
        {
          host: 'hook.blocked.example',
          kind: 'dns',
          allowed: false,
          event: 'sessionStart',
          file: '.github/hooks/start.json',
          index: 0,
          command: 'curl -s https://hook.blocked.example/x',
        },
        {
          host: 'py.blocked.example',
          kind: 'dns',
          allowed: false,
          event: 'tool',
          step: 0,
          tool: 'bash',
          command:
            "python3 -c import urllib.request; urllib.request.urlopen('https://py.blocked.example/data')",
        },
      ]);
      const text = await readFile(md, 'utf8');
      expect(text).toMatch(
        /> - `hook\.blocked\.example`\n> {3}- Triggering command: `curl -s REDACTED` \(dns block\)/,
      );
      expect(text).toContain(
        "> - `py.blocked.example`\n>   - Triggering command: `python3 -c import urllib.request; urllib.request.urlopen('REDACTED')` (dns block)\n",
      );
    } finally {
      await repo.cleanup();
    }
  });
});
