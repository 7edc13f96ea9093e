// The README's commands table, generated from the CLI's command table (src/cli/commands.ts) between the
// markers <!-- cli-docs:start --> and <!-- cli-docs:end -->. It asks the built CLI (`hooksim readme-commands`,
// a hidden command), so run `npm run package` first after changing a command; dist/ is committed and CI checks
// both that it is current and, with `--check`, that the README matches it. `--readme FILE` and `--cli FILE`
// choose other files.
import { execFileSync } from 'node:child_process';
import { argument, updateReadmeSection } from './readme-section.mjs';

const readmePath = argument('--readme', 'README.md');
const cliPath = argument('--cli', 'dist/cli/index.js');

await updateReadmeSection({
  readmePath,
  start: '<!-- cli-docs:start -->',
  end: '<!-- cli-docs:end -->',
  header: '<!-- Generated from src/cli/commands.ts by `npm run docs:cli`; do not edit by hand. -->',
  render: () => execFileSync(process.execPath, [cliPath, 'readme-commands'], { encoding: 'utf8' }).trimEnd(),
  check: process.argv.includes('--check'),
  what: 'commands table',
  source: cliPath,
  command: 'npm run package && npm run docs:cli',
});
