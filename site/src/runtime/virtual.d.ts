declare module 'virtual:site-data' {
  import type { ComponentType, ReactNode } from 'react';
  import type { SandboxVersions } from '../shared/playground';
  import type { SetupHook } from '../shared/setup-hook';
  import type { SiteData } from '../shared/types';

  export const siteData: SiteData;
  /**
   * Per page path: its content (components and demos) and its static HTML, each a
   * lazily loaded chunk.
   */
  export const pageLoaders: Record<
    string,
    {
      content: () => Promise<{
        default: ComponentType<{ components?: Record<string, unknown> }>;
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
  export const markdownComponents: Record<
    string,
    // (A maintainer's component: its props are what the Markdown tag gives it.)
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    () => Promise<{ default: ComponentType<any> }>
  >;
  export const setup: SetupHook | undefined;
  export const sandboxVersions: SandboxVersions;
}

declare module 'virtual:highlight.css';
