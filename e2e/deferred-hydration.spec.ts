import type { Page, Request } from '@playwright/test';
import { CODE_BLOCK_SCROLL_OFFSET_PX } from '../site/src/shared/constants';
import {
  clipboardText,
  codeMeasured,
  expect,
  formPostBody,
  holdApp,
  hydrated,
  recordFormSubmissions,
  test,
  shownOutline,
  statusTexts,
  styled,
} from './fixtures';

/** Scripts the page requested so far. */
function scripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && urls.push(new URL(r.url()).pathname));
  return urls;
}

const example = (page: Page, n: number) => page.getByRole('region', { name: `Example ${n}` });

test('a first visit runs only the boot script until the reader interacts', async ({
  page,
  site,
}) => {
  const requested = scripts(page);
  await page.goto(`${site.url}/v1/`);
  // Past the load: the rest of the styles, linked after the first paint, have arrived,
  // and the browser has been idle. (Not 'networkidle': Firefox's WebDriver BiDi at times
  // never reports it, all requests long finished.)
  await styled(page);
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));
  expect(requested).toHaveLength(1);
  expect(requested[0]).toMatch(/^\/assets\/js\/boot\.[\w-]+\.js$/);
  expect(await page.locator('link[rel="modulepreload"], link[rel="prefetch"]').count()).toBe(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

  // Before hydration the page already works: a TOC link scrolls natively.
  await shownOutline(page).getByRole('link', { name: 'API' }).dispatchEvent('click');
  await expect(page).toHaveURL(/#api$/);
});

test('scrolling loads the app before the reader reaches the first demo', async ({ page, site }) => {
  await page.setViewportSize({ width: 1000, height: 700 });
  const requested = scripts(page);
  await page.goto(`${site.url}/v1/`);
  await page.mouse.wheel(0, 150);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const firstDemoTop = await example(page, 1).evaluate((el) => el.getBoundingClientRect().top);
  expect(firstDemoTop).toBeGreaterThan(700);
  expect(requested.some((u) => /demo-\d/.test(u))).toBe(false);
});

