import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';

export const TOC_MARKER = /^\[\[toc\]\]$/i;

/** A paragraph holding only `[[toc]]` becomes the `<Toc />` component (h2 and h3 links). */
export function remarkToc() {
  return (tree: Root) => {
    tree.children = tree.children.map((node) => {
      // (The parser leaves no space around a paragraph's text.)
      if (node.type !== 'paragraph' || !TOC_MARKER.test(toString(node))) return node;
      const toc: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Toc',
        attributes: [],
        children: [],
        position: node.position,
      };
      return toc;
    });
  };
}
