/**
 * The theme, as the server render sees it beside index.ts: what only the prerender
 * needs, kept out of every module the browser loads.
 */
export { SITE_NAV_STYLES } from './site-nav-styles';
