import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RenderResult } from '../shared/render-result';
import { createRoutes, isPageRoute } from './routes';
import { SiteContext, showsSiteNav, type Site } from './site-data';

/**
 * The page's static HTML is in the page itself: the browser reads it back from there
 * (see `start`) rather than from a second copy in the hydration data.
 */
function withoutStaticHtml(
  loaderData: Record<string, unknown>,
  matches: readonly { route: { id: string; handle?: unknown } }[],
): Record<string, unknown> {
  const pages = matches.filter((m) => isPageRoute(m.route));
  return { ...loaderData, ...Object.fromEntries(pages.map((m) => [m.route.id, null])) };
}

/**
 * The server render of `site`: a function that renders one URL (its path with the base)
 * to HTML, waiting for every lazy part (Layout, page, Badge…). `siteNavStyles` go in the
 * head of pages that show the site's navigation (the theme's, which only the server has).
 */
export function createRender(
  site: Site,
  siteNavStyles: string,
): (url: string) => Promise<RenderResult> {
  // One handler for every render: made per render, its routes (one per page) were made
  // again for each page, a cost that grew with the square of the pages.
  const handler = createStaticHandler(createRoutes(site), { basename: site.siteData.base });
  return async (url) => {
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (context instanceof Response) {
      return {
        kind: 'redirect',
        location: context.headers.get('Location') ?? '/',
        status: context.status,
      };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const app = (
      <SiteContext value={site}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SiteContext>
    );
    // A prerender waits for every lazy part; with progressive chunking off it also keeps
    // every Suspense boundary in place. An outlined boundary would need an inline script
    // to be put back, which the Content-Security-Policy forbids.
    const { prelude } = await prerender(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    return {
      kind: 'html',
      html: await new Response(prelude).text(),
      styles: showsSiteNav(site) ? [siteNavStyles] : [],
      hydrationData: {
        loaderData: withoutStaticHtml(context.loaderData, context.matches),
        actionData: context.actionData,
        errors: context.errors,
      },
    };
  };
}
