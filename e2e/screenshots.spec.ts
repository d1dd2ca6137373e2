import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, schemeContext, test } from './fixtures';

/**
 * The key scenes as a reader sees them, compared with baselines in e2e/screenshots/
 * (Chromium only: one engine's pixels are enough to see a change; the geometry checks
 * hold every engine). A scene that changes fails here until its baseline is updated on
 * purpose: `npm run test:screenshots -- --update-snapshots`, then look at the new PNGs.
 */
const SCENES: Record<string, { path: string; shot: (page: Page) => Promise<Locator | Page> }> = {
  top: { path: '/v1/', shot: async (page) => page },
  // Example 2 with its code shown: the bar, the copy button, the code's first lines.
  'demo-code-shown': {
    path: '/v1/',
    shot: async (page) => {
      const demo = page.getByRole('region', { name: 'Example 2' });
      await demo.scrollIntoViewIfNeeded();
      await expect(demo.locator('.demo-live .ex-appear')).toBeVisible();
      await demo.getByRole('button', { name: 'show code' }).click();
      await expect(demo.locator('.demo-code')).toHaveAttribute('data-state', 'open');
      await expect
        .poll(() =>
          demo.locator('.demo-code').evaluate((c) => c.clientHeight >= c.scrollHeight - 1),
        )
        .toBe(true);
      return demo;
    },
  },
  'api-table': { path: '/v1/', shot: async (page) => page.locator('table.api-table') },
  'not-found': { path: '/missing', shot: async (page) => page },
};

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

for (const [scene, { path, shot }] of Object.entries(SCENES)) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`screenshot: ${scene}, ${device}, ${colorScheme}`, async ({
        browser,
        browserName,
        site,
      }) => {
        test.skip(browserName !== 'chromium', 'baselines are Chromium’s');
        const context = await schemeContext(browser, colorScheme, {
          viewport,
          deviceScaleFactor: 1,
        });
        const page = await context.newPage();
        await page.goto(`${site.url}${path}`);
        await hydrated(page);
        await page.evaluate(() => document.fonts.ready);
        const target = await shot(page);
        // Settled: the examples' fade-in and the code's opening done.
        await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
        // A part of the page: without the fixed navbar drawn over it.
        if (target !== page) await page.addStyleTag({ content: '.navbar { visibility: hidden; }' });
        await expect(target).toHaveScreenshot(`${scene}-${device}-${colorScheme}.png`, {
          maxDiffPixelRatio: 0.002,
        });
        await context.close();
      });
    }
  }
}
