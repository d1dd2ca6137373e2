// @vitest-environment node
// Demo containers through the page compile, as a build reads them.
import { describe, expect, it } from 'vitest';
import { DEMO_DEFAULTS } from '../config-schema';
import { SiteBuildErrors } from '../errors';
import { compilePage } from '../markdown/compile-page';
import { demoModuleBase } from './remark-demos';
import { DOCS_PACKAGE_SOURCES } from '../../../../test/docs-package-sources';

const FILE = 'docs/v1/readme.md';
const compile = (md: string) =>
  compilePage(
    md,
    { path: FILE, relativePath: 'v1/readme.md' },
    { demoDefaults: DEMO_DEFAULTS, packages: DOCS_PACKAGE_SOURCES },
  );
const demosOf = async (md: string) => (await compile(md)).demos;
const failure = (md: string) =>
  compile(md).then(
    () => new Error('compiled'),
    (e: Error) => e,
  );

describe('demo containers', () => {
  it('takes markup exactly as written, at its line', async () => {
    const md = '# T\n\n::: demo\n<LazyLoad>\n\n    <b>x</b>\n</LazyLoad>\n:::\n\nafter\n';
    const [demo, ...more] = await demosOf(md);
    expect(more).toEqual([]);
    expect(demo!.props).toMatchObject({
      index: 0,
      kind: 'markup',
      language: 'jsx',
      source: '<LazyLoad>\n\n    <b>x</b>\n</LazyLoad>',
      ...DEMO_DEFAULTS,
    });
    expect(demo!.line).toBe(3);
    expect(demo!.moduleId).toBe('docs/v1/readme.demo-1.jsx');
  });

  it('passes each block its props as values made once, not as a string to parse', async () => {
    const { code } = await compile(
      '::: demo {"minHeight": 0}\n<b>x</b>\n:::\n\n::: demo\n<i/>\n:::\n',
    );
    expect(code).toMatch(/^const demoProps = \[\{\s*"index": 0,/m);
    expect(code).toMatch(/"minHeight": 0,/);
    expect(code).toContain('props: demoProps[0]');
    expect(code).toContain('props: demoProps[1]');
    expect(code).not.toContain('JSON.parse');
  });

  it('gives each block its code to show, highlighted: the module, then its css', async () => {
    const langsOf = async (md: string) => {
      const page = await compile(md);
      expect(page.meta.components).toContain('DemoBlock');
      return [...page.staticHtml.join('').matchAll(/data-lang="(\w+)"/g)].map((m) => m[1]);
    };
    const module = '::: demo\n```tsx\nexport default () => null;\n```\n```css\n.a {}\n```\n:::\n';
    expect(await langsOf(module)).toEqual(['tsx', 'css']);
    expect(await langsOf('::: demo\n<b/>\n:::\n')).toEqual(['jsx']);
  });

  it('names a demo’s modules after its page', () => {
    expect(demoModuleBase('docs/notes.md/readme.md', 1)).toBe('docs/notes.md/readme.demo-2');
    expect(demoModuleBase('docs/A.MD', 0)).toBe('docs/A.demo-1');
  });

  it('takes a jsx/tsx module and a css fence, and numbers the demos in order', async () => {
    const md =
      '::: demo\n<b/>\n:::\n\n::: demo\n```tsx\nexport default function A() { return null; }\n```\n\n```css\n.a { color: red; }\n```\n:::\n';
    const [, demo] = await demosOf(md);
    expect(demo!.props).toMatchObject({
      index: 1,
      kind: 'module',
      language: 'tsx',
      source: 'export default function A() { return null; }',
      css: '.a { color: red; }',
    });
    expect(demo!.cssId).toBe('docs/v1/readme.demo-2.css');
  });

  it('merges options over the defaults, objects shallowly', async () => {
    const md =
      '::: demo {"minHeight": 0, "onlineBtns": {"jsfiddle": false}, "codesandbox": {"query": "x=1"}}\n<b/>\n:::\n';
    const { props } = (await demosOf(md))[0]!;
    expect(props.minHeight).toBe(0);
    expect(props.onlineBtns).toEqual({ codepen: true, jsfiddle: false, codesandbox: true });
    expect(props.codesandbox).toEqual({ ...DEMO_DEFAULTS.codesandbox, query: 'x=1' });
  });

  it('ignores containers inside code fences, and ::: inside a demo fence', async () => {
    const md =
      '```md\n::: demo\n<b/>\n:::\n```\n\n::: demo\n```jsx\nconst s = `\n:::\n`;\nexport default () => <b>{s}</b>;\n```\n:::\n';
    const demos = await demosOf(md);
    expect(demos).toHaveLength(1);
    expect(demos[0]!.props.source).toContain(':::');
  });

  it('may be followed by text on the line after its closing ":::"', async () => {
    const { staticHtml, demos } = await compile('::: demo\n<b/>\n:::\nmore text\n');
    expect(demos).toHaveLength(1);
    expect(staticHtml.join('')).toContain('<p>more text</p>');
  });

  it('sits inside an admonition', async () => {
    const { code, demos } = await compile('::: tip\n\n::: demo\n<b>x</b>\n:::\n\n:::\n');
    expect(demos).toHaveLength(1);
    expect(code).toContain('admonition');
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
    ['::: demo\n\n:::\n', 1, 'a demo is not empty', 'empty demo'],
  ])('fails with file, line and rule (%#)', async (md, line, rule, detail) => {
    const error = await failure(md);
    expect(error.message).toContain(`${FILE}:${line}: `);
    expect(error.message).toContain(detail);
    expect(error.message).toContain(`(rule: ${rule})`);
  });
});

describe('demo code', () => {
  it('strips TypeScript for the exports and keeps JSX', async () => {
    const [demo] = await demosOf(
      '::: demo\n```tsx\nexport default function A(): JSX.Element {\n  const n: number = 1;\n  return <b>{n}</b>;\n}\n```\n:::\n',
    );
    expect(demo!.props.script).not.toContain(': number');
    expect(demo!.props.script).toContain('<b>{n}</b>');
    expect(demo!.props.source).toContain(': number');
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
      "::: demo\n```jsx\nexport default () => null;\nimport _ from 'lodash';\n```\n:::\n",
      4,
      'demos import only react, react-dom, react-dom/client, @lazy-load/react',
      'cannot import lodash',
    ],
    [
      "::: demo\n```jsx\nimport { useState } from 'react';\nimport {\n  LazyLoad,\n  LazyLod,\n} from '@lazy-load/react';\nexport default () => <LazyLod />;\n```\n:::\n",
      6,
      'a demo imports what @lazy-load/react exports (LazyLoad, default)',
      '@lazy-load/react has no export "LazyLod"',
    ],
    [
      "::: demo\n```jsx\nimport { useStat } from 'react';\nexport default () => null;\n```\n:::\n",
      3,
      'a demo imports what react exports',
      'react has no export "useStat"',
    ],
  ])('fails with the Markdown line and rule (%#)', async (md, line, rule, detail) => {
    const error = await failure(md);
    expect(error.message).toContain(`${FILE}:${line}: ${detail}`);
    expect(error.message).toContain(`(rule: ${rule}`);
  });

  it('type imports need no export, and type-only specifiers neither', async () => {
    const md =
      "::: demo\n```tsx\nimport type { Nothing } from '@lazy-load/react';\nimport { LazyLoad, type LazyLoadProps } from '@lazy-load/react';\nexport default () => <LazyLoad>x</LazyLoad>;\n```\n:::\n";
    expect(await demosOf(md)).toHaveLength(1);
  });
});

it('reports a mistake in each of several demos', async () => {
  const error = await failure('::: demo\n<b>\n:::\n\n::: demo\n<i>\n:::\n');
  expect(error).toBeInstanceOf(SiteBuildErrors);
  expect((error as SiteBuildErrors).errors.map((e) => e.line)).toEqual([2, 6]);
});

it('a page with mistakes in several demos and elsewhere reports them all at once, in line order', async () => {
  const md = [
    '::: demo {"minHeight": -1}', // 1
    '<b/>',
    ':::',
    '',
    '::: warnin', // 5
    'x',
    ':::',
    '',
    '::: demo', // 9
    '```jsx',
    "import { Nope } from '@lazy-load/react';", // 11
    'export function A() {}',
    '```',
    ':::',
    '',
    '::: demo', // 16
    '<div>',
  ].join('\n');
  const error = await failure(md);
  expect(error).toBeInstanceOf(SiteBuildErrors);
  expect((error as SiteBuildErrors).errors.map((e) => [e.line, e.rule])).toEqual([
    [1, 'demo option "minHeight"'],
    [5, 'containers are demo, info, tip, warning, danger, details'],
    [11, 'a demo module default-exports its component'],
    [11, 'a demo imports what @lazy-load/react exports (LazyLoad, default)'],
    [16, 'a "::: demo" container is closed by ":::"'],
  ]);
});
