/**
 * Strict JSON parsing of hook files with positions: a typed tree whose every key and value knows its
 * 1-based line and column, so each diagnostic can point at what it is about (runtime-behaviour.md §3).
 */
import { parseTree, printParseErrorCode, type Node as JsoncNode, type ParseError } from 'jsonc-parser';
import type { Position } from '../model.js';

/** One `"key": value` pair of an object, as written. */
export interface JsonProperty {
  key: string;
  keyOffset: number;
  value: JsonNode;
}

interface NodeSpan {
  offset: number;
  length: number;
}

/** A parsed JSON value with its place in the text. */
export type JsonNode =
  | (NodeSpan & { type: 'object'; properties: JsonProperty[] })
  | (NodeSpan & { type: 'array'; items: JsonNode[] })
  | (NodeSpan & { type: 'string'; value: string })
  | (NodeSpan & { type: 'number'; value: number })
  | (NodeSpan & { type: 'boolean'; value: boolean })
  | (NodeSpan & { type: 'null' });

/** An object node. */
export type JsonObjectNode = Extract<JsonNode, { type: 'object' }>;

/** One step of a JSON path: a property name or an array index. */
export type JsonPathSegment = string | number;

/** A parsed file: its text, its tree and a way to turn offsets and paths into line/column. */
export interface JsonSource {
  text: string;
  root: JsonNode;
  /** The 1-based line and column of a UTF-16 offset. */
  positionAt(offset: number): Position;
  /** The node at a path (duplicate keys resolve as JSON.parse does: the last value). */
  nodeAt(path: readonly JsonPathSegment[]): JsonNode | undefined;
  /** Where the value at a path starts, or its key with `part: 'key'`; undefined when the path does not exist. */
  positionOf(path: readonly JsonPathSegment[], part?: 'key' | 'value'): Position | undefined;
}

/** The outcome of parsing: a source, or the first syntax error in words with its place. */
export type JsonParseResult =
  { ok: true; source: JsonSource } | { ok: false; message: string; position: Position };

/** Error for a tree node of a shape jsonc-parser never produces; a bug, never a bad file. */
export class JsonTreeError extends Error {
  readonly code = 'json-tree';
  constructor(message: string) {
    super(message);
    this.name = 'JsonTreeError';
  }
}

const PARSE_OPTIONS = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

/** Parse a file's text as strict JSON (no comments, no trailing commas), keeping positions. */
export function parseJsonSource(text: string): JsonParseResult {
  const lineStarts = computeLineStarts(text);
  const positionAt = (offset: number): Position => offsetToPosition(lineStarts, offset);
  const errors: ParseError[] = [];
  let tree: JsoncNode | undefined;
  try {
    tree = parseTree(text, errors, PARSE_OPTIONS);
  } catch (error) {
    // jsonc-parser descends recursively; a document nested thousands of levels deep exhausts the stack.
    if (error instanceof RangeError) {
      return {
        ok: false,
        message: 'Invalid JSON: nested too deeply for hooksim to read',
        position: positionAt(0),
      };
    }
    throw error;
  }
  const first = errors[0];
  if (first !== undefined || tree === undefined) {
    if (looksLikeUtf16(text)) {
      return {
        ok: false,
        message: 'Invalid JSON: the file is not UTF-8 (it looks like UTF-16); save it as UTF-8',
        position: positionAt(0),
      };
    }
    let offset = first ? refineErrorOffset(text, first) : 0;
    const words = first ? describeParseError(text, first, offset) : 'the file is empty';
    // A trailing comma is reported where it is, not at the bracket after it.
    if (words.startsWith('trailing comma')) offset = previousNonSpaceOffset(text, offset) ?? offset;
    const position = positionAt(offset);
    return {
      ok: false,
      message: `Invalid JSON: ${words} at line ${position.line}, column ${position.column}`,
      position,
    };
  }
  const root = convertTree(tree);
  const nodeAt = (path: readonly JsonPathSegment[]): JsonNode | undefined => findNode(root, path);
  return {
    ok: true,
    source: {
      text,
      root,
      positionAt,
      nodeAt,
      positionOf(path, part = 'value') {
        if (part === 'key') {
          const parent = findNode(root, path.slice(0, -1));
          const key = path[path.length - 1];
          if (parent?.type !== 'object' || typeof key !== 'string') return undefined;
          const property = findProperty(parent, key);
          return property ? positionAt(property.keyOffset) : undefined;
        }
        const node = nodeAt(path);
        return node ? positionAt(node.offset) : undefined;
      },
    },
  };
}

