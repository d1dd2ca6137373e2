import type { Locator, Page, Request } from '@playwright/test';
import { BOOK_SIDEBAR } from './book';
import { expect, holdApp, hydrated, test } from './fixtures';

// The fixture of several folders (e2e/fixtures/book): the sidebar made from its folders,
// previous/next links, a nav group, the phone's drawer, and search.

const sidebarOf = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });

/** Documents the page asks for from now on (a navigation in place asks for none). */
function documentRequests(page: Page): () => string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest()) urls.push(request.url());
  });
  return () => urls;
}

/** Whether focus is inside `scope`. */
const focusInside = (scope: Locator) => scope.evaluate((el) => el.contains(document.activeElement));

test('the sidebar lists the pages by folder, in order, and marks the current one', async ({
  page,
  bookSite,
  consoleProblems,
}) => {
  await page.goto(`${bookSite.url}/guide/usage.html`);
  const sidebar = sidebarOf(page);
  await expect(sidebar.getByRole('link')).toHaveText(BOOK_SIDEBAR);
  await expect(sidebar.locator('.sidebar-group-title')).toHaveText([
    'Guide',
    'Advanced',
    'Recipes',
  ]);
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Using it');
  // A page left out (`sidebar: false`) shows none.
  await page.goto(`${bookSite.url}/recipes/unlisted.html`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Unlisted');
  await expect(sidebarOf(page)).toHaveCount(0);
  expect(consoleProblems).toEqual([]);
});

test("each page's own HTML marks its own link in the sidebar, and no other", async ({
  request,
  bookSite,
}) => {
  // (Rendered at build time one after another: no page's mark left on the next.)
  for (const [path, title] of [
    ['/guide/install.html', 'Install'],
    ['/guide/usage.html', 'Using it'],
    ['/guide/advanced/performance.html', 'Performance'],
    ['/recipes/lists.html', 'Lists'],
    ['/changelog.html', 'Changelog'],
  ]) {
    const html = await (await request.get(`${bookSite.url}${path}`)).text();
    const marked = [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)]
      .filter(([, attributes]) => /class="sidebar-link"/.test(attributes!))
      .filter(([, attributes]) => attributes!.includes('aria-current="page"'))
      .map(([, attributes, text]) => [/href="([^"]*)"/.exec(attributes!)![1], text]);
    expect(marked, path).toEqual([[path, title]]);
  }
});

