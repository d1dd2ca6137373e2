import { expect, hydrated, test } from './fixtures';

test('on wide screens "On this page" sits right of the text, stays in view, and marks where the reader is', async ({
  page,
  site,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site.url}/v1/`);
  const outline = page.getByRole('navigation', { name: 'On this page' });
  await expect(outline).toBeVisible();
  const text = await page.locator('.content').boundingBox();
  const box = await outline.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(text!.x + text!.width);
  expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
  // One outline per screen: the page's [[toc]], the same entries, is left out here.
  const toc = page.locator('nav.table-of-contents');
  await expect(toc).toBeHidden();
  expect(await outline.getByRole('link').allTextContents()).toEqual(
    await toc.locator('a').allTextContents(),
  );

  await hydrated(page);
  await outline.getByRole('link', { name: 'Examples', exact: true }).click();
  await expect(page).toHaveURL(/#examples$/);
  await expect(outline.getByRole('link', { name: 'Examples', exact: true })).toHaveAttribute(
    'aria-current',
    'location',
  );
  // Sticky: still just below the navbar, far down the page.
  const navbar = await page.locator('.navbar').boundingBox();
  const now = await outline.boundingBox();
  expect(now!.y).toBeGreaterThanOrEqual(navbar!.height - 1);
  expect(now!.y).toBeLessThan(navbar!.height + 80);
});

test('narrower screens and the not-found page have no outline', async ({ page, site }) => {
  await page.setViewportSize({ width: 1099, height: 800 });
  await page.goto(`${site.url}/v1/`);
  await expect(page.getByRole('navigation', { name: 'Table of contents' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site.url}/missing`);
  await expect(page.getByRole('navigation', { name: 'On this page' })).toHaveCount(0);
});

test('beside the outline a short page keeps the full text column', async ({
  page,
  fixtureSite,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${fixtureSite.url}/other/`);
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  const [text, footer] = await Promise.all(
    ['.content', '.page-footer'].map((s) => page.locator(s).boundingBox()),
  );
  expect(text!.width).toBe(740);
  expect(footer!.x).toBe(text!.x);
  expect(footer!.width).toBe(740);
});

// A phone, where the page's own table of contents wraps its longer entries, and a wide
// screen with "On this page" beside the text.
for (const width of [390, 1280]) {
  test(`marking where the reader is never changes the size of a list of headings (${width} px)`, async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`${site.url}/v1/`);
    await hydrated(page);
    const lists = page.locator('nav.table-of-contents, nav.outline');
    const sizes = () =>
      lists.evaluateAll((navs) => navs.map((nav) => nav.getBoundingClientRect().height));
    const unmarked = await sizes();
    const slugs = await page
      .locator('nav.table-of-contents a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)));
    for (const slug of slugs) {
      // Where a jump to the heading leaves it; the lists then mark it.
      await page.evaluate((id) => {
        document.getElementById(id)!.scrollIntoView({ behavior: 'instant' });
      }, slug);
      await expect(
        page.locator(`nav.table-of-contents a[href="#${slug}"][aria-current="location"]`),
      ).toHaveCount(1);
      expect(await sizes(), `at #${slug}`).toEqual(unmarked);
    }
  });
}
