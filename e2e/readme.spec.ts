import type { Code, Root } from 'mdast';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import ts from 'typescript';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { replaceDemoContainers } from '../site/src/node/demo/containers';
import { remarkContainers } from '../site/src/node/markdown/remark-containers';
import { CDN_FILES } from './cdn';
import { expect, hydrated, test } from './fixtures';
import { LIBRARY_VERSION } from './library-version';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const README = join(ROOT, 'docs/v1/readme.md');

/** The page's fenced code, demos left out (they are compiled by the build already). */
async function snippets(): Promise<Code[]> {
  const file = new VFile({
    path: README,
    value: await readFile(README, 'utf8'),
    data: { problems: [] },
  });
  // Parsed as the compile parses them: `:::` containers are directives.
  const parser = unified().use(remarkParse).use(remarkGfm).use(remarkContainers);
  const tree = parser.runSync(parser.parse(file), file) as Root;
  replaceDemoContainers(tree, file, () => ({ type: 'html', value: '' }), []);
  const found: Code[] = [];
  visit(tree, 'code', (node: Code) => {
    found.push(node);
  });
  return found;
}

// The compiler only: once, in no browser (the `node` project).
test(
  'every ts/tsx/js/jsx snippet on the page typechecks against the built package',
  { tag: '@node' },
  async () => {
    const code = (await snippets()).filter((s) =>
      ['ts', 'tsx', 'js', 'jsx'].includes(s.lang ?? ''),
    );
    expect(code.length).toBeGreaterThan(0);
    // Inside the repository, so `@lazy-load/react` resolves as an app would: to the built package.
    const dir = join(ROOT, 'e2e/.fixtures/snippets');
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const files = await Promise.all(
      code.map(async (snippet, i) => {
        const file = join(dir, `snippet-${i + 1}.${snippet.lang === 'js' ? 'jsx' : snippet.lang}`);
        await writeFile(file, snippet.value);
        return file;
      }),
    );
    const program = ts.createProgram(files, {
      strict: true,
      noEmit: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      allowJs: true,
      checkJs: true,
      skipLibCheck: true,
      types: [],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map(
        (d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      );
    expect(problems).toEqual([]);
  },
);

test('the Browser snippet works as a page, with its CDN URLs answered from local files', async ({
  page,
}) => {
  const html = (await snippets()).find((s) => s.lang === 'html')!.value;
  const cdn = CDN_FILES;
  const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
  expect(scripts.sort()).toEqual(Object.keys(cdn).sort());
  await page.setViewportSize({ width: 800, height: 600 });
  await page.route(/^https:\/\//, async (route) => {
    const url = route.request().url();
    if (url === 'https://snippet.test/') {
      const body = `<!doctype html><meta charset="utf-8"><body><div style="height: 1500px">scroll</div>${html}</body>`;
      return route.fulfill({ contentType: 'text/html', body });
    }
    if (cdn[url])
      return route.fulfill({
        contentType: 'text/javascript',
        body: await readFile(join(ROOT, cdn[url])),
      });
    return route.abort();
  });
  await page.route('**/photo.jpg', (route) => route.fulfill({ status: 204 }));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('https://snippet.test/');
  await expect(page.locator('#app')).toHaveText('Loading the photo…');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator('#app img')).toHaveAttribute('alt', 'A photo');
  expect(errors).toEqual([]);
});

test.describe('the readme page', () => {
  test('has the sections of the spec, in order, and a TOC of h2 and h3', async ({ page, site }) => {
    // (Narrower than the outline beside the text, which leaves the [[toc]] out.)
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(`${site.url}/v1/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('# @lazy-load/react');
    const h2 = await page.locator('.content h2').allTextContents();
    expect(h2.map((t) => t.replace(/^# /, ''))).toEqual([
      'Installation',
      'Usage',
      'Examples',
      'API',
    ]);
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    for (const name of [
      'Installation',
      'Bundler (Vite, webpack, Rollup)',
      'Browser',
      'Examples',
      'API',
      'LazyLoad',
    ]) {
      await expect(toc.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(toc.locator(':scope > ul > li')).toHaveCount(4);
  });

  test('the API section is generated: every prop with type, default and description', async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}/v1/`);
    const rows = page.locator('.api-table tbody tr');
    const names = await rows.locator('td:first-child').allTextContents();
    expect(names).toEqual([
      'rootMargin',
      'threshold',
      'placeholder',
      'children',
      'onVisible',
      'as',
    ]);
    await expect(rows.nth(0)).toContainText("'0px 0px 0px 0px'");
    await expect(rows.nth(1)).toContainText('number | number[]');
    await expect(page.locator('#lazyload .badge')).toHaveText(`v${LIBRARY_VERSION}`);
  });

  test('each demo shows its placeholder first and its content once scrolled into view', async ({
    page,
    site,
    consoleProblems,
  }) => {
    await page.setViewportSize({ width: 1000, height: 700 });
    await page.goto(`${site.url}/v1/`);
    await hydrated(page);
    const live = (n: number) =>
      page.getByRole('region', { name: `Example ${n}` }).locator('.demo-live');
    /** Scrolls so that the top of example `n` sits `below` px under the bottom of the viewport. */
    const bringNear = (n: number, below: number) =>
      live(n).evaluate((el, gap) => {
        const top = el.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - window.innerHeight - gap, behavior: 'instant' });
      }, below);

    await expect(live(1)).toHaveText('Loading…');
    await bringNear(1, -100);
    await expect(live(1)).toHaveText('This content is lazy loaded');

    // rootMargin of 300px: revealed while still 150px below the fold.
    await expect(live(3)).toHaveText('Not loaded yet.');
    await bringNear(3, 150);
    await expect(live(3)).toHaveText(/^Loaded 1\d\d px before it scrolled into view\.$/);

    // threshold 0.5: revealed only once at least half of it is visible.
    await expect(live(4)).toHaveText('Scroll until half of this box is visible.');
    await bringNear(4, -400);
    await expect(live(4)).toHaveText(/^Revealed with \d+% of the box in view\.$/);
    const half = await live(4).textContent();
    expect(Number(/(\d+)%/.exec(half ?? '')?.[1])).toBeGreaterThanOrEqual(50);
    // The gallery loads images as its list scrolls.
    const gallery = page.getByRole('region', { name: 'Example 5' });
    await gallery.scrollIntoViewIfNeeded();
    // The counter first reads 0, until the observer has reported the first tiles.
    await expect(gallery.getByText(/^[1-9]\d* of 40 images loaded$/)).toBeVisible();
    const before = await gallery.locator('img').count();
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(40);
    await gallery
      .locator('.ex-gallery')
      .evaluate((list) => list.scrollTo({ top: list.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => gallery.locator('img').count()).toBeGreaterThan(before);
    await expect(
      gallery.getByText(`${await gallery.locator('img').count()} of 40 images loaded`),
    ).toBeVisible();
    // onVisible: the reading log records what was seen.
    const log = page.getByRole('region', { name: 'Example 6' });
    await log.scrollIntoViewIfNeeded();
    await expect(log.getByRole('status').filter({ hasText: 'Seen:' })).toHaveText(
      'Seen: Introduction',
    );
    await log
      .locator('.ex-scroller')
      .evaluate((el) => el.scrollTo({ top: el.scrollHeight, behavior: 'instant' }));
    await expect(log.getByRole('status').filter({ hasText: 'Seen:' })).toHaveText(
      /Seen: Introduction, .*Summary/,
    );
    expect(consoleProblems).toEqual([]);
  });
});
