/** The site plugin's name (Vite's list of plugins, the error overlay); its helpers' start with it. */
export const SITE_PLUGIN_NAME = 'docs-site';
