import { describe, expect, it } from '@jest/globals';
import type { Casing, EventName } from '../src/events/catalogue.js';
import {
  compileMatcher,
  matcherFires,
  NODE_HAS_MODIFIER_GROUPS,
  usesClaudeFormat,
  type CompiledMatcher,
} from '../src/matchers.js';
import { PROFILES, PROFILE_NAMES, type ProfileName } from '../src/profiles.js';

/** Every runtime tool name of §10, mapped and unmapped. */
const TOOLS = [
  'bash',
  'powershell',
  'view',
  'create',
  'edit',
  'str_replace_editor',
  'apply_patch',
  'grep',
  'rg',
  'glob',
  'web_fetch',
  'web_search',
  'update_todo',
  'ask_user',
  'task',
  'read_bash',
  'write_bash',
  'stop_bash',
  'list_bash',
  'write',
  'multi_edit',
];

function compiled(
  event: EventName,
  casing: Casing,
  matcher: string | undefined,
  profile: ProfileName = 'cloud',
) {
  const result = compileMatcher(event, casing, matcher, PROFILES[profile]);
  if (!result.ok) throw new Error(`expected ${matcher} to load, got: ${result.message}`);
  return result.matcher;
}

/** The tools, out of TOOLS, an entry's matcher fires for. */
function firingTools(matcher: CompiledMatcher): string[] {
  return TOOLS.filter((tool) => matcherFires(matcher, tool));
}

function fires(
  event: EventName,
  casing: Casing,
  matcher: string,
  value: string,
  profile: ProfileName = 'cloud',
) {
  return matcherFires(compiled(event, casing, matcher, profile), value);
}

const itWithModifierGroups = NODE_HAS_MODIFIER_GROUPS ? it : it.skip;
const itWithoutModifierGroups = NODE_HAS_MODIFIER_GROUPS ? it.skip : it;

describe('native matchers: anchored, case-sensitive, runtime names (R144, R195, R199, §10)', () => {
  it.each(PROFILE_NAMES)(
    'bash|edit fires for exactly bash and edit on camelCase preToolUse (%s)',
    (profile) => {
      const matcher = compiled('preToolUse', 'camel', 'bash|edit', profile);
      expect(matcher.kind).toBe('native');
      expect(firingTools(matcher)).toEqual(['bash', 'edit']);
      expect(matcherFires(matcher, 'bash_x')).toBe(false);
      expect(matcherFires(matcher, 'xedit')).toBe(false);
    },
  );

  it('is anchored on both ends: ba does not match bash, .*bash matches read_bash', () => {
    expect(fires('preToolUse', 'camel', 'ba', 'bash')).toBe(false);
    expect(fires('preToolUse', 'camel', 'ash', 'bash')).toBe(false);
    expect(firingTools(compiled('preToolUse', 'camel', '.*bash'))).toEqual([
      'bash',
      'read_bash',
      'write_bash',
      'stop_bash',
      'list_bash',
    ]);
  });

  it.each(PROFILE_NAMES)('Bash never matches bash, Read never matches view, natively (%s)', (profile) => {
    for (const event of ['preToolUse', 'postToolUse', 'permissionRequest'] as const) {
      expect(firingTools(compiled(event, 'camel', 'Bash', profile))).toEqual([]);
      expect(firingTools(compiled(event, 'camel', 'Read', profile))).toEqual([]);
      expect(firingTools(compiled(event, 'camel', 'BASH', profile))).toEqual([]);
    }
  });

  it('no matcher fires for every value (R197)', () => {
    for (const profile of PROFILE_NAMES) {
      for (const casing of ['camel', 'pascal'] as const) {
        const matcher = compiled('preToolUse', casing, undefined, profile);
        expect(matcher.kind).toBe('all');
        expect(firingTools(matcher)).toEqual(TOOLS);
      }
    }
  });
});

describe('invalid native matchers drop the item at load (R196, R200, §3)', () => {
  it.each(PROFILE_NAMES)("'*' is an invalid regex natively (%s)", (profile) => {
    expect(compileMatcher('preToolUse', 'camel', '*', PROFILES[profile])).toEqual({
      ok: false,
      message: "Invalid matcher regex in preToolUse hook: '*'",
    });
    expect(compileMatcher('postToolUse', 'camel', '**', PROFILES[profile])).toEqual({
      ok: false,
      message: "Invalid matcher regex in postToolUse hook: '**'",
    });
  });

  it('unbalanced groups and classes are invalid; (?i)BASH is invalid', () => {
    for (const matcher of ['(', 'bash)', '[', '+bash', '(?i)BASH']) {
      expect(compileMatcher('preToolUse', 'camel', matcher, PROFILES.cloud)).toEqual({
        ok: false,
        message: `Invalid matcher regex in preToolUse hook: '${matcher}'`,
      });
    }
  });

  it('an invalid matcher on another matcher event names that event', () => {
    expect(compileMatcher('subagentStart', 'camel', '(', PROFILES.cloud)).toEqual({
      ok: false,
      message: "Invalid matcher regex in subagentStart hook: '('",
    });
  });
});

