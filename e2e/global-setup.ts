import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildSite } from '../site/src/node/build';
import { DIRS } from './dirs';

/**
 * The library's lab page (e2e/fixtures/lazy-load), built against the library as
 * published, in development mode: the library's development checks stay in.
 */
export async function buildLabPage(): Promise<void> {
  await build({
    mode: 'development',
    // (Vite builds for production whatever the mode, unless told.)
    define: { 'process.env.NODE_ENV': '"development"' },
    root: fileURLToPath(new URL('./fixtures/lazy-load', import.meta.url)),
    logLevel: 'warn',
    build: { outDir: DIRS.lazyLoad, emptyOutDir: true },
  });
}

/**
 * Builds what the browser tests load: the library fixture page (against the library
 * as published), a small multi-page fixture site, and the real docs with development
 * React (stricter hydration checks). The real production site is `npm run build`'s dist/.
 */
export default async function globalSetup(): Promise<void> {
  await buildLabPage();
  await buildSite({ docsDir: DIRS.fixtureDocs, outDir: DIRS.fixtureSite });
  await buildSite({ docsDir: DIRS.docs, outDir: DIRS.devSite, mode: 'development' });
  if (!existsSync(`${DIRS.site}/v1/index.html`))
    await buildSite({ docsDir: DIRS.docs, outDir: DIRS.site });
}
