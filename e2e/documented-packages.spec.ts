// A site documenting another package than the docs' own (e2e/fixtures/packages): the
// engine knows a package only from the site config, and demos, the live editor's frame
// and the playgrounds all take it from there.
import type { Page } from '@playwright/test';
import { decompressParameters } from '../site/src/shared/demo/playground';
import { expect, hydrated, playgroundFields, serveBadges, test } from './fixtures';

const example = (page: Page, n: number) => page.getByRole('region', { name: `Example ${n}` });

/** The fields a playground's form posts for example `n`. */
const fieldsOf = (page: Page, n: number, platform: string) =>
  playgroundFields(example(page, n), platform);

test('the server renders each demo with the documented package, markup and module alike', async ({
  request,
  packageSite,
}) => {
  const html = await (await request.get(`${packageSite.url}/`)).text();
  // (React's server render separates text parts with comments.)
  const text = html.replace(/<!-- -->/g, '');
  expect(text).toContain('Hello, reader! <button type="button">Wave back (0)</button>');
  expect(text).toContain('Hello, version 0.3.0! <button type="button">Wave back (0)</button>');
  expect(html).not.toContain('@lazy-load/react');
});

test('a demo runs live with the package: a click on it counts', async ({
  page,
  packageSite,
  consoleProblems,
}) => {
  await serveBadges(page);
  await page.goto(`${packageSite.url}/`);
  await hydrated(page);
  const button = example(page, 1).getByRole('button', { name: /^Wave back/ });
  await button.scrollIntoViewIfNeeded();
  // Live once its chunk has run: until then the prerendered button does nothing.
  await expect(async () => {
    await button.click();
    await expect(button).not.toHaveText('Wave back (0)', { timeout: 1000 });
  }).toPass();
  expect(consoleProblems).toEqual([]);
});

test('the playgrounds load the package’s browser build at its version, and nothing else', async ({
  page,
  packageSite,
}) => {
  await page.goto(`${packageSite.url}/`);
  await hydrated(page);
  const pen = JSON.parse((await fieldsOf(page, 1, 'codepen')).data!) as Record<string, string>;
  expect(pen.js_external!.split(';')).toEqual([
    'https://unpkg.com/react@18.3.1/umd/react.production.min.js',
    'https://unpkg.com/react-dom@18.3.1/umd/react-dom.production.min.js',
    'https://unpkg.com/@fixture/greeting@0.3.0/dist/greeting.umd.js',
  ]);
  // Markup reads its component from the package's global.
  expect(pen.js).toContain('const { Greeting } = window.Greeting;');
  const sandbox = JSON.parse(
    decompressParameters((await fieldsOf(page, 2, 'codesandbox')).parameters!)!,
  ) as { files: Record<string, { content: string }> };
  const pkg = JSON.parse(sandbox.files['package.json']!.content) as {
    name: string;
    dependencies: Record<string, string>;
  };
  expect(pkg.name).toBe('fixture-greeting-demo');
  expect(pkg.dependencies).toMatchObject({ '@fixture/greeting': '0.3.0' });
  expect(Object.keys(pkg.dependencies)).not.toContain('@lazy-load/react');
});

test('an edited demo runs in the frame with the package', async ({ page, packageSite }) => {
  await page.goto(`${packageSite.url}/`);
  await hydrated(page);
  const block = example(page, 1);
  await block.scrollIntoViewIfNeeded();
  await block.getByRole('button', { name: 'Edit' }).click();
  await block.getByRole('textbox', { name: 'Code of example 1' }).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('<Greeting name="editor" />');
  const frame = block.locator('iframe.demo-frame').contentFrame().locator('#demo');
  await expect(frame).toContainText('Hello, editor!');
});
