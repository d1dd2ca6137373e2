import type { Page } from '@playwright/test';
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../site/server/cli';
import { buildSite } from '../site/src/node/build';
import { DIRS } from './dirs';
import { countDocumentRequests, expect, hydrated, test, shownOutline } from './fixtures';

// What readers get when things go wrong: a redeploy under an open tab, no network,
// no JavaScript, a slow network. Sites are served the way `npm start` serves them.

const SCRATCH = fileURLToPath(new URL('./.fixtures/', import.meta.url));
const SECOND_DEPLOY = 'Guide heading, second deploy';

/** Builds the fixture site with the guide's heading changed: new chunk hashes. */
async function buildSecondDeploy(outDir: string): Promise<void> {
  // Same depth as e2e/fixtures/site, so its `../../../site/...` imports still resolve.
  const docs = await mkdtemp(join(SCRATCH, 'docs-b-'));
  try {
    await cp(DIRS.fixtureDocs, docs, { recursive: true });
    const guide = join(docs, 'guide.md');
    const text = await readFile(guide, 'utf8');
    await writeFile(guide, text.replace('# Guide heading', `# ${SECOND_DEPLOY}`));
    await buildSite({ docsDir: docs, outDir });
  } finally {
    await rm(docs, { recursive: true, force: true });
  }
}

/** Replaces `dir` the way the build does: old folder out, fresh folder in, by rename. */
async function swapIn(fresh: string, dir: string): Promise<void> {
  await rename(dir, `${dir}-old`);
  await rename(fresh, dir);
  await rm(`${dir}-old`, { recursive: true });
}

/** Waits until the page has no request in flight for 500 ms. */
const settled = (page: Page) => page.waitForLoadState('networkidle');

test('a redeploy under an open tab: one full load of the target, then no loop', async ({
  page,
}) => {
  const scratch = await mkdtemp(join(SCRATCH, 'faults-'));
  const served = join(scratch, 'served');
  const second = join(scratch, 'second');
  await cp(DIRS.fixtureSite, served, { recursive: true });
  await buildSecondDeploy(second);
  const server = await startServer({ root: served, host: '127.0.0.1', port: 0 });
  try {
    await page.goto(server.url);
    await hydrated(page);
    const documents = countDocumentRequests(page);
    const missingChunks: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404 && response.url().endsWith('.js')) {
        missingChunks.push(response.url());
      }
    });

    await swapIn(second, served);
    await page.getByRole('link', { name: 'guide', exact: true }).click();
    await expect(page).toHaveURL(`${server.url}/guide.html`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(SECOND_DEPLOY);
    await hydrated(page);
    await settled(page);
    expect(documents.count()).toBe(1);
    // One of the old deploy's guide chunks was gone: that failure is what caused the full load.
    expect(missingChunks).toContainEqual(
      expect.stringMatching(/\/assets\/js\/guide(\.static)?\.[\w-]+\.js$/),
    );

    // A second failure, on another page, costs at most one more full load: no loop.
    let aborted = 0;
    await page.route(/\/assets\/js\/readme\.[\w-]+\.js$/, (route) => {
      aborted++;
      return route.abort();
    });
    await page.getByRole('link', { name: 'Other' }).click();
    await expect(page).toHaveURL(`${server.url}/other/`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Other page');
    await settled(page);
    expect(aborted).toBeGreaterThanOrEqual(1);
    expect(documents.count()).toBeLessThanOrEqual(2);
    // Settled means settled: the content is still there, not swapped for an error view.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Other page');
  } finally {
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  }
});

test('offline: a link to an unvisited page never blanks the tab; back online it loads', async ({
  page,
  context,
  fixtureSite,
}) => {
  // Offline, RouteError must not reload (that would show the browser's offline page).
  await page.goto(fixtureSite.url);
  await hydrated(page);
  const guideChunk = page.waitForRequest(/\/assets\/js\/guide\.[\w-]+\.js$/);
  await context.setOffline(true);
  await page.getByRole('link', { name: 'guide', exact: true }).click();
  await guideChunk;
  await settled(page);
  // Still a page of the site with something to read and a way on: not the browser's
  // offline page, not an empty #app.
  expect(page.url()).toMatch(/^http:/);
  await expect(page.locator('#app')).toBeVisible();
  await expect(page.locator('#app')).not.toHaveText(/^\s*$/);
  await expect(page.locator('#app a[href]').first()).toBeVisible();

  // Back online, reloading the tab is enough: it is still at the page the reader chose.
  await context.setOffline(false);
  await page.reload();
  await expect(page).toHaveURL(`${fixtureSite.url}/guide.html`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Guide heading');
  await hydrated(page);
});

test('with JavaScript off the real site reads in full and its links work', async ({
  noScriptPage: page,
  site,
}) => {
  await page.goto(`${site.url}/v1/`);
  const content = page.locator('.content');
  await expect(content.getByRole('heading', { level: 1 })).toBeVisible();
  // Every heading and every code block is there and on screen once scrolled to.
  const headings = content.locator('h2, h3');
  expect(await headings.count()).toBeGreaterThan(5);
  for (const heading of await headings.all()) {
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText(/^#?\s*$/);
  }
  // (But for the package-manager tabs not chosen, which are hidden.)
  const codeBlocks = content.locator('pre').filter({ visible: true });
  expect(await codeBlocks.count()).toBeGreaterThan(3);
  for (const block of await codeBlocks.all()) {
    await block.scrollIntoViewIfNeeded();
    await expect(block).toBeVisible();
    await expect(block).not.toHaveText(/^\s*$/);
  }
  // The demos' source is readable even though the live part cannot run.
  const demos = content.locator('section.demo');
  expect(await demos.count()).toBeGreaterThan(0);
  for (const demo of await demos.all()) {
    const code = demo.locator('pre').first();
    await code.scrollIntoViewIfNeeded();
    await expect(code).toBeVisible();
    await expect(code).toContainText('<LazyLoad');
  }

  // No control that cannot work: the colour-scheme picker needs a script (the system's
  // scheme applies).
  await expect(page.getByRole('combobox', { name: 'Color scheme' })).toHaveCount(0);

  await shownOutline(page).getByRole('link', { name: 'Usage' }).click();
  await expect(page).toHaveURL(`${site.url}/v1/#usage`);
  // "v1" points at `/`, which the server redirects (302) to /v1/: a plain link.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'v1' }).click();
  await expect(page).toHaveURL(`${site.url}/v1/`);
  await expect(content.getByRole('heading', { level: 1 })).toBeVisible();
});

test('on a slow 3G network the page is readable before any script has run', async ({
  page,
  site,
  browserName,
}) => {
  test.skip(browserName !== 'chromium', 'network throttling is a CDP command: Chromium only');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
  const scriptRequested = page.waitForRequest(/\.js$/);
  await page.route('**/*.js', () => {
    /* held back: never answered */
  });
  await page.goto(`${site.url}/v1/`, { waitUntil: 'commit' });
  const content = page.locator('.content');
  await expect(content.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(content.getByRole('heading', { name: /Installation/ })).toBeVisible();
  await expect(content.locator('pre').first()).toContainText('npm install @lazy-load/react');
  await scriptRequested;
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
});
