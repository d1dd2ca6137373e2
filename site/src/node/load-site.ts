import { join } from 'node:path';
import type { SiteConfig } from './config-schema';
import { CONFIG_FILE, loadConfig, type LoadedConfig } from './config';
import { checkLinks } from './link-check';
import { demoDefaultsOf } from './demo/options';
import { lastCommitDates, pageFooterOf, type CommitDates } from './page-footer';
import { markdownComponentsOf, type MarkdownComponent } from './markdown-components';
import { loadPages, type PageLoad, type SourcePage } from './pages';
import { documentedPackagesOf, type PackageSource } from './documented-packages';
import { logoOf } from './look/logo';
import { routeTableOf, siteDataOf } from './site-data';
import { sidebarOf } from './site-nav/sidebar';
import type { SiteData } from '../shared/types';
import type { SidebarItem } from '../shared/sidebar';

/**
 * What a site is built from, loaded: its config, its pages (compiled, or sketched in dev
 * until asked for), its components, sidebar and documented packages, every link checked.
 * The build and the dev server's plugin (vite-plugin.ts) both start from it.
 */

export interface SiteState {
  /** The config as written (validated): build-only fields such as `url` stay here. */
  config: SiteConfig;
  site: SiteData;
  pages: SourcePage[];
  /** The components pages may use as tags: Badge, and the config's. */
  components: MarkdownComponent[];
  /** The config file and what it imports: an edit of one reloads the site. */
  configFiles: string[];
  /** The sidebar, resolved (its own module: `virtual:sidebar`). */
  sidebar: SidebarItem[];
  /** The packages the docs document: demos import them, built from their source. */
  packages: PackageSource[];
  /**
   * In a build: the folder each page's module code and static HTML were moved to, once
   * compiled (stored-pages.ts). Its compiled pages then hold neither.
   */
  stored?: string;
}

/** What the command line may set over the config (`--base`, `--url`), already checked. */
export type SiteOverrides = Partial<Pick<SiteConfig, 'base' | 'url'>>;

/** Dev: what changed since the site was last loaded. */
export interface SinceLoaded {
  state: SiteState;
  /** The files saved since: read again. */
  edited: readonly string[];
  /**
   * No Markdown file was added or removed since (the watcher said so): the pages are the
   * same files, and the docs folder is not walked again (2,000 entries on a large site,
   * for every save).
   */
  sameFiles?: boolean;
}

/**
 * Loads config and pages, and checks every link: the whole of what the site is built from.
 * Given the site as last loaded and the files edited since (dev), it reads only the
 * edited pages (and those new since): the config and every other page are kept as they
 * were, unless the config is among the edited files.
 *
 * `lazy` (dev) leaves pages sketched (`sketchPage`: their titles and frontmatter, no
 * compile) but those compiled before and those it names: the dev server compiles each
 * page when it is first requested, so that it answers at once however many pages there are.
 * Its pages are dated by `commitDates` (by default, git is asked again each load).
 */
export async function loadSite(
  docsDir: string,
  overrides: SiteOverrides = {},
  since?: SinceLoaded,
  lazy?: { compile: readonly string[]; commitDates?: CommitDates },
  configLoading?: Promise<LoadedConfig>,
): Promise<SiteState> {
  const kept =
    since && !since.edited.some((file) => since.state.configFiles.includes(file))
      ? since.state
      : undefined;
  const loaded = kept ? undefined : await (configLoading ?? loadConfig(docsDir));
  const config = kept?.config ?? { ...loaded!.config, ...overrides };
  const configFiles = kept?.configFiles ?? loaded!.files;
  const components = kept?.components ?? markdownComponentsOf(config, docsDir);
  const packages = kept?.packages ?? documentedPackagesOf(config, docsDir);
  const before = new Map(since?.state.pages.map((p) => [p.file, p]));
  const how = (file: string): PageLoad => {
    const page = before.get(file);
    if (kept && page && !since!.edited.includes(file)) return page;
    return !lazy || page?.compiled || lazy.compile.includes(file) ? 'compile' : 'sketch';
  };
  // A build dates every page: from one `git log` of the docs, read while they compile.
  const dating = !lazy && config.lastUpdated ? lastCommitDates(docsDir) : undefined;
  const read = await loadPages(
    docsDir,
    {
      demoDefaults: demoDefaultsOf(config),
      components: components.map((c) => c.name),
      base: config.base,
      packages,
      root: docsDir,
    },
    how,
    since?.sameFiles ? since.state.pages.map((p) => p.file) : undefined,
  );
  // What goes below each page read now (a page kept has its own): its edit link and date.
  const dates = await dating;
  const pages = await Promise.all(
    read.map(async (p): Promise<SourcePage> => {
      if (p === before.get(p.file)) return p;
      // (A page only sketched is not shown yet: its date, one git process, waits too.)
      const footer = p.compiled || !lazy ? config : { ...config, lastUpdated: false };
      const { editLink, lastUpdated } = await pageFooterOf(
        footer,
        p.file,
        p.data.relativePath,
        dates ?? lazy?.commitDates,
      );
      return { ...p, data: { ...p.data, editLink, lastUpdated } };
    }),
  );
  const logo = kept ? kept.site.logo : logoOf(config, docsDir, join(docsDir, CONFIG_FILE));
  const site = siteDataOf(config, pages, logo);
  const table = routeTableOf(site);
  checkLinks(pages, table);
  const sidebar = sidebarOf(config, pages, table, join(docsDir, CONFIG_FILE));
  return { config, site, pages, components, configFiles, sidebar, packages };
}
