import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  DEMO_FRAME_READY_MS,
  RUNAWAY_EFFECT_RUNS,
  RUNAWAY_LOOP_MS,
} from '../site/src/shared/constants';
import { DEMO_FRAME_NOT_ISOLATED, DEMO_FRAME_PATH } from '../site/src/shared/demo/demo-frame';
import { SMOOTH_SCROLL_ATTRIBUTE } from '../site/src/runtime/smooth-scroll';
import { TIME_LIMITS } from '../test/time-limits';
import { decompressParameters } from '../site/src/shared/demo/playground';
import { earlyExample } from './edited-examples';
import { clipboardText, expect, hydrated, scrollToY, test } from './fixtures';

const example = (page: Page, n: number) => page.getByRole('region', { name: `Example ${n}` });
/** Example `n` as edited: the document of its frame. */
const edited = (page: Page, n: number) =>
  example(page, n).locator('iframe.demo-frame').contentFrame().locator('#demo');
const EDITOR_CHUNKS = /\/assets\/js\/(DemoEditor|compile)\.[\w-]+\.js$/;

/** Opens example `n` for editing and replaces its code with `code`. */
async function editTo(page: Page, n: number, code: string) {
  const block = example(page, n);
  if ((await block.getByRole('button', { name: 'Edit' }).getAttribute('aria-pressed')) !== 'true') {
    await block.getByRole('button', { name: 'Edit' }).click();
  }
  const editor = block.getByRole('textbox', { name: `Code of example ${n}` });
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

const EDITED = '<LazyLoad placeholder={<p>Wait…</p>}>\n  <i>Edited by the reader</i>\n</LazyLoad>';

test.beforeEach(async ({ page, site }) => {
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.goto(`${site.url}/v1/`);
  await hydrated(page);
  await example(page, 1).scrollIntoViewIfNeeded();
});

test('the editor and compiler load only on the first Edit, as their own chunks', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (r) => EDITOR_CHUNKS.test(r.url()) && fetched.push(r.url()));
  await expect(example(page, 1).locator('.demo-live')).toHaveText('This content is lazy loaded');
  expect(fetched).toEqual([]);
  await example(page, 1).getByRole('button', { name: 'Edit' }).click();
  await expect(example(page, 1).getByRole('textbox', { name: 'Code of example 1' })).toBeFocused();
  expect(fetched.map((u) => /(DemoEditor|compile)/.exec(u)![1]).sort()).toEqual([
    'DemoEditor',
    'compile',
  ]);
});

test('an edit re-runs the example; Reset restores the original', async ({ page }) => {
  await editTo(page, 1, EDITED);
  await expect(edited(page, 1)).toHaveText('Edited by the reader');
  await example(page, 1).getByRole('button', { name: 'Reset' }).click();
  await expect(example(page, 1).locator('.demo-live')).toHaveText('This content is lazy loaded');
  await expect(example(page, 1).locator('iframe')).toHaveCount(0);
  await expect(example(page, 1).getByRole('textbox', { name: 'Code of example 1' })).toContainText(
    'This content is lazy loaded',
  );
  await expect(example(page, 1).getByRole('button', { name: 'Reset' })).toHaveCount(0);
});

test('an edited rootMargin changes what the example does', async ({ page }) => {
  const code = (await example(page, 3).locator('.demo-code pre').textContent())!;
  await editTo(
    page,
    3,
    code.replace('0px 0px 300px 0px', '0px').replace('Not loaded yet.', 'Still waiting.'),
  );
  // With no margin the edited example, in view, reports it loaded as it scrolled in.
  await expect(edited(page, 3)).toHaveText('Loaded as it scrolled into view.');
});

