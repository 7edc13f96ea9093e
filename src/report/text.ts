/**
 * Readable terminal output for `validate` and `fire`. File names, messages and hook output are untrusted: they go
 * through `terminalLine`/`terminalText` (escape.ts), so no escape sequence reaches the terminal and no text starts
 * a line of its own.
 */
import type { Diagnostic } from '../diagnostics.js';
import { missingProgramNote } from '../runners/missing-program.js';
import { silentFailureNote } from './hook-errors.js';
import { hookLabel } from '../hook-record.js';
import type { EventRecord, HookConfig, HookRecord } from '../model.js';
import { terminalLine, terminalText } from './escape.js';

/** `file:line:column severity code message`, the form editors and terminals link. */
export function formatDiagnostic(d: Diagnostic): string {
  const place = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
  return terminalLine(`${place}  ${d.severity} ${d.code}  ${d.message}`);
}

/** The text report of `validate`: one line per file, then every diagnostic. */
export function formatValidation(config: HookConfig, profile: string): string {
  const lines = [`Hook files under profile ${profile}:`];
  if (config.files.length === 0) lines.push('  (no hook files found in .github/hooks)');
  for (const file of config.files) {
    lines.push(
      `  ${file.status.padEnd(8)} ${terminalLine(file.file)}  (${file.hooks} hook${file.hooks === 1 ? '' : 's'})`,
    );
  }
  if (config.diagnostics.length > 0) {
    lines.push('', 'Diagnostics:');
    for (const d of config.diagnostics) lines.push(`  ${formatDiagnostic(d)}`);
  }
  return lines.join('\n');
}

function describeHook(hook: HookRecord): string {
  const label = terminalLine(hookLabel(hook));
  if (hook.status === 'skipped')
    return `${label}  ${hook.type}  skipped: ${terminalLine(hook.skipped ?? '', 500)}`;
  const parts = [`${label}  ${hook.type}  ${hook.status}`];
  if (hook.exitCode !== undefined && hook.exitCode !== null) parts.push(`exit ${hook.exitCode}`);
  if (hook.httpStatus !== undefined) parts.push(`HTTP ${hook.httpStatus}`);
  parts.push(`${Math.round(hook.durationMs)} ms`);
  let line = parts.join('  ');
  if (hook.output !== undefined) line += `\n      output: ${terminalLine(JSON.stringify(hook.output), 120)}`;
  else if (hook.parseError) line += `\n      output: none (${terminalLine(hook.parseError, 80)})`;
  if (hook.error) {
    const silent = silentFailureNote(hook);
    const error = silent ? `${hook.error.replace(/\s*Stderr:\s*$/, '')} (${silent})` : hook.error;
    line += `\n      error: ${terminalLine(error, 120)}`;
  }
  if (hook.missingProgram)
    line += `\n      note: ${terminalLine(missingProgramNote(hook.missingProgram), 300)}`;
  for (const note of hook.ignored ?? []) line += `\n      ignored: ${terminalLine(note, 300)}`;
  for (const p of hook.progress ?? []) line += `\n      progress: ${terminalLine(p.message, 120)}`;
  return line;
}

/** The text report of `fire`: the hooks that ran and the decision, with the deciding hook named. */
export function formatEventRecord(record: EventRecord, profile: string): string {
  const lines = [`${record.event} under profile ${terminalLine(profile)}${describeToolInput(record)}`];
  if (!record.fired) {
    lines.push(`  not fired: ${terminalLine(record.skipped ?? '')}`);
    return lines.join('\n');
  }
  if (record.hooks.length === 0) lines.push('  no hook is configured for this event');
  for (const hook of record.hooks) lines.push(`  ${describeHook(hook)}`);
  const result = record.result;
  lines.push('');
  if (result.decision) {
    const by = result.decidedBy ? ` (decided by ${terminalLine(result.decidedBy)})` : '';
    const effective = result.decision === 'ask' ? 'ask, treated as deny' : result.decision;
    lines.push(`Decision: ${effective}${by}`);
  }
  // Multi-line values keep their lines, each indented under its label.
  if (result.reason !== undefined) lines.push(`Reason: ${terminalText(result.reason, '  ')}`);
  if (result.args !== undefined) lines.push(`Arguments: ${terminalLine(JSON.stringify(result.args))}`);
  if (result.additionalContext !== undefined)
    lines.push(`Additional context: ${terminalText(result.additionalContext, '  ')}`);
  if (result.modifiedResponse !== undefined)
    lines.push(`Modified response: ${terminalText(result.modifiedResponse, '  ')}`);
  if (result.ignoredOutputs?.length)
    lines.push(`Ignored outputs: ${terminalLine(result.ignoredOutputs.join(', '))}`);
  if (result.agentSees !== undefined)
    lines.push(`Agent sees:\n  | ${terminalText(result.agentSees, '  | ')}`);
  for (const warning of record.warnings ?? []) lines.push(`warning: ${terminalText(warning, '  ')}`);
  return lines.join('\n');
}

/** `: tool bash, args {...}` for a tool event, so the reader sees what was sent (fire defaults to bash {}). */
function describeToolInput(record: EventRecord): string {
  const { toolName, toolArgs } = record.input as { toolName?: unknown; toolArgs?: unknown };
  if (typeof toolName !== 'string') return '';
  const args = typeof toolArgs === 'string' ? toolArgs : JSON.stringify(toolArgs ?? {});
  return `: tool ${terminalLine(toolName)}, args ${terminalLine(args, 200)}`;
}
