/**
 * A package the docs document, as the browser knows it: demos import it (the site runs
 * them against its source), and playgrounds without a bundler (CodePen, JSFiddle) load
 * its browser build. The site config names each (`packages`); the build reads its name
 * and version from its package.json (node/documented-packages.ts).
 */
export interface DocumentedPackage {
  /** Its npm name: what demos import. */
  name: string;
  version: string;
  /** Its browser build (a UMD or IIFE script) in the published package, and its global. */
  browser: { file: string; global: string };
  /** What a demo written as markup (no imports of its own) imports from it. */
  markupImports: readonly string[];
}
