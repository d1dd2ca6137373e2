// @vitest-environment node
// compileDemo on containers as the page's parser finds them.
import { describe, expect, it } from 'vitest';
import { SiteBuildError, SiteBuildErrors } from '../errors';
import { compileDemo } from './compile';
import type { DemoContainer } from './containers';
import { DOCS_PACKAGE_SOURCES } from '../../../../test/docs-package-sources';

const FILE = 'docs/v1/readme.md';
/** The docs' package, from its source (as docs/site.config.ts documents it). */
const PACKAGES = DOCS_PACKAGE_SOURCES;

/** A demo whose `::: demo` is on line 9 and whose code starts on line 10. */
const demo = (source: string, more: Partial<DemoContainer> = {}): DemoContainer => ({
  index: 0,
  line: 9,
  optionsText: '',
  kind: 'module',
  language: 'jsx',
  source,
  sourceLine: 10,
  css: '',
  ...more,
});
const markup = (source: string) => demo(source, { kind: 'markup' });
const failure = (container: DemoContainer) =>
  compileDemo(container, FILE, PACKAGES).then(
    () => new Error('compiled'),
    (e: Error) => e,
  );

describe('compileDemo', () => {
  it('takes what the packages export: default, namespace, named and string names', async () => {
    const source = [
      "import React, * as All from 'react';",
      "import { 'useState' as useS } from 'react';",
      "import LazyLoad from '@lazy-load/react';",
      "import { createRoot } from 'react-dom/client';",
      'function A() { return null; }',
      "export { A as 'default' };",
    ].join('\n');
    await expect(compileDemo(demo(source), FILE, PACKAGES)).resolves.toMatchObject({ source });
    const reexport = 'function A() { return null; }\nexport { A as default };';
    await expect(compileDemo(demo(reexport), FILE, PACKAGES)).resolves.toMatchObject({
      kind: 'module',
    });
  });

  it('a type exported as default is no component', async () => {
    const source = 'const A = () => null;\ntype B = string;\nexport { A, type B as default };';
    const error = await failure(demo(source, { language: 'tsx' }));
    expect(error.message).toBe(
      `${FILE}:10: no default export (rule: a demo module default-exports its component)`,
    );
  });

  it('throws one mistake as itself, several together', async () => {
    expect(await failure(demo("import { a } from 'react';\nexport default 1;"))).toBeInstanceOf(
      SiteBuildError,
    );
    const two = await failure(demo("import { a } from 'react';\nimport { b } from 'react';"));
    expect(two).toBeInstanceOf(SiteBuildErrors);
    expect((two as SiteBuildErrors).errors.map((e) => [e.line, e.message])).toEqual([
      [10, `${FILE}:10: no default export (rule: a demo module default-exports its component)`],
      [10, expect.stringContaining(`${FILE}:10: react has no export "a"`)],
      [11, expect.stringContaining(`${FILE}:11: react has no export "b"`)],
    ]);
  });

  it.each([
    // The markup's second line (the module's seventh).
    ['an error in markup, at its line', markup('<p>a</p>\n<b>{1 +}</b>\n<p>b</p>\n<p>c</p>'), 11],
    // The parser finds the unclosed tag past the markup: its last line (blank ones aside).
    ['an error past the markup, at its last line', markup('<div>\n  <b>x</b>\n  '), 11],
    ['an error on a module line past 9', demo(`${'let x;\n'.repeat(11)}const a = (;`), 21],
  ])('%s', async (_, container, line) => {
    const error = await failure(container);
    expect(error).toBeInstanceOf(SiteBuildError);
    expect((error as SiteBuildError).line).toBe(line);
  });

  it('reports an error of the second parse, with no line, at the container', async () => {
    const error = await failure(demo('return 1;\nexport default () => null;'));
    expect(error.message).toBe(
      `${FILE}:9: does not compile: Parse failed with 1 error: A 'return' statement can only be used within a function body. (rule: demo code is valid JSX)`,
    );
  });

  it('reports the first of the parser’s errors', async () => {
    // Two errors, both on line 3: the closing tag's, then an unexpected token after it.
    const error = await failure(demo('const a = <div>;\nconst b = 1 +;\nconst c = <b></i>;'));
    expect(error.message).toBe(
      `${FILE}:12: does not compile: Expected corresponding JSX closing tag for 'b'. (rule: demo code is valid JSX)`,
    );
  });
});
