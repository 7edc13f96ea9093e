/**
 * What hooksim needs from the machine, in one table: the programs the namespace sandbox's drivers call, the
 * tools hooks commonly call (the cloud agent's runner image has them), and the tools hooksim's own test
 * suite uses. `hooksim setup`, the Action's install step and `.ci/run` all read this table.
 */

/** The system package managers setup knows; only apt-get is tested (on Debian 12). */
export type PackageManager = 'apt-get' | 'dnf' | 'apk' | 'pacman';

/** Why a requirement is there, which decides when setup installs it. */
export type RequirementGroup = 'sandbox' | 'hooks' | 'tests';

/** One program hooksim looks for, and the package that brings it on each package manager. */
export interface Requirement {
  /** The program, looked up on PATH (or at `file`). */
  command: string;
  /** An absolute path checked instead of PATH (Chromium is looked for where the tests launch it). */
  file?: string;
  group: RequirementGroup;
  /** Tests that need it skip without it (outside CI), so its absence leaves the machine ready. */
  optional?: true;
  /** What it is for, in a few words. */
  purpose: string;
  packages: Record<PackageManager, string>;
}

function everywhere(name: string): Record<PackageManager, string> {
  return { 'apt-get': name, dnf: name, apk: name, pacman: name };
}

/** The table. Order is the order of the report. */
export const REQUIREMENTS: readonly Requirement[] = [
  {
    command: 'bwrap',
    group: 'sandbox',
    purpose: 'the namespace sandbox',
    packages: everywhere('bubblewrap'),
  },
  {
    command: 'unshare',
    group: 'sandbox',
    purpose: 'the outer user, mount and network namespaces',
    packages: { 'apt-get': 'util-linux', dnf: 'util-linux', apk: 'util-linux-misc', pacman: 'util-linux' },
  },
  {
    command: 'mount',
    group: 'sandbox',
    purpose: 'the overlays of /workspace and the system directories',
    packages: { 'apt-get': 'mount', dnf: 'util-linux', apk: 'util-linux', pacman: 'util-linux' },
  },
  {
    command: 'ip',
    group: 'sandbox',
    purpose: "the sandbox's loopback",
    packages: { 'apt-get': 'iproute2', dnf: 'iproute', apk: 'iproute2', pacman: 'iproute2' },
  },
  {
    command: 'find',
    group: 'sandbox',
    purpose: 'the scan of system directories to mask',
    packages: { 'apt-get': 'findutils', dnf: 'findutils', apk: 'findutils', pacman: 'findutils' },
  },
  {
    command: 'git',
    group: 'sandbox',
    purpose: "the repository's copy in /workspace",
    packages: everywhere('git'),
  },
  {
    command: 'bash',
    group: 'sandbox',
    purpose: 'hooks (the cloud agent runs them with bash)',
    packages: everywhere('bash'),
  },
  {
    command: 'cc',
    group: 'sandbox',
    optional: true,
    purpose: "the sandbox's native programs (without them each sandbox starts Node)",
    packages: { 'apt-get': 'gcc', dnf: 'gcc', apk: 'build-base', pacman: 'gcc' },
  },
  {
    command: 'jq',
    group: 'hooks',
    purpose: "hooks' JSON (on the cloud agent's image)",
    packages: everywhere('jq'),
  },
  {
    command: 'curl',
    group: 'hooks',
    purpose: "hooks' HTTP (on the cloud agent's image)",
    packages: everywhere('curl'),
  },
  {
    command: 'chromium',
    file: '/usr/bin/chromium',
    group: 'tests',
    optional: true,
    purpose: 'the job summary rendered in a browser',
    packages: { 'apt-get': 'chromium', dnf: 'chromium', apk: 'chromium', pacman: 'chromium' },
  },
  {
    command: 'zsh',
    group: 'tests',
    optional: true,
    purpose: '`hooksim completion zsh` loaded by compinit',
    packages: everywhere('zsh'),
  },
  {
    command: 'xmllint',
    group: 'tests',
    purpose: 'JUnit reports checked against their schema',
    packages: { 'apt-get': 'libxml2-utils', dnf: 'libxml2', apk: 'libxml2-utils', pacman: 'libxml2' },
  },
  {
    command: 'openssl',
    group: 'tests',
    purpose: 'TLS checks of the firewall',
    packages: everywhere('openssl'),
  },
  {
    command: 'ps',
    group: 'tests',
    purpose: 'leftover-process checks',
    packages: { 'apt-get': 'procps', dnf: 'procps-ng', apk: 'procps', pacman: 'procps-ng' },
  },
];

/** The groups setup installs: the sandbox's and hooks' tools always, the test suite's with `--tests`. */
export function groupsFor(options: { tests?: boolean }): RequirementGroup[] {
  return options.tests ? ['sandbox', 'hooks', 'tests'] : ['sandbox', 'hooks'];
}
