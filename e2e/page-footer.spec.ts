import { execFileSync } from 'node:child_process';
import { DIRS } from './dirs';
import { expect, hydrated, test } from './fixtures';

/** When git says a fixture page last changed, and how the page shows it. */
function lastUpdated(file: string) {
  const iso = new Date(
    execFileSync('git', ['log', '-1', '--format=%cI', '--', `${DIRS.fixtureDocs}/${file}`], {
      encoding: 'utf8',
    }).trim(),
  ).toISOString();
  const shown = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso),
  );
  return { iso, shown };
}

test('below each page: where to edit it and when it last changed, before and after hydration and across a navigation', async ({
  page,
  fixtureSite,
  consoleProblems,
}) => {
  await page.goto(`${fixtureSite.url}/guide.html`);
  const footer = page.locator('footer.page-footer');
  const edit = footer.getByRole('link', { name: /Improve this page/ });
  const time = footer.locator('time');
  const guide = lastUpdated('guide.md');
  // Prerendered: there before any script has run.
  await expect(edit).toHaveAttribute('href', 'https://example.com/code/edit/main/docs/guide.md');
  await expect(edit).toHaveAttribute('target', '_blank');
  await expect(time).toHaveAttribute('datetime', guide.iso);
  await expect(footer).toContainText(`Last updated: ${guide.shown}`);

  await hydrated(page);
  await page.locator('.nav-wide').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(`${fixtureSite.url}/`);
  await expect(edit).toHaveAttribute('href', 'https://example.com/code/edit/main/docs/readme.md');
  await expect(time).toHaveAttribute('datetime', lastUpdated('readme.md').iso);
  expect(consoleProblems).toEqual([]);
});

test('the not-found page has no footer', async ({ page, fixtureSite }) => {
  await page.goto(`${fixtureSite.url}/missing`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('footer.page-footer')).toHaveCount(0);
});
