import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/**
 * Keeps a code fence's meta (```js title="a.js" {2}) on its `<code>` as `metastring`, where
 * Shiki reads it: the HTML pass (rehype-raw) drops the `data` it would otherwise travel in.
 * (A fence without meta gets an undefined one: no attribute.)
 */
export function remarkCodeMeta() {
  return (tree: Root) => {
    // Stryker disable next-line StringLiteral: visit() takes "" for no test; other nodes get no metastring attribute either
    visit(tree, 'code', (node) => {
      node.data = {
        ...node.data,
        hProperties: { ...node.data?.hProperties, metastring: node.meta },
      };
    });
  };
}
