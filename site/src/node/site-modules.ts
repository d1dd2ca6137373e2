import { readFile } from 'node:fs/promises';
import { customCss, siteLookCss } from './look/site-look-css';
import type { Rollup } from 'vite';
import { codeLayoutCss } from '../shared/code-layout';
import type { CompiledDemo } from './demo/remark-demos';
import type { DevUpdates } from './dev-updates';
import { pageDetails } from './edits-in-place';
import { iconCss } from './icon-styles';
import type { LoadedSite } from './loaded-site';
import type { SiteState } from './load-site';
import {
  staticHtmlFileModule,
  staticHtmlJsonModule,
  staticHtmlModule,
  staticHtmlModuleId,
} from './markdown/static-html-module';
import { compiledOf, type SourcePage } from './pages';
import { storedPageFiles } from './stored-pages';
import {
  RESOLVED_DOCUMENTED_MODULES_ID,
  RESOLVED_DOCUMENTED_PACKAGES_ID,
  RESOLVED_HIGHLIGHT_CSS_ID,
  RESOLVED_CUSTOM_CSS_ID,
  RESOLVED_ICONS_CSS_ID,
  RESOLVED_SITE_LOOK_CSS_ID,
  RESOLVED_SEARCH_INDEX_ID,
  RESOLVED_SIDEBAR_ID,
  RESOLVED_SITE_DATA_ID,
  acceptEditsCode,
  documentedModulesModule,
  documentedPackagesModule,
  generated,
  resolveVirtualId,
  searchIndexModule,
  sidebarModule,
  siteDataModule,
} from './virtual-modules';

type LoadResult = Rollup.LoadResult;

/**
 * The modules the site plugin answers for, as Vite asks for them (its `resolveId` and
 * `load`): those the site writes (their code: virtual-modules.ts), each page's module,
 * its static HTML and its demos, and the documented packages, from their source.
 */
export interface SiteModules {
  resolveId(id: string): Promise<string | undefined>;
  load(id: string, context?: LoadContext): Promise<LoadResult | undefined>;
}

/** A `load` hook's context: where it builds, and the files it emits. */
type LoadContext = Rollup.PluginContext;

export function siteModules(site: LoadedSite, dev: DevUpdates): SiteModules {
  const made = madeModules(site);
  const virtual = virtualModules(site, dev);
  return {
    async resolveId(id) {
      const resolved = resolveVirtualId(id);
      if (resolved) return resolved;
      if (made.demo(id) || made.staticPage(id)) return id;
      // A documented package: from its source, not a published build (none needs building).
      if (/^[@\w]/.test(id))
        return (await site.current()).packages.find((p) => p.name === id)?.source;
      return undefined;
    },
    async load(id, context) {
      const generate = virtual.get(id);
      if (generate) return generate();
      const demo = made.demo(id);
      if (demo) return id.endsWith('.css') ? { code: demo.css, moduleType: 'css' } : demo.module;
      const staticPage = made.staticPage(id);
      if (staticPage) return staticHtml(site, dev, staticPage, context);
      if (!site.isPage(id)) return undefined;
      return pageModule(site, dev, id);
    },
  };
}

/** The code of each module the site writes, by its resolved id (virtual-modules.ts). */
function virtualModules(site: LoadedSite, dev: DevUpdates): Map<string, () => Promise<LoadResult>> {
  const current = () => site.current();
  return new Map<string, () => Promise<LoadResult>>([
    [RESOLVED_SITE_DATA_ID, async () => generated(siteDataModule(site.docsDir, await current()))],
    [
      RESOLVED_SIDEBAR_ID,
      async () => generated(sidebarModule((await current()).sidebar, site.serving)),
    ],
    [RESOLVED_SEARCH_INDEX_ID, () => searchIndex(site, dev)],
    [
      RESOLVED_DOCUMENTED_PACKAGES_ID,
      async () => generated(documentedPackagesModule((await current()).packages)),
    ],
    [
      RESOLVED_DOCUMENTED_MODULES_ID,
      async () => generated(documentedModulesModule((await current()).packages)),
    ],
    [RESOLVED_ICONS_CSS_ID, async () => ({ code: iconCss(), moduleType: 'css' })],
    [RESOLVED_HIGHLIGHT_CSS_ID, () => highlightStyles(site, dev)],
    [
      RESOLVED_SITE_LOOK_CSS_ID,
      async () => ({ code: siteLookCss((await current()).config), moduleType: 'css' }),
    ],
    [
      RESOLVED_CUSTOM_CSS_ID,
      async () => ({ code: customCss((await current()).config, site.docsDir), moduleType: 'css' }),
    ],
  ]);
}

