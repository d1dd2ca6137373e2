import { join, resolve } from 'node:path';
import type { EnvironmentModuleGraph, EnvironmentModuleNode, Plugin, ViteDevServer } from 'vite';
import { CONFIG_FILE, type LoadedConfig } from './config';
import { SiteBuildError, SiteBuildErrors } from './errors';
import { iconCss } from './icon-styles';
import { demoDefaultsOf } from './demo/options';
import { codeLayoutCss } from '../shared/code-layout';
import { staticHtmlModule, staticHtmlModuleId } from './markdown/static-html-module';
import { compiledOf, type SourcePage } from './pages';
import type { CompiledDemo } from './demo/remark-demos';
import { loadSite, type SiteOverrides, type SiteState } from './load-site';
import {
  RESOLVED_DOCUMENTED_MODULES_ID,
  RESOLVED_DOCUMENTED_PACKAGES_ID,
  RESOLVED_HIGHLIGHT_CSS_ID,
  RESOLVED_ICONS_CSS_ID,
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
import {
  changedDemoModules,
  editableInPlace,
  pageDetails,
  pageModuleChanged,
} from './edits-in-place';
import { whenQuiet } from './when-quiet';

/**
 * The site as Vite modules: the plugin answers for the modules the site writes
 * (virtual-modules.ts), each page's module, its static HTML and its demos, and in dev
 * shows each save in place where it can (edits-in-place.ts), else reloads.
 */

/** The site plugin's name (Vite's list of plugins, the error overlay). */
export const SITE_PLUGIN_NAME = 'docs-site';

/**
 * How long the dev server must have had no request before it rehearses a save: well past
 * the pauses of a page's first load (under 0.5 s between requests on a busy 2-core
 * machine), well before a writer's first save.
 */
const REHEARSAL_QUIET_MS = 1500;

/** Turns the docs folder into modules: `virtual:site-data` and one React module per page. */
export interface SitePlugin extends Plugin {
  api: {
    state(): Promise<SiteState>;
    /**
     * Dev: compiles the page at `file` now, before the browser asks for its module: the
     * server calls it as it answers the page's HTML, so the compile runs while the browser
     * loads the app. (A mistake is said when the module is asked for.)
     */
    prepare(file: string): void;
    /** Dev: loads the compiler and its highlighter, so that the first compile is no slower. */
    warmUp(): Promise<void>;
  };
}

/**
 * `state`, when given, is the already loaded site (a build loads it once, before
 * Vite, so that mistakes fail fast and both builds share one compile).
 */
export function sitePlugin(options: {
  docsDir: string;
  state?: SiteState;
  overrides?: SiteOverrides;
  /** The config, already loading: the first load takes it. */
  loaded?: Promise<LoadedConfig>;
}): SitePlugin {
  const docsDir = resolve(options.docsDir);
  let state: SiteState | undefined = options.state;
  let configLoading = options.loaded;
  /** Dev: the pages the browser asked for, compiled again when saved (others stay sketched). */
  const requested = new Set<string>();
  /** Loads the site again: compiled whole for a build, sketched but what was requested in dev. */
  const load = (since?: { state: SiteState; edited: readonly string[] }) => {
    const config = configLoading;
    configLoading = undefined;
    return loadSite(
      docsDir,
      options.overrides,
      since,
      serving ? { compile: since?.edited.filter((file) => requested.has(file)) ?? [] } : undefined,
      config,
    );
  };
  const current = async () => (state ??= await load());
  const isPage = (id: string) => id.startsWith(docsDir) && id.endsWith('.md');
  /**
   * The modules made from pages, by id, for the site as last loaded: each demo's module and
   * css (`<page>.demo-<n>.(jsx|tsx|css)`), each page's static HTML (`<page>.static.js`).
   * (A map: every id Vite resolves is looked up, thousands in a build of many pages.)
   */
  let made:
    | { of: SiteState; demos: Map<string, CompiledDemo>; statics: Map<string, SourcePage> }
    | undefined;
  const madeModules = () => {
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
  const demoOf = (id: string) => madeModules()?.demos.get(id);
  const staticOf = (id: string) => madeModules()?.statics.get(id);
  /** Dev: a page's modules take their own edits, shown in place (runtime/hot-pages.ts). */
  let serving = false;
  const acceptEdits = (page: SourcePage, part: 'content' | 'html') =>
    serving ? acceptEditsCode(page.data.path, part) : '';

  /**
   * Loads the site again. A maintainer's mistake is said once in the terminal and shown
   * in the browser's error overlay (file, line, rule), and the last good site is kept.
   */
  async function reload(server: ViteDevServer, edited: string[]): Promise<boolean> {
    try {
      state = await load(state && { state, edited });
      const generated = [
        RESOLVED_SITE_DATA_ID,
        RESOLVED_HIGHLIGHT_CSS_ID,
        RESOLVED_SIDEBAR_ID,
        // (Not updated in place: the next load of the page gets the new one.)
        RESOLVED_SEARCH_INDEX_ID,
      ];
      for (const id of generated) {
        const mod = server.moduleGraph.getModuleById(id);
        if (mod) server.moduleGraph.invalidateModule(mod);
      }
      return true;
    } catch (error) {
      const { message } = error as Error;
      server.config.logger.error(message, { timestamp: true });
      const first = error instanceof SiteBuildErrors ? error.errors[0] : error;
      const where = first instanceof SiteBuildError ? first : undefined;
      server.ws.send({
        type: 'error',
        err: {
          message,
          stack: '',
          plugin: SITE_PLUGIN_NAME,
          ...(where && {
            id: where.file,
            loc: { file: where.file, line: where.line ?? 1, column: 1 },
          }),
        },
      });
      return false;
    }
  }

  /** The saves and compiles being handled, one after the other (see `hotUpdate`). */
  let changes: Promise<unknown> = Promise.resolve();
  /** Runs `change` after those before it: each starts from the site as the last left it. */
  function inTurn<T>(change: () => Promise<T>): Promise<T> {
    const run = changes.then(change);
    changes = run.catch(() => undefined);
    return run;
  }
  let devServer: ViteDevServer | undefined;
  /** The token colours as last served (`virtual:highlight.css`). */
  let servedHighlightCss = '';

  /** Dev: the first page compiled (see `rehearsal`). */
  let firstCompiled: string | undefined;
  /**
   * Dev: once the browser has loaded the first page compiled, the site is loaded again as
   * a save of that page would load it, the result dropped. That page's compile ran on
   * cold code, and the first save's would too: ~90 ms slower than the next ones, measured
   * on the readme (a rehearsal that a save comes first makes pointless).
   */
  const rehearsal = whenQuiet(REHEARSAL_QUIET_MS, () => {
    const file = firstCompiled!;
    inTurn(() => load({ state: state!, edited: [file] })).catch(() => undefined);
  });

  /**
   * Dev: the page `file`, compiled (its first request compiles it: see `loadSite`). New
   * data its compile gave (its title as compiled, its date) goes to the open pages.
   */
  async function compiledPage(file: string): Promise<SourcePage | undefined> {
    requested.add(file);
    const compiled = () => state?.pages.find((p) => p.file === file && p.compiled);
    if (compiled()) return compiled();
    await inTurn(async () => {
      const before = await current();
      if (compiled() || !before.pages.some((p) => p.file === file)) return;
      state = await load({ state: before, edited: [file] });
      firstCompiled ??= file;
      rehearsal.start();
      if (!devServer) return;
      const client = devServer.environments.client;
      for (const mod of await generatedChanges(devServer, before)) void client.reloadModule(mod);
    });
    return compiled();
  }

  /**
   * What a load of the site changed since `before`, beyond its pages: new site data goes to
   * the open pages now (an event); the modules returned (the sidebar, the token colours a
   * compile added) take an update of their own.
   */
  async function generatedChanges(
    server: ViteDevServer,
    before: SiteState,
  ): Promise<EnvironmentModuleNode[]> {
    const graph = server.environments.client.moduleGraph;
    if (JSON.stringify(before.site) !== JSON.stringify(state!.site))
      server.ws.send({ type: 'custom', event: 'site:data', data: state!.site });
    const { highlightCss } = await import('./markdown/compile-page');
    const changed = [
      ...(JSON.stringify(before.sidebar) !== JSON.stringify(state!.sidebar)
        ? [RESOLVED_SIDEBAR_ID]
        : []),
      ...(highlightCss() !== servedHighlightCss ? [RESOLVED_HIGHLIGHT_CSS_ID] : []),
    ];
    return changed.flatMap((id) => [graph.getModuleById(id)].filter((m) => m !== undefined));
  }
  /** Pages a failed save left unread: read again with the next save, until one succeeds. */
  const unsettled = new Set<string>();

  /**
   * Loads the site again after a save of `file`, compiling only what it changed, then says
   * how to show it: the modules to update in place, none after a mistake (the overlay
   * shows it), or a full reload.
   */
  async function savedInPlace(
    file: string,
    server: ViteDevServer,
    modules: EnvironmentModuleNode[],
    graph: EnvironmentModuleGraph,
    read: () => string | Promise<string>,
  ): Promise<EnvironmentModuleNode[] | undefined> {
    const dependents =
      state?.pages.filter((p) => p.compiled?.meta.dependencies.includes(file)) ?? [];
    const isConfig = state?.configFiles.includes(file) ?? file === join(docsDir, CONFIG_FILE);
    if (!isPage(file) && !dependents.length && !isConfig) return undefined;
    // An editor's save truncates, then writes: a change seen in between would read an
    // empty page, a mistake to show, then a fix the Vite client answers with a reload.
    // Vite's own read waits for the write when it finds the file empty. (A removed file
    // has nothing to wait for: the load below says what its removal changed.)
    await Promise.resolve()
      .then(read)
      .catch(() => '');
    const before = state;
    const edited = [
      ...new Set([...(isPage(file) ? [file] : []), ...dependents.map((p) => p.file), ...unsettled]),
    ];
    // A mistake: no update, which would clear the overlay that shows it.
    if (!(await reload(server, isConfig ? [file] : edited))) {
      for (const page of edited) unsettled.add(page);
      return [];
    }
    unsettled.clear();
    const virtual = (id: string) => [graph.getModuleById(id)].filter((m) => m !== undefined);
    // A demo module that is no Fast Refresh boundary (it exports more than components)
    // would update through the page, which keeps its first demo loaders: reload instead.
    const demos = before ? changedDemoModules(before, state!, edited).flatMap(virtual) : [];
    if (
      isConfig ||
      !before ||
      !editableInPlace(before, state!, edited) ||
      demos.some((demo) => demo.transformResult && !demo.isSelfAccepting)
    ) {
      server.ws.send({ type: 'full-reload' });
      return [];
    }
    // In place: each edited page's module and static HTML take their update (see
    // `acceptEdits`), and a demo whose code changed, its own (React Fast Refresh: that
    // demo re-runs alone); new titles and headings go to the views that show them.
    // A page's module goes only where its components or headings changed: a save of
    // its text alone changes its static HTML, a module much smaller to send and run.
    const updated = [
      ...(await generatedChanges(server, before)),
      ...edited
        .filter((page) => pageModuleChanged(before, state!, page))
        .flatMap((p) => [...(graph.getModulesByFile(p) ?? [])]),
      ...edited.flatMap((page) => virtual(staticHtmlModuleId(page))),
      ...demos,
    ];
    // (Vite's own list for the file is its page's module: sent only if it changed.)
    const others = modules.filter((m) => !edited.includes(m.file ?? ''));
    return [...new Set([...others, ...updated])];
  }

  return {
    name: SITE_PLUGIN_NAME,
    api: {
      async state() {
        return current();
      },
      prepare(file) {
        compiledPage(file).catch(() => undefined);
      },
      async warmUp() {
        const { compilePage } = await import('./markdown/compile-page');
        const { config, packages } = await current();
        const sample = '# Warm\n\n```tsx\nconst a = <b>{1}</b>;\n```\n';
        const where = { path: join(docsDir, '.warm-up.md'), relativePath: '.warm-up.md' };
        await compilePage(sample, where, { demoDefaults: demoDefaultsOf(config), packages });
      },
    },
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    configureServer(server) {
      devServer = server;
      server.middlewares.use((_req, _res, next) => {
        rehearsal.touch();
        next();
      });
      // Vite watches its root (the repository); the docs may be anywhere on disk.
      server.watcher.add(docsDir);
    },
    async buildStart() {
      await current();
    },
    async resolveId(id) {
      const virtual = resolveVirtualId(id);
      if (virtual) return virtual;
      if (demoOf(id) || staticOf(id)) return id;
      // A documented package: from its source, not a published build (none needs building).
      if (/^[@\w]/.test(id)) return (await current()).packages.find((p) => p.name === id)?.source;
      return undefined;
    },
    async load(id) {
      if (id === RESOLVED_SITE_DATA_ID) return generated(siteDataModule(docsDir, await current()));
      if (id === RESOLVED_SIDEBAR_ID)
        return generated(sidebarModule((await current()).sidebar, serving));
      if (id === RESOLVED_SEARCH_INDEX_ID) {
        const { config, pages } = await current();
        // Dev: every page's text, so every page compiled first.
        if (config.themeConfig.search) await Promise.all(pages.map((p) => compiledPage(p.file)));
        const search = Boolean(config.themeConfig.search);
        return generated(searchIndexModule(search, (await current()).pages));
      }
      if (id === RESOLVED_DOCUMENTED_PACKAGES_ID)
        return generated(documentedPackagesModule((await current()).packages));
      if (id === RESOLVED_DOCUMENTED_MODULES_ID)
        return generated(documentedModulesModule((await current()).packages));
      if (id === RESOLVED_ICONS_CSS_ID) return { code: iconCss(), moduleType: 'css' };
      if (id === RESOLVED_HIGHLIGHT_CSS_ID) {
        // After the compiles under way, which register the token classes (in dev, one
        // that registers more updates the stylesheet: see `updateGenerated`).
        await current();
        await changes;
        const { highlightCss } = await import('./markdown/compile-page');
        const { codePalette, codePaletteCss } = await import('./markdown/code-palette');
        servedHighlightCss = highlightCss();
        return {
          code: codeLayoutCss() + servedHighlightCss + codePaletteCss(await codePalette()),
          moduleType: 'css',
        };
      }
      const demo = demoOf(id);
      if (demo) return id.endsWith('.css') ? { code: demo.css, moduleType: 'css' } : demo.module;
      const staticPage = staticOf(id);
      if (staticPage) {
        const page = compiledOf((await compiledPage(staticPage.file)) ?? staticPage);
        return generated(staticHtmlModule(page.staticHtml) + acceptEdits(staticPage, 'html'));
      }
      if (!isPage(id)) return undefined;
      await current();
      const page = await compiledPage(id);
      if (!page) throw new Error(`${id} is not a page of ${docsDir}`);
      // The page's data travels with it, beyond what the site data lists of every page.
      const details = `export const details = JSON.parse(${JSON.stringify(JSON.stringify(pageDetails(page)))});\n`;
      return {
        ...generated(compiledOf(page).code + details + acceptEdits(page, 'content')),
        moduleType: 'js',
      };
    },
    hotUpdate({ file, server, modules, read }) {
      // Pages render in the browser only: one update per change, not one per environment.
      if (this.environment.name !== 'client') return;
      rehearsal.cancel();
      // One save at a time (several come at once: "save all", a formatter, a checkout):
      // each starts from the site as the one before left it, or an edit would be lost.
      return inTurn(() =>
        savedInPlace(file, server as ViteDevServer, modules, this.environment.moduleGraph, read),
      );
    },
  };
}
