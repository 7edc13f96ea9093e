/** Errors the shells turn into exit status 2: bad usage or input hooksim cannot read. */

/** Bad command-line or Action input; the message says what was expected. */
export class UsageError extends Error {
  readonly code = 'usage';
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
