// A generated section of the README between two HTML comment markers, written or checked. The docs scripts
// (action-docs.mjs, cli-docs.mjs) render the section; this replaces it, formats the README with prettier and,
// with `--check`, changes nothing and exits 1 when the README is stale (CI runs that).
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';

/** The value of `--name VALUE` in the script's arguments, or `fallback`. */
export function argument(name, fallback) {
  const args = process.argv.slice(2);
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
}

/**
 * Replace the text between `start` and `end` in `readmePath` with `render()` (which gets no markers), or with
 * `check` only compare. `what` names the section and `source` where it comes from; `command` regenerates it.
 */
export async function updateReadmeSection({
  readmePath,
  start,
  end,
  header,
  render,
  check,
  what,
  source,
  command,
}) {
  const readme = readFileSync(readmePath, 'utf8');
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from === -1 || to === -1 || to < from) {
    console.error(`${readmePath} has no ${start} ... ${end} markers; add them where the ${what} belongs.`);
    process.exit(1);
  }
  const section = [start, header, '', render(), '', end].join('\n');
  const replaced = `${readme.slice(0, from)}${section}${readme.slice(to + end.length)}`;
  const config = (await resolveConfig(readmePath)) ?? {};
  const expected = await format(replaced, { ...config, filepath: readmePath });
  if (check) {
    if (expected !== readme) {
      console.error(`${readmePath}: the ${what} is stale (or README.md is not formatted); run '${command}'.`);
      process.exit(1);
    }
    console.log(`${readmePath}: the ${what} matches ${source}.`);
  } else if (expected !== readme) {
    writeFileSync(readmePath, expected);
    console.log(`${readmePath}: updated the ${what} from ${source}.`);
  } else {
    console.log(`${readmePath}: already current.`);
  }
}