test('a sidebar link is followed in place and the mark moves with it; a group folds', async ({
  page,
  bookSite,
  consoleProblems,
}) => {
  await page.goto(`${bookSite.url}/guide/usage.html`);
  await hydrated(page);
  const documents = documentRequests(page);
  const sidebar = sidebarOf(page);
  await sidebar.getByRole('link', { name: 'Install' }).click();
  await expect(page).toHaveURL(`${bookSite.url}/guide/install.html`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Install');
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Install');
  expect(documents()).toEqual([]);
  // A collapsible group folds and unfolds, by keyboard too.
  const recipes = sidebar.locator('summary', { hasText: 'Recipes' });
  await recipes.click();
  await expect(sidebar.getByRole('link', { name: 'Lists' })).toBeHidden();
  await recipes.focus();
  await page.keyboard.press('Enter');
  await expect(sidebar.getByRole('link', { name: 'Lists' })).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test('previous and next follow the sidebar; frontmatter renames or removes them', async ({
  page,
  bookSite,
  consoleProblems,
}) => {
  const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
  await page.goto(`${bookSite.url}/guide/usage.html`);
  await expect(pager.getByRole('link')).toHaveText(['Previous pageInstall', 'Next pageLists']);
  await expect(pager.getByRole('link', { name: /Next/ })).toHaveAttribute(
    'href',
    '/recipes/lists.html',
  );
  await hydrated(page);
  await pager.getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(`${bookSite.url}/recipes/lists.html`);
  // `next: { text, link }` in its frontmatter.
  await expect(pager.getByRole('link')).toHaveText([
    'Previous pageUsing it',
    'Next pageBack to the start',
  ]);
  await expect(pager.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/');
  // `prev: false`, and the last page: nothing to show.
  await page.goto(`${bookSite.url}/recipes/images.html`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Images');
  await expect(pager).toHaveCount(0);
  await page.goto(`${bookSite.url}/`);
  await expect(pager.getByRole('link')).toHaveText(['Next pageChangelog']);
  expect(consoleProblems).toEqual([]);
});

test('a nav group opens by keyboard, arrows move through it, Escape closes it and focus returns', async ({
  page,
  bookSite,
  consoleProblems,
}) => {
  await page.goto(`${bookSite.url}/guide/`);
  await hydrated(page);
  const group = page.locator('.nav-wide .nav-group');
  const button = group.locator('summary');
  const list = group.getByRole('link');
  await expect(list.first()).toBeHidden();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(list).toHaveText(['Recipes', 'Changelog']);
  await page.keyboard.press('ArrowDown');
  await expect(list.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(list.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(list.nth(0)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(list.first()).toBeHidden();
  await expect(button).toBeFocused();
  // A click elsewhere closes it; following one of its links too.
  await button.click();
  await expect(list.first()).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(list.first()).toBeHidden();
  await button.click();
  await list.getByText('Changelog').click();
  await expect(page).toHaveURL(`${bookSite.url}/changelog.html`);
  await expect(list.first()).toBeHidden();
  expect(consoleProblems).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is a drawer: focus goes in and stays, Escape closes it and focus returns', async ({
    page,
    bookSite,
    consoleProblems,
  }) => {
    await page.goto(`${bookSite.url}/guide/usage.html`);
    await hydrated(page);
    const sidebar = sidebarOf(page);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(sidebar).toBeHidden();
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Using it' })).toBeFocused();
    // Round and round: Tab and Shift+Tab never leave it.
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(sidebar)).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(sidebar)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(menu).toBeFocused();
    // A link followed from it closes it.
    await menu.click();
    await sidebar.getByRole('link', { name: 'Install' }).click();
    await expect(page).toHaveURL(`${bookSite.url}/guide/install.html`);
    await expect(sidebar).toBeHidden();
    // The close button too.
    await menu.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(sidebar).toBeHidden();
    expect(consoleProblems).toEqual([]);
  });

  test('without JavaScript the drawer and the groups still open', async ({
    noScriptPage,
    bookSite,
  }) => {
    const page = noScriptPage;
    await page.goto(`${bookSite.url}/guide/usage.html`);
    const sidebar = sidebarOf(page);
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Using it' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
  });
});

test('the docs, one page, have no sidebar and no previous/next', async ({ page, site }) => {
  await page.goto(`${site.url}/v1/`);
  await hydrated(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(sidebarOf(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Previous and next pages' })).toHaveCount(0);
});

test('the sidebar travels in a chunk of its own, asked for with the app, not before', async ({
  page,
  bookSite,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${bookSite.url}/guide/usage.html`);
  await expect(sidebarOf(page).getByRole('link')).toHaveText(BOOK_SIDEBAR);
  expect(scripts.filter((s) => s.includes('/sidebar.'))).toEqual([]);
  await hydrated(page);
  expect(scripts.filter((s) => /\/sidebar\.[\w-]{8}\.js$/.test(s))).toHaveLength(1);
});

test.describe('search', () => {
  const box = (page: Page) => page.getByRole('combobox', { name: 'Search the docs' });
  const options = (page: Page) =>
    page.getByRole('listbox', { name: 'Results' }).getByRole('option');
  /** Types `query` over what the box holds, as a reader does (Firefox's `fill` bypasses React's input tracking). */
  const search = async (page: Page, query: string) => {
    await box(page).press('ControlOrMeta+a');
    await page.keyboard.type(query);
  };
  const indexRequests = (page: Page) => {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (/\/search-index\.[\w-]{8}\.js$/.test(request.url())) urls.push(request.url());
    });
    return () => urls;
  };

  test('the index loads on the first use, in one request; results by page and heading, by keyboard', async ({
    page,
    bookSite,
    consoleProblems,
  }) => {
    const index = indexRequests(page);
    await page.goto(`${bookSite.url}/guide/usage.html`);
    await hydrated(page);
    // Not on load, not with the app: on the box's first use.
    expect(index()).toEqual([]);
    await page.getByRole('button', { name: /Search/ }).click();
    await expect(box(page)).toBeFocused();
    await expect.poll(() => index().length).toBe(1);
    await page.keyboard.type('npm');
    await expect(options(page)).toHaveText([/^With npmInstall/]);
    await page.keyboard.press('Escape');
    await expect(box(page)).toBeHidden();
    await expect(page.getByRole('button', { name: /Search/ })).toBeFocused();
    // Ctrl+K from anywhere; arrows move through the results; Enter follows one in place.
    const documents = documentRequests(page);
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
    await search(page, 'options');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', 'search-result-0');
    await expect(options(page)).toHaveText([/^OptionsUsing it/]);
    // Each result shows its section's text around the match, the matched words marked.
    await search(page, 'exercit ullamco');
    const first = options(page).first();
    await expect(first.locator('.search-result-snippet')).toContainText(
      'nostrud exercitation ullamco laboris',
    );
    await expect(first.locator('mark')).toHaveText(['exercitation', 'ullamco']);
    await expect(first).toHaveAccessibleName(/nostrud exercitation ullamco/);
    await search(page, 'lorem');
    await expect(options(page)).not.toHaveCount(0);
    const count = await options(page).count();
    await page.keyboard.press('ArrowUp');
    await expect(options(page).nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await search(page, 'install');
    await expect(options(page).first()).toContainText('Install');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${bookSite.url}/guide/install.html`);
    await expect(box(page)).toBeHidden();
    expect(documents()).toEqual([]);
    expect(index()).toHaveLength(1);
    await page.keyboard.press('Control+k');
    await search(page, 'zzzz');
    await expect(page.getByRole('status').filter({ hasText: 'No results' })).toHaveText(
      'No results for “zzzz”',
    );
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    expect(consoleProblems).toEqual([]);
  });

  test('Ctrl+K as the first interaction opens the box; what is typed before the app runs stays', async ({
    page,
    bookSite,
    consoleProblems,
  }) => {
    const release = await holdApp(page);
    await page.goto(`${bookSite.url}/guide/usage.html`);
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
    await page.keyboard.type('npm');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    release();
    await hydrated(page);
    await page.keyboard.type(' install');
    await expect(box(page)).toHaveValue('npm install');
    await expect(options(page)).toHaveText([/^With npmInstall/]);
    expect(consoleProblems).toEqual([]);
  });

  test('a result leads to its heading', async ({ page, bookSite, consoleProblems }) => {
    await page.goto(`${bookSite.url}/`);
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await search(page, 'options');
    await options(page).first().click();
    await expect(page).toHaveURL(`${bookSite.url}/guide/usage.html#options`);
    await expect(page.locator('#options')).toBeInViewport();
    expect(consoleProblems).toEqual([]);
  });

  test('the docs have no search, and load nothing of it', async ({ page, site }) => {
    const index = indexRequests(page);
    await page.goto(`${site.url}/v1/`);
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('button', { name: /Search/ })).toHaveCount(0);
    await expect(box(page)).toHaveCount(0);
    expect(index()).toEqual([]);
  });
});
