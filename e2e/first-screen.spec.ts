import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A page inlines the styles its first screen needs and links the rest after its first
// paint (site/src/node/first-screen-css.ts, site/src/shared/rest-styles.ts). What the
// reader sees first must be whole before that sheet arrives: the first screen, painted
// while the sheet is held, is the same box for box and colour for colour as with every
// style, at a phone's width and a desktop's.

const LINKED = /\/assets\/css\/rest\.[\w-]+\.css$/;

/** What the reader sees of each element in the viewport: its box and how it is painted. */
function firstScreen(page: Page) {
  return page.evaluate(() => {
    const seen: Record<string, string> = {};
    const elements = document.querySelectorAll('#app *');
    elements.forEach((element, index) => {
      const box = element.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= innerHeight || box.width === 0) return;
      // Its part in the viewport (the page below may be longer or shorter meanwhile).
      const top = Math.max(box.top, 0);
      const bottom = Math.min(box.bottom, innerHeight);
      const style = getComputedStyle(element);
      seen[`${index} ${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`] = [
        [box.x, top, box.width, bottom - top].map(Math.round).join(','),
        style.display,
        style.visibility,
        style.color,
        style.backgroundColor,
        style.font,
        style.borderTopWidth,
        style.borderLeftWidth,
      ].join(' ');
    });
    return seen;
  });
}

async function look(browser: Browser, url: string, width: number, hold: boolean) {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  const page = await context.newPage();
  let linked = 0;
  // Held for good: the page stays as it is first painted.
  if (hold)
    await page.route(LINKED, () => {
      linked++;
    });
  // (Held, the sheet holds the load event in Firefox: it was linked before it.)
  await page.goto(url, { waitUntil: hold ? 'domcontentloaded' : 'load' });
  // Linked by the boot script once the first frame is painted; loaded, unless held.
  const rest = page.locator(`head > link[rel=stylesheet]${hold ? '' : '[data-loaded]'}`);
  await expect(rest).toBeAttached();
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const seen = await firstScreen(page);
  if (hold) expect(linked, 'the linked stylesheet was requested').toBe(1);
  await context.close();
  return seen;
}

for (const route of ['/v1/', '/missing']) {
  for (const width of [390, 1280]) {
    test(`${route} at ${width} px: the first screen is whole before the linked styles arrive`, async ({
      browser,
      site,
    }) => {
      const whole = await look(browser, `${site.url}${route}`, width, false);
      const first = await look(browser, `${site.url}${route}`, width, true);
      expect(Object.keys(whole).length).toBeGreaterThan(10);
      expect(first).toEqual(whole);
    });
  }
}

test('a page has its styles inline in its head; the rest come after its first paint, after them', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/v1/`);
  await page.locator('head > link[rel=stylesheet][data-loaded]').waitFor({ state: 'attached' });
  const order = await page.evaluate(() => {
    const rest = document.querySelector<HTMLLinkElement>('link[rel=stylesheet]')!;
    const [fcp] = performance.getEntriesByName('first-contentful-paint');
    const [fetched] = performance.getEntriesByName(rest.href);
    return {
      styles: [...document.querySelectorAll('style, link[rel=stylesheet]')].map(
        (e) => `${e.parentElement!.tagName} ${e.tagName}`,
      ),
      named: document.documentElement.dataset.restStyles === new URL(rest.href).pathname,
      // Asked for once the first paint was made: nothing stood before it.
      afterPaint: fcp !== undefined && fetched !== undefined && fetched.startTime >= fcp.startTime,
    };
  });
  expect(order).toEqual({
    styles: ['HEAD STYLE', 'HEAD LINK'],
    named: true,
    afterPaint: true,
  });
});

for (const [how, open] of [
  ['a deep link', (page: Page, url: string) => page.goto(`${url}/v1/#api`)],
  [
    'a reload',
    async (page: Page, url: string) => {
      await page.goto(`${url}/v1/`);
      await page.reload();
    },
  ],
] as const)
  test(`on ${how}, the rest of the styles are linked before the first paint, after the inline ones`, async ({
    page,
    site,
  }) => {
    await open(page, site.url);
    const rest = page.locator('head > link[rel=stylesheet][data-loaded]');
    await rest.waitFor({ state: 'attached' });
    const seen = await page.evaluate(() => {
      const link = document.querySelector<HTMLLinkElement>('link[rel=stylesheet]')!;
      const [fcp] = performance.getEntriesByName('first-contentful-paint');
      const [fetched] = performance.getEntriesByName(link.href);
      return {
        // Right after the inline styles, and the head script that linked it.
        before: link.previousElementSibling?.tagName,
        // Fetched before the page was painted (an entry of a cached sheet starts at once).
        beforePaint:
          fcp === undefined || fetched === undefined || fetched.startTime < fcp.startTime,
      };
    });
    expect(seen).toEqual({ before: 'SCRIPT', beforePaint: true });
  });

test('without JavaScript, the rest of the styles are linked by the page itself', async ({
  noScriptPage: page,
  site,
}) => {
  const rest = page.waitForResponse(LINKED);
  await page.goto(`${site.url}/v1/`);
  expect((await rest).status()).toBe(200);
  expect(await page.locator('link[rel=stylesheet]').evaluate((l) => l.parentElement!.tagName)).toBe(
    'NOSCRIPT',
  );
  // A rule of the rest applies (blocks.css: the API table's).
  await expect(page.locator('.api-table').first()).toHaveCSS('font-size', '14.4px');
});

test("a demo's code opened before the rest of the styles arrive shows whole once they have", async ({
  page,
  site,
}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(LINKED, async (route) => {
    await released;
    await route.continue();
  });
  // (Held, the sheet holds the load event in Firefox.)
  await page.goto(`${site.url}/v1/`, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('head > link[rel=stylesheet]')).toBeAttached();
  const block = page.getByRole('region', { name: 'Example 2' });
  await block.getByRole('button', { name: 'show code' }).click();
  const code = block.locator('.demo-code');
  await expect(code).toHaveAttribute('data-state', 'open');
  release();
  await page.locator('head > link[rel=stylesheet][data-loaded]').waitFor({ state: 'attached' });
  // Measured again by the styles that lay it out (the first measure was by the first
  // screen's alone): its height is the code's, every line shown, none cut off.
  await expect
    .poll(() => code.evaluate((el) => getComputedStyle(el).maxHeight === `${el.scrollHeight}px`))
    .toBe(true);
});
