import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { createSlugger } from './slugify';

/**
 * Gives every heading a unique id (VuePress slugs, `-2` for repeats) and records
 * the page's first `#` heading and its h2/h3 headers.
 */
export function remarkHeadings() {
  return (tree: Root, file: VFile) => {
    const slug = createSlugger();
    const meta = file.data.meta!;
    visit(tree, 'heading', (node: Heading) => {
      const title = toString(node, { includeHtml: false }).trim();
      const id = slug(title);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      meta.ids.push(id);
      if (node.depth === 1 && meta.firstHeading === undefined) meta.firstHeading = title;
      if (node.depth === 2 || node.depth === 3)
        meta.headers.push({ level: node.depth, title, slug: id });
    });
  };
}
