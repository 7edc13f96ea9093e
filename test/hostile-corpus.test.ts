/**
 * Every renderer over the hostile corpus (`fixtures/hostile/strings.json`, issue 13 items 4 and 5): each string
 * stands for everything a repository controls (scenario names and files, hook file names, hook output, reasons,
 * stderr, hosts, commands, diagnostics) in a report, and each output must be inert in its context. Markdown (the
 * report, the job summary with the changed-only note and the Lint section, the PR comment) has the same token
 * structure as the same report of harmless text and no live GitHub reference outside code; terminal text (run,
 * fire, validate, lint) has no control byte and no line at column 0 that hooksim did not start; Mermaid labels
 * hold no special character; JUnit is valid against the schema (xmllint); SARIF parses and its message texts
 * have no embedded link; workflow commands are one line each with escaped properties; the HTML report has the
 * same tags and attributes as the same report of harmless text, and its embedded JSON gives the text back.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { planAnnotations } from '../src/action/annotations.js';
import { renderComment } from '../src/action/comment.js';
import { selectChangedScenarios, selectionNote } from '../src/action/select-scenarios.js';
import { renderJobSummary } from '../src/action/summary.js';
import { decideVerdict } from '../src/action/verdict.js';
import type { Diagnostic } from '../src/diagnostics.js';
import { formatLintGithub, formatLintSarif, formatLintText } from '../src/lint/lint-format.js';
import type { EventRecord, HookConfig } from '../src/model.js';
import { formatAnnotation } from '../src/report/annotations.js';
import { renderHtml } from '../src/report/html.js';
import type { JsonReport } from '../src/report/json-report.js';
import { renderJunit } from '../src/report/junit.js';
import { renderMarkdown } from '../src/report/markdown.js';
import { renderSequenceDiagram } from '../src/report/mermaid.js';
import { formatComparison, formatRunSummary, formatScenarioLine } from '../src/report/terminal.js';
import { formatEventRecord, formatValidation } from '../src/report/text.js';
import type { ScenarioReport } from '../src/session/report-types.js';
import { getProfile } from '../src/profiles.js';
import { runCli } from './helpers/cli.js';
import {
  column0Lines,
  HOSTILE,
  liveReferences,
  markdownStructure,
  TERMINAL_UNSAFE,
} from './helpers/inert.js';

const HARMLESS = 'x';

/** A tool event whose hook ran, decided, errored output and progress included: every field is `h`. */
function hostileEvent(h: string, step: number): EventRecord {
  return {
    step,
    event: 'preToolUse',
    fired: true,
    input: { toolName: h, toolArgs: { command: h } },
    hooks: [
      {
        file: `.github/hooks/${h}.json`,
        index: 0,
        eventKey: 'preToolUse',
        type: 'command',
        status: 'ok',
        exitCode: 0,
        durationMs: 3,
        stdout: h,
        stderr: h,
        progress: [{ message: h }],
        output: { permissionDecision: 'deny', permissionDecisionReason: h },
      },
      {
        file: `.github/hooks/${h}.json`,
        index: 1,
        eventKey: 'preToolUse',
        type: 'command',
        status: 'error',
        exitCode: 1,
        durationMs: 2,
        stderr: h,
        error: `Hook command failed with code 1\nStderr: ${h}`,
        parseError: h,
      },
      {
        file: h,
        index: 2,
        eventKey: 'preToolUse',
        type: 'http',
        status: 'skipped',
        skipped: h,
        durationMs: 0,
      },
    ],
    result: {
      decision: 'deny',
      reason: h,
      args: { command: h },
      additionalContext: h,
      modifiedResponse: h,
      agentSees: h,
      decidedBy: `.github/hooks/${h}.json#0`,
      ignoredOutputs: [h],
    },
    warnings: [h],
  };
}

