/**
 * Fields an engine cannot fill, from src/engines/README.md "Not comparable": a difference there is listed as
 * "not comparable" in the report, never counted as agreement and never as a difference. `field` is a glob over
 * the difference path; with `values`, only a difference between two of those values is meant.
 */
export const NOT_COMPARABLE = [
  {
    engine: 'copilot-cli',
    field: '*.httpHooks',
    reason: 'HTTP hooks: the CLI run is traced through BASH_ENV, which sees only command hooks',
  },
  {
    engine: 'copilot-cli',
    field: '* preToolUse[*].decision',
    values: ['allow', 'none'],
    reason:
      "preToolUse allow vs no verdict: the CLI records neither; the engine reads it from the hooks' outputs",
  },
];
