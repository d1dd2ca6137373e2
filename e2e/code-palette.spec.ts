import type { Locator } from '@playwright/test';
import { expect, hydrated, schemeContext, test } from './fixtures';

/** Tokens of example 3, one of each kind the palette names (the last of each is read). */
const TOKENS = ['import', "'react'", 'Early', 'LazyLoad', 'rootMargin', 'p', 'null'];

/** The computed colour of the last element under `root` whose text is each token (Shiki keeps the space before a token in its span). */
function tokenColors(root: Locator, tokens: string[]): Promise<(string | null)[]> {
  return root.evaluate(
    (element, wanted) =>
      wanted.map((token) => {
        const found = [...element.querySelectorAll('span')].filter(
          (span) => span.childElementCount === 0 && span.textContent!.trim() === token,
        );
        return found.length ? getComputedStyle(found.at(-1)!).color : null;
      }),
    tokens,
  );
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the editor paints code in the static view's colours (${scheme})`, async ({
    browser,
    site,
  }) => {
    const context = await schemeContext(browser, scheme);
    const page = await context.newPage();
    await page.goto(`${site.url}/v1/`);
    await hydrated(page);
    const block = page.getByRole('region', { name: 'Example 3' });
    const pre = block.locator('.demo-code pre').first();
    const painted = await tokenColors(pre, TOKENS);
    expect(painted.map((color, i) => color ?? `no ${TOKENS[i]}`)).not.toContainEqual(
      expect.stringMatching(/^no /),
    );
    // The palette tells the kinds apart (else the comparison below proves little).
    expect(new Set(painted).size).toBeGreaterThanOrEqual(5);
    const background = await pre.evaluate((p) => getComputedStyle(p).backgroundColor);

    await block.getByRole('button', { name: 'Edit' }).click();
    const editor = block.locator('.cm-editor');
    await expect(editor).toBeVisible();
    // CodeMirror highlights as it parses: wait until every token is painted alike.
    await expect.poll(() => tokenColors(editor, TOKENS)).toEqual(painted);
    expect(await editor.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(background);
    await context.close();
  });
}
