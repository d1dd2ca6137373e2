import { expect, hydrated, test } from './fixtures';

// The fixture site registers its own component (site.config.ts: `components`): <Kbd>.
const KBD_CHUNK = /\/assets\/js\/Kbd\.[\w-]+\.js$/;

test('a registered component is in the prerendered page with its styles, and hydrates without a word', async ({
  page,
  fixtureSite,
  consoleProblems,
}) => {
  const html = await (await page.request.get(`${fixtureSite.url}/guide.html`)).text();
  // (Without React's markers around each lazy part.)
  expect(html.replace(/<!--\/?\$-->/g, '')).toContain(
    'Press <kbd class="kbd">Ctrl</kbd> + <kbd class="kbd">K</kbd> to search.',
  );
  // Its CSS arrives with the page, inlined in the head: no shift when the part loads.
  expect(html).toMatch(/<style>(?:(?!<\/style>)[\s\S])*\.kbd\{/);

  await page.goto(`${fixtureSite.url}/guide.html`);
  const key = page.locator('kbd.kbd').first();
  await expect(key).toHaveText('Ctrl');
  await expect(key).toHaveCSS('border-bottom-width', '3px');
  await hydrated(page);
  await expect(page.locator('kbd.kbd')).toHaveText(['Ctrl', 'K']);
  expect(consoleProblems).toEqual([]);
});

test('its chunk loads only with a page that uses it', async ({ page, fixtureSite }) => {
  const loaded: string[] = [];
  page.on('request', (r) => KBD_CHUNK.test(r.url()) && loaded.push(r.url()));
  await page.goto(`${fixtureSite.url}/`);
  await hydrated(page);
  expect(loaded).toEqual([]);
  await page.getByRole('link', { name: 'Guide', exact: true }).first().click();
  await expect(page.locator('kbd.kbd')).toHaveText(['Ctrl', 'K']);
  expect(loaded).toHaveLength(1);
});
