import { resolve } from 'node:path';
import type { LoadedConfig } from './config';
import { loadSite, type SinceLoaded, type SiteOverrides, type SiteState } from './load-site';
import { commitDatesAsked } from './page-footer';

/**
 * The site as the plugin last loaded it, which its parts share: the modules it answers
 * for (site-modules.ts) are made from it, and each save in dev loads it again
 * (dev-updates.ts).
 */
export interface LoadedSite {
  /** The docs folder, resolved. */
  readonly docsDir: string;
  /** The site as last loaded, if it was. */
  state: SiteState | undefined;
  /** Dev (set once Vite's config is resolved): pages stay sketched until requested. */
  serving: boolean;
  /** Dev: the pages the browser asked for, compiled again when saved (others stay sketched). */
  readonly requested: Set<string>;
  /** Loads the site again: compiled whole for a build, sketched but what was requested in dev. */
  load(since?: SinceLoaded): Promise<SiteState>;
  /** The site as last loaded, loaded first if it was not. */
  current(): Promise<SiteState>;
  /** Whether the module `id` is a page of the docs. */
  isPage(id: string): boolean;
}

/**
 * `state`, when given, is the already loaded site (a build loads it once, before Vite, so
 * that mistakes fail fast and both builds share one compile).
 */
export function loadedSite(options: {
  docsDir: string;
  state?: SiteState;
  overrides?: SiteOverrides;
  /** The config, already loading: the first load takes it. */
  loaded?: Promise<LoadedConfig>;
}): LoadedSite {
  const docsDir = resolve(options.docsDir);
  let configLoading = options.loaded;
  const commitDates = commitDatesAsked();
  const site: LoadedSite = {
    docsDir,
    state: options.state,
    serving: false,
    requested: new Set(),
    load(since) {
      const config = configLoading;
      configLoading = undefined;
      const compile = since?.edited.filter((file) => site.requested.has(file)) ?? [];
      return loadSite(
        docsDir,
        options.overrides,
        since,
        site.serving ? { compile, commitDates } : undefined,
        config,
      );
    },
    current: async () => (site.state ??= await site.load()),
    isPage: (id) => id.startsWith(docsDir) && id.endsWith('.md'),
  };
  return site;
}
