/**
 * `hooksim setup`: check what the namespace sandbox (and, with `--tests`, hooksim's own test suite) needs
 * on this machine, and install what is missing with the system's package manager, as `playwright
 * install-deps` does for browsers. `--check` only reports; `--dry-run` prints the commands.
 */
import { ensureRunDir } from '../sandbox/cleanup.js';
import { locateAgentDir, SandboxUnavailableError } from '../sandbox/namespace.js';
import {
  buildNativePrograms,
  nativeProgramsState,
  type NativeProgramsState,
} from '../sandbox/native-programs.js';
import { detectLaunchMode } from '../sandbox/namespace-launch.js';
import { installCommands, packagesFor, runInstall, showCommand } from '../setup/install.js';
import {
  checkRequirements,
  detectPackageManager,
  detectPrivilege,
  type Privilege,
  type RequirementState,
} from '../setup/machine.js';
import { groupsFor, type PackageManager } from '../setup/requirements.js';

/** Whether the namespace sandbox starts here, or why not (not tried while its programs are missing). */
export type NamespaceState = { ok: true } | { ok: false; reason: string } | { ok: 'untried' };

/** What setup found on this machine. */
export interface MachineReport {
  states: RequirementState[];
  manager?: PackageManager;
  privilege: Privilege;
  namespaces: NamespaceState;
  /** The sandbox's native programs: built, buildable, or why not (optional: agent.cjs and a script stand in). */
  agent: NativeProgramsState;
  /** The package-manager commands that install what is missing (empty when nothing is, or none is known). */
  commands: string[][];
  ready: boolean;
  /** Whether `--tests` was asked: the fix command repeats it. */
  tests: boolean;
}

/** Options of setupMachine. */
export interface SetupOptions {
  check?: boolean;
  dryRun?: boolean;
  tests?: boolean;
  /** `non-interactive` (the Action) runs `sudo -n`. */
  sudo?: 'interactive' | 'non-interactive';
  onOutput?: (text: string) => void;
}

async function probeNamespaces(states: RequirementState[]): Promise<NamespaceState> {
  const sandboxMissing = states.some(
    (s) => s.requirement.group === 'sandbox' && s.found === undefined && !s.requirement.optional,
  );
  if (sandboxMissing) return { ok: 'untried' };
  try {
    await detectLaunchMode(ensureRunDir());
    return { ok: true };
  } catch (error) {
    if (!(error instanceof SandboxUnavailableError)) throw error;
    return { ok: false, reason: error.message };
  }
}

/** Read the machine: every requirement of the groups asked, the package manager, and a sandbox probe. */
export async function inspectMachine(
  options: Pick<SetupOptions, 'tests' | 'sudo'> = {},
): Promise<MachineReport> {
  const tests = options.tests ?? false;
  const [states, manager, privilege] = await Promise.all([
    checkRequirements(groupsFor({ tests })),
    detectPackageManager(),
    detectPrivilege(),
  ]);
  const missing = states.filter((s) => s.found === undefined).map((s) => s.requirement);
  const commands =
    manager === undefined
      ? []
      : installCommands(manager, packagesFor(manager, missing), privilege, options.sudo);
  const [namespaces, agent] = await Promise.all([
    probeNamespaces(states),
    nativeProgramsState(locateAgentDir()),
  ]);
  const ready = missing.every((r) => r.optional) && namespaces.ok === true;
  return { states, ...(manager ? { manager } : {}), privilege, namespaces, agent, commands, ready, tests };
}

/** The report with the native programs built (when a compiler is there). */
async function withAgentBuilt(report: MachineReport): Promise<MachineReport> {
  return { ...report, agent: await buildNativePrograms(locateAgentDir()) };
}

/** What `hooksim setup` did: the report before, the commands it ran, the report after (when it ran any). */
export interface SetupOutcome {
  before: MachineReport;
  ran: string[][];
  after?: MachineReport;
  /** Why installing could not be done or failed. */
  error?: string;
}

