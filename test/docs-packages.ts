// The docs' documented package (docs/site.config.ts), as the browser knows it: what the
// unit tests' stand-in for `virtual:documented-packages` and the export checks use.
import type { DocumentedPackage } from '../site/src/shared/documented-packages';

export const DOCS_PACKAGES: readonly DocumentedPackage[] = [
  {
    name: '@lazy-load/react',
    version: '1.2.9',
    browser: { file: 'dist/lazy-load.umd.js', global: 'LazyLoad' },
    markupImports: ['LazyLoad'],
  },
];
