import type { Heading } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { EXIT, visit } from 'unist-util-visit';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { emptyMeta, type PageMeta } from './page-meta';
import { frontmatterOf } from './remark-frontmatter-data';

/** A fence's opening: three or more backticks or tildes, indented at most three spaces. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** A line that may be a `#` heading's, maybe in a list item or a quote. */
const ATX_H1 = /^(?: {0,3}(?:[-*+]|\d{1,9}[.)]|>)[ \t]+)* {0,3}#(?:[ \t]|$)/;
/** A line that may underline the paragraph above as a first-level (setext) heading. */
const SETEXT_H1 = /^ {0,3}=+[ \t]*$/;
/** The compile's Markdown parser (without its plugins, which make no headings). */
const markdown = unified().use(remarkParse).freeze();
/** `# ` and plain words: no character that starts markup. */
const PLAIN_TITLE = /^# +([\p{L}\p{N}][\p{L}\p{N} ,.:;?'/@-]*?) *$/u;

/**
 * The title of a page whose first line (from `from`, after blank lines) is `# ` and plain
 * words: with nothing above it, such a line can only be a first-level heading of that
 * text. Most pages start so, and their title needs no parse; others give none here.
 */
export function plainTitleOf(lines: readonly string[], from: number): string | undefined {
  let top = from;
  while (top < lines.length && lines[top]!.trim() === '') top++;
  return PLAIN_TITLE.exec(lines[top] ?? '')?.[1];
}

/**
 * The first-level heading's text, or none. At each line that may end one (a `#` line, a
 * `===` underline; not in a code fence), the page up to it is parsed as the compile parses
 * it, which tells a heading from a paragraph's line, a list's or an HTML block's; the
 * first that gives one wins. Only that much is parsed: the title is near the top.
 */
function firstHeadingOf(lines: readonly string[], from: number): string | undefined {
  const plain = plainTitleOf(lines, from);
  if (plain !== undefined) return plain;
  let fence: string | undefined;
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!;
    const opened = FENCE.exec(line)?.[1];
    if (fence) {
      // Closed by a run of its marks at least as long, alone on its line.
      if (
        opened &&
        opened[0] === fence[0] &&
        opened.length >= fence.length &&
        line.trim() === opened
      )
        fence = undefined;
      continue;
    }
    if (opened) {
      fence = opened;
      continue;
    }
    if (!ATX_H1.test(line) && !SETEXT_H1.test(line)) continue;
    let found: Heading | undefined;
    const tree = markdown.parse(lines.slice(from, i + 1).join('\n'));
    visit(tree, { type: 'heading', depth: 1 }, (node: Heading) => {
      found = node;
      return EXIT;
    });
    if (found) return toString(found, { includeHtml: false }).trim();
  }
  return undefined;
}

/**
 * What the site's data needs of a page before it is compiled: its frontmatter and its
 * first heading's text, read in well under a millisecond (a compile takes ~80 ms). The
 * dev server lists every page this way at launch and compiles each when first requested;
 * its compile then gives the same data (the same frontmatter parse; the heading's text
 * as the compile takes it, from the page down to the heading).
 */
export function sketchPage(source: string, file: string): PageMeta {
  const lines = source.split(/\r?\n/);
  let body = 0;
  const meta = emptyMeta();
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) {
      meta.frontmatter = frontmatterOf(lines.slice(1, end).join('\n'), file, 1);
      body = end + 1;
    }
  }
  meta.firstHeading = firstHeadingOf(lines, body);
  return meta;
}
