// @ts-check
/**
 * The copilot-cli engine's launcher (issue 8), run once per session inside the namespace sandbox through
 * the agent's exec: `node copilot-launch.mjs JOB.json`. It tags every hook entry of the workspace's hook
 * files with `env.HOOKSIM_HOOK_ID` (the CLI records no file or index of the hooks it runs), starts the
 * scripted model on loopback, runs the pinned Copilot CLI in prompt mode against it with a BASH_ENV trace,
 * puts the hook files back, and prints one JSON object: the CLI's exit, its events.jsonl records, the
 * model requests, the hook trace and the hook-related log records. hooksim maps that to its report.
 */
import { spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { existsSync } from 'node:fs';
import { appendFile, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startModelServer } from './copilot-model.mjs';

/**
 * @typedef {object} Job
 * @property {string} binary the CLI executable
 * @property {string[]} args argv after the binary; `-p PROMPT` included
 * @property {Record<string, string>} env the CLI's environment (the provider URL is added here)
 * @property {import('./copilot-model.mjs').ModelScript} script
 * @property {number} timeoutMs
 * @property {string} workDir scratch directory (logs, trace)
 * @property {string} [sharedPackages] the shared, read-only `copilot/pkg` cache, linked into `$XDG_CACHE_HOME`
 * @property {{ host: string, address: string }[]} [relay] hosts of HTTP hooks, each pinned to a
 *   public-looking loopback address that forwards to the egress relay
 */

/** Where the in-sandbox egress relay listens (sandbox/egress-relay.cjs). */
const RELAY_ADDRESS = '127.1.0.1';

const WORKSPACE = '/workspace';
const SESSION_STATE = '/root/.copilot/session-state';
/** Config files the CLI reads hooks from, besides `.github/hooks/**.json`. */
const SETTINGS_FILES = [
  '.github/copilot/settings.json',
  '.github/copilot/settings.local.json',
  '.claude/settings.json',
  '.claude/settings.local.json',
];

/**
 * Sourced by every non-interactive bash through BASH_ENV. Only hook entries carry HOOKSIM_HOOK_ID: their start
 * and exit (with times) go to the trace, and tee keeps a copy of their stdout and stderr (the CLI logs what
 * hooks print without saying which hook printed it). `export -n` hides the variables (and BASH_ENV) from the
 * hook's own children, so only the hook's shell itself is traced.
 */
const TRACE_SCRIPT = `if [ -n "\${HOOKSIM_HOOK_ID:-}" ] && [ -n "\${HOOKSIM_TRACE:-}" ]; then
  printf 'start\\t%s\\t%s\\t%s\\n' "$HOOKSIM_HOOK_ID" "$$" "$EPOCHREALTIME" >> "$HOOKSIM_TRACE"
  exec > >(tee -a "$HOOKSIM_TRACE.$$.out") 2> >(tee -a "$HOOKSIM_TRACE.$$.err" >&2)
  trap 'printf "exit\\t%s\\t%s\\t%s\\t%s\\n" "$HOOKSIM_HOOK_ID" "$$" "$?" "$EPOCHREALTIME" >> "$HOOKSIM_TRACE"' EXIT
  export -n HOOKSIM_HOOK_ID HOOKSIM_TRACE BASH_ENV
fi
`;

/**
 * @typedef {{ t: number, host: string, port: number }} RelayConnection a connection to a pinned host
 */

/**
 * The CLI refuses HTTP hook URLs that resolve to loopback or private addresses, and the sandbox's DNS answers
 * every name with the relay's loopback address: each HTTP hook host is pinned in /etc/hosts (a file the
 * sandbox's change scan ignores) to its own documentation address on `lo`, whose ports 80 and 443 forward to
 * the relay, so the request still reaches the firewall, its allow-list and its mocks. The address a
 * connection arrives on names its host, so the log of connections lets hooksim place HTTP hooks.
 * @param {{ host: string, address: string }[]} hosts
 * @param {RelayConnection[]} log
 */
async function startPublicRelay(hosts, log) {
  await appendFile('/etc/hosts', hosts.map(({ host, address }) => `${address} ${host}\n`).join(''));
  /** @type {import('node:net').Server[]} */
  const servers = [];
  for (const { host, address } of hosts) {
    for (const port of [80, 443]) {
      const server = createServer((client) => {
        log.push({ t: Date.now(), host, port });
        const upstream = connect({ host: RELAY_ADDRESS, port });
        const drop = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('error', drop);
        upstream.on('error', drop);
        client.pipe(upstream);
        upstream.pipe(client);
      });
      servers.push(server);
      await new Promise((resolve, reject) => {
        server.on('error', reject);
        server.listen(port, address, () => resolve(undefined));
      });
    }
  }
  return () => servers.forEach((server) => server.close());
}

/** @param {string} dir @returns {Promise<string[]>} */
async function walkJson(dir) {
  /** @type {string[]} */
  const out = [];
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walkJson(full)));
    else if (entry.isFile() && entry.name.endsWith('.json')) out.push(full);
  }
  return out;
}

