import {
  test as base,
  expect,
  firefox,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Request,
  type Route,
} from '@playwright/test';
import { FIREFOX_LAUNCH } from '../playwright.config';
import { startServer } from '../site/server/cli';
import { DIRS } from './dirs';

type Served = { url: string };

function served(root: string) {
  return async ({}, use: (s: Served) => Promise<void>) => {
    const server = await startServer({ root, port: 0, host: '127.0.0.1' });
    await use({ url: server.url });
    await server.close();
  };
}

/**
 * Built folders served the way `npm start` serves them, on 127.0.0.1 with an
 * ephemeral port, for one worker: the real site, the real site with development
 * React, the multi-page fixture site, the fixture of several folders (sidebar), and the
 * library fixture page.
 * `consoleProblems` collects console errors/warnings and page errors of `page`.
 */
export const test = base.extend<
  { consoleProblems: string[]; noScriptPage: Page },
  {
    site: Served;
    devSite: Served;
    siteAtBase: Served;
    fixtureSite: Served;
    bookSite: Served;
    packageSite: Served;
    lazyLoadFixture: Served;
  }
>({
  site: [served(DIRS.site), { scope: 'worker' }],
  devSite: [served(DIRS.devSite), { scope: 'worker' }],
  siteAtBase: [served(DIRS.siteAtBase), { scope: 'worker' }],
  fixtureSite: [served(DIRS.fixtureSite), { scope: 'worker' }],
  bookSite: [served(DIRS.bookSite), { scope: 'worker' }],
  packageSite: [served(DIRS.packageSite), { scope: 'worker' }],
  lazyLoadFixture: [served(DIRS.lazyLoad), { scope: 'worker' }],
  // A page with JavaScript off, in a context of its own (Firefox skips: NO_SCRIPT_IN_FIREFOX).
  noScriptPage: async ({ browser, browserName }, use) => {
    test.skip(browserName === 'firefox', NO_SCRIPT_IN_FIREFOX);
    const context = await browser.newContext({ javaScriptEnabled: false });
    await use(await context.newPage());
    await context.close();
  },
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    // Documents answered 404 (the not-found page): Chromium logs each as a failed resource,
    // maybe once the tab has moved on (page.url() is then another).
    const notFound = new Set<string>();
    page.on('response', (response) => {
      if (response.status() === 404 && response.request().resourceType() === 'document')
        notFound.add(response.url());
    });
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      const { url } = message.location();
      const ownDocument = url === page.url() || notFound.has(url);
      if (ownDocument && message.text().includes('status of 404')) return;
      problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await use(problems);
  },
});

export { expect };

/**
 * Interacts (the app loads on the reader's first interaction), then waits until it has
 * hydrated (the Layout's first effect ran).
 */
/**
 * The list of the page's headings a reader sees: the page's own `[[toc]]`, or "On this
 * page" beside the text where that shows (one or the other, never both: styles.css).
 */
export function shownOutline(page: Page): Locator {
  return page.locator('nav.table-of-contents, nav.outline').filter({ visible: true });
}

/**
 * Once the page has all its styles: with JavaScript, the rest of them come a moment after
 * its first paint, maybe after its load event (site/src/shared/rest-styles.ts).
 */
export async function styled(page: Page): Promise<void> {
  await page
    .locator('html:not([data-rest-styles]), head > link[rel=stylesheet][data-loaded]')
    .first()
    .waitFor({ state: 'attached' });
}

export async function hydrated(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Once hydrated and every demo whose code has a CSS part shows that part's copy button:
 * the button is placed after the first paint, when the code is measured
 * (site/src/theme/demo/DemoBlock.tsx), so it comes a moment after hydration.
 */
export async function codeMeasured(page: Page): Promise<void> {
  await hydrated(page);
  const withCss = await page
    .locator('section.demo')
    .filter({ has: page.locator('.demo-code .code-block[data-lang="css"]') })
    .count();
  expect(withCss).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Copy CSS' })).toHaveCount(withCss);
}

/** Entries added to the session history since `base` (Playwright's tab starts with one). */
/** Holds the app chunk until released, so a test can act before hydration. */
/**
 * Answers shields.io's badges (the package fixture's README has one) with a badge of
 * 90 × 20 px: the machine running the tests may have no internet.
 */
export async function serveBadges(page: Page): Promise<void> {
  await page.route('https://img.shields.io/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="90" height="20"><rect width="90" height="20" fill="#007ec6"/></svg>',
    }),
  );
}

export async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/app\.[\w-]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

export async function historyLength(page: Page): Promise<number> {
  return page.evaluate(() => history.length);
}

/** Scrolls instantly (the site scrolls smoothly for readers, not for assertions). */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

/** Counts document (full page) requests from now on. */
export function countDocumentRequests(page: Page): { count(): number } {
  let n = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') n++;
  });
  return { count: () => n };
}

/**
 * Records every text a status message inside `container` shows from now on, and whether
 * it was on screen then: "Copied!" lasts 500 ms, which a polling assertion can miss on
 * a busy machine. Returns a reader of the record, for `expect.poll`.
 */
