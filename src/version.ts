/** hooksim's version, reported by `--version` and in the JSON report. */
export const VERSION = '0.1.0';
