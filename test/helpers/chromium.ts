/**
 * Headless Chromium from Debian's `chromium` package, driven by playwright-core (never a browser Playwright
 * downloads), and the job summary as GitHub shows it: markdown-it (CommonMark plus GFM tables) with raw HTML
 * passed through, `> [!WARNING]` blockquotes as GitHub's alerts, in a page with GitHub-like styles.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import MarkdownIt, { type MarkdownIt as MarkdownItInstance, type StateCore } from 'markdown-it';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import type { OptionalPart } from './optional-parts.js';

/** Debian's Chromium; `HOOKSIM_CHROMIUM` points elsewhere. */
export const CHROMIUM_PATH = process.env.HOOKSIM_CHROMIUM ?? '/usr/bin/chromium';

/** Mermaid's browser bundle (an IIFE that defines `globalThis.mermaid`). */
export const MERMAID_BUNDLE = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Whether the Chromium binary is installed. */
export function hasChromium(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/** Chromium as an optional part of the test suite (`hooksim setup --tests` installs it). */
export const CHROMIUM_PART: OptionalPart = {
  name: `Chromium (${CHROMIUM_PATH})`,
  ready: hasChromium(),
  install: 'npx hooksim setup --tests',
};

/** A running headless Chromium with a fresh profile, and a way to stop it and remove the profile. */
export interface HeadlessChromium {
  context: BrowserContext;
  /** Every request a page tried (all are refused). */
  requests: string[];
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Start Chromium with a fresh user data dir. Every request leaves nowhere: the pages are built from strings
 * and local files, and a summary that made the browser fetch something would be a finding.
 */
export async function launchChromium(viewport = { width: 1000, height: 800 }): Promise<HeadlessChromium> {
  const profile = await mkdtemp(path.join(tmpdir(), 'hooksim-chromium-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport,
      timeout: 30_000,
    });
  } catch (error) {
    await rm(profile, { recursive: true, force: true });
    throw error;
  }
  const requests: string[] = [];
  await context.route('**/*', (route) => {
    requests.push(route.request().url());
    return route.abort();
  });
  return {
    context,
    requests,
    newPage: () => context.newPage(),
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

const ALERTS = { NOTE: 'Note', TIP: 'Tip', IMPORTANT: 'Important', WARNING: 'Warning', CAUTION: 'Caution' };

/**
 * GitHub's alerts: a blockquote whose first line is exactly `[!TYPE]` becomes a titled box. Only the form
 * GitHub accepts is converted, so a summary that misspells it still shows `[!WARNING]` as text.
 */
function githubAlerts(md: MarkdownItInstance): void {
  md.core.ruler.after('block', 'github_alerts', (state: StateCore) => {
    const tokens = state.tokens;
    for (let i = 0; i + 2 < tokens.length; i++) {
      const [open, paragraph, inline] = [tokens[i], tokens[i + 1], tokens[i + 2]];
      if (open?.type !== 'blockquote_open' || paragraph?.type !== 'paragraph_open') continue;
      const match = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\n|$)/.exec(inline?.content ?? '');
      if (!match || !inline) continue;
      const kind = match[1] as keyof typeof ALERTS;
      open.attrJoin('class', `markdown-alert markdown-alert-${kind.toLowerCase()}`);
      inline.content = inline.content.slice(match[0].length);
      const title = new state.Token('html_block', '', 0);
      title.content = `<p class="markdown-alert-title">${ALERTS[kind]}</p>\n`;
      tokens.splice(i + 1, 0, title);
      if (inline.content.trim() === '') {
        // The marker was the whole paragraph: drop it (open, inline, close).
        tokens.splice(i + 2, 3);
      }
    }
  });
}

/** Render Markdown as GitHub renders a job summary (before its sanitizer, which only removes more). */
export function renderGitHubMarkdown(markdown: string): string {
  const md = new MarkdownIt({ html: true });
  md.use(githubAlerts);
  return md.render(markdown);
}

const STYLE = `
  body { margin: 0; background: #fff; color: #1f2328; font: 14px/1.5 'Liberation Sans', 'DejaVu Sans', sans-serif; }
  .markdown-body { box-sizing: border-box; padding: 24px 32px; }
  h2 { font-size: 1.5em; border-bottom: 1px solid #d1d9e0; padding-bottom: .3em; margin: 0 0 16px; }
  h3 { font-size: 1.25em; margin: 24px 0 16px; }
  h4 { font-size: 1em; margin: 16px 0 8px; }
  table { border-collapse: collapse; display: block; width: max-content; max-width: 100%; overflow: auto; margin: 0 0 16px; }
  th, td { border: 1px solid #d1d9e0; padding: 6px 13px; }
  th { font-weight: 600; }
  tr:nth-child(2n) { background: #f6f8fa; }
  code { font: 85% 'DejaVu Sans Mono', 'Liberation Mono', monospace; background: #eff1f3; border-radius: 6px; padding: .2em .4em; }
  pre { font: 85% 'DejaVu Sans Mono', 'Liberation Mono', monospace; background: #f6f8fa; border-radius: 6px; padding: 16px; overflow: auto; white-space: pre-wrap; }
  pre code { background: none; padding: 0; font-size: 100%; }
  blockquote { margin: 0 0 16px; padding: 0 1em; color: #59636e; border-left: .25em solid #d1d9e0; }
  .markdown-alert-warning { border-left-color: #9a6700; color: inherit; }
  .markdown-alert-note { border-left-color: #0969da; color: inherit; }
  .markdown-alert-title { font-weight: 500; margin: 8px 0; }
  .markdown-alert-warning .markdown-alert-title { color: #9a6700; }
  .markdown-alert-note .markdown-alert-title { color: #0969da; }
  details { margin: 0 0 16px; }
  summary { cursor: pointer; }
  .mermaid { background: #fff; border: 1px solid #d1d9e0; border-radius: 6px; padding: 8px; margin: 0 0 16px; text-align: center; }
`;

/** A whole HTML page around a rendered body; no script of its own. */
export function wrapSummaryPage(body: string, title = 'hooksim job summary'): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${STYLE}</style></head>
<body><div class="markdown-body">
${body}
</div></body></html>
`;
}

/** Tag names of the page's elements that carry an `on…` attribute: an injected handler shows here. */
export function elementsWithHandlers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { document } = globalThis as unknown as BrowserGlobals;
    return Array.from(document.querySelectorAll('*'))
      .filter((el) => Array.from(el.attributes).some((a) => a.name.startsWith('on')))
      .map((el) => el.tagName);
  });
}

/** What the tests use of the page's globals, typed here because the project has no DOM lib. */
export interface BrowserElement {
  tagName: string;
  textContent: string | null;
  className: string;
  attributes: ArrayLike<{ name: string }>;
  parentElement: BrowserElement | null;
  replaceWith(node: BrowserElement): void;
  querySelector(selector: string): BrowserElement | null;
  querySelectorAll(selector: string): ArrayLike<BrowserElement>;
}

/** Mermaid's browser API, as far as the tests call it. */
export interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  parse(text: string): Promise<unknown>;
  run(options: { nodes: BrowserElement[] }): Promise<void>;
}

/** The page's globals as seen from `page.evaluate`. */
export interface BrowserGlobals {
  document: BrowserElement & { createElement(tag: string): BrowserElement };
  mermaid: MermaidApi;
}
