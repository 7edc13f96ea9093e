// ncc corrupts .wasm assets it copies itself: put the tree-sitter wasm files next to each bundle, where
// src/lint/script-parser.ts looks first (dist/wasm for the Action, dist/cli/wasm for the CLI).
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const FILES = [
  'web-tree-sitter/tree-sitter.wasm',
  'tree-sitter-bash/tree-sitter-bash.wasm',
  'tree-sitter-python/tree-sitter-python.wasm',
];
for (const dir of ['dist/wasm', 'dist/cli/wasm']) {
  mkdirSync(dir, { recursive: true });
  for (const file of FILES) copyFileSync(require.resolve(file), `${dir}/${file.split('/')[1]}`);
}
