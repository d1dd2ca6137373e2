import { splitPageData, type SiteData, type SiteLogo } from '../shared/types';
import type { SiteConfig } from './config-schema';
import type { SourcePage } from './pages';

/** The theme config but its sidebar, which travels resolved in a chunk of its own (virtual:sidebar). */
const withoutSidebar = ({ sidebar: _, ...rest }: SiteConfig['themeConfig']) => rest;

/** The site's data (title, description, base, head, pages, theme config), from the config and the pages. */
export function siteDataOf(
  config: SiteConfig,
  pages: readonly SourcePage[],
  logo?: SiteLogo,
): SiteData {
  return {
    title: config.title,
    description: config.description,
    base: config.base,
    head: config.head,
    // The rest of each page's data comes with its own chunk (see `PageSummary`).
    pages: pages.map(({ data }) => splitPageData(data).summary),
    themeConfig: withoutSidebar(config.themeConfig),
    redirects: config.redirects,
    ...(logo ? { logo } : {}),
    ...(config.llms ? { llms: true as const } : {}),
  };
}

export { routeTableOf } from '../shared/route-table';
