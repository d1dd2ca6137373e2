import type { SiteData } from './types';

/** push/replace with the site's rules: navigating to where the reader is rejects. */
export interface Navigator {
  push(to: string): Promise<void>;
  replace(to: string): Promise<void>;
}

/** What the docs' `setup.ts` receives: the counterpart of VuePress's enhanceApp. */
export interface SetupContext {
  router: Navigator;
  siteData: SiteData;
}

export type SetupHook = (context: SetupContext) => void | Promise<void>;
