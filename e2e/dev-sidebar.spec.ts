import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ViteDevServer } from 'vite';
import { startDevServer } from '../site/src/node/dev';
import { SITE_PLUGIN_NAME, type SitePlugin } from '../site/src/node/vite-plugin';
import { freePort } from '../test/free-port';
import { TIME_LIMITS } from '../test/time-limits';
import { expect, test } from './fixtures';
import { saveUntil } from './save-until';

// `npm run dev` on a copy of the fixture of several folders (beside it: its config imports
// from the repository by relative paths): pages compile when first requested; a page's
// new title shows in the sidebar and in previous/next in place.

const docsFor = (project: string) =>
  fileURLToPath(new URL(`./fixtures/.dev-book-${project}`, import.meta.url));

// One server for the file's tests, in order: the first sees it fresh.
test.describe.configure({ mode: 'default' });

let server: ViteDevServer;
let url: string;
test.beforeAll(async ({}, testInfo) => {
  const docs = docsFor(testInfo.project.name);
  await rm(docs, { recursive: true, force: true });
  await cp(fileURLToPath(new URL('./fixtures/book', import.meta.url)), docs, { recursive: true });
  const port = await freePort();
  server = await startDevServer({ docsDir: docs, host: '127.0.0.1', port });
  url = `http://127.0.0.1:${port}`;
});
test.afterAll(async ({}, testInfo) => {
  await server?.close();
  await rm(docsFor(testInfo.project.name), { recursive: true, force: true, maxRetries: 10 });
});

/** The pages the dev server has compiled so far, relative to the docs folder. */
async function compiledPages(of: 'compiled' | 'all' = 'compiled') {
  const plugin = server.config.plugins.find((p) => p.name === SITE_PLUGIN_NAME) as SitePlugin;
  const { pages } = await plugin.api.state();
  return pages.filter((p) => of === 'all' || p.compiled).map((p) => p.data.relativePath);
}

test('each page compiles when first requested; search compiles the rest', async ({
  page,
  consoleProblems,
}) => {
  await page.goto(`${url}/recipes/images.html`);
  await expect(page.getByRole('heading', { level: 1, name: 'Images' })).toBeVisible();
  // The sidebar lists every page, titled, from pages only sketched (no compile).
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Performance', exact: true })).toBeAttached();
  expect(await compiledPages()).toEqual(['recipes/images.md']);
  await sidebar.getByRole('link', { name: 'Lists', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lists' })).toBeVisible();
  expect(await compiledPages()).toEqual(['recipes/images.md', 'recipes/lists.md']);
  // Search needs every page's text: its index compiles them all, then finds one never opened.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('changelog');
  await expect(
    page.getByRole('listbox', { name: 'Results' }).getByRole('option').first(),
  ).toContainText('Changelog');
  expect(await compiledPages()).toEqual(await compiledPages('all'));
  expect(consoleProblems).toEqual([]);
});

test('a new page title shows in the sidebar and in previous/next, in place', async ({
  page,
  consoleProblems,
}, testInfo) => {
  await page.goto(`${url}/guide/usage.html`);
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Install', exact: true })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const file = `${docsFor(testInfo.project.name)}/guide/install.md`;
  const text = (await readFile(file, 'utf8')).replace('# Install', '# Installing it');
  await saveUntil(file, text, () =>
    expect(sidebar.getByRole('link', { name: 'Installing it' })).toBeVisible({
      timeout: TIME_LIMITS.expect / 4,
    }),
  );
  await expect(
    page.getByRole('navigation', { name: 'Previous and next pages' }).getByRole('link').first(),
  ).toHaveText('Previous pageInstalling it');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(consoleProblems).toEqual([]);
});

test('a page added, in a folder added, shows in the sidebar and opens; removed, it is gone', async ({
  page,
}, testInfo) => {
  const docs = docsFor(testInfo.project.name);
  await page.goto(`${url}/guide/usage.html`);
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Lists', exact: true })).toBeVisible();
  // (The docs' own watcher: docs-watcher.ts.)
  await mkdir(`${docs}/faq`);
  await writeFile(`${docs}/faq/readme.md`, '# Questions\n\nAsked often.\n');
  const added = sidebar.getByRole('link', { name: 'Questions', exact: true });
  await expect(added).toBeAttached();
  await added.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
  await page.goto(`${url}/guide/usage.html`);
  await expect(added).toBeAttached();
  await rm(`${docs}/faq`, { recursive: true });
  await expect(added).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Lists', exact: true })).toBeVisible();
});
