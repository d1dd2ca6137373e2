import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ViteDevServer } from 'vite';
import { startDevServer } from '../site/src/node/dev';
import { TIME_LIMITS } from '../test/time-limits';
import { DIRS } from './dirs';
import { expect, test } from './fixtures';
import { freePort } from '../test/free-port';
import { saveUntil } from './save-until';

// The dev server, as `npm run dev` runs it, on a copy of the fixture docs a test may edit or break.
// (Inside the repository, at the depth of the original: its config imports the schema.)
const docsFor = (project: string) =>
  fileURLToPath(new URL(`./.fixtures/dev-docs-${project}`, import.meta.url));

// The tests edit the same docs, one after the other.
test.describe.configure({ mode: 'default' });

let server: ViteDevServer;
let url: string;
let DOCS: string;
test.beforeAll(async ({}, testInfo) => {
  DOCS = docsFor(testInfo.project.name);
  await rm(DOCS, { recursive: true, force: true });
  await cp(DIRS.fixtureDocs, DOCS, { recursive: true });
  const port = await freePort();
  server = await startDevServer({ docsDir: DOCS, host: '127.0.0.1', port });
  url = `http://127.0.0.1:${port}`;
});
test.afterAll(async () => {
  await server?.close();
  // A reload the last edit started may still write its config bundle there: retry.
  await rm(DOCS, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
});

test('a Markdown edit shows in place: text, headings, outline and title, with no reload and the scroll kept', async ({
  page,
}) => {
  const guide = `${DOCS}/guide.md`;
  const good = await readFile(guide, 'utf8');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${url}/guide.html`);
  const part2 = page.getByRole('heading', { level: 2, name: 'Part 2' });
  await expect(part2).toBeVisible();
  await part2.evaluate((h) => h.scrollIntoView({ behavior: 'instant' }));
  const scrolled = await page.evaluate(() => Math.round(scrollY));
  expect(scrolled).toBeGreaterThan(0);
  // Gone if the page reloads.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  try {
    const edited = good
      .replace('title: The guide', 'title: The edited guide')
      .replace('## Part 2', '## Part two')
      .replace('Press <Kbd>Ctrl</Kbd>', 'Now press <Kbd>Ctrl</Kbd>');
    await saveUntil(guide, edited, () =>
      expect(page.getByRole('heading', { level: 2, name: 'Part two' })).toBeVisible({
        timeout: TIME_LIMITS.expect / 4,
      }),
    );
    await expect(page.getByText('Now press Ctrl + K to search.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toContainText('Part two');
    await expect(page).toHaveTitle('The edited guide | Fixture site');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    // The colour-scheme picker works in dev too (no boot script there: the entry follows it).
    await page.getByRole('combobox', { name: 'Color scheme' }).selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(Math.abs((await page.evaluate(() => Math.round(scrollY))) - scrolled)).toBeLessThan(50);
  } finally {
    await writeFile(guide, good);
  }
});

test('a Markdown mistake shows in the browser with file, line and rule; the fix clears it', async ({
  page,
}) => {
  const guide = `${DOCS}/guide.md`;
  const good = await readFile(guide, 'utf8');
  await page.goto(`${url}/guide.html`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Guide heading');
  const line = good.split('\n').length + 1;
  const overlay = page.locator('vite-error-overlay');
  const edit = (text: string, seen: () => Promise<void>) => saveUntil(guide, text, seen);
  try {
    await edit(`${good}\n::: nope\nA container of no known kind.\n:::\n`, () =>
      expect(overlay).toContainText(`guide.md:${line}: unknown container "::: nope"`, {
        timeout: TIME_LIMITS.expect / 4,
      }),
    );
    await expect(overlay).toContainText('(rule: containers are demo, info, tip');
    // The last good page stays under it.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Guide heading');
    await edit(good, () => expect(overlay).toHaveCount(0, { timeout: TIME_LIMITS.expect / 4 }));
  } finally {
    await writeFile(guide, good);
  }
});
