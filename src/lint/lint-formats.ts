/** The output formats of `hooksim lint`, apart from their formatters (loaded only when lint runs). */

/** The formats `--format` accepts. */
export const LINT_FORMATS = ['text', 'json', 'github', 'sarif'] as const;

/** One of LINT_FORMATS. */
export type LintFormat = (typeof LINT_FORMATS)[number];
