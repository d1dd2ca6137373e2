import { fileURLToPath } from 'node:url';

/** The repository root, which is the Vite root of the site. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Dev: starts the app at once. */
export const CLIENT_ENTRY = 'site/src/entries/dev.ts';
/** Production: the boot script, which starts the app on the reader's first interaction. */
export const BOOT_ENTRY = 'site/src/runtime/boot.ts';
/** The app's start, which the site's chunk imports: the root of the app chunk (chunk-plan.ts). */
export const APP_START = 'site/src/runtime/start.tsx';
/** Production: the site's chunk (its data and pages), which the boot script loads by URL. */
export const SITE_ENTRY = 'site/src/entries/site.ts';
/** The document an edited example runs in (shared/demo/demo-frame.ts). */
export const DEMO_FRAME_ENTRY = 'site/src/runtime/demo-frame/entry.tsx';
export const SERVER_ENTRY = 'site/src/entries/server.tsx';
/** The theme's entry, which the site's entries hand the runtime: a root of the app chunk too. */
export const THEME_ENTRY = 'site/src/theme/index.ts';
/** The theme's lazy parts, listed once (node/theme-parts.ts reads them). */
export const THEME_PARTS = 'site/src/theme/parts.ts';
export const DEFAULT_DOCS_DIR = `${REPO_ROOT}docs`;
export const DEFAULT_OUT_DIR = `${REPO_ROOT}dist`;
