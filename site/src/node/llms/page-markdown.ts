import { dirname, resolve } from 'node:path';
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { replaceDemoContainers, type DemoContainer } from '../demo/containers';
import { apiSectionMarkdown, API_MARKER } from '../markdown/remark-api';
import { remarkContainers } from '../markdown/remark-containers';
import { TOC_MARKER } from '../markdown/remark-toc';

const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkContainers);

/** Lines `from`…`to` (1-based, inclusive) of the page, written anew. */
interface Edit {
  from: number;
  to: number;
  lines: string[];
}

const fence = (lang: string, code: string) => ['```' + lang, ...code.split('\n'), '```'];

/** A demo as a reader of Markdown needs it: its code (and styles) as fenced blocks. */
const demoCode = (demo: DemoContainer) => [
  ...fence(demo.language, demo.source),
  ...(demo.css ? ['', ...fence('css', demo.css)] : []),
];

/**
 * A page's Markdown for machines (`.md` twins, llms-full.txt): as its author wrote it,
 * but what only the site renders made plain: no frontmatter, no `[[toc]]`, the
 * `[[api]]` section as the Markdown it generates, each demo as its code. The page was
 * compiled before, so its mistakes are reported there; here a part that cannot be made
 * plain stays as written.
 */
export function pageMarkdown(source: string, path: string): string {
  const file = new VFile({ path, value: source, data: { problems: [] } });
  const tree = parser.runSync(parser.parse(file), file) as Root;
  const edits: Edit[] = [];
  const at = (node: { position?: Root['position'] }, lines: string[]) =>
    edits.push({ from: node.position!.start.line, to: node.position!.end.line, lines });
  let depth = 1;
  visit(tree, (node) => {
    if (node.type === 'yaml') at(node, []);
    if (node.type === 'heading') depth = node.depth;
    if (node.type !== 'paragraph') return;
    const text = toString(node).trim();
    if (TOC_MARKER.test(text)) at(node, []);
    const api = API_MARKER.exec(text);
    const markdown = api && apiSectionMarkdown(resolve(dirname(path), api[1]!), depth);
    if (markdown) at(node, markdown.split('\n'));
  });
  replaceDemoContainers(
    tree,
    file,
    (demo, node) => {
      at(node, demoCode(demo));
      return node;
    },
    [],
  );
  const lines = source.split(/\r?\n/);
  const blank = (i: number) => (lines[i] ?? '').trim() === '';
  for (const { from, to, lines: written } of edits.sort((a, b) => b.from - a.from)) {
    // A part that leaves takes one of the blank lines around it along.
    const end = !written.length && blank(to) && (from === 1 || blank(from - 2)) ? to + 1 : to;
    lines.splice(from - 1, end - from + 1, ...written);
  }
  return `${lines.join('\n').trim()}\n`;
}
