import { decodedPath, finalPath, isOffSite, type RouteTable } from '../../shared/paths';
import type { SidebarItem, SidebarLink } from '../../shared/sidebar';
import type { SidebarConfigItem, SiteConfig } from '../config-schema';
import { SiteBuildError, SiteBuildErrors } from '../errors';
import type { SourcePage } from '../pages';

/** `getting-started` → `Getting started`: a folder's name as its group's title. */
export function folderTitle(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const INDEX = /^(readme|index)\.md$/i;

/** A page's text in the sidebar: its title, else its file's name. */
const textOf = (page: SourcePage) => page.data.title || page.data.relativePath.split('/').at(-1)!;

interface Folder {
  pages: SourcePage[];
  folders: Map<string, Folder>;
}

/** A page's frontmatter `order`, where the build checked it is a number. */
const orderOf = (page: SourcePage | undefined) =>
  typeof page?.data.frontmatter.order === 'number' ? page.data.frontmatter.order : Infinity;

/**
 * The folder default: a link per page, a group per folder (collapsible, open), in file
 * order (a folder's index page first) unless frontmatter `order` says otherwise (a
 * folder's own from its index page). Pages with `sidebar: false` are left out.
 */
export function autoSidebar(pages: readonly SourcePage[]): SidebarItem[] {
  const root: Folder = { pages: [], folders: new Map() };
  for (const page of pages) {
    if (page.data.frontmatter.sidebar === false) continue;
    const parts = page.data.relativePath.split('/');
    let folder = root;
    for (const name of parts.slice(0, -1)) {
      let next = folder.folders.get(name);
      if (!next) folder.folders.set(name, (next = { pages: [], folders: new Map() }));
      folder = next;
    }
    folder.pages.push(page);
  }
  const itemsOf = (folder: Folder): SidebarItem[] => {
    const entries = [
      ...folder.pages.map((page) => {
        const name = page.data.relativePath.split('/').at(-1)!;
        const item: SidebarItem = { text: textOf(page), link: page.data.path };
        return { order: orderOf(page), first: INDEX.test(name), name, item };
      }),
      ...[...folder.folders].map(([name, sub]) => {
        const index = sub.pages.find((p) => INDEX.test(p.data.relativePath.split('/').at(-1)!));
        const item: SidebarItem = {
          text: folderTitle(name),
          items: itemsOf(sub),
          collapsed: false,
        };
        return { order: orderOf(index), first: false, name, item };
      }),
    ];
    entries.sort(
      (a, b) =>
        a.order - b.order || Number(b.first) - Number(a.first) || (a.name < b.name ? -1 : 1),
    );
    return entries.map((e) => e.item);
  };
  return itemsOf(root);
}

/**
 * The config's sidebar, resolved: a page's link becomes its path (through redirects and
 * the clean-URL rule) and gets its title as text. A link to no page, or to a heading the
 * page lacks, fails the build: every one of them in one run.
 */
export function configuredSidebar(
  items: readonly SidebarConfigItem[],
  pages: readonly SourcePage[],
  table: RouteTable,
  configFile: string,
): SidebarItem[] {
  const errors: SiteBuildError[] = [];
  const byPath = new Map(pages.map((p) => [p.data.path, p]));
  const fail = (rule: string, detail: string) =>
    errors.push(new SiteBuildError(configFile, undefined, rule, `themeConfig.sidebar: ${detail}`));
  const resolveLink = ({ text, link }: { text?: string; link: string }): SidebarLink[] => {
    if (isOffSite(link)) {
      if (text) return [{ text, link }];
      fail('a sidebar link to another site has a text', `"${link}" has no text`);
      return [];
    }
    const [path = '', hash] = link.split('#', 2);
    const landing = finalPath(table, decodedPath(path) ?? path);
    const page = landing.kind === 'page' ? byPath.get(landing.path) : undefined;
    if (!page) {
      fail('sidebar links point to an existing page', `no page at "${link}"`);
      return [];
    }
    // (In dev, a page not yet compiled has its headings unread: its anchors pass.)
    if (hash && page.compiled && !page.compiled.meta.ids.includes(decodedPath(hash) ?? hash)) {
      fail(
        'anchors point to a heading of their page',
        `"${link}": ${page.data.relativePath} has no heading #${hash}`,
      );
      return [];
    }
    return [
      { text: text ?? textOf(page), link: hash ? `${page.data.path}#${hash}` : page.data.path },
    ];
  };
  const resolve = (list: readonly SidebarConfigItem[]): SidebarItem[] =>
    list.flatMap((item): SidebarItem[] =>
      'items' in item
        ? [
            {
              text: item.text,
              items: resolve(item.items),
              ...(item.collapsed !== undefined && { collapsed: item.collapsed }),
            },
          ]
        : resolveLink(item),
    );
  const resolved = resolve(items);
  if (errors.length) throw new SiteBuildErrors(errors);
  return resolved;
}

/** The site's sidebar, as the config asks for it (empty for `false`). */
export function sidebarOf(
  config: Pick<SiteConfig, 'themeConfig'>,
  pages: readonly SourcePage[],
  table: RouteTable,
  configFile: string,
): SidebarItem[] {
  const { sidebar } = config.themeConfig;
  if (sidebar === false) return [];
  if (sidebar === 'auto') return autoSidebar(pages);
  return configuredSidebar(sidebar, pages, table, configFile);
}
