import css from './site-nav.css?inline';

/**
 * The sidebar's, previous/next's and nav groups' styles, minified by the build but kept
 * out of the site's stylesheet: the prerender inlines them only in the pages of sites
 * that show them (runtime/render.tsx, given them by entries/server.tsx), so a one-page site does not carry them.
 */
export const SITE_NAV_STYLES: string = css;
