/**
 * The validation table of runtime-behaviour.md §3, row by row, through loadHookConfig on real files:
 * each row under `cloud` and, where the outcome differs, `cloud-docs` (and `cli` for cli-only rows).
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { loadHookConfig } from '../src/config/load.js';
import type { Diagnostic } from '../src/diagnostics.js';
import { NODE_HAS_MODIFIER_GROUPS } from '../src/matchers.js';
import type { HookConfig } from '../src/model.js';
import { PROFILES, type ProfileName } from '../src/profiles.js';
import { makeTempRepo, type TempRepo } from './helpers/temp-repo.js';

/** 1.0.102's text for an entry with neither or both of exec and a shell field (FINDINGS §10.5). */
const EXEC_OR_SHELL =
  "Specify either 'exec' (native executable) or 'bash'/'powershell'/'command' (shell), but not both";

const temps: TempRepo[] = [];
afterEach(async () => {
  await Promise.all(temps.splice(0).map((repo) => repo.cleanup()));
});

const A = '.github/hooks/a.json';
const DASH = '\u2014';

async function loadFiles(
  files: Record<string, string | object>,
  profile: ProfileName = 'cloud',
  agentEnv: Record<string, string> = {},
): Promise<HookConfig> {
  const repo = await makeTempRepo(files);
  temps.push(repo);
  return loadHookConfig(repo.dir, PROFILES[profile], { agentEnv });
}

/** Load one hook file `.github/hooks/a.json`; objects get `version: 1` unless they say otherwise. */
async function loadOne(
  content: string | Record<string, unknown>,
  profile: ProfileName = 'cloud',
  agentEnv: Record<string, string> = {},
): Promise<HookConfig> {
  const text = typeof content === 'string' ? content : JSON.stringify({ version: 1, ...content }, null, 2);
  return loadFiles({ [A]: text }, profile, agentEnv);
}

function only(config: HookConfig, code: string): Diagnostic[] {
  return config.diagnostics.filter((d) => d.code === code);
}

/** code, severity and message of every diagnostic, leaving out the cli-only `prompt-mode-gate` note. */
function summary(config: HookConfig): Array<[string, string, string]> {
  return config.diagnostics
    .filter((d) => d.code !== 'prompt-mode-gate')
    .map((d) => [d.code, d.severity, d.message]);
}

function dropped(label: string, reason: string): [string, string, string] {
  return ['item-dropped', 'warning', `${label}: ${reason} ${DASH} hook will be skipped`];
}

