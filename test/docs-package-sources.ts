// The docs' documented package as the build knows it (node/documented-packages.ts): from
// its source in this repository. For the build's unit tests (Node: paths from this file).
import { fileURLToPath } from 'node:url';
import type { PackageSource } from '../site/src/node/documented-packages';
import { DOCS_PACKAGES } from './docs-packages';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export const DOCS_PACKAGE_SOURCES: PackageSource[] = DOCS_PACKAGES.map((p) => ({
  ...p,
  source: `${ROOT}packages/lazy-load/src/index.ts`,
  root: `${ROOT}packages/lazy-load`,
}));