for (const [margin, expected] of [
  ['0px 0px 300px 0px', /^Loaded 1\d\d px before it scrolled into view\.$/],
  ['0px', /^Not loaded yet\.$/],
] as const) {
  test(`in its frame, an edited example sees the page's viewport: rootMargin "${margin}"`, async ({
    page,
  }) => {
    // The example's box 100 px from the top, its editor below it on screen; its content
    // then 150 px below the bottom of the 800 px viewport (the frame's box is padded 20 px).
    const box = example(page, 3).locator('.demo-live');
    const top = await box.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await scrollToY(page, top - 100);
    const spacer = 800 - 100 - 20 + 150;
    await editTo(page, 3, earlyExample(margin, spacer));
    // The frame sized to the example, spacer and all.
    await expect
      .poll(() => box.locator('iframe').evaluate((frame) => frame.clientHeight))
      .toBeGreaterThan(spacer);
    await scrollToY(page, top - 100);
    // (An entry's rectangle and innerHeight are the page's, as for the original.)
    await expect(edited(page, 3)).toHaveText(expected);
    if (margin === '0px') {
      await scrollToY(page, top + 100);
      await expect(edited(page, 3)).toHaveText('Loaded as it scrolled into view.');
    }
  });
}

test('while the edit’s frame loads, the original example stays as it was, state and all', async ({
  page,
}) => {
  // Example 3 revealed early: its content 100 px below the viewport (in its 300 px margin).
  const box = example(page, 3).locator('.demo-live');
  const top = await box.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await scrollToY(page, top - 900);
  await expect(box).toHaveText(/^Loaded \d+ px before it scrolled into view\.$/);
  const early = await box.innerText();
  // The frame's document held back until the original has been looked at.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${DEMO_FRAME_PATH}`, async (route) => {
    await held;
    await route.continue();
  });
  await scrollToY(page, top - 100);
  await editTo(page, 3, earlyExample('0px', 0));
  await expect(box).toHaveAttribute('data-frame', 'loading');
  // Not mounted afresh (it would say it loaded as it scrolled into view).
  await expect(box.locator('.ex-appear')).toHaveText(early);
  release();
  await expect(box).toHaveAttribute('data-frame', 'shown');
  await expect(edited(page, 3)).toHaveText('Loaded as it scrolled into view.');
});

test('an edit whose frame cannot run says so, and the original stays', async ({ page }) => {
  // The frame's document loads, its scripts do not (as a cache that kept them without
  // their CORS header would have it).
  await page.route('**/assets/js/demo-frame.*.js', (route) =>
    route.request().frame() === page.mainFrame() ? route.continue() : route.abort(),
  );
  await editTo(page, 1, EDITED);
  await expect(example(page, 1).getByRole('alert')).toHaveText(
    'This edit could not be run: its frame did not load.',
    { timeout: DEMO_FRAME_READY_MS + TIME_LIMITS.expect },
  );
  await expect(example(page, 1).locator('.demo-live')).toContainText('This content is lazy loaded');
});

test('a syntax error shows in place with its line; the page keeps working; fixing clears it', async ({
  page,
}) => {
  await editTo(page, 1, '<LazyLoad>\n  <b>unclosed\n</LazyLoad>');
  const error = example(page, 1).getByRole('alert');
  await expect(error).toContainText(/^Line \d+: /);
  // The rest of the page still works.
  await example(page, 2).getByRole('button', { name: 'show code' }).click();
  await expect(example(page, 2).getByRole('button', { name: 'hide code' })).toBeVisible();
  await editTo(page, 1, EDITED);
  await example(page, 1).locator('.demo-live').scrollIntoViewIfNeeded();
  await expect(error).toHaveCount(0);
  await expect(edited(page, 1)).toHaveText('Edited by the reader');
});

test('an endless loop or effect typed into an example is stopped, the loop with its line; the tab never freezes', async ({
  page,
}) => {
  // As a reader half-way through typing a loop: it runs 400 ms after they pause.
  await editTo(page, 1, '<LazyLoad>\n  {(() => { let i = 0; while (i < 10) {} })()}\n</LazyLoad>');
  await expect(example(page, 1).getByRole('alert')).toHaveText(
    `Error: Line 2: this loop ran for over ${RUNAWAY_LOOP_MS} ms without ending, so it was stopped`,
  );
  // The page answers: another example's code opens.
  await example(page, 2).getByRole('button', { name: 'show code' }).click();
  await expect(example(page, 2).getByRole('button', { name: 'hide code' })).toBeVisible();
  // An effect that re-runs itself for ever is stopped too (React yields between its runs).
  await editTo(
    page,
    1,
    '{(() => {\n  const [n, setN] = React.useState(0);\n  React.useEffect(() => setN(n + 1));\n  return n;\n})()}',
  );
  await expect(example(page, 1).getByRole('alert')).toHaveText(
    `Error: An effect ran over ${RUNAWAY_EFFECT_RUNS} times in a second (does a state update it makes run it again?), so the example was stopped`,
  );
  await editTo(page, 1, EDITED);
  await example(page, 1).locator('.demo-live').scrollIntoViewIfNeeded();
  await expect(example(page, 1).getByRole('alert')).toHaveCount(0);
  await expect(edited(page, 1)).toHaveText('Edited by the reader');
});

