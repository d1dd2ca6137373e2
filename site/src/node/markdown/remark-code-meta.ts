import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/**
 * Keeps a code fence's meta (```js title="a.js" {2}) on its `<code>` as `metastring`, where
 * Shiki reads it: the HTML pass (rehype-raw) drops the `data` it would otherwise travel in.
 */
export function remarkCodeMeta() {
  return (tree: Root) => {
    visit(tree, 'code', (node) => {
      if (!node.meta) return;
      node.data = {
        ...node.data,
        hProperties: { ...node.data?.hProperties, metastring: node.meta },
      };
    });
  };
}
