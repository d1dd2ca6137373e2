import type { ViteDevServer } from 'vite';
import { startDevServer } from '../site/src/node/dev';
import { freePort } from '../test/free-port';
import { clipboardText, expect, statusTexts, test } from './fixtures';
import { fileURLToPath } from 'node:url';

// The docs as a maintainer sees them in `npm run dev`: what readers get from the build
// works there too (the dev server renders in the browser, from the same compile).
const DOCS = fileURLToPath(new URL('../docs', import.meta.url));

let server: ViteDevServer;
let url: string;
test.beforeAll(async () => {
  const port = await freePort();
  server = await startDevServer({ docsDir: DOCS, host: '127.0.0.1', port });
  url = `http://127.0.0.1:${port}`;
});
test.afterAll(async () => {
  await server?.close();
});

test('in dev: link-preview tags, permalinks, the outline, code blocks with copy, titles and marked lines, tabs, admonitions, the footer and the scheme picker', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${url}/v1/`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    '@lazy-load/react',
  );
  const api = page.getByRole('heading', { level: 2, name: 'API' });
  await expect(api.getByRole('link', { name: 'Permalink to “API”' })).toHaveAttribute(
    'href',
    '#api',
  );
  const outline = page.getByRole('navigation', { name: 'On this page' });
  await expect(outline.getByRole('link', { name: 'Installation' })).toBeVisible();

  const tabs = page.locator('.pm-tabs').first();
  await tabs.locator('.pm-tab', { hasText: 'pnpm' }).click();
  await expect(tabs.locator('.pm-panel:visible pre')).toHaveText('pnpm add @lazy-load/react');
  const copy = tabs.locator('.pm-panel:visible').getByRole('button', { name: 'Copy code' });
  const said = await statusTexts(tabs);
  await copy.click();
  await expect.poll(said).toContain('Copied!');
  expect(await clipboardText(page)).toBe('pnpm add @lazy-load/react');

  const article = page.locator('.code-block.titled', { hasText: 'Article.tsx' });
  await expect(article.locator('.code-title')).toHaveText('Article.tsx');
  await expect(article.locator('.line.highlighted')).toHaveCount(3);

  await expect(page.getByRole('note').filter({ hasText: 'One element per item' })).toBeVisible();
  await expect(page.locator('.page-footer')).toContainText('Last updated');

  await page.getByRole('combobox', { name: 'Color scheme' }).selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('in dev, the modules the site writes (its data, the page, its HTML) come without a source map; its components with one', async ({
  page,
}) => {
  const bodies = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (response.request().resourceType() === 'script') bodies.set(path, response.text());
  });
  await page.goto(`${url}/v1/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const written = [
    '/@id/__x00__virtual:site-data',
    '/docs/v1/readme.md',
    '/docs/v1/readme.static.js',
  ];
  for (const path of written) {
    expect(bodies.has(path), path).toBe(true);
    expect(await bodies.get(path), path).not.toContain('sourceMappingURL');
  }
  const component = [...bodies.keys()].find((path) => path.endsWith('.tsx'));
  expect(await bodies.get(component!)).toContain('sourceMappingURL=data:application/json');
});

test("in dev, a demo's Edit loads the editor as ES modules, not bundled at launch, and runs the edit with no reload", async ({
  page,
  consoleProblems,
}) => {
  const modules: string[] = [];
  page.on('request', (r) => modules.push(new URL(r.url()).pathname));
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.goto(`${url}/v1/`);
  const example = page.getByRole('region', { name: 'Example 1' });
  await example.scrollIntoViewIfNeeded();
  await expect(example.locator('.demo-live')).toHaveText('This content is lazy loaded');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await example.getByRole('button', { name: 'Edit' }).click();
  const editor = example.getByRole('textbox', { name: 'Code of example 1' });
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+a');
  // (A loop: the edit goes through the loop guard's parser too.)
  await page.keyboard.insertText(
    '<LazyLoad>\n  <i>{[1, 2].map((n) => { for (let i = 0; i < n; i++); return n; }).join(" and ")}</i>\n</LazyLoad>',
  );
  const frame = example.locator('iframe.demo-frame').contentFrame();
  await expect(frame.locator('#demo')).toHaveText('1 and 2');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  // The editor's packages came from their own folders, none from the launch's bundles (only
  // what they import that is not an ES module).
  for (const name of ['@codemirror/view', 'sucrase', 'acorn', 'magic-string'])
    expect(
      modules.some((path) => path.includes(`/node_modules/${name}/`)),
      name,
    ).toBe(true);
  expect(
    modules.filter((path) =>
      /\/\.vite\/deps\/(codemirror|@codemirror_[\w-]+|sucrase|acorn(-walk)?|magic-string)\.js$/.test(
        path,
      ),
    ),
  ).toEqual([]);
  expect(consoleProblems).toEqual([]);
});
