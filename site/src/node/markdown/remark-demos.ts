import type { Html, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import type { DemoProps } from '../../shared/demo';
import { DEMO_PLACEHOLDER } from './demo-containers';

/**
 * Replaces each demo placeholder with a `<DemoBlock>` whose props are the demo's, and
 * whose children are its code (highlighted later, with the page's other code).
 */
export function remarkDemos(options: { demos: DemoProps[] }) {
  return (tree: Root, file: VFile) => {
    if (options.demos.length) file.data.meta!.components.push('DemoBlock');
    tree.children = tree.children.map((node): RootContent => {
      const match =
        node.type === 'html' ? DEMO_PLACEHOLDER.exec((node as Html).value.trim()) : null;
      if (!match) return node;
      const demo = options.demos[Number(match[1])]!;
      const code: RootContent[] = [{ type: 'code', lang: demo.language, value: demo.source }];
      if (demo.css) code.push({ type: 'code', lang: 'css', value: demo.css });
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'DemoBlock',
        attributes: [{ type: 'mdxJsxAttribute', name: 'props', value: JSON.stringify(demo) }],
        children: code as MdxJsxFlowElement['children'],
        position: node.position,
      };
      return element;
    });
  };
}
