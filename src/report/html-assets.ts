/**
 * The HTML report's inline style and script, and the Content-Security-Policy that allows exactly these two by
 * their SHA-256 hashes and nothing else: no fetch, image, font, frame or form target, so a report opened from
 * disk cannot reach the network whatever a hook printed. The script only filters scenarios and opens or closes
 * `<details>`; the page is complete without it (the filter bar stays hidden, every scenario shows).
 */
import { createHash } from 'node:crypto';

/** The report's style sheet (no `url()`: the policy allows no fetch). */
export const HTML_STYLE = `
:root { color-scheme: light; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --bg2: #f6f8fa;
  --pass: #1a7f37; --fail: #cf222e; --err: #9a6700; --info: #0969da; }
* { box-sizing: border-box; }
body { margin: 0; color: var(--fg); background: #fff; font: 14px/1.5 system-ui, 'Liberation Sans', 'DejaVu Sans', sans-serif; }
header, main, .filters, .diagnostics, .comparison { padding: 0 32px; }
header { padding-top: 20px; border-bottom: 1px solid var(--line); padding-bottom: 12px; }
h1 { font-size: 1.5em; margin: 0 0 8px; }
h2 { font-size: 1.2em; margin: 0; overflow-wrap: anywhere; }
code, pre { font: 12px/1.45 'DejaVu Sans Mono', 'Liberation Mono', monospace; }
code { background: #eff1f3; border-radius: 4px; padding: 0 4px; overflow-wrap: anywhere; }
pre { background: var(--bg2); border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; margin: 4px 0;
  white-space: pre-wrap; overflow-wrap: anywhere; max-height: 480px; overflow: auto; }
[hidden] { display: none !important; }
.totals { display: flex; flex-wrap: wrap; gap: 8px 24px; margin: 0; }
.totals div { display: flex; flex-direction: column; }
.totals dt { color: var(--muted); font-size: 12px; }
.totals dd { margin: 0; font-weight: 600; font-size: 16px; }
.filters { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding-top: 12px; padding-bottom: 12px;
  border-bottom: 1px solid var(--line); background: var(--bg2); position: sticky; top: 0; z-index: 1; }
.filters input[type=search] { width: 260px; padding: 4px 8px; border: 1px solid var(--line); border-radius: 6px; font: inherit; }
.filters button { font: inherit; padding: 2px 10px; border: 1px solid var(--line); border-radius: 6px; background: #fff; cursor: pointer; }
.muted { color: var(--muted); }
.badge { display: inline-block; border-radius: 10px; padding: 0 8px; font-size: 12px; font-weight: 600; border: 1px solid currentColor; }
.s-passed, .s-ok, .d-allow { color: var(--pass); }
.s-failed, .s-error, .s-timeout, .d-deny, .d-block, .blocked { color: var(--fail); }
.s-errored, .s-exit2, .d-ask { color: var(--err); }
.s-skipped, .s-dropped, .d-none { color: var(--muted); }
.scenario { border: 1px solid var(--line); border-left: 6px solid var(--pass); border-radius: 6px; margin: 20px 0; padding: 12px 16px; }
.scenario.status-failed { border-left-color: var(--fail); }
.scenario.status-errored { border-left-color: var(--err); }
.scenario > .meta { margin: 4px 0 8px; }
.failures { border: 2px solid var(--fail); background: #ffebe9; border-radius: 6px; padding: 8px 12px; margin: 8px 0; }
.failures strong, p.failure { color: var(--fail); }
.warnings { border-left: 4px solid var(--err); padding: 2px 10px; margin: 8px 0; }
ol.timeline { list-style: none; margin: 12px 0 0; padding: 0 0 0 18px; border-left: 2px solid var(--line); }
li.event { position: relative; margin: 0 0 12px; padding: 6px 10px; border: 1px solid var(--line); border-radius: 6px; }
li.event::before { content: ''; position: absolute; left: -26px; top: 12px; width: 12px; height: 12px; border-radius: 50%;
  background: #fff; border: 2px solid var(--info); }
li.event.not-fired { opacity: .75; }
li.event.not-fired::before { border-color: var(--line); }
li.event.expect-failed { border: 2px solid var(--fail); background: #fff8f7; }
li.event.expect-failed::before { border-color: var(--fail); background: var(--fail); }
.event-head { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: baseline; }
.event-name { font-weight: 600; }
.hook { border-top: 1px dashed var(--line); margin-top: 6px; padding-top: 6px; }
.hook-head { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: baseline; }
dl.result { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 6px 0; }
dl.result dt { color: var(--muted); }
dl.result dd { margin: 0; min-width: 0; }
details > summary { cursor: pointer; color: var(--info); }
table { border-collapse: collapse; margin: 8px 0; }
th, td { border: 1px solid var(--line); padding: 3px 8px; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
th { background: var(--bg2); }
`;

/**
 * The filter: scenario names and statuses come from the JSON data block (never parsed out of markup), the bar
 * is shown only once this runs, and each scenario's section is hidden or shown by its `hidden` property.
 */
export const HTML_SCRIPT = `
(() => {
  const data = JSON.parse(document.getElementById('hooksim-data').textContent);
  const bar = document.getElementById('filters');
  const name = document.getElementById('filter-name');
  const boxes = Array.from(bar.querySelectorAll('input[name=status]'));
  const count = document.getElementById('filter-count');
  const sections = data.scenarios.map((s) => ({ ...s, el: document.getElementById(s.id) }));
  const apply = () => {
    const query = name.value.trim().toLowerCase();
    const statuses = new Set(boxes.filter((box) => box.checked).map((box) => box.value));
    let shown = 0;
    for (const s of sections) {
      const visible = statuses.has(s.status) && (query === '' || s.name.toLowerCase().includes(query));
      s.el.hidden = !visible;
      if (visible) shown++;
    }
    count.textContent = shown + ' of ' + sections.length + ' scenarios shown';
  };
  const toggle = (open) => () => {
    for (const d of document.querySelectorAll('main details')) d.open = open;
  };
  name.addEventListener('input', apply);
  for (const box of boxes) box.addEventListener('change', apply);
  document.getElementById('expand-all').addEventListener('click', toggle(true));
  document.getElementById('collapse-all').addEventListener('click', toggle(false));
  bar.hidden = false;
  apply();
})();
`;

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The policy: nothing but the two inline blocks above (matched by hash), no base URL, no form target. */
export const HTML_CSP = [
  "default-src 'none'",
  `style-src ${sha256(HTML_STYLE)}`,
  `script-src ${sha256(HTML_SCRIPT)}`,
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
