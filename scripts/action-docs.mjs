// The README's table of the Action's inputs and outputs, generated from action.yml between the markers
// <!-- action-docs:start --> and <!-- action-docs:end -->. `--check` changes nothing and exits 1 when the
// README's table is stale (CI runs it). `--readme FILE` and `--action FILE` choose other files.
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';

const START = '<!-- action-docs:start -->';
const END = '<!-- action-docs:end -->';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const check = args.includes('--check');
const readmePath = option('--readme', 'README.md');
const actionPath = option('--action', 'action.yml');

const cell = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\|/g, '\\|');
const code = (text) => (text === '' ? '' : `\`${String(text).replace(/`/g, '')}\``);

function renderTables(action) {
  const inputs = Object.entries(action.inputs ?? {});
  const outputs = Object.entries(action.outputs ?? {});
  return [
    START,
    '<!-- Generated from action.yml by `npm run docs:action`; do not edit by hand. -->',
    '',
    '| input | default | description |',
    '| --- | --- | --- |',
    ...inputs.map(
      ([name, spec]) =>
        `| \`${name}\`${spec.required ? ' (required)' : ''} | ${code(spec.default ?? '')} | ${cell(spec.description)} |`,
    ),
    '',
    '| output | description |',
    '| --- | --- |',
    ...outputs.map(([name, spec]) => `| \`${name}\` | ${cell(spec.description)} |`),
    '',
    END,
  ].join('\n');
}

const readme = readFileSync(readmePath, 'utf8');
const start = readme.indexOf(START);
const end = readme.indexOf(END);
if (start === -1 || end === -1 || end < start) {
  console.error(`${readmePath} has no ${START} ... ${END} markers; add them where the table belongs.`);
  process.exit(1);
}
const action = parse(readFileSync(actionPath, 'utf8'));
const replaced = `${readme.slice(0, start)}${renderTables(action)}${readme.slice(end + END.length)}`;
const config = (await resolveConfig(readmePath)) ?? {};
const expected = await format(replaced, { ...config, filepath: readmePath });

if (check) {
  if (expected !== readme) {
    console.error(
      `${readmePath}: the inputs and outputs table is stale (or README.md is not formatted); run 'npm run docs:action'.`,
    );
    process.exit(1);
  }
  console.log(`${readmePath}: the inputs and outputs table matches ${actionPath}.`);
} else if (expected !== readme) {
  writeFileSync(readmePath, expected);
  console.log(`${readmePath}: updated the inputs and outputs table from ${actionPath}.`);
} else {
  console.log(`${readmePath}: already current.`);
}
