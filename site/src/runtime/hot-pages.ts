import { useSyncExternalStore } from 'react';
import type { pageLoaders } from 'virtual:site-data';
import type { SidebarItem } from '../shared/sidebar';
import type { SiteData } from '../shared/types';

/** A page's content module, as `pageLoaders` loads it. */
export type ContentModule = Awaited<ReturnType<(typeof pageLoaders)[string]['content']>>;

/** A page's newest content and static HTML, and the site's newest data, as edited. */
interface HotPage {
  content?: ContentModule;
  html?: string[];
}

/**
 * Markdown edits in dev, shown in place (no reload, the reader's scroll and state kept):
 * a page's compiled module and its static HTML accept their own updates and hand them
 * here (see the site plugin), and new page data (a title, a heading) arrives as the
 * `site:data` event. The views read them through `useHotPage` and `useHotSiteData`.
 * Nothing of this is in a build (`import.meta.hot` is undefined there).
 */
const pages = new Map<string, HotPage>();
let site: SiteData | undefined;
let sidebar: SidebarItem[] | undefined;
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version++;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by a page's modules when they are edited (`import.meta.hot.accept`). */
export function updateHotPage(path: string, update: HotPage): void {
  pages.set(path, { ...pages.get(path), ...update });
  changed();
}

/** Called by the sidebar's module when a save changed it (a title, an order). */
export function updateHotSidebar(next: SidebarItem[]): void {
  sidebar = next;
  changed();
}

if (import.meta.hot) {
  import.meta.hot.on('site:data', (data: SiteData) => {
    site = data;
    changed();
  });
}

const useVersion = () =>
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );

/** The page's edited content and HTML, if edited since it loaded. */
export function useHotPage(path: string | undefined): HotPage | undefined {
  useVersion();
  return path === undefined ? undefined : pages.get(path);
}

/** The site's data as edited, if it changed since the app loaded. */
export function useHotSiteData(): SiteData | undefined {
  useVersion();
  return site;
}

/** The sidebar as edited, if it changed since the app loaded. */
export function useHotSidebar(): SidebarItem[] | undefined {
  useVersion();
  return sidebar;
}
