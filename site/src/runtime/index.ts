/**
 * The runtime as the theme sees it: the one module of site/src/runtime the theme imports
 * (lint holds it so). What the theme's views use of the site's data, the router, lazy
 * loading, scheduling and the page's controls, and the contract a theme meets (`Theme`).
 * Nothing here is the server's or the boot script's own: the site's entries
 * (site/src/entries) import those where they are.
 */
export {
  useSite,
  useSiteData,
  usePageData,
  useSidebar,
  type Site,
  type SiteModule,
} from './site-data';
export type { Theme, PageContentProps } from './theme';
export { useNavigator, type Navigator } from './navigator';
export { loadPart } from './lazy-part';
export { nearViewport } from './near-viewport';
export { afterNextPaint, whenIdle } from './scheduling';
export { CODE_TOGGLE_EVENT, isCodeOpen, setCopySource } from './controls';
export { storedColorScheme } from './color-scheme';
export { NavigationDuplicated } from './navigation-error';
export { SEARCH_KEYS, SEARCH_PANEL_ID, isSearchKey } from './search-shortcut';
export { showPackageManager, storedPackageManager } from './package-manager-choice';
