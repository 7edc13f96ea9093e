/**
 * The `scenarios` input: globs relative to the repository (`**`, `*`, `?`, `{a,b}`, `[abc]`), expanded to
 * the scenario files they match. Node 20 has no fs.glob, and the Action adds no dependency for this.
 */
import { readdir } from 'node:fs/promises';
import {
  confinedRealpath,
  isLexicallyInside,
  isRefused,
  refreshWorkspaceView,
  shownAsWritten,
} from '../confined-paths.js';
import path from 'node:path';

/** A glob pattern compiled to an anchored regular expression over `/`-separated relative paths. */
export function globToRegExp(glob: string): RegExp {
  let out = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string;
    if (c === '*') {
      if (glob[i + 1] === '*') {
        const atStart = i === 0 || glob[i - 1] === '/';
        const atEnd = i + 2 === glob.length || glob[i + 2] === '/';
        if (atStart && atEnd) {
          // `**/` is zero or more whole directories; a final `**` is everything below.
          out += i + 2 === glob.length ? '.*' : '(?:[^/]*/)*';
          i += glob[i + 2] === '/' ? 2 : 1;
          continue;
        }
      }
      out += '[^/]*';
    } else if (c === '?') out += '[^/]';
    else if (c === '{') {
      braces++;
      out += '(?:';
    } else if (c === '}' && braces > 0) {
      braces--;
      out += ')';
    } else if (c === ',' && braces > 0) out += '|';
    else if (c === '[') {
      const end = glob.indexOf(']', i + 1);
      if (end === -1) out += '\\[';
      else {
        const body = glob.slice(i + 1, end).replace(/\\/g, '\\\\');
        out += `[${body.startsWith('!') ? `^${body.slice(1)}` : body}]`;
        i = end;
      }
    } else out += c.replace(/[.+^$()|\\/]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

/** The leading directories of a glob that hold no wildcard: where the walk starts. */
function staticPrefix(glob: string): string {
  const parts = glob.split('/');
  const fixed: string[] = [];
  for (const part of parts.slice(0, -1)) {
    if (/[*?{[]/.test(part)) break;
    fixed.push(part);
  }
  return fixed.join('/');
}

const SKIPPED_DIRS = new Set(['.git', 'node_modules']);

async function walk(root: string, dir: string, found: string[]): Promise<void> {
  let entries;
  try {
    entries = await readdir(path.join(root, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) await walk(root, relative, found);
    } else if (entry.isFile() || entry.isSymbolicLink()) found.push(relative);
  }
}

/** Every file under `repo` that one of the globs matches, as absolute paths, sorted and unique. */
export async function expandScenarioGlobs(repo: string, globs: string[]): Promise<string[]> {
  const matched = new Set<string>();
  await refreshWorkspaceView(repo);
  for (const raw of globs) {
    const glob = raw.replace(/^\.\//, '');
    const regex = globToRegExp(glob);
    const files: string[] = [];
    // The walk starts below the glob's fixed prefix: it must stay in the repository, links resolved.
    const start = path.join(repo, staticPrefix(glob));
    const real = await confinedRealpath(repo, start);
    if (isRefused(real) || !isLexicallyInside(repo, start)) continue;
    await walk(repo, staticPrefix(glob), files);
    for (const file of files) {
      // A file /workspace does not show (ignored, in a nested checkout) is no scenario of the pull request.
      if (regex.test(file) && (await shownAsWritten(repo, path.join(repo, file))))
        matched.add(path.join(repo, file));
    }
  }
  return [...matched].sort();
}