/** `virtual:search-index`: in dev, every page's text, so every page compiled first. */
async function searchIndex(site: LoadedSite, dev: DevUpdates): Promise<LoadResult> {
  const { config, pages } = await site.current();
  if (config.themeConfig.search) await Promise.all(pages.map((p) => dev.compiledPage(p.file)));
  const search = Boolean(config.themeConfig.search);
  return generated(searchIndexModule(search, (await site.current()).pages));
}

/** `virtual:highlight.css`: the code's layout, its token classes and its palette. */
async function highlightStyles(site: LoadedSite, dev: DevUpdates): Promise<LoadResult> {
  // After the compiles under way, which register the token classes (in dev, one
  // that registers more updates the stylesheet: see `generatedChanges`).
  await site.current();
  await dev.settled();
  const { highlightCss } = await import('./markdown/compile-page');
  const { codePalette, codePaletteCss } = await import('./markdown/code-palette');
  const tokens = highlightCss();
  dev.highlightCssServed(tokens);
  return {
    code: codeLayoutCss() + tokens + codePaletteCss(await codePalette()),
    moduleType: 'css',
  };
}

/**
 * A page's static HTML (`<page>.static.js`), from its compile. In a build, from the file
 * it is stored in (stored-pages.ts): the server's module reads the file as the render
 * imports it (see `staticHtmlFileModule`), the client's holds its content.
 */
async function staticHtml(
  site: LoadedSite,
  dev: DevUpdates,
  staticPage: SourcePage,
  context: LoadContext | undefined,
): Promise<LoadResult> {
  const { stored } = await site.current();
  if (stored) {
    const file = storedPageFiles(stored, staticPage.data.key).staticHtml;
    return generated(
      context?.environment.config.consumer === 'server'
        ? staticHtmlFileModule(file)
        : staticHtmlJsonModule(await readFile(file, 'utf8')),
    );
  }
  const page = (await dev.compiledPage(staticPage.file)) ?? staticPage;
  // Dev: with the page's details, which a save of its text alone may change (its date,
  // where the file's own time dates it): this module's update brings them, not the
  // page's, which would run again and render the whole page.
  const details = site.serving ? detailsExport(page) : '';
  return generated(
    staticHtmlModule(compiledOf(page).staticHtml) + details + acceptEdits(site, staticPage, 'html'),
  );
}

/** The page's data beyond what the site data lists of every page (`PageDetails`). */
const detailsExport = (page: SourcePage) =>
  `export const details = JSON.parse(${JSON.stringify(JSON.stringify(pageDetails(page)))});\n`;

/** A page's own module: its compiled code (in a build, from its stored file), with its data. */
async function pageModule(site: LoadedSite, dev: DevUpdates, id: string): Promise<LoadResult> {
  const { stored } = await site.current();
  const page = await dev.compiledPage(id);
  if (!page) throw new Error(`${id} is not a page of ${site.docsDir}`);
  // The page's data travels with it, beyond what the site data lists of every page.
  const details = detailsExport(page);
  const code = stored
    ? await readFile(storedPageFiles(stored, page.data.key).code, 'utf8')
    : compiledOf(page).code;
  return { ...generated(code + details + acceptEdits(site, page, 'content')), moduleType: 'js' };
}

/** Dev: a page's modules take their own edits, shown in place (runtime/hot-pages.ts). */
const acceptEdits = (site: LoadedSite, page: SourcePage, part: 'content' | 'html') =>
  site.serving ? acceptEditsCode(page.data.path, part) : '';

/**
 * The modules made from pages, by id, for the site as last loaded: each demo's module and
 * css (`<page>.demo-<n>.(jsx|tsx|css)`), each page's static HTML (`<page>.static.js`).
 * (A map: every id Vite resolves is looked up, thousands in a build of many pages.)
 */
function madeModules(site: LoadedSite) {
  let made:
    | { of: SiteState; demos: Map<string, CompiledDemo>; statics: Map<string, SourcePage> }
    | undefined;
  const current = () => {
    const { state } = site;
    if (state && made?.of !== state) {
      const demos = state.pages.flatMap((p) => p.compiled?.demos ?? []);
      made = {
        of: state,
        demos: new Map(
          demos.flatMap((d) => [
            [d.moduleId, d] as const,
            ...(d.cssId ? [[d.cssId, d] as const] : []),
          ]),
        ),
        statics: new Map(state.pages.map((p) => [staticHtmlModuleId(p.file), p])),
      };
    }
    return made;
  };
  return {
    demo: (id: string) => current()?.demos.get(id),
    staticPage: (id: string) => current()?.statics.get(id),
  };
}
