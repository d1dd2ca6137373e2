// The types of `virtual:site-data`, which the site plugin generates (site-modules.ts):
// mapped by `paths` in tsconfig.base.json, as an ambient module could not import them.
import type { ComponentType, ReactNode } from 'react';
import type { SetupHook } from '../../shared/setup-hook';
import type { SidebarItem } from '../../shared/sidebar';
import type { PageDetails, SiteData } from '../../shared/types';

export declare const siteData: SiteData;
/**
 * Per page path: its content (components, data and demos) and its static HTML, each
 * a lazily loaded chunk.
 */
export declare const pageLoaders: Record<
  string,
  {
    content: () => Promise<{
      default: ComponentType<{ components?: Record<string, unknown> }>;
      /** The page's data beyond what the site data lists: headings, frontmatter, footer. */
      details: PageDetails;
      /** One loader per demo block of the page, in order. */
      demos: (() => Promise<{ default: ComponentType }>)[];
      /** The demo block component, on pages that have demos. */
      DemoBlock?: ComponentType<{ props: string; children?: ReactNode }>;
    }>;
    /** The page's static HTML parts, by `<StaticHtml index>`. */
    html: () => Promise<{ default: string[] }>;
  }
>;
/** The components pages may use as tags (Badge, and the config's), each a lazy chunk. */
export declare const markdownComponents: Record<
  string,
  // (A maintainer's component: its props are what the Markdown tag gives it.)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  () => Promise<{ default: ComponentType<any> }>
>;
export declare const setup: SetupHook | undefined;
/** The sidebar's own chunk, on a site whose sidebar lists two pages or more. */
export declare const loadSidebar: (() => Promise<{ default: SidebarItem[] }>) | undefined;
