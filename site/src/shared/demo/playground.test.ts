import { DOCS_PACKAGES as P } from '../../../../test/docs-packages';
import { describe, expect, it } from 'vitest';
import type { DemoCode, DemoOptions } from './demo';
import {
  baseScripts,
  codepenFields,
  codesandboxFields,
  compressParameters,
  decompressParameters,
  globalScript,
  jsfiddleFields,
} from './playground';
import { markupPrefixLines, demoModule, moduleOfMarkup, unsupportedImports } from './demo-module';

const options: DemoOptions = {
  showText: 'show code',
  hideText: 'hide code',
  minHeight: 200,
  jsLibs: ['https://cdn.example/extra.js'],
  cssLibs: ['https://cdn.example/a.css', 'https://cdn.example/b.css'],
  onlineBtns: { codepen: true, jsfiddle: true, codesandbox: true },
  codesandbox: { deps: {}, query: '', embed: '', json: '' },
};
const markup: DemoCode = {
  kind: 'markup',
  language: 'jsx',
  source: '<LazyLoad placeholder={<p>Loading…</p>}>\n  <b>Hi</b>\n</LazyLoad>',
  script: '',
  css: '',
};
const module: DemoCode = {
  kind: 'module',
  language: 'tsx',
  source:
    "import { useState } from 'react';\nimport { LazyLoad } from '@lazy-load/react';\n\nexport default function Counter(): JSX.Element {\n  const [n] = useState<number>(0);\n  return <LazyLoad>{n}</LazyLoad>;\n}\n",
  script:
    "import { useState } from 'react';\nimport { LazyLoad } from '@lazy-load/react';\n\nexport default function Counter() {\n  const [n] = useState(0);\n  return <LazyLoad>{n}</LazyLoad>;\n}\n",
  css: '.x { color: red; }',
};
const versions = {
  react: '19.3.1',
  reactDom: '19.3.1',
  vite: '8.3.8',
  pluginReact: '6.3.0',
};

describe('modules and scripts', () => {
  it('puts markupPrefixLines lines before the markup: five for one package', () => {
    expect(markupPrefixLines(P)).toBe(5);
    expect(moduleOfMarkup('<b/>', P).split('\n').indexOf('      <b/>')).toBe(markupPrefixLines(P));
  });

  it('wraps markup in a module that imports the library and default-exports it', () => {
    expect(moduleOfMarkup(markup.source, P)).toBe(
      "import { LazyLoad } from '@lazy-load/react';\n\nexport default function Demo() {\n  return (\n    <>\n      <LazyLoad placeholder={<p>Loading…</p>}>\n        <b>Hi</b>\n      </LazyLoad>\n    </>\n  );\n}\n",
    );
    expect(demoModule(module, P)).toBe(module.source);
  });

  it('leaves out blank lines around the markup (errors are mapped back by line)', () => {
    expect(moduleOfMarkup('\n<b/>\n\n', P)).toBe(moduleOfMarkup('<b/>', P));
  });

  it('turns imports into reads of the UMD globals and renders the default export', () => {
    expect(globalScript(module.script, P)).toBe(
      "{\n  const { useState } = window.React;\n  const { LazyLoad } = window.LazyLoad;\n\n  function Counter() {\n    const [n] = useState(0);\n    return <LazyLoad>{n}</LazyLoad>;\n  }\n\n  window.ReactDOM.createRoot(document.getElementById('app')).render(<Counter />);\n}\n",
    );
  });

  const render = (name: string) =>
    `\n\n  window.ReactDOM.createRoot(document.getElementById('app')).render(<${name} />);\n}\n`;
  it.each([
    [
      "import React, { useState as useS } from 'react';\nexport default function () { return null; }",
      '{\n  const { useState: useS } = window.React;\n  const React = window.React;\n  function Demo() { return null; }' +
        render('Demo'),
    ],
    [
      "import * as Lib from '@lazy-load/react';\nconst App = () => null;\nexport default App;",
      '{\n  const Lib = window.LazyLoad;\n  const App = () => null;' + render('App'),
    ],
    ['export default () => <b>x</b>;', '{\n  const Demo = () => <b>x</b>;' + render('Demo')],
    [
      "import { createRoot } from 'react-dom/client';\nimport './a.css';\nexport const n = 1;\nexport default class Box extends window.React.Component {}",
      '{\n  const { createRoot } = window.ReactDOM;\n\n  const n = 1;\n  class Box extends window.React.Component {}' +
        render('Box'),
    ],
    [
      'import   {  a ,b as c,  } from "react"\nexport function F() {}\nexport default F',
      '{\n  const { a, b: c } = window.React;\n  function F() {}' + render('F'),
    ],
    [
      // Spaces anywhere; a module with no browser global is left out (the editor names it).
      "import  *  as  Lib from '@lazy-load/react';\nimport {  b  as  c } from 'react';\nimport x from 'lodash';\nexport  default  function  App() { return null; }",
      '{\n  const Lib = window.LazyLoad;\n  const { b: c } = window.React;\n\n  function App() { return null; }' +
        render('App'),
    ],
    [
      "import React, * as All from 'react';",
      '{\n  const React = window.React;\n  const All = window.React;' + render('Demo'),
    ],
    // Only a name alone is rendered as it is; anything else is a component to name.
    [
      "import { memo } from 'react';\nconst App = () => null;\nexport default memo(App);",
      '{\n  const { memo } = window.React;\n  const App = () => null;\n  const Demo = memo(App);' +
        render('Demo'),
    ],
    // Spaces anywhere, or none before "(".
    [
      'export  default  function() { return null; }',
      '{\n  function Demo() { return null; }' + render('Demo'),
    ],
    [
      'const App = () => null;\nexport  default  App ;  ',
      '{\n  const App = () => null;' + render('App'),
    ],
    ['export  default  () => <b>x</b>;', '{\n  const Demo = () => <b>x</b>;' + render('Demo')],
    // A lower-case component would be an HTML tag in JSX: rendered by reference.
    [
      'function app() { return null; }\nexport default app;',
      "{\n  function app() { return null; }\n\n  window.ReactDOM.createRoot(document.getElementById('app')).render(window.React.createElement(app));\n}\n",
    ],
    [
      'export default function $demo() { return null; }',
      '{\n  function $demo() { return null; }' + render('$demo'),
    ],
    // Only a line's own "export" goes, not one in a string.
    [
      'export  const a = 1;\nconst s = "export const b";\nexport default () => s;',
      '{\n  const a = 1;\n  const s = "export const b";\n  const Demo = () => s;' + render('Demo'),
    ],
  ])('a classic script of example %#: imports read globals, exports go', (source, script) => {
    expect(globalScript(source, P)).toBe(script);
  });

  it('names imports that have no browser global', () => {
    expect(
      unsupportedImports(
        "import x from 'lodash';\nimport { LazyLoad } from '@lazy-load/react';\nimport './a.css';",
        P,
      ),
    ).toEqual(['lodash', './a.css']);
  });
});