describe('file-level rows (R019, R020, R021, R024; runtime-behaviour.md §3)', () => {
  it('invalid JSON rejects the file with the problem in words and its place (R021)', async () => {
    const config = await loadOne(
      '{\n  "version": 1,\n  "hooks": {\n    "preToolUse": [\n      {"bash": "a"}\n      {"bash": "b"}\n    ]\n  }\n}\n',
    );
    expect(config.files).toEqual([{ file: A, status: 'rejected', hooks: 0 }]);
    expect(config.diagnostics).toEqual([
      {
        file: A,
        line: 6,
        column: 7,
        severity: 'error',
        code: 'file-rejected',
        message: 'Invalid JSON: expected a comma at line 6, column 7',
      },
    ]);
  });

  it.each([
    [
      'a trailing comma',
      '{"version": 1, "hooks": {},}',
      'Invalid JSON: trailing comma before } at line 1, column 27',
    ],
    ['a comment', '// hooks\n{"version": 1}', 'Invalid JSON: comments are not allowed at line 1, column 1'],
    ['an empty file', '', 'Invalid JSON: the file is empty at line 1, column 1'],
    [
      'a byte order mark',
      '\uFEFF{"version": 1}',
      'Invalid JSON: unexpected byte order mark (U+FEFF) at line 1, column 1',
    ],
    [
      'a truncated file',
      '{"version": 1, "hooks": {"preToolUse": [',
      'Invalid JSON: unexpected end of file, expected ] at line 1, column 41',
    ],
    [
      'a tab inside a string',
      '{"version": 1, "hooks": {"x\ty": []}}',
      'Invalid JSON: character U+0009 not allowed in a string at line 1, column 28',
    ],
    [
      'single quotes',
      "{'version': 1}",
      'Invalid JSON: unexpected single quote (JSON strings and names need double quotes) at line 1, column 2',
    ],
  ])('invalid JSON: %s is strict JSON error (R021)', async (_name, text, message) => {
    const config = await loadOne(text);
    expect(config.files[0]?.status).toBe('rejected');
    expect(summary(config)).toEqual([['file-rejected', 'error', message]]);
  });

  it.each(['[]', '"hooks"', '42', 'null'])('top level %s is not an object: rejected', async (text) => {
    const config = await loadOne(text);
    expect(summary(config)).toEqual([['file-rejected', 'error', 'Expected hook config to be an object']]);
    expect(config.files[0]?.status).toBe('rejected');
  });

  it.each([2, '1', null, 0])('version %p is not the number 1: rejected in every profile', async (version) => {
    for (const profile of ['cloud', 'cloud-docs'] as const) {
      const config = await loadOne({ version, hooks: { sessionStart: [{ bash: 'true' }] } }, profile);
      expect(summary(config)).toEqual([['file-rejected', 'error', 'Invalid hook config version']]);
      expect(config.entries).toEqual([]);
    }
  });

  it('version 1.0 is the number 1 and loads', async () => {
    const config = await loadOne('{"version": 1.0, "hooks": {"sessionStart": [{"bash": "true"}]}}');
    expect(config.files).toEqual([{ file: A, status: 'loaded', hooks: 1 }]);
    expect(config.diagnostics).toEqual([]);
  });

  it('missing version: cloud loads with info version-missing, cloud-docs rejects (versionRequired)', async () => {
    const text = '{\n  "hooks": {"sessionStart": [{"bash": "true"}]}\n}';
    const cloud = await loadOne(text, 'cloud');
    expect(cloud.files).toEqual([{ file: A, status: 'loaded', hooks: 1 }]);
    expect(cloud.diagnostics).toEqual([
      {
        file: A,
        line: 1,
        column: 1,
        severity: 'info',
        code: 'version-missing',
        message: 'Missing "version": 1; accepted by the runtime',
      },
    ]);
    const docs = await loadOne(text, 'cloud-docs');
    expect(docs.files).toEqual([{ file: A, status: 'rejected', hooks: 0 }]);
    expect(summary(docs)).toEqual([['file-rejected', 'error', 'Invalid hook config version']]);
  });

  it.each([[[]], ['x'], [null]])('hooks %p is not an object: rejected', async (hooks) => {
    const config = await loadOne({ hooks });
    expect(summary(config)).toEqual([['file-rejected', 'error', 'Expected hooks to be an object']]);
  });

  it.each(['cloud', 'cloud-docs'] as const)(
    'hooks missing: loads with no hooks, warning no-hooks (%s)',
    async (profile) => {
      const config = await loadOne({ disableAllHooks: false }, profile);
      expect(config.files).toEqual([{ file: A, status: 'loaded', hooks: 0 }]);
      expect(summary(config)).toEqual([
        ['no-hooks', 'warning', 'No "hooks" object; the file defines no hooks'],
      ]);
    },
  );

  it('an event value that is not an array rejects the file, for any key, known or not (R021)', async () => {
    const known = await loadOne({ hooks: { sessionStart: [{ bash: 'true' }], preToolUse: { bash: 'x' } } });
    expect(summary(known)).toEqual([
      ['file-rejected', 'error', 'hooks.preToolUse: hook event value must be an array'],
    ]);
    expect(known.entries).toEqual([]);
    const unknown = await loadOne({ hooks: { sessionStart: [{ bash: 'true' }], Bogus: 5 } });
    expect(summary(unknown)).toEqual([
      ['file-rejected', 'error', 'hooks.Bogus: hook event value must be an array'],
    ]);
  });

  it('a rejected file never affects the other files (R024)', async () => {
    const config = await loadFiles({
      '.github/hooks/bad.json': '{ nope',
      '.github/hooks/good.json': { version: 1, hooks: { sessionStart: [{ bash: 'echo good' }] } },
    });
    expect(config.files).toEqual([
      { file: '.github/hooks/good.json', status: 'loaded', hooks: 1 },
      { file: '.github/hooks/bad.json', status: 'rejected', hooks: 0 },
    ]);
    expect(config.entries.map((e) => e.bash)).toEqual(['echo good']);
  });

  it('an unreadable file (a dangling link inside the repository) is file-rejected', async () => {
    const repo = await makeTempRepo({ '.github/hooks/real.json': { version: 1, hooks: {} } });
    temps.push(repo);
    const { symlink } = await import('node:fs/promises');
    await symlink('../../nowhere.json', `${repo.dir}/.github/hooks/gone.json`);
    const config = await loadHookConfig(repo.dir, PROFILES.cloud);
    expect(config.files).toContainEqual({ file: '.github/hooks/gone.json', status: 'rejected', hooks: 0 });
    const error = only(config, 'file-rejected')[0];
    expect(error?.file).toBe('.github/hooks/gone.json');
    // A link that resolves to nothing reads like one that leads out: whether its target exists never shows.
    expect(error?.message).toMatch(
      /^Not read: the file does not resolve to a file inside the repository that \/workspace shows \(it links to '\.\.\/\.\.\/nowhere\.json'\)/,
    );
  });
});