describe('regex dialect: JavaScript RegExp, no flags, no u (§10)', () => {
  it('lookahead and backreferences load and work', () => {
    const lookahead = compiled('preToolUse', 'camel', '(?=bash)\\w+');
    expect(lookahead.kind).toBe('native');
    expect(firingTools(lookahead)).toEqual(['bash']);
    const backreference = compiled('preToolUse', 'camel', '(b)ash\\1?');
    expect(firingTools(backreference)).toEqual(['bash']);
    expect(matcherFires(backreference, 'bashb')).toBe(true);
  });

  it('\\p{L}+ and [[:alpha:]]+ load but never match bash (no u flag, no POSIX classes)', () => {
    for (const pattern of ['\\p{L}+', '[[:alpha:]]+']) {
      const matcher = compiled('preToolUse', 'camel', pattern);
      expect(matcher.kind).toBe('native');
      expect(firingTools(matcher)).toEqual([]);
    }
  });

  itWithModifierGroups(
    'modifier groups load and apply: (?i:BASH) and (?-i:bash) match bash (Node 24)',
    () => {
      expect(fires('preToolUse', 'camel', '(?i:BASH)', 'bash')).toBe(true);
      expect(fires('preToolUse', 'camel', '(?-i:bash)', 'bash')).toBe(true);
      expect(fires('preToolUse', 'camel', '(?-i:bash)', 'BASH')).toBe(false);
    },
  );

  itWithoutModifierGroups(
    'modifier groups: loaded but never fire, matcher-unsupported-here (Node 20, §3)',
    () => {
      for (const pattern of ['(?i:BASH)', '(?-i:bash)', '(?ims:x)|bash']) {
        const result = compileMatcher('preToolUse', 'camel', pattern, PROFILES.cloud);
        expect(result).toEqual({
          ok: true,
          matcher: {
            kind: 'unsupportedHere',
            message: `Matcher '${pattern}' uses RegExp modifier groups, which Copilot accepts but Node ${process.versions.node} does not; run hooksim on Node 24`,
          },
        });
        expect(result.ok && firingTools(result.matcher)).toEqual([]);
      }
    },
  );

  // A plain non-capturing group `(?:` has no flags, so an unbalanced one is just an invalid regex on any Node.
  it("'(?:bash' is an invalid regex, not a modifier group (§3, §10)", () => {
    expect(compileMatcher('preToolUse', 'camel', '(?:bash', PROFILES.cloud)).toEqual({
      ok: false,
      message: "Invalid matcher regex in preToolUse hook: '(?:bash'",
    });
  });
});

describe('empty matcher per emptyMatcher (§3, R202)', () => {
  const events: Array<[EventName, Casing]> = [
    ['preToolUse', 'camel'],
    ['preToolUse', 'pascal'],
    ['postToolUse', 'pascal'],
    ['subagentStart', 'camel'],
    ['agentStop', 'camel'],
  ];

  it.each(['cloud', 'cli'] as const)("reject: 'matcher cannot be empty' in both casings (%s)", (profile) => {
    for (const [event, casing] of events) {
      expect(compileMatcher(event, casing, '', PROFILES[profile])).toEqual({
        ok: false,
        message: 'matcher cannot be empty',
      });
    }
  });

  it.each(['cloud-docs', 'cli-docs'] as const)(
    'matchAll: fires for every tool in both casings (%s)',
    (profile) => {
      for (const [event, casing] of events) {
        const matcher = compiled(event, casing, '', profile);
        expect(matcher.kind).toBe('all');
        expect(firingTools(matcher)).toEqual(TOOLS);
      }
    },
  );
});

