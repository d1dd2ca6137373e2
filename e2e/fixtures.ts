import { test as base, expect, type Page } from '@playwright/test';
import { startServer } from '../site/server/cli';
import { DIRS } from './dirs';

type Served = { url: string };

function served(root: string) {
  return async ({}, use: (s: Served) => Promise<void>) => {
    const server = await startServer({ root, port: 0, host: '127.0.0.1' });
    await use({ url: server.url });
    await server.close();
  };
}

/**
 * Built folders served the way `npm start` serves them, on 127.0.0.1 with an
 * ephemeral port, for one worker: the real site, the real site with development
 * React, the multi-page fixture site, and the library fixture page.
 * `consoleProblems` collects console errors/warnings and page errors of `page`.
 */
export const test = base.extend<
  { consoleProblems: string[] },
  { site: Served; devSite: Served; fixtureSite: Served; lazyLoadFixture: Served }
>({
  site: [served(DIRS.site), { scope: 'worker' }],
  devSite: [served(DIRS.devSite), { scope: 'worker' }],
  fixtureSite: [served(DIRS.fixtureSite), { scope: 'worker' }],
  lazyLoadFixture: [served(DIRS.lazyLoad), { scope: 'worker' }],
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // Chromium logs a 404 document (the not-found page) as a failed resource: expected.
      const ownDocument = message.location().url === page.url();
      if (ownDocument && message.text().includes('status of 404')) return;
      problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await use(problems);
  },
});

export { expect };

/**
 * Interacts (the app loads on the reader's first interaction), then waits until it has
 * hydrated (the Layout's first effect ran).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Entries added to the session history since `base` (Playwright's tab starts with one). */
export async function historyLength(page: Page): Promise<number> {
  return page.evaluate(() => history.length);
}

/** Scrolls instantly (the site scrolls smoothly for readers, not for assertions). */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

/** Counts document (full page) requests from now on. */
export function countDocumentRequests(page: Page): { count(): number } {
  let n = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') n++;
  });
  return { count: () => n };
}
