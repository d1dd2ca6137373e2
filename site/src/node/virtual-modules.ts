import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SourcePage } from './pages';
import type { SiteState } from './load-site';
import { forBrowser, type PackageSource } from './documented-packages';
import { staticHtmlModuleId } from './markdown/static-html-module';
import { sandboxVersions } from './sandbox-versions';
import { searchIndexJson } from './search/search-index';
import { pagesListed, type SidebarItem } from '../shared/sidebar';

/**
 * The modules the site writes, which the browser imports by name (runtime/virtual.d.ts
 * says what each exports): the site's data, the sidebar, the search index, the
 * documented packages, the code's colours and the icons. Their code is made here from the site as
 * loaded; the plugin answers for them (site-modules.ts) and says when they change (dev-updates.ts).
 */
export const SITE_DATA_ID = 'virtual:site-data';
/** The documented packages as the browser needs them (playgrounds, the edited examples' frame). */
export const DOCUMENTED_PACKAGES_ID = 'virtual:documented-packages';
/** The documented packages' modules, which the edited examples' frame runs demos with. */
export const DOCUMENTED_MODULES_ID = 'virtual:documented-modules';
/** The token colours of every highlighted code block (see `highlightClasses`). */
export const HIGHLIGHT_CSS_ID = 'virtual:highlight.css';
/** The icons' styles (node/icon-styles.ts). */
export const ICONS_CSS_ID = 'virtual:icons.css';
/** The site's look (node/look/site-look-css.ts): its accent, logo and "Copy page" rules. */
export const SITE_LOOK_CSS_ID = 'virtual:site-look.css';
/** The maintainer's stylesheets (config `customCss`), after everything else. */
export const CUSTOM_CSS_ID = 'virtual:custom.css';
/** The resolved sidebar: a chunk of its own, loaded with the layout on sites that have one. */
export const SIDEBAR_ID = 'virtual:sidebar';
/** The local search's index (themeConfig.search): loaded on the search box's first use. */
export const SEARCH_INDEX_ID = 'virtual:search-index';

/** Vite's id of a module no file backs (`\0` keeps other plugins off it). */
const resolved = (id: string) => `\0${id}`;
export const RESOLVED_SITE_DATA_ID = resolved(SITE_DATA_ID);
export const RESOLVED_DOCUMENTED_PACKAGES_ID = resolved(DOCUMENTED_PACKAGES_ID);
export const RESOLVED_DOCUMENTED_MODULES_ID = resolved(DOCUMENTED_MODULES_ID);
export const RESOLVED_HIGHLIGHT_CSS_ID = resolved(HIGHLIGHT_CSS_ID);
export const RESOLVED_SIDEBAR_ID = resolved(SIDEBAR_ID);
export const RESOLVED_ICONS_CSS_ID = resolved(ICONS_CSS_ID);
export const RESOLVED_SITE_LOOK_CSS_ID = resolved(SITE_LOOK_CSS_ID);
export const RESOLVED_CUSTOM_CSS_ID = resolved(CUSTOM_CSS_ID);
export const RESOLVED_SEARCH_INDEX_ID = resolved(SEARCH_INDEX_ID);

const VIRTUAL = [
  SITE_DATA_ID,
  DOCUMENTED_PACKAGES_ID,
  DOCUMENTED_MODULES_ID,
  HIGHLIGHT_CSS_ID,
  ICONS_CSS_ID,
  SITE_LOOK_CSS_ID,
  CUSTOM_CSS_ID,
  SIDEBAR_ID,
  SEARCH_INDEX_ID,
];

/** The id Vite knows a virtual module by, if `id` names one. */
export function resolveVirtualId(id: string): string | undefined {
  return VIRTUAL.includes(id) ? resolved(id) : undefined;
}

/** A maintainer's setup hook (`setup.ts` in the docs folder), if there is one. */
export const SETUP_FILE = 'setup.ts';

/** Dev: the runtime module that applies a page's or the sidebar's edits in place. */
const HOT_PAGES = fileURLToPath(new URL('../runtime/hot-pages.ts', import.meta.url));

