/**
 * ShellCheck on the bash scripts hooks run, when `shellcheck` is on PATH: its findings keep their own codes
 * (SC2086, …), so owners get both hooksim's cloud-agent findings and ShellCheck's shell ones.
 */
import { execFile } from 'node:child_process';
import { diagnostic, type Diagnostic, type Severity } from '../diagnostics.js';
import type { LintContext } from './lint-context.js';
import { reportedScriptPath } from './script-ref.js';

/** One comment of `shellcheck -f json1`. */
interface ShellCheckComment {
  file: string;
  line: number;
  column: number;
  level: 'error' | 'warning' | 'info' | 'style';
  code: number;
  message: string;
}

// ShellCheck's errors are scripts that do not run as written; its style notes are left to the owner's own setup.
const SEVERITY: Readonly<Record<ShellCheckComment['level'], Severity | undefined>> = {
  error: 'error',
  warning: 'warning',
  info: 'info',
  style: undefined,
};

/** How ShellCheck is run: the program, and a function that runs it (replaced in tests). */
export interface ShellCheckRunner {
  run: (args: readonly string[]) => Promise<{ stdout: string; missing: boolean }>;
}

/** Run `shellcheck` from PATH; `missing` when it is not installed. */
export const pathShellCheck: ShellCheckRunner = {
  run: (args) =>
    new Promise((resolve) => {
      execFile('shellcheck', [...args], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
        // Exit 1 means "found something"; ENOENT means not installed.
        const missing = (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
        resolve({ stdout: missing ? '' : stdout, missing });
      });
    }),
};

/** The explanation `--explain SC2086` prints: ShellCheck's codes are explained on its wiki. */
export function explainShellCheckCode(code: string): string | undefined {
  if (!/^SC\d{4}$/.test(code)) return undefined;
  return `${code} (ShellCheck)\nA finding of ShellCheck, run on the hook's bash scripts when it is on PATH (turn it off with --no-shellcheck).\n\nSee https://www.shellcheck.net/wiki/${code} for the explanation, a bad and a good example.`;
}

/** ShellCheck findings for every bash script the hooks run; none when it is not installed. */
export async function lintWithShellCheck(
  context: LintContext,
  runner: ShellCheckRunner = pathShellCheck,
): Promise<Diagnostic[]> {
  const scripts = [...context.models]
    .filter(([, model]) => model.language === 'bash')
    .map(([path]) => path)
    .sort();
  if (scripts.length === 0) return [];
  const { stdout, missing } = await runner.run(['-f', 'json1', '-s', 'bash', '--', ...scripts]);
  if (missing || stdout.trim() === '') return [];
  let comments: ShellCheckComment[];
  try {
    comments = (JSON.parse(stdout) as { comments: ShellCheckComment[] }).comments;
  } catch {
    return [];
  }
  const findings: Diagnostic[] = [];
  for (const comment of comments) {
    const severity = SEVERITY[comment.level];
    if (severity === undefined) continue;
    findings.push(
      diagnostic(
        reportedScriptPath(context.repo, comment.file),
        { line: comment.line, column: comment.column },
        severity,
        `SC${comment.code}`,
        comment.message,
      ),
    );
  }
  return findings;
}
