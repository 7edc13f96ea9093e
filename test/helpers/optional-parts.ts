/**
 * Suites that need an optional part (Chromium, the Copilot CLI engine). On a developer's machine without the
 * part, the suite skips and says so in one line naming the command that installs it. In CI (`CI` set) it
 * never skips: it fails with that line, so CI cannot be green on a skipped suite.
 */
import { describe, it } from '@jest/globals';

/** A part some suites need, whether it is here, and the command that installs it. */
export interface OptionalPart {
  name: string;
  ready: boolean;
  install: string;
}

/** `describe` when the part is here; a one-line skip on a laptop; a failing suite in CI. */
export function describeWithPart(part: OptionalPart, title: string, body: () => void): void {
  if (part.ready) {
    describe(title, body);
    return;
  }
  const line = `${title}: needs ${part.name}, which is not installed here: run \`${part.install}\``;
  if (process.env.CI) {
    describe(title, () => {
      it(`has ${part.name} (CI must not skip this suite)`, () => {
        throw new Error(line);
      });
    });
    return;
  }
  process.stderr.write(`skipped: ${line}\n`);
  describe.skip(`${title} (skipped: needs ${part.name})`, body);
}
