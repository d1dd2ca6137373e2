// A second library's docs as its maintainer sets them up (e2e/fixtures/packages/docs):
// its logo, brand colour and stylesheet, a README badge from shields.io, and docs for
// machines. Each checked as a reader (or a reader's AI tool) meets it.
import type { Page } from '@playwright/test';
import { markdownTwinPath } from '../site/src/shared/paths';
import {
  clipboardText,
  contrastOf,
  expect,
  holdApp,
  hydrated,
  schemeContext,
  serveBadges,
  statusTexts,
  styled,
  test,
} from './fixtures';

/** Records the page's Content-Security-Policy violations (call before it loads). */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

test('a README badge from shields.io shows: the site’s policy allows its images', async ({
  page,
  packageSite,
}) => {
  const violations = await recordViolations(page);
  await serveBadges(page);
  const response = await page.goto(`${packageSite.url}/`);
  expect(response!.headers()['content-security-policy']).toContain(
    "img-src 'self' data: https://img.shields.io;",
  );
  const badge = page.getByRole('img', { name: 'npm version' });
  await expect(badge).toHaveJSProperty('complete', true);
  expect(await badge.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(90);
  expect(await violations()).toEqual([]);
  // A badge is its own link's content: no outbound mark beside it, the words for it stay.
  const link = page.getByRole('link', { name: /npm version/ });
  await expect(link.locator('.icon-outbound')).toHaveCount(0);
  await expect(link.locator('.sr-only')).toHaveText('(opens new window)');
});

test('the logo: the file for the scheme in force, at its own aspect ratio, beside the title', async ({
  browser,
  packageSite,
}) => {
  for (const scheme of ['light', 'dark'] as const) {
    const context = await schemeContext(browser, scheme, {
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(`${packageSite.url}/`);
    await styled(page);
    const home = page.getByRole('link', { name: 'Greeting', exact: true });
    const logo = home.locator('img.logo').filter({ visible: true });
    await expect(logo).toHaveCount(1);
    await expect(logo).toHaveAttribute('src', scheme === 'dark' ? '/logo-dark.svg' : '/logo.svg');
    const box = (await logo.boundingBox())!;
    expect(box.width).toBeCloseTo(box.height * 2, 0);
    // The reader's pick wins over the system's.
    await hydrated(page);
    const other = scheme === 'dark' ? 'light' : 'dark';
    await page.getByRole('combobox', { name: 'Color scheme' }).selectOption(other);
    await expect(logo).toHaveAttribute('src', other === 'dark' ? '/logo-dark.svg' : '/logo.svg');
    // …and is kept under the site's own storage key.
    expect(await page.evaluate(() => localStorage.getItem('greeting:color-scheme'))).toBe(other);
    await context.close();
  }
});

test('the brand colour: links in it, readable in both schemes; the maintainer’s stylesheet last', async ({
  page,
  packageSite,
}) => {
  await page.goto(`${packageSite.url}/`);
  await styled(page);
  const link = '.content a[href="/guide.html"]';
  for (const scheme of ['light', 'dark'] as const) {
    if (scheme === 'dark') {
      await hydrated(page);
      await page.getByRole('combobox', { name: 'Color scheme' }).selectOption('dark');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    }
    expect(await contrastOf(page.locator(link).first())).toBeGreaterThanOrEqual(4.5);
    // Purple, as the brand: blue and red above green.
    const [r, g, b] = (await page.locator(link).evaluate((a) => getComputedStyle(a).color))
      .match(/\d+/g)!
      .map(Number);
    expect(b! > g! && r! > g!, `${scheme}: rgb(${r}, ${g}, ${b})`).toBe(true);
  }
  // theme.css (config customCss) underlines the title, over the theme's styles.
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveCSS('text-decoration-line', 'underline');
  await expect(title).toHaveCSS('text-decoration-thickness', '3px');
});

test('docs for machines: llms.txt, llms-full.txt and each page’s Markdown twin', async ({
  request,
  packageSite,
}) => {
  const get = async (path: string) => {
    const response = await request.get(`${packageSite.url}${path}`);
    expect(response.status(), path).toBe(200);
    return { type: response.headers()['content-type'], text: await response.text() };
  };
  const index = await get('/llms.txt');
  expect(index.type).toBe('text/plain; charset=utf-8');
  expect(index.text).toBe(
    [
      '# Greeting',
      '',
      '> A React component that greets the reader.',
      '',
      '## Docs',
      '',
      '- [Greeting](/index.md)',
      '- [Guide](/guide.md): How to greet a reader by name, and wave back.',
      '',
    ].join('\n'),
  );
  const twin = await get(markdownTwinPath('/'));
  expect(twin.type).toBe('text/markdown; charset=utf-8');
  // The demos as their code; the page as written otherwise.
  expect(twin.text).toContain('## Markup\n\n```jsx\n<Greeting name="reader" />\n```\n');
  expect(twin.text).toContain(
    "```jsx\nimport { Greeting, GREETING_VERSION } from '@fixture/greeting';",
  );
  expect(twin.text).not.toContain(':::');
  const guide = await get('/guide.md');
  expect(guide.text).toMatch(/^# Guide\n\n## Greeting by name\n/);
  const full = await get('/llms-full.txt');
  expect(full.text).toBe(
    `---\nurl: /index.md\n---\n\n${twin.text}\n---\nurl: /guide.md\n---\n\n${guide.text}`,
  );
});

test('Copy page sits beside the title only: the sections below keep the text’s width', async ({
  browser,
  packageSite,
}) => {
  for (const width of [390, 1280, 1920]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${packageSite.url}/guide.html`);
    await styled(page);
    const widthOf = async (name: string) =>
      (await page.getByRole('heading', { level: 2, name }).boundingBox())!.width;
    // (The page's two sections: the first starts right below the short title.)
    expect(await widthOf('Greeting by name'), `${width} px`).toBe(await widthOf('Waving back'));
    const button = (await page.getByRole('button', { name: 'Copy page' }).boundingBox())!;
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(button.y, `${width} px`).toBeGreaterThanOrEqual(title.y);
    // (Within a pixel: on a phone the title's line is about the button's height.)
    expect(button.y + button.height, `${width} px`).toBeLessThanOrEqual(title.y + title.height + 1);
    await context.close();
  }
});

test('Copy page copies the page’s Markdown, before the app is ready and after', async ({
  page,
  request,
  packageSite,
}) => {
  const twin = await (await request.get(`${packageSite.url}/guide.md`)).text();
  await page.goto(`${packageSite.url}/guide.html`);
  const release = await holdApp(page);
  const control = page.locator('.page-copy');
  let said = await statusTexts(control);
  await page.getByRole('button', { name: 'Copy page' }).click();
  await expect.poll(said).toContain('Copied!');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  expect(await clipboardText(page)).toBe(twin);
  release();
  await expect(control.getByRole('status')).toHaveText('');
  await hydrated(page);
  await page.evaluate(() => navigator.clipboard.writeText(''));
  said = await statusTexts(control);
  await page.getByRole('button', { name: 'Copy page' }).click();
  await expect.poll(said).toContain('Copied!');
  expect(await clipboardText(page)).toBe(twin);
});
