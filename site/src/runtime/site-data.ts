import { createContext, use } from 'react';
import { useMatches } from 'react-router';
import { siteData } from 'virtual:site-data';
import type { PageData, SiteData } from '../shared/types';
import { routeTableOf } from '../shared/route-table';

export { siteData };
export const routeTable = routeTableOf(siteData);

const SiteDataContext = createContext<SiteData>(siteData);

/** The site data (spec §3): title, description, pages, theme config… */
export function useSiteData(): SiteData {
  return use(SiteDataContext);
}

/** The current page's data, or `undefined` on the not-found view. */
export function usePageData(): PageData | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const page = (matches[i]!.handle as { page?: PageData } | undefined)?.page;
    if (page) return page;
  }
  return undefined;
}
