import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { RUNAWAY_EFFECT_RUNS, RUNAWAY_LOOP_MS } from '../site/src/shared/constants';
import { decompressParameters } from '../site/src/shared/playground';
import { clipboardText, expect, hydrated, test } from './fixtures';

const example = (page: Page, n: number) => page.getByRole('region', { name: `Example ${n}` });
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
  const live = example(page, 1).locator('.demo-live');
  await expect(live).toHaveText('Edited by the reader');
  await example(page, 1).getByRole('button', { name: 'Reset' }).click();
  await expect(live).toHaveText('This content is lazy loaded');
  await expect(example(page, 1).getByRole('textbox', { name: 'Code of example 1' })).toContainText(
    'This content is lazy loaded',
  );
  await expect(example(page, 1).getByRole('button', { name: 'Reset' })).toHaveCount(0);
});

test('an edited rootMargin changes what the example does', async ({ page }) => {
  const code = await example(page, 3).locator('.demo-code pre').innerText();
  await editTo(
    page,
    3,
    code.replace('0px 0px 300px 0px', '0px').replace('Not loaded yet.', 'Still waiting.'),
  );
  // With no margin the edited example, in view, reports it loaded as it scrolled in.
  await expect(example(page, 3).locator('.demo-live')).toHaveText(
    'Loaded as it scrolled into view.',
  );
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
  await expect(example(page, 1).locator('.demo-live')).toHaveText('Edited by the reader');
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
  await expect(example(page, 1).locator('.demo-live')).toHaveText('Edited by the reader');
});

test('edited code runs as a module of its own; eval stays refused by the CSP', async ({ page }) => {
  await editTo(
    page,
    1,
    '<p>{(() => { try { return String(eval("6 * 7")); } catch (e) { return e.name; } })()}</p>',
  );
  await expect(example(page, 1).locator('.demo-live')).toHaveText('EvalError');
});

test('a runtime error is contained in its example', async ({ page }) => {
  await editTo(page, 1, '{(() => { throw new Error("boom"); })()}');
  await expect(example(page, 1).getByRole('alert')).toHaveText('Error: boom');
  await expect(example(page, 2).locator('.demo-live')).not.toBeEmpty();
  await expect(page.getByRole('heading', { name: /API/ })).toBeVisible();
});

test('copy and the three exports carry the edited code', async ({ page }) => {
  await editTo(page, 1, EDITED);
  await expect(example(page, 1).locator('.demo-live')).toHaveText('Edited by the reader');
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
  const live = example(page, 1).locator('.demo-live');
  await expect(live).toHaveText('Edited by the reader');
  await editTo(page, 1, '<LazyLoad>\n  <b>unclosed\n</LazyLoad>');
  await expect(example(page, 1).getByRole('alert')).toContainText(/^Line \d+: /);
  await expect(live).toHaveText('Edited by the reader');
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
  await expect(example(page, 1).locator('.demo-live')).not.toContainText('import');
});

test('a closing tag typed by hand is typed once', async ({ page }) => {
  await editTo(page, 1, '');
  await page.keyboard.type('<p>wait</p>');
  const editor = example(page, 1).getByRole('textbox', { name: 'Code of example 1' });
  await expect(editor).toHaveText('<p>wait</p>');
  await expect(example(page, 1).locator('.demo-live')).toHaveText('wait');
});
