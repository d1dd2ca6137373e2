import { redirect, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { pageLoaders } from 'virtual:site-data';
import { resolvePath } from '../shared/paths';
import type { PageData } from '../shared/types';
import { useHotPage } from './hot-pages';
import { loadPart } from './lazy-part';
import { RouteError } from './RouteError';
import { routeTable, siteData } from './site-data';

/**
 * The clean-URL rule and declared redirects, as a loader: a redirect replaces the
 * navigation, so a reader never gets history entries for in-between URLs.
 */
function routing({ request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  const step = resolvePath(routeTable, url.pathname);
  if (step.kind === 'redirect') throw redirect(`${step.to}${url.search}`);
  return null;
}

/** Whether a route shows a Markdown page (its loader data is the page's static HTML). */
export function isPageRoute(route: { handle?: unknown }): boolean {
  return Boolean((route.handle as { page?: PageData } | undefined)?.page);
}

/** Dev: a page's content and HTML as a Markdown edit changed them (hot-pages.ts). */
const useEditedPage: typeof useHotPage = import.meta.hot ? useHotPage : () => undefined;

function pageRoute(page: PageData): RouteObject {
  const { content, html } = pageLoaders[page.path]!;
  return {
    id: page.key,
    path: page.path,
    handle: { page },
    // The page's static HTML, as data: on hydration the server's is read from the DOM
    // instead (see `start`), so a first visit never downloads it.
    loader: async (args): Promise<string[]> => {
      routing(args);
      return (await loadPart(page.relativePath, html)).default;
    },
    // It never changes while the reader stays on the page.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy: async () => {
      const loaded = await loadPart(page.relativePath, content);
      const { PageContent } = await loadPart('Layout', () => import('../theme/Layout'));
      return {
        Component: function Page() {
          const html = useLoaderData<string[]>();
          const edited = useEditedPage(page.path);
          const { default: Content, demos, DemoBlock } = edited?.content ?? loaded;
          return (
            <PageContent
              content={Content}
              html={edited?.html ?? html}
              demos={demos}
              demoBlock={DemoBlock}
            />
          );
        },
      };
    },
  };
}

/** Layout around every page; the not-found view for every path without a page. */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      ErrorBoundary: RouteError,
      // Client-only rendering (dev) shows nothing until the first route has loaded.
      HydrateFallback: () => null,
      lazy: async () => ({
        Component: (await loadPart('Layout', () => import('../theme/Layout'))).default,
      }),
      children: [
        ...siteData.pages.map(pageRoute),
        {
          id: 'not-found',
          path: '*',
          loader: routing,
          lazy: async () => ({
            Component: (await loadPart('NotFound', () => import('../theme/NotFound'))).default,
          }),
        },
      ],
    },
  ];
}
