export const id = 306;
export const ids = [306];
export const modules = {

/***/ 5198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mX: () => (/* binding */ RuleSets),
  xX: () => (/* binding */ isLoopbackName)
});

// UNUSED EXPORTS: ALLOWLIST_DATA, alwaysAllowedRules, recommendedRules

;// CONCATENATED MODULE: ./sandbox/recommended-allowlist.json
const recommended_allowlist_namespaceObject = /*#__PURE__*/JSON.parse('{"source":"https://docs.github.com/en/copilot/reference/copilot-allowlist-reference#copilot-cloud-agent-recommended-allowlist","retrieved":"2026-11","alwaysAllowed":["https://github.com/login/","https://github.com/copilot/","https://github.githubassets.com","https://avatars.githubusercontent.com","https://api.github.com/user","https://api.github.com/copilot_internal/","https://collector.github.com/","https://copilot-telemetry.githubusercontent.com/telemetry","https://default.exp-tas.com","https://copilot-proxy.githubusercontent.com","https://origin-tracker.githubusercontent.com","https://*.githubcopilot.com/","https://*.individual.githubcopilot.com","https://*.business.githubcopilot.com","https://*.enterprise.githubcopilot.com","https://github.com/","https://api.github.com/","https://uploads.github.com/"],"recommended":{"Azure Infrastructure: Metadata Service":["168.63.129.16"],"Certificate Authorities: DigiCert":["crl3.digicert.com","crl4.digicert.com","ocsp.digicert.com"],"Certificate Authorities: Symantec":["ts-crl.ws.symantec.com","ts-ocsp.ws.symantec.com","s.symcb.com","s.symcd.com"],"Certificate Authorities: GeoTrust":["crl.geotrust.com","ocsp.geotrust.com"],"Certificate Authorities: Thawte":["crl.thawte.com","ocsp.thawte.com"],"Certificate Authorities: VeriSign":["crl.verisign.com","ocsp.verisign.com"],"Certificate Authorities: GlobalSign":["crl.globalsign.com","ocsp.globalsign.com"],"Certificate Authorities: SSL.com":["crls.ssl.com","ocsp.ssl.com"],"Certificate Authorities: IdenTrust":["crl.identrust.com","ocsp.identrust.com"],"Certificate Authorities: Sectigo":["crl.sectigo.com","ocsp.sectigo.com"],"Certificate Authorities: UserTrust":["crl.usertrust.com","ocsp.usertrust.com"],"Container Registries: Docker":["172.18.0.1","ghcr.io","registry.hub.docker.com","*.docker.io","*.docker.com","production.cloudflare.docker.com","auth.docker.io","quay.io","mcr.microsoft.com","gcr.io","public.ecr.aws"],"GitHub: Content & API":["*.githubusercontent.com","raw.githubusercontent.com","objects.githubusercontent.com","lfs.github.com","github-cloud.githubusercontent.com","github-cloud.s3.amazonaws.com","codeload.github.com","scanning-api.github.com","api.mcp.github.com","uploads.github.com/copilot/chat/attachments/"],"GitHub: Actions Artifact Storage":["productionresultssa0.blob.core.windows.net","productionresultssa1.blob.core.windows.net","productionresultssa2.blob.core.windows.net","productionresultssa3.blob.core.windows.net","productionresultssa4.blob.core.windows.net","productionresultssa5.blob.core.windows.net","productionresultssa6.blob.core.windows.net","productionresultssa7.blob.core.windows.net","productionresultssa8.blob.core.windows.net","productionresultssa9.blob.core.windows.net","productionresultssa10.blob.core.windows.net","productionresultssa11.blob.core.windows.net","productionresultssa12.blob.core.windows.net","productionresultssa13.blob.core.windows.net","productionresultssa14.blob.core.windows.net","productionresultssa15.blob.core.windows.net","productionresultssa16.blob.core.windows.net","productionresultssa17.blob.core.windows.net","productionresultssa18.blob.core.windows.net","productionresultssa19.blob.core.windows.net"],"Programming Languages & Package Managers: C# / .NET":["nuget.org","dist.nuget.org","api.nuget.org","nuget.pkg.github.com","dotnet.microsoft.com","pkgs.dev.azure.com","builds.dotnet.microsoft.com","dotnetcli.blob.core.windows.net","nugetregistryv2prod.blob.core.windows.net","azuresearch-usnc.nuget.org","azuresearch-ussc.nuget.org","dc.services.visualstudio.com","dot.net","download.visualstudio.microsoft.com","dotnetcli.azureedge.net","ci.dot.net","www.microsoft.com","oneocsp.microsoft.com","www.microsoft.com/pkiops/crl/"],"Programming Languages & Package Managers: Dart":["pub.dev","pub.dartlang.org","storage.googleapis.com/pub-packages/","storage.googleapis.com/dart-archive/"],"Programming Languages & Package Managers: Go":["go.dev","golang.org","proxy.golang.org","sum.golang.org","pkg.go.dev","goproxy.io","storage.googleapis.com/proxy-golang-org-prod/"],"Programming Languages & Package Managers: Haskell":["haskell.org","*.hackage.haskell.org","get-ghcup.haskell.org","downloads.haskell.org"],"Programming Languages & Package Managers: Java":["www.java.com","jdk.java.net","api.adoptium.net","adoptium.net","search.maven.org","maven.apache.org","repo.maven.apache.org","repo1.maven.org","maven.pkg.github.com","maven-central.storage-download.googleapis.com","maven.google.com","maven.oracle.com","jcenter.bintray.com","oss.sonatype.org","repo.spring.io","gradle.org","services.gradle.org","plugins.gradle.org","plugins-artifacts.gradle.org","repo.grails.org","download.eclipse.org","download.oracle.com"],"Programming Languages & Package Managers: Node.js / JavaScript":["npmjs.org","npmjs.com","registry.npmjs.com","registry.npmjs.org","skimdb.npmjs.com","npm.pkg.github.com","api.npms.io","nodejs.org","yarnpkg.com","registry.yarnpkg.com","repo.yarnpkg.com","deb.nodesource.com","get.pnpm.io","bun.sh","deno.land","registry.bower.io","binaries.prisma.sh"],"Programming Languages & Package Managers: Perl":["cpan.org","www.cpan.org","metacpan.org","cpan.metacpan.org"],"Programming Languages & Package Managers: PHP":["repo.packagist.org","packagist.org","getcomposer.org"],"Programming Languages & Package Managers: Python":["pypi.python.org","pypi.org","pip.pypa.io","*.pythonhosted.org","files.pythonhosted.org","bootstrap.pypa.io","conda.binstar.org","conda.anaconda.org","binstar.org","anaconda.org","download.pytorch.org","repo.continuum.io","repo.anaconda.com"],"Programming Languages & Package Managers: Ruby":["rubygems.org","api.rubygems.org","rubygems.pkg.github.com","bundler.rubygems.org","gems.rubyforge.org","gems.rubyonrails.org","index.rubygems.org","cache.ruby-lang.org","*.rvm.io"],"Programming Languages & Package Managers: Rust":["crates.io","index.crates.io","static.crates.io","sh.rustup.rs","static.rust-lang.org"],"Programming Languages & Package Managers: Swift":["download.swift.org","swift.org","cocoapods.org","cdn.cocoapods.org"],"Infrastructure & Tools: HashiCorp":["releases.hashicorp.com","apt.releases.hashicorp.com","yum.releases.hashicorp.com","registry.terraform.io"],"Infrastructure & Tools: JSON Schema":["json-schema.org","json.schemastore.org"],"Infrastructure & Tools: Playwright":["playwright.download.prss.microsoft.com","cdn.playwright.dev","playwright.azureedge.net","playwright-akamai.azureedge.net","playwright-verizon.azureedge.net","storage.googleapis.com/chrome-for-testing-public"],"Linux Package Managers: Ubuntu":["archive.ubuntu.com","security.ubuntu.com","ppa.launchpad.net","keyserver.ubuntu.com","azure.archive.ubuntu.com","api.snapcraft.io"],"Linux Package Managers: Debian":["deb.debian.org","security.debian.org","keyring.debian.org","packages.debian.org","debian.map.fastlydns.net","apt.llvm.org"],"Linux Package Managers: Fedora":["dl.fedoraproject.org","mirrors.fedoraproject.org","download.fedoraproject.org"],"Linux Package Managers: CentOS":["mirror.centos.org","vault.centos.org"],"Linux Package Managers: Alpine":["dl-cdn.alpinelinux.org","pkg.alpinelinux.org"],"Linux Package Managers: Arch":["mirror.archlinux.org","archlinux.org"],"Linux Package Managers: SUSE":["download.opensuse.org"],"Linux Package Managers: Red Hat":["cdn.redhat.com"],"Linux Package Managers: Common Package Sources":["packagecloud.io","packages.cloud.google.com","packages.microsoft.com"],"Other":["dl.k8s.io","pkgs.k8s.io"]},"alwaysAllowedNote":"The first 15 are the Copilot service addresses of the allow-list reference; github.com, api.github.com and uploads.github.com are added because the agent itself pushes and calls the API through them (the firewall page says it always allows the hosts Copilot uses to interact with GitHub, without listing them)."}');
// EXTERNAL MODULE: ./src/firewall/rules.ts
var rules = __webpack_require__(6891);
// EXTERNAL MODULE: ./src/ip-version.ts
var ip_version = __webpack_require__(6271);
;// CONCATENATED MODULE: ./src/firewall/rule-sets.ts
/**
 * The rule sets in force (spec/cloud-environment.md §5.3): always-allowed + recommended + custom + loopback on
 * the `cloud` surface; everything allowed (and still recorded) on the `cli` surface (runtime-behaviour.md §1.1).
 */
// Imported, not read at run time, so the ncc bundles carry the data and no path has to be found.



/** The shipped data, as loaded. */
const ALLOWLIST_DATA = recommended_allowlist_namespaceObject;
/** The rules that cannot be turned off: the Copilot-service URLs. */
function alwaysAllowedRules() {
    return [...ALLOWLIST_DATA.alwaysAllowed];
}
/** The recommended rules, all groups flattened in file order. */
function recommendedRules() {
    return Object.values(ALLOWLIST_DATA.recommended).flat();
}
/** Whether a host is loopback: `localhost` and its subdomains, 127.0.0.0/8, ::1 (never filtered or recorded). */
function isLoopbackName(name) {
    const host = (0,rules/* normalizeHost */.cS)(name);
    if (host === undefined)
        return false;
    if (host === 'localhost' || host.endsWith('.localhost'))
        return true;
    if ((0,ip_version/* ipVersion */.U)(host) === 4)
        return host.startsWith('127.');
    return host === '::1';
}
/** The decisions of the rule sets in force. */
class RuleSets {
    surface;
    list;
    /** On the `cli` surface every lookup and request is allowed. */
    allowAll;
    constructor(surface, list) {
        this.surface = surface;
        this.list = list;
        this.allowAll = surface === 'cli';
    }
    /** Build the sets in force; throws AllowRuleError for a bad custom rule. */
    static create(options) {
        const texts = [
            ...alwaysAllowedRules(),
            ...(options.recommended === false ? [] : recommendedRules()),
            ...(options.allow ?? []),
        ];
        return new RuleSets(options.surface, rules/* AllowList */.yd.parse(texts));
    }
    /** The DNS step: loopback and named hosts resolve; under `cli` every name does. */
    allowsName(name) {
        return this.allowAll || isLoopbackName(name) || this.list.allowsName(name);
    }
    /** The HTTP step for a whole URL; loopback is always allowed. */
    allowsUrl(url) {
        if (this.allowAll)
            return true;
        const target = typeof url === 'object' && !(url instanceof URL) ? url : (0,rules/* toRequestTarget */.UZ)(url);
        if (target === undefined)
            return false;
        return isLoopbackName(target.host) || this.list.allowsUrl(target);
    }
    /** How a host may be reached; everything is `opaque` under `cli`. */
    accessTo(name) {
        return this.allowAll ? 'opaque' : this.list.accessTo(name);
    }
}


