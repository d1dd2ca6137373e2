// @vitest-environment node
// The demo containers of a page as the compile parses it, and what is left of the page around them.
import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import type { SiteBuildError } from '../errors';
import { remarkContainers } from '../markdown/remark-containers';
import { replaceDemoContainers, type DemoContainer } from './containers';

const FILE = 'docs/v1/readme.md';

/** The page's tree, and its file, as `remarkContainers` leaves them. */
function parse(md: string): { tree: Root; file: VFile } {
  const processor = unified().use(remarkParse).use(remarkContainers);
  const file = new VFile({ path: FILE, value: md, data: { problems: [] } });
  const tree = processor.runSync(processor.parse(file), file) as Root;
  return { tree, file };
}

/** Finds the demos of `md`, replacing each with a `thematicBreak`. */
function find(md: string) {
  const { tree, file } = parse(md);
  const problems: SiteBuildError[] = [...file.data.problems!];
  const found = replaceDemoContainers(tree, file, () => ({ type: 'thematicBreak' }), problems);
  const messages = problems.map((p) => p.message);
  return { found, problems: messages, tree, left: tree.children.map((n) => n.type) };
}
const only = (md: string): DemoContainer => {
  const { found, problems } = find(md);
  expect(problems).toEqual([]);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('replaceDemoContainers', () => {
  it('replaces the container, its closing ":::" too, and reads its options as written', () => {
    const md =
      '# T\n\n::: demo {"minHeight": 1}\n```jsx\nexport default () => null;\n```\n:::\n\nafter\n';
    const { found, left } = find(md);
    expect(left).toEqual(['heading', 'thematicBreak', 'paragraph']);
    expect(found[0]).toMatchObject({ line: 3, optionsText: '{"minHeight": 1}', sourceLine: 5 });
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

  it('finds containers in quotes, list items and admonitions', () => {
    const { found, tree } = find(
      '> ::: demo\n> <b/>\n> :::\n\n- item\n\n  ::: demo\n  <i/>\n  :::\n\n::: tip\n::: demo\n<u/>\n:::\n:::\n',
    );
    expect(found.map((c) => [c.line, c.source])).toEqual([
      [1, '> <b/>'],
      [7, '  <i/>'],
      [12, '<u/>'],
    ]);
    expect(tree.children[0]).toMatchObject({ children: [{ type: 'thematicBreak' }] });
  });

  it('ends at its own closing line, not at a line of colons in its code', () => {
    const code = 'const s = `\n:::\n::::\n`;\nexport default () => <b>{s}</b>;';
    expect(only(`::: demo\n\`\`\`jsx\n${code}\n\`\`\`\n:::\n\nafter\n`).source).toBe(code);
  });

  it('collects each mistake, drops the container, and goes on with the next one', () => {
    const md =
      '# T\n\n::: demo\n  \n:::\n\n::: demo\n```js\nx\n```\n:::\nmore\n\n::: demo\n<i/>\n:::\n\nafter\n';
    const { found, problems, left } = find(md);
    expect(problems).toEqual([
      `${FILE}:3: empty demo (rule: a demo is not empty)`,
      `${FILE}:8: no jsx or tsx fence in this demo (rule: a demo holds JSX markup, or a jsx/tsx fence (and an optional css fence))`,
    ]);
    expect(found.map((c) => c.line)).toEqual([14]);
    expect(left).toEqual(['heading', 'paragraph', 'thematicBreak', 'paragraph']);
  });

  it('reports a container left open, fence and all', () => {
    expect(find('::: demo\n```jsx\nexport default 1;\n').problems).toEqual([
      `${FILE}:1: unclosed demo container (rule: a "::: demo" container is closed by ":::")`,
    ]);
  });

  it('lets other errors through', () => {
    const { tree, file } = parse('::: demo\n<b/>\n:::\n');
    const boom = () => {
      throw new TypeError('boom');
    };
    expect(() => replaceDemoContainers(tree, file, boom, [])).toThrow(TypeError);
  });
});