/**
 * The properties of an object as JSON.parse sees them: a key written twice keeps its first place in
 * key order and its last value (with that value's key offset).
 */
export function effectiveProperties(node: JsonObjectNode): JsonProperty[] {
  const byKey = new Map<string, JsonProperty>();
  // Map.set on an existing key keeps the key's first place and takes the new value.
  for (const property of node.properties) byKey.set(property.key, property);
  return [...byKey.values()];
}

/** The effective property of an object for a key (the last one written), if any. */
export function findProperty(node: JsonObjectNode, key: string): JsonProperty | undefined {
  let found: JsonProperty | undefined;
  for (const property of node.properties) if (property.key === key) found = property;
  return found;
}

/** The plain JavaScript value of a node, exactly as JSON.parse reads its text. */
export function plainValueOf(source: JsonSource, node: JsonNode): unknown {
  return JSON.parse(source.text.slice(node.offset, node.offset + node.length));
}

function findNode(root: JsonNode, path: readonly JsonPathSegment[]): JsonNode | undefined {
  let node: JsonNode | undefined = root;
  for (const segment of path) {
    if (node === undefined) return undefined;
    if (typeof segment === 'number') node = node.type === 'array' ? node.items[segment] : undefined;
    else node = node.type === 'object' ? findProperty(node, segment)?.value : undefined;
  }
  return node;
}

// Iterative, so that converting never needs more stack than jsonc-parser itself used.
function convertTree(tree: JsoncNode): JsonNode {
  const root = convertShallow(tree);
  const pending: Array<[JsoncNode, JsonNode]> = [[tree, root]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [source, target] = next;
    if (target.type === 'object') {
      for (const property of source.children ?? []) {
        const [keyNode, valueNode] = property.children ?? [];
        if (keyNode === undefined || valueNode === undefined)
          throw new JsonTreeError('property without a value');
        const value = convertShallow(valueNode);
        target.properties.push({ key: String(keyNode.value), keyOffset: keyNode.offset, value });
        pending.push([valueNode, value]);
      }
    } else if (target.type === 'array') {
      for (const item of source.children ?? []) {
        const value = convertShallow(item);
        target.items.push(value);
        pending.push([item, value]);
      }
    }
  }
  return root;
}

function convertShallow(node: JsoncNode): JsonNode {
  const span = { offset: node.offset, length: node.length };
  const value: unknown = node.value;
  switch (node.type) {
    case 'object':
      return { ...span, type: 'object', properties: [] };
    case 'array':
      return { ...span, type: 'array', items: [] };
    case 'string':
      return { ...span, type: 'string', value: String(value) };
    case 'number':
      return { ...span, type: 'number', value: Number(value) };
    case 'boolean':
      return { ...span, type: 'boolean', value: value === true };
    case 'null':
      return { ...span, type: 'null' };
    default:
      throw new JsonTreeError(`unexpected node type ${node.type}`);
  }
}

function computeLineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (char === 10) starts.push(i + 1);
    else if (char === 13 && text.charCodeAt(i + 1) !== 10) starts.push(i + 1);
  }
  return starts;
}

