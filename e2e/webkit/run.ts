/**
 * The WebKit suite: reader checks in WebKitGTK (MiniBrowser over WebKitWebDriver),
 * against the built site served as `npm start` serves it, on an X server of its own
 * (Xvfb): `npm run test:webkit [-- name]`. Ends with
 * "N passed, N failed"; exits 1 if any failed.
 */
import { existsSync } from 'node:fs';
import { startServer } from '../../site/server/cli';
import { scriptHoldingProxy } from '../../test/script-hold';
import { serveAsHost } from '../../test/static-hosts';
import { buildLabPage } from '../global-setup';
import { DIRS } from '../dirs';
import { CHECKS } from './checks';
import { launchWebKit } from './driver';
import { ReaderPage } from './page';

const started = Date.now();
const seconds = (from: number) => `${((Date.now() - from) / 1000).toFixed(1)} s`;

const site = await startServer({ root: DIRS.site, port: 0, host: '127.0.0.1' });
// The library's lab page: built by the Playwright suite's setup, or here when run alone.
if (!existsSync(`${DIRS.lazyLoad}/index.html`)) await buildLabPage();
const labSite = await startServer({ root: DIRS.lazyLoad, port: 0, host: '127.0.0.1' });
// The docs built for /react/ (the Playwright suite's setup builds them; here when run alone),
// served as GitHub Pages serves them.
if (!existsSync(`${DIRS.siteAtBase}/v1/index.html`)) {
  const { buildSite } = await import('../../site/src/node/build');
  await buildSite({ docsDir: DIRS.docs, outDir: DIRS.siteAtBase, overrides: { base: '/react/' } });
}
const githubPages = await serveAsHost('github-pages', DIRS.siteAtBase, '/react/');
// The fixture of several folders (sidebar, previous/next): built by the Playwright suite's
// setup, or here when run alone.
if (!existsSync(`${DIRS.bookSite}/index.html`)) {
  const { buildSite } = await import('../../site/src/node/build');
  await buildSite({ docsDir: DIRS.bookDocs, outDir: DIRS.bookSite });
}
const bookSite = await startServer({ root: DIRS.bookSite, port: 0, host: '127.0.0.1' });
// A second library's docs (its own look, llms): likewise.
if (!existsSync(`${DIRS.packageSite}/index.html`)) {
  const { buildSite } = await import('../../site/src/node/build');
  await buildSite({ docsDir: DIRS.packageDocs, outDir: DIRS.packageSite });
}
const packageSite = await startServer({ root: DIRS.packageSite, port: 0, host: '127.0.0.1' });
// The docs again, behind a network that can hold their scripts.
const slowNetwork = await scriptHoldingProxy(site.url);
const webkit = await launchWebKit();
const page = new ReaderPage(webkit.driver, site.url);
const lab = new ReaderPage(webkit.driver, labSite.url);
const pages = new ReaderPage(webkit.driver, githubPages.url);
const slow = { page: new ReaderPage(webkit.driver, slowNetwork.url), network: slowNetwork };
const book = new ReaderPage(webkit.driver, bookSite.url);
const maintainer = new ReaderPage(webkit.driver, packageSite.url);
const only = process.argv[2];
let passed = 0;
let failed = 0;
try {
  for (const check of CHECKS) {
    if (only && !check.name.includes(only)) continue;
    const from = Date.now();
    try {
      await check.run(page, lab, pages, slow, book, maintainer);
      passed++;
      console.log(`✓ ${check.name} (${seconds(from)})`);
    } catch (error) {
      failed++;
      console.log(`✗ ${check.name} (${seconds(from)})\n  ${String(error).replace(/\n/g, '\n  ')}`);
    }
  }
} finally {
  await webkit.quit();
  await site.close();
  await labSite.close();
  await githubPages.close();
  await slowNetwork.close();
  await bookSite.close();
  await packageSite.close();
}
console.log(`(${seconds(started)})\n${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
