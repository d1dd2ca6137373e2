import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RUNAWAY_LOOP_MS } from '../../../shared/constants';
import { RunawayEffect, RunawayLoop } from '../../../runtime/demo-frame/loop-guard';
import { compileDemo, scriptOf } from './compile';
import { runModule } from '../../../runtime/demo-frame/run-module';

/**
 * The page's compiler, then the frame's run, its module loaded from a `data:` URL: Node
 * cannot import `blob:` URLs (browsers do, in e2e/live-edit.spec.ts).
 */
async function compileDemoInNode(code: Parameters<typeof compileDemo>[0]) {
  const compiled = compileDemo(code);
  if ('error' in compiled) return compiled;
  return runModule(
    compiled.demo,
    (source) =>
      import(/* @vite-ignore */ `data:text/javascript;charset=utf-8,${encodeURIComponent(source)}`),
  );
}

describe('compileDemo, then runModule', () => {
  it('compiles edited markup into a component using the library', async () => {
    const result = await compileDemoInNode({
      kind: 'markup',
      language: 'jsx',
      source: '<LazyLoad placeholder={<p>Wait</p>}><b>x</b></LazyLoad>',
    });
    expect('component' in result).toBe(true);
    if (!('component' in result)) return;
    const Demo = result.component;
    render(<Demo />);
    // jsdom has no IntersectionObserver: the library shows the content at once.
    expect(screen.getByText('x').tagName).toBe('B');
  });

  it('compiles a TSX module with hooks', async () => {
    const source =
      "import { useState } from 'react';\nexport default function A(): JSX.Element {\n  const [n] = useState<number>(7);\n  return <i>{n}</i>;\n}\n";
    const result = await compileDemoInNode({ kind: 'module', language: 'tsx', source });
    if (!('component' in result)) throw new Error(result.error);
    const Demo = result.component;
    render(<Demo />);
    expect(screen.getByText('7')).toBeTruthy();
  });

  it('rejects module lines in markup, naming the first one; text that merely says import is fine', async () => {
    const markup = (source: string) =>
      compileDemoInNode({ kind: 'markup', language: 'jsx', source });
    for (const [source, line] of [
      ["<p>hi</p>\nimport { LazyLoad } from '@lazy-load/react';", 2],
      ["import React from 'react';", 1],
      ["import * as R from 'react';", 1],
      ["import 'x.css';", 1],
      ['export default () => <p/>;', 1],
      ['  export const a = 1;', 1],
    ] as const) {
      expect(await markup(source), source).toEqual({
        error: `Line ${line}: This example is JSX markup: write it without import or export (LazyLoad and React are provided)`,
      });
    }
    expect('component' in (await markup('<p>\nimport this text\n</p>'))).toBe(true);
    expect('component' in (await markup('<p>export defaults</p>'))).toBe(true);
  });

  it('reports a syntax error with the line of the reader’s code', async () => {
    // Line 2 of 4: neither the compiler's own lines above nor clamping to the last hides a shift.
    const source = '<div>\n  {1 +}\n  <i>y</i>\n</div>';
    expect(await compileDemoInNode({ kind: 'markup', language: 'jsx', source })).toEqual({
      error: 'Line 2: Unexpected token',
    });
  });

  it('stops an endless loop, where it runs, with its line: in the module, in a render', async () => {
    const atTop = 'let i = 0;\nwhile (i < 10) {}\nexport default () => null;';
    expect(await compileDemoInNode({ kind: 'module', language: 'jsx', source: atTop })).toEqual({
      error: `Line 2: this loop ran for over ${RUNAWAY_LOOP_MS} ms without ending, so it was stopped`,
    });
    const inRender = '<LazyLoad>\n  {(() => { for (;;) {} })()}\n</LazyLoad>';
    const result = await compileDemoInNode({ kind: 'markup', language: 'jsx', source: inRender });
    if (!('component' in result)) throw new Error(result.error);
    const Demo = result.component;
    expect(() => render(<Demo />)).toThrow(new RunawayLoop(2));
  });

  it('stops an example whose effect re-runs itself for ever, however it gets React', async () => {
    for (const source of [
      "import { useEffect, useState } from 'react';\nexport default function A() {\n  const [n, setN] = useState(0);\n  useEffect(() => setN(n + 1));\n  return <i>{n}</i>;\n}",
      'export default function A() {\n  const [n, setN] = React.useState(0);\n  React.useEffect(() => setN(n + 1));\n  return <i>{n}</i>;\n}',
    ]) {
      const result = await compileDemoInNode({ kind: 'module', language: 'jsx', source });
      if (!('component' in result)) throw new Error(result.error);
      const Demo = result.component;
      expect(() => render(<Demo />), source).toThrow(RunawayEffect);
    }
  });

  it('imports only the page’s own modules: no URL, nothing fetched', async () => {
    const result = await compileDemoInNode({
      kind: 'module',
      language: 'jsx',
      source: "import x from 'https://evil.example/x.js';\nexport default () => x;",
    });
    expect(result).toEqual({
      error: expect.stringContaining('Cannot import "https://evil.example/x.js"'),
    });
  });

  it('needs a default-exported component', async () => {
    expect(
      await compileDemoInNode({ kind: 'module', language: 'jsx', source: 'export const a = 1;' }),
    ).toEqual({
      error: 'The code must default-export a component',
    });
  });
});

describe('scriptOf', () => {
  it('removes TypeScript and keeps JSX, for the CodePen and JSFiddle exports', async () => {
    const script = scriptOf({
      kind: 'module',
      language: 'tsx',
      source:
        'export default function A(): JSX.Element { const n: number = 1; return <b>{n}</b>; }',
    });
    expect(script).not.toContain(': number');
    expect(script).toContain('<b>{n}</b>');
  });
});
