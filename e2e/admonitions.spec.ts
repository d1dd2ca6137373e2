import AxeBuilder from '@axe-core/playwright';
import { expect, schemeContext, styled, test } from './fixtures';

test('each admonition is a note with its title, GitHub’s alerts too; details opens from the keyboard', async ({
  page,
  fixtureSite,
}) => {
  await page.goto(`${fixtureSite.url}/other/`);
  await styled(page);
  const notes = page.getByRole('note');
  await expect(notes).toHaveCount(6);
  await expect(notes.locator('.admonition-title')).toHaveText([
    'INFO',
    'TIP',
    'Mind the margin',
    'DANGER',
    'Important',
    'Caution',
  ]);
  await expect(notes.nth(4)).toHaveClass('admonition important');
  await expect(notes.nth(4)).toContainText('A GitHub alert, as a README writes it.');
  await expect(notes.nth(2).locator('.admonition-title code')).toHaveText('margin');
  const details = page.locator('details.admonition');
  const hidden = details.getByText('Hidden until opened.');
  await expect(hidden).toBeHidden();
  await details.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(hidden).toBeVisible();
});

test('the docs carry a tip and a warning', async ({ page, site }) => {
  await page.goto(`${site.url}/v1/`);
  await styled(page);
  await expect(page.locator('.admonition.tip .admonition-title')).toHaveText(
    'One element per item in long lists',
  );
  await expect(page.locator('.admonition.warning .admonition-title')).toHaveText(
    'An as component must pass its ref on',
  );
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`admonitions have no accessibility violations, contrast included (${colorScheme})`, async ({
    browser,
    fixtureSite,
  }) => {
    const context = await schemeContext(browser, colorScheme);
    const page = await context.newPage();
    await page.goto(`${fixtureSite.url}/other/`);
    await styled(page);
    await page.locator('details.admonition summary').click();
    const { violations } = await new AxeBuilder({ page }).include('.admonition').analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await context.close();
  });
}
