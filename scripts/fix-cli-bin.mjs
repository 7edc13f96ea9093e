// ncc keeps no shebang on the CLI bundle: add one and make it executable, so `npx hooksim` works.
import { readFileSync, writeFileSync, chmodSync } from 'node:fs';

const file = 'dist/cli/index.js';
const text = readFileSync(file, 'utf8');
if (!text.startsWith('#!')) writeFileSync(file, `#!/usr/bin/env node\n${text}`);
chmodSync(file, 0o755);
