import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { STORED } from '../site/src/shared/storage';

/** Where the docs keep the pick (their config's storagePrefix). */
const COLOR_SCHEME_KEY = `lazy-load-docs:${STORED.colorScheme}`;
import { expect, hydrated, schemeContext, test } from './fixtures';

/** The page's background and the code's, in each scheme (styles.css, github-light/-dark). */
const PAINT = {
  light: { page: 'rgb(255, 255, 255)', code: 'rgb(255, 255, 255)' },
  dark: { page: 'rgb(22, 24, 29)', code: 'rgb(36, 41, 46)' },
};
const APP = /\/assets\/js\/app\.[\w-]+\.js$/;

const picker = (page: Page) => page.getByRole('combobox', { name: 'Color scheme' });

/** The body's and the first code block's backgrounds, as painted now. */
function painted(page: Page) {
  return page.evaluate(() => ({
    page: getComputedStyle(document.body).backgroundColor,
    code: getComputedStyle(document.querySelector('pre.shiki')!).backgroundColor,
  }));
}

/**
 * Records the root's colour scheme when `<body>` first exists: before anything of the
 * page is painted. A pick applied any later (by a module script) would flash the other.
 */
function recordSchemeAtFirstPaint() {
  new MutationObserver((_, observer) => {
    if (!document.body) return;
    observer.disconnect();
    Object.assign(window, {
      schemeAtFirstPaint: getComputedStyle(document.documentElement).colorScheme,
    });
  }).observe(document, { childList: true, subtree: true });
}
const schemeAtFirstPaint = (page: Page) =>
  page.evaluate(() => (window as unknown as { schemeAtFirstPaint: string }).schemeAtFirstPaint);

test("the system's scheme by default; a pick works before the app loads, is remembered, and the next visit never flashes the other", async ({
  browser,
  site,
}) => {
  const context = await schemeContext(browser, 'light');
  await context.addInitScript(recordSchemeAtFirstPaint);
  const page = await context.newPage();
  // The app never loads: the picker is the boot script's and the head script's work.
  await page.route(APP, (route) => route.abort());
  await page.goto(`${site.url}/v1/`);
  await expect(picker(page)).toHaveValue('system');
  expect(await painted(page)).toEqual(PAINT.light);

  await picker(page).selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => painted(page)).toEqual(PAINT.dark);
  expect(await page.evaluate((key) => localStorage.getItem(key), COLOR_SCHEME_KEY)).toBe('dark');

  await page.reload();
  expect(await schemeAtFirstPaint(page)).toBe('dark');
  await expect(picker(page)).toHaveValue('dark');
  expect(await painted(page)).toEqual(PAINT.dark);

  // Back to the system's: nothing remembered, nothing forced.
  await picker(page).selectOption('system');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  await expect.poll(() => painted(page)).toEqual(PAINT.light);
  await page.reload();
  expect(await schemeAtFirstPaint(page)).toBe('light dark');
  expect(await page.evaluate((key) => localStorage.getItem(key), COLOR_SCHEME_KEY)).toBeNull();
  await context.close();
});

test('a pick overrides a dark system, keeps its contrast, and the app and the editor follow it', async ({
  browser,
  site,
}) => {
  const context = await schemeContext(browser, 'dark', { viewport: { width: 1100, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${site.url}/v1/`);
  expect(await painted(page)).toEqual(PAINT.dark);
  await hydrated(page);
  await picker(page).selectOption('light');
  await expect.poll(() => painted(page)).toEqual(PAINT.light);
  const contrast = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  expect(contrast.violations).toEqual([]);

  // The live editor, opened in the picked scheme, follows a new pick while open.
  const example = page.getByRole('region', { name: 'Example 1' });
  await example.scrollIntoViewIfNeeded();
  await example.getByRole('button', { name: 'Edit' }).click();
  const editor = example.locator('.cm-editor');
  const editorBackground = () => editor.evaluate((e) => getComputedStyle(e).backgroundColor);
  await expect.poll(editorBackground).toBe(PAINT.light.code);
  const flag = await editor.getAttribute('class');
  await picker(page).selectOption('dark');
  await expect.poll(editorBackground).toBe(PAINT.dark.code);
  // CodeMirror's own dark flag (its panels, tooltips) changes with it: a theme class swaps.
  await expect(editor).not.toHaveAttribute('class', flag!);
  await context.close();
});

test('on a phone the picker is in the menu, and the title keeps the navbar', async ({
  page,
  site,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${site.url}/v1/`);
  // The whole site title shows: nothing else shares the bar but the menu button.
  const name = page.locator('.site-name');
  expect(await name.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  await expect(picker(page)).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).or(page.locator('.nav-menu summary')).click();
  await expect(picker(page)).toBeInViewport({ ratio: 1 });
  await picker(page).selectOption('dark');
  await expect.poll(() => painted(page)).toEqual(PAINT.dark);
});
