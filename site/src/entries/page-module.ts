/**
 * The exports of a page's compiled module that are data, not components: its demos'
 * loaders (`export const demos`, compile-page.ts) and its data beyond the site data's
 * summary of it: headings, frontmatter, footer (`export const details`, the site plugin). Beside them it exports only components (the page, its
 * `DemoBlock`).
 */
export const PAGE_DATA_EXPORTS = ['demos', 'details'] as const;

/** Whether a module id (a path, maybe with a query) is a page's compiled module. */
export function isPageModule(id: string): boolean {
  return /\.md(\?|$)/i.test(id);
}
