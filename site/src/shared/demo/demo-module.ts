import type { DemoCode } from './demo';
import type { DocumentedPackage } from '../documented-packages';

// A demo's code as a module: what the build compiles, the live editor runs and the
// playgrounds export; the imports it may use.

/** React's modules a demo may import, and the globals their browser builds define. */
const REACT_GLOBALS: Readonly<Record<string, string>> = {
  react: 'window.React',
  'react-dom': 'window.ReactDOM',
  'react-dom/client': 'window.ReactDOM',
};

/** What a demo may import (React's modules and the documented packages), and their globals. */
export function demoImportGlobals(packages: readonly DocumentedPackage[]): Record<string, string> {
  return {
    ...REACT_GLOBALS,
    ...Object.fromEntries(packages.map((p) => [p.name, `window.${p.browser.global}`])),
  };
}

/** The modules a demo may import. */
export const demoImports = (packages: readonly DocumentedPackage[]): string[] =>
  Object.keys(demoImportGlobals(packages));

/** What `moduleOfMarkup` puts before the markup: the packages' markup imports, the function. */
function markupHeader(packages: readonly DocumentedPackage[]): string[] {
  return [
    ...packages
      .filter((p) => p.markupImports.length > 0)
      .map((p) => `import { ${p.markupImports.join(', ')} } from '${p.name}';`),
    '',
    'export default function Demo() {',
    '  return (',
    '    <>',
  ];
}

/** How many lines `moduleOfMarkup` puts before the markup (to map error lines back). */
export const markupPrefixLines = (packages: readonly DocumentedPackage[]): number =>
  markupHeader(packages).length;

/** Markup written in a demo, as a module whose default export renders it. */
export function moduleOfMarkup(markup: string, packages: readonly DocumentedPackage[]): string {
  const body = markup
    .trim()
    .split('\n')
    .map((line) => (line ? `      ${line}` : line));
  return [...markupHeader(packages), ...body, '    </>', '  );', '}', ''].join('\n');
}

/** The demo as an ES module (what the site runs and CodeSandbox gets). */
export function demoModule(
  code: Pick<DemoCode, 'kind' | 'source'>,
  packages: readonly DocumentedPackage[],
): string {
  return code.kind === 'markup' ? moduleOfMarkup(code.source, packages) : code.source;
}

/** An import statement: its clause (what it binds) and the module it names. */
export const IMPORT = /^\s*import\s+(?:([\w$*{}\s,]+?)\s+from\s+)?['"]([^'"]+)['"];?[ \t]*$/gm;

/** Modules a demo imports that have no browser global. */
export function unsupportedImports(
  script: string,
  packages: readonly DocumentedPackage[],
): string[] {
  const globals = demoImportGlobals(packages);
  return [...script.matchAll(IMPORT)].map((m) => m[2]!).filter((name) => !(name in globals));
}
