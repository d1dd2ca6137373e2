import { loadPart } from '../runtime/index';

/**
 * The theme's lazy parts, each loaded through an `import()` the bundler sees, so each is
 * a chunk of its own, loaded by name. This is their one list: the build reads it
 * (node/theme-parts.ts) to keep them out of the app chunk, and the theme's entry hands
 * the runtime those it renders routes with (index.ts).
 */
export const PARTS = {
  Layout: () => import('./Layout'),
  NotFound: () => import('./NotFound'),
  /** The sidebar, previous/next links, nav groups and search: on sites that show any of them. */
  SiteNav: () => import('./site-nav/SiteNav'),
  DemoEditor: () => import('./demo/live/DemoEditor'),
  compile: () => import('./demo/live/compile'),
  DemoFrame: () => import('./demo/live/DemoFrame'),
  playground: () => import('./demo/playground-fields'),
};

export type PartName = keyof typeof PARTS;

/** Loads a part by its name, with `loadPart`'s time limit and error reporting. */
export function loadThemePart<Name extends PartName>(name: Name): ReturnType<(typeof PARTS)[Name]> {
  return loadPart(name, PARTS[name] as () => Promise<{ default: unknown }>) as ReturnType<
    (typeof PARTS)[Name]
  >;
}

/** The views of the SiteNav part, as the layout reads them back (`useSidebar`). */
export type SiteNavViews = Awaited<ReturnType<(typeof PARTS)['SiteNav']>>;
