import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type NonIndexRouteObject,
} from 'react-router';
import { withoutBase } from '../shared/base';
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

/** A Node stream's text (UTF-8). */
async function textOf(stream: AsyncIterable<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
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
  const { base } = site.siteData;
  const routes = createRoutes(site);
  // A URL that is not a page's (the not-found page) is matched against every route.
  const everyRoute = createStaticHandler(routes, { basename: base });
  const [root] = routes as [NonIndexRouteObject];
  const children = root.children ?? [];
  const notFound = children.filter((route) => route.path === '*');
  const pageRoutes = new Map(
    children.filter((route) => route.path !== '*').map((route) => [route.path, route]),
  );
  /**
   * A handler of the routes a URL can match: the root, its page's, the not-found. React
   * Router turns all its routes into data routes and ranks them in each render: with
   * one route a page, a cost that grew with the square of the pages.
   */
  const handlerFor = (url: URL) => {
    const path = withoutBase(base, url.pathname);
    const page = path === undefined ? undefined : pageRoutes.get(path);
    if (!page) return everyRoute;
    return createStaticHandler([{ ...root, children: [page, ...notFound] }], { basename: base });
  };
  return async (url) => {
    const request = new Request(new URL(url, 'http://localhost'));
    const handler = handlerFor(new URL(request.url));
    const context = await handler.query(request);
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
    // (Node's stream: read through a web stream, a page's HTML cost ~9 ms more at 2,000 pages.)
    const { prelude } = await prerenderToNodeStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    return {
      kind: 'html',
      // A Node Readable, which this (browser-typed) code's types call a ReadableStream.
      html: await textOf(prelude as unknown as AsyncIterable<Uint8Array>),
      styles: showsSiteNav(site) ? [siteNavStyles] : [],
      hydrationData: {
        loaderData: withoutStaticHtml(context.loaderData, context.matches),
        actionData: context.actionData,
        errors: context.errors,
      },
    };
  };
}
