/**
 * Before any test: the machine must have what the namespace sandbox and the test suite need, else the run
 * stops at once with `hooksim setup --check`'s report and the one command that fixes it (never a hundred
 * failures that each say part of it). Chromium is optional: the suites that need it skip with one line.
 */
import { spawnSync } from 'node:child_process';

export default function checkMachine() {
  const result = spawnSync(process.execPath, ['dist/cli/index.js', 'setup', '--check', '--tests'], {
    encoding: 'utf8',
  });
  if (result.status === 0) return;
  process.stderr.write(
    `\nThe tests need what the namespace sandbox needs, and this machine is not ready:\n\n${result.stdout}${result.stderr}\n` +
      'Run `npx hooksim setup --tests` (as root, or it uses sudo), then run the tests again.\n',
  );
  process.exit(1);
}
