// @vitest-environment node
import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { DEMO_DEFAULTS } from '../config-schema';
import { compilePage } from './compile-page';
import { emptyMeta } from './page-meta';
import { remarkComponents } from './remark-components';

const file = { path: '/docs/v1/readme.md', relativePath: 'v1/readme.md' };
const options = { demoDefaults: DEMO_DEFAULTS, components: ['Badge', 'Kbd'] };
/** The page compiled with Badge and Kbd registered; its module's whitespace collapsed. */
const compile = async (markdown: string) => {
  const page = await compilePage(`# T\n\n${markdown}`, file, options);
  return { ...page, code: page.code.replace(/\s+/g, ' ') };
};
const failure = (markdown: string) =>
  compilePage(`# T\n\n${markdown}`, file, options).then(
    () => '',
    (error: Error) => error.message,
  );

describe('components in Markdown', () => {
  it('within a paragraph: each tag with its own children, nested or not', async () => {
    const { code, meta } = await compile(
      'Press <Kbd>Ctrl</Kbd>+<Kbd>*C*</Kbd> and <Kbd>Alt <Badge text="x"/></Kbd>.\n',
    );
    expect(code).toContain(
      'children: ["Press ", _jsx(Kbd, { children: "Ctrl" }), "+", _jsx(Kbd, { children: _jsx(_components.em, { children: "C" }) }), " and ", _jsxs(Kbd, { children: ["Alt ", _jsx(Badge, { text: "x" })] }), "."]',
    );
    // Each component once, in the order of first use.
    expect(meta.components).toEqual(['Kbd', 'Badge']);
  });

  it('as blocks, indented or not: their blocks inside stay static HTML', async () => {
    const { code, staticHtml } = await compile(
      '   <Badge text="x"/>\n\n<Kbd>\n\nBlock *text*.\n\n  </Kbd>\n',
    );
    expect(code).toContain(
      '_jsx(Badge, { text: "x" }), _jsx(Kbd, { children: _jsx(StaticHtml, { index: "1" }) })',
    );
    expect(staticHtml[1]).toBe('<p>Block <em>text</em>.</p>');
  });

  it('a tag never closed fails with its line', async () => {
    expect(await failure('Text.\n\nPress <Kbd>Ctrl and go.\n')).toBe(
      '/docs/v1/readme.md:5: <Kbd> is never closed (rule: a component tag is closed)',
    );
  });

  it('an unknown one fails, naming every registered component', async () => {
    expect(await failure('<Unknown/>\n')).toBe(
      '/docs/v1/readme.md:3: unknown component <Unknown> (rule: components in Markdown are Badge, Kbd (config field "components" registers more))',
    );
  });

  it('a valid tree: a text element in a paragraph or a heading, a flow element as a block', () => {
    const processor = unified()
      .use(remarkParse)
      .use(remarkComponents, { components: ['Kbd'] });
    const file = new VFile({ data: { meta: emptyMeta(), problems: [] } });
    const tree = processor.runSync(
      processor.parse('## A <Kbd/>\n\nPress <Kbd>x</Kbd>.\n\n<Kbd/>\n\n- <Kbd/>\n'),
      file,
    ) as Root;
    const kinds: string[] = [];
    visit(tree, (node, _, parent) => {
      if (node.type.startsWith('mdxJsx')) kinds.push(`${parent!.type} > ${node.type}`);
    });
    expect(kinds).toEqual([
      'heading > mdxJsxTextElement',
      'paragraph > mdxJsxTextElement',
      'root > mdxJsxFlowElement',
      'listItem > mdxJsxFlowElement',
    ]);
  });
});
