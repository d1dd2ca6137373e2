/**
 * The app's lazy parts beside pages, demos and Markdown components: each is a chunk of
 * its own, loaded by name (runtime/parts.ts), never grouped into the app chunk (the
 * build's chunk groups), and its styles go in the head of the pages it renders on
 * (prerender). Sources are relative to the repository root, as the build's manifest
 * names them.
 */
export const PART_SOURCES = {
  Layout: 'site/src/theme/Layout.tsx',
  NotFound: 'site/src/theme/NotFound.tsx',
  /** The sidebar, previous/next links, nav groups and search: on sites that show any of them. */
  SiteNav: 'site/src/theme/SiteNav.ts',
  DemoEditor: 'site/src/theme/demo/live/DemoEditor.tsx',
  compile: 'site/src/theme/demo/live/compile.ts',
  DemoFrame: 'site/src/theme/demo/live/DemoFrame.tsx',
  playground: 'site/src/theme/demo/playground-fields.ts',
} as const;

export type PartName = keyof typeof PART_SOURCES;

/** Whether a module (an absolute path or id) is one of the parts. */
export function isPartSource(id: string): boolean {
  return Object.values(PART_SOURCES).some((source) => id.endsWith(`/${source}`));
}
