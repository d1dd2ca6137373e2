import { redirect, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { withoutBase } from '../shared/base';
import { resolvePath } from '../shared/paths';
import type { PageSummary } from '../shared/types';
import { loadPart } from './lazy-part';
import { RouteError } from './RouteError';
import {
  showsSiteNav,
  useEditedPage,
  type LayoutHandle,
  type PageHandle,
  type Site,
} from './site-data';

/**
 * The clean-URL rule and declared redirects, as a loader: a redirect replaces the
 * navigation, so a reader never gets history entries for in-between URLs.
 */
function routing(site: Site, { request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  // The router's paths are the base's (`basename`); its requests' URLs are whole.
  const path = withoutBase(site.siteData.base, url.pathname);
  if (path === undefined) return null;
  const step = resolvePath(site.routeTable, path);
  if (step.kind === 'redirect') throw redirect(`${step.to}${url.search}`);
  return null;
}

/** Whether a route shows a Markdown page (its loader data is the page's static HTML). */
export function isPageRoute(route: { handle?: unknown }): boolean {
  return Boolean((route.handle as Partial<PageHandle> | undefined)?.page);
}

function pageRoute(site: Site, page: PageSummary): RouteObject {
  const { content, html } = site.pageLoaders[page.path]!;
  return {
    id: page.key,
    path: page.path,
    // The page's static HTML, as data: on hydration the server's is read from the DOM
    // instead (see `start`), so a first visit never downloads it.
    loader: async (args): Promise<string[]> => {
      routing(site, args);
      return (await loadPart(page.relativePath, html)).default;
    },
    // It never changes while the reader stays on the page.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy: async () => {
      const loaded = await loadPart(page.relativePath, content);
      const { PageContent } = await loadPart('Layout', site.theme.Layout);
      return {
        // The page's data: the rest of it comes with its chunk (see `PageSummary`).
        handle: { page: { ...page, ...loaded.details } } satisfies PageHandle,
        Component: function Page() {
          const html = useLoaderData<string[]>();
          const edited = useEditedPage(page.path);
          // The page as it first loaded: an edit shown in place updates its components
          // through React Fast Refresh (the same components, new code: every demo keeps
          // its state), and its HTML here; its demo modules stay (a changed one updates
          // through its own module).
          return (
            <PageContent
              content={loaded.default}
              html={edited?.html ?? html}
              demos={loaded.demos}
              demoBlock={loaded.DemoBlock}
            />
          );
        },
      };
    },
  };
}

/** Layout around every page; the not-found view for every path without a page. */
export function createRoutes(site: Site): RouteObject[] {
  return [
    {
      id: 'root',
      ErrorBoundary: RouteError,
      // Client-only rendering (dev) shows nothing until the first route has loaded.
      HydrateFallback: () => null,
      // The sidebar's data and views load beside the layout (a site with one page has none).
      lazy: async () => {
        const [layout, sidebar, views] = await Promise.all([
          loadPart('Layout', site.theme.Layout),
          site.loadSidebar && loadPart('sidebar', site.loadSidebar),
          showsSiteNav(site) ? loadPart('SiteNav', site.theme.SiteNav) : undefined,
        ]);
        return {
          Component: layout.default,
          handle: { sidebar: sidebar?.default ?? [], views } satisfies LayoutHandle,
        };
      },
      children: [
        ...site.siteData.pages.map((page) => pageRoute(site, page)),
        {
          id: 'not-found',
          path: '*',
          loader: (args) => routing(site, args),
          lazy: async () => ({
            Component: (await loadPart('NotFound', site.theme.NotFound)).default,
          }),
        },
      ],
    },
  ];
}
