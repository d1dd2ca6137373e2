import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildSite } from '../site/src/node/build';
import { DIRS } from './dirs';
import { SSR_PATH } from './fixtures/lazy-load/scenarios';

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
  // The same page with its app rendered on the server (here, in Node), to be hydrated.
  // React is imported only now: the build above has set NODE_ENV, which picks the React
  // build Node loads, and the site's server render below must get the same one.
  const [{ createElement }, { renderToString }, { HydrationApp }] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('./fixtures/lazy-load/hydration'),
  ]);
  const page = readFileSync(`${DIRS.lazyLoad}/index.html`, 'utf8');
  if (!page.includes('<div id="root"></div>')) throw new Error('lab page: no empty #root to fill');
  const html = renderToString(createElement(HydrationApp));
  writeFileSync(
    `${DIRS.lazyLoad}${SSR_PATH}`,
    page.replace('<div id="root"></div>', `<div id="root">${html}</div>`),
  );
}

/**
 * Builds what the browser tests load: the library fixture page (against the library
 * as published), a small multi-page fixture site, and the real docs with development
 * React (stricter hydration checks). The real production site is `npm run build`'s dist/.
 */
export default async function globalSetup(): Promise<void> {
  await buildLabPage();
  await buildSite({ docsDir: DIRS.fixtureDocs, outDir: DIRS.fixtureSite });
  await buildSite({ docsDir: DIRS.bookDocs, outDir: DIRS.bookSite });
  await buildSite({ docsDir: DIRS.packageDocs, outDir: DIRS.packageSite });
  await buildSite({ docsDir: DIRS.docs, outDir: DIRS.devSite, mode: 'development' });
  await buildSite({ docsDir: DIRS.docs, outDir: DIRS.siteAtBase, overrides: { base: '/react/' } });
  if (!existsSync(`${DIRS.site}/v1/index.html`))
    await buildSite({ docsDir: DIRS.docs, outDir: DIRS.site });
}
