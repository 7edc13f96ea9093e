/**
 * The normalized outcome of one scenario (the contract between ENGINE and SUITE): per event dispatch, which
 * hooks ran and the merged result; the agentStop continuation count; the scenario status. Only what a user of
 * the runtime can observe is kept; values that change on every run are reduced to their shape.
 */

/** Events whose result always has a decision (absent reads `none`). */
const DECIDING = new Set([
  'preToolUse',
  'permissionRequest',
  'userPromptSubmitted',
  'agentStop',
  'subagentStop',
]);

/** Result fields compared, in this order. */
export const RESULT_FIELDS = [
  'decision',
  'reason',
  'args',
  'additionalContext',
  'prompt',
  'transformedPrompt',
  'modifiedResponse',
  'agentSees',
];

/** Datetime stamps differ on every run; their format does not, so digits become `d` and the rest stays. */
export function maskVolatile(text) {
  if (typeof text !== 'string') return text;
  return text.replace(/<current_datetime>([^<]*)<\/current_datetime>/g, (_, stamp) => {
    return `<current_datetime>${stamp.replace(/\d/g, 'd')}</current_datetime>`;
  });
}

/** Whether an event record counts as a dispatch the runtime makes: it has at least one loaded hook for it. */
function isConfigured(record, engine) {
  // The CLI writes hook.start/hook.end exactly when the event has a loaded hook, so every record counts.
  if (engine === 'copilot-cli') return true;
  return record.hooks.some((h) => h.status !== 'dropped' && !/disableAllHooks/.test(h.skipped ?? ''));
}

function hookLabel(hook) {
  const nested = hook.nestedIndex === undefined ? '' : `.hooks[${hook.nestedIndex}]`;
  return `${hook.file}#${hook.eventKey}[${hook.index}]${nested}`;
}

/** The hooks that ran in a dispatch; HTTP hooks are kept apart because the CLI engine cannot attribute them. */
function ranHooks(record) {
  const ran = record.hooks.filter((h) => h.status !== 'skipped' && h.status !== 'dropped');
  return {
    command: ran
      .filter((h) => h.type !== 'http')
      .map((h) => {
        const exit = h.status === 'timeout' || h.exitCode === undefined ? '' : ` exit ${h.exitCode}`;
        return `${hookLabel(h)} ${h.status}${exit}`;
      }),
    http: ran.filter((h) => h.type === 'http').map((h) => `${hookLabel(h)} ${h.status}`),
  };
}

function isMainAgentStop(record) {
  return (
    record.event === 'agentStop' &&
    record.input?.agentId === undefined &&
    record.input?.agent_id === undefined
  );
}

/**
 * Expectations the copilot-cli engine cannot check (src/engines/README.md "Not comparable": subagent steps'
 * own `expect`) fail its scenario with this text; they are set apart, not counted as failures.
 */
const UNCHECKED = /but not checked by the copilot-cli engine/;

/** A scenario report (either engine) → its normalized outcome. */
export function normalizeScenario(report, engine) {
  const dispatches = {};
  for (const record of report.events ?? []) {
    if (!isConfigured(record, engine)) continue;
    const where = record.step === undefined ? 'session' : `step ${record.step}`;
    const key = `${where} ${record.event}`;
    const hooks = ranHooks(record);
    const result = {};
    for (const field of RESULT_FIELDS) {
      let value = record.result?.[field];
      if (field === 'decision' && value === undefined && DECIDING.has(record.event)) value = 'none';
      if (value === undefined) continue;
      result[field] = typeof value === 'string' ? maskVolatile(value) : value;
    }
    (dispatches[key] ??= []).push({
      fired: record.fired,
      hooks: hooks.command,
      httpHooks: hooks.http,
      ...result,
    });
  }
  const mainStops = (report.events ?? []).filter((r) => isMainAgentStop(r) && isConfigured(r, engine));
  const messages = (report.failures ?? []).map((f) => f.message);
  const unchecked = messages.filter((m) => UNCHECKED.test(m));
  const failures = messages.filter((m) => !UNCHECKED.test(m));
  const onlyUnchecked = report.status === 'failed' && failures.length === 0;
  return {
    status: onlyUnchecked ? 'passed' : report.status,
    failures,
    unchecked,
    continuations: Math.max(0, mainStops.length - 1),
    dispatches,
  };
}
