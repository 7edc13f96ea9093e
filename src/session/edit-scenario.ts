/**
 * Apply expectation edits to a scenario file's text through its YAML document, so its comments, key order and
 * formatting stay: only the lines an edit touches change (`run --update`, `init`).
 */
import { isMap, isNode, isScalar, parseDocument, type Document, type ToStringOptions } from 'yaml';
import type { DocPath, ExpectationEdit } from './record-expectations.js';

/** The indentation the file uses (its smallest), and whether block lists sit under their key or indented. */
function styleOf(text: string): ToStringOptions {
  const indents = text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'))
    .map((line) => /^ */.exec(line)?.[0].length ?? 0)
    .filter((n) => n > 0);
  const indent = indents.length > 0 ? Math.min(...indents) : 2;
  const indentSeq = !/^[^\s#][^\n]*:[ \t]*\n-[ \t]/m.test(text);
  return { indent, indentSeq, lineWidth: 0, minContentWidth: 0 };
}

/** Add `expect` to a step map before its `then` list, where a reader looks for it; elsewhere at the end. */
function setExpect(doc: Document, path: DocPath, value: unknown): void {
  const parent = doc.getIn(path.slice(0, -1), true);
  if (isMap(parent) && !parent.has('expect')) {
    const at = parent.items.findIndex((pair) => (pair.key as { value?: unknown } | null)?.value === 'then');
    if (at >= 0) {
      parent.items.splice(at, 0, doc.createPair('expect', value));
      return;
    }
  }
  doc.setIn(path, doc.createNode(value));
}

/** Set the value at a path; a scalar keeps its node, so its quoting style and trailing comment stay. */
function replaceValue(doc: Document, path: DocPath, value: unknown): void {
  const node = doc.getIn(path, true);
  const scalar = isScalar(node) && (typeof value !== 'object' || value === null);
  if (scalar) {
    node.value = value;
    return;
  }
  const created = doc.createNode(value);
  if (isNode(node) && isNode(created)) {
    created.comment = node.comment;
    created.commentBefore = node.commentBefore;
  }
  doc.setIn(path, created);
}

/** The longest common subsequence of two line lists, as pairs of indexes. */
function commonLines(a: string[], b: string[]): [number, number][] {
  const n = a.length;
  const m = b.length;
  const table = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    const row = table[i] as Uint32Array;
    const below = table[i + 1] as Uint32Array;
    for (let j = m - 1; j >= 0; j--) {
      row[j] =
        a[i] === b[j] ? (below[j + 1] as number) + 1 : Math.max(below[j] as number, row[j + 1] as number);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if ((table[i + 1]?.[j] ?? 0) >= (table[i]?.[j + 1] ?? 0)) i++;
    else j++;
  }
  return pairs;
}

/**
 * The edited text with every line the edits left alone taken from the original: the library's own layout (the
 * padding inside `[ ]`, say) shows only on the lines that changed. When the library lays the untouched document
 * out on other lines than the original, its whole output is used.
 */
function keepUntouchedLines(original: string, baseline: string, edited: string): string {
  const o = original.split('\n');
  const b = baseline.split('\n');
  const e = edited.split('\n');
  // The library ends the document with a newline; a file without one compares as if it had it.
  if (o.length + 1 === b.length && b.at(-1) === '') o.push('');
  if (o.length !== b.length) return edited;
  const out: string[] = [];
  let j = 0;
  for (const [bi, ei] of commonLines(b, e)) {
    while (j < ei) out.push(e[j++] as string);
    out.push(o[bi] as string);
    j = ei + 1;
  }
  while (j < e.length) out.push(e[j++] as string);
  return out.join('\n');
}

/** The scenario text with the edits applied; the text as it was when there are none. */
export function applyExpectationEdits(text: string, edits: readonly ExpectationEdit[]): string {
  if (edits.length === 0) return text;
  const options = styleOf(text);
  const doc = parseDocument(text);
  const baseline = doc.toString(options);
  for (const edit of edits) {
    if (edit.value === undefined) doc.deleteIn(edit.path);
    else if (edit.path.at(-1) === 'expect' && edit.old === undefined) setExpect(doc, edit.path, edit.value);
    else replaceValue(doc, edit.path, edit.value);
  }
  return keepUntouchedLines(text, baseline, doc.toString(options));
}
