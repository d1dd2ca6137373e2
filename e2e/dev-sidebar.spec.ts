import { cp, readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ViteDevServer } from 'vite';
import { startDevServer } from '../site/src/node/dev';
import { freePort } from '../test/free-port';
import { TIME_LIMITS } from '../test/time-limits';
import { expect, test } from './fixtures';
import { saveUntil } from './save-until';

// `npm run dev` on a copy of the fixture of several folders (beside it: its config imports
// from the repository by relative paths): a page's new title shows in the sidebar and in
// previous/next in place.

const docsFor = (project: string) =>
  fileURLToPath(new URL(`./fixtures/.dev-book-${project}`, import.meta.url));

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
