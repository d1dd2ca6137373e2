import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const example = (page: Page, n: number) => page.getByRole('region', { name: `Example ${n}` });

for (const width of [390, 320]) {
  test(`on a ${width} px phone the copy button leaves the first line of code clear`, async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${site.url}/v1/`);
    await hydrated(page);
    for (const n of [1, 2, 3]) {
      const block = example(page, n);
      await block.scrollIntoViewIfNeeded();
      const button = (await block.getByRole('button', { name: 'Copy code' }).boundingBox())!;
      const line = (await block.locator('.demo-code .line').first().boundingBox())!;
      expect(line.y, `example ${n}`).toBeGreaterThanOrEqual(button.y + button.height);
    }
  });
}

test('the API table fits the text column, its cells read from the top', async ({ page, site }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site.url}/v1/`);
  const column = await page.locator('.content').evaluate((content) => {
    const box = content.getBoundingClientRect();
    const style = getComputedStyle(content);
    return {
      left: box.left + parseFloat(style.paddingLeft),
      right: box.right - parseFloat(style.paddingRight),
    };
  });
  const table = (await page.locator('table.api-table').boundingBox())!;
  expect(table.x).toBeGreaterThanOrEqual(column.left - 0.5);
  expect(table.x + table.width).toBeLessThanOrEqual(column.right + 0.5);
  const aligns = await page
    .locator('table.api-table td')
    .evaluateAll((cells) => [...new Set(cells.map((c) => getComputedStyle(c).verticalAlign))]);
  expect(aligns).toEqual(['top']);
});

test('in Edit mode the code is all there, and no control claims to show or hide it', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/v1/`);
  await hydrated(page);
  const block = example(page, 2);
  const toggle = block.getByRole('button', { name: /^(show|hide) code$/ });
  await expect(toggle).toHaveCount(1);
  await block.getByRole('button', { name: 'Edit' }).click();
  await expect(block.getByRole('textbox', { name: 'Code of example 2' })).toBeVisible();
  await expect(toggle).toHaveCount(0);
  const code = block.locator('.demo-code');
  await expect
    .poll(() => code.evaluate((c) => c.getBoundingClientRect().height >= c.scrollHeight - 1))
    .toBe(true);
});

test('collapsed code is no tab stop; shown, it is one, with a visible focus ring', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/v1/`);
  await hydrated(page);
  const block = example(page, 2);
  const parts = block.locator('.demo-code pre');
  const tabIndexes = () => parts.evaluateAll((all) => all.map((p) => p.getAttribute('tabindex')));
  expect(await parts.count()).toBeGreaterThan(1);
  await expect.poll(tabIndexes).toEqual(['-1', '-1']);
  const toggle = block.getByRole('button', { name: 'show code' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect.poll(tabIndexes).toEqual(['0', '0']);
  // Tab from the toggle reaches the code after the bar's other controls.
  const first = parts.first();
  for (let i = 0; i < 10 && !(await first.evaluate((p) => p === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  expect(await first.evaluate((p) => getComputedStyle(p).outlineStyle)).not.toBe('none');
});