/**
 * A module the site writes (its data, a page's compiled code or its HTML), with no source
 * map: Vite would map the code to itself, inline, made on each request and downloaded by
 * the page (0.77 MB more in the site data of 500 pages).
 */
export const generated = (code: string) => ({ code, map: { mappings: '' } });

/** `virtual:site-data`: the site's data, each page's loaders, the sidebar's, the components'. */
export function siteDataModule(
  docsDir: string,
  { site, pages, components, sidebar }: SiteState,
): string {
  const loaders = pages
    .map((p) => {
      const content = `() => import(${JSON.stringify(p.file)})`;
      const html = `() => import(${JSON.stringify(staticHtmlModuleId(p.file))})`;
      return `  ${JSON.stringify(p.data.path)}: { content: ${content}, html: ${html} },`;
    })
    .join('\n');
  const setupFile = join(docsDir, SETUP_FILE);
  const setup = existsSync(setupFile)
    ? `export { default as setup } from ${JSON.stringify(setupFile)};`
    : 'export const setup = undefined;';
  return [
    `export const siteData = JSON.parse(${JSON.stringify(JSON.stringify(site))});`,
    `export const pageLoaders = {\n${loaders}\n};`,
    // One page alone is no reason for a sidebar: none, and nothing to load.
    pagesListed(sidebar) >= 2
      ? `export const loadSidebar = () => import(${JSON.stringify(SIDEBAR_ID)});`
      : 'export const loadSidebar = undefined;',
    `export const markdownComponents = {\n${components
      .map(({ name, file }) => `  ${name}: () => import(${JSON.stringify(file)}),`)
      .join('\n')}\n};`,
    setup,
  ].join('\n');
}

/** `virtual:sidebar`; in dev, a new title or order shows in place (runtime/hot-pages.ts). */
export function sidebarModule(sidebar: SidebarItem[], serving: boolean): string {
  const data = `export default JSON.parse(${JSON.stringify(JSON.stringify(sidebar))});\n`;
  const hot = serving
    ? [
        `import { updateHotSidebar } from ${JSON.stringify(HOT_PAGES)};`,
        'if (import.meta.hot) import.meta.hot.accept((next) => next && updateHotSidebar(next.default));',
        '',
      ].join('\n')
    : '';
  return data + hot;
}

/** `virtual:search-index`: every page's text, or nothing on a site without search. */
export function searchIndexModule(search: boolean, pages: SourcePage[]): string {
  if (!search) return 'export default "{}";\n';
  return `export default ${JSON.stringify(searchIndexJson(pages))};\n`;
}

/** `virtual:documented-packages`: what playgrounds load of each, and the sandbox's versions. */
export function documentedPackagesModule(packages: PackageSource[]): string {
  return `export const packages = ${JSON.stringify(forBrowser(packages))};\nexport const sandboxVersions = ${JSON.stringify(sandboxVersions())};\n`;
}

/** `virtual:documented-modules`: each documented package's module, by name. */
export function documentedModulesModule(packages: PackageSource[]): string {
  const names = packages.map((p) => p.name);
  return [
    ...names.map((name, i) => `import * as p${i} from ${JSON.stringify(name)};`),
    `export default { ${names.map((name, i) => `${JSON.stringify(name)}: p${i}`).join(', ')} };`,
    '',
  ].join('\n');
}

/**
 * Dev: the lines that make a page's module (`content`) or its static HTML (`html`) take
 * its own edits, shown in place (runtime/hot-pages.ts). Each brings the page's details.
 */
export function acceptEditsCode(path: string, part: 'content' | 'html'): string {
  return [
    `import { updateHotPage as __updateHotPage } from ${JSON.stringify(HOT_PAGES)};`,
    'if (import.meta.hot) {',
    '  import.meta.hot.accept((next) => {',
    `    if (next) __updateHotPage(${JSON.stringify(path)}, { ${part === 'html' ? 'html: next.default, ' : ''}content: next });`,
    '  });',
    '}',
    '',
  ].join('\n');
}
