import { RUNAWAY_LOOP_MS } from '../../site/src/shared/constants';
import { SSR_PATH } from '../fixtures/lazy-load/scenarios';
import { MATRIX_ARGS, MATRIX_PATH, matrixProblems, scrollThroughMatrix } from '../lazy-load-matrix';
import {
  SCENARIO_ARGS,
  SCENARIOS_PATH,
  scenarioOutcome,
  scenarioProblems,
  scrollThroughScenarios,
} from '../lazy-load-scenarios';
import { BOOK_SIDEBAR } from '../book';
import { earlyExample } from '../edited-examples';
import { layoutProblems } from '../page-geometry';
import { Key, type WebElement } from 'selenium-webdriver';
import type { ScriptHoldingProxy } from '../../test/script-hold';
import type { ReaderPage } from './page';

/** Example 1's code, as the reader copies it. */
const FIRST_SOURCE =
  '<LazyLoad placeholder={<p>Loading…</p>}>\n  <b>This content is lazy loaded</b>\n</LazyLoad>';

const example = (n: number) => `section.demo[aria-label="Example ${n}"]`;

/** A page function: whether the package-manager tab shown holds `text`. */
const PM_SHOWN = (text: string) =>
  [...document.querySelectorAll<HTMLElement>('.pm-tabs .pm-panel')]
    .find((panel) => panel.offsetHeight > 0)
    ?.querySelector('pre')?.textContent === text;

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Brings example 1 into view and waits until it shows its content (not its placeholder). */
async function firstExampleShown(page: ReaderPage): Promise<void> {
  await page.run((s: string) => document.querySelector(s)!.scrollIntoView(), example(1));
  await page.until(
    'example 1 shows its content',
    (s: string) =>
      document
        .querySelector(`${s} .demo-live`)
        ?.textContent?.includes('This content is lazy loaded'),
    example(1),
  );
}

/**
 * Clicks the copy button of `control` and waits until its status has said Copied!
 * (recorded as it changes: the message lasts 500 ms).
 */
async function copyAndSayCopied(page: ReaderPage, control: string, button: string) {
  await page.run((s: string) => {
    const status = document.querySelector(`${s} [role="status"]`)!;
    const seen: string[] = [];
    Object.assign(window, { __statusSeen: seen });
    new MutationObserver(() => seen.push(status.textContent ?? '')).observe(status, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  }, control);
  await page.click(`${control} ${button}`);
  await page.until('the status has said Copied!', () =>
    (window as unknown as { __statusSeen: string[] }).__statusSeen.includes('Copied!'),
  );
}

async function noProblems(page: ReaderPage): Promise<void> {
  const problems = await page.problems();
  assert(problems.length === 0, `console problems: ${JSON.stringify(problems)}`);
}

export interface Check {
  name: string;
  /**
   * `page`: the docs as `npm start` serves them; `pages`: built for /react/, on GitHub
   * Pages; `slow`: the docs behind a network that can hold their scripts; `book`: the
   * fixture of several folders (e2e/fixtures/book: sidebar, previous/next); `maintainer`:
   * a second library's docs with its own look and llms (e2e/fixtures/packages/docs).
   */
  run(
    page: ReaderPage,
    lab: ReaderPage,
    pages: ReaderPage,
    slow: { page: ReaderPage; network: ScriptHoldingProxy },
    book: ReaderPage,
    maintainer: ReaderPage,
  ): Promise<void>;
}

/** The paths of every request the page made to its own origin (resource timing). */
const requestedPaths = () =>
  [location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)]
    .map((url) => new URL(url))
    .filter((url) => url.origin === location.origin)
    .map((url) => url.pathname);

