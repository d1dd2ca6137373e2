import { finalPath, type RouteTable } from './paths';

/**
 * Links' targets and landings, remembered, for the server's render (theme/SiteLink.tsx,
 * theme/site-nav/sidebar-html.ts): it renders every page with the whole sidebar, and at
 * 2,000 pages parsing each of the 2,000 links' URL and following its redirects, on every
 * page, was a sixth of the render.
 * A browser renders a sidebar once per page: it resolves its links directly.
 */

/** The URL of each link given as an absolute path (`/guide/a.html#b`): the page it is on does not matter. */
const targets = new Map<string, URL>();

/** `href`'s URL, from the page at `from` (a path); the same object each time for an absolute path. Read it, do not change it. */
export function linkTarget(href: string, from: string): Readonly<URL> {
  if (!href.startsWith('/') || href.startsWith('//')) return new URL(href, `http://site${from}`);
  let target = targets.get(href);
  if (!target) targets.set(href, (target = new URL(href, 'http://site/')));
  return target;
}

/** Each route table's landings, by path (`finalPath`). */
const landings = new WeakMap<RouteTable, Map<string, ReturnType<typeof finalPath>>>();

/** `finalPath`, remembered for the table. */
export function linkLanding(table: RouteTable, pathname: string): ReturnType<typeof finalPath> {
  let known = landings.get(table);
  if (!known) landings.set(table, (known = new Map()));
  let landing = known.get(pathname);
  if (!landing) known.set(pathname, (landing = finalPath(table, pathname)));
  return landing;
}
