/** The script model of a bash script, from its tree-sitter-bash syntax tree. */
import type { Node, Parser } from 'web-tree-sitter';
import { nodesOfTypes } from './script-parser.js';
import {
  emptyModel,
  isPlainText,
  jqComparisons,
  jqFieldPaths,
  outputKeysIn,
  type Comparison,
  type ScriptModel,
  type Site,
} from './script-model.js';

/** What the script knows about a variable from its own assignments. */
interface VarInfo {
  /** Its text when assigned a literal (expansions of known variables substituted). */
  literal?: string;
  /** Payload paths its value comes from; '' is the whole payload (`input=$(cat)`). */
  fields: string[];
}

const STDOUT_REDIRECTS = new Set(['>', '>>', '&>', '&>>', '>&', '>|']);
const DEPENDENCIES = new Set(['jq', 'python3', 'python', 'node', 'pwsh']);
const CHECKERS = new Set(['command', 'which', 'type', 'hash']);
const SHELL_VARIABLES = new Set([
  'HOME',
  'PATH',
  'PWD',
  'OLDPWD',
  'USER',
  'SHELL',
  'TMPDIR',
  'LANG',
  'LC_ALL',
  'TERM',
  'HOSTNAME',
  'IFS',
  'RANDOM',
  'SECONDS',
  'LINENO',
  'BASH_SOURCE',
  'BASH_REMATCH',
  'FUNCNAME',
  'PIPESTATUS',
  'UID',
  'EUID',
  'PPID',
  'BASHPID',
  'REPLY',
  'OSTYPE',
  'BASH_VERSION',
  'EPOCHSECONDS',
  'EPOCHREALTIME',
  'SHLVL',
  'OPTARG',
  'OPTIND',
]);

function site(node: Node): Site {
  return { line: node.startPosition.row + 1, column: node.startPosition.column + 1 };
}

function descendants(node: Node, type: string | readonly string[]): Node[] {
  return node.descendantsOfType(type as string | string[]).filter((n): n is Node => n !== null);
}

function ancestors(node: Node): Node[] {
  const list: Node[] = [];
  for (let p = node.parent; p; p = p.parent) list.push(p);
  return list;
}

const ASSIGNING = new Set(['variable_assignment', 'for_statement', 'command']);
const WALKED_NO_STRINGS = [
  'for_statement',
  'variable_assignment',
  'command',
  'simple_expansion',
  'expansion',
  'file_redirect',
  'heredoc_body',
  'test_command',
  'case_statement',
  'list',
  'if_statement',
  'command_substitution',
];
// Strings are many; they matter only for output keys, so they are visited only when the text has one.
const WALKED = [...WALKED_NO_STRINGS, 'string', 'raw_string'];
const OUTPUT_KEY_HINT = /hookSpecificOutput|additionalContext|permissionDecision|decision|continue/;

function variableName(expansion: Node): string | undefined {
  const name = expansion.namedChildren.find(
    (c) => c !== null && (c.type === 'variable_name' || c.type === 'special_variable_name'),
  );
  return name?.text;
}

/** The program a command runs: its name's last path segment, `env X=1 prog` and `sudo prog` unwrapped. */
function programOf(command: Node): { name: string; args: Node[] } | undefined {
  const nameNode = command.childForFieldName('name');
  if (!nameNode) return undefined;
  let name = nameNode.text.replace(/^['"]|['"]$/g, '');
  let args = command.childrenForFieldName('argument').filter((a): a is Node => a !== null);
  while ((name === 'env' || name === 'sudo' || name === 'exec' || name === 'time') && args.length > 0) {
    const next = args.findIndex((a) => !a.text.startsWith('-') && !/^\w+=/.test(a.text));
    if (next < 0) break;
    name = args[next]?.text ?? name;
    args = args.slice(next + 1);
  }
  return { name: name.split('/').pop() ?? name, args };
}

/**
 * The nodes of a document-ordered list that lie inside `node` (itself included): a binary search on the start,
 * cheaper than asking the tree for descendants, which builds every node between.
 */
function inside(sorted: readonly Node[], node: Node): Node[] {
  const start = node.startIndex;
  const end = node.endIndex;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sorted[mid]?.startIndex ?? 0) < start) low = mid + 1;
    else high = mid;
  }
  const found: Node[] = [];
  for (let i = low; i < sorted.length; i++) {
    const candidate = sorted[i];
    if (!candidate || candidate.startIndex >= end) break;
    if (candidate.endIndex <= end) found.push(candidate);
  }
  return found;
}

