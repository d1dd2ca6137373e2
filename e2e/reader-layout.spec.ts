import type { Page } from '@playwright/test';
import { expect, hydrated, styled, test } from './fixtures';

const example = (page: Page, n: number) => page.getByRole('region', { name: `Example ${n}` });

for (const width of [390, 320]) {
  test(`on a ${width} px phone the copy button leaves the first line of code clear`, async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${site.url}/v1/`);
    await hydrated(page);
    for (const n of [1, 2, 3]) {
      const block = example(page, n);
      await block.scrollIntoViewIfNeeded();
      // Both read at once: the example above the code may render (and move it) meanwhile.
      const { buttonBottom, lineTop } = await block.evaluate((b) => ({
        buttonBottom: b.querySelector('.copy-button')!.getBoundingClientRect().bottom,
        lineTop: b.querySelector('.demo-code .line')!.getBoundingClientRect().top,
      }));
      expect(lineTop, `example ${n}`).toBeGreaterThanOrEqual(buttonBottom);
    }
    // So in Edit mode.
    const block = example(page, 1);
    await block.getByRole('button', { name: 'Edit' }).click();
    await expect(block.locator('.cm-line').first()).toBeVisible();
    const { buttonBottom, lineTop } = await block.evaluate((b) => ({
      buttonBottom: b.querySelector('.copy-button')!.getBoundingClientRect().bottom,
      lineTop: b.querySelector('.cm-line')!.getBoundingClientRect().top,
    }));
    expect(lineTop, 'editor').toBeGreaterThanOrEqual(buttonBottom);
  });
}

test('the API table fits the text column, its cells read from the top', async ({ page, site }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site.url}/v1/`);
  await styled(page);
  const column = await page.locator('.content').evaluate((content) => {
    const box = content.getBoundingClientRect();
    const style = getComputedStyle(content);
    return {
      left: box.left + parseFloat(style.paddingLeft),
      right: box.right - parseFloat(style.paddingRight),
    };
  });
  const table = page.locator('table.api-table');
  const box = (await table.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(column.left - 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(column.right + 0.5);
  // Whole, not scrolled: every column is readable without scrolling the table.
  expect(await table.evaluate((t) => t.scrollWidth - t.clientWidth)).toBeLessThanOrEqual(0);
  const aligns = await page
    .locator('table.api-table td')
    .evaluateAll((cells) => [...new Set(cells.map((c) => getComputedStyle(c).verticalAlign))]);
  expect(aligns).toEqual(['top']);
});

test('in Edit mode the code is all there, and no control claims to show or hide it', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/v1/`);
  await hydrated(page);
  const block = example(page, 2);
  const toggle = block.getByRole('button', { name: /^(show|hide) code$/ });
  await expect(toggle).toHaveCount(1);
  await block.getByRole('button', { name: 'Edit' }).click();
  await expect(block.getByRole('textbox', { name: 'Code of example 2' })).toBeVisible();
  await expect(toggle).toHaveCount(0);
  const code = block.locator('.demo-code');
  await expect
    .poll(() => code.evaluate((c) => c.getBoundingClientRect().height >= c.scrollHeight - 1))
    .toBe(true);
});

test('focus on collapsed code shows its ring, drawn inside what is left visible', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/v1/`);
  await hydrated(page);
  const block = example(page, 2);
  await expect(block.locator('.demo-code')).toHaveAttribute('data-state', 'closed');
  await block.getByRole('button', { name: 'show code' }).focus();
  // Tab from the toggle, past the bar's other controls, into the code.
  const pre = block.locator('.demo-code pre').first();
  for (let i = 0; i < 10 && !(await pre.evaluate((p) => p === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(pre).toBeFocused();
  const ring = await pre.evaluate((p) => {
    const style = getComputedStyle(p);
    return {
      style: style.outlineStyle,
      // Offset + width ≤ 0: the ring lies within the element's own box.
      reach: parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth),
    };
  });
  expect(ring.style).toBe('solid');
  expect(ring.reach).toBeLessThanOrEqual(0);
});

for (const width of [1280, 390]) {
  test(`at ${width} px headings start where the text does, and each has a working permalink`, async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${site.url}/v1/`);
    await hydrated(page);
    const headings = await page.locator('.content :is(h2, h3)').evaluateAll((all) =>
      all.map((h) => {
        const anchor = h.querySelector<HTMLElement>('a.header-anchor')!;
        const body = h.closest('.content')!.querySelector('p')!.getBoundingClientRect().left;
        const label = [...h.childNodes].find(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim(),
        )!;
        // Where the heading's own text starts (after its permalink and a space).
        const range = document.createRange();
        range.selectNodeContents(label);
        const box = anchor.getBoundingClientRect();
        return {
          id: h.id,
          shift: Math.round(range.getBoundingClientRect().left - body),
          anchorShown: getComputedStyle(anchor).display !== 'none' && box.width > 0,
          anchorOnScreen: box.left >= 0,
        };
      }),
    );
    expect(headings.length).toBeGreaterThan(5);
    for (const h of headings) {
      expect(h.shift, h.id).toBe(0);
      expect(h.anchorShown && h.anchorOnScreen, h.id).toBe(true);
    }
    // A permalink is a link to its heading, reachable by keyboard.
    const anchor = page.locator('#api a.header-anchor');
    await anchor.focus();
    await expect(anchor).toBeFocused();
    await anchor.click();
    await expect(page).toHaveURL(/#api$/);
  });
}

test('without JavaScript a demo shows only what works: the example and its code in full, no dead controls', async ({
  noScriptPage: page,
  site,
}) => {
  await page.goto(`${site.url}/v1/`);
  const demos = page.locator('section.demo');
  expect(await demos.count()).toBeGreaterThan(3);
  for (const demo of await demos.all()) {
    await demo.scrollIntoViewIfNeeded();
    const buttons = await demo
      .locator('button')
      .evaluateAll((all) =>
        all
          .filter((b) => b.getClientRects().length > 0)
          .map((b) => b.textContent || b.getAttribute('aria-label')),
      );
    expect(buttons).toEqual([]);
    const code = demo.locator('.demo-code');
    expect(await code.evaluate((c) => c.getBoundingClientRect().height >= c.scrollHeight - 1)).toBe(
      true,
    );
  }
});

test('every demo shows its code to the last line, measured where it is laid out', async ({
  page,
  site,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site.url}/v1/`);
  await hydrated(page);
  const demos = page.locator('section.demo');
  for (let n = 1; n <= (await demos.count()); n++) {
    const block = example(page, n);
    await block.scrollIntoViewIfNeeded();
    const toggle = block.getByRole('button', { name: 'show code' });
    if (await toggle.count()) await toggle.click();
    const code = block.locator('.demo-code');
    // The last line of the last part lies within the code panel (none is clipped).
    await expect
      .poll(
        () =>
          code.evaluate((panel) => {
            const lines = panel.querySelectorAll('.line');
            const last = lines[lines.length - 1]!.getBoundingClientRect();
            return Math.round(panel.getBoundingClientRect().bottom - last.bottom) >= 0;
          }),
        { message: `example ${n}` },
      )
      .toBe(true);
  }
});
