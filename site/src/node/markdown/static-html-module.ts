// Apart from the compile (compile-page.ts): the dev server names these modules before it
// loads the compiler, which it does on a page's first request.

/** `/docs/v1/readme.md` → `/docs/v1/readme.static.js`: the module of the page's static HTML. */
export function staticHtmlModuleId(pagePath: string): string {
  return `${pagePath.replace(/\.md$/i, '')}.static.js`;
}

/** The module of a page's static HTML parts: one JSON string, parsed faster than a literal. */
export function staticHtmlModule(parts: readonly string[]): string {
  return staticHtmlJsonModule(JSON.stringify(parts));
}

/** `staticHtmlModule` of the parts as JSON (a stored page's file: stored-pages.ts). */
export function staticHtmlJsonModule(json: string): string {
  return `export default JSON.parse(${JSON.stringify(json)});\n`;
}

/**
 * A server build's module of a page's static HTML parts, read from `file` (a stored page's
 * JSON file: stored-pages.ts) as the render imports it: the bundler never parses or holds
 * them (at 2,000 pages, 92 MB of the server's 174).
 */
export function staticHtmlFileModule(file: string): string {
  return `import { readFileSync } from 'node:fs';\nexport default JSON.parse(readFileSync(${JSON.stringify(file)}, 'utf8'));\n`;
}
