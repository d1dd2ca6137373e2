import type { DemoCode } from './demo';

// A demo's code as a module: what the build compiles, the live editor runs and the
// playgrounds export; the imports it may use.

/** The package the demos import, and the globals its browser build and React's define. */
export const LIBRARY = '@lazy-load/react';
export const DEMO_IMPORT_GLOBALS: Record<string, string> = {
  react: 'window.React',
  'react-dom': 'window.ReactDOM',
  'react-dom/client': 'window.ReactDOM',
  [LIBRARY]: 'window.LazyLoad',
};
export const DEMO_IMPORTS = Object.keys(DEMO_IMPORT_GLOBALS);

/** How many lines `moduleOfMarkup` puts before the markup (to map error lines back). */
export const MARKUP_PREFIX_LINES = 5;

/** Markup written in a demo, as a module whose default export renders it. */
export function moduleOfMarkup(markup: string): string {
  const body = markup
    .trim()
    .split('\n')
    .map((line) => (line ? `      ${line}` : line))
    .join('\n');
  return `import { LazyLoad } from '${LIBRARY}';\n\nexport default function Demo() {\n  return (\n    <>\n${body}\n    </>\n  );\n}\n`;
}

/** The demo as an ES module (what the site runs and CodeSandbox gets). */
export function demoModule(code: Pick<DemoCode, 'kind' | 'source'>): string {
  return code.kind === 'markup' ? moduleOfMarkup(code.source) : code.source;
}

/** An import statement: its clause (what it binds) and the module it names. */
export const IMPORT = /^\s*import\s+(?:([\w$*{}\s,]+?)\s+from\s+)?['"]([^'"]+)['"];?[ \t]*$/gm;

/** Modules a demo imports that have no browser global. */
export function unsupportedImports(script: string): string[] {
  return [...script.matchAll(IMPORT)]
    .map((m) => m[2]!)
    .filter((name) => !(name in DEMO_IMPORT_GLOBALS));
}
