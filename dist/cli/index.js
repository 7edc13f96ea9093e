#!/usr/bin/env node
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// scripts/bundle-url.mjs
var __hooksim_bundle_url = require("node:url").pathToFileURL(__filename).href;

// src/cli-prefetch.ts
var import_node_path6 = __toESM(require("node:path"), 1);

// src/sandbox/host-git.ts
var import_node_fs3 = require("node:fs");
var import_node_buffer = require("node:buffer");
var import_node_os2 = require("node:os");
var import_node_path4 = __toESM(require("node:path"), 1);

// src/host-command.ts
var import_node_child_process = require("node:child_process");
var STDERR_TAIL_BYTES = 2048;
var HostCommandError = class extends Error {
  constructor(command, reason) {
    super(`\`${command}\` failed: ${reason}`);
    this.command = command;
    this.reason = reason;
    this.name = "HostCommandError";
  }
  command;
  reason;
  code = "host-command-failed";
};
var StderrTail = class {
  bytes = Buffer.alloc(0);
  cut = false;
  push(chunk) {
    this.bytes = Buffer.concat([this.bytes, chunk]);
    if (this.bytes.length > STDERR_TAIL_BYTES) {
      this.bytes = this.bytes.subarray(this.bytes.length - STDERR_TAIL_BYTES);
      this.cut = true;
    }
  }
  /** `: <tail>` (`…` first when cut), or '' for an empty stderr. */
  shown() {
    const tail = this.bytes.toString("utf8").trim();
    return tail === "" ? "" : `: ${this.cut ? "\u2026" : ""}${tail}`;
  }
};
function runHostCommand(program, args, options) {
  const { onOutput, maxStdoutBytes } = options;
  const collect = onOutput === void 0 && options.stdoutFd === void 0;
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (reason) => {
      if (settled) return;
      settled = true;
      reject(new HostCommandError(commandLine(program, args), reason));
    };
    let child;
    try {
      child = (0, import_node_child_process.spawn)(program, args, {
        cwd: options.cwd,
        env: options.env,
        // A file descriptor goes to the program as it is: nothing passes through hooksim.
        stdio: [
          options.input === void 0 ? options.stdin ?? "ignore" : "pipe",
          options.stdoutFd ?? "pipe",
          "pipe"
        ]
      });
    } catch (error) {
      fail(`could not start: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    if (options.input !== void 0) {
      child.stdin?.on("error", () => void 0);
      const stdin = child.stdin;
      if (Buffer.isBuffer(options.input)) stdin?.end(options.input);
      else
        options.input.then(
          (input) => stdin?.end(input),
          () => stdin?.end()
        );
    }
    const stderr = new StderrTail();
    const stdout = [];
    let stdoutBytes = 0;
    let ended;
    const stop = (why) => {
      ended ??= why;
      child.kill("SIGTERM");
    };
    child.stderr?.on("data", (chunk) => {
      onOutput?.(chunk.toString("utf8"));
      stderr.push(chunk);
    });
    child.stdout?.on("data", (chunk) => {
      if (onOutput !== void 0) onOutput(chunk.toString("utf8"));
      if (!collect || ended !== void 0) return;
      stdoutBytes += chunk.length;
      if (maxStdoutBytes !== void 0 && stdoutBytes > maxStdoutBytes) stop("overflow");
      else stdout.push(chunk);
    });
    const timer = options.timeoutMs === void 0 ? void 0 : setTimeout(() => stop("timeout"), options.timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      fail(`could not start: ${error.message}`);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (ended === "timeout") fail(`timed out after ${options.timeoutMs} ms${stderr.shown()}`);
      else if (ended === "overflow") fail(`its output exceeded ${maxStdoutBytes} bytes${stderr.shown()}`);
      else if (signal !== null) fail(`killed by ${signal}${stderr.shown()}`);
      else if (!(options.exitCodes ?? [0]).includes(code ?? -1)) fail(`exit status ${code}${stderr.shown()}`);
      else if (!settled) {
        settled = true;
        resolve(collect ? Buffer.concat(stdout, stdoutBytes) : Buffer.alloc(0));
      }
    });
  });
}
function shellQuote(word) {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
var PLAIN_ARGUMENT = /^[\w./-]+$/;
var UNPRINTABLE = /[\p{Separator}\p{Other}]/gu;
var COMMON_ESCAPES = {
  " ": " ",
  "\b": "\\b",
  "\f": "\\f",
  "\n": "\\n",
  "\r": "\\r",
  "	": "\\t"
};
function commandLine(program, args) {
  return [program, ...args].map((arg) => {
    const escaped = arg.replace(UNPRINTABLE, (character) => {
      const common = COMMON_ESCAPES[character];
      if (common !== void 0) return common;
      const point = character.codePointAt(0) ?? 0;
      return point <= 65535 ? `\\u${point.toString(16).padStart(4, "0")}` : `\\U${point.toString(16)}`;
    });
    return PLAIN_ARGUMENT.test(escaped) ? escaped : shellQuote(escaped);
  }).join(" ");
}

// src/process-shared.ts
function processShared(name, create) {
  const key = /* @__PURE__ */ Symbol.for(`hooksim:${name}`);
  const scope = globalThis;
  if (!(key in scope)) scope[key] = create();
  return scope[key];
}

// src/sandbox/environment.ts
var SANDBOX_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

// src/sandbox/git-index.ts
var import_node_fs = require("node:fs");
var import_node_path = __toESM(require("node:path"), 1);
var HASH_BYTES = 20;
var STAT_BYTES = 40;
var LONGEST_NAME = 64 * 1024;
var PIECE = 256 * 1024;
var NAME_MASK = 4095;
function ownGitDir(dir) {
  const gitDir = import_node_path.default.join(dir, ".git");
  if ((0, import_node_fs.lstatSync)(gitDir, { throwIfNoEntry: false })?.isDirectory() !== true) return void 0;
  if ((0, import_node_fs.lstatSync)(import_node_path.default.join(gitDir, "commondir"), { throwIfNoEntry: false }) !== void 0) return void 0;
  return gitDir;
}
function ownIndexFile(dir) {
  try {
    const gitDir = ownGitDir(dir);
    if (gitDir === void 0) return void 0;
    if (/objectformat/i.test((0, import_node_fs.readFileSync)(import_node_path.default.join(gitDir, "config"), "latin1"))) return void 0;
    return import_node_path.default.join(gitDir, "index");
  } catch {
    return void 0;
  }
}
var LONGEST_COUNTED_ENTRY = STAT_BYTES + HASH_BYTES + 4 + NAME_MASK + 8;

// src/sandbox/listing-cache.ts
var import_node_fs2 = require("node:fs");
var import_node_path3 = __toESM(require("node:path"), 1);

// src/cache-dir.ts
var import_node_os = require("node:os");
var import_node_path2 = __toESM(require("node:path"), 1);
function hooksimCacheDir(env = process.env) {
  return import_node_path2.default.join(env.XDG_CACHE_HOME || import_node_path2.default.join((0, import_node_os.homedir)(), ".cache"), "hooksim");
}
function ownedAlone(stat) {
  return stat.uid === process.geteuid?.() && (stat.mode & 18) === 0;
}

// src/sandbox/listing-cache.ts
var VERSION = 2;
function isKept(value) {
  const kept = value;
  const isStamp = (stamp) => Array.isArray(stamp) && stamp.length === 6 && stamp.every((part) => typeof part === "number");
  const areStrings = (list) => Array.isArray(list) && list.every((item) => typeof item === "string");
  return typeof kept === "object" && kept !== null && kept.version === VERSION && typeof kept.checkout === "string" && isStamp(kept.top) && isStamp(kept.index) && (kept.config === null || isStamp(kept.config)) && areStrings(kept.gitlinks) && areStrings(kept.others) && Array.isArray(kept.dirs) && kept.dirs.every(
    (dir) => Array.isArray(dir) && typeof dir[0] === "string" && typeof dir[1] === "boolean" && isStamp(dir[2])
  );
}
function hasStamp(file, stamp) {
  let stats;
  try {
    stats = (0, import_node_fs2.lstatSync)(file, { throwIfNoEntry: false });
  } catch {
    return false;
  }
  if (stats === void 0 || stamp === null) return stats === void 0 && stamp === null;
  return stats.ctimeMs === stamp[5] && stats.mtimeMs === stamp[4] && stats.ino === stamp[1] && stats.dev === stamp[0] && stats.mode === stamp[2] && stats.size === stamp[3];
}
function keptFile(checkout) {
  return import_node_path3.default.join(hooksimCacheDir(), "listings", `${pathHash(checkout)}.json`);
}
function pathHash(text) {
  let a = 2166136261;
  let b = 16777619 ^ text.length;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    a = Math.imul(a ^ code, 16777619) >>> 0;
    b = Math.imul(b ^ code, 1540483477) >>> 0;
  }
  return a.toString(16).padStart(8, "0") + b.toString(16).padStart(8, "0");
}
function readKeptListing(checkout, indexFile, configFile) {
  if (process.platform !== "linux") return void 0;
  let kept;
  try {
    const file = keptFile(checkout);
    const stats = (0, import_node_fs2.lstatSync)(file, { throwIfNoEntry: false });
    if (stats === void 0 || !stats.isFile() || !ownedAlone(stats)) return void 0;
    const read = JSON.parse((0, import_node_fs2.readFileSync)(file, "utf8"));
    if (!isKept(read) || read.checkout !== checkout || !hasStamp(indexFile, read.index)) return void 0;
    kept = read;
  } catch {
    return void 0;
  }
  const { dirs } = kept;
  const changed = [];
  let compared = 0;
  const compareAll = () => {
    for (; compared < dirs.length; compared++) {
      const [rel, , stamp] = dirs[compared] ?? ["", false, null];
      if (!hasStamp(`${checkout}/${rel}`, stamp)) changed.push(compared);
    }
  };
  const configSame = hasStamp(configFile, kept.config);
  if (configSame) compareAll();
  return {
    others: kept.others,
    changed: configSame ? [...hasStamp(checkout, kept.top) ? [] : [""], ...changed.map((at) => dirs[at]?.[0] ?? "")] : void 0,
    index: () => {
      compareAll();
      const stale = new Set(changed);
      return {
        dirs: dirs.map(([rel, dotGit], at) => ({
          rel,
          dotGit: stale.has(at) ? holdsDotGit(`${checkout}/${rel}`) : dotGit
        })),
        gitlinks: kept.gitlinks
      };
    }
  };
}
function holdsDotGit(dir) {
  try {
    return (0, import_node_fs2.lstatSync)(`${dir}/.git`, { throwIfNoEntry: false }) !== void 0;
  } catch {
    return false;
  }
}

// src/sandbox/host-git.ts
var GIT_SAFE = [
  "-c",
  "core.fsmonitor=false",
  "-c",
  "core.hooksPath=/dev/null",
  "-c",
  "safe.directory=*"
];
var GIT_WITHOUT_HOST_CONFIG = {
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_CONFIG_GLOBAL: "/dev/null"
};
function hostGitEnv(path8 = process.env.PATH ?? SANDBOX_PATH) {
  return {
    PATH: path8,
    HOME: process.env.HOME ?? "/",
    LANG: "C.UTF-8",
    ...GIT_WITHOUT_HOST_CONFIG,
    GIT_TERMINAL_PROMPT: "0"
  };
}
function lsFilesArgs(dir, args) {
  return [...GIT_SAFE, "--literal-pathspecs", "-C", dir, "ls-files", "-z", ...args];
}
function collectGitListing(dir, args) {
  return runHostCommand("git", lsFilesArgs(dir, args), { cwd: dir, env: hostGitEnv() });
}
function startFileListing(dir, args) {
  const tmp = (0, import_node_fs3.mkdtempSync)(import_node_path4.default.join((0, import_node_os2.tmpdir)(), "hooksim-ls-"));
  let fd;
  try {
    fd = (0, import_node_fs3.openSync)(import_node_path4.default.join(tmp, "listing"), "w+", 384);
  } finally {
    (0, import_node_fs3.rmSync)(tmp, { recursive: true, force: true });
  }
  try {
    return {
      fd,
      done: runHostCommand("git", lsFilesArgs(dir, args), { cwd: dir, env: hostGitEnv(), stdoutFd: fd })
    };
  } catch (error) {
    (0, import_node_fs3.closeSync)(fd);
    throw error;
  }
}
var LISTING_CHUNK = 64 * 1024;
async function readFileListing(listing, onPiece, hooks = {}) {
  const { fd, done } = listing;
  try {
    await done;
    await hooks.before?.();
    let buffer = Buffer.allocUnsafe(LISTING_CHUNK);
    let kept = 0;
    for (let position = 0; ; ) {
      const bytesRead = (0, import_node_fs3.readSync)(fd, buffer, kept, buffer.length - kept, position);
      position += bytesRead;
      const filled = kept + bytesRead;
      if (bytesRead === 0) {
        onPiece(buffer.subarray(0, filled));
        return;
      }
      const last = buffer.lastIndexOf(0, filled - 1);
      if (last === -1) {
        const bigger = Buffer.allocUnsafe(buffer.length * 2);
        buffer.copy(bigger, 0, 0, filled);
        buffer = bigger;
        kept = filled;
        continue;
      }
      onPiece(buffer.subarray(0, last + 1));
      buffer.copyWithin(0, last + 1, filled);
      kept = filled - last - 1;
      await hooks.afterChunk?.();
    }
  } finally {
    (0, import_node_fs3.closeSync)(fd);
  }
}
function forEachEntry(listing, visit) {
  for (let start = 0; start < listing.length; ) {
    let end = listing.indexOf(0, start);
    if (end === -1) end = listing.length;
    if (end > start) visit(listing, start, end);
    start = end + 1;
  }
}
function entriesOf(listing) {
  const entries = [];
  forEachEntry(listing, (_, start, end) => entries.push(pathEntry(listing, start, end)));
  return entries;
}
var NOT_UTF8 = "\0";
function pathEntry(listing, start, end) {
  const bytes = listing.subarray(start, end);
  return (0, import_node_buffer.isUtf8)(bytes) ? bytes.toString("utf8") : NOT_UTF8 + bytes.toString("latin1");
}
function rawPath(entry) {
  return entry.startsWith(NOT_UTF8) ? Buffer.from(entry.slice(1), "latin1") : Buffer.from(entry);
}
var OTHERS_LISTING = ["--others", "--directory"];
var IGNORED_LISTING = ["--others", "--ignored", "--exclude-standard", "--directory"];
var UNTRACKED_LISTING = ["--others", "--exclude-standard"];
var INDEX_LISTING = ["--cached", "--stage"];
function excludedListing(exclude) {
  return ["--others", "--ignored", `--exclude-from=${exclude}`, "--directory"];
}
var PATHSPEC_LIMIT = 64;
function pathspecsFor(dirs) {
  const names = dirs.map((dir) => dir.replace(/\/$/, "").split("/"));
  for (let level = Math.max(...names.map((parts) => parts.length)); level >= 1; level--) {
    const prefixes = new Set(names.map((parts) => `${parts.slice(0, level).join("/")}/`));
    if (prefixes.size <= PATHSPEC_LIMIT) return [...prefixes];
  }
  return void 0;
}
async function listUntrackedHidden(dir, walked = walkUntracked(dir)) {
  let judge;
  const judging = ignoredAmong(dir, new Promise((resolve) => judge = resolve)).catch(() => void 0);
  let entries = [];
  let utf8 = true;
  try {
    entries = await walked;
    utf8 = !entries.some((entry) => entry.startsWith(NOT_UTF8));
  } finally {
    judge(utf8 ? entries : []);
  }
  if (entries.length === 0) return [];
  const ignored = utf8 ? await judging : void 0;
  if (ignored === void 0) return listHiddenByWalks(dir, []);
  const open = entries.filter((entry) => entry.endsWith("/") && !ignored.has(entry));
  if (open.length === 0) return [...ignored];
  const pathspecs = pathspecsFor(open);
  if (pathspecs === void 0) return listHiddenByWalks(dir, []);
  return [...ignored, ...await listHiddenByWalks(dir, ["--", ...pathspecs])];
}
function walkUntracked(dir) {
  return collectGitListing(dir, OTHERS_LISTING).then(entriesOf);
}
function beginUntrackedListing(dir) {
  const kept = keptListingOf(dir);
  if (kept?.changed?.length === 0)
    return { keptIndex: kept.index, hidden: listUntrackedHidden(dir, Promise.resolve(kept.others)) };
  const roots = kept?.changed === void 0 ? void 0 : walkRoots(kept.changed);
  const started = Date.now();
  const entries = kept === void 0 || roots === void 0 ? walkUntracked(dir) : walkAgainIn(dir, kept.others, roots);
  return { keptIndex: kept?.index, walk: { started, entries }, hidden: listUntrackedHidden(dir, entries) };
}
function walkRoots(changed) {
  if (changed.some((rel) => rel === "" || rel.includes("\uFFFD"))) return void 0;
  const roots = [];
  for (const root of changed.map((rel) => `${rel}/`).sort()) {
    const last = roots[roots.length - 1];
    if (last === void 0 || !root.startsWith(last)) roots.push(root);
  }
  return roots.length > PATHSPEC_LIMIT ? void 0 : roots;
}
async function walkAgainIn(dir, others, roots) {
  const prefixes = roots.map((root) => Buffer.from(root));
  const fresh = entriesOf(await collectGitListing(dir, [...OTHERS_LISTING, "--", ...roots]));
  const outside = others.filter((entry) => {
    const bytes = rawPath(entry);
    return !prefixes.some((prefix) => bytes.subarray(0, prefix.length).equals(prefix));
  });
  return [...outside, ...fresh].map((entry) => ({ entry, bytes: rawPath(entry) })).sort((a, b) => Buffer.compare(a.bytes, b.bytes)).map(({ entry }) => entry);
}
function keptListingFiles(dir) {
  if (ownIndexFile(dir) === void 0) return void 0;
  const checkout = (0, import_node_fs3.realpathSync)(dir);
  const gitDir = import_node_path4.default.join(checkout, ".git");
  return { checkout, indexFile: import_node_path4.default.join(gitDir, "index"), configFile: import_node_path4.default.join(gitDir, "config") };
}
function keptListingOf(dir) {
  try {
    const files = keptListingFiles(dir);
    return files && readKeptListing(files.checkout, files.indexFile, files.configFile);
  } catch {
    return void 0;
  }
}
async function listHiddenByWalks(dir, pathspecs) {
  const nested = [];
  const [ignored] = await Promise.all([
    collectGitListing(dir, [...IGNORED_LISTING, ...pathspecs]),
    // Untracked paths not ignored show; only a `dir/` (a repository nested in the work tree) is kept.
    readFileListing(
      startFileListing(dir, [...UNTRACKED_LISTING, ...pathspecs]),
      (piece) => forEachEntry(piece, (listing, start, end) => {
        if (listing[end - 1] === 47) nested.push(pathEntry(listing, start, end));
      })
    )
  ]);
  return [...entriesOf(ignored), ...nested];
}
async function ignoredAmong(dir, toJudge) {
  const input = toJudge.then(
    (entries2) => entries2.length === 0 ? Buffer.alloc(0) : Buffer.from(`${entries2.map((entry) => entry.replace(/\/$/, "")).join("\0")}\0`)
  );
  const out = await runHostCommand(
    "git",
    [...GIT_SAFE, "-C", dir, "check-ignore", "--no-index", "--verbose", "--non-matching", "-z", "--stdin"],
    { cwd: dir, env: hostGitEnv(), input, exitCodes: [0, 1] }
  );
  const entries = await toJudge;
  const fields = out.toString("utf8").split("\0");
  const judged = /* @__PURE__ */ new Map();
  for (let at = 0; at + 3 < fields.length; at += 4) {
    const pattern = fields[at + 2] ?? "";
    judged.set(fields[at + 3] ?? "", pattern !== "" && !pattern.startsWith("!"));
  }
  const ignored = /* @__PURE__ */ new Set();
  for (const entry of entries) {
    const verdict = judged.get(entry.replace(/\/$/, ""));
    if (verdict === void 0) throw new Error(`git check-ignore did not judge '${entry}'`);
    if (verdict) ignored.add(entry);
  }
  return ignored;
}
function listGitConfig(file) {
  return runHostCommand("git", [...GIT_SAFE, "config", "--file", file, "--list", "-z"], {
    cwd: import_node_path4.default.dirname(file),
    env: hostGitEnv()
  });
}
var early = processShared(
  "host-git:early",
  () => /* @__PURE__ */ new Map()
);
function earlyKey(kind, dir, args) {
  const real = (file) => {
    try {
      return (0, import_node_fs3.realpathSync)(file);
    } catch {
      return file;
    }
  };
  const exclude = "--exclude-from=";
  const keyArgs = args.map(
    (arg) => arg.startsWith(exclude) ? exclude + real(arg.slice(exclude.length)) : arg
  );
  return [kind, real(dir), ...keyArgs].join("\0");
}
function beginCheckoutListings(repo, { config = true } = {}) {
  let exclude;
  let configFile;
  try {
    const gitDir = ownGitDir(repo);
    if (gitDir === void 0) return Promise.resolve();
    exclude = excludeWithPatterns(import_node_path4.default.join(gitDir, "info", "exclude"));
    const file = import_node_path4.default.join(gitDir, "config");
    if (config && (0, import_node_fs3.lstatSync)(file, { throwIfNoEntry: false })?.isFile() === true) configFile = file;
  } catch {
    return Promise.resolve();
  }
  const untracked = beginUntrackedListing(repo);
  early.set(earlyKey("hidden", repo, []), untracked);
  const runs = [untracked.hidden];
  if (exclude !== void 0) {
    const args = excludedListing(exclude);
    const run = collectGitListing(repo, args);
    early.set(earlyKey("collected", repo, args), run);
    runs.push(run);
  }
  if (configFile !== void 0) {
    const listed = listGitConfig(configFile);
    early.set(earlyKey("config", configFile, []), listed);
    runs.push(listed);
  }
  if (ownIndexFile(repo) === void 0) {
    const listing = startFileListing(repo, INDEX_LISTING);
    early.set(earlyKey("file", repo, INDEX_LISTING), listing);
    runs.push(listing.done);
  }
  return Promise.allSettled(runs).then(() => void 0);
}
function excludeWithPatterns(file) {
  if ((0, import_node_fs3.lstatSync)(file, { throwIfNoEntry: false })?.isFile() !== true) return void 0;
  const text = (0, import_node_fs3.readFileSync)(file, "utf8");
  return text.split("\n").every((line) => /^( *$|#)/.test(line)) ? void 0 : file;
}

// src/sandbox/system-layers.ts
var import_node_child_process2 = require("node:child_process");
var import_node_fs5 = require("node:fs");
var import_node_os3 = require("node:os");
var import_node_path5 = __toESM(require("node:path"), 1);

// src/memo.ts
function memoUntilFailure(made, key, make) {
  let result = made.get(key);
  if (result === void 0) {
    result = make();
    result.catch(() => made.delete(key));
    made.set(key, result);
  }
  return result;
}

// src/sandbox/changes.ts
var import_node_fs4 = require("node:fs");
var DIRECTORY_NO_FOLLOW = import_node_fs4.constants.O_RDONLY | import_node_fs4.constants.O_DIRECTORY | import_node_fs4.constants.O_NOFOLLOW;

// src/sandbox/system-layers.ts
var SYSTEM_ENTRIES = ["usr", "bin", "sbin", "lib", "lib32", "lib64", "libx32", "etc", "opt", "var"];
function readSystemLayoutSync() {
  const result = { overlays: [], symlinks: [] };
  for (const name of SYSTEM_ENTRIES) {
    const full = `/${name}`;
    const stat = (0, import_node_fs5.lstatSync)(full, { throwIfNoEntry: false });
    if (stat?.isSymbolicLink()) result.symlinks.push({ link: full, target: (0, import_node_fs5.readlinkSync)(full) });
    else if (stat?.isDirectory()) result.overlays.push(full);
  }
  return result;
}
var MASK_EXPRESSION = [
  "(",
  "-type",
  "d",
  "!",
  "-perm",
  "-o=rx",
  "-prune",
  "-print0",
  ")",
  "-o",
  "(",
  "-type",
  "d",
  "-o",
  "-type",
  "l",
  ")",
  "-o",
  "(",
  "-type",
  "f",
  "-perm",
  "-o=r",
  ")",
  "-o",
  "-print0"
];
var maskScans = processShared("system-layers:mask-scans", () => /* @__PURE__ */ new Map());
function beginMaskScan(roots) {
  void memoUntilFailure(maskScans, roots.join("\0"), () => scanMaskedEntries(roots, true));
}
var refScans = processShared("system-layers:ref-scans", () => /* @__PURE__ */ new WeakMap());
function scanMaskedEntries(roots, background) {
  const children = [];
  const spawnFind = (args) => findEntries(args, (child) => {
    children.push(child);
    if (background) unrefChild(child);
  });
  const top = spawnFind([...roots, "-maxdepth", "1", "-xdev", ...MASK_EXPRESSION]);
  const batches = balance(
    roots.flatMap(subdirectoriesToScan),
    Math.max(1, Math.min((0, import_node_os3.availableParallelism)(), 4))
  );
  const scan = Promise.all([
    top,
    ...batches.map((batch) => spawnFind([...batch.map((dir) => dir.path), "-xdev", ...MASK_EXPRESSION]))
  ]).then((lists) => lists.flat());
  if (background) refScans.set(scan, () => children.forEach(refChild));
  return scan;
}
function subdirectoriesToScan(root) {
  try {
    const rootStat = (0, import_node_fs5.lstatSync)(root);
    if (!rootStat.isDirectory()) return [];
    const starts = [];
    for (const entry of (0, import_node_fs5.readdirSync)(root, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const full = import_node_path5.default.join(root, entry.name);
      const stat = (0, import_node_fs5.lstatSync)(full, { throwIfNoEntry: false });
      if (!stat?.isDirectory() || stat.dev !== rootStat.dev || (stat.mode & 5) !== 5) continue;
      starts.push({ path: full, weight: stat.nlink });
    }
    return starts;
  } catch {
    return [];
  }
}
function balance(starts, count) {
  const batches = Array.from({ length: Math.min(count, starts.length) }, () => ({
    weight: 0,
    starts: []
  }));
  const byWeight = (a, b) => b.weight - a.weight || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  for (const start of [...starts].sort(byWeight)) {
    const lightest = batches.reduce((min, batch) => batch.weight < min.weight ? batch : min);
    lightest.starts.push(start);
    lightest.weight += start.weight;
  }
  return batches.map((batch) => batch.starts);
}
function unrefChild(child) {
  child.unref();
  child.stdout?.unref?.();
}
function refChild(child) {
  child.ref();
  child.stdout?.ref?.();
}
function findEntries(args, onSpawn) {
  return new Promise((resolve, reject) => {
    const child = (0, import_node_child_process2.spawn)("find", args, { env: { PATH: SANDBOX_PATH }, stdio: ["ignore", "pipe", "ignore"] });
    onSpawn?.(child);
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.on("error", reject);
    child.on("close", () => resolve(Buffer.concat(chunks).toString("utf8").split("\0").filter(Boolean)));
  });
}
function kernelAtLeast(major, minor, kernel = (0, import_node_os3.release)()) {
  const [have = 0, haveMinor = 0] = kernel.split(/[.-]/).map(Number);
  return have > major || have === major && haveMinor >= minor;
}
function kernelMountsGuards(kernel) {
  return kernelAtLeast(5, 11, kernel);
}
var OVERLAYFS_MAGIC = 2035054128;
function inInitialUserNamespace() {
  try {
    return (0, import_node_fs5.readFileSync)("/proc/self/uid_map", "utf8").trim().split(/\s+/).join(" ") === "0 0 4294967295";
  } catch {
    return false;
  }
}
var takesGuards = /* @__PURE__ */ new Map();
function systemTakesGuards(roots) {
  const key = roots.join("\0");
  let takes = takesGuards.get(key);
  if (takes === void 0) {
    takes = kernelMountsGuards() && inInitialUserNamespace() && roots.every((root) => {
      try {
        return (0, import_node_fs5.statfsSync)(root).type !== OVERLAYFS_MAGIC;
      } catch {
        return false;
      }
    });
    takesGuards.set(key, takes);
  }
  return takes;
}

// src/cli-prefetch.ts
function mayStartNamespaceSandbox(argv) {
  const [command, ...rest] = argv;
  const replays = command === "fire" || command === "run" || command === "init" || command === "import" && (rest.includes("--update") || rest.includes("-u"));
  if (!replays) return false;
  if (rest.includes("--help") || rest.includes("-h")) return false;
  const at = rest.indexOf("--sandbox");
  const sandbox = at >= 0 ? rest[at + 1] : rest.find((arg) => arg.startsWith("--sandbox="))?.slice(10);
  return sandbox !== "process";
}
function checkoutToList(argv) {
  const [command, ...rest] = argv;
  if (command !== "fire" && command !== "run" || rest.includes("--help") || rest.includes("-h"))
    return void 0;
  let repo = ".";
  rest.forEach((arg, at) => {
    if (arg === "--repo" && rest[at + 1] !== void 0) repo = rest[at + 1] ?? repo;
    else if (arg.startsWith("--repo=")) repo = arg.slice("--repo=".length);
  });
  return import_node_path6.default.resolve(repo);
}
function prefetchForCli(argv) {
  const checkout = checkoutToList(argv);
  if (checkout !== void 0)
    void beginCheckoutListings(checkout, { config: mayStartNamespaceSandbox(argv) });
  if (process.platform !== "linux" || process.getuid?.() !== 0 || !mayStartNamespaceSandbox(argv)) return;
  try {
    const roots = readSystemLayoutSync().overlays;
    if (!systemTakesGuards(roots)) beginMaskScan(roots);
  } catch {
  }
}
prefetchForCli(process.argv.slice(2));

// src/cli-loader.ts
var import_node_fs6 = require("node:fs");
var import_node_buffer2 = require("node:buffer");
var import_node_module2 = require("node:module");
var import_node_path7 = __toESM(require("node:path"), 1);
var import_node_url = require("node:url");
var import_node_vm = __toESM(require("node:vm"), 1);

// src/wasm-compiler.ts
var import_node_module = require("node:module");
function useBaselineWasmCompiler() {
  const { setFlagsFromString } = (0, import_node_module.createRequire)(__hooksim_bundle_url)("node:v8");
  setFlagsFromString("--liftoff-only");
}

// src/cli-loader.ts
var OWN_CACHE = /* @__PURE__ */ new Set(["fire", "run", "validate", "lint", "init", "import", "merge-reports"]);
var STALE_MS = 7 * 24 * 3600 * 1e3;
function codeCacheFile(cacheDir, bundleHash, command) {
  const group = command !== void 0 && OWN_CACHE.has(command) ? command : "other";
  return import_node_path7.default.join(
    cacheDir,
    "code-cache",
    `cli-${bundleHash}-${process.version}-${process.arch}-${group}.bin`
  );
}
function readCache(file) {
  let fd;
  try {
    fd = (0, import_node_fs6.openSync)(file, "r");
    const stat = (0, import_node_fs6.fstatSync)(fd);
    if (!stat.isFile() || !ownedAlone(stat)) return void 0;
    return (0, import_node_fs6.readFileSync)(fd);
  } catch {
    return void 0;
  } finally {
    if (fd !== void 0) (0, import_node_fs6.closeSync)(fd);
  }
}
function writeCache(script, file, bundleHash) {
  try {
    const dir = import_node_path7.default.dirname(file);
    (0, import_node_fs6.mkdirSync)(dir, { recursive: true, mode: 448 });
    const temporary = `${file}.${process.pid}.tmp`;
    (0, import_node_fs6.writeFileSync)(temporary, script.createCachedData(), { mode: 384 });
    (0, import_node_fs6.renameSync)(temporary, file);
    const now = Date.now();
    for (const name of (0, import_node_fs6.readdirSync)(dir)) {
      if (name.startsWith(`cli-${bundleHash}-`) && name.endsWith(".bin")) continue;
      const other = import_node_path7.default.join(dir, name);
      if (now - (0, import_node_fs6.statSync)(other).mtimeMs > STALE_MS) (0, import_node_fs6.rmSync)(other, { force: true });
    }
  } catch {
  }
}
function runBundle() {
  if (process.argv[2] === "lint") useBaselineWasmCompiler();
  const bundle = (0, import_node_url.fileURLToPath)(new URL("./cli.cjs", __hooksim_bundle_url));
  const bytes = (0, import_node_fs6.readFileSync)(bundle);
  const source = (0, import_node_buffer2.isAscii)(bytes) ? bytes.toString("latin1") : bytes.toString("utf8");
  const cacheFile = codeCacheFile(hooksimCacheDir(), "6c463f0ed285e357", process.argv[2]);
  const cachedData = readCache(cacheFile);
  const script = new import_node_vm.default.Script(source, { filename: bundle, cachedData });
  const compiled = script.runInThisContext();
  const commonJsModule = { exports: {} };
  if (cachedData === void 0 || script.cachedDataRejected === true)
    process.once("exit", (status) => {
      if (status === 0 || status === 1) writeCache(script, cacheFile, "6c463f0ed285e357");
    });
  compiled.call(
    commonJsModule.exports,
    commonJsModule.exports,
    (0, import_node_module2.createRequire)(bundle),
    commonJsModule,
    bundle,
    import_node_path7.default.dirname(bundle)
  );
}
runBundle();
