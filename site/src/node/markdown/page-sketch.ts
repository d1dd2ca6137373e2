import type { Heading } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { CONTINUE, EXIT, visit } from 'unist-util-visit';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { emptyMeta, type PageMeta } from './page-meta';
import { frontmatterOf } from './remark-frontmatter-data';

/** A fence's opening: three or more backticks or tildes, indented at most three spaces. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** A `#` heading's line, maybe in a list item or a quote. */
const ATX_H1 = /^(?: {0,3}(?:[-*+]|\d{1,9}[.)]|>)[ \t]+)* {0,3}#(?:[ \t]|$)/;
/** The line below a paragraph that makes it a `=`-underlined (setext) first-level heading. */
const SETEXT_H1 = /^ {0,3}=+[ \t]*$/;

/**
 * The first-level heading's Markdown, found line by line: the lines of the first `#` or
 * `===`-underlined heading outside code fences, or none.
 */
function firstHeadingLines(lines: readonly string[], from: number): string | undefined {
  let fence: string | undefined;
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!;
    const opened = FENCE.exec(line)?.[1];
    if (fence) {
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
    if (ATX_H1.test(line)) return line;
    const next = lines[i + 1];
    const paragraph = line.trim() !== '' && !/^ {4}|^\t/.test(line) && !/^[ >|<:-]/.test(line);
    if (paragraph && next !== undefined && SETEXT_H1.test(next)) return `${line}\n${next}`;
  }
  return undefined;
}

/**
 * What the site's data needs of a page before it is compiled: its frontmatter and its
 * first heading's text, read in well under a millisecond (a compile takes ~80 ms). The
 * dev server lists every page this way at launch and compiles each when first requested;
 * its compile then gives the same data (the same frontmatter parse; the heading's text
 * as the compile takes it, from the heading's Markdown alone).
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
  const heading = firstHeadingLines(lines, body);
  if (heading !== undefined) {
    let found: Heading | undefined;
    visit(unified().use(remarkParse).parse(heading), 'heading', (node: Heading) => {
      if (node.depth !== 1) return CONTINUE;
      found = node;
      return EXIT;
    });
    if (found) meta.firstHeading = toString(found, { includeHtml: false }).trim();
  }
  return meta;
}