describe('event keys (R029, R030; runtime-behaviour.md §3, §11, §14)', () => {
  it('unknown keys: one warning per file, keys in file order; the PascalCase keys of §11 are known', async () => {
    const text =
      '{\n  "version": 1,\n  "hooks": {\n    "UserPromptSubmitted": [],\n    "Stop": [{"bash": "true"}],\n' +
      '    "UserPromptTransformed": [],\n    "AgentStop": [{"bash": "x"}],\n    "SubagentStart": [{"bash": "true"}],\n' +
      '    "UserPromptSubmit": [{"bash": "true"}]\n  }\n}';
    const config = await loadOne(text);
    expect(config.diagnostics).toEqual([
      {
        file: A,
        line: 4,
        column: 5,
        severity: 'warning',
        code: 'unknown-event',
        message: `Ignoring unknown hook event(s) in /workspace/${A}: UserPromptSubmitted, UserPromptTransformed, AgentStop`,
      },
    ]);
    expect(config.entries.map((e) => [e.eventKey, e.event, e.casing])).toEqual([
      ['Stop', 'agentStop', 'pascal'],
      ['SubagentStart', 'subagentStart', 'pascal'],
      ['UserPromptSubmit', 'userPromptSubmitted', 'pascal'],
    ]);
  });

  it('every camelCase key (R029) and documented PascalCase key (R030) loads, mapped to its event', async () => {
    const camel = [
      'sessionStart',
      'sessionEnd',
      'userPromptSubmitted',
      'userPromptTransformed',
      'preToolUse',
      'postToolUse',
      'postToolUseFailure',
      'agentStop',
      'subagentStart',
      'subagentStop',
      'errorOccurred',
      'preCompact',
      'permissionRequest',
      'notification',
    ];
    const pascal: Record<string, string> = {
      SessionStart: 'sessionStart',
      SessionEnd: 'sessionEnd',
      UserPromptSubmit: 'userPromptSubmitted',
      PreToolUse: 'preToolUse',
      PostToolUse: 'postToolUse',
      PostToolUseFailure: 'postToolUseFailure',
      Stop: 'agentStop',
      SubagentStop: 'subagentStop',
      ErrorOccurred: 'errorOccurred',
      PreCompact: 'preCompact',
      PermissionRequest: 'permissionRequest',
    };
    const keys = [...camel, ...Object.keys(pascal)];
    const config = await loadOne(
      { hooks: Object.fromEntries(keys.map((key) => [key, [{ bash: key }]])) },
      'cli',
    );
    expect(summary(config)).toEqual([]);
    expect(config.entries.map((e) => [e.eventKey, e.event, e.casing])).toEqual([
      ...camel.map((key) => [key, key, 'camel']),
      ...Object.entries(pascal).map(([key, event]) => [key, event, 'pascal']),
    ]);
  });

  it('event keys are case-sensitive: "pretooluse" is unknown', async () => {
    const config = await loadOne({ hooks: { pretooluse: [{ bash: 'x' }] } });
    expect(summary(config)).toEqual([
      ['unknown-event', 'warning', `Ignoring unknown hook event(s) in /workspace/${A}: pretooluse`],
    ]);
    expect(config.entries).toEqual([]);
  });

  it.each(['cloud', 'cloud-docs', 'cli'] as const)(
    'preMcpToolCall loads, never fires: info event-not-simulated (%s)',
    async (profile) => {
      const config = await loadOne({ hooks: { preMcpToolCall: [{ bash: 'true' }] } }, profile);
      expect(config.entries).toHaveLength(1);
      expect(only(config, 'event-not-simulated').map((d) => [d.severity, d.message])).toEqual([
        ['info', 'preMcpToolCall hooks are not simulated'],
      ]);
    },
  );

  it.each(['permissionRequest', 'PermissionRequest', 'notification', 'Notification'])(
    '%s loads but never fires under eventSet=cloud (R231); cli fires it',
    async (key) => {
      const event = key.charAt(0).toLowerCase() + key.slice(1);
      for (const profile of ['cloud', 'cloud-docs'] as const) {
        const config = await loadOne({ hooks: { [key]: [{ bash: 'true' }] } }, profile);
        expect(config.entries).toHaveLength(1);
        expect(summary(config)).toEqual([
          ['event-not-fired', 'info', `${event} does not fire under Copilot cloud agent`],
        ]);
      }
      const cli = await loadOne({ hooks: { [key]: [{ bash: 'true' }] } }, 'cli');
      expect(only(cli, 'event-not-fired')).toEqual([]);
    },
  );

  it('two keys for one event run in JSON key order; entries run in array order (§2)', async () => {
    const config = await loadOne({
      hooks: {
        PreToolUse: [{ bash: 'p0' }, { bash: 'p1' }],
        sessionStart: [{ bash: 's' }],
        preToolUse: [{ bash: 'c0' }],
      },
    });
    expect(config.entries.map((e) => [e.eventKey, e.index, e.bash])).toEqual([
      ['PreToolUse', 0, 'p0'],
      ['PreToolUse', 1, 'p1'],
      ['sessionStart', 0, 's'],
      ['preToolUse', 0, 'c0'],
    ]);
  });

  it('a key written twice behaves as JSON.parse reads it: its first place, its last value', async () => {
    const text =
      '{"version": 1, "hooks": {"preToolUse": [{"bash": "first"}], "sessionEnd": [], "preToolUse": [{"bash": "last"}]}}';
    const config = await loadOne(text);
    expect(config.entries.map((e) => e.bash)).toEqual(['last']);
  });
});

