import type { Browser, BrowserContext, Page } from '@playwright/test';
import { mkdtemp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { startServer } from '../site/server/cli';
import { decompressParameters, globalScript } from '../site/src/shared/demo/playground';
import { DOCS_PACKAGES } from '../test/docs-packages';
import { CDN_FILES as CDN } from './cdn';
import { expect, hydrated, playgroundFields, test } from './fixtures';

// The exports must run as exported: each payload is turned into a page the way the
// playground would build it, with every CDN URL answered from local files.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CDN_FILES: Record<string, string> = {
  ...CDN,
  'https://playground.test/babel.min.js': 'node_modules/@babel/standalone/babel.min.js',
};
const PLAYGROUND = 'https://playground.test/';

interface Expected {
  demo: number;
  placeholder: string;
  content: string | RegExp;
}
const DEMOS: Expected[] = [
  { demo: 1, placeholder: 'Loading…', content: 'This content is lazy loaded' },
  {
    demo: 4,
    placeholder: 'Scroll until half of this box is visible.',
    content: /^Revealed with (5\d|[6-9]\d|100)% of the box in view\.$/,
  },
];

async function fieldsOf(
  page: Page,
  siteUrl: string,
  demo: number,
  platform: string,
): Promise<Record<string, string>> {
  await page.goto(`${siteUrl}/v1/`);
  await hydrated(page);
  return playgroundFields(page.getByRole('region', { name: `Example ${demo}` }), platform);
}

/** Answers CDN requests from local files; anything else from outside fails the test. */
async function mapCdn(context: BrowserContext, html: string) {
  await context.route(/^https:\/\//, async (route) => {
    const url = route.request().url();
    if (url === PLAYGROUND) return route.fulfill({ contentType: 'text/html', body: html });
    const file = CDN_FILES[url];
    if (!file) return route.abort();
    return route.fulfill({
      contentType: 'text/javascript',
      body: await readFile(join(ROOT, file)),
    });
  });
}

/** A playground page: a tall spacer first, so the demo starts out of view. */
function playgroundPage(parts: {
  html: string;
  css: string;
  scripts: string[];
  styles: string[];
  js: string;
}) {
  return `<!doctype html><html><head><meta charset="utf-8">
${parts.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
<style>${parts.css}</style></head><body>
<div id="spacer" style="height: 1500px">scroll down</div>
${parts.html}
${parts.scripts.map((src) => `<script src="${src}"></script>`).join('\n')}
<script src="https://playground.test/babel.min.js"></script>
<script type="text/babel" data-presets="react">${parts.js}</script>
</body></html>`;
}

async function expectLazyDemo(page: Page, expected: Expected) {
  const app = page.locator('#app');
  await expect(app).toHaveText(expected.placeholder);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(app).toHaveText(expected.content);
}

/** Opens a playground page built from a payload and checks the demo lazy loads there. */
async function runInPlayground(browser: Browser, html: string, expected: Expected) {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
  await mapCdn(context, html);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(PLAYGROUND);
  await expectLazyDemo(page, expected);
  expect(errors).toEqual([]);
  await context.close();
}

for (const expected of DEMOS) {
  test(`the CodePen export of example ${expected.demo} runs as exported`, async ({
    page,
    site,
    browser,
  }) => {
    const pen = JSON.parse(
      (await fieldsOf(page, site.url, expected.demo, 'codepen')).data!,
    ) as Record<string, string>;
    const html = playgroundPage({
      html: pen.html!,
      css: pen.css!,
      js: pen.js!,
      scripts: pen.js_external!.split(';').filter(Boolean),
      styles: pen.css_external!.split(';').filter(Boolean),
    });
    await runInPlayground(browser, html, expected);
  });

  test(`the JSFiddle export of example ${expected.demo} runs as exported`, async ({
    page,
    site,
    browser,
  }) => {
    const fiddle = await fieldsOf(page, site.url, expected.demo, 'jsfiddle');
    const resources = fiddle.resources!.split(',').filter(Boolean);
    const html = playgroundPage({
      html: fiddle.html!,
      css: fiddle.css!,
      js: fiddle.js!,
      scripts: resources.filter((r) => r.endsWith('.js')),
      styles: resources.filter((r) => r.endsWith('.css')),
    });
    await runInPlayground(browser, html, expected);
  });

  test(`the CodeSandbox export of example ${expected.demo} installs, builds and runs`, async ({
    page,
    site,
    browser,
  }) => {
    test.slow();
    const fields = await fieldsOf(page, site.url, expected.demo, 'codesandbox');
    const { files } = JSON.parse(decompressParameters(fields.parameters!)!) as {
      files: Record<string, { content: string }>;
    };
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-'));
    try {
      for (const [name, { content }] of Object.entries(files)) {
        await mkdir(dirname(join(dir, name)), { recursive: true });
        await writeFile(join(dir, name), content);
      }
      // "Installed from the workspace": the same packages, @lazy-load/react as built here.
      await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
      await build({ root: dir, configFile: join(dir, 'vite.config.js'), logLevel: 'warn' });
      const server = await startServer({ root: join(dir, 'dist'), port: 0 });
      const other = await browser.newContext({ viewport: { width: 800, height: 600 } });
      const pg = await other.newPage();
      const errors: string[] = [];
      pg.on('pageerror', (e) => errors.push(e.message));
      await pg.goto(server.url);
      // The sandbox page has no spacer: the demo is in view at once.
      await expect(pg.locator('#app')).toHaveText(expected.content);
      expect(errors).toEqual([]);
      await other.close();
      await server.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}

test('an exported example whose component has a lower-case name runs (JSX would make it an HTML tag)', async ({
  page,
  site,
  browser,
}) => {
  // Example 1's page and libraries, with the code as a reader might have edited it.
  const pen = JSON.parse((await fieldsOf(page, site.url, 1, 'codepen')).data!) as Record<
    string,
    string
  >;
  const edited = `import { LazyLoad } from '@lazy-load/react';

function example() {
  return <LazyLoad placeholder="Loading…">This content is lazy loaded</LazyLoad>;
}
export default example;`;
  const html = playgroundPage({
    html: pen.html!,
    css: '',
    js: globalScript(edited, DOCS_PACKAGES),
    scripts: pen.js_external!.split(';').filter(Boolean),
    styles: [],
  });
  await runInPlayground(browser, html, DEMOS[0]!);
});