describe('Claude format on PascalCase PreToolUse (R201-R206, §10)', () => {
  it.each(PROFILE_NAMES)('* and ** fire for every tool (%s)', (profile) => {
    for (const pattern of ['*', '**']) {
      const matcher = compiled('preToolUse', 'pascal', pattern, profile);
      expect(matcher.kind).toBe('all');
      expect(firingTools(matcher)).toEqual(TOOLS);
    }
  });

  it.each(PROFILE_NAMES)(
    'literal Bash fires for bash and powershell; literal bash for bash (%s)',
    (profile) => {
      expect(compiled('preToolUse', 'pascal', 'Bash', profile).kind).toBe('claudeLiteral');
      expect(firingTools(compiled('preToolUse', 'pascal', 'Bash', profile))).toEqual(['bash', 'powershell']);
      expect(firingTools(compiled('preToolUse', 'pascal', 'bash', profile))).toEqual(['bash']);
    },
  );

  it('Edit|Write fires for create and every Edit tool, not for bash', () => {
    expect(firingTools(compiled('preToolUse', 'pascal', 'Edit|Write'))).toEqual([
      'create',
      'edit',
      'str_replace_editor',
      'apply_patch',
    ]);
  });

  it('Task and Agent fire for task; Read and view fire for view', () => {
    expect(firingTools(compiled('preToolUse', 'pascal', 'Task'))).toEqual(['task']);
    expect(firingTools(compiled('preToolUse', 'pascal', 'Agent'))).toEqual(['task']);
    expect(firingTools(compiled('preToolUse', 'pascal', 'Read'))).toEqual(['view']);
    expect(firingTools(compiled('preToolUse', 'pascal', 'view'))).toEqual(['view']);
    expect(firingTools(compiled('preToolUse', 'pascal', 'Read|Grep|Glob'))).toEqual([
      'view',
      'grep',
      'rg',
      'glob',
    ]);
  });

  it('literal tokens are case-sensitive: BASH and read fire for nothing', () => {
    expect(firingTools(compiled('preToolUse', 'pascal', 'BASH'))).toEqual([]);
    expect(firingTools(compiled('preToolUse', 'pascal', 'read'))).toEqual([]);
  });

  it('a regex is tested against the Claude name: E.*|view never fires for view, B.* fires for bash, b.* does not', () => {
    const matcher = compiled('preToolUse', 'pascal', 'E.*|view');
    expect(matcher.kind).toBe('claudeRegex');
    expect(firingTools(matcher)).toEqual(['edit', 'str_replace_editor', 'apply_patch']);
    expect(firingTools(compiled('preToolUse', 'pascal', 'B.*'))).toEqual(['bash', 'powershell']);
    expect(firingTools(compiled('preToolUse', 'pascal', 'b.*'))).toEqual([]);
  });

  it('a regex is tested against the runtime name for unmapped tools (R206)', () => {
    expect(firingTools(compiled('preToolUse', 'pascal', 'read_.*'))).toEqual(['read_bash']);
    expect(firingTools(compiled('preToolUse', 'pascal', 'read_bash|write'))).toEqual(['read_bash', 'write']);
  });

  itWithModifierGroups('(?i:read) fires for view (its Claude name Read), Node 24', () => {
    const matcher = compiled('preToolUse', 'pascal', '(?i:read)');
    expect(matcher.kind).toBe('claudeRegex');
    expect(firingTools(matcher)).toEqual(['view']);
  });

  itWithoutModifierGroups('(?i:read) loads as unsupportedHere and never fires, Node 20', () => {
    const matcher = compiled('preToolUse', 'pascal', '(?i:read)');
    expect(matcher.kind).toBe('unsupportedHere');
    expect(firingTools(matcher)).toEqual([]);
  });

  it('an invalid Claude regex drops the item with the event named in camelCase', () => {
    expect(compileMatcher('preToolUse', 'pascal', 'Bash(', PROFILES.cloud)).toEqual({
      ok: false,
      message: "Invalid matcher regex in preToolUse hook: 'Bash('",
    });
  });
});

describe('Claude-only and Claude-permission matchers never fire (§10)', () => {
  it.each(['MultiEdit', 'NotebookEdit', 'LS', 'Edit | Write', 'Bash(git:*)', 'Bash(npm run *)'])(
    '%s fires for no runtime tool, either casing, any profile',
    (pattern) => {
      for (const profile of PROFILE_NAMES) {
        for (const casing of ['camel', 'pascal'] as const) {
          const result = compileMatcher('preToolUse', casing, pattern, PROFILES[profile]);
          // Loading or being dropped are both "never fires"; neither may fire for a real tool.
          if (result.ok) expect(firingTools(result.matcher)).toEqual([]);
        }
      }
    },
  );

  it('Edit | Write and Bash(git:*) fall into regex mode under Claude format', () => {
    expect(compiled('preToolUse', 'pascal', 'Edit | Write').kind).toBe('claudeRegex');
    expect(compiled('preToolUse', 'pascal', 'Bash(git:*)').kind).toBe('claudeRegex');
    expect(compiled('preToolUse', 'pascal', 'MultiEdit').kind).toBe('claudeLiteral');
  });
});