describe('item rows: a bad item is dropped, its siblings load (R022, R025-R028, R032)', () => {
  it('an item that is not an object is dropped; the valid sibling still loads (R022)', async () => {
    const config = await loadOne({ hooks: { preToolUse: ['echo hi', { bash: 'ok' }, 7] } });
    expect(config.entries.map((e) => [e.index, e.bash])).toEqual([[1, 'ok']]);
    expect(summary(config)).toEqual([
      dropped('hooks.preToolUse[0]', 'hook entry must be an object'),
      dropped('hooks.preToolUse[2]', 'hook entry must be an object'),
    ]);
    expect(config.files).toEqual([{ file: A, status: 'loaded', hooks: 1 }]);
  });

  it('type defaults to command (R025); an unknown type drops the item', async () => {
    const config = await loadOne({
      hooks: { sessionStart: [{ bash: 'a' }, { type: 'script', bash: 'b' }, { type: 5, bash: 'c' }] },
    });
    expect(config.entries.map((e) => [e.type, e.bash])).toEqual([['command', 'a']]);
    expect(summary(config)).toEqual([
      dropped('hooks.sessionStart[1].type', 'Invalid hook type "script"'),
      dropped('hooks.sessionStart[2].type', 'Invalid hook type 5'),
    ]);
  });

  it('a command with none of bash/powershell/command/exec is dropped (R026)', async () => {
    const config = await loadOne({
      hooks: { sessionStart: [{ type: 'command', cwd: 'x' }, { command: 'ok' }] },
    });
    expect(summary(config)).toEqual([dropped('hooks.sessionStart[0]', EXEC_OR_SHELL)]);
    expect(config.entries.map((e) => e.command)).toEqual(['ok']);
  });

  it.each(['bash', 'powershell', 'command'])('exec combined with %s is dropped (R028)', async (field) => {
    const config = await loadOne({ hooks: { sessionStart: [{ exec: '/bin/true', [field]: 'x' }] } }, 'cli');
    expect(summary(config)).toEqual([dropped('hooks.sessionStart[0]', EXEC_OR_SHELL)]);
  });

  it.each([
    [{ timeoutSec: 0 }, 'timeoutSec must be positive'],
    [{ timeoutSec: -1 }, 'timeoutSec must be positive'],
    [{ timeout: 0 }, 'timeout must be positive'],
    [{ timeoutSec: '5' }, 'timeoutSec must be a number'],
    [{ timeout: '5' }, 'timeout must be a number'],
    [{ timeoutSec: 3, timeout: null }, 'timeout must be a number'],
  ])(
    'timeouts %p: dropped with "%s", the label naming the field (FINDINGS §10.5)',
    async (fields, reason) => {
      const config = await loadOne({ hooks: { sessionEnd: [{ bash: 'x', ...fields }] } });
      const field = reason.split(' ')[0] ?? '';
      expect(summary(config)).toEqual([dropped(`hooks.sessionEnd[0].${field}`, reason)]);
    },
  );

  it('effective timeoutSec: timeoutSec, else timeout, else 30; fractions kept (§5)', async () => {
    const config = await loadOne({
      hooks: {
        sessionEnd: [
          { bash: 'a', timeoutSec: 3, timeout: 2 },
          { bash: 'b', timeout: 2 },
          { bash: 'c' },
          { bash: 'd', timeoutSec: 1.5 },
        ],
      },
    });
    expect(config.entries.map((e) => e.timeoutSec)).toEqual([3, 2, 30, 1.5]);
  });

  it.each(['cloud', 'cloud-docs', 'cli', 'cli-docs'] as const)(
    'under %s a timeout above 59 minutes (the job limit) runs with 3540 s, warned at the field that set it',
    async (profile) => {
      const config = await loadOne(
        [
          '{"version": 1, "hooks": {"sessionEnd": [',
          '  {"bash": "a", "timeoutSec": 1814400},',
          '  {"bash": "b", "timeout": 86400},',
          '  {"bash": "c", "timeoutSec": 1e999, "timeout": 1},',
          '  {"bash": "d", "timeoutSec": 3540},',
          '  {"bash": "e", "timeoutSec": 3540.5}',
          ']}}',
        ].join('\n'),
        profile,
      );
      expect(config.entries.map((e) => [e.bash, e.timeoutSec])).toEqual([
        ['a', 3540],
        ['b', 3540],
        ['c', 3540],
        ['d', 3540],
        ['e', 3540],
      ]);
      const capped = only(config, 'timeout-capped');
      expect(capped.map((d) => [d.line, d.column, d.severity])).toEqual([
        [2, 31, 'warning'],
        [3, 28, 'warning'],
        [4, 31, 'warning'],
        [6, 31, 'warning'],
      ]);
      expect(capped[0]?.message).toMatch(
        /^timeoutSec 1814400 is above .*59 minutes.*: the hook runs with 3540 seconds$/,
      );
      expect(capped[1]?.message).toMatch(/^timeout 86400 is above /);
    },
  );

  it.each(['preToolUse', 'PreToolUse'])(
    'matcher "" on %s: cloud drops it (emptyMatcher=reject), cloud-docs matches all',
    async (key) => {
      const hooks = { [key]: [{ bash: 'x', matcher: '' }] };
      const cloud = await loadOne({ hooks }, 'cloud');
      expect(summary(cloud)).toEqual([dropped(`hooks.${key}[0].matcher`, 'matcher cannot be empty')]);
      expect(cloud.entries).toEqual([]);
      const docs = await loadOne({ hooks }, 'cloud-docs');
      expect(docs.diagnostics).toEqual([]);
      expect(docs.entries).toHaveLength(1);
    },
  );

  it('an invalid matcher regex drops the item; `*` is valid only in Claude format (§10)', async () => {
    const config = await loadOne({
      hooks: {
        preToolUse: [
          { bash: 'a', matcher: '*' },
          { bash: 'b', matcher: 'bash|edit' },
        ],
        PreToolUse: [
          { bash: 'c', matcher: '*' },
          { bash: 'd', matcher: 'Bash(' },
        ],
      },
    });
    expect(summary(config)).toEqual([
      dropped('hooks.preToolUse[0]', "Invalid matcher regex in preToolUse hook: '*'"),
      dropped('hooks.PreToolUse[1]', "Invalid matcher regex in preToolUse hook: 'Bash('"),
    ]);
    expect(config.entries.map((e) => e.bash)).toEqual(['b', 'c']);
  });

  it('a modifier-group matcher loads; on a Node without modifier groups it warns matcher-unsupported-here', async () => {
    const config = await loadOne({ hooks: { preToolUse: [{ bash: 'x', matcher: '(?i:BASH)' }] } });
    expect(config.entries).toHaveLength(1);
    if (NODE_HAS_MODIFIER_GROUPS) {
      expect(config.diagnostics).toEqual([]);
    } else {
      expect(summary(config)).toEqual([
        [
          'matcher-unsupported-here',
          'warning',
          `Matcher '(?i:BASH)' uses RegExp modifier groups, which Copilot accepts but Node ${process.versions.node} does not; run hooksim on Node 24`,
        ],
      ]);
    }
  });

  it.each(['agentStop', 'postToolUseFailure', 'sessionStart', 'PostToolUseFailure'])(
    'a matcher on %s (no matcher target) is ignored with warning matcher-ignored, entry kept (§10)',
    async (key) => {
      const config = await loadOne({ hooks: { [key]: [{ bash: 'x', matcher: 'bash' }] } });
      expect(config.entries).toHaveLength(1);
      expect(summary(config)).toEqual([
        ['matcher-ignored', 'warning', `Matcher 'bash' has no effect on ${key}: the hook runs every time`],
      ]);
    },
  );

  it.each([
    // fieldTypeChecks=observed: 1.0.102's texts name the field (docs/runtime-findings.md).
    [{ bash: 'x', matcher: 5 }, 'Expected string', '.matcher'],
    [{ bash: 'x', env: { A: 1 } }, 'env values must be strings', '.env["A"]'],
    [{ bash: 'x', env: ['A=1'] }, 'env must be an object', '.env'],
    [{ exec: 'x', args: 'a b' }, 'args has the wrong type'],
    [{ exec: 'x', args: ['a', 1] }, 'args has the wrong type'],
    [{ bash: 5 }, 'bash has the wrong type'],
    [{ bash: 'x', cwd: null }, 'cwd has the wrong type'],
    [{ type: 'http', url: 'https://h.example/', headers: { A: true } }, 'headers has the wrong type'],
    [
      { type: 'http', url: 'https://h.example/', allowedEnvVars: 'TOKEN' },
      'allowedEnvVars has the wrong type',
    ],
    [{ type: 'http', url: 42 }, 'url has the wrong type'],
  ])('wrong field types drop the item: %p', async (item, reason, suffix = '') => {
    const config = await loadOne({ hooks: { preToolUse: [item] } }, 'cli');
    expect(summary(config)).toEqual([dropped(`hooks.preToolUse[0]${suffix}`, reason)]);
  });

  it.each([
    [{ bash: 'x', matcher: 5 }, 'matcher has the wrong type'],
    [{ bash: 'x', env: { A: 1 } }, 'env has the wrong type'],
    [{ bash: 'x', env: ['A=1'] }, 'env has the wrong type'],
  ])('fieldTypeChecks=generic (cloud) names no field: %p', async (item, reason) => {
    const config = await loadOne({ hooks: { preToolUse: [item] } }, 'cloud');
    expect(summary(config)).toEqual([dropped('hooks.preToolUse[0]', reason)]);
  });

  it('unknown extra fields are ignored silently', async () => {
    const config = await loadOne({
      hooks: { sessionStart: [{ bash: 'x', comment: 'why', description: 3, url: 5 }] },
      $schema: 'x',
      comment: 'top',
    });
    expect(config.diagnostics).toEqual([]);
    expect(config.entries[0]).toMatchObject({ bash: 'x', type: 'command' });
    expect(config.entries[0]).not.toHaveProperty('url');
  });

  it('a valid entry keeps its fields, position and file (model HookEntry)', async () => {
    const text =
      '{\n  "version": 1,\n  "hooks": {\n    "preToolUse": [\n      {"bash": "./a.sh", "cwd": "tools", "env": {"A": "1", "__proto__": "p"},\n' +
      '       "timeout": 7, "matcher": "bash"}\n    ]\n  }\n}';
    const config = await loadOne(text);
    const entry = config.entries[0];
    expect(entry).toEqual({
      file: A,
      fileDir: '.github/hooks',
      index: 0,
      eventKey: 'preToolUse',
      event: 'preToolUse',
      casing: 'camel',
      position: { line: 5, column: 7 },
      type: 'command',
      bash: './a.sh',
      cwd: 'tools',
      env: { A: '1', ['__proto__']: 'p' },
      timeoutSec: 7,
      matcher: 'bash',
    });
    expect(Object.getPrototypeOf(entry?.env)).toBe(Object.prototype);
    expect(Object.keys(entry?.env ?? {})).toEqual(['A', '__proto__']);
  });
});

