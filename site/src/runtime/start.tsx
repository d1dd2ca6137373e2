import { StrictMode, startTransition } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { withBase, withoutBase } from '../shared/base';
import { APP_ROOT_ID, HYDRATION_DATA_ID } from '../shared/html-ids';
import { HYDRATING_ATTRIBUTE, installControls, whenSettled } from './controls';
import { NavigatorContext, createNavigator } from './navigator';
import { createRoutes, isPageRoute } from './routes';
import { nextTask } from './scheduling';
import { runSetup } from './setup';
import { SiteContext, siteOf, type Site, type SiteModule } from './site-data';
import type { Theme } from './theme';

/** Resolves the lazy parts of the routes the page was rendered with, so hydration matches. */
async function resolveLazyRoutes(
  routes: RouteObject[],
  pathname: string,
  base: string,
): Promise<void> {
  const matches = matchRoutes(routes, pathname, base) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** Each static part of the prerendered page, by its index (`<div data-static="N">`). */
function readStaticHtml(container: HTMLElement): string[] {
  const parts: string[] = [];
  for (const part of container.querySelectorAll<HTMLElement>('[data-static]'))
    parts[Number(part.dataset.static)] = part.innerHTML;
  return parts;
}

/** The router state the prerender wrote in the page (its routes' loader data). */
function serverHydrationState(): HydrationState | undefined {
  const text = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as HydrationState) : undefined;
}

/**
 * The server's loader data, with the page's static HTML taken from the page itself:
 * hydration then leaves it as it is, and nothing downloads it a second time.
 */
function readHydrationData(
  container: HTMLElement,
  routes: RouteObject[],
  base: string,
): HydrationState | undefined {
  const data = serverHydrationState();
  if (!data) return undefined;
  const loaderData = { ...data.loaderData };
  for (const { route } of matchRoutes(routes, window.location.pathname, base) ?? []) {
    if (isPageRoute(route) && route.id) loaderData[route.id] = readStaticHtml(container);
  }
  return { ...data, loaderData };
}

/**
 * A host that serves `/a` from `a.html` (Netlify, GitHub Pages; Cloudflare Pages even
 * sends `/a.html` to `/a`) shows a page at an address the router would redirect: the
 * page's own address replaces it before the router starts, so hydration finds the page
 * it rendered. Only when this document is that page (its hydration data names it): a
 * not-found page served at `/a` stays one.
 */
function showAtOwnAddress(site: Site, base: string): void {
  const { pathname, search, hash } = window.location;
  const path = withoutBase(base, pathname)!;
  const page = site.siteData.pages.find((p) => p.path === `${path}.html`);
  if (!page || !(page.key in (serverHydrationState()?.loaderData ?? {}))) return;
  window.history.replaceState(
    window.history.state,
    '',
    `${withBase(base, page.path)}${search}${hash}`,
  );
}

let started: Promise<void> | undefined;

/**
 * The one entry of the app: hydrates the prerendered page (or renders, in dev).
 * Idempotent, so it can be called at load or on the reader's first interaction.
 * If a part of the page cannot be loaded, the prerendered HTML stays as it is:
 * complete and readable, with plain links.
 */
export function startApp(module: SiteModule, theme: Theme): Promise<void> {
  started ??= start(module, theme);
  return started;
}

async function start(module: SiteModule, theme: Theme): Promise<void> {
  const container = document.getElementById(APP_ROOT_ID);
  if (!container) throw new Error('#app is missing');
  const hydrating = container.firstElementChild !== null;
  const site = siteOf(module, theme);
  const { base } = site.siteData;
  // A page outside the base (a host's not-found page for any path) is the site's to
  // show, not its router's, which would render nothing there: it stays as served.
  if (withoutBase(base, window.location.pathname) === undefined) return;
  if (hydrating) showAtOwnAddress(site, base);
  const routes = createRoutes(site);
  if (hydrating) {
    try {
      await resolveLazyRoutes(routes, window.location.pathname, base);
    } catch {
      return; // Already logged by loadPart; the static page stays usable.
    }
  }
  const router = createBrowserRouter(routes, {
    basename: base,
    hydrationData: hydrating ? readHydrationData(container, routes, base) : undefined,
  });
  const navigator = createNavigator(router, site.routeTable);
  // The page's controls answer from the document (on a prerendered page since boot).
  installControls();
  await runSetup(site.setup, { router: navigator, siteData: site.siteData });

  const app = (
    <StrictMode>
      <SiteContext value={site}>
        <NavigatorContext value={navigator}>
          <RouterProvider router={router} />
        </NavigatorContext>
      </SiteContext>
    </StrictMode>
  );
  // React DOM runs here, in a task of its own (and hydration starts in the next): run
  // with the rest of the app, in one module graph, it made the longest task of a
  // reader's first interaction.
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  if (hydrating) {
    // Hydration must find the page as React renders it: not mid-way through "Copied!".
    await whenSettled();
    // From here the app answers clicks; the boot script holds them until it can.
    document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, '');
    // As a transition, hydration yields to the browser every few milliseconds: no long
    // task for the whole tree (a reader's scroll or tap is answered meanwhile).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}
