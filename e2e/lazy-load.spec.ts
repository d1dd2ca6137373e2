import type { Page } from '@playwright/test';
import type { Reveal } from './fixtures/lazy-load/main';
import { expect, test } from './fixtures';
import { SSR_PATH } from './fixtures/lazy-load/scenarios';
import { MATRIX_ARGS, MATRIX_PATH, matrixProblems, scrollThroughMatrix } from './lazy-load-matrix';
import {
  SCENARIO_ARGS,
  SCENARIOS_PATH,
  scenarioOutcome,
  scenarioProblems,
  scrollThroughScenarios,
} from './lazy-load-scenarios';

/** Scrolls one step and waits until the browser has rendered (and so run its observers). */
async function scrollBy(page: Page, dy: number): Promise<void> {
  await page.evaluate(async (step) => {
    window.scrollBy(0, step);
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
  }, dy);
}

async function revealOf(page: Page, id: string): Promise<Reveal | undefined> {
  return page.evaluate((which) => window.reveals.find((r) => r.id === which), id);
}

test('a real IntersectionObserver reveals content as the page scrolls', async ({
  page,
  lazyLoadFixture,
}) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto(lazyLoadFixture.url);
  for (const id of ['default', 'margin', 'threshold']) {
    await expect(page.getByTestId(id)).toHaveText(`${id} placeholder`);
  }

  // Scroll down in small steps until everything has been revealed.
  const bottom = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < bottom && (await page.evaluate(() => window.reveals.length)) < 3; y += 50) {
    await scrollBy(page, 50);
  }

  const byDefault = await revealOf(page, 'default');
  const byMargin = await revealOf(page, 'margin');
  const byThreshold = await revealOf(page, 'threshold');

  // Default options: revealed as soon as its top edge entered the viewport.
  expect(byDefault).toBeDefined();
  expect(byDefault!.top).toBeLessThan(byDefault!.viewportHeight);
  expect(byDefault!.top).toBeGreaterThan(byDefault!.viewportHeight - 100);

  // rootMargin of 300px below: revealed while still below the fold.
  expect(byMargin).toBeDefined();
  expect(byMargin!.top).toBeGreaterThanOrEqual(byMargin!.viewportHeight);
  expect(byMargin!.top).toBeLessThanOrEqual(byMargin!.viewportHeight + 300);

  // threshold 0.5: revealed only once half of the 400px element was visible.
  expect(byThreshold).toBeDefined();
  expect(byThreshold!.ratio).toBeGreaterThanOrEqual(0.5);
  expect(byThreshold!.top).toBeLessThanOrEqual(byThreshold!.viewportHeight - 200);

  for (const id of ['default', 'margin', 'threshold']) {
    await expect(page.getByTestId(id)).toHaveText(`${id} content`);
  }

  // Once revealed, content stays when scrolled away.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByTestId('default')).toHaveText('default content');
});

test('every threshold reveals at the pixel where the platform reports it reached, on items of 100, 200 and 400 px', async ({
  page,
  lazyLoadFixture,
}) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto(`${lazyLoadFixture.url}${MATRIX_PATH}`);
  await page.evaluate(scrollThroughMatrix, MATRIX_ARGS);
  expect(matrixProblems(await page.evaluate(() => window.thresholdReveals))).toEqual([]);
});

test('a throwing onVisible is reported, and the other items of its batch still reveal', async ({
  page,
  lazyLoadFixture,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${lazyLoadFixture.url}/?throwing`);
  for (let n = 0; n < 5; n++) await expect(page.getByTestId(`item-${n}`)).toHaveText('revealed');
  await expect.poll(() => errors).toEqual(['onVisible of item 0 failed on purpose']);
});

test('while developing, an `as` component that drops its ref is named in the console', async ({
  page,
  lazyLoadFixture,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${lazyLoadFixture.url}/?refless`);
  await expect(page.getByText('waiting')).toBeVisible();
  await expect
    .poll(() => errors)
    .toContain('LazyLoad: the `as` component must pass its ref to an element');
});

test('rootMargin in px, % and negative, a margin changed after mount, StrictMode, display:none and removal before reveal', async ({
  page,
  lazyLoadFixture,
}) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto(`${lazyLoadFixture.url}${SCENARIOS_PATH}`);
  await expect(page.getByTestId('removed')).toHaveText('…');
  await page.evaluate(scrollThroughScenarios, SCENARIO_ARGS);
  await expect(page.getByTestId('display-none')).toHaveText('✓');
  expect(scenarioProblems(await page.evaluate(scenarioOutcome))).toEqual([]);
  expect(await page.evaluate(() => window.labProblems)).toEqual([]);
});

test('server-rendered HTML hydrates without a warning, then reveals as the page scrolls', async ({
  page,
  lazyLoadFixture,
  consoleProblems,
}) => {
  await page.goto(`${lazyLoadFixture.url}${SSR_PATH}`);
  // The server rendered every placeholder; the item in view reveals once hydrated.
  const serverHtml = await page.evaluate(() => window.serverHtml);
  expect(serverHtml).toContain('top placeholder');
  expect(serverHtml).toContain('<p>below placeholder</p>');
  await expect(page.getByTestId('ssr-top')).toHaveText('top content');
  const warnings = () => page.evaluate(() => [window.recoverableErrors, window.labProblems]);
  expect(await warnings()).toEqual([[], []]);
  await expect(page.getByTestId('ssr-below')).toHaveText('below placeholder');
  await page.getByTestId('ssr-below').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('ssr-below')).toHaveText('below content');
  expect(await page.evaluate(() => [window.recoverableErrors, window.labProblems])).toEqual([
    [],
    [],
  ]);
  expect(consoleProblems).toEqual([]);
});
