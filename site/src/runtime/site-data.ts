import { createContext, use } from 'react';
import { useMatches } from 'react-router';
import type * as siteModule from 'virtual:site-data';
import type { RouteTable } from '../shared/paths';
import { routeTableOf } from '../shared/route-table';
import type { SidebarItem } from '../shared/sidebar';
import type { PageData, SiteData } from '../shared/types';
import { hotViews, useHotPage, useHotSidebar, useHotSiteData } from './hot-pages';
import type { Theme } from './theme';

/** What the site's chunk gives the app (`virtual:site-data`): data, page loaders, components. */
export type SiteModule = typeof siteModule;

/**
 * The site as the app uses it: its module, the route table derived from its data, and
 * the theme that renders it.
 */
export interface Site extends SiteModule {
  routeTable: RouteTable;
  theme: Theme;
}

export function siteOf(module: SiteModule, theme: Theme): Site {
  return { ...module, routeTable: routeTableOf(module.siteData), theme };
}

/** Whether the site shows a sidebar (and previous/next links), a nav group or search. */
export function showsSiteNav(site: Site): boolean {
  const { nav, search } = site.siteData.themeConfig;
  return site.loadSidebar !== undefined || search || nav.some((i) => 'items' in i);
}

/** Given by the app's root (start.tsx, render.tsx). */
export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = use(SiteContext);
  if (!site) throw new Error('useSite: no site given (SiteContext) above this component');
  return site;
}

/** Dev: the site's data as a Markdown edit changed it (hot-pages.ts). A build has none. */
const useEditedSiteData: () => SiteData | undefined = import.meta.hot
  ? useHotSiteData
  : () => undefined;
/** Dev: a page's content and HTML as a Markdown edit changed them (hot-pages.ts). */
export const useEditedPage: typeof useHotPage = import.meta.hot ? useHotPage : () => undefined;

/** The site data: title, description, pages, theme config… */
export function useSiteData(): SiteData {
  const loaded = useSite().siteData;
  return useEditedSiteData() ?? loaded;
}

/**
 * The route handle of the layout: the sidebar, and the views of the sidebar, previous/next
 * links, nav groups and search, loaded with it (none on a site that shows none of them).
 */
export interface LayoutHandle<Views = Awaited<ReturnType<Theme['SiteNav']>>> {
  sidebar: SidebarItem[];
  views: Views | undefined;
}

/** Dev: the sidebar as a Markdown edit changed it (hot-pages.ts). A build has none. */
const useEditedSidebar: () => SidebarItem[] | undefined = import.meta.hot
  ? useHotSidebar
  : () => undefined;

/**
 * The site's sidebar (empty when it has none), and the views of it and of nav groups: the
 * theme's `SiteNav` part, as the theme knows it (`Views`).
 */
export function useSidebar<Views extends object>(): LayoutHandle<Views> {
  const loaded = useMatches()[0]?.handle as LayoutHandle<Views> | undefined;
  return {
    sidebar: useEditedSidebar() ?? loaded?.sidebar ?? [],
    // Dev: a save does not render the sidebar again (hot-pages.ts).
    views: import.meta.hot && loaded?.views ? hotViews(loaded.views) : loaded?.views,
  };
}

/** The route handle of a page, once its chunk loaded: its data, details included. */
export interface PageHandle {
  page: PageData;
}

/** The current page's data, or `undefined` on the not-found view. */
export function usePageData(): PageData | undefined {
  const matches = useMatches();
  const page = matches
    .map((match) => (match.handle as PageHandle | undefined)?.page)
    .findLast((p) => p !== undefined);
  const edited = useEditedSiteData()?.pages.find((p) => p.key === page?.key);
  const details = useEditedPage(page?.path)?.content?.details;
  return page && (edited || details) ? { ...page, ...edited, ...details } : page;
}