function hostileScenario(h: string): ScenarioReport {
  return {
    name: h,
    file: `.github/hook-scenarios/${h}.yml`,
    profile: 'cloud',
    status: 'failed',
    failures: [{ message: h, step: 0 }, { message: `step 0: reason ${h} did not match` }],
    events: [
      hostileEvent(h, 0),
      {
        event: 'sessionStart',
        fired: true,
        input: {},
        hooks: [
          {
            file: `.github/hooks/${h}.json`,
            index: 0,
            eventKey: 'sessionStart',
            type: 'command',
            status: 'ok',
            durationMs: 1,
          },
        ],
        result: { additionalContext: h, agentSees: h },
      },
    ],
    egress: [
      {
        host: h,
        kind: 'dns',
        allowed: false,
        event: 'preToolUse',
        file: `.github/hooks/${h}.json`,
        index: 0,
        step: 0,
        count: 1,
      },
      { host: h, url: h, kind: 'http', allowed: false, tool: h, command: h, step: 0, count: 1 },
      { host: h, url: `https://${h}`, kind: 'http', allowed: false, tool: 'bash', count: 1 },
    ],
    files: { created: [h], modified: [h], deleted: [h] },
    warnings: [h],
    durationMs: 5,
  };
}

function hostileDiagnostics(h: string): Diagnostic[] {
  return [
    {
      file: `.github/hooks/${h}.json`,
      line: 1,
      column: 2,
      severity: 'error',
      code: 'file-rejected',
      message: h,
    },
    { file: h, line: 3, column: 1, severity: 'warning', code: 'entry-ignored', message: h },
    { file: h, line: 0, column: 0, severity: 'info', code: 'x', message: h },
  ];
}

function hostileReport(h: string): JsonReport {
  const scenario = hostileScenario(h);
  return {
    tool: { name: 'hooksim', version: '0.0.0' },
    profile: 'cloud',
    summary: { scenarios: 1, passed: 0, failed: 1, errored: 0, hookRuns: 3, durationMs: 9 },
    diagnostics: hostileDiagnostics(h),
    scenarios: [scenario],
    comparison: {
      profile: 'cli',
      flags: ['askIsDeny'],
      scenarios: [
        {
          name: h,
          file: scenario.file,
          differences: [
            { step: 0, event: 'preToolUse', occurrence: 0, field: 'reason', base: h, other: { h } },
          ],
        },
      ],
    },
  };
}

/** The changed-only note for a pull request that changed a hook file and a script named `h`. */
function changedOnlyNote(h: string): string {
  const selection = selectChangedScenarios({
    changed: [{ path: `.github/hooks/${h}`, status: 'modified' }],
    candidates: [{ file: 'a.yml' }],
    config: { files: [], entries: [], diagnostics: [] },
    profile: () => getProfile('cloud'),
  });
  return selectionNote(selection, 1, 'the pull request');
}

/** The Markdown surfaces of a report of `h`. */
function markdownSurfaces(h: string): Record<string, string> {
  const report = hostileReport(h);
  return {
    report: renderMarkdown(report),
    summary: renderJobSummary(report, { notes: [changedOnlyNote(h)], lint: hostileDiagnostics(h) }).text,
    comment: renderComment(report, {
      marker: '<!-- hooksim:sticky-comment default -->',
      runUrl: 'https://github.example/octo/demo/actions/runs/42',
      notes: [changedOnlyNote(h)],
    }),
  };
}

function hookConfig(h: string): HookConfig {
  return {
    files: [
      { file: `.github/hooks/${h}.json`, status: 'rejected', hooks: 0 },
      { file: h, status: 'loaded', hooks: 1 },
    ],
    entries: [],
    diagnostics: hostileDiagnostics(h),
  };
}

let repo: string;

/** The terminal surfaces of a report of `h`: run, fire, validate and lint text. */
function terminalSurfaces(h: string): Record<string, string> {
  const report = hostileReport(h);
  const lint = [
    ...hostileDiagnostics(h),
    { file: 'hooks.json', line: 2, column: 3, severity: 'error', code: 'x', message: h } as Diagnostic,
  ];
  return {
    run: [
      formatScenarioLine(report.scenarios[0] as ScenarioReport),
      formatRunSummary(report),
      formatComparison(report),
    ].join('\n'),
    fire: formatEventRecord(hostileEvent(h, 0), 'cloud'),
    validate: formatValidation(hookConfig(h), 'cloud'),
    lint: formatLintText(lint, repo),
  };
}

