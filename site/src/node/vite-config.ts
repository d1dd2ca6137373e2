import type { LoadedConfig } from './config';
import react from '@vitejs/plugin-react';
import { join, resolve, sep } from 'node:path';
import type { InlineConfig } from 'vite';
import { REPO_ROOT } from './paths';
import type { SiteOverrides, SiteState } from './load-site';
import { sitePlugin, type SitePlugin } from './vite-plugin';

/** The Vite config shared by the dev server and both builds. */
/**
 * react-router's package exports only its development build (extra checks and
 * warnings); the production build ships beside it. Both entry points must come from
 * the same build, as they share internal chunks.
 */
function reactRouterBuild(mode: 'production' | 'development') {
  const dir = join(REPO_ROOT, 'node_modules/react-router/dist', mode);
  return [
    { find: /^react-router$/, replacement: join(dir, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dir, 'dom-export.mjs') },
  ];
}

/** Whether `path` is `dir` or inside it. */
const isIn = (dir: string, path: string) => path === dir || path.startsWith(`${dir}${sep}`);

/**
 * What the dev server's watcher skips: in the repository (Vite's root), all but the engine
 * (`site/`) and the library (`packages/`); and the docs, wherever they are, which have a
 * watcher of their own (docs-watcher.ts: Vite's reads a folder again on each change in
 * it). Outputs and caches (`dist/`, `.cache/`, `e2e/.fixtures/` …) are ignored: a
 * repository holding a few built sites of 500 pages made the launch take seconds more
 * and the server hold ~350 MB more.
 */
function unwatched(docsDir: string): (path: string) => boolean {
  const root = resolve(REPO_ROOT);
  const docs = resolve(docsDir);
  const watched = [join(root, 'site'), join(root, 'packages')];
  return (path) =>
    isIn(docs, path) ||
    (isIn(root, path) && !watched.some((dir) => isIn(dir, path) || isIn(path, dir)));
}

export function viteConfig(
  docsDir: string,
  /**
   * The site, when already loaded (a build), and what the command line sets over its
   * config. The base, when given: Vite's URLs of chunks and assets start with it.
   */
  {
    state,
    overrides,
    base,
    loaded,
  }: {
    state?: SiteState;
    overrides?: SiteOverrides;
    base?: string;
    /** The config, already loading (dev: its base was needed first). */
    loaded?: Promise<LoadedConfig>;
  } = {},
  mode: 'production' | 'development' = 'development',
): { config: InlineConfig; site: SitePlugin } {
  const site = sitePlugin({ docsDir, state, overrides, loaded });
  const siteBase = state?.config.base ?? base ?? '/';
  const config: InlineConfig = {
    configFile: false,
    root: REPO_ROOT,
    base: siteBase,
    publicDir: join(docsDir, 'public'),
    logLevel: 'warn',
    plugins: [site, react({ include: /\.(md|[jt]sx?)$/ })],
    server: { watch: { ignored: [unwatched(docsDir)] } },
    // A site without search ships none of it (runtime/virtual.d.ts); dev knows the
    // config only later, and keeps it.
    define: {
      __SITE_HAS_SEARCH__: JSON.stringify(state?.config.themeConfig.search ?? true),
    },
    resolve: {
      // Pages and demos may live outside the repository; React comes from here.
      dedupe: ['react', 'react-dom'],
      // (The documented packages resolve to their source: the site plugin's resolveId.)
      alias: reactRouterBuild(mode),
    },
    // The CLI says how long each stage took; Rolldown's plugin-timing warning only adds
    // its internals to that. A dynamic import of a module the app chunk holds anyway is
    // deliberate: it runs that module later, in a task of its own (runtime/start.tsx).
    build: {
      rolldownOptions: { checks: { bundlerTimings: false, ineffectiveDynamicImport: false } },
    },
  };
  return { config, site };
}
