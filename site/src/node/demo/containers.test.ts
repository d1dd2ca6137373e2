// @vitest-environment node
// The containers of a page as remark parses it, and what is left of the page around them.
import type { Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import type { SiteBuildError } from '../errors';
import { replaceDemoContainers, type DemoContainer } from './containers';

const FILE = 'docs/v1/readme.md';

/** Finds the demos of `md`, replacing each with a `thematicBreak` that records what it spanned. */
function find(md: string, tree: Root = unified().use(remarkParse).parse(md)) {
  const problems: SiteBuildError[] = [];
  const spans: string[][] = [];
  const found = replaceDemoContainers(
    tree,
    new VFile({ path: FILE, value: md }),
    (_, spanned) => {
      spans.push(spanned.map((n) => n.type));
      return { type: 'thematicBreak' };
    },
    problems,
  );
  const messages = problems.map((p) => p.message);
  return { found, problems: messages, spans, left: tree.children.map((n) => n.type) };
}
const only = (md: string): DemoContainer => {
  const { found, problems } = find(md);
  expect(problems).toEqual([]);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('replaceDemoContainers', () => {
  it('replaces exactly the nodes a container spans, its closing ":::" too', () => {
    const md = '# T\n\n::: demo\n```jsx\nexport default () => null;\n```\n:::\n\nafter\n';
    expect(find(md)).toMatchObject({
      spans: [['paragraph', 'code', 'paragraph']],
      left: ['heading', 'thematicBreak', 'paragraph'],
    });
  });

  it('takes markup without the blank lines around it, from its first line', () => {
    expect(only('::: demo\n\n\n<b>x</b>\n\n\n:::\n')).toMatchObject({
      kind: 'markup',
      source: '<b>x</b>',
      sourceLine: 4,
      css: '',
    });
    // A line of spaces is blank too.
    expect(only('::: demo\n  \n<b>x</b>\n:::\n')).toMatchObject({
      source: '  \n<b>x</b>',
      sourceLine: 3,
    });
  });

  it('ends a fence only at a line of its own fence characters (indented, spaces after)', () => {
    const code = 'const md = `\n```bash\n~```\n`;\nexport default () => <pre>{md}</pre>;';
    expect(only(`::: demo\n\`\`\`jsx\n${code}\n  \`\`\`  \n:::\n`).source).toBe(code);
  });

  it('finds a container right after a code block', () => {
    expect(only('```js\nx\n```\n::: demo\n<b/>\n:::\n').line).toBe(4);
  });

  it('finds containers inside other nodes, and passes over nodes without a place', () => {
    const md = '::: demo\n<b/>\n:::\n';
    const tree = unified().use(remarkParse).parse(md);
    const made: RootContent = { type: 'thematicBreak' };
    tree.children = [made, { type: 'blockquote', children: tree.children as never }];
    expect(find(md, tree).found).toHaveLength(1);
    expect(tree.children[1]).toMatchObject({ children: [{ type: 'thematicBreak' }] });
  });

  it('collects each mistake, drops the container, and goes on with the next one', () => {
    const md =
      '# T\n\n::: demo\n  \n:::\n\n::: demo\n<b/>\n:::\nmore\n\n::: demo\n<i/>\n:::\n\nafter\n';
    const { found, problems, left } = find(md);
    expect(problems).toEqual([
      `${FILE}:3: empty demo (rule: a demo is not empty)`,
      `${FILE}:9: text right after the closing ":::" (rule: a demo's closing ":::" is followed by a blank line)`,
    ]);
    expect(found.map((c) => c.line)).toEqual([12]);
    expect(left).toEqual(['heading', 'thematicBreak', 'paragraph']);
  });

  it('reports a container left open, fence and all', () => {
    expect(find('::: demo\n```jsx\nexport default 1;\n').problems).toEqual([
      `${FILE}:1: unclosed demo container (rule: a "::: demo" container is closed by ":::")`,
    ]);
  });

  it('lets other errors through', () => {
    const tree = unified().use(remarkParse).parse('::: demo\n<b/>\n:::\n');
    const boom = () => {
      throw new TypeError('boom');
    };
    const file = new VFile({ path: FILE, value: '::: demo\n<b/>\n:::\n' });
    expect(() => replaceDemoContainers(tree, file, boom, [])).toThrow(TypeError);
  });
});
