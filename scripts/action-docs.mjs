// The README's table of the Action's inputs and outputs, generated from action.yml between the markers
// <!-- action-docs:start --> and <!-- action-docs:end -->. `--check` changes nothing and exits 1 when the
// README's table is stale (CI runs it). `--readme FILE` and `--action FILE` choose other files.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { argument, updateReadmeSection } from './readme-section.mjs';

const readmePath = argument('--readme', 'README.md');
const actionPath = argument('--action', 'action.yml');

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
  ].join('\n');
}

await updateReadmeSection({
  readmePath,
  start: '<!-- action-docs:start -->',
  end: '<!-- action-docs:end -->',
  header: '<!-- Generated from action.yml by `npm run docs:action`; do not edit by hand. -->',
  render: () => renderTables(parse(readFileSync(actionPath, 'utf8'))),
  check: process.argv.includes('--check'),
  what: 'inputs and outputs table',
  source: actionPath,
  command: 'npm run docs:action',
});
