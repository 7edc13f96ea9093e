/** GitHub workflow commands for diagnostics (`::error file=...,line=...::message`). */
import type { Diagnostic } from '../diagnostics.js';
import { workflowData, workflowProperty } from './escape.js';

const COMMAND = { error: 'error', warning: 'warning', info: 'notice' } as const;

/** One workflow command line for a diagnostic; `path` prefixes the file (the repo's place in the workspace). */
export function formatAnnotation(diagnostic: Diagnostic, path = ''): string {
  const file = path ? `${path.replace(/\/$/, '')}/${diagnostic.file}` : diagnostic.file;
  const props = [`file=${workflowProperty(file)}`];
  if (diagnostic.line > 0) props.push(`line=${diagnostic.line}`);
  if (diagnostic.column > 0) props.push(`col=${diagnostic.column}`);
  props.push(`title=${workflowProperty(`hooksim ${diagnostic.code}`)}`);
  return `::${COMMAND[diagnostic.severity]} ${props.join(',')}::${workflowData(diagnostic.message)}`;
}
