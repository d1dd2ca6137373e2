import type { PageData, SiteData } from '../shared/types';
import type { SiteConfig } from './config-schema';
import type { SourcePage } from './pages';

/** The theme config but its sidebar, which travels resolved in a chunk of its own (vite-plugin.ts). */
const withoutSidebar = ({ sidebar: _, ...rest }: SiteConfig['themeConfig']) => rest;

/** The site's data (title, description, base, head, pages, theme config), from the config and the pages. */
export function siteDataOf(
  config: SiteConfig,
  pages: readonly SourcePage[],
  /** What goes below each page (edit link, last updated), in the order of `pages`. */
  footers: readonly Pick<PageData, 'editLink' | 'lastUpdated'>[] = [],
): SiteData {
  return {
    title: config.title,
    description: config.description,
    base: config.base,
    head: config.head,
    // Each page's headers come with its own chunk (see `PageSummary`).
    pages: pages.map(({ data: { headers: _, ...page } }, i) => ({ ...page, ...footers[i] })),
    themeConfig: withoutSidebar(config.themeConfig),
    redirects: config.redirects,
  };
}

export { routeTableOf } from '../shared/route-table';
