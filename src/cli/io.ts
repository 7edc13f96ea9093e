/** Where the CLI writes; tests pass their own. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readStdin: () => string;
  /** The environment (`CI`, `GITHUB_ACTIONS`); the process's when absent. */
  env?: Readonly<Record<string, string | undefined>>;
}