describe('CodePen', () => {
  it('posts one field, data, with every pen field and its default', () => {
    const fields = codepenFields(module, options, P);
    expect(Object.keys(fields)).toEqual(['data']);
    const data = JSON.parse(fields.data) as Record<string, string>;
    expect(Object.keys(data)).toEqual([
      'js',
      'css',
      'html',
      'layout',
      'editors',
      'js_external',
      'css_external',
      'js_pre_processor',
    ]);
    expect(data).toMatchObject({
      js: globalScript(module.script, P),
      css: '.x { color: red; }',
      html: '<div id="app"></div>',
      layout: 'left',
      editors: '101',
      js_external: [...baseScripts(P), 'https://cdn.example/extra.js'].join(';'),
      css_external: 'https://cdn.example/a.css;https://cdn.example/b.css',
      js_pre_processor: 'babel',
    });
  });

  it('pins React 18 UMD builds and the library browser build', () => {
    expect(baseScripts(P)).toEqual([
      'https://unpkg.com/react@18.3.1/umd/react.production.min.js',
      'https://unpkg.com/react-dom@18.3.1/umd/react-dom.production.min.js',
      'https://unpkg.com/@lazy-load/react@1.2.9/dist/lazy-load.umd.js',
    ]);
  });
});

describe('JSFiddle', () => {
  it('posts js, css, html, panel_js 3 and resources (scripts, then styles)', () => {
    const fields = jsfiddleFields(markup, options, P);
    expect(fields).toEqual({
      js: globalScript(moduleOfMarkup(markup.source, P), P),
      css: '',
      html: '<div id="app"></div>',
      panel_js: '3',
      resources: [...baseScripts(P), ...options.jsLibs, ...options.cssLibs].join(','),
    });
  });
});