const CORPUS = HOSTILE.map((entry) => [entry.id, entry.text] as const);

beforeAll(async () => {
  repo = await mkdtemp(path.join(tmpdir(), 'hooksim-hostile-'));
});
afterAll(() => rm(repo, { recursive: true, force: true }));

describe('Markdown surfaces over the hostile corpus (issue 13 item 4)', () => {
  it.each(CORPUS)(
    '%s: the report, job summary and PR comment keep their structure and link nothing',
    (_id, h) => {
      const hostile = markdownSurfaces(h);
      const harmless = markdownSurfaces(HARMLESS);
      for (const [surface, text] of Object.entries(hostile)) {
        expect({ surface, structure: markdownStructure(text) }).toEqual({
          surface,
          structure: markdownStructure(harmless[surface] as string),
        });
        expect({ surface, references: liveReferences(text) }).toEqual({ surface, references: [] });
        // Every fence opened is closed: nothing after the diagram became code, nothing in it escaped.
        expect(text.split('\n').filter((line) => line.startsWith('```')).length % 2).toBe(0);
      }
    },
  );

  it.each(CORPUS)('%s: Mermaid labels hold no special character, control or line break', (_id, h) => {
    const diagram = renderSequenceDiagram(hostileScenario(h));
    expect(diagram.split('\n').length).toBe(
      renderSequenceDiagram(hostileScenario(HARMLESS)).split('\n').length,
    );
    expect(diagram).not.toMatch(TERMINAL_UNSAFE);
    for (const line of diagram.split('\n').slice(1)) {
      const bare = line.replace(/#\d+;/g, '');
      const [head = '', label, ...rest] = bare.split(':');
      if (label === undefined) expect(head).toMatch(/^ {2}participant \w+ as [^;#`<>%&"{}[\]()|\\=]+$/);
      else {
        expect(rest).toEqual([]);
        expect(head).toMatch(/^ {2}(\w+(->>|-->>|-x|--x)\w+|Note over \w+,\w+)$/);
        expect(label).not.toMatch(/[;#`<>%&"{}[\]()|\\=]/);
      }
    }
  });
});

describe('terminal surfaces over the hostile corpus (issue 13 item 5)', () => {
  beforeAll(async () => {
    await writeFile(path.join(repo, 'hooks.json'), `{\n  ${HOSTILE.map((e) => e.text).join(' ')}\n}\n`);
  });

  it.each(CORPUS)(
    '%s: run, fire, validate and lint print no control byte and start no line of their own',
    (_id, h) => {
      const hostile = terminalSurfaces(h);
      const harmless = terminalSurfaces(HARMLESS);
      for (const [surface, text] of Object.entries(hostile)) {
        expect({ surface, unsafe: TERMINAL_UNSAFE.exec(text)?.[0] }).toEqual({ surface, unsafe: undefined });
        expect({ surface, lines: column0Lines(text).length }).toEqual({
          surface,
          lines: column0Lines(harmless[surface] as string).length,
        });
      }
    },
  );

  it('error messages that quote hostile input are printed inert', async () => {
    for (const { text } of HOSTILE.slice(0, 12)) {
      const { stderr } = await runCli(['fire', text, '--repo', repo]);
      expect(stderr).not.toMatch(TERMINAL_UNSAFE);
    }
  });
});

describe('JUnit, SARIF and workflow commands over the hostile corpus', () => {
  it.each(CORPUS)(
    '%s: the fail-on warning message (core.setFailed) quotes the first warning inert',
    (_id, h) => {
      const report: JsonReport = {
        ...hostileReport(h),
        summary: { scenarios: 1, passed: 1, failed: 0, errored: 0, hookRuns: 3, durationMs: 9 },
        diagnostics: hostileDiagnostics(h).slice(1, 2),
        scenarios: [{ ...hostileScenario(h), status: 'passed', failures: [] }],
      };
      const verdict = decideVerdict({ report, unreadable: false, sandboxFailed: false, lint: [] }, 'warning');
      expect(verdict.fail).toBe(true);
      expect(verdict.message).not.toMatch(TERMINAL_UNSAFE);
      expect(verdict.message).not.toContain('\n');
    },
  );

  it('JUnit of every hostile report is valid against the schema (xmllint)', async () => {
    const reports = HOSTILE.map((entry) => hostileReport(entry.text));
    const merged: JsonReport = {
      ...hostileReport(HARMLESS),
      scenarios: reports.flatMap((r) => r.scenarios),
      diagnostics: reports.flatMap((r) => r.diagnostics),
    };
    const file = path.join(repo, 'junit.xml');
    await writeFile(file, renderJunit(merged));
    await promisify(execFile)('xmllint', ['--noout', '--schema', 'test/fixtures/junit/junit.xsd', file]);
    expect(renderJunit(merged)).not.toMatch(TERMINAL_UNSAFE);
  });

  it.each(CORPUS)(
    '%s: SARIF parses; message texts have no embedded link and no control; uris are URIs',
    (_id, h) => {
      const sarif = JSON.parse(formatLintSarif(hostileDiagnostics(h))) as {
        runs: {
          results: {
            message: { text: string };
            locations: { physicalLocation: { artifactLocation: { uri: string } } }[];
          }[];
        }[];
      };
      for (const result of sarif.runs[0]?.results ?? []) {
        // SARIF plain text: `[text](n)` is an embedded link unless its brackets are escaped.
        expect(result.message.text.replace(/\\[\\[\]]/g, '')).not.toMatch(/[[\]]/);
        expect(result.message.text).not.toMatch(TERMINAL_UNSAFE);
        expect(result.locations[0]?.physicalLocation.artifactLocation.uri).toMatch(
          /^[\w\-.~%!$&'()*+,;=:@/]+$/,
        );
      }
    },
  );

  it.each(CORPUS)('%s: workflow commands are one line each, with escaped properties', (_id, h) => {
    const diagnostics = hostileDiagnostics(h);
    const lines = [
      ...diagnostics.map((d) => formatAnnotation(d)),
      ...formatLintGithub(diagnostics).split('\n'),
      // A limit of 1 sends every diagnostic past the first of its severity to plain log lines.
      ...planAnnotations([...diagnostics, ...diagnostics], 'sub/dir', 1),
    ];
    for (const line of lines.flatMap((l) => l.split('\n'))) {
      expect(line).not.toMatch(TERMINAL_UNSAFE);
      if (line.startsWith('::'))
        expect(line).toMatch(
          /^::(error|warning|notice) (?:(?:file|title)=[^,:]*|line=\d+|col=\d+)(?:,(?:(?:file|title)=[^,:]*|line=\d+|col=\d+))*::/,
        );
      else expect(line).toMatch(/^hooksim (error|warning|info) \(not annotated\) /);
    }
    expect(lines.flatMap((l) => l.split('\n'))).toHaveLength(3 + 3 + 9);
  });
});

/**
 * Every tag of an HTML page in order, attribute values blanked and `<details>` whether open or not (a long text
 * folds): what hostile text must not change.
 */
function htmlTags(html: string): string[] {
  return [...html.matchAll(/<[^>]*>/g)].map((m) => m[0].replace(/"[^"]*"/g, '""').replace(/ open>$/, '>'));
}

// A lone surrogate: no UTF-8 file can hold it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('the HTML report over the hostile corpus', () => {
  it.each(CORPUS)(
    '%s: the same tags and attributes as a harmless report, no control, and the data block gives the name back',
    (_id, h) => {
      const html = renderHtml(hostileReport(h));
      expect(htmlTags(html)).toEqual(htmlTags(renderHtml(hostileReport(HARMLESS))));
      expect(TERMINAL_UNSAFE.exec(html)?.[0]).toBeUndefined();
      expect(LONE_SURROGATE.test(html)).toBe(false);
      const data = /<script type="application\/json" id="hooksim-data">([^<]*)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(data ?? 'null')).toEqual({
        scenarios: [{ id: 'scenario-0', name: h, status: 'failed' }],
      });
    },
  );
});
