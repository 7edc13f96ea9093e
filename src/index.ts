/** Action entry: load the main module inside try/catch so a crash while loading still fails the step. */
import * as core from '@actions/core';

try {
  const { run } = await import('./action.js');
  await run();
} catch (error) {
  core.setFailed(`hooksim failed: ${error instanceof Error ? error.message : String(error)}`);
}
