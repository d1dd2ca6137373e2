import type { Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { isOffSite, regularPathOf } from '../../shared/paths';

/**
 * Internal links to Markdown files become links to their pages
 * (`../v1/readme.md#usage` → `/v1/#usage`); every internal link is recorded
 * with its line for the link check.
 */
export function remarkLinks(options: { relativePath: string }) {
  const dir = options.relativePath.split('/').slice(0, -1);
  const ownPath = regularPathOf(options.relativePath);
  return (tree: Root, file: VFile) => {
    visit(tree, 'link', (node: Link) => {
      if (isOffSite(node.url)) return;
      const [path, hash] = node.url.split('#', 2) as [string, string?];
      let url = node.url;
      if (/\.md$/i.test(path)) {
        const parts = path.startsWith('/') ? [] : [...dir];
        for (const part of path.split('/')) {
          if (part === '..') parts.pop();
          else if (part && part !== '.') parts.push(part);
        }
        url = regularPathOf(parts.join('/')) + (hash !== undefined ? `#${hash}` : '');
        node.url = url;
      }
      // A link to the page itself says so, as the router's links do.
      if (url === ownPath) node.data = { ...node.data, hProperties: { ariaCurrent: 'page' } };
      file.data.meta!.links.push({ url, line: node.position?.start.line ?? 0 });
    });
  };
}
