import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import * as stub from '../../../../test/site-data-stub';
import { SiteContext, siteOf } from '../../runtime/site-data';
import type { SidebarItem } from '../../shared/sidebar';
import { theme } from '../index';
import Sidebar from './Sidebar';
import { sidebarItemsHtml } from './sidebar-html';

const ITEMS: SidebarItem[] = [
  { text: 'Home', link: '/' },
  { text: 'Guide', items: [{ text: 'Install', link: '/guide/install.html' }] },
  { text: 'Recipes', collapsed: true, items: [{ text: 'Images', link: '/recipes/images.html' }] },
  { text: 'Closed', collapsed: true, items: [{ text: 'Lists', link: '/recipes/lists.html' }] },
  { text: 'Repository', link: 'https://example.com/code' },
];

/** The sidebar as a reader at `path` sees it. */
function renderAt(path: string) {
  const site = siteOf(
    {
      ...stub,
      siteData: {
        ...stub.siteData,
        pages: ['/', '/guide/install.html', '/recipes/images.html', '/recipes/lists.html'].map(
          (p) => ({ path: p }) as (typeof stub.siteData.pages)[number],
        ),
      },
    },
    theme,
  );
  const router = createMemoryRouter([{ path: '*', element: <Sidebar items={ITEMS} /> }], {
    initialEntries: [path],
  });
  render(
    <SiteContext value={site}>
      <RouterProvider router={router} />
    </SiteContext>,
  );
}

it('marks the current page, and opens a collapsed group that holds it, not the others', () => {
  renderAt('/recipes/images.html');
  // (jsdom takes a closed popover for hidden: found by its element, not its role.)
  const nav = document.querySelector<HTMLElement>('nav.sidebar')!;
  expect(nav.getAttribute('aria-label')).toBe('Sidebar');
  expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Images');
  const groups = [...nav.querySelectorAll('details')].map((d) => [d.textContent, d.open]);
  expect(groups).toEqual([
    ['RecipesImages', true],
    ['ClosedLists', false],
  ]);
  // A group without `collapsed` is not collapsible: a title and its list.
  expect(nav.querySelector('div.sidebar-group > p.sidebar-group-title')?.textContent).toBe('Guide');
});

it('opens a link to another site in a new tab, and says so', () => {
  renderAt('/');
  const link = screen.getByRole('link', { name: /Repository/, hidden: true });
  expect(link.getAttribute('href')).toBe('https://example.com/code');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(
    screen.getByRole('link', { name: 'Home', hidden: true }).getAttribute('aria-current'),
  ).toBe('page');
});

it('is a drawer behind the Menu button, which names it', () => {
  renderAt('/');
  const nav = document.querySelector<HTMLElement>('nav.sidebar')!;
  const menu = screen.getByRole('button', { name: 'Menu' });
  expect(nav.getAttribute('popover')).toBe('auto');
  expect(menu.getAttribute('popovertarget')).toBe(nav.id);
  expect(menu.getAttribute('aria-controls')).toBe(nav.id);
});

it("the server's list, written as a string, is React's markup byte for byte, wherever the reader is", () => {
  const items: SidebarItem[] = [
    ...ITEMS,
    { text: 'Moved', link: '/old.html' },
    { text: 'A heading', link: '/guide/install.html#usage' },
    { text: `Quotes " ' & <tags>`, link: '/recipes/lists.html?a=1&b="2"' },
    {
      text: 'Deep',
      collapsed: false,
      items: [{ text: 'Nested', items: [{ text: 'Lists again', link: '/recipes/lists.html' }] }],
    },
  ];
  const paths = ['/', '/guide/install.html', '/recipes/images.html', '/recipes/lists.html'];
  for (const base of ['/', '/react/']) {
    // One site for every page, as a render thread has: the links it wrote for one page
    // are taken for the next, each marked current on its own page alone.
    const site = siteOf(
      {
        ...stub,
        siteData: {
          ...stub.siteData,
          base,
          pages: paths.map((p) => ({ path: p }) as (typeof stub.siteData.pages)[number]),
          redirects: [{ from: '/old.html', to: '/guide/install.html', status: 301 }],
        },
      },
      theme,
    );
    for (const path of paths) {
      const router = createMemoryRouter([{ path: '*', element: <Sidebar items={items} /> }], {
        initialEntries: [path],
      });
      // React's own render (this test runs the browser's path: `import.meta.env.SSR` is off).
      const html = renderToString(
        <SiteContext value={site}>
          <RouterProvider router={router} />
        </SiteContext>,
      );
      const list = /<\/button><ul class="sidebar-items">(.*)<\/ul><\/nav>/s.exec(html)?.[1];
      expect(list).toContain('class="sidebar-link"');
      expect(sidebarItemsHtml(items, path, { routeTable: site.routeTable, base })).toBe(list);
    }
  }
});