/***/ }),

/***/ 306:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lintRepo: () => (/* binding */ lintRepo)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/config/load.ts + 3 modules
var load = __webpack_require__(5559);
// EXTERNAL MODULE: ./src/firewall/rule-sets.ts + 1 modules
var rule_sets = __webpack_require__(5198);
// EXTERNAL MODULE: ./src/profiles.ts
var profiles = __webpack_require__(9717);
// EXTERNAL MODULE: ./src/matchers.ts
var matchers = __webpack_require__(32);
// EXTERNAL MODULE: ./src/lint/lint-context.ts
var lint_context = __webpack_require__(198);
// EXTERNAL MODULE: ./src/lint/rule-catalogue.ts
var rule_catalogue = __webpack_require__(8652);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(8995);
// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(8877);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./node_modules/web-tree-sitter/tree-sitter.cjs
var tree_sitter = __webpack_require__(3778);
;// CONCATENATED MODULE: ./src/lint/script-parser.ts
/**
 * The tree-sitter parsers for hook scripts (bash, Python), loaded once from their wasm files: next to the bundle
 * (`npm run package` copies them to dist/…/wasm/), else from node_modules.
 */






// The CommonJS build, by path: bundled by ncc, the ES build's `await import('module')` loses createRequire, and
// the package's export map offers the CommonJS build only to require(), which ncc leaves unbundled. Its types are
// the ES build's.
// @ts-expect-error: no declaration file sits next to tree-sitter.cjs

const { Language, Parser, Query } = tree_sitter;
// The directory of this module, or of the bundle it is in. Not `new URL('.', import.meta.url)`: ncc takes that for
// an asset and copies a file for it.
const HERE = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));
/** Each wasm file: its package and name; the bundle holds it as wasm/<name>. */
const WASM_FILES = {
    runtime: ['web-tree-sitter', 'tree-sitter.wasm'],
    bash: ['tree-sitter-bash', 'tree-sitter-bash.wasm'],
    python: ['tree-sitter-python', 'tree-sitter-python.wasm'],
};
/** Error when a grammar's wasm file is in neither place. */
class ParserNotFoundError extends Error {
    code = 'parser-not-found';
    constructor(name, tried) {
        super(`Cannot find ${name}; looked in ${tried.join(', ')}: reinstall hooksim`);
        this.name = 'ParserNotFoundError';
    }
}
function wasmPath(file) {
    const [pkg, name] = WASM_FILES[file];
    // A computed require: ncc would otherwise copy the wasm itself, and it corrupts binary assets.
    const bundled = (0,external_node_path_.join)(HERE, 'wasm', name);
    if ((0,external_node_fs_.existsSync)(bundled))
        return bundled;
    const tried = [bundled];
    try {
        return (0,external_node_module_.createRequire)(import.meta.url).resolve([pkg, name].join('/'));
    }
    catch {
        tried.push(`node_modules/${pkg}`);
    }
    throw new ParserNotFoundError(name, tried);
}
let loading;
async function loadParsers() {
    // Node 20's V8 also compiles every function of a wasm module with its optimising compiler, in the
    // background: for the 1.3 MB bash grammar that costs about 0.5 s of CPU before the first parse, more than
    // parsing hundreds of hook scripts with the baseline compiler. The flag applies to wasm compiled from here on.
    (0,external_node_v8_.setFlagsFromString)('--liftoff-only');
    const runtime = await (0,promises_.readFile)(wasmPath('runtime'));
    // Bundled into an ES module, the CommonJS build's `__dirname` is unbound; it only names where the wasm would
    // be looked up, and the wasm is passed as bytes, so any directory does while init runs.
    const scope = globalThis;
    const unbound = scope.__dirname === undefined;
    if (unbound)
        scope.__dirname = HERE;
    try {
        await Parser.init({ wasmBinary: runtime });
    }
    finally {
        if (unbound)
            delete scope.__dirname;
    }
    const parserFor = async (language) => {
        const parser = new Parser();
        parser.setLanguage(await Language.load(await (0,promises_.readFile)(wasmPath(language))));
        return parser;
    };
    return { bash: await parserFor('bash'), python: await parserFor('python') };
}
/** The parsers, loaded on first use and shared by every lint run of the process. */
function loadScriptParsers() {
    loading ??= loadParsers().catch((error) => {
        loading = undefined;
        throw error;
    });
    return loading;
}
// By language name: `tree.language` is a new wrapper object on every access.
const queries = new Map();
/**
 * The named nodes of a tree whose type is one of `types`, in document order (comments hold no nodes). A query
 * runs inside the parser and builds a Node object only for what it returns; a walk from JavaScript pays a call
 * per node and is most of the cost of reading a script.
 */
function nodesOfTypes(root, types) {
    const language = root.tree.language;
    const key = `${language.name ?? ''}:${types.join(' ')}`;
    let query = queries.get(key);
    if (!query) {
        query = new Query(language, `[${types.map((type) => `(${type})`).join(' ')}] @node`);
        queries.set(key, query);
    }
    return query.captures(root).map((capture) => capture.node);
}

;// CONCATENATED MODULE: ./src/lint/script-model.ts
/**
 * A small model of a hook script, read with a real parser: which payload fields it reads and through which
 * variables, what it writes and where, what it fetches, which programs it runs, what it prints, how it fails.
 * Comments, strings and docstrings are never code. The rules read this model, never the raw text.
 */
/** An empty model of a language. */
function emptyModel(language, parsed) {
    return {
        language,
        parsed,
        readsStdin: false,
        fields: [],
        envReads: [],
        comparisons: [],
        runs: [],
        appends: [],
        fetches: [],
        outputKeys: [],
        textOutput: [],
        failOpenChecks: [],
        checkedPrograms: new Set(),
        unhandledCaptures: [],
        errexit: false,
    };
}
/** Output keys the rules look for in what a script prints. */
const OUTPUT_KEYS = [
    'hookSpecificOutput',
    'additionalContext',
    'permissionDecision',
    'decision',
    'continue',
];
const OUTPUT_KEY_PATTERN = /["']?\b(hookSpecificOutput|additionalContext|permissionDecision|decision|continue)\b\\?["']?\s*:\s*\\?["']?(\w+)?/g;
/** Output keys in a piece of literal text (a string, a heredoc, a jq program), with the word after the colon. */
function outputKeysIn(text, at) {
    const found = [];
    for (const match of text.matchAll(OUTPUT_KEY_PATTERN)) {
        const key = match[1] ?? '';
        const before = text.slice(0, match.index);
        const lines = before.split('\n');
        const line = at.line + lines.length - 1;
        const column = lines.length === 1 ? at.column + before.length : (lines.at(-1)?.length ?? 0) + 1;
        found.push({ key, value: match[2], line, column });
    }
    return found;
}
/** Payload root fields: a path read from these is a path from the payload root. */
const PAYLOAD_ROOTS = new Set([
    'toolName',
    'toolArgs',
    'toolResult',
    'tool_name',
    'tool_input',
    'tool_result',
    'tool_response',
    'toolInput',
    'prompt',
    'source',
    'reason',
    'cwd',
    'sessionId',
    'session_id',
    'hook_event_name',
    'transcriptPath',
    'transcript_path',
    'stop_hook_active',
]);
/**
 * Field paths a jq program reads: `.toolArgs.command`, `.tool_input.file_path // empty`, `.["toolArgs"]`. A path
 * that starts after a pipe or inside `select(` is relative to what came before, so only chains from the payload root
 * (the first segment a known payload field) and argument names are returned as written.
 */
function jqFieldPaths(program) {
    const paths = [];
    const normalised = program.replace(/\.\["([A-Za-z_][\w]*)"\]|\["([A-Za-z_][\w]*)"\]/g, '.$1$2');
    for (const match of normalised.matchAll(/(?<![\w$)\]])\.([A-Za-z_]\w*(?:\??\.[A-Za-z_]\w*)*)/g)) {
        const path = (match[1] ?? '').replace(/\?/g, '');
        if (path !== '')
            paths.push(path);
    }
    return paths;
}
/** Literal tokens a jq program compares a path with: `.toolName == "bash"`, `.tool_name | test("^(Bash|Edit)$")`. */
function jqComparisons(program) {
    const found = [];
    const normalised = program.replace(/\.\["([A-Za-z_][\w]*)"\]/g, '.$1');
    for (const match of normalised.matchAll(/\.([A-Za-z_][\w.]*)\s*(==|!=)\s*"([^"]*)"/g)) {
        found.push({ field: match[1] ?? '', literal: match[3] ?? '', kind: 'equals' });
    }
    for (const match of normalised.matchAll(/\.([A-Za-z_][\w.]*)\s*\|\s*(?:test|startswith)\(\s*"([^"]*)"/g)) {
        const kind = normalised.slice(match.index).includes('startswith') ? 'prefix' : 'regex';
        found.push({ field: match[1] ?? '', literal: match[2] ?? '', kind });
    }
    return found;
}
/**
 * Whether printed text is plain text, not JSON: it does not start like JSON (`{`, `[`), a value the script
 * computed (`$out`), a format (`%s`) or an escape (`\n`). Emoji and words are text.
 */
