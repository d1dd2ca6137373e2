// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_DEFAULTS } from '../config-schema';
import { compileDemo } from './demo-compile';
import { demoPlaceholder, extractDemos } from './demo-containers';

const FILE = 'docs/v1/readme.md';
const extract = (md: string) => extractDemos(md, FILE, DEMO_DEFAULTS);

describe('extractDemos', () => {
  it('takes markup exactly as written and keeps later line numbers', () => {
    const md = '# T\n\n::: demo\n<LazyLoad>\n  <b>x</b>\n</LazyLoad>\n:::\n\nafter\n';
    const { markdown, demos } = extract(md);
    expect(demos).toHaveLength(1);
    expect(demos[0]).toMatchObject({
      kind: 'markup',
      language: 'jsx',
      source: '<LazyLoad>\n  <b>x</b>\n</LazyLoad>',
      line: 3,
      sourceLine: 4,
    });
    expect(demos[0]!.options).toEqual(DEMO_DEFAULTS);
    expect(markdown.split('\n')).toHaveLength(md.split('\n').length);
    expect(markdown.split('\n')[2]).toBe(demoPlaceholder(0));
    expect(markdown.split('\n')[8]).toBe('after');
  });

  it('takes a jsx/tsx module and a css fence', () => {
    const md =
      '::: demo\n```tsx\nexport default function A() { return null; }\n```\n\n```css\n.a { color: red; }\n```\n:::\n';
    const [demo] = extract(md).demos;
    expect(demo).toMatchObject({
      kind: 'module',
      language: 'tsx',
      source: 'export default function A() { return null; }',
      css: '.a { color: red; }',
      sourceLine: 3,
    });
  });

  it('merges options over the defaults, objects shallowly', () => {
    const md =
      '::: demo {"minHeight": 0, "onlineBtns": {"jsfiddle": false}, "codesandbox": {"query": "x=1"}}\n<b/>\n:::\n';
    const { options } = extract(md).demos[0]!;
    expect(options.minHeight).toBe(0);
    expect(options.onlineBtns).toEqual({ codepen: true, jsfiddle: false, codesandbox: true });
    expect(options.codesandbox).toEqual({ ...DEMO_DEFAULTS.codesandbox, query: 'x=1' });
  });

  it('ignores containers inside code fences, and ::: inside a demo fence', () => {
    const md =
      '```md\n::: demo\n<b/>\n:::\n```\n\n::: demo\n```jsx\nconst s = `\n:::\n`;\nexport default () => <b>{s}</b>;\n```\n:::\n';
    const { demos } = extract(md);
    expect(demos).toHaveLength(1);
    expect(demos[0]!.source).toContain(':::');
  });

  it.each([
    ['::: demo {"minHeight": -1}\n<b/>\n:::\n', 1, 'demo option "minHeight"', 'must be 0 or more'],
    [
      '\n::: demo {"onlineBtns": {"stackblitz": true}}\n<b/>\n:::\n',
      2,
      'demo option "onlineBtns"',
      'platforms are codepen, jsfiddle and codesandbox: stackblitz',
    ],
    ['::: demo {"colour": "red"}\n<b/>\n:::\n', 1, 'demo option "(options)"', 'colour'],
    [
      '::: demo {minHeight: 1}\n<b/>\n:::\n',
      1,
      'demo options are a JSON object after "::: demo"',
      'bad options',
    ],
    [
      'text\n\n::: demo\n<b/>\n',
      3,
      'a "::: demo" container is closed by ":::"',
      'unclosed demo container',
    ],
    [
      '::: demo\n```js\nx\n```\n:::\n',
      2,
      'a demo holds JSX markup, or a jsx/tsx fence (and an optional css fence)',
      'no jsx or tsx fence',
    ],
  ])('fails with file, line and rule (%#)', (md, line, rule, detail) => {
    expect(() => extract(md)).toThrow(`${FILE}:${line}: `);
    expect(() => extract(md)).toThrow(`(rule: ${rule})`);
    expect(() => extract(md)).toThrow(detail);
  });
});

describe('compileDemo', () => {
  const demoOf = (md: string) => extract(md).demos[0]!;

  it('strips TypeScript for the exports and keeps JSX', async () => {
    const code = await compileDemo(
      demoOf(
        '::: demo\n```tsx\nexport default function A(): JSX.Element {\n  const n: number = 1;\n  return <b>{n}</b>;\n}\n```\n:::\n',
      ),
      FILE,
    );
    expect(code.script).not.toContain(': number');
    expect(code.script).toContain('<b>{n}</b>');
    expect(code.source).toContain(': number');
  });

  it.each([
    [
      '# Title\n\n::: demo\n<div>\n  <b>\n</div>\n:::\n',
      6,
      'demo code is valid JSX',
      'does not compile: Expected corresponding JSX closing tag for',
    ],
    [
      '::: demo\n```jsx\nconst a = 1;\n\nexport default () => <div><b></div>;\n```\n:::\n',
      5,
      'demo code is valid JSX',
      'does not compile',
    ],
    [
      '::: demo\n```jsx\nexport function A() { return null; }\n```\n:::\n',
      3,
      'a demo module default-exports its component',
      'no default export',
    ],
    [
      "::: demo\n```jsx\nimport _ from 'lodash';\nexport default () => null;\n```\n:::\n",
      3,
      'demos import only react, react-dom, react-dom/client, @lazy-load/react',
      'cannot import lodash',
    ],
  ])('fails with the Markdown line and rule (%#)', async (md, line, rule, detail) => {
    const error = await compileDemo(demoOf(md), FILE).catch((e: Error) => e);
    expect(String(error)).toContain(`${FILE}:${line}: ${detail}`);
    expect(String(error)).toContain(`(rule: ${rule})`);
  });
});
