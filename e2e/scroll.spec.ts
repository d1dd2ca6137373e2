import type { Page } from '@playwright/test';
import { expect, historyLength, hydrated, scrollToY, test, shownOutline } from './fixtures';

/**
 * Waits until heading `id` rests just below the fixed navbar (scroll-margin-top: the
 * navbar's height and 1 rem, give or take the pixel a fractional layout rounds to).
 * Scrolls are smooth: the wait lasts until it settles.
 */
async function expectLanded(page: Page, id: string): Promise<void> {
  await expect
    .poll(async () => {
      const below = await page.evaluate((heading) => {
        const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
        return document.getElementById(heading)!.getBoundingClientRect().top - navbar;
      }, id);
      return Math.abs(below - 16) <= 1 ? 16 : below;
    })
    .toBe(16);
}

/** Records every position the page scrolls through (run in the page: as it loads, or before a move). */
function recordScrolls(): void {
  const seen: number[] = [];
  Object.assign(window, { seen });
  addEventListener('scroll', () => seen.push(Math.round(scrollY)), {
    capture: true,
    passive: true,
  });
}

/** The recorded positions more than 100 px from `y`: a glide there passes through many. */
const passedFar = (page: Page, y: number) =>
  page.evaluate(
    (to) => (window as unknown as { seen: number[] }).seen.filter((s) => Math.abs(s - to) > 100),
    y,
  );

const tocLink = (page: Page, name: string) =>
  shownOutline(page).getByRole('link', { name, exact: true });

for (const path of ['/v1/#api', '/v1/#browser']) {
  const id = path.split('#')[1]!;
  test(`a deep link lands its heading just below the navbar: ${path}, before and after the app hydrates`, async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${site.url}${path}`);
    await expectLanded(page, id);
    await hydrated(page);
    await expectLanded(page, id);
  });

  test(`a deep link lands its heading just below the navbar: ${path}, without JavaScript`, async ({
    noScriptPage: page,
    site,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.url}${path}`);
    await expectLanded(page, id);
  });
}

test('a deep link jumps to its heading at once, not through the page; later jumps glide', async ({
  page,
  site,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Where the heading is in the viewport at every scroll on its way: what the reader sees.
  // (Not the scroll position: as the sections above it render, the browser moves the
  // page by as much as they grow, the heading staying where it is.)
  await page.addInitScript(() => {
    const seen: number[] = [];
    Object.assign(window, { seen });
    addEventListener(
      'scroll',
      () => seen.push(Math.round(document.getElementById('api')!.getBoundingClientRect().top)),
      { capture: true, passive: true },
    );
  });
  await page.goto(`${site.url}/v1/#api`);
  await expectLanded(page, 'api');
  const landed = await page.evaluate(() =>
    Math.round(document.getElementById('api')!.getBoundingClientRect().top),
  );
  // A smooth scroll from the top passes through the thousands of pixels above it, dozens
  // of positions. (One jump at most: Firefox lands first by the page's first styles, and
  // the boot script puts it right once the rest have arrived: runtime/deep-link.ts.)
  expect((await passedFar(page, landed)).length).toBeLessThanOrEqual(1);
  await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'smooth');
});

test('a TOC jump, then Back, restores where the reader was', async ({ page, site }) => {
  await page.goto(`${site.url}/v1/`);
  await hydrated(page);
  await scrollToY(page, 300);
  const link = tocLink(page, 'API');
  // Where the reader is when clicking, read as the click happens: the click may first
  // bring the link into view (Firefox's driver scrolls for a sticky outline's link even
  // when it is in view).
  await page.evaluate(() =>
    addEventListener('click', () => Object.assign(window, { clickedAt: Math.round(scrollY) }), {
      capture: true,
      once: true,
    }),
  );
  const entries = await historyLength(page);
  await link.click();
  await expect(page).toHaveURL(/\/v1\/#api$/);
  const left = await page.evaluate(() => (window as unknown as { clickedAt: number }).clickedAt);
  expect(left).toBeGreaterThanOrEqual(300);
  await expectLanded(page, 'api');
  expect(await historyLength(page)).toBe(entries + 1);
  // (Firefox's driver waits for a load that a same-document Back never fires, and may
  // report the URL late: Back and the URL from the page itself.)
  // Every position Back passes through on its way.
  await page.evaluate(recordScrolls);
  await page.evaluate(() => history.back());
  await expect.poll(() => page.evaluate(() => location.href)).toBe(`${site.url}/v1/`);
  await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(left);
  // At once, as browsers restore: not a glide back through the page.
  expect(await passedFar(page, left)).toEqual([]);
  // The reader's next jump glides again.
  await page.mouse.move(5, 5);
  await page.mouse.down();
  await page.mouse.up();
  await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'smooth');
});

test('every Back returns where its jump left from, however many jumps came before', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/v1/`);
  await hydrated(page);
  for (const [from, name, id] of [
    [300, 'API', 'api'],
    [1200, 'Examples', 'examples'],
    [2000, 'Browser', 'browser'],
  ] as const) {
    await scrollToY(page, from);
    // Pressed, not clicked: a driver's click may scroll the page first (Firefox).
    const link = tocLink(page, name);
    await link.focus();
    const left = await page.evaluate(() => Math.round(scrollY));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/v1/#${id}$`));
    await expectLanded(page, id);
    await page.evaluate(() => history.back());
    await expect.poll(() => page.evaluate(() => location.href)).toBe(`${site.url}/v1/`);
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(left);
  }
});

test('after a jump far down a phone page, a heading link then Back returns the reader to what they were reading', async ({
  page,
  site,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${site.url}/v1/`);
  await hydrated(page);
  // Far down at once: the sections jumped over were never rendered, and keep their
  // estimated heights until the page lays out whole (on the first navigation).
  const top = (id: string) =>
    page.evaluate((heading) => document.getElementById(heading)!.getBoundingClientRect().top, id);
  await scrollToY(page, (await top('api')) - 300);
  // Where the reader is when clicking (the click may first bring the link into view).
  const link = page.locator('#api .header-anchor');
  await link.scrollIntoViewIfNeeded();
  const reading = Math.round(await top('api'));
  expect(reading).toBeGreaterThan(200);
  await link.click();
  await expect(page).toHaveURL(/\/v1\/#api$/);
  await expectLanded(page, 'api');
  await page.evaluate(() => history.back());
  await expect.poll(() => page.evaluate(() => location.href)).toBe(`${site.url}/v1/`);
  await expect.poll(async () => Math.round(await top('api'))).toBe(reading);
});

test('clicking the same TOC link again jumps again, with no new history entry', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/v1/`);
  await hydrated(page);
  await tocLink(page, 'Browser').click();
  await expectLanded(page, 'browser');
  const entries = await historyLength(page);
  await scrollToY(page, 0);
  await tocLink(page, 'Browser').click();
  await expectLanded(page, 'browser');
  expect(await historyLength(page)).toBe(entries);
});
