/**
 * A scenario's session as a Mermaid sequence diagram (GitHub renders ```mermaid blocks in job summaries):
 * the agent, the runtime, each hook file, and the firewall with the requests it blocked (hooks' and tools'). Labels
 * come from hooks and scenarios and go through `mermaidLabel` (escape.ts).
 */
import type { EventRecord, HookRecord } from '../model.js';
import type { EgressEntry, ScenarioReport } from '../session/report-types.js';
import { mermaidLabel } from './escape.js';

/** Messages drawn per diagram; GitHub refuses diagrams past Mermaid's text limit. */
export const MAX_DIAGRAM_MESSAGES = 120;
function hookOutcome(event: EventRecord, hook: HookRecord): string {
  const parts: string[] = [hook.status];
  if (hook.exitCode !== undefined && hook.exitCode !== null && hook.exitCode !== 0)
    parts.push(`exit ${hook.exitCode}`);
  if (hook.httpStatus !== undefined) parts.push(`HTTP ${hook.httpStatus}`);
  if (event.result.decidedBy === `${hook.file}#${hook.index}` && event.result.decision) {
    parts.push(event.result.decision);
  }
  return parts.join(' ');
}

function eventLabel(event: EventRecord): string {
  const tool = typeof event.input.toolName === 'string' ? ` ${event.input.toolName}` : '';
  return `${event.step === undefined ? '' : `step ${event.step} `}${event.event}${tool}`;
}

/** What the runtime tells the agent after an event that changed something. */
function agentReply(event: EventRecord): string | undefined {
  const { decision, reason, agentSees } = event.result;
  if (decision === 'deny' || decision === 'block' || decision === 'ask') {
    return `${decision}${reason ? ` ${reason}` : ''}`;
  }
  if (event.result.additionalContext) return `context ${event.result.additionalContext}`;
  if (event.result.args) return `modified args`;
  if (event.result.modifiedResponse !== undefined || event.result.transformedPrompt !== undefined) {
    return agentSees === undefined ? undefined : `sees ${agentSees}`;
  }
  return undefined;
}

/** The blocked egress attributed to one hook run (same step, event, file and entry). */
function blocksOf(egress: EgressEntry[], event: EventRecord, hook: HookRecord): EgressEntry[] {
  return egress.filter(
    (e) =>
      !e.allowed &&
      e.event === event.event &&
      e.file === hook.file &&
      e.index === hook.index &&
      (e.step ?? -1) === (event.step ?? -1),
  );
}

const TOOL_CALL_OPENERS = new Set(['preToolUse', 'permissionRequest']);

/** Whether a tool's blocked egress is drawn before this event: the tool ran before it (after its pre hooks). */
function toolRanBefore(block: EgressEntry, event: EventRecord): boolean {
  if (block.step === undefined || event.step === undefined) return false;
  return block.step < event.step || (block.step === event.step && !TOOL_CALL_OPENERS.has(event.event));
}

/** The arrows of a blocked request: the caller to the firewall, and the refusal back. */
function blockArrows(id: string, block: EgressEntry): string[] {
  return [`  ${id}-xF: ${mermaidLabel(block.url ?? block.host)}`, `  F--x${id}: blocked`];
}

/** The Mermaid source (without the fence) of a scenario's session; empty when no hook ran. */
export function renderSequenceDiagram(scenario: ScenarioReport): string {
  const ran = (hook: HookRecord) => hook.status !== 'skipped' && hook.status !== 'dropped';
  const events = scenario.events.filter((e) => e.fired && e.hooks.some(ran));
  if (events.length === 0) return '';
  const ids = new Map<string, string>();
  for (const event of events)
    for (const hook of event.hooks)
      if (ran(hook) && !ids.has(hook.file)) ids.set(hook.file, `H${ids.size + 1}`);
  const lines = [
    'sequenceDiagram',
    '  participant A as Agent',
    '  participant R as Copilot runtime',
    ...[...ids].map(([file, id]) => `  participant ${id} as ${mermaidLabel(file)}`),
  ];
  // An executed tool's blocked request comes from the agent's side, between its pre and post hooks.
  let toolBlocks = scenario.egress.filter((e) => !e.allowed && e.tool !== undefined);
  const hasBlocks = toolBlocks.length > 0 || scenario.egress.some((e) => !e.allowed && e.file !== undefined);
  if (hasBlocks) lines.push('  participant F as Firewall');
  const shown = new Set<EgressEntry>();
  let messages = 0;
  let omitted = 0;
  for (const event of events) {
    const body = toolBlocks
      .filter((block) => toolRanBefore(block, event))
      .flatMap((b) => blockArrows('A', b));
    toolBlocks = toolBlocks.filter((block) => !toolRanBefore(block, event));
    if (event.event === 'preToolUse')
      body.push(`  A->>R: ${mermaidLabel(`calls ${String(event.input.toolName ?? 'a tool')}`)}`);
    for (const hook of event.hooks.filter(ran)) {
      const id = ids.get(hook.file) as string;
      body.push(`  R->>${id}: ${mermaidLabel(`${eventLabel(event)} #${hook.index}`)}`);
      for (const block of blocksOf(scenario.egress, event, hook)) {
        if (shown.has(block)) continue;
        shown.add(block);
        body.push(...blockArrows(id, block));
      }
      body.push(`  ${id}-->>R: ${mermaidLabel(hookOutcome(event, hook))}`);
    }
    const reply = agentReply(event);
    if (reply !== undefined) body.push(`  R-->>A: ${mermaidLabel(reply)}`);
    if (messages + body.length > MAX_DIAGRAM_MESSAGES) {
      omitted++;
      continue;
    }
    messages += body.length;
    lines.push(...body);
  }
  const rest = toolBlocks.flatMap((block) => blockArrows('A', block));
  if (messages + rest.length > MAX_DIAGRAM_MESSAGES) omitted++;
  else lines.push(...rest);
  if (omitted > 0) lines.push(`  Note over A,R: ${mermaidLabel(`${omitted} more events not drawn`)}`);
  return lines.join('\n');
}

/** The diagram as a fenced Markdown block, or nothing when no hook ran. */
export function sequenceDiagramBlock(scenario: ScenarioReport): string[] {
  const diagram = renderSequenceDiagram(scenario);
  if (!diagram) return [];
  return ['**Sequence of the session**', '', '```mermaid', diagram, '```', ''];
}