describe('CodeSandbox', () => {
  it('lz-string parameters are URL-safe and round-trip', () => {
    const json = JSON.stringify({ files: { 'a.txt': { content: '?'.repeat(500) + 'ÿ~<>' } } });
    const compressed = compressParameters(json);
    expect(compressed).not.toMatch(/[+/=]/);
    expect(decompressParameters(compressed)).toBe(json);
  });

  // Base64 of these ends in "=", "===" and no padding.
  it.each(['a', 'ab', 'x'.repeat(7)])('%s: no padding, nothing but URL-safe base64', (text) => {
    const compressed = compressParameters(text);
    expect(compressed).toMatch(/^[\w-]+$/);
    expect(decompressParameters(compressed)).toBe(text);
  });

  it('posts only parameters by default; a complete Vite + React project', () => {
    const fields = codesandboxFields(module, options, versions, P);
    expect(Object.keys(fields)).toEqual(['parameters']);
    const { files } = JSON.parse(decompressParameters(fields.parameters!)!) as {
      files: Record<string, { content: string; isBinary: boolean }>;
    };
    expect(Object.keys(files).sort()).toEqual(
      [
        'index.html',
        'package.json',
        'src/App.tsx',
        'src/main.tsx',
        'src/styles.css',
        'vite.config.js',
      ].sort(),
    );
    expect(files['src/App.tsx']!.content).toBe(module.source);
    expect(files['src/styles.css']!.content).toBe(module.css);
    const pkg = JSON.parse(files['package.json']!.content) as Record<
      string,
      Record<string, string>
    >;
    expect(pkg.dependencies).toEqual({
      react: '19.3.1',
      'react-dom': '19.3.1',
      '@lazy-load/react': '1.2.9',
    });
    expect(pkg.devDependencies).toEqual({ vite: '8.3.8', '@vitejs/plugin-react': '6.3.0' });
    expect(files['index.html']!.content).toContain(
      '<link rel="stylesheet" href="https://cdn.example/a.css" />',
    );
    expect(files['index.html']!.content).toContain(
      '<script src="https://cdn.example/extra.js"></script>',
    );
    expect(files['index.html']!.content).toContain(
      '<script type="module" src="/src/main.tsx"></script>',
    );
  });

  it('each file of the project, exactly: it installs and starts as written', () => {
    const files = (code: DemoCode, opts: DemoOptions) =>
      (
        JSON.parse(
          decompressParameters(codesandboxFields(code, opts, versions, P).parameters!)!,
        ) as {
          files: Record<string, { content: string; isBinary: boolean }>;
        }
      ).files;
    const tsx = files(module, options);
    expect(Object.values(tsx).every((f) => f.isBinary === false)).toBe(true);
    expect(JSON.parse(tsx['package.json']!.content)).toEqual({
      name: 'lazy-load-react-demo',
      private: true,
      type: 'module',
      scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
      dependencies: { react: '19.3.1', 'react-dom': '19.3.1', '@lazy-load/react': '1.2.9' },
      devDependencies: { vite: '8.3.8', '@vitejs/plugin-react': '6.3.0' },
    });
    expect(tsx['package.json']!.content).toMatch(/^\{\n {2}"name"[\s\S]*\}\n$/);
    expect(tsx['index.html']!.content).toBe(
      [
        '<!doctype html>',
        '<html lang="en">',
        '  <head>',
        '    <meta charset="utf-8" />',
        '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
        '    <title>@lazy-load/react demo</title>',
        '    <link rel="stylesheet" href="https://cdn.example/a.css" />',
        '    <link rel="stylesheet" href="https://cdn.example/b.css" />',
        '    <script src="https://cdn.example/extra.js"></script>',
        '  </head>',
        '  <body>',
        '    <div id="app"></div>',
        '    <script type="module" src="/src/main.tsx"></script>',
        '  </body>',
        '</html>',
        '',
      ].join('\n'),
    );
    expect(tsx['vite.config.js']!.content).toBe(
      "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n\nexport default defineConfig({ plugins: [react()] });\n",
    );
    const main = (bang: string) =>
      `import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\nimport App from './App';\nimport './styles.css';\n\ncreateRoot(document.getElementById('app')${bang}).render(\n  <StrictMode>\n    <App />\n  </StrictMode>,\n);\n`;
    expect(tsx['src/main.tsx']!.content).toBe(main('!'));
    // In JavaScript, no non-null assertion; with no extra libraries, nothing more in the head.
    const jsx = files(markup, { ...options, jsLibs: [], cssLibs: [] });
    expect(jsx['src/main.jsx']!.content).toBe(main(''));
    expect(jsx['index.html']!.content).toContain('<title>@lazy-load/react demo</title>\n  </head>');
    expect(jsx['src/styles.css']!.content).toBe('');
  });

  it('sends query, embed and json when set, and extra deps', () => {
    const fields = codesandboxFields(
      markup,
      {
        ...options,
        codesandbox: {
          deps: { clsx: '^2.0.0' },
          query: 'file=/src/App.jsx',
          embed: '1',
          json: '1',
        },
      },
      versions,
      P,
    );
    expect(fields).toMatchObject({ query: 'file=/src/App.jsx', embed: '1', json: '1' });
    const { files } = JSON.parse(decompressParameters(fields.parameters!)!) as {
      files: Record<string, { content: string }>;
    };
    expect(JSON.parse(files['package.json']!.content).dependencies.clsx).toBe('^2.0.0');
    expect(files['src/App.jsx']!.content).toBe(moduleOfMarkup(markup.source, P));
  });
});