describe('HTTP entries at load (R027, R074; runtime-behaviour.md §12)', () => {
  const AUTH =
    'Authorization-affecting HTTP hooks (preToolUse, preMcpToolCall, permissionRequest) must use https:// to protect response integrity (set COPILOT_HOOK_ALLOW_HTTP_AUTH_HOOKS=1 to override, or use localhost with COPILOT_HOOK_ALLOW_LOCALHOST=1)';
  const url = (u: string) => ({ type: 'http', url: u });

  it('no url drops the item', async () => {
    const config = await loadOne({ hooks: { postToolUse: [{ type: 'http' }] } });
    expect(summary(config)).toEqual([dropped('hooks.postToolUse[0]', 'http hook needs a url')]);
  });

  it.each(['cloud', 'cloud-docs'] as const)(
    'a scheme other than http/https is dropped with the .url form (%s)',
    async (profile) => {
      const config = await loadOne(
        { hooks: { postToolUse: [url('ftp://h.example/x'), url('not a url')] } },
        profile,
      );
      expect(summary(config)).toEqual([
        dropped('hooks.postToolUse[0].url', 'URL must use http: or https: (got ftp://h.example/x)'),
        dropped('hooks.postToolUse[1].url', 'invalid URL "not a url"'),
      ]);
    },
  );

  it('http:// on preToolUse is dropped in both profiles; the auth switch loads it only under cloud', async () => {
    const hooks = { preToolUse: [url('http://h.example/pre')] };
    for (const profile of ['cloud', 'cloud-docs'] as const) {
      const config = await loadOne({ hooks }, profile);
      expect(summary(config)).toEqual([dropped('hooks.preToolUse[0].url', AUTH)]);
    }
    const env = { COPILOT_HOOK_ALLOW_HTTP_AUTH_HOOKS: '1' };
    expect((await loadOne({ hooks }, 'cloud', env)).entries).toHaveLength(1);
    expect(summary(await loadOne({ hooks }, 'cloud-docs', env))).toEqual([
      dropped('hooks.preToolUse[0].url', AUTH),
    ]);
  });

  it('http:// loopback on preToolUse: cloud loads it with COPILOT_HOOK_ALLOW_LOCALHOST=1, cloud-docs always drops', async () => {
    const hooks = { preToolUse: [url('http://127.0.0.1:9/pre')] };
    const env = { COPILOT_HOOK_ALLOW_LOCALHOST: '1' };
    const cloud = await loadOne({ hooks }, 'cloud', env);
    expect(cloud.diagnostics).toEqual([]);
    expect(cloud.entries[0]).toMatchObject({ type: 'http', url: 'http://127.0.0.1:9/pre' });
    expect(summary(await loadOne({ hooks }, 'cloud', {}))).toEqual([
      dropped('hooks.preToolUse[0].url', AUTH),
    ]);
    expect(summary(await loadOne({ hooks }, 'cloud-docs', env))).toEqual([
      dropped('hooks.preToolUse[0].url', AUTH),
    ]);
  });

  it('http:// with allowedEnvVars: dropped, except loopback with the localhost switch under cloud', async () => {
    const item = (u: string) => ({ type: 'http', url: u, allowedEnvVars: ['TOKEN'] });
    // CLI 1.0.102 does not name the URL in this message (docs/runtime-findings.md, Q24).
    const message =
      'HTTP hooks with allowedEnvVars must use https:// to prevent credential exposure (set COPILOT_HOOK_ALLOW_LOCALHOST=1 for local development)';
    const remote = { postToolUse: [item('http://h.example/x')] };
    const env = { COPILOT_HOOK_ALLOW_LOCALHOST: '1' };
    expect(summary(await loadOne({ hooks: remote }, 'cloud', env))).toEqual([
      dropped('hooks.postToolUse[0].url', message),
    ]);
    const local = { postToolUse: [item('http://localhost:8/x')] };
    expect((await loadOne({ hooks: local }, 'cloud', env)).entries).toHaveLength(1);
    expect(summary(await loadOne({ hooks: local }, 'cloud'))).toEqual([
      dropped('hooks.postToolUse[0].url', message),
    ]);
    expect(summary(await loadOne({ hooks: local }, 'cloud-docs', env))).toEqual([
      dropped('hooks.postToolUse[0].url', message),
    ]);
  });

  it('http:// non-loopback on other events: cloud loads it, cloud-docs drops it', async () => {
    const hooks = { postToolUse: [url('http://h.example/post')] };
    const cloud = await loadOne({ hooks }, 'cloud');
    expect(cloud.diagnostics).toEqual([]);
    expect(cloud.entries).toHaveLength(1);
    const docs = await loadOne({ hooks }, 'cloud-docs');
    expect(summary(docs)).toEqual([
      dropped('hooks.postToolUse[0].url', 'HTTP hook url must use https:// (got http://h.example/post)'),
    ]);
  });

  it('http:// loopback on other events: cloud loads it, cloud-docs needs the localhost switch', async () => {
    const hooks = { sessionEnd: [url('http://localhost:8080/end')] };
    expect((await loadOne({ hooks }, 'cloud')).entries).toHaveLength(1);
    expect(summary(await loadOne({ hooks }, 'cloud-docs'))).toEqual([
      dropped(
        'hooks.sessionEnd[0].url',
        'HTTP hook url http:// is only allowed for loopback with COPILOT_HOOK_ALLOW_LOCALHOST=1 (got http://localhost:8080/end)',
      ),
    ]);
    const allowed = await loadOne({ hooks }, 'cloud-docs', { COPILOT_HOOK_ALLOW_LOCALHOST: '1' });
    expect(allowed.entries).toHaveLength(1);
  });

  it('an https entry keeps url, headers and allowedEnvVars', async () => {
    const item = {
      type: 'http',
      url: 'https://h.example/x',
      headers: { A: '$T' },
      allowedEnvVars: ['T'],
      timeoutSec: 5,
    };
    const config = await loadOne({ hooks: { preToolUse: [item] } });
    expect(config.diagnostics).toEqual([]);
    expect(config.entries[0]).toMatchObject(item);
  });
});

