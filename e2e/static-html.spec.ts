import type { Page } from '@playwright/test';
import { countDocumentRequests, expect, hydrated, test } from './fixtures';

// A page's static HTML (everything but its components) costs no JavaScript on a first
// visit: hydration keeps the server's nodes; a navigation fetches it as a chunk.

const STATIC_CHUNK = /\/assets\/js\/[\w-]+\.static\.[\w-]+\.js$/;

function staticChunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (STATIC_CHUNK.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test('a first visit hydrates without downloading its static HTML, and keeps its nodes', async ({
  page,
  site,
  consoleProblems,
}) => {
  const requested = staticChunkRequests(page);
  await page.goto(`${site.url}/v1/`);
  const parts = page.locator('[data-static]');
  expect(await parts.count()).toBeGreaterThan(5);
  const before = await parts.evaluateAll((all) =>
    all.map((part) => {
      // A mark on the server's own nodes: a re-created node would not carry it.
      (part.firstElementChild as Element & { kept?: boolean }).kept = true;
      return part.innerHTML;
    }),
  );
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(
    await parts.evaluateAll((all) =>
      all.map((part) => (part.firstElementChild as Element & { kept?: boolean }).kept === true),
    ),
  ).toEqual(before.map(() => true));
  expect(await parts.evaluateAll((all) => all.map((part) => part.innerHTML))).toEqual(before);
  expect(requested).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test('a navigation renders the new page from its static HTML chunk; Back renders the first again', async ({
  page,
  fixtureSite,
  consoleProblems,
}) => {
  const requested = staticChunkRequests(page);
  await page.goto(fixtureSite.url);
  await hydrated(page);
  const documents = countDocumentRequests(page);
  await page.getByRole('link', { name: 'guide', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Part 1' })).toBeVisible();
  expect(requested).toHaveLength(1);
  expect(requested[0]).toMatch(/\/guide\.static\./);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Section 1' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fixture home' })).toBeVisible();
  expect(requested).toHaveLength(2);
  expect(documents.count()).toBe(0);
  expect(consoleProblems).toEqual([]);
});

test('a link in static HTML opened with a modifier key is left to the browser', async ({
  page,
  context,
  fixtureSite,
}) => {
  await page.goto(fixtureSite.url);
  await hydrated(page);
  const link = page.locator('[data-static] a', { hasText: 'guide' }).first();
  // Whether the app took the click: a listener after the app's reads the event's fate.
  await page.evaluate(() =>
    window.addEventListener('click', (event) => {
      document.documentElement.dataset.clickPrevented = String(event.defaultPrevented);
    }),
  );
  const tab = context.waitForEvent('page');
  await link.click({ modifiers: ['ControlOrMeta'] });
  await expect(page.locator('html')).toHaveAttribute('data-click-prevented', 'false');
  // The browser opens a tab (a background tab's URL is not read: Firefox's driver may
  // report it as about:blank until it is shown), and this page stays where it is.
  await tab;
  await expect(page).toHaveURL(`${fixtureSite.url}/`);
  await expect(page.getByRole('heading', { name: 'Fixture home' })).toBeVisible();
});

test('after load, the sections a first paint skipped render one by one while idle, without the app, and nothing moves', async ({
  page,
  site,
}) => {
  // The app never starts (a demo near the top would start it): what renders the
  // sections is the boot script alone.
  await page.route(/\/assets\/js\/(app|site)\./, (route) => route.abort());
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${site.url}/v1/`);
  const sections = page.locator('.static-section');
  expect(await sections.count()).toBeGreaterThan(5);
  // Where every block on screen is (the reader, who has not scrolled, is at the top).
  const onScreen = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('.content :is(h1, h2, h3, p, pre, table, section.demo)')]
        .map((e) => e.getBoundingClientRect().top)
        .filter((top) => top < innerHeight),
    );
  const before = await onScreen();
  await expect
    .poll(() =>
      sections.evaluateAll((all) =>
        all.every(
          (s) =>
            s.hasAttribute('data-rendered') &&
            s.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
        ),
      ),
    )
    .toBe(true);
  expect(await onScreen()).toEqual(before);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
});

test.describe('before the app runs', () => {
  // As for a reader without JavaScript: no boot script, so nothing renders the sections
  // (it would after load, and the app as it starts, see styles.css) but the browser.
  // (Firefox's driver ignores javaScriptEnabled: the script is kept from loading instead.)
  test.beforeEach(async ({ page }) => {
    await page.route(/\/assets\/js\/boot\./, (route) => route.abort());
  });

  test('code blocks off screen are not laid out, yet keep their exact height: nothing moves as they render', async ({
    page,
    site,
  }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${site.url}/v1/`);
      // (The code a package-manager tab hides is not laid out at all.)
      const blocks = page.locator('pre.shiki').filter({ visible: true });
      const count = await blocks.count();
      expect(count).toBeGreaterThan(5);
      const last = blocks.last();
      // Far below the fold, the last block is skipped (its tokens have no layout yet).
      const rendered = () =>
        last.evaluate((pre) =>
          pre.querySelector('span.line')!.checkVisibility({ contentVisibilityAuto: true }),
        );
      expect(await rendered()).toBe(false);
      const before = await blocks.evaluateAll((all) =>
        all.map((b) => (b as HTMLElement).offsetHeight),
      );
      for (let i = 0; i < count; i++) await blocks.nth(i).scrollIntoViewIfNeeded();
      // It renders at the next frame after coming near the viewport.
      await expect.poll(rendered).toBe(true);
      expect(
        await blocks.evaluateAll((all) => all.map((b) => (b as HTMLElement).offsetHeight)),
      ).toEqual(before);
    }
  });

  test('sections below the fold render only as the reader nears them, and lay out as the page always did', async ({
    page,
    site,
  }) => {
    // Where every block of the page is, once all of it has rendered.
    const layout = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.content :is(h2, h3, p, pre, table, section.demo)')].map(
          (e) => Math.round(e.getBoundingClientRect().top + scrollY),
        ),
      );
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${site.url}/v1/`);
      const sections = page.locator('.static-section');
      expect(await sections.count()).toBeGreaterThan(5);
      // The last section, far below the fold, is skipped; its estimated height is kept.
      const last = sections.last();
      expect(
        await last.evaluate((s) =>
          s.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
        ),
      ).toBe(false);
      expect(await last.evaluate((s) => getComputedStyle(s).containIntrinsicHeight)).toMatch(
        /^auto \d+px$/,
      );
      // Scrolled to, it renders.
      await last.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          last.evaluate((s) =>
            s.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
          ),
        )
        .toBe(true);
      // Every section rendered: contained as content-visibility: auto contains a section
      // near the viewport, without its estimated size…
      const force = (css: string) =>
        page.evaluate((text) => {
          document.getElementById('forced')?.remove();
          const style = Object.assign(document.createElement('style'), {
            id: 'forced',
            textContent: text,
          });
          document.head.append(style);
        }, css);
      await force(
        '.static-section { content-visibility: visible !important; contain: layout paint style !important }',
      );
      const rendered = await layout();
      // …lay out as they do once the app runs (every part rendered, in the same box)…
      await force('');
      await page.evaluate(() => (document.documentElement.dataset.hydrated = 'true'));
      expect(
        await page
          .locator('.static-section')
          .first()
          .evaluate((s) => [getComputedStyle(s).display, getComputedStyle(s).contentVisibility]),
      ).toEqual(['flow-root', 'visible']);
      expect(await layout()).toEqual(rendered);
      // …and as the page's flow would with no boxes at all.
      await force('.static-section { display: contents !important }');
      expect(await layout()).toEqual(rendered);
    }
  });

  test('a URL naming a heading renders every section at once: the browser lands by the real layout', async ({
    page,
    site,
  }) => {
    const visibility = () =>
      page
        .locator('.static-section')
        .evaluateAll((all) => all.map((s) => getComputedStyle(s).contentVisibility));
    await page.goto(`${site.url}/v1/`);
    expect(await visibility()).toContain('auto');
    await page.goto(`${site.url}/v1/#api`);
    expect(new Set(await visibility())).toEqual(new Set(['visible']));
  });
});

test('showing a demo’s code restyles what changed, not the whole document', async ({
  page,
  site,
  browserName,
}) => {
  test.skip(browserName !== 'chromium', 'restyles are counted in Chromium’s trace');
  await page.goto(`${site.url}/v1/`);
  await hydrated(page);
  const cdp = await page.context().newCDPSession(page);
  const events: { name: string; ph: string; args?: { elementCount?: number } }[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as typeof events)),
  );
  const collected = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline',
    transferMode: 'ReportEvents',
  });
  const demo = page.getByRole('region', { name: 'Example 2' });
  await demo.getByRole('button', { name: 'show code' }).click();
  await expect(demo.getByRole('button', { name: 'hide code' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await cdp.send('Tracing.end');
  await collected;
  const restyled = events
    .filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'X')
    .map((e) => e.args?.elementCount ?? 0);
  const elements = await page.evaluate(() => document.querySelectorAll('*').length);
  expect(restyled.length).toBeGreaterThan(0);
  // (A :has() looking for :target in a selector of the page's sections made Chromium
  // restyle every element of the page on any node added, here 850 of 1,900.)
  expect(Math.max(...restyled)).toBeLessThan(elements / 5);
});
