/** The script model of a Python script, from its tree-sitter-python syntax tree. */
import type { Node, Parser } from 'web-tree-sitter';
import {
  emptyModel,
  isPlainText,
  OUTPUT_KEYS,
  outputKeysIn,
  type ScriptModel,
  type Site,
} from './script-model.js';

interface VarInfo {
  literal?: string;
  /** Payload paths its value comes from; '' is the whole payload (`json.load(sys.stdin)`). */
  fields: string[];
}

function site(node: Node): Site {
  return { line: node.startPosition.row + 1, column: node.startPosition.column + 1 };
}

function children(node: Node): Node[] {
  return node.namedChildren.filter((c): c is Node => c !== null);
}

/** The value of a plain string literal (no f-string interpolation), or undefined. */
function stringValue(node: Node | null | undefined): string | undefined {
  if (!node || node.type !== 'string') return undefined;
  if (children(node).some((c) => c.type === 'interpolation')) return undefined;
  return children(node)
    .filter((c) => c.type === 'string_content')
    .map((c) => c.text)
    .join('');
}

/** A docstring: a statement that is only a string. */
function isDocstring(node: Node): boolean {
  return (
    node.type === 'expression_statement' &&
    node.namedChildCount === 1 &&
    node.namedChild(0)?.type === 'string'
  );
}

const FETCHERS = /^(requests|httpx|urllib\.request|urllib3)\.(get|post|put|request|urlopen)$|^urlopen$/;
const SUBPROCESS = /^(subprocess\.(run|call|check_call|check_output|Popen)|os\.system)$/;

class PythonModeller {
  readonly model = emptyModel('python', true);
  private readonly vars = new Map<string, VarInfo>();

  constructor(private readonly root: Node) {}

  build(): ScriptModel {
    this.walk(this.root);
    return this.model;
  }

  private walk(node: Node): void {
    if (node.type === 'comment' || isDocstring(node)) return;
    switch (node.type) {
      case 'assignment':
        this.assignment(node);
        break;
      case 'call':
        this.call(node);
        break;
      case 'subscript':
        this.subscript(node);
        break;
      case 'attribute':
        this.attribute(node);
        break;
      case 'comparison_operator':
        this.comparison(node);
        break;
      case 'string':
        this.model.outputKeys.push(...outputKeysIn(node.text, site(node)));
        break;
      case 'pair': {
        const key = stringValue(node.childForFieldName('key'));
        const value = node.childForFieldName('value');
        if (key !== undefined && (OUTPUT_KEYS as readonly string[]).includes(key)) {
          this.model.outputKeys.push({ ...site(node), key, value: stringValue(value) ?? value?.text });
        }
        break;
      }
    }
    for (const child of children(node)) this.walk(child);
  }