/**
 * Give every hook entry an env HOOKSIM_HOOK_ID naming its file, event key and index; false when none was.
 * @param {unknown} config @param {string} rel
 */
function tagEntries(config, rel) {
  if (typeof config !== 'object' || config === null) return false;
  const hooks = /** @type {{ hooks?: unknown }} */ (config).hooks;
  if (typeof hooks !== 'object' || hooks === null || Array.isArray(hooks)) return false;
  let changed = false;
  /** @param {unknown} entry @param {string} id */
  const tag = (entry, id) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return;
    const item = /** @type {Record<string, unknown>} */ (entry);
    if (Array.isArray(item.hooks)) {
      item.hooks.forEach((inner, j) => tag(inner, `${id}.hooks[${j}]`));
      return;
    }
    // An env that is not an object is the CLI's to reject: left as written.
    if (
      item.env !== undefined &&
      (typeof item.env !== 'object' || item.env === null || Array.isArray(item.env))
    )
      return;
    item.env = { .../** @type {object} */ (item.env ?? {}), HOOKSIM_HOOK_ID: id };
    changed = true;
  };
  for (const [key, list] of Object.entries(hooks)) {
    if (Array.isArray(list)) list.forEach((entry, i) => tag(entry, `${rel}#${key}[${i}]`));
  }
  return changed;
}

/**
 * Tag the workspace's hook files in place; returns the originals to put back.
 * @returns {Promise<Map<string, string>>}
 */
async function tagHookFiles() {
  const files = [
    ...(await walkJson(path.join(WORKSPACE, '.github/hooks'))),
    ...SETTINGS_FILES.map((rel) => path.join(WORKSPACE, rel)).filter((file) => existsSync(file)),
  ];
  /** @type {Map<string, string>} */
  const originals = new Map();
  for (const file of files) {
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    let config;
    try {
      config = JSON.parse(text);
    } catch {
      continue; // invalid JSON stays as written: the CLI must reject it unchanged
    }
    if (!tagEntries(config, path.relative(WORKSPACE, file))) continue;
    originals.set(file, text);
    await writeFile(file, JSON.stringify(config, null, 2));
  }
  return originals;
}

/**
 * @param {Job} job @param {number} port @param {string} trace @param {string} logs
 * @returns {Promise<{ code: number | null, signal: string | null, stdout: string, stderr: string, wallMs: number, timedOut: boolean }>}
 */
function runCli(job, port, trace, logs) {
  const env = {
    ...job.env,
    COPILOT_PROVIDER_BASE_URL: `http://127.0.0.1:${port}/v1`,
    BASH_ENV: path.join(job.workDir, 'trace.sh'),
    HOOKSIM_TRACE: trace,
  };
  const args = [...job.args, '--log-dir', logs];
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(job.binary, args, {
      cwd: WORKSPACE,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (d) => (stdout = (stdout + d).slice(-65536)));
    child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-65536)));
    const killGroup = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, job.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: null, signal: null, stdout, stderr: `${stderr}${error.message}`, wallMs: 0, timedOut });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      killGroup(); // hooks the CLI left behind
      resolve({ code, signal, stdout, stderr, wallMs: Date.now() - started, timedOut });
    });
  });
}

