// `virtual:site-data`, `virtual:documented-packages` and the others are typed by the files in ./virtual.
declare module 'virtual:highlight.css';
declare module 'virtual:icons.css';
declare module 'virtual:site-look.css';
declare module 'virtual:custom.css';
/**
 * Whether the site has search (`themeConfig.search`): set by the build (vite-config.ts),
 * so the boot script of a site without it carries nothing of it. Always true in dev.
 */
declare const __SITE_HAS_SEARCH__: boolean;
/** The URL of the icons' sprite (shared/icons.ts), the site's base in front: set by the build. */
