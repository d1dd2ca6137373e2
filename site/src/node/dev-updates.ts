import { join } from 'node:path';
import type {
  EnvironmentModuleGraph,
  EnvironmentModuleNode,
  HotUpdateOptions,
  ViteDevServer,
} from 'vite';
import { CONFIG_FILE } from './config';
import { watchDocs } from './docs-watcher';
import {
  changedDemoModules,
  demoModuleIds,
  editableInPlace,
  pageCodeChanged,
} from './edits-in-place';
import { SiteBuildError, SiteBuildErrors } from './errors';
import type { LoadedSite } from './loaded-site';
import type { SinceLoaded, SiteState } from './load-site';
import { staticHtmlModuleId } from './markdown/static-html-module';
import type { SourcePage } from './pages';
import { SITE_PLUGIN_NAME } from './site-plugin-name';
import {
  RESOLVED_CUSTOM_CSS_ID,
  RESOLVED_HIGHLIGHT_CSS_ID,
  RESOLVED_SITE_LOOK_CSS_ID,
  RESOLVED_SEARCH_INDEX_ID,
  RESOLVED_SIDEBAR_ID,
  RESOLVED_SITE_DATA_ID,
} from './virtual-modules';
import { whenQuiet } from './when-quiet';

/**
 * How long the dev server must have had no request before it rehearses a save: well past
 * the pauses of a page's first load (under 0.5 s between requests on a busy 2-core
 * machine), well before a writer's first save.
 */
const REHEARSAL_QUIET_MS = 1500;

/**
 * Dev: how the site follows the files. Pages compile on first request; each save loads
 * the site again, one at a time, and is shown in place where it can (edits-in-place.ts),
 * else by a reload. (A build compiles every page first: it uses `compiledPage` alone.)
 */
export interface DevUpdates {
  /** The page `file`, compiled: now if it was not (see `loadSite`). */
  compiledPage(file: string): Promise<SourcePage | undefined>;
  /** The saves and compiles under way, once handled. */
  settled(): Promise<unknown>;
  /** The token colours just served (`virtual:highlight.css`): a compile that adds some updates them. */
  highlightCssServed(css: string): void;
  /** The dev server, started: its requests put off the rehearsal, the docs are watched. */
  serverStarted(server: ViteDevServer): void;
  /** A file changed: the client's modules to update, none (a mistake, a reload), or Vite's own. */
  saved(
    update: HotUpdateOptions,
    graph: EnvironmentModuleGraph,
  ): Promise<EnvironmentModuleNode[] | undefined>;
}

/** What the dev updates keep between saves. */
interface Dev {
  site: LoadedSite;
  /** Runs a change after those before it: each starts from the site as the last left it. */
  inTurn: <T>(change: () => Promise<T>) => Promise<T>;
  rehearsal: Rehearsal;
  server?: ViteDevServer;
  /** The token colours as last served (`virtual:highlight.css`). */
  servedHighlightCss: string;
  /** Pages a failed save left unread: read again with the next save, until one succeeds. */
  unsettled: Set<string>;
  /**
   * A page was added or removed since the site last loaded: the next load walks the docs
   * folder. Until then each load takes the pages' files as they were (`sameFiles`).
   */
  pagesMoved: boolean;
  /**
   * Each file saved, as the last save that loaded read it: the same text seen again (an
   * editor's truncate and write told apart, a touch) is shown already.
   */
  lastRead: Map<string, string>;
}

export function devUpdates(site: LoadedSite): DevUpdates {
  /** The saves and compiles being handled, one after the other (see `saved`). */
  let changes: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(change: () => Promise<T>): Promise<T> => {
    const run = changes.then(change);
    changes = run.catch(() => undefined);
    return run;
  };
  const dev: Dev = {
    site,
    inTurn,
    rehearsal: rehearsal(site, inTurn),
    servedHighlightCss: '',
    unsettled: new Set(),
    pagesMoved: false,
    lastRead: new Map(),
  };
  return {
    compiledPage: (file) => compiledPage(dev, file),
    settled: () => changes,
    highlightCssServed(css) {
      dev.servedHighlightCss = css;
    },
    serverStarted(server) {
      dev.server = server;
      server.middlewares.use((_req, _res, next) => {
        dev.rehearsal.touch();
        next();
      });
      // The docs, wherever they are on disk, are watched here; Vite's watcher skips them
      // (see `unwatched`) and hears of their changes as from its own.
      const docs = watchDocs(site.docsDir, (change, path) => {
        server.watcher.emit(change, path);
        server.watcher.emit('all', change, path);
      });
      server.httpServer?.once('close', () => docs.close());
    },
    saved(update, graph) {
      dev.rehearsal.cancel();
      // One save at a time (several come at once: "save all", a formatter, a checkout):
      // each starts from the site as the one before left it, or an edit would be lost.
      return inTurn(() => savedInPlace(dev, update, graph));
    },
  };
}

