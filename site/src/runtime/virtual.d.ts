// `virtual:site-data` and `virtual:sandbox-versions` are typed by the files in ./virtual.
declare module 'virtual:highlight.css';
/**
 * Whether the site has search (`themeConfig.search`): set by the build (vite-config.ts),
 * so the boot script of a site without it carries nothing of it. Always true in dev.
 */
declare const __SITE_HAS_SEARCH__: boolean;