/** Builds the model in one walk, in document order, so a variable is known from its assignment on. */
class BashModeller {
  readonly model = emptyModel('bash', true);
  private readonly vars = new Map<string, VarInfo>();
  private readonly assigned = new Set<string>();
  private readonly expansions: (Site & { name: string })[] = [];
  /** The expansions and commands of the script in document order, for range lookups. */
  private expansionNodes: Node[] = [];
  private commandNodes: Node[] = [];
  /** jq paths by command node id: an assignment and the command itself both ask. */
  private readonly jqPathsSeen = new Map<number, { path: string; program: string }[]>();

  constructor(
    private readonly root: Node,
    private readonly text: string,
  ) {}

  build(): ScriptModel {
    const wanted = OUTPUT_KEY_HINT.test(this.text) ? WALKED : WALKED_NO_STRINGS;
    const nodes = nodesOfTypes(this.root, wanted);
    this.expansionNodes = nodes.filter((n) => n.type === 'simple_expansion' || n.type === 'expansion');
    this.commandNodes = nodes.filter((n) => n.type === 'command');
    for (const node of nodes) if (ASSIGNING.has(node.type)) this.noteAssigned(node);
    for (const node of nodes) this.visit(node);
    this.model.envReads = this.expansions.filter(
      (e) => !this.assigned.has(e.name) && !SHELL_VARIABLES.has(e.name) && !/^[0-9@*#?$!_-]$/.test(e.name),
    );
    this.model.errexit ||= /^#!.*\s-[a-zA-Z]*e\b/.test(this.text);
    return this.model;
  }

  private noteAssigned(node: Node): void {
    if (node.type === 'variable_assignment') {
      const name = node.childForFieldName('name')?.text;
      if (name) this.assigned.add(name);
    } else if (node.type === 'for_statement') {
      const name = node.childForFieldName('variable')?.text;
      if (name) this.assigned.add(name);
    } else {
      const program = programOf(node);
      if (program?.name === 'read' || program?.name === 'mapfile' || program?.name === 'readarray') {
        for (const arg of program.args) if (/^[A-Za-z_]\w*$/.test(arg.text)) this.assigned.add(arg.text);
      }
    }
  }

  private visit(node: Node): void {
    switch (node.type) {
      case 'variable_assignment':
        this.assignment(node);
        break;
      case 'command':
        this.command(node);
        break;
      case 'simple_expansion':
      case 'expansion':
        this.expansion(node);
        break;
      case 'file_redirect':
        this.redirect(node);
        break;
      case 'heredoc_body':
        this.heredoc(node);
        break;
      case 'string':
      case 'raw_string':
        this.model.outputKeys.push(...outputKeysIn(node.text, site(node)));
        break;
      case 'test_command':
        this.test(node);
        break;
      case 'case_statement':
        this.caseStatement(node);
        break;
      case 'list':
        this.list(node);
        break;
      case 'if_statement':
        this.ifStatement(node);
        break;
      case 'command_substitution':
        this.capture(node);
        break;
    }
  }

  /** The text of a word, string or concatenation, known variables substituted; unknown ones stay `$NAME`. */
  resolve(node: Node | null | undefined): string {
    if (!node) return '';
    switch (node.type) {
      case 'raw_string':
        return node.text.slice(1, -1);
      case 'string':
      case 'concatenation':
        return node.namedChildren.map((c) => (c ? this.resolve(c) : '')).join('');
      case 'string_content':
      case 'word':
      case 'number':
        return node.text;
      case 'simple_expansion':
      case 'expansion': {
        const name = variableName(node) ?? '';
        const known = this.vars.get(name)?.literal;
        if (known !== undefined) return known;
        // `${NAME:-default}`: the default, the value a hook sees since no runtime sets NAME.
        const fallback =
          node.type === 'expansion' && /^\$\{\w+:?-/.test(node.text)
            ? node.namedChildren.filter((c): c is Node => c !== null && c.type !== 'variable_name')
            : [];
        if (fallback.length > 0) return fallback.map((c) => this.resolve(c)).join('');
        return `$${name}`;
      }
      case 'command_substitution':
        return /\b(pwd|git rev-parse --show-toplevel)\b/.test(node.text) ? '$PWD' : '$(…)';
      default:
        return node.text;
    }
  }

  /** Payload paths the value of a node derives from: jq programs inside it, variables it expands. */
  private fieldsOf(node: Node): string[] {
    const fields: string[] = [];
    if (/^\$\(\s*cat\s*\)$|^`cat`$/.test(node.text.trim().replace(/^"|"$/g, ''))) fields.push('');
    for (const expansion of inside(this.expansionNodes, node)) {
      if (expansion.id === node.id) continue;
      const info = this.vars.get(variableName(expansion) ?? '');
      if (info) fields.push(...info.fields);
    }
    for (const command of inside(this.commandNodes, node)) {
      const program = programOf(command);
      if (program?.name === 'jq') fields.push(...this.jqPaths(command, program.args).map((p) => p.path));
    }
    if (node.type === 'simple_expansion' || node.type === 'expansion') {
      const info = this.vars.get(variableName(node) ?? '');
      if (info) fields.push(...info.fields);
    }
    return [...new Set(fields)];
  }

  private assignment(node: Node): void {
    const name = node.childForFieldName('name')?.text;
    const value = node.childForFieldName('value');
    if (!name) return;
    const literal = value && value.type !== 'command_substitution' ? this.resolve(value) : undefined;
    this.vars.set(name, { literal, fields: value ? this.fieldsOf(value) : [] });
  }

  private expansion(node: Node): void {
    const name = variableName(node);
    if (name === undefined) return;
    if (
      /^[1-9@*]$/.test(name) &&
      !this.inFunction(node) &&
      !(node.type === 'expansion' && /:?[-=]/.test(node.text))
    ) {
      this.model.readsArgs ??= site(node);
    }
    this.expansions.push({ ...site(node), name });
  }

  private inFunction(node: Node): boolean {
    return ancestors(node).some((a) => a.type === 'function_definition');
  }

  /** Where a command's stdin comes from: a variable piped or here-stringed in, a file, or the hook's stdin. */
  private inputOf(command: Node): { fields: string[] } | 'stdin' | 'other' {
    const redirected = command.parent?.type === 'redirected_statement' ? command.parent : undefined;
    const herestring = [
      ...descendants(command, 'herestring_redirect'),
      ...(redirected ? descendants(redirected, 'herestring_redirect') : []),
    ][0];
    if (herestring) return { fields: this.fieldsOf(herestring) };
    if (
      redirected &&
      redirected.namedChildren.some((c) => c?.type === 'file_redirect' && c.text.startsWith('<'))
    ) {
      return 'other';
    }
    const chainChild = redirected ?? command;
    const pipeline = chainChild.parent?.type === 'pipeline' ? chainChild.parent : undefined;
    if (pipeline) {
      const members = pipeline.namedChildren.filter((c): c is Node => c !== null);
      const index = members.findIndex((m) => m.id === chainChild.id);
      if (index > 0) {
        const previous = members[index - 1];
        if (!previous) return 'other';
        const producer = previous.type === 'command' ? programOf(previous) : undefined;
        if (producer && (producer.name === 'echo' || producer.name === 'printf' || producer.name === 'cat')) {
          if (producer.name === 'cat' && producer.args.length === 0) return 'stdin';
          return { fields: producer.args.flatMap((a) => this.fieldsOf(a)) };
        }
        return 'other';
      }
    }
    return 'stdin';
  }

  /** The payload paths a jq command reads, composed with the paths of the variable piped into it. */
  private jqPaths(command: Node, args: Node[]): { path: string; program: string }[] {
    let paths = this.jqPathsSeen.get(command.id);
    if (!paths) {
      paths = this.readJqPaths(command, args);
      this.jqPathsSeen.set(command.id, paths);
    }
    return paths;
  }

  private readJqPaths(command: Node, args: Node[]): { path: string; program: string }[] {
    const program = this.jqProgram(args);
    if (program === undefined) return [];
    const input = this.inputOf(command);
    let bases: string[];
    if (input === 'stdin') bases = [''];
    else if (input === 'other') return [];
    else bases = input.fields;
    return bases.flatMap((base) =>
      composeJq(program.text).map((path) => ({
        path: base === '' ? path : `${base}.${path}`,
        program: program.text,
      })),
    );
  }

  /** A jq command's program argument, unless it reads a file (`jq … file.json`) or no input (`jq -n`). */
  private jqProgram(args: Node[]): { text: string; node: Node } | undefined {
    let program: Node | undefined;
    let skip = 0;
    for (const arg of args) {
      const text = this.resolve(arg);
      if (skip > 0) {
        skip--;
        continue;
      }
      if (/^--(arg|argjson|slurpfile|rawfile)$/.test(text)) skip = 2;
      else if (/^-[a-zA-Z]*n[a-zA-Z]*$/.test(text) || text === '--null-input') return undefined;
      else if (text.startsWith('-')) continue;
      else if (!program) program = arg;
      else return undefined; // A file argument: jq reads the file, not the payload.
    }
    return program ? { text: this.resolve(program), node: program } : undefined;
  }

  private command(node: Node): void {
    const program = programOf(node);
    if (!program) return;
    const { name, args } = program;
    const at = site(node);
    const argTexts = args.map((a) => this.resolve(a));
    this.model.runs.push({ ...at, program: name, args: argTexts, toStdout: this.reachesStdout(node) });
    if (name === 'jq') {
      const input = this.inputOf(node);
      const program = this.jqProgram(args);
      if (input === 'stdin' && program) this.model.readsStdin = true;
      if (program) {
        for (const { path } of this.jqPaths(node, args))
          this.model.fields.push({ ...site(program.node), path });
        const bases = input === 'stdin' ? [''] : input === 'other' ? [] : input.fields;
        for (const c of jqComparisons(program.text)) {
          for (const base of bases) {
            this.model.comparisons.push({
              ...site(program.node),
              ...c,
              field: base === '' ? c.field : `${base}.${c.field}`,
            });
          }
        }
      }
    }
    if ((name === 'cat' && args.every((a) => a.text === '-')) || name === 'read' || name === 'mapfile') {
      if (this.inputOf(node) === 'stdin' && !this.hasInputRedirect(node)) this.model.readsStdin = true;
    }
    if (name === 'grep' || name === 'egrep') this.grep(node, args);
    if (name === 'set' && argTexts.some((t) => /^-[a-zA-Z]*e/.test(t) || t === 'errexit'))
      this.model.errexit = true;
    if (CHECKERS.has(name)) {
      const checked = argTexts.filter((t) => !t.startsWith('-'));
      if (name !== 'command' || argTexts.includes('-v'))
        for (const p of checked) this.model.checkedPrograms.add(p);
    }
    if (name === 'curl' || name === 'wget') {
      const url = argTexts.find((t) => /^https?:\/\//.test(t));
      if (url) this.model.fetches.push({ ...at, url });
    }
    if (name === 'tee') {
      const append = argTexts.some((t) => /^-[a-zA-Z]*a/.test(t) || t === '--append');
      for (const target of argTexts.filter((t) => !t.startsWith('-'))) {
        if (append) this.model.appends.push({ ...at, target });
      }
    }
    if (
      (name === 'python3' || name === 'python') &&
      argTexts.includes('-c') &&
      /sys\.stdin/.test(argTexts.join(' '))
    ) {
      this.model.readsStdin = true;
    }
    if ((name === 'echo' || name === 'printf') && this.reachesStdout(node)) {
      const first = args.find((a) => !/^-[neE]+$/.test(a.text));
      const text = first ? this.resolve(first).trim() : '';
      if (isPlainText(text)) this.model.textOutput.push(at);
    }
  }

  private hasInputRedirect(node: Node): boolean {
    const parent = node.parent?.type === 'redirected_statement' ? node.parent : node;
    return parent.namedChildren.some(
      (c) =>
        c !== null &&
        (c.type === 'herestring_redirect' || (c.type === 'file_redirect' && c.text.startsWith('<'))),
    );
  }

  /** `echo "$TOOL" | grep -qE '^(bash|edit)$'`: a regex comparison of the piped value. */
  private grep(node: Node, args: Node[]): void {
    const input = this.inputOf(node);
    if (input === 'stdin' || input === 'other') return;
    const pattern = args.find((a) => !a.text.startsWith('-'));
    if (!pattern) return;
    for (const field of input.fields) {
      this.model.comparisons.push({ ...site(pattern), field, literal: this.resolve(pattern), kind: 'regex' });
    }
  }

  /** Whether a command's stdout reaches the hook's stdout: not captured, piped on, redirected or in a function. */
  private reachesStdout(node: Node): boolean {
    let child = node;
    for (const parent of ancestors(node)) {
      if (parent.type === 'command_substitution' || parent.type === 'process_substitution') return false;
      // Where a function's output goes depends on each call (`log "x" >&2`), which is not followed: say nothing.
      if (parent.type === 'function_definition') return false;
      if (parent.type === 'pipeline') {
        const members = parent.namedChildren.filter((c): c is Node => c !== null);
        if (members.at(-1)?.id !== child.id) return false;
      }
      if (parent.type === 'redirected_statement' && parent.childForFieldName('body')?.id === child.id) {
        const redirects = parent.namedChildren.filter(
          (c): c is Node => c !== null && c.type === 'file_redirect',
        );
        if (redirects.some((r) => this.redirectsStdout(r))) return false;
      }
      child = parent;
    }
    return true;
  }

  private redirectsStdout(redirect: Node): boolean {
    const descriptor = redirect.childForFieldName('descriptor')?.text;
    const operator = redirect.children.find((c) => c !== null && !c.isNamed)?.text ?? '';
    if (descriptor !== undefined && descriptor !== '1') return false;
    return STDOUT_REDIRECTS.has(operator);
  }

  private redirect(node: Node): void {
    const operator = node.children.find((c) => c !== null && !c.isNamed)?.text ?? '';
    if (operator !== '>>' && operator !== '&>>') return;
    const target = this.resolve(node.childForFieldName('destination'));
    this.model.appends.push({ ...site(node), target });
  }

  private heredoc(node: Node): void {
    this.model.outputKeys.push(...outputKeysIn(node.text, site(node)));
    const redirect = node.parent;
    const statement = redirect?.parent;
    const body = statement?.type === 'redirected_statement' ? statement.childForFieldName('body') : undefined;
    if (body?.type === 'command' && programOf(body)?.name === 'cat' && this.reachesStdout(body)) {
      if (isPlainText(node.text.trim())) this.model.textOutput.push(site(body));
    }
  }

  private compare(valueSide: Node, literalSide: Node, operator: string): void {
    const fields = this.fieldsOf(valueSide);
    if (fields.length === 0) return;
    const literal = this.resolve(literalSide);
    const quoted = literalSide.type === 'string' || literalSide.type === 'raw_string';
    let kind: Comparison['kind'] = 'equals';
    if (operator === '=~') kind = 'regex';
    else if (!quoted && /[*?[]/.test(literal)) kind = 'glob';
    for (const field of fields) this.model.comparisons.push({ ...site(literalSide), field, literal, kind });
  }

  private test(node: Node): void {
    for (const binary of descendants(node, 'binary_expression')) {
      const left = binary.childForFieldName('left');
      const right = binary.childForFieldName('right');
      const operator =
        binary.childForFieldName('operator')?.text ??
        binary.children.find((c) => c !== null && !c.isNamed)?.text ??
        '';
      if (!left || !right || !/^(==?|!=|=~)$/.test(operator)) continue;
      this.compare(left, right, operator);
      this.compare(right, left, operator);
    }
  }

  private caseStatement(node: Node): void {
    const value = node.childForFieldName('value');
    if (!value) return;
    const fields = this.fieldsOf(value);
    if (fields.length === 0) return;
    for (const item of descendants(node, 'case_item')) {
      for (const pattern of item.childrenForFieldName('value')) {
        if (!pattern) continue;
        const literal = this.resolve(pattern);
        const kind = /[*?[]/.test(literal) ? 'glob' : 'equals';
        for (const field of fields) this.model.comparisons.push({ ...site(pattern), field, literal, kind });
      }
    }
  }

  /** `command -v jq >/dev/null || exit 0`: the right side allows when the check fails. */
  private list(node: Node): void {
    const children = node.children.filter((c): c is Node => c !== null);
    const orIndex = children.findIndex((c) => c.type === '||');
    if (orIndex < 0) return;
    const left = children.slice(0, orIndex);
    const right = children.slice(orIndex + 1);
    const checked = left.flatMap((c) => this.checkedIn(c));
    if (checked.length > 0 && right.some((c) => allows(c)) && !right.some((c) => denies(c))) {
      for (const program of checked) this.model.failOpenChecks.push({ ...site(node), program });
    }
  }

  /** `if ! command -v jq …; then exit 0; fi` (over several lines). */
  private ifStatement(node: Node): void {
    const conditions = node.childrenForFieldName('condition').filter((c): c is Node => c !== null);
    const negated = conditions.flatMap((c) => descendants(c, 'negated_command'));
    const checked = negated.flatMap((n) => this.checkedIn(n));
    if (checked.length === 0) return;
    const body = node.namedChildren.filter(
      (c): c is Node =>
        c !== null &&
        !conditions.some((k) => k.id === c.id) &&
        c.type !== 'elif_clause' &&
        c.type !== 'else_clause',
    );
    if (body.some((c) => allows(c)) && !body.some((c) => denies(c))) {
      for (const program of checked) this.model.failOpenChecks.push({ ...site(node), program });
    }
  }

  private checkedIn(node: Node): string[] {
    const commands = node.type === 'command' ? [node] : descendants(node, 'command');
    return commands.flatMap((command) => {
      const program = programOf(command);
      if (!program || !CHECKERS.has(program.name)) return [];
      const texts = program.args.map((a) => a.text);
      if (program.name === 'command' && !texts.includes('-v')) return [];
      return texts.filter((t) => !t.startsWith('-') && DEPENDENCIES.has(t));
    });
  }

  /** `$(jq …)` whose failure nothing handles: no `||` after it, not an `if` condition. */
  private capture(node: Node): void {
    const first = descendants(node, 'command')
      .map((c) => programOf(c)?.name)
      .find((name): name is string => name !== undefined && DEPENDENCIES.has(name));
    if (first === undefined) return;
    let child = node;
    for (const parent of ancestors(node)) {
      if (parent.type === 'list' && parent.children.some((c) => c?.type === '||')) return;
      if (parent.type === 'if_statement' || parent.type === 'while_statement') {
        if (parent.childrenForFieldName('condition').some((c) => c?.id === child.id)) return;
      }
      child = parent;
    }
    this.model.unhandledCaptures.push({ ...site(node), program: first });
  }
}

/** Paths a jq program reads, each pipe stage relative to the path the stage before it selected. */
function composeJq(program: string): string[] {
  const paths: string[] = [];
  let base = '';
  for (const stage of program.split(/\|(?!=)/)) {
    const stagePaths = jqFieldPaths(stage);
    for (const path of stagePaths) paths.push(base === '' ? path : `${base}.${path}`);
    const head = /^\s*\.([A-Za-z_][\w.]*)/.exec(stage)?.[1];
    if (head !== undefined) base = base === '' ? head : `${base}.${head}`;
  }
  return paths;
}

/** Whether a statement ends the script allowing: `exit`, `exit 0`, `true`, `:` (a block: any of its statements). */
function allows(node: Node): boolean {
  const commands = node.type === 'command' ? [node] : descendants(node, 'command');
  return commands.some((command) => {
    const program = programOf(command);
    if (!program) return false;
    if (program.name === 'exit' || program.name === 'return') {
      const code = program.args[0]?.text;
      return code === undefined || code === '0';
    }
    return (program.name === 'true' || program.name === ':') && node.type === 'command';
  });
}

/** Whether a block denies: exits 2 (or another failure) or prints a deny decision. */
function denies(node: Node): boolean {
  if (/\bdeny\b/.test(node.text)) return true;
  return descendants(node, 'command').some((command) => {
    const program = programOf(command);
    return program?.name === 'exit' && program.args[0] !== undefined && program.args[0].text !== '0';
  });
}

// A command of plain words (`./.github/hooks/x.sh`, `bash x.sh --strict`): nothing a parser would add.
const PLAIN_COMMAND = /^\s*[\w./@+,:=-]+(?:[ \t]+[\w./@+,:=-]+)*\s*$/;

/** The model of a command of plain words, without parsing: one run whose output is the hook's. */
function modelPlainCommand(text: string): ScriptModel {
  const model = emptyModel('bash', true);
  const [program = '', ...args] = text.trim().split(/[ \t]+/);
  model.runs.push({ line: 1, column: 1, program: program.split('/').pop() ?? program, args, toStdout: true });
  return model;
}

/** The model of a bash script text. */
export function modelBash(parser: Parser, text: string): ScriptModel {
  if (PLAIN_COMMAND.test(text) && !/^\s*(set|cat|read|jq|curl|wget|echo|printf)\b/.test(text))
    return modelPlainCommand(text);
  const tree = parser.parse(text);
  if (!tree) return emptyModel('bash', false);
  try {
    return new BashModeller(tree.rootNode, text).build();
  } finally {
    tree.delete();
  }
}
