/**
 * What this machine has of the requirements table: programs found where the sandbox looks for them, the
 * package manager, root or sudo, and whether the namespace sandbox starts. Reading only; installing is
 * install.ts.
 */
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { SANDBOX_PATH } from '../sandbox/environment.js';
import {
  REQUIREMENTS,
  type PackageManager,
  type Requirement,
  type RequirementGroup,
} from './requirements.js';

/** Whether `file` exists and may be executed (a synchronous check: a few of them start every sandbox). */
export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The absolute path of `name` on the sandbox's fixed PATH (never the user's), or undefined. Checked
 * synchronously: each sandbox start looks for its programs, and an awaited check per directory on a busy
 * main thread took 9 ms to answer (`fire`, README "Issue 15").
 */
export async function findOnPath(name: string): Promise<string | undefined> {
  return SANDBOX_PATH.split(':')
    .map((dir) => path.join(dir, name))
    .find(isExecutable);
}

/** Where a requirement is on this machine, or undefined. */
export async function locate(requirement: Requirement): Promise<string | undefined> {
  if (requirement.file === undefined) return findOnPath(requirement.command);
  return isExecutable(requirement.file) ? requirement.file : undefined;
}

/** One requirement and where it was found. */
export interface RequirementState {
  requirement: Requirement;
  found?: string;
}

/** The requirements of `groups` and where each was found. */
export async function checkRequirements(groups: readonly RequirementGroup[]): Promise<RequirementState[]> {
  const wanted = REQUIREMENTS.filter((r) => groups.includes(r.group));
  return Promise.all(
    wanted.map(async (requirement) => {
      const found = await locate(requirement);
      return found === undefined ? { requirement } : { requirement, found };
    }),
  );
}

/** The sandbox's programs that are missing (empty when all are there); optional ones (the C compiler) aside. */
export async function missingSandboxPrograms(): Promise<Requirement[]> {
  const states = await checkRequirements(['sandbox']);
  return states.filter((s) => s.found === undefined && !s.requirement.optional).map((s) => s.requirement);
}

const MANAGERS: readonly PackageManager[] = ['apt-get', 'dnf', 'apk', 'pacman'];

/** The first package manager found, in the order apt-get, dnf, apk, pacman. */
export async function detectPackageManager(): Promise<PackageManager | undefined> {
  for (const manager of MANAGERS) if (await findOnPath(manager)) return manager;
  return undefined;
}

/** How setup may gain root: already root, through sudo, or not at all. */
export type Privilege = 'root' | 'sudo' | 'none';

/** Root, sudo on PATH, or neither. */
export async function detectPrivilege(): Promise<Privilege> {
  if (process.getuid?.() === 0) return 'root';
  return (await findOnPath('sudo')) ? 'sudo' : 'none';
}
