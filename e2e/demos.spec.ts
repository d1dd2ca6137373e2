import type { Page, Request } from '@playwright/test';
import { decompressParameters } from '../site/src/shared/demo/playground';
import {
  clipboardText,
  expect,
  formPostBody,
  hydrated,
  recordFormSubmissions,
  scrollToY,
  test,
  statusTexts,
} from './fixtures';
import { LIBRARY_VERSION } from './library-version';

const FIRST_SOURCE =
  '<LazyLoad placeholder={<p>Loading…</p>}>\n  <b>This content is lazy loaded</b>\n</LazyLoad>';

const demo = (page: Page, n: number) => page.getByRole('region', { name: `Example ${n}` });

/**
 * Brings an example into view and waits until it shows its content: a placeholder giving
 * way may change the block's height, and a click aimed at its buttons just before would
 * land elsewhere.
 */
async function revealed(page: Page, n: number, text: string | RegExp): Promise<void> {
  const live = demo(page, n).locator('.demo-live');
  await live.scrollIntoViewIfNeeded();
  await expect(live).toContainText(text);
}

async function scrollTo(page: Page, selector: string) {
  const top = await page.evaluate(
    (s) => document.querySelector(s)!.getBoundingClientRect().top + window.scrollY,
    selector,
  );
  await scrollToY(page, top - 100);
}

test('the demo chunk loads only when the block nears the viewport; placeholder first, content after', async ({
  page,
  site,
  consoleProblems,
}) => {
  await page.setViewportSize({ width: 1000, height: 600 });
  const demoChunks: string[] = [];
  page.on(
    'request',
    (r) => /\/readme\.demo-\d+\.[\w-]+\.js$/.test(r.url()) && demoChunks.push(r.url()),
  );
  await page.goto(`${site.url}/v1/`);
  await hydrated(page);
  // Prerendered: the demo's own LazyLoad shows its placeholder until it is in view.
  await expect(demo(page, 1).locator('.demo-live')).toHaveText('Loading…');
  expect(demoChunks).toEqual([]);

  const chunk = page.waitForRequest(/\/readme\.demo-1\.[\w-]+\.js$/);
  await scrollTo(page, '#examples');
  await chunk;
  await expect(demo(page, 1).locator('.demo-live')).toHaveText('This content is lazy loaded');
  expect(consoleProblems).toEqual([]);
});

