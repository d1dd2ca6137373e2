import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A page inlines the styles its first screen needs and links the rest at the end of its
// body (site/src/node/first-screen-css.ts). What the reader sees first must be whole
// before that sheet arrives: the first screen, painted while the sheet is held, is the
// same box for box and colour for colour as with every style, at a phone's width and a
// desktop's. (Scripts wait for the sheet: while it is held, none runs.)

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
  await page.goto(url, { waitUntil: hold ? 'commit' : 'load' });
  // The page's content is parsed: the link follows it.
  await expect(page.locator('body > link[rel=stylesheet]')).toBeAttached();
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

test('a page has its styles inline in its head, the rest linked at the end of its body', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/v1/`);
  const { inline, linked } = await page.evaluate(() => ({
    inline: document.querySelectorAll('head style').length,
    linked: [...document.querySelectorAll('link[rel=stylesheet]')].map(
      (l) => l.parentElement!.tagName,
    ),
  }));
  expect(inline).toBe(1);
  // At the end of the body: it holds no paint.
  expect(linked).toEqual(['BODY']);
});