test('edited code runs as a module of its own; eval stays refused by the CSP', async ({ page }) => {
  await editTo(
    page,
    1,
    '<p>{(() => { try { return String(eval("6 * 7")); } catch (e) { return e.name; } })()}</p>',
  );
  await expect(edited(page, 1)).toHaveText('EvalError');
});

test('edited code runs on an origin of its own: it reads none of the site’s storage and cannot navigate the page', async ({
  page,
}) => {
  const url = page.url();
  await page.evaluate(() => localStorage.setItem('secret', 'of the site'));
  await editTo(
    page,
    1,
    [
      '<p>{[',
      '  () => localStorage.getItem("secret"),',
      '  () => document.cookie,',
      '  () => window.top.location.href = "/elsewhere",',
      '].map((f) => { try { f(); return "allowed"; } catch (e) { return e.name; } }).join(" ")}</p>',
    ].join('\n'),
  );
  await expect(edited(page, 1)).toHaveText('SecurityError SecurityError SecurityError');
  expect(page.url()).toBe(url);
  await expect(example(page, 1).locator('iframe')).toHaveAttribute('sandbox', 'allow-scripts');
  // Only the example runs there: none of the page's boot script (loaded with the app).
  const frameRoot = example(page, 1).locator('iframe').contentFrame().locator('html');
  await expect(frameRoot).toHaveAttribute('data-demo-frame');
  await expect(frameRoot).not.toHaveAttribute(SMOOTH_SCROLL_ATTRIBUTE);
});

test('the frame is sandboxed by its own policy, even framed without the attribute', async ({
  page,
}) => {
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.className = 'bare-frame';
    document.body.append(frame);
  }, DEMO_FRAME_PATH);
  const frame = page.locator('iframe.bare-frame').contentFrame();
  await expect(frame.locator('#demo')).toBeAttached();
  // An opaque origin: what it runs cannot reach the site. (Where a host cannot send the
  // policy, the frame itself refuses to run anything: hosts.spec.ts.)
  expect(await frame.locator('#demo').evaluate(() => self.origin)).toBe('null');
  await expect(frame.locator('#demo')).not.toHaveText(DEMO_FRAME_NOT_ISOLATED);
});

test('an edited example looks as in the page: same size, same styles, light and dark', async ({
  page,
}) => {
  const box = example(page, 1).locator('.demo-live');
  const look = async (root: ReturnType<typeof edited>) =>
    root.locator('b').evaluate((b) => {
      const { color, fontFamily, fontSize, fontWeight } = getComputedStyle(b);
      return { color, fontFamily, fontSize, fontWeight, top: b.getBoundingClientRect().top };
    });
  const size = () => box.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  const before = { size: await size(), look: await look(box) };
  // A space at the end: the same example, now running in its frame.
  const code = (await example(page, 1).locator('.demo-code pre').textContent())!;
  await editTo(page, 1, `${code.trim()} `);
  await expect(box).toHaveAttribute('data-frame', 'shown');
  await expect(edited(page, 1)).toHaveText('This content is lazy loaded');
  const after = await size();
  expect(Math.abs(after.height - before.size.height)).toBeLessThan(0.5);
  expect(Math.abs(after.width - before.size.width)).toBeLessThan(0.5);
  const framed = await look(edited(page, 1));
  const frameTop = await box.locator('iframe').evaluate((f) => f.getBoundingClientRect().top);
  expect({ ...framed, top: Math.round(framed.top + frameTop - after.top) }).toEqual({
    ...before.look,
    top: Math.round(before.look.top - before.size.top),
  });
  // Dark, picked in the navbar: the frame follows.
  await page.getByRole('combobox', { name: 'Color scheme' }).selectOption('dark');
  const dark = await page.evaluate(() => getComputedStyle(document.body).color);
  expect(dark).not.toBe(before.look.color);
  await expect(edited(page, 1).locator('b')).toHaveCSS('color', dark);
});

