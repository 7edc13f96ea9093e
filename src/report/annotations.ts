/** GitHub workflow commands for diagnostics (`::error file=...,line=...::message`). */
import type { Diagnostic } from '../diagnostics.js';

function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

const COMMAND = { error: 'error', warning: 'warning', info: 'notice' } as const;

/** One workflow command line for a diagnostic; `path` prefixes the file (the repo's place in the workspace). */
export function formatAnnotation(diagnostic: Diagnostic, path = ''): string {
  const file = path ? `${path.replace(/\/$/, '')}/${diagnostic.file}` : diagnostic.file;
  const props = [`file=${escapeProperty(file)}`];
  if (diagnostic.line > 0) props.push(`line=${diagnostic.line}`);
  if (diagnostic.column > 0) props.push(`col=${diagnostic.column}`);
  props.push(`title=${escapeProperty(`hooksim ${diagnostic.code}`)}`);
  return `::${COMMAND[diagnostic.severity]} ${props.join(',')}::${escapeData(diagnostic.message)}`;
}
