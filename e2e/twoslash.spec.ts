// Type hovers in ```ts twoslash code (e2e/fixtures/packages/docs/guide.md): the compiler's
// types of the documented package, shown by CSS alone on hover, focus and tap, never cut
// off by their block, and never copied with the code.
import type { Locator, Page } from '@playwright/test';
import { clipboardText, contrastOf, expect, schemeContext, styled, test } from './fixtures';

/** The hover whose popup says `type` (its popup is its tooltip). */
const hoverOf = (page: Page, type: string) =>
  page
    .locator('.twoslash-hover[tabindex]')
    .filter({ has: page.locator('> .twoslash-popup-container', { hasText: type }) })
    .first();

/** Whether the whole popup is painted where it is: every corner of it is on top there. */
const paintedWhole = (popup: Locator) =>
  popup.evaluate((element) => {
    const r = element.getBoundingClientRect();
    // (Inside its rounded corners.)
    const corners: [number, number][] = [
      [r.left + 8, r.top + 8],
      [r.right - 8, r.top + 8],
      [r.left + 8, r.bottom - 8],
      [r.right - 8, r.bottom - 8],
    ];
    return corners.every(([x, y]) => element.contains(document.elementFromPoint(x, y)));
  });

async function openGuide(page: Page, url: string, javaScript = true) {
  await page.goto(`${url}/guide.html#types`);
  // (Without scripts, the load waited for every stylesheet: nothing marks them loaded.)
  if (javaScript) await styled(page);
}

for (const javaScript of [true, false])
  test(`a type shows on hover and on focus, with its docs${javaScript ? '' : ', without JavaScript'}`, async ({
    browser,
    packageSite,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: javaScript });
    const page = await context.newPage();
    await openGuide(page, packageSite.url, javaScript);
    const name = hoverOf(page, 'GreetingProps.name: string');
    const tooltip = page.getByRole('tooltip').filter({ hasText: 'GreetingProps.name' }).first();
    await expect(tooltip).toBeHidden();
    await name.hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText("Who is greeted: the reader's name.");
    // The package's own types, from its source.
    await expect(hoverOf(page, 'function Greeting({ name }: GreetingProps)')).toHaveCount(1);
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();

    // Keyboard: from the section's heading, the block (it scrolls), then its first name.
    await page.locator('#types > .header-anchor').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = page.locator('.twoslash-hover:focus');
    await expect(focused).toHaveAccessibleDescription(/function Greeting/);
    await expect(focused.getByRole('tooltip')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('.twoslash-hover:focus')).toHaveAccessibleDescription(
      /function Welcome/,
    );
    await context.close();
  });

test('a popup is never cut off by its block, even beside a block of one line', async ({
  browser,
  packageSite,
}) => {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await openGuide(page, packageSite.url);
    // (A block's text has its popups' before its code's.)
    const block = page.locator('pre.twoslash').filter({ hasText: 'hello' });
    const hover = block.locator('.twoslash-hover[tabindex]').filter({ hasText: /Greeting$/ });
    await hover.hover();
    const popup = hover.getByRole('tooltip');
    await expect(popup).toBeVisible();
    const pre = (await block.boundingBox())!;
    const box = (await popup.boundingBox())!;
    // Taller than the one line's block: it must paint outside the <pre>'s scrolling box.
    expect(box.height, `${width} px`).toBeGreaterThan(pre.height / 2);
    expect(box.y + box.height > pre.y + pre.height || box.y < pre.y, `${width} px`).toBe(true);
    expect(await paintedWhole(popup), `${width} px`).toBe(true);
    // Within the screen's width.
    expect(box.x, `${width} px`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
    await context.close();
  }
});

test('on a phone, a tap on a name shows its type', async ({ browser, packageSite }) => {
  test.skip(
    browser.browserType().name() === 'firefox',
    'Playwright emulates no touch screen in Firefox (isMobile)',
  );
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await openGuide(page, packageSite.url);
  const name = hoverOf(page, 'GreetingProps.name: string');
  await name.tap();
  const popup = name.getByRole('tooltip');
  await expect(popup).toBeVisible();
  expect(await paintedWhole(popup)).toBe(true);
  const box = (await popup.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await context.close();
});

test('`// ^?` shows a type under its line, and an expected error its message', async ({
  page,
  packageSite,
}) => {
  await openGuide(page, packageSite.url);
  const block = page.locator('pre.twoslash').filter({ hasText: 'GREETING_VERSION' });
  await expect(block.locator('.twoslash-query-line')).toBeVisible();
  await expect(block.locator('.twoslash-query-line')).toHaveText(/const version: "0\.3\.0"/);
  await expect(block.locator('.twoslash-error-line')).toHaveText(
    "Type 'string' is not assignable to type 'number'.",
  );
  await expect(block.locator('.twoslash-error')).toHaveText('count');
});

test('the copy button copies the code alone: no types, queries or errors', async ({
  page,
  packageSite,
}) => {
  await openGuide(page, packageSite.url);
  const block = page.locator('.code-block').filter({ hasText: 'GREETING_VERSION' });
  await block.getByRole('button', { name: 'Copy code' }).click();
  await expect(block.getByRole('status')).toHaveText('Copied!');
  expect(await clipboardText(page)).toBe(
    [
      "import { GREETING_VERSION } from '@fixture/greeting';",
      '',
      'const version = GREETING_VERSION;',
      'const count: number = version;',
    ].join('\n'),
  );
});

test('popups are readable in both schemes: the docs’ text on the code’s background', async ({
  browser,
  packageSite,
}) => {
  for (const scheme of ['light', 'dark'] as const) {
    const context = await schemeContext(browser, scheme);
    const page = await context.newPage();
    await openGuide(page, packageSite.url);
    const name = hoverOf(page, 'GreetingProps.name: string');
    await name.hover();
    const docs = name.locator('.twoslash-popup-docs');
    await expect(docs).toBeVisible();
    const contrast = await contrastOf(docs, '.twoslash-popup-container');
    expect(contrast, scheme).toBeGreaterThanOrEqual(4.5);
    await context.close();
  }
});

test('the docs: where a reader first meets <LazyLoad>, its props’ types and docs', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/v1/#usage`);
  await styled(page);
  const placeholder = hoverOf(page, 'LazyLoadProps.placeholder');
  await placeholder.hover();
  const popup = placeholder.getByRole('tooltip');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('React.ReactNode');
  await expect(popup).toContainText('Rendered until the element comes into view');
  // (Its line is a marked one, {5-7}: the popup still paints outside the <pre>.)
  expect(await paintedWhole(popup)).toBe(true);
  // The import and the opening tag: the closing tag repeats no popup.
  await expect(
    page.locator('.twoslash-popup-container').filter({ hasText: /^const LazyLoad:/ }),
  ).toHaveCount(2);
});