/** @returns {Promise<unknown[]>} every events.jsonl record of every session */
async function readEvents() {
  /** @type {unknown[]} */
  const events = [];
  for (const id of await readdir(SESSION_STATE).catch(() => [])) {
    const text = await readFile(path.join(SESSION_STATE, id, 'events.jsonl'), 'utf8').catch(() => '');
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      try {
        events.push(JSON.parse(line));
      } catch {
        // a torn last line of a killed CLI
      }
    }
  }
  return events;
}

/** Hook-related records of the CLI's debug log (a record starts with an ISO timestamp). @param {string} logs */
async function readHookLog(logs) {
  /** @type {string[]} */
  const records = [];
  for (const name of (await readdir(logs).catch(() => [])).sort()) {
    if (!name.endsWith('.log')) continue;
    for (const line of (await readFile(path.join(logs, name), 'utf8')).split('\n')) {
      if (/^\d{4}-\d\d-\d\dT/.test(line) || records.length === 0) records.push(line);
      else records[records.length - 1] += `\n${line}`;
    }
  }
  return records.filter(
    (r) => /hook/i.test(r) && !r.includes('[rust:model_wire]') && !r.includes('host_delivery'),
  );
}

/**
 * @typedef {{ id: string, pid: number, startMs: number, endMs: number | null, exitCode: number | null,
 *   stdout: string, stderr: string }} TracedRun
 */

/** @param {string} file @returns {Promise<TracedRun[]>} */
async function readTrace(file) {
  /** @type {TracedRun[]} */
  const runs = [];
  /** @type {Map<string, TracedRun>} */
  const open = new Map();
  const ms = (/** @type {string | undefined} */ text) => Math.round(Number(text) * 1000);
  for (const line of (await readFile(file, 'utf8').catch(() => '')).split('\n')) {
    const [kind, id, pid, a, b] = line.split('\t');
    if (kind === 'start' && id !== undefined && pid !== undefined) {
      const read = (/** @type {string} */ ext) => readFile(`${file}.${pid}.${ext}`, 'utf8').catch(() => '');
      const run = {
        id,
        pid: Number(pid),
        startMs: ms(a),
        endMs: null,
        exitCode: null,
        stdout: await read('out'),
        stderr: await read('err'),
      };
      runs.push(run);
      open.set(pid, run);
    } else if (kind === 'exit' && pid !== undefined) {
      const run = open.get(pid);
      if (run !== undefined) Object.assign(run, { exitCode: Number(a), endMs: ms(b) });
    }
  }
  return runs;
}

async function main() {
  const jobFile = process.argv[2];
  if (jobFile === undefined) throw new Error('usage: copilot-launch.mjs JOB.json');
  /** @type {Job} */
  const job = JSON.parse(await readFile(jobFile, 'utf8'));
  const logs = path.join(job.workDir, 'logs');
  const trace = path.join(job.workDir, 'trace.tsv');
  await mkdir(logs, { recursive: true });
  await writeFile(path.join(job.workDir, 'trace.sh'), TRACE_SCRIPT);
  const cacheHome = job.env.XDG_CACHE_HOME;
  if (job.sharedPackages !== undefined && cacheHome !== undefined) {
    // The unpacked CLI is shared by every session of the run, read-only; the rest of the cache is the session's.
    await mkdir(path.join(cacheHome, 'copilot'), { recursive: true });
    await symlink(job.sharedPackages, path.join(cacheHome, 'copilot', 'pkg'));
  }
  const model = await startModelServer(job.script);
  /** @type {RelayConnection[]} */
  const connections = [];
  const stopRelay = job.relay?.length ? await startPublicRelay(job.relay, connections) : () => {};
  const originals = await tagHookFiles();
  let exit;
  try {
    exit = await runCli(job, model.port, trace, logs);
  } finally {
    model.close();
    stopRelay();
    for (const [file, text] of originals) await writeFile(file, text);
  }
  const result = {
    exit,
    events: await readEvents(),
    requests: model.log,
    trace: await readTrace(trace),
    hookLog: await readHookLog(logs),
    connections,
  };
  process.stdout.write(JSON.stringify(result));
}

main().catch((error) => {
  process.stderr.write(`hooksim copilot launcher: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(70);
});
