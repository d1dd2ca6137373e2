import type { Theme } from '../runtime/index';
import { PARTS } from './parts';

/**
 * The theme's entry: what the site's entries (site/src/entries) hand the runtime, which
 * imports no theme. The views the runtime renders routes with are lazy parts (parts.ts).
 */
export const theme: Theme = {
  Layout: PARTS.Layout,
  NotFound: PARTS.NotFound,
  SiteNav: PARTS.SiteNav,
};

// What the theme's views (the layout, the not-found view, pages, demos) share: named in
// the entry, so that they load once, with the app, not as chunks of their own (the
// build puts in the app chunk what the app and this entry import: node/chunk-plan.ts).
export { SiteLink, followInApp } from './SiteLink';
export { OutboundIcon } from './Icon';
export { useAfterNavigation } from './after-navigation';
export { PartBoundary } from './PartBoundary';
export { DemoLoaders, useDemoLoader } from './demo/demo-loaders';
// The server render's alone: the browser's bundle drops it (see site-nav/site-nav-styles.ts).
export { SITE_NAV_STYLES } from './site-nav/site-nav-styles';
