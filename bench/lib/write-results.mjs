// @ts-check
/**
 * Writes the bench's results: results.json (every figure, the machine, the configuration) and results.md
 * (the Markdown table for the README), the latter through the project's prettier so `prettier --check`
 * stays clean on a committed result.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Format Markdown as the project's prettier would; unchanged when prettier is not installed.
 * @param {string} file
 * @param {string} text
 */
async function formatLikeProject(file, text) {
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(file)) ?? {};
    return await prettier.format(text, { ...options, filepath: file });
  } catch {
    return text;
  }
}

/**
 * Write results.json and results.md into `dir`; the paths written.
 * @param {string} dir
 * @param {unknown} results
 * @param {string} markdown
 */
export async function writeResults(dir, results, markdown) {
  await mkdir(dir, { recursive: true });
  const json = path.join(dir, 'results.json');
  const md = path.join(dir, 'results.md');
  await writeFile(json, `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(md, await formatLikeProject(md, markdown));
  return [json, md];
}
