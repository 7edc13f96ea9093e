/**
 * Load a repository's hook configuration under a profile: discovery, parsing, validation, settings-file
 * rules (runtime-behaviour.md §2, §3, §13). Never throws for a bad file: every problem is a diagnostic.
 */
import { readFileSync } from 'node:fs';
import { readlink } from 'node:fs/promises';
import { confinedRealpath, isRefused } from '../confined-paths.js';
import { diagnostic, type Diagnostic } from '../diagnostics.js';
import type { HookConfig, HookEntry, LoadedFile } from '../model.js';
import type { Profile } from '../profiles.js';
import { readHttpSwitches, type HttpSwitches } from '../runners/http-url.js';
import { discoverHookSources, type DiscoveredSource, type DiscoveryOptions } from './discover.js';
import { parseJsonSource } from './json-source.js';
import { validateHookText, type HookFileRole, type ValidatedFile } from './validate.js';

/** Where user and policy sources live, and the agent environment that feeds the HTTP URL switches. */
export interface LoadOptions extends DiscoveryOptions {
  agentEnv?: Record<string, string>;
}

interface LoadedSource {
  source: DiscoveredSource;
  result: ValidatedFile;
}

const SETTINGS_KINDS = new Set<DiscoveredSource['kind']>([
  'userSettings',
  'copilotSettings',
  'claudeSettings',
]);
const REPO_KINDS = new Set<DiscoveredSource['kind']>(['repoHooks', 'copilotSettings', 'claudeSettings']);

/** Discover, parse and validate every hook configuration file of a repository under a profile. */
export async function loadHookConfig(
  repoDir: string,
  profile: Profile,
  options: LoadOptions = {},
): Promise<HookConfig> {
  const discovery = await discoverHookSources(repoDir, profile, options);
  const switches = readHttpSwitches(options.agentEnv ?? {});
  const diagnostics: Diagnostic[] = [...discovery.diagnostics];
  for (const notes of await Promise.all(discovery.unreadSettings.map(unreadSettingsNotes))) {
    diagnostics.push(...notes);
  }

  // Read and validate in parallel (a repository may hold hundreds of files); results keep discovery order.
  const results = await Promise.all(discovery.sources.map((source) => loadSource(source, profile, switches)));
  const loaded: LoadedSource[] = [];
  for (const [i, source] of discovery.sources.entries()) {
    const result = results[i] as ValidatedFile;
    // A settings file without hooks or disableAllHooks is no hook source at all.
    if (SETTINGS_KINDS.has(source.kind) && result.status !== 'rejected' && result.hookSettings.length === 0)
      continue;
    loaded.push({ source, result });
    diagnostics.push(...result.diagnostics);
  }
  diagnostics.push(...applySettingsDisable(loaded, profile));
  diagnostics.push(...promptModeGateNote(loaded, profile));

  const files: LoadedFile[] = loaded.map(({ source, result }) => ({
    file: source.file,
    status: result.status,
    hooks: result.entries.length,
  }));
  const entries: HookEntry[] = loaded.flatMap(({ result }) => result.entries);
  return { files, entries, diagnostics };
}

function roleOf(source: DiscoveredSource): HookFileRole {
  if (source.kind === 'policy') return 'policy';
  return SETTINGS_KINDS.has(source.kind) ? 'inline' : 'hookFile';
}

function rejectedFile(source: DiscoveredSource, message: string): ValidatedFile {
  return {
    status: 'rejected',
    entries: [],
    diagnostics: [diagnostic(source.file, undefined, 'error', 'file-rejected', message)],
    disableAllHooks: false,
    hookSettings: [],
  };
}

