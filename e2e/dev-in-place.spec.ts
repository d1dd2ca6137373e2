import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { ViteDevServer } from 'vite';
import { startDevServer } from '../site/src/node/dev';
import { freePort } from '../test/free-port';
import { TIME_LIMITS } from '../test/time-limits';
import { expect, test } from './fixtures';
import { save, saveUntil } from './save-until';

// `npm run dev` on the real docs (a copy a test may edit, beside docs/: its config imports
// from the repository by relative paths): a save shows in place on a page with demos.

const docsFor = (project: string) =>
  fileURLToPath(new URL(`../.dev-docs-${project}`, import.meta.url));

test.describe.configure({ mode: 'default' });

let server: ViteDevServer;
let url: string;
let page_: string;
let original: string;
test.beforeAll(async ({}, testInfo) => {
  const docs = docsFor(testInfo.project.name);
  await rm(docs, { recursive: true, force: true });
  await cp(fileURLToPath(new URL('../docs', import.meta.url)), docs, { recursive: true });
  page_ = `${docs}/v1/readme.md`;
  original = await readFile(page_, 'utf8');
  const port = await freePort();
  server = await startDevServer({ docsDir: docs, host: '127.0.0.1', port });
  url = `http://127.0.0.1:${port}`;
});
test.afterEach(async () => {
  await writeFile(page_, original);
});
test.afterAll(async ({}, testInfo) => {
  await server?.close();
  await rm(docsFor(testInfo.project.name), { recursive: true, force: true, maxRetries: 10 });
});

const example = (page: Page, n: number) => page.getByRole('region', { name: `Example ${n}` });

/** Marks example `n`'s rendered demo: a demo rendered afresh (its state lost) loses the mark. */
async function markDemo(page: Page, n: number) {
  const live = example(page, n).locator('.demo-live');
  await live.scrollIntoViewIfNeeded();
  await expect(live.locator('.ex-appear, b').first()).toBeVisible();
  await live
    .locator('.ex-appear, b')
    .first()
    .evaluate((node) => {
      Object.assign(node, { kept: true });
    });
  return () =>
    live
      .locator('.ex-appear, b')
      .first()
      .evaluate((node) => 'kept' in node);
}

test('a paragraph saved twice shows in place each time: no reload, the scroll and a demo kept', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${url}/v1/`);
  const demoKept = await markDemo(page, 3);
  const scrolled = await page.evaluate(() => Math.round(scrollY));
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  let text = original;
  for (const words of ['the first save', 'the second save']) {
    text = text.replace(
      /Each example below runs live(, after [a-z ]+)?\./,
      `Each example below runs live, after ${words}.`,
    );
    await saveUntil(page_, text, () =>
      expect(page.getByText(`Each example below runs live, after ${words}.`)).toBeVisible({
        timeout: TIME_LIMITS.expect / 4,
      }),
    );
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(Math.abs((await page.evaluate(() => Math.round(scrollY))) - scrolled)).toBeLessThan(50);
    expect(await demoKept()).toBe(true);
    // The copy is no commit of git's: the file's own time dates it, the save's.
    await expect(page.locator('.page-footer time')).toHaveAttribute(
      'datetime',
      (await stat(page_)).mtime.toISOString(),
    );
  }
});

test('saves one on another, each written as the one before shows: the last shows, and stays', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${url}/v1/`);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const saved = (n: number) =>
    original.replace(/Each example below runs live\./, `Each example below runs live, save ${n}.`);
  const shown = (n: number) => page.getByText(`Each example below runs live, save ${n}.`);
  await saveUntil(page_, saved(0), () =>
    expect(shown(0)).toBeVisible({ timeout: TIME_LIMITS.expect / 4 }),
  );
  // Each save while the page asks for the one before's HTML: the server compiles one
  // save as it answers for the other (an answer read before a save must not be kept).
  const last = 6;
  for (let n = 1; n <= last; n++) {
    const asked = page.waitForRequest(/\.static\.js\?t=/);
    await save(page_, saved(n));
    if (n < last) await asked;
  }
  await expect(shown(last)).toBeVisible();
  await expect(shown(last - 1)).toHaveCount(0);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('a file written again with the same text is not loaded again, nor sent', async ({ page }) => {
  // Each update the page takes fetches the page's static HTML anew.
  const updates: string[] = [];
  page.on('request', (request) => {
    if (/\.static\.js\?t=/.test(request.url())) updates.push(request.url());
  });
  await page.goto(`${url}/v1/`);
  const saved = (words: string) =>
    original.replace(/Each example below runs live\./, `Each example below runs live, ${words}.`);
  const shown = (words: string) => page.getByText(`Each example below runs live, ${words}.`);
  await saveUntil(page_, saved('watched'), () =>
    expect(shown('watched')).toBeVisible({ timeout: TIME_LIMITS.expect / 4 }),
  );
  updates.length = 0;
  // As an editor's truncate and write seen apart, a save with no change, a touch. (Saves
  // load in turn: one loaded again would be sent before the next.)
  await writeFile(page_, await readFile(page_, 'utf8'));
  await writeFile(page_, saved('saved again'));
  await expect(shown('saved again')).toBeVisible();
  expect(updates).toHaveLength(1);
});