test('show/hide code: a real button with aria-expanded; hiding scrolls the block under the navbar', async ({
  page,
  site,
}) => {
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.goto(`${site.url}/v1/`);
  await hydrated(page);
  const block = demo(page, 2);
  const toggle = block.getByRole('button', { name: 'show code' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const code = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  const collapsed = (await code.boundingBox())!.height;

  await toggle.click();
  const hide = block.getByRole('button', { name: 'hide code' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await expect
    .poll(async () => (await code.boundingBox())!.height)
    .toBeGreaterThan(collapsed + 100);

  await scrollToY(page, (await page.evaluate(() => window.scrollY)) + 400);
  // Where the block's top sits 35 px below the navbar (or as far as the page can scroll).
  const target = await block.evaluate((el) => {
    const navbar = document.querySelector('.navbar')!.getBoundingClientRect().height;
    return Math.round(el.getBoundingClientRect().top + window.scrollY - navbar - 35);
  });
  await hide.click();
  await expect(block.getByRole('button', { name: 'show code' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect
    .poll(() =>
      page.evaluate(
        (t) =>
          Math.round(window.scrollY) -
          Math.min(t, document.documentElement.scrollHeight - window.innerHeight),
        target,
      ),
    )
    .toBe(0);
});

test('a demo whose code is shorter than minHeight has no toggle', async ({ page, site }) => {
  await page.goto(`${site.url}/v1/`);
  await hydrated(page);
  await expect(demo(page, 1).getByRole('button', { name: /^(show|hide) code$/ })).toHaveCount(0);
});

test('copy puts the exact source on the clipboard and says Copied!', async ({ page, site }) => {
  await page.goto(`${site.url}/v1/`);
  await hydrated(page);
  await revealed(page, 1, 'This content is lazy loaded');
  const said = await statusTexts(demo(page, 1));
  await demo(page, 1).getByRole('button', { name: 'Copy code' }).click();
  await expect.poll(said).toEqual(['Copied!', '']);
  expect(await clipboardText(page)).toBe(FIRST_SOURCE);
});

test('each part of the code copies as it is shown: the JSX, and the CSS with its own button', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/v1/`);
  await hydrated(page);
  await revealed(page, 2, 'Lazy card');
  const block = demo(page, 2);
  const shown = (lang: string) =>
    block
      .locator(`.demo-code .code-block[data-lang="${lang}"] pre`)
      .evaluate((pre) => pre.textContent);
  const jsx = await shown('jsx');
  const css = await shown('css');
  expect(css).toContain('{');
  await block.getByRole('button', { name: 'Copy code' }).click();
  expect(await clipboardText(page)).toBe(jsx);
  await block.getByRole('button', { name: 'Copy CSS' }).click();
  expect(await clipboardText(page)).toBe(css);
});

test.describe('playground buttons', () => {
  const ACTIONS = {
    CodePen: 'https://codepen.io/pen/define',
    JSFiddle: 'https://jsfiddle.net/api/post/library/pure/',
    CodeSandbox: 'https://codesandbox.io/api/v1/sandboxes/define',
  };

  for (const [name, action] of Object.entries(ACTIONS)) {
    test(`Open in ${name} POSTs the demo to a new tab`, async ({ page, site, context }) => {
      const posted: Request[] = [];
      await recordFormSubmissions(context);
      await context.route(action, async (route) => {
        posted.push(route.request());
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>playground</p>' });
      });
      await page.goto(`${site.url}/v1/`);
      await hydrated(page);
      const button = demo(page, 1).getByRole('button', { name: `Open in ${name}` });
      await button.hover();
      const tab = context.waitForEvent('page');
      await button.click();
      const opened = await tab;
      await opened.waitForLoadState();
      expect(opened.url()).toBe(action);
      expect(await opened.evaluate(() => window.opener)).toBeNull();
      expect(posted).toHaveLength(1);
      expect(posted[0]!.method()).toBe('POST');
      const fields = Object.fromEntries(new URLSearchParams(await formPostBody(page, posted[0]!)));

      if (name === 'CodePen') {
        expect(Object.keys(fields)).toEqual(['data']);
        const data = JSON.parse(fields.data!) as Record<string, string>;
        expect(data).toMatchObject({
          html: '<div id="app"></div>',
          layout: 'left',
          editors: '101',
          js_pre_processor: 'babel',
        });
        expect(data.js).toContain('<b>This content is lazy loaded</b>');
        expect(data.js_external!.split(';')).toHaveLength(3);
      } else if (name === 'JSFiddle') {
        expect(Object.keys(fields).sort()).toEqual(['css', 'html', 'js', 'panel_js', 'resources']);
        expect(fields.panel_js).toBe('3');
        expect(fields.js).toContain('<b>This content is lazy loaded</b>');
        expect(fields.resources!.split(',')).toHaveLength(3);
      } else {
        expect(Object.keys(fields)).toEqual(['parameters']);
        const { files } = JSON.parse(decompressParameters(fields.parameters!)!) as {
          files: Record<string, { content: string }>;
        };
        expect(files['src/App.jsx']!.content).toContain(FIRST_SOURCE.split('\n')[1]!.trim());
        expect(JSON.parse(files['package.json']!.content).dependencies['@lazy-load/react']).toBe(
          LIBRARY_VERSION,
        );
      }
    });
  }

  test('each button has a visible tooltip on hover', async ({ page, site, browserName }) => {
    await page.goto(`${site.url}/v1/`);
    await hydrated(page);
    const button = demo(page, 1).getByRole('button', { name: 'Open in CodePen' });
    await button.scrollIntoViewIfNeeded();
    // Hover inside the poll: the block re-renders just after hydration (playground fields).
    await expect
      .poll(async () => {
        await button.hover();
        return button.evaluate((b) => getComputedStyle(b, '::after').content);
      })
      // Firefox gives the declared value, unevaluated: the attribute it names is checked.
      .toBe(browserName === 'firefox' ? 'attr(data-tip)' : '"CodePen"');
    await expect(button).toHaveAttribute('data-tip', 'CodePen');
  });
});
