import type { ComponentType, ReactNode } from 'react';

/** What a page's content gets from the runtime (theme/PageContent.tsx renders it). */
export interface PageContentProps {
  content: ComponentType<{ components?: Record<string, unknown> }>;
  html: readonly string[];
  demos: readonly (() => Promise<{ default: ComponentType }>)[];
  /** The demo block component, which pages with demos bring along. */
  demoBlock?: ComponentType<{ props: string; children?: ReactNode }>;
}

/**
 * What the runtime needs of a theme to render routes: its views, each a lazy part. The
 * runtime imports no theme: the site's entries (site/src/entries) hand it one.
 */
export interface Theme {
  /** The layout around every page, and the component that renders a page in it. */
  Layout: () => Promise<{ default: ComponentType; PageContent: ComponentType<PageContentProps> }>;
  /** The view of a path without a page. */
  NotFound: () => Promise<{ default: ComponentType }>;
  /**
   * What a site of more than one page shows beside the text (sidebar, previous/next,
   * nav groups, search), loaded with the layout where shown; the theme reads it back
   * (`useSidebar`).
   */
  SiteNav: () => Promise<object>;
}
