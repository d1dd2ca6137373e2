import { clipboardText, expect, hydrated, statusTexts, styled, test } from './fixtures';

test('every code block has a copy button: Copied! for a moment, the exact code on the clipboard', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/v1/`);
  await hydrated(page);
  const install = page.locator('.static-html .code-block').first();
  await expect(install.locator('pre')).toHaveText('npm install @lazy-load/react');
  const button = install.getByRole('button', { name: 'Copy code' });
  await button.scrollIntoViewIfNeeded();
  const where = await install.locator('.copy').boundingBox();
  const said = await statusTexts(install);
  await button.click();
  // The message shows beside the button, on screen, moving nothing (neither its coming
  // nor going), and goes.
  await expect.poll(said).toEqual(['Copied!', '']);
  expect(await install.locator('.copy').boundingBox()).toEqual(where);
  expect(await clipboardText(page)).toBe('npm install @lazy-load/react');
});

test('a copy click before the app is ready copies once it is', async ({ page, site }) => {
  await page.goto(`${site.url}/v1/`);
  await styled(page);
  const article = page.locator('.code-block.titled', { hasText: 'Article.tsx' });
  const said = await statusTexts(article);
  await article.getByRole('button', { name: 'Copy code' }).click();
  await expect.poll(said).toContain('Copied!');
  expect(await clipboardText(page)).toMatch(/^import \{ LazyLoad \} from '@lazy-load\/react';\n/);
});

test('a fence with a title shows it above the code; {5-7} marks those lines', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/v1/`);
  await styled(page);
  const article = page.locator('.code-block.titled', { hasText: 'Article.tsx' });
  await expect(article.locator('.code-title')).toHaveText('Article.tsx');
  await expect(article.locator('.line.highlighted')).toHaveText(
    [
      // (Text compared with its whitespace collapsed, indentation gone.)
      '<LazyLoad placeholder={<p>Loading the photo…</p>}>',
      '<img src="/photo.jpg" alt="A photo" width={640} height={480} />',
      '</LazyLoad>',
    ],
    // (As shown: the names' type popups, hidden, are not.)
    { useInnerText: true },
  );
  // The title sits right above the code; a marked lines bar starts at the codes left
  // padding, inside the block (not clipped away).
  const [title, pre, line] = await Promise.all(
    ['.code-title', 'pre', '.line.highlighted'].map((s) =>
      article.locator(s).first().boundingBox(),
    ),
  );
  expect(Math.abs(title!.y + title!.height - pre!.y)).toBeLessThanOrEqual(1);
  expect(line!.x).toBeGreaterThan(pre!.x);
  expect(line!.x).toBeLessThan(pre!.x + 20);
  expect(
    await article
      .locator('.line.highlighted')
      .first()
      .evaluate((l) => getComputedStyle(l).boxShadow),
  ).toMatch(/inset/);
});

test('package-manager tabs: npm first; the choice shows at once, is remembered across visits, and copies', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/v1/`);
  await styled(page);
  const tabs = page.locator('.pm-tabs').first();
  const shown = tabs.locator('.pm-panel:visible pre');
  const tab = (name: string) => tabs.getByRole('radio', { name, exact: true });
  await expect(tab('npm')).toBeChecked();
  await expect(shown).toHaveText('npm install @lazy-load/react');
  const places = () =>
    tabs.locator('.pm-tab').evaluateAll((all) => all.map((t) => t.getBoundingClientRect().x));
  const before = await places();
  // Before the app has loaded: plain HTML and CSS.
  await tabs.locator('.pm-tab', { hasText: 'pnpm' }).click();
  await expect(shown).toHaveText('pnpm add @lazy-load/react');
  // The chosen tab is marked without growing: no tab moves.
  expect(await places()).toEqual(before);
  await tab('pnpm').press('ArrowRight');
  await expect(shown).toHaveText('bun add @lazy-load/react');
  await tab('bun').press('ArrowLeft');
  await expect(shown).toHaveText('pnpm add @lazy-load/react');
  await tab('pnpm').press('ArrowLeft');
  await expect(shown).toHaveText('yarn add @lazy-load/react');

  // A new visit shows the reader's choice: the boot script does, without the app.
  const app = /\/assets\/js\/app\.[\w-]+\.js$/;
  await page.route(app, (route) => route.abort());
  await page.reload();
  await expect(tab('yarn')).toBeChecked();
  await expect(shown).toHaveText('yarn add @lazy-load/react');
  await page.unroute(app);

  await page.reload();
  await hydrated(page);
  await tabs.locator('.pm-panel:visible').getByRole('button', { name: 'Copy code' }).click();
  expect(await clipboardText(page)).toBe('yarn add @lazy-load/react');
});

test('without JavaScript the package-manager tabs still switch', async ({ noScriptPage, site }) => {
  await noScriptPage.goto(`${site.url}/v1/`);
  const tabs = noScriptPage.locator('.pm-tabs').first();
  await tabs.locator('.pm-tab', { hasText: 'pnpm' }).click();
  await expect(tabs.locator('.pm-panel:visible pre')).toHaveText('pnpm add @lazy-load/react');
});
