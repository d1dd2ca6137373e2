import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { codeMeasured, expect, hydrated, schemeContext, styled, test } from './fixtures';
import { COPY_BUTTON_OFFSET_PX } from '../site/src/shared/copy-button';
import { layoutProblems } from './page-geometry';

/** The widths a reader's screen has: a phone, a tablet upright and flat, laptops, a desktop. */
const WIDTHS = [390, 768, 1024, 1280, 1440, 1920];

/**
 * Scrolls each demo into view and waits until it runs its own component (its server
 * rendering, or a loading line, gone): every demo rendered, as a reader who read the
 * page through sees it. Then back to the top.
 */
async function renderEveryDemo(page: Page): Promise<void> {
  const demos = page.locator('section.demo');
  const count = await demos.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i++) {
    const demo = demos.nth(i);
    await demo.scrollIntoViewIfNeeded();
    await expect(demo.locator('.demo-live :is(.demo-prerendered, .demo-status)')).toHaveCount(0);
  }
  // The examples' content fades in as it reveals: measured once it has.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

for (const width of WIDTHS) {
  test(`at ${width} px /v1/ is laid out on one grid: one outline, one gutter, nothing over code`, async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/v1/`);
    await styled(page);
    // Before the app, as a reader without JavaScript sees it…
    expect(await page.evaluate(layoutProblems)).toEqual([]);
    // …with every demo rendered, and with every demo's code shown.
    await codeMeasured(page);
    await renderEveryDemo(page);
    expect(await page.evaluate(layoutProblems)).toEqual([]);
    const closed = page.locator('button.demo-toggle[aria-expanded="false"]');
    const toggles = await closed.count();
    expect(toggles).toBeGreaterThan(2);
    for (let left = toggles; left > 0; left--) {
      await closed.first().click();
      await expect(closed).toHaveCount(left - 1);
    }
    expect(await page.evaluate(layoutProblems)).toEqual([]);
  });
}

test('the text and "On this page" are centred together, the text at a readable measure', async ({
  page,
  site,
}) => {
  for (const width of [1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/v1/`);
    await styled(page);
    const { left, right, measure } = await page.evaluate(() => {
      const content = document.querySelector('.content')!;
      const text = content.querySelector('p:not(:empty)')!;
      const outline = document.querySelector('.outline')!.getBoundingClientRect();
      const style = getComputedStyle(text);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const average = context.measureText('the quick brown fox jumps over a lazy dog').width / 41;
      return {
        left: content.getBoundingClientRect().left,
        right: document.documentElement.clientWidth - outline.right,
        measure: text.getBoundingClientRect().width / average,
      };
    });
    // As much room left of the text as right of the outline (within a pixel's rounding).
    expect(Math.abs(left - right), `at ${width} px`).toBeLessThanOrEqual(1);
    expect(measure, `at ${width} px`).toBeGreaterThanOrEqual(65);
    expect(measure, `at ${width} px`).toBeLessThanOrEqual(90);
  }
});

for (const width of [390, 1280]) {
  test(`at ${width} px every copy button sits ${COPY_BUTTON_OFFSET_PX} px in from its block's top right corner`, async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/v1/`);
    await codeMeasured(page);
    const offsets = await page.evaluate(() =>
      [...document.querySelectorAll('.copy-button')]
        // (Those shown: a package manager's tab not chosen hides its block.)
        .filter((button) => button.getClientRects().length > 0)
        .map((button) => {
          // A block's top: its title bar's or its code's. A demo's buttons are its code's:
          // each part's (the module, its CSS) at that part's top.
          const own = button.getBoundingClientRect();
          const block =
            button.closest('.code-block') ??
            [...button.closest('.demo-code')!.querySelectorAll('.code-block')]
              .filter((part) => part.getBoundingClientRect().top <= own.top)
              .at(-1)!;
          const edges = block.getBoundingClientRect();
          return [
            Math.round((edges.right - own.right) * 10) / 10,
            Math.round((own.top - edges.top) * 10) / 10,
          ];
        }),
    );
    expect(offsets.length).toBeGreaterThan(10);
    for (const offset of offsets)
      expect(offset).toEqual([COPY_BUTTON_OFFSET_PX, COPY_BUTTON_OFFSET_PX]);
  });
}

for (const width of [390, 1024, 1280, 1920]) {
  test(`at ${width} px a site with a sidebar keeps the same grid: one outline, one gutter`, async ({
    page,
    bookSite,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${bookSite.url}/guide/usage.html`);
    await hydrated(page);
    expect(await page.evaluate(layoutProblems)).toEqual([]);
    // The outline is shown in one place or the other, never in neither.
    const shown = await page.evaluate(
      () =>
        document.querySelectorAll('.outline, .table-of-contents').length > 0 &&
        [...document.querySelectorAll('.outline, .table-of-contents')].some(
          (list) => list.getClientRects().length > 0,
        ),
    );
    expect(shown).toBe(true);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`/v1/ with every demo rendered has no serious accessibility finding (${device}, ${colorScheme})`, async ({
      browser,
      site,
    }) => {
      const context = await schemeContext(browser, colorScheme, { viewport });
      const page = await context.newPage();
      await page.goto(`${site.url}/v1/`);
      await hydrated(page);
      await renderEveryDemo(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      await context.close();
    });
  }
}

test('every icon is drawn by its class at its size, from the page’s styles: no icon is a request', async ({
  page,
  site,
  bookSite,
}) => {
  const images: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (/favicon/.test(url)) return;
    if (/\.svg(\?|#|$)/.test(url) || r.resourceType() === 'image') images.push(url);
  });
  // The docs, their not-found page, and a page with a sidebar, a nav group and search.
  for (const path of ['/v1/', '/missing', '/guide/usage.html']) {
    const url = path.startsWith('/guide/') ? bookSite.url : site.url;
    await page.goto(`${url}${path}`);
    await styled(page);
    await page.locator('head > link[rel=stylesheet][data-loaded]').waitFor({ state: 'attached' });
    const icons = await page.locator('.icon').evaluateAll((elements) =>
      elements.map((e) => {
        const style = getComputedStyle(e);
        return {
          name: [...e.classList].find((c) => c.startsWith('icon-')),
          mask: style.maskImage,
          width: style.width,
          height: style.height,
          color: style.backgroundColor === style.color,
          inside: e.childNodes.length,
        };
      }),
    );
    expect(icons.length, path).toBeGreaterThan(path === '/v1/' ? 30 : 2);
    for (const icon of icons) {
      expect(icon.mask, `${path} ${icon.name}`).toMatch(/^url\("data:image\/svg\+xml,/);
      expect(icon.width, `${path} ${icon.name}`).toMatch(/^(1[2-9]|2[0-4])px$/);
      expect(icon.height, `${path} ${icon.name}`).toBe(icon.width);
      // In the text's colour, an empty box: nothing for assistive technology.
      expect(icon.color, `${path} ${icon.name}`).toBe(true);
      expect(icon.inside, `${path} ${icon.name}`).toBe(0);
    }
  }
  expect(images).toEqual([]);
});
