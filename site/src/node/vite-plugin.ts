import type { Plugin } from 'vite';
import type { LoadedConfig } from './config';
import { devUpdates } from './dev-updates';
import { devLlms } from './llms/dev-llms';
import { warmUp } from './dev-warm-up';
import { loadedSite } from './loaded-site';
import type { SiteOverrides, SiteState } from './load-site';
import { SITE_PLUGIN_NAME } from './site-plugin-name';
import { siteModules } from './site-modules';

/**
 * The site as Vite modules: the plugin answers for the modules the site writes
 * (virtual-modules.ts), each page's module, its static HTML and its demos
 * (site-modules.ts), and in dev shows each save in place where it can, else reloads
 * (dev-updates.ts). All start from the site as last loaded (loaded-site.ts).
 */

export { SITE_PLUGIN_NAME };

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
  const site = loadedSite(options);
  const dev = devUpdates(site);
  const modules = siteModules(site, dev);
  return {
    name: SITE_PLUGIN_NAME,
    api: {
      state: () => site.current(),
      prepare(file) {
        dev.compiledPage(file).catch(() => undefined);
      },
      warmUp: () => warmUp(site),
    },
    enforce: 'pre',
    configResolved(config) {
      site.serving = config.command === 'serve';
    },
    configureServer(server) {
      dev.serverStarted(server);
      server.middlewares.use(devLlms(() => site.current()));
    },
    async buildStart() {
      await site.current();
    },
    resolveId: (id) => modules.resolveId(id),
    load(id) {
      return modules.load(id, this);
    },
    hotUpdate(update) {
      // Pages render in the browser only: one update per change, not one per environment.
      if (this.environment.name !== 'client') return;
      return dev.saved(update, this.environment.moduleGraph);
    },
  };
}
