#!/usr/bin/env node
/**
 * Record the real-CLI transcripts under test/fixtures/import/real/ that `hooksim import` is tested on: each
 * scenario of test/fixtures/import/record/ is played by the copilot-cli engine (the real Copilot CLI, offline,
 * with a scripted model) against the hooks of test/fixtures/import/repo/, and the CLI's own events.jsonl is
 * kept (HOOKSIM_ENGINE_TRANSCRIPTS) as real/<scenario>/events.jsonl.
 *
 * Needs the engine (`hooksim engine install`), the namespace sandbox, and a dist built from this checkout:
 *   npm run package && node scripts/record-import-fixtures.mjs && git checkout -- dist && git clean -fdq dist
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixtures = path.join(root, 'test', 'fixtures', 'import');
const cli = path.join(root, 'dist', 'cli', 'index.js');
/** The real CLI in the namespace sandbox, under the profile that models it. */
const ENGINE_ARGS = '--profile cli --engine copilot-cli --sandbox namespace'.split(' ');

if (!(await readFile(cli, 'utf8').catch(() => '')).includes('HOOKSIM_ENGINE_TRANSCRIPTS')) {
  process.stderr.write('dist/cli/index.js does not keep transcripts: run `npm run package` first\n');
  process.exit(2);
}

for (const name of (await readdir(path.join(fixtures, 'record'))).filter((n) => n.endsWith('.yml')).sort()) {
  const keep = await mkdtemp(path.join(tmpdir(), 'hooksim-record-'));
  const run = spawnSync(
    process.execPath,
    [cli, 'run', path.join(fixtures, 'record', name), '--repo', path.join(fixtures, 'repo'), ...ENGINE_ARGS],
    { env: { ...process.env, HOOKSIM_ENGINE_TRANSCRIPTS: keep }, encoding: 'utf8' },
  );
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr);
  const sessions = await readdir(keep);
  if (sessions.length !== 1) {
    process.stderr.write(`${name}: expected one session, the engine kept ${sessions.length}\n`);
    process.exit(1);
  }
  const target = path.join(fixtures, 'real', name.replace(/\.yml$/, ''));
  await rm(target, { recursive: true, force: true });
  await cp(path.join(keep, sessions[0]), target, { recursive: true });
  await rm(keep, { recursive: true, force: true });
  process.stdout.write(`kept ${path.relative(root, target)}/events.jsonl (session ${sessions[0]})\n`);
}
