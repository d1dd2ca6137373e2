/**
 * The sidebar as the browser gets it (its own chunk, `virtual:sidebar`), resolved by the
 * build: every link has its text, a page's link is its path, and the order is final.
 * Previous/next links follow the same order.
 */

export interface SidebarLink {
  text: string;
  /** A page's path (without the base), or an http(s) URL. */
  link: string;
}

export interface SidebarGroup {
  text: string;
  items: SidebarItem[];
  /** Collapsible: closed (`true`) or open (`false`). Not collapsible when absent. */
  collapsed?: boolean;
}

export type SidebarItem = SidebarLink | SidebarGroup;

export const isGroup = (item: SidebarItem): item is SidebarGroup => 'items' in item;

/** The sidebar's links in reading order, groups flattened. */
export function sidebarLinks(items: readonly SidebarItem[]): SidebarLink[] {
  return items.flatMap((item) => (isGroup(item) ? sidebarLinks(item.items) : [item]));
}

/** The page a link of the site leads to: its path without a `#heading`. */
export const pageOf = (link: string) => link.split('#', 1)[0]!;

/** Whether a group holds the page at `path` (or a heading of it), at any depth: it then shows open. */
export function holdsPage(group: SidebarGroup, path: string): boolean {
  return sidebarLinks(group.items).some((l) => pageOf(l.link) === path);
}

/** How many pages the sidebar lists (a page's headings are that page): one alone is no reason to show it. */
export function pagesListed(items: readonly SidebarItem[]): number {
  const pages = sidebarLinks(items).filter((l) => l.link.startsWith('/'));
  return new Set(pages.map((l) => pageOf(l.link))).size;
}

/** A page's frontmatter `prev` or `next`: none, another text, or another page. */
export type PrevNextOverride = false | string | { text?: string; link: string };

/** The previous and next pages of `path`: the sidebar's neighbours, as frontmatter may change them. */
export function prevNextOf(
  items: readonly SidebarItem[],
  path: string,
  overrides: { prev?: PrevNextOverride; next?: PrevNextOverride },
  titleOf: (path: string) => string | undefined,
): { prev?: SidebarLink; next?: SidebarLink } {
  // The pages in order: a link to a heading is no step of its own.
  const pages = sidebarLinks(items).filter((l) => l.link.startsWith('/') && !l.link.includes('#'));
  const at = pages.findIndex((l) => l.link === path);
  const pick = (near: SidebarLink | undefined, override: PrevNextOverride | undefined) => {
    if (override === false) return undefined;
    if (typeof override === 'string') return near && { ...near, text: override };
    if (override)
      return {
        link: override.link,
        text: override.text ?? titleOf(override.link) ?? override.link,
      };
    return near;
  };
  return {
    prev: pick(at > 0 ? pages[at - 1] : undefined, overrides.prev),
    next: pick(at >= 0 ? pages[at + 1] : undefined, overrides.next),
  };
}