/**
 * The page `file`, compiled (its first request compiles it: see `loadSite`). New data
 * its compile gave (its title as compiled, its date) goes to the open pages.
 */
async function compiledPage(dev: Dev, file: string): Promise<SourcePage | undefined> {
  const { site } = dev;
  site.requested.add(file);
  const compiled = () => site.state?.pages.find((p) => p.file === file && p.compiled);
  if (compiled()) return compiled();
  await dev.inTurn(async () => {
    const before = await site.current();
    if (compiled() || !before.pages.some((p) => p.file === file)) return;
    site.state = await load(dev, { state: before, edited: [file] });
    dev.rehearsal.compiled(file);
    if (!dev.server) return;
    const client = dev.server.environments.client;
    for (const mod of await generatedChanges(dev, dev.server, before))
      void client.reloadModule(mod);
  });
  return compiled();
}

/**
 * What a load of the site changed since `before`, beyond its pages: new site data goes to
 * the open pages now (an event); the modules returned (the sidebar, the token colours a
 * compile added) take an update of their own.
 */
async function generatedChanges(
  dev: Dev,
  server: ViteDevServer,
  before: SiteState,
): Promise<EnvironmentModuleNode[]> {
  const state = dev.site.state!;
  const graph = server.environments.client.moduleGraph;
  if (JSON.stringify(before.site) !== JSON.stringify(state.site))
    server.ws.send({ type: 'custom', event: 'site:data', data: state.site });
  const { highlightCss } = await import('./markdown/compile-page');
  const changed = [
    ...(JSON.stringify(before.sidebar) !== JSON.stringify(state.sidebar)
      ? [RESOLVED_SIDEBAR_ID]
      : []),
    ...(highlightCss() !== dev.servedHighlightCss ? [RESOLVED_HIGHLIGHT_CSS_ID] : []),
  ];
  return changed.flatMap((id) => [graph.getModuleById(id)].filter((m) => m !== undefined));
}

/**
 * Loads the site again after a save of `file`, compiling only what it changed, then says
 * how to show it: the modules to update in place, none after a mistake (the overlay
 * shows it), or a full reload.
 */
async function savedInPlace(
  dev: Dev,
  { type, file, server, modules, read }: HotUpdateOptions,
  graph: EnvironmentModuleGraph,
): Promise<EnvironmentModuleNode[] | undefined> {
  const { site, unsettled } = dev;
  const dependents =
    site.state?.pages.filter((p) => p.compiled?.meta.dependencies.includes(file)) ?? [];
  const isConfig =
    site.state?.configFiles.includes(file) ?? file === join(site.docsDir, CONFIG_FILE);
  if (!site.isPage(file) && !dependents.length && !isConfig) return undefined;
  if (type !== 'update' && site.isPage(file)) dev.pagesMoved = true;
  // An editor's save truncates, then writes: a change seen in between would read an
  // empty page, a mistake to show, then a fix the Vite client answers with a reload.
  // Vite's own read waits for the write when it finds the file empty. (A removed file
  // has nothing to wait for: the load below says what its removal changed.)
  const text = await Promise.resolve()
    .then(read)
    .catch(() => '');
  // (Loaded again, it would cost as much as a save, and hold up the next one.)
  if (type === 'update' && !unsettled.size && dev.lastRead.get(file) === text) return [];
  const before = site.state;
  const saved = [...(site.isPage(file) ? [file] : []), ...dependents.map((p) => p.file)];
  const edited = [...new Set([...saved, ...unsettled])];
  // A mistake: no update, which would clear the overlay that shows it.
  if (!(await reload(dev, server, isConfig ? [file] : edited))) {
    for (const page of edited) unsettled.add(page);
    return [];
  }
  unsettled.clear();
  if (type === 'update') dev.lastRead.set(file, text);
  const updated =
    isConfig || !before ? undefined : await inPlace(dev, before, edited, graph, server);
  if (!updated) {
    server.ws.send({ type: 'full-reload' });
    return [];
  }
  // (Vite's own list for the file is its page's module: sent only if it changed.)
  const others = modules.filter((m) => !edited.includes(m.file ?? ''));
  return [...new Set([...others, ...updated])];
}

/**
 * The modules that show the edit of `edited` pages in place, or none where only a reload
 * can: each edited page's module and static HTML take their update (see
 * `acceptEditsCode`), and a demo whose code changed, its own (React Fast Refresh: that
 * demo re-runs alone); new titles and headings go to the views that show them.
 */
