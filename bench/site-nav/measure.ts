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

/**
 * Opens search with Ctrl+K on `page`, its CPU slowed 4x, and types each query: for each
 * keystroke, the time from its input event to the results in the page (search and render),
 * and to the next frame after it.
 */
async function keystrokes(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Search the docs' });
  await box.waitFor();
  // The input event reaches the window first, and the document last, after React (which
  // listens on the app's root) has searched and committed the results: the time between
  // is the keystroke's work, whether or not it changed what shows.
  await page.evaluate(() => {
    const work: number[] = [];
    const painted: number[] = [];
    const queries: string[] = [];
    let started = 0;
    addEventListener('input', () => (started = performance.now()), true);
    document.addEventListener('input', (event) => {
      const { value } = event.target as HTMLInputElement;
      // (The box emptied between queries: no search.)
      if (!value) return;
      const from = started;
      work.push(performance.now() - from);
      queries.push(value);
      requestAnimationFrame(() => painted.push(performance.now() - from));
    });
    Object.assign(window, { __times: { work, painted, queries } });
  });
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => /\/search-index\./.test(e.name)),
  );
  // The index first, and a reader's pause: typing before it loads measures the network.
  await page.waitForTimeout(1000);
  for (const query of QUERIES) {
    await box.fill('');
    await page.keyboard.type(query, { delay: 150 });
    await page.waitForTimeout(300);
  }
  return page.evaluate(
    () =>
      (window as unknown as { __times: { work: number[]; painted: number[]; queries: string[] } })
        .__times,
  );
}

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

  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const times = { work: [] as number[], painted: [] as number[], queries: [] as string[] };
  let index: { path: string; bytes: number }[] = [];
  // Each round on a fresh page: the index loads and runs cold, as a reader's first search.
  for (let round = 0; round < rounds; round++) {
    const reader =
      round === 0 ? page : await browser.newPage({ viewport: { width: 390, height: 844 } });
    if (round > 0) await reader.goto(`${server.url}/guide/page-50.html`);
    const found = await keystrokes(reader);
    times.work.push(...found.work);
    times.painted.push(...found.painted);
    times.queries.push(...found.queries);
    if (round === 0)
      index = (await scripts(reader)).filter((s) => /\/search-index\.[\w-]{8}\.js$/.test(s.path));
    await reader.close();
  }

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
  // The 95th percentile (nearest rank): a shared machine's worst moment is not the code's.
  const p95 = (list: number[]) =>
    [...list].sort((a, b) => a - b)[Math.ceil(list.length * 0.95) - 1]!;
  const figures = (list: number[]) =>
    `median ${median(list).toFixed(1)} ms, 95th percentile ${p95(list).toFixed(1)} ms, max ${Math.max(...list).toFixed(1)} ms`;
  console.log(
    `keystrokes at 4x CPU (${times.work.length}, ${rounds} fresh pages; one frame: 16.7 ms):`,
  );
  console.log(`  input → results in the page (search and render): ${figures(times.work)}`);
  console.log(`  input → the next frame after them: ${figures(times.painted)}`);
  const slowest = times.work
    .map((ms, i) => ({ ms, query: times.queries[i] }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  console.log(`  slowest: ${slowest.map((s) => `“${s.query}” ${s.ms.toFixed(1)} ms`).join(', ')}`);
} finally {
  await browser.close();
  await server.close();
}
