import type { Page } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

// Deterministic budgets (bytes and request counts, never times), from budgets.json.
// A change that exceeds one fails with the figure and the budget.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
interface Figure {
  bytes: number;
  requests: number;
}
interface RouteBudget {
  jsBeforeInteraction: Figure;
  jsAfterInteraction: Figure;
  cssBytes: number;
  cssLinked: Figure;
  htmlGzip?: number;
}
const budgets = JSON.parse(readFileSync(join(ROOT, 'budgets.json'), 'utf8')) as {
  routes: Record<string, RouteBudget>;
  libraryEsmGzip: number;
};

function within(what: string, actual: number, budget: number) {
  const unit = what.includes('requests') ? '' : ' B';
  expect(actual, `${what}: ${actual}${unit}, budget ${budget}${unit}`).toBeLessThanOrEqual(budget);
}

/** Gzip bytes on the wire, per resource type, as the page loads. */
function wire(page: Page) {
  const seen: { type: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    seen.push({ type: request.resourceType(), bytes: (await request.sizes()).responseBodySize });
  });
  return (type: string): Figure => {
    const list = seen.filter((s) => s.type === type);
    return { bytes: list.reduce((n, s) => n + s.bytes, 0), requests: list.length };
  };
}

for (const [route, budget] of Object.entries(budgets.routes)) {
  test(`${route}: JavaScript and CSS within budget, before and after the first interaction`, async ({
    browser,
    site,
  }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
    const page = await context.newPage();
    const of = wire(page);
    const response = await page.goto(`${site.url}${route}`, { waitUntil: 'networkidle' });
    // The document within the first round trip on a host that compresses with gzip's
    // default level (GitHub Pages), whatever its status: with the host's headers (760 B
    // from deploy/nginx.conf), within TCP's first window of 10 packets (14,600 B).
    if (budget.htmlGzip)
      within(`${route} HTML gzip`, gzipSync(await response!.body()).length, budget.htmlGzip);
    const before = of('script');
    within(`${route} JS before interaction`, before.bytes, budget.jsBeforeInteraction.bytes);
    within(
      `${route} JS requests before interaction`,
      before.requests,
      budget.jsBeforeInteraction.requests,
    );
    // The site's styles are inlined in each page (gzip, as the page travels).
    const inlined = await page.evaluate(() =>
      [...document.querySelectorAll('style')].map((s) => s.textContent).join(''),
    );
    within(`${route} CSS inlined`, gzipSync(inlined).length, budget.cssBytes);
    // The rest, linked at the end of the body (node/first-screen-css.ts).
    const linked = of('stylesheet');
    within(`${route} CSS linked`, linked.bytes, budget.cssLinked.bytes);
    within(`${route} CSS requests`, linked.requests, budget.cssLinked.requests);

    await page.mouse.move(1, 1);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    const all = of('script');
    const after = { bytes: all.bytes - before.bytes, requests: all.requests - before.requests };
    within(`${route} JS after interaction`, after.bytes, budget.jsAfterInteraction.bytes);
    within(
      `${route} JS requests after interaction`,
      after.requests,
      budget.jsAfterInteraction.requests,
    );
    // Never fetched again, not even by the app's parts (styled twice over, it was).
    expect(of('stylesheet'), 'stylesheets fetched').toEqual(linked);
    await context.close();
  });
}

/** Telltales of a highlighter or a Markdown parser's code (not of their output, like `class="shiki"`). */
const BUILD_TIME_CODE =
  /createHighlighter|codeToHast|onig_|vscode-textmate|micromark|fromMarkdown|remarkParse|rehypeRaw/;

// These two read files only: once, in no browser (the `node` project).
test('no highlighter or Markdown code reaches the browser', { tag: '@node' }, () => {
  const dir = join(ROOT, 'dist/assets/js');
  const leaks = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .filter((f) => BUILD_TIME_CODE.test(readFileSync(join(dir, f), 'utf8')));
  expect(leaks).toEqual([]);
});

test('the library stays within its size budget', { tag: '@node' }, () => {
  const size = gzipSync(readFileSync(join(ROOT, 'packages/lazy-load/dist/lazy-load.js'))).length;
  within('@lazy-load/react ESM gzip', size, budgets.libraryEsmGzip);
});
