import type { ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';

/** The component that shows one static part of a page: `<StaticHtml index="N"/>`. */
const STATIC_HTML_COMPONENT = 'StaticHtml';

const MDX_TYPES = new Set([
  'mdxFlowExpression',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'mdxjsEsm',
]);

type Node = Root | RootContent;

/** Static: no component and no expression anywhere inside. */
function isStatic(node: Node): boolean {
  if (MDX_TYPES.has(node.type)) return false;
  return !('children' in node) || node.children.every(isStatic);
}

const isBlank = (node: Node) =>
  node.type === 'comment' || (node.type === 'text' && !node.value.trim());

/**
 * Most of a page is plain HTML that no script ever needs to touch: it should cost no
 * JavaScript. Each run of static top-level nodes (and of static children of a
 * component, such as a demo's highlighted code) becomes one HTML string, in
 * `file.data.staticHtml`, rendered by `<StaticHtml index="N"/>`. The page's module
 * then holds only its components; the strings are a separate module, which the
 * browser needs only when it navigates to the page (a hydrating page reads them
 * back from its own DOM).
 */
export function rehypeStaticHtml() {
  return (tree: Root, file: VFile) => {
    const parts: string[] = [];

    function island(run: Node[]): ElementContent[] {
      const kept = run.filter((n) => n.type !== 'comment') as ElementContent[];
      // Whitespace between blocks is not content: runs start and end with an element.
      while (kept.length && isBlank(kept[0]!)) kept.shift();
      while (kept.length && isBlank(kept.at(-1)!)) kept.pop();
      if (!kept.length) return [];
      parts.push(toHtml(kept));
      const element: MdxJsxFlowElementHast = {
        type: 'mdxJsxFlowElement',
        name: STATIC_HTML_COMPONENT,
        attributes: [{ type: 'mdxJsxAttribute', name: 'index', value: String(parts.length - 1) }],
        children: [],
      };
      return [element as unknown as ElementContent];
    }

    function split(parent: { children: Node[] }): void {
      const out: Node[] = [];
      let run: Node[] = [];
      for (const child of parent.children) {
        if (isStatic(child)) {
          run.push(child);
          continue;
        }
        out.push(...island(run));
        run = [];
        if (child.type === 'mdxJsxFlowElement') split(child as { children: Node[] });
        out.push(child);
      }
      out.push(...island(run));
      parent.children = out;
    }

    split(tree as { children: Node[] });
    file.data.staticHtml = parts;
  };
}

declare module 'vfile' {
  interface DataMap {
    /** The page's static HTML parts, by `<StaticHtml index>`. */
    staticHtml: string[];
  }
}