  /** Payload paths an expression's value derives from. */
  private fieldsOf(node: Node): string[] {
    if (/\bsys\.stdin\b/.test(node.text) && /json\.loads?\(/.test(node.text)) {
      const path = this.accessPath(node);
      if (path !== undefined) return [path];
    }
    if (node.type === 'identifier') return this.vars.get(node.text)?.fields ?? [];
    const path = this.accessPath(node);
    if (path !== undefined) return [path];
    return [...new Set(children(node).flatMap((c) => this.fieldsOf(c)))];
  }

  /** `d["a"]["b"]`, `d.get("a", {}).get("b")`: the payload path read, when `d` holds a payload path. */
  private accessPath(node: Node): string | undefined {
    if (node.type === 'identifier') {
      const fields = this.vars.get(node.text)?.fields;
      return fields?.length === 1 ? fields[0] : undefined;
    }
    if (node.type === 'call' && /json\.loads?$/.test(node.childForFieldName('function')?.text ?? '')) {
      return /sys\.stdin/.test(node.text) ||
        this.fieldsOf(node.childForFieldName('arguments') ?? node).length > 0
        ? this.argumentsPath(node)
        : undefined;
    }
    if (node.type === 'subscript') {
      const key = stringValue(node.childForFieldName('subscript'));
      const base = this.accessPath(node.childForFieldName('value') ?? node);
      if (key === undefined || base === undefined) return undefined;
      return base === '' ? key : `${base}.${key}`;
    }
    if (node.type === 'call') {
      const fn = node.childForFieldName('function');
      if (fn?.type === 'attribute' && fn.childForFieldName('attribute')?.text === 'get') {
        const key = stringValue(children(node.childForFieldName('arguments') ?? node)[0]);
        const base = this.accessPath(fn.childForFieldName('object') ?? node);
        if (key === undefined || base === undefined) return undefined;
        return base === '' ? key : `${base}.${key}`;
      }
    }
    if (node.type === 'parenthesized_expression' || node.type === 'boolean_operator') {
      const first = children(node)[0];
      return first ? this.accessPath(first) : undefined;
    }
    return undefined;
  }

  private argumentsPath(call: Node): string | undefined {
    const argument = children(call.childForFieldName('arguments') ?? call)[0];
    if (!argument || /sys\.stdin/.test(argument.text)) return '';
    return this.accessPath(argument);
  }

  private resolve(node: Node | null | undefined): string | undefined {
    if (!node) return undefined;
    if (node.type === 'string') return stringValue(node);
    if (node.type === 'identifier') return this.vars.get(node.text)?.literal;
    if (node.type === 'binary_operator') {
      const parts = children(node).map((c) => this.resolve(c));
      return parts.every((p) => p !== undefined) ? parts.join('') : undefined;
    }
    if (
      node.type === 'call' &&
      /(os\.path\.join|Path)$/.test(node.childForFieldName('function')?.text ?? '')
    ) {
      const parts = children(node.childForFieldName('arguments') ?? node).map((c) => this.resolve(c));
      return parts.every((p) => p !== undefined) ? parts.join('/') : undefined;
    }
    return undefined;
  }

  private assignment(node: Node): void {
    const left = node.childForFieldName('left');
    const right = node.childForFieldName('right');
    if (left?.type !== 'identifier' || !right) return;
    this.vars.set(left.text, { literal: this.resolve(right), fields: this.fieldsOf(right) });
  }

  private subscript(node: Node): void {
    const value = node.childForFieldName('value');
    if (value?.text === 'os.environ') {
      const name = stringValue(node.childForFieldName('subscript'));
      if (name) this.model.envReads.push({ ...site(node), name });
      return;
    }
    if (value?.text === 'sys.argv') this.model.readsArgs ??= site(node);
    const path = this.accessPath(node);
    if (path) this.model.fields.push({ ...site(node), path });
  }

  private attribute(node: Node): void {
    if (node.text === 'sys.stdin') this.model.readsStdin = true;
    if (node.text === 'sys.argv' && node.parent?.type !== 'subscript') this.model.readsArgs ??= site(node);
  }

  private call(node: Node): void {
    const fn = node.childForFieldName('function')?.text ?? '';
    const args = children(node.childForFieldName('arguments') ?? node);
    if (fn === 'input') this.model.readsStdin = true;
    if (fn === 'os.environ.get' || fn === 'os.getenv') {
      const name = stringValue(args[0]);
      if (name) this.model.envReads.push({ ...site(node), name });
      return;
    }
    const path = this.accessPath(node);
    if (path) this.model.fields.push({ ...site(node), path });
    if (fn === 'open') {
      const mode =
        stringValue(args[1]) ??
        stringValue(
          args
            .find((a) => a.type === 'keyword_argument' && a.text.startsWith('mode'))
            ?.childForFieldName('value'),
        );
      const target = this.resolve(args[0]);
      if (mode?.includes('a') && target !== undefined) this.model.appends.push({ ...site(node), target });
    }
    if (FETCHERS.test(fn)) {
      const url = this.resolve(args[0]);
      if (url !== undefined && /^https?:\/\//.test(url)) this.model.fetches.push({ ...site(node), url });
    }
    if (SUBPROCESS.test(fn) && args[0]) {
      const list =
        args[0].type === 'list'
          ? children(args[0]).map((c) => stringValue(c) ?? '')
          : (stringValue(args[0]) ?? '').split(/\s+/);
      const captured =
        args.some((a) => /^(capture_output|stdout)\s*=/.test(a.text)) || fn.endsWith('check_output');
      const [program, ...rest] = list;
      if (program) this.model.runs.push({ ...site(node), program, args: rest, toStdout: !captured });
    }
    if (fn === 'print' && !args.some((a) => /^file\s*=/.test(a.text))) {
      const text = stringValue(args[0]);
      if (text !== undefined && isPlainText(text.trim())) this.model.textOutput.push(site(node));
    }
    this.pathCheck(node, args);
  }

  /** `path.startswith("src/")`, `re.match(r"^src/", path)`: a check of a payload value against a literal. */
  private pathCheck(node: Node, args: Node[]): void {
    const fn = node.childForFieldName('function');
    let value: Node | null | undefined;
    let literal: string | undefined;
    let kind: 'prefix' | 'regex' = 'prefix';
    if (fn?.type === 'attribute' && fn.childForFieldName('attribute')?.text === 'startswith') {
      value = fn.childForFieldName('object');
      literal = stringValue(args[0]);
    } else if (/^re\.(match|search|fullmatch)$/.test(fn?.text ?? '')) {
      value = args[1];
      literal = stringValue(args[0]);
      kind = 'regex';
    }
    if (!value || literal === undefined) return;
    for (const field of this.fieldsOf(value))
      this.model.comparisons.push({ ...site(node), field, literal, kind });
  }

  private comparison(node: Node): void {
    const operands = children(node);
    const operator = node.children.find((c) => c !== null && !c.isNamed)?.text ?? '';
    if (operands.length !== 2) return;
    const [a, b] = operands as [Node, Node];
    for (const [value, literal] of [
      [a, b],
      [b, a],
    ] as const) {
      const fields = this.fieldsOf(value);
      if (fields.length === 0) continue;
      const literals = literal.type === 'string' ? [literal] : operator === 'in' ? children(literal) : [];
      for (const item of literals) {
        const text = stringValue(item);
        if (text === undefined) continue;
        for (const field of fields)
          this.model.comparisons.push({ ...site(item), field, literal: text, kind: 'equals' });
      }
    }
  }
}

/** The model of a Python script text. */
export function modelPython(parser: Parser, text: string): ScriptModel {
  const tree = parser.parse(text);
  if (!tree) return emptyModel('python', false);
  try {
    return new PythonModeller(tree.rootNode).build();
  } finally {
    tree.delete();
  }
}