function offsetToPosition(lineStarts: readonly number[], offset: number): Position {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((lineStarts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - (lineStarts[low] ?? 0) + 1 };
}

const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

// jsonc-parser reports string errors at the start of the string token; point at the bad character instead.
function refineErrorOffset(text: string, error: ParseError): number {
  const name = printParseErrorCode(error.error);
  if (name !== 'InvalidCharacter' && name !== 'InvalidEscapeCharacter' && name !== 'InvalidUnicode') {
    return error.offset;
  }
  for (let i = error.offset + 1; i < text.length; i++) {
    const char = text[i] ?? '';
    if (char === '"') break;
    if (char.charCodeAt(0) < 0x20) {
      if (name === 'InvalidCharacter') return i;
      break;
    }
    if (char !== '\\') continue;
    const escape = text[i + 1] ?? '';
    if (escape === 'u') {
      if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return i;
      i += 5;
    } else if (!ESCAPES.has(escape)) {
      return i;
    } else {
      i += 1;
    }
  }
  return error.offset;
}

function describeCharacter(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code === 0xfeff) return 'byte order mark (U+FEFF)';
  if (char === "'") return 'single quote (JSON strings and names need double quotes)';
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (code < 0x21 || (code >= 0x7f && code <= 0xa0) || code === 0x2028 || code === 0x2029)
    return `character ${hex}`;
  return `'${char}'`;
}

/** UTF-16 read as UTF-8: a byte-order mark turned into two U+FFFD, or a NUL byte beside the first characters. */
function looksLikeUtf16(text: string): boolean {
  return text.startsWith('\uFFFD\uFFFD') || text.slice(0, 4).includes('\u0000');
}

function previousNonSpaceOffset(text: string, offset: number): number | undefined {
  for (let i = offset - 1; i >= 0; i--) {
    if (!/[ \t\r\n]/.test(text[i] ?? '')) return i;
  }
  return undefined;
}

function previousNonSpace(text: string, offset: number): string | undefined {
  for (let i = offset - 1; i >= 0; i--) {
    const char = text[i] ?? '';
    if (!/[ \t\r\n]/.test(char)) return char;
  }
  return undefined;
}

function describeParseError(text: string, error: ParseError, offset: number): string {
  const here = text[offset];
  const trailingComma = (here === '}' || here === ']') && previousNonSpace(text, offset) === ',';
  if (/[0-9]/.test(here ?? '') && text[offset - 1] === '0' && !/[0-9.eE]/.test(text[offset - 2] ?? '')) {
    return 'numbers cannot have a leading zero';
  }
  switch (printParseErrorCode(error.error)) {
    case 'InvalidSymbol': {
      const token = text.slice(error.offset, error.offset + error.length);
      if (error.length > 1 && token.length <= 20 && /^[A-Za-z0-9_$+.-]+$/.test(token))
        return `unexpected '${token}'`;
      return `unexpected ${describeCharacter(String.fromCodePoint(text.codePointAt(error.offset) ?? 0))}`;
    }
    case 'InvalidNumberFormat':
    case 'UnexpectedEndOfNumber':
      return 'invalid number';
    case 'PropertyNameExpected':
      return trailingComma ? 'trailing comma before }' : 'expected a property name in double quotes';
    case 'ValueExpected':
      if (trailingComma) return `trailing comma before ${here}`;
      return offset >= text.length && text.trim() === '' ? 'the file is empty' : 'expected a value';
    case 'ColonExpected':
      return 'expected a colon after the property name';
    case 'CommaExpected':
      return 'expected a comma';
    case 'CloseBraceExpected':
      return offset >= text.length ? 'unexpected end of file, expected }' : 'expected a comma or }';
    case 'CloseBracketExpected':
      return offset >= text.length ? 'unexpected end of file, expected ]' : 'expected a comma or ]';
    case 'EndOfFileExpected':
      return 'unexpected text after the end of the JSON value';
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment':
      return 'comments are not allowed';
    case 'UnexpectedEndOfString':
      return 'unterminated string';
    case 'InvalidUnicode':
      return 'invalid \\u escape in string';
    case 'InvalidEscapeCharacter':
      return 'invalid escape in string';
    case 'InvalidCharacter':
      return `${here === undefined ? 'control character' : describeCharacter(here)} not allowed in a string`;
    default:
      return 'syntax error';
  }
}