async function inPlace(
  dev: Dev,
  before: SiteState,
  edited: string[],
  graph: EnvironmentModuleGraph,
  server: ViteDevServer,
): Promise<EnvironmentModuleNode[] | undefined> {
  const state = dev.site.state!;
  const virtual = (id: string) => [graph.getModuleById(id)].filter((m) => m !== undefined);
  // A demo module that is no Fast Refresh boundary (it exports more than components)
  // would update through the page, which keeps its first demo loaders: reload instead.
  const demos = changedDemoModules(before, state, edited).flatMap(virtual);
  if (
    !editableInPlace(before, state, edited) ||
    demos.some((demo) => demo.transformResult && !demo.isSelfAccepting)
  )
    return undefined;
  // A page's module goes only where its code changed: a save of its text changes its
  // static HTML, a module much smaller to send and run, which brings the page's details
  // too (its headings, its date).
  return [
    ...(await generatedChanges(dev, server, before)),
    ...edited
      .filter((page) => pageCodeChanged(before, state, page))
      .flatMap((p) => [...(graph.getModulesByFile(p) ?? [])]),
    ...edited.flatMap((page) => virtual(staticHtmlModuleId(page))),
    ...demos,
  ];
}

/**
 * Dev: once the browser has loaded the first page compiled, the site is loaded again as
 * a save of that page would load it, the result dropped. That page's compile ran on
 * cold code, and the first save's would too: ~90 ms slower than the next ones, measured
 * on the readme (a rehearsal that a save comes first makes pointless).
 */
interface Rehearsal {
  /** A page was compiled: the first one compiled is rehearsed once quiet (see `whenQuiet`). */
  compiled(file: string): void;
  /** A request: the quiet starts again. */
  touch(): void;
  /** A save came first. */
  cancel(): void;
}

function rehearsal(site: LoadedSite, inTurn: Dev['inTurn']): Rehearsal {
  let firstCompiled: string | undefined;
  const quiet = whenQuiet(REHEARSAL_QUIET_MS, () => {
    const file = firstCompiled!;
    inTurn(() => site.load({ state: site.state!, edited: [file] })).catch(() => undefined);
  });
  return {
    compiled(file) {
      firstCompiled ??= file;
      quiet.start();
    },
    touch: () => quiet.touch(),
    cancel: () => quiet.cancel(),
  };
}

/**
 * Loads the site again after `edited` changed, walking the docs folder only when a page
 * was added or removed since the last load that succeeded.
 */
async function load(dev: Dev, since: Omit<SinceLoaded, 'sameFiles'>): Promise<SiteState> {
  const state = await dev.site.load({ ...since, sameFiles: !dev.pagesMoved });
  dev.pagesMoved = false;
  return state;
}

/**
 * Loads the site again. A maintainer's mistake is said once in the terminal and shown
 * in the browser's error overlay (file, line, rule), and the last good site is kept.
 */
async function reload(dev: Dev, server: ViteDevServer, edited: string[]): Promise<boolean> {
  const { site } = dev;
  const before = site.state;
  try {
    site.state = await (site.state ? load(dev, { state: site.state, edited }) : site.load());
    // What the load changed: the modules the site writes, and those made from the edited
    // pages. Invalidated now, not only by the update sent later: a request for one already
    // under way read the site before this load, and Vite keeps what it answers unless the
    // module was invalidated since it began (an update's invalidation does not count).
    const ids = [
      RESOLVED_SITE_DATA_ID,
      RESOLVED_HIGHLIGHT_CSS_ID,
      RESOLVED_SIDEBAR_ID,
      RESOLVED_SITE_LOOK_CSS_ID,
      RESOLVED_CUSTOM_CSS_ID,
      // (Not updated in place: the next load of the page gets the new one.)
      RESOLVED_SEARCH_INDEX_ID,
      ...edited.flatMap((file) => [
        staticHtmlModuleId(file),
        ...demoModuleIds(before, file),
        ...demoModuleIds(site.state, file),
      ]),
    ];
    const { moduleGraph } = server;
    for (const mod of [
      ...ids.map((id) => moduleGraph.getModuleById(id)),
      ...edited.flatMap((file) => [...(moduleGraph.getModulesByFile(file) ?? [])]),
    ])
      if (mod) moduleGraph.invalidateModule(mod);
    return true;
  } catch (error) {
    showMistake(server, error);
    return false;
  }
}

/** Says a mistake in the terminal, and in the browser's error overlay (file, line). */
function showMistake(server: ViteDevServer, error: unknown): void {
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
}