describe('prompt, powershell and exec entries (R027; runtime-behaviour.md §3, §13)', () => {
  it('a prompt entry loads on sessionStart; cloud notes it never fires, cli does not', async () => {
    const hooks = { sessionStart: [{ type: 'prompt', prompt: '/review' }] };
    for (const profile of ['cloud', 'cloud-docs'] as const) {
      const config = await loadOne({ hooks }, profile);
      expect(config.entries[0]).toMatchObject({ type: 'prompt', prompt: '/review' });
      expect(summary(config)).toEqual([
        ['entry-ignored', 'info', 'prompt hooks do not fire in non-interactive sessions'],
      ]);
    }
    const cli = await loadOne({ hooks }, 'cli');
    expect(cli.entries).toHaveLength(1);
    expect(summary(cli)).toEqual([]);
  });

  it('a prompt entry on another event, or with a non-string prompt, is dropped', async () => {
    const config = await loadOne({
      hooks: { preToolUse: [{ type: 'prompt', prompt: 'x' }], sessionStart: [{ type: 'prompt', prompt: 5 }] },
    });
    expect(summary(config)).toEqual([
      dropped('hooks.preToolUse[0]', 'prompt hooks are only supported on sessionStart'),
      dropped('hooks.sessionStart[0]', 'prompt hooks are only supported on sessionStart'),
    ]);
  });

  it('powershell-only and exec entries stay in the config with info entry-ignored under surface=cloud (R003)', async () => {
    const hooks = {
      sessionStart: [
        { powershell: 'Write-Host hi' },
        { exec: '/bin/echo', args: ['a b'] },
        { bash: 'b', powershell: 'p' },
      ],
    };
    for (const profile of ['cloud', 'cloud-docs'] as const) {
      const config = await loadOne({ hooks }, profile);
      expect(config.entries).toHaveLength(3);
      expect(summary(config)).toEqual([
        ['entry-ignored', 'info', 'powershell entries are ignored by Copilot cloud agent'],
        ['entry-ignored', 'info', 'exec entries are only supported in Copilot CLI'],
      ]);
    }
    const cli = await loadOne({ hooks }, 'cli');
    expect(summary(cli)).toEqual([]);
    expect(cli.entries[1]).toMatchObject({ exec: '/bin/echo', args: ['a b'] });
    const cliDocs = await loadOne({ hooks }, 'cli-docs');
    expect(summary(cliDocs)).toEqual([
      ['entry-ignored', 'info', 'powershell-only entries are not run on Linux'],
    ]);
  });
});