describe('PascalCase PostToolUse per pascalPostToolMatcher (§10, Q10)', () => {
  it.each(['cloud', 'cli'] as const)('claude: Bash, bash, * and B.* fire for bash (%s)', (profile) => {
    expect(usesClaudeFormat('postToolUse', 'pascal', PROFILES[profile])).toBe(true);
    for (const pattern of ['Bash', 'bash', '*', 'B.*']) {
      expect(fires('postToolUse', 'pascal', pattern, 'bash', profile)).toBe(true);
    }
    expect(fires('postToolUse', 'pascal', 'Read', 'view', profile)).toBe(true);
  });

  it.each(['cloud-docs', 'cli-docs'] as const)(
    'native: only the runtime name matches, * is invalid (%s)',
    (profile) => {
      expect(usesClaudeFormat('postToolUse', 'pascal', PROFILES[profile])).toBe(false);
      expect(fires('postToolUse', 'pascal', 'bash', 'bash', profile)).toBe(true);
      expect(fires('postToolUse', 'pascal', 'Bash', 'bash', profile)).toBe(false);
      expect(fires('postToolUse', 'pascal', 'B.*', 'bash', profile)).toBe(false);
      expect(compileMatcher('postToolUse', 'pascal', '*', PROFILES[profile])).toEqual({
        ok: false,
        message: "Invalid matcher regex in postToolUse hook: '*'",
      });
    },
  );

  it.each(PROFILE_NAMES)('camelCase postToolUse is always native (%s)', (profile) => {
    expect(usesClaudeFormat('postToolUse', 'camel', PROFILES[profile])).toBe(false);
    expect(fires('postToolUse', 'camel', 'Bash', 'bash', profile)).toBe(false);
    expect(fires('postToolUse', 'camel', 'bash', 'bash', profile)).toBe(true);
  });
});

describe('PascalCase PermissionRequest uses Claude format in every profile (R186, R201)', () => {
  it.each(PROFILE_NAMES)('Bash fires for bash, * for everything (%s)', (profile) => {
    expect(usesClaudeFormat('permissionRequest', 'pascal', PROFILES[profile])).toBe(true);
    expect(firingTools(compiled('permissionRequest', 'pascal', 'Bash', profile))).toEqual([
      'bash',
      'powershell',
    ]);
    expect(firingTools(compiled('permissionRequest', 'pascal', '*', profile))).toEqual(TOOLS);
    expect(firingTools(compiled('permissionRequest', 'camel', 'Bash', profile))).toEqual([]);
  });
});

describe('matcher targets other than toolName are native (R163, R179, R194, R198)', () => {
  it.each(['camel', 'pascal'] as const)('subagentStart tests agentName (%s)', (casing) => {
    expect(usesClaudeFormat('subagentStart', casing, PROFILES.cloud)).toBe(false);
    const matcher = compiled('subagentStart', casing, 'explore|code-review');
    expect(matcher.kind).toBe('native');
    expect(matcherFires(matcher, 'explore')).toBe(true);
    expect(matcherFires(matcher, 'code-review')).toBe(true);
    expect(matcherFires(matcher, 'Explore')).toBe(false);
    expect(matcherFires(matcher, 'explorer')).toBe(false);
  });

  it.each(['camel', 'pascal'] as const)('preCompact tests trigger (%s)', (casing) => {
    expect(fires('preCompact', casing, 'auto', 'auto')).toBe(true);
    expect(fires('preCompact', casing, 'manual', 'auto')).toBe(false);
  });

  it.each(['camel', 'pascal'] as const)('notification tests notification_type (%s)', (casing) => {
    const matcher = compiled('notification', casing, 'shell_.*', 'cli');
    expect(matcherFires(matcher, 'shell_completed')).toBe(true);
    expect(matcherFires(matcher, 'shell_detached_completed')).toBe(true);
    expect(matcherFires(matcher, 'agent_idle')).toBe(false);
  });
});

describe('matchers on events without a target are ignored: fire for everything (R198, §10, Q10)', () => {
  const events: EventName[] = [
    'postToolUseFailure',
    'agentStop',
    'subagentStop',
    'sessionStart',
    'sessionEnd',
    'userPromptSubmitted',
    'userPromptTransformed',
    'errorOccurred',
  ];

  it.each(PROFILE_NAMES)('kind ignored in both casings (%s)', (profile) => {
    for (const event of events) {
      for (const casing of ['camel', 'pascal'] as const) {
        const matcher = compiled(event, casing, 'bash', profile);
        expect(matcher.kind).toBe('ignored');
        expect(matcherFires(matcher, 'edit')).toBe(true);
        expect(matcherFires(matcher, undefined)).toBe(true);
      }
    }
  });

  it('a PascalCase PostToolUseFailure matcher naming a Claude tool still fires for every tool', () => {
    expect(firingTools(compiled('postToolUseFailure', 'pascal', 'Bash'))).toEqual(TOOLS);
    expect(firingTools(compiled('postToolUseFailure', 'camel', 'view'))).toEqual(TOOLS);
  });
});
