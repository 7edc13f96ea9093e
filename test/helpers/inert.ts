/**
 * Checks that output built from hostile text is inert in its context: Markdown as GitHub renders it (markdown-it
 * with raw HTML and linkify, plus GitHub's own references that markdown-it does not know), terminal text, and
 * workflow commands. The hostile strings are `fixtures/hostile/strings.json`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import MarkdownIt, { type Token } from 'markdown-it';

/** One hostile string of the corpus. */
export interface HostileString {
  id: string;
  text: string;
}

/** The corpus: ANSI and OSC sequences, C0/C1 controls, bidi overrides, Markdown, HTML, references, XML breakers. */
export const HOSTILE: HostileString[] = JSON.parse(
  readFileSync(path.resolve('test/fixtures/hostile/strings.json'), 'utf8'),
) as HostileString[];

// GitHub autolinks `www.` and `scheme://` (GFM) but not bare domains, which linkify-it's fuzzy links would take.
const md = new MarkdownIt({ html: true, linkify: true });
md.linkify.set({ fuzzyLink: false, fuzzyEmail: true });

/** Every token of a Markdown document, inline children included, in order. */
export function markdownTokens(text: string): Token[] {
  return md.parse(text, {}).flatMap((token) => [token, ...(token.children ?? [])]);
}

// The HTML hooksim itself writes (a `<pre>` block with its escaped text); anything else came from the text.
const OWN_HTML = /<pre>[^<]*<\/pre>|<\/?(?:details|summary|b)>|<br>|<!-- hooksim:sticky-comment [^>]*-->/g;

/**
 * The structure of a document: every token but text, with the tag of HTML tokens, so a report of hostile text
 * can be compared with the same report of harmless text. A heading, link, image, emphasis, list, code block or
 * HTML element that hostile text made shows up as a difference.
 */
export function markdownStructure(text: string): string[] {
  return markdownTokens(text)
    .filter((t) => t.type !== 'text' && t.type !== 'inline')
    .map((t) => {
      if (t.type === 'html_block' || t.type === 'html_inline') {
        // What is left is hooksim's own text around its tags, the same for hostile and harmless reports.
        return `${t.type} ${t.content.replace(OWN_HTML, '').trim()}`;
      }
      return t.type;
    });
}

/** What GitHub turns into a link or a notification in rendered text (outside code), per pattern. */
export const GITHUB_REFERENCES: Record<string, RegExp> = {
  mention: /(?:^|[^\w`])@[A-Za-z0-9]/,
  url: /[A-Za-z][A-Za-z0-9+.-]*:\/\//,
  www: /(?:^|[^\w])www\./i,
  issue: /#\d/,
  'gh-issue': /\bGH-\d/i,
  sha: /\b[0-9a-f]{7,40}\b/i,
  email: /[\w.+-]@[A-Za-z0-9-]+\./,
};

/** The references GitHub would make of the rendered text of a document (text tokens only: code is inert). */
export function liveReferences(text: string): string[] {
  const found: string[] = [];
  for (const token of markdownTokens(text)) {
    if (token.type !== 'text') continue;
    for (const [name, pattern] of Object.entries(GITHUB_REFERENCES))
      if (pattern.test(token.content)) found.push(`${name}: ${JSON.stringify(token.content)}`);
  }
  return found;
}

/** Bytes a terminal acts on: C0 (but tab and newline), DEL, C1, bidi controls and line/paragraph separators. */
export const TERMINAL_UNSAFE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/;

/** The lines of terminal output that start at column 0: only hooksim may start one. */
export function column0Lines(text: string): string[] {
  return text.split('\n').filter((line) => /^\S/.test(line));
}
