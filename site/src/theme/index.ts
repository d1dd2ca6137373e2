import type { PartName } from '../shared/parts';

/**
 * The theme, as the runtime sees it: the one module of site/src/theme it imports (lint
 * holds it so). Each part of shared/parts.ts loads through an import the bundler sees,
 * so each is a chunk of its own; `satisfies` holds the two lists equal (a part without a
 * loader, or a loader without a part, does not compile).
 */
export const PART_LOADERS = {
  Layout: () => import('./Layout'),
  NotFound: () => import('./NotFound'),
  SiteNav: () => import('./SiteNav'),
  DemoEditor: () => import('./demo/live/DemoEditor'),
  compile: () => import('./demo/live/compile'),
  DemoFrame: () => import('./demo/live/DemoFrame'),
  playground: () => import('./demo/playground-fields'),
} satisfies Record<PartName, () => Promise<{ default: unknown }>>;

// What the theme's views (the layout, the not-found view, pages, demos) share: named in
// the entry, so that they load once, with the app, not as chunks of their own (the
// build puts in the app chunk what the app imports: build.ts, chunkPlan).
export { SiteLink, followInApp } from './SiteLink';
export { OutboundIcon } from './Icon';
export { useAfterNavigation } from './after-navigation';
export { PartBoundary } from './PartBoundary';
export { DemoLoaders, useDemoLoader } from './demo/demo-loaders';
// The server render's alone: the browser's bundle drops it (see site-nav-styles.ts).
export { SITE_NAV_STYLES } from './site-nav-styles';
