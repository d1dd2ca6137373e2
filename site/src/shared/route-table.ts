import type { RouteTable } from './paths';
import type { SiteData } from './types';

/** The pages and declared redirects that routing resolves against. */
export function routeTableOf(site: Pick<SiteData, 'pages' | 'redirects'>): RouteTable {
  return {
    pages: site.pages.map((p) => p.path),
    redirects: new Map(site.redirects.map((r) => [r.from, r.to])),
  };
}
