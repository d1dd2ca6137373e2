import type { SiteData } from './types';

/**
 * Dev: what the server tells the open pages of a save beside the modules it updates (see
 * runtime/hot-pages.ts): each event's name, with what it carries.
 */
export interface HotEvents {
  /** The site's data changed: a title, a heading, a page's path. */
  'site:data': SiteData;
}