export async function statusTexts(container: Locator): Promise<() => Promise<string[]>> {
  const record = await container.evaluateHandle((root) => {
    const seen: string[] = [];
    new MutationObserver(() => {
      for (const status of root.querySelectorAll('[role="status"]')) {
        const text = status.textContent ?? '';
        const box = status.getBoundingClientRect();
        const onScreen =
          box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        if (text && seen.at(-1) !== text) seen.push(onScreen ? text : `${text} (off screen)`);
        else if (!text && seen.length && seen.at(-1) !== '') seen.push('');
      }
    }).observe(root, { subtree: true, childList: true, characterData: true });
    return seen;
  });
  return () => record.jsonValue();
}

/**
 * What the clipboard holds, read the way a reader would: pasted (Ctrl/Cmd+V) into a
 * fresh textarea. Works alike in every engine, with no clipboard permission to grant
 * (Firefox's driver knows no `clipboard-read`).
 */
export async function clipboardText(page: Page): Promise<string> {
  const area = await page.evaluateHandle(() => {
    const textarea = document.createElement('textarea');
    textarea.style.cssText = 'position:fixed;top:0;left:0;width:10px;height:10px;opacity:0';
    document.body.append(textarea);
    textarea.focus();
    return textarea;
  });
  await page.keyboard.press('ControlOrMeta+V');
  return area.evaluate((textarea: HTMLTextAreaElement) => {
    textarea.remove();
    return textarea.value;
  });
}

/**
 * Why tests of pages without JavaScript skip Firefox: its driver ignores
 * `javaScriptEnabled`, and with the `javascript.enabled` preference off its waits,
 * clicks and retrying assertions hang (they need requestAnimationFrame, which such a
 * page never runs). Chromium and WebKit cover those pages.
 */
export const NO_SCRIPT_IN_FIREFOX =
  "Firefox's driver cannot drive a page without JavaScript (its waits need requestAnimationFrame)";

/**
 * A context in a colour scheme. Firefox's BiDi driver ignores `colorScheme`, so there
 * the context comes from a Firefox of its own, launched with the preference that sets
 * what `prefers-color-scheme` reads; it closes with its context.
 */
export async function schemeContext(
  browser: Browser,
  colorScheme: 'light' | 'dark',
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  if (browser.browserType().name() !== 'firefox')
    return browser.newContext({ ...options, colorScheme });
  const own = await firefox.launch({
    ...FIREFOX_LAUNCH,
    // 0 dark, 1 light.
    firefoxUserPrefs: {
      'layout.css.prefers-color-scheme.content-override': colorScheme === 'dark' ? 0 : 1,
    },
  });
  const context = await own.newContext(options);
  context.on('close', () => void own.close());
  return context;
}

/**
 * Records, in the page, the fields of every form it submits (URL-encoded), so that a
 * form POST's body can be read in every engine: Firefox's BiDi driver gives none
 * (`postData()` is empty). Call before the page loads.
 */
export async function recordFormSubmissions(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const posts: string[] = [];
    Object.assign(window, { __formPosts: posts });
    const record = (form: HTMLFormElement) =>
      posts.push(new URLSearchParams(new FormData(form) as unknown as string[][]).toString());
    const submit = HTMLFormElement.prototype.submit;
    HTMLFormElement.prototype.submit = function (this: HTMLFormElement) {
      record(this);
      submit.call(this);
    };
    addEventListener('submit', (event) => {
      if (!event.defaultPrevented) record(event.target as HTMLFormElement);
    });
  });
}

/**
 * The URL-encoded body of form POST number `index` of `page`: the request's own body
 * where the driver gives it (Chromium), else the fields the page submitted (Firefox;
 * see `recordFormSubmissions`).
 */
export async function formPostBody(page: Page, request: Request, index = 0): Promise<string> {
  if (page.context().browser()?.browserType().name() !== 'firefox') return request.postData() ?? '';
  return page.evaluate(
    (i) => (window as unknown as { __formPosts: string[] }).__formPosts[i]!,
    index,
  );
}

/** The fields a playground's form posts for a demo block (made once it nears the viewport). */
export async function playgroundFields(
  block: Locator,
  platform: string,
): Promise<Record<string, string>> {
  const form = block.locator(`form[data-platform="${platform}"]`);
  await form.scrollIntoViewIfNeeded();
  await expect(form.locator('input[type="hidden"]').first()).toBeAttached();
  const inputs = await form.locator('input[type="hidden"]').all();
  return Object.fromEntries(
    await Promise.all(
      inputs.map(async (i) => [await i.getAttribute('name'), await i.inputValue()]),
    ),
  );
}

/**
 * WCAG's contrast of an element's text on a background, as the browser paints them: the
 * page's, or that of the element's closest `ground` (a selector).
 */
export const contrastOf = (element: Locator, ground?: string) =>
  element.evaluate((node, ground) => {
    const rgb = (color: string) => {
      // (A canvas turns any CSS colour the browser gives back into sRGB bytes.)
      const context = document.createElement('canvas').getContext('2d')!;
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (color: string) => {
      const [r, g, b] = rgb(color).map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const text = luminance(getComputedStyle(node).color);
    const under = (ground && node.closest(ground)) || document.body;
    const back = luminance(getComputedStyle(under).backgroundColor);
    return (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
  }, ground);
