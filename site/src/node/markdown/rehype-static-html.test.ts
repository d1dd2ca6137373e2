// @vitest-environment node
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { rehypeStaticHtml } from './rehype-static-html';

const el = (tagName: string, children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});
const text = (value: string) => ({ type: 'text' as const, value });
const component = (name: string, children: RootContent[] = []) =>
  ({ type: 'mdxJsxFlowElement', name, attributes: [], children }) as unknown as RootContent;

/** The static parts, and the page's nodes as `<Name attribute=value>` (HTML as its tag). */
function split(children: RootContent[]) {
  const tree: Root = { type: 'root', children };
  const file = new VFile();
  rehypeStaticHtml()(tree, file);
  const shown = (node: RootContent | ElementContent): string => {
    if (node.type !== 'mdxJsxFlowElement') return node.type === 'element' ? node.tagName : '';
    const jsx = node as MdxJsxFlowElementHast;
    const attributes = jsx.attributes.map(
      (a) => ` ${'name' in a ? a.name : ''}=${String(a.value)}`,
    );
    return `<${jsx.name}${attributes.join('')}>${jsx.children.map(shown).join('')}`;
  };
  return { parts: file.data.staticHtml, nodes: tree.children.map(shown) };
}

describe('rehypeStaticHtml', () => {
  it('a part per section, whitespace and comments dropped at its ends, even without whitespace between blocks', () => {
    expect(
      split([
        el('p', [text('Intro')]),
        el('h2', [text('A')]),
        el('p', [text('x')]),
        { type: 'comment', value: 'note' },
        text('\n'),
        component('Badge'),
        text('\n'),
        el('p', [text('After')]),
      ]),
    ).toEqual({
      parts: ['<p>Intro</p>', '<h2>A</h2><p>x</p>', '<p>After</p>'],
      // The section's part keeps its height (80 px heading, 43 px line of text).
      nodes: [
        '<StaticHtml index=0>',
        '<StaticHtml index=1 deferHeight=123>',
        '<Badge>',
        '<StaticHtml index=2>',
      ],
    });
  });

  it("a component's static children are parts too, never deferred", () => {
    expect(
      split([component('Kbd', [text('\n'), el('h2', [text('In')]), el('p', [text('y')])])]),
    ).toEqual({ parts: ['<h2>In</h2><p>y</p>'], nodes: ['<Kbd><StaticHtml index=0>'] });
  });
});