test('a runtime error is contained in its example', async ({ page }) => {
  await editTo(page, 1, '{(() => { throw new Error("boom"); })()}');
  await expect(example(page, 1).getByRole('alert')).toHaveText('Error: boom');
  // In the example's place: neither the original nor the frame shows beside it.
  await expect(example(page, 1).locator('.demo-live')).toHaveText('Error: boom');
  await expect(example(page, 1).locator('iframe')).toBeHidden();
  await expect(example(page, 2).locator('.demo-live')).not.toBeEmpty();
  await expect(page.getByRole('heading', { name: /API/ })).toBeVisible();
});

test('copy and the three exports carry the edited code', async ({ page }) => {
  await editTo(page, 1, EDITED);
  await expect(edited(page, 1)).toHaveText('Edited by the reader');
  await example(page, 1).getByRole('button', { name: 'Copy code' }).click();
  // (Firefox's driver may add a line break around text inserted into the editor.)
  expect((await clipboardText(page)).trim()).toBe(EDITED);

  const form = (platform: string) => example(page, 1).locator(`form[data-platform="${platform}"]`);
  const codepen = JSON.parse(await form('codepen').locator('input[name="data"]').inputValue())
    .js as string;
  expect(codepen).toContain('<i>Edited by the reader</i>');
  expect(await form('jsfiddle').locator('input[name="js"]').inputValue()).toContain(
    '<i>Edited by the reader</i>',
  );
  const parameters = await form('codesandbox').locator('input[name="parameters"]').inputValue();
  expect(decompressParameters(parameters)).toContain('Edited by the reader');
});

test('keyboard only: into the editor, type, and out again with Tab or Escape', async ({ page }) => {
  const edit = example(page, 1).getByRole('button', { name: 'Edit' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const editor = example(page, 1).getByRole('textbox', { name: 'Code of example 1' });
  await expect(editor).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.insertText(' ');
  // Escape first closes an open completion popup, as in any editor; the next one leaves.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(edit).toBeFocused();
  await editor.focus();
  await page.keyboard.press('Tab');
  await expect(editor).not.toBeFocused();
});

test('an open editor has no serious accessibility violations', async ({ page }) => {
  await example(page, 1).getByRole('button', { name: 'Edit' }).click();
  await expect(example(page, 1).getByRole('textbox', { name: 'Code of example 1' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .include('[aria-label="Example 1"]')
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('while an edit does not compile, the last edit that did keeps running', async ({ page }) => {
  await editTo(page, 1, EDITED);
  await expect(edited(page, 1)).toHaveText('Edited by the reader');
  await editTo(page, 1, '<LazyLoad>\n  <b>unclosed\n</LazyLoad>');
  await expect(example(page, 1).getByRole('alert')).toContainText(/^Line \d+: /);
  await expect(edited(page, 1)).toHaveText('Edited by the reader');
});

test('a module typed into a markup example is an error naming its line, not page text', async ({
  page,
}) => {
  await editTo(
    page,
    1,
    "import { LazyLoad } from '@lazy-load/react';\nexport default () => <LazyLoad>Hi</LazyLoad>;",
  );
  // The line the import is on, as the editor holds it (Firefox's driver may insert a
  // line break before the text).
  const line = await example(page, 1)
    .locator('.cm-line')
    .evaluateAll((lines) => lines.findIndex((l) => l.textContent!.startsWith('import')) + 1);
  expect(line).toBeGreaterThan(0);
  await expect(example(page, 1).getByRole('alert')).toHaveText(
    `Line ${line}: This example is JSX markup: write it without import or export (LazyLoad and React are provided)`,
  );
  // Nothing ran: the example is still the original, in the page.
  await expect(example(page, 1).locator('iframe')).toHaveCount(0);
  await expect(example(page, 1).locator('.demo-live')).toHaveText('This content is lazy loaded');
});

test('a closing tag typed by hand is typed once', async ({ page }) => {
  await editTo(page, 1, '');
  await page.keyboard.type('<p>wait</p>');
  const editor = example(page, 1).getByRole('textbox', { name: 'Code of example 1' });
  await expect(editor).toHaveText('<p>wait</p>');
  await expect(edited(page, 1)).toHaveText('wait');
});