describe('nested Claude groups (runtime-behaviour.md §2 nestedHookGroups)', () => {
  it('accept: inner entries inherit the group matcher, keep their own, get nestedIndex; deeper nesting is dropped', async () => {
    const repo = 'test/fixtures/config/claude-nested';
    const config = await loadHookConfig(repo, PROFILES.cloud);
    const file = '.github/hooks/claude.json';
    expect(config.entries.map((e) => [e.index, e.nestedIndex, e.matcher, e.command ?? e.bash])).toEqual([
      [0, 0, 'Bash|Edit', './hooks/a.sh'],
      [0, 1, 'Write', './hooks/b.sh'],
      [1, undefined, undefined, './hooks/flat.sh'],
    ]);
    expect(config.entries[0]?.position).toEqual({ line: 8, column: 11 });
    expect(config.diagnostics).toEqual([
      {
        file,
        line: 10,
        column: 32,
        severity: 'warning',
        code: 'item-dropped',
        message: `hooks.PreToolUse[0].hooks[2]: Nested hooks deeper than one level are not supported. ${DASH} hook will be skipped`,
      },
    ]);
    expect(config.files).toEqual([{ file, status: 'loaded', hooks: 3 }]);
  });

  it('drop (cloud-docs): a group is dropped as a command with no command', async () => {
    const config = await loadHookConfig('test/fixtures/config/claude-nested', PROFILES['cloud-docs']);
    expect(config.entries.map((e) => e.bash)).toEqual(['./hooks/flat.sh']);
    expect(summary(config)).toEqual([dropped('hooks.PreToolUse[0]', EXEC_OR_SHELL)]);
  });

  it('a group with an invalid matcher or non-array hooks is dropped as one item', async () => {
    const config = await loadOne({
      hooks: {
        PreToolUse: [
          { matcher: '', hooks: [{ command: 'a' }] },
          { matcher: 'Bash', hooks: { command: 'b' } },
        ],
        sessionStart: [{ matcher: 'x', hooks: [{ command: 'c' }] }],
      },
    });
    expect(summary(config)).toEqual([
      dropped('hooks.PreToolUse[0].matcher', 'matcher cannot be empty'),
      dropped('hooks.PreToolUse[1]', 'hooks has the wrong type'),
      ['matcher-ignored', 'warning', "Matcher 'x' has no effect on sessionStart: the hook runs every time"],
    ]);
    expect(config.entries.map((e) => [e.command, e.matcher])).toEqual([['c', 'x']]);
  });
});