function isPlainText(text) {
    return text !== '' && !/^[{[$%\\"]/.test(text);
}

;// CONCATENATED MODULE: ./src/lint/bash-model.ts


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
function site(node) {
    return { line: node.startPosition.row + 1, column: node.startPosition.column + 1 };
}
function descendants(node, type) {
    return node.descendantsOfType(type).filter((n) => n !== null);
}
function ancestors(node) {
    const list = [];
    for (let p = node.parent; p; p = p.parent)
        list.push(p);
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
function variableName(expansion) {
    const name = expansion.namedChildren.find((c) => c !== null && (c.type === 'variable_name' || c.type === 'special_variable_name'));
    return name?.text;
}
/** The program a command runs: its name's last path segment, `env X=1 prog` and `sudo prog` unwrapped. */
function programOf(command) {
    const nameNode = command.childForFieldName('name');
    if (!nameNode)
        return undefined;
    let name = nameNode.text.replace(/^['"]|['"]$/g, '');
    let args = command.childrenForFieldName('argument').filter((a) => a !== null);
    while ((name === 'env' || name === 'sudo' || name === 'exec' || name === 'time') && args.length > 0) {
        const next = args.findIndex((a) => !a.text.startsWith('-') && !/^\w+=/.test(a.text));
        if (next < 0)
            break;
        name = args[next]?.text ?? name;
        args = args.slice(next + 1);
    }
    return { name: name.split('/').pop() ?? name, args };
}
/**
 * The nodes of a document-ordered list that lie inside `node` (itself included): a binary search on the start,
 * cheaper than asking the tree for descendants, which builds every node between.
 */
function inside(sorted, node) {
    const start = node.startIndex;
    const end = node.endIndex;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
        const mid = (low + high) >> 1;
        if ((sorted[mid]?.startIndex ?? 0) < start)
            low = mid + 1;
        else
            high = mid;
    }
    const found = [];
    for (let i = low; i < sorted.length; i++) {
        const candidate = sorted[i];
        if (!candidate || candidate.startIndex >= end)
            break;
        if (candidate.endIndex <= end)
            found.push(candidate);
    }
    return found;
}
/** Builds the model in one walk, in document order, so a variable is known from its assignment on. */
class BashModeller {
    root;
    text;
    model = emptyModel('bash', true);
    vars = new Map();
    assigned = new Set();
    expansions = [];
    /** The expansions and commands of the script in document order, for range lookups. */
    expansionNodes = [];
    commandNodes = [];
    /** jq paths by command node id: an assignment and the command itself both ask. */
    jqPathsSeen = new Map();
    constructor(root, text) {
        this.root = root;
        this.text = text;
    }
    build() {
        const wanted = OUTPUT_KEY_HINT.test(this.text) ? WALKED : WALKED_NO_STRINGS;
        const nodes = nodesOfTypes(this.root, wanted);
        this.expansionNodes = nodes.filter((n) => n.type === 'simple_expansion' || n.type === 'expansion');
        this.commandNodes = nodes.filter((n) => n.type === 'command');
        for (const node of nodes)
            if (ASSIGNING.has(node.type))
                this.noteAssigned(node);
        for (const node of nodes)
            this.visit(node);
        this.model.envReads = this.expansions.filter((e) => !this.assigned.has(e.name) && !SHELL_VARIABLES.has(e.name) && !/^[0-9@*#?$!_-]$/.test(e.name));
        this.model.errexit ||= /^#!.*\s-[a-zA-Z]*e\b/.test(this.text);
        return this.model;
    }
    noteAssigned(node) {
        if (node.type === 'variable_assignment') {
            const name = node.childForFieldName('name')?.text;
            if (name)
                this.assigned.add(name);
        }
        else if (node.type === 'for_statement') {
            const name = node.childForFieldName('variable')?.text;
            if (name)
                this.assigned.add(name);
        }
        else {
            const program = programOf(node);
            if (program?.name === 'read' || program?.name === 'mapfile' || program?.name === 'readarray') {
                for (const arg of program.args)
                    if (/^[A-Za-z_]\w*$/.test(arg.text))
                        this.assigned.add(arg.text);
            }
        }
    }
    visit(node) {
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
    resolve(node) {
        if (!node)
            return '';
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
                if (known !== undefined)
                    return known;
                // `${NAME:-default}`: the default, the value a hook sees since no runtime sets NAME.
                const fallback = node.type === 'expansion' && /^\$\{\w+:?-/.test(node.text)
                    ? node.namedChildren.filter((c) => c !== null && c.type !== 'variable_name')
                    : [];
                if (fallback.length > 0)
                    return fallback.map((c) => this.resolve(c)).join('');
                return `$${name}`;
            }
            case 'command_substitution':
                return /\b(pwd|git rev-parse --show-toplevel)\b/.test(node.text) ? '$PWD' : '$(…)';
            default:
                return node.text;
        }
    }
    /** Payload paths the value of a node derives from: jq programs inside it, variables it expands. */
    fieldsOf(node) {
        const fields = [];
        if (/^\$\(\s*cat\s*\)$|^`cat`$/.test(node.text.trim().replace(/^"|"$/g, '')))
            fields.push('');
        for (const expansion of inside(this.expansionNodes, node)) {
            if (expansion.id === node.id)
                continue;
            const info = this.vars.get(variableName(expansion) ?? '');
            if (info)
                fields.push(...info.fields);
        }
        for (const command of inside(this.commandNodes, node)) {
            const program = programOf(command);
            if (program?.name === 'jq')
                fields.push(...this.jqPaths(command, program.args).map((p) => p.path));
        }
        if (node.type === 'simple_expansion' || node.type === 'expansion') {
            const info = this.vars.get(variableName(node) ?? '');
            if (info)
                fields.push(...info.fields);
        }
        return [...new Set(fields)];
    }
    assignment(node) {
        const name = node.childForFieldName('name')?.text;
        const value = node.childForFieldName('value');
        if (!name)
            return;
        const literal = value && value.type !== 'command_substitution' ? this.resolve(value) : undefined;
        this.vars.set(name, { literal, fields: value ? this.fieldsOf(value) : [] });
    }
    expansion(node) {
        const name = variableName(node);
        if (name === undefined)
            return;
        if (/^[1-9@*]$/.test(name) &&
            !this.inFunction(node) &&
            !(node.type === 'expansion' && /:?[-=]/.test(node.text))) {
            this.model.readsArgs ??= site(node);
        }
        this.expansions.push({ ...site(node), name });
    }
    inFunction(node) {
        return ancestors(node).some((a) => a.type === 'function_definition');
    }
    /** Where a command's stdin comes from: a variable piped or here-stringed in, a file, or the hook's stdin. */
    inputOf(command) {
        const redirected = command.parent?.type === 'redirected_statement' ? command.parent : undefined;
        const herestring = [
            ...descendants(command, 'herestring_redirect'),
            ...(redirected ? descendants(redirected, 'herestring_redirect') : []),
        ][0];
        if (herestring)
            return { fields: this.fieldsOf(herestring) };
        if (redirected &&
            redirected.namedChildren.some((c) => c?.type === 'file_redirect' && c.text.startsWith('<'))) {
            return 'other';
        }
        const chainChild = redirected ?? command;
        const pipeline = chainChild.parent?.type === 'pipeline' ? chainChild.parent : undefined;
        if (pipeline) {
            const members = pipeline.namedChildren.filter((c) => c !== null);
            const index = members.findIndex((m) => m.id === chainChild.id);
            if (index > 0) {
                const previous = members[index - 1];
                if (!previous)
                    return 'other';
                const producer = previous.type === 'command' ? programOf(previous) : undefined;
                if (producer && (producer.name === 'echo' || producer.name === 'printf' || producer.name === 'cat')) {
                    if (producer.name === 'cat' && producer.args.length === 0)
                        return 'stdin';
                    return { fields: producer.args.flatMap((a) => this.fieldsOf(a)) };
                }
                return 'other';
            }
        }
        return 'stdin';
    }
    /** The payload paths a jq command reads, composed with the paths of the variable piped into it. */
    jqPaths(command, args) {
        let paths = this.jqPathsSeen.get(command.id);
        if (!paths) {
            paths = this.readJqPaths(command, args);
            this.jqPathsSeen.set(command.id, paths);
        }
        return paths;
    }
    readJqPaths(command, args) {
        const program = this.jqProgram(args);
        if (program === undefined)
            return [];
        const input = this.inputOf(command);
        let bases;
        if (input === 'stdin')
            bases = [''];
        else if (input === 'other')
            return [];
        else
            bases = input.fields;
        return bases.flatMap((base) => composeJq(program.text).map((path) => ({
            path: base === '' ? path : `${base}.${path}`,
            program: program.text,
        })));
    }
    /** A jq command's program argument, unless it reads a file (`jq … file.json`) or no input (`jq -n`). */
    jqProgram(args) {
        let program;
        let skip = 0;
        for (const arg of args) {
            const text = this.resolve(arg);
            if (skip > 0) {
                skip--;
                continue;
            }
            if (/^--(arg|argjson|slurpfile|rawfile)$/.test(text))
                skip = 2;
            else if (/^-[a-zA-Z]*n[a-zA-Z]*$/.test(text) || text === '--null-input')
                return undefined;
            else if (text.startsWith('-'))
                continue;
            else if (!program)
                program = arg;
            else
                return undefined; // A file argument: jq reads the file, not the payload.
        }
        return program ? { text: this.resolve(program), node: program } : undefined;
    }
    command(node) {
        const program = programOf(node);
        if (!program)
            return;
        const { name, args } = program;
        const at = site(node);
        const argTexts = args.map((a) => this.resolve(a));
        this.model.runs.push({ ...at, program: name, args: argTexts, toStdout: this.reachesStdout(node) });
        if (name === 'jq') {
            const input = this.inputOf(node);
            const program = this.jqProgram(args);
            if (input === 'stdin' && program)
                this.model.readsStdin = true;
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
            if (this.inputOf(node) === 'stdin' && !this.hasInputRedirect(node))
                this.model.readsStdin = true;
        }
        if (name === 'grep' || name === 'egrep')
            this.grep(node, args);
        if (name === 'set' && argTexts.some((t) => /^-[a-zA-Z]*e/.test(t) || t === 'errexit'))
            this.model.errexit = true;
        if (CHECKERS.has(name)) {
            const checked = argTexts.filter((t) => !t.startsWith('-'));
            if (name !== 'command' || argTexts.includes('-v'))
                for (const p of checked)
                    this.model.checkedPrograms.add(p);
        }
        if (name === 'curl' || name === 'wget') {
            const url = argTexts.find((t) => /^https?:\/\//.test(t));
            if (url)
                this.model.fetches.push({ ...at, url });
        }
        if (name === 'tee') {
            const append = argTexts.some((t) => /^-[a-zA-Z]*a/.test(t) || t === '--append');
            for (const target of argTexts.filter((t) => !t.startsWith('-'))) {
                if (append)
                    this.model.appends.push({ ...at, target });
            }
        }
        if ((name === 'python3' || name === 'python') &&
            argTexts.includes('-c') &&
            /sys\.stdin/.test(argTexts.join(' '))) {
            this.model.readsStdin = true;
        }
        if ((name === 'echo' || name === 'printf') && this.reachesStdout(node)) {
            const first = args.find((a) => !/^-[neE]+$/.test(a.text));
            const text = first ? this.resolve(first).trim() : '';
            if (isPlainText(text))
                this.model.textOutput.push(at);
        }
    }
    hasInputRedirect(node) {
        const parent = node.parent?.type === 'redirected_statement' ? node.parent : node;
        return parent.namedChildren.some((c) => c !== null &&
            (c.type === 'herestring_redirect' || (c.type === 'file_redirect' && c.text.startsWith('<'))));
    }
    /** `echo "$TOOL" | grep -qE '^(bash|edit)$'`: a regex comparison of the piped value. */
    grep(node, args) {
        const input = this.inputOf(node);
        if (input === 'stdin' || input === 'other')
            return;
        const pattern = args.find((a) => !a.text.startsWith('-'));
        if (!pattern)
            return;
        for (const field of input.fields) {
            this.model.comparisons.push({ ...site(pattern), field, literal: this.resolve(pattern), kind: 'regex' });
        }
    }
    /** Whether a command's stdout reaches the hook's stdout: not captured, piped on, redirected or in a function. */
    reachesStdout(node) {
        let child = node;
        for (const parent of ancestors(node)) {
            if (parent.type === 'command_substitution' || parent.type === 'process_substitution')
                return false;
            // Where a function's output goes depends on each call (`log "x" >&2`), which is not followed: say nothing.
            if (parent.type === 'function_definition')
                return false;
            if (parent.type === 'pipeline') {
                const members = parent.namedChildren.filter((c) => c !== null);
                if (members.at(-1)?.id !== child.id)
                    return false;
            }
            if (parent.type === 'redirected_statement' && parent.childForFieldName('body')?.id === child.id) {
                const redirects = parent.namedChildren.filter((c) => c !== null && c.type === 'file_redirect');
                if (redirects.some((r) => this.redirectsStdout(r)))
                    return false;
            }
            child = parent;
        }
        return true;
    }
    redirectsStdout(redirect) {
        const descriptor = redirect.childForFieldName('descriptor')?.text;
        const operator = redirect.children.find((c) => c !== null && !c.isNamed)?.text ?? '';
        if (descriptor !== undefined && descriptor !== '1')
            return false;
        return STDOUT_REDIRECTS.has(operator);
    }
    redirect(node) {
        const operator = node.children.find((c) => c !== null && !c.isNamed)?.text ?? '';
        if (operator !== '>>' && operator !== '&>>')
            return;
        const target = this.resolve(node.childForFieldName('destination'));
        this.model.appends.push({ ...site(node), target });
    }
    heredoc(node) {
        this.model.outputKeys.push(...outputKeysIn(node.text, site(node)));
        const redirect = node.parent;
        const statement = redirect?.parent;
        const body = statement?.type === 'redirected_statement' ? statement.childForFieldName('body') : undefined;
        if (body?.type === 'command' && programOf(body)?.name === 'cat' && this.reachesStdout(body)) {
            if (isPlainText(node.text.trim()))
                this.model.textOutput.push(site(body));
        }
    }
    compare(valueSide, literalSide, operator) {
        const fields = this.fieldsOf(valueSide);
        if (fields.length === 0)
            return;
        const literal = this.resolve(literalSide);
        const quoted = literalSide.type === 'string' || literalSide.type === 'raw_string';
        let kind = 'equals';
        if (operator === '=~')
            kind = 'regex';
        else if (!quoted && /[*?[]/.test(literal))
            kind = 'glob';
        for (const field of fields)
            this.model.comparisons.push({ ...site(literalSide), field, literal, kind });
    }
    test(node) {
        for (const binary of descendants(node, 'binary_expression')) {
            const left = binary.childForFieldName('left');
            const right = binary.childForFieldName('right');
            const operator = binary.childForFieldName('operator')?.text ??
                binary.children.find((c) => c !== null && !c.isNamed)?.text ??
                '';
            if (!left || !right || !/^(==?|!=|=~)$/.test(operator))
                continue;
            this.compare(left, right, operator);
            this.compare(right, left, operator);
        }
    }
    caseStatement(node) {
        const value = node.childForFieldName('value');
        if (!value)
            return;
        const fields = this.fieldsOf(value);
        if (fields.length === 0)
            return;
        for (const item of descendants(node, 'case_item')) {
            for (const pattern of item.childrenForFieldName('value')) {
                if (!pattern)
                    continue;
                const literal = this.resolve(pattern);
                const kind = /[*?[]/.test(literal) ? 'glob' : 'equals';
                for (const field of fields)
                    this.model.comparisons.push({ ...site(pattern), field, literal, kind });
            }
        }
    }
    /** `command -v jq >/dev/null || exit 0`: the right side allows when the check fails. */
    list(node) {
        const children = node.children.filter((c) => c !== null);
        const orIndex = children.findIndex((c) => c.type === '||');
        if (orIndex < 0)
            return;
        const left = children.slice(0, orIndex);
        const right = children.slice(orIndex + 1);
        const checked = left.flatMap((c) => this.checkedIn(c));
        if (checked.length > 0 && right.some((c) => allows(c)) && !right.some((c) => denies(c))) {
            for (const program of checked)
                this.model.failOpenChecks.push({ ...site(node), program });
        }
    }
    /** `if ! command -v jq …; then exit 0; fi` (over several lines). */
    ifStatement(node) {
        const conditions = node.childrenForFieldName('condition').filter((c) => c !== null);
        const negated = conditions.flatMap((c) => descendants(c, 'negated_command'));
        const checked = negated.flatMap((n) => this.checkedIn(n));
        if (checked.length === 0)
            return;
        const body = node.namedChildren.filter((c) => c !== null &&
            !conditions.some((k) => k.id === c.id) &&
            c.type !== 'elif_clause' &&
            c.type !== 'else_clause');
        if (body.some((c) => allows(c)) && !body.some((c) => denies(c))) {
            for (const program of checked)
                this.model.failOpenChecks.push({ ...site(node), program });
        }
    }
    checkedIn(node) {
        const commands = node.type === 'command' ? [node] : descendants(node, 'command');
        return commands.flatMap((command) => {
            const program = programOf(command);
            if (!program || !CHECKERS.has(program.name))
                return [];
            const texts = program.args.map((a) => a.text);
            if (program.name === 'command' && !texts.includes('-v'))
                return [];
            return texts.filter((t) => !t.startsWith('-') && DEPENDENCIES.has(t));
        });
    }
    /** `$(jq …)` whose failure nothing handles: no `||` after it, not an `if` condition. */
    capture(node) {
        const first = descendants(node, 'command')
            .map((c) => programOf(c)?.name)
            .find((name) => name !== undefined && DEPENDENCIES.has(name));
        if (first === undefined)
            return;
        let child = node;
        for (const parent of ancestors(node)) {
            if (parent.type === 'list' && parent.children.some((c) => c?.type === '||'))
                return;
            if (parent.type === 'if_statement' || parent.type === 'while_statement') {
                if (parent.childrenForFieldName('condition').some((c) => c?.id === child.id))
                    return;
            }
            child = parent;
        }
        this.model.unhandledCaptures.push({ ...site(node), program: first });
    }
}
/** Paths a jq program reads, each pipe stage relative to the path the stage before it selected. */
function composeJq(program) {
    const paths = [];
    let base = '';
    for (const stage of program.split(/\|(?!=)/)) {
        const stagePaths = jqFieldPaths(stage);
        for (const path of stagePaths)
            paths.push(base === '' ? path : `${base}.${path}`);
        const head = /^\s*\.([A-Za-z_][\w.]*)/.exec(stage)?.[1];
        if (head !== undefined)
            base = base === '' ? head : `${base}.${head}`;
    }
    return paths;
}
/** Whether a statement ends the script allowing: `exit`, `exit 0`, `true`, `:` (a block: any of its statements). */
function allows(node) {
    const commands = node.type === 'command' ? [node] : descendants(node, 'command');
    return commands.some((command) => {
        const program = programOf(command);
        if (!program)
            return false;
        if (program.name === 'exit' || program.name === 'return') {
            const code = program.args[0]?.text;
            return code === undefined || code === '0';
        }
        return (program.name === 'true' || program.name === ':') && node.type === 'command';
    });
}
/** Whether a block denies: exits 2 (or another failure) or prints a deny decision. */
function denies(node) {
    if (/\bdeny\b/.test(node.text))
        return true;
    return descendants(node, 'command').some((command) => {
        const program = programOf(command);
        return program?.name === 'exit' && program.args[0] !== undefined && program.args[0].text !== '0';
    });
}
// A command of plain words (`./.github/hooks/x.sh`, `bash x.sh --strict`): nothing a parser would add.
const PLAIN_COMMAND = /^\s*[\w./@+,:=-]+(?:[ \t]+[\w./@+,:=-]+)*\s*$/;
/** The model of a command of plain words, without parsing: one run whose output is the hook's. */
function modelPlainCommand(text) {
    const model = emptyModel('bash', true);
    const [program = '', ...args] = text.trim().split(/[ \t]+/);
    model.runs.push({ line: 1, column: 1, program: program.split('/').pop() ?? program, args, toStdout: true });
    return model;
}
/** The model of a bash script text. */
function modelBash(parser, text) {
    if (PLAIN_COMMAND.test(text) && !/^\s*(set|cat|read|jq|curl|wget|echo|printf)\b/.test(text))
        return modelPlainCommand(text);
    const tree = parser.parse(text);
    if (!tree)
        return emptyModel('bash', false);
    try {
        return new BashModeller(tree.rootNode, text).build();
    }
    finally {
        tree.delete();
    }
}

;// CONCATENATED MODULE: ./src/lint/python-model.ts

function python_model_site(node) {
    return { line: node.startPosition.row + 1, column: node.startPosition.column + 1 };
}
function children(node) {
    return node.namedChildren.filter((c) => c !== null);
}
/** The value of a plain string literal (no f-string interpolation), or undefined. */
function stringValue(node) {
    if (!node || node.type !== 'string')
        return undefined;
    if (children(node).some((c) => c.type === 'interpolation'))
        return undefined;
    return children(node)
        .filter((c) => c.type === 'string_content')
        .map((c) => c.text)
        .join('');
}
/** A docstring: a statement that is only a string. */
function isDocstring(node) {
    return (node.type === 'expression_statement' &&
        node.namedChildCount === 1 &&
        node.namedChild(0)?.type === 'string');
}
const FETCHERS = /^(requests|httpx|urllib\.request|urllib3)\.(get|post|put|request|urlopen)$|^urlopen$/;
const SUBPROCESS = /^(subprocess\.(run|call|check_call|check_output|Popen)|os\.system)$/;
class PythonModeller {
    root;
    model = emptyModel('python', true);
    vars = new Map();
    constructor(root) {
        this.root = root;
    }
    build() {
        this.walk(this.root);
        return this.model;
    }
    walk(node) {
        if (node.type === 'comment' || isDocstring(node))
            return;
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
                this.model.outputKeys.push(...outputKeysIn(node.text, python_model_site(node)));
                break;
            case 'pair': {
                const key = stringValue(node.childForFieldName('key'));
                const value = node.childForFieldName('value');
                if (key !== undefined && OUTPUT_KEYS.includes(key)) {
                    this.model.outputKeys.push({ ...python_model_site(node), key, value: stringValue(value) ?? value?.text });
                }
                break;
            }
        }
        for (const child of children(node))
            this.walk(child);
    }
    /** Payload paths an expression's value derives from. */
    fieldsOf(node) {
        if (/\bsys\.stdin\b/.test(node.text) && /json\.loads?\(/.test(node.text)) {
            const path = this.accessPath(node);
            if (path !== undefined)
                return [path];
        }
        if (node.type === 'identifier')
            return this.vars.get(node.text)?.fields ?? [];
        const path = this.accessPath(node);
        if (path !== undefined)
            return [path];
        return [...new Set(children(node).flatMap((c) => this.fieldsOf(c)))];
    }
    /** `d["a"]["b"]`, `d.get("a", {}).get("b")`: the payload path read, when `d` holds a payload path. */
    accessPath(node) {
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
            if (key === undefined || base === undefined)
                return undefined;
            return base === '' ? key : `${base}.${key}`;
        }
        if (node.type === 'call') {
            const fn = node.childForFieldName('function');
            if (fn?.type === 'attribute' && fn.childForFieldName('attribute')?.text === 'get') {
                const key = stringValue(children(node.childForFieldName('arguments') ?? node)[0]);
                const base = this.accessPath(fn.childForFieldName('object') ?? node);
                if (key === undefined || base === undefined)
                    return undefined;
                return base === '' ? key : `${base}.${key}`;
            }
        }
        if (node.type === 'parenthesized_expression' || node.type === 'boolean_operator') {
            const first = children(node)[0];
            return first ? this.accessPath(first) : undefined;
        }
        return undefined;
    }
    argumentsPath(call) {
        const argument = children(call.childForFieldName('arguments') ?? call)[0];
        if (!argument || /sys\.stdin/.test(argument.text))
            return '';
        return this.accessPath(argument);
    }
    resolve(node) {
        if (!node)
            return undefined;
        if (node.type === 'string')
            return stringValue(node);
        if (node.type === 'identifier')
            return this.vars.get(node.text)?.literal;
        if (node.type === 'binary_operator') {
            const parts = children(node).map((c) => this.resolve(c));
            return parts.every((p) => p !== undefined) ? parts.join('') : undefined;
        }
        if (node.type === 'call' &&
            /(os\.path\.join|Path)$/.test(node.childForFieldName('function')?.text ?? '')) {
            const parts = children(node.childForFieldName('arguments') ?? node).map((c) => this.resolve(c));
            return parts.every((p) => p !== undefined) ? parts.join('/') : undefined;
        }
        return undefined;
    }
    assignment(node) {
        const left = node.childForFieldName('left');
        const right = node.childForFieldName('right');
        if (left?.type !== 'identifier' || !right)
            return;
        this.vars.set(left.text, { literal: this.resolve(right), fields: this.fieldsOf(right) });
    }
    subscript(node) {
        const value = node.childForFieldName('value');
        if (value?.text === 'os.environ') {
            const name = stringValue(node.childForFieldName('subscript'));
            if (name)
                this.model.envReads.push({ ...python_model_site(node), name });
            return;
        }
        if (value?.text === 'sys.argv')
            this.model.readsArgs ??= python_model_site(node);
        const path = this.accessPath(node);
        if (path)
            this.model.fields.push({ ...python_model_site(node), path });
    }
    attribute(node) {
        if (node.text === 'sys.stdin')
            this.model.readsStdin = true;
        if (node.text === 'sys.argv' && node.parent?.type !== 'subscript')
            this.model.readsArgs ??= python_model_site(node);
    }
    call(node) {
        const fn = node.childForFieldName('function')?.text ?? '';
        const args = children(node.childForFieldName('arguments') ?? node);
        if (fn === 'input')
            this.model.readsStdin = true;
        if (fn === 'os.environ.get' || fn === 'os.getenv') {
            const name = stringValue(args[0]);
            if (name)
                this.model.envReads.push({ ...python_model_site(node), name });
            return;
        }
        const path = this.accessPath(node);
        if (path)
            this.model.fields.push({ ...python_model_site(node), path });
        if (fn === 'open') {
            const mode = stringValue(args[1]) ??
                stringValue(args
                    .find((a) => a.type === 'keyword_argument' && a.text.startsWith('mode'))
                    ?.childForFieldName('value'));
            const target = this.resolve(args[0]);
            if (mode?.includes('a') && target !== undefined)
                this.model.appends.push({ ...python_model_site(node), target });
        }
        if (FETCHERS.test(fn)) {
            const url = this.resolve(args[0]);
            if (url !== undefined && /^https?:\/\//.test(url))
                this.model.fetches.push({ ...python_model_site(node), url });
        }
        if (SUBPROCESS.test(fn) && args[0]) {
            const list = args[0].type === 'list'
                ? children(args[0]).map((c) => stringValue(c) ?? '')
                : (stringValue(args[0]) ?? '').split(/\s+/);
            const captured = args.some((a) => /^(capture_output|stdout)\s*=/.test(a.text)) || fn.endsWith('check_output');
            const [program, ...rest] = list;
            if (program)
                this.model.runs.push({ ...python_model_site(node), program, args: rest, toStdout: !captured });
        }
        if (fn === 'print' && !args.some((a) => /^file\s*=/.test(a.text))) {
            const text = stringValue(args[0]);
            if (text !== undefined && isPlainText(text.trim()))
                this.model.textOutput.push(python_model_site(node));
        }
        this.pathCheck(node, args);
    }
    /** `path.startswith("src/")`, `re.match(r"^src/", path)`: a check of a payload value against a literal. */
    pathCheck(node, args) {
        const fn = node.childForFieldName('function');
        let value;
        let literal;
        let kind = 'prefix';
        if (fn?.type === 'attribute' && fn.childForFieldName('attribute')?.text === 'startswith') {
            value = fn.childForFieldName('object');
            literal = stringValue(args[0]);
        }
        else if (/^re\.(match|search|fullmatch)$/.test(fn?.text ?? '')) {
            value = args[1];
            literal = stringValue(args[0]);
            kind = 'regex';
        }
        if (!value || literal === undefined)
            return;
        for (const field of this.fieldsOf(value))
            this.model.comparisons.push({ ...python_model_site(node), field, literal, kind });
    }
    comparison(node) {
        const operands = children(node);
        const operator = node.children.find((c) => c !== null && !c.isNamed)?.text ?? '';
        if (operands.length !== 2)
            return;
        const [a, b] = operands;
        for (const [value, literal] of [
            [a, b],
            [b, a],
        ]) {
            const fields = this.fieldsOf(value);
            if (fields.length === 0)
                continue;
            const literals = literal.type === 'string' ? [literal] : operator === 'in' ? children(literal) : [];
            for (const item of literals) {
                const text = stringValue(item);
                if (text === undefined)
                    continue;
                for (const field of fields)
                    this.model.comparisons.push({ ...python_model_site(item), field, literal: text, kind: 'equals' });
            }
        }
    }
}
/** The model of a Python script text. */
function modelPython(parser, text) {
    const tree = parser.parse(text);
    if (!tree)
        return emptyModel('python', false);
    try {
        return new PythonModeller(tree.rootNode).build();
    }
    finally {
        tree.delete();
    }
}

// EXTERNAL MODULE: ./src/lint/script-ref.ts
var script_ref = __webpack_require__(5390);
;// CONCATENATED MODULE: ./src/lint/script-analysis.ts
/** The script model of what an entry runs: its inline command, and the script file it starts, read once per run. */






/** The language of a script: its #! line first, then its extension; .sh and no extension are bash. */
function scriptLanguage(path, text) {
    const shebang = /^#!\s*(\S+)(?:\s+(\S+))?/.exec(text);
    if (shebang) {
        const program = (0,external_node_path_.basename)(shebang[1] === '/usr/bin/env' || shebang[1]?.endsWith('/env') ? (shebang[2] ?? '') : (shebang[1] ?? ''));
        if (/^(ba|da|z|k)?sh$/.test(program))
            return 'bash';
        if (/^python[0-9.]*$/.test(program))
            return 'python';
        return 'other';
    }
    const extension = /\.([A-Za-z0-9]+)$/.exec((0,external_node_path_.basename)(path))?.[1]?.toLowerCase();
    if (extension === undefined || extension === 'sh' || extension === 'bash')
        return 'bash';
    if (extension === 'py')
        return 'python';
    return 'other';
}
/**
 * The model of a text in a language, shared by texts that differ only in whole-line comments after the first
 * line (scripts copied from one template): such lines are not code, and blanking them keeps every line number.
 * Other languages get an empty, unparsed model.
 */
function modelText(context, language, text) {
    const code = `${language}\n${text.replace(/(?<=\n)[ \t]*#[^\n]*/g, '')}`;
    let model = context.modelsByCode.get(code);
    if (!model) {
        model = parseModel(context, language, text);
        context.modelsByCode.set(code, model);
    }
    return model;
}
function parseModel(context, language, text) {
    if (language === 'bash')
        return modelBash(context.parsers.bash, text);
    if (language === 'python')
        return modelPython(context.parsers.python, text);
    return emptyModel('other', false);
}
/** The inline command of an entry and the script it runs, each modelled (cached per script path). */
function entryCode(context, entry) {
    let code = context.entryCode.get(entry);
    if (!code) {
        code = modelEntry(context, entry);
        context.entryCode.set(entry, code);
    }
    return code;
}
function modelEntry(context, entry) {
    const command = entry.bash ?? entry.command;
    if (entry.type !== 'command' || command === undefined)
        return [];
    const at = (0,lint_context/* fieldPosition */.eC)(context, entry, entry.bash !== undefined ? 'bash' : 'command');
    const code = [];
    const inline = modelText(context, 'bash', command);
    code.push({ model: inline, file: entry.file, place: () => at, text: command, printsToHook: true });
    const script = (0,script_ref/* resolveEntryScript */.ou)(context.repo, entry);
    if (!script)
        return code;
    const text = (0,lint_context/* readScriptText */.nX)(context, script.path);
    if (text === undefined)
        return code; // A missing script is script-missing's finding.
    let model = context.models.get(script.path);
    if (!model) {
        model = modelText(context, scriptLanguage(script.path, text), text);
        context.models.set(script.path, model);
    }
    code.push({
        model,
        file: (0,script_ref/* reportedScriptPath */.o4)(context.repo, script.path),
        place: (s) => ({ line: s.line, column: s.column }),
        script,
        text,
        // The script is the command's first program: its output goes where that run's goes.
        printsToHook: inline.runs[0]?.toStdout ?? true,
    });
    return code;
}

;// CONCATENATED MODULE: ./src/lint/behaviour-rules.ts




const HEAVY_PROGRAMS = new Set([
    'pre-commit',
    'pytest',
    'npx',
    'jest',
    'vitest',
    'tox',
    'nox',
    'mvn',
    'gradle',
]);
const SUITE_RUNNERS = new Set(['npm', 'yarn', 'pnpm', 'cargo', 'go', 'make', 'dotnet']);
/** Programs whose output is a report for someone to read: linters, formatters, test runners. */
const REPORTERS = new Set([
    'eslint',
    'prettier',
    'ruff',
    'black',
    'flake8',
    'pylint',
    'mypy',
    'tsc',
    'pytest',
    'jest',
    'vitest',
    'npm',
    'npx',
    'yarn',
    'pnpm',
    'cargo',
    'go',
    'gofmt',
    'rustfmt',
    'rubocop',
    'shellcheck',
    'markdownlint',
    'pre-commit',
    'dotnet',
    'terraform',
    'make',
    'biome',
    'stylelint',
    'isort',
]);
/** Events whose stdout is read as JSON for the agent: text there is lost. */
const TEXT_DROPPED_EVENTS = new Set([
    'postToolUse',
    'postToolUseFailure',
    'sessionStart',
    'subagentStart',
    'userPromptSubmitted',
]);
const LOG_NAME = /(^|\/)[^/]*(log|audit)[^/]*$|\.(log|jsonl|ndjson|txt|csv)$/i;
/** Run a check over an entry's inline command and the script it runs; findings are deduplicated. */
function checkEntries(context, check, only) {
    const findings = new Map();
    for (const entry of context.config.entries) {
        if (!only(entry))
            continue;
        for (const code of entryCode(context, entry)) {
            for (const [rule, at, message] of check(code, entry)) {
                const place = code.place(at);
                findings.set(`${rule}:${code.file}:${place.line}`, (0,rule_catalogue/* lintFinding */.D5)(rule, code.file, place, message));
            }
        }
    }
    return [...findings.values()];
}
/** preCompact matchers that can match only `manual`; the cloud agent compacts only with trigger `auto`. */
function lintPreCompactMatchers(context) {
    const findings = [];
    for (const entry of context.config.entries) {
        if (entry.event !== 'preCompact' || entry.matcher === undefined || entry.matcher === '')
            continue;
        const compiled = (0,matchers/* compileMatcher */.qM)(entry.event, entry.casing, entry.matcher, context.profile);
        if (!compiled.ok)
            continue;
        if ((0,matchers/* matcherFires */.y9)(compiled.matcher, 'auto') || !(0,matchers/* matcherFires */.y9)(compiled.matcher, 'manual'))
            continue;
        findings.push((0,rule_catalogue/* lintFinding */.D5)('precompact-manual-only', entry.file, (0,lint_context/* fieldPosition */.eC)(context, entry, 'matcher'), `Matcher '${entry.matcher}' matches only 'manual', but the cloud agent compacts with trigger 'auto': use 'auto' or drop the matcher`));
    }
    return findings;
}
/** Whether the event honours hookSpecificOutput: only PascalCase PreToolUse does (runtime-behaviour.md §8.1). */
function honoursHookSpecificOutput(entry) {
    return entry.event === 'preToolUse' && entry.casing === 'pascal';
}
function hookSpecificFix(entry) {
    if (entry.event === 'preToolUse')
        return 'print the flat fields (permissionDecision, permissionDecisionReason) instead';
    if (entry.event === 'agentStop' || entry.event === 'subagentStop')
        return 'print the flat fields ("decision": "block", "reason") instead';
    return 'print {"additionalContext": "..."} at the top level instead';
}
const claudeOutput = (code, entry) => {
    const found = [];
    const seen = new Set();
    for (const output of code.model.outputKeys) {
        let message;
        if (output.key === 'hookSpecificOutput' && !honoursHookSpecificOutput(entry)) {
            message = `${entry.eventKey} ignores hookSpecificOutput: ${hookSpecificFix(entry)}`;
        }
        else if (output.key === 'decision' && output.value === 'block' && entry.event === 'preToolUse') {
            message = `${entry.eventKey} ignores "decision": "block": print {"permissionDecision": "deny", "permissionDecisionReason": "..."}`;
        }
        else if (output.key === 'continue' && /^(false|False)$/.test(output.value ?? '')) {
            message =
                '"continue": false is ignored by Copilot hooks: deny with permissionDecision or block with "decision": "block" where the event supports it';
        }
        if (message === undefined || seen.has(output.key))
            continue;
        seen.add(output.key);
        found.push(['claude-output-ignored', output, message]);
    }
    return found;
};
/** Claude-style outputs (hookSpecificOutput, decision block, continue false) the Copilot event ignores. */
function lintClaudeOutputs(context) {
    return checkEntries(context, claudeOutput, () => true);
}
/**
 * A preToolUse guard that allows when jq/python3/node/pwsh is missing: an explicit `command -v jq || exit 0` or
 * `if ! command -v jq …; then exit 0; fi`, or the script's first `$(jq …)` whose failure it ignores (no errexit, no
 * check for the program): the capture is then empty, and a guard comparing it with what it denies allows.
 */
const failOpenDependency = (code) => {
    const { model } = code;
    const found = model.failOpenChecks.map((check) => [
        'fail-open-dependency',
        check,
        `The guard allows every tool call when '${check.program}' is missing: print a deny (or exit 2) instead of exiting 0`,
    ]);
    if (found.length > 0 || model.errexit)
        return found;
    const reported = new Set();
    for (const capture of model.unhandledCaptures) {
        if (model.checkedPrograms.has(capture.program) || reported.has(capture.program))
            continue;
        reported.add(capture.program);
        found.push([
            'fail-open-dependency',
            capture,
            `If '${capture.program}' is missing this capture is empty and the guard allows every tool call: add "set -euo pipefail" (a failed guard denies)`,
        ]);
    }
    return found;
};
/** preToolUse scripts that allow every tool call when jq/python3/node/pwsh is missing. */
function lintFailOpenDependencies(context) {
    return checkEntries(context, failOpenDependency, (entry) => entry.event === 'preToolUse');
}
/** Where an appended file lives: the checkout or home (both discarded with the runner), or elsewhere. */
function discardedPlace(target) {
    const repoVars = /^\$\{?(PWD|CLAUDE_PROJECT_DIR|COPILOT_PROJECT_DIR|COPILOT_HOOK_DIR|HOME)\}?\//;
    if (/^(~|\$HOME|\$\{HOME\})\//.test(target))
        return true;
    if (repoVars.test(target))
        return !target.replace(repoVars, '').includes('$');
    if (target.startsWith('/workspace/'))
        return true;
    return !target.startsWith('/') && !target.includes('$') && !/^&?\d$/.test(target);
}
const discardedLog = (code) => code.model.appends
    .filter((append) => discardedPlace(append.target) && LOG_NAME.test(append.target))
    .slice(0, 1)
    .map((append) => [
    'log-discarded',
    append,
    `The log '${append.target}' is discarded when the cloud agent job ends: send the records to an http hook (or upload them) to keep them`,
]);
/** Scripts that log under the repository or the home directory, both discarded when the job ends. */
function lintDiscardedLogs(context) {
    return checkEntries(context, discardedLog, () => true);
}
/** The heavy program a run starts: a test suite, pre-commit, npx; undefined for light work. */
function heavyWork(program, args) {
    if (HEAVY_PROGRAMS.has(program))
        return [program, ...args.slice(0, 1)].join(' ');
    if (SUITE_RUNNERS.has(program)) {
        const words = args.filter((a) => !a.startsWith('-'));
        if (words[0] === 'test' || (words[0] === 'run' && /^test/.test(words[1] ?? '')))
            return [program, ...words.slice(0, 2)].join(' ');
    }
    return undefined;
}
const heavyToolHook = (code, entry) => code.model.runs
    .map((run) => ({ run, heavy: heavyWork(run.program, run.args) }))
    .filter((found) => found.heavy !== undefined)
    .slice(0, 1)
    .map(({ run, heavy }) => [
    'heavy-posttooluse',
    run,
    `'${heavy}' runs on every tool call (${entry.eventKey} has no matcher): add a matcher such as "edit|create", or run it once in agentStop`,
]);
/** Tool hooks without a matcher that run a test suite, pre-commit or npx on every tool call. */
function lintHeavyPostToolUse(context) {
    return checkEntries(context, heavyToolHook, (entry) => (entry.event === 'postToolUse' || entry.event === 'preToolUse') &&
        (entry.matcher === undefined || entry.matcher === '' || /^\*+$|^\.\*$/.test(entry.matcher)));
}
const textOutput = (code, entry) => {
    if (!code.printsToHook)
        return [];
    const sites = [
        ...code.model.textOutput,
        ...code.model.runs.filter((run) => run.toStdout && REPORTERS.has(run.program)),
    ].sort((a, b) => a.line - b.line || a.column - b.column);
    const first = sites[0];
    if (!first)
        return [];
    return [
        [
            'stdout-text-dropped',
            first,
            `${entry.eventKey} reads stdout as one JSON object: this text never reaches the agent; print {"additionalContext": "..."} (jq -n --arg c "$out" '{additionalContext: $c}') and send other output to stderr`,
        ],
    ];
};
/** Hooks whose stdout is read as JSON but which print plain text (linters, formatters, echo). */
function lintTextOutput(context) {
    return checkEntries(context, textOutput, (entry) => TEXT_DROPPED_EVENTS.has(entry.event));
}
/** Where an entry's timeout is written: timeoutSec, else timeout. */
function timeoutPosition(context, entry) {
    const at = (0,lint_context/* fieldPosition */.eC)(context, entry, 'timeoutSec');
    return at === entry.position ? (0,lint_context/* fieldPosition */.eC)(context, entry, 'timeout') : at;
}
/** Timeouts past what an event other than preToolUse can usefully wait: the job has 59 minutes in all. */
function lintLongTimeouts(context) {
    const findings = [];
    for (const entry of context.config.entries) {
        if (entry.event === 'preToolUse' || entry.timeoutSec <= LONG_TIMEOUT)
            continue;
        findings.push((0,rule_catalogue/* lintFinding */.D5)('timeout-long', entry.file, timeoutPosition(context, entry), `A ${entry.timeoutSec} s ${entry.eventKey} timeout lets one hook hold the session for ${Math.round(entry.timeoutSec / 60)} of the job's 59 minutes: keep it at ${LONG_TIMEOUT} s or less and move long work to copilot-setup-steps.yml`));
    }
    return findings;
}
const LONG_TIMEOUT = 300;
/** preToolUse timeouts over 60 s: a timeout fails open, so a slow guard silently allows. */
function lintPreToolUseTimeouts(context) {
    const findings = [];
    for (const entry of context.config.entries) {
        if (entry.event !== 'preToolUse' || entry.timeoutSec <= 60)
            continue;
        findings.push((0,rule_catalogue/* lintFinding */.D5)('pretooluse-timeout-long', entry.file, timeoutPosition(context, entry), `A ${entry.timeoutSec} s preToolUse timeout fails open (the tool runs): keep the guard fast and the timeout at 60 s or less`));
    }
    return findings;
}

// EXTERNAL MODULE: ./src/lint/config-rules.ts
var config_rules = __webpack_require__(7753);
// EXTERNAL MODULE: ./src/events/catalogue.ts
var catalogue = __webpack_require__(2064);
;// CONCATENATED MODULE: ./src/lint/matcher-rules.ts




const RUNTIME_TOOL_NAMES = Object.keys(catalogue/* CLAUDE_TOOL_NAMES */.xS);
/** Claude tools Copilot does not have (runtime-behaviour.md §10), and the runtime tool that does their work. */
const CLAUDE_ONLY_NAMES = {
    MultiEdit: 'edit',
    NotebookEdit: 'edit',
    LS: 'view',
};
const PERMISSION_SYNTAX = /^[A-Za-z_]+\(.*\)$/;
const SPACED_ALTERNATION = /\s\||\|\s/;
const LITERAL_ALTERNATION = /^[A-Za-z0-9_ -]+(\|[A-Za-z0-9_ -]+)*$/;
function runtimeNamesFor(claudeName) {
    return RUNTIME_TOOL_NAMES.filter((name) => catalogue/* CLAUDE_TOOL_NAMES */.xS[name] === claudeName);
}
/**
 * The tool name a permission rule's `Tool(...)` means, as this entry's matcher must spell it: the runtime name on
 * native (camelCase) matchers, the name as written where Claude format accepts both.
 */
function matcherToolName(tool, claudeFormat) {
    if (claudeFormat || RUNTIME_TOOL_NAMES.includes(tool))
        return tool;
    const sameLetters = RUNTIME_TOOL_NAMES.find((name) => name.toLowerCase() === tool.toLowerCase());
    if (sameLetters)
        return sameLetters;
    const runtime = runtimeNamesFor(tool);
    return runtime.length > 0 ? runtime.join('|') : tool;
}
function checkMatcher(entry, matcher, profile) {
    const claudeFormat = (0,matchers/* usesClaudeFormat */.YD)(entry.event, entry.casing, profile);
    if (PERMISSION_SYNTAX.test(matcher)) {
        const tool = matcherToolName(matcher.slice(0, matcher.indexOf('(')), claudeFormat);
        return [
            'matcher-permission-syntax',
            `Matcher '${matcher}' is permission-rule syntax and never matches: match '${tool}' and check the command in the script`,
        ];
    }
    if (SPACED_ALTERNATION.test(matcher)) {
        return [
            'matcher-spaces',
            `Spaces in matcher '${matcher}' are matched literally: write '${matcher.replace(/\s*\|\s*/g, '|').trim()}'`,
        ];
    }
    if (!LITERAL_ALTERNATION.test(matcher))
        return;
    const tokens = matcher.split('|');
    const fixes = tokens.map((token) => tokenFix(token, claudeFormat));
    const wrong = fixes.filter((fix) => fix !== undefined);
    const first = wrong[0];
    if (!first)
        return undefined;
    const code = wrong.every((fix) => fix.code === 'matcher-case') ? 'matcher-case' : 'matcher-claude-name';
    if (wrong.length === 1)
        return [first.code, first.message(entry.eventKey)];
    // Several names are wrong: give the whole matcher as it must be written.
    const whole = [...new Set(tokens.flatMap((token, i) => (fixes[i]?.use ?? token).split('|')))].join('|');
    return [code, `Matcher '${matcher}' never matches on ${entry.eventKey}: use '${whole}'`];
}
function tokenFix(token, claudeFormat) {
    const meant = CLAUDE_ONLY_NAMES[token];
    if (meant !== undefined) {
        const use = claudeFormat ? (catalogue/* CLAUDE_TOOL_NAMES */.xS[meant] ?? meant) : meant;
        return {
            code: 'matcher-claude-name',
            use,
            message: (key) => `Copilot has no tool '${token}', so it never matches on ${key}: use '${use}'`,
        };
    }
    if (claudeFormat || RUNTIME_TOOL_NAMES.includes(token))
        return undefined;
    const sameLetters = RUNTIME_TOOL_NAMES.find((name) => name.toLowerCase() === token.toLowerCase());
    if (sameLetters) {
        return {
            code: 'matcher-case',
            use: sameLetters,
            message: (key) => `Matcher '${token}' never matches on ${key}: runtime tool names are lowercase, use '${sameLetters}'`,
        };
    }
    const runtime = runtimeNamesFor(token);
    if (runtime.length === 0)
        return undefined;
    return {
        code: 'matcher-claude-name',
        use: runtime.join('|'),
        message: (key) => `Claude tool name '${token}' never matches on ${key}: use '${runtime.join('|')}' or the PascalCase key`,
    };
}
/** Matcher findings for every tool-event entry with a matcher. */
function lintMatchers(context) {
    const findings = [];
    const seen = new Set();
    for (const entry of context.config.entries) {
        if (entry.matcher === undefined || entry.matcher === '')
            continue;
        if (catalogue/* MATCHER_TARGET */.DU[entry.event] !== 'toolName')
            continue;
        const found = checkMatcher(entry, entry.matcher, context.profile);
        if (!found)
            continue;
        const position = (0,lint_context/* fieldPosition */.eC)(context, entry, 'matcher');
        // Entries of one Claude nested group share the group's matcher: report it once.
        const key = `${entry.file}:${position.line}:${position.column}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        findings.push((0,rule_catalogue/* lintFinding */.D5)(found[0], entry.file, position, found[1]));
    }
    return findings;
}

;// CONCATENATED MODULE: ./src/lint/network-rules.ts



function hostOf(url) {
    try {
        return new URL(url).hostname;
    }
    catch {
        return undefined;
    }
}
/** Whether a URL host is loopback, private or link-local (a literal address or `localhost`). */
function isPrivateHost(hostname) {
    const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (host === 'localhost' || host.endsWith('.localhost'))
        return true;
    const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
    if (v4) {
        const [a, b] = [Number(v4[1]), Number(v4[2])];
        return (a === 127 ||
            a === 10 ||
            a === 0 ||
            (a === 172 && b >= 16 && b <= 31) ||
            (a === 192 && b === 168) ||
            (a === 169 && b === 254));
    }
    if (!host.includes(':'))
        return false;
    return (host === '::1' || host === '::' || /^f[cd][0-9a-f]{0,2}:/.test(host) || /^fe[89ab][0-9a-f]?:/.test(host));
}
function blockedMessage(url) {
    const host = hostOf(url);
    if (host === undefined)
        return undefined;
    return `${host} is outside the cloud agent firewall allow-list: add it to the repository's custom allow-list`;
}
/** Findings for HTTP hook URLs outside the allow-list and token-dependent HTTP hooks. */
function lintHttpHooks(context) {
    const findings = [];
    for (const entry of context.config.entries) {
        if (entry.type !== 'http' || entry.url === undefined)
            continue;
        const where = (0,lint_context/* fieldPosition */.eC)(context, entry, 'url');
        const host = hostOf(entry.url);
        if (host !== undefined && isPrivateHost(host)) {
            // The firewall finding would be redundant: no allow-list entry makes a private address reachable.
            findings.push((0,rule_catalogue/* lintFinding */.D5)('http-private-address', entry.file, where, `${host} is a loopback or private address the cloud agent cannot reach: use a public https:// endpoint`));
        }
        else if (host !== undefined && !context.firewall.allowsUrl(entry.url)) {
            findings.push((0,rule_catalogue/* lintFinding */.D5)('http-not-allowed', entry.file, where, blockedMessage(entry.url) ?? ''));
        }
        if (entry.allowedEnvVars?.includes('GITHUB_TOKEN')) {
            findings.push((0,rule_catalogue/* lintFinding */.D5)('allowed-env-github-token', entry.file, (0,lint_context/* fieldPosition */.eC)(context, entry, 'allowedEnvVars'), 'GITHUB_TOKEN is not set for hooks in the cloud agent: pass a Copilot environment secret under another name'));
        }
    }
    return findings;
}
/** Findings for curl/wget/requests URLs outside the allow-list, in hook commands and the scripts they run. */
function lintScriptFetches(context) {
    const findings = new Map();
    for (const entry of context.config.entries) {
        for (const code of entryCode(context, entry)) {
            for (const fetch of code.model.fetches) {
                if (fetch.url.includes('$') || context.firewall.allowsUrl(fetch.url))
                    continue;
                const message = blockedMessage(fetch.url);
                if (!message)
                    continue;
                const place = code.place(fetch);
                findings.set(`${code.file}:${place.line}:${place.column}`, (0,rule_catalogue/* lintFinding */.D5)('http-not-allowed', code.file, place, message));
            }
        }
    }
    return [...findings.values()];
}

;// CONCATENATED MODULE: ./src/lint/payload-rules.ts



const TOOL_EVENTS = new Set(['preToolUse', 'postToolUse', 'postToolUseFailure']);
/** Payload root fields of the other casing family (or of no family), and the field meant. */
function wrongRoot(root, entry) {
    const camel = entry.casing === 'camel' || entry.eventKey === 'SubagentStart';
    const right = {
        toolInput: ['toolArgs', 'tool_input'],
        tool_input: ['toolArgs', 'tool_input'],
        toolArgs: ['toolArgs', 'tool_input'],
        tool_name: ['toolName', 'tool_name'],
        toolName: ['toolName', 'tool_name'],
        tool_response: ['toolResult', 'tool_result'],
        tool_result: ['toolResult', 'tool_result'],
        toolResult: ['toolResult', 'tool_result'],
    };
    const pair = right[root];
    if (!pair || !TOOL_EVENTS.has(entry.event))
        return undefined;
    const meant = camel ? pair[0] : pair[1];
    return meant === root ? undefined : meant;
}
/** Argument names of VS Code and Claude tools, and the name Copilot's tools use. */
const ARGUMENT_NAMES = {
    filePath: 'path',
    file_path: 'path',
    newString: 'new_str',
    new_string: 'new_str',
    oldString: 'old_str',
    old_string: 'old_str',
    content: 'file_text',
    contents: 'file_text',
};
/** Tool names Copilot never sends, and the runtime tool meant. */
const FOREIGN_TOOL_NAMES = {
    runTerminalCommand: 'bash',
    run_in_terminal: 'bash',
    runInTerminal: 'bash',
    execute: 'bash',
    executeCommand: 'bash',
    shell: 'bash',
    terminal: 'bash',
    editFiles: 'edit',
    editFile: 'edit',
    replace_string_in_file: 'edit',
    insert_edit_into_file: 'edit',
    MultiEdit: 'edit',
    createFile: 'create',
    create_file: 'create',
    writeFile: 'create',
    write_file: 'create',
    readFile: 'view',
    read_file: 'view',
    LS: 'view',
};
/** The runtime tool of each Claude name (the first runtime tool that maps to it), and Claude's older `Task`. */
const RUNTIME_BY_CLAUDE = {
    ...Object.fromEntries(Object.entries(catalogue/* CLAUDE_TOOL_NAMES */.xS)
        .reverse()
        .map(([runtime, claude]) => [claude, runtime])),
    Task: 'task',
};
/** The tool name an event key's payload carries for a runtime tool. */
function sentName(runtime, entry) {
    return entry.casing === 'pascal' ? (catalogue/* CLAUDE_TOOL_NAMES */.xS[runtime] ?? runtime) : runtime;
}
/** The runtime tool a literal names in any vocabulary (runtime, Claude, VS Code), or undefined. */
function runtimeToolOf(literal) {
    if (catalogue/* CLAUDE_TOOL_NAMES */.xS[literal] !== undefined)
        return literal;
    return RUNTIME_BY_CLAUDE[literal] ?? FOREIGN_TOOL_NAMES[literal];
}
/** The name tokens of a comparison: `bash`, `Bash|Edit` in a case or a regex `^(bash|edit)$`. */
function nameTokens(comparison) {
    if (comparison.kind === 'equals')
        return [comparison.literal];
    return comparison.literal
        .replace(/[\^$()]/g, '')
        .split('|')
        .filter((token) => /^[A-Za-z_]+$/.test(token));
}
function lastSegment(path) {
    return path.split('.').pop() ?? path;
}
function isPathField(path) {
    return /^(toolArgs|tool_input)\.(path|file_path|filePath|file|filename)$/.test(path);
}
/** A path pattern that assumes a repository-relative path: `^src/`, `src/*`, `./src`. */
function assumesRelativePath(comparison) {
    const literal = comparison.literal;
    if (comparison.kind === 'regex')
        return /^\^(?!\/|\.\*|\(\.\*|\$)[\w.]/.test(literal);
    return /^(\.\/)?[A-Za-z_][\w.-]*\//.test(literal);
}
/** The findings of one modelled piece of code of an entry. */
function lintCode(code, entry) {
    const findings = [];
    const { model } = code;
    const roots = new Set(model.fields.map((f) => f.path.split('.')[0] ?? ''));
    const reported = new Set();
    const once = (key, push) => {
        if (reported.has(key))
            return;
        reported.add(key);
        push();
    };
    for (const field of model.fields) {
        const root = field.path.split('.')[0] ?? '';
        const meant = wrongRoot(root, entry);
        if (meant !== undefined && !roots.has(meant)) {
            once(`field:${root}`, () => findings.push((0,rule_catalogue/* lintFinding */.D5)('script-wrong-field', code.file, code.place(field), `${entry.eventKey} sends '${meant}', not '${root}': read .${meant}`)));
        }
        const argument = lastSegment(field.path);
        const copilot = ARGUMENT_NAMES[argument];
        const parent = field.path.split('.').slice(0, -1).join('.');
        const readsCopilotName = model.fields.some((f) => lastSegment(f.path) === copilot);
        if (copilot !== undefined && /^(toolArgs|tool_input|toolInput)$/.test(parent) && !readsCopilotName) {
            once(`arg:${argument}`, () => findings.push((0,rule_catalogue/* lintFinding */.D5)('script-wrong-argument', code.file, code.place(field), `Copilot's tools send '${copilot}', not '${argument}' (a VS Code or Claude argument name): read .${parent === 'toolInput' ? (entry.casing === 'camel' ? 'toolArgs' : 'tool_input') : parent}.${copilot}`)));
        }
    }
    const toolComparisons = model.comparisons.filter((c) => /^(toolName|tool_name)$/.test(c.field));
    const comparedTokens = new Set(toolComparisons.flatMap(nameTokens));
    for (const comparison of toolComparisons) {
        for (const token of nameTokens(comparison)) {
            const runtime = runtimeToolOf(token);
            if (runtime === undefined)
                continue;
            const sent = sentName(runtime, entry);
            if (sent === token || comparedTokens.has(sent))
                continue;
            once(`tool:${token}`, () => findings.push((0,rule_catalogue/* lintFinding */.D5)('tool-name-never-sent', code.file, code.place(comparison), `${entry.eventKey} never sends the tool name '${token}': compare with '${sent}'`)));
        }
    }
    for (const comparison of model.comparisons) {
        if (!isPathField(comparison.field) || !assumesRelativePath(comparison))
            continue;
        once(`path:${comparison.literal}`, () => findings.push((0,rule_catalogue/* lintFinding */.D5)('path-check-relative', code.file, code.place(comparison), `Copilot sends absolute paths (/workspace/src/…), so '${comparison.literal}' never matches: match '${suggestedPattern(comparison)}'`)));
    }
    for (const read of model.envReads) {
        if (!PAYLOAD_ENV.test(read.name) || entry.env?.[read.name] !== undefined)
            continue;
        once(`env:${read.name}`, () => findings.push((0,rule_catalogue/* lintFinding */.D5)('payload-env-var', code.file, code.place(read), `No runtime sets $${read.name}: the payload comes as JSON on stdin; read ${envFieldHint(read.name, entry)} with jq`)));
    }
    return findings;
}
/** Environment variable names scripts expect the payload in, which no Copilot runtime sets. */
const PAYLOAD_ENV = /^(CLAUDE_|COPILOT_|HOOK_)?(TOOL_(NAME|ARGS|INPUT|OUTPUT|RESULT|RESPONSE|USE_ID)|FILE_PATHS?|HOOK_(INPUT|EVENT|PAYLOAD|DATA)|USER_PROMPT|PROMPT|TOOL)$/;
function envFieldHint(name, entry) {
    const camel = entry.casing === 'camel';
    if (/TOOL_NAME|^TOOL$/.test(name))
        return camel ? '.toolName' : '.tool_name';
    if (/FILE_PATH/.test(name))
        return camel ? '.toolArgs.path' : '.tool_input.path';
    if (/PROMPT/.test(name))
        return '.prompt';
    if (/RESULT|OUTPUT|RESPONSE/.test(name))
        return camel ? '.toolResult' : '.tool_result';
    if (/HOOK_/.test(name))
        return 'the whole payload (input=$(cat))';
    return camel ? '.toolArgs' : '.tool_input';
}
function suggestedPattern(comparison) {
    const rest = comparison.literal.replace(/^\^/, '').replace(/^\.\//, '');
    if (comparison.kind === 'regex')
        return `^/workspace/${rest}`;
    if (comparison.kind === 'prefix')
        return `/workspace/${rest}`;
    return `*/${rest}`;
}
/** Payload findings for every command entry: wrong fields, argument names, tool names, paths, env variables. */
function lintPayloadReads(context) {
    const findings = new Map();
    for (const entry of context.config.entries) {
        for (const code of entryCode(context, entry)) {
            for (const finding of lintCode(code, entry)) {
                findings.set(`${finding.code}:${finding.file}:${finding.line}:${finding.column}:${finding.message}`, finding);
            }
        }
    }
    return [...findings.values()];
}

// EXTERNAL MODULE: ./src/confined-paths.ts
var confined_paths = __webpack_require__(178);
;// CONCATENATED MODULE: ./src/lint/script-rules.ts
/** Script rules: the file a command hook runs exists, can run, reads stdin and reads the right fields. */







const INTERPRETER_BY_EXTENSION = {
    py: 'python3',
    js: 'node',
    mjs: 'node',
    cjs: 'node',
};
/** The #! line that fits a script: its extension names the language; .sh and no extension are bash. */
function suggestedShebang(path) {
    const extension = /\.([A-Za-z0-9]+)$/.exec((0,external_node_path_.basename)(path))?.[1]?.toLowerCase() ?? '';
    return `#!/usr/bin/env ${INTERPRETER_BY_EXTENSION[extension] ?? 'bash'}`;
}
/** Events whose payload carries what a hook decides on: a script that ignores it decides blind. */
const INPUT_EVENTS = new Set([
    'preToolUse',
    'postToolUse',
    'postToolUseFailure',
    'userPromptSubmitted',
    'permissionRequest',
]);
function lintScriptText(context, script, text, file, entry) {
    const findings = [];
    if (script.direct && !text.startsWith('#!')) {
        findings.push((0,rule_catalogue/* lintFinding */.D5)('script-no-shebang', file, { line: 1, column: 1 }, `Script has no #! line: add "${suggestedShebang(script.path)}" as its first line`));
    }
    const model = entryCode(context, entry).find((code) => code.script?.path === script.path)?.model;
    if (!model)
        return findings;
    if (!model.parsed) {
        findings.push((0,rule_catalogue/* lintFinding */.D5)('script-not-parsed', file, { line: 1, column: 1 }, 'Only bash and Python scripts are read with a parser: payload fields, outputs and exits of this script are not checked'));
    }
    if (model.readsArgs && !model.readsStdin && INPUT_EVENTS.has(entry.event)) {
        findings.push((0,rule_catalogue/* lintFinding */.D5)('script-ignores-stdin', file, model.readsArgs, 'Script reads arguments but hooks get their input on stdin: read it with input=$(cat)'));
    }
    return findings;
}
/**
 * The script's file, if it exists inside the repository and `/workspace` shows it; 'outside' for a link out
 * of it and for a path `/workspace` does not show (`./.env`, `.git/config`): neither is read nor judged.
 */
function existing(repo, path) {
    const real = (0,confined_paths/* confinedRealpathSync */.ZQ)(repo, path);
    if (real === undefined)
        return undefined;
    if ((0,confined_paths/* isRefused */.H0)(real))
        return confined_paths/* OUTSIDE */.ov;
    try {
        const stat = (0,external_node_fs_.statSync)(real);
        return stat.isFile() ? { executable: (stat.mode & 0o111) !== 0 } : undefined;
    }
    catch {
        return undefined;
    }
}
/** Script findings for every command entry that runs a script file. */
function lintScripts(context) {
    const findings = new Map();
    const add = (finding) => {
        findings.set(`${finding.code}:${finding.file}:${finding.line}:${finding.column}`, finding);
    };
    for (const entry of context.config.entries) {
        const script = (0,script_ref/* resolveEntryScript */.ou)(context.repo, entry);
        if (!script)
            continue;
        const field = entry.bash !== undefined ? 'bash' : 'command';
        const where = (0,lint_context/* fieldPosition */.eC)(context, entry, field);
        const found = existing(context.repo, script.path);
        // A link out of the repository points at the cloud agent's machine, not this one: nothing to check.
        if (found === confined_paths/* OUTSIDE */.ov)
            continue;
        if (!found) {
            const withoutCwd = entry.cwd === undefined ? undefined : existing(context.repo, script.pathWithoutCwd);
            if (withoutCwd !== undefined && withoutCwd !== confined_paths/* OUTSIDE */.ov) {
                add((0,rule_catalogue/* lintFinding */.D5)('cwd-doubled-path', entry.file, where, `'${script.written}' is resolved inside cwd '${entry.cwd}': drop "cwd" or make the path relative to it`));
            }
            else {
                add((0,rule_catalogue/* lintFinding */.D5)('script-missing', entry.file, where, `Script '${script.written}' does not exist: fix the path (relative to the repository root)`));
            }
            continue;
        }
        const scriptFile = (0,script_ref/* reportedScriptPath */.o4)(context.repo, script.path);
        if (script.direct && !found.executable) {
            add((0,rule_catalogue/* lintFinding */.D5)('script-not-executable', entry.file, where, `Script '${script.written}' is not executable: run git update-index --chmod=+x ${scriptFile}`));
        }
        const text = (0,lint_context/* readScriptText */.nX)(context, script.path);
        if (text === undefined)
            continue;
        for (const finding of lintScriptText(context, script, text, scriptFile, entry))
            add(finding);
    }
    return [...findings.values()];
}

// EXTERNAL MODULE: ./src/lint/shellcheck.ts
var shellcheck = __webpack_require__(3743);
;// CONCATENATED MODULE: ./src/lint/lint-repo.ts
/** `hooksim lint`: load a repository's hooks as Copilot cloud agent does and run every lint rule on them. */













const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 };
/** Every finding of every rule, sorted by file, line, column and code. */
async function lintRepo(options) {
    const repo = (0,external_node_path_.resolve)(options.repo);
    const profile = (0,profiles/* getProfile */.E$)('cloud');
    // Loading decides what /workspace shows (refreshWorkspaceView); the script rules read by that decision.
    const config = await (0,load/* loadHookConfig */.u)(repo, profile);
    const context = {
        repo,
        profile,
        config,
        firewall: rule_sets/* RuleSets */.mX.create({ surface: 'cloud', recommended: true, allow: options.allowHosts ?? [] }),
        files: await (0,lint_context/* readLintFiles */.$2)(repo, config.files.map((file) => file.file)),
        scripts: new Map(),
        parsers: await loadScriptParsers(),
        models: new Map(),
        modelsByCode: new Map(),
        entryCode: new WeakMap(),
    };
    const findings = [
        ...(0,config_rules/* lintJsonComments */.u2)(context),
        ...(0,config_rules/* lintLoaderNotes */.uu)(context),
        ...(0,config_rules/* lintUnknownEvents */.DA)(context),
        ...(0,config_rules/* lintUnknownFields */.ht)(context),
        ...(0,config_rules/* lintSkippedEntries */.qS)(context),
        ...lintMatchers(context),
        ...(0,config_rules/* lintEmptyCommands */.pV)(context),
        ...lintScripts(context),
        ...lintPayloadReads(context),
        ...lintHttpHooks(context),
        ...lintScriptFetches(context),
        ...lintPreCompactMatchers(context),
        ...lintClaudeOutputs(context),
        ...lintFailOpenDependencies(context),
        ...lintDiscardedLogs(context),
        ...lintPreToolUseTimeouts(context),
        ...lintHeavyPostToolUse(context),
        ...lintLongTimeouts(context),
        ...lintTextOutput(context),
    ];
    if (options.shellcheck) {
        const runner = options.shellcheck === true ? undefined : options.shellcheck;
        findings.push(...(await (0,shellcheck/* lintWithShellCheck */.Mw)(context, runner)));
    }
    return findings.sort((a, b) => a.file.localeCompare(b.file) ||
        a.line - b.line ||
        a.column - b.column ||
        SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
        a.code.localeCompare(b.code));
}


/***/ })

};
