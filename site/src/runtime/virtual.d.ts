declare module 'virtual:site-data' {
  import type { ComponentType } from 'react';
  import type { SetupHook } from '../shared/setup-hook';
  import type { SiteData } from '../shared/types';

  export const siteData: SiteData;
  /** One loader per page path: each page is its own lazily loaded chunk. */
  export const pageLoaders: Record<
    string,
    () => Promise<{ default: ComponentType<{ components?: Record<string, unknown> }> }>
  >;
  export const setup: SetupHook | undefined;
}