async function loadSource(
  source: DiscoveredSource,
  profile: Profile,
  switches: HttpSwitches,
): Promise<ValidatedFile> {
  if (
    isRefused(await confinedRealpath(source.root, source.path, { workspace: REPO_KINDS.has(source.kind) }))
  ) {
    // Only the link as written is shown: the target's content, or even whether it exists, is not told.
    const target = await readlink(source.path).catch(() => undefined);
    return rejectedFile(
      source,
      `Not read: the file does not resolve to a file inside the repository that /workspace shows${target === undefined ? '' : ` (it links to '${target}')`}; hooksim reads only those (nothing outside the repository, under .git, git-ignored or in a nested checkout; the cloud agent would read that path on its own machine)`,
    );
  }
  let text: string;
  try {
    text = readFileSync(source.path, 'utf8');
  } catch (error) {
    // Errors from node:fs may come from another realm (jest vm modules), so read `message` structurally.
    const reason =
      typeof error === 'object' && error !== null && 'message' in error
        ? String(error.message)
        : String(error);
    return rejectedFile(source, `Cannot read the file: ${reason}`);
  }
  return validateHookText(text, {
    file: source.file,
    fileDir: source.fileDir,
    profile,
    switches,
    role: roleOf(source),
  });
}

/**
 * `disableAllHooks: true` in `.github/copilot/settings*.json` skips every hook except policy hooks under
 * `surface=cli`; in `.claude/settings*.json` and user settings it has no effect (runtime-behaviour.md §13).
 */
function applySettingsDisable(loaded: LoadedSource[], profile: Profile): Diagnostic[] {
  const notes: Diagnostic[] = [];
  let disabledBy: string | undefined;
  for (const { source, result } of loaded) {
    if (!SETTINGS_KINDS.has(source.kind) || !result.disableAllHooks) continue;
    const key = result.hookSettings.find((property) => property.key === 'disableAllHooks');
    const position = key?.position;
    if (source.kind === 'copilotSettings' && profile.surface === 'cli') {
      disabledBy ??= source.file;
      notes.push(
        diagnostic(
          source.file,
          position,
          'info',
          'all-hooks-disabled',
          `disableAllHooks is true in ${source.file}: every hook except policy hooks is skipped`,
        ),
      );
    } else {
      notes.push(
        diagnostic(
          source.file,
          position,
          'info',
          'settings-ignored',
          `disableAllHooks in ${source.file} has no effect; only .github/copilot/settings.json and settings.local.json disable hooks`,
        ),
      );
    }
  }
  if (disabledBy === undefined) return notes;
  for (const item of loaded) {
    if (item.source.kind === 'policy' || item.result.status === 'rejected') continue;
    item.result = {
      ...item.result,
      status: 'disabled',
      entries: item.result.entries.map((entry) => ({ ...entry, disabled: true })),
    };
  }
  return notes;
}

/** Info `settings-ignored` for a repository settings file the profile does not read, when it holds hooks. */
async function unreadSettingsNotes(source: DiscoveredSource): Promise<Diagnostic[]> {
  let text: string;
  if (isRefused(await confinedRealpath(source.root, source.path))) return [];
  try {
    text = readFileSync(source.path, 'utf8');
  } catch {
    return [];
  }
  const parsed = parseJsonSource(text);
  if (!parsed.ok || parsed.source.root.type !== 'object') return [];
  const keys = parsed.source.root.properties.filter((p) => p.key === 'hooks' || p.key === 'disableAllHooks');
  const first = keys[0];
  if (!first) return [];
  const names = [...new Set(keys.map((p) => `"${p.key}"`))];
  return [
    diagnostic(
      source.file,
      parsed.source.positionAt(first.keyOffset),
      'info',
      'settings-ignored',
      `Copilot cloud agent does not load ${source.file}: its ${names.join(' and ')} ${names.length > 1 ? 'have' : 'has'} no effect`,
    ),
  ];
}

/** cli profiles assume the folder-trust gate of `copilot -p` is open (runtime-behaviour.md §2). */
function promptModeGateNote(loaded: LoadedSource[], profile: Profile): Diagnostic[] {
  if (profile.surface !== 'cli') return [];
  const repoFile = loaded.find(
    ({ source, result }) => REPO_KINDS.has(source.kind) && result.entries.length > 0,
  );
  if (!repoFile) return [];
  return [
    diagnostic(
      repoFile.source.file,
      undefined,
      'info',
      'prompt-mode-gate',
      'copilot -p loads repository hooks only in a trusted folder (--trust-folder, COPILOT_ALLOW_ALL=true or ' +
        'GITHUB_COPILOT_PROMPT_MODE_REPO_HOOKS=true); hooksim assumes the folder is trusted',
    ),
  ];
}