test("a demo's code saved re-runs that demo alone, in place", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${url}/v1/`);
  const otherKept = await markDemo(page, 3);
  // Its demo on screen, as it was: the save must reach a demo already running.
  const live = example(page, 4).locator('.demo-live');
  await live.scrollIntoViewIfNeeded();
  await expect(live).toContainText(/Revealed with \d+% of the box/);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const edited = original.replace(
    'Revealed with {Math.round(ratio * 100)}% of the box in view.',
    'Shown with {Math.round(ratio * 100)}% of the box in view.',
  );
  expect(edited).not.toBe(original);
  await saveUntil(page_, edited, () =>
    expect(example(page, 4).locator('.demo-live')).toContainText(/Shown with \d+% of the box/, {
      timeout: TIME_LIMITS.expect / 4,
    }),
  );
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(await otherKept()).toBe(true);
});

test('docs outside the repository: a save shows in place too', async ({ page }) => {
  const docs = await mkdtemp(join(tmpdir(), 'docs-elsewhere-'));
  await writeFile(
    `${docs}/site.config.ts`,
    "export default { title: 'Elsewhere', themeConfig: {} };\n",
  );
  await writeFile(`${docs}/readme.md`, '# Elsewhere\n\nWritten outside the repository.\n');
  const port = await freePort();
  const elsewhere = await startDevServer({ docsDir: docs, host: '127.0.0.1', port });
  try {
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect(page.getByText('Written outside the repository.')).toBeVisible();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await saveUntil(`${docs}/readme.md`, '# Elsewhere\n\nSaved outside the repository.\n', () =>
      expect(page.getByText('Saved outside the repository.')).toBeVisible({
        timeout: TIME_LIMITS.expect / 4,
      }),
    );
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  } finally {
    await elsewhere.close();
    await rm(docs, { recursive: true, force: true });
  }
});

test('a twoslash fence saved shows in place, checked again: its types with it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${url}/v1/#usage`);
  const article = page.locator('pre.twoslash');
  await expect(article).toContainText('width={640}');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // A prop added: its hover comes with the save.
  const edited = original.replace(
    '<img src="/photo.jpg" alt="A photo" width={640} height={480} />',
    '<img src="/photo.jpg" alt="A photo" width={641} height={480} loading="lazy" />',
  );
  expect(edited).not.toBe(original);
  await saveUntil(page_, edited, () =>
    expect(
      page
        .locator('pre.twoslash .twoslash-popup-container')
        .filter({ hasText: /ImgHTMLAttributes<HTMLImageElement>\.loading/ }),
    ).toHaveCount(1, { timeout: TIME_LIMITS.expect / 4 }),
  );
  await expect(article).toContainText('width={641}');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});