describe('disableAllHooks in a hook file (R217, R218; runtime-behaviour.md §13)', () => {
  it('true: entries kept as disabled, status disabled, info file-disabled; other files unaffected (R217)', async () => {
    const config = await loadFiles({
      '.github/hooks/a.json':
        '{\n  "version": 1,\n  "disableAllHooks": true,\n  "hooks": {"sessionStart": [{"bash": "a"}]}\n}',
      '.github/hooks/b.json': { version: 1, hooks: { sessionStart: [{ bash: 'b' }] } },
    });
    expect(config.files).toEqual([
      { file: '.github/hooks/b.json', status: 'loaded', hooks: 1 },
      { file: A, status: 'disabled', hooks: 1 },
    ]);
    expect(config.entries.map((e) => [e.bash, e.disabled])).toEqual([
      ['b', undefined],
      ['a', true],
    ]);
    expect(config.diagnostics).toEqual([
      {
        file: A,
        line: 3,
        column: 3,
        severity: 'info',
        code: 'file-disabled',
        message: `disableAllHooks is true: the hooks of ${A} are skipped`,
      },
    ]);
  });

  it('a disabled file is still validated: a broken one reports as rejected, bad items still warn', async () => {
    const broken = await loadOne({ disableAllHooks: true, version: 2, hooks: {} });
    expect(broken.files[0]?.status).toBe('rejected');
    expect(only(broken, 'file-disabled')).toEqual([]);
    const items = await loadOne({ disableAllHooks: true, hooks: { sessionStart: [{}, { bash: 'x' }] } });
    expect(items.files[0]).toEqual({ file: A, status: 'disabled', hooks: 1 });
    expect(only(items, 'item-dropped')).toHaveLength(1);
  });

  it.each([false, 'true', 1, null])(
    'disableAllHooks %p does not disable (R218); non-booleans warn',
    async (value) => {
      const config = await loadOne({ disableAllHooks: value, hooks: { sessionStart: [{ bash: 'x' }] } });
      expect(config.files[0]?.status).toBe('loaded');
      expect(config.entries[0]?.disabled).toBeUndefined();
      const expected =
        value === false ? [] : [['disable-ignored', 'warning', 'disableAllHooks must be true or false']];
      expect(summary(config)).toEqual(expected);
    },
  );
});
