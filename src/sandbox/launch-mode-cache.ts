/**
 * The launch mode (namespace-launch.ts) remembered across processes, so that `fire` starts one sandbox, not
 * a probe and then the sandbox (issue 15). Kept per uid in the user's cache directory and valid for one boot
 * and kernel; a start that fails with a remembered mode forgets it and probes again (namespace.ts). `hooksim
 * setup --check` always probes.
 */
import { readFileSync, readlinkSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { release } from 'node:os';
import path from 'node:path';
import { hooksimCacheDir } from '../cache-dir.js';
import { missingSandboxPrograms } from '../setup/machine.js';
import { detectLaunchMode, type LaunchMode } from './namespace-launch.js';

/** A launch mode and whether it came from the cache (then a failed start should probe again). */
export interface RememberedMode {
  mode: LaunchMode;
  remembered: boolean;
}

function cacheFile(): string {
  return path.join(hooksimCacheDir(), `launch-mode-${process.getuid?.() ?? 0}.json`);
}

/** The first line of a /proc file, or '' where it cannot be read. */
function procLine(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n')[0]?.trim() ?? '';
  } catch {
    return '';
  }
}

/**
 * What the remembered mode is valid for: this boot, this kernel, this uid, this user namespace and its limit on
 * new ones (a container or `unshare` that forbids them is another machine as far as the sandbox goes), and
 * AppArmor's switch for unprivileged ones.
 */
function validity(): string {
  let userNamespace = '';
  try {
    userNamespace = readlinkSync('/proc/self/ns/user');
  } catch {
    // no namespace link: the rest alone
  }
  return [
    process.getuid?.() ?? 0,
    release(),
    procLine('/proc/sys/kernel/random/boot_id'),
    userNamespace,
    procLine('/proc/sys/user/max_user_namespaces'),
    procLine('/proc/sys/kernel/apparmor_restrict_unprivileged_userns'),
    procLine('/proc/sys/kernel/unprivileged_userns_clone'),
  ].join(' ');
}

function isMode(value: unknown): value is LaunchMode {
  const mode = value as Partial<LaunchMode> | undefined;
  if (mode === undefined || mode === null || typeof mode.nested !== 'boolean') return false;
  // Root never goes through sudo (namespace-launch.ts tries sudo only for a user).
  if (mode.privilege === 'sudo') return process.getuid?.() !== 0;
  return mode.privilege === 'none';
}

let remembered: Promise<RememberedMode> | undefined;

/** The remembered mode's file as text, or undefined where it cannot be read. */
function readCacheFile(): string | undefined {
  try {
    return readFileSync(cacheFile(), 'utf8');
  } catch {
    return undefined;
  }
}

/** The launch mode: remembered from an earlier process of this boot, else probed (and remembered). */
export function rememberedLaunchMode(runDir: string): Promise<RememberedMode> {
  remembered ??= (async (): Promise<RememberedMode> => {
    // A program removed since (bubblewrap uninstalled): the probe says so, as it always did.
    // Read synchronously: a small file on the first sandbox's way, which through the thread pool waited its
    // turn on a main thread busy loading the command (3 to 5 ms of a `fire`).
    const text = (await missingSandboxPrograms()).length > 0 ? undefined : readCacheFile();
    if (text !== undefined) {
      try {
        const saved = JSON.parse(text) as { validity?: unknown; mode?: unknown };
        if (saved.validity === validity() && isMode(saved.mode))
          return { mode: { privilege: saved.mode.privilege, nested: saved.mode.nested }, remembered: true };
      } catch {
        // unreadable: probe
      }
    }
    const mode = await detectLaunchMode(runDir);
    await mkdir(path.dirname(cacheFile()), { recursive: true })
      .then(() => writeFile(cacheFile(), JSON.stringify({ validity: validity(), mode }), { mode: 0o600 }))
      .catch(() => undefined);
    return { mode, remembered: false };
  })();
  remembered.catch(() => (remembered = undefined));
  return remembered;
}

/** Forget the remembered mode (a start with it failed); the next call probes. */
export async function forgetLaunchMode(): Promise<void> {
  remembered = undefined;
  await rm(cacheFile(), { force: true });
}
