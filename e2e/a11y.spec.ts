import AxeBuilder from '@axe-core/playwright';
import { expect, hydrated, schemeContext, test } from './fixtures';

for (const colorScheme of ['light', 'dark'] as const) {
  for (const path of ['/v1/', '/missing']) {
    test(`${path} has no accessibility violations (${colorScheme})`, async ({ browser, site }) => {
      const context = await schemeContext(browser, colorScheme);
      const page = await context.newPage();
      await page.goto(`${site.url}${path}`);
      // The page really is in that scheme (Firefox's driver ignores colorScheme).
      expect(
        await page.evaluate(
          (scheme) => matchMedia(`(prefers-color-scheme: ${scheme})`).matches,
          colorScheme,
        ),
      ).toBe(true);
      await hydrated(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      await context.close();
    });
  }
}

test('keyboard focus is visible on links', async ({ page, site }) => {
  await page.goto(`${site.url}/v1/`);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).toBe('solid');
});

for (const colorScheme of ['light', 'dark'] as const) {
  // The fixture of several folders: sidebar, previous/next, a nav group and search, each shown.
  test(`sidebar, nav group and search have no accessibility violations (${colorScheme})`, async ({
    browser,
    bookSite,
  }) => {
    const context = await schemeContext(browser, colorScheme);
    const page = await context.newPage();
    const violations = async (what: string) =>
      (await new AxeBuilder({ page }).analyze()).violations.map(
        (v) => `${what}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    await page.goto(`${bookSite.url}/guide/usage.html`);
    await hydrated(page);
    const found = await violations('page');
    await page.locator('.nav-wide summary', { hasText: 'More' }).click();
    found.push(...(await violations('nav group open')));
    await page.keyboard.press('Escape');
    await page.keyboard.press('ControlOrMeta+k');
    await page.keyboard.type('install');
    await expect(page.getByRole('option').first()).toBeVisible();
    found.push(...(await violations('search open')));
    expect(found).toEqual([]);
    await context.close();
  });
}
