import { expect, historyLength, hydrated, scrollToY, test, shownOutline } from './fixtures';
import { LIBRARY_VERSION } from './library-version';

const SITE_TITLE = `@lazy-load/react (${LIBRARY_VERSION})`;

test.describe('routes of the real site', () => {
  test('/v1/ is the readme page, titled "<page> | <site>"', async ({
    page,
    site,
    consoleProblems,
  }) => {
    const response = await page.goto(`${site.url}/v1/`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`@lazy-load/react | ${SITE_TITLE}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('@lazy-load/react');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    // The site's description is empty (the config's default); the page describes itself in frontmatter.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^A React component/,
    );
    await hydrated(page);
    expect(consoleProblems).toEqual([]);
  });

  for (const [from, status] of [
    ['/', 302],
    ['/v1', 301],
    ['/v1/index.html', 301],
  ] as const) {
    test(`${from} redirects (${status}) to /v1/ with one history entry`, async ({
      page,
      site,
      request,
    }) => {
      const head = await request.get(`${site.url}${from}`, { maxRedirects: 0 });
      expect(head.status()).toBe(status);
      expect(head.headers().location).toBe('/v1/');
      // From a page of the site: the tab's first, blank entry is replaced by the first
      // load in Firefox and kept in Chromium.
      await page.goto(`${site.url}/missing`);
      const base = await historyLength(page);
      await page.goto(`${site.url}${from}`);
      await expect(page).toHaveURL(`${site.url}/v1/`);
      await hydrated(page);
      expect(await historyLength(page)).toBe(base + 1);
    });
  }

  test('an unknown path answers 404 with the not-found view, titled with the site title', async ({
    page,
    site,
    consoleProblems,
  }) => {
    const response = await page.goto(`${site.url}/no/such/page`);
    const base = await historyLength(page);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page).toHaveTitle(SITE_TITLE);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', '');
    await hydrated(page);
    await expect(page).toHaveURL(`${site.url}/no/such/page`);
    // Home from the not-found view lands on /v1/ through the redirects, without extra entries.
    await page.getByRole('link', { name: 'Take me home.' }).click();
    await expect(page).toHaveURL(`${site.url}/v1/`);
    await expect(page).toHaveTitle(`@lazy-load/react | ${SITE_TITLE}`);
    expect(await historyLength(page)).toBe(base + 1);
    await page.goBack();
    await expect(page).toHaveURL(`${site.url}/no/such/page`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    expect(consoleProblems).toEqual([]);
  });

  test('a link to the current page adds no history entry and shows no bar', async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}/v1/`);
    await hydrated(page);
    const before = await page.evaluate(() => history.length);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'v1' }).click();
    await page.getByRole('link', { name: SITE_TITLE }).click();
    await expect(page).toHaveURL(`${site.url}/v1/`);
    expect(await page.evaluate(() => history.length)).toBe(before);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('the Code link opens the repository in a new tab, safely', async ({ page, site }) => {
    await page.goto(`${site.url}/v1/`);
    const code = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Code/ });
    await expect(code).toHaveAttribute('target', '_blank');
    await expect(code).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(code).toContainText('(opens new window)');
  });
});

test.describe('reading the page', () => {
  test('a TOC link lands its heading just below the fixed navbar', async ({ page, site }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto(`${site.url}/v1/`);
    await hydrated(page);
    const toc = shownOutline(page);
    await toc.getByRole('link', { name: 'Browser' }).click();
    await expect(page).toHaveURL(/#browser$/);
    const heading = page.locator('#browser');
    const navbar = (await page.locator('.navbar').boundingBox())!;
    // The scroll is smooth: wait until the heading settles just under the navbar.
    await expect
      .poll(async () => {
        const gap = (await heading.boundingBox())!.y - (navbar.y + navbar.height);
        return gap >= 0 && gap <= 40;
      })
      .toBe(true);
  });

  test('the TOC marks the heading the reader has scrolled to', async ({ page, site }) => {
    await page.goto(`${site.url}/v1/`);
    await hydrated(page);
    const toc = shownOutline(page);
    // Where a jump to "Usage" leaves it: just below the navbar (its scroll-margin-top).
    await page.evaluate(() =>
      document.getElementById('usage')!.scrollIntoView({ behavior: 'instant' }),
    );
    await expect(toc.locator('a[aria-current="location"]')).toHaveText('Usage');
    await scrollToY(page, (await page.evaluate(() => scrollY)) - 200);
    await expect(toc.locator('a[aria-current="location"]')).toHaveText('Installation');
    await scrollToY(page, 100_000);
    await expect(toc.locator('a[aria-current="location"]')).toHaveText('Behaviour');
  });

  test('every heading has an id and a # link; external links say they open a new tab', async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}/v1/`);
    const headings = page.locator('.content :is(h1, h2, h3)');
    const count = await headings.count();
    expect(count).toBeGreaterThan(5);
    for (let i = 0; i < count; i++) {
      const id = await headings.nth(i).getAttribute('id');
      expect(id).toBeTruthy();
      await expect(headings.nth(i).locator('a.header-anchor')).toHaveAttribute('href', `#${id}`);
    }
    const mdn = page.getByRole('link', { name: /Intersection Observer API/ });
    await expect(mdn).toHaveAttribute('target', '_blank');
    await expect(mdn).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('with JavaScript off the whole page is readable and links are plain links', async ({
    noScriptPage: page,
    site,
  }) => {
    await page.goto(`${site.url}/v1/`);
    await expect(page.getByRole('heading', { name: /Installation/ })).toBeVisible();
    await expect(page.locator('pre').first()).toContainText('npm install @lazy-load/react');
    await expect(page.getByRole('heading', { name: /API/ })).toBeAttached();
    await shownOutline(page).getByRole('link', { name: 'API' }).click();
    await expect(page).toHaveURL(/#api$/);
  });

  test('no horizontal overflow on a 390 px phone', async ({ page, site }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/v1/', '/missing']) {
      await page.goto(`${site.url}${path}`);
      await hydrated(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test('the phone menu opens and holds the nav links', async ({ page, site }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.url}/v1/`);
    const panel = page.locator('.nav-menu-panel');
    await expect(panel).toBeHidden();
    await expect(page.locator('.nav-menu summary')).toHaveAttribute('aria-label', 'Menu');
    await page.locator('.nav-menu summary').click();
    await expect(panel.getByRole('link', { name: 'v1' })).toBeVisible();
    await expect(panel.getByRole('link', { name: /Code/ })).toBeVisible();
  });

  test('hydrates with development React without any warning', async ({
    page,
    devSite,
    consoleProblems,
  }) => {
    for (const path of ['/v1/', '/missing']) {
      await page.goto(`${devSite.url}${path}`);
      await hydrated(page);
    }
    expect(consoleProblems).toEqual([]);
  });
});