/** Check, and unless `check` or `dryRun`, install what is missing and check again. */
export async function setupMachine(options: SetupOptions = {}): Promise<SetupOutcome> {
  const before = await inspectMachine(options);
  const missing = before.states.filter((s) => s.found === undefined);
  if (options.check || options.dryRun) return { before, ran: [] };
  if (missing.length === 0) return { before: await withAgentBuilt(before), ran: [] };
  if (before.manager === undefined) {
    return { before, ran: [], error: 'no known package manager (apt-get, dnf, apk, pacman) is on PATH' };
  }
  if (before.privilege === 'none') {
    return {
      before,
      ran: [],
      error: 'installing packages needs root, and sudo is not on PATH: run it as root',
    };
  }
  try {
    await runInstall(before.commands, options.onOutput ?? (() => undefined));
  } catch (error) {
    return { before, ran: before.commands, error: (error as Error).message };
  }
  return { before, ran: before.commands, after: await withAgentBuilt(await inspectMachine(options)) };
}

/** The native programs' row of the report (not a requirement: without them each sandbox starts a Node agent). */
function agentRow(agent: NativeProgramsState): string {
  const slower = 'each sandbox starts a Node agent instead (slower)';
  switch (agent.state) {
    case 'built':
      return `${pad('ok', 9)}${pad('agent', 11)}${pad(agent.agent, 32)}the sandbox's native agent and setup step`;
    case 'unbuilt':
      return `${pad('unbuilt', 9)}${pad('agent', 11)}the sandbox's native agent and setup step: built by \`hooksim setup\` or the first sandbox`;
    case 'no-compiler':
      return `${pad('missing', 9)}${pad('agent', 11)}no C compiler to build the native agent and setup step: ${slower}`;
    case 'failed':
      return `${pad('FAILED', 9)}${pad('agent', 11)}the native agent and setup step did not build (${agent.reason.split('\n')[0] ?? ''}): ${slower}`;
  }
}

function pad(text: string, width: number): string {
  return text.length >= width ? `${text} ` : text.padEnd(width);
}

/** The fix for a machine that is not ready, in one line (or the probe's reason when no package helps). */
export function fixLine(report: MachineReport): string {
  const missing = report.states.filter((s) => s.found === undefined);
  if (missing.length === 0 && report.namespaces.ok !== true) {
    return report.namespaces.ok === false ? report.namespaces.reason : '';
  }
  const setup = `hooksim setup${report.tests ? ' --tests' : ''}`;
  if (report.commands.length === 0) {
    return `install ${missing.map((s) => s.requirement.command).join(', ')} with your package manager (hooksim setup knows apt-get, dnf, apk and pacman)`;
  }
  const how = report.privilege === 'sudo' ? ' (it uses sudo)' : report.privilege === 'none' ? ' as root' : '';
  return `run \`${setup}\`${how}, which runs: ${report.commands.map(showCommand).join(' && ')}`;
}

/** The report `hooksim setup` prints: one row per requirement, the sandbox probe, and the verdict. */
export function formatMachineReport(report: MachineReport): string {
  const who =
    report.privilege === 'root'
      ? 'root'
      : report.privilege === 'sudo'
        ? 'not root, sudo'
        : 'not root, no sudo';
  const lines = [
    `hooksim setup: what hooksim needs on this machine (${report.manager ?? 'no known package manager'}, ${who})`,
  ];
  for (const { requirement, found } of report.states) {
    const where = found ?? `missing: package ${report.manager ? requirement.packages[report.manager] : '?'}`;
    const group = requirement.group === 'tests' ? ` (tests${requirement.optional ? ', optional' : ''})` : '';
    const state = found ? 'ok' : requirement.optional ? 'missing' : 'MISSING';
    lines.push(
      `  ${pad(state, 9)}${pad(requirement.command, 11)}${pad(where, 32)}${requirement.purpose}${group}`,
    );
  }
  const ns = report.namespaces;
  const [nsState, nsText] =
    ns.ok === true
      ? ['ok', 'the namespace sandbox starts here (user namespaces, overlayfs)']
      : ns.ok === 'untried'
        ? ['untried', 'needs the programs above first']
        : ['FAILED', ns.reason.split('\n')[0] ?? ''];
  lines.push(`  ${pad(nsState, 9)}${pad('namespaces', 11)}${nsText}`);
  lines.push(`  ${agentRow(report.agent)}`);
  const optionalMissing = report.states.some((s) => s.found === undefined && s.requirement.optional);
  if (!report.ready) lines.push(`Not ready. Fix: ${fixLine(report)}`);
  else if (optionalMissing)
    lines.push(`Ready: hooks run in the namespace sandbox. Optional parts missing: ${fixLine(report)}.`);
  else lines.push('Ready: hooks run in the namespace sandbox.');
  return lines.join('\n');
}
