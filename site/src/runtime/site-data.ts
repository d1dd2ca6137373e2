import { createContext, use } from 'react';
import { useMatches } from 'react-router';
import { siteData } from 'virtual:site-data';
import type { PageData, SiteData } from '../shared/types';
import { routeTableOf } from '../shared/route-table';
import { useHotSiteData } from './hot-pages';

export { siteData };
export const routeTable = routeTableOf(siteData);

const SiteDataContext = createContext<SiteData>(siteData);

/** Dev: the site's data as a Markdown edit changed it (hot-pages.ts). A build has none. */
const useEditedSiteData: () => SiteData | undefined = import.meta.hot
  ? useHotSiteData
  : () => undefined;

/** The site data (spec §3): title, description, pages, theme config… */
export function useSiteData(): SiteData {
  const edited = useEditedSiteData();
  const loaded = use(SiteDataContext);
  return edited ?? loaded;
}

/** The current page's data, or `undefined` on the not-found view. */
export function usePageData(): PageData | undefined {
  const matches = useMatches();
  const edited = useEditedSiteData();
  const page = matches
    .map((match) => (match.handle as { page?: PageData } | undefined)?.page)
    .findLast(Boolean);
  return (page && edited?.pages.find((p) => p.key === page.key)) ?? page;
}
