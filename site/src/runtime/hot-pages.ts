import { memo, useSyncExternalStore, type ComponentType } from 'react';
import type { pageLoaders } from 'virtual:site-data';
import type { SidebarItem } from '../shared/sidebar';
import type { SiteData } from '../shared/types';

/** A page's content module, as `pageLoaders` loads it. */
export type ContentModule = Awaited<ReturnType<(typeof pageLoaders)[string]['content']>>;

/** A page's newest static HTML and details, as edited. */
interface HotPage {
  /** The module that brought the details last: the page's own, or its static HTML's. */
  content?: Pick<ContentModule, 'details'>;
  html?: string[];
}

/**
 * Markdown edits in dev, shown in place (no reload, the reader's scroll and state kept):
 * a page's compiled module and its static HTML accept their own updates and hand them
 * here (see the site plugin), each with the page's details (its headings, its date),
 * and new site data (a title) arrives as the `site:data` event. The views read them
 * through `useHotPage` and `useHotSiteData`.
 * Nothing of this is in a build (`import.meta.hot` is undefined there).
 */
const pages = new Map<string, HotPage>();
let site: SiteData | undefined;
let sidebar: SidebarItem[] | undefined;
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version++;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by a page's modules when they are edited (`import.meta.hot.accept`). */
export function updateHotPage(path: string, update: HotPage): void {
  pages.set(path, { ...pages.get(path), ...update });
  changed();
}

/** Called by the sidebar's module when a save changed it (a title, an order). */
export function updateHotSidebar(next: SidebarItem[]): void {
  sidebar = next;
  changed();
}

if (import.meta.hot) {
  import.meta.hot.on('site:data', (data: SiteData) => {
    site = data;
    changed();
  });
}

const useVersion = () =>
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );

/** The page's edited content and HTML, if edited since it loaded. */
export function useHotPage(path: string | undefined): HotPage | undefined {
  useVersion();
  return path === undefined ? undefined : pages.get(path);
}

/** The site's data as edited, if it changed since the app loaded. */
export function useHotSiteData(): SiteData | undefined {
  useVersion();
  return site;
}

/** The sidebar as edited, if it changed since the app loaded. */
export function useHotSidebar(): SidebarItem[] | undefined {
  useVersion();
  return sidebar;
}

const stableViews = new WeakMap<object, object>();

/**
 * The theme's views (the SiteNav part: the sidebar, previous/next links…), each skipping
 * a re-render while its props stay the same (`memo`). A save re-renders the layout, as
 * the page's data may have changed, but seldom the sidebar's items: on a large site its
 * thousands of links would render again for nothing. (A build re-renders the layout only
 * on navigation, which changes the sidebar's current link anyway.)
 */
export function hotViews<Views extends object>(views: Views): Views {
  let stable = stableViews.get(views) as Views | undefined;
  if (!stable) {
    stable = Object.fromEntries(
      Object.entries(views).map(([name, view]) => [
        name,
        typeof view === 'function' ? memo(view as ComponentType<object>) : view,
      ]),
    ) as Views;
    stableViews.set(views, stable);
  }
  return stable;
}
