// @ts-check
/** Where the bench lives and what it runs: the repository root, bench/, and the bundled CLI. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** bench/ itself. */
export const BENCH_DIR = path.join(ROOT, 'bench');
/** The bundled CLI the throughput and load cases run, as users run it. */
export const CLI = path.join(ROOT, 'dist', 'cli', 'index.js');
