// Issue 31's targets on a site of many pages: `npm run bench:site-nav`. The generated
// site of bench/site-100 (100 guide pages and the readme, so two folders: a sidebar of
// two groups) with search on, built and served as `npm start` serves it, read in
// Chromium: the first visit's JavaScript, the sidebar's own chunk, the search index's
// requests and size, and each keystroke's answer (input to results on screen) with the
// CPU slowed 4x as a phone. Prints figures; asserts nothing.
import { chromium, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { startServer } from '../../site/server/cli';
import { buildSite } from '../../site/src/node/build';
import { median } from '../median';
import { generateSite } from '../site-100/generate';

const WORK = fileURLToPath(new URL('../../.cache/bench-site-nav/', import.meta.url));
const PAGES = Number(process.env.BENCH_PAGES ?? 100);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(2)} KiB`;
const QUERIES = ['lazy', 'placeholder', 'guide page 77', 'threshold', 'rootmargin', 'intersect'];

const docs = generateSite(`${WORK}docs`, PAGES);
const config = `${docs}/site.config.ts`;
writeFileSync(config, readFileSync(config, 'utf8').replace('search: false', 'search: true'));
await buildSite({ docsDir: docs, outDir: `${WORK}dist` });
const server = await startServer({ root: `${WORK}dist`, port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});

/** The scripts the page fetched so far: path and bytes on the wire (compressed). */
const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter(
        (e) =>
          (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'),
      )
      .map((e) => ({
        path: new URL(e.name).pathname,
        bytes: (e as PerformanceResourceTiming).encodedBodySize,
      })),
  );

try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${server.url}/guide/page-50.html`);
  const first = await scripts(page);
  await page.mouse.move(5, 5);
  await page.mouse.move(25, 25);
  await page.locator('html[data-hydrated]').waitFor();
  const afterApp = await scripts(page);
  const sidebar = afterApp.filter((s) => /\/sidebar\.[\w-]{8}\.js$/.test(s.path));
  const app = afterApp.find((s) => /\/app\.[\w-]{8}\.js$/.test(s.path))!;
  const appText = await (await fetch(`${server.url}${app.path}`)).text();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Search the docs' });
  await box.waitFor();
  // Each keystroke: from its input event to the results' change on screen (the next frame
  // after React commits them).
  await page.evaluate(() => {
    const work: number[] = [];
    const painted: number[] = [];
    let started = 0;
    document.addEventListener('input', () => (started = performance.now()), true);
    new MutationObserver(() => {
      if (!started) return;
      const from = started;
      started = 0;
      work.push(performance.now() - from);
      requestAnimationFrame(() => painted.push(performance.now() - from));
    }).observe(document.getElementById('search-results')!, { childList: true, subtree: true });
    Object.assign(window, { __times: { work, painted } });
  });
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => /\/search-index\./.test(e.name)),
  );
  // The index first: typing before it loads measures the network, not the query.
  await page.waitForTimeout(1000);
  for (const query of QUERIES) {
    await box.fill('');
    await page.keyboard.type(query, { delay: 150 });
    await page.waitForTimeout(300);
  }
  const times = await page.evaluate(
    () => (window as unknown as { __times: { work: number[]; painted: number[] } }).__times,
  );
  const index = (await scripts(page)).filter((s) => /\/search-index\.[\w-]{8}\.js$/.test(s.path));

  const total = (list: { bytes: number }[]) => list.reduce((sum, s) => sum + s.bytes, 0);
  console.log(`Site: ${PAGES + 1} pages, sidebar and search on (/guide/page-50.html, Chromium)`);
  console.log(
    `first visit JavaScript: ${kib(total(first))} in ${first.length} request(s) (target ≤ 5 KiB)`,
  );
  console.log(
    `sidebar data: ${sidebar.length} chunk of its own, ${kib(total(sidebar))}; in the app chunk: ${appText.includes('Guide page 77') ? 'yes' : 'no'}`,
  );
  console.log(
    `search index on first use: ${index.length} request(s), ${kib(total(index))} (with MiniSearch)`,
  );
  const figures = (list: number[]) =>
    `median ${median(list).toFixed(1)} ms, max ${Math.max(...list).toFixed(1)} ms`;
  console.log(`keystrokes at 4x CPU (${times.work.length}; one frame: 16.7 ms):`);
  console.log(`  input → results in the page (search and render): ${figures(times.work)}`);
  console.log(`  input → the next frame after them: ${figures(times.painted)}`);
} finally {
  await browser.close();
  await server.close();
}
