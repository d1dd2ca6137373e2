import type { Page } from '@playwright/test';
import { LOADING_DELAY_MS } from '../site/src/shared/constants';
import { countDocumentRequests, expect, historyLength, hydrated, test } from './fixtures';

// Navigation on the multi-page fixture site (e2e/fixtures/site).

/** Makes requests for one chunk wait until `release()` is called. */
async function holdChunk(page: Page, name: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const wasRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(name, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { release, wasRequested };
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('links navigate in the app: one history entry each, titles follow', async ({
  page,
  fixtureSite,
  consoleProblems,
}) => {
  await page.goto(fixtureSite.url);
  await hydrated(page);
  const base = await historyLength(page);
  const documents = countDocumentRequests(page);
  await page.getByRole('link', { name: 'guide', exact: true }).click();
  await expect(page).toHaveURL(`${fixtureSite.url}/guide.html`);
  await expect(page).toHaveTitle('The guide | Fixture site');
  await page.getByRole('link', { name: 'Other' }).click();
  await expect(page).toHaveURL(`${fixtureSite.url}/other/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Other page');
  expect(await historyLength(page)).toBe(base + 2);
  expect(documents.count()).toBe(0);
  expect(consoleProblems).toEqual([]);
});

test('redirected navigations replace: no entry for in-between URLs', async ({
  page,
  fixtureSite,
}) => {
  await page.goto(`${fixtureSite.url}/guide.html`);
  await hydrated(page);
  const base = await historyLength(page);
  // /start → /guide (declared) → /guide.html (clean-URL rule): already here → duplicate.
  const result = await page.evaluate(() =>
    (window.siteRouter as { push(to: string): Promise<void> }).push('/start').then(
      () => 'ok',
      (error: Error) => `${error.name}: ${error.message}`,
    ),
  );
  expect(result).toBe('NavigationDuplicated: Navigating to current location is not allowed');
  await page.evaluate(() =>
    (window.siteRouter as { push(to: string): Promise<void> }).push('/other'),
  );
  await expect(page).toHaveURL(`${fixtureSite.url}/other/`);
  expect(await historyLength(page)).toBe(base + 1);
});

test('push to the current location rejects with NavigationDuplicated', async ({
  page,
  fixtureSite,
}) => {
  await page.goto(`${fixtureSite.url}/guide.html`);
  await hydrated(page);
  const error = await page.evaluate(() =>
    (window.siteRouter as { push(to: string): Promise<void> }).push('/guide.html').then(
      () => null,
      (e: Error) => ({ name: e.name, message: e.message }),
    ),
  );
  expect(error).toEqual({
    name: 'NavigationDuplicated',
    message: 'Navigating to current location is not allowed',
  });
});

test('new pages start at the top; Back restores the scroll position', async ({
  page,
  fixtureSite,
}) => {
  await page.setViewportSize({ width: 1000, height: 600 });
  await page.goto(fixtureSite.url);
  await hydrated(page);
  await page.getByRole('link', { name: 'the guide' }).scrollIntoViewIfNeeded();
  const saved = await scrollY(page);
  expect(saved).toBeGreaterThan(1000);
  await page.getByRole('link', { name: 'the guide' }).click();
  await expect(page).toHaveURL(`${fixtureSite.url}/guide.html`);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(`${fixtureSite.url}/`);
  await expect.poll(() => scrollY(page)).toBe(saved);
});

test('a link with a hash lands its heading below the navbar on the new page', async ({
  page,
  fixtureSite,
}) => {
  await page.setViewportSize({ width: 1000, height: 600 });
  await page.goto(fixtureSite.url);
  await hydrated(page);
  await page.getByRole('link', { name: 'second part' }).click();
  await expect(page).toHaveURL(`${fixtureSite.url}/guide.html#second-part`);
  const heading = page.locator('#second-part');
  const navbar = (await page.locator('.navbar').boundingBox())!;
  await expect
    .poll(async () => {
      const gap = ((await heading.boundingBox())?.y ?? -1) - (navbar.y + navbar.height);
      return gap >= 0 && gap <= 40;
    })
    .toBe(true);
});

test('the progress bar shows for a slow chunk (after 200 ms) and ends once', async ({
  page,
  fixtureSite,
}) => {
  await page.goto(fixtureSite.url);
  await hydrated(page);
  const chunk = await holdChunk(page, /\/assets\/js\/guide\.[\w-]+\.js$/);
  await page.getByRole('link', { name: 'guide', exact: true }).click();
  await chunk.wasRequested;
  await expect(page.locator('#nprogress')).toBeAttached();
  chunk.release();
  await expect(page).toHaveTitle('The guide | Fixture site');
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveClass(/nprogress-busy/);
});

test('the first slow navigation shows the bar, with no script left to fetch for it', async ({
  page,
  site,
}) => {
  // The not-found view, then its link to the docs, while the network gives no script:
  // the bar must be there already, not arrive with the chunks of the navigation.
  await page.goto(`${site.url}/no/such/page`);
  await hydrated(page);
  const scripts = await holdChunk(page, /\.js$/);
  await page.getByRole('link', { name: 'Take me home.' }).click();
  await scripts.wasRequested;
  await expect(page.locator('#nprogress')).toBeAttached();
  scripts.release();
  await expect(page).toHaveTitle(/^@lazy-load\/react \| /);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('a navigation faster than the delay shows no progress bar', async ({ page, fixtureSite }) => {
  // The page's clock stands still while the chunk is held: "fast" is decided by the
  // clock the bar's timer runs on, not by how busy the machine is.
  await page.clock.install();
  await page.goto(fixtureSite.url);
  await hydrated(page);
  await page.evaluate(() => {
    const seen: boolean[] = [];
    new MutationObserver(() => seen.push(!!document.getElementById('nprogress'))).observe(
      document.body,
      { childList: true },
    );
    (window as unknown as { barSeen: boolean[] }).barSeen = seen;
  });
  const barSeen = () =>
    page.evaluate(() => (window as unknown as { barSeen: boolean[] }).barSeen.some(Boolean));
  const chunk = await holdChunk(page, /\/assets\/js\/guide\.[\w-]+\.js$/);
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole('link', { name: 'guide', exact: true }).click();
  await chunk.wasRequested;
  await page.clock.runFor(LOADING_DELAY_MS - 1);
  chunk.release();
  await expect(page).toHaveTitle('The guide | Fixture site');
  // Long after: the bar's timer was cleared with the navigation.
  await page.clock.runFor(1000);
  expect(await barSeen()).toBe(false);
});

test('a cancelled navigation never renders, even when its chunk arrives later', async ({
  page,
  fixtureSite,
}) => {
  await page.goto(`${fixtureSite.url}/other/`);
  await hydrated(page);
  const slow = await holdChunk(page, /\/assets\/js\/guide\.[\w-]+\.js$/);
  await page.getByRole('link', { name: 'Guide' }).click();
  await slow.wasRequested;
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(`${fixtureSite.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Fixture home');
  slow.release();
  // Wait for the late chunk to be used by anything that still wanted it, then check.
  await page.waitForResponse(/\/assets\/js\/guide\./);
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  await expect(page).toHaveURL(`${fixtureSite.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Fixture home');
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('a failed chunk is logged and the reader gets one full load of the target', async ({
  page,
  fixtureSite,
  consoleProblems: errors,
}) => {
  await page.goto(fixtureSite.url);
  await hydrated(page);
  let aborted = 0;
  await page.route(/\/assets\/js\/guide\.[\w-]+\.js$/, (route) => {
    aborted++;
    return route.abort();
  });
  const documents = countDocumentRequests(page);
  await page.getByRole('link', { name: 'guide', exact: true }).click();
  await expect(page).toHaveURL(`${fixtureSite.url}/guide.html`);
  // The full load of the target shows its prerendered content even though the chunk stays broken.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Guide heading');
  await expect.poll(() => documents.count()).toBe(1);
  expect(
    errors.some((e) =>
      e.startsWith('Failed to resolve async component guide.md: Loading chunk guide.md failed'),
    ),
  ).toBe(true);
  expect(aborted).toBeGreaterThanOrEqual(1);
});

test('a chunk that never answers fails with type timeout; the page stays usable', async ({
  page,
  fixtureSite,
  consoleProblems: errors,
}) => {
  await page.goto(fixtureSite.url);
  await hydrated(page);
  // Shortened once the app runs: its own chunks, on a busy machine, may take longer.
  await page.evaluate(() => {
    (globalThis as Record<string, unknown>).__SITE_CHUNK_TIMEOUT_MS__ = 500;
  });
  await page.route(/\/assets\/js\/guide\.[\w-]+\.js$/, () => {
    /* never answers */
  });
  await page.getByRole('link', { name: 'guide', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Guide heading');
  await expect
    .poll(() => errors.some((e) => /Loading chunk guide\.md failed\.\n\(timeout\)/.test(e)))
    .toBe(true);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('an error in the setup hook is logged and the app still starts', async ({
  page,
  fixtureSite,
  browserName,
  consoleProblems: errors,
}) => {
  await page.goto(`${fixtureSite.url}/?setup-error`);
  await hydrated(page);
  await expect
    .poll(() => errors.some((e) => e.startsWith('Error in the setup hook (docs/setup.ts):')))
    .toBe(true);
  // Firefox's driver gives the logged Error as just "Error"; Chromium gives its message.
  if (browserName === 'chromium')
    expect(errors.some((e) => e.includes('setup failed on purpose'))).toBe(true);
  const documents = countDocumentRequests(page);
  await page.getByRole('link', { name: 'guide', exact: true }).click();
  await expect(page).toHaveURL(`${fixtureSite.url}/guide.html`);
  expect(documents.count()).toBe(0);
});
