/**
 * A hook that exits 127 ran a program this machine does not have. The cloud agent runs on GitHub's ubuntu-24.04
 * runner image, which has far more than a laptop (python, gh, az, …), so "command not found" here may be a
 * laptop's gap, not the hook's bug: the record says which.
 */
import { RUNNER_IMAGE, RUNNER_IMAGE_PROGRAMS } from '../data/runner-image.js';
import type { HookRecord } from '../model.js';

// `bash: line 1: python: command not found` and `/usr/bin/env: 'python': No such file or directory`
// (a shebang through env); a path (`./nope.sh: No such file or directory`) is a missing file, not a program.
const NOT_FOUND = [
  /(?:^|[\s:])([A-Za-z0-9_][A-Za-z0-9_.+-]*): command not found/m,
  /\benv: ['‘"]?([A-Za-z0-9_][A-Za-z0-9_.+-]*)['’"]?: No such file or directory/m,
];

/** The program a failed hook could not find, from its exit status and stderr; undefined when none. */
export function missingProgramOf(exitCode: number | null | undefined, stderr: string): string | undefined {
  if (exitCode !== 127) return undefined;
  for (const pattern of NOT_FOUND) {
    const name = pattern.exec(stderr)?.[1];
    if (name !== undefined) return name;
  }
  return undefined;
}

/** What a hook record says about its missing program. */
export function missingProgramNote(missing: NonNullable<HookRecord['missingProgram']>): string {
  return missing.inCloudImage
    ? `${missing.name} is not on this machine; the cloud agent's image (${RUNNER_IMAGE}) has it, so this hook finds it there`
    : `${missing.name} is not on this machine, and not in the cloud agent's image (${RUNNER_IMAGE}) either: install it in the hook or in copilot-setup-steps.yml`;
}

/** The record's `missingProgram` for a run that exited 127 for want of a program. */
export function describeMissingProgram(
  exitCode: number | null | undefined,
  stderr: string,
): HookRecord['missingProgram'] {
  const name = missingProgramOf(exitCode, stderr);
  return name === undefined ? undefined : { name, inCloudImage: RUNNER_IMAGE_PROGRAMS.has(name) };
}