test('"show code" before the app is ready answers at once, and the app keeps it open', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/v1/`);
  const release = await holdApp(page);
  const block = example(page, 2);
  await block.getByRole('button', { name: 'show code' }).click();
  const hide = block.getByRole('button', { name: 'hide code' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  const code = block.locator('.demo-code');
  await expect(code).toHaveAttribute('data-state', 'open');
  // Whole, once it has grown (it animates, once the page has all its styles: motion.ts).
  await code.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const full = await code.evaluate((el) => el.scrollHeight);
  expect((await code.boundingBox())!.height).toBeGreaterThanOrEqual(full - 1);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

  release();
  await hydrated(page);
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  // The app took the state over: its own click hides the code again.
  await hide.click();
  await expect(block.getByRole('button', { name: 'show code' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(code).toHaveAttribute('data-state', 'closed');
});

test('"show code" then "hide code" before the app is ready: closed again, and scrolled back', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/v1/`);
  const release = await holdApp(page);
  const block = example(page, 2);
  await block.getByRole('button', { name: 'show code' }).click();
  await block.getByRole('button', { name: 'hide code' }).click();
  const show = block.getByRole('button', { name: 'show code' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await expect(block.locator('.demo-code')).toHaveAttribute('data-state', 'closed');
  // The block's top is back just below the navbar.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
        const top = document
          .querySelector('section.demo[aria-label="Example 2"]')!
          .getBoundingClientRect().top;
        return Math.round(top - navbar);
      }),
    )
    .toBe(CODE_BLOCK_SCROLL_OFFSET_PX);
  release();
  await hydrated(page);
  await show.click();
  await expect(block.getByRole('button', { name: 'hide code' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('copy before the app is ready answers at once, with what the app copies', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/v1/`);
  const release = await holdApp(page);
  let said = await statusTexts(example(page, 1));
  await example(page, 1).getByRole('button', { name: 'Copy code' }).click();
  await expect.poll(said).toContain('Copied!');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  const before = await clipboardText(page);
  expect(before).toContain('<b>This content is lazy loaded</b>');
  // The message goes after its 500 ms; then the app hydrates, and copies the same text.
  release();
  await expect(example(page, 1).getByRole('status')).toHaveText('');
  await hydrated(page);
  await page.evaluate(() => navigator.clipboard.writeText(''));
  said = await statusTexts(example(page, 1));
  await example(page, 1).getByRole('button', { name: 'Copy code' }).click();
  await expect.poll(said).toContain('Copied!');
  expect(await clipboardText(page)).toBe(before);
});

test('a code block’s copy before the app is ready answers at once', async ({ page, site }) => {
  await page.goto(`${site.url}/v1/`);
  await holdApp(page);
  const block = page.locator('.static-html .code-block').filter({ visible: true }).first();
  const said = await statusTexts(block);
  await block.getByRole('button', { name: 'Copy code' }).click();
  await expect.poll(said).toContain('Copied!');
  expect(await clipboardText(page)).toBe(await block.locator('pre').textContent());
});

test('a playground button before the app is ready opens its tab at once, filled once the app is', async ({
  page,
  site,
  context,
}) => {
  const posted: Request[] = [];
  await recordFormSubmissions(context);
  await context.route('https://codepen.io/pen/define', async (route) => {
    posted.push(route.request());
    await route.fulfill({ status: 200, contentType: 'text/html', body: 'ok' });
  });
  await page.goto(`${site.url}/v1/`);
  const release = await holdApp(page);
  const tab = context.waitForEvent('page');
  await example(page, 1).getByRole('button', { name: 'Open in CodePen' }).click();
  // Its tab opens at once, in the click (later it could be blocked as a popup), and waits.
  const opened = await tab;
  await expect(opened).toHaveTitle('Opening CodePen…');
  expect(await opened.evaluate(() => window.opener)).toBeNull();
  expect(posted).toHaveLength(0);
  release();
  await expect.poll(() => posted.length).toBe(1);
  await expect(opened).toHaveURL('https://codepen.io/pen/define');
  const body = new URLSearchParams(await formPostBody(page, posted[0]!));
  expect(JSON.parse(body.get('data')!).js).toContain('This content is lazy loaded');
});

test('demo code is hidden from the first paint, and nothing moves when the app hydrates', async ({
  page,
  site,
}) => {
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.goto(`${site.url}/v1/`);
  const block = example(page, 2);
  await block.scrollIntoViewIfNeeded();
  const before = await block.boundingBox();
  await expect(block.getByRole('button', { name: 'show code' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await hydrated(page);
  expect(await block.boundingBox()).toEqual(before);
});

test('hydrating, and then showing code, leaves every demo as the server rendered it: none is rendered afresh', async ({
  page,
  site,
}) => {
  await page.setViewportSize({ width: 1000, height: 700 });
  // The demos' own chunks never arrive: every demo stays as the server rendered it,
  // waiting to hydrate (as those far from the viewport do).
  await page.route(/\/assets\/js\/[\w-]+\.demo-\d+\.[\w-]+\.js$/, () => {});
  await page.goto(`${site.url}/v1/`);
  const demos = page.locator('.demo-live');
  const count = await demos.count();
  expect(count).toBeGreaterThan(4);
  // A mark on the server's own nodes: a node React made again would not carry it.
  type Marked = Element & { kept?: boolean };
  const mark = () =>
    demos.evaluateAll((all) => all.forEach((d) => ((d.firstElementChild as Marked).kept = true)));
  const kept = () =>
    demos.evaluateAll((all) =>
      all.map((d) => (d.firstElementChild as Marked | null)?.kept === true),
    );
  // What runs after the first paint, the code's measurement, re-renders each block whose
  // code has a CSS part: that part gets its copy button. Once every such block shows it,
  // those renders are committed (and with them any demo they would render afresh).
  await mark();
  await codeMeasured(page);
  expect(await kept()).toEqual(Array(count).fill(true));
  // Showing a demo's code re-renders its block; its demo, still waiting, stays. The click's
  // render is committed once the button reads "hide code": a render afresh of the demo
  // would be part of it (React cannot put off a click's update until the demo hydrates).
  const block = page.locator('section.demo').filter({ has: page.locator('button.demo-toggle') });
  await block.first().getByRole('button', { name: 'show code' }).click();
  await expect(block.first().getByRole('button', { name: 'hide code' })).toBeVisible();
  expect(await kept()).toEqual(Array(count).fill(true));
});

test('on a phone, the app hydrating after the first scroll moves nothing on the screen', async ({
  page,
  site,
  browserName,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Shifts as Chromium's Layout Instability API reports them (other engines lack it).
  await page.addInitScript(() => {
    const shifts: { at: number; value: number }[] = [];
    Object.assign(window, { __shifts: shifts });
    if (PerformanceObserver.supportedEntryTypes.includes('layout-shift'))
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push({ at: e.startTime, value: e.value });
      }).observe({ type: 'layout-shift', buffered: true });
  });
  const release = await holdApp(page);
  await page.goto(`${site.url}/v1/`);
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(600);
  // Where every block on the screen is (and the copy buttons, which React renders again).
  const onScreen = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('.content :is(h2, h3, p, li, pre, table, .demo, .copy)')]
        .map((e) => e.getBoundingClientRect())
        .filter((r) => r.bottom > 0 && r.top < innerHeight)
        .map((r) => [r.left, r.top, r.width, r.height].map(Math.round).join(' ')),
    );
  const before = await onScreen();
  expect(before.length).toBeGreaterThan(5);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await onScreen()).toEqual(before);
  expect(await page.evaluate(() => scrollY)).toBe(600);
  if (browserName !== 'chromium') return;
  // A shift made on purpose (scroll anchoring off, or it would hide it): once it is
  // reported, so is every shift before it.
  const mark = await page.evaluate(() => {
    const at = performance.now();
    document.documentElement.style.overflowAnchor = 'none';
    document.body.style.overflowAnchor = 'none';
    document
      .querySelector('.content')!
      .prepend(Object.assign(document.createElement('div'), { style: 'height: 100px' }));
    return at;
  });
  type Shift = { at: number; value: number };
  const shifts = () => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  await expect.poll(async () => (await shifts()).some((s) => s.at >= mark)).toBe(true);
  expect((await shifts()).filter((s) => s.at < mark)).toEqual([]);
});

test('without JavaScript the demo code shows in full', async ({ noScriptPage: page, site }) => {
  await page.goto(`${site.url}/v1/`);
  const code = example(page, 2).locator('.demo-code');
  const box = await code.boundingBox();
  const full = await code.evaluate((el) => el.scrollHeight);
  expect(box!.height).toBeGreaterThanOrEqual(full - 1);
  await expect(code).toContainText('export default function Card()');
});