/** What a reader does in WebKit: the same behaviours the Playwright suite proves elsewhere. */
export const CHECKS: Check[] = [
  {
    name: 'hydration: prerendered /v1/ hydrates on the first interaction, without errors',
    async run(page) {
      await page.visit('/v1/');
      assert(
        !(await page.run(() => document.documentElement.dataset.hydrated)),
        'hydrated before any interaction',
      );
      await page.hydrate();
      await noProblems(page);
    },
  },
  {
    name: 'demo show/hide: the code opens to its full height and closes back',
    async run(page) {
      await page.visit('/v1/');
      await page.hydrate();
      const toggle = `${example(2)} button.demo-toggle`;
      await page.click(toggle);
      await page.until(
        'the code is shown in full',
        (s: string) => {
          const block = document.querySelector(s)!;
          const code = block.querySelector<HTMLElement>('.demo-code')!;
          return (
            block.querySelector('.demo-toggle')!.getAttribute('aria-expanded') === 'true' &&
            code.getBoundingClientRect().height >= code.scrollHeight - 1
          );
        },
        example(2),
      );
      await page.click(toggle);
      await page.until(
        'the code is collapsed again',
        (s: string) => {
          const block = document.querySelector(s)!;
          const code = block.querySelector<HTMLElement>('.demo-code')!;
          return (
            block.querySelector('.demo-toggle')!.getAttribute('aria-expanded') === 'false' &&
            code.getBoundingClientRect().height < code.scrollHeight
          );
        },
        example(2),
      );
      await noProblems(page);
    },
  },
  {
    name: 'copy: the button says Copied! and the clipboard holds the code',
    async run(page) {
      await page.visit('/v1/');
      await page.hydrate();
      // The example's content first: its placeholder giving way may move the button.
      await firstExampleShown(page);
      await copyAndSayCopied(page, example(1), 'button.copy-button');
      const pasted = await page.clipboardText();
      assert(pasted === FIRST_SOURCE, `clipboard: ${JSON.stringify(pasted)}`);
    },
  },
  {
    name: 'live edit: an endless loop typed into an example is stopped with its line; the page answers',
    async run(page) {
      await page.visit('/v1/');
      await page.hydrate();
      await page.run((s: string) => document.querySelector(s)!.scrollIntoView(), example(1));
      await page.click(`${example(1)} button[aria-pressed]`);
      const editor = `${example(1)} .cm-content`;
      await page.find(editor);
      // As typed at once (a paste): the editor takes it as one insertion.
      await page.run(
        (s: string, code: string) => {
          const content = document.querySelector<HTMLElement>(s)!;
          content.focus();
          document.execCommand('selectAll');
          document.execCommand('insertText', false, code);
        },
        editor,
        '<LazyLoad>\n  {(() => { let i = 0; while (i < 10) {} })()}\n</LazyLoad>',
      );
      await page.until(
        'the example shows the loop stopped, with its line',
        // (Runs in the page: what it compares with is passed in.)
        (s: string, expected: string) =>
          document.querySelector(`${s} [role="alert"]`)?.textContent === expected,
        example(1),
        `Error: Line 2: this loop ran for over ${RUNAWAY_LOOP_MS} ms without ending, so it was stopped`,
      );
      // The page answers: another example's code opens.
      await page.click(`${example(2)} button.demo-toggle`);
      await page.until(
        'example 2 shows its code',
        (s: string) =>
          document.querySelector(`${s} .demo-toggle`)!.getAttribute('aria-expanded') === 'true',
        example(2),
      );
    },
  },
  {
    name: 'live edit: the edited example runs in a frame of its own (storage refused), where rootMargin counts as in the page',
    async run(page) {
      await page.visit('/v1/');
      await page.hydrate();
      // Example 3's box 100 px from the top, its editor below it on screen.
      const spacer = await page.run((s: string) => {
        const box = document.querySelector(`${s} .demo-live`)!;
        window.scrollBy({ top: box.getBoundingClientRect().top - 100, behavior: 'instant' });
        // Its content then 150 px below the viewport (the frame's box is padded 20 px).
        return innerHeight - 100 - 20 + 150;
      }, example(3));
      await page.run(
        (s: string) => document.querySelector<HTMLElement>(`${s} button[aria-pressed]`)!.click(),
        example(3),
      );
      const editor = `${example(3)} .cm-content`;
      await page.find(editor);
      const code = earlyExample('0px 0px 300px 0px', spacer).replace(
        '<>',
        '<>\n      <p>{(() => { try { return localStorage.length; } catch (e) { return e.name; } })()}</p>',
      );
      await page.run(
        (s: string, text: string) => {
          const content = document.querySelector<HTMLElement>(s)!;
          content.focus({ preventScroll: true });
          document.execCommand('selectAll');
          document.execCommand('insertText', false, text);
        },
        editor,
        code,
      );
      const frame = await page.find(`${example(3)} iframe.demo-frame`);
      await page.until(
        'the frame shows the example',
        (s: string) => document.querySelector(`${s} .demo-live`)!.getAttribute('data-frame'),
        example(3),
      );
      await page.driver.switchTo().frame(frame);
      try {
        await page.until(
          'the edited example, in its frame, loaded early and could not read the storage',
          () =>
            /^SecurityError\s*Loaded 1\d\d px before it scrolled into view\.$/.test(
              document.getElementById('demo')!.textContent!.trim(),
            ),
        );
      } finally {
        await page.driver.switchTo().defaultContent();
      }
      await noProblems(page);
    },
  },
  {
    name: 'code blocks: copy, and package-manager tabs that remember the choice',
    async run(page) {
      await page.visit('/v1/');
      await page.hydrate();
      await page.until('npm is shown first', PM_SHOWN, 'npm install @lazy-load/react');
      await page.click('.pm-tabs .pm-tab:nth-child(3)');
      await page.until('pnpm is shown', PM_SHOWN, 'pnpm add @lazy-load/react');
      await page.visit('/v1/');
      await page.until('pnpm is remembered', PM_SHOWN, 'pnpm add @lazy-load/react');
      await page.hydrate();
      await page.click('.pm-tabs .pm-panel[data-pm="pnpm"] button.copy-button');
      await page.until(
        'the block says Copied!',
        () =>
          document.querySelector('.pm-panel[data-pm="pnpm"] [role="status"]')?.textContent ===
          'Copied!',
      );
      const pasted = await page.clipboardText();
      assert(pasted === 'pnpm add @lazy-load/react', `clipboard: ${JSON.stringify(pasted)}`);
      await noProblems(page);
    },
  },
  {
    name: 'colour scheme: Dark picked before the app loads paints at once and is there from the next visit’s first paint',
    async run(page) {
      await page.visit('/v1/');
      const background = () => getComputedStyle(document.body).backgroundColor;
      const light = await page.run(background);
      await (await page.find('select.color-scheme-select option[value="dark"]')).click();
      await page.until(
        'the page is dark',
        () => document.documentElement.getAttribute('data-theme') === 'dark',
      );
      const dark = await page.run(background);
      assert(dark !== light, `the background stayed ${light}`);
      await page.visit('/v1/');
      const again = await page.run(() => ({
        picked: (document.querySelector('select.color-scheme-select') as HTMLSelectElement).value,
        background: getComputedStyle(document.body).backgroundColor,
      }));
      assert(
        again.picked === 'dark' && again.background === dark,
        `next visit: ${JSON.stringify(again)}`,
      );
      await (await page.find('select.color-scheme-select option[value="system"]')).click();
      await page.until('the system scheme is back', () => !document.documentElement.dataset.theme);
      await noProblems(page);
    },
  },
  {
    name: 'outline: "On this page" right of the text at 1280 px; a click on a heading marks it',
    async run(page) {
      await page.visit('/v1/');
      const place = await page.run(() => {
        const outline = document.querySelector('nav.outline')!.getBoundingClientRect();
        const text = document.querySelector('.content')!.getBoundingClientRect();
        return { left: outline.left, right: outline.right, textRight: text.right };
      });
      assert(
        place.left >= place.textRight && place.right <= 1280,
        `outline at ${JSON.stringify(place)}`,
      );
      await page.hydrate();
      await page.click('nav.outline a[href="#examples"]');
      await page.until(
        'Examples is marked',
        () =>
          document.querySelector('nav.outline a[aria-current="location"]')?.textContent ===
          'Examples',
      );
    },
  },
  {
    name: 'outline click (the [[toc]] left out beside it): "API" lands its heading just below the navbar',
    async run(page) {
      await page.visit('/v1/');
      await page.hydrate();
      await page.click('nav.outline a[href="#api"]');
      await page.until('the URL names #api', () => location.hash === '#api');
      await page.landed('api');
      await noProblems(page);
    },
  },
  {
    name: 'deep link: /v1/#api lands the heading below the navbar, before and after hydration',
    async run(page) {
      await page.visit('/v1/#api');
      await page.landed('api');
      // Jumps glide once the page has loaded (not its first jump, here).
      await page.until(
        'in-page jumps are smooth',
        () => getComputedStyle(document.documentElement).scrollBehavior === 'smooth',
      );
      await page.hydrate();
      await page.landed('api');
    },
  },
  {
    name: 'Back: after an outline jump, Back returns to /v1/ where the reader was',
    async run(page) {
      await page.visit('/v1/');
      await page.hydrate();
      const link = 'nav.outline a[href="#api"]';
      await page.run((s: string) => {
        window.scrollTo({ top: 300, behavior: 'instant' });
        document.querySelector(s)!.scrollIntoView({ block: 'nearest', behavior: 'instant' });
      }, link);
      const left = await page.run(() => Math.round(scrollY));
      assert(left >= 300, `scrolled to ${left}`);
      // Clicked in place: it is in view, and the click must not scroll first.
      await (await page.find(link)).click();
      await page.landed('api');
      // Every position Back passes through on its way.
      await page.run(() => {
        const seen: number[] = [];
        Object.assign(window, { seen });
        addEventListener('scroll', () => seen.push(Math.round(scrollY)), { passive: true });
        history.back();
      });
      await page.until(
        'the URL is /v1/ again',
        () => location.hash === '' && location.pathname === '/v1/',
      );
      await page.until(
        `the position is ${left} again`,
        (y: number) => Math.round(scrollY) === y,
        left,
      );
      // At once, not a glide back through the page.
      const far = await page.run(
        (y: number) =>
          (window as unknown as { seen: number[] }).seen.filter((s) => Math.abs(s - y) > 100),
        left,
      );
      assert(far.length === 0, `Back passed through ${JSON.stringify(far)}`);
    },
  },
  {
    name: 'Back: three outline jumps in a row (300, 1200, 2000 px), each Back returns where its jump left from',
    async run(page) {
      await page.visit('/v1/');
      await page.hydrate();
      for (const [from, id] of [
        [300, 'api'],
        [1200, 'examples'],
        [2000, 'browser'],
      ] as const) {
        // The outline ("On this page", sticky at this width): in view wherever the reader is.
        const link = `.outline a[href="#${id}"]`;
        const left = await page.run(
          (s: string, y: number) => {
            window.scrollTo({ top: y, behavior: 'instant' });
            document.querySelector<HTMLElement>(s)!.focus({ preventScroll: true });
            return Math.round(scrollY);
          },
          link,
          from,
        );
        await page.driver.actions().sendKeys(Key.ENTER).perform();
        await page.landed(id);
        await page.run(() => history.back());
        await page.until(
          `Back from #${id} returns to ${left}`,
          (y: number) => location.hash === '' && Math.round(scrollY) === y,
          left,
        );
      }
    },
  },
  {
    name: 'GitHub Pages at /react/: the root reaches the docs, copy and Edit work, 404 leads home, nothing asked outside /react/',
    async run(_page, _lab, pages) {
      // No redirect rules there: the root's own page sends the reader on.
      await pages.visit('/react/');
      await pages.until('the root has sent the reader to /react/v1/', () =>
        location.pathname === '/react/v1/' && document.readyState === 'complete'
          ? document.querySelector('h1')?.textContent
          : undefined,
      );
      await pages.visit('/react/v1/#api');
      await pages.landed('api');
      await pages.hydrate();
      await firstExampleShown(pages);
      await pages.click(`${example(1)} button.copy-button`);
      const pasted = await pages.clipboardText();
      assert(pasted === FIRST_SOURCE, `clipboard: ${JSON.stringify(pasted)}`);
      await pages.run(
        (s: string) => document.querySelector<HTMLElement>(`${s} button[aria-pressed]`)!.click(),
        example(1),
      );
      const editor = `${example(1)} .cm-content`;
      await pages.find(editor);
      await pages.run((s: string) => {
        const content = document.querySelector<HTMLElement>(s)!;
        content.focus({ preventScroll: true });
        document.execCommand('selectAll');
        document.execCommand('insertText', false, '<p>Edited on GitHub Pages</p>');
      }, editor);
      const frame = await pages.find(`${example(1)} iframe.demo-frame`);
      await pages.driver.switchTo().frame(frame);
      try {
        await pages.until(
          'the edit runs in its frame',
          () => document.getElementById('demo')?.textContent === 'Edited on GitHub Pages',
        );
      } finally {
        await pages.driver.switchTo().defaultContent();
      }
      await noProblems(pages);
      const outside = (await pages.run(requestedPaths)).filter((p) => !p.startsWith('/react/'));
      assert(outside.length === 0, `requests outside /react/: ${JSON.stringify(outside)}`);
      await pages.visit('/react/no/such/page');
      const h1 = await pages.run(() => document.querySelector('h1')?.textContent);
      assert(h1 === '404', `h1: ${h1}`);
      await pages.click('a[href="/react/"]:not(.navbar *)');
      await pages.until('home is /react/v1/', () => location.pathname === '/react/v1/');
    },
  },
  {
    name: 'progress bar: the first slow navigation shows it, with no script left to fetch for it',
    async run(_page, _lab, _pages, slow) {
      await slow.page.visit('/no/such/page');
      await slow.page.hydrate();
      slow.network.hold();
      try {
        await slow.page.click('a[href="/"]:not(.navbar *)');
        await slow.page.until('the bar shows', () => !!document.getElementById('nprogress'));
      } finally {
        slow.network.release();
      }
      await slow.page.until('home is /v1/', () => location.pathname === '/v1/');
      await slow.page.until('the bar is gone', () => !document.getElementById('nprogress'));
    },
  },
  {
    name: '404: an unknown path shows the not-found view, and its home link works',
    async run(page) {
      await page.visit('/no/such/page');
      const h1 = await page.run(() => document.querySelector('h1')?.textContent);
      assert(h1 === '404', `h1: ${h1}`);
      await page.click('a[href="/"]:not(.navbar *)');
      await page.until('home is /v1/', () => location.pathname === '/v1/');
    },
  },
  {
    name: 'a maintainer’s site: its policy lets shields.io badges in; its logo; Copy page copies the Markdown',
    async run(_page, _lab, _pages, _slow, _book, maintainer) {
      await maintainer.visit('/guide.html');
      // The policy asked of images now: shields.io's allowed, another origin's refused (a
      // violation). The machine may have no internet: the images fail either way, so
      // the violations tell (queued in order: the refused one's comes after).
      await maintainer.run(() => {
        const seen: string[] = [];
        Object.assign(window, { __violations: seen });
        document.addEventListener('securitypolicyviolation', (e) => seen.push(e.blockedURI));
        for (const src of ['https://img.shields.io/npm/v/x.svg', 'https://example.org/x.png'])
          Object.assign(new Image(), { src });
      });
      const violations = await maintainer.until('the other origin’s image is refused', () => {
        const seen = (window as unknown as { __violations: string[] }).__violations;
        return seen.some((uri) => uri.includes('example.org')) ? seen : undefined;
      });
      assert(
        !violations!.some((uri) => uri.includes('shields.io')),
        `refused: ${JSON.stringify(violations)}`,
      );
      const logo = await maintainer.run(() => {
        const shown = [
          ...document.querySelectorAll<HTMLImageElement>('.site-name img.logo'),
        ].filter((img) => img.offsetWidth > 0);
        return shown.map((img) => [img.getAttribute('src'), img.offsetWidth / img.offsetHeight]);
      });
      assert(
        JSON.stringify(logo) === JSON.stringify([['/logo.svg', 2]]),
        `logo: ${JSON.stringify(logo)}`,
      );
      const twin = await maintainer.run(() => fetch('/guide.md').then((r) => r.text()));
      await copyAndSayCopied(maintainer, '.page-copy', 'button.page-copy-button');
      const pasted = await maintainer.clipboardText();
      assert(pasted === twin, `clipboard: ${JSON.stringify(pasted.slice(0, 80))}`);
    },
  },
  {
    name: 'twoslash: a type shows on hover (390 and 1280 px, light and dark) and on Tab, painted whole past a one-line block',
    async run(_page, _lab, _pages, _slow, _book, maintainer) {
      const window = maintainer.driver.manage().window();
      try {
        for (const [width, scheme] of [
          [390, 'light'],
          [1280, 'dark'],
        ] as const) {
          await window.setRect({ width, height: 900 });
          await maintainer.visit('/guide.html#types');
          await maintainer.run((picked: string) => {
            localStorage.setItem('greeting:color-scheme', picked);
          }, scheme);
          await maintainer.visit('/guide.html#types');
          // The one-line block's `Greeting`: its popup is taller than the block.
          const hover = await maintainer.run(() => {
            const pre = [...document.querySelectorAll('pre.twoslash')].find((p) =>
              p.textContent!.includes('hello'),
            )!;
            return [...pre.querySelectorAll<HTMLElement>('.twoslash-hover[tabindex]')].find((h) =>
              h.lastChild!.textContent!.endsWith('Greeting'),
            )!;
          });
          // (A page's element comes back to here as the driver's.)
          await maintainer.driver
            .actions()
            .move({ origin: hover as unknown as WebElement })
            .perform();
          const shown = (element: HTMLElement) => {
            const popup = element.querySelector<HTMLElement>('.twoslash-popup-container')!;
            const r = popup.getBoundingClientRect();
            if (!r.height) return undefined;
            const pre = element.closest('pre')!.getBoundingClientRect();
            // Every corner on top (inside the rounded ones), past the block's edge, on screen.
            const whole = [
              [r.left + 8, r.top + 8],
              [r.right - 8, r.top + 8],
              [r.left + 8, r.bottom - 8],
              [r.right - 8, r.bottom - 8],
            ].every(([x, y]) => popup.contains(document.elementFromPoint(x!, y!)));
            const ground = getComputedStyle(popup).backgroundColor;
            return {
              whole,
              past: r.bottom > pre.bottom || r.top < pre.top,
              onScreen: r.left >= 0 && r.right <= innerWidth,
              // Dark code under the dark scheme: its background's green channel is low.
              dark: Number(/\d+, (\d+)/.exec(ground)![1]) < 128,
              text: popup.textContent,
            };
          };
          const hovered = await maintainer.until('the hovered name’s popup shows', shown, hover);
          const { whole, past, onScreen, dark, text } = hovered!;
          assert(whole && past && onScreen, `${width} px: ${JSON.stringify(hovered)}`);
          assert(dark === (scheme === 'dark'), `${scheme}: ${JSON.stringify(hovered)}`);
          assert(text!.includes('GreetingProps'), `hover: ${text}`);
        }
      } finally {
        await maintainer.run(() => localStorage.clear());
        await window.setRect({ width: 1280, height: 900 });
      }
      await maintainer.driver.actions().move({ x: 1, y: 1 }).perform();
      // Keyboard: from the section's heading, the first block (it scrolls), its first name.
      await maintainer.run(() =>
        document.querySelector<HTMLElement>('#types > .header-anchor')!.focus(),
      );
      await maintainer.driver.actions().sendKeys(Key.TAB).sendKeys(Key.TAB).perform();
      const focused = await maintainer.until('Tab reaches a name, and its popup shows', () => {
        const active = document.activeElement as HTMLElement;
        if (!active.matches('.twoslash-hover')) return undefined;
        const popup = document.getElementById(active.getAttribute('aria-describedby')!)!;
        return popup.offsetHeight > 0 ? popup.textContent : undefined;
      });
      assert(focused!.startsWith('function Greeting'), `focused: ${focused}`);
    },
  },
  {
    name: 'sidebar: pages by folder, the current one marked; Next is followed in place; dark too',
    async run(_page, _lab, _pages, _slow, book) {
      await book.visit('/guide/usage.html');
      const listed = await book.run(() => ({
        links: [...document.querySelectorAll('nav.sidebar a')].map((a) => a.textContent),
        current: document.querySelector('nav.sidebar [aria-current="page"]')?.textContent,
      }));
      assert(
        JSON.stringify(listed.links) === JSON.stringify(BOOK_SIDEBAR),
        `sidebar: ${JSON.stringify(listed)}`,
      );
      assert(listed.current === 'Using it', `current: ${listed.current}`);
      await book.hydrate();
      await book.run(() => {
        Object.assign(window, { __samePage: true });
      });
      await book.click('.prev-next a[rel="next"]');
      await book.until('Lists is shown', () => location.pathname === '/recipes/lists.html');
      await book.until(
        'the mark moved',
        () => document.querySelector('nav.sidebar [aria-current="page"]')?.textContent === 'Lists',
      );
      const inPlace = await book.run(
        () => (window as unknown as { __samePage?: boolean }).__samePage,
      );
      assert(inPlace === true, 'Next loaded a new document');
      await noProblems(book);
      // In the dark scheme, the sidebar is painted dark and the current page in its accent.
      // (The book names no storagePrefix: its keys start "docs:", shared/storage.ts.)
      await book.run(() => localStorage.setItem('docs:color-scheme', 'dark'));
      try {
        await book.visit('/guide/usage.html');
        const colours = await book.run(() => ({
          sidebar: getComputedStyle(document.querySelector('nav.sidebar')!).backgroundColor,
          current: getComputedStyle(document.querySelector('nav.sidebar [aria-current="page"]')!)
            .color,
        }));
        assert(
          colours.sidebar === 'rgb(22, 24, 29)' && colours.current === 'rgb(110, 224, 174)',
          `dark colours: ${JSON.stringify(colours)}`,
        );
      } finally {
        await book.run(() => localStorage.removeItem('docs:color-scheme'));
      }
    },
  },
  {
    name: 'sidebar on a phone: Menu opens the drawer with focus inside; Tab stays in; Escape closes, focus returns',
    async run(_page, _lab, _pages, _slow, book) {
      const window = book.driver.manage().window();
      await window.setRect({ width: 390, height: 844 });
      try {
        await book.visit('/guide/usage.html');
        await book.hydrate();
        const open = () => document.querySelector('nav.sidebar')!.matches(':popover-open');
        assert(!(await book.run(open)), 'the drawer is open before Menu');
        await book.click('.sidebar-button');
        await book.until('the drawer is open', open);
        await book.until(
          'the current page has focus',
          () => document.activeElement?.getAttribute('aria-current') === 'page',
        );
        for (let i = 0; i < 12; i++) {
          await book.driver.actions().sendKeys(Key.TAB).perform();
          const inside = await book.run(() =>
            document.querySelector('nav.sidebar')!.contains(document.activeElement),
          );
          assert(inside, `Tab ${i + 1} left the drawer`);
        }
        await book.driver.actions().sendKeys(Key.ESCAPE).perform();
        await book.until(
          'the drawer is closed',
          () => !document.querySelector('nav.sidebar')!.matches(':popover-open'),
        );
        await book.until(
          'focus is back on Menu',
          () => document.activeElement === document.querySelector('.sidebar-button'),
        );
        await noProblems(book);
      } finally {
        await window.setRect({ width: 1280, height: 900 });
      }
    },
  },
  {
    name: 'nav group: Enter opens it, arrows move through it, Escape closes it and focus returns',
    async run(_page, _lab, _pages, _slow, book) {
      await book.visit('/guide/');
      await book.hydrate();
      const group = '.nav-wide .nav-group';
      await book.run(
        (s: string) => document.querySelector<HTMLElement>(`${s} summary`)!.focus(),
        group,
      );
      await book.driver.actions().sendKeys(Key.ENTER).perform();
      await book.until(
        'the group is open',
        (s: string) => document.querySelector<HTMLDetailsElement>(s)!.open,
        group,
      );
      await book.driver.actions().sendKeys(Key.ARROW_DOWN).perform();
      await book.until(
        'its first link has focus',
        () => document.activeElement?.textContent === 'Recipes',
      );
      await book.driver.actions().sendKeys(Key.ESCAPE).perform();
      await book.until(
        'the group is closed',
        (s: string) => !document.querySelector<HTMLDetailsElement>(s)!.open,
        group,
      );
      await book.until('focus is back on it', () => document.activeElement?.tagName === 'SUMMARY');
      await noProblems(book);
    },
  },
  {
    name: 'search: Ctrl+K opens the box, the index loads then, Enter follows a result in place',
    async run(_page, _lab, _pages, _slow, book) {
      await book.visit('/guide/usage.html');
      await book.hydrate();
      const indexLoads = () =>
        performance.getEntriesByType('resource').filter((e) => /\/search-index\./.test(e.name))
          .length;
      assert((await book.run(indexLoads)) === 0, 'the index loaded before the box was used');
      await book.run(() => {
        Object.assign(window, { __samePage: true });
      });
      await book.driver.actions().keyDown(Key.CONTROL).sendKeys('k').keyUp(Key.CONTROL).perform();
      await book.until(
        'the search box has focus',
        () => document.activeElement?.getAttribute('role') === 'combobox',
      );
      await book.driver.actions().sendKeys('install').perform();
      await book.until('a result shows', () =>
        document.querySelector('#search-results [role="option"]')?.textContent?.includes('Install'),
      );
      await book.driver.actions().sendKeys(Key.ENTER).perform();
      await book.until('the result is shown', () => location.pathname === '/guide/install.html');
      const inPlace = await book.run(
        () => (window as unknown as { __samePage?: boolean }).__samePage,
      );
      assert(inPlace === true, 'the result loaded a new document');
      assert((await book.run(indexLoads)) === 1, 'the index is not one request');
      await noProblems(book);
    },
  },
  {
    name: 'search: Ctrl+K as the first interaction opens the box; what is typed then stays',
    async run(_page, _lab, _pages, _slow, book) {
      await book.visit('/guide/usage.html');
      assert(
        !(await book.run(() => document.documentElement.dataset.hydrated)),
        'the app ran before any interaction',
      );
      await book.driver.actions().keyDown(Key.CONTROL).sendKeys('k').keyUp(Key.CONTROL).perform();
      await book.until(
        'the search box has focus',
        () => document.activeElement?.getAttribute('role') === 'combobox',
      );
      await book.driver.actions().sendKeys('npm').perform();
      await book.until('the app has hydrated', () => document.documentElement.dataset.hydrated);
      await book.until('a result shows', () =>
        document
          .querySelector('#search-results [role="option"]')
          ?.textContent?.includes('With npm'),
      );
      const value = await book.run(
        () => document.querySelector<HTMLInputElement>('#search input')!.value,
      );
      assert(value === 'npm', `the box holds “${value}”`);
      await noProblems(book);
    },
  },
  {
    name: 'layout (390, 768, 1280, 1920 px): one outline, one gutter, nothing over code, tables whole; a sidebar site too',
    async run(page, _lab, _pages, _slow, book) {
      const window = page.driver.manage().window();
      try {
        for (const width of [390, 768, 1280, 1920]) {
          await window.setRect({ width, height: 900 });
          await page.visit('/v1/');
          await page.hydrate();
          // Every demo's code shown: the copy buttons over the most code.
          await page.run(() => {
            for (const toggle of document.querySelectorAll<HTMLButtonElement>(
              'button.demo-toggle[aria-expanded="false"]',
            ))
              toggle.click();
          });
          await page.until(
            'every demo shows its code',
            () => !document.querySelector('button.demo-toggle[aria-expanded="false"]'),
          );
          const problems = await page.run(layoutProblems);
          assert(problems.length === 0, `at ${width} px: ${JSON.stringify(problems)}`);
          await noProblems(page);
        }
        // (The same window: the pages share one browser.)
        for (const width of [390, 1280]) {
          await window.setRect({ width, height: 900 });
          await book.visit('/guide/usage.html');
          const problems = await book.run(layoutProblems);
          assert(problems.length === 0, `book at ${width} px: ${JSON.stringify(problems)}`);
        }
      } finally {
        await window.setRect({ width: 1280, height: 900 });
      }
    },
  },
  {
    name: 'library: every threshold reveals where the platform reports it reached (100/200/400 px items, 1 px steps)',
    async run(_page, lab) {
      await lab.driver.manage().window().setRect({ width: 800, height: 700 });
      try {
        await lab.visit(MATRIX_PATH);
        await lab.driver.executeAsyncScript(
          `(${scrollThroughMatrix.toString()})(arguments[0]).then(arguments[arguments.length - 1]);`,
          MATRIX_ARGS,
        );
        const problems = matrixProblems(await lab.run(() => window.thresholdReveals));
        assert(problems.length === 0, problems.join('\n'));
      } finally {
        await lab.driver.manage().window().setRect({ width: 1280, height: 900 });
      }
    },
  },
  {
    name: 'library: a throwing onVisible does not hold back the rest of its batch',
    async run(_page, lab) {
      await lab.visit('/?throwing');
      await lab.until('the five items have revealed', () =>
        [...document.querySelectorAll('[data-testid^="item-"]')].every(
          (e) => e.textContent === 'revealed',
        ),
      );
      // The lab page records from its start what WebKit's driver cannot read: the console.
      const problems = await lab.run(() => window.labProblems);
      assert(
        JSON.stringify(problems) === JSON.stringify(['onVisible of item 0 failed on purpose']),
        `reported: ${JSON.stringify(problems)}`,
      );
    },
  },
  {
    name: 'library: rootMargin in px, % and negative, a margin changed after mount, StrictMode, display:none, removal before reveal',
    async run(_page, lab) {
      await lab.driver.manage().window().setRect({ width: 800, height: 700 });
      try {
        await lab.visit(SCENARIOS_PATH);
        await lab.until('the page has rendered', () => !!window.scenarios);
        await lab.driver.executeAsyncScript(
          `(${scrollThroughScenarios.toString()})(arguments[0]).then(arguments[arguments.length - 1]);`,
          SCENARIO_ARGS,
        );
        await lab.until('the hidden item, shown, has revealed', () =>
          window.scenarioReveals.some((r) => r.id === 'display-none'),
        );
        const problems = scenarioProblems(await lab.run(scenarioOutcome));
        assert(problems.length === 0, problems.join('\n'));
        const logged = await lab.run(() => window.labProblems);
        assert(logged.length === 0, `logged: ${JSON.stringify(logged)}`);
      } finally {
        await lab.driver.manage().window().setRect({ width: 1280, height: 900 });
      }
    },
  },
  {
    name: 'library: server-rendered HTML hydrates without a warning, then reveals as the page scrolls',
    async run(_page, lab) {
      await lab.visit(SSR_PATH);
      const serverHtml = await lab.run(() => window.serverHtml ?? '');
      assert(
        serverHtml.includes('top placeholder') && serverHtml.includes('<p>below placeholder</p>'),
        `server HTML: ${serverHtml}`,
      );
      await lab.until(
        'the item in view has revealed',
        () => document.querySelector('[data-testid="ssr-top"]')?.textContent === 'top content',
      );
      await lab.run(() => document.querySelector('[data-testid="ssr-below"]')!.scrollIntoView());
      await lab.until(
        'the item below has revealed',
        () => document.querySelector('[data-testid="ssr-below"]')?.textContent === 'below content',
      );
      const warnings = await lab.run(() => [...window.recoverableErrors, ...window.labProblems]);
      assert(warnings.length === 0, `warnings: ${JSON.stringify(warnings)}`);
    },
  },
  {
    name: 'library: while developing, an `as` component that drops its ref is named in the console',
    async run(_page, lab) {
      await lab.visit('/?refless');
      await lab.until('the warning is logged', () =>
        window.labProblems.includes('LazyLoad: the `as` component must pass its ref to an element'),
      );
    },
  },
];
