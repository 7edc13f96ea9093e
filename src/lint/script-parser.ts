/**
 * The tree-sitter parsers for hook scripts (bash, Python), loaded once from their wasm files: next to the bundle
 * (`npm run package` copies them to dist/…/wasm/), else from node_modules.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as TreeSitter from 'web-tree-sitter';
import { useBaselineWasmCompiler } from '../wasm-compiler.js';
// The CommonJS build, by path: bundled by ncc, the ES build's `await import('module')` loses createRequire, and
// the package's export map offers the CommonJS build only to require(), which ncc leaves unbundled. Its types are
// the ES build's.
// @ts-expect-error: no declaration file sits next to tree-sitter.cjs
import * as treeSitterBuild from '../../node_modules/web-tree-sitter/tree-sitter.cjs';

const { Language, Parser, Query } = treeSitterBuild as unknown as typeof TreeSitter;

// The directory of this module, or of the bundle it is in. Not `new URL('.', import.meta.url)`: ncc takes that for
// an asset and copies a file for it.
const HERE = dirname(fileURLToPath(import.meta.url));

/** A language hooksim parses. */
export type ScriptLanguage = 'bash' | 'python';

/** Each wasm file: its package and name; the bundle holds it as wasm/<name>. */
export const WASM_FILES = {
  runtime: ['web-tree-sitter', 'tree-sitter.wasm'],
  bash: ['tree-sitter-bash', 'tree-sitter-bash.wasm'],
  python: ['tree-sitter-python', 'tree-sitter-python.wasm'],
} as const satisfies Record<string, readonly [string, string]>;

/** One parser per language, ready to parse script texts. */
export interface ScriptParsers {
  bash: TreeSitter.Parser;
  python: TreeSitter.Parser;
}

/** Error when a grammar's wasm file is in neither place. */
export class ParserNotFoundError extends Error {
  readonly code = 'parser-not-found';
  constructor(name: string, tried: readonly string[]) {
    super(`Cannot find ${name}; looked in ${tried.join(', ')}: reinstall hooksim`);
    this.name = 'ParserNotFoundError';
  }
}

function wasmPath(file: keyof typeof WASM_FILES): string {
  const [pkg, name] = WASM_FILES[file];
  // A computed require: ncc would otherwise copy the wasm itself, and it corrupts binary assets.
  const bundled = join(HERE, 'wasm', name);
  if (existsSync(bundled)) return bundled;
  const tried = [bundled];
  try {
    return createRequire(import.meta.url).resolve([pkg, name].join('/'));
  } catch {
    tried.push(`node_modules/${pkg}`);
  }
  throw new ParserNotFoundError(name, tried);
}

let loading: Promise<ScriptParsers> | undefined;

async function loadParsers(): Promise<ScriptParsers> {
  useBaselineWasmCompiler();
  const runtime = await readFile(wasmPath('runtime'));
  // Bundled into an ES module, the CommonJS build's `__dirname` is unbound; it only names where the wasm would
  // be looked up, and the wasm is passed as bytes, so any directory does while init runs.
  const scope = globalThis as { __dirname?: string };
  const unbound = scope.__dirname === undefined;
  if (unbound) scope.__dirname = HERE;
  try {
    await Parser.init({ wasmBinary: runtime });
  } finally {
    if (unbound) delete scope.__dirname;
  }
  const parserFor = async (language: ScriptLanguage): Promise<TreeSitter.Parser> => {
    const parser = new Parser();
    parser.setLanguage(await Language.load(await readFile(wasmPath(language))));
    return parser;
  };
  return { bash: await parserFor('bash'), python: await parserFor('python') };
}

/** The parsers, loaded on first use and shared by every lint run of the process. */
export function loadScriptParsers(): Promise<ScriptParsers> {
  loading ??= loadParsers().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

// By language name: `tree.language` is a new wrapper object on every access.
const queries = new Map<string, TreeSitter.Query>();

/**
 * The named nodes of a tree whose type is one of `types`, in document order (comments hold no nodes). A query
 * runs inside the parser and builds a Node object only for what it returns; a walk from JavaScript pays a call
 * per node and is most of the cost of reading a script.
 */
export function nodesOfTypes(root: TreeSitter.Node, types: readonly string[]): TreeSitter.Node[] {
  const language = root.tree.language;
  const key = `${language.name ?? ''}:${types.join(' ')}`;
  let query = queries.get(key);
  if (!query) {
    query = new Query(language, `[${types.map((type) => `(${type})`).join(' ')}] @node`);
    queries.set(key, query);
  }
  return query.captures(root).map((capture) => capture.node);
}
