import type { Page } from '@playwright/test';
import { clipboardText, expect, hydrated, statusTexts, shownOutline } from './fixtures';

/** Where a built site is served: its origin, and the base its URLs start with. */
export interface SiteAddress {
  origin: string;
  base: string;
}

const example = (page: Page, n: number) => page.getByRole('region', { name: `Example ${n}` });

const FIRST_SOURCE =
  '<LazyLoad placeholder={<p>Loading…</p>}>\n  <b>This content is lazy loaded</b>\n</LazyLoad>';

/**
 * Records the paths of every request `page` makes to `origin` from now on: a site built
 * for a base must ask for nothing outside it.
 */
export function requestedPaths(page: Page, origin: string): () => string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin) paths.push(url.pathname);
  });
  return () => paths;
}

/**
 * What a reader does on the docs, wherever they are served: the root reaches /v1/, a deep
 * link lands, a TOC jump and Back, a demo shows its code and copies it, Edit runs the
 * edited code in its frame, an unknown path gets the not-found view (status 404) whose
 * link leads home. Each step fails with what the reader would have seen.
 */
export async function walkTheDocs(page: Page, { origin, base }: SiteAddress): Promise<void> {
  const site = `${origin}${base}`;
  await page.setViewportSize({ width: 1100, height: 800 });

  // The root reaches the docs, with or without a redirecting host.
  await page.goto(site);
  await expect(page).toHaveURL(`${site}v1/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/@lazy-load\/react/);

  // A deep link lands its heading in view.
  await page.goto(`${site}v1/#api`);
  await expect(page.locator('#api')).toBeInViewport();
  await hydrated(page);

  // A TOC jump, then Back.
  const toc = shownOutline(page);
  await toc.getByRole('link', { name: 'Examples', exact: true }).click();
  await expect(page).toHaveURL(`${site}v1/#examples`);
  await page.evaluate(() => history.back());
  await expect.poll(() => page.evaluate(() => location.href)).toBe(`${site}v1/#api`);

  // A demo shows its code, and copies it.
  const first = example(page, 1);
  await first.locator('.demo-live').scrollIntoViewIfNeeded();
  await expect(first.locator('.demo-live')).toContainText('This content is lazy loaded');
  const said = await statusTexts(first);
  await first.getByRole('button', { name: 'Copy code' }).click();
  await expect.poll(said).toEqual(['Copied!', '']);
  expect(await clipboardText(page)).toBe(FIRST_SOURCE);
  const toggle = page.getByRole('button', { name: 'show code' }).first();
  await toggle.scrollIntoViewIfNeeded();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'hide code' }).first()).toBeVisible();

  // Edit runs the reader's code, in its frame.
  await first.scrollIntoViewIfNeeded();
  await first.getByRole('button', { name: 'Edit' }).click();
  const editor = first.getByRole('textbox', { name: 'Code of example 1' });
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('<p>Edited where the docs live</p>');
  await expect(first.locator('iframe.demo-frame').contentFrame().locator('#demo')).toHaveText(
    'Edited where the docs live',
  );

  // An unknown path: the not-found view, status 404, and a way home.
  const response = await page.goto(`${site}no/such/page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await hydrated(page);
  await page.getByRole('link', { name: 'Take me home.' }).click();
  await expect(page).toHaveURL(`${site}v1/`);
}
