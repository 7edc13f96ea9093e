/** Readable terminal output for `validate` and `fire`. */
import type { Diagnostic } from '../diagnostics.js';
import { missingProgramNote } from '../runners/missing-program.js';
import { silentFailureNote } from './hook-errors.js';
import { hookLabel } from '../hook-record.js';
import type { EventRecord, HookConfig, HookRecord } from '../model.js';

/** `file:line:column severity code message`, the form editors and terminals link. */
export function formatDiagnostic(d: Diagnostic): string {
  const place = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
  return `${place}  ${d.severity} ${d.code}  ${d.message}`;
}

/** The text report of `validate`: one line per file, then every diagnostic. */
export function formatValidation(config: HookConfig, profile: string): string {
  const lines = [`Hook files under profile ${profile}:`];
  if (config.files.length === 0) lines.push('  (no hook files found in .github/hooks)');
  for (const file of config.files) {
    lines.push(`  ${file.status.padEnd(8)} ${file.file}  (${file.hooks} hook${file.hooks === 1 ? '' : 's'})`);
  }
  if (config.diagnostics.length > 0) {
    lines.push('', 'Diagnostics:');
    for (const d of config.diagnostics) lines.push(`  ${formatDiagnostic(d)}`);
  }
  return lines.join('\n');
}

function oneLine(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function describeHook(hook: HookRecord): string {
  const label = hookLabel(hook);
  if (hook.status === 'skipped') return `${label}  ${hook.type}  skipped: ${hook.skipped ?? ''}`;
  const parts = [`${label}  ${hook.type}  ${hook.status}`];
  if (hook.exitCode !== undefined && hook.exitCode !== null) parts.push(`exit ${hook.exitCode}`);
  if (hook.httpStatus !== undefined) parts.push(`HTTP ${hook.httpStatus}`);
  parts.push(`${Math.round(hook.durationMs)} ms`);
  let line = parts.join('  ');
  if (hook.output !== undefined) line += `\n      output: ${oneLine(JSON.stringify(hook.output))}`;
  else if (hook.parseError) line += `\n      output: none (${oneLine(hook.parseError, 80)})`;
  if (hook.error) {
    const silent = silentFailureNote(hook);
    line += `\n      error: ${oneLine(silent ? `${hook.error.replace(/\s*Stderr:\s*$/, '')} (${silent})` : hook.error)}`;
  }
  if (hook.missingProgram) line += `\n      note: ${missingProgramNote(hook.missingProgram)}`;
  for (const note of hook.ignored ?? []) line += `\n      ignored: ${note}`;
  for (const p of hook.progress ?? []) line += `\n      progress: ${oneLine(p.message)}`;
  return line;
}

/** The text report of `fire`: the hooks that ran and the decision, with the deciding hook named. */
export function formatEventRecord(record: EventRecord, profile: string): string {
  const lines = [`${record.event} under profile ${profile}${describeToolInput(record)}`];
  if (!record.fired) {
    lines.push(`  not fired: ${record.skipped ?? ''}`);
    return lines.join('\n');
  }
  if (record.hooks.length === 0) lines.push('  no hook is configured for this event');
  for (const hook of record.hooks) lines.push(`  ${describeHook(hook)}`);
  const result = record.result;
  lines.push('');
  if (result.decision) {
    const by = result.decidedBy ? ` (decided by ${result.decidedBy})` : '';
    const effective = result.decision === 'ask' ? 'ask, treated as deny' : result.decision;
    lines.push(`Decision: ${effective}${by}`);
  }
  if (result.reason !== undefined) lines.push(`Reason: ${result.reason}`);
  if (result.args !== undefined) lines.push(`Arguments: ${JSON.stringify(result.args)}`);
  if (result.additionalContext !== undefined) lines.push(`Additional context: ${result.additionalContext}`);
  if (result.modifiedResponse !== undefined) lines.push(`Modified response: ${result.modifiedResponse}`);
  if (result.ignoredOutputs?.length) lines.push(`Ignored outputs: ${result.ignoredOutputs.join(', ')}`);
  if (result.agentSees !== undefined) lines.push(`Agent sees:\n${indent(result.agentSees)}`);
  for (const warning of record.warnings ?? []) lines.push(`warning: ${warning}`);
  return lines.join('\n');
}

/** `: tool bash, args {...}` for a tool event, so the reader sees what was sent (fire defaults to bash {}). */
function describeToolInput(record: EventRecord): string {
  const { toolName, toolArgs } = record.input as { toolName?: unknown; toolArgs?: unknown };
  if (typeof toolName !== 'string') return '';
  const args = typeof toolArgs === 'string' ? toolArgs : JSON.stringify(toolArgs ?? {});
  return `: tool ${toolName}, args ${args.length > 200 ? `${args.slice(0, 199)}…` : args}`;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  | ${line}`)
    .join('\n');
}
